"""In a real browser: a player reports a table-talk message with the Report button, and a
message a moderator hid reads as hidden on the page."""

from __future__ import annotations

import pytest

from talk.models import Report
from talk.services import message_post
from tests.moderation.conftest import started_nim

expect = pytest.importorskip("playwright.sync_api", reason="pip install -e '.[dev]'").expect
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def mod(django_user_model):
    from tests.conftest import make_user

    user = make_user(django_user_model, "Maud")
    user.is_staff = True
    user.save()
    return user


def test_alice_reports_bobs_message_from_the_talk_panel(browse, alice, bob):
    game = started_nim(alice, bob)
    message_post(user=alice, game_id=game.pk, text="Good luck!")
    rude = message_post(user=bob, game_id=game.pk, text="You will lose, turnip.")
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/?poll=300")
    talk = page.locator("#talk")
    expect(talk).to_contain_text("You will lose, turnip.")
    # Only the other player's message has a Report button.
    report_bob = talk.get_by_role("button", name="Report Bob's message to the moderators")
    report_alice = talk.get_by_role("button", name="Report Alice's message to the moderators")
    expect(report_bob).to_have_count(1)
    expect(report_alice).to_have_count(0)
    report_bob.click()
    expect(talk).to_contain_text("Why are you reporting Bob's message?")
    talk.get_by_role("button", name="Send report").click()
    expect(talk).to_contain_text("Say briefly why you report this message.")
    talk.get_by_label("Why are you reporting Bob's message?").fill("Insulting")
    talk.get_by_role("button", name="Send report").click()
    expect(talk).to_contain_text("Thank you: the moderators will look at this message.")
    report = Report.objects.get()
    assert (report.message_id, report.reporter, report.reason) == (rude.pk, alice, "Insulting")


def test_a_hidden_message_reads_as_hidden_and_cannot_be_reported(browse, alice, bob, mod):
    from talk.moderation import message_hide

    game = started_nim(alice, bob)
    rude = message_post(user=bob, game_id=game.pk, text="Something vile")
    message_hide(staff=mod, message_id=rude.pk, reason="Abuse")
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/?poll=300")
    talk = page.locator("#talk .talk-list")
    expect(talk).to_contain_text("message hidden by a moderator")
    expect(talk).not_to_contain_text("Something vile")
    expect(talk.get_by_role("button", name="Report")).to_have_count(0)


def test_a_game_a_moderator_aborted_says_so_and_why(browse, alice, bob, mod):
    from games.services import game_abort_by_moderator

    game = started_nim(alice, bob)
    game_abort_by_moderator(staff=mod, game_id=game.pk, reason="Both players vanished")
    page = browse.page(alice)
    page.goto(f"/games/{game.pk}/?poll=300")
    expect(page.locator("#status")).to_contain_text("A moderator stopped this game")
    expect(page.locator("#log-list")).to_contain_text(
        "A moderator stopped the game: Both players vanished"
    )
    page.goto("/games/")
    expect(page.locator("main")).to_contain_text("Stopped by a moderator.")
