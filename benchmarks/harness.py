"""Timing helpers: alternating slices, so that a figure and its reference share whatever
else the machine was doing, and the statistics the report prints."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Sample:
    """Latencies in seconds and how many units (events, moves) were done in ``seconds``;
    ``created``: games the moving clients had to create during it (their stock ran out)."""

    latencies: list[float] = field(default_factory=list)
    units: int = 0
    seconds: float = 0.0
    created: int = 0

    def add(self, other: Sample) -> None:
        self.latencies += other.latencies
        self.units += other.units
        self.seconds += other.seconds
        self.created += other.created

    @property
    def rate(self) -> float:
        return self.units / self.seconds if self.seconds else 0.0

    def pct(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies) if self.latencies else float("nan")


def alternate(runs: dict[str, Callable[[], Sample]], slices: int) -> dict[str, Sample]:
    """Run each callable ``slices`` times, taking turns, and add up what each measured."""
    out = {name: Sample() for name in runs}
    for _ in range(slices):
        for name, run in runs.items():
            out[name].add(run())
    return out


def timed(fn: Callable[[], int]) -> Sample:
    """One call of ``fn`` (which returns the units it did), timed."""
    t0 = time.perf_counter()
    units = fn()
    return Sample(units=units, seconds=time.perf_counter() - t0)


def repeated(fn: Callable[[], int], seconds: float) -> Sample:
    """Calls of ``fn`` (each returns the units it did) until ``seconds`` have passed, at
    least one: a call of milliseconds timed once is mostly whatever else the machine did
    in those milliseconds."""
    out = Sample()
    end = time.perf_counter() + seconds
    while True:
        out.add(timed(fn))
        if time.perf_counter() >= end:
            return out
