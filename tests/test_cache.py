"""The caches (`deckcheck.cache`): a corrupt, truncated or foreign cache file is discarded
with one line on stderr and rebuilt, never a traceback or a silently wrong card; a write
that fails leaves no file behind."""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from deckcheck import cache
from deckcheck.cards.pool import CardDatabase, load_database
from deckcheck.effects.catalog import load_playable_database

Loader = Callable[[], CardDatabase]
# Each cache, the loader that reads and writes it, and what its cards must show.
CACHES: dict[str, Loader] = {"carddb": load_database, "abilities": load_playable_database}


@pytest.fixture
def cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, database: CardDatabase) -> Path:
    """A cache folder of this test's own, holding the warm caches of the session (the
    `database` fixture wrote them)."""
    folder = tmp_path / "cache"
    folder.mkdir()
    for kind in CACHES:
        for found in cache.cache_dir().glob(f"{kind}-*.pickle"):
            shutil.copy2(found, folder / found.name)
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    return folder


def _fingerprint(database: CardDatabase) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
    """Every card's id, name and English abilities: what a wrong cache would change."""
    return [(card.id, card.name, card.ability_text) for card in database.cards]


def _cache_file(kind: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The cache file that the loader of `kind` reads (after loading once)."""
    read: list[Path] = []
    reader = cache.read

    def recording(path: Path) -> object:
        read.append(path)
        return reader(path)

    with monkeypatch.context() as patch:
        patch.setattr(cache, "read", recording)
        CACHES[kind]()
    return next(path for path in reversed(read) if path.name.startswith(f"{kind}-"))


@pytest.mark.parametrize("kind", CACHES)
def test_a_fuzz_of_single_byte_corruptions_is_always_detected(
    kind: str,
    cache_folder: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = _cache_file(kind, monkeypatch)
    original = path.read_bytes()
    assert cache.read(path) is not None
    generator = random.Random(13)
    # Every byte of the header, then random places of the payload.
    header = range(cache._HEADER.size)
    places = [*header, *(generator.randrange(len(original)) for _ in range(300))]
    for place in places:
        corrupt = bytearray(original)
        corrupt[place] ^= generator.randrange(1, 256)  # a changed byte, never the same
        path.write_bytes(bytes(corrupt))
        assert cache.read(path) is None, f"byte {place} changed and the cache was trusted"
        assert not path.exists(), "a corrupt cache is removed"
        lines = capsys.readouterr().err.splitlines()
        assert lines == [
            f"deckcheck: discarding the cache {path.name} (its checksum or header does not "
            "match); rebuilding it"
        ]


@pytest.mark.parametrize("kind", CACHES)
def test_a_corrupt_cache_is_rebuilt_and_the_cards_are_right(
    kind: str,
    cache_folder: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    load = CACHES[kind]
    expected = _fingerprint(load())
    path = _cache_file(kind, monkeypatch)
    original = path.read_bytes()
    generator = random.Random(kind)
    for damage in ("flip", "truncate", "foreign"):
        if damage == "flip":
            place = generator.randrange(cache._HEADER.size, len(original))
            blob = original[:place] + bytes([original[place] ^ 0x20]) + original[place + 1 :]
        elif damage == "truncate":
            blob = original[: len(original) // 2]
        else:
            blob = b"PK\x03\x04 another program's file"
        path.write_bytes(blob)
        capsys.readouterr()
        assert _fingerprint(load()) == expected
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "discarding the cache" in err, err
        assert cache.read(path) is not None  # rebuilt, and written again whole


def test_another_versions_pickle_is_discarded(
    cache_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A sound header and checksum around a pickle of code this version does not have.
    path = cache_folder / "carddb-0123456789abcdef0123.pickle"
    foreign = b"cdeckcheck.cache\n_removed_long_ago\n."  # protocol 0: a global by name
    digest = hashlib.sha256(foreign).digest()
    path.write_bytes(
        cache._HEADER.pack(cache._MAGIC, cache._FORMAT, len(foreign), digest) + foreign
    )
    assert cache.read(path) is None
    assert capsys.readouterr().err == (
        f"deckcheck: discarding the cache {path.name} (it was written by other code); "
        "rebuilding it\n"
    )
    assert not path.exists()


def test_a_cache_of_another_cache_format_is_discarded(
    cache_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = cache_folder / "carddb-0123456789abcdef0123.pickle"
    cache.write(path, {"a": 1})
    assert cache.read(path) == {"a": 1}
    blob = bytearray(path.read_bytes())
    blob[len(cache._MAGIC)] += 1  # the format number, right after the magic string
    path.write_bytes(bytes(blob))
    assert cache.read(path) is None
    assert "checksum or header" in capsys.readouterr().err


def test_a_failed_cache_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    # A file size limit below the cache's size: the write fails (EFBIG), the command does
    # not, and nothing is left in the cache folder.
    folder = tmp_path / "cache"
    script = (
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (200_000, 200_000))\n"
        "from deckcheck.effects.catalog import load_playable_database\n"
        "print(len(load_playable_database()))\n"
    )
    env = {**os.environ, cache.CACHE_ENV: str(folder)}
    env.pop(cache.NO_CACHE_ENV, None)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) > 3000
    assert result.stderr == ""
    assert sorted(p.name for p in folder.iterdir()) == []


def test_abandoned_temporary_files_are_cleared(cache_folder: Path) -> None:
    abandoned = cache_folder / ".carddb-0123.pickle.x1y2.tmp"
    in_progress = cache_folder / ".carddb-4567.pickle.z3w4.tmp"
    abandoned.write_bytes(b"half a pickle")
    in_progress.write_bytes(b"half a pickle")
    an_hour_ago = time.time() - 2 * cache._ABANDONED_AFTER_SECONDS
    os.utime(abandoned, (an_hour_ago, an_hour_ago))
    cache.write(cache_folder / "carddb-0123456789abcdef0123.pickle", {"a": 1})
    assert not abandoned.exists()
    assert in_progress.exists()
