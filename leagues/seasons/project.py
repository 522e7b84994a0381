"""A season's stream into its rows, the same code live and rebuilt.

Live: every commit on a "season" stream reaches ``project`` in its transaction (the kind's
projector in ``leagues.organised.dispatch``). Rebuilt: ``rebuild`` drops the rows and
feeds every season's events through ``project`` again, in order
(``manage.py rebuild_projections``). Standings are worked out again from the recorded
results after each change (``leagues.pairing.standings``), never added up in place."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from django.db import transaction

from games.models import Event, Stream
from games.store import read_stream_events
from leagues.models import Division, DivisionPlayer, Matchday, Season, SeasonTable
from leagues.pairing.points import Scoring
from leagues.pairing.records import Finish
from leagues.pairing.standings import standings
from leagues.seasons import events


def project(stream: Stream, rows: Sequence[Event]) -> None:
    for row in rows:
        handler = _HANDLERS.get(row.type)
        if handler is not None:
            handler(stream, row)


def _started(stream: Stream, row: Event) -> None:
    d = row.data
    season = Season.objects.create(
        league_id=d["league"], stream=stream, number=d["number"], title=d["title"],
        started_at=row.created_at, ends_at=datetime.fromisoformat(d["ends_at"]),
        seed_sha256=d["seed_sha256"], scoring=d["scoring"], promote=d["promote"],
        relegate=d["relegate"],
    )  # fmt: skip
    for division in d["divisions"]:
        made = Division.objects.create(
            season=season, number=division["division"], name=division["name"],
            matchdays=division["matchdays"],
        )  # fmt: skip
        DivisionPlayer.objects.bulk_create(
            DivisionPlayer(division=made, user_id=p["user"], name=p["name"], seed_order=i)
            for i, p in enumerate(division["players"])
        )


def _division(stream: Stream, row: Event) -> Division:
    return Division.objects.get(season__stream=stream, number=row.data["division"])


def _paired(stream: Stream, row: Event) -> None:
    division = _division(stream, row)
    day = Matchday.objects.create(division=division, number=row.data["round"],
                                  paired_at=row.created_at, byes=row.data["byes"])  # fmt: skip
    SeasonTable.objects.bulk_create(
        SeasonTable(matchday=day, number=t["table"], game_id=t["game"], players=t["players"])
        for t in row.data["tables"]
    )
    if row.data["byes"]:
        restand(division)


def _recorded(stream: Stream, row: Event) -> None:
    d = row.data
    division = _division(stream, row)
    SeasonTable.objects.filter(matchday__division=division, matchday__number=d["round"],
                               number=d["table"]).update(
        recorded=True, order=d["order"], points=d["points"], scores=d["scores"])  # fmt: skip
    restand(division)


def _withdrew(stream: Stream, row: Event) -> None:
    DivisionPlayer.objects.filter(division__season__stream=stream,
                                  user_id=row.data["user"]).update(withdrawn=True)  # fmt: skip


def _closed(stream: Stream, row: Event) -> None:
    Matchday.objects.filter(division=_division(stream, row),
                            number=row.data["round"]).update(closed=True)  # fmt: skip


def _moved(way: str) -> Callable[[Stream, Event], None]:
    def handler(stream: Stream, row: Event) -> None:
        DivisionPlayer.objects.filter(division=_division(stream, row),
                                      user_id__in=row.data["players"]).update(moved=way)  # fmt: skip

    return handler


def _finished(stream: Stream, row: Event) -> None:
    Season.objects.filter(stream=stream).update(
        finished=True, finished_at=row.created_at, seed=row.data["seed"],
        next_divisions=row.data["next_divisions"])  # fmt: skip


def restand(division: Division) -> None:
    """The division's standings from its recorded results and byes."""
    s = division.season.scoring
    scoring = Scoring(placement=tuple(s["placement"]), bye=s["bye"])
    lines = {str(p.user_id): p for p in division.players.all()}
    games, byes = [], dict.fromkeys(lines, 0)
    for table in SeasonTable.objects.filter(matchday__division=division, recorded=True):
        if not table.order:
            continue  # aborted: no result
        games.append(tuple(
            Finish(str(p), 1 + sum(len(g) for g in table.order[:i]),
                   table.scores.get(str(p), 0.0))
            for i, group in enumerate(table.order) for p in group))  # fmt: skip
    for day in division.days.all():
        for p in day.byes:
            byes[str(p)] += 1
    for line in standings(dict.fromkeys(lines, 0.0), games, scoring, byes):
        row = lines[line.player]
        row.rank, row.points, row.buchholz = line.rank, line.points, line.buchholz
        row.game_score, row.games, row.byes = line.game_score, line.games, line.byes
    DivisionPlayer.objects.bulk_update(
        lines.values(), ["rank", "points", "buchholz", "game_score", "games", "byes"]
    )


_HANDLERS: dict[str, Callable[[Stream, Event], None]] = {
    events.STARTED: _started,
    events.ROUND_PAIRED: _paired,
    events.RESULT_RECORDED: _recorded,
    events.WITHDREW: _withdrew,
    events.ROUND_CLOSED: _closed,
    events.PROMOTED: _moved("up"),
    events.RELEGATED: _moved("down"),
    events.FINISHED: _finished,
}


def rebuild(say: Callable[[str], None]) -> None:
    """Drop every season's rows and project every season stream again, oldest first."""
    with transaction.atomic():
        SeasonTable.objects.all().delete()
        Matchday.objects.all().delete()
        DivisionPlayer.objects.all().delete()
        Division.objects.all().delete()
        Season.objects.all().delete()
        streams = list(Stream.objects.filter(kind="season").order_by("id"))
        for stream in streams:
            project(stream, read_stream_events(stream.pk))
    say(f"seasons: {len(streams)} season(s) rebuilt")
