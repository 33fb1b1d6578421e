"""Reading definitions: a mistake fails when the card loads, saying where and what."""

from __future__ import annotations

import pytest

from deckcheck.effects.binding import CompileError
from deckcheck.effects.cards import Selection
from deckcheck.effects.library.conditions import Compare
from deckcheck.effects.library.movement import Vanish
from tests.effects.conftest import Define


def error(define: Define, text: str, card: str = "Camelopar, Natural Planet") -> CompileError:
    with pytest.raises(CompileError) as raised:
        define(text, card)
    return raised.value


def test_an_unknown_effect_is_named_with_its_path(define: Define) -> None:
    problem = error(define, "{kind: enter, effects: [{drwa: 2}]}")
    assert problem.path == ("abilities", 0, "effects", 0, "drwa")
    assert problem.message == "unknown effect 'drwa'"


def test_a_missing_parameter(define: Define) -> None:
    problem = error(define, "{kind: enter, effects: [{power: {ref: self}}]}")
    assert problem.path == ("abilities", 0, "effects", 0, "power")
    assert problem.message == "'amount' is missing"


def test_a_wrong_type(define: Define) -> None:
    problem = error(define, "{kind: enter, effects: [{draw: two}]}")
    assert problem.path == ("abilities", 0, "effects", 0, "draw")
    assert "'two'" in problem.message


def test_an_unknown_parameter_and_a_wrong_name(define: Define) -> None:
    problem = error(define, "{kind: enter, effects: [{draw: {count: 1, cards: 2}}]}")
    assert problem.path[-1] == "cards" and problem.message == "unknown parameter 'cards'"
    problem = error(
        define, "{kind: enter, effects: [{vanish: {target: {side: foe, zone: signi}}}]}"
    )
    assert problem.path[-1] == "side" and "foe" in problem.message


def test_a_selection_needs_exactly_one_way_to_pick(define: Define) -> None:
    problem = error(define, "{kind: enter, effects: [{vanish: {}}]}")
    assert "exactly one of target, choose, all, ref" in problem.message
    problem = error(define, "{kind: enter, effects: [{vanish: {target: {zone: signi}}}]}")
    assert "side" in problem.message


def test_rules_types_cannot_say(define: Define) -> None:
    # An auto ability needs its trigger; a constant ability's effects are in force.
    assert "when" in error(define, "{kind: auto, effects: [{draw: 1}]}").message
    problem = error(define, "{kind: constant, effects: [{draw: 1}]}")
    assert problem.path == ("abilities", 0, "effects") and "happens once" in problem.message
    problem = error(
        define,
        "{kind: constant, effects: [{power: {target: {side: you, zone: signi}, amount: 1}}]}",
    )
    assert "targets nothing" in problem.message
    problem = error(define, "{kind: enter, team: true, effects: [{draw: 1}]}")
    assert problem.path == ("abilities", 0, "team")
    # [Rise] says only what it is put on; `onto` belongs to it; effects belong to the rest.
    problem = error(define, "{kind: rise, effects: [{draw: 1}]}")
    assert problem.path == ("abilities", 0, "effects")
    problem = error(define, "{kind: enter, onto: {color: red}, effects: [{draw: 1}]}")
    assert problem.path == ("abilities", 0, "onto")
    assert "'effects' is missing" in error(define, "{kind: enter}").message
    assert "only a SIGNI" in error(define, "{kind: rise}", card="Enervating Melody").message
    granted = "{kind: enter, effects: [{gain_ability: {ref: self, ability: {kind: rise}}}]}"
    assert "only a SIGNI" in error(define, granted).message
    problem = error(
        define,
        "{kind: enter, effects: [{vanish: {target: {in_front_of: self, side: opponent}}}]}",
    )
    assert "in_front_of" in problem.message
    # An additional use cost belongs to what a SPELL or PIECE does.
    problem = error(define, "{kind: enter, additional_cost: {exceed: 4}, effects: [{draw: 1}]}")
    assert problem.path == ("abilities", 0, "additional_cost")


def test_what_new_parameters_rule_out(define: Define) -> None:
    # A cost's filter has no ability card to compare with; a base value to set is named.
    problem = error(
        define,
        "{kind: enter, cost: {discard: {shares_color_with: {side: you, zone: center_lrig}}}, "
        "effects: [{draw: 1}]}",
    )
    assert problem.path == ("abilities", 0, "cost", "discard")
    assert "compared with other cards" in problem.message
    assert (
        "`level`, `power`"
        in error(define, "{kind: enter, effects: [{set_base: {ref: self}}]}").message
    )


def test_then_must_separate_effects(define: Define) -> None:
    assert "follow" in error(define, "{kind: enter, effects: [then, {draw: 1}]}").message
    assert "followed" in error(define, "{kind: enter, effects: [{draw: 1}, then]}").message


def test_shorthands_comparisons_and_flattened_parameters(define: Define) -> None:
    (ability,) = define("""
        kind: enter
        condition: {count: {side: you, zone: signi, class: VIRTUAL}, min: 3}
        effects:
          - vanish: {target: {side: opponent, zone: signi, power: {max: 8000}}}
    """)
    condition = ability.condition.condition.requirement.condition  # type: ignore[attr-defined]
    assert isinstance(condition, Compare) and condition.least == 3
    (vanish,) = ability.effect.effects  # type: ignore[attr-defined]
    assert isinstance(vanish, Vanish) and isinstance(vanish.cards, Selection)
    assert vanish.cards.target is not None and vanish.cards.target.power is not None


def test_a_cost_of_parts_a_part_alone_or_a_list(define: Define) -> None:
    # One part stands for a list of one; `distinct` belongs to a part alone.
    define("{kind: action, cost: {discard: {type: SIGNI}}, effects: [{draw: 1}]}")
    define("{kind: action, cost: {discard: [{type: SIGNI}, 1]}, effects: [{draw: 1}]}")
    problem = error(
        define,
        "{kind: action, cost: {discard: [{count: 2, distinct: color}, 1]}, effects: [{draw: 1}]}",
    )
    assert problem.message == "a cost of several parts has no `distinct`"
    # The hand's cards go into the Ener Zone or are discarded, not both in one cost.
    problem = error(
        define,
        "{kind: action, cost: {discard: 1, hand_to_ener: 1}, effects: [{draw: 1}]}",
    )
    assert "discards or reveals none" in problem.message
    # Every card of a kind in the Ener Zone: no count, and no Ener part beside it.
    problem = error(
        define,
        "{kind: action, cost: {trash_from_ener: {all: true, count: 2}}, effects: [{draw: 1}]}",
    )
    assert "`all` cards of a kind" in problem.message
    problem = error(
        define,
        "{kind: action, cost: {ener: {red: 1}, trash_from_ener: {all: true, color: red}}, "
        "effects: [{draw: 1}]}",
    )
    assert "has no other Ener part" in problem.message
