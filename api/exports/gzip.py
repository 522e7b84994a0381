"""gzip for a streamed body, compressed as it goes (Django's GZipMiddleware is not on: it
would compress every page, CSRF tokens included). Each line is flushed whole, so a
client whose download broke off still decodes every complete line it received."""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator


def accepts_gzip(header: str) -> bool:
    """Whether an ``Accept-Encoding`` value allows gzip: named with a q above 0, or
    ``*`` above 0 with gzip not named."""
    quality: dict[str, float] = {}
    for part in header.split(","):
        coding, *params = (p.strip() for p in part.split(";"))
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if coding:
            quality[coding.lower()] = q
    if "gzip" in quality:
        return quality["gzip"] > 0
    return quality.get("*", 0) > 0


def gzipped(chunks: Iterable[bytes]) -> Iterator[bytes]:
    """``chunks`` as one gzip member; a chunk ending a line (``\\n``) is flushed."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, zlib.MAX_WBITS | 16)  # 16: gzip framing
    for chunk in chunks:
        out = compressor.compress(chunk)
        if chunk.endswith(b"\n"):
            out += compressor.flush(zlib.Z_SYNC_FLUSH)
        if out:
            yield out
    yield compressor.flush()
