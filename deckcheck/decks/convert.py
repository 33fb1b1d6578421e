"""A deck written in another tool's shape: YAML, a text list, Cockatrice, WEBXOSS.

Every card is written so that reading the file back names the same card: its
English name where that names it alone among the format's pools, else a card number
(for Cockatrice, whose files hold names, the name with the card number as its
label), and for WEBXOSS its WEBXOSS id. A card the target cannot express is a
`cannot-convert` error, never a silent drop; details of the deck the target has no
place for (player, format, groups) are `not-converted` warnings.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from deckcheck.cards.model import Card, DeckSection
from deckcheck.cards.pool import CardDatabase
from deckcheck.cards.search import CardQuery
from deckcheck.decks.cockatrice import write_cockatrice
from deckcheck.decks.model import Deck
from deckcheck.decks.resolve import DecklistError, Resolver, load_deck_in_format
from deckcheck.decks.webxoss import DECK_FORMAT as WEBXOSS_FORMAT
from deckcheck.decks.webxoss import webxoss_id, write_webxoss
from deckcheck.errors import UsageError
from deckcheck.formats import DEFAULT_FORMAT
from deckcheck.problems import Problem, Severity

_SECTION_TITLES = {DeckSection.LRIG: "LRIG Deck", DeckSection.MAIN: "Main Deck"}


class Target(StrEnum):
    """The shapes a deck converts to."""

    YAML = "yaml"
    TEXT = "text"
    COD = "cod"
    WEBXOSS = "webxoss"

    @property
    def suffix(self) -> str:
        return {"yaml": ".yaml", "text": ".txt", "cod": ".cod", "webxoss": ".webxoss"}[self.value]

    @classmethod
    def for_file(cls, path: Path) -> Target:
        """The target a file name asks for by its extension; UsageError if none does."""
        suffix = path.suffix.lower()
        for target in cls:
            if suffix == target.suffix or (target is cls.YAML and suffix == ".yml"):
                return target
        choices = ", ".join(f"{t.suffix} ({t.value})" for t in cls)
        raise UsageError(
            f"cannot tell the shape from {path.name!r}: use --to, or end it in {choices}"
        )


@dataclass(frozen=True)
class Conversion:
    """A converted deck: the file's text and what could not be carried over."""

    target: Target
    text: str
    warnings: tuple[Problem, ...] = ()


def convert_file(
    path: Path, target: Target, database: CardDatabase, format_choice: str | None = None
) -> Conversion:
    """The deck at `path` (of `format_choice`, else of the format it names) as `target`.

    Raises DecklistError carrying every problem when the deck cannot be used (an
    unreadable file, unknown cards) or names a card the target cannot express.
    """
    deck, fmt = load_deck_in_format(path, database, format_choice)
    return convert_deck(deck, target, Resolver(database, fmt.pools), fmt.name)


def convert_deck(deck: Deck, target: Target, resolver: Resolver, format_name: str) -> Conversion:
    """`deck` (of the format `format_name`, whose pools `resolver` prefers) as `target`."""
    writer = _Writer(deck, resolver, format_name)
    text = {
        Target.YAML: writer.yaml,
        Target.TEXT: writer.text,
        Target.COD: writer.cockatrice,
        Target.WEBXOSS: writer.webxoss,
    }[target]()
    errors = [problem for problem in writer.problems if problem.is_error]
    if errors:
        raise DecklistError(errors)
    return Conversion(target, text, tuple(writer.problems))


class _Writer:
    def __init__(self, deck: Deck, resolver: Resolver, format_name: str) -> None:
        self.deck = deck
        self.resolver = resolver
        self.format_name = format_name
        self.path = deck.decklist.path
        self.problems: list[Problem] = []

    # -- the shapes ------------------------------------------------------------------

    def yaml(self) -> str:
        decklist = self.deck.decklist
        lines = [f"{key}: {_quoted(value)}" for key, value in self._details()]
        for section in DeckSection:
            lines.append(f"{section.value}:")
            lines += [f"  - {_quoted(entry)}" for entry in self._entries(section, self._plain)]
        groups = [group for group in decklist.groups if group.name in self.deck.groups]
        if groups:
            lines.append("groups:")
        for group in groups:
            if group.query is not None:
                lines.append(f"  {_quoted(group.name)}: {json.dumps(_query_mapping(group.query))}")
                continue
            members = [card for card, _ in self._cards() if card.id in self.deck.groups[group.name]]
            references = [self._plain(card) for card in members]
            lines.append(f"  {_quoted(group.name)}: {json.dumps(references, ensure_ascii=False)}")
        return "\n".join(lines) + "\n"

    def text(self) -> str:
        self._drop_groups("a text list")
        lines = [f"{key.capitalize()}: {value}" for key, value in self._details()]
        for section in DeckSection:
            lines.append(_SECTION_TITLES[section])
            lines += self._entries(section, self._plain)
        return "\n".join(lines) + "\n"

    def cockatrice(self) -> str:
        where = "a Cockatrice file"
        self._drop("player", self.deck.decklist.player, where)
        if self.format_name != DEFAULT_FORMAT:
            self._drop(
                "format",
                self.format_name,
                f"{where} (check it with --format {self.format_name})",
            )
        self._drop_groups(where)
        names = {card.id: self._labelled(card) for card, _ in self._cards()}
        return write_cockatrice(self.deck, names)

    def webxoss(self) -> str:
        where = "a WEBXOSS file"
        self._drop("player", self.deck.decklist.player, where)
        self._drop_groups(where)
        for card, _ in self._cards():
            if webxoss_id(card) is None:
                self._cannot(card, "WEBXOSS has no card id for it (it knows classic printings)")
        if self.format_name != WEBXOSS_FORMAT:
            self._drop(
                "format", self.format_name, f"{where} (WEBXOSS decks are {WEBXOSS_FORMAT} decks)"
            )
        return "" if self._errors() else write_webxoss(self.deck)

    # -- references --------------------------------------------------------------------

    def _plain(self, card: Card) -> str:
        """The card's name where it names the card alone, else one of its numbers."""
        return self._first_naming(card, [card.name, *card.numbers], "no name or number")

    def _labelled(self, card: Card) -> str:
        """The card's name, with a card number as its label where the name is shared."""
        labelled = [f"{card.name} ({number})" for number in card.numbers]
        return self._first_naming(card, [card.name, *labelled], "its name is shared")

    def _first_naming(self, card: Card, references: Iterable[str], why: str) -> str:
        for reference in references:
            if self.resolver.find(reference) == card:
                return reference
        self._cannot(card, f"{why}: no reference names it alone")
        return card.name

    def _entries(self, section: DeckSection, reference: Callable[[Card], str]) -> list[str]:
        return [f"{copies} {reference(card)}" for card, copies in self.deck.cards(section)]

    def _cards(self) -> Iterator[tuple[Card, int]]:
        yield from self.deck.lrig_deck
        yield from self.deck.main_deck

    def _details(self) -> list[tuple[str, str]]:
        decklist = self.deck.decklist
        details = [("name", decklist.name), ("player", decklist.player)]
        return [(k, v) for k, v in details if v] + [("format", self.format_name)]

    # -- problems ------------------------------------------------------------------------

    def _cannot(self, card: Card, why: str) -> None:
        self.problems.append(
            Problem(
                "cannot-convert",
                f"{card.name!r} ({card.number}): {why}",
                path=self.path,
                card=card.name,
            )
        )

    def _errors(self) -> list[Problem]:
        return [problem for problem in self.problems if problem.is_error]

    def _drop(self, what: str, value: str | None, where: str) -> None:
        if value:
            self.problems.append(
                Problem(
                    "not-converted",
                    f"the {what} ({value!r}) is not written: {where} has no place for it",
                    severity=Severity.WARNING,
                    path=self.path,
                )
            )

    def _drop_groups(self, where: str) -> None:
        names = ", ".join(repr(group.name) for group in self.deck.decklist.groups)
        self._drop("groups", names, where)


def _quoted(text: str) -> str:
    """A YAML double-quoted scalar (JSON's string syntax is YAML's)."""
    return json.dumps(text, ensure_ascii=False)


def _query_mapping(query: CardQuery) -> dict[str, object]:
    """A group filter as a decklist writes it (the keys of `groups:` filters)."""
    fields: list[tuple[str, list[object]]] = [
        ("type", [t.value for t in query.types]),
        ("level", list(query.levels)),
        ("color", [c.value for c in query.colors]),
        ("class", [query.card_class] if query.card_class else []),
        ("guard", [] if query.guard is None else [query.guard]),
        ("life_burst", [] if query.life_burst is None else [query.life_burst]),
    ]
    return {key: values[0] if len(values) == 1 else values for key, values in fields if values}
