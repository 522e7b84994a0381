"""Entry limits: who may register for a tournament, and what a refused player reads."""

from __future__ import annotations

from leagues.ratings import EntryLimits, Rating, may_enter, ordinal, refusals

LIMITS = EntryLimits(min_rating=15.0, min_reliability=0.9)
STRONG = Rating(mu=30.0, sigma=4.0, games=40)  # ordinal 18


def test_no_limits_let_everyone_in():
    assert may_enter(EntryLimits(), None, None)
    assert refusals(EntryLimits(), None, None) == []


def test_a_player_who_meets_both_limits_enters():
    assert may_enter(LIMITS, STRONG, 0.9)
    assert refusals(LIMITS, STRONG, 0.95) == []


def test_too_unreliable():
    assert not may_enter(LIMITS, STRONG, 0.82)
    assert refusals(LIMITS, STRONG, 0.82) == [
        "Your reliability is 82%; this tournament asks for 90% or more."
    ]


def test_a_figure_just_under_the_limit_is_never_shown_as_the_limit():
    assert refusals(EntryLimits(min_reliability=0.9), None, 0.8999) == [
        "Your reliability is 89%; this tournament asks for 90% or more."
    ]
    weak = Rating(mu=26.98, sigma=4.0, games=30)  # ordinal 14.98
    assert refusals(EntryLimits(min_rating=15.0), weak, None, kind_name="Menagerie") == [
        "Your rating in Menagerie is 14.9; this tournament asks for 15.0 or more."
    ]


def test_too_low_a_rating_and_both_sentences():
    weak = Rating(mu=25.0, sigma=5.0, games=12)
    assert ordinal(weak) == 10.0
    assert refusals(LIMITS, weak, 0.5, kind_name="Menagerie", event="league") == [
        "Your rating in Menagerie is 10.0; this league asks for 15.0 or more.",
        "Your reliability is 50%; this league asks for 90% or more.",
    ]


def test_newcomers_have_no_figures_yet():
    assert not may_enter(LIMITS, None, None)
    assert refusals(LIMITS, None, None, kind_name="Menagerie") == [
        "You have no rating in Menagerie yet; this tournament asks for 15.0 or more.",
        "You have no reliability figure yet (no deadlines so far); "
        "this tournament asks for 90% or more.",
    ]


def test_a_negative_limit_admits_newcomers():
    assert may_enter(EntryLimits(min_rating=-5.0), None, None)
