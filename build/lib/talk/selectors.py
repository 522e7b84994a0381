"""The readers of table talk: only a game's players read (and write) its talk."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import OuterRef, QuerySet, Subquery

from accounts.blocks import blocked_ids
from games import selectors as games
from games.models import Game
from shared.errors import Forbidden
from talk.models import Message, Moderation

HIDDEN_TEXT = "message hidden by a moderator"


def player_seat(*, user: AbstractBaseUser | None, game_id: int) -> tuple[Game, int]:
    """The game and the caller's seat in it. Raises NotFound if the caller may not see
    the game, Forbidden if they see it but hold no seat at its table."""
    game = games.game_get(user=user, game_id=game_id)
    seat = games.seat_number(game, user)
    if seat is None:
        raise Forbidden("Table talk is for the players of this game; take a seat to join in.")
    return game, seat


def with_moderation(qs: QuerySet[Message]) -> QuerySet[Message]:
    """Annotate ``hidden_state``: the latest moderation action on each message, if any."""
    latest = Moderation.objects.filter(message=OuterRef("pk")).order_by("-id")
    return qs.annotate(hidden_state=Subquery(latest.values("action")[:1]))


def is_hidden(message: Message) -> bool:
    state = getattr(message, "hidden_state", None)
    if state is None and not hasattr(message, "hidden_state"):
        state = message.moderations.order_by("-id").values_list("action", flat=True).first()
    return state == Moderation.Action.HIDDEN


def message_json(message: Message, *, staff: bool = False) -> dict[str, Any]:
    """A message as a reader sees it: a hidden one's text is replaced for everyone but
    staff, who see the text it had and that it is hidden."""
    hidden = is_hidden(message)
    return {
        "id": message.pk,
        "seat": message.seat,
        "name": message.name,
        "text": HIDDEN_TEXT if hidden and not staff else message.text,
        "hidden": hidden,
        "at": message.created_at.isoformat(),
    }


def messages_list(
    *, user: AbstractBaseUser | None, game_id: int, after: int = 0, limit: int = 200
) -> list[dict[str, Any]]:
    """The messages of the game's table with an id above ``after``, oldest first, at most
    ``limit``, less those of players the reader has blocked. Raises NotFound / Forbidden
    as ``player_seat`` does."""
    game, _ = player_seat(user=user, game_id=game_id)
    # Blocked authors are left out before the page is cut: a page of them alone would come
    # back empty and stop a poller's cursor for good.
    muted = blocked_ids(user.pk if user is not None else None)
    rows = Message.objects.filter(game=game, pk__gt=after).exclude(author_id__in=muted)
    staff = bool(getattr(user, "is_staff", False))
    return [message_json(m, staff=staff) for m in with_moderation(rows.order_by("pk"))[:limit]]
