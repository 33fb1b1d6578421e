"""Worker processes for long runs (a batch of decklists, a goldfish run).

`useful_workers` says how many processes a run should start: no more than asked, than
the cores it may use, or than leave each worker a useful share of the work. Then
`ordered_results` runs chunks of the work in a pool (`worker_pool`) whose workers run
`initializer(*initargs)` once, and gives back each chunk's result in order.
Where processes are forked (Linux) they inherit the parent's loaded card database and
prepared state, so starting them costs almost nothing; elsewhere each worker receives
`initargs` once. The card database is tens of thousands of long-lived objects: frozen,
the garbage collector stops walking them in every worker (which also spares the
copy-on-write pages the workers share with the parent): twice the throughput.

Ctrl-C belongs to the parent: workers ignore it, and when the parent is interrupted
(or fails) it stops every worker at once, whatever it is doing, instead of waiting for
the work queued.
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, TypeVar

T = TypeVar("T")

# How long a worker may take to end when told to, before it is killed.
_STOP_SECONDS = 0.5


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def useful_workers(jobs: int | None, work: int, per_worker: int = 1) -> int:
    """Worker processes for `work` units (files, games): `jobs` (default every core), but
    never more than the cores, nor so many that a worker gets fewer than `per_worker`
    units (starting it would cost more than it saves). 1 means: work in this process."""
    cores = available_cores()
    wanted = cores if jobs is None else min(jobs, cores)
    return max(1, min(wanted, work // max(1, per_worker)))


def ordered_results(
    function: Callable[..., T],
    chunks: Sequence[tuple[Any, ...]],
    workers: int,
    initializer: Callable[..., None],
    initargs: tuple[Any, ...],
) -> Generator[T | Exception, None, None]:
    """`function(*chunk)` of each chunk, run by `workers` processes, yielded in chunk
    order as each is ready; a chunk that raised (or whose worker died) yields its
    exception, and the others still run. Closing the generator (or an error while it
    waits) stops the workers at once."""
    with worker_pool(workers, initializer, initargs) as pool:
        futures = [pool.submit(function, *chunk) for chunk in chunks]
        for future in futures:
            try:
                yield future.result()
            except Exception as error:
                yield error


@contextmanager
def worker_pool(
    workers: int, initializer: Callable[..., None], initargs: tuple[Any, ...]
) -> Iterator[ProcessPoolExecutor]:
    gc.freeze()
    context = multiprocessing.get_context("fork") if sys.platform == "linux" else None
    try:
        with ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_start_worker,
            initargs=(initializer, initargs),
        ) as pool:
            try:
                yield pool
            except BaseException:
                _stop_workers(pool)
                raise
    finally:
        gc.unfreeze()


def _start_worker(initializer: Callable[..., None], initargs: tuple[Any, ...]) -> None:
    # A Ctrl-C at the terminal reaches every process of the group; the parent answers it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    initializer(*initargs)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End the workers now, whatever they are doing, and drop the queued work: the run is
    over. (The executor has no public way to stop work in progress; its processes do.)"""
    processes = list((pool._processes or {}).values())
    for process in processes:
        with contextlib.suppress(OSError, ValueError):
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join(_STOP_SECONDS)
            if process.is_alive():
                process.kill()
