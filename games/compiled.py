"""Querysets compiled once per process and run again with another value.

A command's lock statement joins the game, the seats' players and what other apps read
with them (``followers.with_seat_reads``); Django compiles such a queryset afresh on every
call, which cost several times what the database takes to run it. ``Compiled`` keeps the
SQL Django wrote and the compiler that knows its columns, and builds the rows into model
instances (with their ``select_related`` objects and annotations) as the queryset would.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from django.db import connections
from django.db.models import Model, QuerySet
from django.db.models.query import get_related_populators

MARK = -7_000_000_007  # stands for the value in the compiled parameters: no row has it


class Compiled:
    """``build(value)`` is the queryset; ``Compiled(build).run(value)`` its rows, with the
    SQL compiled once per ``key`` (a process has one database vendor)."""

    def __init__(self, build: Callable[[Any], QuerySet], mark: Any = MARK) -> None:
        # ``mark``: a value of the field's type that no row holds (a text field's
        # parameter is the text, so an integer mark would not be found in it).
        self.build, self.mark = build, mark
        self._by: dict[Hashable, tuple[_Rows, str, list[Any], int]] = {}

    def _compile(self, key: Hashable) -> tuple[_Rows, str, list[Any], int]:
        queryset = self.build(self.mark)
        compiler = queryset.query.get_compiler(using=queryset.db)
        sql, params = compiler.as_sql()  # fills compiler.select, klass_info, annotations
        at = [i for i, p in enumerate(params) if p == self.mark]
        if len(at) != 1:
            raise ValueError("the value must appear once in the compiled parameters")
        self._by[key] = (_Rows(compiler), sql, list(params), at[0])
        return self._by[key]

    def run(self, value: Any, key: Hashable = None) -> list[Model]:
        """The queryset's model instances for ``value`` (``key``: one compiled SQL per
        shape, e.g. with or without SKIP LOCKED)."""
        rows_to_models, sql, params, at = self._by.get(key) or self._compile(key)
        params = [*params[:at], value, *params[at + 1 :]]
        # This thread's connection (the compiler's may be another thread's; it only
        # lends its column converters, which keep no state).
        with connections[rows_to_models.using].cursor() as cur:
            cur.execute(sql, params)
            rows = cur.fetchall()
        return rows_to_models(rows)


class _Rows:
    """Django's ModelIterable for rows already fetched, with what it works out per query
    (columns, converters, related populators) worked out once."""

    def __init__(self, compiler) -> None:
        select, klass_info = compiler.select, compiler.klass_info
        self.compiler, self.using = compiler, compiler.using
        self.annotations = list((compiler.annotation_col_map or {}).items())
        self.model = klass_info["model"]
        fields = klass_info["select_fields"]
        self.start, self.end = fields[0], fields[-1] + 1
        self.init_list = [f[0].target.attname for f in select[self.start : self.end]]
        self.populators = get_related_populators(klass_info, select, compiler.using)
        self.converters = compiler.get_converters([s[0] for s in select[: compiler.col_count]])

    def __call__(self, rows: list[tuple]) -> list[Model]:
        if self.converters:
            rows = self.compiler.apply_converters(rows, self.converters)
        out = []
        from_db, using, start, end = self.model.from_db, self.using, self.start, self.end
        for row in rows:
            obj = from_db(using, self.init_list, row[start:end])
            for populator in self.populators:
                populator.populate(row, obj)
            for name, at in self.annotations:
                setattr(obj, name, row[at])
            out.append(obj)
        return out
