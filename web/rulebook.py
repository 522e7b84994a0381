"""The four rulebooks, shipped as data (``web/rulebooks/<slug>.txt``) and rendered to HTML.

The files are the printed rulebooks' text with light markup added and nothing else changed:
``#`` headings, ``- `` bullets (two spaces of indent per level), ``1. `` numbered steps and
``| a | b |`` table rows (a ``| --- |`` row marks the header above it). Paragraphs are
separated by blank lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import slugify

FOLDER = Path(__file__).resolve().parent / "rulebooks"
_NUMBERED = re.compile(r"^(\d+)\. (.*)$")


@dataclass(frozen=True)
class Rulebook:
    slug: str
    name: str
    players: str  # as the rulebook states it, e.g. "2-5, solo with 5 challenges"
    summary: str


RULEBOOKS = {
    "wondrous-museum": Rulebook(
        "wondrous-museum",
        "The Wondrous Museum",
        "2-5 players, or solo with 5 challenges",
        "You curate a museum of strange exhibits. On your turn you acquire an exhibit from "
        "your hand, the Open Market or the Black Market and set it beside your Gate; or you "
        "flip a rune for Show Time!, waking every exhibit of that rune from left to right; or "
        "you exchange cards. Exhibits gather admiration tokens. Once a museum holds ten "
        "exhibits or twenty ratings of admiration, one more round is played and the best-rated "
        "museum wins. Two themes of travelling exhibits change every game, and five solo "
        "challenges let you play alone.",
    ),
    "muse-renaissance": Rulebook(
        "muse-renaissance",
        "Muse: Renaissance",
        "3-8 players; a 2-player or cooperative variant",
        "Each turn one player is the Muse: they draw a secret Masterpiece and two Inspiration "
        "cards, keep one Inspiration and give a clue that obeys it (a single word, a year, a "
        "face made of keyboard characters...). The Masterpiece is shuffled among five others "
        "and everyone else guesses which it was. A right guess scores a point, and the Muse "
        "scores one per right guess (three at most). Everyone is the Muse twice; the most "
        "points wins. Two players, or a team, play together: five right before three wrong.",
    ),
    "fine-arts": Rulebook(
        "fine-arts",
        "Museum of Fine Arts",
        "2-6 players",
        "Over ten turns each player builds a museum of art collections. Each turn you are "
        "dealt seven revenue cards from six sources, may discard and redraw up to three, trade "
        "with the others and keep one card per source. Then five collections go up for sealed "
        "bids (or a live auction) paid with those cards. At turns 6, 8 and 10 the museums meet "
        "in fourteen contests (highest total rank, most collections, best in each category) "
        "and every contest won is a point.",
    ),
    "menagerie": Rulebook(
        "menagerie",
        "Menagerie",
        "1-4 players, solitaire included",
        "You are an insect curator with three terrariums. Each turn you take two Discovery "
        "tokens, unlock one terrarium with the Key, take an insect from the Field into it and "
        "use one of its traits (Pattern, Fierce, Big, Small or Iridescent); more Discovery "
        "tokens buy more insects. Insects of one order score more together, up to 15 points "
        "for five. When someone fills all three terrariums the others take a last turn. "
        "Benefactors and Showcases add bonuses, and solitaire races a net that clears the Field.",
    ),
}


@dataclass(frozen=True)
class Rendered:
    html: SafeString
    toc: tuple[tuple[int, str, str], ...]  # (level, anchor id, heading text)


def source(slug: str) -> str:
    """The rulebook's marked-up text; KeyError for an unknown slug."""
    return (FOLDER / f"{RULEBOOKS[slug].slug}.txt").read_text(encoding="utf-8")


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
