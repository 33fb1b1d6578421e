"""Every shuffle of a tiny deck, played out literally: the reference the formulas must meet.

A shuffled deck's top j cards are a uniformly random j-subset of it, and its next d cards a
uniformly random d-subset of the rest, so enumerating subsets of labelled cards, each with
equal weight, enumerates shuffles. The procedure follows the rules step by step: draw the
opening hand, return what the rule does not keep, shuffle, draw as many, put the top cards
into the Life Cloth, then draw.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, permutations

from deckcheck.stats.setup import GameSetup


@dataclass(frozen=True)
class TinyCard:
    in_group: bool
    kept: bool


@dataclass(frozen=True)
class Outcomes:
    """Exact distributions found by enumeration (count -> probability)."""

    opening: dict[int, Fraction]
    final: dict[int, Fraction]
    life_cloth: dict[int, Fraction]
    seen_after: dict[int, dict[int, Fraction]]  # draws -> count seen -> probability


def _uniform_subsets(cards: Sequence[int], size: int) -> list[tuple[tuple[int, ...], list[int]]]:
    chosen = list(combinations(cards, size))
    return [(c, [x for x in cards if x not in c]) for c in chosen]


def enumerate_game(deck: Sequence[TinyCard], setup: GameSetup) -> Outcomes:
    cards = list(range(len(deck)))
    opening: defaultdict[int, Fraction] = defaultdict(Fraction)
    final: defaultdict[int, Fraction] = defaultdict(Fraction)
    cloth: defaultdict[int, Fraction] = defaultdict(Fraction)
    seen: defaultdict[int, defaultdict[int, Fraction]] = defaultdict(lambda: defaultdict(Fraction))
    total = Fraction(0)

    def group(indices: Sequence[int]) -> int:
        return sum(1 for i in indices if deck[i].in_group)

    hand_size = setup.opening_hand(len(deck))
    cloth_size = setup.life_cloth_cards(len(deck))
    openings = _uniform_subsets(cards, hand_size)
    for hand, rest in openings:
        w_open = Fraction(1, len(openings))
        kept = [i for i in hand if deck[i].kept]
        returned = [i for i in hand if not deck[i].kept]
        redraws = _uniform_subsets(rest + returned, len(returned))
        for redrawn, deck_after in redraws:
            w_redraw = w_open / len(redraws)
            final_hand = kept + list(redrawn)
            cloths = _uniform_subsets(deck_after, cloth_size)
            total += w_redraw
            opening[group(hand)] += w_redraw
            final[group(final_hand)] += w_redraw
            for life_cloth, below in cloths:
                w_cloth = w_redraw / len(cloths)
                cloth[group(life_cloth)] += w_cloth
                orders = list(permutations(below))
                for draws in range(len(below) + 1):
                    # Integer counts over the equally likely orders, then one weight.
                    counts = Counter(group(final_hand) + group(order[:draws]) for order in orders)
                    for count, ways in counts.items():
                        seen[draws][count] += w_cloth * Fraction(ways, len(orders))
    assert total == 1
    return Outcomes(
        dict(opening),
        dict(final),
        dict(cloth),
        {draws: dict(counts) for draws, counts in seen.items()},
    )
