"""Small building blocks of scripted agents, and the two simplest of them.

- `MulliganAgent`: the common base: an agent built with a seed and a `MulliganRule`,
  which it applies to its opening hand.
- `IdleAgent`: takes no action of its own (the goldfish simulation's opponent).
- `PassiveAgent`: the model of the exact statistics (`deckcheck.stats`): mulligans by
  the rule, charges one hand card each Ener phase, and does nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import ClassVar

from deckcheck.agents.native import mypyc_attr
from deckcheck.engine.actions import Action, ActionKind, DecisionKind
from deckcheck.engine.observation import Observation
from deckcheck.stats.mulligan import MulliganRule

Pick = Callable[[Observation, Sequence[Action]], Action]


def first_of(kind: ActionKind) -> Pick:
    """A pick that takes the first action of `kind`, else the first legal action."""

    def pick(observation: Observation, actions: Sequence[Action]) -> Action:
        for action in actions:
            if action.kind == kind:
                return action
        return actions[0]

    return pick


_KEEP_HAND = Action(ActionKind.MULLIGAN_DONE)


@mypyc_attr(allow_interpreted_subclasses=True)
class MulliganAgent:
    """Base of the scripted agents: `Class(seed, mulligan)`, and the mulligan by the rule.

    `mulligan` None keeps every card. The rule returns every opening-hand card it does not
    keep (`MulliganRule.returned`); the engine offers them one at a time.
    """

    def __init__(self, seed: int = 0, mulligan: MulliganRule | None = None) -> None:
        self.seed = seed
        self.mulligan = mulligan if mulligan is not None else MulliganRule.keep_everything()

    def mulligan_action(self, observation: Observation, actions: Sequence[Action]) -> Action:
        keeps = _verdicts(self.mulligan)
        for action in actions:
            if action.kind != ActionKind.MULLIGAN_RETURN:
                continue
            card = observation.card(action.a)
            kept = keeps.get(card.id)
            if kept is None:
                kept = keeps[card.id] = self.mulligan.keeps(card)
            if not kept:
                return action
        return _KEEP_HAND


@lru_cache(maxsize=64)
def _verdicts(rule: MulliganRule) -> dict[str, bool]:
    """Whether `rule` keeps each card (by id), filled as cards are met: a run's thousands
    of agents share one rule, so each card is judged once."""
    return {}


Handler = Callable[["IdleAgent", Observation, Sequence[Action]], Action]


def _answer(kind: ActionKind) -> Handler:
    pick = first_of(kind)
    return lambda agent, observation, actions: pick(observation, actions)


@mypyc_attr(allow_interpreted_subclasses=True)
class IdleAgent(MulliganAgent):
    """Takes no action of its own: keeps its opening hand, never charges Ener, grows,
    plays, uses, attacks or guards; uses every Life Burst. The choices inside effects
    (targets, modes, discards, payments) are answered by `answer` (default: the first
    legal action)."""

    handlers: ClassVar[dict[DecisionKind, Handler]] = {
        DecisionKind.MULLIGAN: _answer(ActionKind.MULLIGAN_DONE),
        DecisionKind.ENER: _answer(ActionKind.SKIP),
        DecisionKind.GROW: _answer(ActionKind.SKIP),
        DecisionKind.MAIN: _answer(ActionKind.END_MAIN),
        DecisionKind.USE_WINDOW: _answer(ActionKind.PASS),
        DecisionKind.SIGNI_ATTACK: _answer(ActionKind.END_STEP),
        DecisionKind.LRIG_ATTACK: _answer(ActionKind.END_STEP),
        DecisionKind.GUARD: _answer(ActionKind.NO_GUARD),
        DecisionKind.LIFE_BURST: _answer(ActionKind.USE_LIFE_BURST),
    }

    def __init__(
        self, seed: int = 0, mulligan: MulliganRule | None = None, answer: Pick | None = None
    ) -> None:
        super().__init__(seed, mulligan)
        self._answer = answer

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        decision = observation.decision
        handler = self.handlers.get(decision.kind) if decision is not None else None
        if handler is not None:
            return handler(self, observation, legal_actions)
        if self._answer is not None:
            return self._answer(observation, legal_actions)
        return legal_actions[0]


def _charge_from_hand(
    agent: IdleAgent, observation: Observation, actions: Sequence[Action]
) -> Action:
    hand = observation.hand()
    for action in actions:
        if action.kind == ActionKind.ENER_CHARGE and action.a in hand:
            return action
    return _SKIP(observation, actions)


_SKIP = first_of(ActionKind.SKIP)


@mypyc_attr(allow_interpreted_subclasses=True)
class PassiveAgent(IdleAgent):
    """The exact statistics' model of play: mulligans by the rule, charges one hand card
    each Ener phase, plays and attacks with nothing, discards down to 6 at the end phase.
    Its draws, Life Cloth and refreshes are those `deckcheck stats` computes exactly."""

    handlers: ClassVar[dict[DecisionKind, Handler]] = {
        **IdleAgent.handlers,
        DecisionKind.MULLIGAN: lambda agent, observation, actions: agent.mulligan_action(
            observation, actions
        ),
        DecisionKind.ENER: _charge_from_hand,
    }

    def __init__(self, seed: int = 0, mulligan: MulliganRule | None = None) -> None:
        super().__init__(seed, mulligan)
