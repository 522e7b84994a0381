from __future__ import annotations

from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from games import bots, services
from games.engine import all_kinds
from games.models import Game, GameStatus

# bandit: the README prints it: demo accounts
DEMO_PASSWORD = "vitrine-demo"  # nosec B105
DEMO_USERS = [("alice", "Alice"), ("bob", "Bob"), ("carol", "Carol")]
PREFERRED = ["fine-arts", "menagerie", "muse-renaissance", "wondrous-museum"]


class Command(BaseCommand):
    help = "Create the demo accounts and a demo game in progress (safe to run again)."

    def handle(self, *args, **options):
        users = [self._user(name, display) for name, display in DEMO_USERS]
        kinds = {k.slug: k for k in all_kinds()}
        slug = next((s for s in PREFERRED if s in kinds), next(iter(kinds), None))
        if slug is None:
            self.stdout.write("No game kinds are installed: no demo game.")
            return
        if Game.objects.filter(created_by=users[0]).exists():
            self.stdout.write("Demo data already present.")
            return
        rules = kinds[slug]
        seats = max(rules.min_players, min(3, rules.max_players))
        game = services.game_create(user=users[0], kind=slug, seats=seats,
                                    bots=max(0, seats - 2))  # fmt: skip
        if seats >= 2:
            game = services.game_join(user=users[1], game_id=game.pk)
        self._play_a_little(game, users)
        services.game_create(user=users[2], kind=slug, seats=rules.max_players)
        self.stdout.write(self.style.SUCCESS(f"Demo game #{game.pk} ({rules.name}) is under way."))

    def _user(self, username: str, display: str):
        User = get_user_model()
        user, created = User.objects.get_or_create(
            username=username, defaults={"email": f"{username}@example.org"}
        )
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
            user.profile.display_name = display
            user.profile.save()
        EmailAddress.objects.get_or_create(
            user=user, email=user.email, defaults={"verified": True, "primary": True}
        )
        return user

    def _play_a_little(self, game: Game, users, moves: int = 6) -> None:
        """A few opening moves for the humans, so the demo table shows a game under way:
        the bots play by their one road, the humans answer the easy bot's suggestion
        through ``game_act`` like any player."""
        by_seat = {s.number: s.user for s in game.seats.all() if s.user_id}
        for i in range(moves):
            game.refresh_from_db()
            bots.bots_play(game.pk)
            game.refresh_from_db()
            humans = [n for n in game.to_act if n in by_seat]
            if game.status != GameStatus.ACTIVE or not humans or (i >= 2 and 0 in humans):
                return
            seat = humans[-1]
            answer = bots.suggest(game, seat, f"demo:{i}")
            services.game_act(user=by_seat[seat], game_id=game.pk, version=game.version,
                              choices=answer.choices, text=answer.text)  # fmt: skip
