"""A Dask `distributed` cluster as the workers of a run (`--scheduler ADDRESS`).

Dask is the optional extra `deckcheck[cluster]`, imported only here and only when a
scheduler is given. The client (this process) sends a job's setup once: pickled
together with the job's functions and scattered to every worker, where each worker
unpickles and prepares it once and keeps it for the job's chunks (`_run_chunk`). Each
chunk is a Dask task; results come back in chunk order. A worker that dies mid-run
loses nothing: the scheduler runs its chunks again elsewhere, and as a chunk's result
depends only on the setup and the chunk, the run's result is the same.

Before it plays, a worker compares its deckcheck version with the client's (before
unpickling anything of the job, whose classes may differ in another version), then its
card data hash: a worker that differs refuses with `IncompatibleWorkerError`, which
stops the run. Closing the results (Ctrl-C) cancels the run's tasks on the cluster.
"""

from __future__ import annotations

import gc
import hashlib
import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import CancelledError
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Generic

import deckcheck
from deckcheck.workers.base import (
    CHUNKS_AHEAD_PER_WORKER,
    C,
    ClusterError,
    Executor,
    IncompatibleWorkerError,
    Job,
    R,
    in_order,
)

if TYPE_CHECKING:
    from distributed import Client, Future

# How long to try to reach the scheduler.
CONNECT_SECONDS = 10
# How long to wait for a first worker when the scheduler has none.
WAIT_FOR_WORKERS_SECONDS = 30
# Prepared jobs a worker keeps (a long-lived worker serves run after run).
_KEPT_JOBS = 4
INSTALL_HINT = "pip install 'deckcheck[cluster]'"


class DaskUnavailableError(ClusterError):
    """`--scheduler` without Dask installed."""

    code = "missing-dependency"


class DaskExecutor(Executor):
    """The workers of the Dask cluster whose scheduler `client` is connected to."""

    remote = True

    def __init__(self, client: Client, address: str) -> None:
        self.client = client
        self.address = address
        self.workers = max(1, sum(client.nthreads().values()))

    @classmethod
    @contextmanager
    def connect(cls, address: str) -> Iterator[DaskExecutor]:
        """Connected to the scheduler at `address` (`tcp://host:8786`, or `host:8786`),
        with at least one worker; ClusterError if it cannot be reached or has none."""
        try:
            from distributed import Client
        except ImportError:
            raise DaskUnavailableError(
                f"--scheduler needs Dask's distributed scheduler: {INSTALL_HINT}"
            ) from None
        try:
            client = Client(address, set_as_default=False, timeout=CONNECT_SECONDS)
        except (OSError, ValueError, TypeError) as error:  # TimeoutError is an OSError
            raise ClusterError(f"cannot reach the Dask scheduler at {address!r}: {error}") from None
        try:
            if not client.nthreads():
                try:
                    client.wait_for_workers(1, timeout=WAIT_FOR_WORKERS_SECONDS)
                except TimeoutError:
                    raise ClusterError(
                        f"the Dask scheduler at {address!r} has no workers (waited "
                        f"{WAIT_FOR_WORKERS_SECONDS} s); start some with "
                        f"`dask worker {address}`"
                    ) from None
            yield cls(client, address)
        finally:
            client.close()

    def ordered_results(
        self, job: Job[Any, Any, R], chunks: Iterable[C]
    ) -> Generator[tuple[C, R | Exception], None, None]:
        required = (deckcheck.__version__, job.card_data())
        payload = pickle.dumps(
            (job.card_data, job.prepare, job.run, job.setup), protocol=pickle.HIGHEST_PROTOCOL
        )
        key = hashlib.sha256(payload).hexdigest()[:32]
        # A key of its own (not the content's): ending this run releases its copy alone,
        # never that of another run of the same job.
        setup = self.client.scatter(payload, broadcast=True, hash=False)

        def submit(chunk: C) -> _Chunk[R]:
            future = self.client.submit(_run_chunk, required, key, setup, *chunk, pure=False)
            return _Chunk(future, self.address)

        try:
            yield from in_order(
                submit, chunks, self.workers * CHUNKS_AHEAD_PER_WORKER, cancel=self._cancel
            )
        finally:
            self.client.cancel([setup])

    def _cancel(self, waiting: list[_Chunk[Any]]) -> None:
        """The run is over before its end (Ctrl-C, an error): its tasks are cancelled on
        the cluster, those running included."""
        self.client.cancel([chunk.future for chunk in waiting], force=True)


class _Chunk(Generic[R]):
    """A chunk's task on the cluster; its result, or the cluster's failure as deckcheck's
    error."""

    def __init__(self, future: Future[R], address: str) -> None:
        self.future = future
        self.address = address

    def result(self) -> R:
        try:
            return self.future.result()
        except CancelledError:  # the scheduler (or our connection to it) went away
            raise ClusterError(
                f"the Dask scheduler at {self.address!r} stopped the run (did it shut down?)"
            ) from None
        except ModuleNotFoundError as error:
            if not (error.name or "").startswith("deckcheck"):
                raise
            raise IncompatibleWorkerError(
                f"a worker of the Dask scheduler at {self.address!r} cannot load deckcheck "
                f"({error}): install deckcheck {deckcheck.__version__} on every worker"
            ) from None


# -- on the workers -----------------------------------------------------------------

_jobs: OrderedDict[str, tuple[Callable[..., Any], Any]] = OrderedDict()
_jobs_lock = threading.Lock()


def _run_chunk(required: tuple[str, str], key: str, payload: bytes, *chunk: Any) -> Any:
    """One chunk of a job, on a worker: refused by a worker of another deckcheck version
    or card data; the job's state made once per worker and kept."""
    version, card_data = required
    if deckcheck.__version__ != version:
        raise IncompatibleWorkerError(
            f"{_worker_name()} runs deckcheck {deckcheck.__version__}, this computer "
            f"{version}: install the same deckcheck on every worker"
        )
    run, state = _prepared(key, payload, card_data)
    return run(state, *chunk)


def _prepared(key: str, payload: bytes, card_data: str) -> tuple[Callable[..., Any], Any]:
    with _jobs_lock:  # a worker's threads share one state per job, made once
        found = _jobs.get(key)
        if found is not None:
            _jobs.move_to_end(key)
            return found
        card_data_of, prepare, run, setup = pickle.loads(payload)
        own = card_data_of()
        if own != card_data:
            raise IncompatibleWorkerError(
                f"{_worker_name()} has card data {own}, this computer {card_data}: "
                f"install the same deckcheck (and card data) on every worker"
            )
        found = _jobs[key] = (run, prepare(setup))
        while len(_jobs) > _KEPT_JOBS:
            _jobs.popitem(last=False)
        gc.freeze()  # the job's long-lived objects: see deckcheck.workers.local
        return found


def _worker_name() -> str:
    from distributed import get_worker

    try:
        return f"the worker at {get_worker().address}"
    except ValueError:  # not in a worker (a test calling it directly)
        return "this worker"
