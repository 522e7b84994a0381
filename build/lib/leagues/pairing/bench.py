"""Time one Swiss round for many players: ``python -m leagues.pairing.bench``.

Round 1 (no history) and round 5 (after four rounds of random results), so the figure
includes reading the history and avoiding repeats. Not a test: it prints, it asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import time

from leagues.pairing.meetings import Meetings
from leagues.pairing.points import Scoring
from leagues.pairing.records import Entrant, Finish, Round
from leagues.pairing.sizes import TableSize
from leagues.pairing.swiss import pair_swiss_round


def _play(rnd: Round, scores: dict[str, float], scoring: Scoring, rng: random.Random) -> None:
    """Random finishing orders, scored as a tournament would."""
    for table in rnd.tables:
        order = rng.sample(table, len(table))
        game = tuple(Finish(p, place) for place, p in enumerate(order, start=1))
        for player, points in scoring.game_points(game).items():
            scores[player] += float(points)
    for player in rnd.byes:
        scores[player] += scoring.bye


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--table-size", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)

    # Made-up ratings and results, not secrets.
    rng = random.Random(2026)  # nosec B311
    ratings = {f"p{i:05d}": round(rng.gauss(1500, 250)) for i in range(args.players)}
    scores = dict.fromkeys(ratings, 0.0)
    tables = TableSize(args.table_size, 2, max(args.table_size, 8))
    scoring = Scoring(placement=tuple(range(args.table_size - 1, -1, -1)))
    history: list[Round] = []
    for round_no in range(1, args.rounds + 1):
        entrants = [Entrant(p, scores[p], r) for p, r in ratings.items()]
        start, cpu = time.perf_counter(), time.process_time()
        paired = pair_swiss_round(entrants, history, tables, "bench-seed", round_no)
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        history.append(paired)
        repeats = sum(1 for n in Meetings(history).pairs().values() if n > 1)
        print(
            f"round {round_no}: {args.players} players at tables of {args.table_size}: "
            f"{took:.2f} s ({cpu:.2f} s CPU; {len(paired.tables)} tables, {len(paired.byes)} byes, "
            f"{repeats} repeated pairs so far)"
        )
        _play(paired, scores, scoring, rng)


if __name__ == "__main__":
    main()
