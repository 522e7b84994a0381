"""The product's URLs and two floor endpoints: what a request costs with the same token
authentication and the least work a database can do for it."""

from __future__ import annotations

import orjson
from django.db import connection, transaction
from django.http import HttpResponse
from django.urls import path
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request

from config.urls import urlpatterns as product

FLOOR_TABLE = "bench_floor"


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def floor_move(request: Request) -> HttpResponse:
    """Token authentication, then one INSERT in a transaction."""
    with transaction.atomic(), connection.cursor() as cur:
        cur.execute(f"INSERT INTO {FLOOR_TABLE} (user_id, body) VALUES (%s, %s)",  # nosec B608
                    [request.user.pk, request.body.decode()])  # fmt: skip
    return HttpResponse(b'{"ok":true}', content_type="application/json")


@api_view(["GET"])
@permission_classes([IsAuthenticated])
def floor_export(request: Request, game_id: int) -> HttpResponse:
    """Token authentication, then the game's event rows as JSON in one SELECT."""
    with connection.cursor() as cur:
        cur.execute("SELECT seq, type, origin, data, secret, secret_to, actor, created_at "
                    "FROM games_event WHERE game_id = %s ORDER BY seq", [game_id])  # fmt: skip
        rows = cur.fetchall()
    return HttpResponse(orjson.dumps(rows, default=str),
                        content_type="application/json")  # fmt: skip


urlpatterns = [
    path("bench/floor/", floor_move),
    path("bench/floor-export/<int:game_id>/", floor_export),
    *product,
]
