"""What a ladder's challenges tell people (issue 13): the players at the challenge's table
are emailed who challenged whom and their game; the organiser's webhooks hear the
challenge, its result and the standings after it. Real ladder commands, real followers,
outbox and delivery (a local receiver for the webhooks)."""

from __future__ import annotations

import json

import pytest

from leagues.models import TournamentTable
from leagues.tournaments import ladder, services
from notifications.models import Kind
from tests.conftest import client_for, make_user
from tests.notifications.organised import emails_to

pytestmark = pytest.mark.django_db
TITLE = "Nim ladder"


@pytest.fixture
def people(django_user_model):
    return {n: make_user(django_user_model, n) for n in ("Olga", "Alice", "Bob", "Carol")}


def started_ladder(p) -> int:
    t = services.tournament_create(organiser=p["Olga"], title=TITLE, kind="nim", table_size=2,
                                   format="ladder", reach=2)  # fmt: skip
    for name in ("Alice", "Bob", "Carol"):
        services.tournament_register(user=p[name], tournament_id=t.pk)
    services.tournament_start(user=p["Olga"], tournament_id=t.pk)
    return t.pk


def test_a_challenge_emails_the_defender_and_the_challenger_by_name(people, committed):
    p = people
    tid = started_ladder(p)
    with committed():
        ladder.tournament_challenge(user=p["Carol"], tournament_id=tid, defenders=[p["Alice"].pk])
    game = TournamentTable.objects.get(tournament_id=tid, number=1, round=None).game_id
    [alice] = emails_to(p["Alice"], Kind.ROUND_PAIRED)
    assert alice.subject == f"[Vitrine] {TITLE}: Carol challenged you"
    assert f"Carol challenged you on the ladder of {TITLE}." in alice.body
    assert (f"You play Nim (test game) #{game} with Carol; whoever finishes ahead takes the "
            "higher place.") in alice.body  # fmt: skip
    assert f"The event's page: http://127.0.0.1:8000/tournaments/{tid}/" in alice.body
    assert "seat" not in alice.body.lower()
    html = alice.alternatives[0][0]
    assert f'href="http://127.0.0.1:8000/games/{game}/"' in html
    [carol] = emails_to(p["Carol"], Kind.ROUND_PAIRED)
    assert carol.subject == f"[Vitrine] {TITLE}: you challenged Alice"
    assert f"You challenged Alice on the ladder of {TITLE}." in carol.body
    assert emails_to(p["Bob"], Kind.ROUND_PAIRED) == []  # not at the table
    assert emails_to(p["Olga"], Kind.ROUND_PAIRED) == []  # the organiser does not play


def test_the_organisers_webhook_hears_the_challenge_its_result_and_the_ladder(
    people, receiver, committed
):
    p = people
    tid = started_ladder(p)
    olga = client_for(p["Olga"])
    answer = olga.post(f"/api/streams/{tid}/webhooks/", {"url": receiver.url, "format": "json"},
                       format="json")  # fmt: skip
    assert answer.status_code == 201
    with committed():
        ladder.tournament_challenge(user=p["Carol"], tournament_id=tid, defenders=[p["Alice"].pk])
    game = TournamentTable.objects.get(tournament_id=tid, number=1, round=None).game_id
    with committed():
        services.tournament_adjudicate(user=p["Olga"], tournament_id=tid, game_id=game,
                                       order=[[p["Carol"].pk], [p["Alice"].pk]],
                                       reason="Alice conceded")  # fmt: skip
    items = [i for _, body in receiver.requests for i in json.loads(body)["notifications"]]
    assert [i["title"] for i in items] == [
        f"{TITLE}: Carol challenged Alice",
        f"Challenge 1 of {TITLE}: 1. Carol, 2. Alice (adjudicated)",
        f"Standings of {TITLE} after challenge 1: 1. Carol, 2. Alice, 3. Bob",
    ]
    assert items[0]["details"]["tables"] == [{"table": 1, "game": game,
                                              "players": ["Alice", "Carol"]}]  # fmt: skip
