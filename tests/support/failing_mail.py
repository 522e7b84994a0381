"""Test-only email backends: one that always fails, one that hangs (a worker to kill)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from django.core.mail.backends.base import BaseEmailBackend

from notifications.devmailbox import DevMailboxBackend


class FailingBackend(BaseEmailBackend):
    def send_messages(self, email_messages) -> int:
        raise ConnectionRefusedError("no mail server today")


class HangingBackend(DevMailboxBackend):
    """Touches $VITRINE_TEST_HANG_MARKER and hangs, so the test can kill the worker in the
    middle of a send (between the commit and the email)."""

    def send_messages(self, email_messages) -> int:
        Path(os.environ["VITRINE_TEST_HANG_MARKER"]).touch()
        time.sleep(3600)
        return 0
