"""The terms of vocabulary owner vocab-27 (round 27) and the rules they follow.

- filters on a LRIG's name part and grow cost (`name_lacks`, `grow_cost`).
- the cards not chosen (filter `not_among`).
- a replacement of any leaving of the field (`instead_of_leaving` with `event: any`:
  docs/engine-hooks.md, "Replacements a player may choose"), and `look_top` with `bottom`.
- how many times a player attacked before the attack being processed (`attacks_before`;
  docs/engine-hooks.md, "Attacks made this turn").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import DecisionKind, Zone
from deckcheck.engine.abilities import Ability
from deckcheck.engine.events import Event, EventKind
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL
from tests.carddb.table import AT3, LIZE3, Play, Table, lrigs
from tests.effects.conftest import _compile

MUZICA = ["Muzica START", "Muzica, Vogue 1", "Muzica, Vogue 2", "Muzica, Vogue 3"]
PEEPING = "Piruluk / Peeping Analyze"  # ピルルク/Ｐ－Ａ: -A in full-width letters
CARNIVAL = "Carnival -Attack-"  # -A in the English name, grow cost 0


def ability(database: CardDatabase, card: str, text: str) -> tuple[Ability, ...]:
    return _compile(database, text, card)[1]


# ------------------------------------------------------------- name part, grow cost


def _returns(table: Table, database: CardDatabase, target: str, left: str, right: str) -> bool:
    """Whether an [Action] returning the Assist LRIG of `target` finds one."""
    text = (
        "{kind: action, effects: [{return_to_lrig_deck: {target: {side: you, "
        f"zone: assist_lrig, {target}}}}}}}]}}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(MUZICA, left=[left], right=[right])}
            signi: ["{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
        """,
        abilities={KOALALA: ability(database, KOALALA, text)},
    )
    game.action(KOALALA)
    return [game.zone_of(left), game.zone_of(right)].count(Zone.LRIG_DECK) == 1


def test_name_lacks_reads_the_english_and_the_japanese_name(
    table: Table, database: CardDatabase
) -> None:
    # The card data's README, `name_jp`: the original Japanese name. A name part such as
    # "-A" is printed in some Japanese names only, in full-width letters (read as plain).
    assert not _returns(table, database, "name_lacks: '-A'", PEEPING, CARNIVAL)
    assert _returns(table, database, "name_lacks: '-A'", PEEPING, "Akino*Rock")


def test_grow_cost_reads_the_printed_grow_cost(table: Table, database: CardDatabase) -> None:
    # The card data's README, `cost`: the grow cost of a LRIG or Assist LRIG ({} is free).
    assert not _returns(table, database, "grow_cost: {min: 1}", CARNIVAL, "Akino*Rock")
    assert _returns(table, database, "grow_cost: {min: 1}", PEEPING, "Akino*Rock")
    assert _returns(table, database, "grow_cost: 0", PEEPING, "Akino*Rock")


# ------------------------------------------------------------------ not chosen, attacks


def _attacks(database: CardDatabase, table: Table, text: str) -> Play:
    game = table(
        f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA)}
            signi: ["{KOALALA}"]
            life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{BUFFALO}", "{ROMAIL}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, text)},
    )
    return game


def test_not_among_keeps_the_cards_an_earlier_part_did_not_name(
    table: Table, database: CardDatabase
) -> None:
    text = (
        "{kind: action, effects: [{power: {choose: {side: opponent, zone: signi, "
        "power: {max: 2000}, as: chosen}, amount: 1000}}, "
        "{power: {all: {side: opponent, zone: signi, not_among: {ref: chosen}}, "
        "amount: -1000}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(MUZICA)}
            signi: ["{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{BUFFALO}", "{ROMAIL}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, text)},
    )
    game.action(KOALALA)
    game.choose(ROMAIL)
    romails = game.ids(ROMAIL, 1, Zone.SIGNI)
    assert sorted(game.game.power(card) for card in romails) == [1000, 3000]
    assert game.power(BUFFALO, 1) == 4000  # not chosen
    assert game.power(KOALALA, 0) == 10000  # not of the cards selected


def test_attacks_before_leaves_out_the_attack_being_processed(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Attacks made this turn": every attack declared this turn, the
    # one being processed aside; a LRIG's too.
    text = (
        "{kind: auto, when: {attacks: {side: opponent}}, "
        "condition: {attacks_before: opponent, min: 1}, effects: [{draw: 1}]}"
    )
    game = _attacks(database, table, text)
    game.attack(BUFFALO)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert game.count(0, Zone.HAND) == 0
    game.attack(ROMAIL)
    assert game.count(0, Zone.HAND) == 1


# ------------------------------------------------------- negated attacks, either trigger


def test_attack_negated_by_whose_effect_and_either_trigger(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Attacks negated": the ATTACK_NEGATED event names the player
    # whose effect negated the attack; `either` triggers on each of its triggers' events.
    watcher = (
        "{kind: auto, when: {either: [{attack_negated: {side: opponent, type: SIGNI, "
        "by: you}}, {guards: you}]}, effects: [{draw: 1}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(MUZICA)}
            signi: ["{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}"]
        """
    )
    (auto,) = ability(database, KOALALA, watcher)
    trigger = auto.condition.trigger  # type: ignore[attr-defined]
    source, attacker = game.card(KOALALA, 0), game.card(ROMAIL, 1)
    lize = game.game.players[1].lrig[game.game.center_zone][-1]

    def fires(kind: EventKind, card: int, player: int, a: int) -> bool:
        event = Event(kind, card, player, a)
        return kind in trigger.kinds() and bool(trigger.matches(game.game, source, event))

    assert fires(EventKind.ATTACK_NEGATED, attacker, 1, 0)  # by your effect
    assert not fires(EventKind.ATTACK_NEGATED, attacker, 1, 1)  # by your opponent's
    assert not fires(EventKind.ATTACK_NEGATED, lize, 1, 0)  # a LRIG's attack
    assert not fires(EventKind.ATTACK_NEGATED, source, 0, 1)  # your own SIGNI's
    assert fires(EventKind.GUARDED, -1, 0, lize)  # you [Guard]
    assert not fires(EventKind.GUARDED, -1, 1, source)  # your opponent does


def test_negate_attack_announces_whose_effect_negated_it(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Attacks negated".
    game = table(
        f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA)}
            life: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}"]
        """
    )
    seen: list[Event] = []
    real = game.game.emit

    def emit(kind: EventKind, card: int = -1, player: int = -1, a: int = -1, b: int = -1) -> None:
        seen.append(Event(kind, card, player, a, b))
        real(kind, card, player, a, b)

    game.game.emit = emit  # type: ignore[method-assign]
    game.game.attacking = game.card(ROMAIL, 1)
    assert game.game.negate_attack(player=0)
    assert Event(EventKind.ATTACK_NEGATED, game.card(ROMAIL, 1), 1, 0) in seen
    assert not game.game.negate_attack(player=0)  # once


# ------------------------------------------------------------ any leaving replaced


AT_MEMORIA = "At//Memoria, Code: Labyrinth"  # [Constant]: any leaving, to the deck's bottom


def _at_memoria(table: Table, database: CardDatabase, text: str) -> Play:
    return table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{AT_MEMORIA}"]
            deck: ["{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
        """,
        abilities={KOALALA: ability(database, KOALALA, text)},
    )


def test_any_leaving_is_replaced_by_your_own_effects_too(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Replacements a player may choose": with `event: any`, the
    # leaving by anyone's effect, a battle or a rule-based action is asked.
    text = "{kind: action, effects: [{bounce: {all: {side: you, zone: signi, other: true}}}]}"
    game = _at_memoria(table, database, text)
    game.action(KOALALA)
    game.accept()  # the bottom of the deck instead of the hand
    assert game.zone_of(AT_MEMORIA) == Zone.DECK
    assert game.game.players[0].deck[0] == game.card(AT_MEMORIA, 0)
    assert game.decision == DecisionKind.OPTIONAL  # its [Auto]: it left the field
    game.decline()
    assert game.count(0, Zone.HAND) == 0


def test_a_rule_based_vanish_is_replaced_and_may_be_declined(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Rule-based action", 1.: a SIGNI with power 0 or less is
    # vanished; with `event: any` its replacement is asked first.
    text = (
        "{kind: action, effects: [{power: {all: {side: you, zone: signi, other: true}, "
        "amount: -20000}}]}"
    )
    game = _at_memoria(table, database, text)
    game.action(KOALALA)
    game.accept()
    assert game.zone_of(AT_MEMORIA) == Zone.DECK
    game = _at_memoria(table, database, text)
    game.action(KOALALA)
    game.decline()  # vanished by the rule after all
    assert game.zone_of(AT_MEMORIA) == Zone.ENER


def test_look_top_with_bottom_looks_at_one_card_of_a_one_card_deck_once(
    table: Table, database: CardDatabase
) -> None:
    text = (
        "{kind: action, effects: [{look_top: {count: 1, bottom: 1, pick: [{count: 2, to: hand}]}}]}"
    )
    game = _at_memoria(table, database, text)
    game.game.players[0].deck.pop()  # one card left
    game.action(KOALALA)
    assert game.names(0, Zone.HAND) == [ROMAIL]
    assert game.count(0, Zone.DECK) == 0
