"""A tournament through the API from creation to its standings, with every tournament
operation once: used by the schema check (tests/api/test_responses_match_schema.py) and by
tests/api/test_tournaments.py."""

from __future__ import annotations

from leagues.tournaments import autoplay


def tournament_flow(organiser, players: list, anyone, ids: dict) -> dict:
    """``organiser``/``players``/``anyone``: API clients with ``get``/``post`` taking
    ``expect``; ``ids``: user ids by name (Alice organises; Bob, Carol, Dora, Frank play,
    Eve replaces Dora)."""
    made = organiser.post("/api/tournaments/", {
        "title": "Nim Cup", "kind": "nim", "table_size": 2, "format": "swiss", "rounds": 2,
        "placement": [1, 0], "bye": 1,
    }, expect=201)  # fmt: skip
    path = f"/api/tournaments/{made['id']}"
    for player in players:
        player.post(f"{path}/register/")
    assert anyone.get("/api/tournaments/?status=registration&limit=5")["tournaments"]
    organiser.post(f"{path}/remove/", {"player": ids["Carol"]})
    organiser.post(f"{path}/start/")
    organiser.post(f"{path}/replace/", {"player": ids["Dora"], "replacement": ids["Eve"]})
    rounds = anyone.get(f"{path}/pairings/?after=0&limit=5")["rounds"]
    first = rounds[0]["tables"][0]
    order = [[p["user"]] for p in first["players"]]
    organiser.post(f"{path}/adjudicate/", {"game": first["game"], "order": order,
                                           "reason": "Agreed result"})  # fmt: skip
    players[0].post(f"{path}/withdraw/")
    autoplay.play_tournament(made["id"])
    anyone.get(f"{path}/standings/?limit=10")
    anyone.get(f"{path}/games/?limit=10")
    organiser.get(f"{path}/games/export/")
    return anyone.get(f"{path}/")


def ladder_flow(organiser, players: list, anyone) -> dict:
    """A ladder through the API: the players register, the organiser starts it, the last
    player challenges the nearest player above, the organiser closes challenges, and the
    ladder finishes with that game."""
    made = organiser.post("/api/tournaments/", {
        "title": "Nim Ladder", "kind": "nim", "table_size": 2, "format": "ladder", "reach": 2,
    }, expect=201)  # fmt: skip
    path = f"/api/tournaments/{made['id']}"
    for player in players:
        player.post(f"{path}/register/")
    organiser.post(f"{path}/start/")
    nearest = players[-1].get(f"{path}/")["may_challenge"][0]
    issued = players[-1].post(f"{path}/challenges/", {"defenders": [nearest["user"]]},
                              expect=201)  # fmt: skip
    anyone.get(f"{path}/challenges/?after=0&limit=5")
    organiser.post(f"{path}/close-challenges/")
    autoplay.play_game(issued["game"])
    return anyone.get(f"{path}/")
