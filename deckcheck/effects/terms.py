"""The building blocks of the vocabulary: terms, their four families, and the registries.

A *term* is one named word of the ability language with typed parameters: an effect
(`draw`), a condition (`turn`), a quantity (`count`) or a trigger (`attacks`). Each is
a frozen dataclass whose fields are its parameters; the binder reads them from YAML by
their type hints and the schema generator writes their JSON Schema from the same hints,
so a class is the one place that defines a term.

A subclass that sets `name` registers itself in its family when its module is imported:
adding a term is adding a class, in one module. `deckcheck.effects.vocabulary` imports
every module of `deckcheck/effects/library/`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import fields
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from deckcheck.effects import english
from deckcheck.engine.abilities import EffectContext, Procedure

if TYPE_CHECKING:
    from deckcheck.effects.cards import Selection
    from deckcheck.engine.continuous import ContinuousEffect
    from deckcheck.engine.events import Event, EventKind
    from deckcheck.engine.game import Game


class Scope(Protocol):
    """Where a condition or quantity is evaluated: the game, the controller of the
    ability, its card, the event that triggered it, the values earlier parts named, the
    cards paid for its cost and whether an additional use cost was paid. A running
    effect's `EffectContext` is one; `Here` is one outside effects."""

    @property
    def game(self) -> Game: ...

    @property
    def controller(self) -> int: ...

    @property
    def source(self) -> int: ...

    @property
    def event(self) -> Event | None: ...

    @property
    def data(self) -> Mapping[str, Any]: ...

    @property
    def paid(self) -> Sequence[int]: ...

    @property
    def paid_ener(self) -> Sequence[int]: ...

    @property
    def additional_cost_paid(self) -> bool: ...


_NO_DATA: Mapping[str, Any] = MappingProxyType({})


class Here:
    """A scope outside a running effect (a trigger check, a [Constant] ability): nothing
    named, nothing paid."""

    __slots__ = ("controller", "data", "event", "game", "source")

    paid: Sequence[int] = ()
    paid_ener: Sequence[int] = ()
    additional_cost_paid = False

    def __init__(
        self, game: Game, controller: int, source: int, event: Event | None = None
    ) -> None:
        self.game = game
        self.controller = controller
        self.source = source
        self.event = event
        self.data: Mapping[str, Any] = _NO_DATA


class Term:
    """A word of the language. Subclasses are frozen dataclasses of their parameters."""

    # The YAML name; a class that sets it is registered in its family.
    name: ClassVar[str] = ""
    # The parameter a plain value fills (`draw: 2` is `draw: {count: 2}`).
    shorthand: ClassVar[str | None] = None
    # The family's registry: name -> class (set on each family's base class).
    members: ClassVar[dict[str, type[Term]]]
    family: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        name = cls.__dict__.get("name")
        if name:
            registered = cls.members.get(name)
            if registered is not None and registered.__qualname__ != cls.__qualname__:
                raise TypeError(f"{cls.family} {name!r} is defined twice: {registered} and {cls}")
            cls.members[name] = cls

    def describe(self) -> str:
        """This term in English (a fragment; families say which kind)."""
        raise NotImplementedError


class Effect(Term):
    """Something an ability does. `resolve` is an engine effect: a procedure over an
    `EffectContext` that changes the game only through the engine's operations and asks
    players through its choices. `describe` is one or more English sentences.

    An effect that can also be in force as a [Constant] ability's continuous effect
    implements `continuous`."""

    members: ClassVar[dict[str, type[Term]]] = {}
    family: ClassVar[str] = "effect"

    def resolve(self, context: EffectContext) -> Procedure[None]:
        raise NotImplementedError

    def __call__(self, context: EffectContext) -> Procedure[None]:
        return self.resolve(context)

    def continuous(self, game: Game, source: int, condition: Any) -> Iterable[ContinuousEffect]:
        """The continuous effects this effect puts in force for a [Constant] ability of
        `source`, applying while `condition(game)` holds (None: always)."""
        raise NotImplementedError(f"{self.name} cannot be a constant effect")

    def constant_problem(self) -> str | None:
        """Why this effect cannot be a [Constant] ability's as written, or None."""
        return None

    def imperative(self) -> str | None:
        """This effect as what a player does, for "you may ..." ("give that SIGNI --3000
        power until end of turn"), when its sentence says what happens to a card instead
        ("that SIGNI gets --3000 power"); None when `describe` reads so already."""
        return None

    @classmethod
    def is_continuous(cls) -> bool:
        return cls.continuous is not Effect.continuous

    @classmethod
    def is_one_shot(cls) -> bool:
        return cls.resolve is not Effect.resolve

    def target_selections(self) -> tuple[Selection, ...]:
        """The targeted selections among the parameters: chosen together with the other
        targets of their group before the group is processed."""
        from deckcheck.effects.cards import Selection

        found = []
        for item in fields(self):  # type: ignore[arg-type]
            value = getattr(self, item.name)
            if isinstance(value, Selection) and value.target is not None:
                found.append(value)
        return tuple(found)


def constant_problem_of(effects: Iterable[Effect]) -> str | None:
    """Why `effects` cannot be a [Constant] ability's, or None: each must be in force (not
    happen once), target nothing, and be one its own `constant_problem` allows."""
    for effect in effects:
        if not effect.is_continuous():
            return (
                f"`{effect.name}` happens once; a constant ability's effects are in force "
                "(power, gain_keyword, ...)"
            )
        if effect.target_selections():
            return "a constant ability targets nothing"
        problem = effect.constant_problem()
        if problem is not None:
            return problem
    return None


class Condition(Term):
    """Something that holds or not ("if you have three or more SIGNI", "during your
    turn"). `describe` is a clause: "there are three or more SIGNI on your field"."""

    members: ClassVar[dict[str, type[Term]]] = {}
    family: ClassVar[str] = "condition"

    def holds(self, scope: Scope) -> bool:
        raise NotImplementedError


class Quantity(Term):
    """A number computed from the game ("the number of <<Virtual>> SIGNI on your
    field"). As a condition it is compared: `{count: {...}, min: 3}`."""

    members: ClassVar[dict[str, type[Term]]] = {}
    family: ClassVar[str] = "quantity"
    # Whether it counts units that "for each" can name ("for each card in your hand");
    # a bare number (a declared one) is read as a number instead.
    countable: ClassVar[bool] = True

    def value(self, scope: Scope) -> int:
        raise NotImplementedError

    def compared(self, least: int | None, most: int | None) -> str:
        """The clause "this quantity is at least `least` and at most `most`"."""
        raise NotImplementedError

    def each(self) -> str:
        """The unit counted, after "for each": `SIGNI on your field`, `level of your
        Center LRIG`."""
        return self.describe()

    def every(self, units: int) -> str:
        """The units counted together, after "for every": `two cards in your hand`."""
        return f"{english.number(units)} of {self.number()}"

    def number(self) -> str:
        """The quantity as a number, where a number is read ("a level less than or equal
        to the number of cards in your hand")."""
        return self.describe()


class Trigger(Term):
    """What an [Auto] ability waits for ("when this SIGNI attacks"). `kinds` are the
    engine events it listens to; `matches` tells whether one of them is its event."""

    members: ClassVar[dict[str, type[Term]]] = {}
    family: ClassVar[str] = "trigger"

    def kinds(self) -> tuple[EventKind, ...]:
        raise NotImplementedError

    def matches(self, game: Game, source: int, event: Event) -> bool:
        raise NotImplementedError


FAMILIES: tuple[type[Term], ...] = (Effect, Condition, Quantity, Trigger)
