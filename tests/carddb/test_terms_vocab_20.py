"""The terms of vocab-20 (round 27): cost parts read from the game, whole-hand swaps, and
the rules their cards do not show.

- `redraw_hand`: a player discards their whole hand and draws as many cards, plus or
  minus some (en-2021-glossary.txt, "Discard": each card moved from the hand to the
  trash is discarded).
- `pay` with `for_each_level_of` and `reduce`: an Ener cost read from the game.
- `discard` and `trash_from_field` cost parts with `all`: every card of a kind.
- `perform_total`: one of some actions, performed a total of N times; "if you do".
- the cost part `power_self`: this SIGNI's power, given up until end of turn.
- the filter `souled`: a SIGNI with (or with no) [Soul] attached to it; `facing`: a SIGNI
  in front of a SIGNI of a kind.
- the quantity `power` with `last_known`: the power a SIGNI had as it left the field.
- the cost part `discard` with `up_to`, and targets `count_of` a quantity.
- `look_top` with `player: opponent`: your opponent looks at their deck and chooses.
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL
from tests.carddb.table import AT3, LIZE3, Play, Table, lrigs
from tests.effects.conftest import _compile

INFERNO = "Deafening Inferno"  # a red spell


def test_redraw_hand_counts_discards_and_draws_none_below_zero(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Discard": "To move a card from your hand to your trash" (a
    # discard for `discarded`); "minus one" of no card draws no card.
    text = (
        "{kind: action, effects: [{redraw_hand: {player: opponent, more: -1}}, "
        "{if: {condition: {discarded: opponent, min: 1}, then: [{draw: 1}]}}]}"
    )

    def run(hand: list[str]) -> tuple[int, int]:
        game = table(
            f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KOALALA}", ~, ~]
                deck: {[BUFFALO] * 3}
              - lrig: {lrigs(LIZE3)}
                hand: {hand}
                deck: {[BUFFALO] * 3}
            """,
            abilities={KOALALA: _compile(database, text, KOALALA)[1]},
        )
        game.action(KOALALA)
        return game.count(1, Zone.HAND), game.count(0, Zone.HAND)

    assert run([]) == (0, 0)  # nothing discarded, nothing drawn
    assert run([ROMAIL]) == (0, 1)  # one discarded, none drawn: a discard all the same
    assert run([ROMAIL] * 3) == (2, 1)


# ------------------------------------------------------------------ Ener read from the game


def test_a_cost_for_each_level_targets_first_and_offers_nothing_without_a_target(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Target": chosen just before the ability is processed, so
    # before its cost is read; with no target there is nothing to pay for.
    text = (
        "{kind: action, effects: [{pay: {cost: {ener: {colorless: 1}}, for_each_level_of: "
        "{target: {side: opponent, zone: signi, as: it}}, if_done: [{bounce: {ref: it}}]}}]}"
    )

    def action(opposing: str) -> Play:
        game = table(
            f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KOALALA}", ~, ~]
                ener: {[BUFFALO] * 2}
              - lrig: {lrigs(LIZE3)}
                signi: [{opposing}, ~, ~]
            """,
            abilities={KOALALA: _compile(database, text, KOALALA)[1]},
        )
        game.action(KOALALA)
        return game

    game = action(f'"{KOALALA}"')  # level two: both Ener
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.HAND and game.count(0, Zone.ENER) == 0
    game = action("~")
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.ENER) == 2


def test_an_ener_cost_reduced_to_nothing_is_still_offered(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Cost": all of it must be paid; reduced to none, paying it is
    # still the choice "you may" leaves to its player.
    text = (
        "{kind: action, effects: [{pay: {cost: {ener: {colorless: 2}}, reduce: {each: "
        "{colorless: 1}, per: {count: {side: you, zone: hand}}}, if_done: [{draw: 1}]}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", ~, ~]
            hand: {[ROMAIL] * 3}
            deck: ["{BUFFALO}"]
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    game.action(KOALALA)
    game.accept()
    assert game.count(0, Zone.HAND) == 4


# ------------------------------------------------------------------ every card of a zone


def test_a_cost_of_every_card_of_a_kind_in_the_hand_takes_them_all_and_names_them(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Costs of every card of a kind": every such card, without a
    # choice, one at least; they are the cards paid for the cost.
    text = (
        "{kind: action, cost: {discard: {all: true, type: SIGNI}}, effects: "
        "[{draw: {count: {per: {count: {ref: paid}}}}}]}"
    )

    def action(hand: list[str]) -> Play:
        game = table(
            f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KOALALA}", ~, ~]
                hand: {hand}
                deck: {[BUFFALO] * 3}
            """,
            abilities={KOALALA: _compile(database, text, KOALALA)[1]},
        )
        return game

    game = action([ROMAIL, ROMAIL, INFERNO])
    game.action(KOALALA)
    assert game.names(0, Zone.HAND) == [INFERNO, BUFFALO, BUFFALO]
    assert game.names(0, Zone.TRASH) == [ROMAIL, ROMAIL]
    game = action([INFERNO])  # no SIGNI in the hand: the cost cannot be paid
    assert not game.can(ActionKind.USE_ACTION, KOALALA)


# ------------------------------------------------------------------ performed N times in all


def test_an_action_performed_a_total_of_n_times_asks_only_when_both_can_be_done(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Discard": a card moved from the hand to the trash; with no
    # card in the Ener Zone only the discard can be performed, and is, with no choice.
    text = (
        "{kind: action, effects: [{perform_total: {times: 3, options: [{trash_from_ener: 1}, "
        "{discard: 1}], if_done: [{draw: 1}]}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", ~, ~]
            hand: {[ROMAIL] * 3}
            deck: {[BUFFALO] * 2}
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    game.action(KOALALA)
    assert game.names(0, Zone.HAND) == [BUFFALO] and game.count(0, Zone.TRASH) == 3


# ------------------------------------------------------------------ power as a cost


def test_power_given_up_as_a_cost_lasts_the_turn_and_needs_the_signi_on_the_field(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Power as a cost": paid by the SIGNI on the field, until end of
    # turn; en-2021-glossary.txt, "Cost": all of it must be paid, so from the trash the
    # ability cannot be used.
    text = "{kind: action, cost: {power_self: -3000}, effects: [{draw: 1}]}"
    trashed = "{kind: action, zone: [trash], cost: {power_self: -3000}, effects: [{draw: 1}]}"
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", ~, ~]
            trash: ["{ROMAIL}"]
            deck: {[BUFFALO] * 5}
        """,
        abilities={
            KOALALA: _compile(database, text, KOALALA)[1],
            ROMAIL: _compile(database, trashed, ROMAIL)[1],
        },
    )
    assert not game.can(ActionKind.USE_ACTION, ROMAIL)
    game.action(KOALALA)
    assert game.power(KOALALA) == 7000 and game.count(0, Zone.HAND) == 1
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(KOALALA) == 10000


# ------------------------------------------------------------------ SIGNI with a Soul


def test_a_signi_with_a_soul_is_one_with_a_card_attached_as_a_soul_now(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Souls": a card attached to a SIGNI as a [Soul] goes under it;
    # the filter `souled` reads whether one is attached as it is tested.
    text = (
        "{kind: constant, effects: [{power: {all: {side: you, zone: signi, souled: true}, "
        "amount: 3000}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{ROMAIL}", ~]
            trash: ["{BUFFALO}"]
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    assert game.power(ROMAIL) == 2000
    assert game.game.attach_soul(game.card(BUFFALO, 0, Zone.TRASH), game.card(ROMAIL))
    assert game.power(ROMAIL) == 5000 and game.power(KOALALA) == 10000


def test_a_signi_in_front_of_a_signi_of_a_kind_is_the_one_in_its_column(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "SIGNI Zone": "Left", "Center" and "Right"; the SIGNI in front
    # of one is in the same zone of the other field, read as the filter `facing` is tested
    # (an empty zone in front: no card matches).
    text = (
        "{kind: constant, effects: [{power: {all: {side: opponent, zone: signi, facing: "
        "{color: red}}, amount: -1000}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{BUFFALO}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}"]
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    # Koalala (red) faces Romail; Water Buffalo (blue and green) and the empty zone do not.
    assert game.power(ROMAIL) == 1000
    assert game.game.power(game.card(KOALALA, 1, Zone.SIGNI)) == 10000
    assert game.game.power(game.card(BUFFALO, 1, Zone.SIGNI)) == 5000


# ------------------------------------------------------------------ last known power


def test_last_known_power_is_the_field_power_of_the_signi_trashed_not_the_ener_paid(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Last known power": Romail left the field with 2000 + 8000; the
    # Koalala paid as Ener (10000) was last moved from the Ener Zone and counts for none.
    text = (
        "{kind: action, cost: {ener: {colorless: 1}, trash_from_field: {name: "
        f'"{ROMAIL}"'
        "}}, effects: [{if: {condition: {power: {ref: paid, last_known: true}, min: 10000, "
        "max: 10000}, then: [{draw: 1}]}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{ROMAIL}", ~]
            ener: ["{KOALALA}"]
            deck: {[BUFFALO] * 3}
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    game.game.add_power(game.card(ROMAIL), 8000)
    game.action(KOALALA)
    assert game.zone_of(ROMAIL) == Zone.TRASH and game.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ up to N, that number reused


def test_a_discard_of_up_to_n_as_a_cost_may_be_none_and_targets_as_many(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Cost": all of it must be paid; "up to three" is paid by none
    # as well, and as many targets as were discarded are then none ("Target").
    text = (
        "{kind: action, cost: {discard: {count: 3, up_to: true}}, effects: [{bounce: "
        "{target: {side: opponent, zone: signi, count_of: {count: {ref: paid}}}}}]}"
    )

    def action(hand: list[str]) -> Play:
        game = table(
            f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KOALALA}", ~, ~]
                hand: {hand}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}"]
            """,
            abilities={KOALALA: _compile(database, text, KOALALA)[1]},
        )
        game.action(KOALALA)
        return game

    game = action([])  # nothing to discard: payable, no target
    assert game.count(1, Zone.SIGNI) == 3
    game = action([ROMAIL, ROMAIL])
    game.discard(ROMAIL, ROMAIL)
    game.target(ROMAIL, BUFFALO)
    assert game.count(1, Zone.HAND) == 2 and game.count(1, Zone.SIGNI) == 1


# ------------------------------------------------------------------ each player's deck


def test_your_opponent_looks_at_their_deck_and_chooses_what_they_take(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Main deck": each player's own; "each player looks at the top
    # seven cards of their deck" makes each choose from their own, and order the rest.
    text = (
        "{kind: action, effects: [{look_top: {player: opponent, count: 3, pick: [{type: "
        "SIGNI, up_to: 1, to: hand}], rest: bottom_any_order}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            deck: ["{ROMAIL}", "{BUFFALO}", "{KOALALA}", "{INFERNO}"]
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    game.action(KOALALA)
    assert game.game.current_player() == 1
    game.choose(BUFFALO)
    assert game.game.current_player() == 1  # the rest ordered by the opponent too
    game.choose(ROMAIL)
    assert game.names(1, Zone.HAND) == [BUFFALO]
    assert game.names(1, Zone.DECK) == [ROMAIL, KOALALA, INFERNO]  # bottom first
