"""One package per game; importing this registers every game found here.

A game package exposes ``RULES``, an instance of ``games.engine.Rules``. Nothing in this
folder imports Django.
"""

from __future__ import annotations

import importlib
import pkgutil

from games.engine.registry import register


def load_all() -> None:
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            module = importlib.import_module(f"{__name__}.{info.name}")
            rules = getattr(module, "RULES", None)
            if rules is not None:
                register(rules)


load_all()
