"""Name and number normalisation (issue: lookups forgive case, spacing and punctuation)."""

from __future__ import annotations

import re

import pytest

from deckcheck.cards.names import loose_key, name_key, number_key
from deckcheck.cards.pool import CardDatabase


@pytest.mark.parametrize(
    "typed", ["Servant #", "servant #", "SERVANT  #", "  Servant\t# ", "Ｓｅｒｖａｎｔ　＃"]
)
def test_name_key_forgives_case_spacing_and_width(typed: str) -> None:
    assert name_key(typed) == "servant #"


def test_loose_key_drops_punctuation_but_keeps_marks_that_name_other_cards() -> None:
    assert loose_key("F - Lite, Code: Art") == loose_key("F-Lite, Code Art")
    # A prime names a different card; `#` and symbols such as ∞ are part of names.
    assert loose_key("[Center] Lize, Level 3") != loose_key("[Center] Lize, Level 3'")
    assert loose_key("Servant #") != loose_key("Servant")
    assert loose_key("Servant ∞") != loose_key("Servant")


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("WXDi-P01-001", "WXDI-P01-001"),
        ("wxdi-p01-001", "WXDI-P01-001"),
        ("WXDi-P01-001[EN]", "WXDI-P01-001"),
        ("WXDi-P01-001 [EN]", "WXDI-P01-001"),
        (" WXDi-D02-28 [en] ", "WXDI-D02-28"),
        ("PR-Di001", "PR-DI001"),
    ],
)
def test_number_key_accepts_the_en_suffix(typed: str, key: str) -> None:
    assert number_key(typed) == key


@pytest.mark.parametrize("typed", ["Servant #", "Lancelot, Crimson General", "Tama"])
def test_names_are_not_numbers(typed: str) -> None:
    assert number_key(typed) is None


def test_no_english_name_keeps_japanese_text(database: CardDatabase) -> None:
    # ../shared/data/README.md: promotional notes are removed; a name is English.
    # Kana, ideographs, CJK punctuation and full-width brackets (a full-width digit, as
    # the English edition prints in "Eldora × Mark ０", is not Japanese text).
    japanese = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff08\uff09\uff62\uff63]")
    kept = [(c.number, c.name) for c in database.cards if japanese.search(c.name)]
    kept += [
        (c.number, alias) for c in database.cards for alias in c.aliases if japanese.search(alias)
    ]
    assert not kept


def test_real_names_with_parentheses_are_distinct_cards(database: CardDatabase) -> None:
    hard = database.lookup("Athle (HARD), Green Fourth Play", ["classic"])
    normal = database.lookup("Athle (NORMAL), Green Second Play", ["classic"])
    assert (hard.number, normal.number) == ("WX14-006A", "WX14-006B")
    fa = database.lookup("Ougusoku, Black Phantom Insect (FA)", ["classic"])
    assert fa.number == "WX13-006A"


def test_every_printing_number_names_its_card(database: CardDatabase) -> None:
    # ../shared/data/extra-printings.tsv: starter decks written by number.
    assert database.lookup("WXDi-D04-020").name == "Servant #"
    assert database.lookup("WXDi-D09-H01 [EN]").number == database.lookup("WXDi-D09-H01").number
