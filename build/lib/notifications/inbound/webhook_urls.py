"""django-anymail's webhook routes (/anymail/<provider>/inbound/ and the rest), behind a
gate. Inbound mail is off unless configured: every route answers 404 until
VITRINE_INBOUND_WEBHOOK is on and ANYMAIL_WEBHOOK_SECRET is set (so nobody is let in
without the basic-auth secret), and a provider whose own settings are missing answers 404
too, never 500. A post bigger than three times VITRINE_INBOUND_MAX_BYTES (a provider sends
the message raw and parsed, some in base64) is answered 413 before it is read; a payload
the provider's parser cannot read is set aside and answered 400; a database outage is
answered 503 (the provider tries again later)."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from functools import wraps

from anymail import urls as anymail_urls
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured, SuspiciousOperation
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import URLPattern
from django.views.decorators.csrf import csrf_exempt

from notifications.inbound.receive import OUTAGES, inbound_quarantine

log = logging.getLogger(__name__)
app_name = anymail_urls.app_name


def inbound_webhook_enabled() -> bool:
    return bool(settings.VITRINE_INBOUND_WEBHOOK and settings.ANYMAIL.get("WEBHOOK_SECRET"))


def payload_limit() -> int:
    return 3 * settings.VITRINE_INBOUND_MAX_BYTES + 64 * 1024


def _text(status: int, message: str, **headers: str) -> HttpResponse:
    response = HttpResponse(message + "\n", status=status, content_type="text/plain")
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


def gated(view: Callable) -> Callable:
    """``view`` (an anymail webhook view) behind the gate described above."""

    @csrf_exempt
    @wraps(view)
    def gate(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if not inbound_webhook_enabled():
            raise Http404("Inbound mail is not enabled on this site.")
        try:
            view.view_class(**view.view_initkwargs)  # does it have its provider settings?
        except ImproperlyConfigured as missing:
            log.warning("anymail webhook %s is not configured: %s", request.path, missing)
            raise Http404("This provider is not configured on this site.") from None
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > payload_limit():
            log.warning("anymail webhook %s: %d bytes refused unread", request.path, length)
            return _text(413, f"Too large: at most {payload_limit()} bytes are read.")
        try:
            return view(request, *args, **kwargs)
        except (Http404, SuspiciousOperation):  # 404; bad auth or an oversize body: 400
            raise
        except ImproperlyConfigured as missing:  # a key some providers check per post
            log.warning("anymail webhook %s is not configured: %s", request.path, missing)
            raise Http404("This provider is not configured on this site.") from None
        except OUTAGES:
            log.exception("anymail webhook %s: database unreachable", request.path)
            return _text(503, "Try again later.", Retry_After="60")
        except Exception as error:
            try:
                body = request.body[: settings.VITRINE_INBOUND_MAX_BYTES]
            except Exception:  # the stream was read as a form: nothing left to keep
                body = b""
            match = request.resolver_match
            road = "webhook:" + (match.url_name if match else "")[:30]
            inbound_quarantine(raw=body or hashlib.sha256(repr(error).encode()).digest(),
                               road=road, error=f"the provider's post cannot be read: {error!r}")  # fmt: skip
            return _text(400, "The message could not be read; it was set aside.")

    return gate


urlpatterns = [
    URLPattern(p.pattern, gated(p.callback), p.default_args, p.name)
    for p in anymail_urls.urlpatterns
]
