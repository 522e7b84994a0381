"""A tournament's people: an organiser and players (real users with display names)."""

from __future__ import annotations

import pytest

from leagues.tournaments import services
from tests.conftest import make_user


@pytest.fixture
def players(django_user_model):
    def make(n: int, prefix: str = "Player"):
        return [make_user(django_user_model, f"{prefix}{i:02d}") for i in range(1, n + 1)]

    return make


@pytest.fixture
def organiser(django_user_model):
    return make_user(django_user_model, "Olga")


def open_tournament(organiser, entrants, **kw):
    kw.setdefault("title", "Spring Nim Swiss")
    kw.setdefault("kind", "nim")
    kw.setdefault("table_size", 3)
    t = services.tournament_create(organiser=organiser, **kw)
    for user in entrants:
        services.tournament_register(user=user, tournament_id=t.pk)
    return t
