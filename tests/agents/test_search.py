"""The search agent: it chooses by sampled continuations, never peeks, and is reproducible."""

from __future__ import annotations

import json
import random

import pytest

from deckcheck.agents import RandomAgent
from deckcheck.agents.heuristic import HeuristicAgent
from deckcheck.agents.search import SearchAgent, position_value
from deckcheck.engine import (
    ActionKind,
    DecisionKind,
    EffectContext,
    Game,
    GameRules,
    PlayerDeck,
    UseEffect,
    Zone,
)
from deckcheck.engine.abilities import Procedure
from deckcheck.engine.determinise import OPPONENT_HIDDEN, OWN_HIDDEN
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario


def _searched_position(decks: dict[str, PlayerDeck], seed: int) -> Game:
    """A game at a main-phase decision with several candidate actions, mid-game."""
    game = Game(GameRules.diva(), [decks["wxdi-d01"], decks["wxdi-d03"]], seed)
    agents = [HeuristicAgent(), HeuristicAgent()]
    while not game.is_terminal():
        decision = game.decision
        assert decision is not None
        if game.turn >= 3 and decision.kind == DecisionKind.MAIN and len(game.legal_actions()) >= 3:
            return game
        player = game.current_player()
        game.apply_action(agents[player].choose(game.observation(player), game.legal_actions()))
    raise AssertionError("no main-phase decision with three options")


@pytest.mark.parametrize("seed", range(3))
def test_its_choice_does_not_change_when_the_hidden_cards_are_permuted(
    diva_decks: dict[str, PlayerDeck], seed: int
) -> None:
    game = _searched_position(diva_decks, seed)
    me = game.current_player()
    first = SearchAgent(seed=7, budget=8)
    chosen = first.choose(game.observation(me), game.legal_actions())
    assert first.searches == 1 and first.continuations >= 8
    # Deal the cards it cannot see differently (its deck order and Life Cloth, the
    # opponent's hand, deck and Life Cloth), and change the game's future shuffles.
    shuffle = random.Random(seed)
    for player, zones in ((me, OWN_HIDDEN), (1 - me, OPPONENT_HIDDEN)):
        cards = [card for zone in zones for card in game.players[player].piles[zone]]
        shuffle.shuffle(cards)
        game.redeal(player, zones, cards)
    game.rng.seed(shuffle.random())
    again = SearchAgent(seed=7, budget=8)
    assert again.choose(game.observation(me), game.legal_actions()) == chosen
    assert again.continuations == first.continuations


def test_it_never_changes_the_game_it_searches(diva_decks: dict[str, PlayerDeck]) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d02"], diva_decks["wxdi-d07"]], 4)
    agents = [SearchAgent(seed=1, budget=4), RandomAgent(2)]
    while not game.is_terminal() and game.turn < 4:
        player = game.current_player()
        game.apply_action(agents[player].choose(game.observation(player), game.legal_actions()))
    assert agents[0].searches > 0
    # The game is what its actions make it: the search played only on its own copies.
    assert game.record().replay().log_hash() == game.log_hash()


def _lose_three_life_cloth(context: EffectContext) -> Procedure[None]:
    game = context.game
    for card in game.players[context.controller].life[-3:]:
        game.move(card, Zone.TRASH)
    return
    yield  # pragma: no cover


def test_it_declines_a_spell_that_hurts_where_the_heuristic_uses_it(make: Scenario) -> None:
    # A SPELL whose effect trashes three of its user's own Life Cloth: the heuristic agent
    # uses every SPELL with an effect it can pay; the search sees the continuations
    # and ends its main phase instead.
    position = """
        players:
          - lrig: {center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}
            hand: ["In Wonderland"]
            ener: ["Rin Shizuka, Code 2434", "Rin Shizuka, Code 2434", "Rin Shizuka, Code 2434"]
            life: ["Servant #", "Servant #", "Servant #", "Servant #"]
            deck: ["Servant #", "Servant #", "Servant #", "Servant #", "Servant #"]
          - lrig: {center: ["Umr =Noll=, Key to Salvation", "Umr =Draw="]}
            life: ["Servant #", "Servant #", "Servant #", "Servant #"]
            deck: ["Servant #", "Servant #", "Servant #", "Servant #", "Servant #"]
    """
    hurts = {"In Wonderland": [UseEffect(_lose_three_life_cloth)]}
    game = make(position, hurts)
    assert HeuristicAgent().choose(game.observation(0), game.legal_actions()).kind == (
        ActionKind.USE_SPELL
    )
    agent = SearchAgent(seed=3, budget=8)
    action = agent.choose(game.observation(0), game.legal_actions())
    assert action.kind == ActionKind.END_MAIN
    game.apply_action(action)
    assert names(game, 0, Zone.HAND) == ["In Wonderland"]


def test_a_position_is_worth_more_with_more_life_cloth(make: Scenario) -> None:
    def value(mine: int, theirs: int) -> float:
        game = make(
            f"""
            players:
              - lrig: {{center: ["Umr =Noll=, Key to Salvation"]}}
                life: {json.dumps(["Servant #"] * mine)}
                deck: ["Servant #"]
              - lrig: {{center: ["Umr =Noll=, Key to Salvation"]}}
                life: {json.dumps(["Servant #"] * theirs)}
                deck: ["Servant #"]
            """
        )
        return position_value(game, 0)

    assert value(3, 3) == pytest.approx(0.5)
    assert value(4, 2) > value(3, 3) > value(2, 4)


def test_a_budget_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="budget"):
        SearchAgent(budget=0)


def test_a_time_budget_stops_the_search_in_time(diva_decks: dict[str, PlayerDeck]) -> None:
    import time

    game = _searched_position(diva_decks, 0)
    agent = SearchAgent(seed=1, budget=1_000_000, seconds=0.2)
    start = time.perf_counter()
    action = agent.choose(game.observation(game.current_player()), game.legal_actions())
    assert time.perf_counter() - start < 10.0  # a million continuations would take hours
    assert action in game.legal_actions() and agent.continuations >= 1
