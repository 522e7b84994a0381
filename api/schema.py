"""OpenAPI: how clients authenticate (personal access tokens as Bearer), the error answers
every operation can give, and the links between operations (a created game's id feeds
every ``/api/games/{game_id}/...`` operation), so the schema says what the server does."""

from __future__ import annotations

from drf_spectacular.extensions import (
    OpenApiAuthenticationExtension,
    OpenApiSerializerFieldExtension,
)
from drf_spectacular.openapi import AutoSchema
from rest_framework import permissions, serializers

from api.conventions import ErrorOut
from api.throttles import WRITES, VitrineThrottle
from games.engine import all_kinds


class BearerTokenScheme(OpenApiAuthenticationExtension):
    target_class = "accounts.tokens.BearerTokenAuthentication"
    name = "bearerToken"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "A personal access token from POST /api/auth/token/.",
        }


def kind_slugs() -> list[str]:
    """The installed kinds, for the schema's one GameKindEnum (ENUM_NAME_OVERRIDES)."""
    return sorted(k.slug for k in all_kinds())


class KindFieldSchema(OpenApiSerializerFieldExtension):
    target_class = "api.games.serializers.KindField"

    def map_serializer_field(self, auto_schema, direction):
        return {"type": "string", "enum": kind_slugs()}


class ThrottledOut(ErrorOut):
    retry_after = serializers.IntegerField(help_text="Seconds to wait (as Retry-After).")
    retry_at = serializers.DateTimeField(help_text="When to try again.")


class VitrineAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema, adding the error answers a view can give whatever its
    own annotations say: 400 (bad input, a NUL in the query), 401 (a wrong or revoked
    token, on any operation), 403 (not allowed, or a session's missing CSRF token), 404
    (a path naming what does not exist or may not be seen), 413 (a body too large) and 429
    (a rate limit, on the operations that count one)."""

    def _error_codes(self) -> dict[str, type[serializers.Serializer]]:
        codes: dict[str, type[serializers.Serializer]] = {"400": ErrorOut, "401": ErrorOut}
        allow_any = all(
            isinstance(p, permissions.AllowAny) for p in self.view.get_permissions()
        )  # fmt: skip
        if self.method in WRITES or not allow_any:
            codes["403"] = ErrorOut
        if "{" in self.path:
            codes["404"] = ErrorOut
        if self.method in ("POST", "PUT", "PATCH"):
            codes["413"] = ErrorOut
        throttles = getattr(self.view, "throttle_classes", ())
        if any(issubclass(t, VitrineThrottle) and self.method in t.counted for t in throttles):
            codes["429"] = ThrottledOut
        return codes

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code, body in self._error_codes().items():
            if code not in responses:
                responses[code] = self._get_response_for_code(body, code, direction=direction)
        return responses


# Which response field names a created object's id, and the path parameter it fills.
CREATES = {
    ("post", "/api/games/"): ("/api/games/{game_id}/", "game_id"),
    ("post", "/api/tokens/"): ("/api/tokens/{token_id}/", "token_id"),
    ("post", "/api/auth/token/"): ("/api/tokens/{token_id}/", "token_id"),
    ("post", "/api/me/vacations/"): ("/api/me/vacations/{vacation_id}/", "vacation_id"),
    ("post", "/api/me/webhooks/"): ("/api/me/webhooks/{webhook_id}/", "webhook_id"),
    ("post", "/api/tournaments/"): ("/api/tournaments/{tournament_id}/", "tournament_id"),
}


def add_links(result: dict, generator, request, public) -> dict:
    """Postprocessing hook: OpenAPI links from each create operation's 201 to every
    operation under the created object's path, its id taken from the response body."""
    paths = result.get("paths", {})
    for (method, path), (prefix, param) in CREATES.items():
        created = paths.get(path, {}).get(method, {}).get("responses", {}).get("201")
        if created is None:
            continue
        links = created.setdefault("links", {})
        for target, operations in paths.items():
            if not target.startswith(prefix):
                continue
            for target_method, operation in operations.items():
                op_id = operation.get("operationId")
                if op_id and target_method in ("get", "post", "patch", "put", "delete"):
                    links[op_id] = {
                        "operationId": op_id,
                        "parameters": {param: "$response.body#/id"},
                    }
    return result
