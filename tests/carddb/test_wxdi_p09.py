"""WXDi-P09: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from tests.carddb.scenes import burst, end_of_turn, grown
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

SAMIDARE = "Samidare, Lightly Armed"
FLATHRO = "Flathro Commander, Roaring Flame"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
LIFE = str([BUFFALO] * 3)


@encodes("WXDi-P09-057")
def test_samidare_adds_a_weapon_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SAMIDARE}", "{BUFFALO}"]
            ener: ["Romail, Lightly Armed"]
            trash: ["Koalala, Phantom Terra Beast", "{FLATHRO}"]
    """)
    game.play(SAMIDARE, 0)
    game.accept()  # pay 1 red and discard a card
    assert game.names(0, Zone.HAND) == [FLATHRO]  # <<Weapon>>; Koalala is not
    assert sorted(game.names(0, Zone.TRASH)) == [
        "Koalala, Phantom Terra Beast",
        "Romail, Lightly Armed",
        BUFFALO,
    ]


@encodes("WXDi-P09-057")
def test_samidare_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = table.life_burst(SAMIDARE, f'hand: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER


def flathro(table: Table, hand: int) -> Play:
    return table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FLATHRO}"]
            hand: {["Servant #"] * hand}
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
            life: {LIFE}
    """)


@encodes("WXDi-P09-040")
def test_flathro_discards_six_to_crush_then_gains_assassin_with_an_empty_hand(
    table: Table,
) -> None:
    game = flathro(table, 6)
    game.accept()  # discard the whole hand: six cards
    assert game.count(0, Zone.TRASH) == 6 and len(game.players[1].life) == 2
    game.attack(FLATHRO)
    game.accept()  # no cards in hand: pay 2 red for [Assassin]
    assert game.has_keyword(game.card(FLATHRO), KW.ASSASSIN)
    assert len(game.players[1].life) == 1  # damage past Koalala, which stays
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI


def test_flathro_discarding_five_crushes_nothing(table: Table) -> None:
    game = flathro(table, 5)
    game.accept()
    assert game.count(0, Zone.HAND) == 0 and len(game.players[1].life) == 3


def test_flathro_with_cards_in_hand_cannot_gain_assassin(table: Table) -> None:
    game = flathro(table, 2)
    game.decline()  # keep the hand
    game.attack(FLATHRO)
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # a battle: 10000 each


@pytest.mark.parametrize(
    ("ener", "power"), [([BUFFALO, "Romail, Lightly Armed"], 7000), ([], 3000)]
)
@encodes("WXDi-P09-070")
def test_kasuga_no_kami_gets_4000_with_two_colors_in_the_ener_zone(
    table: Table, ener: list[str], power: int
) -> None:
    game = table(f"""
        players:
          - signi: ["Kasuga no Kami, Jade Angel"]
            ener: {ener}
    """)
    assert game.power("Kasuga no Kami, Jade Angel") == power


@encodes("WXDi-P09-063")
def test_kimaris_reveals_at_the_end_of_turn_and_draws_a_demon(table: Table) -> None:
    card = "Kimaris, Azure Evil"
    assert end_of_turn(table, card, "Scylla, Azure Evil").count(0, Zone.HAND) == 1
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0


@encodes("WXDi-P09-077")
def test_gefjon_mills_three_and_its_life_burst_gives_minus_8000(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Gefjon, Doomed Angel"]
    """)
    game.action("Gefjon, Doomed Angel")
    assert game.count(0, Zone.TRASH) == 3
    game = table.life_burst("Gefjon, Doomed Angel")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P09-061")
def test_diabolos_discards_the_hand_and_pays_red_to_vanish_when_attacking(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Diabolos, Crimson Evil", "{BUFFALO}", "Romail, Lightly Armed"]
            ener: ["Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.play("Diabolos, Crimson Evil", 0)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.TRASH) == 2
    game.end_main()
    game.attack("Diabolos, Crimson Evil")
    game.accept()
    game.target("Koalala, Phantom Terra Beast")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-059")
def test_kikunojoe_discards_a_level_one_signi_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["KikunoJoe, Natural Planet"]
            hand: ["Romail, Lightly Armed"]
          - signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.action("KikunoJoe, Natural Planet")
    assert game.zone_of("Romail, Lightly Armed") == Zone.TRASH
    assert game.names(1, Zone.ENER) == [BUFFALO]  # Koalala has 10000
    assert not game.can(ActionKind.USE_ACTION, "KikunoJoe, Natural Planet")  # once per turn


@encodes("WXDi-P09-072")
def test_fleming_charges_with_five_life_cloth_and_draws_with_four(table: Table) -> None:
    for life, ener, hand in ((5, 1, 0), (4, 0, 1), (3, 0, 0)):
        game = table(f"""
            players:
              - signi: ["Fleming, Jade Wisdom"]
                life: {[BUFFALO] * life}
        """)
        game.end_main()
        assert (game.count(0, Zone.ENER), game.count(0, Zone.HAND)) == (ener, hand)


@encodes("WXDi-P09-075")
def test_skunk_pays_green_at_the_end_of_each_turn_to_vanish_10000_or_more(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Skunk Type: Drei"]
            ener: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.accept()
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-075")
def test_skunk_vanished_in_the_attack_phase_vanishes_10000_or_more(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Skunk Type: Drei"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast", "{BUFFALO}"]
    """)
    game.game.add_power(game.card("Koalala, Phantom Terra Beast"), 1000)
    game.attack("Koalala, Phantom Terra Beast")  # 11000 vanishes Skunk (10000)
    assert game.zone_of("Skunk Type: Drei") == Zone.ENER
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-082")
def test_fe_gives_minus_12000_with_seven_atoms_in_the_trash(table: Table) -> None:
    for atoms, zone in ((7, Zone.ENER), (6, Zone.SIGNI)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Fe, Natural Element"]
                ener: ["{BUFFALO}", "{BUFFALO}"]
                trash: {["CZ, Natural Element"] * atoms}
              - lrig: {lrigs(LIZE3)}
                signi: ["Koalala, Phantom Terra Beast"]
        """)
        game.play("Fe, Natural Element", 0)
        game.accept()
        assert game.zone_of("Koalala, Phantom Terra Beast") == zone


@encodes("WXDi-P09-062")
def test_divine_dance_returns_a_brave_signi_or_discards_one_to_vanish(table: Table) -> None:
    game = table("""
        players:
          - hand: ["Divine Dance"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
            trash: ["Gracia, Crimson General"]
    """)
    game.use("Divine Dance")
    game.pay()
    game.mode(0)
    game.accept()
    assert game.names(0, Zone.HAND) == ["Gracia, Crimson General"]
    game = table("""
        players:
          - hand: ["Divine Dance", "Gracia, Crimson General"]
            ener: ["Romail, Lightly Armed"]
          - signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.use("Divine Dance")
    game.pay()
    game.mode(1)
    assert game.zone_of("Gracia, Crimson General") == Zone.TRASH
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P09-069")
def test_lively_live_makes_the_opponent_discard_when_the_blue_signi_is_targeted(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["LIVELY LIVE"]
            signi: ["Scylla, Azure Evil"]
          - lrig: {lrigs(LIZE3, left="Tamayorihime, New Moon Miko")}
            hand: ["{BUFFALO}"]
            lrig_deck: ["Tama Loud Voice"]
    """)
    game.use("LIVELY LIVE")
    game.pass_until(
        lambda play: (
            play.game.turn_player == 1 and play.can(ActionKind.ASSIST_GROW, "Tama Loud Voice")
        )
    )
    hand = game.count(1, Zone.HAND)
    game.grow("Tama Loud Voice")  # returns target SIGNI with power 10000 or less
    assert game.zone_of("Scylla, Azure Evil") == Zone.HAND
    assert game.count(1, Zone.HAND) == hand - 1  # a card discarded at random


INDIGOLITE = "Indigolite, Natural Pyroxene"


@encodes("WXDi-P09-041")
def test_indigolite_looks_at_two_keeps_one_and_counts_jewels_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{INDIGOLITE}"]
            hand: ["{BUFFALO}"]
            deck: ["Koalala, Phantom Terra Beast", "Romail, Lightly Armed", "{BUFFALO}"]
            trash: {["Bronze, Natural Stone"] * 4}
    """)
    base = game.power(INDIGOLITE)
    game.action(INDIGOLITE)
    game.choose("Koalala, Phantom Terra Beast")
    assert game.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]
    assert game.power(INDIGOLITE) == base  # four <<Jewel>> SIGNI; Romail is no Jewel
    assert not game.can(ActionKind.USE_ACTION, INDIGOLITE)


@encodes("WXDi-P09-041")
def test_indigolite_life_burst_draws_two_and_puts_a_jewel_onto_the_field(table: Table) -> None:
    game = table.life_burst(INDIGOLITE, 'deck: ["Bronze, Natural Stone", "Servant #"]')
    game.burst()
    game.choose("Bronze, Natural Stone")
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of("Bronze, Natural Stone") == Zone.SIGNI


@encodes("WXDi-P09-041")
def test_indigolite_makes_the_opponent_discard_when_a_jewel_is_vanished(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{INDIGOLITE}", "Bronze, Natural Stone"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "Koalala, Phantom Terra Beast"]
            hand: ["{BUFFALO}"]
    """)
    game.attack("Koalala, Phantom Terra Beast")  # vanishes Bronze, a <<Jewel>>
    assert game.names(1, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P09-064")
def test_volans_lets_the_opponent_swap_up_to_two_cards(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Volans, Natural Planet"]
          - hand: ["{SAMIDARE}", "{FLATHRO}", "Servant #"]
            deck: {[BUFFALO] * 3}
    """)
    game.play("Volans, Natural Planet", 0)
    game.discard(SAMIDARE, FLATHRO)  # the opponent's choice
    assert game.names(1, Zone.TRASH) == [SAMIDARE, FLATHRO]
    assert sorted(game.names(1, Zone.HAND)) == sorted([BUFFALO, BUFFALO, "Servant #"])


# Cards encoded with the terms of the later rounds (coins, unless, awaken, moves, ...).
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red
CHAIKA = "Hanabatake Chaika, Code 2434"  # black, for Ener
DONA_0 = ["Dona START"]
DONA_1 = [*DONA_0, 'Dona "Go For It!"']
AYA_0 = ["Aya! 0"]


def assist(table: Table, card: str, below: list[str], mine: str = "", theirs: str = "") -> Play:
    """Player 0 grows its left Assist LRIG (the stack `below`) into `card` in the main
    phase (names with double quotes: the scenes' `grown` quotes with them)."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=below)}
            lrig_deck: {[card]}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.grow(card)
    return game


@encodes("WXDi-P09-027")
def test_dona_go_for_it_adds_up_to_two_signi_sharing_a_color_with_the_center(
    table: Table,
) -> None:
    game = assist(
        table,
        'Dona "Go For It!"',
        DONA_0,
        mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "Servant #"]',
    )
    assert ROMAIL not in " ".join(game.options())  # red: the Center LRIG is green
    game.choose(KOALALA, BUFFALO)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, BUFFALO]
    assert game.zone_of(ROMAIL) == Zone.DECK


@encodes("WXDi-P09-028")
def test_dona_cheer_me_on_returns_a_level_one_signi_and_gains_two_coins(table: Table) -> None:
    game = assist(table, 'Dona "Cheer Me On!"', DONA_0, theirs=f'signi: ["{KOALALA}", "{ROMAIL}"]')
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()  # the order of the two [Enter] abilities
    assert game.zone_of(ROMAIL, 1) == Zone.HAND and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.game.players[0].coins == 2


@encodes("WXDi-P09-029")
def test_dona_go_go_returns_8000_or_less_and_adds_a_guard_signi(table: Table) -> None:
    game = assist(
        table,
        'Dona "Go, Go!"',
        DONA_1,
        mine=f'trash: ["Servant #", "{KOALALA}"]',
        theirs=f'signi: ["{KOALALA}", "{ROMAIL}"]',
    )
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.zone_of(ROMAIL, 1) == Zone.HAND and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.names(0, Zone.HAND) == ["Servant #"]  # Koalala has no Guard icon


@encodes("WXDi-P09-032")
def test_ayas_turn_puts_a_5000_or_less_signi_on_the_bottom_of_the_deck(table: Table) -> None:
    game = grown(table, "Aya's Turn!", AYA_0, theirs=f'signi: ["{KOALALA}", "{ROMAIL}"]')
    assert game.names(1, Zone.DECK)[0] == ROMAIL and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P09-033")
def test_ayas_dancing_draws_and_gains_two_coins(table: Table) -> None:
    game = grown(table, "Aya's Dancing with the Stars!", AYA_0)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.count(0, Zone.HAND) == 1 and game.game.players[0].coins == 2


@encodes("WXDi-P09-035")
def test_ayas_enchantment_downs_two_then_pays_four_to_bottom_a_downed_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        "Aya's Enchantment!",
        [*AYA_0, "Aya's Turn!"],
        mine=f"ener: {[BUFFALO] * 7}",
        theirs=f'signi: ["{KOALALA}", "{ROMAIL}"]',
    )
    game.pay()  # the grow cost
    game.first()  # the down first
    game.target(KOALALA, ROMAIL)
    game.accept()
    game.pay()
    game.target(KOALALA)
    assert game.names(1, Zone.DECK)[0] == KOALALA
    assert game.game.downed[game.card(ROMAIL, 1)]


@encodes("WXDi-P09-030")
def test_dona_glittering_puts_signi_from_the_hand_without_their_enter_abilities(
    table: Table,
) -> None:
    ruriru = "Ruriru, Lonely Natural Crystal"  # [Enter]: discard without another <<Jewel>>
    game = assist(
        table,
        'Dona "Glittering!"',
        DONA_1,
        mine=f"""hand: ["{ruriru}", "{KOALALA}", "{ROMAIL}"]
            ener: ["Circe, Blessed Angel", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            deck: ["{BUFFALO}", "Servant #", "{CHAIKA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}\"]""",
    )
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()  # in printed order
    game.choose(ruriru)
    game.into(0)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.accept()  # pay white and colorless
    game.pay("Circe, Blessed Angel")  # white; a Buffalo for the colorless
    game.choose(KOALALA)
    game.into(1)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.accept()  # pay three colorless
    game.pay()
    game.choose(CHAIKA, "Servant #")
    assert game.names(0, Zone.SIGNI) == [ruriru, KOALALA, ""]
    # Ruriru's [Enter] did not trigger: Romail was not discarded.
    assert sorted(game.names(0, Zone.HAND)) == sorted([ROMAIL, CHAIKA, "Servant #"])


CONTEMPORA = "Contempora, Jade Beauty Queen"
FIONN = "Fionn mac Cumhaill, Blessed General"


@encodes("WXDi-P09-043", "WXDi-P09-054")
def test_fionn_trashes_contempora_which_pays_to_return_to_the_hand(table: Table) -> None:
    game = table(f"""
        phase: end
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{CONTEMPORA}"]
            ener: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{FIONN}"]
    """)
    game.accept()  # Fionn: down itself
    game.mode(0)  # trash the opposing SIGNI
    assert game.zone_of(CONTEMPORA) == Zone.TRASH
    game.accept()  # Contempora: pay 1 colorless
    assert game.zone_of(CONTEMPORA) == Zone.HAND and game.count(0, Zone.ENER) == 0
    assert game.game.downed[game.card(FIONN)]


@encodes("WXDi-P09-054")
def test_fionn_downed_at_the_end_of_turn_does_nothing_and_may_draw(table: Table) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FIONN}"]
          - signi: ["{KOALALA}"]
    """)
    game.accept()
    game.mode(1)  # draw a card
    assert game.count(0, Zone.HAND) == 1 and game.zone_of(KOALALA, 1) == Zone.SIGNI
    game = burst(table, FIONN)
    game.mode(0)  # return the upped Koalala
    assert game.zone_of(KOALALA, 1) == Zone.HAND


@encodes("WXDi-P09-043")
def test_contempora_shadows_level_one_and_two_in_the_opponents_turn(table: Table) -> None:
    def targetable(turn_player: int) -> tuple[bool, bool, bool]:
        game = table(f"""
            turn_player: {turn_player}
            turn: {3 + turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{CONTEMPORA}", "{ROMAIL}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["Servant #", "{KOALALA}", "{FIONN}"]
        """)
        mine = game.card(ROMAIL, 0)
        return tuple(  # type: ignore[return-value]
            game.is_targetable(mine, 1, game.card(name, 1))
            for name in ("Servant #", KOALALA, FIONN)
        )

    assert targetable(turn_player=1) == (False, False, True)
    assert targetable(turn_player=0) == (True, True, True)
    game = burst(table, CONTEMPORA)
    game.mode(0)  # vanish the upped Koalala
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P09-049")
def test_drivers_ed_is_shadowed_from_level_one_cards_in_the_opponents_turn(
    table: Table,
) -> None:
    for turn_player, shadowed in ((1, True), (0, False)):
        game = table(f"""
            turn_player: {turn_player}
            turn: {3 + turn_player}
            players:
              - signi: ["Driver's Ed, Code: Maze"]
              - signi: ["{ROMAIL}", "{KOALALA}"]
        """)
        mine = game.card("Driver's Ed, Code: Maze")
        assert game.is_targetable(mine, 1, game.card(ROMAIL)) != shadowed
        assert game.is_targetable(mine, 1, game.card(KOALALA))


WEREWOLF = "Werewolf, Wretched Play Queen"


@encodes("WXDi-P09-045")
def test_werewolf_comes_back_from_the_trash_and_pays_black_for_minus_10000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            trash: ["{WEREWOLF}"]
            hand: {[BUFFALO] * 3}
            ener: ["{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.action(WEREWOLF)  # discard three cards
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(WEREWOLF) == Zone.SIGNI and game.count(0, Zone.HAND) == 0
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(WEREWOLF)
    game.accept()  # it entered from the trash this turn: pay 1 black
    game.target(ROMAIL)  # not in front of it
    assert game.zone_of(ROMAIL, 1) == Zone.ENER  # 2000 --10000: vanished by the rules


@encodes("WXDi-P09-045")
def test_werewolf_played_from_the_hand_asks_nothing_when_attacking(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{WEREWOLF}"]
            ener: ["{CHAIKA}"]
    """)
    game.attack(WEREWOLF)
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.ENER) == 1


GLAB = "G-Lab, Code: Art"


@encodes("WXDi-P09-050")
def test_g_lab_keeps_one_of_two_on_top_and_reveals_a_spell_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{GLAB}"]
            deck: ["{ROMAIL}", "Masked Legend", "{BUFFALO}"]
    """)
    game.play(GLAB, 0)
    game.choose("Masked Legend")
    assert game.names(0, Zone.DECK)[-1] == "Masked Legend"
    assert game.names(0, Zone.DECK)[0] == ROMAIL
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # reveal the top card: a spell
    assert game.names(0, Zone.HAND) == ["Masked Legend"]
    downed = end_of_turn(table, GLAB, "Masked Legend", "(downed)")
    assert downed.count(0, Zone.HAND) == 0


IMOKO = "Imoko, Crimson General"  # +1000 for every other SIGNI on the field


@encodes("WXDi-P09-052")
def test_yukayuka_strips_abilities_at_the_attack_phase_unless_the_opponent_pays(
    table: Table,
) -> None:
    for ener, power in (([], 3000), ([BUFFALO], 5000)):
        game = table(f"""
            phase: main
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Yukayuka//Memoria, Medium Trickster"]
              - signi: ["{IMOKO}", "{KOALALA}"]
                ener: {ener}
        """)
        assert game.power(IMOKO) == 5000
        game.end_main()
        if ener:
            game.accept()  # the opponent pays 1 colorless
        assert game.power(IMOKO) == power
    game = burst(table, "Yukayuka//Memoria, Medium Trickster")
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P09-056")
def test_mata_hari_pays_two_coins_to_vanish_3000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Mata Hari, Crimson General"]
            coins: 2
          - signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.play("Mata Hari, Crimson General", 0)
    game.accept()
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.game.players[0].coins == 0


@encodes("WXDi-P09-002")
def test_space_mother_needs_three_colors_and_puts_all_opposing_signi_on_the_deck(
    table: Table,
) -> None:
    def game_with(left: list[str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(AT3, left=left, right=AYA_0)}
                lrig_deck: ["Space Mother"]
                ener: {[BUFFALO] * 6}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{ROMAIL}"]
        """)

    assert not game_with(AYA_0).can(ActionKind.USE_PIECE, "Space Mother")  # green, blue
    game = game_with(DONA_0)  # green, white, blue
    game.use("Space Mother")
    game.pay()
    assert sorted(game.names(1, Zone.DECK)[-2:]) == [KOALALA, ROMAIL]
    assert game.count(1, Zone.SIGNI) == 0


LION = "LION//Memoria, Code: Heart"


@encodes("WXDi-P09-038")
def test_lion_is_awakened_by_the_third_spell_of_the_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LION}"]
            hand: {["Masked Legend"] * 3}
            ener: {[ROMAIL] * 3}
          - signi: ["{ROMAIL}", "{BUFFALO}", "Servant #"]
    """)
    for vanished in (ROMAIL, BUFFALO, "Servant #"):
        assert not game.awakened[game.card(LION)]
        game.use("Masked Legend")  # no coins: no bet
        if vanished != "Servant #":  # the last one is the only target
            game.target(vanished)
    assert game.awakened[game.card(LION)]


@encodes("WXDi-P09-038")
def test_awakened_lion_pays_two_white_to_up_when_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LION}"]
            ener: ["Circe, Blessed Angel", "Circe, Blessed Angel"]
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    lion = game.card(LION)
    game.game.awaken(lion)
    game.end_main()
    game.accept()  # pay two white
    game.attack(LION)
    assert not game.downed[lion]
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(LION)  # once per turn, and it has no abilities now
    assert game.downed[lion]


NANASHI = "Nanashi//Memoria, Bacteria Queen"


@encodes("WXDi-P09-046")
def test_nanashi_stacks_a_card_each_attack_phase_and_gives_minus_3000_for_each(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, ~, "{NANASHI}"]
            deck: {[BUFFALO] * 5}
            coins: 2
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
            life: {LIFE}
    """)
    game.action(NANASHI)  # two coins: --5000
    game.target(KOALALA)
    assert game.power(KOALALA) == 5000 and not game.can(ActionKind.USE_ACTION, NANASHI)
    game.end_main()
    assert len(game.game.under(game.card(NANASHI))) == 1
    game.attack(NANASHI)
    game.target(KOALALA, ROMAIL)
    assert game.power(KOALALA) == 2000 and game.zone_of(ROMAIL, 1) == Zone.ENER


YUZUKI = "True Yuzuki//Memoria, Dragon Queen"


@encodes("WXDi-P09-047")
def test_true_yuzuki_trashes_an_opposing_ener_then_pays_for_assassin(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI}"]
            life: ["{BUFFALO}"]
            ener: ["{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            ener: ["{KOALALA}", "Circe, Blessed Angel"]
    """)
    game.end_main()
    game.choose(KOALALA)  # the opponent chooses
    assert game.names(1, Zone.TRASH) == [KOALALA]
    game.attack(YUZUKI)
    game.accept()  # pay red, green and colorless
    assert game.has_keyword(game.card(YUZUKI), KW.ASSASSIN)


@encodes("WXDi-P09-047")
def test_true_yuzuki_with_two_life_cloth_trashes_nothing(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
            ener: ["{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            ener: ["{KOALALA}", "Circe, Blessed Angel"]
    """)
    game.end_main()
    assert game.count(1, Zone.ENER) == 2
    game.attack(YUZUKI)  # nothing was trashed: no payment offered
    assert not game.has_keyword(game.card(YUZUKI), KW.ASSASSIN)


LOVIT = "LOVIT//Memoria, Phantom Beast"
WOLF = "WOLF//Memoria, Explosive Gun"


@encodes("WXDi-P09-055")
def test_howling_shout_lifts_a_signi_and_awakens_a_memoria(table: Table) -> None:
    for signi, awakened in ((LOVIT, True), (ROMAIL, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{signi}"]
                hand: ["Howling Shout"]
                ener: ["Circe, Blessed Angel"]
        """)
        base = game.power(signi)
        game.use("Howling Shout")
        assert game.power(signi) == base + 5000
        assert bool(game.awakened[game.card(signi)]) == awakened
    game = burst(table, "Howling Shout")
    assert game.zone_of(KOALALA, 1) == Zone.HAND


@encodes("WXDi-P09-058")
def test_lovit_awakened_in_battle_trashes_an_off_color_ener_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LOVIT}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #"]
            ener: ["Circe, Blessed Angel", "{ROMAIL}"]
            life: {LIFE}
    """)
    game.attack(LOVIT)  # 2000 against the Servant #'s 1000
    assert game.awakened[game.card(LOVIT)]
    game.pass_until(lambda play: play.decision == DecisionKind.TARGET)
    assert "Circe" not in " ".join(game.options())  # white, as the Center Lize
    game.target(ROMAIL)
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P09-073")
def test_wolf_awakened_in_battle_charges_at_the_end_of_turn(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{WOLF}"]
            deck: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}"]
            life: {LIFE}
    """)
    game.attack(WOLF)
    assert game.awakened[game.card(WOLF)] and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.ENER) == 1


MEERKAT = "Meerkat, Phantom Terra Beast"


@encodes("WXDi-P09-060")
def test_meerkat_lifts_a_signi_for_each_terra_beast_at_the_attack_phase(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MEERKAT}", "{KOALALA}", "{ROMAIL}"]
    """)
    game.end_main()
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 2000 + 2 * 2000


@encodes("WXDi-P09-060")
def test_meerkat_makes_the_opponent_trash_an_ener_when_a_big_terra_beast_is_vanished(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{MEERKAT}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed"]
            ener: ["Circe, Blessed Angel", "{ROMAIL}"]
    """)
    game.attack("Tobiel, Full Armed")  # 12000 vanishes Koalala (10000)
    game.choose(ROMAIL)  # the opponent's choice
    assert game.names(1, Zone.TRASH) == [ROMAIL]
    game = burst(table, MEERKAT)
    assert game.zone_of("Servant #", 1) == Zone.ENER


CREAM_SODA = "Cream Soda, Code: Eat"


@encodes("WXDi-P09-065")
def test_cream_soda_sends_a_card_of_the_opponents_hand_to_the_deck_bottom(
    table: Table,
) -> None:
    for frozen in (True, False):
        game = table(f"""
            players:
              - hand: ["{CREAM_SODA}"]
              - signi: ["{KOALALA}{" (frozen)" if frozen else ""}"]
                hand: ["{ROMAIL}", "Servant #"]
                deck: ["{BUFFALO}", "{BUFFALO}"]
        """)
        game.play(CREAM_SODA, 0)
        if frozen:
            assert "Servant #" not in " ".join(game.options())  # a Guard icon
            game.choose(ROMAIL)
            assert game.names(1, Zone.DECK)[0] == ROMAIL
            assert sorted(game.names(1, Zone.HAND)) == sorted(["Servant #", BUFFALO])
        else:
            assert game.zone_of(ROMAIL, 1) == Zone.HAND and game.count(1, Zone.DECK) == 2


@encodes("WXDi-P09-065")
def test_cream_soda_life_burst_negates_attacks_unless_three_cards_are_discarded(
    table: Table,
) -> None:
    lize = "[Center] Lize, Level 2"
    game = table.life_burst(CREAM_SODA, f'life: ["{BUFFALO}"]')
    game.burst()
    game.target(lize)
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(lize)  # the opponent has no three cards to discard: negated
    assert game.count(0, Zone.LIFE) == 1


@encodes("WXDi-P09-068")
def test_fuji_aoi_draws_a_revealed_level_one_signi_or_puts_it_on_the_bottom(
    table: Table,
) -> None:
    for top, drawn in ((ROMAIL, True), (KOALALA, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Fuji Aoi, Natural Planet"]
                deck: ["{top}", "{BUFFALO}", "{BUFFALO}"]
        """)
        game.play("Fuji Aoi, Natural Planet", 0)
        if drawn:
            assert game.names(0, Zone.HAND) == [top]
        else:
            assert game.count(0, Zone.HAND) == 0 and game.names(0, Zone.DECK)[0] == top
    game = burst(table, "Fuji Aoi, Natural Planet")
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


MARBLING = "Marbling, Jade Beauty"


@encodes("WXDi-P09-071")
def test_marbling_vanished_in_the_opponents_turn_protects_a_signi_from_vanishing(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MARBLING}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Tobiel, Full Armed"]
    """)
    game.attack(KOALALA)  # vanishes Marbling; Romail is the only target
    assert game.zone_of(MARBLING) == Zone.ENER
    game.attack("Tobiel, Full Armed")  # 12000 against 2000: Romail stays
    assert game.zone_of(ROMAIL) == Zone.SIGNI
    game = burst(table, MARBLING, mine=f'ener: ["{BUFFALO}"]')
    game.accept()  # pay 1 colorless: vanish Koalala (10000)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


MORAY = "Moray, Phantom Aquatic Beast"


@encodes("WXDi-P09-074")
def test_moray_lifts_by_5000_with_five_cards_in_hand_and_pays_coins_for_an_ener_signi(
    table: Table,
) -> None:
    for hand, power in ((5, 5000), (4, 3000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: {["Servant #"] * hand + [MORAY]}
                signi: [~, "{ROMAIL}"]
                ener: ["{KOALALA}"]
                coins: 2
        """)
        game.play(MORAY, 0)
        game.first()  # the power first
        game.target(ROMAIL)
        assert game.power(ROMAIL) == 2000 + power
        game.accept()  # pay two coins
        assert game.zone_of(KOALALA) == Zone.HAND and game.game.players[0].coins == 0
    game = burst(table, MORAY, mine=f"deck: {[BUFFALO] * 3}")
    assert game.count(0, Zone.ENER) == 2  # the charged card and the crushed Moray
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)
    assert not game.is_terminal()  # the damage from Koalala was prevented


@encodes("WXDi-P09-076")
@pytest.mark.parametrize("bet", [True, False])
def test_nourishment_charges_three_with_a_bet(table: Table, bet: bool) -> None:
    game = table(f"""
        players:
          - hand: ["Nourishment"]
            ener: ["{BUFFALO}"]
            deck: {[ROMAIL] * 4}
            coins: 2
    """)
    game.use("Nourishment")
    game.accept() if bet else game.decline()
    assert game.count(0, Zone.ENER) == (3 if bet else 2)
    game = burst(table, "Nourishment")
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P09-083")
@pytest.mark.parametrize("bet", [True, False])
def test_prison_please_gives_minus_12000_with_a_bet(table: Table, bet: bool) -> None:
    game = table(f"""
        players:
          - hand: ["Prison Please"]
            ener: ["{CHAIKA}"]
            coins: 2
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed", "{KOALALA}"]
    """)
    game.use("Prison Please")
    game.accept() if bet else game.decline()
    game.target("Tobiel, Full Armed")
    if bet:  # 12000 --12000: vanished by the rules
        assert game.zone_of("Tobiel, Full Armed") == Zone.ENER
    else:
        assert game.power("Tobiel, Full Armed") == 5000
    game = burst(table, "Prison Please")  # the upped Koalala
    assert game.zone_of(KOALALA, 1) == Zone.ENER


VOYNI = "Voyni, Code: Old"  # black


JACQUES = "Jacques de Molay, Doomed General"


@encodes("WXDi-P09-080")
def test_jacques_pays_three_coins_for_a_black_signi_and_grows_when_it_enters(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{JACQUES}"]
            trash: ["{VOYNI}", "{ROMAIL}"]
            coins: 3
    """)
    game.action(JACQUES)
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    if game.decision == DecisionKind.OPTIONAL:
        game.decline()  # Voyni's [Enter]: no coin left
    assert game.zone_of(VOYNI) == Zone.SIGNI  # Romail is red
    assert game.power(JACQUES) == 8000 + 4000
    game = burst(table, JACQUES, mine=f'trash: ["{KOALALA}", "Tobiel, Full Armed"]')
    game.mode(1)  # Koalala (Tobiel is level three) onto the field
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI


@encodes("WXDi-P09-081")
def test_mahomaho_mills_four_unless_the_opponent_discards(table: Table) -> None:
    for hand in ([], [ROMAIL]):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Mahomaho//Memoria, Natural Element"]
              - hand: {hand}
                deck: {[BUFFALO] * 6}
                life: {LIFE}
        """)
        game.attack("Mahomaho//Memoria, Natural Element")
        if hand:
            game.accept()  # the opponent discards Romail
            assert game.names(1, Zone.TRASH) == [ROMAIL]
        else:
            assert game.count(1, Zone.TRASH) == 4


SCUTUM = "Scutum, Natural Planet"


@encodes("WXDi-P09-053")
def test_scutum_shadows_a_level_one_signi_from_small_signi_in_the_opponents_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SCUTUM}"]
            signi: [~, "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Tobiel, Full Armed"]
    """)
    game.play(SCUTUM, 0)
    game.target(ROMAIL)  # the only level one SIGNI
    romail = game.card(ROMAIL)
    assert game.is_targetable(romail, 1, game.card(KOALALA))  # your own turn
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert not game.is_targetable(romail, 1, game.card(KOALALA))  # level two
    assert game.is_targetable(romail, 1, game.card("Tobiel, Full Armed"))  # level three
    assert game.is_targetable(game.card(SCUTUM), 1, game.card(KOALALA))
    game = burst(table, SCUTUM, mine=f'deck: ["{BUFFALO}"]')
    game.target(KOALALA)
    assert game.has_keyword(game.card(KOALALA), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


OIGONA = "Oigona, Natural Bacteria"


@encodes("WXDi-P09-078")
def test_oigona_goes_under_an_entering_nanashi_and_discards_black_for_minus_3000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{OIGONA}", "{CHAIKA}", "{NANASHI}"]
            ener: ["{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(OIGONA, 0)
    game.accept()
    game.discard(CHAIKA)  # a black card
    assert game.power(KOALALA) == 7000 and game.names(0, Zone.TRASH) == [CHAIKA]
    game.play(NANASHI, 1)
    game.accept()  # pay 1 colorless
    assert game.game.under(game.card(NANASHI)) == [game.card(OIGONA)]
    assert game.names(0, Zone.SIGNI) == ["", NANASHI, ""]


GUZUKO = [
    "Guzuko, Worthless Queen",
    "Guzuko, Worthless Queen of Dawn",
    "Guzuko, Worthless Queen of Twilight",
    "Guzuko, Worthless Queen of Triumph",
]


@encodes("WXDi-P09-010")
def test_guzuko_triumph_mills_one_of_five_and_fields_signi_from_the_trash(
    table: Table,
) -> None:
    triumph = GUZUKO[-1]
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(GUZUKO[:3])}
            lrig_deck: ["{triumph}"]
            ener: ["{CHAIKA}", "{CHAIKA}", "{CHAIKA}", "{BUFFALO}"]
            deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.grow(triumph)
    game.pay()
    game.choose(KOALALA)  # into the trash
    game.choose(ROMAIL)  # the order of the rest
    assert game.zone_of(KOALALA) == Zone.TRASH
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, triumph, b=2)  # once per game: an ability this turn
    game.act(ActionKind.USE_ACTION, triumph, b=1)  # black and colorless: a SIGNI
    game.target(KOALALA)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.power("Tobiel, Full Armed") == 4000  # --8000: it entered by an effect
    assert not game.can(ActionKind.USE_ACTION, triumph)


MIKOMIKO = "Mikomiko//Memoria, Bacteria Queen"  # level 3, 10000


@encodes("WXDi-P09-042")
def test_mikomiko_empties_a_hand_awakens_and_comes_back_unless_a_discard(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MIKOMIKO}"]
          - hand: ["{BUFFALO}"]
    """)
    game.end_main()  # its opponent discards the only card: awakened
    mikomiko = game.card(MIKOMIKO)
    assert game.awakened[mikomiko] and game.power(MIKOMIKO) == 13000
    # Vanished while awakened, it comes back downed: the opponent has no card to stop it.
    game.game.vanish(mikomiko)
    game.pass_until(lambda play: play.zone_of(MIKOMIKO) == Zone.SIGNI, limit=6)
    assert game.downed[mikomiko] and not game.awakened[mikomiko]


SAZANAMI = "Sazanami, Code: Ride"
ANNA_MIRAGE = "Anna Mirage, Doomed Evil"  # [Rise] on any SIGNI of its field


@encodes("WXDi-P09-067")
def test_sazanami_is_risen_upon_and_draws_two_then_discards_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAZANAMI}"]
            hand: ["{ANNA_MIRAGE}", "{ROMAIL}"]
            deck: {[KOALALA] * 4!s}
          - hand: ["{ROMAIL}"]
    """)
    game.action(SAZANAMI)  # down: two cards drawn, two discarded
    game.discard(ROMAIL, KOALALA)
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.TRASH) == 2
    game.play(ANNA_MIRAGE, 0)  # risen upon: it looks at the opponent's hand
    assert game.names(0, Zone.SIGNI)[0] == ANNA_MIRAGE
    assert game.names(0, Zone.UNDER) == [SAZANAMI]
    assert game.names(1, Zone.HAND) == [ROMAIL]  # a look changes nothing


@encodes("WXDi-P09-067")
def test_sazanami_life_burst_puts_a_looked_at_signi_onto_the_field(table: Table) -> None:
    game = burst(table, SAZANAMI, mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{KOALALA}"]')
    game.choose(ROMAIL)
    game.mode(1)  # onto the field rather than into the hand
    game.into(0)
    assert game.zone_of(ROMAIL, 0) == Zone.SIGNI
    assert game.count(0, Zone.DECK) == 2


VOYNI = "Voyni, Code: Old"


@encodes("WXDi-P09-079")
def test_voyni_puts_a_milled_level_one_signi_onto_the_field_until_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{VOYNI}"]
            deck: ["{KOALALA}", "{ROMAIL}", "{ROMAIL}", "{KOALALA}"]
            coins: 1
    """)
    game.play(VOYNI, 0)
    game.accept()  # a coin: three cards milled
    game.into(1)  # the first level one Romail milled; once per turn
    assert game.names(0, Zone.SIGNI) == [VOYNI, ROMAIL, ""]
    assert game.game.players[0].coins == 0
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.names(0, Zone.SIGNI) == [VOYNI, "", ""]  # into the trash at the end
    assert game.names(0, Zone.TRASH).count(ROMAIL) == 2


def holograph(table: Table, mine: str, theirs: str) -> Play:
    """Player 0 grows Aya's Holograph! in player 1's attack phase; the top cards of the
    decks are `mine` and `theirs`; player 1 attacks with Koalala."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, right=[*AYA_0, "Aya's Turn!"])}
            lrig_deck: ["Aya's Holograph!"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{mine}", "{BUFFALO}"]
            life: {LIFE}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: ["{theirs}", "{ROMAIL}"]
    """)
    game.grow("Aya's Holograph!")
    game.attack(KOALALA)
    return game


@encodes("WXDi-P09-036")
def test_ayas_holograph_negates_when_both_revealed_cards_have_a_life_burst(
    table: Table,
) -> None:
    game = holograph(table, "Servant #", "Servant #")
    assert len(game.players[0].life) == 3  # negated
    assert game.names(0, Zone.DECK)[0] == "Servant #"  # both went to the bottom
    assert game.names(1, Zone.DECK)[0] == "Servant #"


@encodes("WXDi-P09-036")
def test_ayas_holograph_negates_when_neither_revealed_card_has_a_life_burst(
    table: Table,
) -> None:
    game = holograph(table, BUFFALO, ROMAIL)
    assert len(game.players[0].life) == 3


def test_ayas_holograph_lets_the_attack_through_when_the_cards_differ(table: Table) -> None:
    game = holograph(table, "Servant #", ROMAIL)
    assert len(game.players[0].life) == 2
    assert game.names(0, Zone.DECK) == ["Servant #", BUFFALO]  # bottom first: moved under


OROCHIMARU = "Orochimaru, Blessed Evil Queen"


def orochimaru(table: Table, hand: list[str]) -> Play:
    game = table(f"""
        phase: main
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{OROCHIMARU}"]
            hand: {hand}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.end_main()
    return game


@encodes("WXDi-P09-037")
def test_orochimaru_discards_three_to_return_a_12000_or_less_signi(table: Table) -> None:
    game = orochimaru(table, [BUFFALO] * 3)
    game.mode(0)
    game.accept()
    assert game.count(0, Zone.HAND) == 0 and game.zone_of(KOALALA, 1) == Zone.HAND


@encodes("WXDi-P09-037")
def test_orochimaru_discards_two_and_a_guard_signi_to_remove_a_signi(table: Table) -> None:
    game = orochimaru(table, [BUFFALO, BUFFALO, "Servant #", ROMAIL])
    game.mode(1)
    game.accept()
    if game.decision == DecisionKind.DISCARD:
        game.discard(BUFFALO, BUFFALO)
    assert sorted(game.names(0, Zone.TRASH)) == sorted([BUFFALO, BUFFALO, "Servant #"])
    assert game.names(0, Zone.HAND) == [ROMAIL]
    assert game.zone_of(KOALALA, 1) == Zone.REMOVED


def test_orochimaru_cannot_take_the_second_mode_without_a_guard_signi(table: Table) -> None:
    game = orochimaru(table, [BUFFALO, BUFFALO, ROMAIL])
    game.mode(1)  # nothing to offer: no SIGNI with a Guard icon
    assert game.count(0, Zone.HAND) == 3 and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P09-037")
def test_orochimaru_second_mode_takes_three_cards_a_guard_signi_among_them(
    table: Table,
) -> None:
    game = orochimaru(table, ["Servant #", BUFFALO, BUFFALO])  # exactly three
    game.mode(1)
    game.accept()
    assert game.count(0, Zone.HAND) == 0 and game.zone_of(KOALALA, 1) == Zone.REMOVED
    game = orochimaru(table, ["Servant #", BUFFALO])  # two cards: nothing to offer
    game.mode(1)
    assert game.decision != DecisionKind.OPTIONAL
    assert game.count(0, Zone.HAND) == 2 and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P09-037")
def test_orochimaru_enters_to_add_a_guard_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{OROCHIMARU}"]
            ener: ["Elira Pendora, Code 2434", "{BUFFALO}"]  # white and any
            trash: ["{ROMAIL}", "Servant #"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.play(OROCHIMARU, 0)
    game.accept()
    game.pay()
    assert game.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-P09-051")
def test_dona_memoria_takes_a_targets_power_as_its_base_and_finds_a_signi(table: Table) -> None:
    dona = "Dona//Memoria, Phantom Spirit"  # 3000
    koalala = "Koalala, Phantom Terra Beast"  # 10000
    polygenesis = "Polygenesis"  # a SPELL
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{dona}"]
            ener: ["Sara Hoshikawa, Code 2434", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            deck: ["{polygenesis}", "{SAMIDARE}", "{polygenesis}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{koalala}"]
    """)
    game.play(dona, 0)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # pay 1 white (Sara, the one white card)
    game.target(koalala)  # or Dona itself
    assert game.power(dona) == 10000
    game.action(dona)
    game.pay()
    game.pass_until(lambda g: g.count(0, Zone.HAND) == 1 or g.decision == DecisionKind.CHOOSE)
    if game.count(0, Zone.HAND) == 0:
        game.choose(SAMIDARE)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [SAMIDARE]
    assert game.names(0, Zone.DECK)[-1] == BUFFALO  # the rest went under it (top last)
    assert not game.can(ActionKind.USE_ACTION, dona)  # once per turn
    life = burst(table, dona, mine=f'deck: ["{polygenesis}", "{SAMIDARE}", "{polygenesis}"]')
    life.pass_until(lambda g: g.decision == DecisionKind.MODE)
    life.mode(1)  # the revealed Samidare onto the field (mode 0: to the hand)
    life.pass_until(lambda g: g.zone_of(SAMIDARE) != Zone.DECK)
    assert life.zone_of(SAMIDARE) == Zone.SIGNI


CARNIVAL_TI = "Carnival -TI-"
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, vanilla


@encodes("WXDi-P09-005")
def test_carnival_ti_discards_to_gain_an_attack_ability_and_trashes_a_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], CARNIVAL_TI])}
            hand: ["{BUFFALO}"]
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, "{SAMIDARE}"]
            life: {LIFE}
    """)
    game.act(ActionKind.USE_ACTION, CARNIVAL_TI, b=0)  # discard a card
    assert game.names(0, Zone.TRASH) == [BUFFALO]
    assert not any(a.b == 0 for a in game.legal_actions() if a.kind == ActionKind.USE_ACTION)
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(CARNIVAL_TI)
    game.mode(2)  # put target SIGNI on your opponent's field into its owner's trash
    game.target(KOALALA)
    assert game.names(1, Zone.TRASH) == [KOALALA]


@encodes("WXDi-P09-005")
def test_carnival_ti_makes_up_to_two_signi_servant_zero_once_per_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], CARNIVAL_TI])}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{BUFFALO}", "{SAMIDARE}"]
    """)
    game.act(ActionKind.USE_ACTION, CARNIVAL_TI, b=1)
    game.target(KOALALA, SAMIDARE)
    assert game.names(1, Zone.SIGNI) == ["Servant ZERO", BUFFALO, "Servant ZERO"]
    assert [game.game.power(card) for card in game.ids("Servant ZERO", 1)] == [1000, 1000]
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.names(1, Zone.SIGNI) == [KOALALA, BUFFALO, SAMIDARE]
    game.pass_until(lambda play: play.game.turn_player == 0 and play.decision == DecisionKind.MAIN)
    assert not any(a.b == 1 for a in game.legal_actions() if a.kind == ActionKind.USE_ACTION)


NANASHI_3 = ["Nanashi, Part Zero", "Nanashi, Part One Another", "Nanashi, Part Two"]
DANCE = "Nanashi, Part Three Dance"


@encodes("WXDi-P09-009")
def test_nanashi_dance_weakens_infected_signi_and_hides_its_field_until_their_attack(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(NANASHI_3)}
            lrig_deck: ["{DANCE}"]
            signi: ["{ROMAIL}"]
            ener: ["{CHAIKA}", "{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow(DANCE)
    game.pay()
    if game.decision == DecisionKind.MODE:
        game.mode(0)  # the [Virus] in the zone of Koalala
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    assert game.power(KOALALA) == 10000  # not the attack phase
    game.action(DANCE)
    game.end_main()
    assert game.power(KOALALA) == 7000
    game.pass_until(lambda play: play.game.turn_player == 1 and play.game.phase == Phase.MAIN)
    assert game.zone_of(ROMAIL) == Zone.FACE_DOWN
    game.pass_until(lambda play: play.game.phase == Phase.ATTACK)
    assert game.zone_of(ROMAIL) == Zone.SIGNI


@encodes("WXDi-P09-034")
def test_ayas_tatami_flip_turns_a_signi_face_down_for_the_turn(table: Table) -> None:
    game = grown(
        table, "Aya's Tatami Flip!", [*AYA_0, "Aya's Turn!"], theirs=f'signi: ["{KOALALA}"]'
    )
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # nothing took its place


APEX = "Piruluk APEX//Memoria, Code: Heart"


@encodes("WXDi-P09-048")
def test_piruluk_apex_finds_a_spell_and_pays_black_for_a_minus_as_one_is_used(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{APEX}"]
            ener: ["{KOALALA}", "{CHAIKA}"]
            deck: {["Polygenesis", *[BUFFALO] * 5]}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play(APEX)
    if game.decision != DecisionKind.MAIN:
        game.choose("Polygenesis")
    assert game.names(0, Zone.HAND) == ["Polygenesis"] and game.count(0, Zone.TRASH) == 2
    game.use("Polygenesis")  # green, paid with Koalala
    game.pay()
    game.accept()  # black: Chaika
    game.pay()
    assert game.power(KOALALA, 1) == 2000


THREE_COLORS = lrigs(AT3, left="Dona START", right="Aya! 0")  # green, white, blue
TWINKLING = "Twinkling Eyes of Doom"


@encodes("WXDi-P09-003")
def test_twinkling_eyes_erases_an_opposing_zone_until_the_end_of_their_next_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["{TWINKLING}"]
            ener: {[BUFFALO] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", ~, ~]
    """)
    game.use(TWINKLING)
    game.pay()
    game.mode(0)  # the zone of Romail, which goes to the trash
    assert game.zone_of(ROMAIL, 1) == Zone.TRASH and game.game.erased_zones(1) == 0b001
    game.pass_until(lambda play: play.game.turn_player == 1 and play.game.phase == Phase.MAIN)
    assert game.game.erased_zones(1) == 0b001
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert game.game.erased_zones(1) == 0


LAYLA = ["Layla =Neutral=", "Layla =Turbo=", "Layla =Drag=", "Layla =Overtake="]
OVERTAKE = LAYLA[-1]


@encodes("WXDi-P09-006")
def test_layla_overtake_gives_a_red_signi_a_vanish_as_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LAYLA)}
            signi: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Servant #", ~]
    """)
    game.action(OVERTAKE)  # down: Romail, the only red SIGNI
    game.end_main()
    game.attack(ROMAIL)
    assert game.zone_of("Servant #", 1) == Zone.ENER  # 8000 or less: Koalala is 10000
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P09-006")
def test_layla_overtake_discards_its_hand_so_its_attack_cannot_be_guarded(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LAYLA)}
            hand: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["Servant #"]
            life: {[BUFFALO] * 2}
    """)
    game.act(ActionKind.USE_ACTION, OVERTAKE, b=1)
    assert game.count(0, Zone.HAND) == 0
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(OVERTAKE)
    assert not game.can(ActionKind.GUARD, "Servant #")
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(1, Zone.LIFE) == 1 and game.names(1, Zone.HAND)[0] == "Servant #"


MAMA = ["Mama ♥ 0", "Mama ♥ 1 MODE3", "Mama ♥ 2", "Mama ♥ 3 MODE Love"]
TOBIEL = "Tobiel, Full Armed"  # level 3, 12000


@encodes("WXDi-P09-008")
def test_mama_love_trashes_three_levels_to_vanish_and_stops_the_next_damage(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MAMA)}
            ener: ["{ROMAIL}", "{KOALALA}", "{TOBIEL}"]
            life: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}", "{ROMAIL}", "{KOALALA}"]
    """)
    game.action(MAMA[-1])  # levels one, two and three from the Ener Zone
    game.choose(ROMAIL, KOALALA)  # then Tobiel, the last
    assert game.zone_of(TOBIEL, 1) == Zone.ENER and game.count(0, Zone.TRASH) == 3
    game.act(ActionKind.USE_ACTION, MAMA[-1], b=1)
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(ActionKind.ATTACK, ROMAIL))
    game.attack(ROMAIL)
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, KOALALA))
    assert game.count(0, Zone.LIFE) == 2  # the first damage: none
    game.attack(KOALALA)
    game.pass_until(lambda g: g.game.turn_player == 0)
    assert game.count(0, Zone.LIFE) == 1
