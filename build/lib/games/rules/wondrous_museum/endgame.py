"""When the game ends (rulebook "Game End") and what each museum scores ("Final Scoring").

The end is triggered by a museum of 10 cards (Gate included, tucked scrolls not) or by
admiration tokens worth 20. It is checked at the end of every turn (ruling R5); the round
is completed, then one more round is played. Final rating = base ratings of the cards
(the Gate's too: it is 0 except the solo upgraded Gates) + token values + the end-of-game
score effects (on special exhibits). Ties: fewer exhibits wins, else shared.
"""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.card_set import END_RATING, MUSEUM_CARDS, card
from games.rules.wondrous_museum.effects.amounts import evaluate
from games.rules.wondrous_museum.state import exhibits
from games.rules.wondrous_museum.values import token_value, worth


def end_reasons(row: list[dict[str, Any]]) -> list[str]:
    """Why this museum triggers the end of a multiplayer game (empty: it does not)."""
    out = []
    if len(row) >= MUSEUM_CARDS:
        out.append(f"{MUSEUM_CARDS} cards in the museum")
    if worth(row) >= END_RATING:
        out.append(f"admiration tokens worth {END_RATING}")
    return out


def museum_score(row: list[dict[str, Any]]) -> dict[str, Any]:
    """The three Final Scoring categories, their total and the exhibit count (tie-break),
    with a line per card a player can check."""
    lines = []
    base = tokens = special = 0
    for i, e in enumerate(row):
        c = card(e["id"])
        value = token_value(row, i)
        extra = 0
        for block in c["effects"]:
            if block["when"] != "end_of_game":
                continue
            for step in block["do"]:
                if step["op"] == "score":
                    extra += evaluate(step["amount"], row, i)
        base += c["base_rating"]
        tokens += e["tokens"] * value
        special += extra
        lines.append(
            {
                "card": e["id"],
                "name": c["name"],
                "base_rating": c["base_rating"],
                "tokens": e["tokens"],
                "token_value": value,
                "token_rating": e["tokens"] * value,
                "end_of_game_bonus": extra,
                "scroll": e["scroll"],
            }
        )
    return {
        "exhibit_ratings": base,
        "admiration_tokens": tokens,
        "special_effects": special,
        "total": base + tokens + special,
        "exhibits": len(exhibits(row)),
        "cards": lines,
    }
