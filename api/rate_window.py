"""A rate limit's window on Redis: the times of an identity's recent requests, kept as a
sorted set and checked, counted and trimmed by one script, in one round trip.

DRF keeps the window as a list in the cache, read then written back: two round trips to
Redis a request (two of a move's eight round trips), and two web processes that read at once
both see the last free place and both take it, so a burst from several connections (a
password guesser's, say) got past a limit by as many requests as there are processes.
Here the check and the count are one step on the Redis server, whose clock times every
request, whatever web machine asked. ``api.throttles`` uses it when the cache is Django's
RedisCache, and DRF's list with any other cache (this process's memory, files).
"""

from __future__ import annotations

import secrets
from typing import Any
from weakref import WeakKeyDictionary

from django.core.cache.backends.redis import RedisCache
from redis.commands.core import Script
from redis.exceptions import NoScriptError

# KEYS[1]: the window. ARGV: the limit, the window's span in microseconds, a unique tag.
# Returns -1 when the request is counted, else the microseconds until a place frees (the
# oldest request leaves the window). Microseconds since 1970 fit a Lua number exactly.
_SCRIPT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local limit, span = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - span)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if oldest[2] then return tonumber(oldest[2]) + span - now end
  return span
end
redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[3])
redis.call('PEXPIRE', KEYS[1], math.ceil(span / 1000))
return -1
"""

# Bytes: the script's digest needs no client's encoder. EVALSHA sends the digest alone;
# a server that does not know it yet (a restart) is sent the script once.
_WINDOW = Script(None, _SCRIPT.encode())


# A client per Django cache client (each cache object has one, each thread its cache
# objects): Django makes a redis client for every operation, and making one (its table of
# reply parsers) took half as long as the round trip.
_clients: WeakKeyDictionary[Any, Any] = WeakKeyDictionary()


def _client(cache: RedisCache) -> Any:
    """A client of the server Django's RedisCache writes to, on Django's own pool (the
    cache's OPTIONS: timeouts, TLS)."""
    inner = cache._cache
    client = _clients.get(inner)
    if client is None:
        client = _clients[inner] = inner.get_client(None, write=True)
    return client


def on_redis(cache: Any) -> bool:
    """Whether ``cache`` (Django's cache object) keeps its values in Redis."""
    return isinstance(cache, RedisCache)


class Pending:
    """A window's check sent to Redis, its answer not read yet: the request goes on (the
    API's move reads and locks its game) while Redis works. ``verdict()`` reads it, once;
    until then the connection is this request's alone."""

    __slots__ = ("_client", "_conn", "_keys", "_args")

    def __init__(self, client: Any, conn: Any, keys: list[str], args: list[Any]) -> None:
        self._client, self._conn, self._keys, self._args = client, conn, keys, args

    def verdict(self) -> float | None:
        """None when the request was counted, else the seconds until a place frees."""
        conn, self._conn = self._conn, None
        if conn is None:
            raise RuntimeError("a window's answer is read once")
        waited = None
        try:
            waited = conn.read_response()
        except NoScriptError:
            pass  # the server forgot the script (a restart): the reply was read, all is clean
        except BaseException:
            conn.disconnect()  # its reply may still come: never lend it out half read
            raise
        finally:
            self._client.connection_pool.release(conn)
        if waited is None:  # redis-py's Script sends the script itself, then asks again
            waited = _WINDOW(keys=self._keys, args=self._args, client=self._client)
        return None if waited < 0 else waited / 1_000_000

    def __del__(self) -> None:
        if self._conn is not None:  # never read (a bug): the connection is not lent again
            self._conn.disconnect()
            self._client.connection_pool.release(self._conn)


def send(cache: RedisCache, key: str, limit: int, seconds: float) -> Pending:
    """Send the check that counts one request in ``key``'s window of ``seconds`` unless
    ``limit`` requests are in it already; its answer is the ``Pending``'s."""
    client = _client(cache)
    keys = [cache.make_and_validate_key(f"{key}:window")]  # the cache's prefix and version
    args = [limit, int(seconds * 1_000_000), secrets.token_hex(4)]
    pool = client.connection_pool
    conn = pool.get_connection()
    try:
        conn.send_command("EVALSHA", _WINDOW.sha, 1, *keys, *args)
    except BaseException:
        conn.disconnect()
        pool.release(conn)
        raise
    return Pending(client, conn, keys, args)


def take(cache: RedisCache, key: str, limit: int, seconds: float) -> float | None:
    """Count one request in ``key``'s window of ``seconds`` unless ``limit`` requests are
    in it already: None when counted, else the seconds until a place frees."""
    return send(cache, key, limit, seconds).verdict()
