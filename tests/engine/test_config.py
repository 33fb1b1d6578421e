"""GameRules: format rules as parameters (diva: en-2021 documents; classic: the 2014 guide)."""

from __future__ import annotations

import pytest

from deckcheck.engine import AttackSteps, GameRules, GrowRule, RefreshTiming
from deckcheck.errors import SchemaError
from deckcheck.formats import load_format


def test_presets_differ_where_the_formats_differ() -> None:
    diva, classic = GameRules.diva(), GameRules.classic()
    # en-2021-quick-start.txt: three LRIGs, Assist LRIGs, PIECE; classic guide: one LRIG, ARTS.
    assert (diva.lrigs, diva.assist_lrigs, diva.pieces, diva.arts) == (3, True, True, False)
    assert (classic.lrigs, classic.assist_lrigs, classic.pieces, classic.arts) == (
        1,
        False,
        False,
        True,
    )
    assert diva.grow_rule == GrowRule.EXACTLY_ONE_HIGHER
    assert classic.grow_rule == GrowRule.AT_MOST_ONE_HIGHER
    assert diva.attack_steps == AttackSteps.PRE_ATTACK_DEFENSE
    assert classic.attack_steps == AttackSteps.ARTS_USE
    assert (diva.retire_max, diva.retire_once_per_turn) == (3, True)
    assert (classic.retire_max, classic.retire_once_per_turn) == (None, False)
    # en-2021-faq.txt, "Deck out": refresh after the effect; classic guide, "(viii) Refresh":
    # "Refresh is done immediately".
    assert diva.refresh == RefreshTiming.AFTER_EFFECT
    assert classic.refresh == RefreshTiming.IMMEDIATE
    for rules in (diva, classic):
        assert (rules.hand_limit, rules.life_cloth, rules.opening_hand) == (6, 7, 5)
    assert diva.center_zone == 1 and classic.center_zone == 0


def test_from_mapping_reads_a_format_files_game_section() -> None:
    rules = GameRules.from_mapping({"base": "classic", "max_turns": 40, "hand_limit": 7})
    assert rules.lrigs == 1 and rules.max_turns == 40 and rules.hand_limit == 7
    assert GameRules.from_mapping({}) == GameRules.diva()
    assert GameRules.from_mapping({"grow_rule": "at_most_one_higher"}).grow_rule == (
        GrowRule.AT_MOST_ONE_HIGHER
    )


@pytest.mark.parametrize(
    ("mapping", "message"),
    [
        ({"lrig": 3}, "unknown game rule 'lrig'"),
        ({"lrigs": "three"}, "'lrigs' must be a whole number"),
        ({"arts": 1}, "'arts' must be true or false"),
        ({"grow_rule": "any"}, "'grow_rule' must be one of"),
        ({"base": "modern"}, "unknown game rules preset 'modern'"),
        ({"lrigs": 2}, "lrigs must be 1 or 3"),
    ],
)
def test_from_mapping_errors_name_the_key(mapping: dict[str, object], message: str) -> None:
    with pytest.raises(SchemaError, match=message):
        GameRules.from_mapping(mapping, source="formats/x.yaml")


def test_the_bundled_formats_name_their_rules_of_play() -> None:
    # carddb/formats/*.yaml: the `game:` section is read by the engine.
    assert load_format("diva").game_rules() == GameRules.diva()
    assert load_format("classic").game_rules() == GameRules.classic()
