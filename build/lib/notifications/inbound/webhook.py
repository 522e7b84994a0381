"""Road in #1: an email provider's inbound webhook, through django-anymail (its URLs are
under /anymail/<provider>/inbound/, behind ``notifications.inbound.webhook_urls``' gate);
every provider's message lands here alike, each one handled on its own."""

from __future__ import annotations

import dataclasses
import logging

from anymail.signals import inbound
from django.conf import settings
from django.dispatch import receiver

from notifications.inbound import mail_auth, mime
from notifications.inbound.receive import (
    OUTAGES,
    InboundEmail,
    Outcome,
    inbound_quarantine,
    inbound_receive,
)

log = logging.getLogger(__name__)


def _raw_of(message) -> bytes:
    try:
        return message.as_bytes()[: settings.VITRINE_INBOUND_MAX_BYTES]
    except Exception:  # as unreadable as the rest: keep what names it
        return f"(unserializable) Message-ID: {message.get('message-id', '')}".encode()


@receiver(inbound, dispatch_uid="vitrine-inbound-replies")
def on_inbound(sender, event, esp_name, **kwargs) -> Outcome:
    """Play one provider-parsed message; never raises but for a database outage."""
    road = f"webhook:{esp_name.lower().replace(' ', '_')}"
    message = event.message
    try:
        size = mime.size_of(message)
        mail = InboundEmail.from_message(
            message, oversize=size if size > settings.VITRINE_INBOUND_MAX_BYTES else 0
        )
        provider = mail_auth.provider_results(esp_name, event.esp_event)
        mail = dataclasses.replace(mail, auth={**mail.auth, **provider})
        outcome = inbound_receive(mail=mail)
        if outcome.status == "failed":
            inbound_quarantine(raw=_raw_of(message), road=road, error=outcome.detail)
    except OUTAGES:
        raise
    except Exception as error:  # unreadable (or our bug): set aside, the next one goes on
        why = str(error) if isinstance(error, mime.UnreadableMessage) else repr(error)
        outcome = inbound_quarantine(raw=_raw_of(message), road=road, error=why)
    log.info("inbound mail via %s: %s (%s)", esp_name, outcome.status, outcome.detail)
    return outcome
