"""SQL statements per move, counted in this process through the real API view: one
command alone, then with the bot's reply and the email done eagerly; and the floor."""

from __future__ import annotations

from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from accounts.services import token_create
from benchmarks.store_figures import bench_user
from config.celery import app as celery_app

MOVES = 20


def _client(user) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token_create(user=user, name='q')[1]}")
    return client


def _count_moves(client: APIClient, seats: int) -> float:
    made, counted = 0, 0
    game = client.post("/api/games/", {"kind": "menagerie", "seats": seats, "bots": seats - 1},
                       format="json").json()  # fmt: skip
    state = client.get(f"/api/games/{game['id']}/state/").json()
    while made < MOVES and state.get("prompt"):
        p = state["prompt"]
        body = {"version": state["version"],
                "choices": [o["id"] for o in p["options"][: max(p.get("min", 1), 1)]]}  # fmt: skip
        with CaptureQueriesContext(connection) as seen:
            response = client.post(f"/api/games/{game['id']}/act/", body, format="json")
        state = response.json()
        made, counted = made + 1, counted + len(seen)
    return counted / max(made, 1)


def per_move() -> dict[str, float]:
    user = bench_user("counting")
    client = _client(user)
    client.get("/api/me/")  # the token's "last used" minute is written once, here
    plain = _count_moves(client, 1)
    celery_app.conf.task_always_eager = True
    try:
        eager = _count_moves(client, 2)
    finally:
        celery_app.conf.task_always_eager = False
    with CaptureQueriesContext(connection) as seen:
        client.post("/bench/floor/", {"choices": ["1"]}, format="json")
    return {"move": plain, "move_eager": eager, "floor": len(seen)}
