"""Each command writes the game's latest state beside its events (``LatestState``), and a
command or a read served by another process (here: this one, its kept states forgotten)
finds it with the game's row instead of folding the events since the last snapshot. A
row that is behind the game, or made by other rules, is never believed."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import projections, selectors, services
from games.bots import bots_play
from games.engine import get_kind
from games.models import Game, LatestState
from games.replay import fold_rows, forget, load_state, state_text
from tests.conftest import client_for
from tests.notifications.conftest import mover, nim_for_two

pytestmark = pytest.mark.django_db


def folded(game: Game):
    rules = get_kind(game.kind)
    return fold_rows(rules, game.events.order_by("seq"))


def reads_of_events(captured) -> list[str]:
    return [q["sql"] for q in captured
            if '"games_event"' in q["sql"] or "FROM games_event" in q["sql"]
            or '"games_snapshot"' in q["sql"]]  # fmt: skip


def test_every_command_leaves_the_games_latest_state_as_its_events_fold_it(alice, bob):
    game = nim_for_two(alice, bob)
    for _ in range(3):
        game = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                 version=game.version, choices=("1",))  # fmt: skip
        latest = LatestState.objects.get(game=game)
        assert latest.version == game.version
        assert latest.rules_version == get_kind("nim").rules_version
        assert json.loads(latest.state) == get_kind("nim").encode_state(folded(game))


def test_a_move_in_another_process_folds_no_event(alice, bob):
    game = nim_for_two(alice, bob)
    forget()  # as if the last move was served by another process
    with CaptureQueriesContext(connection) as seen:
        after = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                                  version=game.version, choices=("2",))  # fmt: skip
    assert reads_of_events(seen.captured_queries) == []
    assert load_state(after, get_kind("nim")) == folded(after)
    assert after.version == game.version + 1


def test_reading_the_state_in_another_process_folds_no_event(alice, bob):
    game = nim_for_two(alice, bob)
    forget()
    with CaptureQueriesContext(connection) as seen:
        state = client_for(alice).get(f"/api/games/{game.pk}/state/").json()
    assert reads_of_events(seen.captured_queries) == []
    assert state["version"] == game.version and state["view"]["pile"] == 20


def test_a_latest_state_behind_the_game_or_of_other_rules_is_not_believed(alice, bob):
    game = nim_for_two(alice, bob)
    rules = get_kind("nim")
    LatestState.objects.filter(game=game).update(version=game.version - 1,
                                                 state='{"broken": true}')  # fmt: skip
    forget()
    read = selectors.game_get(user=alice, game_id=game.pk)
    assert load_state(read, rules) == folded(game)
    LatestState.objects.filter(game=game).update(version=game.version, rules_version="0-old")
    forget()
    read = selectors.game_get(user=alice, game_id=game.pk)
    assert load_state(read, rules) == folded(game)
    # and the next command writes it right again
    after = services.game_act(user=mover(game, alice, bob), game_id=game.pk,
                              version=game.version, choices=("1",))  # fmt: skip
    latest = LatestState.objects.get(game=game)
    assert (latest.version, latest.rules_version) == (after.version, rules.rules_version)


def test_rebuilding_the_projections_writes_the_latest_state_as_played(alice):
    game = services.game_create(user=alice, kind="wondrous-museum", seats=3, bots=3,
                                join=False)  # fmt: skip
    bots_play(game.pk, limit=40)
    game.refresh_from_db()
    live = LatestState.objects.get(game=game)
    LatestState.objects.filter(game=game).delete()
    projections.rebuild(Game.objects.get(pk=game.pk))
    rebuilt = LatestState.objects.get(game=game)
    assert (rebuilt.version, rebuilt.rules_version) == (live.version, live.rules_version)
    assert rebuilt.state == live.state  # as text: the order of every list and dict kept


def test_a_rebuild_rewrites_a_wrong_latest_state_and_leaves_a_right_one_alone(alice):
    """The rebuild writes the latest state only where it differs: a damaged one is put
    right; one already as played keeps its row (on PostgreSQL, no new row version)."""
    game = services.game_create(user=alice, kind="menagerie", seats=2, bots=1)
    other = services.game_create(user=alice, kind="menagerie", seats=2, bots=1)
    right = LatestState.objects.get(game=game)
    LatestState.objects.filter(game=other).update(state='{"damaged": true}')

    def row_version(g: Game) -> str | None:
        if connection.vendor != "postgresql":
            return None
        with connection.cursor() as cur:
            cur.execute("SELECT xmin::text FROM games_lateststate WHERE game_id = %s", [g.pk])
            return cur.fetchone()[0]

    kept = row_version(game)
    call_command(
        "rebuild_projections", f"--game={game.pk}", f"--game={other.pk}", stdout=io.StringIO()
    )
    assert LatestState.objects.get(game=game).state == right.state
    assert row_version(game) == kept
    repaired = LatestState.objects.get(game=other)
    assert repaired.state == state_text(get_kind("menagerie"), folded(other))
