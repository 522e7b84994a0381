from __future__ import annotations

from django.core.management.base import BaseCommand

from games.engine import all_plugins
from games.media import EXTENSIONS, image_dir, image_file


class Command(BaseCommand):
    help = (
        "Report which card pictures (Muse: Renaissance's masterpieces, or any game that "
        "declares the pictured_cards hook) have no image file in this installation."
    )

    def handle(self, *args, **options):
        cards: dict[str, str] = {}
        for plugin in all_plugins():
            if hook := plugin.hook("pictured_cards"):
                cards.update(hook())
        ids = sorted(cards)
        missing = [i for i in ids if image_file(i) is None]
        self.stdout.write(f"Image folder: {image_dir()} (VITRINE_MASTERPIECE_IMAGES)")
        self.stdout.write(f"{len(ids) - len(missing)} of {len(ids)} masterpieces have an image.")
        if missing:
            self.stdout.write(f"Missing (name files <id>{'|'.join(EXTENSIONS)}):")
            for i in missing:
                self.stdout.write(f"  {i}  {cards[i]}")
