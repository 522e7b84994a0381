"""Writers for accounts: tokens and profiles."""

from __future__ import annotations

import hashlib
import secrets
import zoneinfo
from collections import Counter
from datetime import date, datetime, time, timedelta

from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import ApiToken, Profile, Vacation
from games.deadlines.refresh import deadlines_refresh
from shared.errors import Forbidden, IllegalAction, NotFound

# bandit: a visible prefix, not a secret
TOKEN_PREFIX = "vt_"  # nosec B105


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def token_create(*, user: AbstractBaseUser, name: str) -> tuple[ApiToken, str]:
    """Create a token; returns the row and the key, which is never shown again."""
    key = TOKEN_PREFIX + secrets.token_urlsafe(32)
    token = ApiToken.objects.create(
        user=user, name=name.strip() or "API token", prefix=key[:10], key_hash=hash_key(key)
    )
    return token, key


def token_revoke(*, user: AbstractBaseUser, token_id: int) -> bool:
    """Revoke one of ``user``'s tokens; False if there is no such live token."""
    return bool(
        ApiToken.objects.filter(user=user, pk=token_id, revoked_at__isnull=True).update(
            revoked_at=timezone.now()
        )
    )


def user_by_login(login: str):
    """The active user whose username or email is ``login``, or None."""
    User = get_user_model()
    return (
        User.objects.filter(Q(username__iexact=login) | Q(email__iexact=login), is_active=True)
        .order_by("pk")
        .first()
    )


def profile_update(*, user: AbstractBaseUser, **fields) -> Profile:
    """Change display name and/or time zone; raises ValidationError on a bad value."""
    with transaction.atomic():
        profile, _ = Profile.objects.get_or_create(user=user)
        old_zone = profile.time_zone
        for name, value in fields.items():
            setattr(profile, name, value)
        profile.full_clean()
        profile.save(update_fields=list(fields) or None)
        if profile.time_zone != old_zone:
            # Weekends are counted in the player's time zone: their deadlines move.
            deadlines_refresh(user_id=user.pk)
    return profile


def _midnight(day: date, tz: zoneinfo.ZoneInfo) -> datetime:
    return datetime.combine(day, time(0), tz)


def vacation_days_left(*, user: AbstractBaseUser, year: int) -> int:
    """The vacation days ``user`` may still take in ``year``."""
    used = Counter()
    for v in Vacation.objects.filter(user=user):
        for i in range(v.days):
            used[(v.first_day + timedelta(days=i)).year] += 1
    return max(user.profile.vacation_allowance - used[year], 0)


def vacation_allowance_of(*, user: AbstractBaseUser) -> dict[str, int]:
    """Selector: the yearly allowance and the days left of it this year and next, the
    year counted in the player's time zone."""
    year = timezone.now().astimezone(zoneinfo.ZoneInfo(user.profile.time_zone)).year
    return {
        "year": year,
        "allowance": user.profile.vacation_allowance,
        "days_left": vacation_days_left(user=user, year=year),
        "days_left_next_year": vacation_days_left(user=user, year=year + 1),
    }


def vacation_create(*, user: AbstractBaseUser, first_day: date, last_day: date) -> Vacation:
    """Take days off, ``first_day`` to ``last_day`` inclusive in the player's time zone:
    every clock of theirs stops meanwhile and their deadlines move on.

    Raises IllegalAction (changing nothing) for days in the past or after next year, days
    already taken, or more days than the yearly allowance leaves."""
    tz = zoneinfo.ZoneInfo(user.profile.time_zone)
    now = timezone.now()
    today = now.astimezone(tz).date()
    if last_day < first_day:
        raise IllegalAction("The last day of a vacation cannot come before its first day.")
    if first_day < today:
        raise IllegalAction(f"A vacation cannot start in the past; today is {today}.")
    if last_day.year > today.year + 1:
        # The allowance is counted this year and next; further dates are a mistake (and
        # near date.max, where the end's midnight overflows).
        raise IllegalAction(f"Vacations can be planned for {today.year} and {today.year + 1} "
                            f"only; {last_day} is too far ahead.")  # fmt: skip
    with transaction.atomic():
        Profile.objects.select_for_update().filter(user=user).first()  # one at a time
        clash = Vacation.objects.filter(user=user, first_day__lte=last_day,
                                        last_day__gte=first_day).first()  # fmt: skip
        if clash:
            raise IllegalAction(f"You are already on vacation from {clash.first_day} to "
                                f"{clash.last_day}; choose other days.")  # fmt: skip
        wanted = Counter((first_day + timedelta(days=i)).year
                         for i in range((last_day - first_day).days + 1))  # fmt: skip
        for year, days in sorted(wanted.items()):
            left = vacation_days_left(user=user, year=year)
            if days > left:
                raise IllegalAction(f"You have {left} vacation day(s) left in {year}; "
                                    f"these dates need {days}.")  # fmt: skip
        vacation = Vacation.objects.create(
            user=user, first_day=first_day, last_day=last_day,
            starts_at=max(_midnight(first_day, tz), now),
            ends_at=_midnight(last_day + timedelta(days=1), tz),
        )  # fmt: skip
        deadlines_refresh(user_id=user.pk)
    return vacation


def vacation_cancel(*, user: AbstractBaseUser, vacation_id: int) -> Vacation | None:
    """Call off a vacation: one not begun is deleted (returns None); one under way ends
    now, and the days after today go back to the allowance. Raises NotFound for someone
    else's vacation, IllegalAction for one that is over."""
    now = timezone.now()
    with transaction.atomic():
        vacation = Vacation.objects.select_for_update().filter(user=user, pk=vacation_id).first()
        if vacation is None:
            raise NotFound("You have no vacation with that id.")
        if vacation.ends_at <= now:
            raise IllegalAction("That vacation is already over.")
        if vacation.starts_at > now:
            vacation.delete()
            vacation = None
        else:
            today = now.astimezone(zoneinfo.ZoneInfo(user.profile.time_zone)).date()
            vacation.ends_at, vacation.last_day = now, max(today, vacation.first_day)
            vacation.save(update_fields=["ends_at", "last_day"])
        deadlines_refresh(user_id=user.pk)
    return vacation


def refuse_if_suspended(login: str, password: str) -> None:
    """For a failed sign-in: if ``login`` and ``password`` are right but the account is
    suspended, raise Forbidden saying so (rather than "wrong password")."""
    from accounts.moderation import suspended_message

    User = get_user_model()
    user = User.objects.filter(
        Q(username__iexact=login) | Q(email__iexact=login), is_active=False
    ).first()
    if user is None:
        # The same hasher run as for a suspended account: timing tells no accounts apart.
        make_password(password)
    elif user.check_password(password):
        raise Forbidden(suspended_message(user))
