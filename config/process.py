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


def load_views() -> None:
    """Import the URLconf and every view it names, and index it for ``reverse``: Django
    otherwise does it in the first request a process serves (a quarter of a second more
    for whoever sends it), and what it loads is then outside ``settle``'s freeze."""
    from django.urls import get_resolver

    resolver = get_resolver()
    resolver.url_patterns  # noqa: B018 - the import of the URLconf, and so of every view
    resolver.reverse_dict  # noqa: B018 - built at the first reverse() otherwise
