"""Rebuilding a game's rules state from its events, with snapshots for long games."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.conf import settings

from games.engine.rules import Rules
from games.models import Event, Game, Origin, Snapshot
from games.store import rules_rows, to_engine


def fold_rows(rules: Rules, rows: Iterable[Event], state: Any = None) -> Any:
    """Fold stored rows (table rows are skipped: the rules never see them)."""
    if state is None:
        state = rules.initial_state()
    for row in rows:
        if row.origin == Origin.RULES:
            state = rules.evolve(state, to_engine(row, rules))
    return state


def load_state(game: Game, rules: Rules, *, upto: int | None = None) -> Any:
    """The rules state after event ``upto`` (default: the latest), from the nearest
    snapshot made by this rules version, then the events after it."""
    upto = game.version if upto is None else upto
    snap = (
        Snapshot.objects.filter(game=game, rules_version=rules.rules_version, version__lte=upto)
        .order_by("-version")
        .first()
    )
    state, after = (rules.decode_state(snap.state), snap.version) if snap else (None, 0)
    return fold_rows(rules, rules_rows(game, after=after, upto=upto), state)


def maybe_snapshot(game: Game, rules: Rules, state: Any) -> None:
    """Keep a snapshot every VITRINE_SNAPSHOT_EVERY events (inside the command)."""
    every = settings.VITRINE_SNAPSHOT_EVERY
    last = (
        Snapshot.objects.filter(game=game, rules_version=rules.rules_version)
        .order_by("-version")
        .values_list("version", flat=True)
        .first()
        or 0
    )
    if every and game.version - last >= every:
        Snapshot.objects.create(
            game=game,
            version=game.version,
            rules_version=rules.rules_version,
            state=rules.encode_state(state),
        )
