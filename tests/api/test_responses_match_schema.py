"""Every endpoint's real answers, in the flows players and moderators go through, fit the
OpenAPI schema exactly: each status is one the schema lists, and each body has the
schema's keys, no fewer and no more. The views render through the serializers the schema
is made from, so this holds by construction; this test keeps it so."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games import services, streams
from games.models import Game
from tests.api.league_flow import league_flow
from tests.api.openapi_check import check, schema
from tests.api.tournament_flow import ladder_flow, tournament_flow
from tests.conftest import client_for, make_user
from tests.leagues.play import play_out
from tests.leagues.play import table as started_table

pytestmark = pytest.mark.django_db


class Checked:
    """An API client whose every answer is checked against the schema; it remembers which
    operations answered with success."""

    def __init__(self, client: APIClient, seen: set[tuple[str, str]]) -> None:
        self.client, self.seen = client, seen

    def call(self, method: str, path: str, body: dict | None = None, expect: int = 200):
        send = getattr(self.client, method.lower())
        response = send(path, body, format="json") if body is not None else send(path)
        template = check(method, path, response)
        assert response.status_code == expect, (method, path, response.content[:400])
        if response.status_code < 300:
            self.seen.add((method.upper(), template))
        if response.streaming:  # NDJSON, already checked line by line
            return [json.loads(line) for line in b"".join(response.streaming_content).splitlines()]
        return response.json() if response.content else None

    def get(self, path: str, **kw):
        return self.call("GET", path, **kw)

    def post(self, path: str, body: dict | None = None, **kw):
        return self.call("POST", path, body, **kw)


def _answer(player: Checked, game_id: int) -> tuple[dict, dict]:
    """The player's state, and an answer to its prompt (the first options it allows)."""
    state = player.get(f"/api/games/{game_id}/state/")
    prompt = state["prompt"]
    ids = [o["id"] for o in prompt["options"]][: max(prompt["min"], 1)]
    return state, {"version": state["version"], "choices": ids, "prompt": prompt["id"]}


def test_every_operation_answers_what_the_schema_says(django_user_model, settings):
    settings.VITRINE_RATE_LIMITS = {scope: None for scope in settings.VITRINE_RATE_LIMITS}
    seen: set[tuple[str, str]] = set()
    alice, bob, carol = (make_user(django_user_model, n) for n in ("Alice", "Bob", "Carol"))
    staff = make_user(django_user_model, "Mod")
    staff.is_staff = True
    staff.save()
    a, b, c, mod = (Checked(client_for(u), seen) for u in (alice, bob, carol, staff))
    anyone = Checked(APIClient(), seen)

    # Accounts: a token for a password, the tokens, the profile.
    anyone.post("/api/auth/token/", {"username": "alice", "password": "correct horse 9"},
                expect=201)  # fmt: skip
    made = a.post("/api/tokens/", {"name": "script"}, expect=201)
    assert made["token"] and len(a.get("/api/tokens/")) == 3
    a.call("DELETE", f"/api/tokens/{made['id']}/", expect=204)
    a.get("/api/me/")
    assert a.call("PATCH", "/api/me/", {"time_zone": "Europe/Paris"})["time_zone"]

    # A game from creation to a finished move feed, with its talk.
    anyone.get("/api/kinds/")
    game = a.post("/api/games/", {"kind": "nim", "seats": 2}, expect=201)
    path = f"/api/games/{game['id']}"
    assert [g["id"] for g in anyone.get("/api/games/?status=open")["games"]] == [game["id"]]
    b.post(f"{path}/join/")
    a.get(f"{path}/")
    state, move = _answer(a, game["id"])
    a.post(f"{path}/act/", move)
    stale = a.post(f"{path}/act/", move, expect=409)
    assert stale["code"] == "stale_version" and stale["version"] > state["version"]
    assert b.get(f"{path}/events/?after=0&limit=5")["events"]
    anyone.get(f"{path}/state/?as=spectator&at=1")
    a.get(f"{path}/export/")
    a.get(f"/api/games/?mine=true&limit=1&after={game['id'] + 1}")
    a.get("/api/me/deadlines/")
    a.get("/api/me/hall-of-fame/")
    said = a.post(f"{path}/talk/", {"text": "Good luck."}, expect=201)
    assert b.get(f"{path}/talk/?after=0&limit=5")["messages"][0]["text"] == "Good luck."

    # Moderation: a report, a moderator's decisions, a block.
    b.post(f"{path}/talk/{said['id']}/report/", {"reason": "rude"}, expect=201)
    assert mod.get("/api/moderation/reports/")[0]["reports"][0]["reason"] == "rude"
    mod.post(f"/api/moderation/messages/{said['id']}/hide/", {"reason": "r"}, expect=201)
    mod.post(f"/api/moderation/messages/{said['id']}/show/", {"reason": "r"}, expect=201)
    mod.post(f"/api/moderation/users/{carol.pk}/suspend/", {"reason": "r"}, expect=201)
    mod.post(f"/api/moderation/users/{carol.pk}/reinstate/", {"reason": "r"}, expect=201)
    block = a.post("/api/me/blocks/", {"username": "carol"}, expect=201)
    assert a.get("/api/me/blocks/")[0]["username"] == "carol"
    a.call("DELETE", f"/api/me/blocks/{block['id']}/", expect=204)
    mod.post(f"/api/moderation/games/{game['id']}/abort/", {"reason": "r"})
    me = a.get("/api/me/")
    assert [d["id"] for d in b.get(f"/api/players/{me['id']}/games/export/")] == [game["id"]]

    # Before the start: join, leave, a bot, an invitation, calling it off.
    table = a.post("/api/games/", {"kind": "nim", "seats": 3}, expect=201)
    path = f"/api/games/{table['id']}"
    c.post(f"{path}/join/")
    c.post(f"{path}/leave/")
    a.post(f"{path}/bots/", {"level": "easy"})
    assert a.post(f"{path}/invite/", {"email": "dora@example.org"}, expect=202)["detail"]
    a.post(f"{path}/abort/")

    # A seat given up to the bot, offered to a replacement; a seat timed out, taken back.
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pledges": False, "pile": 40})  # fmt: skip
    services.game_join(user=bob, game_id=game.pk)
    b.post(f"/api/games/{game.pk}/resign/")
    b.post(f"/api/games/{game.pk}/seats/1/offer/")
    assert [s["game"]["id"] for s in anyone.get("/api/lobby/seats/")] == [game.pk]
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 1
    game = services.game_create(user=alice, kind="nim", seats=2)
    game = services.game_join(user=bob, game_id=game.pk)
    seat = game.to_act[0]
    services.game_time_out(game_id=game.pk, seat=seat, version=game.version)
    assert Game.objects.get(pk=game.pk).seats.get(number=seat).bot
    (a if seat == 0 else b).post(f"/api/games/{game.pk}/take-back/")

    # Notifications: settings, vacations, webhooks.
    a.get("/api/me/notifications/")
    a.call("PATCH", "/api/me/notifications/", {"quiet_start": "22:30", "quiet_end": "07:00"})
    today = timezone.localdate()
    away = a.post("/api/me/vacations/", {"first_day": str(today + timedelta(days=60)),
                                         "last_day": str(today + timedelta(days=61))},
                  expect=201)  # fmt: skip
    a.get("/api/me/vacations/")
    a.get("/api/me/vacation-days/")
    a.call("DELETE", f"/api/me/vacations/{away['id']}/", expect=204)
    hook = a.post("/api/me/webhooks/", {"url": "https://93.184.215.14/hook"}, expect=201)
    a.get("/api/me/webhooks/")
    a.call("DELETE", f"/api/me/webhooks/{hook['id']}/", expect=204)
    # An organiser's webhooks of a tournament or league season, by its stream id.
    event, _ = streams.create("test-cup", lambda c: c.add("Created", {
        "title": "Cup", "path": "/tournaments/1/", "organiser": alice.pk, "kind": "nim",
        "seed_sha256": "0" * 64}))  # fmt: skip
    hooks = f"/api/streams/{event.pk}/webhooks/"
    hook = a.post(hooks, {"url": "https://93.184.215.14/hook", "format": "discord"}, expect=201)
    assert a.get(hooks)[0]["format"] == "discord"
    b.get(hooks, expect=403)
    a.call("DELETE", f"{hooks}{hook['id']}/", expect=204)

    # Ratings: a rated game played to the end, the leaderboard, a player's ratings and history.
    play_out(started_table("nim", [alice, bob], options={"pledges": False, "pile": 5}))
    assert anyone.get("/api/kinds/nim/leaderboard/?limit=5")["rows"]
    assert anyone.get(f"/api/players/{alice.pk}/ratings/")["ratings"]
    assert anyone.get(f"/api/players/{alice.pk}/ratings/nim/history/?after=0&limit=5")["points"]
    league_flow(a, [b, c], anyone)  # leagues and their seasons

    # Tournaments: from creation to the standings, every tournament operation once.
    dora, eve, frank = (make_user(django_user_model, n) for n in ("Dora", "Eve", "Frank"))
    d, f = (Checked(client_for(u), seen) for u in (dora, frank))
    ids = {u.profile.display_name: u.pk for u in (alice, bob, carol, dora, eve, frank)}
    tournament_flow(a, [b, c, d, f], anyone, ids)
    ladder_flow(a, [b, c, d], anyone)

    operations = {(m.upper(), p) for p, ops in schema()["paths"].items() for m in ops}
    assert operations - seen == set(), "operations no flow above answered with success"


def test_refusals_answer_what_the_schema_says(as_alice):
    seen: set[tuple[str, str]] = set()
    a = Checked(as_alice, seen)
    a.get("/api/games/?limit=0", expect=400)
    a.get("/api/players/999999/games/export/", expect=404)
    a.get(f"/api/players/{a.get('/api/me/')['id']}/games/export/?since=soon", expect=400)
    a.get("/api/games/999999/", expect=404)
    assert a.post("/api/games/", {"kind": "nim"}, expect=400)["fields"]["seats"]
    a.post("/api/games/999999/act/", {"version": 0}, expect=404)
    game = a.post("/api/games/", {"kind": "nim", "seats": 2}, expect=201)
    a.post(f"/api/games/{game['id']}/bots/")  # the bot's seat fills the table: it starts
    assert a.post(f"/api/games/{game['id']}/leave/", expect=400)["code"] == "illegal"
    Checked(APIClient(), seen).get("/api/me/", expect=401)
    a.get("/api/kinds/chess/leaderboard/", expect=404)
    a.get("/api/players/999999/ratings/", expect=404)
    a.get("/api/kinds/nim/leaderboard/?after=x", expect=400)
