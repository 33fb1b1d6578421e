"""`deckcheck stats DECK`: the figures a deck builder reads, in every output, and exit codes."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from typer.testing import CliRunner

from deckcheck import schemas
from deckcheck.cards.pool import CardDatabase
from deckcheck.cli import app
from tests.conftest import EXAMPLE_DECKS

D01 = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
WIDE = {"COLUMNS": "200"}


def stats_json(runner: CliRunner, *args: str) -> dict:  # type: ignore[type-arg]
    result = runner.invoke(app, ["stats", D01, "-o", "json", *args])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    jsonschema.validate(data, json.loads(schemas.read("stats.schema.json")))
    return data  # type: ignore[no-any-return]


def test_the_default_report_reads_as_tables(runner: CliRunner) -> None:
    result = runner.invoke(app, ["stats", D01], env=WIDE)
    assert result.exit_code == 0, result.output
    out = result.stdout
    for text in (
        "Ancient Surprise",
        "keep level 1 SIGNI, return every other card",
        "Opening hand: P(at least 1 in the 5 cards)",
        "Going first: P(at least 1 by your turn N)",
        "Going second: P(at least 1 by your turn N)",
        "A Guard card in hand at the opponent's turn N",
        "Life Bursts in the 7 Life Cloth cards",
        "turn 15 (draw)",
        "turn 14 (draw)",
        "Assumptions",
    ):
        assert text in out
    # Servant #: 4 copies in 40, P(at least 1 in 5) = 1 - C(36,5)/C(40,5) = 42.7%.
    servant = next(line for line in out.splitlines() if "Servant #" in line)
    assert "42.7%" in servant
    assert "█" in out  # the Life Burst bar chart


def test_json_follows_the_schema_and_holds_the_exact_figures(runner: CliRunner) -> None:
    data = stats_json(runner)
    assert data["deck"] == {
        "name": "Ancient Surprise",
        "path": D01,
        "format": "diva",
        "main_deck": 40,
        "life_burst": 20,
        "guard": 4,
    }
    assert data["mulligan"]["keep"] == "type=SIGNI,level=1"
    groups = {g["label"]: g for g in data["groups"]}
    # Every distinct card, Guard, Life Burst and the mulligan's group, by default.
    assert len(groups) == 13
    servant = groups["Servant #"]
    assert servant["copies"] == 4 and servant["kept_by_mulligan"] == 4
    assert servant["opening_hand"]["before_mulligan"] == pytest.approx(0.4270708, abs=1e-7)
    assert sum(servant["opening_hand"]["distribution_after"]) == pytest.approx(1)
    first = servant["drawn_by_turn"]["first"]
    assert [o["turn"] for o in first] == [1, 2, 3, 4, 5, 6]
    probabilities = [o["probability"] for o in first]
    assert probabilities == sorted(probabilities)
    cloth = data["life_cloth"]
    assert len(cloth["distribution"]) == 8
    assert sum(cloth["distribution"]) == pytest.approx(1)
    assert data["refresh"]["first"]["first_refresh_turn"] == 15
    assert data["refresh"]["second"]["first_refresh_turn"] == 14
    assert data["refresh"]["first"]["life_cloth_lost"] == 1
    assert data["warnings"] == []


def test_no_mulligan_leaves_the_hand_and_the_life_cloth_hypergeometric(
    runner: CliRunner,
) -> None:
    data = stats_json(runner, "--keep", "all")
    for group in data["groups"]:
        hand = group["opening_hand"]
        assert hand["after_mulligan"] == hand["before_mulligan"]
    # 20 Life Bursts in 40: P(none among 7) = C(20,7)/C(40,7).
    assert data["life_cloth"]["distribution"][0] == pytest.approx(77520 / 18643560)
    assert data["life_cloth"]["mean"] == pytest.approx(3.5)


def test_groups_k_turns_and_player(runner: CliRunner) -> None:
    data = stats_json(
        runner,
        "-g",
        "type=SIGNI,level=1",
        "--group",
        "name=Camelopar, Natural Planet",
        "-k",
        "2",
        "--turns",
        "3",
        "--player",
        "second",
    )
    assert [g["label"] for g in data["groups"]] == ["level 1 SIGNI", "Camelopar, Natural Planet"]
    assert data["players"] == ["second"]
    assert data["at_least"] == 2
    level_1 = data["groups"][0]
    assert list(level_1["drawn_by_turn"]) == ["second"]
    assert len(level_1["drawn_by_turn"]["second"]) == 3
    assert list(data["refresh"]) == ["second"]


def test_turns_stop_at_the_first_refresh_and_say_so(runner: CliRunner) -> None:
    data = stats_json(runner, "--turns", "20", "-g", "guard")
    assert len(data["groups"][0]["drawn_by_turn"]["first"]) == 15
    assert len(data["groups"][0]["drawn_by_turn"]["second"]) == 14
    assert any("up to turn 14, the first refresh" in note for note in data["assumptions"])


def test_a_specific_opening_hand_conditions_the_life_cloth(runner: CliRunner) -> None:
    hand = ["--hand", "2 Servant #", "--hand", "Polygenesis", "--hand", "Tobiel, Full Armed"]
    hand += ["--hand", "Koalala, Phantom Terra Beast"]
    data = stats_json(runner, "--keep", "all", *hand)
    given = data["life_cloth"]["given_hand"]
    assert given["returned"] == []
    # 4 Life Bursts kept in hand: 16 of the other 35 cards; 7 of them: mean 7 x 16/35.
    assert given["mean"] == pytest.approx(7 * 16 / 35)


def test_csv_has_one_row_per_figure(runner: CliRunner) -> None:
    result = runner.invoke(app, ["stats", D01, "-o", "csv", "-g", "guard", "--turns", "2"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert list(rows[0]) == [
        "section",
        "group",
        "expression",
        "copies",
        "player",
        "turn",
        "measure",
        "count",
        "probability",
    ]
    sections = {row["section"] for row in rows}
    assert sections == {
        "opening_hand",
        "after_mulligan",
        "drawn_by_turn",
        "guard_at_opponent_turn",
        "life_cloth",
        "refresh",
    }
    opening = next(row for row in rows if row["section"] == "opening_hand")
    assert float(opening["probability"]) == pytest.approx(0.4270708, abs=1e-7)
    cloth = [float(row["probability"]) for row in rows if row["section"] == "life_cloth"]
    assert sum(cloth) == pytest.approx(1)


@pytest.mark.parametrize(
    "args",
    [
        ["-g", "level=high"],
        ["-g", "foo=bar"],
        ["--keep", "type=FOO"],
        ["-g", "deck:openers"],
        ["--hand", "Servant #"],
        ["--hand", "5 Servant #"],
        ["--hand", "5 Sara Hoshikawa, Code 2434"],
        ["--plot", "odds.gif"],
        ["--output", "yaml"],
        ["--player", "third"],
        ["-k", "0"],
    ],
)
def test_wrong_usage_exits_2_with_one_line(runner: CliRunner, args: list[str]) -> None:
    result = runner.invoke(app, ["stats", D01, *args])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output


def test_a_bad_group_says_what_is_wrong(runner: CliRunner) -> None:
    result = runner.invoke(app, ["stats", D01, "-g", "level=high"])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        "deckcheck: error [usage-error] level takes a number or a range (1-3), not 'high', "
        "in 'level=high'"
    ]


def test_an_unknown_card_exits_1_with_suggestions(runner: CliRunner) -> None:
    result = runner.invoke(app, ["stats", D01, "-g", "name=Servnt #"])
    assert result.exit_code == 1
    assert "[unknown-card] unknown card 'Servnt #'; did you mean 'Servant #'" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_group_with_no_card_in_the_deck_is_a_warning_on_stderr(runner: CliRunner) -> None:
    result = runner.invoke(app, ["stats", D01, "-o", "json", "-g", "Sara Hoshikawa, Code 2434"])
    assert result.exit_code == 0
    assert "has no card in the main deck" in result.stderr
    assert json.loads(result.stdout)["groups"][0]["opening_hand"]["before_mulligan"] == 0


def test_a_missing_deck_exits_1(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["stats", str(tmp_path / "nothing.yaml")])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert "nothing.yaml" in result.stderr


@pytest.mark.parametrize(("suffix", "magic"), [(".png", b"\x89PNG"), (".svg", b"<?xml")])
def test_plot_writes_the_curves(
    runner: CliRunner, tmp_path: Path, suffix: str, magic: bytes
) -> None:
    pytest.importorskip("matplotlib")
    target = tmp_path / f"odds{suffix}"
    result = runner.invoke(app, ["stats", D01, "--plot", str(target), "-o", "json"])
    assert result.exit_code == 0, result.output
    assert target.read_bytes().startswith(magic)
    assert f"plot written to {target}" in result.stderr


def test_plot_without_matplotlib_is_one_clear_line(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib fails
    result = runner.invoke(app, ["stats", D01, "--plot", str(tmp_path / "odds.png")])
    assert result.exit_code == 1
    assert result.stderr.strip().splitlines() == [
        "deckcheck: error [missing-dependency] plots need matplotlib: pip install 'deckcheck[plot]'"
    ]


def write_deck(folder: Path, body: str) -> str:
    path = folder / "deck.yaml"
    path.write_text(body, encoding="utf-8")
    return str(path)


LRIG_DECK = 'lrig_deck: ["At =Noll=, the Opened Gate"]\n'
GROUPED_DECK = """\
name: Openers
format: diva
lrig_deck: ["At =Noll=, the Opened Gate"]
main_deck:
  - "20 Servant #"
  - "20 Polygenesis"
groups:
  openers: ["Servant #"]
  spells: {type: SPELL}
"""


def test_the_deck_files_groups_are_in_the_report(runner: CliRunner, tmp_path: Path) -> None:
    deck = write_deck(tmp_path, GROUPED_DECK)
    result = runner.invoke(app, ["stats", deck, "-o", "json"])
    assert result.exit_code == 0, result.output
    groups = {g["label"]: g for g in json.loads(result.stdout)["groups"]}
    assert groups["openers"]["copies"] == 20
    assert groups["spells"]["copies"] == 20
    assert groups["openers"]["expression"] == "deck:openers"
    chosen = runner.invoke(app, ["stats", deck, "-o", "json", "-g", "deck:spells,!guard"])
    assert chosen.exit_code == 0, chosen.output
    assert json.loads(chosen.stdout)["groups"][0]["copies"] == 20


def test_an_unknown_deck_group_lists_the_decks_groups(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["stats", write_deck(tmp_path, GROUPED_DECK), "-g", "deck:nope"])
    assert result.exit_code == 2
    assert "the deck has no group 'nope'" in result.stderr
    assert "its groups: openers, spells" in result.stderr


def test_a_small_deck_still_gets_its_figures_and_a_warning(
    runner: CliRunner, tmp_path: Path
) -> None:
    deck = write_deck(tmp_path, f'name: Tiny\n{LRIG_DECK}main_deck: ["8 Servant #"]\n')
    result = runner.invoke(app, ["stats", deck, "-o", "json"])
    assert result.exit_code == 0, result.output
    assert "the main deck has 8 cards, not 40" in result.stderr
    data = json.loads(result.stdout)
    assert data["life_cloth"]["cards"] == 3  # 8 - 5 cards in hand
    assert data["refresh"]["first"]["first_refresh_turn"] is None


def test_a_deck_with_an_unknown_card_exits_1_naming_the_line(
    runner: CliRunner, tmp_path: Path
) -> None:
    deck = write_deck(tmp_path, f'name: Typo\n{LRIG_DECK}main_deck:\n  - "4 Servnt #"\n')
    result = runner.invoke(app, ["stats", deck])
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert "deck.yaml:4" in result.stderr
    assert "unknown-card" in result.stderr


def test_a_text_decklist_works_too(runner: CliRunner, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    text = "LRIG Deck\n1 At =Noll=, the Opened Gate\nMain Deck\n4 Servant #\n36 Polygenesis\n"
    deck.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["stats", str(deck), "-o", "json", "-g", "guard", "--keep", "all"])
    assert result.exit_code == 0, result.output
    odds = json.loads(result.stdout)["groups"][0]["opening_hand"]["before_mulligan"]
    assert odds == pytest.approx(0.4270708, abs=1e-7)


def test_the_tables_read_at_80_columns() -> None:
    # 80 columns: the width of piped output. Before, the refresh table's first column
    # was one letter wide ("g", "o", "i", ...).
    env = {**os.environ, "COLUMNS": "80"}
    result = subprocess.run(
        [sys.executable, "-m", "deckcheck", "stats", D01],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    refresh = lines[next(i for i, line in enumerate(lines) if line.startswith("Refresh")) :]
    rows = [line.split("│")[1].strip() for line in refresh if line.startswith("│")]
    assert rows[:2] == ["going first", "going second"]


def test_the_plot_gives_each_curve_its_own_look_and_draws_the_mulligan_group(
    database: CardDatabase, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("matplotlib")
    from deckcheck.decks import load_deck
    from deckcheck.stats import plot
    from deckcheck.stats.report import StatsRequest, deck_report

    report = deck_report(load_deck(Path(D01), database), StatsRequest(), database)
    # 13 default groups, the mulligan's (level 1 SIGNI) last: more than a plot holds.
    assert len(report.groups) > plot.MAX_CURVES
    assert report.groups[-1].group.expression == report.mulligan.keep.expression
    drawn: list[Any] = []
    monkeypatch.setattr(plot, "save", lambda figure, path: drawn.append(figure))
    plot.write_plot(report, tmp_path / "odds.png")
    draws = drawn[0].axes[1]
    looks: dict[str, set[tuple[str, str]]] = {}
    for line in draws.get_lines():
        looks.setdefault(line.get_label(), set()).add((line.get_color(), line.get_marker()))
    by_group = {label: look for label, look in looks.items() if not label.startswith("_")}
    assert len(by_group) == plot.MAX_CURVES
    assert report.mulligan.keep.label in by_group
    assert len({look for looks_of in by_group.values() for look in looks_of}) == plot.MAX_CURVES
    styles = {line.get_linestyle() for line in draws.get_lines()}
    assert styles == {"-", "--"}  # going first and going second
