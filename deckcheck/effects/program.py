"""An effect list as the engine runs it: parts in text order, targets chosen by group.

en-2021-glossary.txt, "Target": "The target is chosen just before the ability or effect
begins to be processed. If you select more than one target in one ability, they will
all be selected at the same time ... However, if there is a 'Then' in the effect, the
target will be chosen after the effect has been processed up to that point."

So a list is cut into groups at each `then`: when a group starts, the targets of its
parts are chosen (in text order), then its parts are processed in order. A part that
holds its own list (an `if` branch, what follows `may` or `pay`, a mode) chooses that
list's targets when it is reached.

    effects:
      - mill: 3
      - then
      - add_to_hand: {target: {side: you, zone: trash, class: VIRTUAL, up_to: 2}}
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckcheck.effects import english
from deckcheck.effects.binding import CompileError, Path, bind_term
from deckcheck.effects.cards import PRECHOSEN, Selection
from deckcheck.effects.terms import Effect
from deckcheck.engine.abilities import EffectContext, Procedure

if TYPE_CHECKING:
    from deckcheck.effects.binding import SchemaWriter

THEN = "then"


@dataclass(frozen=True)
class Program:
    """Effects in groups; each group's targets are chosen together when it starts."""

    groups: tuple[tuple[Effect, ...], ...]
    # The targeted selections of each group with several parts (found once).
    targets: tuple[tuple[Selection, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        targets = tuple(
            tuple(s for effect in group for s in effect.target_selections())
            if len(group) > 1
            else ()
            for group in self.groups
        )
        object.__setattr__(self, "targets", targets)

    def __call__(self, context: EffectContext) -> Procedure[None]:
        for group, targets in zip(self.groups, self.targets, strict=True):
            if targets:
                # en-2021-glossary.txt, "Target": the targets of the parts are chosen
                # together, before the parts are processed.
                chosen = context.data.setdefault(PRECHOSEN, {})
                for selection in targets:
                    if id(selection) not in chosen:  # chosen already by an enclosing part
                        chosen[id(selection)] = yield from selection.pick(context)
            for effect in group:
                yield from effect.resolve(context)

    def __iter__(self) -> Iterator[Effect]:
        for group in self.groups:
            yield from group

    def describe(self) -> str:
        sentences: list[str] = []
        for index, group in enumerate(self.groups):
            for position, effect in enumerate(group):
                text = effect.describe()
                if index and not position:
                    text = f"Then, {english.lower_first(text)}"
                sentences.append(text)
        return " ".join(sentences)

    def clause(self) -> str:
        """The effects as one sentence, for what a condition or a choice governs ("If
        ..., A and B."): `english.one_sentence`."""
        return english.one_sentence(self.describe())

    # YAML ----------------------------------------------------------------------

    @classmethod
    def bind_yaml(cls, value: Any, path: Path) -> Program:
        if not isinstance(value, list) or not value:
            raise CompileError(path, "a list of effects is expected")
        groups: list[tuple[Effect, ...]] = []
        current: list[Effect] = []
        for index, item in enumerate(value):
            if item == THEN:
                if not current:
                    raise CompileError((*path, index), "`then` must follow an effect")
                groups.append(tuple(current))
                current = []
                continue
            effect = bind_term(Effect, item, (*path, index))
            assert isinstance(effect, Effect)
            current.append(effect)
        if not current:
            raise CompileError((*path, len(value) - 1), "`then` must be followed by an effect")
        groups.append(tuple(current))
        return cls(tuple(groups))

    @classmethod
    def yaml_schema(cls, writer: SchemaWriter) -> dict[str, Any]:
        return {
            "description": "Effects in text order; `then` starts a group whose targets are "
            "chosen after the parts before it were processed.",
            "type": "array",
            "minItems": 1,
            "items": {
                "if": {"type": "string"},
                "then": {"const": THEN},
                "else": writer.family(Effect),
            },
        }
