"""Checking decklist files: one at a time, or a whole event's worth on many workers.

`check_paths` is what `deckcheck validate` calls. Every input file gives exactly
one report, in input order, whatever the file holds: a file that cannot be read
is a report with its problem, and even a bug of ours on one file is a report
(`internal-error`), never a lost submission. A batch runs in chunks of files on the
workers of `deckcheck.workers` (this process, local processes or a Dask cluster): this
process reads the files and sends their contents, with the format and the user's cards
once per worker, so that no worker needs the files.
"""

from __future__ import annotations

import os
import re
import stat
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from deckcheck.cards.model import DeckSection
from deckcheck.cards.pool import (
    CardDatabase,
    UserCards,
    bundled_data_version,
    load_bundled_database,
    read_user_cards,
    with_user_cards,
)
from deckcheck.decks.model import Deck, DeckList
from deckcheck.decks.reader import DecklistFile, parse_decklist, read_decklist_file
from deckcheck.decks.resolve import Resolver, format_of_decklist
from deckcheck.formats import Format, FormatCards, format_cards
from deckcheck.problems import Problem
from deckcheck.text import printable, shown_path
from deckcheck.validation.report import BatchReport, DeckReport, sorted_problems
from deckcheck.validation.rules import DeckFacts, check_rules
from deckcheck.workers import Executor, Job, chunk_ranges, chunk_size, executor

# Below this many files a batch runs in this process: starting workers costs more.
PARALLEL_MIN_FILES = 48
# The fewest files in a chunk sent to a cluster: a chunk costs about 6 ms there
# (benchmarks/bench_cluster.py) and a decklist well under 1 ms, so it takes a few hundred
# to keep that cost small.
CLUSTER_MIN_CHUNK_FILES = 200
Progress = Callable[[int, int], None]


def validate_deck(deck: Deck, fmt: Format, database: CardDatabase) -> list[Problem]:
    """Every rule's problems for a resolved deck, in report order.

    Where some entries of a section could not be read or resolved, rules report
    only what the resolved cards prove (see `rules`).
    """
    facts = DeckFacts(deck, fmt, format_cards(fmt, database), complete_sections(deck))
    return list(sorted_problems(check_rules(facts)))


class DeckChecker:
    """Checks decklist files with one card database; reused for every file of a batch.

    `fmt` None checks each deck against the format it names (default diva).
    """

    def __init__(self, database: CardDatabase, fmt: Format | None = None) -> None:
        self.database = database
        self.format = fmt
        self._prepared: dict[str, tuple[FormatCards, Resolver]] = {}
        if fmt is not None:
            self._prepare(fmt)  # a broken format file fails here, before any deck

    def _prepare(self, fmt: Format) -> tuple[FormatCards, Resolver]:
        key = fmt.source
        prepared = self._prepared.get(key)
        if prepared is None:
            prepared = (format_cards(fmt, self.database), Resolver(self.database, fmt.pools))
            self._prepared[key] = prepared
        return prepared

    def check_file(self, path: Path) -> DeckReport:
        """The verdict on one file; never raises for anything the file holds."""
        return self.check_source(read_decklist_file(path))

    def check_source(self, file: DecklistFile) -> DeckReport:
        """The verdict on a file already read (`check_file`)."""
        path = Path(file.path)
        try:
            decklist, problems = parse_decklist(file)
            if decklist is None:
                fmt_name = self.format.name if self.format is not None else None
                return DeckReport(
                    shown_path(path), None, None, fmt_name, sorted_problems(problems), False
                )
            return self.check_decklist(decklist, problems)
        except RecursionError:
            problem = Problem(
                "parse-error", "nested too deeply to be a decklist", path=shown_path(path)
            )
            return DeckReport(shown_path(path), None, None, None, (problem,), False)
        except Exception as error:  # a bug of ours must not lose a submission
            return internal_error_report(path, error)

    def check_decklist(self, decklist: DeckList, problems: Sequence[Problem] = ()) -> DeckReport:
        found: list[Problem] = list(problems)
        fmt = self.format
        if fmt is None:
            fmt, format_problems = format_of_decklist(decklist)
            found.extend(format_problems)
        if fmt is None:
            return _report(decklist, decklist.format, found)
        cards, resolver = self._prepare(fmt)
        deck, resolve_problems = resolver.resolve(decklist)
        found.extend(resolve_problems)
        found.extend(check_rules(DeckFacts(deck, fmt, cards, complete_sections(deck))))
        return _report(decklist, fmt.name, found)


def complete_sections(deck: Deck) -> frozenset[DeckSection]:
    """The sections whose every written entry was read and names a card."""
    resolved = Counter(entry.section for entry, _ in deck.entries)
    decklist = deck.decklist
    return frozenset(
        section
        for section in DeckSection
        if section not in decklist.unread and resolved[section] == len(decklist.entries(section))
    )


def _report(decklist: DeckList, format_name: str | None, problems: list[Problem]) -> DeckReport:
    return DeckReport(
        decklist.path,
        decklist.name,
        decklist.player,
        format_name,
        sorted_problems(problems),
    )


def internal_error_report(path: Path, error: BaseException) -> DeckReport:
    problem = Problem(
        "internal-error",
        printable(
            f"deckcheck failed on this file ({type(error).__name__}: {error}); please report it"
        ),
        path=shown_path(path),
    )
    return DeckReport(shown_path(path), None, None, None, (problem,), False)


# -- which files --------------------------------------------------------------


def decklist_files(paths: Iterable[Path]) -> list[Path]:
    """The files named by `paths`: files as given, folders searched recursively.

    Every file of a folder is a submission (hidden files and folders excepted),
    whatever its extension, so that no submission is silently left out: a path that
    does not exist or cannot be read, and a folder that cannot be searched, are kept
    too, and their reports say why. Links to folders are followed. The very same file
    (or folder) reached twice, by a link or by two ways of writing its path, appears
    once; two files never merge because their paths read alike.
    """
    walk = _Walk()
    for path in paths:
        try:
            info = path.stat()
        except (OSError, ValueError):  # missing, unreadable, a name too long: a report says
            walk.add_file(path, str(path))
            continue
        if stat.S_ISDIR(info.st_mode):
            walk.add_folder(path, info)
        else:
            walk.add_file(path, (info.st_dev, info.st_ino))
    return walk.found


class _Walk:
    """The files found so far, each once: by what it is (device and inode), or by its name
    when it cannot be examined; and the folders searched, each once."""

    def __init__(self) -> None:
        self.found: list[Path] = []
        self._files: set[tuple[int, int] | str] = set()
        self._folders: set[tuple[int, int]] = set()

    def add_file(self, path: Path, identity: tuple[int, int] | str) -> None:
        if identity not in self._files:
            self._files.add(identity)
            self.found.append(path)

    def add_folder(self, top: Path, info: os.stat_result) -> None:
        """The files under `top`, each folder's files before its subfolders, in natural
        order. A folder that cannot be listed (no permission, a path over the system's
        limit) is kept as a path of its own, whose report says why. No recursion: folders
        may nest as deep as the file system allows."""
        if not self._new_folder(info):
            return
        pending: list[tuple[Path, int]] = [(top, info.st_dev)]
        while pending:
            folder, device = pending.pop()
            try:
                with os.scandir(folder) as listing:
                    entries = [entry for entry in listing if not entry.name.startswith(".")]
            except OSError:
                self.add_file(folder, str(folder))
                continue
            entries.sort(key=lambda entry: _natural(entry.name))
            subfolders: list[tuple[Path, int]] = []
            for entry in entries:
                path = folder / entry.name
                try:
                    if entry.is_dir():
                        found = entry.stat()
                        if self._new_folder(found):
                            subfolders.append((path, found.st_dev))
                    elif entry.is_symlink():
                        found = entry.stat()
                        self.add_file(path, (found.st_dev, found.st_ino))
                    else:  # no system call: the listing gives the inode
                        self.add_file(path, (device, entry.inode()))
                except OSError:  # a link to nowhere, a name too long: its report says
                    self.add_file(path, str(path))
            pending.extend(reversed(subfolders))

    def _new_folder(self, info: os.stat_result) -> bool:
        identity = (info.st_dev, info.st_ino)
        if identity in self._folders:
            return False
        self._folders.add(identity)
        return True


def _natural(name: str) -> list[tuple[int, int | str]]:
    """`deck2` before `deck10`."""
    return [
        (0, int(part)) if part.isdigit() else (1, part.casefold())
        for part in re.split(r"(\d+)", name)
        if part
    ]


# -- batches ------------------------------------------------------------------


@dataclass(frozen=True)
class CheckSetup:
    """What every worker needs to make its checker, read here: the format (None: each
    deck's own) and the user's cards. Each worker adds them to its own bundled pools."""

    format: Format | None
    user_cards: UserCards | None


def _checker_of(setup: CheckSetup) -> DeckChecker:
    database = with_user_cards(load_bundled_database(), setup.user_cards)
    return DeckChecker(database, setup.format)


def _check_chunk(checker: DeckChecker, *files: DecklistFile) -> list[DeckReport]:
    return [checker.check_source(file) for file in files]


def chunk_files(files: int, workers: Executor) -> int:
    """Files per chunk: one in this process (nothing to send; the progress bar moves
    with each file); else enough that sending a chunk costs little next to checking it,
    more on a cluster, where a chunk costs a network round trip."""
    if workers.in_process:
        return 1
    if workers.remote:
        return chunk_size(
            files, workers.workers, per_worker=8, smallest=CLUSTER_MIN_CHUNK_FILES, largest=1000
        )
    return chunk_size(files, workers.workers, per_worker=8, smallest=8, largest=200)


def check_paths(
    paths: Sequence[Path],
    *,
    format_choice: str | None = None,
    cards: Sequence[Path] = (),
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> BatchReport:
    """Check every decklist file that `paths` name: one report per file, in input order.

    `format_choice` is a bundled format name or a format file; None checks each deck
    against the format it names. `jobs` worker processes (default: every core)
    share a large batch; with `scheduler` (a Dask scheduler's address), the workers of
    that cluster do. Raises UsageError for an unknown format, FormatError and
    CardDataError for broken format or card files: before any deck is checked.
    """
    from deckcheck.formats import load_format

    files = decklist_files(paths)
    user_cards = read_user_cards(tuple(cards))
    database = with_user_cards(load_bundled_database(), user_cards)
    fmt = load_format(format_choice) if format_choice is not None else None
    checker = DeckChecker(database, fmt)  # a broken format fails here, before any deck
    job = Job(CheckSetup(fmt, user_cards), _checker_of, _check_chunk, bundled_data_version, checker)
    reports: list[DeckReport] = []
    with executor(
        jobs=jobs, scheduler=scheduler, work=len(files), per_worker=PARALLEL_MIN_FILES // 2
    ) as workers:
        ranges = chunk_ranges(len(files), chunk_files(len(files), workers))
        # Each chunk's files are read as workers need them, not the whole batch at once.
        chunks = (tuple(map(read_decklist_file, files[first : last + 1])) for first, last in ranges)
        results = workers.ordered_results(job, chunks)
        # Closed however the loop ends (Ctrl-C in the progress bar too): the work stops.
        with closing(results):
            for chunk, result in results:
                if isinstance(result, Exception):  # a worker died: its files still get reports
                    reports.extend(internal_error_report(Path(file.path), result) for file in chunk)
                else:
                    reports.extend(result)
                if progress is not None:
                    progress(len(reports), len(files))
    return BatchReport(tuple(reports))
