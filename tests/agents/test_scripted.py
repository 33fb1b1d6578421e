"""The passive agent (the exact statistics' model) and the idle opponent."""

from __future__ import annotations

from deckcheck.agents.base import play
from deckcheck.agents.scripted import IdleAgent, PassiveAgent
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks import load_deck
from deckcheck.engine import Event, EventKind, Game, GameRules, PlayerDeck
from deckcheck.stats.mulligan import MulliganRule
from tests.conftest import EXAMPLE_DECKS


def test_passive_agent_charges_one_card_a_turn_and_plays_nothing(database: CardDatabase) -> None:
    deck = load_deck(EXAMPLE_DECKS / "wxdi-d01.yaml", database)
    blank = database.lookup("Koalala, Phantom Terra Beast", ["en"])
    rules = GameRules(max_turns=20)
    game = Game(rules, [deck, PlayerDeck((), (), life=(blank,) * 7)], 11)
    seen: list[Event] = []
    game.listen((EventKind.ENER_CHARGED, EventKind.ENTERED_FIELD, EventKind.ATTACKED), seen.append)
    outcome = play(game, [PassiveAgent(1, MulliganRule.parse("type=SIGNI,level=1")), IdleAgent(2)])
    assert outcome.winner is None and outcome.turns == 20  # it never attacks: the turn cap
    assert [event.kind for event in seen] == [EventKind.ENER_CHARGED] * 10  # its 10 turns
    assert len(game.players[1].life) == 7


def test_idle_opponent_uses_its_life_bursts_and_nothing_else(database: CardDatabase) -> None:
    from deckcheck.agents.heuristic import HeuristicAgent

    deck = load_deck(EXAMPLE_DECKS / "wxdi-d01.yaml", database)
    opponent = load_deck(EXAMPLE_DECKS / "wxdi-d03.yaml", database)
    bursts = actions = 0
    for seed in range(5):
        game = Game(GameRules.diva(), [deck, opponent], seed)
        seen: list[Event] = []
        game.listen(
            (EventKind.LIFE_BURST_USED, EventKind.ENER_CHARGED, EventKind.ENTERED_FIELD),
            seen.append,
        )
        outcome = play(game, [HeuristicAgent(1), IdleAgent(2, answer=HeuristicAgent(2).choose)])
        assert outcome.winner == 0
        bursts += sum(1 for e in seen if e.kind == EventKind.LIFE_BURST_USED and e.player == 1)
        actions += sum(1 for e in seen if e.kind != EventKind.LIFE_BURST_USED and e.player == 1)
    assert bursts > 0  # No Limit holds 20 Life Burst cards
    assert actions == 0  # never charged, never played a SIGNI
