"""The browser tables of the installed games.

Each game ships its table module in its own folder (``table.js``); the finder below serves
it at ``static/web/tables/<slug>.js``, where the table pages and the module's own relative
imports expect it, with runserver, collectstatic and the manifest storage alike. Games
without one are drawn by the generic table (``js/table/generic.js``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from django.contrib.staticfiles.finders import BaseFinder
from django.contrib.staticfiles.utils import matches_patterns
from django.core.files.storage import FileSystemStorage
from django.templatetags.static import static

from games.engine import all_plugins

PREFIX = "web/tables"


def _table_files() -> dict[str, Path]:
    """``{static path: file}`` of every installed game's own table module."""
    return {f"{PREFIX}/{p.slug}.js": path for p in all_plugins() if (path := p.table())}


def table_modules() -> dict[str, str]:
    """``{kind slug: URL of its table module}`` for the installed kinds that have one."""
    return {p.slug: static(f"{PREFIX}/{p.slug}.js") for p in all_plugins() if p.table()}


class _TableStorage(FileSystemStorage):
    """One game's ``table.js`` under the name ``<slug>.js`` (collectstatic and WhiteNoise
    read ``prefix`` + name)."""

    prefix = PREFIX

    def __init__(self, name: str, file: Path) -> None:
        super().__init__(location=str(file.parent))
        self._name, self._file = name, file

    def path(self, name: str) -> str:
        return str(self._file) if name == self._name else super().path(name)


class GameTableFinder(BaseFinder):
    """Finds ``web/tables/<slug>.js`` in the folder of the game ``<slug>``."""

    def check(self, **kwargs: object) -> list:
        return []

    def find(self, path: str, find_all: bool = False, **kwargs: object) -> str | list[str]:
        """The file's path (a list of it with ``find_all``); [] when no game has it, as
        Django's own finders answer."""
        file = _table_files().get(path)
        if file is None:
            return []
        return [str(file)] if find_all else str(file)

    def list(self, ignore_patterns: list[str] | None) -> Iterator[tuple[str, FileSystemStorage]]:
        for path, file in _table_files().items():
            name = path.removeprefix(f"{PREFIX}/")
            if not matches_patterns(path, ignore_patterns or []):
                yield name, _TableStorage(name, file)
