"""Exact discrete distributions over counts: the hypergeometric family, as fractions.

Everything here is exact rational arithmetic (`fractions.Fraction`); floats appear only
when a caller asks for them, at the edge.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

ZERO = Fraction(0)
ONE = Fraction(1)


@dataclass(frozen=True)
class Distribution:
    """The distribution of a count X: `probabilities[j]` is P(X = j), j = 0, 1, ...

    The probabilities are exact and sum to 1.
    """

    probabilities: tuple[Fraction, ...]

    @classmethod
    def point(cls, value: int) -> Distribution:
        """X = `value` for certain."""
        return cls((ZERO,) * value + (ONE,))

    @classmethod
    def mixture(cls, parts: Iterable[tuple[Fraction, Distribution]]) -> Distribution:
        """The distribution that is `part` with probability `weight`, for each (weight, part)."""
        total: list[Fraction] = []
        for weight, part in parts:
            if not weight:
                continue
            if len(part.probabilities) > len(total):
                total.extend([ZERO] * (len(part.probabilities) - len(total)))
            for value, probability in enumerate(part.probabilities):
                if probability:
                    total[value] += weight * probability
        return cls(tuple(total)).trimmed()

    def __getitem__(self, value: int) -> Fraction:
        """P(X = value); 0 outside the support."""
        if 0 <= value < len(self.probabilities):
            return self.probabilities[value]
        return ZERO

    def __len__(self) -> int:
        return len(self.probabilities)

    def support(self) -> Iterator[tuple[int, Fraction]]:
        """(value, probability) for every possible value, in increasing order."""
        return ((value, p) for value, p in enumerate(self.probabilities) if p)

    def at_least(self, k: int) -> Fraction:
        """P(X >= k)."""
        if k <= 0:
            return ONE
        return sum(self.probabilities[k:], ZERO)

    def at_most(self, k: int) -> Fraction:
        """P(X <= k)."""
        return ONE - self.at_least(k + 1)

    @property
    def mean(self) -> Fraction:
        return sum((j * p for j, p in enumerate(self.probabilities)), ZERO)

    def shifted(self, offset: int) -> Distribution:
        """The distribution of X + `offset` (offset >= 0)."""
        return Distribution((ZERO,) * offset + self.probabilities)

    def trimmed(self) -> Distribution:
        """The same distribution without impossible values at the top of its range."""
        end = len(self.probabilities)
        while end > 1 and not self.probabilities[end - 1]:
            end -= 1
        return self if end == len(self.probabilities) else Distribution(self.probabilities[:end])

    def floats(self) -> tuple[float, ...]:
        return tuple(float(p) for p in self.probabilities)


@lru_cache(maxsize=4096)
def hypergeometric(population: int, successes: int, draws: int) -> Distribution:
    """The number of successes among `draws` cards drawn without replacement.

    P(X = j) = C(successes, j) C(population - successes, draws - j) / C(population, draws).
    """
    if not 0 <= successes <= population or not 0 <= draws <= population:
        raise ValueError(
            f"no hypergeometric distribution for {draws} draws of a population of "
            f"{population} with {successes} successes"
        )
    total = comb(population, draws)
    failures = population - successes
    return Distribution(
        tuple(
            Fraction(comb(successes, j) * comb(failures, draws - j), total)
            for j in range(min(successes, draws) + 1)
        )
    ).trimmed()


def multivariate_hypergeometric(
    counts: Sequence[int], draws: int
) -> Iterator[tuple[tuple[int, ...], Fraction]]:
    """Every way `draws` cards drawn without replacement split over categories, and its odds.

    `counts[i]` cards are of category i; yields (drawn[i] for each i, probability) for every
    split with a non-zero probability: prod C(counts[i], drawn[i]) / C(sum(counts), draws).
    """
    population = sum(counts)
    if not 0 <= draws <= population or any(count < 0 for count in counts):
        raise ValueError(f"cannot draw {draws} cards from categories of sizes {tuple(counts)}")
    total = comb(population, draws)
    for split in _splits(tuple(counts), draws):
        ways = 1
        for count, drawn in zip(counts, split, strict=True):
            ways *= comb(count, drawn)
        yield split, Fraction(ways, total)


def _splits(counts: tuple[int, ...], draws: int) -> Iterator[tuple[int, ...]]:
    """Every (drawn[i] <= counts[i]) summing to `draws`."""
    if not counts:
        if draws == 0:
            yield ()
        return
    head, rest = counts[0], counts[1:]
    room = sum(rest)
    for drawn in range(max(0, draws - room), min(head, draws) + 1):
        for tail in _splits(rest, draws - drawn):
            yield (drawn, *tail)
