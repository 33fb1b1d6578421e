"""Continuous effects: en-2021-glossary.txt "Power", "[Constant]", "Limit", "Shadow", durations."""

from __future__ import annotations

from deckcheck.cards.model import CardType
from deckcheck.engine import (
    KW,
    ActionAbility,
    ActionKind,
    Attribute,
    ConstantAbility,
    ContinuousEffect,
    Game,
    Mode,
    Zone,
)
from tests.engine.conftest import Scenario
from tests.engine.effects import vanish_opponent_signi
from tests.engine.helpers import AT2, act, has

DECK = str(["Servant #"] * 5)
AT = AT2
LIZE = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'


def basic(make: Scenario, **options: object) -> Game:
    return make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Camelopar, Natural Planet", "Servant #"]
            hand: ["Polygenesis", "Sen no Rikyu, Jade General"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Chihiro Yuki, Code 2434"]
            deck: {DECK}
        """,
        **options,
    )


def test_set_effects_apply_before_modify_effects(make: Scenario) -> None:
    # en-2021-glossary.txt, "Power": "If a SIGNI with power 3000 is given a +5000 effect, and
    # then the SIGNI's power itself is changed to 6000, the SIGNI's power will be 11000."
    game = basic(make)
    camelopar = game.players[0].signi[0]
    assert game.power(camelopar) == 3000
    game.add_power(camelopar, 5000)
    game.set_power(camelopar, 6000)
    assert game.power(camelopar) == 11000


def test_constant_abilities_work_while_their_card_is_on_the_field(make: Scenario) -> None:
    # en-2021-glossary.txt, "[Constant]": "it is valid as long as it is in the field."
    def others_get_1000(game: Game, source: int) -> list[ContinuousEffect]:
        def applies(game: Game, card: int) -> bool:
            return (
                card != source
                and game.zone[card] == Zone.SIGNI
                and game.owner[card] == game.owner[source]
            )

        return [ContinuousEffect(Attribute.POWER, Mode.ADD, 1000, applies=applies)]

    game = basic(make, abilities={"Camelopar, Natural Planet": [ConstantAbility(others_get_1000)]})
    camelopar, servant = game.players[0].signi[:2]
    assert game.power(servant) == 2000 and game.power(camelopar) == 3000
    assert game.power(game.players[1].signi[0]) == 3000
    act(game, ActionKind.RETIRE, camelopar)
    act(game, ActionKind.RETIRE_DONE)
    assert game.power(servant) == 1000


def test_effects_on_a_signi_end_when_it_leaves_the_field(make: Scenario) -> None:
    # A SIGNI that leaves the field and comes back is a new card: en-2021-faq.txt "[Constant]"
    # (abilities work only in the SIGNI Zone) and the glossary's "Power" effects apply to it
    # on the field.
    game = basic(make)
    servant = game.players[0].signi[1]
    game.add_power(servant, 4000, 99)
    game.grant_keywords(servant, KW.LANCER, 99)
    game.bounce(servant)
    game._move(servant, Zone.SIGNI, 2)
    assert game.power(servant) == 1000 and not game.has_keyword(servant, KW.LANCER)


def test_while_a_condition_holds(make: Scenario) -> None:
    # en-2021-glossary.txt, "[Constant]": "Constant Abilities with 'as long as' or 'if~' are
    # only be valid while these conditions are met."
    game = basic(make)
    camelopar = game.players[0].signi[0]
    game.add_effect(
        ContinuousEffect(
            Attribute.POWER,
            Mode.ADD,
            5000,
            target=camelopar,
            condition=lambda g: len(g.signi_of(0)) >= 2,
        )
    )
    assert game.power(camelopar) == 8000
    act(game, ActionKind.RETIRE, game.players[0].signi[1])
    act(game, ActionKind.RETIRE_DONE)
    assert game.power(camelopar) == 3000


def test_limit_changes_add_to_the_centers_limit(make: Scenario) -> None:
    # en-2021-glossary.txt, "Limit": "Assist LRIG also has a card that adds the value of the
    # limit of Center LRIG, and the indicted value is added to the limit of Center LRIG."
    game = make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Sen no Rikyu, Jade General", "Koalala, Phantom Terra Beast"]
            hand: ["Sen no Rikyu, Jade General"]
            deck: {DECK}
          - lrig: {LIZE}
        """,
        skip_forced=False,
    )
    assert game.limit(0) == 5 and not has(game, ActionKind.PLAY_SIGNI)
    game.add_effect(ContinuousEffect(Attribute.LIMIT, Mode.ADD, 1, player=0, ends_after_turn=3))
    act(game, ActionKind.RETIRE, game.players[0].signi[0])
    act(game, ActionKind.RETIRE_DONE)
    assert game.limit(0) == 6


def test_cost_changes(make: Scenario) -> None:
    # A cost effect ("your SPELLs cost green 1 less") changes what can be paid.
    def cheaper_spells(game: Game, source: int) -> list[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.USE_COST,
                Mode.ADD,
                applies=lambda g, card: g.defs[card].card.type == CardType.SPELL,
                cost_delta=(0, 0, 0, -1, 0, 0, 0),
            )
        ]

    assert not has(basic(make, skip_forced=False), ActionKind.USE_SPELL)
    game = basic(
        make,
        abilities={"Camelopar, Natural Planet": [ConstantAbility(cheaper_spells)]},
        skip_forced=False,
    )
    assert game.use_cost(game.players[0].hand[0]) == (0, 0, 0, 0, 0, 0, 0)
    assert has(game, ActionKind.USE_SPELL)


def test_keywords_can_be_gained_and_lost(make: Scenario) -> None:
    game = basic(make)
    servant = game.players[0].signi[1]
    assert game.has_keyword(servant, KW.MULTI_ENER) and game.has_keyword(servant, KW.GUARD)
    game.add_effect(ContinuousEffect(Attribute.KEYWORDS, Mode.REMOVE, KW.GUARD, target=servant))
    game.grant_keywords(servant, KW.ASSASSIN)
    assert not game.has_keyword(servant, KW.GUARD)
    assert game.has_keyword(servant, KW.ASSASSIN | KW.MULTI_ENER)


def test_restricted_shadow_protects_only_from_its_sources(make: Scenario) -> None:
    # en-2021-glossary.txt, "Shadow": "in the case of [Shadow - Spell], SIGNI with this ability
    # is not targeted by the effects or abilities of your opponent's Spell."
    game = basic(
        make,
        abilities={"Camelopar, Natural Planet": [ActionAbility(effect=vanish_opponent_signi())]},
    )
    chihiro = game.players[1].signi[0]
    game.add_effect(
        ContinuousEffect(
            Attribute.SHADOW,
            Mode.GRANT,
            target=chihiro,
            protects_from=lambda g, source: (
                source >= 0 and g.defs[source].card.type == CardType.SPELL
            ),
        )
    )
    polygenesis = next(c for c in game.players[0].hand if game.name(c) == "Polygenesis")
    assert not game.is_targetable(chihiro, 0, polygenesis)
    assert game.is_targetable(chihiro, 0, game.players[0].signi[0])
    act(game, ActionKind.USE_ACTION)
    assert game.zone[chihiro] == Zone.ENER


def test_a_cost_set_then_changed_once_for_each_unit_of_a_scale(make: Scenario) -> None:
    # docs/engine-hooks.md, "Continuous effects": the latest SET replaces the cost, then
    # each ADD counts once for each unit of its scale (none below one), never below zero
    # (classic-2014-beginner-guide.txt, "(xviii) Cost": what is paid).
    game = basic(make, skip_forced=False)
    spell = game.players[0].hand[0]
    printed = game.use_cost(spell)
    units = [3]

    def spells(g: Game, card: int) -> bool:
        return g.defs[card].card.type == CardType.SPELL

    def scale(g: Game) -> int:
        return units[0]

    game.add_effect(
        ContinuousEffect(
            Attribute.USE_COST,
            Mode.ADD,
            applies=spells,
            cost_delta=(0, 1, 0, 0, 0, 0, 0),
            scale=scale,
        )
    )
    assert game.use_cost(spell)[1] == printed[1] + 3
    units[0] = -2  # "in excess of": a negative count adds nothing
    assert game.use_cost(spell) == printed
    game.add_effect(
        ContinuousEffect(
            Attribute.USE_COST, Mode.SET, applies=spells, cost_delta=(0, 0, 0, 0, 2, 0, 0)
        )
    )
    units[0] = 1
    assert game.use_cost(spell) == (0, 1, 0, 0, 2, 0, 0)
    game.add_effect(
        ContinuousEffect(
            Attribute.USE_COST, Mode.ADD, applies=spells, cost_delta=(0, 0, 0, 0, -5, 0, 0)
        )
    )
    assert game.use_cost(spell) == (0, 1, 0, 0, 0, 0, 0)
