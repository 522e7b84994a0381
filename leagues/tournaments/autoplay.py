"""Bots answering for a tournament's players, through the real command road: each answer is
the bot's decision for that seat (``games.thinking.decide_for_bot``) sent by
``services.game_act`` as that seat's user, like any player's move; seats the bot holds
(after timeouts) play by the bots' own road (``games.bots.bots_play``). The simulator and
the tests drive whole tournaments with it; the next round comes by itself when a round's
last game ends (``tasks``), or by ``rounds.advance`` where no worker runs the task."""

from __future__ import annotations

from collections.abc import Callable

from games import services
from games.bots import bots_play
from games.engine import get_kind
from games.engine.levels import NORMAL
from games.errors import StaleVersion
from games.models import Game, GameStatus
from games.projections import current_prompts
from games.replay import load_state
from games.thinking import decide_for_bot
from leagues.models import Tournament, TournamentStatus, TournamentTable
from leagues.tournaments import rounds


def play_game(game_id: int, *, level: str = NORMAL, seconds: float | None = None) -> int:
    """Play the game to its end; the number of answers the players' bots gave."""
    moves = 0
    while True:
        game = Game.objects.get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            return moves
        rules = get_kind(game.kind)
        state = load_state(game, rules)
        prompts = current_prompts(game, rules, state)
        seats = {s.number: s for s in game.seats.select_related("user")}
        people = [n for n in sorted(prompts) if seats[n].user_id and not seats[n].bot]
        if not people:
            if bots_play(game_id).moves == 0:
                return moves  # nobody can move: a stuck game, for the organiser to settle
            continue
        seat = people[0]
        answer = decide_for_bot(rules, state, seat, f"{game.seed}:player:{game.version}:{seat}",
                                level, seconds)  # fmt: skip
        try:
            services.game_act(user=seats[seat].user, game_id=game_id, version=game.version,
                              prompt_id=prompts[seat].id, choices=answer.choices,
                              text=answer.text)  # fmt: skip
        except StaleVersion:
            continue
        moves += 1


def running_games(tournament_id: int) -> list[int]:
    return list(
        TournamentTable.objects.filter(
            tournament_id=tournament_id, order__isnull=True, game__status=GameStatus.ACTIVE
        )
        .order_by("round__number", "number")
        .values_list("game_id", flat=True)
    )


def play_tournament(
    tournament_id: int,
    *,
    level: str = NORMAL,
    seconds: float | None = None,
    each_game: Callable[[int], None] | None = None,
) -> Tournament:
    """Play every game of a started tournament, round after round, to its end."""
    while True:
        games = running_games(tournament_id)
        for game_id in games:
            play_game(game_id, level=level, seconds=seconds)
            if each_game:
                each_game(game_id)
        t = Tournament.objects.get(pk=tournament_id)
        if t.status == TournamentStatus.FINISHED:
            return t
        # The task queued after the round's last game pairs the next round; without a
        # worker (a management command, a test inside one transaction) do it here.
        if not rounds.advance(tournament_id) and not running_games(tournament_id):
            return t
