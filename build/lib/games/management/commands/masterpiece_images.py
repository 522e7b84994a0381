from __future__ import annotations

from django.core.management.base import BaseCommand

from games.media import EXTENSIONS, image_dir, image_file
from games.rules.muse_renaissance.cards import masterpieces


class Command(BaseCommand):
    help = "Report which Muse: Renaissance masterpieces have no image file in this installation."

    def handle(self, *args, **options):
        folder = image_dir()
        ids = sorted(masterpieces())
        missing = [i for i in ids if image_file(i) is None]
        self.stdout.write(f"Image folder: {folder} (VITRINE_MASTERPIECE_IMAGES)")
        self.stdout.write(f"{len(ids) - len(missing)} of {len(ids)} masterpieces have an image.")
        if missing:
            names = masterpieces()
            self.stdout.write(f"Missing (name files <id>{'|'.join(EXTENSIONS)}):")
            for i in missing:
                self.stdout.write(f"  {i}  {names[i]['title']} - {names[i]['artist']}")
