"""``python -m games.verify FILE``: the export check without Vitrine's database."""

import sys

from games.verify.cli import main

sys.exit(main())
