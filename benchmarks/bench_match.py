#!/usr/bin/env python3
"""Match speed: heuristic games per second, and what the search agent costs.

    python benchmarks/bench_match.py [--games N] [--runs N] [--search-games N]
                                     [--match-games N] [--match-runs N]

Prints JSON:
- heuristic against heuristic on the diva starter decks (each in a mirror match, games
  per second: the median of `--runs` runs), on one core (in this process) and with two
  worker processes, and the speed-up; decisions per game. Target (issue 15): >= 250
  games per second on one core, near-linear with jobs.
- the search agent at its default budget (against the heuristic agent, one core): the
  decisions it searches per second, continuations per second, seconds per game;
- the whole command `deckcheck match D01 D01 --agents search,heuristic -n 200 -j 2`
  (start-up included), `--match-runs` times (0 to skip).

`cores_used` is CPU seconds over wall seconds: on a shared machine other processes take
their share, and the figures mean little under load (`load_average_*`).
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

from _timing import (
    cpu_seconds,
    deckcheck_command,
    engine_build,
    one_and_two_jobs,
    time_command_cores,
)

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"


def matchups(games: int, agents: tuple[str, str]) -> list[Any]:
    from deckcheck.simulate.match import load_decks, matchup_of
    from deckcheck.simulate.matchup import MatchRequest

    found = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        decks = load_decks([path, path])
        if decks.format.name == "diva":
            found.append(matchup_of(decks, MatchRequest(games=games, agents=agents)))
    return found


def rate(prepared: list[Any], jobs: int) -> tuple[float, float, float]:
    """Games per second over every deck, decisions per game, cores used."""
    from deckcheck.simulate.runner import run_works

    start, cpu = time.perf_counter(), cpu_seconds()
    tallies = run_works(prepared, jobs)
    wall = time.perf_counter() - start
    games = sum(tally.games for tally in tallies)
    decisions = sum(tally.decisions for tally in tallies)
    return games / wall, decisions / games, (cpu_seconds() - cpu) / wall


def search_speed(games: int) -> dict[str, Any]:
    """The search agent (deck A, default budget) against the heuristic agent, one core."""
    from deckcheck.agents.base import play
    from deckcheck.agents.search import DEFAULT_BUDGET, DEFAULT_HORIZON

    searched = continuations = 0
    start = time.perf_counter()
    played = 0
    for matchup in matchups(max(2, games), ("search", "heuristic")):
        for number in range(1, games + 1):
            game, _, agents = matchup.new_game(number)
            play(game, agents)
            searched += agents[0].searches
            continuations += agents[0].continuations
            played += 1
            if played >= games:
                break
        if played >= games:
            break
    wall = time.perf_counter() - start
    return {
        "budget": DEFAULT_BUDGET,
        "horizon_turns": DEFAULT_HORIZON,
        "games": played,
        "searched_decisions_per_game": round(searched / played, 1),
        "searched_decisions_per_second": round(searched / wall, 2),
        "continuations_per_second": round(continuations / wall, 1),
        "seconds_per_searched_decision": round(wall / max(1, searched), 3),
        "seconds_per_game": round(wall / played, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per deck and run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--search-games", type=int, default=12, help="0 to skip")
    parser.add_argument("--match-games", type=int, default=200)
    parser.add_argument("--match-runs", type=int, default=1, help="0 to skip")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    prepared = matchups(args.games, ("heuristic", "heuristic"))
    rate(matchups(20, ("heuristic", "heuristic")), 1)  # warm up
    speeds, decisions = one_and_two_jobs(rate, prepared, args.runs, target=250)
    result: dict[str, Any] = {
        "benchmark": "match",
        "engine": engine_build(),
        "load_average_before": round(load_before, 2),
        "heuristic_mirror": {
            "decks": len(prepared),
            "games_per_deck": args.games,
            "decisions_per_game": round(decisions, 1),
            **speeds,
        },
    }
    if args.search_games:
        result["search"] = search_speed(args.search_games)
    if args.match_runs:
        deck = str(EXAMPLES / "wxdi-d01.yaml")
        argv = deckcheck_command(
            "match",
            deck,
            deck,
            "--agents",
            "search,heuristic",
            "-n",
            str(args.match_games),
            "-j",
            "2",
            "-o",
            "json",
        )
        figures = time_command_cores(argv, args.match_runs)
        result[f"command_search_match_{args.match_games}_games_2_jobs"] = figures
    result["load_average_after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
