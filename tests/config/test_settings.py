"""Settings come from the environment; production settings pass Django's deploy checks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PRODUCTION = {
    "DEBUG": "false",
    "SECRET_KEY": "x" * 20 + "production-like-secret-key-for-deploy-checks-0123456789",
    "ALLOWED_HOSTS": "vitrine.example.org",
    "DATABASE_URL": "sqlite:////tmp/vitrine-deploy-check.sqlite3",
    "CELERY_BROKER_URL": "redis://127.0.0.1:6379/0",
    "CACHE_URL": "redis://127.0.0.1:6379/1",
    "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
}


def manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO", "SECURE_",
             "SESSION_", "CSRF_", "STATIC_", "DEBUG", "SECRET_KEY"))}  # fmt: skip
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env={**clean, **env},
                          capture_output=True, text=True)  # fmt: skip


def test_check_deploy_with_production_settings_gives_no_warnings():
    done = manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues" in done.stdout


def test_without_a_secret_key_production_refuses_to_start():
    env = {k: v for k, v in PRODUCTION.items() if k != "SECRET_KEY"}
    done = manage("check", env=env)
    assert done.returncode != 0 and "Set SECRET_KEY" in done.stderr


def test_a_bad_boolean_is_a_clear_error():
    done = manage("check", env={**PRODUCTION, "DEBUG": "maybe"})
    assert "DEBUG must be true or false, not 'maybe'" in done.stderr


@pytest.mark.django_db
def test_the_openapi_schema_describes_the_game_endpoints(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    assert schema["openapi"].startswith("3.")
    for path in ("/api/kinds/", "/api/games/", "/api/games/{game_id}/act/",
                 "/api/games/{game_id}/events/", "/api/games/{game_id}/export/"):  # fmt: skip
        assert path in schema["paths"]
    assert client.get("/api/docs/").status_code == 200


def test_the_schema_generates_without_warnings():
    done = manage("spectacular", "--fail-on-warn", "--file", "/dev/null",
                  env={"DEBUG": "true"})  # fmt: skip
    assert done.returncode == 0, done.stderr


def database_options(**env: str) -> str:
    code = ("import django, json; django.setup(); from django.conf import settings; "
            "print(json.dumps(settings.DATABASES['default'].get('OPTIONS', {})))")  # fmt: skip
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings",
                               "DEBUG": "true", **env})  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_postgresql_prepares_statements_unless_told_not_to():
    pg = "postgres://vitrine@db.example/vitrine"
    assert '"server_side_binding": true, "prepare_threshold": 2' in database_options(
        DATABASE_URL=pg
    )
    assert "prepare_threshold" not in database_options(DATABASE_URL=pg,
                                                        DB_PREPARED_STATEMENTS="false")  # fmt: skip
    assert '"prepare_threshold": 5' in database_options(DATABASE_URL=pg, DB_PREPARE_THRESHOLD="5")
    # SQLite has no such thing
    assert "prepare_threshold" not in database_options(DATABASE_URL="sqlite:////tmp/x.sqlite3")


@pytest.mark.parametrize("road", ["gunicorn worker", "celery pool process"])
def test_a_worker_sets_what_it_loaded_aside_from_the_garbage_collector(road):
    """A full collection walked every object Django had loaded (over 100,000: tens of
    milliseconds, in whichever request or task it fell); frozen, it walks what the work
    made. gunicorn's hook and Celery's signal (each pool process once forked) both do it."""
    import gc

    from celery.signals import worker_process_init

    from config import gunicorn

    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    try:
        if road == "gunicorn worker":
            gunicorn.post_worker_init(worker=None)
        else:
            worker_process_init.send(sender=None)
        assert gc.get_freeze_count() > 10_000
    finally:
        gc.unfreeze()


def test_a_gunicorn_worker_loads_every_view_before_its_first_request():
    """Django loads the URLconf (and so every view) at the first request a process serves:
    a quarter of a second more for whoever sends it. The worker's hook does it first."""
    script = (
        "import sys, django; django.setup()\n"
        "print('api.games.views' in sys.modules)\n"
        "from config.gunicorn import post_worker_init; post_worker_init(worker=None)\n"
        "from django.urls import reverse\n"
        "print('api.games.views' in sys.modules, reverse('api-game-act', args=[7]))\n"
    )
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO")}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, env={**clean, "DJANGO_SETTINGS_MODULE": "config.settings"})  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["False", "True /api/games/7/act/"]
