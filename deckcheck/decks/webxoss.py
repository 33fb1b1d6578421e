"""WEBXOSS deck files (`.webxoss`): classic decks as JSON, one element per copy.

    {"format": "WEBXOSS Deck", "version": "1",
     "content": {"mainDeck": [380, 380, ...], "lrigDeck": [1, 2, ...]}}

Each element is a WEBXOSS card id, the `pid` of a classic printing (read as the
reference `pid:N`), or a card number, which newer deck editors write instead. WEBXOSS
plays the classic format, so the deck is a classic deck; the file holds no deck name,
so the file's name is the deck's.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from deckcheck.cards.model import Card, DeckSection
from deckcheck.decks.model import MAX_COPIES, Deck, DeckEntry, DeckList
from deckcheck.problems import Problem

FORMAT_TAG = "WEBXOSS Deck"
DECK_FORMAT = "classic"
SUFFIX = ".webxoss"
_KEYS = {DeckSection.MAIN: "mainDeck", DeckSection.LRIG: "lrigDeck"}


def looks_like_webxoss(text: str) -> bool:
    """Whether `text` holds a WEBXOSS deck's format tag or its main deck key."""
    head = text[:2000]
    return f'"{FORMAT_TAG}"' in head or '"mainDeck"' in head


def read_webxoss_decklist(text: str, path: str) -> tuple[DeckList | None, list[Problem]]:
    """Parse a WEBXOSS deck; problems for everything wrong, never an exception."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        message = f"not a WEBXOSS deck file: {error.msg}"
        return None, [Problem("parse-error", message, path=path, line=error.lineno)]
    content = data.get("content") if isinstance(data, dict) else None
    if not isinstance(content, dict) or not all(
        isinstance(content.get(key), list) for key in _KEYS.values()
    ):
        message = (
            'not a WEBXOSS deck file: expected {"format": "WEBXOSS Deck", "content": '
            '{"mainDeck": [...], "lrigDeck": [...]}}'
        )
        return None, [Problem("parse-error", message, path=path)]
    problems: list[Problem] = []
    sections: dict[DeckSection, tuple[DeckEntry, ...]] = {}
    unread: list[DeckSection] = []
    for section, key in _KEYS.items():
        counts: dict[str, int] = {}
        for index, element in enumerate(content[key], start=1):
            reference = _reference(element)
            if reference is None:
                problems.append(
                    Problem(
                        "parse-error",
                        f"{key} element {index} ({json.dumps(element)}) is neither a WEBXOSS "
                        "card id nor a card number",
                        path=path,
                    )
                )
                unread.append(section)
                continue
            counts[reference] = counts.get(reference, 0) + 1
        sections[section] = tuple(
            DeckEntry(reference, count, section, None) for reference, count in counts.items()
        )
    too_many = [entry for entries in sections.values() for entry in entries if entry.count > 99]
    for entry in too_many:
        problems.append(
            Problem(
                "parse-error",
                f"{entry.count} copies of {entry.reference!r}: at most {MAX_COPIES}",
                path=path,
                card=entry.reference,
            )
        )
    decklist = DeckList(
        path=path,
        name=Path(path).stem or None,
        player=None,
        format=DECK_FORMAT,
        lrig_deck=tuple(e for e in sections[DeckSection.LRIG] if e.count <= MAX_COPIES),
        main_deck=tuple(e for e in sections[DeckSection.MAIN] if e.count <= MAX_COPIES),
        unread=tuple(dict.fromkeys(unread + [e.section for e in too_many])),
    )
    return decklist, problems


def _reference(element: Any) -> str | None:
    if isinstance(element, int) and not isinstance(element, bool) and element > 0:
        return f"pid:{element}"
    if isinstance(element, str) and element.strip():
        text = element.strip()
        return f"pid:{text}" if text.isdigit() else text
    return None


def webxoss_id(card: Card) -> int | None:
    """The WEBXOSS card id a deck file writes for `card` (its first printing's), or None:
    WEBXOSS knows only the cards that have one."""
    return card.pids[0] if card.pids else None


def write_webxoss(deck: Deck) -> str:
    """The deck as a WEBXOSS file; every card must have a WEBXOSS id (`webxoss_id`)."""
    content: dict[str, list[int]] = {}
    for section, key in _KEYS.items():
        ids = []
        for card, copies in deck.cards(section):
            pid = webxoss_id(card)
            assert pid is not None, "the converter refuses a card without a WEBXOSS id"
            ids.extend([pid] * copies)
        content[key] = ids
    return json.dumps({"format": FORMAT_TAG, "version": "1", "content": content}) + "\n"
