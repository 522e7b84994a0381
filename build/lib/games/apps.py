from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import followers, kinds, sqlite_guard, tasks  # noqa: F401  (SQLite hook)
        from games.deadlines import tasks as deadline_tasks  # noqa: F401  (beat's sweep)

        kinds.load()
        followers.register_after_commit(tasks.schedule_bots)
