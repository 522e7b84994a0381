"""What a tournament's or league season's events tell its organiser's webhooks (rounds,
results, standings, the end), and who may manage them, from real stream events appended
through ``games.streams`` to real games, through the real followers, outbox and delivery (a
local receiver)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json

import pytest

from games import streams
from notifications.models import Kind, Notification, Webhook
from tests.conftest import client_for
from tests.notifications.conftest import nim_for_two
from tests.notifications.organised import (
    KIND,
    PATH,
    TITLE,
    append,
    emails_to,
    new_event,
    pair_round_one,
    table,
)

pytestmark = pytest.mark.django_db


def verify(secret: str, headers: dict, body: bytes) -> bool:
    """Standard Webhooks verification, written from the spec (not our code)."""
    key = base64.b64decode(secret.split("_", 1)[1])
    signed = f"{headers['webhook-id']}.{headers['webhook-timestamp']}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(sig == f"v1,{expected}" for sig in headers["webhook-signature"].split())


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
