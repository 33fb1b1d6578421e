#!/usr/bin/env python3
"""Exact statistics speed: `deckcheck stats` on a starter deck as a whole process.

    python benchmarks/bench_stats.py [--runs N] [--deck PATH]

Prints JSON. Target (issue 6): `deckcheck stats examples/decks/wxdi-d01.yaml`, whole
process with a warm card cache, <= 0.5 s. Also times the JSON output and the library call
alone (loading the deck and computing every figure, in one process), and `cards show`
as a whole process for the start-up floor every command shares.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import deckcheck_command, summary, time_call, time_command

PROJECT = Path(__file__).resolve().parent.parent
DEFAULT_DECK = PROJECT / "examples" / "decks" / "wxdi-d01.yaml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--deck", type=Path, default=DEFAULT_DECK)
    args = parser.parse_args()
    os.environ["DECKCHECK_CACHE_DIR"] = tempfile.mkdtemp(prefix="deckcheck-bench-")
    env = dict(os.environ, COLUMNS="120")

    from deckcheck.cards.pool import load_database
    from deckcheck.decks import load_deck
    from deckcheck.stats import exact
    from deckcheck.stats.distribution import hypergeometric
    from deckcheck.stats.report import StatsRequest, deck_report

    database = load_database()  # writes the cache: every process below starts warm
    deck = str(args.deck)
    table = time_command(deckcheck_command("stats", deck), args.runs, env)
    as_json = time_command(deckcheck_command("stats", deck, "-o", "json"), args.runs, env)
    # The floor every command stands on: start-up and a warm card database.
    baseline = time_command(deckcheck_command("cards", "show", "Servant #"), args.runs, env)

    def library_call() -> None:
        # Cold caches, as in a fresh process.
        exact._final_hand.cache_clear()
        exact._seen_after_draws.cache_clear()
        hypergeometric.cache_clear()
        deck_report(load_deck(args.deck, database), StatsRequest(), database)

    library = time_call(library_call, args.runs)
    print(
        json.dumps(
            {
                "benchmark": "stats",
                "deck": deck,
                "stats_process": summary(table) | {"target_s": 0.5},
                "stats_json_process": summary(as_json) | {"target_s": 0.5},
                "load_deck_and_report": summary(library),
                "baseline_cards_show_process": summary(baseline),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
