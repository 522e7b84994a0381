"""An event read back from the store (``Event.stored``, made without the dataclass's
``__init__``) is the event that was written: equal, as frozen, shown alike."""

from __future__ import annotations

import dataclasses

import pytest

from games.engine.events import Event


def test_a_stored_event_is_the_event_written():
    written = Event("CardTaken", {"card": "owl"}, {"hand": ["fox"]}, (1,), 1)
    read = Event.stored("CardTaken", {"card": "owl"}, {"hand": ["fox"]}, (1,), 1)
    assert read == written and type(read) is Event
    assert repr(read) == repr(written) and read.merged == {"card": "owl", "hand": ["fox"]}
    assert dataclasses.astuple(read) == dataclasses.astuple(written)
    assert read != Event.stored("CardTaken", {"card": "owl"}, None, (), 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        read.actor = 0  # type: ignore[misc]
