"""Time a rebuild of ratings from scratch: ``python -m leagues.ratings.bench``.

Random tables of 2 to 6 made-up players with random finishing orders (about one game in
ten with a tie), replayed from nothing, as ``rebuild_projections`` would. Not a test: it
prints, it asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import UTC, datetime, timedelta

from leagues.ratings.leaderboard import leaderboard
from leagues.ratings.records import RatedGame
from leagues.ratings.replay import replay


def _games(count: int, players: int, rng: random.Random) -> list[RatedGame]:
    names = [f"p{i:05d}" for i in range(players)]
    start = datetime(2026, 1, 1, tzinfo=UTC)
    games = []
    for number in range(count):
        seated = rng.sample(names, rng.randint(2, min(6, players)))
        places = list(range(1, len(seated) + 1))
        if rng.random() < 0.1:
            # A tie: two neighbours share the better place.
            at = rng.randrange(len(places) - 1)
            places[at + 1] = places[at]
        finishing = tuple(zip(seated, places, strict=True))
        games.append(RatedGame(f"g{number}", "bench", start + timedelta(minutes=number), finishing))
    return games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=1_000)
    args = parser.parse_args(argv)

    # Made-up players and results, not secrets.
    rng = random.Random(2026)  # nosec B311
    games = _games(args.games, args.players, rng)
    seats = sum(len(game.finishing) for game in games)
    start, cpu = time.perf_counter(), time.process_time()
    rebuilt = replay(games)
    took, cpu = time.perf_counter() - start, time.process_time() - cpu
    board = leaderboard(rebuilt.ratings["bench"])
    print(
        f"{args.games} games ({seats} seats) among {args.players} players rebuilt in "
        f"{took:.2f} s ({cpu:.2f} s CPU; {took / max(args.games, 1) * 1e6:.0f} µs a game); "
        f"top: {board[0].player} at {board[0].ordinal:.2f} after {board[0].games} games"
    )


if __name__ == "__main__":
    main()
