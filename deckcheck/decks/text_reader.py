"""Plain text decklists, as people paste them.

    Ancient Surprise            an optional title line
    Player: Alice               optional `Name:`, `Player:` and `Format:` lines
    LRIG Deck                   section headers, any case, an optional colon or (count)
    1 At =Noll=, the Opened Gate
    Main Deck:
    4 Servant #                 `N Name` or `Nx Name`; a name alone is one copy
    Servant # x4                `Name xN`
    4 Servant # (WXDi-D02) 28   `N Name (SET) NUMBER`: the number decides a shared name
    # a comment                 lines starting with # and blank lines are ignored

`#` starts a comment only at the start of a line: card names contain it (`Servant #`).

A plain list has no section headers at all: each card's type says its deck once the
list is resolved (`DeckList.sections_by_type`); a first line that is not counted is
its title.
"""

from __future__ import annotations

import re

from deckcheck.cards.model import DeckSection
from deckcheck.decks.entries import LINE_HELP, split_line
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
    lines = split_lines(text)
    plain = not looks_like_text_decklist(text)
    if plain and not any(_is_counted_entry(line.strip()) for line in lines):
        return None, [_no_header(path)]
    section: DeckSection | None = DeckSection.MAIN if plain else None
    seen_entry = False
    unread: list[DeckSection] = []
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = _HEADER.match(line)
        if header:
            section = _SECTIONS[header.group(1).lower()]
            header_lines.setdefault(section, number)
            continue
        if section is None or (plain and not seen_entry):
            field = _FIELD.match(line)
            if field:
                key = "name" if field.group(1).lower() == "title" else field.group(1).lower()
                fields[key] = field.group(2).strip()
                field_lines[key] = number
                continue
            if "name" not in fields and not _is_counted_entry(line):
                fields["name"] = line
                field_lines["name"] = number
                continue
            if section is None:
                problems.append(_before_header(path, number))
                unread.extend(DeckSection)  # a card of either deck
                continue
        seen_entry = True
        split = split_line(line)
        if split is None or (plain and not split.counted):
            problems.append(
                Problem(
                    "parse-error", f"{line!r} is not an entry: {LINE_HELP}", path=path, line=number
                )
            )
            unread.extend(DeckSection if plain else (section,))
            continue
        entries[section].append(
            DeckEntry(split.reference, split.count, section, number, number=split.number)
        )
    for missing in () if plain else DeckSection:
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
        unread=tuple(dict.fromkeys(unread)),
        sections_by_type=plain,
    )
    return decklist, problems


def _is_counted_entry(line: str) -> bool:
    split = split_line(line)
    return split is not None and split.counted


def _no_header(path: str) -> Problem:
    return Problem(
        "parse-error",
        "no section header and no counted entry: write 'LRIG Deck' and 'Main Deck' above "
        "their cards, or 'N Name' lines alone (each card's type then says its deck)",
        path=path,
    )


def _before_header(path: str, line: int) -> Problem:
    return Problem(
        "parse-error",
        "a card line before any section header: write 'LRIG Deck' or 'Main Deck' above it",
        path=path,
        line=line,
    )
