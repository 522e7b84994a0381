"""The two roads into organised play, each routed by the stream's kind ("tournament",
"season"), so that the games app and the stream store know nothing of either.

- A game organised play created knows its stream (``Game.part_of``). When it ends
  (GameFinished, or GameAborted by its creator or a moderator), the stream kind's
  ``on_game_over(game, stream_id)`` runs in the game's last transaction: the result is
  recorded with the game's last event, or neither is.
- Every commit on a stream (``games.streams``) reaches the kind's ``project(stream, rows)``
  in the same transaction, which keeps the kind's rows (standings, rounds, tables).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.models import Event, Game, Stream

GAME_OVER = ("GameFinished", "GameAborted")
GameOver = Callable[[Game, int], None]
Projector = Callable[[Stream, Sequence[Event]], None]
_game_over: dict[str, GameOver] = {}
_projectors: dict[str, Projector] = {}


def register(kind: str, *, on_game_over: GameOver, project: Projector) -> None:
    _game_over[kind] = on_game_over
    _projectors[kind] = project


def follow_game(game: Game, rows: Sequence[Event]) -> None:
    """A games follower (registered by the app): only games of a stream, at their end."""
    if game.part_of_id is None or not any(row.type in GAME_OVER for row in rows):
        return
    kind = Stream.objects.values_list("kind", flat=True).get(pk=game.part_of_id)
    if handler := _game_over.get(kind):
        handler(game, game.part_of_id)


def follow_stream(stream: Stream, rows: Sequence[Event]) -> None:
    """A stream follower (registered by the app)."""
    if projector := _projectors.get(stream.kind):
        projector(stream, rows)
