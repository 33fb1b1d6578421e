#!/usr/bin/env python3
"""Agent strength: mirror matches on the starter decks, with 95% intervals.

    python benchmarks/bench_strength.py [--games N] [--search-games N] [--jobs N]
                                        [--only NAME ...]

Each comparison plays, on every diva example deck, a mirror match (the deck against
itself, each seed twice with either side going first: `deckcheck match`), the first agent
as deck A, and prints JSON: deck A's wins per deck and over all decks, with the Wilson
interval. The targets (issue 15): the defending heuristic agent beats the heuristic agent
before it (`offensive`), and the search agent beats the heuristic agent, each with the
95% interval above 50%; both beat the random agent in at least 95% of games.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import engine_build

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"

# (name, agent of deck A, agent of deck B, target for A's win rate, the games option)
COMPARISONS = (
    ("heuristic_vs_offensive", "heuristic", "offensive", "ci95 low > 0.5", "games"),
    ("search_vs_heuristic", "search", "heuristic", "ci95 low > 0.5", "search_games"),
    ("heuristic_vs_random", "heuristic", "random", "value >= 0.95", "games"),
    ("search_vs_random", "search", "random", "value >= 0.95", "random_games"),
)


def compare(first: str, second: str, games: int, jobs: int) -> dict[str, Any]:
    from deckcheck.simulate.estimates import proportion
    from deckcheck.simulate.match import load_decks, matchup_of
    from deckcheck.simulate.matchup import MatchRequest
    from deckcheck.simulate.runner import run_works

    request = MatchRequest(games=games, seed=1, agents=(first, second))
    matchups = []
    names = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        decks = load_decks([path, path])
        if decks.format.name == "diva":
            matchups.append(matchup_of(decks, request))
            names.append(path.stem)
    start = time.perf_counter()
    tallies = run_works(matchups, jobs)
    wall = time.perf_counter() - start
    wins = sum(tally.a_wins for tally in tallies)
    played = sum(tally.games for tally in tallies)
    failed = sum(tally.failed for tally in tallies)
    return {
        "agents": {"A": first, "B": second},
        "games_per_deck": games,
        "per_deck": {
            name: {"wins": tally.a_wins, "games": tally.games, **_rate(tally.a_wins, tally.games)}
            for name, tally in zip(names, tallies, strict=True)
        },
        "all": {"wins": wins, "games": played, **proportion(wins, played).to_dict()},
        "draws": sum(tally.draws for tally in tallies),
        "failed_games": failed,
        "seconds": round(wall, 1),
    }


def _rate(wins: int, games: int) -> dict[str, Any]:
    from deckcheck.simulate.estimates import proportion

    return proportion(wins, games).to_dict()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per deck (heuristic)")
    parser.add_argument("--search-games", type=int, default=100, help="games per deck (search)")
    parser.add_argument("--random-games", type=int, default=20, help="search against random")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", nargs="*", help="comparisons to run (default: all)")
    args = parser.parse_args()
    result: dict[str, Any] = {
        "benchmark": "strength",
        "engine": engine_build(),
        "load_average_before": round(os.getloadavg()[0], 2),
    }
    for name, first, second, target, option in COMPARISONS:
        if args.only and name not in args.only:
            continue
        figures = compare(first, second, getattr(args, option), args.jobs)
        figures["target"] = target
        result[name] = figures
    result["load_average_after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
