"""A table to play one card's abilities on: a scenario with the real compiled abilities of
the bundled card files, and short verbs to drive it and to look at the result.

    @encodes("WXDi-D01-009")
    def test_umr_draw_draws_two_cards(table: Table) -> None:
        game = table('''
            players:
              - lrig: {center: [At =Noll=, the Opened Gate, ...], left: [Umr =Noll=, ...]}
                lrig_deck: ["Umr =Draw="]
                deck: [Polygenesis, Polygenesis]
        ''')
        game.grow("Umr =Draw=")
        assert game.count(0, Zone.HAND) == 2

`table(yaml)` is `deckcheck.scenarios.scenario` (same YAML) with forced decisions
taken and a `Play` wrapper around the game. Verbs name cards; a name stands for the
first matching card the current decision offers. Each player gets a small filler deck
when the YAML gives none, so that a card reaching the trash does not refresh at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import yaml

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Action, ActionKind, DecisionKind, Game, Zone
from deckcheck.scenarios import names, scenario

# Card numbers with a scenario test (filled by `encodes`).
ENCODED: set[str] = set()

FILLER = "Water Buffalo, Phantom Aquatic Beast"  # vanilla
# LRIG stacks (bottom first) for a Center of level 1, 2 or 3, and the Assist LRIGs.
AT = ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door", "At =Två=, the Opened Gate"]
AT3 = [*AT, "At =Tre=, the Opened Gate"]
LIZE = ["Lize, Level 0", "[Center] Lize, Level 1", "[Center] Lize, Level 2"]
LIZE3 = [*LIZE, "[Center] Lize, Level 3"]
# Classic games (`format: classic`): a vanilla filler, and one LRIG stack per player
# (bottom first) of level 3, without abilities.
CLASSIC_FILLER = "Kukri, Small Sword"
TAMA = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Waxing Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Waxing Gibbous Moon Miko",
]
HANAYO = ["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three"]


def encodes(*numbers: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Mark a test as the scenario test of the cards with these numbers."""

    def mark(test: Callable[..., Any]) -> Callable[..., Any]:
        ENCODED.update(numbers)
        return test

    return mark


def lrigs(center: list[str], left: str | list[str] = (), right: str | list[str] = ()) -> str:  # type: ignore[assignment]
    """A scenario `lrig:` mapping: the Center stack and the Assist LRIG zones."""
    value: dict[str, list[str]] = {"center": center}
    for zone, stack in (("left", left), ("right", right)):
        if stack:
            value[zone] = [stack] if isinstance(stack, str) else list(stack)
    return str(value)


class Play:
    """A game with verbs for tests: act by card names, look by card names."""

    def __init__(self, game: Game) -> None:
        self.game = game

    # Looking -----------------------------------------------------------------

    # Everything else is the game's: `game.downed[card]`, `game.add_power(card, 1000)`.
    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    ActionKind = ActionKind

    def ids(self, name: str, player: int | None = None, zone: Zone | None = None) -> list[int]:
        game = self.game
        return [
            card
            for card in range(game.card_count)
            if game.defs[card].name == name
            and (player is None or game.owner[card] == player)
            and (zone is None or game.zone[card] == zone)
        ]

    def card(self, name: str, player: int | None = None, zone: Zone | None = None) -> int:
        """The one card called `name` (of `player`, in `zone`)."""
        found = self.ids(name, player, zone)
        assert len(found) == 1, f"{len(found)} cards called {name!r}"
        return found[0]

    def zone_of(self, name: str, player: int | None = None) -> Zone:
        return Zone(self.game.zone[self.card(name, player)])

    def names(self, player: int, zone: Zone) -> list[str]:
        """Names of `player`'s cards in `zone` (SIGNI zones left to right, "" if empty)."""
        return names(self.game, player, zone)

    def count(self, player: int, zone: Zone) -> int:
        return len(self.game.cards_in(player, zone))

    def power(self, name: str, player: int | None = None) -> int:
        return self.game.power(self.card(name, player, Zone.SIGNI))

    @property
    def decision(self) -> DecisionKind | None:
        decision = self.game.decision
        return decision.kind if decision is not None else None

    def options(self) -> list[str]:
        return [self.game.describe(action) for action in self.game.legal_actions()]

    # Acting ------------------------------------------------------------------

    def act(self, kind: ActionKind, name: str | None = None, *, b: int | None = None) -> None:
        """Take the first legal action of `kind` (about a card called `name`)."""
        for action in self.game.legal_actions():
            if (
                action.kind == kind
                and (name is None or (action.a >= 0 and self.game.name(action.a) == name))
                and (b is None or action.b == b)
            ):
                self.game.apply_action(action)
                return
        raise AssertionError(f"no {kind.name} {name or ''}; legal: {', '.join(self.options())}")

    def can(self, kind: ActionKind, name: str | None = None) -> bool:
        return any(
            action.kind == kind and (name is None or self.game.name(action.a) == name)
            for action in self.game.legal_actions()
        )

    def play(self, name: str, zone: int | None = None) -> None:
        """Put a SIGNI from the hand onto the field (into SIGNI zone `zone`, 0-2)."""
        self.act(ActionKind.PLAY_SIGNI, name, b=zone)

    def grow(self, name: str) -> None:
        """Grow an Assist LRIG (main phase) or the Center LRIG (grow phase) into `name`."""
        kind = ActionKind.GROW if self.decision == DecisionKind.GROW else ActionKind.ASSIST_GROW
        self.act(kind, name)

    def use(self, name: str) -> None:
        """Use a SPELL from the hand, or a PIECE or ARTS from the LRIG deck."""
        for kind in (ActionKind.USE_SPELL, ActionKind.USE_PIECE, ActionKind.USE_ARTS):
            if self.can(kind, name):
                self.act(kind, name)
                return
        raise AssertionError(f"cannot use {name}; legal: {', '.join(self.options())}")

    def action(self, name: str) -> None:
        """Use an [Action] ability of the card called `name`."""
        self.act(ActionKind.USE_ACTION, name)

    def attack(self, name: str) -> None:
        self.act(ActionKind.ATTACK, name)

    def end_main(self) -> None:
        """End the main phase (when nothing else could be done, the game already has)."""
        if self.decision == DecisionKind.MAIN:
            self.act(ActionKind.END_MAIN)

    def target(self, *chosen: str) -> None:
        """Choose these cards, in order, for targets or choices ("up to": then stop)."""
        for name in chosen:
            kind = ActionKind.CHOOSE
            self.act(kind, name)

    choose = target

    def blind(self, position: int) -> None:
        """Choose the face-down card at `position` (a Life Cloth's: 0 for the bottom)."""
        for action in self.game.legal_actions():
            if action.kind == ActionKind.CHOOSE_HIDDEN and action.a == position:
                self.game.apply_action(action)
                return
        raise AssertionError(f"no face-down card {position}; legal: {', '.join(self.options())}")

    def done(self) -> None:
        """Choose no more ("up to")."""
        self.act(ActionKind.CHOOSE_DONE)

    def accept(self) -> None:
        self.act(ActionKind.ACCEPT)

    def decline(self) -> None:
        self.act(ActionKind.DECLINE)

    def mode(self, index: int) -> None:
        """Choose mode `index` (0 for the first printed)."""
        for action in self.game.legal_actions():
            if action.kind == ActionKind.CHOOSE_MODE and action.a == index:
                self.game.apply_action(action)
                return
        raise AssertionError(f"no mode {index}; legal: {', '.join(self.options())}")

    def into(self, zone: int) -> None:
        """Put the SIGNI an effect puts onto the field into SIGNI zone `zone` (0-2)."""
        self.act(ActionKind.CHOOSE_ZONE, b=zone)

    def pay(self, *cards: str) -> None:
        """Pay with these cards (any, when none is named) while a payment is asked."""
        for name in cards:
            self.act(ActionKind.PAY, name)
        while self.decision == DecisionKind.PAYMENT and not cards:
            self.act(ActionKind.PAY)

    def discard(self, *cards: str) -> None:
        for name in cards:
            self.act(ActionKind.DISCARD, name)

    def burst(self) -> None:
        """Use the Life Burst now offered."""
        self.act(ActionKind.USE_LIFE_BURST)

    def first(self) -> None:
        """Take the first legal action (an order of triggers, say)."""
        self.game.apply_action(self.game.legal_actions()[0])

    def pass_until(self, done: Callable[[Play], bool], limit: int = 200) -> None:
        """Take passive actions until `done(self)` (skip, end, pass, decline, no guard)."""
        passive = (
            ActionKind.SKIP,
            ActionKind.END_MAIN,
            ActionKind.PASS,
            ActionKind.END_STEP,
            ActionKind.NO_GUARD,
            ActionKind.DECLINE,
            ActionKind.MULLIGAN_DONE,
            ActionKind.CHOOSE_DONE,
        )
        for _ in range(limit):
            if done(self) or self.game.is_terminal():
                return
            legal = self.game.legal_actions()
            action = next((a for kind in passive for a in legal if a.kind == kind), legal[0])
            self.game.apply_action(action)
        raise AssertionError("the condition never came")


class Table:
    """Builds games from scenario YAML with the bundled cards' compiled abilities."""

    def __init__(self, database: CardDatabase) -> None:
        self.database = database

    def __call__(self, source: str, **options: Any) -> Play:
        data = yaml.safe_load(source) or {}
        players = [dict(player or {}) for player in data.get("players") or []]
        players += [{} for _ in range(2 - len(players))]
        classic = data.get("format") == "classic"
        for index, player in enumerate(players):
            player.setdefault("deck", [CLASSIC_FILLER if classic else FILLER] * 5)
            if classic:
                player.setdefault("lrig", TAMA if index == 0 else HANAYO)
            else:
                player.setdefault("lrig", {"center": AT if index == 0 else LIZE})
        data["players"] = players
        return Play(scenario(data, self.database, **options))

    def life_burst(
        self, card: str, source: str = "", *, classic: bool = False, **options: Any
    ) -> Play:
        """Player 0's Life Cloth crushed, its top card `card`, by player 1's SIGNI attack;
        the game waits for player 0 to use the Life Burst. `source` adds to player 0 (and
        `opponent:` in it to player 1). `classic`: a classic game."""
        extra = yaml.safe_load(source) or {} if source else {}
        opponent = extra.pop("opponent", {})
        attacker = CLASSIC_FILLER if classic else "Servant #"
        mine: dict[str, Any] = {"lrig": TAMA if classic else {"center": AT}, **extra}
        mine["life"] = [card, *mine.get("life", [])]
        theirs: dict[str, Any] = {
            "lrig": HANAYO if classic else {"center": LIZE},
            "signi": [None, None, attacker],
            **opponent,
        }
        data: dict[str, Any] = {
            "phase": "attack",
            "turn": 4,
            "turn_player": 1,
            "players": [mine, theirs],
        }
        if classic:
            data["format"] = "classic"
        play = self(yaml.safe_dump(data, allow_unicode=True), **options)
        if play.decision != DecisionKind.LIFE_BURST:
            play.attack(attacker)
        assert play.decision == DecisionKind.LIFE_BURST, play.options()
        return play


def actions_of(play: Play, kind: ActionKind) -> Iterable[Action]:
    return (action for action in play.game.legal_actions() if action.kind == kind)
