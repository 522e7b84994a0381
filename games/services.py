"""The only writers of games: each public function is one command in one transaction.

Every function takes keyword arguments, raises NotFound / Forbidden / StaleVersion /
IllegalAction (nothing is appended then), and returns the updated Game.

Every guard lives here (the game in play, worded once in ``Command.require``, the seat
not the bot's, the prompt current, the version): each road in (API, web, email reply,
bot, deadline sweep, demo seeding) parses its input, calls these functions and maps their
errors, so every road refuses alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from games import instrument, join_checks
from games.command import Command, Idle, run, run_if_due
from games.deadlines.clock import clean_time_control
from games.engine import Answer, IllegalAction, get_kind
from games.engine.levels import NORMAL, clean_level
from games.engine.names import fallback_name
from games.engine.rng import Rng, new_seed, seed_hash
from games.engine.table import answer_events, timeout_events
from games.errors import StaleVersion
from games.models import Game, GameStatus, Seat
from games.names import player_name, render_for, seat_names
from games.projections import current_prompts
from games.selectors import seat_prompt
from games.thinking import decide_for_bot
from observability.metrics import BOT_DECISION_SECONDS, labelled
from shared.errors import Forbidden

BOT_NAMES = ["Ada", "Babbage", "Curie", "Darwin", "Euler", "Franklin", "Gauss", "Hopper"]


def bot_name(seat: int, level: str) -> str:
    """'Babbage (bot, strong)': who plays the seat, and how well."""
    return f"{BOT_NAMES[seat % len(BOT_NAMES)]} (bot, {level})"


def _clean_levels(bots: int, bot_levels: list[str] | None) -> list[str]:
    """One level per bot: ``bot_levels`` if given (its length is the number of bots),
    else ``normal`` for each."""
    if bot_levels is None:
        return [NORMAL] * bots
    if not isinstance(bot_levels, list | tuple):
        raise IllegalAction("bot_levels must be a list of levels, one per bot.")
    if bots and len(bot_levels) != bots:
        raise IllegalAction(
            f"bot_levels names {len(bot_levels)} level(s) for {bots} bot(s); give one per bot."
        )
    return [clean_level(level) for level in bot_levels]


def _seat_of(command: Command, user: AbstractBaseUser) -> Seat:
    for seat in command.seats.values():
        if seat.user_id == user.pk:
            return seat
    raise Forbidden("You have no seat in this game.")


@instrument.command("create")
def game_create(
    *,
    user: AbstractBaseUser,
    kind: str,
    seats: int,
    options: dict[str, Any] | None = None,
    public: bool = True,
    join: bool = True,
    bots: int = 0,
    bot_levels: list[str] | None = None,
    time_control: dict[str, Any] | None = None,
    rated: bool = True,
) -> Game:
    """Open a table of ``kind`` for ``seats`` players; the creator takes seat 0 (``join``)
    and ``bots`` seats are filled with bots, playing at ``bot_levels`` (one per bot; default
    ``normal``; the list alone also says how many). Starts at once if that fills the table.
    ``time_control`` (games.deadlines.clock.clean_time_control) defaults to the kind's days per move
    (``Rules.default_move_days``), else 3."""
    rules = get_kind(kind)
    if not isinstance(seats, int) or isinstance(seats, bool):
        raise IllegalAction("The number of seats must be a whole number.")
    cleaned = rules.clean_options(dict(options or {}), seats)
    clock = clean_time_control(time_control, rules.default_move_days)
    levels = _clean_levels(bots, bot_levels)
    bots = len(levels)
    if not 0 <= bots <= seats - (1 if join else 0):
        raise IllegalAction(f"You can add between 0 and {seats - (1 if join else 0)} bots.")
    seed = new_seed()
    with transaction.atomic():
        game = Game.objects.create(
            kind=kind, rules_version=rules.rules_version, options=cleaned, seat_count=seats,
            public=public, created_by=user, seed=seed, seed_sha256=seed_hash(seed),
            created_at=timezone.now(),
        )  # fmt: skip
        command = Command.new(game)
        command.add_table(
            "GameCreated",
            {"kind": kind, "rules_version": rules.rules_version, "options": cleaned,
             "seats": seats, "public": public, "created_by": user.pk,
             "seed_sha256": game.seed_sha256, "time_control": clock, "rated": bool(rated)},
            secret={"seed": seed, "invite_code": game.invite_code},
        )  # fmt: skip
        if join:
            command.add_table("SeatTaken", {"seat": 0, "user": user.pk, "name": player_name(user)})
        for level in levels:
            free = _free_seat(command)
            command.add_table(
                "BotSeated", {"seat": free, "name": bot_name(free, level), "level": level}
            )
        command.start_if_full()
        return command.commit()


@instrument.command("create")
def game_create_table(
    *,
    kind: str,
    players: Sequence[AbstractBaseUser],
    part_of: int,
    options: dict[str, Any] | None = None,
    time_control: dict[str, Any] | None = None,
    rated: bool = True,
    created_by: AbstractBaseUser | None = None,
    public: bool = True,
) -> Game:
    """A game that organised play sets up (a tournament's or a league's table): ``players``
    take the seats in the order given, the game knows its stream (``part_of``), and it
    starts at once. It is an ordinary game from then on: the same API, emails, deadlines
    and timeout chain. Public (anyone may watch it; every seat is taken, so no one joins)
    unless the event is invite-only."""
    rules = get_kind(kind)
    seats = len(players)
    cleaned = rules.clean_options(dict(options or {}), seats)
    clock = clean_time_control(time_control, rules.default_move_days)
    seed = new_seed()
    with transaction.atomic():
        game = Game.objects.create(
            kind=kind, rules_version=rules.rules_version, options=cleaned, seat_count=seats,
            public=bool(public), created_by=created_by, seed=seed, seed_sha256=seed_hash(seed),
            created_at=timezone.now(), rated=bool(rated), part_of_id=part_of,
        )  # fmt: skip
        command = Command.new(game)
        command.add_table(
            "GameCreated",
            {"kind": kind, "rules_version": rules.rules_version, "options": cleaned,
             "seats": seats, "public": bool(public),
             "created_by": created_by.pk if created_by else None,
             "seed_sha256": game.seed_sha256, "time_control": clock, "rated": bool(rated),
             "part_of": part_of},
            secret={"seed": seed, "invite_code": game.invite_code},
        )  # fmt: skip
        for number, player in enumerate(players):
            command.add_table(
                "SeatTaken", {"seat": number, "user": player.pk, "name": player_name(player)}
            )
        command.start_if_full()
        return command.commit()


def _free_seat(command: Command) -> int:
    for number in sorted(command.seats):
        seat = command.seats[number]
        if seat.user_id is None and not seat.bot:
            return number
    raise IllegalAction("This game is full; look for another one in the lobby.")


@instrument.command("join")
def game_join(*, user: AbstractBaseUser, game_id: int, invite_code: str | None = None) -> Game:
    """Take the first free seat. Invite-only games need their invite code. In a running
    game, take over the first bot-held seat offered to a replacement player."""

    def body(c: Command) -> None:
        if c.game.status == GameStatus.ACTIVE and any(s.offered for s in c.seats.values()):
            return _replace(c, user, invite_code)
        c.require(GameStatus.OPEN, "join this game")
        if not c.game.public and invite_code != c.game.invite_code:
            raise Forbidden("This game is invite-only; use the join link you were sent.")
        if any(s.user_id == user.pk for s in c.seats.values()):
            raise IllegalAction("You already have a seat in this game.")
        join_checks.run(c.game, c.seats, user)
        c.add_table("SeatTaken", {"seat": _free_seat(c), "user": user.pk,
                                  "name": player_name(user)})  # fmt: skip
        c.start_if_full()

    return run(game_id, body)


def _replace(c: Command, user: AbstractBaseUser, invite_code: str | None) -> None:
    if not c.game.public and invite_code != c.game.invite_code:
        raise Forbidden("This game is invite-only; use the join link you were sent.")
    if any(s.user_id == user.pk for s in c.seats.values()):
        raise IllegalAction("You already have a seat in this game.")
    join_checks.run(c.game, c.seats, user)
    seat = min(n for n, s in c.seats.items() if s.offered)
    c.add_table("SeatReplaced", {"seat": seat, "user": user.pk, "name": player_name(user),
                                 "previous": c.seats[seat].user_id})  # fmt: skip


@instrument.command("add_bot")
def game_add_bot(*, user: AbstractBaseUser, game_id: int, level: str = NORMAL) -> Game:
    """The creator fills a free seat with a bot playing at ``level``."""
    level = clean_level(level)

    def body(c: Command) -> None:
        c.require(GameStatus.OPEN, "add a bot")
        if c.game.created_by_id != user.pk:
            raise Forbidden("Only the player who created this game can add bots.")
        free = _free_seat(c)
        c.add_table("BotSeated", {"seat": free, "name": bot_name(free, level), "level": level})
        c.start_if_full()

    return run(game_id, body)


@instrument.command("leave")
def game_leave(*, user: AbstractBaseUser, game_id: int) -> Game:
    """Give up a seat before the game starts (the creator aborts instead)."""

    def body(c: Command) -> None:
        c.require(GameStatus.OPEN, "leave")
        seat = _seat_of(c, user)
        c.add_table("SeatVacated", {"seat": seat.number})

    return run(game_id, body)


@instrument.command("abort")
def game_abort(*, user: AbstractBaseUser, game_id: int) -> Game:
    """The creator calls off a game that has not started."""

    def body(c: Command) -> None:
        c.require(GameStatus.OPEN, "abort this game")
        if c.game.created_by_id != user.pk:
            raise Forbidden("Only the player who created this game can abort it.")
        c.add_table("GameAborted", {"by": user.pk})

    return run(game_id, body)


@instrument.command("moderator_abort")
def game_abort_by_moderator(*, staff: AbstractBaseUser, game_id: int, reason: str) -> Game:
    """A moderator ends a game that cannot go on (stuck, abandoned, abusive), in play or
    not yet started. ``GameAborted`` records who and why; the game shows as aborted, its
    seed and history become public like any game that is over, and replays and exports
    work as before. Raises Forbidden (not staff), NotFound, IllegalAction (no reason, or
    the game is already over)."""
    if not (staff.is_authenticated and staff.is_staff):
        raise Forbidden("Only moderators (staff accounts) can abort a game in play.")
    reason = (reason or "").strip()
    if not reason or len(reason) > 500:
        raise IllegalAction("Give a reason of at most 500 characters: it is recorded with "
                            "the game.")  # fmt: skip

    def body(c: Command) -> None:
        if c.game.is_over:
            raise IllegalAction(
                f"This game is already over ({c.game.get_status_display().lower()})."
            )
        c.add_table("GameAborted", {"by": staff.pk, "reason": reason, "moderator": True})

    return run(game_id, body)


@instrument.command("adjudicate")
def game_adjudicate(
    *, user: AbstractBaseUser, game_id: int, places: dict[int, int], reason: str
) -> Game:
    """The organiser of a tournament or league game (its creator) ends a stuck game with a
    ruling: ``places`` (seat -> place, 1 best, ties share) is recorded in the game's
    ``GameAborted`` (``adjudicated``), which organised play reads as the result. The game
    shows as aborted with no result of the rules' own, so the export verifier still
    replays it truthfully. Raises Forbidden (not the organiser of an organised game),
    IllegalAction (over already, no reason, places that do not cover every seat)."""
    reason = (reason or "").strip()
    if not reason or len(reason) > 500:
        raise IllegalAction("Give a reason of at most 500 characters: it is recorded with "
                            "the game.")  # fmt: skip

    def body(c: Command) -> None:
        if c.game.part_of_id is None or c.game.created_by_id != user.pk:
            raise Forbidden("Only the organiser of a tournament or league game can adjudicate it.")
        if c.game.is_over:
            raise IllegalAction(
                f"This game is already over ({c.game.get_status_display().lower()})."
            )
        if sorted(places) != sorted(c.seats) or not all(
            isinstance(p, int) and 1 <= p <= len(c.seats) for p in places.values()
        ):
            raise IllegalAction("Give every seat of the game a place, from 1 (best).")
        c.add_table("GameAborted", {"by": user.pk, "reason": reason,
                                    "adjudicated": {str(s): p for s, p in sorted(places.items())}})  # fmt: skip

    return run(game_id, body)


class Reply(Protocol):
    """An answer a road can only read against the prompt as it stands (an email reply:
    "2" means the prompt's second option). ``game_act`` asks it, inside the command."""

    def answers(self, prompt_id: str) -> bool:
        """Whether this reply was written to the prompt ``prompt_id``."""
        ...

    def read(self, prompt: dict[str, Any]) -> Answer:
        """The answer, given the prompt as the player reads it (its JSON, with names);
        raises IllegalAction with a sentence for the player."""
        ...


@instrument.command("act", move=True)
def game_act(
    *,
    user: AbstractBaseUser,
    game_id: int,
    version: int,
    choices: tuple[str, ...] = (),
    text: str | None = None,
    prompt_id: str | None = None,
    reply: Reply | None = None,
    admitted: Callable[[], None] | None = None,
) -> Game:
    """Answer the caller's prompt. ``version`` is the version the caller saw; a stale one
    is refused (StaleVersion) unless ``prompt_id`` shows the caller's prompt is unchanged
    (others answered a simultaneous prompt meanwhile). With ``reply`` the answer is read
    from it instead of ``choices``/``text``, and refused as stale unless the reply was
    written to the seat's current prompt, whatever the version. ``admitted`` is the road's
    own gate, asked once the game is locked and before anything is written (the API's
    rate limit, whose answer comes from Redis while the game is read); it raises to refuse."""

    def body(c: Command) -> None:
        if admitted is not None:
            admitted()
        seat = _seat_of(c, user)
        c.require(GameStatus.ACTIVE, "move")
        if not user.is_active:  # a suspended account's reply by email, say
            raise Forbidden("Your account is suspended: your seat's moves are not accepted.")
        if seat.bot:
            raise Forbidden("Your seat is being played by the bot; take it back first.")
        prompt = seat_prompt(seat, current_prompts(c.game, c.rules, c.state))
        if reply is not None:
            if prompt is None or not reply.answers(prompt.id):
                raise StaleVersion(version, c.game.version)
        elif version != c.game.version and not (prompt and prompt_id and prompt.id == prompt_id):
            raise StaleVersion(version, c.game.version)
        if prompt is None:
            raise Forbidden("It is not your turn: nothing is asked of your seat right now.")
        if reply is not None:
            answer = reply.read(render_for(c.game, prompt.to_json(), seat=seat.number))
        else:
            answer = Answer(choices=tuple(choices), text=text)
        c.answered.add(seat.number)
        if reply is None:  # on the site or by the API: the answer shows what comes next
            c.present.add(seat.number)
        try:
            events = answer_events(c.rules, c.state, seat.number, answer, c.game.seed,
                                   c.next_seq, prompt)  # fmt: skip
        except IllegalAction as refused:
            # The rules' sentence names seats with tokens: the player reads names.
            raise IllegalAction(render_for(c.game, refused.message, seat=seat.number)) from None
        c.add_rules(events)

    return run(game_id, body)


@instrument.command("resign")
def game_resign(*, user: AbstractBaseUser, game_id: int) -> Game:
    """Leave a running game for good: the bot plays on, or the rules drop the seat."""

    def body(c: Command) -> None:
        c.require(GameStatus.ACTIVE, "resign")
        seat = _seat_of(c, user)
        if seat.resigned:
            raise IllegalAction("You have already resigned from this game.")
        policy = c.rules.resign_policy
        data: dict[str, Any] = {"seat": seat.number, "then": policy}
        if policy == "bot":
            data["level"] = clean_level(c.rules.takeover_bot_level)
        c.add_table("SeatResigned", data)
        if policy == "drop":
            c.add_rules(c.rules.resign(c.state, seat.number, Rng(f"{c.game.seed}:{c.next_seq}")))

    return run(game_id, body)


@instrument.command("time_out", move=True, road="timeout")
def game_time_out(*, game_id: int, seat: int, version: int) -> Game:
    """``seat`` missed its deadline at ``version``: the rules' timeout default is applied.
    A move that landed first makes this StaleVersion, like any racing command. After
    VITRINE_TIMEOUTS_BEFORE_BOT timeouts in a row the bot takes the seat over (the player
    may take it back)."""

    def body(c: Command) -> None:
        if version != c.game.version:
            raise StaleVersion(version, c.game.version)
        c.require(GameStatus.ACTIVE, "time out")
        if seat_prompt(c.seats.get(seat), current_prompts(c.game, c.rules, c.state)) is None:
            raise IllegalAction(f"{seat_names(c.game).get(seat, fallback_name(seat))} owes no "
                                "answer right now.")  # fmt: skip
        in_a_row = c.seats[seat].timeouts_in_a_row + 1
        c.answered.add(seat)
        c.add_rules(timeout_events(c.rules, c.state, seat, c.game.seed, c.next_seq))
        c.add_table("SeatTimedOut", {"seat": seat, "in_a_row": in_a_row})
        limit = settings.VITRINE_TIMEOUTS_BEFORE_BOT
        if (limit and in_a_row >= limit and not c.seats[seat].bot
                and c.game.status == GameStatus.ACTIVE):  # fmt: skip
            c.add_table("SeatHandedToBot", {"seat": seat, "after_timeouts": in_a_row,
                                            "level": clean_level(c.rules.takeover_bot_level)})  # fmt: skip

    return run(game_id, body)


@instrument.command("bot_move", move=True, road="bot")
def game_bot_move(*, game_id: int) -> Game | None:
    """Let one bot that must act answer (``games.bots`` is the road that calls this).
    Returns None when no bot has anything to do, or when another worker is already
    thinking for this game's bots: the game row is locked for the whole decision
    (``run_if_due``), so bots of one game never think twice at once."""

    def body(c: Command) -> None:
        if c.game.status != GameStatus.ACTIVE:
            raise Idle()
        bots = [n for n in sorted(c.rules.prompts(c.state)) if c.seats[n].bot]
        if not bots:
            raise Idle()
        seat = bots[0]
        rng_seed = f"{c.game.seed}:bot:{c.game.version}:{seat}"
        level = c.seats[seat].bot_level or NORMAL
        with labelled(BOT_DECISION_SECONDS, c.game.kind).time():
            answer = decide_for_bot(c.rules, c.state, seat, rng_seed, level)
        c.add_rules(answer_events(c.rules, c.state, seat, answer, c.game.seed, c.next_seq))

    return run_if_due(game_id, body)
