"""System checks for email settings that would silently lose or leak mail. The deploy
ones show in ``manage.py check --deploy``; the rate's format is checked always."""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Error, Tags, Warning, register
from django_ratelimit.core import rate_re

DEV_BACKEND = "notifications.devmailbox.DevMailboxBackend"


@register(Tags.security, deploy=True)
def check_email_deploy(app_configs=None, **kwargs) -> list[Warning]:
    found = []
    if settings.VITRINE_INBOUND_WEBHOOK and not settings.ANYMAIL.get("WEBHOOK_SECRET"):
        found.append(Warning(
            "VITRINE_INBOUND_WEBHOOK is on but ANYMAIL_WEBHOOK_SECRET is not set, so the "
            "provider webhook refuses every post (404) and no email move arrives.",
            hint="Set ANYMAIL_WEBHOOK_SECRET=user:password and give it to your provider "
            "as the webhook's basic auth.",
            id="notifications.W001",
        ))  # fmt: skip
    if not settings.DEBUG and settings.EMAIL_BACKEND == DEV_BACKEND:
        found.append(Warning(
            "EMAIL_BACKEND is the development mailbox: no email leaves this server; they "
            "are only stored in the database.",
            hint="Set EMAIL_BACKEND (e.g. django.core.mail.backends.smtp.EmailBackend or "
            "an anymail backend) for production.",
            id="notifications.W002",
        ))  # fmt: skip
    if settings.DEV_MAILBOX and not settings.DEBUG:
        found.append(Warning(
            "DEV_MAILBOX is on without DEBUG: /dev/mailbox/ shows the caught mail and lets "
            "its reader reply as the players.",
            hint="Unset DEV_MAILBOX (it defaults to DEBUG) on a public server.",
            id="notifications.W003",
        ))  # fmt: skip
    return found


@register(Tags.compatibility)
def check_inbound_rate(app_configs=None, **kwargs) -> list[Error]:
    rate = settings.VITRINE_INBOUND_RATE
    if rate and not rate_re.fullmatch(rate):
        return [Error(
            f"VITRINE_INBOUND_RATE must look like 60/h (a count, /, s, m, h or d), not {rate!r}.",
            id="notifications.E001",
        )]  # fmt: skip
    return []
