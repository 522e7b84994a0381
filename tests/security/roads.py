"""Every road a game's data takes out of Vitrine to one person, read as that person.

``Reader`` gathers, for one viewer of one game, what the API answers (``state/`` now, at a
past event and as a spectator, ``events/`` page by page, ``export/``), what the web pages
serve (the table and the replay shells, the deadline list they show), the calendar feed,
and the emails and webhook bodies sent to them. Each reading comes back with the bound it
must respect: ``seat`` (what the viewer was shown so far), ``at`` (the same, up to event N)
or ``spectator`` (what a spectator was shown so far).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from random import Random
from typing import Any

from django.test import Client
from rest_framework.test import APIClient

from accounts.services import token_create
from notifications.outbound.preferences import preferences_of


@dataclass
class Reading:
    road: str
    body: Any
    bound: str  # "seat", "spectator" or "at"
    at: int | None = None


@dataclass
class Inbox:
    """What the delivery code sent one user: emails (text and HTML) and webhook bodies."""

    emails: list[Any] = field(default_factory=list)
    webhooks: list[bytes] = field(default_factory=list)


class Reader:
    def __init__(self, user, game_id: int) -> None:
        self.user = user
        self.game_id = game_id
        self.api = APIClient()
        self.web = Client()
        if user is not None:
            _, key = token_create(user=user, name="probe")
            self.api.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
            self.web.force_login(user)

    def _get(self, path: str) -> Any:
        response = self.api.get(path)
        assert response.status_code == 200, (path, response.content[:300])
        return response.json()

    def readings(self, version: int, rng: Random) -> Iterator[Reading]:
        """Everything this viewer can read now, through the API and the pages."""
        base = f"/api/games/{self.game_id}"
        yield Reading("state", self._get(f"{base}/state/"), "seat")
        at = rng.randint(0, version)
        yield Reading("state?at", self._get(f"{base}/state/?at={at}"), "at", at)
        yield Reading("state?as", self._get(f"{base}/state/?as=spectator"), "spectator")
        after = 0
        while True:
            page = self._get(f"{base}/events/?after={after}&limit={rng.choice((7, 50, 500))}")
            yield Reading("events", page, "seat")
            if not page["events"]:
                break
            after = page["next_after"]
        yield Reading("export", self.api.get(f"{base}/export/").content, "seat")
        for path in (f"/games/{self.game_id}/", f"/games/{self.game_id}/replay/"):
            page = self.web.get(path)
            assert page.status_code == 200, path
            yield Reading("page", page.content, "seat")
        if self.user is not None:
            yield Reading("deadlines", self._get("/api/me/deadlines/"), "seat")
            token = preferences_of(self.user).calendar_token
            feed = self.web.get(f"/notifications/calendar/{token}.ics")
            assert feed.status_code == 200
            yield Reading("calendar", feed.content, "seat")


def email_text(message) -> str:
    """An email as its reader sees it: subject, plain text and every alternative."""
    parts = [message.subject, message.body]
    parts += [content for content, _ in getattr(message, "alternatives", [])]
    return "\n".join(parts)
