#!/usr/bin/env python3
"""Card database speed: warm and cold loads of both pools, and `cards show` as a process.

    python benchmarks/bench_carddb.py [--runs N]

Prints JSON. Targets (issue 2): warm load <= 0.050 s, cold load <= 2 s,
`deckcheck cards show "Servant #"` warm, whole process, <= 0.3 s.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import deckcheck_command, summary, time_call, time_command


def _warm_load_in_fresh_process() -> float:
    code = (
        "import time; from deckcheck.cards.pool import load_database; "
        "s = time.perf_counter(); load_database(); print(time.perf_counter() - s)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    )
    return float(result.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    os.environ["DECKCHECK_CACHE_DIR"] = tempfile.mkdtemp(prefix="deckcheck-bench-")

    from deckcheck.cards.pool import load_database

    cold = time_call(lambda: load_database(use_cache=False), max(3, args.runs // 3))
    load_database()  # write the cache
    # A warm load is what every command does first, in a fresh process.
    warm = [_warm_load_in_fresh_process() for _ in range(args.runs)]
    show = time_command(
        deckcheck_command("cards", "show", "Servant #"), args.runs, dict(os.environ)
    )
    database = load_database()
    print(
        json.dumps(
            {
                "benchmark": "carddb",
                "cards": len(database),
                "warm_load": summary(warm) | {"target_s": 0.05},
                "cold_load": summary(cold) | {"target_s": 2.0},
                "cards_show_process": summary(show) | {"target_s": 0.3},
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
