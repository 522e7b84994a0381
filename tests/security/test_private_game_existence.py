"""A private game answers an outsider exactly as a game that does not exist (issue 11: a
status or a message that differs tells a stranger the game is there, and how many seats it
has). For every endpoint about one game, asked by each outsider, the answer about the
private game equals the answer about a game id nobody has used."""

from __future__ import annotations

import pytest

from tests.security.matrix_table import API, KNOWN_HOLES, parse
from tests.security.test_authorization_matrix import Table, _send

OUTSIDERS = ("anonymous", "stranger", "staff")
MISSING = 987654
HOLES: set[str] = set()  # paths of known holes still open (xfail, strict); none now


def _rows():
    for method, path, game, _ in parse(API):
        if "{game_id}" not in path:
            continue
        for persona in OUTSIDERS:
            if persona == "staff" and path.startswith("/api/moderation/"):
                continue  # there staff are the moderators, not outsiders
            hole = path in HOLES and persona != "anonymous"
            marks = [pytest.mark.xfail(strict=True, reason=KNOWN_HOLES)] if hole else []
            yield pytest.param(method, path, game, persona, marks=marks,
                               id=f"{method} {path} {persona}")  # fmt: skip


@pytest.mark.django_db
@pytest.mark.parametrize("method,path,game,persona", list(_rows()))
def test_a_private_game_answers_outsiders_as_a_missing_one(
    method, path, game, persona, django_user_model
):
    table = Table(django_user_model, game, private=True)
    client = table.client(persona)
    body = table.body(method, path, persona)
    there = _send(client, method, table.path(path), body)
    real_id = table.game.pk
    table.game.pk = MISSING
    nowhere = _send(client, method, table.path(path), body)
    table.game.pk = real_id
    assert (there.status_code, there.json()) == (nowhere.status_code, nowhere.json())
