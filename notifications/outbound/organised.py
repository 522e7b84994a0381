"""What a tournament's or a league season's events tell people (organised play).

``on_stream_events`` is the stream follower registered with ``games.followers`` (in the
app's ``ready()``): it runs in the transaction that appends the events, so its outbox rows
land with them or not at all. It reads the shared vocabulary of organised play's events
(docs/organised-play-events.md) and nothing of ``leagues``:

- ``RoundPaired``: each seated player is emailed their table (table-mates by name, their
  game, the event's page); a player with a bye is told so.
- ``ChallengeIssued`` (a ladder): each player at the challenge's table is emailed it (the
  challenger by name, the game).
- ``ResultRecorded``: the organiser's webhooks hear the game's result and the standings.
- ``Finished``: each player in the final standings is emailed their place.

The organiser's webhooks (``Webhook.stream``) get every one of these, whatever the
organiser's own preferences: registering the webhook was the choice.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser

from games.models import Event, Game, Stream
from games.names import player_name
from notifications.models import Kind, Webhook
from notifications.outbound.event_standings import points_table
from notifications.outbound.outbox import queue, queue_event_hooks
from shared.errors import NotFound

TELLING = ("RoundPaired", "ChallengeIssued", "ResultRecorded", "Finished")
BIGGEST = 2**63  # ids are bigints
TOP = 10  # standings rows a webhook carries (the event's page has them all)


def organiser_of(stream_id: int) -> int | None:
    """The organiser's user id, from the stream's first event (the shared vocabulary).
    Raises NotFound for a stream that is not there or has no organiser."""
    if not 0 < stream_id < BIGGEST:  # beyond what the database holds: a query would fail
        raise NotFound("No such tournament or league season.")
    first = Event.objects.filter(stream_id=stream_id, seq=1).values_list("data", flat=True)
    data = first.first()
    if not data or data.get("organiser") is None:
        raise NotFound("No such tournament or league season.")
    return int(data["organiser"])


def _people(data: dict[str, Any]) -> set[int]:
    ids: set[int] = set()
    for table in data.get("tables", ()):
        ids.update(table.get("players", ()))
    ids.update(data.get("byes", ()))
    ids.update(data.get("players", ()))
    for group in data.get("order", ()):
        ids.update(group)
    ids.update(int(u) for u in data.get("points", {}))
    ids.update(s["user"] for s in data.get("standings", ()) if s.get("user") is not None)
    return {int(i) for i in ids}


def _users(ids: Iterable[int]) -> dict[int, AbstractBaseUser]:
    return get_user_model().objects.select_related("profile").in_bulk(list(ids))


def _division_names(stream: Stream) -> dict[int, str]:
    """A league season's division names, from its first event (``divisions``)."""
    first = Event.objects.filter(stream_id=stream.pk, seq=1).values_list("data", flat=True)
    data = first.first() or {}
    return {int(d["division"]): d.get("name", "") for d in data.get("divisions", ())
            if d.get("division") is not None}  # fmt: skip


def _head(stream: Stream, row: Event, divisions: dict[int, str]) -> dict[str, Any]:
    """What every message about this event names: the event, where it is, and the
    division of a league season's matchday or result."""
    head = {"stream": stream.pk, "title": row.data.get("title", ""),
            "path": row.data.get("path", "")}  # fmt: skip
    if row.data.get("division") is not None:
        head |= _division(int(row.data["division"]), divisions)
    return head


def _division(number: int, divisions: dict[int, str]) -> dict[str, Any]:
    return {"division": number, "division_name": divisions.get(number) or f"Division {number + 1}"}


def on_stream_events(stream: Stream, rows: Sequence[Event]) -> None:
    """Stream follower: emails for the players, rows for the organiser's webhooks."""
    telling = [r for r in rows if r.type in TELLING]
    if not telling:
        return
    hooks = list(Webhook.objects.filter(stream=stream, active=True).select_related("user"))
    users = _users(set().union(*(_people(r.data) for r in telling)))
    games = Game.objects.in_bulk([g for r in telling for g in _games_of(r.data)])
    divided = any(r.data.get("division") is not None or any(
        s.get("division") is not None for s in r.data.get("standings", ())) for r in telling)  # fmt: skip
    divisions = _division_names(stream) if divided else {}
    for row in telling:
        now, head = row.created_at, _head(stream, row, divisions)
        if row.type == "RoundPaired":
            _round_paired(stream, row, head, users, games, hooks, now)
        elif row.type == "ChallengeIssued":
            _challenge_issued(stream, row, head, users, games, hooks, now)
        elif row.type == "ResultRecorded":
            _result_recorded(stream, row, head, users, games, hooks, now)
        else:
            _finished(stream, row, head, divisions, users, hooks, now)


def _games_of(data: dict[str, Any]) -> list[int]:
    found = [t.get("game") for t in data.get("tables", ())] + [data.get("game")]
    return [int(g) for g in found if g is not None]


def _name(users: dict[int, AbstractBaseUser], user_id: int) -> str:
    user = users.get(int(user_id))
    return player_name(user) if user is not None else "a player who left"


def _round_paired(stream, row, head, users, games, hooks, now: datetime) -> None:
    data = row.data
    tag = f"s{stream.pk}"
    for table in data.get("tables", ()):
        seated = [int(u) for u in table.get("players", ())]
        game = games.get(int(table["game"])) if table.get("game") is not None else None
        for user_id in seated:
            if user_id not in users:
                continue
            mates = [_name(users, u) for u in seated if u != user_id]
            queue(user=users[user_id], kind=Kind.ROUND_PAIRED, game=game, version=row.seq,
                  tag=tag, now=now,
                  context={**head, "round": data.get("round"), "table": table.get("table"),
                           "mates": mates, "bye": False})  # fmt: skip
    for user_id in (int(u) for u in data.get("byes", ())):
        if user_id in users:
            queue(user=users[user_id], kind=Kind.ROUND_PAIRED, version=row.seq, tag=tag,
                  now=now, context={**head, "round": data.get("round"), "bye": True})  # fmt: skip
    if hooks:
        tables = [{"table": t.get("table"), "game": t.get("game"),
                   "players": [_name(users, u) for u in t.get("players", ())]}
                  for t in data.get("tables", ())]  # fmt: skip
        queue_event_hooks(hooks, kind=Kind.ROUND_PAIRED, stream_id=stream.pk, version=row.seq,
                          now=now, context={**head, "round": data.get("round"), "tables": tables,
                                            "byes": [_name(users, u) for u in data.get("byes", ())]})  # fmt: skip


def _challenge_issued(stream, row, head, users, games, hooks, now: datetime) -> None:
    """A ladder challenge: its players hear who challenged whom (kind ``round_paired``:
    it is their pairing); the organiser's webhooks hear it too."""
    data = row.data
    seated = [int(u) for u in data.get("players", ())]
    challenger = int(data["challenger"])
    game = games.get(int(data["game"])) if data.get("game") is not None else None
    said = {**head, "challenge": data.get("challenge"), "challenger": _name(users, challenger)}
    for user_id in seated:
        if user_id in users:
            queue(user=users[user_id], kind=Kind.ROUND_PAIRED, game=game, version=row.seq,
                  tag=f"s{stream.pk}", now=now,
                  context={**said, "challenger_is_me": user_id == challenger,
                           "mates": [_name(users, u) for u in seated if u != user_id]})  # fmt: skip
    if hooks:
        table = {"table": data.get("challenge"), "game": data.get("game"),
                 "players": [_name(users, u) for u in seated]}  # fmt: skip
        queue_event_hooks(hooks, kind=Kind.ROUND_PAIRED, stream_id=stream.pk, version=row.seq,
                          now=now, context={**said, "tables": [table], "byes": [],
                                            "defenders": [_name(users, u) for u in seated
                                                          if u != challenger]})  # fmt: skip


def _result_recorded(stream, row, head, users, games, hooks, now: datetime) -> None:
    if not hooks:  # only the organiser's webhooks hear of single results
        return
    data = row.data
    game = games.get(int(data["game"])) if data.get("game") is not None else None
    points = {int(u): p for u, p in data.get("points", {}).items()}
    results = [{"place": place, "user": u, "name": _name(users, u), "points": points.get(int(u))}
               for place, group in _places(data.get("order", ())) for u in group]  # fmt: skip
    common = {"stream_id": stream.pk, "version": row.seq, "game": game, "now": now}
    queue_event_hooks(hooks, kind=Kind.TABLE_RESULT, **common,
                      context={**head, "round": data.get("round"), "table": data.get("table"),
                               "challenge": data.get("challenge"),
                               "game": data.get("game"), "results": results,
                               "adjudicated": bool(data.get("adjudicated")),
                               "aborted": bool(data.get("aborted"))})  # fmt: skip
    if data.get("aborted"):  # no result, no points: the standings stand as they were
        return
    queue_event_hooks(hooks, kind=Kind.STANDINGS, **common,
                      context={**head, "round": data.get("round"),
                               "challenge": data.get("challenge"),
                               "standings": _standings(stream, row, users)})  # fmt: skip


def _places(order: Iterable[Iterable[int]]) -> list[tuple[int, list[int]]]:
    """Finishing groups best first, each with its place (a tie shares it: 1, 2, 2, 4)."""
    placed, place = [], 1
    for group in order:
        members = [int(u) for u in group]
        placed.append((place, members))
        place += len(members)
    return placed


def _standings(stream: Stream, row: Event, users) -> list[dict[str, Any]]:
    """The top of the standings after ``row``: what the event carries, if it does, else
    points from the stream's recorded results so far (read from the events alone), in
    the result's division for a league season."""
    carried = row.data.get("standings")
    if carried:
        return [{"rank": s.get("rank"), "user": s.get("user"),
                 "name": s.get("name") or _name(users, s["user"]), "points": s.get("points")}
                for s in carried[:TOP]]  # fmt: skip
    recorded = Event.objects.filter(stream_id=stream.pk, type="ResultRecorded",
                                    seq__lte=row.seq).order_by("seq")  # fmt: skip
    division = row.data.get("division")
    table = points_table(r.data for r in recorded.only("data")
                         if r.data.get("division") == division)[:TOP]  # fmt: skip
    missing = {u for _, u, _ in table} - set(users)
    users = {**users, **_users(missing)} if missing else users
    return [{"rank": rank, "user": user, "name": _name(users, user), "points": points}
            for rank, user, points in table]  # fmt: skip


def _finished(stream, row, head, divisions, users, hooks, now: datetime) -> None:
    """Each player hears their place (in their division, for a league season) and the top
    three of it; the webhooks get the top of the final standings (of each division)."""
    standings = row.data.get("standings", [])
    lines = [{"rank": s.get("rank"), "user": s.get("user"),
              "name": s.get("name") or _name(users, s["user"]), "points": s.get("points"),
              **({} if s.get("division") is None else _division(int(s["division"]), divisions))}
             for s in standings]  # fmt: skip
    groups: dict[Any, list[dict[str, Any]]] = {}
    for line in lines:
        groups.setdefault(line.get("division"), []).append(line)
    for line in lines:
        user = users.get(int(line["user"])) if line["user"] is not None else None
        group = groups[line.get("division")]
        if user is not None:
            queue(user=user, kind=Kind.EVENT_OVER, version=row.seq, tag=f"s{stream.pk}",
                  now=now, context={**head, "rank": line["rank"], "points": line["points"],
                                    "of": len(group), "top": group[:3],
                                    "division_name": line.get("division_name", "")})  # fmt: skip
    if hooks:
        queue_event_hooks(hooks, kind=Kind.EVENT_OVER, stream_id=stream.pk, version=row.seq,
                          now=now, context={**head, "standings": [
                              line for group in groups.values() for line in group[:TOP]],
                              "players": len(standings), "seed": row.data.get("seed")})  # fmt: skip
