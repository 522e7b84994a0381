"""The garbage collector around bulk work."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Within: no garbage collection pass, for a bounded bulk of work that makes many
    objects and few cycles (a rebuild's chunk of games: tens of thousands of decoded
    events and states). Each pass walked all that was alive, over and over as the work
    grew, a quarter of a large rebuild's time; reference counting frees the objects as
    ever, and the young generations' collection after it finds the few cycles it made.
    The collector is left as it was found."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect(1)
