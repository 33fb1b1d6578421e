"""The search agent: chooses by playing sampled continuations of the game.

At a decision worth a search (the main phase, the Ener phase, a use window: see
`SEARCHED`) with two or more candidate actions, it asks the engine for determinised
copies of the game as its player may believe it to be (`Observation.sample`: what the
player sees is as it is; its deck order and Life Cloth, the opponent's hand, deck and
Life Cloth are dealt afresh for each copy, so it never peeks), plays each candidate
action on a fork of the same copy (common random numbers: the candidates meet the same
deal), and continues the game with the heuristic agent on both sides: to its end, or
for `horizon` more turns, after which the position is scored by Life Cloth, SIGNI on
the field and cards in hand. A won continuation scores 1, a lost one 0.

The budget is spent by sequential halving: the candidates share it in rounds, and after
each round the worse half is dropped, so the promising actions get most continuations.
It is `budget` continuations per decision (reproducible: the same seed, the same
choices), or, with `seconds`, as many as fit in that time (then the choices depend on
the machine's speed). Every other decision is the heuristic agent's, which also names
the candidates: the actions it would consider, its own choice first (kept on a tie).

`SearchAgent(seed, mulligan, budget=..., seconds=None, horizon=...)`; as a built-in
agent, `search` (the default budget) or `search:N` (N continuations per decision) or
`search:Ts` (T seconds per decision).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from deckcheck.agents.heuristic import HeuristicAgent
from deckcheck.agents.scripted import MulliganAgent
from deckcheck.engine.actions import Action, ActionKind, DecisionKind
from deckcheck.engine.constants import Zone
from deckcheck.engine.game import Game
from deckcheck.engine.observation import Observation
from deckcheck.stats.mulligan import MulliganRule

# Continuations per decision, and the turns a continuation plays before it is scored
# (benchmarks/bench_search.py measures what they cost and win).
DEFAULT_BUDGET = 16
DEFAULT_HORIZON = 2

# The decisions searched: the rest are the heuristic agent's (attacking with everything,
# growing and guarding whenever it can are hard to beat, and cost a search each time).
SEARCHED = frozenset({DecisionKind.MAIN, DecisionKind.ENER, DecisionKind.USE_WINDOW})
# Actions never searched: retiring gives up a SIGNI for nothing the heuristic values.
_NEVER = frozenset({ActionKind.RETIRE})


class SearchAgent(MulliganAgent):
    def __init__(
        self,
        seed: int = 0,
        mulligan: MulliganRule | None = None,
        *,
        budget: int = DEFAULT_BUDGET,
        seconds: float | None = None,
        horizon: int = DEFAULT_HORIZON,
    ) -> None:
        super().__init__(seed, mulligan)
        if budget < 1:
            raise ValueError(f"a search needs a budget of 1 or more continuations, not {budget}")
        self.budget = budget
        self.seconds = seconds
        self.horizon = horizon
        self.policy = HeuristicAgent(seed, mulligan)
        self._random = random.Random(seed)
        # How many decisions it searched and the continuations it played (for benchmarks).
        self.searches = 0
        self.continuations = 0

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        preferred = self.policy.choose(observation, legal_actions)
        decision = observation.decision
        if decision is None or decision.kind not in SEARCHED or not observation.can_sample:
            return preferred
        candidates = [preferred] + [
            action for action in legal_actions if action != preferred and action.kind not in _NEVER
        ]
        if len(candidates) < 2:
            return preferred
        self.searches += 1
        return self._halving(observation, candidates)

    def _halving(self, observation: Observation, candidates: list[Action]) -> Action:
        """Sequential halving over `candidates` with the budget; the best mean wins (the
        earlier candidate on a tie: the heuristic's choice first)."""
        remaining = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        per_round = max(1, self.budget // rounds)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        out_of_time = False
        for _ in range(rounds):
            samples = max(1, per_round // len(remaining))
            for _ in range(samples):
                seed = self._random.getrandbits(63)
                base = observation.sample(seed)
                for index in remaining:
                    if deadline is not None and time.perf_counter() > deadline:
                        out_of_time = True
                        break
                    totals[index] += self._continue(base.fork(), candidates[index])
                    counts[index] += 1
                    self.continuations += 1
                if out_of_time:
                    break
            remaining.sort(key=lambda i: (-_mean(totals[i], counts[i]), i))
            if out_of_time:
                break
            remaining = remaining[: max(1, (len(remaining) + 1) // 2)]
            if len(remaining) == 1:
                break
        return candidates[remaining[0]]

    def _continue(self, game: Game, action: Action) -> float:
        """Play `action` and the game on with the heuristic agent on both sides; the
        value of the end (or of the position `horizon` turns on) to this player."""
        me = game.current_player()
        game.apply_action(action)
        seen = self.policy.seen_cards
        agents = (HeuristicAgent(seen=seen), HeuristicAgent(seen=seen))
        last_turn = game.turn + self.horizon if self.horizon > 0 else math.inf
        legal_actions = game.legal_actions
        apply_action = game.apply_action
        while game.turn <= last_turn:
            actions = legal_actions()
            if not actions:
                outcome = game.outcome()
                assert outcome is not None
                if outcome.winner is None:
                    return 0.5
                return 1.0 if outcome.winner == me else 0.0
            player = game.current_player()
            apply_action(agents[player].choose(game.observation(player), actions))
        return position_value(game, me)


def position_value(game: Game, player: int) -> float:
    """A position scored from 0 (lost) to 1 (won): Life Cloth counts most, then SIGNI on
    the field, then cards in hand, each as a difference with the opponent's."""
    mine = game.players[player]
    theirs = game.players[1 - player]
    lead = (
        0.6 * (len(mine.life) - len(theirs.life))
        + 0.25 * (len(mine.signi_cards()) - len(theirs.signi_cards()))
        + 0.1 * (len(mine.hand) - len(theirs.hand))
        + 0.05 * (len(mine.piles[Zone.ENER]) - len(theirs.piles[Zone.ENER]))
    )
    return 1 / (1 + math.exp(-lead))


def _mean(total: float, count: int) -> float:
    return total / count if count else -1.0
