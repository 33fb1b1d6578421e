"""Playing the games of a run: in this process, or shared among worker processes.

Games are numbered from 1. Workers (`deckcheck.workers`) play contiguous chunks of
numbers and send back each chunk's integer tally (`deckcheck.simulate.tally`), merged
into the run's: the result is the same for any number of workers, and memory does not
grow with the games.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable
from contextlib import closing

from deckcheck.agents.base import AgentError, play
from deckcheck.engine.game import Game
from deckcheck.simulate.setup import Simulation
from deckcheck.simulate.tally import Failure, FailureCause, RunTally
from deckcheck.simulate.trace import GameTrace
from deckcheck.workers import ordered_results, useful_workers

Progress = Callable[[int, int], None]

# Below this many games per worker, starting workers costs more than it saves.
PARALLEL_MIN_GAMES = 200

_simulation: Simulation | None = None


def play_game(simulation: Simulation, number: int, *, log: bool = False) -> tuple[Game, GameTrace]:
    """Play game `number` of the run to its end: the game (for its log) and its trace."""
    game, recorder, agents = simulation.new_game(number, log=log)
    outcome = play(game, agents)
    return game, recorder.trace(number, outcome)


def play_games(simulation: Simulation, first: int, last: int) -> list[GameTrace]:
    """Games `first` to `last` (inclusive), in order."""
    return [play_game(simulation, number)[1] for number in range(first, last + 1)]


def failure(number: int, error: Exception) -> Failure:
    """Game `number`'s error: your agent's (AgentError), else deckcheck's."""
    if isinstance(error, AgentError):
        return Failure(number, str(error), FailureCause.AGENT)
    return Failure(number, f"{type(error).__name__}: {error}")


def chunk_size(games: int, workers: int) -> int:
    """Small enough to balance the workers and move the progress bar, big enough that
    sending chunks costs little."""
    return max(20, min(500, math.ceil(games / (workers * 16))))


def tally_games(simulation: Simulation, first: int, last: int) -> RunTally:
    """Games `first` to `last` (inclusive), counted. A game that raises (a bug in the
    engine, a card's ability or an agent) is counted as failed, and the others go on."""
    facts = simulation.card_facts()
    tally = RunTally()
    for number in range(first, last + 1):
        try:
            trace = play_game(simulation, number)[1]
        except Exception as error:
            tally.fail(failure(number, error))
            continue
        tally.add(trace, facts)
    return tally


def run_games(
    simulation: Simulation, jobs: int | None = 1, progress: Progress | None = None
) -> RunTally:
    """Every game of the run, counted, with up to `jobs` worker processes (None: every
    core; never more than are useful). The tallies of the chunks are integers merged in
    game order, so the result does not depend on `jobs`."""
    games = simulation.games
    workers = useful_workers(jobs, games, PARALLEL_MIN_GAMES)
    size = chunk_size(games, workers)
    chunks = [(start, min(start + size - 1, games)) for start in range(1, games + 1, size)]
    if workers > 1:
        return _run_in_workers(simulation, chunks, workers, progress)
    tally = RunTally()
    for first, last in chunks:
        tally.merge(tally_games(simulation, first, last))
        if progress is not None:
            progress(last, games)
    return tally


def _start_worker(simulation: Simulation) -> None:
    global _simulation
    _simulation = simulation
    gc.freeze()


def _play_chunk(first: int, last: int) -> RunTally:
    assert _simulation is not None, "worker started without a simulation"
    return tally_games(_simulation, first, last)


def _run_in_workers(
    simulation: Simulation,
    chunks: list[tuple[int, int]],
    workers: int,
    progress: Progress | None,
) -> RunTally:
    games = simulation.games
    tally = RunTally()
    results = ordered_results(_play_chunk, chunks, workers, _start_worker, (simulation,))
    # Closed however the loop ends (Ctrl-C in the progress bar too): the workers stop.
    with closing(results):
        for (_, last), result in zip(chunks, results, strict=True):
            if isinstance(result, Exception):  # not a game's error (those are tallied): a bug
                raise result
            tally.merge(result)
            if progress is not None:
                progress(last, games)
    return tally
