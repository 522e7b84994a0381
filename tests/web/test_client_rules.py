"""The web client's rules, read from its files: no module over 400 lines, and imports go one
way: pages -> table -> lib. The game tables (``static/web/tables/<slug>.js``, or a game
folder's ``table.js`` served at that address) use the table and lib only."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "web" / "static" / "web"
JS = STATIC / "js"
SERVED_TABLES = STATIC / "tables"  # where a game's table module is served from
MAX_LINES = 400

# What each part of the client may import (itself included).
ALLOWED = {
    "lib": {"lib"},
    "table": {"table", "lib"},
    "pages": {"pages", "table", "lib"},
    "game": {"table", "lib"},
}
IMPORT = re.compile(
    r"""^\s*(?:import|export)\s(?:[^;"'`]*?\bfrom\s*)?["']([^"']+)["']""", re.MULTILINE
)
SKIP = {".venv", "node_modules", "staticfiles", "var", ".git"}


def game_tables() -> list[Path]:
    """The game folders' table modules (``games/…/table.js``, the test game's too)."""
    found = []
    for top in ("games", "tests"):
        found += [p for p in (ROOT / top).rglob("table.js") if not SKIP & set(p.parts)]
    return sorted(found)


def client_files() -> list[Path]:
    return sorted(STATIC.rglob("*.js")) + game_tables()


def part_of(path: Path) -> str | None:
    """lib, table, pages or game for a client file; None for anything else."""
    if path.parent == SERVED_TABLES or path.name == "table.js" and not path.is_relative_to(STATIC):
        return "game"
    if path.is_relative_to(JS):
        rel = path.relative_to(JS).parts
        return rel[0] if len(rel) > 1 and rel[0] in ALLOWED else None
    return None


def imports(path: Path) -> list[tuple[str, Path]]:
    """``(specifier, file it names)`` for each static import or re-export of ``path``. A game
    folder's table.js is resolved from the address it is served at."""
    base = path.parent if path.is_relative_to(STATIC) else SERVED_TABLES
    text = path.read_text(encoding="utf-8")
    return [(spec, (base / spec).resolve()) for spec in IMPORT.findall(text)]


def test_the_client_is_read_whole():
    """The rules below see the client: its three parts, the game tables and their imports."""
    files = client_files()
    parts = {part_of(p) for p in files}
    assert {"lib", "table", "pages", "game"} <= parts
    assert sum(len(imports(p)) for p in files) > 40


@pytest.mark.parametrize("path", client_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_is_over_400_lines(path: Path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.relative_to(ROOT)} has {lines} lines: split it by job"


def test_every_client_file_belongs_to_a_part():
    strays = [str(p.relative_to(ROOT)) for p in client_files() if part_of(p) is None]
    assert not strays, f"put these in js/lib, js/table or js/pages: {strays}"


def test_imports_go_one_way_pages_table_lib():
    wrong = []
    for path in client_files():
        here = part_of(path)
        for spec, target in imports(path):
            where = f"{path.relative_to(ROOT)}: import from {spec!r}"
            if not spec.startswith("."):
                wrong.append(f"{where} (only relative imports of the client's own files)")
            elif not target.is_file():
                wrong.append(f"{where} (no such file)")
            elif part_of(target) not in ALLOWED.get(here, set()):
                wrong.append(f"{where} ({here} may import {sorted(ALLOWED[here])} only)")
    assert not wrong, "\n".join(wrong)
