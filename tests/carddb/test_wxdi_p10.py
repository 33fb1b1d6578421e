"""WXDi-P10 (Booster 10): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

HIRANA = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
    "Hirana, a Step Towards the Top",
]
# A Center LRIG with seven cards under it (for [Exceed 7]).
EXCEED_7 = lrigs([*HIRANA, *HIRANA])


@encodes("WXDi-P10-057")
def test_vulcanic_scythe_vanishes_2000_or_less_or_with_exceed_7_up_to_12000(
    table: Table,
) -> None:
    def use(pay_exceed: bool) -> tuple[str, int]:
        game = table(f"""
            players:
              - lrig: {EXCEED_7}
                hand: ["Vulcanic Scythe"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed", "Servant #", "Romail, Lightly Armed"]
        """)
        game.use("Vulcanic Scythe")
        if pay_exceed:
            game.accept()
            game.target("Tobiel, Full Armed")
        else:
            game.decline()
            game.target("Servant #")
        return ", ".join(game.names(1, Zone.ENER)), game.count(0, Zone.LRIG_TRASH)

    assert use(False) == ("Servant #", 0)
    assert use(True) == ("Tobiel, Full Armed", 7)


@encodes("WXDi-P10-057")
def test_vulcanic_scythe_life_burst_vanishes_an_upped_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(HIRANA)}
            life: ["Vulcanic Scythe"]
          - lrig: {lrigs(AT3)}
            signi: ["Servant #", "Tobiel, Full Armed"]
    """)
    game.attack("Servant #")
    game.burst()
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


@encodes("WXDi-P10-064")
def test_taiyo_pepper_gets_5000_with_a_pripara_signi_in_the_ener_zone(table: Table) -> None:
    for ener, power in (("Hojo Sophy, Pripara Idol", 8000), ("Servant #", 3000)):
        game = table(f"""
            players:
              - signi: ["Taiyo Pepper, Pripara Idol"]
                ener: ["{ener}"]
        """)
        assert game.power("Taiyo Pepper, Pripara Idol") == power
