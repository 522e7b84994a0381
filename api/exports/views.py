"""Bulk exports over the REST API. Each view names its set of games; the stream, its
parameters and its permission (over, and visible to the requester) are ``stream``'s."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.http import StreamingHttpResponse
from rest_framework.decorators import api_view, throttle_classes
from rest_framework.request import Request

from api import throttles
from api.exports.stream import export_schema, ndjson_export, streams
from games.models import Game
from shared.errors import NotFound


@export_schema(
    "Every finished or aborted game the player sat at, that you may see.", "players_games_export"
)
@api_view(["GET"])
@throttle_classes([throttles.Export])
@streams
def player_games(request: Request, user_id: int) -> StreamingHttpResponse:
    """A player's games as an NDJSON stream."""
    if not get_user_model().objects.filter(pk=user_id).exists():
        raise NotFound(f"There is no player {user_id}.")
    games = Game.objects.filter(seats__user_id=user_id)
    return ndjson_export(request, games, filename=f"vitrine-player-{user_id}-games.ndjson")
