"""The export (``GET export/``) writes its events in groups, encoded and named together
(``selectors.EXPORT_EVENTS``): what each reader gets must be, event for event, what the
events road (``GET events/``) gives them, redaction and names included, while the game
runs and after."""

from __future__ import annotations

import datetime as dt

import orjson
import pytest

from games import selectors, services
from games.models import Game, GameStatus

pytestmark = pytest.mark.django_db


def _events_road(user, game: Game) -> list[dict]:
    out, after = [], 0
    while page := selectors.game_events(user=user, game=game, after=after, limit=200):
        out += page
        after = page[-1]["seq"]
    return out


def _export_road(user, game: Game) -> list[dict]:
    return orjson.loads(b"".join(selectors.game_export(user=user, game=game)))["events"]


def _play(game: Game, seated: dict, until) -> Game:
    """Each seat to act answers its prompt's first options until ``until(game)``."""
    while not until(game):
        user = seated[game.to_act[0]]
        prompt = selectors.game_state(user=user, game=game)["prompt"]
        choices = tuple(o["id"] for o in prompt["options"][: max(prompt.get("min", 1), 1)])
        game = services.game_act(user=user, game_id=game.pk, version=game.version,
                                 choices=choices)  # fmt: skip
    return Game.objects.get(pk=game.pk)


def _seated(game: Game, users) -> dict:
    return {s.number: next(u for u in users if u.pk == s.user_id) for s in game.seats.all()}


def _same_for_every_reader(game: Game, readers) -> None:
    for user in readers:
        exported, read = _export_road(user, game), _events_road(user, game)
        for event in read:  # the events road gives the time as a string already
            assert isinstance(event["at"], str)
            dt.datetime.fromisoformat(event["at"])
        assert exported == read, user


def test_a_running_game_of_several_groups_reads_the_same_for_each_seat_and_a_spectator(
    alice, bob, carol
):
    # Museum of Fine Arts for three: each seat's revenue cards are dealt to it alone (its
    # hand, as in RULINGS.md R6), so each reader sees other secrets than the others.
    game = services.game_create(user=alice, kind="fine-arts", seats=3)
    game = services.game_join(user=bob, game_id=game.pk)
    game = services.game_join(user=carol, game_id=game.pk)
    game = _play(game, _seated(game, (alice, bob, carol)),
                 lambda g: g.version > 2 * selectors.EXPORT_EVENTS + 30)  # fmt: skip
    assert game.status == GameStatus.ACTIVE
    mine = _export_road(alice, game)
    assert len(mine) == game.version > 2 * selectors.EXPORT_EVENTS
    dealt = {user: {e["seq"] for e in _export_road(user, game)
                    if e["type"] == "RevenueDealt" and "secret" in e}
             for user in (alice, bob, carol, None)}  # fmt: skip
    assert dealt[alice] and dealt[bob] and dealt[alice].isdisjoint(dealt[bob])
    assert dealt[None] == set()  # a spectator sees no hand
    _same_for_every_reader(game, [alice, bob, carol, None])


def test_a_finished_game_shows_every_secret_in_both_roads(alice, bob):
    game = services.game_create(user=alice, kind="menagerie", seats=2)
    game = services.game_join(user=bob, game_id=game.pk)
    game = _play(game, _seated(game, (alice, bob)), lambda g: g.status != GameStatus.ACTIVE)
    assert game.status == GameStatus.FINISHED and game.version > selectors.EXPORT_EVENTS
    _same_for_every_reader(game, [alice, bob, None])
    secrets = [e for e in _export_road(None, game) if "secret" in e]
    assert secrets and all("secret_to" in e for e in secrets)
