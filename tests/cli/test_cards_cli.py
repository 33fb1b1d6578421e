"""`deckcheck cards ...` and `deckcheck --version`: output formats and exit codes."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck import __version__
from deckcheck.cards.coverage import is_complete
from deckcheck.cards.pool import CardDatabase
from deckcheck.cli import app
from deckcheck.engine import compiled
from tests.conftest import EXAMPLE_DECKS
from tests.hostile import alias_bomb


def test_version_prints_package_and_card_data_version_and_how_the_engine_runs(
    runner: CliRunner, database: CardDatabase
) -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    engine = "compiled" if compiled() else "pure Python"
    assert result.stdout.strip() == (
        f"deckcheck {__version__} (card data {database.data_version}; engine {engine})"
    )


def test_the_engine_is_compiled_exactly_when_its_modules_are_extensions() -> None:
    from deckcheck.engine import game

    assert compiled() == (not game.__file__.endswith(".py"))


def test_show_prints_every_fact_and_printing(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "show", "servant #"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    for text in (
        "Servant #",
        "SIGNI",
        "colorless",
        "1000",
        "Life Burst, Guard",
        "Multi Ener",
        "89 printing(s)",
        "WXDi-D01-020",
        "PR-Di049",
    ):
        assert text in result.stdout


def test_show_json_is_the_card_facts(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "show", "WXDi-D01-020 [EN]", "--output", "json"])
    assert result.exit_code == 0
    (card,) = json.loads(result.stdout)
    assert card["id"] == "en:WXDi-D01-020"
    assert card["power"] == 1000
    assert card["guard"] is True
    assert card["keywords"] == ["multi_ener"]


def test_show_a_name_in_two_pools_shows_both(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "show", "PR-005", "-o", "json"])
    assert result.exit_code == 0
    assert sorted(c["pool"] for c in json.loads(result.stdout)) == ["classic", "en"]


def test_show_unknown_card_exits_1_with_suggestions(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "show", "Servnt #", "--pool", "en"])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "[unknown-card]" in result.stderr
    assert "did you mean 'Servant #'" in result.stderr


def test_show_ambiguous_card_exits_1_with_numbers(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "show", "Midoriko", "--pool", "en"])
    assert result.exit_code == 1
    assert "[ambiguous-card]" in result.stderr
    assert "PR-008" in result.stderr and "PR-K003" in result.stderr


def test_search_filters_and_csv(runner: CliRunner) -> None:
    result = runner.invoke(
        app,
        [
            "cards",
            "search",
            "--pool",
            "en",
            "--type",
            "signi",
            "--color",
            "green",
            "--level",
            "2",
            "--keyword",
            "lancer",
            "--output",
            "csv",
        ],
    )
    assert result.exit_code == 0
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert rows
    for row in rows:
        assert row["type"] == "SIGNI" and row["level"] == "2" and row["pool"] == "en"
        assert "green" in row["colors"].split(";")
        assert "lancer" in row["keywords"].split(";")


def test_search_by_class_lrig_type_and_icons(runner: CliRunner) -> None:
    by_class = json.loads(
        runner.invoke(app, ["cards", "search", "--class", "water beast", "-o", "json"]).stdout
    )
    assert by_class and all("WATER_BEAST" in c["classes"] for c in by_class)
    by_type = json.loads(
        runner.invoke(
            app, ["cards", "search", "--lrig-type", "tawil", "--pool", "en", "-o", "json"]
        ).stdout
    )
    assert by_type and all("TAWIL" in c["lrig_types"] for c in by_type)
    guards = json.loads(
        runner.invoke(app, ["cards", "search", "--guard", "--pool", "en", "-o", "json"]).stdout
    )
    assert {c["name"] for c in guards} >= {"Servant #"}
    assert all(c["guard"] for c in guards)
    bursts = json.loads(
        runner.invoke(
            app,
            [
                "cards",
                "search",
                "--name",
                "servant",
                "--no-life-burst",
                "--pool",
                "classic",
                "-o",
                "json",
            ],
        ).stdout
    )
    assert all(not c["life_burst"] and "servant" in c["name"].lower() for c in bursts)


def test_search_table_and_count_on_stderr(runner: CliRunner) -> None:
    result = runner.invoke(
        app, ["cards", "search", "--name", "lancelot", "--pool", "en"], env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0
    assert "Lancelot, Crimson General" in result.stdout
    assert "card" in result.stderr and "found" in result.stderr


def test_search_with_an_unknown_choice_is_wrong_usage(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "search", "--type", "warrior"])
    assert result.exit_code == 2
    assert "unknown --type 'warrior'" in result.stderr


def test_unknown_option_is_wrong_usage(runner: CliRunner) -> None:
    assert runner.invoke(app, ["cards", "show", "--bogus", "x"]).exit_code == 2
    assert runner.invoke(app, ["cards", "show", "Servant #", "-o", "yaml"]).exit_code == 2


GOOD = """\
proxy:test-001:
  name: Proxy Knight
  pool: local
  type: SIGNI
  colors: [red]
  level: 2
  power: 8000
  numbers: [TEST-001]
"""


def test_lint_a_good_file(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "good.yaml"
    path.write_text(GOOD, encoding="utf-8")
    result = runner.invoke(app, ["cards", "lint", str(path)])
    assert result.exit_code == 0
    assert "1 card(s) checked" in result.stderr


def test_lint_reports_every_problem_with_file_and_line(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        GOOD.replace("level: 2", "level: two")
        + GOOD.replace("TEST-001]", "x y]").replace("test-001", "test-002"),
        encoding="utf-8",
    )
    result = runner.invoke(app, ["cards", "lint", str(path), "-o", "json"])
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert not report["ok"]
    found = {(p["card"], p["line"], p["code"]) for p in report["problems"]}
    assert found == {("proxy:test-001", 6, "schema-error"), ("proxy:test-002", 16, "schema-error")}


def test_lint_warns_when_replacing_a_bundled_card(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "fix.yaml"
    path.write_text(GOOD.replace("proxy:test-001", "en:WXDi-D01-020"), encoding="utf-8")
    result = runner.invoke(app, ["cards", "lint", str(path), "-o", "csv"])
    assert result.exit_code == 0
    assert "replaces-bundled-card" in result.stdout


def test_show_with_a_broken_user_card_file_gives_one_line_per_problem(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("proxy:x:\n  name: [unclosed\n", encoding="utf-8")
    result = runner.invoke(app, ["cards", "show", "Servant #", "--cards", str(path)])
    assert result.exit_code == 1
    assert f"{path}:" in result.stderr and "[parse-error]" in result.stderr


def test_the_installed_command_never_prints_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_bytes(b"\x00\x01\xff binary")
    process = subprocess.run(
        [sys.executable, "-m", "deckcheck", "cards", "show", "Servant #", "--cards", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert process.returncode == 1
    assert "Traceback" not in process.stderr
    assert "[unreadable-file]" in process.stderr


def test_show_prints_the_abilities_in_english(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "show", "Tobiel, Full Armed"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "[Enter] Discard two cards: Draw two cards." in result.stdout
    result = runner.invoke(app, ["cards", "show", "Tobiel, Full Armed", "-o", "json"])
    (card,) = json.loads(result.stdout)
    assert [a["kind"] for a in card["abilities"]] == ["auto", "enter", "life_burst"]
    assert card["abilities"][0]["text"] == (
        "[Auto] Whenever this SIGNI attacks, another target SIGNI on your field gets +5000 "
        "power until end of turn."
    )


def test_show_says_when_abilities_are_not_encoded(
    runner: CliRunner, database: CardDatabase
) -> None:
    # Any card still waiting for its abilities (the encoded ones change every round).
    waiting = next(card for card in database.cards if not is_complete(card))
    result = runner.invoke(app, ["cards", "show", waiting.id], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "abilities not encoded yet" in result.stdout
    encoded = runner.invoke(app, ["cards", "show", "WXDi-D01-009"], env={"COLUMNS": "200"})
    assert "abilities not encoded yet" not in encoded.stdout


def test_coverage_of_a_deck(runner: CliRunner) -> None:
    result = runner.invoke(
        app, ["cards", "coverage", str(EXAMPLE_DECKS / "wxdi-d01.yaml"), "-o", "json"]
    )
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert (report["cards"], report["complete"], report["share"]) == (21, 21, 1.0)
    statuses = {row["name"]: row["status"] for row in report["rows"]}
    assert statuses["Polygenesis"] == "encoded"
    assert statuses["Koalala, Phantom Terra Beast"] == "no text"
    assert "21 of 21 cards complete (100.0%)" in " ".join(result.stderr.split())


def test_coverage_reports_every_unknown_card_at_once(runner: CliRunner, tmp_path: Path) -> None:
    # Issue 14: as `validate` does, not only the first; each with its line.
    deck = tmp_path / "deck.txt"
    deck.write_text(
        "LRIG Deck\n1 At =Nol=\nMain Deck\n4 Servnt #\n4 Koalala, Phantom Terra Beast\n4 Xyzzy\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["cards", "coverage", str(deck)])
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert [line.split(": error")[0] for line in lines] == [
        f"deckcheck: {deck}:{n}" for n in (2, 4, 6)
    ]
    assert all("[unknown-card]" in line for line in lines)


def test_coverage_of_a_pool_lists_the_missing_cards(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "coverage", "--pool", "en", "--missing", "-o", "csv"])
    assert result.exit_code == 0
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert rows and all(row["status"] == "missing" for row in rows)
    assert "Polygenesis" not in {row["name"] for row in rows}
    assert result.stderr.startswith("pool en: ")


def test_coverage_of_an_unknown_pool_is_wrong_usage(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "coverage", "--pool", "nope"])
    assert result.exit_code == 2
    assert "unknown pool 'nope'" in result.stderr


def test_search_fits_a_deck_with_every_other_filter(runner: CliRunner) -> None:
    deck = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
    args = ["cards", "search", "--fits", deck, "--type", "SIGNI", "--color", "black"]
    result = runner.invoke(app, [*args, "-o", "json"])
    assert result.exit_code == 0, result.output
    # D01's LRIGs are green, red and blue: no black SIGNI fits.
    assert json.loads(result.stdout) == []
    result = runner.invoke(
        app, ["cards", "search", "--fits", deck, "--name", "Kuda Izuna", "-o", "csv"]
    )
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [(r["name"], r["fits_in"], r["copies_left"]) for r in rows] == [
        ("Kuda Izuna", "main_deck", "4")
    ]
    assert "1 card found that fit" in result.stderr
    assert "the main deck has 40 cards (0 free)" in result.stderr
    table = runner.invoke(
        app, ["cards", "search", "--fits", deck, "--name", "Kuda"], env={"COLUMNS": "200"}
    )
    assert "│ main deck │      4 │" in table.stdout


def test_search_fits_refuses_a_deck_with_unknown_cards(runner: CliRunner, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Servnt Q\n4 Koalala, Phantom Terra Bst\n", encoding="utf-8")
    result = runner.invoke(app, ["cards", "search", "--fits", str(deck)])
    assert result.exit_code == 1
    assert result.stderr.count("[unknown-card]") == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["cards", "search", "--limit", "0"], "--limit"),
        (["cards", "search", "--limit", "-3"], "--limit"),
        (["cards", "search", "--pool", "nope"], "unknown pool 'nope'; pools: classic, en"),
        (["cards", "search", "--pool", "en", "--pool", "nope"], "unknown pool 'nope'"),
        (["cards", "show", "Servant #", "--pool", "nope"], "unknown pool 'nope'"),
    ],
)
def test_search_limits_and_pools_that_mean_nothing_are_wrong_usage(
    runner: CliRunner, args: list[str], message: str
) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_search_limit_shows_the_first_cards(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "search", "--pool", "en", "--limit", "3", "-o", "json"])
    assert result.exit_code == 0
    assert len(json.loads(result.stdout)) == 3
    assert result.stderr.startswith("3 of ")


def test_a_card_file_refuses_yaml_aliases_at_once(tmp_path: Path) -> None:
    # Before: the schema's message printed the expanded value (312 MB), and lint did not end.
    path = tmp_path / "bomb.yaml"
    path.write_text(alias_bomb() + "my:BOMB-001:\n  name: x\n  pool: *l8\n", encoding="utf-8")
    expected = (
        f"{path}:1: [schema-error] anchors and aliases (& and *) are not allowed; quote a "
        "name that starts with * or &"
    )
    for command in (
        ["cards", "lint", str(path)],
        ["validate", str(EXAMPLE_DECKS), "--cards", str(path)],
    ):
        started = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-m", "deckcheck", *command],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert result.returncode == 1
        shown = " ".join((result.stdout + result.stderr).split())  # lines joined again
        assert expected in shown.replace("error [", "[")
        assert len(shown) < 1000
        assert time.perf_counter() - started < 30


def test_a_huge_value_in_a_message_is_cut_short(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text(GOOD.replace("level: 2", "level: '" + "9" * 500_000 + "'"), encoding="utf-8")
    result = runner.invoke(app, ["cards", "lint", str(path), "-o", "json"])
    assert result.exit_code == 1
    (problem,) = json.loads(result.stdout)["problems"]
    assert problem["message"].startswith("level: ") and len(problem["message"]) < 1200
