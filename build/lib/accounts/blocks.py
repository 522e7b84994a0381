"""Blocks between players: the writer and the readers.

A block is one player's setting (``Block``), removed by unblocking. Its effects: the
blocker is shown no table talk from the blocked player (talk.selectors filters it on the
way out; the blocked player may still talk to the others), and no game is shared through
an invitation of either (an invitation between them is refused, and so is joining an
invite-only table where the other sits or which the other created).
"""

from __future__ import annotations

from collections.abc import Iterable

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import Block
from accounts.names import display_name
from games import selectors as games
from games.models import Game, Seat
from shared.errors import Forbidden, IllegalAction, NotFound


def block_target(
    *, user: AbstractBaseUser, username: str | None = None, game_id: int | None = None,
    seat: int | None = None,
) -> AbstractBaseUser:  # fmt: skip
    """Whom ``user`` means: a username, or the player at ``seat`` of a game they can see.
    Raises NotFound / IllegalAction with a sentence saying what to send."""
    if username:
        target = get_user_model().objects.filter(username__iexact=username.strip()).first()
        if target is None:
            raise NotFound(f"There is no player called {username!r}.")
        return target
    if game_id is None or seat is None:
        raise IllegalAction("Say whom to block: a 'username', or a 'game' and a 'seat' in it.")
    game = games.game_get(user=user, game_id=game_id)
    row = Seat.objects.filter(game=game, number=seat).select_related("user").first()
    if row is None or row.user is None:
        raise IllegalAction(f"Nobody plays at seat {seat} of that game, so nobody to block.")
    return row.user


def block_create(*, user: AbstractBaseUser, target: AbstractBaseUser) -> Block:
    """``user`` blocks ``target``. Raises IllegalAction (themselves, or already blocked)."""
    if target.pk == user.pk:
        raise IllegalAction("You cannot block yourself.")
    try:
        with transaction.atomic():
            return Block.objects.create(blocker=user, blocked=target, created_at=timezone.now())
    except IntegrityError:
        raise IllegalAction(f"You have already blocked {display_name(target)}.") from None


def block_delete(*, user: AbstractBaseUser, block_id: int) -> None:
    """Unblock. Raises NotFound if ``user`` has no such block."""
    deleted, _ = Block.objects.filter(blocker=user, pk=block_id).delete()
    if not deleted:
        raise NotFound("You have no such block; list yours at /api/me/blocks/.")


def blocks_list(*, user: AbstractBaseUser) -> list[Block]:
    return list(Block.objects.filter(blocker=user).select_related("blocked__profile"))


def blocked_ids(user_id: int | None) -> set[int]:
    """The players ``user_id`` has blocked (whose talk they are not shown)."""
    if user_id is None:
        return set()
    return set(Block.objects.filter(blocker_id=user_id).values_list("blocked_id", flat=True))


def blocked_between(user_id: int, others: Iterable[int]) -> set[int]:
    """Those of ``others`` with a block either way between them and ``user_id``."""
    others = {o for o in others if o is not None and o != user_id}
    if not others:
        return set()
    rows = Block.objects.filter(
        Q(blocker_id=user_id, blocked_id__in=others) | Q(blocked_id=user_id, blocker_id__in=others)
    ).values_list("blocker_id", "blocked_id")
    return {b if a == user_id else a for a, b in rows}


def refuse_if_blocked(*, user: AbstractBaseUser, others: Iterable[int], doing: str) -> None:
    """Raises Forbidden naming the other player if a block stands between ``user`` and
    one of ``others``."""
    hit = blocked_between(user.pk, others)
    if hit:
        other = get_user_model().objects.select_related("profile").get(pk=min(hit))
        raise Forbidden(
            f"You cannot {doing}: you and {display_name(other)} have a block between you "
            "(one of you blocked the other), so Vitrine does not seat you together by invitation."
        )


def join_check(game: Game, seats: dict[int, Seat], user: AbstractBaseUser) -> None:
    """games.join_checks hook: an invite-only table is shared by invitation, so nobody
    joins one created by, or seating, a player they have a block with."""
    if game.public:
        return
    others = [s.user_id for s in seats.values()] + [game.created_by_id]
    refuse_if_blocked(user=user, others=others, doing="join this invite-only game")
