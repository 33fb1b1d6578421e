"""Reading a decklist file of any shape, whatever the file holds.

A file that is missing, not a regular file, too large, binary or not text is an
`unreadable-file` problem. The shape is told by the content first and by the
extension when the content does not say: a Cockatrice deck (`.cod`, XML), a WEBXOSS
deck (`.webxoss`, JSON), a YAML decklist, or a text list (with section headers, or a
plain list whose cards' types say their decks).
"""

from __future__ import annotations

import codecs
import re
import stat
from collections.abc import Callable
from pathlib import Path

from deckcheck.decks.cockatrice import SUFFIX as COCKATRICE_SUFFIX
from deckcheck.decks.cockatrice import looks_like_cockatrice, read_cockatrice_decklist
from deckcheck.decks.model import DeckList
from deckcheck.decks.text_reader import looks_like_text_decklist, read_text_decklist
from deckcheck.decks.webxoss import SUFFIX as WEBXOSS_SUFFIX
from deckcheck.decks.webxoss import looks_like_webxoss, read_webxoss_decklist
from deckcheck.decks.yaml_reader import read_yaml_decklist
from deckcheck.problems import Problem

# No decklist comes near this; it keeps a stray archive or log from eating memory.
MAX_DECKLIST_BYTES = 1_000_000
YAML_SUFFIXES = (".yaml", ".yml", ".json")
_YAML_SECTION = re.compile(r"^[\"']?(?:lrig_deck|main_deck)[\"']?\s*:", re.MULTILINE)
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def read_decklist(path: Path) -> tuple[DeckList | None, list[Problem]]:
    """Parse the decklist at `path`: (decklist, problems); never raises for bad content.

    The decklist is None when nothing usable could be read; otherwise it holds every
    entry that could be read, and the problems say what could not.
    """
    shown = str(path)
    raw, problem = _read_bytes(path, shown)
    if problem is not None:
        return None, [problem]
    text, problem = _decode(raw, shown)
    if problem is not None:
        return None, [problem]
    if not text.strip():
        return None, [Problem("parse-error", "the file is empty", path=shown)]
    return decklist_reader(text, path)(text, shown)


Reader = Callable[[str, str], tuple[DeckList | None, list[Problem]]]


def decklist_reader(text: str, path: Path) -> Reader:
    """The reader for a decklist's shape: content first, then extension."""
    start = text.lstrip()[:1]
    if start == "<" and looks_like_cockatrice(text):
        return read_cockatrice_decklist
    if start == "{" and looks_like_webxoss(text):
        return read_webxoss_decklist
    if _YAML_SECTION.search(text):
        return read_yaml_decklist
    if looks_like_text_decklist(text):
        return read_text_decklist
    suffix = path.suffix.lower()
    if suffix == COCKATRICE_SUFFIX:
        return read_cockatrice_decklist
    if suffix == WEBXOSS_SUFFIX:
        return read_webxoss_decklist
    return read_yaml_decklist if suffix in YAML_SUFFIXES else read_text_decklist


def is_yaml_decklist(text: str, path: Path) -> bool:
    if _YAML_SECTION.search(text):
        return True
    if looks_like_text_decklist(text):
        return False
    return path.suffix.lower() in YAML_SUFFIXES


def _read_bytes(path: Path, shown: str) -> tuple[bytes, Problem | None]:
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            return b"", Problem("unreadable-file", f"cannot read: {kind}", path=shown)
        if info.st_size > MAX_DECKLIST_BYTES:
            return b"", _too_large(info.st_size, shown)
        with path.open("rb") as handle:
            raw = handle.read(MAX_DECKLIST_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        return b"", Problem("unreadable-file", f"cannot read: {reason}", path=shown)
    if len(raw) > MAX_DECKLIST_BYTES:
        return b"", _too_large(len(raw), shown)
    return raw, None


def _too_large(size: int, shown: str) -> Problem:
    return Problem(
        "unreadable-file",
        f"{size:,} bytes is too large for a decklist (at most {MAX_DECKLIST_BYTES:,})",
        path=shown,
    )


def _decode(raw: bytes, shown: str) -> tuple[str, Problem | None]:
    """The text of a decklist: UTF-8 (with or without a BOM) or UTF-16 with a BOM."""
    encoding = "utf-16" if raw.startswith(_UTF16_BOMS) else "utf-8-sig"
    try:
        text = raw.decode(encoding)
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        message = f"not a UTF-8 text file (byte {raw[error.start]:#04x} on line {line})"
        if b"\0" in raw[:8192]:
            message = "a binary file, not a decklist"
        return "", Problem("unreadable-file", message, path=shown)
    if "\0" in text:
        return "", Problem("unreadable-file", "a binary file, not a decklist", path=shown)
    return text, None
