"""Every move updates the game's row, and that update is never HOT (the deadline is
indexed), so each index of games_game takes an entry per move: the row keeps only the
indexes a query uses (migration 0013). The models and the migrations agree."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import IntegrityError, connection, transaction

from games import services
from games.models import Game

pytestmark = pytest.mark.django_db

KEPT = {
    "game_active_deadline",  # the deadline sweep, reminders, calendars: running games only
    "game_kind",
    "game_status",
    "game_unique_invite_code",
    "games_game_created_by_id_7356b71c",
    "games_game_part_of_id_6d5e4e20",
}


def _indexes() -> set[str]:
    """The row's indexes and unique constraints by name, but its primary key, as Django's
    introspection reads them (a LIKE-pattern index would be one more name)."""
    with connection.cursor() as cur:
        found = connection.introspection.get_constraints(cur, Game._meta.db_table)
    return {name for name, c in found.items()
            if (c["index"] or c["unique"]) and not c["primary_key"]}  # fmt: skip


def test_the_game_row_has_only_the_indexes_queries_use():
    assert _indexes() == KEPT


def test_two_games_cannot_share_an_invite_code(alice):
    game = services.game_create(user=alice, kind="nim", seats=2, public=False)
    other = services.game_create(user=alice, kind="nim", seats=2, public=False)
    with pytest.raises(IntegrityError), transaction.atomic():
        Game.objects.filter(pk=other.pk).update(invite_code=game.invite_code)
    assert Game.objects.get(pk=other.pk).invite_code != game.invite_code


def test_no_model_change_lacks_its_migration():
    out = StringIO()
    call_command("makemigrations", "--check", "--dry-run", stdout=out, stderr=out)
