"""Moderation fixtures: a moderator (staff) and a running two-player game."""

from __future__ import annotations

import pytest

from games import services
from tests.conftest import client_for, make_user


@pytest.fixture
def mod(django_user_model):
    """Maud, a moderator: a staff account with the admin's permissions."""
    user = make_user(django_user_model, "Maud")
    user.is_staff = user.is_superuser = True
    user.save()
    return user


@pytest.fixture
def as_mod(mod):
    return client_for(mod)


def started_nim(alice, bob, **kw):
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pile": 30, "pledges": False}, **kw)  # fmt: skip
    return services.game_join(user=bob, game_id=game.pk, invite_code=game.invite_code)
