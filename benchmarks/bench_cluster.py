#!/usr/bin/env python3
"""Cluster speed: goldfish games per second on local workers and on a local Dask cluster.

    python benchmarks/bench_cluster.py [--games N] [--runs N] [--chunks N]

Starts a Dask cluster of two single-threaded worker processes on this machine (loopback
only; needs `deckcheck[cluster]`) and plays `--games` goldfish games of the starter deck
WXDi-D01 (heuristic agent), alternating runs: two local worker processes (`--jobs 2`,
pool start-up included) and the cluster (`--scheduler`, chunk sizes as deckcheck chooses
them). Prints JSON: the medians of `--runs` runs of each, the cluster's speed over the
local pool's (the target is at least 0.85), the cluster's first run (the workers load the
card data and receive the set-up), and the overhead per chunk: the wall time of `--chunks`
empty chunks (no game) through each executor, divided by their number.

The machine may be shared: the load average before and after is printed, and alternating
runs spreads other processes' load over both sides.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from contextlib import closing
from pathlib import Path
from typing import Any

DECK = Path(__file__).resolve().parent.parent / "examples" / "decks" / "wxdi-d01.yaml"


def games_per_second(simulation: Any, *, jobs: int = 2, scheduler: str | None = None) -> float:
    from deckcheck.simulate.runner import run_games

    start = time.perf_counter()
    run_games(simulation, jobs, scheduler=scheduler)
    return float(simulation.games) / (time.perf_counter() - start)


def chunk_overhead(simulation: Any, chunks: int, *, scheduler: str | None) -> float:
    """Seconds per chunk of `chunks` empty chunks (first > last: no game) sent, run and
    merged in order, on a started pool or a connected cluster."""
    from deckcheck.simulate.runner import works_job
    from deckcheck.workers import executor

    job = works_job([simulation])
    with executor(jobs=2, scheduler=scheduler, work=chunks, per_worker=1) as workers:
        # Once to start the pool or send the set-up, then timed.
        timings = []
        for _ in range(2):
            start = time.perf_counter()
            results = workers.ordered_results(job, [(0, 1, 0)] * chunks)
            with closing(results):
                for _, result in results:
                    assert not isinstance(result, Exception), result
            timings.append(time.perf_counter() - start)
    return timings[-1] / chunks


def figures(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 1),
        "min": round(min(values), 1),
        "max": round(max(values), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chunks", type=int, default=400)
    args = parser.parse_args()

    from distributed import LocalCluster

    from deckcheck.simulate.goldfish import load_goldfish, simulation_of
    from deckcheck.simulate.runner import chunk_games
    from deckcheck.simulate.setup import GoldfishRequest
    from deckcheck.workers import executor

    load_before = os.getloadavg()[0]
    simulation = simulation_of(load_goldfish(DECK), GoldfishRequest(games=args.games, seed=1))
    with LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    ) as cluster:
        address = cluster.scheduler_address
        with executor(jobs=2, scheduler=address, work=args.games) as workers:
            cluster_chunk = chunk_games(args.games, workers)
        with executor(jobs=2, scheduler=None, work=args.games, per_worker=1) as workers:
            local_chunk = chunk_games(args.games, workers)
        first = games_per_second(simulation, scheduler=address)
        games_per_second(simulation, jobs=2)  # warm up this process too
        local: list[float] = []
        remote: list[float] = []
        for _ in range(args.runs):
            local.append(games_per_second(simulation, jobs=2))
            remote.append(games_per_second(simulation, scheduler=address))
        overhead_local = chunk_overhead(simulation, args.chunks, scheduler=None)
        overhead_cluster = chunk_overhead(simulation, args.chunks, scheduler=address)
    ratio = statistics.median(remote) / statistics.median(local)
    result = {
        "benchmark": "cluster",
        # Other processes compete for the cores: the figures mean little under load.
        "load_average_before": round(load_before, 2),
        "deck": DECK.name,
        "agent": "heuristic",
        "games": args.games,
        "runs": args.runs,
        "games_per_chunk": {"local": local_chunk, "cluster": cluster_chunk},
        "games_per_second_local_2_jobs": figures(local),
        "games_per_second_cluster_2_workers": figures(remote),
        "games_per_second_cluster_first_run": round(first, 1),
        "cluster_over_local": round(ratio, 3),
        "target_cluster_over_local": 0.85,
        "overhead_per_chunk_ms": {
            "local": round(overhead_local * 1000, 3),
            "cluster": round(overhead_cluster * 1000, 3),
        },
        "load_average_after": round(os.getloadavg()[0], 2),
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
