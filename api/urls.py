"""The API's map, by resource: accounts, games, exports, seats, notifications, talk,
moderation, ratings, leagues, tournaments."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from api.accounts import views as accounts
from api.exports import views as exports
from api.games import views as games
from api.leagues import views as leagues
from api.moderation import views as moderation
from api.notifications import views as notifications
from api.ratings import views as ratings
from api.seats import views as seats
from api.talk import views as talk
from api.tournaments import views as tournaments

urlpatterns = [
    # accounts
    path("auth/token/", accounts.token_obtain, name="api-token"),
    path("tokens/", accounts.tokens, name="api-tokens"),
    path("tokens/<int:token_id>/", accounts.token_revoke, name="api-token-revoke"),
    path("me/", accounts.me, name="api-me"),
    # games
    path("me/hall-of-fame/", games.my_hall_of_fame, name="api-hall-of-fame"),
    path("kinds/", games.kinds, name="api-kinds"),
    # ratings
    path("kinds/<str:kind>/leaderboard/", ratings.leaderboard, name="api-leaderboard"),
    path("players/<int:player_id>/ratings/", ratings.player_ratings, name="api-player-ratings"),
    path(
        "players/<int:player_id>/ratings/<str:kind>/history/",
        ratings.rating_history,
        name="api-rating-history",
    ),
    path("games/", games.games, name="api-games"),
    path("games/<int:game_id>/", games.game_detail, name="api-game"),
    path("games/<int:game_id>/join/", games.join, name="api-game-join"),
    path("games/<int:game_id>/leave/", games.leave, name="api-game-leave"),
    path("games/<int:game_id>/resign/", games.resign, name="api-game-resign"),
    path("games/<int:game_id>/abort/", games.abort, name="api-game-abort"),
    path("games/<int:game_id>/bots/", games.add_bot, name="api-game-bot"),
    path("games/<int:game_id>/state/", games.game_state, name="api-game-state"),
    path("games/<int:game_id>/act/", games.game_act, name="api-game-act"),
    path("games/<int:game_id>/events/", games.game_events, name="api-game-events"),
    path("games/<int:game_id>/export/", games.game_export, name="api-game-export"),
    # bulk exports: NDJSON streams of finished games
    path("players/<int:player_id>/games/export/", exports.player_games, name="api-player-export"),
    # seats: handover, the lobby's open seats, invitations
    path("games/<int:game_id>/take-back/", seats.take_back, name="api-game-take-back"),
    path(
        "games/<int:game_id>/seats/<int:seat>/offer/", seats.offer_seat, name="api-game-offer-seat"
    ),
    path("games/<int:game_id>/invite/", seats.invite, name="api-game-invite"),
    path("lobby/seats/", seats.open_seats, name="api-open-seats"),
    # notifications: settings, vacations, deadlines, webhooks
    path("me/notifications/", notifications.notification_settings, name="api-notify-settings"),
    path("me/vacations/", notifications.vacations, name="api-vacations"),
    path("me/vacation-days/", notifications.vacation_days, name="api-vacation-days"),
    path("me/vacations/<int:vacation_id>/", notifications.vacation_cancel, name="api-vacation"),
    path("me/deadlines/", notifications.my_deadlines, name="api-deadlines"),
    path("me/webhooks/", notifications.my_webhooks, name="api-webhooks"),
    path("me/webhooks/<int:webhook_id>/", notifications.webhook_delete, name="api-webhook"),
    # an organiser's webhooks of a tournament or league season, by its stream id
    path(
        "streams/<int:stream_id>/webhooks/",
        notifications.stream_webhooks,
        name="api-event-webhooks",
    ),  # fmt: skip
    path(
        "streams/<int:stream_id>/webhooks/<int:webhook_id>/",
        notifications.stream_webhook_delete,
        name="api-event-webhook",
    ),  # fmt: skip
    # talk
    path("games/<int:game_id>/talk/", talk.talk, name="api-game-talk"),
    # moderation: players report and block, staff decide
    path(
        "games/<int:game_id>/talk/<int:message_id>/report/",
        moderation.report_message,
        name="api-talk-report",
    ),
    path("me/blocks/", moderation.my_blocks, name="api-blocks"),
    path("me/blocks/<int:block_id>/", moderation.unblock, name="api-block"),
    path("moderation/reports/", moderation.reports, name="api-mod-reports"),
    path(
        "moderation/messages/<int:message_id>/hide/", moderation.hide_message, name="api-mod-hide"
    ),
    path(
        "moderation/messages/<int:message_id>/show/", moderation.show_message, name="api-mod-show"
    ),
    path(
        "moderation/users/<int:user_id>/suspend/", moderation.suspend_user, name="api-mod-suspend"
    ),
    path(
        "moderation/users/<int:user_id>/reinstate/",
        moderation.reinstate_user,
        name="api-mod-reinstate",
    ),
    path("moderation/games/<int:game_id>/abort/", moderation.abort_game, name="api-mod-abort"),
    # leagues and their seasons
    path("leagues/", leagues.leagues, name="api-leagues"),
    path("leagues/<int:league_id>/", leagues.league_detail, name="api-league"),
    path("leagues/<int:league_id>/join/", leagues.join, name="api-league-join"),
    path("leagues/<int:league_id>/leave/", leagues.leave, name="api-league-leave"),
    path("leagues/<int:league_id>/seasons/", leagues.seasons, name="api-league-seasons"),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/",
        leagues.season_detail,
        name="api-league-season",
    ),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/games/",
        leagues.season_games,
        name="api-league-season-games",
    ),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/games/export/",
        leagues.season_games_export,
        name="api-league-season-export",
    ),
    # tournaments
    path("tournaments/", tournaments.tournaments, name="api-tournaments"),
    path("tournaments/<int:tournament_id>/", tournaments.tournament_detail, name="api-tournament"),
    *[
        path(
            f"tournaments/<int:tournament_id>/{name}/",
            getattr(tournaments, name),
            name=f"api-tournament-{name}",
        )
        for name in (
            "register",
            "withdraw",
            "start",
            "remove",
            "replace",
            "adjudicate",
            "challenges",
            "pairings",
            "standings",
        )
    ],  # fmt: skip
    path(
        "tournaments/<int:tournament_id>/close-challenges/",
        tournaments.close_challenges,
        name="api-tournament-close-challenges",
    ),
    path(
        "tournaments/<int:tournament_id>/games/export/",
        tournaments.tournament_games_export,
        name="api-tournament-export",
    ),
    path(
        "tournaments/<int:tournament_id>/games/",
        tournaments.tournament_games,
        name="api-tournament-games",
    ),  # fmt: skip
    # the schema and its docs
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]
