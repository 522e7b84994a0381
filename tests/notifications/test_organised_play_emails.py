"""What a tournament's or league season's events tell its players by email (a round
paired, a bye, the final standings), from real stream events appended through
``games.streams`` to real games, through the real followers, outbox and delivery."""

from __future__ import annotations

import pytest
from django.core import mail

from games import streams
from notifications.models import Kind, Notification, Status
from notifications.outbound.schedule import digests_build
from tests.conftest import client_for
from tests.notifications.organised import (
    PATH,
    TITLE,
    append,
    emails_to,
    new_event,
    pair_round_one,
    table,
)

pytestmark = pytest.mark.django_db


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


def test_byes_in_two_events_at_the_same_point_are_two_emails(people, committed):
    """Each event's news is its own, even when both streams stand at the same version."""
    p = people
    first, second = new_event(p["Olga"]), new_event(p["Alice"])
    with committed():
        for stream_id in (first, second):
            append(stream_id, "RoundPaired", {"round": 1, "byes": [p["Erin"].pk], "tables": []})
    assert len(emails_to(p["Erin"], Kind.ROUND_PAIRED)) == 2
