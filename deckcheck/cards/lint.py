"""Checking the user's own card files before they are used."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from deckcheck.cards.loader import read_card_file
from deckcheck.cards.model import Card
from deckcheck.cards.names import name_key
from deckcheck.cards.pool import CardDatabase, expand_card_paths, load_database
from deckcheck.problems import Problem, Severity
from deckcheck.text import shown_path


@dataclass(frozen=True)
class LintReport:
    """Every problem in a set of card files, and what was checked."""

    files: tuple[str, ...]
    cards: int
    problems: tuple[Problem, ...]

    @property
    def errors(self) -> int:
        return sum(1 for p in self.problems if p.is_error)

    @property
    def ok(self) -> bool:
        return self.errors == 0


def lint_card_files(
    paths: Sequence[Path], check_card: Callable[[Card], list[Problem]] | None = None
) -> LintReport:
    """Check card files (or folders of them) against the schema and the bundled pools.

    Errors: unreadable files, broken YAML, schema violations, an id defined twice, and
    what `check_card` finds in a card (the ability language passes its own check of a
    card's abilities: `deckcheck.effects.catalog.lint_card_files`).
    Warnings: a card that replaces a bundled card, a name that a bundled card of
    the same pool already has (they would share a copy limit).
    """
    files, problems = expand_card_paths(paths)
    bundled = load_database(extra=(), use_cache=True) if files else None
    seen: dict[str, Card] = {}
    count = 0
    for path in files:
        result = read_card_file(path)
        problems.extend(result.problems)
        count += len(result.cards)
        for card in result.cards:
            problems.extend(_card_problems(card, seen, bundled))
            if check_card is not None:
                problems.extend(check_card(card))
            seen.setdefault(card.id, card)
    problems.sort(key=lambda p: (p.path or "", p.line or 0, p.code))
    return LintReport(
        tuple(shown_path(f) for f in files), count, tuple(p.printable() for p in problems)
    )


def _card_problem(card: Card, code: str, message: str, severity: Severity) -> Problem:
    source = card.source
    return Problem(
        code,
        message,
        severity=severity,
        path=source.path if source else None,
        line=source.line if source else None,
        card=card.id,
    )


def _card_problems(
    card: Card, seen: dict[str, Card], bundled: CardDatabase | None
) -> list[Problem]:
    found: list[Problem] = []
    if card.id in seen:
        message = f"card id {card.id!r} is already defined at {seen[card.id].source}"
        found.append(_card_problem(card, "duplicate-card-id", message, Severity.ERROR))
    if bundled is None:
        return found
    if card.id in bundled.by_id:
        message = f"replaces the bundled card {bundled.by_id[card.id].name!r}"
        found.append(_card_problem(card, "replaces-bundled-card", message, Severity.WARNING))
        return found
    key = name_key(card.name)
    namesakes = [c for c in bundled.candidates(card.name, [card.pool]) if name_key(c.name) == key]
    if namesakes:
        message = (
            f"a bundled card of pool {card.pool!r} is also named {card.name!r}"
            f" ({namesakes[0].number}); decks count their copies together"
        )
        found.append(_card_problem(card, "shared-name", message, Severity.WARNING))
    return found
