"""The ratings package is pure: the standard library, openskill and itself, nothing else
(no Django, no Vitrine app), so a rebuild runs anywhere the rated games are."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import leagues.ratings

PACKAGE = Path(leagues.ratings.__file__).parent


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_the_package_imports_only_the_standard_library_openskill_and_itself():
    modules = sorted(PACKAGE.glob("*.py"))
    assert len(modules) > 5
    for path in modules:
        for name in _imports(path):
            top = name.split(".")[0]
            assert (
                name.startswith("leagues.ratings")
                or top == "openskill"
                or top in sys.stdlib_module_names
            ), f"{path.name} imports {name}"
