"""Every encoded card in random games: the engine's invariants hold after every action.

The example decks' LRIG decks, each with a main deck of encoded SIGNI and SPELLs (four
copies at most, a different mix for each deck), random agent against random agent
(tests/engine/test_playout.py checks the same invariants with the example decks).
"""

from __future__ import annotations

import itertools

from deckcheck.cards.model import CardType
from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import GameRules, PlayerDeck
from tests.engine.decks import example_decks
from tests.engine.test_playout import play_checked

GAMES_PER_PAIR = 6


def test_encoded_cards_keep_the_engine_invariants(database: CardDatabase) -> None:
    encoded = [
        card
        for card in database.in_pool("en")
        if card.definitions and card.type in (CardType.SIGNI, CardType.SPELL)
    ]
    assert len(encoded) >= 10
    decks = []
    for index, deck in enumerate(example_decks(database).values()):
        start = index * 7 % len(encoded)
        rotated = encoded[start:] + encoded[:start]
        main = [card for card in rotated for _ in range(4)][:40]
        decks.append(PlayerDeck(deck.lrig, tuple(main)))
    pairs = list(itertools.product(range(len(decks)), repeat=2))
    for number, (first, second) in enumerate(pairs):
        for game in range(GAMES_PER_PAIR):
            play_checked(GameRules.diva(), [decks[first], decks[second]], number * 100 + game)
