"""Rule-based actions: en-2021-glossary.txt "Rule-based action" (types 1 to 5, characteristics)."""

from __future__ import annotations

from deckcheck.engine import (
    ActionAbility,
    ActionKind,
    Attribute,
    ConstantAbility,
    ContinuousEffect,
    DecisionKind,
    EffectContext,
    Game,
    Mode,
    Zone,
)
from deckcheck.engine.abilities import Procedure
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.effects import opponent_signi_power
from tests.engine.helpers import act, one

DECK = str(["Servant #"] * 5)
AT2 = """{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                    "At =Två=, the Opened Gate"]}"""
LIZE = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'
CLASSIC_DECK = str(["Kukri, Small Sword"] * 5)


def test_power_zero_or_less_vanishes_after_the_effect_not_during_it(make: Scenario) -> None:
    # en-2021-glossary.txt, "Rule-based action": "1.If the power of a SIGNI is less than or
    # equal to 0, that SIGNI will be vanished."; "Rule-based action is not checked during the
    # effect."
    seen: list[int] = []

    def minus_then_look(context: EffectContext) -> Procedure[None]:
        yield from opponent_signi_power(-5000)(context)
        target = context.game.players[1].signi[0]
        seen.append(context.game.zone[target])

    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Camelopar, Natural Planet"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
        """,
        abilities={"Camelopar, Natural Planet": [ActionAbility(effect=minus_then_look)]},
    )
    buffalo = game.players[1].signi[0]
    act(game, ActionKind.USE_ACTION)
    assert seen == [Zone.SIGNI]
    assert game.zone[buffalo] == Zone.ENER


def test_power_set_to_zero_vanishes_and_a_loss_short_of_zero_does_not(make: Scenario) -> None:
    # en-2021-glossary.txt, "Rule-based action", 1.: a SIGNI whose power an effect sets to
    # 0 is vanished; one that a loss leaves above 0 stays (the quick look before the
    # check reads printed power only where no effect in force can bring it to 0).
    def set_and_take(context: EffectContext) -> Procedure[None]:
        game = context.game
        buffalo, other = game.players[1].signi[0], game.players[1].signi[1]
        game.add_effect(ContinuousEffect(Attribute.POWER, Mode.SET, 0, target=buffalo))
        game.add_effect(ContinuousEffect(Attribute.POWER, Mode.ADD, -1000, target=other))
        yield from ()

    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Camelopar, Natural Planet"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Water Buffalo, Phantom Aquatic Beast", "Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
        """,
        abilities={"Camelopar, Natural Planet": [ActionAbility(effect=set_and_take)]},
    )
    buffalo, other = game.players[1].signi[0], game.players[1].signi[1]
    act(game, ActionKind.USE_ACTION)
    assert game.zone[buffalo] == Zone.ENER
    assert game.zone[other] == Zone.SIGNI
    assert game.power(other) == game.base_power[other] - 1000 > 0


def test_a_signi_printed_at_zero_power_that_an_effect_raises_stays(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "3: Power": "When SIGNI's Power reaches 0 or less,
    # it is banished"; one printed at 0 (Akinana, WX09-019) that an effect raises has more.
    def plus_1000(game: Game, source: int) -> list[ContinuousEffect]:
        return [ContinuousEffect(Attribute.POWER, Mode.ADD, 1000, target=source)]

    akinana = "Akinana, Natural Plant Princess"
    game = make(
        f"""
        format: classic
        players:
          - lrig: ["Midoriko, Combat Girl", "Midoriko, First Girl", "Midoriko, Second Girl",
                   "Midoriko, Third Girl", "Midoriko, Fourth Girl"]
            signi: ["{akinana}", "Kukri, Small Sword"]
            deck: {CLASSIC_DECK}
          - lrig: ["Hanayo-Zero", "Hanayo-One"]
            deck: {CLASSIC_DECK}
        """,
        abilities={akinana: [ConstantAbility(plus_1000)]},
    )
    card, other = game.players[0].signi[0], game.players[0].signi[1]
    act(game, ActionKind.RETIRE, other)  # any action: the rules are checked after it
    assert game.zone[other] == Zone.TRASH
    assert game.power(card) == 1000
    assert game.zone[card] == Zone.SIGNI


def test_signi_above_the_centers_level_go_to_the_trash(make: Scenario) -> None:
    # en-2021-glossary.txt, "Rule-based action": "2.If the level or limit of a SIGNI is
    # exceeded, a SIGNI is placed from the field to the Trash." (classic: grow to a lower level)
    game = make("""
        format: classic
        phase: grow
        players:
          - lrig: ["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko",
                   "Tamayorihime, Half Moon Miko"]
            lrig_deck: ["Zero of Tamayorihime"]
            signi: ["Flamber, Medium Sword", "Kukri, Small Sword", ~]
            deck: ["Kukri, Small Sword"]
          - lrig: ["Hanayo-Zero"]
            deck: ["Iron, Natural Stone"]
    """)
    act(game, ActionKind.GROW, one(game, "Zero of Tamayorihime"))
    assert sorted(names(game, 0, Zone.TRASH)) == ["Flamber, Medium Sword", "Kukri, Small Sword"]


def limit_change(amount: int) -> ActionAbility:
    def effect(context: EffectContext) -> Procedure[None]:
        context.game.add_effect(
            ContinuousEffect(
                Attribute.LIMIT, Mode.ADD, amount, player=context.controller, ends_after_turn=99
            )
        )
        return
        yield

    return ActionAbility(effect=effect)


def test_limit_exceeded_the_owner_chooses_signi_one_at_a_time(make: Scenario) -> None:
    # en-2021-glossary.txt, "Limit": "place one SIGNI at a time in the Trash so that it is below
    # the limit"; "Rule-based action" characteristic 2: "Some types ... involve player choice."
    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Sen no Rikyu, Jade General", "Koalala, Phantom Terra Beast",
                    "Camelopar, Natural Planet"]
            deck: {DECK}
          - lrig: {LIZE}
        """,
        abilities={"Koalala, Phantom Terra Beast": [limit_change(-2)]},
    )
    act(game, ActionKind.USE_ACTION)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.RULE_TRASH
    assert len(decision.options) == 3
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.CHOOSE, camelopar)
    # 2 + 2 = 4 > 3: one more.
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.RULE_TRASH
    act(game, ActionKind.CHOOSE)
    assert game.signi_levels(0) <= game.limit(0) == 3
    assert len(game.signi_of(0)) == 1


def level_up_camelopar(context: EffectContext) -> Procedure[None]:
    game = context.game
    camelopar = next(c for c in game.signi_of(0) if game.name(c).startswith("Camelopar"))
    game.add_effect(ContinuousEffect(Attribute.LEVEL, Mode.ADD, 1, target=camelopar))
    return
    yield


def test_a_signi_whose_level_changed_goes_before_the_others(make: Scenario) -> None:
    # en-2021-glossary.txt, "Rule-based action" 2: "select one SIGNI at a time in the order A,
    # B, and C": B, "SIGNI whose level has changed since the last rule-based action check".
    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Sen no Rikyu, Jade General", "Koalala, Phantom Terra Beast",
                    "Camelopar, Natural Planet"]
            deck: {DECK}
          - lrig: {LIZE}
        """,
        abilities={"Koalala, Phantom Terra Beast": [ActionAbility(effect=level_up_camelopar)]},
    )
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.USE_ACTION)
    assert game.zone[camelopar] == Zone.TRASH
    assert len(game.signi_of(0)) == 2


def test_lrigs_with_identical_lrig_types_one_non_center_goes(make: Scenario) -> None:
    # en-2021-glossary.txt, "Rule-based action": "5.If one player has multiple LRIGs in the field
    # with exactly matching LRIG types, place one of the bundles of LRIGs that is not the center
    # LRIG in the LRIG Trash."
    game = make(f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate"],
                    left: ["Tawil =Noll=, Awakened One"], right: ["At"]}}
            deck: {DECK}
          - lrig: {{center: ["Umr =Noll=, Key to Salvation"],
                    left: ["Tawil =Noll=, Awakened One"], right: ["Tawil =Noll=, Ancient One"]}}
            deck: {DECK}
    """)
    assert names(game, 0, Zone.LRIG_TRASH) == ["At"]
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.RULE_LRIG
    assert decision.player == 1
    ancient = one(game, "Tawil =Noll=, Ancient One")
    act(game, ActionKind.CHOOSE, ancient)
    assert game.zone[ancient] == Zone.LRIG_TRASH
    assert game.name(game.players[1].lrig[0][-1]) == "Tawil =Noll=, Awakened One"
