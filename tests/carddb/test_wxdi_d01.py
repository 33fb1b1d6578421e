"""WXDi-D01 (Ancient Surprise): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT, Table, encodes, lrigs


@encodes("WXDi-D01-009")
def test_umr_draw_draws_two_cards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left="Umr =Noll=, Key to Salvation")}
            lrig_deck: ["Umr =Draw="]
    """)
    game.grow("Umr =Draw=")
    assert game.count(0, Zone.HAND) == 2
