"""Pictures an installation may provide for cards, added to views by id.

Muse: Renaissance ships no images (their licences are the installation's business): put
files named ``<masterpiece id>.jpg|.jpeg|.png|.webp`` in VITRINE_MASTERPIECE_IMAGES and every
masterpiece a view shows gains an ``image`` URL. ``manage.py masterpiece_images`` says
which are missing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.urls import reverse

EXTENSIONS = (".jpg", ".jpeg", ".png", ".webp")
MUSE = "muse-renaissance"


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


def _is_masterpiece(node: dict[str, Any]) -> bool:
    return isinstance(node.get("id"), str) and "artist" in node and "title" in node


def decorate(kind: str, view: Any) -> Any:
    """The view with an ``image`` URL on every masterpiece that has a file."""
    if kind != MUSE:
        return view
    if isinstance(view, dict):
        out = {k: decorate(kind, v) for k, v in view.items()}
        if _is_masterpiece(view) and image_file(view["id"]):
            out["image"] = reverse("masterpiece-image", args=[view["id"]])
        return out
    if isinstance(view, list):
        return [decorate(kind, v) for v in view]
    return view
