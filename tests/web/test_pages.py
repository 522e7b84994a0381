"""The page shells and the rulebooks, without a browser."""

from __future__ import annotations

import re
from html import unescape

import pytest

from web import rulebook
from web.tables import table_modules

pytestmark = pytest.mark.django_db


def words(text: str) -> list[str]:
    return re.findall(r"[\w'’]+", text)


def test_the_home_page_shows_the_four_games_with_players_summary_and_full_rules(client):
    page = client.get("/").content.decode()
    books = rulebook.rulebooks()
    for book in books.values():
        assert book.name in page and book.players in page
        assert unescape(str(book.summary)) in unescape(page)
    assert "Reply with the number" in page  # how play by email works
    assert page.count('<details class="rulebook">') == len(books) >= 4


@pytest.mark.parametrize("slug", sorted(rulebook.rulebooks()))
def test_a_rulebook_page_carries_every_word_of_the_rulebook_in_order(client, slug):
    response = client.get(f"/rules/{slug}/")
    assert response.status_code == 200
    html = response.content.decode()
    body = html[html.index('<div class="rules-text">') :]
    shown = words(unescape(re.sub(r"<[^>]+>", " ", body)))
    source = [line for line in rulebook.source(slug).splitlines() if not line.startswith("# ")]
    # Markup is not text: headings' #, bullets, table bars, and list numbers (drawn by <ol>).
    expected = words(re.sub(r"^\s*(#+|-|\||\d+\.)\s|\|", " ", "\n".join(source), flags=re.M))
    assert shown[: len(expected)] == expected


def test_rulebook_text_is_escaped_and_an_unknown_rulebook_is_404(client):
    assert "<script" not in str(rulebook.render("fine-arts").html)
    assert client.get("/rules/chess/").status_code == 404


def test_pages_for_players_ask_visitors_to_log_in(client):
    for path in ("/lobby/", "/games/", "/settings/"):
        response = client.get(path)
        assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_a_table_page_is_a_shell_that_names_its_modules(client, alice):
    client.force_login(alice)
    page = client.get("/games/12345/").content.decode()
    assert 'data-game-id="12345"' in page and f'data-user-id="{alice.pk}"' in page
    assert "web/js/pages/table.js" in page and 'id="table-modules"' in page
    assert client.get("/games/12345/replay/").status_code == 200


def test_each_installed_game_with_a_table_module_is_listed_and_others_use_the_generic_one():
    modules = table_modules()
    assert "nim" in modules  # the test game ships its own (tests/support/nim/table.js)
    for slug, url in modules.items():
        assert url.endswith(f"web/tables/{slug}.js")


def test_the_sign_up_page_uses_the_sites_layout(client):
    page = client.get("/accounts/signup/").content.decode()
    assert 'class="site-header"' in page and 'class="card narrow auth"' in page
