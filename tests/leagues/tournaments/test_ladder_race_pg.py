"""Two players challenging the same defender at the same moment, on real PostgreSQL: the
tournament's stream lock queues them, so one challenge is issued (one game) and the other
is refused with the reason; nobody plays two challenges at once."""

from __future__ import annotations

import pytest
from django.db import connection

from games.models import Game
from games.store import read_stream_events
from leagues.tournaments import ladder, services
from shared.errors import IllegalAction
from tests.conftest import make_user
from tests.games.test_concurrency import race

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_two_challenges_of_one_defender_at_once_issue_one(django_user_model):
    if connection.vendor != "postgresql":
        pytest.skip("the race is run on the real PostgreSQL server (CI)")
    olga, *people = (make_user(django_user_model, n) for n in ("Olga", "Ada", "Ben", "Cy", "Dee"))
    t = services.tournament_create(organiser=olga, title="Race ladder", kind="nim", table_size=2,
                                   format="ladder", reach=2)  # fmt: skip
    for user in people:
        services.tournament_register(user=user, tournament_id=t.pk)
    services.tournament_start(user=olga, tournament_id=t.pk)
    ada, ben, cy, dee = people

    def challenge(user):
        try:
            return ladder.tournament_challenge(user=user, tournament_id=t.pk, defenders=[ben.pk])
        except IllegalAction as refused:
            return refused.message

    answers = race([lambda: challenge(cy), lambda: challenge(dee)])
    assert sorted(answers, key=str) == sorted([1, "Ben is already playing a challenge; "
                                               "challenge someone else, or wait until it ends."],
                                              key=str)  # fmt: skip
    issued = [r.data for r in read_stream_events(t.pk) if r.type == "ChallengeIssued"]
    assert len(issued) == 1 and Game.objects.filter(part_of_id=t.pk).count() == 1
