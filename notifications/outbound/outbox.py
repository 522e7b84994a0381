"""The transactional outbox: rows written in the transaction of what causes them.

``on_events`` is the follower registered with ``games.followers`` (in the app's
``ready()``): it runs inside the command's transaction, so a move that rolls back leaves
no row, and a committed one always has its rows. Sending happens after the commit
(``sending.send_after_commit``) or, if that message is lost, from the periodic resend.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import connection
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from games import followers, rides
from games.compiled import Compiled
from games.models import Event, Game, GameStatus, Seat
from notifications.models import (
    CHOOSABLE,
    Kind,
    Mode,
    Notification,
    Preferences,
    Status,
    Webhook,
)
from notifications.outbound import sending
from notifications.outbound.preferences import preferences_of, quiet_until, time_zone_of


def notification_key(game_id, version: int, user_id, kind: str, channel: str) -> str:
    return f"{game_id or '-'}:{version}:{user_id or '-'}:{kind}:{channel}"


def _statement(**fields) -> tuple[Notification, str, list[Any]]:
    """One row's ``INSERT ... ON CONFLICT (key) DO NOTHING RETURNING id`` (PostgreSQL and
    SQLite alike), so no lookup first and no savepoint; the row, not saved."""
    row = Notification(**fields)
    values = [f.get_db_prep_save(f.pre_save(row, add=True), connection) for f in _COLUMNS]
    return row, _insert_sql(connection.vendor), values


_COLUMNS = [f for f in Notification._meta.concrete_fields if not f.primary_key]


@functools.cache
def _insert_sql(vendor: str) -> str:
    names = ", ".join(connection.ops.quote_name(f.column) for f in _COLUMNS)
    marks = ", ".join(["%s"] * len(_COLUMNS))
    table = connection.ops.quote_name(Notification._meta.db_table)
    return (f"INSERT INTO {table} ({names}) VALUES ({marks}) "  # nosec B608 - our columns
            "ON CONFLICT (key) DO NOTHING RETURNING id")  # fmt: skip


def _saved(row: Notification, ids: Sequence[int]) -> Notification | None:
    """``row`` with the id its INSERT returned; None if its key existed already."""
    if not ids:
        return None
    row.pk = ids[0]
    row._state.adding = False
    return row


def _insert(*, ride: bool = False, now: datetime | None = None, **fields) -> Notification | None:
    """Insert one row; None if its key exists already (it was written before). ``ride``:
    hand the statement to the command's events INSERT when there is one (``games.rides``);
    the row's sending is then queued once it is written, and None is returned."""
    row, sql, values = _statement(**fields)
    if ride and now is not None:
        if rides.ride(sql, values, lambda ids: _sent_on_commit(_saved(row, ids), now)):
            return None
    with connection.cursor() as cur:
        cur.execute(sql, values)
        found = cur.fetchone()
    return _saved(row, [found[0]] if found else [])


def _sent_on_commit(row: Notification | None, now: datetime) -> None:
    if row is not None:
        _send_on_commit([row], now)


def queue(
    *,
    user: AbstractBaseUser | None,
    kind: str,
    game: Game | None = None,
    version: int = 0,
    context: dict[str, Any] | None = None,
    tag: str = "",
    to_address: str = "",
    now: datetime | None = None,
    ride: bool = False,
    email: bool = True,
) -> list[Notification]:
    """Write what to tell ``user`` (or ``to_address``) in the caller's transaction: an
    email row as their preference says (none for ``never``; held for a digest; delayed
    past quiet hours) and a row per active webhook. ``tag`` tells apart several rows of
    one kind for the same game version (reminders 24 h and 2 h before). Sending is
    queued on commit. Returns the rows written (none if they existed already). ``ride``:
    a command's follower's rows go with its events INSERT (``games.rides``); they are not
    returned. ``email=False``: the webhooks only."""
    now = now or timezone.now()
    kind_key = kind + (f"-{tag}" if tag else "")
    common = {"user": user, "game": game, "version": version, "kind": kind,
              "context": context or {}, "created_at": now}  # fmt: skip
    written: list[Notification] = []
    mode, due = Mode.IMMEDIATE, now
    if user is not None:
        prefs = _preferences(user)
        mode = prefs.mode(kind)
        if kind in CHOOSABLE:
            due = quiet_until(prefs, time_zone_of(user), now) or now
    if email and mode != Mode.NEVER and (to_address or (user is not None and user.email)):
        row = _insert(key=notification_key(game and game.pk, version, user and user.pk or
                                           to_address, kind_key, "email"), ride=ride, now=now,
                      to_address=to_address, channel="email", due_at=due,
                      status=Status.HELD if mode == Mode.DIGEST else Status.PENDING,
                      **common)  # fmt: skip
        if row is not None:
            written.append(row)
    if user is not None and mode != Mode.NEVER and getattr(user, "has_webhooks", True):
        for hook in players_webhooks(user):
            row = _insert(key=notification_key(game and game.pk, version, user.pk, kind_key,
                                               f"webhook{hook.pk}"), ride=ride, now=now,
                          channel="webhook", webhook=hook, due_at=now, status=Status.PENDING,
                          **common)  # fmt: skip
            if row is not None:
                written.append(row)
    if written:
        _send_on_commit(written, now)
    return written


def queue_event_hooks(
    hooks: Sequence[Webhook],
    *,
    kind: str,
    stream_id: int,
    version: int,
    context: dict[str, Any],
    game: Game | None = None,
    now: datetime | None = None,
) -> list[Notification]:
    """Write a row for each of an event's organiser webhooks (``Webhook.stream``), in the
    caller's transaction: ``version`` is the stream event's position, so a row is never
    written twice. No preference applies: registering the webhook was the choice."""
    now = now or timezone.now()
    written = []
    for hook in hooks:
        row = _insert(key=notification_key(game and game.pk, version, hook.user_id,
                                           f"{kind}-s{stream_id}", f"webhook{hook.pk}"),
                      user=hook.user, game=game, version=version, kind=kind,
                      context=context, created_at=now, channel="webhook", webhook=hook,
                      due_at=now, status=Status.PENDING)  # fmt: skip
        if row is not None:
            written.append(row)
    if written:
        _send_on_commit(written, now)
    return written


def _preferences(user: AbstractBaseUser) -> Preferences:
    """The preferences ``recipients`` read with the user, or else read now."""
    if hasattr(user, "has_webhooks"):  # a user from recipients(): notify_prefs came along
        try:
            return user.notify_prefs
        except Preferences.DoesNotExist:
            pass
    return preferences_of(user)


def _send_on_commit(rows: list[Notification], now: datetime) -> None:
    emails = [r.pk for r in rows if r.channel == "email" and r.status == Status.PENDING
              and r.due_at <= now]  # fmt: skip
    hooks = sorted({r.webhook_id for r in rows if r.channel == "webhook"})
    sending.send_after_commit(emails=emails, webhooks=hooks)


def on_events(game: Game, rows: Sequence[Event]) -> None:
    """Follower: what each player must hear about this batch of the game's events. The
    seats are the command's own (no query); the players who hear something are read in
    one query, with what ``queue`` needs of them."""
    if not rows:
        return
    now, version = rows[-1].created_at, game.version
    types = {r.type for r in rows}
    seats = list(game.seats.all())
    by_number = {s.number: s for s in seats}
    players = [s for s in seats if s.user_id is not None]
    timed_out = {}
    for row in rows:
        if row.type == "SeatTimedOut":
            timed_out[row.data["seat"]] = dict(row.data)
        elif row.type == "SeatHandedToBot" and row.data["seat"] in timed_out:
            timed_out[row.data["seat"]]["handed_to_bot"] = True
    started = "GameStarted" in types
    fresh = {s.number for s in players
             if game.status == GameStatus.ACTIVE and s.to_act and not s.bot
             and s.turn_started_at == now and s.number not in timed_out}  # fmt: skip
    told: list[tuple[int, str, dict[str, Any]]] = []  # (user id, kind, context)
    if started:
        # Whoever must move at once hears it in their "your turn" email instead.
        told += [(seat.user_id, Kind.GAME_STARTED, {"seat": seat.number})
                 for seat in players if seat.number not in fresh]  # fmt: skip
    for number, data in sorted(timed_out.items()):
        seat = by_number.get(number)
        if seat is not None and seat.user_id is not None:
            told.append((seat.user_id, Kind.TIMED_OUT,
                         {"seat": number, "in_a_row": data.get("in_a_row", 1),
                          "handed_to_bot": bool(data.get("handed_to_bot"))}))  # fmt: skip
    if game.status == GameStatus.FINISHED and "GameFinished" in types:
        told += [(seat.user_id, Kind.GAME_OVER, {"seat": seat.number}) for seat in players]
    elif game.status == GameStatus.ACTIVE:
        told += [(seat.user_id, Kind.YOUR_TURN, {"seat": seat.number, "prompt_id":
                  seat.prompt_id, "started": started}) for seat in players
                 if seat.number in fresh]  # fmt: skip
    if not told:
        return
    # A player who answered on the site or by the API and is asked again at once reads the
    # prompt in that answer: no email about it (its webhooks still hear it). Deadline
    # reminders still come; a player who answered by email is emailed the next prompt.
    present = followers.present_seats()
    users = recipients({user_id for user_id, _, _ in told}, seats)
    for user_id, kind, context in told:
        at_screen = kind == Kind.YOUR_TURN and context["seat"] in present
        queue(user=users[user_id], kind=kind, game=game, version=version, context=context,
              now=now, ride=True, email=not at_screen)  # fmt: skip


_user = Seat._meta.get_field("user")


def players_webhooks(user: AbstractBaseUser | OuterRef) -> QuerySet[Webhook]:
    """The active webhooks that hear a player's own notifications (not an organiser's
    webhooks of a tournament or season); ``user`` may be an ``OuterRef`` in a subquery."""
    return Webhook.objects.filter(user=user, active=True, stream__isnull=True)


def seat_reads(seats: QuerySet[Seat]) -> QuerySet[Seat]:
    """The command's lock statement brings each seat's player with what ``queue`` needs
    of them (profile, preferences, whether they have an active webhook)."""
    return seats.select_related("user__profile", "user__notify_prefs").annotate(
        player_has_webhooks=Exists(players_webhooks(OuterRef("user_id")))
    )


def recipients(user_ids: set[int], seats: Sequence[Seat] = ()) -> dict[int, AbstractBaseUser]:
    """The users, each with their profile, preferences and whether they have an active
    webhook (``queue`` then asks nothing more of the database unless there are webhooks or
    no preferences yet): those ``seat_reads`` brought with the seats as they came, the
    others in one query."""
    users: dict[int, AbstractBaseUser] = {}
    for seat in seats:
        if (seat.user_id in user_ids and "player_has_webhooks" in seat.__dict__
                and _user.is_cached(seat) and seat.user is not None):  # fmt: skip
            seat.user.has_webhooks = seat.player_has_webhooks
            users[seat.user_id] = seat.user
    missing = user_ids - users.keys()
    # Accounts and preferences, which no command writes: the command's writes waiting to
    # go with its events need not go out first (games.rides).
    with rides.unrelated():
        if len(missing) == 1:  # a game's creator: the statement is compiled once
            users.update((user.pk, user) for user in _ONE_RECIPIENT.run(next(iter(missing))))
        elif missing:
            users.update((user.pk, user) for user in _recipients().filter(pk__in=missing))
    return users


def _recipients() -> QuerySet:
    return (get_user_model().objects.select_related("profile", "notify_prefs")
            .annotate(has_webhooks=Exists(players_webhooks(OuterRef("pk")))))  # fmt: skip


# Compiling this statement cost three times what running it does. The mark fits a user's
# 32-bit key (Django finds no row for a value out of the column's range, and says so).
_ONE_RECIPIENT = Compiled(lambda user_id: _recipients().filter(pk=user_id), mark=-2_000_000_007)
