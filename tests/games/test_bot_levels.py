"""Bot levels per seat (issue 16): chosen at creation and when a bot is added, through the
API; shown on every seat; refused in words when unknown; the CPU guard behind a decision;
and one game's bots never thinking twice at once."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, transaction

from games import services
from games.engine import get_kind
from games.engine.levels import STRONG
from games.engine.prompts import check_answer_shape
from games.models import Event, Game, GameStatus
from games.replay import load_state
from games.thinking import decide_for_bot

pytestmark = pytest.mark.django_db


def seats_of(body: dict) -> list[tuple[str, bool, str | None]]:
    return [(s["name"], s["bot"], s["bot_level"]) for s in body["seats"]]


def test_a_table_opened_through_the_api_seats_each_bot_at_its_level(
    as_alice, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        response = as_alice.post(
            "/api/games/",
            {"kind": "nim", "seats": 3, "bot_levels": ["strong", "easy"],
             "options": {"pile": 9, "pledges": False}},
            format="json",
        )  # fmt: skip
    assert response.status_code == 201, response.json()
    body = as_alice.get(f"/api/games/{response.json()['id']}/").json()
    assert seats_of(body) == [
        ("Alice", False, None),
        ("Babbage (bot, strong)", True, "strong"),
        ("Curie (bot, easy)", True, "easy"),
    ]
    assert body["status"] == "active" and body["to_act"] == [0], "the bots answered at once"


def test_the_creator_adds_a_bot_at_a_level_and_an_unknown_level_changes_nothing(as_alice):
    game = as_alice.post("/api/games/", {"kind": "nim", "seats": 3}, format="json").json()
    added = as_alice.post(f"/api/games/{game['id']}/bots/", {"level": "strong"}, format="json")
    assert added.status_code == 200, added.json()
    assert seats_of(added.json())[1] == ("Babbage (bot, strong)", True, "strong")
    version = Game.objects.get(pk=game["id"]).version
    refused = as_alice.post(f"/api/games/{game['id']}/bots/", {"level": "genius"}, format="json")
    assert refused.status_code == 400
    assert "genius" in str(refused.json()) and "valid choice" in str(refused.json())
    assert Game.objects.get(pk=game["id"]).version == version
    plain = as_alice.post(f"/api/games/{game['id']}/bots/", {}, format="json")
    assert seats_of(plain.json())[2] == ("Curie (bot, normal)", True, "normal")


def test_bot_levels_and_bots_must_agree(alice):
    with pytest.raises(services.IllegalAction, match="one per bot"):
        services.game_create(user=alice, kind="nim", seats=3, bots=2, bot_levels=["easy"])
    with pytest.raises(services.IllegalAction, match="easy, normal, strong"):
        services.game_create(user=alice, kind="nim", seats=3, bot_levels=["clever"])
    assert not Game.objects.exists()


def test_the_schema_documents_the_levels(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    parts = schema["components"]["schemas"]
    level = parts["SeatOut"]["properties"]["bot_level"]
    assert level["nullable"] and "BotLevelEnum" in str(level)
    assert parts["BotLevelEnum"]["enum"] == ["easy", "normal", "strong"]
    assert "BotLevelEnum" in str(parts["GameCreateRequestRequest"]["properties"]["bot_levels"])
    assert "BotLevelEnum" in str(parts["AddBotRequestRequest"]["properties"]["level"])


def test_a_resigned_seat_is_played_at_the_kinds_takeover_level(alice, bob, as_bob):
    game = services.game_create(user=alice, kind="nim", seats=2, options={"pledges": False})
    services.game_join(user=bob, game_id=game.pk)
    body = as_bob.post(f"/api/games/{game.pk}/resign/").json()
    assert seats_of(body)[1] == ("Bob", True, get_kind("nim").takeover_bot_level)


def test_a_strong_decision_that_overruns_its_cpu_budget_falls_back_and_still_answers():
    """The guard: an evaluation that burns CPU makes the search overrun; the bot still
    answers legally, and soon after its budget (generous bound: this is no benchmark)."""
    rules = get_kind("nim")

    class Slow(type(rules)):
        def evaluate(self, state, seat):
            end = time.process_time() + 0.05
            while time.process_time() < end:
                pass
            return 0.0

    slow = Slow()
    from games.engine.table import fold, setup_events

    options = slow.clean_options({"pledges": False, "pile": 30}, 2)
    state = fold(slow, setup_events(slow, 2, options, "guard"))
    seat = min(slow.prompts(state))
    started = time.process_time()
    answer = decide_for_bot(slow, state, seat, "guard-rng", STRONG, seconds=0.2)
    used = time.process_time() - started
    check_answer_shape(slow.prompts(state)[seat], answer)
    slow.decide(state, seat, answer, __import__("games.engine.rng").engine.rng.Rng("x"))
    assert used < 1.5, f"the decision took {used:.2f} s of CPU for a 0.2 s budget"


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_second_worker_never_thinks_for_a_game_whose_bot_is_thinking(alice, monkeypatch):
    """While one worker holds the game (its bot is thinking), another finds nothing to do
    and moves nothing; once the first is done, the bots go on."""
    if connection.vendor != "postgresql":
        pytest.skip("row locks are PostgreSQL's (SQLite serialises whole transactions)")
    monkeypatch.setattr("games.followers._after_commit", [])  # no bot task: we drive them
    game = services.game_create(user=alice, kind="nim", seats=2, join=False, bots=0)
    services.game_add_bot(user=alice, game_id=game.pk, level="easy")
    services.game_add_bot(user=alice, game_id=game.pk, level="easy")
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    before = Event.objects.filter(game=game).count()
    holding = threading.Event()
    release = threading.Event()
    seen: list = []

    def first_worker() -> None:
        try:
            with transaction.atomic():
                Game.objects.select_for_update().get(pk=game.pk)
                holding.set()
                release.wait(10)
        finally:
            connection.close()

    thread = threading.Thread(target=first_worker)
    thread.start()
    try:
        assert holding.wait(10)
        seen.append(services.game_bot_move(game_id=game.pk))
        assert Event.objects.filter(game=game).count() == before
    finally:
        release.set()
        thread.join()
    assert seen == [None], "the second worker skipped the game being thought about"
    assert services.game_bot_move(game_id=game.pk) is not None
    state = load_state(Game.objects.get(pk=game.pk), get_kind("nim"))
    assert state is not None
