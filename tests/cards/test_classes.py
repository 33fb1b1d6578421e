"""SIGNI classes by the names the English cards print, not only by the data's codes."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from deckcheck.cards.classes import class_matches, class_name
from deckcheck.cli import app
from deckcheck.effects.english import klass


@pytest.mark.parametrize(
    ("code", "printed"),
    [
        ("GEM", "Jewel"),
        ("DEVIL", "Demon"),
        ("WATER_BEAST", "Aquatic Beast"),
        ("SPACE", "Cosmos"),
        ("ANGEL", "Angel"),  # printed as its code reads
        ("BLUE_ARCHIVE", "Blue Archive"),
    ],
)
def test_a_class_reads_as_printed(code: str, printed: str) -> None:
    assert class_name(code) == printed
    assert klass(code) == f"<<{printed}>>"


def test_a_class_is_found_by_its_code_or_its_printed_name() -> None:
    assert class_matches("GEM", "jewel")
    assert class_matches("GEM", "gem")
    assert class_matches("WATER_BEAST", "aquatic-beast")
    assert not class_matches("GEM", "Demon")


def test_search_and_show_use_the_printed_class(runner: CliRunner) -> None:
    found = json.loads(
        runner.invoke(app, ["cards", "search", "--class", "Demon", "-o", "json"]).stdout
    )
    assert found and all("DEVIL" in card["classes"] for card in found)
    shown = runner.invoke(
        app, ["cards", "show", "Hanayo//Memoria, Natural Pyroxene"], env={"COLUMNS": "200"}
    )
    assert shown.exit_code == 0
    assert "Performer, Jewel" in shown.stdout
