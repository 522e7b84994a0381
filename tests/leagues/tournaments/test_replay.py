"""A tournament is its events: the rows rebuilt from scratch equal the live ones, anyone
re-runs the pairings from the published seed and results, every game of it passes the
export verifier, and the rounds follow one another by themselves."""

from __future__ import annotations

import io
import json
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from games.models import Game
from games.selectors import game_export
from games.store import read_stream_events
from leagues.models import Entry, Standing, Tournament, TournamentRound, TournamentTable
from leagues.pairing import seed_commitment
from leagues.tournaments import autoplay, formats, progress, project, services, tasks
from tests.leagues.tournaments.conftest import open_tournament

pytestmark = pytest.mark.django_db


def rows(t) -> dict:
    def values(model, *order, exclude=("id",)):
        out = []
        for row in model.objects.filter(tournament_id=t.pk).order_by(*order).values():
            row = {k: v for k, v in row.items() if k not in exclude}
            out.append(row)
        return out

    return {
        "tournament": [
            {k: v for k, v in r.items()} for r in Tournament.objects.filter(pk=t.pk).values()
        ],
        "entries": values(Entry, "number", "user_id"),
        "rounds": values(TournamentRound, "number"),
        "tables": [
            {
                **r,
                "round_id": r["round_id"] and TournamentRound.objects.get(pk=r["round_id"]).number,
            }
            for r in values(TournamentTable, "round__number", "number")
        ],
        "standings": values(Standing, "position"),
    }


def eventful_tournament(organiser, players):
    """A Swiss of 7 at tables of 3 with a withdrawal, a replacement and an adjudication."""
    people = players(7)
    (sub,) = players(1, prefix="Sub")
    t = open_tournament(organiser, people, rounds_count=3, placement=[3, 1, 0], bye=1)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    first = TournamentTable.objects.filter(tournament=t).order_by("number").first()
    services.tournament_adjudicate(user=organiser, tournament_id=t.pk, game_id=first.game_id,
                                   order=[first.players[::-1]], reason="All agreed a draw")  # fmt: skip
    services.tournament_withdraw(user=people[5], tournament_id=t.pk)
    services.tournament_replace(user=organiser, tournament_id=t.pk, player_id=people[6].pk,
                                replacement_id=sub.pk)  # fmt: skip
    return autoplay.play_tournament(t.pk)


def test_the_rebuilt_rows_equal_the_live_ones(organiser, players):
    t = eventful_tournament(organiser, players)
    live = rows(t)
    assert live["standings"] and live["tables"]
    said = []
    project.rebuild(said.append)
    assert rows(t) == live
    assert said == ["1 tournaments rebuilt"]


def test_anyone_reruns_the_pairings_from_the_published_seed(organiser, players):
    t = eventful_tournament(organiser, players)
    public = [(row.type, row.data) for row in read_stream_events(t.pk)]  # no secrets
    created = public[0][1]
    seed = next(data["seed"] for type_, data in public if type_ == "Finished")
    assert seed_commitment(seed) == created["seed_sha256"]
    paired = [(i, data) for i, (type_, data) in enumerate(public) if type_ == "RoundPaired"]
    assert len(paired) == 3
    for i, data in paired:
        setup, state = progress.read(public[:i])
        again = formats.pair_next(setup, state, seed, data["round"])
        assert [list(map(int, table)) for table in again.tables] == [
            table["players"] for table in data["tables"]
        ]
        assert list(map(int, again.byes)) == data["byes"]


def ndjson(t) -> bytes:
    games = Game.objects.filter(part_of_id=t.pk).order_by("pk")
    return b"".join(b"".join(game_export(user=None, game=g)) + b"\n" for g in games)


def test_every_game_of_a_finished_tournament_passes_the_export_verifier(
    organiser, players, tmp_path
):
    t = eventful_tournament(organiser, players)
    path = tmp_path / "tournament.ndjson"
    path.write_bytes(ndjson(t))
    out = io.StringIO()
    call_command("verify_export", str(path), stdout=out)
    games = Game.objects.filter(part_of_id=t.pk).count()
    assert f"{games} games checked" in out.getvalue() and f"{games} ok, 0 failed" in out.getvalue()

    lines = path.read_bytes().splitlines()
    doc = json.loads(lines[1])
    taken = next(e for e in doc["events"] if e["type"] == "StonesTaken")
    taken["data"]["n"] = 4 - taken["data"]["n"] if taken["data"]["n"] != 2 else 1
    lines[1] = json.dumps(doc).encode()
    path.write_bytes(b"\n".join(lines) + b"\n")
    out = io.StringIO()
    with pytest.raises(SystemExit):
        call_command("verify_export", str(path), stdout=out)
    assert f"game {doc['id']} (nim): FAILED at event " in out.getvalue()
    assert f"{games - 1} ok, 1 failed" in out.getvalue()


@pytest.mark.django_db(transaction=True)
def test_the_next_round_is_paired_by_itself_when_a_rounds_last_game_ends(organiser, players):
    t = open_tournament(organiser, players(4), table_size=2, rounds_count=2)
    services.tournament_start(user=organiser, tournament_id=t.pk)
    first = list(TournamentTable.objects.filter(tournament=t, round__number=1))
    autoplay.play_game(first[0].game_id)
    assert not TournamentRound.objects.filter(tournament=t, number=2).exists()
    autoplay.play_game(first[1].game_id)  # the round's last game: the task pairs round 2
    second = TournamentRound.objects.get(tournament=t, number=2)
    assert second.tables.count() == 2
    for table in second.tables.all():
        autoplay.play_game(table.game_id)
    t.refresh_from_db()
    assert t.status == "finished"


def test_the_tick_starts_what_closed_registration_and_pairs_what_waits(organiser, players):
    now = timezone.now()
    t = open_tournament(organiser, players(4), table_size=2, rounds_count=2,
                        registration_closes=now + timedelta(hours=1))  # fmt: skip
    few = open_tournament(organiser, players(1, prefix="Lone"),
                          registration_closes=now + timedelta(hours=1), title="Too few")  # fmt: skip
    assert tasks.tournaments_tick() == 0
    Tournament.objects.filter(pk__in=[t.pk, few.pk]).update(registration_closes=now)
    tasks.tournaments_tick()
    t.refresh_from_db()
    few.refresh_from_db()
    assert t.status == "running" and t.current_round == 1
    assert few.status == "finished"
    # Inside one test transaction no after-commit task runs: round 1 ends and waits.
    for table in TournamentTable.objects.filter(tournament=t):
        autoplay.play_game(table.game_id)
    assert TournamentRound.objects.get(tournament=t, number=1).closed
    tasks.tournaments_tick()
    assert TournamentRound.objects.filter(tournament=t, number=2).exists()
