"""Whole events played with random results through the pure functions alone: what the
organised-play services will do round by round, minus the database."""

from __future__ import annotations

import random
from collections import Counter

from leagues.pairing import (
    Entrant,
    Finish,
    Round,
    Scoring,
    TableSize,
    advancing,
    first_divisions,
    is_final,
    pair_elimination_round,
    pair_swiss_round,
    place_newcomers,
    promote_relegate,
    schedule_division,
    standings,
)
from tests.leagues.pairing.strategies import random_results


def test_a_swiss_tournament_of_30_at_tables_of_4_from_pairing_to_final_standings():
    rng = random.Random(30)
    ratings = {f"p{i:02d}": float(rng.randint(1200, 1800)) for i in range(30)}
    scoring = Scoring(placement=(3, 2, 1, 0), bye=1.5)
    history: list[Round] = []
    games = []
    for round_no in range(1, 6):
        byes = Counter(p for past in history for p in past.byes)
        points = {s.player: s.points for s in standings(ratings, games, scoring, byes)}
        entrants = [Entrant(p, points[p], r) for p, r in ratings.items()]
        rnd = pair_swiss_round(entrants, history, TableSize(4, 3, 4), "swiss-30", round_no)
        assert sorted(len(t) for t in rnd.tables) == [3, 3, 4, 4, 4, 4, 4, 4]
        history.append(rnd)
        games.extend(random_results(rnd, rng))
    final = standings(ratings, games, scoring)
    assert len(final) == 30 and final[0].rank == 1
    assert sum(s.games for s in final) == 30 * 5
    points = [s.points for s in final]
    assert points == sorted(points, reverse=True)


def test_an_elimination_of_64_at_tables_of_4_down_to_one_winner():
    rng = random.Random(64)
    ratings = {f"p{i:02d}": float(2000 - i) for i in range(64)}
    spec = TableSize(4, 3, 5)
    left, round_no, sizes = sorted(ratings, key=lambda p: -ratings[p]), 1, []
    while True:
        rnd = pair_elimination_round(left, spec, "ko-64", round_no, through=2)
        sizes.append(len(left))
        games = [
            tuple(Finish(p, place) for place, p in enumerate(rng.sample(t, len(t)), start=1))
            for t in rnd.tables
        ]
        if is_final(len(left), spec):
            winner = next(f.player for f in games[0] if f.place == 1)
            break
        left = advancing(games, 2, ratings, "ko-64", round_no, byes=rnd.byes)
        round_no += 1
    assert sizes == [64, 32, 16, 8, 4]
    assert winner in ratings


def test_two_league_seasons_with_promotion_relegation_and_newcomers():
    rng = random.Random(2)
    players = [f"p{i:02d}" for i in range(24)]
    divisions = first_divisions(players, 8)
    spec = TableSize(4)
    scoring = Scoring(placement=(3, 2, 1, 0))
    for season in (1, 2):
        finals = []
        for name, division in enumerate(divisions):
            schedule = schedule_division(division, 6, spec, f"season-{season}", str(name))
            games = [g for rnd in schedule for g in random_results(rnd, rng)]
            table = standings(dict.fromkeys(division, 1500.0), games, scoring)
            finals.append([s.player for s in table])
        divisions = promote_relegate(finals, up=2, down=2)
        assert [len(d) for d in divisions] == [8, 8, 8]
        assert set(finals[1][:2]) <= set(divisions[0])  # the top two of division 1 went up
        assert set(finals[0][-2:]) <= set(divisions[1])  # the bottom two of division 0 down
    divisions = place_newcomers(divisions, ["new1", "new2"])
    assert divisions[-1][-2:] == ["new1", "new2"]
