"""The terms of vocab-21 (round 27) and the rules they follow.

- `for_each` on a target or choice: "up to one target SIGNI for every blue LRIG on your
  field", the number read as the cards are chosen.
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA
from tests.carddb.table import AT, Table, lrigs

KANALOA = "Kanaloa, Azure Angel"  # [Enter]: freeze up to one for each blue LRIG

# ------------------------------------------------------------------ a number per quantity


def test_targets_for_each_of_none_choose_nothing(table: Table) -> None:
    # en-2021-glossary.txt, "Target": up to N targets may be fewer; with N zero (no blue
    # LRIG) there is no choice to make.
    game = table(f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{KANALOA}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(KANALOA, 1)
    assert game.decision == DecisionKind.MAIN
    assert not game.game.frozen[game.card(KOALALA, 1)]


def test_targets_for_each_are_counted_as_they_are_chosen(table: Table) -> None:
    # One blue LRIG: one target at most, the choice stops after it.
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left="Piruluk")}
            hand: ["{KANALOA}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.play(KANALOA, 1)
    game.target(KOALALA)
    assert game.decision == DecisionKind.MAIN
    assert game.game.frozen[game.card(KOALALA, 1)]
    assert not game.game.frozen[game.card(BUFFALO, 1, Zone.SIGNI)]
