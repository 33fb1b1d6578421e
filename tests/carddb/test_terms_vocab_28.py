"""The terms of vocab-28 (round 27), and the rules each follows.

- the trigger `crushes` with `lancer`: a Life Cloth crushed by a SIGNI's [Lancer] alone,
  not by the damage of its attack.
- `signi_limit` with `only`: the SIGNI allowed on a field, named as it begins (for the
  rest of the turn, this SIGNI is the only one its player may have on the field): no
  other comes, even once they left.
- `draw` with `hand_size`: a player with fewer than six cards in hand draws until they
  hold six.
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import ActionKind, DecisionKind, Zone
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


# ------------------------------------------------------------------ the SIGNI allowed

SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla


def test_a_field_that_can_have_this_signi_alone_takes_no_other_even_once_it_left(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "SIGNI a field holds": an ability that leaves this SIGNI the
    # only one its player may have on the field this turn names the SIGNI allowed; no
    # other is put there while it lasts.
    text = (
        "{kind: action, effects: [{trash: {all: {side: any, zone: signi, other: true}}}, "
        "{signi_limit: {at_most: 1, side: you, only: {ref: self}}}]}"
    )
    game = table(
        f"""
        players:
          - signi: ["{SARA}", "{MAO}", ~]
            hand: ["{MAO}"]
          - signi: ["{SARA}", ~, ~]
            hand: ["{MAO}"]
        """,
        abilities={SARA: _compile(database, text, SARA)[1]},
    )
    assert game.can(ActionKind.PLAY_SIGNI, MAO)
    game.action(SARA)
    assert game.names(0, Zone.SIGNI) == [SARA, "", ""]
    assert game.names(1, Zone.SIGNI) == ["", "", ""]
    assert not game.can(ActionKind.PLAY_SIGNI, MAO)
    sara = game.ids(SARA, 0, Zone.SIGNI)[0]
    game.game.trash(sara)
    assert not game.can(ActionKind.PLAY_SIGNI, MAO)  # it left: still no other SIGNI
    game.pass_until(lambda g: g.game.turn_player == 1)
    game.pass_until(lambda g: g.game.turn_player == 0 and g.decision == DecisionKind.MAIN)
    assert game.can(ActionKind.PLAY_SIGNI, MAO)  # its turn over, the field takes SIGNI


def test_a_field_over_the_signi_allowed_loses_the_others_first(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "SIGNI a field holds": a field holding more loses SIGNI as a
    # rule-based action; those not allowed go, not the one allowed.
    text = "{kind: action, effects: [{signi_limit: {at_most: 1, side: you, only: {ref: self}}}]}"
    game = table(
        f"""
        players:
          - signi: ["{SARA}", "{MAO}", ~]
        """,
        abilities={SARA: _compile(database, text, SARA)[1]},
    )
    game.action(SARA)
    if game.decision == DecisionKind.RULE_TRASH:
        assert not any(SARA in option for option in game.options())
        game.choose(MAO)
    assert game.names(0, Zone.SIGNI) == [SARA, "", ""]
    assert game.zone_of(MAO) == Zone.TRASH


# ------------------------------------------------------------------ a draw up to a hand size


def test_a_draw_up_to_a_hand_size_draws_the_difference_or_none(
    table: Table, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, "(vi) Hand": the cards in a player's hand; a draw
    # "equal to the difference" draws none from a hand of that many or more.
    text = "{kind: action, effects: [{draw: {hand_size: 6}}]}"

    def drawn(hand: int) -> int:
        game = table(
            f"""
            players:
              - signi: ["{SARA}", ~, ~]
                hand: {[MAO] * hand}
                deck: {[MAO] * 8}
            """,
            abilities={SARA: _compile(database, text, SARA)[1]},
        )
        game.action(SARA)
        return game.count(0, Zone.HAND) - hand

    assert drawn(2) == 4
    assert drawn(6) == 0
    assert drawn(7) == 0
