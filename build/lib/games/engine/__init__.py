"""The game engine: pure Python, no Django, no clock, no global random.

Every game on Vitrine implements :class:`Rules` (see ``rules.py``). The platform around it
(store, services, API, email) only ever talks to a game through that protocol.
"""

from __future__ import annotations

from games.engine.catalogue import Catalogue
from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.plugin import GamePlugin
from games.engine.prompts import Answer, Option, Prompt, check_answer_shape
from games.engine.registry import (
    all_kinds,
    all_plugins,
    get_kind,
    plugin_for,
    register,
    register_package,
)
from games.engine.results import Result, rank_by_score
from games.engine.rng import Rng, rng_for
from games.engine.rules import OptionSpec, Rules

__all__ = [
    "Answer",
    "Catalogue",
    "Event",
    "GamePlugin",
    "IllegalAction",
    "Option",
    "OptionSpec",
    "Prompt",
    "Result",
    "Rng",
    "Rules",
    "all_kinds",
    "all_plugins",
    "check_answer_shape",
    "get_kind",
    "plugin_for",
    "rank_by_score",
    "register",
    "register_package",
    "rng_for",
]
