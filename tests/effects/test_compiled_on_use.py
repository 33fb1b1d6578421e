"""Without a cache, bundled cards are compiled when their abilities are first asked for
(`deckcheck.effects.catalog`); the user's cards are still compiled, and refused, at once."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from deckcheck.cards.model import has_unread_ability_block
from deckcheck.cards.pool import CardDatabase, CardDataError
from deckcheck.effects.catalog import load_playable_database
from tests.effects.test_loading import CARD


def test_a_card_compiled_on_use_is_the_card_compiled_at_once(database: CardDatabase) -> None:
    lazy = load_playable_database(use_cache=False)
    for name in ("Servant #", "Zwei =Slow Loris="):
        card, expected = lazy.lookup(name, ["en"]), database.lookup(name, ["en"])
        assert has_unread_ability_block(card)  # nothing read yet, let alone compiled
        assert card == expected  # cards compare by their English: this compiles it
        assert card.ability_text == expected.ability_text
        assert [type(a) for a in card.abilities] == [type(a) for a in expected.abilities]
        assert card.definitions == expected.definitions
        assert card.ability_data == expected.ability_data
        assert not has_unread_ability_block(card)


def test_a_pickled_card_is_compiled_first(database: CardDatabase) -> None:
    card = load_playable_database(use_cache=False).lookup("Servant #", ["en"])
    again = pickle.loads(pickle.dumps(card))
    assert again.ability_text == database.lookup("Servant #", ["en"]).ability_text
    assert len(again.abilities) == len(card.abilities) == 1


def test_without_a_cache_a_broken_user_card_is_still_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(CARD.format(broken="vanish: {target: {ref: self, side: you}}"))
    with pytest.raises(CardDataError) as raised:
        load_playable_database([path], use_cache=False)
    ((problem),) = raised.value.problems
    assert (problem.code, problem.line, problem.card) == ("ability-error", 14, "my:BROKEN-001")
