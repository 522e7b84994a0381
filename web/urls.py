from django.urls import path

from web import views

urlpatterns = [
    path("", views.home, name="home"),
    path("rules/<slug:slug>/", views.rules, name="rules"),
    path("lobby/", views.lobby, name="lobby"),
    path("games/", views.my_games, name="my-games"),
    path("games/<int:game_id>/", views.table, name="table"),
    path("games/<int:game_id>/replay/", views.replay, name="replay"),
    path("settings/", views.settings_page, name="settings"),
    path("leaderboard/", views.leaderboards, name="leaderboards"),
    path("leaderboard/<slug:kind>/", views.leaderboard, name="leaderboard"),
    path("players/<int:player_id>/", views.player, name="player"),
    path("leagues/", views.leagues, name="leagues"),
    path("leagues/<int:league_id>/", views.league, name="league"),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/", views.league_season, name="league-season"
    ),
    path("tournaments/", views.tournaments, name="tournaments"),
    path("tournaments/<int:tournament_id>/", views.tournament, name="tournament"),
]
