"""WXDi-P15: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import Table, encodes

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
LOACH = "Kissing Loach, Phantom Aquatic Beast"


@encodes("WXDi-P15-094")
def test_kissing_loach_charges_when_attacking_with_six_cards_in_hand(table: Table) -> None:
    for hand, charged in ((6, 1), (5, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["{LOACH}"]
                hand: {[BUFFALO] * hand}
        """)
        game.attack(LOACH)
        assert game.count(0, Zone.ENER) == charged
