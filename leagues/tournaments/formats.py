"""The four formats' next round, a pure function of the tournament's published events.

Nothing here reads the database: ``progress.read`` builds its inputs from the stream's
events (data only), so anyone holding the published seed and the events re-runs the
pairings (``tests/leagues/tournaments/test_rerun.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from leagues.pairing import (
    Entrant,
    Finish,
    Game,
    PairingError,
    PlayerId,
    Round,
    Scoring,
    TableSize,
    advancing,
    is_final,
    pair_elimination_round,
    pair_swiss_round,
    schedule_round_robin,
    split_groups,
)
from leagues.tournaments.events import ELIMINATION, LADDER, ROUND_ROBIN, SWISS


@dataclass(frozen=True)
class Setup:
    """What the organiser chose (``TournamentCreated``)."""

    format: str
    tables: TableSize
    rounds: int
    scoring: Scoring
    groups: int = 1
    top_k: int = 1
    reach: int = 3
    challenges_close: str | None = None  # a ladder's last moment for challenges (ISO)


@dataclass
class Challenge:
    """A ladder challenge: who challenged whom, seated at ``players``; ``result`` once over."""

    number: int
    challenger: PlayerId
    defenders: tuple[PlayerId, ...]
    players: tuple[PlayerId, ...]
    game: int
    result: Game | None = None


@dataclass
class Progress:
    """Where the tournament stands, player ids being user ids as strings (a replacement
    player stands in their predecessor's place: ids are resolved through ``replaced``)."""

    ratings: dict[PlayerId, float] = field(default_factory=dict)  # every entrant, ever
    order: list[PlayerId] = field(default_factory=list)  # registration order
    active: list[PlayerId] = field(default_factory=list)
    started_with: list[PlayerId] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    results: list[list[Game]] = field(default_factory=list)  # per round, finished tables
    ladder: tuple[PlayerId, ...] = ()
    replaced: dict[PlayerId, PlayerId] = field(default_factory=dict)
    challenges: list[Challenge] = field(default_factory=list)
    challenges_closed: bool = False

    def resolve(self, player: PlayerId) -> PlayerId:
        while player in self.replaced:
            player = self.replaced[player]
        return player

    def points(self, scoring: Scoring) -> dict[PlayerId, Fraction]:
        total: Counter[PlayerId] = Counter()
        for game in self.played():
            for player, earned in scoring.game_points(game).items():
                total[player] += earned
        for rnd in self.rounds:
            for player in rnd.byes:
                total[player] += Fraction(scoring.bye)
        return {p: Fraction(total[p]) for p in self.ratings}

    def played(self) -> list[Game]:
        """Every finished game: the rounds' tables, then the ladder's challenges."""
        return [game for games in self.results for game in games] + [
            c.result for c in self.challenges if c.result is not None
        ]

    def in_challenge(self) -> set[PlayerId]:
        """Players seated at a ladder challenge still in play."""
        return {p for c in self.challenges if c.result is None for p in c.players}

    def byes(self) -> dict[PlayerId, int]:
        return dict(Counter(p for rnd in self.rounds for p in rnd.byes))


def finish_of(order: Sequence[Sequence[PlayerId]], scores: dict[PlayerId, float]) -> Game:
    """A game's finishing groups, best first, as places (1, 2, 2, 4) with game scores."""
    out, place = [], 1
    for group in order:
        out.extend(Finish(p, place, float(scores.get(p, 0.0))) for p in group)
        place += len(group)
    return tuple(out)


def pair_next(setup: Setup, progress: Progress, seed: str, round_no: int) -> Round | None:
    """Round ``round_no`` (1-based), or None when the tournament is over."""
    if len(progress.active) < setup.tables.min_players:
        return None
    if setup.format == ELIMINATION:
        return _elimination(setup, progress, seed, round_no)
    if round_no > setup.rounds:
        return None
    if setup.format == SWISS:
        points = progress.points(setup.scoring)
        entrants = [Entrant(p, float(points[p]), progress.ratings[p]) for p in progress.active]
        return pair_swiss_round(entrants, progress.rounds, setup.tables, seed, round_no)
    if setup.format == ROUND_ROBIN:
        return _round_robin(setup, progress, seed, round_no)
    if setup.format == LADDER:
        return None  # a ladder has no rounds: its players choose their challenges
    raise PairingError(f"unknown format {setup.format!r}")


def groups_of(setup: Setup, progress: Progress) -> list[list[PlayerId]]:
    """Round robin groups, dealt by rating (snake order) among those who started."""
    started = [Entrant(p, 0.0, progress.ratings[p]) for p in progress.started_with]
    return split_groups(started, max(1, min(setup.groups, len(started))))


def _round_robin(setup: Setup, progress: Progress, seed: str, round_no: int) -> Round:
    active = set(progress.active)
    tables: list[tuple[PlayerId, ...]] = []
    byes: list[PlayerId] = []
    for number, group in enumerate(groups_of(setup, progress), start=1):
        members = set(group)
        # Scheduled under the ids dealt at the start; seated as whoever holds them now.
        playing = [p for p in group if progress.resolve(p) in active]
        if len(playing) < setup.tables.min_players:
            byes.extend(progress.resolve(p) for p in playing)
            continue
        history = [
            Round(
                tuple(t for t in rnd.tables if members & set(t)),
                tuple(p for p in rnd.byes if p in members),
            )
            for rnd in _in_original_ids(progress, members)
        ]
        first = schedule_round_robin(
            playing,
            setup.rounds - round_no + 1,
            setup.tables,
            seed,
            purpose=f"round-robin:group-{number}",
            history=history,
        )[0]
        tables.extend(tuple(progress.resolve(p) for p in t) for t in first.tables)
        byes.extend(progress.resolve(p) for p in first.byes)
    return Round(tuple(tables), tuple(byes))


def _in_original_ids(progress: Progress, members: set[PlayerId]) -> list[Round]:
    """Earlier rounds as seen by a group: a replacement counts as the player they replaced,
    so the group's membership (dealt at the start) still holds."""
    back = {new: old for old, new in progress.replaced.items()}

    def original(p: PlayerId) -> PlayerId:
        while p in back and p not in members:
            p = back[p]
        return p

    return [
        Round(
            tuple(tuple(original(p) for p in t) for t in rnd.tables),
            tuple(original(p) for p in rnd.byes),
        )
        for rnd in progress.rounds
    ]


def _elimination(setup: Setup, progress: Progress, seed: str, round_no: int) -> Round | None:
    active = set(progress.active)
    if round_no == 1:
        number = {p: i for i, p in enumerate(progress.order)}
        seeded = sorted(progress.active, key=lambda p: (-progress.ratings[p], number[p]))
    else:
        last, games = progress.rounds[-1], progress.results[-1]
        if not last.byes and len(last.tables) == 1:
            return None  # that was the final
        through = advancing(
            games, setup.top_k, progress.ratings, seed, round_no - 1, byes=last.byes
        )
        seeded = [p for p in through if p in active]
    if len(seeded) < 2:
        return None
    tables = setup.tables
    if len(seeded) < tables.min_players:
        return None
    return pair_elimination_round(seeded, tables, seed, round_no, through=setup.top_k)


def elimination_over(setup: Setup, progress: Progress) -> bool:
    if not progress.rounds:
        return False
    last = progress.rounds[-1]
    return not last.byes and len(last.tables) == 1 and is_final(len(last.seated()), setup.tables)
