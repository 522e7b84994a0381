from django.apps import AppConfig


class ObservabilityConfig(AppConfig):
    name = "observability"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        import logging

        from observability import celery_hooks  # noqa: F401  (connects the task signals)

        # Python warnings become log lines too, so they are JSON like the rest.
        logging.captureWarnings(True)
