"""Organised play's pure packages import the standard library and themselves (ratings:
openskill too), nothing else - no Django, no Vitrine app - so pairings re-run wherever the
published seed is re-checked, and a ratings rebuild runs anywhere the rated games are."""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path

import pytest


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("package, at_least, allowed", [
    ("leagues.pairing", 11, set()),
    ("leagues.ratings", 6, {"openskill"}),
])  # fmt: skip
def test_the_package_imports_only_the_standard_library_and_itself(package, at_least, allowed):
    modules = sorted(Path(importlib.import_module(package).__file__).parent.glob("*.py"))
    assert len(modules) >= at_least
    for path in modules:
        for name in _imports(path):
            top = name.split(".")[0]
            assert name.startswith(package) or top in allowed or top in sys.stdlib_module_names, (
                f"{path.name} imports {name}"
            )
