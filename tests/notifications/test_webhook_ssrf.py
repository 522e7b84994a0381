"""Webhooks never reach inside: a URL that points at this machine or a private network is
refused when it is registered (a 400 saying why) and again at delivery, after resolving the
name, in every spelling of an address; redirects are not followed; and what the player
reads about a failed delivery is "delivery failed" with the HTTP status, nothing about
sockets. Only the explicit VITRINE_WEBHOOK_ALLOW_PRIVATE setting lets a developer use a
local server, whatever DEBUG is.

There is no DNS on the test machine, so names are given their addresses by replacing the
resolver; addresses written as numbers go through the real system resolver."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.core import mail

from notifications.models import Webhook
from notifications.outbound.webhook_target import is_public
from notifications.outbound.webhooks import webhook_create, webhook_deliver
from shared.errors import IllegalAction
from tests.notifications.conftest import nim_for_two
from tests.support.receiver import Receiver

pytestmark = pytest.mark.django_db
PUBLIC = "93.184.215.14"
INTERNAL = [
    "http://127.0.0.1:8099/",
    "http://localhost/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://0.0.0.0/",
    "http://127.0.0.1:6379/",
    "http://2130706433/",  # 127.0.0.1 as one decimal number
    "http://0x7f000001/",  # ... in hex
    "http://0x7f.1/",  # ... in short hex
    "http://017700000001/",  # ... in octal
    "http://[::ffff:127.0.0.1]/",  # IPv4-mapped IPv6
    "http://[::ffff:a00:1]/",  # 10.0.0.1 mapped, written in hex
    "http://[64:ff9b::a9fe:a9fe]/",  # NAT64 of 169.254.169.254
    "http://[2002:7f00:1::]/",  # 6to4 of 127.0.0.1
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://100.64.0.1/",  # carrier-grade NAT
    "http://224.0.0.1/",  # multicast
]


@pytest.fixture
def every_port(settings):
    """Allow the ports in INTERNAL, so that it is the address that is refused."""
    settings.VITRINE_WEBHOOK_PORTS = [80, 443, 6379, 8099]


@pytest.fixture
def receiver():
    r = Receiver()
    yield r
    r.close()


def register(client, url: str):
    return client.post("/api/me/webhooks/", {"url": url}, format="json")


@pytest.mark.parametrize("url", INTERNAL)
def test_an_internal_address_is_refused_at_registration_and_nothing_is_kept(
    as_alice, dns, every_port, settings, url
):
    settings.DEBUG = True  # the check holds whatever DEBUG is
    refused = register(as_alice, url)
    assert refused.status_code == 400  # some spellings are not even taken for URLs
    assert "public internet address" in str(refused.json()) or "url" in refused.json()["fields"]
    assert not Webhook.objects.exists()


@pytest.mark.parametrize("url", INTERNAL)
def test_the_service_refuses_every_spelling_of_an_internal_address(alice, dns, every_port, url):
    with pytest.raises(IllegalAction, match="must point to a public internet address"):
        webhook_create(user=alice, url=url)
    assert not Webhook.objects.exists()


@pytest.mark.parametrize(
    "addresses", [["10.1.2.3"], [PUBLIC, "127.0.0.1"], ["::1"]], ids=["private", "mixed", "v6"]
)
def test_a_name_that_resolves_to_any_internal_address_is_refused(as_alice, dns, addresses):
    dns["hooks.example"] = addresses
    refused = register(as_alice, "https://hooks.example/in")
    assert refused.status_code == 400
    detail = refused.json()["detail"]
    assert "hooks.example" in detail and "public internet address" in detail
    assert not any(a in detail for a in addresses)  # internal DNS is not told to players


def test_an_unknown_name_is_refused_like_an_internal_one(as_alice, dns):
    refused = register(as_alice, "https://no-such-host.example/")
    assert refused.status_code == 400 and "check the spelling" in refused.json()["detail"]


@pytest.mark.parametrize(
    ("url", "words"),
    [
        (f"https://{PUBLIC}:8443/hook", "port 80, 443; 8443 is not allowed"),
        (f"ftp://{PUBLIC}/hook", "must start with https://"),
        (f"https://user:pw@{PUBLIC}/hook", "must not contain a user name or password"),
        ("https://hooks.example:99999/", "not a valid address"),
    ],
)
def test_only_http_on_the_operators_ports_without_credentials(as_alice, dns, url, words):
    dns["hooks.example"] = [PUBLIC]
    refused = register(as_alice, url)
    assert refused.status_code == 400 and words in str(refused.json())
    assert not Webhook.objects.exists()


def test_a_public_name_is_registered_and_its_secret_is_shown_only_then(as_alice, dns):
    dns["hooks.example"] = [PUBLIC, "2606:2800:220:1:248:1893:25c8:1946"]
    made = register(as_alice, "https://hooks.example/in")
    assert made.status_code == 201 and made.json()["secret"].startswith("whsec_")
    listed = as_alice.get("/api/me/webhooks/").json()
    assert [h["url"] for h in listed] == ["https://hooks.example/in"]
    assert "secret" not in listed[0]


def test_a_name_moved_to_an_internal_address_after_registration_gets_nothing(
    alice, bob, as_alice, dns, receiver, settings, django_capture_on_commit_callbacks
):
    settings.VITRINE_WEBHOOK_PORTS = [receiver.port]
    dns["hooks.example"] = [PUBLIC]
    assert register(as_alice, f"http://hooks.example:{receiver.port}/in").status_code == 201
    dns["hooks.example"] = ["127.0.0.1"]  # the name now points at this machine
    with django_capture_on_commit_callbacks(execute=True):
        nim_for_two(alice, bob)
    hook = Webhook.objects.get(user=alice)
    assert receiver.requests == []
    assert hook.last_error == "delivery failed: the address is not a public one"


def test_delivery_connects_to_the_checked_address_and_names_the_host(
    alice, bob, as_alice, dns, receiver, settings, django_capture_on_commit_callbacks
):
    settings.VITRINE_WEBHOOK_ALLOW_PRIVATE = True  # local testing, explicitly
    settings.VITRINE_WEBHOOK_PORTS = [receiver.port]
    dns["hooks.example"] = ["127.0.0.1"]
    assert register(as_alice, f"http://hooks.example:{receiver.port}/in?x=1").status_code == 201
    with django_capture_on_commit_callbacks(execute=True):
        nim_for_two(alice, bob)
    [(headers, _)] = receiver.requests
    assert headers["host"] == f"hooks.example:{receiver.port}"


def make_hook(user, url: str) -> Webhook:
    secret = "whsec_" + base64.b64encode(b"k" * 24).decode()
    return Webhook.objects.create(user=user, url=url, format="json", secret=secret)


def test_a_redirect_is_not_followed_even_to_an_allowed_address(alice, bob, settings):
    first, second = Receiver(), Receiver()
    try:
        settings.VITRINE_WEBHOOK_ALLOW_PRIVATE = True
        settings.VITRINE_WEBHOOK_PORTS = [first.port, second.port]
        first.status, first.location = 302, second.url
        hook = make_hook(alice, first.url)
        nim_for_two(alice, bob)
        assert webhook_deliver(webhook_id=hook.pk) == "retry"
        assert len(first.requests) == 1 and second.requests == []
        hook.refresh_from_db()
        assert hook.last_error == "delivery failed: HTTP 302 (redirects are not followed)"
    finally:
        first.close()
        second.close()


def test_the_player_reads_the_http_status_and_nothing_about_sockets(alice, bob, receiver, settings):
    settings.VITRINE_WEBHOOK_ALLOW_PRIVATE = True
    closed = Receiver()
    closed.close()  # a port where nothing listens: "connection refused" must not show
    settings.VITRINE_WEBHOOK_PORTS = [receiver.port, closed.port]
    receiver.status = 500
    answering, silent = make_hook(alice, receiver.url), make_hook(alice, closed.url)
    nim_for_two(alice, bob)
    for hook in (answering, silent):
        assert webhook_deliver(webhook_id=hook.pk) == "retry"
        hook.refresh_from_db()
    assert answering.last_error == "delivery failed: HTTP 500"
    assert silent.last_error == "delivery failed: no answer from the server"
    shown = [h["last_error"] for h in Webhook.objects.values("last_error")]
    assert not any(w in " ".join(shown).lower() for w in ("refused", "errno", "socket", "111"))


def test_the_turned_off_email_says_delivery_failed_not_why_the_socket_did(
    alice, bob, settings, django_capture_on_commit_callbacks
):
    closed = Receiver()
    closed.close()
    settings.VITRINE_WEBHOOK_ALLOW_PRIVATE = True
    settings.VITRINE_WEBHOOK_PORTS = [closed.port]
    hook = make_hook(alice, closed.url)
    with (
        time_machine.travel(datetime(2025, 3, 3, 9, tzinfo=UTC), tick=False) as clock,
        django_capture_on_commit_callbacks(execute=True),
    ):
        nim_for_two(alice, bob)
        for _ in range(30):
            clock.shift(timedelta(hours=1))
            webhook_deliver(webhook_id=hook.pk)
    [notice] = [m for m in mail.outbox if "webhook was turned off" in m.subject]
    assert "delivery failed: no answer from the server" in notice.body
    assert "Errno" not in notice.body and "refused" not in notice.body


@pytest.mark.parametrize(
    ("address", "public"),
    [
        (PUBLIC, True),
        ("2606:2800:220:1:248:1893:25c8:1946", True),
        ("::ffff:93.184.215.14", True),
        ("::ffff:127.0.0.1", False),
        ("64:ff9b::7f00:1", False),
        ("2002:c0a8:101::", False),
        ("2001:0:4136:e378:8000:63bf:3fff:fdd2", False),  # Teredo around 192.0.2.45
        ("fe80::1%eth0", False),
        ("255.255.255.255", False),
        ("198.51.100.7", False),  # documentation range
    ],
)
def test_every_form_of_an_address_is_judged_by_the_network_it_reaches(address, public):
    assert is_public(address) is public
