"""`manage.py check --deploy` warns about email settings that lose or leak mail."""

from __future__ import annotations

from django.core.checks import run_checks

from tests.config.test_settings import PRODUCTION, manage

DEV_BACKEND = "notifications.devmailbox.DevMailboxBackend"


def ids(settings_overrides, settings) -> set[str]:
    for name, value in settings_overrides.items():
        setattr(settings, name, value)
    return {m.id for m in run_checks(include_deployment_checks=True)
            if m.id.startswith("notifications.")}  # fmt: skip


def test_each_email_misconfiguration_has_its_warning(settings):
    settings.DEBUG = False
    assert ids({"VITRINE_INBOUND_WEBHOOK": True, "ANYMAIL": {"WEBHOOK_SECRET": None}},
               settings) == {"notifications.W001"}  # fmt: skip
    settings.VITRINE_INBOUND_WEBHOOK = False
    assert ids({"EMAIL_BACKEND": DEV_BACKEND}, settings) == {"notifications.W002"}
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    assert ids({"DEV_MAILBOX": True}, settings) == {"notifications.W003"}
    settings.DEV_MAILBOX = False
    assert ids({"VITRINE_INBOUND_RATE": "lots"}, settings) == {"notifications.E001"}
    settings.VITRINE_INBOUND_RATE = "60/h"
    assert ids({"VITRINE_INBOUND_WEBHOOK": True, "ANYMAIL": {"WEBHOOK_SECRET": "u:p"}},
               settings) == set()  # fmt: skip


def test_check_deploy_prints_them_for_a_production_server_left_on_development_mail():
    done = manage("check", "--deploy", env={**PRODUCTION, "EMAIL_BACKEND": DEV_BACKEND,
                  "DEV_MAILBOX": "true", "VITRINE_INBOUND_WEBHOOK": "true"})  # fmt: skip
    out = done.stdout + done.stderr
    assert "VITRINE_INBOUND_WEBHOOK is on but ANYMAIL_WEBHOOK_SECRET is not set" in out
    assert "EMAIL_BACKEND is the development mailbox: no email leaves this server" in out
    assert "DEV_MAILBOX is on without DEBUG" in out
