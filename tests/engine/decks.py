"""Decks for engine tests: the example decks (diva) and classic decks built from trial decks."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from deckcheck.cards.model import Card, CardType
from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import PlayerDeck

EXAMPLE_DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
_ENTRY = re.compile(r"^(?:(\d+)\s+)?(.+)$")


def example_deck(database: CardDatabase, path: Path) -> PlayerDeck:
    """An example decklist as a PlayerDeck (names looked up in the en pool)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    halves: list[list[Card]] = []
    for section in ("lrig_deck", "main_deck"):
        cards: list[Card] = []
        for line in data[section]:
            match = _ENTRY.match(str(line).strip())
            assert match is not None
            count = int(match[1] or 1)
            cards.extend([database.lookup(match[2], ["en"])] * count)
        halves.append(cards)
    return PlayerDeck(tuple(halves[0]), tuple(halves[1]))


def example_decks(database: CardDatabase) -> dict[str, PlayerDeck]:
    return {
        path.stem: example_deck(database, path) for path in sorted(EXAMPLE_DECKS.glob("*.yaml"))
    }


def classic_deck(database: CardDatabase, trial_deck: str) -> PlayerDeck:
    """A classic deck from a trial deck set (e.g. WD01): its LRIGs and ARTS as the LRIG
    deck; its SIGNI and SPELLs, four of each, plus four Servant O (Guard), as the main
    deck, cycled to 40 cards."""
    cards = [c for c in database.in_pool("classic") if c.id.startswith(f"classic:{trial_deck}-")]
    lrig = [c for c in cards if c.type in (CardType.LRIG, CardType.ARTS)]
    main_kinds = [c for c in cards if c.type in (CardType.SIGNI, CardType.SPELL)]
    main = [database.lookup("Servant O", ["classic"])] * 4
    while len(main) < 40:
        for card in main_kinds:
            if len(main) < 40 and main.count(card) < 4:
                main.append(card)
        if all(main.count(card) >= 4 for card in main_kinds):
            break
    return PlayerDeck(tuple(lrig), tuple(main))
