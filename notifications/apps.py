from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # The games app offers hooks; this app plugs into them (games never imports us).
        from games import clock, followers
        from notifications import anymail_inbound, checks  # noqa: F401  (receiver, checks)
        from notifications.calendars import player_calendars
        from notifications.outbox import on_events

        followers.register(on_events)
        clock.register_calendar_source(player_calendars)
