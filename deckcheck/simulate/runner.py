"""Playing the games of runs: in this process, or shared among worker processes.

A run is a `Work`: a frozen, picklable set-up of `games` games numbered from 1, whose
`tally_games(first, last)` plays games `first` to `last` and counts them in an integer
tally (`merge()` adds another). Each game is a pure function of the set-up and its
number, so any process may play any game. Workers (`deckcheck.workers`) play contiguous
chunks of numbers and send back each chunk's tally, merged into the run's in game
order: the result is the same for any number of workers, and memory does not grow with
the games. Several runs (a gauntlet's matches) share one pool.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Sequence
from contextlib import closing
from typing import Any, Protocol, TypeVar

from deckcheck.agents.base import AgentError, play
from deckcheck.engine.game import Game
from deckcheck.simulate.setup import Simulation
from deckcheck.simulate.tally import Failure, FailureCause, RunTally
from deckcheck.simulate.trace import GameTrace
from deckcheck.workers import ordered_results, useful_workers

Progress = Callable[[int, int], None]


class Tally(Protocol):
    def merge(self, other: Any) -> None: ...


T = TypeVar("T", bound=Tally)
T_co = TypeVar("T_co", bound=Tally, covariant=True)


class Work(Protocol[T_co]):
    """A run's set-up: what every game of it needs, and how its games are counted."""

    @property
    def games(self) -> int: ...

    # The fewest games per worker process that make another worker worth starting.
    @property
    def parallel_min_games(self) -> int: ...

    def new_tally(self) -> T_co: ...

    def tally_games(self, first: int, last: int) -> T_co: ...


_works: Sequence[Work[Any]] = ()


def play_game(simulation: Simulation, number: int, *, log: bool = False) -> tuple[Game, GameTrace]:
    """Play game `number` of the goldfish run to its end: the game (for its log) and its
    trace."""
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
    """Goldfish games `first` to `last` (inclusive), counted. A game that raises (a bug in
    the engine, a card's ability or an agent) is counted as failed, and the others go on."""
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


def run_games(work: Work[T], jobs: int | None = 1, progress: Progress | None = None) -> T:
    """Every game of one run, counted, with up to `jobs` worker processes (None: every
    core; never more than are useful). The result does not depend on `jobs`."""
    return run_works([work], jobs, progress)[0]


def run_works(
    works: Sequence[Work[T]], jobs: int | None = 1, progress: Progress | None = None
) -> list[T]:
    """Every game of several runs, counted, each run's tally merged in game order, with up
    to `jobs` worker processes shared by the runs. `progress(done, total)` counts games."""
    total = sum(work.games for work in works)
    useful = sum(work.games // max(1, work.parallel_min_games) for work in works)
    workers = useful_workers(jobs, useful)
    chunks: list[tuple[int, int, int]] = []
    for index, work in enumerate(works):
        size = chunk_size(work.games, workers)
        chunks.extend(
            (index, start, min(start + size - 1, work.games))
            for start in range(1, work.games + 1, size)
        )
    tallies = [work.new_tally() for work in works]
    done = 0
    if workers > 1:
        results = ordered_results(_play_chunk, chunks, workers, _start_worker, (tuple(works),))
        # Closed however the loop ends (Ctrl-C in the progress bar too): the workers stop.
        with closing(results):
            for (index, first, last), result in zip(chunks, results, strict=True):
                if isinstance(result, Exception):  # not a game's error (tallied): a bug
                    raise result
                tallies[index].merge(result)
                done += last - first + 1
                if progress is not None:
                    progress(done, total)
        return tallies
    for index, first, last in chunks:
        tallies[index].merge(works[index].tally_games(first, last))
        done += last - first + 1
        if progress is not None:
            progress(done, total)
    return tallies


def _start_worker(works: Sequence[Work[Any]]) -> None:
    global _works
    _works = works
    gc.freeze()


def _play_chunk(index: int, first: int, last: int) -> Any:
    assert _works, "worker started without its runs"
    return _works[index].tally_games(first, last)
