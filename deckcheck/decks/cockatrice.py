"""Cockatrice deck files (`.cod`): XML with zones of `<card number="4" name="..."/>`.

    <cockatrice_deck version="1">
      <deckname>Ancient Surprise</deckname>
      <zone name="main"><card number="4" name="Servant # (WXDi-D02)"/></zone>
      <zone name="side"><card number="1" name="At =Noll=, the Opened Gate"/></zone>
    </cockatrice_deck>

`number` is the count. The zone called `main` is the main deck; the LRIG deck is the
other zone, whatever it is called (`side` in most WIXOSS card sets for Cockatrice).
Names may carry the set label that the card sets add; the lookup accepts it. A file
with a DTD is refused: a deck file never needs one, and entities could expand.
"""

from __future__ import annotations

import re

from deckcheck.cards.model import DeckSection
from deckcheck.decks.model import MAX_COPIES, Deck, DeckEntry, DeckList
from deckcheck.problems import Problem

ROOT = "cockatrice_deck"
SUFFIX = ".cod"
MAIN_ZONES = ("main", "main deck", "maindeck")
_DECLARATION = re.compile(r"<!(DOCTYPE|ENTITY)", re.IGNORECASE)
_ZONE_NAMES = {DeckSection.MAIN: "main", DeckSection.LRIG: "side"}


def looks_like_cockatrice(text: str) -> bool:
    """Whether `text` holds a Cockatrice deck's root element."""
    return f"<{ROOT}" in text[:2000]


def read_cockatrice_decklist(text: str, path: str) -> tuple[DeckList | None, list[Problem]]:
    """Parse a Cockatrice deck; problems for everything wrong, never an exception."""
    if _DECLARATION.search(text):
        return None, [Problem("parse-error", "a deck file with a DTD is refused", path=path)]
    from xml.parsers import expat  # only when a Cockatrice file is read

    reader = _Reader(path)
    parser = expat.ParserCreate()
    parser.StartElementHandler = lambda tag, attributes: reader.start(
        tag, attributes, parser.CurrentLineNumber
    )
    parser.EndElementHandler = reader.end
    parser.CharacterDataHandler = reader.text
    try:
        parser.Parse(text, True)
    except expat.ExpatError as error:
        message = f"not a Cockatrice deck file: {expat.errors.messages[error.code]}"
        return None, [Problem("parse-error", message, path=path, line=error.lineno)]
    if not reader.saw_root:
        message = f"not a Cockatrice deck file: the root element is not <{ROOT}>"
        return None, [Problem("parse-error", message, path=path)]
    name = "".join(reader.deck_name).strip() or None
    decklist = DeckList(
        path=path,
        name=name,
        player=None,
        format=None,
        lrig_deck=tuple(reader.entries[DeckSection.LRIG]),
        main_deck=tuple(reader.entries[DeckSection.MAIN]),
        lrig_deck_line=reader.zone_lines.get(DeckSection.LRIG),
        main_deck_line=reader.zone_lines.get(DeckSection.MAIN),
        unread=tuple(dict.fromkeys(reader.unread)),
    )
    return decklist, reader.problems


class _Reader:
    """expat's handlers: zones, cards and the deck name, with their lines."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.saw_root = False
        self.started = False
        self.zone: DeckSection | None = None
        self.in_name = False
        self.deck_name: list[str] = []
        self.entries: dict[DeckSection, list[DeckEntry]] = {s: [] for s in DeckSection}
        self.zone_lines: dict[DeckSection, int] = {}
        self.unread: list[DeckSection] = []
        self.problems: list[Problem] = []

    def start(self, tag: str, attributes: dict[str, str], line: int) -> None:
        if not self.started:
            self.started = True
            self.saw_root = tag == ROOT
            return
        if not self.saw_root:
            return
        if tag == "deckname":
            self.in_name = True
        elif tag == "zone":
            zone = attributes.get("name", "").strip().casefold()
            self.zone = DeckSection.MAIN if zone in MAIN_ZONES else DeckSection.LRIG
            self.zone_lines.setdefault(self.zone, line)
        elif tag == "card" and self.zone is not None:
            self.card(attributes, line)

    def card(self, attributes: dict[str, str], line: int) -> None:
        assert self.zone is not None
        name = attributes.get("name", "").strip()
        count = attributes.get("number", "1").strip()
        if not name or not count.isdigit() or not 1 <= int(count) <= MAX_COPIES:
            self.problems.append(
                Problem(
                    "parse-error",
                    f"a <card> needs a name and a number from 1 to {MAX_COPIES} "
                    f'(number="{count}" name="{name}")',
                    path=self.path,
                    line=line,
                )
            )
            self.unread.append(self.zone)
            return
        self.entries[self.zone].append(DeckEntry(name, int(count), self.zone, line))

    def end(self, tag: str) -> None:
        if tag == "deckname":
            self.in_name = False
        elif tag == "zone":
            self.zone = None

    def text(self, data: str) -> None:
        if self.in_name:
            self.deck_name.append(data)


def write_cockatrice(deck: Deck, names: dict[str, str]) -> str:
    """The deck as a Cockatrice file; `names` gives the name to write for each card id
    (a name two cards share carries the card number as its label)."""
    from xml.sax.saxutils import escape, quoteattr

    lines = ['<?xml version="1.0" encoding="UTF-8"?>', f'<{ROOT} version="1">']
    lines.append(f"  <deckname>{escape(deck.decklist.name or '')}</deckname>")
    for section in (DeckSection.MAIN, DeckSection.LRIG):
        lines.append(f'  <zone name="{_ZONE_NAMES[section]}">')
        for card, copies in deck.cards(section):
            lines.append(f'    <card number="{copies}" name={quoteattr(names[card.id])}/>')
        lines.append("  </zone>")
    lines.append(f"</{ROOT}>")
    return "\n".join(lines) + "\n"
