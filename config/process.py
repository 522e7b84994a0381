"""What a long-lived Vitrine process does once Django and every app are loaded."""

from __future__ import annotations

import gc


def settle() -> None:
    """Set what the process has loaded aside from the garbage collector (``gc.freeze``).

    A full collection walked every object Django and the apps had loaded (over 100,000:
    tens of milliseconds, in whichever request, task or stream read it fell); frozen, it
    walks only what the work made since. gunicorn's workers, Celery's and the benchmark's
    process call it; nothing loaded before it is ever collected, so call it once loading
    is done, not per request."""
    gc.collect()
    gc.freeze()
