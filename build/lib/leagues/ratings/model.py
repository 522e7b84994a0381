"""One game's rating update: openskill's Plackett-Luce over the finishing order."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import reduce
from itertools import groupby

from openskill.models import PlackettLuce

from leagues.ratings.records import Place, PlayerId, Rating, RatingError

# openskill's defaults, named so a change shows (and raises RATINGS_VERSION): mu 25, sigma 25/3,
# beta 25/6, tau 25/300 (sigma grows a little before each game, so ratings keep moving).
MODEL = PlackettLuce()

# Rated games before a rating stops being provisional.
PROVISIONAL_GAMES = 10


def ordinal(rating: Rating) -> float:
    """The rating shown: openskill's conservative ordinal, mu - 3 sigma (a newcomer has 0)."""
    return MODEL.rating(mu=rating.mu, sigma=rating.sigma).ordinal()


def is_provisional(rating: Rating) -> bool:
    """Fewer than PROVISIONAL_GAMES rated games: shown, but not yet trusted."""
    return rating.games < PROVISIONAL_GAMES


def rate_game(
    ratings: Mapping[PlayerId, Rating], finishing: Sequence[Place]
) -> dict[PlayerId, Rating]:
    """The new ratings of a game's players, from their ratings before it and their places.

    A player missing from ``ratings`` starts as ``Rating()``. Lower places are better; equal
    places tie. The result depends on the players' ratings and places only, not on the order
    of ``finishing``, so the live update and a rebuild from scratch compute the same floats.

    Ties: openskill's Plackett-Luce rates players tied for a place above others as if they
    had come last of their group, so two who share first can end below the third (upstream
    issues vivekjoshy/openskill.py#155 and #173). Instead, each tied player takes each of the
    tied places once, in turn (the groups' cyclic rotations), openskill rates every such
    strict order, and a tied player's new mu and sigma are the means over those orders. With
    no tie that is exactly one openskill update.
    """
    places = _checked(finishing)
    groups = [
        [player for player, _ in group]
        for _, group in groupby(sorted(places, key=lambda p: (p[1], p[0])), key=lambda p: p[1])
    ]
    orders = reduce(math.lcm, (len(group) for group in groups), 1)
    before = {player: ratings.get(player, Rating()) for player, _ in places}
    outcomes: dict[PlayerId, list[tuple[float, float]]] = {player: [] for player in before}
    for turn in range(orders):
        order = [player for group in groups for player in _rotated(group, turn)]
        teams = [[MODEL.rating(mu=before[p].mu, sigma=before[p].sigma)] for p in order]
        rated = MODEL.rate(teams, ranks=[float(rank) for rank in range(1, len(order) + 1)])
        for player, (after,) in zip(order, rated, strict=True):
            outcomes[player].append((after.mu, after.sigma))
    # fsum is exactly rounded, so players with equal outcomes get equal means whatever
    # order their outcomes came in.
    return {
        player: Rating(
            mu=math.fsum(mu for mu, _ in outcome) / orders,
            sigma=math.fsum(sigma for _, sigma in outcome) / orders,
            games=before[player].games + 1,
        )
        for player, outcome in outcomes.items()
    }


def _checked(finishing: Sequence[Place]) -> list[Place]:
    places = [(player, int(place)) for player, place in finishing]
    players = [player for player, _ in places]
    if len(set(players)) != len(players):
        raise RatingError("a player finishes a game twice")
    if len(players) < 2:
        raise RatingError("a rated game needs at least two players")
    return places


def _rotated(group: list[PlayerId], turn: int) -> list[PlayerId]:
    shift = turn % len(group)
    return group[shift:] + group[:shift]
