"""Agenda frame handlers: one module per part of a turn (see agenda.py)."""
