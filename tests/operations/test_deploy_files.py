"""deploy/ says the same as the README: the Procfile and the systemd units run the command
lines that README's "Operating Vitrine" prints (and the production test starts)."""

from __future__ import annotations

import re

from tests.games.test_celery_worker import ROOT
from tests.operations.test_production_e2e import readme_command_lines

DEPLOY = ROOT / "deploy"


def unit(name: str) -> str:
    text = (DEPLOY / "systemd" / f"vitrine-{name}.service").read_text()
    return re.search(r"^ExecStart=/srv/vitrine/venv/bin/(.*)$", text, re.M).group(1)


def test_the_systemd_units_run_the_readme_command_lines():
    lines = readme_command_lines()
    for name in ("web", "worker", "beat"):
        assert unit(name) == " ".join(lines[name])


def test_the_procfile_runs_the_readme_command_lines():
    procfile = dict(line.split(": ", 1) for line in (DEPLOY / "Procfile").read_text().splitlines()
                    if line and not line.startswith("#"))  # fmt: skip
    lines = readme_command_lines()
    assert procfile["worker"] == " ".join(lines["worker"])
    assert procfile["beat"] == " ".join(lines["beat"])
    web = " ".join(lines["web"]).replace("127.0.0.1:8000", "0.0.0.0:${PORT:-8000}")
    assert procfile["web"] == web.replace("--workers 4", "--workers ${WEB_CONCURRENCY:-4}")


def test_one_beat_only_is_said_everywhere():
    assert "Exactly ONE" in (DEPLOY / "systemd" / "vitrine-beat.service").read_text()
    assert "Exactly one beat" in (DEPLOY / "Procfile").read_text()
