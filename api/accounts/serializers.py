"""The accounts' shapes: tokens and the profile."""

from __future__ import annotations

from rest_framework import serializers


class TokenRequest(serializers.Serializer):
    username = serializers.CharField(required=False, help_text="Username or email.")
    email = serializers.CharField(required=False)
    password = serializers.CharField(style={"input_type": "password"})
    name = serializers.CharField(required=False, default="API token", max_length=80)

    def validate(self, attrs):
        if not attrs.get("username") and not attrs.get("email"):
            raise serializers.ValidationError("Send your username (or email) and password.")
        return attrs


class ProfileRequest(serializers.Serializer):
    display_name = serializers.CharField(required=False, allow_blank=True, max_length=80)
    time_zone = serializers.CharField(required=False, max_length=64)


class TokenCreateRequest(serializers.Serializer):
    name = serializers.CharField(max_length=80)


class TokenOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    prefix = serializers.CharField()
    created_at = serializers.DateTimeField()
    last_used_at = serializers.DateTimeField(allow_null=True)
    token = serializers.CharField(required=False, help_text="Shown once, at creation.")

    def to_representation(self, token) -> dict:
        """A stored token has no key (only its hash): the key is shown once, passed in
        the context by the view that made it."""
        out = super().to_representation(token)
        if key := self.context.get("key"):
            out["token"] = key
        return out


class ProfileOut(serializers.Serializer):  # a user, read with their profile
    id = serializers.IntegerField(help_text="Your player id: /api/players/{player_id}/...")
    username = serializers.CharField(source="get_username")
    email = serializers.CharField()
    display_name = serializers.CharField(source="profile.display_name")
    time_zone = serializers.CharField(source="profile.time_zone")
