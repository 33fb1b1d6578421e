"""WXDi-P00: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

HERA = "Hera, Crimson Evil"
LIFE = str(["Water Buffalo, Phantom Aquatic Beast"] * 3)


@encodes("WXDi-P00-052")
def test_hera_with_only_red_signi_may_pay_to_vanish_5000_or_less(table: Table) -> None:
    def attack(partner: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{HERA}", "{partner}"]
                ener: ["Romail, Lightly Armed"]
              - lrig: {lrigs(LIZE3)}
                signi: [~, "Lancelot, Crimson General", "Koalala, Phantom Terra Beast"]
                life: {LIFE}
        """)
        game.attack(HERA)
        return game

    game = attack("Eckesachs, Lightly Armed")  # red and black: red
    game.accept()  # pay 1 red
    assert game.zone_of("Lancelot, Crimson General") == Zone.ENER  # power 5000
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI  # power 10000
    game = attack("Camelopar, Natural Planet")  # a green SIGNI: nothing is offered
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of("Lancelot, Crimson General") == Zone.SIGNI


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
