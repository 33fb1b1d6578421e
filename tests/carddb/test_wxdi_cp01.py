"""WXDi-CP01: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.scenes import BUFFALO
from tests.carddb.table import Table, encodes

KOHAKU = "Todo Kohaku, Code 2434"


@encodes("WXDi-CP01-039")
def test_todo_kohaku_returns_a_level_one_signi_beside_another_virtual_signi(
    table: Table,
) -> None:
    for beside, returned in (("Ichigo Ushimi, Code 2434", Zone.HAND), (BUFFALO, Zone.SIGNI)):
        game = table(f"""
            players:
              - hand: ["{KOHAKU}"]
                signi: [~, "{beside}"]
                ener: ["Circe, Blessed Angel"]
              - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
        """)
        game.play(KOHAKU, 0)
        game.accept()
        assert game.zone_of("Servant #", 1) == returned
