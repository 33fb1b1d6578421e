"""WXDi-P07: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

FORNAX = "Fornax, Natural Planet"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


@encodes("WXDi-P07-061")
def test_fornax_discards_a_level_one_signi_to_trash_an_off_color_ener(table: Table) -> None:
    def attack_phase(hand: list[str]) -> Play:
        return table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{FORNAX}"]
                hand: {hand}
              - lrig: {lrigs(LIZE3)}
                ener: ["Michael, Blessed Angel", "{BUFFALO}"]
                life: {[BUFFALO] * 3}
        """)

    game = attack_phase(["Servant #", "Tobiel, Full Armed"])
    game.accept()  # discard Servant #, the only level one SIGNI
    # Lize is white: Michael (white) shares a color, Water Buffalo (blue, green) does not.
    assert game.names(1, Zone.ENER) == ["Michael, Blessed Angel"]
    assert game.names(1, Zone.TRASH) == [BUFFALO]
    assert game.names(0, Zone.HAND) == ["Tobiel, Full Armed"]
    game = attack_phase(["Tobiel, Full Armed"])  # no level one SIGNI to discard
    assert game.decision != DecisionKind.OPTIONAL
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-P07-061")
def test_fornax_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = table.life_burst(FORNAX, f'hand: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.names(0, Zone.TRASH) == [BUFFALO]
