from __future__ import annotations

import os
import signal

# bandit: starts our own server and worker, fixed arguments
import subprocess  # nosec B404
import sys
import time

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from web.management.commands.seed_demo import DEMO_PASSWORD, DEMO_USERS


class Command(BaseCommand):
    help = (
        "Run Vitrine on its embedded defaults: migrate, create demo data, then start the web "
        "server and a Celery worker with beat (on the broker in CELERY_BROKER_URL)."
    )

    def add_arguments(self, parser):
        parser.add_argument("--addr", default="127.0.0.1:8000")
        parser.add_argument("--no-worker", action="store_true", help="Web server only.")

    def handle(self, *args, addr, no_worker, **options):
        call_command("migrate", verbosity=0)
        call_command("seed_demo")
        python = sys.executable
        manage = str(settings.BASE_DIR / "manage.py")
        procs = [subprocess.Popen([python, manage, "runserver", addr, "--noreload"])]  # nosec B603
        if not no_worker:
            # bandit: our own command line
            procs.append(subprocess.Popen(  # nosec B603
                [python, "-m", "celery", "-A", "config", "worker", "--beat", "--pool", "solo",
                 "--loglevel", "INFO", "--schedule", settings.CELERY_BEAT_SCHEDULE_FILENAME],
                cwd=settings.BASE_DIR,
            ))  # fmt: skip
        url = f"http://{addr}/"
        logins = ", ".join(u for u, _ in DEMO_USERS)
        self.stdout.write(self.style.SUCCESS(
            f"\nVitrine is running at {url}\n"
            f"  demo logins: {logins} (password: {DEMO_PASSWORD})\n"
            f"  API docs: {url}api/docs/   dev mailbox: {url}dev/mailbox/\n"
            f"  database: {settings.DATABASES['default']['NAME']}\n"
            "Press Ctrl-C to stop.\n"
        ))  # fmt: skip
        stop = False

        def on_signal(signum, frame):
            nonlocal stop
            stop = True

        signal.signal(signal.SIGINT, on_signal)
        signal.signal(signal.SIGTERM, on_signal)
        try:
            while not stop and all(p.poll() is None for p in procs):
                time.sleep(0.5)
        finally:
            for p in procs:
                if p.poll() is None:
                    p.send_signal(signal.SIGTERM if os.name != "nt" else signal.CTRL_BREAK_EVENT)
            for p in procs:
                try:
                    p.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    p.kill()
        failed = [p.args[2] for p in procs if p.returncode not in (0, -signal.SIGTERM, None)]
        if failed and not stop:
            self.stderr.write(f"A process stopped unexpectedly: {failed}")
            sys.exit(1)
