"""When the deck refreshes, with draws and Ener charges only: an exact, deterministic count.

The model plays one player's turns with no card effects and no opponent action:

* each draw phase draws 2 cards (1 on the first player's first turn);
* each Ener phase moves one card from the hand to the Ener Zone, when the hand holds one;
* each end phase discards down to 6 cards; the discarded cards go to the trash;
* no card is played, so the trash receives only those discards and the Life Cloth that a
  refresh costs.

Refresh (`en-2021-glossary.txt` "Refresh", `en-2021-faq.txt` "Deck out" and "Draw phase",
`en-2021-quick-start.txt` *5): when the deck reaches 0 cards the trash is shuffled into a
new deck, then one Life Cloth (if any is left) is put into the trash. In the draw phase
the refresh ends the draws: the phase moves on to the Ener phase. With an empty trash no
refresh happens; it waits until a card reaches the trash. The classic rules refresh at
the same moment but let the draw phase go on drawing from the new deck
(`classic-2014-beginner-guide.txt` "(viii) Refresh"; the engine's `GameRules.refresh`):
this model keeps the 2021 timing for both formats, so after a classic refresh in the draw
phase it counts one card fewer drawn that turn.

Under these rules every count is a function of the deck size and the turn order alone,
so the turn of each refresh is exact, not an estimate. (A second refresh in one turn,
which ends the turn, cannot happen here: the draw phase stops at the first refresh and
no later phase draws.)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from deckcheck.stats.setup import STANDARD, GameSetup, Player

DEFAULT_MAX_TURNS = 30


class Phase(StrEnum):
    DRAW = "draw"
    END = "end"


@dataclass(frozen=True)
class TurnCounts:
    """Where the player's cards are at the end of one of their turns."""

    turn: int
    drawn: int
    deck: int
    hand: int
    ener: int
    trash: int
    life_cloth: int
    drawn_from_first_deck: int
    """Cards drawn so far (after the opening hand) from the deck as it was after the setup."""


@dataclass(frozen=True)
class Refresh:
    """One refresh: when it happened and what it cost."""

    number: int
    turn: int
    phase: Phase
    new_deck: int
    life_cloth_lost: int
    life_cloth_left: int


@dataclass(frozen=True)
class PlaySchedule:
    """A player's card counts turn by turn, and every refresh, up to `max_turns`."""

    deck_size: int
    player: Player
    setup: GameSetup
    turns: tuple[TurnCounts, ...]
    refreshes: tuple[Refresh, ...]

    @property
    def max_turns(self) -> int:
        return len(self.turns)

    @property
    def first_refresh(self) -> Refresh | None:
        return self.refreshes[0] if self.refreshes else None

    @property
    def last_turn_on_first_deck(self) -> int | None:
        """The last turn whose draws all came from the deck built at the setup.

        None when no refresh happens within the schedule.
        """
        first = self.first_refresh
        return first.turn if first is not None else None

    def drawn_from_first_deck(self, turn: int) -> int:
        """Cards drawn from the first deck by the end of the draw phase of `turn` (0: none)."""
        if turn == 0:
            return 0
        if not 1 <= turn <= self.max_turns:
            raise ValueError(f"turn {turn} is outside the schedule (1 to {self.max_turns})")
        return self.turns[turn - 1].drawn_from_first_deck


@lru_cache(maxsize=256)
def play_schedule(
    deck_size: int,
    player: Player,
    setup: GameSetup = STANDARD,
    max_turns: int = DEFAULT_MAX_TURNS,
) -> PlaySchedule:
    """Play `max_turns` turns of draws and Ener charges for a main deck of `deck_size` cards.

    The schedule is frozen and depends on its arguments alone, so calls are memoised.
    """
    if deck_size < 0 or max_turns < 0:
        raise ValueError("deck size and turns must not be negative")
    hand = setup.opening_hand(deck_size)
    life_cloth = setup.life_cloth_cards(deck_size)
    deck = deck_size - hand - life_cloth
    trash = ener = drawn_from_first_deck = 0
    turns: list[TurnCounts] = []
    refreshes: list[Refresh] = []

    def refresh(turn: int, phase: Phase) -> None:
        nonlocal deck, trash, life_cloth
        deck, trash = trash, 0
        lost = min(1, life_cloth)
        life_cloth -= lost
        trash += lost
        refreshes.append(Refresh(len(refreshes) + 1, turn, phase, deck, lost, life_cloth))

    for turn in range(1, max_turns + 1):
        drawn = 0
        for _ in range(setup.draws(turn, player)):
            if deck == 0:
                break  # nothing to draw: the refresh waits for a card in the trash
            deck -= 1
            hand += 1
            drawn += 1
            if not refreshes:
                drawn_from_first_deck += 1
            if deck == 0:
                if trash:
                    refresh(turn, Phase.DRAW)
                break
        charged = min(setup.ener_charges, hand)
        hand -= charged
        ener += charged
        discarded = max(0, hand - setup.hand_limit)
        hand -= discarded
        trash += discarded
        if deck == 0 and trash:
            refresh(turn, Phase.END)
        turns.append(
            TurnCounts(turn, drawn, deck, hand, ener, trash, life_cloth, drawn_from_first_deck)
        )
    return PlaySchedule(deck_size, player, setup, tuple(turns), tuple(refreshes))
