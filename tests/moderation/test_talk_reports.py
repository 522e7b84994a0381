"""Players report table-talk messages; moderators read the reports and hide messages.
Hiding is a record, never an edit: the text stays in the store for staff to read."""

from __future__ import annotations

import pytest

from talk.models import Message, Moderation, Report
from tests.moderation.conftest import started_nim

pytestmark = pytest.mark.django_db


def say(client, gid, text):
    return client.post(f"/api/games/{gid}/talk/", {"text": text}, format="json").json()["id"]


def report(client, gid, mid, reason="Insults"):
    return client.post(f"/api/games/{gid}/talk/{mid}/report/", {"reason": reason}, format="json")


def texts(client, gid):
    return [(m["name"], m["text"], m["hidden"])
            for m in client.get(f"/api/games/{gid}/talk/").json()["messages"]]  # fmt: skip


def test_a_player_reports_a_message_and_the_moderators_see_who_and_why(
    alice, bob, as_alice, as_bob, as_mod
):
    gid = started_nim(alice, bob).pk
    mid = say(as_bob, gid, "You play like a turnip.")
    answer = report(as_alice, gid, mid, "  Rude to me  ")
    assert answer.status_code == 201
    assert answer.json()["reason"] == "Rude to me"
    listed = as_mod.get("/api/moderation/reports/").json()
    assert len(listed) == 1
    assert listed[0]["message"]["text"] == "You play like a turnip."
    assert listed[0]["author"]["username"] == "bob" and listed[0]["game"] == gid
    assert [(r["by"], r["reason"]) for r in listed[0]["reports"]] == [("alice", "Rude to me")]


def test_a_report_is_refused_with_a_reason_when_it_makes_no_sense(alice, bob, as_alice, as_bob):
    gid = started_nim(alice, bob).pk
    mine = say(as_alice, gid, "Hello")
    theirs = say(as_bob, gid, "Boo")
    own = report(as_alice, gid, mine)
    assert own.status_code == 400 and "your own message" in own.json()["detail"]
    empty = report(as_alice, gid, theirs, "   ")
    assert empty.status_code == 400 and "Give a reason" in empty.json()["detail"]
    assert report(as_alice, gid, theirs).status_code == 201
    twice = report(as_alice, gid, theirs)
    assert twice.status_code == 400 and "already reported" in twice.json()["detail"]
    missing = report(as_alice, gid, 999_999)
    assert missing.status_code == 404 and "no such message" in missing.json()["detail"]
    assert Report.objects.count() == 1


def test_a_stranger_cannot_report_a_message_of_a_game_they_cannot_see(alice, bob, as_bob, as_carol):
    gid = started_nim(alice, bob, public=False).pk
    mid = say(as_bob, gid, "Secret table")
    answer = report(as_carol, gid, mid)
    assert answer.status_code == 404
    assert Report.objects.count() == 0


def test_a_spectator_of_a_public_game_cannot_report_its_talk(
    alice, bob, as_alice, as_bob, as_carol
):
    gid = started_nim(alice, bob).pk
    mid = say(as_bob, gid, "Hello")
    answer = report(as_carol, gid, mid)
    assert answer.status_code == 403 and "players of this game" in answer.json()["detail"]
    # A message id from another game does not slip through this game's door either.
    other = started_nim(alice, bob).pk
    assert report(as_bob, other, say(as_alice, gid, "elsewhere")).status_code == 404
    assert Report.objects.count() == 0


def test_a_hidden_message_reads_as_hidden_to_players_and_in_full_to_staff(
    alice, bob, mod, as_alice, as_bob, as_mod
):
    gid = started_nim(alice, bob).pk
    mid = say(as_bob, gid, "Something vile")
    hidden = as_mod.post(f"/api/moderation/messages/{mid}/hide/", {"reason": "Abuse"},
                         format="json")  # fmt: skip
    assert hidden.status_code == 201 and hidden.json()["by"] == "maud"
    assert texts(as_alice, gid) == [("Bob", "message hidden by a moderator", True)]
    assert texts(as_bob, gid) == [("Bob", "message hidden by a moderator", True)]
    # The text is still in the store, unchanged; the moderators read it.
    assert Message.objects.get(pk=mid).text == "Something vile"
    assert as_mod.get("/api/moderation/reports/").json() == []  # hidden, but never reported
    report(as_alice, gid, mid)  # reporting a hidden message does no harm
    listed = as_mod.get("/api/moderation/reports/").json()
    assert listed[0]["message"] | {"at": None} == {
        "id": mid,
        "seat": 1,
        "name": "Bob",
        "text": "Something vile",
        "hidden": True,
        "at": None,
    }
    again = as_mod.post(f"/api/moderation/messages/{mid}/hide/", {"reason": "x"}, format="json")
    assert again.status_code == 400 and "already hidden" in again.json()["detail"]
    shown = as_mod.post(f"/api/moderation/messages/{mid}/show/", {"reason": "Misread"},
                        format="json")  # fmt: skip
    assert shown.status_code == 201
    assert texts(as_alice, gid) == [("Bob", "Something vile", False)]
    history = list(Moderation.objects.filter(message_id=mid).order_by("id")
                   .values_list("action", "by__username", "reason"))  # fmt: skip
    assert history == [("hidden", "maud", "Abuse"), ("shown", "maud", "Misread")]


def test_a_player_cannot_see_the_reports_or_hide_a_message(alice, bob, as_alice, as_bob):
    gid = started_nim(alice, bob).pk
    mid = say(as_bob, gid, "Hello")
    listing = as_alice.get("/api/moderation/reports/")
    assert listing.status_code == 403 and "moderators" in listing.json()["detail"]
    hide = as_alice.post(f"/api/moderation/messages/{mid}/hide/", {"reason": "x"}, format="json")
    assert hide.status_code == 403 and "Only moderators" in hide.json()["detail"]
    assert Moderation.objects.count() == 0
    assert texts(as_bob, gid) == [("Bob", "Hello", False)]


def test_moderation_records_are_append_only(alice, bob, mod, as_bob):
    from talk.moderation import message_hide

    gid = started_nim(alice, bob).pk
    record = message_hide(staff=mod, message_id=say(as_bob, gid, "x"), reason="Spam")
    record.reason = "something else"
    with pytest.raises(ValueError, match="append-only"):
        record.save()
    with pytest.raises(ValueError, match="append-only"):
        record.delete()
    assert Moderation.objects.get().reason == "Spam"
