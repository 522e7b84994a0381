from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from api import views

urlpatterns = [
    path("auth/token/", views.token_obtain, name="api-token"),
    path("tokens/", views.tokens, name="api-tokens"),
    path("tokens/<int:token_id>/", views.token_revoke, name="api-token-revoke"),
    path("me/", views.me, name="api-me"),
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
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]
