"""Forks (`Game.fork`), determinised samples (`Observation.sample`) and the given first
player: what a search and a match build on."""

from __future__ import annotations

import random

import pytest

from deckcheck.agents import RandomAgent, play
from deckcheck.agents.heuristic import HeuristicAgent
from deckcheck.engine import (
    DecisionKind,
    EventKind,
    Game,
    GameRules,
    PlayerDeck,
    Zone,
    compiled,
)
from deckcheck.engine.determinise import OPPONENT_HIDDEN, OWN_HIDDEN
from deckcheck.engine.state import GameState
from tests.engine.conftest import Scenario

MATCHUPS = [("wxdi-d01", "wxdi-d07"), ("wxdi-d02", "wxdi-d03"), ("wxdi-d04", "wxdi-d09-h")]


def _advance(game: Game, agents: list[RandomAgent], steps: int) -> None:
    for _ in range(steps):
        if game.is_terminal():
            return
        player = game.current_player()
        game.apply_action(agents[player].choose(game.observation(player), game.legal_actions()))


@pytest.mark.parametrize("seed", range(6))
def test_what_is_done_to_forks_never_reaches_the_game(
    diva_decks: dict[str, PlayerDeck], seed: int
) -> None:
    first, second = MATCHUPS[seed % len(MATCHUPS)]
    game = Game(GameRules.diva(), [diva_decks[first], diva_decks[second]], seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    scramble = random.Random(seed)
    forks = 0
    while not game.is_terminal():
        if game.can_fork():
            fork = game.fork()
            forks += 1
            others = [RandomAgent(scramble.randrange(1000)), RandomAgent(scramble.randrange(1000))]
            _advance(fork, others, scramble.randrange(80))
        _advance(game, agents, 1)
    assert forks > 20
    # The game played as if no fork had been made: the same log as its replay.
    assert game.record().replay().log_hash() == game.log_hash()


@pytest.mark.parametrize("seed", range(2))
def test_a_fork_plays_on_as_the_game_would(diva_decks: dict[str, PlayerDeck], seed: int) -> None:
    first, second = MATCHUPS[seed % len(MATCHUPS)]
    game = Game(GameRules.diva(), [diva_decks[first], diva_decks[second]], seed, log=False)
    agents = [HeuristicAgent(), HeuristicAgent()]
    checked = 0
    while not game.is_terminal():
        if game.can_fork() and game.decisions % 13 == 0:
            fork = game.fork()
            assert fork.decision == game.decision
            replayed = game.record().replay(log=False)
            assert play(fork, [HeuristicAgent(), HeuristicAgent()]) == play(
                replayed, [HeuristicAgent(), HeuristicAgent()]
            )
            assert fork.actions == replayed.actions
            checked += 1
        player = game.current_player()
        game.apply_action(agents[player].choose(game.observation(player), game.legal_actions()))
    assert checked >= 2


@pytest.mark.skipif(
    compiled(), reason="a compiled Game has no __dict__ to list (the pure suite checks the copy)"
)
def test_a_fork_shares_only_the_facts_that_never_change(diva_decks: dict[str, PlayerDeck]) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d01"], diva_decks["wxdi-d07"]], 3)
    game.listen([EventKind.DREW], lambda event: None)
    _advance(game, [RandomAgent(1), RandomAgent(2)], 40)
    while not game.can_fork():
        _advance(game, [RandomAgent(1), RandomAgent(2)], 1)
    fork = game.fork()
    assert set(vars(fork)) == set(vars(game))
    for name, value in vars(game).items():
        copied = vars(fork)[name]
        if name in GameState.SHARED or value is None or isinstance(value, (int, str)):
            continue
        if isinstance(value, tuple) and name not in ("players", "pending"):
            continue
        assert copied is not value, f"a fork shares the game's {name}"
    for mine, theirs in zip(game.players, fork.players, strict=True):
        for slot in type(mine).__slots__:
            value = getattr(mine, slot)
            if isinstance(value, (list, dict)):
                assert getattr(theirs, slot) is not value, f"a fork shares a player's {slot}"
    # Listeners report the game they were added to, never a fork.
    assert any(source == -1 for source, _, _ in game.watchers[EventKind.DREW])
    assert all(source != -1 for watchers in fork.watchers for source, _, _ in watchers)


def test_no_fork_inside_an_effect(make: Scenario) -> None:
    game = make(
        """
        players:
          - lrig: {center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}
            hand: ["Servant #", "Servant #", "Servant #", "Servant #", "Servant #", "Servant #",
                   "Servant #", "Camelopar, Natural Planet"]
            deck: ["Servant #", "Servant #"]
          - lrig: {center: ["Umr =Noll=, Key to Salvation"]}
            deck: ["Servant #"]
        phase: end
        """
    )
    # The end phase's discard down to 6 waits inside the rule: no fork there.
    assert game.decision is not None and game.decision.kind == DecisionKind.DISCARD
    assert not game.can_fork()
    with pytest.raises(ValueError, match="between effects"):
        game.fork()


def _hidden(game: Game, player: int, zones: tuple[Zone, ...]) -> list[int]:
    return [card for zone in zones for card in game.players[player].piles[zone]]


@pytest.mark.parametrize("seed", range(3))
def test_a_sample_deals_only_what_its_player_cannot_see(
    diva_decks: dict[str, PlayerDeck], seed: int
) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d02"], diva_decks["wxdi-d04"]], seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    _advance(game, agents, 30 + seed)
    while not game.observation(game.current_player()).can_sample:
        _advance(game, agents, 1)
    me = game.current_player()
    sample = game.observation(me).sample(11)
    for zone in Zone:
        for player in (0, 1):
            hidden = OWN_HIDDEN if player == me else OPPONENT_HIDDEN
            real = sorted(game.cards_in(player, zone))
            dealt = sorted(sample.cards_in(player, zone))
            if zone in hidden:
                assert len(dealt) == len(real)
            else:
                assert dealt == real, f"player {player}'s {zone.label} changed"
    for player, zones in ((me, OWN_HIDDEN), (1 - me, OPPONENT_HIDDEN)):
        assert sorted(_hidden(sample, player, zones)) == sorted(_hidden(game, player, zones))
        for zone in zones:
            assert all(sample.zone[card] == zone for card in sample.players[player].piles[zone])
    assert sample.decision == game.decision
    # The sample is the searcher's to play to its end.
    assert play(sample, [RandomAgent(1), RandomAgent(2)]) is not None


def test_a_sample_does_not_depend_on_where_the_hidden_cards_are(
    diva_decks: dict[str, PlayerDeck],
) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d01"], diva_decks["wxdi-d03"]], 8)
    agents = [RandomAgent(3), RandomAgent(4)]
    _advance(game, agents, 40)
    while not game.observation(game.current_player()).can_sample:
        _advance(game, agents, 1)
    me = game.current_player()
    before = game.observation(me).sample(5)
    # Deal the real game's hidden cards differently: its sample stays the same.
    for player, zones in ((me, OWN_HIDDEN), (1 - me, OPPONENT_HIDDEN)):
        cards = sorted(_hidden(game, player, zones))
        random.Random(99).shuffle(cards)
        game.redeal(player, zones, cards)
    game.rng.seed(12345)
    after = game.observation(me).sample(5)
    for player in (0, 1):
        for zone in (*OPPONENT_HIDDEN, Zone.LIFE):
            assert after.players[player].piles[zone] == before.players[player].piles[zone]
    assert after.rng.getstate() == before.rng.getstate()
    assert game.observation(me).sample(6).players[1 - me].hand != before.players[1 - me].hand or (
        len(before.players[1 - me].hand) <= 1
    )


def test_only_the_player_to_choose_samples(diva_decks: dict[str, PlayerDeck]) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d01"], diva_decks["wxdi-d03"]], 8)
    _advance(game, [RandomAgent(3), RandomAgent(4)], 20)
    while not game.can_fork():
        _advance(game, [RandomAgent(3), RandomAgent(4)], 1)
    other = 1 - game.current_player()
    assert not game.observation(other).can_sample
    with pytest.raises(ValueError):
        game.observation(other).sample(1)


@pytest.mark.parametrize("seed", range(4))
def test_the_first_player_may_be_given_and_the_deals_stay(
    diva_decks: dict[str, PlayerDeck], seed: int
) -> None:
    # en-2021-quick-start.txt, "Game Setup": shuffle, draw 5, decide who goes first. The
    # order in which the players shuffle and draw does not matter to the rules; the
    # engine deals in seat order, so each deck gets the same cards whoever goes first.
    decks = [diva_decks["wxdi-d01"], diva_decks["wxdi-d02"]]
    games = [Game(GameRules.diva(), decks, seed, first_player=first) for first in (0, 1)]
    for game in games:
        agents = [HeuristicAgent(), HeuristicAgent()]  # keeps its opening hand
        while game.turn == 0:
            player = game.current_player()
            game.apply_action(agents[player].choose(game.observation(player), game.legal_actions()))
    for first, game in enumerate(games):
        assert game.first_player == first
        assert game.record().first_player == first
        assert game.record().replay().first_player == first
    for player in (0, 1):
        # The first player has drawn one card of its first turn.
        deck = games[0].players[player].deck
        other = games[1].players[player].deck
        assert deck[: min(len(deck), len(other))] == other[: min(len(deck), len(other))]
        assert games[0].players[player].life == games[1].players[player].life
    with pytest.raises(ValueError):
        Game(GameRules.diva(), decks, seed, first_player=2)
