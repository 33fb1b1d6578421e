"""Mulligan rules (`en-2021-glossary.txt` "Mulligan": return any number of the 5 cards,
shuffle, draw as many, once)."""

from __future__ import annotations

import pickle

from deckcheck.cards.model import Card
from deckcheck.stats.exact import Split, final_hand, opening_hand
from deckcheck.stats.groups import GUARD
from deckcheck.stats.mulligan import MulliganRule


def test_keep_level_1_signi_returns_every_other_card_in_hand_order(
    d01_distinct: list[Card],
) -> None:
    rule = MulliganRule.parse("type=SIGNI,level=1")
    servant, buffalo, _, koalala, *_, polygenesis = d01_distinct
    hand = [koalala, servant, polygenesis, buffalo, koalala]
    assert rule.returned(hand) == [koalala, polygenesis, koalala]
    assert rule.label == "keep level 1 SIGNI, return every other card"
    assert rule.to_dict() == {"keep": "type=SIGNI,level=1", "label": rule.label}


def test_keep_everything_returns_nothing(d01_cards: list[Card]) -> None:
    for words in ("all", "none", "Everything"):
        rule = MulliganRule.parse(words)
        assert rule.is_keep_everything
        assert rule.returned(d01_cards[:5]) == []
    assert MulliganRule.keep_everything().label == "no mulligan (keep every card)"


def test_keep_everything_is_no_mulligan(d01_cards: list[Card]) -> None:
    split = Split.of(d01_cards, GUARD.matches, MulliganRule.keep_everything().keeps)
    assert final_hand(split) == opening_hand(split)


def test_rules_survive_pickling(d01_cards: list[Card]) -> None:
    rule = MulliganRule.parse("type=SIGNI,level=1")
    copy = pickle.loads(pickle.dumps(rule))
    assert copy.returned(d01_cards[10:20]) == rule.returned(d01_cards[10:20])
