"""Steps 6-7 and the game end: the solitaire Net, refilling the Field, passing the Key.

Rulebook, "Game End": "When one player fills all three of their terrariums (by placing 15
Insect cards), the game is almost over. Each other player takes one final turn, then the game
ends." Rulings R12 (deck out), R13 (game end), R14 (solitaire turn).
"""

from __future__ import annotations

from games.rules.menagerie.cards import FULL_COLLECTION, REFILL_ORDER, ROWS, SOLO_REMOVAL_LIMIT
from games.rules.menagerie.chain import Chain
from games.rules.menagerie.phases.turn import begin_turn
from games.rules.menagerie.scoring import score_player
from games.rules.menagerie.state import insect_count, is_solo

FULL, NET, DECK_OUT = "terrariums full", "net removals", "deck and Field empty"


def refill(chain: Chain) -> None:
    """Step 6 (R12): fill empty spaces in refill order from the top of the deck; with the
    deck empty the spaces stay empty."""
    state = chain.state
    deck = state["deck"]
    cards: dict[str, str] = {}
    for space in REFILL_ORDER:
        if state["field"][space] is None and len(cards) < len(deck):
            cards[space] = deck[len(cards)]
    if cards:
        chain.emit("FieldRefilled", {"cards": cards, "deck_left": len(deck) - len(cards)})


def _empty_net_row(chain: Chain) -> None:
    """R14: remove the insects left in the Net's row, then move the Net to the other row."""
    state = chain.state
    row = state["net_row"]
    spaces = [s for s in ROWS[row] if state["field"][s] is not None]
    cards = [state["field"][s] for s in spaces]
    chain.emit(
        "NetEmptied",
        {
            "row": row,
            "spaces": spaces,
            "cards": cards,
            "removed_total": len(state["removed"]) + len(cards),
        },
    )
    other = next(r for r in ROWS if r != row)
    chain.emit("NetMoved", {"row": other})


def end_game(chain: Chain, reason: str) -> None:
    """Score every seat and close the game. Showcases (hidden or not) are revealed."""
    players = chain.state["players"]
    chain.emit(
        "GameEnded",
        {
            "reason": reason,
            "showcases": {str(s): p["showcase"] for s, p in enumerate(players)},
            "scores": {str(s): score_player(p)["total"] for s, p in enumerate(players)},
        },
    )


def start_turn(chain: Chain, seat: int) -> None:
    """Begin ``seat``'s turn, unless the deck and Field are both empty (R12)."""
    state = chain.state
    if not state["deck"] and all(card is None for card in state["field"].values()):
        end_game(chain, DECK_OUT)
        return
    begin_turn(chain, seat)


def end_turn(chain: Chain) -> None:
    """Finish the active turn: Net (solitaire), refill, then the next turn or the end."""
    state = chain.state
    seat = state["turn"]["seat"]
    if is_solo(state):
        _empty_net_row(chain)
    refill(chain)
    chain.emit("TurnEnded", {"seat": seat, "turn": chain.state["turn"]["number"]})
    state = chain.state
    full = insect_count(state["players"][seat]) >= FULL_COLLECTION
    if is_solo(state):
        if full:
            end_game(chain, FULL)
        elif len(state["removed"]) >= SOLO_REMOVAL_LIMIT:
            end_game(chain, NET)
        else:
            start_turn(chain, seat)
        return
    seats = state["seats"]
    if state["triggered_by"] is None and full:
        others = [(seat + i) % seats for i in range(1, seats)]
        chain.emit("GameEndTriggered", {"seat": seat, "final_turns": others})
    final = chain.state["final_turns"]
    if final is not None and not final:
        end_game(chain, FULL)
    elif final is not None:
        start_turn(chain, final[0])
    else:
        start_turn(chain, (seat + 1) % seats)
