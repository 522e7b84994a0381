"""Every text a person reads names players, never seat numbers: each game is played at
random through the platform (Alice and Bob by their display names, the rest bots), and at
every step the texts that leave Vitrine are read as each reader gets them: the API's
state (`text`, the prompt, strings in the view, the result), the event feed, the game
summary, the emails and webhook payloads of the notifications written, and the calendar.
A seat number left in a text ("Seat 0", "Player 2"), a token the platform did not write
("{seat:1}") or a verb that does not agree with "you" fails the test."""

from __future__ import annotations

import json
import re

import pytest
from icalendar import Calendar

from games import selectors, services
from games.bots import bots_play
from games.engine import all_kinds, get_kind
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.models import Game, GameStatus
from games.replay import load_state
from notifications.calendars.feed import calendar_feed
from notifications.models import Notification
from notifications.outbound import webhooks
from notifications.outbound.emails import build_email, message_context
from notifications.outbound.preferences import preferences_of
from tests.conftest import client_for

pytestmark = pytest.mark.django_db

LEFTOVERS = re.compile(r"\b(?:[Ss]eat|[Pp]layer) \d+\b|\{seat:")
# "you" with a verb written for someone else: the rules' sentences must read for everyone.
DISAGREES = re.compile(r"\b[Yy]ou (?:has|is|was|wins|holds|offers|takes|gets|does|plays)\b")
MUSE_COLOURS = re.compile(r"\b(?:Pink|Purple|Green|Blue|Red|Yellow|Orange): (?:voted|did not)")
GAMES = [("fine-arts", 3), ("menagerie", 2), ("muse-renaissance", 3), ("wondrous-museum", 3)]
MOVES = 40  # Alice's and Bob's moves per game; then bots play their seats to the end


def strings(value, path="") -> list[tuple[str, str]]:
    """Every string in a JSON value, with where it was found."""
    if isinstance(value, str):
        return [(path, value)]
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in strings(v, f"{path}.{k}")]
    if isinstance(value, list | tuple):
        return [x for v in value for x in strings(v, f"{path}[]")]
    return []


class Reader:
    """Collects the texts and remembers the faults (with where they were read)."""

    def __init__(self):
        self.faults: list[str] = []
        self.read = 0
        self.names_seen: set[str] = set()

    def check(self, where: str, value) -> None:
        for path, text in strings(value):
            self.read += 1
            for pattern in (LEFTOVERS, DISAGREES, MUSE_COLOURS):
                found = pattern.search(text)
                if found:
                    self.faults.append(f"{where}{path}: {found.group(0)!r} in {text[:200]!r}")
            for name in ("Alice", "Bob", "(bot)", "you", "You", "your", "Your"):
                if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text):
                    self.names_seen.add(name)


def read_everything(reader: Reader, game: Game, players, clients, seen_notes: set[int]) -> None:
    for who, user in [*players.items(), ("spectator", None)]:
        state = selectors.game_state(user=user, game=game, spectator=user is None)
        reader.check(f"{game.kind} state as {who}", {k: state[k] for k in
                     ("text", "prompt", "view", "result")})  # fmt: skip
    for who, client in clients.items():
        summary = client.get(f"/api/games/{game.pk}/").json()
        reader.check(f"{game.kind} summary as {who}", summary.get("result"))
        events = client.get(f"/api/games/{game.pk}/events/?limit=500").json()["events"]
        reader.check(f"{game.kind} events as {who}", [e.get("data") for e in events])
        export = client.get(f"/api/games/{game.pk}/export/").json()
        reader.check(f"{game.kind} export as {who}", [e.get("data") for e in export["events"]])
        reader.check(f"{game.kind} export's result as {who}", export.get("result"))
    for n in Notification.objects.filter(game=game).exclude(pk__in=seen_notes).order_by("pk"):
        seen_notes.add(n.pk)
        ctx = message_context(n)
        if ctx is None:
            continue
        email = build_email(n, ctx)
        reader.check(f"{game.kind} email {n.kind}", [email.subject, email.body,
                     email.alternatives[0][0]])  # fmt: skip
        item = webhooks._item(n, ctx)
        for fmt in ("json", "discord", "slack"):
            reader.check(f"{game.kind} webhook {fmt}", json.loads(json.dumps(
                webhooks.payload(fmt, [item]), default=str)))  # fmt: skip
    for who, user in players.items():
        feed = Calendar.from_ical(calendar_feed(token=preferences_of(user).calendar_token))
        for event in feed.walk("VEVENT"):
            reader.check(f"{game.kind} calendar of {who}", [str(event["summary"]),
                         str(event["description"])])  # fmt: skip


@pytest.mark.parametrize(("kind", "seats"), GAMES)
def test_no_text_names_a_seat_by_number(kind, seats, alice, bob):
    if kind not in {k.slug for k in all_kinds()}:
        pytest.skip(f"{kind} is not installed")
    rules = get_kind(kind)
    game = services.game_create(user=alice, kind=kind, seats=seats, bots=seats - 2)
    services.game_join(user=bob, game_id=game.pk)
    players = {"Alice": alice, "Bob": bob}
    by_seat = {s.number: s.user for s in Game.objects.get(pk=game.pk).seats.all() if s.user_id}
    clients = {"Alice": client_for(alice), "Bob": client_for(bob)}
    reader, seen_notes, rng = Reader(), set(), Rng(f"names:{kind}:{seats}")
    for move in range(MOVES):
        game = Game.objects.get(pk=game.pk)
        if move % 5 == 0:
            read_everything(reader, game, players, clients, seen_notes)
        if game.status != GameStatus.ACTIVE:
            break
        state = load_state(game, rules)
        prompts = rules.prompts(state)
        human = next((s for s in sorted(prompts) if s in by_seat), None)
        if human is None:
            bots_play(game.pk)
            continue
        answer = bot_answer(rules, state, human, rng)
        services.game_act(user=by_seat[human], game_id=game.pk, version=game.version,
                          choices=answer.choices, text=answer.text, prompt_id=prompts[human].id)  # fmt: skip
    # The end (scores, the winners, game-over emails): Alice and Bob resign, the bots finish.
    for user in (alice, bob):
        if Game.objects.get(pk=game.pk).status == GameStatus.ACTIVE:
            services.game_resign(user=user, game_id=game.pk)
    bots_play(game.pk)  # (on_commit does not run in this test)
    game = Game.objects.get(pk=game.pk)
    assert game.status == GameStatus.FINISHED
    read_everything(reader, game, players, clients, seen_notes)
    assert not reader.faults, "\n".join(reader.faults[:40])
    # The texts did name the players: display names, bots and "you".
    assert reader.read > 100
    assert {"Alice", "Bob"} & reader.names_seen and {
        "you",
        "You",
        "your",
        "Your",
    } & reader.names_seen
