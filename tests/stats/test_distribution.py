"""The hypergeometric family, exactly: known values and invariants."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from deckcheck.stats.distribution import Distribution, hypergeometric, multivariate_hypergeometric


def test_one_of_four_copies_in_five_cards_from_forty() -> None:
    # 1 - C(36,5)/C(40,5) = 1 - 376992/658008
    odds = hypergeometric(40, 4, 5)
    assert odds.at_least(1) == 1 - Fraction(376992, 658008)
    assert float(odds.at_least(1)) == pytest.approx(0.427070795, abs=1e-9)


def test_two_of_four_copies_in_five_cards_from_forty() -> None:
    # 1 - [C(36,5) + 4 C(36,4)] / C(40,5) = 1 - 612612/658008
    assert hypergeometric(40, 4, 5).at_least(2) == Fraction(45396, 658008)
    assert float(hypergeometric(40, 4, 5).at_least(2)) == pytest.approx(0.068990, abs=1e-6)


def test_probabilities_and_their_support() -> None:
    odds = hypergeometric(10, 3, 4)
    assert len(odds) == 4  # 0 to 3 successes
    assert odds[0] == Fraction(comb(7, 4), comb(10, 4))
    assert odds[3] == Fraction(comb(7, 1), comb(10, 4))
    assert odds[4] == 0
    assert odds[-1] == 0
    assert odds.mean == Fraction(3 * 4, 10)


def test_impossible_draws_are_refused() -> None:
    with pytest.raises(ValueError):
        hypergeometric(5, 6, 1)
    with pytest.raises(ValueError):
        hypergeometric(5, 2, 6)
    with pytest.raises(ValueError):
        list(multivariate_hypergeometric((2, 2), 5))


def test_mixture_point_and_shift() -> None:
    half = Fraction(1, 2)
    mixed = Distribution.mixture([(half, Distribution.point(0)), (half, Distribution.point(2))])
    assert mixed.probabilities == (half, 0, half)
    assert mixed.shifted(1).probabilities == (0, half, 0, half)
    assert mixed.at_most(1) == half
    assert mixed.at_least(0) == 1


@given(
    population=st.integers(0, 45),
    data=st.data(),
)
def test_hypergeometric_is_a_distribution_with_the_known_mean(
    population: int, data: st.DataObject
) -> None:
    successes = data.draw(st.integers(0, population))
    draws = data.draw(st.integers(0, population))
    odds = hypergeometric(population, successes, draws)
    assert sum(odds.probabilities) == 1
    assert all(0 <= p <= 1 for p in odds.probabilities)
    if population:
        assert odds.mean == Fraction(successes * draws, population)
    tails = [odds.at_least(k) for k in range(len(odds) + 2)]
    assert tails == sorted(tails, reverse=True)


@given(
    counts=st.lists(st.integers(0, 8), min_size=1, max_size=4),
    data=st.data(),
)
def test_multivariate_hypergeometric_sums_to_one_and_has_hypergeometric_margins(
    counts: list[int], data: st.DataObject
) -> None:
    draws = data.draw(st.integers(0, sum(counts)))
    splits = list(multivariate_hypergeometric(counts, draws))
    assert sum(p for _, p in splits) == 1
    assert all(sum(split) == draws for split, _ in splits)
    margin: dict[int, Fraction] = {}
    for split, probability in splits:
        margin[split[0]] = margin.get(split[0], Fraction(0)) + probability
    expected = hypergeometric(sum(counts), counts[0], draws)
    assert all(margin.get(j, 0) == expected[j] for j in range(len(expected)))
