"""A move's body is checked before anything happens: each malformed field gets a 400
naming it and what to send, the game does not move, and the next well-formed move is read
as if the bad ones never came. ``ActRequest`` copies its fields shallowly for speed
(api/games/serializers.py): these hold it to what DRF's deep copy gave."""

from __future__ import annotations

import pytest

from api.games.serializers import ActRequest
from games.models import Game
from tests.support.api_bot import nim_over_the_api

pytestmark = pytest.mark.django_db(transaction=True)

BAD = [
    ({"choices": ["1"]}, "version", "This field is required."),
    ({"version": "seven", "choices": ["1"]}, "version", "A valid integer is required."),
    ({"version": -1, "choices": ["1"]}, "version",
     "Ensure this value is greater than or equal to 0."),
    ({"version": 3, "choices": "1"}, "choices", 'Expected a list of items but got type "str".'),
    ({"version": 3, "choices": [{"take": 1}]}, "choices", "Not a valid string."),
    ({"version": 3, "text": "x" * 2001}, "text",
     "Ensure this field has no more than 2000 characters."),
]  # fmt: skip


def test_a_malformed_move_is_refused_by_field_and_changes_nothing(as_alice, as_bob):
    game_id, mover, state = nim_over_the_api(as_alice, as_bob)
    before = Game.objects.get(pk=game_id).version
    for body, field, words in BAD:
        response = mover.post(f"/api/games/{game_id}/act/", body, format="json")
        assert response.status_code == 400, body
        said = response.json()
        assert said["code"] == "invalid"
        assert field in said["detail"] and words in said["detail"], (body, said)
    assert Game.objects.get(pk=game_id).version == before
    # The next good move is read as it is: no error of the bad ones stays behind.
    choice = state["prompt"]["options"][0]["id"]
    moved = mover.post(f"/api/games/{game_id}/act/",
                       {"version": state["version"], "choices": [choice]}, format="json")  # fmt: skip
    assert moved.status_code == 200, moved.json()
    assert moved.json()["version"] > state["version"]


def test_each_request_has_fields_of_its_own_and_the_class_keeps_its_own_unbound():
    first, second = ActRequest(data={"version": 1}), ActRequest(data={"version": "x"})
    assert first.is_valid() and not second.is_valid()
    assert first.fields["version"] is not second.fields["version"]
    assert first.fields["version"].parent is first and second.fields["version"].parent is second
    assert first.validated_data == {"version": 1, "choices": [], "text": None, "prompt": None}
    assert all(f.parent is None for f in ActRequest._declared_fields.values())
    # the list's check of each item still refuses what is not a string, in either
    assert not ActRequest(data={"version": 1, "choices": [["a"]]}).is_valid()
    assert ActRequest(data={"version": 1, "choices": ["a", 7]}).is_valid()
