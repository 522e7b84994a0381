"""The bulk export of a player's games: one finished game's ``/export/`` document per line,
only games the reader may export, filtered, resumable with ``after``, gzipped on request,
and checked by ``verify_export`` as any export is."""

from __future__ import annotations

import gc
import gzip
import io
import json
import subprocess
import sys
import tracemalloc
import zlib
from datetime import timedelta
from pathlib import Path

import pytest
from django.core.management import call_command
from django.utils import timezone
from rest_framework.test import APIClient

from api.exports import stream
from games import services
from games.bots import bots_play
from games.models import Game
from tests.api.openapi_check import check
from tests.conftest import client_for

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]


def finished(creator, kind: str = "nim", *, others=(), public: bool = True, bots: int = 1,
             options: dict | None = None) -> Game:  # fmt: skip
    """A game of ``creator`` (seat 0), ``others`` and easy bots, played to the end: each
    person resigns at once and the bots play their seats on."""
    seats = 1 + len(others) + bots
    game = services.game_create(user=creator, kind=kind, seats=seats, public=public,
                                bot_levels=["easy"] * bots, options=options)  # fmt: skip
    for other in others:
        services.game_join(user=other, game_id=game.pk, invite_code=game.invite_code)
    for person in (creator, *others):
        if Game.objects.get(pk=game.pk).status == "active":
            services.game_resign(user=person, game_id=game.pk)
    bots_play(game.pk)
    game = Game.objects.get(pk=game.pk)
    assert game.status == "finished", game.status
    return game


def running(creator, *, public: bool = True) -> Game:
    game = services.game_create(user=creator, kind="nim", seats=2, public=public,
                                bot_levels=["easy"])  # fmt: skip
    assert game.status == "active"
    return game


def url(user, query: str = "") -> str:
    return f"/api/players/{user.pk}/games/export/" + (f"?{query}" if query else "")


def body(response) -> bytes:
    return b"".join(response.streaming_content)


def lines(response) -> list[bytes]:
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"] == "application/x-ndjson"
    raw = body(response)
    assert raw == b"" or raw.endswith(b"\n")
    return raw.splitlines()


def ids(response) -> list[int]:
    return [json.loads(line)["id"] for line in lines(response)]


def export_of(client, game: Game) -> bytes:
    response = client.get(f"/api/games/{game.pk}/export/")
    assert response.status_code == 200
    return response.content


@pytest.fixture
def tables(alice, bob, carol):
    """Alice's games: public with Bob, private with Bob, private alone, aborted before the
    start, and one still running; a private game of Bob and Carol's; Carol's own."""
    aborted = services.game_create(user=alice, kind="nim", seats=3)
    services.game_abort(user=alice, game_id=aborted.pk)
    return {
        "public": finished(alice, others=[bob]),
        "private_with_bob": finished(alice, others=[bob], public=False),
        "private_alone": finished(alice, public=False),
        "aborted": Game.objects.get(pk=aborted.pk),
        "running": running(alice),
        "bob_and_carol": finished(bob, others=[carol], public=False),
        "carols": finished(carol),
    }


def test_each_line_is_the_game_s_own_export_document_and_running_games_are_left_out(
    tables, alice, as_alice
):
    response = as_alice.get(url(alice))
    assert response["Content-Disposition"] == (
        f'attachment; filename="vitrine-player-{alice.pk}-games.ndjson"'
    )
    got = lines(response)
    over = [tables[n] for n in ("public", "private_with_bob", "private_alone", "aborted")]
    assert got == [export_of(as_alice, g) for g in sorted(over, key=lambda g: g.pk)]
    docs = [json.loads(line) for line in got]
    assert tables["running"].pk not in [d["id"] for d in docs]
    assert {d["status"] for d in docs} == {"finished", "aborted"}
    assert all(d["seed"] for d in docs)  # over: the seed is public


def test_nobody_gets_a_private_game_they_could_not_export_alone(
    tables, alice, bob, carol, as_bob, as_carol
):
    aborted, public = tables["aborted"].pk, tables["public"].pk  # both public, in id order
    # Bob reads Alice's games: the public ones and the private one he sat at.
    assert ids(as_bob.get(url(alice))) == [aborted, public, tables["private_with_bob"].pk]
    # Carol and an anonymous reader: the public ones only; Alice: Bob's private game with
    # Carol is not hers to read, whoever's list she asks for.
    assert ids(as_carol.get(url(alice))) == [aborted, public]
    assert ids(APIClient().get(url(alice))) == [aborted, public]
    assert ids(client_for(alice).get(url(bob))) == [public, tables["private_with_bob"].pk]
    assert ids(as_carol.get(url(bob))) == [public, tables["bob_and_carol"].pk]
    # Each line is what that reader's /export/ gives ("you" is the reader).
    assert lines(as_bob.get(url(alice)))[1] == export_of(as_bob, tables["public"])
    # A running public game's /export/ is open to all, but never part of a bulk export.
    assert tables["running"].pk not in ids(APIClient().get(url(alice)))


def test_an_unknown_player_is_a_404(as_alice):
    response = as_alice.get("/api/players/999999/games/export/")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"
    assert response.json()["detail"].startswith("There is no player 999999")


def test_kind_since_and_until_filter_the_games(alice, as_alice):
    nim = finished(alice)
    arts = finished(alice, "fine-arts", bots=2)
    assert ids(as_alice.get(url(alice, "kind=fine-arts"))) == [arts.pk]
    assert ids(as_alice.get(url(alice, "kind=nim"))) == [nim.pk]
    # Move Nim's finish to two days ago (a projection column; the events are untouched).
    earlier = timezone.now() - timedelta(days=2)
    Game.objects.filter(pk=nim.pk).update(finished_at=earlier)
    yesterday = (timezone.now() - timedelta(days=1)).date().isoformat()
    day_of_nim = earlier.date().isoformat()
    assert ids(as_alice.get(url(alice, f"since={yesterday}"))) == [arts.pk]
    assert ids(as_alice.get(url(alice, f"until={day_of_nim}"))) == [nim.pk]  # the whole day
    instant = earlier.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    assert ids(as_alice.get(url(alice, f"since={instant}"))) == [nim.pk, arts.pk]
    assert ids(as_alice.get(url(alice, f"until={instant}"))) == []  # before that instant
    assert ids(as_alice.get(url(alice, f"since={day_of_nim}&until={day_of_nim}"))) == [nim.pk]
    assert ids(as_alice.get(url(alice, "kind=menagerie"))) == []


def test_resuming_with_after_gives_the_rest_with_nothing_repeated_or_missed(alice, as_alice):
    games = [finished(alice) for _ in range(5)]
    whole = lines(as_alice.get(url(alice)))
    assert [json.loads(line)["id"] for line in whole] == [g.pk for g in games]
    got, after, calls = [], 0, 0
    while True:
        page = lines(as_alice.get(url(alice, f"limit=2&after={after}")))
        calls += 1
        got += page
        if len(page) < 2:
            break
        after = json.loads(page[-1])["id"]
    assert got == whole and calls == 3
    # A stream cut mid-line: resume after the last complete line.
    cut = b"\n".join(whole)[: len(whole[0]) + len(whole[1]) // 2]
    complete = cut.split(b"\n")[:-1]
    rest = lines(as_alice.get(url(alice, f"after={json.loads(complete[-1])['id']}")))
    assert complete + rest == whole


def test_gzip_when_asked_decodes_to_the_same_bytes(alice, as_alice):
    for _ in range(3):
        finished(alice)
    plain = body(as_alice.get(url(alice)))
    zipped = as_alice.get(url(alice), HTTP_ACCEPT_ENCODING="br, gzip;q=0.8")
    assert zipped["Content-Encoding"] == "gzip" and "Accept-Encoding" in zipped["Vary"]
    chunks = list(zipped.streaming_content)
    packed = b"".join(chunks)
    assert gzip.decompress(packed) == plain and len(packed) < len(plain)
    # Each line is flushed whole: a download cut after two lines' chunks decodes to them.
    partial = zlib.decompressobj(zlib.MAX_WBITS | 16).decompress(b"".join(chunks[:2]))
    assert partial == b"".join(line + b"\n" for line in plain.splitlines()[:2])
    for refused in ("gzip;q=0", "identity", "", "br"):
        response = as_alice.get(url(alice), HTTP_ACCEPT_ENCODING=refused)
        assert not response.has_header("Content-Encoding") and body(response) == plain
    assert as_alice.get(url(alice), HTTP_ACCEPT_ENCODING="*")["Content-Encoding"] == "gzip"


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("kind=chess", "'kind' must be one of: "),
        ("since=yesterday", "'since' must be an ISO 8601 date (2026-12-01) or date-time"),
        ("until=2026-13-01", "'until' must be an ISO 8601 date"),
        ("since=2026-12-02&until=2026-12-01", "'until' must come after 'since'."),
        ("limit=0", "'limit' must be a whole number from 1 to"),
        ("after=-1", "'after' must be a whole number from 0 to"),
    ],
)
def test_bad_parameters_are_a_400_that_says_what_to_send(alice, as_alice, query, words):
    finished(alice)
    response = as_alice.get(url(alice, query))
    assert response.status_code == 400
    check("GET", url(alice), response)
    assert response.json()["code"] == "illegal" and words in response.json()["detail"]
    if query == "kind=chess":
        assert "fine-arts" in response.json()["detail"] and "nim" in response.json()["detail"]


def test_a_refusal_is_json_whatever_the_client_accepts(alice, as_alice):
    response = as_alice.get(url(alice, "limit=x"), HTTP_ACCEPT="application/x-ndjson")
    assert response.status_code == 400 and response["Content-Type"] == "application/json"
    assert lines(as_alice.get(url(alice), HTTP_ACCEPT="application/x-ndjson")) == []


def test_the_answer_fits_the_schema(alice, as_alice):
    finished(alice)
    finished(alice, "menagerie", bots=2)
    response = as_alice.get(url(alice))
    check("GET", url(alice), response)  # each line against the schema's ExportOut
    assert len(lines(response)) == 2


def test_limit_above_its_maximum_gives_the_maximum(alice, as_alice, monkeypatch):
    games = [finished(alice) for _ in range(3)]
    monkeypatch.setattr(stream, "MAX_LIMIT", 2)
    assert ids(as_alice.get(url(alice, "limit=99999"))) == [g.pk for g in games[:2]]


def test_bulk_exports_are_rate_limited_per_reader(alice, as_alice, as_bob, settings):
    settings.VITRINE_RATE_LIMITS = {**settings.VITRINE_RATE_LIMITS, "export": "2/hour"}
    assert as_alice.get(url(alice)).status_code == 200
    assert as_alice.get(url(alice, "kind=nim")).status_code == 200
    refused = as_alice.get(url(alice))
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert "try again in" in refused.json()["detail"]
    assert as_bob.get(url(alice)).status_code == 200  # counted per reader
    assert as_alice.get("/api/games/").status_code == 200  # other reads are not limited


def _peak(client, path: str) -> tuple[int, int]:
    """The peak of Python's allocations while the stream is read, and the bytes read. The
    collector runs between chunks: the database wrappers leave reference cycles behind
    every query, garbage it frees, not memory the stream holds. What was there before the
    stream is frozen (left out of those collections: a full one over the whole process
    took about half a second, a hundred times)."""
    gc.collect()
    gc.freeze()
    tracemalloc.start()
    try:
        sent = 0
        for chunk in client.get(path).streaming_content:
            sent += len(chunk)
            gc.collect()
        return tracemalloc.get_traced_memory()[1], sent
    finally:
        tracemalloc.stop()
        gc.unfreeze()


def test_memory_stays_flat_from_30_to_60_games(alice, as_alice, monkeypatch):
    """Not a timing: memory. 30 more games add what they weigh to the stream, and next to
    nothing to the memory it takes (the first reads of a process fill bounded caches)."""
    monkeypatch.setattr(stream, "BATCH", 5)  # so that 60 games take twelve reads
    for _ in range(60):
        finished(alice)
    _peak(as_alice, url(alice, "limit=10"))  # what the first requests of a process load
    small, thirty = _peak(as_alice, url(alice, "limit=30"))
    large, sixty = _peak(as_alice, url(alice))
    print(f"\npeak for 30 games: {small:,} B ({thirty:,} B sent); for 60: {large:,} B "
          f"({sixty:,} B sent)")  # fmt: skip
    assert large - small < (sixty - thirty) / 4, (small, large, thirty, sixty)


def _bulk_file(tmp_path: Path, client, player, name: str = "games.ndjson") -> Path:
    path = tmp_path / name
    response = client.get(url(player), HTTP_ACCEPT_ENCODING="gzip")
    path.write_bytes(gzip.decompress(body(response)))
    return path


def _verify(path: Path) -> tuple[int, str]:
    out = io.StringIO()
    try:
        call_command("verify_export", str(path), stdout=out)
    except SystemExit as exit_:
        return int(exit_.code), out.getvalue()
    return 0, out.getvalue()


def test_verify_export_passes_on_a_bulk_file_and_fails_on_a_tampered_line(
    alice, bob, as_alice, tmp_path
):
    # The four kinds Vitrine ships (Nim is the tests' own, unknown to a bare checkout);
    # Bob sits at one, so it is a table of people and a bot.
    games = [finished(alice, "fine-arts", others=[bob], bots=1),
             finished(alice, "menagerie", bots=2), finished(alice, "muse-renaissance", bots=2),
             finished(alice, "wondrous-museum", bots=2)]  # fmt: skip
    path = _bulk_file(tmp_path, as_alice, alice)
    code, out = _verify(path)
    assert code == 0, out
    for game in games:
        assert f"game {game.pk} ({game.kind}): ok" in out
    assert f"{len(games)} ok, 0 failed" in out
    # Without Vitrine: the stand-alone verifier, no Django settings, on the same file.
    env = {"PATH": "/usr/bin:/bin"}  # no settings, no database
    alone = subprocess.run([sys.executable, "-m", "games.verify", str(path)], cwd=ROOT,
                           env=env, capture_output=True, text=True, timeout=300)  # fmt: skip
    assert alone.returncode == 0 and f"{len(games)} ok, 0 failed" in alone.stdout, alone

    # Tamper with one move of the Menagerie game: its line fails at that event.
    docs = [json.loads(line) for line in path.read_bytes().splitlines()]
    doc = next(d for d in docs if d["kind"] == "menagerie")
    moves = [e for e in doc["events"] if e["origin"] == "rules" and e["actor"] is not None]
    changed = moves[len(moves) // 2]
    changed["data"]["seat"] = (changed["data"].get("seat", changed["actor"]) + 1) % len(
        doc["seats"]
    )
    tampered = tmp_path / "tampered.ndjson"
    tampered.write_bytes(b"".join(json.dumps(d).encode() + b"\n" for d in docs))
    code, out = _verify(tampered)
    assert code == 1
    assert f"game {doc['id']} (menagerie): FAILED at event {changed['seq']}: " in out
    assert f"{len(games) - 1} ok, 1 failed" in out
