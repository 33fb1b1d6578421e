"""The shape of an effect: "if", "you may", "you may pay ... If you do", "choose one".

Each holds effect lists of its own, which choose their targets when they are reached.

    - if: {condition: {team: SANBAKA}, then: [...], else: [...]}     # "instead": else
    - may: {effects: [...], if_done: [...]}
    - pay: {cost: {ener: {black: 1, colorless: 1}}, if_done: [...]}
    - modes: {choose: 1, options: [[...], [...]]}
    - unless: {pays: [{discard: 2}], effects: [...]}                 # "unless your opponent ..."
    - repeat: {times: 3, effects: [...]}                             # "perform ... three times"
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from deckcheck.effects import english
from deckcheck.effects.binding import LanguageError
from deckcheck.effects.cards import PRECHOSEN, Player, Selection
from deckcheck.effects.costs import Cost, Ener
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Condition, Effect, Here, Quantity, constant_problem_of
from deckcheck.effects.values import Amount, Per, amount_value, player_of
from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
from deckcheck.engine.continuous import ContinuousEffect
from deckcheck.engine.costs import reduced

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_CHOOSE_DONE = Action(ActionKind.CHOOSE_DONE)


@dataclass(frozen=True)
class WhileHolds:
    """The condition of a part of a [Constant] ability, with the ability's own (`outer`),
    for one card in one game: (game) -> bool."""

    condition: Condition
    controller: int
    source: int
    outer: Any
    negated: bool = False

    def __call__(self, game: Game) -> bool:
        if self.outer is not None and not self.outer(game):
            return False
        return self.condition.holds(Here(game, self.controller, self.source)) != self.negated


@dataclass(frozen=True)
class If(Effect):
    """If the condition holds now, `then`; otherwise `else` (a card's "instead"). In a
    [Constant] ability, `then` is in force while it holds as well as the ability's own
    condition, `else` while it does not (+3000 power, and [Shadow -- SIGNI] besides in the
    opponent's turn, say)."""

    name: ClassVar[str] = "if"

    condition: Condition
    then: Program
    else_: Program | None = None

    def resolve(self, context: EffectContext) -> Procedure[None]:
        if self.condition.holds(context):
            yield from self.then(context)
        elif self.else_ is not None:
            yield from self.else_(context)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        made: list[ContinuousEffect] = []
        for negated, effects in ((False, self.then), (True, self.else_)):
            if effects is None:
                continue
            holds = WhileHolds(self.condition, game.owner[source], source, condition, negated)
            for effect in effects:
                made.extend(effect.continuous(game, source, holds))
        return made

    def constant_problem(self) -> str | None:
        return constant_problem_of([*self.then, *(self.else_ or ())])

    def describe(self) -> str:
        if english.in_force():
            # A part of a [Constant] ability: "as long as ..., this SIGNI gains ...".
            text = f"As long as {self.condition.describe()}, "
            text += english.lower_first(self.then.clause())
            if self.else_ is not None:
                # One sentence: a second ("... Otherwise, ...") would read as outside
                # what a [Constant] ability's own "as long as" governs.
                text = text.removesuffix(".")
                text += f"; otherwise, {english.lower_first(self.else_.clause())}"
            return text
        text = f"If {self.condition.describe()}, {english.lower_first(self.then.clause())}"
        if self.else_ is not None:
            text += f" Otherwise, {english.lower_first(self.else_.clause())}"
        return text


@dataclass(frozen=True)
class May(Effect):
    """ "You may ...": the controller chooses (or `player`: "your opponent may ...");
    `if_done` follows when they did."""

    name: ClassVar[str] = "may"

    effects: Program
    if_done: Program | None = None
    condition: Condition | None = field(
        default=None, metadata={"doc": 'offered only when it holds ("you may down two ...")'}
    )
    player: Player = field(
        default=Player.YOU, metadata={"doc": 'who chooses: "your opponent may ..."'}
    )

    def resolve(self, context: EffectContext) -> Procedure[None]:
        if self.condition is not None and not self.condition.holds(context):
            return
        chooser = player_of(self.player, context.controller)
        if not (yield from context.game.may(chooser, context.source)):
            return
        yield from self.effects(context)
        if self.if_done is not None:
            yield from self.if_done(context)

    def describe(self) -> str:
        if self.player is Player.OPPONENT:
            parts = english.sentences(self.effects.describe())
            does = " ".join(english.opponent_does(part) for part in parts)
            text = f"Your opponent may {english.one_sentence(does)}"
        else:
            effects = list(self.effects)
            imperative = effects[0].imperative() if len(effects) == 1 else None
            clause = imperative if imperative is not None else self.effects.clause()
            text = f"You may {english.lower_first(clause)}"
        if self.if_done is not None:
            they = "they" if self.player is Player.OPPONENT else "you"
            text += f" If {they} do, {english.lower_first(self.if_done.clause())}"
        if self.condition is not None:
            # Offered only when it holds: "If this SIGNI is upped, you may down it."
            text = f"If {self.condition.describe()}, {english.lower_first(text)}"
        return text


@dataclass(frozen=True)
class EnerReduction:
    """The Ener of a cost reduced by `each` for each unit of a quantity, read as the cost
    is offered ("Decrease this Ener cost by [Colorless] for every level one SIGNI revealed
    this way"); never below none of a colour."""

    each: Ener = field(metadata={"doc": "the Ener the cost is reduced by for each unit"})
    per: Quantity = field(metadata={"doc": "the units counted"})

    def describe(self) -> str:
        return f"reduced by {self.each.describe()} for each {self.per.each()}"


@dataclass(frozen=True)
class Pay(Effect):
    """ "You may pay ... If you do, ...": offered only when the cost can be paid; `else`: what
    happens when it was not paid ("If you did not pay, add it to your hand"). `for_each_level_of`:
    the Ener is paid once for each level of the cards it selects, targeted (and named with `as`)
    before the cost is offered (a [Colorless] for each level of an opposing SIGNI, a target, to
    vanish it; with none, nothing is offered); `reduce`: the Ener is reduced for each unit of a
    quantity ("Decrease this Ener cost by ... for every ...")."""

    name: ClassVar[str] = "pay"

    cost: Cost
    if_done: Program
    else_: Program | None = None
    for_each_level_of: Selection | None = field(
        default=None,
        metadata={"doc": "the cost's Ener is paid once for each level of these cards"},
    )
    reduce: EnerReduction | None = field(
        default=None, metadata={"doc": "the cost's Ener reduced for each unit of a quantity"}
    )
    or_: tuple[Cost, ...] = field(
        default=(), metadata={"doc": 'other costs, one of which may be paid instead ("or")'}
    )
    player: Player = field(
        default=Player.YOU,
        metadata={"doc": 'who may pay: "your opponent may pay ... If they do, ..."'},
    )

    def __post_init__(self) -> None:
        ener_alone = self.cost.ener is not None and self.cost == Cost(ener=self.cost.ener)
        if (self.for_each_level_of is not None or self.reduce is not None) and not ener_alone:
            key = "reduce" if self.for_each_level_of is None else "for_each_level_of"
            raise LanguageError("an Ener cost read from the game is of Ener alone", key)

    def target_selections(self) -> tuple[Selection, ...]:
        selection = self.for_each_level_of
        return (selection,) if selection is not None and selection.target is not None else ()

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = player_of(self.player, context.controller)
        cost = self.cost.compile()
        if self.for_each_level_of is not None:
            cards = yield from self.for_each_level_of.resolve(context)
            if not cards:
                return
            times = sum(max(game.level(card), 0) for card in cards)
            a = [amount * times for amount in cost.ener]
            cost = replace(cost, ener=(a[0], a[1], a[2], a[3], a[4], a[5], a[6]))
        if self.reduce is not None:
            each = self.reduce.each.vector()
            cost = replace(cost, ener=reduced(cost.ener, each, self.reduce.per.value(context)))
        payable = [
            way
            for way in (cost, *(other.compile() for other in self.or_))
            if game.can_pay_ability(player, context.source, way)
        ]
        if not payable or not (yield from game.may(player, context.source)):
            if self.else_ is not None:
                yield from self.else_(context)
            return
        index = 0
        if len(payable) > 1:
            options = tuple(Action(ActionKind.CHOOSE_MODE, i) for i in range(len(payable)))
            action = yield Decision(player, DecisionKind.MODE, options, context.source)
            index = action.a
        if self.player is Player.YOU:
            yield from game.pay_ability(player, context.source, payable[index])
        else:
            # The opponent's payment is part of the effect, as with `unless`.
            yield from game.pay_ability(player, context.source, payable[index], as_cost=False)
        yield from self.if_done(context)

    def describe(self) -> str:
        cost = english.lower_first(self.cost.describe())
        if self.for_each_level_of is not None:
            cost += f" for each level of {self.for_each_level_of.phrase(moving=False)}"
        if self.reduce is not None:
            cost += f", {self.reduce.describe()}"
        cost = english.join((cost, *(english.lower_first(c.describe()) for c in self.or_)), "or")
        who, they = ("You", "you") if self.player is Player.YOU else ("Your opponent", "they")
        text = f"{who} may {cost}. If {they} do, {english.lower_first(self.if_done.clause())}"
        if self.else_ is not None:
            text += f" If you did not, {english.lower_first(self.else_.clause())}"
        return text


@dataclass(frozen=True)
class Modes(Effect):
    """ "Choose one (or N) of the following": each chosen option is processed, in the
    order printed. `choose` may be a number per quantity (as many times as the
    opponent's Center LRIG has levels); with `repeat`, an option may be chosen
    more than once (and is processed as often); with `up_to`, the chooser may stop
    choosing at any time, before the first choice too ("choose up to two")."""

    name: ClassVar[str] = "modes"

    options: tuple[Program, ...]
    choose: Amount = field(default=1, metadata={"minimum": 1})
    repeat: bool = field(default=False, metadata={"doc": "an option may be chosen again"})
    up_to: bool = field(default=False, metadata={"doc": '"choose up to N": fewer, or none'})
    chooser: Player = field(
        default=Player.YOU,
        metadata={"doc": 'who chooses (opponent: "your opponent chooses ... you perform it")'},
    )

    def __post_init__(self) -> None:
        if len(self.options) < 2:
            raise LanguageError("modes need two options or more", "options")
        if isinstance(self.choose, int) and not self.repeat and self.choose > len(self.options):
            raise LanguageError("more modes to choose than options", "choose")
        if self.up_to and not isinstance(self.choose, int):
            raise LanguageError("`up_to` a number of modes: `choose` is a number", "up_to")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        remaining = list(range(len(self.options)))
        chosen: list[int] = []
        chooser = player_of(self.chooser, context.controller)
        for _ in range(amount_value(self.choose, context)):
            if not remaining:
                break
            options = tuple(Action(ActionKind.CHOOSE_MODE, index) for index in remaining)
            if self.up_to:
                options = (*options, _CHOOSE_DONE)
            action = yield Decision(chooser, DecisionKind.MODE, options, context.source)
            if action.kind == ActionKind.CHOOSE_DONE:
                break
            chosen.append(action.a)
            if not self.repeat:
                remaining.remove(action.a)
        for index in sorted(chosen):
            yield from self.options[index](context)

    def describe(self) -> str:
        options = " ".join(
            f"({index}) {_option_text(option)}" for index, option in enumerate(self.options, 1)
        )
        if isinstance(self.choose, int):
            up_to = "up to " if self.up_to else ""
            head = f"Choose {up_to}{english.number(self.choose)} of the following"
            if self.repeat:
                head = f"Choose one of the following {_times(self.choose)}"
        elif self.choose.times == 1:
            # One choice per card counted: per level one SIGNI on the field, per ten cards
            # in the trash
            head = f"Choose one of the following for {self.choose.unit()}"
        else:
            head = (
                f"Choose one of the following a number of times equal to {self.choose.quantity()}"
            )
            if self.choose.times != 1:
                head += f" times {english.number(self.choose.times)}"
        if self.repeat:
            head += " (the same one may be chosen more than once)"
        if self.chooser is Player.OPPONENT:
            one = isinstance(self.choose, int) and self.choose == 1 and not self.repeat
            head = f"Your opponent chooses{head.removeprefix('Choose')}"
            head += f" and you perform {'it' if one else 'them'}"
        return f"{head}: {options}"


def _option_text(option: Program) -> str:
    """An option of modes; one that is itself a choice of one of two sentences reads as
    cards print it inside a mode: "(1) Draw a card or [Ener Charge 1]."."""
    effects = list(option)
    inner = effects[0] if len(effects) == 1 else None
    if (
        isinstance(inner, Modes)
        and inner.choose == 1
        and not (inner.up_to or inner.repeat)
        and inner.chooser is Player.YOU
        and len(inner.options) == 2
    ):
        first, second = (choice.describe() for choice in inner.options)
        if first.count(".") == 1 and first.endswith(".") and second.count(".") == 1:
            return f"{first.removesuffix('.')} or {english.lower_first(second)}"
    return option.describe()


@dataclass(frozen=True)
class Repeat(Effect):
    """ "Perform the following N times: ...": `effects`, processed `times` times over,
    each time choosing its targets afresh; `times` may be a quantity, read as it begins
    ("for each SIGNI put into the trash this way, banish ...")."""

    name: ClassVar[str] = "repeat"

    times: int | Quantity = field(metadata={"minimum": 2})
    effects: Program

    def resolve(self, context: EffectContext) -> Procedure[None]:
        times = self.times if isinstance(self.times, int) else self.times.value(context)
        for _ in range(times):
            yield from self.effects(context)

    def describe(self) -> str:
        if isinstance(self.times, Quantity):
            effects = english.lower_first(self.effects.clause())
            return f"For {Per(self.times).unit()}, {effects}"
        return f'Perform the following {_times(self.times)}: "{self.effects.describe()}"'


def _times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{english.number(count)} times")


@dataclass(frozen=True)
class Unless(Effect):
    """ "... unless your opponent pays %X" (or "discards two cards", or either): `player`
    (default: your opponent) may pay one of the costs `pays`, each offered only when it
    can be paid in full; when they do, `effects` do not happen. The targets of the first
    part of `effects` are chosen first (en-2021-glossary.txt, "Target": chosen before the
    ability is processed), so the player decides knowing them."""

    name: ClassVar[str] = "unless"

    effects: Program
    pays: tuple[Cost, ...] = field(metadata={"doc": "the costs, one of which may be paid"})
    player: Player = field(default=Player.OPPONENT, metadata={"doc": "who may pay"})

    def __post_init__(self) -> None:
        if not self.pays:
            raise LanguageError("`pays` needs a cost", "pays")

    def target_selections(self) -> tuple[Selection, ...]:
        return tuple(s for effect in self.effects.groups[0] for s in effect.target_selections())

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        chosen = context.data.setdefault(PRECHOSEN, {})
        targets = self.target_selections()
        for selection in targets:
            if id(selection) not in chosen:
                chosen[id(selection)] = yield from selection.pick(context)
        payer = player_of(self.player, context.controller)
        payable = [
            cost
            for cost in (c.compile() for c in self.pays)
            if game.can_pay_ability(payer, context.source, cost)
        ]
        if payable and (yield from game.may(payer, context.source)):
            index = 0
            if len(payable) > 1:
                options = tuple(Action(ActionKind.CHOOSE_MODE, i) for i in range(len(payable)))
                action = yield Decision(payer, DecisionKind.MODE, options, context.source)
                index = action.a
            # Part of the effect: what it moves, this effect moves (a discard by it is a
            # discard "by your effect").
            yield from game.pay_ability(payer, context.source, payable[index], as_cost=False)
            for selection in targets:
                chosen.pop(id(selection), None)
            return
        yield from self.effects(context)

    def describe(self) -> str:
        who, s = ("you", "") if self.player is Player.YOU else ("your opponent", "s")
        costs = english.join((third_person(c.describe(), s) for c in self.pays), "or")
        text = self.effects.describe()
        if ". " in text.rstrip("."):  # several sentences: the condition comes first
            return f"Unless {who} {costs}: {text}"
        return f"{text.rstrip('.')} unless {who} {costs}."


def third_person(cost: str, s: str) -> str:
    """`Pay 2 colorless and discard a card` -> `pays 2 colorless and discards a card`."""
    parts = english.lower_first(cost).split(" and ")
    text = " and ".join(f"{verb}{s} {rest}" for verb, _, rest in (p.partition(" ") for p in parts))
    # The opponent pays from their own zones: "puts two cards from their Ener Zone".
    return text.replace(" your ", " their ") if s else text


@dataclass(frozen=True)
class PerformTotal(Effect):
    """ "Perform the following action "A" or "B" a total of N times. If you do, ...": `times`
    times over, its controller performs one of the `options` (each a cost, done as part of
    the effect), chosen each time among those that can be done in full; `if_done` follows
    when all N were performed. When none of them can be done any more, it stops."""

    name: ClassVar[str] = "perform_total"

    times: int = field(metadata={"minimum": 1})
    options: tuple[Cost, ...] = field(metadata={"doc": "the actions, one performed each time"})
    if_done: Program | None = None

    def __post_init__(self) -> None:
        if not self.options:
            raise LanguageError("`options` needs an action", "options")

    def resolve(self, context: EffectContext) -> Procedure[None]:
        game = context.game
        player = context.controller
        costs = [option.compile() for option in self.options]
        for _ in range(self.times):
            doable = [
                index
                for index, cost in enumerate(costs)
                if game.can_pay_ability(player, context.source, cost)
            ]
            if not doable:
                return
            index = doable[0]
            if len(doable) > 1:
                options = tuple(Action(ActionKind.CHOOSE_MODE, i) for i in doable)
                index = (yield Decision(player, DecisionKind.MODE, options, context.source)).a
            # Part of the effect: what it moves, this effect moves (a discard by effect).
            yield from game.pay_ability(player, context.source, costs[index], as_cost=False)
        if self.if_done is not None:
            yield from self.if_done(context)

    def describe(self) -> str:
        actions = english.join(
            (f'"{english.sentence(option.describe())}"' for option in self.options), "or"
        )
        action = "action" if len(self.options) == 1 else "actions"
        times = f" a total of {english.number(self.times)} times" if self.times > 1 else ""
        text = f"Perform the following {action} {actions}{times}."
        if self.if_done is not None:
            text += f" If you do, {english.lower_first(self.if_done.clause())}"
        return text
