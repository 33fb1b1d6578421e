"""WXDi-P00: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import Table, encodes, lrigs

DXM = lrigs(
    ["Ex Zero", "Ex One"], left="Deus Zero", right="Machina Zero"
)  # three LRIGs: a PIECE may be used


@encodes("WXDi-P00-005")
def test_chime_of_the_blessed_key_draws_three_and_discards_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {DXM}
            lrig_deck: ["Chime of the Blessed Key"]
            hand: ["Servant #"]
            deck: ["Romail, Lightly Armed", "Chihiro Yuki, Code 2434", "Baphomet, Doomed Evil",
                   "Sara Hoshikawa, Code 2434"]
    """)
    game.use("Chime of the Blessed Key")
    game.discard("Servant #", "Romail, Lightly Armed")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Baphomet, Doomed Evil",
        "Chihiro Yuki, Code 2434",
    ]
    assert game.names(0, Zone.TRASH) == ["Servant #", "Romail, Lightly Armed"]
    assert game.zone_of("Chime of the Blessed Key") == Zone.REMOVED
