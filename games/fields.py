"""JSON that the database keeps as the text it was written in."""

from __future__ import annotations

from typing import Any

from django.db import models
from django.db.backends.signals import connection_created
from django.db.models.fields.json import KeyTransform, KeyTransformFactory
from django.dispatch import receiver


class JSONTextField(models.JSONField):
    """A JSONField kept as PostgreSQL's ``json`` (the text as written, checked to be JSON)
    rather than ``jsonb`` (parsed into a binary form, its keys reordered). For the events:
    written once, read whole and often, never searched inside; jsonb parsed each value on
    the way in and printed it back as text on the way out, half a millisecond of the
    database's time for every 1,000 events read. On SQLite it is the JSONField it extends
    (JSON as text already).

    A key's lookups (``data__seat=0``, ``values("data__round")``) read the value as jsonb
    on PostgreSQL (json has no ``=``), as they did; what compares the whole value
    (``data__contains``, ``data__has_key``) is not offered there: filter such rows in
    Python. No index reaches inside the value either way."""

    def db_type(self, connection: Any) -> str | None:
        if connection.vendor == "postgresql":
            return "json"
        return super().db_type(connection)

    def get_transform(self, name: str) -> Any:
        transform = super().get_transform(name)
        if isinstance(transform, KeyTransformFactory):
            return _KeyOfText(name)
        return transform


class _KeyOfText(KeyTransformFactory):
    def __call__(self, *args: Any, **kwargs: Any) -> KeyTransform:
        return _KeyTransform(self.key_name, *args, **kwargs)


class _KeyTransform(KeyTransform):
    """A key of a JSONTextField, the value read as jsonb on PostgreSQL first."""

    def preprocess_lhs(self, compiler: Any, connection: Any) -> tuple[str, Any, list[str]]:
        lhs, params, keys = super().preprocess_lhs(compiler, connection)
        if connection.vendor == "postgresql":
            lhs = f"({lhs})::jsonb"
        return lhs, params, keys


@receiver(connection_created, dispatch_uid="games.fields.json_as_text")
def _json_as_text(sender: Any, connection: Any, **kwargs: Any) -> None:
    """psycopg decodes a json column itself (Django hands it jsonb as text only): hand it
    json as text too, for the field to decode as every JSONField does."""
    if connection.vendor == "postgresql":
        from psycopg.types.string import TextLoader

        connection.connection.adapters.register_loader("json", TextLoader)
