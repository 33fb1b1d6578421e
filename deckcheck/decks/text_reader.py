"""Plain text decklists, as people paste them.

    Ancient Surprise            an optional title line
    Player: Alice               optional `Name:`, `Player:` and `Format:` lines
    LRIG Deck                   section headers, any case, an optional colon or (count)
    1 At =Noll=, the Opened Gate
    Main Deck:
    4 Servant #                 `N Name` or `Nx Name`; a name alone is one copy
    # a comment                 lines starting with # and blank lines are ignored

`#` starts a comment only at the start of a line: card names contain it (`Servant #`).
"""

from __future__ import annotations

import re

from deckcheck.cards.model import DeckSection
from deckcheck.decks.entries import ENTRY_HELP, split_entry
from deckcheck.decks.model import DeckEntry, DeckList
from deckcheck.decks.yaml_reader import split_lines
from deckcheck.problems import Problem

_HEADER = re.compile(r"^(lrig|main)[ _]*deck\s*(?:\(\s*[0-9]*\s*\))?\s*:?$", re.IGNORECASE)
_FIELD = re.compile(r"^(name|title|player|format)\s*:\s*(.*)$", re.IGNORECASE)
_SECTIONS = {"lrig": DeckSection.LRIG, "main": DeckSection.MAIN}


def looks_like_text_decklist(text: str) -> bool:
    """True when a line of `text` is a section header of a text decklist."""
    return any(_HEADER.match(line.strip()) for line in split_lines(text))


def read_text_decklist(text: str, path: str) -> tuple[DeckList | None, list[Problem]]:
    """Parse a text decklist; problems for everything wrong, never an exception."""
    problems: list[Problem] = []
    fields: dict[str, str] = {}
    field_lines: dict[str, int] = {}
    entries: dict[DeckSection, list[DeckEntry]] = {section: [] for section in DeckSection}
    header_lines: dict[DeckSection, int] = {}
    section: DeckSection | None = None
    unread: list[DeckSection] = []
    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = _HEADER.match(line)
        if header:
            section = _SECTIONS[header.group(1).lower()]
            header_lines.setdefault(section, number)
            continue
        if section is None:
            field = _FIELD.match(line)
            if field:
                key = "name" if field.group(1).lower() == "title" else field.group(1).lower()
                fields[key] = field.group(2).strip()
                field_lines[key] = number
            elif "name" not in fields and not _is_counted_entry(line):
                fields["name"] = line
                field_lines["name"] = number
            else:
                problems.append(_before_header(path, number))
                unread.extend(DeckSection)  # a card of either deck
            continue
        split = split_entry(line)
        if split is None:
            problems.append(
                Problem(
                    "parse-error", f"{line!r} is not an entry: {ENTRY_HELP}", path=path, line=number
                )
            )
            unread.append(section)
            continue
        count, reference = split
        entries[section].append(DeckEntry(reference, count, section, number))
    if not header_lines:
        return None, [
            Problem(
                "parse-error",
                "no section header: write 'LRIG Deck' and 'Main Deck' above their cards",
                path=path,
            )
        ]
    for missing in DeckSection:
        if missing not in header_lines:
            title = "LRIG Deck" if missing is DeckSection.LRIG else "Main Deck"
            problems.append(Problem("parse-error", f"no {title!r} section", path=path))
    decklist = DeckList(
        path=path,
        name=fields.get("name") or None,
        player=fields.get("player") or None,
        format=fields.get("format") or None,
        lrig_deck=tuple(entries[DeckSection.LRIG]),
        main_deck=tuple(entries[DeckSection.MAIN]),
        lrig_deck_line=header_lines.get(DeckSection.LRIG),
        main_deck_line=header_lines.get(DeckSection.MAIN),
        format_line=field_lines.get("format"),
        unread=tuple(unread),
    )
    return decklist, problems


def _is_counted_entry(line: str) -> bool:
    split = split_entry(line)
    return split is not None and split != (1, line)


def _before_header(path: str, line: int) -> Problem:
    return Problem(
        "parse-error",
        "a card line before any section header: write 'LRIG Deck' or 'Main Deck' above it",
        path=path,
        line=line,
    )
