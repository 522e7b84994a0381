"""Prompt records: each time a game waited on a person, and how it ended (answered in
time, or timed out). Reliability and pace are read from them (``player_ratings``).

The design, and why it is the cheapest correct one: the games already work out, in every
command, which seats owe an answer and since when (``Seat.prompt_id`` and
``turn_started_at``, the deadline projection). A follower compares them, once the command's
seats are saved, with the game's open records: a seat timed out (``SeatTimedOut``) settles
its record as a deadline missed; a seat that acted in the batch and no longer owes that
prompt settles it as answered; a prompt that went away otherwise (the seat resigned or was
handed to the bot, the game ended, another player's move changed it) is dropped, as it says
nothing of the player; a person newly owing an answer opens one. The seats are the
command's own (no query); on PostgreSQL the game's open records are read, settled,
dropped and opened in one statement per command (SQLite: a read, then the writes).

The rebuild cannot read the seats' past from the rows, so it watches the games' own rebuild
(``followers.register_replay``), which folds each game batch by batch and refreshes the
seats' turns after each as the command does, and feeds each batch to the same ``settle`` as
the follower: the same records, from the one fold of every game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from django.db import connection

from games import rides
from games.models import TABLE_ORIGIN, Event, Game, Seat
from games.store import StoredRow
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


def batch_facts(rows: Sequence[Event | StoredRow]) -> tuple[set[int], set[int], set[int]]:
    """The seats that timed out, that resigned, and that answered in one batch."""
    timed_out, left, acted = set(), set(), set()
    for row in rows:
        if row.origin == TABLE_ORIGIN:
            if row.type == "SeatTimedOut":
                timed_out.add(row.data.get("seat"))
            elif row.type == "SeatResigned":
                left.add(row.data.get("seat"))
        elif row.actor is not None:
            acted.add(row.actor)
    return timed_out, left, acted


def settle(
    game_id: int, open_records: Mapping[int, PromptRecord], now_owing: Owing,
    rows: Sequence[Event | StoredRow], at: datetime,
) -> Changes:  # fmt: skip
    """What one batch of events does to the game's open records (changed in place)."""
    timed_out, left, acted = batch_facts(rows)
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
    """Games follower: settle and open the game's prompt records after each command. On
    PostgreSQL ``settle``'s rules run as one statement (``SETTLE_SQL``; in a command it
    goes with the events INSERT): a move's round trips are most of its time; elsewhere
    the open records are read, then written."""
    if not rows:
        return
    seats = game.seats.all()  # the command's own seats (no query)
    if connection.vendor == "postgresql":
        _settle_in_one_statement(game.pk, owing(seats), rows, rows[0].created_at)
        return
    open_records = {r.seat: r for r in PromptRecord.objects.filter(game=game, settled=False)}
    changes = settle(game.pk, open_records, owing(seats), rows, rows[0].created_at)
    if changes.settled:
        PromptRecord.objects.bulk_update(changes.settled, ["answered_at", "timed_out", "settled"])
    if changes.dropped:
        PromptRecord.objects.filter(pk__in=[r.pk for r in changes.dropped]).delete()
    if changes.opened:
        PromptRecord.objects.bulk_create(changes.opened)


# ``settle`` in SQL, for one game's batch: an open record is settled as timed out (its
# seat timed out), kept (its seat still owes the same prompt since the same time, to the
# same person), settled as answered (its seat acted and did not resign) or dropped; a
# seat owing an answer with no record kept opens one. The CTEs all read the records as
# they stood before the statement. In a command it rides with the events INSERT
# (games.rides: its CTE names start with rides.OWN); the parameters are in text order.
SETTLE_CTES = (
    """ride__owing (seat, user_id, since) AS (
    SELECT * FROM unnest(%s::int[], %s::bigint[], %s::timestamptz[]))""",
    """ride__open AS (
    SELECT r.id, r.seat, r.seat = ANY(%s::int[]) AS timed_out,
           EXISTS (SELECT 1 FROM ride__owing o WHERE o.seat = r.seat AND o.user_id = r.user_id
                   AND o.since = r.prompted_at) AS still,
           r.seat = ANY(%s::int[]) AND NOT r.seat = ANY(%s::int[]) AS answered
    FROM leagues_promptrecord r WHERE r.game_id = %s AND NOT r.settled)""",
    """ride__settled AS (
    UPDATE leagues_promptrecord r
    SET timed_out = open.timed_out, settled = true,
        answered_at = CASE WHEN open.timed_out THEN r.answered_at ELSE %s END
    FROM ride__open open
    WHERE r.id = open.id AND (open.timed_out OR (NOT open.still AND open.answered)))""",
    """ride__dropped AS (
    DELETE FROM leagues_promptrecord r USING ride__open open
    WHERE r.id = open.id AND NOT open.timed_out AND NOT open.still AND NOT open.answered)""",
)
SETTLE_SQL = """INSERT INTO leagues_promptrecord
    (user_id, game_id, seat, prompted_at, answered_at, timed_out, settled)
SELECT o.user_id, %s, o.seat, o.since, NULL, false, false FROM ride__owing o
WHERE NOT EXISTS (SELECT 1 FROM ride__open open WHERE open.seat = o.seat AND open.still
                  AND NOT open.timed_out)
RETURNING id"""


def _settle_in_one_statement(game_id: int, now_owing: Owing, rows: Sequence[Event],
                             at: datetime) -> None:  # fmt: skip
    timed_out, left, acted = batch_facts(rows)
    seats = sorted(now_owing)
    params = [
        seats, [now_owing[s][0] for s in seats], [now_owing[s][1] for s in seats],  # owing
        [s for s in timed_out if s is not None], sorted(acted),  # open
        [s for s in left if s is not None], game_id,
        at,  # settled
        game_id,  # the INSERT
    ]  # fmt: skip
    rides.write(SETTLE_SQL, params, ctes=SETTLE_CTES)


# The events that put a person in a seat: a game without one has no records to drop.
SEATS_A_PERSON = frozenset({"SeatTaken", "SeatReplaced"})


class Replayed:
    """One game's records as the games' rebuild folds it, batch by batch as played."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        self.open: dict[int, PromptRecord] = {}
        self.closed: list[PromptRecord] = []
        self.person_sat = False

    def batch(
        self, seats: Mapping[int, Seat], rows: Sequence[StoredRow], at: datetime, state: object
    ) -> None:
        self.person_sat = self.person_sat or any(
            r.type in SEATS_A_PERSON and r.origin == TABLE_ORIGIN for r in rows
        )
        if not self.person_sat:
            return  # nobody owes a person's answer yet, and no record is open: nothing to do
        changes = settle(self.game_id, self.open, owing(seats.values()), rows, at)
        for record in changes.settled + changes.dropped:
            del self.open[record.seat]
        self.closed += changes.settled
        self.open.update({record.seat: record for record in changes.opened})

    def records(self) -> list[PromptRecord]:
        return self.closed + list(self.open.values())

    def done(self) -> None:
        """Replace the game's records with those of its events."""
        if not self.person_sat:
            return
        # With the game's other rows, in one statement on PostgreSQL (games.rides).
        rides.insert(PromptRecord, self.records(), replacing={"game_id": self.game_id})


def watch_replay(game: Game) -> Replayed:
    """Replay watcher (``followers.register_replay``): ``rebuild_projections`` rebuilds each
    game's prompt records with its seats."""
    return Replayed(game.pk)
