"""The writers of tournaments (with ``ladder`` for a ladder's challenges): each function is
one command on the tournament's stream
(``games.streams``), refused with a sentence (IllegalAction, Forbidden, NotFound) and
nothing changed, or appended with its events and projected in the same transaction.

Lock order, everywhere: a game's row before its tournament's stream (a finishing game
records its result while holding its own lock), so the commands that touch games lock
those first."""

from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from games import streams
from games.deadlines.clock import clean_time_control
from games.engine import get_kind
from games.handover import game_hand_seat
from games.models import Game, GameStatus
from games.names import player_name
from games.services import game_adjudicate
from leagues.models import Entry, Tournament, TournamentStatus, TournamentTable
from leagues.pairing import PAIRING_VERSION, seed_commitment
from leagues.ratings.entry import EntryLimits, refusals
from leagues.tournaments import events as ev
from leagues.tournaments import rounds
from leagues.tournaments.selectors import tournament_get
from leagues.tournaments.standing_of import rating_and_reliability, seeding_rating
from shared.errors import Forbidden, IllegalAction, NotFound

MAX_ROUNDS = 50


def _organiser_only(t: Tournament, user: AbstractBaseUser, doing: str) -> None:
    if t.organiser_id != user.pk:
        raise Forbidden(f"Only the tournament's organiser can {doing}.")


def _user(user_id: Any, what: str) -> AbstractBaseUser:
    try:
        return get_user_model().objects.get(pk=int(user_id), is_active=True)
    except (TypeError, ValueError, get_user_model().DoesNotExist):
        raise NotFound(f"There is no player with id {user_id!r} ({what}).") from None


def _entry(t: Tournament, user_id: int, *, active: bool = True) -> Entry:
    entry = Entry.objects.filter(tournament=t, user_id=user_id).first()
    if entry is None or (active and not entry.active):
        raise IllegalAction(f"That player is not playing in {t.title}.")
    return entry


def _clean_scoring(placement: Any, bye: Any) -> dict[str, Any]:
    if placement in (None, [], ()):
        clean = None
    else:
        if (
            not isinstance(placement, list | tuple)
            or not 1 <= len(placement) <= 8
            or not all(
                isinstance(p, int | float) and not isinstance(p, bool) and 0 <= p <= 100
                for p in placement
            )
        ):
            raise IllegalAction("placement must list 1 to 8 point values (0-100), first place "
                                "first, e.g. [3, 2, 1, 0]; leave it out for the win shared.")  # fmt: skip
        if list(placement) != sorted(placement, reverse=True):
            raise IllegalAction("placement points must not rise from one place to the next.")
        clean = list(placement)
    if not isinstance(bye, int | float) or isinstance(bye, bool) or not 0 <= bye <= 100:
        raise IllegalAction("bye points must be a number from 0 to 100.")
    return {"placement": clean, "bye": bye}


def tournament_create(
    *,
    organiser: AbstractBaseUser,
    title: str,
    kind: str,
    table_size: int,
    format: str = ev.SWISS,
    rounds_count: int = 3,
    options: dict[str, Any] | None = None,
    time_control: dict[str, Any] | None = None,
    groups: int = 1,
    top_k: int = 1,
    reach: int = 3,
    mixed: bool = True,
    registration_opens: datetime | None = None,
    registration_closes: datetime | None = None,
    min_rating: float | None = None,
    min_reliability: float | None = None,
    invite_only: bool = False,
    invited: list[int] | None = None,
    placement: list[float] | None = None,
    bye: float = 0,
    rated: bool = True,
    seed: str | None = None,
    challenges_close: datetime | None = None,
) -> Tournament:
    """Create a tournament open for registration; ``organiser`` runs it. ``mixed``: when
    the players don't divide by the table size, tables of other sizes the kind allows seat
    everyone (else the remainder sit out with a bye). A ladder has no rounds: its players
    challenge each other until ``challenges_close`` (or the organiser closes it)."""
    title = (title or "").strip()
    if not 1 <= len(title) <= 120:
        raise IllegalAction("Give the tournament a title of 1 to 120 characters.")
    rules = get_kind(kind)
    if format not in ev.FORMATS:
        raise IllegalAction(f"format must be one of: {', '.join(ev.FORMATS)}.")
    least = max(2, rules.min_players)  # a tournament's table is never a solo game
    if not least <= table_size <= rules.max_players:
        raise IllegalAction(f"{rules.name} seats {least} to {rules.max_players} players at a "
                            "tournament table; choose a table size in that range.")  # fmt: skip
    if format == ev.LADDER and table_size - 1 > reach:
        raise IllegalAction(f"A ladder challenge at tables of {table_size} seats the challenger "
                            f"with {table_size - 1} players within reach above: reach must be "
                            f"at least {table_size - 1}.")  # fmt: skip
    if challenges_close and format != ev.LADDER:
        raise IllegalAction("challenges_close is for a ladder; other formats end with their "
                            "last round.")  # fmt: skip
    if challenges_close and registration_closes and challenges_close <= registration_closes:
        raise IllegalAction("The ladder's challenges must close after registration closes.")
    if format == ev.ELIMINATION and not 1 <= top_k < table_size:
        raise IllegalAction(f"top_k (how many of each table go through) must be from 1 to "
                            f"{table_size - 1} at tables of {table_size}.")  # fmt: skip
    if not 1 <= rounds_count <= MAX_ROUNDS:
        raise IllegalAction(f"rounds must be from 1 to {MAX_ROUNDS}.")
    if not 1 <= groups <= 64:
        raise IllegalAction("groups must be from 1 to 64.")
    if not 1 <= reach <= 20:
        raise IllegalAction("reach (how many places up a ladder challenge may go) must be "
                            "from 1 to 20.")  # fmt: skip
    if registration_opens and registration_closes and registration_closes <= registration_opens:
        raise IllegalAction("Registration must close after it opens.")
    if min_reliability is not None and not 0 <= min_reliability <= 1:
        raise IllegalAction(
            "min_reliability is a share of deadlines met, from 0 to 1 (0.9 is 90%)."
        )
    invited_ids = sorted({_user(u, "invited").pk for u in invited or []})
    scoring = _clean_scoring(placement, bye)
    cleaned = rules.clean_options(dict(options or {}), table_size)
    clock = clean_time_control(time_control, rules.default_move_days)
    seed = seed or secrets.token_hex(16)

    def body(c: streams.StreamCommand) -> None:
        tid = c.stream.pk
        c.add(ev.CREATED, ev.told(
            title, tid, organiser=organiser.pk, kind=kind, options=cleaned, time_control=clock,
            table_size=table_size, table_min=least, table_max=rules.max_players,
            format=format, mixed=bool(mixed), groups=groups, top_k=top_k, reach=reach, rounds=rounds_count,
            registration_opens=registration_opens.isoformat() if registration_opens else None,
            registration_closes=registration_closes.isoformat() if registration_closes else None,
            min_rating=min_rating, min_reliability=min_reliability, invite_only=bool(invite_only),
            invited=invited_ids, scoring=scoring, rated=bool(rated),
            challenges_close=challenges_close.isoformat() if challenges_close else None,
            seed_sha256=seed_commitment(seed), pairing_version=PAIRING_VERSION,
        ), secret={"seed": seed})  # fmt: skip

    stream, _ = streams.create(ev.STREAM_KIND, body)
    return Tournament.objects.get(pk=stream.pk)


def _registration_open(t: Tournament, now: datetime) -> None:
    if t.status != TournamentStatus.REGISTRATION:
        raise IllegalAction(f"Registration for {t.title} is over: the tournament is "
                            f"{t.get_status_display().lower()}.")  # fmt: skip
    if t.registration_opens and now < t.registration_opens:
        raise IllegalAction(f"Registration for {t.title} opens at "
                            f"{t.registration_opens:%Y-%m-%d %H:%M} UTC.")  # fmt: skip
    if t.registration_closes and now > t.registration_closes:
        raise IllegalAction(f"Registration for {t.title} closed at "
                            f"{t.registration_closes:%Y-%m-%d %H:%M} UTC.")  # fmt: skip


def tournament_register(*, user: AbstractBaseUser, tournament_id: int) -> Tournament:
    """Enter the tournament: within the registration window, invited if invite-only, and
    within the entry limits."""

    def body(c: streams.StreamCommand) -> None:
        t = tournament_get(tournament_id)
        _registration_open(t, c.now)
        if Entry.objects.filter(tournament=t, user=user).exists():
            raise IllegalAction(f"You are already entered in {t.title}.")
        if t.invite_only and user.pk not in t.invited and user.pk != t.organiser_id:
            raise Forbidden(f"{t.title} is invite-only; ask its organiser for an invitation.")
        rating, share = rating_and_reliability(user.pk, t.kind)
        limits = EntryLimits(t.min_rating, t.min_reliability)
        refused = refusals(limits, rating, share, kind_name=get_kind(t.kind).name)
        if refused:
            raise IllegalAction(" ".join(refused))
        c.add(ev.REGISTERED, {"user": user.pk, "name": player_name(user),
                              "rating": seeding_rating(user.pk, t.kind)})  # fmt: skip

    streams.run(tournament_id, body)
    return tournament_get(tournament_id)


def tournament_withdraw(*, user: AbstractBaseUser, tournament_id: int) -> Tournament:
    """Leave: left out of later pairings; games under way go on (the timeout chain plays
    them out if the player stops answering)."""

    def body(c: streams.StreamCommand) -> None:
        t = tournament_get(tournament_id)
        if t.status == TournamentStatus.FINISHED:
            raise IllegalAction(f"{t.title} is over; there is nothing to withdraw from.")
        entry = Entry.objects.filter(tournament=t, user=user).first()
        if entry is None or not entry.active:
            raise IllegalAction(f"You are not playing in {t.title}.")
        c.add(ev.WITHDREW, {"user": user.pk, "name": entry.name})

    streams.run(tournament_id, body)
    return tournament_get(tournament_id)


def tournament_start(*, user: AbstractBaseUser | None, tournament_id: int) -> Tournament:
    """Close registration and pair round 1 (the organiser, early; or the tick, once the
    registration window closed: ``user`` None)."""

    def body(c: streams.StreamCommand) -> None:
        t = tournament_get(tournament_id)
        if user is not None:
            _organiser_only(t, user, "start it")
        if t.status != TournamentStatus.REGISTRATION:
            raise IllegalAction(f"{t.title} has already started.")
        entries = list(Entry.objects.filter(tournament=t, status="registered"))
        least = t.params.get("table_min") or 2
        if len(entries) < least:
            raise IllegalAction(f"{t.title} needs at least {least} players to start; "
                                f"{len(entries)} registered.")  # fmt: skip
        ladder = sorted(entries, key=lambda e: (-e.rating, e.number))
        c.add(ev.STARTED, {
            "by": user.pk if user else None, "players": [e.user_id for e in entries],
            "ladder": [e.user_id for e in ladder] if t.format == ev.LADDER else [],
        })  # fmt: skip
        c.commit()
        if t.format != ev.LADDER:  # a ladder's players choose their own challenges
            rounds.pair_next(c, tournament_get(tournament_id))

    streams.run(tournament_id, body)
    return tournament_get(tournament_id)


def _running_games_of(t: Tournament, user_id: int) -> list[Game]:
    """The player's games of this tournament still in play, locked (a game before its
    tournament, as everywhere)."""
    ids = TournamentTable.objects.filter(tournament=t, order__isnull=True).values("game_id")
    return list(
        Game.objects.select_for_update()
        .filter(pk__in=ids, status=GameStatus.ACTIVE, seats__user_id=user_id)
        .order_by("pk")
    )


def tournament_remove(*, user: AbstractBaseUser, tournament_id: int, player_id: int) -> Tournament:
    """The organiser takes a player out: left out of later pairings (their games under way
    go on, as for a withdrawal)."""

    def body(c: streams.StreamCommand) -> None:
        t = tournament_get(tournament_id)
        _organiser_only(t, user, "remove a player")
        if t.status == TournamentStatus.FINISHED:
            raise IllegalAction(f"{t.title} is over.")
        entry = _entry(t, int(player_id))
        c.add(ev.REMOVED, {"user": entry.user_id, "name": entry.name, "by": user.pk})

    streams.run(tournament_id, body)
    return tournament_get(tournament_id)


def tournament_replace(
    *, user: AbstractBaseUser, tournament_id: int, player_id: int, replacement_id: int
) -> Tournament:
    """The organiser puts ``replacement`` in a player's place: their seats in games under
    way (``games.handover.game_hand_seat``), their points and their place in pairings."""
    t = tournament_get(tournament_id)
    _organiser_only(t, user, "replace a player")
    replacement = _user(replacement_id, "replacement")
    with transaction.atomic():
        games = _running_games_of(t, int(player_id))

        def body(c: streams.StreamCommand) -> None:
            t = tournament_get(tournament_id)
            if t.status == TournamentStatus.FINISHED:
                raise IllegalAction(f"{t.title} is over.")
            entry = _entry(t, int(player_id))
            if Entry.objects.filter(tournament=t, user=replacement).exists():
                raise IllegalAction(f"{player_name(replacement)} is already entered in "
                                    f"{t.title}; choose someone else.")  # fmt: skip
            c.add(ev.REPLACED, {"user": entry.user_id, "name": entry.name,
                                "replacement": replacement.pk,
                                "replacement_name": player_name(replacement),
                                "games": [g.pk for g in games]})  # fmt: skip

        streams.run(tournament_id, body)
        for game in games:
            seat = game.seats.get(user_id=int(player_id)).number
            game_hand_seat(user=user, game_id=game.pk, seat=seat, to=replacement)
    return tournament_get(tournament_id)


def tournament_adjudicate(
    *, user: AbstractBaseUser, tournament_id: int, game_id: int, order: list[list[int]],
    reason: str,
) -> Tournament:  # fmt: skip
    """The organiser ends a stuck game with a result: ``order`` lists the finishing groups
    of its players (user ids), best first, tied players in one group. Recorded in the
    game (``GameAborted`` with the ruling) and in the tournament (``Adjudicated``, then
    ``ResultRecorded`` with ``adjudicated``), in one transaction."""
    t = tournament_get(tournament_id)
    _organiser_only(t, user, "adjudicate a game")
    table = TournamentTable.objects.filter(tournament=t, game_id=game_id).first()
    if table is None:
        raise NotFound(f"Game {game_id} is not a game of {t.title}.")
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.is_over:
            raise IllegalAction("This game is already over; its result is recorded.")
        seats = {s.user_id: s.number for s in game.seats.all()}
        flat = [u for group in order or [] for u in group] if _groups(order) else None
        if flat is None or sorted(flat) != sorted(seats) or not all(order):
            raise IllegalAction("order must list every player of the game once (user ids), "
                                "in finishing groups best first: [[first], [second], ...].")  # fmt: skip
        places, place = {}, 1
        for group in order:
            for u in group:
                places[seats[u]] = place
            place += len(group)

        def body(c: streams.StreamCommand) -> None:
            c.add(ev.ADJUDICATED, {"round": table.round.number if table.round else None,
                                   "table": table.number,
                                   "game": game_id, "order": order, "reason": reason.strip(),
                                   "by": user.pk})  # fmt: skip

        streams.run(tournament_id, body)
        game_adjudicate(user=user, game_id=game_id, places=places, reason=reason)
    return tournament_get(tournament_id)


def _groups(order: Any) -> bool:
    return isinstance(order, list) and all(
        isinstance(g, list) and all(isinstance(u, int) and not isinstance(u, bool) for u in g)
        for g in order
    )
