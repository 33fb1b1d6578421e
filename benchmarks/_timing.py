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
