"""``verify_export FILE``: one line per game (ok, or FAILED with the first event that
differs), a summary, a progress bar on stderr, and exit status 1 if any game fails."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import IO

from games.verify.documents import MAX_LINE, BadInput, read_documents
from games.verify.replay import verify_game


class Progress:
    """A bar over the file's bytes, redrawn at most 4 times a second (as ``playout``)."""

    def __init__(self, stream: IO[bytes], out: IO[str], total: int):
        self.stream, self.out, self.total = stream, out, total
        self.started = self.shown = time.perf_counter()
        self.drawn = False

    def update(self, games: int, *, last: bool = False) -> None:
        now = time.perf_counter()
        if not self.total or (not last and now - self.shown < 0.25):
            return
        self.shown, self.drawn = now, True
        done = min(self.stream.tell(), self.total) if not last else self.total
        width = 30
        filled = int(width * done / self.total)
        rate = games / max(now - self.started, 1e-9)
        self.out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done * 100 // self.total}% "
                       f"{games} games {rate:,.1f} games/s")  # fmt: skip
        self.out.flush()

    def close(self, games: int) -> None:
        if self.drawn:
            self.update(games, last=True)
            self.out.write("\n")


def verify_stream(
    stream: IO[bytes], out: IO[str], err: IO[str], *, total: int = 0, max_line: int = MAX_LINE
) -> int:
    """Check every game in ``stream``; print the lines and the summary; the exit status."""
    started = time.perf_counter()
    progress = Progress(stream, err, total)
    ok = failed = bad = events = 0
    for number, doc in read_documents(stream, max_line=max_line):
        if isinstance(doc, BadInput):
            bad += 1
            game = f" (game {doc.game})" if doc.game is not None else ""
            out.write(f"line {number}{game}: BAD INPUT: {doc.reason}\n")
        else:
            verdict = verify_game(doc)
            events += verdict.events
            ok, failed = ok + verdict.ok, failed + (not verdict.ok)
            out.write(verdict.line() + "\n")
        progress.update(ok + failed)
    progress.close(ok + failed)
    seconds = time.perf_counter() - started
    out.write(f"{ok + failed} games checked in {seconds:.2f} s ({events:,} events): {ok} ok, "
              f"{failed} failed" + (f", {bad} bad lines" if bad else "") + ".\n")  # fmt: skip
    if ok + failed + bad == 0:
        out.write("The file holds no game export.\n")
        return 1
    return 0 if not failed and not bad else 1


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m games.verify",
        description="Check exported game histories: sha256(seed) is the published "
        "seed_sha256, and replaying the events through the rules from the seed gives back "
        "the recorded shuffles, events and result.",
    )
    add_arguments(p)
    return p


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="NDJSON (one game export per line) or one export document; "
                                "- reads standard input")  # fmt: skip
    p.add_argument("--max-line", type=int, default=MAX_LINE,
                   help=f"refuse lines longer than this many bytes (default {MAX_LINE:,})")  # fmt: skip


def run(path: str, out: IO[str], err: IO[str], max_line: int = MAX_LINE) -> int:
    """Check the file at ``path`` ('-': standard input)."""
    if path == "-":
        return verify_stream(sys.stdin.buffer, out, err, max_line=max_line)
    try:
        with open(path, "rb") as stream:
            return verify_stream(stream, out, err, total=os.fstat(stream.fileno()).st_size,
                                 max_line=max_line)  # fmt: skip
    except OSError as error:
        err.write(f"Cannot read {path}: {error.strerror}.\n")
        return 2


def main(argv: Sequence[str] | None = None) -> int:
    import games.rules  # noqa: F401  (registers every game kind)

    args = parser().parse_args(argv)
    return run(args.file, sys.stdout, sys.stderr, args.max_line)
