"""The one place a person's display name is worked out."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser


def display_name(user: AbstractBaseUser) -> str:
    """The name others see: the profile's display name, else the username."""
    profile = getattr(user, "profile", None)  # None for a user saved without a profile
    chosen = (profile.display_name if profile is not None else "") or ""
    return chosen.strip() or user.get_username()
