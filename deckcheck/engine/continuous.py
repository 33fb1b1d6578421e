"""Continuous effects: values derived from a card's printed values plus effects in force.

Power, level, limit, keywords and costs are never stored changed: they are computed
from the base value and the effects in force at the moment they are read. "Set"
effects apply before "modify" effects (en-2021-glossary.txt, "Power": "the 'modifying
effect' is always calculated later"). An effect ends at the end of a given turn, when
the card it is on leaves the field, when the card whose [Constant] ability makes it
stops being active, or never; a `condition` makes it apply only while that holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import TYPE_CHECKING, Final

from deckcheck.cards.model import INFINITE_POWER
from deckcheck.engine.abilities import NO_COST, Ability, AbilityCost, CostVector, Effect

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


class Attribute(IntEnum):
    POWER = 0
    LEVEL = 1
    LIMIT = 2  # of a player's Center LRIG
    KEYWORDS = 3
    USE_COST = 4  # the cost of using a card (SPELL, PIECE, ARTS)
    GROW_COST = 5
    SHADOW = 6  # a restricted Shadow: `protects_from(game, source card)`
    # "Cannot be vanished (by ...)": `value` is a Protection bit set; `protects_from(game,
    # source card)` narrows it (None: from everything).
    PROTECTION = 7
    # A replacement: the covered SIGNI, when vanished, goes to the zone `value` instead;
    # `protects_from(game, vanishing card)` narrows it to some vanishers.
    VANISH_TO = 8
    # The covered card loses its abilities (its printed keywords among them).
    LOSE_ABILITIES = 9
    # How many times the covered SIGNI or LRIG may attack this turn, downed or not ("can
    # attack even while downed, up to three times"); 0: the usual rule (upped, once).
    ATTACKS = 10
    # What the player `player` cannot do: `value` is a Restriction bit set.
    RESTRICTION = 11
    # The covered cards have the ability `ability` while the effect is in force ("The
    # SIGNI with this card attached to it as a [Soul] gains ..."): a triggered or an
    # [Action] ability; `granted_index` is its index on each card (for its limit).
    ABILITY = 12
    # The covered SIGNI or LRIG must attack if able: its player cannot end the attack
    # step while it can attack ("Your opponent's SIGNI must attack if able").
    MUST_ATTACK = 13
    # SIGNI that the opponent of their controller must put new SIGNI in front of, if
    # possible.
    PLACEMENT = 14
    # The [Action] abilities of the covered cards cannot be used (opposing SIGNI with a
    # [Charm], say).
    NO_ACTIONS = 15
    # The covered SIGNI or LRIG attacks only when its controller pays one of `costs` as
    # the attack is declared ("This SIGNI cannot attack unless you pay %X"; our reading:
    # docs/engine-hooks.md, "Attack and [Guard] costs").
    ATTACK_COST = 16
    # The player `player` guards only when they also pay one of `costs` ("Your opponent
    # cannot [Guard] unless they pay an additional %X").
    GUARD_COST = 17
    # The covered cards gain no abilities (keywords included) from the effects of their
    # owner's opponent.
    NO_GAINING = 18
    # The use costs of the [Action] abilities of the covered cards change by
    # `cost_delta` ("use costs of the [Action] abilities of your opponent's SIGNI are
    # increased by %X").
    ACTION_COST = 19
    # The covered cards (SPELLs, PIECEs, ARTS) cannot be used ("You cannot use spells this
    # turn", "Players cannot use non-white spells").
    NO_USE = 20
    # The covered cards are unaffected by the effects of the cards `protects_from(game,
    # source card)` accepts ("unaffected by your opponent's effects"; our reading:
    # docs/engine-hooks.md, "Unaffected").
    UNAFFECTED = 21
    # A replacement of power changes: when an effect of a card `protects_from(game, maker)`
    # accepts would change the power of a covered card, the change is replaced as `value`
    # (a PowerChange) says ("If this SIGNI would get -- power by an opponent's effect, it
    # gets + that amount instead"; our reading: docs/engine-hooks.md, "Power changes").
    POWER_CHANGE = 22
    # A replacement: the covered SIGNI, when it would leave the field (to any zone but
    # under a SIGNI, which is no leaving), goes to the zone `value` instead (the trash, for
    # every SIGNI leaving the opponent's field, say; our
    # reading: docs/engine-hooks.md, "Leaving the field elsewhere").
    LEAVE_TO = 23
    # An optional replacement (a SIGNI shedding the cards under it rather than leave the
    # field, say): when an event of the kinds `value` (`Instead` bits)
    # is about to happen to a covered SIGNI (for DAMAGE, to the player `player`) by a card
    # `protects_from(game, card)` accepts, the player of the card `maker` may have
    # `instead` happen in its place (docs/engine-hooks.md, "Replacements a player may
    # choose").
    INSTEAD = 24
    # How many times, at most, the covered SIGNI or LRIG may attack each turn, counted
    # from the attacks it made this turn ("This SIGNI can only attack once each turn"):
    # the smallest such `value`, whatever an ATTACKS effect lets it (docs/engine-hooks.md,
    # "Attacks at most").
    ATTACKS_AT_MOST = 25
    # The effects of the covered SPELLs cannot be countered by the effects of their
    # owner's opponent ("cannot be canceled by your opponent's effects"); with
    # `next_use`, the next one used alone, until its use is over.
    NO_COUNTER = 26
    # How many times, at most, the SIGNI of the player `player` attack this turn all
    # together, counted from the attacks they made this turn (one attack in all for the
    # opponent's SIGNI this turn, say): the smallest such `value` (docs/engine-hooks.md,
    # "Attacks at most").
    SIGNI_ATTACKS_AT_MOST = 27
    # The covered cards may be treated as of level `value` by the effects of the cards of
    # the player `player` ("you may treat it as a level one"): a level filter of such an
    # effect accepts either level (docs/engine-hooks.md, "Levels a card may be treated as").
    LEVEL_ALSO = 28
    # The player `player` may reveal `value` more cards whenever their effects would reveal
    # cards from the top of their deck (classic WX06-033).
    REVEAL_MORE = 29
    # The covered cards of an Ener Zone pay the colours `value` (a bit mask) as well as
    # their own (a [White] paid by a SIGNI that has none, classic WX08-042;
    # docs/engine-hooks.md, "Paying as another colour").
    PAYS_AS = 30
    # The covered SIGNI must be among the targets their controller's opponent chooses for
    # a SIGNI's ability or effect, if possible (WXDi-P03-053;
    # docs/engine-hooks.md, "Targets that must be chosen").
    MUST_TARGET = 31
    # The player `player` can have at most `value` SIGNI on their field (two for the
    # opponent, say): the smallest such value holds
    # (docs/engine-hooks.md, "SIGNI a field holds").
    SIGNI_COUNT = 32
    # The player `player` draws at most `value` cards in their draw phase ("can only draw
    # one card during their draw phase"): the smallest such value holds
    # (docs/engine-hooks.md, "Draws in the draw phase").
    DRAW_PHASE_DRAWS = 33
    # The SIGNI zones `value` (a bit each, left to right) of the player `player` are erased
    # (docs/engine-hooks.md, "Erased SIGNI zones").
    ERASED_ZONES = 34

    # The player `player` may [Guard] by paying one of `costs` instead of discarding a card
    # with the Guard icon (three discarded cards, WXDi-P06-006; docs/engine-hooks.md,
    # "Attack and [Guard] costs").
    GUARD_INSTEAD = 35

    # The covered cards have the Life Burst `ability` (a LifeBurst) besides any they print
    # ("All of your cards have [Life Burst]: ..."): a crushed card with one may use it
    # (en-2021-glossary.txt, "Burst icon": a card with Life Burst text by any effect is
    # treated as having the icon; docs/engine-hooks.md, "Life Bursts given to cards").
    LIFE_BURST = 36
    # The covered cards have the [Action] abilities of the cards `lenders(game)` gives, as
    # their own while those cards are where the effect looks (the LRIGs of its player's LRIG
    # trash, classic WX05-002; docs/engine-hooks.md, "[Action]
    # abilities of other cards").
    ACTIONS_OF = 37
    # As its player grows into the covered LRIG, they may reveal cards of their hand, one
    # for each of `costs` (each an AbilityCost of one revealed card, no card revealed
    # twice): if they do, the grow cost is reduced by `cost_delta` (one [White] less
    # for showing an <Arm> SIGNI and an <Angel> SIGNI; docs/engine-hooks.md, "Grow costs
    # reduced by revealing cards").
    GROW_REVEAL = 38
    # The colours of the covered cards (`value`, a bit mask): SET, they become those
    # ("all SIGNI become black"); ADD, they are additionally those ("are additionally
    # black"). docs/engine-hooks.md, "Colours changed".
    COLOR = 39
    # The covered SIGNI or LRIG is upped in its player's up phase only when they pay one of
    # `costs` (three colorless Ener for the opponent's Center LRIG, WXDi-P06-002;
    # docs/engine-hooks.md, "Up costs").
    UP_COST = 40
    # One Ener of a colour in the use cost of a covered card (SPELL, PIECE, ARTS) is paid as
    # colorless instead, its user choosing which (WXDi-P06-066); with `next_use`, the next
    # use alone (docs/engine-hooks.md, "One Ener of a cost paid as colorless").
    USE_COLORLESS = 41
    # The limiting condition (the LRIG types a card is limited to) of the covered cards is
    # ignored (for a player's ARTS and spells, say; docs/engine-hooks.md, "Limiting
    # conditions ignored").
    NO_LIMITING = 42
    # The covered SIGNI, once its attack has battled or dealt damage, may also attack a
    # SIGNI Zone next to the one in front of it (classic WD20-009; our reading:
    # docs/engine-hooks.md, "Attacking a zone next to the one in front").
    ATTACKS_ADJACENT = 43  # vocab-34


ATTRIBUTES = len(Attribute)
_NO_GAINING = int(Attribute.NO_GAINING)
_UNAFFECTED = int(Attribute.UNAFFECTED)
_POWER_CHANGE = int(Attribute.POWER_CHANGE)


class Protection:
    """What a PROTECTION effect prevents (bits)."""

    VANISH: Final = 1
    BOUNCE: Final = 2
    DOWN: Final = 4
    TRASH: Final = 8
    # A qualifier: only from effects ("cannot be vanished by your opponent's effects"), so
    # not from a battle.
    EFFECTS: Final = 16
    # Its attack is not negated (by its own effects, WXDi-P05-068, say): `protects_from`
    # says by which effects.
    NEGATE_ATTACK: Final = 32
    # Its attack is not negated by its own effects (whatever `protects_from` says).
    NEGATE_ATTACK_BY_ITSELF: Final = 128
    # It cannot be moved from the field to another zone by effects, except to the zones
    # `z` whose bits 1 << (LEAVE_EXCEPT + z) the value also has ("other than the Ener
    # Zone"): docs/engine-hooks.md, "Kept on the field".
    LEAVE: Final = 64
    LEAVE_EXCEPT: Final = 8
    # A qualifier of TRASH: only by the card's owner, whatever way they would put it
    # there: their effects, their costs, the main phase's rule (retiring). The classic
    # WX07-033 (docs/engine-hooks.md,
    # "Cards their owner cannot trash"). Above the LEAVE_EXCEPT bits of every zone.
    BY_OWNER: Final = 1 << 24


class Instead:
    """What an INSTEAD effect may replace (bits)."""

    LEAVE_FIELD: Final = 1  # a SIGNI would leave the field by an effect
    DAMAGE: Final = 2  # a player would take the damage of an attack
    VANISH: Final = 4  # a SIGNI would be vanished, by a battle or by anyone's effect
    # A SIGNI would leave the field by a rule-based action: vanished with power 0 or less
    # (en-2021-glossary.txt, "Rule-based action", 1.).
    RULES: Final = 64
    # An ability of a card activates: an [Enter], [Auto] or [Action] ability, its cost
    # paid, about to be processed; replaced, it does nothing.
    ENTER_ABILITY: Final = 8
    AUTO_ABILITY: Final = 16
    ACTION_ABILITY: Final = 32
    ABILITIES: Final = ENTER_ABILITY | AUTO_ABILITY | ACTION_ABILITY
    # A SIGNI or LRIG attacks: `instead` happens first, not optional, and then it attacks
    # (up to two SIGNI of its field turned face down first, WXDi-P05-069;
    # docs/engine-hooks.md, "Attacks replaced").
    ATTACK: Final = 128  # vocab-30
    # With ATTACK: the replacement is an ability the covered card gains ("Robin Hood on
    # your field gains [Constant]: If this SIGNI attacks, instead ..."): the attacker's
    # effect, and none while it lost its abilities or cannot gain the effect maker's.
    ATTACK_GAINED: Final = 256  # vocab-30


class Restriction:
    """What a RESTRICTION effect forbids a player (bits)."""

    GUARD: Final = 1  # "Your opponent cannot [Guard]"
    # The player's Life Cloth cannot be crushed ("this turn, your Life Cloth cannot be
    # crushed"), or not other than by damage.
    CRUSHED: Final = 2
    CRUSHED_BUT_BY_DAMAGE: Final = 4
    GROW: Final = 8  # "your opponent cannot grow": no LRIG of theirs grows, in any way
    # The player skips a phase of their turns ("Skip your grow phase"): the bit of phase
    # p (constants.Phase) is SKIP_PHASE << p (`skip_bit`).
    SKIP_PHASE: Final = 16
    # The player cannot put their SIGNI into the trash by the rules of the main phase
    # (turn-summary.txt, "Main Phase": "the player may remove their SIGNI"). Above the
    # SKIP_PHASE bits of every phase.
    RETIRE: Final = 1 << 16
    # The player's refresh puts no Life Cloth into the trash: docs/engine-hooks.md, "Refresh".
    REFRESH_LIFE_CLOTH: Final = 1 << 17
    # The player cannot pay an Ener cost of one or more (WXDi-P03-012): coins and a cost of 0
    # stay payable.
    PAY_ENER: Final = 1 << 18

    # The player cannot gain coins ("You cannot gain [Coin] for the duration of the game").
    GAIN_COINS: Final = 1 << 19
    # The [Enter] abilities of the player's SIGNI do not trigger as they enter the field
    # ("This turn, your SIGNI's [On-Play] abilities don't trigger").
    NO_ENTER: Final = 1 << 20
    # No SIGNI may be put into the player's SIGNI zone s (PLACE_SLOT << s, `place_bit`):
    # a zone closed to the opponent's SIGNI (classic WX08-032).
    PLACE_SLOT: Final = 1 << 21  # and the two bits above it
    # The player draws no card ("your opponent cannot draw cards"): a draw does nothing.
    DRAW: Final = 1 << 24  # vocab-35
    # No card is added to the player's hand from a zone other than the field ("cannot add
    # cards to their hand"): such a move does nothing (docs/engine-hooks.md, "Cards kept
    # out of the hand").
    ADD_TO_HAND: Final = 1 << 25  # vocab-35


def skip_bit(phase: int) -> int:
    """The Restriction bit that skips `phase` (a constants.Phase) of a player's turns."""
    return Restriction.SKIP_PHASE << phase


def place_bit(slot: int) -> int:
    """The Restriction bit that keeps new SIGNI out of a player's SIGNI zone `slot`."""
    return Restriction.PLACE_SLOT << slot


class PowerChange(IntEnum):
    """What a POWER_CHANGE effect makes of a change of power."""

    NONE = 0  # no change, + or -- ("cannot increase or decrease"), nor a power set
    NO_MINUS = 1  # a -- change does nothing
    PLUS = 2  # a -- change is a + change of that amount
    DOUBLED = 3  # a -- change is doubled


def changed_power(game: Game, card: int, amount: int, maker: int) -> int:
    """`amount`, a power change of `card` by an effect of `maker`, after every POWER_CHANGE
    effect that covers the card and reads the effects of that maker (in the order they
    came into force)."""
    for effect in game.effects[_POWER_CHANGE]:
        if amount == 0:
            return 0
        kind = effect.value
        if kind != PowerChange.NONE and amount > 0:
            continue
        if not _replaces(effect, game, card, maker):
            continue
        if kind == PowerChange.NONE or kind == PowerChange.NO_MINUS:
            amount = 0
        elif kind == PowerChange.PLUS:
            amount = -amount
        else:
            amount *= 2
    return amount


def power_set_blocked(game: Game, card: int, maker: int) -> bool:
    """Whether a POWER_CHANGE effect `NONE` keeps an effect of `maker` from setting the
    power of `card`."""
    return any(
        effect.value == PowerChange.NONE and _replaces(effect, game, card, maker)
        for effect in game.effects[_POWER_CHANGE]
    )


def _replaces(effect: ContinuousEffect, game: Game, card: int, maker: int) -> bool:
    """Whether the POWER_CHANGE `effect` covers `card` and reads the effects of `maker`."""
    return effect.covers(game, card) and (
        effect.protects_from is None or effect.protects_from(game, maker)
    )


class Mode(IntEnum):
    SET = 0  # the value becomes `value`
    ADD = 1  # `value` (or `cost_delta`) is added
    GRANT = 2  # keyword bits `value` are gained
    REMOVE = 3  # keyword bits `value` are lost


NEVER = 0

_INFINITE: Final = INFINITE_POWER


def _sum(value: int, added: int) -> int:
    """A value set or printed plus what is added to it: an infinite power stays infinite
    (+/- N leaves it so, and a finite power given an infinite one is infinite);
    docs/engine-hooks.md, "Infinite power". Levels never come near it."""
    if value >= _INFINITE or value + added >= _INFINITE:
        return _INFINITE
    return value + added


@dataclass(frozen=True, eq=False)
class ContinuousEffect:
    """One effect in force.

    It applies to the card `target`, or, when `target` is -1, to every card for which
    `applies(game, card)` holds; a LIMIT effect applies to the player `player`. A cost
    effect applies to the card being used or grown into.
    """

    attribute: Attribute
    mode: Mode
    value: int = 0
    target: int = -1
    applies: Callable[[Game, int], bool] | None = None
    player: int = -1
    cost_delta: CostVector = NO_COST
    protects_from: Callable[[Game, int], bool] | None = None
    condition: Callable[[Game], bool] | None = None
    # The number of the turn at whose end it ends; NEVER for no end of that kind.
    ends_after_turn: int = NEVER
    # A phase (`Phase`) of that turn at whose end it ends instead ("until the end of your
    # next Ener Phase"), or -1.
    ends_after_phase: int = -1
    # The card whose [Constant] ability makes it: it ends when that card stops being active.
    source: int = -1
    # Which ability of `source` makes it (for an ability granted for a while), or -1.
    ability_index: int = -1
    # ABILITY: the ability the covered cards have, and its index on them (set when the
    # effect is added to the game).
    ability: Ability | None = None
    granted_index: int = -1
    # "For each ...": an ADD effect adds `value` times this number, read whenever the value
    # is (a [Constant] ability's "+1000 power for each other SIGNI on the field").
    scale: Callable[[Game], int] | None = None
    # ATTACK_COST, GUARD_COST: the costs one of which is paid.
    costs: tuple[AbilityCost, ...] = ()
    # The card whose one-shot effect made it, when it covers cards as they come (an effect
    # in force during a turn, a SIGNI Zone's power), or -1: a card unaffected by that
    # card's effects is not covered (a [Constant] ability's effect is `source`'s).
    by: int = -1
    # USE_COST: it ends as a card it covers is used ("the next time you use a spell this
    # turn, its use cost is reduced by ..."), applied to that use alone.
    next_use: bool = False
    # INSTEAD: what happens in the place of the event, when its player chooses it.
    instead: Effect | None = None
    # ACTIONS_OF: the cards whose [Action] abilities the covered cards have.
    lenders: Callable[[Game], list[int]] | None = None

    @property
    def maker(self) -> int:
        """The card whose effect this is: its [Constant] ability's card, or the card whose
        one-shot effect made it (`by`), or -1 (a rule's)."""
        return self.source if self.source >= 0 else self.by

    def made_by(self, source: int, ability_index: int) -> ContinuousEffect:
        """This effect as the [Constant] ability `ability_index` of `source` makes it."""
        return replace(self, source=source, ability_index=ability_index)

    def hits(self, game: Game, card: int) -> bool:
        """Whether it applies to `card` now (its target or filter, and its condition)."""
        if self.target >= 0:
            hit = self.target == card
        elif self.applies is not None:
            hit = self.applies(game, card)
        else:
            return False
        return hit and (self.condition is None or self.condition(game))

    def covers(self, game: Game, card: int) -> bool:
        """`hits`, unless it comes from a [Constant] ability whose card lost its abilities."""
        if not self.hits(game, card):
            return False
        if (
            game.effects[_UNAFFECTED]
            and self.attribute != Attribute.UNAFFECTED
            and game.unaffected(card, self.maker)
        ):
            return False
        if self.source < 0:
            return True
        if game.lost_abilities(self.source):
            return False
        # An ability (a keyword, a Shadow) that a [Constant] of the opponent of the card's
        # owner gives: not to a card that cannot gain abilities by that player's effects.
        return not (
            game.effects[_NO_GAINING]
            and (self.attribute == Attribute.ABILITY or self.mode == Mode.GRANT)
            and not game.can_gain(card, game.owner[self.source])
        )

    def covers_player(self, game: Game, player: int) -> bool:
        if self.player != player or (self.condition is not None and not self.condition(game)):
            return False
        return self.source < 0 or not game.lost_abilities(self.source)


def derive(game: Game, effects: list[ContinuousEffect], card: int, base: int) -> int:
    """`base` after every SET effect on the card (the latest wins), then every ADD effect.
    (Read on every power and level read: effects on other cards are passed over first.)"""
    value = base
    added = 0
    for effect in effects:
        target = effect.target
        if (target == card or target < 0) and effect.covers(game, card):
            if effect.mode == Mode.SET:
                value = effect.value if effect.scale is None else effect.value * effect.scale(game)
            elif effect.scale is None:
                added += effect.value
            else:
                added += effect.value * effect.scale(game)
    return _sum(value, added)


def derive_changed(game: Game, effects: list[ContinuousEffect], card: int, base: int) -> int:
    """`derive` while POWER_CHANGE effects are in force: an effect in force whose maker is
    known (a [Constant] ability's, or one covering cards as they come) has its change
    replaced as it is read; a one-shot change was replaced as it was made (`add_power`)."""
    value = base
    added = 0
    for effect in effects:
        target = effect.target
        if (target == card or target < 0) and effect.covers(game, card):
            maker = effect.maker
            if effect.mode == Mode.SET:
                if maker < 0 or not power_set_blocked(game, card, maker):
                    scale = effect.scale
                    value = effect.value if scale is None else effect.value * scale(game)
                continue
            amount = effect.value if effect.scale is None else effect.value * effect.scale(game)
            added += amount if maker < 0 else changed_power(game, card, amount, maker)
    return _sum(value, added)


def derive_for_player(game: Game, effects: list[ContinuousEffect], player: int, base: int) -> int:
    """The same for a player's value (the limit)."""
    return _set_then_add([e for e in effects if e.covers_player(game, player)], base)


def _set_then_add(effects: list[ContinuousEffect], base: int) -> int:
    value = base
    added = 0
    for effect in effects:
        if effect.mode == Mode.SET:
            value = effect.value
        else:
            added += effect.value
    return value + added


def derive_keywords(game: Game, effects: list[ContinuousEffect], card: int, base: int) -> int:
    if game.lost_abilities(card):
        base = 0
    gained = 0
    lost = 0
    for effect in effects:
        if effect.covers(game, card):
            if effect.mode == Mode.REMOVE:
                lost |= effect.value
            else:
                gained |= effect.value
    return (base | gained) & ~lost


def derive_cost(
    game: Game, effects: list[ContinuousEffect], card: int, base: CostVector
) -> CostVector:
    """A cost after every change that applies to this card: the latest that sets it
    ("the cost becomes ..."), then every increase and reduction (one for each unit of a
    `scale`, never fewer than none); never below 0."""
    amounts = list(base)
    added = [0] * len(base)
    changed = False
    for effect in effects:
        if effect.covers(game, card):
            changed = True
            if effect.mode == Mode.SET:
                amounts = list(effect.cost_delta)
                continue
            times = 1 if effect.scale is None else max(0, effect.scale(game))
            for index, delta in enumerate(effect.cost_delta):
                added[index] += delta * times
    if not changed:
        return base
    amounts = [amount + delta for amount, delta in zip(amounts, added, strict=True)]
    a = [max(0, amount) for amount in amounts]
    return (a[0], a[1], a[2], a[3], a[4], a[5], a[6])
