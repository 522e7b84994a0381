from __future__ import annotations

import pytest
from django.core.cache import cache

from games import services
from tests.conftest import make_user


@pytest.fixture(autouse=True)
def _fresh_rate_counts():
    """Inbound mail is counted per sender in the cache; each test starts from zero."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Run what a command queues on commit (sending emails) as it commits."""

    def run():
        return django_capture_on_commit_callbacks(execute=True)

    return run


@pytest.fixture
def people(django_user_model):
    """Organised play's cast: Olga organises, the others play."""
    return {n: make_user(django_user_model, n) for n in ("Olga", "Alice", "Bob", "Carol", "Dan",
                                                         "Erin")}  # fmt: skip


def nim_for_two(alice, bob, **kw):
    """A running two-player Nim without the pledge round; returns the game."""
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pledges": False, "pile": kw.pop("pile", 20)}, **kw)  # fmt: skip
    return services.game_join(user=bob, game_id=game.pk)


def mover(game, alice, bob):
    return alice if game.to_act == [0] else bob
