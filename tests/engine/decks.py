"""Decks for engine tests: the example decks (diva) and classic decks built from trial decks."""

from __future__ import annotations

from pathlib import Path

from deckcheck.cards.model import CardType
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import load_deck
from deckcheck.engine import PlayerDeck

EXAMPLE_DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"


def example_deck(database: CardDatabase, path: Path) -> PlayerDeck:
    """An example decklist as a PlayerDeck (read by deckcheck.decks)."""
    deck = load_deck(path, database)
    return PlayerDeck(tuple(deck.lrig_cards()), tuple(deck.main_cards()))


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
