"""The authorization matrix (issue 11): every endpoint of the API and every page with game
data, asked by six people about a public and a private game, answers the status written in
``matrix_table``; and no answer to anyone but the seat's player shows that seat's cards (its
hand, its prompt's options, its secret events).

The endpoints are enumerated from the OpenAPI schema and the URL conf, so a new endpoint
without a row fails ``test_every_endpoint_has_a_row``.
"""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.test import override_settings
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils import timezone
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from accounts.blocks import block_create
from accounts.models import ApiToken, Block, Vacation
from accounts.services import token_create, vacation_create
from games import services
from games.engine.bot import bot_answer
from games.engine.rng import Rng
from games.models import Event as EventRow
from games.models import Game
from games.replay import load_state
from notifications.models import DevMail
from notifications.outbound.delivery import notifications_deliver_due
from notifications.outbound.preferences import preferences_of
from notifications.outbound.webhooks import webhook_create
from notifications.tokens import unsubscribe_token
from talk.models import Message, Report
from talk.services import message_post
from tests.security.conftest import PROBE_SETTINGS
from tests.security.matrix_table import (
    API,
    KNOWN_HOLES,
    NO_GAME_DATA,
    PERSONAS,
    SEES_SEAT_1,
    WEB,
    Cell,
    parse,
)
from tests.security.matrix_table import cells as table_cells
from tests.security.seeing import Knowledge, leaks

KIND = "fine-arts"
ORGANISED = re.compile(r"/(tournaments|leagues|streams)/")
PASSWORD = "matrix-pass-9"
CELLS = table_cells(API) + table_cells(WEB)


class Table:
    """One game and the six people around it, as a matrix cell needs them."""

    def __init__(
        self, django_user_model, game: str, private: bool, organised: bool = False
    ) -> None:
        def user(name: str, **extra):
            return django_user_model.objects.create_user(
                username=name, email=f"{name}@example.org", password=PASSWORD, **extra
            )

        self.users = {p: user(p) for p in PERSONAS if p != "anonymous"}
        self.users["staff"].is_staff = True
        self.users["staff"].save()
        seats = 3 if game == "open" else 2
        g = services.game_create(user=self.users["creator"], kind=KIND, seats=seats,
                                 public=not private, join=False)  # fmt: skip
        for persona in ("other", "player"):  # seat 0, then seat 1
            services.game_join(user=self.users[persona], game_id=g.pk, invite_code=g.invite_code)
        if game == "bot":
            g = Game.objects.get(pk=g.pk)
            services.game_time_out(game_id=g.pk, seat=1, version=g.version)
        self.game = Game.objects.get(pk=g.pk)
        player = self.users["player"]
        self.token, _ = token_create(user=player, name="matrix")
        today = timezone.localdate()
        self.vacation = vacation_create(user=player, first_day=today + timedelta(days=60),
                                        last_day=today + timedelta(days=61))  # fmt: skip
        self.webhook = webhook_create(user=player, url="https://93.184.215.14/hook")
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("django.conf.settings.EMAIL_BACKEND",
                          "notifications.devmailbox.DevMailboxBackend")  # fmt: skip
            notifications_deliver_due(now=timezone.now() + timedelta(minutes=1))
        self.mail = DevMail.objects.filter(to=player.email).order_by("-pk").first()
        # Moderation rows: seat 1's table-talk message, and a block of seat 1's (of someone
        # outside the table); "pest" is whom a POST /api/me/blocks/ blocks.
        self.message = message_post(user=player, game_id=self.game.pk, text="Hello, table.")
        self.block = block_create(user=player, target=user("troll"))
        user("pest")
        if organised:
            self._organised()
        self.built = self.footprint()

    def footprint(self) -> tuple[int, ...]:
        """What cells change: the game's version and the rows they add or delete (equal to
        ``built`` as long as every cell before this one was rolled back)."""
        models = (get_user_model(), ApiToken, Vacation, Block, Game, EventRow, DevMail, Message,
                  Report)  # fmt: skip
        version = Game.objects.get(pk=self.game.pk).version
        return (version, *(model.objects.count() for model in models))

    def _organised(self) -> None:
        """Organised play around the table: a tournament the creator runs, with seats 0
        and 1's players registered (not started); a league the creator runs, whose first
        season they play; a webhook of the creator's on the tournament's stream."""
        from leagues.seasons.services import league_create, league_join, season_start
        from leagues.tournaments.services import tournament_create, tournament_register
        from notifications.outbound.event_webhooks import event_webhook_create

        creator = self.users["creator"]
        self.tournament = tournament_create(organiser=creator, title="Matrix Cup", kind=KIND,
                                            table_size=2)  # fmt: skip
        self.league = league_create(organiser=creator, name="Matrix League", kind=KIND,
                                    table_size=2, division_size=2)  # fmt: skip
        for persona in ("other", "player"):
            tournament_register(user=self.users[persona], tournament_id=self.tournament.pk)
            league_join(user=self.users[persona], league_id=self.league.pk)
        season_start(user=creator, league_id=self.league.pk)
        self.event_hook = event_webhook_create(user=creator, stream_id=self.tournament.stream_id,
                                               url="https://93.184.215.14/cup")  # fmt: skip

    def path(self, template: str) -> str:
        player = self.users["player"]
        ids = dict(
            game_id=self.game.pk, seat=1, token_id=self.token.pk, vacation_id=self.vacation.pk,
            webhook_id=self.webhook.pk, token=preferences_of(player).calendar_token
            if "calendar" in template else unsubscribe_token(player.pk, "all"),
            mail_id=self.mail.pk if self.mail else 0, masterpiece_id="MP01.jpg",
            message_id=self.message.pk, block_id=self.block.pk, user_id=player.pk,
            player_id=player.pk, kind=KIND,
        )  # fmt: skip
        return template.format(**{**ids, **self._organised_ids(template)})

    def _organised_ids(self, template: str) -> dict:
        if not ORGANISED.search(template):
            return {}
        return {"tournament_id": self.tournament.pk, "league_id": self.league.pk, "number": 1,
                "stream_id": self.tournament.stream_id, "webhook_id": self.event_hook.pk
                if "/streams/" in template else self.webhook.pk}  # fmt: skip

    def seat_of(self, persona: str) -> int | None:
        return {"other": 0, "player": 1}.get(persona)

    def body(self, method: str, template: str, persona: str) -> dict:
        """A request body the endpoint would accept from someone allowed to send it."""
        if template.endswith("/act/"):
            game = Game.objects.get(pk=self.game.pk)
            rules_state = load_state(game, _rules())
            seat = self.seat_of(persona)
            if seat is None or seat not in _rules().prompts(rules_state):
                seat = 1
            answer = bot_answer(_rules(), rules_state, seat, Rng("matrix"))
            return {"version": game.version, "choices": list(answer.choices)}
        if "/moderation/" in template or template.endswith("/report/"):
            return {"reason": "Matrix"}
        today = timezone.localdate()
        return {
            "/api/auth/token/": {"username": persona, "password": PASSWORD, "name": "m"},
            "/api/tokens/": {"name": "another"},
            "/api/me/": {"display_name": "Someone"},
            "/api/me/notifications/": {"digest_hours": 12},
            "/api/me/vacations/": {"first_day": str(today + timedelta(days=90)),
                                   "last_day": str(today + timedelta(days=91))},
            "/api/me/webhooks/": {"url": "https://93.184.215.14/other"},
            "/api/games/": {"kind": "nim", "seats": 2},
            "/api/games/{game_id}/invite/": {"email": "friend@example.org"},
            "/api/games/{game_id}/talk/": {"text": "Hello, table."},
            "/api/me/blocks/": {"username": "pest"},
            "/api/tournaments/": {"title": "Another Cup", "kind": "nim", "table_size": 2},
            "/api/tournaments/{tournament_id}/remove/": {"player": self.users["player"].pk},
            "/api/tournaments/{tournament_id}/replace/": {
                "player": self.users["player"].pk, "replacement": self.users["stranger"].pk},
            "/api/tournaments/{tournament_id}/challenges/": {"defenders": [self.users["other"].pk]},
            "/api/tournaments/{tournament_id}/adjudicate/": {
                "game": self.game.pk, "order": [[self.users["player"].pk]], "reason": "Stuck"},
            "/api/leagues/": {"name": "Another League", "kind": "nim", "table_size": 2,
                              "division_size": 4},
            "/api/streams/{stream_id}/webhooks/": {"url": "https://93.184.215.14/more"},
        }.get(template, {}) if method in ("POST", "PATCH") else {}  # fmt: skip

    def client(self, persona: str, page: bool = False) -> APIClient:
        """A client signed in as ``persona``: by session for a page, by token for the API."""
        client = APIClient()
        if persona != "anonymous":
            user = self.users[persona]
            if page:
                client.force_login(user)
            else:
                _, key = token_create(user=user, name="cell")
                client.credentials(HTTP_AUTHORIZATION=f"Bearer {key}")
        return client

    def secrets_of_seat_1(self, persona: str) -> frozenset[str]:
        """Seat 1's cards that ``persona`` may not see: what seat 1 is shown (its view,
        its prompt, its secret events) minus what the persona's own seat is shown."""
        rows = EventRow.objects.filter(game=self.game).order_by("seq")
        knowledge = Knowledge(KIND, self.game.seat_count)
        knowledge.follow(rows)
        return frozenset(knowledge.ever[1] - knowledge.ever[self.seat_of(persona)])


def _rules():
    from games.engine import get_kind

    return get_kind(KIND)


def _send(client: APIClient, method: str, path: str, body: dict):
    return getattr(client, method.lower())(path, body, format="json") if body else getattr(
        client, method.lower())(path)  # fmt: skip


def _table_for(cell: Cell) -> tuple[str, bool, bool]:
    """Which table a cell meets: its game, public or private, with organised play or not."""
    return cell.game, cell.private, bool(ORGANISED.search(cell.path))


def _params(cell: Cell):
    marks = [pytest.mark.xfail(strict=True, reason=KNOWN_HOLES)] if cell.known_hole else []
    return pytest.param(_table_for(cell), cell, id=cell.id, marks=marks)


@pytest.fixture(scope="module")
def table(request, django_db_setup, django_db_blocker):
    """The table of ``request.param`` (see ``_table_for``), built once for all the cells
    that meet it (pytest runs them one after another) inside a transaction rolled back
    afterwards. Each cell runs in its own transaction inside it, rolled back too: every
    cell starts from the table as built, whatever the cells before it did."""
    game, private, organised = request.param
    with django_db_blocker.unblock():
        outer = transaction.atomic()
        outer.__enter__()
        try:
            with override_settings(**PROBE_SETTINGS):
                built = Table(get_user_model(), game, private, organised)
        except BaseException:
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)
            raise
    yield built
    with django_db_blocker.unblock():
        transaction.set_rollback(True)
        outer.__exit__(None, None, None)


@pytest.mark.django_db
@pytest.mark.parametrize(("table", "cell"), [_params(c) for c in CELLS], indirect=["table"],
                         scope="module")  # fmt: skip
def test_each_person_gets_the_answer_in_the_table_and_no_other_seats_cards(
    table: Table, cell: Cell
):
    assert table.footprint() == table.built, "a cell before this one changed the table"
    guarded = frozenset()
    if cell.persona != "player":
        guarded = table.secrets_of_seat_1(cell.persona)
        assert guarded or cell.game == "open", "seat 1 holds cards nobody else sees"
    if (cell.persona, cell.path) in SEES_SEAT_1:
        guarded = frozenset()
    page = not cell.path.startswith("/api/")
    response = _send(table.client(cell.persona, page), cell.method, table.path(cell.path),
                     table.body(cell.method, cell.path, cell.persona))  # fmt: skip
    raw = b"".join(response.streaming_content) if response.streaming else response.content
    content = raw.decode("utf-8", "replace")
    assert response.status_code == cell.status, content[:300]
    assert leaks(KIND, content, guarded) == [], f"{cell.persona} sees seat 1's cards"


# --- the tables cover every endpoint ----------------------------------------------------
def _operations() -> set[tuple[str, str]]:
    paths = SchemaGenerator().get_schema(request=None, public=True)["paths"]
    return {(method.upper(), path) for path, ops in paths.items() for method in ops}


def _routes(resolver: URLResolver | None = None, prefix: str = "") -> set[str]:
    """Every route of the URL conf as ``/a/{name}/``, outside the API, the admin, allauth
    and anymail (which hold no game data)."""
    out: set[str] = set()
    for entry in (resolver or get_resolver()).url_patterns:
        route = prefix + str(entry.pattern)
        if route.startswith(("api/", "admin/", "anymail/", "static/")):
            continue
        if isinstance(entry, URLResolver):
            if "allauth" in str(entry.urlconf_name):
                continue
            out |= _routes(entry, route)
        elif isinstance(entry, URLPattern):
            out.add("/" + _braces(route))
    return out


def _braces(route: str) -> str:
    return re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route).replace("^", "").replace("$", "")


def test_every_endpoint_has_a_row():
    rows = {(m, p) for m, p, _, _ in parse(API)}
    assert rows == _operations(), "add a row to matrix_table.API for each new endpoint"
    pages = {p for _, p, _, _ in parse(WEB)}
    assert pages | NO_GAME_DATA == _routes(), "place each new page in WEB or NO_GAME_DATA"


def test_the_matrix_counts():
    # The figures quoted in the report; a row added or removed changes them on purpose.
    assert len(parse(API)) == 79 and len(parse(WEB)) == 7
    assert len(CELLS) == (79 + 7) * len(PERSONAS) * 2 == 1032
