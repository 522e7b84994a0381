"""The shapes of leagues and their seasons."""

from __future__ import annotations

from rest_framework import serializers


class LeagueCreateRequest(serializers.Serializer):
    name = serializers.CharField(max_length=80)
    kind = serializers.CharField(help_text="A slug of /api/kinds/.")
    table_size = serializers.IntegerField(help_text="Players a table, within the kind's bounds.")
    division_size = serializers.IntegerField(help_text="Players a division aims at.")
    max_divisions = serializers.IntegerField(required=False, default=4)
    promote = serializers.IntegerField(required=False, default=1,
                                       help_text="Who go up from each division but the top.")  # fmt: skip
    relegate = serializers.IntegerField(required=False, default=1,
                                        help_text="Who go down from each but the bottom.")  # fmt: skip
    weeks = serializers.IntegerField(required=False, default=4, help_text="A season's window.")
    options = serializers.DictField(required=False, default=dict)
    time_control = serializers.DictField(required=False, allow_null=True, default=None)
    placement = serializers.ListField(child=serializers.FloatField(), required=False,
                                      default=list, help_text="Points by place, first place "
                                      "first; empty: N-1 for the winner down to 0.")  # fmt: skip
    invite_only = serializers.BooleanField(required=False, default=False)


class LeagueJoinRequest(serializers.Serializer):
    invite_code = serializers.CharField(required=False, allow_blank=True, default="",
                                        help_text="An invite-only league's code.")  # fmt: skip


class PersonOut(serializers.Serializer):
    user = serializers.IntegerField()
    name = serializers.CharField()


class LeagueOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    kind = serializers.CharField()
    options = serializers.DictField()
    time_control = serializers.DictField()
    table_size = serializers.IntegerField()
    division_size = serializers.IntegerField()
    max_divisions = serializers.IntegerField()
    promote = serializers.IntegerField()
    relegate = serializers.IntegerField()
    weeks = serializers.IntegerField()
    placement = serializers.ListField(child=serializers.FloatField())
    invite_only = serializers.BooleanField()
    organiser = PersonOut()
    members = PersonOut(many=True)
    member = serializers.BooleanField(help_text="You play in this league.")
    organising = serializers.BooleanField(help_text="You organise this league.")
    invite_code = serializers.CharField(allow_null=True, help_text="For its organiser only.")
    current_season = serializers.IntegerField(allow_null=True)
    season_running = serializers.BooleanField()
    path = serializers.CharField(help_text="The league's page.")


class LeaguePageOut(serializers.Serializer):
    leagues = LeagueOut(many=True)
    next_after = serializers.IntegerField()


class SeasonSummaryOut(serializers.Serializer):
    number = serializers.IntegerField()
    title = serializers.CharField()
    finished = serializers.BooleanField()
    started_at = serializers.DateTimeField()
    ends_at = serializers.DateTimeField(help_text="The end of the season's window of weeks.")
    finished_at = serializers.DateTimeField(allow_null=True)
    seed_sha256 = serializers.CharField(help_text="The commitment to the pairing seed.")
    seed = serializers.CharField(allow_null=True, help_text="Published once finished.")
    path = serializers.CharField()
    stream = serializers.IntegerField(
        help_text="The season's event stream: its organiser's webhooks are at "
        "/api/streams/{stream}/webhooks/."
    )


class SeasonPageOut(serializers.Serializer):
    seasons = SeasonSummaryOut(many=True)
    next_after = serializers.IntegerField()


class StandingOut(serializers.Serializer):
    rank = serializers.IntegerField()
    user = serializers.IntegerField()
    name = serializers.CharField()
    points = serializers.FloatField()
    buchholz = serializers.FloatField(help_text="Opponents' points, the first tie-break.")
    game_score = serializers.FloatField(help_text="The sum of game scores, the second.")
    games = serializers.IntegerField()
    byes = serializers.IntegerField()
    withdrawn = serializers.BooleanField()
    moved = serializers.ChoiceField(["up", "down"], allow_null=True,
                                    help_text="Once finished: went up or down.")  # fmt: skip
    zone = serializers.CharField(
        allow_blank=True,
        help_text='While running: "up" in the promotion zone, "down" in the relegation zone.',
    )


class TableOut(serializers.Serializer):
    table = serializers.IntegerField()
    game = serializers.IntegerField()
    status = serializers.CharField()
    players = PersonOut(many=True, help_text="In seat order.")
    recorded = serializers.BooleanField()
    order = serializers.ListField(child=serializers.ListField(child=serializers.CharField()),
                                 help_text="Finishing groups of names, best first.")  # fmt: skip
    points = serializers.DictField(child=serializers.FloatField(), help_text="By name.")


class MatchdayOut(serializers.Serializer):
    round = serializers.IntegerField()
    closed = serializers.BooleanField()
    paired_at = serializers.DateTimeField()
    byes = PersonOut(many=True)
    tables = TableOut(many=True)


class DivisionOut(serializers.Serializer):
    number = serializers.IntegerField(help_text="0 is the top.")
    name = serializers.CharField()
    matchdays_planned = serializers.IntegerField()
    standings = StandingOut(many=True)
    matchdays = MatchdayOut(many=True)


class LeagueRefOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class SeasonOut(SeasonSummaryOut):
    league = LeagueRefOut()
    promote = serializers.IntegerField()
    relegate = serializers.IntegerField()
    divisions = DivisionOut(many=True)


class SeasonGameOut(serializers.Serializer):
    game = serializers.IntegerField()
    status = serializers.CharField()
    division = serializers.IntegerField()
    round = serializers.IntegerField()
    table = serializers.IntegerField()
    players = PersonOut(many=True)
    path = serializers.CharField(help_text="The game's table page.")


class SeasonGamePageOut(serializers.Serializer):
    games = SeasonGameOut(many=True)
    next_after = serializers.IntegerField()
