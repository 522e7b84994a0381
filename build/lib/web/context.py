from __future__ import annotations

from django.conf import settings


def site(request) -> dict:
    return {"DEV_MAILBOX": settings.DEV_MAILBOX, "SITE_NAME": "Vitrine"}
