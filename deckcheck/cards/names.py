"""Card names and numbers as people type them: normalising, and suggesting.

Three tiers of name matching, tried in order so that a looser tier never hides an
exact match:

* exact: Unicode-normalised (NFKC), case-folded, runs of whitespace collapsed.
  `SERVANT  #` and `servant #` both name `Servant #`.
* loose: the exact key without whitespace and ASCII punctuation, except `#` and
  `'` (a prime marks a different card: `Lize, Level 3'`); other symbols (`∞`, `☆`)
  stay. `F-Lite, Code Art` and `F - Lite, Code: Art` meet here.
* suggestion: for an unknown name, the closest names by fuzzy matching.

Japanese names (`name_jp`) have the same two tiers; NFKC makes full-width and
half-width forms (`ｻｰｳﾞｧﾝﾄ`, `＃`) one. A trailing label in parentheses that deck
simulators add (`Servant # (WXDi-D02)`) is split off by `split_label`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

_WHITESPACE = re.compile(r"\s+")
# Whitespace and ASCII punctuation but `#` and `'`; symbols such as ∞ or ☆ stay.
# The Japanese middle dot and wave dash are spacing too (`サンバ・カーニバル`).
_NOT_LOOSE = re.compile(r"[\s!\"$%&()*+,\-./:;<=>?@\[\\\]^_`{|}~・〜]+")
_EN_SUFFIX = re.compile(r"\s*\[\s*EN\s*\]\s*$", re.IGNORECASE)
_NUMBER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*-[A-Za-z0-9_]+$")
_LABEL = re.compile(r"^(?P<text>.*?\S)\s*\((?P<label>[^()]*)\)$")
_PID = re.compile(r"^pid\s*:\s*([0-9]+)$", re.IGNORECASE)
# Kana and CJK ideographs, in any width.
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")


def name_key(name: str) -> str:
    """The exact-tier key of a name."""
    return _WHITESPACE.sub(" ", unicodedata.normalize("NFKC", name).casefold()).strip()


def loose_key(name: str) -> str:
    """The loose-tier key of a name."""
    return _NOT_LOOSE.sub("", name_key(name))


def number_key(reference: str) -> str | None:
    """The key of a card number (`WXDi-P01-001`, `wxdi-p01-001 [EN]`), or None if it is not one."""
    text = _EN_SUFFIX.sub("", unicodedata.normalize("NFKC", reference).strip())
    if not _NUMBER.match(text):
        return None
    return text.upper()


def split_label(reference: str) -> tuple[str, str] | None:
    """(text, label) of a reference that ends with a label in parentheses
    (`Urith, Enma (WXi-06)` -> `Urith, Enma`, `WXi-06`); None when it has none."""
    match = _LABEL.match(unicodedata.normalize("NFKC", reference).strip())
    if match is None:
        return None
    return match.group("text"), match.group("label").strip()


def pid_of(reference: str) -> int | None:
    """The WEBXOSS card id of a `pid:380` reference, or None if it is not one."""
    match = _PID.match(reference.strip())
    return int(match.group(1)) if match else None


def is_japanese(text: str) -> bool:
    """Whether `text` holds kana or ideographs (a Japanese name)."""
    return _JAPANESE.search(text) is not None


def suggestion_keys(names: Iterable[str]) -> dict[str, str]:
    """Exact-tier key -> name, the form `suggest` compares (compute it once per name list)."""
    return {name_key(name): name for name in names}


def suggest(reference: str, names: Iterable[str] | Mapping[str, str], limit: int = 3) -> list[str]:
    """The names closest to `reference`, best first (fuzzy matching, rapidfuzz).

    `names` is a list of names, or the mapping `suggestion_keys` makes of one.
    """
    from rapidfuzz import fuzz, process

    keys = names if isinstance(names, Mapping) else suggestion_keys(names)
    # Compare exact-tier keys, not rapidfuzz's default processing (which drops
    # symbols, so that `Servant #` and `Servant ∞` would look alike).
    matches = process.extract(
        name_key(reference), list(keys), scorer=fuzz.WRatio, limit=limit, score_cutoff=60
    )
    return [keys[key] for key, _score, _index in matches]


def identifier_key(text: str) -> str:
    """`Water Beast`, `water-beast` and `WATER_BEAST` all name the class WATER_BEAST."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


def identifier_words(code: str) -> str:
    """An identifier as words: `WATER_BEAST` -> `Water Beast`."""
    return " ".join(part.capitalize() for part in code.split("_"))
