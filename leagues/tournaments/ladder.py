"""A ladder tournament's own commands: a player's challenge, the close of challenges, and
the end once the last challenge in play is over.

A ladder has no rounds. Once it starts, any player may challenge players up to ``reach``
places above (as many as the table holds, less one); the challenge is a game created at
once (``ChallengeIssued``); its result reorders the ladder (``leagues.pairing.after_table``,
in ``ResultRecorded``). Each player plays one challenge at a time, as challenger or
defender, so a place is never staked twice. Challenges close at ``challenges_close`` (the
tick) or when the organiser says; the ladder finishes when no challenge is left in play."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.utils.dateparse import parse_datetime

from games import streams
from games.services import game_create_table
from games.store import read_stream_events
from leagues.models import Entry, Tournament, TournamentStatus
from leagues.pairing import can_challenge
from leagues.tournaments import events as ev
from leagues.tournaments import progress, rounds
from leagues.tournaments.formats import Progress, Setup
from leagues.tournaments.selectors import close_passed, tournament_get
from shared.errors import Forbidden, IllegalAction


def _ladder(tournament_id: int, organiser: AbstractBaseUser | None = None) -> Tournament:
    """The ladder, or a refusal; with ``organiser``, refused to anyone else first."""
    t = tournament_get(tournament_id)
    if organiser is not None and t.organiser_id != organiser.pk:
        raise Forbidden("Only the tournament's organiser can close its challenges.")
    if t.format != ev.LADDER:
        raise IllegalAction(f"{t.title} is not a ladder: its rounds are paired for its players.")
    return t


def closes_at(setup: Setup) -> datetime | None:
    return parse_datetime(setup.challenges_close) if setup.challenges_close else None


def _open_for_challenges(t: Tournament, setup: Setup, state: Progress, now: datetime) -> None:
    if t.status == TournamentStatus.REGISTRATION:
        raise IllegalAction(f"{t.title} has not started: challenges open when it does.")
    if t.status == TournamentStatus.FINISHED:
        raise IllegalAction(f"{t.title} is over.")
    close = closes_at(setup)
    if state.challenges_closed or (close is not None and now >= close):
        raise IllegalAction(f"{t.title} takes no more challenges: they closed"
                            + (f" at {close:%Y-%m-%d %H:%M} UTC." if close else "."))  # fmt: skip


def _defender_ids(defenders: Any, wanted: int) -> list[int]:
    if (
        not isinstance(defenders, list | tuple)
        or not all(isinstance(u, int) and not isinstance(u, bool) for u in defenders)
        or len(set(defenders)) != len(defenders)
        or len(defenders) != wanted
    ):
        whom = "one player" if wanted == 1 else f"{wanted} different players"
        raise IllegalAction(f"Choose {whom} to challenge (user ids): this ladder's tables seat "
                            f"{wanted + 1}.")  # fmt: skip
    return [int(u) for u in defenders]


def refusal(
    setup: Setup, state: Progress, challenger: int, defender: int, names: dict[int, str]
) -> str | None:
    """Why ``challenger`` may not challenge ``defender`` now, in words; None if they may."""
    me, them = str(challenger), str(defender)
    name = names.get(defender, f"Player {defender}")
    if me == them:
        return "You cannot challenge yourself."
    if them not in state.ladder:
        return f"{name} is not on the ladder."
    if not can_challenge(state.ladder, me, them, setup.reach):
        if state.ladder.index(them) > state.ladder.index(me):
            return f"{name} is below you on the ladder: challenge someone above you."
        gap = state.ladder.index(me) - state.ladder.index(them)
        return (f"{name} is {gap} places above you; on this ladder you may challenge up to "
                f"{setup.reach} place{'s' if setup.reach != 1 else ''} up.")  # fmt: skip
    if them in state.in_challenge():
        return (
            f"{name} is already playing a challenge; challenge someone else, or wait until it ends."
        )
    return None


def tournament_challenge(
    *, user: AbstractBaseUser, tournament_id: int, defenders: Sequence[int]
) -> int:
    """``user`` challenges ``defenders`` (players above, within reach): the game is created
    and ``ChallengeIssued`` appended in one command. Returns the challenge's number."""

    def body(c: streams.StreamCommand) -> int:
        t = _ladder(tournament_id)
        setup, state = progress.of_rows(read_stream_events(t.pk))
        _open_for_challenges(t, setup, state, c.now)
        me = str(user.pk)
        if me not in state.active:
            raise IllegalAction(f"You are not playing in {t.title}.")
        if me in state.in_challenge():
            (mine,) = [x for x in state.challenges if x.result is None and me in x.players]
            raise IllegalAction(f"You are already playing challenge {mine.number} (game "
                                f"{mine.game}); finish it before you challenge again.")  # fmt: skip
        chosen = _defender_ids(defenders, t.table_size - 1)
        names = dict(Entry.objects.filter(tournament=t).values_list("user_id", "name"))
        for defender in chosen:
            refused = refusal(setup, state, user.pk, defender, names)
            if refused:
                raise IllegalAction(refused)
        seated = sorted(chosen, key=lambda u: state.ladder.index(str(u))) + [user.pk]
        people = get_user_model().objects.in_bulk(seated)
        game = game_create_table(kind=t.kind, players=[people[u] for u in seated], part_of=t.pk,
                                 options=t.options, time_control=t.time_control, rated=t.rated,
                                 created_by=t.organiser, public=not t.invite_only)  # fmt: skip
        number = len(state.challenges) + 1
        c.add(ev.CHALLENGE_ISSUED, ev.told(
            t.title, t.pk, challenge=number, challenger=user.pk, challenger_name=names[user.pk],
            defenders=seated[:-1], players=seated, game=game.pk,
        ))  # fmt: skip
        return number

    return streams.run(tournament_id, body)


def tournament_close_challenges(*, user: AbstractBaseUser, tournament_id: int) -> Tournament:
    """The organiser closes the ladder to new challenges; it finishes once the challenges
    in play are over (at once if none is)."""

    def body(c: streams.StreamCommand) -> None:
        t = _ladder(tournament_id, organiser=user)
        setup, state = progress.of_rows(read_stream_events(t.pk))
        _open_for_challenges(t, setup, state, c.now)
        c.add(ev.CHALLENGES_CLOSED, {"by": user.pk})
        if not state.in_challenge():
            c.commit()
            rounds.finish(c, t, setup, state, rounds.seed_of(t.pk))

    streams.run(tournament_id, body)
    return Tournament.objects.get(pk=tournament_id)


def settling_due(t: Tournament, now: datetime) -> bool:
    """Whether ``settle`` may have work on this running ladder (the tick skips the rest
    without taking its stream's lock)."""
    return t.challenges_closed_at is not None or close_passed(t, now)


def settle(tournament_id: int) -> bool:
    """The tick's and the last result's work: close challenges whose time came, and finish
    a closed ladder with no challenge left in play. False when nothing was due."""

    def body(c: streams.StreamCommand) -> bool:
        t = Tournament.objects.get(pk=tournament_id)
        if t.status != TournamentStatus.RUNNING or t.format != ev.LADDER:
            return False
        setup, state = progress.of_rows(read_stream_events(t.pk))
        close = closes_at(setup)
        closing = not state.challenges_closed and close is not None and c.now >= close
        if closing:
            c.add(ev.CHALLENGES_CLOSED, {"by": None})
        if (closing or state.challenges_closed) and not state.in_challenge():
            c.commit()
            rounds.finish(c, t, setup, state, rounds.seed_of(t.pk))
            return True
        return closing

    return streams.run(tournament_id, body)
