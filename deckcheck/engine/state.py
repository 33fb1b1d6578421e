"""The state of a game, with no rules in it.

Every card instance of a game has a small integer id. Per-instance facts live in flat
lists indexed by id (the card's CardDef, owner, zone, SIGNI/LRIG zone slot, downed,
frozen); each player's zones are plain lists of ids (a pile's top is its last
element), SIGNI zones a list of three ids (-1 when empty), LRIG zones a list of
stacks (the top of a stack is the LRIG; the cards below are underneath it), and the
cards under the SIGNI of each SIGNI zone a list per zone (zone UNDER). Nothing here is
ever deep-copied: performance depends on it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NamedTuple

from deckcheck.engine.abilities import Ability, BurstCounter, Effect, TriggeredAbility
from deckcheck.engine.carddefs import CardDef
from deckcheck.engine.constants import NO_CARD, Phase, Step, Timing, Zone
from deckcheck.engine.continuous import ATTRIBUTES, ContinuousEffect
from deckcheck.engine.events import EVENT_KINDS, Event
from deckcheck.formats.game import GameRules, RefreshTiming

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

# Every zone, for the piles of a new player (asking an enum its length is not free).
_ZONES = tuple(Zone)

# Zones kept as plain lists (all but the SIGNI and LRIG zones).
PILE_ZONES = (
    Zone.DECK,
    Zone.HAND,
    Zone.ENER,
    Zone.TRASH,
    Zone.LRIG_DECK,
    Zone.LRIG_TRASH,
    Zone.LIFE,
    Zone.CHECK,
    Zone.REMOVED,
    Zone.SOUL,
)


class PlayerState:
    """One player's zones and per-turn counters."""

    __slots__ = (
        "check",
        "coins",
        "coins_gained",
        "deck",
        "discarded",
        "effect_draws",
        "ener",
        "ener_charged",
        "face_down",
        "gate",
        "grew",
        "hand",
        "index",
        "life",
        "lrig",
        "lrig_deck",
        "lrig_deck_timing",
        "lrig_deck_usable",
        "lrig_trash",
        "piles",
        "refreshes",
        "relationships",
        "removed",
        "retired",
        "signi",
        "trash",
        "under",
        "used",
        "viruses",
    )

    def __new__(cls, *args: object, **kwargs: object) -> PlayerState:
        # `copy` makes its blank copy with `PlayerState.__new__(PlayerState)`: see
        # `Game.__new__`.
        return super().__new__(cls)

    def __init__(self, index: int, lrig_zones: int) -> None:
        self.index = index
        self._name_piles([[] for _ in _ZONES])
        self.signi: list[int] = [NO_CARD, NO_CARD, NO_CARD]
        # The cards under the SIGNI of each SIGNI zone (bottom first).
        self.under: list[list[int]] = [[], [], []]
        # The cards face down in each SIGNI zone, no SIGNI (docs/engine-hooks.md,
        # "Face-down cards in a SIGNI zone").
        self.face_down: list[list[int]] = [[], [], []]
        self.lrig: list[list[int]] = [[] for _ in range(lrig_zones)]
        self.coins = 0
        # The coins this player gained by effects this game (docs/engine-hooks.md, "Coins").
        self.coins_gained = 0
        # The students this player has a relationship with (docs/engine-hooks.md, "Bond").
        self.relationships: set[str] = set()
        # The SIGNI zone (0 to 2, left to right) that holds this player's [Gate], -1 when
        # there is none (docs/engine-hooks.md, "Gate").
        self.gate = -1
        # The SIGNI zones of this player's field that hold a [Virus], a bit each (bit i:
        # zone i, left to right; docs/engine-hooks.md, "Virus").
        self.viruses = 0
        # The use timings of the usable cards (PIECE, ARTS, Assist LRIG) in the LRIG deck;
        # -1 when the LRIG deck changed since it was computed.
        self.lrig_deck_timing = -1
        # Those usable cards by use timing, in LRIG deck order (valid with lrig_deck_timing).
        self.lrig_deck_usable: dict[int, tuple[int, ...]] = {}
        # Per-turn counters, reset at the start of every turn.
        self.refreshes = 0
        self.grew = False
        self.retired = False
        self.ener_charged = 0
        self.discarded = 0
        # Cards drawn by effects (not in the draw phase), and the cards used (SPELL,
        # PIECE, ARTS), this turn.
        self.effect_draws = 0
        self.used: list[int] = []

    def _name_piles(self, piles: list[list[int]]) -> None:
        """`piles[zone]`, the list of that zone, and a name for each pile (the same list):
        SIGNI and LRIG zones are not piles."""
        self.piles = piles
        self.deck = piles[Zone.DECK]
        self.hand = piles[Zone.HAND]
        self.ener = piles[Zone.ENER]
        self.trash = piles[Zone.TRASH]
        self.lrig_deck = piles[Zone.LRIG_DECK]
        self.lrig_trash = piles[Zone.LRIG_TRASH]
        self.life = piles[Zone.LIFE]
        self.check = piles[Zone.CHECK]
        self.removed = piles[Zone.REMOVED]

    def reset_turn(self) -> None:
        self.refreshes = 0
        self.grew = False
        self.retired = False
        self.ener_charged = 0
        self.discarded = 0
        self.effect_draws = 0
        self.used.clear()

    def copy(self) -> PlayerState:
        """An independent copy (for `Game.fork`): every zone a new list."""
        clone = PlayerState.__new__(PlayerState)
        clone.index = self.index
        clone._name_piles([list(pile) for pile in self.piles])
        clone.signi = list(self.signi)
        clone.under = [list(cards) for cards in self.under]
        clone.face_down = [list(cards) for cards in self.face_down]
        clone.lrig = [list(stack) for stack in self.lrig]
        clone.coins = self.coins
        clone.coins_gained = self.coins_gained
        clone.relationships = set(self.relationships)
        clone.gate = self.gate
        clone.viruses = self.viruses
        clone.lrig_deck_timing = -1
        clone.lrig_deck_usable = {}
        clone.refreshes = self.refreshes
        clone.grew = self.grew
        clone.retired = self.retired
        clone.ener_charged = self.ener_charged
        clone.discarded = self.discarded
        clone.effect_draws = self.effect_draws
        clone.used = list(self.used)
        return clone

    def lrig_tops(self) -> list[int]:
        """The LRIG of each LRIG zone (-1 for an empty zone)."""
        return [stack[-1] if stack else NO_CARD for stack in self.lrig]

    def signi_cards(self) -> list[int]:
        return [card for card in self.signi if card >= 0]


class Cause:
    """Who or what changes the game (`GameState.cause`), as one small int: the effect of
    player 0 or 1 (the player's number), a cost paid by player 0 or 1 (COST + the
    player), or NONE (a rule-based action, a game action such as the Ener phase)."""

    NONE: Final = -1
    COST: Final = 2

    @staticmethod
    def player(cause: int) -> int:
        """The player whose effect or cost it is (-1 for NONE)."""
        return cause if cause < Cause.COST else cause - Cause.COST

    @staticmethod
    def is_effect(cause: int) -> bool:
        return 0 <= cause < Cause.COST

    @staticmethod
    def is_cost(cause: int) -> bool:
        return cause >= Cause.COST


class ZoneMarker(NamedTuple):
    """A marker an effect put in a SIGNI zone, carrying an ability ("Put one [Hastalyk] on
    one of your opponent's SIGNI Zones"; docs/engine-hooks.md, "Markers on SIGNI zones"):
    in `player`'s SIGNI zone `slot`, named `name`, put by the effect of `controller`'s
    card `source`."""

    player: int
    slot: int
    name: str
    controller: int
    source: int


class Delayed(NamedTuple):
    """A delayed triggered ability (`Operations.add_delayed`): of `controller`, from the
    card `source`, about the cards `watched` (each with the zone it was in: a card that
    moved is a new card), or, with `covers`, about the card of each event that `covers`
    accepts as it happens, or, with `marker`, the ability that marker carries, for as long
    as it is on the field; until the end of turn `ends_after_turn`; `once`: it triggers
    once at most; `skip`: the next `skip` times it would trigger pass without it
    ("at the beginning of your main phase after your next main phase")."""

    controller: int
    source: int
    ability: TriggeredAbility
    watched: tuple[tuple[int, int], ...]
    ends_after_turn: int
    once: bool
    ability_index: int
    covers: Callable[[Game, int], bool] | None = None
    skip: int = 0
    marker: ZoneMarker | None = None


class PendingTrigger(NamedTuple):
    """A triggered ability waiting to be processed."""

    controller: int
    source: int
    ability: Ability
    event: Event | None
    # The index of the ability on its card (for limits), or -1 for the engine's own.
    ability_index: int


class DamageShield:
    """Prevents the next `times` damage to `player` (from sources `from_source` accepts);
    each time, `instead` (an effect of `controller`'s, from the card `source`) happens
    besides, or None."""

    __slots__ = (
        "controller",
        "ends_after_turn",
        "from_source",
        "instead",
        "player",
        "source",
        "times",
    )

    def __init__(
        self,
        player: int,
        times: int,
        ends_after_turn: int,
        from_source: Callable[[int], bool] | None,
        instead: Effect | None = None,
        controller: int = -1,
        source: int = -1,
    ) -> None:
        self.player = player
        self.times = times
        self.ends_after_turn = ends_after_turn
        self.from_source = from_source
        self.instead = instead
        self.controller = player if controller < 0 else controller
        self.source = source

    def copy(self) -> DamageShield:
        return DamageShield(
            self.player,
            self.times,
            self.ends_after_turn,
            self.from_source,
            self.instead,
            self.controller,
            self.source,
        )


class GameState:
    """Zones, per-instance flags and turn state of one game. Rules live in subclasses."""

    # What a copy shares with its original: facts that never change during a game (a card
    # that becomes another card replaces `defs` and the `base_` lists whole, never
    # changing them in place: `Operations.become`).
    SHARED = frozenset(
        {
            "rules",
            "defs",
            "owner",
            "base_power",
            "base_level",
            "base_keywords",
            "kind",
            "offfield_actions",
        }
    )

    def __init__(self, rules: GameRules, defs: list[CardDef], owners: list[int]) -> None:
        count = len(defs)
        self.rules = rules
        self.defs = defs
        self.owner = owners
        self.base_power = [d.power for d in defs]
        self.base_level = [d.level for d in defs]
        self.base_keywords = [d.keywords for d in defs]
        self.kind = [d.kind for d in defs]
        self.zone = bytearray(count)
        self.slot = bytearray(count)
        self.downed = bytearray(count)
        self.frozen = bytearray(count)
        # Awakened SIGNI: a state a SIGNI keeps while it stays on the field (engine-hooks.md).
        self.awakened = bytearray(count)
        # A crushed card in the check zone (rule-based action 3 moves it to the Ener Zone)
        # and one whose Life Burst is still waiting to be processed.
        self.crushed = bytearray(count)
        self.burst_pending = bytearray(count)
        # Crushed cards whose Life Burst a player may stop by paying (card -> counter).
        self.burst_counters: dict[int, BurstCounter] = {}
        self.players = (PlayerState(0, rules.lrigs), PlayerState(1, rules.lrigs))
        self.center_zone = rules.center_zone
        # Set when a LRIG zone changes: rule-based action 5 need only look then.
        self.lrigs_changed = False
        self.turn = 0
        self.turn_player = 0
        self.first_player = 0
        self.phase = Phase.SETUP
        self.step = Step.NONE
        self.revealed = False
        # Uses of limited abilities: (card, ability index) -> count, this turn and this game.
        self.turn_uses: dict[tuple[int, int], int] = {}
        self.game_uses: dict[tuple[int, int], int] = {}
        # Continuous effects in force, one list per Attribute, in timestamp order.
        self.effects: list[list[ContinuousEffect]] = [[] for _ in range(ATTRIBUTES)]
        # Triggered abilities listening, per event kind: (card, ability index, ability).
        self.watchers: list[list[tuple[int, int, Ability]]] = [[] for _ in range(EVENT_KINDS)]
        self.pending: tuple[list[PendingTrigger], list[PendingTrigger]] = ([], [])
        # Whether any card of the game has an [Action] ability (printed or granted).
        self.any_actions = any(d.actions for d in defs)
        # Whether any card of the game is a Cross SIGNI: no SIGNI can be crossed otherwise
        # (docs/engine-hooks.md, "Cross").
        self.any_cross = any(d.cross_left_of or d.cross_right_of for d in defs)
        # Whether any card cuts in just after a card of a kind is used (Timing.CUT_IN),
        # and the card being used that a cut-in window is open for (docs/engine-hooks.md,
        # "Cut-ins just after a card is used").
        self.any_cut_ins = any(d.timing & Timing.CUT_IN for d in defs)
        self.cut_in_on = NO_CARD
        # The cards with [Action] abilities used from the trash, Ener Zone or hand.
        self.offfield_actions = frozenset(i for i, d in enumerate(defs) if d.offfield_actions)
        # Abilities granted to cards for a while: card -> [(index, ability, ends_after_turn)].
        self.granted: dict[int, list[tuple[int, Ability, int]]] = {}
        self.grants_made = 0
        # How many effects ending with a phase (`ends_after_phase`) may be in force: none,
        # and the end of a phase reads no effect.
        self.phase_bound = 0
        # A card leaving the field while the events of its leaving are announced, and the
        # ABILITY effects that covered it on the field (it sees its leaving with them).
        self.leaving_grants: dict[int, list[ContinuousEffect]] = {}
        # Souls: each card attached to a SIGNI as a Soul, and that SIGNI (its host).
        self.soul_host: dict[int, int] = {}
        # Event kinds on which abilities granted by continuous effects are looked for.
        self.granted_kinds: set[int] = set()
        # "The next N times you would take damage, you don't": [player, times, ends, sources].
        self.damage_shields: list[DamageShield] = []
        # Set while a card is put onto the field without its [Enter] abilities triggering.
        self.suppress_enter = False
        # Cards (SPELLs being used) whose effect a cut-in negated.
        self.negated: set[int] = set()
        # The cards being used (in a check zone, from the declaration of their use to its
        # end) and the zone each goes to once used: where a countered one goes at once.
        self.use_after: dict[int, int] = {}
        # The cards paid for the play condition of each RESONA on the field that was
        # played by paying it (docs/engine-hooks.md, "RESONA").
        self.resona_paid: dict[int, tuple[int, ...]] = {}
        # The cards under SIGNI that are [Charm]s (docs/engine-hooks.md, "[Charm]").
        self.charms: set[int] = set()
        # The cards under SIGNI that are [Accessory]s, and the SIGNI that had one as they
        # last left the field (docs/engine-hooks.md, "[Accessory]").
        self.accessories: set[int] = set()
        # Set while COLOR effects are read: a colour read by their tests meanwhile is the
        # printed one (docs/engine-hooks.md, "Colours changed").
        self.reading_colors = False
        self.left_accessorized: set[int] = set()
        # The SIGNI that were crossed as they last left the field: a leaving SIGNI is read
        # so while the events of its leaving are announced (docs/engine-hooks.md, "Cross").
        self.left_crossed: set[int] = set()
        # The cards that were under each SIGNI as it last left the field ("target SIGNI
        # from your trash that was underneath this SIGNI").
        self.left_under: dict[int, tuple[int, ...]] = {}
        # The power each SIGNI had as it last left the field, kept while that was its last
        # move ("the power of the SIGNI put into the trash this way": its last known
        # power; docs/engine-hooks.md, "Last known power").
        self.left_power: dict[int, int] = {}
        # How many of each player's next turns are skipped ("skip your next turn").
        self.skipped_turns: list[int] = [0, 0]
        # The players who take the turns right after this one, in order, before the turns
        # alternate again ("after this turn, you get an additional turn").
        self.extra_turns: list[int] = []
        # The level each SIGNI had at the last rule-based action check.
        self.seen_level: dict[int, int] = {}
        # The SIGNI or LRIG whose attack is being processed (-1 between attacks), whether
        # that attack dealt damage or was negated, and how often each card attacked this turn.
        self.attacking = NO_CARD
        self.attack_damaged = False
        self.attack_negated = False
        self.attacks_made: dict[int, int] = {}
        # What is changing the game now (`Cause`): the effect of a player being processed,
        # a cost a player pays, or neither (the rules, a player's own game action).
        self.cause = Cause.NONE
        # The card whose effect is being processed (`run_effect`), NO_CARD otherwise: what
        # an effect changes is affected by that card's effect ("Affected by an effect").
        self.effect_source = NO_CARD
        # While the second SIGNI of a swap announces its move, the first one (they moved
        # together: "whenever one or more SIGNI move" triggers once); NO_CARD otherwise.
        self.moved_with = NO_CARD
        # While the events of a SIGNI's leaving the field are announced, that SIGNI: it is
        # read as it was in its last SIGNI zone ("banishes an infected SIGNI"); NO_CARD
        # otherwise.
        self.leaving = NO_CARD
        # Every card moved this turn, in order: (card, from zone, to zone, cause).
        self.turn_moves: list[tuple[int, int, int, int]] = []
        # The events of this turn of the kinds cards count (Life Cloth a SIGNI crushed, the
        # third time something happened), in order: `TURN_LOGGED`.
        self.turn_events: list[Event] = []
        # The power of each SIGNI on the field as last announced (POWER_CHANGED), while an
        # ability listens for it.
        self.known_power: dict[int, int] = {}
        # Refresh at once, the moment a deck runs out (classic), not between effects; and
        # whether a refresh may end the turn now (not while the turn is already over).
        self.refresh_at_once = rules.refresh is RefreshTiming.IMMEDIATE
        self.refreshing = False
        self.turn_closing = False
        # Effects to process at the end of this turn (a SIGNI trashed then, say): (turn,
        # controller, source, effect), queued by the end phase.
        self.at_turn_end: list[tuple[int, int, int, Effect]] = []
        # Delayed triggered abilities ("whenever target SIGNI attacks this turn, ..."): one
        # `Delayed` each, until the end of its turn or, `once`, until it has triggered.
        self.delayed: list[Delayed] = []
        # Cards in a check zone that go to the trash instead of the Ener Zone, with what
        # happens besides: card -> (controller, source, effect or None).
        self.ener_replaced: dict[int, tuple[int, int, Effect | None]] = {}
        # The markers effects put in SIGNI zones, in the order they were put
        # (docs/engine-hooks.md, "Markers on SIGNI zones").
        self.markers: list[ZoneMarker] = []
        # Cards that became another card for a while ("becomes 'Servant ZERO' until end of
        # turn"): card -> (the turn at whose end it ends, its own CardDef); docs/engine-hooks.md,
        # "Becoming another card".
        self.became: dict[int, tuple[int, CardDef]] = {}

    def copy_state_to(self, clone: GameState) -> None:
        """Make `clone` an independent copy of this state: the facts shared, every zone,
        flag, effect and pending ability copied (listeners are left out: a copy reports
        to no one)."""
        # Every attribute by name (a compiled class has no `__dict__` to copy from):
        # first the facts that never change, shared; then the values; then the copies.
        clone.rules = self.rules
        clone.defs = self.defs
        clone.owner = self.owner
        clone.base_power = self.base_power
        clone.base_level = self.base_level
        clone.base_keywords = self.base_keywords
        clone.kind = self.kind
        clone.offfield_actions = self.offfield_actions
        clone.center_zone = self.center_zone
        clone.lrigs_changed = self.lrigs_changed
        clone.turn = self.turn
        clone.turn_player = self.turn_player
        clone.first_player = self.first_player
        clone.phase = self.phase
        clone.step = self.step
        clone.revealed = self.revealed
        clone.any_actions = self.any_actions
        clone.any_cross = self.any_cross
        clone.any_cut_ins = self.any_cut_ins
        clone.cut_in_on = self.cut_in_on
        clone.grants_made = self.grants_made
        clone.phase_bound = self.phase_bound
        clone.suppress_enter = self.suppress_enter
        clone.attacking = self.attacking
        clone.attack_damaged = self.attack_damaged
        clone.attack_negated = self.attack_negated
        clone.cause = self.cause
        clone.effect_source = self.effect_source
        clone.moved_with = self.moved_with
        clone.leaving = self.leaving
        clone.refresh_at_once = self.refresh_at_once
        clone.refreshing = self.refreshing
        clone.turn_closing = self.turn_closing
        clone.zone = bytearray(self.zone)
        clone.slot = bytearray(self.slot)
        clone.downed = bytearray(self.downed)
        clone.frozen = bytearray(self.frozen)
        clone.awakened = bytearray(self.awakened)
        clone.crushed = bytearray(self.crushed)
        clone.burst_pending = bytearray(self.burst_pending)
        clone.burst_counters = dict(self.burst_counters)
        first, second = self.players
        clone.players = (first.copy(), second.copy())
        clone.turn_uses = dict(self.turn_uses)
        clone.game_uses = dict(self.game_uses)
        clone.effects = [list(effects) for effects in self.effects]
        clone.watchers = [
            [w for w in watchers if w[0] != NO_CARD] if watchers else []
            for watchers in self.watchers
        ]
        clone.pending = (list(self.pending[0]), list(self.pending[1]))
        clone.granted = {card: list(grants) for card, grants in self.granted.items()}
        clone.soul_host = dict(self.soul_host)
        clone.granted_kinds = set(self.granted_kinds)
        clone.damage_shields = [shield.copy() for shield in self.damage_shields]
        clone.negated = set(self.negated)
        clone.use_after = dict(self.use_after)
        clone.resona_paid = dict(self.resona_paid)
        clone.charms = set(self.charms)
        clone.accessories = set(self.accessories)
        clone.reading_colors = self.reading_colors
        clone.left_accessorized = set(self.left_accessorized)
        clone.left_crossed = set(self.left_crossed)
        clone.left_under = dict(self.left_under)
        clone.left_power = dict(self.left_power)
        clone.skipped_turns = list(self.skipped_turns)
        clone.extra_turns = list(self.extra_turns)
        clone.seen_level = dict(self.seen_level)
        clone.attacks_made = dict(self.attacks_made)
        clone.turn_moves = list(self.turn_moves)
        clone.turn_events = list(self.turn_events)
        clone.known_power = dict(self.known_power)
        clone.at_turn_end = list(self.at_turn_end)
        clone.delayed = list(self.delayed)
        clone.leaving_grants = {
            card: list(effects) for card, effects in self.leaving_grants.items()
        }
        clone.ener_replaced = dict(self.ener_replaced)
        clone.markers = list(self.markers)
        clone.became = dict(self.became)

    @property
    def card_count(self) -> int:
        return len(self.defs)

    def pile(self, player: int, zone: Zone) -> list[int]:
        return self.players[player].piles[zone]

    def cards_in(self, player: int, zone: Zone) -> list[int]:
        """Every card of `player` in `zone`, as a new list (LRIG zones: every card)."""
        p = self.players[player]
        if zone == Zone.SIGNI:
            return p.signi_cards()
        if zone == Zone.LRIG:
            return [card for stack in p.lrig for card in stack]
        if zone == Zone.UNDER:
            return [card for cards in p.under for card in cards]
        if zone == Zone.FACE_DOWN:
            return [card for cards in p.face_down for card in cards]
        return list(p.piles[zone])

    def center(self, player: int) -> int:
        """The Center LRIG of `player` (-1 before setup)."""
        stack = self.players[player].lrig[self.center_zone]
        return stack[-1] if stack else NO_CARD

    def is_lrig_top(self, card: int) -> bool:
        if self.zone[card] != Zone.LRIG:
            return False
        stack = self.players[self.owner[card]].lrig[self.slot[card]]
        return bool(stack) and stack[-1] == card

    def is_active(self, card: int) -> bool:
        """Whether the card's abilities work where it is: a LRIG covered by another
        LRIG is in a LRIG zone but not on the field as a LRIG."""
        zone = self.zone[card]
        return zone != Zone.LRIG or self.is_lrig_top(card)
