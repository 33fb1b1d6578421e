#!/usr/bin/env python3
"""Rules engine speed: complete games, random agent against random agent, on one core.

    python benchmarks/bench_engine.py [--games N] [--runs N]

Plays the example decks (all diva starter decks) against each other in turn, with
seeded random agents and no game log, and prints JSON: games per second (median of the
runs), decisions per game and per second, the same with the game log on, and with
every card's abilities other than its keywords left out (the rules engine alone); then
the classic example decks (examples/classic/, the classic starter decks) against each
other in the classic rules (`classic`).
Target (issues 4, 5 and 12): >= 300 complete games per second on one core, with
abilities, in each format.
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

from _timing import engine_build, summary

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"
CLASSIC_EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "classic"


def load_decks(
    *, abilities: bool = True, folder: Path = EXAMPLES, format_name: str = "diva"
) -> list[Any]:
    """The example decks of a format in `folder` as PlayerDecks; without `abilities`,
    every card keeps its keywords but none of its other abilities (the rules engine
    alone)."""
    from dataclasses import replace

    from deckcheck.decks import load_deck
    from deckcheck.effects.catalog import load_playable_database
    from deckcheck.engine import PlayerDeck

    def card_of(card: Any) -> Any:
        return card if abilities else replace(card, abilities=(), definitions=())

    database = load_playable_database()
    decks = []
    for path in sorted(folder.glob("*.yaml")):
        deck = load_deck(path, database)
        if (deck.decklist.format or "diva") == format_name:
            lrig = tuple(card_of(card) for card in deck.lrig_cards())
            main = tuple(card_of(card) for card in deck.main_cards())
            decks.append(PlayerDeck(lrig, main))
    return decks


def play_games(
    decks: list[Any], games: int, first_seed: int, *, log: bool, rules: Any = None
) -> tuple[float, int]:
    """Seconds to play `games` games (diva rules unless `rules` says), and the decisions
    they took."""
    from deckcheck.agents import RandomAgent, agent_seed, play
    from deckcheck.engine import Game, GameRules

    rules = rules or GameRules.diva()
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
    classic = _classic(args.games, args.runs)
    print(
        json.dumps(
            {
                "benchmark": "engine",
                "engine": engine_build(),
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
                "classic": classic,
            },
            indent=2,
        )
    )


def _classic(games: int, runs: int) -> dict[str, Any]:
    """The classic starter decks in the classic rules: games per second and decisions."""
    from deckcheck.engine import GameRules

    rules = GameRules.classic()
    decks = load_decks(folder=CLASSIC_EXAMPLES, format_name="classic")
    play_games(decks, 50, 10**6, log=False, rules=rules)
    rates: list[float] = []
    decisions_per_game: list[float] = []
    for run in range(runs):
        seconds, decisions = play_games(decks, games, run * games, log=False, rules=rules)
        rates.append(games / seconds)
        decisions_per_game.append(decisions / games)
    return {
        "decks": len(decks),
        "games_per_second": {
            "median": round(statistics.median(rates), 1),
            "min": round(min(rates), 1),
            "max": round(max(rates), 1),
            "target": 300,
        },
        "decisions_per_game": round(statistics.median(decisions_per_game), 1),
    }


if __name__ == "__main__":
    main()
