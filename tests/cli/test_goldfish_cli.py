"""`deckcheck goldfish DECK`: outputs, exit codes, reproducibility, and decks that go wrong."""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from deckcheck import schemas
from deckcheck.cli import app
from deckcheck.simulate.goldfish import deck_coverage, load_goldfish
from tests.conftest import EXAMPLE_DECKS

D01 = str(EXAMPLE_DECKS / "wxdi-d01.yaml")
D03 = str(EXAMPLE_DECKS / "wxdi-d03.yaml")
WIDE = {"COLUMNS": "200"}
SCHEMA = json.loads(schemas.read("goldfish.schema.json"))
LRIG_DECK = """lrig_deck:
  - "At =Noll=, the Opened Gate"
  - "At =Ett=, the Opened Door"
  - "At =Två=, the Opened Gate"
  - "At =Tre=, the Opened Gate"
"""


def goldfish(runner: CliRunner, *args: str, code: int = 0) -> tuple[str, str]:
    result = runner.invoke(app, ["goldfish", *args], env=WIDE)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    return result.stdout, result.stderr


def goldfish_json(runner: CliRunner, *args: str) -> dict:  # type: ignore[type-arg]
    out, _ = goldfish(runner, *args, "-o", "json")
    data = json.loads(out)
    jsonschema.validate(data, SCHEMA)
    return data  # type: ignore[no-any-return]


def write_deck(folder: Path, body: str, name: str = "deck.yaml") -> str:
    path = folder / name
    path.write_text(body, encoding="utf-8")
    return str(path)


def test_the_default_report_reads_as_tables(runner: CliRunner) -> None:
    out, err = goldfish(runner, D01, "-n", "300")
    for text in (
        "Ancient Surprise",
        "300 games against a goldfish (7 blank Life Cloth, takes no action)",
        "Agent heuristic, seed 1, format diva, turn cap 50",
        "Winning turn",
        "Games won on each turn",
        "Turn by turn",
        "Draws, Ener, refreshes",
        "Life Bursts in the deck's Life Cloth",
        "Cards",
        "Read a game: --log",
    ):
        assert text in out
    assert err.strip().splitlines()[-1].startswith("300 games in ")
    assert err.strip().endswith("seed 1")
    incomplete = deck_coverage(load_goldfish(Path(D01)).deck).incomplete
    if incomplete:  # the abilities still to encode are named in one warning
        warning = next(line for line in err.splitlines() if "play as if they had no text" in line)
        assert all(card.name in warning for card in incomplete)


def test_json_and_csv_hold_the_same_figures(runner: CliRunner) -> None:
    data = goldfish_json(runner, D01, "-n", "300", "--seed", "5")
    assert data["run"]["seed"] == 5 and data["run"]["games"] == 300
    both = data["players"]["all"]
    assert both["games"] == 300 and both["wins"] == 300
    out, _ = goldfish(runner, D01, "-n", "300", "--seed", "5", "-o", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert list(rows[0]) == [
        "player", "section", "turn", "card", "measure", "value", "ci_low", "ci_high"
    ]  # fmt: skip
    mean = next(r for r in rows if r["player"] == "all" and r["measure"] == "mean")
    assert float(mean["value"]) == both["win_turn"]["mean"]["value"]
    assert [float(mean["ci_low"]), float(mean["ci_high"])] == both["win_turn"]["mean"]["ci95"]


def test_the_same_seed_gives_the_same_json_on_one_or_two_jobs(runner: CliRunner) -> None:
    one = goldfish(runner, D01, "-n", "500", "--seed", "77", "-o", "json", "--jobs", "1")[0]
    two = goldfish(runner, D01, "-n", "500", "--seed", "77", "-o", "json", "--jobs", "2")[0]
    assert one == two
    other = goldfish(runner, D01, "-n", "500", "--seed", "78", "-o", "json", "--jobs", "2")[0]
    assert other != one


def test_log_prints_one_game_of_the_run(runner: CliRunner) -> None:
    data = goldfish_json(runner, D01, "-n", "40", "--seed", "3")
    number = data["players"]["all"]["examples"]["slowest_win"]
    turns = data["players"]["all"]["win_turn"]["max"]
    out, err = goldfish(runner, D01, "-n", "40", "--seed", "3", "--log", str(number))
    lines = out.splitlines()
    assert lines[0].startswith("T0 [setup] P0 puts")
    assert lines[-1].endswith("P0 wins")
    assert err.strip().splitlines()[-1].endswith(f"the deck won on its turn {turns}")
    assert f"game {number} of seed 3" in err


def test_opponent_deck_life_bursts_trigger(runner: CliRunner) -> None:
    data = goldfish_json(runner, D01, "-n", "200", "--opponent", D03)
    assert data["run"]["opponent"]["kind"] == "deck"
    assert data["run"]["opponent"]["name"] == "No Limit"
    assert data["coverage"]["opponent"]["cards"] == 21
    bursts = data["players"]["all"]["opponent_life_bursts"]
    assert bursts["per_game"] > 1  # 20 of its 40 cards have a Life Burst
    assert {card["name"] for card in bursts["cards"]} <= {
        "Servant #", "Volcanic, Natural Crystal", "Kagutsuchi, Crimson Angel",
        "Letti, Heavy Armed", "Deafening Inferno",
    }  # fmt: skip


def test_your_own_agent(runner: CliRunner, tmp_path: Path) -> None:
    agent = tmp_path / "first.py"
    agent.write_text(
        "class First:\n"
        "    def __init__(self, seed, mulligan):\n        pass\n"
        "    def choose(self, observation, legal_actions):\n        return legal_actions[0]\n"
    )
    data = goldfish_json(runner, D01, "-n", "20", "--agent", f"{agent}:First", "--turn-cap", "12")
    assert data["run"]["agent"] == f"{agent}:First"
    assert data["players"]["all"]["games"] == 20


def test_a_deck_without_signi_wins_with_its_lrig_alone(runner: CliRunner, tmp_path: Path) -> None:
    # en-2021-glossary.txt, "Center LRIG": the Center LRIG attacks; "Damage": each
    # unguarded attack crushes one Life Cloth, and damage with none left wins. Eight LRIG
    # attacks: going first (no attack on turn 1) the deck wins on its turn 9, second on 8.
    deck = write_deck(tmp_path, LRIG_DECK + 'main_deck: ["40 Polygenesis"]\n')
    data = goldfish_json(runner, deck, "-n", "60", "--no-abilities")
    players = data["players"]
    assert players["first"]["win_turn"]["distribution"] == [
        {"turn": 9, "games": players["first"]["games"], "share": 1.0}
    ]
    assert players["second"]["win_turn"]["min"] == players["second"]["win_turn"]["max"] == 8


def test_a_deck_that_cannot_win_runs_to_the_turn_cap_and_says_so(
    runner: CliRunner, tmp_path: Path
) -> None:
    # No LRIG to attack with and no SIGNI: no damage, ever.
    deck = write_deck(tmp_path, 'lrig_deck: []\nmain_deck: ["40 Polygenesis"]\n')
    data = goldfish_json(runner, deck, "-n", "30", "--turn-cap", "8")
    both = data["players"]["all"]
    assert (both["wins"], both["turn_cap"]) == (0, 30)
    assert both["win_turn"]["count"] == 0 and both["win_turn"]["mean"] is None
    assert both["by_turn"][-1] == {
        "turn": 8, "games": 30, "damage": 0.0, "life_cloth_crushed": 0.0, "won_by": 0.0
    }  # fmt: skip
    _, err = goldfish(runner, deck, "-n", "30", "--turn-cap", "8")
    assert (
        "30 games of 30 (100.0%) reached the turn cap (the deck's turn 8) without a win and "
        "count as draws: the deck never won"
    ) in err
    assert "is not legal in diva" in err


def test_a_deck_that_decks_itself_finishes_and_says_what_it_saw(
    runner: CliRunner, tmp_path: Path
) -> None:
    # 12 cards: 5 in the hand and 7 in the Life Cloth leave nothing to draw.
    body = (
        LRIG_DECK
        + 'main_deck: ["4 Servant #", "4 Water Buffalo, Phantom Aquatic Beast", "4 Polygenesis"]\n'
    )
    deck = write_deck(tmp_path, body)
    data = goldfish_json(runner, deck, "-n", "50")
    both = data["players"]["all"]
    assert both["games"] == 50 and both["empty_deck"]["value"] == 1.0
    _, err = goldfish(runner, deck, "-n", "50")
    assert "began a turn with no card to draw (main deck and trash empty)" in err


def test_unknown_cards_are_one_clear_error(runner: CliRunner, tmp_path: Path) -> None:
    deck = write_deck(tmp_path, LRIG_DECK + 'main_deck: ["40 Servnt #"]\n')
    _, err = goldfish(runner, deck, code=1)
    assert "[unknown-card] unknown card 'Servnt #'; did you mean 'Servant #'" in err
    assert len(err.strip().splitlines()) == 1


def test_every_unknown_card_is_reported_at_once(runner: CliRunner, tmp_path: Path) -> None:
    # Issue 14: as `validate` does, not only the first.
    deck = write_deck(
        tmp_path,
        LRIG_DECK + 'main_deck: ["20 Servnt #", "10 Koalala, Phantom Terra Bst", "10 Xyzzy"]\n',
    )
    _, err = goldfish(runner, deck, code=1)
    lines = err.strip().splitlines()
    assert len(lines) == 3 and all("[unknown-card]" in line for line in lines)
    assert ["'Servnt #'" in lines[0], "'Koalala, Phantom Terra Bst'" in lines[1]] == [True, True]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--agent", "careful"], "unknown agent 'careful'"),
        (["--keep", "level=banana"], "level"),
        (["--format", "nope"], "unknown format 'nope'"),
        (["--log", "11", "-n", "10"], "--log 11: the run has 10 games"),
        (["--plot", "odds.txt"], "must end in .png, .svg, .pdf"),
        (["-n", "0"], "0"),
    ],
)
def test_wrong_usage_exits_2(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["goldfish", D01, *args])
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert "Traceback" not in result.output


def test_a_missing_opponent_deck_exits_1(runner: CliRunner, tmp_path: Path) -> None:
    _, err = goldfish(runner, D01, "--opponent", str(tmp_path / "none.yaml"), code=1)
    assert "none.yaml" in err and "unreadable-file" in err


def test_plot_writes_a_picture(runner: CliRunner, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    target = tmp_path / "goldfish.png"
    _, err = goldfish(runner, D01, "-n", "100", "--plot", str(target), "-o", "json")
    assert target.read_bytes().startswith(b"\x89PNG")
    assert f"plot written to {target}" in err


def test_plot_without_matplotlib_fails_before_any_game(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib fails
    _, err = goldfish(runner, D01, "--plot", str(tmp_path / "g.png"), code=1)
    assert err.strip().splitlines() == [
        "deckcheck: error [missing-dependency] plots need matplotlib: pip install 'deckcheck[plot]'"
    ]


def test_the_readme_agent_example_runs(runner: CliRunner, tmp_path: Path) -> None:
    from tests.conftest import PROJECT

    readme = (PROJECT / "README.md").read_text(encoding="utf-8")
    example = readme.split("# my_agent.py, run with:", 1)[1].split("```", 1)[0]
    example = example.split("\n", 1)[1]  # after the comment line
    (tmp_path / "my_agent.py").write_text(example, encoding="utf-8")
    spec = f"{tmp_path / 'my_agent.py'}:SigniOnly"
    data = goldfish_json(runner, D01, "-n", "30", "--agent", spec, "--turn-cap", "15")
    # Without the LRIG's attacks the deck wins later than the heuristic agent.
    heuristic = goldfish_json(runner, D01, "-n", "30")
    assert data["run"]["agent"] == spec
    slower = data["players"]["all"]["win_turn"]["mean"]["value"]
    assert slower > heuristic["players"]["all"]["win_turn"]["mean"]["value"] + 0.5


def test_your_own_cards_and_format(runner: CliRunner, tmp_path: Path) -> None:
    # A vanilla level 1 SIGNI of your own with [Can't Attack]: it fills a zone and never
    # deals damage. The format file's rules of play set the turn cap (max_turns: game turns).
    cards = write_deck(
        tmp_path,
        "mine:MY-001:\n  name: Proxy Wall\n  pool: en\n  type: SIGNI\n  colors: [colorless]\n"
        "  level: 1\n  power: 1000\n  keywords: [cant_attack]\n  numbers: [MY-001]\n",
        "cards.yaml",
    )
    deck = write_deck(tmp_path, LRIG_DECK + 'main_deck: ["40 Proxy Wall"]\n')
    fmt = write_deck(tmp_path, "extends: diva\nname: short\ngame:\n  max_turns: 12\n", "short.yaml")
    _, err = goldfish(runner, deck, code=1)
    assert "unknown card 'Proxy Wall'" in err
    data = goldfish_json(runner, deck, "-n", "20", "--cards", cards, "--format", fmt)
    assert data["run"]["turn_cap"] == 6 and data["run"]["rules"]["max_turns"] == 12
    assert data["deck"]["format"] == "short"
    both = data["players"]["all"]
    # Only the LRIG attacks (from the deck's turn 2 going first): 8 damage takes more than
    # the 6 turns of this format.
    assert both["wins"] == 0 and both["turn_cap"] == 20
    proxy = next(card for card in both["cards"] if card["name"] == "Proxy Wall")
    assert proxy["played_per_game"] >= 2  # it does fill the SIGNI zones


def test_a_run_with_failed_games_reports_them_and_exits_1(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    from deckcheck.simulate import runner as simulation_runner

    play_game = simulation_runner.play_game

    def flaky(simulation, number, *, log=False):  # type: ignore[no-untyped-def]
        if number % 10 == 3:
            raise ValueError("a bug")
        return play_game(simulation, number, log=log)

    monkeypatch.setattr(simulation_runner, "play_game", flaky)
    result = runner.invoke(app, ["goldfish", D01, "-n", "50", "-j", "1", "-o", "json"], env=WIDE)
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["run"]["failed_games"] == {
        "count": 5,
        "first": {"game": 3, "error": "ValueError: a bug", "cause": "deckcheck"},
    }
    assert data["players"]["all"]["games"] == 45
    assert "5 games of 50 (10.0%) failed with an internal error" in result.stderr


CRASHING_AGENT = """
from deckcheck.agents.heuristic import HeuristicAgent


class Crashing(HeuristicAgent):
    def choose(self, observation, legal_actions):
        if observation.turn >= 3:
            raise ZeroDivisionError("my mistake")
        return super().choose(observation, legal_actions)


class Unmakeable:
    def __init__(self, seed):  # no mulligan keyword
        pass

    def choose(self, observation, legal_actions):
        return legal_actions[0]
"""


@pytest.mark.parametrize(
    ("agent", "error"),
    [
        ("Crashing", "raised ZeroDivisionError: my mistake ({file}, line 8)"),
        ("Unmakeable", "raised TypeError: "),
    ],
)
def test_your_agents_error_is_reported_as_its_own(
    runner: CliRunner, tmp_path: Path, agent: str, error: str
) -> None:
    path = tmp_path / "mine.py"
    path.write_text(CRASHING_AGENT, encoding="utf-8")
    spec = f"{path}:{agent}"
    result = runner.invoke(app, ["goldfish", D01, "-n", "20", "--agent", spec, "-o", "json"])
    assert result.exit_code == 1
    first = json.loads(result.stdout)["run"]["failed_games"]["first"]
    assert first["cause"] == "agent"
    assert first["error"].startswith(f"the agent {spec!r} {error.format(file=path)}")
    assert "failed with an error of your agent" in result.stderr
    assert "a bug" not in result.stderr and "please report" not in result.stderr
    jsonschema.validate(json.loads(result.stdout), SCHEMA)


def test_the_command_line_starts_without_the_engine() -> None:
    # Every command starts by importing deckcheck.cli: the engine, the agents and the
    # simulation load only when a goldfish run needs them (start-up time of every command).
    import subprocess

    code = (
        "import sys, deckcheck.cli; "
        "print([m for m in sys.modules if m.startswith(('deckcheck.engine', "
        "'deckcheck.agents', 'deckcheck.simulate.setup'))])"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]"
