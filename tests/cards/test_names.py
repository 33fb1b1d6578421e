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


# -- labels that deck simulators add, Japanese names, WEBXOSS ids (issue 14) -----------


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("Servant # (WXDi-D02)", "Servant #"),
        ("Urith, Enma (WXi-06)", "Urith, Enma"),
        ("Babel, Code: Maze (DS)", "Babel, Code: Maze"),
        ("Servant # (Urith)", "Servant #"),
        ("servant #(wxdi-d02)", "Servant #"),
        ("Koalala, Phantom Terra Beast （WXDi-D01）", "Koalala, Phantom Terra Beast"),
    ],
)
def test_a_simulator_label_after_a_name_is_accepted(
    database: CardDatabase, written: str, meant: str
) -> None:
    assert database.lookup(written, ["en"]).name == meant


def test_a_name_that_holds_parentheses_wins_over_a_label(database: CardDatabase) -> None:
    # The whole names a card: its parentheses are part of the name, not a label.
    card = database.lookup("Ougusoku, Black Phantom Insect (HS)", ["classic"])
    assert card.number == "WX13-006B"


def test_a_label_never_changes_the_card(database: CardDatabase) -> None:
    # A label that is another card's number does not turn one card into another.
    assert database.lookup("Servant # (WXDi-P06-020)", ["en"]).name == "Servant #"
    # An unknown name stays unknown whatever its label says.
    assert database.candidates("Servnt Q (WXDi-P06-020)", ["en"]) == []


def test_a_number_label_only_picks_among_the_cards_a_shared_name_means(
    database: CardDatabase,
) -> None:
    # ../shared/data/README.md: `Midoriko` names two English-edition cards.
    assert len(database.candidates("Midoriko", ["en"])) == 2
    assert database.lookup("Midoriko (PR-K003)", ["en"]).number == "PR-K003"
    from deckcheck.errors import AmbiguousCardError

    with pytest.raises(AmbiguousCardError):
        database.lookup("Midoriko (WXDi-D02)", ["en"])


@pytest.mark.parametrize(
    "written",
    [
        "サーバント　#",  # as the card data writes it
        "サーバント #",
        "サーバント＃",  # full-width sign, no space
        "ｻｰﾊﾞﾝﾄ #",  # half-width katakana
        "サーバント # (WXDi-D02)",  # with a simulator label
    ],
)
def test_japanese_names_in_any_width(database: CardDatabase, written: str) -> None:
    assert database.lookup(written, ["en"]).name == "Servant #"


def test_japanese_names_of_each_pool(database: CardDatabase) -> None:
    assert database.lookup("幻獣　コアララ", ["en"]).name == "Koalala, Phantom Terra Beast"
    assert database.lookup("コードメイズ バベタワ", ["en"]).name == "Babel, Code: Maze"
    assert database.lookup("太陽の巫女 タマヨリヒメ", ["classic"]).number == "WX01-001"


def test_an_unknown_japanese_name_suggests_japanese_names(database: CardDatabase) -> None:
    from deckcheck.errors import UnknownCardError

    with pytest.raises(UnknownCardError) as raised:
        database.lookup("幻獣　コアラ", ["en"])
    assert "幻獣 コアララ" in raised.value.suggestions


def test_webxoss_card_ids_name_classic_printings(database: CardDatabase) -> None:
    # cards-classic.jsonl: `pid` 1 is WX01-001; WEBXOSS deck files list pids.
    assert database.lookup("pid:1").number == "WX01-001"
    assert database.candidates("pid:999999") == []
