"""``describe``: the seat's view as plain English, for an email or a screen reader.

Built only from ``view`` (so it can never say more than the view may), one short paragraph
per topic: the turn, your hand, the other players, trading, the collections up for bid, the
bids or auction, the museums, and the scoring.
"""

from __future__ import annotations

from typing import Any

from games.rules.fine_arts.state import seat_name, seats_text


def _labels(cards: list[dict[str, Any]] | None) -> str:
    return ", ".join(c["label"] for c in cards or []) or "none"


def describe_view(v: dict[str, Any], seat: int | None) -> str:
    """The text of ``v``, the view ``view.view`` gave ``seat``."""
    lines = [
        f"Museum of Fine Arts, turn {v['turn']} of {v['turns']}: {v['phase_label']}. "
        f"Scoring happens on turns 6, 8 and 10. Bidding: "
        f"{'live auction' if v['bidding_mode'] == 'live' else 'sealed bids'}."
    ]
    if v["waiting_for"]:
        lines.append(f"Waiting for {seats_text(v['waiting_for'])}.")
    if v["my_hand"] is not None:
        lines.append(f"Your revenue cards: {_labels(v['my_hand'])}.")
    for p in v["players"]:
        who = seat_name(p["seat"])
        hand = (
            f"holds {_labels(p['hand'])}"
            if p["hand"] is not None and p["seat"] != v["seat"]
            else f"holds {p['hand_count']} revenue cards"
        )
        museum = p["museum"]
        owned = ", ".join(c["label"] for c in museum["collections"]) or "no collections yet"
        lines.append(
            f"{who}: {p['points']} points; {hand}; museum: {owned} (total rank {museum['rank']})."
        )
    lines += _trading(v)
    rv = v["reveal"]
    if rv and rv["trades"]:
        for t in rv["trades"]:
            lines.append(
                f"Trade: {seat_name(t['from'])} gave {_labels(t['gave'])} to "
                f"{seat_name(t['to'])} for {_labels(t['got'])}."
            )
    if v["display"]:
        lines.append("Up for bid: " + "; ".join(c["label"] for c in v["display"]) + ".")
    lines += _bids(v)
    lines += _keep(v)
    lines += [_award(a) for a in v["awards"]]
    last = v["last_bidding"]
    if last and not v["awards"] and v["phase"] not in ("bidding", "auction", "over"):
        lines.append(f"Last turn's bidding (turn {last['turn']}):")
        lines += ["  " + _award(a) for a in last["awards"]]
    for scoring in v["scorings"]:
        lines.append(f"Scoring on turn {scoring['turn']}:")
        for c in scoring["contests"]:
            won = seats_text(c["winners"]) if c["winners"] else "nobody"
            lines.append(f"  {c['name']}: best {c['best']}, point to {won}.")
        gained = ", ".join(
            f"{seat_name(s)} +{p} (total {t})"
            for s, (p, t) in enumerate(zip(scoring["points"], scoring["totals"], strict=True))
        )
        lines.append(f"  Points: {gained}.")
    if v["winners"] is not None:
        winners = v["winners"]
        who = "Shared win" if len(winners) > 1 else "Winner"
        lines.append(f"Game over. {who}: {seats_text(winners)}.")
    return "\n".join(lines)


def _award(a: dict[str, Any]) -> str:
    name = a["collection"]["label"]
    if a["seat"] is None:
        return f"{name}: no bids, discarded."
    flip = (
        f" after a coin flip between {seats_text(a['coin_flip']['between'])}"
        if a["coin_flip"]
        else ""
    )
    return f"{name} won by {seat_name(a['seat'])} for {a['total']}{flip}."


def _keep(v: dict[str, Any]) -> list[str]:
    keep = v["keep"]
    if keep is None:
        return []
    lines = []
    waiting = [s for s in keep["must_choose"] if s not in keep["chosen"]]
    if waiting:
        lines.append(f"Choosing which duplicate cards to keep: {seats_text(waiting)}.")
    if keep["my_choice"] is not None:
        lines.append(f"You keep: {_labels(keep['my_choice'])}.")
    return lines


def _trading(v: dict[str, Any]) -> list[str]:
    tr = v["trading"]
    if tr is None:
        return []
    lines = []
    done = [s for s, d in enumerate(tr["done"]) if d]
    if done:
        lines.append(f"Done trading: {seats_text(done)}.")
    for o in tr["offers_to_me"]:
        lines.append(f"Offer {o['id']} to you: {o['text']}.")
    for o in tr["my_offers"]:
        lines.append(f"Your open offer {o['id']}: {o['text']}.")
    for t in tr["completed"]:
        if "gave" in t:
            lines.append(
                f"Trade: {seat_name(t['from'])} gave {_labels(t['gave'])}, "
                f"{seat_name(t['to'])} gave {_labels(t['got'])}."
            )
        else:
            lines.append(
                f"Trade: {seat_name(t['from'])} gave {t['gave_count']} card(s) to "
                f"{seat_name(t['to'])} for {t['got_count']}."
            )
    lines += [f"Note: {note}" for note in tr["notes"]]
    return lines


def _bids(v: dict[str, Any]) -> list[str]:
    bids = v["bids"]
    lines = []
    if bids and bids["revealed"]:
        for s, bid in enumerate(bids["bids"]):
            parts = [f"{b['total']} on {b['collection']['name']}" for b in bid]
            lines.append(f"{seat_name(s)} bid " + ("; ".join(parts) or "nothing") + ".")
    elif bids:
        if bids["mine"] is not None:
            parts = [f"{_labels(b['cards'])} on {b['collection']['name']}" for b in bids["mine"]]
            lines.append("Your sealed bid: " + ("; ".join(parts) or "nothing") + ".")
        lines.append(f"Sealed bids in from: {seats_text(bids['submitted'])}.")
    auction = v["auction"]
    if auction:
        high = auction["high"]
        standing = (
            f"high bid {high['total']} ({_labels(high['cards'])}) by {seat_name(high['seat'])}"
            if high
            else "no bid yet"
        )
        lines.append(f"Auction of {auction['collection']['label']}: {standing}.")
    return lines
