"""Swiss for tables: players of like score (then rating) sit together, without meeting the
same table-mates again while another seating avoids it."""

from __future__ import annotations

from collections.abc import Sequence

from leagues.pairing.byes import choose_byes
from leagues.pairing.meetings import Meetings
from leagues.pairing.records import Entrant, PairingError, Round
from leagues.pairing.seating import seat
from leagues.pairing.seed import round_rng
from leagues.pairing.sizes import TableSize, plan_tables

# A repeated pair costs far more than any count of earlier meetings can add, so the repair
# minimises the number of repeated pairs first and only then how often they met.
REPEAT = 10_000
# Up to this many tables the repair may swap between any two tables of the round; above
# it, only within this many tables up or down (keeps 10,000 players fast, and a swap far
# down the standings would break the score groups anyway).
WINDOW = 64
# Rounds with at most this many possible seatings (12 players at 4, 10 in pairs) are
# searched exhaustively: the least number of repeats, not just a local optimum.
EXACT_LIMIT = 20_000
LOOKAHEAD_TABLES = 3  # the greedy looks this many tables' worth of players ahead


def swiss_weight(times_met: int) -> int:
    return REPEAT + times_met


def pair_swiss_round(
    entrants: Sequence[Entrant],
    history: Sequence[Round],
    tables: TableSize,
    seed: bytes | str,
    round_no: int,
) -> Round:
    """Pair round ``round_no`` of a Swiss event among the ``entrants`` still playing.

    ``history``: every earlier round (withdrawn players in it are simply not seated again).
    Order: score, then rating, highest first; equal players in an order drawn from the seed.
    Byes go to the lowest placed among those with the fewest byes.
    """
    ids = [e.player for e in entrants]
    if len(set(ids)) != len(ids):
        raise PairingError("an entrant is listed twice")
    rng = round_rng(seed, "swiss", round_no)
    # Sort the shuffled list: stable, so only exact ties keep the drawn order.
    drawn = sorted(entrants, key=lambda e: e.player)
    rng.shuffle(drawn)
    drawn.sort(key=lambda e: (-e.score, -e.rating))
    order = [e.player for e in drawn]

    plan = plan_tables(len(order), tables)
    meetings = Meetings(history)
    byes, seated = choose_byes(order, plan.byes, meetings)
    return Round(
        seat(
            seated,
            plan.sizes,
            meetings,
            swiss_weight,
            rng,
            lookahead=LOOKAHEAD_TABLES * tables.max_players,
            window=WINDOW,
            exact_limit=EXACT_LIMIT,
        ),
        byes,
    )
