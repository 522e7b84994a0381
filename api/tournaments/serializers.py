"""The shapes of tournaments: what an organiser sends to create and run one, and every
answer about them (they also document the OpenAPI schema)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from api.games.serializers import KindField
from api.params import BIGGEST
from leagues.models import Standing, Tournament, TournamentStatus
from leagues.tournaments.events import FORMATS
from leagues.tournaments.selectors import kind_name, may_challenge, may_register, my_entry


# --- requests ---------------------------------------------------------------------------
class TournamentCreateRequest(serializers.Serializer):
    title = serializers.CharField(max_length=120)
    kind = KindField(help_text="A slug from /api/kinds/.")
    table_size = serializers.IntegerField(
        min_value=1, max_value=12, help_text="Seats per table, within the kind's bounds."
    )
    format = serializers.ChoiceField(choices=FORMATS, default="swiss")
    rounds = serializers.IntegerField(min_value=1, max_value=50, default=3,
                                      help_text="Rounds (single elimination plays to its final).")  # fmt: skip
    options = serializers.DictField(required=False, default=dict)
    time_control = serializers.JSONField(required=False, default=None)
    groups = serializers.IntegerField(min_value=1, max_value=64, default=1,
                                      help_text="Round robin: how many groups.")  # fmt: skip
    top_k = serializers.IntegerField(min_value=1, max_value=11, default=1,
                                     help_text="Single elimination: how many of each table go through.")  # fmt: skip
    reach = serializers.IntegerField(min_value=1, max_value=20, default=3,
                                     help_text="Ladder: how many places up a challenge may reach.")  # fmt: skip
    mixed = serializers.BooleanField(default=True, help_text="Tables of other allowed sizes seat "
                                     "everyone when the players don't divide (else byes).")  # fmt: skip
    registration_opens = serializers.DateTimeField(required=False, default=None)
    registration_closes = serializers.DateTimeField(
        required=False, default=None, help_text="The tournament starts by itself then."
    )
    min_rating = serializers.FloatField(required=False, default=None, allow_null=True)
    min_reliability = serializers.FloatField(required=False, default=None, allow_null=True,
                                             min_value=0, max_value=1)  # fmt: skip
    invite_only = serializers.BooleanField(default=False)
    invited = serializers.ListField(child=serializers.IntegerField(min_value=1, max_value=BIGGEST), default=list,
                                    max_length=1000, help_text="User ids (invite-only).")  # fmt: skip
    placement = serializers.ListField(
        child=serializers.FloatField(min_value=0, max_value=100), required=False, default=None,
        allow_null=True, max_length=8,
        help_text="Points by place, first first (e.g. [3, 2, 1, 0]); absent: the win shared.",
    )  # fmt: skip
    bye = serializers.FloatField(min_value=0, max_value=100, default=0,
                                 help_text="Points for a round sat out.")  # fmt: skip
    rated = serializers.BooleanField(default=True)
    challenges_close = serializers.DateTimeField(
        required=False, default=None, allow_null=True,
        help_text="Ladder: when challenges stop (it finishes once none is in play); absent: "
        "when the organiser closes them.",
    )  # fmt: skip


class TournamentChallengeRequest(serializers.Serializer):
    defenders = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=BIGGEST), min_length=1,
        max_length=11,
        help_text="User ids of the players you challenge: above you, within the ladder's "
        "reach, as many as the table seats less one (one at tables of two).",
    )  # fmt: skip


class TournamentPlayerRequest(serializers.Serializer):
    player = serializers.IntegerField(
        min_value=1, max_value=BIGGEST, help_text="The player's user id."
    )


class TournamentReplaceRequest(TournamentPlayerRequest):
    replacement = serializers.IntegerField(
        min_value=1, max_value=BIGGEST, help_text="Who takes their place."
    )


class TournamentAdjudicateRequest(serializers.Serializer):
    game = serializers.IntegerField(min_value=1, max_value=BIGGEST)
    order = serializers.ListField(
        child=serializers.ListField(child=serializers.IntegerField(min_value=1, max_value=BIGGEST), min_length=1),
        min_length=1, help_text="Finishing groups of user ids, best first: [[first], [second]].",
    )  # fmt: skip
    reason = serializers.CharField(max_length=500)


# --- answers ----------------------------------------------------------------------------
class TournamentPlayerOut(serializers.Serializer):
    user = serializers.IntegerField()
    name = serializers.CharField()


class TournamentOut(serializers.ModelSerializer):
    id = serializers.IntegerField(source="pk")
    stream = serializers.IntegerField(
        source="stream_id", help_text="Its event stream (the organiser's webhooks' address)."
    )
    path = serializers.SerializerMethodField()
    kind_name = serializers.SerializerMethodField()
    organiser = serializers.IntegerField(source="organiser_id", allow_null=True)
    organiser_name = serializers.SerializerMethodField()
    status = serializers.ChoiceField(choices=TournamentStatus.choices)
    seed = serializers.SerializerMethodField()
    players = serializers.SerializerMethodField()
    my_entry = serializers.SerializerMethodField()
    may_register = serializers.SerializerMethodField()
    organised_by_me = serializers.SerializerMethodField()
    may_challenge = serializers.SerializerMethodField(
        help_text="A ladder's players you may challenge now, the nearest first (empty "
        "otherwise: not a running ladder, not on it, or playing a challenge)."
    )

    class Meta:
        model = Tournament
        fields = [
            "id", "stream", "title", "path", "kind", "kind_name", "organiser", "organiser_name", "status",
            "format", "params", "table_size", "rounds", "current_round", "options",
            "time_control", "registration_opens", "registration_closes", "min_rating",
            "min_reliability", "invite_only", "scoring", "rated", "seed_sha256", "seed",
            "ladder", "challenges_closed_at", "players", "my_entry", "may_register",
            "may_challenge", "organised_by_me", "created_at", "started_at", "finished_at",
        ]  # fmt: skip

    def _user(self):
        request = self.context.get("request")
        return getattr(request, "user", None)

    def get_path(self, t) -> str:
        return f"/tournaments/{t.pk}/"

    def get_kind_name(self, t) -> str:
        return kind_name(t.kind)

    def get_organiser_name(self, t) -> str:
        if t.organiser is None:
            return ""
        profile = getattr(t.organiser, "profile", None)
        return getattr(profile, "display_name", "") or t.organiser.get_username()

    def get_seed(self, t) -> str | None:
        """Published when the tournament ends."""
        return t.seed or None

    def get_players(self, t) -> int:
        return t.entries.filter(status="registered").count()

    def get_my_entry(self, t) -> str | None:
        """registered, withdrawn, removed or replaced; null if you never entered."""
        entry = my_entry(t, self._user())
        return entry.status if entry else None

    def get_may_register(self, t) -> bool:
        return may_register(t, self._user())

    @extend_schema_field(TournamentPlayerOut(many=True))
    def get_may_challenge(self, t) -> list[dict]:
        return may_challenge(t, self._user())

    def get_organised_by_me(self, t) -> bool:
        user = self._user()
        return bool(user and user.is_authenticated and t.organiser_id == user.pk)


class TournamentPageOut(serializers.Serializer):
    tournaments = TournamentOut(many=True)
    next_after = serializers.IntegerField(help_text="The last tournament's id on this page.")


class TournamentTableOut(serializers.Serializer):
    table = serializers.IntegerField()
    game = serializers.IntegerField(allow_null=True, help_text="Its page: /games/<id>/.")
    status = serializers.CharField()
    players = TournamentPlayerOut(many=True, help_text="In seat order.")
    order = serializers.ListField(child=serializers.ListField(child=serializers.IntegerField()),
                                  allow_null=True, help_text="Finishing groups, best first.")  # fmt: skip
    points = serializers.DictField(child=serializers.FloatField(), allow_null=True)
    adjudicated = serializers.BooleanField()


class TournamentRoundOut(serializers.Serializer):
    round = serializers.IntegerField()
    closed = serializers.BooleanField()
    tables = TournamentTableOut(many=True)
    byes = TournamentPlayerOut(many=True)


class TournamentChallengeOut(serializers.Serializer):
    challenge = serializers.IntegerField(help_text="Numbered from 1 in the order issued.")
    game = serializers.IntegerField(allow_null=True, help_text="Its page: /games/<id>/.")
    status = serializers.CharField()
    challenger = TournamentPlayerOut()
    players = TournamentPlayerOut(many=True, help_text="In seat order: the defenders, top "
                                  "first, then the challenger.")  # fmt: skip
    order = serializers.ListField(child=serializers.ListField(child=serializers.IntegerField()),
                                  allow_null=True, help_text="Finishing groups, best first.")  # fmt: skip
    points = serializers.DictField(child=serializers.FloatField(), allow_null=True)
    adjudicated = serializers.BooleanField()


class TournamentChallengesPageOut(serializers.Serializer):
    challenges = TournamentChallengeOut(many=True)
    next_after = serializers.IntegerField(help_text="The last challenge's number on this page.")


class TournamentPairingsPageOut(serializers.Serializer):
    rounds = TournamentRoundOut(many=True)
    next_after = serializers.IntegerField(help_text="The last round's number on this page.")


class TournamentStandingOut(serializers.ModelSerializer):
    user = serializers.IntegerField(source="user_id")

    class Meta:
        model = Standing
        fields = ["position", "rank", "user", "name", "points", "buchholz", "game_score",
                  "rating", "games", "byes", "active"]  # fmt: skip


class TournamentStandingsPageOut(serializers.Serializer):
    standings = TournamentStandingOut(many=True)
    next_after = serializers.IntegerField(help_text="The last line's position on this page.")


class TournamentGameOut(serializers.Serializer):
    id = serializers.IntegerField(source="pk")
    status = serializers.CharField()
    players = serializers.SerializerMethodField()
    finished_at = serializers.DateTimeField(allow_null=True)

    def get_players(self, game) -> list[str]:
        return [s.name for s in sorted(game.seats.all(), key=lambda s: s.number)]


class TournamentGamesPageOut(serializers.Serializer):
    games = TournamentGameOut(many=True)
    next_after = serializers.IntegerField(help_text="The last game's id (newest first).")
