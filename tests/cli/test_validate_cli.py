"""`deckcheck validate`: outputs, reports and exit codes."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

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


# -- hostile submissions -----------------------------------------------------------------

# YAML escapes give a decklist's text any character: colours, a cleared screen, a
# newline that would forge a line of output, a right-to-left override.
HOSTILE_DECK = r"""name: "\e[2J\e[31mLegal Deck\nlegal  forged.yaml  Fake  (diva)"
player: "=HYPERLINK(\"http://x\")\u202eevil"
lrig_deck: ["\e]0;owned\a At =Noll=, the Opened Gate"]
main_deck: ["4 Servant #"]
"""


def _hostile_event(folder: Path) -> Path:
    folder.mkdir()
    (folder / "deck.yaml").write_text(HOSTILE_DECK, encoding="utf-8")
    # A file name with an escape sequence and a newline, and one that is not UTF-8.
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", folder / "a\x1b[1mb\nlegal.yaml")
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", os.fsencode(folder) + b"/caf\xe9.yaml")
    return folder


def _run(*args: str, columns: int = 200) -> subprocess.CompletedProcess[bytes]:
    # A real process with strict UTF-8 output, as on a terminal of a UTF-8 locale.
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": str(columns)}
    return subprocess.run(
        [sys.executable, "-m", "deckcheck", *args], capture_output=True, env=env, check=False
    )


@pytest.mark.parametrize("output", ["table", "json", "csv"])
def test_hostile_text_never_reaches_the_terminal_raw(tmp_path: Path, output: str) -> None:
    event = _hostile_event(tmp_path / "event")
    result = _run("validate", str(event), "-o", output)
    assert result.returncode == 1
    shown = (result.stdout + result.stderr).decode("utf-8")
    for raw in ("\x1b", "\x07", "\u202e", "\udce9"):
        assert raw not in shown
    assert "Traceback" not in shown
    # No line of output can be forged: none starts with the newline's text.
    assert not any(line.startswith("legal  forged") for line in shown.splitlines())
    escaped = "caf\\xe9.yaml" if output != "json" else "caf\\\\xe9.yaml"
    assert escaped in shown
    if output == "json":
        data = json.loads(result.stdout)
        paths = [r["path"] for r in data["results"]]
        assert paths == [
            str(event / "a\\x1b[1mb\\nlegal.yaml"),
            str(event / "caf\\xe9.yaml"),
            str(event / "deck.yaml"),
        ]
        hostile = data["results"][2]
        assert hostile["name"] == "\\x1b[2J\\x1b[31mLegal Deck\\nlegal  forged.yaml  Fake  (diva)"
        assert hostile["player"] == '=HYPERLINK("http://x")\\u202eevil'
        unknown = hostile["problems"][0]
        assert unknown["message"].startswith("unknown card '\\x1b]0;owned\\x07 At =Noll=")
        assert unknown["card"] == "\\x1b]0;owned\\x07 At =Noll=, the Opened Gate"


def test_csv_cells_a_spreadsheet_would_run_are_neutralised(tmp_path: Path) -> None:
    event = _hostile_event(tmp_path / "event")
    result = _run("validate", str(event), "-o", "csv")
    rows = list(csv.DictReader(io.StringIO(result.stdout.decode("utf-8"))))
    players = {row["player"] for row in rows if row["path"].endswith("deck.yaml")}
    assert players == {'\'=HYPERLINK("http://x")\\u202eevil'}
    assert all(not cell.startswith(("=", "+", "-", "@")) for row in rows for cell in row.values())


@pytest.mark.parametrize("suffix", [".json", ".csv", ".md"])
def test_reports_show_names_that_are_not_utf8_escaped(tmp_path: Path, suffix: str) -> None:
    event = _hostile_event(tmp_path / "event")
    report = tmp_path / f"report{suffix}"
    result = _run("validate", str(event), "--report", str(report))
    assert result.returncode == 1, result.stderr
    text = report.read_text(encoding="utf-8")
    assert "caf\\" in text and "xe9.yaml" in text and "\x1b" not in text


def test_a_report_that_cannot_be_written_leaves_the_previous_one(tmp_path: Path) -> None:
    # A file size limit below the new report's size (a full disk acts the same way).
    event = tmp_path / "event"
    event.mkdir()
    for index in range(30):
        shutil.copy(ILLEGAL, event / f"deck{index}.yaml")
    report = tmp_path / "results.json"
    report.write_text('{"previous": true}\n', encoding="utf-8")
    limit = "import resource; resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))"
    code = f"{limit}; from deckcheck.cli import main; main()"
    result = subprocess.run(
        [sys.executable, "-c", code, "validate", str(event), "--report", str(report), "-o", "csv"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert report.read_text(encoding="utf-8") == '{"previous": true}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event", "results.json"]
    last = result.stderr.splitlines()[-1]
    assert last == (
        f"deckcheck: error [unwritable-file] {report}: cannot write the report: File too large"
    )
    assert "Traceback" not in result.stderr


def test_a_report_replaces_the_previous_one_whole(tmp_path: Path) -> None:
    report = tmp_path / "results.md"
    report.write_text("old\n", encoding="utf-8")
    report.chmod(0o640)
    result = _run("validate", str(EXAMPLE_DECKS), "--report", str(report))
    assert result.returncode == 0
    assert report.read_text(encoding="utf-8").startswith("# Deck check")
    assert report.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.md"]


@pytest.mark.parametrize("content", ["foo: bar\n", "{}\n", "name: only a name\n"])
def test_a_mapping_that_is_no_decklist_is_one_problem(
    runner: CliRunner, tmp_path: Path, content: str
) -> None:
    path = tmp_path / "notes.yaml"
    path.write_text(content, encoding="utf-8")
    result = runner.invoke(app, ["validate", str(path), "-o", "json"])
    assert result.exit_code == 1
    (deck,) = json.loads(result.stdout)["results"]
    assert [(p["code"], p["message"]) for p in deck["problems"]] == [
        (
            "schema-error",
            "not a decklist: a decklist is a mapping with the keys lrig_deck and main_deck",
        )
    ]
    summary = json.loads(result.stdout)["summary"]
    assert (summary["illegal"], summary["unreadable"]) == (1, 1)


def test_the_same_schema_message_is_never_repeated(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text("lrig_deck: []\nmain_deck: 3\ncolour: red\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", str(path), "-o", "json"])
    messages = [p["message"] for p in json.loads(result.stdout)["results"][0]["problems"]]
    assert len(messages) == len(set(messages))


def test_batch_table_at_80_columns_never_breaks_a_code(tmp_path: Path) -> None:
    # 80 columns: the width of piped output. Paths and names give way, codes do not.
    event = tmp_path / ("a-long-folder-name-for-the-submissions-of-the-event-" * 2)
    event.mkdir()
    for index in range(12):
        shutil.copy(ILLEGAL, event / f"submission-from-player-number-{index}-final.yaml")
    lines = _run("validate", str(event), columns=80).stdout.decode().splitlines()
    assert max(len(line) for line in lines) == 80
    table = "\n".join(lines)
    for code in ("lrig-deck-duplicate", "unknown-card", "copy-limit", "illegal", "Problems"):
        assert table.count(f" {code} ") >= 1, code
    short = tmp_path / "short"
    short.mkdir()
    for index in range(11):
        shutil.copy(ILLEGAL, short / f"{index}.yaml")
    wide = _run("validate", str(short)).stdout.decode()  # where it fits: one line a deck
    assert wide.count("5 errors: lrig-deck-duplicate, unknown-card, copy-limit, ...") == 11


def test_a_file_that_cannot_be_read_is_a_row_named_or_in_a_folder(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As root every file can be read: the refusal is the system's, simulated.
    event = tmp_path / "event"
    event.mkdir()
    secret = event / "secret.yaml"
    shutil.copy(EXAMPLE_DECKS / "wxdi-d01.yaml", secret)
    opened = Path.open

    def refusing(path: Path, *args: Any, **kwargs: Any) -> Any:
        if path.name == "secret.yaml":
            raise PermissionError(13, "Permission denied", str(path))
        return opened(path, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refusing)
    named = runner.invoke(app, ["validate", str(secret), "-o", "json"])
    in_folder = runner.invoke(app, ["validate", str(event), "-o", "json"])
    assert named.exit_code == in_folder.exit_code == 1
    assert json.loads(named.stdout) == json.loads(in_folder.stdout)
    (result,) = json.loads(named.stdout)["results"]
    assert result["problems"][0]["message"] == "cannot read: Permission denied"
