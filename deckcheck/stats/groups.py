"""Card groups: named predicates over cards, and the small language that writes them.

A group is every card that meets all of its criteria. An expression lists the criteria,
separated by commas:

    type=SIGNI,level=1        level 1 SIGNI
    guard                     cards with the Guard icon (`!guard`: without it)
    life-burst                cards with the Life Burst icon (also `lb`, `burst`)
    name=Servant #            a card, by name or card number (a bare card name works too)
    color=green|blue          any of several values, with `|`
    level<=2                  levels compare with =, !=, <, <=, >, >=
    class=water beast         a SIGNI class
    keyword=lancer            a keyword
    deck:openers              a named group of the deck file (also `deck=openers`)
    all                       every card

Card names may contain commas (`Camelopar, Natural Planet`): a comma starts a new
criterion only when what follows it reads as one; quotes (`name="A, B"`) also work.

Groups are frozen data (picklable for worker processes) and know nothing of the command
line. A malformed expression raises GroupSyntaxError (wrong usage); a card reference
that names no card raises UnknownCardError.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from operator import ge, gt, le, lt
from typing import TYPE_CHECKING, TypeVar

from deckcheck.cards.model import Card, CardType, Color, Keyword
from deckcheck.cards.names import name_key
from deckcheck.cards.search import CardQuery
from deckcheck.errors import AmbiguousCardError, UnknownCardError, UsageError

if TYPE_CHECKING:
    from deckcheck.cards.pool import CardDatabase

E = TypeVar("E", bound=StrEnum)

LEVELS = range(0, 10)


class GroupSyntaxError(UsageError):
    """A group expression that cannot be read (wrong usage: exit code 2)."""


@dataclass(frozen=True)
class QueryCriterion:
    """Cards that match any of `queries` (card facts: type, level, colour, class, icons)."""

    queries: tuple[CardQuery, ...]
    label: str
    kind: str

    def matches(self, card: Card) -> bool:
        return any(query.matches(card) for query in self.queries)


@dataclass(frozen=True)
class NameCriterion:
    """Cards with one of these names (compared as names are: case and spacing forgiven)."""

    names: tuple[str, ...]
    keys: frozenset[str] = field(init=False, repr=False)
    kind: str = field(default="name", init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "keys", frozenset(name_key(n) for n in self.names))

    @property
    def label(self) -> str:
        return " or ".join(self.names)

    def matches(self, card: Card) -> bool:
        return name_key(card.name) in self.keys


@dataclass(frozen=True)
class MemberCriterion:
    """Cards listed by id: a named group of the deck file."""

    ids: frozenset[str]
    label: str
    kind: str = field(default="deck", init=False)

    def matches(self, card: Card) -> bool:
        return card.id in self.ids


@dataclass(frozen=True)
class NotCriterion:
    """Cards that do not meet `criterion`."""

    criterion: Criterion
    kind: str = field(default="not", init=False)

    @property
    def label(self) -> str:
        inner = self.criterion
        if inner.kind == "icon":
            return f"without {inner.label}"
        if inner.kind == "keyword":
            return inner.label.replace("with ", "without ", 1)
        if inner.kind in ("name", "deck"):
            return f"except {inner.label}"
        return f"not {inner.label}"

    def matches(self, card: Card) -> bool:
        return not self.criterion.matches(card)


Criterion = QueryCriterion | NameCriterion | MemberCriterion | NotCriterion


@dataclass(frozen=True)
class CardGroup:
    """A named set of cards: every card that meets all `criteria` (no criteria: every card)."""

    label: str
    expression: str
    criteria: tuple[Criterion, ...] = ()

    def matches(self, card: Card) -> bool:
        return all(criterion.matches(card) for criterion in self.criteria)

    def count(self, cards: Iterable[Card]) -> int:
        """How many of `cards` (one element per copy) are in the group."""
        return sum(1 for card in cards if self.matches(card))

    @property
    def is_everything(self) -> bool:
        return not self.criteria


EVERY_CARD = CardGroup("every card", "all")


@dataclass(frozen=True)
class GroupContext:
    """What card references and deck groups in an expression resolve against.

    `cards`: the deck's cards (names are looked up among them first); `database`: every
    known card, for a card that exists but is not in the deck; `pools`: the pools the
    database lookup may use; `deck_groups`: the deck file's named groups (name -> ids).
    """

    cards: Sequence[Card] = ()
    database: CardDatabase | None = None
    pools: tuple[str, ...] | None = None
    deck_groups: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def of_deck(
        cls,
        cards: Sequence[Card],
        database: CardDatabase | None,
        deck_groups: Mapping[str, frozenset[str]],
    ) -> GroupContext:
        """The context of a deck's distinct cards: a name not in the deck is looked up in
        the database, in the pools of the deck's cards."""
        return cls(
            cards=cards,
            database=database,
            pools=tuple(sorted({card.pool for card in cards})),
            deck_groups=dict(deck_groups),
        )


_FLAGS: dict[str, tuple[str, CardQuery]] = {
    "guard": ("Guard", CardQuery(guard=True)),
    "life-burst": ("Life Burst", CardQuery(life_burst=True)),
}
_FLAG_ALIASES = {
    "guard": "guard",
    "lifeburst": "life-burst",
    "lb": "life-burst",
    "burst": "life-burst",
}
_EVERYTHING = {"all", "*", "every", "everything", "any"}
_KEYS = {
    "name": "name",
    "card": "name",
    "number": "name",
    "type": "type",
    "level": "level",
    "lv": "level",
    "color": "color",
    "colour": "color",
    "class": "class",
    "keyword": "keyword",
    "deck": "deck",
    "guard": "guard",
    "lifeburst": "life-burst",
    "lb": "life-burst",
    "burst": "life-burst",
}
_TERM = re.compile(r"^\s*(!?)\s*([A-Za-z][A-Za-z_ -]*?)\s*(!=|<=|>=|=|<|>)\s*(.*?)\s*$", re.DOTALL)
_DECK_PREFIX = re.compile(r"^\s*(!?)\s*deck\s*:\s*(.*?)\s*$", re.IGNORECASE | re.DOTALL)
_COMPARISONS = {"<": lt, "<=": le, ">": gt, ">=": ge}
_YES = {"yes", "true", "1", "on", "y"}
_NO = {"no", "false", "0", "off", "n"}


def parse_group(expression: str, context: GroupContext | None = None) -> CardGroup:
    """The group an expression describes (see the module's documentation for the syntax)."""
    context = context or GroupContext()
    terms = _split_terms(expression)
    criteria: list[Criterion] = []
    for term in terms:
        criterion = _parse_term(term, context, expression)
        if criterion is not None:
            criteria.append(criterion)
    return CardGroup(_group_label(criteria), expression.strip(), tuple(criteria))


def _split_terms(expression: str) -> list[str]:
    """The criteria of an expression: split at commas that start a new criterion."""
    if not expression.strip():
        raise GroupSyntaxError("empty group expression")
    pieces = _split_outside_quotes(expression)
    terms = [pieces[0]]
    for piece in pieces[1:]:
        if _starts_criterion(piece):
            terms.append(piece)
        else:
            terms[-1] += "," + piece
    for term in terms:
        if not term.strip():
            raise GroupSyntaxError(f"empty criterion in group expression {expression!r}")
    return terms


def _split_outside_quotes(text: str) -> list[str]:
    pieces, current, quote = [], [], ""
    for char in text:
        if quote:
            current.append(char)
            if char == quote:
                quote = ""
        elif char in "\"'" and (not current or current[-1] in "=|:!<> "):
            # A quote opens a value; an apostrophe inside a name (Level 3') does not.
            quote = char
            current.append(char)
        elif char == ",":
            pieces.append("".join(current))
            current = []
        else:
            current.append(char)
    if quote:
        raise GroupSyntaxError(f"unclosed quote in group expression {text!r}")
    pieces.append("".join(current))
    return pieces


def _starts_criterion(piece: str) -> bool:
    text = piece.strip()
    if _DECK_PREFIX.match(text):
        return True
    bare = _bare_key(text.lstrip("!"))
    if bare in _FLAG_ALIASES or text.casefold() in _EVERYTHING:
        return True
    match = _TERM.match(text)
    return match is not None and _bare_key(match.group(2)) in _KEYS


def _bare_key(text: str) -> str:
    return re.sub(r"[\s_-]+", "", text.strip().casefold())


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _parse_term(term: str, context: GroupContext, expression: str) -> Criterion | None:
    text = term.strip()
    if text.casefold() in _EVERYTHING:
        return None
    deck = _DECK_PREFIX.match(text)
    if deck:
        criterion: Criterion = _deck_criterion(deck.group(2), context, expression)
        return NotCriterion(criterion) if deck.group(1) else criterion
    negated = text.startswith("!")
    bare = _bare_key(text[1:] if negated else text)
    if bare in _FLAG_ALIASES:
        flag = _flag_criterion(_FLAG_ALIASES[bare], True)
        return NotCriterion(flag) if negated else flag
    match = _TERM.match(text)
    if match is None or _bare_key(match.group(2)) not in _KEYS:
        # A card name, bare: `Servant #`, or one with `=` in it: `Zwei =Slow Loris=`.
        reference = _unquote(text[1:] if negated else text)
        try:
            name = name_criterion(reference, context)
        except UnknownCardError:
            if match is None:
                raise
            keys = ", ".join(sorted(set(_KEYS.values())))
            raise GroupSyntaxError(
                f"unknown criterion {match.group(2).strip()!r} in group expression "
                f"{expression!r}; use one of {keys}, deck:NAME or a card name"
            ) from None
        return NotCriterion(name) if negated else name
    bang, raw_key, comparison, raw_value = match.groups()
    key = _KEYS[_bare_key(raw_key)]
    value = _unquote(raw_value)
    if not value:
        raise GroupSyntaxError(f"{raw_key.strip()}= needs a value in {expression!r}")
    if comparison not in ("=", "!=") and key != "level":
        raise GroupSyntaxError(f"{raw_key.strip()} compares with = or != only, in {expression!r}")
    criterion = _keyed_criterion(key, comparison, value, context, expression)
    negate = bool(bang) != (comparison == "!=")
    return NotCriterion(criterion) if negate else criterion


def _keyed_criterion(
    key: str, comparison: str, value: str, context: GroupContext, expression: str
) -> Criterion:
    alternatives = [_unquote(v) for v in value.split("|")] if key != "name" else [value]
    if key != "name" and any(not v for v in alternatives):
        raise GroupSyntaxError(f"empty alternative in {key}={value!r} in {expression!r}")
    if key == "name":
        return name_criterion(value, context)
    if key == "deck":
        return _deck_criterion(value, context, expression)
    if key in _FLAGS:
        wanted = value.casefold()
        if wanted not in _YES | _NO:
            raise GroupSyntaxError(f"{key}= takes yes or no, not {value!r}, in {expression!r}")
        return _flag_criterion(key, wanted in _YES)
    if key == "type":
        types = tuple(_enum_value(CardType, v, "type", expression) for v in alternatives)
        label = " or ".join(t.label for t in types)
        return QueryCriterion((CardQuery(types=types),), label, "type")
    if key == "color":
        colors = tuple(_enum_value(Color, v, "color", expression) for v in alternatives)
        return QueryCriterion((CardQuery(colors=colors),), " or ".join(colors), "color")
    if key == "keyword":
        keywords = tuple(_enum_value(Keyword, v, "keyword", expression) for v in alternatives)
        queries = tuple(CardQuery(keywords=(k,)) for k in keywords)
        label = "with " + " or ".join(k.label for k in keywords)
        return QueryCriterion(queries, label, "keyword")
    if key == "class":
        queries = tuple(CardQuery(card_class=v) for v in alternatives)
        label = " or ".join(re.sub(r"[\s_-]+", " ", v.strip()).title() for v in alternatives)
        return QueryCriterion(queries, label, "class")
    return _level_criterion(comparison, alternatives, expression)


def _level_criterion(comparison: str, values: list[str], expression: str) -> QueryCriterion:
    levels: set[int] = set()
    for value in values:
        bounds = value.split("-", 1) if comparison in ("=", "!=") else [value]
        try:
            numbers = [int(b) for b in bounds]
        except ValueError:
            raise GroupSyntaxError(
                f"level takes a number or a range (1-3), not {value!r}, in {expression!r}"
            ) from None
        if comparison in ("=", "!="):
            levels.update(range(numbers[0], numbers[-1] + 1))
            continue
        compare = _COMPARISONS[comparison]
        levels.update(n for n in LEVELS if compare(n, numbers[0]))
    ordered = tuple(sorted(levels))
    if comparison in ("=", "!="):
        label = "level " + " or ".join(str(n) for n in ordered)
    else:
        label = f"level {comparison} {values[0]}".replace("<=", "≤").replace(">=", "≥")
    # No level at all is an empty group, not every card: CardQuery reads () as "any".
    queries = tuple(CardQuery(levels=(n,)) for n in ordered)
    return QueryCriterion(queries, label, "level")


def _flag_criterion(flag: str, present: bool) -> Criterion:
    label, query = _FLAGS[flag]
    criterion = QueryCriterion((query,), label, "icon")
    return criterion if present else NotCriterion(criterion)


def _enum_value(enum: type[E], value: str, what: str, expression: str) -> E:
    key = value.strip().replace("-", "_").replace(" ", "_").casefold()
    for member in enum:
        if key in (member.value.casefold(), member.name.casefold()):
            return member
    choices = ", ".join(m.value for m in enum)
    raise GroupSyntaxError(f"unknown {what} {value!r} in {expression!r}; choose from {choices}")


def _deck_criterion(name: str, context: GroupContext, expression: str) -> MemberCriterion:
    names = [_unquote(n) for n in name.split("|")]
    ids: set[str] = set()
    for wanted in names:
        found = _find_deck_group(wanted, context.deck_groups)
        if found is None:
            known = ", ".join(sorted(context.deck_groups)) or "none"
            raise GroupSyntaxError(
                f"the deck has no group {wanted!r} (in {expression!r}); its groups: {known}"
            )
        ids |= context.deck_groups[found]
    return MemberCriterion(frozenset(ids), " or ".join(names))


def _find_deck_group(name: str, groups: Mapping[str, frozenset[str]]) -> str | None:
    if name in groups:
        return name
    key = name_key(name)
    return next((g for g in groups if name_key(g) == key), None)


def name_criterion(reference: str, context: GroupContext) -> NameCriterion:
    """The card a reference names: among the deck's cards first, then the whole database."""
    reference = reference.strip()
    if not reference:
        raise GroupSyntaxError("empty card name")
    if context.cards:
        from deckcheck.cards.pool import CardDatabase

        in_deck = CardDatabase(tuple(dict.fromkeys(context.cards)), "deck").candidates(reference)
        if in_deck:
            return NameCriterion(tuple(dict.fromkeys(c.name for c in in_deck)))
    if context.database is None:
        if context.cards:
            from deckcheck.cards.names import suggest

            raise UnknownCardError(reference, suggest(reference, (c.name for c in context.cards)))
        return NameCriterion((reference,))
    found = context.database.candidates(reference, context.pools)
    names = tuple(dict.fromkeys(c.name for c in found))
    if len(names) > 1:
        raise AmbiguousCardError(reference, [(c.name, c.number) for c in found])
    if not names:
        raise UnknownCardError(reference, context.database.suggestions(reference, context.pools))
    return NameCriterion(names)


def _group_label(criteria: Sequence[Criterion]) -> str:
    """A readable name for a group: `level 1 SIGNI with Guard`, `Servant #`, `openers`."""
    if not criteria:
        return EVERY_CARD.label
    if len(criteria) == 1 and criteria[0].kind in ("name", "deck"):
        return criteria[0].label
    by_kind: dict[str, list[str]] = {}
    for criterion in criteria:
        by_kind.setdefault(criterion.kind, []).append(criterion.label)
    words = [*by_kind.get("level", ()), *by_kind.get("color", ()), *by_kind.get("class", ())]
    words.append(" or ".join(by_kind.get("type", ())) or "cards")
    for kind, prefix in (("icon", "with "), ("keyword", ""), ("name", "named "), ("deck", "in ")):
        words.extend(prefix + label for label in by_kind.get(kind, ()))
    words.extend(by_kind.get("not", ()))
    return " ".join(words)


GUARD = parse_group("guard")
LIFE_BURST = parse_group("life-burst")


def card_group(card: Card) -> CardGroup:
    """The group of one card: every copy of its name."""
    return CardGroup(card.name, f"name={card.name}", (NameCriterion((card.name,)),))
