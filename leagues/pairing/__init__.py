"""Pairing and scoring for organised play: pure functions, standard library only.

Nothing here imports Django or another Vitrine app (like ``games/rules``), so anyone holding a
tournament's published seed and results can re-run its pairings and standings. Start with
``README.md``; the public names are re-exported below.
"""

from __future__ import annotations

from leagues.pairing.divisions import (
    first_divisions,
    place_newcomers,
    promote_relegate,
    schedule_division,
)
from leagues.pairing.elimination import advancing, is_final, pair_elimination_round
from leagues.pairing.ladder import (
    after_challenge,
    after_table,
    can_challenge,
    join_ladder,
    ladder_challenges,
    leave_ladder,
    within_reach,
)
from leagues.pairing.points import Scoring
from leagues.pairing.records import Entrant, Finish, Game, PairingError, PlayerId, Round
from leagues.pairing.round_robin import rounds_to_meet_everyone, schedule_round_robin, split_groups
from leagues.pairing.seed import round_rng, seed_commitment
from leagues.pairing.sizes import TablePlan, TableSize, plan_tables
from leagues.pairing.standings import Standing, standings
from leagues.pairing.swiss import pair_swiss_round
from leagues.pairing.version import PAIRING_VERSION

__all__ = [
    "PAIRING_VERSION",
    "Entrant",
    "Finish",
    "Game",
    "PairingError",
    "PlayerId",
    "Round",
    "Scoring",
    "Standing",
    "TablePlan",
    "TableSize",
    "advancing",
    "after_challenge",
    "after_table",
    "can_challenge",
    "first_divisions",
    "is_final",
    "join_ladder",
    "ladder_challenges",
    "leave_ladder",
    "pair_elimination_round",
    "pair_swiss_round",
    "place_newcomers",
    "plan_tables",
    "promote_relegate",
    "round_rng",
    "rounds_to_meet_everyone",
    "schedule_division",
    "schedule_round_robin",
    "seed_commitment",
    "split_groups",
    "standings",
    "within_reach",
]
