"""The executor interface (see `deckcheck.workers`): a job, an executor, chunks, errors."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any, Generic, Protocol, TypeVar

from deckcheck.errors import DeckcheckError

S = TypeVar("S")
P = TypeVar("P")
R = TypeVar("R")
C = TypeVar("C", bound=tuple[Any, ...])

# Chunks sent ahead of the one awaited, per worker: enough that no worker waits for the
# next while the oldest chunk is finished, few enough that a large batch's files are not
# all read into memory at once.
CHUNKS_AHEAD_PER_WORKER = 8


class WorkersError(DeckcheckError):
    """Not a chunk's failure but the workers': it stops the whole run."""


class ClusterError(WorkersError):
    """The cluster cannot do the work: Dask is not installed, its scheduler cannot be
    reached or has no workers, or it went away during the run."""

    code = "cluster-unavailable"


class IncompatibleWorkerError(WorkersError):
    """A cluster worker that runs another deckcheck version or other card data than this
    computer: it refuses to play rather than give other results."""

    code = "incompatible-worker"


@dataclass(frozen=True)
class Job(Generic[S, P, R]):
    """What every worker of a run needs (`setup`, made ready once per worker by
    `prepare`) and what it does with a chunk: `run(state, *chunk)`.

    `prepare` and `run` are module-level functions (sent by name). `card_data` gives
    this installation's card data hash: a cluster worker compares its own with the
    client's before it plays. `prepared` is the state already made here, if any: this
    process and forked local workers use it instead of preparing their own.
    """

    setup: S
    prepare: Callable[[S], P]
    run: Callable[..., R]
    card_data: Callable[[], str]
    prepared: P | None = None

    def state(self) -> P:
        """The working state in this process: `prepared`, else `prepare(setup)`."""
        return self.prepared if self.prepared is not None else self.prepare(self.setup)


class Executor(ABC):
    """Runs the chunks of jobs. `workers`: how many chunks run at once (to size chunks);
    `remote`: chunks travel over a network to other processes' schedulers (each costs
    more to send, so chunks are bigger)."""

    workers: int
    remote: bool

    @property
    def in_process(self) -> bool:
        """The chunks run in this process, one after the other: nothing is sent."""
        return not self.remote and self.workers <= 1

    @abstractmethod
    def ordered_results(
        self, job: Job[Any, Any, R], chunks: Iterable[C]
    ) -> Generator[tuple[C, R | Exception], None, None]:
        """Each chunk with `job.run(state, *chunk)`, yielded in chunk order as each is
        ready; a chunk that raised comes with its exception and the others still run.
        Chunks are taken from `chunks` only as workers need them. Closing the generator
        (however the caller's loop ends) stops the work at once."""


class Pending(Protocol):
    """A chunk's result to come (a local or a Dask future)."""

    def result(self) -> Any: ...


F = TypeVar("F", bound=Pending)


def in_order(
    submit: Callable[[C], F],
    chunks: Iterable[C],
    ahead: int,
    cancel: Callable[[list[F]], None] | None = None,
) -> Generator[tuple[C, Any], None, None]:
    """Submit chunks, at most `ahead` waiting at once, and yield each chunk with its
    result (or its exception) in chunk order. A `WorkersError` stops the run. When the
    run ends early (an error, the generator closed), `cancel` gets the chunks still
    waiting."""
    waiting: deque[tuple[C, F]] = deque()
    source = iter(chunks)
    try:
        for chunk in islice(source, ahead):
            waiting.append((chunk, submit(chunk)))
        while waiting:
            chunk, pending = waiting[0]
            result: Any
            try:
                result = pending.result()
            except WorkersError:
                raise
            except Exception as error:
                result = error
            waiting.popleft()
            for following in islice(source, 1):  # the next chunk runs while this one is used
                waiting.append((following, submit(following)))
            yield chunk, result
    except BaseException:
        if cancel is not None and waiting:
            cancel([pending for _, pending in waiting])
        raise


def chunk_ranges(items: int, size: int, start: int = 0) -> list[tuple[int, int]]:
    """`items` numbered from `start`, cut into (first, last) ranges of `size` (the last
    one shorter), inclusive."""
    end = start + items
    return [(first, min(first + size, end) - 1) for first in range(start, end, size)]


def chunk_size(items: int, workers: int, *, per_worker: int, smallest: int, largest: int) -> int:
    """Chunks small enough to balance the workers (about `per_worker` chunks each) and
    move the progress bar, big enough that sending one costs little next to its work."""
    return max(smallest, min(largest, -(-items // (workers * per_worker))))
