"""Text from outside (decklists, card and format files, file names) made safe to show.

Whatever a file or its name holds reaches the terminal, a report or a spreadsheet only
in a printable form: control characters (escape sequences start with one), Unicode
direction overrides, line separators and bytes of a file name that are not UTF-8 are
written as escapes (`\\x1b`, `\\n`, `\\u202e`, `\\xff`), so that no text can colour,
clear or rewrite the terminal, or forge a second line. Values quoted in a message are
shortened, so that no message prints more than a few hundred characters of one.
"""

from __future__ import annotations

import os
import re
import reprlib
from pathlib import PurePath
from typing import Any

# C0 controls (tab and newline included); then DEL, C1 controls, the bidirectional marks,
# embeddings, overrides and isolates, the line and paragraph separators, and lone
# surrogates (the bytes of a file name that are not UTF-8).
_C0 = "\x00-\x1f"
_BEYOND_C0 = "\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff"
_UNSAFE = re.compile(f"[{_C0}{_BEYOND_C0}]")
# What JSON leaves as it is in a string (it escapes the C0 controls itself).
UNSAFE_BEYOND_C0 = re.compile(f"[{_BEYOND_C0}]")
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
# Python decodes an undecodable byte of a file name as the lone surrogate U+DC80 + byte.
_SURROGATE_BYTES = range(0xDC80, 0xDD00)
# At most this many characters of a value quoted in a message, and of a message.
MAX_SHOWN = 200
MAX_MESSAGE = 1000


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    named = _NAMED.get(char)
    if named is not None:
        return named
    code = ord(char)
    if code in _SURROGATE_BYTES:
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """`text` with every character that could act on a terminal written as an escape."""
    if _UNSAFE.search(text) is None:
        return text
    return _UNSAFE.sub(_escaped, text)


def is_printable(text: str) -> bool:
    return _UNSAFE.search(text) is None


def shown_path(path: str | PurePath) -> str:
    """A file name as deckcheck shows it: bytes that are not UTF-8 as `\\xNN`, control
    characters escaped (see `printable`)."""
    return printable(os.fspath(path))


def message_text(text: str) -> str:
    """A message (which may quote a file's values) as shown: printable, and cut after
    `MAX_MESSAGE` characters, however large a value it quotes."""
    return printable(shortened(text, MAX_MESSAGE))


def shortened(text: str, limit: int = MAX_SHOWN) -> str:
    """`text`, or its first `limit` characters and how many more there are."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text) - limit:,} more characters)"


def quoted(value: Any) -> str:
    """`repr(value)` for a message, bounded however large or deep the value is."""
    return printable(shortened(_BOUNDED_REPR.repr(value)))


def _bounded_repr() -> reprlib.Repr:
    bounded = reprlib.Repr()
    bounded.maxstring = bounded.maxother = MAX_SHOWN
    bounded.maxlist = bounded.maxtuple = bounded.maxset = bounded.maxdict = 8
    bounded.maxlevel = 3
    return bounded


_BOUNDED_REPR = _bounded_repr()
