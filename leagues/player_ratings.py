"""The readers of ratings: a kind's leaderboard, a player's ratings and rating history, and
their reliability and pace, computed by ``leagues.ratings`` from the rows the followers keep.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.db.models import F, Window
from django.db.models.functions import RowNumber

from accounts.names import display_name
from games.engine import all_kinds
from leagues.finished_games import player_id
from leagues.models import PlayerRating, PromptRecord, RatingPoint
from leagues.ratings import (
    WINDOW,
    Prompt,
    Rating,
    Row,
    is_provisional,
    leaderboard,
    ordinal,
    pace,
    reliability,
)
from shared.errors import NotFound


@dataclass(frozen=True)
class Figures:
    """Reliability (share of deadlines met, 0-1) and pace (median answer time); None: no
    figure yet."""

    reliability: float | None = None
    pace: timedelta | None = None


@dataclass(frozen=True)
class KindRating:
    kind: str
    ordinal: float
    mu: float
    sigma: float
    games: int
    provisional: bool


@dataclass(frozen=True)
class BoardRow:
    rank: int | None
    position: int  # 1-based place in the list (the paging cursor)
    user_id: int
    name: str
    ordinal: float
    games: int
    provisional: bool
    figures: Figures


def kind_name(kind: str) -> str:
    """The kind's name; NotFound naming the kinds on offer for any other slug."""
    kinds = {k.slug: k.name for k in all_kinds()}
    if kind not in kinds:
        raise NotFound(f"There is no game '{kind[:40]}' here; the games on offer are: "
                       f"{', '.join(sorted(kinds))}.")  # fmt: skip
    return kinds[kind]


def player(user_id: int):
    """The player (a user, with their profile), or NotFound."""
    user = get_user_model().objects.select_related("profile").filter(pk=user_id).first()
    if user is None:
        raise NotFound(f"There is no player {user_id}; players are numbered as in their "
                       "profile links.")  # fmt: skip
    return user


def figures_of(user_ids: Iterable[int]) -> dict[int, Figures]:
    """Each player's reliability and pace from their latest WINDOW settled prompts (one
    query for them all)."""
    ids = list(user_ids)
    latest = (
        PromptRecord.objects.filter(user_id__in=ids, settled=True)
        .annotate(
            n=Window(
                RowNumber(),
                partition_by=[F("user_id")],
                order_by=[
                    F("prompted_at").desc(),
                    F("answered_at").desc(nulls_last=True),
                    F("timed_out").desc(),
                ],  # fmt: skip
            )
        )
        .filter(n__lte=WINDOW)
        .values_list("user_id", "prompted_at", "answered_at", "timed_out")
    )
    prompts: dict[int, list[Prompt]] = {uid: [] for uid in ids}
    for uid, prompted_at, answered_at, timed_out in latest:
        prompts[uid].append(Prompt(prompted_at, answered_at, timed_out))
    return {uid: Figures(reliability(ps), pace(ps)) for uid, ps in prompts.items()}


def board(kind: str, *, after: int = 0, limit: int = 50) -> list[BoardRow]:
    """A page of the kind's leaderboard: the rows after position ``after``. Suspended
    accounts (``is_active`` false) are left off, and the ranks close up; their ratings stay
    and show again on reinstatement."""
    rows = PlayerRating.objects.filter(kind=kind, games__gt=0, user__is_active=True)
    ratings = {player_id(r.user_id): Rating(r.mu, r.sigma, r.games) for r in rows}
    page = list(enumerate(leaderboard(ratings), start=1))[after : after + limit]
    ids = [int(row.player) for _, row in page]
    users = get_user_model().objects.select_related("profile").in_bulk(ids)
    figures = figures_of(ids)
    return [_board_row(position, row, users[int(row.player)], figures) for position, row in page]


def _board_row(position: int, row: Row, user, figures: dict[int, Figures]) -> BoardRow:
    return BoardRow(row.rank, position, user.pk, display_name(user), row.ordinal, row.games,
                    row.provisional, figures[user.pk])  # fmt: skip


def ratings_of(user_id: int) -> list[KindRating]:
    """The player's rating in every kind they were rated in, by kind."""
    return [
        KindRating(
            r.kind,
            ordinal(rating := Rating(r.mu, r.sigma, r.games)),
            r.mu,
            r.sigma,
            r.games,
            is_provisional(rating),
        )  # fmt: skip
        for r in PlayerRating.objects.filter(user_id=user_id, games__gt=0).order_by("kind")
    ]


def history(user_id: int, kind: str, *, after: int = 0, limit: int = 100) -> list[RatingPoint]:
    """The player's rating after each rated game of the kind, oldest first; ``after`` is
    the number of games already read (a point's ``games``)."""
    points = RatingPoint.objects.filter(user_id=user_id, kind=kind, games__gt=after)
    return list(points.order_by("games")[:limit])


def rating_in(user_id: int, kind: str) -> Rating | None:
    """The player's rating in the kind (None: never rated there), for entry limits
    (``leagues.ratings.refusals``)."""
    row = PlayerRating.objects.filter(user_id=user_id, kind=kind, games__gt=0).first()
    return Rating(row.mu, row.sigma, row.games) if row else None


def reliability_of(user_id: int) -> float | None:
    """The player's share of deadlines met (None: no figure yet), for entry limits."""
    return figures_of([user_id])[user_id].reliability
