"""Files written whole or not at all (`deckcheck.atomic`): reports, plots and caches."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckcheck.atomic import write_atomically


def _until_the_disk_is_full() -> Iterator[bytes]:
    yield b"the first half of a new report\n"
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_write_leaves_the_previous_file_and_nothing_else(tmp_path: Path) -> None:
    target = tmp_path / "results.json"
    target.write_text("the previous report\n", encoding="utf-8")
    with pytest.raises(OSError, match="No space left"):
        write_atomically(target, _until_the_disk_is_full())
    assert target.read_text(encoding="utf-8") == "the previous report\n"
    assert [p.name for p in tmp_path.iterdir()] == ["results.json"]


def test_an_interrupted_write_leaves_nothing_either(tmp_path: Path) -> None:
    def interrupted() -> Iterator[bytes]:
        yield b"part"
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_atomically(tmp_path / "results.csv", interrupted())
    assert list(tmp_path.iterdir()) == []


def test_a_new_file_replaces_the_old_one_keeping_its_mode(tmp_path: Path) -> None:
    target = tmp_path / "results.md"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o604)
    write_atomically(target, [b"new ", b"report"])
    assert target.read_text(encoding="utf-8") == "new report"
    assert target.stat().st_mode & 0o777 == 0o604


def test_a_link_is_followed_and_a_device_written_directly(tmp_path: Path) -> None:
    real = tmp_path / "reports" / "latest.json"
    real.parent.mkdir()
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "results.json"
    link.symlink_to(real)
    write_atomically(link, [b"new"])
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new"
    write_atomically(Path("/dev/null"), [b"discarded"])  # no temporary file in /dev
