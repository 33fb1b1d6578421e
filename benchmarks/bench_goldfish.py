#!/usr/bin/env python3
"""Goldfish speed: games per second with the heuristic agent on the starter decks.

    python benchmarks/bench_goldfish.py [--games N] [--runs N] [--process-runs N]

Plays `--games` goldfish games of each diva example deck with the heuristic agent, on one
core (in this process) and with two worker processes (`--jobs 2`, pool start-up
included), and prints JSON: games per second, the median of `--runs` runs, and the
speed-up of two jobs over one. Then times the whole command
(`deckcheck goldfish DECK -n 10000 -o json`, start-up included) with -j 1 and -j 2.
Targets (issue 6): >= 500 games per second per core, a near-linear speed-up with 2 jobs.

`cores_used` is CPU seconds over wall seconds: with two jobs on an idle two-core machine
it is near 2; another busy process on the machine lowers it, and the speed-up with it.
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
COMMAND_GAMES = 10_000


def simulations(games: int) -> list[Any]:
    """A prepared simulation of each diva example deck."""
    from deckcheck.simulate.goldfish import load_goldfish, simulation_of
    from deckcheck.simulate.setup import GoldfishRequest

    found = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        decks = load_goldfish(path)
        if decks.format.name == "diva":
            found.append(simulation_of(decks, GoldfishRequest(games=games, seed=1)))
    return found


def rate(prepared: list[Any], jobs: int) -> tuple[float, float, float]:
    """Games per second over every deck, the mean decisions per game, and the cores the
    run had (CPU seconds over wall seconds: other processes on the machine take theirs)."""
    from deckcheck.simulate.runner import run_games

    games = decisions = 0
    start, cpu = time.perf_counter(), cpu_seconds()
    for simulation in prepared:
        tally = run_games(simulation, jobs).both()
        games += tally.games
        decisions += tally.decisions
    wall = time.perf_counter() - start
    return games / wall, decisions / games, (cpu_seconds() - cpu) / wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per deck and run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--process-runs", type=int, default=3, help="0 to skip")
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    prepared = simulations(args.games)
    rate(simulations(100), 1)  # warm up: card definitions, imports
    speeds, decisions = one_and_two_jobs(rate, prepared, args.runs, target=500)
    result: dict[str, Any] = {
        "benchmark": "goldfish",
        "engine": engine_build(),
        # Other processes compete for the cores: the figures mean little under load.
        "load_average_before": round(load_before, 2),
        "agent": "heuristic",
        "decks": len(prepared),
        "games_per_deck": args.games,
        "decisions_per_game": round(decisions, 1),
        **speeds,
    }
    if args.process_runs:
        deck = str(EXAMPLES / "wxdi-d01.yaml")
        for jobs in (1, 2):
            argv = deckcheck_command(
                "goldfish", deck, "-n", str(COMMAND_GAMES), "-o", "json", "-j", str(jobs)
            )
            figures = time_command_cores(argv, args.process_runs)
            result[f"command_{COMMAND_GAMES}_games_{jobs}_jobs"] = figures
    result["load_average_after"] = round(os.getloadavg()[0], 2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
