"""Random playouts: every example deck against every other, invariants checked after every action.

OpenSpiel's random-playout test, for WIXOSS: thousands of seeded games with random agents;
after each action every card is in exactly one zone, the number of cards never changes,
there are three SIGNI zones, levels and limits hold wherever rule-based actions have been
applied, only legal actions are taken, and every game ends.
"""

from __future__ import annotations

import itertools

import pytest

from deckcheck.agents import RandomAgent, agent_seed
from deckcheck.engine import Game, GameRules, IllegalActionError, PlayerDeck
from deckcheck.engine.actions import Action, ActionKind
from deckcheck.engine.invariants import check_invariants

GAMES_PER_PAIR = 60


def play_checked(rules: GameRules, decks: list[PlayerDeck], seed: int) -> Game:
    game = Game(rules, decks, seed, log=False)
    agents = [RandomAgent(agent_seed(seed, 0)), RandomAgent(agent_seed(seed, 1))]
    count = game.card_count
    problems = check_invariants(game)
    assert not problems, problems
    while not game.is_terminal():
        legal = game.legal_actions()
        assert legal, "a running game always has a legal action"
        player = game.current_player()
        action = agents[player].choose(game.observation(player), legal)
        assert action in legal
        game.apply_action(action)
        assert game.card_count == count
        problems = check_invariants(game)
        assert not problems, (seed, problems)
    assert game.outcome() is not None
    return game


def test_every_example_deck_against_every_other(diva_decks: dict[str, PlayerDeck]) -> None:
    names = sorted(diva_decks)
    pairs = list(itertools.product(names, repeat=2))
    outcomes = []
    for index, (first, second) in enumerate(pairs):
        for game_index in range(GAMES_PER_PAIR):
            seed = index * 1000 + game_index
            game = play_checked(GameRules.diva(), [diva_decks[first], diva_decks[second]], seed)
            outcome = game.outcome()
            assert outcome is not None
            outcomes.append(outcome)
    assert len(outcomes) == len(pairs) * GAMES_PER_PAIR
    # Random games end by damage, almost never by the turn limit.
    assert sum(o.winner is not None for o in outcomes) > 0.95 * len(outcomes)


def test_classic_games(classic_decks: dict[str, PlayerDeck]) -> None:
    names = sorted(classic_decks)
    for index, (first, second) in enumerate(itertools.product(names, repeat=2)):
        for game_index in range(40):
            play_checked(
                GameRules.classic(),
                [classic_decks[first], classic_decks[second]],
                index * 1000 + game_index,
            )


def test_an_illegal_action_is_refused(diva_decks: dict[str, PlayerDeck]) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d01"], diva_decks["wxdi-d03"]], 1)
    with pytest.raises(IllegalActionError):
        game.apply_action(Action(ActionKind.END_MAIN))
    assert len(game.actions) == 0
