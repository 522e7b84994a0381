"""Hypothesis keeps its caches under var/ (ignored by git), not in a .hypothesis directory
at the top of the checkout."""

from __future__ import annotations

from pathlib import Path

from hypothesis.configuration import set_hypothesis_home_dir

set_hypothesis_home_dir(Path("var") / "hypothesis")
