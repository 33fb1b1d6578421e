"""WXDi-P14: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import KOALALA, ROMAIL, burst, end_of_turn, grown
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
REML = "DEN-ON-BU Reml"
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla
MILULUN0 = "Milulun Nought"
MAMA0 = "Mama ♥ 0"
GUZUKO0 = "Guzuko, Worthless Queen"
SLASH = "Milulun ☆ Slash"


@pytest.mark.parametrize(
    ("ener", "power"), [(["DEN-ON-BU Ginka Haijima"], 8000), ([BUFFALO], 3000)]
)
@encodes("WXDi-P14-089")
def test_reml_gets_5000_with_a_den_on_bu_signi_in_the_ener_zone(
    table: Table, ener: list[str], power: int
) -> None:
    game = table(f"""
        players:
          - signi: ["{REML}"]
            ener: {ener}
    """)
    assert game.power(REML) == power


@encodes("WXDi-P14-051")
def test_lion_takes_the_abilities_of_level_two_or_less_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["LION//Fesonne, Code: Art"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General", "Boudica, Crimson General"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    assert game.power("Gracia, Crimson General") == 7000
    game.play("LION//Fesonne, Code: Art", 0)
    assert game.power("Gracia, Crimson General") == 3000  # level one: no ability
    assert game.power("Boudica, Crimson General") == 15000  # level three keeps its own
    assert game.zone_of("Boudica, Crimson General") == Zone.SIGNI


@encodes("WXDi-P14-075")
def test_kazune_reveals_at_the_end_of_turn_and_draws_a_den_on_bu_signi(table: Table) -> None:
    card = "DEN-ON-BU Kazune Shinonome"
    assert end_of_turn(table, card, REML).names(0, Zone.HAND) == [REML]
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0


@encodes("WXDi-P14-059")
def test_madoka_fesonne_freezes_on_entering_and_loots_at_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Madoka//Fesonne, Code: Anti", "{BUFFALO}"]
            deck: ["{REML}", "{BUFFALO}"]
          - signi: ["Servant #"]
    """)
    game.play("Madoka//Fesonne, Code: Anti", 0)
    assert game.frozen[game.card("Servant #", 1)]
    game.end_main()
    game.discard(BUFFALO)  # keep Reml, just drawn
    assert game.names(0, Zone.HAND) == [REML] and game.names(0, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P14-063")
def test_midoriko_fesonne_gets_4000_with_three_green_and_each_player_charges(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Midoriko//Fesonne, Phantom Beast"]
            ener: {[BUFFALO] * 3}
    """)
    assert game.power("Midoriko//Fesonne, Phantom Beast") == 7000
    game.attack("Midoriko//Fesonne, Phantom Beast")
    assert game.count(0, Zone.ENER) == 4 and game.count(1, Zone.ENER) == 1
    game = table("""
        players:
          - signi: ["Midoriko//Fesonne, Phantom Beast"]
            ener: ["Romail, Lightly Armed", "Koalala, Phantom Terra Beast"]
    """)
    assert game.power("Midoriko//Fesonne, Phantom Beast") == 3000  # one green card


@encodes("WXDi-P14-083")
def test_shian_discards_a_den_on_bu_signi_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["DEN-ON-BU Shian Inubousaki"]
            hand: ["{REML}", "{BUFFALO}"]
          - signi: ["{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [REML] and game.names(1, Zone.ENER) == [BUFFALO]


@encodes("WXDi-P14-081")
def test_hina_discards_a_den_on_bu_signi_to_charge(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["DEN-ON-BU Hina Minakami"]
            hand: ["{REML}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [REML] and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P14-081")
def test_hina_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = burst(table, "DEN-ON-BU Hina Minakami", mine=f'hand: ["{BUFFALO}"]')
    game.accept()
    game.target("Koalala, Phantom Terra Beast")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P14-085")
def test_karin_discards_three_to_vanish_and_with_three_den_on_bu_the_opponent_discards(
    table: Table,
) -> None:
    karin = "DEN-ON-BU Karin Houou"
    for hand, discarded in (([REML] * 3, 1), ([REML, REML, BUFFALO], 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{karin}"]
                hand: {hand}
              - lrig: {lrigs(LIZE3)}
                signi: ["Koalala, Phantom Terra Beast"]
                hand: ["{BUFFALO}"]
        """)
        game.end_main()
        game.accept()
        while game.decision == DecisionKind.DISCARD:  # the whole hand, card by card
            game.first()
        assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER
        assert game.count(1, Zone.TRASH) == discarded


@encodes("WXDi-P14-085")
def test_karin_pays_one_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["DEN-ON-BU Karin Houou"]
            ener: ["{BUFFALO}"]
    """)
    game.play("DEN-ON-BU Karin Houou", 0)
    game.accept()
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P14-084")
def test_mitsuki_seto_discards_a_den_on_bu_signi_to_draw_two(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["DEN-ON-BU Mitsuki Seto"]
            hand: ["{REML}"]
          - life: ["{BUFFALO}"]
    """)
    game.attack("DEN-ON-BU Mitsuki Seto")
    game.accept()
    assert game.names(0, Zone.TRASH) == [REML] and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P14-055")
def test_lalaru_discards_red_to_vanish_when_every_signi_is_red(table: Table) -> None:
    for beside, vanished in (("Romail, Lightly Armed", True), (BUFFALO, False)):
        game = table(f"""
            players:
              - signi: ["Lalaru//Fesonne, Code: Art", "{beside}"]
                hand: ["Romail, Lightly Armed"]
              - signi: ["Servant #"]
        """)
        game.end_main()
        if vanished:
            game.accept()
        assert (game.zone_of("Servant #", 1) == Zone.ENER) == vanished


@encodes("WXDi-P14-078")
def test_aki_trashes_a_den_on_bu_ener_card_to_return_a_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["DEN-ON-BU Aki Shirokane", "{REML}"]
            ener: ["{REML}"]
          - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.HAND and game.names(0, Zone.TRASH) == [REML]


@encodes("WXDi-P14-080")
def test_ginka_powers_den_on_bu_signi_in_the_opponents_turn_beside_another(
    table: Table,
) -> None:
    ginka = "DEN-ON-BU Ginka Haijima"
    for turn_player, beside, power in ((1, REML, 5000), (0, REML, 3000), (1, BUFFALO, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["{ginka}", "{beside}"]
        """)
        assert game.power(ginka) == power


@encodes("WXDi-P14-080")
def test_ginka_life_burst_stops_an_attacker_and_draws(table: Table) -> None:
    game = burst(table, "DEN-ON-BU Ginka Haijima")
    game.target("Koalala, Phantom Terra Beast")
    assert not game.can(game.ActionKind.ATTACK, "Koalala, Phantom Terra Beast")
    assert game.count(0, Zone.HAND) == 1


HINA = "DEN-ON-BU Hina Minakami"
SHIAN = "DEN-ON-BU Shian Inubousaki"
AKI = "DEN-ON-BU Aki Shirokane"


@encodes("WXDi-P14-077")
def test_futaba_powers_others_in_the_opponents_turn_and_looks_at_15000(
    table: Table,
) -> None:
    futaba = "DEN-ON-BU Futaba Kayano"
    for turn_player, power in ((1, 5000), (0, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{futaba}", "{REML}"]
        """)
        assert game.power(REML) == power
    for boost, looked in ((3000, True), (2000, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{futaba}"]
                deck: ["{HINA}", "{SHIAN}", "{BUFFALO}", "{BUFFALO}"]
        """)
        game.game.add_power(game.card(futaba), boost)
        game.end_main()
        if looked:
            game.choose(HINA)
            game.choose(SHIAN)
            assert game.names(0, Zone.HAND) == [HINA] and game.names(0, Zone.ENER) == [SHIAN]
        else:
            assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game = burst(table, futaba)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH  # the only upped SIGNI


@encodes("WXDi-P14-079")
def test_tama_kurogane_finds_aki_or_ginka_and_trashes_three_to_bounce(table: Table) -> None:
    tama = "DEN-ON-BU Tama Kurogane"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{tama}", "{BUFFALO}"]
            deck: ["{HINA}", "{AKI}", "{SHIAN}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play(tama, 0)
    game.accept()
    assert "choose " + HINA not in game.options()
    game.choose(AKI)
    game.choose(SHIAN)
    assert game.names(0, Zone.HAND) == [AKI] and game.names(0, Zone.ENER) == [SHIAN]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{tama}"]
            ener: ["{HINA}", "{SHIAN}", "{AKI}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.HAND and game.names(0, Zone.ENER) == [BUFFALO]


@encodes("WXDi-P14-082")
def test_mimito_trashes_an_ener_card_to_vanish_charges_and_buys_double_crush(
    table: Table,
) -> None:
    mimito = "DEN-ON-BU Mimito Sakurano"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{mimito}"]
            ener: ["{HINA}", "{SHIAN}", "{AKI}", "{REML}"]
          - signi: [~, "{BUFFALO}"]
            life: {[BUFFALO] * 3}
    """)
    game.action(mimito)
    game.choose(HINA, SHIAN, AKI)
    assert game.game.has_keyword(game.card(mimito), KW.DOUBLE_CRUSH)
    game.end_main()
    game.attack(mimito)
    game.accept()
    assert game.ids(BUFFALO, 1, Zone.SIGNI) == [] and game.names(0, Zone.ENER) == []
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.ENER) == 1  # Hina and Shian are in the trash: charged


@pytest.mark.parametrize(
    ("assist", "below", "signi"),
    [
        ("Milulun ☆ Slash", MILULUN0, KOALALA),  # level two or less
        ("Mama ♥ Attack", MAMA0, KOALALA),  # level two or more
    ],
)
@encodes("WXDi-P14-024", "WXDi-P14-030")
def test_level_one_assists_vanish_by_level(
    table: Table, assist: str, below: str, signi: str
) -> None:
    game = grown(table, assist, [below], theirs=f'signi: ["{signi}"]')
    assert game.zone_of(signi, 1) == Zone.ENER


@encodes("WXDi-P14-029")
def test_mama_happy_charges_and_gains_two_coins(table: Table) -> None:
    game = grown(table, "Mama ♥ Happy", [MAMA0])
    game.first()
    assert game.count(0, Zone.ENER) == 1 and game.players[0].coins == 2


@encodes("WXDi-P14-035")
def test_guzuko_incident_vanishes_a_level_one_and_gains_two_coins(table: Table) -> None:
    game = grown(table, "Guzuko ~Incident~", [GUZUKO0], theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]')
    game.first()
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.players[0].coins == 2


@encodes("WXDi-P14-025")
def test_milulun_threaten_downs_or_vanishes_after_an_opposing_spell(table: Table) -> None:
    game = grown(
        table,
        "Milulun ☆ Threaten",
        [MILULUN0, "Milulun ☆ Slash"],
        mine=f"ener: {[BUFFALO] * 3}",
        theirs=f'signi: ["{KOALALA}"]',
    )
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI and game.downed[game.card(KOALALA, 1)]
    game = table(f"""
        turn: 3
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[MILULUN0, SLASH])}
            lrig_deck: ["Milulun ☆ Threaten"]
            ener: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            hand: ["Welcome Back"]
            ener: ["{IMP}"]
            deck: {[SARA] * 3}
    """)
    game.use("Welcome Back")
    game.target(IMP)
    game.end_main()
    game.grow("Milulun ☆ Threaten")
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P14-026")
def test_milulun_catch_downs_and_pays_for_a_random_discard(table: Table) -> None:
    game = grown(
        table,
        "Milulun ☆ Catch",
        [MILULUN0, "Milulun ☆ Slash"],
        mine=f"ener: {[IMP] * 4}",
        theirs=f'signi: ["{KOALALA}"]\n            hand: ["{ROMAIL}"]',
    )
    game.first()
    game.target(KOALALA)
    game.accept()
    assert game.downed[game.card(KOALALA, 1)] and game.zone_of(ROMAIL, 1) == Zone.TRASH


@encodes("WXDi-P14-033")
def test_mama_tidying_up_shuffles_the_trash_back_and_adds_a_life_cloth(table: Table) -> None:
    game = grown(
        table,
        "Mama ♥ Tidying Up",
        [MAMA0, "Mama ♥ Attack"],
        mine=f'ener: {[IMP] * 4}\n            trash: ["{SARA}", "{ROMAIL}"]',
    )
    assert game.count(0, Zone.TRASH) == 0 and game.count(0, Zone.LIFE) == 1


@encodes("WXDi-P14-037")
def test_guzuko_appeal_returns_a_signi_and_takes_its_power_from_an_opposing_one(
    table: Table,
) -> None:
    game = grown(
        table,
        "Guzuko ~Appeal~",
        [GUZUKO0, "Guzuko ~Incident~"],
        mine=f'ener: {[IMP] * 4}\n            trash: ["{SARA}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.into(0)
    assert game.zone_of(SARA, 0) == Zone.SIGNI and game.power(KOALALA, 1) == 5000


@encodes("WXDi-P14-038")
def test_guzuko_peace_trashes_a_signi_to_vanish_and_pays_to_return_one(table: Table) -> None:
    game = grown(
        table,
        "Guzuko ~Peace!~",
        [GUZUKO0, "Guzuko ~Incident~"],
        mine=f'ener: {[IMP] * 6}\n            signi: ["{SARA}"]\n            trash: ["{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    game.accept()  # Sara into the trash
    assert game.zone_of(SARA, 0) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.ENER
    game.accept()
    game.target(ROMAIL)
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P14-032")
def test_mama_defense_negates_the_next_attack_of_a_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 3
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[MAMA0, "Mama ♥ Attack"])}
            lrig_deck: ["Mama ♥ Defense"]
            ener: {[IMP] * 2}
            life: ["{SARA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow("Mama ♥ Defense")  # in the opponent's attack phase
    game.first()  # the first [Enter], free: Koalala, the only target
    while game.decision in (DecisionKind.TRIGGER_ORDER, DecisionKind.OPTIONAL):
        game.first() if "decline" not in game.options() else game.decline()
    game.attack(KOALALA)
    assert game.count(0, Zone.LIFE) == 1


@encodes("WXDi-P14-023")
def test_milulun_welcome_draws_three_and_discards_a_spell_instead_of_two(
    table: Table,
) -> None:
    game = grown(
        table,
        "Milulun ☆ Welcome",
        [MILULUN0],
        mine=f'hand: ["Welcome Back"]\n            deck: {[SARA] * 4}',
    )
    game.accept()  # discards the spell, the only one
    assert game.zone_of("Welcome Back", 0) == Zone.TRASH
    assert game.names(0, Zone.HAND) == [SARA] * 3


DONA = "Dona//Fesonne, Phantom Spirit Queen"  # white, level 3, 12000
HANAYO = "Hanayo//Fesonne, Natural Pyroxene"  # red, level 3, 10000
PIRULUK = "Piruluk//Fesonne, Code: Heart"  # blue, level 3, 10000
MEL = "Mel//Fesonne, Code: Order"  # green, level 3, 10000
NANASHI = "Nanashi//Fesonne, Bacteria Queen"  # black, level 3, 10000
SERVANT = "Servant #"
TWO_LRIG = lrigs(AT3, left=[MILULUN0])  # two upped LRIG to down


def awakened_by_entering(
    table: Table, card: str, mine: str = "", theirs: str = "", hand: tuple[str, ...] = ()
) -> Play:
    """Player 0 plays `card` and downs its Center and an Assist LRIG to awaken it."""
    game = table(f"""
        players:
          - lrig: {TWO_LRIG}
            hand: {[card, *hand]}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.play(card, 1)
    game.accept()
    assert game.awakened[game.card(card)]
    return game


@encodes("WXDi-P14-041")
def test_dona_awakens_for_shadow_in_the_opponents_turn(table: Table) -> None:
    game = awakened_by_entering(table, DONA)
    assert not game.has_keyword(game.card(DONA), KW.SHADOW)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.has_keyword(game.card(DONA), KW.SHADOW)


@encodes("WXDi-P14-041")
def test_dona_pays_on_attack_for_a_trash_signi_and_spends_coins_to_draw(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{DONA}"]
            ener: ["{IMP}", "{IMP}"]
            trash: ["{SARA}"]
          - life: ["{BUFFALO}"]
    """)
    game.attack(DONA)
    game.accept()
    game.target(SARA)
    assert game.names(0, Zone.HAND) == [SARA] and game.count(0, Zone.ENER) == 0
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{DONA}"]
            coins: 2
    """)
    game.action(DONA)
    assert game.count(0, Zone.HAND) == 1 and game.players[0].coins == 0


@encodes("WXDi-P14-043")
def test_hanayo_fesonne_awakens_for_5000_and_discards_two_to_vanish(table: Table) -> None:
    game = awakened_by_entering(table, HANAYO, theirs=f'signi: ["{KOALALA}"]', hand=(SARA, ROMAIL))
    assert game.power(HANAYO) == 15000
    game.end_main()
    game.accept()
    game.discard(SARA)  # and Romail, the only other card
    assert game.count(0, Zone.TRASH) == 2 and game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P14-047")
def test_mel_awakened_charges_two_and_takes_an_ener_signi_after_a_battle_vanish(
    table: Table,
) -> None:
    game = awakened_by_entering(table, MEL, "coins: 1", f"signi: {[BUFFALO] * 3}")
    game.action(MEL)  # one coin: +3000 to Mel, the only SIGNI
    assert game.power(MEL) == 13000
    game.end_main()
    assert game.count(0, Zone.ENER) == 2
    game.attack(MEL)
    game.target(BUFFALO)  # the charged filler: one of the Ener Zone's SIGNI
    assert game.count(1, Zone.ENER) == 1 and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P14-049")
def test_nanashi_fesonne_awakened_weakens_mills_and_spends_coins(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TWO_LRIG}
            hand: ["{NANASHI}"]
            deck: {[SARA] * 4}
            coins: 2
          - lrig: {lrigs(LIZE3)}
            signi: ["Boudica, Crimson General"]
    """)
    game.play(NANASHI, 1)
    game.accept()
    boudica = game.power("Boudica, Crimson General", 1)
    game.action(NANASHI)  # the first [Action]: down, mill three
    assert game.count(0, Zone.TRASH) == 3 and game.downed[game.card(NANASHI)]
    game.act(ActionKind.USE_ACTION, NANASHI)  # the second [Action]: a coin, --2000
    game.act(ActionKind.USE_ACTION, NANASHI)
    assert game.power("Boudica, Crimson General", 1) == boudica - 4000
    assert not game.can(ActionKind.USE_ACTION, NANASHI)  # twice per turn
    game.end_main()  # awakened: --8000 more
    assert game.zone_of("Boudica, Crimson General", 1) == Zone.ENER


@encodes("WXDi-P14-054")
def test_lovit_fesonne_trashes_an_off_color_ener_card_beside_an_awakened_level_three(
    table: Table,
) -> None:
    for awakened in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["LOVIT//Fesonne, Phantom Beast", "{DONA}"]
              - lrig: {lrigs(LIZE3)}
                ener: ["{SARA}", "{ROMAIL}"]
        """)
        game.game.awakened[game.card(DONA)] = int(awakened)
        game.end_main()  # Lize is white: only Romail shares no color with her
        assert (game.zone_of(ROMAIL, 1) == Zone.TRASH) == awakened
        assert game.zone_of(SARA, 1) == Zone.ENER
    game = burst(table, "LOVIT//Fesonne, Phantom Beast")
    assert game.zone_of(SERVANT, 1) == Zone.ENER


@encodes("WXDi-P14-056")
def test_carnival_fesonne_discards_on_attack_for_a_mode_and_spends_coins(table: Table) -> None:
    carnival = "Carnival//Fesonne, Natural Planet"
    game = table(f"""
        phase: attack
        players:
          - signi: ["{carnival}"]
            hand: ["{SARA}"]
            deck: ["{ROMAIL}", "{IMP}"]
          - life: ["{BUFFALO}"]
    """)
    game.attack(carnival)
    game.accept()
    game.mode(1)  # draw
    assert game.zone_of(SARA, 0) == Zone.TRASH and game.names(0, Zone.HAND) == [ROMAIL]
    game = table(f"""
        players:
          - signi: ["{carnival}"]
            coins: 5
          - signi: ["{KOALALA}"]
    """)
    game.action(carnival)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.players[0].coins == 0


@encodes("WXDi-P14-057")
def test_awakening_fervor_awakens_hanayo_and_makes_a_targeting_opponent_trash_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Awakening Fervor"]
            signi: ["{HANAYO}"]
          - lrig: {lrigs(LIZE3, left=["Iona, Zero/Maiden", "Iona Shouty"])}
            lrig_deck: ["Iona the Beam"]
            ener: {[BUFFALO] * 3}
    """)
    game.use("Awakening Fervor")
    assert game.awakened[game.card(HANAYO)] and game.power(HANAYO) == 15000
    game.pass_until(lambda play: play.game.turn_player == 1 and play.can(ActionKind.ASSIST_GROW))
    game.grow("Iona the Beam")  # pays two, targets Hanayo
    assert game.count(1, Zone.ENER) == 0  # the third, put into the trash by the opponent
    game = burst(table, "Awakening Fervor")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the upped one


@encodes("WXDi-P14-061")
def test_tempo_up_awakens_piruluk_which_strips_a_declared_level_from_the_hand(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["TEMPO UP"]
            signi: ["{PIRULUK}"]
            ener: ["{IMP}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{ROMAIL}", "{SERVANT}", "{KOALALA}", "{SARA}"]
            life: ["{BUFFALO}"]
    """)
    game.use("TEMPO UP")
    assert game.awakened[game.card(PIRULUK)]
    game.end_main()
    game.choose(KOALALA)  # Piruluk's own [Auto], awakened: a card without a [Guard] icon
    game.attack(PIRULUK)
    game.mode(1)  # level one: Romail and Sara, not the Servant with its [Guard] icon
    assert sorted(game.names(1, Zone.TRASH)) == [KOALALA, ROMAIL, SARA]
    assert game.names(1, Zone.HAND) == [SERVANT]
    game = burst(table, "TEMPO UP")
    game.target(KOALALA)
    game.done()
    assert game.downed[game.card(KOALALA, 1)]


@encodes("WXDi-P14-064")
def test_aiyai_puts_itself_and_a_weaker_signi_into_the_ener_zone(table: Table) -> None:
    aiyai = "Aiyai//Fesonne, Second Play"
    game = table(f"""
        phase: attack
        players:
          - signi: ["{aiyai}"]
          - signi: ["{SARA}", "{KOALALA}"]
            life: ["{BUFFALO}"]
    """)
    game.attack(aiyai)
    game.accept()
    assert game.zone_of(SARA, 1) == Zone.ENER and game.zone_of(aiyai, 0) == Zone.ENER


@encodes("WXDi-P14-065")
def test_reverb_gives_lancer_against_8000_or_less_and_awakens_mel(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Reverb"]
            signi: ["{MEL}"]
            ener: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: {[SARA] * 3}
    """)
    game.use("Reverb")
    assert game.awakened[game.card(MEL)] and game.has_keyword(game.card(MEL), KW.LANCER)
    game = burst(table, "Reverb")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 7000 or more: not the Servant


@encodes("WXDi-P14-066")
def test_mahomaho_mills_four_unless_the_opponent_discards(table: Table) -> None:
    mahomaho = "Mahomaho//Fesonne, Natural Element"
    for hand, milled in (([], 4), ([ROMAIL], 0)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{mahomaho}", "{DONA}"]
              - deck: {[SARA] * 5}
                hand: {hand}
                life: ["{BUFFALO}"]
        """)
        game.game.awakened[game.card(DONA)] = 1
        game.attack(mahomaho)
        if hand:
            game.accept()  # the opponent discards Romail
        assert game.count(1, Zone.TRASH) == milled + len(hand)
    game = burst(table, mahomaho)
    game.target(KOALALA)
    assert game.power(KOALALA, 1) == 2000


@encodes("WXDi-P14-069")
def test_grave_up_returns_a_black_signi_and_awakens_nanashi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Grave Up"]
            ener: ["{IMP}"]
            trash: ["{NANASHI}"]
    """)
    game.use("Grave Up")
    game.target(NANASHI)  # not Imp, paid
    game.into(0)
    assert game.zone_of(NANASHI, 0) == Zone.SIGNI and game.awakened[game.card(NANASHI)]
    game = burst(table, "Grave Up", mine=f'trash: ["{SARA}"]')
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == [SARA]


REINA = "DEN-ON-BU Reina Hidaka"
GINKA = "DEN-ON-BU Ginka Haijima"


@encodes("WXDi-P14-076")
def test_reina_boosts_another_den_on_bu_and_trashes_two_for_a_guard_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{REINA}"]
            signi: ["{REML}"]
            ener: ["{GINKA}", "{GINKA}"]
            trash: ["{SERVANT}"]
    """)
    game.play(REINA, 1)
    assert game.power(REML) == 3000 + 5000 + 3000
    game.action(REINA)
    assert game.names(0, Zone.HAND) == [SERVANT] and game.count(0, Zone.ENER) == 0
    assert game.power(REML) == 6000  # no <<DEN-ON-BU>> card in the Ener Zone now
    game = burst(table, REINA, mine=f'deck: ["{SARA}"]')
    assert game.names(0, Zone.HAND) == [SARA]


@encodes("WXDi-P14-088")
def test_matoi_trashes_three_den_on_bu_for_lancer(table: Table) -> None:
    matoi = "DEN-ON-BU Matoi Ogami"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{matoi}"]
            ener: ["{REML}", "{REML}", "{GINKA}", "{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.ENER) == [BUFFALO]
    assert game.has_keyword(game.card(matoi), KW.LANCER)
    game = burst(table, matoi)
    game.mode(1)
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-P14-036")
def test_guzuko_cry_mills_two_and_returns_two_signi_of_different_levels(table: Table) -> None:
    game = grown(
        table,
        "Guzuko ~Cry~",
        [GUZUKO0],
        mine=f'deck: ["{ROMAIL}", "{SARA}", "{IMP}"]\n'
        f'            trash: ["{KOALALA}", "{SERVANT}"]',
    )
    assert f"choose {SERVANT}" not in game.options()  # a Guard icon
    game.target(ROMAIL)
    # Sara is level one, as Romail is: Koalala, the one left, is taken
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, ROMAIL]


THREE_COLORS = lrigs(AT3, left="Lize, Level 0", right="Machina Zero")  # green, white, black


@encodes("WXDi-P14-004")
def test_happiness_float_puts_ener_signi_out_or_reshuffles_and_charges_per_level(
    table: Table,
) -> None:
    def used(mode: int) -> Play:
        game = table(f"""
            players:
              - lrig: {THREE_COLORS}
                lrig_deck: ["Happiness Float"]
                ener: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
                trash: {[SARA] * 3}
                deck: {[IMP] * 3}
        """)
        game.use("Happiness Float")
        game.pay(BUFFALO, BUFFALO)
        game.mode(mode)
        return game

    game = used(0)
    game.target(KOALALA, ROMAIL)
    game.into(0)
    game.into(1)
    assert game.has_keyword(game.card(KOALALA, 0), KW.S_LANCER)
    assert game.has_keyword(game.card(ROMAIL, 0), KW.S_LANCER)
    game = used(1)
    assert game.count(0, Zone.TRASH) == 0  # the Ener paid went in with the rest
    assert game.count(0, Zone.ENER) == 2 + 2 * 3  # Koalala, Romail, and six charged


MAYA = "DEN-ON-BU Maya-Shakuji-Abeno"  # level 2, 8000


@encodes("WXDi-P14-087")
def test_maya_charges_once_when_another_den_on_bu_signi_crushes(table: Table) -> None:
    # docs/engine-hooks.md, "Crushes": the damage of an attack with no SIGNI in front.
    game = table(f"""
        phase: attack
        players:
          - signi: ["{MAYA}", "{REML}", "{SARA}"]
          - life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack(REML)
    assert game.count(0, Zone.ENER) == 1
    game.attack(SARA)  # no <<DEN-ON-BU>>: nothing
    game.attack(MAYA)  # itself: not "another"
    assert game.count(0, Zone.ENER) == 1


GINKA = "DEN-ON-BU Ginka Haijima"  # level 1, 3000
SHIAN = "DEN-ON-BU Shian Inubousaki"  # level 1, 2000


@encodes("WXDi-P14-070")
def test_tuning_up_returns_three_den_on_bu_that_have_shadow_in_the_next_turn_at_level_three(
    table: Table,
) -> None:
    for center, shadow in ((AT3, True), (AT, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(center, left="Lize, Level 0", right="Machina Zero")}
                lrig_deck: ["Tuning Up!"]
                ener: {[BUFFALO] * 3}
                trash: ["{REML}", "{GINKA}", "{SHIAN}", "{SARA}"]
        """)
        game.use("Tuning Up!")  # paid with the only three Ener there are
        game.target(REML, GINKA, SHIAN)  # Sara is no <<DEN-ON-BU>> SIGNI
        game.into(0)
        game.into(1)
        assert sorted(game.names(0, Zone.SIGNI)) == sorted([REML, GINKA, SHIAN])
        assert not game.game.has_keyword(game.card(REML), KW.SHADOW)  # not this turn
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.game.has_keyword(game.card(REML), KW.SHADOW) is shadow


# The Fesonne Magic Crafts: SPELLs an [Exceed 4] of the P14 LRIGs adds to the LRIG deck.
# The engine has no Crafts: here they are used from the hand, as any SPELL.
def magic(table: Table, card: str, mine: str = "", theirs: str = "") -> Play:
    """Player 0 uses the Fesonne Magic `card` from the hand, with one Ener to pay."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{card}"]
            ener: ["{IMP}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.use(card)
    return game


@encodes("WXDi-P14-TK01")
def test_fesonne_magic_white_adds_a_signi_with_a_guard_icon(table: Table) -> None:
    game = magic(table, "Fesonne Magic: White", mine=f'trash: ["Servant #", "{SARA}"]')
    assert game.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-P14-TK02")
def test_fesonne_magic_blazing_red_vanishes_12000_or_less(table: Table) -> None:
    game = magic(
        table,
        "Fesonne Magic: Blazing Red",
        theirs=f'signi: ["{KOALALA}", "Vela, Natural Planet"]',
    )
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the only target: Vela has 13000
    assert game.zone_of("Vela, Natural Planet", 1) == Zone.SIGNI


@encodes("WXDi-P14-TK03")
def test_fesonne_magic_blue_draws_three_and_discards_two(table: Table) -> None:
    game = magic(table, "Fesonne Magic: BLUE", mine=f"deck: {[SARA, IMP, KOALALA, BUFFALO]}")
    game.discard(SARA, IMP)
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P14-TK04")
def test_fesonne_magic_jade_charges_then_puts_a_signi_of_the_ener_zone_onto_the_field(
    table: Table,
) -> None:
    game = magic(table, "Fesonne Magic: Jade", mine=f'deck: ["{KOALALA}", "{BUFFALO}"]')
    game.target(KOALALA)  # the card just charged (the Imp paid the cost)
    game.into(0)
    assert game.names(0, Zone.SIGNI)[0] == KOALALA


@encodes("WXDi-P14-TK05")
def test_fesonne_magic_black_gives_minus_8000(table: Table) -> None:
    game = magic(table, "Fesonne Magic: Black", theirs=f'signi: ["{KOALALA}"]')
    assert game.power(KOALALA, 1) == 2000


AWAKE = "Festival Awake"
DONA_F = "Dona//Fesonne, Phantom Spirit Queen"  # level 3, 12000, white
CIRCE = "Circe, Blessed Angel"  # level 2, 10000, white


@encodes("WXDi-P14-053")
def test_festival_awake_powers_a_white_signi_that_trashes_what_it_battles(
    table: Table,
) -> None:
    for chosen in (DONA_F, CIRCE):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{DONA_F}", "{CIRCE}"]
                hand: ["{AWAKE}"]
                ener: {[IMP] * 3}
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}", "{IMP}"]
        """)
        game.use(AWAKE)
        game.pay()
        game.target(chosen)
        assert game.power(chosen) == (14000 if chosen == DONA_F else 12000)
        assert bool(game.game.awakened[game.card(DONA_F)]) is (chosen == DONA_F)
        game.end_main()
        game.pass_until(lambda play, chosen=chosen: play.can(ActionKind.ATTACK, chosen))
        game.attack(chosen)
        if game.decision == DecisionKind.OPTIONAL:
            game.decline()  # an [Auto] ability of Dona's as it attacks
        defender = SARA if chosen == DONA_F else IMP  # the SIGNI in front
        assert game.zone_of(defender, 1) == Zone.TRASH
    game = burst(table, AWAKE)
    assert game.zone_of(KOALALA, 1) == Zone.HAND  # the upped one


REMEMBER_F = "Remember//Fesonne, Galactic Queen"


@encodes("WXDi-P14-040")
def test_remember_fesonne_freezes_an_assist_lrig_and_a_signi_then_gains_assassin(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{REMEMBER_F}"]
            signi: ["{BUFFALO}"]
            ener: {[BUFFALO] * 3!s}
          - lrig: {lrigs(LIZE3, left="Hanayo, Zero")}
            signi: ["{KOALALA}", "Servant #"]
    """)
    game.play(REMEMBER_F, 1)  # [Enter]: the only Assist LRIG is frozen
    hanayo = game.card("Hanayo, Zero", 1)
    assert game.game.frozen[hanayo]
    game.action(REMEMBER_F)
    game.choose(BUFFALO)  # the cost: down Buffalo
    game.target(KOALALA)
    assert (
        game.game.frozen[game.card(KOALALA, 1)]
        and game.game.downed[game.card(BUFFALO, 0, Zone.SIGNI)]
    )
    game.end_main()
    game.attack(REMEMBER_F)  # two frozen: no payment offered
    assert not game.has_keyword(game.card(REMEMBER_F), KW.ASSASSIN)


@pytest.mark.parametrize("frozen", [3, 2])
@encodes("WXDi-P14-040")
def test_remember_fesonne_pays_for_assassin_beside_three_frozen_lrig_and_signi(
    table: Table, frozen: int
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{REMEMBER_F}"]
            ener: {[BUFFALO] * 3!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Servant #"]
    """)
    # The Center LRIG counts with the SIGNI: three frozen in all, or two.
    for card in [game.game.center(1), game.card(KOALALA, 1), game.card("Servant #", 1)][:frozen]:
        game.game.freeze(card)
    game.attack(REMEMBER_F)
    if frozen == 3:
        game.accept()
        game.pay()
        assert game.count(0, Zone.ENER) == 0
    else:
        assert game.decision != DecisionKind.OPTIONAL
    assert bool(game.has_keyword(game.card(REMEMBER_F), KW.ASSASSIN)) is (frozen == 3)


PIRULUK_F = "Piruluk//Fesonne, Code: Heart"


@encodes("WXDi-P14-045")
def test_piruluk_fesonne_awakened_makes_the_opponent_discard_a_card_of_your_choice(
    table: Table,
) -> None:
    game = awakened_by_entering(
        table, PIRULUK_F, theirs=f'hand: ["{KOALALA}", "Servant #", "{ROMAIL}"]'
    )
    game.end_main()
    game.choose(ROMAIL)  # Servant # has a Guard icon: not offered
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P14-045")
def test_piruluk_fesonne_downs_an_assist_lrig_to_awaken(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MILULUN0, "Milulun ☆ Slash"])}
            hand: ["{PIRULUK_F}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.play(PIRULUK_F, 1)
    game.accept()  # the Center and the Assist LRIG Milulun ☆ Slash are the two upped LRIG
    assert game.awakened[game.card(PIRULUK_F)]
    assert game.downed[game.card("Milulun ☆ Slash")]


@encodes("WXDi-P14-045")
def test_piruluk_fesonne_reduces_the_next_spell_by_one_blue(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{PIRULUK_F}"]
            hand: ["EXCHANGE"]
            ener: ["Sara Hoshikawa, Code 2434"]
          - hand: ["{ROMAIL}"]
    """)
    assert not game.can(ActionKind.USE_SPELL, "EXCHANGE")  # 1 blue and 1 black
    game.action(PIRULUK_F)
    game.use("EXCHANGE")  # now 1 black: Sara pays it
    assert game.names(1, Zone.TRASH) == [ROMAIL]


SANGA_F = "Sanga//Fesonne, Type: Eins"


@pytest.mark.parametrize(("awakened", "where"), [(True, Zone.TRASH), (False, Zone.SIGNI)])
@encodes("WXDi-P14-062")
def test_sanga_fesonne_trashes_a_big_signi_it_battles_beside_an_awakened_level_three(
    table: Table, awakened: bool, where: Zone
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SANGA_F}", "{PIRULUK_F}"]
          - signi: ["{KOALALA}"]
    """)
    if awakened:
        game.game.awakened[game.card(PIRULUK_F)] = 1  # as its [Enter] would
    game.attack(SANGA_F)  # 1000 against Koalala's 10000
    assert game.zone_of(KOALALA, 1) == where


@encodes("WXDi-P14-062")
def test_sanga_fesonne_life_burst_charges_and_prevents_signi_damage(table: Table) -> None:
    game = burst(table, SANGA_F)  # its only Life Cloth crushed by Servant #
    assert game.count(0, Zone.ENER) == 2  # the crushed card and the charge
    game.attack(KOALALA)  # no Life Cloth left: this damage would end the game
    assert not game.game.is_terminal()


@encodes("WXDi-P14-027")
def test_milulun_flash_shuffles_signi_back_and_downs_that_total_level(table: Table) -> None:
    game = grown(
        table,
        "Milulun ☆ Flash",
        [MILULUN0, SLASH],
        mine=f'ener: {[BUFFALO] * 5}\n            trash: ["{IMP}", "{SARA}", "Servant #"]',
        theirs=f'signi: ["{KOALALA}", "{BUFFALO}", "Babel, Code: Maze"]',
    )
    assert "Servant #" not in game.options()  # a Guard icon: not offered
    game.target(IMP, SARA)
    game.done()
    # two SIGNI shuffled in: down SIGNI whose levels make two, here the level two Koalala
    assert BUFFALO not in game.options()  # level one: one short, no other level one to pair
    game.target(KOALALA)
    assert game.zone_of(IMP) == game.zone_of(SARA) == Zone.DECK
    assert game.zone_of("Servant #") == Zone.TRASH
    assert game.downed[game.card(KOALALA, 1)]
    assert not game.downed[game.card(BUFFALO, 1, Zone.SIGNI)]


SHARING = lrigs(AT3, left="Mel", right="Aya! 0")  # At and Mel are green
HIRANA_F = "Hirana//Fesonne, Crimson Angel Queen"


def hirana_fesonne(table: Table, lrig: str, ener: int) -> Play:
    game = table(f"""
        players:
          - lrig: {lrig}
            signi: [~, "{HIRANA_F}", ~]
            ener: {[BUFFALO] * ener}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", ~, "{KOALALA}"]  # none in front of Hirana
            life: {[BUFFALO] * 3}
    """)
    game.end_main()
    game.accept()  # all the Ener Zone into the trash
    return game


@encodes("WXDi-P14-042")
def test_hirana_fesonne_trashes_seven_ener_to_crush_and_vanishes_with_a_shared_color(
    table: Table,
) -> None:
    game = hirana_fesonne(table, SHARING, 7)
    assert game.count(0, Zone.TRASH) == 7 and len(game.players[1].life) == 2
    game.attack(HIRANA_F)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER  # 8000 or less; Koalala is not


def test_hirana_fesonne_with_six_ener_crushes_nothing_and_without_a_shared_color_vanishes_nothing(
    table: Table,
) -> None:
    game = hirana_fesonne(table, THREE_COLORS, 6)
    assert game.count(0, Zone.TRASH) == 6 and len(game.players[1].life) == 3
    game.attack(HIRANA_F)
    assert game.zone_of(ROMAIL, 1) == Zone.SIGNI


REI_F = "Rei//Fesonne, Natural Pyroxene"


@encodes("WXDi-P14-044")
def test_rei_fesonne_pays_blue_and_two_cards_to_bottom_a_signi(table: Table) -> None:
    for lrig, bottomed in ((SHARING, True), (THREE_COLORS, False)):
        game = table(f"""
            players:
              - lrig: {lrig}
                signi: ["{REI_F}"]
                ener: ["{BUFFALO}"]
                hand: ["{ROMAIL}", "{ROMAIL}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.end_main()
        if bottomed:
            game.accept()
        assert (game.zone_of(KOALALA, 1) == Zone.DECK) is bottomed
        assert game.count(0, Zone.HAND) == (0 if bottomed else 2)


@encodes("WXDi-P14-044")
def test_rei_fesonne_life_burst_bottoms_an_upped_signi(table: Table) -> None:
    game = burst(table, REI_F)
    assert game.names(1, Zone.DECK)[0] == KOALALA  # Servant # attacked: it is downed


WOLF_F = "WOLF//Fesonne, Roaring Gun"


@encodes("WXDi-P14-046")
def test_wolf_fesonne_gains_s_lancer_only_with_a_shared_color(table: Table) -> None:
    for lrig, gains in ((SHARING, True), (THREE_COLORS, False)):
        game = table(f"""
            players:
              - lrig: {lrig}
                signi: ["{WOLF_F}"]
                ener: ["{BUFFALO}", "{BUFFALO}"]
        """)
        game.action(WOLF_F)
        assert game.count(0, Zone.ENER) == 0
        assert game.has_keyword(game.card(WOLF_F), KW.S_LANCER) is gains


@encodes("WXDi-P14-046")
def test_wolf_fesonne_life_burst_draws_or_vanishes_an_upped_signi(table: Table) -> None:
    game = burst(table, WOLF_F)
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1
    game = burst(table, WOLF_F)
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


MUZICA_F = "Muzica//Fesonne, Code: Maze"


@encodes("WXDi-P14-067")
def test_muzica_fesonne_gives_minus_3000_when_no_signi_share_a_color(table: Table) -> None:
    for mine, power in (([MUZICA_F], 7000), ([MUZICA_F, "Hanabatake Chaika, Code 2434"], 8000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: {mine}
                ener: ["{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.end_main()
        game.accept()
        assert game.power(KOALALA, 1) == power  # two black SIGNI share a color: --2000


ALTO_FESONNE = "Alto//Fesonne, Erupting Cannon"  # level 2, 5000


@encodes("WXDi-P14-052")
def test_alto_fesonne_on_the_third_attack_pays_to_return_a_level_one_signi(
    table: Table,
) -> None:
    for third in (True, False):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT)}
                signi: ["{KOALALA}", "{BUFFALO}", "{ALTO_FESONNE}"]
                ener: ["{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{IMP}", "{IMP}", "{SARA}"]
        """)
        if third:
            game.attack(KOALALA)
            game.attack(BUFFALO)
        game.attack(ALTO_FESONNE)
        if third:
            game.accept()
            assert game.zone_of(SARA, 1) == Zone.HAND
            assert game.count(0, Zone.ENER) == 0
        else:  # its first attack: nothing offered, Sara battles it
            assert game.zone_of(SARA, 1) == Zone.ENER
            assert game.count(0, Zone.ENER) == 1


AYA_FESONNE = "Aya//Fesonne, Small Trickster"  # level 1, 3000, blue
ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white


@encodes("WXDi-P14-058")
def test_aya_fesonne_draws_as_it_attacks_beside_an_awakened_level_three_signi(
    table: Table,
) -> None:
    for awake in (True, False):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{AYA_FESONNE}", "{ATHENA}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.game.awakened[game.card(ATHENA, 0)] = awake
        game.attack(AYA_FESONNE)
        assert game.count(0, Zone.HAND) == (1 if awake else 0)


@encodes("WXDi-P14-058")
def test_aya_fesonne_pays_two_coins_to_swap_an_opposing_signi_with_one_of_its_level(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AYA_FESONNE}"]
            coins: 2
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}"]
            trash: ["{KOALALA}", "{IMP}"]
    """)
    game.action(AYA_FESONNE)
    assert game.zone_of(IMP, 1) == Zone.SIGNI and game.zone_of(SARA, 1) == Zone.TRASH
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    assert game.game.players[0].coins == 0


@encodes("WXDi-P14-058")
def test_aya_fesonne_life_burst_downs_freezes_and_draws(table: Table) -> None:
    game = table.life_burst(AYA_FESONNE)
    game.burst()
    attacker = game.card("Servant #", 1, Zone.SIGNI)
    assert game.game.downed[attacker] and game.game.frozen[attacker]
    assert game.count(0, Zone.HAND) == 1
