"""Road in #1: an email provider's inbound webhook, through django-anymail (its URLs are
under /anymail/<provider>/inbound/); every provider's message lands here alike."""

from __future__ import annotations

import logging

from anymail.signals import inbound
from django.dispatch import receiver

from notifications.inbound import InboundEmail, inbound_receive

log = logging.getLogger(__name__)


@receiver(inbound, dispatch_uid="vitrine-inbound-replies")
def on_inbound(sender, event, esp_name, **kwargs) -> None:
    outcome = inbound_receive(mail=InboundEmail.from_message(event.message))
    log.info("inbound mail via %s: %s (%s)", esp_name, outcome.status, outcome.detail)
