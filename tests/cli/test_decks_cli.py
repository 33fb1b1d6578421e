"""`deckcheck convert` and `deckcheck diff`: data on stdout, messages on stderr, exit codes."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import jsonschema
from typer.testing import CliRunner

from deckcheck import schemas
from deckcheck.cli import app
from tests.conftest import EXAMPLE_DECKS, EXAMPLES

D01 = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
D02 = str(EXAMPLE_DECKS / "wxdi-d02.yaml")
FILES = EXAMPLES / "other-tools"
COD = str(FILES / "ancient-surprise.cod")
WIDE = {"COLUMNS": "200"}


# -- convert -----------------------------------------------------------------------------


def test_convert_to_stdout(runner: CliRunner) -> None:
    result = runner.invoke(app, ["convert", COD, "--to", "text"])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Name: Ancient Surprise\nFormat: diva\nLRIG Deck\n")
    assert "4 Servant #\n" in result.stdout
    assert result.stderr == ""


def test_convert_to_a_file_told_by_its_extension(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "deck.cod"
    result = runner.invoke(app, ["convert", D01, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    assert f"wrote {out} (cod)" in result.stderr
    again = runner.invoke(app, ["diff", D01, str(out)])
    assert again.exit_code == 0, again.output


def test_convert_refuses_what_the_target_cannot_express(runner: CliRunner) -> None:
    result = runner.invoke(app, ["convert", D01, "--to", "webxoss"])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "error [cannot-convert] 'Servant #' (WXDi-D01-020)" in result.stderr


def test_convert_usage_errors(runner: CliRunner) -> None:
    for args, message in (
        (["--to", "pdf"], "unknown --to 'pdf'; choose from yaml, text, cod, webxoss"),
        ([], "say the shape"),
        (["-o", "deck.docx"], "cannot tell the shape from 'deck.docx'"),
    ):
        result = runner.invoke(app, ["convert", D01, *args])
        assert result.exit_code == 2, args
        assert message in result.stderr


# -- diff ----------------------------------------------------------------------------------


def test_diff_of_twins_is_empty_and_exits_0(runner: CliRunner) -> None:
    result = runner.invoke(app, ["diff", D01, COD, "-o", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    jsonschema.validate(data, json.loads(schemas.read("diff.schema.json")))
    assert data["equal"] is True and data["changes"] == []
    assert "hold the same cards" in result.stderr


def test_diff_of_two_decks_exits_1_in_every_output(runner: CliRunner) -> None:
    table = runner.invoke(app, ["diff", D01, D02], env=WIDE)
    assert table.exit_code == 1
    assert "│ main deck │ -4     │ Koalala, Phantom Terra Beast" in table.stdout
    assert "47 cards added, 47 removed" in table.stderr
    data = json.loads(runner.invoke(app, ["diff", D01, D02, "-o", "json"]).stdout)
    jsonschema.validate(data, json.loads(schemas.read("diff.schema.json")))
    assert sum(row["change"] for row in data["changes"]) == 0
    rows = list(
        csv.DictReader(io.StringIO(runner.invoke(app, ["diff", D01, D02, "-o", "csv"]).stdout))
    )
    assert len(rows) == len(data["changes"])
    assert rows[0]["section"] == "lrig_deck" and rows[0]["change"] == "-1"


def test_diff_reports_every_problem_of_both_files(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Servnt Q\n4 Koalala, Phantom Terra Bst\n", encoding="utf-8")
    result = runner.invoke(app, ["diff", str(bad), str(tmp_path / "none.txt")])
    assert result.exit_code == 1
    assert result.stderr.count("[unknown-card]") == 2
    assert "[unreadable-file]" in result.stderr
