"""Reliability (deadlines met over the last 100 prompts) and pace (the median answer time)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.ratings import WINDOW, Prompt, pace, reliability

T0 = datetime(2026, 12, 1, tzinfo=UTC)


def _answered(day: int, minutes: float) -> Prompt:
    at = T0 + timedelta(days=day)
    return Prompt(at, answered_at=at + timedelta(minutes=minutes))


def _missed(day: int) -> Prompt:
    return Prompt(T0 + timedelta(days=day), timed_out=True)


def test_no_prompt_no_figure():
    assert reliability([]) is None
    assert pace([]) is None


def test_waiting_prompts_do_not_count_yet():
    prompts = [_answered(0, 30), Prompt(T0 + timedelta(days=1))]
    assert reliability(prompts) == 1.0
    assert pace(prompts) == timedelta(minutes=30)


def test_a_missed_deadline_lowers_reliability_but_not_pace():
    prompts = [_answered(0, 10), _answered(1, 20), _missed(2), _answered(3, 60)]
    assert reliability(prompts) == 0.75
    assert pace(prompts) == timedelta(minutes=20)


def test_pace_of_an_even_count_is_the_mean_of_the_middle_two():
    prompts = [_answered(day, minutes) for day, minutes in enumerate([5, 10, 30, 600])]
    assert pace(prompts) == timedelta(minutes=20)


def test_only_the_latest_hundred_prompts_count():
    old_misses = [_missed(day) for day in range(50)]
    recent = [_answered(100 + day, 5) for day in range(WINDOW)]
    assert WINDOW == 100
    assert reliability(old_misses + recent) == 1.0
    one_more_miss = [_missed(300)]
    assert reliability(old_misses + recent + one_more_miss) == 0.99


def test_an_answer_before_its_prompt_is_refused():
    with pytest.raises(ValueError):
        reliability([Prompt(T0, answered_at=T0 - timedelta(seconds=1))])


_prompt = st.builds(
    lambda day, seconds, missed: (
        Prompt(T0 + timedelta(days=day), timed_out=True)
        if missed
        else Prompt(T0 + timedelta(days=day), T0 + timedelta(days=day, seconds=seconds))
    ),
    st.integers(0, 400),
    st.integers(0, 7 * 24 * 3600),
    st.booleans(),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(_prompt, max_size=150, unique_by=lambda p: p.prompted_at))
def test_reliability_is_the_share_met_among_the_latest_hundred(prompts):
    share = reliability(prompts)
    if not prompts:
        assert share is None
        return
    assert 0.0 <= share <= 1.0
    latest = sorted(prompts, key=lambda p: p.prompted_at)[-WINDOW:]
    assert share == sum(not p.timed_out for p in latest) / len(latest)


@settings(max_examples=60, deadline=None)
@given(st.lists(_prompt, min_size=1, max_size=WINDOW))
def test_pace_is_the_median_answer_time(prompts):
    times = sorted(p.answered_at - p.prompted_at for p in prompts if not p.timed_out)
    middle = pace(prompts)
    if not times:
        assert middle is None
        return
    assert times[0] <= middle <= times[-1]
    assert sum(t <= middle for t in times) * 2 >= len(times)
    assert sum(t >= middle for t in times) * 2 >= len(times)
    if len(times) % 2:
        assert middle == times[len(times) // 2]
    else:
        pair = times[len(times) // 2 - 1] + times[len(times) // 2]
        assert abs(middle * 2 - pair) <= timedelta(microseconds=1)


@settings(max_examples=30, deadline=None)
@given(st.lists(_prompt, max_size=150), st.randoms(use_true_random=False))
def test_the_figures_do_not_depend_on_the_order_prompts_come_in(prompts, rng):
    shuffled = list(prompts)
    rng.shuffle(shuffled)
    assert reliability(shuffled) == reliability(prompts)
    assert pace(shuffled) == pace(prompts)
