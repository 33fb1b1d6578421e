"""Decisions and actions: every choice a player makes is one small immutable value.

A running game is always waiting on one `Decision`: whose choice it is, what kind of
choice, and the legal `Action`s. An action is a `(kind, a, b)` tuple; `a` and `b` are
card instance ids, zone slots or indexes, as each kind documents. Actions compare and
hash as tuples, so a recorded list of them replays a game exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import NamedTuple


class ActionKind(IntEnum):
    # Setup
    CHOOSE_CENTER = 0  # a: a level 0 LRIG to be the Center LRIG
    MULLIGAN_RETURN = 1  # a: a hand card to return to the deck
    MULLIGAN_DONE = 2  # confirm the mulligan (return the chosen cards, if any)
    # Ener and grow phases
    ENER_CHARGE = 3  # a: a hand card or a SIGNI on the field to put into the Ener Zone
    GROW = 4  # a: a LRIG from the LRIG deck to grow the Center LRIG into
    SKIP = 5  # skip the Ener phase or the grow phase
    # Main phase and use windows
    PLAY_SIGNI = 6  # a: a SIGNI in hand, b: the SIGNI zone (0-2; with [Rise], of its host)
    USE_SPELL = 7  # a: a SPELL in hand
    USE_PIECE = 8  # a: a PIECE in the LRIG deck
    USE_ARTS = 9  # a: an ARTS in the LRIG deck
    ASSIST_GROW = 10  # a: an Assist LRIG in the LRIG deck, b: the LRIG zone it grows on
    USE_ACTION = 11  # a: the card, b: the index of its [Action] ability
    RETIRE = 12  # a: a SIGNI on the field to retire
    RETIRE_DONE = 13  # retire the SIGNI chosen so far
    END_MAIN = 14  # end the main phase
    PASS = 15  # use nothing more in this use window (pre-attack, defense, ARTS use, cut-in)
    # Attack phase
    ATTACK = 16  # a: a SIGNI or the Center LRIG to attack with
    END_STEP = 17  # end the SIGNI attack step or the LRIG attack step
    GUARD = 18  # a: a Guard card in hand to discard
    NO_GUARD = 19
    # Triggers and effects
    USE_LIFE_BURST = 20  # a: the crushed card
    DECLINE = 21  # do not use an optional ability, Life Burst or "may" effect
    ACCEPT = 22  # use an optional ability or "may" effect
    ORDER_TRIGGER = 23  # a: the index of the pending triggered ability to process next
    DISCARD = 24  # a: a hand card to discard
    CHOOSE = 25  # a: a card chosen by an effect or a rule (a target, a card to trash)
    CHOOSE_DONE = 26  # stop choosing ("up to N")
    CHOOSE_MODE = 27  # a: the index of a mode ("choose one")
    PAY = 28  # a: a card in the Ener Zone to pay (or a LRIG to down for Harmony)
    CHOOSE_ZONE = 29  # a: a SIGNI an effect puts onto or moves on the field, b: its zone (0-2)
    CHOOSE_HIDDEN = 30  # a: the position of a face-down card chosen blind (a Life Cloth's)
    PLAY_RESONA = 31  # a: a RESONA in the LRIG deck, played by paying its play condition


class Action(NamedTuple):
    kind: ActionKind
    a: int = -1
    b: int = -1

    def describe(self, name: Callable[[int], str] | None = None) -> str:
        """The action in words; `name` turns a card id into its name (ids otherwise)."""
        template = _TEMPLATES[self.kind]
        card = ""
        if "{a}" in template:
            card = name(self.a) if name is not None else f"card {self.a}"
        return template.format(a=card, b=self.b + 1, i=self.a)


class CardActions(dict[int, Action]):
    """The actions of one kind about one card or index (`a`), each made once: an action is
    an immutable value, so one object serves every decision of every game (building a
    named tuple costs more than looking it up). Never invalidated: `a` keys it whole."""

    __slots__ = ("kind",)

    def __init__(self, kind: ActionKind) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, a: int) -> Action:
        action = self[a] = Action(self.kind, a)
        return action


class PairActions(dict[tuple[int, int], Action]):
    """As `CardActions`, for the kinds with a second value `b` (a zone, an index)."""

    __slots__ = ("kind",)

    def __init__(self, kind: ActionKind) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, key: tuple[int, int]) -> Action:
        action = self[key] = Action(self.kind, *key)
        return action


_TEMPLATES = {
    ActionKind.CHOOSE_CENTER: "put {a} in the Center",
    ActionKind.MULLIGAN_RETURN: "return {a} to the deck",
    ActionKind.MULLIGAN_DONE: "keep the hand",
    ActionKind.ENER_CHARGE: "put {a} into the Ener Zone",
    ActionKind.GROW: "grow into {a}",
    ActionKind.SKIP: "skip",
    ActionKind.PLAY_SIGNI: "play {a} to SIGNI zone {b}",
    ActionKind.USE_SPELL: "use {a}",
    ActionKind.USE_PIECE: "use {a}",
    ActionKind.USE_ARTS: "use {a}",
    ActionKind.ASSIST_GROW: "grow LRIG zone {b} into {a}",
    ActionKind.USE_ACTION: "use [Action] {b} of {a}",
    ActionKind.RETIRE: "retire {a}",
    ActionKind.RETIRE_DONE: "retire the chosen SIGNI",
    ActionKind.END_MAIN: "end the main phase",
    ActionKind.PASS: "pass",
    ActionKind.ATTACK: "attack with {a}",
    ActionKind.END_STEP: "end the step",
    ActionKind.GUARD: "guard with {a}",
    ActionKind.NO_GUARD: "do not guard",
    ActionKind.USE_LIFE_BURST: "use the Life Burst of {a}",
    ActionKind.DECLINE: "decline",
    ActionKind.ACCEPT: "accept",
    ActionKind.ORDER_TRIGGER: "process pending ability {i} next",
    ActionKind.DISCARD: "discard {a}",
    ActionKind.CHOOSE: "choose {a}",
    ActionKind.CHOOSE_DONE: "choose no more",
    ActionKind.CHOOSE_MODE: "choose mode {i}",
    ActionKind.PAY: "pay with {a}",
    ActionKind.CHOOSE_ZONE: "put {a} into SIGNI zone {b}",
    ActionKind.CHOOSE_HIDDEN: "choose face-down card {i}",
    ActionKind.PLAY_RESONA: "play {a} from the LRIG deck",
}


class DecisionKind(IntEnum):
    CENTER = 0
    MULLIGAN = 1
    ENER = 2
    GROW = 3
    MAIN = 4
    USE_WINDOW = 5  # pre-attack, defense, ARTS use or spell cut-in: use items or pass
    SIGNI_ATTACK = 6
    LRIG_ATTACK = 7
    GUARD = 8
    LIFE_BURST = 9
    TRIGGER_ORDER = 10
    OPTIONAL = 11  # use an optional triggered ability / a "may" effect
    PAYMENT = 12
    TARGET = 13
    CHOOSE = 14
    MODE = 15
    DISCARD = 16
    RETIRE = 17
    RULE_TRASH = 18  # which SIGNI a rule-based action puts into the trash
    RULE_LRIG = 19  # which LRIG a rule-based action puts into the LRIG trash
    ZONE = 20  # which empty SIGNI zone an effect puts a SIGNI into


# Decisions taken with no effect half-processed: rule-based actions have been applied.
OPEN_DECISIONS = frozenset(
    {
        DecisionKind.ENER,
        DecisionKind.GROW,
        DecisionKind.MAIN,
        DecisionKind.USE_WINDOW,
        DecisionKind.SIGNI_ATTACK,
        DecisionKind.LRIG_ATTACK,
    }
)


class Decision(NamedTuple):
    """What the game is waiting for: `player` picks one of `options`.

    `source` is the card the decision is about (the ability being processed, the
    attacking LRIG), or -1. `hidden`: the options are positions among cards face down
    to `player` (`ActionKind.CHOOSE_HIDDEN`: a Life Cloth's); they name no card.
    """

    player: int
    kind: DecisionKind
    options: tuple[Action, ...]
    source: int = -1
    hidden: bool = False
