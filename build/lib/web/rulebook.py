"""The rulebooks of the installed games, rendered to HTML.

Each game ships its rulebook in its own folder (``rulebook.md``, read through the game
registry) and declares its catalogue facts there (``catalogue.py``); this module repeats
neither. The files are the printed rulebooks' text with light markup added and nothing else
changed: ``#`` headings, ``- `` bullets (two spaces of indent per level), ``1. `` numbered
steps and ``| a | b |`` table rows (a ``| --- |`` row marks the header above it).
Paragraphs are separated by blank lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import slugify

from games.engine import all_plugins, plugin_for

_NUMBERED = re.compile(r"^(\d+)\. (.*)$")


@dataclass(frozen=True)
class Rulebook:
    """A game's page facts: its catalogue's, under the names the templates use."""

    slug: str
    name: str
    players: str  # as the rulebook states it, e.g. "2-5, solo with 5 challenges"
    summary: str  # the catalogue's paragraph about the game
    play_time: str


def rulebooks() -> dict[str, Rulebook]:
    """The installed games that ship a rulebook, by slug."""
    return {
        p.slug: Rulebook(
            p.slug, p.catalogue.name, p.catalogue.players, p.catalogue.about, p.catalogue.play_time
        )
        for p in all_plugins()
        if p.rulebook() is not None
    }


@dataclass(frozen=True)
class Rendered:
    html: SafeString
    toc: tuple[tuple[int, str, str], ...]  # (level, anchor id, heading text)


def source(slug: str) -> str:
    """The rulebook's marked-up text; KeyError for a kind without one."""
    plugin = plugin_for(slug)
    path = plugin.rulebook() if plugin else None
    if path is None:
        raise KeyError(slug)
    return path.read_text(encoding="utf-8")


@cache
def render(slug: str, top: int = 2) -> Rendered:
    """The rulebook as HTML (every piece of text escaped) and its table of contents.
    The ``#`` title line is left out: the page shows the game's name itself. ``##`` becomes
    an ``<h{top}>`` (2 on a page of its own, deeper inside another page's section)."""
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", source(slug)) if b.strip()]
    out: list[str] = []
    toc: list[tuple[int, str, str]] = []
    ordered: list[tuple[int, str]] = []

    def flush_ordered() -> None:
        if ordered:
            items = "".join(f"<li>{escape(text)}</li>" for _, text in ordered)
            out.append(f'<ol start="{ordered[0][0]}">{items}</ol>')
            ordered.clear()

    for block in blocks:
        lines = block.split("\n")
        numbered = [_NUMBERED.match(line) for line in lines]
        if all(numbered):
            ordered.extend((int(m.group(1)), m.group(2)) for m in numbered if m)
            continue
        flush_ordered()
        first = lines[0]
        if first.startswith("#"):
            level = len(first) - len(first.lstrip("#"))
            text = first[level:].strip()
            if level == 1:
                continue
            anchor = f"{slug}-{slugify(text)}" + ("" if top == 2 else f"-h{top}")
            toc.append((level, anchor, text))
            tag = f"h{min(level - 2 + top, 6)}"
            out.append(f'<{tag} id="{anchor}">{escape(text)}</{tag}>')
        elif all(line.startswith("|") for line in lines):
            out.append(_table(lines))
        elif all(line.lstrip().startswith("- ") for line in lines):
            out.append(_bullets(lines))
        else:
            text = " ".join(line.strip() for line in lines)
            css = ' class="example"' if text.startswith(("Example", "Note")) else ""
            out.append(f"<p{css}>{escape(text)}</p>")
    flush_ordered()
    # bandit: all text escaped
    return Rendered(mark_safe("\n".join(out)), tuple(toc))  # noqa: S308  # nosec B308, B703


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _table(lines: list[str]) -> str:
    rows = [_cells(line) for line in lines]
    head: list[str] = []
    if len(rows) > 1 and all(set(c) <= {"-"} for c in rows[1]):
        head, rows = rows[0], rows[2:]
    html = ['<div class="table-scroll"><table>']
    if head:
        html.append("<thead><tr>" + "".join(f'<th scope="col">{escape(c)}</th>' for c in head))
        html.append("</tr></thead>")
    html.append("<tbody>")
    for row in rows:
        first, rest = (row[0], row[1:]) if not head else (None, row)
        cells = f'<th scope="row">{escape(first)}</th>' if first is not None else ""
        html.append("<tr>" + cells + "".join(f"<td>{escape(c)}</td>" for c in rest) + "</tr>")
    html.append("</tbody></table></div>")
    return "".join(html)


def _bullets(lines: list[str]) -> str:
    """Nested lists from two-space indents."""
    html: list[str] = []
    depth = -1
    for line in lines:
        level = (len(line) - len(line.lstrip())) // 2
        text = escape(line.strip()[2:])
        if level > depth:
            html.append("<ul>" * (level - depth))
        else:
            html.append("</li>" + "</ul></li>" * (depth - level))
        html.append(f"<li>{text}")
        depth = level
    html.append("</li>" + "</ul></li>" * depth + "</ul>")
    return "".join(html)
