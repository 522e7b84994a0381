"""What every resource's views share: the error body, the error answers they declare, and
who may call them."""

from __future__ import annotations

from rest_framework import permissions, serializers

AUTH = [permissions.IsAuthenticated]


class ErrorOut(serializers.Serializer):
    code = serializers.CharField()
    detail = serializers.CharField()
    fields = serializers.DictField(
        required=False, help_text="Bad input (code invalid): what is wrong, field by field."
    )
    version = serializers.IntegerField(
        required=False, help_text="Someone moved first (409): the game's version now."
    )


ERRORS = {400: ErrorOut, 403: ErrorOut, 404: ErrorOut}
