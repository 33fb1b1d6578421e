"""The terms of vocab-22 (round 27): classic LRIG growth and Life Bursts given to cards.

- `gain_life_burst`: while a [Constant] ability is in force, cards have a Life Burst
  besides their own (en-2021-glossary.txt, "Burst icon": "If the card has Life Burst text
  by any effect, it is treated as having this icon"; docs/engine-hooks.md, "Life Bursts
  given to cards").
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import HANAYO, Table

KUKRI = "Kukri, Small Sword"  # white, level 1, no Life Burst
IRON = "Iron, Natural Stone"  # red, level 1, no Life Burst
YUZUKI4 = [*HANAYO, "Yuzuki-Four, Fire of Nature"]  # all of its player's cards: [Ener Charge 1]


def test_a_given_life_burst_is_offered_only_while_the_effect_is_in_force(
    table: Table,
) -> None:
    # en-2021-glossary.txt, "Crush": "If it does not have a Life Burst icon ..., it is
    # placed in the Ener Zone": no Life Burst without the LRIG that gives one.
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {HANAYO}
            life: ["{KUKRI}"]
          - signi: [null, null, "{IRON}"]
    """)
    game.attack(IRON)
    assert game.decision != DecisionKind.LIFE_BURST
    assert game.names(0, Zone.ENER) == [KUKRI]


def test_the_opponents_crushed_cards_get_no_life_burst_from_your_cards(table: Table) -> None:
    # `side: you`: the cards of the LRIG's own player.
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {HANAYO}
            life: ["{KUKRI}"]
          - lrig: {YUZUKI4}
            signi: [null, null, "{IRON}"]
    """)
    game.attack(IRON)
    assert game.decision != DecisionKind.LIFE_BURST


def test_a_declined_given_life_burst_leaves_the_card_to_the_rules(table: Table) -> None:
    # en-2021-glossary.txt, "Life Burst": not triggered, it is placed in the Ener Zone by
    # the rule-based action; nothing is charged.
    game = table.life_burst(KUKRI, f"lrig: {YUZUKI4}\ndeck: ['{IRON}', '{IRON}']", classic=True)
    game.decline()
    assert game.names(0, Zone.ENER) == [KUKRI]
    assert game.count(0, Zone.DECK) == 2
