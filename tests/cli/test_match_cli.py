"""`deckcheck match A B` and `deckcheck gauntlet DECK... | DIR`: outputs, exit codes, logs,
the heat map, and decks that go wrong."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from deckcheck import schemas
from deckcheck.cli import app
from tests.conftest import EXAMPLE_DECKS

D01 = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
D02 = str(EXAMPLE_DECKS / "wxdi-d02.yaml")
D07 = str(EXAMPLE_DECKS / "wxdi-d07.yaml")
WIDE = {"COLUMNS": "200"}
MATCH_SCHEMA = json.loads(schemas.read("match.schema.json"))
GAUNTLET_SCHEMA = json.loads(schemas.read("gauntlet.schema.json"))


def run(runner: CliRunner, *args: str, code: int = 0) -> tuple[str, str]:
    result = runner.invoke(app, list(args), env=WIDE)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    return result.stdout, result.stderr


def test_the_schemas_are_valid_json_schemas() -> None:
    jsonschema.Draft202012Validator.check_schema(MATCH_SCHEMA)
    jsonschema.Draft202012Validator.check_schema(GAUNTLET_SCHEMA)


def test_match_json_follows_its_schema_and_records_what_reproduces_it(
    runner: CliRunner,
) -> None:
    out, err = run(runner, "match", D01, D02, "-n", "20", "-j", "1", "-o", "json")
    data = json.loads(out)
    jsonschema.validate(data, MATCH_SCHEMA)
    assert data["run"]["seed"] == 1 and data["run"]["games"] == 20
    assert data["run"]["agents"] == {"A": "heuristic", "B": "heuristic"}
    assert data["decks"]["A"]["name"] == "Ancient Surprise"
    assert len(data["decks"]["A"]["hash"]) == 16
    assert data["versions"]["card_data"]
    result = data["result"]
    assert result["wins"]["A"] + result["wins"]["B"] + result["draws"] == 20
    assert "association, not a cause" in data["notes"][0]
    assert "20 games in" in err and "seed 1" in err
    # The same seed, the same report; another seed, other games.
    assert (
        json.loads(run(runner, "match", D01, D02, "-n", "20", "-j", "1", "-o", "json")[0]) == data
    )
    other = json.loads(
        run(runner, "match", D01, D02, "-n", "20", "-j", "1", "--seed", "2", "-o", "json")[0]
    )
    assert other["result"]["turns"] != result["turns"]


def test_match_table_and_csv(runner: CliRunner) -> None:
    out, _ = run(runner, "match", D01, D02, "-n", "20", "-j", "1")
    for line in (
        "A: Ancient Surprise",
        "B: Nijisanji ver. Sanbaka",
        "each seed played twice with either deck going first",
        "Win rate",
        "going first",
        "Game length and endings",
        "Win rate when drawn, A: Ancient Surprise",
        "an association, not a cause",
    ):
        assert line in out, line
    out, _ = run(runner, "match", D01, D02, "-n", "20", "-j", "1", "-o", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert rows[0].keys() == {"deck", "section", "card", "measure", "value", "ci_low", "ci_high"}
    win_rate = next(r for r in rows if r["measure"] == "win_rate" and r["deck"] == "A")
    assert float(win_rate["ci_low"]) <= float(win_rate["value"]) <= float(win_rate["ci_high"])
    assert any(r["section"] == "cards" and r["measure"] == "win_rate_when_drawn" for r in rows)


def test_two_agents_and_a_search_budget(runner: CliRunner) -> None:
    out, _ = run(
        runner, "match", D01, D02, "-n", "2", "-j", "1", "--agents", "search:2,random", "-o", "json"
    )
    assert json.loads(out)["run"]["agents"] == {"A": "search:2", "B": "random"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-n", "7"], "even number"),
        (["--agent", "heuristic", "--agents", "a,b"], "not both"),
        (["--agents", "heuristic"], "two agents"),
        (["--agent", "careful"], "unknown agent"),
        (["--agent", "search:0"], "search budget"),
        (["-n", "10", "--log", "11"], "has 10 games"),
    ],
)
def test_wrong_usage_exits_2(runner: CliRunner, args: list[str], message: str) -> None:
    _, err = run(runner, "match", D01, D02, *args, code=2)
    assert message in err


def test_a_deck_that_cannot_be_read_exits_1(runner: CliRunner, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text('main_deck:\n  - "4 Nothing Like This Card"\n')
    _, err = run(runner, "match", D01, str(broken), "-n", "2", code=1)
    assert "unknown-card" in err


def test_match_log_prints_one_game(runner: CliRunner) -> None:
    out, err = run(runner, "match", D01, D02, "-n", "10", "--log", "4")
    assert "turn 1 begins (P1)" in out  # game 4: deck B (seat 1) goes first
    assert "game 4 of seed 1" in err and "went first" in err


def test_gauntlet_of_a_folder_json_csv_table_and_heat_map(
    runner: CliRunner, tmp_path: Path
) -> None:
    folder = tmp_path / "field"
    folder.mkdir()
    for deck in (D01, D02, D07):
        (folder / Path(deck).name).write_text(Path(deck).read_text())
    out, err = run(runner, "gauntlet", str(folder), "-n", "4", "-j", "1", "-o", "json")
    data = json.loads(out)
    jsonschema.validate(data, GAUNTLET_SCHEMA)
    assert len(data["decks"]) == 3 and data["run"]["pairs"] == 3
    assert [row[index] for index, row in enumerate(data["matrix"])] == [None, None, None]
    assert "3 matches, 12 games" in err
    out, _ = run(runner, "gauntlet", str(folder), "-n", "4", "-j", "1", "-o", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 6 + 3  # every cell, then each deck against the field
    plot = tmp_path / "heat.png"
    out, err = run(runner, "gauntlet", str(folder), "-n", "4", "-j", "1", "--plot", str(plot))
    assert plot.read_bytes().startswith(b"\x89PNG")
    assert "Ranking" in out and "Win rate of the row deck against the column deck" in out


def test_gauntlet_goes_on_without_a_deck_it_cannot_read(runner: CliRunner, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text('main_deck:\n  - "4 Nothing Like This Card"\n')
    out, err = run(runner, "gauntlet", D01, D02, str(broken), "-n", "4", "-j", "1", code=1)
    assert "broken.yaml" in err and "unknown-card" in err
    assert "Ancient Surprise" in out and "1 match," in err


def test_gauntlet_log_and_wrong_usage(runner: CliRunner) -> None:
    out, err = run(runner, "gauntlet", D01, D02, D07, "-n", "4", "--log", "1-3:2")
    assert "turn 1 begins" in out and "game 2 of seed 1" in err
    _, err = run(runner, "gauntlet", D01, D02, "--log", "1-3", code=2)
    assert "I-J:N" in err
    _, err = run(runner, "gauntlet", D01, D02, "--log", "1-5:1", code=2)
    assert "two decks of 1 to 2" in err
    _, err = run(runner, "gauntlet", D01, code=2)
    assert "two decks or more" in err


CRASHING_AGENT = """
from deckcheck.agents.heuristic import HeuristicAgent


class Crashing(HeuristicAgent):
    def choose(self, observation, legal_actions):
        if observation.turn >= 3:
            raise ZeroDivisionError("my mistake")
        return super().choose(observation, legal_actions)
"""


def test_your_agents_error_in_a_match_is_reported_as_its_own(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = tmp_path / "mine.py"
    path.write_text(CRASHING_AGENT, encoding="utf-8")
    spec = f"{path}:Crashing"
    out, err = run(
        runner,
        "match",
        D01,
        D02,
        "-n",
        "4",
        "-j",
        "1",
        "--agents",
        f"heuristic,{spec}",
        "-o",
        "json",
        code=1,
    )
    data = json.loads(out)
    jsonschema.validate(data, MATCH_SCHEMA)
    failed = data["run"]["failed_games"]
    assert failed["count"] >= 1
    assert failed["first"]["cause"] == "agent"
    assert failed["first"]["error"].startswith(f"the agent {spec!r} raised ZeroDivisionError")
    assert "failed with an error of your agent" in err
    assert "please report" not in err
