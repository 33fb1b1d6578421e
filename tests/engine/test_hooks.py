"""Hooks for the ability language (docs/ability-language.md): granted and lost abilities,
protections and replacements, damage prevention, the rest of the costs, and events."""

from __future__ import annotations

import contextlib
from dataclasses import replace

import pytest

from deckcheck.cards.model import Cost
from deckcheck.engine import (
    KW,
    AbilityCost,
    Action,
    ActionAbility,
    ActionKind,
    Attribute,
    ConstantAbility,
    ContinuousEffect,
    DecisionKind,
    EffectContext,
    EventKind,
    Game,
    LifeBurst,
    Mode,
    Rise,
    TriggeredAbility,
    UseEffect,
    Zone,
    enter_ability,
)
from deckcheck.engine.abilities import BurstCounter, Limit, Procedure, UseReduction
from deckcheck.engine.constants import AbilityKind, Phase, zone_bit
from deckcheck.engine.continuous import NEVER, Protection, Restriction, skip_bit
from deckcheck.engine.invariants import check_invariants
from deckcheck.errors import SchemaError
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.effects import draw, opponent_signi_power, record
from tests.engine.helpers import AT2, act, has, one, pass_once, pass_until

DECK = str(["Servant #"] * 6)
LIZE = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'


def board(
    make: Scenario, abilities: dict[str, list[object]] | None = None, **options: object
) -> Game:
    return make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Camelopar, Natural Planet", "Servant #"]
            hand: ["Polygenesis"]
            ener: ["Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Chihiro Yuki, Code 2434"]
            deck: {DECK}
        """,
        abilities=abilities,  # type: ignore[arg-type]
        **options,
    )


def test_a_granted_action_ability_is_offered_until_the_end_of_turn(make: Scenario) -> None:
    gained = ActionAbility(effect=draw(1))

    def grant(context: EffectContext) -> Procedure[None]:
        context.game.grant_ability(context.source, gained)
        return
        yield

    game = board(make, {"Camelopar, Natural Planet": [ActionAbility(effect=grant)]})
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.USE_ACTION, camelopar)
    granted = [a for a in game.legal_actions() if a.kind == ActionKind.USE_ACTION and a.b >= 1000]
    assert len(granted) == 1
    game.apply_action(granted[0])
    assert len(game.players[0].hand) == 2
    pass_until(
        game,
        lambda g: g.turn == 5 and g.decision is not None and g.decision.kind == DecisionKind.MAIN,
    )
    assert not [a for a in game.legal_actions() if a.kind == ActionKind.USE_ACTION and a.b >= 1000]


def test_a_granted_triggered_ability_listens_while_granted(make: Scenario) -> None:
    log: list[str] = []
    listener = TriggeredAbility(events=(EventKind.DREW,), effect=record(log, "drew"))
    game = board(make)
    camelopar = one(game, "Camelopar, Natural Planet")
    game.grant_ability(camelopar, listener, NEVER)
    pass_until(game, lambda g: g.turn == 4 and g.phase >= 3)
    assert log == ["drew:Camelopar, Natural Planet"] * 2  # the opponent's two draws
    game.bounce(camelopar)  # leaving the field ends what it gained
    assert camelopar not in game.granted


def test_losing_abilities_removes_printed_keywords_triggers_and_constants(make: Scenario) -> None:
    log: list[str] = []
    listener = TriggeredAbility(events=(EventKind.DREW,), effect=record(log, "drew"))

    def plus_power(game: Game, source: int) -> list[ContinuousEffect]:
        return [ContinuousEffect(Attribute.POWER, Mode.ADD, 5000, target=source)]

    game = board(make, {"Servant #": [listener, ConstantAbility(plus_power)]})
    servant = game.players[0].signi[1]
    assert game.power(servant) == 6000 and game.has_keyword(servant, KW.MULTI_ENER)
    game.add_effect(ContinuousEffect(Attribute.LOSE_ABILITIES, Mode.SET, target=servant))
    assert game.power(servant) == 1000
    assert not game.has_keyword(servant, KW.MULTI_ENER | KW.GUARD)
    game.draw(0, 1)
    assert not game.pending[0] and log == []


def test_cannot_be_vanished(make: Scenario) -> None:
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Servant #"]
            deck: {DECK}
    """)
    servant = game.players[1].signi[0]
    game.add_effect(
        ContinuousEffect(Attribute.PROTECTION, Mode.SET, Protection.VANISH, target=servant)
    )
    game.add_power(servant, -3000)  # power 0 or less, but it cannot be vanished
    act(game, ActionKind.ATTACK)
    assert game.zone[servant] == Zone.SIGNI


def test_a_replaced_vanish_does_not_trigger_lancer(make: Scenario) -> None:
    # en-2021-glossary.txt, "Lancer": "if the vanish is replaced by another action due to any
    # effect, the [Lancer] does not meet the trigger requirement and does not crush Life Cloth."
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Water Buffalo, Phantom Aquatic Beast (lancer)"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Servant #"]
            deck: {DECK}
            life: ["Chihiro Yuki, Code 2434"]
    """)
    servant = game.players[1].signi[0]
    game.add_effect(
        ContinuousEffect(Attribute.VANISH_TO, Mode.SET, int(Zone.TRASH), target=servant)
    )
    act(game, ActionKind.ATTACK)
    assert game.zone[servant] == Zone.TRASH
    assert len(game.players[1].life) == 1


def test_prevented_damage(make: Scenario) -> None:
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
    """)
    game.prevent_damage(1, times=1, from_source=lambda source: game.kind[source] == 2)
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    assert not game.is_terminal()  # no Life Cloth, but the damage was prevented
    act(game, ActionKind.ATTACK, game.players[0].signi[1])
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == 0


def test_exceed_trash_self_and_trash_from_ener_costs(make: Scenario) -> None:
    cost = AbilityCost.of(exceed=2, trash_from_ener=1, trash_self=True)
    game = board(make, {"Camelopar, Natural Planet": [ActionAbility(effect=draw(1), cost=cost)]})
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.USE_ACTION, camelopar)
    while game.decision is not None and game.decision.kind == DecisionKind.PAYMENT:
        act(game, ActionKind.CHOOSE)
    assert sorted(names(game, 0, Zone.LRIG_TRASH)) == [
        "At =Ett=, the Opened Door",
        "At =Noll=, the Opened Gate",
    ]
    assert game.zone[camelopar] == Zone.TRASH
    assert len(game.players[0].ener) == 1
    # Exceed needs cards under the LRIG: none are left.
    assert not has(game, ActionKind.USE_ACTION)


def test_targeted_and_milled_events_mill_and_the_bottom_of_the_deck(make: Scenario) -> None:
    seen: list[tuple[EventKind, int]] = []

    def remember(game: Game, source: int, event: object) -> bool:
        seen.append((event.kind, event.card))  # type: ignore[attr-defined]
        return False

    watcher = TriggeredAbility(
        events=(EventKind.TARGETED, EventKind.MILLED), effect=record([], ""), condition=remember
    )
    game = board(
        make,
        {
            "Chihiro Yuki, Code 2434": [watcher],
            "Camelopar, Natural Planet": [ActionAbility(effect=opponent_signi_power(-1000))],
        },
    )
    chihiro = game.players[1].signi[0]
    act(game, ActionKind.USE_ACTION)
    assert (EventKind.TARGETED, chihiro) in seen
    milled = game.mill(0, 2)
    assert len(milled) == 2 and all(game.zone[card] == Zone.TRASH for card in milled)
    assert (EventKind.MILLED, milled[0]) in seen
    top = game.players[0].deck[-1]
    game.put_on_bottom([top])
    assert game.players[0].deck[0] == top


def test_put_onto_the_field_without_enter_abilities(make: Scenario) -> None:
    log: list[str] = []
    game = make(
        f"""
        players:
          - lrig: {AT2}
            hand: ["Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
        """,
        abilities={"Servant #": [enter_ability(record(log, "enter"))]},
    )
    first, second = game.players[0].hand
    game.put_onto_field(first, 0, enter_abilities=False)
    game.put_onto_field(second, 1)
    assert [pending.source for pending in game.pending[0]] == [second]


def test_impossible_parts_are_processed_as_far_as_possible(make: Scenario) -> None:
    # en-2021-faq.txt, "General Rules": "Example 1: You are required to discard two cards in
    # your hand, but you have only one card in your hand. Discard one card ... Example 2: ...
    # put 10 cards from the top of the deck into the trash, but you only have 5 cards. Put all
    # 5 cards".
    def discard_two(context: EffectContext) -> Procedure[None]:
        yield from context.game.choose_discard(context.controller, 2)

    game = board(make, {"Camelopar, Natural Planet": [ActionAbility(effect=discard_two)]})
    act(game, ActionKind.USE_ACTION)
    assert game.players[0].hand == [] and names(game, 0, Zone.TRASH) == ["Polygenesis"]
    assert len(game.mill(0, 10)) == 6


def test_a_search_of_the_hidden_deck_may_find_nothing(make: Scenario) -> None:
    # en-2021-glossary.txt, "Hidden zone": "it is possible to not reveal anything as a result,
    # assuming it was not found."
    def search(context: EffectContext) -> Procedure[None]:
        game = context.game
        found = yield from game.search_deck(context.controller, lambda card: True)
        for card in found:
            game.move(card, Zone.HAND)
        game.shuffle(context.controller)

    game = board(make, {"Camelopar, Natural Planet": [ActionAbility(effect=search)]})
    act(game, ActionKind.USE_ACTION)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.CHOOSE
    assert len(decision.options) == 2  # six copies of one card offered once, or nothing
    act(game, ActionKind.CHOOSE_DONE)
    assert len(game.players[0].deck) == 6 and len(game.players[0].hand) == 1


def test_a_goldfish_opponent_and_listeners(diva_decks: dict[str, object], database: object) -> None:
    # Hooks for goldfish simulations: an opponent with a Life Cloth and no deck, which never
    # has a choice, and listeners that count what happens.
    from deckcheck.agents import RandomAgent
    from deckcheck.cards.pool import CardDatabase
    from deckcheck.engine import Event, GameRules, PlayerDeck

    assert isinstance(database, CardDatabase)
    blank = database.lookup("Camelopar, Natural Planet", ["en"])
    goldfish = PlayerDeck((), (), life=(blank,) * 7)
    game = Game(GameRules.diva(), [diva_decks["wxdi-d01"], goldfish], 3)  # type: ignore[list-item]
    seen: dict[EventKind, int] = {}

    def count(event: Event) -> None:
        seen[event.kind] = seen.get(event.kind, 0) + 1

    game.listen((EventKind.TURN_BEGAN, EventKind.CRUSHED, EventKind.DREW), count)
    assert len(game.players[1].life) == 7 and not game.players[1].deck
    agent = RandomAgent(1)
    players = set()
    while not game.is_terminal():
        players.add(game.current_player())
        game.apply_action(agent.choose(game.observation(0), game.legal_actions()))
    outcome = game.outcome()
    assert outcome is not None
    assert players == {0}
    assert seen[EventKind.TURN_BEGAN] == outcome.turns
    assert seen.get(EventKind.CRUSHED, 0) == 7 - len(game.players[1].life)


def test_protections_hold_against_effects_only_from_what_they_name(make: Scenario) -> None:
    game = board(make)
    camelopar, servant = game.players[0].signi[:2]
    chihiro = game.players[1].signi[0]
    game.add_effect(
        ContinuousEffect(
            Attribute.PROTECTION,
            Mode.SET,
            Protection.DOWN | Protection.TRASH | Protection.BOUNCE,
            target=chihiro,
            protects_from=lambda g, source: source >= 0 and g.owner[source] == 0,
        )
    )
    assert not game.down(chihiro, camelopar) and not game.downed[chihiro]
    assert not game.trash(chihiro, camelopar) and not game.bounce(chihiro, camelopar)
    assert game.zone[chihiro] == Zone.SIGNI
    assert game.down(servant, camelopar)  # not protected
    assert game.trash(chihiro)  # a rule or a cost, not an effect


def test_a_leaving_card_sees_the_event_of_its_leaving(make: Scenario) -> None:
    # "When this SIGNI is vanished": the card is in the Ener Zone when the event is
    # announced, yet its ability triggers (en-2021-faq.txt, "[Auto]": an [Auto] whose
    # condition is met "will still be triggered and processed" after the card left).
    log: list[str] = []

    def vanished_self(game: Game, source: int, event: object) -> bool:
        return event.card == source  # type: ignore[attr-defined,no-any-return]

    watcher = TriggeredAbility(
        events=(EventKind.VANISHED, EventKind.BOUNCED, EventKind.TRASHED),
        effect=record(log, "left"),
        condition=vanished_self,
    )
    game = board(make, {"Chihiro Yuki, Code 2434": [watcher]})
    chihiro = game.players[1].signi[0]
    assert game.vanish(chihiro) and game.zone[chihiro] == Zone.ENER
    assert [pending.source for pending in game.pending[1]] == [chihiro]
    assert chihiro not in {w[0] for w in game.watchers[EventKind.VANISHED]}


def test_pairwise_compatible_choices_offer_only_cards_that_complete_a_choice(
    make: Scenario,
) -> None:
    # Three SIGNI of one's own field targeted, no two of a class: a card is offered only
    # when a full choice of three can still include it; with no such three, nothing is
    # targeted (en-2021-glossary.txt, "Target": "you cannot target any of them if the
    # number of cards you can target is less than the specified number").
    game = make(f"""
        players:
          - lrig: {AT2}
            signi: ["Camelopar, Natural Planet", "Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
    """)

    def different_names(g: Game, a: int, b: int) -> bool:
        return g.name(a) != g.name(b)

    signi = game.signi_of(0)

    def target(count: int) -> Procedure[list[int]]:
        return game.choose_targets(0, signi, count, compatible=different_names)

    procedure = target(3)
    try:
        next(procedure)
        raise AssertionError("no three cards with different names: nothing to choose")
    except StopIteration as done:
        assert done.value == []
    procedure = target(2)
    first = next(procedure)
    assert {a.a for a in first.options} == set(signi)
    second = procedure.send(Action(ActionKind.CHOOSE, signi[1]))
    assert [a.a for a in second.options] == [signi[0]]


def test_a_cost_of_compatible_cards_is_payable_only_with_enough_of_them(make: Scenario) -> None:
    cost = AbilityCost.of(trash_from_ener=2, ener_compatible=lambda g, a, b: g.name(a) != g.name(b))
    abilities = {"Camelopar, Natural Planet": [ActionAbility(effect=draw(1), cost=cost)]}
    game = board(make, abilities)
    assert not has(game, ActionKind.USE_ACTION)  # two Servants in the Ener Zone
    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Camelopar, Natural Planet"]
            ener: ["Servant #", "Servant #", "Polygenesis"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities=abilities,
    )
    act(game, ActionKind.USE_ACTION)
    while game.decision is not None and game.decision.kind == DecisionKind.PAYMENT:
        act(game, ActionKind.CHOOSE)
    assert sorted(names(game, 0, Zone.TRASH)) == ["Polygenesis", "Servant #"]


def test_an_effect_puts_a_signi_into_an_empty_zone_of_its_controllers_choice(
    make: Scenario,
) -> None:
    game = make(f"""
        players:
          - lrig: {AT2}
            signi: ["Servant #"]
            trash: ["Camelopar, Natural Planet", "Tobiel, Full Armed"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
    """)
    camelopar = one(game, "Camelopar, Natural Planet")
    tobiel = one(game, "Tobiel, Full Armed")
    # en-2021-glossary.txt, "Level": a SIGNI above the Center LRIG's level cannot be placed.
    assert game.can_place_signi(0, camelopar) and not game.can_place_signi(0, tobiel)
    procedure = game.choose_signi_zone(0, camelopar)
    decision = next(procedure)
    assert decision.kind == DecisionKind.ZONE
    assert [a.b for a in decision.options] == [1, 2]
    try:
        procedure.send(Action(ActionKind.CHOOSE_ZONE, camelopar, 2))
    except StopIteration as done:
        assert done.value == 2


def test_the_end_of_an_attack_says_whether_it_dealt_damage(make: Scenario) -> None:
    # An ability that checks, as an attack ends, whether it damaged the opponent:
    # ATTACK_ENDED comes after the battle or the damage, with a = 1 when damage was dealt.
    ended: list[tuple[int, int]] = []

    def remember(game: Game, source: int, event: object) -> bool:
        ended.append((event.card, event.a))  # type: ignore[attr-defined]
        return False

    watcher = TriggeredAbility(
        events=(EventKind.ATTACK_ENDED,), effect=record([], ""), condition=remember
    )
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Chihiro Yuki, Code 2434"]
            life: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
        """)
    first, second = game.players[0].signi[:2]
    game.grant_ability(first, watcher, NEVER)
    act(game, ActionKind.ATTACK, first)  # battles Chihiro (3000): no damage
    act(game, ActionKind.ATTACK, second)  # nothing in front: damage
    assert ended == [(first, 0), (second, 1)]


def test_an_attack_allowance_lets_a_downed_card_attack_again(make: Scenario) -> None:
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            life: {["Water Buffalo, Phantom Aquatic Beast"] * 3!s}
            deck: {DECK}
    """)
    center = game.center(0)
    game.add_effect(
        ContinuousEffect(Attribute.ATTACKS, Mode.SET, 2, target=center, ends_after_turn=game.turn)
    )
    act(game, ActionKind.ATTACK, center)  # no SIGNI: the LRIG attack step
    assert game.downed[center] and has(game, ActionKind.ATTACK, center)
    act(game, ActionKind.ATTACK, center)
    assert not has(game, ActionKind.ATTACK, center)
    assert len(game.players[1].life) == 1


def test_attacks_at_most_caps_the_attacks_an_allowance_or_an_up_would_give(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Attacks at most": the cap counts the attacks made this turn,
    # whatever lets the card attack again.
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            life: {["Water Buffalo, Phantom Aquatic Beast"] * 3!s}
            deck: {DECK}
    """)
    center = game.center(0)
    game.add_effect(
        ContinuousEffect(Attribute.ATTACKS, Mode.SET, 3, target=center, ends_after_turn=game.turn)
    )
    game.add_effect(
        ContinuousEffect(
            Attribute.ATTACKS_AT_MOST, Mode.SET, 2, target=center, ends_after_turn=game.turn
        )
    )
    assert game.attacks_at_most(center) == 2
    act(game, ActionKind.ATTACK, center)
    act(game, ActionKind.ATTACK, center)
    assert not has(game, ActionKind.ATTACK, center)
    game.up(center)
    assert not has(game, ActionKind.ATTACK, center)
    assert len(game.players[1].life) == 1


def test_a_spell_that_cannot_be_countered_is_not_negated_by_the_opponent(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Continuous effects": NO_COUNTER keeps a SPELL's effect from
    # the counters of its owner's opponent; with `next_use`, the next SPELL used alone.
    game = make(f"""
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
    """)
    spell = game.players[0].deck[0]
    game.add_effect(
        ContinuousEffect(
            Attribute.NO_COUNTER, Mode.SET, applies=lambda g, c: c == spell, next_use=True
        )
    )
    assert not game.negate(spell, 1) and spell not in game.negated
    assert game.negate(spell, 0)  # its own player's effect: not kept from it
    game.negated.discard(spell)
    game._spend_next_use(spell, int(Attribute.NO_COUNTER))
    assert game.negate(spell, 1)


def test_a_cap_on_a_players_signi_attacks_counts_them_all_together(make: Scenario) -> None:
    # docs/engine-hooks.md, "Attacks at most": the SIGNI and RESONA attacks of the
    # player this turn count; the LRIG's attack is not one of them.
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            life: {["Water Buffalo, Phantom Aquatic Beast"] * 3!s}
            deck: {DECK}
    """)
    first, second = game.players[0].signi[:2]
    game.add_effect(
        ContinuousEffect(
            Attribute.SIGNI_ATTACKS_AT_MOST, Mode.SET, 1, player=0, ends_after_turn=game.turn
        )
    )
    assert game.signi_attacks_left(0) == 1 and game.signi_attacks_left(1) == -1
    act(game, ActionKind.ATTACK, first)
    assert game.signi_attacks_left(0) == 0
    assert not has(game, ActionKind.ATTACK, second) and not game.can_attack(second)
    assert game.can_attack(game.center(0))


def test_a_player_who_cannot_guard_is_offered_no_guard(make: Scenario) -> None:
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            hand: ["Servant #"]
            life: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
    """)
    game.add_effect(ContinuousEffect(Attribute.RESTRICTION, Mode.SET, Restriction.GUARD, player=1))
    act(game, ActionKind.ATTACK, game.center(0))
    assert not has(game, ActionKind.GUARD) and len(game.players[1].life) == 0


def test_a_player_who_cannot_guard_with_some_cards_guards_with_the_others(
    make: Scenario,
) -> None:
    # A RESTRICTION effect that covers some cards (`applies`) forbids them only (the
    # opponent may not guard with SIGNI of level two or lower; docs/engine-hooks.md,
    # "Continuous effects", RESTRICTION).
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            hand: ["Servant #", "Highty//Dissona, Blessed Evil Queen"]
            life: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
    """)
    servant, zero = game.players[1].hand
    game.add_effect(
        ContinuousEffect(
            Attribute.RESTRICTION,
            Mode.SET,
            Restriction.GUARD,
            player=1,
            applies=lambda g, card: card == servant,
        )
    )
    assert not game.restricted(1, Restriction.GUARD)  # guarding as such is allowed
    act(game, ActionKind.ATTACK, game.center(0))
    guards = {action.a for action in game.legal_actions() if action.kind == ActionKind.GUARD}
    assert guards == {zero}


def test_a_skipped_phase_does_not_happen(make: Scenario) -> None:
    # docs/engine-hooks.md, "Skipped phases": "Skip your grow phase" (the classic cards;
    # classic-2014-beginner-guide.txt, "(ii) Phases": up, draw, ener, grow, main, attack,
    # end): the phase does not happen, and its actions are not offered.
    def after_ener(*skips: tuple[Phase, int]) -> Game:
        game = make(f"""
            phase: ener
            turn: 3
            players:
              - lrig: {AT2}
                lrig_deck: ["At =Tre=, the Opened Gate"]
                hand: ["Water Buffalo, Phantom Aquatic Beast"]
                ener: {["Water Buffalo, Phantom Aquatic Beast"] * 3}
                deck: {DECK}
              - lrig: {LIZE}
                deck: {DECK}
        """)
        for phase, player in skips:
            game.add_effect(
                ContinuousEffect(Attribute.RESTRICTION, Mode.SET, skip_bit(phase), player=player)
            )
        act(game, ActionKind.SKIP)  # the Ener phase
        return game

    assert after_ener().decision.kind == DecisionKind.GROW  # type: ignore[union-attr]
    game = after_ener((Phase.GROW, 0), (Phase.DRAW, 1))
    assert game.decision is not None and game.decision.kind == DecisionKind.MAIN
    assert not game.restricted(0, Restriction.GROW)
    hand = len(game.players[1].hand)
    pass_until(game, lambda g: g.turn_player == 1 and g.phase >= Phase.ENER)
    assert len(game.players[1].hand) == hand  # their draw phase skipped


def test_a_skipped_turn_passes_its_number_to_the_other_player(make: Scenario) -> None:
    # docs/engine-hooks.md, "Skipped turns": "skip your next turn": nothing of it happens,
    # and the other player's turn comes next.
    game = make(f"""
        phase: main
        turn: 3
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
    """)
    game.skip_next_turn(1)
    pass_until(game, lambda g: g.turn > 3 and g.decision is not None)
    assert game.turn == 5 and game.turn_player == 0
    assert game.skipped_turns == [0, 0]


def test_a_negated_attack_neither_battles_nor_deals_damage(make: Scenario) -> None:
    # en-2021-glossary.txt, "Attack": "declare the attack on the SIGNI or LRIG, and then
    # down the SIGNI or LRIG. If there is an opponent's SIGNI in front of the attacked
    # SIGNI, a battle will occur, and if not, the opponent will be damaged." An effect of
    # "when it attacks" that negates the attack stops what follows the declaration.
    def negate(context: EffectContext) -> Procedure[None]:
        context.game.negate_attack()
        return
        yield

    negating = TriggeredAbility(events=(EventKind.ATTACKED,), effect=negate)
    game = make(
        f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Water Buffalo, Phantom Aquatic Beast", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Chihiro Yuki, Code 2434"]
            hand: ["Servant #"]
            life: {["Water Buffalo, Phantom Aquatic Beast"] * 2!s}
            deck: {DECK}
        """,
        abilities={"[Center] Lize, Level 1": [negating]},
    )
    buffalo, servant = game.players[0].signi[:2]
    act(game, ActionKind.ATTACK, buffalo)  # in front of Chihiro: no battle
    assert game.downed[buffalo] and game.zone[game.players[1].signi[0]] == Zone.SIGNI
    act(game, ActionKind.ATTACK, servant)  # nothing in front: no damage
    act(game, ActionKind.ATTACK, game.center(0))  # no guard step either
    assert len(game.players[1].life) == 2 and game.players[1].hand
    assert not game.negate_attack()  # between attacks there is nothing to negate


def test_a_lrig_returned_to_the_lrig_deck_uncovers_the_one_below(make: Scenario) -> None:
    # en-2021-glossary.txt, "LRIG Deck" and "Grow": a LRIG grows by being put on top of
    # another; returning the top one leaves the one below as the zone's LRIG.
    game = make(
        f"""
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"At =Ett=, the Opened Door": [TriggeredAbility((EventKind.DREW,), draw(0))]},
    )
    top = game.center(0)
    below = game.players[0].lrig[game.center_zone][-2]
    game.down(top)
    assert game.return_lrig(top)
    assert game.zone[top] == Zone.LRIG_DECK and game.center(0) == below
    assert game.downed[below] and not game.downed[top]  # the stack stays one (downed) LRIG
    game.draw(0, 1)  # the uncovered LRIG's abilities work again
    assert [p.source for p in game.pending[0]] == [below]
    assert not game.return_lrig(top)  # no longer on the field


def test_an_optional_additional_use_cost_is_offered_and_remembered(make: Scenario) -> None:
    # en-2021-glossary.txt, "Cost": "In order to use an ability or effect, you must pay all
    # of its cost"; an additional use cost the card makes optional is offered as it is used
    # (only when it can be paid), and the effect learns whether it was paid.
    seen: list[bool] = []

    def remember(context: EffectContext) -> Procedure[None]:
        seen.append(context.additional_cost_paid)
        return
        yield

    spell = UseEffect(remember, additional_cost=AbilityCost.of(exceed=1))

    def play(accept: bool, lrig: str = AT2) -> int:
        game = make(
            f"""
            players:
              - lrig: {lrig}
                hand: ["Polygenesis"]
                ener: ["Servant #"]
                deck: {DECK}
              - lrig: {LIZE}
                deck: {DECK}
            """,
            abilities={"Polygenesis": [spell]},
        )
        act(game, ActionKind.USE_SPELL)
        while game.decision is not None and game.decision.kind != DecisionKind.MAIN:
            if game.decision.kind == DecisionKind.OPTIONAL:
                act(game, ActionKind.ACCEPT if accept else ActionKind.DECLINE)
            else:
                pass_once(game)
        return len(game.players[0].lrig_trash)

    assert play(True) == 1
    assert play(False) == 0
    assert play(True, LIZE.replace(', "[Center] Lize, Level 1"', "")) == 0  # nothing under
    assert seen == [True, False, False]


def test_a_cost_that_downs_upped_cards_of_the_field(make: Scenario) -> None:
    cost = AbilityCost.of(down_cards=2, down_filter=lambda game, source, card: game.kind[card] == 2)
    game = board(make, {"Camelopar, Natural Planet": [ActionAbility(effect=draw(1), cost=cost)]})
    camelopar, servant = game.players[0].signi[:2]
    act(game, ActionKind.USE_ACTION, camelopar)
    assert game.downed[camelopar] and game.downed[servant]
    assert not game.downed[game.center(0)]  # a LRIG is no SIGNI
    assert not has(game, ActionKind.USE_ACTION)  # no two upped SIGNI any more


def test_a_triggered_ability_knows_the_cards_paid_for_its_cost(make: Scenario) -> None:
    paid: list[list[int]] = []

    def remember(context: EffectContext) -> Procedure[None]:
        paid.append(list(context.paid))
        return
        yield

    game = make(
        f"""
        players:
          - lrig: {AT2}
            hand: ["Servant #"]
            ener: ["Camelopar, Natural Planet", "Polygenesis"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"Servant #": [enter_ability(remember, cost=AbilityCost.of(Cost(colorless=2)))]},
    )
    ener = list(game.players[0].ener)
    act(game, ActionKind.PLAY_SIGNI)
    act(game, ActionKind.ACCEPT)
    assert [sorted(cards) for cards in paid] == [sorted(ener)]


def test_a_rise_signi_is_put_on_top_of_a_signi_which_goes_under_it(make: Scenario) -> None:
    # en-2021-glossary.txt, "SIGNI Zone": "New SIGNI cannot be placed in a SIGNI zone
    # that already has SIGNI" - but a [Rise] SIGNI is placed on top of one; "Limit":
    # the SIGNI below no longer counts.
    game = make(
        f"""
        players:
          - lrig: {AT2}
            hand: ["Servant #"]
            signi: ["Camelopar, Natural Planet", ~, "Kazaki Morinaka, Code 2434"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"Servant #": [Rise(host=lambda game, card: game.level(card) == 1)]},
    )
    events: list[tuple[EventKind, int]] = []
    game.listen(
        (EventKind.LEFT_FIELD, EventKind.ENTERED_FIELD, EventKind.REPOSITIONED),
        lambda event: events.append((event.kind, event.card)),
    )
    servant = game.players[0].hand[0]
    camelopar, _empty, kazaki = game.players[0].signi
    # Onto the level one Camelopar only: not into the empty zone, not onto Kazaki.
    plays = [a for a in game.legal_actions() if a.kind == ActionKind.PLAY_SIGNI]
    assert [(a.a, a.b) for a in plays] == [(servant, 0)]
    game.apply_action(plays[0])
    assert game.players[0].signi[0] == servant and game.under(servant) == [camelopar]
    assert game.zone[camelopar] == Zone.UNDER and names(game, 0, Zone.UNDER) == [
        "Camelopar, Natural Planet"
    ]
    assert events == [(EventKind.ENTERED_FIELD, servant)]  # Camelopar did not leave
    assert game.signi_levels(0) == 1 + 2  # the card under it is no SIGNI
    game.move_signi(servant, 1)
    assert game.slot[camelopar] == 1 and game.under(servant) == [camelopar]
    assert events[-1] == (EventKind.REPOSITIONED, servant)
    game.bounce(servant)  # the cards under a SIGNI that leaves go to the trash
    assert game.zone[camelopar] == Zone.TRASH and not game.players[0].under[1]
    assert not game.move_signi(kazaki, 2)  # occupied by itself: nothing to do


def test_an_effect_puts_a_rise_signi_only_on_a_signi(make: Scenario) -> None:
    game = make(
        f"""
        players:
          - lrig: {AT2}
            trash: ["Servant #"]
            deck: {["Camelopar, Natural Planet"] * 3!s}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"Servant #": [Rise()]},
    )
    servant = game.players[0].trash[0]
    assert not game.can_place_signi(0, servant)  # no SIGNI to put it on
    camelopar = game.players[0].deck[-1]
    game.put_onto_field(camelopar, 2)
    assert game.can_place_signi(0, servant) and game.rise_slots(0, servant) == [2]
    game.put_onto_field(servant, 2)
    assert game.under(servant) == [camelopar]


# ------------------------------------------------------------------ Souls
# The rule documents name Souls only on cards; docs/engine-hooks.md, "Souls", gives this
# engine's reading. Where a card of the LRIG deck goes out of play: en-2021-glossary.txt,
# "LRIG Trash" ("LRIG cards used as a cost will be placed here").

SOULS = f"""
    players:
      - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                        "At =Två=, the Opened Gate"]}}
        signi: ["Camelopar, Natural Planet", "Servant #"]
        hand: ["Polygenesis"]
        deck: {DECK}
      - lrig: {LIZE}
        deck: {DECK}
"""


def test_a_soul_is_attached_under_a_signi_and_announced(make: Scenario) -> None:
    attached: list[tuple[int, int]] = []

    def remember(game: Game, source: int, event: object) -> bool:
        attached.append((event.card, event.a))  # type: ignore[attr-defined]
        return False

    watcher = TriggeredAbility(
        events=(EventKind.SOUL_ATTACHED,), effect=record([], ""), condition=remember
    )
    game = make(SOULS, abilities={"Servant #": [watcher]})
    camelopar = one(game, "Camelopar, Natural Planet")
    noll = one(game, "At =Noll=, the Opened Gate")
    assert game.attach_soul(noll, camelopar)
    assert game.zone[noll] == Zone.SOUL and game.soul_of(camelopar) == noll
    assert noll not in game.players[0].lrig[1]  # no longer under the LRIG
    assert attached == [(camelopar, noll)]
    assert check_invariants(game) == []


def test_a_signi_has_one_soul_and_its_soul_leaves_with_it(make: Scenario) -> None:
    game = make(SOULS)
    camelopar = one(game, "Camelopar, Natural Planet")
    noll = one(game, "At =Noll=, the Opened Gate")
    ett = one(game, "At =Ett=, the Opened Door")
    polygenesis = one(game, "Polygenesis")
    game.attach_soul(noll, camelopar)
    game.attach_soul(ett, camelopar)  # the Soul it had goes out of play
    assert game.zone[noll] == Zone.LRIG_TRASH and game.soul_of(camelopar) == ett
    game.bounce(camelopar)
    assert game.zone[ett] == Zone.LRIG_TRASH and not game.soul_host
    # A Soul that is no card of the LRIG deck goes to the trash; no Soul off the field.
    servant = game.players[0].signi[1]
    assert game.attach_soul(polygenesis, servant)
    game.vanish(servant)
    assert game.zone[polygenesis] == Zone.TRASH
    assert not game.attach_soul(ett, servant)
    assert check_invariants(game) == []


def test_a_soul_s_abilities_work_only_while_it_is_attached(make: Scenario) -> None:
    log: list[str] = []
    as_soul = TriggeredAbility(
        events=(EventKind.DREW,), effect=record(log, "drew"), zones=zone_bit(Zone.SOUL)
    )
    game = make(SOULS, abilities={"At =Noll=, the Opened Gate": [as_soul]})
    noll = one(game, "At =Noll=, the Opened Gate")
    game.draw(0, 1)
    assert game.pending == ([], [])  # under the LRIG: not a Soul
    game.attach_soul(noll, one(game, "Camelopar, Natural Planet"))
    game.draw(0, 1)
    assert len(game.pending[0]) == 1
    game.pending[0].clear()
    game.vanish(one(game, "Camelopar, Natural Planet"))
    game.draw(0, 1)
    assert game.pending == ([], [])


# ------------------------------------------------------------ abilities granted in force
# en-2021-glossary.txt, "[Constant]": valid while its card is in the field (or where it
# says), and while its "as long as" holds: what it gives lasts exactly as long.


def test_a_continuous_effect_gives_a_triggered_ability_with_its_own_limit(
    make: Scenario,
) -> None:
    log: list[str] = []
    gained = TriggeredAbility(
        events=(EventKind.DREW,), effect=record(log, "drew"), limit=Limit.ONCE_PER_TURN
    )
    game = board(make)
    camelopar = one(game, "Camelopar, Natural Planet")
    effect = game.add_effect(
        ContinuousEffect(Attribute.ABILITY, Mode.SET, target=camelopar, ability=gained)
    )
    game.draw(0, 2)  # two draws: once per turn
    assert [p.source for p in game.pending[0]] == [camelopar]
    game.pending[0].clear()
    game.remove_effect(effect)
    game.draw(0, 1)
    assert game.pending == ([], [])
    # A new effect gives a new ability: its limit counts afresh.
    game.add_effect(ContinuousEffect(Attribute.ABILITY, Mode.SET, target=camelopar, ability=gained))
    game.draw(0, 1)
    assert [p.source for p in game.pending[0]] == [camelopar]


def test_a_continuous_effect_gives_an_action_ability_to_the_cards_it_covers(
    make: Scenario,
) -> None:
    gained = ActionAbility(effect=draw(1))

    def is_camelopar(game: Game, card: int) -> bool:
        return game.name(card) == "Camelopar, Natural Planet"

    def gives(game: Game, source: int) -> list[ContinuousEffect]:
        # [Constant]: "Camelopar on your field gains [Action]: draw a card."
        return [ContinuousEffect(Attribute.ABILITY, Mode.SET, applies=is_camelopar, ability=gained)]

    game = board(make, {"Servant #": [ConstantAbility(gives)]})
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.USE_ACTION, camelopar)
    assert len(game.players[0].hand) == 2
    game.bounce(game.players[0].signi[1])  # the Servant: the effect ends
    assert not [i for i, a in game.abilities_of(camelopar) if isinstance(a, ActionAbility)]


# ------------------------------------------------------------ more of the costs and damage


def test_prevented_damage_can_do_something_instead(make: Scenario) -> None:
    """en-2021-glossary.txt, "Damage": a prevented damage crushes nothing; what the
    prevention does besides is processed once the attack's damage is over."""
    game = make(f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
            life: ["Servant #"]
    """)
    game.prevent_damage(1, times=1, instead=draw(2))
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    assert len(game.players[1].life) == 1
    assert len(game.players[1].hand) == 2


def test_discards_are_counted_per_turn_and_may_stop_early(make: Scenario) -> None:
    """en-2021-glossary.txt, "Discard": a card from the hand into the trash."""
    game = board(make)
    polygenesis = one(game, "Polygenesis")
    game.draw(0, 2)

    def discard_up_to_two(context: EffectContext) -> Procedure[None]:
        yield from context.game.choose_discard(context.controller, 2, up_to=True)

    game.discard(polygenesis)
    assert game.players[0].discarded == 1
    context = EffectContext(game, 0, polygenesis)
    procedure = discard_up_to_two(context)
    decision = next(procedure)
    assert ActionKind.CHOOSE_DONE in {action.kind for action in decision.options}
    with contextlib.suppress(StopIteration):
        procedure.send(Action(ActionKind.CHOOSE_DONE))
    assert game.players[0].discarded == 1
    pass_until(game, lambda g: g.turn == 4)
    assert game.players[0].discarded == 0


def test_cards_put_under_a_lrig_are_in_its_zone_but_not_on_the_field(make: Scenario) -> None:
    # en-2021-glossary.txt, "Grow": a LRIG is stacked "on top of" the one before; the
    # cards below it are not the LRIG on the field (their abilities do not work), and a
    # card put underneath neither enters nor leaves the field.
    log: list[str] = []
    listener = TriggeredAbility(events=(EventKind.DREW,), effect=record(log, "drew"))
    moved: list[EventKind] = []
    game = make(
        """
        players:
          - lrig:
              center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]
              left: ["Lize, Level 0", "[Center] Lize, Level 1"]
            trash: ["Servant #"]
            deck: ["Servant #", "Servant #"]
          - lrig: {center: ["Umr =Noll=, Key to Salvation"]}
        """,
        abilities={"Lize, Level 0": [listener]},
    )
    game.listen(
        (EventKind.ENTERED_FIELD, EventKind.LEFT_FIELD), lambda event: moved.append(event.kind)
    )
    center = game.center(0)
    lize0, lize1 = game.players[0].lrig[0]
    servant = game.players[0].trash[0]
    game.put_under(lize0, center)
    game.put_under(servant, center)
    assert game.under(center) == [servant, lize0, one(game, "At =Noll=, the Opened Gate")]
    assert game.under(lize1) == [] and game.is_lrig_top(lize1)
    assert game.zone[servant] == Zone.LRIG and game.slot[servant] == game.center_zone
    assert moved == [] and check_invariants(game) == []
    game.draw(0, 1)
    assert log == []  # underneath: its ability does not work
    assert game.center_level(0) == 1


def test_cards_put_from_a_deck_into_the_trash_together_are_one_event(make: Scenario) -> None:
    seen: list[tuple[int, int, int, int]] = []
    game = board(make)
    game.listen(
        (EventKind.DECK_TO_TRASH,),
        lambda event: seen.append((event.card, event.player, event.a, event.b)),
    )
    camelopar = game.players[0].signi[0]
    top = game.players[0].deck[-1]
    game.mill(0, 3, camelopar)
    assert seen == [(top, 0, camelopar, 3)]
    game.mill(0, 0, camelopar)  # nothing moved, nothing announced
    looked = game.players[1].deck[-2:]
    game.trash_from_deck(looked)
    assert seen[1:] == [(looked[0], 1, -1, 2)]


def test_a_protection_from_effects_does_not_hold_in_a_battle(make: Scenario) -> None:
    # A SIGNI the opponent's effects may not vanish: a battle (en-2021-glossary.txt,
    # "Battle") and a rule-based action ("Power": vanished "as a rule based action") are
    # no effects (en-2021-glossary.txt, "Effect": the text of a card being processed).
    def guarded(make_game: Scenario, slot: int) -> tuple[Game, int, int]:
        servant_zone = ["~", "~", "~"]
        servant_zone[slot] = '"Servant #"'
        game = make_game(f"""
            phase: attack
            players:
              - lrig: {AT2}
                signi: ["Water Buffalo, Phantom Aquatic Beast"]
                deck: {DECK}
              - lrig: {LIZE}
                signi: [{", ".join(servant_zone)}]
                deck: {DECK}
                life: ["Polygenesis"]
        """)
        buffalo = game.players[0].signi[0]
        servant = game.players[1].signi[slot]
        game.add_effect(
            ContinuousEffect(
                Attribute.PROTECTION,
                Mode.SET,
                Protection.VANISH | Protection.EFFECTS,
                target=servant,
                protects_from=lambda g, source: source >= 0 and g.owner[source] == 0,
            )
        )
        return game, buffalo, servant

    game, buffalo, servant = guarded(make, 0)
    assert not game.vanish(servant, buffalo) and game.zone[servant] == Zone.SIGNI
    act(game, ActionKind.ATTACK)  # 5000 against 1000: vanished in the battle
    assert game.zone[servant] == Zone.ENER
    game, buffalo, servant = guarded(make, 1)
    game.add_power(servant, -3000)
    act(game, ActionKind.ATTACK)  # no battle; then the rule-based action (power 0 or less)
    assert game.zone[servant] == Zone.ENER


def test_a_cost_puts_signi_from_your_own_field_into_the_trash(make: Scenario) -> None:
    # en-2021-glossary.txt, "Cost": "Unless otherwise stated, you can only pay the cost with
    # your own cards"; a cost that cannot be paid in full makes the ability unusable.
    def colorless(game: Game, source: int, card: int) -> bool:
        return not game.defs[card].colors

    trash_one = ActionAbility(
        effect=draw(1), cost=AbilityCost.of(trash_from_field=1, field_filter=colorless)
    )
    game = board(make, {"Polygenesis": [], "Camelopar, Natural Planet": [trash_one]})
    camelopar, servant = game.players[0].signi[:2]
    act(game, ActionKind.USE_ACTION, camelopar)  # the one colourless SIGNI pays it
    assert game.zone[servant] == Zone.TRASH and game.zone[camelopar] == Zone.SIGNI
    assert len(game.players[0].hand) == 2
    assert not has(game, ActionKind.USE_ACTION, camelopar)  # none left to pay with


def crush_with_counter(context: EffectContext) -> Procedure[None]:
    """Crush one of the opponent's Life Cloth; its controller may pay 1 to stop the Life
    Burst of the crushed card."""
    stop = BurstCounter(context.controller, context.source, AbilityCost.of(Cost(colorless=1)))
    context.game.crush(context.opponent, 1, context.source, stop)
    return
    yield


def test_a_life_burst_may_be_stopped_by_paying_once_its_owner_chose_it(make: Scenario) -> None:
    # en-2021-glossary.txt, "Crush": a crushed card whose Life Burst is not activated "is
    # placed in the Ener Zone"; the counter (an effect of the crush) keeps the Life Burst of
    # the card its owner chose to use from activating, when its player pays.
    def crush(pay: bool) -> tuple[Game, list[str]]:
        log: list[str] = []
        game = make(
            f"""
            players:
              - lrig: {AT2}
                signi: ["Camelopar, Natural Planet"]
                ener: ["Servant #"]
                deck: {DECK}
              - lrig: {LIZE}
                life: ["Servant #"]
                deck: {DECK}
            """,
            abilities={
                "Camelopar, Natural Planet": [ActionAbility(effect=crush_with_counter)],
                "Servant #": [LifeBurst(record(log, "burst"))],
            },
        )
        act(game, ActionKind.USE_ACTION)
        act(game, ActionKind.USE_LIFE_BURST)
        act(game, ActionKind.ACCEPT if pay else ActionKind.DECLINE)
        return game, log

    game, log = crush(pay=True)
    assert log == [] and len(game.players[1].ener) == 1 and not game.players[0].ener
    assert any("stops the Life Burst" in line for line in game.log_lines())
    game, log = crush(pay=False)
    assert log == ["burst:Servant #"] and len(game.players[1].ener) == 1
    assert len(game.players[0].ener) == 1  # not paid


def test_a_life_bursts_targets_are_marked_on_the_targeted_event(make: Scenario) -> None:
    # en-2021-glossary.txt, "Shadow": targeting by a Life Burst is targeting by the
    # opponent's ability or effect; the event says it came from a Life Burst.
    seen: list[int] = []

    def remember(game: Game, source: int, event: object) -> bool:
        seen.append(event.b)  # type: ignore[attr-defined]
        return False

    def target(context: EffectContext) -> Procedure[None]:
        game = context.game
        opposing = game.signi_of(context.opponent)
        yield from game.choose_targets(context.controller, opposing, source=context.source)
        yield from game.choose_targets(
            context.controller, opposing, source=context.source, by_ability=AbilityKind.LIFE_BURST
        )

    watcher = TriggeredAbility(events=(EventKind.TARGETED,), effect=draw(0), condition=remember)
    game = board(
        make,
        {
            "Chihiro Yuki, Code 2434": [watcher],
            "Camelopar, Natural Planet": [ActionAbility(effect=target)],
        },
    )
    act(game, ActionKind.USE_ACTION)
    assert seen == [0, 1]


def test_a_set_level_is_checked_by_the_rule_based_actions(make: Scenario) -> None:
    # en-2021-glossary.txt, "Rule-based action", 2.: a SIGNI whose level exceeds the Center
    # LRIG's is put into the trash.
    def level_three(context: EffectContext) -> Procedure[None]:
        context.game.set_level(context.source, 3)
        return
        yield

    game = board(make, {"Camelopar, Natural Planet": [ActionAbility(effect=level_three)]})
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.USE_ACTION)
    assert game.zone[camelopar] == Zone.TRASH


def test_a_scaled_power_effect_is_counted_whenever_power_is_read(make: Scenario) -> None:
    # en-2021-glossary.txt, "[Constant]": valid as long as it is on the field, so its
    # "+1000 for each" counts the SIGNI there are whenever power is read.
    game = make(f"""
        players:
          - lrig: {AT2}
            signi: ["Water Buffalo, Phantom Aquatic Beast", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
    """)
    buffalo, servant = game.players[0].signi[0], game.players[0].signi[1]
    game.add_effect(
        ContinuousEffect(
            Attribute.POWER,
            Mode.ADD,
            1000,
            target=buffalo,
            scale=lambda game: sum(card >= 0 for card in game.players[0].signi),
        )
    )
    assert game.power(buffalo) == 5000 + 2 * 1000
    game.bounce(servant)
    assert game.power(buffalo) == 5000 + 1000


def test_a_signi_put_under_a_rise_signi_loses_its_soul_the_rise_signi_keeps_its_own(
    make: Scenario,
) -> None:
    # Neither Souls nor cards under a SIGNI are in the rule documents (docs/engine-hooks.md
    # gives this engine's reading): a SIGNI that goes under a [Rise] SIGNI is no SIGNI any
    # more, so its Soul goes out of play; a Soul of the [Rise] SIGNI stays with it when it
    # moves, and leaves with it and the cards under it.
    koalala = "Koalala, Phantom Terra Beast"
    game = make(
        SOULS.replace('hand: ["Polygenesis"]', f'hand: ["{koalala}"]'),
        abilities={koalala: [Rise()]},
    )
    camelopar = one(game, "Camelopar, Natural Planet")
    noll = one(game, "At =Noll=, the Opened Gate")
    ett = one(game, "At =Ett=, the Opened Door")
    rise = one(game, koalala)
    game.attach_soul(noll, camelopar)
    game.put_onto_field(rise, game.slot[camelopar])
    assert game.zone[camelopar] == Zone.UNDER and game.zone[noll] == Zone.LRIG_TRASH
    game.attach_soul(ett, rise)
    game.move_signi(rise, 2)
    assert game.soul_of(rise) == ett and game.under(rise) == [camelopar]
    game.trash(rise)
    assert game.zone[ett] == Zone.LRIG_TRASH and game.zone[camelopar] == Zone.TRASH
    assert check_invariants(game) == []


def test_relationships_are_public_never_lost_and_copied_into_a_fork(make: Scenario) -> None:
    # docs/engine-hooks.md, "Bond" (after the card data's README, "Bond abilities").
    game = board(make)
    servant = game.players[0].deck[-1]
    assert game.start_relationship(0, "Urawa Hanako", servant)
    assert not game.start_relationship(0, "Urawa Hanako", servant)  # had it already
    assert game.has_relationship(0, "Urawa Hanako") and not game.has_relationship(1, "Urawa Hanako")
    assert game.observation(1).relationships(0) == frozenset({"Urawa Hanako"})
    assert game.log_lines()[-1].endswith("P0 starts a relationship with the student of Servant #")
    fork = game.fork()
    fork.start_relationship(0, "Ajitani Hifumi", servant)
    assert game.players[0].relationships == {"Urawa Hanako"}
    assert fork.players[0].relationships == {"Urawa Hanako", "Ajitani Hifumi"}


def test_a_gate_is_one_per_player_stays_in_its_zone_and_is_copied_into_a_fork(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Gate": a marker in a SIGNI zone, one per player, that stays
    # while SIGNI come and go (the rule documents predate it).
    game = board(make)
    camelopar = one(game, "Camelopar, Natural Planet")
    servant = game.players[0].signi[1]
    assert game.players[0].gate == -1 and not game.with_gate(camelopar)
    assert game.put_gate(0, 0)
    assert game.log_lines()[-1].endswith("P0 puts a [Gate] in SIGNI zone 1")
    assert not game.put_gate(0, 0)  # it is there already
    assert game.with_gate(camelopar) and not game.with_gate(servant)
    assert game.observation(1).gate(0) == 0 and game.observation(0).gate(1) == -1
    assert game.put_gate(0, 1)  # a second Gate: the one the player has moves
    assert game.players[0].gate == 1 and game.with_gate(servant)
    assert not game.with_gate(camelopar)
    fork = game.fork()
    fork.put_gate(0, 2)
    assert game.players[0].gate == 1 and fork.players[0].gate == 2
    game.trash(servant)
    assert game.players[0].gate == 1 and not game.with_gate(servant)
    game.move_signi(camelopar, 1)  # a SIGNI that comes into that zone is with it
    assert game.players[0].gate == 1 and game.with_gate(camelopar)
    assert check_invariants(game) == []


def test_a_scenario_starts_with_a_gate(make: Scenario) -> None:
    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: [~, "Servant #"]
            gate: center
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """
    )
    assert game.players[0].gate == 1 and game.players[1].gate == -1
    assert game.with_gate(game.players[0].signi[1])
    with pytest.raises(SchemaError, match="gate: one of left, center, right"):
        make(f"players: [{{lrig: {AT2}, gate: middle}}, {{lrig: {LIZE}}}]")


def test_a_virus_is_one_per_zone_infects_whatever_signi_is_there_and_is_copied_into_a_fork(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Virus": a marker in a SIGNI zone, one per zone, that stays
    # while SIGNI come and go (the rule documents do not describe it).
    game = board(make)
    chihiro = one(game, "Chihiro Yuki, Code 2434")  # player 1's left SIGNI zone
    assert not game.infected(chihiro) and game.virus_zones(1) == []
    assert game.put_virus(1, 0)
    assert game.log_lines()[-1].endswith("a [Virus] is put in SIGNI zone 1 of P1")
    assert not game.put_virus(1, 0)  # one per zone
    assert game.put_virus(1, 2)
    assert game.infected(chihiro) and game.virus_zones(1) == [0, 2]
    assert game.observation(0).viruses(1) == {0, 2} and game.observation(1).viruses(0) == set()
    camelopar = one(game, "Camelopar, Natural Planet")  # player 0's zone 0: none there
    assert not game.infected(camelopar)
    fork = game.fork()
    fork.remove_virus(1, 2)
    assert game.virus_zones(1) == [0, 2] and fork.virus_zones(1) == [0]
    game.trash(chihiro)
    assert not game.infected(chihiro) and game.virus_zones(1) == [0, 2]  # the zone keeps it
    assert game.remove_virus(1, 0) and not game.remove_virus(1, 0)
    assert game.log_lines()[-1].endswith("the [Virus] in SIGNI zone 1 of P1 is removed")
    assert check_invariants(game) == []


def test_removing_viruses_is_a_cost_payable_while_the_opponent_has_them(make: Scenario) -> None:
    # docs/engine-hooks.md, "Virus"; a cost that cannot be paid in full makes the ability
    # unusable (en-2021-faq.txt, "[Action]").
    ability = ActionAbility(effect=draw(1), cost=AbilityCost(viruses=1))

    def table(mine: str, theirs: str) -> Game:
        return make(
            f"""
            players:
              - lrig: {AT2}
                signi: ["Camelopar, Natural Planet"]
                viruses: {mine}
                deck: {DECK}
              - lrig: {LIZE}
                viruses: {theirs}
                deck: {DECK}
            """,
            abilities={"Camelopar, Natural Planet": [ability]},
        )

    game = table("[left, center, right]", "[]")  # the payer's own zones do not pay it
    assert not has(game, ActionKind.USE_ACTION, one(game, "Camelopar, Natural Planet"))
    game = table("[center]", "[center, right]")
    act(game, ActionKind.USE_ACTION, one(game, "Camelopar, Natural Planet"))
    assert game.decision is not None and game.decision.kind == DecisionKind.MODE
    assert [a.a for a in game.legal_actions()] == [1, 2]
    act(game, ActionKind.CHOOSE_MODE, 2)
    assert game.virus_zones(1) == [1] and game.virus_zones(0) == [1]
    assert len(game.players[0].hand) == 1


def test_a_triggered_ability_whose_cost_removes_a_virus_is_asked_and_paid(
    make: Scenario,
) -> None:
    # en-2021-faq.txt, "[Enter]": an ability with a cost may be left unpaid, and is paid
    # when used; removing a [Virus] is such a cost (docs/engine-hooks.md, "Virus"). It was
    # taken for a free ability: never asked, and nothing removed (WX16-077).
    ability = enter_ability(draw(1), cost=AbilityCost(viruses=1))
    game = make(
        f"""
        players:
          - lrig: {AT2}
            hand: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            viruses: [right]
            deck: {DECK}
        """,
        abilities={"Servant #": [ability]},
    )
    servant = next(c for c in game.players[0].hand if game.name(c) == "Servant #")
    act(game, ActionKind.PLAY_SIGNI, servant, 1)
    assert game.decision is not None and game.decision.kind == DecisionKind.OPTIONAL
    act(game, ActionKind.ACCEPT)
    assert game.virus_zones(1) == [] and len(game.players[0].hand) == 1


def test_a_scenario_starts_with_viruses(make: Scenario) -> None:
    game = make(
        f"""
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Servant #"]
            viruses: [left, right]
            deck: {DECK}
        """
    )
    assert game.virus_zones(1) == [0, 2] and game.virus_zones(0) == []
    assert game.infected(game.players[1].signi[0])
    with pytest.raises(SchemaError, match="viruses: each one of left, center, right"):
        make(f"players: [{{lrig: {AT2}, viruses: [middle]}}, {{lrig: {LIZE}}}]")


def _attack_costs(*costs: AbilityCost) -> ConstantAbility:
    """[Constant]: "This LRIG cannot attack unless you pay ..." (one of `costs`)."""
    return ConstantAbility(
        effects=lambda game, source: [
            ContinuousEffect(Attribute.ATTACK_COST, Mode.SET, target=source, costs=costs)
        ]
    )


def test_an_attack_with_a_cost_is_offered_only_when_payable_and_paid_as_it_is_declared(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Attack and [Guard] costs"; a cost must be paid in full
    # (en-2021-glossary.txt, "Cost": "you must pay all of its cost").
    def game_with(ener: int, *costs: AbilityCost) -> Game:
        return make(
            f"""
            phase: attack
            players:
              - lrig: {AT2}
                ener: {["Servant #"] * ener!s}
                hand: ["Servant #"]
                deck: {DECK}
              - lrig: {LIZE}
                life: {["Water Buffalo, Phantom Aquatic Beast"] * 3!s}
                deck: {DECK}
            """,
            abilities={"At =Två=, the Opened Gate": [_attack_costs(*costs)]},
        )

    two = AbilityCost.of(Cost(colorless=2))
    game = game_with(1, two)
    assert not has(game, ActionKind.ATTACK, game.center(0))
    game = game_with(2, two)
    act(game, ActionKind.ATTACK, game.center(0))  # both Ener cards must pay it
    assert game.players[0].ener == [] and len(game.players[1].life) == 2
    assert game.downed[game.center(0)]
    # Either cost: the player chooses which one (a mode), among those payable.
    game = game_with(2, two, AbilityCost.of(discard=1))
    act(game, ActionKind.ATTACK, game.center(0))
    assert game.decision is not None and game.decision.kind == DecisionKind.MODE
    act(game, ActionKind.CHOOSE_MODE, 1)
    assert game.players[0].hand == [] and len(game.players[0].ener) == 2


def test_a_guard_with_an_additional_cost_is_offered_only_when_other_cards_pay_it(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Attack and [Guard] costs"; en-2021-glossary.txt, "Guard".
    def game_with(hand: list[str]) -> Game:
        game = make(f"""
            phase: attack
            players:
              - lrig: {AT2}
                deck: {DECK}
              - lrig: {LIZE}
                hand: {hand!s}
                life: ["Water Buffalo, Phantom Aquatic Beast"]
                deck: {DECK}
        """)
        extra = AbilityCost.of(discard=1)
        game.add_effect(ContinuousEffect(Attribute.GUARD_COST, Mode.SET, player=1, costs=(extra,)))
        act(game, ActionKind.ATTACK, game.center(0))
        return game

    game = game_with(["Servant #"])  # the guard itself cannot pay it
    assert not has(game, ActionKind.GUARD) and len(game.players[1].life) == 0
    game = game_with(["Servant #", "Water Buffalo, Phantom Aquatic Beast"])
    act(game, ActionKind.GUARD)  # and the other card is discarded besides
    trash = [game.name(card) for card in game.players[1].trash]
    assert sorted(trash) == ["Servant #", "Water Buffalo, Phantom Aquatic Beast"]
    assert len(game.players[1].life) == 1


def test_a_card_that_cannot_gain_abilities_by_the_opponents_effects(make: Scenario) -> None:
    # A card the opponent's effects may give no new abilities: keywords and abilities a
    # [Constant] of the opponent gives do not cover it; its owner's effects still do
    # (en-2021-glossary.txt, "[Constant]").
    game = board(make)
    camelopar = one(game, "Camelopar, Natural Planet")
    chihiro = one(game, "Chihiro Yuki, Code 2434")  # player 1's
    assert game.can_gain(camelopar, 1)
    game.add_effect(ContinuousEffect(Attribute.NO_GAINING, Mode.SET, target=camelopar))
    assert not game.can_gain(camelopar, 1) and game.can_gain(camelopar, 0)
    for giver in (chihiro, game.players[0].signi[1]):  # then player 0's Servant #
        game.add_effect(
            ContinuousEffect(
                Attribute.KEYWORDS, Mode.GRANT, KW.LANCER, target=camelopar, source=giver
            )
        )
        mine = game.owner[giver] == 0
        assert bool(game.keywords(camelopar) & KW.LANCER) == mine


def test_an_action_cost_increase_is_asked_when_offered_and_when_paid(make: Scenario) -> None:
    # en-2021-faq.txt, "[Action]": pay the requested cost; an effect may increase it
    # ("use costs of the [Action] abilities of your opponent's SIGNI are increased").
    ability = ActionAbility(effect=draw(1), cost=AbilityCost.of(down_self=True))
    game = board(make, {"Camelopar, Natural Planet": [ability]})
    camelopar = one(game, "Camelopar, Natural Planet")
    more = ContinuousEffect(
        Attribute.ACTION_COST, Mode.ADD, target=camelopar, cost_delta=(0, 0, 0, 0, 0, 3, 0)
    )
    game.add_effect(more)
    assert not game.can_pay_ability(0, camelopar, game.action_cost(camelopar, ability.cost))
    game.remove_effect(more)
    game.add_effect(replace(more, cost_delta=(0, 0, 0, 0, 0, 2, 0)))
    assert game.action_cost(camelopar, ability.cost).ener == (0, 0, 0, 0, 0, 2, 0)


def test_a_use_cost_reduced_for_each_card_discarded_as_it_is_used(make: Scenario) -> None:
    # docs/engine-hooks.md, "Use costs reduced as the card is used": offered when the
    # cost, reduced as often as the player could, can be paid; a card at a time, and no
    # stopping while what is left cannot be paid (en-2021-glossary.txt, "Cost": "you must
    # pay all of its cost").
    discard_one = AbilityCost.of(discard=1)
    spell = UseEffect(draw(1), reduction=UseReduction(discard_one, (0, 0, 0, 1, 0, 0, 0), 1))

    def play(hand: int, ener: int, accept: bool = True) -> Game:
        game = make(
            f"""
            players:
              - lrig: {AT2}
                hand: {["Polygenesis", *["Servant #"] * hand]}
                ener: {["Camelopar, Natural Planet"] * ener}
                deck: {DECK}
              - lrig: {LIZE}
                deck: {DECK}
            """,
            abilities={"Polygenesis": [spell]},
        )
        if not has(game, ActionKind.USE_SPELL):
            return game
        act(game, ActionKind.USE_SPELL)
        while game.decision is not None and game.decision.kind != DecisionKind.MAIN:
            if game.decision.kind == DecisionKind.OPTIONAL:
                act(game, ActionKind.ACCEPT if accept else ActionKind.DECLINE)
            else:
                pass_once(game)
        return game

    assert not has(play(0, 0), ActionKind.USE_SPELL)  # nothing to discard, no Ener
    game = play(1, 0)  # 1 green, less 1: the discard is not asked, it is needed
    assert len(game.players[0].trash) == 2 and len(game.players[0].hand) == 1  # drew one
    game = play(1, 1, accept=False)  # payable in full: the player may keep the card
    assert len(game.players[0].ener) == 0 and len(game.players[0].hand) == 2
    game = play(2, 1, accept=True)  # at most one, and the Ener stays
    assert len(game.players[0].ener) == 1 and len(game.players[0].hand) == 2


def test_cards_that_cannot_be_used_are_not_offered(make: Scenario) -> None:
    # docs/engine-hooks.md, "Continuous effects": NO_USE covers cards a player cannot use
    # (en-2021-glossary.txt, "Use": a SPELL is used from the hand), while in force.
    def no_polygenesis(game: Game, source: int) -> list[ContinuousEffect]:
        return [
            ContinuousEffect(
                Attribute.NO_USE,
                Mode.SET,
                applies=lambda g, card: g.name(card) == "Polygenesis",
            )
        ]

    def game(**options: object) -> Game:
        return make(
            f"""
            players:
              - lrig: {AT2}
                hand: ["Polygenesis"]
                signi: ["Camelopar, Natural Planet"]
                ener: ["Camelopar, Natural Planet"]
                deck: {DECK}
              - lrig: {LIZE}
                deck: {DECK}
            """,
            **options,
        )

    assert has(game(), ActionKind.USE_SPELL)
    barred = game(abilities={"Camelopar, Natural Planet": [ConstantAbility(no_polygenesis)]})
    assert not has(barred, ActionKind.USE_SPELL)
