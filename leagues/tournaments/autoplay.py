"""Bots answering for a tournament's players, through the real command road: each answer is
the bot's decision for that seat (``games.thinking.decide_for_bot``) sent by
``services.game_act`` as that seat's user, like any player's move; seats the bot holds
(after timeouts) play by the bots' own road (``games.bots.bots_play``). The simulator and
the tests drive whole tournaments with it; the next round comes by itself when a round's
last game ends (``tasks``), or by ``rounds.advance`` where no worker runs the task. On a
ladder, the bots challenge as ``leagues.pairing.ladder_challenges`` says, through the
players' own command (``ladder.tournament_challenge``)."""

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
from leagues.pairing import ladder_challenges
from leagues.tournaments import events as ev
from leagues.tournaments import ladder, rounds, selectors


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
        .order_by("round__number", "pk")
        .values_list("game_id", flat=True)
    )


def play_running(
    tournament_id: int,
    level: str = NORMAL,
    seconds: float | None = None,
    each_game: Callable[[int], None] | None = None,
) -> None:
    """Play out every game of the tournament in play now."""
    for game_id in running_games(tournament_id):
        play_game(game_id, level=level, seconds=seconds)
        if each_game:
            each_game(game_id)


def play_tournament(
    tournament_id: int,
    *,
    level: str = NORMAL,
    seconds: float | None = None,
    each_game: Callable[[int], None] | None = None,
) -> Tournament:
    """Play every game of a started tournament, round after round, to its end (a ladder:
    as many waves of challenges as its rounds, then its organiser closes it)."""
    if Tournament.objects.get(pk=tournament_id).format == ev.LADDER:
        return play_ladder(tournament_id, level=level, seconds=seconds, each_game=each_game)
    while True:
        play_running(tournament_id, level, seconds, each_game)
        t = Tournament.objects.get(pk=tournament_id)
        if t.status == TournamentStatus.FINISHED:
            return t
        # The task queued after the round's last game pairs the next round; without a
        # worker (a management command, a test inside one transaction) do it here.
        if not rounds.advance(tournament_id) and not running_games(tournament_id):
            return t


def challenge_wave(tournament_id: int) -> list[int]:
    """Every free player challenges as a bot would (the highest free players within
    reach, from the bottom up); the challenges' numbers."""
    t = Tournament.objects.get(pk=tournament_id)
    busy = {u for g in running_games(tournament_id) for u in
            Game.objects.get(pk=g).seats.values_list("user_id", flat=True)}  # fmt: skip
    free = {str(u) for u in t.ladder if u not in busy}
    ladder_ids = tuple(str(u) for u in t.ladder)
    made = []
    for challenger, defenders in ladder_challenges(ladder_ids, free, int(t.params["reach"]),
                                                   t.table_size):  # fmt: skip
        user = t.entries.get(user_id=int(challenger)).user
        made.append(ladder.tournament_challenge(user=user, tournament_id=tournament_id,
                                                defenders=[int(d) for d in defenders]))  # fmt: skip
    return made


def play_ladder(
    tournament_id: int,
    *,
    level: str = NORMAL,
    seconds: float | None = None,
    each_game: Callable[[int], None] | None = None,
) -> Tournament:
    """Waves of challenges, each played out, then the organiser closes the ladder."""
    t = Tournament.objects.get(pk=tournament_id)
    for _ in range(t.rounds):
        if not selectors.challenges_open(Tournament.objects.get(pk=tournament_id)):
            break
        challenge_wave(tournament_id)
        play_running(tournament_id, level, seconds, each_game)
    t = Tournament.objects.get(pk=tournament_id)
    if selectors.challenges_open(t):
        ladder.tournament_close_challenges(user=t.organiser, tournament_id=tournament_id)
    ladder.settle(tournament_id)
    return Tournament.objects.get(pk=tournament_id)
