#!/usr/bin/env python3
"""Deck validation speed: one deck as a whole process, and a batch of generated decklists.

    python benchmarks/bench_validate.py [--runs N] [--decks N] [--jobs N]

Prints JSON. Targets (issue 3): `deckcheck validate examples/decks/wxdi-d01.yaml`,
whole process with a warm card cache, <= 0.35 s; a batch of 5,000 varied decklists
(legal and illegal, YAML and text, a few unreadable) >= 2,000 decks per second,
start-up excluded (the library call `check_paths`, which loads the card database
and starts its workers, timed in a process that has imported deckcheck).
The whole batch command is timed too, for reference.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import deckcheck_command, summary, time_call, time_command

PROJECT = Path(__file__).resolve().parent.parent
EXAMPLE = PROJECT / "examples" / "decks" / "wxdi-d01.yaml"

# Cards to break decks with: a SIGNI of a colour each starter deck (in file order)
# lacks, a card of the classic pool only, and names as people mistype them.
BLACK, GREEN = "Sasaki Saku, Code 2434", "Koalala, Phantom Terra Beast"
OFF_COLOR = [BLACK, GREEN, GREEN, BLACK, GREEN, GREEN]
CLASSIC_ONLY = "Heike, Phantom Insect"
TYPOS = ["Servnt #", "Koalala Phantom Terra", "Zwei =Slow Lorris=", "Polygenisis"]


def _base_decks() -> list[dict[str, object]]:
    import yaml

    decks = []
    for path in sorted((PROJECT / "examples" / "decks").glob("*.yaml")):
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        decks.append(data)
    return decks


def _split(entry: str) -> tuple[int, str]:
    count, _, name = entry.partition(" ")
    return (int(count), name) if count.isdigit() else (1, entry)


def _as_yaml(name: str, player: str, lrig: list[str], main: list[str]) -> str:
    lines = [f"name: {json.dumps(name)}", f"player: {json.dumps(player)}", "format: diva"]
    lines.append("lrig_deck:")
    lines += [f"  - {json.dumps(entry, ensure_ascii=False)}" for entry in lrig]
    lines.append("main_deck:")
    for index, entry in enumerate(main):
        count, card = _split(entry)
        if index % 5 == 4:
            lines.append(f"  - {{card: {json.dumps(card, ensure_ascii=False)}, count: {count}}}")
        else:
            lines.append(f"  - {json.dumps(entry, ensure_ascii=False)}")
    return "\n".join(lines) + "\n"


def _as_text(name: str, player: str, lrig: list[str], main: list[str]) -> str:
    lines = [name, f"Player: {player}", "", "LRIG Deck:"]
    lines += [f"1 {entry}" for entry in lrig]
    lines += ["", "Main Deck (40)"]
    lines += [f"{count}x {card}" for count, card in map(_split, main)]
    return "\n".join(lines) + "\n"


def generate_decklists(folder: Path, count: int, seed: int = 3) -> None:
    """`count` varied decklist files in `folder`: mostly legal starter decks, in YAML and
    text, and illegal ones of every common kind, plus a few unreadable files."""
    rng = random.Random(seed)
    bases = _base_decks()
    for index in range(count):
        base = bases[index % len(bases)]
        name, player = str(base["name"]), f"Player {index:05d}"
        lrig = list(base["lrig_deck"])  # type: ignore[call-overload]
        main = list(base["main_deck"])  # type: ignore[call-overload]
        kind = index % 20
        if kind == 1:
            main.append("1 " + _split(main[0])[1])  # copy-limit, main-deck-size
        elif kind == 2:
            main[rng.randrange(len(main))] = f"4 {OFF_COLOR[index % len(bases)]}"  # color-mismatch
        elif kind == 3:
            lrig.pop(0)  # level-zero-lrigs
        elif kind == 4:
            main[rng.randrange(len(main))] = "4 " + rng.choice(TYPOS)  # unknown-card
        elif kind == 5:
            main[rng.randrange(len(main))] = f"4 {CLASSIC_ONLY}"  # not-in-pool
        elif kind == 6:
            main = main[:-1]  # main-deck-size
        text_file = index % 3 == 0
        body = (_as_text if text_file else _as_yaml)(name, player, lrig, main)
        if kind == 7 and not text_file:
            body = body.replace('"4 Servant #"', "4 Servant #")  # the YAML comment trap
        elif kind == 8 and index % 40 == 8:
            body = body.replace("main_deck:", "main_deck: [")  # broken YAML
        path = folder / f"submission-{index:05d}.{'txt' if text_file else 'yaml'}"
        path.write_text(body, encoding="utf-8")
        if index % 500 == 9:
            (folder / f"submission-{index:05d}-scan.pdf").write_bytes(bytes(range(256)) * 4)
        if index % 1000 == 11:
            (folder / f"submission-{index:05d}-empty.yaml").write_text("", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--decks", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=None, help="Worker processes (default: all).")
    args = parser.parse_args()
    os.environ["DECKCHECK_CACHE_DIR"] = tempfile.mkdtemp(prefix="deckcheck-bench-")
    # An installed package has its bytecode compiled; time it that way.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    from deckcheck.cards.pool import load_database
    from deckcheck.validation import check_paths

    load_database()  # write the card cache
    one_deck = deckcheck_command("validate", str(EXAMPLE))
    time_command(one_deck, 1, env)  # warm the bytecode
    single = time_command(one_deck, args.runs, env)

    with tempfile.TemporaryDirectory(prefix="deckcheck-decks-") as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        generate_decklists(folder, args.decks)
        generated = time.perf_counter() - started
        report = check_paths([folder], jobs=args.jobs)
        files = len(report.results)
        summary_counts = report.summary()
        batch = time_call(lambda: check_paths([folder], jobs=args.jobs), args.runs)
        command = deckcheck_command("validate", str(folder), "--output", "json")
        if args.jobs:
            command += ["--jobs", str(args.jobs)]

        def run_command() -> None:
            import subprocess

            subprocess.run(command, capture_output=True, env=env, check=False)

        whole = time_call(run_command, max(3, args.runs // 2))

    batch_summary = summary(batch)
    print(
        json.dumps(
            {
                "benchmark": "validate",
                "cores": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
                "single_deck_process": summary(single) | {"target_s": 0.35},
                "batch": {
                    "files": files,
                    "legal": summary_counts["legal"],
                    "illegal": summary_counts["illegal"],
                    "unreadable": summary_counts["unreadable"],
                    "generated_in_s": round(generated, 2),
                    "check_paths": batch_summary,
                    "decks_per_second_median": round(files / batch_summary["median_s"]),
                    "target_decks_per_second": 2000,
                },
                "batch_command_process": summary(whole)
                | {"decks_per_second_median": round(files / statistics_median(whole))},
            },
            indent=2,
        )
    )


def statistics_median(values: list[float]) -> float:
    import statistics

    return statistics.median(values)


if __name__ == "__main__":
    main()
