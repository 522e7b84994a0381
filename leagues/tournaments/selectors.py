"""The readers of tournaments: lists, one tournament, its rounds and tables, standings,
games, and what the caller may do there."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from games.engine import get_kind
from games.models import Game
from leagues.models import (
    Entry,
    Standing,
    Tournament,
    TournamentRound,
    TournamentStatus,
    TournamentTable,
)
from leagues.pairing import within_reach
from leagues.tournaments.events import LADDER
from shared.errors import NotFound


def tournaments_list(*, status: str | None = None) -> QuerySet[Tournament]:
    rows = Tournament.objects.select_related("organiser")
    return rows.filter(status=status) if status else rows


BIGGEST = 2**63 - 1  # beyond the database's integers: no such tournament


def tournament_get(tournament_id: int) -> Tournament:
    if not 0 < tournament_id <= BIGGEST:
        raise NotFound("No such tournament.")
    try:
        return Tournament.objects.get(pk=tournament_id)
    except Tournament.DoesNotExist:
        raise NotFound("No such tournament.") from None


def kind_name(kind: str) -> str:
    try:
        return get_kind(kind).name
    except Exception:  # a kind no longer installed keeps its slug
        return kind


def my_entry(t: Tournament, user: AbstractBaseUser | None) -> Entry | None:
    if user is None or not user.is_authenticated:
        return None
    return Entry.objects.filter(tournament=t, user=user).first()


def may_register(t: Tournament, user: AbstractBaseUser | None) -> bool:
    """Whether the Register button is worth showing (the service has the last word)."""
    if user is None or not user.is_authenticated or my_entry(t, user) is not None:
        return False
    now = timezone.now()
    return (
        t.status == TournamentStatus.REGISTRATION
        and (t.registration_opens is None or t.registration_opens <= now)
        and (t.registration_closes is None or now <= t.registration_closes)
        and (not t.invite_only or user.pk in t.invited or user.pk == t.organiser_id)
    )


def close_passed(t: Tournament, now: datetime) -> bool:
    """Whether a ladder's ``challenges_close`` time has come."""
    close = t.params.get("challenges_close")
    return bool(close) and parse_datetime(close) <= now


def challenges_open(t: Tournament) -> bool:
    """Whether a ladder takes challenges now."""
    return (
        t.format == LADDER
        and t.status == TournamentStatus.RUNNING
        and t.challenges_closed_at is None
        and not close_passed(t, timezone.now())
    )


def _in_challenge(t: Tournament) -> set[int]:
    tables = TournamentTable.objects.filter(tournament=t, round=None, order__isnull=True)
    return {u for players in tables.values_list("players", flat=True) for u in players}


def may_challenge(t: Tournament, user: AbstractBaseUser | None) -> list[dict[str, Any]]:
    """Whom ``user`` may challenge now, the nearest first (the service has the last word):
    nobody unless the ladder takes challenges and the user is on it and free."""
    if user is None or not user.is_authenticated or not challenges_open(t):
        return []
    busy = _in_challenge(t)
    if user.pk in busy or user.pk not in t.ladder:
        return []
    names = dict(Entry.objects.filter(tournament=t).values_list("user_id", "name"))
    reach = int(t.params.get("reach") or 3)
    return [{"user": u, "name": names.get(u, "")}
            for u in within_reach(t.ladder, user.pk, reach) if u not in busy]  # fmt: skip


def _table_out(x: TournamentTable, names: dict[int, str]) -> dict[str, Any]:
    return {
        "table": x.number, "game": x.game_id,
        "status": x.game.status if x.game else "aborted",
        "players": [{"user": u, "name": names.get(u, "")} for u in x.players],
        "order": x.order, "points": x.points, "adjudicated": x.adjudicated,
    }  # fmt: skip


def challenges_page(t: Tournament, *, after: int, limit: int) -> list[dict[str, Any]]:
    """A ladder's challenges after challenge ``after``, oldest first: the game, the players
    in seat order (the challenger last) and, once over, the finishing order."""
    rows = (
        TournamentTable.objects.filter(tournament=t, round=None, number__gt=after)
        .select_related("game")
        .order_by("number")[:limit]
    )
    names = dict(Entry.objects.filter(tournament=t).values_list("user_id", "name"))
    out = []
    for x in rows:
        line = _table_out(x, names)
        line["challenge"] = line.pop("table")
        line["challenger"] = line["players"][-1]
        out.append(line)
    return out


def rounds_page(t: Tournament, *, after: int, limit: int) -> list[dict[str, Any]]:
    """Rounds after round ``after``, each with its tables: the game, the players by name
    (in seat order) and, once over, the finishing order and points."""
    rounds = list(
        TournamentRound.objects.filter(tournament=t, number__gt=after).order_by("number")[:limit]
    )
    names = dict(Entry.objects.filter(tournament=t).values_list("user_id", "name"))
    out = []
    for rnd in rounds:
        tables = []
        for x in rnd.tables.select_related("game").order_by("number"):
            tables.append(_table_out(x, names))
        out.append({
            "round": rnd.number, "closed": rnd.closed, "tables": tables,
            "byes": [{"user": u, "name": names.get(u, "")} for u in rnd.byes],
        })  # fmt: skip
    return out


def standings_page(t: Tournament, *, after: int, limit: int) -> list[Standing]:
    return list(
        Standing.objects.filter(tournament=t, position__gt=after).order_by("position")[:limit]
    )


def games_page(t: Tournament, *, after: int | None, limit: int) -> list[Game]:
    """The tournament's games, newest first."""
    rows = Game.objects.filter(part_of_id=t.pk).prefetch_related("seats")
    if after is not None:
        rows = rows.filter(pk__lt=after)
    return list(rows.order_by("-pk")[:limit])
