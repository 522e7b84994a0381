"""A ladder, OGS-style: challenge anyone up to ``reach`` places above you; if you win you
take their place and everyone from there down to your old place moves down one.

A ladder is a tuple of player ids, the top first. A challenge seats the challenger with
one or more players above (as many as the table holds, less one); its finishing order
moves each player above everyone at the table who finished behind them."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

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


def within_reach(ladder: Sequence[PlayerId], challenger: PlayerId, reach: int) -> Ladder:
    """Those ``challenger`` may challenge, the nearest first."""
    if challenger not in ladder:
        return ()
    at = ladder.index(challenger)
    return tuple(reversed(ladder[max(0, at - reach) : at]))


def after_challenge(
    ladder: Sequence[PlayerId], challenger: PlayerId, defender: PlayerId, winner: PlayerId
) -> Ladder:
    """The ladder once a two-player challenge is played: unchanged if the defender won (or
    drew: ``winner`` is then neither), else the challenger takes the defender's place."""
    if winner == challenger:
        order: list[list[PlayerId]] = [[challenger], [defender]]
    elif winner == defender:
        order = [[defender], [challenger]]
    else:
        order = [[challenger, defender]]
    return after_table(ladder, order)


def after_table(ladder: Sequence[PlayerId], order: Iterable[Iterable[PlayerId]]) -> Ladder:
    """The ladder once a challenge's table finished in ``order`` (groups, best first; a
    group is a tie). Best finisher first, each player who finished ahead of someone placed
    above them takes the highest such place, and those from there down move down one. A
    tie moves nobody past the other; players no longer on the ladder are passed over."""
    out = list(ladder)
    groups = [[p for p in group if p in out] for group in order]
    for i, group in enumerate(groups):
        behind = {p for later in groups[i + 1 :] for p in later}
        for player in sorted(group, key=out.index):
            above = [out.index(q) for q in behind if out.index(q) < out.index(player)]
            if above:
                out.remove(player)
                out.insert(min(above), player)
    return tuple(out)


def ladder_challenges(
    ladder: Sequence[PlayerId], free: Collection[PlayerId], reach: int, size: int = 2
) -> list[tuple[PlayerId, tuple[PlayerId, ...]]]:
    """Challenges every free player could make at once, as a player who always aims high
    would: from the bottom up, each free player challenges the highest free players within
    reach (``size - 1`` of them). The bots' choice (``autoplay``), not a rule: people pick
    their own."""
    taken: set[PlayerId] = set()
    out: list[tuple[PlayerId, tuple[PlayerId, ...]]] = []
    for challenger in reversed(ladder):
        if challenger in taken or challenger not in free:
            continue
        open_ = [p for p in reversed(within_reach(ladder, challenger, reach))
                 if p in free and p not in taken]  # fmt: skip
        if len(open_) >= size - 1:
            defenders = tuple(open_[: size - 1])
            out.append((challenger, defenders))
            taken |= {challenger, *defenders}
    return out
