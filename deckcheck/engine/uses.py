"""What a player may do in the main phase and in use windows, and doing it.

Putting a SIGNI onto the field, using a SPELL, PIECE or ARTS, growing (the Center in
the grow phase, an Assist LRIG at its use timing), using [Action] abilities and
retiring. `usable()` lists the legal actions of a use timing; the `do_*` procedures
carry them out. Every check reads the format's `GameRules`.
"""

from __future__ import annotations

from dataclasses import replace

from deckcheck.engine.abilities import (
    AbilityCost,
    ActionAbility,
    CostVector,
    CostZone,
    EffectContext,
    GrowUnder,
    Procedure,
    UseEffect,
    UseReduction,
)
from deckcheck.engine.actions import (
    Action,
    ActionKind,
    CardActions,
    Decision,
    DecisionKind,
    PairActions,
)
from deckcheck.engine.constants import COLORLESS_INDEX, CardKind, Timing, Zone
from deckcheck.engine.continuous import (
    Attribute,
    ContinuousEffect,
    Instead,
    Restriction,
    derive_cost,
)
from deckcheck.engine.costs import ener_needed, reduced
from deckcheck.engine.events import EventKind
from deckcheck.engine.log import LogCode
from deckcheck.engine.resolution import Resolution
from deckcheck.formats.game import GrowRule

_PASS = Action(ActionKind.PASS)
_RETIRE_DONE = Action(ActionKind.RETIRE_DONE)
_END_MAIN = Action(ActionKind.END_MAIN)
_GROW = CardActions(ActionKind.GROW)
_ASSIST_GROW = PairActions(ActionKind.ASSIST_GROW)
_USE_PIECE = CardActions(ActionKind.USE_PIECE)
_USE_ARTS = CardActions(ActionKind.USE_ARTS)
_PLAY_RESONA = CardActions(ActionKind.PLAY_RESONA)
_USE_ACTION = PairActions(ActionKind.USE_ACTION)
_PLAY_SIGNI = PairActions(ActionKind.PLAY_SIGNI)
_USE_SPELL = CardActions(ActionKind.USE_SPELL)
_RETIRE = CardActions(ActionKind.RETIRE)
_LRIG = int(CardKind.LRIG)
_ASSIST_LRIG = int(CardKind.ASSIST_LRIG)
_SIGNI = int(CardKind.SIGNI)
_SPELL = int(CardKind.SPELL)
_PIECE = int(CardKind.PIECE)
_ARTS = int(CardKind.ARTS)
_RESONA = int(CardKind.RESONA)
_LRIG_DECK_USABLE = (_ASSIST_LRIG, _PIECE, _ARTS, _RESONA)
_ABILITY = int(Attribute.ABILITY)
_ACTIONS_OF = int(Attribute.ACTIONS_OF)
_GROW_REVEAL = int(Attribute.GROW_REVEAL)
_NO_LIMITING = int(Attribute.NO_LIMITING)
_NO_ACTIONS = int(Attribute.NO_ACTIONS)
_ACTION_COST = int(Attribute.ACTION_COST)
_NO_USE = int(Attribute.NO_USE)
_USE_COST = int(Attribute.USE_COST)
_USE_COLORLESS = int(Attribute.USE_COLORLESS)
_NO_COUNTER = int(Attribute.NO_COUNTER)
_RESTRICTION = int(Attribute.RESTRICTION)
_INSTEAD = int(Attribute.INSTEAD)
_OFFFIELD_ACTION_ZONES = (Zone.TRASH, Zone.ENER, Zone.HAND)
_CUT_IN = Timing.CUT_IN


class Uses(Resolution):
    # ------------------------------------------------------------------ checks

    def restriction_met(self, player: int, card: int) -> bool:
        """A card limited to LRIG types needs one of them on the field
        (classic-2014-beginner-guide.txt, "(v) LRIG", "5: LRIG Type")."""
        restriction = self.defs[card].restriction
        if not restriction or not self.rules.lrig_type_restriction:
            return True
        if restriction & self.lrig_types_on_field(player):
            return True
        # An effect may lift the limiting condition (NO_LIMITING).
        effects = self.effects[_NO_LIMITING]
        return bool(effects) and any(effect.covers(self.game, card) for effect in effects)

    def lrigs_on_field(self, player: int) -> int:
        return sum(map(bool, self.players[player].lrig))

    def can_use_card(self, player: int, card: int) -> bool:
        """Use cost payable, LRIG type restriction and use condition met."""
        if not self.restriction_met(player, card) or self._use_forbidden(card):
            return False
        return self._use_cost_payable(player, card) and self._use_condition_met(player, card)

    def can_use_by_effect(
        self, player: int, card: int, free: bool, ignore_restriction: bool
    ) -> bool:
        """Whether an effect may have `player` use `card` where it is, as if it were in
        their hand (docs/engine-hooks.md, "Using a card by an effect"): its use condition
        met, its LRIG type restriction too unless ignored, its cost payable unless it is
        used `free`. What keeps players from using cards ("cannot use spells") names the
        cards of the player it restricts: it holds for a card of the user's own."""
        if not ignore_restriction and not self.restriction_met(player, card):
            return False
        if self.owner[card] == player and self._use_forbidden(card):
            return False
        if not free and not self._use_cost_payable(player, card):
            return False
        return self._use_condition_met(player, card)

    def _use_forbidden(self, card: int) -> bool:
        """Whether an effect keeps its player from using `card` ("cannot use spells")."""
        return bool(self.effects[_NO_USE]) and any(
            effect.covers(self.game, card) for effect in self.effects[_NO_USE]
        )

    def _use_cost_payable(self, player: int, card: int) -> bool:
        """Whether `player` can pay `card`'s use cost, reduced as often as they could pay
        the reduction's unit (as `do_use_card` reduces it)."""
        cost = self.use_cost(card)
        effect = self.defs[card].use_effect
        if effect is not None and effect.reduction is not None:
            reduction = effect.reduction
            cost = reduced(cost, reduction.each, self.reduction_units(player, card, reduction))
        if effect is not None and self._bet_changes_cost(player, card, effect):
            return True
        # Too little Ener is the usual answer, and the cheapest to see; the payment
        # (remembered by Ener Zone) is cheaper to check than most use conditions.
        if len(self.players[player].ener) < ener_needed(cost):
            return False
        if self.can_pay(player, cost):
            return True
        return any(self.can_pay(player, way) for way in self._colorless_ways(player, card, cost))

    def _colorless_covered(self, player: int, card: int) -> bool:
        """Whether a USE_COLORLESS effect covers `card` used by `player` (`player` of the
        effect: its user, or -1 for anyone)."""
        game = self.game
        return any(
            effect.player in (-1, player) and effect.covers(game, card)
            for effect in self.effects[_USE_COLORLESS]
        )

    def _colorless_ways(self, player: int, card: int, cost: CostVector) -> list[CostVector]:
        """The costs `cost` may become when a USE_COLORLESS effect covers `card` used by
        `player`: one Ener of a colour it asks paid as colorless, a colour each (none
        without such an effect)."""
        if not self.effects[_USE_COLORLESS] or not self._colorless_covered(player, card):
            return []
        return _as_colorless(cost)

    def _bet_changes_cost(self, player: int, card: int, effect: UseEffect) -> bool:
        """Whether `player` may pay the additional use cost of `card` that changes its use
        cost, and the use cost it changes to (docs/engine-hooks.md, "A Bet that changes
        the use cost")."""
        changed = effect.cost_if_additional
        additional = effect.additional_cost
        return (
            changed is not None
            and additional is not None
            and self.can_pay_ability(player, card, additional)
            and self.can_pay(player, changed)
        )

    def _use_condition_met(self, player: int, card: int) -> bool:
        effect = self.defs[card].use_effect
        return (
            effect is None or effect.condition is None or effect.condition(self.game, player, card)
        )

    def can_grow(self, player: int, card: int, onto: int, free: bool = False) -> bool:
        """Whether `card` may be put on top of the LRIG `onto`: the level rule, a shared
        LRIG type, extra grow conditions and the grow cost (not `free`: an effect's grow
        "without paying its grow cost")."""
        d = self.defs[card]
        level = d.level
        current_level = self.level(onto)
        if self.slot[onto] == self.center_zone and self.kind[onto] == _LRIG:
            if self.rules.grow_rule == GrowRule.EXACTLY_ONE_HIGHER:
                if level != current_level + 1:
                    return False
            elif level > current_level + 1:
                return False
        elif level != current_level + 1 or level > self.center_level(player):
            # en-2021-glossary.txt, "Assist LRIG": one level higher, never above the Center.
            return False
        return self._may_grow_onto(player, card, onto, free)

    def _may_grow_onto(self, player: int, card: int, onto: int, free: bool = False) -> bool:
        """`can_grow` once the levels allow it: a shared LRIG type, extra grow conditions
        and the grow cost."""
        d = self.defs[card]
        if not d.lrig_types & self.defs[onto].lrig_types:
            return False
        if self.effects[_RESTRICTION] and self.restricted(player, Restriction.GROW):
            return False
        for condition in d.grow_conditions:
            if not condition.condition(self.game, player, card):
                return False
        if free:
            return True
        for part in d.grow_under:
            if not self._grow_under(player, card, part):
                return False
        cost = self.grow_cost(card)
        if self.effects[_GROW_REVEAL]:
            for effect in self._grow_reveals(player, card):
                cost = reduced(cost, effect.cost_delta, 1)
        return self.can_pay(player, cost)

    def _grow_under(self, player: int, card: int, part: GrowUnder) -> list[int]:
        """The cards of `player`'s LRIG deck a grow cost part of `card` may put under."""
        accepts = part.under
        game = self.game
        return [c for c in self.players[player].lrig_deck if c != card and accepts(game, player, c)]

    def _grow_reveals(self, player: int, card: int) -> list[ContinuousEffect]:
        """The GROW_REVEAL effects on growing into `card` that its player can take now,
        together: each with cards of the hand no earlier one took."""
        game = self.game
        taken: list[ContinuousEffect] = []
        parts: tuple[AbilityCost, ...] = ()
        for effect in self.effects[_GROW_REVEAL]:
            if effect.covers(game, card) and self._revealable_apart(
                player, card, (*parts, *effect.costs), ()
            ):
                taken.append(effect)
                parts = (*parts, *effect.costs)
        return taken

    def _revealable_apart(
        self, player: int, card: int, parts: tuple[AbilityCost, ...], used: tuple[int, ...]
    ) -> bool:
        """Whether a different card of the hand can be revealed for each part."""
        if not parts:
            return True
        return any(
            self._revealable_apart(player, card, parts[1:], (*used, other))
            for other in self._revealable(player, card, parts[0])
            if other not in used
        )

    def _reveal_for_grow(self, player: int, card: int, cost: CostVector) -> Procedure[CostVector]:
        """Cards revealed from the hand to grow for less: each GROW_REVEAL effect its
        player can take, asked in turn (not when the cost could not be paid without it),
        its cards revealed one part at a time; the cost reduced for each taken."""
        effects = self._grow_reveals(player, card)
        revealed: list[int] = []
        for index, effect in enumerate(effects):
            rest = cost
            for later in effects[index + 1 :]:
                rest = reduced(rest, later.cost_delta, 1)
            if not self._revealable_apart(player, card, effect.costs, tuple(revealed)):
                continue
            if self.can_pay(player, rest) and not (yield from self.may(player, card)):
                continue
            for part in effect.costs:
                candidates = [c for c in self._revealable(player, card, part) if c not in revealed]
                chosen = yield from self._choose_paid(player, candidates, 1, card)
                for other in chosen:
                    self.reveal(other)
                    revealed.append(other)
            cost = reduced(cost, effect.cost_delta, 1)
        return cost

    def grow_options(self, player: int) -> list[Action]:
        """Grow phase: LRIG cards the Center may grow into (en-2021-glossary.txt, "Grow")."""
        center = self.center(player)
        kinds = self.kind
        options = []
        for card in self.players[player].lrig_deck:
            if kinds[card] == _LRIG and self.can_grow(player, card, center):
                options.append(_GROW[card])
        return options

    def usable(self, player: int, timing: int) -> list[Action]:
        """PIECE, ARTS, Assist LRIG grows, RESONAs and [Action] abilities usable at
        `timing`."""
        options: list[Action] = []
        p = self.players[player]
        rules = self.rules
        defs = self.defs
        kinds = self.kind
        assist_tops: list[tuple[int, int, int]] | None = None
        if p.lrig_deck_timing < 0:
            p.lrig_deck_timing = 0
            p.lrig_deck_usable = {}
            for card in p.lrig_deck:
                if kinds[card] in _LRIG_DECK_USABLE:
                    p.lrig_deck_timing |= defs[card].timing
        if p.lrig_deck_timing & timing:
            candidates = p.lrig_deck_usable.get(timing)
            if candidates is None:
                candidates = p.lrig_deck_usable[timing] = tuple(
                    card
                    for card in p.lrig_deck
                    if kinds[card] in _LRIG_DECK_USABLE and defs[card].timing & timing
                )
        else:
            candidates = ()
        # Whether PIECEs may be used: the LRIG zones do not change while the options are
        # listed (None until a PIECE asks).
        pieces_allowed: bool | None = None
        for card in candidates:
            if timing == _CUT_IN and not self._cuts_in(player, card):
                continue
            kind = kinds[card]
            if kind == _ASSIST_LRIG:
                if not rules.assist_lrigs:
                    continue
                if assist_tops is None:
                    assist_tops = self._assist_tops(player)
                level = defs[card].level
                for zone, top, top_level in assist_tops:
                    # The levels allow it (`can_grow`): one higher than an Assist LRIG
                    # below the Center (`_assist_tops`).
                    if level == top_level + 1 and self._may_grow_onto(player, card, top):
                        options.append(_ASSIST_GROW[card, zone])
            elif kind == _PIECE:
                # en-2021-glossary.txt, "PIECE": "only when you have 3 LRIGs in your field".
                if pieces_allowed is None:
                    pieces_allowed = rules.pieces and self.lrigs_on_field(player) == rules.lrigs
                if pieces_allowed and self.can_use_card(player, card):
                    options.append(_USE_PIECE[card])
            elif kind == _ARTS:
                if rules.arts and self.can_use_card(player, card):
                    options.append(_USE_ARTS[card])
            elif kind == _RESONA and self.can_play_resona(player, card):
                options.append(_PLAY_RESONA[card])
        if self.any_actions:
            # Cards on the field with [Action] abilities (printed ones of this use timing,
            # or granted ones: for a while, or by a continuous effect).
            granted = self.granted
            given = self.effects[_ABILITY] or self.effects[_ACTIONS_OF]
            for card in p.signi:
                if card >= 0 and (
                    defs[card].action_timing & timing
                    or card in granted
                    or (given and self._given_action(card))
                ):
                    self._usable_actions(options, player, card, timing)
            for stack in p.lrig:
                if stack and (
                    defs[stack[-1]].action_timing & timing
                    or stack[-1] in granted
                    or (given and self._given_action(stack[-1]))
                ):
                    self._usable_actions(options, player, stack[-1], timing)
            if self.offfield_actions:
                # [Action] abilities used from the trash, the Ener Zone or the hand.
                for zone in _OFFFIELD_ACTION_ZONES:
                    for card in self.distinct(p.piles[zone]):
                        if card in self.offfield_actions:
                            self._usable_actions(options, player, card, timing)
        return options

    def _cuts_in(self, player: int, card: int) -> bool:
        """Whether `card` may cut in, for `player`, just after the card its window is open
        for was used (its use ability's `cut_in`)."""
        effect = self.defs[card].use_effect
        used = self.cut_in_on
        return (
            used >= 0
            and effect is not None
            and effect.cut_in is not None
            and effect.cut_in(self.game, player, used)
        )

    def cut_in_window(self, player: int, card: int) -> Procedure[None]:
        """Just after `player` used `card` (its cost paid), their opponent may use the
        cards that cut in on it (Timing.CUT_IN), one at a time, before its effect is
        processed (docs/engine-hooks.md, "Cut-ins just after a card is used"). A cut-in
        used in it is used in turn, with a window of its own."""
        before = self.cut_in_on
        self.cut_in_on = card
        yield from self.use_window(1 - player, _CUT_IN, DecisionKind.USE_WINDOW)
        self.cut_in_on = before

    def _given_action(self, card: int) -> bool:
        """Whether a continuous effect gives the card an [Action] ability (its own, or
        those of other cards: ACTIONS_OF)."""
        game = self.game
        return any(
            isinstance(effect.ability, ActionAbility) and effect.covers(game, card)
            for effect in self.effects[_ABILITY]
        ) or any(effect.covers(game, card) for effect in self.effects[_ACTIONS_OF])

    def _usable_actions(self, options: list[Action], player: int, card: int, timing: int) -> None:
        blocked = self.effects[_NO_ACTIONS]
        if blocked and any(effect.covers(self.game, card) for effect in blocked):
            return
        where = 1 << self.zone[card]
        for index, ability in self.action_abilities(card):
            if (
                ability.zones & where
                and ability.timing & timing
                and self.uses_left(card, index, ability.limit)
                and (ability.condition is None or ability.condition(self.game, card))
                and self.can_pay_ability(player, card, self.action_cost(card, ability.cost))
            ):
                options.append(_USE_ACTION[card, index])

    def _spend_next_use(self, card: int, attribute: int = _USE_COST) -> None:
        """End the cost changes for the next use alone that apply to `card`, used now (or,
        `attribute` ACTION_COST, one of its [Action] abilities)."""
        effects = self.effects[attribute]
        if effects and any(effect.next_use for effect in effects):
            game = self.game
            effects[:] = [e for e in effects if not (e.next_use and e.covers(game, card))]

    def action_cost(self, card: int, cost: AbilityCost) -> AbilityCost:
        """The cost of an [Action] ability of `card` after the ACTION_COST effects on it
        (an Ener amount never below 0)."""
        effects = self.effects[_ACTION_COST]
        if not effects:
            return cost
        ener = derive_cost(self.game, effects, card, cost.ener)
        return cost if ener == cost.ener else replace(cost, ener=ener)

    def _assist_tops(self, player: int) -> list[tuple[int, int, int]]:
        """(zone, LRIG, its level) of the Assist LRIG zones that can still grow (below
        the Center)."""
        center_zone = self.center_zone
        center_level = self.center_level(player)
        tops = []
        for zone, stack in enumerate(self.players[player].lrig):
            if zone != center_zone and stack:
                top = stack[-1]
                level = self.level(top)
                if level < center_level:
                    tops.append((zone, top, level))
        return tops

    def action_abilities(self, card: int) -> list[tuple[int, ActionAbility]]:
        """A card's [Action] abilities, printed and granted (none while it lost them)."""
        effects = self.effects
        if (
            not self.granted
            and not effects[Attribute.LOSE_ABILITIES]
            and not effects[_ABILITY]
            and not effects[_ACTIONS_OF]
        ):
            return list(self.defs[card].actions)
        return [(i, a) for i, a in self.abilities_of(card) if isinstance(a, ActionAbility)]

    def main_options(self, player: int) -> list[Action]:
        """Main phase (en-2021-glossary.txt, "Main phase"): SIGNI, SPELLs, PIECE, Assist
        LRIG grows, [Action] abilities, retire, or end the phase."""
        p = self.players[player]
        options: list[Action] = []
        kinds = self.kind
        signi = p.signi
        empty: list[int] = []
        for slot, card in enumerate(signi):
            if card < 0:
                empty.append(slot)
        empty = self.placeable_slots(player, empty)
        hand = self.distinct(p.hand) if p.hand else []
        if hand:
            defs = self.defs
            center_level = room = -1  # the Center's level and the room left, once needed
            for card in hand:
                if kinds[card] != _SIGNI:
                    continue
                if defs[card].rise is not None:
                    # [Rise]: on top of a SIGNI of the field, never into an empty zone.
                    if self.may_play_signi(player, card):
                        options.extend(
                            _PLAY_SIGNI[card, slot] for slot in self.rise_slots(player, card)
                        )
                elif empty:
                    if center_level < 0:
                        room = self.limit(player) - self.signi_levels(player)
                        center_level = self.center_level(player)
                    # can_play_signi, inlined: this runs for every SIGNI in hand.
                    level = self.level(card)
                    if (
                        level <= center_level
                        and level <= room
                        and self.may_play_signi(player, card)
                    ):
                        for slot in empty:
                            options.append(_PLAY_SIGNI[card, slot])
        for card in hand:
            if kinds[card] == _SPELL and self.can_use_card(player, card):
                options.append(_USE_SPELL[card])
        options.extend(self.usable(player, Timing.MAIN))
        if not (p.retired and self.rules.retire_once_per_turn) and not (
            self.effects[_RESTRICTION] and self.restricted(player, Restriction.RETIRE)
        ):
            for card in signi:
                if card >= 0 and kinds[card] != _RESONA and not self.owner_cannot_trash(card):
                    options.append(_RETIRE[card])
        options.append(_END_MAIN)
        return options

    def can_play_signi(self, player: int, card: int, center_level: int, room: int) -> bool:
        """Level at most the Center's, total levels within the limit (quick start *7),
        the LRIG type restriction, Harmony and any play condition."""
        level = self.level(card)
        if level > center_level or level > room:
            return False
        return self.may_play_signi(player, card)

    def may_play_signi(self, player: int, card: int) -> bool:
        """What a SIGNI needs to be put onto the field from the hand beyond its level and
        the limit: the LRIG type restriction, Harmony and any play condition."""
        if not self.restriction_met(player, card):
            return False
        d = self.defs[card]
        if d.harmony is not None and len(self.harmony_lrigs(player, d.harmony)) < d.harmony.count:
            return False
        # Most SIGNI have no play condition: no generator is made for them.
        return not d.play_conditions or all(
            c.condition(self.game, player, card) for c in d.play_conditions
        )

    def can_place_signi(self, player: int, card: int) -> bool:
        """Whether an effect may put `card` (a SIGNI, or a RESONA: "ignoring its play
        condition") onto `player`'s field: an empty SIGNI zone (for
        a [Rise] SIGNI, a SIGNI to put it on), a level not above the Center LRIG's, and
        room within the limit
        (en-2021-glossary.txt, "Level": "A SIGNI with a level greater than the center LRIG
        level cannot be placed in the field"; "Limit": "you may not place that SIGNI")."""
        if self.kind[card] != _SIGNI and self.kind[card] != _RESONA:
            return False
        if self.defs[card].rise is not None:
            return bool(self.rise_slots(player, card))
        signi = self.players[player].signi
        if not self.placeable_slots(player, [slot for slot in range(3) if signi[slot] < 0]):
            return False
        level = self.level(card)
        if level > self.center_level(player) or level > self.limit(player) - self.signi_levels(
            player
        ):
            return False
        # A SIGNI's play condition holds however it is put onto the field ("This SIGNI can
        # only be put onto the field if ...").
        conditions = self.defs[card].play_conditions
        return not conditions or all(c.condition(self.game, player, card) for c in conditions)

    def can_play_resona(self, player: int, card: int) -> bool:
        """Whether a RESONA of the LRIG deck may be played now (docs/engine-hooks.md,
        "RESONA"): one of its play condition's costs fits (`resona_costs`)."""
        return bool(self.resona_costs(player, card))

    def resona_costs(self, player: int, card: int) -> list[int]:
        """The costs of a RESONA's play condition (indexes) that can be paid now and after
        which it fits the field as a SIGNI put onto it (classic-2014-beginner-guide.txt,
        "(xi) SIGNI", "2: Level"): a free SIGNI zone, a level not above the Center LRIG's,
        and the total level within the limit whichever SIGNI the cost puts from the field
        into the trash. Its LRIG type restriction must be met."""
        play = self.defs[card].resona
        if play is None or not self.restriction_met(player, card):
            return []
        level = self.level(card)
        if level > self.center_level(player):
            return []
        occupied = [signi for signi in self.players[player].signi if signi >= 0]
        room = self.limit(player) - level - sum(self.level(signi) for signi in occupied)
        fitting = []
        for index, cost in enumerate(play.costs):
            freed = cost.field_count()
            if len(occupied) - freed >= 3 or not self.can_pay_ability(player, card, cost):
                continue
            if freed:
                # At worst the cost takes the lowest SIGNI it may take.
                takes: set[int] = set()
                for _, found, _ in self._cost_parts(player, card, cost, CostZone.FIELD):
                    takes.update(found)
                levels = sorted(self.level(c) for c in takes)
                if sum(levels[:freed]) < -room:
                    continue
            elif room < 0:
                continue
            fitting.append(index)
        return fitting

    # ------------------------------------------------------------------ doing

    def do(self, player: int, action: Action) -> Procedure[None]:
        """Carry out a main-phase or use-window action (not END_MAIN or PASS)."""
        kind = action.kind
        if kind == ActionKind.PLAY_SIGNI:
            yield from self.do_play_signi(player, action.a, action.b)
        elif kind == ActionKind.USE_SPELL:
            yield from self.do_use_card(player, action.a, Zone.TRASH)
        elif kind == ActionKind.USE_PIECE:
            yield from self.do_use_card(player, action.a, Zone.REMOVED)
        elif kind == ActionKind.USE_ARTS:
            yield from self.do_use_card(player, action.a, Zone.LRIG_TRASH)
        elif kind == ActionKind.ASSIST_GROW:
            yield from self.do_grow(player, action.a, action.b)
        elif kind == ActionKind.USE_ACTION:
            yield from self.do_action_ability(player, action.a, action.b)
        elif kind == ActionKind.RETIRE:
            yield from self.do_retire(player, action.a)
        elif kind == ActionKind.PLAY_RESONA:
            yield from self.do_play_resona(player, action.a)
        else:  # pragma: no cover - the options never hold anything else
            raise AssertionError(f"not a use action: {action}")

    def do_play_signi(self, player: int, card: int, slot: int) -> Procedure[None]:
        harmony = self.defs[card].harmony
        if harmony is not None:
            yield from self.pay_harmony(player, harmony, card)
        rise = self.defs[card].rise
        if rise is not None and rise.under_count:
            under = yield from self.choose_rise_under(player, card, card)
            self.put_onto_field(card, slot, under=under)
        else:
            self.put_onto_field(card, slot)

    def do_play_resona(self, player: int, card: int) -> Procedure[None]:
        """Pay a RESONA's play condition, then put it from the LRIG deck onto a free SIGNI
        zone its owner chooses, as a SIGNI (docs/engine-hooks.md, "RESONA"); its [Enter]
        abilities trigger, and know the cards paid (`resona_paid`)."""
        play = self.defs[card].resona
        assert play is not None
        fitting = self.resona_costs(player, card)
        index = fitting[0]
        if len(fitting) > 1:  # which of the costs it may pay ("choose two of ...")
            options = tuple(Action(ActionKind.CHOOSE_MODE, i) for i in fitting)
            index = (yield Decision(player, DecisionKind.MODE, options, card)).a
        paid = yield from self.pay_ability(player, card, play.costs[index])
        slot = yield from self.choose_signi_zone(player, card, card)
        if slot >= 0 and self.zone[card] == Zone.LRIG_DECK:
            self.resona_paid[card] = tuple(paid)
            self.put_onto_field(card, slot)

    def do_use_card(
        self, player: int, card: int, after: Zone, free: bool = False
    ) -> Procedure[None]:
        """Use a SPELL, PIECE or ARTS: it waits in the check zone while its cost is paid
        (unless an effect has it used `free`) and its effect processed
        (en-2021-glossary.txt, "Check Zone"), then goes to the trash (SPELL), is removed
        from the game (PIECE, "PIECE") or goes to the LRIG trash (ARTS,
        classic-2014-beginner-guide.txt, "(xvi) ARTS"): its owner's, whoever used it."""
        cost = self.use_cost(card)
        self._spend_next_use(card)
        covered = bool(self.effects[_USE_COLORLESS]) and self._colorless_covered(player, card)
        if covered:
            effects = self.effects[_USE_COLORLESS]
            game = self.game
            # Spent by this use: the next-use effects of this user that cover the card.
            effects[:] = [
                e
                for e in effects
                if not (e.next_use and e.player in (-1, player) and e.covers(game, card))
            ]
        self._move(card, Zone.CHECK)
        # A new use of the card (one countered before may be used again from the trash).
        self.negated.discard(card)
        self.use_after[card] = after
        self.note(LogCode.USE, player, card)
        effect = self.defs[card].use_effect
        paid: list[int] = []
        ener: list[int] = []  # the cards of `paid` paid as Ener
        additional = effect.additional_cost if effect is not None else None
        additional_paid = False
        # The use cost it pays may depend on the additional cost: that is decided first,
        # and made without asking when the usual cost cannot be paid (it is being used).
        if (
            not free
            and effect is not None
            and effect.cost_if_additional is not None
            and additional is not None
            and self._bet_changes_cost(player, card, effect)
            and (not self.can_pay(player, cost) or (yield from self.may(player, card)))
        ):
            paid += yield from self.pay_ability(player, card, additional, ener_paid=ener)
            additional_paid = True
            cost = effect.cost_if_additional
        if not free:
            if effect is not None and effect.reduction is not None:
                cost = yield from self.reduce_use_cost(player, card, cost, effect.reduction)
            if covered:
                cost = yield from self._pay_as_colorless(player, card, cost)
            spent = yield from self.pay(player, cost, card)
            paid += spent
            ener += spent
        if (
            not additional_paid
            and (effect is None or effect.cost_if_additional is None)
            and additional is not None
            and self.can_pay_ability(player, card, additional)
            and (yield from self.may(player, card))
        ):
            # "As you use this spell, you may pay ... as an additional use cost."
            paid += yield from self.pay_ability(player, card, additional, ener_paid=ener)
            additional_paid = True
        if self.kind[card] == _SPELL:
            # en-2021-glossary.txt, "Use timing: Spell Cut-in": the opponent may interrupt
            # before the spell's processing.
            yield from self.use_window(1 - player, Timing.SPELL_CUT_IN, DecisionKind.USE_WINDOW)
        if self.any_cut_ins and self.zone[card] == Zone.CHECK:
            yield from self.cut_in_window(player, card)
        self.players[player].used.append(card)
        self.emit(EventKind.USED, card, player)
        # Countered, it has left the check zone (or, used again by an effect, is over).
        if effect is not None and card not in self.negated and self.zone[card] == Zone.CHECK:
            context = EffectContext(
                self.game,
                player,
                card,
                effect,
                paid=paid,
                paid_ener=ener,
                additional_cost_paid=additional_paid,
            )
            yield from self.run_effect(effect.effect, context)
        self.negated.discard(card)
        # "The next spell you use cannot be canceled": until its use is over.
        self._spend_next_use(card, _NO_COUNTER)
        self.use_after.pop(card, None)
        if self.zone[card] == Zone.CHECK:
            if additional_paid and effect is not None and effect.encore:
                # [Encore] paid: "Return this card to the LRIG Deck" once it is used
                # (docs/engine-hooks.md, "Encore").
                after = Zone.LRIG_DECK
            self._move(card, after)

    def _pay_as_colorless(self, player: int, card: int, cost: CostVector) -> Procedure[CostVector]:
        """The cost its user pays when one Ener of a colour of it may be paid as colorless
        (USE_COLORLESS): they choose the colour (a mode each, the colours in order, the
        last mode none) among the ways they can pay; the cost itself when none helps."""
        ways = [way for way in _as_colorless(cost) if self.can_pay(player, way)]
        if not ways:
            return cost
        options = tuple(Action(ActionKind.CHOOSE_MODE, index) for index in range(len(ways) + 1))
        if not self.can_pay(player, cost):
            options = options[:-1]
        choice = (yield Decision(player, DecisionKind.MODE, options, card)).a
        return ways[choice] if choice < len(ways) else cost

    def use_by_effect(
        self, player: int, card: int, free: bool, removed: bool = False
    ) -> Procedure[None]:
        """An effect has `player` use `card` where it is (`can_use_by_effect`): as its
        use action would, to the zone its kind goes to once used (`removed`: out of the
        game instead, WXDi-P06-066)."""
        kind = self.kind[card]
        after = Zone.LRIG_TRASH if kind == _ARTS else Zone.REMOVED if kind == _PIECE else Zone.TRASH
        yield from self.do_use_card(player, card, Zone.REMOVED if removed else after, free)

    def reduction_units(self, player: int, card: int, reduction: UseReduction) -> int:
        """How many times the player could pay the reduction's unit now (its cards)."""
        unit = reduction.unit
        if unit.down_cards:
            units = len(self._downable(player, card, unit))
        else:
            units = len(self._discardable(player, card, unit))
        return min(units, reduction.most) if reduction.most else units

    def reduce_use_cost(
        self, player: int, card: int, cost: CostVector, reduction: UseReduction
    ) -> Procedure[CostVector]:
        """Cards downed or discarded as the card is used, for less: one card at a time,
        while the player wants to and the cost left can still be paid; each reduces the
        cost by `each` (docs/engine-hooks.md, "Use costs reduced as the card is used")."""
        times = 0
        while (not reduction.most or times < reduction.most) and self.can_pay_ability(
            player, card, reduction.unit
        ):
            if self.can_pay(player, cost) and not (yield from self.may(player, card)):
                break
            yield from self.pay_ability(player, card, reduction.unit)
            cost = reduced(cost, reduction.each, 1)
            times += 1
        return cost

    def do_grow(self, player: int, card: int, zone: int, free: bool = False) -> Procedure[None]:
        """Put a LRIG from the LRIG deck on top of the LRIG in `zone`, paying its grow
        cost unless `free`; the new LRIG keeps the up/down and frozen state of the one
        below."""
        stack = self.players[player].lrig[zone]
        below = stack[-1]
        if not free:
            cost = self.grow_cost(card)
            if self.effects[_GROW_REVEAL]:
                cost = yield from self._reveal_for_grow(player, card, cost)
            yield from self.pay(player, cost, card)
            for part in self.defs[card].grow_under:
                # A cost: revealed, then under the LRIG grown on (so under this one too).
                candidates = self._grow_under(player, card, part)
                for under in (yield from self._choose_paid(player, candidates, 1, card)):
                    self.reveal(under)
                    self.put_under(under, below)
        self.set_active(below, False)
        self._move(card, Zone.LRIG, zone)
        self.downed[card] = self.downed[below]
        self.frozen[card] = self.frozen[below]
        center = zone == self.center_zone
        self.note(LogCode.GROW if center else LogCode.ASSIST_GROW, player, card)
        self.emit(EventKind.GREW, card, player, below)

    def do_action_ability(self, player: int, card: int, index: int) -> Procedure[None]:
        """en-2021-faq.txt, "[Action]": declare, pay the cost, choose targets, process."""
        ability = next(a for i, a in self.action_abilities(card) if i == index)
        if ability.limit:
            self.count_use(card, index, ability.limit)
        self.note(LogCode.USE, player, card)
        cost = self.action_cost(card, ability.cost)
        self._spend_next_use(card, _ACTION_COST)
        ener: list[int] = []
        paid = yield from self.pay_ability(player, card, cost, ener_paid=ener)
        self.emit(EventKind.USED, card, player, index)
        replaceable = bool(self.effects[_INSTEAD])  # rare: no procedure to ask without one
        if replaceable and (yield from self.ability_replaced(Instead.ACTION_ABILITY, card)):
            return
        context = EffectContext(self.game, player, card, ability, paid=paid, paid_ener=ener)
        yield from self.run_effect(ability.effect, context)

    def do_retire(self, player: int, first: int) -> Procedure[None]:
        """Retire: put SIGNI from the field into the trash at the same time; diva: 1 to 3
        SIGNI once per turn (en-2021-glossary.txt, "Main phase"); never a RESONA
        (turn-summary.txt, "Main Phase": "Resonas cannot be put into the trash ... in
        this way")."""
        rules = self.rules
        chosen = [first]
        if rules.retire_once_per_turn:
            most = rules.retire_max
            while most is None or len(chosen) < most:
                others = [
                    c
                    for c in self.players[player].signi
                    if c >= 0
                    and c not in chosen
                    and self.kind[c] != _RESONA
                    and not self.owner_cannot_trash(c)
                ]
                if not others:
                    break
                options = (*(_RETIRE[c] for c in others), _RETIRE_DONE)
                action = yield Decision(player, DecisionKind.RETIRE, options)
                if action.kind == ActionKind.RETIRE_DONE:
                    break
                chosen.append(action.a)
            self.players[player].retired = True
        for card in chosen:
            self.note(LogCode.RETIRE, player, card)
            self.trash(card)

    def use_window(self, player: int, timing: int, kind: DecisionKind) -> Procedure[None]:
        """A use window: the player uses items of `timing` one at a time until passing."""
        while True:
            options = self.usable(player, timing)
            if not options:
                return
            options.append(_PASS)
            action = yield Decision(player, kind, tuple(options))
            if action.kind == ActionKind.PASS:
                return
            yield from self.do(player, action)
            if self.unsettled():
                yield from self.settle()


def _as_colorless(cost: CostVector) -> list[CostVector]:
    """`cost` with one Ener of a colour it asks paid as colorless instead, a colour each."""
    ways: list[CostVector] = []
    for index in range(COLORLESS_INDEX):
        if cost[index]:
            way = list(cost)
            way[index] -= 1
            way[COLORLESS_INDEX] += 1
            ways.append((way[0], way[1], way[2], way[3], way[4], way[5], way[6]))
    return ways
