"""The terms of vocab-28 (round 27), and the rules each follows.

- the trigger `crushes` with `lancer`: a Life Cloth crushed by a SIGNI's [Lancer] alone,
  not by the damage of its attack.
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Zone
from tests.carddb.table import CLASSIC_FILLER, Table
from tests.effects.conftest import _compile

KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000, vanilla
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000, vanilla
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000, vanilla
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000, vanilla

# ------------------------------------------------------------------ a crush by [Lancer]


def test_a_crush_by_lancer_is_told_apart_from_the_damage_of_the_same_attack(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Double Crush": the crush by [Lancer] is a trigger effect and
    # "is different from the crush caused by dealing damage"; classic-2014-beginner-guide.txt,
    # "(xx) Lancer": it crushes one Life Cloth when the SIGNI banishes one in battle.
    def draws(lancer: bool, blocker: bool) -> int:
        when = "{crushes: {card: self, lancer: true}}" if lancer else "{crushes: self}"
        text = (
            "[{kind: constant, effects: [{gain_keyword: {ref: self, keyword: lancer}}]}, "
            f"{{kind: auto, when: {when}, effects: [{{draw: 1}}]}}]"
        )
        front = f'"{IRON}"' if blocker else "~"
        game = table(
            f"""
            format: classic
            phase: attack
            players:
              - signi: ["{COSMO}", ~, ~]
                deck: {[CLASSIC_FILLER] * 4}
              - signi: [{front}, ~, ~]
                life: ["{SC}", "{SC}", "{SC}"]
                deck: {[CLASSIC_FILLER] * 4}
            """,
            abilities={COSMO: _compile(database, text, COSMO, "classic")[1]},
        )
        game.attack(COSMO)
        game.pass_until(lambda g: g.game.turn_player == 1)  # to the opponent's turn
        return game.count(0, Zone.HAND)

    assert draws(lancer=True, blocker=True) == 1  # it vanished Iron: its [Lancer] crushed
    assert draws(lancer=True, blocker=False) == 0  # its damage crushed: no [Lancer]
    assert draws(lancer=False, blocker=False) == 1  # any crush of its own
