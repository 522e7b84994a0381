"""After the soak: what the database kept must be exactly what the clients were told.

- Every game's events are numbered 1..version, with no gap and no duplicate.
- Replayed from its events alone (no snapshot), every game gives the state the API shows
  to each seat and to a spectator; its projection rows rebuilt from the events (in a
  transaction rolled back afterwards) equal the live ones.
- Every 409 was a real race: the body shows a later version than the one sent, and the
  event after the sent version was written before the 409 came back.
- Nothing was lost or doubled: the commands committed during the race (one timestamp per
  batch) are exactly the moves the clients were told were accepted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from django.core.serializers.json import DjangoJSONEncoder
from django.db import transaction

from benchmarks.soak.http import Api
from benchmarks.soak.players import Record, Table
from games import projections
from games.engine import get_kind
from games.media import decorate
from games.models import Event, Game, GameStatus, Seat
from games.names import render_for
from games.replay import fold_rows


@dataclass
class Audit:
    games: int = 0
    events: int = 0
    views: int = 0  # seat and spectator states compared with the replay
    batches: int = 0
    problems: list[str] = field(default_factory=list)


def _plain(value):
    return json.loads(json.dumps(value, cls=DjangoJSONEncoder))


def _expected(game: Game, state, seat: int | None) -> dict:
    rules = get_kind(game.kind)
    prompts = rules.prompts(state) if game.status == GameStatus.ACTIVE else {}
    prompt = prompts.get(seat) if seat is not None else None
    # The API writes the rules' seat tokens as names for its reader: so does the audit.
    return _plain({"version": game.version, "seat": seat, "status": game.status,
                   "view": render_for(game, decorate(game.kind, rules.view(state, seat)),
                                      seat=seat),
                   "text": render_for(game, rules.describe(state, seat), seat=seat),
                   "prompt": render_for(game, prompt.to_json(), seat=seat) if prompt else None,
                   "to_act": sorted(prompts)})  # fmt: skip


def _projection(game_id: int) -> dict:
    game = Game.objects.get(pk=game_id)
    seats = Seat.objects.filter(game_id=game_id).order_by("number")
    return _plain({"game": {f: getattr(game, f) for f in projections.GAME_FIELDS},
                   "seats": [{f: getattr(s, f) for f in projections.SEAT_FIELDS}
                             for s in seats]})  # fmt: skip


def _rebuilt(game_id: int) -> dict:
    with transaction.atomic():
        projections.rebuild(Game.objects.get(pk=game_id))
        rebuilt = _projection(game_id)
        transaction.set_rollback(True)  # the audit changes nothing
    return rebuilt


def _check_game(base: str, table: Table, audit: Audit) -> None:
    game = Game.objects.get(pk=table.game_id)
    rows = list(Event.objects.filter(game=game).order_by("seq", "id"))
    audit.events += len(rows)
    seqs = [r.seq for r in rows]
    if seqs != list(range(1, game.version + 1)):
        audit.problems.append(
            f"game {game.pk}: events numbered {seqs[:5]}... not 1..{game.version}"
        )
    state = fold_rows(get_kind(game.kind), rows)
    for seat, token in sorted(table.tokens.items()):
        shown = Api(base, token).get(f"/api/games/{game.pk}/state/")
        audit.views += 1
        keep = {k: (shown.body or {}).get(k) for k in ("version", "seat", "status", "view",
                                                      "text", "prompt", "to_act")}  # fmt: skip
        if keep != _expected(game, state, seat):
            audit.problems.append(f"game {game.pk} seat {seat}: the API shows another state "
                                  f"than the replay of its events (HTTP {shown.status})")  # fmt: skip
    spectator = Api(base, next(iter(table.tokens.values())))
    shown = spectator.get(f"/api/games/{game.pk}/state/?as=spectator")
    audit.views += 1
    if (shown.body or {}).get("view") != _expected(game, state, None)["view"]:
        audit.problems.append(f"game {game.pk}: the spectator's view differs from the replay")
    if _rebuilt(game.pk) != _projection(game.pk):
        audit.problems.append(f"game {game.pk}: its projection rows differ from a rebuild")


def audit_run(base: str, tables: list[Table], record: Record, first_event_id: int) -> Audit:
    """Check the database against the record of a race that began after event
    ``first_event_id``."""
    audit = Audit(games=len(tables))
    for table in tables:
        _check_game(base, table, audit)
    for o in record.of("conflict"):
        moved = Event.objects.filter(game_id=o.game_id, seq=(o.sent_version or 0) + 1).first()
        if o.seen_version is None or o.seen_version <= (o.sent_version or 0):
            audit.problems.append(f"game {o.game_id}: a 409 for version {o.sent_version} while "
                                  f"the game was at {o.seen_version}")  # fmt: skip
        elif moved is None or moved.created_at > o.at:
            audit.problems.append(f"game {o.game_id}: a 409 for version {o.sent_version} "
                                  "before any later move was written")  # fmt: skip
    batches = (Event.objects.filter(id__gt=first_event_id)
               .values_list("game_id", "created_at").distinct().count())  # fmt: skip
    audit.batches = batches
    accepted = len(record.of("accepted"))
    if batches != accepted:
        audit.problems.append(f"{accepted} moves were accepted but {batches} commands were "
                              "committed")  # fmt: skip
    return audit
