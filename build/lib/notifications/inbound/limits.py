"""How much inbound mail one sender may send: VITRINE_INBOUND_RATE (like "60/h") per
address, counted in Django's cache with django-ratelimit's core (a fixed window per
sender; Redis in production makes it one count for every worker)."""

from __future__ import annotations

import logging

from django.conf import settings
from django_ratelimit.core import get_usage

log = logging.getLogger(__name__)
GROUP = "vitrine.inbound-mail"


def sender_over_limit(sender: str) -> bool:
    """Count one message from ``sender``; True once the sender is over the rate.

    A cache that does not answer lets the message through (logged): a lost move is worse
    than a flood that the next working minute stops.
    """
    rate = settings.VITRINE_INBOUND_RATE
    if not rate:
        return False
    address = sender.strip().lower()
    try:
        usage = get_usage(None, group=GROUP, key=lambda _group, _request: address,
                          rate=rate, increment=True)  # fmt: skip
    except Exception:
        log.warning("inbound mail rate limit: the cache did not answer; letting it through",
                    exc_info=True)  # fmt: skip
        return False
    if usage is None or usage["time_left"] < 0:  # limits off, or the cache failed quietly
        return False
    return bool(usage["should_limit"])
