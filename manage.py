#!/usr/bin/env python
"""Django's command line for Vitrine.

Run from a checkout with no production settings (neither SECRET_KEY nor DEBUG in the
environment), a command uses the development settings, as `make run` does, so every command
the README prints works as printed. A bad or missing setting ends the command with one
sentence saying what to set, not a traceback.
"""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    if not os.environ.get("SECRET_KEY") and "DEBUG" not in os.environ:
        os.environ["DEBUG"] = "true"
    from django.core.exceptions import ImproperlyConfigured
    from django.core.management import execute_from_command_line

    try:
        from django.conf import settings

        settings.INSTALLED_APPS  # noqa: B018 - reading a setting loads (and checks) them all
    except ImproperlyConfigured as exc:
        sys.exit(f"Vitrine's settings are incomplete: {exc}")
    try:
        execute_from_command_line(sys.argv)
    except ImproperlyConfigured as exc:
        sys.exit(f"Vitrine's settings are incomplete: {exc}")


if __name__ == "__main__":
    main()
