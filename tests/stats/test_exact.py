"""Exact draw statistics: hand-computed values, invariants, and every shuffle of tiny decks.

Rules checked (`../shared/rules/`): the opening hand of 5 and the one mulligan
(`turn-summary.txt` "To begin the game", `en-2021-glossary.txt` "Mulligan"); the top 7
cards to the Life Cloth after the mulligan (`en-2021-quick-start.txt` setup); 1 card on
the first player's first turn and 2 on every other (`turn-summary.txt` "Draw Phase").
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.stats.distribution import hypergeometric
from deckcheck.stats.exact import (
    Split,
    drawn_by_turn,
    final_hand,
    held_at_opponent_turn,
    last_exact_turn,
    life_cloth,
    life_cloth_given_hand,
    life_cloth_given_opening_hand,
    opening_hand,
    seen_after_draws,
)
from deckcheck.stats.setup import GameSetup, Player
from tests.stats.brute_force import TinyCard, enumerate_game

FIRST, SECOND = Player.FIRST, Player.SECOND
FOUR_OF_FORTY = Split.without_mulligan(40, 4)


def miss(copies: int, cards: int, deck: int = 40) -> Fraction:
    """P(no copy among `cards` cards of a `deck`-card deck holding `copies`)."""
    return Fraction(comb(deck - copies, cards), comb(deck, cards))


def test_one_of_four_copies_in_the_opening_hand() -> None:
    # 1 - C(36,5)/C(40,5) = 0.42707...
    odds = opening_hand(FOUR_OF_FORTY).at_least(1)
    assert odds == 1 - miss(4, 5)
    assert round(float(odds), 4) == 0.4271


def test_without_a_mulligan_the_final_hand_is_the_opening_hand() -> None:
    assert final_hand(FOUR_OF_FORTY) == opening_hand(FOUR_OF_FORTY)


def test_keeping_only_the_group_redraws_a_whole_hand_when_it_missed() -> None:
    # The hand keeps every copy it drew; with none it returns all 5, shuffles them back
    # and draws 5 from the full 40 again: P(none at the end) = (C(36,5)/C(40,5))^2.
    split = Split(group_kept=4, other_returned=36)
    assert final_hand(split).at_least(1) == 1 - miss(4, 5) ** 2
    assert round(float(final_hand(split).at_least(1)), 4) == 0.6718


def test_a_returned_card_can_come_back_in_the_redraw() -> None:
    # Keep nothing: the final hand is 5 fresh cards from the whole deck.
    split = Split(group_returned=4, other_returned=36)
    assert final_hand(split) == hypergeometric(40, 4, 5)


def test_returning_others_lowers_a_returned_groups_odds() -> None:
    # Keep level 1 SIGNI (12 cards, Servant # among them); Koalala (4, level 2) is returned.
    koalala = Split(group_returned=4, other_kept=12, other_returned=24)
    assert final_hand(koalala).at_least(1) < opening_hand(koalala).at_least(1)
    servant = Split(group_kept=4, other_kept=8, other_returned=28)
    assert final_hand(servant).at_least(1) > opening_hand(servant).at_least(1)


def test_draws_by_turn_going_first_and_second() -> None:
    # Going first: 5 + 1 cards by turn 1, 5 + 1 + 2 + 2 by turn 3.
    assert drawn_by_turn(FOUR_OF_FORTY, 1, FIRST).at_least(1) == 1 - miss(4, 6)
    assert drawn_by_turn(FOUR_OF_FORTY, 3, FIRST).at_least(1) == 1 - miss(4, 10)
    # Going second: 5 + 2 by turn 1, 5 + 6 by turn 3.
    assert drawn_by_turn(FOUR_OF_FORTY, 1, SECOND).at_least(1) == 1 - miss(4, 7)
    assert drawn_by_turn(FOUR_OF_FORTY, 3, SECOND).at_least(1) == 1 - miss(4, 11)
    # C(36,11)/C(40,11) = (29 28 27 26)/(40 39 38 37)
    assert drawn_by_turn(FOUR_OF_FORTY, 3, SECOND).at_least(1) == 1 - Fraction(
        29 * 28 * 27 * 26, 40 * 39 * 38 * 37
    )
    assert round(float(drawn_by_turn(FOUR_OF_FORTY, 3, SECOND).at_least(1)), 4) == 0.7401
    # Turn 0 is the final hand.
    assert drawn_by_turn(FOUR_OF_FORTY, 0, FIRST) == opening_hand(FOUR_OF_FORTY)


def test_draws_include_the_mulligan() -> None:
    split = Split(group_kept=4, other_returned=36)
    # None in the final hand (both hands missed), then none in the next draws from the
    # other 35 cards (all 4 copies among them): 4 draws by turn 2 going second, 6 by turn 3.
    final_miss = miss(4, 5) ** 2
    assert drawn_by_turn(split, 2, SECOND).at_least(1) == 1 - final_miss * miss(4, 4, 35)
    assert drawn_by_turn(split, 3, SECOND).at_least(1) == 1 - final_miss * miss(4, 6, 35)


def test_draws_stop_being_exact_after_the_first_refresh() -> None:
    assert last_exact_turn(40, FIRST) == 15
    assert last_exact_turn(40, SECOND) == 14
    # By the refresh turn every card outside the Life Cloth has been seen.
    assert drawn_by_turn(FOUR_OF_FORTY, 14, SECOND) == seen_after_draws(FOUR_OF_FORTY, 28)
    with pytest.raises(ValueError):
        drawn_by_turn(FOUR_OF_FORTY, 15, SECOND)
    with pytest.raises(ValueError):
        seen_after_draws(FOUR_OF_FORTY, 29)


def test_guard_held_at_the_opponents_turn() -> None:
    # Going second, the opponent's turn 1 comes before any draw: the hand alone.
    assert held_at_opponent_turn(FOUR_OF_FORTY, 1, SECOND).at_least(1) == 1 - miss(4, 5)
    # Going first, the opponent's turn 1 follows your turn 1: 6 cards.
    assert held_at_opponent_turn(FOUR_OF_FORTY, 1, FIRST).at_least(1) == 1 - miss(4, 6)
    assert held_at_opponent_turn(FOUR_OF_FORTY, 3, SECOND) == drawn_by_turn(
        FOUR_OF_FORTY, 2, SECOND
    )


def test_life_bursts_in_the_life_cloth_without_a_mulligan() -> None:
    bursts = Split.without_mulligan(40, 20)
    cloth = life_cloth(bursts)
    # P(no Life Burst among 7) = C(20,7)/C(40,7) = 77520/18643560
    assert cloth[0] == Fraction(77520, 18643560)
    assert cloth == hypergeometric(40, 20, 7)
    assert cloth.mean == Fraction(7, 2)
    assert round(float(cloth[3]), 4) == 0.2963


def test_life_cloth_given_the_final_hand() -> None:
    bursts = Split.without_mulligan(40, 20)
    # 3 Life Bursts in hand: 17 among the other 35 cards, 7 of which are the Life Cloth.
    assert life_cloth_given_hand(bursts, 3) == hypergeometric(35, 17, 7)
    assert life_cloth_given_hand(bursts, 5).mean == Fraction(7 * 15, 35)


def test_life_cloth_given_a_specific_opening_hand_and_the_mulligan() -> None:
    keep_bursts = Split(group_kept=20, other_returned=20)
    # A hand of 5 Life Bursts keeps all five: 15 of the other 35 cards are Life Bursts.
    assert life_cloth_given_opening_hand(keep_bursts, 5, 0) == hypergeometric(35, 15, 7)
    # A hand that keeps nothing is a fresh hand from the whole deck.
    assert life_cloth_given_opening_hand(keep_bursts, 0, 0) == hypergeometric(40, 20, 7)


def test_keeping_life_bursts_in_hand_thins_the_life_cloth() -> None:
    keep_bursts = Split(group_kept=20, other_returned=20)
    assert life_cloth(keep_bursts).mean < Fraction(7, 2)


def exact_turns(deck_size: int, player: Player, cap: int) -> int:
    last = last_exact_turn(deck_size, player)
    return cap if last is None else min(cap, last)


def test_a_deck_that_never_refreshes_is_exact_on_every_turn() -> None:
    # 15 cards: 3 to draw; the hand never passes 6 cards, so no card reaches the trash.
    small = Split.without_mulligan(15, 4)
    assert last_exact_turn(15, FIRST) is None
    assert drawn_by_turn(small, 9, FIRST) == seen_after_draws(small, 3)


@st.composite
def splits(draw: st.DrawFn, min_size: int = 12, max_size: int = 50) -> Split:
    size = draw(st.integers(min_size, max_size))
    group = draw(st.integers(0, size))
    group_kept = draw(st.integers(0, group))
    other_kept = draw(st.integers(0, size - group))
    return Split(group_kept, group - group_kept, other_kept, size - group - other_kept)


@given(splits())
def test_every_distribution_sums_to_one(split: Split) -> None:
    for distribution in (
        opening_hand(split),
        final_hand(split),
        life_cloth(split),
        drawn_by_turn(split, 3, FIRST),
        held_at_opponent_turn(split, 2, SECOND),
    ):
        assert sum(distribution.probabilities) == 1
        assert all(0 <= p <= 1 for p in distribution.probabilities)


@given(splits())
def test_keep_everything_equals_no_mulligan(split: Split) -> None:
    keep_all = Split.without_mulligan(split.deck_size, split.group_size)
    assert final_hand(keep_all) == opening_hand(split)
    assert final_hand(keep_all) == hypergeometric(split.deck_size, split.group_size, 5)
    assert life_cloth(keep_all) == hypergeometric(split.deck_size, split.group_size, 7)


@given(splits(), st.sampled_from(list(Player)))
def test_draw_odds_grow_with_turns_and_shrink_with_k(split: Split, player: Player) -> None:
    last = exact_turns(split.deck_size, player, 8)
    for k in range(1, 4):
        by_turn = [drawn_by_turn(split, turn, player).at_least(k) for turn in range(last + 1)]
        assert by_turn == sorted(by_turn)
        more = [drawn_by_turn(split, turn, player).at_least(k + 1) for turn in range(last + 1)]
        assert all(a >= b for a, b in zip(by_turn, more, strict=True))


@given(splits(min_size=16))
def test_going_second_has_seen_at_least_as_much_by_each_turn(split: Split) -> None:
    last = min(exact_turns(split.deck_size, player, 6) for player in Player)
    for turn in range(1, last + 1):
        assert drawn_by_turn(split, turn, SECOND).at_least(1) >= drawn_by_turn(
            split, turn, FIRST
        ).at_least(1)


@given(splits())
def test_the_life_cloth_holds_its_share_of_what_the_hand_does_not(split: Split) -> None:
    deck = split.deck_size
    expected = Fraction(7, deck - 5) * (split.group_size - final_hand(split).mean)
    assert life_cloth(split).mean == expected


@given(splits())
def test_a_mulligan_that_keeps_the_group_never_hurts_it(split: Split) -> None:
    keep_group = Split(
        group_kept=split.group_size, other_returned=split.deck_size - split.group_size
    )
    for k in range(1, 6):
        assert final_hand(keep_group).at_least(k) >= opening_hand(keep_group).at_least(k)


TINY = GameSetup(hand_size=3, life_cloth=2)


def _split(deck: list[TinyCard]) -> Split:
    return Split.of(deck, lambda c: c.in_group, lambda c: c.kept)


def _agrees(deck: list[TinyCard]) -> None:
    outcomes = enumerate_game(deck, TINY)
    split = _split(deck)
    for exact, found in (
        (opening_hand(split, TINY), outcomes.opening),
        (final_hand(split, TINY), outcomes.final),
        (life_cloth(split, TINY), outcomes.life_cloth),
        *((seen_after_draws(split, d, TINY), outcomes.seen_after[d]) for d in outcomes.seen_after),
    ):
        assert {j: p for j, p in enumerate(exact.probabilities) if p} == found


tiny_decks = st.lists(st.builds(TinyCard, st.booleans(), st.booleans()), min_size=5, max_size=7)


@settings(max_examples=40, deadline=None)
@given(tiny_decks)
def test_brute_force_enumeration_of_tiny_decks_agrees(deck: list[TinyCard]) -> None:
    _agrees(deck)


def test_brute_force_agrees_on_an_eight_card_deck_with_every_kind_of_card() -> None:
    kinds = [TinyCard(True, True), TinyCard(True, False), TinyCard(False, True)]
    _agrees([*kinds, *kinds, TinyCard(False, False), TinyCard(False, False)])
