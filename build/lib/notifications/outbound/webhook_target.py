"""Where a webhook may be sent: public internet addresses only, over http(s), on the ports
the operator allows (VITRINE_WEBHOOK_PORTS). A webhook URL is chosen by a player, so without
this check the worker would POST wherever it is told: to the database, Redis, the cloud
metadata service or an internal admin page (server-side request forgery).

The name is resolved and every address it resolves to is checked, both when the webhook is
registered and again at each delivery (a name can change in between), and the delivery then
connects to the address that was checked, never resolving twice. Resolution goes through the
system resolver, which also reads the other spellings of an address (``2130706433``,
``0x7f.1``, ``[::ffff:127.0.0.1]``); the embedded IPv4 of mapped, 6to4, NAT64 and Teredo
IPv6 addresses is checked as well. ``VITRINE_WEBHOOK_ALLOW_PRIVATE`` (off by default,
whatever DEBUG is) lets a developer point webhooks at a local server.

No well-kept library does this (advocate, for requests, has been unmaintained since 2020),
and the standard library has every piece: ``socket.getaddrinfo`` and ``ipaddress``.
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings

NAT64 = ipaddress.ip_network("64:ff9b::/96")
MAX_ADDRESSES = 16


class UnsafeTarget(ValueError):
    """The URL may not be used; ``str(exc)`` is a sentence for the player."""


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str  # as written in the URL (a name, or an address without brackets)
    port: int
    path: str  # path and query, what the request line asks for
    addresses: tuple[str, ...]  # every address the host resolved to, all checked

    @property
    def host_header(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        default = 443 if self.scheme == "https" else 80
        return host if self.port == default else f"{host}:{self.port}"


def resolve(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to (the tests replace this: there is no DNS here)."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(info[4][0] for info in infos))


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.ipv4_mapped:
        return ip.ipv4_mapped
    if ip.sixtofour:
        return ip.sixtofour
    if ip.teredo:
        return ip.teredo[1]
    if ip in NAT64:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def is_public(address: str) -> bool:
    """True when ``address`` is on the public internet: not loopback, private, link-local,
    shared, reserved, multicast or unspecified, in IPv4 or any IPv6 form of it."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])  # drop an IPv6 zone id
    if isinstance(ip, ipaddress.IPv6Address) and (inner := _embedded_ipv4(ip)) is not None:
        ip = inner
    return ip.is_global and not ip.is_multicast


def allowed_ports() -> set[int]:
    return {int(p) for p in settings.VITRINE_WEBHOOK_PORTS}


def check_url(url: str) -> Target:
    """Parse, resolve and vet ``url``. Raises ``UnsafeTarget`` saying why it is refused."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise UnsafeTarget("The webhook URL is not a valid address.") from exc
    scheme, host = parts.scheme.lower(), parts.hostname
    if scheme not in ("http", "https") or not host:
        raise UnsafeTarget("The webhook URL must start with https:// (or http://).")
    if parts.username is not None or parts.password is not None:
        raise UnsafeTarget("The webhook URL must not contain a user name or password.")
    port = port or (443 if scheme == "https" else 80)
    ports = allowed_ports()
    if port not in ports:
        listed = ", ".join(str(p) for p in sorted(ports))
        raise UnsafeTarget(f"Webhooks can only use port {listed}; {port} is not allowed here.")
    refused = UnsafeTarget(
        f"The webhook URL must point to a public internet address, and {host} is not one "
        "that Vitrine can reach (check the spelling; private, loopback and link-local "
        "networks are refused)."
    )
    try:
        addresses = resolve(host, port)[:MAX_ADDRESSES]
    except (OSError, UnicodeError, ValueError) as exc:
        raise refused from exc
    if not addresses:
        raise refused
    if not settings.VITRINE_WEBHOOK_ALLOW_PRIVATE and not all(map(is_public, addresses)):
        raise refused
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(scheme, host, port, path, tuple(addresses))


class _PinnedHTTP(http.client.HTTPConnection):
    """HTTP to the address that was checked, whatever the name resolves to now."""

    def __init__(self, target: Target, timeout: float) -> None:
        super().__init__(target.host, target.port, timeout=timeout)
        self.address = target.addresses[0]

    def connect(self) -> None:
        self.sock = socket.create_connection((self.address, self.port), self.timeout)


class _PinnedHTTPS(http.client.HTTPSConnection):
    """HTTPS to the checked address, with the certificate checked against the name."""

    def __init__(self, target: Target, timeout: float) -> None:
        super().__init__(target.host, target.port, timeout=timeout,
                         context=ssl.create_default_context())  # fmt: skip
        self.address = target.addresses[0]

    def connect(self) -> None:
        sock = socket.create_connection((self.address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


def post(target: Target, body: bytes, headers: dict[str, str], timeout: float) -> int:
    """POST ``body`` to the checked target and return the HTTP status. Redirects are not
    followed: a 3xx is an answer like any other. Raises ``OSError`` when nothing answers."""
    connection_class = _PinnedHTTPS if target.scheme == "https" else _PinnedHTTP
    connection = connection_class(target, timeout)
    try:
        connection.request("POST", target.path, body=body,
                           headers={"Host": target.host_header, **headers})  # fmt: skip
        response = connection.getresponse()
        response.read(65536)
        return response.status
    except http.client.HTTPException as exc:
        raise OSError(str(exc)) from exc
    finally:
        connection.close()
