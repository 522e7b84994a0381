"""Rate limits of the REST API, on Django's cache (Redis in production; see README).

Built on DRF's ``SimpleRateThrottle``: on Redis the window of recent requests is
``api.rate_window``'s (one round trip, counted atomically across processes), on any other
cache DRF's. Should Redis fail (down, or slower than the cache's timeout), each process
counts in the memory that stands in for Redis in the whole cache (``while_redis_fails``,
``config.redis_cache``) until it answers again: the limits hold, per process, and the site
stays up. The rates are read from ``VITRINE_RATE_LIMITS`` at each request (not frozen
at import as DRF's class attribute is), so an operator's setting and a test's override
both take effect. The client address is DRF's ``get_ident``, which reads
``X-Forwarded-For`` only as far as ``NUM_PROXIES`` (``VITRINE_TRUSTED_PROXIES``) trusts
it, never blindly.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from django.conf import settings
from django.core.cache import caches
from redis.exceptions import RedisError
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from accounts.services import user_by_login
from api import rate_window
from shared.errors import RateLimited

WRITES = ("POST", "PUT", "PATCH", "DELETE")
log = logging.getLogger(__name__)


class _Known:
    """An answer known at once (the memory's count, or nothing to count)."""

    def __init__(self, allowed: bool) -> None:
        self.allowed = allowed

    def __call__(self) -> bool:
        return self.allowed


_let_through = _Known(True)


class VitrineThrottle(SimpleRateThrottle):
    """A throttle whose rate is ``settings.VITRINE_RATE_LIMITS[scope]`` (None or a missing
    scope: no limit). Only the methods in ``counted`` are counted: writes, unless a scope
    says otherwise (the bulk export, a read that can stream thousands of games)."""

    scope = ""
    counted: tuple[str, ...] = WRITES

    def __init__(self) -> None:  # DRF's reads the rate at construction from a frozen dict
        pass

    def allow_request(self, request: Request, view) -> bool:
        return self.ask(request, view)()

    def ask(self, request: Request, view) -> Callable[[], bool]:
        """Count this request; the callable tells whether it may go through. On Redis the
        check is on its way when this returns, and the callable reads its answer: the
        caller can work (without writing) while Redis does."""
        if request.method not in self.counted:
            return _let_through
        self.rate = settings.VITRINE_RATE_LIMITS.get(self.scope)
        self.num_requests, self.duration = self.parse_rate(self.rate)
        cache = caches["default"]
        if self.rate is None or not rate_window.on_redis(cache):
            return _Known(super().allow_request(request, view))
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return _let_through
        try:
            pending = rate_window.send(cache, self.key, self.num_requests, self.duration)
        except RedisError as failed:
            return _Known(self._in_memory(cache, failed, request, view))

        def answer() -> bool:
            try:
                self.waiting = pending.verdict()
            except RedisError as failed:
                return self._in_memory(cache, failed, request, view)
            return self.waiting is None

        return answer

    def _in_memory(self, cache, failed: RedisError, request: Request, view) -> bool:
        """Count in the memory that stands in for Redis while it fails."""
        memory = getattr(cache, "while_redis_fails", None)  # a cache of CACHE_URL's has it
        if memory is None:
            raise failed
        log.warning("Redis did not answer the rate limit's check (%s): counted in this "
                    "process's memory instead.", failed)  # fmt: skip
        self.cache = memory
        self.waiting = None
        return super().allow_request(request, view)

    def wait(self) -> float | None:
        waiting = getattr(self, "waiting", None)
        return super().wait() if waiting is None else waiting

    def ident(self, request: Request) -> str | None:
        raise NotImplementedError

    def get_cache_key(self, request: Request, view) -> str | None:
        ident = self.ident(request)
        return None if ident is None else f"throttle:{self.scope}:{ident}"


class PerUser(VitrineThrottle):
    """Counted per signed-in account (anonymous writes are refused before they count)."""

    def ident(self, request: Request) -> str | None:
        user = request.user
        return str(user.pk) if user and user.is_authenticated else None


class PerAddress(VitrineThrottle):
    """Counted per client address."""

    def ident(self, request: Request) -> str | None:
        return self.get_ident(request)


class LoginPerAddress(PerAddress):
    scope = "login_address"


class LoginPerAccount(VitrineThrottle):
    """Password attempts per account, whichever login (username or email) names it. A login
    that names nobody is counted under its own words, so a limit never tells whether an
    account exists."""

    scope = "login_account"

    def ident(self, request: Request) -> str | None:
        data = request.data if hasattr(request.data, "get") else {}
        login = data.get("username") or data.get("email")
        if not isinstance(login, str) or not login or "\x00" in login:
            return None  # refused by the request's validation, which counts nothing
        user = user_by_login(login)
        if user is not None:
            return f"user{user.pk}"
        return "login:" + hashlib.sha256(login.strip().lower().encode()).hexdigest()


class TokenCreate(PerUser):
    scope = "token_create"


class GameCreate(PerUser):
    scope = "game_create"


class Move(PerUser):
    scope = "move"


class Talk(PerUser):
    scope = "talk"


class Invite(PerUser):
    scope = "invite"


class Export(VitrineThrottle):
    """Bulk exports, per account, or per address for anonymous readers of public games."""

    scope = "export"
    counted = ("GET",)

    def ident(self, request: Request) -> str | None:
        user = request.user
        if user and user.is_authenticated:
            return f"user{user.pk}"
        return f"address:{self.get_ident(request)}"


LOGIN = [LoginPerAddress, LoginPerAccount]


# Identities this process saw refused lately, and until when (monotonic seconds): their
# next requests hear the answer before the view does anything, so a script flooding past
# its limit costs a token read and a Redis check a request, never its game's lock.
_refused_until: dict[str, float] = {}
_REMEMBERED = 10_000  # identities at most; expired ones are dropped first


def _note_refused(key: str, wait: float | None) -> None:
    now = time.monotonic()
    if len(_refused_until) >= _REMEMBERED:
        for stale, until in list(_refused_until.items()):
            if until <= now:
                _refused_until.pop(stale, None)
        if len(_refused_until) >= _REMEMBERED:
            _refused_until.clear()
    _refused_until[key] = now + (wait or 1.0)


def forget_refusals() -> None:
    """Forget the identities refused lately (tests start clean, as the counters do)."""
    _refused_until.clear()


@contextmanager
def counted_in_view(
    request: Request, throttle: type[VitrineThrottle]
) -> Iterator[Callable[[], None]]:
    """``throttle``'s count for a view that reads the answer late (a move: on Redis, the
    check and the game's lock go out together, rather than one after the other). Within,
    ``admitted()`` raises RateLimited if the limit is reached; the view calls it before it
    writes anything. Whatever the view did, the answer is read on the way out, and a
    refusal wins over any other outcome (what a throttle in ``throttle_classes`` gives).
    An answer known at once (the memory's count), and any answer to an identity refused
    lately in this process, comes first, before the view does anything."""
    limit = throttle()
    allowed = limit.ask(request, None)
    key = getattr(limit, "key", None)
    read, refused, wait = False, False, None

    def admitted() -> None:
        nonlocal read, refused, wait
        if not read:
            read, refused = True, not allowed()
            if refused:
                wait = limit.wait()
                if key:
                    _note_refused(key, wait)
        if refused:
            raise RateLimited(wait)

    if isinstance(allowed, _Known) or (key and _refused_until.get(key, 0.0) > time.monotonic()):
        admitted()
    try:
        yield admitted
    except RateLimited:
        raise
    except BaseException:
        admitted()
        raise
    admitted()
