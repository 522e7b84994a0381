from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from notifications.models import DevMail


def mailbox(request: HttpRequest, mail_id: int | None = None) -> HttpResponse:
    """The development mailbox: only where DEV_MAILBOX is on (never in production)."""
    if not settings.DEV_MAILBOX:
        raise Http404("The development mailbox is off.")
    mails = DevMail.objects.all()[:100]
    current = DevMail.objects.filter(pk=mail_id).first() if mail_id else None
    return render(request, "notifications/mailbox.html", {"mails": mails, "current": current})
