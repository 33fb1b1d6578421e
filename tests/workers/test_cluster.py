"""Runs on a Dask cluster (`--scheduler`): a local cluster of two worker processes,
reached on the loopback interface only. The same JSON as a local run (goldfish, match,
gauntlet, validate), what a worker needs sent with the work (workers here cannot read
the test's files), a worker killed mid-run, workers of another version or card data
refused, Ctrl-C cancelling the cluster's tasks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from typer.testing import CliRunner

import deckcheck
from deckcheck.cli import app
from deckcheck.simulate.goldfish import GoldfishRequest, load_goldfish, simulation_of
from deckcheck.simulate.runner import run_games, works_job
from deckcheck.workers import SCHEDULER_ENV, IncompatibleWorkerError, executor
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import replace, starter, write_deck

pytest.importorskip(
    "distributed", reason="Dask is not installed: pip install -e '.[cluster]' (or '.[test]')"
)

if TYPE_CHECKING:
    from distributed import Client

D01 = EXAMPLE_DECKS / "wxdi-d01.yaml"
WIDE = {"COLUMNS": "200"}
CARDS = (
    "mine:MY-001:\n  name: Proxy Signi\n  pool: en\n  type: SIGNI\n"
    "  colors: [colorless]\n  level: 1\n  power: 1000\n  numbers: [MY-001]\n"
)
AGENT = (
    "class First:\n"
    "    def __init__(self, seed, mulligan):\n        pass\n"
    "    def choose(self, observation, legal_actions):\n        return legal_actions[0]\n"
)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Client]:
    from distributed import Client, LocalCluster

    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as local,
        Client(local) as client,
    ):
        yield client


def _address(client: Client) -> str:
    return str(client.scheduler_info()["address"])


def _run(*args: str, env: dict[str, str] | None = None, code: int = 0) -> str:
    """The command's stdout; its stderr when it fails before any result."""
    result = CliRunner().invoke(app, list(args), env={**WIDE, **(env or {})})
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    return result.stdout or result.stderr


@contextmanager
def _on_workers(
    client: Client, patch: Callable[[], None], undo: Callable[[], None]
) -> Iterator[None]:
    """`patch` run on every worker for the block, then `undo`."""
    client.run(patch)
    try:
        yield
    finally:
        client.run(undo)


@contextmanager
def _files_hidden_from_workers(client: Client, folder: Path) -> Iterator[None]:
    """The workers cannot open anything in `folder` (as on another computer): what they
    need must come with the work."""
    hidden = str(folder)

    def patch() -> None:
        import builtins
        import pathlib

        def refused(name: object) -> None:
            if str(name).startswith(hidden):
                raise PermissionError(f"a worker read {name}")

        saved = (builtins.open, pathlib.Path.open, pathlib.Path.read_bytes, pathlib.Path.read_text)
        pathlib._deckcheck_saved = saved  # type: ignore[attr-defined]
        real_open, path_open, read_bytes, read_text = saved

        def guarded(real: Callable[..., Any]) -> Callable[..., Any]:
            def call(first: Any, *args: Any, **kwargs: Any) -> Any:
                refused(first)
                return real(first, *args, **kwargs)

            return call

        builtins.open = guarded(real_open)
        pathlib.Path.open = guarded(path_open)  # type: ignore[method-assign]
        pathlib.Path.read_bytes = guarded(read_bytes)  # type: ignore[method-assign]
        pathlib.Path.read_text = guarded(read_text)  # type: ignore[method-assign]

    def undo() -> None:
        import builtins
        import pathlib

        saved = pathlib._deckcheck_saved  # type: ignore[attr-defined]
        builtins.open, pathlib.Path.open, pathlib.Path.read_bytes, pathlib.Path.read_text = saved

    with _on_workers(client, patch, undo):
        yield


def test_goldfish_gives_the_same_json_on_a_cluster(cluster: Client) -> None:
    args = ("goldfish", str(D01), "-n", "120", "--seed", "77", "-o", "json")
    local = _run(*args, "--jobs", "1")
    assert _run(*args, "--scheduler", _address(cluster)) == local
    # The scheduler from the environment.
    assert _run(*args, env={SCHEDULER_ENV: _address(cluster)}) == local


def test_goldfish_sends_your_cards_format_and_agent(cluster: Client, tmp_path: Path) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(CARDS, encoding="utf-8")
    fmt = tmp_path / "short.yaml"
    fmt.write_text("extends: diva\nname: short\ngame:\n  max_turns: 12\n", encoding="utf-8")
    agent = tmp_path / "first.py"
    agent.write_text(AGENT, encoding="utf-8")
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", "4 Proxy Signi")
    path = write_deck(tmp_path, deck)
    args = ("goldfish", str(path), "-n", "60", "--cards", str(cards), "--format", str(fmt))
    args += ("--agent", f"{agent}:First", "-o", "json")
    local = _run(*args, "--jobs", "1")
    with _files_hidden_from_workers(cluster, tmp_path):
        assert _run(*args, "--scheduler", _address(cluster)) == local
    data = json.loads(local)
    assert data["deck"]["format"] == "short" and data["run"]["agent"] == f"{agent}:First"


def test_match_and_gauntlet_give_the_same_json_on_a_cluster(
    cluster: Client, tmp_path: Path
) -> None:
    agent = tmp_path / "first.py"
    agent.write_text(AGENT, encoding="utf-8")
    decks = [str(EXAMPLE_DECKS / f"wxdi-d0{n}.yaml") for n in (1, 2, 3)]
    runs = [
        ("match", *decks[:2], "-n", "40", "--agents", f"{agent}:First,heuristic"),
        ("gauntlet", *decks, "-n", "20", "--seed", "4"),
    ]
    for args in runs:
        local = _run(*args, "-o", "json", "--jobs", "1")
        with _files_hidden_from_workers(cluster, tmp_path):
            assert _run(*args, "-o", "json", "--scheduler", _address(cluster)) == local
    assert len(json.loads(local)["matrix"]) == 3


def _event(folder: Path, count: int) -> None:
    """Submissions: legal decks, decks with your card, unknown cards, broken files."""
    folder.mkdir()
    for index in range(count):
        kind = index % 4
        name = f"entry{index}.yaml"
        if kind == 3:
            (folder / name).write_text("main_deck: [\n", encoding="utf-8")
            continue
        deck = starter()
        if kind == 1:
            replace(deck["main_deck"], "Camelopar, Natural Planet", "4 Proxy Signi")
        elif kind == 2:
            replace(deck["main_deck"], "Servant #", "4 Servnt #x")
        write_deck(folder, deck, name)


def test_validate_gives_the_same_json_on_a_cluster(cluster: Client, tmp_path: Path) -> None:
    _event(tmp_path / "event", 250)  # two chunks
    cards = tmp_path / "cards.yaml"
    cards.write_text(CARDS, encoding="utf-8")
    fmt = tmp_path / "local.yaml"
    fmt.write_text("extends: diva\nname: local\n", encoding="utf-8")
    args = ("validate", str(tmp_path / "event"), "--cards", str(cards), "--format", str(fmt))
    args += ("-o", "json")
    local = _run(*args, "--jobs", "1", code=1)
    with _files_hidden_from_workers(cluster, tmp_path):
        remote = _run(*args, "--scheduler", _address(cluster), code=1)
    assert remote == local
    rows = json.loads(local)["results"]
    assert [row["path"] for row in rows] == [
        str(tmp_path / "event" / f"entry{index}.yaml") for index in range(250)
    ]
    assert [row["legal"] for row in rows[:4]] == [True, True, False, False]


def test_a_worker_killed_mid_run_changes_nothing(cluster: Client) -> None:
    decks = load_goldfish(D01)
    simulation = simulation_of(decks, GoldfishRequest(games=400, seed=5))
    local = run_games(simulation, 1)
    victim = min(cluster.run(os.getpid).values())
    killed: list[int] = []

    def kill_once(done: int, total: int) -> None:
        if not killed:
            os.kill(victim, signal.SIGKILL)  # its chunks are run again by the other worker
            killed.append(done)

    try:
        remote = run_games(simulation, progress=kill_once, scheduler=_address(cluster))
    finally:
        cluster.wait_for_workers(2, timeout=60)  # the nanny starts a new one
    assert killed and killed[0] < 400
    assert victim not in cluster.run(os.getpid).values()
    assert remote == local


def test_a_worker_of_another_version_refuses(cluster: Client) -> None:
    def patch() -> None:
        import deckcheck

        deckcheck.__version__, deckcheck._saved = "0.0.1", deckcheck.__version__  # type: ignore[attr-defined]

    def undo() -> None:
        import deckcheck

        deckcheck.__version__ = deckcheck._saved  # type: ignore[attr-defined]

    with _on_workers(cluster, patch, undo):
        error = _run("goldfish", str(D01), "-n", "40", "--scheduler", _address(cluster), code=1)
    assert f"runs deckcheck 0.0.1, this computer {deckcheck.__version__}" in error
    assert "install the same deckcheck on every worker" in error


def test_a_worker_with_other_card_data_refuses(cluster: Client) -> None:
    def patch() -> None:
        from deckcheck.cards import pool

        pool._saved, pool.bundled_data_version = pool.bundled_data_version, lambda: "other"  # type: ignore[attr-defined]

    def undo() -> None:
        from deckcheck.cards import pool

        pool.bundled_data_version = pool._saved  # type: ignore[attr-defined]

    simulation = simulation_of(load_goldfish(D01), GoldfishRequest(games=40, seed=11))
    with (
        _on_workers(cluster, patch, undo),
        pytest.raises(IncompatibleWorkerError, match="has card data other, this computer"),
    ):
        run_games(simulation, scheduler=_address(cluster))


def test_closing_the_results_cancels_the_clusters_tasks(cluster: Client) -> None:
    """What Ctrl-C does: the loop over the results ends, and nothing is left to run."""
    simulation = simulation_of(load_goldfish(D01), GoldfishRequest(games=20_000, seed=3))
    job = works_job([simulation])
    chunks = [(0, 1, 1)] + [(0, first, first + 499) for first in range(2, 20_000, 500)]
    with executor(jobs=None, scheduler=_address(cluster), work=20_000) as workers:
        results = workers.ordered_results(job, chunks)
        with closing(results):
            (_, first, _), _ = next(results)
            assert first == 1

    deadline = time.monotonic() + 20
    while _scheduler_tasks(cluster) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _scheduler_tasks(cluster) == 0


def _scheduler_tasks(client: Client) -> int:
    def tasks(dask_scheduler: Any) -> int:
        return len(dask_scheduler.tasks)

    return int(client.run_on_scheduler(tasks))


def test_ctrl_c_cancels_the_clusters_tasks_and_exits_130(cluster: Client) -> None:
    command = [sys.executable, "-m", "deckcheck", "goldfish", str(D01), "-n", "100000"]
    process = subprocess.Popen(
        [*command, "--scheduler", _address(cluster)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while _scheduler_tasks(cluster) < 2:  # the games are playing
        assert process.poll() is None, "the run ended before its games started"
        assert time.monotonic() < deadline, "the games never started"
        time.sleep(0.1)
    os.killpg(process.pid, signal.SIGINT)  # as a terminal does
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130
    assert err.decode() == "deckcheck: interrupted\n"
    deadline = time.monotonic() + 20
    while _scheduler_tasks(cluster) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _scheduler_tasks(cluster) == 0


def test_one_connection_runs_the_same_job_again(cluster: Client) -> None:
    simulation = simulation_of(load_goldfish(D01), GoldfishRequest(games=40, seed=13))
    job = works_job([simulation])
    chunks = [(0, 1, 20), (0, 21, 40)]
    with executor(jobs=None, scheduler=_address(cluster), work=40) as workers:
        runs = [list(workers.ordered_results(job, chunks)) for _ in range(3)]
    assert runs[0] == runs[1] == runs[2]
    assert [chunk for chunk, _ in runs[0]] == chunks


def test_a_scheduler_that_cannot_be_reached_is_one_clear_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from deckcheck.workers import cluster

    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 1)
    error = _run("goldfish", str(D01), "-n", "40", "--scheduler", "tcp://127.0.0.1:9", code=1)
    assert "cannot reach the Dask scheduler at 'tcp://127.0.0.1:9'" in error
