"""The expected answers of the authorization matrix, one row per endpoint.

Columns: who asks. ``anonymous`` (no credentials), ``stranger`` (signed in, not at this
table), ``other`` (the player of another seat: seat 0), ``player`` (the seat's own player:
seat 1, the seat whose secrets are guarded), ``creator`` (opened the table without taking a
seat) and ``staff`` (a staff account, not at this table).

A cell is the status for a public game, or ``public|private`` where they differ. A cell
ending in ``!`` is a known hole, expected to fail until its fix lands (``KNOWN_HOLES``).
``game`` is the table the request meets: ``open`` (seats 0 and 1 taken, seat 2 free),
``active`` (two seats, running) or ``bot`` (running, seat 1 played by the bot after its
player timed out).
"""

from __future__ import annotations

from dataclasses import dataclass

PERSONAS = ("anonymous", "stranger", "other", "player", "creator", "staff")

API = """
method  path                                       game    anonymous stranger  other    player   creator  staff
POST    /api/auth/token/                           active  401       201       201      201      201      201
GET     /api/tokens/                               active  401       200       200      200      200      200
POST    /api/tokens/                               active  401       201       201      201      201      201
DELETE  /api/tokens/{token_id}/                    active  401       404       404      204      404      404
GET     /api/me/                                   active  401       200       200      200      200      200
PATCH   /api/me/                                   active  401       200       200      200      200      200
GET     /api/me/hall-of-fame/                      active  401       200       200      200      200      200
GET     /api/me/notifications/                     active  401       200       200      200      200      200
PATCH   /api/me/notifications/                     active  401       200       200      200      200      200
GET     /api/me/vacations/                         active  401       200       200      200      200      200
POST    /api/me/vacations/                         active  401       201       201      201      201      201
DELETE  /api/me/vacations/{vacation_id}/           active  401       404       404      204      404      404
GET     /api/me/vacation-days/                     active  401       200       200      200      200      200
GET     /api/me/deadlines/                         active  401       200       200      200      200      200
GET     /api/me/webhooks/                          active  401       200       200      200      200      200
POST    /api/me/webhooks/                          active  401       201       201      201      201      201
DELETE  /api/me/webhooks/{webhook_id}/             active  401       404       404      204      404      404
GET     /api/kinds/                                active  200       200       200      200      200      200
GET     /api/lobby/seats/                          bot     200       200       200      200      200      200
GET     /api/games/                                active  200       200       200      200      200      200
POST    /api/games/                                active  401       201       201      201      201      201
GET     /api/games/{game_id}/                      active  200|404   200|404   200      200      200      200|404
POST    /api/games/{game_id}/join/                 open    401       200|404   400|403  400|403  200|403  200|404
POST    /api/games/{game_id}/leave/                open    401       403|404   200      200      403      403|404
POST    /api/games/{game_id}/abort/                open    401       403|404   403      403      200      403|404
POST    /api/games/{game_id}/bots/                 open    401       403|404   403      403      200      403|404
POST    /api/games/{game_id}/invite/               open    401       400|404   202      202      202      400|404
POST    /api/games/{game_id}/resign/               active  401       403|404   200      200      403      403|404
GET     /api/games/{game_id}/state/                active  200|404   200|404   200      200      200      200|404
POST    /api/games/{game_id}/act/                  active  401       403|404   200      200      403      403|404
GET     /api/games/{game_id}/events/               active  200|404   200|404   200      200      200      200|404
GET     /api/games/{game_id}/export/               active  200|404   200|404   200      200      200      200|404
GET     /api/players/{player_id}/games/export/       active  200       200       200      200      200      200
GET     /api/games/{game_id}/talk/                 active  401       403|404   200      200      403      403|404
POST    /api/games/{game_id}/talk/                 active  401       403|404   201      201      403      403|404
POST    /api/games/{game_id}/take-back/            bot     401       403|404  400      200      403      403|404
POST    /api/games/{game_id}/seats/{seat}/offer/   bot     401       403|404  403      200      200      403|404
POST    /api/games/{game_id}/talk/{message_id}/report/ active 401    403|404   201      400      403      403|404
GET     /api/me/blocks/                            active  401       200       200      200      200      200
POST    /api/me/blocks/                            active  401       201       201      201      201      201
DELETE  /api/me/blocks/{block_id}/                 active  401       404       404      204      404      404
GET     /api/moderation/reports/                   active  401       403       403      403      403      200
POST    /api/moderation/messages/{message_id}/hide/ active 401       403       403      403      403      201
POST    /api/moderation/messages/{message_id}/show/ active 401       403       403      403      403      400
POST    /api/moderation/users/{user_id}/suspend/   active  401       403       403      403      403      201
POST    /api/moderation/users/{user_id}/reinstate/ active  401       403       403      403      403      400
POST    /api/moderation/games/{game_id}/abort/     active  401       403       403      403      403      200
GET     /api/kinds/{kind}/leaderboard/             active  200       200       200      200      200      200
GET     /api/players/{player_id}/ratings/          active  200       200       200      200      200      200
GET     /api/players/{player_id}/ratings/{kind}/history/ active 200  200       200      200      200      200
GET     /api/tournaments/                          active  200       200       200      200      200      200
POST    /api/tournaments/                          active  401       201       201      201      201      201
GET     /api/tournaments/{tournament_id}/          active  200       200       200      200      200      200
POST    /api/tournaments/{tournament_id}/register/ active  401       200       400      400      200      200
POST    /api/tournaments/{tournament_id}/withdraw/ active  401       400       200      200      400      400
POST    /api/tournaments/{tournament_id}/start/    active  401       403       403      403      200      403
POST    /api/tournaments/{tournament_id}/remove/   active  401       403       403      403      200      403
POST    /api/tournaments/{tournament_id}/replace/  active  401       403       403      403      200      403
POST    /api/tournaments/{tournament_id}/adjudicate/ active 401      403       403      403      404      403
GET     /api/tournaments/{tournament_id}/challenges/ active 200     200       200      200      200      200
POST    /api/tournaments/{tournament_id}/challenges/ active 401     400       400      400      400      400
POST    /api/tournaments/{tournament_id}/close-challenges/ active 401 403     403      403      400      403
GET     /api/tournaments/{tournament_id}/pairings/ active  200       200       200      200      200      200
GET     /api/tournaments/{tournament_id}/standings/ active 200       200       200      200      200      200
GET     /api/tournaments/{tournament_id}/games/    active  200       200       200      200      200      200
GET     /api/tournaments/{tournament_id}/games/export/ active 200    200       200      200      200      200
GET     /api/leagues/                              active  200       200       200      200      200      200
POST    /api/leagues/                              active  401       201       201      201      201      201
GET     /api/leagues/{league_id}/                  active  200       200       200      200      200      200
POST    /api/leagues/{league_id}/join/             active  401       200       400      400      200      200
POST    /api/leagues/{league_id}/leave/            active  401       400       200      200      400      400
GET     /api/leagues/{league_id}/seasons/          active  200       200       200      200      200      200
POST    /api/leagues/{league_id}/seasons/          active  401       403       403      403      400      403
GET     /api/leagues/{league_id}/seasons/{number}/ active  200       200       200      200      200      200
GET     /api/leagues/{league_id}/seasons/{number}/games/ active 200  200       200      200      200      200
GET     /api/leagues/{league_id}/seasons/{number}/games/export/ active 200 200  200      200      200      200
GET     /api/streams/{stream_id}/webhooks/         active  401       403       403      403      200      403
POST    /api/streams/{stream_id}/webhooks/         active  401       403       403      403      201      403
DELETE  /api/streams/{stream_id}/webhooks/{webhook_id}/ active 401  403       403      403      204      403
"""

# Pages outside the API that carry a game's data. The calendar and unsubscribe links are
# the seat's player's own secret URLs: whoever holds one is answered, so every cell is the
# same; what matters is that no body shows the seat's cards. The dev mailbox is on here;
# ``{mail_id}`` is the seat's player's "your move" email, and staff read every mailbox.
WEB = """
method  path                                       game    anonymous stranger  other    player   creator  staff
GET     /games/{game_id}/                          active  200       200       200      200      200      200
GET     /games/{game_id}/replay/                   active  200       200       200      200      200      200
GET     /notifications/calendar/{token}.ics        active  200       200       200      200      200      200
GET     /notifications/unsubscribe/{token}/        active  200       200       200      200      200      200
GET     /dev/mailbox/                              active  200       200       200      200      200      200
GET     /dev/mailbox/{mail_id}/                    active  404       404       404      200      404      200
GET     /media/masterpieces/{masterpiece_id}       active  404       404       404      404      404      404
"""

# Pages with no game data on them (the home page, rulebooks, forms that load through the
# API): listed so that a new page has to be placed in one table or the other.
NO_GAME_DATA = {
    "/", "/rules/{slug}/", "/lobby/", "/games/", "/settings/", "/accounts/profile/",
    "/accounts/tokens/",
    # organised play: shells that load everything through the API rows above
    "/leaderboard/", "/leaderboard/{kind}/", "/players/{player_id}/", "/tournaments/",
    "/tournaments/{tournament_id}/", "/leagues/", "/leagues/{league_id}/",
    "/leagues/{league_id}/seasons/{number}/",
    "/health/", "/health/live/", "/health/ready/", "/metrics",  # operators (test_metrics.py)
}  # fmt: skip

# Cells where the persona may read the seat's cards: staff read every caught email.
SEES_SEAT_1 = {("staff", "/dev/mailbox/"), ("staff", "/dev/mailbox/{mail_id}/")}

KNOWN_HOLES = (
    "a known hole, marked with '!' in a table until its fix lands (none left: issue 11's "
    "take-back/ and seats/{n}/offer/ now answer 404 on a private game, as elsewhere)"
)


@dataclass(frozen=True)
class Cell:
    method: str
    path: str
    game: str
    persona: str
    private: bool
    status: int
    known_hole: bool

    @property
    def id(self) -> str:
        where = "private" if self.private else "public"
        return f"{self.method} {self.path} [{self.game}] {self.persona} {where}"


def parse(table: str) -> list[tuple[str, str, str, dict[str, str]]]:
    """The rows of a table: (method, path, game, {persona: cell text})."""
    lines = [line.split() for line in table.strip().splitlines()]
    header, rows = lines[0], lines[1:]
    assert tuple(header[3:]) == PERSONAS, header
    return [(r[0], r[1], r[2], dict(zip(PERSONAS, r[3:], strict=True))) for r in rows]


def cells(table: str) -> list[Cell]:
    out = []
    for method, path, game, row in parse(table):
        for persona, text in row.items():
            hole = text.endswith("!")
            public, _, private = text.rstrip("!").partition("|")
            for is_private, status in ((False, public), (True, private or public)):
                out.append(Cell(method, path, game, persona, is_private, int(status),
                                hole and is_private))  # fmt: skip
    return out
