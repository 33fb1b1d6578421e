"""WXDi-P03: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

ERESHKIGAL = "Ereshkigal, Doomed Evil Queen"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
# A Center LRIG with four cards under it (for [Exceed 4]), and two Assist LRIGs.
MIDORIKO = "WXDi-D08-008"
EXCEED_4 = lrigs(
    [
        "Tamayorihime, New Moon Miko",
        "Tamayorihime, New Moon Miko",
        "Tamayorihime, Crescent Moon Miko",
        "Tamayorihime, Half Moon Miko",
        "Tamayorihime, Musical Moon Miko",
    ],
    left="Hanayo, Zero",
    right=MIDORIKO,
)


@encodes("WXDi-P03-006")
def test_burning_curiosity_vanishes_or_with_exceed_4_removes_from_the_game(
    table: Table,
) -> None:
    def use(pay_exceed: bool) -> tuple[Zone, int]:
        game = table(f"""
            players:
              - lrig: {EXCEED_4}
                lrig_deck: ["Burning Curiosity"]
                ener: ["Servant #"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed"]
        """)
        game.use("Burning Curiosity")
        if pay_exceed:
            game.accept()  # the four cards under the Center LRIG: no choice
        else:
            game.decline()
        return game.zone_of("Tobiel, Full Armed"), game.count(0, Zone.LRIG_TRASH)

    assert use(False) == (Zone.ENER, 0)
    assert use(True) == (Zone.REMOVED, 4)


@encodes("WXDi-P03-006")
def test_burning_curiosity_asks_no_exceed_that_cannot_be_paid(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {
        lrigs(
            ["Tamayorihime, New Moon Miko", "Tamayorihime, Crescent Moon Miko"],
            left="Hanayo, Zero",
            right=MIDORIKO,
        )
    }
            lrig_deck: ["Burning Curiosity"]
            ener: ["Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.use("Burning Curiosity")  # one card under the Center: no question, a plain vanish
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


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
