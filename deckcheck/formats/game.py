"""The rules that differ between formats, as parameters of one engine.

The 2021 English edition rules (the **diva** format) and the 2014 rules (the **classic**
format) are one game with a few switches: how many LRIGs, how a LRIG grows, which
card types a LRIG deck uses, which steps the attack phase has, how retiring works.
`GameRules` holds those switches; `Game` reads them and never branches on a format
name. `GameRules.from_mapping` reads the `game:` section of a format file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from deckcheck.errors import SchemaError
from deckcheck.text import quoted


class GrowRule(StrEnum):
    """Which level a Center LRIG may grow to."""

    # en-2021-glossary.txt, "Grow": "Only LRIG of one level higher than your current
    # level can be grown."
    EXACTLY_ONE_HIGHER = "exactly_one_higher"
    # classic-2014-beginner-guide.txt, "(xv) Grow": "at most 1 higher ... equal or lower".
    AT_MOST_ONE_HIGHER = "at_most_one_higher"


class AttackSteps(StrEnum):
    """The steps of the attack phase."""

    # en-2021-glossary.txt, "Attack phase": pre-attack, defense, SIGNI attack, LRIG
    # attack, guard.
    PRE_ATTACK_DEFENSE = "pre_attack_defense"
    # classic-2014-beginner-guide.txt, "6: Attack Phase": ARTS use step (turn player,
    # then the other player), SIGNI attack step, LRIG attack step.
    ARTS_USE = "arts_use"


class RefreshTiming(StrEnum):
    """When a main deck that ran out of cards is refreshed."""

    # en-2021-faq.txt, "Deck out": "Let the effect process as long as possible with 0
    # Deck cards, then refresh your deck"; "Draw phase": "you draw only one card, and
    # then refresh". A rule-based action, between effects.
    AFTER_EFFECT = "after_effect"
    # classic-2014-beginner-guide.txt, "(viii) Refresh": "Refresh is done immediately
    # when a player's deck has run out of cards, regardless if it is during the Draw
    # Phase, an effect, or the opponent's turn ... all previous actions are stopped";
    # with an empty trash, "They refresh the moment a card is put into their trash."
    # The interrupted draw or effect then goes on (docs/engine-hooks.md, "Refresh").
    IMMEDIATE = "immediate"


class ResonaExit(StrEnum):
    """Where a RESONA goes when it leaves the field for anywhere but the LRIG trash
    (docs/engine-hooks.md, "RESONA")."""

    # en-2021-glossary.txt, "LRIG Trash": the zone of the LRIG deck's used cards.
    LRIG_TRASH = "lrig_trash"
    # turn-summary.txt, "Main Phase": a RESONA "put into the trash (and thus moved to the
    # LRIG Deck)"; the classic cards return their RESONAs to the LRIG deck to play again.
    LRIG_DECK = "lrig_deck"


@dataclass(frozen=True)
class GameRules:
    """Every rule that a format may set differently. Presets: `diva()`, `classic()`."""

    name: str = "diva"
    # LRIGs on the field: 3 (a Center and two Assists) or 1.
    lrigs: int = 3
    grow_rule: GrowRule = GrowRule.EXACTLY_ONE_HIGHER
    assist_lrigs: bool = True
    pieces: bool = True
    arts: bool = False
    attack_steps: AttackSteps = AttackSteps.PRE_ATTACK_DEFENSE
    # Retire: at most this many SIGNI at the same time (None: any number) ...
    retire_max: int | None = 3
    # ... and only once per turn (or as often as the player likes).
    retire_once_per_turn: bool = True
    # A card restricted to a LRIG type needs a LRIG of that type on the field.
    lrig_type_restriction: bool = True
    hand_limit: int = 6
    life_cloth: int = 7
    opening_hand: int = 5
    draw_per_turn: int = 2
    first_turn_draw: int = 1
    # The turn player's Nth refresh in one turn ends the turn.
    refreshes_ending_turn: int = 2
    # The most coins a player can have (our reading: docs/engine-hooks.md, "Coins").
    max_coins: int = 5
    refresh: RefreshTiming = RefreshTiming.AFTER_EFFECT
    resona_exit: ResonaExit = ResonaExit.LRIG_TRASH
    # A game still running after this many turns is a draw, so no game runs forever.
    max_turns: int = 100
    # A safety net against card loops: a game that reaches this many decisions is a draw.
    max_decisions: int = 20_000

    def __post_init__(self) -> None:
        if self.lrigs not in (1, 3):
            raise ValueError(f"lrigs must be 1 or 3, not {self.lrigs}")
        if self.assist_lrigs and self.lrigs != 3:
            raise ValueError("Assist LRIGs need 3 LRIGs")
        for name in (
            "hand_limit",
            "life_cloth",
            "opening_hand",
            "max_coins",
            "max_turns",
            "max_decisions",
        ):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must not be negative")

    @classmethod
    def diva(cls) -> GameRules:
        """The 2021 English edition rules: 3 LRIGs, Assist LRIGs, PIECE."""
        return cls()

    @classmethod
    def classic(cls) -> GameRules:
        """The 2014 rules: 1 LRIG, ARTS, grow to any level at most one higher."""
        return cls(
            name="classic",
            lrigs=1,
            grow_rule=GrowRule.AT_MOST_ONE_HIGHER,
            assist_lrigs=False,
            pieces=False,
            arts=True,
            attack_steps=AttackSteps.ARTS_USE,
            retire_max=None,
            retire_once_per_turn=False,
            refresh=RefreshTiming.IMMEDIATE,
            resona_exit=ResonaExit.LRIG_DECK,
        )

    @classmethod
    def preset(cls, name: str) -> GameRules:
        if name == "diva":
            return cls.diva()
        if name == "classic":
            return cls.classic()
        raise SchemaError(f"unknown game rules preset {name!r} (diva or classic)")

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], *, source: str | None = None) -> GameRules:
        """Rules from a format file's `game:` section.

        `base:` names a preset (default `diva`); every other key overrides one field.
        Unknown keys and values of the wrong type are a SchemaError naming the key.
        """
        values = dict(data)
        base = cls.preset(str(values.pop("base", "diva")))
        if "name" not in values:
            values["name"] = base.name
        known = {f.name: f for f in fields(cls)}
        changes: dict[str, Any] = {}
        for key, value in values.items():
            if key not in known:
                raise SchemaError(
                    f"unknown game rule {key!r}; known: {', '.join(sorted(known))}", path=source
                )
            changes[key] = _coerce(key, getattr(base, key), value, source)
        try:
            return replace(base, **changes)
        except ValueError as error:
            raise SchemaError(f"game rules: {error}", path=source) from None

    @property
    def center_zone(self) -> int:
        """The index of the Center LRIG's zone: the middle one of three."""
        return self.lrigs // 2


def _coerce(key: str, default: Any, value: Any, source: str | None) -> Any:
    def wrong(expected: str) -> SchemaError:
        return SchemaError(
            f"game rule {key!r} must be {expected}, not {quoted(value)}", path=source
        )

    if isinstance(default, StrEnum):
        try:
            return type(default)(value)
        except ValueError:
            choices = ", ".join(member.value for member in type(default))
            raise wrong(f"one of {choices}") from None
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise wrong("true or false")
        return value
    if key == "retire_max":
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise wrong("a number or null")
        return value
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise wrong("a whole number")
        return value
    if not isinstance(value, str):
        raise wrong("a string")
    return value
