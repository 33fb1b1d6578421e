"""Where the work of a long run is done: in this process, in local worker processes, or on
a Dask cluster. One interface, two implementations; the commands do not know which.

A run (the games of a goldfish run, the files of a batch) is cut into chunks. A `Job`
says what every worker needs and what it does with a chunk:

* `setup`: frozen, picklable data (a prepared simulation; a format and the user's
  cards), sent once per worker, never per chunk;
* `prepare(setup)`: the worker's working state (a deck checker with its card database),
  built once per worker;
* `run(state, *chunk)`: one chunk's result (an integer tally, a list of reports).

An `Executor` runs a job's chunks and yields each chunk's result in chunk order, as it is
ready; a chunk that raised yields its exception and the others still run. Closing the
generator (Ctrl-C in the caller's loop, an error) stops the work at once: local workers
are ended, a cluster's tasks cancelled. Results depend only on the setup and the chunks,
never on which worker ran them, so a run gives the same result in this process, on any
number of local workers, and on any cluster.

* `deckcheck.workers.local`: this process (one worker) or a pool of local processes
  (`--jobs`): forked workers inherit the parent's loaded state.
* `deckcheck.workers.cluster`: a Dask `distributed` scheduler (`--scheduler ADDRESS`,
  the optional extra `deckcheck[cluster]`, imported only then). Each worker checks that
  it runs the client's deckcheck version and card data before it plays.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from deckcheck.workers.base import (
    ClusterError,
    Executor,
    IncompatibleWorkerError,
    Job,
    WorkersError,
    chunk_ranges,
    chunk_size,
)

__all__ = [
    "SCHEDULER_ENV",
    "ClusterError",
    "Executor",
    "IncompatibleWorkerError",
    "Job",
    "WorkersError",
    "chunk_ranges",
    "chunk_size",
    "executor",
]

# The scheduler's address when `--scheduler` is not given.
SCHEDULER_ENV = "DECKCHECK_SCHEDULER"


@contextmanager
def executor(
    *, jobs: int | None, scheduler: str | None, work: int, per_worker: int = 1
) -> Iterator[Executor]:
    """The executor of a run of `work` units (games, files): the Dask cluster whose
    scheduler is at `scheduler`, else local workers (`useful_workers(jobs, work,
    per_worker)`; one means this process). A cluster's connection closes at the end.
    Each is imported only when used."""
    if not scheduler:
        from deckcheck.workers.local import LocalExecutor, useful_workers

        yield LocalExecutor(useful_workers(jobs, work, per_worker))
        return
    from deckcheck.workers.cluster import DaskExecutor

    with DaskExecutor.connect(scheduler) as cluster:
        yield cluster
