"""The shapes of moderation: reports, decisions and blocks."""

from __future__ import annotations

from rest_framework import serializers

from accounts import blocks


class ReasonRequest(serializers.Serializer):
    reason = serializers.CharField(allow_blank=True, max_length=2000,
                                   help_text="Why; recorded with the decision (at most 500 "
                                             "characters).")  # fmt: skip


class DecisionOut(serializers.Serializer):
    id = serializers.IntegerField()
    action = serializers.CharField()
    reason = serializers.CharField()
    by = serializers.CharField()
    at = serializers.DateTimeField()


class ReportedMessageOut(serializers.Serializer):
    message = serializers.DictField(help_text="id, seat, name, text (the real text), hidden, at")
    game = serializers.IntegerField()
    author = serializers.DictField(help_text="id and username of the author")
    reports = serializers.ListField(child=serializers.DictField(),
                                    help_text="each report: by (username), reason, at")  # fmt: skip


class BlockRequest(serializers.Serializer):
    username = serializers.CharField(required=False, help_text="The player to block, or:")
    game = serializers.IntegerField(required=False, help_text="a game you can see...")
    seat = serializers.IntegerField(required=False, help_text="...and the seat they sit at.")


class DisplayNameField(serializers.CharField):
    """A user, shown by their display name."""

    def to_representation(self, user) -> str:
        return blocks.display_name(user)


class BlockOut(serializers.Serializer):  # a Block, as the blocker sees it
    id = serializers.IntegerField()
    name = DisplayNameField(source="blocked", help_text="The blocked player's display name.")
    username = serializers.CharField(source="blocked.get_username")
    at = serializers.DateTimeField(source="created_at")
