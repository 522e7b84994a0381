"""What an email reply's answer line means for a prompt (a pure function of the two), and
the answer line found in replies as mail programs write them, HTML-only ones included."""

from __future__ import annotations

import pytest

from notifications.answers import Unreadable, how_to_answer, read_answer
from notifications.inbound.mime import html_to_text
from notifications.inbound.replies import answer_from_reply, first_line

TRADING = {"kind": "choose", "min": 1, "max": 1, "options": [
    {"id": "offer", "label": "Make a trade offer to another player"},
    {"id": "done", "label": "I am done trading (my open offers stay open until trading ends)"},
]}  # fmt: skip
CARDS = {"kind": "choose", "min": 0, "max": 3, "options": [
    {"id": "gr5", "label": "General Revenue 5"}, {"id": "m9", "label": "Memberships 9"},
    {"id": "m1", "label": "Memberships 1"}, {"id": "m10", "label": "Memberships 10"},
    {"id": "g1", "label": "Grants 1"}, {"id": "g4", "label": "Grants 4"},
]}  # fmt: skip
YES_NO = {"kind": "choose", "min": 1, "max": 1, "options": [
    {"id": "0", "label": "Resolve: gain 1 admiration token"}, {"id": "1", "label": "Skip this effect"},
]}  # fmt: skip
PAINTINGS = {"kind": "choose", "min": 1, "max": 1, "options": [
    {"id": "p1", "label": "The Last Supper - Leonardo da Vinci"},
    {"id": "p2", "label": "Mona Lisa - Leonardo da Vinci"},
    {"id": "p3", "label": "The Lady and the Unicorn: À mon seul désir"},
]}  # fmt: skip


def chosen(line: str, prompt=TRADING, **kw) -> tuple[str, ...]:
    return read_answer(line, prompt, **kw).choices


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("2", "done"),
        ("done", "done"),
        ("DONE.", "done"),
        ("I am done trading", "done"),
        ("done trading", "done"),
        ("make an offer", "offer"),  # "an" is a filler word; the others are in one label
        ("Option 1", "offer"),
    ],
)
def test_an_answer_naming_one_option_by_number_id_or_words_is_accepted(line, expected):
    assert chosen(line) == (expected,)


def test_words_that_are_in_no_label_are_refused():
    with pytest.raises(Unreadable, match="'I'm done trading, thanks' is not one of the options"):
        chosen("I'm done trading, thanks")


def test_words_are_matched_without_case_or_accents_and_a_whole_label_wins():
    assert chosen("Memberships 9", CARDS) == ("m9",)
    assert chosen("memberships 1", CARDS) == ("m1",)  # not 10: words, not prefixes
    assert chosen("À MON SEUL DÉSIR", PAINTINGS) == ("p3",)
    assert chosen("a mon seul desir", PAINTINGS) == ("p3",)
    assert chosen("Memberships 9 and Grants 4", CARDS) == ("m9", "g4")
    assert chosen("gr5, m10", CARDS) == ("gr5", "m10")
    assert chosen("none", CARDS) == ()


def test_ambiguous_words_get_the_candidates_listed_with_their_numbers():
    with pytest.raises(Unreadable) as refused:
        chosen("Leonardo", PAINTINGS)
    assert refused.value.message == (
        "'Leonardo' could mean more than one option: 1. The Last Supper - Leonardo da Vinci; "
        "2. Mona Lisa - Leonardo da Vinci. Reply with the number of the one you mean."
    )
    with pytest.raises(Unreadable, match="4. Memberships 10"):
        chosen("Memberships", CARDS)


def test_a_refusal_states_the_real_range_and_how_many_to_pick():
    with pytest.raises(Unreadable) as refused:
        chosen("3")  # two options
    assert refused.value.message == (
        "'3' is not one of the options. Reply with the number of your choice, from 1 to 2, "
        "or the words of one option, on the first line of your email."
    )
    with pytest.raises(Unreadable) as refused:
        chosen("1 2 3 4", CARDS)
    assert refused.value.message == (
        "Your reply named 4 options. Reply with the numbers of up to 3 of the options 1 to 6, "
        'separated by spaces (like "1 3"), or "none", on the first line of your email.'
    )
    two = {**CARDS, "min": 2, "max": 2}
    with pytest.raises(Unreadable, match="exactly 2 of the options 1 to 6"):
        chosen("5", two)
    only = {**TRADING, "options": TRADING["options"][1:]}
    assert '"1" (the only option)' in how_to_answer(only)


def test_a_number_is_the_position_the_email_showed_even_where_ids_are_numbers():
    assert chosen("1", YES_NO) == ("0",)
    assert chosen("2", YES_NO) == ("1",)
    assert chosen("skip", YES_NO) == ("1",)


def test_when_the_options_changed_since_the_email_numbers_are_refused_but_words_count():
    with pytest.raises(Unreadable, match="options changed after that email was sent"):
        chosen("2", numbers_ok=False)
    assert chosen("I am done trading", numbers_ok=False) == ("done",)
    assert chosen("done", numbers_ok=False) == ("done",)


GMAIL = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
         '</head><body><div dir="ltr">I am done trading</div><br><div class="gmail_quote">'
         '<div dir="ltr" class="gmail_attr">On Mon, Mar 3, 2025 at 9:00 AM Vitrine &lt;<a '
         'href="mailto:v@x">v@x</a>&gt; wrote:<br></div><blockquote class="gmail_quote">It is '
         "your move.<br>1. Make a trade offer<br></blockquote></div></body></html>")  # fmt: skip
OUTLOOK = ('<html><head><style>p{margin:0}</style></head><body><div>2</div><hr><div '
           'id="divRplyFwdMsg"><b>From:</b> Vitrine &lt;vitrine@localhost&gt;<br><b>Sent:</b>'
           " Monday, March 3, 2025 9:00 AM<br><b>To:</b> Alice<br><b>Subject:</b> Your move"
           "</div><div>It is your move.<br>1. Take 1</div></body></html>")  # fmt: skip
APPLE_BOTTOM = ('<html><body><blockquote type="cite"><div>On 3 Mar 2025, at 09:00, Vitrine '
                "wrote:</div><div>It is your move.</div></blockquote><div>Memberships 9</div>"
                "<div><br></div><div>Sent from my iPad</div></body></html>")  # fmt: skip


@pytest.mark.parametrize(
    ("html", "line"),
    [(GMAIL, "I am done trading"), (OUTLOOK, "2"), (APPLE_BOTTOM, "Memberships 9")],
)
def test_an_html_only_reply_is_read_as_text_without_its_quote(html, line):
    text = html_to_text(html)
    assert "<" not in first_line(text)
    assert first_line(text) == line


def test_the_gmail_html_reply_plays_the_option_its_words_name():
    assert answer_from_reply(html_to_text(GMAIL), TRADING).choices == ("done",)


@pytest.mark.parametrize(
    ("body", "line"),
    [
        # Bottom-posted, with the attribution a client wrapped over two lines.
        ("On Mon, Mar 3, 2025 at 9:00 AM Vitrine <\nv@x> wrote:\n> It is your move.\n\n3\n", "3"),
        ("2\n\nSent from my iPhone\n\n> On 3 Mar 2025, at 09:00, Vitrine wrote:\n> x\n", "2"),
        ("Sent from my iPhone", ""),
        ("1\n\n---------- Forwarded message ---------\nFrom: Vitrine <v@x>\n\n1. Take 1\n", "1"),
        ("Take 2\n\n________________________________\nFrom: Vitrine <v@x>\nSent: Monday, "
         "March 3, 2025 9:00 AM\nTo: Alice\nSubject: Your move\n\n1. Take 1\n", "Take 2"),
    ],
)  # fmt: skip
def test_the_answer_line_of_replies_as_mail_programs_write_them(body, line):
    assert first_line(body) == line
