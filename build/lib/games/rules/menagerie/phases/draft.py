"""The opening draft: each player keeps one of two Benefactors and one of two Showcases.

Rulebook, Setup: "Shuffle the Benefactor cards and give two to each player. Shuffle the
Showcase cards and give two to each player. Before the game begins, choose one of each to
keep." Ruling R15: everyone chooses at once and in secret; the kept cards are revealed when
all have chosen (Showcases stay hidden with that option). Unchosen cards go back to the box
and are never shown to anyone else.
"""

from __future__ import annotations

from typing import Any

from games.engine import Option
from games.rules.menagerie.cards import BENEFACTORS, SHOWCASES
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.options import showcases_hidden
from games.rules.menagerie.state import State

BENEFACTOR, SHOWCASE = "benefactor", "showcase"


def pending(state: State, seat: int) -> str | None:
    """Which card kind ``seat`` still has to choose (Benefactor first), or None."""
    if state["phase"] != "draft":
        return None
    player = state["players"][seat]
    if player["benefactor"] is None and len(player["offered_benefactors"]) > 1:
        return BENEFACTOR
    if player["showcase"] is None and len(player["offered_showcases"]) > 1:
        return SHOWCASE
    return None


def card_text(kind: str, card_id: str) -> tuple[str, str]:
    card = BENEFACTORS[card_id] if kind == BENEFACTOR else SHOWCASES[card_id]
    return card.name, card.text


def options(state: State, seat: int, kind: str) -> list[Option]:
    """The two offered cards of ``kind``, in the order they were dealt."""
    offered = state["players"][seat][f"offered_{kind}s"]
    return [Option(card, "{}: {}".format(*card_text(kind, card))) for card in offered]


def choose(chain: Chain, seat: int, kind: str, card: str) -> None:
    """Record a secret choice; reveal everything once the last seat has chosen."""
    event = "BenefactorChosen" if kind == BENEFACTOR else "ShowcaseChosen"
    chain.emit(event, {"seat": seat}, secret={"card": card}, secret_to=(seat,), actor=seat)


def everyone_chose(state: State) -> bool:
    return all(pending(state, seat) is None for seat in range(state["seats"]))


def reveal(chain: Chain) -> None:
    """Turn the kept cards face up (Showcases only without the hidden option)."""
    state = chain.state
    players = state["players"]
    data: dict[str, Any] = {
        "benefactors": {str(s): p["benefactor"] for s, p in enumerate(players)},
    }
    if showcases_hidden(state["options"]):
        data["showcases_hidden"] = True
    else:
        data["showcases"] = {str(s): p["showcase"] for s, p in enumerate(players)}
    chain.emit("CardsRevealed", data)
