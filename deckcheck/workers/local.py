"""Local workers: this process, or a pool of worker processes (`--jobs`).

`useful_workers` says how many processes a run should start: no more than asked, than
the cores it may use, or than leave each worker a useful share of the work. One worker
means this process: the chunks run here, one after the other. More run in a pool
(`worker_pool`) whose workers make the job's state once each. Where processes are
forked (Linux) they inherit the parent's loaded card database and prepared state, so
starting them costs almost nothing; elsewhere each worker receives the job's setup once.
The card database is tens of thousands of long-lived objects: frozen, the garbage
collector stops walking them in every worker (which also spares the copy-on-write pages
the workers share with the parent): twice the throughput.

Ctrl-C belongs to the parent: workers ignore it, and when the parent is interrupted
(or fails) it stops every worker at once, whatever it is doing, instead of waiting for
the work queued. A Ctrl-C pressed while the workers are being forked waits in the parent
until they are, so that no worker is interrupted before it can ignore it.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
import sys
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from deckcheck.workers.base import CHUNKS_AHEAD_PER_WORKER, C, Executor, Job, R, in_order

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

# How long a worker may take to end when told to, before it is killed.
_STOP_SECONDS = 0.5
# How long the executor's thread may take to see its workers gone and close its pipes.
_MANAGER_STOP_SECONDS = 5.0

# Signal masks are POSIX: Windows has none (nor the terminal's Ctrl-C to every process).
_CAN_BLOCK_SIGNALS = hasattr(signal, "pthread_sigmask")
# The parent's prepared state while its pool runs: forked workers inherit it.
_inherited: Any = None
# A worker process's job: its `run` and its state.
_run: Callable[..., Any] | None = None
_state: Any = None


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


class LocalExecutor(Executor):
    """`workers` local processes; one means this process."""

    remote = False

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def ordered_results(
        self, job: Job[Any, Any, R], chunks: Iterable[C]
    ) -> Generator[tuple[C, R | Exception], None, None]:
        if self.workers <= 1:
            yield from _here(job, chunks)
            return
        global _inherited
        _inherited = job.prepared
        try:
            with worker_pool(self.workers, job) as pool:
                yield from in_order(
                    lambda chunk: _submit(pool, chunk),
                    chunks,
                    self.workers * CHUNKS_AHEAD_PER_WORKER,
                )
        finally:
            _inherited = None


def _here(
    job: Job[Any, Any, R], chunks: Iterable[C]
) -> Generator[tuple[C, R | Exception], None, None]:
    state = job.state()
    for chunk in chunks:
        result: R | Exception
        try:
            result = job.run(state, *chunk)
        except Exception as error:
            result = error
        yield chunk, result


@contextmanager
def worker_pool(workers: int, job: Job[Any, Any, Any]) -> Iterator[ProcessPoolExecutor]:
    """A pool of `workers` processes, each with the job's state; every worker is stopped
    at once when the block ends with an error (Ctrl-C, a closed generator)."""
    # Imported here: a run in this process (one deck, a few games) never pays for them.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    gc.freeze()
    context = multiprocessing.get_context("fork") if sys.platform == "linux" else None
    try:
        with ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_start_worker,
            initargs=(job.prepare, job.run, job.setup),
        ) as pool:
            try:
                yield pool
            except BaseException:
                _stop_workers(pool)
                raise
    finally:
        gc.unfreeze()


def _submit(pool: ProcessPoolExecutor, chunk: Any) -> Future[Any]:
    """`pool.submit` with Ctrl-C held back: a submit may fork the workers, and a child
    starts with its parent's blocked signals (and none pending), so a Ctrl-C pressed now
    reaches the parent once this returns, and never a worker that cannot ignore it yet."""
    if not _CAN_BLOCK_SIGNALS:
        return pool.submit(_run_chunk, *chunk)
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        return pool.submit(_run_chunk, *chunk)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _start_worker(prepare: Callable[[Any], Any], run: Callable[..., Any], setup: Any) -> None:
    # A Ctrl-C at the terminal reaches every process of the group; the parent answers it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if _CAN_BLOCK_SIGNALS:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    global _run, _state
    _run = run
    _state = _inherited if _inherited is not None else prepare(setup)
    gc.freeze()


def _run_chunk(*chunk: Any) -> Any:
    assert _run is not None, "worker started without its job"
    return _run(_state, *chunk)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End the workers now, whatever they are doing, and drop the queued work: the run is
    over. (The executor has no public way to stop work in progress; its processes do.)"""
    processes = list((pool._processes or {}).values())
    # Taken now: `shutdown` forgets them.
    manager = getattr(pool, "_executor_manager_thread", None)
    results = getattr(pool, "_result_queue", None)
    for process in processes:
        with contextlib.suppress(OSError, ValueError):
            process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join(_STOP_SECONDS)
            if process.is_alive():
                process.kill()
    # A worker stopped while it sent a large result (a batch's reports) leaves half a
    # message in the results pipe, and the executor's thread waits for the rest for ever
    # (and the interpreter, at its exit, for that thread). With the workers gone, closing
    # this process's end for writing is the pipe's end: the thread sees it and finishes.
    if results is not None:
        with contextlib.suppress(OSError, AttributeError):
            results._writer.close()
    # Let the executor's own thread see its workers gone and close its pipes now: else,
    # at the interpreter's exit, the executor's exit hook may write to a pipe that thread
    # is closing at that moment, and print a traceback ("Bad file descriptor").
    if manager is not None:
        manager.join(_MANAGER_STOP_SECONDS)
