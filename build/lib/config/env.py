"""Small helpers reading settings from the environment, failing loudly on bad values."""

from __future__ import annotations

import os

from django.core.exceptions import ImproperlyConfigured

TRUE = {"1", "true", "yes", "on"}
FALSE = {"0", "false", "no", "off", ""}


def envbool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    if raw.lower() in TRUE:
        return True
    if raw.lower() in FALSE:
        return False
    raise ImproperlyConfigured(f"{name} must be true or false, not {raw!r}.")


def envint(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {raw!r}.") from None


def envstr(name: str, default: str) -> str:
    return os.environ.get(name, default)


def envlist(name: str, default: str = "") -> list[str]:
    return [part.strip() for part in os.environ.get(name, default).split(",") if part.strip()]


def envintlist(name: str, default: str = "") -> list[int]:
    try:
        return [int(part) for part in envlist(name, default)]
    except ValueError:
        raise ImproperlyConfigured(
            f"{name} must be whole numbers separated by commas, like {default!r}."
        ) from None


def envfloat(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a number, not {raw!r}.") from None
