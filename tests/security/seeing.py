"""What a seat may see, worked out from the rules alone, and what a body shows.

The ground truth of hidden information is the rules' own: ``view(state, seat)``, the seat's
prompt, and the secret part of the events addressed to it (``secret_to``). Every road out
(API, email, webhook, calendar, web page) must show a seat no card beyond that. Card ids are
compared as whole tokens: ``grants-1`` is not found inside ``grants-10``.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from games.engine import Event, get_kind
from games.models import Event as EventRow
from games.models import Origin
from games.store import to_engine

# A card id is a run of letters, digits, '_' and '-'; a token is never cut inside one.
_TOKEN = re.compile(r"[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*")


@cache
def card_ids(kind: str) -> frozenset[str]:
    """Every card id of the box of ``kind`` (empty for games without cards)."""
    if kind == "fine-arts":
        from games.rules.fine_arts.cards import COLLECTION_IDS, REVENUE_IDS

        return frozenset(REVENUE_IDS) | frozenset(COLLECTION_IDS)
    if kind == "menagerie":
        from games.rules.menagerie.cards import BENEFACTORS, INSECTS, SHOWCASES

        return frozenset(INSECTS) | frozenset(BENEFACTORS) | frozenset(SHOWCASES)
    if kind == "muse-renaissance":
        from games.rules.muse_renaissance.cards import inspirations, masterpieces

        return frozenset(inspirations()) | frozenset(masterpieces())
    if kind == "wondrous-museum":
        from games.rules.wondrous_museum.card_set import CARDS

        return frozenset(CARDS)
    return frozenset()


@cache
def card_names(kind: str) -> dict[str, frozenset[str]]:
    """Each card name of ``kind`` as players read it, with the ids of the cards bearing it
    (two copies of a card share a name)."""
    names: dict[str, set[str]] = {}

    def add(name: str, card_id: str) -> None:
        names.setdefault(name, set()).add(card_id)

    if kind == "fine-arts":
        from games.rules.fine_arts.cards import COLLECTIONS, REVENUE

        for card_id, card in {**REVENUE, **COLLECTIONS}.items():
            add(card.label, card_id)
    elif kind == "menagerie":
        from games.rules.menagerie.cards import BENEFACTORS, INSECTS, SHOWCASES

        for card_id, card in {**INSECTS, **BENEFACTORS, **SHOWCASES}.items():
            add(card.name, card_id)
    elif kind == "muse-renaissance":
        from games.rules.muse_renaissance.cards import masterpieces

        # Inspiration titles are everyday words ("Year", "One Word") that masterpiece
        # descriptions use too; those cards are matched by id only.
        for card_id, card in masterpieces().items():
            add(card["title"], card_id)
    elif kind == "wondrous-museum":
        from games.rules.wondrous_museum.card_set import CARDS

        for card_id, card in CARDS.items():
            add(card["name"], card_id)
    return {name: frozenset(ids) for name, ids in names.items()}


@cache
def _name_pattern(kind: str) -> re.Pattern[str] | None:
    # Longest names first, so "Rainbow Stag Beetle" is read whole and never as "Stag Beetle".
    names = sorted(card_names(kind), key=len, reverse=True)
    if not names:
        return None
    return re.compile(r"(?<!\w)(" + "|".join(map(re.escape, names)) + r")(?!\w)")


def text_of(value: Any) -> str:
    """Readable text of a body: JSON with its non-ASCII kept, HTML entities decoded."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if not isinstance(value, str):
        value = json.dumps(value, ensure_ascii=False)
    # A calendar folds long lines (RFC 5545 3.1: CRLF and a space): unfold them, or a fold
    # inside "Restricted Gifts 10" reads as the card "Restricted Gifts 1".
    value = value.replace("\r\n ", "").replace("\r\n\t", "")
    return html.unescape(value)


def cards_in(kind: str, value: Any) -> set[str]:
    """The card ids of ``kind`` that ``value`` (text, bytes or JSON data) names exactly."""
    return set(_TOKEN.findall(text_of(value))) & card_ids(kind)


class Knowledge:
    """What each seat (None: a spectator) has been allowed to see, event by event.

    A seat may see what its view and its prompt show it now, and what it was shown before:
    its earlier views and prompts (an offer it declined, a hand revealed last turn) and the
    secret part of every event addressed to it. ``ever[seat]`` is that set now, and
    ``at[n][seat]`` the same set right after event ``n`` (the bound of a replay ``?at=n``).
    """

    def __init__(self, kind: str, seats: int) -> None:
        self.kind = kind
        self.rules = get_kind(kind)
        self.viewers: list[int | None] = [None, *range(seats)]
        self.state = self.rules.initial_state()
        self.events: list[Event] = []
        self.ever: dict[int | None, set[str]] = {v: set() for v in self.viewers}
        self.at: list[dict[int | None, frozenset[str]]] = [{v: frozenset() for v in self.viewers}]

    def follow(self, rows: Iterable[EventRow]) -> None:
        """Read further stored events, oldest first, and record what each seat sees after
        each one (the rules fold only their own events; the table's may have secrets too)."""
        for row in rows:
            event = to_engine(row, self.rules)
            if row.origin == Origin.RULES:
                self.state = self.rules.evolve(self.state, event)
            self.events.append(event)
            over = self.rules.result(self.state) is not None
            prompts = {} if over else self.rules.prompts(self.state)
            for viewer in self.viewers:
                seen = self.ever[viewer]
                seen |= cards_in(self.kind, self.rules.view(self.state, viewer))
                prompt = prompts.get(viewer) if viewer is not None else None
                if prompt is not None:
                    seen |= cards_in(self.kind, prompt.to_json())
                if event.secret and viewer is not None and viewer in event.secret_to:
                    seen |= cards_in(self.kind, event.secret)
            self.at.append({v: frozenset(self.ever[v]) for v in self.viewers})

    def hidden_from(self, viewer: int | None, at: int | None = None) -> frozenset[str]:
        """The card ids ``viewer`` may not be shown now (or after event ``at``)."""
        allowed = self.ever[viewer] if at is None else self.at[at][viewer]
        return card_ids(self.kind) - allowed


def leaks(kind: str, body: Any, hidden: Iterable[str]) -> list[str]:
    """The hidden cards that ``body`` shows, sorted (empty: nothing leaked): each hidden id
    it names, and each card name it writes whose every bearer is hidden."""
    hidden = set(hidden)
    text = text_of(body)
    found = set(_TOKEN.findall(text)) & hidden
    pattern = _name_pattern(kind)
    if pattern is not None:
        names = card_names(kind)
        for name in set(pattern.findall(text)):
            if names[name] <= hidden:
                found.add(f"{name!r}")
    return sorted(found)
