"""The layers of docs/architecture.md hold, and no module imports itself round a cycle.

The contracts live in pyproject.toml ([tool.importlinter]); import-linter checks them,
direct and indirect imports alike, imports inside functions included."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import grimp
from importlinter.cli import lint_imports

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
ROOT_PACKAGES = tomllib.loads(PYPROJECT.read_text())["tool"]["importlinter"]["root_packages"]


def test_every_contract_of_the_architecture_is_kept(capsys):
    exit_code = lint_imports(config_filename=str(PYPROJECT), no_cache=True, no_logo=True)
    assert exit_code == 0, capsys.readouterr().out


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components with more than one module: each is an import cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_itself_round_a_cycle():
    graph = grimp.build_graph(*ROOT_PACKAGES, cache_dir=None)
    edges = {
        module: {
            imported
            for imported in graph.find_modules_directly_imported_by(module)
            if ".migrations" not in imported
        }
        for module in graph.modules
        if ".migrations" not in module
    }
    assert strongly_connected(edges) == []


def test_the_cycle_finder_finds_a_cycle():
    assert strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
