"""Pictures an installation may provide for cards, linked into views by the game's hook.

A game whose cards have pictures declares the ``decorate_view`` hook (Muse: Renaissance
does, for its masterpieces) and ships none: put files named ``<card id>.jpg|.jpeg|.png|.webp``
in VITRINE_MASTERPIECE_IMAGES and every such card a view shows gains an ``image`` URL.
``manage.py masterpiece_images`` says which are missing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings

from games.engine import plugin_for

EXTENSIONS = (".jpg", ".jpeg", ".png", ".webp")
# Where config/urls.py serves the pictures (games.media_views): declared once here so that
# linking a picture needs no URLconf lookup from inside a selector.
URL_PATH = "media/masterpieces/"


def image_dir() -> Path:
    return Path(settings.VITRINE_MASTERPIECE_IMAGES)


def image_file(masterpiece_id: str) -> Path | None:
    """The image file of a masterpiece, or None. Ids are checked, never used as paths."""
    if not masterpiece_id.replace("-", "").replace("_", "").isalnum():
        return None
    for ext in EXTENSIONS:
        path = image_dir() / f"{masterpiece_id}{ext}"
        if path.is_file():
            return path
    return None


def picture_url(card_id: str) -> str | None:
    """The URL of a card's picture, or None when the installation has no file for it."""
    return f"/{URL_PATH}{card_id}" if image_file(card_id) else None


def decorate(kind: str, view: Any) -> Any:
    """The view as the game's ``decorate_view`` hook links pictures into it (unchanged for a
    game without the hook)."""
    plugin = plugin_for(kind)
    hook = plugin.hook("decorate_view") if plugin else None
    return hook(view, picture_url) if hook else view
