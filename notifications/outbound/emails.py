"""What a notification says: its context (read through the selectors, so only what the
player's seat may see), and the email built from it (plain text and HTML, Reply-To with
the signed token, one-click unsubscribe, Auto-Submitted)."""

from __future__ import annotations

import hashlib
import zoneinfo
from datetime import datetime
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.urls import reverse

from accounts.names import display_name
from games import selectors
from games.deadlines.clock import TimeControl
from games.engine import get_kind
from games.engine.names import fallback_name
from games.models import Game
from games.names import render_for, seat_names
from notifications.answers import how_to_answer
from notifications.models import STREAM_KINDS, Kind, Notification
from notifications.outbound.preferences import kind_label, time_zone_of
from notifications.tokens import reply_address, reply_token, unsubscribe_token

# Kinds about a turn that may since have passed: not sent once the prompt has changed.
TURN_KINDS = {Kind.YOUR_TURN, Kind.REMINDER}


def local_time(moment: datetime | None, tz: zoneinfo.ZoneInfo) -> str:
    """'Tuesday 4 March 2025, 18:00 (Europe/Paris)': a deadline as the player reads it."""
    if moment is None:
        return ""
    local = moment.astimezone(tz)
    return f"{local:%A} {local.day} {local:%B %Y, %H:%M} ({tz.key})"


def game_url(game: Game, invite: bool = False) -> str:
    url = settings.VITRINE_GAME_URL.format(id=game.pk)
    return url + (f"?invite={game.invite_code}" if invite else "")


def numbered_prompt(prompt: dict[str, Any]) -> dict[str, Any]:
    """The prompt as an email shows it: options numbered from 1, and how to answer."""
    options = [{"n": i, "id": o["id"], "label": o["label"]}
               for i, o in enumerate(prompt["options"], start=1)]  # fmt: skip
    how = how_to_answer(prompt)  # the same words as a refused reply's
    return {**prompt, "numbered": options, "how": how}


def _result_lines(game: Game, seat: int | None) -> list[str]:
    """'1. Bob: 12', '2. Alice (you): 9': each player by name, in rank order."""
    result = game.result or {}
    names = seat_names(game)
    ranks = result.get("ranks", {})
    scores = result.get("scores", {})
    order = sorted(ranks, key=lambda s: (ranks[s], int(s)))
    return [f"{ranks[s]}. {names.get(int(s), fallback_name(int(s)))}"
            f"{' (you)' if seat is not None and int(s) == seat else ''}: {scores.get(s, '')}"
            for s in order]  # fmt: skip


def points_text(points: float | None) -> str:
    """'3', '1.5': points as people write them."""
    if points is None:
        return "0"
    return str(int(points)) if float(points).is_integer() else f"{points:g}"


def and_list(names: list[str]) -> str:
    """'Bob', 'Bob and Carol', 'Bob, Carol and Dan'."""
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _standing_lines(rows: list[dict[str, Any]], reader: int | None) -> list[str]:
    """'1. Alice: 6 points', '2. Bob (you): 4 points': each by name, best first."""
    return [f"{r.get('rank')}. {r.get('name')}{' (you)' if reader and r.get('user') == reader else ''}"
            f": {points_text(r.get('points'))} point{'' if r.get('points') == 1 else 's'}"
            for r in rows]  # fmt: skip


def event_context(n: Notification) -> dict[str, Any]:
    """What a message about a tournament or league season shows, from the row's context
    (written from the stream's events): the event, its page, and its lines in words."""
    info = n.context
    reader = n.user_id if n.channel == "email" else None  # a webhook's readers are many
    standings = info.get("standings") or info.get("top") or []
    results = info.get("results") or []
    return {
        "event": {"id": info.get("stream"), "title": info.get("title", ""),
                  "url": settings.SITE_URL + info.get("path", ""),
                  "division": info.get("division_name") or None,
                  "name": info.get("title", "") + (f" ({info['division_name']})"
                                                   if info.get("division_name") else "")},
        "standing_lines": _standing_lines(standings, reader),
        "top_text": ", ".join(f"{r.get('rank')}. {r.get('name')}" for r in
                              [r for r in standings if r.get("division") ==
                               standings[0].get("division")][:3]) if standings else "",
        "result_text": ", ".join(f"{r['place']}. {r['name']}" for r in results),
        "points": points_text(info.get("points")),
        "mates_text": and_list(info.get("mates") or []),
        "defenders_text": and_list(info.get("defenders") or []),
        "tables": len(info.get("tables") or ()),
    }  # fmt: skip


def message_context(n: Notification) -> dict[str, Any] | None:
    """Everything the templates (and webhooks) show for ``n``; None when there is nothing
    left to say (the turn it announced is over: superseded)."""
    user = n.user
    tz = time_zone_of(user)
    ctx: dict[str, Any] = {
        "kind": n.kind, "kind_label": kind_label(n.kind), "info": n.context,
        "name": display_name(user) if user else "",
        "site_url": settings.SITE_URL, "time_zone": tz.key, "prompt": None, "reply_to": None,
        "settings_url": settings.SITE_URL + "/accounts/profile/",
    }  # fmt: skip
    if n.kind == Kind.DIGEST:
        items = [message_context(i) for i in n.items.select_related("game", "user__profile")]
        ctx["items"] = [c for c in items if c is not None]
        return ctx if ctx["items"] else None
    game = n.game
    if game is not None:
        rules = get_kind(game.kind)
        ctx["game"] = {"id": game.pk, "title": f"{rules.name} #{game.pk}", "kind": rules.name,
                       "url": game_url(game, invite=n.kind == Kind.INVITATION),
                       "time_control": TimeControl.from_json(game.time_control).describe()}  # fmt: skip
    if n.kind in STREAM_KINDS:
        return {**ctx, **event_context(n)}
    if game is None or n.kind == Kind.INVITATION or user is None:
        return ctx
    state = selectors.game_state(user=user, game=game)
    prompt = state["prompt"]
    if n.kind in TURN_KINDS and (prompt is None or prompt["id"] != n.context.get("prompt_id")):
        return None
    ctx["text"] = state["text"]
    if prompt is not None:
        ctx["prompt"] = numbered_prompt(prompt)
        option_ids = [o["id"] for o in prompt["options"]]
        ctx["reply_to"] = reply_address(reply_token(game.pk, state["seat"], prompt["id"],
                                                    option_ids))  # fmt: skip
        ctx["deadline"] = local_time(game.deadline, tz)
    if n.kind == Kind.GAME_OVER:
        summary = (game.result or {}).get("summary", "")
        ctx["result_summary"] = render_for(game, summary, seat=state["seat"])
        ctx["result_lines"] = _result_lines(game, state["seat"])
    return ctx


def subject_of(ctx: dict[str, Any]) -> str:
    return " ".join(render_to_string("notifications/email/subject.txt", ctx).split())


def _message_id(n: Notification) -> str:
    domain = settings.VITRINE_REPLY_TO.rpartition("@")[2] or "vitrine.localhost"
    return f"<n{n.pk}.{hashlib.sha256(n.key.encode()).hexdigest()[:16]}@{domain}>"


def build_email(n: Notification, ctx: dict[str, Any]) -> EmailMultiAlternatives | None:
    """The email for ``n`` (None without an address to send it to)."""
    to = n.to_address or (n.user.email if n.user else "")
    if not to:
        return None
    kind = n.context.get("unsubscribe_kind", n.kind)
    unsubscribe = settings.SITE_URL + reverse(
        "notifications-unsubscribe", args=[unsubscribe_token(n.user_id, kind)]
    ) if n.user_id else ""  # fmt: skip
    ctx = {**ctx, "unsubscribe_url": unsubscribe}
    headers = {"Auto-Submitted": "auto-generated", "X-Vitrine-Kind": n.kind,
               "Message-ID": _message_id(n)}  # fmt: skip
    if unsubscribe:
        headers["List-Unsubscribe"] = f"<{unsubscribe}>"
        headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message = EmailMultiAlternatives(
        subject=subject_of(ctx),
        body=render_to_string("notifications/email/body.txt", ctx),
        to=[to],
        reply_to=[ctx["reply_to"]] if ctx.get("reply_to") else None,
        headers=headers,
    )
    message.attach_alternative(render_to_string("notifications/email/body.html", ctx),
                               "text/html")  # fmt: skip
    return message
