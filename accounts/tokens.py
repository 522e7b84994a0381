"""``Authorization: Bearer <token>`` for the REST API."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from rest_framework import authentication, exceptions

from accounts.models import ApiToken
from accounts.moderation import suspended_message
from accounts.services import hash_key
from games.compiled import Compiled

LAST_USED_EVERY = timedelta(minutes=1)

# Every API request starts here: compiled once per process (Django compiled the join for
# each request, which cost more than the database's work). A hash is 64 hex digits, so the
# mark is a text no key hashes to.
_BY_HASH = Compiled(
    lambda key_hash: (
        ApiToken.objects.select_related("user")
        .filter(key_hash=key_hash, revoked_at__isnull=True)
        .order_by()
    ),  # the hash is unique: no ordering to do
    mark="compiled-mark: not a hash",
)


class BearerTokenAuthentication(authentication.BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request):
        header = authentication.get_authorization_header(request).decode("latin-1")
        if not header:
            return None
        parts = header.split()
        if parts[0] != self.keyword:
            return None
        if len(parts) != 2:
            raise exceptions.AuthenticationFailed(
                "Send the header as 'Authorization: Bearer <token>'."
            )
        found = _BY_HASH.run(hash_key(parts[1]))
        token = found[0] if found else None
        if token is None:
            raise exceptions.AuthenticationFailed(
                "This token is unknown or revoked; create a new one at /api/auth/token/."
            )
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed(suspended_message(token.user))
        now = timezone.now()
        if token.last_used_at is None or now - token.last_used_at >= LAST_USED_EVERY:
            # At most once a minute: a write on every request, reads included, was a
            # sixth of the time of a move.
            ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        return token.user, token

    def authenticate_header(self, request) -> str:
        return self.keyword
