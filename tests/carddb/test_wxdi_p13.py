"""WXDi-P13: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, grown
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

MADOKA = "Madoka//Dissona, Code: Anti"  # [Dissona], level 1, 2000, blue
NOVA = "Nova//Dissona, Natural Planet"  # [Dissona], level 1, 3000, white
SERVANT = "Servant #"  # level 1, 1000, colorless, with a Guard icon and a Life Burst
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
IONA0 = "Iona, Zero/Maiden"
MYU0 = "Myu=Hatch"
SASHE0 = "Sashe Nouvelle, Eternal Emissary"

# At the beginning of the attack phase, with every SIGNI [Dissona]: (number, card, outcome)
ALL_DISSONA = [
    ("WXDi-P13-073", "Yubanda//Dissona, Azure Angel", lambda g: g.count(0, Zone.HAND) == 1),
    (
        "WXDi-P13-063",
        "Chupasaburo//Dissona, Phantom Spirit",
        lambda g: g.zone_of(ROMAIL, 1) == Zone.ENER,
    ),
]


@pytest.mark.parametrize(("number", "card", "outcome"), ALL_DISSONA)
@encodes(*(number for number, *_ in ALL_DISSONA))
def test_attack_phase_abilities_need_every_signi_dissona(
    table: Table, number: str, card: str, outcome: object
) -> None:
    def attack_phase(beside: str) -> Play:
        game = table(f"""
            players:
              - signi: ["{card}", "{beside}"]
              - signi: ["{ROMAIL}"]
        """)
        game.end_main()
        return game

    assert outcome(attack_phase(MADOKA))  # type: ignore[operator]
    assert not outcome(attack_phase(BUFFALO))  # type: ignore[operator]


@encodes("WXDi-P13-078")
def test_konotoxin_charges_beside_a_big_dissona_signi(table: Table) -> None:
    for boost, charged in ((8000, 1), (0, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Konotoxin//Dissona Type: Eins", "{NOVA}"]
              - life: ["{BUFFALO}"]
        """)
        game.game.add_power(game.card(NOVA), boost)
        game.attack("Konotoxin//Dissona Type: Eins")
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P13-060")
def test_cometty_reveals_a_dissona_card_to_draw_or_charge(table: Table) -> None:
    for top, mode, hand, ener in ((MADOKA, 0, 1, 0), (MADOKA, 1, 0, 1), (BUFFALO, None, 0, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Cometty//Dissona, Natural Planet"]
                deck: ["{top}", "{BUFFALO}"]
              - life: ["{BUFFALO}"]
        """)
        game.attack("Cometty//Dissona, Natural Planet")
        if mode is not None:
            game.mode(mode)
        assert (game.count(0, Zone.HAND), game.count(0, Zone.ENER)) == (hand, ener)


@encodes("WXDi-P13-059")
def test_raguel_trashes_a_dissona_ener_card_to_return_a_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Raguel//Dissona, Blessed Angel"]
            ener: ["{BUFFALO}", "{MADOKA}"]
          - signi: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.action("Raguel//Dissona, Blessed Angel")
    assert game.names(0, Zone.TRASH) == [MADOKA]
    assert game.zone_of(ROMAIL, 1) == Zone.HAND


@encodes("WXDi-P13-081")
def test_hellsgate_trashes_five_dissona_to_vanish_two_level_three_signi(table: Table) -> None:
    boudica = "Boudica, Crimson General"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Hellsgate//Dissona, Jade Evil"]
            ener: {[MADOKA] * 5 + [BUFFALO]}
          - lrig: {lrigs(LIZE3)}
            signi: ["{boudica}", ~, "{boudica}"]
    """)
    game.play("Hellsgate//Dissona, Jade Evil", 1)
    game.accept()
    game.target(boudica, boudica)
    assert game.names(0, Zone.ENER) == [BUFFALO]
    assert game.names(1, Zone.ENER) == [boudica, boudica]


@encodes("WXDi-P13-068")
def test_flamboyant_tactics_vanishes_with_three_dissona_signi(table: Table) -> None:
    for third, zone in ((MADOKA, Zone.ENER), (BUFFALO, Zone.SIGNI)):
        game = table(f"""
            players:
              - hand: ["Flamboyant Tactics"]
                signi: ["{MADOKA}", "{NOVA}", "{third}"]
                ener: {[ROMAIL] * 3}
              - signi: ["{KOALALA}"]
        """)
        game.use("Flamboyant Tactics")
        game.pay()
        assert game.zone_of(KOALALA, 1) == zone
    game = burst(table, "Flamboyant Tactics")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the upped one


@encodes("WXDi-P13-066")
def test_rb_vanishes_3000_or_less_with_three_dissona_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Rb//Dissona, Natural Element", "{MADOKA}", "{NOVA}"]
          - signi: ["{ROMAIL}"]
    """)
    game.attack("Rb//Dissona, Natural Element")
    assert game.zone_of(ROMAIL, 1) == Zone.ENER


@encodes("WXDi-P13-084")
def test_mikazuki_mills_two_then_adds_a_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Mikazuki//Dissona, Natural Planet"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{MADOKA}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Mikazuki//Dissona, Natural Planet", 0)
    game.accept()
    assert game.names(0, Zone.HAND) == [MADOKA]
    game = burst(table, "Mikazuki//Dissona, Natural Planet", mine=f'trash: ["{KOALALA}"]')
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P13-088")
def test_dig_dig_mills_three_then_adds_a_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Dig - Dig"]
            ener: ["Erebus, Doomed Angel"]
            deck: ["{BUFFALO}", "{MADOKA}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.use("Dig - Dig")
    game.pay()
    game.accept()
    assert game.names(0, Zone.HAND) == [MADOKA]


@encodes("WXDi-P13-061")
def test_rhythmic_fortune_powers_a_dissona_signi_that_draws_at_the_opponents_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Rhythmic Fortune"]
            signi: ["{MADOKA}"]
            ener: ["Circe, Blessed Angel"]
    """)
    game.use("Rhythmic Fortune")
    game.pay()
    assert game.power(MADOKA) == 5000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(MADOKA) == 5000  # until the end of the opponent's next turn
    game.pass_until(lambda play: play.decision == DecisionKind.MODE)  # the opponent's turn ends
    ener = game.count(0, Zone.ENER)
    game.mode(1)  # [Ener Charge 1]; then the game waits in your ener phase
    assert game.count(0, Zone.ENER) == ener + 1


@encodes("WXDi-P13-064")
def test_qilin_makes_the_opponent_trash_an_ener_card_at_the_end_of_turn(table: Table) -> None:
    for beside, ener, left in ((MADOKA, 4, 3), (BUFFALO, 4, 4), (MADOKA, 3, 3)):
        game = table(f"""
            phase: end
            players:
              - signi: ["Qilin//Dissona, Phantom Dragon", "{beside}"]
              - ener: {[BUFFALO] * ener}
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(1, Zone.ENER) == left


@encodes("WXDi-P13-057")
def test_broom_reveals_a_dissona_card_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Broom//Dissona, Code: Anti"]
            ener: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{MADOKA}", "{BUFFALO}", "{ROMAIL}"]
    """)
    game.play("Broom//Dissona, Code: Anti", 0)
    game.accept()
    game.choose(MADOKA)
    assert game.names(0, Zone.HAND) == [MADOKA]
    game = burst(table, "Broom//Dissona, Code: Anti", mine=f'deck: ["{KOALALA}", "{BUFFALO}"]')
    game.choose(KOALALA)
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P13-048")
def test_apex_charges_with_one_card_in_hand_and_buys_assassin_beside_hirana(
    table: Table,
) -> None:
    apex = "Apex//Dissona, Crimson Angel Queen"
    game = table(f"""
        players:
          - lrig: {{center: ["Hirana, a Step Towards the Check"]}}
            signi: ["{apex}"]
            hand: ["{BUFFALO}"]
            ener: {[MADOKA] * 3}
          - life: ["{BUFFALO}"]
    """)
    game.end_main()
    assert game.count(0, Zone.ENER) == 4
    game.attack(apex)
    game.accept()
    game.pay()
    assert game.has_keyword(game.card(apex), KW.ASSASSIN)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P13-087")
def test_carcharo_mills_three_then_pays_black_for_minus_5000(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Carcharo//Dissona, Phantom Dragon"]
            ener: ["Erebus, Doomed Angel"]
            deck: {[BUFFALO] * 5}
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.count(0, Zone.TRASH) == 3 + 1 and game.power(KOALALA, 1) == 5000


@encodes("WXDi-P13-076")
def test_mama_dissona_counts_the_total_level_of_lrig(table: Table) -> None:
    tawil, umr = "Tawil =Noll=, Awakened One", "Umr =Noll=, Key to Salvation"
    for lrig, power in (
        (lrigs(AT3), 8000),  # three
        (lrigs(AT3, left=[tawil, "Tawil =Rainbow="], right=[umr, "Umr =Down="]), 10000),  # seven
        (lrigs(AT3, left=[tawil, "Tawil =Screech="]), 3000),  # four
    ):
        game = table(f"""
            players:
              - lrig: {lrig}
                signi: ["Mama//Dissona, Jade Mind"]
        """)
        assert game.power("Mama//Dissona, Jade Mind") == power


@encodes("WXDi-P13-033")
def test_iona_shouty_weakens_every_opposing_signi(table: Table) -> None:
    game = grown(table, "Iona Shouty", [IONA0], theirs=f'signi: ["{BUFFALO}", "{KOALALA}"]')
    assert (game.power(BUFFALO, 1), game.power(KOALALA, 1)) == (2000, 7000)


@encodes("WXDi-P13-039")
def test_myu_musk_vanishes_a_level_two_signi(table: Table) -> None:
    game = grown(table, "Myu - Musk", [MYU0], theirs=f'signi: ["{KOALALA}"]')
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P13-028")
def test_sashe_jiggle_pays_to_return_a_guard_signi_from_the_trash(table: Table) -> None:
    game = grown(
        table,
        "Sashe Jiggle",
        [SASHE0],
        mine=f'trash: ["{SERVANT}", "{IMP}"]\n            ener: ["{KOALALA}"]',
    )
    game.accept()
    game.pay()
    assert game.names(0, Zone.HAND) == [SERVANT] and game.zone_of(IMP, 0) == Zone.TRASH


@encodes("WXDi-P13-030")
def test_sashe_isolate_bounces_then_pays_to_take_a_signi_from_the_top_five(
    table: Table,
) -> None:
    game = grown(
        table,
        "Sashe Isolate",
        [SASHE0, "Sashe Jiggle"],
        mine=f'ener: {[BUFFALO] * 4}\n            deck: ["{SARA}", "{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()  # the bounce first
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    game.accept()
    game.pay()
    game.choose(ROMAIL)
    assert game.names(0, Zone.HAND) == [ROMAIL] and game.count(0, Zone.ENER) == 0


@pytest.mark.parametrize(("mine", "zone"), [(f'signi: ["{BUFFALO}"]', Zone.TRASH), ("", Zone.ENER)])
@encodes("WXDi-P13-036")
def test_iona_the_beam_trashes_instead_with_two_colors_on_the_field(
    table: Table, mine: str, zone: Zone
) -> None:
    game = grown(
        table,
        "Iona the Beam",
        [IONA0, "Iona Shouty"],
        mine=f"ener: {[IMP] * 2}\n            {mine}",
        theirs=f'signi: ["{KOALALA}"]',
    )
    assert game.zone_of(KOALALA, 1) == zone


@encodes("WXDi-P13-037")
def test_iona_dark_matter_makes_the_opponent_trash_and_pays_for_a_life_cloth(
    table: Table,
) -> None:
    game = grown(
        table,
        "Iona Dark Matter",
        [IONA0, "Iona Shouty"],
        mine=f'ener: {[IMP] * 6}\n            trash: ["{SERVANT}", "{SARA}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    game.accept()  # pays four
    game.target(SARA)
    assert game.zone_of(SARA, 0) == Zone.LIFE and game.zone_of(SERVANT, 0) == Zone.TRASH


@encodes("WXDi-P13-070")
def test_rei_boosts_dissona_with_four_cards_in_hand_and_freezes_after_two_draws(
    table: Table,
) -> None:
    for hand, power in ((4, 4000), (3, 2000)):
        game = table(f"""
            players:
              - signi: ["Rei//Dissona, Natural Crystal", "{MADOKA}"]
                hand: {[BUFFALO] * hand}
        """)
        assert game.power(MADOKA) == power
    for draws in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, right=["Umr =Noll=, Key to Salvation"])}
                lrig_deck: ["Umr =Draw="]
                signi: ["Rei//Dissona, Natural Crystal"]
              - signi: ["{KOALALA}"]
        """)
        if draws:
            game.grow("Umr =Draw=")
        game.end_main()
        assert bool(game.frozen[game.card(KOALALA, 1)]) == draws


@encodes("WXDi-P13-077")
def test_paching_boosts_a_dissona_signi_and_its_burst_stops_signi_damage(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Paching//Dissona, Small Cannon", "{MADOKA}"]
    """)
    game.action("Paching//Dissona, Small Cannon")
    game.target(MADOKA)
    assert game.power(MADOKA) == 7000
    game = burst(table, "Paching//Dissona, Small Cannon")
    assert game.count(0, Zone.ENER) == 1 + 1  # the crushed card and the charge
    game.attack(KOALALA)  # no Life Cloth left: the damage is prevented
    assert game.outcome() is None


@encodes("WXDi-P13-080")
def test_shingen_returns_an_ener_signi_with_only_dissona_and_its_burst_stops_lrig_damage(
    table: Table,
) -> None:
    for beside, hand in ((MADOKA, 1), (BUFFALO, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Shingen//Dissona, Jade General", "{beside}"]
                ener: ["{ROMAIL}"]
              - life: ["{BUFFALO}"]
        """)
        game.attack("Shingen//Dissona, Jade General")
        if hand:
            game.target(ROMAIL)
        assert game.count(0, Zone.HAND) == hand
    game = burst(table, "Shingen//Dissona, Jade General")
    assert game.count(0, Zone.ENER) == 2
    game.attack(KOALALA)  # a SIGNI's damage is not prevented
    assert game.outcome() is not None


@pytest.mark.parametrize(("top", "power"), [(MADOKA, 8000), (BUFFALO, 3000)])
@encodes("WXDi-P13-083")
def test_deus_puts_the_top_card_under_it_and_grows_with_a_dissona_card(
    table: Table, top: str, power: int
) -> None:
    game = table(f"""
        players:
          - hand: ["Deus//Dissona, Lightly Armed"]
            deck: ["{top}", "{BUFFALO}"]
    """)
    game.play("Deus//Dissona, Lightly Armed", 0)
    assert game.names(0, Zone.UNDER) == [top]
    assert game.power("Deus//Dissona, Lightly Armed") == power


@pytest.mark.parametrize(("top", "milled"), [(MADOKA, 4), (BUFFALO, 0)])
@encodes("WXDi-P13-086")
def test_machina_mills_four_when_a_dissona_card_is_under_it(
    table: Table, top: str, milled: int
) -> None:
    game = table(f"""
        players:
          - hand: ["Machina//Dissona, Code: Ride"]
            deck: ["{top}", "{BUFFALO}"]
          - deck: {[BUFFALO] * 6}
            life: ["{BUFFALO}"]
    """)
    game.play("Machina//Dissona, Code: Ride", 0)
    game.end_main()
    game.attack("Machina//Dissona, Code: Ride")
    assert game.count(1, Zone.TRASH) == milled


@encodes("WXDi-P13-065")
def test_ex_gains_a_vanish_on_attack_with_a_dissona_card_under_it(table: Table) -> None:
    ex = "Ex//Dissona, Phantom Spirit"
    game = table(f"""
        players:
          - hand: ["{ex}"]
            deck: ["{MADOKA}", "{SARA}"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
          - signi: ["{KOALALA}"]
            life: ["{BUFFALO}"]
    """)
    game.play(ex, 0)
    game.action(ex)
    game.end_main()
    game.attack(ex)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P13-065")
def test_ex_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = burst(table, "Ex//Dissona, Phantom Spirit", mine=f'hand: ["{SARA}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(SARA, 0) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.ENER


MIDORIKO = [
    "Midoriko, Spirit Zero",
    "Midoriko, First Girl",
    "Midoriko, One - By - One",
    "Midoriko, Two - By - Two",
    "Midoriko, Dispersal Three",
]


@encodes("WXDi-P13-009")
def test_midoriko_dispersal_boosts_the_center_charges_and_exceeds_for_10000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MIDORIKO)}
            signi: ["{BUFFALO}", "{MADOKA}", "{NOVA}"]
            deck: ["{KOALALA}", "{SARA}"]
    """)
    assert (game.power(MADOKA), game.power(NOVA)) == (7000, 3000)  # the center one
    game.action("Midoriko, Dispersal Three")
    assert game.power(NOVA) == 13000 and game.count(0, Zone.LRIG_TRASH) == 4
    game.end_main()  # two [Dissona] SIGNI: charges Koalala, then takes it
    game.target(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(NOVA) == 13000  # until the end of the opponent's next turn


@encodes("WXDi-P13-055")
def test_hedonym_mills_with_nanashi_returns_a_dissona_and_spends_five_coins(
    table: Table,
) -> None:
    hedonym = "Hedonym//Dissona, Bacteria Queen"
    for center, milled in (([*AT3[:3], "Nanashi, Part Three Calamity"], 4), (AT3, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(center)}
                signi: ["{hedonym}"]
              - deck: {[SARA] * 6}
        """)
        game.end_main()
        # Nanashi, Part Three Calamity's own [Auto] (a [Virus], WXDi-P13-010) comes too.
        while game.decision in (DecisionKind.TRIGGER_ORDER, DecisionKind.MODE):
            game.first()
        assert game.count(1, Zone.TRASH) == milled
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{hedonym}"]
            ener: ["{IMP}"]
            trash: ["{MADOKA}"]
            coins: 5
          - signi: ["{KOALALA}"]
    """)
    game.play(hedonym, 0)
    game.accept()
    game.into(1)
    assert game.zone_of(MADOKA, 0) == Zone.SIGNI
    game.action(hedonym)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.players[0].coins == 0
    game = burst(table, hedonym, mine=f'trash: ["{SARA}"]')
    assert game.names(0, Zone.HAND) == [SARA]


@encodes("WXDi-P13-050")
def test_save_loots_after_a_spell_and_finds_a_spell_with_piruluk(table: Table) -> None:
    save = "Save//Dissona, Code: Heart"
    for spell, hand in ((True, 2), (False, 0)):  # Imp back, and a card drawn
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{save}"]
                hand: {["Welcome Back"] if spell else []}
                ener: ["{IMP}"]
                deck: {[SARA] * 4}
        """)
        if spell:
            game.use("Welcome Back")
            game.target(IMP)  # the spell's own return
        game.end_main()
        if spell:
            game.mode(0)
        assert game.count(0, Zone.HAND) == hand
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], "Code Piruluk Ultimate"])}
            hand: ["{save}"]
            deck: ["{SARA}", "Welcome Back", "{ROMAIL}"]
    """)
    game.play(save, 0)
    game.choose("Welcome Back")
    assert game.names(0, Zone.HAND) == ["Welcome Back"]
    game = burst(table, save, mine=f"deck: {[SARA] * 2}", theirs=f'hand: ["{ROMAIL}"]')
    assert game.count(0, Zone.HAND) == 2 and game.names(1, Zone.TRASH) == [ROMAIL]


@pytest.mark.parametrize(("beside", "vanished"), [(MADOKA, MADOKA), (BUFFALO, None)])
@encodes("WXDi-P13-058")
def test_mokumoren_hides_from_level_one_abilities_beside_a_dissona_signi(
    table: Table, beside: str, vanished: str | None
) -> None:
    mokumoren = "Mokumoren//Dissona, Phantom Spirit"
    game = table(f"""
        turn: 3
        turn_player: 1
        players:
          - signi: ["{mokumoren}", "{beside}"]
          - lrig: {lrigs(LIZE3, left=[MYU0])}
            lrig_deck: ["Myu - Musk"]
    """)
    game.grow("Myu - Musk")
    if vanished is None:
        assert f"choose {mokumoren}" in game.options()
    else:
        assert game.zone_of(vanished, 0) == Zone.ENER
        assert game.zone_of(mokumoren, 0) == Zone.SIGNI


@encodes("WXDi-P13-079")
def test_wolf_trashes_two_dissona_ener_for_lancer_against_level_two(table: Table) -> None:
    wolf = "WOLF//Dissona, Erupting Cannon"
    for theirs, lancer in ((f"{[KOALALA] * 3}", True), ("[]", False)):
        game = table(f"""
            players:
              - hand: ["{wolf}"]
                ener: ["{MADOKA}", "{NOVA}"]
              - lrig: {lrigs(LIZE3)}
                signi: {theirs}
        """)
        game.play(wolf, 0)
        game.accept()
        assert game.count(0, Zone.ENER) == 0
        assert bool(game.has_keyword(game.card(wolf), KW.LANCER)) == lancer


@encodes("WXDi-P13-069")
def test_futase_loots_beside_a_dissona_and_pays_for_assassin(table: Table) -> None:
    futase = "Futase//Dissona, Azure Beauty"
    game = table(f"""
        phase: attack
        players:
          - signi: ["{futase}", "{MADOKA}"]
            hand: ["{SARA}"]
          - life: ["{BUFFALO}"]
    """)
    game.attack(futase)
    game.discard(SARA)
    assert game.zone_of(SARA, 0) == Zone.TRASH and game.count(0, Zone.HAND) == 1
    for state, assassin in (" (frozen)", True), ("", False):
        game = table(f"""
            players:
              - hand: ["{futase}"]
                ener: ["{IMP}"]
              - signi: {[ROMAIL + state] * 3}
        """)
        game.play(futase, 0)
        game.accept()
        assert bool(game.has_keyword(game.card(futase), KW.ASSASSIN)) == assassin


HIGHTY = "Highty//Dissona, Blessed Evil Queen"


@encodes("WXDi-P13-044")
def test_highty_trashes_itself_and_pays_to_trash_a_signi_in_the_opponents_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        turn: 3
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HIGHTY}"]
            ener: ["{SARA}", "{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of(HIGHTY, 0) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.TRASH
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P13-044")
def test_highty_downs_for_shadow_in_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HIGHTY}"]
    """)
    game.action(HIGHTY)
    assert game.downed[game.card(HIGHTY)]
    assert not game.has_keyword(game.card(HIGHTY), KW.SHADOW)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.has_keyword(game.card(HIGHTY), KW.SHADOW)


@encodes("WXDi-P13-044")
def test_highty_life_burst_draws_two(table: Table) -> None:
    game = burst(table, HIGHTY, mine=f'deck: ["{SARA}", "{ROMAIL}"]')
    assert sorted(game.names(0, Zone.HAND)) == [ROMAIL, SARA]


GUZUKO = "Guzuko//Dissona, Tragic Party Queen"


@encodes("WXDi-P13-054")
def test_guzuko_targeted_by_the_opponent_mills_and_pays_to_put_the_signi_out_downed(
    table: Table,
) -> None:
    game = table(f"""
        turn: 3
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{GUZUKO}"]
            deck: ["{SARA}", "{BUFFALO}"]
            ener: ["{IMP}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3, left=[IONA0, "Iona Shouty"])}
            lrig_deck: ["Iona the Beam"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow("Iona the Beam")  # vanishes Guzuko
    game.accept()  # pays black and colorless for the milled Sara
    game.pay(IMP, ROMAIL)
    game.into(0)
    assert game.zone_of(GUZUKO, 0) == Zone.ENER
    assert game.zone_of(SARA, 0) == Zone.SIGNI and game.downed[game.card(SARA)]


@encodes("WXDi-P13-054")
def test_guzuko_pays_to_vanish_on_entering_and_its_burst_returns_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{GUZUKO}"]
            ener: ["{IMP}", "{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play(GUZUKO, 0)
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game = burst(table, GUZUKO, mine=f'trash: ["{SARA}"]')
    game.mode(1)  # onto the field
    game.into(0)
    assert game.zone_of(SARA, 0) == Zone.SIGNI


LOVIT = "LOVIT//Dissona, Phantom Beast Deity"


@encodes("WXDi-P13-047")
def test_lovit_boosts_dissona_in_your_turn_and_trashes_ener_to_vanish(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LOVIT}"]
            signi: ["{MADOKA}"]
            ener: ["{NOVA}", "{MADOKA}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play(LOVIT, 1)
    game.accept()  # the two [Dissona] cards
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.names(0, Zone.ENER) == [BUFFALO]
    assert game.power(MADOKA, 0) == 5000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(MADOKA, 0) == 2000


@encodes("WXDi-P13-047")
def test_lovit_trashes_an_ener_card_when_the_opponent_grows_in_your_turn(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LOVIT}"]
          - lrig: {lrigs(LIZE3, left=[SASHE0])}
            lrig_deck: ["Sashe Jiggle"]
            ener: ["{ROMAIL}"]
    """)
    game.grow("Sashe Jiggle")  # in the attack phase of player 0's turn
    assert game.zone_of(ROMAIL, 1) == Zone.TRASH


ALFOU = "Alfou//Dissona, Doomed Evil Queen"


@encodes("WXDi-P13-053")
def test_alfou_dissona_mills_four_when_it_leaves_outside_your_main_phase(table: Table) -> None:
    game = table(f"""
        turn: 3
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ALFOU}"]
          - lrig: {lrigs(LIZE3, left=[IONA0, "Iona Shouty"])}
            lrig_deck: ["Iona the Beam"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[SARA] * 6}
    """)
    game.grow("Iona the Beam")  # the opponent's main phase vanishes Alfou
    assert game.zone_of(ALFOU, 0) == Zone.ENER and game.count(1, Zone.TRASH) == 2 + 4


@encodes("WXDi-P13-053")
def test_alfou_dissona_downs_two_lrig_to_weaken(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[IONA0])}
            signi: ["{ALFOU}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.action(ALFOU)
    assert game.power(KOALALA, 1) == 5000
    assert not game.can(ActionKind.USE_ACTION, ALFOU)  # no upped LRIG left to down


@pytest.mark.parametrize(("discards", "zone"), [((SARA,), Zone.ENER), ((), Zone.SIGNI)])
@encodes("WXDi-P13-041")
def test_myu_purple_emperor_weakens_10000_per_card_discarded(
    table: Table, discards: tuple[str, ...], zone: Zone
) -> None:
    game = grown(
        table,
        "Myu - Purple Emperor",
        [MYU0, "Myu - Musk"],
        mine=f'ener: {[IMP] * 4}\n            hand: ["{SARA}", "{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.accept()
    game.discard(*discards)
    game.done()
    assert game.zone_of(KOALALA, 1) == zone


@pytest.mark.parametrize(("theirs", "lancer"), [(ROMAIL, True), (BUFFALO, False)])
@encodes("WXDi-P13-082")
def test_soulspear_gives_lancer_against_a_signi_of_the_same_power(
    table: Table, theirs: str, lancer: bool
) -> None:
    game = table(f"""
        players:
          - hand: ["Soulspear"]
            signi: ["{MADOKA}"]
            ener: {[KOALALA] * 2}
          - signi: {[theirs] * 3}
    """)
    game.use("Soulspear")
    assert bool(game.has_keyword(game.card(MADOKA), KW.LANCER)) == lancer  # 2000 each
    game = burst(table, "Soulspear")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 7000 or more


@encodes("WXDi-P13-034")
def test_iona_eibon_mills_two_and_returns_two_signi_sharing_no_color(table: Table) -> None:
    game = grown(
        table,
        "Iona Eibon",
        [IONA0],
        mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{SARA}"]\n            trash: ["{IMP}"]',
    )
    assert "choose " + KOALALA in game.options()
    game.target(ROMAIL)
    # Koalala is red, as Romail is: Imp, the one left, is taken
    assert sorted(game.names(0, Zone.HAND)) == [IMP, ROMAIL]


THREE_COLORS = lrigs(AT3, left="Lize, Level 0", right="Machina Zero")  # green, white, black
MOKUMOREN = "Mokumoren//Dissona, Phantom Spirit"  # [Dissona], level 1


@encodes("WXDi-P13-001")
def test_unrest_puts_three_signi_out_and_with_three_dissona_bottoms_and_strips_two(
    table: Table,
) -> None:
    piece = "Unrest☆UN☆REST!"
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["{piece}"]
            hand: ["{MADOKA}", "{NOVA}", "{MOKUMOREN}"]
            ener: ["{IMP}"]
            deck: {[SARA] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            hand: ["{ROMAIL}", "{IMP}"]
    """)
    game.use(piece)
    game.choose(MADOKA, NOVA, MOKUMOREN)
    game.into(0)
    game.into(1)  # and the last empty zone
    game.discard(ROMAIL)  # the opponent's two cards: Romail, then Imp
    assert game.count(0, Zone.SIGNI) == 3 and game.count(0, Zone.HAND) == 2
    assert game.zone_of(KOALALA, 1) == Zone.DECK and game.count(1, Zone.HAND) == 0


@encodes("WXDi-P13-002")
def test_instigate_mills_eight_returns_dissona_and_weakens_per_dissona(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Instigate"]
            ener: ["{IMP}"]
            deck: {[MADOKA] * 2 + [SARA] * 7}
          - lrig: {lrigs(LIZE3)}
            signi: ["{BUFFALO}", "{KOALALA}"]
    """)
    game.use("Instigate")
    game.mode(0)  # my own deck
    assert game.count(0, Zone.TRASH) == 8 + 1
    game.target(MADOKA, MADOKA)
    game.target(KOALALA)
    game.into(0)
    game.into(1)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 - 2 * 5000


@pytest.mark.parametrize(("discard", "vanished"), [(MADOKA, KOALALA), (SARA, ROMAIL)])
@encodes("WXDi-P13-005")
def test_brain_hearts_vanishes_any_signi_after_discarding_a_dissona_card(
    table: Table, discard: str, vanished: str
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Brain Hearts"]
            hand: ["{discard}"]
            ener: ["{IMP}", "{IMP}"]
            deck: {[IMP] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.use("Brain Hearts")
    game.discard(discard)
    if discard == MADOKA:
        game.target(KOALALA)
    assert game.zone_of(vanished, 1) == Zone.ENER


ATLAS = "Atlas//Dissona, Phantom Insect"  # [Dissona], level 3, 10000, red


@encodes("WXDi-P13-067")
def test_atlas_vanishes_5000_beside_dissona_or_8000_against_a_card_underneath(
    table: Table,
) -> None:
    # (mode, my other SIGNI, a card under the opponent's Koalala, Sara vanished)
    for mode, beside, under, vanished in (
        (0, MADOKA, False, True),
        (0, ROMAIL, False, False),  # Romail is no [Dissona] SIGNI
        (1, ROMAIL, True, True),
        (1, MADOKA, False, False),
    ):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{ATLAS}", "{beside}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}", "{KOALALA}", "{SERVANT}"]
                deck: ["{BUFFALO}"]
        """)
        if under:
            game.game.put_under_signi(game.card(BUFFALO, 1, Zone.DECK), game.card(KOALALA, 1))
        game.end_main()
        game.mode(mode)
        if vanished:
            game.target(SARA)  # Servant # (1000) could be targeted too
        assert game.zone_of(SARA, 1) == (Zone.ENER if vanished else Zone.SIGNI)
        assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # 10000: out of reach


AKINO = "Akino//Dissona, Aquatic Phantom Queen"  # [Dissona], level 3, 10000, white


@encodes("WXDi-P13-045")
def test_akino_dissona_discards_a_dissona_or_a_guard_signi_to_bounce(table: Table) -> None:
    # (mode, the card discarded, the SIGNI returned)
    for mode, paid, returned in ((0, MADOKA, SARA), (1, SERVANT, KOALALA)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{AKINO}"]
                hand: ["{paid}", "{IMP}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}", "{KOALALA}"]
        """)
        game.end_main()
        game.mode(mode)
        game.accept()
        if mode == 1:
            game.target(KOALALA)  # any power
        assert game.zone_of(paid) == Zone.TRASH and game.zone_of(IMP) == Zone.HAND
        assert game.zone_of(returned, 1) == Zone.HAND


@encodes("WXDi-P13-045")
def test_akino_dissona_returns_what_is_vanished_this_turn_to_the_hand(table: Table) -> None:
    for used in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{AKINO}"]
                ener: ["{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}"]
        """)
        if used:
            game.action(AKINO)
        game.end_main()
        game.mode(0)
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, AKINO))
        game.attack(AKINO)  # against Sara (5000), in front
        assert game.zone_of(SARA, 1) == (Zone.HAND if used else Zone.ENER)


COFFEE = "Coffee//Dissona, Code: Eat"  # [Dissona], level 3, 10000, blue


@encodes("WXDi-P13-074")
def test_coffee_downs_two_dissona_signi_to_draw_strip_a_card_and_freeze(table: Table) -> None:
    for beside, done in ((MADOKA, True), (ROMAIL, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{COFFEE}", "{beside}"]
                deck: ["{IMP}", "{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                hand: ["{SARA}"]
        """)
        game.end_main()
        if done:
            game.accept()  # Coffee and Madoka, the two upped [Dissona] SIGNI, are downed
        assert bool(game.game.downed[game.card(COFFEE)]) is done
        assert bool(game.game.downed[game.card(beside)]) is done
        assert game.names(0, Zone.HAND) == ([IMP] if done else [])
        assert game.names(1, Zone.HAND) == ([] if done else [SARA])
        assert bool(game.game.frozen[game.card(KOALALA, 1)]) is done


LION = "LION//Dissona, Code: Art"  # [Dissona], level 1, 3000, white
DRAIN = "RANDOM DRAIN"  # a SPELL: draw a card, the opponent discards one


@encodes("WXDi-P13-056")
def test_lion_after_a_spell_trashes_the_signi_it_battles(table: Table) -> None:
    for spell, zone in ((True, Zone.TRASH), (False, Zone.ENER)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{LION}"]
                hand: {[DRAIN] if spell else []}
                ener: ["{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SERVANT}"]
        """)
        if spell:
            game.use(DRAIN)
        game.end_main()
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, LION))
        game.attack(LION)  # 3000 against the Servant (1000) in front
        assert game.zone_of(SERVANT, 1) == zone


@encodes("WXDi-P13-056")
def test_lion_gets_5000_in_its_turn_with_three_spells_in_the_trash(table: Table) -> None:
    for spells, power in ((3, 8000), (2, 3000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{LION}"]
                trash: {[DRAIN] * spells}
        """)
        assert game.power(LION) == power
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.power(LION) == 3000  # not in the opponent's turn


LARGE_MAP = "Myu - Large Map"
IMAGAWA = "Imagawa, Crimson General"  # +7000 power in its player's turn


@encodes("WXDi-P13-042")
def test_myu_large_map_brings_signi_without_abilities_until_the_end_of_turn(
    table: Table,
) -> None:
    game = grown(
        table,
        LARGE_MAP,
        ["Myu=Hatch", "Myu - Musk"],
        mine=f"""ener: {["Baphomet, Doomed Evil"] * 5!s}
            trash: ["{IMAGAWA}", "{ROMAIL}", "{BUFFALO}"]""",
    )
    game.first()  # the [Enter] abilities in the printed order
    game.target(IMAGAWA)
    game.into(0)
    assert game.power(IMAGAWA, 0) == 3000  # no +7000 in its player's turn: no abilities
    game.accept()
    game.pay()
    game.target(ROMAIL, BUFFALO)
    game.into(1)  # Buffalo: the last zone
    assert game.count(0, Zone.SIGNI) == 3
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.SIGNI) == 0  # all three into the trash at the end of turn


TASMANIAN = "Tasmanian, Phantom Terra Beast"  # a <<Terra Beast>> like Koalala


@pytest.mark.parametrize(
    ("card", "below"), [("Sashe Undulation", "Sashe Nouvelle, Eternal Emissary")]
)
@encodes("WXDi-P13-027")
def test_sashe_undulation_adds_a_signi_and_one_sharing_its_class_to_the_hand(
    table: Table, card: str, below: str
) -> None:
    game = grown(
        table,
        card,
        [below],
        mine=f'deck: ["{KOALALA}", "{BUFFALO}", "{TASMANIAN}", "Servant #", "Servant #"]',
    )
    game.choose(KOALALA)
    assert not any(BUFFALO in option for option in game.options())  # an <<Aquatic Beast>>
    game.choose(TASMANIAN)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, TASMANIAN]
    assert game.count(0, Zone.DECK) == 3


@encodes("WXDi-P13-029")
def test_sashe_baladi_returns_a_low_signi_and_lowers_the_limit_in_the_next_main_phase(
    table: Table,
) -> None:
    game = grown(
        table,
        "Sashe Baladi",
        [SASHE0, "Sashe Jiggle"],
        theirs=f'signi: ["{KOALALA}"]',
    )
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.zone_of(KOALALA, 1) == Zone.HAND  # level two: returned
    limit = game.game.limit(1)
    game.end_main()
    game.pass_until(lambda g: g.game.current_player() == 1 and g.decision == DecisionKind.MAIN)
    assert game.game.limit(1) == limit - 2  # in the opponent's next main phase
    game.end_main()
    assert game.game.limit(1) == limit  # over with it


OHKASO = "Ohkaso//Dissona, Code: Maze"  # level 1, 3000


@pytest.mark.parametrize(("state", "zone"), [(" (frozen)", Zone.DECK), ("", Zone.ENER)])
@encodes("WXDi-P13-071")
def test_ohkaso_sends_a_frozen_signi_it_vanishes_in_battle_to_the_deck_bottom(
    table: Table, state: str, zone: Zone
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{OHKASO}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "Romail, Lightly Armed{state}", ~]
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(OHKASO)  # against Romail (2000), in front
    assert game.zone_of("Romail, Lightly Armed", 1) == zone
    if zone == Zone.DECK:
        assert game.game.players[1].deck[0] == game.card("Romail, Lightly Armed", 1)


@encodes("WXDi-P13-071")
def test_ohkaso_life_burst_downs_and_freezes_and_draws(table: Table) -> None:
    game = burst(table, OHKASO, mine=f'deck: ["{SARA}"]')
    game.target(KOALALA)
    assert game.downed[game.card(KOALALA, 1)] and game.game.frozen[game.card(KOALALA, 1)]
    assert game.names(0, Zone.HAND) == [SARA]


@encodes("WXDi-P13-035")
def test_iona_full_moon_makes_an_attacker_lose_12000_and_another_attack(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[IONA0, "Iona Shouty"])}
            lrig_deck: ["Iona Full Moon"]
            ener: ["{IMP}"]
            life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Servant #"]
    """)
    game.grow("Iona Full Moon")  # in the opponent's attack phase
    game.first()  # the [Enter] abilities in printed order
    game.target(KOALALA)
    game.accept()  # pay 1 colorless
    game.target("Servant #")
    assert game.count(0, Zone.ENER) == 0
    assert not game.can(ActionKind.END_STEP)  # Servant # must attack
    game.attack(KOALALA)
    # 10000 --12000 as it attacked: vanished (0 or less), before it dealt damage; then
    # Servant #, which must attack, is the one choice left, taken by the game
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.game.downed[game.card("Servant #", 1, Zone.SIGNI)]
    assert game.count(0, Zone.LIFE) == 2
    assert game.can(ActionKind.END_STEP)


DEEP_FREEZE = "DEEP FREEZE"


@encodes("WXDi-P13-075")
def test_deep_freeze_freezes_every_opposing_signi_and_taxes_the_center_lrigs_up(
    table: Table,
) -> None:
    for can_pay in (False, True):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{DEEP_FREEZE}"]
                ener: ["{IMP}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA} (downed)", "{SERVANT}"]
                hand: {[IMP] if can_pay else []}
        """)
        center = game.card(LIZE3[-1], 1)
        game.game.downed[center] = 1  # it attacked last turn
        game.use(DEEP_FREEZE)
        sara, servant = game.card(SARA, 1), game.card(SERVANT, 1)
        assert game.game.frozen[sara] and game.game.frozen[servant]
        game.end_main()
        game.pass_until(lambda play: play.game.turn_player == 1)
        if can_pay:
            game.accept()  # the discard, the one cost they can pay
            assert game.zone_of(IMP, 1) == Zone.TRASH
        assert bool(game.game.downed[center]) is not can_pay
        assert game.game.downed[sara]  # frozen: it does not up


@encodes("WXDi-P13-075")
def test_deep_freeze_life_burst_downs_and_freezes_and_the_opponent_discards(
    table: Table,
) -> None:
    game = table.life_burst(DEEP_FREEZE, f"opponent: {{hand: {[IMP]}}}")
    game.burst()
    attacker = game.card(SERVANT, 1, Zone.SIGNI)
    assert game.game.downed[attacker] and game.game.frozen[attacker]
    assert game.zone_of(IMP, 1) == Zone.TRASH


ULTIMATE = "Code Piruluk Ultimate"
UNDER_ULTIMATE = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
]


@encodes("WXDi-P13-008")
def test_piruluk_ultimate_uses_a_dissona_spell_from_the_trash_with_only_dissona_signi(
    table: Table,
) -> None:
    for mine, offered in ((MADOKA, True), (SARA, False)):
        game = table(f"""
            players:
              - lrig: {lrigs([ULTIMATE])}
                signi: ["{mine}"]
                trash: ["{DEEP_FREEZE}"]
                ener: ["{IMP}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.end_main()  # the attack phase begins
        if offered:
            game.target(DEEP_FREEZE)  # used, its cost paid (it could be left unused)
        koalala = game.card(KOALALA, 1)
        assert bool(game.game.frozen[koalala]) is offered
        assert game.count(0, Zone.ENER) == (0 if offered else 1)


@encodes("WXDi-P13-008")
def test_piruluk_ultimate_enters_drawing_three_and_discarding_two(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(["Code Piruluk Decide"])}
            lrig_deck: ["{ULTIMATE}"]
            ener: ["{IMP}", "{IMP}"]
            deck: ["{SARA}", "{KOALALA}", "{SERVANT}", "{BUFFALO}"]
    """)
    game.grow(ULTIMATE)
    game.discard(SARA, KOALALA)
    assert game.names(0, Zone.HAND) == [SERVANT]
    assert game.zone_of(SARA) == Zone.TRASH and game.zone_of(KOALALA) == Zone.TRASH


@encodes("WXDi-P13-008")
def test_piruluk_ultimate_exceeds_for_minus_4000_per_dissona_spell(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*UNDER_ULTIMATE, ULTIMATE])}
            hand: ["{DEEP_FREEZE}", "{DRAIN}"]
            ener: ["{IMP}", "{IMP}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            hand: {[BUFFALO] * 2}
    """)
    game.action(ULTIMATE)
    assert game.count(0, Zone.LRIG_TRASH) == 4
    game.use(DRAIN)  # no [Dissona] spell: nothing
    assert game.power(KOALALA, 1) == 10000
    game.use(DEEP_FREEZE)
    assert game.power(KOALALA, 1) == 10000 - 4000


MAYU = "Mayu, Unknown Miko"
HARUKA = "Igusa Haruka"  # level 1, 2000; +5000 with three <<Blue Archive>> cards in the trash
TAMA3 = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Musical Moon Miko",
]


@encodes("WXDi-P13-003B")
def test_mayu_trashes_a_card_under_it_takes_abilities_and_an_extra_turn_with_one_signi(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAMA3)}
            lrig_deck: ["{MAYU}"]
            signi: ["{SARA}", "{IMP}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{HARUKA}"]
            trash: {[HARUKA] * 3}
    """)
    assert game.power(HARUKA, 1) == 7000
    game.grow(MAYU)
    game.first()  # the first [Enter] ability
    game.choose("Tamayorihime, Half Moon Miko")
    assert game.names(0, Zone.LRIG_TRASH) == ["Tamayorihime, Half Moon Miko"]
    assert game.power(HARUKA, 1) == 2000  # without its abilities
    turn = game.game.turn
    game.pass_until(lambda play: play.game.turn == turn + 1)
    assert game.game.turn_player == 0  # the additional turn
    game.choose(SARA)  # one of the two SIGNI goes: the field holds one this turn
    assert game.count(0, Zone.SIGNI) == 1
    assert game.count(0, Zone.TRASH) == 1
