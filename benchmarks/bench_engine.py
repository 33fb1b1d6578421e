#!/usr/bin/env python3
"""Rules engine speed: complete games, random agent against random agent, on one core.

    python benchmarks/bench_engine.py [--games N] [--runs N]

Plays the example decks (all diva starter decks) against each other in turn, with
seeded random agents and no game log, and prints JSON: games per second (median of the
runs), decisions per game and per second, the same with the game log on, and with
every card's abilities other than its keywords left out (the rules engine alone).
Target (issues 4 and 5): >= 300 complete games per second on one core, with abilities.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import summary

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"


def load_decks(*, abilities: bool = True) -> list[Any]:
    """The diva example decks as PlayerDecks; without `abilities`, every card keeps its
    keywords but none of its other abilities (the rules engine alone)."""
    from dataclasses import replace

    from deckcheck.decks import load_deck
    from deckcheck.effects.catalog import load_playable_database
    from deckcheck.engine import PlayerDeck

    def card_of(card: Any) -> Any:
        return card if abilities else replace(card, abilities=(), definitions=())

    database = load_playable_database()
    decks = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        deck = load_deck(path, database)
        if (deck.decklist.format or "diva") == "diva":
            lrig = tuple(card_of(card) for card in deck.lrig_cards())
            main = tuple(card_of(card) for card in deck.main_cards())
            decks.append(PlayerDeck(lrig, main))
    return decks


def play_games(decks: list[Any], games: int, first_seed: int, *, log: bool) -> tuple[float, int]:
    """Seconds to play `games` games, and the decisions they took."""
    from deckcheck.agents import RandomAgent, agent_seed, play
    from deckcheck.engine import Game, GameRules

    rules = GameRules.diva()
    decisions = 0
    start = time.perf_counter()
    for index in range(games):
        seed = first_seed + index
        pair = [decks[index % len(decks)], decks[(index // len(decks) + index + 1) % len(decks)]]
        game = Game(rules, pair, seed, log=log)
        play(game, [RandomAgent(agent_seed(seed, 0)), RandomAgent(agent_seed(seed, 1))])
        decisions += game.decisions
    return time.perf_counter() - start, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    decks = load_decks()
    play_games(decks, 50, 10**6, log=False)  # warm up: card definitions, imports
    timings: list[float] = []
    rates: list[float] = []
    decisions_per_game: list[float] = []
    for run in range(args.runs):
        seconds, decisions = play_games(decks, args.games, run * args.games, log=False)
        timings.append(seconds)
        rates.append(args.games / seconds)
        decisions_per_game.append(decisions / args.games)
    logged = [args.games / play_games(decks, args.games, 0, log=True)[0] for _ in range(3)]
    bare = load_decks(abilities=False)
    play_games(bare, 50, 10**6, log=False)
    rules_only = [args.games / play_games(bare, args.games, 0, log=False)[0] for _ in range(3)]
    median_rate = statistics.median(rates)
    print(
        json.dumps(
            {
                "benchmark": "engine",
                "decks": len(decks),
                "games_per_run": args.games,
                "games_per_second": {
                    "median": round(median_rate, 1),
                    "min": round(min(rates), 1),
                    "max": round(max(rates), 1),
                    "target": 300,
                },
                "seconds_per_run": summary(timings),
                "decisions_per_game": round(statistics.median(decisions_per_game), 1),
                "decisions_per_second": round(median_rate * statistics.median(decisions_per_game)),
                "games_per_second_with_log": round(statistics.median(logged), 1),
                "games_per_second_keywords_only": round(statistics.median(rules_only), 1),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
