"""What one player may see of a game.

An `Observation` is a read-only view, made in constant time for every decision; its
methods copy what they return. It shows the player's own hand and LRIG deck, every
public zone (en-2021-glossary.txt, "Public zone"), the sizes of the hidden zones, and
never the order or contents of a main deck or a Life Cloth, except the cards that the
player's pending decision offers (an effect searching the deck shows them). The opponent's LRIGs are
hidden until they are turned face up at the end of setup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.cards.model import Card
from deckcheck.engine.actions import Decision
from deckcheck.engine.constants import PUBLIC_ZONES, Phase, Step, Zone

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


# Zones as the ints the game stores (an enum lookup per check costs more than the rest).
_LRIG = int(Zone.LRIG)
_PUBLIC = frozenset(int(zone) for zone in PUBLIC_ZONES)
_OWN = frozenset({int(Zone.HAND), int(Zone.LRIG_DECK)})
# The public zones whose cards are always face up (the LRIG zone's are not, during setup).
_OPEN = _PUBLIC - {_LRIG}


class HiddenCardError(LookupError):
    """An agent asked about a card its player may not see."""


class Observation:
    __slots__ = ("_game", "player")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player

    # ------------------------------------------------------------ the situation

    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def turn_player(self) -> int:
        return self._game.turn_player

    @property
    def first_player(self) -> int:
        return self._game.first_player

    @property
    def phase(self) -> Phase:
        return self._game.phase

    @property
    def step(self) -> Step:
        return self._game.step

    @property
    def decision(self) -> Decision | None:
        """The pending decision when it is this player's, else None."""
        decision = self._game.decision
        return decision if decision is not None and decision.player == self.player else None

    # ------------------------------------------------------------ sampling

    @property
    def can_sample(self) -> bool:
        """Whether `sample()` works now: at this player's decision, between effects (the
        Ener, grow and main phases, the attack phase's use windows, attacks, guard)."""
        from deckcheck.engine.determinise import can_determinise

        return can_determinise(self._game, self.player)

    def sample(self, seed: int) -> Game:
        """A copy of the game as this player may believe it to be: what it sees is as
        it is; its deck order and Life Cloth, the opponent's hand, deck and Life Cloth
        are dealt afresh from `seed` (`deckcheck.engine.determinise`). The copy is the
        searcher's to play: nothing done to it reaches this game."""
        from deckcheck.engine.determinise import determinise

        return determinise(self._game, self.player, seed)

    # ------------------------------------------------------------ zones

    def hand(self) -> list[int]:
        return list(self._game.players[self.player].hand)

    def lrig_deck(self) -> list[int]:
        return list(self._game.players[self.player].lrig_deck)

    def zone(self, player: int, zone: Zone) -> list[int]:
        """A public zone of either player, or the observer's own hand or LRIG deck."""
        if zone in PUBLIC_ZONES or (player == self.player and zone in (Zone.HAND, Zone.LRIG_DECK)):
            if zone == Zone.LRIG and not self._lrig_visible(player):
                raise HiddenCardError("the LRIGs are still face down")
            return self._game.cards_in(player, zone)
        raise HiddenCardError(f"{zone.label} is hidden")

    def signi(self, player: int) -> list[int]:
        """The three SIGNI zones of `player` (-1 for an empty zone)."""
        return list(self._game.players[player].signi)

    def lrigs(self, player: int) -> list[int]:
        """The LRIG of each LRIG zone of `player` (-1 when empty or still face down)."""
        if not self._lrig_visible(player):
            return [-1] * len(self._game.players[player].lrig)
        return self._game.players[player].lrig_tops()

    def center(self, player: int) -> int:
        return self._game.center(player) if self._lrig_visible(player) else -1

    def size(self, player: int, zone: Zone) -> int:
        """How many cards a zone holds (hidden zones too)."""
        return len(self._game.cards_in(player, zone))

    def life_cloth(self, player: int) -> int:
        return len(self._game.players[player].life)

    def deck_size(self, player: int) -> int:
        return len(self._game.players[player].deck)

    def coins(self, player: int) -> int:
        return self._game.players[player].coins

    def relationships(self, player: int) -> frozenset[str]:
        """The students a player has a relationship with (public: docs/engine-hooks.md,
        "Bond")."""
        return frozenset(self._game.players[player].relationships)

    def gate(self, player: int) -> int:
        """The SIGNI zone holding a player's [Gate], -1 when there is none (public:
        docs/engine-hooks.md, "Gate")."""
        return self._game.players[player].gate

    def markers(self, player: int) -> tuple[tuple[int, str], ...]:
        """The markers in the SIGNI zones of a player's field, each its zone and name
        (public: docs/engine-hooks.md, "Markers on SIGNI zones")."""
        return tuple((m.slot, m.name) for m in self._game.markers if m.player == player)

    def viruses(self, player: int) -> frozenset[int]:
        """The SIGNI zones of a player's field holding a [Virus] (public:
        docs/engine-hooks.md, "Virus")."""
        return frozenset(self._game.virus_zones(player))

    # ------------------------------------------------------------ cards

    def can_see(self, card: int) -> bool:
        game = self._game
        zone = game.zone[card]
        if zone == _LRIG:
            return self._lrig_visible(game.owner[card])
        if zone in _PUBLIC:
            return True
        if zone in _OWN and game.owner[card] == self.player:
            return True
        return self._offered(card)

    def _offered(self, card: int) -> bool:
        """A hidden card that the player's pending decision offers (a search of the deck, a
        card an effect puts onto the field): the effect lets the player see it
        (en-2021-glossary.txt, "Public zone": "only the player who is allowed to see it
        by the effect or other rules can see it"). A choice among face-down cards
        (`Decision.hidden`) shows nothing."""
        decision = self._game.decision
        return (
            decision is not None
            and decision.player == self.player
            and not decision.hidden
            and any(option.a == card for option in decision.options)
        )

    def card(self, card: int) -> Card:
        """The printed card of a visible card instance."""
        self._require(card)
        return self._game.defs[card].card

    def power(self, card: int) -> int:
        self._require(card)
        return self._game.power(card)

    def level(self, card: int) -> int:
        self._require(card)
        return self._game.level(card)

    def keywords(self, card: int) -> int:
        self._require(card)
        return self._game.keywords(card)

    def is_downed(self, card: int) -> bool:
        self._require(card)
        return bool(self._game.downed[card])

    def is_frozen(self, card: int) -> bool:
        self._require(card)
        return bool(self._game.frozen[card])

    def limit(self, player: int) -> int:
        return self._game.limit(player)

    def pay_colors(self, card: int) -> int:
        """The colours (bit mask) the card pays as in an Ener Zone: every colour with
        [Multi Ener]."""
        self._require(card)
        return self._game.pay_colors(card)

    def ener_masks(self, player: int) -> tuple[int, ...]:
        """`pay_colors` of each card of a player's Ener Zone (a public zone)."""
        return self._game.ener_masks(player)

    def _require(self, card: int) -> None:
        # `can_see`'s first answer without its call: most cards asked about are in the open.
        if self._game.zone[card] not in _OPEN and not self.can_see(card):
            raise HiddenCardError(f"card {card} is hidden from player {self.player}")

    def _lrig_visible(self, player: int) -> bool:
        return player == self.player or self._game.revealed
