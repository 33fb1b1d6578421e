"""The terms of vocab-26 (round 27): SIGNI kept on the field, attacks that are not
negated, and the cards they made playable.

- `cannot_be_moved`: docs/engine-hooks.md, "Kept on the field" (the rule documents say
  only that effects move SIGNI, en-2021-glossary.txt, "SIGNI Zone"; a battle is no
  effect, "Battle");
- `attack_not_negated`: docs/engine-hooks.md, "Attacks that are not negated";
- `while_face_down`: docs/engine-hooks.md, "Abilities tied to a face-down card" (the
  rule documents describe no ability an effect makes, "Delayed triggered abilities").
"""

from __future__ import annotations

from deckcheck.effects.library.protection import EffectsOf
from deckcheck.engine import DecisionKind, Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode, Protection
from tests.carddb.scenes import KOALALA
from tests.carddb.table import AT3, Play, Table, lrigs
from tests.effects.conftest import _compile

SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla


def _kept(game: Play, card: int, bits: int, from_player: int) -> None:
    game.game.add_effect(
        ContinuousEffect(
            Attribute.PROTECTION,
            Mode.SET,
            bits,
            target=card,
            protects_from=EffectsOf(from_player),
            ends_after_turn=game.game.turn,
        )
    )


def test_a_signi_kept_on_the_field_is_moved_by_battles_costs_and_its_own_side(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Kept on the field"; en-2021-glossary.txt, "Battle": a battle
    # is a rule of the game, not an effect.
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", "{MAO}"]
          - signi: ["{KOALALA}"]
    """)
    sara, mao, koalala = game.card(SARA), game.card(MAO), game.card(KOALALA, 1)
    ener = 1 << (Protection.LEAVE_EXCEPT + Zone.ENER)
    _kept(game, sara, Protection.LEAVE | Protection.EFFECTS, 1)
    _kept(game, mao, Protection.LEAVE | Protection.EFFECTS | ener, 1)
    g = game.game
    for to in (Zone.HAND, Zone.TRASH, Zone.ENER, Zone.DECK, Zone.LIFE):
        assert g.cannot_leave(sara, to, koalala)  # the opponent's effects
        assert not g.cannot_leave(sara, to, mao)  # its own side's
        assert not g.cannot_leave(sara, to, -1)  # a rule, a cost
    assert not g.bounce(sara, koalala) and not g.trash(sara, koalala)
    assert not g.cannot_leave(mao, Zone.ENER, koalala)  # "other than the Ener Zone"
    assert not g.bounce(mao, koalala) and g.zone[mao] == Zone.SIGNI
    assert g.vanish(mao, koalala) and g.zone[mao] == Zone.ENER
    assert g.vanish(sara, koalala, battle=True) and g.zone[sara] == Zone.ENER


def test_the_opponents_effects_putting_a_kept_signi_elsewhere_skip_it(table: Table) -> None:
    # docs/engine-hooks.md, "Kept on the field": the language's moves off the field.
    # Koalala is given "[Enter] Put all SIGNI on your opponent's field on the bottom of
    # their owner's deck."
    bottom = _compile(
        table.database,
        "{kind: enter, effects: [{put_on_deck: {all: {side: opponent, zone: signi}, "
        "position: bottom}}]}",
        KOALALA,
    )[1]
    game = table(
        f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", "{MAO}"]
          - lrig: {lrigs(AT3)}
            hand: ["{KOALALA}"]
        """,
        abilities={KOALALA: bottom},
    )
    _kept(game, game.card(SARA), Protection.LEAVE | Protection.EFFECTS, 1)
    game.play(KOALALA, 0)
    assert game.zone_of(SARA) == Zone.SIGNI and game.zone_of(MAO) == Zone.DECK


def test_an_attack_not_negated_by_its_own_effects_is_negated_by_others(table: Table) -> None:
    # docs/engine-hooks.md, "Attacks that are not negated".
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", "{MAO}"]
          - signi: ["{KOALALA}"]
    """)
    g = game.game
    sara, mao, koalala = game.card(SARA), game.card(MAO), game.card(KOALALA, 1)
    g.add_effect(
        ContinuousEffect(
            Attribute.PROTECTION, Mode.SET, Protection.NEGATE_ATTACK_BY_ITSELF, target=sara
        )
    )
    _kept(game, mao, Protection.NEGATE_ATTACK, 1)
    g.attacking = sara
    assert not g.negate_attack(sara)  # its own effect
    assert g.negate_attack(koalala) and g.attack_negated
    g.attacking, g.attack_negated = mao, False
    assert not g.negate_attack(koalala)  # the opponent's effects
    assert g.negate_attack(sara)  # another card of its side


def test_an_ability_tied_to_a_face_down_card_ends_when_the_card_turns_face_up(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Abilities tied to a face-down card": a card that moved is a
    # new card, even face down again in the same zone.
    game = table(f"""
        players:
          - lrig: {lrigs(["Digital Aya! III"])}
            hand: ["{SARA}"]
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}"]
            hand: ["{SARA}", "{MAO}"]
    """)
    game.action("Digital Aya! III")  # Koalala face down, tied to an ability
    koalala = game.card(KOALALA, 1)
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN and len(game.game.delayed) == 1
    assert game.game.turn_face_up(koalala) and game.game.turn_face_down(koalala)
    assert game.game.delayed == []
    game.end_main()  # nothing is offered at the attack phase
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN
