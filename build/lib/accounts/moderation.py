"""Suspending and reinstating accounts: the only writer of AccountAction.

A suspension is recorded, never edited away: each decision is a new AccountAction row with
who, when and why, and ``User.is_active`` follows the latest. A suspended account cannot
log in (Django's and allauth's backends refuse inactive users, and its open sessions stop
authenticating), its API tokens are refused with the reason, and its seats are not frozen:
they time out through the usual chain (the deadline sweep, then the bot), its vacations
notwithstanding.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from accounts.models import AccountAction
from games.deadlines.refresh import deadlines_refresh
from shared.errors import Forbidden, IllegalAction, NotFound

REASON_MAX = 500


def require_staff(user: AbstractBaseUser, doing: str) -> None:
    """Raises Forbidden unless ``user`` is staff (a moderator)."""
    if not (getattr(user, "is_authenticated", False) and getattr(user, "is_staff", False)):
        raise Forbidden(f"Only moderators (staff accounts) can {doing}.")


def clean_reason(reason: str | None) -> str:
    """The reason, stripped; raises IllegalAction if it is missing or too long."""
    reason = (reason or "").strip()
    if not reason:
        raise IllegalAction("Give a reason: it is recorded with the decision.")
    if len(reason) > REASON_MAX:
        raise IllegalAction(f"The reason is {len(reason)} characters; the limit is {REASON_MAX}.")
    return reason


def _decide(*, staff: AbstractBaseUser, user_id: int, reason: str, action: str) -> AccountAction:
    with transaction.atomic():
        user = get_user_model().objects.select_for_update().filter(pk=user_id).first()
        if user is None:
            raise NotFound("There is no such account.")
        suspend = action == AccountAction.Action.SUSPENDED
        if suspend and user.pk == staff.pk:
            raise IllegalAction("You cannot suspend your own account.")
        if suspend and not user.is_active:
            raise IllegalAction(f"{user.get_username()} is already suspended.")
        if not suspend and user.is_active:
            raise IllegalAction(f"{user.get_username()} is not suspended.")
        record = AccountAction.objects.create(
            user=user, action=action, reason=reason, by=staff, created_at=timezone.now()
        )
        user.is_active = not suspend
        user.save(update_fields=["is_active"])
    # Vacations stop a suspended player's clocks no more (notifications.calendars.players).
    deadlines_refresh(user_id=user.pk)
    return record


def account_suspend(*, staff: AbstractBaseUser, user_id: int, reason: str) -> AccountAction:
    """Suspend an account, recording why. Raises Forbidden (not staff), NotFound,
    IllegalAction (no reason, already suspended, or one's own account)."""
    require_staff(staff, "suspend an account")
    return _decide(staff=staff, user_id=user_id, reason=clean_reason(reason),
                   action=AccountAction.Action.SUSPENDED)  # fmt: skip


def account_reinstate(*, staff: AbstractBaseUser, user_id: int, reason: str) -> AccountAction:
    """Lift a suspension, recording why. Raises as ``account_suspend`` does."""
    require_staff(staff, "reinstate an account")
    return _decide(staff=staff, user_id=user_id, reason=clean_reason(reason),
                   action=AccountAction.Action.REINSTATED)  # fmt: skip


def suspension_of(user: AbstractBaseUser) -> AccountAction | None:
    """Selector: the record that suspended ``user``, if they are suspended now."""
    if user.is_active:
        return None
    latest = AccountAction.objects.filter(user=user).order_by("-id").first()
    return latest if latest and latest.action == AccountAction.Action.SUSPENDED else None


def suspended_message(user: AbstractBaseUser) -> str:
    """The sentence a suspended user is shown wherever they are turned away."""
    record = suspension_of(user)
    why = f" (reason: {record.reason})" if record else ""
    return (
        f"This account is suspended by a moderator{why}; it cannot sign in or use its API "
        "tokens. Write to the site's operators if you think this is a mistake."
    )
