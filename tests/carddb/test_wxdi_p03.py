"""WXDi-P03 (Booster 3): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

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
