"""Nim's own table module (tests/support/nim/table.js) is what draws a Nim table in the
browser: the plug-in's file, found where every game's table is served."""

from __future__ import annotations

import pytest

from games import services
from tests.web.conftest import browse, browser  # noqa: F401  (the browser fixtures)

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


def test_a_nim_table_is_drawn_by_nims_own_module(browse, alice, bob):  # noqa: F811
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pile": 9, "pledges": False})  # fmt: skip
    services.game_join(user=bob, game_id=game.pk)
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#board .nim-pile")).to_have_attribute("aria-label", "9 stones in the pile")
    expect(page.locator("#board")).to_contain_text("●" * 9)
