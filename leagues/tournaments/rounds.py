"""The next round: paired by ``leagues.pairing`` (through ``formats``), its games created
(``games.services.game_create_table``), ``RoundPaired`` appended; or, when no round is
left, ``Finished`` with the standings and the published seed.

``advance`` runs in a task queued after the commit that closed a round (a game's last
move), never inside another game's command; the tick retries a tournament left between
rounds (a lost task, a broker that was down)."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from games import streams
from games.services import game_create_table
from games.store import read_stream_events
from leagues.models import Entry, Tournament, TournamentRound, TournamentStatus
from leagues.pairing import PairingError
from leagues.tournaments import events as ev
from leagues.tournaments import formats, progress
from leagues.tournaments.standings import lines


def seed_of(tid: int) -> str:
    """The tournament's pairing seed (its first event's secret, published at the end)."""
    first = read_stream_events(tid)[0]
    return (first.secret or {})["seed"]


def pair_next(c: streams.StreamCommand, t: Tournament) -> None:
    """Inside a command on the tournament's (locked) stream: pair rounds until one seats a
    table (a round of byes only is closed at once), or finish."""
    seed = seed_of(t.pk)
    users = get_user_model().objects
    while True:
        setup, state = progress.of_rows(read_stream_events(t.pk))
        number = len(state.rounds) + 1
        try:
            paired = formats.pair_next(setup, state, seed, number)
        except PairingError:
            paired = None  # too few players left for a table of the kind
        if paired is None:
            finish(c, t, setup, state, seed)
            return
        tables = []
        for n, seated in enumerate(paired.tables, start=1):
            players = [users.get(pk=int(p)) for p in seated]
            game = game_create_table(kind=t.kind, players=players, part_of=t.pk,
                                     options=t.options, time_control=t.time_control,
                                     rated=t.rated, created_by=t.organiser,
                                     public=not t.invite_only)  # fmt: skip
            tables.append({"table": n, "game": game.pk, "players": [u.pk for u in players]})
        byes = [int(p) for p in paired.byes]
        c.add(ev.ROUND_PAIRED, ev.told(t.title, t.pk, round=number, tables=tables, byes=byes))
        if tables:
            c.commit()
            return
        c.add(ev.ROUND_CLOSED, {"round": number})
        c.commit()


def finish(
    c: streams.StreamCommand,
    t: Tournament,
    setup: formats.Setup,
    state: formats.Progress,
    seed: str,
) -> None:
    c.add(ev.FINISHED, ev.told(t.title, t.pk, standings=standings_data(t, setup, state), seed=seed))
    c.commit()


def standings_data(
    t: Tournament, setup: formats.Setup, state: formats.Progress, top: int | None = None
) -> list[dict]:
    """The standings as events carry them (``Finished``; ``ResultRecorded``'s first lines)."""
    names = dict(Entry.objects.filter(tournament=t).values_list("user_id", "name"))
    return [
        {"user": line.user, "name": names.get(line.user, ""), "rank": line.rank,
         "points": line.points}
        for line in lines(setup, state)[:top]
    ]  # fmt: skip


def advance(tournament_id: int) -> bool:
    """Pair the next round of a running tournament whose last round is closed (or finish
    it). False, changing nothing, when there is nothing to do."""

    def body(c: streams.StreamCommand) -> bool:
        t = Tournament.objects.get(pk=tournament_id)
        if t.status != TournamentStatus.RUNNING or t.format == ev.LADDER:
            return False  # a ladder ends by ``ladder.settle``
        last = TournamentRound.objects.filter(tournament=t).order_by("-number").first()
        if last is not None and not last.closed:
            return False
        pair_next(c, t)
        return True

    return streams.run(tournament_id, body)


def cancel(tournament_id: int) -> None:
    """Registration closed with too few players: the tournament ends with no round played
    (its standings list who registered; the seed is published all the same)."""

    def body(c: streams.StreamCommand) -> None:
        t = Tournament.objects.get(pk=tournament_id)
        if t.status != TournamentStatus.REGISTRATION:
            return
        setup, state = progress.of_rows(read_stream_events(t.pk))
        finish(c, t, setup, state, seed_of(t.pk))

    streams.run(tournament_id, body)
