"""Writers for accounts: tokens and profiles."""

from __future__ import annotations

import hashlib
import secrets

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q
from django.utils import timezone

from accounts.models import ApiToken, Profile

TOKEN_PREFIX = "vt_"


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
    profile, _ = Profile.objects.get_or_create(user=user)
    for name, value in fields.items():
        setattr(profile, name, value)
    profile.full_clean()
    profile.save(update_fields=list(fields) or None)
    return profile
