"""The card database: every card of the bundled pools plus the user's own card files.

This is the only module that knows where `carddb/` lives. A load reads every card
file once, checks it against the schema and builds the lookup indexes; the result
is cached as a pickle in the user's cache folder, keyed by the files' sizes and
modification times and the package version, so that a warm load only unpickles.
"""

from __future__ import annotations

import gc
import hashlib
import os
import pickle
import tempfile
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from deckcheck import __version__
from deckcheck.cards.model import Card
from deckcheck.cards.names import loose_key, name_key, number_key, suggest, suggestion_keys
from deckcheck.errors import AmbiguousCardError, ProblemsError, UnknownCardError
from deckcheck.problems import Problem
from deckcheck.resources import bundled

CARDS_ENV = "DECKCHECK_CARDS"
CACHE_ENV = "DECKCHECK_CACHE_DIR"
NO_CACHE_ENV = "DECKCHECK_NO_CACHE"
CARD_FILE_SUFFIXES = (".yaml", ".yml")
_CACHE_FORMAT = 1
_CACHES_KEPT = 4


def bundled_carddb_dir() -> Path:
    """The bundled `carddb/` folder."""
    return bundled("carddb")


def bundled_formats_dir() -> Path:
    """The bundled format definitions (`carddb/formats/`)."""
    return bundled_carddb_dir() / "formats"


class CardDataError(ProblemsError):
    """Card files that cannot be loaded; `problems` lists every problem found."""


@dataclass
class CardDatabase:
    """Every loaded card, with indexes by id, name, alias and card number."""

    cards: tuple[Card, ...]
    data_version: str
    by_id: dict[str, Card] = field(init=False)
    _names: dict[str, tuple[str, ...]] = field(init=False)
    _loose: dict[str, tuple[str, ...]] = field(init=False)
    _numbers: dict[str, tuple[str, ...]] = field(init=False)
    # Names prepared for suggestions, per set of pools; filled on first use.
    _suggestion_keys: dict[frozenset[str] | None, dict[str, str]] = field(
        init=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        self.by_id = {card.id: card for card in self.cards}
        names: dict[str, list[str]] = defaultdict(list)
        loose: dict[str, list[str]] = defaultdict(list)
        numbers: dict[str, list[str]] = defaultdict(list)
        for card in self.cards:
            for name in (card.name, *card.aliases):
                names[name_key(name)].append(card.id)
                loose[loose_key(name)].append(card.id)
            for number in card.numbers:
                key = number_key(number)
                if key is not None:
                    numbers[key].append(card.id)
        self._names = _freeze(names)
        self._loose = _freeze(loose)
        self._numbers = _freeze(numbers)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def pools(self) -> tuple[str, ...]:
        return tuple(sorted({card.pool for card in self.cards}))

    def in_pool(self, pool: str) -> list[Card]:
        return [card for card in self.cards if card.pool == pool]

    def get(self, card_id: str) -> Card:
        """The card with id `card_id`; UnknownCardError if there is none."""
        try:
            return self.by_id[card_id]
        except KeyError:
            raise UnknownCardError(card_id) from None

    def candidates(self, reference: str, pools: Iterable[str] | None = None) -> list[Card]:
        """Every card `reference` may mean: an id, a card number, a name or an alias.

        Tiers are tried in order (id, number, exact name, loose name) and the first
        tier with a match in `pools` (all pools when None) gives the answer.
        """
        allowed = set(pools) if pools is not None else None
        reference = reference.strip()

        def matching(ids: Iterable[str]) -> list[Card]:
            found = (self.by_id[i] for i in dict.fromkeys(ids))
            return [c for c in found if allowed is None or c.pool in allowed]

        if reference in self.by_id:
            exact = matching([reference])
            if exact:
                return exact
        number = number_key(reference)
        if number is not None and number in self._numbers:
            by_number = matching(self._numbers[number])
            if by_number:
                return by_number
        for index, key in ((self._names, name_key(reference)), (self._loose, loose_key(reference))):
            found = matching(index.get(key, ()))
            if found:
                return found
        return []

    def lookup(self, reference: str, pools: Iterable[str] | None = None) -> Card:
        """The one card `reference` names in `pools`.

        Raises AmbiguousCardError (with each candidate's name and number) when it
        names several cards, and UnknownCardError (with the closest names) when it
        names none.
        """
        pools = tuple(pools) if pools is not None else None
        found = self.candidates(reference, pools)
        if len(found) == 1:
            return found[0]
        if found:
            raise AmbiguousCardError(reference, [(c.name, c.number) for c in found])
        raise UnknownCardError(reference, self.suggestions(reference, pools))

    def suggestions(self, reference: str, pools: Iterable[str] | None = None) -> list[str]:
        """The names closest to `reference` among the cards of `pools`."""
        allowed = frozenset(pools) if pools is not None else None
        keys = self._suggestion_keys.get(allowed)
        if keys is None:
            names = (c.name for c in self.cards if allowed is None or c.pool in allowed)
            keys = self._suggestion_keys[allowed] = suggestion_keys(names)
        return suggest(reference, keys)


def _freeze(index: dict[str, list[str]]) -> dict[str, tuple[str, ...]]:
    return {key: tuple(dict.fromkeys(ids)) for key, ids in index.items()}


def expand_card_paths(paths: Iterable[Path]) -> tuple[list[Path], list[Problem]]:
    """Card files named by `paths` (files, or folders searched recursively)."""
    files: list[Path] = []
    problems: list[Problem] = []
    for path in paths:
        if path.is_dir():
            files.extend(
                sorted(
                    p
                    for p in path.rglob("*")
                    if p.suffix in CARD_FILE_SUFFIXES
                    and p.is_file()
                    and "formats" not in p.relative_to(path).parts
                )
            )
        elif path.is_file():
            files.append(path)
        else:
            problems.append(Problem("unreadable-file", "no such file or folder", path=str(path)))
    return files, problems


def user_card_paths(extra: Sequence[Path] = ()) -> list[Path]:
    """The user's card paths: `extra` (from --cards) then those in $DECKCHECK_CARDS."""
    from_env = [Path(p) for p in os.environ.get(CARDS_ENV, "").split(os.pathsep) if p]
    return [*extra, *from_env]


def load_database(extra: Sequence[Path] = (), *, use_cache: bool = True) -> CardDatabase:
    """Load the bundled pools and the user's card files (see `user_card_paths`).

    A user card with the id of a bundled card replaces it. Raises CardDataError
    listing every problem when any card file is broken.
    """
    user_files, problems = expand_card_paths(user_card_paths(extra))
    if problems:
        raise CardDataError(problems)
    bundled_database = load_bundled_database(use_cache=use_cache)
    if not user_files:
        return bundled_database
    user_cards, digest = _read_card_files(user_files, display=str)
    # User cards replace bundled cards of the same id, in place.
    replaced = {card.id: card for card in user_cards}
    merged = [replaced.pop(card.id, card) for card in bundled_database.cards]
    merged.extend(replaced.values())
    version = f"{bundled_database.data_version}+{digest[:8]}"
    return CardDatabase(tuple(merged), version)


def load_bundled_database(*, use_cache: bool = True) -> CardDatabase:
    """The bundled pools alone, from the cache when it is fresh."""
    root = bundled_carddb_dir()
    files, _ = expand_card_paths([root])
    use_cache = use_cache and not os.environ.get(NO_CACHE_ENV)
    cache_file = _cache_file(files) if use_cache else None
    if cache_file is not None:
        cached = _read_cache(cache_file)
        if cached is not None:
            return cached
    cards, digest = _read_card_files(
        [*files, *sorted(bundled_formats_dir().glob("*.yaml"))],
        display=lambda path: f"carddb/{path.relative_to(root).as_posix()}",
    )
    database = CardDatabase(tuple(cards), digest[:12])
    if cache_file is not None:
        _write_cache(cache_file, database)
    return database


def _read_card_files(
    files: Sequence[Path], display: Callable[[Path], str]
) -> tuple[list[Card], str]:
    """Every card of `files`, and a content hash of the files; CardDataError on any problem.

    Files under a `formats/` folder are hashed (they are card data too) but hold no cards.
    """
    from deckcheck.cards.loader import read_card_file

    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    digest = hashlib.sha256()
    for path in files:
        shown = display(path)
        if path.parent.name == "formats":
            digest.update(shown.encode() + b"\0" + path.read_bytes() + b"\0")
            continue
        result = read_card_file(path, shown)
        problems.extend(result.problems)
        digest.update(shown.encode() + b"\0" + result.text + b"\0")
        for card in result.cards:
            if card.id in cards:
                message = f"card id {card.id!r} is already defined at {cards[card.id].source}"
                line = card.source.line if card.source else None
                problems.append(
                    Problem("duplicate-card-id", message, path=shown, line=line, card=card.id)
                )
                continue
            cards[card.id] = card
    if problems:
        raise CardDataError(problems)
    return list(cards.values()), digest.hexdigest()


def _cache_dir() -> Path:
    configured = os.environ.get(CACHE_ENV)
    if configured:
        return Path(configured)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("deckcheck", appauthor=False))


def _cache_file(files: Sequence[Path]) -> Path:
    """The cache file for this set of card files, as they are now."""
    key = hashlib.sha256(f"{_CACHE_FORMAT}\0{__version__}\0".encode())
    formats = sorted(bundled_formats_dir().glob("*.yaml"))
    schemas = sorted(bundled("schemas").glob("*.json"))
    # The code that builds the database is part of the key too, so that a changed
    # index or compiler never meets a stale cache.
    code = sorted(_python_files(Path(__file__).parent.parent))
    for path in [*files, *formats, *schemas, *code]:
        try:
            stat = path.stat()
        except OSError:
            continue
        key.update(f"{path.as_posix()}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return _cache_dir() / f"carddb-{key.hexdigest()[:20]}.pickle"


def _python_files(folder: Path) -> list[Path]:
    found: list[Path] = []
    for entry in os.scandir(folder):
        if entry.is_dir() and entry.name != "__pycache__":
            found.extend(_python_files(Path(entry.path)))
        elif entry.name.endswith(".py"):
            found.append(Path(entry.path))
    return found


def _read_cache(cache_file: Path) -> CardDatabase | None:
    # Unpickling creates tens of thousands of objects, none of them garbage; the
    # collector's passes over them would double the time of a warm load.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        with cache_file.open("rb") as handle:
            database = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        return None
    finally:
        if gc_was_enabled:
            gc.enable()
    return database if isinstance(database, CardDatabase) else None


def _write_cache(cache_file: Path, database: CardDatabase) -> None:
    """Write the cache atomically; a cache that cannot be written is only slower."""
    try:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        # Keep a few recent caches, so that switching between card sets stays warm.
        caches = sorted(
            cache_file.parent.glob("carddb-*.pickle"), key=lambda p: p.stat().st_mtime_ns
        )
        for stale in caches[:-_CACHES_KEPT]:
            stale.unlink(missing_ok=True)
        fd, temporary = tempfile.mkstemp(dir=cache_file.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(database, handle, protocol=pickle.HIGHEST_PROTOCOL)
        Path(temporary).replace(cache_file)
    except OSError:
        return
