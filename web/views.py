"""Page shells. Django serves the pages and their static ES modules; every piece of game
data on them comes from the REST API through fetch, as for any third-party client."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from games.engine import all_kinds, get_kind
from web import rulebook
from web.event_webhooks import season_stream, webhooks_context
from web.tables import table_modules


def _games() -> list[dict]:
    """The installed games for the home page: their catalogue facts, rules and rulebook."""
    return [
        {"book": book, "kind": get_kind(slug), "rules": rulebook.render(slug, top=4)}
        for slug, book in rulebook.rulebooks().items()
    ]


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "web/home.html", {"games": _games()})


def rules(request: HttpRequest, slug: str) -> HttpResponse:
    book = rulebook.rulebooks().get(slug)
    if book is None:
        raise Http404("There is no such rulebook.")
    return render(request, "web/rules.html", {"book": book, "rules": rulebook.render(slug)})


@login_required
def lobby(request: HttpRequest) -> HttpResponse:
    return render(request, "web/lobby.html", {"rulebooks": list(rulebook.rulebooks())})


@login_required
def my_games(request: HttpRequest) -> HttpResponse:
    return render(request, "web/my_games.html")


def table(request: HttpRequest, game_id: int) -> HttpResponse:
    """The table of one game; who may see what is the API's business (404s included)."""
    return render(request, "web/table.html", _table_context(game_id))


def replay(request: HttpRequest, game_id: int) -> HttpResponse:
    return render(request, "web/replay.html", _table_context(game_id))


def _table_context(game_id: int) -> dict:
    return {"game_id": game_id, "modules": table_modules(), "rulebooks": list(rulebook.rulebooks())}


@login_required
def settings_page(request: HttpRequest) -> HttpResponse:
    return render(request, "web/settings.html")


def leaderboards(request: HttpRequest) -> HttpResponse:
    """The first game's leaderboard; each leaderboard links to the others."""
    kinds = sorted(all_kinds(), key=lambda k: k.name)
    if not kinds:
        raise Http404("No games are installed.")
    return redirect("leaderboard", kind=kinds[0].slug)


def leaderboard(request: HttpRequest, kind: str) -> HttpResponse:
    kinds = sorted(all_kinds(), key=lambda k: k.name)
    chosen = next((k for k in kinds if k.slug == kind), None)
    if chosen is None:
        raise Http404("There is no such game here.")
    return render(request, "web/leaderboard.html", {"kind": chosen, "kinds": kinds})


def player(request: HttpRequest, player_id: int) -> HttpResponse:
    """A player's profile: who they are is the API's business (a 404 for nobody)."""
    return render(request, "web/player.html", {"player_id": player_id})


def leagues(request: HttpRequest) -> HttpResponse:
    return render(request, "web/leagues.html")


def league(request: HttpRequest, league_id: int) -> HttpResponse:
    """A league's page with its current season (``league_season``: another one)."""
    return render(request, "web/league.html", {"league_id": league_id, "season": "",
                  **webhooks_context(request, season_stream(league_id, None))})  # fmt: skip


def league_season(request: HttpRequest, league_id: int, number: int) -> HttpResponse:
    return render(request, "web/league.html", {"league_id": league_id, "season": number,
                  **webhooks_context(request, season_stream(league_id, number))})  # fmt: skip


def tournaments(request: HttpRequest) -> HttpResponse:
    """The tournaments list, and the form to organise one (signed in)."""
    return render(request, "web/tournaments.html")


def tournament(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """One tournament: standings, rounds, the register button, the organiser's controls."""
    # A tournament's id is its stream's.
    return render(request, "web/tournament.html",
                  {"tournament_id": tournament_id, **webhooks_context(request, tournament_id)})  # fmt: skip
