"""The notifications app: outbound (what players are told), inbound (their email
replies), calendars and the development mailbox, each in its own package. Its models,
admin and the tokens and answers both directions share are at the top."""

from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The games app offers hooks; this app plugs into them (games never imports us).
        from games import followers
        from games.deadlines import clock
        from notifications import checks  # noqa: F401  (the system checks)
        from notifications.calendars import players as calendars
        from notifications.inbound import webhook  # noqa: F401  (the inbound signal's receiver)
        from notifications.outbound import outbox, sending, tasks
        from notifications.outbound.organised import on_stream_events

        followers.register(outbox.on_events)
        followers.register_stream(on_stream_events)
        # What the outbox and the clocks need of each seat's player comes with the lock.
        followers.register_seat_reads(outbox.seat_reads)
        followers.register_seat_reads(calendars.seat_reads)
        clock.register_calendar_source(calendars.player_calendars, calendars.seat_calendar)
        sending.register(email=tasks.send_notification, webhook=tasks.deliver_webhook)
