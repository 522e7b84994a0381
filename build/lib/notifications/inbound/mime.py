"""Reading a received email safely: parse it (or only its header), find its text.

Nothing here trusts the message: a structure nested deeper than anyone writes, a charset
Python does not know, a part that cannot be decoded or HTML that cannot be parsed either
raise UnreadableMessage (the caller sets the message aside) or are read as well as they
can be (an unknown charset is read as UTF-8, deep parts are ignored). An HTML-only reply is
turned into text with inscriptis (a maintained HTML-to-text converter that keeps the line
layout), its quoted blocks (<blockquote>, as Apple Mail, Gmail and Thunderbird quote)
replaced by a '>' line so that quotes are stripped as in a plain-text reply.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from email import policy
from email.message import Message
from email.parser import BytesHeaderParser, BytesParser

from inscriptis import Inscriptis
from lxml import etree
from lxml import html as lxml_html

MAX_DEPTH = 12  # MIME nesting walked when looking for the text; deeper parts are ignored
MAX_BOUNDARIES = 100  # more multipart boundaries than this: refused before parsing
HEAD_BYTES = 64 * 1024  # of an oversize message, read for its header only
MAX_TEXT = 200_000  # bytes of one text part decoded (the answer is on its first lines)
XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")


class UnreadableMessage(Exception):
    """The message cannot be read at all; ``str(error)`` says why, for the log."""


def parse_message(raw: bytes) -> Message:
    """The whole message. Raises UnreadableMessage."""
    if raw.lower().count(b"boundary=") > MAX_BOUNDARIES:
        raise UnreadableMessage(f"more than {MAX_BOUNDARIES} MIME multipart boundaries")
    try:
        return BytesParser(policy=policy.default).parsebytes(raw)
    except RecursionError:
        raise UnreadableMessage("MIME parts nested too deeply to parse") from None
    except Exception as error:  # the stdlib parser is lenient; anything left is a bug
        raise UnreadableMessage(f"the MIME structure cannot be parsed ({error!r})") from error


def parse_head(raw: bytes) -> Message:
    """Only the header of a message (``raw`` may stop anywhere in the body)."""
    end = re.search(rb"\r?\n\r?\n", raw)
    try:
        return BytesHeaderParser(policy=policy.default).parsebytes(raw[: end.end()] if end else raw)
    except Exception as error:
        raise UnreadableMessage(f"the header cannot be parsed ({error!r})") from error


def walk(msg: Message, depth: int = 0) -> Iterator[Message]:
    """Every part down to MAX_DEPTH levels (Message.walk has no limit)."""
    yield msg
    if depth >= MAX_DEPTH or not msg.is_multipart():
        return
    payload = msg.get_payload()
    for part in payload if isinstance(payload, list) else ():
        if isinstance(part, Message):
            yield from walk(part, depth + 1)


def size_of(msg: Message) -> int:
    """About how many bytes ``msg`` takes as sent (for a message a provider parsed)."""
    total = 0
    for part in walk(msg):
        total += sum(len(k) + len(str(v)) + 4 for k, v in part.items())
        payload = part.get_payload()
        if isinstance(payload, str | bytes):
            total += len(payload)
    return total


def decoded_text(part: Message) -> str:
    """A text part's content: transfer encoding undone, charset decoded (unknown or
    undecodable bytes become U+FFFD instead of an error)."""
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        return str(part.get_payload() or "")[:MAX_TEXT]
    charset = part.get_content_charset() or "utf-8"
    try:
        codecs.lookup(charset)
    except LookupError:
        charset = "utf-8"
    try:
        return payload[:MAX_TEXT].decode(charset, errors="replace")
    except Exception:  # a codec that fails in a way 'replace' does not cover
        return payload[:MAX_TEXT].decode("utf-8", errors="replace")


def body_text(msg: Message) -> str:
    """The reply's text: its first plain-text part, else its first HTML part as text.
    Attachments are not read."""
    plain = html = None
    for part in walk(msg):
        if part.is_multipart() or part.get_content_disposition() == "attachment":
            continue
        kind = part.get_content_type()
        if kind == "text/plain" and plain is None:
            plain = part
        elif kind == "text/html" and html is None:
            html = part
    if plain is not None:
        return decoded_text(plain)
    if html is not None:
        return html_to_text(decoded_text(html))
    return ""


def html_to_text(markup: str) -> str:
    """The text of an HTML email, each quoted block replaced by a line '>'."""
    markup = XML_DECLARATION.sub("", markup)
    if not markup.strip():
        return ""
    try:
        tree = lxml_html.document_fromstring(markup)
    except (etree.ParserError, ValueError):
        return ""
    for quote in tree.xpath("//blockquote[not(ancestor::blockquote)]"):
        marker = lxml_html.Element("p")
        marker.text, marker.tail = ">", quote.tail
        parent = quote.getparent()
        if parent is not None:
            parent.replace(quote, marker)
    text = Inscriptis(tree).get_text()
    return "\n".join(line.strip() for line in text.split("\n"))
