"""Real responses checked against the OpenAPI schema the server publishes.

The schema (OpenAPI 3.0) is turned into JSON Schema: ``nullable`` becomes a null type,
and every object with declared properties accepts no others, so a key the serializers do
not declare fails as surely as a missing one, in answers and in refusals alike."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import jsonschema
from drf_spectacular.generators import SchemaGenerator

NDJSON = "application/x-ndjson"  # one JSON document per line (the bulk exports)


def _json_schema(node: Any) -> Any:
    if isinstance(node, list):
        return [_json_schema(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {k: _json_schema(v) for k, v in node.items() if k != "nullable"}
    if out.get("type") == "object" and "properties" in out:
        out.setdefault("additionalProperties", False)
    if node.get("nullable"):
        if "type" in out and "enum" not in out:
            out["type"] = [out["type"], "null"]
        else:
            out = {"anyOf": [out, {"type": "null"}]}
    return out


@cache
def schema() -> dict[str, Any]:
    """The published schema, its components turned into JSON Schema."""
    raw = SchemaGenerator().get_schema(request=None, public=True)
    components = {name: _json_schema(body) for name, body in raw["components"]["schemas"].items()}
    return {**raw, "components": {**raw["components"], "schemas": components}}


def operation(method: str, path: str) -> tuple[str, dict[str, Any]]:
    """The schema's path template matching ``path`` and its operation for ``method``."""
    path = path.split("?", 1)[0]
    for template, operations in schema()["paths"].items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, path) and method.lower() in operations:
            return template, operations[method.lower()]
    raise AssertionError(f"{method} {path} is not in the OpenAPI schema")


def check(method: str, path: str, response) -> str:
    """Assert that ``response`` is one the schema documents for this operation: its status
    is listed, and its JSON body (or each line of an NDJSON stream) fits that status's
    schema. Returns the path template."""
    template, op = operation(method, path)
    documented = op["responses"].get(str(response.status_code))
    assert documented is not None, (
        f"{method} {template} answered {response.status_code}, which the schema does not list "
        f"({', '.join(op['responses'])})"
    )
    media = documented.get("content", {})
    if NDJSON in media:  # a stream: each line fits the schema (read, then kept to reread)
        assert response["Content-Type"] == NDJSON, response["Content-Type"]
        raw = b"".join(response.streaming_content)
        response.streaming_content = [raw]
        bodies, content = [json.loads(line) for line in raw.splitlines()], media[NDJSON]
    elif "application/json" in media:
        bodies, content = [response.json()], media["application/json"]
    else:
        assert not response.content, f"{method} {template} {response.status_code}: no body"
        return template
    root = {"components": schema()["components"], **_json_schema(content["schema"])}
    for body in bodies:
        try:
            jsonschema.validate(body, root, format_checker=jsonschema.FormatChecker())
        except jsonschema.ValidationError as error:
            where = "/".join(str(p) for p in error.absolute_path)
            raise AssertionError(
                f"{method} {template} {response.status_code} at '{where}': {error.message}"
            ) from None
    return template
