"""Agents by name: the built-in ones, and your own as `module:Class` or `file.py:Class`.

Every agent is made the same way, once per game and player:

    factory(seed=agent_seed(game_seed, player), mulligan=rule)

so an agent class takes the keyword arguments `seed` (an int for its own random
generator) and `mulligan` (a `deckcheck.stats.mulligan.MulliganRule`; it may ignore
it), and has `choose(observation, legal_actions) -> action` (`deckcheck.agents.Agent`).
"""

from __future__ import annotations

import functools
import importlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from deckcheck.agents.base import Agent, AgentError
from deckcheck.errors import UsageError
from deckcheck.stats.mulligan import MulliganRule

if TYPE_CHECKING:
    from deckcheck.engine.actions import Action
    from deckcheck.engine.observation import Observation

AgentFactory = Callable[..., Agent]

BUILT_IN = {
    "heuristic": "plays as a sensible player would: grows, fills its SIGNI zones, attacks "
    "with everything, guards the attacks that matter and answers in the opponent's turn",
    "offensive": "the heuristic agent before it learnt to defend: uses nothing in the "
    "opponent's turn, targets the strongest SIGNI",
    "greedy": "the heuristic agent, but it spends its Ener on every useful use at once, "
    "without saving for the Center's next grow",
    "search": "plays sampled continuations of the game with the heuristic agent and picks "
    "what wins most (search:N for N continuations per decision, search:Ts for T seconds)",
    "random": "a uniformly random legal action (a baseline)",
    "passive": "the exact statistics' model: charges one card a turn, plays nothing",
}


def _random(seed: int, mulligan: MulliganRule | None = None) -> Agent:
    from deckcheck.agents.random_agent import RandomAgent

    return RandomAgent(seed)


def _built_in(name: str) -> AgentFactory:
    if name == "heuristic":
        from deckcheck.agents.heuristic import HeuristicAgent

        return HeuristicAgent
    if name == "offensive":
        from deckcheck.agents.heuristic import OffensiveAgent

        return OffensiveAgent
    if name == "greedy":
        from deckcheck.agents.heuristic import GreedyAgent

        return GreedyAgent
    if name == "search":
        return _search("", name)
    if name == "passive":
        from deckcheck.agents.scripted import PassiveAgent

        return PassiveAgent
    return _random


def agent_factory(spec: str, code: str | None = None) -> AgentFactory:
    """The factory an agent spec names: a built-in name (`search:N`, `search:Ts` for a
    search budget), `package.module:Class` (importable, the current folder included) or
    `path/to/file.py:Class`: made from `code`, the text of that file, when it is given
    (`agent_code`), so that a worker without the file can play it. Raises UsageError."""
    name = spec.strip()
    if name.lower() in BUILT_IN:
        return _built_in(name.lower())
    module_name, colon, attribute = name.rpartition(":")
    if module_name.lower() == "search":
        return _search(attribute, spec)
    if not colon or not module_name or not attribute:
        known = ", ".join(BUILT_IN)
        raise UsageError(
            f"unknown agent {spec!r}; built-in agents: {known}, or your own as module:Class"
        )
    module = _import(module_name, spec, code)
    factory = getattr(module, attribute, None)
    if not callable(factory):
        raise UsageError(f"--agent {spec!r}: {module_name} has no class {attribute!r}")
    if not callable(getattr(factory, "choose", None)):
        raise UsageError(f"--agent {spec!r}: {attribute} has no choose(observation, actions)")
    return _YourAgentFactory(name, factory)


class _YourAgentFactory:
    """Makes your agents so that an error they raise is reported as theirs (AgentError),
    not as a bug of deckcheck's."""

    def __init__(self, spec: str, factory: AgentFactory) -> None:
        self.spec = spec
        self.factory = factory
        functools.update_wrapper(self, factory)  # its name and documentation

    def __call__(self, **options: Any) -> Agent:
        try:
            agent = self.factory(**options)
        except Exception as error:
            raise AgentError(self.spec, error) from error
        return _YourAgent(self.spec, agent)


class _YourAgent:
    """Your agent, its errors marked as its own; anything else is the agent's own."""

    def __init__(self, spec: str, agent: Agent) -> None:
        self.spec = spec
        self.agent = agent

    def __getattr__(self, name: str) -> Any:
        return getattr(self.agent, name)

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        try:
            return self.agent.choose(observation, legal_actions)
        except Exception as error:
            raise AgentError(self.spec, error) from error


def _search(budget: str, spec: str) -> AgentFactory:
    """The search agent with the budget `N` (continuations per decision) or `Ts`
    (seconds per decision), or the default one."""
    from deckcheck.agents.search import SearchAgent

    text = budget.strip().lower()
    try:
        if not text:
            return SearchAgent
        if text.endswith("s"):
            seconds = float(text[:-1])
            if not 0 < seconds < 3600:
                raise ValueError
            return functools.partial(SearchAgent, seconds=seconds, budget=1_000_000)
        continuations = int(text)
        if continuations < 1:
            raise ValueError
        return functools.partial(SearchAgent, budget=continuations)
    except ValueError:
        raise UsageError(
            f"--agent {spec!r}: a search budget is search:N (continuations per decision, "
            "N >= 1) or search:Ts (seconds per decision)"
        ) from None


def agent_code(spec: str) -> str | None:
    """The text of the file of a `path/to/file.py:Class` agent (None for any other spec):
    what a worker on another computer plays it from. Raises UsageError for a file that
    cannot be read."""
    module_name, colon, _ = spec.strip().rpartition(":")
    if not colon or not module_name.endswith(".py"):
        return None
    try:
        return Path(module_name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or "not a UTF-8 text file"
        raise UsageError(f"--agent {spec!r}: cannot read {module_name!r}: {reason}") from None


def _import(module_name: str, spec: str, code: str | None = None) -> Any:
    try:
        if module_name.endswith(".py"):
            path = Path(module_name)
            if code is None:
                if not path.is_file():
                    raise UsageError(f"--agent {spec!r}: no file {module_name!r}")
                code = agent_code(spec)
            return _module_from_code(path, code or "")
        if "" not in sys.path and str(Path.cwd()) not in sys.path:
            sys.path.append(str(Path.cwd()))
        return importlib.import_module(module_name)
    except UsageError:
        raise
    except Exception as error:
        raise UsageError(f"--agent {spec!r}: cannot import {module_name}: {error}") from None


def _module_from_code(path: Path, code: str) -> ModuleType:
    """The module of an agent's file, from its text: the same module wherever it runs.
    Registered in `sys.modules` as an import would be (dataclasses look their module up)."""
    module = ModuleType(f"deckcheck_agent_{path.stem}")
    module.__file__ = str(path)
    sys.modules[module.__name__] = module
    exec(compile(code, str(path), "exec"), module.__dict__)
    return module
