"""An organiser's webhooks for one tournament or league season (``Webhook.stream``): only
the organiser named by the stream's first event may register, list or remove them. The
same machinery as a player's webhook: the URL checked against server-side request forgery,
signed and batched posts, raw JSON or Discord's or Slack's format."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet

from notifications.models import Webhook
from notifications.outbound.organised import BIGGEST, organiser_of
from notifications.outbound.webhooks import webhook_create
from shared.errors import Forbidden, IllegalAction, NotFound

MAX_PER_EVENT = 5


def _require_organiser(user: AbstractBaseUser, stream_id: int) -> None:
    if organiser_of(stream_id) != user.pk:
        raise Forbidden("Only the organiser of this tournament or league season can manage "
                        "its webhooks.")  # fmt: skip


def event_webhooks_of(*, user: AbstractBaseUser, stream_id: int) -> QuerySet[Webhook]:
    """The event's webhooks, for its organiser."""
    _require_organiser(user, stream_id)
    return Webhook.objects.filter(stream_id=stream_id)


def event_webhook_create(
    *, user: AbstractBaseUser, stream_id: int, url: str, format: str = "json"
) -> Webhook:
    """Register ``url`` for the event's news; the signing secret is on the returned row.
    Raises Forbidden for anyone but the organiser, IllegalAction for a URL that is not a
    public http(s) address or one webhook too many."""
    _require_organiser(user, stream_id)
    if Webhook.objects.filter(stream_id=stream_id, active=True).count() >= MAX_PER_EVENT:
        raise IllegalAction(f"An event can have at most {MAX_PER_EVENT} webhooks; remove one "
                            "before adding another.")  # fmt: skip
    return webhook_create(user=user, url=url, format=format, stream_id=stream_id)


def event_webhook_delete(*, user: AbstractBaseUser, stream_id: int, webhook_id: int) -> None:
    _require_organiser(user, stream_id)
    if (
        not 0 < webhook_id < BIGGEST
        or not Webhook.objects.filter(stream_id=stream_id, pk=webhook_id).delete()[0]
    ):
        raise NotFound("This event has no webhook with that id.")
