"""Bots that communicate: a Muse that builds a clue from its Masterpiece's data, and
guessers that rank the six Masterpieces by how well each fits the clue.

Both sides share one reading of a clue (``features``): its words (folded, a plural ``s``
dropped), words with their vowels left out (the Vowelless card), a year (as a number, a
Roman numeral or a 24-hour time such as 15:05 for 1505), and colours (hex codes read back
as colour names). A Masterpiece's data gives the same kinds of features: the words of its
title, alternative titles, description, collection, medium, form and subject, its years
and the colours its description names. ``fit`` weighs each shared word by how rare it is
among the 84 Masterpieces, so a clue points at one picture rather than at many.

The Muse writes many candidate clues for its Inspiration (single rare words, runs of them,
the year in several notations, colours, emoji for words it has pictures for, and the
card's own sample clues), keeps those that pass every rule (``clue_failures``: exactly the
check the game applies), and gives the one most likely to rank its Masterpiece first
among six.
"""

from __future__ import annotations

import math
import re
from functools import cache, lru_cache
from importlib import resources
from typing import Any

import yaml

from games.rules.muse_renaissance import cards
from games.rules.muse_renaissance.clue_rules import clue_failures
from games.rules.muse_renaissance.text import fold, tokens

ROW = 6
STOP = frozenset(
    (
        "the and with his her their its from into over under while who whom whose that "
        "this these those are was were has have had one two three small large left right "
        "behind front beside above below around about between each other across against "
        "among all some very just than then them they she him our out off for not but nor "
        "yet upon within without onto toward towards through where when which what there "
        "here scene painting picture shows shown figure figures made c"
    ).split()
)
VOWELS = re.compile(r"[aeiou]")
ROMAN = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$", re.IGNORECASE)
CLOCK = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")
HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
NUMBER = re.compile(r"^-?\d{1,3}(,\d{3})*$|^-?\d+$")

# Colour words a description may use, and the hex code a bot paints them with.
COLOURS = {
    "red": (200, 30, 30), "crimson": (160, 20, 40), "scarlet": (230, 40, 20),
    "blue": (30, 60, 200), "azure": (40, 120, 230), "green": (40, 150, 60),
    "gold": (212, 175, 55), "golden": (212, 175, 55), "yellow": (240, 220, 40),
    "white": (250, 250, 250), "black": (10, 10, 10), "brown": (120, 70, 30),
    "grey": (128, 128, 128), "gray": (128, 128, 128), "silver": (192, 192, 192),
    "pink": (240, 150, 180), "purple": (120, 40, 140), "violet": (140, 80, 200),
    "orange": (240, 140, 20), "ochre": (204, 119, 34),
}  # fmt: skip
# A few pictures for words a description may use (the emoji cards).
EMOJI = {
    "sea": "🌊", "wave": "🌊", "waves": "🌊", "crown": "👑", "dove": "🕊️", "apple": "🍎",
    "snake": "🐍", "serpent": "🐍", "tree": "🌳", "moon": "🌙", "star": "⭐", "stars": "⭐",
    "sun": "☀️", "horse": "🐎", "dog": "🐕", "baby": "👶", "infant": "👶", "child": "🧒",
    "skull": "💀", "angel": "👼", "angels": "👼", "ship": "⛵", "boat": "⛵", "flower": "🌸",
    "flowers": "🌸", "rose": "🌹", "fire": "🔥", "book": "📖", "lute": "🎵", "music": "🎵",
    "cross": "✝️", "church": "⛪", "mountain": "⛰️", "bird": "🐦", "birds": "🐦",
    "fish": "🐟", "heart": "❤️", "sword": "🗡️", "blood": "🩸", "lamb": "🐑", "sheep": "🐑",
    "lion": "🦁", "dragon": "🐉", "shell": "🐚", "wine": "🍷", "bread": "🍞", "key": "🔑",
    "castle": "🏰", "city": "🏙️", "bridge": "🌉", "rainbow": "🌈", "cloud": "☁️",
    "clouds": "☁️", "candle": "🕯️", "globe": "🌍", "owl": "🦉", "eagle": "🦅", "cat": "🐈",
    "mirror": "🪞", "pearl": "🦪", "ring": "💍", "eye": "👁️", "eyes": "👀", "hand": "✋",
    "hands": "🙌", "smile": "🙂", "tears": "😢", "weeping": "😢", "kiss": "💋",
}  # fmt: skip
WORDS_OF_EMOJI = {}
for _word, _emoji in EMOJI.items():
    WORDS_OF_EMOJI.setdefault(_emoji.replace("\ufe0f", ""), []).append(_word)
# A few tarot cards and elements a description may name.
TAROT = {"moon": "The Moon", "sun": "The Sun", "star": "The Star", "tower": "The Tower",
         "lovers": "The Lovers", "death": "Death", "devil": "The Devil", "hermit": "The Hermit",
         "chariot": "The Chariot", "world": "The World", "fool": "The Fool"}  # fmt: skip
ELEMENTS = {"gold": "Gold", "golden": "Gold", "silver": "Silver", "iron": "Iron",
            "copper": "Copper", "lead": "Lead", "water": "Hydrogen"}  # fmt: skip


@lru_cache(maxsize=1)
def sample_clues() -> dict[str, list[str]]:
    """Candidate clues per Inspiration id."""
    raw = resources.files(__package__).joinpath("data/bot_clues.yaml").read_text(encoding="utf-8")
    return yaml.safe_load(raw)


def stem(word: str) -> str:
    word = fold(word)
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word


def skeleton(word: str) -> str:
    return VOWELS.sub("", word)


@cache
def masterpiece_words(masterpiece_id: str) -> frozenset[str]:
    """The stemmed words of a Masterpiece's data that a clue may point at."""
    m = cards.masterpiece(masterpiece_id)
    text = " ".join(
        [m["title"], *m.get("alt_titles", []), m["description"], m["collection"],
         m["medium"], m["form"], m["subject"]]
    )  # fmt: skip
    return frozenset(stem(w) for w in tokens(text) if len(w) >= 3 and fold(w) not in STOP)


@cache
def masterpiece_starts(masterpiece_id: str) -> frozenset[str]:
    """The first 4 and 5 letters of the Masterpiece's words (for near matches)."""
    words = masterpiece_words(masterpiece_id)
    return frozenset({w[:4] for w in words if len(w) == 4} | {w[:5] for w in words if len(w) >= 5})


@cache
def masterpiece_skeletons(masterpiece_id: str) -> frozenset[str]:
    return frozenset(
        skeleton(w) for w in masterpiece_words(masterpiece_id) if len(skeleton(w)) >= 3
    )


def masterpiece_year(masterpiece_id: str) -> float:
    years = cards.masterpiece(masterpiece_id)["years"]
    return sum(years) / len(years)


@cache
def document_frequency() -> dict[str, int]:
    df: dict[str, int] = {}
    for mid in cards.masterpieces():
        for w in masterpiece_words(mid) | {"~" + s for s in masterpiece_skeletons(mid)}:
            df[w] = df.get(w, 0) + 1
    return df


def rarity(word: str) -> float:
    n = len(cards.masterpieces())
    return math.log((n + 1) / (document_frequency().get(word, 0) + 0.5))


def _nearest_colour(rgb: tuple[int, int, int]) -> str:
    return min(
        COLOURS, key=lambda name: sum((a - b) ** 2 for a, b in zip(COLOURS[name], rgb, strict=True))
    )


def _roman_value(text: str) -> int:
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i, ch in enumerate(text.upper()):
        v = values[ch]
        total += -v if i + 1 < len(text) and values[text[i + 1].upper()] > v else v
    return total


@cache
def features(clue: str) -> tuple[frozenset[str], frozenset[str], tuple[float, ...]]:
    """(words, vowelless skeletons, years) a reader takes from a clue."""
    found: set[str] = set()
    skeletons: set[str] = set()
    years: list[float] = []
    for match in HEX.finditer(clue):
        code = match.group(1)
        if len(code) == 3:
            code = "".join(ch * 2 for ch in code)
        found.add(_nearest_colour(tuple(int(code[i : i + 2], 16) for i in (0, 2, 4))))
    text = HEX.sub(" ", clue)
    for emoji, words in WORDS_OF_EMOJI.items():
        if emoji in text.replace("\ufe0f", ""):
            found.update(stem(w) for w in words)
    stripped = text.strip().strip("?!.")
    if CLOCK.match(stripped):
        hours, minutes = CLOCK.match(stripped).groups()
        years.append(int(hours) * 100 + int(minutes))
    elif stripped and ROMAN.match(stripped) and len(stripped) >= 3:
        years.append(_roman_value(stripped))
    elif NUMBER.match(stripped.replace(" ", "")):
        value = int(stripped.replace(",", "").replace(" ", ""))
        if 1000 <= value <= 2100:
            years.append(value)
    for word in tokens(text):
        if len(word) < 3 or fold(word) in STOP or word.isdigit():
            continue
        found.add(stem(word))
        if not VOWELS.search(word):
            skeletons.add(word)
    return frozenset(found), frozenset(skeletons), tuple(years)


def fit(clue: str, masterpiece_id: str) -> float:
    """How well ``clue`` points at this Masterpiece: rare shared words count most."""
    words, skeletons, years = features(clue)
    mine = masterpiece_words(masterpiece_id)
    score = sum(rarity(w) for w in words if w in mine)
    starts = masterpiece_starts(masterpiece_id)
    for w in words - mine:  # a shared start (sail / sailing, golden / gold): half as much
        if len(w) >= 4 and (w[:5] in starts or any(w[:k] in mine for k in range(4, len(w)))):
            score += 0.5 * rarity(w)
    shapes = masterpiece_skeletons(masterpiece_id)
    score += sum(rarity("~" + s) for s in skeletons if s in shapes)
    for year in years:
        score += 4.0 * max(0.0, 1.0 - abs(year - masterpiece_year(masterpiece_id)) / 40.0)
    return score


def rank(clue: str, row: list[str]) -> list[float]:
    """The fit of each Masterpiece of the row, in row order."""
    return [fit(clue, mid) for mid in row]


# --- the Muse ----------------------------------------------------------------------------
def _key_words(masterpiece_id: str) -> list[str]:
    """The Masterpiece's own words, rarest first, as they are written (not stemmed)."""
    m = cards.masterpiece(masterpiece_id)
    text = " ".join([m["description"], m["title"], *m.get("alt_titles", []), m["collection"],
                     m["medium"], m["form"], m["subject"]])  # fmt: skip
    seen: dict[str, str] = {}
    for raw in re.findall(r"[A-Za-zÀ-ÿ]+", text):
        word = raw.lower()
        if len(word) >= 3 and word not in STOP and stem(word) not in seen:
            seen[stem(word)] = word
    return sorted(seen.values(), key=lambda w: (-rarity(stem(w)), w))


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
                           (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"),
                           (4, "IV"), (1, "I")):  # fmt: skip
        while n >= value:
            out, n = out + letters, n - value
    return out


def _hex(name: str) -> str:
    return "#" + "".join(f"{v:02X}" for v in COLOURS[name])


def candidate_clues(masterpiece_id: str, inspiration_id: str) -> list[str]:
    """Clues worth trying for this Masterpiece; the rules decide which may be given."""
    words = _key_words(masterpiece_id)
    top = words[:12]
    year = round(masterpiece_year(masterpiece_id))
    colours = [w for w in words if w in COLOURS]
    emoji = [EMOJI[w] for w in words if w in EMOJI]
    out: list[str] = []
    out += top
    for size in range(2, 7):
        out.append(" ".join(top[:size]))
        out.append(" ".join(sorted(top[:size], key=len)))
    out += [w for w in words if len(w) == 6][:3] + [w for w in words if len(w) >= 10][:3]
    out += [w.upper() for w in top[:3]] + [" ".join(top[:3]).upper()]
    out += (
        ["#" + "".join(w.capitalize() for w in top[:2]), "#" + top[0].capitalize()] if top else []
    )
    out += [f"{' '.join(top[:3])}?", f"why {top[0]}?"] if top else []
    out += [f"{' '.join(top[:3])} STOP", f"{top[0]} STOP"] if top else []
    out += [f"[{' '.join(top[:3])}]", f'"{" ".join(top[:3])}"'] if top else []
    out += [" ".join(w for w in top if "e" not in w)[:80]]
    out += [" ".join(skeleton(w) for w in top[:3]), skeleton(top[0]) if top else ""]
    out += [w for w in words if w.endswith("ing")][:3]
    out += [" ".join(w for w in words if len(w) <= 3)[:20]]
    if len(top) >= 3:
        out.append(f"{top[0]} + {top[1]} = {top[2]}")
    out += [str(year), _roman(year), f"{year // 100}:{year % 100:02d}"]
    out += [_hex(c) for c in colours[:1]] + [" ".join(_hex(c) for c in (colours * 3)[:3])]
    out += ["".join(emoji[:3]), emoji[0] if emoji else "", "".join(emoji[:1] + emoji[1:2])]
    out += [f"{top[0]} {emoji[0]}"] if emoji and top else []
    out += [TAROT[w] for w in words if w in TAROT] + [ELEMENTS[w] for w in words if w in ELEMENTS]
    out += _alliterations(words) + _abc(words)
    out += sample_clues()[inspiration_id]  # the card's sample clues, last resort
    return [c for c in dict.fromkeys(out) if c and c.strip()]


def _alliterations(words: list[str]) -> list[str]:
    by_initial: dict[str, list[str]] = {}
    for w in words:
        by_initial.setdefault(w[0], []).append(w)
    runs = sorted(by_initial.values(), key=lambda ws: -sum(rarity(stem(w)) for w in ws[:5]))
    return [" ".join(ws[:5]) for ws in runs if len(ws) >= 2][:3]


def _abc(words: list[str]) -> list[str]:
    by_initial = {}
    for w in words:
        by_initial.setdefault(w[0], w)
    out = []
    for first in "abcdefghijklmnopqrstuvwx":
        second, third = chr(ord(first) + 1), chr(ord(first) + 2)
        if first in by_initial and second in by_initial and third in by_initial:
            out.append(f"{by_initial[first]} {by_initial[second]} {by_initial[third]}")
    return out


def first_among_six(clue: str, masterpiece_id: str) -> float:
    """The chance that ``clue`` ranks its Masterpiece first in a row of six random ones."""
    mine = fit(clue, masterpiece_id)
    others = [fit(clue, mid) for mid in cards.masterpieces() if mid != masterpiece_id]
    above = sum(1 for f in others if f > mine)
    level = sum(1 for f in others if f == mine)
    beat = 1.0 - (above + 0.5 * level) / len(others)
    return beat ** (ROW - 1) + 0.01 * mine


@cache
def best_clue(masterpiece_id: str, inspiration_id: str) -> tuple[str, float] | None:
    """The valid clue most likely to be found, with that chance; None if none passes."""
    card = cards.inspiration(inspiration_id)
    piece = cards.masterpiece(masterpiece_id)
    best: tuple[str, float] | None = None
    for clue in candidate_clues(masterpiece_id, inspiration_id):
        if clue_failures(clue, card, piece):
            continue
        chance = first_among_six(clue, masterpiece_id)
        if best is None or chance > best[1]:
            best = (clue, chance)
    return best


def inspiration_promise(inspiration_id: str, sample: list[str]) -> float:
    """How well clues on this card tend to work, over a few Masterpieces."""
    found = [best_clue(mid, inspiration_id) for mid in sample]
    return sum(f[1] if f else 0.0 for f in found) / max(len(found), 1)


def guess(clue: str, row: list[str]) -> list[int]:
    """Positions (1-6) of the row, best fit first."""
    fits = rank(clue, row)
    return sorted(range(1, len(row) + 1), key=lambda p: -fits[p - 1])


def muse_state_answer(state: dict[str, Any]) -> str | None:
    current = state["current"]
    found = best_clue(current["masterpiece"], current["inspiration"])
    return found[0] if found else None
