"""The terms of vocab-30 (round 28), and the rules each follows.

- `while_face_down` with `once` and `skip`: an ability tied to a face-down card that
  waits for one later time, counted ("at the beginning of your main phase after your next
  main phase"), happens then or never, and ends (docs/engine-hooks.md, "Delayed abilities
  that wait for a later time").
- `instead_of_attacking` (engine: `Instead.ATTACK`, `Instead.ATTACK_GAINED`): "If this SIGNI
  attacks, instead ... and attack": the effects happen as the attack is declared, then it
  attacks, its "whenever this SIGNI attacks" abilities seeing what they did; with `gains`,
  an ability the covered cards gain (docs/engine-hooks.md, "Attacks replaced").
"""

from __future__ import annotations

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.binding import CompileError
from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import Play, Table
from tests.effects.conftest import _compile

SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, blue and green, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red, vanilla

# ------------------------------------------------------------------ one later time


def _turned_down(table: Table, database: CardDatabase, when: str, skip: int) -> Play:
    """Player 0's Sara turns the opponent's Buffalo face down, to be turned up once,
    `when` happens the time after `skip` more; player 0 draws a card then."""
    text = (
        (
            "{kind: action, effects: [{turn_face_down: {target: {side: opponent, zone: signi,"
            " as: turned}}}, {while_face_down: {ref: turned, when: WHEN, once: true, skip: SKIP,"
            " vacant: true, effects: [{turn_face_up: {ref: turned}}, {draw: 1}]}}]}"
        )
        .replace("WHEN", when)
        .replace("SKIP", str(skip))
    )
    game = table(
        f"""
        players:
          - signi: ["{SARA}", ~, ~]
            deck: {[ROMAIL] * 12}
          - signi: ["{BUFFALO}", ~, ~]
            hand: ["{ROMAIL}"]
            deck: {[ROMAIL] * 12}
        """,
        abilities={SARA: _compile(database, text, SARA)[1]},
    )
    game.action(SARA)
    assert game.zone_of(BUFFALO, 1) == Zone.FACE_DOWN
    return game


def _main_phase(game: Play, turn: int) -> None:
    game.pass_until(lambda g: g.game.turn == turn and g.decision == DecisionKind.MAIN)


def test_a_time_counted_by_its_occurrences_comes_once(table: Table, database: CardDatabase) -> None:
    # docs/engine-hooks.md, "Delayed abilities that wait for a later time": the time is
    # counted by the beginnings of the phase from now (this one has begun already):
    # `skip: 2`, the third; the ability happens then, and no more.
    game = _turned_down(table, database, "{phase_begins: {phase: main, player: you}}", 2)
    _main_phase(game, 5)  # (the scenario's turn is 3)
    _main_phase(game, 7)
    assert game.zone_of(BUFFALO, 1) == Zone.FACE_DOWN
    hand = game.count(0, Zone.HAND)
    game.end_main()
    _main_phase(game, 9)  # the third: face up, and a card drawn
    assert game.zone_of(BUFFALO, 1) == Zone.SIGNI
    assert game.count(0, Zone.HAND) == hand + 3  # two in the draw phase, one by it


def test_a_time_that_finds_the_position_taken_passes_for_good(
    table: Table, database: CardDatabase
) -> None:
    # "if a SIGNI is not in the same position ..." is asked as the ability is processed:
    # the time comes whatever is there, and then the ability is over.
    game = _turned_down(table, database, "{phase_begins: {phase: attack, player: opponent}}", 0)
    _main_phase(game, 4)
    game.play(ROMAIL, 0)  # the opponent's SIGNI in the face-down card's position
    _main_phase(game, 5)
    assert game.zone_of(BUFFALO, 1) == Zone.FACE_DOWN
    game.game.trash(game.card(ROMAIL, 1, Zone.SIGNI))  # the position is free again
    _main_phase(game, 7)
    assert game.zone_of(BUFFALO, 1) == Zone.FACE_DOWN  # its one time has passed


def test_a_time_to_skip_is_counted_only_for_one_time(database: CardDatabase) -> None:
    with pytest.raises(CompileError, match="skip"):
        _compile(
            database,
            "{kind: action, effects: [{while_face_down: {all: {side: you, zone: face_down}, "
            "when: {phase_begins: main}, skip: 1, effects: [{draw: 1}]}}]}",
            SARA,
        )


# ------------------------------------------------------------------ an attack replaced


def _attacks(table: Table, database: CardDatabase, instead: str, lose: bool = False) -> Play:
    """Player 0's Sara attacks an empty column; `instead` replaces its attack first, and
    its own [Auto] draws a card as it attacks if there is a card in the Ener Zone then.
    `lose`: Romail gives the replacement to Sara, which lost its abilities."""
    sara = (
        "[{kind: constant, effects: [{instead_of_attacking: {ref: self, effects: INSTEAD}}]}, "
        "{kind: auto, when: {attacks: self}, condition: {count: {side: you, zone: ener}}, "
        "effects: [{draw: 1}]}]"
    ).replace("INSTEAD", instead)
    abilities = {SARA: _compile(database, sara, SARA)[1]}
    if lose:
        romail = (
            (
                "[{kind: constant, effects: [{instead_of_attacking: {all: {side: you, zone: signi, "
                "name: SARA}, gains: true, effects: INSTEAD}}]}, {kind: constant, effects: "
                "[{lose_abilities: {all: {side: you, zone: signi, name: SARA}}}]}]"
            )
            .replace("INSTEAD", instead)
            .replace("SARA", f'"{SARA}"')
        )
        abilities = {ROMAIL: _compile(database, romail, ROMAIL)[1]}
    game = table(
        f"""
        phase: attack
        players:
          - signi: ["{SARA}", "{ROMAIL}", ~]
            deck: {[BUFFALO] * 5}
          - signi: [~, ~, ~]
            life: ["{BUFFALO}", "{BUFFALO}"]
        """,
        abilities=abilities,
    )
    game.attack(SARA)
    return game


def test_what_replaces_an_attack_happens_before_it_and_the_attack_goes_on(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Attack": "To attack, you must declare the attack ..., and
    # then down the SIGNI"; docs/engine-hooks.md, "Attacks replaced": the replacement
    # happens as the attack is declared, before "whenever this SIGNI attacks".
    game = _attacks(table, database, "[{ener_charge: 1}]")
    assert game.count(0, Zone.ENER) == 1
    assert game.count(0, Zone.HAND) == 1  # its [Auto] saw the card charged
    assert game.count(1, Zone.LIFE) == 1  # and the attack dealt its damage
    assert game.game.downed[game.card(SARA)]


def test_an_attacker_that_what_replaces_its_attack_moved_does_not_attack(
    table: Table, database: CardDatabase
) -> None:
    game = _attacks(table, database, "[{ener_charge: 1}, {bounce: {ref: self}}]")
    assert game.zone_of(SARA) == Zone.HAND
    assert game.count(1, Zone.LIFE) == 2  # no damage
    assert game.count(0, Zone.HAND) == 1  # Sara alone: no [Auto]


def test_a_gained_replacement_is_lost_with_the_attackers_abilities(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Attacks replaced": with `gains`, it is an ability of the
    # attacker's ("gains [Constant]: ..."), which a SIGNI that lost its abilities has not.
    game = _attacks(table, database, "[{ener_charge: 1}]", lose=True)
    assert game.count(0, Zone.ENER) == 0
    assert game.count(1, Zone.LIFE) == 1
