"""Replaying one exported game from its seed and comparing, event by event.

What the platform does, done again: ``GameStarted`` is followed by the rules' ``setup``
drawn from (seed, 0); every decision's events are drawn from (seed, seq of the first
event it appended), a timeout's too (they come before its ``SeatTimedOut``), and a
dropped seat's after its ``SeatResigned``; ``GameFinished`` carries the rules' result.
The other table events (joins, clocks, bot takeovers) hold no randomness and are
skipped. Texts in an export name players where the rules wrote seat tokens, and say
"you" for the seat that downloaded it: produced events are written the same way before
they are compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from games.engine.errors import IllegalAction
from games.engine.events import Event
from games.engine.names import fallback_name, render_all
from games.engine.registry import get_kind
from games.engine.rng import rng_for, seed_hash
from games.engine.rules import Rules
from games.engine.stored_order import as_stored
from games.engine.table import answer_events, fold, setup_events, timeout_events
from games.verify.answers import MAX_ANSWERS, candidate_answers, mentioned

HINT_EVENTS = 6  # how many recorded events after a decision point hint at its answer


@dataclass(frozen=True)
class Verdict:
    """One game's check: ok, or the first event (``seq``) that differs and how."""

    game: Any
    kind: str
    ok: bool
    reason: str = ""
    seq: int | None = None
    events: int = 0

    def line(self) -> str:
        if self.ok:
            return f"game {self.game} ({self.kind}): ok, {self.events} events"
        where = f" at event {self.seq}" if self.seq is not None else ""
        return f"game {self.game} ({self.kind}): FAILED{where}: {self.reason}"


class Mismatch(Exception):
    def __init__(self, seq: int | None, reason: str):
        super().__init__(reason)
        self.seq, self.reason = seq, reason


def verify_game(doc: dict[str, Any]) -> Verdict:
    """Check one export document (as ``documents.check_document`` passes it)."""
    game, kind = doc.get("id"), str(doc.get("kind"))
    try:
        _Replay(doc).run()
    except Mismatch as err:
        return Verdict(game, kind, False, err.reason, err.seq, len(doc["events"]))
    except (AttributeError, KeyError, TypeError, ValueError) as err:
        # A hand-edited line may lose a field or change its type: one game fails, not the run.
        reason = f"the export is malformed ({type(err).__name__}: {err})"
        return Verdict(game, kind, False, reason, events=len(doc["events"]))
    return Verdict(game, kind, True, events=len(doc["events"]))


def _plain_named(value: Any) -> tuple[Any, bool]:
    """``value`` as it reads back from JSON (tuples as lists, keys as strings), and
    whether it holds seat tokens to be written as names."""
    raw = orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    return orjson.loads(raw), b"{seat:" in raw


def _short(value: Any, width: int = 70) -> str:
    text = orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    return text if len(text) <= width else text[: width - 1] + "…"


def first_difference(expected: Any, recorded: Any, path: str) -> str:
    """Where ``recorded`` first departs from ``expected``, in a few words."""
    if isinstance(expected, dict) and isinstance(recorded, dict):
        for key in [*expected, *(k for k in recorded if k not in expected)]:
            if expected.get(key, ...) != recorded.get(key, ...):
                return first_difference(expected.get(key), recorded.get(key), f"{path}.{key}")
    if isinstance(expected, list) and isinstance(recorded, list) and len(expected) == len(recorded):
        for n, (a, b) in enumerate(zip(expected, recorded, strict=True)):
            if a != b:
                return first_difference(a, b, f"{path}[{n}]")
    return f"{path}: expected {_short(expected)}, recorded {_short(recorded)}"


class _Replay:
    def __init__(self, doc: dict[str, Any]):
        self.doc = doc
        self.events: list[dict[str, Any]] = doc["events"]
        self.seed: str = doc["seed"]
        self.state: Any = None  # None until GameStarted
        self.finished_at: int | None = None
        self.timed_out: set[int] = set()  # positions of SeatTimedOut already replayed
        self.capped = False  # the last decision's search stopped at MAX_ANSWERS
        self.names = {
            int(s["seat"]): s.get("name") or fallback_name(int(s["seat"])) for s in doc["seats"]
        }
        # Who downloaded the export (their seat reads "you"); narrowed as events show it.
        self.readers: list[int | None] = [None, *sorted(self.names)]
        self.rules: Rules = self._rules()

    def _rules(self) -> Rules:
        if seed_hash(self.seed) != self.doc["seed_sha256"]:
            raise Mismatch(None, f"sha256(seed) is {seed_hash(self.seed)[:16]}…, but the "
                                 f"published seed_sha256 is {str(self.doc['seed_sha256'])[:16]}…")  # fmt: skip
        try:
            rules = get_kind(self.doc["kind"])
        except IllegalAction as err:
            raise Mismatch(None, err.message) from None
        recorded = self.doc.get("rules_version")
        if recorded is not None and str(recorded) != rules.rules_version:
            raise Mismatch(None, f"played under rules version {recorded}; these rules are "
                                 f"version {rules.rules_version}, so their replay may differ")  # fmt: skip
        return rules

    # --- the walk -----------------------------------------------------------------------
    def run(self) -> None:
        i = 0
        while i < len(self.events):
            event = self.events[i]
            if event.get("origin") == "rules":
                i = self._decision(i)
            else:
                i = self._table(i, event)
        self._check_result()

    def _table(self, i: int, event: dict[str, Any]) -> int:
        kind, data, seq = event.get("type"), event.get("data") or {}, event.get("seq")
        if kind == "GameStarted":
            self.state = self.rules.initial_state()
            opening = setup_events(self.rules, len(self.names), self.doc["options"], self.seed)
            return self._expect(i + 1, opening, "the opening (setup)")
        if self.state is None:
            return i + 1
        if kind == "SeatResigned" and data.get("then") == "drop":
            seat = int(data["seat"])
            dropped = self.rules.resign(self.state, seat, rng_for(self.seed, seq + 1))
            return self._expect(i + 1, dropped, f"seat {seat} dropping out")
        if kind == "SeatTimedOut" and i not in self.timed_out:
            seat = int(data["seat"])
            self._expect(i, timeout_events(self.rules, self.state, seat, self.seed, seq),
                         f"seat {seat}'s timeout")  # fmt: skip
        if kind == "GameFinished":
            self._check_finished(seq, data.get("result"))
        return i + 1

    def _expect(self, i: int, produced: list[Event], what: str) -> int:
        """Compare ``produced`` with the events from position ``i``, fold them, and return
        the position after them."""
        matched, readers = self._match(produced, i, len(self.events))
        if matched < len(produced):
            raise Mismatch(*self._miss(produced, i, matched, what))
        self._fold(produced, readers)
        return i + len(produced)

    def _fold(self, produced: list[Event], readers: list[int | None]) -> None:
        self.readers = readers
        self.state = fold(self.rules, [as_stored(event) for event in produced], self.state)

    # --- decisions ----------------------------------------------------------------------
    def _decision(self, i: int) -> int:
        """Replay the decision whose events start at position ``i``: find the answer (or
        timeout) of a seat with a prompt that reproduces them, and fold its events."""
        seq = self.events[i].get("seq")
        if self.state is None:
            raise Mismatch(seq, f"{self.events[i].get('type')} comes before the game started")
        pending = self.rules.prompts(self.state)
        if not pending:
            raise Mismatch(seq, f"the rules ask nobody anything here, yet "
                                f"{self.events[i].get('type')} was recorded")  # fmt: skip
        end = self._run_end(i)
        group = self._group_end(i, end)
        closest: tuple[int, list[Event]] = (-1, [])
        longest: tuple[list[Event], list[int | None]] | None = None
        for timeout_at, produce in self._candidates(pending, i, end):
            try:
                produced = produce()
            except IllegalAction:
                continue
            matched, readers = self._match(produced, i, end)
            full = matched == len(produced) and (produced or timeout_at is not None)
            if full and timeout_at is not None and i + matched != timeout_at:
                full = False  # a timeout's events are all those before its SeatTimedOut
            if not full:
                if matched > closest[0]:
                    closest = (matched, produced)
                continue
            if timeout_at is not None:
                self.timed_out.add(timeout_at)
            if i + matched == group or timeout_at is not None:
                self._fold(produced, readers)  # one command's events exactly: this is it
                return i + matched
            if longest is None or len(produced) > len(longest[0]):
                longest = (produced, readers)
        if longest is not None:
            self._fold(*longest)
            return i + len(longest[0])
        seats = ", ".join(str(s) for s in sorted(pending))
        matched, produced = closest
        seq, why = self._miss(produced, i, max(matched, 0), f"any answer of seat(s) {seats}")
        if self.capped:
            why += f" (only the likeliest {MAX_ANSWERS:,} answers per seat were tried)"
        raise Mismatch(seq, why)

    def _candidates(self, pending: dict, i: int, end: int):
        """(SeatTimedOut position or None, producer) for each way the decision may have
        gone: the timeout the export records first, then each seat's answers, the seat
        that acted first."""
        after = self.events[end] if end < len(self.events) else {}
        if after.get("type") == "SeatTimedOut" and after.get("origin") == "table":
            seat = (after.get("data") or {}).get("seat")
            if seat in pending:
                yield end, lambda: timeout_events(self.rules, self.state, seat, self.seed,
                                                  self.events[i]["seq"])  # fmt: skip
        hints = (mentioned(self.events[i : i + 1]),
                 mentioned(self.events[i : min(end, i + HINT_EVENTS)]))  # fmt: skip
        actor = self.events[i].get("actor")
        self.capped = False
        for seat in sorted(pending, key=lambda s: (s != actor, s)):
            for n, answer in enumerate(candidate_answers(pending[seat], hints), 1):
                self.capped = self.capped or n == MAX_ANSWERS
                yield (
                    None,
                    lambda seat=seat, answer=answer: answer_events(
                        self.rules, self.state, seat, answer, self.seed, self.events[i]["seq"]
                    ),
                )

    def _run_end(self, i: int) -> int:
        while i < len(self.events) and self.events[i].get("origin") == "rules":
            i += 1
        return i

    def _group_end(self, i: int, end: int) -> int:
        """The end of the events stamped with the same time as position ``i``: one
        command's batch shares its timestamp (a hint to tell commands apart, no more)."""
        at, j = self.events[i].get("at"), i
        while at is not None and j < end and self.events[j].get("at") == at:
            j += 1
        return j

    # --- comparing ----------------------------------------------------------------------
    def _match(self, produced: list[Event], i: int, end: int) -> tuple[int, list[int | None]]:
        """How many of ``produced`` equal the recorded events from ``i`` (before ``end``),
        and the readers the export may have been written for, given them."""
        readers = self.readers
        for n, event in enumerate(produced):
            fits = self._fits(event, self.events[i + n], readers) if i + n < end else []
            if not fits:
                return n, readers
            readers = fits
        return len(produced), readers

    def _fits(
        self, event: Event, recorded: dict[str, Any], readers: list[int | None]
    ) -> list[int | None]:
        """The ``readers`` for whom ``event`` is written as ``recorded`` (the quick test
        the search runs for every candidate; ``_differs`` says why not)."""
        if (recorded.get("origin"), recorded.get("type"), recorded.get("actor")) != (
            "rules",
            event.type,
            event.actor,
        ):
            return []
        data, named = _plain_named(event.data)
        secret, secret_named = (None, False) if event.secret is None else _plain_named(event.secret)
        if secret is not None and recorded.get("secret_to") != list(event.secret_to):
            return []
        if not named and not secret_named:
            same = recorded.get("data") == data and recorded.get("secret") == secret
            return readers if same else []
        return [
            r
            for r in readers
            if recorded.get("data") == (render_all(data, self.names, r) if named else data)
            and recorded.get("secret")
            == (render_all(secret, self.names, r) if secret_named else secret)
        ]

    def _render(self, value: Any, reader: int | None) -> Any:
        plain, named = _plain_named(value)
        return render_all(plain, self.names, reader) if named else plain

    def _differs(self, event: Event, recorded: dict[str, Any], reader: int | None) -> str | None:
        """Why ``recorded`` is not ``event`` as written for ``reader``; None if it is."""
        if recorded.get("origin") != "rules":
            return f"expected the rules' {event.type}, recorded {recorded.get('type')}"
        if recorded.get("type") != event.type:
            return f"type: expected {event.type}, recorded {recorded.get('type')}"
        if recorded.get("actor") != event.actor:
            return f"actor: expected {event.actor}, recorded {recorded.get('actor')}"
        data = self._render(event.data, reader)
        if recorded.get("data") != data:
            return first_difference(data, recorded.get("data"), "data")
        secret = None if event.secret is None else self._render(event.secret, reader)
        if recorded.get("secret") != secret:
            return first_difference(secret, recorded.get("secret"), "secret")
        if secret is not None and recorded.get("secret_to") != list(event.secret_to):
            return first_difference(list(event.secret_to), recorded.get("secret_to"), "secret_to")
        return None

    def _miss(self, produced: list[Event], i: int, matched: int, what: str) -> tuple[Any, str]:
        """(seq, reason) for the first of ``produced`` the export does not have."""
        recorded = self.events[i + matched] if i + matched < len(self.events) else None
        last = self.events[-1].get("seq") if self.events else None
        seq = recorded.get("seq") if recorded else last
        if matched >= len(produced):
            found = recorded.get("type") if recorded else "nothing"
            return seq, f"{what} gives no event (refused or empty) where {found} was recorded"
        expected = produced[matched]
        if recorded is None:
            return seq, f"{what} gives {expected.type} after the last recorded event"
        why = self._differs(expected, recorded, self.readers[0])
        return seq, f"{what}: {recorded.get('type')} differs from the replay ({why})"

    def _check_finished(self, seq: int, recorded: Any) -> None:
        result = self.rules.result(self.state)
        if result is None:
            raise Mismatch(seq, "recorded GameFinished, but by the rules the game goes on")
        why = self._result_differs(result.to_json(), recorded)
        if why:
            raise Mismatch(seq, f"GameFinished: {why}")
        self.finished_at = seq

    def _result_differs(self, result: dict[str, Any], recorded: Any) -> str | None:
        """Why ``recorded`` is not ``result`` as written for any reader still possible."""
        fits = [r for r in self.readers if self._render(result, r) == recorded]
        if not fits:
            return first_difference(self._render(result, self.readers[0]), recorded, "result")
        self.readers = fits
        return None

    def _check_result(self) -> None:
        recorded = self.doc["result"]
        if self.doc["status"] == "aborted":
            if recorded is not None:
                raise Mismatch(None, f"an aborted game has no result, recorded {_short(recorded)}")
            return
        if self.finished_at is None:
            last = self.events[-1].get("seq") if self.events else None
            raise Mismatch(last, "the export says finished, but records no GameFinished")
        why = self._result_differs(self.rules.result(self.state).to_json(), recorded)
        if why:
            raise Mismatch(None, why)
