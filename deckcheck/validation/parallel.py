"""Worker processes for large batches.

Each worker holds one DeckChecker (one card database) for its whole life and
checks files in chunks; results come back in input order. Where processes are
forked (Linux) they inherit the parent's loaded database; elsewhere each worker
loads it once from the card cache.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.workers import ordered_results

if TYPE_CHECKING:
    from deckcheck.validation.check import CheckOptions, DeckChecker
    from deckcheck.validation.report import DeckReport

_checker: DeckChecker | None = None
_options: CheckOptions | None = None


def _start_worker(options: CheckOptions) -> None:
    global _checker, _options
    if _checker is None or _options != options:
        _checker, _options = options.checker(), options
        gc.freeze()


def _check_chunk(paths: list[str]) -> list[DeckReport]:
    assert _checker is not None, "worker started without a checker"
    return [_checker.check_file(Path(path)) for path in paths]


def chunk_size(files: int, workers: int) -> int:
    """Chunks small enough to balance the workers and move the progress bar, big enough
    that sending them costs little."""
    return max(8, min(200, math.ceil(files / (workers * 8))))


def check_in_parallel(
    files: Sequence[Path],
    options: CheckOptions,
    checker: DeckChecker,
    workers: int,
    progress: Callable[[int, int], None] | None,
) -> list[DeckReport]:
    from deckcheck.validation.check import internal_error_report

    global _checker, _options
    # Forked workers start with this checker and need not load anything.
    _checker, _options = checker, options
    size = chunk_size(len(files), workers)
    chunks = [
        [str(path) for path in files[start : start + size]] for start in range(0, len(files), size)
    ]
    reports: list[DeckReport] = []
    try:
        results = ordered_results(
            _check_chunk, [(chunk,) for chunk in chunks], workers, _start_worker, (options,)
        )
        # Closed however the loop ends (Ctrl-C in the progress bar too): the workers stop.
        with closing(results):
            for chunk, result in zip(chunks, results, strict=True):
                if isinstance(result, Exception):  # a worker died: its files still get reports
                    reports.extend(internal_error_report(Path(path), result) for path in chunk)
                else:
                    reports.extend(result)
                if progress is not None:
                    progress(len(reports), len(files))
    finally:
        _checker = _options = None
    return reports
