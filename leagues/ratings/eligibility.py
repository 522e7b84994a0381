"""Who a finished game rates, and at which places: people only, leavers last."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from leagues.ratings.records import Place, PlayerId, RatedGame, RatingError


@dataclass(frozen=True)
class Seat:
    """One seat of a finished game, as the platform knows it.

    ``player``: the person seated at the end, None when nobody is (a bot's seat).
    ``held_by_bot_at_end``: a bot plays the seat when the game ends.
    ``taken_over_from``: the person a bot replaced after their timeouts, if one did.
    ``place``: where the seat finished (1 is first; equal places tie).
    """

    player: PlayerId | None
    place: int
    held_by_bot_at_end: bool = False
    taken_over_from: PlayerId | None = None


@dataclass(frozen=True)
class FinishedGame:
    """The facts ratings need about a finished game. ``rated``: the creator's tick."""

    kind: str
    rated: bool
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class Verdict:
    """Whether a game is rated: the finishing order among people, or why it is not."""

    finishing: tuple[Place, ...] = ()
    reason: str = ""

    @property
    def rated(self) -> bool:
        return bool(self.finishing)


def never_rated(rated: bool, seats: int) -> str:
    """Why a game with these settings is never rated, whoever plays it ("" if it may be):
    what the game's row tells before anyone has played."""
    if not rated:
        return "The game's creator chose an unrated game."
    if seats < 2:
        return "Solo games are not rated."
    return ""


def who_is_rated(game: FinishedGame) -> Verdict:
    """The people a finished game rates and their places, or the reason it is not rated.

    A person who played to the end keeps their order among the people (bots' seats drop out,
    so finishing behind a bot costs nothing more than its seat). A person whose seat a bot
    took over after their timeouts is rated last, tied with any other such leaver. A game
    is rated only if its creator left "rated" ticked, it had more than one seat, someone
    played it to the end, and at least two people are rated.
    """
    unrated = never_rated(game.rated, len(game.seats))
    if unrated:
        return Verdict(reason=unrated)
    stayed: list[Place] = []
    left: list[PlayerId] = []
    for seat in game.seats:
        if seat.held_by_bot_at_end:
            if seat.taken_over_from is not None:
                left.append(seat.taken_over_from)
        elif seat.player is not None:
            stayed.append((seat.player, seat.place))
    people = [player for player, _ in stayed] + left
    if len(set(people)) != len(people):
        raise RatingError("a person holds two seats of one game")
    if not stayed:
        return Verdict(reason="Nobody played the game to the end.")
    if len(people) < 2:
        return Verdict(reason="Fewer than two people played it.")
    finishing = _competition_places(stayed)
    last = len(stayed) + 1
    return Verdict(finishing=tuple(finishing + [(player, last) for player in sorted(left)]))


def rated_game(game: str, finished_at: datetime, facts: FinishedGame) -> RatedGame | None:
    """The record ``apply_game`` and ``replay`` take, or None when the game is not rated."""
    verdict = who_is_rated(facts)
    if not verdict.rated:
        return None
    return RatedGame(game, facts.kind, finished_at, verdict.finishing)


def _competition_places(stayed: list[Place]) -> list[Place]:
    """Renumber places among people only: 1, 2, 2, 4 (bots' places taken out)."""
    ordered = sorted(stayed, key=lambda p: (p[1], p[0]))
    places: list[Place] = []
    for index, (player, place) in enumerate(ordered):
        if index and place == ordered[index - 1][1]:
            places.append((player, places[-1][1]))
        else:
            places.append((player, index + 1))
    return places
