#!/usr/bin/env python3
"""Card database speed: warm and cold loads of both pools, and `cards show` as a process.

    python benchmarks/bench_carddb.py [--runs N]

Prints JSON. The card database (facts; what `validate`, `stats` and `cards search` read)
and the playable database (facts with the cards' abilities compiled; what `goldfish`
and `cards show` read) are timed cold (no cache: reading and checking every card file;
without a cache the bundled cards' abilities are compiled when first asked for) and
warm (from the caches, in a fresh process). `cold_load_playable_every_card` asks for
every card's abilities after a cold load: what a first run with an empty cache pays
before it writes the cache whole. Targets (issues 2, 10 and 11): warm load <= 0.050 s,
cold load <= 1 s (playable: <= 2 s), `deckcheck cards show "Servant #"` warm, whole
process, <= 0.3 s.
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


def _warm_load_in_fresh_process(
    module: str = "deckcheck.cards.pool", function: str = "load_database"
) -> float:
    code = (
        f"import time; from {module} import {function}; "
        f"s = time.perf_counter(); {function}(); print(time.perf_counter() - s)"
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
    from deckcheck.effects.catalog import load_playable_database

    cold = time_call(lambda: load_database(use_cache=False), max(3, args.runs // 3))
    cold_playable = time_call(
        lambda: load_playable_database(use_cache=False), max(3, args.runs // 3)
    )

    def every_card_compiled() -> None:
        for card in load_playable_database(use_cache=False).cards:
            _ = card.ability_text

    every_card = time_call(every_card_compiled, max(3, args.runs // 3))
    load_playable_database()  # write both caches
    # A warm load is what every command does first, in a fresh process.
    warm = [_warm_load_in_fresh_process() for _ in range(args.runs)]
    warm_playable = [
        _warm_load_in_fresh_process("deckcheck.effects.catalog", "load_playable_database")
        for _ in range(args.runs)
    ]
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
                "cold_load": summary(cold) | {"target_s": 1.0},
                "warm_load_playable": summary(warm_playable),
                "cold_load_playable": summary(cold_playable) | {"target_s": 2.0},
                "cold_load_playable_every_card": summary(every_card),
                "cards_show_process": summary(show) | {"target_s": 0.3},
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
