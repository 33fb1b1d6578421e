"""Estimates from samples, with confidence intervals.

- proportions: the Wilson score interval (good near 0 and 1, where a normal interval is
  not);
- means: the normal approximation, mean ± z·s/√n (the runs are thousands of games);
- medians: distribution-free, from order statistics (the ranks n/2 ± z·√n/2).

Every interval is at 95% unless a `z` says otherwise (`z_for(confidence)`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

Z95 = NormalDist().inv_cdf(0.975)


def z_for(confidence: float) -> float:
    """The two-sided normal quantile of a confidence level (0.95 -> 1.96)."""
    if not 0 < confidence < 1:
        raise ValueError(f"a confidence level is between 0 and 1, not {confidence}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


@dataclass(frozen=True)
class Estimate:
    """A value and its confidence interval [low, high]."""

    value: float
    low: float
    high: float

    def contains(self, value: float, tolerance: float = 1e-9) -> bool:
        return self.low - tolerance <= value <= self.high + tolerance

    def to_dict(self, digits: int = 4) -> dict[str, Any]:
        return {
            "value": _round(self.value, digits),
            "ci95": [_round(self.low, digits), _round(self.high, digits)],
        }


def proportion(successes: int, trials: int, z: float = Z95) -> Estimate:
    """The share of successes, with its Wilson score interval."""
    if trials <= 0:
        return Estimate(0.0, 0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return Estimate(p, low, high)


def mean(counts: Mapping[int, int], z: float = Z95) -> Estimate:
    """The mean of integer observations given as {value: times}, with the normal interval;
    the sums are exact integers, so the result does not depend on the order of the games."""
    n = sum(counts.values())
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan)
    total = sum(value * times for value, times in counts.items())
    average = total / n
    if n < 2:
        return Estimate(average, average, average)
    squares = sum(value * value * times for value, times in counts.items())
    variance = (n * squares - total * total) / (n * (n - 1))
    half = z * math.sqrt(max(variance, 0.0) / n)
    return Estimate(average, average - half, average + half)


def median(counts: Mapping[int, int], z: float = Z95) -> Estimate:
    """The median of integer observations given as {value: times}, with the
    distribution-free interval from order statistics."""
    n = sum(counts.values())
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan)
    ordered = sorted((value, times) for value, times in counts.items() if times)

    def at(rank: int) -> int:  # the rank-th smallest observation, from 1
        seen = 0
        for value, times in ordered:
            seen += times
            if seen >= rank:
                return value
        return ordered[-1][0]

    middle = n // 2
    value = at(middle + 1) if n % 2 else (at(middle) + at(middle + 1)) / 2
    spread = z * math.sqrt(n) / 2
    low_rank = max(1, math.floor(n / 2 - spread))
    high_rank = min(n, math.ceil(n / 2 + spread) + 1)
    return Estimate(value, at(low_rank), at(high_rank))


@dataclass(frozen=True)
class Sample:
    """Integer observations (turns, counts): their distribution, mean and median."""

    counts: tuple[tuple[int, int], ...]  # (value, times), values ascending
    mean: Estimate
    median: Estimate

    @classmethod
    def of(cls, values: Iterable[int], z: float = Z95) -> Sample:
        return cls.of_counts(Counter(values), z)

    @classmethod
    def of_counts(cls, counts: Mapping[int, int], z: float = Z95) -> Sample:
        return cls(
            tuple(sorted((value, times) for value, times in counts.items() if times)),
            mean(counts, z),
            median(counts, z),
        )

    @property
    def size(self) -> int:
        return sum(times for _, times in self.counts)

    @property
    def minimum(self) -> int | None:
        return self.counts[0][0] if self.counts else None

    @property
    def maximum(self) -> int | None:
        return self.counts[-1][0] if self.counts else None

    def times(self, value: int) -> int:
        return dict(self.counts).get(value, 0)

    def to_dict(self, key: str, of: int | None = None) -> dict[str, Any]:
        """The summary and the distribution, each value's share of `of` (default: the
        sample's size) as `share`."""
        total = self.size if of is None else of
        return {
            "count": self.size,
            "mean": self.mean.to_dict() if self.size else None,
            "median": self.median.to_dict() if self.size else None,
            "min": self.minimum,
            "max": self.maximum,
            "distribution": [
                {key: value, "games": times, "share": _round(times / total if total else 0.0)}
                for value, times in self.counts
            ],
        }


def _round(value: float, digits: int = 4) -> float:
    return round(value, digits) if math.isfinite(value) else value
