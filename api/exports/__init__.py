"""Bulk export of game histories: NDJSON streams of finished games' ``/export/``
documents, one per line, for any set of games (a player's today; a tournament's or a
league season's by passing their queryset to ``stream.ndjson_export``)."""
