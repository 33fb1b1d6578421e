"""The terms of vocab-22 (round 27): classic LRIG growth and Life Bursts given to cards.

- `gain_life_burst`: while a [Constant] ability is in force, cards have a Life Burst
  besides their own (en-2021-glossary.txt, "Burst icon": "If the card has Life Burst text
  by any effect, it is treated as having this icon"; docs/engine-hooks.md, "Life Bursts
  given to cards").
- `grow`: a LRIG grows by an effect (classic-2014-beginner-guide.txt, "(xv) Grow": the
  conditions of growing still apply), its grow cost paid unless `free`.
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


def test_a_lrig_grown_into_by_an_effect_grows_and_its_on_play_triggers(table: Table) -> None:
    # classic-2014-beginner-guide.txt, "(v) LRIG": "When LRIGs grow, the new LRIG card is
    # placed on top of the old LRIG card"; "(xv) Grow": by an effect as well. Yuzuki-Four
    # (level four, <Hanayo>) crushes one of its player's Life Cloth as it enters.
    game = table(f"""
        format: classic
        players:
          - lrig: {[*HANAYO, "Hanayo-Pure Four"]}
            lrig_deck: ["Yuzuki-Four, Fire of Nature"]
            hand: ["End of Eternity"]
            ener: ["{IRON}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.use("End of Eternity")
    assert game.game.center(0) == game.card("Yuzuki-Four, Fire of Nature")
    assert game.names(0, Zone.LRIG)[-2] == "Hanayo-Pure Four"  # under it
    assert game.decision == DecisionKind.LIFE_BURST  # the [On-Play] crushed a Life Cloth
    assert game.count(0, Zone.LIFE) == 1
