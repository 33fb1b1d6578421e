"""Exact draw statistics of a main deck: opening hand, mulligan, Life Cloth, draws by turn.

Each question looks at the main deck through a `Split`: how many cards are in the group
the question is about, and how many of those and of the others the mulligan rule keeps.
Nothing else about the cards matters to the answer, so the answers are closed forms and
small enumerations over the multivariate hypergeometric distribution, in exact fractions.

The game (rules in `deckcheck.stats.setup`): the player draws 5 cards; the mulligan
returns every card the rule does not keep, shuffles them into the deck and draws as many
(once); then the top 7 cards become the Life Cloth; each turn's draw phase draws from what
is left. After the mulligan the deck is a uniformly shuffled deck of what the hand does
not hold, so the Life Cloth and the draws are hypergeometric given the final hand.

Draws by turn count the cards drawn from the deck built at the setup, so they are exact
up to and including the turn of the first refresh (`deckcheck.stats.refresh`); after it,
the deck is the player's own trash, which depends on how they played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from deckcheck.stats.distribution import (
    Distribution,
    hypergeometric,
    multivariate_hypergeometric,
)
from deckcheck.stats.refresh import play_schedule
from deckcheck.stats.setup import STANDARD, GameSetup, Player

T = TypeVar("T")


@dataclass(frozen=True)
class Split:
    """A main deck as one question sees it.

    The cards of the group the question is about, and the other cards, each divided into
    those the mulligan rule keeps in the opening hand and those it returns.
    """

    group_kept: int = 0
    group_returned: int = 0
    other_kept: int = 0
    other_returned: int = 0

    def __post_init__(self) -> None:
        if min(self.group_kept, self.group_returned, self.other_kept, self.other_returned) < 0:
            raise ValueError(f"a split counts cards; negative counts in {self}")

    @classmethod
    def without_mulligan(cls, deck_size: int, group_size: int) -> Split:
        """`deck_size` cards, `group_size` of them in the group; the mulligan keeps them all."""
        return cls(group_kept=group_size, other_kept=deck_size - group_size)

    @classmethod
    def of(
        cls, cards: Iterable[T], in_group: Callable[[T], bool], kept: Callable[[T], bool]
    ) -> Split:
        """The split of `cards` (one element per copy) by two predicates."""
        counts = [0, 0, 0, 0]
        for card in cards:
            counts[(0 if in_group(card) else 2) + (0 if kept(card) else 1)] += 1
        return cls(*counts)

    @property
    def deck_size(self) -> int:
        return self.group_kept + self.group_returned + self.other_kept + self.other_returned

    @property
    def group_size(self) -> int:
        return self.group_kept + self.group_returned

    @property
    def keeps_everything(self) -> bool:
        return self.group_returned == 0 and self.other_returned == 0


def opening_hand(split: Split, setup: GameSetup = STANDARD) -> Distribution:
    """The number of group cards in the opening hand, before the mulligan."""
    return hypergeometric(split.deck_size, split.group_size, setup.opening_hand(split.deck_size))


def final_hand(split: Split, setup: GameSetup = STANDARD) -> Distribution:
    """The number of group cards in the hand after the mulligan.

    The rule keeps every kept card of the opening hand and returns the others; the
    returned cards are shuffled into the deck and as many cards are drawn. Enumerates
    the opening hand over {group kept, other kept, returned} and the redraw
    (hypergeometric over the deck after the return, which holds the returned cards).
    """
    return _final_hand(split, setup)


@lru_cache(maxsize=1024)
def _final_hand(split: Split, setup: GameSetup) -> Distribution:
    if split.keeps_everything:
        return opening_hand(split, setup)
    returned = split.group_returned + split.other_returned
    openings = multivariate_hypergeometric(
        (split.group_kept, split.other_kept, returned), setup.opening_hand(split.deck_size)
    )
    return Distribution.mixture(
        (probability, hand_after_mulligan(split, group_kept, other_kept, setup))
        for (group_kept, other_kept, _), probability in openings
    )


def hand_after_mulligan(
    split: Split, hand_group_kept: int, hand_other_kept: int, setup: GameSetup = STANDARD
) -> Distribution:
    """The group cards in the final hand, given how many of each the opening hand kept.

    `hand_group_kept` and `hand_other_kept` are the group and other cards of a specific
    opening hand that the mulligan rule keeps; it returns the rest and draws as many.
    """
    deck = split.deck_size
    hand = setup.opening_hand(deck)
    kept = hand_group_kept + hand_other_kept
    if hand_group_kept > split.group_kept or hand_other_kept > split.other_kept or kept > hand:
        raise ValueError("the hand keeps more cards than the deck or the hand holds")
    redraw = hypergeometric(deck - kept, split.group_size - hand_group_kept, hand - kept)
    return redraw.shifted(hand_group_kept)


def life_cloth(split: Split, setup: GameSetup = STANDARD) -> Distribution:
    """The number of group cards among the Life Cloth (the mulligan taken into account).

    For the group of Life Burst cards, the distribution of Life Bursts in the Life Cloth.
    """
    return Distribution.mixture(
        (probability, life_cloth_given_hand(split, in_hand, setup))
        for in_hand, probability in final_hand(split, setup).support()
    )


def life_cloth_given_hand(split: Split, in_hand: int, setup: GameSetup = STANDARD) -> Distribution:
    """The group cards among the Life Cloth when the final hand holds `in_hand` of them."""
    deck = split.deck_size
    hand = setup.opening_hand(deck)
    if not 0 <= in_hand <= min(hand, split.group_size):
        raise ValueError(f"a hand of {hand} cannot hold {in_hand} of a group of {split.group_size}")
    return hypergeometric(deck - hand, split.group_size - in_hand, setup.life_cloth_cards(deck))


def life_cloth_given_opening_hand(
    split: Split, hand_group_kept: int, hand_other_kept: int, setup: GameSetup = STANDARD
) -> Distribution:
    """The group cards among the Life Cloth given a specific opening hand and the mulligan.

    The hand is described by how many of its group and other cards the rule keeps; the
    rest is returned and redrawn before the Life Cloth is set.
    """
    final = hand_after_mulligan(split, hand_group_kept, hand_other_kept, setup)
    return Distribution.mixture(
        (probability, life_cloth_given_hand(split, in_hand, setup))
        for in_hand, probability in final.support()
    )


def last_exact_turn(deck_size: int, player: Player, setup: GameSetup = STANDARD) -> int | None:
    """The last turn whose draws all come from the first deck: the turn of the first refresh.

    None when the deck never refreshes: once the deck is empty nothing is drawn, the hand
    only shrinks, and no card ever reaches the trash.
    """
    # Every turn draws at least one card while the deck lasts, so it lasts at most this long.
    schedule = play_schedule(deck_size, player, setup, max_turns=deck_size + 2)
    return schedule.last_turn_on_first_deck


def drawn_by_turn(
    split: Split, turn: int, player: Player, setup: GameSetup = STANDARD
) -> Distribution:
    """The group cards seen by the draw phase of the player's turn `turn` (0: the final hand).

    Seen means in the final hand or drawn since; Life Cloth cards are not seen. Exact up to
    the turn of the first refresh; later turns raise ValueError.
    """
    return seen_after_draws(split, _draws_by(split.deck_size, turn, player, setup), setup)


def held_at_opponent_turn(
    split: Split, turn: int, player: Player, setup: GameSetup = STANDARD
) -> Distribution:
    """The group cards held at the start of the opponent's turn `turn`.

    Assumes the group's cards, once in the hand, stay there: they are never charged,
    discarded, played or used (for Guard cards: no Guard was needed before). Going
    first, the opponent's turn N follows your turn N; going second, your turn N - 1.
    """
    if turn < 1:
        raise ValueError("turns are counted from 1")
    own_turn = turn if player is Player.FIRST else turn - 1
    return seen_after_draws(split, _draws_by(split.deck_size, own_turn, player, setup), setup)


def _draws_by(deck_size: int, turn: int, player: Player, setup: GameSetup) -> int:
    if turn < 0:
        raise ValueError("turns are counted from 1")
    schedule = play_schedule(deck_size, player, setup, max_turns=max(turn, 1))
    last = schedule.last_turn_on_first_deck
    if last is not None and turn > last:
        raise ValueError(
            f"{player.label}, the deck refreshes on turn {last}; draws after it depend on play"
        )
    return schedule.drawn_from_first_deck(turn)


def seen_after_draws(split: Split, draws: int, setup: GameSetup = STANDARD) -> Distribution:
    """The group cards in the final hand plus the first `draws` cards drawn after the setup.

    `draws` may be at most the deck left under the Life Cloth.
    """
    deck = split.deck_size
    after_hand = deck - setup.opening_hand(deck)
    if not 0 <= draws <= after_hand - setup.life_cloth_cards(deck):
        raise ValueError(f"{draws} draws from a deck of {deck} after the hand and Life Cloth")
    return _seen_after_draws(split, draws, setup)


@lru_cache(maxsize=4096)
def _seen_after_draws(split: Split, draws: int, setup: GameSetup) -> Distribution:
    after_hand = split.deck_size - setup.opening_hand(split.deck_size)
    # The Life Cloth lies on top of the draws, but a uniformly shuffled deck's cards
    # below the Life Cloth are as random as its top cards: the draws are hypergeometric.
    return Distribution.mixture(
        (
            probability,
            hypergeometric(after_hand, split.group_size - in_hand, draws).shifted(in_hand),
        )
        for in_hand, probability in final_hand(split, setup).support()
    )
