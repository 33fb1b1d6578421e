"""Batches: one report per input file, in input order, on any number of workers."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from deckcheck.cards.pool import CardDatabase, CardDataError
from deckcheck.decks import load_deck
from deckcheck.decks.reader import DecklistFile
from deckcheck.errors import UsageError
from deckcheck.formats import FormatError, load_format
from deckcheck.validation import check, check_paths, decklist_files, validate_deck
from deckcheck.validation.check import DeckChecker
from deckcheck.validation.report import BatchReport, DeckReport
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import replace, starter, write_deck


def _event(folder: Path, count: int) -> list[Path]:
    """`count` submissions: starter decks, broken ones and files that are no decklists."""
    folder.mkdir(exist_ok=True)
    starters = sorted(EXAMPLE_DECKS.glob("*.yaml"))
    paths = []
    for index in range(count):
        path = folder / f"entry{index}.yaml"
        kind = index % 5
        if kind == 1:
            deck = starter()
            replace(deck["main_deck"], "Servant #", "4 Servnt #x")
            write_deck(folder, deck, path.name)
        elif kind == 2:
            path.write_bytes(b"\x00\x01binary")
        elif kind == 3:
            path.write_text("main_deck: [\n", encoding="utf-8")
        else:
            shutil.copy(starters[index % len(starters)], path)
        paths.append(path)
    return paths


def test_folders_give_every_file_in_natural_order(tmp_path: Path) -> None:
    for name in ("deck10.yaml", "deck2.txt", "deck1.yml", ".hidden.yaml", "notes.md"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.yaml").write_text("x", encoding="utf-8")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "b.yaml").write_text("x", encoding="utf-8")
    names = [p.relative_to(tmp_path).as_posix() for p in decklist_files([tmp_path])]
    assert names == ["deck1.yml", "deck2.txt", "deck10.yaml", "notes.md", "sub/a.yaml"]


def test_each_file_once_and_missing_files_kept(tmp_path: Path) -> None:
    deck = tmp_path / "a.yaml"
    deck.write_text("x", encoding="utf-8")
    missing = tmp_path / "missing.yaml"
    files = decklist_files([tmp_path, deck, Path(str(deck)), missing])
    assert files == [deck, missing]


def test_every_input_file_is_one_row_in_input_order(tmp_path: Path) -> None:
    paths = _event(tmp_path / "event", 20)
    report = check_paths([tmp_path / "event"], jobs=1)
    assert [r.path for r in report.results] == [
        str(p) for p in sorted(paths, key=lambda p: int(p.stem[5:]))
    ]
    verdicts = [(r.legal, r.readable) for r in report.results]
    assert verdicts[:5] == [
        (True, True),
        (False, True),
        (False, False),
        (False, False),
        (True, True),
    ]
    summary = report.summary()
    assert (summary["files"], summary["legal"], summary["illegal"], summary["unreadable"]) == (
        20,
        8,
        12,
        8,
    )
    assert summary["codes"] == {"parse-error": 4, "unknown-card": 4, "unreadable-file": 4}


def test_parallel_workers_give_the_same_reports_as_one(tmp_path: Path) -> None:
    _event(tmp_path / "event", 120)
    serial = check_paths([tmp_path / "event"], jobs=1)
    progress: list[tuple[int, int]] = []
    parallel = check_paths(
        [tmp_path / "event"], jobs=2, progress=lambda done, total: progress.append((done, total))
    )
    assert parallel == serial
    assert progress[-1] == (120, 120)
    assert [done for done, _ in progress] == sorted(done for done, _ in progress)


def test_a_bug_on_one_file_loses_no_submission(
    tmp_path: Path, database: CardDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = _event(tmp_path / "event", 3)
    checker = DeckChecker(database)

    def broken(decklist, problems=()):  # type: ignore[no-untyped-def]
        if decklist.path.endswith("entry1.yaml"):
            raise ValueError("boom")
        return DeckChecker.check_decklist(checker, decklist, problems)

    monkeypatch.setattr(checker, "check_decklist", broken)
    reports = [checker.check_file(path) for path in paths]
    assert [r.legal for r in reports] == [True, False, False]
    (problem,) = reports[1].problems
    assert problem.code == "internal-error"
    assert "ValueError: boom" in problem.message


def _dying_worker(checker: DeckChecker, *files: DecklistFile) -> list[DeckReport]:
    """A worker process that dies on the chunk holding entry37.yaml."""
    if any(file.path.endswith("entry37.yaml") for file in files):
        os._exit(1)
    return [checker.check_source(file) for file in files]


def test_a_worker_that_dies_loses_no_submission(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(tmp_path / "event", 100)
    monkeypatch.setattr(check, "_check_chunk", _dying_worker)
    report = check_paths([tmp_path / "event"], jobs=2)
    assert len(report.results) == 100
    lost = [r for r in report.results if r.problems and r.problems[0].code == "internal-error"]
    assert any(r.path.endswith("entry37.yaml") for r in lost)
    assert all(not r.legal for r in lost)


def test_bad_options_fail_before_any_deck_is_checked(tmp_path: Path) -> None:
    with pytest.raises(UsageError):
        check_paths([EXAMPLE_DECKS], format_choice="modern")
    broken_format = tmp_path / "f.yaml"
    broken_format.write_text("extends: diva\nname: f\nbanned: [Nope Nope]\n", encoding="utf-8")
    with pytest.raises(FormatError):
        check_paths([EXAMPLE_DECKS], format_choice=str(broken_format))
    broken_cards = tmp_path / "cards.yaml"
    broken_cards.write_text("x: {name: 1}\n", encoding="utf-8")
    with pytest.raises(CardDataError):
        check_paths([EXAMPLE_DECKS], cards=[broken_cards])


def test_validate_deck_is_the_rules_on_a_resolved_deck(
    tmp_path: Path, database: CardDatabase
) -> None:
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", None)
    resolved = load_deck(write_deck(tmp_path, deck), database)
    problems = validate_deck(resolved, load_format("diva"), database)
    assert [p.code for p in problems] == ["main-deck-size"]
    legal = load_deck(EXAMPLE_DECKS / "wxdi-d02.yaml", database)
    assert validate_deck(legal, load_format("diva"), database) == []


# -- nothing silently left out: links, folders that cannot be read, long names -------------


def _by_path(report: BatchReport) -> dict[str, DeckReport]:
    return {result.path: result for result in report.results}


def test_a_linked_folder_is_searched_once_and_a_loop_ends(tmp_path: Path) -> None:
    event, other = tmp_path / "event", tmp_path / "other"
    event.mkdir()
    other.mkdir()
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", event / "a.yaml")
    shutil.copy(EXAMPLE_DECKS / "wxdi-d02.yaml", other / "b.yaml")
    (event / "linked").symlink_to(other, target_is_directory=True)
    (event / "loop").symlink_to(tmp_path, target_is_directory=True)  # its own ancestor
    (event / "nowhere.yaml").symlink_to(tmp_path / "missing.yaml")
    files = decklist_files([event])
    assert files == [event / "a.yaml", event / "nowhere.yaml", event / "linked" / "b.yaml"]
    results = _by_path(check_paths([event], jobs=1))
    assert results[str(event / "linked" / "b.yaml")].legal
    (problem,) = results[str(event / "nowhere.yaml")].problems
    assert (problem.code, problem.message) == (
        "unreadable-file",
        "cannot read: No such file or directory",
    )


def test_a_folder_that_cannot_be_searched_is_a_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As root every folder can be searched: the refusal is the system's, simulated.
    event = tmp_path / "event"
    (event / "locked").mkdir(parents=True)
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", event / "a.yaml")
    scandir = os.scandir

    def refusing(path: Any) -> Any:
        if Path(path).name == "locked":
            raise PermissionError(13, "Permission denied", str(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", refusing)
    report = check_paths([event], jobs=1)
    assert [r.path for r in report.results] == [str(event / "a.yaml"), str(event / "locked")]
    locked = report.results[1]
    assert not locked.legal and not locked.readable
    assert [(p.code, p.message) for p in locked.problems] == [
        ("unreadable-file", "cannot search the folder: Permission denied")
    ]
    # Named on the command line, the same folder is the same row.
    assert check_paths([event / "locked"], jobs=1).results == (locked,)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may read any folder")
def test_a_folder_without_permission_is_a_row(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", locked / "a.yaml")
    locked.chmod(0)
    try:
        (result,) = check_paths([tmp_path], jobs=1).results
    finally:
        locked.chmod(0o755)
    assert result.path == str(locked) and not result.readable


def test_paths_longer_than_the_system_allows_are_rows(tmp_path: Path) -> None:
    # Folders nested past PATH_MAX (made relative to each other: no path names them):
    # each file is a row with its contents while its path can be opened, then a row
    # says why the rest cannot be read.
    name = "d" * 200
    deck = (EXAMPLE_DECKS / "wxdi-d01.yaml").read_bytes()
    depth = os.pathconf(tmp_path, "PC_PATH_MAX") // len(name) + 3
    folder = os.open(tmp_path, os.O_RDONLY)
    try:
        for _ in range(depth):
            written = os.open("deck.yaml", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=folder)
            os.write(written, deck)
            os.close(written)
            os.mkdir(name, dir_fd=folder)
            deeper = os.open(name, os.O_RDONLY, dir_fd=folder)
            os.close(folder)
            folder = deeper
    finally:
        os.close(folder)
    report = check_paths([tmp_path], jobs=1)
    legal = [r for r in report.results if r.legal]
    unreadable = [r for r in report.results if not r.readable]
    assert len(legal) >= 10 and unreadable
    assert len(legal) + len(unreadable) == len(report.results)
    for result in unreadable:
        (problem,) = result.problems
        assert problem.code == "unreadable-file" and "File name too long" in problem.message


def test_a_file_name_over_255_bytes_is_a_row(tmp_path: Path) -> None:
    too_long = tmp_path / ("x" * 300 + ".yaml")
    (result,) = check_paths([too_long], jobs=1).results
    assert result.path == str(too_long) and not result.readable
    assert result.problems[0].message == "cannot read: File name too long"


def test_different_files_stay_two_rows_and_the_same_file_is_one(tmp_path: Path) -> None:
    # `linked/../a.yaml` is not `a.yaml`: the system follows the link before the `..`.
    (tmp_path / "deep" / "other").mkdir(parents=True)
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", tmp_path / "a.yaml")
    shutil.copy(EXAMPLE_DECKS / "wxdi-d02.yaml", tmp_path / "deep" / "a.yaml")
    (tmp_path / "linked").symlink_to(tmp_path / "deep" / "other", target_is_directory=True)
    (tmp_path / "same.yaml").hardlink_to(tmp_path / "a.yaml")
    given = [
        tmp_path / "a.yaml",
        tmp_path / "linked" / ".." / "a.yaml",
        Path(f"{tmp_path}/./a.yaml"),  # the same file, written another way
        tmp_path / "same.yaml",  # the same file, by another name
    ]
    report = check_paths(given, jobs=1)
    assert [(r.path, r.name) for r in report.results] == [
        (str(given[0]), "Ancient Surprise"),
        (str(given[1]), "Nijisanji ver. Sanbaka"),
    ]


def test_a_file_named_on_the_command_line_is_the_same_row_as_in_a_folder(
    tmp_path: Path,
) -> None:
    event = tmp_path / "event"
    event.mkdir()
    (event / "gone.yaml").symlink_to(tmp_path / "deleted.yaml")
    os.mkfifo(event / "pipe.yaml")
    in_folder = check_paths([event], jobs=1).results
    named = check_paths([event / "gone.yaml", event / "pipe.yaml"], jobs=1).results
    assert named == in_folder
    assert [p.message for r in named for p in r.problems] == [
        "cannot read: No such file or directory",
        "cannot read: not a regular file",
    ]
