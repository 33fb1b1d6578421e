"""How definitions play: target groups and `then`, named cards, conditions checked again,
and terms no encoded card shows yet (played with abilities compiled from YAML)."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT, AT3, LIZE, Play, Table, lrigs
from tests.effects.conftest import Define

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


def mill_then_add(define: Define, then: bool) -> object:
    effects = "[{mill: 2}, then, {add_to_hand: {target: {side: you, zone: trash, type: SIGNI}}}]"
    if not then:
        effects = effects.replace(" then,", "")
    return define(f"{{kind: enter, effects: {effects}}}", card=BUFFALO)


def test_targets_of_a_group_are_chosen_before_its_parts_then_after_then(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "Target": "If you select more than one target in one ability,
    # they will all be selected at the same time, just before the processing of the effect
    # begins. However, if there is a 'Then' in the effect, the target will be chosen after
    # the effect has been processed up to that point."
    def play(then: bool) -> Play:
        game = table(
            f"""
            players:
              - hand: ["{BUFFALO}"]
                trash: ["Servant #"]
                deck: ["Koalala, Phantom Terra Beast", "Polygenesis", "Servant #"]
            """,
            abilities={BUFFALO: mill_then_add(define, then)},
        )
        game.play(BUFFALO, 0)
        return game

    # Without "Then", the target is chosen before the mill: the one SIGNI in the trash.
    before = play(then=False)
    assert before.decision == DecisionKind.MAIN and before.names(0, Zone.HAND) == ["Servant #"]
    after = play(then=True)  # the milled Koalala may be chosen too
    assert sorted(after.options()) == ["choose Koalala, Phantom Terra Beast", "choose Servant #"]


def test_named_cards_follow_a_target_to_a_later_part(table: Table, define: Define) -> None:
    ability = define(
        """
        kind: enter
        effects:
          - power: {target: {side: opponent, zone: signi, as: weakened}, amount: -2000}
          - if:
              condition: {count: {ref: weakened, power: {max: 1000}}}
              then: [{draw: 1}]
        """,
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}"]
          - signi: ["Sara Hoshikawa, Code 2434"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)
    assert game.count(0, Zone.HAND) == 0  # 5000 - 2000: not 1000 or less
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}"]
          - signi: ["Chihiro Yuki, Code 2434"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)  # 3000 - 2000
    assert game.count(0, Zone.HAND) == 1


def test_an_auto_condition_is_checked_again_when_it_is_processed(
    table: Table, define: Define
) -> None:
    # Two abilities trigger on one attack; the first processed makes the second's
    # condition false ("if this SIGNI is downed"), so the second does nothing.
    abilities = define(
        """
        - kind: auto
          when: {attacks: self}
          effects: [{up: {ref: self}}]
        - kind: auto
          when: {attacks: self}
          condition: {count: {ref: self, state: downed}}
          effects: [{draw: 1}]
        """,
        card=BUFFALO,
    )
    game = table(
        f"""
        phase: attack
        players:
          - signi: ["{BUFFALO}"]
            deck: ["Servant #", "Servant #"]
          - lrig: {lrigs(LIZE)}
            life: ["{BUFFALO}"]
        """,
        abilities={BUFFALO: abilities},
    )
    game.attack(BUFFALO)
    assert game.decision == DecisionKind.TRIGGER_ORDER
    game.first()  # the up first
    assert game.count(0, Zone.HAND) == 0


def test_becomes_target_reacts_to_the_opponents_targeting(table: Table, define: Define) -> None:
    reaction = define(
        "{kind: auto, when: {becomes_target: self}, effects: [{draw: 1}]}", card=BUFFALO
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT, left="Tawil =Noll=, Awakened One")}
            lrig_deck: ["Tawil =Screech="]
            hand: ["Polygenesis"]
          - lrig: {lrigs(AT3)}
            signi: ["{BUFFALO}"]
        """,
        abilities={BUFFALO: reaction},
    )
    game.grow("Tawil =Screech=")  # targets the Water Buffalo (5000)
    game.discard("Polygenesis")  # Tawil =Screech= draws a card and discards a card
    assert game.count(1, Zone.HAND) == 1


def test_prevented_damage(table: Table, define: Define) -> None:
    shield = define(
        "{kind: enter, effects: [{prevent_damage: {until: end_of_opponents_next_turn}}]}",
        card=BUFFALO,
    )
    assert shield[0].text == (
        "[Enter] The next time you would take damage until the end of your opponent's next "
        "turn, instead you do not take that damage."
    )
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}"]
            life: ["{BUFFALO}"]
          - lrig: {lrigs(AT3)}
            signi: [~, "Servant #", "Servant #"]
        """,
        abilities={BUFFALO: shield},
    )
    game.play(BUFFALO, 0)
    game.pass_until(lambda g: g.turn == 4 and g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack("Servant #")  # the damage is prevented
    assert len(game.players[0].life) == 1
    game.attack("Servant #")
    assert len(game.players[0].life) == 0


KOALALA = "Koalala, Phantom Terra Beast"


def test_lost_abilities_cover_the_cards_there_when_it_happens(table: Table, define: Define) -> None:
    # A one-shot "lose their abilities" changes the SIGNI selected when it is processed; a
    # SIGNI put onto the field afterwards keeps its abilities. A [Constant] one covers
    # every SIGNI while it is in force.
    strip = define(
        "{kind: enter, effects: [{lose_abilities: {all: {side: opponent, zone: signi}}}]}",
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - hand: ["{KOALALA}"]
          - lrig: {lrigs(AT3)}
            signi: ["Kaede Higuchi, Code 2434", "Sara Hoshikawa, Code 2434"]
        """,
        abilities={KOALALA: strip},
    )
    game.play(KOALALA, 0)
    assert game.power("Sara Hoshikawa, Code 2434") == 5000  # Kaede lost its [Constant]
    game.pass_until(lambda g: g.turn == 4 and g.decision == DecisionKind.MAIN)
    assert game.power("Sara Hoshikawa, Code 2434") == 8000
    constant = define(
        "{kind: constant, effects: [{lose_abilities: {all: {side: opponent, zone: signi}}}]}",
        card=KOALALA,
    )
    game = table(
        f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["{KOALALA}"]
          - lrig: {lrigs(AT3)}
            signi: [~, "Sara Hoshikawa, Code 2434"]
            hand: ["Kaede Higuchi, Code 2434"]
        """,
        abilities={KOALALA: constant},
    )
    game.play("Kaede Higuchi, Code 2434", 0)  # it comes later, and loses them too
    assert game.power("Sara Hoshikawa, Code 2434") == 5000


def test_deck_to_trash_tells_whose_deck_and_whose_effect(table: Table, define: Define) -> None:
    # One trigger for several cards together; looked-at cards put into the trash count.
    watch = define(
        """
        - kind: auto
          when: {deck_to_trash: {player: opponent, by: you}}
          effects: [{draw: 1}]
        - kind: enter
          effects: [{mill: {count: 3, player: opponent}}, {mill: 2}]
        - kind: action
          effects: [{look_top: {count: 2, rest: trash}}]
        """,
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - hand: ["{KOALALA}"]
            deck: {["Servant #"] * 8}
        """,
        abilities={KOALALA: watch},
    )
    game.play(KOALALA, 0)
    assert game.count(1, Zone.TRASH) == 3 and game.count(0, Zone.TRASH) == 2
    assert game.count(0, Zone.HAND) == 1  # once: the opponent's deck, by your effect
    game.action(KOALALA)  # your own deck: no trigger
    assert game.count(0, Zone.TRASH) == 4 and game.count(0, Zone.HAND) == 1


def test_cannot_be_returned_by_the_opponents_effects_for_a_while(
    table: Table, define: Define
) -> None:
    shelter = define(
        """
        kind: enter
        effects:
          - cannot_be: {ref: self, action: bounced, by: opponent, until: end_of_opponents_next_turn}
        """,
        card=KOALALA,
    )

    def opponents_turn(koalala: str) -> Zone:
        game = table(
            f"""
            players:
              - {koalala}
              - lrig: {lrigs(AT3, left="Ange, Level 0")}
                lrig_deck: ["[Assist] Ange Level 1"]
            """,
            abilities={KOALALA: shelter},
        )
        if game.count(0, Zone.HAND):
            game.play(KOALALA, 0)
        game.pass_until(lambda g: g.turn == 4 and g.decision == DecisionKind.MAIN)
        game.grow("[Assist] Ange Level 1")  # returns a level two or less SIGNI
        return game.zone_of(KOALALA, 0)

    assert opponents_turn(f'hand: ["{KOALALA}"]') == Zone.SIGNI  # it entered: protected
    assert opponents_turn(f'signi: ["{KOALALA}"]') == Zone.HAND  # it was there: not


def test_declare_a_number_and_choose_modes_again(table: Table, define: Define) -> None:
    ability = define(
        """
        kind: action
        effects:
          - declare_number: {most: 3, least: 1, as: number}
          - modes:
              choose: {per: {declared: number}}
              repeat: true
              options: [[{draw: 1}], [{mill: 1}]]
        """,
        card=KOALALA,
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}"]
            deck: {["Servant #"] * 6}
        """,
        abilities={KOALALA: ability},
    )
    game.action(KOALALA)
    assert sorted(game.options()) == ["choose mode 1", "choose mode 2", "choose mode 3"]
    game.mode(3)
    for mode in (0, 0, 0):
        game.mode(mode)
    assert game.count(0, Zone.HAND) == 3 and game.count(0, Zone.TRASH) == 0


def test_a_card_that_shares_a_color_with_the_center_lrig(table: Table, define: Define) -> None:
    ability = define(
        """
        kind: enter
        effects:
          - add_to_hand:
              target: {side: you, zone: ener, shares_color_with: {side: you, zone: center_lrig}}
        """,
        card=BUFFALO,
    )
    assert ability[0].text == (
        "[Enter] Add target card from your Ener Zone sharing a color with your Center LRIG to "
        "your hand."
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{BUFFALO}"]
            ener: ["Michael, Blessed Angel", "Servant #", "Camelopar, Natural Planet"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)  # At is green: Camelopar is the one (Servant # has no color)
    assert game.names(0, Zone.HAND) == ["Camelopar, Natural Planet"]


def test_a_range_bound_by_a_quantity_and_a_filter_of_alternatives(
    table: Table, define: Define
) -> None:
    ability = define(
        """
        kind: enter
        effects:
          - vanish:
              target:
                side: opponent
                zone: signi
                power: {min: {power: {ref: self}}}
                any: [{color: white}, {class: EARTH_BEAST}]
        """,
        card=BUFFALO,
    )
    assert ability[0].text == (
        "[Enter] Vanish target white SIGNI or <<Terra Beast>> SIGNI on your opponent's field with "
        "power greater than or equal to this SIGNI's power."
    )
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}"]
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434", "Michael, Blessed Angel", "Tobiel, Full Armed"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)  # 5000: Chihiro (3000) is weaker, Tobiel (red Arm) is neither
    assert game.zone_of("Michael, Blessed Angel") == Zone.ENER


def test_discarding_every_card_of_a_kind(table: Table, define: Define) -> None:
    ability = define(
        "{kind: enter, effects: [{discard: {count: all, type: SIGNI, as: gone}}, "
        "{draw: {per: {count: {ref: gone}}}}]}",
        card=BUFFALO,
    )
    assert ability[0].text == (
        "[Enter] Discard all SIGNI. Draw a card for each of the cards discarded this way."
    )
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}", "Servant #", "Polygenesis", "Servant #"]
            deck: ["Good Dig", "Good Dig", "Good Dig"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)
    assert sorted(game.names(0, Zone.HAND)) == ["Good Dig", "Good Dig", "Polygenesis"]


def test_a_constant_gives_every_covered_signi_an_ability_and_weaker_than_reads_the_game(
    table: Table, define: Define
) -> None:
    # [Constant]: your SIGNI with less power than this SIGNI gain "[Auto] Whenever this
    # SIGNI attacks, draw a card." (gain_ability in force, with `all` and `power_below`).
    ability = define(
        """
        kind: constant
        effects:
          - gain_ability:
              all: {side: you, zone: signi, power_below: {power: {ref: self}}}
              ability: {kind: auto, when: {attacks: self}, effects: [{draw: 1}]}
        """,
        card=BUFFALO,
    )
    game = table(
        f"""
        phase: attack
        players:
          - signi: ["{BUFFALO}", "Servant #", "Koalala, Phantom Terra Beast"]
          - life: ["{BUFFALO}", "{BUFFALO}"]
        """,
        abilities={BUFFALO: ability},
    )
    game.attack("Servant #")  # 1000 < 5000: it draws
    assert game.count(0, Zone.HAND) == 1
    game.attack("Koalala, Phantom Terra Beast")  # 10000: nothing
    assert game.count(0, Zone.HAND) == 1


def test_a_name_given_to_put_onto_field_names_only_the_signi_that_entered(
    table: Table, define: Define
) -> None:
    ability = define(
        """
        kind: enter
        effects:
          - put_onto_field: {target: {side: you, zone: trash, type: SIGNI, as: entered}}
          - if: {condition: {did: entered}, then: [{draw: 1}]}
        """,
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{BUFFALO}"]
            signi: [~, "Servant #", "Servant #"]
            trash: ["Tobiel, Full Armed"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)  # Tobiel (level 3) cannot enter under a level 2 Center
    assert game.zone_of("Tobiel, Full Armed") == Zone.TRASH
    assert game.count(0, Zone.HAND) == 0


def test_a_swap_offers_only_cards_that_fit_and_a_move_asks_for_the_zone(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "Level": "A SIGNI with a level greater than the center LRIG
    # level cannot be placed in the field": level 3 Tobiel cannot take Water Buffalo's place
    # under a level 2 Center; Koalala can.
    swap = define(
        "{kind: enter, effects: [{swap: {ref: self, with: {choose: {side: you, zone: ener, "
        "type: SIGNI}}}}]}",
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{BUFFALO}"]
            ener: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
        """,
        abilities={BUFFALO: swap},
    )
    game.play(BUFFALO, 1)  # Koalala, the only one that fits, is chosen without a question
    assert game.names(0, Zone.SIGNI) == ["", "Koalala, Phantom Terra Beast", ""]
    assert sorted(game.names(0, Zone.ENER)) == ["Tobiel, Full Armed", BUFFALO]

    # en-2021-glossary.txt, "SIGNI Zone": a SIGNI is reassigned to another SIGNI zone only
    # by the effect of a card: to an empty zone of its controller's choice.
    move = define("{kind: enter, effects: [{move_signi: {ref: self}}]}", card=BUFFALO)
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{BUFFALO}"]
        """,
        abilities={BUFFALO: move},
    )
    game.play(BUFFALO, 1)
    assert game.decision == DecisionKind.ZONE and len(game.options()) == 2  # zones 0 and 2
    game.into(2)
    assert game.names(0, Zone.SIGNI) == ["", "", BUFFALO]


def test_cards_share_a_color_when_one_colour_is_had_by_each(table: Table, define: Define) -> None:
    # A card of several colours shares each of them; a colourless card shares none
    # (en-2021-glossary.txt, "Color"): Koalala is red and green, the Buffalo blue and green.
    ability = define(
        "{kind: constant, condition: {share_color: {side: you, zone: signi}, min: 2}, "
        "effects: [{power: {ref: self, amount: 1000}}]}",
        card=BUFFALO,
    )

    def power(other: str) -> int:
        game = table(
            f"""
            players:
              - signi: ["{BUFFALO}", "{other}"]
            """,
            abilities={BUFFALO: ability},
        )
        return game.power(BUFFALO)

    assert power("Koalala, Phantom Terra Beast") == 6000  # green, both
    assert power("Servant #") == 5000


def test_cards_share_a_class_when_one_class_is_had_by_each(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Class": a classification of SIGNI, which effects refer to.
    # The family every one of these has (Performer) is no class shared: the Buffalo and
    # Tree Froggy are <<Water Beast>>, Koalala and Pandada <<Earth Beast>>, Sara <<Virtual>>.
    ability = define(
        "{kind: constant, condition: {share_class: {side: you, zone: signi}, min: 2}, "
        "effects: [{power: {ref: self, amount: 1000}}]}",
        card=BUFFALO,
    )

    def power(other: str) -> int:
        game = table(
            f"""
            players:
              - signi: ["{BUFFALO}", "{other}"]
            """,
            abilities={BUFFALO: ability},
        )
        return game.power(BUFFALO)

    assert power("Tree Froggy, Phantom Aquatic Beast") == 6000
    assert power(KOALALA) == 5000

    pair = define(
        "{kind: enter, effects: [{add_to_hand: {target: {side: you, zone: trash, type: SIGNI, "
        "count: 2, alike: class}}}]}",
        card=BUFFALO,
    )

    def enter(trash: list[str]) -> Play:
        game = table(
            f"""
            players:
              - hand: ["{BUFFALO}"]
                trash: {trash}
            """,
            abilities={BUFFALO: pair},
        )
        game.play(BUFFALO, 0)
        return game

    sara, pandada = "Sara Hoshikawa, Code 2434", "Pandada, Phantom Terra Beast"
    game = enter([KOALALA, sara, pandada])
    assert f"choose {sara}" not in game.options()  # no other card shares its class
    game.target(KOALALA)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, pandada]
    game = enter([KOALALA, sara])
    assert game.names(0, Zone.HAND) == []  # no two share a class: nothing is targeted
    assert game.count(0, Zone.TRASH) == 2


def test_all_the_viruses_of_a_field_are_removed_without_a_choice(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Virus": `all` removes every [Virus] of the field, asking
    # nothing; the player's own field keeps its [Virus]es.
    ability = define("{kind: enter, effects: [{remove_viruses: {all: true}}]}", card=BUFFALO)
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}"]
            viruses: [right]
          - viruses: [left, center, right]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)
    assert game.decision == DecisionKind.MAIN
    assert game.virus_zones(1) == [] and game.virus_zones(0) == [2]


def test_a_base_power_set_equal_to_a_targets_power_reads_it_as_it_resolves(
    table: Table, define: Define
) -> None:
    # en-2021-glossary.txt, "Power": the base power set first, changes on top; the
    # target's power is read as the effect resolves, and with no target nothing is set.
    ability = define(
        "{kind: enter, effects: [{set_base: {ref: self, power_of: {target: {side: opponent, "
        "zone: signi}}}}, {power: {ref: self, amount: 1000}}]}",
        card=BUFFALO,
    )

    def play(theirs: str) -> Play:
        game = table(
            f"""
            players:
              - hand: ["{BUFFALO}"]
              - signi: {theirs}
            """,
            abilities={BUFFALO: ability},
        )
        game.play(BUFFALO, 0)
        return game

    assert play(f'["{KOALALA}"]').power(BUFFALO) == 11000  # 10000, then +1000
    assert play("[]").power(BUFFALO) == 6000  # its own 5000, +1000


def test_a_signi_that_must_be_targeted_is_offered_alone_to_a_signis_ability_only(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Targets that must be chosen": while the Buffalo must be
    # targeted, the opponent's SIGNI's ability offers it alone; their spell is free.
    must = define("{kind: constant, effects: [{must_target: {ref: self}}]}", card=BUFFALO)
    weaken = "{power: {target: {side: opponent, zone: signi}, amount: -3000}}"
    enter = define(f"{{kind: enter, effects: [{weaken}]}}", card=KOALALA)
    spell = define(f"{{kind: use, effects: [{weaken}]}}", card="Polygenesis")
    game = table(
        f"""
        turn_player: 1
        players:
          - signi: ["{BUFFALO}", "Tree Froggy, Phantom Aquatic Beast"]
          - hand: ["{KOALALA}", "Polygenesis"]
            ener: ["Servant #", "Servant #", "Servant #", "Servant #"]
        """,
        abilities={BUFFALO: must, KOALALA: enter, "Polygenesis": spell},
    )
    game.play(KOALALA, 0)
    assert game.power(BUFFALO) == 2000  # the one target offered
    game.use("Polygenesis")
    game.pay()
    assert game.decision == DecisionKind.TARGET
    game.target("Tree Froggy, Phantom Aquatic Beast")
    assert game.power("Tree Froggy, Phantom Aquatic Beast") == 7000


def test_a_card_used_by_an_effect_is_offered_only_when_it_may_be_used(
    table: Table, define: Define
) -> None:
    # docs/engine-hooks.md, "Using a card by an effect": without `free` its cost is paid;
    # a SPELL it cannot pay for is not offered; it goes to its owner's trash once used.
    ability = define(
        "{kind: enter, effects: [{use_card: {choose: {side: any, zone: hand, type: SPELL, "
        "up_to: 1}, free: false}}]}",
        card=BUFFALO,
    )

    def play(ener: int) -> Play:
        game = table(
            f"""
            players:
              - hand: ["{BUFFALO}"]
                ener: {["Koalala, Phantom Terra Beast"] * ener}
                deck: {["Servant #"] * 3}
              - hand: ["Polygenesis"]
            """,
            abilities={BUFFALO: ability},
        )
        game.play(BUFFALO, 0)
        return game

    game = play(0)  # nothing to pay green with: nothing offered
    assert game.decision == DecisionKind.MAIN and game.zone_of("Polygenesis", 1) == Zone.HAND
    game = play(3)
    game.choose("Polygenesis")
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of("Polygenesis", 1) == Zone.TRASH
    # Its cost paid (one), and a green SIGNI of the Ener Zone of its user added to the hand.
    assert game.count(0, Zone.ENER) == 1 and game.count(0, Zone.HAND) == 1


def test_power_beside_the_printed_power(table: Table, define: Define) -> None:
    # "whose power is lower than its originally listed power": the power it has now,
    # against the power its card prints (en-2021-glossary.txt, "Power").
    ability = define(
        "{kind: enter, effects: [{power: {target: {side: opponent, zone: signi}, amount: "
        "-1000}}, then, {draw: {count: {per: {count: {side: opponent, zone: signi, "
        "power_vs_printed: lower}}}}}]}",
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - hand: ["{BUFFALO}"]
            deck: {["Servant #"] * 3}
          - signi: ["Koalala, Phantom Terra Beast"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)
    assert game.count(0, Zone.HAND) == 1  # Koalala, at 9000, is below its 10000


def test_a_damage_prevented_is_not_taken(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "Damage": a player takes the damage of an attack not blocked;
    # one that an effect prevents is not taken, and triggers nothing.
    ability = define(
        "{kind: auto, when: {takes_damage: opponent}, effects: [{draw: 1}]}", card=BUFFALO
    )

    def attack(prevented: bool) -> Play:
        game = table(
            f"""
            phase: attack
            players:
              - signi: ["{BUFFALO}"]
                deck: {["Servant #"] * 3}
              - life: {["Servant #"] * 3}
            """,
            abilities={BUFFALO: ability},
        )
        if prevented:
            game.game.prevent_damage(1)
        game.attack(BUFFALO)
        game.pass_until(lambda g: g.decision != DecisionKind.LIFE_BURST)
        return game

    assert attack(prevented=False).count(0, Zone.HAND) == 1
    assert attack(prevented=True).count(0, Zone.HAND) == 0
