"""Coins: a player gains coins; a SPELL or PIECE's Bet ("Bet -- 1 coin": an optional
additional use cost paid in coins) and the condition "if you made a bet".

Coin costs are part of any cost's `ener` (`{ener: {coin: 1}}`); a Bet is a use
ability's `additional_cost` of coins alone:

    - kind: use
      additional_cost: {ener: {coin: 1}}
      effects:
        - if: {condition: {made_bet: {}}, then: [...], else: [...]}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from deckcheck.effects import english
from deckcheck.effects.cards import Player
from deckcheck.effects.library.conditions import PaidAdditionalCost
from deckcheck.effects.terms import Effect, Quantity
from deckcheck.effects.values import player_of
from deckcheck.engine.abilities import EffectContext, Procedure

if TYPE_CHECKING:
    from deckcheck.effects.terms import Scope


@dataclass(frozen=True)
class GainCoins(Effect):
    """A player gains coins, up to the most a player may have (five: docs/engine-hooks.md,
    "Coins")."""

    name: ClassVar[str] = "gain_coins"
    shorthand: ClassVar[str | None] = "count"

    count: int = 1
    player: Player = Player.YOU

    def resolve(self, context: EffectContext) -> Procedure[None]:
        context.game.gain_coins(player_of(self.player, context.controller), self.count)
        return
        yield

    def describe(self) -> str:
        coins = english.count_of(self.count, "coin")
        if self.player is Player.YOU:
            return f"Gain {coins}."
        return f"Your opponent gains {coins}."


@dataclass(frozen=True)
class MadeBet(PaidAdditionalCost):
    """ "If you made a bet": the Bet (coins paid as the SPELL or PIECE was used, its use
    ability's `additional_cost`) was made."""

    name: ClassVar[str] = "made_bet"

    def describe(self) -> str:
        return "you made a bet"


@dataclass(frozen=True)
class CoinsGained(Quantity):
    """How many coins a player gained this game ("if you have not gained [Coin] during
    this game"): by any effect, a gain beyond the most a player may have not counting
    (docs/engine-hooks.md, "Coins")."""

    name: ClassVar[str] = "coins_gained"
    shorthand: ClassVar[str | None] = "player"

    player: Player = Player.YOU

    def value(self, scope: Scope) -> int:
        return scope.game.players[player_of(self.player, scope.controller)].coins_gained

    def describe(self) -> str:
        return f"coin {self._who()} gained during this game"

    def number(self) -> str:
        return f"the number of coins {self._who()} gained during this game"

    def compared(self, least: int | None, most: int | None) -> str:
        who = self._who()
        if most == 0 and not least:
            has = "have" if self.player is Player.YOU else "has"
            return f"{who} {has} not gained coins during this game"
        return f"{who} gained {english.spelled_range(least, most)} coins during this game"

    def _who(self) -> str:
        return "you" if self.player is Player.YOU else "your opponent"
