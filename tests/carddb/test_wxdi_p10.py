"""WXDi-P10 (Booster 10): every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import (
    BUFFALO,
    KOALALA,
    ROMAIL,
    burst,
    grown,
    mill_two_add_two_sharing_a_class,
)
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

HIRANA = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
    "Hirana, a Step Towards the Top",
]
# A Center LRIG with seven cards under it (for [Exceed 7]).
EXCEED_7 = lrigs([*HIRANA, *HIRANA])


@encodes("WXDi-P10-057")
def test_vulcanic_scythe_vanishes_2000_or_less_or_with_exceed_7_up_to_12000(
    table: Table,
) -> None:
    def use(pay_exceed: bool) -> tuple[str, int]:
        game = table(f"""
            players:
              - lrig: {EXCEED_7}
                hand: ["Vulcanic Scythe"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed", "Servant #", "Romail, Lightly Armed"]
        """)
        game.use("Vulcanic Scythe")
        if pay_exceed:
            game.accept()
            game.target("Tobiel, Full Armed")
        else:
            game.decline()
            game.target("Servant #")
        return ", ".join(game.names(1, Zone.ENER)), game.count(0, Zone.LRIG_TRASH)

    assert use(False) == ("Servant #", 0)
    assert use(True) == ("Tobiel, Full Armed", 7)


@encodes("WXDi-P10-057")
def test_vulcanic_scythe_life_burst_vanishes_an_upped_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(HIRANA)}
            life: ["Vulcanic Scythe"]
          - lrig: {lrigs(AT3)}
            signi: ["Servant #", "Tobiel, Full Armed"]
    """)
    game.attack("Servant #")
    game.burst()
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


@encodes("WXDi-P10-064")
def test_taiyo_pepper_gets_5000_with_a_pripara_signi_in_the_ener_zone(table: Table) -> None:
    for ener, power in (("Hojo Sophy, Pripara Idol", 8000), ("Servant #", 3000)):
        game = table(f"""
            players:
              - signi: ["Taiyo Pepper, Pripara Idol"]
                ener: ["{ener}"]
        """)
        assert game.power("Taiyo Pepper, Pripara Idol") == power


SOPHY = "Hojo Sophy, Pripara Idol"  # level 1, 3000, white <<Pripara>>
FUWARI = "Midorikaze Fuwari, Pripara Idol"  # level 1, 3000, blue <<Pripara>>
RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, 5000 <<Angel>>, vanilla
URIEL = "Uriel, Blessed Doomed Angel"  # level 2, 10000 <<Angel>>, vanilla


@encodes("WXDi-P10-071")
def test_reona_west_gives_minus_2000_when_it_mills_a_pripara_signi(table: Table) -> None:
    for top, power in ((SOPHY, 3000), (ROMAIL, 5000)):
        game = table(f"""
            players:
              - hand: ["Reona West, Pripara Idol"]
                deck: ["{top}", "{BUFFALO}"]
              - signi: ["{BUFFALO}"]
        """)
        game.play("Reona West, Pripara Idol", 0)
        assert game.names(0, Zone.TRASH) == [top] and game.power(BUFFALO, 1) == power


@encodes("WXDi-P10-056")
def test_kurosu_aroma_trashes_a_pripara_ener_card_to_vanish_up_to_10000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Kurosu Aroma, Pripara Idol"]
            ener: ["{SOPHY}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [SOPHY] and game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P10-051")
def test_gaaruru_vanishes_up_to_3000_only_beside_another_pripara_signi(table: Table) -> None:
    for beside, can in ((SOPHY, True), (BUFFALO, False)):
        game = table(f"""
            players:
              - signi: ["Gaaruru, Pripara Idol", "{beside}"]
              - signi: ["{ROMAIL}", "Hojo Sophy, Pripara Idol"]
        """)
        uses = [
            a
            for a in game.legal_actions()
            if a.kind == game.ActionKind.USE_ACTION and a.a == game.card("Gaaruru, Pripara Idol")
        ]
        assert len(uses) == (2 if can else 1)
        game.act(game.ActionKind.USE_ACTION, "Gaaruru, Pripara Idol", b=uses[-1].b)
        if can:
            game.target(SOPHY)
            assert game.zone_of(SOPHY, 1) == Zone.ENER  # 3000
        else:
            assert game.zone_of(ROMAIL, 1) == Zone.ENER  # 2000, the only one


@encodes("WXDi-P10-067")
def test_tsukikawa_chili_gets_2000_beside_a_pripara_and_trashes_three_for_lancer(
    table: Table,
) -> None:
    chili = "Tsukikawa Chili, Pripara Idol"
    game = table(f"""
        players:
          - signi: ["{chili}", "{SOPHY}"]
            ener: ["{SOPHY}", "{FUWARI}", "Minami Mirei, Pripara Idol", "{BUFFALO}"]
    """)
    assert game.power(chili) == 10000
    game.action(chili)
    assert game.count(0, Zone.TRASH) == 3 and game.names(0, Zone.ENER) == [BUFFALO]
    assert game.game.has_keyword(game.card(chili), KW.LANCER)


@encodes("WXDi-P10-074")
def test_dorothy_west_mills_three_and_counts_pripara_signi_in_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Dorothy West, Pripara Idol"]
            trash: {[SOPHY] * 2}
            deck: {[FUWARI] * 3 + [BUFFALO]}
    """)
    game.play("Dorothy West, Pripara Idol", 0)
    assert game.count(0, Zone.TRASH) == 5 and game.power("Dorothy West, Pripara Idol") == 12000
    game = burst(table, "Dorothy West, Pripara Idol", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P10-054")
def test_shiratama_mikan_powers_attackers_twice_a_turn(table: Table) -> None:
    mikan = "Shiratama Mikan, Pripara Idol"
    game = table(f"""
        phase: attack
        players:
          - signi: ["{mikan}", "{SOPHY}", "{BUFFALO}"]
          - life: {[BUFFALO] * 5}
    """)
    game.attack(SOPHY)
    assert game.power(SOPHY) == 3000 + 4000
    game.attack(BUFFALO)
    assert game.power(BUFFALO, 0) == 5000 + 2000
    game.attack(mikan)
    assert game.power(mikan) == 8000  # twice per turn


@encodes("WXDi-P10-054")
def test_shiratama_mikan_life_burst_discards_to_vanish(table: Table) -> None:
    game = burst(table, "Shiratama Mikan, Pripara Idol", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P10-055")
def test_promeus_pays_to_vanish_with_20000_power_of_angels(table: Table) -> None:
    for angels, vanished in (([URIEL, URIEL], True), ([URIEL, RAPHAE], False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Promeus, Crimson Angel", "{angels[0]}", "{angels[1]}"]
                ener: {[ROMAIL] * 2}
              - signi: ["{KOALALA}"]
        """)
        game.end_main()
        if vanished:
            game.accept()
        assert (game.zone_of(KOALALA, 1) == Zone.ENER) == vanished


@encodes("WXDi-P10-048")
def test_minami_mirei_pays_to_reveal_a_pripara_signi_of_the_top_five(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Minami Mirei, Pripara Idol"]
            ener: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{SOPHY}", "{FUWARI}"]
    """)
    game.play("Minami Mirei, Pripara Idol", 0)
    game.accept()
    assert "choose " + FUWARI not in game.options()  # the sixth card
    game.choose(SOPHY)
    assert game.names(0, Zone.HAND) == [SOPHY]
    game = burst(table, "Minami Mirei, Pripara Idol", mine=f'deck: ["{ROMAIL}", "Trouble"]')
    game.choose(ROMAIL)
    game.mode(0)
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P10-037")
def test_orochi_makes_the_opponent_trash_ener_cards(table: Table) -> None:
    for ener, trashed in ((4, 2), (3, 1), (1, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Orochi, Phantom Dragon Diva"]
              - ener: {[BUFFALO] * ener}
                life: {[BUFFALO] * 3}
        """)
        game.end_main()  # four or more: one at the attack phase
        game.attack("Orochi, Phantom Dragon Diva")  # two or more: one more
        assert game.count(1, Zone.TRASH) == trashed


@encodes("WXDi-P10-077")
def test_welcome_back_mills_two_then_adds_a_named_or_black_signi(table: Table) -> None:
    madoka = "Madoka//Memoria, Code: Anti"  # blue
    game = table(f"""
        players:
          - hand: ["Welcome Back"]
            ener: ["Sara Hoshikawa, Code 2434"]
            deck: ["{madoka}", "{KOALALA}", "{BUFFALO}"]
            trash: ["Imp, Azure Doomed Evil"]
    """)
    game.use("Welcome Back")
    assert "choose " + KOALALA not in game.options()
    game.choose(madoka)
    assert game.names(0, Zone.HAND) == [madoka]
    game = burst(table, "Welcome Back", mine=f'trash: ["{KOALALA}"]')
    assert game.names(0, Zone.HAND) == [KOALALA]


# Cards encoded with the terms of the later rounds (coins, unless, moves, player abilities...).
CHAIKA = "Hanabatake Chaika, Code 2434"  # black
TOBIEL = "Tobiel, Full Armed"  # level 3, 12000, red
SION = "Todo Sion, Pripara Idol"  # level 3, black <<Pripara>>
IMP = "Imp, Azure Doomed Evil"  # level 1, <<Demon>>, vanilla
LIFE = str([BUFFALO] * 3)
YUZUKI_0 = ["Yuzuki Zero"]
URITH_0 = ["Urith, Enma"]
# Green Center, white and blue Assist LRIGs: three colors.
THREE_COLORS = lrigs(AT3, left="Dona START", right="Aya! 0")


def settle(game: Play) -> Play:
    """Process pending triggered abilities in their printed order."""
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    return game


@encodes("WXDi-P10-001")
def test_march_of_the_toy_soldiers_ups_attackers_with_a_level_three_center(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["March of the Toy Soldiers"]
            signi: ["{KOALALA}"]
            ener: {[BUFFALO] * 6}
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    game.use("March of the Toy Soldiers")
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)
    assert not game.downed[game.card(KOALALA)]
    game.attack(KOALALA)  # it lost the gained ability with the others
    assert game.downed[game.card(KOALALA)]


@encodes("WXDi-P10-002")
def test_afternoon_tea_show_gives_an_attack_phase_ability_for_the_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Afternoon Tea Show"]
            ener: ["{ROMAIL}", "{KOALALA}"]
            deck: {[BUFFALO] * 4}
    """)
    game.use("Afternoon Tea Show")
    game.end_main()
    game.mode(0)  # Koalala is green, as the Center; Romail is not
    assert game.names(0, Zone.HAND) == [KOALALA]
    game.pass_until(lambda play: play.game.turn == 5 and play.decision == DecisionKind.MODE)
    game.mode(1)
    assert game.count(0, Zone.ENER) >= 2


@encodes("WXDi-P10-003")
def test_like_friends_makes_the_opponent_lose_a_card_from_each_place(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Like Friends"]
            ener: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            hand: ["{ROMAIL}"]
            signi: ["{KOALALA}", "{TOBIEL}"]
            ener: ["{CHAIKA}", "Circe, Blessed Angel"]
            deck: {[BUFFALO] * 4}
    """)
    assert not table(f"""
        players:
          - lrig: {lrigs(AT3)}
            lrig_deck: ["Like Friends"]
            ener: {[BUFFALO] * 2}
    """).can(ActionKind.USE_PIECE, "Like Friends")
    game.use("Like Friends")
    game.pay()
    game.choose(TOBIEL)  # the opponent's choices
    game.choose(CHAIKA)
    assert sorted(game.names(1, Zone.TRASH)) == sorted([ROMAIL, TOBIEL, CHAIKA, BUFFALO, BUFFALO])


REMEMBER = [
    "Remember, Miko of Feasting",
    "Remember Break, Miko of Feasting",
    "Remember Lunch, Miko of Feasting",
    "Remember Dinner, Miko of Feasting",
]


@encodes("WXDi-P10-005")
def test_remember_dinner_freezes_when_attacking_and_strips_the_opponent(table: Table) -> None:
    dinner = REMEMBER[-1]
    game = table(f"""
        players:
          - lrig: {lrigs(REMEMBER)}
            deck: ["{ROMAIL}", "{KOALALA}", "{TOBIEL}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Imoko, Crimson General"]
            life: {LIFE}
    """)
    game.action(dinner)  # look at three, add one
    game.choose(KOALALA)
    game.choose(ROMAIL)  # the order of the rest, under the deck
    assert game.names(0, Zone.HAND) == [KOALALA] and game.names(0, Zone.DECK)[-1] == BUFFALO
    assert game.power("Imoko, Crimson General") == 4000  # +1000 for Koalala
    game.action(dinner)  # once per game: abilities lost
    assert game.power("Imoko, Crimson General") == 3000
    assert not game.can(ActionKind.USE_ACTION, dinner)
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(dinner)
    game.target(KOALALA)
    assert game.game.turn_player == 1  # the opponent's turn began: frozen, it stayed down
    assert game.downed[game.card(KOALALA, 1)]


@encodes("WXDi-P10-023", "WXDi-P10-024", "WXDi-P10-028")
@pytest.mark.parametrize(
    ("card", "vanished", "kept"),
    [
        ("Yuzuki Garnet", ROMAIL, KOALALA),  # 5000 or less
        ("Yuzuki Ruby", KOALALA, TOBIEL),  # 10000 or less
        ("Urith Scare", ROMAIL, KOALALA),  # level one
    ],
)
def test_level_one_assists_vanish_a_signi(
    table: Table, card: str, vanished: str, kept: str
) -> None:
    below = URITH_0 if card.startswith("Urith") else YUZUKI_0
    game = settle(
        grown(
            table,
            card,
            below,
            theirs=f"""signi: ["{kept}", "{vanished}"]
            ener: ["{CHAIKA}", "Circe, Blessed Angel"]
            deck: {[BUFFALO] * 5}""",
        )
    )
    assert game.zone_of(vanished, 1) == Zone.ENER and game.zone_of(kept, 1) == Zone.SIGNI
    if card == "Yuzuki Garnet":  # and an Ener card sharing no color with the white Center
        assert "Circe" not in " ".join(game.options())
        game.target(CHAIKA)  # (or the red Romail, vanished first)
        assert game.names(1, Zone.TRASH) == [CHAIKA]
    if card == "Urith Scare":  # and four cards of the opponent's deck into the trash
        assert game.count(1, Zone.TRASH) == 4


@encodes("WXDi-P10-026")
def test_yuzuki_andesine_vanishes_12000_and_pays_two_to_trash_two_off_color_ener(
    table: Table,
) -> None:
    game = grown(
        table,
        "Yuzuki Andesine",
        [*YUZUKI_0, "Yuzuki Ruby"],
        mine=f"ener: {[BUFFALO] * 3}",
        theirs=f"""signi: ["{TOBIEL}"]
            ener: ["{CHAIKA}", "{ROMAIL}", "Circe, Blessed Angel\"]""",
    )
    game.pay()  # the grow cost
    settle(game)
    game.accept()  # pay two colorless
    game.pay()
    game.target(CHAIKA, ROMAIL)
    assert game.zone_of(TOBIEL, 1) == Zone.ENER
    assert sorted(game.names(1, Zone.TRASH)) == sorted([CHAIKA, ROMAIL])


@encodes("WXDi-P10-031")
def test_urith_bloody_returns_a_signi_and_trashes_one_to_vanish(table: Table) -> None:
    game = grown(
        table,
        "Urith Bloody",
        [*URITH_0, "Urith Scare"],
        mine=f"""trash: ["{KOALALA}"]
            signi: ["{ROMAIL}"]
            ener: ["{CHAIKA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}\"]""",
        theirs=f'signi: ["{TOBIEL}"]',
    )
    game.pay(BUFFALO)  # the grow cost
    settle(game)
    game.target(KOALALA)  # (or the Buffalo paid for the growth)
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI
    game.accept()  # pay black and three colorless (all there is), and trash a SIGNI
    game.choose(ROMAIL)
    assert game.zone_of(ROMAIL) == Zone.TRASH and game.zone_of(TOBIEL, 1) == Zone.ENER


@encodes("WXDi-P10-032")
def test_urith_afflict_counts_the_trash_and_mills_both_decks(table: Table) -> None:
    game = grown(
        table,
        "Urith Afflict",
        [*URITH_0, "Urith Scare"],
        mine=f"""trash: {[BUFFALO] * 5}
            ener: {[BUFFALO] * 2}
            deck: {[ROMAIL] * 5}""",
        theirs=f"""signi: ["{TOBIEL}"]
            deck: {[ROMAIL] * 5}""",
    )
    game.pay()
    settle(game)
    assert game.power(TOBIEL) == 12000 - 6000  # five cards and the grow cost paid
    game.accept()
    assert game.count(0, Zone.TRASH) == 6 + 1 + 4 and game.count(1, Zone.TRASH) == 4


ANDROMEDA = "Andromeda, Galactic Queen"


@encodes("WXDi-P10-036")
def test_andromeda_chooses_once_for_each_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ANDROMEDA}", "{ROMAIL}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            ener: ["{CHAIKA}", "{KOALALA}"]
    """)
    game.end_main()
    game.mode(0)  # twice: two level one SIGNI
    game.mode(1)
    game.choose(CHAIKA)  # the opponent trashes an Ener card
    game.target(ROMAIL)
    assert game.names(1, Zone.TRASH) == [CHAIKA] and game.power(ROMAIL) == 12000
    game = burst(table, ANDROMEDA)
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


HIBIKI = "Shikyoin Hibiki, Pripara Idol"


@encodes("WXDi-P10-038")
def test_hibiki_draws_two_and_discards_a_pripara_instead_of_two(table: Table) -> None:
    for pripara in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{HIBIKI}"]
                deck: ["{SION if pripara else ROMAIL}", "{KOALALA}", "{BUFFALO}"]
        """)
        game.end_main()
        if pripara:
            game.accept()  # discard the Pripara SIGNI
            assert game.names(0, Zone.HAND) == [KOALALA] and game.names(0, Zone.TRASH) == [SION]
        else:  # no Pripara SIGNI to discard: both cards go
            game.discard(ROMAIL)
            assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.TRASH) == 2


@encodes("WXDi-P10-038")
def test_hibiki_vanished_makes_the_opponent_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Masked Legend", "{KOALALA}"]
            ener: ["{ROMAIL}"]
            coins: 2
          - lrig: {lrigs(LIZE3)}
            signi: ["{HIBIKI}"]
    """)
    game.use("Masked Legend")
    game.accept()  # bet: vanish any SIGNI
    assert game.zone_of(HIBIKI) == Zone.ENER
    assert game.zone_of(KOALALA) == Zone.TRASH  # Hibiki's opponent discards
    game = burst(table, HIBIKI)
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


PIRULUK_W = "Piruluk W//Memoria, Code: Heart"


@encodes("WXDi-P10-042")
def test_piruluk_w_reveals_a_spell_to_draw_or_charges(table: Table) -> None:
    for top, hand in (("Masked Legend", 1), (ROMAIL, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{PIRULUK_W}"]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.end_main()
        assert game.count(0, Zone.HAND) == hand and game.count(0, Zone.ENER) == 1 - hand


@encodes("WXDi-P10-042")
def test_piruluk_w_discards_a_spell_to_give_a_down_to_vanish_smaller_action(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{PIRULUK_W}", "{KOALALA}"]
            hand: ["Masked Legend"]
            ener: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}", "Circe, Blessed Angel", "{ROMAIL}"]
    """)
    game.action(PIRULUK_W)
    game.target(KOALALA)
    game.action(KOALALA)  # down: vanish less than 10000
    # Romail is the only SIGNI with less power than Koalala (Circe has as much).
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.downed[game.card(KOALALA, 0)]
    assert not game.can(ActionKind.USE_ACTION, PIRULUK_W)


@encodes("WXDi-P10-050")
@pytest.mark.parametrize("exceed", [True, False])
def test_call_out_strips_one_signi_or_with_exceed_7_all_and_draws(
    table: Table, exceed: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_7 if exceed else lrigs(AT3)}
            hand: ["Call Out"]
            deck: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["Imoko, Crimson General", "{KOALALA}"]
    """)
    game.use("Call Out")
    if exceed:
        game.accept()  # pay [Exceed 7]
        assert game.count(0, Zone.HAND) == 1
    else:
        game.target("Imoko, Crimson General")
    assert game.power("Imoko, Crimson General") == 3000  # no +1000 for Koalala
    game = burst(table, "Call Out")
    assert game.zone_of(KOALALA, 1) == Zone.HAND


@encodes("WXDi-P10-053")
def test_h_ot_carpet_discards_a_spell_for_10000_until_the_opponents_next_turn(
    table: Table,
) -> None:
    game = table("""
        players:
          - hand: ["H-Ot Carpet, Code: Art", "Masked Legend"]
    """)
    game.play("H-Ot Carpet, Code: Art", 0)
    game.accept()
    assert game.power("H-Ot Carpet, Code: Art") == 13000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power("H-Ot Carpet, Code: Art") == 13000
    game = burst(table, "H-Ot Carpet, Code: Art")
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P10-058")
def test_fuwari_draws_and_discards_and_a_pripara_discard_lifts_a_pripara(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{FUWARI}"]
            signi: [~, "{SOPHY}"]
            deck: ["{SION}", "{BUFFALO}"]
    """)
    game.play(FUWARI, 0)
    assert game.names(0, Zone.TRASH) == [SION]  # the only card in hand
    game.target(SOPHY)
    assert game.power(SOPHY) == 5000


@encodes("WXDi-P10-059")
def test_saitou_gets_4000_with_a_frozen_opponent_and_draws_when_it_vanishes_one(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Saitou, Azure General"]
            deck: {[BUFFALO] * 2}
          - signi: ["{ROMAIL} (frozen)"]
            life: {LIFE}
    """)
    assert game.power("Saitou, Azure General") == 7000
    game.attack("Saitou, Azure General")
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.count(0, Zone.HAND) == 1
    assert game.power("Saitou, Azure General") == 3000


MADOKA = "Madoka//Memoria, Code: Anti"


@encodes("WXDi-P10-060")
def test_madoka_discards_to_draw_when_the_opponent_discards_by_your_effect(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MADOKA}", "Allos Piruluk//Memoria, Azure Evil"]
            hand: ["{ROMAIL}"]
            deck: ["{KOALALA}", "{BUFFALO}"]
            coins: 3
          - hand: ["{BUFFALO}"]
    """)
    game.action("Allos Piruluk//Memoria, Azure Evil")  # three coins: a random discard
    assert game.names(1, Zone.TRASH) == [BUFFALO]
    game.accept()
    game.mode(0)  # draw a card
    assert game.names(0, Zone.HAND) == [KOALALA] and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P10-060")
def test_madoka_life_burst_negates_attacks_unless_three_cards_are_discarded(
    table: Table,
) -> None:
    lize = "[Center] Lize, Level 2"
    game = table.life_burst(MADOKA, f'life: ["{BUFFALO}"]')
    game.burst()
    game.target(lize)
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(lize)
    assert game.count(0, Zone.LIFE) == 1


FALULU = "Falulu, Pripara Idol"


@encodes("WXDi-P10-061")
def test_falulu_discards_a_pripara_to_make_the_opponent_discard_and_freezes(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FALULU}"]
            hand: ["{SION}"]
          - signi: ["{KOALALA}"]
            hand: ["{ROMAIL}"]
    """)
    game.end_main()
    game.accept()  # discard Todo Sion, a <<Pripara>> SIGNI
    assert game.names(1, Zone.TRASH) == [ROMAIL]
    assert game.frozen[game.card(KOALALA)]


ALLOS = "Allos Piruluk//Memoria, Azure Evil"


@encodes("WXDi-P10-062")
def test_allos_piruluk_discards_three_to_vanish_and_draws_with_an_empty_hand(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{ALLOS}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            deck: {[ROMAIL] * 3}
          - signi: ["{KOALALA}", "{TOBIEL}"]
    """)
    game.play(ALLOS, 0)
    game.accept()  # discard three cards
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # level two; Tobiel is level three
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # no cards in hand: draw
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P10-065")
def test_mandragora_trashes_a_demon_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Mandragora, Jade Evil", "{IMP}"]
            ener: ["{BUFFALO}"]
            deck: ["{ROMAIL}", "{BUFFALO}"]
    """)
    game.action("Mandragora, Jade Evil")
    game.choose(IMP)  # (or Mandragora itself)
    assert game.names(0, Zone.HAND) == [ROMAIL] and game.zone_of(IMP) == Zone.TRASH
    game = burst(table, "Mandragora, Jade Evil", mine=f"deck: {[BUFFALO] * 2}")
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)
    assert not game.is_terminal()


SANGA = "Sanga//Memoria Type: Zwei"


@encodes("WXDi-P10-068")
def test_sanga_with_three_colors_adds_a_signi_from_the_ener_zone(table: Table) -> None:
    for signi, added in (([SANGA, ROMAIL, "Circe, Blessed Angel"], True), ([SANGA, ROMAIL], False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: {signi}
                ener: ["{KOALALA}"]
        """)
        game.end_main()
        if added:
            game.target(KOALALA)
        assert (game.zone_of(KOALALA) == Zone.HAND) == added
    game = burst(table, SANGA, mine=f"deck: {[BUFFALO] * 2}")
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-P10-069")
def test_manaka_non_charges_two_with_three_pripara_signi(table: Table) -> None:
    for others, charged in (([SOPHY, FUWARI], 2), ([SOPHY, ROMAIL], 1)):
        game = table(f"""
            phase: end
            players:
              - lrig: {lrigs(AT3)}
                signi: {["Manaka Non, Pripara Idol", *others]}
                deck: {[BUFFALO] * 3}
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(0, Zone.ENER) == charged
    game = burst(table, "Manaka Non, Pripara Idol")
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P10-072")
def test_alfou_makes_opposing_signi_mill_at_their_attack_phase(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Alfou//Memoria, Doomed Beauty"]
          - signi: ["{KOALALA}", "{ROMAIL}"]
            deck: {[BUFFALO] * 4}
    """)
    game.end_main()
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.count(1, Zone.TRASH) == 2  # one card for each of their SIGNI
    game = burst(table, "Alfou//Memoria, Doomed Beauty")
    game.target(KOALALA)
    assert game.power(KOALALA) == 2000


@encodes("WXDi-P10-073")
def test_guzuko_memoria_gives_minus_2000_when_an_even_level_signi_is_revealed(
    table: Table,
) -> None:
    for top, power in ((KOALALA, 8000), (ROMAIL, 10000), ("Masked Legend", 10000)):
        game = table(f"""
            phase: attack
            players:
              - signi: [~, ~, "Guzuko//Memoria, Small Trickster"]
                deck: ["{top}"]
              - signi: ["{KOALALA}"]
                life: {LIFE}
        """)
        game.attack("Guzuko//Memoria, Small Trickster")
        assert game.power(KOALALA, 1) == power


URITH_MEMORIA = "Urith//Memoria, Phantom Dragon"


@encodes("WXDi-P10-075")
def test_urith_memoria_exceeds_for_minus_2000_and_may_trash_the_top_card(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_7}
            hand: ["{URITH_MEMORIA}", "Masked Legend"]
            ener: ["{ROMAIL}"]
            deck: ["{KOALALA}", "{BUFFALO}"]
          - signi: ["{IMP}"]
    """)
    game.play(URITH_MEMORIA, 0)
    game.accept()  # [Exceed 3]: --2000 to a SIGNI of 5000
    game.choose(*HIRANA[:3])
    assert game.power(IMP) == 3000 and game.count(0, Zone.LRIG_TRASH) == 3
    game.use("Masked Legend")  # vanishes the Imp
    game.choose(KOALALA)  # the top card into the trash
    assert game.zone_of(KOALALA) == Zone.TRASH


@encodes("WXDi-P10-025")
def test_yuzuki_red_beryl_gives_assassin_while_a_big_signi_is_in_front(table: Table) -> None:
    game = grown(
        table,
        "Yuzuki Red Beryl",
        [*YUZUKI_0, "Yuzuki Ruby"],
        mine=f"""signi: ["{ROMAIL}", "{IMP}"]
            ener: ["{CHAIKA}"]""",
        theirs=f'signi: ["{KOALALA}", "Servant #"]',
    )
    settle(game)
    if game.decision == DecisionKind.TARGET:
        game.target(KOALALA)  # Yuzuki Ruby is not grown here; nothing to vanish
    game.action("Yuzuki Red Beryl")
    game.target(ROMAIL, IMP)
    assert game.has_keyword(game.card(ROMAIL), KW.ASSASSIN)  # Koalala: 10000
    assert not game.has_keyword(game.card(IMP), KW.ASSASSIN)  # the Servant #: 1000
    assert not game.can(ActionKind.USE_ACTION, "Yuzuki Red Beryl")


MYU = "Myu//Memoria, Galactic Queen"


@encodes("WXDi-P10-043")
def test_myu_stacks_level_one_signi_and_vanishes_up_to_their_count(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MYU}", "{ROMAIL}", "{BUFFALO}", "{KOALALA}"]
            trash: ["{IMP}", "Servant #"]
            ener: ["{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}", "{KOALALA}"]
    """)
    game.play(MYU, 0)
    game.accept()  # pay 1 colorless (the Servant # has a Guard icon)
    game.target(IMP)  # (or Chaika, paid)
    assert game.zone_of(IMP) == Zone.HAND
    game.action(MYU)
    game.choose(ROMAIL, BUFFALO, IMP)  # every level one SIGNI in the hand
    assert len(game.game.under(game.card(MYU))) == 3
    game.end_main()  # level three or less: both
    game.target(TOBIEL)
    assert game.zone_of(TOBIEL) == Zone.ENER


MUZICA = "Muzica//Memoria, Code: Labyrinth"


@encodes("WXDi-P10-044")
def test_muzica_weakens_and_trashes_the_signi_in_front_in_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MUZICA}", "{TOBIEL}"]
            trash: ["{ROMAIL}", "Servant #", "{KOALALA}"]
            deck: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Circe, Blessed Angel"]
            life: {LIFE}
    """)
    assert game.power(KOALALA, 1) == 10000  # the main phase
    game.end_main()
    assert game.power(KOALALA, 1) == 8000 and game.power("Circe, Blessed Angel") == 10000
    game.attack(MUZICA)
    game.accept()
    game.target(ROMAIL, KOALALA)  # the Servant # has a Guard icon
    assert game.count(0, Zone.DECK) == 5 and game.count(0, Zone.TRASH) == 1
    assert game.zone_of(KOALALA, 1) == Zone.TRASH  # vanished in battle: into the trash


@encodes("WXDi-P10-070")
def test_bookmark_charges_two_signi_sharing_no_color(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Bookmark"]
            ener: ["{KOALALA}"]
            trash: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "Servant #"]
    """)
    game.use("Bookmark")
    # Koalala shares a color with both others; the Servant # is colorless.
    assert game.options() == [f"choose {ROMAIL}", f"choose {BUFFALO}"]
    game.target(ROMAIL)  # and Buffalo, the only one left
    assert sorted(game.names(0, Zone.ENER)) == sorted([ROMAIL, BUFFALO])


@encodes("WXDi-P10-070")
def test_bookmark_discarded_in_your_turn_lifts_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{FUWARI}", "Bookmark"]
            signi: [~, "{ROMAIL}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.play(FUWARI, 0)  # draw a card and discard a card
    game.discard("Bookmark")
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 4000
    game = burst(table, "Bookmark")
    assert game.zone_of(KOALALA, 1) == Zone.ENER


SIREN = "Siren, Aquatic Phantom Queen"  # level 3, 12000
KOKKURI = "Kokkuri-san, Phantom Spirit"  # level 2, 8000


@encodes("WXDi-P10-035")
def test_siren_awakens_with_four_cards_and_then_pays_to_return_a_signi_as_it_leaves(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SIREN}"]
            hand: {[BUFFALO] * 4}
            ener: ["Servant #"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    siren = game.card(SIREN)
    assert game.awakened[siren] and game.power(SIREN) == 13000
    game.game.bounce(siren)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL, limit=4)
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.HAND


@encodes("WXDi-P10-049")
def test_kokkuri_san_gives_a_white_signi_a_downed_return_from_the_ener_zone(
    table: Table,
) -> None:
    athena = "Athena, Blessed Angel"  # white, level 3, 12000
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOKKURI}", "{athena}"]
          - signi: ["{KOALALA}"]
            lrig: {lrigs(LIZE3)}
    """)
    game.action(KOKKURI)
    assert game.zone_of(KOKKURI) == Zone.TRASH
    game.game.vanish(game.card(athena))  # in the opponent's next turn as well
    game.pass_until(lambda play: play.zone_of(athena) == Zone.SIGNI, limit=6)
    assert game.downed[game.card(athena)]
    game = table.life_burst(KOKKURI)
    game.burst()
    assert game.count(0, Zone.HAND) == 1


IDOL_LIFE = "Let's Begin Our Idol Life!"
PEPPER = "Taiyo Pepper, Pripara Idol"  # level 1, 3000, <<Pripara>>
REONA = "Reona West, Pripara Idol"  # level 1, 2000, <<Pripara>>


@encodes("WXDi-P10-004")
def test_idol_life_reveals_pripara_signi_puts_them_out_and_charges_for_each(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["{IDOL_LIFE}"]
            hand: ["{PEPPER}"]
            deck: ["{SOPHY}", "{RAPHAE}", "{URIEL}", "{IMP}", "{TOBIEL}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.use(IDOL_LIFE)
    game.mode(0)
    game.mode(2)
    game.choose(SOPHY)  # the only <<Pripara>> SIGNI of the top five
    for _ in range(3):  # the order of the rest, at the bottom
        game.first()
    game.choose(PEPPER, SOPHY)  # from the hand onto the field
    game.into(0)
    game.into(1)
    assert game.names(0, Zone.SIGNI)[:2] == [PEPPER, SOPHY]
    assert game.names(0, Zone.ENER) == [BUFFALO, BUFFALO]  # one for each <<Pripara>> SIGNI
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # the second mode was not chosen


@encodes("WXDi-P10-004")
def test_idol_life_vanishes_beside_three_pripara_signi(table: Table) -> None:
    for third, vanished in ((REONA, True), (RAPHAE, False)):
        game = table(f"""
            players:
              - lrig: {THREE_COLORS}
                lrig_deck: ["{IDOL_LIFE}"]
                signi: ["{PEPPER}", "{SOPHY}", "{third}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.use(IDOL_LIFE)
        game.mode(1)
        game.done()
        assert game.zone_of(KOALALA, 1) == (Zone.ENER if vanished else Zone.SIGNI)


MIDORIKO_THIRD = "Midoriko, Third Entry"
MIDORIKO_STACK = ["Midoriko, Spirit Zero", "Midoriko, One - By - One", "Midoriko, Two - By - Two"]


@encodes("WXDi-P10-008")
def test_midoriko_third_entry_fills_its_ener_then_trashes_it_and_the_opposing_field(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(MIDORIKO_STACK)}
            lrig_deck: ["{MIDORIKO_THIRD}"]
            hand: ["{ROMAIL}", "{KOALALA}"]
            ener: {[BUFFALO] * 7!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Servant #"]
            ener: {["Servant #"] * 4!s}
    """)
    game.grow(MIDORIKO_THIRD)
    game.pay()
    game.choose(ROMAIL)  # [Enter]: up to three cards from the hand into the Ener Zone
    game.done()
    assert game.zone_of(ROMAIL, 0) == Zone.ENER
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, MIDORIKO_THIRD, b=1)  # +5000
    game.target(KOALALA)
    assert game.power(KOALALA, 1) == 15000
    game.act(ActionKind.USE_ACTION, MIDORIKO_THIRD, b=2)
    game.pay(BUFFALO, BUFFALO, BUFFALO, BUFFALO)  # two cards stay: Romail and a Buffalo
    assert game.count(0, Zone.ENER) == 0
    assert game.count(1, Zone.ENER) == 2  # the opponent put one card for each of the two
    assert game.count(1, Zone.SIGNI) == 0


HANARE = ["Hanare, Mourner", "Hanare, Mourner of Regrets", "Hanare, Mourner of Dreams"]
SEIZURE = "Hanare, Mourner of Seizure"


@encodes("WXDi-P10-009")
def test_seizure_doubles_its_minus_and_trashes_what_it_vanishes_this_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(HANARE)}
            lrig_deck: ["{SEIZURE}"]
            ener: ["Sara Hoshikawa, Code 2434", "Sara Hoshikawa, Code 2434"]
            deck: ["{KOALALA}", "{BUFFALO}"]
          - signi: ["Sara Hoshikawa, Code 2434", ~, ~]
    """)
    game.grow(SEIZURE)
    game.pay()  # [Enter]: the minus to Sara (the only target) is doubled this turn
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, SEIZURE, b=2)  # power 0 or less: the trash
    game.act(ActionKind.USE_ACTION, SEIZURE, b=1)  # Koalala (level 2) milled: --4000
    assert game.zone_of(KOALALA, 0) == Zone.TRASH
    # --4000 doubled is --8000: Sara's 5000 is below zero, vanished into the trash
    assert game.zone_of("Sara Hoshikawa, Code 2434", 1) == Zone.TRASH
    assert not game.can(ActionKind.USE_ACTION, SEIZURE)  # once per turn, once per game


@encodes("WXDi-P10-030")
def test_urith_aura_trades_signi_for_life_cloth_when_the_lrig_attacks(table: Table) -> None:
    game = grown(
        table,
        "Urith Aura",
        [*URITH_0, "Urith Scare"],
        mine=f'signi: ["{KOALALA}", "Sara Hoshikawa, Code 2434", ~]\n'
        f'            trash: ["Servant #", "{BUFFALO}"]\n'
        f'            life: ["{BUFFALO}"]',
    )
    game.target(AT3[-1])  # the Center LRIG gains the ability
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(AT3[-1])
    game.choose(KOALALA, "Sara Hoshikawa, Code 2434")
    assert game.count(0, Zone.SIGNI) == 0
    assert "Servant #" not in game.options()  # it has a Life Burst
    game.target(BUFFALO)
    game.target(KOALALA)
    assert game.count(0, Zone.LIFE) == 3  # one for each SIGNI put into the trash
    assert game.names(0, Zone.TRASH) == ["Servant #", "Sara Hoshikawa, Code 2434"]


RICH_RACER = "Rich Racer, Azure Evil Queen"  # level 3, 12000, blue
REGALECUS = "Regalecus, Phantom Aquatic Beast"  # [Enter]: draw a card and discard a card


@pytest.mark.parametrize("pay", [True, False])
@encodes("WXDi-P10-039")
def test_rich_racer_discarded_comes_back_at_the_end_of_the_turn(table: Table, pay: bool) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{REGALECUS}", "{RICH_RACER}", "{BUFFALO}"]
            ener: ["{IMP}", "{IMP}"]
            deck: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
    """)
    game.play(REGALECUS, 0)
    game.discard(RICH_RACER)
    game.accept()
    game.discard(BUFFALO)  # the cost of "if you do"
    assert game.zone_of(RICH_RACER) == Zone.TRASH
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    if pay:
        game.accept()
        game.pay()
        if game.decision == DecisionKind.ZONE:
            game.into(1)
    else:
        game.decline()
    assert game.zone_of(RICH_RACER) == (Zone.SIGNI if pay else Zone.TRASH)


@encodes("WXDi-P10-039")
def test_rich_racer_draws_at_the_opponents_attack_phase_and_its_burst_bottoms(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{RICH_RACER}"]
            deck: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
    """)
    assert game.names(0, Zone.HAND) == [ROMAIL]
    game = burst(table, RICH_RACER)
    assert game.zone_of(KOALALA, 1) == Zone.DECK


def sophy_ends_the_turn(table: Table, hand: list[str]) -> Play:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SOPHY}"]
            hand: {hand}
    """)
    return game


@encodes("WXDi-P10-045")
def test_sophy_reveals_a_pripara_signi_for_4000_until_the_opponents_next_turn_ends(
    table: Table,
) -> None:
    game = sophy_ends_the_turn(table, [BUFFALO, FUWARI])
    game.accept()  # reveal Fuwari, the only <<Pripara>> SIGNI
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(SOPHY) == 7000  # still, in the opponent's turn
    assert sorted(game.names(0, Zone.HAND)) == sorted([BUFFALO, FUWARI])  # revealed, kept


def test_sophy_without_a_pripara_signi_in_hand_gets_nothing(table: Table) -> None:
    game = sophy_ends_the_turn(table, [BUFFALO])
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(SOPHY) == 3000


@encodes("WXDi-P10-045")
def test_sophy_life_burst_stops_an_attacker_and_draws(table: Table) -> None:
    game = burst(table, SOPHY)
    game.target(KOALALA)
    assert game.has_keyword(game.card(KOALALA), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


ELDORA_ORDER = "Eldora//Memoria, Code: Order"  # level 3, 10000, blue


@encodes("WXDi-P10-063")
def test_investigate_takes_one_of_three_and_goes_under_eldora_memoria(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["INVESTIGATE"]
            signi: ["{KOALALA}", "{ELDORA_ORDER}"]
            ener: ["{IMP}"]
            deck: ["{RAPHAE}", "{URIEL}", "{SOPHY}", "{BUFFALO}"]
    """)
    game.use("INVESTIGATE")
    game.choose(URIEL)
    game.choose(SOPHY)  # the rest on top, in the order chosen
    assert game.names(0, Zone.HAND) == [URIEL]
    assert game.count(0, Zone.DECK) == 3
    game.accept()  # under Eldora, the one SIGNI of that name
    assert game.zone_of("INVESTIGATE") == Zone.UNDER
    assert game.game.under(game.card(ELDORA_ORDER)) == [game.card("INVESTIGATE")]
    game = burst(table, "INVESTIGATE")
    game.target(KOALALA)
    assert game.game.frozen[game.card(KOALALA)]
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P10-029")
def test_urith_mad_adds_two_signi_that_share_a_class(table: Table) -> None:
    mill_two_add_two_sharing_a_class(table, "Urith Mad", URITH_0)


HANAYO_2 = ["Hanayo, Zero", "Hanayo One", "Hanayo Two"]
BANQUET = "Hanayo Three, Blazing Banquet"
SAMIDARE = "Samidare, Lightly Armed"  # with a Life Burst


@encodes("WXDi-P10-006")
@pytest.mark.parametrize(("top", "keyword"), [(SAMIDARE, KW.ASSASSIN), (ROMAIL, KW.DOUBLE_CRUSH)])
def test_hanayo_banquet_vanishes_crushes_its_own_cloth_and_reveals_for_a_keyword(
    table: Table, top: str, keyword: KW
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(HANAYO_2)}
            lrig_deck: ["{BANQUET}"]
            signi: ["{ROMAIL}"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[top] * 6}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow(BANQUET)
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, BANQUET, b=1)  # one of its own Life Cloth: draw two
    assert game.count(0, Zone.LIFE) == 1 and game.count(0, Zone.HAND) == 2
    game.act(ActionKind.USE_ACTION, BANQUET, b=2)
    assert game.count(0, Zone.HAND) == 3
    assert game.has_keyword(game.card(ROMAIL, 0, Zone.SIGNI), keyword)


RUBELLITE = "Yuzuki Rubellite"


@encodes("WXDi-P10-027")
@pytest.mark.parametrize("crush", [True, False])
def test_yuzuki_rubellite_vanishes_and_may_crush_two_of_its_cloth_for_another(
    table: Table, crush: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[*YUZUKI_0, "Yuzuki Garnet"])}
            lrig_deck: ["{RUBELLITE}"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{TOBIEL}"]
    """)
    game.grow(RUBELLITE)
    game.pay()
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()  # the plain vanish first
    game.target(KOALALA)
    if crush:
        game.accept()  # Tobiel, the only target left
        assert game.zone_of(TOBIEL, 1) == Zone.ENER and game.count(0, Zone.LIFE) == 1
    else:
        game.decline()
        assert game.zone_of(TOBIEL, 1) == Zone.SIGNI and game.count(0, Zone.LIFE) == 3
    assert game.zone_of(KOALALA, 1) == Zone.ENER


MANAKA = "Manaka Laala, Pripara Idol"
MIREI = "Minami Mirei, Pripara Idol"


@encodes("WXDi-P10-033")
@pytest.mark.parametrize(
    ("deck", "mode", "where"),
    [
        ([SOPHY, BUFFALO, BUFFALO, BUFFALO, BUFFALO], 0, Zone.HAND),
        ([SOPHY, MIREI, BUFFALO, BUFFALO, BUFFALO], 1, Zone.TRASH),
        ([SOPHY, BUFFALO, BUFFALO, BUFFALO, BUFFALO], 1, Zone.SIGNI),
    ],
)
def test_manaka_reveals_five_for_a_bounce_or_a_trash(
    table: Table, deck: list[str], mode: int, where: Zone
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MANAKA}"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
            deck: {[*deck, ROMAIL]}
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
    """)
    game.play(MANAKA)
    game.accept()  # pay 2 colorless
    game.pay()
    game.mode(mode)
    assert game.zone_of(TOBIEL, 1) == where
    assert game.names(0, Zone.DECK)[-1] == ROMAIL  # the five went to the bottom


@encodes("WXDi-P10-033")
def test_manaka_lifts_other_pripara_signi_in_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MANAKA}", "{SOPHY}", "{ROMAIL}"]
    """)
    assert game.power(SOPHY) == 5000 and game.power(MANAKA) == 12000
    assert game.power(ROMAIL) == 2000


ARTEMIS = "Artemis, Blessed Angel"


def artemis(table: Table, turn_player: int) -> Play:
    """Artemis on player 0's field; the opponent has a level one and a level three SIGNI."""
    return table(f"""
        turn: {3 + turn_player}
        turn_player: {turn_player}
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ARTEMIS}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{TOBIEL}"]
    """)


@encodes("WXDi-P10-046")
def test_artemis_is_not_vanished_by_low_level_effects_in_the_opponents_turn(
    table: Table,
) -> None:
    game = artemis(table, 1)
    card = game.card(ARTEMIS)
    # The effect of the opponent's level one SIGNI, then of their level three SIGNI.
    assert not game.game.vanish(card, game.card(ROMAIL, 1))
    assert game.zone_of(ARTEMIS) == Zone.SIGNI
    assert game.game.vanish(card, game.card(TOBIEL, 1))
    assert game.zone_of(ARTEMIS) == Zone.ENER
    game = artemis(table, 0)  # its own turn: no protection
    assert game.game.vanish(game.card(ARTEMIS), game.card(ROMAIL, 1))


TAMA_PLAY = "Tama//Memoria, Great Knowledge Play"


@encodes("WXDi-P10-047")
def test_tama_great_knowledge_keeps_one_on_top_and_swaps_itself_with_the_top_card(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{TAMA_PLAY}"]
            deck: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
    """)
    game.play(TAMA_PLAY, 0)
    game.choose(ROMAIL)  # on top; Koalala to the bottom
    assert game.names(0, Zone.DECK)[-1] == ROMAIL and game.names(0, Zone.DECK)[0] == KOALALA
    game.end_main()
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(ActionKind.ATTACK, TOBIEL))
    game.attack(TOBIEL)  # Tama, in front, is vanished
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # Romail into the Ener Zone, Tama on top of the deck
    assert game.zone_of(ROMAIL) == Zone.ENER
    assert game.names(0, Zone.DECK)[-1] == TAMA_PLAY


@encodes("WXDi-P10-076")
@pytest.mark.parametrize(("pripara", "power"), [(2, 10000), (0, 12000), (16, None)])
def test_todo_sion_downs_for_minus_1000_per_pripara_signi_in_the_trash(
    table: Table, pripara: int, power: int | None
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SION}"]
            ener: ["{BUFFALO}"]
            trash: {[SOPHY] * pripara + [ROMAIL] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
    """)
    game.action(SION)
    assert game.game.downed[game.card(SION)]
    if power is None:  # fifteen at most: --15000
        assert game.zone_of(TOBIEL, 1) == Zone.ENER
    else:
        assert game.power(TOBIEL) == power


MEL_BACTERIA = "Mel//Memoria, Natural Bacteria"


@encodes("WXDi-P10-066")
def test_mel_natural_bacteria_lifts_a_signi_as_it_enters_or_from_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{ROMAIL}", ~]
            hand: ["{MEL_BACTERIA}"]
    """)
    game.play(MEL_BACTERIA, 0)
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 5000
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROMAIL}"]
            ener: ["{MEL_BACTERIA}"]
    """)
    game.action(MEL_BACTERIA)
    assert game.zone_of(MEL_BACTERIA) == Zone.TRASH and game.power(ROMAIL) == 5000
