"""Decklists to cards: every reference looked up, every failure a located problem.

A reference is looked up in the pools of the deck's format first. A card found
only in another pool is still resolved, so that the validator can say
`not-in-pool` instead of a bare "unknown card".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from deckcheck.cards.model import Card, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks.model import Deck, DeckEntry, DeckGroup, DeckList
from deckcheck.decks.reader import read_decklist
from deckcheck.errors import AmbiguousCardError, DeckcheckError, ProblemsError, UnknownCardError
from deckcheck.formats import (
    DEFAULT_FORMAT,
    Format,
    bundled_format,
    bundled_format_names,
    load_format,
)
from deckcheck.problems import Problem, Severity

# Where a word ends inside a YAML comment: a name may have gone on to there.
_WORD_END = re.compile(r"\s+")


class DecklistError(ProblemsError):
    """A decklist that cannot be used; `problems` lists every problem found."""


class Resolver:
    """Card references to cards for one database and its preferred pools, memoised.

    A batch resolves the same few hundred references thousands of times; the memo
    makes each lookup after the first a dictionary hit.
    """

    def __init__(self, database: CardDatabase, pools: Sequence[str]) -> None:
        self.database = database
        self.pools = tuple(pools)
        self._memo: dict[str, Card | DeckcheckError] = {}

    def find(self, reference: str) -> Card | DeckcheckError:
        """The card `reference` names, or the unknown or ambiguous card error."""
        found = self._memo.get(reference)
        if found is None:
            found = self._memo[reference] = self._look_up(reference)
        return found

    def _look_up(self, reference: str) -> Card | DeckcheckError:
        # As CardDatabase.lookup, with a second chance in the other pools before the
        # (costly) suggestions of an unknown name.
        for pools in (self.pools, None):
            found = self.database.candidates(reference, pools)
            if len(found) == 1:
                return found[0]
            if found:
                return AmbiguousCardError(reference, [(c.name, c.number) for c in found])
        return UnknownCardError(reference, self.database.suggestions(reference, self.pools))

    def find_entry(self, entry: DeckEntry) -> Card | DeckcheckError:
        """The card an entry names: its reference, else the card number it gives."""
        found = self.find(entry.reference)
        if not isinstance(found, Card) and entry.number is not None:
            by_number = self.find(entry.number)
            if isinstance(by_number, Card):
                return by_number
        return found

    def place_by_type(self, decklist: DeckList) -> DeckList:
        """A list without sections, each entry moved to the deck its card's type says
        (LRIG, Assist LRIG, PIECE, ARTS and RESONA to the LRIG deck). An entry that names
        no card leaves both sections partly known."""
        if not decklist.sections_by_type:
            return decklist
        placed: dict[DeckSection, list[DeckEntry]] = {section: [] for section in DeckSection}
        unread = list(decklist.unread)
        for entry in decklist.main_deck:
            found = self.find_entry(entry)
            if not isinstance(found, Card):
                unread.extend(DeckSection)
                placed[DeckSection.MAIN].append(entry)
                continue
            section = DeckSection.MAIN if found.type.is_main_deck else DeckSection.LRIG
            placed[section].append(replace(entry, section=section))
        return replace(
            decklist,
            lrig_deck=(*decklist.lrig_deck, *placed[DeckSection.LRIG]),
            main_deck=tuple(placed[DeckSection.MAIN]),
            unread=tuple(dict.fromkeys(unread)),
            sections_by_type=False,
        )

    def resolve(self, decklist: DeckList) -> tuple[Deck, list[Problem]]:
        decklist = self.place_by_type(decklist)
        problems: list[Problem] = []
        resolved: list[tuple[DeckEntry, Card]] = []
        deck_cards: dict[str, Card] = {}
        copies: dict[DeckSection, dict[str, int]] = {section: {} for section in DeckSection}
        for section in DeckSection:
            entries = decklist.entries(section)
            for index, entry in enumerate(entries):
                found = self.find_entry(entry)
                if isinstance(found, Card):
                    resolved.append((entry, found))
                    deck_cards[found.id] = found
                    counts = copies[section]
                    counts[found.id] = counts.get(found.id, 0) + entry.count
                    continue
                following = entries[index + 1] if index + 1 < len(entries) else None
                message = self._message(
                    found,
                    entry.reference,
                    entry.comment,
                    following.reference
                    if following is not None and following.line == entry.line
                    else None,
                )
                problems.append(
                    Problem(
                        found.code,
                        message,
                        path=decklist.path,
                        line=entry.line,
                        card=entry.reference,
                    )
                )
        groups = {}
        for group in decklist.groups:
            members, group_problems = self._group(group, deck_cards, decklist.path)
            groups[group.name] = members
            problems.extend(group_problems)
        deck = Deck(
            decklist=decklist,
            lrig_deck=tuple((deck_cards[i], n) for i, n in copies[DeckSection.LRIG].items()),
            main_deck=tuple((deck_cards[i], n) for i, n in copies[DeckSection.MAIN].items()),
            groups=groups,
            entries=tuple(resolved),
        )
        return deck, problems

    def _message(
        self,
        error: DeckcheckError,
        reference: str,
        comment: str | None,
        next_on_line: str | None,
    ) -> str:
        """The problem's message; for an unknown name, the YAML trap that made it, if any."""
        if not isinstance(error, UnknownCardError):
            return error.message
        if comment:
            # `- 4 Servant #`: YAML ends the value at ` #`. Try the text the comment cut,
            # longest first (`#T# my note` may have held the `#T#` of a name).
            cuts = [match.start() for match in _WORD_END.finditer(comment)]
            for end in (len(comment), *reversed(cuts)):
                meant = self._exact(f"{reference} {comment[:end]}")
                if meant is not None:
                    return (
                        f"unknown card {reference!r}; ' #' starts a YAML comment, so this "
                        f"line reads as {reference!r} and not {meant.name!r} (a card): "
                        "put the entry in quotes"
                    )
            written = f"{reference} {comment}"
            suggestions = self.database.suggestions(written, self.pools)
            closest = " or ".join(map(repr, suggestions))
            return (
                f"unknown card {reference!r}; ' #' starts a YAML comment, so this line reads "
                f"as {reference!r}, not {written!r}"
                + (f"; did you mean {closest}?" if suggestions else "")
                + " (put an entry with # in quotes)"
            )
        if next_on_line is not None:
            # `[Koalala, Phantom Terra Beast]`: a comma separates the items of a flow list.
            meant = self._exact(f"{reference}, {next_on_line}")
            if meant is not None:
                return (
                    f"unknown card {reference!r}; a comma separates the items of a [...] "
                    f"list, so {meant.name!r} (a card) reads as two: put the name in quotes"
                )
        return error.message

    def _exact(self, reference: str) -> Card | None:
        """The one card `reference` names, in the preferred pools or else anywhere;
        None without suggesting names (a guess need not pay for suggestions)."""
        found = self.database.candidates(reference, self.pools) or self.database.candidates(
            reference
        )
        return found[0] if len(found) == 1 else None

    def _group(
        self, group: DeckGroup, deck_cards: dict[str, Card], path: str
    ) -> tuple[frozenset[str], list[Problem]]:
        if group.query is not None:
            query = group.query
            return frozenset(i for i, card in deck_cards.items() if query.matches(card)), []
        members: set[str] = set()
        problems: list[Problem] = []
        lines = list(group.card_lines) + [group.line] * (len(group.cards) - len(group.card_lines))
        for index, reference in enumerate(group.cards):
            line = lines[index]
            found = self.find(reference)
            if not isinstance(found, Card):
                following = group.cards[index + 1] if index + 1 < len(group.cards) else None
                on_line = following if following is not None and lines[index + 1] == line else None
                message = self._message(found, reference, None, on_line)
                problems.append(
                    Problem(
                        found.code,
                        f"group {group.name!r}: {message}",
                        path=path,
                        line=line,
                        card=reference,
                    )
                )
            elif found.id in deck_cards:
                members.add(found.id)
            else:
                problems.append(
                    Problem(
                        "group-card-not-in-deck",
                        f"group {group.name!r} names {found.name!r}, which is not in the deck",
                        severity=Severity.WARNING,
                        path=path,
                        line=line,
                        card=found.name,
                    )
                )
        return frozenset(members), problems


def resolve_deck(
    decklist: DeckList, database: CardDatabase, pools: Sequence[str]
) -> tuple[Deck, list[Problem]]:
    """Resolve every entry and group of `decklist` to cards of `pools` (preferred).

    Entries that name no card, or several, become `unknown-card` and
    `ambiguous-card` problems and are left out of the deck.
    """
    return Resolver(database, pools).resolve(decklist)


def load_deck(path: Path, database: CardDatabase, pools: Sequence[str] | None = None) -> Deck:
    """A usable deck from a decklist file, for commands that work with its cards.

    `pools` None: the pools of the deck's own format (default diva). Raises
    DecklistError, carrying every problem, when the file cannot be read, names an
    unknown format, or has an entry that is broken or names no single card.
    Legality is not checked: that is `deckcheck.validation`'s job.
    """
    decklist, problems = read_decklist(path)
    if decklist is None:
        raise DecklistError(problems)
    if pools is None:
        found, format_problems = format_of_decklist(decklist)
        problems.extend(format_problems)
        pools = found.pools if found is not None else ()
    deck, resolve_problems = resolve_deck(decklist, database, pools)
    problems.extend(resolve_problems)
    errors = [problem for problem in problems if problem.is_error]
    if errors:
        raise DecklistError(sorted(errors, key=lambda p: (p.line or 0, p.code)))
    return deck


def load_deck_in_format(
    path: Path, database: CardDatabase, format_choice: str | Path | None = None
) -> tuple[Deck, Format]:
    """A usable deck (see `load_deck`) and its format: `format_choice` (a bundled name
    or a format file), else the one the deck names (default diva).

    Raises DecklistError, UsageError (unknown format) and FormatError (broken file).
    """
    if format_choice is not None:
        fmt = load_format(format_choice)
        return load_deck(path, database, fmt.pools), fmt
    deck = load_deck(path, database)
    found, _ = format_of_decklist(deck.decklist)
    assert found is not None, "load_deck refuses a deck of an unknown format"
    return deck, found


def format_of_decklist(decklist: DeckList) -> tuple[Format | None, list[Problem]]:
    """The format a decklist names (default diva), or an `unknown-format` problem."""
    name = (decklist.format or DEFAULT_FORMAT).lower()
    if name in bundled_format_names():
        return bundled_format(name), []
    names = ", ".join(bundled_format_names())
    problem = Problem(
        "unknown-format",
        f"unknown format {decklist.format!r}; a decklist names a bundled format ({names}); "
        "check it against your own format file with --format FILE",
        path=decklist.path,
        line=decklist.format_line,
    )
    return None, [problem]
