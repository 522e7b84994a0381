"""The registry of game kinds, filled by importing ``games.rules`` (and the packages the
VITRINE_EXTRA_GAMES setting names): each game package is registered as a plug-in."""

from __future__ import annotations

from types import ModuleType

from games.engine.errors import IllegalAction
from games.engine.plugin import GamePlugin, plugin_of
from games.engine.rules import Rules

_KINDS: dict[str, Rules] = {}
_PLUGINS: dict[str, GamePlugin] = {}


def register(rules: Rules) -> Rules:
    """Add bare rules, with no plug-in folder (a game built inside a test). Registering the
    same slug twice replaces it (tests reload)."""
    if not rules.slug:
        raise ValueError("A game kind needs a slug.")
    _KINDS[rules.slug] = rules
    _PLUGINS.pop(rules.slug, None)
    return rules


def register_package(package: ModuleType) -> GamePlugin:
    """Add a game package (its RULES, CATALOGUE and folder) as a plug-in."""
    plugin = plugin_of(package)
    register(plugin.rules)
    _PLUGINS[plugin.slug] = plugin
    return plugin


def unregister(slug: str) -> None:
    _KINDS.pop(slug, None)
    _PLUGINS.pop(slug, None)


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


def plugin_for(slug: str) -> GamePlugin | None:
    """The plug-in of an installed kind; None for an unknown kind or bare rules."""
    return _PLUGINS.get(slug)


def all_plugins() -> list[GamePlugin]:
    return [_PLUGINS[s] for s in sorted(_PLUGINS)]
