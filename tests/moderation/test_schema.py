"""The moderation endpoints are in the OpenAPI schema, with their errors."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_the_schema_lists_every_moderation_endpoint(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    paths = schema["paths"]
    expected = {
        "/api/games/{game_id}/talk/{message_id}/report/": "post",
        "/api/me/blocks/": "post",
        "/api/me/blocks/{block_id}/": "delete",
        "/api/moderation/reports/": "get",
        "/api/moderation/messages/{message_id}/hide/": "post",
        "/api/moderation/messages/{message_id}/show/": "post",
        "/api/moderation/users/{user_id}/suspend/": "post",
        "/api/moderation/users/{user_id}/reinstate/": "post",
        "/api/moderation/games/{game_id}/abort/": "post",
    }
    for path, method in expected.items():
        operation = paths[path][method]
        assert operation.get("description"), path
        assert "403" in operation["responses"] or path == "/api/me/blocks/", path
    assert "hidden" in schema["components"]["schemas"]["TalkMessageOut"]["properties"]
