"""Reading the answer line out of an email reply's text.

The answer is the first line of the reply that is neither quoted text nor a signature,
whether the player wrote above the quote (top-posting) or below it (bottom-posting).
Quoted (">") lines, and the attribution paragraph that introduces them ("On ... wrote:"),
are dropped first; mail-parser-reply (a maintained, multilingual reply parser) then cuts
Outlook's "From: ... Sent: ..." block, forwarded messages and signatures; a last pass
skips mobile signatures ("Sent from my iPhone") and stops at a forwarded message. What the line means is
``notifications.answers``' job.
"""

from __future__ import annotations

import re
from typing import Any

from mailparser_reply import EmailReplyParser

from games.engine import Answer
from notifications.answers import Unreadable, read_answer

__all__ = ["Unreadable", "answer_from_reply", "first_line"]

LANGUAGES = ["en", "fr", "de", "it", "es", "nl"]
# The reply parser's regular expressions are slow on huge texts and the answer is near the
# top (or just below a quote of one short email): 30,000 characters are plenty.
MAX_CHARS = 30_000
MOBILE_SIGNATURE = re.compile(
    r"^(sent from my |sent from (outlook|mail|yahoo|gmail)|get outlook for |envoy[ée] de mon |"
    r"von meinem .* gesendet|inviato da |enviado desde mi |verzonden vanaf mijn )",
    re.IGNORECASE,
)
# Where a forwarded or Outlook-quoted message begins: nothing below it is the answer.
FORWARDED = re.compile(
    r"^(-{2,}\s*(forwarded message|original message|message transf[ée]r[ée]|ursprüngliche "
    r"nachricht|weitergeleitete nachricht|messaggio inoltrato|mensaje reenviado)\s*-{2,}|"
    r"begin forwarded message:|d[ée]but du message r[ée]exp[ée]di[ée]\s*:)$",
    re.IGNORECASE,
)
ATTRIBUTION = re.compile(r"^(on|le|am|il|el|op|em|w dniu)\s.*:$", re.IGNORECASE)


def _without_quotes(text: str) -> str:
    """Drop '>' lines and the attribution line just above each quote block when it ends
    with ':' ("On ... wrote:"; with the line before it when a client wrapped it in two)."""
    kept: list[str] = []
    for line in text.split("\n"):
        if not line.lstrip().startswith(">"):
            kept.append(line)
            continue
        last = len(kept)
        while last and not kept[last - 1].strip():
            last -= 1
        if last and kept[last - 1].rstrip().endswith(":"):
            start = last - 1
            if start and ATTRIBUTION.match(kept[start - 1].strip() + " " + kept[start].strip()):
                start -= 1
            del kept[start:]
    return "\n".join(kept)


def first_line(body: str) -> str:
    """The first non-quoted, non-signature, non-empty line of a reply ('' if none)."""
    text = _without_quotes(body[:MAX_CHARS].replace("\r\n", "\n").replace("\r", "\n"))
    try:
        latest = EmailReplyParser(languages=LANGUAGES).parse_reply(text=text)
    except Exception:  # the parser is a heuristic: fall back to our own line filter
        latest = text
    for line in (latest or "").split("\n"):
        line = line.strip()
        if FORWARDED.match(line):
            break
        if line and not line.startswith(">") and not MOBILE_SIGNATURE.match(line):
            return line
    return ""


def answer_from_reply(body: str, prompt: dict[str, Any], *, numbers_ok: bool = True) -> Answer:
    """The answer the reply gives to ``prompt`` (its JSON form). Raises Unreadable."""
    return read_answer(first_line(body), prompt, numbers_ok=numbers_ok)
