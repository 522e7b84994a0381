"""Every `manage.py` command the README prints runs as printed from a checkout after
`make run` (no SECRET_KEY, no DEBUG in the environment: the development settings), and a
missing production setting ends a command with one sentence, not a traceback."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
# Commands in the production block run after `export SECRET_KEY=...` (tested in
# test_settings.py); collectstatic writes into the checkout.
PRODUCTION_ONLY = {"collectstatic"}
# Servers, and benchmarks that run for many seconds (a soak test starts servers) or want an
# empty database of their own: each is started as
# printed up to its argument parsing (`--help`), which loads the same settings.
LONG_RUNNING = {
    "soak",
    "bench_inbound",
    "bot_arena",
    "metrics_server",
    "rundev",
    "runserver",
    "bench",
    "bench_sweep",
    "bench_ratings",  # fills a database of its own (tests/benchmarks/test_bench_ratings.py)
    "bench_season",  # fills a database of its own (tests/benchmarks/test_bench_season.py)
    "simulate_tournament",  # plays a whole tournament (tests/leagues/tournaments/test_simulate.py)
}
# What each placeholder of the README stands for in this test; `--games` is kept small.
PLACEHOLDERS = {"KIND": "fine-arts", "<slug>": "fine-arts", "N": "1", "PATH": "{maildir}"}


def printed_commands() -> list[str]:
    """The `manage.py ...` commands the README shows, as printed (in code spans or blocks)."""
    found = re.findall(r"((?:\.venv/bin/)?(?:python )?manage\.py [a-z_]+[^`\n]*)", README)
    out = []
    for command in found:
        command = command.strip()
        if command.split("manage.py ")[1].split()[0] not in PRODUCTION_ONLY:
            out.append(command)
    return sorted(set(out))


def development_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a shell in a checkout after `make run`: none of the test suite's
    settings, a migrated SQLite database under var/ (here a temporary one)."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith((
        "DJANGO", "SECURE_", "SESSION_", "CSRF_", "STATIC_", "DEBUG", "SECRET_KEY",
        "DATABASE_URL", "CELERY", "EMAIL_", "VITRINE_", "ACCOUNT_"))}  # fmt: skip
    return {**clean, "VITRINE_VAR_DIR": str(tmp_path / "var")}


def run(command: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    argv = shlex.split(command, comments=True)  # a shell comment after the command
    # `.venv/bin/python` and `python` both mean the interpreter Vitrine is installed in.
    argv = [sys.executable, *argv[argv.index("manage.py") :]]
    return subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_the_readme_prints_the_commands_this_test_runs():
    commands = printed_commands()
    names = {c.split("manage.py ")[1].split()[0] for c in commands}
    assert {"playout", "bench_commands", "receive_mail", "rebuild_projections"} <= names


def test_every_command_the_readme_prints_runs_as_printed(tmp_path):
    env = development_env(tmp_path)
    maildir = tmp_path / "Maildir"
    for sub in ("new", "cur", "tmp"):
        (maildir / sub).mkdir(parents=True)
    migrated = run("manage.py migrate --noinput", env)  # what `make run` did first
    assert migrated.returncode == 0, migrated.stderr
    for printed in printed_commands():
        command = printed
        for placeholder, value in PLACEHOLDERS.items():
            command = re.sub(rf"(?<![\w<]){re.escape(placeholder)}(?![\w>])", value, command)
        command = re.sub(r"--games \d+", "--games 1", command).format(maildir=maildir)
        command = re.sub(r" \[[^\]]*\]", "", command)  # [OPTIONAL...] arguments left out
        if command.split("manage.py ")[1].split()[0] in LONG_RUNNING:
            command = command.split("manage.py ")[0] + "manage.py " + \
                command.split("manage.py ")[1].split()[0] + " --help"  # fmt: skip
        done = run(command, env)
        assert done.returncode == 0, f"{printed!r} failed:\n{done.stdout}\n{done.stderr}"
        assert "Traceback" not in done.stderr, f"{printed!r}:\n{done.stderr}"


@pytest.mark.parametrize("command", ["manage.py playout fine-arts --games 1", "manage.py check"])
def test_a_missing_production_setting_is_one_sentence_not_a_traceback(tmp_path, command):
    env = {**development_env(tmp_path), "DEBUG": "false"}  # production, without SECRET_KEY
    done = run(command, env)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines == ["Vitrine's settings are incomplete: Set SECRET_KEY (or DEBUG=true for "
                     "the development default)."]  # fmt: skip
