from django.apps import AppConfig


class LeaguesConfig(AppConfig):
    name = "leagues"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games import followers
        from leagues import (
            checks,  # noqa: F401  (the system checks)
            prompt_records,
            rating_rows,
        )
        from leagues.hall_of_fame import record_results
        from leagues.organised import dispatch

        followers.register(record_results)
        followers.register(dispatch.follow_game)
        followers.register_stream(dispatch.follow_stream)
        followers.register(rating_rows.follow)
        followers.register(prompt_records.follow)
        followers.register_rebuild("ratings", rating_rows.rebuild)
        followers.register_replay(prompt_records.watch_replay)

        import leagues.seasons.tasks  # noqa: F401 (Celery finds an app's tasks.py only)
        from leagues.seasons import project, results

        dispatch.register("season", on_game_over=results.on_game_over, project=project.project)
        followers.register_rebuild("seasons", project.rebuild)

        from leagues.tournaments import project as tournament_project
        from leagues.tournaments import results as tournament_results
        from leagues.tournaments.events import STREAM_KIND

        dispatch.register(
            STREAM_KIND,
            on_game_over=tournament_results.on_game_over,
            project=tournament_project.project,
        )
        followers.register_rebuild("tournaments", tournament_project.rebuild)
