"""Deck-construction rules: each rule and each problem code, with the rule it comes from.

Each test breaks a legal deck in one way and asserts the full set of problem codes
it gets, so that a rule that reports too much fails as surely as one that misses.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.cards.model import CardType, Color
from deckcheck.cards.pool import CardDatabase, load_database
from deckcheck.problems import Severity
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import (
    CLASSIC_DECK,
    LOCAL_FORMAT,
    TEXT_DECK,
    check,
    codes,
    find_card,
    replace,
    starter,
    unique_name,
    write_deck,
)

D01_COLORS = {Color.GREEN, Color.RED, Color.BLUE}


def _in_d01_colors(card_colors: tuple[Color, ...]) -> bool:
    return all(c in D01_COLORS or c is Color.COLORLESS for c in card_colors)


# -- legal decks ---------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(EXAMPLE_DECKS.glob("*.yaml")), ids=lambda p: p.name)
def test_every_starter_deck_is_legal(path: Path, database: CardDatabase) -> None:
    report = check(path, database)
    assert report.problems == ()
    assert report.legal
    assert report.format == "diva"


def test_the_text_decklist_and_the_classic_example_are_legal(database: CardDatabase) -> None:
    for path, fmt in ((TEXT_DECK, "diva"), (CLASSIC_DECK, "classic")):
        report = check(path, database)
        assert (report.problems, report.legal, report.format) == ((), True, fmt)


# -- diva: main deck ---------------------------------------------------------------


def test_main_deck_of_36_cards(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-faq.txt, Deck Construction: "The rule says 'exactly 40'."
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", None)
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"main-deck-size"}
    (problem,) = report.problems
    assert problem.line == 15  # the main_deck key
    assert "36 cards" in problem.message and "exactly 40" in problem.message


def test_main_deck_of_41_cards(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, Main deck: "The Main deck is made up of exactly 40 cards".
    extra = find_card(
        database,
        "en",
        lambda c: (
            c.type is CardType.SIGNI
            and c.colors == (Color.GREEN,)
            and not c.life_burst
            and not c.tags
            and unique_name(database, c)
            and c.name not in str(starter())
        ),
    )
    deck = starter()
    deck["main_deck"].append(f"1 {extra.name}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"main-deck-size"}
    assert "41 cards" in report.problems[0].message


def test_more_than_20_life_burst_cards(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-faq.txt, Deck Construction: "You can have up to 20 cards with Life Burst."
    burst = find_card(
        database,
        "en",
        lambda c: (
            c.type is CardType.SIGNI
            and c.life_burst
            and _in_d01_colors(c.colors)
            and not c.tags
            and unique_name(database, c)
            and c.name not in str(starter())
        ),
    )
    deck = starter()  # 20 Life Burst cards
    replace(deck["main_deck"], "Camelopar, Natural Planet", f"4 {burst.name}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"life-burst-count"}
    assert "24 Life Burst cards" in report.problems[0].message


def test_five_copies_of_a_name(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, Deck: "The Main deck can contain up to four cards of the same name".
    deck = starter()
    replace(deck["main_deck"], "Servant #", "5 Servant #")
    replace(deck["main_deck"], "Polygenesis", "3 Polygenesis")  # 20 Life Burst still
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"copy-limit"}
    (problem,) = report.problems
    assert (problem.card, problem.line) == ("Servant #", 16)


def test_copies_split_over_entries_and_numbers_add_up(
    tmp_path: Path, database: CardDatabase
) -> None:
    # en-2021-quick-start.txt, *2 Main Deck: "up to four cards of the same name".
    deck = starter()
    replace(deck["main_deck"], "Servant #", "3 Servant #")
    deck["main_deck"].append("2x WXDi-D01-020 [EN]")  # Servant #, by number
    replace(deck["main_deck"], "Polygenesis", "3 Polygenesis")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"copy-limit"}
    assert report.problems[0].message.startswith("5 copies of 'Servant #'")


def test_cards_that_share_a_name_share_the_limit(tmp_path: Path) -> None:
    # en-2021-glossary.txt, Deck: "up to four cards of the same name": two cards of
    # one name (here a user's card named like a bundled one) count together.
    cards = tmp_path / "cards.yaml"
    cards.write_text(
        "mine:servant-alt:\n  name: 'Servant #'\n  pool: en\n  type: SIGNI\n"
        "  colors: [colorless]\n  level: 1\n  power: 1000\n  numbers: [MY-001]\n",
        encoding="utf-8",
    )
    database = load_database(extra=(cards,))
    deck = starter()
    replace(deck["main_deck"], "Servant #", "3 WXDi-D01-020")
    deck["main_deck"].append("2 MY-001")
    replace(deck["main_deck"], "Polygenesis", "3 Polygenesis")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"copy-limit"}
    assert "5 copies of 'Servant #'" in report.problems[0].message
    assert "2 cards share the name" in report.problems[0].message


def test_a_piece_in_the_main_deck(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, Main deck: "cards with a black back (SIGNI and Spell)";
    # PIECE: "a card with a white back and is used in the LRIG deck".
    deck = starter()
    replace(deck["lrig_deck"], "Harmonic Call", None)
    replace(deck["main_deck"], "Camelopar, Natural Planet", "3 Camelopar, Natural Planet")
    deck["main_deck"].append("1 Harmonic Call")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"main-deck-card-type"}
    assert report.problems[0].message == (
        "'Harmonic Call' is a PIECE; the main deck holds only SIGNI and SPELL"
    )


def test_a_craft_is_never_in_a_deck(tmp_path: Path, database: CardDatabase) -> None:
    # Crafts (card data tag `craft`, token numbers such as WXDi-P09-TK01A) are made by
    # effects during a game; the diva format keeps them out of decks.
    craft = find_card(
        database,
        "en",
        lambda c: (
            "craft" in c.tags
            and c.type is CardType.SIGNI
            and not c.life_burst
            and _in_d01_colors(c.colors)
        ),
    )
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", f"4 {craft.name}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"excluded-card"}


def test_a_resona_craft_is_reported_once(tmp_path: Path, database: CardDatabase) -> None:
    # The English edition's RESONA cards are crafts: one problem, not a type problem too.
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Down=", "Merigoran, Green Extreme Play")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"excluded-card"}


# -- diva: LRIG deck -------------------------------------------------------------------


def test_a_signi_in_the_lrig_deck(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, LRIG Deck: "A deck with white cards on the back"; SIGNI:
    # "These cards have a black back and are used in the main deck".
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Down=", "Servant #")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"lrig-deck-card-type"}
    assert report.problems[0].line == 13


def test_eleven_lrig_deck_cards_besides_piece(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-faq.txt, LRIGDeck: "LRIG deck can contain up to 10 non-PIECE cards".
    assist = find_card(
        database,
        "en",
        lambda c: (
            c.type is CardType.ASSIST_LRIG
            and c.lrig_types == ("UMR",)
            and c.name not in str(starter())
            and unique_name(database, c)
        ),
    )
    deck = starter()
    deck["lrig_deck"].append(assist.name)
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"lrig-deck-size"}
    assert "11 cards other than PIECE" in report.problems[0].message


def test_three_pieces(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-faq.txt, LRIGDeck: "up to 2 PIECE cards".
    deck = starter()
    pieces = sorted(
        (
            c
            for c in database.in_pool("en")
            if c.type is CardType.PIECE
            and _in_d01_colors(c.colors)
            and not c.tags
            and c.name != "Harmonic Call"
            and unique_name(database, c)
        ),
        key=lambda c: c.id,
    )[:2]
    deck["lrig_deck"] += [piece.name for piece in pieces]
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"piece-limit"}
    assert "3 PIECE cards" in report.problems[0].message


def test_piece_needs_three_level_zero_lrigs(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, PIECE: "If you have 3 or more level 0 LRIGs in your LRIG
    # deck, you can add up to 2 additional PIECE cards"; Assist LRIG: "Two Assist
    # LRIGs are always required". Colours are not judged while a level 0 LRIG is missing.
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Noll=, Key to Salvation", None)
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"level-zero-lrigs", "piece-requires-three-lrigs"}


def test_two_level_zero_lrigs(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, LRIG Zone: "Start the game with three level 0 LRIGs".
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Noll=, Key to Salvation", None)
    replace(deck["lrig_deck"], "Harmonic Call", None)
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"level-zero-lrigs"}
    assert report.problems[0].message == (
        "the LRIG deck has 2 level 0 LRIGs; it must have at least 3"
    )


def test_two_cards_of_one_name_in_the_lrig_deck(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-quick-start.txt, *1 LRIG Deck: "This deck cannot have multiple cards of
    # the same name."
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Down=", "Tawil =Screech=")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"lrig-deck-duplicate"}
    (problem,) = report.problems
    assert problem.line == 13  # the second one
    assert "(lines 9, 13)" in problem.message


def test_two_level_zero_lrigs_of_one_lrig_type(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-glossary.txt, Rule-based action 5: LRIGs with matching LRIG types cannot
    # share the field, so the three level 0 LRIGs need three LRIG types. Swapping the
    # blue Umr for a green At also leaves the blue cards without a blue LRIG
    # (en-2021-faq.txt, Deck Construction: colours of the 3 LRIGs).
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Noll=, Key to Salvation", "At")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"duplicate-lrig-type", "color-mismatch"}
    duplicate = next(p for p in report.problems if p.code == "duplicate-lrig-type")
    assert "LRIG type At" in duplicate.message
    mismatched = {p.card for p in report.problems if p.code == "color-mismatch"}
    assert mismatched == {
        "Umr =Draw=",
        "Umr =Down=",
        "Harmonic Call",
        "Water Buffalo, Phantom Aquatic Beast",
        "Assylen, Natural Crystal",
    }


def test_a_card_of_another_colour(tmp_path: Path, database: CardDatabase) -> None:
    # en-2021-faq.txt, Deck Construction: "Cards containing colors other than the 3
    # LRIGs color cannot be included in the deck." Colourless Servant # is fine
    # (en-2021-glossary.txt, Colorless: "does not belong to any color").
    black = find_card(
        database,
        "en",
        lambda c: c.type is CardType.SIGNI and c.colors == (Color.BLACK,) and not c.life_burst,
    )
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", f"4 {black.name}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"color-mismatch"}
    assert report.problems[0].message.endswith("the level 0 LRIGs are red, blue and green")


def test_a_center_that_never_reaches_level_3_is_a_warning(
    tmp_path: Path, database: CardDatabase
) -> None:
    # en-2021-quick-start.txt, Game Setup: "The Center LRIG should be the LRIG that
    # goes up to Lv. 3 in the LRIG deck." A warning: the deck stays legal.
    deck = starter()
    replace(deck["lrig_deck"], "At =Tre=, the Opened Gate", None)
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"center-lrig-level"}
    assert report.problems[0].severity is Severity.WARNING
    assert report.legal


# -- pools, lists of a format, references -------------------------------------------


def test_a_card_of_the_classic_pool_in_diva(tmp_path: Path, database: CardDatabase) -> None:
    # DEVELOPERS.md: diva is the English edition (`en` pool); en-2021 rules, only
    # cards of the English edition.
    classic = find_card(
        database,
        "classic",
        lambda c: (
            c.type is CardType.SIGNI
            and c.colors == (Color.GREEN,)
            and not c.life_burst
            and not database.candidates(c.name, ["en"])
        ),
    )
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", f"4 {classic.name}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"not-in-pool"}
    assert "of the classic pool" in report.problems[0].message


def test_a_local_format_bans_restricts_and_forbids(database: CardDatabase) -> None:
    # A format file of an event (examples/formats/local-event.yaml): Polygenesis
    # banned, Tobiel limited to 2, Koalala and Water Buffalo never together.
    report = check(EXAMPLE_DECKS / "wxdi-d01.yaml", database, LOCAL_FORMAT)
    assert codes(report) == {"banned", "restricted-copies", "forbidden-combination"}
    assert report.format == "diva-local-2024"
    assert [(p.code, p.line) for p in report.problems] == [
        ("forbidden-combination", 20),
        ("restricted-copies", 23),
        ("banned", 26),
    ]


def test_unknown_card_suggests_the_closest_names(tmp_path: Path, database: CardDatabase) -> None:
    # Sizes count entries as written: one misspelt name is one problem, not three.
    deck = starter()
    replace(deck["main_deck"], "Camelopar, Natural Planet", "4 Camelopr, Natural Planet")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"unknown-card"}
    (problem,) = report.problems
    assert (problem.line, problem.card) == (18, "Camelopr, Natural Planet")
    assert "did you mean 'Camelopar, Natural Planet'" in problem.message


def test_ambiguous_name_lists_numbers(tmp_path: Path, database: CardDatabase) -> None:
    deck = starter()
    replace(deck["lrig_deck"], "Umr =Noll=, Key to Salvation", "Umr")
    report = check(write_deck(tmp_path, deck), database)
    # The LRIG deck is partly known: its colours and level 0 count are not judged.
    assert codes(report) == {"ambiguous-card"}
    assert "Umr (PR-171), Umr (SPK22-02); use a card number" in report.problems[0].message


def test_a_deck_naming_an_unknown_format(tmp_path: Path, database: CardDatabase) -> None:
    deck = starter()
    deck["format"] = "modern"
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"unknown-format"}
    assert report.problems[0].line == 2
    assert not report.legal


# -- classic -------------------------------------------------------------------------


def _classic_card(database: CardDatabase, **wanted: object) -> str:
    deck = str(starter("white-hope"))
    card = find_card(
        database,
        "classic",
        lambda c: (
            c.type is wanted.get("type", CardType.SIGNI)
            and c.life_burst is wanted.get("life_burst", c.life_burst)
            and set(c.colors) <= {Color.WHITE, Color.COLORLESS}
            and (not c.lrig_type_restriction or "TAMA" in c.lrig_type_restriction)
            and c.name not in deck
            and unique_name(database, c)
        ),
    )
    return card.name


def test_classic_needs_exactly_20_life_burst(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (vii) Deck, 1: "All decks must have exactly 20
    # Life Burst cards."
    more = starter("white-hope")
    replace(
        more["main_deck"], "Caliburn, Greatsword", f"4 {_classic_card(database, life_burst=True)}"
    )
    fewer = starter("white-hope")
    replace(
        fewer["main_deck"], "Romail, Helmet Armor", f"4 {_classic_card(database, life_burst=False)}"
    )
    for deck, count in ((more, 24), (fewer, 16)):
        report = check(write_deck(tmp_path, deck), database)
        assert codes(report) == {"life-burst-count"}
        assert f"{count} Life Burst cards; it must have exactly 20" in report.problems[0].message


def test_classic_copy_limit_in_the_main_deck(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (vii) Deck, 1: "Decks cannot have more than 4
    # copies of a particular card."
    deck = starter("white-hope")
    replace(deck["main_deck"], "Kukri, Small Sword", "5 Kukri, Small Sword")
    replace(deck["main_deck"], "Bonya, Small Bow", "3 Bonya, Small Bow")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"copy-limit"}
    assert "at most 4 of a card" in report.problems[0].message


def test_classic_copy_limit_in_the_lrig_deck(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (iv) Deck Construction: "LRIG Decks cannot have
    # more than 4 copies of a particular card." Four are fine.
    deck = starter("white-hope")
    deck["lrig_deck"] = ["Tamayorihime, New Moon Miko", "4 Avon"]
    assert check(write_deck(tmp_path, deck), database).problems == ()
    deck["lrig_deck"] = ["Tamayorihime, New Moon Miko", "5 Avon"]
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"copy-limit"}
    assert "in the LRIG deck" in report.problems[0].message


def test_classic_lrig_deck_of_11_cards(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (iv): "All LRIG decks can have up to 10 cards
    # (LRIG and ARTS)."
    deck = starter("white-hope")
    deck["lrig_deck"].append("3 Avon")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"lrig-deck-size"}
    assert report.problems[0].message == "the LRIG deck has 11 cards; it may have at most 10"


def test_classic_lrig_deck_takes_lrig_and_arts(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (iv) LRIG Deck: "LRIG and ARTS, the white-backed
    # cards"; (vii) Deck: SIGNI are black-backed.
    deck = starter("white-hope")
    deck["lrig_deck"].append("Servant O")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"lrig-deck-card-type"}


def test_classic_needs_a_level_zero_lrig(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (iv): "All LRIG decks must have a level 0 LRIG."
    deck = starter("white-hope")
    replace(deck["lrig_deck"], "Tamayorihime, New Moon Miko", None)
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"level-zero-lrigs"}
    assert "it must have at least 1" in report.problems[0].message


def test_classic_counts_copies_by_card_not_by_name(tmp_path: Path, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, (vii): "4 copies of a particular card": two
    # cards that share a name each have their own four.
    shared = list(database.candidates("Kozame, Water Phantom", ["classic"]))
    assert len(shared) == 2
    deck = starter("white-hope")
    replace(deck["main_deck"], "Kukri, Small Sword", None)
    replace(deck["main_deck"], "Flamber, Medium Sword", None)
    deck["main_deck"] += [f"4 {shared[0].number}", f"4 {shared[1].number}"]
    report = check(write_deck(tmp_path, deck), database)
    assert "copy-limit" not in codes(report)


def test_classic_warns_of_cards_restricted_to_other_lrig_types(
    tmp_path: Path, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, (v) LRIG, 5: "A player cannot summon SIGNIs or
    # activate spells or ARTS that are restricted to a LRIG type that is not their
    # active LRIG. However, Life Bursts are not limited". A warning, not an error.
    restricted = find_card(
        database,
        "classic",
        lambda c: (
            c.type is CardType.SIGNI
            and c.life_burst
            and c.lrig_type_restriction == ("PIRULUK",)
            and unique_name(database, c)
        ),
    )
    deck = starter("white-hope")
    replace(deck["main_deck"], "Trett, Gauntlet", f"4 {restricted.name}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"lrig-type-restriction"}
    assert report.legal
    assert "restricted to LRIG type Piruluk" in report.problems[0].message


def test_classic_rejects_english_edition_cards(tmp_path: Path, database: CardDatabase) -> None:
    # The classic format's pool is the classic pool (carddb/formats/classic.yaml).
    english = database.lookup("Camelopar, Natural Planet", ["en"])
    deck = starter("white-hope")
    replace(deck["main_deck"], "Caliburn, Greatsword", f"4 {english.number}")
    report = check(write_deck(tmp_path, deck), database)
    assert codes(report) == {"not-in-pool"}


def test_a_deck_is_checked_against_the_format_given(database: CardDatabase) -> None:
    # --format overrides the deck's own `format:` field.
    report = check(EXAMPLE_DECKS / "wxdi-d01.yaml", database, "classic")
    assert report.format == "classic"
    assert "not-in-pool" in codes(report)
    assert "lrig-deck-card-type" in codes(report)  # Assist LRIG and PIECE
