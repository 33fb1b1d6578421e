"""WXDi-P00: every encoded card plays its abilities."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, grown
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

HERA = "Hera, Crimson Evil"
LIFE = str(["Water Buffalo, Phantom Aquatic Beast"] * 3)


@encodes("WXDi-P00-052")
def test_hera_with_only_red_signi_may_pay_to_vanish_5000_or_less(table: Table) -> None:
    def attack(partner: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{HERA}", "{partner}"]
                ener: ["Romail, Lightly Armed"]
              - lrig: {lrigs(LIZE3)}
                signi: [~, "Lancelot, Crimson General", "Koalala, Phantom Terra Beast"]
                life: {LIFE}
        """)
        game.attack(HERA)
        return game

    game = attack("Eckesachs, Lightly Armed")  # red and black: red
    game.accept()  # pay 1 red
    assert game.zone_of("Lancelot, Crimson General") == Zone.ENER  # power 5000
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI  # power 10000
    game = attack("Camelopar, Natural Planet")  # a green SIGNI: nothing is offered
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of("Lancelot, Crimson General") == Zone.SIGNI


DXM = lrigs(
    ["Ex Zero", "Ex One"], left="Deus Zero", right="Machina Zero"
)  # three LRIGs: a PIECE may be used


@encodes("WXDi-P00-005")
def test_chime_of_the_blessed_key_draws_three_and_discards_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {DXM}
            lrig_deck: ["Chime of the Blessed Key"]
            hand: ["Servant #"]
            deck: ["Romail, Lightly Armed", "Chihiro Yuki, Code 2434", "Baphomet, Doomed Evil",
                   "Sara Hoshikawa, Code 2434"]
    """)
    game.use("Chime of the Blessed Key")
    game.discard("Servant #", "Romail, Lightly Armed")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Baphomet, Doomed Evil",
        "Chihiro Yuki, Code 2434",
    ]
    assert game.names(0, Zone.TRASH) == ["Servant #", "Romail, Lightly Armed"]
    assert game.zone_of("Chime of the Blessed Key") == Zone.REMOVED


SARA = "Sara Hoshikawa, Code 2434"  # level 1, white and black, vanilla


def koalala_in(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of(KOALALA, 1) == zone


# Life Bursts against the opponent's upped Koalala (10000) and attacking Servant # (1000):
# (number, card, target chosen, outcome)
LIFE_BURSTS = [
    ("WXDi-P00-070", "Buer, Jade Evil", None, koalala_in(Zone.ENER)),  # 5000 or more
    ("WXDi-P00-079", "Dola, Code 2434", KOALALA, koalala_in(Zone.ENER)),  # power 0: vanished
    ("WXDi-P00-047", "Mikoto Rindou, Code 2434", None, koalala_in(Zone.TRASH)),  # upped
    ("WXDi-P00-055", "Tadakatsu, Crimson General", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-077", "Tamaki Fumino, Code 2434", KOALALA, lambda g: g.power(KOALALA) == 2000),
    ("WXDi-P00-065", "Vela, Natural Planet", None, koalala_in(Zone.DECK)),  # upped
    ("WXDi-P00-057", "Battle Beat", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-072", "Creation Tone", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-080", "Darkness Eater", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-048", "Furen Slash", KOALALA, koalala_in(Zone.HAND)),
]


@pytest.mark.parametrize(("number", "card", "choice", "outcome"), LIFE_BURSTS)
@encodes(*(number for number, *_ in LIFE_BURSTS))
def test_life_bursts(
    table: Table, number: str, card: str, choice: str | None, outcome: Callable[[Play], bool]
) -> None:
    game = burst(table, card)
    if choice:
        game.target(choice)
    assert outcome(game)
    assert game.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-P00-049")
def test_eyris_life_burst_draws_and_charges(table: Table) -> None:
    game = burst(table, "Eyris, Crimson Angel")
    assert game.count(0, Zone.HAND) == 1
    assert game.count(0, Zone.ENER) == 2  # the crushed Eyris and the charged card


# SPELLs used against Koalala (10000) beside Servant # (1000): (number, spell, ener, zone)
SPELLS = [
    ("WXDi-P00-057", "Battle Beat", [KOALALA] * 4, Zone.ENER),
    ("WXDi-P00-072", "Creation Tone", [KOALALA] * 5, Zone.ENER),
    ("WXDi-P00-080", "Darkness Eater", [SARA] * 4, Zone.ENER),  # power below 0
    ("WXDi-P00-048", "Furen Slash", [SARA] * 5, Zone.HAND),
]


@pytest.mark.parametrize(("number", "spell", "ener", "zone"), SPELLS)
@encodes(*(number for number, *_ in SPELLS))
def test_spells_remove_a_target_signi(
    table: Table, number: str, spell: str, ener: list[str], zone: Zone
) -> None:
    game = table(f"""
        players:
          - hand: ["{spell}"]
            ener: {ener}
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #", "{KOALALA}"]
    """)
    game.use(spell)
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == zone and game.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-P00-060")
def test_neon_tetra_freezes_on_entering_and_its_life_burst_downs_freezes_and_draws(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Neon Tetra, Phantom Aquatic Beast"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play("Neon Tetra, Phantom Aquatic Beast", 0)
    assert game.game.frozen[game.card(KOALALA)]
    game = burst(table, "Neon Tetra, Phantom Aquatic Beast")
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.game.downed[koalala] and game.game.frozen[koalala]
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P00-054")
def test_calydon_discards_on_entering_draws_when_vanished_and_pays_for_its_life_burst(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Calydon, Phantom Terra Beast", "{ROMAIL}"]
    """)
    game.play("Calydon, Phantom Terra Beast", 0)
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Calydon, Phantom Terra Beast"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.game.add_power(game.card(KOALALA), 5000)
    game.attack(KOALALA)  # 15000 against 12000
    assert game.zone_of("Calydon, Phantom Terra Beast") == Zone.ENER
    assert game.count(0, Zone.HAND) == 1
    game = burst(table, "Calydon, Phantom Terra Beast", mine=f"ener: {[ROMAIL] * 2}")
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P00-074", "WXDi-P00-071")
def test_fuyuki_gives_minus_1000_and_blacksaddle_charges_on_entering(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Fuyuki Hakase, Code 2434", "Blacksaddle, Phantom Aquatic Beast"]
          - signi: ["{BUFFALO}"]
    """)
    game.play("Fuyuki Hakase, Code 2434", 0)
    assert game.power(BUFFALO, 1) == 4000
    game.play("Blacksaddle, Phantom Aquatic Beast", 1)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P00-050")
def test_imagawa_gets_7000_in_its_owners_turn_only(table: Table) -> None:
    for turn_player, power in ((0, 10000), (1, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["Imagawa, Crimson General"]
        """)
        assert game.power("Imagawa, Crimson General") == power


@encodes("WXDi-P00-058")
def test_njord_draws_and_discards_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Njord, Azure Angel"]
            hand: ["{ROMAIL}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack("Njord, Azure Angel")
    game.discard(ROMAIL)
    assert game.names(0, Zone.HAND) == [BUFFALO] and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P00-069")
def test_sloth_charges_beside_a_signi_of_10000_or_more(table: Table) -> None:
    for beside, charged in ((KOALALA, 1), (BUFFALO, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Sloth, Phantom Terra Beast", "{beside}"]
        """)
        game.attack("Sloth, Phantom Terra Beast")
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P00-049")
def test_eyris_gives_a_red_signi_2000_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Eyris, Crimson Angel", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.attack("Eyris, Crimson Angel")
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 4000 and game.power(BUFFALO) == 5000


MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black <<Virtual>>, vanilla


@encodes("WXDi-P00-066")
def test_blue_opener_puts_a_level_two_or_less_signi_on_the_bottom_of_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Blue Opener"]
            ener: {[BUFFALO] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel", "{KOALALA}"]
    """)
    game.use("Blue Opener")
    assert game.names(1, Zone.DECK)[0] == KOALALA  # level three Athena cannot be chosen
    game = burst(table, "Blue Opener")
    game.target(KOALALA)
    assert game.names(1, Zone.DECK)[0] == KOALALA


@encodes("WXDi-P00-073")
def test_ratna_petit_gives_minus_2000_beside_three_virtual_signi(table: Table) -> None:
    for beside, power in (([SARA, MAO], 3000), ([SARA, BUFFALO], 4000)):
        game = table(f"""
            players:
              - signi: ["Ratna Petit, Code 2434", "{beside[0]}", "{beside[1]}"]
              - signi: ["{BUFFALO}"]
        """)
        game.action("Ratna Petit, Code 2434")
        assert game.power(BUFFALO, 1) == power


@encodes("WXDi-P00-051")
def test_byleth_pays_to_vanish_a_signi_with_less_power_than_itself(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Byleth, Crimson Evil"]
            ener: {[ROMAIL] * 2}
          - signi: ["{ROMAIL}", "Servant #"]
    """)
    game.play("Byleth, Crimson Evil", 0)
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # 1000 < 2000; Romail has 2000
    game = burst(table, "Byleth, Crimson Evil", mine=f"ener: {[ROMAIL] * 2}")
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P00-056")
def test_nelian_pays_two_to_reveal_a_red_signi_and_bursts_an_upped_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Nelian, Natural Crystal"]
            ener: {[BUFFALO] * 2}
            deck: ["{BUFFALO}", "{ROMAIL}", "{SARA}", "{KOALALA}"]
    """)
    game.play("Nelian, Natural Crystal", 0)
    game.accept()
    assert "choose " + BUFFALO not in game.options()
    game.choose(ROMAIL)
    assert game.names(0, Zone.HAND) == [ROMAIL]
    game = burst(table, "Nelian, Natural Crystal")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the only upped SIGNI


@encodes("WXDi-P00-075")
def test_melissa_mills_three_and_gets_5000_with_five_virtual_signi_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Melissa Kinrenka, Code 2434"]
            trash: {[SARA] * 2}
            deck: {[MAO] * 3 + [BUFFALO]}
    """)
    game.play("Melissa Kinrenka, Code 2434", 0)
    assert game.count(0, Zone.TRASH) == 5 and game.power("Melissa Kinrenka, Code 2434") == 7000
    game = burst(table, "Melissa Kinrenka, Code 2434", mine=f"ener: {[SARA] * 2}")
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P00-076")
def test_mirei_gundo_mills_three_then_puts_a_level_one_virtual_signi_onto_the_field(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Mirei Gundo, Code 2434"]
            ener: ["Imp, Azure Doomed Evil"]
            deck: ["{MAO}", "{SARA}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play("Mirei Gundo, Code 2434", 0)
    game.accept()
    game.into(1)
    assert game.zone_of(SARA) == Zone.SIGNI
    assert game.zone_of(MAO) == Zone.TRASH  # level two


@encodes("WXDi-P00-044", "WXDi-P00-046")
def test_sister_claire_ups_a_virtual_signi_and_draws_beside_ryushen_and_dola(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Sister Claire, Code 2434"]
            signi: [~, "Ryushen, Code 2434 (downed)", "Dola, Code 2434"]
    """)
    game.play("Sister Claire, Code 2434", 0)
    game.first()  # both [Enter] abilities trigger: up first
    game.target("Ryushen, Code 2434")
    assert not game.game.downed[game.card("Ryushen, Code 2434")]
    assert game.count(0, Zone.HAND) == 1
    game = burst(table, "Sister Claire, Code 2434")
    game.target(KOALALA)
    assert not game.can(game.ActionKind.ATTACK, KOALALA) and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P00-046")
def test_ryushen_pays_to_bounce_beside_sister_claire_and_dola(table: Table) -> None:
    for beside, offered in (("Sister Claire, Code 2434", True), (SARA, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Ryushen, Code 2434", "{beside}", "Dola, Code 2434"]
                ener: {[SARA] * 3}
              - signi: ["{KOALALA}"]
        """)
        game.end_main()
        if offered:
            game.accept()
        assert (game.zone_of(KOALALA, 1) == Zone.HAND) == offered


@encodes("WXDi-P00-045")
def test_meiji_warabeda_pays_to_reveal_a_virtual_signi_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Meiji Warabeda, Code 2434"]
            ener: ["{SARA}"]
            deck: ["{BUFFALO}", "{MAO}", "{ROMAIL}", "{KOALALA}"]
    """)
    game.play("Meiji Warabeda, Code 2434", 0)
    game.accept()
    assert "choose " + BUFFALO not in game.options()
    game.choose(MAO)
    assert game.names(0, Zone.HAND) == [MAO]


@encodes("WXDi-P00-045")
def test_meiji_warabeda_life_burst_puts_a_signi_onto_the_field(table: Table) -> None:
    game = burst(table, "Meiji Warabeda, Code 2434", mine=f'deck: ["{SARA}", "Trouble"]')
    game.choose(SARA)
    game.mode(1)
    game.into(0)
    assert game.zone_of(SARA) == Zone.SIGNI


@encodes("WXDi-P00-043")
def test_roa_yuzuki_finds_ars_almal_and_bursts_two_signi(table: Table) -> None:
    ars = "Ars Almal, Code 2434"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Roa Yuzuki, Code 2434"]
            deck: ["{SARA}", "{ars}", "{KOALALA}"]
    """)
    game.play("Roa Yuzuki, Code 2434", 0)
    game.choose(ars)
    assert game.names(0, Zone.HAND) == [ars] and game.names(0, Zone.DECK)[-1] == KOALALA
    game = burst(table, "Roa Yuzuki, Code 2434", mine=f'deck: ["{SARA}", "Trouble", "{MAO}"]')
    game.choose(SARA, MAO)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SARA, MAO])


@encodes("WXDi-P00-078")
def test_rena_yorumi_gives_minus_1000_per_virtual_signi_and_more_beside_fuyuki(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Rena Yorumi, Code 2434"]
            signi: [~, "Fuyuki Hakase, Code 2434", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel", "{KOALALA}"]
            life: {[BUFFALO] * 3}
    """)
    game.play("Rena Yorumi, Code 2434", 0)
    game.target("Athena, Blessed Angel")
    assert game.power("Athena, Blessed Angel") == 12000 - 4000
    game.end_main()
    game.attack("Rena Yorumi, Code 2434")  # three <<Virtual>> SIGNI
    assert game.power(KOALALA, 1) == 10000 - 3000
    game = burst(table, "Rena Yorumi, Code 2434", mine=f'trash: ["{SARA}", "{MAO}", "{ROMAIL}"]')
    game.choose(SARA, MAO)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SARA, MAO])


@encodes("WXDi-P00-042")
def test_nui_sociere_may_mill_when_a_virtual_enters_and_vanishes_with_twenty(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Nui Sociere, Code 2434"]
            hand: ["{SARA}"]
            deck: ["{MAO}", "{BUFFALO}"]
    """)
    game.play(SARA, 1)
    game.choose(MAO)
    assert game.names(0, Zone.TRASH) == [MAO]
    for trash, vanished in ((20, True), (19, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Nui Sociere, Code 2434"]
                trash: {[SARA] * trash}
                ener: {[SARA] * 2}
              - signi: ["{KOALALA}"]
        """)
        game.end_main()
        if vanished:
            game.accept()
        assert (game.zone_of(KOALALA, 1) == Zone.ENER) == vanished


TAWIL = "Tawil =Noll=, Awakened One"
UMR = "Umr =Noll=, Key to Salvation"
ANCIENT_SURPRISE = lrigs(AT3, left=[TAWIL, "Tawil =Screech="], right=[UMR, "Umr =Draw="])


@encodes("WXDi-P00-036")
def test_shub_niggura_pays_for_double_crush_and_vanishes_beside_red_signi_only(
    table: Table,
) -> None:
    shub = "Shub-Niggura, Crimson Evil Queen"
    game = table(f"""
        players:
          - lrig: {ANCIENT_SURPRISE}
            hand: ["{shub}"]
            ener: {[ROMAIL] * 3}
    """)
    game.play(shub, 0)
    game.accept()
    assert game.game.has_keyword(game.card(shub), KW.DOUBLE_CRUSH)
    for beside, offered in ((ROMAIL, True), (BUFFALO, False)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {ANCIENT_SURPRISE}
                signi: ["{shub}", "{beside}"]
                ener: {[ROMAIL] * 2}
              - lrig: {lrigs(LIZE3)}
                signi: [~, ~, "Athena, Blessed Angel"]
                life: {[BUFFALO] * 3}
        """)
        game.attack(shub)
        if offered:
            game.accept()
        assert (game.zone_of("Athena, Blessed Angel") == Zone.ENER) == offered


@encodes("WXDi-P00-068")
def test_kawanii_may_move_a_signi_for_3000_and_pays_for_its_burst(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Kawanii, Code: Maze"]
            signi: [~, "{ROMAIL}"]
    """)
    game.play("Kawanii, Code: Maze", 0)
    game.accept()
    game.target(ROMAIL)
    assert game.game.players[0].signi[2] == game.card(ROMAIL, 0)
    assert game.power(ROMAIL, 0) == 5000
    game = burst(table, "Kawanii, Code: Maze", mine=f"ener: {[KOALALA] * 2}")
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


# Assist LRIGs, LRIGs and PIECEs of the booster: one test per card, its abilities in order.

AT_NOLL = "At =Noll=, the Opened Gate"
SANBAKA = lrigs(LIZE3, left="Ange, Level 0", right="Toko, Level 0")  # white, white, black
CHIHIRO = "Chihiro Yuki, Code 2434"  # level 1, white <<Virtual>>
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, black
KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black <<Virtual>>
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, green
LANCELOT = "Lancelot, Crimson General"  # level 2, 5000, red


@encodes("WXDi-P00-001")
def test_super_helesta_saber_adds_a_white_a_black_and_a_colorless_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {SANBAKA}
            lrig_deck: ["Super Helesta Saber"]
            ener: {[SARA] * 2}
            trash: ["{CHIHIRO}", "{BAPHOMET}", "Servant #", "{CAMELOPAR}"]
    """)
    game.use("Super Helesta Saber")
    game.target(CHIHIRO, BAPHOMET, "Servant #")
    assert sorted(game.names(0, Zone.HAND)) == sorted([CHIHIRO, BAPHOMET, "Servant #"])
    assert game.zone_of(CAMELOPAR) == Zone.TRASH
    no_black = table(f"""
        players:
          - lrig: {lrigs(LIZE3, left="Ange, Level 0")}
            lrig_deck: ["Super Helesta Saber"]
            ener: {[SARA] * 2}
    """)
    assert not no_black.can(ActionKind.USE_PIECE, "Super Helesta Saber")


@encodes("WXDi-P00-003")
def test_ancient_echo_vanishes_draws_two_and_gives_3000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {ANCIENT_SURPRISE}
            lrig_deck: ["Ancient Echo"]
            ener: {[SARA] * 2}
            signi: ["{BUFFALO}"]
            deck: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{LANCELOT}"]
    """)
    game.use("Ancient Echo")
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.count(0, Zone.HAND) == 2
    assert game.power(BUFFALO, 0) == 8000


@encodes("WXDi-P00-004")
def test_future_code_gives_lancer_to_a_signi_of_15000_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=TAWIL, right=UMR)}
            lrig_deck: ["Future Code"]
            ener: {[SARA] * 4}
            signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    koalala = game.card(KOALALA)
    game.game.add_power(koalala, 5000)
    game.use("Future Code")
    game.target(KOALALA)
    assert game.game.has_keyword(koalala, KW.LANCER)
    assert not game.game.has_keyword(game.card(BUFFALO, 0, Zone.SIGNI), KW.LANCER)


TAWIL_TRE = "Tawil =Tre=, Awakaned One"
TAWIL_CENTER = [TAWIL, "Tawil =Ett=, Awakened One", "Tawil =Två=, Awakened One"]


@encodes("WXDi-P00-009")
def test_tawil_tre_reveals_red_cards_and_its_team_discards_two_red_to_draw_two(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAWIL_CENTER, left=AT_NOLL, right=UMR)}
            lrig_deck: ["{TAWIL_TRE}"]
            ener: {["Eckesachs, Lightly Armed"] * 2}
            deck: ["{ROMAIL}", "{BUFFALO}", "{LANCELOT}", "{SARA}", "{SARA}"]
    """)
    game.grow(TAWIL_TRE)
    game.choose(ROMAIL, LANCELOT)
    assert sorted(game.names(0, Zone.HAND)) == [LANCELOT, ROMAIL]
    assert game.names(0, Zone.DECK)[0] == BUFFALO  # the rest at the bottom
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(TAWIL_TRE)
    game.discard(ROMAIL)  # and Lancelot, the only other red card
    assert game.zone_of(LANCELOT) == Zone.TRASH and game.zone_of(ROMAIL) == Zone.TRASH
    assert game.count(0, Zone.HAND) == 2
    assert not game.can(ActionKind.USE_ACTION, TAWIL_TRE)  # once per turn


@encodes("WXDi-P00-010")
def test_tawil_eibon_reveals_a_red_a_blue_and_a_green_signi(table: Table) -> None:
    game = grown(
        table,
        "Tawil =Eibon=",
        [TAWIL],
        mine=f'deck: ["{ROMAIL}", "{LANCELOT}", "{BUFFALO}", "{SARA}"]',
    )
    game.choose(ROMAIL)  # red: Romail or Lancelot
    assert "choose " + LANCELOT not in game.options()  # the red one is taken
    game.choose(BUFFALO)  # blue
    assert sorted(game.names(0, Zone.HAND)) == [ROMAIL, BUFFALO]
    assert game.names(0, Zone.DECK) == [LANCELOT, SARA]  # bottom first


@encodes("WXDi-P00-011")
def test_tawil_bubbles_vanishes_12000_or_less_then_pays_to_vanish_8000_or_less(
    table: Table,
) -> None:
    game = grown(
        table,
        "Tawil =Bubbles=",
        [TAWIL, "Tawil =Eibon="],
        mine=f"ener: {[BUFFALO] * 7}",
        theirs=f'signi: ["{KOALALA}", "{KAZAKI}", "Servant #"]',
    )
    game.first()  # the first [Enter] first
    game.target(KOALALA)
    game.accept()  # pay 5
    game.target(KAZAKI)
    assert game.names(1, Zone.ENER) == [KOALALA, KAZAKI]
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P00-016")
def test_umr_freeze_freezes_two_and_the_opponent_discards(table: Table) -> None:
    game = grown(
        table,
        "Umr =Freeze=",
        [UMR],
        theirs=f'signi: ["{KOALALA}", "{BUFFALO}", "Servant #"]\n            hand: ["{ROMAIL}"]',
    )
    game.target(KOALALA, BUFFALO)
    frozen = game.game.frozen
    assert frozen[game.card(KOALALA, 1)] and frozen[game.card(BUFFALO, 1, Zone.SIGNI)]
    assert not frozen[game.card("Servant #", 1)]
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P00-017")
def test_umr_shatter_vanishes_frozen_signi_only(table: Table) -> None:
    game = grown(
        table,
        "Umr =Shatter=",
        [UMR, "Umr =Freeze="],
        theirs=f'signi: ["{KOALALA} (frozen)", "{BUFFALO}"]',
    )
    assert "choose " + BUFFALO not in game.options()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the only frozen SIGNI
    assert BUFFALO in game.names(1, Zone.SIGNI)


@encodes("WXDi-P00-019")
def test_at_charge_charges_two(table: Table) -> None:
    game = grown(table, "At =Charge=", [AT_NOLL], center=TAWIL_CENTER)
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-P00-020")
def test_at_forte_vanishes_a_signi_of_7000_or_more(table: Table) -> None:
    game = grown(
        table,
        "At =Forte=",
        [AT_NOLL],
        theirs=f'signi: ["{KOALALA}", "{BUFFALO}", "{KAZAKI}"]',
        center=TAWIL_CENTER,
    )
    assert "choose " + BUFFALO not in game.options()
    game.target(KAZAKI)
    assert game.zone_of(KAZAKI, 1) == Zone.ENER


@encodes("WXDi-P00-022")
def test_at_discovery_prevents_damage_and_trashes_three_classes_to_vanish(
    table: Table,
) -> None:
    game = grown(
        table,
        "At =Discovery=",
        [AT_NOLL, "At =Charge="],
        mine=f'ener: {[BUFFALO] * 2 + [KOALALA, ROMAIL, SARA]}\n            life: ["{BUFFALO}"]',
        theirs=f'signi: ["{KOALALA}", "{BUFFALO}"]',
        center=TAWIL_CENTER,
    )
    game.pay(BUFFALO, BUFFALO)  # the grow cost
    game.first()
    game.accept()  # the second: put three SIGNI of different classes into the trash
    game.choose(KOALALA, ROMAIL)  # Sara is the only third class left; Koalala the target
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert [game.zone_of(card, 0) for card in (KOALALA, ROMAIL, SARA)] == [Zone.TRASH] * 3
    life = game.count(0, Zone.LIFE)
    game.game.damage(0)  # the next damage this turn is prevented
    assert game.count(0, Zone.LIFE) == life


SEVEN_CLASSES = [BUFFALO, KOALALA, ROMAIL, SARA, LANCELOT, CAMELOPAR, BAPHOMET]


@encodes("WXDi-P00-023")
def test_at_repair_shuffles_seven_classes_into_the_deck_for_a_life_cloth(table: Table) -> None:
    def repair(trash: list[str]) -> Play:
        return grown(
            table,
            "At =Repair=",
            [AT_NOLL, "At =Charge="],
            mine=f"ener: {['Servant #'] * 3}\n            trash: {trash}",
            center=TAWIL_CENTER,
        )

    game = repair(SEVEN_CLASSES)
    game.choose(*SEVEN_CLASSES[:-1])  # the seventh is the last one left
    assert game.count(0, Zone.LIFE) == 1
    assert game.count(0, Zone.DECK) == 5 + 7 - 1
    assert game.names(0, Zone.TRASH) == ["Servant #"] * 3  # the Ener paid; [Guard] icons
    game = repair([*SEVEN_CLASSES[:-1], BUFFALO])  # six classes: no target, no Life Cloth
    assert game.count(0, Zone.LIFE) == 0
    assert game.count(0, Zone.DECK) == 5


@encodes("WXDi-P00-024")
def test_lize_level_1_prime_reveals_two_black_virtual_signi(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Lize, Level 1'",
        ["Lize, Level 0"],
        mine=f'deck: ["{CHIHIRO}", "{SARA}", "{KAZAKI}", "{MAO}", "{BUFFALO}"]',
    )
    assert "choose " + CHIHIRO not in game.options()  # white only
    game.choose(SARA, KAZAKI)
    assert sorted(game.names(0, Zone.HAND)) == [KAZAKI, SARA]


@encodes("WXDi-P00-025")
def test_lize_level_2_prime_bounces_and_pays_for_a_guard_signi(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Lize, Level 2'",
        ["Lize, Level 0", "[Assist] Lize, Level 1'"],
        mine=f'ener: {[SARA] * 4}\n            trash: ["Servant #", "{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    game.accept()
    assert game.names(1, Zone.HAND) == [KOALALA]
    assert game.names(0, Zone.HAND) == ["Servant #"]  # the only one with a [Guard] icon


ANGE_CENTER = ["Ange, Level 0", "[Center] Ange, Level 1", "[Center] Ange, Level 2"]


@encodes("WXDi-P00-026")
def test_lize_level_2_double_prime_ups_the_sanbaka_center_once_when_it_attacks(
    table: Table,
) -> None:
    game = grown(
        table,
        "[Assist] Lize, Level 2''",
        ["Lize, Level 0", "[Assist] Lize, Level 1'"],
        mine=f"ener: {[SARA] * 3}",
        theirs=f"life: {[BUFFALO] * 3}",
        center=ANGE_CENTER,
    )
    game.target("[Center] Ange, Level 2")
    center = game.card("[Center] Ange, Level 2")
    game.attack("[Center] Ange, Level 2")  # the main phase had nothing more to do
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    assert not game.game.downed[center]  # upped again
    assert game.count(1, Zone.LIFE) == 2
    game.attack("[Center] Ange, Level 2")
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(1, Zone.LIFE) == 1
    assert game.game.downed[center]  # once per turn


@encodes("WXDi-P00-027")
def test_ange_level_1_prime_pays_to_trash_10000_or_less(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Ange, Level 1'",
        ["Ange, Level 0"],
        mine=f'ener: ["{SARA}"]',
        theirs=f'signi: ["{KOALALA}", "Athena, Blessed Angel"]',
    )
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.TRASH  # Athena has 12000
    assert game.zone_of("Athena, Blessed Angel", 1) == Zone.SIGNI


@encodes("WXDi-P00-028")
def test_ange_level_2_prime_puts_virtual_signi_from_the_hand_without_enter(
    table: Table,
) -> None:
    game = grown(
        table,
        "[Assist] Ange, Level 2'",
        ["Ange, Level 0", "[Assist] Ange, Level 1'"],
        mine=f'hand: ["{KAZAKI}", "{SARA}", "{ROMAIL}"]\n            ener: {[BUFFALO] * 2}',
    )
    game.first()
    game.choose(KAZAKI)
    game.into(0)
    assert game.decision == DecisionKind.OPTIONAL  # the second [Enter]; none of Kazaki's
    game.accept()
    game.into(1)  # Sara, the only <<Virtual>> SIGNI left
    assert game.names(0, Zone.SIGNI)[:2] == [KAZAKI, SARA]
    assert game.names(0, Zone.HAND) == [ROMAIL]  # not a <<Virtual>> SIGNI


@encodes("WXDi-P00-029")
def test_ange_level_2_double_prime_bounces_and_pays_for_a_black_signi(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Ange, Level 2''",
        ["Ange, Level 0", "[Assist] Ange, Level 1'"],
        mine=f'ener: {[BAPHOMET] * 3}\n            trash: ["{CHIHIRO}", "{KAZAKI}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    game.accept()
    game.target(KAZAKI)  # or the Baphomet paid
    assert game.names(1, Zone.HAND) == [KOALALA]
    assert game.zone_of(KAZAKI) == Zone.HAND and game.zone_of(CHIHIRO) == Zone.TRASH


@encodes("WXDi-P00-030")
def test_toko_level_1_prime_gives_minus_8000(table: Table) -> None:
    game = grown(
        table, "[Assist] Toko, Level 1'", ["Toko, Level 0"], theirs=f'signi: ["{KOALALA}"]'
    )
    assert game.power(KOALALA, 1) == 2000


@encodes("WXDi-P00-031")
def test_toko_level_2_prime_gives_minus_12000_and_pays_for_a_white_signi(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Toko, Level 2'",
        ["Toko, Level 0", "[Assist] Toko, Level 1'"],
        mine=f'ener: {[SARA] * 2}\n            trash: ["{CHIHIRO}", "{BAPHOMET}"]',
        theirs=f'signi: ["{KOALALA}", "Athena, Blessed Angel"]',
    )
    game.first()
    game.target("Athena, Blessed Angel")
    game.accept()
    game.target(CHIHIRO)  # or the Sara paid
    assert game.zone_of("Athena, Blessed Angel", 1) == Zone.ENER  # at power 0
    assert game.zone_of(CHIHIRO) == Zone.HAND and game.zone_of(BAPHOMET) == Zone.TRASH


@encodes("WXDi-P00-032")
def test_toko_level_2_double_prime_puts_a_virtual_signi_from_the_trash(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Toko, Level 2''",
        ["Toko, Level 0", "[Assist] Toko, Level 1'"],
        mine=f'ener: {[BUFFALO] * 4}\n            trash: ["{MAO}", "{ROMAIL}"]',
    )
    game.into(0)  # Mao, the only <<Virtual>> SIGNI
    assert game.names(0, Zone.SIGNI)[0] == MAO


AZATHOTH = "Azathoth, Phantom Spirit Queen"


@encodes("WXDi-P00-040")
def test_azathoth_pays_to_vanish_at_15000_and_charges_with_seven_classes_in_the_trash(
    table: Table,
) -> None:
    def attack_phase(boost: int, trash: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {ANCIENT_SURPRISE}
                signi: ["{AZATHOTH}"]
                ener: {[CAMELOPAR] * 2}
                trash: {trash}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{BUFFALO}"]
                life: {[BUFFALO] * 2}
        """)
        game.game.add_power(game.card(AZATHOTH), boost)
        game.end_main()
        return game

    game = attack_phase(3000, SEVEN_CLASSES)
    game.accept()  # pay 2 green: Koalala is the only SIGNI of 10000 or more
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.attack(AZATHOTH)
    assert game.count(0, Zone.ENER) == 1  # seven classes in the trash
    game = attack_phase(2000, SEVEN_CLASSES[:-1])
    assert game.decision != DecisionKind.OPTIONAL  # 14000: nothing offered
    game.attack(AZATHOTH)
    assert game.count(0, Zone.ENER) == 2  # six classes: no charge


@encodes("WXDi-P00-035")
def test_mars_vanishing_a_signi_trashes_an_ener_card_off_the_center_colours(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Mars, Crimson Angel Queen"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{CHIHIRO}"]
            ener: ["{CAMELOPAR}", "{CHIHIRO}"]
            life: {LIFE}
    """)
    game.attack("Mars, Crimson Angel Queen")
    # Chihiro is vanished into the Ener Zone; Lize is white: only the green card goes.
    assert game.names(1, Zone.ENER) == [CHIHIRO, CHIHIRO]
    assert game.names(1, Zone.TRASH) == [CAMELOPAR]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Mars, Crimson Angel Queen", "{ROMAIL}", "{ROMAIL}", "{ROMAIL}"]
    """)
    game.play("Mars, Crimson Angel Queen", 0)
    game.accept()  # discard the three red cards
    assert game.has_keyword(game.card("Mars, Crimson Angel Queen"), KW.ASSASSIN)
    assert game.count(0, Zone.HAND) == 0


@encodes("WXDi-P00-061")
def test_hypnos_vanishing_a_frozen_signi_in_battle_makes_a_discard(table: Table) -> None:
    def attack(state: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - signi: ["Hypnos, Azure Angel"]
              - signi: ["{CAMELOPAR}{state}"]
                hand: ["{CHIHIRO}"]
                life: {LIFE}
        """)
        game.attack("Hypnos, Azure Angel")
        return game

    assert attack(" (frozen)").count(1, Zone.HAND) == 0
    assert attack("").count(1, Zone.HAND) == 1


@encodes("WXDi-P00-064")
def test_gan_ning_with_four_cards_shadows_spells_and_draws_for_a_vanish(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Gan Ning, Azure General"]
            hand: ["{CHIHIRO}", "{CHIHIRO}", "{CHIHIRO}", "{CHIHIRO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
            hand: ["Polygenesis"]
            life: {LIFE}
    """)
    gan_ning = game.card("Gan Ning, Azure General")
    assert game.power("Gan Ning, Azure General") == 13000
    spell, signi = game.card("Polygenesis"), game.card(KOALALA)
    assert not game.is_targetable(gan_ning, 1, spell) and game.is_targetable(gan_ning, 1, signi)
    game.attack("Gan Ning, Azure General")  # 13000 vanishes Koalala: a draw
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(0, Zone.HAND) == 5


THREE_LRIGS = lrigs(
    LIZE3, left=["Tawil =Noll=, Awakened One"], right=["Umr =Noll=, Key to Salvation"]
)


@encodes("WXDi-P00-002")
def test_counter_alchemy_takes_keywords_away_for_the_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_LRIGS}
            lrig_deck: ["Counter Alchemy"]
            ener: ["{CHIHIRO}", "{CHIHIRO}"]
          - signi: ["{KOALALA} (lancer, assassin)"]
    """)
    game.use("Counter Alchemy")
    game.pay()
    koalala = game.card(KOALALA)
    assert not game.has_keyword(koalala, KW.LANCER | KW.ASSASSIN)
    game.game.grant_keywords(koalala, KW.LANCER)  # gained again: still lost
    assert not game.has_keyword(koalala, KW.LANCER)


@encodes("WXDi-P00-062")
def test_slime_mage_trashes_two_other_signi_to_bottom_an_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Slime Mage, Azure Evil"]
            signi: ["{BUFFALO}", "{ROMAIL}"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{KOALALA}"]
          - signi: ["{KOALALA}"]
            deck: ["{ROMAIL}"]
    """)
    game.play("Slime Mage, Azure Evil", 2)
    game.accept()
    game.pay()
    assert game.names(0, Zone.SIGNI) == ["", "", "Slime Mage, Azure Evil"]
    assert game.zone_of(ROMAIL, 0) == Zone.TRASH
    assert game.names(1, Zone.DECK) == [KOALALA, ROMAIL]  # bottom first
    game = burst(table, "Slime Mage, Azure Evil")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P00-006")
def test_assault_cerberus_discards_a_card_without_guard_of_your_choice(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_LRIGS}
            lrig_deck: ["Assault Cerberus"]
          - hand: ["Servant #", "{ROMAIL}", "{KOALALA}"]
    """)
    game.use("Assault Cerberus")
    assert "choose Servant #" not in game.options()
    game.choose(KOALALA)
    assert game.names(1, Zone.TRASH) == [KOALALA]
    assert sorted(game.names(1, Zone.HAND)) == sorted(["Servant #", ROMAIL])


HIMAWARI = "Himawari Honma, Code 2434"
MAO = "Mao Matsukai, Code 2434"  # level 2, white and black <<Virtual>>, vanilla


@encodes("WXDi-P00-034")
def test_himawari_gains_shadow_when_a_virtual_signi_is_on_top(table: Table) -> None:
    def opponents_main(top: str) -> Play:
        game = table(f"""
            phase: end
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{HIMAWARI}"]
                deck: ["{top}", "{BUFFALO}", "{BUFFALO}"]
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
        return game

    game = opponents_main(SARA)
    assert game.game.has_keyword(game.card(HIMAWARI), KW.SHADOW)
    assert game.names(0, Zone.DECK)[-1] == SARA  # revealed, still on top
    game = opponents_main(KOALALA)
    assert not game.game.has_keyword(game.card(HIMAWARI), KW.SHADOW)


@encodes("WXDi-P00-034")
def test_himawari_adds_a_signi_and_keeps_one_card_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HIMAWARI}"]
            ener: ["{SARA}"]
            deck: ["{MAO}", "Get Remember", "{KOALALA}", "{BUFFALO}"]
    """)
    game.action(HIMAWARI)
    game.choose(KOALALA)
    game.choose("Get Remember")  # on top; Mao to the bottom
    assert game.names(0, Zone.HAND) == [KOALALA]
    assert game.names(0, Zone.DECK) == [MAO, BUFFALO, "Get Remember"]


CLEPSYDRA = "Clepsydra, Code:Maze"
TAMA_MEMORIA = "Tama//Memoria, Full Armed"  # swaps an upped SIGNI with the revealed top card


@encodes("WXDi-P00-059")
def test_clepsydra_moved_off_the_field_by_your_effect_makes_a_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TAMA_MEMORIA}", "{CLEPSYDRA}"]
            deck: ["{MAO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{ROMAIL}"]
            life: ["{BUFFALO}"]
    """)
    game.end_main()
    game.attack(TAMA_MEMORIA)
    game.accept()  # Clepsydra, the only upped SIGNI, to the top of the deck
    assert game.names(0, Zone.DECK)[-1] == CLEPSYDRA
    assert game.names(1, Zone.TRASH) == [ROMAIL]


UMR_TRE = "Umr =Tre=, Key to Salvation"
UMR_CENTER = [UMR, "Umr =Ett=, Key to Salvation", "Umr =Två=, Key to Salvation"]


@encodes("WXDi-P00-015")
def test_umr_tre_erases_an_opposing_signi_zone_and_moves_a_signi_with_its_team(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(UMR_CENTER, left=AT_NOLL, right=TAWIL)}
            lrig_deck: ["{UMR_TRE}"]
            ener: {[BUFFALO] * 2}
            signi: ["{SARA}"]
            hand: ["{MAO}"]
          - signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.grow(UMR_TRE)
    game.mode(0)  # the opponent's left SIGNI Zone: the SIGNI in it goes to the trash
    assert game.zone_of(KOALALA, 1) == Zone.TRASH and game.zone_of(ROMAIL, 1) == Zone.SIGNI
    assert game.game.erased_zones(1) == 0b001 and game.game.erased_zones(0) == 0
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(UMR_TRE)  # [Team Action]: Tawil and At are of <<Ancient Surprise>>
    game.into(2)
    assert game.names(0, Zone.SIGNI) == ["", "", SARA]
    assert not game.can(ActionKind.USE_ACTION, UMR_TRE)  # once per turn
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.game.erased_zones(1) == 0  # until end of turn


YOG = "Yog-Sothoth, Code:Labyrinth"


@encodes("WXDi-P00-037")
def test_yog_sothoth_trashes_the_bottom_card_and_vanishes_a_signi_of_its_name(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YOG}"]
            ener: {[BUFFALO] * 2}
          - signi: ["{KOALALA}", "{ROMAIL}"]
            deck: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.action(YOG)
    assert game.names(1, Zone.TRASH) == [KOALALA]  # the bottom card, not the top one
    assert game.names(1, Zone.SIGNI) == ["", ROMAIL, ""]  # the Koalala of the field
    assert game.names(1, Zone.DECK) == [ROMAIL]
    assert not game.can(ActionKind.USE_ACTION, YOG)  # once per turn


@encodes("WXDi-P00-037")
def test_yog_sothoth_moved_looks_at_three_random_cards_and_bottoms_one(table: Table) -> None:
    def moved(hand: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs([*UMR_CENTER, UMR_TRE], left=AT_NOLL, right=TAWIL)}
                signi: ["{YOG}"]
                ener: {[BUFFALO] * 2}
              - hand: {hand}
                deck: ["{SARA}"]
        """)
        game.action(UMR_TRE)  # moves Yog-Sothoth to another SIGNI Zone
        game.into(2)
        game.accept()
        game.pay()
        return game

    game = moved([BUFFALO, KOALALA, ROMAIL])
    game.choose(ROMAIL)
    assert game.names(1, Zone.DECK) == [ROMAIL, SARA]  # at the bottom
    assert sorted(game.names(1, Zone.HAND)) == sorted([BUFFALO, KOALALA])
    game = moved([BUFFALO, KOALALA, ROMAIL, SARA])
    assert len(game.options()) == 3  # three of the four, at random


LULU = "Lulu Suzuhara, Code 2434"


@encodes("WXDi-P00-041")
def test_lulu_weakens_mills_ten_and_its_team_refreshes_without_the_life_cloth(
    table: Table,
) -> None:
    def mill_out(lrig: str) -> Play:
        game = table(f"""
            players:
              - lrig: {lrig}
                signi: ["{LULU}"]
                ener: ["{KAZAKI}", "{BUFFALO}"]
                deck: {[BUFFALO] * 10}
                life: ["{BUFFALO}", "{BUFFALO}"]
              - signi: ["{KOALALA}"]
        """)
        game.action(LULU)  # Koalala, the only target: 10000 --10000 is 0, vanished
        assert game.zone_of(KOALALA, 1) == Zone.ENER
        assert not game.can(ActionKind.USE_ACTION, LULU)  # once per turn
        return game

    # en-2021-glossary.txt, "Refresh": the ten milled cards empty the deck, which is
    # refreshed; with <<Sanbaka>> on the field, no Life Cloth goes to the trash.
    team = mill_out(SANBAKA)
    assert team.count(0, Zone.LIFE) == 2 and team.count(0, Zone.DECK) > 0
    alone = mill_out(lrigs(LIZE3))
    assert alone.count(0, Zone.LIFE) == 1 and alone.count(0, Zone.DECK) > 0


@encodes("WXDi-P00-018")
def test_umr_clear_swaps_both_hands_and_freezes_the_opposing_center(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Umr =Noll=, Key to Salvation", "Umr =Draw="])}
            lrig_deck: ["Umr =Clear="]
            hand: ["{ROMAIL}", "{ROMAIL}"]
            ener: ["{BUFFALO}"]
            deck: {[KOALALA] * 5}
          - lrig: {lrigs(LIZE3)}
            hand: {[ROMAIL] * 3}
            deck: {[BUFFALO] * 5}
    """)
    game.grow("Umr =Clear=")
    game.first()  # the hands first
    game.accept()  # then pay 1 colorless to freeze the Center LRIG
    assert game.names(0, Zone.HAND) == [KOALALA] * 3  # two discarded, plus one
    assert game.names(1, Zone.HAND) == [BUFFALO] * 2  # three discarded, minus one
    assert game.count(0, Zone.TRASH) == 3 and game.count(1, Zone.TRASH) == 3  # and the Ener
    assert game.game.frozen[game.game.players[1].lrig[game.game.center_zone][-1]]


SKANDA = "Skanda, Jade Evil"
ADAMANTHIA = "Adamanthia, Natural Crystal"  # level 3, 12000
ANNA = "Anna Mirage, Doomed Evil"  # 13000


@encodes("WXDi-P00-067")
def test_skanda_vanishes_below_the_last_known_power_of_the_signi_it_trashed(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SKANDA}", "{KOALALA}", ~]
            ener: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ADAMANTHIA}", "{ANNA}", ~]
    """)
    game.game.add_power(game.card(KOALALA), 3000)  # 13000 as it leaves, 10000 in the trash
    game.action(SKANDA)
    game.choose(KOALALA)
    assert game.zone_of(KOALALA) == Zone.TRASH
    assert game.zone_of(ADAMANTHIA, 1) == Zone.ENER  # 12000: less than 13000
    assert game.zone_of(ANNA, 1) == Zone.SIGNI  # 13000 is not less


@encodes("WXDi-P00-067")
def test_skanda_life_burst_charges_two_and_adds_a_signi_from_the_ener_zone(
    table: Table,
) -> None:
    game = burst(table, SKANDA, mine=f"deck: {[ROMAIL, KOALALA, BUFFALO]}")
    game.target(KOALALA)  # charged with Romail
    assert game.names(0, Zone.HAND) == [KOALALA]
    assert sorted(game.names(0, Zone.ENER)) == [ROMAIL, SKANDA]  # and the crushed card


PARTHENOS = "Parthenos, Code: Ancients"
TADAKATSU = "Tadakatsu, Crimson General"  # level 3, 13000, red, a Life Burst alone


def _parthenos_turned_face_down(table: Table, signi: str = "~") -> Play:
    """Player 1's Tadakatsu attacks Parthenos in its turn 4; Parthenos turns face down
    instead of being vanished. `signi`: player 1's right SIGNI zone."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{PARTHENOS}", ~]
            deck: {[BUFFALO] * 12}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{TADAKATSU}", {signi}]
            deck: {[BUFFALO] * 12}
    """)
    game.attack(TADAKATSU)
    game.accept()  # instead of being vanished: face down
    assert game.zone_of(PARTHENOS) == Zone.FACE_DOWN
    return game


def _main_phase(game: Play, turn: int) -> None:
    game.pass_until(lambda g: g.game.turn == turn and g.decision == DecisionKind.MAIN)


@encodes("WXDi-P00-038")
def test_parthenos_turns_face_down_and_up_two_main_phases_later(table: Table) -> None:
    game = _parthenos_turned_face_down(table)
    _main_phase(game, 5)  # its next main phase: nothing yet
    assert game.zone_of(PARTHENOS) == Zone.FACE_DOWN and game.count(1, Zone.TRASH) == 0
    _main_phase(game, 7)  # the main phase after it: face up, the opponent discards two
    assert game.zone_of(PARTHENOS) == Zone.SIGNI
    assert game.count(1, Zone.TRASH) == 2 and game.count(1, Zone.HAND) == 0


@encodes("WXDi-P00-038")
def test_parthenos_stays_face_down_under_a_signi_and_the_time_passes(table: Table) -> None:
    game = _parthenos_turned_face_down(table)
    _main_phase(game, 5)
    game.play(BUFFALO, 1)  # a SIGNI in the same position
    _main_phase(game, 7)
    assert game.zone_of(PARTHENOS) == Zone.FACE_DOWN and game.count(1, Zone.TRASH) == 0
    game.game.trash(game.card(BUFFALO, 0, Zone.SIGNI))  # free again: the time has passed
    _main_phase(game, 9)
    assert game.zone_of(PARTHENOS) == Zone.FACE_DOWN and game.count(1, Zone.TRASH) == 0


@encodes("WXDi-P00-038")
def test_parthenos_in_its_own_turn_is_vanished(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BUFFALO}", "{PARTHENOS}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{TADAKATSU}", ~]
            life: ["Buer, Jade Evil"]
    """)
    game.attack(BUFFALO)  # crushes Buer: vanish target SIGNI with power 5000 or more
    game.burst()
    game.target(PARTHENOS)
    assert game.zone_of(PARTHENOS) == Zone.ENER  # not the opponent's turn: no choice


@encodes("WXDi-P00-038")
def test_parthenos_life_burst_puts_a_signi_on_the_bottom_of_the_deck(table: Table) -> None:
    game = burst(table, PARTHENOS, mine='ener: ["Vela, Natural Planet", "Vela, Natural Planet"]')
    game.accept()  # pay two blue
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.DECK
    assert game.names(1, Zone.DECK)[0] == KOALALA  # at the bottom
