"""Agents by name: the built-in ones and your own (`--agent module:Class`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from deckcheck.agents.heuristic import GreedyAgent, HeuristicAgent, OffensiveAgent
from deckcheck.agents.random_agent import RandomAgent
from deckcheck.agents.registry import BUILT_IN, agent_factory
from deckcheck.agents.scripted import PassiveAgent
from deckcheck.agents.search import DEFAULT_BUDGET, SearchAgent
from deckcheck.errors import UsageError
from deckcheck.stats.mulligan import MulliganRule

MY_AGENT = '''
class FirstAgent:
    """Always the first legal action."""

    def __init__(self, seed, mulligan):
        self.seed = seed

    def choose(self, observation, legal_actions):
        return legal_actions[0]


NOT_AN_AGENT = 3
'''


def test_built_in_agents_by_name_in_any_case() -> None:
    rule = MulliganRule.keep_everything()
    assert set(BUILT_IN) == {"heuristic", "offensive", "greedy", "search", "random", "passive"}
    assert isinstance(agent_factory("heuristic")(seed=1, mulligan=rule), HeuristicAgent)
    assert isinstance(agent_factory("Greedy")(seed=1, mulligan=rule), GreedyAgent)
    assert isinstance(agent_factory(" Random ")(seed=1, mulligan=rule), RandomAgent)
    assert isinstance(agent_factory("PASSIVE")(seed=1, mulligan=rule), PassiveAgent)
    assert isinstance(agent_factory("offensive")(seed=1, mulligan=rule), OffensiveAgent)
    assert isinstance(agent_factory("search")(seed=1, mulligan=rule), SearchAgent)


def test_a_search_budget_in_continuations_or_seconds() -> None:
    rule = MulliganRule.keep_everything()
    assert agent_factory("search")(seed=1, mulligan=rule).budget == DEFAULT_BUDGET
    assert agent_factory("search:8")(seed=1, mulligan=rule).budget == 8
    timed = agent_factory("Search:0.5s")(seed=1, mulligan=rule)
    assert timed.seconds == 0.5
    for spec in ("search:0", "search:x", "search:-2s"):
        with pytest.raises(UsageError, match="search budget"):
            agent_factory(spec)


def test_your_own_agent_from_a_file_or_a_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "my_agents.py").write_text(MY_AGENT)
    from_file = agent_factory(f"{tmp_path / 'my_agents.py'}:FirstAgent")
    assert from_file(seed=7, mulligan=None).seed == 7
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    from_module = agent_factory("my_agents:FirstAgent")  # the current folder is searched
    assert from_module.__name__ == "FirstAgent"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("careful", "unknown agent 'careful'; built-in agents: heuristic, offensive, greedy"),
        ("no_such_module_xyz:Agent", "cannot import no_such_module_xyz"),
        ("missing.py:Agent", "no file 'missing.py'"),
        ("{file}:Missing", "has no class 'Missing'"),
        ("{file}:NOT_AN_AGENT", "has no class 'NOT_AN_AGENT'"),
    ],
)
def test_a_bad_agent_is_wrong_usage(tmp_path: Path, spec: str, message: str) -> None:
    path = tmp_path / "my_agents.py"
    path.write_text(MY_AGENT)
    with pytest.raises(UsageError) as raised:
        agent_factory(spec.format(file=path))
    assert message in str(raised.value)


def test_a_class_without_choose_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "lazy.py"
    path.write_text("class Lazy:\n    def __init__(self, seed, mulligan):\n        pass\n")
    with pytest.raises(UsageError, match=r"Lazy has no choose\(observation, actions\)"):
        agent_factory(f"{path}:Lazy")
