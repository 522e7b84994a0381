"""The registry of game kinds, filled by importing ``games.rules``."""

from __future__ import annotations

from games.engine.errors import IllegalAction
from games.engine.rules import Rules

_KINDS: dict[str, Rules] = {}


def register(rules: Rules) -> Rules:
    """Add a game kind. Registering the same slug twice replaces it (tests reload)."""
    if not rules.slug:
        raise ValueError("A game kind needs a slug.")
    _KINDS[rules.slug] = rules
    return rules


def unregister(slug: str) -> None:
    _KINDS.pop(slug, None)


def get_kind(slug: str) -> Rules:
    """The rules for ``slug``; IllegalAction listing the known kinds if there is none."""
    try:
        return _KINDS[slug]
    except KeyError:
        raise IllegalAction(
            f"There is no game kind '{slug}'; choose one of: {', '.join(sorted(_KINDS))}."
        ) from None


def all_kinds() -> list[Rules]:
    return [_KINDS[s] for s in sorted(_KINDS)]
