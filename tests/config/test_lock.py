"""The lock (uv.lock and its pip exports) matches pyproject.toml, and when it does not,
the check says what to do: run `make lock`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FILES = ["Makefile", "pyproject.toml", "uv.lock", "requirements.lock", "requirements-dev.lock"]
UV = Path(sys.prefix) / "bin" / "uv"

pytestmark = pytest.mark.skipif(not UV.exists(), reason="uv comes with the dev dependencies")


def lock_check(where: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "UV_OFFLINE": "1"}  # the check never needs the network
    return subprocess.run(["make", "-s", "lock-check", f"VENV={sys.prefix}"], cwd=where,  # nosec B603 B607
                          env=env, capture_output=True, text=True, timeout=120)  # fmt: skip


def copy_of_the_project(tmp_path: Path) -> Path:
    for name in FILES:
        shutil.copy(ROOT / name, tmp_path / name)
    return tmp_path


def test_the_lock_matches_pyproject():
    done = lock_check(ROOT)
    assert done.returncode == 0, done.stderr


def test_every_locked_file_is_pinned_with_its_hash():
    for name in ("requirements.lock", "requirements-dev.lock"):
        pins = [line for line in (ROOT / name).read_text().splitlines() if "==" in line]
        assert pins and all(line.rstrip().endswith("\\") for line in pins), name
        assert "--hash=sha256:" in (ROOT / name).read_text()
    prod = (ROOT / "requirements.lock").read_text()
    assert "django==" in prod and "pytest==" not in prod  # production gets no test tools


def test_a_dependency_added_without_make_lock_is_caught_with_what_to_do(tmp_path):
    where = copy_of_the_project(tmp_path)
    pyproject = where / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace(
        "dependencies = [\n", 'dependencies = [\n  "html2text>=2024.2",\n', 1))  # fmt: skip
    done = lock_check(where)
    assert done.returncode != 0
    assert "run 'make lock'" in done.stderr


def test_an_export_edited_by_hand_is_caught(tmp_path):
    where = copy_of_the_project(tmp_path)
    lock = where / "requirements.lock"
    lock.write_text(lock.read_text().replace("django==", "django==5.2.0.dev0 ; django==", 1))
    done = lock_check(where)
    assert done.returncode != 0 and "run 'make lock'" in done.stderr
