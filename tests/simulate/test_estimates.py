"""Confidence intervals: known values, and coverage of the truth by the 95% interval."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from deckcheck.simulate.estimates import Sample, mean, median, proportion, z_for


def test_wilson_interval_known_values() -> None:
    # Wilson score interval, z = 1.96: 0 of 10 -> [0, 0.2775]; 5 of 10 -> [0.2366, 0.7634].
    none = proportion(0, 10)
    assert none.value == 0 and none.low == 0 and none.high == pytest.approx(0.2775, abs=1e-4)
    half = proportion(5, 10)
    assert (half.low, half.high) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert proportion(0, 0).high == 1.0  # no trials: nothing is known


def test_mean_interval_and_z() -> None:
    assert z_for(0.95) == pytest.approx(1.959964, abs=1e-6)
    estimate = mean(Counter([1, 2, 3, 4]))
    half = 1.959964 * math.sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)
    assert estimate.value == 2.5
    assert (estimate.low, estimate.high) == pytest.approx((2.5 - half, 2.5 + half))
    assert mean({7: 1}).low == mean({7: 1}).high == 7
    with pytest.raises(ValueError, match="between 0 and 1"):
        z_for(1.5)


def test_median_interval_from_order_statistics() -> None:
    # 1..100: median 50.5; ranks floor(50 - 9.8) = 40 and ceil(1 + 50 + 9.8) = 61, and
    # P(40 <= Binomial(100, 1/2) <= 60) = 0.965 covers the median.
    estimate = median(Counter(range(1, 101)))
    assert estimate.value == 50.5
    assert (estimate.low, estimate.high) == (40, 61)
    assert median({3: 1}).value == 3
    assert median({2: 3, 9: 1}).value == 2 and median({1: 1, 4: 1}).value == 2.5


def test_intervals_cover_the_truth_about_95_percent_of_the_time() -> None:
    generator = random.Random(4)
    covered_p = covered_mean = 0
    for _ in range(2000):
        draws = [generator.random() < 0.3 for _ in range(200)]
        covered_p += proportion(sum(draws), 200).contains(0.3)
        values = [generator.randint(1, 6) for _ in range(50)]
        covered_mean += mean(Counter(values)).contains(3.5)
    assert 0.93 <= covered_p / 2000 <= 0.97
    assert 0.93 <= covered_mean / 2000 <= 0.97


def test_sample_summarises_integers() -> None:
    sample = Sample.of([3, 4, 3, 5, 3])
    assert sample.counts == ((3, 3), (4, 1), (5, 1))
    assert (sample.size, sample.minimum, sample.maximum, sample.times(3), sample.times(9)) == (
        5,
        3,
        5,
        3,
        0,
    )
    data = sample.to_dict("turn", of=10)
    assert data["distribution"][0] == {"turn": 3, "games": 3, "share": 0.3}
    assert Sample.of([]).to_dict("turn")["mean"] is None
