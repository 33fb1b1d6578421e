"""The fast reader of generated card files (`deckcheck.cards.facts`) against PyYAML."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from deckcheck.cards.facts import read_facts
from deckcheck.cards.loader import read_card_file
from deckcheck.cards.pool import CardDataError, bundled_carddb_dir, load_database


def _bundled_card_files() -> list[Path]:
    return [
        path
        for path in sorted(bundled_carddb_dir().glob("*/*.yaml"))
        if path.parent.name != "formats"
    ]


def test_every_bundled_file_reads_as_pyyaml_reads_it() -> None:
    # Every bundled file is in the subset (else a cold load is slow again), and gives,
    # card by card, the facts and (parsed at its own lines) the abilities PyYAML gives.
    for path in _bundled_card_files():
        text = path.read_text(encoding="utf-8")
        found = read_facts(text)
        assert found is not None, f"{path.name} is not in the fast reader's subset"
        data = yaml.load(text, Loader=yaml.CSafeLoader)
        assert [card_id for card_id, *_ in found] == list(data)
        for card_id, line, facts, block in found:
            expected = dict(data[card_id])
            abilities = expected.pop("abilities", None)
            assert facts == expected, card_id
            assert text.splitlines()[line - 1].startswith(card_id), card_id
            if block is None:
                assert abilities is None, card_id
                continue
            first, written = block
            parsed = yaml.load("\n" * (first - 1) + written, Loader=yaml.CSafeLoader)
            assert parsed == {"abilities": abilities}, card_id


@pytest.mark.parametrize(
    "text",
    [
        "a:\n  name: x # a comment\n",  # comments inside values
        "a:\n  name: 1.5\n",  # a float
        "a:\n  name: yes\n",  # YAML 1.1's other booleans are fine, a date is not:
        "a:\n  name: 2001-01-01\n",
        "a:\n  name:\n    - x\n",  # a block value
        "a:\n  name: x\n  name: y\n",  # a repeated key
        "a:\nb:\n  name: x\n",  # a card of no facts (null in YAML)
        "a:\n  colors: [red,\n    blue]\n",  # a flow sequence over two lines
        "a:\n  name: x\n  abilities: []\n",
        "a:\n\tname: x\n",
        "---\na:\n  name: x\n",
        "a: {name: x}\n",
        "1:\n  name: x\n",
        "a:\n  name: x\n  abilities:\n    draw: 1\n",
    ],
)
def test_anything_outside_the_subset_is_left_to_pyyaml(text: str) -> None:
    if text == "a:\n  name: yes\n":
        assert read_facts(text) == [("a", 1, {"name": True}, None)]
    else:
        assert read_facts(text) is None


def test_scalars_resolve_as_in_yaml() -> None:
    text = (
        "'my:ID-1':\n"
        "  name: 'It''s, here'\n"
        "  level: 0\n"
        "  guard: false\n"
        "  team: null\n"
        "  numbers: [X-1, 'a, b', \"c\"]\n"
        "  cost: {red: 1, colorless: 12}\n"
    )
    assert read_facts(text) is None  # a quoted top-level key
    text = text.replace("'my:ID-1'", "my:ID-1").replace(', "c"', "")
    assert read_facts(text) == [
        (
            "my:ID-1",
            1,
            yaml.load(text, Loader=yaml.CSafeLoader)["my:ID-1"],
            None,
        )
    ]


def test_a_broken_ability_block_of_a_trusted_file_is_reported_at_its_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(
        "my:X-1:\n  name: X\n  pool: en\n  type: SIGNI\n  colors: [red]\n  numbers: [X-1]\n"
        "  abilities:\n    - kind: constant\n      effects: [power: {\n"
    )
    (card,) = read_card_file(path, "cards.yaml", trusted=True).cards
    assert card.defines_abilities
    with pytest.raises(CardDataError) as raised:
        _ = card.ability_data
    ((problem,),) = [raised.value.problems]
    assert (problem.code, problem.path) == ("parse-error", "cards.yaml")
    assert problem.line is not None and problem.line >= 9


def test_facts_from_the_cache_keep_their_abilities_unread() -> None:
    first = load_database()
    again = load_database()
    card = again.lookup("Servant #", ["en"])
    assert card.ability_data == first.lookup("Servant #", ["en"]).ability_data
