"""Hidden information never leaves through ``view`` or ``describe``: the deck order, the
cards a player was offered but did not keep, kept cards before the reveal, and hidden
Showcases until the end (Rulebook, Setup; R15)."""

from __future__ import annotations

import json

import pytest

from games.engine import Rng
from games.engine.bot import bot_answer
from games.engine.events import redact
from games.engine.table import play_to_end
from games.rules.menagerie import RULES
from games.rules.menagerie.cards import BENEFACTORS, INSECTS, SHOWCASES
from games.rules.menagerie.options import showcases_hidden

from .helpers import ALICE, BOB, choose, new_game, view_json


def _words(card_id: str) -> set[str]:
    if card_id in INSECTS:
        return {card_id, INSECTS[card_id].name}
    card = BENEFACTORS.get(card_id) or SHOWCASES[card_id]
    return {card_id, card.name, card.text}


def secrets_kept_from(state, seat) -> set[str]:
    """Every id, name or card text ``seat`` must not find in its view."""
    out: set[str] = set()
    for card in state["deck"]:
        out |= _words(card)
    over = state["phase"] == "over"
    for owner, player in enumerate(state["players"]):
        if owner == seat:
            continue
        for kind in ("benefactor", "showcase"):
            kept = player[kind]
            for offered in player[f"offered_{kind}s"]:
                if offered != kept:
                    out |= _words(offered)  # back in the box, seen by its owner only
            if kept is None or over:
                continue
            hidden = not state["revealed"] or (
                kind == "showcase" and showcases_hidden(state["options"])
            )
            if hidden:
                out |= _words(kept)
    return out


def _without_visible_names(text: str, hidden: set[str]) -> str:
    """Blank out visible insect names, so a hidden "Stag Beetle" is not found inside a
    visible "Rainbow Stag Beetle"."""
    visible = sorted((i.name for i in INSECTS.values() if i.name not in hidden), key=len)
    for name in reversed(visible):
        text = text.replace(name, "#")
    return text


def assert_nothing_leaks(state):
    for seat in [None, *range(state["seats"])]:
        hidden = secrets_kept_from(state, seat)
        shown = view_json(state, seat) + RULES.describe(state, seat)
        shown = _without_visible_names(shown, hidden)
        leaked = sorted(w for w in hidden if w in shown)
        assert not leaked, f"seat {seat} can see {leaked[:5]}"


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("hidden", [False, True])
def test_no_view_ever_shows_another_seats_secrets_during_random_games(seats, hidden):
    rng = Rng(f"leak-{seats}-{hidden}")
    moments = []

    def check(state, event):
        if len(moments) % 7 == 0:
            assert_nothing_leaks(state)
        moments.append(event.type)

    for i in range(3):
        play_to_end(
            RULES,
            seats,
            {"hidden_showcases": hidden},
            f"leak-{seats}-{hidden}-{i}",
            choose=lambda s, seat: bot_answer(RULES, s, seat, rng),
            check=check,
        )
    assert len(moments) > 50


def test_during_the_draft_a_player_sees_their_own_offer_and_nobody_elses():
    state, _ = new_game(2, seed="draft-view")
    mine = state["players"][ALICE]["offered_benefactors"]
    theirs = state["players"][BOB]["offered_benefactors"]
    alice = json.loads(view_json(state, ALICE))
    offered = [c["id"] for c in alice["players"][ALICE]["offered"]["benefactors"]]
    assert offered == mine
    assert "offered" not in alice["players"][BOB]
    assert not any(c in view_json(state, ALICE) for c in theirs)
    assert_nothing_leaks(state)


def test_a_kept_card_stays_secret_until_everyone_has_chosen():
    state, _ = new_game(2, seed="keep")
    keep = state["players"][ALICE]["offered_benefactors"][0]
    state, _ = choose(state, keep, seat=ALICE)
    assert json.loads(view_json(state, ALICE))["players"][ALICE]["benefactor"]["id"] == keep
    assert json.loads(view_json(state, BOB))["players"][ALICE]["benefactor"] is None
    assert json.loads(view_json(state, BOB))["players"][ALICE]["choosing"] is True
    assert_nothing_leaks(state)


def test_hidden_showcases_show_only_to_their_owner_until_the_end():
    state, _ = new_game(
        2, seed="hid", benefactors="dealt", showcases="dealt", hidden_showcases=True
    )
    own = state["players"][ALICE]["showcase"]
    alice = json.loads(view_json(state, ALICE))
    bob = json.loads(view_json(state, BOB))
    assert alice["players"][ALICE]["showcase"]["id"] == own
    assert bob["players"][ALICE]["showcase"] is None
    assert bob["players"][ALICE]["showcase_hidden"] is True
    assert bob["players"][ALICE]["benefactor"] is not None
    assert bob["players"][ALICE]["score_so_far"]["showcase_card"] is None
    over = dict(state, phase="over", turn=None, end_reason="terrariums full")
    assert json.loads(view_json(over, BOB))["players"][ALICE]["showcase"]["id"] == own


def test_secret_event_parts_reach_only_their_seat_until_the_game_ends():
    _, events = new_game(3, seed="redact")
    for event in events:
        for seat in (None, 0, 1, 2):
            shown = redact(event.to_json(), seat, finished=False)
            if event.type == "DeckShuffled":
                assert "secret" not in shown
            if event.type == "CardsDealt":
                assert ("secret" in shown) == (seat == event.data["seat"])
        if event.secret:
            assert "secret" in redact(event.to_json(), None, finished=True)
