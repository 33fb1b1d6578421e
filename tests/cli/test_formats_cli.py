"""`deckcheck formats list` and `deckcheck formats show`."""

from __future__ import annotations

import csv
import io
import json

from typer.testing import CliRunner

from deckcheck.cli import app
from tests.decklists import LOCAL_FORMAT

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
