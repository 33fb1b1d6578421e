"""Reading a decklist file of any shape, whatever the file holds.

A file that is missing, not a regular file, too large, binary or not text is an
`unreadable-file` problem. The shape is told by the content first and by the
extension when the content does not say: a Cockatrice deck (`.cod`, XML), a WEBXOSS
deck (`.webxoss`, JSON), a YAML decklist, or a text list (with section headers, or a
plain list whose cards' types say their decks).
"""

from __future__ import annotations

import codecs
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from deckcheck.decks.cockatrice import SUFFIX as COCKATRICE_SUFFIX
from deckcheck.decks.cockatrice import looks_like_cockatrice, read_cockatrice_decklist
from deckcheck.decks.model import DeckList
from deckcheck.decks.text_reader import looks_like_text_decklist, read_text_decklist
from deckcheck.decks.webxoss import SUFFIX as WEBXOSS_SUFFIX
from deckcheck.decks.webxoss import looks_like_webxoss, read_webxoss_decklist
from deckcheck.decks.yaml_reader import read_yaml_decklist
from deckcheck.problems import Problem
from deckcheck.text import is_printable, printable, shown_path

# No decklist comes near this; it keeps a stray archive or log from eating memory.
MAX_DECKLIST_BYTES = 1_000_000
YAML_SUFFIXES = (".yaml", ".yml", ".json")
_YAML_SECTION = re.compile(r"^[\"']?(?:lrig_deck|main_deck)[\"']?\s*:", re.MULTILINE)
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


@dataclass(frozen=True)
class DecklistFile:
    """A decklist file as read: its name as given (the extension tells the shape when the
    content does not), its bytes, or the problem that kept them from being read. What a
    worker checks, with no need to see the file itself."""

    path: str
    raw: bytes
    problem: Problem | None = None


def read_decklist(path: Path) -> tuple[DeckList | None, list[Problem]]:
    """Parse the decklist at `path`: (decklist, problems); never raises for bad content.

    The decklist is None when nothing usable could be read; otherwise it holds every
    entry that could be read, and the problems say what could not.
    """
    return parse_decklist(read_decklist_file(path))


def read_decklist_file(path: Path) -> DecklistFile:
    """The bytes of the file at `path`, or why they cannot be read."""
    raw, problem = _read_bytes(path, shown_path(path))
    return DecklistFile(os.fspath(path), raw, problem)


def parse_decklist(file: DecklistFile) -> tuple[DeckList | None, list[Problem]]:
    """`read_decklist` of a file already read."""
    if file.problem is not None:
        return None, [file.problem]
    path = Path(file.path)
    shown = shown_path(path)
    text, problem = _decode(file.raw, shown)
    if problem is not None:
        return None, [problem]
    if not text.strip():
        return None, [Problem("parse-error", "the file is empty", path=shown)]
    decklist, problems = decklist_reader(text, path)(text, shown)
    return (None if decklist is None else printable_decklist(decklist)), problems


def printable_decklist(decklist: DeckList) -> DeckList:
    """The decklist with the texts shown as they are written (its name, player, format
    and groups) as `deckcheck.text.printable` shows them: none can act on a terminal.
    Card references are quoted (`repr`) wherever they are shown."""
    texts = [decklist.name or "", decklist.player or "", decklist.format or ""]
    for group in decklist.groups:
        texts += (group.name, *group.cards)
    if is_printable(" ".join(texts)):
        return decklist

    def shown(text: str | None) -> str | None:
        return None if text is None else printable(text)

    return replace(
        decklist,
        name=shown(decklist.name),
        player=shown(decklist.player),
        format=shown(decklist.format),
        groups=tuple(
            replace(group, name=printable(group.name), cards=tuple(map(printable, group.cards)))
            for group in decklist.groups
        ),
    )


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
        if stat.S_ISDIR(info.st_mode):
            return b"", Problem("unreadable-file", _folder_reason(path), path=shown)
        if not stat.S_ISREG(info.st_mode):
            return b"", Problem("unreadable-file", "cannot read: not a regular file", path=shown)
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


def _folder_reason(path: Path) -> str:
    try:
        with os.scandir(path):
            pass
    except OSError as error:
        return f"cannot search the folder: {error.strerror or error}"
    return "cannot read: a folder"


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
