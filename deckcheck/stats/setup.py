"""The numbers of the setup and the turn that the statistics rely on, and where they are written.

Rule references (`../shared/rules/`):

* setup: draw 5, one mulligan (return any number, shuffle, draw as many), then the top 7
  cards of the deck become the Life Cloth: `turn-summary.txt` "To begin the game",
  `en-2021-quick-start.txt` setup, `en-2021-glossary.txt` "Mulligan".
* draw phase: 2 cards, 1 on the first player's first turn: `turn-summary.txt` "Draw Phase",
  `en-2021-glossary.txt` "Draw phase".
* Ener phase: at most one card from the hand (or a SIGNI) to the Ener Zone:
  `en-2021-glossary.txt` "Ener phase", `en-2021-faq.txt` "Ener phase".
* end phase: discard down to 6 cards: `en-2021-glossary.txt` "End phase",
  `en-2021-faq.txt` "Cards in hand".

The classic rules say the same (`classic-2014-beginner-guide.txt` setup, "Draw Phase",
"(vi) Hand", "(viii) Refresh"), so one setup serves both formats.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Player(StrEnum):
    """Which turn a player takes: first or second."""

    FIRST = "first"
    SECOND = "second"

    @property
    def label(self) -> str:
        return f"going {self.value}"


@dataclass(frozen=True)
class GameSetup:
    """How many cards the setup and each turn move; the defaults are the rules'.

    Other values describe smaller games (the tests use them to check the formulas
    against a brute-force enumeration of every shuffle).
    """

    hand_size: int = 5
    life_cloth: int = 7
    first_turn_draw: int = 1
    turn_draw: int = 2
    hand_limit: int = 6
    ener_charges: int = 1

    def opening_hand(self, deck_size: int) -> int:
        """Cards in the opening hand of a deck of `deck_size` (all of them if it is smaller)."""
        return min(self.hand_size, deck_size)

    def life_cloth_cards(self, deck_size: int) -> int:
        """Cards put into the Life Cloth after the mulligan (as many as are left, up to 7)."""
        return min(self.life_cloth, deck_size - self.opening_hand(deck_size))

    def draws(self, turn: int, player: Player) -> int:
        """Cards the draw phase of `player`'s turn `turn` (1, 2, ...) asks for."""
        if turn == 1 and player is Player.FIRST:
            return self.first_turn_draw
        return self.turn_draw


STANDARD = GameSetup()
