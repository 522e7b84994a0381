"""Ratings rebuilt from scratch equal the live ones, to the last bit of every float."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.ratings import (
    HistoryPoint,
    RatedGame,
    Rating,
    apply_game,
    ordinal,
    rate_game,
    replay,
)

T0 = datetime(2026, 12, 1, tzinfo=UTC)
PLAYERS = [f"p{i}" for i in range(8)]


@st.composite
def _games(draw) -> list[RatedGame]:
    count = draw(st.integers(0, 40))
    games = []
    for number in range(count):
        seated = draw(st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=6, unique=True))
        places = draw(st.lists(st.integers(1, 6), min_size=len(seated), max_size=len(seated)))
        kind = draw(st.sampled_from(["menagerie", "lantern"]))
        finishing = tuple(zip(seated, places, strict=True))
        games.append(RatedGame(f"g{number}", kind, T0 + timedelta(hours=number), finishing))
    return games


class LiveStore:
    """The platform's live path, without the platform: one row per player and kind, stored
    as text (as a database column round-trips a float), read back only for a game's players."""

    def __init__(self) -> None:
        self.rows: dict[tuple[str, str], str] = {}
        self.history: list[tuple[str, str, str, str]] = []

    def record(self, game: RatedGame) -> None:
        before = {}
        for player, _ in game.finishing:
            if (row := self.rows.get((game.kind, player))) is not None:
                mu, sigma, games = json.loads(row)
                before[player] = Rating(mu, sigma, games)
        after, points = apply_game(before, game)
        for player, rating in after.items():
            self.rows[(game.kind, player)] = json.dumps([rating.mu, rating.sigma, rating.games])
        for player, point in points:
            self.history.append((game.kind, player, point.game, json.dumps(point.ordinal)))

    def ratings(self) -> dict[str, dict[str, Rating]]:
        out: dict[str, dict[str, Rating]] = {}
        for (kind, player), row in self.rows.items():
            mu, sigma, games = json.loads(row)
            out.setdefault(kind, {})[player] = Rating(mu, sigma, games)
        return out


@settings(max_examples=40, deadline=None)
@given(_games())
def test_replay_equals_the_live_updates(games):
    live = LiveStore()
    for game in games:
        live.record(game)
    rebuilt = replay(games)
    assert rebuilt.ratings == live.ratings()  # exact float equality, not approx
    rebuilt_history = [
        (kind, player, point.game, json.dumps(point.ordinal))
        for game in games
        for kind, players in rebuilt.history.items()
        if kind == game.kind
        for player, points in players.items()
        for point in points
        if point.game == game.game
    ]
    assert sorted(rebuilt_history) == sorted(live.history)
    assert replay(games) == rebuilt  # and again, the same


@settings(max_examples=40, deadline=None)
@given(_games())
def test_each_history_point_is_the_rating_after_that_game(games):
    rebuilt = replay(games)
    for kind, players in rebuilt.history.items():
        for player, points in players.items():
            assert [p.rating.games for p in points] == list(range(1, len(points) + 1))
            assert points[-1].rating == rebuilt.rating(kind, player)
            assert [p.at for p in points] == sorted(p.at for p in points)


@st.composite
def _one_game(draw) -> tuple[Rating, list[tuple[str, int]]]:
    prior = Rating(
        mu=draw(st.floats(0.0, 50.0)),
        sigma=draw(st.floats(0.5, 10.0)),
        games=draw(st.integers(0, 50)),
    )
    seated = PLAYERS[: draw(st.integers(2, 8))]
    places = draw(st.lists(st.integers(1, 8), min_size=len(seated), max_size=len(seated)))
    return prior, list(zip(seated, places, strict=True))


@settings(max_examples=80, deadline=None)
@given(_one_game())
def test_with_equal_priors_ratings_follow_the_finishing_order(game):
    prior, finishing = game
    after = rate_game(dict.fromkeys(PLAYERS, prior), finishing)
    for a, place_a in finishing:
        for b, place_b in finishing:
            if place_a < place_b:
                assert after[a].mu > after[b].mu
                assert ordinal(after[a]) > ordinal(after[b])
            elif place_a == place_b:
                assert after[a] == after[b]


@settings(max_examples=40, deadline=None)
@given(_one_game(), st.randoms(use_true_random=False))
def test_the_update_ignores_the_order_places_are_listed_in(game, rng):
    prior, finishing = game
    before = {player: Rating(prior.mu + i, prior.sigma, i) for i, player in enumerate(PLAYERS)}
    shuffled = list(finishing)
    rng.shuffle(shuffled)
    assert rate_game(before, shuffled) == rate_game(before, finishing)


def test_a_replay_labels_points_with_the_game_and_its_time():
    game = RatedGame("g1", "menagerie", T0, (("ana", 1), ("ben", 2)))
    rebuilt = replay([game])
    (point,) = rebuilt.points("menagerie", "ana")
    assert point == HistoryPoint("g1", T0, rebuilt.rating("menagerie", "ana"))
    assert point.ordinal > 0 > rebuilt.points("menagerie", "ben")[0].ordinal
    assert rebuilt.points("lantern", "ana") == []
    assert rebuilt.rating("lantern", "ana") == Rating()
