"""schemathesis against the live OpenAPI schema: every operation, through all four phases
(the schema's examples, coverage of its boundaries, random fuzzing, and stateful runs that
follow the schema's links from a created game, token or vacation to what uses its id),
authenticated with a real token. No answer may be a 500 or disagree with the schema.

It runs the schemathesis CLI against pytest-django's live server (a real HTTP server on
loopback, on this pass's database), so its report is what an operator would see. The
figures (operations, test cases, checks) are printed at the end of the run."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from games import services

pytestmark = pytest.mark.django_db(transaction=True)

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "a long fuzzing passphrase 7"
CHECKS = (
    "not_a_server_error,status_code_conformance,content_type_conformance,"
    "response_headers_conformance,response_schema_conformance,use_after_free,"
    "ensure_resource_availability"
)
# Webhook registration is left out: a URL it accepts would be posted to by the worker,
# and this test never sends traffic off the machine (its validation has its own tests).
EXCLUDED = ["me_webhooks_create", "streams_webhooks_create"]


def test_schemathesis_finds_no_server_error_and_no_schema_mismatch(
    live_server, django_user_model, settings
):
    # Rate limits off: the run's hundreds of writes are one user's (they have their tests).
    settings.VITRINE_RATE_LIMITS = {scope: None for scope in settings.VITRINE_RATE_LIMITS}
    # A fast hasher: the run logs in (and guesses passwords) hundreds of times, and the
    # real hasher's cost is the point of tests/api/test_login_timing.py, not of this one.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    fuzzer = django_user_model.objects.create_user("fuzzer", "fuzzer@example.org", PASSWORD)
    rival = django_user_model.objects.create_user("rival", "rival@example.org", PASSWORD)
    # Something to find: an open table of the fuzzer's, a running game and a private one.
    services.game_create(user=fuzzer, kind="nim", seats=3)
    running = services.game_create(user=fuzzer, kind="nim", seats=2)
    services.game_join(user=rival, game_id=running.pk)
    services.game_create(user=rival, kind="nim", seats=2, public=False)

    st = Path(sys.executable).with_name("st")
    command = [str(st), "--config-file", str(ROOT / "tests/api/schemathesis.toml"), "run",
               f"{live_server.url}/api/schema/", "--checks", CHECKS,
               *[arg for op in EXCLUDED for arg in ("--exclude-operation-id", op)],
               "--no-color"]  # fmt: skip
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "tests.api.schemathesis_hooks",
           "VITRINE_FUZZ_URL": live_server.url, "VITRINE_FUZZ_USER": "fuzzer",
           "VITRINE_FUZZ_PASSWORD": PASSWORD, "PYTHONPATH": str(ROOT)}  # fmt: skip
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=900)  # fmt: skip
    report = done.stdout + done.stderr
    summary = report[report.rfind("SUMMARY") :]
    print(report[report.find("Examples (in") :])  # the figures, for the record (pytest -s)
    assert done.returncode == 0, report[-12000:]
    selected = re.search(r"Selected: (\d+)/(\d+)", summary)
    assert selected and int(selected[1]) == int(selected[2]) - len(EXCLUDED), summary
    assert f"Tested: {selected[1]}" in summary, summary  # every selected operation ran
    assert re.search(r"\d+ generated, \d+ passed", summary), summary
