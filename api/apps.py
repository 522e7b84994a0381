from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "api"

    def ready(self) -> None:
        from api import checks, schema  # noqa: F401  (the deploy check; the OpenAPI auth extension)
