"""The rules engine: a complete game of WIXOSS, in the diva and classic formats.

The game is one object assembled from layers, each a module with one job:

- `carddefs`: a Card as the engine reads it (bit masks, cost vectors, abilities by kind).
- `state`: zones, per-card flags and turn state, with no rules.
- `operations`: every change to the game (move, draw, vanish, crush, damage, ...), with
  its event and log entry; derived values (power, level, limit, keywords, costs).
- `choices`, `costs`: decisions inside rules and effects; paying costs.
- `resolution`: rule-based actions and triggered abilities, between effects.
- `uses`, `combat`: what may be done in the main phase and use windows; attacks.
- `game`: setup, the turn structure and the interface agents play through; forks of a
  game between effects.
- `determinise`: a fork as one player may believe the game to be (what a search plays on).

The rules that differ between formats come in as a `GameRules` (`deckcheck.formats.game`,
read from a format file's `game:` section); the engine itself never reads a file.

Around them: `abilities`, `continuous`, `events` and `keywords` are the hooks abilities
use; `actions` the decisions and actions; `observation` what a player may see; `log`
the readable game log; `invariants` the checks of the random-playout tests.

`compiled()` says whether the engine's modules run compiled by mypyc (docs/architecture.md,
"The compiled engine").

The package imports its modules when a name is first asked for: reading a card database
(whose abilities are engine objects) imports only `abilities` and what it needs, not the
whole game.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckcheck.engine.abilities import (
        AbilityCost,
        ActionAbility,
        ConstantAbility,
        EffectContext,
        GrowCondition,
        GrowUnder,
        Harmony,
        LifeBurst,
        Limit,
        PlayCondition,
        ResonaPlay,
        Rise,
        TriggeredAbility,
        UseEffect,
        enter_ability,
    )
    from deckcheck.engine.actions import Action, ActionKind, Decision, DecisionKind
    from deckcheck.engine.constants import KW, Phase, Step, Timing, Zone
    from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode
    from deckcheck.engine.events import Event, EventKind
    from deckcheck.engine.game import Game, GameRecord, PlayerDeck, replay
    from deckcheck.engine.observation import HiddenCardError, Observation
    from deckcheck.engine.outcome import IllegalActionError, Outcome, OutcomeReason
    from deckcheck.formats.game import AttackSteps, GameRules, GrowRule, RefreshTiming

_MODULES = {
    "AbilityCost": "deckcheck.engine.abilities",
    "Action": "deckcheck.engine.actions",
    "ActionAbility": "deckcheck.engine.abilities",
    "ActionKind": "deckcheck.engine.actions",
    "AttackSteps": "deckcheck.formats.game",
    "RefreshTiming": "deckcheck.formats.game",
    "Attribute": "deckcheck.engine.continuous",
    "ConstantAbility": "deckcheck.engine.abilities",
    "ContinuousEffect": "deckcheck.engine.continuous",
    "Decision": "deckcheck.engine.actions",
    "DecisionKind": "deckcheck.engine.actions",
    "EffectContext": "deckcheck.engine.abilities",
    "Event": "deckcheck.engine.events",
    "EventKind": "deckcheck.engine.events",
    "Game": "deckcheck.engine.game",
    "GameRecord": "deckcheck.engine.game",
    "GameRules": "deckcheck.formats.game",
    "GrowCondition": "deckcheck.engine.abilities",
    "GrowUnder": "deckcheck.engine.abilities",
    "GrowRule": "deckcheck.formats.game",
    "Harmony": "deckcheck.engine.abilities",
    "HiddenCardError": "deckcheck.engine.observation",
    "IllegalActionError": "deckcheck.engine.outcome",
    "KW": "deckcheck.engine.constants",
    "LifeBurst": "deckcheck.engine.abilities",
    "Limit": "deckcheck.engine.abilities",
    "Mode": "deckcheck.engine.continuous",
    "Observation": "deckcheck.engine.observation",
    "Outcome": "deckcheck.engine.outcome",
    "OutcomeReason": "deckcheck.engine.outcome",
    "Phase": "deckcheck.engine.constants",
    "PlayCondition": "deckcheck.engine.abilities",
    "PlayerDeck": "deckcheck.engine.game",
    "ResonaPlay": "deckcheck.engine.abilities",
    "Rise": "deckcheck.engine.abilities",
    "Step": "deckcheck.engine.constants",
    "Timing": "deckcheck.engine.constants",
    "TriggeredAbility": "deckcheck.engine.abilities",
    "UseEffect": "deckcheck.engine.abilities",
    "Zone": "deckcheck.engine.constants",
    "enter_ability": "deckcheck.engine.abilities",
    "replay": "deckcheck.engine.game",
}


def compiled() -> bool:
    """Whether the engine runs compiled by mypyc (a wheel built where a C compiler was),
    not as Python source: the same games, faster. Imports no engine module."""
    spec = importlib.util.find_spec("deckcheck.engine.game")
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "KW",
    "AbilityCost",
    "Action",
    "ActionAbility",
    "ActionKind",
    "AttackSteps",
    "Attribute",
    "ConstantAbility",
    "ContinuousEffect",
    "Decision",
    "DecisionKind",
    "EffectContext",
    "Event",
    "EventKind",
    "Game",
    "GameRecord",
    "GameRules",
    "GrowCondition",
    "GrowRule",
    "GrowUnder",
    "Harmony",
    "HiddenCardError",
    "IllegalActionError",
    "LifeBurst",
    "Limit",
    "Mode",
    "Observation",
    "Outcome",
    "OutcomeReason",
    "Phase",
    "PlayCondition",
    "PlayerDeck",
    "RefreshTiming",
    "ResonaPlay",
    "Rise",
    "Step",
    "Timing",
    "TriggeredAbility",
    "UseEffect",
    "Zone",
    "compiled",
    "enter_ability",
    "replay",
]
