"""Signed tokens: the Reply-To of a notification, and one-click unsubscribe links.

A reply token names a game, a seat and the prompt it asks about (by a digest of the
prompt id, then a digest of its option ids), signed with an HMAC under the site's
SECRET_KEY. It fits in an email address's local part (lower-case letters and digits, so a
mail server that lower-cases addresses cannot break it). It cannot be forged or moved to
another seat or game, and it is worth nothing once its prompt is answered (the seat's
prompt id changes). When a prompt keeps its id but its options change (a trading partner
left), the options digest tells the numbers the email showed from the current ones.
Tokens without the options digest (sent before it existed) are still read.
"""

from __future__ import annotations

import base64
import hashlib
import re
from dataclasses import dataclass

from django.conf import settings
from django.core import signing
from django.utils.crypto import constant_time_compare, salted_hmac

REPLY_SALT = "vitrine.notifications.reply"
UNSUBSCRIBE_SALT = "vitrine.notifications.unsubscribe"
TOKEN_RE = re.compile(r"^(\d+)-(\d+)-([a-z2-7]{8}(?:[a-z2-7]{4})?)-([a-z2-7]{24})$")


def _b32(raw: bytes) -> str:
    return base64.b32encode(raw).decode("ascii").rstrip("=").lower()


def prompt_digest(prompt_id: str) -> str:
    return _b32(hashlib.sha256(prompt_id.encode("utf-8")).digest()[:5])


def options_digest(option_ids: list[str] | tuple[str, ...]) -> str:
    return _b32(hashlib.sha256("\n".join(option_ids).encode("utf-8")).digest()[:3])[:4]


def _sign(game_id: int, seat: int, digest: str) -> str:
    mac = salted_hmac(REPLY_SALT, f"{game_id}:{seat}:{digest}", algorithm="sha256").digest()
    return _b32(mac[:15])


@dataclass(frozen=True)
class ReplyToken:
    game_id: int
    seat: int
    digest: str  # prompt_digest of the prompt the email asked about, + options_digest

    def answers(self, prompt_id: str | None) -> bool:
        return prompt_id is not None and constant_time_compare(
            self.digest[:8], prompt_digest(prompt_id)
        )

    def same_options(self, option_ids: list[str]) -> bool:
        """Whether the prompt still has the options the email numbered (True for an old
        token that does not say)."""
        return len(self.digest) == 8 or self.digest[8:] == options_digest(option_ids)


def reply_token(
    game_id: int, seat: int, prompt_id: str, option_ids: list[str] | None = None
) -> str:
    digest = prompt_digest(prompt_id)
    if option_ids is not None:
        digest += options_digest(option_ids)
    return f"{game_id}-{seat}-{digest}-{_sign(game_id, seat, digest)}"


def reply_address(token: str) -> str:
    return settings.VITRINE_REPLY_TO.format(token=token)


def read_reply_token(token: str) -> ReplyToken | None:
    """The token's game, seat and prompt digest, or None if it is malformed or forged."""
    match = TOKEN_RE.match(token.strip().lower())
    if not match:
        return None
    game, seat, digest, sig = match.groups()
    if not constant_time_compare(sig, _sign(int(game), int(seat), digest)):
        return None
    return ReplyToken(int(game), int(seat), digest)


def find_reply_token(addresses: list[str]) -> str | None:
    """The token in the first recipient address shaped like VITRINE_REPLY_TO."""
    prefix, _, suffix = settings.VITRINE_REPLY_TO.lower().partition("{token}")
    pattern = re.compile(re.escape(prefix) + r"([0-9a-z-]+)" + re.escape(suffix))
    for address in addresses:
        match = pattern.search(address.lower())
        if match:
            return match.group(1)
    return None


def unsubscribe_token(user_id: int, kind: str) -> str:
    return signing.dumps({"u": user_id, "k": kind}, salt=UNSUBSCRIBE_SALT, compress=True)


def read_unsubscribe_token(token: str) -> tuple[int, str] | None:
    try:
        data = signing.loads(token, salt=UNSUBSCRIBE_SALT)
    except signing.BadSignature:
        return None
    return int(data["u"]), str(data["k"])
