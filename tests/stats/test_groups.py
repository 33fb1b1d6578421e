"""Card groups and their expressions, on the starter deck WXDi-D01 (Ancient Surprise)."""

from __future__ import annotations

import pickle

import pytest

from deckcheck.cards.model import Card
from deckcheck.cards.pool import CardDatabase
from deckcheck.errors import AmbiguousCardError, UnknownCardError, UsageError
from deckcheck.stats.groups import (
    GUARD,
    LIFE_BURST,
    GroupContext,
    GroupSyntaxError,
    card_group,
    parse_group,
)


@pytest.fixture(scope="module")
def context(database: CardDatabase, d01_distinct: list[Card]) -> GroupContext:
    openers = frozenset(c.id for c in d01_distinct if c.name in ("Servant #", "Polygenesis"))
    return GroupContext(
        cards=d01_distinct, database=database, pools=("en",), deck_groups={"openers": openers}
    )


@pytest.mark.parametrize(
    ("expression", "copies", "label"),
    [
        ("type=SIGNI,level=1", 12, "level 1 SIGNI"),
        ("level=1,type=signi", 12, "level 1 SIGNI"),
        ("guard", 4, "cards with Guard"),
        ("!guard", 36, "cards without Guard"),
        ("guard=no", 36, "cards without Guard"),
        ("life-burst", 20, "cards with Life Burst"),
        ("lb=yes,type=SPELL", 4, "SPELL with Life Burst"),
        ("name=Servant #", 4, "Servant #"),
        ("servant  #", 4, "Servant #"),
        ("WXDi-D01-020 [EN]", 4, "Servant #"),
        ("card=Zwei =Slow Loris=", 4, "Zwei =Slow Loris="),
        ("Zwei =Slow Loris=", 4, "Zwei =Slow Loris="),
        (
            "name=Camelopar, Natural Planet,level=1",
            4,
            "level 1 cards named Camelopar, Natural Planet",
        ),
        ('name="Camelopar, Natural Planet"', 4, "Camelopar, Natural Planet"),
        ("!Servant #,level=1", 8, "level 1 cards except Servant #"),
        ("color=green|blue", 32, "green or blue cards"),
        ("colour=red", 8, "red cards"),
        ("level<=2", 24, "level ≤ 2 cards"),
        ("level=2-3", 24, "level 2 or 3 cards"),
        ("level!=1", 28, "cards not level 1"),
        ("class=water beast", 4, "Water Beast cards"),
        ("class=WATER_BEAST|earth-beast", 8, "Water Beast or Earth Beast cards"),
        ("keyword=multi ener", 4, "cards with Multi Ener"),
        ("deck:openers", 8, "openers"),
        ("deck=openers,lb", 8, "cards with Life Burst in openers"),
        ("all", 40, "every card"),
    ],
)
def test_expressions_select_the_cards_they_say(
    expression: str, copies: int, label: str, context: GroupContext, d01_cards: list[Card]
) -> None:
    group = parse_group(expression, context)
    assert group.count(d01_cards) == copies
    assert group.label == label
    assert group.expression == expression


def test_built_in_groups(d01_cards: list[Card], d01_distinct: list[Card]) -> None:
    assert GUARD.count(d01_cards) == 4
    assert LIFE_BURST.count(d01_cards) == 20
    servant = card_group(d01_distinct[0])
    assert (servant.label, servant.count(d01_cards)) == ("Servant #", 4)


def test_a_real_card_outside_the_deck_is_an_empty_group(
    context: GroupContext, d01_cards: list[Card]
) -> None:
    group = parse_group("name=Sara Hoshikawa, Code 2434", context)
    assert group.count(d01_cards) == 0


def test_an_unknown_card_is_unknown_card_with_suggestions(context: GroupContext) -> None:
    with pytest.raises(UnknownCardError) as caught:
        parse_group("name=Servnt #", context)
    assert caught.value.code == "unknown-card"
    assert "Servant #" in caught.value.suggestions


def test_a_name_of_two_cards_is_ambiguous(database: CardDatabase) -> None:
    with pytest.raises(AmbiguousCardError):
        parse_group("name=Midoriko", GroupContext(database=database))


@pytest.mark.parametrize(
    ("expression", "says"),
    [
        ("", "empty group expression"),
        ("foo=bar", "unknown criterion 'foo'"),
        ("level=x", "level takes a number"),
        ("level>x", "level takes a number"),
        ("type=FOO", "unknown type 'FOO'"),
        ("color=purple", "unknown color 'purple'"),
        ("keyword=flying", "unknown keyword 'flying'"),
        ("name=", "needs a value"),
        ("type=", "needs a value"),
        ("color=red|", "empty alternative"),
        ('name="Servant #', "unclosed quote"),
        ("guard=maybe", "takes yes or no"),
        ("type<SIGNI", "compares with = or != only"),
        ("deck:nope", "the deck has no group 'nope'"),
    ],
)
def test_malformed_expressions_are_wrong_usage(
    expression: str, says: str, context: GroupContext
) -> None:
    with pytest.raises(GroupSyntaxError) as caught:
        parse_group(expression, context)
    assert isinstance(caught.value, UsageError)
    assert caught.value.code == "usage-error"
    assert says in str(caught.value)


def test_groups_survive_pickling_for_worker_processes(
    context: GroupContext, d01_cards: list[Card]
) -> None:
    for expression in ("type=SIGNI,level=1", "!Servant #", "deck:openers", "class=gem|arm"):
        group = parse_group(expression, context)
        copy = pickle.loads(pickle.dumps(group))
        assert copy == group
        assert copy.count(d01_cards) == group.count(d01_cards)
