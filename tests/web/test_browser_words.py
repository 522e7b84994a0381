"""The words on the table: players named as the API names them (never a seat read the
wrong way or a seat number), and a game log whose every entry has words, shown whole."""

from __future__ import annotations

import re

import pytest

from games import selectors, services
from games.engine import all_kinds, get_kind
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.models import Game
from games.replay import load_state
from tests.web.test_browser_tables import ids, play_on

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)

RAW = re.compile(r"\b(?:Seat|Player) \d+\b|\{seat:|undefined|NaN|\[object")
INSTALLED = {k.slug for k in all_kinds()}


def list_words(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def test_fine_arts_names_who_is_done_trading(browse, alice, bob):
    """Alice is done trading, Bob is not: the table names the players that are done."""
    if "fine-arts" not in INSTALLED:
        pytest.skip("fine-arts is not installed")
    game = services.game_create(user=alice, kind="fine-arts", seats=3, bots=1)  # Babbage
    services.game_join(user=bob, game_id=game.pk)
    rng = Rng("done-trading")
    for _ in range(20):  # Alice and Bob discard until trading opens (bots answer at once)
        game = Game.objects.get(pk=game.pk)
        state = load_state(game, get_kind(game.kind))
        prompts = get_kind(game.kind).prompts(state)
        if 0 in prompts and "done" in ids(prompts[0]):
            break
        seat = 0 if 0 in prompts else 2
        answer = bot_answer(get_kind(game.kind), state, seat, rng)
        services.game_act(user=alice if seat == 0 else bob, game_id=game.pk,
                          version=game.version, choices=answer.choices)  # fmt: skip
    services.game_act(user=alice, game_id=game.pk, version=game.version, choices=("done",))
    game = Game.objects.get(pk=game.pk)
    view = selectors.game_state(user=alice, game=game)["view"]
    done = [s for s, finished in enumerate(view["trading"]["done"]) if finished]
    assert 0 in done and 2 not in done  # Alice is done, Bob (seat 3) is still trading
    names = {s.number: s.name for s in game.seats.all()}
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/")
    expect(page.locator("#trading-done")).to_have_text(
        f"Done trading: {list_words([names[s] for s in done])}."
    )
    assert "Bob" not in page.locator("#trading-done").inner_text()
    # The table in words says the same, with "you" for Alice.
    words = page.locator(".words-text").text_content()
    assert re.search(r"Done trading: you\b", words), words
    assert not RAW.search(page.locator("#board").inner_text() + words)


@pytest.mark.parametrize("kind", ["fine-arts", "menagerie", "muse-renaissance", "wondrous-museum"])
def test_every_log_entry_has_words_and_the_log_shows_whole_entries(kind, browse, alice, bob):
    if kind not in INSTALLED:
        pytest.skip(f"{kind} is not installed")
    game = services.game_create(user=alice, kind=kind, seats=2)
    services.game_join(user=bob, game_id=game.pk)
    play_on(game.pk, alice, 3)
    for path in (f"/games/{game.pk}/", f"/games/{game.pk}/replay/"):
        page = browse.page(alice)
        page.goto(path)
        entries = page.locator(".log-list .log-entry")
        expect(entries.first).to_be_visible()
        words = page.locator(".log-list .log-words").all_inner_texts()
        assert len(words) == Game.objects.get(pk=game.pk).version
        for text in words:
            assert text.strip(), f"an entry without words on {path}"
            assert not RAW.search(text), f"{text!r} on {path}"
        assert any("Alice" in t or "Bob" in t for t in words)
        # The first entry in sight starts at the top of the log box: never a time shown
        # without its words.
        cut = page.evaluate("""() => {
            const box = document.querySelector('.log-scroll').getBoundingClientRect();
            const first = [...document.querySelectorAll('.log-list .log-entry')]
              .map((e) => e.getBoundingClientRect()).find((r) => r.bottom > box.top + 1);
            return first.top < box.top - 1 ? box.top - first.top : 0;
        }""")
        assert cut == 0, f"the top entry of the log on {path} is cut by {cut}px"
