"""The deck-construction rules: pure functions from a deck and its format to problems.

Each rule reads the format's parameters (`formats.py`) and never names a format
or a card. Where a section of the deck is only partly known (an entry could not be
read or names no card), a rule reports only what the known cards prove: a
shortfall the missing cards might make up is not reported (the deck is illegal
anyway, and the guess would only add noise), nor are colours while a level 0 LRIG
may be missing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property

from deckcheck.cards import names
from deckcheck.cards.model import Card, CardType, Color, DeckSection
from deckcheck.decks.model import Deck
from deckcheck.formats import ColorRule, CopiesBy, Format, FormatCards
from deckcheck.problems import Problem, Severity


@dataclass(frozen=True)
class DeckFacts:
    """One deck as the rules read it, with what several rules share computed once."""

    deck: Deck
    format: Format
    cards: FormatCards = field(default_factory=FormatCards)
    # The sections whose every entry was read and resolved; the others are partly known.
    complete: frozenset[DeckSection] = frozenset(DeckSection)

    @property
    def path(self) -> str:
        return self.deck.decklist.path

    @cached_property
    def first_lines(self) -> dict[str, int | None]:
        """The line of each card's first entry."""
        lines: dict[str, int | None] = {}
        for entry, card in self.deck.entries:
            lines.setdefault(card.id, entry.line)
        return lines

    @cached_property
    def level_zero_lrigs(self) -> tuple[tuple[Card, int], ...]:
        return tuple(
            (card, copies)
            for card, copies in self.deck.lrig_deck
            if card.type.is_lrig and card.level == 0
        )

    @cached_property
    def level_zero_count(self) -> int:
        return sum(copies for _, copies in self.level_zero_lrigs)

    @cached_property
    def all_cards(self) -> tuple[tuple[Card, int], ...]:
        """(card, copies) of both decks."""
        return self.deck.lrig_deck + self.deck.main_deck

    def problem(
        self,
        code: str,
        message: str,
        *,
        card: Card | None = None,
        line: int | None = None,
        severity: Severity = Severity.ERROR,
    ) -> Problem:
        if line is None and card is not None:
            line = self.first_lines.get(card.id)
        return Problem(
            code,
            message,
            severity=severity,
            path=self.path,
            line=line,
            card=card.name if card is not None else None,
        )

    def section_line(self, section: DeckSection) -> int | None:
        return self.deck.decklist.section_line(section)

    @property
    def main_complete(self) -> bool:
        return DeckSection.MAIN in self.complete

    @property
    def lrig_complete(self) -> bool:
        return DeckSection.LRIG in self.complete


Rule = Callable[[DeckFacts], Iterable[Problem]]

# A batch meets the same few hundred names and LRIG types thousands of times.
name_key = cache(names.name_key)
identifier_key = cache(names.identifier_key)


def _type_list(types: Iterable[CardType]) -> str:
    return _word_list([t.label for t in types]) or "no cards"


def _a(label: str) -> str:
    return f"an {label}" if label[0] in "AEIOU" else f"a {label}"


# -- main deck -----------------------------------------------------------------


def main_deck_size(facts: DeckFacts) -> Iterator[Problem]:
    """The main deck's size, counted as written (entries naming no card count too)."""
    size = facts.format.main_deck.size
    total = sum(entry.count for entry in facts.deck.decklist.main_deck)
    if size.too_many(total) or (facts.main_complete and size.too_few(total)):
        yield facts.problem(
            "main-deck-size",
            f"the main deck has {total} card{'s' if total != 1 else ''}; it must have {size}",
            line=facts.section_line(DeckSection.MAIN),
        )


def life_burst_count(facts: DeckFacts) -> Iterator[Problem]:
    allowed = facts.format.main_deck.life_burst
    count = sum(copies for card, copies in facts.deck.main_deck if card.life_burst)
    if allowed.too_many(count) or (facts.main_complete and allowed.too_few(count)):
        yield facts.problem(
            "life-burst-count",
            f"the main deck has {count} Life Burst card{'s' if count != 1 else ''}; "
            f"it must have {allowed}",
            line=facts.section_line(DeckSection.MAIN),
        )


def _excluded_tag(facts: DeckFacts, card: Card) -> str | None:
    return next((tag for tag in card.tags if tag in facts.format.excluded_tags), None)


def card_types(facts: DeckFacts) -> Iterator[Problem]:
    """Each deck holds only its format's card types (an excluded card is reported once)."""
    for section, allowed, code in (
        (DeckSection.MAIN, facts.format.main_deck.card_types, "main-deck-card-type"),
        (DeckSection.LRIG, facts.format.lrig_deck.card_types, "lrig-deck-card-type"),
    ):
        for card, _ in facts.deck.cards(section):
            if card.type in allowed or _excluded_tag(facts, card) is not None:
                continue
            yield facts.problem(
                code,
                f"{card.name!r} is {_a(card.type.label)}; the {section.label} holds only "
                f"{_type_list(allowed)}",
                card=card,
            )


def excluded_cards(facts: DeckFacts) -> Iterator[Problem]:
    for card, _ in facts.all_cards:
        tag = _excluded_tag(facts, card)
        if tag is not None:
            yield facts.problem(
                "excluded-card",
                f"{card.name!r} is {_a(tag)} card; {tag} cards never start in a deck "
                f"in the {facts.format.name} format",
                card=card,
            )


# -- LRIG deck -----------------------------------------------------------------


def lrig_deck_size(facts: DeckFacts) -> Iterator[Problem]:
    """The LRIG deck's size; PIECE cards do not count (they have their own limit)."""
    size = facts.format.lrig_deck.size
    count = sum(copies for card, copies in facts.deck.lrig_deck if card.type is not CardType.PIECE)
    if size.too_many(count) or (facts.lrig_complete and size.too_few(count)):
        other = " other than PIECE" if facts.format.lrig_deck.pieces is not None else ""
        yield facts.problem(
            "lrig-deck-size",
            f"the LRIG deck has {count} card{'s' if count != 1 else ''}{other}; it may have {size}",
            line=facts.section_line(DeckSection.LRIG),
        )


def _piece_count(facts: DeckFacts) -> int:
    return sum(copies for card, copies in facts.deck.lrig_deck if card.type is CardType.PIECE)


def piece_limit(facts: DeckFacts) -> Iterator[Problem]:
    pieces = facts.format.lrig_deck.pieces
    count = _piece_count(facts)
    if pieces is not None and count > pieces.max:
        yield facts.problem(
            "piece-limit",
            f"the LRIG deck has {count} PIECE cards; it may have at most {pieces.max}",
            line=facts.section_line(DeckSection.LRIG),
        )


def piece_requires_level_zero_lrigs(facts: DeckFacts) -> Iterator[Problem]:
    pieces = facts.format.lrig_deck.pieces
    if pieces is None or not facts.lrig_complete or _piece_count(facts) == 0:
        return
    if facts.level_zero_count < pieces.needs_level_zero_lrigs:
        yield facts.problem(
            "piece-requires-three-lrigs",
            f"PIECE cards need {pieces.needs_level_zero_lrigs} level 0 LRIGs in the LRIG deck; "
            f"it has {facts.level_zero_count}",
            line=facts.section_line(DeckSection.LRIG),
        )


def lrig_deck_duplicates(facts: DeckFacts) -> Iterator[Problem]:
    if not facts.format.lrig_deck.unique_names:
        return
    by_name: dict[str, list[tuple[Card, int]]] = {}
    for card, copies in facts.deck.lrig_deck:
        by_name.setdefault(name_key(card.name), []).append((card, copies))
    for key, group in by_name.items():
        total = sum(copies for _, copies in group)
        if total < 2:
            continue
        lines = [
            entry.line
            for entry, card in facts.deck.entries
            if entry.section is DeckSection.LRIG and name_key(card.name) == key
        ]
        listed = sorted({line for line in lines if line is not None})
        where = f" (lines {', '.join(map(str, listed))})" if len(listed) > 1 else ""
        yield facts.problem(
            "lrig-deck-duplicate",
            f"{total} cards named {group[0][0].name!r} in the LRIG deck{where}; "
            "a name may appear only once",
            card=group[0][0],
            line=lines[1] if len(lines) > 1 else lines[0],
        )


def level_zero_lrigs(facts: DeckFacts) -> Iterator[Problem]:
    allowed = facts.format.lrig_deck.level_zero_lrigs
    count = facts.level_zero_count
    if allowed.too_many(count) or (facts.lrig_complete and allowed.too_few(count)):
        yield facts.problem(
            "level-zero-lrigs",
            f"the LRIG deck has {count} level 0 LRIG{'s' if count != 1 else ''}; "
            f"it must have {allowed}",
            line=facts.section_line(DeckSection.LRIG),
        )


def distinct_lrig_types(facts: DeckFacts) -> Iterator[Problem]:
    """Level 0 LRIGs of different LRIG types (the same card twice is a duplicate, not this)."""
    if not facts.format.lrig_deck.distinct_lrig_types:
        return
    earlier: list[tuple[Card, set[str]]] = []
    for card, _ in facts.level_zero_lrigs:
        types = {identifier_key(t) for t in card.lrig_types}
        for other, other_types in earlier:
            shared = types & other_types
            if shared:
                label = _identifier_label(
                    next(t for t in card.lrig_types if identifier_key(t) in shared)
                )
                yield facts.problem(
                    "duplicate-lrig-type",
                    f"{other.name!r} and {card.name!r} are both level 0 LRIGs of LRIG type "
                    f"{label}; the level 0 LRIGs need different LRIG types",
                    card=card,
                )
                break
        earlier.append((card, types))


def center_reaches_level(facts: DeckFacts) -> Iterator[Problem]:
    """A warning when no level 0 LRIG's type has LRIGs for every level up to the target."""
    target = facts.format.lrig_deck.center_reaches_level
    if target is None or not facts.lrig_complete or not facts.level_zero_lrigs:
        return
    levels: dict[str, set[int]] = {}
    for card, _ in facts.deck.lrig_deck:
        if card.type is CardType.LRIG and card.level is not None:
            for lrig_type in card.lrig_types:
                levels.setdefault(identifier_key(lrig_type), set()).add(card.level)
    needed = set(range(1, target + 1))
    for card, _ in facts.level_zero_lrigs:
        if any(needed <= levels.get(identifier_key(t), set()) for t in card.lrig_types):
            return
    yield facts.problem(
        "center-lrig-level",
        f"no level 0 LRIG has LRIGs of its type for every level up to {target}; "
        f"the Center LRIG is the one that grows to level {target}",
        line=facts.section_line(DeckSection.LRIG),
        severity=Severity.WARNING,
    )


# -- both decks ----------------------------------------------------------------


def copy_limit(facts: DeckFacts) -> Iterator[Problem]:
    rules = facts.format.copies
    if rules.limit is None:
        return
    by_name = rules.count_by is CopiesBy.NAME
    for section in rules.decks:
        groups: dict[str, list[tuple[Card, int]]] = {}
        for card, copies in facts.deck.cards(section):
            key = name_key(card.name) if by_name else card.id
            groups.setdefault(key, []).append((card, copies))
        for group in groups.values():
            total = sum(copies for _, copies in group)
            if total <= rules.limit:
                continue
            card = min((c for c, _ in group), key=lambda c: facts.first_lines.get(c.id) or 0)
            shared = f" ({len(group)} cards share the name)" if len(group) > 1 else ""
            unit = "of a name" if by_name else "of a card"
            yield facts.problem(
                "copy-limit",
                f"{total} copies of {card.name!r} in the {section.label}{shared}; "
                f"at most {rules.limit} {unit}",
                card=card,
            )


def colors(facts: DeckFacts) -> Iterator[Problem]:
    """No card of a colour that the level 0 LRIGs lack; colourless belongs to no colour."""
    # The colours are those of the level 0 LRIGs: known only when every LRIG deck
    # entry is, and there are as many level 0 LRIGs as the format asks for.
    if facts.format.colors is not ColorRule.LEVEL_ZERO_LRIGS or not facts.lrig_complete:
        return
    if not facts.level_zero_lrigs or facts.format.lrig_deck.level_zero_lrigs.too_few(
        facts.level_zero_count
    ):
        return
    allowed = {color for card, _ in facts.level_zero_lrigs for color in card.colors}
    allowed.discard(Color.COLORLESS)
    ordered = [color.value for color in Color if color in allowed]
    for card, _ in facts.all_cards:
        foreign = [c.value for c in card.colors if c is not Color.COLORLESS and c not in allowed]
        if foreign:
            yield facts.problem(
                "color-mismatch",
                f"{card.name!r} is {'/'.join(c.value for c in card.colors)}; "
                f"the level 0 LRIGs are {_word_list(ordered) or 'colorless'}",
                card=card,
            )


def pool(facts: DeckFacts) -> Iterator[Problem]:
    pools = facts.format.pools
    for card, _ in facts.all_cards:
        if card.pool not in pools:
            yield facts.problem(
                "not-in-pool",
                f"{card.name!r} is a card of the {card.pool} pool; the {facts.format.name} "
                f"format allows cards of {_word_list(list(pools))}",
                card=card,
            )


def banned(facts: DeckFacts) -> Iterator[Problem]:
    for card, _ in facts.all_cards:
        if card.id in facts.cards.banned:
            yield facts.problem(
                "banned", f"{card.name!r} is banned in the {facts.format.name} format", card=card
            )


def restricted(facts: DeckFacts) -> Iterator[Problem]:
    for ids, limit, label in facts.cards.restricted:
        held = [(card, copies) for card, copies in facts.all_cards if card.id in ids]
        total = sum(copies for _, copies in held)
        if total > limit:
            card = min((c for c, _ in held), key=lambda c: facts.first_lines.get(c.id) or 0)
            yield facts.problem(
                "restricted-copies",
                f"{total} copies of {label!r}; the {facts.format.name} format allows {limit}",
                card=card,
            )


def forbidden_combinations(facts: DeckFacts) -> Iterator[Problem]:
    present = {card.id: card for card, _ in facts.all_cards}
    for combination in facts.cards.forbidden_combinations:
        found = [next((present[i] for i in ids if i in present), None) for ids in combination]
        if any(card is None for card in found):
            continue
        cards = [card for card in found if card is not None]
        last = max(cards, key=lambda c: facts.first_lines.get(c.id) or 0)
        listed = _word_list([repr(card.name) for card in cards])
        yield facts.problem(
            "forbidden-combination",
            f"{listed} may not be in one deck in the {facts.format.name} format",
            card=last,
        )


def lrig_type_restrictions(facts: DeckFacts) -> Iterator[Problem]:
    """A warning for a card restricted to LRIG types that none of the deck's LRIGs has."""
    if not facts.format.warn_lrig_type_restrictions or not facts.lrig_complete:
        return
    deck_types = {
        identifier_key(t)
        for card, _ in facts.deck.lrig_deck
        if card.type.is_lrig
        for t in card.lrig_types
    }
    for card, _ in facts.all_cards:
        restriction = card.lrig_type_restriction
        if restriction and not any(identifier_key(t) in deck_types for t in restriction):
            listed = _word_list([_identifier_label(t) for t in restriction], "or")
            burst = " (its Life Burst still can)" if card.life_burst else ""
            yield facts.problem(
                "lrig-type-restriction",
                f"{card.name!r} is restricted to LRIG type {listed}, which no LRIG of the "
                f"deck has: it cannot be used{burst}",
                card=card,
                severity=Severity.WARNING,
            )


def _identifier_label(identifier: str) -> str:
    return identifier.replace("_", " ").title()


def _word_list(words: list[str], conjunction: str = "and") -> str:
    if len(words) <= 2:
        return f" {conjunction} ".join(words)
    return ", ".join(words[:-1]) + f" {conjunction} " + words[-1]


# Every rule, in the order their problems are listed for the same line.
RULES: tuple[Rule, ...] = (
    main_deck_size,
    life_burst_count,
    card_types,
    excluded_cards,
    lrig_deck_size,
    piece_limit,
    piece_requires_level_zero_lrigs,
    lrig_deck_duplicates,
    level_zero_lrigs,
    distinct_lrig_types,
    center_reaches_level,
    copy_limit,
    colors,
    pool,
    banned,
    restricted,
    forbidden_combinations,
    lrig_type_restrictions,
)


def check_rules(facts: DeckFacts) -> list[Problem]:
    """Every problem every rule finds in the deck."""
    return [problem for rule in RULES for problem in rule(facts)]
