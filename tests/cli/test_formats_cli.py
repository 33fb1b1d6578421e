"""`deckcheck formats list` and `deckcheck formats show`."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import time
from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cli import app
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import LOCAL_FORMAT
from tests.hostile import alias_bomb

WIDE = {"COLUMNS": "200"}


def test_formats_list_and_show(runner: CliRunner) -> None:
    listed = runner.invoke(app, ["formats", "list", "-o", "json"])
    assert listed.exit_code == 0
    assert [f["name"] for f in json.loads(listed.stdout)] == ["classic", "diva"]
    shown = runner.invoke(app, ["formats", "show", "diva", "-o", "json"])
    data = json.loads(shown.stdout)
    assert data["main_deck"]["size"] == {"min": 40, "max": 40}
    assert data["lrig_deck"]["pieces"] == {"max": 2, "needs_level_zero_lrigs": 3}
    table = runner.invoke(app, ["formats", "show", "classic"], env=WIDE)
    assert "main_deck.life_burst.min" in table.stdout and "lrig_type_restrictions" in table.stdout
    rows = list(
        csv.reader(io.StringIO(runner.invoke(app, ["formats", "show", "diva", "-o", "csv"]).stdout))
    )
    assert ["copies.count_by", "name"] in rows
    assert runner.invoke(app, ["formats", "show", "modern"]).exit_code == 2


def test_formats_show_reads_your_own_file(runner: CliRunner) -> None:
    result = runner.invoke(app, ["formats", "show", str(LOCAL_FORMAT), "-o", "json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert (data["name"], data["banned"]) == ("diva-local-2024", ["Polygenesis"])
    assert data["restricted"] == {"Tobiel, Full Armed": 2}


def _format_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "event.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_misspelt_ban_list_name_is_reported_as_validate_does(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = _format_file(tmp_path, "extends: diva\nname: event\nbanned: ['Servnt #']\n")
    expected = (
        f"deckcheck: {path}:3: error [unknown-card] unknown card 'Servnt #' in the format's "
        "pools; did you mean 'Servant #'"
    )
    shown = runner.invoke(app, ["formats", "show", str(path)])
    checked = runner.invoke(app, ["validate", str(EXAMPLE_DECKS), "-f", str(path)])
    assert shown.exit_code == checked.exit_code == 1
    assert shown.stderr.startswith(expected) and checked.stderr.startswith(expected)


def test_a_minimum_above_the_maximum_is_a_format_error(runner: CliRunner, tmp_path: Path) -> None:
    path = _format_file(
        tmp_path,
        "extends: diva\nname: event\nmain_deck:\n  size: {min: 50, max: 40}\n"
        "lrig_deck:\n  level_zero_lrigs: {min: 4, max: 3}\n",
    )
    for command in (
        ["formats", "show", str(path)],
        ["validate", str(EXAMPLE_DECKS), "-f", str(path)],
    ):
        result = runner.invoke(app, command)
        assert result.exit_code == 1
        assert result.stderr.splitlines() == [
            f"deckcheck: {path}:4: error [schema-error] main_deck.size: the minimum 50 is more "
            "than the maximum 40",
            f"deckcheck: {path}:6: error [schema-error] lrig_deck.level_zero_lrigs: the minimum "
            "4 is more than the maximum 3",
        ]


def test_a_format_file_says_each_problem_once(runner: CliRunner, tmp_path: Path) -> None:
    for text in ("foo: bar\n", "{}\n"):
        path = _format_file(tmp_path, text)
        lines = runner.invoke(app, ["formats", "show", str(path)]).stderr.splitlines()
        assert lines and len(lines) == len(set(lines)), lines


def test_a_format_file_refuses_yaml_aliases_at_once(tmp_path: Path) -> None:
    path = _format_file(tmp_path, alias_bomb() + "extends: diva\nname: bomb\nbanned: *l8\n")
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "deckcheck", "formats", "show", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr == (
        f"deckcheck: {path}:1: error [schema-error] anchors and aliases (& and *) are not "
        "allowed; quote a name that starts with * or &\n"
    )
    assert time.perf_counter() - started < 30
