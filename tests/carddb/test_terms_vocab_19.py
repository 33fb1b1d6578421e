"""The terms of vocabulary owner vocab-19 (round 27) and the rules they follow.

- a delayed triggered ability about every card of a kind as it happens (`delayed` with
  `all`: the attack of the turn's next attacking SIGNI is negated; docs/engine-hooks.md,
  "Delayed triggered abilities").
- becoming a target, of a kind of ability (`becomes_target` with `ability`), and the card
  whose ability targeted (`ref: targeter`).
- a SIGNI Zone whose SIGNI gains a keyword, [Can't Attack] among them (`zone_keyword`).
"""

from __future__ import annotations

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.binding import CompileError
from deckcheck.effects.catalog import load_playable_database
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from deckcheck.engine.abilities import Ability
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL
from tests.carddb.table import AT3, LIZE3, Table, lrigs
from tests.effects.conftest import _compile


def ability(database: CardDatabase, card: str, text: str) -> tuple[Ability, ...]:
    return _compile(database, text, card)[1]


# ------------------------------------------------------------------ delayed, of all cards


def test_a_delayed_ability_of_all_signi_covers_a_signi_that_enters_later(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Delayed triggered abilities": with `covers`, about the card
    # of any event it accepts as it happens; without `once`, every time.
    text = (
        "{kind: action, effects: [{delayed: {all: {side: you, zone: signi}, "
        "when: {attacks: self}, effects: [{draw: 1}]}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", ~, ~]
            hand: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, text)},
    )
    game.action(KOALALA)
    game.play(BUFFALO, 1)  # after the effect: covered all the same
    game.end_main()
    game.attack(BUFFALO)
    assert game.count(0, Zone.HAND) == 1
    game.attack(KOALALA)
    assert game.count(0, Zone.HAND) == 2


# ------------------------------------------------------------------ becoming a target

REI = "Rei//Memoria, Natural Crystal"  # a <<Jewel>>: targeted by an [Enter] of a SIGNI
RUBELLITE = "Rubellite, Natural Crystal"


def test_only_the_kinds_of_ability_named_trigger_a_becomes_target(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Target": an [Action] ability of a SIGNI targets too, but the
    # trigger names [Enter] abilities alone (WXDi-P08-065).
    targeting = (
        "{kind: action, effects: [{power: {target: {side: opponent, zone: signi}, amount: -1000}}]}"
    )
    game = table(
        f"""
        turn_player: 1
        players:
          - signi: ["{REI}", ~, ~]
          - signi: ["{KOALALA}", ~, ~]
            hand: ["{BUFFALO}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, targeting)},
    )
    game.action(KOALALA)
    assert game.power(REI) == 7000 and game.count(1, Zone.HAND) == 1  # no discard


def test_the_targeter_is_the_card_whose_ability_targeted(
    table: Table, database: CardDatabase
) -> None:
    # An [Action] of the opponent's SIGNI targets Rubellite: "that SIGNI" is Koalala, the
    # card whose ability it is, not the card targeted (WXDi-P03-056).
    targeting = "{kind: action, effects: [{down: {target: {side: opponent, zone: signi}}}]}"
    game = table(
        f"""
        turn_player: 1
        players:
          - signi: ["{RUBELLITE}", ~, ~]
          - signi: ["{KOALALA}", ~, ~]
        """,
        abilities={KOALALA: ability(database, KOALALA, targeting)},
    )
    game.action(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER and game.zone_of(RUBELLITE) == Zone.SIGNI


def test_a_targeter_read_without_a_becomes_target_trigger_is_refused() -> None:
    # It would name nothing: the event of another trigger has no card that targeted.
    database = load_playable_database()
    with pytest.raises(CompileError, match="targeter"):
        _compile(
            database,
            "{kind: auto, when: {attacks: self}, effects: [{vanish: {ref: targeter}}]}",
            KOALALA,
        )


# ------------------------------------------------------------------ a SIGNI Zone's keyword


def test_a_zone_keyword_covers_whichever_signi_is_in_that_zone(
    table: Table, database: CardDatabase
) -> None:
    # Our reading, as `zone_power`'s: the zone is chosen, not the SIGNI in it, so a SIGNI
    # that comes into it later cannot attack either, while one in another zone can.
    lock = "{kind: action, effects: [{zone_keyword: {keyword: cant_attack, player: you}}]}"
    game = table(
        f"""
        players:
          - signi: [~, "{KOALALA}", ~]
            hand: ["{BUFFALO}", "{ROMAIL}"]
          - life: ["{BUFFALO}", "{BUFFALO}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, lock)},
    )
    game.action(KOALALA)
    game.mode(0)  # the left SIGNI Zone, empty as it is chosen
    game.play(BUFFALO, 0)
    game.play(ROMAIL, 2)
    game.end_main()
    assert not game.can(ActionKind.ATTACK, BUFFALO)
    assert game.can(ActionKind.ATTACK, ROMAIL) and game.can(ActionKind.ATTACK, KOALALA)


# ------------------------------------------------------------------ refresh, no Life Cloth


def test_a_refresh_without_the_life_cloth_is_still_a_refresh(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Refresh": the turn player's second refresh in one turn ends
    # the turn; a refresh that puts no Life Cloth into the trash counts all the same.
    keep = "{kind: constant, effects: [{cannot: {action: refresh_life_cloth, player: you}}]}"
    mill = "{kind: action, effects: [{mill: 3}]}"
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", "{BUFFALO}", ~]
            deck: ["{ROMAIL}", "{ROMAIL}", "{ROMAIL}"]
            life: ["{ROMAIL}"]
        """,
        abilities={
            KOALALA: ability(database, KOALALA, keep),
            BUFFALO: ability(database, BUFFALO, mill),
        },
    )
    game.action(BUFFALO)  # the deck runs out: the first refresh
    assert game.count(0, Zone.LIFE) == 1 and game.game.players[0].refreshes == 1
    assert game.game.turn_player == 0
    game.action(BUFFALO)  # the second: the turn ends
    assert game.count(0, Zone.LIFE) == 1 and game.game.turn_player == 1


# ------------------------------------------------------------------ Ener costs not paid


def test_a_player_who_cannot_pay_ener_still_pays_a_cost_of_zero(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Ener costs a player cannot pay": one card or more is refused,
    # a printed 0 is no Ener to pay.
    keep = "{kind: constant, effects: [{cannot: {action: pay_ener, player: you}}]}"
    paid = "{kind: action, cost: {ener: {colorless: 1}}, effects: [{draw: 1}]}"
    free = "{kind: action, cost: {ener: {green: 0}}, effects: [{draw: 1}]}"
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", "{BUFFALO}", "{ROMAIL}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
        """,
        abilities={
            KOALALA: ability(database, KOALALA, keep),
            BUFFALO: ability(database, BUFFALO, paid),
            ROMAIL: ability(database, ROMAIL, free),
        },
    )
    assert not game.can(ActionKind.USE_ACTION, BUFFALO)
    game.action(ROMAIL)
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 2


# ------------------------------------------------------------------ an ability replaced


def test_a_replaced_ability_keeps_its_cost_paid_and_its_limit_used(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Replacements a player may choose": asked once the cost is
    # paid; the ability does nothing, and its "once per turn" is spent.
    stop = "{kind: constant, effects: [{instead_of_ability: {of: [action], effects: [{mill: 1}]}}]}"
    draw = (
        "{kind: action, limit: once_per_turn, cost: {ener: {colorless: 1}}, effects: [{draw: 2}]}"
    )
    game = table(
        f"""
        turn_player: 1
        players:
          - signi: ["{KOALALA}", ~, ~]
            deck: ["{ROMAIL}", "{ROMAIL}"]
          - signi: ["{BUFFALO}", ~, ~]
            ener: ["{ROMAIL}"]
        """,
        abilities={
            KOALALA: ability(database, KOALALA, stop),
            BUFFALO: ability(database, BUFFALO, draw),
        },
    )
    game.action(BUFFALO)
    game.accept()  # player 0 mills one instead of player 1's draw
    assert game.count(1, Zone.HAND) == 0 and game.names(1, Zone.TRASH) == [ROMAIL]
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    assert not game.can(ActionKind.USE_ACTION, BUFFALO)


# ------------------------------------------------------------------ gaining a keyword

ALEXANDRITE = "Alexandrite, Natural Pyroxene"


def test_a_keyword_a_constant_ability_gives_is_no_gaining(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Gaining a keyword": a [Constant] ability's grant is in force,
    # not an event; a one-shot effect's is.
    constant = "{kind: constant, effects: [{gain_keyword: {ref: self, keyword: lancer}}]}"
    one_shot = "{kind: action, effects: [{gain_keyword: {ref: self, keyword: assassin}}]}"
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ALEXANDRITE}", "{KOALALA}", "{BUFFALO}"]
            ener: {[ROMAIL] * 2}
        """,
        abilities={
            KOALALA: ability(database, KOALALA, constant),
            BUFFALO: ability(database, BUFFALO, one_shot),
        },
    )
    assert game.game.has_keyword(game.card(KOALALA), KW.LANCER)
    assert game.decision == DecisionKind.MAIN  # nothing triggered
    game.action(BUFFALO)
    game.accept()
    assert game.game.has_keyword(game.card(ALEXANDRITE), KW.ASSASSIN)


# ------------------------------------------------------------------ up costs


def test_only_a_downed_card_an_up_cost_covers_is_asked(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Up costs": in the up phase (en-2021-glossary.txt, "Up
    # phase"), the covered downed SIGNI asks for its cost; an upped one and the others not.
    tax = (
        "{kind: constant, effects: [{up_cost: {all: {side: opponent, zone: signi, "
        "power: {min: 10000}}, pays: [{ener: {colorless: 1}}]}}]}"
    )
    game = table(
        f"""
        phase: end
        players:
          - signi: ["{KOALALA}", ~, ~]
          - signi: ["{KOALALA} (downed)", "{BUFFALO} (downed)", "{KOALALA}"]
            ener: ["{ROMAIL}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, tax)},
    )
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.decision == DecisionKind.OPTIONAL  # the downed Koalala's %X, only it
    game.decline()
    koalalas = game.ids(KOALALA, 1, Zone.SIGNI)
    assert [bool(game.game.downed[card]) for card in koalalas] == [True, False]
    assert not game.game.downed[game.card(BUFFALO, 1, Zone.SIGNI)]
    assert game.count(1, Zone.ENER) == 1
