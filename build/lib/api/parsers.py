"""The API's JSON parser: DRF's, refusing what the stdlib or PostgreSQL would choke on.

``json.load`` raises RecursionError on deeply nested input (a 500), and PostgreSQL refuses
NUL characters in text and JSON columns (another 500, after the request was accepted).
Both are refused here with a 400 that says what to change, before any view runs.
"""

from __future__ import annotations

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 32  # the deepest legitimate body (an act or a time control) is 3 levels


def check_json(data: object) -> None:
    """Raise ParseError if ``data`` nests deeper than MAX_DEPTH or holds a NUL character.
    Iterative, so checking never recurses itself."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            if "\x00" in value:
                raise ParseError("Text in the request may not contain NUL (\\u0000) characters.")
            continue
        if not isinstance(value, dict | list):
            continue
        if depth > MAX_DEPTH:
            raise ParseError(f"The JSON body is nested too deep: at most {MAX_DEPTH} levels.")
        if isinstance(value, dict):
            stack.extend((k, depth + 1) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        else:
            stack.extend((v, depth + 1) for v in value)


class SafeJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(
                f"The JSON body is nested too deep: at most {MAX_DEPTH} levels."
            ) from None
        check_json(data)
        return data
