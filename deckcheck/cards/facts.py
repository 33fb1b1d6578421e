"""A fast reader for the card files `tools/build_carddb.py` writes: facts without abilities.

A cold load of the card database spent most of its time in PyYAML building Python
objects (its constructor and resolver are Python, not C), and most of those objects were
the hand-written `abilities:` blocks, which a database of facts never reads. This reader
takes the strict subset of YAML the generated facts are written in, line by line:

    card-id:                      a top-level key, one per card
      name: plain text            plain scalars, 'single-quoted' and "simple" text
      colors: [red, blue]         flow sequences and mappings of plain scalars
      cost: {red: 1}
      abilities:                  a block, kept as its text (and its first line)
        - kind: ...

and it gives up (None) on anything else: a file it declines is read by PyYAML, which
gives the same data or reports the problem as it always has. Plain scalars are resolved
by PyYAML's own resolver (once per distinct text), so `true`, `12` or `null` mean what
they mean in YAML; a scalar of any other kind (a float, a date, `0x1F`) is declined.

An `abilities:` block is kept as text and parsed when its card's `ability_data` is first
asked for (`deckcheck.cards.model`): its lines are indented deeper than the card's keys
and belong to no other key, so parsing the block alone gives what the whole file gives.
tests/cards/test_facts.py checks that, card by card, for every bundled file.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import yaml

# What makes a file unusual enough for PyYAML to read: tabs, carriage returns and the
# other line breaks YAML knows, a byte-order mark, characters YAML refuses.
_UNUSUAL_TEXT = re.compile(
    "[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]"
)
_TOP_KEY = re.compile(r"([^\s'\"#\-?:,\[\]{}&*!|>%@`][^#,\[\]{}'\"]*?):")
_FACT = re.compile(r"  ([a-z_]+):(?: (.+))?")
_SINGLE_QUOTED = re.compile(r"'((?:[^']|'')*)'")
_DOUBLE_QUOTED = re.compile(r'"([^"\\]*)"')
_FLOW_QUOTED = re.compile(r" *'((?:[^']|'')*)' *")
_FLOW_UNQUOTED = re.compile(r"[^,']+")
_DECIMAL = re.compile(r"0|[1-9][0-9]*")
# A plain scalar's first character may not be one of YAML's indicators.
_INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@` ")
# Inside [...] and {...}, none of these may appear in a plain scalar.
_FLOW_SIGNS = frozenset(",[]{}#'\"")

_TAG = "tag:yaml.org,2002:"
_BOOLEANS = yaml.constructor.SafeConstructor.bool_values
_RESOLVER = yaml.resolver.Resolver()


class _DeclinedError(Exception):
    """Text outside the subset: PyYAML reads the file."""


def read_facts(text: str) -> list[tuple[str, int, dict[str, Any], tuple[int, str] | None]] | None:
    """Each card of a generated card file: (id, line of its key, its facts, its
    `abilities:` block as (first line, text) or None), in file order; None when the file
    is not written in the subset above (PyYAML must read it)."""
    if _UNUSUAL_TEXT.search(text):
        return None
    try:
        return _read(text)
    except _DeclinedError:
        return None


def _read(text: str) -> list[tuple[str, int, dict[str, Any], tuple[int, str] | None]]:
    cards: list[tuple[str, int, dict[str, Any], tuple[int, str] | None]] = []
    seen: set[str] = set()
    entry: dict[str, Any] | None = None
    block: list[str] | None = None
    block_start = 0
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        if block is not None:
            stripped = line.lstrip(" ")
            if not stripped or stripped.startswith("#") or line.startswith("   "):
                block.append(line)
                continue
            cards[-1] = (*cards[-1][:3], _ability_block(block_start, block))
            block = None
        if not line or line.startswith("#"):
            continue
        if line[0] != " ":
            match = _TOP_KEY.fullmatch(line)
            if match is None or ": " in line or line.endswith("::") or entry == {}:
                raise _DeclinedError  # (an entry without facts would be null in YAML)
            key = _plain(match.group(1))
            if not isinstance(key, str) or key in seen:
                raise _DeclinedError
            seen.add(key)
            entry = {}
            cards.append((key, number, entry, None))
            continue
        if line.lstrip(" ").startswith("#"):
            continue
        fact = _FACT.fullmatch(line)
        if fact is None or entry is None:
            raise _DeclinedError
        name, value = fact.groups()
        if name in entry or (name == "abilities" and cards[-1][3] is not None):
            raise _DeclinedError
        if name == "abilities":
            if value is not None:
                raise _DeclinedError
            block, block_start = [line], number
            continue
        if value is None:
            raise _DeclinedError
        entry[name] = _value(value)
    if block is not None:
        cards[-1] = (*cards[-1][:3], _ability_block(block_start, block))
    if entry == {}:
        raise _DeclinedError
    return cards


def _ability_block(start: int, lines: list[str]) -> tuple[int, str]:
    """(first line, text) of an `abilities:` block, which must hold a list of entries."""
    content = [line for line in lines[1:] if line.strip() and not line.lstrip().startswith("#")]
    if not content or not content[0].startswith("    - "):
        raise _DeclinedError
    while not lines[-1].strip():
        lines.pop()
    return start, "\n".join(lines) + "\n"


@cache  # facts repeat (`colors: [red]`); the lists and mappings are only read
def _value(text: str) -> Any:
    first = text[0]
    if first == "[":
        if not text.endswith("]"):
            raise _DeclinedError
        return _flow_items(text[1:-1]) if text[1:-1].strip(" ") else []
    if first == "{":
        if not text.endswith("}"):
            raise _DeclinedError
        inner = text[1:-1]
        mapping: dict[str, Any] = {}
        for pair in inner.split(",") if inner.strip() else ():
            key_text, colon, value_text = pair.partition(": ")
            key = _flow_plain(key_text)
            if not colon or not isinstance(key, str) or key in mapping:
                raise _DeclinedError
            mapping[key] = _flow_plain(value_text)
        return mapping
    if first == "'":
        match = _SINGLE_QUOTED.fullmatch(text)
        if match is None:
            raise _DeclinedError
        return match.group(1).replace("''", "'")
    if first == '"':
        match = _DOUBLE_QUOTED.fullmatch(text)
        if match is None:
            raise _DeclinedError
        return match.group(1)
    if ": " in text or " #" in text or text.endswith((":", " ")):
        raise _DeclinedError
    return _plain(text)


def _flow_items(inner: str) -> list[Any]:
    """The items of a flow sequence, plain or 'single-quoted', between its brackets."""
    if "'" not in inner:
        return [_flow_plain(item) for item in inner.split(",")]
    items: list[Any] = []
    position = 0
    while True:
        match = _FLOW_QUOTED.match(inner, position)
        if match is not None:
            items.append(match.group(1).replace("''", "'"))
        else:
            match = _FLOW_UNQUOTED.match(inner, position)
            if match is None:
                raise _DeclinedError
            items.append(_flow_plain(match.group()))
        position = match.end()
        if position == len(inner):
            return items
        if inner[position] != ",":
            raise _DeclinedError
        position += 1


def _flow_plain(text: str) -> Any:
    """A plain scalar inside [...] or {...}, with the spaces around it."""
    text = text.strip(" ")
    if not text or ":" in text or any(sign in _FLOW_SIGNS for sign in text):
        raise _DeclinedError
    return _plain(text)


@cache
def _plain(text: str) -> Any:
    """The value of a plain scalar, as PyYAML resolves and constructs it."""
    if text[0] in _INDICATORS or text != text.strip():
        raise _DeclinedError
    tag = _RESOLVER.resolve(yaml.ScalarNode, text, (True, False))  # type: ignore[no-untyped-call]
    if tag == _TAG + "str":
        return text
    if tag == _TAG + "int" and _DECIMAL.fullmatch(text):
        return int(text)
    if tag == _TAG + "bool":
        return _BOOLEANS[text.lower()]
    if tag == _TAG + "null":
        return None
    raise _DeclinedError
