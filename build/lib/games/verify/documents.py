"""Reading export files: NDJSON (one game's export per line) read line by line in constant
memory, or a single export document; every bad line becomes a ``BadInput`` naming it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

import orjson

MAX_LINE = 50 * 1024 * 1024  # one game's history; a longer line is refused, not read
FORMAT = "vitrine-game-export/1"
REQUIRED = ("id", "kind", "status", "options", "seats", "seed_sha256", "seed", "events", "result")


@dataclass(frozen=True)
class BadInput:
    """A line that is no game export to check: where, and why in one sentence."""

    line: int
    reason: str
    game: Any = None


def read_documents(
    stream: IO[bytes], *, max_line: int = MAX_LINE
) -> Iterator[tuple[int, dict[str, Any] | BadInput]]:
    """(line number, export document or BadInput) for each non-blank line; a file that is
    one JSON document (pretty-printed, say) gives that document as line 1."""
    number = 0
    while True:
        line, too_long = _read_line(stream, max_line)
        if not line and not too_long:
            return
        number += 1
        if too_long:
            yield number, BadInput(number, f"the line is longer than {max_line:,} bytes")
            continue
        if not line.strip():
            continue
        try:
            raw = orjson.loads(line)
        except orjson.JSONDecodeError as err:
            if number == 1 and line.lstrip().startswith(b"{"):
                whole = _whole_document(stream, line, max_line)
                if whole is not None:
                    yield 1, whole
                    return
            yield number, BadInput(number, f"not JSON ({err})")
            continue
        yield number, check_document(raw, number)


def _read_line(stream: IO[bytes], max_line: int) -> tuple[bytes, bool]:
    """The next line, or (b"", True) after skipping a line longer than ``max_line``
    (read in pieces, never held whole)."""
    line = stream.readline(max_line + 1)
    if len(line) <= max_line or line.endswith(b"\n"):
        return line, False
    while line and not line.endswith(b"\n"):
        line = stream.readline(1024 * 1024)
    return b"", True


def _whole_document(stream: IO[bytes], first: bytes, max_line: int) -> Any:
    """The file as one JSON document when line 1 alone was not one; None (and the stream
    put back after line 1) when it is not one either."""
    if not stream.seekable():
        return None
    after_first = stream.tell()
    rest = stream.read(max_line + 1 - len(first))
    try:
        raw = orjson.loads(first + rest)
    except orjson.JSONDecodeError:
        stream.seek(after_first)
        return None
    return check_document(raw, 1)


def check_document(raw: Any, line: int) -> dict[str, Any] | BadInput:
    """``raw`` if it is a game export with every field the check needs."""
    if not isinstance(raw, dict):
        return BadInput(line, "not a game export (a JSON object is expected)")
    game = raw.get("id")
    if raw.get("format") != FORMAT:
        return BadInput(line, f"not a game export (format {raw.get('format')!r}, "
                              f"expected {FORMAT!r})", game)  # fmt: skip
    missing = [name for name in REQUIRED if name not in raw]
    if missing:
        return BadInput(line, f"the export lacks {', '.join(missing)}", game)
    if not isinstance(raw["events"], list) or not isinstance(raw["seats"], list):
        return BadInput(line, "events and seats must be lists", game)
    if raw["status"] not in ("finished", "aborted") or raw["seed"] is None:
        return BadInput(line, f"the game is not over (status {raw['status']!r}): its seed is "
                              "secret until it ends; export it again then", game)  # fmt: skip
    return raw
