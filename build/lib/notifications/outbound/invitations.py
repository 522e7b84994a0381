"""Invitations: a seated player (or the creator) sends a game's join link by email."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction

from accounts.blocks import refuse_if_blocked
from accounts.names import display_name
from accounts.services import user_by_login
from games import selectors
from games.models import GameStatus
from notifications.models import Kind, Notification
from notifications.outbound.outbox import queue
from shared.errors import IllegalAction


def game_invite(*, user: AbstractBaseUser, game_id: int, address: str) -> Notification | None:
    """Email ``address`` (a player's, or anyone's) an invitation to join ``game_id``.

    Only the creator and seated players may invite, and only while seats are free.
    Raises NotFound / IllegalAction, or Forbidden when a block stands between the
    two players; returns None if that address was invited before."""
    game = selectors.game_get(user=user, game_id=game_id)
    if user.pk != game.created_by_id and selectors.seat_number(game, user) is None:
        raise IllegalAction("Only the game's creator and its players can invite others.")
    if game.status != GameStatus.OPEN:
        raise IllegalAction("Invitations are for games that are still waiting for players.")
    try:
        validate_email(address)
    except ValidationError:
        raise IllegalAction(f"'{address}' is not an email address.") from None
    invitee = user_by_login(address)
    if invitee is not None:
        refuse_if_blocked(user=user, others=[invitee.pk], doing="invite this player")
    with transaction.atomic():
        rows = queue(user=invitee, to_address="" if invitee else address.lower(),
                     kind=Kind.INVITATION, game=game, version=0,
                     tag=f"from{user.pk}", context={"inviter": display_name(user)})  # fmt: skip
    return next((r for r in rows if r.channel == "email"), None)
