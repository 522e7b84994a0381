"""One package per game; importing this registers every game found here as a plug-in.

A game package exposes ``RULES`` (its ``games.engine.Rules``) and ``CATALOGUE``; README.md
gives the layout every game folder shares. Nothing in this folder imports Django.
"""

from __future__ import annotations

import importlib
import pkgutil

from games.engine.registry import register_package


def load_all() -> None:
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            module = importlib.import_module(f"{__name__}.{info.name}")
            if getattr(module, "RULES", None) is not None:
                register_package(module)


load_all()
