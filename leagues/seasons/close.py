"""A season ends: when every division has played its matchdays, or when its window of
weeks is over (games still running then do not count). The standings as they stand are
final; the top of each division but the first go up and the bottom of each but the last
go down (``leagues.pairing.divisions.promote_relegate``; players who withdrew are left
out of the next season and make no room move), and ``Finished`` publishes the seed."""

from __future__ import annotations

from games.streams import StreamCommand
from leagues.models import DivisionPlayer, Season
from leagues.pairing.divisions import promote_relegate
from leagues.pairing.records import PairingError
from leagues.seasons import events
from leagues.seasons.schedule import started


def moves(finals: list[list[str]], up: int, down: int) -> list[list[str]]:
    """``promote_relegate``, with fewer movers where a division is too small for them."""
    while True:
        try:
            return promote_relegate(finals, up, down)
        except PairingError:
            if up == down == 0:
                raise
            up, down = (up - 1, down) if up >= down else (up, down - 1)
            up, down = max(up, 0), max(down, 0)


def finish(command: StreamCommand, season: Season) -> None:
    first = started(season)
    title, path = season.title, first.data["path"]
    lines = list(DivisionPlayer.objects.filter(division__season=season)
                 .select_related("division").order_by("division__number", "rank", "seed_order"))  # fmt: skip
    count = season.divisions.count()
    finals: list[list[str]] = [[] for _ in range(count)]
    for line in lines:
        if not line.withdrawn:
            finals[line.division.number].append(str(line.user_id))
    nxt = moves(finals, season.promote, season.relegate) if any(finals) else []
    where = {p: d for d, division in enumerate(nxt) for p in division}
    for d in range(count):
        went_up = [int(p) for p in finals[d] if where.get(p, d) < d]
        went_down = [int(p) for p in finals[d] if where.get(p, d) > d]
        if went_up:
            command.add(events.PROMOTED, events.told(title, path, division=d, to=d - 1,
                                                     players=went_up))  # fmt: skip
        if went_down:
            command.add(events.RELEGATED, events.told(title, path, division=d, to=d + 1,
                                                      players=went_down))  # fmt: skip
    standings = [
        {"user": line.user_id, "name": line.name, "rank": line.rank, "points": line.points,
         "division": line.division.number, "withdrawn": line.withdrawn}
        for line in lines
    ]  # fmt: skip
    command.add(events.FINISHED, events.told(
        title, path, standings=standings, next_divisions=[[int(p) for p in d] for d in nxt],
        seed=first.secret["seed"]))  # fmt: skip
    command.commit()
