"""WXDi-P06 (Fortune Chronicle): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M"]
PIRULUK3 = [*PIRULUK, "Code Piruluk xi"]
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


@encodes("WXDi-P06-012")
def test_piruluk_xi_enter_draws_two(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(PIRULUK)}
            lrig_deck: ["Code Piruluk xi"]
            ener: ["Servant #", "Servant #"]
    """)
    game.grow("Code Piruluk xi")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P06-012")
def test_piruluk_xi_weakens_a_signi_by_how_many_more_cards_you_hold(table: Table) -> None:
    def attack_phase(hand: int) -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(PIRULUK3)}
                hand: {["Polygenesis"] * hand}
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed"]
                hand: ["{BUFFALO}"]
        """)
        game.end_main()
        return game.power("Tobiel, Full Armed")

    assert attack_phase(3) == 12000  # two more: nothing
    assert attack_phase(4) == 9000  # three more
    assert attack_phase(6) == 9000
    assert attack_phase(7) == 6000  # six more: --6000 instead


@encodes("WXDi-P06-012")
def test_piruluk_xi_declares_a_level_and_the_opponent_discards_those_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(PIRULUK3)}
          - lrig: {lrigs(AT3)}
            hand: ["Curson, Blessed Evil", "Carmilla Screw, Azure Evil",
                   "Sukoya Kana, Code 2434", "Sharkspeare, Azure Evil", "Polygenesis"]
    """)
    game.action("Code Piruluk xi")
    assert game.decision == DecisionKind.MODE
    assert len(game.options()) == 4  # zero to three: the level of the opponent's Center
    game.mode(2)
    # Level two SIGNI without [Guard]: Sukoya Kana (level two, with [Guard]) stays.
    assert sorted(game.names(1, Zone.TRASH)) == [
        "Carmilla Screw, Azure Evil",
        "Curson, Blessed Evil",
    ]
    assert game.count(1, Zone.HAND) == 3
    assert not game.can(game.ActionKind.USE_ACTION, "Code Piruluk xi")  # once a game
