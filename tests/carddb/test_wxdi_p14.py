"""WXDi-P14: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import Zone
from tests.carddb.table import LIZE3, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
REML = "DEN-ON-BU Reml"


@pytest.mark.parametrize(
    ("ener", "power"), [(["DEN-ON-BU Ginka Haijima"], 8000), ([BUFFALO], 3000)]
)
@encodes("WXDi-P14-089")
def test_reml_gets_5000_with_a_den_on_bu_signi_in_the_ener_zone(
    table: Table, ener: list[str], power: int
) -> None:
    game = table(f"""
        players:
          - signi: ["{REML}"]
            ener: {ener}
    """)
    assert game.power(REML) == power


@encodes("WXDi-P14-051")
def test_lion_takes_the_abilities_of_level_two_or_less_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["LION//Fesonne, Code: Art"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General", "Boudica, Crimson General"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    assert game.power("Gracia, Crimson General") == 7000
    game.play("LION//Fesonne, Code: Art", 0)
    assert game.power("Gracia, Crimson General") == 3000  # level one: no ability
    assert game.power("Boudica, Crimson General") == 15000  # level three keeps its own
    assert game.zone_of("Boudica, Crimson General") == Zone.SIGNI
