"""The event store (Event, append-only) and the read models projected from it."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models

from games.fields import JSONTextField


class GameStatus(models.TextChoices):
    OPEN = "open", "Waiting for players"
    ACTIVE = "active", "In play"
    FINISHED = "finished", "Finished"
    ABORTED = "aborted", "Aborted"


# As plain text, for loops that compare after every batch (the enum's attribute costs more).
ACTIVE = GameStatus.ACTIVE.value


def new_invite_code() -> str:
    return secrets.token_urlsafe(12)


class Stream(models.Model):
    """An event stream that is not a game: a tournament, a league season (organised play).
    Its events are in the same store as the games' (``Event.stream``), under the same
    triggers, with the same optimistic concurrency (``seq`` unique per stream); the apps
    that own a kind of stream project it into their own rows (``games.streams``)."""

    kind = models.CharField(max_length=20, db_index=True)
    version = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.kind} stream #{self.pk}"


class Game(models.Model):
    """The game summary: a projection of the game's events, rebuilt by rebuild_projections.

    ``seed`` is the secret behind every shuffle; it is only shown once the game is over.
    """

    # Indexes are in Meta, not db_index/unique on the fields: on PostgreSQL those add a
    # second, LIKE-pattern index per text field that no query uses, and every move's UPDATE
    # of the row (never HOT: the deadline is indexed) writes an entry in each index.
    kind = models.CharField(max_length=40)
    rules_version = models.CharField(max_length=20, default="1")
    options = models.JSONField(default=dict)
    seat_count = models.PositiveSmallIntegerField()
    public = models.BooleanField(default=True)
    invite_code = models.CharField(max_length=32, default=new_invite_code)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    status = models.CharField(max_length=10, choices=GameStatus.choices, default=GameStatus.OPEN)
    version = models.PositiveIntegerField(default=0)
    to_act = models.JSONField(default=list)
    deadline = models.DateTimeField(null=True, blank=True)  # indexed for active games only
    # Chosen at creation (games.deadlines.clock.TimeControl); {} means the default, 3 days per move.
    time_control = models.JSONField(default=dict, blank=True)
    result = models.JSONField(null=True, blank=True)
    seed = models.CharField(max_length=128)
    seed_sha256 = models.CharField(max_length=64)
    created_at = models.DateTimeField()
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # Rated unless its creator unticked it (leagues.ratings decides what else is not rated).
    rated = models.BooleanField(default=True)
    # The tournament or league season that created this game (its stream), if any.
    part_of = models.ForeignKey(
        Stream, null=True, blank=True, on_delete=models.PROTECT, related_name="games"
    )

    class Meta:
        ordering = ["-id"]
        indexes = [
            # The deadline sweep's claim: overdue running games, soonest first. Every query
            # of the deadline is of running games (the sweep, reminders, calendars, the
            # operations' overdue count): no index of the deadline of all games.
            models.Index(
                fields=["deadline", "id"],
                condition=models.Q(status="active"),
                name="game_active_deadline",
            ),  # fmt: skip
            models.Index(fields=["kind"], name="game_kind"),
            models.Index(fields=["status"], name="game_status"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["invite_code"], name="game_unique_invite_code"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} #{self.pk}"

    @property
    def is_over(self) -> bool:
        return self.status in (GameStatus.FINISHED, GameStatus.ABORTED)


class Seat(models.Model):
    """Who sits where: a projection of the table's join/leave/bot/resign events."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    number = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="seats",
    )
    name = models.CharField(max_length=80, default="")
    bot = models.BooleanField(default=False)
    # How the bot plays this seat while ``bot`` is set: "easy", "normal" or "strong"
    # (games.engine.levels); "" for a seat the bot never held.
    bot_level = models.CharField(max_length=10, default="", blank=True)
    resigned = models.BooleanField(default=False)
    to_act = models.BooleanField(default=False, db_index=True)
    timeouts_in_a_row = models.PositiveSmallIntegerField(default=0)
    # The deadline projection (games.deadlines.projection): the prompt this seat owes and
    # since when; the seconds left in its bank on a correspondence clock (None: days per move).
    prompt_id = models.CharField(max_length=200, default="", blank=True)
    turn_started_at = models.DateTimeField(null=True, blank=True)
    clock_bank = models.IntegerField(null=True, blank=True)
    # A bot-held seat offered to a replacement player (listed in the lobby).
    offered = models.BooleanField(default=False, db_index=True)

    class Meta:
        ordering = ["game", "number"]
        constraints = [
            models.UniqueConstraint(fields=["game", "number"], name="seat_unique_number"),
            models.UniqueConstraint(
                fields=["game", "user"],
                condition=models.Q(user__isnull=False),
                name="seat_one_per_user",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.game} seat {self.number}"

    @property
    def played_level(self) -> str | None:
        """The bot's level while the bot plays this seat (seats from before levels: easy)."""
        return (self.bot_level or "easy") if self.bot else None


class Origin(models.TextChoices):
    TABLE = "table", "Table (platform lifecycle)"
    RULES = "rules", "Rules (the game itself)"


# The origins as plain text, for the loops over stored rows (every replay's, every
# rebuild's): comparing a row's origin with the enum member cost three times more.
TABLE_ORIGIN, RULES_ORIGIN = Origin.TABLE.value, Origin.RULES.value


class Event(models.Model):
    """One fact, appended once, never changed: database triggers refuse UPDATE, DELETE and
    TRUNCATE. Every stream's events are here: a game's (``game``) or another stream's
    (``stream``: a tournament, a league season), exactly one of the two. ``seq`` is the
    position in its stream, unique per stream (optimistic concurrency: two commands on the
    same version cannot both land); ``store.read_all`` gives the global order."""

    # No index of their own: the unique (game, seq) and (stream, seq) indexes serve every
    # look-up by either, and each index more is one more entry written per event.
    # No foreign key in the database for ``game``: every event is appended by a command that
    # holds its game's row locked (and no game row is ever deleted), so the check at each
    # commit, one look-up per event (about 10 microseconds each), could never fail.
    game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.DO_NOTHING, related_name="events",
        db_index=False, db_constraint=False,
    )  # fmt: skip
    stream = models.ForeignKey(
        Stream, null=True, blank=True, on_delete=models.DO_NOTHING, related_name="events",
        db_index=False,
    )  # fmt: skip
    seq = models.PositiveIntegerField()
    origin = models.CharField(max_length=5, choices=Origin.choices)
    type = models.CharField(max_length=60)
    schema = models.PositiveSmallIntegerField(default=1)
    # JSON as written (json, not jsonb, on PostgreSQL: games.fields): read whole, never
    # searched inside.
    data = JSONTextField(default=dict)
    secret = JSONTextField(null=True, blank=True)
    secret_to = JSONTextField(default=list)
    actor = models.SmallIntegerField(null=True, blank=True)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["game", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="event_unique_seq"),
            # Partial: a game's event (stream NULL) costs no entry in this index.
            models.UniqueConstraint(
                fields=["stream", "seq"],
                condition=models.Q(stream__isnull=False),
                name="event_stream_unique_seq",
            ),
            models.CheckConstraint(
                condition=models.Q(game__isnull=False, stream__isnull=True)
                | models.Q(game__isnull=True, stream__isnull=False),
                name="event_in_one_stream",
            ),
        ]

    def __str__(self) -> str:
        where = self.game_id if self.game_id is not None else f"s{self.stream_id}"
        return f"{where}#{self.seq} {self.type}"


class Snapshot(models.Model):
    """A cached fold of a game's rules events up to ``version`` (disposable: rebuilt from
    events whenever the rules version differs). ``state`` is JSON text, not jsonb:
    PostgreSQL's jsonb sorts object keys, and a state must come back exactly as it was
    folded (the order of a dict is part of what the rules show)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="snapshots")
    version = models.PositiveIntegerField()
    rules_version = models.CharField(max_length=20)
    state = models.TextField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["game", "version", "rules_version"], name="snapshot_unique"
            )
        ]

    def __str__(self) -> str:
        return f"{self.game_id}@{self.version} (rules {self.rules_version})"


class LatestState(models.Model):
    """The game's rules state after its latest command (disposable, like a snapshot: a
    cache of the fold). Written with each command's events and read with its lock, so a
    command or a read served by any process finds the state without folding the events
    since the last snapshot. Used only while ``version`` is the game's and ``rules_version``
    today's rules'; JSON text for the reason ``Snapshot`` gives."""

    game = models.OneToOneField(
        Game, on_delete=models.CASCADE, primary_key=True, related_name="latest"
    )
    version = models.PositiveIntegerField()
    rules_version = models.CharField(max_length=20)
    state = models.TextField()

    def __str__(self) -> str:
        return f"{self.game_id}@{self.version} (rules {self.rules_version})"
