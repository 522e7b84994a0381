"""A ladder, OGS-style: challenge anyone up to ``reach`` places above you; if you win you
take their place and everyone from there down to your old place moves down one.

A ladder is a tuple of player ids, the top first. Challenges are between two players."""

from __future__ import annotations

from collections.abc import Sequence

from leagues.pairing.records import PairingError, PlayerId

Ladder = tuple[PlayerId, ...]


def join_ladder(ladder: Sequence[PlayerId], player: PlayerId) -> Ladder:
    """A new player starts at the bottom."""
    if player in ladder:
        raise PairingError(f"{player} is already on the ladder")
    return (*ladder, player)


def leave_ladder(ladder: Sequence[PlayerId], player: PlayerId) -> Ladder:
    """Those below a leaver move up one."""
    return tuple(p for p in ladder if p != player)


def can_challenge(
    ladder: Sequence[PlayerId], challenger: PlayerId, defender: PlayerId, reach: int
) -> bool:
    """Whether ``challenger`` may challenge ``defender``: above them, at most ``reach``
    places up."""
    if challenger not in ladder or defender not in ladder:
        return False
    gap = ladder.index(challenger) - ladder.index(defender)
    return 1 <= gap <= reach


def after_challenge(
    ladder: Sequence[PlayerId], challenger: PlayerId, defender: PlayerId, winner: PlayerId
) -> Ladder:
    """The ladder once the challenge is played: unchanged if the defender won (or drew:
    ``winner`` is then neither), else the challenger takes the defender's place."""
    if winner != challenger:
        return tuple(ladder)
    order = list(ladder)
    order.remove(challenger)
    order.insert(order.index(defender), challenger)
    return tuple(order)
