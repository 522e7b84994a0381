"""Selector: the deadlines a player faces, in their own time zone."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games.deadlines.clock import TimeControl
from games.engine import get_kind
from games.models import GameStatus, Seat
from notifications.outbound.emails import game_url, local_time
from notifications.outbound.preferences import time_zone_of


def deadlines_of(*, user: AbstractBaseUser) -> list[dict[str, Any]]:
    """Every running game where ``user`` owes an answer, soonest deadline first, with
    the deadline as an ISO time in the player's zone and in words."""
    tz = time_zone_of(user)
    seats = (Seat.objects.filter(user=user, to_act=True, bot=False, game__status=GameStatus.ACTIVE)
             .select_related("game").order_by("game__deadline", "game_id"))  # fmt: skip
    return [
        {"game": s.game.pk, "kind": s.game.kind, "title": f"{get_kind(s.game.kind).name} #{s.game.pk}",
         "seat": s.number, "version": s.game.version,
         "deadline": s.game.deadline.astimezone(tz).isoformat() if s.game.deadline else None,
         "deadline_text": local_time(s.game.deadline, tz), "time_zone": tz.key,
         "time_control": TimeControl.from_json(s.game.time_control).describe(),
         "url": game_url(s.game)}
        for s in seats
    ]  # fmt: skip
