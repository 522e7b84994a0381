"""Seats the bot holds: taking one back, and offering one to a replacement player.

The bot takes a seat over after too many timeouts in a row (``game_time_out``) or when
its player resigns. Its player may take it back; the creator (or the seat's player) may
offer it to a replacement, who finds it in the lobby and joins it (``game_join``).
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet

from games.command import Command, run
from games.models import Game, GameStatus, Seat
from games.names import player_name
from shared.errors import Forbidden, IllegalAction


def game_take_back(*, user: AbstractBaseUser, game_id: int) -> Game:
    """The player whose seat the bot took over after their timeouts plays it again.

    Raises Forbidden without a seat; IllegalAction if the seat is not the bot's or the
    player resigned (resigning is for good)."""

    def body(c: Command) -> None:
        c.require(GameStatus.ACTIVE, "take your seat back")
        seat = next((s for s in c.seats.values() if s.user_id == user.pk), None)
        if seat is None:
            raise Forbidden("You have no seat in this game.")
        if not seat.bot:
            raise IllegalAction("Your seat is already yours: the bot is not playing it.")
        if seat.resigned:
            raise IllegalAction("You resigned from this game; a resignation is for good.")
        c.add_table("SeatTakenBack", {"seat": seat.number})

    return run(game_id, body)


def game_offer_seat(*, user: AbstractBaseUser, game_id: int, seat: int) -> Game:
    """Offer a bot-held seat to a replacement player (lists it in the lobby).

    Allowed to the game's creator and to the seat's own player."""

    def body(c: Command) -> None:
        c.require(GameStatus.ACTIVE, "offer a seat")
        target = c.seats.get(seat)
        if target is None:
            raise IllegalAction(f"There is no seat {seat} in this game; the API numbers its "
                                f"seats from 0 to {len(c.seats) - 1}.")  # fmt: skip
        if user.pk not in (c.game.created_by_id, target.user_id):
            raise Forbidden("Only the game's creator or the seat's player can offer a seat.")
        if not target.bot:
            raise IllegalAction("Only a seat the bot is playing can be offered to someone else.")
        if target.offered:
            raise IllegalAction("This seat is already offered; it is listed in the lobby.")
        c.add_table("SeatOffered", {"seat": seat, "by": user.pk})

    return run(game_id, body)


def seats_offered(*, user: AbstractBaseUser | None) -> QuerySet[Seat]:
    """Selector: open seats in running public games (the lobby's list), oldest game first,
    leaving out games the caller already sits in."""
    qs = Seat.objects.filter(offered=True, game__status=GameStatus.ACTIVE, game__public=True)
    if user is not None and user.is_authenticated:
        qs = qs.exclude(game__seats__user_id=user.pk)
    return qs.select_related("game").order_by("game_id", "number")


def game_hand_seat(
    *, user: AbstractBaseUser, game_id: int, seat: int, to: AbstractBaseUser
) -> Game:
    """The organiser of a tournament or league game (its creator, ``game_create_table``)
    gives a seat to a replacement player, whoever holds it now (``SeatReplaced``): the
    replacement plays on from the position as it stands.

    Raises Forbidden unless the caller created this organised game; IllegalAction if the
    game is not running, the seat does not exist, or the replacement already sits here."""

    def body(c: Command) -> None:
        if c.game.part_of_id is None or c.game.created_by_id != user.pk:
            raise Forbidden("Only the organiser of a tournament or league game can hand its "
                            "seats to another player.")  # fmt: skip
        c.require(GameStatus.ACTIVE, "hand a seat over")
        target = c.seats.get(seat)
        if target is None:
            raise IllegalAction(f"There is no seat {seat} in this game.")
        if any(s.user_id == to.pk for s in c.seats.values()):
            raise IllegalAction("The replacement already has a seat in this game.")
        c.add_table("SeatReplaced", {"seat": seat, "user": to.pk, "name": player_name(to),
                                     "previous": target.user_id})  # fmt: skip

    return run(game_id, body)
