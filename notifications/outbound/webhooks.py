"""Webhooks: a player's notifications POSTed to a URL of theirs, signed in the Standard
Webhooks style (``webhook-id``, ``webhook-timestamp``, ``webhook-signature: v1,<base64
HMAC-SHA256 of "id.timestamp.body">`` under the ``whsec_`` secret), as raw JSON or in
Discord's or Slack's message format. Due rows are batched into one POST per webhook;
failures are retried with exponential backoff, and a webhook failing for a whole day
(VITRINE_WEBHOOK_DISABLE_AFTER_HOURS) is disabled and its player told by email.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import logging
import secrets
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from notifications.models import Kind, Notification, Status, Webhook
from notifications.outbound.emails import message_context, subject_of
from notifications.outbound.outbox import queue
from notifications.outbound.webhook_target import UnsafeTarget, check_url, post
from shared.errors import IllegalAction, NotFound

log = logging.getLogger(__name__)
MAX_BACKOFF = timedelta(hours=1)


def webhook_create(
    *, user: AbstractBaseUser, url: str, format: str = "json", stream_id: int | None = None
) -> Webhook:
    """Register ``url``; the secret to check signatures with is on the returned row.
    Raises ``IllegalAction`` for a URL that is not a public http(s) address. ``stream_id``:
    an organiser's webhook for that event (``event_webhooks`` checks who may)."""
    try:
        check_url(url)
    except UnsafeTarget as exc:
        raise IllegalAction(str(exc)) from exc
    if format not in Webhook.Format.values:
        raise IllegalAction(f"format must be one of: {', '.join(Webhook.Format.values)}.")
    secret = "whsec_" + base64.b64encode(secrets.token_bytes(24)).decode()
    return Webhook.objects.create(user=user, url=url, format=format, secret=secret,
                                  stream_id=stream_id)  # fmt: skip


def webhook_delete(*, user: AbstractBaseUser, webhook_id: int) -> None:
    if not Webhook.objects.filter(user=user, pk=webhook_id, stream__isnull=True).delete()[0]:
        raise NotFound("You have no webhook with that id.")


def sign(secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    """The ``webhook-signature`` header value for ``body``."""
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()


def _item(n: Notification, ctx: dict[str, Any]) -> dict[str, Any]:
    prompt = ctx.get("prompt")
    item = {
        "id": n.key, "kind": n.kind, "title": subject_of(ctx).removeprefix("[Vitrine] "),
        "game": ctx.get("game", {}).get("id"), "version": n.version,
        "url": ctx.get("game", {}).get("url"), "deadline": n.game.deadline.isoformat()
        if n.game_id and n.game.deadline and prompt else None,
        "prompt": {"text": prompt["text"], "options": prompt["numbered"]} if prompt else None,
    }  # fmt: skip
    if "event" in ctx:  # a tournament's or league season's news: the event and its facts
        item["event"] = ctx["event"]
        item["url"] = item["url"] or ctx["event"]["url"]
        item["details"] = {
            k: v for k, v in n.context.items() if k not in ("stream", "title", "path")
        }
    return item


def payload(format: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    """The body of one batched delivery in the webhook's format."""
    if format == Webhook.Format.JSON:
        return {"type": "vitrine.notifications", "notifications": items}
    lines = [f"**{i['title']}**" + (f" <{i['url']}>" if i["url"] else "") for i in items]
    if format == Webhook.Format.DISCORD:
        return {"username": "Vitrine", "content": "\n".join(lines)[:2000]}
    return {"text": "\n".join(line.replace("**", "*") for line in lines)}


class DeliveryFailed(Exception):
    """A delivery that did not get a 2xx; ``str(exc)`` is what the player may read: the
    HTTP status at most, never how the connection failed (that would map internal ports)."""


def _post(hook: Webhook, body: bytes, msg_id: str) -> None:
    try:
        target = check_url(hook.url)  # again: the name may point elsewhere by now
    except UnsafeTarget as exc:
        log.warning("webhook %s refused at delivery: %s", hook.pk, exc)
        raise DeliveryFailed("delivery failed: the address is not a public one") from exc
    timestamp = int(timezone.now().timestamp())
    headers = {
        "Content-Type": "application/json", "User-Agent": "Vitrine-Webhooks/1",
        "webhook-id": msg_id, "webhook-timestamp": str(timestamp),
        "webhook-signature": sign(hook.secret, msg_id, timestamp, body),
    }  # fmt: skip
    try:
        status = post(target, body, headers, settings.VITRINE_WEBHOOK_TIMEOUT)
    except OSError as exc:  # refused, reset, timed out, TLS: all alike to the player
        log.warning("webhook %s: no answer from %s: %r", hook.pk, hook.url, exc)
        raise DeliveryFailed("delivery failed: no answer from the server") from exc
    if 300 <= status < 400:
        raise DeliveryFailed(f"delivery failed: HTTP {status} (redirects are not followed)")
    if not 200 <= status < 300:
        raise DeliveryFailed(f"delivery failed: HTTP {status}")


def _due(hook_id: int, now: datetime):
    return Notification.objects.filter(
        webhook_id=hook_id, channel="webhook", due_at__lte=now
    ).filter(Q(status=Status.PENDING) | Q(status=Status.SENDING, lease_until__lte=now))


def webhook_deliver(*, webhook_id: int) -> str:
    """Send every due row of one webhook in one signed POST. Returns ``sent``,
    ``retry``, ``disabled`` or ``nothing``."""
    now = timezone.now()
    with transaction.atomic():
        hook = (Webhook.objects.select_for_update(skip_locked=True)
                .filter(pk=webhook_id, active=True)
                .filter(Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now)).first())  # fmt: skip
        if hook is None:
            return "nothing"
        rows = list(_due(hook.pk, now).select_related("game", "user__profile")[:100])
        if not rows:
            return "nothing"
        lease = now + timedelta(seconds=settings.VITRINE_NOTIFY_LEASE_SECONDS)
        Notification.objects.filter(pk__in=[r.pk for r in rows]).update(
            status=Status.SENDING, lease_until=lease)  # fmt: skip
    items, skipped = [], []
    for n in rows:
        ctx = message_context(n)
        (items.append(_item(n, ctx)) if ctx is not None else skipped.append(n.pk))
    Notification.objects.filter(pk__in=skipped).update(status=Status.SKIPPED, lease_until=None)
    sent_ids = [r.pk for r in rows if r.pk not in skipped]
    if not items:
        return "nothing"
    body = json.dumps(payload(hook.format, items), separators=(",", ":")).encode()
    msg_id = "msg_" + hashlib.sha256(",".join(i["id"] for i in items).encode()).hexdigest()[:24]
    try:
        _post(hook, body, msg_id)
    except DeliveryFailed as exc:
        return _failed(hook, sent_ids, str(exc), now)
    with transaction.atomic():
        Notification.objects.filter(pk__in=sent_ids).update(
            status=Status.SENT, sent_at=timezone.now(), lease_until=None, attempts=1)  # fmt: skip
        Webhook.objects.filter(pk=hook.pk).update(attempts=0, next_attempt_at=None,
                                                  failing_since=None, last_error="")  # fmt: skip
    return "sent"


def _failed(hook: Webhook, row_ids: list[int], error: str, now: datetime) -> str:
    log.warning("webhook %s failed: %s", hook.pk, error)
    with transaction.atomic():
        hook = Webhook.objects.select_for_update().get(pk=hook.pk)
        hook.attempts += 1
        hook.failing_since = hook.failing_since or now
        hook.last_error = error[:2000]
        hook.next_attempt_at = now + min(timedelta(seconds=30 * 2**hook.attempts), MAX_BACKOFF)
        rows = Notification.objects.filter(pk__in=row_ids)
        limit = timedelta(hours=settings.VITRINE_WEBHOOK_DISABLE_AFTER_HOURS)
        if now - hook.failing_since >= limit:
            hook.active, hook.disabled_at = False, now
            hook.save()
            rows.update(status=Status.SKIPPED, lease_until=None, last_error=error[:2000])
            _pending_of(hook).update(status=Status.SKIPPED)
            queue(user=hook.user, kind=Kind.NOTICE, tag=f"webhook{hook.pk}-off", now=now,
                  context={"subject": "Your webhook was turned off",
                           "unsubscribe_kind": "all",
                           "text": f"Vitrine could not deliver to your webhook {hook.url} "
                                   f"for {limit.total_seconds() / 3600:.0f} hours "
                                   f"({error[:200]}), so it is turned off. "
                                   "Register it again once it works."})  # fmt: skip
            return "disabled"
        hook.save()
        rows.update(status=Status.PENDING, lease_until=None, last_error=error[:2000])
    return "retry"


def _pending_of(hook: Webhook):
    return Notification.objects.filter(webhook=hook, status=Status.PENDING)


def webhooks_due(*, now: datetime | None = None) -> list[int]:
    """Selector: active webhooks with rows due and no backoff in the way."""
    now = now or timezone.now()
    return list(
        Webhook.objects.filter(active=True)
        .filter(Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now))
        .filter(notifications__status__in=[Status.PENDING, Status.SENDING],
                notifications__due_at__lte=now)
        .values_list("pk", flat=True).distinct()
    )  # fmt: skip
