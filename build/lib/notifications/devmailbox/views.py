from __future__ import annotations

from allauth.account.models import EmailAddress
from django.conf import settings
from django.contrib import messages
from django.db.models import Q, QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from accounts.adapter import mailed_addresses
from notifications.devmailbox.reply import devmail_reply
from notifications.models import DevMail

OUTCOMES = {
    "moved": "Your move was played.",
    "rejected": "The move was refused; an email says why.",
    "refused": "The reply was refused",
    "dropped": "The reply was dropped as automatic mail.",
    "duplicate": "This reply was processed before.",
}


def own_addresses(request: HttpRequest) -> list[str]:
    """The addresses whose mail this person may read: their account's, or, before they
    can sign in, those this browser had account mail sent to (sign-up, password reset)."""
    addresses = set(mailed_addresses(request))
    user = request.user
    if user.is_authenticated:
        addresses.add(user.email.lower())
        addresses.update(a.lower() for a in EmailAddress.objects.filter(user=user)
                         .values_list("email", flat=True))  # fmt: skip
    return sorted(a for a in addresses if a)


def visible_mail(request: HttpRequest) -> QuerySet[DevMail]:
    """Staff see every caught email; anyone else only the mail sent to them."""
    if request.user.is_authenticated and request.user.is_staff:
        return DevMail.objects.all()
    match = Q(pk__in=[])
    for address in own_addresses(request):
        match |= Q(to__iexact=address) | Q(to__istartswith=f"{address},")
        match |= Q(to__icontains=f", {address},") | Q(to__iendswith=f", {address}")
    return DevMail.objects.filter(match)


def mailbox(request: HttpRequest, mail_id: int | None = None) -> HttpResponse:
    """The development mailbox: only where DEV_MAILBOX is on (never in production). Each
    person reads their own mail (staff read all) and may reply to it as its recipient,
    through the inbound mail service."""
    if not settings.DEV_MAILBOX:
        raise Http404("The development mailbox is off.")
    mails = visible_mail(request)
    current = mails.filter(pk=mail_id).first() if mail_id else None
    if mail_id is not None and current is None:
        raise Http404("There is no such email in your mailbox.")
    if request.method == "POST" and current is not None:
        outcome = devmail_reply(mail_id=current.pk, body=request.POST.get("body", ""))
        text = OUTCOMES.get(outcome.status, outcome.status)
        if outcome.status == "refused":
            text = f"{text}: {outcome.detail}."
        messages.info(request, text)
        return redirect("dev-mail", current.pk)
    return render(request, "notifications/mailbox.html", {
        "mails": mails[:100], "current": current, "addresses": own_addresses(request),
        "sees_all": request.user.is_authenticated and request.user.is_staff,
    })  # fmt: skip
