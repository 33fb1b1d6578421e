"""Playing the games of runs: in this process, in local worker processes, or on a cluster.

A run is a `Work`: a frozen, picklable set-up of `games` games numbered from 1, whose
`tally_games(first, last)` plays games `first` to `last` and counts them in an integer
tally (`merge()` adds another). Each game is a pure function of the set-up and its
number, so any process may play any game. Workers (`deckcheck.workers`: local processes
or a Dask cluster) receive the set-ups once, play contiguous chunks of numbers and send
back each chunk's tally, merged into the run's in game order: the result is the same for
any number of workers, wherever they run, and memory does not grow with the games.
Several runs (a gauntlet's matches) share one set of workers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import closing
from typing import Any, Protocol, TypeVar

from deckcheck.agents.base import AgentError, play
from deckcheck.cards.pool import bundled_data_version
from deckcheck.engine.game import Game
from deckcheck.simulate.setup import Simulation
from deckcheck.simulate.tally import Failure, FailureCause, RunTally
from deckcheck.simulate.trace import GameTrace
from deckcheck.workers import Executor, Job, chunk_ranges, chunk_size, executor

Progress = Callable[[int, int], None]

# The fewest games in a chunk sent to a cluster: a chunk costs about 6 ms there (under
# 1 ms to a local pool) and a goldfish game 5-10 ms of a core, so 50 games keep the cost
# near 1% even on a busy machine, where a round trip takes several times as long
# (benchmarks/bench_cluster.py).
CLUSTER_MIN_CHUNK_GAMES = 50


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


def chunk_games(games: int, workers: Executor) -> int:
    """Small enough to balance the workers and move the progress bar, big enough that
    sending a chunk costs little next to playing it (more so on a cluster)."""
    smallest = CLUSTER_MIN_CHUNK_GAMES if workers.remote else 20
    return chunk_size(games, workers.workers, per_worker=16, smallest=smallest, largest=500)


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


def run_games(
    work: Work[T],
    jobs: int | None = 1,
    progress: Progress | None = None,
    *,
    scheduler: str | None = None,
) -> T:
    """Every game of one run, counted, with up to `jobs` worker processes (None: every
    core; never more than are useful) or on the Dask cluster whose scheduler is at
    `scheduler`. The result depends on neither."""
    return run_works([work], jobs, progress, scheduler=scheduler)[0]


def run_works(
    works: Sequence[Work[T]],
    jobs: int | None = 1,
    progress: Progress | None = None,
    *,
    scheduler: str | None = None,
) -> list[T]:
    """Every game of several runs, counted, each run's tally merged in game order, with up
    to `jobs` worker processes shared by the runs, or on the Dask cluster whose scheduler
    is at `scheduler`. `progress(done, total)` counts games."""
    total = sum(work.games for work in works)
    useful = sum(work.games // max(1, work.parallel_min_games) for work in works)
    tallies = [work.new_tally() for work in works]
    done = 0
    with executor(jobs=jobs, scheduler=scheduler, work=useful) as workers:
        chunks = [
            (index, first, last)
            for index, work in enumerate(works)
            for first, last in chunk_ranges(work.games, chunk_games(work.games, workers), 1)
        ]
        results = workers.ordered_results(works_job(works), chunks)
        # Closed however the loop ends (Ctrl-C in the progress bar too): the work stops.
        with closing(results):
            for (index, first, last), result in results:
                if isinstance(result, Exception):  # not a game's error (tallied): a bug
                    raise result
                tallies[index].merge(result)
                done += last - first + 1
                if progress is not None:
                    progress(done, total)
    return tallies


def works_job(works: Sequence[Work[Any]]) -> Job[tuple[Work[Any], ...], tuple[Work[Any], ...], Any]:
    """The games of `works` as the workers' job: chunks are (run, first, last), the run's
    index in `works` and game numbers, each giving its tally."""
    return Job(tuple(works), _prepared, _play_chunk, bundled_data_version, tuple(works))


def _prepared(works: tuple[Work[Any], ...]) -> tuple[Work[Any], ...]:
    """A worker's state: the runs, as they came."""
    return works


def _play_chunk(works: tuple[Work[Any], ...], index: int, first: int, last: int) -> Any:
    return works[index].tally_games(first, last)
