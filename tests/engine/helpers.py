"""Small helpers to drive games in tests: take an action by kind, find cards."""

from __future__ import annotations

from collections.abc import Callable

from deckcheck.engine import Action, ActionKind, Game, Zone
from deckcheck.scenarios import ids


def find(game: Game, kind: ActionKind, a: int | None = None, b: int | None = None) -> Action | None:
    for action in game.legal_actions():
        if action.kind == kind and (a is None or action.a == a) and (b is None or action.b == b):
            return action
    return None


def has(game: Game, kind: ActionKind, a: int | None = None, b: int | None = None) -> bool:
    return find(game, kind, a, b) is not None


def act(game: Game, kind: ActionKind, a: int | None = None, b: int | None = None) -> Action:
    """Take the legal action of `kind` (with `a`, `b` when given); fail when there is none."""
    action = find(game, kind, a, b)
    if action is None:
        legal = ", ".join(game.describe(x) for x in game.legal_actions())
        raise AssertionError(f"no legal {kind.name} {a} {b}; legal: {legal}")
    game.apply_action(action)
    return action


def one(game: Game, name: str, player: int | None = None, zone: Zone | None = None) -> int:
    """The id of the one card called `name` (of `player`, in `zone`)."""
    found = ids(game, name, player, zone)
    assert len(found) == 1, f"{len(found)} cards called {name!r}"
    return found[0]


def kinds(game: Game) -> set[ActionKind]:
    return {action.kind for action in game.legal_actions()}


_PASSIVE = (
    ActionKind.SKIP,
    ActionKind.END_MAIN,
    ActionKind.PASS,
    ActionKind.END_STEP,
    ActionKind.NO_GUARD,
    ActionKind.DECLINE,
    ActionKind.MULLIGAN_DONE,
    ActionKind.CHOOSE_DONE,
    ActionKind.RETIRE_DONE,
)


def pass_once(game: Game) -> None:
    """Take the most passive legal action (skip, end, pass, decline), else the first one."""
    for kind in _PASSIVE:
        action = find(game, kind)
        if action is not None:
            game.apply_action(action)
            return
    game.apply_action(game.legal_actions()[0])


def pass_until(game: Game, done: Callable[[Game], bool], limit: int = 200) -> None:
    """Pass until `done(game)` holds (or the game ends)."""
    for _ in range(limit):
        if done(game) or game.is_terminal():
            return
        pass_once(game)
    raise AssertionError("the condition never came")


def center(*stack: str) -> str:
    """A scenario `lrig:` value: a Center LRIG stack, bottom first."""
    return str({"center": list(stack)})


AT1 = center("At =Noll=, the Opened Gate", "At =Ett=, the Opened Door")
AT2 = center("At =Noll=, the Opened Gate", "At =Ett=, the Opened Door", "At =Två=, the Opened Gate")
