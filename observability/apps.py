from django.apps import AppConfig


class ObservabilityConfig(AppConfig):
    name = "observability"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from observability import celery_hooks  # noqa: F401  (connects the task signals)
