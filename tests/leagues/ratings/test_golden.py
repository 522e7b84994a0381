"""Fixed games give fixed ratings, for good: stored ratings must rebuild to themselves.
If one of these fails (an openskill release that rates differently, a changed parameter or
tie rule), raise RATINGS_VERSION and update the expected values."""

from __future__ import annotations

from datetime import UTC, datetime

from leagues.ratings import RATINGS_VERSION, RatedGame, replay

T0 = datetime(2026, 12, 1, tzinfo=UTC)
GAMES = [
    RatedGame("g1", "menagerie", T0, (("ana", 1), ("ben", 2), ("cy", 3), ("dee", 4))),
    RatedGame("g2", "menagerie", T0, (("dee", 1), ("cy", 1), ("ben", 3))),
    RatedGame("g3", "menagerie", T0, (("ben", 1), ("ana", 2), ("cy", 2), ("dee", 2))),
    RatedGame("g4", "menagerie", T0, (("cy", 1), ("ana", 2))),
]


def test_the_version_these_values_belong_to():
    assert RATINGS_VERSION == 1


def test_a_fixed_sequence_rates_to_fixed_floats():
    ratings = replay(GAMES).ratings["menagerie"]
    assert {player: (r.mu, r.sigma, r.games) for player, r in ratings.items()} == GOLDEN


GOLDEN = {
    "ana": (23.791071313956788, 7.756547086513456, 3),
    "ben": (25.265646992267747, 7.845166957578308, 3),
    "cy": (27.886359523330327, 7.47306541482554, 4),
    "dee": (22.639495793208653, 7.726848463844845, 3),
}
