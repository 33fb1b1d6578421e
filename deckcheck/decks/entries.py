"""One decklist entry as text: `4 Servant #`, `4x Servant #` or `Servant #` (one copy).

The same grammar serves YAML entries and lines of text decklists. Its one
definition is the `entry_text` pattern of `schemas/deck.schema.json`, so that the
schema and the parser can never disagree about what an entry is.
"""

from __future__ import annotations

import json
import re
from functools import cache

from deckcheck import schemas
from deckcheck.decks.model import MAX_COPIES

_COUNTED = re.compile(r"^\s*([0-9]+)\s*[xX]?\s+(\S.*?)\s*$")

ENTRY_HELP = f"write 'N Name' or 'Nx Name' (N from 1 to {MAX_COPIES}), or a card name for one copy"


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
