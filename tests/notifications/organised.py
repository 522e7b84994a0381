"""What the organised-play notification tests share (``test_organised_play_emails``,
``test_organised_play_webhooks``): a stream that speaks the shared vocabulary, its events,
its games, and the emails they sent."""

from __future__ import annotations

from django.core import mail

from games import services, streams

# The notifications follow any stream whose events speak the shared vocabulary
# (docs/organised-play-events.md); a kind no app projects keeps these tests on
# notifications' own road, whatever tournaments and seasons add to theirs.
KIND = "test-cup"
TITLE = "Spring Nim Swiss"
PATH = "/tournaments/7/"


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
