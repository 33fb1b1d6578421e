#!/usr/bin/env python3
"""Write `schemas/ability.schema.json` from the ability language's vocabulary.

    python tools/build_ability_schema.py [--check]

The schema is generated from the type hints of the terms in `deckcheck/effects/`: run
this after adding or changing an effect, condition, quantity or trigger. `--check`
writes nothing and exits 1 when the committed schema is not current (a test runs it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
SCHEMA = PROJECT / "schemas" / "ability.schema.json"


def render() -> str:
    sys.path.insert(0, str(PROJECT))
    from deckcheck.effects.vocabulary import ability_schema

    return json.dumps(ability_schema(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the schema is stale")
    args = parser.parse_args(argv)
    text = render()
    current = SCHEMA.read_text(encoding="utf-8") if SCHEMA.exists() else ""
    if args.check:
        if current != text:
            print(f"{SCHEMA.relative_to(PROJECT)} is stale: run {Path(__file__).name}")
            return 1
        return 0
    if current != text:
        SCHEMA.write_text(text, encoding="utf-8")
        print(f"wrote {SCHEMA.relative_to(PROJECT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
