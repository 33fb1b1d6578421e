"""Between effects: rule-based actions, then triggered abilities.

`settle()` runs after every action a player takes and after every triggered ability:
en-2021-glossary.txt, "Rule-based action": "Rule-based action is not checked during
the effect", and "Triggered ability": "If both the triggered ability and the
rule-based action meet the conditions, the triggered ability will be processed after
all the rule-based action is processed first." Triggered abilities are processed the
turn player's first, one at a time in the order that player chooses; abilities that
trigger meanwhile join the queue.

The Life Burst (a triggered ability of the crushed card's owner) is processed here.
"""

from __future__ import annotations

import sys

from deckcheck.engine.abilities import (
    BurstCounter,
    EffectContext,
    EntersField,
    LifeBurst,
    Procedure,
    TriggeredAbility,
)
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.constants import NO_CARD, Zone
from deckcheck.engine.continuous import Attribute, Instead, Mode, Protection
from deckcheck.engine.costs import Payments
from deckcheck.engine.events import EventKind
from deckcheck.engine.keywords import LIFE_BURST
from deckcheck.engine.log import LogCode
from deckcheck.engine.outcome import TurnEnded
from deckcheck.engine.state import PendingTrigger

_DECLINE = Action(ActionKind.DECLINE)
_LEVEL = int(Attribute.LEVEL)
_SIGNI_COUNT = int(Attribute.SIGNI_COUNT)
_ERASED_ZONES = int(Attribute.ERASED_ZONES)
_POWER = int(Attribute.POWER)
_INSTEAD = int(Attribute.INSTEAD)
_PROTECTION = int(Attribute.PROTECTION)
_POWER_CHANGED = int(EventKind.POWER_CHANGED)
# `_power_floor` when no effect sets power, and when the effects in force only add.
_NO_SET = sys.maxsize
_ONLY_RAISED = (_NO_SET, 0)


class Resolution(Payments):
    def unsettled(self) -> bool:
        """Whether `settle()` has anything to do: a triggered ability waits or a
        rule-based action may apply. Asked first where the answer is almost always no
        (after every action), so that no procedure is started for nothing. While an
        ability listens for power changes, they are announced first (`announce_powers`):
        the triggers they queue are what settling would find."""
        if self.watchers[_POWER_CHANGED]:
            self.announce_powers()
        pending = self.pending
        return bool(pending[0] or pending[1]) or self._rules_due()

    def settle(self) -> Procedure[None]:
        """Rule-based actions, then one pending triggered ability at a time, until none."""
        pending = self.pending
        while True:
            if self.watchers[_POWER_CHANGED]:
                self.announce_powers()
            if self.apply_rules():
                yield from self.rule_based_actions()
            queue = pending[self.turn_player] or pending[1 - self.turn_player]
            if not queue:
                return
            index = 0
            if len(queue) > 1:
                index = yield from self._choose_trigger(queue)
            yield from self.process_trigger(queue.pop(index))

    def _choose_trigger(self, queue: list[PendingTrigger]) -> Procedure[int]:
        """The controller picks which pending ability to process next (en-2021-faq.txt,
        "Trigger Ability": "they can be processed in any order"). Abilities of copies
        of one card are offered once."""
        seen: set[tuple[int, int]] = set()
        options = []
        for index, pending in enumerate(queue):
            key = (id(self.defs[pending.source]), id(pending.ability))
            if key not in seen:
                seen.add(key)
                options.append(Action(ActionKind.ORDER_TRIGGER, index))
        if len(options) == 1:
            return 0
        action = yield Decision(queue[0].controller, DecisionKind.TRIGGER_ORDER, tuple(options))
        return action.a

    def process_trigger(self, pending: PendingTrigger) -> Procedure[None]:
        ability = pending.ability
        player = pending.controller
        source = pending.source
        if ability is LIFE_BURST:
            yield from self._process_life_burst(player, source)
            return
        assert isinstance(ability, TriggeredAbility)
        paid: list[int] = []
        ener: list[int] = []
        if ability.cost is not None and not ability.cost.is_free:
            # en-2021-faq.txt, "[Enter]": an ability with a cost may be left unpaid.
            if not self.can_pay_ability(player, source, ability.cost):
                self.note(LogCode.DECLINE, player, source)
                return
            if not (yield from self.may(player, source)):
                self.note(LogCode.DECLINE, player, source)
                return
            paid = yield from self.pay_ability(player, source, ability.cost, ener_paid=ener)
        elif ability.optional and not (yield from self.may(player, source)):
            # en-2021-faq.txt, "[Auto]": optional only when the text says "may".
            self.note(LogCode.DECLINE, player, source)
            return
        if self.effects[_INSTEAD]:  # rare: no procedure to ask without a replacement
            activates = (
                Instead.ENTER_ABILITY
                if isinstance(ability.condition, EntersField)
                else Instead.AUTO_ABILITY
            )
            if (yield from self.ability_replaced(activates, source)):
                self.note(LogCode.DECLINE, player, source)
                return
        self.note(LogCode.TRIGGER, player, source)
        context = EffectContext(
            self.game, player, source, ability, pending.event, paid=paid, paid_ener=ener
        )
        yield from self.run_effect(ability.effect, context)

    def _process_life_burst(self, player: int, card: int) -> Procedure[None]:
        """en-2021-glossary.txt, "Life Burst": the owner may use it, then the card goes to
        the Ener Zone; not used, rule-based action 3 puts it there. A card with several
        (its own and those effects give it: docs/engine-hooks.md, "Life Bursts given to
        cards") is asked of each in turn, its own first ("triggers each Life Burst")."""
        if self.zone[card] != Zone.CHECK:
            return
        bursts: list[LifeBurst | None] = []
        if self.defs[card].life_burst:
            bursts.append(self.defs[card].life_burst_ability)
        bursts.extend(self.given_bursts(card))
        used = False
        for burst in bursts:
            if self.zone[card] != Zone.CHECK:
                break
            options = (Action(ActionKind.USE_LIFE_BURST, card), _DECLINE)
            action = yield Decision(player, DecisionKind.LIFE_BURST, options, card)
            self.burst_pending[card] = 0
            if action.kind != ActionKind.USE_LIFE_BURST:
                continue
            counter = self.burst_counters.pop(card, None) if self.burst_counters else None
            if counter is not None and (yield from self._stop_life_burst(counter)):
                # Not activated: rule-based action 3 puts the card into the Ener Zone.
                self.note(LogCode.BURST_STOPPED, counter.player, card)
                continue
            used = True
            self.note(LogCode.LIFE_BURST, player, card)
            self.emit(EventKind.LIFE_BURST_USED, card, player)
            if burst is not None:
                context = EffectContext(self.game, player, card, burst)
                yield from self.run_effect(burst.effect, context)
        # None left to ask (the effect that gave one ended meanwhile): the rules take it.
        self.burst_pending[card] = 0
        if used and self.zone[card] == Zone.CHECK:
            self._move(card, Zone.ENER)
            self.note(LogCode.MOVE, player, card, (Zone.CHECK << 8) | Zone.ENER)

    def _stop_life_burst(self, counter: BurstCounter) -> Procedure[bool]:
        """The Life Burst its owner chose to use may be stopped by the counter's player:
        they pay its cost (offered only when it can be paid), and it is not activated."""
        player, source, cost = counter
        if not self.can_pay_ability(player, source, cost):
            return False
        if not (yield from self.may(player, source)):
            return False
        yield from self.pay_ability(player, source, cost)
        return True

    def announce_powers(self) -> None:
        """Announce POWER_CHANGED for each SIGNI on the field whose power is not the one
        last announced (one not seen before: not its printed power), as the game
        settles: before the rule-based actions, so that "whenever the power of a SIGNI
        becomes 0 or less" sees it before the rules vanish it (docs/engine-hooks.md,
        "Power thresholds")."""
        known = self.known_power
        on_field: list[int] = []
        for p in self.players:
            for card in p.signi:
                if card >= 0:
                    on_field.append(card)
                    now = self.power(card)
                    before = known.get(card, self.base_power[card])
                    known[card] = now
                    if now != before:
                        self.emit(EventKind.POWER_CHANGED, card, p.index, before, now)
        if len(known) > len(on_field):
            for card in [card for card in known if card not in on_field]:
                del known[card]

    # ---------------------------------------------------------- rule-based actions

    def rule_based_actions(self) -> Procedure[None]:
        """Apply rule-based actions until none applies, asking players where they choose."""
        while self.apply_rules():
            yield from self._rule_choice()

    def apply_rules(self) -> bool:
        """en-2021-glossary.txt, "Rule-based action", types 1 to 5, applied until none
        applies. Returns True when a player must choose what a rule does (which SIGNI
        goes for the limit, which LRIG goes): `_rule_choice` asks, then apply again."""
        if not self._rules_due():
            return False
        players = self.players
        order = (self.turn_player, 1 - self.turn_player)
        while True:
            acted = False
            # 1. A SIGNI with power 0 or less is vanished.
            floor = self._power_floor()
            doomed = []
            for player in order:
                for card in players[player].signi:
                    if card >= 0 and self._no_power(card, floor):
                        doomed.append(card)
            for card in doomed:
                if self.effects[_INSTEAD] and self._rule_replaceable(card):
                    return True  # its replacement is asked first: `_rule_choice`
                # A SIGNI that cannot be vanished stays (and the check does not loop).
                if self.vanish(card):
                    self.note(LogCode.RULE, self.owner[card], card, Zone.ENER)
                    acted = True
            # An erased SIGNI zone holds nothing, and a field holds no more SIGNI than it can
            # (docs/engine-hooks.md, "Erased SIGNI zones", "SIGNI a field holds").
            if self.effects[_ERASED_ZONES]:
                for player in order:
                    if self._erased_out(player):
                        acted = True
            if self.effects[_SIGNI_COUNT]:
                for player in order:
                    if len(players[player].signi_cards()) > self.signi_room(player):
                        return True
            # 2. Level or limit exceeded: SIGNI go to the trash one at a time.
            for player in order:
                status = self._level_limit(player)
                if status == _CHOICE:
                    return True
                if status == _ACTED:
                    acted = True
            # 3. A crushed card whose Life Burst is not (or no longer) waiting goes to Ener.
            for player in order:
                check = players[player].check
                if check:
                    for card in list(check):
                        if self.crushed[card] and not self.burst_pending[card]:
                            self._move(card, Zone.ENER)
                            self.note(LogCode.RULE, player, card, Zone.ENER)
                            acted = True
            # 4. A main deck of 0 cards is refreshed (when the trash has cards).
            for player in order:
                p = players[player]
                if not p.deck and p.trash:
                    self.refresh(player)
                    acted = True
                    if self.refresh_ends_turn(player):
                        self.note(LogCode.TURN_ENDS, player)
                        raise TurnEnded
            # 5. LRIGs with exactly the same LRIG types: one that is not the Center goes.
            if self.lrigs_changed:
                for player in order:
                    status = self._lrig_types(player)
                    if status == _CHOICE:
                        return True
                    if status == _ACTED:
                        acted = True
                if not acted:
                    self.lrigs_changed = False
            if not acted:
                break
        self._remember_levels()
        return False

    def _rules_due(self) -> bool:
        """A quick look: could any rule-based action apply? (Almost always no.) Level
        effects in force always call for the full check, so the look reads printed levels."""
        effects = self.effects
        if self.lrigs_changed or self.seen_level or effects[_LEVEL]:
            return True
        if effects[_SIGNI_COUNT] or effects[_ERASED_ZONES]:
            return True
        floor = self._power_floor() if effects[_POWER] else _ONLY_RAISED
        base_level, base_power = self.base_level, self.base_power
        crushed, waiting = self.crushed, self.burst_pending
        for p in self.players:
            if not p.deck and p.trash:
                return True
            for card in p.check:
                # Rule 3 waits for a crushed card's Life Burst.
                if crushed[card] and not waiting[card]:
                    return True
            signi = p.signi
            if signi[0] >= 0 or signi[1] >= 0 or signi[2] >= 0:
                center = self.center(p.index)
                center_level = base_level[center] if center >= 0 else 0
                total = 0
                for card in signi:
                    if card >= 0:
                        level = base_level[card]
                        if level > center_level:
                            return True
                        # `_no_power`'s quick answer first: printed power above 0 while
                        # the effects in force only add.
                        if (base_power[card] <= 0 or floor != _ONLY_RAISED) and self._no_power(
                            card, floor
                        ):
                            return True
                        total += level
                if total > self.limit(p.index):
                    return True
        return False

    def _power_floor(self) -> tuple[int, int] | None:
        """What the power effects in force can do to a SIGNI's printed power at worst,
        whichever SIGNI they cover: the lowest power one sets (`_NO_SET` when none sets)
        and the sum of the amounts they take; None when one scales its amount (then only
        `power()` tells). A SIGNI's power is at least min(printed, lowest set) + taken."""
        lowest = _NO_SET
        taken = 0
        for effect in self.effects[_POWER]:
            if effect.scale is not None:
                return None
            if effect.mode == Mode.SET:
                lowest = min(lowest, effect.value)
            elif effect.mode != Mode.ADD:
                return None
            elif effect.value < 0:
                taken += effect.value
        return lowest, taken

    def _no_power(self, card: int, floor: tuple[int, int] | None) -> bool:
        """Whether a SIGNI has 0 power or less (rule-based action 1). Its printed power
        above 0 tells when the effects in force only add (no SIGNI has less than it
        prints), or when nothing they can do (`floor`: `_power_floor()`) brings it to 0; a
        SIGNI printed at 0 may have more."""
        power = self.base_power[card]
        if (
            power <= 0
            or floor is None
            or (floor != _ONLY_RAISED and min(power, floor[0]) + floor[1] <= 0)
        ):
            power = self.power(card)
        return power <= 0

    def _level_limit(self, player: int) -> int:
        """Rule-based action 2: SIGNI above the Center's level (A) go first; then, while
        the levels exceed the limit, SIGNI whose level changed since the last check (B),
        then any (C), one at a time; their owner chooses among several."""
        signi = self.players[player].signi
        if signi[0] < 0 and signi[1] < 0 and signi[2] < 0:
            return _NOTHING
        status = _NOTHING
        center_level = self.center_level(player)
        for card in signi:
            if card >= 0 and self.level(card) > center_level:
                self.note(LogCode.RULE, player, card, Zone.TRASH)
                self.trash(card)
                status = _ACTED
        limit = self.limit(player)
        while self.signi_levels(player) > limit:
            candidates = self._limit_candidates(player)
            if len(candidates) > 1:
                return _CHOICE
            self.note(LogCode.RULE, player, candidates[0], Zone.TRASH)
            self.trash(candidates[0])
            status = _ACTED
        return status

    def _erased_out(self, player: int) -> bool:
        """The cards in an erased SIGNI zone of `player` (its SIGNI, the cards under it, a
        face-down card) go to the trash; whether any did."""
        erased = self.erased_zones(player)
        if not erased:
            return False
        p = self.players[player]
        acted = False
        for slot in range(3):
            if not erased >> slot & 1:
                continue
            for card in [p.signi[slot], *p.face_down[slot]]:
                if card >= 0:
                    self.note(LogCode.RULE, player, card, Zone.TRASH)
                    self.trash(card)
                    acted = True
        return acted

    def _limit_candidates(self, player: int) -> list[int]:
        cards = self.signi_of(player)
        seen = self.seen_level
        # With no level effect in force at the last check, every level was its printed one.
        base = self.base_level
        changed = [card for card in cards if seen.get(card, base[card]) != self.level(card)]
        return changed or cards

    def _lrig_types(self, player: int) -> int:
        """Rule-based action 5: LRIGs with exactly the same LRIG types."""
        pair = self._same_types(player)
        if pair is None:
            return _NOTHING
        zone_a, zone_b = pair
        if zone_a != self.center_zone and zone_b != self.center_zone:
            return _CHOICE
        self._lrig_to_trash(player, zone_b if zone_a == self.center_zone else zone_a)
        return _ACTED

    def _same_types(self, player: int) -> tuple[int, int] | None:
        stacks = self.players[player].lrig
        tops = [(index, stack[-1]) for index, stack in enumerate(stacks) if stack]
        for i, (zone_a, top_a) in enumerate(tops):
            for zone_b, top_b in tops[i + 1 :]:
                if self.defs[top_a].lrig_types == self.defs[top_b].lrig_types:
                    return zone_a, zone_b
        return None

    def _lrig_to_trash(self, player: int, zone: int) -> None:
        for card in reversed(list(self.players[player].lrig[zone])):
            self._move(card, Zone.LRIG_TRASH)
            self.note(LogCode.RULE, player, card, Zone.LRIG_TRASH)

    def _rule_replaceable(self, card: int) -> bool:
        """Whether a replacement may take the place of the rule-based action vanishing
        `card` (power 0 or less): an INSTEAD effect for rule-based actions covers it, and
        the vanish would happen (a SIGNI that cannot be vanished stays anyway)."""
        if self.effects[_PROTECTION] and self.is_protected(card, Protection.VANISH, NO_CARD):
            return False
        return any(
            effect.value & Instead.RULES and effect.covers(self.game, card)
            for effect in self.effects[_INSTEAD]
        )

    def _rule_choice(self) -> Procedure[None]:
        """Ask the one choice that `apply_rules` stopped at, and carry it out."""
        if self.effects[_INSTEAD]:
            floor = self._power_floor()
            for player in (self.turn_player, 1 - self.turn_player):
                for card in self.players[player].signi:
                    if card >= 0 and self._no_power(card, floor) and self._rule_replaceable(card):
                        # docs/engine-hooks.md, "Replacements a player may choose".
                        if not (yield from self.replaced(Instead.RULES, card)) and self.vanish(
                            card
                        ):
                            self.note(LogCode.RULE, player, card, Zone.ENER)
                        return
        for player in (self.turn_player, 1 - self.turn_player):
            if self.effects[_SIGNI_COUNT] and len(self.signi_of(player)) > self.signi_room(player):
                # Over the SIGNI their field holds: its player chooses which goes, among
                # those an effect naming the SIGNI allowed does not allow, if any.
                candidates = self.signi_unallowed(player) or self.signi_of(player)
                options = tuple(Action(ActionKind.CHOOSE, c) for c in candidates)
                action = yield Decision(player, DecisionKind.RULE_TRASH, options)
                self.note(LogCode.RULE, player, action.a, Zone.TRASH)
                self.trash(action.a)
                return
            if self.signi_levels(player) > self.limit(player):
                options = tuple(
                    Action(ActionKind.CHOOSE, c) for c in self._limit_candidates(player)
                )
                action = yield Decision(player, DecisionKind.RULE_TRASH, options)
                self.note(LogCode.RULE, player, action.a, Zone.TRASH)
                self.trash(action.a)
                return
            pair = self._same_types(player) if self.lrigs_changed else None
            if pair is not None:
                stacks = self.players[player].lrig
                options = tuple(Action(ActionKind.CHOOSE, stacks[zone][-1]) for zone in pair)
                action = yield Decision(player, DecisionKind.RULE_LRIG, options)
                self._lrig_to_trash(player, self.slot[action.a])
                return

    def _remember_levels(self) -> None:
        seen = self.seen_level
        level_effects = self.effects[Attribute.LEVEL]
        if not level_effects and not seen:
            return
        seen.clear()
        if level_effects:
            for p in self.players:
                for card in p.signi:
                    if card >= 0:
                        seen[card] = self.level(card)


_NOTHING = 0
_ACTED = 1
_CHOICE = 2
