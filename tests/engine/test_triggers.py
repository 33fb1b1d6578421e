"""Triggered abilities: en-2021-glossary.txt "Triggered ability", en-2021-faq.txt "[Auto]",
"[Enter]", "Trigger Ability", and the event bus that feeds them."""

from __future__ import annotations

from deckcheck.cards.model import Cost
from deckcheck.engine import (
    AbilityCost,
    ActionAbility,
    ActionKind,
    DecisionKind,
    EffectContext,
    Event,
    EventKind,
    Game,
    LifeBurst,
    Limit,
    Step,
    TriggeredAbility,
    Zone,
    enter_ability,
)
from deckcheck.engine.abilities import Procedure
from tests.engine.conftest import Scenario
from tests.engine.effects import draw, opponent_signi_power, record, then
from tests.engine.helpers import AT2, act, has, one, pass_until

DECK = str(["Servant #"] * 6)
AT = AT2
LIZE = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'


def on(kind: EventKind, effect: object, **options: object) -> TriggeredAbility:
    return TriggeredAbility(events=(kind,), effect=effect, **options)  # type: ignore[arg-type]


def mine(kind: EventKind) -> object:
    """Condition: the event is about the ability's controller (its `player`)."""
    return lambda game, source, event: event.player == game.owner[source]


def game_with(make: Scenario, abilities: dict[str, list[object]], **options: object) -> Game:
    return make(
        f"""
        players:
          - lrig: {AT}
            hand: ["Servant #", "Camelopar, Natural Planet"]
            signi: ["Water Buffalo, Phantom Aquatic Beast"]
            ener: ["Servant #", "Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: ["Chihiro Yuki, Code 2434"]
            deck: {DECK}
        """,
        abilities=abilities,  # type: ignore[arg-type]
        **options,
    )


def test_abilities_triggered_during_an_effect_are_processed_after_it(make: Scenario) -> None:
    # en-2021-glossary.txt, "Triggered ability": "this triggered ability will not be processed
    # until all the effects of the spell or ability are processed."
    log: list[str] = []
    drawn = on(EventKind.DREW, record(log, "drew"), condition=mine(EventKind.DREW))
    use = ActionAbility(effect=then(draw(2), record(log, "effect done")))
    game = game_with(make, {"Water Buffalo, Phantom Aquatic Beast": [drawn, use]})
    act(game, ActionKind.USE_ACTION)
    name = "Water Buffalo, Phantom Aquatic Beast"
    assert log == [f"effect done:{name}", f"drew:{name}", f"drew:{name}"]


def test_turn_player_first_then_the_non_turn_player(make: Scenario) -> None:
    # en-2021-glossary.txt, "Triggered ability": "process the turn player's abilities one by one
    # ... After all the turn player's abilities are processed, the nonturn player's".
    log: list[str] = []
    entered = on(EventKind.ENTERED_FIELD, record(log, "saw"))
    game = game_with(
        make,
        {
            "Chihiro Yuki, Code 2434": [entered],
            "Water Buffalo, Phantom Aquatic Beast": [entered],
        },
    )
    act(game, ActionKind.PLAY_SIGNI, one(game, "Camelopar, Natural Planet"), 1)
    assert log == ["saw:Water Buffalo, Phantom Aquatic Beast", "saw:Chihiro Yuki, Code 2434"]


def test_the_controller_chooses_the_order_and_new_triggers_join(make: Scenario) -> None:
    # en-2021-faq.txt, "Trigger Ability": "they can be processed in any order ... If a new
    # trigger is triggered in the processing, it will be included and processed".
    log: list[str] = []
    saw = on(EventKind.ENTERED_FIELD, then(record(log, "saw"), draw(1)))
    drew = on(EventKind.DREW, record(log, "drew"), condition=mine(EventKind.DREW))
    enter = enter_ability(record(log, "enter"))
    game = game_with(
        make,
        {
            "Water Buffalo, Phantom Aquatic Beast": [saw],
            "Camelopar, Natural Planet": [enter, drew],
            "Chihiro Yuki, Code 2434": [on(EventKind.ENTERED_FIELD, record(log, "opponent"))],
        },
    )
    act(game, ActionKind.PLAY_SIGNI, one(game, "Camelopar, Natural Planet"), 1)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.TRIGGER_ORDER
    assert decision.player == 0
    sources = [game.name(game.pending[0][a.a].source) for a in decision.options]
    act(game, ActionKind.ORDER_TRIGGER, sources.index("Water Buffalo, Phantom Aquatic Beast"))
    assert log == ["saw:Water Buffalo, Phantom Aquatic Beast"]
    # The draw triggered Camelopar's [Auto]: it joins the queue, ordered with its [Enter].
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.TRIGGER_ORDER
    pending = [game.pending[0][a.a].ability for a in decision.options]
    act(game, ActionKind.ORDER_TRIGGER, decision.options[pending.index(drew)].a)
    assert log == [
        "saw:Water Buffalo, Phantom Aquatic Beast",
        "drew:Camelopar, Natural Planet",
        "enter:Camelopar, Natural Planet",
        "opponent:Chihiro Yuki, Code 2434",
    ]


def test_enter_without_cost_is_mandatory_and_with_cost_optional(make: Scenario) -> None:
    # en-2021-faq.txt, "[Enter]": "[Enter] allows you to choose not to use if its cost is
    # required. On the other hand, if cost is not required, it must be triggered."
    log: list[str] = []
    free = enter_ability(record(log, "free"))
    paid = enter_ability(record(log, "paid"), cost=AbilityCost.of(Cost(colorless=1)))
    game = game_with(
        make, {"Camelopar, Natural Planet": [free], "Servant #": [paid]}, skip_forced=False
    )
    act(game, ActionKind.PLAY_SIGNI, one(game, "Camelopar, Natural Planet"), 1)
    assert log == ["free:Camelopar, Natural Planet"]
    servant = next(c for c in game.players[0].hand if game.name(c) == "Servant #")
    act(game, ActionKind.PLAY_SIGNI, servant, 2)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.OPTIONAL
    act(game, ActionKind.ACCEPT)
    act(game, ActionKind.PAY)
    assert log[-1] == "paid:Servant #"
    assert len(game.players[0].ener) == 1


def test_auto_is_mandatory_unless_it_says_may(make: Scenario) -> None:
    # en-2021-faq.txt, "[Auto]": "you cannot choose not to trigger an [Auto] that meets the
    # trigger condition. However, in the case of an effect's text says 'may', ... optional."
    log: list[str] = []
    may = on(EventKind.ENTERED_FIELD, record(log, "may"), optional=True)
    game = game_with(make, {"Water Buffalo, Phantom Aquatic Beast": [may]})
    act(game, ActionKind.PLAY_SIGNI, one(game, "Camelopar, Natural Planet"), 1)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.OPTIONAL
    act(game, ActionKind.DECLINE)
    assert log == []


def test_an_auto_is_processed_even_if_its_card_left_the_field(make: Scenario) -> None:
    # en-2021-faq.txt, "[Auto]": "the triggered [Auto] will still be triggered and processed."
    log: list[str] = []

    def trash_buffalo(context: EffectContext) -> Procedure[None]:
        game = context.game
        game.trash(one(game, "Water Buffalo, Phantom Aquatic Beast"))
        return
        yield

    game = game_with(
        make,
        {
            "Water Buffalo, Phantom Aquatic Beast": [
                on(EventKind.ENTERED_FIELD, record(log, "buffalo"))
            ],
            "Camelopar, Natural Planet": [enter_ability(trash_buffalo)],
        },
    )
    act(game, ActionKind.PLAY_SIGNI, one(game, "Camelopar, Natural Planet"), 1)
    order = game.decision
    assert order is not None and order.kind == DecisionKind.TRIGGER_ORDER
    sources = [game.name(game.pending[0][a.a].source) for a in order.options]
    act(game, ActionKind.ORDER_TRIGGER, sources.index("Camelopar, Natural Planet"))
    assert game.zone[one(game, "Water Buffalo, Phantom Aquatic Beast")] == Zone.TRASH
    assert log == ["buffalo:Water Buffalo, Phantom Aquatic Beast"]


def test_once_twice_per_turn_and_once_per_game(make: Scenario) -> None:
    # en-2021-glossary.txt, "{1/Turn}": "used or triggered only once in a turn ... {2/Turn}
    # ability can be used or triggered only twice in a turn"; "{1/Game}": once in a game.
    log: list[str] = []
    abilities = [
        on(EventKind.DREW, record(log, "once"), limit=Limit.ONCE_PER_TURN),
        on(EventKind.DREW, record(log, "twice"), limit=Limit.TWICE_PER_TURN),
        on(EventKind.DREW, record(log, "game"), limit=Limit.ONCE_PER_GAME),
        ActionAbility(effect=draw(3)),
    ]
    game = game_with(make, {"Water Buffalo, Phantom Aquatic Beast": abilities})
    act(game, ActionKind.USE_ACTION)
    while game.decision is not None and game.decision.kind == DecisionKind.TRIGGER_ORDER:
        act(game, ActionKind.ORDER_TRIGGER)
    counts = {
        text: sum(entry.startswith(text) for entry in log) for text in ("once", "twice", "game")
    }
    assert counts == {"once": 1, "twice": 2, "game": 1}
    log.clear()
    pass_until(game, lambda g: g.turn == 5 and g.phase >= 3)
    counts = {
        text: sum(entry.startswith(text) for entry in log) for text in ("once", "twice", "game")
    }
    # Turn 4 and turn 5 draw phases: a new turn, a new allowance; never again once per game.
    assert counts["once"] == 2 and counts["game"] == 0


def test_rule_based_actions_come_before_triggered_abilities(make: Scenario) -> None:
    # en-2021-glossary.txt, "Triggered ability": "If both the triggered ability and the
    # rule-based action meet the conditions, the triggered ability will be processed after all
    # the rule-based action is processed first."
    seen: list[int] = []

    def look(context: EffectContext) -> Procedure[None]:
        seen.append(context.game.zone[one(context.game, "Chihiro Yuki, Code 2434")])
        return
        yield

    game = game_with(
        make,
        {
            "Water Buffalo, Phantom Aquatic Beast": [
                on(EventKind.DREW, look, condition=mine(EventKind.DREW)),
                ActionAbility(effect=then(opponent_signi_power(-5000), draw(1))),
            ]
        },
    )
    act(game, ActionKind.USE_ACTION)
    assert seen == [Zone.ENER]


def test_life_burst_effect_runs_when_used(make: Scenario) -> None:
    # en-2021-glossary.txt, "Life Burst": the burst effect is processed, then the card goes to
    # the Ener Zone.
    game = make(
        f"""
        phase: attack
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
            life: ["Kazaki Morinaka, Code 2434"]
        """,
        abilities={"Kazaki Morinaka, Code 2434": [LifeBurst(effect=draw(2))]},
    )
    act(game, ActionKind.ATTACK)
    act(game, ActionKind.USE_LIFE_BURST)
    assert len(game.players[1].hand) == 2
    assert game.zone[one(game, "Kazaki Morinaka, Code 2434")] == Zone.ENER


def test_beginning_of_the_attack_phase_triggers_in_the_pre_attack_step(make: Scenario) -> None:
    # en-2021-glossary.txt, "Pre-attack step": "If you have an [Auto] ability that triggers 'At
    # the beginning of attack phase', it will be triggered at the beginning of the pre-attack
    # step."
    log: list[str] = []
    begins = on(
        EventKind.STEP_BEGAN,
        record(log, "attack phase"),
        condition=lambda game, source, event: event.a == Step.PRE_ATTACK,
    )
    game = make(
        f"""
        phase: main
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"Servant #": [begins]},
        skip_forced=False,
    )
    act(game, ActionKind.END_MAIN)
    assert log == ["attack phase:Servant #"]
    assert game.step == Step.SIGNI_ATTACK


def test_at_the_end_of_turn_before_the_discard(make: Scenario) -> None:
    # en-2021-glossary.txt, "End phase": "1.If there is an effect 'at the end of turn', it will
    # be triggered. 2.If the turn player has 7 or more cards in hand, ... discard".
    at_end = on(EventKind.TURN_ENDING, draw(1))
    six = str(["Servant #"] * 6)
    game = make(
        f"""
        phase: end
        players:
          - lrig: {AT}
            signi: ["Camelopar, Natural Planet"]
            hand: {six}
            deck: ["Polygenesis"]
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"Camelopar, Natural Planet": [at_end]},
    )
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.DISCARD
    assert len(game.players[0].hand) == 7
    assert has(game, ActionKind.DISCARD, one(game, "Polygenesis"))


def test_events_carry_what_happened(make: Scenario) -> None:
    # The bus: operations emit events with the card, the player and the zones involved.
    events: list[Event] = []

    def keep(game: Game, source: int, event: Event) -> bool:
        events.append(event)
        return False

    watcher = TriggeredAbility(
        events=(EventKind.MOVED, EventKind.ENTERED_FIELD, EventKind.PAID),
        effect=record([], ""),
        condition=keep,
    )
    game = game_with(make, {"Water Buffalo, Phantom Aquatic Beast": [watcher]})
    camelopar = one(game, "Camelopar, Natural Planet")
    act(game, ActionKind.PLAY_SIGNI, camelopar, 1)
    assert Event(EventKind.MOVED, camelopar, 0, Zone.HAND, Zone.SIGNI) in events
    assert Event(EventKind.ENTERED_FIELD, camelopar, 0, Zone.HAND, 0) in events


def test_beginning_of_a_phase_abilities_come_before_the_phases_choices(make: Scenario) -> None:
    # en-2021-glossary.txt, "[Auto]": abilities that trigger "at the beginning of ~" are
    # processed when that timing comes, before the turn player acts in the phase.
    begins = on(
        EventKind.PHASE_BEGAN,
        draw(1),
        condition=lambda game, source, event: event.a == 3,  # Phase.ENER
    )
    game = make(
        f"""
        phase: ener
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """,
        abilities={"Servant #": [begins]},
    )
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.ENER
    assert len(game.players[0].hand) == 1
