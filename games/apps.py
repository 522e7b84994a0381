from django.apps import AppConfig


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import kinds, sqlite_guard  # noqa: F401  (registers kinds, SQLite hook)

        kinds.load()
