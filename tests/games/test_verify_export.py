"""The export verifier: every finished game's real export replays from its seed, and a
tampered line fails naming the game and the first event that differs."""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from games import services
from games.bots import bots_play
from games.engine import Event, all_kinds
from games.engine.registry import register, unregister
from games.verify import verify_game
from games.verify.cli import verify_stream
from tests.conftest import client_for, make_user
from tests.support.nim import Nim

ROOT = Path(__file__).resolve().parents[2]
KINDS = [k.slug for k in all_kinds()]
_EXPORTS: dict[str, dict] = {}  # plain JSON, kept across tests: playing games is slow


def _bot_game(user, slug: str) -> int:
    rules = next(k for k in all_kinds() if k.slug == slug)
    seats = max(rules.min_players, min(3, rules.max_players))
    game = services.game_create(user=user, kind=slug, seats=seats, bots=seats, join=False)
    bots_play(game.pk)
    return game.pk


def _human_game(alice) -> int:
    """Alice against two bots in Nim: she moves, misses a deadline, then resigns."""
    game = services.game_create(user=alice, kind="nim", seats=3, bots=2, options={"pile": 20})
    bots_play(game.pk)
    moved = timed_out = False
    for _ in range(60):
        game.refresh_from_db()
        if game.status != "active":
            break
        if 0 in game.to_act and not moved:
            services.game_act(user=alice, game_id=game.pk, version=game.version, choices=("1",))
            moved = True
        elif 0 in game.to_act and not timed_out:
            services.game_time_out(game_id=game.pk, seat=0, version=game.version)
            timed_out = True
        elif 0 in game.to_act:
            services.game_resign(user=alice, game_id=game.pk)
        bots_play(game.pk)
    return game.pk


@pytest.fixture
def exports(db, alice):
    """The real export (the API endpoint, downloaded by Alice) of a finished game of
    every kind, plus Alice's own game of Nim."""
    if not _EXPORTS:
        as_alice = client_for(alice)
        ids = {slug: _bot_game(alice, slug) for slug in KINDS}
        ids["nim-alice"] = _human_game(alice)
        for name, gid in ids.items():
            response = as_alice.get(f"/api/games/{gid}/export/")
            assert response.status_code == 200
            _EXPORTS[name] = json.loads(response.content)
            assert _EXPORTS[name]["status"] == "finished", name
    return copy.deepcopy(_EXPORTS)


def ndjson(tmp_path: Path, docs, name: str = "games.ndjson") -> Path:
    path = tmp_path / name
    path.write_bytes(b"".join(json.dumps(d).encode() + b"\n" for d in docs))
    return path


def run_command(path: Path) -> tuple[int, str]:
    out = io.StringIO()
    try:
        call_command("verify_export", str(path), stdout=out)
    except SystemExit as exit_:
        return int(exit_.code), out.getvalue()
    return 0, out.getvalue()


def test_every_kind_of_finished_game_passes(exports, tmp_path):
    code, out = run_command(ndjson(tmp_path, exports.values()))
    assert code == 0, out
    for doc in exports.values():
        assert f"game {doc['id']} ({doc['kind']}): ok" in out
    assert f"{len(exports)} games checked" in out and f"{len(exports)} ok, 0 failed" in out


def _rules_events(doc) -> list[dict]:
    return [e for e in doc["events"] if e["origin"] == "rules"]


def _failure(out: str, doc) -> str:
    return next(line for line in out.splitlines() if line.startswith(f"game {doc['id']} "))


def test_a_reshuffled_deck_fails_at_the_event_that_dealt_it(exports, tmp_path):
    doc = exports["menagerie"]
    dealt = next(e for e in _rules_events(doc)
                 if any(isinstance(v, list) and len(set(map(str, v))) > 1
                        for v in {**e["data"], **(e.get("secret") or {})}.values()))  # fmt: skip
    part = "secret" if any(isinstance(v, list) and len(v) > 1
                           for v in (dealt.get("secret") or {}).values()) else "data"  # fmt: skip
    key, cards = next((k, v) for k, v in dealt[part].items()
                      if isinstance(v, list) and len(set(map(str, v))) > 1)  # fmt: skip
    cards[0], cards[-1] = cards[-1], cards[0]
    others = [d for name, d in exports.items() if name != "menagerie"]
    code, out = run_command(ndjson(tmp_path, [*others[:2], doc, *others[2:]]))
    assert code == 1
    assert _failure(out, doc).startswith(f"game {doc['id']} (menagerie): FAILED at event "
                                         f"{dealt['seq']}: ")  # fmt: skip
    assert f"{part}.{key}" in _failure(out, doc)
    assert f"{len(exports) - 1} ok, 1 failed" in out


@pytest.mark.parametrize("slug", KINDS)
def test_a_changed_move_fails_at_that_event(exports, tmp_path, slug):
    doc = exports[slug]
    moves = [e for e in _rules_events(doc) if e["actor"] is not None]
    changed = moves[len(moves) // 2]
    changed["data"]["seat"] = (changed["data"].get("seat", changed["actor"]) + 1) % len(
        doc["seats"]
    )
    code, out = run_command(ndjson(tmp_path, [doc]))
    assert code == 1
    assert _failure(out, doc).startswith(f"game {doc['id']} ({slug}): FAILED at event "
                                         f"{changed['seq']}: ")  # fmt: skip


def test_a_changed_result_fails(exports, tmp_path):
    doc, finished = exports["fine-arts"], copy.deepcopy(exports["fine-arts"])
    winner = doc["result"]["winners"][0]
    doc["result"]["scores"][str(winner)] += 1
    event = next(e for e in finished["events"] if e["type"] == "GameFinished")
    event["data"]["result"]["ranks"] = {s: 1 for s in event["data"]["result"]["ranks"]}
    finished["id"] = "copy"
    code, out = run_command(ndjson(tmp_path, [doc, finished]))
    assert code == 1
    assert f"game {doc['id']} (fine-arts): FAILED: result.scores.{winner}: expected" in out
    assert (
        f"game copy (fine-arts): FAILED at event {event['seq']}: GameFinished: result.ranks" in out
    )


def test_a_changed_seed_fails_its_published_hash(exports, tmp_path):
    doc = exports["muse-renaissance"]
    doc["seed"] = doc["seed"][:-1] + ("0" if doc["seed"][-1] != "0" else "1")
    code, out = run_command(ndjson(tmp_path, [doc]))
    assert code == 1
    assert f"game {doc['id']} (muse-renaissance): FAILED: sha256(seed) is" in out


def test_a_seed_swapped_with_its_hash_fails_at_the_first_shuffle(exports, tmp_path):
    doc, other = exports["wondrous-museum"], exports["fine-arts"]
    doc["seed"], doc["seed_sha256"] = other["seed"], other["seed_sha256"]
    opening = next(e for e in doc["events"] if e["type"] == "GameStarted")
    verdict = verify_game(doc)
    assert not verdict.ok and verdict.seq is not None and verdict.seq > opening["seq"]


def test_a_player_s_own_export_names_them_you_and_still_passes(exports):
    doc = exports["nim-alice"]
    texts = json.dumps(doc["events"])
    assert any(e["type"] == "SeatTimedOut" for e in doc["events"])
    assert any(e["type"] == "SeatResigned" for e in doc["events"])
    assert verify_game(doc).ok, verify_game(doc).line()
    assert "Alice" in json.dumps(doc["seats"]) and "{seat:" not in texts


def test_one_pretty_printed_export_document_is_accepted(exports, tmp_path):
    path = tmp_path / "one.json"
    path.write_text(json.dumps(exports["nim"], indent=2))
    code, out = run_command(path)
    assert code == 0 and f"game {exports['nim']['id']} (nim): ok" in out


def test_bad_lines_are_named_and_the_good_ones_still_checked(exports, tmp_path, alice):
    running = services.game_create(user=alice, kind="nim", seats=2, bots=1)
    running_export = json.loads(client_for(alice).get(f"/api/games/{running.pk}/export/").content)
    unknown = {**exports["nim"], "kind": "chess"}
    path = tmp_path / "mixed.ndjson"
    path.write_bytes(b"\n".join([
        b"{not json", json.dumps(running_export).encode(), json.dumps(unknown).encode(),
        b"[1, 2]", json.dumps({"format": "vitrine-game-export/1", "id": 9}).encode(),
        json.dumps(exports["nim"]).encode(), b"",
    ]))  # fmt: skip
    code, out = run_command(path)
    lines = out.splitlines()
    assert code == 1
    assert lines[0].startswith("line 1: BAD INPUT: not JSON")
    assert lines[1] == (f"line 2 (game {running.pk}): BAD INPUT: the game is not over (status "
                        "'active'): its seed is secret until it ends; export it again then")  # fmt: skip
    assert lines[2].startswith(f"game {exports['nim']['id']} (chess): FAILED: There is no game "
                               "kind 'chess'")  # fmt: skip
    assert lines[3] == "line 4: BAD INPUT: not a game export (a JSON object is expected)"
    assert lines[4].startswith("line 5 (game 9): BAD INPUT: the export lacks kind, status")
    assert lines[5].startswith(f"game {exports['nim']['id']} (nim): ok")
    assert "2 games checked" in lines[6] and "1 ok, 1 failed, 4 bad lines" in lines[6]


def test_a_line_longer_than_the_limit_is_refused_without_reading_it_whole(exports, tmp_path):
    big = json.dumps({**exports["nim"], "padding": "x" * 5000}).encode()
    path = tmp_path / "big.ndjson"
    path.write_bytes(big + b"\n" + json.dumps(exports["nim"]).encode() + b"\n")
    out = io.StringIO()
    with path.open("rb") as stream:
        code = verify_stream(stream, out, io.StringIO(), max_line=len(big) - 1)
    assert code == 1
    assert out.getvalue().splitlines()[:2] == [
        f"line 1: BAD INPUT: the line is longer than {len(big) - 1:,} bytes",
        f"game {exports['nim']['id']} (nim): ok, {len(exports['nim']['events'])} events",
    ]


def test_the_check_runs_without_django(exports, tmp_path):
    """What the README tells anyone to run: no settings, no database, no Django."""
    path = ndjson(tmp_path, [d for d in exports.values() if d["kind"] != "nim"])
    code = ("import sys\nfrom games.verify.cli import main\nstatus = main([sys.argv[1]])\n"
            "print(status, sorted(m for m in sys.modules if m.split('.')[0] == 'django'))\n")  # fmt: skip
    env = {"PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.stdout.splitlines()[-1] == "0 []", done.stdout + done.stderr
    assert f"{len(exports) - 2} ok, 0 failed" in done.stdout


class DropNim(Nim):
    """Nim whose resigning seat drops out: the rules then take 1-3 stones at random for
    it, drawn from the seed at the event after ``SeatResigned``."""

    slug = "nim-drop"
    resign_policy = "drop"

    def resign(self, state, seat, rng):
        n = rng.randint(1, min(3, state["pile"] - 1))
        return [Event("StonesTaken", {"seat": state["turn"], "n": n})]


@pytest.fixture
def drop_nim():
    register(DropNim())
    yield "nim-drop"
    unregister("nim-drop")


def _export(user, gid: int) -> dict:
    return json.loads(client_for(user).get(f"/api/games/{gid}/export/").content)


def test_a_dropped_seat_and_timeouts_replay_from_the_seed(alice, bob, drop_nim, settings):
    settings.VITRINE_TIMEOUTS_BEFORE_BOT = 2
    game = services.game_create(user=alice, kind=drop_nim, seats=2,
                                options={"pile": 25, "pledges": False})  # fmt: skip
    services.game_join(user=bob, game_id=game.pk, invite_code=game.invite_code)
    services.game_resign(user=bob, game_id=game.pk)
    for _ in range(40):
        game.refresh_from_db()
        if game.status != "active":
            break
        services.game_time_out(game_id=game.pk, seat=game.to_act[0], version=game.version)
        bots_play(game.pk)
    doc = _export(alice, game.pk)
    assert doc["status"] == "finished"
    assert [e["data"].get("then") for e in doc["events"] if e["type"] == "SeatResigned"] == ["drop"]
    assert verify_game(doc).ok, verify_game(doc).line()
    resigned = next(e for e in doc["events"] if e["type"] == "SeatResigned")
    dropped = next(e for e in doc["events"] if e["seq"] == resigned["seq"] + 1)
    dropped["data"]["n"] = dropped["data"]["n"] % 3 + 1  # another draw than the seed gives
    assert (
        verify_game(doc)
        .line()
        .startswith(
            f"game {doc['id']} (nim-drop): FAILED at event {dropped['seq']}: seat 1 dropping out"
        )
    )


def test_a_game_aborted_in_play_replays_up_to_its_abort(alice, bob, django_user_model):
    maud = make_user(django_user_model, "Maud")
    maud.is_staff = True
    maud.save()
    game = services.game_create(user=alice, kind="nim", seats=2,
                                options={"pile": 30, "pledges": False})  # fmt: skip
    game = services.game_join(user=bob, game_id=game.pk, invite_code=game.invite_code)
    player = alice if game.to_act == [0] else bob
    services.game_act(user=player, game_id=game.pk, version=game.version, choices=("2",))
    services.game_abort_by_moderator(staff=maud, game_id=game.pk, reason="Both vanished")
    doc = _export(bob, game.pk)
    assert doc["status"] == "aborted" and verify_game(doc).ok, verify_game(doc).line()
    doc["result"] = {"winners": [0]}
    assert "FAILED: an aborted game has no result" in verify_game(doc).line()


def test_a_malformed_event_fails_its_game_not_the_run(exports, tmp_path):
    doc = exports["nim"]
    started = next(i for i, e in enumerate(doc["events"]) if e["type"] == "GameStarted")
    doc["events"][started + 1] = ["not", "an", "event"]
    code, out = run_command(ndjson(tmp_path, [doc, exports["menagerie"]]))
    assert code == 1
    assert f"game {doc['id']} (nim): FAILED: the export is malformed (AttributeError" in out
    assert f"game {exports['menagerie']['id']} (menagerie): ok" in out
