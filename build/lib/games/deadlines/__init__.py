"""Deadlines, in one place: the clock arithmetic and time controls (clock), the deadline
projection every command and rebuild updates (projection), the sweep that times out
overdue seats (sweep) and its Celery task (tasks), and the recomputing of a player's
deadlines when their calendar changes (refresh). Where a player's time zone and vacations
come from is registered by the app that knows (notifications.calendars), see
clock.register_calendar_source."""
