"""Classic starter decks WD01 (White Hope) to WD05 (Black Desire): every encoded card plays its
abilities, in a classic game (classic-2014-beginner-guide.txt)."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Phase, Zone
from tests.carddb.table import Table, encodes

TAMA4 = (
    '["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko", '
    '"Tamayorihime, Half Moon Miko", "Tamayorihime, Waxing Gibbous Moon Miko", '
    '"Tamayorihime, Full Moon Miko"]'
)
HANAYO4 = '["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three", "Hanayo-Four"]'
HANAYO3 = '["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three"]'
PIRULUK4 = (
    '["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G", "Code Piruluk T"]'
)
MIDORIKO3 = (
    '["Midoriko, Combat Girl", "Midoriko, First Girl", "Midoriko, Second Girl", '
    '"Midoriko, Third Girl"]'
)
MIDORIKO4 = MIDORIKO3[:-1] + ', "Midoriko, Fourth Girl"]'
ULITH3 = (
    '["Ulith, Enma", "Ulith, Burning Eye Enma", "Ulith, Enma of Crushing Hell", '
    '"Ulith, Enma of Eternal Hell"]'
)
ULITH4 = ULITH3[:-1] + ', "Ulith, Jailer Enma"]'
KUKRI = "Kukri, Small Sword"
IRON = "Iron, Natural Stone"  # red, level 1, 3000
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000
SC = "Code Art SC"  # blue, level 1, 3000
DRS = "Code Art DRS"  # blue, level 3, 10000
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000
OWL = "Owl, Phantom Beast"  # green, level 3, 10000
EAGLE = "Eagle, Phantom Beast"  # green, level 4, 15000
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, 3000
BELZE = "Belze, Symbol of Wasteful Evil"  # black, level 3, 10000


# ------------------------------------------------------------------ WD01 White Hope


@encodes("WD01-001")
def test_full_moon_miko_powers_up_with_romail(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{KUKRI}", "Romail, Helmet Armor"]
    """)
    # Romail's own +1000 counts only in the opponent's turn.
    assert game.power(KUKRI) == 5000
    game.game.trash(game.card("Romail, Helmet Armor"))
    assert game.power(KUKRI) == 3000


@encodes("WD01-006")
def test_rococo_boundary_returns_up_to_two_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Rococo Boundary"]
            ener: ["Arc Aura", "Arc Aura", "Arc Aura", "{KUKRI}", "{KUKRI}"]
          - signi: ["{IRON}", "{SILVAN}", "{IRON}"]
    """)
    game.use("Rococo Boundary")
    game.target(IRON, SILVAN)
    assert sorted(game.names(1, Zone.HAND)) == [IRON, SILVAN]
    assert game.zone_of("Rococo Boundary") == Zone.LRIG_TRASH


@encodes("WD01-007")
def test_avon_searches_two_white_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Avon"]
            ener: ["Arc Aura", "Arc Aura", "Arc Aura"]
            deck: ["{KUKRI}", "{IRON}", "Caliburn, Greatsword"]
    """)
    game.use("Avon")
    game.choose(KUKRI, "Caliburn, Greatsword")
    assert sorted(game.names(0, Zone.HAND)) == ["Caliburn, Greatsword", KUKRI]
    assert game.names(0, Zone.DECK) == [IRON]


@encodes("WD01-008")
def test_baroque_defense_stops_the_lrig_attacking(table: Table) -> None:
    game = table(
        f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Baroque Defense"]
            ener: ["Arc Aura", "Arc Aura"]
          - signi: ["{IRON}"]
    """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.game.current_player() == 0 and g.can(g.ActionKind.USE_ARTS))
    game.use("Baroque Defense")
    game.target("Hanayo-Three")
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    assert not game.can(game.ActionKind.ATTACK)


@encodes("WD01-009")
def test_romail_powers_up_in_the_opponents_turn_and_bursts_a_bounce(table: Table) -> None:
    game = f"""
        format: classic
        turn_player: {{who}}
        players:
          - lrig: {TAMA4}
            signi: ["{KUKRI}", "Romail, Helmet Armor"]
    """
    # Full Moon Miko's +2000 with Romail, and Romail's own +1000 in the opponent's turn.
    assert table(game.format(who=1)).power(KUKRI) == 6000
    assert table(game.format(who=0)).power(KUKRI) == 5000
    burst = table.life_burst(
        "Romail, Helmet Armor", f"opponent: {{signi: ['{IRON}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.target(IRON)
    assert burst.names(1, Zone.HAND) == [IRON]


@encodes("WD01-011")
def test_trett_searches_romail_for_one_white(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Trett, Gauntlet"]
            ener: ["Arc Aura"]
            deck: ["{KUKRI}", "Romail, Helmet Armor"]
    """)
    game.play("Trett, Gauntlet", 0)
    game.accept()
    game.choose("Romail, Helmet Armor")
    assert game.names(0, Zone.HAND) == ["Romail, Helmet Armor"]
    burst = table.life_burst("Trett, Gauntlet", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD01-014")
def test_bonya_puts_the_top_three_back_in_any_order(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Bonya, Small Bow"]
            deck: ["{KUKRI}", "Caliburn, Greatsword", "Flamber, Medium Sword", "{IRON}"]
    """)
    game.play("Bonya, Small Bow", 0)
    game.choose("Flamber, Medium Sword", KUKRI)
    # The deck, bottom first: Flamber was chosen to be on top.
    assert game.names(0, Zone.DECK) == [
        IRON,
        "Caliburn, Greatsword",
        KUKRI,
        "Flamber, Medium Sword",
    ]


@encodes("WD01-015")
def test_get_bible_searches_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Get Bible"]
            ener: ["Arc Aura"]
            deck: ["{KUKRI}", "{IRON}"]
    """)
    game.use("Get Bible")
    game.choose(IRON)
    assert game.names(0, Zone.HAND) == [IRON]


# ------------------------------------------------------------------ WD02 Red Ambition


@encodes("WD02-001")
def test_hanayo_four_powers_up_with_volcano_in_her_turn(table: Table) -> None:
    source = f"""
        format: classic
        turn_player: {{who}}
        players:
          - lrig: {HANAYO4}
            signi: ["{IRON}", "Volcano, Natural Stone"]
    """
    assert table(source.format(who=0)).power(IRON) == 5000
    assert table(source.format(who=1)).power(IRON) == 3000


@encodes("WD02-006", "WD02-008", "WD02-015")
def test_red_banishes_by_power(table: Table) -> None:
    for card, weak, strong in (
        ("Firefly Sparks", "Metallica, Natural Stone", "Metallica, Natural Stone"),
        ("Burning Stone Flame", "Flamber, Medium Sword", SILVAN),
        ("Roaring Fire Pillar", KUKRI, "Flamber, Medium Sword"),
    ):
        where = "lrig_deck" if card != "Roaring Fire Pillar" else "hand"
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                {where}: ["{card}"]
                ener: ["{IRON}", "{IRON}", "{IRON}"]
              - lrig: {TAMA4}
                signi: ["{weak}", ~, "{strong}"]
        """)
        weaker, stronger = game.ids(weak, 1, Zone.SIGNI)[0], game.ids(strong, 1, Zone.SIGNI)[-1]
        game.game.add_power(stronger, 1000)
        game.use(card)
        assert game.game.zone[weaker] == Zone.ENER, card
        assert game.game.zone[stronger] == Zone.SIGNI, card


@encodes("WD02-007")
def test_back_against_the_flame_banishes_every_signi_for_three_cards(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Back Against the Flame"]
            hand: ["{IRON}", "{IRON}", "{IRON}", "{KUKRI}"]
            signi: ["{SILVAN}"]
            ener: ["{IRON}", "{IRON}"]
          - signi: ["{KUKRI}"]
    """)
    game.use("Back Against the Flame")
    game.discard(IRON, IRON, IRON)
    assert game.count(0, Zone.SIGNI) == 0 and game.count(1, Zone.SIGNI) == 0
    assert game.names(0, Zone.HAND) == [KUKRI]


@encodes("WD02-009")
def test_volcano_banishes_fifteen_thousand_for_three_red(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Volcano, Natural Stone"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - lrig: {TAMA4}
            signi: ["God Eater, Ultimate Sword"]
    """)
    game.play("Volcano, Natural Stone", 1)
    game.accept()
    assert game.zone_of("God Eater, Ultimate Sword") == Zone.ENER
    burst = table.life_burst(
        "Volcano, Natural Stone",
        "opponent: {signi: ['Flamber, Medium Sword', ~, 'Kukri, Small Sword']}",
        classic=True,
    )
    burst.burst()
    burst.target("Flamber, Medium Sword")
    assert burst.zone_of("Flamber, Medium Sword") == Zone.ENER


@encodes("WD02-011")
def test_garnet_is_fifteen_thousand_for_the_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Garnet, Natural Stone"]
    """)
    game.play("Garnet, Natural Stone", 0)
    assert game.power("Garnet, Natural Stone") == 15000
    game.pass_until(lambda g: g.turn == 4)
    assert game.power("Garnet, Natural Stone") == 7000
    burst = table.life_burst("Garnet, Natural Stone", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD02-014")
def test_amethyst_may_banish_a_thousand(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Amethyst, Natural Stone", "Amethyst, Natural Stone"]
          - signi: ["Amethyst, Natural Stone"]
    """)
    game.play("Amethyst, Natural Stone", 0)
    game.decline()
    assert game.count(1, Zone.SIGNI) == 1
    game.play("Amethyst, Natural Stone", 1)
    game.accept()
    assert game.count(1, Zone.SIGNI) == 0


# ------------------------------------------------------------------ WD03 Blue Appli


@encodes("WD03-001")
def test_piruluk_t_powers_up_while_the_opponent_holds_one_card(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["{SC}", "Code Art RMN"]
          - hand: {{hand}}
    """
    assert table(source.format(hand=f'["{KUKRI}"]')).power(SC) == 5000
    assert table(source.format(hand=f'["{KUKRI}", "{KUKRI}"]')).power(SC) == 3000


@encodes("WD03-006")
def test_peeping_analyze_discards_the_declared_level(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Peeping Analyze"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - hand: ["{KUKRI}", "{IRON}", "Flamber, Medium Sword", "Get Bible"]
    """)
    game.use("Peeping Analyze")
    game.mode(1)
    assert game.names(1, Zone.HAND) == ["Flamber, Medium Sword", "Get Bible"]


@encodes("WD03-007")
def test_dont_move_downs_two_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Don't Move"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{IRON}", "{KUKRI}", "{SILVAN}"]
    """)
    game.pass_until(lambda g: g.game.current_player() == 0)
    game.use("Don't Move")
    game.target(IRON, SILVAN)
    assert game.downed[game.card(IRON)] and game.downed[game.card(SILVAN)]
    assert not game.downed[game.card(KUKRI, 1, Zone.SIGNI)]


@encodes("WD03-008")
def test_draw_two(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Draw Two"]
            ener: ["{SC}", "{KUKRI}"]
    """)
    game.use("Draw Two")
    assert game.count(0, Zone.HAND) == 2


@encodes("WD03-009")
def test_rmn_discards_at_random_and_bursts_a_discard(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["Code Art RMN"]
            ener: ["{SC}"]
          - hand: ["{KUKRI}", "{IRON}"]
    """)
    game.play("Code Art RMN", 0)
    game.accept()
    assert game.count(1, Zone.HAND) == 1
    burst = table.life_burst(
        "Code Art RMN", f"opponent: {{hand: ['{KUKRI}', '{IRON}']}}", classic=True
    )
    burst.burst()
    burst.discard(IRON)
    assert burst.names(1, Zone.HAND) == [KUKRI]


@encodes("WD03-011")
def test_smp_discards_a_level_one_card_of_your_choice(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["Code Art SMP"]
          - hand: ["{KUKRI}", "{IRON}", "{SILVAN}"]
    """)
    game.play("Code Art SMP", 0)
    decision = game.game.decision
    assert decision is not None and decision.player == 0
    assert sorted(game.options()) == sorted(
        option for option in game.options() if KUKRI in option or IRON in option
    )
    game.choose(IRON)
    assert sorted(game.names(1, Zone.HAND)) == [KUKRI, SILVAN]
    burst = table.life_burst("Code Art SMP", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD03-014")
def test_rfr_draws_then_discards(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["Code Art RFR", "{KUKRI}"]
            deck: ["{SC}", "{IRON}"]
    """)
    game.play("Code Art RFR", 0)
    game.discard(KUKRI)
    assert game.names(0, Zone.HAND) == [SC]
    assert game.names(0, Zone.TRASH) == [KUKRI]


@encodes("WD03-015")
def test_too_bad_discards_at_random(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["TOO BAD"]
            ener: ["{SC}"]
          - hand: ["{KUKRI}", "{IRON}"]
    """)
    game.use("TOO BAD")
    assert game.count(1, Zone.HAND) == 1 and game.count(1, Zone.TRASH) == 1


# ------------------------------------------------------------------ WD04 Green Wanna


@encodes("WD04-001")
def test_midoriko_four_powers_up_with_seiryu_and_seven_ener(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            signi: ["{SWALLOW}", "Seiryu, Phantom Beast"]
            ener: {{ener}}
    """
    assert table(source.format(ener=str([SWALLOW] * 7))).power(SWALLOW) == 5000
    assert table(source.format(ener=str([SWALLOW] * 6))).power(SWALLOW) == 3000


@encodes("WD04-006")
def test_in_high_spirits(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            lrig_deck: ["WD04-006"]
            signi: ["{SWALLOW}", "{OWL}"]
            ener: ["{SWALLOW}"]
    """)
    game.use("In High Spirits")
    assert game.power(SWALLOW) == 8000 and game.power(OWL) == 15000


@encodes("WD04-007")
def test_over_and_over_again_returns_two_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            lrig_deck: ["Over and Over Again"]
            ener: ["{SWALLOW}", "{OWL}", "{EAGLE}"]
    """)
    game.use("Over and Over Again")
    game.pay(SWALLOW)
    game.choose(OWL, EAGLE)
    assert sorted(game.names(0, Zone.HAND)) == [EAGLE, OWL]


@encodes("WD04-008")
def test_follow_blindly_banishes_twelve_thousand_or_more(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            lrig_deck: ["Follow Blindly"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
          - lrig: {TAMA4}
            signi: ["Caliburn, Greatsword", "God Eater, Ultimate Sword"]
    """)
    game.use("Follow Blindly")
    assert game.zone_of("God Eater, Ultimate Sword") == Zone.ENER
    assert game.zone_of("Caliburn, Greatsword") == Zone.SIGNI


@encodes("WD04-009")
def test_seiryu_with_three_big_signi_gets_lancer_and_banishes_on_attack(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MIDORIKO4}
            signi: ["Seiryu, Phantom Beast", "{EAGLE}", "{OWL}"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}",
                   "{SWALLOW}"]
          - lrig: {TAMA4}
            signi: ["{KUKRI}", "Caliburn, Greatsword", ~]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    # Midoriko gives +2000: Seiryu 14000, Eagle 17000, Owl 12000: one of 15000 or more.
    seiryu = game.card("Seiryu, Phantom Beast")
    assert game.power("Seiryu, Phantom Beast") == 14000
    assert not game.has_keyword(seiryu, KW.LANCER)
    game.game.add_power(seiryu, 1000)
    game.game.add_power(game.card(OWL), 3000)
    assert game.has_keyword(seiryu, KW.LANCER)
    kukri = game.card(KUKRI, 1, Zone.SIGNI)
    game.attack("Seiryu, Phantom Beast")
    game.target("Caliburn, Greatsword")
    assert game.zone_of("Caliburn, Greatsword") == Zone.ENER
    assert game.game.zone[kukri] == Zone.ENER  # banished in battle
    assert game.count(1, Zone.LIFE) == 1  # Lancer
    burst = table.life_burst(
        "Seiryu, Phantom Beast",
        f"opponent: {{signi: ['Caliburn, Greatsword', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    assert burst.zone_of("Caliburn, Greatsword") == Zone.ENER


@encodes("WD04-010")
def test_misuzaku_has_lancer_at_ten_thousand(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            signi: ["Misuzaku, Phantom Beast"]
    """)
    card = game.card("Misuzaku, Phantom Beast")
    assert not game.has_keyword(card, KW.LANCER)
    game.game.add_power(card, 2000)
    assert game.has_keyword(card, KW.LANCER)
    burst = table.life_burst(
        "Misuzaku, Phantom Beast",
        f"opponent: {{lrig: {HANAYO4}, signi: ['God Eater, Ultimate Sword', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    assert burst.zone_of("God Eater, Ultimate Sword") == Zone.ENER


@encodes("WD04-013", "WD04-015")
def test_kogenbu_and_hyakko_charge_when_strong_enough(table: Table) -> None:
    for card, needed in (("Kogenbu, Phantom Beast", 5000), ("Hyakko, Phantom Beast", 3000)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {MIDORIKO3}
                signi: ["{card}", "{card}"]
                deck: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
              - life: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
        """)
        first = game.ids(card, 0, Zone.SIGNI)[0]
        game.game.add_power(first, needed - game.game.power(first))
        game.attack(card)  # the first, strong enough
        assert game.count(0, Zone.ENER) == 1, card
        game.attack(card)  # the second, too weak
        assert game.count(0, Zone.ENER) == 1, card


@encodes("WD04-018")
def test_fallen_banishes_up_to_the_downed_signis_power(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            hand: ["Fallen"]
            signi: ["{OWL}", "{SWALLOW}"]
            ener: ["{SWALLOW}"]
          - lrig: {TAMA4}
            signi: ["Caliburn, Greatsword", "God Eater, Ultimate Sword"]
    """)
    game.use("Fallen")
    game.target(OWL)
    assert game.downed[game.card(OWL)]
    assert game.zone_of("Caliburn, Greatsword") == Zone.ENER  # the only one of 10000 or less


# ------------------------------------------------------------------ WD05 Black Desire


@encodes("WD05-001")
def test_ulith_jailer_powers_up_with_metsum_and_twenty_in_the_trash(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {ULITH4}
            signi: ["{KOONI}", "Metsum, Fallen Cannon Girl"]
            trash: {{trash}}
    """
    assert table(source.format(trash=str([KOONI] * 20))).power(KOONI) == 5000
    assert table(source.format(trash=str([KOONI] * 19))).power(KOONI) == 3000


@encodes("WD05-006", "WD05-007", "WD05-017")
def test_black_power_minus(table: Table) -> None:
    for card, where, amount in (
        ("Moment Punish", "lrig_deck", 7000),
        ("Eternal Punish", "lrig_deck", 15000),
        ("Hole Dark", "hand", 4000),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {ULITH3}
                {where}: ["{card}"]
                ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
              - lrig: {TAMA4}
                signi: ["God Eater, Ultimate Sword"]
        """)
        game.game.add_power(game.card("God Eater, Ultimate Sword"), 1000)
        game.use(card)
        assert game.power("God Eater, Ultimate Sword") == 16000 - amount, card


@encodes("WD05-008")
def test_grave_out_returns_three_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            lrig_deck: ["Grave Out"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}", "{KOONI}", "{KOONI}"]
            trash: ["{KOONI}", "{BELZE}", "Hole Dark", "{KUKRI}"]
    """)
    game.use("Grave Out")
    game.choose(KOONI, BELZE, KUKRI)
    assert sorted(game.names(0, Zone.HAND)) == sorted([BELZE, KUKRI, KOONI])


@encodes("WD05-009")
def test_metsum_mills_both_players_seven(table: Table) -> None:
    deck = str([KOONI] * 8)
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            hand: ["Metsum, Fallen Cannon Girl"]
            deck: {deck}
          - deck: {deck}
    """)
    game.play("Metsum, Fallen Cannon Girl", 0)
    assert game.count(0, Zone.TRASH) == 7 and game.count(1, Zone.TRASH) == 7
    burst = table.life_burst("Metsum, Fallen Cannon Girl", f"trash: ['{BELZE}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [BELZE]


@encodes("WD05-011")
def test_carry_gets_five_thousand_with_ten_in_the_trash(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {ULITH3}
            signi: ["Carry, Fallen Cannon Girl"]
            trash: {{trash}}
    """
    assert table(source.format(trash=str([KOONI] * 10))).power("Carry, Fallen Cannon Girl") == 12000
    assert table(source.format(trash=str([KOONI] * 9))).power("Carry, Fallen Cannon Girl") == 7000
    burst = table.life_burst("Carry, Fallen Cannon Girl", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD05-014")
def test_succu_mills_three(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH3}
            hand: ["Succu, Fallen Cannon Girl"]
            deck: ["{KOONI}", "{KOONI}", "{KOONI}", "{KOONI}"]
    """)
    game.play("Succu, Fallen Cannon Girl", 0)
    assert game.count(0, Zone.TRASH) == 3
    assert game.game.phase == Phase.MAIN and game.decision == DecisionKind.MAIN


# ------------------------------------------------------------------ reprints in WD01 to WD05


@encodes("WX01-051", "WX01-100", "WX01-101", "WX01-102")
def test_servants_burst_an_ener_charge(table: Table) -> None:
    for servant in ("Servant Q", "Servant T", "Servant D", "Servant O"):
        burst = table.life_burst(servant, f"deck: ['{KUKRI}', '{KUKRI}']", classic=True)
        burst.burst()
        assert burst.count(0, Zone.ENER) == 2, servant  # the charged card and the Servant


@encodes("WX01-103")
def test_jetting_knowledge_draws_and_bursts_an_ener_charge(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Jetting Knowledge"]
            deck: ["{IRON}", "{KUKRI}"]
    """)
    game.use("Jetting Knowledge")
    assert game.names(0, Zone.HAND) == [IRON]
    burst = table.life_burst("Jetting Knowledge", f"deck: ['{KUKRI}', '{KUKRI}']", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2


@encodes("WX01-048")
def test_bigtatt_powers_up_all_your_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            hand: ["Bigtatt, Phantom Beast"]
            signi: ["{SWALLOW}"]
    """)
    game.play("Bigtatt, Phantom Beast", 1)
    assert game.power(SWALLOW) == 5000 and game.power("Bigtatt, Phantom Beast") == 10000
    burst = table.life_burst("Bigtatt, Phantom Beast", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2


@encodes("WX01-091", "WX01-095")
def test_koalan_and_pandan_power_up_one_signi(table: Table) -> None:
    for card, amount in (("Koalan, Phantom Beast", 3000), ("Pandan, Phantom Beast", 2000)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MIDORIKO3}
                hand: ["{card}"]
                signi: ["{SWALLOW}", ~, "{OWL}"]
        """)
        game.play(card, 1)
        game.target(OWL)
        assert game.power(OWL) == 10000 + amount and game.power(SWALLOW) == 3000, card
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1, card


@encodes("WX02-080")
def test_recalled_blessing_returns_a_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH3}
            hand: ["Recalled Blessing"]
            ener: ["{KOONI}", "{KOONI}"]
            trash: ["{BELZE}", "Hole Dark"]
    """)
    game.use("Recalled Blessing")
    game.choose(BELZE)  # or a Kooni paid for it
    assert game.names(0, Zone.HAND) == [BELZE]
    burst = table.life_burst("Recalled Blessing", f"trash: ['{BELZE}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [BELZE]
