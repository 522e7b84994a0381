"""Hidden information over every road out (issue 11): random games of every kind, played
through the real services by bots answering for their human seats; at random moments each
seat (and a spectator) reads everything it can, and every email and webhook body is read as
it is sent. No reading may name a card the rules did not show that reader at that moment
(nor the game's seed, which would replay every shuffle):
what the rules showed that reader so far (its views and prompts, and the secret part of the
events addressed to it), up to event N for ``?at=N``, and what a spectator was shown for
``?as=spectator``.

Seats also miss deadlines now and then (the rules' default, and the bot takes over after
three in a row), one player reads digests, and the webhooks use every format. Bounded:
GAMES tables, at most MOVES answers each, a reading round with probability 1/4 after each. The figures are printed with ``-s``.
"""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from random import Random

import pytest
from django.core import mail
from django.utils import timezone

from games import services
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.models import Event as EventRow
from games.models import Game, GameStatus
from notifications.outbound.delivery import notifications_deliver_due
from notifications.outbound.preferences import preferences_update
from notifications.outbound.schedule import digests_build
from notifications.outbound.webhooks import webhook_create
from tests.security.roads import Inbox, Reader, email_text
from tests.security.seeing import Knowledge, cards_in, leaks, text_of

# (kind, seats, options): every game of games/rules/, with its hidden-information options.
GAMES = [
    ("fine-arts", 3, {"bidding": "sealed"}),
    ("fine-arts", 2, {"bidding": "live"}),
    ("menagerie", 3, {"benefactors": "draft", "showcases": "draft"}),
    ("muse-renaissance", 4, {"mode": "competitive"}),
    ("muse-renaissance", 2, {"mode": "cooperative"}),
    ("wondrous-museum", 2, {}),
]
MOVES = 45
READ_CHANCE = 0.25
TIMEOUT_CHANCE = 0.12
FORMATS = ("json", "discord", "slack")
FIGURES: Counter[str] = Counter()
HOOK_URL = "https://93.184.215.14/hook/{}"  # a public address; the POST itself is captured


class Probe:
    """One game, its players, their inboxes, and the rules' record of what each may see."""

    def __init__(self, kind: str, seats: int, options: dict, users, rng: Random) -> None:
        self.kind, self.rng = kind, rng
        self.users = users[:seats]
        self.inbox = {u.email: Inbox() for u in self.users}
        self.hooks = {}
        for n, user in enumerate(self.users):
            webhook_create(user=user, url=HOOK_URL.format(user.pk), format=FORMATS[n % 3])
            self.hooks[f"/hook/{user.pk}"] = user.email
        # The first player takes turns and timeouts in a digest, the others at once.
        preferences_update(user=self.users[0], digest_hours=1,
                           modes={k: "digest" for k in ("your_turn", "timed_out", "game_started")})  # fmt: skip
        game = services.game_create(user=self.users[0], kind=kind, seats=seats, options=options)
        for user in self.users[1:]:
            game = services.game_join(user=user, game_id=game.pk)
        self.game = game
        self.knowledge = Knowledge(kind, seats)
        self.clock = timezone.now() - timedelta(days=30)
        self.readers = {None: Reader(None, game.pk)}
        self.seat_of = {}
        for seat in Game.objects.get(pk=game.pk).seats.all():
            self.readers[seat.number] = Reader(seat.user, game.pk)
            self.seat_of[seat.user.email] = seat.number
        self.catch_up()

    def catch_up(self) -> None:
        seen = len(self.knowledge.events)
        self.knowledge.follow(EventRow.objects.filter(game=self.game, seq__gt=seen).order_by("seq"))

    def over(self) -> bool:
        self.game = Game.objects.prefetch_related("seats").get(pk=self.game.pk)
        return self.game.status != GameStatus.ACTIVE

    def move(self) -> None:
        """One seat owing an answer gives a legal one through ``game_act``, or now and then
        misses its deadline (``game_time_out``: the rules' default; after three in a row
        the bot takes the seat and plays it on commit)."""
        prompts = self.knowledge.rules.prompts(self.knowledge.state)
        bots = {s.number for s in self.game.seats.all() if s.bot}
        humans = sorted(set(prompts) - bots)
        if not humans:
            return
        seat = self.rng.choice(humans)
        if self.rng.random() < TIMEOUT_CHANCE:
            services.game_time_out(game_id=self.game.pk, seat=seat, version=self.game.version)
            FIGURES["timeouts"] += 1
            return
        answer = bot_answer(self.knowledge.rules, self.knowledge.state, seat,
                            Rng(f"probe:{self.game.pk}:{len(self.knowledge.events)}"))  # fmt: skip
        services.game_act(user=self.users[seat], game_id=self.game.pk, version=self.game.version,
                          choices=answer.choices, text=answer.text, prompt_id=prompts[seat].id)  # fmt: skip
        FIGURES["moves"] += 1

    def check(self, viewer: int | None, road: str, body, bound: str, at: int | None = None):
        k = self.knowledge
        if self.over():
            return  # once the game is over everything is public
        # A spectator replay shows the public view: what a spectator was ever shown.
        hidden = k.hidden_from(None if bound == "spectator" else viewer, at)
        leaked = leaks(k.kind, body, hidden)
        if self.game.seed in text_of(body):  # the seed would replay every shuffle
            leaked.append("the game's seed")
        FIGURES[f"reads {road}"] += 1
        FIGURES["cards read"] += len(cards_in(k.kind, body))
        where = "spectator" if viewer is None else f"seat {viewer}"
        assert leaked == [], (
            f"{road} shows {where} hidden cards {leaked} ({self.kind}, event "
            f"{len(k.events)}): ...{_around(body, leaked[0])}..."
        )

    def read_all(self) -> None:
        version = len(self.knowledge.events)
        for viewer, reader in self.readers.items():
            for reading in reader.readings(version, self.rng):
                self.check(viewer, reading.road, reading.body, reading.bound, reading.at)

    def send_digests(self) -> None:
        """Build and send the digests as beat would, each round two hours after the last on a
        clock that starts in the past (a digest is sent once its time has come)."""
        self.clock += timedelta(hours=2)
        sent = len(mail.outbox)
        digests_build(now=self.clock)
        notifications_deliver_due(now=self.clock)
        self.read_mail(sent)

    def read_mail(self, sent_from: int) -> None:
        for message in mail.outbox[sent_from:]:
            FIGURES["digests"] += message.extra_headers.get("X-Vitrine-Kind") == "digest"
            for to in message.to:
                if to in self.seat_of:
                    self.check(self.seat_of[to], "email", email_text(message), "seat")

    def read_webhooks(self, posts: list[tuple[str, bytes]]) -> None:
        for url, body in posts:
            if url in self.hooks:
                self.check(self.seat_of[self.hooks[url]], "webhook", body, "seat")
        posts.clear()


def _around(body, card: str) -> str:
    text = text_of(body)
    i = text.find(card.strip("'"))
    return text[max(0, i - 200) : i + 80]


@pytest.fixture
def webhook_posts(monkeypatch):
    """What the delivery code POSTs, caught at its one network call (no traffic leaves)."""
    posts: list[tuple[str, bytes]] = []

    def capture(target, body, headers, timeout):
        posts.append((target.path, body))
        return 204

    monkeypatch.setattr("notifications.outbound.webhooks.post", capture)
    return posts


@pytest.mark.django_db
@pytest.mark.parametrize("kind,seats,options", GAMES, ids=[f"{k}-{s}" for k, s, _ in GAMES])
def test_no_road_ever_shows_a_seat_a_card_it_cannot_see(
    kind,
    seats,
    options,
    django_user_model,
    django_capture_on_commit_callbacks,
    webhook_posts,
    settings,
):
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 3  # the default: a seat goes to the bot now and then
    users = [django_user_model.objects.create_user(f"p{i}", f"p{i}@example.org")
             for i in range(seats)]  # fmt: skip
    rng = Random(f"roads-{kind}-{seats}")
    with django_capture_on_commit_callbacks(execute=True):
        probe = Probe(kind, seats, options, users, rng)
    probe.read_webhooks(webhook_posts)
    probe.read_mail(0)
    FIGURES["games"] += 1
    for _ in range(MOVES):
        if probe.over():
            break
        sent = len(mail.outbox)
        with django_capture_on_commit_callbacks(execute=True):
            probe.move()
        probe.catch_up()
        probe.read_mail(sent)
        probe.read_webhooks(webhook_posts)
        if rng.random() < READ_CHANCE:
            probe.send_digests()
            probe.read_all()
    probe.read_all()
    print(f"\n{kind}-{seats}: {dict(FIGURES)}")
    assert FIGURES["reads email"] and FIGURES["reads webhook"] and FIGURES["cards read"]
    assert FIGURES["digests"] or FIGURES["games"] < len(GAMES)
