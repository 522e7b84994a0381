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


def _indexes() -> dict[str, str]:
    with connection.cursor() as cur:
        if connection.vendor == "postgresql":
            cur.execute("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'games_game'")
        else:
            cur.execute("SELECT name, sql FROM sqlite_master WHERE type = 'index' "
                        "AND tbl_name = 'games_game'")  # fmt: skip
        return {name: sql or "" for name, sql in cur.fetchall()}


def test_the_game_row_has_only_the_indexes_queries_use():
    indexes = _indexes()
    named = {n for n in indexes if not n.endswith("_pkey") and not n.startswith("sqlite_")}
    # SQLite keeps a unique constraint in the table's definition (its own autoindex).
    assert named == (
        KEPT if connection.vendor == "postgresql" else KEPT - {"game_unique_invite_code"}
    )
    assert not [sql for sql in indexes.values() if "pattern_ops" in sql]  # no LIKE indexes


def test_two_games_cannot_share_an_invite_code(alice):
    game = services.game_create(user=alice, kind="nim", seats=2, public=False)
    other = services.game_create(user=alice, kind="nim", seats=2, public=False)
    with pytest.raises(IntegrityError), transaction.atomic():
        Game.objects.filter(pk=other.pk).update(invite_code=game.invite_code)
    assert Game.objects.get(pk=other.pk).invite_code != game.invite_code


def test_no_model_change_lacks_its_migration():
    out = StringIO()
    call_command("makemigrations", "--check", "--dry-run", stdout=out, stderr=out)
