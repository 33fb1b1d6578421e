"""Formats as data: the bundled formats, users' own files, and the cards they name."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from deckcheck.cards.model import CardType, DeckSection
from deckcheck.cards.pool import CardDatabase, bundled_formats_dir
from deckcheck.errors import UsageError
from deckcheck.formats import (
    ColorRule,
    CopiesBy,
    CountRange,
    FormatError,
    bundled_format_names,
    format_cards,
    load_format,
)
from deckcheck.resources import bundled
from tests.decklists import LOCAL_FORMAT


def test_bundled_formats_match_the_format_schema() -> None:
    schema = json.loads((bundled("schemas") / "format.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    assert bundled_format_names() == ("classic", "diva")
    for name in bundled_format_names():
        data = yaml.load(
            (bundled_formats_dir() / f"{name}.yaml").read_text(encoding="utf-8"),
            Loader=yaml.CSafeLoader,
        )
        assert [e.message for e in validator.iter_errors(data)] == []


def test_diva_parameters() -> None:
    # en-2021-faq.txt, Deck Construction and LRIGDeck; en-2021-glossary.txt, Deck, PIECE.
    diva = load_format("diva")
    assert diva.pools == ("en",)
    assert diva.main_deck.size == CountRange(40, 40)
    assert diva.main_deck.life_burst == CountRange(None, 20)
    assert diva.main_deck.card_types == (CardType.SIGNI, CardType.SPELL)
    assert diva.lrig_deck.card_types == (CardType.LRIG, CardType.ASSIST_LRIG, CardType.PIECE)
    assert diva.lrig_deck.size == CountRange(None, 10)
    assert diva.lrig_deck.pieces is not None
    assert (diva.lrig_deck.pieces.max, diva.lrig_deck.pieces.needs_level_zero_lrigs) == (2, 3)
    assert diva.lrig_deck.unique_names and diva.lrig_deck.distinct_lrig_types
    assert diva.lrig_deck.level_zero_lrigs == CountRange(3, None)
    assert (diva.copies.limit, diva.copies.count_by, diva.copies.decks) == (
        4,
        CopiesBy.NAME,
        (DeckSection.MAIN,),
    )
    assert diva.colors is ColorRule.LEVEL_ZERO_LRIGS
    assert diva.excluded_tags == ("craft",)
    assert diva.game == {"base": "diva", "refresh": "after_effect"}  # deckcheck.engine.GameRules


def test_classic_parameters() -> None:
    # classic-2014-beginner-guide.txt, (iv) and (vii) Deck Construction.
    classic = load_format("classic")
    assert classic.pools == ("classic",)
    assert classic.main_deck.life_burst == CountRange(20, 20)
    assert classic.lrig_deck.card_types == (CardType.LRIG, CardType.ARTS, CardType.RESONA)
    assert classic.lrig_deck.pieces is None
    assert classic.lrig_deck.level_zero_lrigs == CountRange(1, None)
    assert (classic.copies.count_by, classic.copies.decks) == (
        CopiesBy.CARD,
        (DeckSection.MAIN, DeckSection.LRIG),
    )
    assert classic.colors is ColorRule.ANY
    assert classic.warn_lrig_type_restrictions


def test_format_names_forgive_case_and_unknown_names_are_usage_errors() -> None:
    assert load_format("Diva").name == "diva"
    assert load_format(" CLASSIC ").name == "classic"
    with pytest.raises(UsageError, match="unknown format 'modern'; bundled formats: classic, diva"):
        load_format("modern")
    with pytest.raises(UsageError, match=r"no format file 'nowhere/my\.yaml'"):
        load_format("nowhere/my.yaml")


def test_a_format_file_extends_a_bundled_format() -> None:
    local = load_format(LOCAL_FORMAT)
    diva = load_format("diva")
    assert local.name == "diva-local-2024"
    assert local.source == str(LOCAL_FORMAT)
    assert (local.main_deck, local.lrig_deck, local.copies) == (
        diva.main_deck,
        diva.lrig_deck,
        diva.copies,
    )
    assert [(c.reference, c.line) for c in local.banned] == [("Polygenesis", 8)]
    assert [(c.reference, c.line, n) for c, n in local.restricted] == [
        ("Tobiel, Full Armed", 10, 2)
    ]


def test_mappings_merge_and_lists_replace(tmp_path: Path) -> None:
    base = tmp_path / "base.yaml"
    base.write_text(
        "extends: diva\nname: base\nbanned: [Polygenesis]\nmain_deck: {life_burst: {max: 10}}\n"
        "game: {first_turn_draws: 1}\n",
        encoding="utf-8",
    )
    child = tmp_path / "child.yaml"
    child.write_text(
        "extends: base.yaml\nname: child\nbanned: ['Servant #']\ngame: {hand_limit: 6}\n",
        encoding="utf-8",
    )
    fmt = load_format(child)
    assert [c.reference for c in fmt.banned] == ["Servant #"]
    assert fmt.main_deck.life_burst == CountRange(None, 10)
    assert fmt.main_deck.size == CountRange(40, 40)
    assert fmt.game == {
        "base": "diva",
        "refresh": "after_effect",
        "first_turn_draws": 1,
        "hand_limit": 6,
    }


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ("name: x\n", "missing pools and main_deck and lrig_deck and copies", 1),
        ("extends: diva\nname: x\ncolors: rainbow\n", "colors: 'rainbow' is not one of", 3),
        (
            "extends: diva\nname: x\nmain_deck: {size: {min: -1}}\n",
            "main_deck.size.min: -1 is less than 0",
            3,
        ),
        ("extends: diva\nname: x\nbaned: [X]\n", "unknown key 'baned' (did you mean 'banned'?)", 1),
        ("extends: diva\n", "a format that extends another needs its own name", 1),
        ("extends: nothere\nname: x\n", "extends: no format 'nothere'", 1),
        ("extends: me.yaml\nname: x\n", "extends 'me.yaml' makes a cycle", 1),
        ("name: [\n", "broken YAML", 2),
        ("- x\n", "a format file is a mapping of parameters", 1),
        ("name: " + "[" * 200_000, "broken YAML: too large or too deeply nested", None),
    ],
)
def test_a_broken_format_file_lists_its_problems(
    tmp_path: Path, text: str, message: str, line: int | None
) -> None:
    path = tmp_path / "me.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FormatError) as raised:
        load_format(path)
    assert any(message in p.message and p.line == line for p in raised.value.problems), [
        (p.message, p.line) for p in raised.value.problems
    ]


def test_format_cards_resolve_names_to_every_card_of_that_name(
    tmp_path: Path, database: CardDatabase
) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(
        "extends: diva\nname: f\nbanned: [Umr]\nrestricted: {WXDi-D01-020: 1}\n"
        "forbidden_combinations: [[Polygenesis, Umr]]\n",
        encoding="utf-8",
    )
    cards = format_cards(load_format(path), database)
    umr = {c.id for c in database.candidates("Umr", ["en"])}
    assert len(umr) == 2 and cards.banned == umr
    assert cards.restricted == ((frozenset({"en:WXDi-D01-020"}), 1, "WXDi-D01-020"),)
    (combination,) = cards.forbidden_combinations
    assert combination[1] == umr


def test_format_cards_refuse_unknown_cards_with_their_line(
    tmp_path: Path, database: CardDatabase
) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(
        "extends: diva\nname: f\nbanned:\n  - Polygenesis\n  - Polygenisis\n", encoding="utf-8"
    )
    with pytest.raises(FormatError) as raised:
        format_cards(load_format(path), database)
    (problem,) = raised.value.problems
    assert (problem.code, problem.line, problem.path) == ("unknown-card", 5, str(path))
    assert "did you mean 'Polygenesis'" in problem.message


def test_to_dict_round_trips_through_the_schema(tmp_path: Path) -> None:
    schema = json.loads((bundled("schemas") / "format.schema.json").read_text(encoding="utf-8"))
    for name in bundled_format_names():
        data = load_format(name).to_dict()
        data.pop("source")
        assert list(jsonschema.Draft202012Validator(schema).iter_errors(data)) == []
        path = tmp_path / f"{name}.yaml"
        path.write_text(yaml.safe_dump(data), encoding="utf-8")
        again = load_format(path)
        assert again.to_dict() | {"source": None} == load_format(name).to_dict() | {"source": None}
