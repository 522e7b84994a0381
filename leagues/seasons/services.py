"""The only writers of leagues and seasons: create a league, join and leave it, start a
season. A refusal (``shared.errors``) says what to do and changes nothing."""

from __future__ import annotations

import secrets
from datetime import timedelta
from fractions import Fraction
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from games import streams
from games.deadlines.clock import clean_time_control
from games.engine import get_kind
from games.names import player_name
from games.streams import StreamCommand
from leagues.models import DivisionPlayer, League, LeagueMember, PlayerRating, Season
from leagues.pairing.records import PairingError
from leagues.pairing.seed import seed_commitment
from leagues.pairing.version import PAIRING_VERSION
from leagues.seasons import close, events, schedule
from leagues.seasons.lineup import lineup
from shared.errors import Forbidden, IllegalAction, NotFound

MAX_WEEKS = 52


def _within(name: str, value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise IllegalAction(f"{name} must be a whole number from {low} to {high}.")
    return value


def default_placement(size: int) -> list[int]:
    """Points by place at a table of ``size``: size-1 for the winner down to 0."""
    return list(range(size - 1, -1, -1))


def league_create(
    *, organiser: AbstractBaseUser, name: str, kind: str, table_size: int,
    division_size: int, options: dict[str, Any] | None = None,
    time_control: dict[str, Any] | None = None, max_divisions: int = 4, promote: int = 1,
    relegate: int = 1, weeks: int = 4, placement: list[float] | None = None,
    invite_only: bool = False,
) -> League:  # fmt: skip
    """A new league; its organiser is not a player until they join."""
    name = (name or "").strip()
    if not name:
        raise IllegalAction("Give the league a name.")
    rules = get_kind(kind)
    _within("table_size", table_size, max(2, rules.min_players), rules.max_players)
    cleaned = rules.clean_options(dict(options or {}), table_size)
    clock = clean_time_control(time_control, rules.default_move_days)
    _within("division_size", division_size, max(table_size, 2), 60)
    _within("max_divisions", max_divisions, 1, 20)
    _within("weeks", weeks, 1, MAX_WEEKS)
    _within("promote", promote, 0, division_size // 2)
    _within("relegate", relegate, 0, division_size // 2)
    if placement:
        if len(placement) > rules.max_players or not all(
            isinstance(p, int | float) and not isinstance(p, bool) and p >= 0 for p in placement
        ):
            raise IllegalAction(f"placement lists points by place, first place first: at most "
                                f"{rules.max_players} numbers, none negative.")  # fmt: skip
    return League.objects.create(
        name=name[:80], kind=kind, options=cleaned, time_control=clock, table_size=table_size,
        division_size=division_size, max_divisions=max_divisions, promote=promote,
        relegate=relegate, weeks=weeks, placement=list(placement or []), organiser=organiser,
        invite_only=bool(invite_only), created_at=timezone.now(),
    )  # fmt: skip


def _league(league_id: int, lock: bool = False) -> League:
    if league_id > 2**63 - 1:  # more than the id column holds
        raise NotFound("No such league.")
    rows = League.objects.select_for_update() if lock else League.objects
    try:
        return rows.get(pk=league_id)
    except League.DoesNotExist:
        raise NotFound("No such league.") from None


def running_season(league: League) -> Season | None:
    return league.seasons.filter(finished=False).first()


def league_join(
    *, user: AbstractBaseUser, league_id: int, invite_code: str | None = None
) -> LeagueMember:
    """Join a league: you play from its next season, in the bottom division."""
    with transaction.atomic():
        league = _league(league_id, lock=True)
        if league.members.filter(user=user, left_at__isnull=True).exists():
            raise IllegalAction("You are already in this league.")
        if league.invite_only and invite_code != league.invite_code and user != league.organiser:
            raise Forbidden("This league is invite-only: ask its organiser for the invite code.")
        return LeagueMember.objects.create(league=league, user=user, joined_at=timezone.now())


def league_leave(*, user: AbstractBaseUser, league_id: int) -> None:
    """Leave a league. In a running season you withdraw: your running games go on through
    the timeout chain, and you are left out of later matchdays."""
    with transaction.atomic():
        league = _league(league_id, lock=True)
        member = league.members.filter(user=user, left_at__isnull=True).first()
        if member is None:
            raise IllegalAction("You are not in this league.")
        member.left_at = timezone.now()
        member.save(update_fields=["left_at"])
        season = running_season(league)
        if (
            season
            and DivisionPlayer.objects.filter(
                division__season=season, user=user, withdrawn=False
            ).exists()
        ):
            streams.run(season.stream_id, lambda c: c.add(events.WITHDREW, events.told(
                season.title, events.season_path(league.pk, season.number), user=user.pk,
                name=player_name(user))))  # fmt: skip


def by_rating(kind: str, members: list[LeagueMember]) -> list[LeagueMember]:
    """Members best first by their rating in the league's game (the conservative
    ordinal), the unrated after them; otherwise in the order they joined."""
    ordinal = dict(PlayerRating.objects.filter(
        kind=kind, games__gt=0, user_id__in=[m.user_id for m in members]
    ).values_list("user_id", "ordinal"))  # fmt: skip
    return sorted(members, key=lambda m: (m.user_id not in ordinal, -ordinal.get(m.user_id, 0)))


def season_start(*, user: AbstractBaseUser, league_id: int) -> Season:
    """The organiser starts the next season: the divisions from the last season's
    promotion and relegation, newcomers in the bottom division; each division's first
    matchday is paired and its games start."""
    with transaction.atomic():
        league = _league(league_id, lock=True)
        if user != league.organiser:
            raise Forbidden("Only the league's organiser can start a season.")
        if running_season(league):
            raise IllegalAction("A season is running; start the next one when it has finished.")
        rules = get_kind(league.kind)
        members = list(league.members.filter(left_at__isnull=True).select_related("user"))
        least = max(rules.min_players, 2)
        if len(members) < least:
            raise IllegalAction(f"A season needs at least {least} players; the league has "
                                f"{len(members)}.")  # fmt: skip
        last = league.seasons.order_by("-number").first()
        previous = [[str(p) for p in d] for d in (last.next_divisions if last else [])]
        divisions = lineup(previous, [str(m.user_id) for m in by_rating(league.kind, members)],
                           size=league.division_size, most=league.max_divisions, least=least)  # fmt: skip
        names = {str(m.user_id): player_name(m.user) for m in members}
        number = (last.number if last else 0) + 1
        seed = secrets.token_hex(16)
        placement = league.placement or default_placement(league.table_size)
        bye = Fraction(sum(Fraction(p) for p in placement[: league.table_size]), league.table_size)
        now = timezone.now()
        title, path = (
            events.season_title(league.name, number),
            events.season_path(league.pk, number),
        )
        data = events.told(
            title, path, organiser=league.organiser_id, kind=league.kind,
            seed_sha256=seed_commitment(seed), league=league.pk, number=number,
            options=league.options, time_control=league.time_control,
            table_size=league.table_size, weeks=league.weeks,
            ends_at=(now + timedelta(weeks=league.weeks)).isoformat(),
            scoring={"placement": placement, "bye": float(bye)}, promote=league.promote,
            relegate=league.relegate, pairing_version=PAIRING_VERSION,
            divisions=[
                {"division": d, "name": events.division_name(d),
                 "matchdays": schedule.matchday_count(len(players), league.table_size),
                 "players": [{"user": int(p), "name": names[p]} for p in players]}
                for d, players in enumerate(divisions)
            ],
        )  # fmt: skip

        def body(command: StreamCommand) -> Season:
            command.add(events.STARTED, data, secret={"seed": seed})
            command.commit()
            season = Season.objects.get(stream=command.stream)
            schedule.advance(command, season)
            return season

        try:
            return streams.create("season", body)[1]
        except PairingError as error:  # a kind's table bounds the league's players miss
            raise IllegalAction(f"The season cannot be paired: {error}.") from None


def seasons_close_due(now=None) -> int:
    """Close every running season whose window of weeks is over (games still running
    then do not count). Returns how many closed."""
    now = now or timezone.now()
    closed = 0
    for season_id, stream_id in Season.objects.filter(finished=False, ends_at__lte=now).values_list(
        "pk", "stream_id"
    ):

        def body(command: StreamCommand, season_id: int = season_id) -> bool:
            season = Season.objects.get(pk=season_id)
            if season.finished:
                return False
            close.finish(command, season)
            return True

        closed += streams.run(stream_id, body)
    return closed
