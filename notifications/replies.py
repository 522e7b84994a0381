"""Reading a move out of an email reply.

The answer is the first line of the reply that is neither quoted text nor a signature.
Quotes, "On ... wrote:" headers and signatures are stripped by mail-parser-reply (a
maintained, multilingual reply parser); a hand-written pass then drops any remaining
quoted (">") lines and takes the first non-empty line. That line holds option numbers as
the email showed them ("2", "1 3", "1, 3"), option ids, or, for a text prompt, the text.
"""

from __future__ import annotations

import re
from typing import Any

from mailparser_reply import EmailReplyParser

from games.engine import Answer

LANGUAGES = ["en", "fr", "de", "it", "es", "nl"]


class Unreadable(Exception):
    """The reply holds no answer we can read; ``message`` says what to send instead."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def first_line(body: str) -> str:
    """The first non-quoted, non-signature, non-empty line of a reply ('' if none)."""
    text = body.replace("\r\n", "\n")
    try:
        latest = EmailReplyParser(languages=LANGUAGES).parse_reply(text=text)
    except Exception:  # the parser is a heuristic: fall back to our own line filter
        latest = text
    for line in (latest or "").split("\n"):
        line = line.strip()
        if line and not line.startswith(">"):
            return line
    return ""


def answer_from_reply(body: str, prompt: dict[str, Any]) -> Answer:
    """The answer the reply gives to ``prompt`` (its JSON form). Raises Unreadable."""
    line = first_line(body)
    if not line:
        raise Unreadable("The reply had no answer on its first line.")
    if prompt["kind"] == "text":
        return Answer(text=line)
    options = prompt["options"]
    by_id = {o["id"].lower(): o["id"] for o in options}
    if line.lower() in by_id:
        return Answer(choices=(by_id[line.lower()],))
    chosen = []
    for token in (t.strip(".)(:") for t in re.split(r"[\s,;]+", line) if t.strip(".)(:")):
        if token.isdigit() and 1 <= int(token) <= len(options):
            chosen.append(options[int(token) - 1]["id"])
        elif token.lower() in by_id:
            chosen.append(by_id[token.lower()])
        else:
            raise Unreadable(
                f"'{token}' is not one of the options: answer with a number from 1 to "
                f"{len(options)} on the first line of your reply."
            )
    return Answer(choices=tuple(chosen))
