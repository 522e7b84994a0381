"""Who may read /metrics: a scraper with the bearer token (VITRINE_METRICS_TOKEN), or one
calling straight from an allowed address (VITRINE_METRICS_ALLOW, loopback by default).
A request that came through a proxy (X-Forwarded-For) is never trusted by address: on one
machine the reverse proxy itself connects from 127.0.0.1."""

from __future__ import annotations

import hmac
import ipaddress

from django.conf import settings
from django.http import HttpRequest


def _networks() -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    return [ipaddress.ip_network(n, strict=False) for n in settings.VITRINE_METRICS_ALLOW]


def metrics_allowed(request: HttpRequest) -> bool:
    token = settings.VITRINE_METRICS_TOKEN
    given = request.headers.get("Authorization", "")
    if token and hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
        return True
    if "X-Forwarded-For" in request.headers or "Forwarded" in request.headers:
        return False
    try:
        address = ipaddress.ip_address(request.META.get("REMOTE_ADDR", ""))
    except ValueError:
        return False
    return any(address in network for network in _networks())
