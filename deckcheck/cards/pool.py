"""The card database: every card of the bundled pools plus the user's own card files.

This is the only module that knows where `carddb/` lives. A load reads every card
file once, checks its facts against the schema and builds the lookup indexes; the
result is cached (`deckcheck.cache`) keyed by the files' sizes and modification times
and the package's code, so that a warm load only unpickles. Abilities stay as the raw
data their card file gives: compiling them is the ability language's business
(`deckcheck.effects.catalog`), paid only by the commands that play.
"""

from __future__ import annotations

import functools
import hashlib
import os
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from deckcheck import cache
from deckcheck.cards.model import Card
from deckcheck.cards.names import (
    is_japanese,
    loose_key,
    name_key,
    number_key,
    pid_of,
    split_label,
    suggest,
    suggestion_keys,
)
from deckcheck.errors import AmbiguousCardError, ProblemsError, UnknownCardError, UsageError
from deckcheck.problems import Problem
from deckcheck.resources import bundled
from deckcheck.text import shown_path

CARDS_ENV = "DECKCHECK_CARDS"
K = TypeVar("K")
CARD_FILE_SUFFIXES = (".yaml", ".yml")


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
    # Japanese names (`name_jp`), exact and loose keys, asked only when no English name
    # matches; WEBXOSS card ids (`pid`) of the classic pool.
    _names_jp: dict[str, tuple[str, ...]] = field(init=False)
    _loose_jp: dict[str, tuple[str, ...]] = field(init=False)
    _pids: dict[int, tuple[str, ...]] = field(init=False)
    # Names prepared for suggestions, per set of pools; filled on first use.
    _suggestion_keys: dict[tuple[frozenset[str] | None, bool], dict[str, str]] = field(
        init=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        self.by_id = {card.id: card for card in self.cards}
        names: dict[str, list[str]] = defaultdict(list)
        loose: dict[str, list[str]] = defaultdict(list)
        numbers: dict[str, list[str]] = defaultdict(list)
        names_jp: dict[str, list[str]] = defaultdict(list)
        loose_jp: dict[str, list[str]] = defaultdict(list)
        pids: dict[int, list[str]] = defaultdict(list)
        for card in self.cards:
            for name in (card.name, *card.aliases):
                names[name_key(name)].append(card.id)
                loose[loose_key(name)].append(card.id)
            for number in card.numbers:
                key = number_key(number)
                if key is not None:
                    numbers[key].append(card.id)
            if card.name_jp:
                names_jp[name_key(card.name_jp)].append(card.id)
                loose_jp[loose_key(card.name_jp)].append(card.id)
            for pid in card.pids:
                pids[pid].append(card.id)
        self._names = _freeze(names)
        self._loose = _freeze(loose)
        self._numbers = _freeze(numbers)
        self._names_jp = _freeze(names_jp)
        self._loose_jp = _freeze(loose_jp)
        self._pids = _freeze(pids)

    def __len__(self) -> int:
        return len(self.cards)

    def replacing(self, replacements: Mapping[str, Card]) -> CardDatabase:
        """This database with some cards replaced by others of the same id, name and
        numbers (the same cards with their abilities compiled, say): the indexes,
        which hold ids, are shared rather than rebuilt."""
        copy = object.__new__(CardDatabase)
        copy.__dict__.update(self.__dict__)
        copy.cards = tuple(replacements.get(card.id, card) for card in self.cards)
        copy.by_id = {card.id: card for card in copy.cards}
        return copy

    @property
    def pools(self) -> tuple[str, ...]:
        return tuple(sorted({card.pool for card in self.cards}))

    def known_pools(self, pools: Iterable[str]) -> tuple[str, ...]:
        """`pools`, each a pool of this database; UsageError names one that is not."""
        chosen, known = tuple(pools), self.pools
        for name in chosen:
            if name not in known:
                raise UsageError(f"unknown pool {name!r}; pools: {', '.join(known)}")
        return chosen

    def in_pool(self, pool: str) -> list[Card]:
        return [card for card in self.cards if card.pool == pool]

    def get(self, card_id: str) -> Card:
        """The card with id `card_id`; UnknownCardError if there is none."""
        try:
            return self.by_id[card_id]
        except KeyError:
            raise UnknownCardError(card_id) from None

    def candidates(self, reference: str, pools: Iterable[str] | None = None) -> list[Card]:
        """Every card `reference` may mean: an id, a WEBXOSS card id (`pid:380`), a card
        number, an English name or alias, a Japanese name, or any of these followed by a
        label in parentheses that is not part of a name (`Servant # (WXDi-D02)`).

        Tiers are tried in order (id, pid, number, exact name, loose name, exact and
        loose Japanese name, then the text before a label) and the first tier with a
        match in `pools` (all pools when None) gives the answer. A label never changes
        the card: where the text before it names several cards, a label that is the card
        number of one of them only picks that one.
        """
        allowed = set(pools) if pools is not None else None
        reference = reference.strip()
        found = self._named(reference, allowed)
        if found:
            return found
        labelled = split_label(reference)
        if labelled is None:
            return []
        text, label = labelled
        found = self._named(text, allowed)
        if len(found) > 1:
            number = number_key(label)
            picked = [card for card in found if number in map(number_key, card.numbers)]
            if len(picked) == 1:
                return picked
        return found

    def _named(self, reference: str, allowed: set[str] | None) -> list[Card]:
        def matching(ids: Iterable[str]) -> list[Card]:
            found = (self.by_id[i] for i in dict.fromkeys(ids))
            return [c for c in found if allowed is None or c.pool in allowed]

        if reference in self.by_id:
            exact = matching([reference])
            if exact:
                return exact
        pid = pid_of(reference)
        if pid is not None:
            return matching(self._pids.get(pid, ()))
        number = number_key(reference)
        if number is not None and number in self._numbers:
            by_number = matching(self._numbers[number])
            if by_number:
                return by_number
        exact_key = name_key(reference)
        loose = loose_key(reference)
        for index, key in (
            (self._names, exact_key),
            (self._loose, loose),
            (self._names_jp, exact_key),
            (self._loose_jp, loose),
        ):
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
        """The names closest to `reference` among the cards of `pools`: Japanese names
        for a reference in Japanese; the text before a label is what is compared."""
        allowed = frozenset(pools) if pools is not None else None
        labelled = split_label(reference)
        if labelled is not None:
            reference = labelled[0]
        japanese = is_japanese(reference)
        keys = self._suggestion_keys.get((allowed, japanese))
        if keys is None:
            cards = [c for c in self.cards if allowed is None or c.pool in allowed]
            # Japanese names as NFKC writes them: an ideographic space would show as
            # `\u3000` in a message's quotes.
            names = (
                (unicodedata.normalize("NFKC", c.name_jp or "") for c in cards)
                if japanese
                else (c.name for c in cards)
            )
            keys = suggestion_keys(name for name in names if name)
            self._suggestion_keys[(allowed, japanese)] = keys
        return suggest(reference, keys)


def _freeze(index: dict[K, list[str]]) -> dict[K, tuple[str, ...]]:
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
            problems.append(
                Problem("unreadable-file", "no such file or folder", path=shown_path(path))
            )
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
    user = read_user_cards(extra)
    return with_user_cards(load_bundled_database(use_cache=use_cache), user)


@dataclass(frozen=True)
class UserCards:
    """The cards of the user's card files, read and checked, and a hash of the files:
    what a worker of a cluster adds to its own bundled pools (`with_user_cards`)."""

    cards: tuple[Card, ...]
    digest: str


def read_user_cards(extra: Sequence[Path] = ()) -> UserCards | None:
    """The user's cards (`extra`, then $DECKCHECK_CARDS), None when there are none;
    CardDataError listing every problem when any card file is broken."""
    user_files, problems = expand_card_paths(user_card_paths(extra))
    if problems:
        raise CardDataError(problems)
    if not user_files:
        return None
    cards, digest = _read_card_files(user_files, display=str)
    return UserCards(tuple(cards), digest)


def with_user_cards(bundled_database: CardDatabase, user: UserCards | None) -> CardDatabase:
    """The bundled pools with the user's cards: a user card replaces the bundled card of
    its id, in place; the data version says which user files were added."""
    if user is None:
        return bundled_database
    replaced = {card.id: card for card in user.cards}
    merged = [replaced.pop(card.id, card) for card in bundled_database.cards]
    merged.extend(replaced.values())
    version = f"{bundled_database.data_version}+{user.digest[:8]}"
    return CardDatabase(tuple(merged), version)


@functools.cache
def bundled_data_version() -> str:
    """The hash of this installation's bundled card data (the cards and the formats)."""
    return load_bundled_database().data_version


def load_bundled_database(*, use_cache: bool = True) -> CardDatabase:
    """The bundled pools alone, from the cache when it is fresh."""
    root = bundled_carddb_dir()
    files, _ = expand_card_paths([root])
    formats = sorted(bundled_formats_dir().glob("*.yaml"))
    cache_file = _cache_file([*files, *formats]) if use_cache and cache.enabled() else None
    if cache_file is not None:
        cached = cache.read(cache_file)
        if isinstance(cached, CardDatabase):
            return cached
    cards, digest = _read_card_files(
        [*files, *formats],
        display=lambda path: f"carddb/{path.relative_to(root).as_posix()}",
        trusted=True,
    )
    database = CardDatabase(tuple(cards), digest[:12])
    if cache_file is not None:
        cache.write(cache_file, database)
    return database


def _read_card_files(
    files: Sequence[Path], display: Callable[[Path], str], *, trusted: bool = False
) -> tuple[list[Card], str]:
    """Every card of `files`, and a content hash of the files; CardDataError on any problem.

    Files under a `formats/` folder are hashed (they are card data too) but hold no cards.
    `trusted` (the bundled files): see `read_card_file`.
    """
    # Imported here: a warm load never parses YAML, and PyYAML costs start-up time.
    from deckcheck.cards.loader import read_card_file

    problems: list[Problem] = []
    cards: dict[str, Card] = {}
    digest = hashlib.sha256()
    for path in files:
        shown = display(path)
        if path.parent.name == "formats":
            digest.update(shown.encode() + b"\0" + path.read_bytes() + b"\0")
            continue
        result = read_card_file(path, shown, trusted=trusted)
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


def _cache_file(files: Sequence[Path]) -> Path:
    """The cache file for this set of card files, as they are now, and this code."""
    key = hashlib.sha256(cache.code_key().encode())
    schemas = sorted(bundled("schemas").glob("*.json"))
    for path in [*files, *schemas]:
        try:
            stat = path.stat()
        except OSError:
            continue
        key.update(f"{path.as_posix()}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return cache.cache_file("carddb", key.hexdigest())
