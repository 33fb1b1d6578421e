"""A game as one player may believe it to be: what a search plays its continuations on.

At one of its own decisions, a player knows the public zones, its hand and LRIG deck,
the sizes of the hidden zones, and (as at an event with open decklists) both decks'
lists. It does not know the order of its main deck and Life Cloth, nor the opponent's
hand, main deck and Life Cloth. `determinise(game, player, seed)` forks the game
(`Game.fork`) and deals those hidden cards afresh: each player's cards in the hidden
zones are pooled, sorted by id, shuffled with `seed`, and dealt back into the same
zones with the same sizes; the copy's random generator is seeded from `seed` too (the
real game's future shuffles stay unknown). The result depends on what the player may
see and on `seed` alone: permuting the hidden cards of the real game changes nothing
in it (tests/engine/test_fork.py).

The opponent's LRIG deck is hidden too, but its cards are known (the decklist less the
LRIGs and cards it has shown) and it has no order: it stays as it is. What the player
may know besides (a card it saw go back into its deck, a card an effect revealed) is
not used: a sample never knows more than the player, sometimes less.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from deckcheck.engine.constants import Zone

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

# The piles each player cannot see: its own, and the opponent's.
OWN_HIDDEN = (Zone.DECK, Zone.LIFE)
OPPONENT_HIDDEN = (Zone.HAND, Zone.DECK, Zone.LIFE)


def can_determinise(game: Game, player: int) -> bool:
    """Whether `player` may sample the game now: at its own decision, between effects."""
    decision = game.decision
    return decision is not None and decision.player == player and game.can_fork()


def determinise(game: Game, player: int, seed: int) -> Game:
    """A fork of `game` with the cards `player` cannot see dealt afresh from `seed`.
    Raises ValueError unless `can_determinise(game, player)`."""
    if not can_determinise(game, player):
        raise ValueError("a game is determinised at its player's decision between effects")
    deal = random.Random(seed)
    sample = game.fork(deal.getrandbits(64))
    for owner, zones in ((player, OWN_HIDDEN), (1 - player, OPPONENT_HIDDEN)):
        piles = sample.players[owner].piles
        cards = sorted(card for zone in zones for card in piles[zone])
        deal.shuffle(cards)
        sample.redeal(owner, zones, cards)
    return sample
