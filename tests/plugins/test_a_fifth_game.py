"""A game is one plug-in folder: Nim, the test game (``tests/support/nim/``), joins the four
games through the VITRINE_EXTRA_GAMES setting alone, and then is everywhere a game is: the
kinds list with its catalogue facts, the home page, its rulebook page, its own table module
at the table's URL, and games played to the end over the API."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.core.management import call_command
from django.templatetags.static import static
from django.test import Client

from games import kinds
from games.engine import plugin_for, register_package
from games.engine.registry import unregister
from tests.conftest import client_for, make_user
from tests.support.api_bot import play_to_the_end

pytestmark = pytest.mark.django_db
NIM = Path(__file__).resolve().parents[1] / "support" / "nim"
FOUR = ["fine-arts", "menagerie", "muse-renaissance", "wondrous-museum"]


@pytest.fixture
def four_games(settings):
    """An installation of the four games only; the suite's Nim comes back afterwards."""
    settings.VITRINE_EXTRA_GAMES = []
    unregister("nim")
    yield settings
    register_package(importlib.import_module("tests.support.nim"))


def kinds_listed(client) -> dict[str, dict]:
    return {k["slug"]: k for k in client.get("/api/kinds/").json()}


def test_nim_is_added_by_the_setting_alone_and_is_a_game_like_the_others(four_games, client):
    assert sorted(kinds_listed(client)) == FOUR
    assert client.get("/rules/nim/").status_code == 404
    assert finders.find("web/tables/nim.js") is None

    four_games.VITRINE_EXTRA_GAMES = ["tests.support.nim"]
    kinds.load()  # what the games app does when the installation starts...
    client = Client()  # ...before it serves anything (WhiteNoise lists static files then)

    nim = kinds_listed(client)["nim"]
    assert sorted(kinds_listed(client)) == sorted([*FOUR, "nim"])
    catalogue = plugin_for("nim").catalogue
    assert (nim["name"], nim["summary"]) == (catalogue.name, catalogue.summary)
    assert (nim["min_players"], nim["max_players"]) == (2, 4)

    home = client.get("/").content.decode()
    assert catalogue.name in home and catalogue.players in home and catalogue.about in home
    page = client.get("/rules/nim/").content.decode()
    assert "Whoever takes the last stone loses; everyone else wins." in page
    assert 'id="nim-the-sealed-pledge"' in page

    url = static("web/tables/nim.js")
    assert url == "/static/web/tables/nim.js"
    served = client.get(url)
    assert served.status_code == 200
    assert b"".join(served.streaming_content) == (NIM / "table.js").read_bytes()


def test_a_game_of_the_fifth_kind_is_created_and_played_to_the_end_over_the_api(
    django_user_model,
):
    users = [make_user(django_user_model, name) for name in ("Ada", "Brian", "Chloe")]
    clients = {seat: client_for(user) for seat, user in enumerate(users)}
    created = clients[0].post("/api/games/", {"kind": "nim", "seats": 3}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    for seat in (1, 2):
        assert clients[seat].post(f"/api/games/{gid}/join/").status_code == 200
    table = clients[0].get(f"/games/{gid}/")
    modules = json.loads(table.content.decode().split('id="table-modules"', 1)[1]
                         .split(">", 1)[1].split("</script>", 1)[0])  # fmt: skip
    assert modules["nim"] == "/static/web/tables/nim.js"
    final = play_to_the_end(clients, gid)
    assert final["status"] == "finished"
    assert "took the last stone" in final["result"]["summary"]


def test_collectstatic_with_the_manifest_storage_copies_each_games_table(settings, tmp_path):
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    call_command("collectstatic", interactive=False, verbosity=0)
    manifest = json.loads((tmp_path / "staticfiles.json").read_text())["paths"]
    for slug in [*FOUR, "nim"]:
        hashed = manifest[f"web/tables/{slug}.js"]
        assert (tmp_path / hashed).is_file() and (tmp_path / f"web/tables/{slug}.js").is_file()
    assert static("web/tables/nim.js") == f"/static/{manifest['web/tables/nim.js']}"
    assert (tmp_path / "web/tables/nim.js").read_bytes() == (NIM / "table.js").read_bytes()
