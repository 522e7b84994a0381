from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from accounts import signals  # noqa: F401
        from accounts.blocks import join_check
        from accounts.names import display_name
        from games import join_checks, names

        join_checks.register(join_check)
        names.register_namer(display_name)
