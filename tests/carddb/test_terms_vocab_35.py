"""The terms of vocab-35 (round 28), and the rules each follows.

- `cannot` with `action: draw` and `action: add_to_hand`: a player draws no card, and no
  card is added to their hand from anywhere but the field (docs/engine-hooks.md, "Cards
  kept out of the hand").
- `trash_from_field` with `total_level_min`: the SIGNI a cost puts from the field into the
  trash have levels adding up to at least a number (docs/engine-hooks.md, "A total level
  of a cost's SIGNI").
- the filter `state: crossed` of a SIGNI leaving the field: crossed as it left, while the
  events of its leaving are announced ("when one of your crossed SIGNI leaves the
  field"; docs/engine-hooks.md, "Crossed as it left the field").
- the cost part `ener_by_discard`: Ener of one colour of a cost paid by discarding cards
  of a kind instead, one each (docs/engine-hooks.md, "Ener paid by discarding").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import ActionKind, Zone
from tests.carddb.table import TAMA, Table
from tests.effects.conftest import _compile

KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000, vanilla
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000, vanilla
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000, vanilla

# ------------------------------------------------------------------ cards kept out of the hand


def test_a_player_who_cannot_draw_or_add_cards_keeps_a_returned_signi(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Cards kept out of the hand": a draw does nothing, a card
    # added from the trash stays there, a SIGNI returned from the field is no card added.
    keeper = (
        "{kind: constant, effects: [{cannot: {action: draw, player: you}}, "
        "{cannot: {action: add_to_hand, player: you}}]}"
    )
    actions = (
        "[{kind: action, effects: [{draw: 2}, "
        "{add_to_hand: {target: {side: you, zone: trash}}}]}, "
        "{kind: action, cost: {down: true}, effects: [{bounce: {ref: self}}]}]"
    )
    game = table(
        f"""
        format: classic
        players:
          - signi: ["{KUKRI}", "{FLAMBER}", ~]
            trash: ["{IRON}"]
        """,
        abilities={
            KUKRI: _compile(database, keeper, KUKRI, "classic")[1],
            FLAMBER: _compile(database, actions, FLAMBER, "classic")[1],
        },
    )
    deck = game.count(0, Zone.DECK)
    game.action(FLAMBER)
    assert game.count(0, Zone.DECK) == deck  # no draw
    assert game.zone_of(IRON) == Zone.TRASH  # not added
    game.act(ActionKind.USE_ACTION, FLAMBER, b=1)
    assert game.zone_of(FLAMBER) == Zone.HAND  # returned from the field


# ------------------------------------------------------------------ a total level of a cost


PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000, vanilla
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000, vanilla
BETELGEUSE = "Betelgeuse, Natural Star"  # white <Space>, level 3, 10000, vanilla


def test_a_cost_of_signi_of_a_total_level_offers_only_cards_that_can_reach_it(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "A total level of a cost's SIGNI": the cost is payable when
    # the highest levels reach the bound, and a card is offered only when the rest can
    # still reach it (a cost is paid in full: classic-2014-beginner-guide.txt, "(xviii)
    # Cost").
    text = (
        "{kind: action, cost: {trash_from_field: {count: 2, class: SPACE, total_level_min: 5}},"
        " effects: [{draw: 1}]}"
    )
    abilities = {PROCYON: _compile(database, text, PROCYON, "classic")[1]}
    scene = f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{PROCYON}", "{SIRIUS}", {{third}}]
        """
    short = table(scene.replace("{third}", f'"{KUKRI}"'), abilities=abilities)
    assert not short.can(ActionKind.USE_ACTION, PROCYON)  # <<Space>>: 1 + 2, three
    game = table(scene.replace("{third}", f'"{BETELGEUSE}"'), abilities=abilities)
    game.action(PROCYON)
    # Procyon (1) makes five with no other card: Sirius (2) and Betelgeuse (3) alone
    # can pay, and they are taken without a choice.
    assert game.zone_of(PROCYON) == Zone.SIGNI
    assert sorted(game.names(0, Zone.TRASH)) == [BETELGEUSE, SIRIUS]
    assert game.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ crossed as it left

STUN = "Stun, Explosive Gun"  # red <Weapon>, level 2; stands left of Grenade
GRENADE = "Grenade, Small Gun"  # red <Weapon>, level 1; stands right of Stun


def test_a_signi_leaving_the_field_is_read_crossed_as_it_was(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Crossed as it left the field": the crossed state is read
    # as the SIGNI left, as its downed and frozen states are (en-2021-faq.txt, "[Auto]":
    # abilities of a card that left the field look back at it).
    text = (
        "{kind: auto, when: {leaves_field: {side: you, type: SIGNI, state: crossed}}, "
        "effects: [{draw: 1}]}"
    )
    abilities = {IRON: _compile(database, text, IRON, "classic")[1]}
    for signi, draws in ((f'"{STUN}", "{GRENADE}"', 1), (f'"{GRENADE}", "{STUN}"', 0)):
        game = table(
            f"""
            format: classic
            players:
              - lrig: {TAMA}
                signi: [{signi}, "{IRON}"]
            """,
            abilities=abilities,
        )
        game.act(ActionKind.RETIRE, STUN)
        game.pass_until(lambda g: g.decision is not None and g.count(0, Zone.SIGNI) == 2)
        assert game.count(0, Zone.HAND) == draws
        assert not game.game.crossed(game.card(GRENADE))  # its partner left


# ------------------------------------------------------------------ Ener paid by discarding

SULFUR = "Sulfur, Natural Source"  # blue <Atom>, level 1, 3000, vanilla
TITANIUM = "Titanium, Natural Source"  # blue <Atom>, level 2, 7000, vanilla


def test_cards_discarded_pay_only_the_colour_they_stand_for(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Ener paid by discarding": each card discarded pays one Ener
    # of its colour, and the rest of the cost is paid as ever (the cost paid in full:
    # classic-2014-beginner-guide.txt, "(xviii) Cost").
    text = (
        "{kind: action, cost: {ener: {blue: 1, colorless: 1}, "
        "ener_by_discard: {pays: blue, type: SIGNI, class: ATOM}}, effects: [{draw: 1}]}"
    )
    abilities = {KUKRI: _compile(database, text, KUKRI, "classic")[1]}
    scene = f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{KUKRI}", ~, ~]
            hand: ["{SULFUR}", "{TITANIUM}"]
            ener: {{ener}}
        """
    broke = table(scene.replace("{ener}", "[]"), abilities=abilities)
    assert not broke.can(ActionKind.USE_ACTION, KUKRI)  # no card pays the colorless
    game = table(scene.replace("{ener}", f'["{IRON}"]'), abilities=abilities)
    game.action(KUKRI)
    game.choose(SULFUR)  # one is needed: Iron cannot pay the blue
    assert game.zone_of(SULFUR) == Zone.TRASH
    assert game.zone_of(IRON) == Zone.TRASH  # the colorless
    assert TITANIUM in game.names(0, Zone.HAND)  # kept, and a card drawn
    assert game.count(0, Zone.HAND) == 2
