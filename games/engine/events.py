"""Events: facts that happened, in the past tense, JSON-serialisable."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One fact in a game's stream.

    ``data`` is public. ``secret`` (optional) is only shown to the seats in ``secret_to``
    until the game ends; after that everything is public. ``actor`` is the seat whose
    decision caused the event, or None for the table itself (deals, reveals, scoring).
    """

    type: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] | None = None
    secret_to: tuple[int, ...] = ()
    actor: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "data": self.data,
            "secret": self.secret,
            "secret_to": list(self.secret_to),
            "actor": self.actor,
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Event:
        return cls(
            type=raw["type"],
            data=raw.get("data") or {},
            secret=raw.get("secret"),
            secret_to=tuple(raw.get("secret_to") or ()),
            actor=raw.get("actor"),
        )

    @classmethod
    def stored(
        cls,
        type_: str,
        data: dict[str, Any],
        secret: dict[str, Any] | None,
        secret_to: tuple[int, ...],
        actor: int | None,
    ) -> Event:
        """The event as read back from the store, made without the generated ``__init__``
        (a frozen dataclass's sets each field through ``object.__setattr__``: a third of
        turning a stored row into an event, which every replay does for every event). The
        same frozen event: equal and shown as ``Event(...)`` would be."""
        event = object.__new__(cls)
        fields = event.__dict__
        fields["type"], fields["data"], fields["secret"] = type_, data, secret
        fields["secret_to"], fields["actor"] = secret_to, actor
        return event

    @property
    def merged(self) -> dict[str, Any]:
        """Public and secret data together: what ``evolve`` reads."""
        if not self.secret:
            return self.data
        return {**self.data, **self.secret}


def redact(event: dict[str, Any], seat: int | None, *, finished: bool) -> dict[str, Any]:
    """The one redaction rule for every road out (API, feed, export, email, web).

    ``event`` is a serialised event (any dict with ``secret`` and ``secret_to``). A seat
    sees the secret part only if it is named in ``secret_to``; spectators never do; once
    the game is over everyone does.
    """
    out = dict(event)
    if not sees_secret(event.get("secret_to"), seat, finished=finished):
        out.pop("secret", None)
        out.pop("secret_to", None)
    return out


def sees_secret(secret_to: Sequence[int] | None, seat: int | None, *, finished: bool) -> bool:
    """``redact``'s rule alone, for a reader that builds its own serialised events (the
    export): whether ``seat`` sees a secret whose readers are ``secret_to``."""
    return finished or (seat is not None and seat in (secret_to or ()))
