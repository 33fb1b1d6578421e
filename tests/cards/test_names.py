"""Name and number normalisation (issue: lookups forgive case, spacing and punctuation)."""

from __future__ import annotations

import pytest

from deckcheck.cards.names import loose_key, name_key, number_key


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
