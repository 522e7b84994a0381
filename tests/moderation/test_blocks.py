"""Blocking a player: no table talk from them is shown to the blocker, and neither can
seat the other by invitation (invitations and invite-only joins are refused, by name)."""

from __future__ import annotations

import pytest

from accounts.models import Block
from games import services
from notifications.models import Notification
from tests.moderation.conftest import started_nim

pytestmark = pytest.mark.django_db


def block(client, **body):
    return client.post("/api/me/blocks/", body, format="json")


def test_the_blocker_is_shown_no_talk_from_the_blocked_player(
    alice, bob, carol, as_alice, as_bob, as_carol
):
    game = services.game_create(user=alice, kind="nim", seats=3, options={"pile": 30})
    for user in (bob, carol):
        services.game_join(user=user, game_id=game.pk)
    for client, text in ((as_bob, "Hi all"), (as_carol, "Hello"), (as_bob, "Still here")):
        client.post(f"/api/games/{game.pk}/talk/", {"text": text}, format="json")
    answer = block(as_alice, game=game.pk, seat=1)
    assert answer.status_code == 201
    assert answer.json()["name"] == "Bob" and answer.json()["username"] == "bob"

    def heard(client):
        page = client.get(f"/api/games/{game.pk}/talk/").json()["messages"]
        return [m["text"] for m in page]

    assert heard(as_alice) == ["Hello"]
    assert heard(as_carol) == ["Hi all", "Hello", "Still here"]  # others still hear Bob
    listed = as_alice.get("/api/me/blocks/").json()
    assert [b["name"] for b in listed] == ["Bob"]
    assert as_alice.delete(f"/api/me/blocks/{listed[0]['id']}/").status_code == 204
    assert heard(as_alice) == ["Hi all", "Hello", "Still here"]


def test_a_page_of_blocked_talk_does_not_stop_the_blockers_paging(
    alice, bob, carol, as_alice, as_bob, as_carol
):
    """Alice blocked Bob, who then said more than a page's worth: Alice's page still
    reaches Carol's message after them, and the cursor moves past Bob's."""
    game = services.game_create(user=alice, kind="nim", seats=3, options={"pile": 30})
    for user in (bob, carol):
        services.game_join(user=user, game_id=game.pk)
    assert block(as_alice, game=game.pk, seat=1).status_code == 201
    for client, text in ((as_bob, "One"), (as_bob, "Two"), (as_bob, "Three"), (as_carol, "Hi")):
        client.post(f"/api/games/{game.pk}/talk/", {"text": text}, format="json")

    page = as_alice.get(f"/api/games/{game.pk}/talk/?limit=2").json()
    assert [m["text"] for m in page["messages"]] == ["Hi"]
    later = as_alice.get(f"/api/games/{game.pk}/talk/?after={page['next_after']}").json()
    assert later["messages"] == [] and later["next_after"] == page["next_after"]


def test_block_refusals_say_what_to_send(alice, bob, as_alice, as_bob):
    nothing = block(as_alice)
    assert nothing.status_code == 400 and "'username'" in nothing.json()["detail"]
    nobody = block(as_alice, username="zed")
    assert nobody.status_code == 404 and "no player called 'zed'" in nobody.json()["detail"]
    self_ = block(as_alice, username="alice")
    assert self_.status_code == 400 and "yourself" in self_.json()["detail"]
    assert block(as_alice, username="Bob").status_code == 201
    twice = block(as_alice, username="bob")
    assert twice.status_code == 400 and "already blocked Bob" in twice.json()["detail"]
    private = services.game_create(user=bob, kind="nim", seats=2, public=False)
    hidden = block(as_alice, game=private.pk, seat=0)
    assert hidden.status_code == 404  # a game Alice cannot see tells her nothing
    foreign = as_bob.delete(f"/api/me/blocks/{Block.objects.get().pk}/")
    assert foreign.status_code == 404
    assert Block.objects.count() == 1


def test_no_invitation_between_blocked_players_either_way(alice, bob, as_alice, as_bob):
    block(as_bob, username="alice")
    alice_game = as_alice.post("/api/games/", {"kind": "nim", "seats": 2, "public": False},
                               format="json").json()["id"]  # fmt: skip
    refused = as_alice.post(f"/api/games/{alice_game}/invite/", {"email": "bob@example.org"},
                            format="json")  # fmt: skip
    assert refused.status_code == 403
    assert "you and Bob have a block between you" in refused.json()["detail"]
    bob_game = as_bob.post("/api/games/", {"kind": "nim", "seats": 2, "public": False},
                           format="json").json()["id"]  # fmt: skip
    back = as_bob.post(f"/api/games/{bob_game}/invite/", {"email": "alice@example.org"},
                       format="json")  # fmt: skip
    assert back.status_code == 403 and "you and Alice" in back.json()["detail"]
    assert Notification.objects.filter(kind="invitation").count() == 0


def test_an_invite_only_table_refuses_a_blocked_player_but_a_public_one_does_not(
    alice, bob, as_bob
):
    block(as_bob, username="alice")
    private = services.game_create(user=alice, kind="nim", seats=2, public=False)
    joined = as_bob.post(f"/api/games/{private.pk}/join/", {"invite_code": private.invite_code},
                         format="json")  # fmt: skip
    assert joined.status_code == 403
    assert "cannot join this invite-only game: you and Alice" in joined.json()["detail"]
    assert private.seats.filter(user=bob).count() == 0
    public = started_nim(alice, bob)  # a public table is not an invitation
    assert public.seats.filter(user=bob).exists()
