"""The only writer of table talk."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from accounts.names import display_name
from games.engine import get_kind
from games.models import GameStatus
from games.names import render_for
from games.replay import load_state
from shared.errors import Forbidden, IllegalAction
from talk.models import MAX_LENGTH, Message
from talk.selectors import player_seat


@transaction.atomic
def message_post(*, user: AbstractBaseUser, game_id: int, text: str) -> Message:
    """Write ``text`` at the table of game ``game_id`` as ``user``'s seat.

    Raises NotFound (no such game, or not visible), Forbidden (not a player of the game, or
    one the rules silence right now, like Muse: Renaissance's Muse) or
    IllegalAction (empty or too long); nothing is stored then. Returns the new message.
    """
    game, seat = player_seat(user=user, game_id=game_id)
    if not user.is_active:
        raise Forbidden("Your account is suspended; it cannot write at the table.")
    if game.status == GameStatus.ACTIVE:
        rules = get_kind(game.kind)
        refusal = rules.talk_refusal(load_state(game, rules), seat)
        if refusal:
            raise Forbidden(render_for(game, refusal, seat=seat))
    text = (text or "").strip()
    if not text:
        raise IllegalAction("Your message is empty; write something first.")
    if len(text) > MAX_LENGTH:
        raise IllegalAction(
            f"Your message is {len(text)} characters long; the limit is {MAX_LENGTH}."
        )
    return Message.objects.create(
        game=game,
        author=user,
        seat=seat,
        name=display_name(user),
        text=text,
        created_at=timezone.now(),
    )
