"""A bot that plays through the REST API only: it reads its seat's state and prompt over
HTTP and answers over HTTP, like any third-party client.

To pick a legal answer it asks the engine's random-legal bot, fed with the seat's prompt;
everything it sends still goes through the API's validation, version checks and redaction.
"""

from __future__ import annotations

from games.engine import get_kind
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.models import Game
from games.replay import load_state


def legal_answer(game_id: int, seat: int, salt: str):
    game = Game.objects.get(pk=game_id)
    rules = get_kind(game.kind)
    return bot_answer(rules, load_state(game, rules), seat, Rng(f"api-bot:{salt}"))


def play_to_the_end(clients: dict[int, object], game_id: int, limit: int = 20_000) -> dict:
    """Answer every prompt of the seats in ``clients`` until the game is over.

    Returns the final state as seat 0's client sees it. Fails loudly on any refusal.
    """
    for step in range(limit):
        any_client = next(iter(clients.values()))
        summary = any_client.get(f"/api/games/{game_id}/").json()
        if summary["status"] != "active":
            return any_client.get(f"/api/games/{game_id}/state/").json()
        seat = next(s for s in summary["to_act"] if s in clients)
        client = clients[seat]
        st = client.get(f"/api/games/{game_id}/state/").json()
        assert st["prompt"] is not None and st["prompt"]["seat"] == seat, st
        answer = legal_answer(game_id, seat, f"{game_id}:{step}")
        body = {"version": st["version"], "prompt": st["prompt"]["id"]}
        body.update({"text": answer.text} if answer.text is not None else
                    {"choices": list(answer.choices)})  # fmt: skip
        response = client.post(f"/api/games/{game_id}/act/", body, format="json")
        assert response.status_code == 200, (response.status_code, response.json(), st["prompt"])
    raise AssertionError(f"game {game_id} did not end in {limit} answers")


def nim_over_the_api(first, second) -> tuple[int, object, dict]:
    """A two-player Nim without pledges, made and joined over the API by the clients
    ``first`` and ``second``: (its id, the client asked first, that client's state)."""
    game = first.post("/api/games/", {"kind": "nim", "seats": 2,
                                      "options": {"pledges": False}}, format="json").json()  # fmt: skip
    second.post(f"/api/games/{game['id']}/join/")
    mover, state = next((c, s) for c in (first, second)
                        if (s := c.get(f"/api/games/{game['id']}/state/").json())["prompt"])  # fmt: skip
    return game["id"], mover, state
