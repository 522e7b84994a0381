"""allauth's adapter, with one addition for the development mailbox: the addresses that
this browser had account mail sent to (sign-up verification, password reset), so that the
mailbox can show a person who is not signed in yet their own mail and nobody else's."""

from __future__ import annotations

from allauth.account.adapter import DefaultAccountAdapter
from django.conf import settings
from django.http import HttpRequest

SESSION_KEY = "vitrine_mailed_addresses"
KEPT = 5


class AccountAdapter(DefaultAccountAdapter):
    def send_mail(self, template_prefix: str, email: str, context: dict) -> None:
        super().send_mail(template_prefix, email, context)
        request = getattr(self, "request", None)
        if settings.DEV_MAILBOX and request is not None and hasattr(request, "session"):
            kept = [a for a in request.session.get(SESSION_KEY, []) if a != email.lower()]
            request.session[SESSION_KEY] = [email.lower(), *kept][:KEPT]


def mailed_addresses(request: HttpRequest) -> list[str]:
    """The addresses this browser session had account mail sent to, newest first."""
    return list(request.session.get(SESSION_KEY, []))
