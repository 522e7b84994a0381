from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from api import moderation_views, notify_views, talk_views, views

urlpatterns = [
    path("auth/token/", views.token_obtain, name="api-token"),
    path("tokens/", views.tokens, name="api-tokens"),
    path("tokens/<int:token_id>/", views.token_revoke, name="api-token-revoke"),
    path("me/", views.me, name="api-me"),
    path("me/hall-of-fame/", views.my_hall_of_fame, name="api-hall-of-fame"),
    path("kinds/", views.kinds, name="api-kinds"),
    path("games/", views.games, name="api-games"),
    path("games/<int:game_id>/", views.game_detail, name="api-game"),
    path("games/<int:game_id>/join/", views.join, name="api-game-join"),
    path("games/<int:game_id>/leave/", views.leave, name="api-game-leave"),
    path("games/<int:game_id>/resign/", views.resign, name="api-game-resign"),
    path("games/<int:game_id>/abort/", views.abort, name="api-game-abort"),
    path("games/<int:game_id>/bots/", views.add_bot, name="api-game-bot"),
    path("games/<int:game_id>/state/", views.game_state, name="api-game-state"),
    path("games/<int:game_id>/act/", views.game_act, name="api-game-act"),
    path("games/<int:game_id>/events/", views.game_events, name="api-game-events"),
    path("games/<int:game_id>/export/", views.game_export, name="api-game-export"),
    path("games/<int:game_id>/talk/", talk_views.talk, name="api-game-talk"),
    path(
        "games/<int:game_id>/talk/<int:message_id>/report/",
        moderation_views.report_message,
        name="api-talk-report",
    ),  # fmt: skip
    path("me/blocks/", moderation_views.my_blocks, name="api-blocks"),
    path("me/blocks/<int:block_id>/", moderation_views.unblock, name="api-block"),
    path("moderation/reports/", moderation_views.reports, name="api-mod-reports"),
    path(
        "moderation/messages/<int:message_id>/hide/",
        moderation_views.hide_message,
        name="api-mod-hide",
    ),  # fmt: skip
    path(
        "moderation/messages/<int:message_id>/show/",
        moderation_views.show_message,
        name="api-mod-show",
    ),  # fmt: skip
    path(
        "moderation/users/<int:user_id>/suspend/",
        moderation_views.suspend_user,
        name="api-mod-suspend",
    ),  # fmt: skip
    path(
        "moderation/users/<int:user_id>/reinstate/",
        moderation_views.reinstate_user,
        name="api-mod-reinstate",
    ),  # fmt: skip
    path(
        "moderation/games/<int:game_id>/abort/", moderation_views.abort_game, name="api-mod-abort"
    ),  # fmt: skip
    path("me/notifications/", notify_views.notification_settings, name="api-notify-settings"),
    path("me/vacations/", notify_views.vacations, name="api-vacations"),
    path("me/vacation-days/", notify_views.vacation_days, name="api-vacation-days"),
    path(
        "me/vacations/<int:vacation_id>/", notify_views.vacation_cancel, name="api-vacation"
    ),  # fmt: skip
    path("me/deadlines/", notify_views.my_deadlines, name="api-deadlines"),
    path("me/webhooks/", notify_views.my_webhooks, name="api-webhooks"),
    path("me/webhooks/<int:webhook_id>/", notify_views.webhook_delete, name="api-webhook"),
    path("games/<int:game_id>/take-back/", notify_views.take_back, name="api-game-take-back"),
    path(
        "games/<int:game_id>/seats/<int:seat>/offer/",
        notify_views.offer_seat,
        name="api-game-offer-seat",
    ),  # fmt: skip
    path("games/<int:game_id>/invite/", notify_views.invite, name="api-game-invite"),
    path("lobby/seats/", notify_views.open_seats, name="api-open-seats"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]
