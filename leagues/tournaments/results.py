"""A tournament game's end, recorded in the game's last transaction
(``leagues.organised.dispatch``): ``ResultRecorded``, and ``RoundClosed`` when it was the
round's last table; the next round is paired after the commit (``tasks``). A ladder
challenge's result carries the ladder after it; a closed ladder's last result finishes it,
in the same transaction."""

from __future__ import annotations

from collections import defaultdict

from games import streams
from games.models import Game, GameStatus
from games.store import read_stream_events
from leagues.models import Tournament, TournamentTable
from leagues.tournaments import events as ev
from leagues.tournaments import progress
from leagues.tournaments.formats import finish_of
from leagues.tournaments.rounds import finish, seed_of, standings_data
from leagues.tournaments.tasks import queue_advance

STANDINGS_TOP = 10  # lines a ResultRecorded carries; the page and the API have them all


def finishing_order(game: Game, table: TournamentTable) -> tuple[list[list[int]], dict, bool]:
    """The finishing groups (user ids, best first), the game scores, and whether it was
    adjudicated: the organiser's ruling, else the rules' ranks; a game aborted by a
    moderator without a ruling is a tie between everyone at the table."""
    seats = {s.number: s.user_id for s in game.seats.all()}
    if table.ruling:
        return [list(g) for g in table.ruling["order"]], {}, True
    if game.status != GameStatus.FINISHED or not game.result:
        return [sorted(seats.values())], {}, False
    by_rank: dict[int, list[int]] = defaultdict(list)
    for seat, rank in sorted(game.result["ranks"].items(), key=lambda kv: int(kv[0])):
        by_rank[int(rank)].append(seats[int(seat)])
    scores = {str(seats[int(s)]): v for s, v in (game.result.get("scores") or {}).items()}
    return [by_rank[r] for r in sorted(by_rank)], scores, False


def on_game_over(game: Game, stream_id: int) -> None:
    table = (
        TournamentTable.objects.select_related("round")
        .filter(tournament_id=stream_id, game_id=game.pk)
        .first()
    )
    if table is None or table.over:
        return
    order, scores, adjudicated = finishing_order(game, table)

    def body(c: streams.StreamCommand) -> None:
        t = Tournament.objects.get(pk=stream_id)
        events = [(row.type, row.data) for row in read_stream_events(stream_id)]
        setup, _ = progress.read(events)
        ids = [[str(u) for u in g] for g in order]
        points = setup.scoring.game_points(finish_of(ids, scores))
        data = ev.told(
            t.title, t.pk, round=table.round.number if table.round else None,
            table=table.number, game=game.pk, order=order,
            points={p: float(v) for p, v in points.items()}, scores=scores,
            adjudicated=adjudicated,
        )  # fmt: skip
        if table.round is None:  # a ladder challenge: numbered like its table
            data["challenge"] = table.number
        # The standings' first lines once this result counts (the organisers' webhooks).
        _, after = progress.read([*events, (ev.RESULT_RECORDED, data)])
        data["standings"] = standings_data(t, setup, after, top=STANDINGS_TOP)
        if table.round is None:
            data["ladder"] = [int(p) for p in after.ladder]
        c.add(ev.RESULT_RECORDED, data)
        c.commit()
        if table.round is None:
            if after.challenges_closed and not after.in_challenge():
                finish(c, t, setup, after, seed_of(stream_id))  # a closed ladder's last game
            return
        open_tables = TournamentTable.objects.filter(round=table.round, order__isnull=True)
        if not open_tables.exists():
            c.add(ev.ROUND_CLOSED, {"round": table.round.number})
            queue_advance(stream_id)

    streams.run(stream_id, body)
