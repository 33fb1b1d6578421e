"""Every card whose abilities are encoded has a scenario test that plays them, and defines
as many abilities of each kind as the card prints."""

from __future__ import annotations

import importlib
import pkgutil
from collections import Counter
from collections.abc import Iterator

import tests.carddb
from deckcheck.cards.pool import CardDatabase
from tests.carddb.table import ENCODED


def test_every_encoded_card_has_a_scenario_test(database: CardDatabase) -> None:
    for module in pkgutil.iter_modules(tests.carddb.__path__):
        if module.name.startswith("test_"):
            importlib.import_module(f"tests.carddb.{module.name}")
    encoded = {card.number for card in database.cards if card.definitions}
    untested = sorted(encoded - ENCODED)
    assert not untested, f"encoded cards without an @encodes scenario test: {untested}"
    unknown = sorted(ENCODED - encoded)
    assert not unknown, f"@encodes names cards that are not encoded: {unknown}"


# Cards whose definitions differ in kind or number from the markers of their printed
# text, each with the reason.
PRINTED_COUNT_EXCEPTIONS: dict[str, str] = {
    # The spell prints the [Action] it gives its LRIG: its `use` ability grants it.
    "WX05-045": "an [Action] granted by the spell",
    # SIGNI that print the [Action] they give their LRIG as they go to the trash.
    "PR-319": "an [Action] granted to its LRIG",
    "WX14-042": "an [Action] granted to its LRIG",
    "PR-266": "an [Action] granted to its LRIG",
    # ARTS whose use cost changes under a condition: a [Constant] of the ARTS in the LRIG
    # deck, printed without a marker.
    "WX03-002": "a use cost that changes, printed without a marker",
    "WX03-003": "a use cost that changes, printed without a marker",
    "WX03-004": "a use cost that changes, printed without a marker",
    "WX03-005": "a use cost that changes, printed without a marker",
    "WX03-014": "a use cost that changes, printed without a marker",
    "WX09-002": "a use cost that changes, printed without a marker",
    "WX09-003": "a use cost that changes, printed without a marker",
    "WX09-004": "a use cost that changes, printed without a marker",
    "WX09-005": "a use cost that changes, printed without a marker",
    "WX09-006": "a use cost that changes, printed without a marker",
    "WX10-031": "a use cost that changes, printed without a marker",
    "WX11-015": "a use cost that changes, printed without a marker",
    "WX12-013": "a use cost that changes, printed without a marker",
    "WX12-049": "a use cost that changes, printed without a marker",
    # SPELLs and ARTS whose use cost changes for each unit of a quantity: a [Constant]
    # in the hand (or the LRIG deck), printed without a marker.
    "WD15-006": "a use cost that changes, printed without a marker",
    # An [On-Play] only when the SIGNI comes from the trash: an [Auto] on entering the
    # field from the trash.
    "WX03-034": "an [On-Play] from the trash only, an [Auto] of entering from there",
    "WD16-006": "a use cost that changes, printed without a marker",
    "WD16-023": "a use cost that changes; its Life Burst printed without a marker",
    "WX04-030": "a use cost that changes, printed without a marker",
    "WX04-032": "a use cost that changes, printed without a marker",
    "WX05-034": "a use cost that changes, printed without a marker",
    "WX07-065": "a use cost that changes, printed without a marker",
    "WX08-026": "a use cost that changes, printed without a marker",
    "WX08-028": "a use cost that changes, printed without a marker",
    "WX08-030": "a use cost that changes, printed without a marker",
    "WX08-032": "a use cost that changes, printed without a marker",
    "PR-151": "a use cost that changes, printed without a marker",
    "PR-292": "a use cost that changes, printed without a marker",
    "WX05-038": "a use cost that changes, printed without a marker",
    "WX10-010": "a grow cost that changes, printed without a marker",
    "WX10-045": "a use cost that changes, printed without a marker",
    "WX11-020": "a use cost that changes, printed without a marker",
    "WX11-039": "a use cost that changes, printed without a marker",
    "WX12-056": "a use cost that changes, printed without a marker",
    "WX09-037": "a use cost that changes, printed without a marker",
    "WX10-053": "a use cost that changes, printed without a marker",
    "WX13-004": "a use cost that changes, printed without a marker",
    "WX15-034": "a use cost that changes, printed without a marker",
    "WX16-033": "a use cost that changes, printed without a marker",
    "WX15-060": "a use cost that changes, printed without a marker",
    "WX13-026": "a use cost that changes, printed without a marker",
    "WX15-041": "its Life Burst printed without a marker",
    "WX15-038": "its Life Burst printed without a marker",
    "WXDi-P16-004": "a use cost that changes, printed without a marker",
    "WXDi-P16-006": "a use cost that changes, printed without a marker",
    "WXDi-P16-007": "a use cost that changes, printed without a marker",
    # The [Constant] that keeps the ability its [On-Play] chose for the turn: the
    # [On-Play] gives it to the SIGNI until end of turn.
    "PR-360": "a [Constant] saying how long the [On-Play]'s choice lasts",
    # A SIGNI's play condition, printed as a [Constant] ability.
    "WD16-016": "a play condition printed as [Constant]",
    "WX08-025": "a play condition printed as [Constant]",
    "WX12-022": "a play condition printed as [Constant]",
    # ARTS that print the [Action] abilities they give the LRIG: the `use` grants them.
    "PR-258": "three [Action]s granted by the ARTS",
    "PR-317": "three [Action]s granted by the ARTS",
    # LRIGs that print the Life Burst they give their player's cards after the
    # [Constant] that gives it (its reminder), counted as one of their own.
    "WX02-002": "a Life Burst given to every card, printed as a reminder",
    "WD14-001": "a Life Burst given to cards without one, printed as a reminder",
    # The [Enter] follows the given Life Burst's closing marker: the count misses it.
    "WXDi-P08-008": "an [Enter] printed right after a granted Life Burst",
    # A replacement (the SIGNI may do something else in place of leaving the field)
    # printed with the [Auto] marker: a [Constant] replacement, as `instead_of_leaving` is.
    "WXDi-P00-038": "a replacement printed as [Auto], a [Constant] here",
}


# Definitions that no marker counts: a SPELL's, PIECE's or ARTS's text (`use`), and a
# classic LRIG's "(Grow)" line, a condition or a cost of growing rather than an ability.
_UNMARKED = ("use", "grow_condition", "grow_cost")


def _counts(kinds: Counter[str], pool: str) -> Counter[str]:
    # The classic cards print many triggered abilities as "[Constant]: When ...": the
    # count of the two kinds together is what the markers tell there.
    if pool == "classic":
        kinds["constant"] += kinds.pop("auto", 0)
    return +kinds


def test_every_encoded_card_defines_what_it_prints(database: CardDatabase) -> None:
    # printed_abilities is counted by tools/build_carddb.py from the markers of the
    # card's reference text (../shared/data/README.md); a `use` definition is the text of
    # a SPELL, PIECE or ARTS, which carries no marker.
    wrong = []
    for card in database.cards:
        if not card.definitions or card.number in PRINTED_COUNT_EXCEPTIONS:
            continue
        defined = Counter(d.kind.value for d in card.definitions if d.kind.value not in _UNMARKED)
        printed = Counter(dict(card.printed_abilities))
        if _counts(defined, card.pool) != _counts(printed, card.pool):
            wrong.append((card.number, dict(defined), dict(printed)))
    assert not wrong, f"definitions differ from the printed abilities: {wrong}"
    stale = [n for n in PRINTED_COUNT_EXCEPTIONS if not database.lookup(n).definitions]
    assert not stale, f"exceptions for cards that are not encoded: {stale}"


def _named_cards(data: object) -> Iterator[str]:
    """Every card name a definition's filters give (`name: ...`, `name_not: ...`)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("name", "name_not") and isinstance(value, str):
                yield value
            else:
                yield from _named_cards(value)
    elif isinstance(data, list):
        for item in data:
            yield from _named_cards(item)


def test_every_card_a_filter_names_is_a_card_of_its_pool(database: CardDatabase) -> None:
    # A filter naming no card of the pool would never match: the encoding would compile
    # and never act.
    names = {(card.pool, card.name) for card in database.cards}
    unknown = sorted(
        (card.number, name)
        for card in database.cards
        for name in _named_cards(list(card.ability_data))
        if (card.pool, name) not in names
    )
    assert not unknown, f"filters name cards that are not in the pool: {unknown}"


def _named_classes(data: object) -> Iterator[str]:
    """Every SIGNI class a definition names (`class: VALOR`, `class: [ANGEL, DEVIL]`)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "class":
                yield from [value] if isinstance(value, str) else value
            else:
                yield from _named_classes(value)
    elif isinstance(data, list):
        for item in data:
            yield from _named_classes(item)


def test_every_class_a_filter_names_is_a_class_of_its_pool(database: CardDatabase) -> None:
    # A class no card of the pool has ("BRAVE" where the data says VALOR) would compile
    # and never match.
    classes = {(card.pool, klass) for card in database.cards for klass in card.classes}
    unknown = sorted(
        (card.number, klass)
        for card in database.cards
        for klass in _named_classes(list(card.ability_data))
        if (card.pool, klass) not in classes
    )
    assert not unknown, f"filters name classes that are not in the pool: {unknown}"
