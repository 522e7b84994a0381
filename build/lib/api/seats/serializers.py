"""The shapes of seat handover, the lobby's open seats and invitations."""

from __future__ import annotations

from rest_framework import serializers

from api.games.serializers import GameOut


class InviteRequest(serializers.Serializer):
    email = serializers.CharField(max_length=254)


class InviteSentOut(serializers.Serializer):
    detail = serializers.CharField(help_text="The invitation is on its way.")


class OpenSeatOut(serializers.Serializer):
    seat = serializers.IntegerField(source="number")
    game = GameOut()
