"""Plain-English wording of selectors, for option labels, e-mails and screen readers."""

from __future__ import annotations

from typing import Any

from games.rules.wondrous_museum.effects.selectors import pick_mode


def _filters(sel: dict[str, Any]) -> str:
    bits = []
    if "flag" in sel:
        bits.append(sel["flag"])
    if "type" in sel:
        t = sel["type"]
        bits.append("same-type" if t == "same_as_self" else "named-type" if t == "chosen" else t)
    return " ".join(bits)


def _extras(sel: dict[str, Any]) -> str:
    bits = []
    if "rune" in sel:
        r = sel["rune"]
        if r == "activating":
            bits.append("with the rune that activated this exhibit")
        elif r == "chosen":
            bits.append("with a rune colour you name")
        else:
            bits.append(f"with the {r} rune")
    if "name_contains" in sel:
        bits.append(f"named '{sel['name_contains']}'")
    if sel.get("has_tokens"):
        bits.append("holding tokens")
    if sel.get("most_tokens"):
        bits.append("holding the most tokens")
    return (" " + ", ".join(bits)) if bits else ""


def describe_selector(sel: dict[str, Any]) -> str:
    """'this exhibit', 'each card next to this exhibit', 'one exhibit in 1 other player's
    museum'..."""
    at = sel.get("at", "self")
    mode, n = pick_mode(sel)
    noun = "exhibit" if (sel.get("exclude_gate") or "flag" in sel or "type" in sel) else "card"
    kind = _filters(sel)
    noun = f"{kind} {noun}".strip()
    extras = _extras(sel)
    museum = sel.get("museum", "own")
    if museum != "own":
        scope = (
            "each other player's museum"
            if museum == "all_others"
            else "1 other player's museum"
            if museum["others"] == 1
            else f"up to {museum['others']} other players' museums"
        )
        how = "each" if mode == "each" else f"up to {n}" if mode == "up_to" else "one"
        who = " (its owner chooses)" if sel.get("chosen_by") == "owner" else ""
        return f"{how} {noun}{extras} in {scope}{who}"
    if at == "self":
        return "this exhibit"
    if at == "gate":
        return "your Gate"
    if at == "host":
        return "the exhibit it is tucked beneath"
    how = "each" if mode == "each" else f"up to {n}" if mode == "up_to" else "one"
    other = " other" if sel.get("exclude_self") else ""
    if at == "left":
        return f"the {noun}{extras} on the left of this exhibit"
    if at == "right":
        return f"the {noun}{extras} on the right of this exhibit"
    if at == "adjacent":
        return f"{how} {noun}{extras} next to this exhibit"
    if at == "within":
        side = {"left": "to the left", "right": "to the right", "both": "on either side"}
        return f"{how} {noun}{extras} within {sel['n']} cards {side[sel['dir']]}"
    plural = "s" if how != "one" else ""
    return (
        f"{how} of your{other} {noun}s{extras}" if plural else f"one of your{other} {noun}s{extras}"
    )
