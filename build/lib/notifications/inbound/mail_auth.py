"""Did the sender's domain vouch for a received email? SPF, DKIM and DMARC as reported by
the receiving side: the Authentication-Results header (RFC 8601), Received-SPF (RFC 7208),
Mailgun's X-Mailgun-Spf / X-Mailgun-Dkim-Check-Result headers, and provider fields that
django-anymail passes along (Amazon SES's receipt verdicts, SendGrid's SPF and dkim fields).

The signed reply token stays the authority on who may move; these results only ever refuse
a reply (a forged From that the sender's domain disowns). So a header the sender wrote
himself can at worst get his own message refused; it can never let anything in. Only the
topmost Authentication-Results header is read (the one the receiving server adds on top),
or, with VITRINE_INBOUND_AUTHSERV_IDS set, those of the listed servers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

CHECKS = ("spf", "dkim", "dmarc")
COMMENT = re.compile(r"\([^()]*\)")


def _merge(found: dict[str, str], method: str, result: str) -> None:
    """DKIM may have several signatures: one pass is enough. Otherwise a failure sticks."""
    before = found.get(method)
    if before == "pass" or (before == "fail" and result != "pass"):
        return
    found[method] = result


def parse_authentication_results(value: str, trusted: Iterable[str] = ()) -> dict[str, str]:
    """``{"spf": "pass", "dkim": "fail", ...}`` from one Authentication-Results value;
    empty if ``trusted`` names servers and this header is from none of them."""
    text = COMMENT.sub(" ", value)
    server, _, rest = text.partition(";")
    trusted = {t.lower() for t in trusted}
    if trusted and server.strip().split(" ")[0].lower() not in trusted:
        return {}
    found: dict[str, str] = {}
    for resinfo in rest.split(";"):
        match = re.match(r"\s*([a-z0-9-]+)\s*=\s*([a-z]+)", resinfo, re.IGNORECASE)
        if match and match.group(1).lower() in CHECKS:
            _merge(found, match.group(1).lower(), match.group(2).lower())
    return found


def header_results(
    headers: Iterable[tuple[str, str]], trusted: Iterable[str] = ()
) -> dict[str, str]:
    """The results a message's header fields report (in order, topmost first)."""
    trusted = list(trusted)
    found: dict[str, str] = {}
    seen_spf = seen_ar = False
    for name, value in headers:
        name = name.lower()
        if name == "authentication-results" and (trusted or not seen_ar):
            seen_ar = True
            for method, result in parse_authentication_results(str(value), trusted).items():
                _merge(found, method, result)
        elif name == "received-spf" and not seen_spf:
            seen_spf = True
            words = str(value).split()
            if words:
                _merge(found, "spf", words[0].lower())
        elif name == "x-mailgun-spf":
            _merge(found, "spf", str(value).strip().lower())
        elif name == "x-mailgun-dkim-check-result":
            _merge(found, "dkim", str(value).strip().lower())
    return found


def provider_results(esp_name: str, esp_event: Any) -> dict[str, str]:
    """Results a provider gives outside the message's header (via anymail's esp_event)."""
    found: dict[str, str] = {}
    name = esp_name.lower().replace(" ", "")
    if name == "amazonses" and isinstance(esp_event, Mapping):
        receipt = esp_event.get("receipt") or {}
        for method in CHECKS:
            status = str((receipt.get(f"{method}Verdict") or {}).get("status", "")).lower()
            if status in ("pass", "fail"):
                _merge(found, method, status)
    elif name == "sendgrid" and hasattr(esp_event, "POST"):
        spf = str(esp_event.POST.get("SPF", "")).strip().lower()
        if spf:
            _merge(found, "spf", spf.split()[0])
        for result in re.findall(r":\s*([a-z]+)", str(esp_event.POST.get("dkim", ""))):
            _merge(found, "dkim", result.lower())
    return found


def failures(results: Mapping[str, str]) -> list[str]:
    """The checks that failed outright. 'softfail', 'neutral', 'none' and the errors are
    not failures: many honest domains publish no strict policy, or a broken one."""
    return [f"{method}=fail" for method in CHECKS if results.get(method) == "fail"]
