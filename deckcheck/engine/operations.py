"""The operations every rule and every effect uses to change the game.

This is the only layer that moves cards and changes their state. Each operation keeps
the invariants (a card is in exactly one zone; the zone lists, `zone` and `slot`
agree; a card that leaves the field loses its state and the effects on it), emits
its event, and writes its log entry. Effects change the game only through these
methods; the rules of the turn use them too. Derived values (power, level, limit,
keywords, costs) are read here as well, because they are where continuous effects
meet the printed values.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from deckcheck.engine.abilities import (
    Ability,
    BurstCounter,
    ConstantAbility,
    CostVector,
    Effect,
    EffectContext,
    LifeBurst,
    Limit,
    Procedure,
    TriggeredAbility,
)
from deckcheck.engine.abilities import no_effect as _no_effect
from deckcheck.engine.carddefs import CardDef
from deckcheck.engine.constants import KW, NO_CARD, CardKind, Phase, Zone, zone_bit
from deckcheck.engine.continuous import (
    NEVER,
    Attribute,
    ContinuousEffect,
    Mode,
    Protection,
    Restriction,
    changed_power,
    derive,
    derive_changed,
    derive_cost,
    derive_for_player,
    derive_keywords,
    place_bit,
    power_set_blocked,
)
from deckcheck.engine.events import TURN_LOGGED, Event, EventKind
from deckcheck.engine.keywords import LANCER, LIFE_BURST, S_LANCER
from deckcheck.engine.log import LogCode, LogEntry
from deckcheck.engine.outcome import GameOver, OutcomeReason, TurnEnded
from deckcheck.engine.state import (
    PILE_ZONES,
    Cause,
    DamageShield,
    Delayed,
    GameState,
    PendingTrigger,
    PlayerState,
    ZoneMarker,
)
from deckcheck.formats.game import GameRules, ResonaExit

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

# Indexes of granted abilities start here (printed abilities are numbered from 0).
GRANTED_INDEX = 1000
# Indexes of the [Action] abilities a card has of other cards (ACTIONS_OF): this plus
# the lending card times LENT_STRIDE plus the ability's index on that card, so that each
# keeps its own limit.
LENT_INDEX = 1_000_000
LENT_STRIDE = 64
_SIGNI = int(Zone.SIGNI)
_LRIG = int(Zone.LRIG)
_UNDER = int(Zone.UNDER)
_HAND = int(Zone.HAND)
_LRIG_DECK = int(Zone.LRIG_DECK)
_LRIG_TRASH = int(Zone.LRIG_TRASH)
_CHECK = int(Zone.CHECK)
_DECK = int(Zone.DECK)
_TRASH = int(Zone.TRASH)
_ENER = int(Zone.ENER)
_SOUL = int(Zone.SOUL)
_FACE_DOWN = int(Zone.FACE_DOWN)
_FIELD = (1 << _SIGNI) | (1 << _LRIG)
# The protections (`Protection` bits) against moves off the field.
_LEAVING = Protection.VANISH | Protection.BOUNCE | Protection.TRASH
# The piles a card moves between without any zone's own rule (`_move_pile`): not the
# check zone (where a Life Burst waits) nor a [Soul] (which has a host).
_PILES = sum(1 << zone for zone in PILE_ZONES if zone not in (Zone.CHECK, Zone.SOUL))
# Cards of the LRIG deck: out of play, they go to the LRIG trash (en-2021-glossary.txt,
# "LRIG Trash").
_LRIG_DECK_KINDS = frozenset(
    {CardKind.LRIG, CardKind.ASSIST_LRIG, CardKind.PIECE, CardKind.ARTS, CardKind.RESONA}
)
_RESONA = int(CardKind.RESONA)
_SIGNI_KIND = int(CardKind.SIGNI)
_LRIG_KIND = int(CardKind.LRIG)
# Where a RESONA leaving the field may go as it is told: onto the field again (another
# SIGNI zone), under a SIGNI, the LRIG deck or the LRIG trash; elsewhere, the format's
# `resona_exit`.
_RESONA_KEPT = (
    (1 << _SIGNI)
    | (1 << int(Zone.UNDER))
    | (1 << int(Zone.FACE_DOWN))
    | (1 << _LRIG_DECK)
    | (1 << int(Zone.LRIG_TRASH))
)
_RESONA_EXIT = {ResonaExit.LRIG_TRASH: int(Zone.LRIG_TRASH), ResonaExit.LRIG_DECK: _LRIG_DECK}
_MOVED = int(EventKind.MOVED)
_AFFECTED = int(EventKind.AFFECTED)
_ENTERED = int(EventKind.ENTERED_FIELD)
_LEFT = int(EventKind.LEFT_FIELD)
_POWER = int(Attribute.POWER)
_LEVEL = int(Attribute.LEVEL)
_LEVEL_ALSO = int(Attribute.LEVEL_ALSO)
_REVEAL_MORE = int(Attribute.REVEAL_MORE)
_PAYS_AS = int(Attribute.PAYS_AS)
_COLOR = int(Attribute.COLOR)
_LIMIT = int(Attribute.LIMIT)
_KEYWORDS = int(Attribute.KEYWORDS)
_USE_COST = int(Attribute.USE_COST)
_GROW_COST = int(Attribute.GROW_COST)
_SHADOW = int(Attribute.SHADOW)
_PROTECTION = int(Attribute.PROTECTION)
_VANISH_TO = int(Attribute.VANISH_TO)
_LEAVE_TO = int(Attribute.LEAVE_TO)
_LOSE = int(Attribute.LOSE_ABILITIES)
_NO_GAINING = int(Attribute.NO_GAINING)
_ATTACKS = int(Attribute.ATTACKS)
_ATTACKS_AT_MOST = int(Attribute.ATTACKS_AT_MOST)
_NO_COUNTER = int(Attribute.NO_COUNTER)
_SIGNI_ATTACKS_AT_MOST = int(Attribute.SIGNI_ATTACKS_AT_MOST)
_RESTRICTION = int(Attribute.RESTRICTION)
_ABILITY = int(Attribute.ABILITY)
_MUST_ATTACK = int(Attribute.MUST_ATTACK)
_PLACEMENT = int(Attribute.PLACEMENT)
_MUST_TARGET = int(Attribute.MUST_TARGET)
_SIGNI_COUNT = int(Attribute.SIGNI_COUNT)
_DRAW_PHASE_DRAWS = int(Attribute.DRAW_PHASE_DRAWS)
_ERASED_ZONES = int(Attribute.ERASED_ZONES)
_UNAFFECTED = int(Attribute.UNAFFECTED)
_POWER_CHANGE = int(Attribute.POWER_CHANGE)
_LIFE_BURST = int(Attribute.LIFE_BURST)
_ACTIONS_OF = int(Attribute.ACTIONS_OF)
_RISEN = int(EventKind.RISEN)
# The watcher through which abilities granted by continuous effects hear events.
GRANTS_WATCHER = -2
# The watcher through which delayed triggered abilities listen (`add_delayed`).
DELAYED_WATCHER = -3


class Operations(GameState):
    """Game state plus the operations on it."""

    def __init__(
        self,
        rules: GameRules,
        defs: list[CardDef],
        owners: list[int],
        rng: random.Random,
        log: bool,
    ) -> None:
        super().__init__(rules, defs, owners)
        self.rng = rng
        self.log: list[LogEntry] | None = [] if log else None
        # This object as the `Game` it is: what ability callbacks receive (an attribute,
        # not a property: continuous effects pass it on every power read).
        self.game: Game = cast("Game", self)

    # ------------------------------------------------------------------ log

    def note(self, code: LogCode, player: int = -1, a: int = -1, b: int = -1) -> None:
        log = self.log
        if log is not None:
            log.append((self.turn, self.phase, self.step, code, player, a, b))

    def name(self, card: int) -> str:
        return self.defs[card].name

    # ------------------------------------------------------------ derived values

    def power(self, card: int) -> int:
        effects = self.effects[_POWER]
        base = self.base_power[card]
        if not effects:
            return base
        if self.effects[_POWER_CHANGE]:
            return derive_changed(self.game, effects, card, base)
        return derive(self.game, effects, card, base)

    def level(self, card: int) -> int:
        effects = self.effects[_LEVEL]
        base = self.base_level[card]
        return derive(self.game, effects, card, base) if effects else base

    def treated_as_signi(self, card: int, player: int) -> bool:
        """Whether the effects of `player`'s cards may treat `card`, of another type, as a
        SIGNI ("you may treat it as a level one SIGNI": a LEVEL_ALSO effect in GRANT
        mode)."""
        game = self.game
        return any(
            effect.mode == Mode.GRANT and effect.player == player and effect.covers(game, card)
            for effect in self.effects[_LEVEL_ALSO]
        )

    def levels_also(self, card: int, player: int) -> list[int]:
        """The levels the effects of `player`'s cards may treat `card` as besides its own
        ("you may treat it as a level one": LEVEL_ALSO effects)."""
        game = self.game
        return [
            effect.value
            for effect in self.effects[_LEVEL_ALSO]
            if effect.player == player and effect.covers(game, card)
        ]

    def reveal_more(self, player: int) -> int:
        """How many more cards `player` may reveal when their effect would reveal cards from
        the top of their deck (REVEAL_MORE effects: "you may reveal that many plus one
        instead")."""
        game = self.game
        return sum(
            effect.value
            for effect in self.effects[_REVEAL_MORE]
            if effect.covers_player(game, player)
        )

    def keywords(self, card: int) -> int:
        effects = self.effects[_KEYWORDS]
        base = self.base_keywords[card]
        if effects or self.effects[_LOSE]:
            return derive_keywords(self.game, effects, card, base)
        return base

    def can_gain(self, card: int, player: int) -> bool:
        """Whether an effect of `player` may give the card `card` an ability or a keyword:
        not when that player is the opponent of its owner and a NO_GAINING effect covers
        it ("cannot gain new abilities by your opponent's effects")."""
        effects = self.effects[_NO_GAINING]
        if not effects or self.owner[card] == player:
            return True
        return not any(effect.covers(self.game, card) for effect in effects)

    def lost_abilities(self, card: int) -> bool:
        """Whether a "loses its abilities" effect applies to the card now (not one of a
        card it is unaffected by: docs/engine-hooks.md, "Unaffected")."""
        effects = self.effects[_LOSE]
        if not effects:
            return False
        game = self.game
        if not self.effects[_UNAFFECTED]:
            return any(effect.hits(game, card) for effect in effects)
        return any(
            effect.hits(game, card) and not self.unaffected(card, effect.maker)
            for effect in effects
        )

    # Set while `unaffected` reads its effects: a bound they read (the card's power) is
    # read with every effect in force, not asked whether it is unaffected again.
    _reading_unaffected = False

    def unaffected(self, card: int, source: int) -> bool:
        """Whether the card `card` is unaffected by the effects of the card `source` now
        (docs/engine-hooks.md, "Unaffected"): an effect of that card neither selects it
        nor acts on it."""
        effects = self.effects[_UNAFFECTED]
        if not effects or source < 0 or self._reading_unaffected:
            return False
        self._reading_unaffected = True
        try:
            game = self.game
            for effect in effects:
                spared = effect.protects_from
                if spared is None or not spared(game, source) or not effect.hits(game, card):
                    continue
                maker = effect.source
                if maker < 0:
                    return True
                # The [Constant] ability making it works unless its card lost its
                # abilities, to an effect it is not itself spared from by it.
                spares_maker = effect.hits(game, maker)
                if not any(
                    lose.hits(game, maker) and not (spares_maker and spared(game, lose.maker))
                    for lose in self.effects[_LOSE]
                ):
                    return True
            return False
        finally:
            self._reading_unaffected = False

    def is_protected(
        self, card: int, protection: int, source: int = NO_CARD, *, battle: bool = False
    ) -> bool:
        """Whether an effect says the card cannot be vanished (bounced, ...) by `source`;
        in a `battle`, protections only from effects (`Protection.EFFECTS`) do not apply:
        a battle is a rule of the game, not an effect (en-2021-glossary.txt, "Battle").
        Vanishing, returning to the hand and putting into the trash move a SIGNI off the
        field: "cannot be moved from the field" keeps it from them too (`cannot_leave`)."""
        if not battle and source >= 0 and protection & _LEAVING:
            to = _ENER if protection == Protection.VANISH else _HAND
            if protection == Protection.TRASH:
                to = _TRASH
            if self.cannot_leave(card, to, source):
                return True
        for effect in self.effects[_PROTECTION]:
            if battle and effect.value & Protection.EFFECTS:
                continue
            if (
                effect.value & protection
                and effect.covers(self.game, card)
                and (effect.protects_from is None or effect.protects_from(self.game, source))
            ):
                return True
        return False

    def cannot_leave(self, card: int, to: int, source: int) -> bool:
        """Whether an effect says the SIGNI `card` cannot be moved from the field to the
        zone `to` by the effect of `source` (anywhere but the Ener Zone, WXDi-P03-043, say):
        docs/engine-hooks.md, "Kept
        on the field". Only effects are kept out: not a rule-based action, not a cost."""
        if source < 0 or self.zone[card] != _SIGNI:
            return False
        game = self.game
        for effect in self.effects[_PROTECTION]:
            value = effect.value
            if (
                value & Protection.LEAVE
                and not (value >> (Protection.LEAVE_EXCEPT + to)) & 1
                and effect.covers(game, card)
                and (effect.protects_from is None or effect.protects_from(game, source))
            ):
                return True
        return False

    def owner_cannot_trash(self, card: int) -> bool:
        """Whether an effect keeps the card's owner from putting it into the trash in any
        way, an effect, a cost or retiring (`Protection.BY_OWNER`)."""
        return bool(self.effects[_PROTECTION]) and any(
            effect.value & Protection.BY_OWNER and effect.covers(self.game, card)
            for effect in self.effects[_PROTECTION]
        )

    def restricted(self, player: int, restriction: int, card: int = NO_CARD) -> bool:
        """Whether an effect forbids `player` something (`Restriction` bits): anything,
        or with `card` (an effect that covers some cards only: "cannot [Guard] with level
        2 or less SIGNI").
        """
        game = self.game
        for effect in self.effects[_RESTRICTION]:
            if (
                effect.value & restriction
                and effect.covers_player(game, player)
                and (effect.applies is None or (card >= 0 and effect.applies(game, card)))
            ):
                return True
        return False

    def attacks_allowed(self, card: int) -> int:
        """How many times an effect lets `card` attack this turn, downed or not; 0 for the
        usual rule (an upped card attacks, and is downed by it)."""
        effects = self.effects[_ATTACKS]
        return max(0, derive(self.game, effects, card, 0)) if effects else 0

    def attacks_at_most(self, card: int) -> int:
        """The fewest attacks an effect lets `card` make this turn ("can only attack once
        each turn"); -1 when no effect caps them."""
        most = -1
        for effect in self.effects[_ATTACKS_AT_MOST]:
            target = effect.target
            if (
                (target == card or target < 0)
                and (most < 0 or effect.value < most)
                and effect.covers(self.game, card)
            ):
                most = effect.value
        return most

    def signi_attacks_left(self, player: int) -> int:
        """How many more times the SIGNI of `player` may attack this turn, all together,
        by the effects that cap them ("can only attack with SIGNI once this turn"); -1
        when no effect does."""
        most = -1
        game = self.game
        for effect in self.effects[_SIGNI_ATTACKS_AT_MOST]:
            if (most < 0 or effect.value < most) and effect.covers_player(game, player):
                most = effect.value
        if most < 0:
            return -1
        made = 0
        for card, times in self.attacks_made.items():
            if self.owner[card] == player and self.kind[card] != _LRIG_KIND:  # SIGNI, RESONA
                made += times
        return max(0, most - made)

    def has_keyword(self, card: int, keyword: int) -> bool:
        return bool(self.keywords(card) & keyword)

    def limit(self, player: int) -> int:
        """The Center LRIG's limit plus every Assist LRIG's limit, after effects."""
        total = 0
        for stack in self.players[player].lrig:
            if stack:
                total += self.defs[stack[-1]].limit
        effects = self.effects[_LIMIT]
        return derive_for_player(self.game, effects, player, total) if effects else total

    def center_level(self, player: int) -> int:
        center = self.center(player)
        return self.level(center) if center >= 0 else 0

    def signi_levels(self, player: int) -> int:
        total = 0
        for card in self.players[player].signi:
            if card >= 0:
                total += self.level(card)
        return total

    def use_cost(self, card: int) -> CostVector:
        effects = self.effects[_USE_COST]
        base = self.defs[card].cost
        return derive_cost(self.game, effects, card, base) if effects else base

    def grow_cost(self, card: int) -> CostVector:
        effects = self.effects[_GROW_COST]
        base = self.defs[card].grow_cost
        return derive_cost(self.game, effects, card, base) if effects else base

    def colors(self, card: int) -> int:
        """The colours of a card (bits; 0: colourless): its printed ones, as COLOR effects
        in force change them, in the order they came into force (docs/engine-hooks.md,
        "Colours changed")."""
        colors = self.defs[card].colors
        if self.effects[_COLOR] and not self.reading_colors:
            game = self.game
            self.reading_colors = True
            try:
                for effect in self.effects[_COLOR]:
                    if effect.covers(game, card):
                        colors = effect.value if effect.mode == Mode.SET else colors | effect.value
            finally:
                self.reading_colors = False
        return colors

    def pay_colors(self, card: int) -> int:
        """The colours a card in the Ener Zone pays as (en-2021-glossary.txt, "[Multi Ener]";
        PAYS_AS effects add colours; COLOR effects change its own)."""
        if self.effects[_KEYWORDS] and self.keywords(card) & KW.MULTI_ENER:
            return 0b11111
        colors = self.defs[card].pay_colors
        if self.effects[_COLOR] and colors != 0b11111:
            colors = self.colors(card)
        if self.effects[_PAYS_AS]:
            game = self.game
            for effect in self.effects[_PAYS_AS]:
                if effect.covers(game, card):
                    colors |= effect.value
        return colors

    def ener_masks(self, player: int) -> tuple[int, ...]:
        """`pay_colors` of each card of the player's Ener Zone (the printed colours while
        no keyword or PAYS_AS effect is in force)."""
        ener = self.players[player].ener
        if self.effects[_KEYWORDS] or self.effects[_PAYS_AS] or self.effects[_COLOR]:
            return tuple([self.pay_colors(card) for card in ener])
        defs = self.defs
        return tuple([defs[card].pay_colors for card in ener])

    def is_targetable(self, card: int, by_player: int, source: int = NO_CARD) -> bool:
        """Whether `by_player`'s effect from `source` may target `card`.

        en-2021-glossary.txt, "Shadow": "SIGNI with [Shadow] is not targeted by
        Opponent's ability or effect"; restricted variants protect only from the
        sources their ContinuousEffect's `protects_from` accepts.
        """
        if self.owner[card] == by_player:
            return True
        if self.keywords(card) & KW.SHADOW:
            return False
        for effect in self.effects[_SHADOW]:
            if (
                effect.covers(self.game, card)
                and effect.protects_from is not None
                and effect.protects_from(self.game, source)
            ):
                return False
        return True

    # ------------------------------------------------------- events and triggers

    def emit(
        self, kind: EventKind, card: int = -1, player: int = -1, a: int = -1, b: int = -1
    ) -> None:
        """Announce an event; every listening ability whose condition holds triggers.
        An event of a kind cards count is kept for the turn (`turn_events`)."""
        watchers = self.watchers[kind]
        if TURN_LOGGED >> kind & 1:
            event = Event(kind, card, player, a, b)
            self.turn_events.append(event)
            if not watchers:
                return
        elif not watchers:
            return
        else:
            event = Event(kind, card, player, a, b)
        lose = self.effects[_LOSE]
        for source, index, ability in tuple(watchers):
            assert isinstance(ability, TriggeredAbility)
            if source < 0:
                if source == GRANTS_WATCHER:
                    self._trigger_granted(event)
                    continue
                if source == DELAYED_WATCHER:
                    if self.delayed:
                        self._trigger_delayed(event)
                    continue
                # A listener (`listen`): it watches, never triggers.
                assert ability.condition is not None
                ability.condition(self.game, source, event)
                continue
            if lose and self.lost_abilities(source):
                continue
            condition = ability.condition
            if condition is None or condition(self.game, source, event):
                self.trigger(self.owner[source], source, ability, event, index)

    def _trigger_granted(self, event: Event) -> None:
        """Trigger the abilities that continuous effects give cards (ABILITY effects)
        and that listen to this event: on each card an effect covers, the card that the
        event is about included (a card that leaves the field sees its leaving)."""
        game = self.game
        lose = self.effects[_LOSE]
        effects = tuple(self.effects[_ABILITY])
        leaving = self.leaving_grants.get(event.card)
        if leaving:
            # What it had as it left, even an effect on it alone, which ended with it:
            # "[Constant]: as long as ..., this SIGNI gains [Auto]: when this SIGNI is
            # vanished, ..." (en-2021-faq.txt, "[Auto]": it still triggers).
            effects += tuple(effect for effect in leaving if effect not in effects)
        for effect in effects:
            ability = effect.ability
            if not isinstance(ability, TriggeredAbility) or event.kind not in ability.events:
                continue
            covered = self._covered(effect, event.card)
            if leaving and effect in leaving and event.card not in covered:
                covered.append(event.card)
            for card in covered:
                if lose and self.lost_abilities(card):
                    continue
                if ability.condition is None or ability.condition(game, card, event):
                    self.trigger(self.owner[card], card, ability, event, effect.granted_index)

    def _covered(self, effect: ContinuousEffect, also: int = NO_CARD) -> list[int]:
        """The cards an ABILITY effect covers now: its target, or the cards on the field
        (and `also`) it applies to."""
        game = self.game
        if effect.target >= 0:
            return [effect.target] if effect.covers(game, effect.target) else []
        cards = [c for p in self.players for c in p.signi if c >= 0]
        cards.extend(stack[-1] for p in self.players for stack in p.lrig if stack)
        if also >= 0 and also not in cards:
            cards.append(also)
        return [card for card in cards if effect.covers(game, card)]

    def listen(self, kinds: Iterable[EventKind], callback: Callable[[Event], None]) -> None:
        """Call `callback(event)` for every event of `kinds`: for statistics and tools.
        A listener sees the game as the events happen and must not change it."""

        def watch(game: Game, source: int, event: Event) -> bool:
            callback(event)
            return False

        listener = TriggeredAbility(events=tuple(kinds), effect=_no_effect, condition=watch)
        for kind in listener.events:
            self.watchers[kind].append((NO_CARD, -1, listener))

    def add_delayed(
        self,
        controller: int,
        source: int,
        ability: TriggeredAbility,
        cards: Sequence[int],
        ends_after_turn: int,
        once: bool = False,
        covers: Callable[[Game, int], bool] | None = None,
        skip: int = 0,
        marker: ZoneMarker | None = None,
    ) -> None:
        """A delayed triggered ability (every attack this turn of a targeted opposing SIGNI
        negated; an ability for whichever SIGNI attacks next this turn: `once`):
        `controller`'s, from the card `source`, listening until the end of turn
        `ends_after_turn` for events its condition accepts about one of `cards` (the
        condition is asked with that card as the ability's card: `attacks: self`), as long
        as that card stays in the zone it is in now (`ends_after_turn` NEVER: for as long
        as one does, "Abilities tied to a face-down card"); or, with `covers` (and no
        `cards`), about the card of any event that `covers(game, card)` accepts as it happens
        ("when the next SIGNI attacks this turn": a SIGNI that enters the field later too);
        or, with `marker` (and no `cards`), the ability a marker on a SIGNI zone carries,
        for as long as that marker is there (its condition asked with `source` as the
        ability's card: "Markers on SIGNI zones").
        `skip`: the first `skip` times it would trigger pass without it ("at the beginning
        of your main phase after your next main phase": docs/engine-hooks.md, "Delayed
        abilities that wait for a later time"). The rule documents do not describe delayed
        abilities: docs/engine-hooks.md, "Delayed triggered abilities"."""
        self.grants_made += 1
        watched = tuple((card, self.zone[card]) for card in cards)
        index = GRANTED_INDEX + self.grants_made
        self.delayed.append(
            Delayed(
                controller,
                source,
                ability,
                watched,
                ends_after_turn,
                once,
                index,
                covers,
                skip,
                marker,
            )
        )
        for kind in ability.events:
            watchers = self.watchers[kind]
            if not any(entry[0] == DELAYED_WATCHER for entry in watchers):
                watchers.append((DELAYED_WATCHER, -1, _GRANTS))

    def _forget_delayed(self, card: int, frm: int) -> None:
        """`card` left the zone `frm`: the delayed abilities watching it there and no other
        card still where it was end (a card that moved is a new card, even back there)."""
        zone = self.zone
        self.delayed = [
            delayed
            for delayed in self.delayed
            if (card, frm) not in delayed.watched
            or any(zone[other] == where for other, where in delayed.watched)
        ]

    def _trigger_delayed(self, event: Event) -> None:
        game = self.game
        zone = self.zone
        for delayed in tuple(self.delayed):
            ability = delayed.ability
            if event.kind not in ability.events:
                continue
            condition = ability.condition
            marker = delayed.marker
            if marker is not None:
                if marker in self.markers and (
                    condition is None or condition(game, delayed.source, event)
                ):
                    self._delayed_happens(delayed, event)
                continue
            covers = delayed.covers
            if covers is not None:
                card = event.card
                if (
                    card >= 0
                    and covers(game, card)
                    and (condition is None or condition(game, card, event))
                ):
                    self._delayed_happens(delayed, event)
                continue
            for card, where in delayed.watched:
                if zone[card] == where and (condition is None or condition(game, card, event)):
                    self._delayed_happens(delayed, event)
                    break

    def _delayed_happens(self, delayed: Delayed, event: Event) -> None:
        """What `delayed` listens for happened: it triggers, unless it has times to skip
        yet (one fewer then)."""
        if delayed.skip > 0:
            index = self.delayed.index(delayed)
            self.delayed[index] = delayed._replace(skip=delayed.skip - 1)
            return
        self.trigger(
            delayed.controller, delayed.source, delayed.ability, event, delayed.ability_index
        )
        if delayed.once:
            self.delayed.remove(delayed)

    def trigger(
        self, controller: int, source: int, ability: Ability, event: Event | None, index: int = -1
    ) -> None:
        """Queue a triggered ability, unless its limit is used up
        (en-2021-glossary.txt, "{1/Turn}": "used or triggered only once in a turn")."""
        if (
            isinstance(ability, TriggeredAbility)
            and ability.limit
            and index >= 0
            and not self.count_use(source, index, ability.limit)
        ):
            return
        self.pending[controller].append(PendingTrigger(controller, source, ability, event, index))

    def count_use(self, card: int, index: int, limit: int) -> bool:
        """Record one use of a limited ability; False (nothing recorded) when used up."""
        key = (card, index)
        uses = self.game_uses if limit == Limit.ONCE_PER_GAME else self.turn_uses
        allowed = 2 if limit == Limit.TWICE_PER_TURN else 1
        used = uses.get(key, 0)
        if used >= allowed:
            return False
        uses[key] = used + 1
        return True

    def uses_left(self, card: int, index: int, limit: int) -> bool:
        if not limit:
            return True
        uses = self.game_uses if limit == Limit.ONCE_PER_GAME else self.turn_uses
        allowed = 2 if limit == Limit.TWICE_PER_TURN else 1
        return uses.get((card, index), 0) < allowed

    def _activate(self, card: int, zones: int, unless: int = 0) -> None:
        """Start the triggered and constant abilities of `card` that work in `zones`
        (but not those that work in `unless` as well: the zones it comes from, where
        they work already)."""
        d = self.defs[card]
        for index, ability in d.triggered:
            if ability.zones & zones and not ability.zones & unless:
                entry = (card, index, ability)
                for kind in ability.events:
                    self.watchers[kind].append(entry)
        for index, constant in d.constants:
            if constant.zones & zones and not constant.zones & unless:
                for effect in constant.effects(self.game, card):
                    self.add_effect(effect.made_by(card, index))

    def _deactivate(self, card: int, zones: int, unless: int = 0) -> None:
        """Stop the abilities of `card` that work in `zones` (but not those that work in
        `unless` as well: the zone it goes to, where they go on working)."""
        d = self.defs[card]
        for index, ability in d.triggered:
            if ability.zones & zones and not ability.zones & unless:
                for kind in ability.events:
                    watchers = self.watchers[kind]
                    watchers[:] = [w for w in watchers if not (w[0] == card and w[1] == index)]
        if not any(constant.zones & zones for _index, constant in d.constants):
            return
        going_on = {index for index, constant in d.constants if constant.zones & unless}
        for effects in self.effects:
            if effects:
                effects[:] = [
                    e
                    for e in effects
                    if e.source != card
                    or e.ability_index >= GRANTED_INDEX
                    or e.ability_index in going_on
                ]

    # ------------------------------------------------------------ granted abilities

    def run_effect(self, effect: Effect, context: EffectContext) -> Procedure[None]:
        """Process an ability's effect: what it changes, the effect of its controller
        changes (`Cause`), until it is over."""
        previous, previous_source = self.cause, self.effect_source
        self.cause = context.controller
        self.effect_source = context.source
        try:
            yield from effect(context)
        finally:
            self.cause = previous
            self.effect_source = previous_source

    def grant_ability(self, card: int, ability: Ability, ends_after_turn: int | None = None) -> int:
        """The card gains an ability (until the end of turn unless told otherwise; NEVER
        for as long as it stays on the field). Returns the ability's index on the card."""
        self.grants_made += 1
        self.any_actions = True
        index = GRANTED_INDEX + self.grants_made
        until = self.turn if ends_after_turn is None else ends_after_turn
        self.granted.setdefault(card, []).append((index, ability, until))
        if (1 << self.zone[card]) & _FIELD and self.is_active(card):
            self._start_granted(card, index, ability)
        return index

    def grant_player_ability(self, player: int, source: int, ability: Ability) -> int:
        """`player` gains an ability for the rest of the game ("You gain the following
        ability for the duration of the game"), from the card `source` (theirs: the
        ability is theirs wherever that card goes). A triggered ability listens from
        now on; a [Constant] ability's effects are in force from now on. The rule
        documents do not describe a player's abilities: docs/engine-hooks.md, "Abilities
        for the rest of the game", is our reading. Returns the ability's index."""
        assert self.owner[source] == player, "a player's ability comes from a card of theirs"
        self.grants_made += 1
        index = GRANTED_INDEX + self.grants_made
        if isinstance(ability, TriggeredAbility):
            for kind in ability.events:
                self.watchers[kind].append((source, index, ability))
        elif isinstance(ability, ConstantAbility):
            for effect in ability.effects(self.game, source):
                self.add_effect(effect.made_by(source, index))
        else:
            raise ValueError("a player gains triggered or constant abilities")
        return index

    def abilities_of(self, card: int) -> list[tuple[int, Ability]]:
        """Printed and granted abilities of a card, by index (none while it lost them)."""
        granted = list(self._granted_pairs(card)) if card in self.granted else []
        if self.effects[_ABILITY]:
            game = self.game
            granted.extend(
                (effect.granted_index, effect.ability)
                for effect in self.effects[_ABILITY]
                if effect.ability is not None and effect.covers(game, card)
            )
        if self.effects[_LOSE] and self.lost_abilities(card):
            return granted
        printed = list(enumerate(self.defs[card].card.abilities))
        if self.effects[_ACTIONS_OF]:
            printed.extend(self.lent_actions(card))
        return printed + granted

    def lent_actions(self, card: int) -> list[tuple[int, Ability]]:
        """The [Action] abilities `card` has of other cards (ACTIONS_OF effects), each by
        its own index (docs/engine-hooks.md, "[Action] abilities of other cards")."""
        game = self.game
        lent: list[tuple[int, Ability]] = []
        for effect in self.effects[_ACTIONS_OF]:
            if effect.lenders is None or not effect.covers(game, card):
                continue
            for lender in effect.lenders(game):
                if lender != card:
                    base = LENT_INDEX + lender * LENT_STRIDE
                    lent.extend(
                        (base + index, action) for index, action in self.defs[lender].actions
                    )
        return lent

    def _granted_pairs(self, card: int) -> Iterable[tuple[int, Ability]]:
        return ((index, ability) for index, ability, _until in self.granted.get(card, ()))

    def _start_granted(self, card: int, index: int, ability: Ability) -> None:
        if isinstance(ability, TriggeredAbility):
            for kind in ability.events:
                self.watchers[kind].append((card, index, ability))
        elif isinstance(ability, ConstantAbility):
            for effect in ability.effects(self.game, card):
                self.add_effect(effect.made_by(card, index))

    def _stop_granted(self, card: int, index: int, ability: Ability) -> None:
        if isinstance(ability, TriggeredAbility):
            for kind in ability.events:
                watchers = self.watchers[kind]
                watchers[:] = [w for w in watchers if not (w[0] == card and w[1] == index)]
        elif isinstance(ability, ConstantAbility):
            for effects in self.effects:
                effects[:] = [
                    e for e in effects if not (e.source == card and e.ability_index == index)
                ]

    def _drop_grants(self, card: int, turn: int | None = None) -> None:
        """End a card's granted abilities: all (it left the field) or those ending by `turn`."""
        grants = self.granted.get(card)
        if not grants:
            return
        keep = []
        for index, ability, until in grants:
            if turn is None or (until != NEVER and until <= turn):
                self._stop_granted(card, index, ability)
            else:
                keep.append((index, ability, until))
        if keep:
            self.granted[card] = keep
        else:
            del self.granted[card]

    def become(self, card: int, other: CardDef, ends_after_turn: int | None = None) -> bool:
        """The card `card` on the field becomes the card `other` until the end of turn
        `ends_after_turn` (this turn unless told otherwise; NEVER: while it stays on the
        field): its name, colours, level, classes, power, keywords and abilities are
        `other`'s; its place, its state (downed, frozen), the cards under it, the
        abilities it gained and the effects on it stay (docs/engine-hooks.md, "Becoming
        another card"). False when it is not on the field."""
        if not (1 << self.zone[card]) & _FIELD:
            return False
        until = self.turn if ends_after_turn is None else ends_after_turn
        became = self.became.get(card)
        own = became[1] if became is not None else self.defs[card]
        self._set_def(card, other)
        self.became[card] = (until, own)
        self.any_actions = self.any_actions or bool(other.actions)
        self.any_cross = self.any_cross or bool(other.cross_left_of or other.cross_right_of)
        return True

    def _unbecome(self, card: int) -> None:
        """The card that became another card is its own card again, where it is."""
        _until, own = self.became.pop(card)
        self._set_def(card, own)

    def _set_def(self, card: int, definition: CardDef) -> None:
        """The card's facts and abilities become `definition`'s: the abilities working
        where it is stop and those of `definition` start. The lists are shared with the
        copies of this game (`copy_state_to`): each is replaced, never changed in place."""
        zones = zone_bit(Zone(self.zone[card])) if self.is_active(card) else 0
        if zones:
            self._deactivate(card, zones)
        defs = list(self.defs)
        defs[card] = definition
        self.defs = defs
        power = list(self.base_power)
        power[card] = definition.power
        self.base_power = power
        level = list(self.base_level)
        level[card] = definition.level
        self.base_level = level
        keywords = list(self.base_keywords)
        keywords[card] = definition.keywords
        self.base_keywords = keywords
        if zones:
            self._activate(card, zones)

    def set_active(self, card: int, active: bool) -> None:
        """Start or stop a card's abilities where it is (a LRIG covered or uncovered)."""
        if self.defs[card].ability_zones:
            zones = zone_bit(Zone(self.zone[card]))
            if active:
                self._activate(card, zones)
            else:
                self._deactivate(card, zones)
        for index, ability in list(self._granted_pairs(card)):
            if active:
                self._start_granted(card, index, ability)
            else:
                self._stop_granted(card, index, ability)

    # ------------------------------------------------------------------ moving

    def _move(
        self,
        card: int,
        to: int,
        slot: int = -1,
        bottom: bool = False,
        cause: tuple[EventKind, int, int] | None = None,
    ) -> int:
        """Move `card` to its owner's zone `to`; returns the zone it came from.

        `cause` (kind, a, b) is the event that says why a card left the field (vanished,
        bounced, trashed). It is announced before the card's own abilities stop
        listening, so that "when this SIGNI is vanished" sees it: abilities of a card
        that leaves the field look back at the moment it left (en-2021-faq.txt,
        "[Auto]": "the triggered [Auto] will still be triggered and processed").
        """
        frm = self.zone[card]
        if (1 << frm) & _PILES and (1 << to) & _PILES:
            return self._move_pile(card, frm, to, bottom, cause)
        p = self.players[self.owner[card]]
        if self.effects[_ABILITY] and (1 << frm) & _FIELD and not (1 << to) & _FIELD:
            # The abilities that continuous effects give it on the field, as it leaves: it
            # sees its own leaving with them ("[Constant]: <<Brave>> SIGNI in your center
            # SIGNI Zone gain [Auto]: When this SIGNI is vanished, ...").
            game = self.game
            self.leaving_grants[card] = [
                effect for effect in self.effects[_ABILITY] if effect.covers(game, card)
            ]
        if frm == _CHECK and self.ener_replaced:
            replacement = self.ener_replaced.pop(card, None)
            if replacement is not None and to == _ENER:
                to = _TRASH
                controller, source, also = replacement
                if also is not None:
                    self.trigger(controller, source, TriggeredAbility(events=(), effect=also), None)
        d = self.defs[card]
        active_zones = d.ability_zones
        was_active = 0
        last_power = 0
        if frm == _SIGNI:
            # Read while it is still on the field, its effects on it with it.
            last_power = self.power(card)
            if self.effects[_LEAVE_TO] and to != _SIGNI and to != _UNDER and to != _FACE_DOWN:
                replaced = self._leave_destination(card, to)
                if replaced != to:  # it goes there, for no other cause
                    to, cause, bottom = replaced, None, replaced == _DECK
            if self.kind[card] == _RESONA:
                to = self.resona_to(card, to)
                if self.resona_paid:
                    self.resona_paid.pop(card, None)
            # Whether it was crossed as it left, read before its zone is empty ("when one
            # of your crossed SIGNI leaves the field").
            if self.cross_group(card):
                self.left_crossed.add(card)
            elif self.left_crossed:
                self.left_crossed.discard(card)
            p.signi[self.slot[card]] = NO_CARD
            was_active = 1 << frm
            # Whether it had an [Accessory] as it left, before the events of its leaving
            # ("if this SIGNI was accessorized"; docs/engine-hooks.md, "[Accessory]").
            if self.accessories and not self.accessories.isdisjoint(p.under[self.slot[card]]):
                self.left_accessorized.add(card)
            elif self.left_accessorized:
                self.left_accessorized.discard(card)
        elif frm == _UNDER:
            p.under[self.slot[card]].remove(card)
            was_active = 1 << frm
            if self.charms:
                self.charms.discard(card)
            if self.accessories:
                self.accessories.discard(card)
        elif frm == _FACE_DOWN:
            p.face_down[self.slot[card]].remove(card)
        elif frm == _LRIG:
            self.lrigs_changed = True
            stack = p.lrig[self.slot[card]]
            if stack[-1] == card:
                was_active = 1 << frm
                stack.pop()
            else:
                # A card under a LRIG is not on the field as a LRIG: no "left the field".
                stack.remove(card)
        elif frm:
            pile = p.piles[frm]
            if pile[-1] == card:
                pile.pop()
            else:
                pile.remove(card)
            was_active = 1 << frm
            if frm == _LRIG_DECK:
                p.lrig_deck_timing = -1
        if to == _SIGNI:
            p.signi[slot] = card
            self.slot[card] = slot
        elif to == _LRIG:
            self.lrigs_changed = True
            p.lrig[slot].append(card)
            self.slot[card] = slot
        elif to == _UNDER:
            p.under[slot].append(card)
            self.slot[card] = slot
        elif to == _FACE_DOWN:
            p.face_down[slot].append(card)
            self.slot[card] = slot
        elif bottom:
            p.piles[to].insert(0, card)
        else:
            p.piles[to].append(card)
            if to == _LRIG_DECK:
                p.lrig_deck_timing = -1
        self.zone[card] = to
        self.turn_moves.append((card, frm, to, self.cause))
        if self.delayed and frm != to:
            self._forget_delayed(card, frm)
        to_field = (1 << to) & _FIELD
        left_field = not to_field and (frm == _SIGNI or (frm == _LRIG and was_active != 0))
        if left_field:
            self._drop_effects_on(card)
        if frm == _CHECK:
            self.crushed[card] = 0
            self.burst_pending[card] = 0
            if self.burst_counters:
                self.burst_counters.pop(card, None)
        now_active = (1 << to) & active_zones
        if now_active:
            # An ability that works in both zones (a "from anywhere" trigger) goes on.
            self._activate(card, now_active, was_active & active_zones)
        watchers = self.watchers
        if left_field:
            self.leaving = card
        if watchers[_MOVED]:
            self.emit(EventKind.MOVED, card, self.owner[card], frm, to)
        # A SIGNI put under another stays in its SIGNI zone: it does not leave the field
        # (but it is no SIGNI any more: its state, the effects on it and its abilities end).
        # Nor does a SIGNI turned face down (docs/engine-hooks.md, "Face-down cards in a
        # SIGNI zone").
        if left_field and to != _UNDER and to != _FACE_DOWN and watchers[_LEFT]:
            self.emit(EventKind.LEFT_FIELD, card, self.owner[card], to)
        if cause is not None and watchers[cause[0]]:
            self.emit(cause[0], card, self.owner[card], cause[1], cause[2])
        if left_field:
            # Its state ends with it on the field; the events of its leaving still saw it
            # (abilities look back at the moment it left: "when this SIGNI is vanished
            # while upped", "vanishes a frozen SIGNI"), and its SIGNI zone
            # (`in_last_zone`: "vanishes an infected SIGNI").
            self.leaving = NO_CARD
            if self.leaving_grants:
                self.leaving_grants.pop(card, None)
            self.downed[card] = 0
            self.frozen[card] = 0
            self.awakened[card] = 0
        # A face-down card turned face up was in its SIGNI zone already: it does not enter.
        if to_field and not (1 << frm) & _FIELD and frm != _FACE_DOWN and watchers[_ENTERED]:
            # b = 1: put onto the field "without its [Enter] abilities triggering", or a
            # SIGNI of a player whose SIGNI's [Enter] abilities do not trigger.
            suppressed = self.suppress_enter or (
                to == _SIGNI
                and bool(self.effects[_RESTRICTION])
                and self.restricted(self.owner[card], Restriction.NO_ENTER)
            )
            self.emit(EventKind.ENTERED_FIELD, card, self.owner[card], frm, int(suppressed))
        stopped = was_active & active_zones & ~(1 << to)
        if stopped:
            self._deactivate(card, stopped, now_active)
        if left_field and self.granted:
            self._drop_grants(card)
        if frm == _SOUL:
            del self.soul_host[card]
        elif frm == _SIGNI:
            if self.soul_host:
                self._release_soul(card)
            if to != _UNDER:
                under = p.under[self.slot[card]]
                if under:
                    self.left_under[card] = tuple(under)
                    self._trash_under(p.index, under)
                elif self.left_under:
                    self.left_under.pop(card, None)
            if left_field and to != _UNDER:
                self.left_power[card] = last_power
        if frm != _SIGNI and self.left_power:
            self.left_power.pop(card, None)
        if left_field and self.became and card in self.became:
            # A card that leaves the field is a new card: its own again (the events of its
            # leaving saw it as it was).
            self._unbecome(card)
        if (frm == _DECK or to == _TRASH) and self.refresh_at_once:
            self._refresh_when_out(p)
        return frm

    def _move_pile(
        self,
        card: int,
        frm: int,
        to: int,
        bottom: bool = False,
        cause: tuple[EventKind, int, int] | None = None,
    ) -> int:
        """`_move` from one pile to another (`_PILES`: a draw, a discard, an Ener charge
        from the hand, a payment, a refresh): the card neither enters nor leaves the field
        nor the check zone, so only what every move does applies: its abilities start or
        stop by zone, and the events of its moving are announced."""
        if self.left_power:
            self.left_power.pop(card, None)
        p = self.players[self.owner[card]]
        pile = p.piles[frm]
        if pile[-1] == card:
            pile.pop()
        else:
            pile.remove(card)
        if bottom:
            p.piles[to].insert(0, card)
        else:
            p.piles[to].append(card)
        if frm == _LRIG_DECK or to == _LRIG_DECK:
            p.lrig_deck_timing = -1
        self.zone[card] = to
        self.turn_moves.append((card, frm, to, self.cause))
        active_zones = self.defs[card].ability_zones
        was_active = (1 << frm) & active_zones
        now_active = (1 << to) & active_zones
        if now_active:
            self._activate(card, now_active, was_active)
        watchers = self.watchers
        if watchers[_MOVED]:
            self.emit(EventKind.MOVED, card, self.owner[card], frm, to)
        if cause is not None and watchers[cause[0]]:
            self.emit(cause[0], card, self.owner[card], cause[1], cause[2])
        stopped = was_active & ~(1 << to)
        if stopped:
            self._deactivate(card, stopped, now_active)
        if (frm == _DECK or to == _TRASH) and self.refresh_at_once:
            self._refresh_when_out(p)
        return frm

    def _refresh_when_out(self, p: PlayerState) -> None:
        """Where a refresh happens at once (`refresh_interrupting`): after a card left the
        deck or went to the trash, a deck at 0 with cards in the trash is refreshed."""
        if not p.deck and p.trash and not self.refreshing:
            self.refresh_interrupting(p.index)

    def _trash_under(self, player: int, under: list[int]) -> None:
        """The cards under a SIGNI that left its zone go to the trash with it. (The rule
        documents do not cover cards under a SIGNI; our reading: a SIGNI zone holds
        nothing but its SIGNI and the cards under it, so they leave together.)"""
        for card in list(reversed(under)):
            self._move(card, Zone.TRASH)
            self.note(LogCode.RULE, player, card, Zone.TRASH)

    def put_under(self, card: int, lrig: int) -> None:
        """Put a card that is not on the field (in a pile, or under another LRIG) under a
        LRIG of its owner's field, at the bottom of that LRIG zone. A card under a LRIG
        is in the LRIG zone but not on the field as a LRIG: its abilities do not work,
        and it neither enters nor leaves the field."""
        player = self.owner[card]
        assert self.owner[lrig] == player and self.is_lrig_top(lrig), "not a LRIG of the owner"
        frm = self.zone[card]
        assert frm != _SIGNI and not self.is_lrig_top(card), "a card on the field leaves it first"
        p = self.players[player]
        if frm == _LRIG:
            p.lrig[self.slot[card]].remove(card)
        elif frm == _UNDER:
            p.under[self.slot[card]].remove(card)
            self.charms.discard(card)
            self.accessories.discard(card)
        elif frm:
            p.piles[frm].remove(card)
            if frm == _LRIG_DECK:
                p.lrig_deck_timing = -1
            stopped = (1 << frm) & self.defs[card].ability_zones
            if stopped:
                self._deactivate(card, stopped)
            if frm == _CHECK:
                self.crushed[card] = 0
                self.burst_pending[card] = 0
        slot = self.slot[lrig]
        p.lrig[slot].insert(0, card)
        self.slot[card] = slot
        self.zone[card] = _LRIG
        self.lrigs_changed = True
        self.note(LogCode.MOVE, player, card, (frm << 8) | _LRIG)
        if self.watchers[_MOVED]:
            self.emit(EventKind.MOVED, card, player, frm, _LRIG)

    def place(self, card: int, zone: Zone, slot: int = -1) -> None:
        """Put a card that is nowhere yet into a zone, without events: building a game
        (setup, scenarios). A LRIG placed on a stack covers the one below."""
        assert self.zone[card] == Zone.NONE, "place() is for cards that are nowhere yet"
        p = self.players[self.owner[card]]
        if zone == _SIGNI:
            assert p.signi[slot] < 0, "SIGNI zone is occupied"
            p.signi[slot] = card
            self.slot[card] = slot
        elif zone == _LRIG:
            stack = p.lrig[slot]
            if stack:
                self.set_active(stack[-1], False)
            stack.append(card)
            self.slot[card] = slot
            self.lrigs_changed = True
        elif zone == _UNDER:
            p.under[slot].append(card)
            self.slot[card] = slot
        else:
            p.piles[zone].append(card)
            p.lrig_deck_timing = -1
        self.zone[card] = zone
        active = zone_bit(zone) & self.defs[card].ability_zones
        if active:
            self._activate(card, active)

    def move(
        self,
        card: int,
        to: Zone,
        slot: int = -1,
        *,
        bottom: bool = False,
        cause: tuple[EventKind, int, int] | None = None,
    ) -> None:
        """Move a card to another zone of its owner (bottom of a pile when `bottom`). A
        card that may not be added to its owner's hand stays where it is."""
        if (
            to == Zone.HAND
            and self.effects[_RESTRICTION]
            and self.zone[card] != _SIGNI  # a SIGNI returned to the hand is not added
            and self.restricted(self.owner[card], Restriction.ADD_TO_HAND)
        ):
            return
        frm = self._move(card, to, slot, bottom, cause)
        # Where it went: a RESONA leaving the field may go elsewhere (`resona_to`).
        self.note(LogCode.MOVE, self.owner[card], card, (frm << 8) | self.zone[card])

    def put_under_signi(self, card: int, signi: int) -> bool:
        """Put `card` under the SIGNI `signi` of its owner ("put the top card of your deck
        under this SIGNI", "put target SIGNI on your field under this SIGNI"): it goes into
        that SIGNI's zone, not on the field (docs/engine-hooks.md, "Cards under a SIGNI"),
        and goes to the trash when that SIGNI leaves its zone. A SIGNI put there is no
        SIGNI on the field any more (as with [Rise], no leaving is announced); the cards
        under it go along. False when `signi` is not on the field, is the card itself or
        is not its owner's."""
        if (
            card == signi
            or self.zone[signi] != _SIGNI
            or self.owner[card] != self.owner[signi]
            or self.zone[card] in (_UNDER, _SOUL)
        ):
            return False
        p = self.players[self.owner[card]]
        slot = self.slot[signi]
        carried = list(p.under[self.slot[card]]) if self.zone[card] == _SIGNI else []
        if carried:
            # Cards under a SIGNI that goes under another go with it, below it.
            p.under[self.slot[card]].clear()
            for under in carried:
                p.under[slot].append(under)
                self.slot[under] = slot
        self.move(card, Zone.UNDER, slot)
        return True

    def resona_to(self, card: int, to: int) -> int:
        """Where `card` goes when it is moved to `to`: a RESONA leaving the field for
        anywhere but another SIGNI zone, under a SIGNI, the LRIG deck or the LRIG trash
        goes where the format's `resona_exit` says (docs/engine-hooks.md, "RESONA")."""
        if (
            self.zone[card] == _SIGNI
            and self.kind[card] == _RESONA
            and not (1 << to) & _RESONA_KEPT
        ):
            return _RESONA_EXIT[self.rules.resona_exit]
        return to

    def charm_of(self, signi: int) -> int:
        """The [Charm] under the SIGNI `signi` (NO_CARD when it has none)."""
        if self.charms and self.zone[signi] == _SIGNI:
            for card in self.players[self.owner[signi]].under[self.slot[signi]]:
                if card in self.charms:
                    return card
        return NO_CARD

    def charms_of(self, player: int) -> list[int]:
        """The [Charm]s under the SIGNI of `player`'s field, left to right."""
        if not self.charms:
            return []
        return [c for cards in self.players[player].under for c in cards if c in self.charms]

    def put_charm(self, card: int, signi: int) -> bool:
        """Put `card` face down under the SIGNI `signi` of its owner as its [Charm]
        (docs/engine-hooks.md, "[Charm]"): one [Charm] per SIGNI. False when `signi`
        has one already, or `card` cannot go under it (`put_under_signi`)."""
        if self.charm_of(signi) >= 0 or not self.put_under_signi(card, signi):
            return False
        self.charms.add(card)
        return True

    def accessory_of(self, signi: int) -> int:
        """The [Accessory] under the SIGNI `signi` (NO_CARD when it has none)."""
        if self.accessories and self.zone[signi] == _SIGNI:
            for card in self.players[self.owner[signi]].under[self.slot[signi]]:
                if card in self.accessories:
                    return card
        return NO_CARD

    def accessorized(self, signi: int) -> bool:
        """Whether a SIGNI has an [Accessory]; for a SIGNI that left the field, whether it
        had one as it left (docs/engine-hooks.md, "[Accessory]")."""
        if self.zone[signi] == _SIGNI:
            return self.accessory_of(signi) >= 0
        return signi in self.left_accessorized

    def put_accessory(self, card: int, signi: int) -> bool:
        """Put `card` face up under the SIGNI `signi` of its owner as its [Accessory]
        (docs/engine-hooks.md, "[Accessory]"): one [Accessory] per SIGNI. False when
        `signi` has one already, or `card` cannot go under it (`put_under_signi`)."""
        if self.accessory_of(signi) >= 0 or not self.put_under_signi(card, signi):
            return False
        self.accessories.add(card)
        return True

    # ------------------------------------------------------------------ souls

    def soul_of(self, signi: int) -> int:
        """The card attached to `signi` as a Soul, or -1."""
        for soul, host in self.soul_host.items():
            if host == signi:
                return soul
        return NO_CARD

    def attach_soul(self, card: int, signi: int) -> bool:
        """Attach `card` to the SIGNI `signi` (on the field) as a Soul: it goes under it,
        where its abilities that work as a Soul start. A SIGNI has one Soul at most: one it
        had goes out of play (`_release_soul`). False when `signi` is not on the field.
        (The rule documents name Souls only; docs/engine-hooks.md, "Souls", says how
        this engine reads them.)"""
        if self.zone[signi] != _SIGNI or self.zone[card] == _SOUL:
            return False
        self._release_soul(signi)
        self.soul_host[card] = signi
        self._move(card, _SOUL)
        self.note(LogCode.ATTACH_SOUL, self.owner[signi], card, signi)
        self.emit(EventKind.SOUL_ATTACHED, signi, self.owner[signi], card)
        return True

    def _release_soul(self, signi: int) -> None:
        """The Soul of a SIGNI that left the field (or gets another) goes out of play: a
        card of the LRIG deck to its owner's LRIG trash, any other to the trash."""
        soul = self.soul_of(signi)
        if soul < 0:
            return
        to = Zone.LRIG_TRASH if self.kind[soul] in _LRIG_DECK_KINDS else Zone.TRASH
        self.move(soul, to)

    def _drop_effects_on(self, card: int) -> None:
        """A card that leaves the field is a new card: effects on it end."""
        for effects in self.effects:
            if effects:
                effects[:] = [e for e in effects if e.target != card]

    def draw(self, player: int, count: int = 1) -> list[int]:
        """Draw up to `count` cards: as many as the deck holds (en-2021-faq.txt, "Deck
        out": the deck at 0 is refreshed only after the effect)."""
        deck = self.players[player].deck
        drawn: list[int] = []
        if self.effects[_RESTRICTION] and self.restricted(player, Restriction.DRAW):
            return drawn
        for _ in range(count):
            if not deck:
                break
            card = deck[-1]
            self._move_pile(card, _DECK, _HAND)
            drawn.append(card)
            if 0 <= self.cause < Cause.COST:
                self.players[player].effect_draws += 1
            self.note(LogCode.DRAW, player, card)
            if self.watchers[EventKind.DREW]:
                self.emit(EventKind.DREW, card, player)
        return drawn

    def discard(self, card: int) -> None:
        """Put a card from its owner's hand into the trash (en-2021-glossary.txt, "Discard")."""
        player = self.owner[card]
        self._move(card, Zone.TRASH)
        self.players[player].discarded += 1
        self.note(LogCode.DISCARD, player, card)
        if self.watchers[EventKind.DISCARDED]:
            self.emit(EventKind.DISCARDED, card, player)

    def discard_at_random(self, player: int, count: int = 1) -> list[int]:
        hand = self.players[player].hand
        chosen: list[int] = []
        for _ in range(min(count, len(hand))):
            card = hand[self.rng.randrange(len(hand))]
            self.discard(card)
            chosen.append(card)
        return chosen

    def put_into_ener(self, card: int) -> None:
        """Put a card into its owner's Ener Zone (the Ener phase; "put into the Ener Zone")."""
        player = self.owner[card]
        self._move(card, Zone.ENER)
        self.players[player].ener_charged += 1
        self.note(LogCode.ENER_CHARGE, player, card)
        if self.watchers[EventKind.ENER_CHARGED]:
            self.emit(EventKind.ENER_CHARGED, card, player)

    def ener_charge(self, player: int, count: int) -> list[int]:
        """[Ener Charge N]: the top N cards of the main deck into the Ener Zone
        (en-2021-glossary.txt, "Ener Charge"); as many as the deck holds."""
        deck = self.players[player].deck
        charged = []
        for _ in range(count):
            if not deck:
                break
            card = deck[-1]
            self.put_into_ener(card)
            charged.append(card)
        return charged

    def put_onto_field(
        self,
        card: int,
        slot: int,
        *,
        enter_abilities: bool = True,
        downed: bool = False,
        under: Sequence[int] = (),
    ) -> None:
        """Put a SIGNI into an empty SIGNI zone of its owner, upped (`downed`: downed, as
        "put onto your field downed" says); with `enter_abilities=False` its [Enter]
        abilities do not trigger. A SIGNI with [Rise] is put on top of the SIGNI in that
        zone instead (`rise_slots`), which goes under it without leaving the field. `under`:
        the cards its [Rise] from the trash puts underneath it (`choose_rise_under`), which
        go there as it enters."""
        player = self.owner[card]
        for below in under:
            self._move(below, _UNDER, slot)
        host = self.players[player].signi[slot]
        if host >= 0:
            assert self.defs[card].rise is not None, "SIGNI zone is occupied"
            if self.watchers[_RISEN]:
                # Before it goes under: its abilities hear it ("whenever this SIGNI is
                # risen"), processed once the risen-upon SIGNI is on top of it.
                self.emit(EventKind.RISEN, card, player, host)
            self._move(host, _UNDER, slot)
            self.note(LogCode.RISE, player, card, slot)
        if downed:
            # It enters downed (the events of its entering see it so), and no "down"
            # happens (no DOWNED event). Off the field, a card has no state to overwrite.
            self.downed[card] = 1
        self.suppress_enter = not enter_abilities
        try:
            self._move(card, _SIGNI, slot)
        finally:
            self.suppress_enter = False
        self.note(LogCode.PLAY, player, card, slot)

    def vanish(self, card: int, by: int = NO_CARD, *, battle: bool = False) -> bool:
        """Vanish a SIGNI: from the field into its owner's Ener Zone (quick start *8).
        False when it is not vanished: not on the field, protected ("cannot be vanished"),
        or the vanish is replaced (it goes elsewhere; a replaced vanish does not trigger
        [Lancer], en-2021-glossary.txt, "Lancer")."""
        if self.zone[card] != _SIGNI:
            return False
        if self.effects[_PROTECTION] and self.is_protected(
            card, Protection.VANISH, by, battle=battle
        ):
            return False
        to = _ENER
        if self.effects[_VANISH_TO] or self.effects[_LEAVE_TO]:
            destination = self._vanish_destination(card, by)
            if destination == _LRIG_TRASH and self.kind[card] == _RESONA:
                # A RESONA sent to the LRIG trash instead of where RESONAs return is
                # vanished all the same (docs/engine-hooks.md, "RESONA").
                to = _LRIG_TRASH
            elif destination != Zone.ENER:
                # The deck a replacement names is its bottom ("on the bottom of its
                # owner's deck instead"), the only place in it such effects print.
                self.move(card, Zone(destination), bottom=destination == Zone.DECK)
                return False
        # The attacker's keywords as the battle vanishes the card: a [Lancer] it has while
        # this SIGNI is in front of it still triggers (a triggered ability looks back at
        # the moment of its event: en-2021-faq.txt, "[Auto]").
        keywords = self.keywords(by) if battle and by >= 0 else 0
        self._move(card, to, cause=(EventKind.VANISHED, by, 1 if battle else 0))
        self.note(LogCode.VANISH, self.owner[card], card)
        if battle and by >= 0:
            # en-2021-glossary.txt, "Lancer": a trigger ability of the attacking SIGNI;
            # several Lancers still crush once. S Lancer is a stronger Lancer.
            lancer = (
                S_LANCER if keywords & KW.S_LANCER else LANCER if keywords & KW.LANCER else None
            )
            if lancer is not None:
                event = Event(EventKind.VANISHED, card, self.owner[card], by, 1)
                self.trigger(self.owner[by], by, lancer, event)
        return True

    def _vanish_destination(self, card: int, by: int) -> int:
        """Where a vanished SIGNI goes: the Ener Zone, unless a replacement covers it
        (and, when the replacement names its sources, `by` is one of them); then where a
        replacement of its leaving the field puts it instead (`_leave_destination`)."""
        destination = int(Zone.ENER)
        for effect in self.effects[_VANISH_TO]:
            if effect.covers(self.game, card) and (
                effect.protects_from is None or effect.protects_from(self.game, by)
            ):
                destination = effect.value
        if self.effects[_LEAVE_TO]:
            destination = self._leave_destination(card, destination)
        return destination

    def _leave_destination(self, card: int, to: int) -> int:
        """Where a SIGNI leaving the field for the zone `to` goes: there, unless a LEAVE_TO
        replacement covers it (the latest in force decides)."""
        for effect in self.effects[_LEAVE_TO]:
            if effect.covers(self.game, card):
                to = effect.value
        return to

    def bounce(self, card: int, by: int = NO_CARD) -> bool:
        """Return a SIGNI from the field to its owner's hand."""
        if self.zone[card] != _SIGNI:
            return False
        if self.effects[_PROTECTION] and self.is_protected(card, Protection.BOUNCE, by):
            return False
        self.move(card, Zone.HAND, cause=(EventKind.BOUNCED, by, -1))
        return True

    def trash(self, card: int, by: int = NO_CARD) -> bool:
        """Put a card into its owner's trash (TRASHED is emitted for a card from the field);
        a card of the LRIG deck (a LRIG, an Assist LRIG, a PIECE, an ARTS, a RESONA) goes
        to its owner's LRIG trash (en-2021-glossary.txt, "LRIG Trash"). An effect's `by`
        respects "cannot be put into the trash"; rules and costs always can."""
        if by >= 0 and self.effects[_PROTECTION] and self.is_protected(card, Protection.TRASH, by):
            return False
        cause = (EventKind.TRASHED, by, -1) if self.zone[card] == _SIGNI else None
        frm = self._move(card, self.trash_of(card), cause=cause)
        self.note(LogCode.MOVE, self.owner[card], card, (frm << 8) | self.zone[card])
        return True

    def trash_of(self, card: int) -> int:
        """The trash a card goes to: a card of the LRIG deck (a LRIG, an Assist LRIG, a
        PIECE, an ARTS) to its owner's LRIG trash (en-2021-glossary.txt, "LRIG Trash"),
        any other card to the trash (a RESONA from the field goes where the format says:
        `_move`, `resona_to`)."""
        kind = self.kind[card]
        if kind in _LRIG_DECK_KINDS and kind != _RESONA:
            return int(Zone.LRIG_TRASH)
        return int(Zone.TRASH)

    def down(self, card: int, by: int = NO_CARD) -> bool:
        """Down a SIGNI or LRIG; an effect's `by` respects "cannot be downed"."""
        if self.downed[card]:
            return False
        if by >= 0 and self.effects[_PROTECTION] and self.is_protected(card, Protection.DOWN, by):
            return False
        self.downed[card] = 1
        self.note(LogCode.DOWN, self.owner[card], card)
        self.emit(EventKind.DOWNED, card, self.owner[card])  # kept for the turn (TURN_LOGGED)
        return True

    def up(self, card: int) -> bool:
        if not self.downed[card]:
            return False
        self.downed[card] = 0
        self.note(LogCode.UP, self.owner[card], card)
        if self.watchers[EventKind.UPPED]:
            self.emit(EventKind.UPPED, card, self.owner[card])
        return True

    def freeze(self, card: int) -> None:
        """Freeze: it does not up in its owner's next up phase; an upped card stays up
        (en-2021-glossary.txt, "Freeze"). A card already frozen does not become frozen
        again: no event (docs/engine-hooks.md, "Freezing a frozen card")."""
        already = self.frozen[card]
        self.frozen[card] = 1
        self.note(LogCode.FREEZE, self.owner[card], card)
        if self.watchers[EventKind.FROZEN] and not already:
            self.emit(EventKind.FROZEN, card, self.owner[card])

    def redeal(self, player: int, zones: tuple[Zone, ...], cards: list[int]) -> None:
        """Fill `player`'s hidden piles `zones` (each keeping its size, in order) with
        `cards`, a reordering of the cards they hold: a determinised copy of the game
        (`deckcheck.engine.determinise`), not a game action (no event, no log). The
        abilities of a card that works in its old or its new zone stop or start."""
        piles = self.players[player].piles
        start = 0
        for zone in zones:
            pile = piles[zone]
            dealt = cards[start : start + len(pile)]
            start += len(pile)
            for card in dealt:
                before = self.zone[card]
                if before == zone:
                    continue
                self.zone[card] = zone
                active = self.defs[card].ability_zones
                if active & (zone_bit(Zone(before)) | zone_bit(zone)):
                    if active & zone_bit(Zone(before)):
                        self._deactivate(card, zone_bit(Zone(before)))
                    if active & zone_bit(zone):
                        self._activate(card, zone_bit(zone))
            pile[:] = dealt
        if start != len(cards):
            raise ValueError("redeal() reorders the cards the piles hold")

    def shuffle(self, player: int) -> None:
        self.rng.shuffle(self.players[player].deck)
        self.note(LogCode.SHUFFLE, player)
        if self.watchers[EventKind.SHUFFLED]:
            self.emit(EventKind.SHUFFLED, -1, player)

    def crush(
        self,
        player: int,
        count: int = 1,
        by: int = NO_CARD,
        counter: BurstCounter | None = None,
        *,
        damage: bool = False,
        burst: bool = True,
        lancer: bool = False,
    ) -> list[int]:
        """Crush the top `count` Life Cloth into the check zone; with none, nothing
        happens (en-2021-faq.txt, "Crush": "nothing will happen"). With `counter`, its
        player may stop the Life Burst of a card crushed this way, by paying its cost
        once the owner chose to use it: the Life Burst is then not activated; not
        `burst`, the Life Bursts of the cards crushed do not trigger at all. A Life Cloth that
        an effect keeps from being crushed (`Restriction.CRUSHED`, or
        `CRUSHED_BUT_BY_DAMAGE` when this crush is no `damage`) stays. A crush by
        `lancer` (the keyword's, of the SIGNI `by`) is told apart in its CRUSHED events
        (`b` 1), for "crushes ... with [Lancer]" (docs/engine-hooks.md, "Crushes")."""
        life = self.players[player].life
        crushed: list[int] = []
        if self.effects[_RESTRICTION] and self.restricted(
            player,
            Restriction.CRUSHED
            if damage
            else Restriction.CRUSHED | Restriction.CRUSHED_BUT_BY_DAMAGE,
        ):
            return crushed
        for _ in range(min(count, len(life))):
            card = life[-1]
            self._move(card, _CHECK)
            self.crushed[card] = 1
            crushed.append(card)
            self.note(LogCode.CRUSH, player, card)
            if burst and (self.defs[card].life_burst or self.given_bursts(card)):
                # en-2021-glossary.txt, "Crush": "If it has a Burst icon, you can declare
                # a Life Burst": a triggered ability of the crushed card's owner.
                self.burst_pending[card] = 1
                if counter is not None:
                    self.burst_counters[card] = counter
                event = Event(EventKind.CRUSHED, card, player, by)
                self.trigger(player, card, LIFE_BURST, event)
            self.emit(EventKind.CRUSHED, card, player, by, 1 if lancer else -1)
        return crushed

    def given_bursts(self, card: int) -> list[LifeBurst]:
        """The Life Bursts that effects in force give `card` besides its own (LIFE_BURST
        effects: docs/engine-hooks.md, "Life Bursts given to cards")."""
        effects = self.effects[_LIFE_BURST]
        if not effects:
            return []
        game = self.game
        return [
            effect.ability
            for effect in effects
            if isinstance(effect.ability, LifeBurst) and effect.covers(game, card)
        ]

    def damage(self, player: int, crushes: int = 1, source: int = NO_CARD) -> list[int]:
        """Deal damage: crush (up to `crushes`) Life Cloth; with none left the player
        loses (en-2021-glossary.txt, "Damage")."""
        if self.damage_shields and self._shield(player, source):
            return []
        if not self.players[player].life:
            self.note(LogCode.DAMAGE, player, source)
            raise GameOver(1 - player, OutcomeReason.DAMAGE)
        self.note(LogCode.DAMAGE, player, source)
        if source >= 0 and source == self.attacking:
            self.attack_damaged = True
        self.emit(EventKind.DAMAGED, source, player)
        return self.crush(player, crushes, source, damage=True)

    def prevent_damage(
        self,
        player: int,
        times: int = 1,
        ends_after_turn: int | None = None,
        from_source: Callable[[int], bool] | None = None,
        *,
        instead: Effect | None = None,
        controller: int = -1,
        source: int = NO_CARD,
    ) -> None:
        """ "The next `times` times you would take damage (from a source `from_source`
        accepts; a source is a card id or -1), you don't" (until end of turn by default).
        With `instead`: "instead you do not take that damage and ...": each time, that
        effect of `controller` (default: `player`) from the card `source` is processed
        too, once the game next settles, like a triggered ability (a damage is dealt in
        the middle of an attack or an effect, which it does not interrupt)."""
        until = self.turn if ends_after_turn is None else ends_after_turn
        self.damage_shields.append(
            DamageShield(player, times, until, from_source, instead, controller, source)
        )

    def damage_prevented(self, player: int, source: int) -> bool:
        """Whether a damage to `player` from `source` would be prevented (`prevent_damage`)."""
        return self._shield_for(player, source) is not None

    def _shield_for(self, player: int, source: int) -> DamageShield | None:
        """The first damage prevention that covers a damage to `player` from `source`."""
        for shield in self.damage_shields:
            if shield.player == player and (
                shield.from_source is None or shield.from_source(source)
            ):
                return shield
        return None

    def _shield(self, player: int, source: int) -> bool:
        shield = self._shield_for(player, source)
        if shield is None:
            return False
        shield.times -= 1
        if shield.times <= 0:
            self.damage_shields.remove(shield)
        self.note(LogCode.PREVENT, player, source)
        if shield.instead is not None:
            ability = TriggeredAbility(events=(), effect=shield.instead)
            event = Event(EventKind.DAMAGED, source, player)
            self.trigger(shield.controller, shield.source, ability, event)
        return True

    def mill(self, player: int, count: int, by: int = NO_CARD) -> list[int]:
        """Put the top `count` cards of the main deck into the trash (as many as it holds),
        by the effect of the card `by` (-1: no card's). When the deck runs out and is
        refreshed at once (classic), the mill goes on from the new deck."""
        deck = self.players[player].deck
        if count > len(deck) and self.refresh_at_once:
            milled: list[int] = []
            while len(milled) < count and deck:
                milled.extend(self.trash_from_deck(deck[: -count + len(milled) - 1 : -1], by))
            return milled
        cards = deck[: -count - 1 : -1] if count > 0 else []
        return self.trash_from_deck(cards, by)

    def trash_from_deck(self, cards: list[int], by: int = NO_CARD) -> list[int]:
        """Put these cards of one deck into the trash together, in order (the top cards a
        mill takes, or cards an effect looked at), by the effect of the card `by`. One
        DECK_TO_TRASH event announces them all, for the abilities that watch mills."""
        for card in cards:
            player = self.owner[card]
            self._move(card, Zone.TRASH)
            self.note(LogCode.MOVE, player, card, (Zone.DECK << 8) | Zone.TRASH)
            self.emit(EventKind.MILLED, card, player)
        if cards and self.watchers[EventKind.DECK_TO_TRASH]:
            self.emit(EventKind.DECK_TO_TRASH, cards[0], self.owner[cards[0]], by, len(cards))
        return list(cards)

    def put_on_bottom(self, cards: Iterable[int], *, random_order: bool = False) -> None:
        """Put cards on the bottom of their owners' decks: in the given order (the first
        ends lowest) or in a random order."""
        ordered = list(cards)
        if random_order:
            self.rng.shuffle(ordered)
        for card in reversed(ordered):
            self.move(card, Zone.DECK, bottom=True)

    def reveal(self, card: int) -> None:
        """Show a card to both players (a log entry: the engine has no secrets of its own)."""
        self.note(LogCode.REVEAL_CARD, self.owner[card], card)

    def refresh(self, player: int) -> None:
        """en-2021-glossary.txt, "Refresh": the trash, shuffled, becomes the main deck; then
        one Life Cloth (if any) goes to the trash: not a crush, so no Life Burst; none
        while an effect forbids it (`Restriction.REFRESH_LIFE_CLOTH`)."""
        p = self.players[player]
        self.refreshing = True
        try:
            for card in list(p.trash):
                self._move_pile(card, _TRASH, _DECK)
            self.rng.shuffle(p.deck)
            p.refreshes += 1
            self.note(LogCode.REFRESH, player, p.refreshes)
            lost = 0
            if p.life and not self.restricted(player, Restriction.REFRESH_LIFE_CLOTH):
                card = p.life[-1]
                self._move(card, Zone.TRASH)
                self.note(LogCode.MOVE, player, card, (Zone.LIFE << 8) | Zone.TRASH)
                lost = 1
        finally:
            self.refreshing = False
        self.emit(EventKind.REFRESHED, -1, player, lost)

    def refresh_ends_turn(self, player: int) -> bool:
        """Whether this refresh, just done, ends the turn: the turn player's second in one
        turn (en-2021-glossary.txt, "Refresh": "If the refresh is the turn player's second
        refresh in one turn, the turn ends"; classic-2014-beginner-guide.txt, "(viii)
        Refresh": "their turn ends immediately. This does not apply to the non-turn
        player"). Not in the setup, nor once the turn is over."""
        return (
            player == self.turn_player
            and self.players[player].refreshes == self.rules.refreshes_ending_turn
            and self.phase != Phase.SETUP
            and not self.turn_closing
        )

    def skip_next_turn(self, player: int) -> None:
        """`player` skips their next turn ("skip your next turn"; docs/engine-hooks.md,
        "Skipped turns")."""
        self.skipped_turns[player] += 1

    def take_extra_turn(self, player: int) -> None:
        """After this turn, `player` takes an extra turn, after any granted before it
        ("After this turn, you get an additional turn"; docs/engine-hooks.md, "Extra
        turns")."""
        self.extra_turns.append(player)

    def next_turn_of(self, player: int) -> int:
        """The number of `player`'s next turn after this one, as the turns are to come:
        the extra turns granted first, then alternating (a skipped turn aside)."""
        if not self.extra_turns:
            return self.turn + 2 if self.turn_player == player else self.turn + 1
        turn, current = self.turn, self.turn_player
        pending = list(self.extra_turns)
        while True:
            turn += 1
            current = pending.pop(0) if pending else 1 - current
            if current == player:
                return turn

    def end_turn(self, player: int, by: int) -> None:
        """An effect of `player`'s card `by` ends the turn ("end the turn"): what is under
        way stops, and the turn is over as when a refresh ends it (`TurnEnded`: cards in a
        check zone go to the trash, "this turn" effects end; docs/engine-hooks.md, "Ending
        the turn"). Its effect has the turn player discard down to the hand limit first."""
        self.note(LogCode.TURN_ENDED, player, by)
        raise TurnEnded

    def refresh_interrupting(self, player: int) -> None:
        """classic-2014-beginner-guide.txt, "(viii) Refresh": "Refresh is done immediately
        when a player's deck has run out of cards, regardless if it is during the Draw
        Phase, an effect, or the opponent's turn": the draw, cost or effect under way
        stops for the refresh, and then goes on with the new deck (docs/engine-hooks.md,
        "Refresh"), unless the refresh ends the turn."""
        self.refresh(player)
        if self.refresh_ends_turn(player):
            self.note(LogCode.TURN_ENDS, player)
            raise TurnEnded

    def gain_coins(self, player: int, count: int) -> int:
        """A player gains coins, up to the format's most (`GameRules.max_coins`; our
        reading, docs/engine-hooks.md "Coins"), none while an effect forbids it; returns
        how many were gained."""
        p = self.players[player]
        if self.restricted(player, Restriction.GAIN_COINS):
            return 0
        gained = max(0, min(count, self.rules.max_coins - p.coins))
        if gained:
            p.coins += gained
            p.coins_gained += gained
            self.note(LogCode.GAIN_COINS, player, gained)
        return gained

    def start_relationship(self, player: int, student: str, card: int) -> bool:
        """`player` starts a relationship with `student`, the student of `card` (the Blue
        Archive set's Bond: docs/engine-hooks.md, "Bond"); a relationship is never lost.
        False when the player has it already."""
        relationships = self.players[player].relationships
        if student in relationships:
            return False
        relationships.add(student)
        self.note(LogCode.RELATIONSHIP, player, card)
        return True

    def has_relationship(self, player: int, student: str) -> bool:
        return student in self.players[player].relationships

    def put_gate(self, player: int, slot: int) -> bool:
        """`player` puts their [Gate] in their SIGNI zone `slot` (docs/engine-hooks.md,
        "Gate"): a player has one [Gate] at most, so one they have already moves there. It
        stays in that zone while SIGNI come and go. False when it is there already."""
        p = self.players[player]
        if p.gate == slot:
            return False
        p.gate = slot
        self.note(LogCode.GATE, player, NO_CARD, slot)
        return True

    def with_gate(self, card: int) -> bool:
        """Whether the SIGNI `card` is on the field in the same SIGNI zone as a [Gate]
        (its owner's: a [Gate] is in a SIGNI zone of its player's field)."""
        return self.in_last_zone(card) and self.players[self.owner[card]].gate == self.slot[card]

    def facing_gate(self, card: int) -> bool:
        """Whether the SIGNI `card` is on the field in front of a SIGNI zone with a [Gate]
        (the other player's: column i faces column i)."""
        return (
            self.in_last_zone(card) and self.players[1 - self.owner[card]].gate == self.slot[card]
        )

    def put_virus(self, player: int, slot: int) -> bool:
        """A [Virus] is put in `player`'s SIGNI zone `slot` (docs/engine-hooks.md, "Virus"):
        one per zone at most, so False when that zone has one already. It stays in that
        zone while SIGNI come and go, until an effect or a cost removes it."""
        p = self.players[player]
        bit = 1 << slot
        if p.viruses & bit:
            return False
        p.viruses |= bit
        self.note(LogCode.VIRUS, player, NO_CARD, slot)
        return True

    def remove_virus(self, player: int, slot: int) -> bool:
        """The [Virus] in `player`'s SIGNI zone `slot` is removed; False when there is none."""
        p = self.players[player]
        bit = 1 << slot
        if not p.viruses & bit:
            return False
        p.viruses &= ~bit
        self.note(LogCode.VIRUS_REMOVED, player, NO_CARD, slot)
        self.emit(EventKind.VIRUS_REMOVED, NO_CARD, player, slot)
        return True

    def virus_zones(self, player: int) -> list[int]:
        """The SIGNI zones of `player`'s field holding a [Virus], left to right."""
        viruses = self.players[player].viruses
        return [slot for slot in range(3) if viruses >> slot & 1]

    def put_marker(self, marker: ZoneMarker) -> bool:
        """A marker is put in a SIGNI zone (docs/engine-hooks.md, "Markers on SIGNI
        zones"): one of a name per zone, so False when that zone has one of that name
        already. It stays in that zone while SIGNI come and go, until it is removed."""
        for other in self.markers:
            if (other.player, other.slot, other.name) == (marker.player, marker.slot, marker.name):
                return False
        self.markers.append(marker)
        self.note(LogCode.MARKER, marker.player, marker.source, marker.slot)
        return True

    def remove_marker(self, marker: ZoneMarker) -> bool:
        """A marker leaves its SIGNI zone, and the ability it carries with it; False when
        it is not there."""
        if marker not in self.markers:
            return False
        self.markers.remove(marker)
        if self.delayed:
            self.delayed = [item for item in self.delayed if item.marker != marker]
        self.note(LogCode.MARKER_REMOVED, marker.player, marker.source, marker.slot)
        return True

    def markers_in(self, player: int, slot: int) -> list[str]:
        """The names of the markers in `player`'s SIGNI zone `slot`, in the order put."""
        return [m.name for m in self.markers if m.player == player and m.slot == slot]

    def in_last_zone(self, card: int) -> bool:
        """Whether the SIGNI `card` is on the field, or is read as it was there: while the
        events of its leaving the field are announced, it is in its last SIGNI zone
        (docs/engine-hooks.md, "Events": what a leaving SIGNI was)."""
        return self.zone[card] == _SIGNI or card == self.leaving

    def infected(self, card: int) -> bool:
        """Whether the SIGNI `card` is infected: on the field in a SIGNI zone with a
        [Virus] (of its owner's field: docs/engine-hooks.md, "Virus"); a SIGNI leaving the
        field, in its last SIGNI zone (`in_last_zone`)."""
        if not self.in_last_zone(card):
            return False
        return bool(self.players[self.owner[card]].viruses >> self.slot[card] & 1)

    def turn_face_down(self, card: int) -> bool:
        """Turn a SIGNI on the field face down (docs/engine-hooks.md, "Face-down cards in a
        SIGNI zone"): it stays in its SIGNI zone but is no SIGNI, without leaving the
        field; its state, the effects on it and its abilities end, and the cards under it
        go to the trash. False when it is not a SIGNI on the field."""
        if self.zone[card] != _SIGNI:
            return False
        self.move(card, Zone.FACE_DOWN, self.slot[card])
        return True

    def turn_face_up(self, card: int) -> bool:
        """Turn a face-down card of a SIGNI zone face up: a SIGNI again, upped, in that zone,
        a new card that does not enter the field. Only into a zone with no SIGNI: False
        when there is one there, or the card is not face down."""
        if self.zone[card] != _FACE_DOWN:
            return False
        slot = self.slot[card]
        if self.players[self.owner[card]].signi[slot] >= 0:
            return False
        self.move(card, Zone.SIGNI, slot)
        return True

    def awaken(self, card: int) -> bool:
        """A SIGNI on the field becomes awakened (docs/engine-hooks.md, "Awakened"): a
        state it keeps until it leaves the field. False when it is not on the field or
        already awakened."""
        if self.zone[card] != _SIGNI or self.awakened[card]:
            return False
        self.awakened[card] = 1
        self.note(LogCode.AWAKEN, self.owner[card], card)
        return True

    def negate(self, card: int, player: int) -> bool:
        """`player` negates the SPELL or PIECE being used: its effect is not processed (a
        cut-in), unless a NO_COUNTER effect keeps it from the effects of its owner's
        opponent. Its use is over, so it goes at once where it goes once used (a SPELL to
        its owner's trash: classic-2014-beginner-guide.txt, "(xvii) Spell", "go to the
        Trash after all of its effects resolve", and a countered one has none left; a
        PIECE out of the game), where the rest of the cut-in finds it (docs/engine-hooks.md,
        "Countered cards"). Whether it is negated."""
        if player != self.owner[card] and self.effects[_NO_COUNTER]:
            game = self.game
            for effect in self.effects[_NO_COUNTER]:
                if effect.covers(game, card):
                    return False
        self.negated.add(card)
        after = self.use_after.get(card)
        if after is not None and self.zone[card] == _CHECK:
            self._move(card, after)
        return True

    def move_signi(self, card: int, slot: int) -> bool:
        """Move a SIGNI to another, empty SIGNI zone of its owner (en-2021-glossary.txt,
        "SIGNI Zone": "A SIGNI in the field cannot be reassigned to another SIGNI zone by
        any means other than the effect of the card"). It stays on the field: it keeps
        its state and the effects on it, and the cards under it move with it. False when
        it is not on the field or the zone is not empty."""
        player = self.owner[card]
        p = self.players[player]
        if self.zone[card] != _SIGNI or p.signi[slot] >= 0:
            return False
        old = self.slot[card]
        p.signi[old] = NO_CARD
        p.signi[slot] = card
        self.slot[card] = slot
        if p.under[old]:
            p.under[old], p.under[slot] = p.under[slot], p.under[old]
            for under in p.under[slot]:
                self.slot[under] = slot
        self.note(LogCode.REPOSITION, player, card, slot)
        if self.watchers[EventKind.REPOSITIONED]:
            self.emit(EventKind.REPOSITIONED, card, player, old, slot)
        return True

    def swap_signi(self, card: int, other: int) -> bool:
        """Swap the positions of two SIGNI on the same player's field ("swap the positions
        of two target SIGNI on your opponent's field"): each goes into the other's SIGNI
        zone, together, and stays on the field with its state, the effects on it and the
        cards under it (en-2021-glossary.txt, "SIGNI Zone": zones change only by an
        effect). Each announces its move; the second one's announcement names the first
        in `moved_with`. False when they are not two SIGNI on one player's field."""
        player = self.owner[card]
        if (
            card == other
            or self.zone[card] != _SIGNI
            or self.zone[other] != _SIGNI
            or self.owner[other] != player
        ):
            return False
        p = self.players[player]
        first, second = self.slot[card], self.slot[other]
        p.signi[first], p.signi[second] = other, card
        self.slot[card], self.slot[other] = second, first
        p.under[first], p.under[second] = p.under[second], p.under[first]
        for slot in (first, second):
            for under in p.under[slot]:
                self.slot[under] = slot
        self.note(LogCode.REPOSITION, player, card, second)
        self.note(LogCode.REPOSITION, player, other, first)
        if self.watchers[EventKind.REPOSITIONED]:
            self.emit(EventKind.REPOSITIONED, card, player, first, second)
            self.moved_with = card
            try:
                self.emit(EventKind.REPOSITIONED, other, player, second, first)
            finally:
                self.moved_with = NO_CARD
        return True

    def negate_attack(self, by: int = NO_CARD, player: int = -1) -> bool:
        """Negate the attack being processed ("negate that attack") by the effect of `by`,
        `player`'s (the `ATTACK_NEGATED` event's a): the attacker stays downed, and neither
        battles nor deals damage; the attack ends. False between attacks, or when the
        attacker's attack is not negated by such effects (its own, WXDi-P05-068, say)."""
        attacker = self.attacking
        if attacker < 0 or self.attack_negated:
            return False
        if self.effects[_PROTECTION] and (
            self.is_protected(attacker, Protection.NEGATE_ATTACK, by)
            or (by == attacker and self.is_protected(attacker, Protection.NEGATE_ATTACK_BY_ITSELF))
        ):
            return False
        self.attack_negated = True
        self.note(LogCode.NEGATE_ATTACK, self.owner[attacker], attacker)
        self.emit(EventKind.ATTACK_NEGATED, attacker, self.owner[attacker], player)
        return True

    def return_lrig(self, card: int) -> bool:
        """Return a LRIG from the top of its LRIG zone to its owner's LRIG deck. The LRIG
        under it, if any, is that zone's LRIG again, in the state the returned one was in
        (upped or downed, frozen): the stack stays one LRIG. False when `card` is no
        LRIG on the field."""
        if not self.is_lrig_top(card):
            return False
        stack = self.players[self.owner[card]].lrig[self.slot[card]]
        downed, frozen = self.downed[card], self.frozen[card]
        self.move(card, Zone.LRIG_DECK)
        if stack:
            below = stack[-1]
            self.downed[below] = downed
            self.frozen[below] = frozen
            self.set_active(below, True)
        return True

    # ------------------------------------------------------------ continuous effects

    def add_effect(self, effect: ContinuousEffect) -> ContinuousEffect:
        if effect.attribute == _ABILITY:
            effect = self._granting(effect)
        elif effect.attribute == _ACTIONS_OF:
            self.any_actions = True
        if effect.ends_after_phase >= 0:
            self.phase_bound += 1
        self.effects[effect.attribute].append(effect)
        target = effect.target
        if (
            target >= 0
            and self.watchers[_AFFECTED]
            and self.effect_source >= 0
            and Cause.is_effect(self.cause)
        ):
            # Made for one card by the effect being processed: that card is affected by it.
            self.emit(EventKind.AFFECTED, target, self.owner[target], self.effect_source)
        return effect

    def _granting(self, effect: ContinuousEffect) -> ContinuousEffect:
        """An ABILITY effect gets the index its ability has on the cards it covers (a new
        ability each time: its limit counts afresh), and the game listens for it."""
        ability = effect.ability
        self.grants_made += 1
        effect = replace(effect, granted_index=GRANTED_INDEX + self.grants_made)
        if isinstance(ability, TriggeredAbility):
            for kind in ability.events:
                if kind not in self.granted_kinds:
                    self.granted_kinds.add(kind)
                    self.watchers[kind].append((GRANTS_WATCHER, -1, _GRANTS))
        else:
            self.any_actions = True
        return effect

    def remove_effect(self, effect: ContinuousEffect) -> None:
        effects = self.effects[effect.attribute]
        if effect in effects:
            effects.remove(effect)

    def end_of_turn(self) -> int:
        """The `ends_after_turn` of an effect lasting "until end of turn"."""
        return self.turn

    def end_of_opponents_next_turn(self, player: int) -> int:
        """The `ends_after_turn` of "until the end of your opponent's next turn"."""
        return self.next_turn_of(1 - player)

    def add_power(
        self, card: int, amount: int, ends_after_turn: int | None = None, by: int = NO_CARD
    ) -> None:
        """+/- power to a card (until end of turn unless told otherwise), by the effect of
        the card `by`: the change as the POWER_CHANGE effects in force replace it now."""
        until = self.turn if ends_after_turn is None else ends_after_turn
        if by >= 0 and self.effects[_POWER_CHANGE]:
            amount = changed_power(self.game, card, amount, by)
        self.add_effect(
            ContinuousEffect(Attribute.POWER, Mode.ADD, amount, target=card, ends_after_turn=until)
        )

    def set_power(
        self, card: int, value: int, ends_after_turn: int | None = None, by: int = NO_CARD
    ) -> None:
        """The card's base power becomes `value`, by the effect of the card `by` (not when a
        POWER_CHANGE effect keeps that card's effects from changing its power)."""
        until = self.turn if ends_after_turn is None else ends_after_turn
        if by >= 0 and self.effects[_POWER_CHANGE] and power_set_blocked(self.game, card, by):
            return
        self.add_effect(
            ContinuousEffect(Attribute.POWER, Mode.SET, value, target=card, ends_after_turn=until)
        )

    def set_level(self, card: int, value: int, ends_after_turn: int | None = None) -> None:
        """The card's level becomes `value` (a "set", applied before every modification;
        rule-based action 2 then checks the level and the limit)."""
        until = self.turn if ends_after_turn is None else ends_after_turn
        self.add_effect(
            ContinuousEffect(Attribute.LEVEL, Mode.SET, value, target=card, ends_after_turn=until)
        )

    def grant_keywords(self, card: int, keywords: int, ends_after_turn: int | None = None) -> None:
        """`card` gains `keywords` (KW bits) until the end of turn `ends_after_turn`, and
        announces those it has now (`GAINED_KEYWORDS`: one it cannot regain is not
        gained). docs/engine-hooks.md, "Gaining a keyword"."""
        until = self.turn if ends_after_turn is None else ends_after_turn
        self.add_effect(
            ContinuousEffect(
                Attribute.KEYWORDS, Mode.GRANT, keywords, target=card, ends_after_turn=until
            )
        )
        if self.watchers[EventKind.GAINED_KEYWORDS]:
            gained = self.keywords(card) & keywords
            if gained:
                self.emit(EventKind.GAINED_KEYWORDS, card, self.owner[card], gained)

    def next_phase_turn(self, player: int, phase: Phase) -> int:
        """The turn of `player`'s next `phase` (this turn's, while it is yet to come): the
        `ends_after_turn` of an effect lasting until its end (`ends_after_phase`)."""
        if self.turn_player == player and self.phase < phase:
            return self.turn
        return self.next_turn_of(player)

    def expire_phase(self, phase: Phase) -> None:
        """End every effect lasting until the end of this turn's `phase`."""
        if not self.phase_bound:
            return
        turn = self.turn
        bound = 0
        for effects in self.effects:
            if effects:
                effects[:] = [
                    e
                    for e in effects
                    if not (e.ends_after_phase == phase and e.ends_after_turn == turn)
                ]
                bound += sum(1 for e in effects if e.ends_after_phase >= 0)
        self.phase_bound = bound

    def expire_effects(self, turn: int) -> None:
        """End every effect, granted ability and damage prevention lasting until the end
        of `turn` (or an earlier turn)."""
        for effects in self.effects:
            if effects:
                effects[:] = [
                    e for e in effects if e.ends_after_turn == NEVER or e.ends_after_turn > turn
                ]
        for card in list(self.granted):
            self._drop_grants(card, turn)
        if self.became:
            for card, (until, _own) in list(self.became.items()):
                if until != NEVER and until <= turn:
                    self._unbecome(card)
        if self.damage_shields:
            self.damage_shields[:] = [
                shield
                for shield in self.damage_shields
                if shield.ends_after_turn == NEVER or shield.ends_after_turn > turn
            ]

    # ------------------------------------------------------------------ queries

    def signi_of(self, player: int) -> list[int]:
        return [card for card in self.players[player].signi if card >= 0]

    def opposing(self, card: int) -> int:
        """The SIGNI in front of a SIGNI (the same column on the other side), or -1. For a
        SIGNI that left the field: in front of the zone it was last in."""
        return self.players[1 - self.owner[card]].signi[self.slot[card]]

    def _cross_holds(self, card: int) -> bool:
        """Whether the SIGNI `card` on the field stands where its Cross line says: the
        SIGNI zone beside its own on each side it names holds a partner of that name
        (docs/engine-hooks.md, "Cross")."""
        d = self.defs[card]
        if not d.cross_left_of and not d.cross_right_of:
            return False
        zones = self.players[self.owner[card]].signi
        slot = self.slot[card]
        if d.cross_left_of:
            right = zones[slot + 1] if slot < 2 else NO_CARD
            if right < 0 or self.defs[right].name not in d.cross_left_of:
                return False
        if d.cross_right_of:
            left = zones[slot - 1] if slot > 0 else NO_CARD
            if left < 0 or self.defs[left].name not in d.cross_right_of:
                return False
        return True

    def cross_group(self, card: int) -> tuple[int, ...]:
        """The SIGNI crossed with `card` and `card` itself, left to right; empty when
        `card` is not crossed. A SIGNI is crossed when it stands as its Cross line says,
        and so are the partners it stands beside (docs/engine-hooks.md, "Cross")."""
        if not self.any_cross or self.zone[card] != Zone.SIGNI:
            return ()
        zones = self.players[self.owner[card]].signi
        slot = self.slot[card]
        group: set[int] = set()
        if self._cross_holds(card):
            group.add(card)
            if self.defs[card].cross_right_of:
                group.add(zones[slot - 1])
            if self.defs[card].cross_left_of:
                group.add(zones[slot + 1])
        # A neighbour whose Cross line names this SIGNI's zone crosses it too.
        if slot > 0:
            left = zones[slot - 1]
            if left >= 0 and self.defs[left].cross_left_of and self._cross_holds(left):
                group.update((left, card))
                if self.defs[left].cross_right_of and slot > 1:
                    group.add(zones[slot - 2])
        if slot < 2:
            right = zones[slot + 1]
            if right >= 0 and self.defs[right].cross_right_of and self._cross_holds(right):
                group.update((right, card))
                if self.defs[right].cross_left_of and slot < 1:
                    group.add(zones[slot + 2])
        return tuple(sorted(group, key=self.slot.__getitem__))

    def crossed(self, card: int) -> bool:
        """Whether the SIGNI `card` is crossed (docs/engine-hooks.md, "Cross"); a SIGNI
        leaving the field, while the events of its leaving are announced, as it was."""
        if card == self.leaving:
            return card in self.left_crossed
        return bool(self.cross_group(card))

    def under(self, card: int) -> list[int]:
        """The cards under a SIGNI or a LRIG on the field (bottom first); none for any
        other card."""
        zone = self.zone[card]
        if zone == _SIGNI:
            return list(self.players[self.owner[card]].under[self.slot[card]])
        if zone == _LRIG and self.is_lrig_top(card):
            return self.players[self.owner[card]].lrig[self.slot[card]][:-1]
        return []

    def rise_slots(self, player: int, card: int) -> list[int]:
        """The SIGNI zones of `player` whose SIGNI the [Rise] SIGNI `card` may be put on top
        of: a SIGNI its Rise accepts, with the level and the limit respected once the SIGNI
        below stops counting (en-2021-glossary.txt, "Level"; "Limit": "If the total level
        of the SIGNI in the SIGNI zone exceeds the limit of the center LRIG, you may not
        place that SIGNI")."""
        rise = self.defs[card].rise
        if rise is None:
            return []
        level = self.level(card)
        if level > self.center_level(player):
            return []
        room = self.limit(player) - self.signi_levels(player)
        if rise.under_count:
            # [Rise] from the trash: into an empty SIGNI zone, with the cards underneath.
            if len(self.rise_under(player, card)) < rise.under_count or level > room:
                return []
            signi = self.players[player].signi
            return self.placeable_slots(player, [slot for slot in range(3) if signi[slot] < 0])
        return [
            slot
            for slot, host in enumerate(self.players[player].signi)
            if host >= 0
            and host != card
            and level - self.level(host) <= room
            and (rise.host is None or rise.host(self.game, host))
        ]

    def rise_under(self, player: int, card: int) -> list[int]:
        """The cards of `player`'s trash that the [Rise] from the trash of `card` may put
        underneath it (not the card itself: docs/engine-hooks.md, "[Rise] from the trash")."""
        rise = self.defs[card].rise
        if rise is None or not rise.under_count:
            return []
        game = self.game
        test = rise.under
        return [
            c for c in self.players[player].trash if c != card and (test is None or test(game, c))
        ]

    def must_attack(self, card: int) -> bool:
        """Whether an effect obliges this SIGNI or LRIG to attack if able (`MUST_ATTACK`)."""
        game = self.game
        return any(effect.hits(game, card) for effect in self.effects[_MUST_ATTACK])

    def obliged_targets(self, player: int, source: int, legal: list[int]) -> list[int]:
        """The cards of `legal` that `player` must target for `source`'s ability or effect
        if possible (`MUST_TARGET`: their controller's opponent, for a SIGNI's)."""
        if not self.effects[_MUST_TARGET] or source < 0:
            return []
        if self.kind[source] not in (_SIGNI_KIND, _RESONA):
            return []
        game = self.game
        effects = self.effects[_MUST_TARGET]
        return [
            card
            for card in legal
            if self.owner[card] != player and any(effect.hits(game, card) for effect in effects)
        ]

    def signi_room(self, player: int) -> int:
        """How many SIGNI `player` can have on their field: the smallest SIGNI_COUNT effect
        covering them, else three; one that names the SIGNI allowed (`applies`) leaves room
        for those of them still there alone (docs/engine-hooks.md, "SIGNI a field holds")."""
        most = 3
        game = self.game
        for effect in self.effects[_SIGNI_COUNT]:
            if effect.covers_player(game, player):
                value = effect.value
                allowed = effect.applies
                if allowed is not None:
                    signi = self.players[player].signi_cards()
                    value = min(value, sum(1 for card in signi if allowed(game, card)))
                most = min(most, value)
        return most

    def signi_unallowed(self, player: int) -> list[int]:
        """The SIGNI of `player` that a SIGNI_COUNT effect naming the SIGNI allowed does not
        allow (the first to go when the field holds too many)."""
        game = self.game
        named = [
            effect.applies
            for effect in self.effects[_SIGNI_COUNT]
            if effect.applies is not None and effect.covers_player(game, player)
        ]
        return [
            card
            for card in self.players[player].signi_cards()
            if any(not allowed(game, card) for allowed in named)
        ]

    def draw_phase_draws(self, player: int, count: int) -> int:
        """How many of the `count` cards of their draw phase `player` draws: at most the
        smallest DRAW_PHASE_DRAWS effect covering them (docs/engine-hooks.md, "Draws in the
        draw phase")."""
        game = self.game
        for effect in self.effects[_DRAW_PHASE_DRAWS]:
            if effect.value < count and effect.covers_player(game, player):
                count = effect.value
        return count

    def erased_zones(self, player: int) -> int:
        """The SIGNI zones of `player` that are erased, a bit each (docs/engine-hooks.md,
        "Erased SIGNI zones")."""
        erased = 0
        game = self.game
        for effect in self.effects[_ERASED_ZONES]:
            if effect.covers_player(game, player):
                erased |= effect.value
        return erased

    def placeable_slots(self, player: int, empty: list[int]) -> list[int]:
        """The empty SIGNI zones of `player` a new SIGNI may be put into: none while the
        field holds as many SIGNI as it can (`signi_room`), never an erased one
        (`erased_zones`) nor one an effect closes to new SIGNI (`place_bit`); those in front
        of an opposing SIGNI that obliges it (`PLACEMENT`: new SIGNI go in front of it when they
        can), if any of them is empty; else every empty one."""
        if empty and (self.effects[_SIGNI_COUNT] or self.effects[_ERASED_ZONES]):
            if len(self.players[player].signi_cards()) >= self.signi_room(player):
                return []
            erased = self.erased_zones(player)
            empty = [slot for slot in empty if not erased >> slot & 1]
        if empty and self.effects[_RESTRICTION]:
            empty = [slot for slot in empty if not self.restricted(player, place_bit(slot))]
        effects = self.effects[_PLACEMENT]
        if not effects or not empty:
            return empty
        game = self.game
        fronts = {
            slot
            for slot, card in enumerate(self.players[1 - player].signi)
            if card >= 0 and any(effect.hits(game, card) for effect in effects)
        }
        obliged = [slot for slot in empty if slot in fronts]
        return obliged or empty

    def reorder_top(self, player: int, zone: Zone, cards: list[int]) -> None:
        """Put these cards, the top cards of a pile of `player` (deck, Life Cloth), back on
        top of it in this order, the first on top ("put them back in any order"). No card
        changes zone: no event."""
        pile = self.players[player].piles[zone]
        top = len(pile) - len(cards)
        assert sorted(pile[top:]) == sorted(cards), "only the top cards are reordered"
        pile[top:] = list(reversed(cards))
        self.note(LogCode.REORDER, player, len(cards), int(zone))

    def replace_ener(
        self, card: int, controller: int, source: int, also: Effect | None = None
    ) -> None:
        """A card in a check zone goes to the trash instead of the Ener Zone, once (while
        it stays there), and `also` (an effect of `controller`'s, from `source`) happens
        besides, as a triggered ability (a crushed card sent to the trash rather than the
        Ener Zone, with something more)."""
        if self.zone[card] == _CHECK:
            self.ener_replaced[card] = (controller, source, also)

    def at_end_of_turn(
        self, controller: int, source: int, effect: Effect, turn: int | None = None
    ) -> None:
        """Process `effect` (of `controller`, from the card `source`) at the end of this
        turn (or of the later turn `turn`), as a triggered ability: when the end phase
        begins, with the turn's "at the end of the turn" abilities. A turn that ends at once
        (a second refresh) has no end phase: the effect is not processed."""
        self.at_turn_end.append((self.turn if turn is None else turn, controller, source, effect))

    def queue_turn_end_effects(self) -> None:
        """The end phase began: queue the effects waiting for the end of this turn."""
        waiting = [item for item in self.at_turn_end if item[0] == self.turn]
        self.at_turn_end = [item for item in self.at_turn_end if item[0] > self.turn]
        for _turn, controller, source, effect in waiting:
            ability = TriggeredAbility(events=(), effect=effect)
            self.trigger(controller, source, ability, Event(EventKind.TURN_ENDING, -1, controller))

    def lrig_types_on_field(self, player: int) -> set[str]:
        types: set[str] = set()
        for stack in self.players[player].lrig:
            if stack:
                types |= self.defs[stack[-1]].lrig_types
        return types

    def team_on_field(self, player: int, team: str) -> bool:
        """Whether every LRIG zone of `player` holds a LRIG of `team` ([Team] conditions)."""
        defs = self.defs
        for stack in self.players[player].lrig:
            if not stack or defs[stack[-1]].team != team:
                return False
        return True

    def distinct(self, cards: Iterable[int]) -> list[int]:
        """One card per CardDef, in order: equivalent choices offered once."""
        defs = self.defs
        first: dict[CardDef, int] = {}
        for card in cards:
            first.setdefault(defs[card], card)
        return list(first.values())


def _no_trigger(game: Game, source: int, event: Event) -> bool:
    return False


# The watcher entry of GRANTS_WATCHER (never triggered itself).
_GRANTS = TriggeredAbility(events=(), effect=_no_effect, condition=_no_trigger)
