"""One decklist entry as text: `4 Servant #`, `4x Servant #` or `Servant #` (one copy).

The same grammar serves YAML entries and lines of text decklists. Its one
definition is the `entry_text` pattern of `schemas/deck.schema.json`, so that the
schema and the parser can never disagree about what an entry is. Lines of text
decklists may also take the shapes other tools export (`split_line`):
`Servant # x4` and `4 Servant # (WXDi-D02) WXDi-D02-28` (a set and a card number).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from deckcheck import schemas
from deckcheck.decks.model import MAX_COPIES

_COUNTED = re.compile(r"^\s*([0-9]+)\s*[xX]?\s+(\S.*?)\s*$")
# `Servant # x4`: a space before the x, so that `DJ LOVIT - SCRATCHx2` stays a name.
_COUNT_AFTER = re.compile(r"^\s*(\S.*?)\s+[xX×*]\s*0*([1-9][0-9]?)\s*$")
# `4 Servant # (WXDi-D02) WXDi-D02-28` or `... (WXDi-D02) 28`: a set and a number.
_SET_NUMBER = re.compile(
    r"^\s*0*([1-9][0-9]?)\s*[xX]?\s+(\S.*?)\s+\(\s*([A-Za-z0-9-]+)\s*\)\s+([A-Za-z0-9-]+)\s*$"
)

ENTRY_HELP = f"write 'N Name' or 'Nx Name' (N from 1 to {MAX_COPIES}), or a card name for one copy"
LINE_HELP = (
    f"write 'N Name', 'Nx Name', 'Name xN' or 'N Name (SET) NUMBER' (N from 1 to {MAX_COPIES}), "
    "or a card name for one copy"
)


@cache
def deck_schema() -> dict[str, object]:
    schema: dict[str, object] = json.loads(schemas.read("deck.schema.json"))
    return schema


@cache
def entry_pattern() -> re.Pattern[str]:
    """The schema's pattern of an entry written as text."""
    definitions = deck_schema()["$defs"]
    assert isinstance(definitions, dict)
    return re.compile(definitions["entry_text"]["pattern"])


def split_entry(text: str, *, checked: bool = False) -> tuple[int, str] | None:
    """(count, card reference) of an entry, or None when `text` is not one.

    `checked`: the text is known to match the schema's pattern already.
    """
    if not checked and not entry_pattern().search(text):
        return None
    counted = _COUNTED.match(text)
    if counted is None:
        return 1, text.strip()
    return int(counted.group(1)), counted.group(2)


@dataclass(frozen=True)
class LineEntry:
    """One line of a text decklist read as an entry."""

    count: int
    reference: str
    number: str | None = None  # the card number the line gives beside the name
    counted: bool = True  # False: a name alone, one copy


def split_line(line: str) -> LineEntry | None:
    """A line of a text decklist as an entry, in any shape a list is written in;
    None when it is not one. Full-width digits count (NFKC)."""
    text = unicodedata.normalize("NFKC", line)
    with_set = _SET_NUMBER.match(text)
    if with_set is not None:
        count, name, set_code, number = with_set.groups()
        printing = number if "-" in number else f"{set_code}-{number}"
        return LineEntry(int(count), name, printing)
    split = split_entry(text)
    if split is not None and split != (1, text.strip()):
        return LineEntry(*split)
    after = _COUNT_AFTER.match(text)
    if after is not None:
        return LineEntry(int(after.group(2)), after.group(1))
    if split is None:
        return None
    return LineEntry(1, split[1], counted=False)
