"""Finished games for the export verifier's figure: ``python -m benchmarks.export_games N
OUT.ndjson`` plays N games (the four kinds in turn, 3 seats where allowed, easy bots or
those of $BOT_LEVEL) through the real services on a fresh SQLite database in a temporary
directory (or on DATABASE_URL), and writes each one's export (the bytes of
``/api/games/<id>/export/``) as one NDJSON line. Then ``python -m games.verify OUT.ndjson``
prints the time to check them. The same N gives the same kinds, not the same games (the
seeds are fresh)."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path


def main(count: int, out: Path) -> None:
    os.environ.setdefault("VITRINE_VAR_DIR", tempfile.mkdtemp(prefix="vitrine-export-"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "benchmarks.settings")
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command

    from games import selectors, services
    from games.bots import bot_loop
    from games.engine import all_kinds
    from games.models import Game

    call_command("migrate", verbosity=0)
    user, _ = get_user_model().objects.get_or_create(username="bench-export")
    kinds = [k for k in all_kinds() if k.slug != "nim"]
    level = os.environ.get("BOT_LEVEL", "easy")  # normal and strong bots think longer
    started = time.perf_counter()
    with out.open("wb") as f:
        for i in range(count):
            rules = kinds[i % len(kinds)]
            seats = max(rules.min_players, min(3, rules.max_players))
            with bot_loop():
                game = services.game_create(user=user, kind=rules.slug, seats=seats,
                                            join=False, bot_levels=[level] * seats)  # fmt: skip
                while services.game_bot_move(game_id=game.pk) is not None:
                    pass
            game = Game.objects.get(pk=game.pk)
            f.write(b"".join(selectors.game_export(user=None, game=game)) + b"\n")
            sys.stderr.write(f"\r{i + 1}/{count} games exported")
    sys.stderr.write(f"\n{count} games played and exported in "
                     f"{time.perf_counter() - started:.1f} s to {out}\n")  # fmt: skip


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.exit("usage: python -m benchmarks.export_games N OUT.ndjson")
    main(int(sys.argv[1]), Path(sys.argv[2]))
