"""The personal calendar feed: every deadline a player faces, as iCalendar (RFC 5545),
behind a secret URL (regenerated from the notification settings)."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from icalendar import Calendar, Event

from games import selectors
from games.engine import get_kind
from games.models import GameStatus, Seat
from notifications.models import Preferences
from notifications.outbound.emails import game_url
from shared.errors import NotFound


def calendar_feed(*, token: str) -> bytes:
    """The .ics of the player whose calendar token this is. Raises NotFound otherwise."""
    prefs = Preferences.objects.filter(calendar_token=token).select_related("user").first()
    if prefs is None or not token:
        raise NotFound("There is no calendar at this address; copy it again from your settings.")
    cal = Calendar()
    cal.add("prodid", "-//Vitrine//deadlines//EN")
    cal.add("version", "2.0")
    cal.add("x-wr-calname", "Vitrine deadlines")
    seats = (Seat.objects.filter(user=prefs.user, to_act=True, bot=False,
                                 game__status=GameStatus.ACTIVE, game__deadline__isnull=False)
             .select_related("game").order_by("game__deadline"))  # fmt: skip
    domain = settings.SITE_URL.split("//")[-1].split("/")[0] or "vitrine"
    for seat in seats:
        game = seat.game
        title = f"{get_kind(game.kind).name} #{game.pk}"
        event = Event()
        event.add("uid", f"deadline-{game.pk}-{seat.number}@{domain}")
        event.add("dtstamp", timezone.now())
        event.add("dtstart", game.deadline)
        event.add("dtend", game.deadline + timedelta(minutes=15))
        event.add("summary", f"Deadline: your move in {title}")
        # The question itself, in words (players by name), as the email tells it.
        prompt = selectors.game_state(user=prefs.user, game=game)["prompt"]
        question = f"{prompt['text']}\n" if prompt else ""
        event.add("description", f"{question}Answer before this moment or the game moves "
                                 f"for you.\n{game_url(game)}")  # fmt: skip
        event.add("url", game_url(game))
        cal.add_component(event)
    return cal.to_ical()
