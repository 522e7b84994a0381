"""The development mailbox: the default email backend keeps mail in the database, a page
at /dev/mailbox/ shows it, and its reply form answers through the inbound service.

``notifications.devmailbox.DevMailboxBackend`` stays the backend's dotted path (the
EMAIL_BACKEND setting's default, and what operators' env files say)."""

from notifications.devmailbox.backend import DevMailboxBackend

__all__ = ["DevMailboxBackend"]
