"""A division's matchdays over the season's window, drawn from the committed seed.

Each division's schedule is ``leagues.pairing.divisions.schedule_division`` over its
players (in the order ``SeasonStarted`` lists them), its matchdays and the league's
table size, drawn as ``division:<number>`` (0 is the top) from the season's seed: anyone
holding the published seed re-runs it. The number of matchdays is the fewest in which
everyone could meet everyone (``rounds_to_meet_everyone``).

Matchdays follow each other: a division's first matchday is paired when the season
starts, and each next one as soon as every game of the one before is over (slow games
set the pace; the timeout chain keeps them moving). A season whose window of weeks ends
first is closed then (``close``). A player who withdrew is left out of later matchdays:
their seats are taken out of the drawn tables, and a table left with fewer players than
the kind needs becomes byes for those left.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

from django.contrib.auth import get_user_model

from games.engine import get_kind
from games.models import Event
from games.services import game_create_table
from games.streams import StreamCommand
from leagues.models import Division, DivisionPlayer, Matchday, Season
from leagues.pairing.divisions import schedule_division
from leagues.pairing.records import PlayerId, Round
from leagues.pairing.round_robin import rounds_to_meet_everyone
from leagues.pairing.sizes import TableSize
from leagues.seasons import events


def table_size(kind: str, size: int) -> TableSize:
    """The league's table size within the kind's bounds; a table seats at least two (a
    kind that can be played alone is still played at tables here)."""
    rules = get_kind(kind)
    return TableSize(size, max(2, rules.min_players), rules.max_players)


def matchday_count(players: int, size: int) -> int:
    return max(1, rounds_to_meet_everyone(players, size))


def division_schedule(
    players: Sequence[PlayerId], matchdays: int, tables: TableSize, seed: str, division: int
) -> list[Round]:
    """The division's whole schedule (what re-running from the published seed gives)."""
    return list(_drawn(tuple(players), matchdays, tables, seed, division))


@lru_cache(maxsize=64)
def _drawn(
    players: tuple[PlayerId, ...], matchdays: int, tables: TableSize, seed: str, division: int
) -> tuple[Round, ...]:
    # A pure function of its arguments: each matchday of a division draws the same schedule,
    # so a process draws it once (a division of 60 takes seconds).
    return tuple(schedule_division(players, matchdays, tables, seed, str(division)))


def seat(drawn: Round, withdrawn: Collection[PlayerId], least: int) -> Round:
    """A drawn round without those who withdrew; a table too small to play sits out."""
    tables, byes = [], list(drawn.byes)
    for table in drawn.tables:
        left = tuple(p for p in table if p not in withdrawn)
        if len(left) >= least:
            tables.append(left)
        else:
            byes.extend(left)
    return Round(tuple(tables), tuple(p for p in byes if p not in withdrawn))


def started(season: Season) -> Event:
    """The season's first event (its rules, divisions and, in ``secret``, its seed)."""
    return Event.objects.get(stream_id=season.stream_id, seq=1)


def pair(command: StreamCommand, season: Season, division: Division, number: int) -> bool:
    """Pair matchday ``number`` of ``division``: its games are created and started, and
    ``RoundPaired`` says who sits where. Returns False when nobody could be seated."""
    first = started(season)
    data = first.data
    spec = table_size(data["kind"], data["table_size"])
    drawn_order = next(d["players"] for d in data["divisions"] if d["division"] == division.number)
    drawn = division_schedule([str(p["user"]) for p in drawn_order], division.matchdays, spec,
                              first.secret["seed"], division.number)[number - 1]  # fmt: skip
    withdrawn = {str(u) for u in DivisionPlayer.objects.filter(
        division__season=season, withdrawn=True).values_list("user_id", flat=True)}  # fmt: skip
    today = seat(drawn, withdrawn, spec.min_players)
    users = get_user_model().objects.in_bulk([int(p) for p in today.seated()])
    tables = []
    for n, table in enumerate(today.tables, start=1):
        game = game_create_table(
            kind=data["kind"], players=[users[int(p)] for p in table], part_of=season.stream_id,
            options=data["options"], time_control=data["time_control"],
            public=not season.league.invite_only,
        )  # fmt: skip
        tables.append({"table": n, "game": game.pk, "players": [int(p) for p in table]})
    command.add(events.ROUND_PAIRED, events.told(
        season.title, data["path"], round=number, division=division.number, tables=tables,
        byes=[int(p) for p in today.byes]))  # fmt: skip
    if not tables:
        command.add(events.ROUND_CLOSED, events.told(
            season.title, data["path"], round=number, division=division.number))  # fmt: skip
    command.commit()
    return bool(tables)


def advance(command: StreamCommand, season: Season) -> bool:
    """Pair each division's next matchday if the one before is over; True when every
    division has played all of its matchdays (the season can close)."""
    done = True
    for division in season.divisions.all():
        while True:
            last = Matchday.objects.filter(division=division).order_by("-number").first()
            if last is not None and not last.closed:
                done = False
                break
            number = last.number + 1 if last else 1
            if number > division.matchdays:
                break
            if pair(command, season, division, number):
                done = False
                break
    return done
