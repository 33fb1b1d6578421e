"""WXDi-P12: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"

# SIGNI that put the top cards of the opponent's deck into the trash when they attack
MILLS = [
    ("WXDi-P12-084", "Mahomaho//Dissona, Natural Element", 2),
    ("WXDi-P12-088", "Oryzill//Dissona, Natural Bacteria", 6),
]


@pytest.mark.parametrize(("number", "card", "milled"), MILLS)
@encodes(*(number for number, *_ in MILLS))
def test_attacking_mills_the_opponents_deck(
    table: Table, number: str, card: str, milled: int
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{card}"]
          - deck: {[BUFFALO] * 8}
    """)
    game.attack(card)
    assert game.count(1, Zone.TRASH) == milled and game.count(1, Zone.DECK) == 8 - milled


@encodes("WXDi-P12-081")
def test_mad_dogma_charges_two_at_exactly_15000(table: Table) -> None:
    for boost, charged in ((5000, 2), (6000, 1), (0, 1)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Mad Dogma//Dissona, Jade Mind"]
        """)
        game.game.add_power(game.card("Mad Dogma//Dissona, Jade Mind"), boost)
        game.attack("Mad Dogma//Dissona, Jade Mind")
        assert game.count(0, Zone.ENER) == charged
