"""WXDi-P11: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, assist, burst, end_of_turn
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs


@encodes("WXDi-P11-052")
def test_mikamune_reveals_at_the_end_of_turn_and_draws_an_armed_or_weapon_signi(
    table: Table,
) -> None:
    card = "Mikamune, Lightly Armed"
    assert end_of_turn(table, card, ROMAIL).names(0, Zone.HAND) == [ROMAIL]  # <<Armed>>
    weapon = "Flathro Commander, Roaring Flame"
    assert end_of_turn(table, card, weapon).names(0, Zone.HAND) == [weapon]  # <<Weapon>>
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0


@encodes("WXDi-P11-057")
def test_kiraiza_vanishes_2000_or_less_beside_an_armed_signi(table: Table) -> None:
    for beside, zone in ((ROMAIL, Zone.ENER), (BUFFALO, Zone.SIGNI)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Kiraiza, Small Arms", "{beside}"]
              - signi: [~, "{ROMAIL}"]
        """)
        game.attack("Kiraiza, Small Arms")
        assert game.zone_of(ROMAIL, 1) == zone


@encodes("WXDi-P11-065")
def test_tho2_discards_to_reveal_an_atom_signi_of_the_top_three(table: Table) -> None:
    atom = "Mahomaho//Dissona, Natural Element"
    game = table(f"""
        players:
          - hand: ["ThO2, Natural Element", "{ROMAIL}"]
            deck: ["{BUFFALO}", "{atom}", "{BUFFALO}", "{ROMAIL}"]
    """)
    game.play("ThO2, Natural Element", 0)
    game.accept()
    game.choose(atom)
    assert game.names(0, Zone.HAND) == [atom] and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P11-041")
def test_ajax_powers_armed_signi_with_one_card_in_hand_and_discards_two_to_vanish(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Ajax, Great Shield", "{ROMAIL}", "{BUFFALO}"]
            hand: ["{ROMAIL}", "Flathro Commander, Roaring Flame"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    assert game.power(ROMAIL, 0) == 2000  # two cards in hand
    game.end_main()
    game.accept()
    game.discard(ROMAIL)  # then Flathro, a <<Weapon>>
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER
    assert game.power(ROMAIL, 0) == 5000 and game.power(BUFFALO, 0) == 5000  # Buffalo: no


@encodes("WXDi-P11-045")
def test_oberon_counts_angels_in_the_ener_zone_and_moves_one_from_the_trash(
    table: Table,
) -> None:
    oberon = "Oberon, Jade Angel Queen"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{oberon}"]
            ener: ["Circe, Blessed Angel", "Erebus, Doomed Angel"]
            trash: ["Pele, Blessed Angel"]
    """)
    base = game.power(oberon)
    game.end_main()
    assert game.zone_of("Pele, Blessed Angel") == Zone.ENER
    assert game.power(oberon) == base + 3000  # three <<Angel>> SIGNI in the Ener Zone now


@encodes("WXDi-P11-045")
def test_oberon_leaving_in_the_opponents_turn_adds_an_angel(table: Table) -> None:
    oberon = "Oberon, Jade Angel Queen"
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{oberon}"]
            ener: ["Circe, Blessed Angel"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.game.add_power(game.card("Koalala, Phantom Terra Beast"), 5000)
    game.attack("Koalala, Phantom Terra Beast")  # 15000 vanishes Oberon
    game.target("Circe, Blessed Angel")
    assert game.names(0, Zone.HAND) == ["Circe, Blessed Angel"]


@encodes("WXDi-P11-082")
def test_furufuru_mills_six_of_each_deck_when_six_were_milled(table: Table) -> None:
    for deck, milled in ((7, 6), (5, 0)):
        game = table(f"""
            phase: end
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Furufuru, Doomed Evil"]
                deck: {[BUFFALO] * deck}
              - deck: {[BUFFALO] * 12}  # six milled, two drawn: no refresh
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(1, Zone.TRASH) == milled


@encodes("WXDi-P11-067")
def test_needlefish_gives_minus_3000_after_two_discards_else_minus_2000(table: Table) -> None:
    for discard, power in ((2, 2000), (1, 3000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Needlefish, Phantom Aquatic Beast", "Servant #", "{ROMAIL}"]
                ener: ["{BUFFALO}"]
              - signi: ["{BUFFALO}"]
        """)
        for name in ["Servant #", ROMAIL][:discard]:
            game.game.discard(game.card(name, 0, Zone.HAND))  # as an earlier effect would
        game.play("Needlefish, Phantom Aquatic Beast", 0)
        game.accept()
        assert game.power(BUFFALO, 1) == power


@encodes("WXDi-P11-058")
def test_hessonite_trashes_an_opponents_ener_card_when_targeted_in_their_turn(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Hessonite, Natural Crystal"]
          - hand: ["Fuyuki Hakase, Code 2434"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.play("Fuyuki Hakase, Code 2434", 0)  # targets Hessonite, the only SIGNI
    assert game.count(1, Zone.TRASH) == 1 and game.count(1, Zone.ENER) == 1


@encodes("WXDi-P11-068")
def test_snowsec_loots_on_entering_and_grows_after_two_discards(table: Table) -> None:
    game = table(f"""
        phase: main
        players:
          - hand: ["Snowsec, Phantom Insect", "{ROMAIL}"]
            deck: {[BUFFALO] * 4}
    """)
    game.play("Snowsec, Phantom Insect", 0)
    game.discard(ROMAIL)
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    for discards, power in ((2, 12000), (1, 8000)):
        game = table(f"""
            players:
              - signi: ["Snowsec, Phantom Insect"]
                hand: ["Servant #", "{ROMAIL}"]
                deck: {[BUFFALO] * 4}
        """)
        for name in ["Servant #", ROMAIL][:discards]:
            game.game.discard(game.card(name, 0, Zone.HAND))
        game.end_main()
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.power("Snowsec, Phantom Insect") == power


@encodes("WXDi-P11-068")
def test_snowsec_life_burst_downs_freezes_and_draws(table: Table) -> None:
    game = burst(table, "Snowsec, Phantom Insect")
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.game.downed[koalala] and game.game.frozen[koalala]
    assert game.count(0, Zone.HAND) == 1


# Cards encoded with the terms of the later rounds (player abilities, unless, moves, ...).
CHAIKA = "Hanabatake Chaika, Code 2434"  # black
TOBIEL = "Tobiel, Full Armed"  # level 3, 12000, red
CIRCE = "Circe, Blessed Angel"  # level 2, 10000, white <<Angel>>
LIFE = str([BUFFALO] * 3)
CARNIVAL_0 = ["Carnival -0-"]
ANN_0 = ["Ann, Marvel of Miracles"]
# A Center LRIG with seven cards under it (for [Exceed 7]).
HIRANA = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
    "Hirana, a Step Towards the Top",
]
EXCEED_7 = lrigs([*HIRANA, *HIRANA])


@encodes("WXDi-P11-004")
@pytest.mark.parametrize(("hand", "drawn"), [(2, 1), (4, 0)])
def test_wish_in_draws_at_each_main_phase_with_five_or_fewer_cards(
    table: Table, hand: int, drawn: int
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Dona START", right="Aya! 0")}
            lrig_deck: ["Wish In..."]
            ener: ["{BUFFALO}"]
            hand: {[ROMAIL] * hand}
            deck: {[KOALALA] * 8}
    """)
    game.use("Wish In...")
    game.pass_until(lambda play: play.game.turn == 5 and play.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.HAND) == hand + 2 + drawn  # the draw phase's two, and one


@encodes("WXDi-P11-029", "WXDi-P11-034", "WXDi-P11-037")
@pytest.mark.parametrize(
    ("card", "below", "moved", "kept", "to"),
    [
        ("Carnival -Attack-", CARNIVAL_0, KOALALA, TOBIEL, Zone.ENER),  # level two or less
        ("Ann - Dance", ANN_0, KOALALA, ROMAIL, Zone.HAND),  # 7000 or more
        ("Ann - Disperse", [*ANN_0, "Ann - Dance"], TOBIEL, ROMAIL, Zone.ENER),  # 10000+
    ],
)
def test_assists_remove_a_signi_on_growing(
    table: Table, card: str, below: list[str], moved: str, kept: str, to: Zone
) -> None:
    game = assist(
        table, card, below, mine=f"ener: {[BUFFALO] * 1}", theirs=f'signi: ["{kept}", "{moved}"]'
    )
    assert game.zone_of(moved, 1) == to and game.zone_of(kept, 1) == Zone.SIGNI


@encodes("WXDi-P11-037")
def test_ann_disperse_pays_to_vanish_a_second_10000_or_more(table: Table) -> None:
    game = assist(
        table,
        "Ann - Disperse",
        [*ANN_0, "Ann - Dance"],
        mine=f"ener: {[KOALALA, *[BUFFALO] * 5]}",
        theirs=f'signi: ["{TOBIEL}", "{CIRCE}", "{ROMAIL}"]',
    )
    game.target(TOBIEL)
    game.accept()  # pay green and four colorless
    assert game.zone_of(TOBIEL) == Zone.ENER and game.zone_of(CIRCE) == Zone.ENER


@encodes("WXDi-P11-030")
def test_carnival_grudge_puts_up_to_two_signi_onto_the_field(table: Table) -> None:
    game = assist(
        table,
        "Carnival -Grudge-",
        CARNIVAL_0,
        mine=f'deck: ["{ROMAIL}", "Masked Legend", "{KOALALA}", "{BUFFALO}", "{BUFFALO}"]',
    )
    game.choose(ROMAIL, KOALALA)
    for zone in (0, 1):
        game.into(zone)
    assert game.names(0, Zone.SIGNI) == [ROMAIL, KOALALA, ""]
    assert game.zone_of("Masked Legend") == Zone.DECK


@encodes("WXDi-P11-032")
def test_carnival_sin_gives_assassin_lancer_or_no_attack(table: Table) -> None:
    game = assist(
        table,
        "Carnival -Sin-",
        [*CARNIVAL_0, "Carnival -Attack-"],
        mine=f"""signi: ["{ROMAIL}"]
            ener: {[BUFFALO] * 4}""",
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.mode(0)
    game.target(ROMAIL)
    game.accept()  # pay two colorless for the second
    game.mode(2)
    game.target(KOALALA)
    assert game.has_keyword(game.card(ROMAIL), KW.ASSASSIN)
    assert game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)


@encodes("WXDi-P11-033")
def test_carnival_thievery_adds_a_signi_and_vanishes_one_of_its_level(table: Table) -> None:
    game = assist(
        table,
        "Carnival -Thievery-",
        [*CARNIVAL_0, "Carnival -Attack-"],
        mine=f"""ener: {[BUFFALO] * 2}
            deck: ["Masked Legend", "{KOALALA}", "{ROMAIL}", "{BUFFALO}"]""",
        theirs=f'signi: ["{TOBIEL}", "{CIRCE}", "Servant #"]',
    )
    game.choose(KOALALA)  # level two
    game.choose("Masked Legend")  # the order of the rest
    assert game.zone_of(KOALALA) == Zone.HAND
    assert game.zone_of(CIRCE) == Zone.ENER  # the only level two SIGNI


@encodes("WXDi-P11-035")
def test_ann_enchant_charges_up_to_two_cards_sharing_the_centers_color(table: Table) -> None:
    game = assist(
        table,
        "Ann - Enchant",
        ANN_0,
        mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "Masked Legend", "{TOBIEL}"]',
    )
    assert "Romail" not in " ".join(game.options())  # red; the Center At is green
    game.choose(KOALALA, BUFFALO)
    assert sorted(game.names(0, Zone.ENER)) == sorted([KOALALA, BUFFALO])


@encodes("WXDi-P11-036")
def test_ann_repose_charges_and_prevents_the_next_damage(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[*ANN_0, "Ann - Dance"])}
            lrig_deck: ["Ann - Repose"]
            deck: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow("Ann - Repose")  # in the opponent's attack phase
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)
    game.pass_until(lambda play: play.game.turn_player == 0 or play.is_terminal())
    assert not game.is_terminal() and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P11-038")
def test_ann_colorize_lifts_in_your_turn_and_shadows_in_the_opponents(table: Table) -> None:
    game = assist(
        table,
        "Ann - Colorize",
        [*ANN_0, "Ann - Dance"],
        mine=f"""signi: ["{ROMAIL}"]
            ener: {[BUFFALO] * 2}""",
    )
    assert game.power(ROMAIL) == 12000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(ROMAIL) == 12000  # until the end of the opponent's next turn
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[*ANN_0, "Ann - Dance"])}
            lrig_deck: ["Ann - Colorize"]
            signi: ["{ROMAIL}"]
            ener: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.USE_WINDOW)
    game.grow("Ann - Colorize")
    game.pay()
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    romail = game.card(ROMAIL)
    assert game.power(ROMAIL) == 2000 and game.has_keyword(romail, KW.SHADOW)


REMEMBER = "Remember//Memoria, Azure Mind Queen"


@encodes("WXDi-P11-043")
def test_remember_memoria_adds_the_top_card_when_its_level_was_declared(table: Table) -> None:
    for declared, added in ((2, True), (3, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{REMEMBER}"]
                deck: ["{KOALALA}", "{BUFFALO}"]
        """)
        game.end_main()
        game.mode(declared)
        assert (game.zone_of(KOALALA) == Zone.HAND) == added


@encodes("WXDi-P11-043")
def test_remember_memoria_pays_to_return_a_frozen_signi_and_a_coin_to_freeze(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{REMEMBER}"]
            ener: ["{BUFFALO}"]
            coins: 1
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA} (frozen)", "{TOBIEL}"]
    """)
    game.play(REMEMBER, 0)
    game.first()  # the bounce first
    game.accept()  # pay 1 blue: the frozen Koalala
    game.accept()  # pay a coin: freeze Tobiel
    assert game.zone_of(KOALALA) == Zone.HAND and game.frozen[game.card(TOBIEL)]


OTOHIME = "Otohime, Aquatic Phantom Queen"


@encodes("WXDi-P11-044")
def test_otohime_goes_to_the_trash_with_a_small_hand_unless_you_pay(table: Table) -> None:
    for pay in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{OTOHIME}"]
                ener: ["{BUFFALO}"]
        """)
        game.play(OTOHIME, 0)
        game.accept() if pay else game.decline()
        assert game.zone_of(OTOHIME) == (Zone.SIGNI if pay else Zone.TRASH)


@encodes("WXDi-P11-044")
def test_otohime_draws_two_when_attacking_and_discards_four_to_bottom_a_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{OTOHIME}"]
            hand: {[BUFFALO] * 4}
            deck: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}", "{TOBIEL}"]
            life: {LIFE}
    """)
    game.action(OTOHIME)  # discard four cards: Koalala (Tobiel has 12000)
    assert game.names(1, Zone.DECK)[0] == KOALALA
    game.end_main()
    game.attack(OTOHIME)
    assert game.names(0, Zone.HAND) == [ROMAIL, ROMAIL]


CARNIVAL_MEMORIA = "Carnival//Memoria, Doomed Queen"


@encodes("WXDi-P11-048")
def test_carnival_memoria_vanishes_and_mills_by_level_then_strips_ener_and_hand(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CARNIVAL_MEMORIA}"]
            ener: {[CHAIKA] * 3}
            trash: {[CHAIKA] * 17}
            deck: {[CHAIKA] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
            hand: ["{ROMAIL}"]
            ener: ["{KOALALA}", "{BUFFALO}"]
            life: {LIFE}
    """)
    game.play(CARNIVAL_MEMORIA, 0)
    game.accept()  # pay black and two colorless: vanish Tobiel, mill three
    assert game.zone_of(TOBIEL) == Zone.ENER and game.count(0, Zone.TRASH) == 17 + 3 + 3
    game.end_main()
    game.attack(CARNIVAL_MEMORIA)
    game.first()  # both trigger: ten and twenty black cards
    game.choose(KOALALA)  # the opponent's choice
    assert game.zone_of(KOALALA) == Zone.TRASH and game.zone_of(ROMAIL) == Zone.TRASH


@encodes("WXDi-P11-056")
def test_utulls_territory_adds_an_angel_and_a_legacy_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Ut'ulls Territory"]
            ener: ["{CIRCE}", "{CHAIKA}"]
            trash: ["{CIRCE}", "Voyni, Code: Old", "{ROMAIL}"]
          - signi: ["{KOALALA}"]
    """)
    game.use("Ut'ulls Territory")
    game.mode(0)
    game.target(CIRCE)
    game.target("Voyni, Code: Old")  # <<Legacy>>
    assert sorted(game.names(0, Zone.HAND)) == sorted([CIRCE, "Voyni, Code: Old"])
    game = burst(table, "Ut'ulls Territory")
    assert game.zone_of(KOALALA, 1) == Zone.HAND


HANAYO = "Hanayo//Memoria, Natural Element"
THO2 = "ThO2, Natural Element"  # level 1 <<Atom>>


@encodes("WXDi-P11-059")
def test_hanayo_memoria_discards_an_atom_to_draw_and_vanish(table: Table) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HANAYO}"]
            hand: ["{THO2}", "{ROMAIL}"]
            deck: {[BUFFALO] * 3}
          - signi: ["{KOALALA}"]
    """)
    game.accept()  # discard ThO2
    game.target(KOALALA)
    assert game.zone_of(THO2) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P11-059")
def test_hanayo_memoria_pays_red_and_coins_for_an_atom_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{HANAYO}"]
            ener: ["{ROMAIL}"]
            trash: ["{THO2}", "{KOALALA}"]
            coins: 2
    """)
    game.action(HANAYO)
    assert game.zone_of(THO2) == Zone.HAND and game.game.players[0].coins == 0
    game = burst(table, HANAYO)
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P11-061")
def test_c2h6_rises_on_an_atom_and_vanishes_2000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["C2H6, Natural Element"]
            signi: ["{THO2}", "{ROMAIL}"]
          - signi: ["{ROMAIL}", "Servant #"]
    """)
    game.play("C2H6, Natural Element", 0)  # on top of ThO2
    game.target(ROMAIL)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER
    assert game.names(0, Zone.SIGNI)[0] == "C2H6, Natural Element"


AMOEBA = "Amoeba, Natural Bacteria"
PLUMBAGO = "Plumbago, Natural Plant"
ALLOS = "Allos Piruluk//Memoria, Azure Evil"


@encodes("WXDi-P11-066")
def test_amoeba_discarded_by_the_opponent_draws_with_two_or_fewer_cards(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{AMOEBA}"]
            deck: {[KOALALA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ALLOS}"]
            coins: 3
    """)
    game.action(ALLOS)  # three coins: a random discard, the only card
    assert game.zone_of(AMOEBA) == Zone.TRASH and game.names(0, Zone.HAND) == [KOALALA]
    game = table.life_burst(AMOEBA, f'deck: ["{ROMAIL}", "{BUFFALO}", "Masked Legend"]')
    game.burst()
    game.choose(ROMAIL)
    game.mode(1)  # onto the field
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(ROMAIL, 0) == Zone.SIGNI


@encodes("WXDi-P11-069")
def test_plumbago_draws_at_the_opponents_turn_end_and_charges_when_discarded(
    table: Table,
) -> None:
    for phase, turn in (("main", 3), ("end", 4)):
        game = table(f"""
            phase: {phase}
            turn: {turn}
            turn_player: {turn - 3}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{PLUMBAGO}"]
                hand: {[ROMAIL] * 3}
                deck: {[KOALALA] * 3}
        """)
        if phase == "main":
            assert game.power(PLUMBAGO) == 12000  # three cards in hand
    # The opponent's turn ended (a card) and yours began (two): six cards.
    assert game.count(0, Zone.HAND) == 6 and game.power(PLUMBAGO) == 15000
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{PLUMBAGO}", "{ROMAIL}", "{ALLOS}", "{BUFFALO}", "{KOALALA}"]
            deck: {[ROMAIL] * 3}
          - signi: ["Servant #"]
    """)
    game.play(ALLOS, 0)
    game.accept()  # discard three cards, Plumbago among them
    game.discard(PLUMBAGO, ROMAIL, BUFFALO)
    game.accept()  # Plumbago: discard Koalala for [Ener Charge 1]
    assert game.zone_of(KOALALA) == Zone.TRASH and game.count(0, Zone.ENER) == 1
    game = burst(table, PLUMBAGO, mine=f"deck: {[ROMAIL] * 3}")
    assert game.count(0, Zone.HAND) == 3


@encodes("WXDi-P11-070")
@pytest.mark.parametrize("exceed", [True, False])
def test_fever_sorts_the_top_three_and_draws_two_with_exceed_7(table: Table, exceed: bool) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_7 if exceed else lrigs(AT3)}
            hand: ["Fever"]
            deck: ["{ROMAIL}", "{KOALALA}", "{TOBIEL}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.use("Fever")
    if exceed:
        game.accept()
    game.choose(ROMAIL)  # to the bottom
    game.done()
    game.choose(TOBIEL)  # the order of the rest on top: Tobiel first, so Koalala on top
    if exceed:
        assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA, TOBIEL])
    else:
        assert game.names(0, Zone.DECK)[0] == ROMAIL and game.count(0, Zone.HAND) == 0


@encodes("WXDi-P11-070")
def test_fever_life_burst_discards_to_bottom_an_upped_signi(table: Table) -> None:
    game = burst(table, "Fever", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    assert game.names(1, Zone.DECK)[0] == KOALALA


@encodes("WXDi-P11-072")
def test_menko_returns_to_the_hand_after_a_battle_vanish_to_charge_two(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Menko, First Play"]
            deck: {[BUFFALO] * 3}
          - signi: ["Servant #"]
            life: {LIFE}
    """)
    game.attack("Menko, First Play")
    game.accept()
    assert game.zone_of("Menko, First Play") == Zone.HAND and game.count(0, Zone.ENER) == 2


MARITOZZO = "Maritozzo, Code: Eat"


@encodes("WXDi-P11-073")
def test_maritozzo_grows_twice_a_turn_when_cards_enter_the_ener_zone(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MARITOZZO}"]
            ener: ["{BUFFALO}"]
            deck: ["{ROMAIL}", "{KOALALA}", "{TOBIEL}", "{BUFFALO}"]
    """)
    game.play(MARITOZZO, 0)
    game.accept()  # pay 1 colorless
    game.choose(KOALALA)  # into the Ener Zone
    game.choose(ROMAIL)  # the order of the rest
    assert game.zone_of(KOALALA) == Zone.ENER and game.power(MARITOZZO) == 5000
    game = burst(table, MARITOZZO, mine=f"deck: {[BUFFALO] * 2}")
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)
    assert not game.is_terminal()


SCRATCH = "Scratch Art, Jade Beauty"


@encodes("WXDi-P11-074")
def test_scratch_art_bottoms_opposing_trash_and_its_own_trash_when_vanished(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SCRATCH}"]
            trash: ["{ROMAIL}", "Servant #", "{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["Masked Legend"]
            ener: ["{ROMAIL}"]
            trash: ["{TOBIEL}"]
            coins: 2
    """)
    game.end_main()  # Tobiel, the only card, goes to the bottom of the opponent's deck
    assert game.names(1, Zone.DECK)[0] == TOBIEL
    game.pass_until(lambda play: play.game.turn_player == 1 and play.decision == DecisionKind.MAIN)
    game.use("Masked Legend")
    game.accept()  # bet: vanish Scratch Art
    game.target(ROMAIL, KOALALA)  # the Servant # has a Guard icon
    assert game.names(0, Zone.TRASH) == ["Servant #"]


SEVEN = "Seven Lights"


@encodes("WXDi-P11-076")
def test_seven_lights_charges_from_the_trash_and_with_exceed_7_adds_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_7}
            hand: ["{SEVEN}"]
            trash: ["{ROMAIL}", "{KOALALA}"]
            ener: ["{BUFFALO}", "Servant #"]
    """)
    game.use(SEVEN)
    game.accept()  # [Exceed 7]
    game.target(KOALALA)  # red, as the Center Hirana
    game.target(KOALALA, BUFFALO)  # Servant # has a Guard icon
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA, BUFFALO])


@encodes("WXDi-P11-076")
def test_seven_lights_life_burst_charges_then_adds_or_fields_an_ener_signi(
    table: Table,
) -> None:
    game = burst(table, SEVEN, mine=f'deck: ["{ROMAIL}", "{BUFFALO}"]')
    game.target(ROMAIL)
    game.mode(0)
    assert game.zone_of(ROMAIL, 0) == Zone.HAND


MACHINA = "Machina//Memoria, Code: Ride"
DEUS = "Deus//Memoria, High Armed"


@encodes("WXDi-P11-077", "WXDi-P11-080")
def test_machina_and_deus_trash_their_stacked_cards_for_effects(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MACHINA}", "{DEUS}", "{ROMAIL}", "{KOALALA}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
            deck: {[ROMAIL] * 4}
    """)
    game.play(MACHINA, 0)  # the top card under it
    game.play(DEUS, 1)
    game.choose(ROMAIL, KOALALA)  # under Deus
    assert len(game.game.under(game.card(DEUS))) == 2
    game.end_main()
    game.first()  # Machina first
    game.choose(BUFFALO)  # trash its card: one card of the opponent's deck
    assert game.count(1, Zone.TRASH) == 1
    game.choose(ROMAIL, KOALALA)  # Deus: --6000
    assert game.power(TOBIEL) == 6000
    game = burst(table, MACHINA)
    game.target(KOALALA)
    assert game.power(KOALALA) == 2000


NANASHI_TOME = "Nanashi//Memoria, Erupting Tome"


@encodes("WXDi-P11-081")
def test_nanashi_tome_with_a_card_underneath_adds_a_black_signi_when_attacking(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{NANASHI_TOME}", "{TOBIEL}"]
            trash: ["{CHAIKA}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    game.play(NANASHI_TOME, 0)
    game.choose(TOBIEL)  # level three
    game.end_main()
    game.attack(NANASHI_TOME)
    assert game.names(0, Zone.HAND) == [CHAIKA]
    game = burst(table, NANASHI_TOME, mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P11-083")
@pytest.mark.parametrize("exceed", [True, False])
def test_darkness_seven_gives_minus_2000_and_with_exceed_7_minus_8000_more(
    table: Table, exceed: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_7 if exceed else lrigs(AT3)}
            hand: ["Darkness Seven"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}", "{KOALALA}"]
    """)
    game.use("Darkness Seven")
    if exceed:
        game.accept()
    game.target(TOBIEL)
    if exceed:
        game.target(TOBIEL)
    assert game.power(TOBIEL) == (2000 if exceed else 10000)
    game = burst(table, "Darkness Seven")
    assert game.zone_of(KOALALA, 1) == Zone.ENER


ALFOU = ["Alfou", "Alfou, Reflective Diva", "Alfou, Investigating Diva"]
CHEERING = "Alfou, Cheering Diva"


@encodes("WXDi-P11-008")
def test_alfou_cheering_diva_vanishes_mills_eight_and_profits_from_the_refresh(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(ALFOU)}
            lrig_deck: ["{CHEERING}"]
            ener: ["{CHAIKA}", "{CHAIKA}"]
            deck: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
            deck: {["Servant #", "Servant #", ROMAIL, KOALALA, *[CIRCE] * 4]}
    """)
    game.grow(CHEERING)
    game.pay()
    assert game.zone_of(TOBIEL) == Zone.ENER  # [Enter]: vanish
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(CHEERING)  # mill eight: the opponent's whole deck
    game.target(ROMAIL, KOALALA, CIRCE)  # the Servant # have a Guard icon
    assert game.count(1, Zone.REMOVED) == 3
    game.mode(1)  # the opponent refreshed: [Ener Charge 1]
    assert game.count(0, Zone.ENER) == 1 and game.count(1, Zone.DECK) == 5


MOTIER = "Sashe Motier, Midnight Sun Emissary"  # level 3, white
CIRCE = "Circe, Blessed Angel"  # level 2, 10000, white
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black


def usable(game: Play, index: int) -> bool:
    """Whether the [Action] ability `index` of Sashe Motier can be used now."""
    return any(
        action.kind == ActionKind.USE_ACTION and action.b == index
        for action in game.game.legal_actions()
    )


@encodes("WXDi-P11-005")
def test_sashe_motier_pays_to_bounce_as_a_white_signi_enters_and_powers_it(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], MOTIER])}
            hand: ["{SARA}"]
            ener: ["{CIRCE}", "{CIRCE}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play(SARA, 0)
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.count(0, Zone.ENER) == 0
    game.act(ActionKind.USE_ACTION, MOTIER, b=1)  # Sara, the only white SIGNI: +2000
    assert game.power(SARA) == 7000
    assert not usable(game, 1)  # once per turn
    game.act(ActionKind.USE_ACTION, MOTIER, b=2)
    assert not usable(game, 2)  # once per game
    game.pass_until(lambda play: play.game.turn_player == 1 and play.can(ActionKind.ATTACK))
    assert game.power(SARA) == 7000  # until the end of this turn
    # Koalala's attack costs two Ener its player does not have; the LRIG's attack is free.
    assert not game.can(ActionKind.ATTACK, KOALALA)
    assert game.can(ActionKind.ATTACK, LIZE3[-1])


@encodes("WXDi-P11-005")
def test_sashe_motier_makes_each_attack_of_a_signi_cost_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], MOTIER])}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{SARA}"]
            ener: {[BUFFALO] * 3}
    """)
    game.act(ActionKind.USE_ACTION, MOTIER, b=2)
    game.pass_until(lambda play: play.game.turn_player == 1 and play.can(ActionKind.ATTACK))
    game.attack(KOALALA)
    game.pay()
    assert game.count(1, Zone.ENER) == 1
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    assert not game.can(ActionKind.ATTACK, SARA)  # one Ener left


JUKEBOX = "J - Ukebox, Code: Art"  # level 3, 12000


@pytest.mark.parametrize(("spells", "power"), [(2, 15000), (1, 12000 - 8000)])
@encodes("WXDi-P11-062")
def test_j_ukebox_with_two_spells_in_the_trash_is_bigger_and_keeps_its_power(
    table: Table, spells: int, power: int
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{JUKEBOX}"]
            trash: {["FAILURE"] * spells}
          - lrig: {lrigs(LIZE3)}
            hand: ["FAILURE"]
            ener: ["Imp, Azure Doomed Evil"]
    """)
    game.use("FAILURE")
    game.pay()
    assert game.power(JUKEBOX) == power  # --8000 by the opponent: none with two spells


@encodes("WXDi-P11-062")
def test_j_ukebox_loots_once_a_turn_when_you_use_a_spell(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{JUKEBOX}"]
            hand: ["FAILURE", "FAILURE", "{BUFFALO}"]
            ener: ["Imp, Azure Doomed Evil", "Imp, Azure Doomed Evil"]
            deck: ["{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.use("FAILURE")  # paid with one Imp, Koalala its only target
    game.accept()
    game.discard(BUFFALO)
    assert game.names(0, Zone.HAND) == ["FAILURE", ROMAIL]
    game.use("FAILURE")
    assert game.decision != DecisionKind.OPTIONAL  # once per turn
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P11-062")
def test_j_ukebox_life_burst_vanishes_an_upped_signi(table: Table) -> None:
    game = burst(table, JUKEBOX)
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


SHOWDOWN = "Aiyai ★ Showdown"
AIYAI_2 = ["Aiyai ★ Bet", "Aiyai ★ Club", "Aiyai ★ Craft"]


@encodes("WXDi-P11-007")
def test_aiyai_showdown_takes_a_signi_from_the_ener_zone_and_charges_once_a_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(AIYAI_2)}
            lrig_deck: ["{SHOWDOWN}"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{KOALALA}"]
            deck: ["{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.grow(SHOWDOWN)
    game.pay(BUFFALO, BUFFALO)
    game.target(KOALALA)  # up to one SIGNI from the Ener Zone
    assert game.names(0, Zone.HAND) == [KOALALA]
    assert game.names(0, Zone.ENER) == [ROMAIL]  # then [Ener Charge 1]
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.play(KOALALA, 0)
    assert game.count(0, Zone.ENER) == 1  # from the hand: no charge


@encodes("WXDi-P11-007")
def test_aiyai_showdown_swaps_a_signi_that_vanished_one_in_battle_with_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AIYAI_2, SHOWDOWN])}
            signi: [~, "{KOALALA}", ~]
            ener: ["{BUFFALO}", "{SARA}"]
            deck: ["{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{ROMAIL}", ~]
    """)
    game.action(SHOWDOWN)  # Koalala, the one SIGNI, gains the ability
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)  # vanishes Romail (2000) in battle
    game.target(SARA)
    assert game.names(0, Zone.SIGNI) == ["", SARA, ""]
    assert KOALALA in game.names(0, Zone.ENER)
    # Sara entered the field from the Ener Zone in your turn: [Ener Charge 1]
    assert ROMAIL in game.names(0, Zone.ENER)


SOCRATES = "Socrates, Blessed Mind Queen"
OROCHIMARU = "Orochimaru, Blessed Evil Queen"  # level 3, white
ELIRA = "Elira Pendora, Code 2434"  # level 1, white


def socrates(table: Table, hand: list[str]) -> Play:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SOCRATES}"]
            hand: {hand}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.end_main()
    return game


@encodes("WXDi-P11-039")
def test_socrates_reveals_a_hand_of_levels_ten_to_discard_white_and_return(
    table: Table,
) -> None:
    game = socrates(table, [OROCHIMARU, OROCHIMARU, OROCHIMARU, ELIRA])
    game.accept()  # reveal the hand: 3 + 3 + 3 + 1
    game.discard(ELIRA)
    assert game.names(0, Zone.TRASH) == [ELIRA]
    assert game.zone_of(KOALALA, 1) == Zone.HAND


def test_socrates_with_a_total_of_nine_discards_nothing(table: Table) -> None:
    game = socrates(table, [OROCHIMARU, OROCHIMARU, OROCHIMARU])
    game.accept()
    assert game.count(0, Zone.HAND) == 3 and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P11-039")
def test_socrates_with_a_total_of_eleven_discards_nothing(table: Table) -> None:
    game = socrates(table, [OROCHIMARU, OROCHIMARU, OROCHIMARU, KOALALA])  # 3 x 3 + 2
    game.accept()
    assert game.count(0, Zone.HAND) == 4 and game.zone_of(KOALALA, 1) == Zone.SIGNI


def test_socrates_without_a_white_signi_returns_nothing(table: Table) -> None:
    game = socrates(table, [KOALALA] * 5)  # 2 x 5 = 10, none white
    game.accept()
    assert game.count(0, Zone.HAND) == 5 and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P11-039")
def test_socrates_looks_at_three_and_adds_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SOCRATES}"]
            ener: {[BUFFALO] * 4}
            deck: ["{ROMAIL}", "{ELIRA}", "{KOALALA}", "Servant #"]
    """)
    game.action(SOCRATES)
    game.choose(ELIRA)
    if game.decision is not None and game.decision != DecisionKind.MAIN:
        game.first()
    assert game.names(0, Zone.HAND) == [ELIRA]
    assert game.names(0, Zone.DECK)[-1] == "Servant #"  # the top, untouched
    assert not game.can(ActionKind.USE_ACTION, SOCRATES)  # once per turn, Ener to spare


YUZUKI_MEMORIA = "Yuzuki//Memoria, Water Phantom"


def yuzuki_attacks(table: Table, hand: list[str], mode: int) -> Play:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI_MEMORIA}"]
            hand: {hand}
          - lrig: {lrigs(LIZE3)}
    """)
    game.attack(YUZUKI_MEMORIA)
    game.mode(mode)
    return game


@encodes("WXDi-P11-075")
def test_yuzuki_memoria_reveals_levels_one_two_and_three_to_charge(table: Table) -> None:
    game = yuzuki_attacks(table, [ROMAIL, KOALALA, OROCHIMARU, BUFFALO], 0)
    while game.decision == DecisionKind.CHOOSE:
        game.first()
    assert game.count(0, Zone.ENER) == 1 and game.count(0, Zone.HAND) == 4


@encodes("WXDi-P11-075")
def test_yuzuki_memoria_may_choose_no_mode(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI_MEMORIA}"]
            hand: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
    """)
    game.attack(YUZUKI_MEMORIA)
    game.act(ActionKind.CHOOSE_DONE)  # up to one: none
    assert game.count(0, Zone.HAND) == 3 and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P11-075")
@pytest.mark.parametrize("hand", [[KOALALA, OROCHIMARU, KOALALA], [ROMAIL, OROCHIMARU, OROCHIMARU]])
def test_yuzuki_memoria_without_a_level_one_or_two_signi_charges_nothing(
    table: Table, hand: list[str]
) -> None:
    game = yuzuki_attacks(table, hand, 0)
    while game.decision == DecisionKind.CHOOSE:  # nothing to reveal: no choice comes
        game.first()
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.HAND) == 3


def test_yuzuki_memoria_without_a_level_three_signi_charges_nothing(table: Table) -> None:
    game = yuzuki_attacks(table, [ROMAIL, KOALALA, KOALALA], 0)
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P11-075")
def test_yuzuki_memoria_reveals_three_aquatic_beasts_to_draw(table: Table) -> None:
    game = yuzuki_attacks(table, [BUFFALO, BUFFALO, BUFFALO], 1)
    assert game.count(0, Zone.HAND) == 4 and game.count(0, Zone.ENER) == 0


def test_yuzuki_memoria_with_two_aquatic_beasts_draws_nothing(table: Table) -> None:
    game = yuzuki_attacks(table, [BUFFALO, BUFFALO, ROMAIL], 1)
    assert game.count(0, Zone.HAND) == 3


FULL_MOON = "Full Moon, White Planet Queen"
MERIGORAN = "Merigoran, Green Extreme Play"
ASURE = "Asure [Hard], Green Extreme Play"
KING_CLAD = "King Clad [FA], Giant Phantom Insect"
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000


def resona(table: Table, card: str, mine: str, theirs: str = "", zone: int = 0) -> Play:
    """Player 0 plays the RESONA `card` from the LRIG deck into its SIGNI zone `zone`."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            lrig_deck: ["{card}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.act(ActionKind.PLAY_RESONA, card)
    if game.decision == DecisionKind.ZONE:
        game.into(zone)
    return game


@encodes("WXDi-P11-TK02")
def test_full_moon_is_played_for_three_signi_and_lets_the_opponent_attack_once(
    table: Table,
) -> None:
    game = resona(
        table,
        FULL_MOON,
        f'hand: ["{ROMAIL}", "{ROMAIL}"]\n            ener: ["{KOALALA}"]',
        f'signi: ["{KOALALA}", "{SARA}", ~]',
    )
    if game.decision == DecisionKind.MODE:
        game.mode(1)  # two from the hand and one from the Ener Zone: the only fit
    assert game.zone_of(FULL_MOON) == Zone.SIGNI
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)
    game.pass_until(lambda g: g.current_player() == 1)
    assert not game.can(ActionKind.ATTACK, SARA)


@encodes("WXDi-P11-TK02")
def test_full_moon_gives_the_other_signi_shadow_against_signi_in_the_opponents_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FULL_MOON}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    romail, full_moon = game.card(ROMAIL, 0), game.card(FULL_MOON, 0)
    signi = game.card(KOALALA, 1)
    assert not game.is_targetable(romail, 1, signi)  # [Shadow -- SIGNI]
    assert game.is_targetable(full_moon, 1, signi)  # the other SIGNI only


def test_full_moon_gives_no_shadow_in_its_owners_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FULL_MOON}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    assert game.is_targetable(game.card(ROMAIL, 0), 1, game.card(KOALALA, 1))


@encodes("WXDi-P11-TK03")
def test_merigoran_is_played_for_two_signi_charges_two_and_takes_an_ener_card_as_it_attacks(
    table: Table,
) -> None:
    game = resona(
        table,
        MERIGORAN,
        f'hand: ["{ROMAIL}", "{ROMAIL}"]\n            deck: ["{KOALALA}", "{BUFFALO}", "{SARA}"]',
    )
    assert game.count(0, Zone.HAND) == 0  # the two SIGNI of the hand paid for it
    assert sorted(game.names(0, Zone.ENER)) == sorted([KOALALA, BUFFALO])  # [Ener Charge 2]
    game.end_main()
    game.attack(MERIGORAN)
    game.target(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P11-TK03")
def test_merigoran_takes_an_ener_card_as_it_leaves_the_field(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{MERIGORAN}", ~]
            ener: ["{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{TOBIEL}", ~]
    """)
    game.attack(TOBIEL)  # 12000 against 12000: Merigoran is vanished
    game.pass_until(lambda g: g.decision in (DecisionKind.TARGET, DecisionKind.OPTIONAL))
    if game.decision == DecisionKind.TARGET:
        game.target(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]
    assert game.zone_of(MERIGORAN) == Zone.LRIG_TRASH  # a RESONA leaving: diva


@encodes("WXDi-P11-TK04")
def test_asure_is_played_for_three_ener_signi_and_ups_and_charges_as_it_vanishes_in_battle(
    table: Table,
) -> None:
    game = resona(
        table,
        ASURE,
        f"ener: {[KOALALA] * 3}",
        f'signi: [~, "{ROMAIL}", ~]',
        zone=1,
    )
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.TRASH) == 3
    game.end_main()
    game.attack(ASURE)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.zone_of(ROMAIL, 1) == Zone.ENER
    assert game.count(0, Zone.ENER) == 1  # [Ener Charge 1]
    assert not game.game.downed[game.card(ASURE)]  # upped again


@encodes("WXDi-P11-TK02", "WXDi-P11-TK03", "WXDi-P11-TK04", "WXDi-P11-TK06")
@pytest.mark.parametrize(
    ("card", "total", "from_hand"),
    [
        *(
            (card, 3, from_hand)
            for card in (FULL_MOON, ASURE, KING_CLAD)
            for from_hand in (3, 2, 1, 0)
        ),
        *((MERIGORAN, 2, from_hand) for from_hand in (2, 1, 0)),
    ],
)
def test_extreme_resona_are_played_for_signi_from_the_hand_and_the_ener_zone(
    table: Table, card: str, total: int, from_hand: int
) -> None:
    hand, ener = [ROMAIL] * from_hand, [KOALALA] * (total - from_hand)
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            lrig_deck: ["{card}"]
            hand: {hand}
            ener: {ener}
    """)
    game.act(ActionKind.PLAY_RESONA, card)
    if game.decision == DecisionKind.MODE:
        game.mode(total - from_hand)  # that many from the hand, the rest from the Ener Zone
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(card) == Zone.SIGNI and game.count(0, Zone.HAND) == 0
    # All paid; Merigoran's [Enter] then charges two from the deck.
    assert game.count(0, Zone.ENER) == (2 if card == MERIGORAN else 0)


def test_asure_charges_once_per_turn_for_any_of_your_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROMAIL}", "{ASURE}", "{ROMAIL}"]
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", ~, "{SARA}"]
    """)
    game.attack(ROMAIL)  # 2000 against Sara's 5000: nothing
    assert game.count(0, Zone.ENER) == 0
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROMAIL}", "{ASURE}", "{KOALALA}"]
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", ~, "{ROMAIL}"]
    """)
    game.attack(ROMAIL)
    game.attack(KOALALA)
    assert game.count(1, Zone.ENER) == 2 and game.count(0, Zone.ENER) == 1


CHAIKA = "Hanabatake Chaika, Code 2434"  # black, level 1


@encodes("WXDi-P11-TK06")
def test_king_clad_is_played_for_three_signi_and_gives_charmed_signi_minus_10000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            lrig_deck: ["{KING_CLAD}"]
            hand: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}", ~]
            trash: ["{BUFFALO}"]
    """)
    # A [Charm] under Koalala (no scenario key says one: docs/engine-hooks.md, "[Charm]").
    game.game.put_charm(game.card(BUFFALO, 1, Zone.TRASH), game.card(KOALALA, 1))
    game.act(ActionKind.PLAY_RESONA, KING_CLAD)
    if game.decision == DecisionKind.ZONE:
        game.into(2)
    assert game.count(0, Zone.HAND) == 0  # the three SIGNI of the hand paid for it
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # charmed: 10000 - 10000
    assert game.power(SARA, 1) == 5000


@encodes("WXDi-P11-TK06")
def test_king_clad_adds_a_black_signi_from_the_trash_as_it_leaves(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{KING_CLAD}", ~]
            trash: ["{CHAIKA}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{TOBIEL}", ~]
    """)
    game.attack(TOBIEL)
    game.pass_until(lambda g: g.count(0, Zone.HAND) > 0 or g.decision == DecisionKind.TARGET)
    assert game.names(0, Zone.HAND) == [CHAIKA]  # the black one; Romail is red


EX = "Ex//Memoria, Phantom Spirit Queen"  # level 3, 10000, red
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla


@encodes("WXDi-P11-042")
def test_ex_memoria_puts_ener_signi_under_it_and_trashes_a_red_one_to_vanish(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{EX}"]
            ener: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}"]
          - signi: ["{SARA}", "{KOALALA}"]
    """)
    game.play(EX, 0)
    game.target(ROMAIL, KOALALA)
    game.done()
    assert sorted(game.names(0, Zone.UNDER)) == [KOALALA, ROMAIL]
    game.end_main()
    game.accept()
    game.choose(ROMAIL)  # red, as Koalala is (red and green): the player's choice
    game.target(KOALALA)
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P11-042")
def test_ex_memoria_vanished_in_the_attack_phase_trashes_an_ener_card_per_card_under_it(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{EX}"]
            hand: ["{SARA}", "{BUFFALO}"]
            life: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel"]
            ener: ["{IMP}", "{IMP}", "{KOALALA}"]
    """)
    for card in (SARA, BUFFALO):
        held = [c for c in game.ids(card, 0) if game.game.zone[c] == Zone.HAND]
        assert game.game.put_under_signi(held[0], game.card(EX))
    game.attack("Athena, Blessed Angel")  # 12000 against Ex's 10000, outside the main phase
    assert game.zone_of(EX) == Zone.ENER
    game.choose(IMP)
    game.choose(IMP)  # the opponent's choices, one for each card that was under Ex
    assert game.names(1, Zone.ENER) == [KOALALA]


TAWIL_RITUAL = "Tawil//Memoria, Fusion Ritual"  # level 1, 3000, white
UMR_RITUAL = "Umr//Memoria, Fusion Ritual"  # level 1, 3000, black
UTULLS = "Ut'ulls//Memoria, Fusion Ultra Gate"  # level 3, 15000


@encodes("WXDi-P11-051")
def test_tawil_ritual_and_umr_ritual_get_4000_together(table: Table) -> None:
    for umr, power in ((True, 3000 + 4000), (False, 3000)):
        game = table(f"""
            players:
              - signi: ["{TAWIL_RITUAL}", {f'"{UMR_RITUAL}"' if umr else "~"}]
        """)
        assert game.power(TAWIL_RITUAL) == power
        if umr:
            assert game.power(UMR_RITUAL) == power


@encodes("WXDi-P11-051")
def test_tawil_ritual_trashes_itself_and_umr_for_a_white_or_black_signi_of_the_hand(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{TAWIL_RITUAL}", "{UMR_RITUAL}"]
            hand: ["{SARA}", "{KOALALA}"]
    """)
    game.action(TAWIL_RITUAL)
    game.into(2)  # Sara, the one white or black SIGNI of the hand (Koalala is red and green)
    assert sorted(game.names(0, Zone.TRASH)) == [TAWIL_RITUAL, UMR_RITUAL]
    assert game.zone_of(SARA, 0) == Zone.SIGNI


@encodes("WXDi-P11-051")
def test_tawil_ritual_under_utulls_takes_a_guard_signi_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{UTULLS}", "{TAWIL_RITUAL}"]
            trash: ["Servant #", "{SARA}"]
    """)
    assert game.game.put_under_signi(game.card(TAWIL_RITUAL), game.card(UTULLS))
    game.attack(UTULLS)
    assert game.names(0, Zone.HAND) == ["Servant #"]


@pytest.mark.parametrize("top", [TAWIL_RITUAL, SARA])
@encodes("WXDi-P11-078")
def test_umr_ritual_mills_one_and_may_put_a_tawil_ritual_onto_the_field(
    table: Table, top: str
) -> None:
    game = table(f"""
        players:
          - hand: ["{UMR_RITUAL}"]
            deck: ["{top}", "{BUFFALO}"]
    """)
    game.play(UMR_RITUAL, 0)
    if top == TAWIL_RITUAL:
        game.accept()
        game.into(1)
        assert game.zone_of(TAWIL_RITUAL) == Zone.SIGNI
    else:
        assert game.names(0, Zone.TRASH) == [SARA]


@encodes("WXDi-P11-078")
def test_umr_ritual_trashes_itself_and_tawil_for_a_white_or_black_signi_of_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{UMR_RITUAL}", "{TAWIL_RITUAL}"]
            ener: ["{SARA}", "{IMP}"]
            trash: ["{KOALALA}"]
    """)
    game.action(UMR_RITUAL)
    game.pay()
    game.target(TAWIL_RITUAL)  # just put into the trash by the cost, as Umr was
    game.into(0)
    assert game.zone_of(TAWIL_RITUAL) == Zone.SIGNI
    assert game.zone_of(UMR_RITUAL) == Zone.TRASH
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P11-078")
def test_umr_ritual_under_utulls_weakens_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{UTULLS}", "{UMR_RITUAL}"]
          - signi: [~, "{KOALALA}"]
    """)
    assert game.game.put_under_signi(game.card(UMR_RITUAL), game.card(UTULLS))
    game.attack(UTULLS)
    assert game.power(KOALALA, 1) == 10000 - 8000


@encodes("WXDi-P11-031")
def test_carnival_finality_makes_three_signi_servant_zero_for_its_three_costs(
    table: Table,
) -> None:
    sara, mao = "Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434"
    game = assist(
        table,
        "Carnival -Finality-",
        ["Carnival -Attack-"],
        mine=f"""hand: ["{ROMAIL}", "{ROMAIL}"]
            ener: ["{BUFFALO}", "Bronze, Natural Stone", "{BUFFALO}", "{BUFFALO}"]""",
        theirs=f'signi: ["{sara}", "{mao}", "{KOALALA}"]',
    )
    game.target(sara)  # the first, free
    game.first()  # then the others, in the order printed
    game.accept()  # discard two cards
    game.target(mao)
    game.accept()  # pay red and two colorless
    game.pay()
    game.target(KOALALA)
    assert game.names(1, Zone.SIGNI) == ["Servant ZERO"] * 3
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.names(1, Zone.SIGNI) == [sara, mao, KOALALA]  # until end of turn


SATURN = "Saturn, White Planet Queen"


@encodes("WXDi-P11-TK01")
def test_saturn_is_played_for_two_signi_and_limits_the_opponent_to_two_in_its_turn(
    table: Table,
) -> None:
    game = resona(
        table,
        SATURN,
        f'hand: ["{ROMAIL}"]\n            ener: ["{KOALALA}"]',
        f'signi: ["{SARA}", "{TOBIEL}", "{CIRCE}"]\n            hand: ["{SARA}"]',
    )
    if game.decision == DecisionKind.MODE:
        game.mode(1)  # one from the hand, one from the Ener Zone
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    if game.decision != DecisionKind.MAIN:
        game.choose(SARA)  # the opponent keeps two of their three SIGNI
    assert game.zone_of(SATURN) == Zone.SIGNI and game.count(1, Zone.SIGNI) == 2
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.MAIN)
    game.play(SARA)  # their own turn: three again
    assert game.count(1, Zone.SIGNI) == 3


MIDORIKO = "Midoriko//Memoria, Phantom Queen"
THREE_COLORS = lrigs(AT3, left="Dona START", right="Aya! 0")  # green, white, blue


@encodes("WXDi-P11-046")
def test_midoriko_memoria_in_the_center_and_after_a_piece_stops_an_attacker(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Twinkling Eyes of Doom"]
            signi: [~, "{MIDORIKO}", ~]
            ener: {[BUFFALO] * 5 + [KOALALA] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, "{ROMAIL}"]
            life: {[BUFFALO] * 3}
    """)
    assert game.power(MIDORIKO) == 15000
    midoriko = game.card(MIDORIKO)
    assert not game.game.down(midoriko, game.card(KOALALA, 1))  # three green Ener
    game.use("Twinkling Eyes of Doom")
    game.pay()
    game.mode(1)  # the empty center zone of the opponent
    game.end_main()
    game.attack(MIDORIKO)
    game.mode(0)  # Koalala's zone: it cannot attack in their next turn
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(ActionKind.ATTACK, ROMAIL))
    assert not game.can(ActionKind.ATTACK, KOALALA)


@encodes("WXDi-P11-046")
def test_midoriko_memoria_outside_the_center_gets_nothing(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MIDORIKO}"]
    """)
    assert game.power(MIDORIKO) == 12000


IPOS = "Ipos, Blessed Evil"


@encodes("WXDi-P11-055")
def test_ipos_negates_its_unfaced_attack_to_stop_an_opposing_zone(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{IPOS}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, "{ROMAIL}"]
            life: {[BUFFALO] * 3}
    """)
    game.attack(IPOS)
    game.accept()  # negate the attack
    game.mode(0)  # Koalala's zone
    assert game.count(1, Zone.LIFE) == 3
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(ActionKind.ATTACK, ROMAIL))
    assert not game.can(ActionKind.ATTACK, KOALALA)


@encodes("WXDi-P11-055")
def test_ipos_life_burst_stops_an_attacker_and_draws(table: Table) -> None:
    game = burst(table, IPOS, mine=f"deck: {[BUFFALO] * 3}")
    game.target(KOALALA)
    assert game.count(0, Zone.HAND) == 1
    game.pass_until(lambda g: g.current_player() == 1)
    assert not game.can(ActionKind.ATTACK, KOALALA)


TAMA_AZURE = "Tama//Memoria, Azure Angel"


@encodes("WXDi-P11-064")
def test_tama_azure_angel_grows_once_as_another_angel_enters_in_your_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAMA_AZURE}"]
            hand: ["{CIRCE}", "{CIRCE}"]
    """)
    game.play(CIRCE, 1)
    assert game.power(TAMA_AZURE) == 7000
    game.play(CIRCE, 2)  # once per turn
    assert game.power(TAMA_AZURE) == 7000
    game.end_main()
    game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.MAIN)
    assert game.power(TAMA_AZURE) == 7000  # until the end of the opponent's turn


HEIKE = "Heike Firefly, Phantom Light Insect"


@encodes("WXDi-P11-079")
def test_heike_firefly_trashes_itself_to_give_a_charmed_signi_minus_15000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HEIKE}"]
            ener: ["{CHAIKA}", "{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{TOBIEL}"]
            trash: ["{BUFFALO}"]
    """)
    game.game.put_charm(game.card(BUFFALO, 1, Zone.TRASH), game.card(KOALALA, 1))
    game.action(HEIKE)  # Koalala, the only SIGNI with a card underneath
    game.pay()
    assert game.zone_of(HEIKE) == Zone.TRASH
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.power(TOBIEL) == 12000  # 0 power
