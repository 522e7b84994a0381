"""One command = one transaction: load, decide, project, tell the followers, append.

``Command`` locks the game's row, gathers a batch of table and rules events against the
version it loaded, keeps the projection rows and the rules state current as events are
added (so a join that fills the table can start it in the same batch), and commits them
in one go: one UPDATE of the game, the seats that changed, the followers' rows, and the
events in one INSERT. The state it ends with is left on the game (``replay.remember``)
so that the response, the emails and the bots of this process do not load it again.
What follows the commit (the bots' turn) is queued by the after-commit hooks registered
in ``games.followers``: this module imports no task.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from games import checkpoints, followers, projections, rides, store
from games.compiled import Compiled
from games.deadlines import projection as deadlines
from games.deadlines.clock import RESTARTS_CLOCK
from games.engine import Event as EngineEvent
from games.engine import get_kind
from games.engine.table import fold, setup_events
from games.errors import GameNotFound
from games.models import Game, GameStatus, Seat
from games.replay import keep_latest, load_state, maybe_snapshot, remember
from shared.errors import IllegalAction


class Command:
    """Use inside ``transaction.atomic()``; call ``commit()`` once at the end."""

    def __init__(self, game: Game):
        self.game = game
        self.rules = get_kind(game.kind)
        self.expected = game.version
        self.batch: list[store.NewEvent] = []
        self.seats: dict[int, Seat] = {s.number: s for s in game.seats.all()} if game.pk else {}
        self.seats_before = projections.seat_values(self.seats)
        self.game_before = projections.game_values(game)
        self._state: Any = None
        self._state_loaded = False
        self.now = timezone.now()  # one timestamp for the whole batch, live and rebuilt
        self.answered: set[int] = set()  # seats that answered (or timed out): clock charges
        self.restarted: set[int] = set()  # seats whose time starts afresh (RESTARTS_CLOCK)
        self.present: set[int] = set()  # seats that answered on the site or by the API

    @classmethod
    def new(cls, game: Game) -> Command:
        """A command on a game just inserted: it has no seats and no events yet, so the
        database is asked for neither (creating a game is a command too)."""
        share_seats(game, [])
        command = cls(game)
        command._state, command._state_loaded = command.rules.initial_state(), True
        return command

    @classmethod
    def load(cls, game_id: int) -> Command:
        """The game, locked until the transaction ends: commands on one game queue."""
        game = locked(game_id)
        if game is None:
            raise GameNotFound()
        return cls(game)

    def require(self, status: str, doing: str) -> None:
        """Refuse unless the game is at ``status``: the one wording every command uses
        ("You cannot move: the game is finished.")."""
        if self.game.status != status:
            raise IllegalAction(
                f"You cannot {doing}: the game is {self.game.get_status_display().lower()}."
            )

    @property
    def state(self) -> Any:
        if not self._state_loaded:
            self._state = load_state(self.game, self.rules) if self.game.pk else None
            if self._state is None:
                self._state = self.rules.initial_state()
            self._state_loaded = True
        return self._state

    @property
    def next_seq(self) -> int:
        return self.expected + len(self.batch) + 1

    def add_table(self, type_: str, data: dict | None = None, **kw) -> None:
        item = store.table(type_, data, **kw)
        self.batch.append(item)
        if type_ in RESTARTS_CLOCK:
            self.restarted.add(item.event.data.get("seat"))
        projections.apply_table_event(
            self.game, self.seats, type_, item.event.data, item.event.secret, self.now
        )

    def add_rules(self, events: list[EngineEvent]) -> None:
        events = [store.as_stored(e) for e in events]
        self._state = fold(self.rules, events, self.state)
        for event in events:
            projections.note_answer(self.seats, event.actor)
        self.batch.extend(store.from_rules(events))
        self._finish_if_over()

    def start_if_full(self) -> None:
        """Every seat taken: the game starts, and the rules deal the opening."""
        if self.game.status != GameStatus.OPEN:
            return
        if any(s.user_id is None and not s.bot for s in self.seats.values()):
            return
        self.add_table("GameStarted", {})
        self.add_rules(
            setup_events(self.rules, self.game.seat_count, self.game.options, self.game.seed)
        )

    def _finish_if_over(self) -> None:
        if self.game.status != GameStatus.ACTIVE:
            return
        result = self.rules.result(self._state)
        if result is not None:
            # The seed is public from here on: the redaction shows every secret once over.
            self.add_table("GameFinished", {"result": result.to_json()})

    def commit(self) -> Game:
        if not self.batch:
            raise RuntimeError("a command that changes nothing appends nothing")
        for seat, used, bank in deadlines.clock_charges(
            self.game, self.seats, self.answered, self.now
        ):
            self.add_table("ClockCharged", {"seat": seat, "used": used, "bank": bank})
        self.game.version = self.expected + len(self.batch)
        # The prompts themselves, not only their ids: the response and the emails show them.
        prompts = projections.current_prompts(self.game, self.rules, self.state)
        asked = {seat: prompt.id for seat, prompt in prompts.items()}
        projections.refresh_turns(self.game, self.seats, asked)
        deadlines.refresh_turns(self.game, self.seats, asked, self.now, self.restarted)
        # The projection rows and the followers' writes go with the events, in one
        # statement on PostgreSQL (games.rides), unless something reads in between.
        with rides.collected() as carried:
            projections.save(self.game, self.seats, expected_version=self.expected,
                             seats_before=self.seats_before, game_before=self.game_before)  # fmt: skip
            checkpoints.reached.send(Command, point=checkpoints.AFTER_PROJECTION,
                                     game=self.game)  # fmt: skip
            remember(self.game, self.rules, self.state)  # first on commit: emails, bots
            keep_latest(self.game, self.rules, self.state)  # the other processes
            self._share_seats()
            rows = store.build(self.game, self.expected, self.batch, self.rules, self.now)
            maybe_snapshot(self.game, self.rules, self.state, since=self.expected)
            followers.notify(self.game, rows, present=self.present)
            store.insert(rows, self.expected, carried)  # last: a taken position undoes all
        checkpoints.reached.send(Command, point=checkpoints.AFTER_APPEND, game=self.game)
        followers.queue_after_commit(self.game, self.seats)
        checkpoints.reached.send(Command, point=checkpoints.BEFORE_COMMIT, game=self.game)
        return self.game

    def _share_seats(self) -> None:
        """Leave the seats as this command wrote them on the game, as if prefetched: the
        followers and the response read ``game.seats.all()`` without a query."""
        share_seats(self.game, self.seats.values())


def share_seats(game: Game, seats: Iterable[Seat]) -> None:
    """Put ``seats`` on ``game`` as if prefetched (Django's prefetch cache: a queryset
    whose results are already there), so ``game.seats.all()`` asks nothing."""
    rows = QuerySet(model=Seat)
    # The filter is built only if someone chains on it (as Django's related managers do):
    # building it each time cost more than the rest of this.
    rows._deferred_filter = (False, (), {"game": game})
    rows._result_cache = sorted(seats, key=lambda seat: seat.number)
    rows._prefetch_done = True
    cache = game.__dict__.setdefault("_prefetched_objects_cache", {})
    cache[Game.seats.field.remote_field.cache_name] = rows


def _lock_statement(skip_locked: bool) -> Compiled:
    return Compiled(lambda game_id: (
        followers.with_seat_reads(Seat.objects.select_related("game__latest"))
        .select_for_update(of=("self", "game"), skip_locked=skip_locked)
        .filter(game_id=game_id)
        .order_by("number")
    ))  # fmt: skip


# Compiled once per process: compiling its joins cost more than running it.
_LOCK, _LOCK_SKIP = _lock_statement(False), _lock_statement(True)


def locked(game_id: int, *, skip_locked: bool = False) -> Game | None:
    """The game and its seats, locked until the transaction ends, in one statement: the
    seats come joined to the game's row. The seat rows are locked too, so that a command
    that waited for the lock reads the seats as the one before it left them (PostgreSQL
    re-reads the locked rows of a join once the lock is granted, and only those). None if
    there is no such game, or ``skip_locked`` and another command holds it. What other apps
    read with each seat's player (``followers.register_seat_reads``) comes along, unlocked."""
    seats = (_LOCK_SKIP if skip_locked else _LOCK).run(game_id, key=followers.seat_reads_key())
    if not seats:  # no seats (yet): the game alone, if there is one
        game = (Game.objects.select_related("latest")
                .select_for_update(of=("self",), skip_locked=skip_locked)
                .filter(pk=game_id).first())  # fmt: skip
        return game
    game = seats[0].game
    for seat in seats:
        seat.game = game
    share_seats(game, seats)
    return game


class Idle(Exception):
    """Raised by a body that finds nothing to do (no bot owes an answer): ``run_if_due``
    then writes nothing and returns None."""


def run(game_id: int, body: Callable[[Command], None]) -> Game:
    """Run ``body(command)`` in one transaction and commit what it added."""
    with transaction.atomic():
        command = Command.load(game_id)
        body(command)
        return command.commit()


def run_if_due(game_id: int, body: Callable[[Command], None]) -> Game | None:
    """``run`` for work nobody waits on (the bots): None, changing nothing, when another
    command holds the game (SKIP LOCKED on PostgreSQL; SQLite's IMMEDIATE transactions
    serialise anyway) or when ``body`` raises Idle."""
    try:
        with transaction.atomic():
            game = locked(game_id, skip_locked=True)
            if game is None:
                return None
            command = Command(game)
            body(command)
            return command.commit()
    except Idle:
        return None
