"""Ratings' shapes: a kind's leaderboard, a player's ratings, their rating history."""

from __future__ import annotations

from rest_framework import serializers

RATING_HELP = "The rating shown: the conservative ordinal (mu - 3 sigma), to one decimal."
RELIABILITY_HELP = (
    "The share of deadlines met over the player's latest 100 prompts, 0 to 1 (all games); "
    "null before any prompt is settled."
)
PACE_HELP = "The median time the player took to answer in time, in seconds; null: no answer yet."


class Shown(serializers.FloatField):
    """A rating rounded for display."""

    def to_representation(self, value):
        return round(float(value), 1)


class PlayerOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="The player's display name.")


class Figures(serializers.Serializer):
    reliability = serializers.FloatField(allow_null=True, help_text=RELIABILITY_HELP)
    pace_seconds = serializers.IntegerField(allow_null=True, help_text=PACE_HELP)


class LeaderboardRowOut(Figures):
    rank = serializers.IntegerField(
        allow_null=True, help_text="1, 2, 2, 4 on equal ratings; null while provisional."
    )
    position = serializers.IntegerField(help_text="The row's place in the list (the cursor).")
    player = PlayerOut()
    rating = Shown(help_text=RATING_HELP)
    games = serializers.IntegerField(help_text="Rated games in this kind.")
    provisional = serializers.BooleanField(help_text="Fewer than 10 rated games.")


class LeaderboardOut(serializers.Serializer):
    """One page of a kind's leaderboard: ranked players first, then provisional ones; ask
    for the next with ``after=next_after``. A page shorter than ``limit`` is the last."""

    kind = serializers.CharField()
    kind_name = serializers.CharField()
    rows = LeaderboardRowOut(many=True)
    next_after = serializers.IntegerField(help_text="The last row's position on this page.")


class KindRatingOut(serializers.Serializer):
    kind = serializers.CharField()
    kind_name = serializers.CharField()
    rating = Shown(source="ordinal", help_text=RATING_HELP)
    ordinal = serializers.FloatField(help_text="The rating unrounded: mu - 3 sigma.")
    mu = serializers.FloatField(help_text="The estimated skill.")
    sigma = serializers.FloatField(help_text="The uncertainty of that estimate.")
    games = serializers.IntegerField()
    provisional = serializers.BooleanField(help_text="Fewer than 10 rated games.")


class PlayerRatingsOut(Figures):
    player = PlayerOut()
    ratings = KindRatingOut(many=True, help_text="One per game kind the player was rated in.")


class HistoryPointOut(serializers.Serializer):
    game = serializers.IntegerField(source="game_id")
    at = serializers.DateTimeField(help_text="When the game finished.")
    rating = Shown(source="ordinal", help_text=RATING_HELP)
    ordinal = serializers.FloatField()
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    games = serializers.IntegerField(help_text="Rated games in this kind, this one included.")


class HistoryOut(serializers.Serializer):
    """The player's rating after each rated game of the kind, oldest first; ask for more
    with ``after=next_after``."""

    player = PlayerOut()
    kind = serializers.CharField()
    kind_name = serializers.CharField()
    points = HistoryPointOut(many=True)
    next_after = serializers.IntegerField(help_text="The last point's games count.")
