"""WXDi-P03: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

ERESHKIGAL = "Ereshkigal, Doomed Evil Queen"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


@encodes("WXDi-P03-045")
def test_ereshkigal_trades_two_life_cloth_for_every_opposing_signi(table: Table) -> None:
    def play(life: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{ERESHKIGAL}"]
                life: {[BUFFALO] * life}
              - lrig: {lrigs(LIZE3)}
                signi: ["Tobiel, Full Armed", "Servant #", ~]
        """)
        game.play(ERESHKIGAL, 2)
        return game

    game = play(3)
    assert game.count(0, Zone.LIFE) == 1 and game.count(0, Zone.TRASH) == 2
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.TRASH) == 2
    game = play(1)  # one card into the trash: not two, the SIGNI stay
    assert game.count(0, Zone.LIFE) == 0 and game.count(0, Zone.TRASH) == 1
    assert game.count(1, Zone.SIGNI) == 2


@encodes("WXDi-P03-045")
def test_ereshkigal_life_burst_gives_minus_10000(table: Table) -> None:
    game = table.life_burst(ERESHKIGAL)
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # power 1000: vanished at 0 or less
