"""Batches: one report per input file, in input order, on any number of workers."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from deckcheck.cards.pool import CardDatabase, CardDataError
from deckcheck.decks import load_deck
from deckcheck.errors import UsageError
from deckcheck.formats import FormatError, load_format
from deckcheck.validation import check_paths, decklist_files, parallel, validate_deck
from deckcheck.validation.check import DeckChecker
from deckcheck.validation.report import DeckReport
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


def _dying_worker(paths: list[str]) -> list[DeckReport]:
    """A worker process that dies on the chunk holding entry37.yaml."""
    if any(path.endswith("entry37.yaml") for path in paths):
        os._exit(1)
    return parallel._check_chunk(paths)


def test_a_worker_that_dies_loses_no_submission(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _event(tmp_path / "event", 100)
    monkeypatch.setattr(parallel, "_check_chunk", _dying_worker)
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
