"""The embedded default email backend: mail lands in a page at /dev/mailbox/."""

from __future__ import annotations

from django.core.mail.backends.base import BaseEmailBackend


class DevMailboxBackend(BaseEmailBackend):
    def send_messages(self, email_messages) -> int:
        from notifications.models import DevMail

        for message in email_messages:
            html = ""
            for content, mimetype in getattr(message, "alternatives", []) or []:
                if mimetype == "text/html":
                    html = content
            DevMail.objects.create(
                sender=message.from_email,
                to=", ".join(message.to),
                subject=message.subject,
                body=message.body,
                html=html,
                headers={
                    **{k: str(v) for k, v in (message.extra_headers or {}).items()},
                    **({"Reply-To": ", ".join(message.reply_to)} if message.reply_to else {}),
                },
            )
        return len(email_messages)
