"""Attacks: SIGNI attacks and battles, the LRIG attack and the guard step.

en-2021-glossary.txt, "Attack": declare the attack and down the attacker; a SIGNI
with an opposing SIGNI in front battles it, otherwise it deals damage; a LRIG attack
deals damage unless the opponent guards. [Assassin] deals damage as if no SIGNI were
in front and never battles; [Double Crush] crushes two per damage.
"""

from __future__ import annotations

from deckcheck.engine.abilities import FREE, AbilityCost, EffectContext, Procedure, combined_cost
from deckcheck.engine.actions import Action, ActionKind, CardActions, Decision, DecisionKind
from deckcheck.engine.constants import KW, NO_CARD, CardKind, Step, Timing, Zone
from deckcheck.engine.continuous import (
    Attribute,
    ContinuousEffect,
    Instead,
    Protection,
    Restriction,
)
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.log import LogCode
from deckcheck.engine.uses import Uses

_END_STEP = Action(ActionKind.END_STEP)
_ATTACKS = int(Attribute.ATTACKS)
_ATTACKS_AT_MOST = int(Attribute.ATTACKS_AT_MOST)
_SIGNI_ATTACKS_AT_MOST = int(Attribute.SIGNI_ATTACKS_AT_MOST)
_LRIG_KIND = int(CardKind.LRIG)
_RESTRICTION = int(Attribute.RESTRICTION)
_MUST_ATTACK = int(Attribute.MUST_ATTACK)
_NO_GUARD = Action(ActionKind.NO_GUARD)
_ATTACK = CardActions(ActionKind.ATTACK)
_GUARD = CardActions(ActionKind.GUARD)
_ATTACK_COST = int(Attribute.ATTACK_COST)
_GUARD_COST = int(Attribute.GUARD_COST)
_GUARD_INSTEAD = int(Attribute.GUARD_INSTEAD)
# In the guard decision: guard by paying a cost instead of discarding a Guard card (before
# NO_GUARD, which stays the last option).
_GUARD_BY_COST = Action(ActionKind.ACCEPT)
_INSTEAD = int(Attribute.INSTEAD)
_UP_COST = int(Attribute.UP_COST)
_ABILITY = int(Attribute.ABILITY)
_ACTIONS_OF = int(Attribute.ACTIONS_OF)
_LOSE = int(Attribute.LOSE_ABILITIES)
_ATTACKS_ADJACENT = int(Attribute.ATTACKS_ADJACENT)


def _ways(effects: list[ContinuousEffect]) -> list[AbilityCost]:
    """Each way to pay what `effects` ask together: one of each effect's costs."""
    ways = [FREE]
    for effect in effects:
        ways = [combined_cost((way, cost)) for way in ways for cost in effect.costs]
    return ways


class Combat(Uses):
    def begin_step(self, step: Step) -> Procedure[None]:
        """Enter a step of the attack phase; abilities triggered by its beginning are
        processed before anyone acts in it."""
        self.step = step
        if self.watchers[EventKind.STEP_BEGAN]:
            self.emit(EventKind.STEP_BEGAN, -1, self.turn_player, step)
            if self.pending[0] or self.pending[1]:
                yield from self.settle()

    def can_attack(self, card: int) -> bool:
        """An upped card attacks ([Can't Attack] never); an effect may let a card attack
        a number of times in a turn, downed or not (`attacks_allowed`), and cap the attacks
        it makes in a turn (`attacks_at_most`), or those of its player's SIGNI all
        together (`signi_attacks_left`)."""
        if self.keywords(card) & KW.CANT_ATTACK:
            return False
        if (
            self.effects[_SIGNI_ATTACKS_AT_MOST]
            and self.kind[card] != _LRIG_KIND
            and self.signi_attacks_left(self.owner[card]) == 0
        ):
            return False
        if self.effects[_ATTACKS_AT_MOST]:
            most = self.attacks_at_most(card)
            if most >= 0 and self.attacks_made.get(card, 0) >= most:
                return False
        if self.effects[_ATTACK_COST] and not self._attack_payments(card):
            return False
        if self.effects[_ATTACKS]:
            allowed = self.attacks_allowed(card)
            if allowed:
                return self.attacks_made.get(card, 0) < allowed
        return not self.downed[card]

    def signi_attack_options(self, player: int) -> list[Action]:
        """SIGNI that may attack, and ending the step."""
        signi = self.players[player].signi
        if (
            self.effects[_ATTACKS]
            or self.effects[_ATTACK_COST]
            or self.effects[_ATTACKS_AT_MOST]
            or self.effects[_SIGNI_ATTACKS_AT_MOST]
        ):
            options = [_ATTACK[c] for c in signi if c >= 0 and self.can_attack(c)]
        else:
            options = []
            for card in signi:
                if card >= 0 and not self.downed[card] and not self.keywords(card) & KW.CANT_ATTACK:
                    options.append(_ATTACK[card])
        if not self.effects[_MUST_ATTACK] or not any(self.must_attack(a.a) for a in options):
            options.append(_END_STEP)
        return options

    def lrig_attack_options(self, player: int) -> list[Action]:
        """Only the Center LRIG attacks (en-2021-glossary.txt, "Center LRIG")."""
        center = self.center(player)
        options = []
        if center >= 0 and self.can_attack(center):
            options.append(_ATTACK[center])
            if self.effects[_MUST_ATTACK] and self.must_attack(center):
                return options
        options.append(_END_STEP)
        return options

    def _attack_payments(self, card: int) -> list[AbilityCost]:
        """The ways its controller can pay what the ATTACK_COST effects on `card` ask (one
        free way when there are none)."""
        effects = [e for e in self.effects[_ATTACK_COST] if e.covers(self.game, card)]
        if not effects:
            return [FREE]
        player = self.owner[card]
        return [way for way in _ways(effects) if self.can_pay_ability(player, card, way)]

    def _guard_instead(
        self, player: int, attacker: int, ways: list[AbilityCost]
    ) -> list[AbilityCost]:
        """The ways `player` may [Guard] by paying a cost instead of discarding a Guard
        card (GUARD_INSTEAD), each with what a GUARD_COST effect asks besides, payable
        now; none while they cannot [Guard] at all."""
        if self.restricted(player, Restriction.GUARD):
            return []
        game = self.game
        costs = [
            cost
            for effect in self.effects[_GUARD_INSTEAD]
            if effect.covers_player(game, player)
            for cost in effect.costs
        ]
        combined = [combined_cost((cost, way)) for cost in costs for way in ways or [FREE]]
        return [cost for cost in combined if self.can_pay_ability(player, attacker, cost)]

    def paid_to_up(self, card: int) -> Procedure[bool]:
        """Whether `card`, downed, is upped in its player's up phase: with UP_COST effects
        on it, only when its player may pay one of their costs and does
        (docs/engine-hooks.md, "Up costs")."""
        effects = [e for e in self.effects[_UP_COST] if e.covers(self.game, card)]
        if not effects:
            return True
        player = self.owner[card]
        ways = [way for way in _ways(effects) if self.can_pay_ability(player, card, way)]
        if not ways or not (yield from self.may(player, card)):
            return False
        yield from self._pay_to(player, card, ways)
        return True

    def _pay_to(self, player: int, source: int, ways: list[AbilityCost]) -> Procedure[None]:
        """`player` pays one of `ways` (a mode each, when there is a choice) as a cost."""
        way = ways[0]
        if len(ways) > 1:
            options = tuple(Action(ActionKind.CHOOSE_MODE, i) for i in range(len(ways)))
            way = ways[(yield Decision(player, DecisionKind.MODE, options, source)).a]
        if way is not FREE:
            yield from self.pay_ability(player, source, way)

    def _attack_replaced(self, player: int, attacker: int) -> Procedure[bool]:
        """Whether `attacker` still attacks once what replaces its attack happened (up to
        two SIGNI of its field turned face down first, WXDi-P05-069): each INSTEAD effect
        with `Instead.ATTACK` that covers it, in the order they came into force, has its
        `instead` happen as its card's effect, the attacker `ref: trigger` (with
        `Instead.ATTACK_GAINED`, as the attacker's own effect: an ability it gained, none
        while it lost its abilities); then it attacks, unless those effects took it from
        where it was (docs/engine-hooks.md, "Attacks replaced")."""
        game = self.game
        where = self.zone[attacker]
        for effect in list(self.effects[_INSTEAD]):
            instead = effect.instead
            maker = effect.maker
            if not effect.value & Instead.ATTACK or instead is None or maker < 0:
                continue
            if not effect.covers(game, attacker):
                continue
            if effect.value & Instead.ATTACK_GAINED:
                # An ability the attacker gained: its own effect, unless it has none now.
                if not self.can_gain(attacker, self.owner[maker]) or (
                    self.effects[_LOSE] and self.lost_abilities(attacker)
                ):
                    continue
                maker = attacker
            happening = Event(EventKind.ATTACKED, attacker, player)
            context = EffectContext(game, self.owner[maker], maker, event=happening)
            yield from self.run_effect(instead, context)
        if where == Zone.SIGNI:
            return self.zone[attacker] == Zone.SIGNI
        return self.is_lrig_top(attacker)

    def _begin_attack(self, player: int, attacker: int) -> None:
        self.down(attacker)
        self.attacking = attacker
        self.attack_damaged = False
        self.attack_negated = False
        self.attacks_made[attacker] = self.attacks_made.get(attacker, 0) + 1
        self.note(LogCode.ATTACK, player, attacker)
        self.emit(EventKind.ATTACKED, attacker, player)

    def _heaven(self, player: int, attacker: int) -> None:
        """A crossed SIGNI attacks while every SIGNI crossed with it is downed (the
        attacker was downed to attack): they [Heaven], announced with its attack, so that
        the abilities of both are processed together, in the order their player chooses
        (docs/engine-hooks.md, "Cross")."""
        if not self.watchers[EventKind.HEAVEN]:
            return
        group = self.cross_group(attacker)
        if group and all(self.downed[card] for card in group):
            self.emit(EventKind.HEAVEN, attacker, player)

    def _end_attack(self, player: int, attacker: int) -> Procedure[None]:
        """The attack is over: "at the end of the attack" abilities see whether it dealt
        damage, then they are processed."""
        self.attacking = NO_CARD
        if self.watchers[EventKind.ATTACK_ENDED]:
            self.emit(EventKind.ATTACK_ENDED, attacker, player, int(self.attack_damaged))
            if self.pending[0] or self.pending[1]:
                yield from self.settle()

    def _attack_damage(self, player: int, attacker: int) -> Procedure[None]:
        """The damage of an attack to `player`, unless a damage prevention takes it away or
        an optional replacement the player's side chooses takes its place (a SIGNI trashed to
        take no damage, say: docs/engine-hooks.md, "Replacements a player may choose")."""
        if (
            self.effects[_INSTEAD]
            and not self.damage_prevented(player, attacker)
            and (yield from self.replaced(Instead.DAMAGE, player, attacker))
        ):
            return
        self.damage(player, self.crushes_per_damage(attacker), attacker)

    def crushes_per_damage(self, attacker: int) -> int:
        """en-2021-glossary.txt, "Double Crush": two per damage, however many it has."""
        return 2 if self.keywords(attacker) & KW.DOUBLE_CRUSH else 1

    def do_signi_attack(self, player: int, attacker: int) -> Procedure[None]:
        if self.effects[_ATTACK_COST]:  # paid as the attack is declared
            yield from self._pay_to(player, attacker, self._attack_payments(attacker))
        if self.effects[_INSTEAD] and not (yield from self._attack_replaced(player, attacker)):
            return
        self._begin_attack(player, attacker)
        self._heaven(player, attacker)
        # "When this SIGNI attacks" abilities are processed before the battle; one of them
        # may negate the attack: no battle, no damage.
        if self.unsettled():
            yield from self.settle()
        opponent = 1 - player
        if self.any_actions and self._acts_when_attacked(opponent):
            yield from self.use_window(
                opponent, Timing.OPPONENTS_SIGNI_ATTACK, DecisionKind.USE_WINDOW
            )
        if self.zone[attacker] != Zone.SIGNI or self.attack_negated:
            yield from self._end_attack(player, attacker)
            return
        yield from self._strike(player, attacker, self.opposing(attacker))
        if self.unsettled():
            yield from self.settle()
        if (
            self.effects[_ATTACKS_ADJACENT]
            and self.zone[attacker] == Zone.SIGNI
            and not self.attack_negated
        ):
            yield from self._attack_adjacent(player, attacker)
        yield from self._end_attack(player, attacker)

    def _strike(self, player: int, attacker: int, front: int) -> Procedure[None]:
        """The attacking SIGNI battles the SIGNI `front` (-1: none), or, with none or
        with [Assassin], deals damage."""
        opponent = 1 - player
        if front >= 0 and not self.keywords(attacker) & KW.ASSASSIN:
            self.note(LogCode.BATTLE, player, attacker, front)
            # Each battles the other: the event of each names the SIGNI it battles.
            self.emit(EventKind.BATTLED, front, opponent, attacker)
            self.emit(EventKind.BATTLED, attacker, player, front)
            # en-2021-glossary.txt, "Battle": greater than or equal vanishes the defender;
            # the attacker is never vanished by the battle.
            if self.power(attacker) >= self.power(front) and not (
                self.effects[_INSTEAD]
                and not self.is_protected(front, Protection.VANISH, attacker, battle=True)
                and (yield from self.replaced(Instead.VANISH, front, attacker))
            ):
                self.vanish(front, attacker, battle=True)
        else:
            yield from self._attack_damage(opponent, attacker)

    def _attack_adjacent(self, player: int, attacker: int) -> Procedure[None]:
        """An ATTACKS_ADJACENT effect on the attacker: its player may have it attack one
        of the SIGNI Zones next to the one in front of it as well, in the same attack
        (no new attack is declared): it battles the SIGNI there, or deals damage
        (docs/engine-hooks.md, "Attacking a zone next to the one in front")."""
        game = self.game
        if not any(effect.hits(game, attacker) for effect in self.effects[_ATTACKS_ADJACENT]):
            return
        zones = self.players[1 - player].signi
        slot = self.slot[attacker]
        slots = [s for s in (slot - 1, slot + 1) if 0 <= s < len(zones)]
        if not slots or not (yield from self.may(player, attacker)):
            return
        chosen = slots[0]
        if len(slots) > 1:
            chosen = yield from self.choose_zone(player, attacker, slots, attacker)
        yield from self._strike(player, attacker, zones[chosen])
        if self.unsettled():
            yield from self.settle()

    def _acts_when_attacked(self, player: int) -> bool:
        """Whether a card of `player`'s field may have an [Action] usable while an
        opponent's SIGNI attacks (printed; or any granted or lent one, looked at then)."""
        if self.granted or self.effects[_ABILITY] or self.effects[_ACTIONS_OF]:
            return True
        defs = self.defs
        p = self.players[player]
        return any(
            card >= 0 and defs[card].action_timing & Timing.OPPONENTS_SIGNI_ATTACK
            for card in (*p.signi, *(stack[-1] for stack in p.lrig if stack))
        )

    def do_lrig_attack(self, player: int, attacker: int) -> Procedure[None]:
        if self.effects[_ATTACK_COST]:
            yield from self._pay_to(player, attacker, self._attack_payments(attacker))
        if self.effects[_INSTEAD] and not (yield from self._attack_replaced(player, attacker)):
            return
        self._begin_attack(player, attacker)
        if self.unsettled():
            yield from self.settle()
        if not self.is_lrig_top(attacker) or self.attack_negated:
            yield from self._end_attack(player, attacker)
            return
        yield from self.begin_step(Step.GUARD)
        yield from self.guard_step(player, attacker)

    def guard_step(self, player: int, attacker: int) -> Procedure[None]:
        """The guard step of the LRIG attack of `attacker`: the opponent may guard, else
        takes the damage."""
        opponent = 1 - player
        hand = self.players[opponent].hand
        guards = [card for card in self.distinct(hand) if self.keywords(card) & KW.GUARD]
        if guards and self.effects[_RESTRICTION]:
            guards = [g for g in guards if not self.restricted(opponent, Restriction.GUARD, g)]
        ways: list[AbilityCost] = []
        if self.effects[_GUARD_COST]:
            costs = [e for e in self.effects[_GUARD_COST] if e.covers_player(self.game, opponent)]
            ways = _ways(costs) if costs else []
        if guards and ways:
            # The additional cost is paid with other cards than the one guarding.
            guards = [g for g in guards if any(self.can_pay_ability(opponent, g, w) for w in ways)]
        instead: list[AbilityCost] = []
        if self.effects[_GUARD_INSTEAD]:
            instead = self._guard_instead(opponent, attacker, ways)
        guarded = False
        if guards or instead:
            # en-2021-glossary.txt, "Guard": discard a card with Guard to prevent the
            # damage of one LRIG attack, Double Crush included.
            by_cost = (_GUARD_BY_COST,) if instead else ()
            options = (*(_GUARD[card] for card in guards), *by_cost, _NO_GUARD)
            action = yield Decision(opponent, DecisionKind.GUARD, options, attacker)
            if action.kind == ActionKind.ACCEPT:
                guarded = True
                yield from self._pay_to(opponent, attacker, instead)
                self.emit(EventKind.GUARDED, NO_CARD, opponent, attacker)
            elif action.kind == ActionKind.GUARD:
                guarded = True
                if ways:
                    payable = [w for w in ways if self.can_pay_ability(opponent, action.a, w)]
                    yield from self._pay_to(opponent, action.a, payable)
                self.discard(action.a)
                self.note(LogCode.GUARD, opponent, action.a)
                self.emit(EventKind.GUARDED, action.a, opponent, attacker)
        if not guarded:
            yield from self._attack_damage(opponent, attacker)
        if self.unsettled():
            yield from self.settle()
        self.step = Step.LRIG_ATTACK
        yield from self._end_attack(player, attacker)
