"""Local worker pools: stopping a run in the middle leaves nothing behind."""

from __future__ import annotations

import os
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
