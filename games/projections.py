"""What events write into the read models (Game, Seat), and rebuilding them from scratch.

The live path (services) and ``rebuild`` call the same functions, so a rebuilt projection
is the live one by construction; a test plays random games and compares them anyway.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import transaction

from games.engine import get_kind
from games.engine.rules import Rules
from games.models import Event, Game, GameStatus, Origin, Seat

GAME_FIELDS = [
    "kind", "rules_version", "options", "seat_count", "public", "invite_code",
    "created_by_id", "status", "version", "to_act", "deadline", "result", "seed",
    "seed_sha256", "created_at", "started_at", "finished_at",
]  # fmt: skip
SEAT_FIELDS = ["user_id", "name", "bot", "resigned", "to_act", "timeouts_in_a_row"]


def apply_table_event(
    game: Game, seats: dict[int, Seat], type_: str, data: dict, secret: dict | None, at: datetime
) -> None:
    """Fold one table (lifecycle) event into the in-memory rows."""
    if type_ == "GameCreated":
        game.kind = data["kind"]
        game.rules_version = data["rules_version"]
        game.options = data["options"]
        game.seat_count = data["seats"]
        game.public = data["public"]
        game.created_by_id = data.get("created_by")
        game.seed_sha256 = data["seed_sha256"]
        game.seed = (secret or {})["seed"]
        game.invite_code = (secret or {})["invite_code"]
        game.status = GameStatus.OPEN
        game.created_at = at
        for n in range(game.seat_count):
            seats.setdefault(n, Seat(game=game, number=n))
    elif type_ == "SeatTaken":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot = data["user"], data["name"], False
    elif type_ == "BotSeated":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot = None, data["name"], True
    elif type_ == "SeatVacated":
        seat = seats[data["seat"]]
        seat.user_id, seat.name, seat.bot = None, "", False
    elif type_ == "GameStarted":
        game.status, game.started_at = GameStatus.ACTIVE, at
    elif type_ == "SeatResigned":
        seats[data["seat"]].resigned = True
        if data.get("then") == "bot":
            seats[data["seat"]].bot = True
    elif type_ == "SeatTimedOut":
        seats[data["seat"]].timeouts_in_a_row += 1
    elif type_ == "SeatHandedToBot":
        seats[data["seat"]].bot = True
    elif type_ == "SeatTakenBack":
        seats[data["seat"]].bot = False
        seats[data["seat"]].timeouts_in_a_row = 0
    elif type_ == "GameFinished":
        game.status, game.result, game.finished_at = GameStatus.FINISHED, data["result"], at
    elif type_ == "GameAborted":
        game.status, game.finished_at = GameStatus.ABORTED, at


def note_answer(seats: dict[int, Seat], actor: int | None) -> None:
    """A seat that answered in person is no longer on a run of timeouts."""
    if actor is not None and actor in seats:
        seats[actor].timeouts_in_a_row = 0


def refresh_turns(game: Game, seats: dict[int, Seat], rules: Rules, state: Any) -> None:
    """Who must act now, from the rules' prompts (nobody unless the game is in play)."""
    acting = sorted(rules.prompts(state)) if game.status == GameStatus.ACTIVE else []
    game.to_act = acting
    for number, seat in seats.items():
        seat.to_act = number in acting


def save(game: Game, seats: dict[int, Seat]) -> None:
    game.save(update_fields=[f for f in GAME_FIELDS if f != "created_by_id"] + ["created_by"])
    for seat in seats.values():
        if seat.pk is None:
            seat.save()
        else:
            seat.save(update_fields=[f for f in SEAT_FIELDS if f != "user_id"] + ["user"])


def rebuild(game: Game) -> None:
    """Drop this game's projection rows and build them again from its events alone."""
    from games.replay import fold_rows  # replay imports projections' neighbours

    with transaction.atomic():
        Seat.objects.filter(game=game).delete()
        rows = list(Event.objects.filter(game=game).order_by("seq"))
        seats: dict[int, Seat] = {}
        for field in ("result", "deadline", "started_at", "finished_at"):
            setattr(game, field, None)
        game.to_act = []
        for row in rows:
            if row.origin == Origin.TABLE:
                apply_table_event(game, seats, row.type, row.data, row.secret, row.created_at)
            else:
                note_answer(seats, row.actor)
        game.version = rows[-1].seq if rows else 0
        rules = get_kind(game.kind)
        refresh_turns(game, seats, rules, fold_rows(rules, rows))
        save(game, seats)
