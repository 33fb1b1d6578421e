"""`deckcheck validate`: outputs, reports and exit codes."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from tests.conftest import EXAMPLE_DECKS, PROJECT
from tests.decklists import LOCAL_FORMAT

ILLEGAL = PROJECT / "examples" / "illegal" / "first-event.yaml"
WIDE = {"COLUMNS": "200"}


def test_every_bundled_example_deck_is_legal(runner: CliRunner) -> None:
    result = runner.invoke(app, ["validate", str(EXAMPLE_DECKS)], env=WIDE)
    assert result.exit_code == 0, result.output
    assert result.stdout.count("legal  ") == 6
    assert "6 decklists checked: 6 legal" in result.stderr


def test_an_illegal_deck_shows_every_problem_and_exits_1(runner: CliRunner) -> None:
    result = runner.invoke(app, ["validate", str(ILLEGAL)], env=WIDE)
    assert result.exit_code == 1
    out = result.stdout
    assert "illegal" in out and "First Event" in out and "by New Player" in out
    for line, code in (
        (15, "lrig-deck-duplicate"),
        (18, "unknown-card"),
        (20, "copy-limit"),
        (23, "unknown-card"),
        (27, "color-mismatch"),
    ):
        assert f"line {line}  error  {code}" in out
    assert "put the entry in quotes" in out
    assert "1 decklist checked: 0 legal, 1 illegal; 5 errors, 0 warnings" in result.stderr


def test_json_output_is_the_documented_report(runner: CliRunner) -> None:
    result = runner.invoke(
        app, ["validate", str(EXAMPLE_DECKS / "wxdi-d01.yaml"), str(ILLEGAL), "-o", "json"]
    )
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    first, second = data["results"]
    assert (first["legal"], first["format"], first["problems"]) == (True, "diva", [])
    assert second["player"] == "New Player"
    assert set(second["problems"][0]) == {"code", "severity", "message", "card", "line"}
    assert data["summary"]["files"] == 2 and data["summary"]["illegal"] == 1


def test_csv_output(runner: CliRunner) -> None:
    result = runner.invoke(app, ["validate", str(ILLEGAL), "--output", "csv"])
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [row["code"] for row in rows] == [
        "lrig-deck-duplicate",
        "unknown-card",
        "copy-limit",
        "unknown-card",
        "color-mismatch",
    ]
    assert rows[0]["path"] == str(ILLEGAL) and rows[0]["legal"] == "false"


def test_the_format_option_takes_a_name_or_a_file(runner: CliRunner) -> None:
    deck = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
    classic = runner.invoke(app, ["validate", deck, "--format", "classic", "-o", "json"])
    assert classic.exit_code == 1
    assert json.loads(classic.stdout)["results"][0]["format"] == "classic"
    local = runner.invoke(app, ["validate", deck, "-f", str(LOCAL_FORMAT), "-o", "json"])
    codes = [p["code"] for p in json.loads(local.stdout)["results"][0]["problems"]]
    assert codes == ["forbidden-combination", "restricted-copies", "banned"]


def test_wrong_usage_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    deck = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
    for args, message in (
        (["--format", "modern"], "unknown format 'modern'"),
        (["--report", str(tmp_path / "r.pdf")], "must end in .json, .csv or .md"),
        (["--jobs", "0"], "--jobs"),
        (["--output", "xml"], "--output"),
    ):
        result = runner.invoke(app, ["validate", deck, *args])
        assert result.exit_code == 2, args
        assert message in result.stderr or message in result.output


def test_a_broken_format_file_exits_1_with_its_problems(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "event.yaml"
    path.write_text("extends: diva\nname: event\nbanned: [Polygenisis]\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", str(EXAMPLE_DECKS), "--format", str(path)])
    assert result.exit_code == 1
    assert f"deckcheck: {path}:3: error [unknown-card] unknown card 'Polygenisis'" in result.stderr


def test_a_batch_with_a_report_file(runner: CliRunner, tmp_path: Path) -> None:
    event = tmp_path / "event"
    event.mkdir()
    for index in range(12):
        shutil.copy(EXAMPLE_DECKS / "wxdi-d02.yaml", event / f"player{index}.yaml")
    (event / "player12.yaml").write_bytes(b"\xff\xfe\x00garbage")
    (event / "player13.txt").write_text("", encoding="utf-8")
    shutil.copy(ILLEGAL, event / "player14.yaml")
    report = tmp_path / "report.md"
    result = runner.invoke(app, ["validate", str(event), "--report", str(report)], env=WIDE)
    assert result.exit_code == 1
    # Above ten decks the table has one row per file.
    assert result.stdout.count("player") == 15
    assert "unreadable" in result.stdout
    assert "15 decklists checked: 12 legal, 3 illegal (2 unreadable)" in result.stderr
    markdown = report.read_text(encoding="utf-8")
    assert markdown.count("| yes |") == 12 and "### " + str(event / "player14.yaml") in markdown
    for name in ("report.json", "report.csv"):
        runner.invoke(app, ["validate", str(event), "--report", str(tmp_path / name), "-o", "json"])
    assert len(json.loads((tmp_path / "report.json").read_text())["results"]) == 15
    assert (tmp_path / "report.csv").read_text().startswith("path,name,player,format,legal")


def test_an_empty_folder_is_an_error(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["validate", str(tmp_path)])
    assert result.exit_code == 1
    assert "no decklist files found" in result.stderr


def test_a_broken_file_prints_one_line_and_no_traceback(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: [\nlrig_deck: 3\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "deckcheck", "validate", str(broken)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stdout + result.stderr
    assert "parse-error" in result.stdout and "broken YAML" in result.stdout


def test_the_progress_bar_shows_on_a_terminal_for_long_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rich.console import Console

    from deckcheck import output
    from deckcheck.cli import validate
    from deckcheck.cli.tables import ProgressBar

    stream = io.StringIO()
    console = Console(file=stream, force_terminal=True, width=80)
    monkeypatch.setattr(output, "stderr", lambda: console)
    with ProgressBar("checking decklists", shown_from=validate.PROGRESS_FROM) as bar:
        bar.update(1, 10)  # short runs: no bar
        assert bar._progress is None
        for done in range(1, 201):
            bar.update(done, 200)
    assert "checking decklists" in stream.getvalue()
    assert "200/200" in stream.getvalue()


def test_your_own_cards_with_the_cards_option(runner: CliRunner, tmp_path: Path) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(
        "mine:MY-001:\n  name: Proxy Signi\n  pool: en\n  type: SIGNI\n"
        "  colors: [colorless]\n  level: 1\n  power: 1000\n  numbers: [MY-001]\n",
        encoding="utf-8",
    )
    deck = tmp_path / "deck.yaml"
    deck.write_text(
        (EXAMPLE_DECKS / "wxdi-d01.yaml")
        .read_text(encoding="utf-8")
        .replace('"4 Camelopar, Natural Planet"', '"4 Proxy Signi"'),
        encoding="utf-8",
    )
    assert runner.invoke(app, ["validate", str(deck)]).exit_code == 1  # unknown card
    result = runner.invoke(app, ["validate", str(deck), "--cards", str(cards)])
    assert result.exit_code == 0, result.output
