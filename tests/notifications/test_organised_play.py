"""What a tournament's or league season's events tell people: the players' emails (a
round paired, a bye, the final standings) and the organiser's webhooks (rounds, results,
standings, the end), from real stream events appended through ``games.streams`` to real
games, through the real followers, outbox and delivery (a local receiver for webhooks)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json

import pytest
from django.core import mail

from games import services, streams
from notifications.models import Kind, Notification, Status, Webhook
from notifications.outbound.schedule import digests_build
from tests.conftest import client_for, make_user
from tests.notifications.conftest import nim_for_two
from tests.support.receiver import Receiver

pytestmark = pytest.mark.django_db
# The notifications follow any stream whose events speak the shared vocabulary
# (docs/organised-play-events.md); a kind no app projects keeps these tests on
# notifications' own road, whatever tournaments and seasons add to theirs.
KIND = "test-cup"
TITLE = "Spring Nim Swiss"
PATH = "/tournaments/7/"


@pytest.fixture
def people(django_user_model):
    return {n: make_user(django_user_model, n) for n in ("Olga", "Alice", "Bob", "Carol", "Dan",
                                                         "Erin")}  # fmt: skip


@pytest.fixture
def receiver(settings):
    r = Receiver()
    settings.VITRINE_WEBHOOK_ALLOW_PRIVATE = True  # the receiver is on loopback
    settings.VITRINE_WEBHOOK_PORTS = [r.port]
    yield r
    r.close()


def new_event(organiser) -> int:
    """A stream whose first event carries the shared vocabulary; returns its id."""

    def body(c: streams.StreamCommand) -> None:
        c.add("TournamentCreated", {"title": TITLE, "path": PATH, "organiser": organiser.pk,
                                    "kind": "nim", "seed_sha256": "0" * 64},
              secret={"seed": "s"})  # fmt: skip

    stream, _ = streams.create(KIND, body)
    return stream.pk


def append(stream_id: int, type_: str, data: dict) -> None:
    streams.run(stream_id, lambda c: c.add(type_, {"title": TITLE, "path": PATH, **data}))


def table(stream_id: int, *players):
    return services.game_create_table(kind="nim", players=list(players), part_of=stream_id,
                                      options={"pledges": False})  # fmt: skip


def pair_round_one(stream_id, p) -> tuple:
    g1 = table(stream_id, p["Alice"], p["Bob"])
    g2 = table(stream_id, p["Carol"], p["Dan"])
    append(stream_id, "RoundPaired", {
        "round": 1, "byes": [p["Erin"].pk],
        "tables": [{"table": 1, "game": g1.pk, "players": [p["Alice"].pk, p["Bob"].pk]},
                   {"table": 2, "game": g2.pk, "players": [p["Carol"].pk, p["Dan"].pk]}],
    })  # fmt: skip
    return g1, g2


def emails_to(user, kind: str) -> list:
    return [
        m for m in mail.outbox if m.to == [user.email] and m.extra_headers["X-Vitrine-Kind"] == kind
    ]


def verify(secret: str, headers: dict, body: bytes) -> bool:
    """Standard Webhooks verification, written from the spec (not our code)."""
    key = base64.b64decode(secret.split("_", 1)[1])
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(sig == f"v1,{expected}" for sig in headers["webhook-signature"].split())


# --- the players' emails --------------------------------------------------------------------


def test_a_paired_round_emails_each_player_their_table_mates_by_name(people, committed):
    p = people
    stream_id = new_event(p["Olga"])
    with committed():
        g1, g2 = pair_round_one(stream_id, p)
    [alice] = emails_to(p["Alice"], Kind.ROUND_PAIRED)
    assert alice.subject == f"[Vitrine] Round 1 of {TITLE}: you play Bob"
    assert f"You play Nim (test game) #{g1.pk} at table 1 with Bob." in alice.body
    assert f"http://127.0.0.1:8000/games/{g1.pk}/" in alice.body
    assert f"The event's page: http://127.0.0.1:8000{PATH}" in alice.body
    assert "seat" not in alice.body.lower() and "Carol" not in alice.body
    [dan] = emails_to(p["Dan"], Kind.ROUND_PAIRED)
    assert dan.subject == f"[Vitrine] Round 1 of {TITLE}: you play Carol"
    html = dan.alternatives[0][0]
    assert f'href="http://127.0.0.1:8000{PATH}"' in html and "with Carol." in html
    [erin] = emails_to(p["Erin"], Kind.ROUND_PAIRED)
    assert erin.subject == f"[Vitrine] Round 1 of {TITLE}: you have a bye"
    assert "You have a bye this round" in erin.body and "Play on the web" not in erin.body
    assert emails_to(p["Olga"], Kind.ROUND_PAIRED) == []  # the organiser does not play


def test_three_at_a_table_name_both_mates(people, committed):
    p = people
    stream_id = new_event(p["Olga"])
    with committed():
        g = table(stream_id, p["Alice"], p["Bob"], p["Carol"])
        append(
            stream_id,
            "RoundPaired",
            {
                "round": 2,
                "byes": [],
                "tables": [
                    {
                        "table": 1,
                        "game": g.pk,
                        "players": [p["Alice"].pk, p["Bob"].pk, p["Carol"].pk],
                    }
                ],
            },
        )
    [bob] = emails_to(p["Bob"], Kind.ROUND_PAIRED)
    assert bob.subject == f"[Vitrine] Round 2 of {TITLE}: you play Alice and Carol"


def test_the_end_emails_each_player_their_final_place(people, committed):
    p = people
    stream_id = new_event(p["Olga"])
    standings = [{"user": p[n].pk, "name": n, "rank": r, "points": pts}
                 for n, r, pts in (("Bob", 1, 4), ("Carol", 2, 3.5), ("Alice", 3, 1),
                                   ("Dan", 4, 0))]  # fmt: skip
    with committed():
        append(stream_id, "Finished", {"standings": standings, "seed": "s"})
    [carol] = emails_to(p["Carol"], Kind.EVENT_OVER)
    assert carol.subject == f"[Vitrine] {TITLE} is over: you placed 2 of 4"
    assert "You placed 2 of 4, with 3.5 points." in carol.body
    assert "1. Bob: 4 points" in carol.body and "2. Carol (you): 3.5 points" in carol.body
    [dan] = emails_to(p["Dan"], Kind.EVENT_OVER)
    assert "You placed 4 of 4, with 0 points." in dan.body and "(you)" not in dan.body
    assert emails_to(p["Erin"], Kind.EVENT_OVER) == []  # not in the standings


def test_preferences_turn_the_event_emails_off_or_into_the_digest(people, committed):
    p = people
    client_for(p["Alice"]).patch("/api/me/notifications/", {"modes": {"round_paired": "never"}},
                                 format="json")  # fmt: skip
    answer = client_for(p["Bob"]).patch("/api/me/notifications/",
                                        {"modes": {"round_paired": "digest",
                                                   "event_over": "never"}}, format="json")  # fmt: skip
    assert answer.status_code == 200
    assert answer.json()["modes"]["event_over"] == "never"
    stream_id = new_event(p["Olga"])
    with committed():
        g1, _ = pair_round_one(stream_id, p)
        append(
            stream_id,
            "Finished",
            {
                "seed": "s",
                "standings": [
                    {"user": p["Bob"].pk, "name": "Bob", "rank": 1, "points": 2},
                    {"user": p["Alice"].pk, "name": "Alice", "rank": 2, "points": 0},
                ],
            },
        )
    assert emails_to(p["Alice"], Kind.ROUND_PAIRED) == []
    assert len(emails_to(p["Alice"], Kind.EVENT_OVER)) == 1
    assert emails_to(p["Bob"], Kind.ROUND_PAIRED) == []
    assert emails_to(p["Bob"], Kind.EVENT_OVER) == []
    held = Notification.objects.get(user=p["Bob"], kind=Kind.ROUND_PAIRED)
    assert held.status == Status.HELD  # waits for Bob's digest
    assert len(emails_to(p["Carol"], Kind.ROUND_PAIRED)) == 1
    with committed():
        assert digests_build() == 1
    [digest] = emails_to(p["Bob"], Kind.DIGEST)
    assert f"-- Nim (test game) #{g1.pk} --" in digest.body
    assert f"Round 1 of {TITLE} is paired.\nYou play Nim (test game) #{g1.pk} at table 1 " \
           "with Alice." in digest.body  # fmt: skip


def test_the_one_click_unsubscribe_covers_the_new_kind(people, committed, client):
    p = people
    stream_id = new_event(p["Olga"])
    with committed():
        pair_round_one(stream_id, p)
    [alice] = emails_to(p["Alice"], Kind.ROUND_PAIRED)
    link = alice.extra_headers["List-Unsubscribe"].strip("<>")
    assert client.post(link.removeprefix("http://127.0.0.1:8000")).status_code == 200
    mail.outbox.clear()
    with committed():
        append(stream_id, "RoundPaired", {"round": 2, "byes": [p["Alice"].pk], "tables": []})
    assert emails_to(p["Alice"], Kind.ROUND_PAIRED) == []


def test_a_paired_round_in_a_rolled_back_transaction_tells_nobody(people, committed):
    p = people
    stream_id = new_event(p["Olga"])

    def body(c):
        c.add("RoundPaired", {"title": TITLE, "path": PATH, "round": 1,
                              "byes": [p["Erin"].pk], "tables": []})  # fmt: skip
        c.commit()
        raise RuntimeError("the pairing failed after its events")

    with committed(), pytest.raises(RuntimeError):
        streams.run(stream_id, body)
    assert not Notification.objects.filter(kind=Kind.ROUND_PAIRED).exists()
    assert mail.outbox == []


# --- the organiser's webhooks ---------------------------------------------------------------


def _register(client, stream_id, url, format="json"):
    return client.post(f"/api/streams/{stream_id}/webhooks/", {"url": url, "format": format},
                       format="json")  # fmt: skip


def _bodies(receiver) -> dict[str, list]:
    """Each POST the receiver got, by format (told apart by their shapes), verified later."""
    found: dict[str, list] = {"json": [], "discord": [], "slack": []}
    for headers, body in receiver.requests:
        doc = json.loads(body)
        fmt = "json" if "type" in doc else "discord" if "username" in doc else "slack"
        found[fmt].append((headers, body, doc))
    return found


def test_the_organisers_webhooks_hear_rounds_results_standings_and_the_end(
    people, receiver, committed
):
    p = people
    stream_id = new_event(p["Olga"])
    olga = client_for(p["Olga"])
    made = {f: _register(olga, stream_id, receiver.url, f).json() for f in ("json", "discord",
                                                                            "slack")}  # fmt: skip
    with committed():
        g1, g2 = pair_round_one(stream_id, p)
    got = _bodies(receiver)
    headers, body, doc = got["json"][-1]
    assert verify(made["json"]["secret"], headers, body)
    assert not verify(made["discord"]["secret"], headers, body)
    [item] = doc["notifications"]
    assert item["kind"] == "round_paired"
    assert item["title"] == f"Round 1 of {TITLE} is paired (2 tables)"
    assert item["event"] == {"id": stream_id, "title": TITLE,
                             "url": f"http://127.0.0.1:8000{PATH}", "division": None, "name": TITLE}  # fmt: skip
    assert item["details"]["tables"] == [
        {"table": 1, "game": g1.pk, "players": ["Alice", "Bob"]},
        {"table": 2, "game": g2.pk, "players": ["Carol", "Dan"]}]  # fmt: skip
    assert item["details"]["byes"] == ["Erin"]
    headers, body, doc = got["discord"][-1]
    assert verify(made["discord"]["secret"], headers, body)
    assert doc["content"] == (f"**Round 1 of {TITLE} is paired (2 tables)** "
                              f"<http://127.0.0.1:8000{PATH}>")  # fmt: skip
    headers, body, doc = got["slack"][-1]
    assert verify(made["slack"]["secret"], headers, body)
    assert doc["text"].startswith(f"*Round 1 of {TITLE} is paired (2 tables)*")

    receiver.requests.clear()
    with committed():
        append(stream_id, "ResultRecorded", {"round": 1, "table": 1, "game": g1.pk,
                                             "order": [[p["Bob"].pk], [p["Alice"].pk]],
                                             "points": {str(p["Bob"].pk): 2, str(p["Alice"].pk): 0},
                                             "adjudicated": False})  # fmt: skip
        append(stream_id, "ResultRecorded", {"round": 1, "table": 2, "game": g2.pk,
                                             "order": [[p["Carol"].pk, p["Dan"].pk]],
                                             "points": {str(p["Carol"].pk): 1, str(p["Dan"].pk): 1},
                                             "adjudicated": True})  # fmt: skip
    items = [i for _, _, d in _bodies(receiver)["json"] for i in d["notifications"]]
    titles = [i["title"] for i in items]
    assert titles == [
        f"Round 1, table 1 of {TITLE}: 1. Bob, 2. Alice",
        f"Standings of {TITLE} after round 1: 1. Bob, 2. Alice",
        f"Round 1, table 2 of {TITLE}: 1. Carol, 1. Dan (adjudicated)",
        f"Standings of {TITLE} after round 1: 1. Bob, 2. Carol, 2. Dan",
    ]
    result = items[0]
    assert result["game"] == g1.pk and result["url"] == f"http://127.0.0.1:8000/games/{g1.pk}/"
    assert result["details"]["results"] == [
        {"place": 1, "user": p["Bob"].pk, "name": "Bob", "points": 2},
        {"place": 2, "user": p["Alice"].pk, "name": "Alice", "points": 0}]  # fmt: skip
    assert [(s["rank"], s["name"], s["points"]) for s in items[3]["details"]["standings"]] == [
        (1, "Bob", 2), (2, "Carol", 1), (2, "Dan", 1), (4, "Alice", 0)]  # fmt: skip
    discord = [d["content"] for _, _, d in _bodies(receiver)["discord"]]
    assert any(f"**Standings of {TITLE} after round 1: 1. Bob, 2. Carol, 2. Dan**" in c
               for c in discord)  # fmt: skip

    receiver.requests.clear()
    with committed():
        append(
            stream_id,
            "Finished",
            {
                "seed": "the seed",
                "standings": [
                    {"user": p["Bob"].pk, "name": "Bob", "rank": 1, "points": 2},
                    {"user": p["Carol"].pk, "name": "Carol", "rank": 2, "points": 1},
                ],
            },
        )
    [(_, _, doc)] = _bodies(receiver)["json"]
    [over] = doc["notifications"]
    assert over["kind"] == "event_over" and over["title"] == f"{TITLE} is over: 1. Bob, 2. Carol"
    assert over["details"]["seed"] == "the seed" and over["details"]["players"] == 2
    assert "(you)" not in json.dumps(doc)  # a webhook has many readers
    assert emails_to(p["Olga"], Kind.EVENT_OVER) == []  # the organiser hears by webhook


def test_an_event_webhook_gets_only_its_events_news(people, receiver, committed):
    """The organiser's own games stay off the event's webhook, a player's webhook gets
    their round as their preferences say, and another event's news goes elsewhere."""
    p = people
    stream_id, other_id = new_event(p["Olga"]), new_event(p["Olga"])
    made = _register(client_for(p["Olga"]), stream_id, receiver.url).json()
    own = client_for(p["Alice"]).post("/api/me/webhooks/", {"url": receiver.url + "?alice"},
                                      format="json").json()  # fmt: skip
    with committed():
        nim_for_two(p["Olga"], p["Erin"])  # the organiser's own game: her news, not the event's
        append(other_id, "RoundPaired", {"round": 1, "byes": [p["Dan"].pk], "tables": []})
    assert receiver.requests == []
    assert Notification.objects.filter(webhook_id=made["id"]).count() == 0
    with committed():
        pair_round_one(stream_id, p)
    by_secret = {made["secret"]: [], own["secret"]: []}
    for headers, body in receiver.requests:
        for secret, found in by_secret.items():
            if verify(secret, headers, body):
                found.extend(i["kind"] for i in json.loads(body)["notifications"])
    assert by_secret[made["secret"]] == ["round_paired"]
    assert "round_paired" in by_secret[own["secret"]]  # Alice's own webhook: her table


def test_only_the_organiser_may_see_register_or_remove_an_events_webhooks(people, receiver):
    p = people
    stream_id = new_event(p["Olga"])
    olga, alice = client_for(p["Olga"]), client_for(p["Alice"])
    hook = _register(olga, stream_id, receiver.url).json()
    url = f"/api/streams/{stream_id}/webhooks/"
    for answer in (alice.get(url), _register(alice, stream_id, receiver.url),
                   alice.delete(f"{url}{hook['id']}/")):  # fmt: skip
        assert answer.status_code == 403
        assert answer.json()["detail"] == ("Only the organiser of this tournament or league "
                                           "season can manage its webhooks.")  # fmt: skip
    assert Webhook.objects.filter(stream_id=stream_id).count() == 1
    listed = olga.get(url).json()
    assert [(h["id"], h["url"], h["active"]) for h in listed] == [(hook["id"], receiver.url, True)]
    assert "secret" not in listed[0]
    # A player's own list and delete never reach an event's webhooks.
    assert olga.get("/api/me/webhooks/").json() == []
    assert olga.delete(f"/api/me/webhooks/{hook['id']}/").status_code == 404
    assert olga.delete(f"{url}{hook['id']}/").status_code == 204
    assert olga.delete(f"{url}{hook['id']}/").status_code == 404
    assert olga.get("/api/streams/999999/webhooks/").status_code == 404
    assert olga.get(f"/api/streams/{2**64}/webhooks/").status_code == 404
    assert olga.delete(f"{url}{2**64}/").status_code == 404


def test_bad_event_webhooks_are_a_clear_400_and_change_nothing(people, settings):
    p = people
    stream_id = new_event(p["Olga"])
    olga = client_for(p["Olga"])
    for url in ("http://127.0.0.1/hook", "http://169.254.169.254/latest/meta-data/",
                "http://[::ffff:10.0.0.1]/hook", "http://localhost/hook"):  # fmt: skip
        answer = _register(olga, stream_id, url)
        assert answer.status_code == 400, url
        assert "must point to a public internet address" in answer.json()["detail"]
    answer = _register(olga, stream_id, "https://93.184.215.14:6379/hook")
    assert answer.status_code == 400 and "6379 is not allowed" in answer.json()["detail"]
    answer = _register(olga, stream_id, "https://93.184.215.14/hook", format="teams")
    assert answer.status_code == 400 and "format" in answer.json()["fields"]
    answer = _register(olga, stream_id, "not a url")
    assert answer.status_code == 400 and "url" in answer.json()["fields"]
    assert not Webhook.objects.exists()
    for _ in range(5):
        assert _register(olga, stream_id, "https://93.184.215.14/hook").status_code == 201
    answer = _register(olga, stream_id, "https://93.184.215.14/hook")
    assert answer.status_code == 400 and "at most 5 webhooks" in answer.json()["detail"]
    assert Webhook.objects.filter(stream_id=stream_id).count() == 5


def test_a_stream_without_an_organiser_has_no_webhooks(people):
    stream, _ = streams.create(KIND, lambda c: c.add("Opened", {"title": "No one's"}))
    answer = _register(client_for(people["Olga"]), stream.pk, "https://93.184.215.14/hook")
    assert answer.status_code == 404


def test_byes_in_two_events_at_the_same_point_are_two_emails(people, committed):
    """Each event's news is its own, even when both streams stand at the same version."""
    p = people
    first, second = new_event(p["Olga"]), new_event(p["Alice"])
    with committed():
        for stream_id in (first, second):
            append(stream_id, "RoundPaired", {"round": 1, "byes": [p["Erin"].pk], "tables": []})
    assert len(emails_to(p["Erin"], Kind.ROUND_PAIRED)) == 2


def test_a_league_seasons_news_name_the_division(people, receiver, committed):
    """A season pairs and ranks each division on its own (its events add ``division``;
    the names are in its first event): the emails and the standings say which."""
    p = people
    title, path = "Museum League, season 3", "/leagues/2/seasons/3/"

    def start(c):
        c.add("SeasonStarted", {"title": title, "path": path, "organiser": p["Olga"].pk,
                                "kind": "nim", "seed_sha256": "0" * 64, "divisions": [
                                    {"division": 0, "name": "Premier", "players": []},
                                    {"division": 1, "name": "Second", "players": []}]})  # fmt: skip

    stream, _ = streams.create(KIND, start)
    _register(client_for(p["Olga"]), stream.pk, receiver.url)

    def told(type_, **data):
        streams.run(stream.pk, lambda c: c.add(type_, {"title": title, "path": path, **data}))

    with committed():
        top = table(stream.pk, p["Alice"], p["Bob"])
        low = table(stream.pk, p["Carol"], p["Dan"])
        told(
            "RoundPaired",
            round=1,
            division=0,
            byes=[],
            tables=[{"table": 1, "game": top.pk, "players": [p["Alice"].pk, p["Bob"].pk]}],
        )
        told(
            "RoundPaired",
            round=1,
            division=1,
            byes=[p["Erin"].pk],
            tables=[{"table": 1, "game": low.pk, "players": [p["Carol"].pk, p["Dan"].pk]}],
        )
        told(
            "ResultRecorded",
            round=1,
            division=0,
            table=1,
            game=top.pk,
            adjudicated=False,
            order=[[p["Bob"].pk], [p["Alice"].pk]],
            points={str(p["Bob"].pk): 1, str(p["Alice"].pk): 0},
        )
        told(
            "ResultRecorded",
            round=1,
            division=1,
            table=1,
            game=low.pk,
            adjudicated=False,
            aborted=True,
            order=[],
            points={},
        )
        told(
            "Finished",
            seed="s",
            standings=[
                {"user": p["Bob"].pk, "name": "Bob", "rank": 1, "points": 1, "division": 0},
                {"user": p["Alice"].pk, "name": "Alice", "rank": 2, "points": 0, "division": 0},
                {"user": p["Carol"].pk, "name": "Carol", "rank": 1, "points": 0, "division": 1},
                {"user": p["Dan"].pk, "name": "Dan", "rank": 1, "points": 0, "division": 1},
            ],
        )
    [alice] = emails_to(p["Alice"], Kind.ROUND_PAIRED)
    assert alice.subject == f"[Vitrine] Round 1 of {title} (Premier): you play Bob"
    [erin] = emails_to(p["Erin"], Kind.ROUND_PAIRED)
    assert erin.subject == f"[Vitrine] Round 1 of {title} (Second): you have a bye"
    [dan] = emails_to(p["Dan"], Kind.EVENT_OVER)
    assert dan.subject == f"[Vitrine] {title} is over: you placed 1 of 2 in Second"
    assert "1. Carol: 0 points" in dan.body and "Bob" not in dan.body
    items = [i for _, _, d in _bodies(receiver)["json"] for i in d["notifications"]]
    titles = [i["title"] for i in items]
    assert f"Round 1 of {title} (Premier) is paired (1 table)" in titles
    assert f"Standings of {title} (Premier) after round 1: 1. Bob, 2. Alice" in titles
    assert f"Round 1, table 1 of {title} (Second): ended without a result" in titles
    assert not any(t.startswith(f"Standings of {title} (Second)") for t in titles)
    over = next(i for i in items if i["kind"] == "event_over")
    assert over["title"] == f"{title} is over: 1. Bob, 2. Alice"
    assert [(s["division_name"], s["rank"], s["name"]) for s in over["details"]["standings"]] == [
        ("Premier", 1, "Bob"), ("Premier", 2, "Alice"), ("Second", 1, "Carol"),
        ("Second", 1, "Dan")]  # fmt: skip
