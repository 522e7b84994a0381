"""`manage.py check --deploy` warns when the rate limits would count in each web process's
own memory (production runs several workers, README: four, each counting apart), or not
at all."""

from __future__ import annotations

import pytest
from django.core.checks import run_checks

from tests.config.test_settings import PRODUCTION, manage

pytestmark = pytest.mark.django_db

LOCMEM = {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "vitrine"}
DUMMY = {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}
REDIS = {"BACKEND": "django.core.cache.backends.redis.RedisCache",
         "LOCATION": "redis://127.0.0.1:6379/1"}  # fmt: skip


def warned(settings, cache: dict, debug: bool) -> set[str]:
    settings.CACHES = {"default": cache}
    settings.DEBUG = debug
    return {m.id for m in run_checks(include_deployment_checks=True) if m.id.startswith("api.")}


def test_a_per_process_cache_in_production_is_warned_about(settings):
    assert warned(settings, LOCMEM, debug=False) == {"api.W001"}
    assert warned(settings, REDIS, debug=False) == set()
    assert warned(settings, LOCMEM, debug=True) == set()  # make run: one process
    assert warned(settings, DUMMY, debug=False) == {"api.W002"}


def test_with_no_cache_in_production_no_limit_holds(as_alice, settings, alice):
    """What api.W002 warns of: on dummy://, a limit of one is never reached."""
    settings.CACHES = {"default": DUMMY}
    settings.VITRINE_RATE_LIMITS = {**settings.VITRINE_RATE_LIMITS, "token_create": "1/hour"}
    made = [as_alice.post("/api/tokens/", {"name": f"t{i}"}).status_code for i in range(3)]
    assert made == [201, 201, 201]


def test_check_deploy_says_what_to_set():
    env = {k: v for k, v in PRODUCTION.items() if k != "CACHE_URL"}
    out = manage("check", "--deploy", env=env)
    text = out.stdout + out.stderr
    assert "The rate limits count in each web process's own memory" in text
    assert "Set CACHE_URL=redis://host:6379/1" in text
