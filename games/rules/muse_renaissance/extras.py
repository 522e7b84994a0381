"""Muse: Renaissance's hooks (declared in catalogue.py): pictures of the masterpieces.

The game ships no images (their licences are the installation's business); the platform
says which masterpieces have a picture, and this hook links them into the view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.rules.muse_renaissance.cards import masterpieces


def pictured_cards() -> dict[str, str]:
    """Every masterpiece an installation may picture: id -> "title - artist"."""
    return {i: f"{m['title']} - {m['artist']}" for i, m in masterpieces().items()}


def _is_masterpiece(node: dict[str, Any]) -> bool:
    return isinstance(node.get("id"), str) and "artist" in node and "title" in node


def decorate_view(view: Any, picture: Callable[[str], str | None]) -> Any:
    """The view with an ``image`` URL on every masterpiece that has a picture."""
    if isinstance(view, dict):
        out = {k: decorate_view(v, picture) for k, v in view.items()}
        if _is_masterpiece(view) and (url := picture(view["id"])):
            out["image"] = url
        return out
    if isinstance(view, list):
        return [decorate_view(v, picture) for v in view]
    return view
