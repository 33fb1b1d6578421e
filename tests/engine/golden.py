"""Golden games: seeds whose log hashes are pinned in tests/golden/engine-games.json.

A change to the engine that changes how a game plays changes these hashes. When the
change is intended, regenerate the file and review the diff:

    python -m tests.engine.golden
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from deckcheck.agents import RandomAgent, agent_seed, play
from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.catalog import load_playable_database
from deckcheck.engine import Game, GameRules
from tests.engine.decks import classic_deck, example_decks

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "engine-games.json"

# (format, first deck, second deck, seed)
GAMES = [
    ("diva", "wxdi-d01", "wxdi-d02", 1),
    ("diva", "wxdi-d03", "wxdi-d04", 2),
    ("diva", "wxdi-d07", "wxdi-d09-h", 3),
    ("diva", "wxdi-d02", "wxdi-d07", 12345),
    ("classic", "WD01", "WD02", 4),
    ("classic", "WD03", "WD01", 5),
]


def play_golden(
    database: CardDatabase, format_name: str, first: str, second: str, seed: int
) -> Game:
    if format_name == "diva":
        decks = example_decks(database)
        pair = [decks[first], decks[second]]
    else:
        pair = [classic_deck(database, first), classic_deck(database, second)]
    game = Game(GameRules.preset(format_name), pair, seed)
    play(game, [RandomAgent(agent_seed(seed, 0)), RandomAgent(agent_seed(seed, 1))])
    return game


def summary(game: Game) -> dict[str, Any]:
    outcome = game.outcome()
    assert outcome is not None
    return {
        "log_hash": game.log_hash(),
        "outcome": outcome.to_dict(),
        "actions": len(game.actions),
    }


def compute(database: CardDatabase) -> list[dict[str, Any]]:
    records = []
    for format_name, first, second, seed in GAMES:
        game = play_golden(database, format_name, first, second, seed)
        records.append(
            {"format": format_name, "decks": [first, second], "seed": seed, **summary(game)}
        )
    return records


def main() -> None:
    records = compute(load_playable_database())
    GOLDEN.write_text(json.dumps({"games": records}, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {len(records)} games to {GOLDEN}")


if __name__ == "__main__":
    main()
