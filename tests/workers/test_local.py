"""Local worker pools: stopping a run in the middle leaves nothing behind."""

from __future__ import annotations

import os
import signal
import struct
import threading
import time

import pytest

from deckcheck.workers import local
from deckcheck.workers.base import Job


def _prepare(setup: int) -> int:
    return setup


def _echo(state: int, index: int) -> int:
    return index


def _no_card_data() -> str:
    return ""


def _executor_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if "ExecutorManagerThread" in type(t).__name__]


def test_a_run_stopped_while_a_worker_sends_a_result_leaves_no_thread_waiting() -> None:
    # Ctrl-C while a worker is in the middle of sending a large result (a batch's
    # reports): the worker is stopped with half its message in the results pipe, and the
    # pool's own thread waits for the rest. It must still end, else the interpreter waits
    # for it at exit for ever (seen: `deckcheck validate -j 2` printed "interrupted" and
    # never ended).
    job = Job(setup=0, prepare=_prepare, run=_echo, card_data=_no_card_data)
    with pytest.raises(KeyboardInterrupt), local.worker_pool(2, job) as pool:
        assert pool.submit(local._run_chunk, 1).result() == 1
        # Half a message, as a worker stopped in the middle of its send leaves it: the
        # length of a large result, then only its first bytes.
        os.write(pool._result_queue._writer.fileno(), struct.pack("!i", 1 << 20) + bytes(10))
        time.sleep(0.2)  # the pool's thread is reading it
        raise KeyboardInterrupt
    deadline = time.monotonic() + 10
    while _executor_threads() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _executor_threads()


def _sigint_in_worker(state: int, index: int) -> tuple[bool, bool]:
    """Whether this worker ignores Ctrl-C, and whether it holds it back (blocked)."""
    ignored = signal.getsignal(signal.SIGINT) == signal.SIG_IGN
    blocked = signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, set())
    return ignored, blocked


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signal masks")
def test_ctrl_c_pressed_while_workers_are_forked_reaches_the_parent_and_no_worker() -> None:
    # The workers are forked by a submit with Ctrl-C held back: a worker forked as the
    # key is pressed would otherwise be interrupted before its initializer ignores it
    # (its traceback on the terminal, the pool broken). The parent gets the Ctrl-C once
    # the submit returns; the workers ignore it and hold nothing back afterwards.
    job = Job(setup=0, prepare=_prepare, run=_sigint_in_worker, card_data=_no_card_data)
    executor = local.LocalExecutor(2)
    results = executor.ordered_results(job, [(index,) for index in range(4)])
    assert next(results)[1] == (True, False)
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())
    assert all(result == (True, False) for _chunk, result in results)

    pressed: list[bool] = []
    previous = signal.signal(signal.SIGINT, lambda *_: pressed.append(True))
    try:
        with local.worker_pool(2, job) as pool:
            real_submit = pool.submit

            def submit_pressing_ctrl_c(*args: object) -> object:
                # Pressed while the workers fork, sent to this thread: sent to the process,
                # another thread (a previous pool's, still closing) may take it and Python
                # then answers it in this thread at once, before the submit returns; the
                # workers are safe either way, as they start with this thread's mask.
                signal.pthread_kill(threading.get_ident(), signal.SIGINT)
                assert not pressed, "Ctrl-C answered while the workers were being forked"
                return real_submit(*args)  # type: ignore[arg-type]

            pool.submit = submit_pressing_ctrl_c  # type: ignore[method-assign]
            future = local._submit(pool, (0,))
            assert pressed == [True]
            assert future.result() == (True, False)
    finally:
        signal.signal(signal.SIGINT, previous)
