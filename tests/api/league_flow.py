"""A league through the API, from creation to a season's games, for the schema test (every
operation answers what the schema says) and the leagues' own API tests."""

from __future__ import annotations

from typing import Any

from tests.leagues.seasons.play import play_game


def league_flow(organiser: Any, players: list[Any], anyone: Any) -> dict:
    """``organiser``, ``players`` and ``anyone`` (no login) are checked clients with
    ``get``/``post``/``call``. Returns the started season's detail."""
    league = organiser.post("/api/leagues/", {
        "name": "Museum League", "kind": "nim", "table_size": 2, "division_size": 4,
        "options": {"pile": 5, "pledges": False}}, expect=201)  # fmt: skip
    path = f"/api/leagues/{league['id']}"
    anyone.get("/api/leagues/")
    anyone.get(f"{path}/")
    for player in players:
        player.post(f"{path}/join/", {})
    season = organiser.post(f"{path}/seasons/", expect=201)
    anyone.get(f"{path}/seasons/")
    anyone.get(f"{path}/seasons/1/")
    anyone.get(f"{path}/seasons/1/games/")
    # The bulk export: the finished games of the season its player may see, one a line.
    game = season["divisions"][0]["matchdays"][0]["tables"][0]
    play_game(game["game"])
    assert [d["id"] for d in players[0].get(f"{path}/seasons/1/games/export/")] == [game["game"]]
    players[-1].post(f"{path}/leave/")
    return season
