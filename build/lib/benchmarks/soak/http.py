"""A small JSON client over the standard library's http.client, timing every request."""

from __future__ import annotations

import http.client
import json
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit


@dataclass(frozen=True)
class Reply:
    status: int  # 0: the request did not get an answer (connection refused, timeout)
    body: Any
    seconds: float
    error: str = ""


class Api:
    """One client of the API at ``base`` (``http://host:port``), with a Bearer token."""

    def __init__(self, base: str, token: str | None = None, timeout: float = 30.0):
        parts = urlsplit(base)
        if parts.scheme not in ("http", "https"):
            raise ValueError(f"{base!r} is not an http(s) URL")
        self.scheme, self.netloc, self.timeout = parts.scheme, parts.netloc, timeout
        self.prefix = parts.path.rstrip("/")
        self.token = token

    def _connection(self) -> http.client.HTTPConnection:
        kind = http.client.HTTPSConnection if self.scheme == "https" else http.client.HTTPConnection
        return kind(self.netloc, timeout=self.timeout)

    def request(self, method: str, path: str, body: dict | None = None) -> Reply:
        headers = {"Accept": "application/json"}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        started = time.perf_counter()
        conn = self._connection()
        try:
            conn.request(method, self.prefix + path, body=data, headers=headers)
            response = conn.getresponse()
            raw = response.read()
            status = response.status
        except OSError as exc:
            return Reply(0, None, time.perf_counter() - started, f"{type(exc).__name__}: {exc}")
        finally:
            conn.close()
        seconds = time.perf_counter() - started
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            return Reply(status, None, seconds, f"not JSON: {raw[:200]!r}")
        return Reply(status, parsed, seconds)

    def get(self, path: str) -> Reply:
        return self.request("GET", path)

    def post(self, path: str, body: dict) -> Reply:
        return self.request("POST", path, body)
