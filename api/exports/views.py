"""Bulk exports over the REST API. Each view names its set of games; the stream, its
parameters and its permission (over, and visible to the requester) are ``stream``'s."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from rest_framework.decorators import api_view, throttle_classes
from rest_framework.request import Request

from api import throttles
from api.exports.stream import export_schema, ndjson_export, streams
from games.models import Game
from leagues.player_ratings import player


@export_schema(
    "Every finished or aborted game the player sat at, that you may see.", "players_games_export"
)
@api_view(["GET"])
@throttle_classes([throttles.Export])
@streams
def player_games(request: Request, player_id: int) -> StreamingHttpResponse:
    """A player's games as an NDJSON stream."""
    player(player_id)  # a 404 for nobody
    games = Game.objects.filter(seats__user_id=player_id)
    return ndjson_export(request, games, filename=f"vitrine-player-{player_id}-games.ndjson")
