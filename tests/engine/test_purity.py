"""The engine and every game's rules are pure Python: no Django, no clock, no global
random (DESIGN.md: "a rule can be tested in a microsecond")."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {"django", "random", "time", "datetime", "celery", "requests", "secrets"}
ALLOWED = {("games/engine/rng.py", "random"), ("games/engine/rng.py", "secrets")}


def test_importing_every_rules_package_in_a_fresh_interpreter_loads_no_django():
    code = (
        "import sys, games.engine, games.rules\n"
        "from games.engine import all_kinds\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('django', 'celery'))\n"
        "print(len(all_kinds()), bad)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split(" ", 1)
    assert out[1].strip() == "[]"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_rules_module_imports_the_clock_the_global_random_or_django():
    offenders = []
    for folder in ("games/engine", "games/rules"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = str(path.relative_to(ROOT))
            for name in imported_modules(path) & FORBIDDEN:
                if (rel, name) not in ALLOWED:
                    offenders.append(f"{rel} imports {name}")
    assert offenders == []
