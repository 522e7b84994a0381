"""Which game kinds this installation offers: every package under games/rules, plus any
game package named in the VITRINE_EXTRA_GAMES setting (how the test suite adds its Nim)."""

from __future__ import annotations

import importlib

from django.conf import settings

from games.engine.registry import register_package


def load() -> None:
    import games.rules  # noqa: F401  (registers every game package)

    for dotted in settings.VITRINE_EXTRA_GAMES:
        register_package(importlib.import_module(dotted))
