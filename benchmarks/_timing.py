"""Helpers shared by the benchmark scripts: repeated timings summarised by their median."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

# Processes are timed as an installed program runs: with Python's bytecode cache. Some
# environments set PYTHONDONTWRITEBYTECODE, which makes every process compile every
# module again; every benchmark script imports this module, so its children never do.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


def time_call(function: Callable[[], Any], runs: int) -> list[float]:
    """Wall-clock seconds of `runs` calls of `function`."""
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        timings.append(time.perf_counter() - start)
    return timings


def time_command(argv: Sequence[str], runs: int, env: dict[str, str] | None = None) -> list[float]:
    """Wall-clock seconds of `runs` runs of a whole process."""

    def run() -> None:
        subprocess.run(argv, check=True, capture_output=True, env=env)

    return time_call(run, runs)


def summary(timings: Sequence[float]) -> dict[str, float]:
    """Median, minimum and maximum in seconds, rounded for reading."""
    return {
        "median_s": round(statistics.median(timings), 4),
        "min_s": round(min(timings), 4),
        "max_s": round(max(timings), 4),
        "runs": len(timings),
    }


def deckcheck_command(*args: str) -> list[str]:
    """The installed `deckcheck` console script, run by this interpreter's environment."""
    from pathlib import Path

    script = Path(sys.executable).with_name("deckcheck")
    return [str(script), *args] if script.exists() else [sys.executable, "-m", "deckcheck", *args]


def cpu_seconds() -> float:
    """CPU time of this process and of its finished children (workers, commands)."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def one_and_two_jobs(
    rate: Callable[[Any, int], tuple[float, float, float]], prepared: Any, runs: int, target: float
) -> tuple[dict[str, Any], float]:
    """`runs` runs of `rate(prepared, jobs)` (games per second, decisions per game, cores
    used) on one core and with two jobs: the medians, the speed-up and the cores the
    two-job runs had; and the decisions per game."""
    one: list[float] = []
    two: list[float] = []
    cores_two: list[float] = []
    decisions = 0.0
    for _ in range(runs):
        per_second, decisions, _ = rate(prepared, 1)
        one.append(per_second)
        per_second, _, cores = rate(prepared, 2)
        two.append(per_second)
        cores_two.append(cores)

    def figures(rates: Sequence[float]) -> dict[str, float]:
        return {
            "median": round(statistics.median(rates), 1),
            "min": round(min(rates), 1),
            "max": round(max(rates), 1),
        }

    return {
        "games_per_second_1_job": figures(one) | {"target": target},
        "games_per_second_2_jobs": figures(two),
        "speed_up_2_jobs": round(statistics.median(two) / statistics.median(one), 2),
        "cores_used_2_jobs": round(statistics.median(cores_two), 2),
    }, decisions


def time_command_cores(argv: Sequence[str], runs: int) -> dict[str, Any]:
    """`summary` of `runs` runs of a whole process, and the cores it used (CPU seconds over
    wall seconds, its workers included)."""
    cpu = cpu_seconds()
    timings = time_command(argv, runs)
    return summary(timings) | {"cores_used": round((cpu_seconds() - cpu) / sum(timings), 2)}


def engine_build() -> str:
    """How the rules engine runs here: "compiled" (by mypyc, in a wheel) or "pure Python"."""
    from deckcheck.engine import compiled

    return "compiled" if compiled() else "pure Python"
