"""The command line as a process: closed pipes and stdout, Ctrl-C during a parallel run,
and no more workers than are useful. Each runs `python -m deckcheck` as a user would."""

from __future__ import annotations

import concurrent.futures
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from deckcheck.workers import local as workers
from tests.conftest import EXAMPLE_DECKS, PROJECT

ILLEGAL = PROJECT / "examples" / "illegal" / "first-event.yaml"
D01 = EXAMPLE_DECKS / "wxdi-d01.yaml"
DECKCHECK = [sys.executable, "-m", "deckcheck"]


def _event(folder: Path, count: int) -> Path:
    """`count` illegal submissions: several rows of output each."""
    folder.mkdir()
    for index in range(count):
        shutil.copy(ILLEGAL, folder / f"deck{index}.yaml")
    return folder


@pytest.mark.parametrize("output", ["csv", "json", "table"])
def test_a_reader_that_stops_early_ends_the_command_quietly(tmp_path: Path, output: str) -> None:
    # `deckcheck validate ... | head -1`: more output than a pipe holds, one line read.
    event = _event(tmp_path / "event", 300)
    command = [*DECKCHECK, "validate", str(event), "-o", output, "-j", "1"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    err = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0
    assert "Traceback" not in err and "Error" not in err, err


@pytest.mark.parametrize(
    ("redirect", "reason"),
    [(">&-", "stdout is closed"), ("> /dev/full", "No space left on device")],
)
def test_stdout_that_cannot_be_written_is_one_line_and_exit_1(redirect: str, reason: str) -> None:
    command = " ".join([*DECKCHECK, "validate", str(D01), "-o", "json"])
    result = subprocess.run(
        ["bash", "-c", f"{command} {redirect}"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("deckcheck: error [unwritable-file]"), lines
    assert reason in lines[0]


def _children(pid: int) -> list[int]:
    listing = Path(f"/proc/{pid}/task/{pid}/children").read_text(encoding="ascii")
    return [int(child) for child in listing.split()]


def _interrupt_when_workers_run(
    process: subprocess.Popen[bytes], workers: int, within: float = 120
) -> float:
    """Wait until `process` has its worker processes, press Ctrl-C (SIGINT to the whole
    process group, as a terminal does), and return when that happened."""
    deadline = time.monotonic() + within
    while len(_children(process.pid)) < workers:
        assert process.poll() is None, "the run ended before its workers started"
        assert time.monotonic() < deadline, "the workers never started"
        time.sleep(0.05)
    time.sleep(0.5)  # the workers are busy
    os.killpg(process.pid, signal.SIGINT)
    return time.monotonic()


def _group_gone(group: int, deadline: float) -> bool:
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc")
@pytest.mark.skipif(workers.available_cores() < 2, reason="needs two cores for two workers")
def test_ctrl_c_during_validate_stops_every_worker_and_keeps_the_report(tmp_path: Path) -> None:
    event = _event(tmp_path / "event", 4000)
    report = tmp_path / "results.csv"
    report.write_text("the previous report\n", encoding="utf-8")
    command = [*DECKCHECK, "validate", str(event), "-j", "2", "--report", str(report)]
    process = subprocess.Popen(
        command,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    pressed = _interrupt_when_workers_run(process, 2)
    _, err = process.communicate(timeout=60)
    # About a second on a quiet machine; the bound leaves room for a busy one (before, the
    # workers went on through the whole batch).
    assert _group_gone(process.pid, pressed + 10), "workers still running"
    assert process.returncode == 130
    assert err.decode() == "deckcheck: interrupted\n"
    assert report.read_text(encoding="utf-8") == "the previous report\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event", "results.csv"]


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc")
@pytest.mark.skipif(workers.available_cores() < 2, reason="needs two cores for two workers")
def test_ctrl_c_during_goldfish_stops_every_worker_and_restores_the_terminal() -> None:
    # On a terminal (a pseudo-terminal here), with the progress bar showing.
    controller, terminal = os.openpty()
    command = [*DECKCHECK, "goldfish", str(D01), "-n", "100000", "-j", "2"]
    process = subprocess.Popen(
        command, stdout=terminal, stderr=terminal, start_new_session=True, env=os.environ
    )
    os.close(terminal)
    shown = bytearray()
    try:
        pressed = _interrupt_when_workers_run(process, 2)
        assert process.wait(timeout=60) == 130
        assert _group_gone(process.pid, pressed + 10), "workers still running"
        while select.select([controller], [], [], 0.5)[0]:
            try:
                chunk = os.read(controller, 65536)
            except OSError:  # the terminal's other end is closed: all is read
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(controller)
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    text = shown.decode(errors="replace")
    assert text.rstrip().endswith("deckcheck: interrupted"), text[-300:]
    assert "Traceback" not in text and "KeyboardInterrupt" not in text
    # The cursor, hidden while the bar shows, is shown again.
    if "\x1b[?25l" in text:
        assert text.rindex("\x1b[?25h") > text.rindex("\x1b[?25l")


def test_no_more_workers_than_cores_or_work(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers, "available_cores", lambda: 2)
    assert workers.useful_workers(None, 10_000, 24) == 2  # default: every core
    assert workers.useful_workers(64, 10_000, 24) == 2  # never more than the cores
    assert workers.useful_workers(64, 50, 24) == 2
    assert workers.useful_workers(64, 47, 24) == 1  # too little work for a second
    assert workers.useful_workers(1, 10_000, 24) == 1
    assert workers.useful_workers(2, 0, 24) == 1


def test_a_large_jobs_option_starts_only_useful_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from deckcheck.validation import check_paths

    started: list[int] = []

    def counted(*args: Any, max_workers: int, **kwargs: Any) -> ProcessPoolExecutor:
        started.append(max_workers)
        return ProcessPoolExecutor(*args, max_workers=max_workers, **kwargs)

    # The pool's class is imported where a pool starts (a run in one process needs none).
    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", counted)
    monkeypatch.setattr(workers, "available_cores", lambda: 2)
    event = tmp_path / "event"
    event.mkdir()
    for index in range(60):
        shutil.copy(D01, event / f"deck{index}.yaml")
    assert len(check_paths([event], jobs=64).results) == 60
    assert started == [2]
