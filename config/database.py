"""The PostgreSQL driver, sized for the statements a command sends."""

from __future__ import annotations


def keep_long_statements_parsed() -> None:
    """psycopg turns a statement's ``%s`` marks into ``$n`` once and keeps the result, but
    only for statements of at most 50 values and 4 kB (``psycopg/_queries.py``: an ORM's
    bulk INSERTs rarely come twice in one shape). A command's events INSERT, carrying its
    other writes (``games.rides``), is longer and has more values, yet the same few shapes
    come again and again: parsing it afresh cost a third of a batch append's CPU. The
    limits are module constants that psycopg reads at each call."""
    try:
        from psycopg import _queries
    except ImportError:  # psycopg 2, or no PostgreSQL: nothing to size
        return
    if hasattr(_queries, "MAX_CACHED_STATEMENT_PARAMS"):
        _queries.MAX_CACHED_STATEMENT_PARAMS = max(_queries.MAX_CACHED_STATEMENT_PARAMS, 2000)
        _queries.MAX_CACHED_STATEMENT_LENGTH = max(_queries.MAX_CACHED_STATEMENT_LENGTH, 65536)
