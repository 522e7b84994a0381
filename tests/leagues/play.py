"""Playing games through the real services for organised play's tests: people answer
with the engine's random-legal bot (``tests.support.api_bot.legal_answer``) over
``services.game_act``, the deadline sweep times out whoever is told to sleep."""

from __future__ import annotations

from datetime import timedelta

from games import services
from games.deadlines.sweep import deadlines_sweep
from games.models import Game, GameStatus
from tests.support.api_bot import legal_answer


def play_out(game: Game, *, sleepers=(), clock=None, limit: int = 5000) -> Game:
    """Answer for every person until the game is over; a seat whose user is in
    ``sleepers`` misses its deadlines instead (``clock``, a time_machine traveller)."""
    for step in range(limit):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return game
        seats = {s.number: s for s in game.seats.all()}
        waiting = [n for n in game.to_act if not seats[n].bot]
        awake = [n for n in waiting if seats[n].user not in sleepers]
        if awake:
            n = awake[0]
            answer = legal_answer(game.pk, n, f"{game.pk}:{step}")
            services.game_act(user=seats[n].user, game_id=game.pk, version=game.version,
                              choices=answer.choices, text=answer.text)  # fmt: skip
        elif waiting:
            clock.shift(timedelta(days=15))
            deadlines_sweep()
        else:
            services.game_bot_move(game_id=game.pk)
    raise AssertionError(f"game {game.pk} did not end")


def table(kind: str, players, *, options=None, bots: int = 0, rated: bool = True) -> Game:
    """A game of ``kind`` for ``players`` (the first creates it), started."""
    game = services.game_create(user=players[0], kind=kind, seats=len(players) + bots,
                                options=options, bots=bots, rated=rated)  # fmt: skip
    for player in players[1:]:
        game = services.game_join(user=player, game_id=game.pk)
    return game
