"""The games' shapes: what a client sends to create, join and play a game, and every
answer about games, their seats, state and events (they also document the OpenAPI schema)."""

from __future__ import annotations

import copy
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.engine.levels import LEVEL_LABELS, LEVELS
from games.models import Game
from games.names import render_for
from games.selectors import organised_by

LEVEL_HELP = "; ".join(LEVEL_LABELS[level] for level in LEVELS)


# --- requests ---------------------------------------------------------------------------
class KindField(serializers.CharField):
    """A game kind's slug; the schema lists the installed kinds (api.schema), the service
    refuses any other with the list."""


class GameCreateRequest(serializers.Serializer):
    kind = KindField(help_text="A slug from /api/kinds/.")
    seats = serializers.IntegerField(min_value=1, max_value=12)
    options = serializers.DictField(required=False, default=dict)
    public = serializers.BooleanField(required=False, default=True)
    join = serializers.BooleanField(required=False, default=True)
    bots = serializers.IntegerField(required=False, default=0, min_value=0, max_value=11)
    bot_levels = serializers.ListField(
        child=serializers.ChoiceField(choices=LEVELS), required=False, default=None,
        max_length=11,
        help_text="One level per bot (its length may stand for 'bots'); default normal. "
        + LEVEL_HELP,
    )  # fmt: skip
    time_control = serializers.JSONField(
        required=False, default=None,
        help_text='{"kind": "per_move", "days": 1-14 (default 3)} or {"kind": "clock", '
        '"bank_days", "increment_days", "cap_days"}; either with "skip_weekends": true.',
    )  # fmt: skip
    rated = serializers.BooleanField(
        required=False, default=True,
        help_text="Whether the game counts for ratings (solo games and games with fewer than "
        "two people at the end never do).",
    )  # fmt: skip


class AddBotRequest(serializers.Serializer):
    level = serializers.ChoiceField(
        choices=LEVELS, required=False, default="normal", help_text=LEVEL_HELP
    )


class JoinRequest(serializers.Serializer):
    invite_code = serializers.CharField(required=False, allow_blank=True, default=None)


class ActRequest(serializers.Serializer):
    version = serializers.IntegerField(min_value=0, help_text="The version you saw.")
    choices = serializers.ListField(child=serializers.CharField(), required=False, default=list)
    text = serializers.CharField(required=False, allow_blank=True, default=None, max_length=2000)
    prompt = serializers.CharField(
        required=False, default=None,
        help_text="The prompt id you answer: lets a stale version through while your "
        "prompt is unchanged (simultaneous decisions).",
    )  # fmt: skip

    def get_fields(self) -> dict[str, serializers.Field]:
        # DRF deep-copies the declared fields for each instance: 70 us of every move. These
        # keep nothing a request changes (their binding is set on the copy), so a shallow
        # copy of each is enough; the list's child, shared, only checks a string.
        return {name: copy.copy(field) for name, field in self._declared_fields.items()}

    def validate(self, attrs):
        if not attrs["choices"] and attrs["text"] is None:
            attrs["choices"] = []
        return attrs


# --- responses --------------------------------------------------------------------------
class SeatOut(serializers.Serializer):
    seat = serializers.IntegerField(source="number")
    name = serializers.CharField()
    player = serializers.IntegerField(
        source="user_id", allow_null=True, read_only=True,
        help_text="The person's id (their profile and ratings: /api/players/{id}/ratings/); "
        "null for a bot's seat or an open one.",
    )  # fmt: skip
    bot = serializers.BooleanField()
    bot_level = serializers.ChoiceField(
        choices=LEVELS, allow_null=True, read_only=True, source="played_level",
        help_text="How the bot plays this seat (null when no bot does): " + LEVEL_HELP,
    )  # fmt: skip
    resigned = serializers.BooleanField()
    to_act = serializers.BooleanField()
    open = serializers.SerializerMethodField()
    offered = serializers.BooleanField(help_text="A bot-held seat a replacement may join.")

    def get_open(self, seat) -> bool:
        return seat.user_id is None and not seat.bot


class PartOfOut(serializers.Serializer):
    stream = serializers.IntegerField(help_text="The event's stream id.")
    kind = serializers.CharField(help_text='"tournament" or "season".')
    title = serializers.CharField()
    path = serializers.CharField(help_text="Its page on the site.")


class GameOut(serializers.ModelSerializer):
    seats = SeatOut(many=True, read_only=True)
    seed = serializers.SerializerMethodField()
    invite_code = serializers.SerializerMethodField()
    my_seat = serializers.SerializerMethodField()
    created_by_me = serializers.SerializerMethodField()
    result = serializers.SerializerMethodField()
    part_of = serializers.SerializerMethodField()

    class Meta:
        model = Game
        fields = [
            "id", "kind", "status", "options", "seat_count", "public", "seats", "to_act",
            "version", "deadline", "result", "seed_sha256", "seed", "invite_code",
            "created_at", "started_at", "finished_at", "my_seat", "created_by_me", "time_control",
            "rated", "part_of",
        ]  # fmt: skip

    def _uid(self) -> int | None:
        request = self.context.get("request")
        return getattr(getattr(request, "user", None), "pk", None)

    def get_created_by_me(self, game) -> bool:
        uid = self._uid()
        return bool(uid) and game.created_by_id == uid

    def get_my_seat(self, game) -> int | None:
        """The caller's seat number, or null for a spectator."""
        uid = self._uid()
        return next((s.number for s in game.seats.all() if uid and s.user_id == uid), None)

    def get_result(self, game) -> dict[str, Any] | None:
        """Scores, ranks and the summary in words (players by name, "you" for the caller)."""
        return render_for(game, game.result, seat=self.get_my_seat(game))

    @extend_schema_field(PartOfOut(allow_null=True))
    def get_part_of(self, game) -> dict[str, Any] | None:
        """The tournament or league season this game belongs to (null: none)."""
        return organised_by(game)

    def get_seed(self, game) -> str | None:
        return game.seed if game.is_over else None

    def get_invite_code(self, game) -> str | None:
        """Only the creator and seated players get the invite link."""
        uid = self._uid()
        if uid and (game.created_by_id == uid or any(s.user_id == uid for s in game.seats.all())):
            return game.invite_code
        return None


class GamePageOut(serializers.Serializer):
    """One page of ``GET /api/games/``: newest first; ask for the next with
    ``after=next_after``. A page shorter than ``limit`` is the last."""

    games = GameOut(many=True)
    next_after = serializers.IntegerField(help_text="The last game's id on this page.")


class OptionOut(serializers.Serializer):
    id = serializers.CharField()
    label = serializers.CharField()


class PromptOut(serializers.Serializer):
    id = serializers.CharField()
    seat = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=["choose", "text"])
    text = serializers.CharField()
    min = serializers.IntegerField()
    max = serializers.IntegerField()
    options = OptionOut(many=True)
    max_length = serializers.IntegerField()


class StateOut(serializers.Serializer):
    version = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    status = serializers.CharField()
    view = serializers.DictField()
    text = serializers.CharField(help_text="The view in words (email, screen readers).")
    prompt = PromptOut(allow_null=True)
    to_act = serializers.ListField(child=serializers.IntegerField())
    result = serializers.DictField(allow_null=True)


class StaleStateOut(StateOut):
    """A move refused because someone moved first: why, and the state as it is now."""

    code = serializers.CharField(help_text="stale_version")
    detail = serializers.CharField()


class EventOut(serializers.Serializer):
    seq = serializers.IntegerField()
    type = serializers.CharField()
    origin = serializers.ChoiceField(choices=["table", "rules"])
    data = serializers.DictField()
    actor = serializers.IntegerField(allow_null=True)
    at = serializers.DateTimeField()
    secret = serializers.DictField(required=False)
    secret_to = serializers.ListField(child=serializers.IntegerField(), required=False)


class EventPageOut(serializers.Serializer):
    events = EventOut(many=True)
    next_after = serializers.IntegerField()
    version = serializers.IntegerField()


# The export document, as /export/ answers it and each line of a bulk export carries it
# (a description for the schema: games.selectors.game_export writes the documents).
class ExportSeatOut(serializers.Serializer):
    seat = serializers.IntegerField()
    name = serializers.CharField()
    bot = serializers.BooleanField()
    resigned = serializers.BooleanField()


class ExportOut(serializers.Serializer):
    format = serializers.CharField(help_text="vitrine-game-export/1")
    id = serializers.IntegerField()
    kind = serializers.CharField()
    rules_version = serializers.CharField(help_text="The rules' version the game was made with.")
    engine_rules_version = serializers.CharField(help_text="The rules' version today.")
    options = serializers.DictField()
    status = serializers.CharField()
    seats = ExportSeatOut(many=True)
    seed_sha256 = serializers.CharField()
    seed = serializers.CharField(allow_null=True, help_text="Published once the game is over.")
    version = serializers.IntegerField(help_text="The number of events.")
    events = EventOut(many=True, help_text="Every event, oldest first (redacted for you "
                                           "while the game runs).")  # fmt: skip
    result = serializers.DictField(allow_null=True)


class KindOut(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    summary = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    rules_version = serializers.CharField()
    resign_policy = serializers.CharField()
    options = serializers.ListField(child=serializers.DictField())


class HallOfFameOut(serializers.Serializer):
    game = serializers.IntegerField()
    rating = serializers.IntegerField()
    previous = serializers.IntegerField(help_text="The record this win had to beat.")
    recorded_at = serializers.DateTimeField()
