"""Which game kinds have their own table module (``static/web/tables/<slug>.js``)."""

from __future__ import annotations

from pathlib import Path

from django.templatetags.static import static

from games.engine import all_kinds

FOLDER = Path(__file__).resolve().parent / "static" / "web" / "tables"


def table_modules() -> dict[str, str]:
    """``{kind slug: URL of its table module}`` for the installed kinds that have one; the
    generic table (``generic.js``) draws the others."""
    return {
        kind.slug: static(f"web/tables/{kind.slug}.js")
        for kind in all_kinds()
        if (FOLDER / f"{kind.slug}.js").is_file()
    }
