"""The heuristic agent's policy, decision by decision, in small positions.

Each test sets up a position with `deckcheck.scenarios`, lets the agent choose
(through its observation only) and checks what it did to the game.
"""

from __future__ import annotations

import pytest

from deckcheck.agents import heuristic
from deckcheck.agents.heuristic import GreedyAgent, HeuristicAgent, OffensiveAgent
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import load_deck
from deckcheck.engine import (
    ActionKind,
    DecisionKind,
    EffectContext,
    Game,
    GameRules,
    PlayerDeck,
    UseEffect,
    Zone,
    compiled,
)
from deckcheck.engine.abilities import Procedure
from deckcheck.scenarios import names
from deckcheck.stats.mulligan import MulliganRule
from tests.conftest import EXAMPLE_DECKS
from tests.engine.conftest import Scenario
from tests.engine.helpers import act

# A compiled agent (a wheel's) calls `has_effect` natively: patching the module's
# attribute does not reach it, so these tests run on the source only.
_PATCHES_HAS_EFFECT = pytest.mark.skipif(
    compiled(), reason="a compiled agent's call of has_effect cannot be patched"
)

DECK = '["Servant #", "Servant #", "Servant #", "Servant #", "Servant #", "Servant #"]'
OPPONENT = '{lrig: {center: ["Umr =Noll=, Key to Salvation"]}, deck: ["Servant #"]}'
AT_LINE = '["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]'
AT_LRIG_DECK = '["At =Två=, the Opened Gate", "At =Tre=, the Opened Gate"]'


def step(game: Game, agent: HeuristicAgent, player: int = 0) -> None:
    """The agent takes the pending decision of `player`."""
    assert game.current_player() == player, game.decision
    game.apply_action(agent.choose(game.observation(player), game.legal_actions()))


def run_while(game: Game, agent: HeuristicAgent, kinds: set[DecisionKind]) -> None:
    """The agent takes player 0's decisions while they are of `kinds`."""
    while game.decision is not None and game.decision.kind in kinds and game.current_player() == 0:
        step(game, agent)


def test_center_is_the_level_zero_lrig_the_lrig_deck_grows(database: CardDatabase) -> None:
    deck = load_deck(EXAMPLE_DECKS / "wxdi-d01.yaml", database)
    goldfish = PlayerDeck((), (), life=(database.lookup("Servant #", ["en"]),) * 7)
    game = Game(GameRules.diva(), [deck, goldfish], 5)
    assert game.decision is not None and game.decision.kind == DecisionKind.CENTER
    step(game, HeuristicAgent())
    # At =Noll= leads the At line (Ett, Två, Tre); Tawil and Umr have only Assists.
    assert game.name(game.center(0)) == "At =Noll=, the Opened Gate"


def test_mulligan_returns_what_the_rule_does_not_keep(database: CardDatabase) -> None:
    deck = load_deck(EXAMPLE_DECKS / "wxdi-d01.yaml", database)
    rule = MulliganRule.parse("type=SIGNI,level=1")
    goldfish = PlayerDeck((), (), life=(database.lookup("Servant #", ["en"]),) * 7)
    for seed in range(20):
        game = Game(GameRules.diva(), [deck, goldfish], seed)
        agent = HeuristicAgent(mulligan=rule)
        run_while(game, agent, {DecisionKind.CENTER})
        opening = [game.defs[card].card for card in game.players[0].hand]
        returned = 0
        while game.decision is not None and game.decision.kind == DecisionKind.MULLIGAN:
            action = agent.choose(game.observation(0), game.legal_actions())
            returned += action.kind == ActionKind.MULLIGAN_RETURN
            game.apply_action(action)
        assert returned == len(rule.returned(opening))


def test_charges_the_card_that_pays_a_missing_colour(make: Scenario) -> None:
    # The next grow (At =Två=) costs green: of two equally useful level 3 SIGNI the agent
    # charges the green one, not the red one.
    game = make(f"""
        phase: ener
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            hand: ["Tobiel, Full Armed", "Atalanta, Jade Angel"]
            deck: {DECK}
          - {OPPONENT}
    """)
    step(game, HeuristicAgent())
    assert names(game, 0, Zone.ENER) == ["Atalanta, Jade Angel"]


@_PATCHES_HAS_EFFECT
def test_charges_a_spell_that_does_nothing_before_a_signi(
    make: Scenario, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A card whose text is not encoded does nothing when used (whatever the card files
    # encode today, this test makes it so).
    monkeypatch.setattr(heuristic, "has_effect", lambda definition: False)
    game = make(f"""
        phase: ener
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            ener: ["Atalanta, Jade Angel"]
            hand: ["Polygenesis", "Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
          - {OPPONENT}
    """)
    step(game, HeuristicAgent())
    assert names(game, 0, Zone.ENER) == ["Atalanta, Jade Angel", "Polygenesis"]


def test_keeps_the_signi_it_plays_when_the_next_grow_is_paid(make: Scenario) -> None:
    game = make(f"""
        phase: ener
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            ener: ["Atalanta, Jade Angel"]
            hand: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
          - {OPPONENT}
    """)
    step(game, HeuristicAgent())
    assert names(game, 0, Zone.ENER) == ["Atalanta, Jade Angel"]
    assert names(game, 0, Zone.HAND) == ["Water Buffalo, Phantom Aquatic Beast"]


def test_charges_a_weak_signi_of_a_full_field_for_a_stronger_one(make: Scenario) -> None:
    game = make(f"""
        phase: ener
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                             "At =Två=, the Opened Gate"]}}
            lrig_deck: ["At =Tre=, the Opened Gate"]
            ener: ["Atalanta, Jade Angel", "Atalanta, Jade Angel"]
            signi: ["Servant #", "Water Buffalo, Phantom Aquatic Beast",
                    "Koalala, Phantom Terra Beast"]
            hand: ["Tobiel, Full Armed"]
            deck: {DECK}
          - {OPPONENT}
    """)
    agent = HeuristicAgent()
    step(game, agent)
    assert names(game, 0, Zone.ENER)[-1] == "Servant #"
    run_while(game, agent, {DecisionKind.GROW, DecisionKind.PAYMENT, DecisionKind.MAIN})
    # Grown to level 3 (limit 6): Tobiel (3) joins Water Buffalo (1) and Koalala (2).
    assert game.name(game.center(0)) == "At =Tre=, the Opened Gate"
    assert sorted(names(game, 0, Zone.SIGNI)) == [
        "Koalala, Phantom Terra Beast",
        "Tobiel, Full Armed",
        "Water Buffalo, Phantom Aquatic Beast",
    ]


def test_grows_every_turn_it_can(make: Scenario) -> None:
    game = make(f"""
        phase: grow
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            ener: ["Atalanta, Jade Angel"]
            deck: {DECK}
          - {OPPONENT}
    """)
    step(game, HeuristicAgent())
    assert game.name(game.center(0)) == "At =Två=, the Opened Gate"


def test_fills_the_field_with_the_most_signi_within_the_limit(make: Scenario) -> None:
    # Level 3, limit 6: two level 3 SIGNI (the most power first) would fill the limit with
    # two; 3 + 2 + 1 puts three SIGNI onto the field.
    game = make(f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                             "At =Två=, the Opened Gate", "At =Tre=, the Opened Gate"]}}
            hand: ["Tobiel, Full Armed", "Assylen, Natural Crystal", "Servant #",
                   "Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast"]
            deck: {DECK}
          - {OPPONENT}
    """)
    run_while(game, HeuristicAgent(), {DecisionKind.MAIN})
    field = names(game, 0, Zone.SIGNI)
    assert sorted(game.level(card) for card in game.players[0].signi) == [1, 2, 3]
    # The strongest of each level: Water Buffalo (5000) rather than Servant # (1000).
    assert (
        "Water Buffalo, Phantom Aquatic Beast" in field and "Koalala, Phantom Terra Beast" in field
    )


def test_plays_in_front_of_an_empty_zone_first(make: Scenario) -> None:
    game = make(f"""
        players:
          - lrig: {{center: {AT_LINE}}}
            hand: ["Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
          - lrig: {{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}}
            signi: ["Servant #", ~, "Servant #"]
            deck: ["Servant #"]
    """)
    step(game, HeuristicAgent())
    assert game.players[0].signi[1] >= 0 and game.name(game.players[0].signi[1]).startswith("Water")


def test_puts_a_rise_signi_on_the_signi_it_is_most_stronger_than(make: Scenario) -> None:
    # A full field (levels 1 + 1 + 2, limit 6): Anna Mirage (13000, [Rise]) fills no empty
    # zone; it goes on top of Servant # (1000), not Water Buffalo (5000) or Koalala.
    game = make(f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                             "At =Två=, the Opened Gate", "At =Tre=, the Opened Gate"]}}
            hand: ["Anna Mirage, Doomed Evil"]
            signi: ["Water Buffalo, Phantom Aquatic Beast", "Servant #",
                    "Koalala, Phantom Terra Beast"]
            deck: {DECK}
          - {OPPONENT}
    """)
    step(game, HeuristicAgent())
    assert names(game, 0, Zone.SIGNI)[1] == "Anna Mirage, Doomed Evil"
    assert names(game, 0, Zone.UNDER) == ["Servant #"]


def _summon_from_deck(context: EffectContext) -> Procedure[None]:
    game = context.game
    card = game.players[context.controller].deck[-1]
    slot = yield from game.choose_signi_zone(context.controller, card, context.source)
    if slot >= 0:
        game.put_onto_field(card, slot)


def test_an_effect_puts_its_signi_in_front_of_an_empty_zone(make: Scenario) -> None:
    game = make(
        f"""
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            ener: ["Rin Shizuka, Code 2434", "Atalanta, Jade Angel", "Atalanta, Jade Angel"]
            hand: ["In Wonderland"]
            deck: ["Water Buffalo, Phantom Aquatic Beast", "Servant #", "Servant #"]
          - lrig: {{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}}
            signi: ["Servant #", ~, "Servant #"]
            deck: ["Servant #"]
    """,
        {"In Wonderland": [UseEffect(_summon_from_deck)]},
    )
    run_while(game, HeuristicAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT, DecisionKind.ZONE})
    assert game.name(game.players[0].signi[1]) == "Water Buffalo, Phantom Aquatic Beast"


def _search_to_hand(context: EffectContext) -> Procedure[None]:
    game = context.game
    for card in (yield from game.search_deck(context.controller, lambda card: True)):
        game.move(card, Zone.HAND)
    game.shuffle(context.controller)


def test_a_search_of_its_deck_takes_the_card_it_wants_most(make: Scenario) -> None:
    position = f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                             "At =Två=, the Opened Gate"]}}
            lrig_deck: ["At =Tre=, the Opened Gate"]
            ener: ["Rin Shizuka, Code 2434", "Atalanta, Jade Angel", "Atalanta, Jade Angel",
                   "Atalanta, Jade Angel"]
            signi: ["Servant #", "Servant #", "Servant #"]
            hand: ["In Wonderland"]
            deck: ["Servant #", "Water Buffalo, Phantom Aquatic Beast",
                   "Koalala, Phantom Terra Beast", "Servant #"]
          - {OPPONENT}
    """
    game = make(position, {"In Wonderland": [UseEffect(_search_to_hand)]})
    run_while(
        game, OffensiveAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT, DecisionKind.CHOOSE}
    )
    assert names(game, 0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]
    # The defending agent, with no Guard card in hand, wants one most: it guards every
    # LRIG attack it can.
    game = make(position, {"In Wonderland": [UseEffect(_search_to_hand)]})
    run_while(
        game, HeuristicAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT, DecisionKind.CHOOSE}
    )
    assert names(game, 0, Zone.HAND) == ["Servant #"]


def test_attacks_with_every_signi_and_the_lrig(make: Scenario) -> None:
    game = make(f"""
        phase: attack
        players:
          - lrig: {{center: {AT_LINE}}}
            signi: ["Servant #", "Water Buffalo, Phantom Aquatic Beast", ~]
            deck: {DECK}
          - lrig: {{center: ["Lize, Level 0", "[Center] Lize, Level 1", "[Center] Lize, Level 2"]}}
            signi: ["Koalala, Phantom Terra Beast", ~, ~]
            life: ["Koalala, Phantom Terra Beast", "Koalala, Phantom Terra Beast",
                   "Koalala, Phantom Terra Beast", "Koalala, Phantom Terra Beast"]
            deck: ["Servant #"]
    """)
    agent = HeuristicAgent()
    run_while(
        game,
        agent,
        {DecisionKind.USE_WINDOW, DecisionKind.SIGNI_ATTACK, DecisionKind.LRIG_ATTACK},
    )
    # Water Buffalo (empty zone opposite) and the LRIG deal damage; Servant # battles
    # Koalala and loses, but attacks all the same.
    assert all(game.downed[card] for card in game.players[0].signi if card >= 0)
    assert game.downed[game.center(0)]
    assert len(game.players[1].life) == 2


def _draw_two(context: EffectContext) -> Procedure[None]:
    context.game.draw(context.controller, 2)
    return
    yield  # pragma: no cover


def test_uses_a_spell_with_an_effect_when_the_next_grow_stays_paid(make: Scenario) -> None:
    def position(ener: str) -> str:
        return f"""
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            ener: {ener}
            hand: ["Polygenesis"]
            deck: {DECK}
          - {OPPONENT}
        """

    spell = {"Polygenesis": [UseEffect(_draw_two)]}
    # Polygenesis costs one green; the next grow (Två) one green: two green Ener pay both.
    game = make(position('["Atalanta, Jade Angel", "Atalanta, Jade Angel"]'), spell)
    run_while(game, HeuristicAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT})
    assert names(game, 0, Zone.TRASH) == ["Atalanta, Jade Angel", "Polygenesis"]
    # One green Ener: using the spell would starve the grow, so the agent keeps it.
    game = make(position('["Atalanta, Jade Angel"]'), spell)
    run_while(game, HeuristicAgent(), {DecisionKind.MAIN})
    assert names(game, 0, Zone.HAND) == ["Polygenesis"]
    # The greedy agent spends it anyway: the spell now, the grow later if it can.
    game = make(position('["Atalanta, Jade Angel"]'), spell)
    run_while(game, GreedyAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT})
    assert names(game, 0, Zone.TRASH) == ["Atalanta, Jade Angel", "Polygenesis"]


def test_pays_with_the_colour_its_coming_costs_need_least(make: Scenario) -> None:
    # In Wonderland costs black and one more; the grows ahead of the Center (Två, Tre) want
    # green: the agent pays the black card and the red one, and keeps the green ones.
    game = make(
        f"""
        players:
          - lrig: {{center: {AT_LINE}}}
            lrig_deck: {AT_LRIG_DECK}
            ener: ["Atalanta, Jade Angel", "Tobiel, Full Armed", "Rin Shizuka, Code 2434",
                   "Atalanta, Jade Angel"]
            hand: ["In Wonderland"]
            deck: {DECK}
          - {OPPONENT}
    """,
        {"In Wonderland": [UseEffect(_draw_two)]},
    )
    run_while(game, HeuristicAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT})
    assert sorted(names(game, 0, Zone.TRASH)) == [
        "In Wonderland",
        "Rin Shizuka, Code 2434",
        "Tobiel, Full Armed",
    ]
    assert names(game, 0, Zone.ENER) == ["Atalanta, Jade Angel", "Atalanta, Jade Angel"]


@_PATCHES_HAS_EFFECT
def test_grows_an_assist_lrig_only_when_its_text_does_something(
    make: Scenario, monkeypatch: pytest.MonkeyPatch
) -> None:
    position = f"""
        players:
          - lrig:
              center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                       "At =Två=, the Opened Gate"]
              left: ["Tawil =Noll=, Awakened One", "Tawil =Screech="]
            lrig_deck: ["At =Tre=, the Opened Gate", "Tawil =Rainbow="]
            ener: ["Atalanta, Jade Angel", "Atalanta, Jade Angel", "Atalanta, Jade Angel"]
            deck: {DECK}
          - {OPPONENT}
    """
    for encoded in (True, False):
        monkeypatch.setattr(heuristic, "has_effect", lambda definition, e=encoded: e)
        game = make(position)
        run_while(game, HeuristicAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT})
        grown = game.name(game.players[0].lrig[0][-1])
        assert grown == ("Tawil =Rainbow=" if encoded else "Tawil =Screech=")


def test_guards_a_lrig_attack(make: Scenario) -> None:
    game = make("""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {center: ["Umr =Noll=, Key to Salvation"]}
            hand: ["Servant #"]
            life: ["Servant #"]
            deck: ["Koalala, Phantom Terra Beast", "Koalala, Phantom Terra Beast",
                   "Koalala, Phantom Terra Beast"]
          - lrig: {center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}
            deck: ["Servant #"]
    """)
    act(game, ActionKind.ATTACK)
    step(game, HeuristicAgent())
    assert names(game, 0, Zone.TRASH) == ["Servant #"]
    assert len(game.players[0].life) == 1


def test_uses_an_action_ability_once_a_turn_and_not_one_that_downs_its_signi(
    make: Scenario,
) -> None:
    from deckcheck.engine import AbilityCost, ActionAbility

    game = make(
        f"""
        players:
          - lrig: {{center: {AT_LINE}}}
            signi: ["Water Buffalo, Phantom Aquatic Beast", "Servant #", ~]
            deck: {DECK}
          - {OPPONENT}
    """,
        {
            "Water Buffalo, Phantom Aquatic Beast": [ActionAbility(_draw_two)],
            "Servant #": [ActionAbility(_draw_two, cost=AbilityCost.of(down_self=True))],
        },
    )
    run_while(game, HeuristicAgent(), {DecisionKind.MAIN})
    # Water Buffalo's free ability once (two cards drawn); Servant # stays up to attack.
    assert len(game.players[0].hand) == 2
    assert not any(game.downed[card] for card in game.players[0].signi if card >= 0)


# A position in the opponent's (player 1's) attack phase: player 0 may grow Umr =Down=
# ("[Enter] Down target SIGNI on your opponent's field", Main Phase and Attack Phase use
# timing) in its defense step. Player 1's Camelopar faces player 0's empty zone; its
# stronger Koalala faces player 0's Water Buffalo.
DEFENSE = """
    phase: attack
    turn: 6
    turn_player: 1
    players:
      - lrig:
          center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                   "At =Två=, the Opened Gate"]
          left: ["Umr =Noll=, Key to Salvation", "Umr =Draw="]
        lrig_deck: ["Umr =Down="]
        signi: ["Water Buffalo, Phantom Aquatic Beast", ~, ~]
        ener: ["Servant #"]
        life: ["Servant #", "Servant #", "Servant #"]
        deck: ["Servant #", "Servant #", "Servant #", "Servant #"]
      - lrig: {center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                        "At =Två=, the Opened Gate"]}
        signi: ["Koalala, Phantom Terra Beast", "Camelopar, Natural Planet", ~]
        deck: ["Servant #", "Servant #", "Servant #"]
"""
ANSWERS = {
    DecisionKind.USE_WINDOW,
    DecisionKind.PAYMENT,
    DecisionKind.TARGET,
    DecisionKind.TRIGGER_ORDER,
    DecisionKind.OPTIONAL,
}


def _down(game: Game) -> list[str]:
    return [game.name(card) for card in game.players[1].signi if card >= 0 and game.downed[card]]


def test_answers_in_the_opponents_attack_phase_the_attacker_that_would_deal_damage(
    make: Scenario,
) -> None:
    # en-2021-faq.txt, "Use timing: attack phase": the opponent uses items in its defense
    # step, before the attacks. The defending agent grows Umr =Down= there and downs the
    # SIGNI in front of its empty zone (the stronger Koalala only battles its Water Buffalo).
    game = make(DEFENSE)
    assert game.decision is not None and game.decision.kind == DecisionKind.USE_WINDOW
    run_while(game, HeuristicAgent(), ANSWERS)
    assert game.name(game.players[0].lrig[0][-1]) == "Umr =Down="
    assert _down(game) == ["Camelopar, Natural Planet"]


def test_the_offensive_agent_uses_nothing_in_the_opponents_turn(make: Scenario) -> None:
    game = make(DEFENSE)
    run_while(game, OffensiveAgent(), {DecisionKind.USE_WINDOW})
    assert game.name(game.players[0].lrig[0][-1]) == "Umr =Draw="
    assert _down(game) == []


def test_keeps_what_it_may_use_in_the_attack_phase_for_the_opponents_turn(
    make: Scenario,
) -> None:
    # Its own main phase: the offensive agent grows Umr =Down= at once; the defending
    # agent keeps it for the opponent's next attack phase.
    position = DEFENSE.replace("turn_player: 1", "turn_player: 0").replace(
        "phase: attack", "phase: main"
    )
    kept = make(position)
    run_while(kept, HeuristicAgent(), {DecisionKind.MAIN, DecisionKind.PAYMENT})
    assert kept.name(kept.players[0].lrig[0][-1]) == "Umr =Draw="
    used = make(position)
    run_while(used, OffensiveAgent(), {DecisionKind.MAIN} | ANSWERS)
    assert used.name(used.players[0].lrig[0][-1]) == "Umr =Down="


def test_keeps_its_guard_cards_when_it_charges_ener(make: Scenario) -> None:
    # A full field and two hand SIGNI it will not play: the offensive agent charges the
    # one it values least, a Guard card (1000 power); the defending agent keeps it for
    # the next LRIG attack and charges the other.
    position = f"""
        phase: ener
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                             "At =Två=, the Opened Gate"]}}
            signi: ["Water Buffalo, Phantom Aquatic Beast", "Water Buffalo, Phantom Aquatic Beast",
                    "Water Buffalo, Phantom Aquatic Beast"]
            hand: ["Servant #", "Water Buffalo, Phantom Aquatic Beast"]
            deck: {DECK}
          - {OPPONENT}
    """
    for agent, charged in (
        (HeuristicAgent(), "Water Buffalo, Phantom Aquatic Beast"),
        (OffensiveAgent(), "Servant #"),
    ):
        game = make(position)
        step(game, agent)
        assert names(game, 0, Zone.ENER) == [charged], type(agent).__name__
