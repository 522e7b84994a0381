"""A tournament's stream projected into its rows: live, in each command's transaction
(``leagues.organised.dispatch``), and from scratch by ``manage.py rebuild_projections``.
Both go through ``project``, so the rebuilt rows equal the live ones."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from django.db import transaction
from django.utils.dateparse import parse_datetime

from games.models import Event, Stream
from games.store import read_stream_events
from leagues.models import (
    Entry,
    EntryStatus,
    Standing,
    Tournament,
    TournamentRound,
    TournamentStatus,
    TournamentTable,
)
from leagues.tournaments import events as ev
from leagues.tournaments import progress
from leagues.tournaments.standings import lines

# Events after which the standings are worked out again.
MOVES_STANDINGS = {ev.REGISTERED, ev.WITHDREW, ev.REMOVED, ev.REPLACED, ev.STARTED,
                   ev.ROUND_PAIRED, ev.CHALLENGE_ISSUED, ev.RESULT_RECORDED, ev.ROUND_CLOSED,
                   ev.FINISHED}  # fmt: skip


def project(stream: Stream, rows: Sequence[Event]) -> None:
    """The stream follower for kind "tournament". A stream that did not start with a
    ``TournamentCreated`` of ``services.tournament_create`` is not one we run (the store's
    own tests make such): no rows."""
    known = Tournament.objects.filter(pk=stream.pk).exists()
    for row in rows:
        if known or (row.type == ev.CREATED and "format" in row.data):
            _apply(stream.pk, row)
            known = True
    if known and any(row.type in MOVES_STANDINGS for row in rows):
        refresh_standings(stream.pk)


def _when(value: str | None) -> datetime | None:
    return parse_datetime(value) if value else None


def _apply(tid: int, row: Event) -> None:
    d, at = row.data, row.created_at
    if row.type == ev.CREATED:
        Tournament.objects.create(
            stream_id=tid, title=d["title"], organiser_id=d["organiser"], kind=d["kind"],
            options=d["options"], time_control=d["time_control"], table_size=d["table_size"],
            format=d["format"],
            params={k: d.get(k) for k in ("groups", "top_k", "reach", "mixed", "table_min",
                                          "table_max", "challenges_close")},
            rounds=d["rounds"], registration_opens=_when(d.get("registration_opens")),
            registration_closes=_when(d.get("registration_closes")),
            min_rating=d.get("min_rating"), min_reliability=d.get("min_reliability"),
            invite_only=d["invite_only"], invited=d["invited"], scoring=d["scoring"],
            rated=d["rated"], seed_sha256=d["seed_sha256"], created_at=at,
        )  # fmt: skip
    elif row.type == ev.REGISTERED:
        number = Entry.objects.filter(tournament_id=tid).count() + 1
        Entry.objects.create(tournament_id=tid, user_id=d["user"], name=d["name"], number=number,
                             rating=d.get("rating", 0.0), registered_at=at)  # fmt: skip
    elif row.type in (ev.WITHDREW, ev.REMOVED):
        status = EntryStatus.WITHDRAWN if row.type == ev.WITHDREW else EntryStatus.REMOVED
        Entry.objects.filter(tournament_id=tid, user_id=d["user"]).update(status=status)
        t = Tournament.objects.get(pk=tid)
        if d["user"] in t.ladder:  # those below move up one
            Tournament.objects.filter(pk=tid).update(ladder=[u for u in t.ladder if u != d["user"]])
    elif row.type == ev.REPLACED:
        old = Entry.objects.get(tournament_id=tid, user_id=d["user"])
        Entry.objects.filter(pk=old.pk).update(status=EntryStatus.REPLACED)
        Entry.objects.create(tournament_id=tid, user_id=d["replacement"],
                             name=d["replacement_name"], number=old.number, rating=old.rating,
                             replaces_id=d["user"], registered_at=at)  # fmt: skip
        _swap_in_ladder(tid, d["user"], d["replacement"])
        # The games under way: the replacement holds the seat now.
        for table in TournamentTable.objects.filter(tournament_id=tid, game_id__in=d["games"]):
            table.players = [d["replacement"] if u == d["user"] else u for u in table.players]
            table.save(update_fields=["players"])
    elif row.type == ev.STARTED:
        Tournament.objects.filter(pk=tid).update(
            status=TournamentStatus.RUNNING, started_at=at, ladder=d.get("ladder") or []
        )
    elif row.type == ev.ROUND_PAIRED:
        rnd = TournamentRound.objects.create(tournament_id=tid, number=d["round"], byes=d["byes"],
                                             paired_at=at)  # fmt: skip
        TournamentTable.objects.bulk_create(
            TournamentTable(tournament_id=tid, round=rnd, number=t["table"], game_id=t["game"],
                            players=t["players"])
            for t in d["tables"]
        )  # fmt: skip
        Tournament.objects.filter(pk=tid).update(current_round=d["round"])
    elif row.type == ev.CHALLENGE_ISSUED:
        TournamentTable.objects.create(tournament_id=tid, round=None, number=d["challenge"],
                                       game_id=d["game"], players=d["players"])  # fmt: skip
    elif row.type == ev.CHALLENGES_CLOSED:
        Tournament.objects.filter(pk=tid).update(challenges_closed_at=at)
    elif row.type == ev.ADJUDICATED:
        TournamentTable.objects.filter(tournament_id=tid, game_id=d["game"]).update(
            ruling={"order": d["order"], "reason": d["reason"], "by": d["by"]}
        )
    elif row.type == ev.RESULT_RECORDED:
        TournamentTable.objects.filter(tournament_id=tid, game_id=d["game"]).update(
            order=d["order"], points=d["points"], scores=d.get("scores") or {},
            adjudicated=d["adjudicated"],
        )  # fmt: skip
        if "ladder" in d:
            Tournament.objects.filter(pk=tid).update(ladder=d["ladder"])
    elif row.type == ev.ROUND_CLOSED:
        TournamentRound.objects.filter(tournament_id=tid, number=d["round"]).update(
            closed=True, closed_at=at
        )
    elif row.type == ev.FINISHED:
        Tournament.objects.filter(pk=tid).update(
            status=TournamentStatus.FINISHED, finished_at=at, seed=d["seed"]
        )


def _swap_in_ladder(tid: int, old: int, new: int) -> None:
    t = Tournament.objects.get(pk=tid)
    if old in t.ladder:
        Tournament.objects.filter(pk=tid).update(ladder=[new if u == old else u for u in t.ladder])


def refresh_standings(tid: int) -> None:
    """The standings worked out again from the stream's events."""
    setup, state = progress.of_rows(read_stream_events(tid))
    names = dict(
        Entry.objects.filter(tournament_id=tid).values_list("user_id", "name")
    )  # fmt: skip
    Standing.objects.filter(tournament_id=tid).delete()
    Standing.objects.bulk_create(
        Standing(tournament_id=tid, user_id=line.user, name=names.get(line.user, ""),
                 position=i, rank=line.rank, points=line.points, buchholz=line.buchholz,
                 game_score=line.game_score, rating=line.rating, games=line.games,
                 byes=line.byes, active=line.active)
        for i, line in enumerate(lines(setup, state), start=1)
    )  # fmt: skip


def rebuild(say: Callable[[str], None]) -> None:
    """Drop every tournament row and project each tournament's stream again."""
    with transaction.atomic():
        Standing.objects.all().delete()
        TournamentTable.objects.all().delete()
        TournamentRound.objects.all().delete()
        Entry.objects.all().delete()
        Tournament.objects.all().delete()
        streams = Stream.objects.filter(kind=ev.STREAM_KIND).order_by("pk")
        for stream in streams:
            project(stream, read_stream_events(stream.pk))
        say(f"{streams.count()} tournaments rebuilt")
