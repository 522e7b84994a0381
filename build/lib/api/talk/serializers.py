"""The shapes of table talk."""

from __future__ import annotations

from rest_framework import serializers

from talk.models import MAX_LENGTH


class TalkRequest(serializers.Serializer):
    text = serializers.CharField(max_length=MAX_LENGTH, allow_blank=True,
                                 help_text="What you say at the table.")  # fmt: skip


class TalkMessageOut(serializers.Serializer):
    id = serializers.IntegerField(help_text="Increasing; page with ?after=id.")
    seat = serializers.IntegerField()
    name = serializers.CharField(help_text="The author's display name when they wrote it.")
    text = serializers.CharField(
        help_text="'message hidden by a moderator' once hidden (staff see the real text)."
    )
    hidden = serializers.BooleanField(help_text="A moderator hid this message.")
    at = serializers.DateTimeField()


class TalkPageOut(serializers.Serializer):
    messages = TalkMessageOut(many=True)
    next_after = serializers.IntegerField()
