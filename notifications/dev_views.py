from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from notifications.devreply import devmail_reply
from notifications.models import DevMail

OUTCOMES = {
    "moved": "Your move was played.",
    "rejected": "The move was refused; an email says why.",
    "refused": "The reply was refused",
    "dropped": "The reply was dropped as automatic mail.",
    "duplicate": "This reply was processed before.",
}


def mailbox(request: HttpRequest, mail_id: int | None = None) -> HttpResponse:
    """The development mailbox: only where DEV_MAILBOX is on (never in production). POST
    replies to the shown email as its recipient, through the inbound mail service."""
    if not settings.DEV_MAILBOX:
        raise Http404("The development mailbox is off.")
    if request.method == "POST" and mail_id is not None:
        outcome = devmail_reply(mail_id=mail_id, body=request.POST.get("body", ""))
        text = OUTCOMES.get(outcome.status, outcome.status)
        if outcome.status == "refused":
            text = f"{text}: {outcome.detail}."
        messages.info(request, text)
        return redirect("dev-mail", mail_id)
    mails = DevMail.objects.all()[:100]
    current = DevMail.objects.filter(pk=mail_id).first() if mail_id else None
    return render(request, "notifications/mailbox.html", {"mails": mails, "current": current})
