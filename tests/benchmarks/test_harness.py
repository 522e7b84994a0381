"""The benchmark's timing helpers: a call of milliseconds is repeated for a slice's
seconds (``repeated``) and its units and time added up, so its rate is not one sample."""

from __future__ import annotations

import time

from benchmarks.harness import repeated


def test_a_call_is_repeated_until_the_seconds_have_passed():
    calls = []

    def work() -> int:
        calls.append(1)
        time.sleep(0.01)
        return 3

    sample = repeated(work, 0.1)
    assert len(calls) >= 5  # 10 ms a call: the slice holds several
    assert sample.units == 3 * len(calls)
    assert sample.seconds >= 0.1
    assert sample.rate == sample.units / sample.seconds


def test_a_call_longer_than_the_slice_runs_once():
    calls = []
    sample = repeated(lambda: calls.append(1) or 7, 0.0)
    assert (len(calls), sample.units) == (1, 7)
