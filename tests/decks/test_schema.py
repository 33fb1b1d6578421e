"""The deck schema, and the fast path that stands in for it on ordinary decklists."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.decks.entries import deck_schema, split_entry
from deckcheck.decks.model import MAX_COPIES
from deckcheck.decks.yaml_reader import conforms
from deckcheck.resources import bundled
from tests.conftest import EXAMPLE_DECKS, PROJECT

VALIDATOR = jsonschema.Draft202012Validator(deck_schema())


def test_the_deck_schema_is_a_valid_schema() -> None:
    schema = json.loads((bundled("schemas") / "deck.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    count = schema["$defs"]["entry_mapping"]["properties"]["count"]
    assert count["maximum"] == MAX_COPIES


def test_every_example_yaml_decklist_matches_the_schema() -> None:
    paths = [*EXAMPLE_DECKS.glob("*.yaml"), *(PROJECT / "examples").glob("classic/*.yaml")]
    assert len(paths) >= 7
    for path in paths:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        assert list(VALIDATOR.iter_errors(data)) == []
        assert conforms(data), path


def test_split_entry_follows_the_schema_pattern() -> None:
    assert split_entry("4 Servant #") == (4, "Servant #")
    assert split_entry("  4x  Servant # ") == (4, "Servant #")
    assert split_entry("99 X") == (99, "X")
    assert split_entry("666, the Cursed Number") == (1, "666, the Cursed Number")
    for broken in ("0 Servant", "100 Servant", "", "   ", "1000 x", "00 x"):
        assert split_entry(broken) is None, broken


names = st.one_of(
    st.sampled_from(["Servant #", "4 Servant #", "0 X", "100 X", "4x Koalala", " ", "", "7"]),
    st.text(max_size=12),
)
entries = st.one_of(
    names,
    st.integers(-5, 200),
    st.none(),
    st.booleans(),
    st.dictionaries(
        st.sampled_from(["card", "count", "cnt"]),
        st.one_of(names, st.integers(-2, 120), st.booleans(), st.none()),
        max_size=3,
    ),
)
documents = st.dictionaries(
    st.sampled_from(["name", "player", "format", "lrig_deck", "main_deck", "groups", "x"]),
    st.one_of(
        st.lists(entries, max_size=5),
        names,
        st.integers(),
        st.floats(allow_nan=False),
        st.none(),
        st.dictionaries(st.text(max_size=3), st.lists(names, max_size=2), max_size=2),
    ),
    max_size=7,
)


@settings(max_examples=400, deadline=None)
@given(documents)
def test_the_fast_path_accepts_only_what_the_schema_accepts(document: dict[str, Any]) -> None:
    if conforms(document):
        assert list(VALIDATOR.iter_errors(document)) == []


@settings(max_examples=200, deadline=None)
@given(st.lists(entries, max_size=6), st.lists(entries, max_size=6))
def test_the_fast_path_accepts_every_schema_valid_list_of_entries(
    lrig: list[Any], main: list[Any]
) -> None:
    # Not needed for correctness, but a fast path that missed ordinary decks would be slow.
    document = {"lrig_deck": lrig, "main_deck": main}
    if not list(VALIDATOR.iter_errors(document)):
        assert conforms(document)
