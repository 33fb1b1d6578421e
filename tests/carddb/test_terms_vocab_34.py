"""The terms of vocab-34 (round 28, classic battle singles) and the rules they follow.

- `lowest_power`: the lowest power among cards, read as it is needed; "the SIGNI with
  the lowest power" is a SIGNI whose power is at most it, and with several of that
  power the chooser picks among them (docs/engine-hooks.md, "The lowest power; numbers
  multiplied").
- `multiplied`: a quantity multiplied by a number ("number of <Weapon> SIGNI in your
  trash x 3000"), read as it is needed (same section).
- `times_this_turn`: how many times a trigger's event happened this turn, up to the one
  being processed (docs/engine-hooks.md, "Events counted this turn").
- `affected`: a card on the field changed by the effect of a card of a kind
  (docs/engine-hooks.md, "Affected by an effect").
- `attacks_adjacent`: an attack that may also strike a SIGNI Zone next to the one in front
  (docs/engine-hooks.md, "Attacking a zone next to the one in front").
"""

from __future__ import annotations

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.binding import CompileError
from deckcheck.engine import ActionKind, DecisionKind, Zone
from deckcheck.engine.abilities import Ability
from tests.carddb.table import AT3, Play, Table, lrigs
from tests.effects.conftest import _compile

SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, vanilla
KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black <<Virtual>>
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
SERVANT = "Servant #"  # level 1


LOWEST = (
    "{vanish: {target: {side: opponent, zone: signi, power: {max: {lowest_power: "
    "{side: opponent, zone: signi}}}}}}"
)


def _action(database: CardDatabase, effect: str) -> tuple[Ability, ...]:
    return _compile(database, f"{{kind: action, effects: [{effect}]}}", SARA)[1]


def test_the_lowest_power_is_read_with_the_effects_in_force(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "The lowest power; numbers multiplied": the power of each
    # card as it is now (en-2021-glossary.txt, "Power": the modifications apply).
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
          - signi: ["{CAMELOPAR}", "{KAZAKI}", "{SARA}"]
        """,
        abilities={SARA: _action(database, LOWEST)},
    )
    game.game.add_power(game.card(CAMELOPAR), 3000)  # 6000: Sara's 5000 is the lowest now
    game.action(SARA)
    assert game.zone_of(SARA, 1) == Zone.ENER and game.zone_of(CAMELOPAR, 1) == Zone.SIGNI


def test_the_lowest_power_offers_every_card_that_has_it(
    table: Table, database: CardDatabase
) -> None:
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
          - signi: ["{SERVANT}", "{KAZAKI}", "{SERVANT}"]
        """,
        abilities={SARA: _action(database, LOWEST)},
    )
    game.action(SARA)
    assert game.decision == DecisionKind.TARGET
    assert game.options() == [f"choose {SERVANT}", f"choose {SERVANT}"]


def test_a_number_multiplied_is_read_as_the_effect_is_processed(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "The lowest power; numbers multiplied": two cards in the hand
    # times 3000 is 6000, as the effect is processed.
    bound = (
        "{vanish: {all: {side: opponent, zone: signi, power: {max: {multiplied: "
        "{of: {count: {side: you, zone: hand}}, by: 3000}}}}}}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
            hand: ["{SERVANT}", "{SERVANT}"]
          - signi: ["{CAMELOPAR}", "{KAZAKI}", "{SARA}"]
        """,
        abilities={SARA: _action(database, bound)},
    )
    game.action(SARA)
    assert game.zone_of(CAMELOPAR, 1) == Zone.ENER and game.zone_of(SARA, 1) == Zone.ENER
    assert game.zone_of(KAZAKI, 1) == Zone.SIGNI


def test_times_this_turn_counts_up_to_the_event_being_processed(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Events counted this turn": one effect downs three SIGNI;
    # each down triggers, and only the ability of the second down reads two.
    second = _compile(
        database,
        """
        - kind: auto
          when: {downed: {side: you, type: SIGNI}}
          effects:
            - if:
                condition: {times_this_turn: {downed: {side: you, type: SIGNI}}, min: 2, max: 2}
                then: [{draw: 1}]
        - kind: action
          effects: [{down: {all: {side: you, zone: signi}}}]
        """,
        SARA,
    )[1]
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", "{SERVANT}", "{CAMELOPAR}"]
        """,
        abilities={SARA: second},
    )
    game.action(SARA)
    assert game.count(0, Zone.HAND) == 1
    assert len(game.game.turn_events) == 3


def test_times_this_turn_counts_only_the_events_the_engine_keeps(
    database: CardDatabase,
) -> None:
    with pytest.raises(CompileError, match="counts the downs and crushes"):
        _compile(
            database,
            "{kind: enter, condition: {times_this_turn: {attacks: self}, min: 2}, "
            "effects: [{draw: 1}]}",
            SARA,
        )


def test_a_card_is_affected_by_a_change_an_effect_makes_not_by_a_battle_or_a_cost(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Affected by an effect": a power change of an effect, and a
    # down by an effect, affect the card; the down of a [Down] cost does not.
    abilities = _compile(
        database,
        """
        - kind: auto
          when: {affected: {card: self, by: you}}
          effects: [{draw: 1}]
        - kind: action
          cost: {down: true}
          effects: [{power: {ref: self, amount: 1000}}]
        - kind: action
          effects: [{down: {ref: self}}]
        """,
        SARA,
    )[1]
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
        """,
        abilities={SARA: abilities},
    )
    game.act(ActionKind.USE_ACTION, SARA, b=1)  # downed by the cost, +1000 by the effect
    assert game.power(SARA) == 6000 and game.count(0, Zone.HAND) == 1
    game.game.up(game.card(SARA))
    game.act(ActionKind.USE_ACTION, SARA, b=2)  # downed by the effect
    assert game.count(0, Zone.HAND) == 2


def test_an_attack_on_a_zone_next_to_the_one_in_front_is_one_attack(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Attacking a zone next to the one in front": declared once
    # ("when this SIGNI attacks" once), then a second strike: a battle, or damage.
    abilities = _compile(
        database,
        """
        - kind: constant
          effects: [{attacks_adjacent: {ref: self}}]
        - kind: auto
          when: {attacks: self}
          effects: [{draw: 1}]
        """,
        SARA,
    )[1]

    def attack(zone: int) -> Play:
        game = table(
            f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: [~, "{SARA}", ~]
              - signi: ["{KAZAKI}", ~, ~]
                life: ["{SARA}", "{SARA}", "{SARA}"]
            """,
            abilities={SARA: abilities},
        )
        game.attack(SARA)  # nothing in front: damage
        assert game.count(1, Zone.LIFE) == 2
        game.accept()
        game.act(ActionKind.CHOOSE_ZONE, b=zone)
        sara = game.card(SARA, 0)
        assert game.count(0, Zone.HAND) == 1 and game.game.attacks_made[sara] == 1
        return game

    game = attack(0)  # Kazaki's zone: a battle, which 5000 does not win
    assert game.zone_of(KAZAKI, 1) == Zone.SIGNI and game.count(1, Zone.LIFE) == 2
    game = attack(2)  # the empty zone: damage
    assert game.count(1, Zone.LIFE) == 1
