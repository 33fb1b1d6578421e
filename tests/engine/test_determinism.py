"""Determinism: a seed gives the same game, in one process, across processes, and on replay.

The golden file pins the log hash of a few seeds; regenerate it with
`python -m tests.engine.golden` when a change of the engine is meant to change games.
"""

from __future__ import annotations

import json
import multiprocessing

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.catalog import load_playable_database
from deckcheck.engine import Action, ActionKind, Game, GameRules, PlayerDeck, replay
from tests.engine.golden import GAMES, GOLDEN, compute, play_golden


def _hash_of(job: tuple[str, str, str, int]) -> str:
    game = play_golden(load_playable_database(), *job)
    return game.log_hash()


def test_golden_games_play_as_pinned(database: CardDatabase) -> None:
    pinned = json.loads(GOLDEN.read_text(encoding="utf-8"))["games"]
    assert compute(database) == pinned


def test_same_seed_same_log_in_one_process(database: CardDatabase) -> None:
    job = GAMES[0]
    first = play_golden(database, *job)
    second = play_golden(database, *job)
    assert first.log_hash() == second.log_hash()
    assert first.log_lines() == second.log_lines()
    assert play_golden(database, job[0], job[1], job[2], job[3] + 1).log_hash() != first.log_hash()


def test_same_seed_same_log_across_worker_processes(database: CardDatabase) -> None:
    # Fresh interpreters (spawn) have their own hash seeds: a result that depended on the
    # iteration order of a set or on object addresses would differ here.
    expected = [play_golden(database, *job).log_hash() for job in GAMES]
    context = multiprocessing.get_context("spawn")
    with context.Pool(2) as pool:
        assert pool.map(_hash_of, GAMES) == expected


def test_replay_reproduces_a_game_from_its_seed_and_actions(
    diva_decks: dict[str, PlayerDeck],
) -> None:
    game = play_golden(load_playable_database(), *GAMES[1])
    record = game.record()
    again = record.replay()
    assert again.log_hash() == game.log_hash()
    assert again.outcome() == game.outcome()
    # Actions also replay from plain tuples (as they would after being saved as JSON).
    plain = [tuple(action) for action in game.actions]
    rebuilt = replay(game.seed, [Action(*a) for a in plain], game.rules, list(game.decks))
    assert rebuilt.log_hash() == game.log_hash()


def test_the_log_reads_as_a_game(diva_decks: dict[str, PlayerDeck]) -> None:
    game = Game(GameRules.diva(), [diva_decks["wxdi-d01"], diva_decks["wxdi-d02"]], 8)
    while not game.is_terminal() and game.turn < 3:
        legal = game.legal_actions()
        ends = [a for a in legal if a.kind in (ActionKind.END_MAIN, ActionKind.SKIP)]
        game.apply_action(ends[0] if ends else legal[0])
    lines = game.log_lines()
    assert any("goes first" in line for line in lines)
    assert any(line.startswith("T1 [draw phase]") and " draws " in line for line in lines)
    assert any("turn 2 begins" in line for line in lines)
