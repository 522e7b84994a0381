"""A real league season tells people what its stream says: its players by email (each
matchday's table, the final place) and its organiser's webhook (matchdays, results,
standings, the end), through the notifications' stream follower (which never imports
leagues) and the API keyed by the season's stream id."""

from __future__ import annotations

import json

import pytest
from django.core import mail

from leagues.seasons.services import season_start
from tests.conftest import client_for
from tests.leagues.seasons.play import a_league, people, play_season

pytestmark = pytest.mark.django_db


def test_a_season_tells_its_players_and_its_organisers_webhook(
    django_user_model, receiver, django_capture_on_commit_callbacks
):
    olga, *players = people(django_user_model, ["Olga", "Ada", "Ben", "Cy", "Dee"])
    league = a_league(olga, players)
    with django_capture_on_commit_callbacks(execute=True):
        season = season_start(user=olga, league_id=league.pk)
    title = "Museum League, season 1"
    ada = [m for m in mail.outbox if m.to == ["ada@example.org"] and "Round 1" in m.subject]
    assert len(ada) == 1
    assert ada[0].subject.startswith(f"[Vitrine] Round 1 of {title} (Division 1): you play ")
    assert ada[0].subject.split("you play ")[1] in ("Ben", "Cy", "Dee")
    assert f"/leagues/{league.pk}/seasons/1/" in ada[0].body

    hooks = f"/api/streams/{season.stream_id}/webhooks/"
    assert (
        client_for(players[0]).post(hooks, {"url": receiver.url}, format="json").status_code == 403
    )
    made = client_for(olga).post(hooks, {"url": receiver.url, "format": "slack"}, format="json")
    assert made.status_code == 201
    with django_capture_on_commit_callbacks(execute=True):
        play_season(season)
    lines = [line for _, body in receiver.requests for line in json.loads(body)["text"].split("\n")]
    assert sum(line.startswith("*Round 1, table ") for line in lines) == 2
    assert any(line.startswith(f"*Standings of {title} (Division 1) after round 3: 1. ")
               for line in lines)  # fmt: skip
    assert any(line.startswith(f"*Round 3 of {title} (Division 1) is paired (2 tables)*")
               for line in lines)  # fmt: skip
    assert any(line.startswith(f"*{title} is over: 1. ") for line in lines)
    over = [
        m for m in mail.outbox if m.subject.startswith(f"[Vitrine] {title} is over: you placed")
    ]
    assert sorted(m.to[0] for m in over) == [
        f"{n}@example.org" for n in ("ada", "ben", "cy", "dee")
    ]
    assert all(" of 4 in Division 1" in m.subject for m in over)
