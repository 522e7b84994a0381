"""Revenue phase, trading: "Players may trade cards." (rulebook "REVENUE PHASE").

Every seat has its own loop of prompts at the same time as the others (``prompts.py``); the
answers become events (``moves.py``) that ``events.py`` folds into the state; ``offers.py``
says what an offer holds. The step ends when every seat has declared itself done (a seat that
misses the deadline is declared done by its timeout).
"""

from __future__ import annotations

from games.rules.fine_arts.phases.trading.events import HANDLERS
from games.rules.fine_arts.phases.trading.moves import decide, timeout
from games.rules.fine_arts.phases.trading.prompts import asked, prompt

__all__ = ["HANDLERS", "asked", "decide", "prompt", "timeout"]
