"""The general terms the English edition's booster sets need (issue 11), each played with
abilities compiled from YAML: the rule it follows is cited from the rule documents, or,
where they are silent, from our reading in docs/engine-hooks.md."""

from __future__ import annotations

import pytest

from deckcheck.effects.binding import CompileError
from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from deckcheck.engine.abilities import Ability
from tests.carddb.table import AT, LIZE, TAMA, Play, Table, lrigs
from tests.effects.conftest import Define, _compile

KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black
CHIHIRO = "Chihiro Yuki, Code 2434"  # level 1, 3000, white
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000 (the filler deck's)
TOBIEL = "Tobiel, Full Armed"  # level 3, with a Life Burst
LANCELOT = "Lancelot, Crimson General"  # level 2, 5000, red
DRAW = "{draw: 1}"


def hand(game: Play, player: int = 0) -> int:
    return game.count(player, Zone.HAND)


# ------------------------------------------------------------------ triggers


def test_vanishes_triggers_for_the_signi_that_vanished_one_in_battle_or_by_its_effect(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "Attack": a battle vanishes the opponent's SIGNI whose power
    # is less than or equal to the attacker's; an effect vanishes with its card.
    battle = define(
        f"{{kind: auto, when: {{vanishes: {{card: self, in_battle: true}}}}, effects: [{DRAW}]}}",
        card=KOALALA,
    )
    game = table(
        f"""
        phase: attack
        players:
          - signi: ["{KOALALA}"]
          - signi: ["{CAMELOPAR}"]
        """,
        abilities={KOALALA: battle},
    )
    game.attack(KOALALA)
    assert game.zone_of(CAMELOPAR) == Zone.ENER and hand(game) == 1

    by_effect = define(
        f"""
        - kind: enter
          effects: [{{vanish: {{target: {{side: opponent, zone: signi}}}}}}]
        - kind: auto
          when: {{vanishes: {{card: self, in_battle: false}}}}
          effects: [{DRAW}]
        """,
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - hand: ["{KOALALA}"]
          - signi: ["{CAMELOPAR}"]
        """,
        abilities={KOALALA: by_effect},
    )
    game.play(KOALALA, 0)
    assert game.zone_of(CAMELOPAR) == Zone.ENER and hand(game) == 1


def test_vanishes_looks_back_at_the_state_of_the_vanished_signi(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Causes and what happened this turn": a card that leaves the
    # field keeps its state until the events of its leaving were announced.
    frozen = define(
        "{kind: auto, when: {vanishes: {card: self, vanished: {side: opponent, state: frozen}}},"
        f" effects: [{DRAW}]}}",
        card=KOALALA,
    )

    def attack(state: str) -> int:
        game = table(
            f"""
            phase: attack
            players:
              - signi: ["{KOALALA}"]
              - signi: ["{CAMELOPAR}{state}"]
            """,
            abilities={KOALALA: frozen},
        )
        game.attack(KOALALA)
        return hand(game)

    assert attack(" (frozen)") == 1
    assert attack("") == 0


def test_moves_tells_a_cost_and_an_effect_from_the_rules(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Causes and what happened this turn".
    trashed = define(
        "{kind: auto, when: {moves: {card: self, from: signi, to: trash, by: [cost, effect]}},"
        " effects: [{ener_charge: 1}]}",
        card=CAMELOPAR,
    )
    cost = define(
        "{kind: action, cost: {trash_from_field: {name: 'Camelopar, Natural Planet'}},"
        f" effects: [{DRAW}]}}",
        card=BUFFALO,
    )

    def game() -> Play:
        return table(
            f"""
            players:
              - signi: ["{CAMELOPAR}", "{BUFFALO}"]
                deck: ["{SARA}", "{SARA}", "{SARA}"]
            """,
            abilities={CAMELOPAR: trashed, BUFFALO: cost},
        )

    retired = game()
    retired.act(ActionKind.RETIRE, CAMELOPAR)  # a game action: no cost, no effect
    retired.act(ActionKind.RETIRE_DONE)
    assert retired.zone_of(CAMELOPAR) == Zone.TRASH and retired.count(0, Zone.ENER) == 0
    paid = game()
    paid.action(BUFFALO)
    assert paid.zone_of(CAMELOPAR) == Zone.TRASH and paid.count(0, Zone.ENER) == 1


def test_moves_from_the_hand_into_the_trash_is_a_discard_by_whose_effect(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "Discard": a card put from the hand into the trash.
    watcher = define(
        "{kind: auto, when: {moves: {side: opponent, from: hand, to: trash, by: your_effect}},"
        f" effects: [{DRAW}]}}",
        card=BUFFALO,
    )
    discard = define("{kind: enter, effects: [{discard: {player: opponent}}]}", card=SARA)
    game = table(
        f"""
        players:
          - signi: ["{BUFFALO}"]
            hand: ["{SARA}"]
          - hand: ["{CHIHIRO}"]
        """,
        abilities={BUFFALO: watcher, SARA: discard},
    )
    game.play(SARA, 1)
    assert game.zone_of(CHIHIRO) == Zone.TRASH and hand(game) == 1


def test_guards_triggers_when_a_player_guards(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Guard": discard a card with the Guard icon to prevent the
    # damage of a LRIG's attack.
    watcher = define(f"{{kind: auto, when: {{guards: you}}, effects: [{DRAW}]}}", card=BUFFALO)
    game = table(
        f"""
        phase: attack
        players:
          - lrig: {lrigs(AT)}
          - signi: ["{BUFFALO}"]
            hand: ["Servant #"]
            life: ["{SARA}"]
        """,
        abilities={BUFFALO: watcher},
    )
    game.attack(AT[-1])
    game.act(ActionKind.GUARD, "Servant #")
    # The Guard card went, the ability drew one; then player 1's turn drew two.
    assert game.game.turn == 4 and hand(game, 1) == 3 and game.count(1, Zone.LIFE) == 1


def test_draws_outside_the_draw_phase(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Draw phase": the turn player draws two cards; an effect's
    # draw is another draw.
    watcher = define(
        "{kind: auto, when: {draws: {player: you, outside_draw_phase: true}},"
        " effects: [{power: {ref: self, amount: 1000}}]}",
        card=BUFFALO,
    )
    drawer = define(f"{{kind: enter, effects: [{DRAW}]}}", card=SARA)
    game = table(
        f"""
        phase: draw
        players:
          - signi: ["{BUFFALO}"]
            hand: ["{SARA}"]
            deck: ["{CHIHIRO}", "{CHIHIRO}", "{CHIHIRO}", "{CHIHIRO}"]
        """,
        abilities={BUFFALO: watcher, SARA: drawer},
    )
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.power(BUFFALO) == 5000  # the draw phase's two cards
    game.play(SARA, 1)
    assert game.power(BUFFALO) == 6000


def test_refreshes_triggers_when_a_deck_is_refreshed(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Refresh": a main deck of 0 cards is refreshed.
    watcher = define(
        "{kind: auto, when: {refreshes: you}, effects: [{ener_charge: 1}]}", card=BUFFALO
    )
    miller = define("{kind: enter, effects: [{mill: 2}]}", card=SARA)
    game = table(
        f"""
        players:
          - signi: ["{BUFFALO}"]
            hand: ["{SARA}"]
            deck: ["{CHIHIRO}", "{CHIHIRO}"]
            life: ["{CAMELOPAR}"]
        """,
        abilities={BUFFALO: watcher, SARA: miller},
    )
    game.play(SARA, 1)
    # The two milled cards became the deck; the refresh put the Life Cloth into the trash;
    # the ability charged one card.
    assert game.count(0, Zone.ENER) == 1 and game.count(0, Zone.LIFE) == 0


def test_grows_and_becomes_frozen(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Grow"; "Freeze".
    watchers = define(
        """
        - kind: auto
          when: {grows: {side: you, type: [LRIG, ASSIST_LRIG]}}
          effects: [{power: {ref: self, amount: 1000}}]
        - kind: auto
          when: {becomes_frozen: {side: opponent, type: SIGNI}}
          effects: [{power: {ref: trigger, amount: -1000}}]
        """,
        card=BUFFALO,
    )
    freezer = define(
        "{kind: enter, effects: [{freeze: {target: {side: opponent, zone: signi}}}]}", card=SARA
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT, left=["Tawil =Noll=, Awakened One"])}
            lrig_deck: ["Tawil =Eibon="]
            signi: ["{BUFFALO}"]
            hand: ["{SARA}"]
          - signi: ["{CAMELOPAR}"]
        """,
        abilities={BUFFALO: watchers, SARA: freezer},
    )
    game.grow("Tawil =Eibon=")  # its own [Enter] ability may come first
    game.pass_until(lambda g: g.power(BUFFALO) == 6000)
    game.pass_until(lambda g: g.can(ActionKind.PLAY_SIGNI, SARA))
    game.play(SARA, 1)
    assert game.power(CAMELOPAR) == 2000


def test_a_frozen_signi_frozen_again_does_not_become_frozen(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Freezing a frozen card": the second freeze triggers nothing.
    watcher = define(
        "{kind: auto, when: {becomes_frozen: {side: opponent, type: SIGNI}},"
        " effects: [{power: {ref: trigger, amount: -1000}}]}",
        card=BUFFALO,
    )
    twice = "{freeze: {all: {side: opponent, zone: signi}}}"
    freezer = define(f"{{kind: enter, effects: [{twice}, {twice}]}}", card=SARA)
    game = table(
        f"""
        players:
          - signi: ["{BUFFALO}"]
            hand: ["{SARA}"]
          - signi: ["{CAMELOPAR}"]
        """,
        abilities={BUFFALO: watcher, SARA: freezer},
    )
    game.play(SARA, 1)
    game.pass_until(lambda g: g.power(CAMELOPAR) < 3000)
    assert game.power(CAMELOPAR) == 2000


def test_enters_field_from_a_zone(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Trigger": an ability triggers when its event happens.
    watcher = define(
        "{kind: auto, when: {enters_field: {side: you, type: SIGNI, not_from: hand}},"
        f" effects: [{DRAW}]}}",
        card=BUFFALO,
    )
    reviver = define(
        f"{{kind: enter, effects: [{{put_onto_field: {{target: {{side: you, zone: trash, "
        f"name: '{CAMELOPAR}'}}}}}}]}}",
        card=SARA,
    )
    game = table(
        f"""
        players:
          - signi: ["{BUFFALO}"]
            hand: ["{SARA}"]
            trash: ["{CAMELOPAR}"]
        """,
        abilities={BUFFALO: watcher, SARA: reviver},
    )
    game.play(SARA, 1)  # from the hand: no draw; Camelopar from the trash: one
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI and hand(game) == 1


# ------------------------------------------------------------------ this turn


def test_what_happened_this_turn(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Causes and what happened this turn".
    checks = define(
        """
        kind: action
        condition:
          all:
            - {moved: {side: you, from: deck, to: ener, by: effect}, min: 1}
            - {used: {type: SPELL}, min: 1}
            - {drawn_by_effects: you, min: 1}
        effects: [{power: {ref: self, amount: 5000}}]
        """,
        card=KOALALA,
    )
    effects = define("{kind: enter, effects: [{draw: 1}, {ener_charge: 1}]}", card=SARA)
    spell = define("{kind: use, effects: [{mill: 1}]}", card="Polygenesis")
    game = table(
        f"""
        phase: draw
        players:
          - signi: ["{KOALALA}"]
            hand: ["{SARA}", "Polygenesis"]
            ener: ["{CHIHIRO}", "{CHIHIRO}", "{CHIHIRO}", "{CHIHIRO}"]
        """,
        abilities={KOALALA: checks, SARA: effects, "Polygenesis": spell},
    )
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)  # two draws, one charge
    assert not game.can(ActionKind.USE_ACTION, KOALALA)
    game.play(SARA, 1)  # a draw and a charge by an effect
    assert not game.can(ActionKind.USE_ACTION, KOALALA)
    game.use("Polygenesis")
    game.pay()
    assert game.can(ActionKind.USE_ACTION, KOALALA)


# ------------------------------------------------------------------ effects


def test_restricted_shadow_stops_only_the_cards_it_names(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Shadow": "in the case of [Shadow - Spell], SIGNI with this
    # ability is not targeted by the effects or abilities of your opponent's Spell".
    shadow = define(
        "{kind: constant, effects: [{gain_shadow: {ref: self, against: {type: SIGNI}}}]}",
        card=CAMELOPAR,
    )
    bouncer = define(
        "{kind: enter, effects: [{bounce: {target: {side: opponent, zone: signi}}}]}", card=SARA
    )
    spell = define(
        "{kind: use, effects: [{bounce: {target: {side: opponent, zone: signi}}}]}",
        card="Polygenesis",
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}", "Polygenesis"]
            ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}", "{KOALALA}", "{KOALALA}"]
          - signi: ["{CAMELOPAR}"]
        """,
        abilities={CAMELOPAR: shadow, SARA: bouncer, "Polygenesis": spell},
    )
    game.play(SARA, 0)  # a SIGNI's ability cannot target it
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI
    game.use("Polygenesis")
    game.pay()
    assert game.zone_of(CAMELOPAR, 1) == Zone.HAND


def test_a_lost_keyword_is_not_gained_again(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Lancer": a keyword ability; "cannot regain" wins over a gain.
    abilities = define(
        """
        - kind: enter
          effects:
            - lose_keyword: {target: {side: you, zone: signi, other: true}, keyword: lancer}
            - gain_keyword: {all: {side: you, zone: signi, other: true}, keyword: lancer}
        """,
        card=SARA,
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA} (lancer)"]
            hand: ["{SARA}"]
        """,
        abilities={SARA: abilities},
    )
    koalala = game.card(KOALALA)
    assert game.has_keyword(koalala, 1)
    game.play(SARA, 1)
    assert not game.has_keyword(koalala, 1)


@pytest.mark.parametrize("pays", [True, False])
def test_unless_the_opponent_pays_the_effect_does_not_happen(
    table: Table, define: Define, pays: bool
) -> None:
    # docs/engine-hooks.md, '"Unless" a player pays'.
    ability = define(
        "{kind: enter, effects: [{unless: {pays: [{discard: 2}], effects: "
        "[{vanish: {target: {side: opponent, zone: signi}}}]}}]}",
        card=SARA,
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}"]
          - signi: ["{CAMELOPAR}"]
            hand: ["{CHIHIRO}", "{BUFFALO}"]
        """,
        abilities={SARA: ability},
    )
    game.play(SARA, 0)
    assert game.game.decision is not None and game.game.decision.player == 1
    if pays:
        game.accept()
        game.discard(CHIHIRO)  # then the last card, without a choice
        assert game.zone_of(CAMELOPAR) == Zone.SIGNI and hand(game, 1) == 0
    else:
        game.decline()
        assert game.zone_of(CAMELOPAR) == Zone.ENER and hand(game, 1) == 2


def test_awakened_is_kept_on_the_field_and_lost_off_it(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Awakened".
    abilities = define(
        """
        - kind: constant
          condition: {count: {ref: self, state: awakened}}
          effects: [{power: {ref: self, amount: 5000}}]
        - kind: enter
          effects: [{awaken: {ref: self}}]
        """,
        card=SARA,
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}"]
        """,
        abilities={SARA: abilities},
    )
    game.play(SARA, 0)
    sara = game.card(SARA)
    assert game.power(SARA) == 10000 and game.awakened[sara]
    game.game.bounce(sara)
    assert not game.awakened[sara]


def test_coins_are_gained_up_to_five_and_a_bet_is_paid_in_coins(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Coins".
    gain = define("{kind: enter, effects: [{gain_coins: 3}]}", card=SARA)
    game = table(
        f"""
        players:
          - hand: ["{SARA}"]
            coins: 4
        """,
        abilities={SARA: gain},
    )
    game.play(SARA, 0)
    assert game.players[0].coins == 5
    bet = define(
        f"""
        kind: use
        additional_cost: {{ener: {{coin: 1}}}}
        effects: [{{if: {{condition: {{made_bet: {{}}}}, then: [{{draw: 2}}], else: [{DRAW}]}}}}]
        """,
        card="Polygenesis",
    )
    game = table(
        f"""
        players:
          - hand: ["Polygenesis"]
            ener: ["{KOALALA}", "{KOALALA}", "{KOALALA}", "{KOALALA}", "{KOALALA}"]
            coins: 1
        """,
        abilities={"Polygenesis": bet},
    )
    game.use("Polygenesis")
    game.pay()
    game.accept()  # bet the coin
    assert game.players[0].coins == 0 and hand(game) == 2


def test_harmony_downs_lrigs_of_its_colour(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Abilities are objects on the card": Harmony(count, color).
    harmony = define("{kind: harmony, lrigs: {count: 1, color: red}}", card=KOALALA)
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT, left=["Tawil =Noll=, Awakened One"])}
            hand: ["{KOALALA}"]
        """,
        abilities={KOALALA: harmony},
    )
    game.play(KOALALA, 0)  # the one red LRIG is downed for it
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.downed[game.card("Tawil =Noll=, Awakened One")]
    green_only = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{KOALALA}"]
        """,
        abilities={KOALALA: harmony},
    )
    assert not green_only.can(ActionKind.PLAY_SIGNI, KOALALA)


def test_an_action_ability_used_from_the_trash(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "[Action] abilities elsewhere than the field".
    action = define(
        "{kind: action, zone: [trash], cost: {discard: 1}, "
        "effects: [{put_onto_field: {ref: self}}]}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - trash: ["{CAMELOPAR}"]
            hand: ["{CHIHIRO}"]
        """,
        abilities={CAMELOPAR: action},
    )
    game.action(CAMELOPAR)
    game.into(0)
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI
    assert not game.can(ActionKind.USE_ACTION, CAMELOPAR)  # not from the field


def test_a_cost_of_another_signi_leaves_its_own_card_out(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Costs of cards that name their own card".
    action = define(
        "{kind: action, cost: {trash_from_field: {type: SIGNI, other: true}}, "
        "effects: [{draw: 1}]}",
        card=CAMELOPAR,
    )
    alone = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}"]
        """,
        abilities={CAMELOPAR: action},
    )
    assert not alone.can(ActionKind.USE_ACTION, CAMELOPAR)
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}", "{SARA}"]
        """,
        abilities={CAMELOPAR: action},
    )
    game.action(CAMELOPAR)
    assert game.zone_of(SARA) == Zone.TRASH and game.zone_of(CAMELOPAR) == Zone.SIGNI


def test_put_onto_the_field_downed(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Put onto the field downed": it is downed as it enters, so a
    # trigger on a downed SIGNI entering sees it so (WX10-003: "when a SIGNI enters your
    # field downed"), and one on an upped SIGNI does not.
    ability = define(
        "{kind: enter, effects: [{put_onto_field: {target: {side: you, zone: trash}, "
        "downed: true}}]}",
        card=SARA,
    )
    for state, draws in (("downed", 1), ("upped", 0)):
        watcher = define(
            f"{{kind: auto, when: {{enters_field: {{side: you, type: SIGNI, state: {state}, "
            f"from: [trash]}}}}, effects: [{DRAW}]}}",
            card=BUFFALO,
        )
        game = table(
            f"""
            players:
              - signi: ["{BUFFALO}"]
                hand: ["{SARA}"]
                trash: ["{CAMELOPAR}"]
            """,
            abilities={SARA: ability, BUFFALO: watcher},
        )
        game.play(SARA, 1)  # Camelopar goes to the one zone left
        assert game.zone_of(CAMELOPAR) == Zone.SIGNI and game.downed[game.card(CAMELOPAR)]
        assert hand(game) == draws, state


def test_damage_prevented_only_from_a_signi(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Damage": a SIGNI with no SIGNI in front of it, or a LRIG,
    # deals damage; the shield stops only the damage of the cards it names.
    burst = define(
        "{kind: life_burst, effects: [{prevent_damage: {from: {side: opponent, type: SIGNI}, "
        "times: 2}}]}",
        card=TOBIEL,
    )
    game = table.life_burst(TOBIEL, f'life: ["{CHIHIRO}", "{CHIHIRO}"]', abilities={TOBIEL: burst})
    game.burst()
    assert game.count(0, Zone.LIFE) == 2
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, LIZE[-1]))
    game.attack(LIZE[-1])  # a LRIG's damage: not prevented
    game.pass_until(lambda g: g.count(0, Zone.LIFE) < 2 or g.game.turn > 4)
    assert game.count(0, Zone.LIFE) == 1


def test_look_at_the_top_and_put_some_back_on_top(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Main deck": its order is kept; the player puts them back.
    ability = define(
        "{kind: enter, effects: [{look_top: {count: 3, pick: [{up_to: 1, to: top}], "
        "rest: bottom_any_order}}]}",
        card=SARA,
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}"]
            deck: ["{CAMELOPAR}", "{KOALALA}", "{CHIHIRO}", "{BUFFALO}"]
        """,
        abilities={SARA: ability},
    )
    game.play(SARA, 0)
    game.choose(CHIHIRO)  # on top; the other two to the bottom
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    deck = game.names(0, Zone.DECK)  # bottom first
    assert deck[-1] == CHIHIRO and deck[-2] == BUFFALO


def test_a_card_from_the_trash_to_the_life_cloth(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Life Cloth" is a zone of cards; an effect adds one on top.
    ability = define(
        "{kind: enter, effects: [{put_into_life_cloth: {target: {side: you, zone: trash, "
        "life_burst: false}}}]}",
        card=SARA,
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}"]
            trash: ["{CAMELOPAR}"]
            life: ["{CHIHIRO}"]
        """,
        abilities={SARA: ability},
    )
    game.play(SARA, 0)
    assert game.names(0, Zone.LIFE)[-1] == CAMELOPAR  # on top


def test_guard_given_to_the_cards_in_the_hand(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Guard": a card with the Guard icon [Guard]s.
    ability = define(
        "{kind: enter, effects: [{gain_keyword: {all: {side: you, zone: hand, type: SIGNI}, "
        "keyword: guard}}]}",
        card=SARA,
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}", "{CAMELOPAR}"]
        """,
        abilities={SARA: ability},
    )
    camelopar = game.card(CAMELOPAR)
    assert not game.has_keyword(camelopar, 256)
    game.play(SARA, 0)
    assert game.has_keyword(camelopar, 256)


def test_a_keyword_in_the_hand_other_than_guard_does_not_compile(define: Define) -> None:
    # No silent no-op: the engine applies other keywords only on the field.
    with pytest.raises(CompileError, match=r"keywords are gained on the field"):
        define(
            "{kind: enter, effects: [{gain_keyword: {all: {side: you, zone: hand}, "
            "keyword: lancer}}]}"
        )


def test_a_look_names_only_top_cards_left_in_place(define: Define) -> None:
    # The top cards looked at are named for later parts (WX01-036: "If it is a level
    # two or less SIGNI ... put it onto your field"); a hand, or cards put back in a new
    # order, are not named.
    with pytest.raises(CompileError, match=r"only the top cards of a pile"):
        define("{kind: enter, effects: [{look: {pile: hand, as: seen}}]}")
    with pytest.raises(CompileError, match=r"only the top cards of a pile"):
        define("{kind: enter, effects: [{look: {pile: deck, count: 2, order: true, as: seen}}]}")


ATHENA = "Athena, Blessed Angel"  # level 3, 12000
KAZUSA = "Kyoyama Kazusa"  # WXDi-CP02-069: level 2, 8000; [Bond] +4000 power


def test_a_bond_ability_works_once_its_owner_has_a_relationship_with_the_student(
    table: Table, define: Define
) -> None:
    # The card data's README, "Bond abilities (WXDi-CP02)"; docs/engine-hooks.md, "Bond":
    # the opponent's relationship does not count; "any one student" is chosen among the
    # students of the cards its player owns that have a Bond ability (one: no choice).
    start = define("{kind: enter, effects: [{start_relationship: {}}]}", card=KOALALA)
    game = table(
        f"""
        players:
          - signi: ["{KAZUSA}"]
            hand: ["{KOALALA}"]
            deck: ["{KAZUSA}", "{BUFFALO}"]
          - relationships: ["{KAZUSA}"]
        """,
        abilities={KOALALA: start},
    )
    assert game.power(KAZUSA) == 8000
    game.play(KOALALA, 1)
    assert game.players[0].relationships == {KAZUSA}
    assert game.power(KAZUSA) == 8000 + 4000
    assert game.game.log_lines()[-1].endswith(
        f"P0 starts a relationship with the student of {KAZUSA}"
    )


def test_start_relationship_with_the_student_of_a_named_card(table: Table, define: Define) -> None:
    reveal = define(
        "{kind: enter, effects: [{reveal_top: {as: revealed}}, "
        "{start_relationship: {ref: revealed}}]}",
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - hand: ["{KOALALA}"]
            deck: ["Shirasu Azusa [intulit mortem]", "{BUFFALO}"]
        """,
        abilities={KOALALA: reveal},
    )
    game.play(KOALALA, 0)
    # A LRIG card is of the student its name names before " [".
    assert game.players[0].relationships == {"Shirasu Azusa"}


def test_only_printed_constant_enter_auto_and_action_abilities_are_bond_abilities(
    define: Define,
) -> None:
    with pytest.raises(CompileError, match=r"only constant, enter, auto and action"):
        define("{kind: life_burst, bond: true, effects: [{draw: 1}]}")
    with pytest.raises(CompileError, match=r"never one gained"):
        define(
            "{kind: enter, effects: [{gain_ability: {ref: self, ability: "
            "{kind: constant, bond: true, effects: [{power: {ref: self, amount: 1000}}]}}}]}"
        )


def test_a_signi_crushes_with_its_attack_and_its_lancer(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Crushes": the crush's source is the attacking SIGNI, for its
    # damage and for its [Lancer]; another SIGNI's damage is not this SIGNI's crush.
    crush = define("{kind: auto, when: {crushes: self}, effects: [{draw: 1}]}", card=KOALALA)
    game = table(
        f"""
        phase: attack
        players:
          - signi: ["{KOALALA} (lancer)", "{SARA}"]
          - signi: ["{BUFFALO}"]
            life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
        """,
        abilities={KOALALA: crush},
    )
    game.attack(KOALALA)  # vanishes Buffalo in the battle; its [Lancer] crushes one
    assert hand(game) == 1 and game.count(1, Zone.LIFE) == 2
    game.attack(SARA)  # nothing in front: Sara's damage crushes one, no draw
    assert hand(game) == 1 and game.count(1, Zone.LIFE) == 1


def test_an_ability_gained_by_a_signi_alone_sees_it_vanished(table: Table, define: Define) -> None:
    # en-2021-faq.txt, "[Auto]": an ability whose trigger condition is met as its SIGNI
    # leaves the field still triggers. The effects that gave it to that SIGNI alone end
    # as it leaves: from its own [Constant], and from another card's effect.
    when_vanished = "{kind: auto, when: {vanished: self}, effects: [{draw: 1}]}"
    own = define(
        f"{{kind: constant, effects: [{{gain_ability: {{ref: self, ability: {when_vanished}}}}}]}}",
        card=KOALALA,
    )
    given = define(
        "{kind: enter, effects: [{gain_ability: {target: {side: you, zone: signi, other: true}, "
        f"until: end_of_opponents_next_turn, ability: {when_vanished}}}}}]}}",
        card=SARA,
    )
    for abilities, in_hand in (({KOALALA: own}, []), ({SARA: given}, [SARA])):
        game = table(
            f"""
            players:
              - signi: ["{KOALALA}"]
                hand: {in_hand}
              - signi: ["{ATHENA}"]
                lrig: {lrigs([*LIZE, "[Center] Lize, Level 3"])}
            """,
            abilities=abilities,
        )
        if SARA in abilities:
            game.play(SARA, 1)
        before = hand(game)
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, ATHENA))
        game.attack(ATHENA)  # 12000 against Koalala's 10000: vanished
        assert game.zone_of(KOALALA) == Zone.ENER and hand(game) == before + 1


def test_a_filter_shares_a_color_with_the_cards_paid_for_its_cost(
    table: Table, define: Define
) -> None:
    # docs/ability-language.md, "Cards": `ref: paid` names the cards a cost paid with,
    # and a filter's `shares_color_with` reads the names of its ability (WX12-030: "search
    # your deck for a spell with the same color as the spell discarded this way").
    ability = define(
        "{kind: enter, cost: {discard: {type: SIGNI}}, effects: [{search_deck: {type: SIGNI, "
        "shares_color_with: {ref: paid}, up_to: 1, to: hand, reveal: true}}]}",
        card=SARA,
    )
    game = table(
        f"""
        players:
          - hand: ["{SARA}", "{CHIHIRO}"]
            deck: ["{CAMELOPAR}", "{KOALALA}", "{SARA}"]
        """,
        abilities={SARA: ability},
    )
    game.play(SARA, 0)
    game.accept()  # Chihiro, the one SIGNI left in the hand, is discarded: white
    assert game.zone_of(CHIHIRO) == Zone.TRASH
    assert "choose Camelopar, Natural Planet" not in game.options()  # green
    game.choose(SARA)
    assert game.names(0, Zone.HAND) == [SARA]


def test_a_vanish_replaced_by_the_bottom_of_the_deck_puts_the_signi_at_the_bottom(
    table: Table, define: Define
) -> None:
    # docs/ability-language.md, `vanish_destination`: SIGNI that would be vanished go
    # elsewhere instead; `deck_bottom` is the bottom of the owner's deck (WXDi-P13-071).
    bottom = define(
        """
        - kind: constant
          effects: [{vanish_destination: {to: deck_bottom, side: opponent}}]
        - kind: enter
          effects: [{vanish: {target: {side: opponent, zone: signi}}}]
        """,
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - hand: ["{KOALALA}"]
          - signi: ["{CAMELOPAR}"]
            deck: ["{SARA}", "{CHIHIRO}"]
        """,
        abilities={KOALALA: bottom},
    )
    game.play(KOALALA, 0)
    deck = game.game.players[1].deck
    # A scenario lists a deck from its top; the list's end is the top.
    assert [game.game.name(card) for card in deck] == [CAMELOPAR, CHIHIRO, SARA]


def test_unaffected_cards_escape_effects_in_force_made_later_and_read_their_bound_once(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Unaffected": an effect in force over cards as they come that
    # the opponent's card made (`during`) passes over a covered card; whether a card is
    # covered reads its power with every effect in force, the opponent's among them.
    shield = define(
        "{kind: constant, effects: [{unaffected: {all: {side: you, zone: signi,"
        " power: {min: 5000}}}}]}",
        card=KOALALA,
    )
    strip = define(
        "{kind: action, effects: [{during: {turn: this, effects: [{lose_abilities:"
        " {all: {side: opponent, zone: signi}}}]}}]}",
        card=CAMELOPAR,
    )
    boost = define(
        "{kind: constant, effects: [{power: {all: {side: opponent, zone: signi,"
        " name: 'Chihiro Yuki, Code 2434'}, amount: 2000}}]}",
        card=BUFFALO,
    )
    game = table(
        f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["{KOALALA}", "{SARA}", "{CHIHIRO}"]
          - signi: ["{CAMELOPAR}", "{BUFFALO}"]
        """,
        abilities={KOALALA: shield, CAMELOPAR: strip, BUFFALO: boost},
    )
    # Chihiro (3000) reaches 5000 by the opponent's +2000 as the bound reads it: covered,
    # so that +2000 does not apply to it
    assert [game.power(n, 0) for n in (SARA, CHIHIRO)] == [5000, 3000]
    game.action(CAMELOPAR)
    lost = [game.game.lost_abilities(game.card(n, 0)) for n in (KOALALA, SARA, CHIHIRO)]
    assert lost == [False, False, False]


def test_a_cost_change_for_the_next_use_is_a_one_shot(define: Define) -> None:
    with pytest.raises(CompileError, match="next"):
        define(
            "{kind: constant, effects: [{cost_change: {side: you, type: SPELL,"
            " reduce: {blue: 1}, next: true}}]}"
        )


def test_a_lrig_with_an_ability_in_the_lrig_deck_still_triggers_as_it_grows(
    table: Table,
) -> None:
    # classic-2014-beginner-guide.txt, "(vi) Grow Phase": the LRIG grown into is put on
    # top of the LRIG; its [On-Play] ability triggers as it enters, even when another of
    # its abilities works in the LRIG deck (WX13-001; the abilities it had there stop, the
    # field's start). It did not trigger before.
    three = "Three of Tamayorihime, Fiery Gun Dance"
    in_deck_and_on_play = """
        - kind: constant
          zone: [lrig_deck]
          effects:
            - cost_change:
                side: you
                type: LRIG
                name: "Three of Tamayorihime, Fiery Gun Dance"
                reduce: {red: 1, white: 1}
                grow: true
        - kind: enter
          effects: [{draw: 1}]
    """
    game = table(
        f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA[:3]}
            lrig_deck: ["{three}"]
            deck: ["Servant O", "Servant O", "Servant O"]
        """,
        abilities={three: _compile(table.database, in_deck_and_on_play, three, "classic")[1]},
    )
    game.grow(three)  # free: the cost change worked in the LRIG deck
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    assert hand(game) == 1


def test_power_changes_replaced_as_made_or_as_read(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Power changes": a one-shot change is replaced as it is made, a
    # [Constant] ability's as it is read; a + change is not a -- change.
    plus = define(
        "{kind: constant, effects: [{power_change: {ref: self, becomes: plus}}]}", card=KOALALA
    )
    weaken = define(
        "{kind: action, effects: [{power: {target: {side: opponent, zone: signi},"
        " amount: -3000}}]}",
        card=CAMELOPAR,
    )
    aura = define(
        "{kind: constant, effects: [{power: {all: {side: opponent, zone: signi}, amount: -1000}}]}",
        card=BUFFALO,
    )
    boost = define(
        "{kind: constant, effects: [{power: {all: {side: you, zone: signi}, amount: 2000}}]}",
        card=SARA,
    )
    game = table(
        f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["{KOALALA}", "{SARA}"]
          - signi: ["{CAMELOPAR}", "{BUFFALO}"]
        """,
        abilities={KOALALA: plus, CAMELOPAR: weaken, BUFFALO: aura, SARA: boost},
    )
    assert [game.power(n, 0) for n in (KOALALA, SARA)] == [13000, 6000]
    game.action(CAMELOPAR)
    game.target(KOALALA)
    assert game.power(KOALALA, 0) == 16000


def test_minus_changes_doubled_from_then_on_and_changes_that_cannot_happen(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Power changes": a change made before the replacement came
    # into force stays as it was; `changes: any` stops + and -- changes and a power set.
    weaken = define(
        "{kind: action, effects: [{power: {target: {side: opponent, zone: signi},"
        " amount: -2000}}]}",
        card=CAMELOPAR,
    )
    double = define(
        "{kind: action, effects: [{power_change: {all: {side: opponent, zone: signi},"
        " by: you, of: {type: SIGNI}, becomes: doubled}}]}",
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{SARA}"]
        """,
        abilities={CAMELOPAR: weaken, BUFFALO: double},
    )
    game.action(CAMELOPAR)
    game.target(KOALALA)
    assert game.power(KOALALA, 1) == 8000
    game.action(BUFFALO)
    game.action(CAMELOPAR)
    game.target(KOALALA)
    assert game.power(KOALALA, 1) == 4000
    still = define(
        "{kind: constant, effects: [{power_change: {all: {side: any, zone: signi},"
        " changes: any}}]}",
        card=SARA,
    )
    grow = define(
        "{kind: action, effects: [{power: {ref: self, amount: 5000}},"
        " {set_base: {target: {side: opponent, zone: signi}, power: 1000}}]}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}"]
          - signi: ["{KOALALA}", "{SARA}"]
        """,
        abilities={CAMELOPAR: grow, SARA: still},
    )
    game.action(CAMELOPAR)
    game.target(KOALALA)
    assert [game.power(CAMELOPAR, 0), game.power(KOALALA, 1)] == [3000, 10000]


def test_a_signi_leaving_the_field_goes_elsewhere_instead(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Leaving the field elsewhere": a return to the hand and a vanish
    # become a trash; a replaced vanish triggers no [Lancer] (en-2021-glossary.txt,
    # "Lancer"); a SIGNI going to the trash goes there as ever.
    away = define(
        """
        - kind: constant
          effects: [{leave_destination: {to: trash, side: opponent}}, {gain_keyword:
            {ref: self, keyword: lancer}}]
        - kind: action
          effects: [{bounce: {target: {side: opponent, zone: signi}}}]
        """,
        card=KOALALA,
    )
    game = table(
        f"""
        phase: attack
        players:
          - signi: ["{KOALALA}", ~, ~]
          - signi: ["{CAMELOPAR}", "{SARA}", ~]
            life: ["{CHIHIRO}"]
        """,
        abilities={KOALALA: away},
    )
    assert game.game.keywords(game.card(KOALALA)) & KW.LANCER
    game.attack(KOALALA)
    assert game.zone_of(CAMELOPAR) == Zone.TRASH and game.count(1, Zone.LIFE) == 1
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", ~, ~]
          - signi: ["{CAMELOPAR}", ~, ~]
        """,
        abilities={KOALALA: away},
    )
    game.action(KOALALA)
    assert game.zone_of(CAMELOPAR) == Zone.TRASH and game.count(1, Zone.HAND) == 0


def test_a_limit_raised_until_the_end_of_your_next_ener_phase(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Limit": SIGNI whose total level exceeds the Center LRIG's
    # limit cannot be placed; docs/engine-hooks.md, "Durations": an effect ending with a
    # phase ends as that phase of that turn is over.
    raise_limit = define(
        "{kind: enter, effects: [{limit: {add: 2, until: end_of_your_next_ener_phase}}]}",
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - hand: ["{KOALALA}"]
        """,
        abilities={KOALALA: raise_limit},
    )
    base, turn = game.game.limit(0), game.game.turn
    game.play(KOALALA)
    assert game.game.limit(0) == base + 2
    game.pass_until(lambda play: play.game.turn == turn + 1 and play.decision == DecisionKind.MAIN)
    assert game.game.limit(0) == base + 2  # the opponent's turn
    game.pass_until(lambda play: play.game.turn == turn + 2 and play.game.phase == Phase.ENER)
    assert game.game.limit(0) == base + 2  # its Ener Phase under way
    game.pass_until(lambda play: play.game.turn == turn + 2 and play.game.phase > Phase.ENER)
    assert game.game.limit(0) == base


def test_signi_that_attacked_this_turn_and_the_end_of_a_later_turn(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "End phase": "at the end of the turn" abilities are processed
    # as the end phase begins, that of the turn they name; a SIGNI that attacked this turn
    # is one whose attack was declared (en-2021-quick-start.txt, attack phase).
    later = define(
        "{kind: action, effects: [{at_end_of_turn: {turn: your_next, effects: [{vanish:"
        " {all: {side: any, zone: signi, state: attacked}}}]}}]}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", "{CAMELOPAR}", ~]
            life: ["{SARA}", "{SARA}"]
          - signi: [~, ~, "{SARA}"]
            life: ["{CHIHIRO}", "{CHIHIRO}"]
        """,
        abilities={CAMELOPAR: later},
    )
    turn = game.game.turn
    game.action(CAMELOPAR)
    game.pass_until(lambda play: play.game.turn == turn + 2 and play.decision == DecisionKind.MAIN)
    assert game.zone_of(KOALALA) == Zone.SIGNI  # not at the end of this turn
    game.end_main()
    game.attack(KOALALA)
    game.pass_until(lambda play: play.game.turn == turn + 3)
    assert game.zone_of(KOALALA) == Zone.ENER and game.zone_of(CAMELOPAR) == Zone.SIGNI


def test_an_action_cost_changed_for_its_next_use_alone(table: Table, define: Define) -> None:
    # docs/ability-language.md, `next_action_cost`: the change ends as an [Action]
    # ability of the card is used (the use cost of an [Action] ability: en-2021-faq.txt,
    # "[Action]": declare, pay the cost, process).
    free = define(
        "{kind: action, limit: once_per_turn, effects: [{next_action_cost:"
        " {target: {side: you, zone: signi, other: true}, becomes: {green: 0}}}]}",
        card=CAMELOPAR,
    )
    draw = define(
        f"{{kind: action, cost: {{ener: {{green: 1}}}}, effects: [{DRAW}]}}", card=KOALALA
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", "{CAMELOPAR}", ~]
        """,
        abilities={CAMELOPAR: free, KOALALA: draw},
    )
    assert not game.can(ActionKind.USE_ACTION, KOALALA)  # no Ener
    game.action(CAMELOPAR)
    game.action(KOALALA)
    assert hand(game) == 1 and not game.can(ActionKind.USE_ACTION, KOALALA)


def test_cards_revealed_from_the_hand_as_a_cost_and_as_an_effect(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "Hidden zone": the hand is hidden; a card revealed from it is
    # shown, and "it is possible to not reveal anything as a result": a cost that reveals
    # two spells cannot be paid with one (en-2021-faq.txt, "General Rules": a cost is paid
    # in full or not at all). The revealed cards stay in the hand.
    cost = define(
        f"{{kind: action, cost: {{reveal: {{count: 2, type: SIGNI, color: white}}}},"
        f" effects: [{DRAW}]}}",
        card=KOALALA,
    )
    counted = define(
        "{kind: action, effects: [{reveal: {choose: {side: you, zone: hand, type: SIGNI,"
        " up_to: any, as: revealed}}}, {power: {ref: self, amount: {per: {count:"
        " {ref: revealed}}, times: 1000}}}]}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", "{CAMELOPAR}", ~]
            hand: ["{CHIHIRO}", "{BUFFALO}"]
        """,
        abilities={KOALALA: cost, CAMELOPAR: counted},
    )
    assert not game.can(ActionKind.USE_ACTION, KOALALA)  # one white SIGNI alone
    game.action(CAMELOPAR)
    game.act(ActionKind.CHOOSE, CHIHIRO)
    game.act(ActionKind.CHOOSE, BUFFALO)
    assert game.power(CAMELOPAR) == 3000 + 2000
    assert sorted(game.names(0, Zone.HAND)) == sorted([CHIHIRO, BUFFALO])
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", ~, ~]
            hand: ["{CHIHIRO}", "{SARA}", "{BUFFALO}"]
        """,
        abilities={KOALALA: cost},
    )
    game.action(KOALALA)  # the two white SIGNI, revealed without a choice
    assert hand(game) == 4 and {CHIHIRO, SARA} <= set(game.names(0, Zone.HAND))


def test_a_replacement_its_player_may_choose_as_a_signi_would_leave_the_field(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Replacements a player may choose": offered before the move,
    # for each SIGNI an effect of the opponent's cards would take off the field; accepted,
    # the SIGNI stays and the other effect happens; a battle is no effect.
    stays = define(
        f"{{kind: constant, effects: [{{instead_of_leaving: {{ref: self, effects: [{DRAW}]}}}}]}}",
        card=CAMELOPAR,
    )
    vanish = define(
        "{kind: action, effects: [{vanish: {all: {side: any, zone: signi, other: true}}}]}",
        card=KOALALA,
    )

    def opponents_turn() -> Play:
        return table(
            f"""
            turn: 4
            turn_player: 1
            phase: main
            players:
              - signi: ["{CAMELOPAR}", ~, ~]
              - signi: ["{KOALALA}", ~, ~]
            """,
            abilities={CAMELOPAR: stays, KOALALA: vanish},
        )

    game = opponents_turn()
    game.action(KOALALA)
    assert game.decision == DecisionKind.OPTIONAL
    game.accept()
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI and hand(game) == 1
    game = opponents_turn()
    game.action(KOALALA)
    game.decline()
    assert game.zone_of(CAMELOPAR) == Zone.ENER and hand(game) == 0
    game = opponents_turn()  # Koalala (10000) vanishes Camelopar (3000) in a battle
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)
    assert game.decision != DecisionKind.OPTIONAL and game.zone_of(CAMELOPAR) == Zone.ENER
    game = table(  # your own effect is not your opponent's
        f"""
        players:
          - signi: ["{CAMELOPAR}", "{KOALALA}", ~]
        """,
        abilities={CAMELOPAR: stays, KOALALA: vanish},
    )
    game.action(KOALALA)
    assert game.zone_of(CAMELOPAR) == Zone.ENER and hand(game) == 0


def test_a_replacement_its_player_may_choose_as_a_signi_would_be_vanished(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Replacements a player may choose": `event: vanished` is
    # offered for a vanish by anything, a battle or anyone's effect, and for nothing else
    # (a SIGNI returned to the hand leaves the field unasked).
    stays = define(
        "{kind: constant, effects: [{instead_of_leaving: {ref: self, event: vanished, "
        f"effects: [{DRAW}]}}}}]}}",
        card=CAMELOPAR,
    )
    vanish = define(
        "{kind: action, effects: [{vanish: {all: {side: any, zone: signi, other: true}}}]}",
        card=KOALALA,
    )
    bounce = define(
        "{kind: action, effects: [{bounce: {all: {side: any, zone: signi, other: true}}}]}",
        card=KOALALA,
    )

    def game_with(action: tuple[Ability, ...], turn_player: int) -> Play:
        return table(
            f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["{CAMELOPAR}", ~, ~]
              - signi: ["{KOALALA}", ~, ~]
            """,
            abilities={CAMELOPAR: stays, KOALALA: action},
        )

    game = game_with(vanish, 1)  # the opponent's effect
    game.action(KOALALA)
    game.accept()
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI and hand(game) == 1
    game = game_with(bounce, 1)  # not a vanish
    game.action(KOALALA)
    assert game.zone_of(CAMELOPAR) == Zone.HAND
    game = game_with(vanish, 1)  # a battle: Koalala (10000) against Camelopar (3000)
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)
    assert game.decision == DecisionKind.OPTIONAL
    game.accept()
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI and hand(game) == 1
    own = table(  # your own effect as well
        f"""
        players:
          - signi: ["{CAMELOPAR}", "{KOALALA}", ~]
        """,
        abilities={CAMELOPAR: stays, KOALALA: vanish},
    )
    own.action(KOALALA)
    own.decline()
    assert own.zone_of(CAMELOPAR) == Zone.ENER and hand(own) == 0


def test_a_replacement_its_player_may_choose_as_they_would_take_the_damage_of_an_attack(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Replacements a player may choose": the damage of an attack
    # replaced is not dealt (no crush); a damage prevented anyway is not offered.
    instead = define(
        "{kind: constant, effects: [{instead_of_damage: {effects: [{trash: {ref: self}}]}}]}",
        card=CAMELOPAR,
    )

    def attacked() -> Play:
        return table(
            f"""
            turn: 4
            turn_player: 1
            phase: attack
            players:
              - signi: [~, "{CAMELOPAR}", ~]
                life: ["{BUFFALO}", "{BUFFALO}"]
              - signi: ["{KOALALA}", ~, ~]
            """,
            abilities={CAMELOPAR: instead},
        )

    game = attacked()
    game.attack(KOALALA)
    game.accept()
    assert game.zone_of(CAMELOPAR) == Zone.TRASH and game.count(0, Zone.LIFE) == 2
    game = attacked()
    game.attack(KOALALA)
    game.decline()
    assert game.zone_of(CAMELOPAR) == Zone.SIGNI and game.count(0, Zone.LIFE) == 1
    game = attacked()
    game.game.prevent_damage(0)
    game.attack(KOALALA)
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.LIFE) == 2


def test_a_trigger_on_a_power_crossing_a_bound(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Power thresholds": seen as the game settles, before the
    # rule-based actions vanish a SIGNI of power 0 or less (en-2021-glossary.txt,
    # "Rule-based action"); a power already past the bound does not cross it again.
    watch = define(
        "{kind: auto, when: {power_becomes: {side: opponent, type: SIGNI, max: 0}},"
        f" effects: [{DRAW}]}}",
        card=CAMELOPAR,
    )
    minus = define(
        "{kind: action, effects: [{power: {target: {side: any, zone: signi}, amount: -6000}}]}",
        card=KOALALA,
    )
    strong = define(
        f"{{kind: auto, when: {{power_becomes: {{card: self, min: 15000}}}}, effects: [{DRAW}]}}",
        card=SARA,
    )
    plus = define(
        "{kind: action, effects: [{power: {target: {side: you, zone: signi}, amount: 5000}}]}",
        card=CHIHIRO,
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}", "{KOALALA}", ~]
          - signi: ["{LANCELOT}", ~, ~]
        """,
        abilities={CAMELOPAR: watch, KOALALA: minus},
    )
    game.action(KOALALA)
    game.target(LANCELOT)  # 5000 - 6000
    assert hand(game) == 1 and game.zone_of(LANCELOT, 1) == Zone.ENER
    game.action(KOALALA)
    game.target(KOALALA)  # your own SIGNI: 10000 - 6000, no trigger
    assert hand(game) == 1
    game = table(
        f"""
        players:
          - signi: ["{SARA}", "{CHIHIRO}", ~]
        """,
        abilities={SARA: strong, CHIHIRO: plus},
    )
    for drawn in (0, 1, 1):  # 5000 -> 10000, -> 15000, -> 20000
        game.action(CHIHIRO)
        game.target(SARA)
        assert hand(game) == drawn


def test_a_signi_leaving_the_field_is_read_in_its_last_signi_zone(
    table: Table, define: Define
) -> None:
    # en-2021-faq.txt, "[Auto]": a triggered ability looks back at the moment of its
    # event; the vanished SIGNI was infected then (docs/engine-hooks.md, "Virus": a SIGNI
    # in a SIGNI Zone with a [Virus] is infected), though the Ener Zone has no [Virus].
    vanisher = define(
        "[{kind: action, effects: [{vanish: {target: {side: opponent, zone: signi}}}]},"
        " {kind: auto, when: {vanishes: {card: self, vanished: {side: opponent, infected:"
        f" true}}}}}}, effects: [{DRAW}]}}]",
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", ~, ~]
          - signi: ["{LANCELOT}", "{CAMELOPAR}", ~]
        """,
        abilities={KOALALA: vanisher},
    )
    assert game.game.put_virus(1, game.game.slot[game.card(LANCELOT)])
    game.action(KOALALA)
    game.target(CAMELOPAR)  # not infected
    assert hand(game) == 0 and game.zone_of(CAMELOPAR) == Zone.ENER
    game.action(KOALALA)  # Lancelot, infected, its one target
    assert hand(game) == 1 and game.zone_of(LANCELOT) == Zone.ENER


def test_a_base_power_set_to_a_quantity(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Power": a value set first, the modifications after; a base
    # power of a [Constant] ability read whenever the power is.
    counted = define(
        "{kind: constant, effects: [{set_base: {ref: self, power: {per: {count: {side: you,"
        " zone: hand}}, times: 1000}}}]}",
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}", ~, ~]
            hand: ["{SARA}", "{CHIHIRO}"]
        """,
        abilities={KOALALA: counted},
    )
    koalala = game.card(KOALALA)
    assert game.power(KOALALA) == 2000
    game.game.add_power(koalala, 3000)
    game.game.draw(0, 1)
    assert game.power(KOALALA) == 3000 + 3000


def test_attack_limit_at_most_keeps_an_upped_signi_from_attacking_again(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Attacks at most": "can only attack once each turn" counts the
    # attacks made this turn; an upped SIGNI (en-2021-glossary.txt, "Attack": an upped
    # SIGNI attacks by downing itself) attacks again only below the cap.
    def game_with(constant: str) -> Play:
        abilities = define(
            f"""
            - kind: auto
              when: {{attacks: self}}
              effects: [{{up: {{ref: self}}}}]
            {constant}
            """,
            card=CAMELOPAR,
        )
        return table(
            f"""
            phase: attack
            players:
              - signi: ["{CAMELOPAR}"]
              - life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            """,
            abilities={CAMELOPAR: abilities},
        )

    free = game_with("")
    free.attack(CAMELOPAR)
    assert free.can(ActionKind.ATTACK, CAMELOPAR)  # upped by its own ability
    capped = game_with("- {kind: constant, effects: [{attack_limit: {ref: self, at_most: 1}}]}")
    capped.attack(CAMELOPAR)
    assert not capped.downed[capped.card(CAMELOPAR)]
    assert not capped.can(ActionKind.ATTACK, CAMELOPAR)


def test_a_counter_names_a_spell_in_a_check_zone(define: Define) -> None:
    # en-2021-glossary.txt, "Use timing: Spell Cut-in": a spell is interrupted before its
    # processing, while it is in the check zone ("Check Zone"); nothing else is countered
    # but a PIECE waiting there (docs/engine-hooks.md, "Cut-ins just after a card is used").
    for selection in (
        "{target: {side: opponent, zone: signi}}",
        "{target: {side: opponent, zone: check, type: SIGNI}}",
    ):
        with pytest.raises(CompileError, match="a counter targets or chooses a SPELL"):
            define(f"{{kind: enter, effects: [{{counter: {selection}}}]}}")


def test_a_constant_ability_under_a_signi_works_on_the_signi_on_top(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Cards under a SIGNI": cards under a SIGNI are in its zone, not
    # on the field; they go along when it goes under another SIGNI and to the trash when it
    # leaves the field. A [Constant] ability that works there (`zone: [under_signi]`)
    # covers the SIGNI on top of its card (`ref: on_top`), whichever it is; a face-down
    # [Charm] has no abilities ("[Charm]").
    abilities = define(
        "{kind: constant, zone: [under_signi], effects: [{power: {all: {ref: on_top}, "
        "amount: 3000}}]}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}", "{KOALALA}", "{LANCELOT}"]
        """,
        abilities={CAMELOPAR: abilities},
    )
    camelopar, koalala, lancelot = (game.card(n) for n in (CAMELOPAR, KOALALA, LANCELOT))
    assert (game.power(CAMELOPAR), game.power(KOALALA)) == (3000, 10000)  # on the field
    assert game.game.put_under_signi(camelopar, koalala)
    assert game.power(KOALALA) == 13000
    assert game.game.put_under_signi(koalala, lancelot)  # Camelopar goes along, below
    assert game.zone_of(CAMELOPAR) == Zone.UNDER and game.power(LANCELOT) == 8000
    game.game.trash(lancelot)
    assert game.zone_of(CAMELOPAR) == Zone.TRASH
    charmed = table(
        f"""
        players:
          - signi: ["{KOALALA}"]
            trash: ["{CAMELOPAR}"]
        """,
        abilities={CAMELOPAR: abilities},
    )
    charmed.game.put_charm(charmed.card(CAMELOPAR), charmed.card(KOALALA))
    assert charmed.power(KOALALA) == 10000
    with pytest.raises(CompileError, match="only a constant ability works underneath"):
        define("{kind: auto, zone: [under_signi], when: {attacks: self}, effects: [{draw: 1}]}")


def test_a_constant_ability_with_a_part_under_its_own_condition(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "[Constant]": its effects are in force while its card is on the
    # field and its condition holds; a part under a condition of its own ("this SIGNI gets
    # +3000 power and during your opponent's turn, gains [Shadow]") is in force while both
    # hold, its `else` while the ability's holds and the part's does not.
    abilities = define(
        "{kind: constant, condition: {count: {side: you, zone: hand}, min: 1}, effects: "
        "[{if: {condition: {turn: yours}, then: [{power: {ref: self, amount: 3000}}], "
        "else: [{power: {ref: self, amount: 1000}}]}}]}",
        card=CAMELOPAR,
    )

    def game_with(hand: str, turn_player: int) -> Play:
        return table(
            f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["{CAMELOPAR}"]
                hand: {hand}
            """,
            abilities={CAMELOPAR: abilities},
        )

    assert game_with(f'["{BUFFALO}"]', 0).power(CAMELOPAR) == 3000 + 3000
    assert game_with(f'["{BUFFALO}"]', 1).power(CAMELOPAR) == 3000 + 1000
    assert game_with("[]", 0).power(CAMELOPAR) == 3000
    assert game_with("[]", 1).power(CAMELOPAR) == 3000
    with pytest.raises(CompileError, match="happens once"):
        define("{kind: constant, effects: [{if: {condition: {turn: yours}, then: [{draw: 1}]}}]}")


def test_a_base_level_set_in_a_pile_reads_the_base_level_of_its_cards(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Levels set where the cards are": the cards of the deck whose
    # base level is two or three read level one there (a filter, a count), and as printed
    # elsewhere; the effect's own filter reads the base level, not the one it makes.
    abilities = define(
        "{kind: constant, effects: [{set_base: {all: {side: you, zone: deck, type: SIGNI, "
        "level: {min: 2, max: 3}}, level: 1}}]}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}"]
            deck: ["{KOALALA}", "{TOBIEL}", "{SARA}"]
            hand: ["{KOALALA}"]
        """,
        abilities={CAMELOPAR: abilities},
    )
    deck = game.players[0].deck
    assert [game.game.level(card) for card in deck] == [1, 1, 1]
    assert game.game.level(game.card(KOALALA, 0, Zone.HAND)) == 2
    count = define(
        "{kind: constant, condition: {count: {side: you, zone: deck, level: 1}, min: 3}, "
        "effects: [{power: {ref: self, amount: 1000}}]}",
        card=CAMELOPAR,
    )
    counted = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}"]
            deck: ["{KOALALA}", "{TOBIEL}", "{SARA}"]
        """,
        abilities={CAMELOPAR: abilities + count},
    )
    assert counted.power(CAMELOPAR) == 3000 + 1000


def test_ending_the_turn_stops_the_effect_and_discards_down_to_the_limit(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Ending the turn": the turn player discards down to the hand
    # limit (en-2021-glossary.txt, "End phase": six), "this turn" effects end, and the
    # next turn begins; what the effect would do next does not happen.
    abilities = define(
        "{kind: action, effects: [{power: {ref: self, amount: 5000}}, {end_turn: {}}, "
        f"{DRAW}]}}",
        card=CAMELOPAR,
    )
    game = table(
        f"""
        turn: 3
        players:
          - signi: ["{CAMELOPAR}"]
            hand: {[BUFFALO] * 8}
        """,
        abilities={CAMELOPAR: abilities},
    )
    game.action(CAMELOPAR)  # eight Water Buffalo: the two discarded without a choice
    assert game.turn_player == 1 and hand(game, 0) == 6
    assert game.power(CAMELOPAR) == 3000 and game.count(0, Zone.TRASH) == 2


def test_revealing_more_from_the_top_of_your_own_deck_only(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Revealing more": your effects that would reveal cards from
    # the top of your deck may reveal that many plus one; the top of your opponent's deck
    # and your Life Cloth are as written.
    abilities = define(
        """
        - kind: action
          effects:
            - reveal_more: 1
            - reveal_top: {count: 2, player: opponent, as: theirs}
            - reveal_top: {count: 1, as: mine}
            - add_to_hand: {all: {ref: mine}}
        """,
        card=CAMELOPAR,
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}"]
            deck: {[BUFFALO] * 4}
          - deck: {[BUFFALO] * 4}
        """,
        abilities={CAMELOPAR: abilities},
    )
    game.action(CAMELOPAR)
    assert game.decision == DecisionKind.OPTIONAL  # asked once: for your own deck
    game.accept()
    assert hand(game) == 2 and hand(game, 1) == 0


def test_a_card_that_pays_as_another_colour_in_the_ener_zone(table: Table, define: Define) -> None:
    # docs/engine-hooks.md, "Paying as another colour": a card paid goes to the trash
    # (classic-2014-beginner-guide.txt, "(xviii) Cost"), so paying [White] with a green
    # card that may is putting it into the trash instead; elsewhere it pays nothing more.
    pays = define("{kind: constant, zone: [ener], effects: [{pays_as: [white]}]}", card=KOALALA)
    action = define(
        "{kind: action, cost: {ener: {white: 1}}, effects: [{draw: 1}]}", card=CAMELOPAR
    )
    game = table(
        f"""
        players:
          - signi: ["{CAMELOPAR}"]
            ener: ["{KOALALA}"]
        """,
        abilities={KOALALA: pays, CAMELOPAR: action},
    )
    koalala = game.card(KOALALA)
    assert game.game.pay_colors(koalala) == game.game.defs[koalala].pay_colors | 1  # white
    game.action(CAMELOPAR)
    assert game.zone_of(KOALALA) == Zone.TRASH and hand(game) == 1


def test_a_resona_banished_into_the_lrig_trash_is_still_banished(table: Table) -> None:
    # docs/engine-hooks.md, "RESONA": classic RESONAs return to the LRIG deck; one that
    # says it goes to the LRIG trash instead is vanished all the same (its "when
    # vanished" ability triggers), and one that does not still returns.
    mars = "Mars, White Natural Star"  # a classic level 1 RESONA
    abilities = """
        - kind: constant
          effects:
            - vanish_destination: {to: lrig_trash, self_only: true}
        - kind: auto
          when: {vanished: self}
          effects: [{draw: 1}]
    """

    def banish(own: bool) -> Play:
        compiled = _compile(table.database, abilities, mars, "classic")[1]
        game = table(
            f"""
            format: classic
            players:
              - lrig: {TAMA}
                signi: ["{mars}"]
                deck: ["Servant O", "Servant O"]
            """,
            abilities={mars: compiled if own else compiled[1:]},
        )
        assert game.game.vanish(game.card(mars))
        game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
        return game

    game = banish(own=True)
    assert game.zone_of(mars) == Zone.LRIG_TRASH
    assert game.count(0, Zone.HAND) == 1
    game = banish(own=False)
    assert game.zone_of(mars) == Zone.LRIG_DECK
    assert game.count(0, Zone.HAND) == 1
