"""Prompt records: each time a game waited on a person, and how it ended (answered in
time, or timed out). Reliability and pace are read from them (``player_ratings``).

The design, and why it is the cheapest correct one: the games already work out, in every
command, which seats owe an answer and since when (``Seat.prompt_id`` and
``turn_started_at``, the deadline projection). A follower compares them, once the command's
seats are saved, with the game's open records: a seat timed out (``SeatTimedOut``) settles
its record as a deadline missed; a seat that acted in the batch and no longer owes that
prompt settles it as answered; a prompt that went away otherwise (the seat resigned or was
handed to the bot, the game ended, another player's move changed it) is dropped, as it says
nothing of the player; a person newly owing an answer opens one. That is two small reads per
command (the seats, the game's open records) and a write only when something changed.

The rebuild cannot read the seats' past from the rows, so it folds each game's events batch
by batch through the same projection functions the games' own rebuild uses
(``projections.apply_table_event``, ``refresh_turns``, ``deadlines.note_turns``) and feeds
each batch to the same ``settle`` as the follower: the same records, at the cost of a second
fold of every game that ever seated a person.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from itertools import groupby

from django.db import transaction

from games.deadlines import projection as deadlines
from games.deadlines.clock import RESTARTS_CLOCK
from games.engine import get_kind
from games.models import Event, Game, Origin, Seat
from games.projections import apply_table_event, current_prompts, note_answer, refresh_turns
from games.replay import fold_rows
from games.store import StoredRow, read_stream
from leagues.models import PromptRecord

Owing = Mapping[int, tuple[int, datetime]]  # seat -> (user, since when)


@dataclass
class Changes:
    settled: list[PromptRecord] = field(default_factory=list)
    dropped: list[PromptRecord] = field(default_factory=list)
    opened: list[PromptRecord] = field(default_factory=list)


def owing(seats: Iterable[Seat]) -> dict[int, tuple[int, datetime]]:
    """The seats a person holds that owe an answer now, with since when."""
    return {
        s.number: (s.user_id, s.turn_started_at)
        for s in seats
        if s.prompt_id and s.turn_started_at is not None and not s.bot and s.user_id is not None
    }


def settle(
    game_id: int, open_records: Mapping[int, PromptRecord], now_owing: Owing,
    rows: Sequence[Event | StoredRow], at: datetime,
) -> Changes:  # fmt: skip
    """What one batch of events does to the game's open records (changed in place)."""
    timed_out, left, acted = set(), set(), set()
    for row in rows:
        if row.origin == Origin.TABLE:
            if row.type == "SeatTimedOut":
                timed_out.add(row.data.get("seat"))
            elif row.type == "SeatResigned":
                left.add(row.data.get("seat"))
        elif row.actor is not None:
            acted.add(row.actor)
    changes = Changes()
    kept = set()
    for seat, record in open_records.items():
        still = now_owing.get(seat) == (record.user_id, record.prompted_at)
        if seat in timed_out:
            record.timed_out = record.settled = True
            changes.settled.append(record)
        elif still:
            kept.add(seat)
        elif seat in acted and seat not in left:
            record.answered_at, record.settled = at, True
            changes.settled.append(record)
        else:
            changes.dropped.append(record)
    for seat, (user, since) in now_owing.items():
        if seat not in kept:
            changes.opened.append(
                PromptRecord(user_id=user, game_id=game_id, seat=seat, prompted_at=since)
            )
    return changes


def follow(game: Game, rows: Sequence[Event]) -> None:
    """Games follower: settle and open the game's prompt records after each command."""
    if not rows:
        return
    open_records = {r.seat: r for r in PromptRecord.objects.filter(game=game, settled=False)}
    seats = game.seats.all()  # the command's own seats (no query)
    changes = settle(game.pk, open_records, owing(seats), rows, rows[0].created_at)
    if changes.settled:
        PromptRecord.objects.bulk_update(changes.settled, ["answered_at", "timed_out", "settled"])
    if changes.dropped:
        PromptRecord.objects.filter(pk__in=[r.pk for r in changes.dropped]).delete()
    if changes.opened:
        PromptRecord.objects.bulk_create(changes.opened)


def records_of_game(game_id: int, kind: str) -> list[PromptRecord]:
    """The game's prompt records from its events alone, batch by batch as played."""
    game = Game(pk=game_id, kind=kind)
    rules = get_kind(kind)
    state = rules.initial_state()
    seats: dict[int, Seat] = {}
    open_records: dict[int, PromptRecord] = {}
    done: list[PromptRecord] = []
    for at, group in groupby(read_stream(game_id), key=lambda row: row.created_at):
        batch = list(group)
        restarted: set[int] = set()
        for row in batch:
            if row.origin == Origin.TABLE:
                apply_table_event(game, seats, row.type, row.data, row.secret, at)
                if row.type in RESTARTS_CLOCK:
                    restarted.add(row.data.get("seat"))
            else:
                note_answer(seats, row.actor)
        state = fold_rows(rules, batch, state)
        prompts = current_prompts(game, rules, state)
        refresh_turns(game, seats, prompts)
        deadlines.note_turns(game, seats, prompts, at, restarted)
        changes = settle(game_id, open_records, owing(seats.values()), batch, at)
        for record in changes.settled + changes.dropped:
            del open_records[record.seat]
        done += changes.settled
        open_records.update({record.seat: record for record in changes.opened})
    return done + list(open_records.values())


def rebuild(say: Callable[[str], None]) -> None:
    """Drop every prompt record and build them again from the events of every game that
    ever seated a person."""
    seated = Event.objects.filter(game__isnull=False, type="SeatTaken").values("game_id")
    games = Game.objects.filter(pk__in=seated).order_by("pk").values_list("pk", "kind")
    with transaction.atomic():
        PromptRecord.objects.all().delete()
        count = 0
        for game_id, kind in games.iterator(chunk_size=500):
            records = records_of_game(game_id, kind)
            PromptRecord.objects.bulk_create(records, batch_size=1000)
            count += len(records)
    say(f"{count} prompt records rebuilt.")
