"""Agents: policies that choose an action from an observation and the legal actions.

An agent never changes the game: `play()` asks it for a choice and applies it.
"""

from deckcheck.agents.base import Agent, agent_seed, play
from deckcheck.agents.random_agent import RandomAgent

__all__ = ["Agent", "RandomAgent", "agent_seed", "play"]
