"""WXDi-P03: every encoded card plays its abilities."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import EXCEED_4, KOALALA, ROMAIL, burst, exceed, grown
from tests.carddb.table import AT3, LIZE, LIZE3, Play, Table, encodes, lrigs
from tests.effects.conftest import _compile

ERESHKIGAL = "Ereshkigal, Doomed Evil Queen"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
MIDORIKO = "WXDi-D08-008"


@encodes("WXDi-P03-006")
def test_burning_curiosity_vanishes_or_with_exceed_4_removes_from_the_game(
    table: Table,
) -> None:
    def use(pay_exceed: bool) -> tuple[Zone, int]:
        game = table(f"""
            players:
              - lrig: {EXCEED_4}
                lrig_deck: ["Burning Curiosity"]
                ener: ["Servant #"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed"]
        """)
        game.use("Burning Curiosity")
        if pay_exceed:
            game.accept()  # the four cards under the Center LRIG: no choice
        else:
            game.decline()
        return game.zone_of("Tobiel, Full Armed"), game.count(0, Zone.LRIG_TRASH)

    assert use(False) == (Zone.ENER, 0)
    assert use(True) == (Zone.REMOVED, 4)


@encodes("WXDi-P03-006")
def test_burning_curiosity_asks_no_exceed_that_cannot_be_paid(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {
        lrigs(
            ["Tamayorihime, New Moon Miko", "Tamayorihime, Crescent Moon Miko"],
            left="Hanayo, Zero",
            right=MIDORIKO,
        )
    }
            lrig_deck: ["Burning Curiosity"]
            ener: ["Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.use("Burning Curiosity")  # one card under the Center: no question, a plain vanish
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


@encodes("WXDi-P03-045")
def test_ereshkigal_trades_two_life_cloth_for_every_opposing_signi(table: Table) -> None:
    def play(life: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{ERESHKIGAL}"]
                life: {[BUFFALO] * life}
              - lrig: {lrigs(LIZE3)}
                signi: ["Tobiel, Full Armed", "Servant #", ~]
        """)
        game.play(ERESHKIGAL, 2)
        return game

    game = play(3)
    assert game.count(0, Zone.LIFE) == 1 and game.count(0, Zone.TRASH) == 2
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.TRASH) == 2
    game = play(1)  # one card into the trash: not two, the SIGNI stay
    assert game.count(0, Zone.LIFE) == 0 and game.count(0, Zone.TRASH) == 1
    assert game.count(1, Zone.SIGNI) == 2


@encodes("WXDi-P03-045")
def test_ereshkigal_life_burst_gives_minus_10000(table: Table) -> None:
    game = table.life_burst(ERESHKIGAL)
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # power 1000: vanished at 0 or less


SE = "Se, Natural Element"  # level 1, 5000, blue and black <<Atom>>, vanilla
RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, 5000, green and black <<Angel>>, vanilla
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black <<Demon>>, vanilla
ECKESACHS = "Eckesachs, Lightly Armed"  # level 1, 5000, red and black <<Armed>>, vanilla


def koalala_in(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of(KOALALA, 1) == zone


# Life Bursts against the opponent's upped Koalala (10000) and attacking Servant # (1000):
# (number, card, player 0's extra zones, what player 0 does, outcome)
LIFE_BURSTS: list[tuple[str, str, str, Callable[[Play], object], Callable[[Play], bool]]] = [
    (
        "WXDi-P03-069",
        "Tobijei, Phantom Aquatic Beast",
        "",
        lambda g: g.choose(KOALALA),  # the opponent's choice
        lambda g: g.names(1, Zone.DECK)[0] == KOALALA,  # the bottom
    ),
    (
        "WXDi-P03-059",
        "Globaeia, Natural Planet",
        f'hand: ["{ROMAIL}"]',
        lambda g: (g.accept(), g.target(KOALALA)),
        lambda g: koalala_in(Zone.ENER)(g) and g.names(0, Zone.TRASH) == [ROMAIL],
    ),
    (
        "WXDi-P03-084",
        "Sabnock, Doomed Angel",
        f'hand: ["{ROMAIL}"]',
        lambda g: (g.accept(), g.target(KOALALA)),
        lambda g: koalala_in(Zone.ENER)(g) and g.names(0, Zone.TRASH) == [ROMAIL],
    ),
    (
        "WXDi-P03-079",
        "Solenostomus, Phantom Aquatic Beast",
        "",
        lambda g: None,
        lambda g: g.count(0, Zone.HAND) == 1 and g.count(0, Zone.ENER) == 3,  # with itself
    ),
    (
        "WXDi-P03-075",
        "Orangutan, Phantom Terra Beast",
        f"ener: {[KOALALA] * 2}",
        lambda g: (g.accept(), g.target(KOALALA)),
        koalala_in(Zone.ENER),
    ),
    (
        "WXDi-P03-051",
        "R-Mlight, Code: Art",
        "",
        lambda g: (g.target(KOALALA), g.done()),
        lambda g: not g.can(g.ActionKind.ATTACK, KOALALA) and g.count(0, Zone.HAND) == 1,
    ),
    (
        "WXDi-P03-066",
        "Hydras, Natural Planet",
        f'deck: ["{KOALALA}", "{ROMAIL}", "Trouble"]',
        lambda g: (g.choose(ROMAIL), g.mode(0)),  # to the hand
        lambda g: g.names(0, Zone.HAND) == [ROMAIL],
    ),
]


@pytest.mark.parametrize(("number", "card", "mine", "act", "outcome"), LIFE_BURSTS)
@encodes(*(number for number, *_ in LIFE_BURSTS))
def test_life_bursts(
    table: Table,
    number: str,
    card: str,
    mine: str,
    act: Callable[[Play], object],
    outcome: Callable[[Play], bool],
) -> None:
    game = burst(table, card, mine=mine)
    act(game)
    assert outcome(game)


@encodes("WXDi-P03-047")
def test_aglaea_may_discard_two_angels_to_draw_three(table: Table) -> None:
    for hand, offered in (([RAPHAE, RAPHAE, ROMAIL], True), ([RAPHAE, ROMAIL], False)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Aglaea, Blessed Angel"]
                hand: {hand}
              - life: {[ROMAIL] * 3}
        """)
        game.attack("Aglaea, Blessed Angel")
        if offered:
            game.accept()
            assert game.names(0, Zone.TRASH) == [RAPHAE, RAPHAE]
            assert game.count(0, Zone.HAND) == 1 + 3
        else:
            assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.TRASH) == 0


@encodes("WXDi-P03-062")
def test_mandrill_vanishes_only_with_12000_power(table: Table) -> None:
    for boost, zone in ((2000, Zone.ENER), (1000, Zone.SIGNI)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Mandrill, Phantom Terra Beast"]
                ener: {[ROMAIL] * 2}
              - signi: ["{KOALALA}"]
        """)
        game.game.add_power(game.card("Mandrill, Phantom Terra Beast"), boost)
        game.action("Mandrill, Phantom Terra Beast")
        assert game.zone_of(KOALALA, 1) == zone


@encodes("WXDi-P03-082")
def test_pa_discards_two_atom_signi_for_minus_8000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Pa, Natural Element", "{SE}", "{SE}", "{ROMAIL}"]
          - signi: ["{KOALALA}"]
    """)
    game.play("Pa, Natural Element", 0)
    game.accept()
    assert game.power(KOALALA, 1) == 2000 and game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P03-079")
def test_solenostomus_pays_to_draw_and_gets_3000_with_four_cards_in_hand(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Solenostomus, Phantom Aquatic Beast", "{ROMAIL}", "{ROMAIL}", "{ROMAIL}"]
            ener: ["{KOALALA}"]
    """)
    game.play("Solenostomus, Phantom Aquatic Beast", 0)
    assert game.power("Solenostomus, Phantom Aquatic Beast") == 10000  # three in hand
    game.accept()
    assert game.power("Solenostomus, Phantom Aquatic Beast") == 13000  # four


@encodes("WXDi-P03-075")
def test_orangutan_gives_another_signi_5000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Orangutan, Phantom Terra Beast"]
            signi: [~, "{ROMAIL}"]
    """)
    game.play("Orangutan, Phantom Terra Beast", 0)
    assert game.power(ROMAIL) == 7000 and game.power("Orangutan, Phantom Terra Beast") == 3000


@encodes("WXDi-P03-048")
def test_aquiel_pays_to_reveal_a_demon_signi_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Aquiel, Blessed Evil"]
            ener: ["{ROMAIL}"]
            deck: ["{RAPHAE}", "{IMP}", "{ROMAIL}", "{KOALALA}"]
    """)
    game.play("Aquiel, Blessed Evil", 0)
    game.accept()
    assert "choose " + RAPHAE not in game.options()
    game.choose(IMP)
    assert game.names(0, Zone.HAND) == [IMP] and game.zone_of(KOALALA) == Zone.DECK


@encodes("WXDi-P03-070")
def test_lu_xun_makes_a_hand_of_five_discard_and_assassinates_an_empty_hand(
    table: Table,
) -> None:
    for opponent_hand, discarded in ((5, 1), (4, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Lu Xun, Azure General"]
              - hand: {[ROMAIL] * opponent_hand}
        """)
        game.play("Lu Xun, Azure General", 0)  # the opponent's copies: one choice
        assert game.count(1, Zone.TRASH) == discarded
    for opponent_hand, assassin in ((0, True), (1, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Lu Xun, Azure General"]
                ener: {[SE] * 3}
              - hand: {[ROMAIL] * opponent_hand}
        """)
        game.action("Lu Xun, Azure General")
        card = game.card("Lu Xun, Azure General")
        assert game.game.has_keyword(card, KW.ASSASSIN) == assassin


@encodes("WXDi-P03-068")
def test_primora_freezes_at_the_end_of_the_opponents_turn_and_when_vanished(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        turn: 4
        turn_player: 1
        players:
          - signi: ["Primora, Code: Maze"]
          - signi: ["{KOALALA}"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert game.game.frozen[game.card(KOALALA)]
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Primora, Code: Maze"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.attack(KOALALA)  # 10000 vanishes Primora (8000)
    game.target(ROMAIL)
    romail = game.card(ROMAIL, 1)
    assert game.game.downed[romail] and game.game.frozen[romail]


@encodes("WXDi-P03-076")
def test_churin_charges_when_it_enters_the_center_zone(table: Table) -> None:
    for zone, charged in ((1, 1), (0, 0)):
        game = table("""
            players:
              - hand: ["Churin, Natural Plant"]
        """)
        game.play("Churin, Natural Plant", zone)
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P03-086")
def test_tyrfing_gives_minus_2000_once_when_another_armed_signi_enters(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Tyrfing, High Armed"]
            hand: ["{ECKESACHS}", "{ECKESACHS}", "{SE}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(SE, 1)
    assert game.power(KOALALA, 1) == 10000
    game.play(ECKESACHS, 2)
    assert game.power(KOALALA, 1) == 8000


@encodes("WXDi-P03-067")
def test_apatite_draws_when_the_opponent_targets_it(table: Table) -> None:
    game = table("""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Apatite, Natural Crystal"]
          - hand: ["Fuyuki Hakase, Code 2434"]
    """)
    game.play("Fuyuki Hakase, Code 2434", 0)  # --1000 to target SIGNI
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P03-066")
def test_hydras_gets_4000_with_two_level_one_signi_in_the_trash(table: Table) -> None:
    for trash, power in (([ROMAIL, SE], 7000), ([ROMAIL, KOALALA], 3000)):
        game = table(f"""
            players:
              - signi: ["Hydras, Natural Planet"]
                trash: {trash}
        """)
        assert game.power("Hydras, Natural Planet") == power


@encodes("WXDi-P03-083")
def test_u_selessbo_gives_minus_2000_when_it_mills_a_spell(table: Table) -> None:
    for milled, power in ((["Trouble", ROMAIL], 3000), ([SE, ROMAIL], 5000)):
        game = table(f"""
            players:
              - hand: ["U-Selessbo, Code: Art"]
                deck: {[*milled, SE]}
              - signi: ["{SE}"]
        """)
        game.play("U-Selessbo, Code: Art", 0)
        assert game.count(0, Zone.TRASH) == 2 and game.power(SE, 1) == power


@encodes("WXDi-P03-088")
def test_telescopium_counts_level_one_signi_in_the_trash(table: Table) -> None:
    for trash, power in ((10, 2000), (9, 7000), (5, 7000), (4, 12000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["Telescopium, Natural Planet"]
                ener: ["{KOALALA}"]
                trash: {[ROMAIL] * trash}
              - lrig: {lrigs(LIZE3)}
                signi: ["Athena, Blessed Angel"]
        """)
        game.play("Telescopium, Natural Planet", 0)
        game.accept()
        assert game.power("Athena, Blessed Angel") == power


@encodes("WXDi-P03-049")
def test_typo_gets_4000_in_the_opponents_turn_with_a_level_one_ener_signi(
    table: Table,
) -> None:
    for turn_player, ener, power in ((1, SE, 7000), (0, SE, 3000), (1, KOALALA, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["Typo, Natural Planet"]
                ener: ["{ener}"]
        """)
        assert game.power("Typo, Natural Planet") == power
    game = burst(table, "Typo, Natural Planet")
    game.target(KOALALA)
    assert not game.can(game.ActionKind.ATTACK, KOALALA) and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P03-060")
def test_tengu_zaru_gains_assassin_at_15000(table: Table) -> None:
    for boost, assassin in ((7000, True), (6000, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Tengu Zaru, Phantom Terra Beast"]
                ener: {[ROMAIL] * 3}
        """)
        card = game.card("Tengu Zaru, Phantom Terra Beast")
        game.game.add_power(card, boost)
        game.action("Tengu Zaru, Phantom Terra Beast")
        assert game.game.has_keyword(card, KW.ASSASSIN) == assassin


@encodes("WXDi-P03-060")
def test_tengu_zaru_cannot_be_downed_by_the_opponent_at_12000(table: Table) -> None:
    for boost, downed in ((4000, False), (3000, True)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Tengu Zaru, Phantom Terra Beast", "{SE}"]
              - life: ["Focalor, Azure Evil"]
        """)
        card = game.card("Tengu Zaru, Phantom Terra Beast")
        game.game.add_power(card, boost)
        game.attack(SE)
        game.burst()  # the opponent's Focalor: down up to two target SIGNI
        game.target("Tengu Zaru, Phantom Terra Beast")  # it may be targeted either way
        game.done()
        assert game.game.downed[card] == downed


@encodes("WXDi-P03-061")
def test_b_lanket_adds_spells_and_discards_as_many(table: Table) -> None:
    lanket = "B-Lanket, Code: Art"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{lanket}", "{ROMAIL}", "{SE}"]
            deck: ["Trouble", "{SE}", "Stand Up", "{SE}", "{SE}", "Trouble"]
    """)
    game.play(lanket, 0)
    assert game.power(lanket) == 10000  # no spell in the trash
    game.choose("Trouble", "Stand Up")  # the sixth card is not looked at
    game.discard("Trouble", ROMAIL)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SE, "Stand Up"])
    assert game.power(lanket) == 13000  # a spell in the trash


# PIECEs, LRIGs, Assist LRIGs, SPELLs and SIGNI of the booster: one test per card.

ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black
HIRANA = "Hirana, a Spark of Hope"
AKINO = "Akino, Bound for the Future"
REI = "Rei, On the Wings of Tomorrow"
LION = "MC LION - Standby"
LOVIT = "DJ LOVIT - Standby"
WOLF = "VJ WOLF - Standby"
NOVA = "Newborn Nova"
BANG = "Newborn Bang"
TAMAGO = "Newborn Dr. Tamago"
MUZICA = "Muzica START"
MADOKA = "Madoka START"
SANGA = "Sanga START"


@encodes("WXDi-P03-005")
def test_rhapsody_party_reveals_one_signi_or_two_with_exceed_4(table: Table) -> None:
    deck = f'deck: ["{ROMAIL}", "Servant #", "{KOALALA}", "{MAO}", "{SARA}", "{BUFFALO}"]'
    for pay, revealed in ((False, [ROMAIL]), (True, [ROMAIL, KOALALA])):
        game = exceed(table, "RHAPSODY PARTY", pay, mine=deck, pile="lrig_deck")
        assert "choose Servant #" not in game.options()  # a [Guard] icon
        game.choose(*revealed)
        assert sorted(game.names(0, Zone.HAND)) == sorted(revealed)


@encodes("WXDi-P03-054")
def test_miracle_draw_adds_one_card_or_two_with_exceed_4(table: Table) -> None:
    deck = f'deck: ["Servant #", "{KOALALA}", "{MAO}", "{SARA}", "{BUFFALO}", "{ROMAIL}"]'
    for pay, added in ((False, ["Servant #"]), (True, ["Servant #", KOALALA])):
        game = exceed(table, "Miracle Draw", pay, mine=deck)
        game.choose(*added)
        assert sorted(game.names(0, Zone.HAND)) == sorted(added)
        assert game.count(0, Zone.DECK) == 6 - len(added)


@encodes("WXDi-P03-063")
def test_eternal_influence_vanishes_8000_or_less_or_any_with_exceed_4(table: Table) -> None:
    theirs = f'signi: ["{ROMAIL}", "{ATHENA}"]'
    game = exceed(table, "Eternal Influence", False, theirs=theirs)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.zone_of(ATHENA, 1) == Zone.SIGNI
    game = exceed(table, "Eternal Influence", True, theirs=theirs)
    game.target(ATHENA)
    assert game.zone_of(ATHENA, 1) == Zone.ENER


@encodes("WXDi-P03-072")
def test_thrilling_draws_two_and_discards_or_draws_three_with_exceed_4(table: Table) -> None:
    game = exceed(table, "THRILLING", False)  # the two cards drawn are alike: one discarded
    assert game.count(0, Zone.HAND) == 1
    assert game.names(0, Zone.TRASH).count(BUFFALO) == 2  # the one discarded, the Ener paid
    game = exceed(table, "THRILLING", True)
    assert game.count(0, Zone.HAND) == 3


@encodes("WXDi-P03-080")
def test_affection_arms_one_signi_or_all_with_exceed_4(table: Table) -> None:
    mine = f'signi: ["{ROMAIL}", "{SARA}"]\n            deck: {[BUFFALO] * 4}'
    theirs = f"life: {[BUFFALO] * 3}"
    game = exceed(table, "Affection", False, mine=mine, theirs=theirs)
    game.target(ROMAIL)
    assert game.power(ROMAIL, 0) == 7000 and game.power(SARA, 0) == 5000
    game.end_main()
    ener = game.count(0, Zone.ENER)
    game.attack(ROMAIL)
    assert game.count(0, Zone.ENER) == ener + 1
    game.attack(SARA)
    assert game.count(0, Zone.ENER) == ener + 1
    game = exceed(table, "Affection", True, mine=mine, theirs=theirs)
    assert game.power(ROMAIL, 0) == 7000 and game.power(SARA, 0) == 10000
    game.end_main()
    game.attack(SARA)
    assert game.count(0, Zone.ENER) == ener + 1


@encodes("WXDi-P03-089")
def test_reticle_digger_gives_minus_5000_or_minus_12000_with_exceed_4(table: Table) -> None:
    theirs = f'signi: ["{ATHENA}"]'
    assert exceed(table, "Reticle Digger", False, theirs=theirs).power(ATHENA, 1) == 7000
    game = exceed(table, "Reticle Digger", True, theirs=theirs)
    assert game.zone_of(ATHENA, 1) == Zone.ENER  # power 0


@encodes("WXDi-P03-010")
def test_akino_clap_stops_an_attacker_and_in_the_opponents_turn_shields_a_signi(
    table: Table,
) -> None:
    def clap(turn_player: int) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3, left=[AKINO, "Akino*Rock"])}
                lrig_deck: ["Akino*Clap"]
                ener: {[SARA] * 3}
                signi: ["{CAMELOPAR}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.grow("Akino*Clap")
        game.first()
        game.accept()
        return game

    game = clap(1)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    camelopar = game.card(CAMELOPAR, 0)
    game.game.vanish(camelopar)
    assert game.zone_of(CAMELOPAR, 0) == Zone.SIGNI  # it cannot be vanished
    game = clap(0)  # its owner's own turn: nothing gained
    game.game.vanish(game.card(CAMELOPAR, 0))
    assert game.zone_of(CAMELOPAR, 0) == Zone.ENER


@encodes("WXDi-P03-011")
def test_hirana_kaboom_vanishes_for_free_for_three_cards_and_for_ener(table: Table) -> None:
    game = grown(
        table,
        "Hirana*Kaboom",
        [HIRANA, "Hirana*On - Stage"],
        mine=f"ener: {[ROMAIL] * 7}\n            hand: {[SARA, MAO, BAPHOMET]}",
        theirs=f'signi: ["{CAMELOPAR}", "{KAZAKI}", "{ATHENA}"]',
    )
    game.first()
    game.target(KAZAKI)  # 8000 or less
    game.first()
    game.accept()  # discard three cards
    game.discard(SARA, MAO)  # and Baphomet: Camelopar (3000) is the only one of 5000
    game.accept()  # pay 4 red and 2 colorless: Athena (12000)
    assert game.names(1, Zone.ENER) == [KAZAKI, CAMELOPAR, ATHENA]
    assert game.count(0, Zone.HAND) == 0


KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black


@encodes("WXDi-P03-013")
def test_rei_divine_majesty_downs_twice_then_discards_three_for_a_downed_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        "Rei*Divine Majesty",
        [REI, "Rei*Flash Blade"],
        mine=f"ener: {[BUFFALO] * 4}\n            hand: {[SARA, MAO, BAPHOMET]}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", "{ATHENA}"]',
    )
    game.first()
    game.target(ROMAIL)
    game.first()
    game.accept()  # pay 1 blue and 1 colorless
    game.target(KOALALA)
    game.accept()  # discard three cards: a downed SIGNI to the bottom
    game.discard(SARA, MAO)  # and Baphomet
    assert "choose " + ATHENA not in game.options()  # upped
    game.target(KOALALA)
    assert game.names(1, Zone.DECK)[0] == KOALALA
    assert game.game.downed[game.card(ROMAIL, 1)]


WOLF_CENTER = [WOLF, "VJ WOLF - 1st Verse", "VJ WOLF - 2nd Verse"]
WOLF_3RD = "VJ WOLF - 3rd Verse"
DISRESPECT = "MC LION - DISRESPECT"  # a level two Assist LRIG


@encodes("WXDi-P03-016")
def test_wolf_3rd_verse_gives_5000_charges_two_and_ups_itself_by_downing_a_level_two(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(WOLF_CENTER, left=[LION, "MC LION - DIG", DISRESPECT], right=LOVIT)}
            lrig_deck: ["{WOLF_3RD}"]
            ener: {[CAMELOPAR] * 2}
            signi: ["{ROMAIL}"]
            hand: ["{SARA}"]
            deck: {[BUFFALO] * 4}
    """)
    game.grow(WOLF_3RD)
    assert game.power(ROMAIL, 0) == 7000
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.play(SARA, 1)
    assert game.power(SARA, 0) == 10000  # while in force, for SIGNI that enter later too
    wolf = game.card(WOLF_3RD)
    game.act(ActionKind.USE_ACTION, WOLF_3RD, b=0)  # [Team Action]: down this LRIG
    assert game.count(0, Zone.ENER) == 2 and game.game.downed[wolf]
    game.act(ActionKind.USE_ACTION, WOLF_3RD, b=2)  # (once per game) gain the action
    game.action(WOLF_3RD)  # the gained one: down MC LION - DISRESPECT to up it
    assert not game.game.downed[wolf] and game.game.downed[game.card(DISRESPECT)]
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(ROMAIL, 0) == 2000  # until end of turn


@encodes("WXDi-P03-017")
def test_lion_build_up_stops_a_low_level_attacker_trashes_a_level_three_and_adds_two(
    table: Table,
) -> None:
    game = grown(
        table,
        "MC LION - BUILD UP",
        [LION, "MC LION - DIG"],
        mine=f'ener: {[SARA] * 8}\n            deck: ["{ROMAIL}", "{MAO}", "{KOALALA}"]',
        theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
    )
    game.first()  # Koalala, the only level two or less
    game.first()
    game.accept()  # pay 6: Athena, the only level three
    game.accept()  # pay 2 white
    game.choose(ROMAIL, MAO)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    assert game.zone_of(ATHENA, 1) == Zone.TRASH
    assert sorted(game.names(0, Zone.HAND)) == [MAO, ROMAIL]


@encodes("WXDi-P03-018")
def test_lion_drop_shields_a_signi_in_the_opponents_turn_and_pays_to_trash(
    table: Table,
) -> None:
    def drop() -> Play:
        game = grown(
            table,
            "MC LION - DROP",
            [LION, "MC LION - DIG"],
            mine=f'ener: {[SARA] * 2}\n            signi: ["{CAMELOPAR}"]',
            theirs=f'signi: ["{KOALALA}"]',
        )
        game.first()
        game.accept()
        return game

    game = drop()
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    game.pass_until(lambda play: play.game.turn_player == 1)
    game.game.vanish(game.card(CAMELOPAR, 0))
    assert game.zone_of(CAMELOPAR, 0) == Zone.SIGNI  # the opponent's turn
    game = drop()
    game.game.vanish(game.card(CAMELOPAR, 0))
    assert game.zone_of(CAMELOPAR, 0) == Zone.ENER  # its owner's own turn


@encodes("WXDi-P03-020")
def test_wolf_reverb_prevents_damage_and_pays_to_vanish_10000_or_more(table: Table) -> None:
    game = grown(
        table,
        "VJ WOLF - REVERB",
        [WOLF, "VJ WOLF - CUE"],
        mine=f"ener: {[CAMELOPAR] * 5}\n            life: {[BUFFALO] * 2}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.first()
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ROMAIL, 1) == Zone.SIGNI
    game.game.damage(0)
    assert game.count(0, Zone.LIFE) == 2


NOVA_CENTER = [NOVA, "Nova, Prelude", "Nova, Fighting Spirit"]
SKYFEATHER = "Nova, Skyfeather"


@encodes("WXDi-P03-023")
def test_nova_skyfeather_bounces_gathers_cards_and_stacks_a_guard_signi_to_draw(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {
        lrigs(
            NOVA_CENTER,
            left=[BANG, "Bang =Crescendo=", "Bang =Solo="],
            right=[TAMAGO, "Tamago =Beating=", "Tamago =Accents="],
        )
    }
            lrig_deck: ["{SKYFEATHER}"]
            ener: {[SARA] * 2}
            trash: ["Servant #", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            life: {[BUFFALO] * 3}
    """)
    game.grow(SKYFEATHER)
    assert game.names(1, Zone.HAND) == [KOALALA]
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(SKYFEATHER)
    assert len(game.game.under(game.card(SKYFEATHER))) == 7
    game.end_main()
    game.attack(SKYFEATHER)
    assert "choose " + ROMAIL not in game.options()  # no [Guard] icon
    game.choose("Servant #")  # on top of the deck, then drawn
    assert game.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-P03-026")
def test_tamago_accents_downs_and_pays_to_put_a_signi_on_the_bottom(table: Table) -> None:
    game = grown(
        table,
        "Tamago =Accents=",
        [TAMAGO, "Tamago =Beating="],
        mine=f"ener: {[BUFFALO] * 6}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.first()
    game.target(ROMAIL)
    game.accept()
    game.target(KOALALA)
    assert game.game.downed[game.card(ROMAIL, 1)]
    assert game.names(1, Zone.DECK)[0] == KOALALA


@encodes("WXDi-P03-027")
def test_bang_solo_gives_lancer_and_stops_the_opponents_center_signi(table: Table) -> None:
    game = grown(
        table,
        "Bang =Solo=",
        [BANG, "Bang =Crescendo="],
        mine=f'ener: ["{BUFFALO}"]\n            signi: ["{CAMELOPAR}"]',
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.first()  # Lancer: Camelopar, the only SIGNI
    game.accept()
    assert game.game.has_keyword(game.card(CAMELOPAR, 0), KW.LANCER)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)  # center zone
    assert not game.game.has_keyword(game.card(ROMAIL, 1), KW.CANT_ATTACK)


SANGA_CENTER = [SANGA, "Sanga, Vogue 1", "Sanga, Vogue 2"]
SANGA_3 = "Sanga, Vogue 3"


@encodes("WXDi-P03-030")
def test_sanga_vogue_3_charges_returns_a_level_one_and_fetches_with_three_colors(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {
        lrigs(
            SANGA_CENTER,
            left=[MUZICA, "Muzica//Power Move", "Muzica//Splits"],
            right=[MADOKA, "Madoka//Float"],
        )
    }
            lrig_deck: ["{SANGA_3}"]
            ener: {[CAMELOPAR] * 2}
            signi: ["{BUFFALO}", "{BAPHOMET}"]
            deck: ["{ROMAIL}", "{KOALALA}", "{MAO}", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 3}
    """)
    game.grow(SANGA_3)
    assert sorted(game.names(0, Zone.ENER)) == [KOALALA, ROMAIL]
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(SANGA_3)  # Madoka//Float, the only level one <<Diagram>> LRIG
    assert game.zone_of("Madoka//Float") == Zone.LRIG_DECK
    game.end_main()  # blue, green and black SIGNI: [Ener Charge 1], then a SIGNI back
    game.choose(MAO)
    assert game.names(0, Zone.HAND) == [MAO]


@encodes("WXDi-P03-031")
def test_madoka_arrangement_downs_with_three_ener_colors_and_with_fifteen_in_trash(
    table: Table,
) -> None:
    def arrange(ener: list[str], trash: int) -> Play:
        game = grown(
            table,
            "Madoka//Arrangement",
            [MADOKA, "Madoka//Float"],
            mine=f"ener: {['Servant #', *ener]}\n            trash: {[BUFFALO] * trash}",
            theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]',
        )
        if game.decision == DecisionKind.PAYMENT:
            game.pay("Servant #")
        return game

    game = arrange([ROMAIL, SARA], 15)  # red, white and black
    game.first()
    game.target(ROMAIL)
    game.target(KOALALA)
    assert all(game.game.downed[game.card(name, 1)] for name in (ROMAIL, KOALALA))
    game = arrange([MAO, SARA], 14)  # white and black; fourteen
    assert not any(game.game.downed[game.card(name, 1)] for name in (ROMAIL, KOALALA))


@encodes("WXDi-P03-032")
def test_sanga_reboot_vanishes_and_charges_three_to_take_two_back(table: Table) -> None:
    game = grown(
        table,
        "Sanga//Reboot",
        [SANGA, "Sanga//Aerial"],
        mine=f'ener: {[BUFFALO] * 2}\n            deck: ["{ROMAIL}", "{MAO}", "{SARA}"]',
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.first()  # Koalala, the only one of 10000 or more
    game.choose(ROMAIL, SARA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert sorted(game.names(0, Zone.HAND)) == [ROMAIL, SARA]
    assert game.names(0, Zone.ENER) == [MAO]


@encodes("WXDi-P03-033")
def test_muzica_stomping_vanishes_and_pays_for_minus_12000(table: Table) -> None:
    game = grown(
        table,
        "Muzica//Stomping",
        [MUZICA, "Muzica//Power Move"],
        mine=f"ener: {[BAPHOMET] * 7}",
        theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
    )
    game.first()
    game.target(KOALALA)
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(ATHENA, 1) == Zone.ENER  # 12000 - 12000: power 0


WHALEEN = "Blue Whaleen, Aquatic Phantom Queen"


@encodes("WXDi-P03-037")
def test_blue_whaleen_grows_with_a_bigger_hand_draws_at_six_and_trashes(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{WHALEEN}"]
            hand: {[BUFFALO, BUFFALO, ROMAIL, MAO]}
            ener: {[SARA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            hand: ["{ROMAIL}"]
    """)
    assert game.power(WHALEEN) == 13000  # three cards more than the opponent
    game.game.discard(game.card(MAO, 0))
    game.game.discard(game.card(ROMAIL, 0))
    assert game.power(WHALEEN) == 11000
    game.action(WHALEEN)  # pay 2 white and discard the two Water Buffalo
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    assert game.power(WHALEEN) == 10000  # fewer cards than the opponent: no minus
    assert not game.can(ActionKind.USE_ACTION, WHALEEN)  # once per turn
    for hand, drawn in ((6, 1), (5, 0)):
        game = table(f"""
            phase: main
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{WHALEEN}"]
                hand: {[BUFFALO] * hand}
                deck: {[ROMAIL] * 2}
        """)
        game.end_main()
        assert game.count(0, Zone.HAND) == hand + drawn


ISHIKIRIMARU = "Ishikirimaru, High Armed"


@encodes("WXDi-P03-050")
def test_ishikirimaru_guards_in_the_opponents_turn_and_may_bottom_the_top_card(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ISHIKIRIMARU}"]
            hand: ["{SARA}", "{BUFFALO}"]
            deck: ["{ROMAIL}", "{MAO}"]
    """)
    assert game.power(ISHIKIRIMARU) == 8000
    game.play(SARA, 1)
    game.accept()  # Romail to the bottom
    assert game.names(0, Zone.DECK) == [ROMAIL, MAO]  # bottom first
    game.play(BUFFALO, 2)  # once per turn
    assert game.decision != DecisionKind.OPTIONAL
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(ISHIKIRIMARU) == 12000
    game = burst(table, ISHIKIRIMARU, mine=f'deck: ["{SARA}", "{MAO}", "{BAPHOMET}"]')
    game.choose(MAO)
    game.mode(1)  # onto the field (0: to the hand)
    game.into(1)
    assert game.names(0, Zone.SIGNI)[1] == MAO


LAPIS = "Lapis Lazuli, Natural Crystal"
BRONZE = "Bronze, Natural Stone"  # level 1, red and blue <<Jewel>>, vanilla


@encodes("WXDi-P03-071")
def test_lapis_lazuli_vanished_in_the_opponents_turn_may_bring_a_red_jewel(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LAPIS}"]
            hand: ["{BRONZE}", "{ROMAIL}"]
            life: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.game.add_power(game.card(KOALALA, 1), 5000)
    game.attack(KOALALA)  # 15000 against 12000: Lapis Lazuli is vanished
    game.accept()  # Bronze, the only red <<Jewel>> SIGNI
    game.into(0)
    assert game.names(0, Zone.SIGNI)[0] == BRONZE
    game = burst(table, LAPIS, theirs=f'hand: ["{MAO}"]')
    game.mode(0)
    game.target(KOALALA)
    assert game.game.downed[game.card(KOALALA, 1)] and game.names(1, Zone.TRASH) == [MAO]
    game = burst(table, LAPIS, mine=f"deck: {[BUFFALO] * 3}")
    game.mode(1)
    assert game.count(0, Zone.HAND) == 2


OCTODON = "Octodon, Phantom Terra Beast"
PANDADA = "Pandada, Phantom Terra Beast"  # level 1, 5000, red and green <<Terra Beast>>


@encodes("WXDi-P03-078")
def test_octodon_puts_a_weaker_terra_beast_from_the_ener_zone_at_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{OCTODON}"]
            ener: ["{KOALALA}", "{PANDADA}", "{BUFFALO}"]
    """)
    game.game.add_power(game.card(OCTODON), 3000)  # 8000: Koalala has 10000
    game.pass_until(lambda play: play.decision == DecisionKind.ZONE)  # the turn ends
    game.into(1)  # Pandada, the only <<Terra Beast>> of less power
    assert game.names(0, Zone.SIGNI)[1] == PANDADA


@encodes("WXDi-P03-044")
def test_saber_tiger_needs_a_red_lrig_and_vanishes_after_three_charges(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Tawil =Noll=, Awakened One"])}
            hand: ["Saber Tiger, Phantom Beast Deity"]
            signi: [~, "{BUFFALO}"]
            ener: ["{ROMAIL}", "Camelopar, Natural Planet", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}", "Tobiel, Full Armed"]
            life: {[BUFFALO] * 3!s}
    """)
    game.play("Saber Tiger, Phantom Beast Deity", 0)  # the red Tawil is downed
    assert game.power(BUFFALO, 0) == 8000
    game.game.ener_charge(0, 2)  # two cards charged this turn already
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, "Saber Tiger, Phantom Beast Deity"))
    game.attack("Saber Tiger, Phantom Beast Deity")  # the third charge
    game.accept()
    game.pay()
    game.target("Tobiel, Full Armed")
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


@encodes("WXDi-P03-081")
def test_reticulum_milled_may_return_to_the_hand_for_a_discard(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Vassago, Jade Evil", "{BUFFALO}"]
            deck: ["Reticulum, Natural Planet", "{BUFFALO}"]
    """)
    game.play("Vassago, Jade Evil", 0)  # its mill puts Reticulum into the trash
    game.accept()  # discard the Water Buffalo
    assert game.zone_of("Reticulum, Natural Planet") == Zone.HAND
    game = burst(table, "Reticulum, Natural Planet", mine='ener: ["Servant #", "Servant #"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER


# Cards of the terms added after the first round (moves, Harmony, draws, grows, ...).

REI_CENTER = [REI, "Rei, On the Wings of Truth", "Rei, On the Wings of Azure Sky"]
SUPREMACY = "Rei, On the Wings of Supremacy"
TOBIEL = "Tobiel, Full Armed"  # [Enter] discard two cards: draw two cards
REGALECUS = "Regalecus, Phantom Aquatic Beast"  # [Enter]: draw a card, discard a card


@encodes("WXDi-P03-009")
def test_rei_supremacy_draws_charges_and_discards_for_the_blue_cards(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig:
              center: {REI_CENTER!s}
              left: ["{AKINO}", "Akino*Rock", "Akino*Paper"]
              right: ["{HIRANA}", "Hirana*On - Stage", "Hirana*Kaboom"]
            lrig_deck: ["{SUPREMACY}"]
            hand: ["{BUFFALO}", "{SE}", "{ROMAIL}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{SARA}", "{MAO}", "{MAO}"]
          - hand: {[ROMAIL] * 4!s}
    """)
    game.grow(SUPREMACY)
    game.pay()
    assert game.count(0, Zone.HAND) == 4 and game.names(0, Zone.ENER) == [MAO]
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION, SUPREMACY))
    game.action(SUPREMACY)  # downs the two level two Assist LRIGs
    assert game.downed[game.card("Akino*Paper")] and game.downed[game.card("Hirana*Kaboom")]
    assert game.count(0, Zone.HAND) == 0
    # Buffalo and Se are blue: the opponent discards two.
    assert game.count(1, Zone.HAND) == 2 and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P03-009")
def test_rei_supremacy_bottoms_a_small_signi_after_two_draws_by_effects(table: Table) -> None:
    def attack_phase(draws: bool) -> Play:
        game = table(f"""
            players:
              - lrig:
                  center: {[*REI_CENTER, SUPREMACY]!s}
                  left: ["{AKINO}"]
                  right: ["{HIRANA}"]
                hand: ["{TOBIEL}", "{SARA}", "{SARA}"]
                ener: ["{BUFFALO}", "{BUFFALO}"]
                deck: {[MAO] * 4!s}
              - signi: ["{KOALALA}"]
                deck: ["{ROMAIL}"]
        """)
        if draws:
            game.play(TOBIEL, 1)
            game.accept()  # discards the two Sara: draws two
        game.end_main()
        return game

    game = attack_phase(draws=True)
    game.accept()
    game.pay()
    assert game.names(1, Zone.DECK) == [KOALALA, ROMAIL]  # bottom first
    game = attack_phase(draws=False)
    assert game.zone_of(KOALALA) == Zone.SIGNI


CYMBAL_ROLL = "Tamago =Cymbal Roll="


@encodes("WXDi-P03-025")
def test_tamago_cymbal_roll_draws_and_discards_a_card_of_your_choice(table: Table) -> None:
    game = grown(
        table,
        CYMBAL_ROLL,
        [TAMAGO, "Tamago =Double Stroke Roll="],
        mine=f'hand: ["{SARA}"]\n            deck: {[MAO] * 3!s}',
        theirs=f'hand: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.first()  # the draw first
    game.accept()  # discard a card to choose one of the opponent's
    game.discard(SARA)
    game.choose(KOALALA)
    assert game.names(1, Zone.TRASH) == [KOALALA] and game.names(1, Zone.HAND) == [ROMAIL]
    assert game.names(0, Zone.HAND) == [MAO, MAO]


KOUMEI = "Koumei, Blessed General Queen"


@encodes("WXDi-P03-035")
def test_koumei_ups_the_white_center_after_its_attack(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3, left=["At =Noll=, the Opened Gate"])}
            hand: ["{KOUMEI}"]
            signi: [~, "{SARA}", "{MAO}"]
            ener: ["{SARA}", "{SARA}"]
          - life: {[BUFFALO] * 2!s}
    """)
    game.play(KOUMEI, 0)  # [Harmony]: the green At is downed
    assert game.downed[game.card("At =Noll=, the Opened Gate")]
    game.end_main()
    game.act(ActionKind.END_STEP)  # no SIGNI attack
    game.attack(LIZE3[-1])
    game.accept()
    game.choose(SARA, MAO)  # the two SIGNI to down
    lize = game.card(LIZE3[-1])
    assert not game.downed[lize] and game.game.lost_abilities(lize)
    assert game.downed[game.card(SARA, 0, Zone.SIGNI)] and not game.downed[game.card(KOUMEI)]


@encodes("WXDi-P03-035")
def test_koumei_vanished_while_upped_comes_back_downed(table: Table) -> None:
    def vanished(state: str) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KOUMEI}{state}"]
                ener: ["{SARA}", "{SARA}", "{SARA}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{ATHENA}"]
        """)
        game.attack(ATHENA)  # 12000 against 12000
        return game

    game = vanished("")
    game.accept()
    game.pay()
    game.into(1)
    assert game.zone_of(KOUMEI) == Zone.SIGNI and game.downed[game.card(KOUMEI)]
    assert vanished(" (downed)").zone_of(KOUMEI) == Zone.ENER


FIREFLY = "Firefly Squid, Aquatic Phantom Deity"


@encodes("WXDi-P03-041")
def test_firefly_squid_draws_and_answers_a_discard_by_your_effect(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Lize, Level 0"])}
            hand: ["{FIREFLY}", "{REGALECUS}"]
            deck: {[MAO] * 5!s}
          - hand: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.play(FIREFLY, 0)  # [Harmony]: the white Lize is downed
    game.play(REGALECUS, 1)  # draws one and discards it: by your effect
    assert game.count(1, Zone.HAND) == 1
    game.end_main()  # the attack phase begins: a draw
    assert game.count(0, Zone.HAND) == 1


DEMETER = "Demeter, Jade Angel Queen"


@encodes("WXDi-P03-042")
def test_demeter_gives_lancer_with_three_colours_and_charges_for_a_vanish(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Umr =Noll=, Key to Salvation"])}
            hand: ["{DEMETER}"]
            signi: [~, "{ROMAIL}", "{SARA}"]
            ener: ["{KOALALA}", "{KOALALA}"]
            deck: {[MAO] * 5!s}
          - lrig: {lrigs(LIZE3)}
            life: ["Daji, Crimson Evil Queen"]
    """)
    game.play(DEMETER, 0)  # [Harmony]: the blue Umr is downed
    game.end_main()
    game.accept()  # green, red, white and black: pay for [Lancer]
    game.pay()
    game.target(ROMAIL)
    assert game.game.has_keyword(game.card(ROMAIL), KW.LANCER)
    game.attack(ROMAIL)  # the opponent's Life Burst vanishes Romail (8000 or less)
    game.act(ActionKind.USE_LIFE_BURST)
    game.target(ROMAIL)
    assert game.zone_of(ROMAIL) == Zone.ENER and game.names(0, Zone.ENER)[-1] == MAO
    alone = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{DEMETER}"]
    """)
    assert not alone.can(ActionKind.PLAY_SIGNI, DEMETER)


AC = "Ac, Natural Element Queen"


@encodes("WXDi-P03-046")
def test_ac_mills_five_and_puts_a_black_signi_onto_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AC}"]
            ener: ["{BAPHOMET}"]
            deck: ["{SARA}", "{MAO}", "{ROMAIL}", "{CAMELOPAR}", "{BUFFALO}", "{MAO}"]
    """)
    game.action(AC)
    game.target(SARA)
    game.into(1)
    assert game.names(0, Zone.SIGNI) == [AC, SARA, ""]
    assert game.count(0, Zone.TRASH) == 5  # four milled and the paid Baphomet


@encodes("WXDi-P03-046")
def test_ac_returns_a_black_signi_when_an_opposing_lrig_grows_in_your_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AC}"]
            trash: ["{BAPHOMET}", "{CAMELOPAR}"]
          - lrig: {lrigs(LIZE3, left=["{NOVA}"])}
            lrig_deck: ["Nova =Mute="]
            life: ["{BUFFALO}"]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Nova =Mute="))
    game.act(ActionKind.ASSIST_GROW, "Nova =Mute=")
    game.pass_until(lambda play: play.zone_of(BAPHOMET) != Zone.TRASH)
    assert game.zone_of(BAPHOMET) == Zone.HAND and game.zone_of(CAMELOPAR) == Zone.TRASH


BIFRONS = "Bifrons, Crimson Evil"


@encodes("WXDi-P03-055")
def test_bifrons_draws_and_discards_when_a_signi_of_yours_is_trashed(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BIFRONS}", "Tsukiyotake, Type: Eins"]
            hand: ["{SARA}"]
            deck: {[MAO] * 3!s}
          - signi: ["{KOALALA}"]
    """)
    game.action("Tsukiyotake, Type: Eins")  # its cost puts it into the trash
    game.discard(SARA)
    assert game.names(0, Zone.HAND) == [MAO] and game.zone_of(SARA) == Zone.TRASH
    game = burst(table, BIFRONS, mine=f'ener: ["{ROMAIL}"]')
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER


AUDOMULA = "Audomula, Azure Angel"


@encodes("WXDi-P03-064")
def test_audomula_boosts_your_signi_twice_for_draws_outside_the_draw_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AUDOMULA}"]
            hand: ["{REGALECUS}", "{RAPHAE}"]
            deck: {[MAO] * 5!s}
    """)
    game.play(REGALECUS, 1)  # a draw: +1000
    game.discard(MAO)
    assert game.power(AUDOMULA) == 4000 and game.power(REGALECUS) == 3000 + 1000
    game.end_main()
    game.accept()  # discard Raphae for a draw: +1000 again
    assert game.power(AUDOMULA) == 5000 and game.zone_of(RAPHAE) == Zone.TRASH


RONOVE = "Ronove, Azure Evil"


@encodes("WXDi-P03-065")
def test_ronove_draws_at_the_end_of_turn_after_three_cards_milled(table: Table) -> None:
    def end_turn(mill: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{RONOVE}", "Rin Shizuka, Code 2434"]
                deck: {[MAO] * 8!s}
        """)
        if mill:
            game.action("Rin Shizuka, Code 2434")  # the top five into the trash
        game.pass_until(lambda play: play.game.turn_player == 1)
        return game

    assert end_turn(mill=True).count(0, Zone.HAND) == 1
    assert end_turn(mill=False).count(0, Zone.HAND) == 0
    game = burst(table, RONOVE)
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.downed[koalala] and game.frozen[koalala] and game.count(0, Zone.HAND) == 1


WUTUGU = "Wutugu, Jade General"


@encodes("WXDi-P03-073")
def test_wutugu_vanished_charges_while_the_ener_zone_is_small(table: Table) -> None:
    def vanished(ener: list[str]) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{WUTUGU}"]
                ener: {ener!s}
                deck: {[MAO] * 3!s}
              - signi: ["Servant #"]
        """)
        game.attack("Servant #")  # 1000 against 1000
        return game

    assert vanished([]).names(0, Zone.ENER) == [WUTUGU, MAO]
    assert vanished([SARA, SARA]).names(0, Zone.ENER) == [SARA, SARA, WUTUGU]


IRIS = "Iris, Crimson Angel"
THREE_LRIGS = lrigs(AT3, left="Hanayo, Zero", right="Akino*Rock")  # a PIECE needs three


@encodes("WXDi-P03-004")
def test_life_loop_respects_trades_the_top_life_cloth_for_the_top_of_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_LRIGS}
            lrig_deck: ["LIFE LOOP RESPECTS"]
            ener: {[KOALALA] * 5!s}
            life: ["{IRIS}"]
            deck: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.use("LIFE LOOP RESPECTS")
    game.mode(1)
    game.accept()  # pay five
    game.pay()
    assert game.names(0, Zone.HAND) == [IRIS]
    assert game.names(0, Zone.LIFE) == [ROMAIL]
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P03-004")
def test_life_loop_respects_can_just_draw(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_LRIGS}
            lrig_deck: ["LIFE LOOP RESPECTS"]
            life: ["{KOALALA}"]
            deck: ["{ROMAIL}"]
    """)
    game.use("LIFE LOOP RESPECTS")
    game.mode(0)
    assert game.names(0, Zone.HAND) == [ROMAIL]
    assert game.names(0, Zone.LIFE) == [KOALALA]


POWER_BOMB = "Muzica//Power Bomb"
IMAGAWA = "Imagawa, Crimson General"  # +7000 power in its player's turn


@encodes("WXDi-P03-034")
def test_power_bomb_brings_two_signi_without_abilities_until_the_end_of_turn(
    table: Table,
) -> None:
    game = grown(
        table,
        POWER_BOMB,
        ["Muzica START", "Muzica//Dolphin"],
        mine=f"""ener: ["{KOALALA}", "{KOALALA}"]
            trash: ["{IMAGAWA}", "{ROMAIL}"]""",
    )
    game.pay()
    game.target(IMAGAWA, ROMAIL)
    game.into(0)
    game.into(1)
    assert game.zone_of(IMAGAWA, 0) == Zone.SIGNI and game.zone_of(ROMAIL, 0) == Zone.SIGNI
    assert game.power(IMAGAWA, 0) == 3000  # no +7000 in its player's turn: no abilities
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.SIGNI) == 0  # both into the trash at the end of the turn
    assert game.zone_of(IMAGAWA, 0) == Zone.TRASH


RAPHAE, AIZEN = "Raphae, Jade Doomed Angel", "Aizen, Jade Doomed Angel"
MASTEMA = "Mastema, Blessed Doomed Angel"


@pytest.mark.parametrize(("other", "vanished"), [(AIZEN, True), (RAPHAE, False)])
@encodes("WXDi-P03-058")
def test_iris_discards_an_angel_to_vanish_with_three_angel_names(
    table: Table, other: str, vanished: bool
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["{RAPHAE}", "{IRIS}", "{other}"]
            hand: ["{MASTEMA}"]
          - signi: ["{ROMAIL}", ~, "{KOALALA}"]  # none in front of Iris
    """)
    game.attack(IRIS)
    if vanished:
        game.accept()
    assert game.zone_of(ROMAIL, 1) == (Zone.ENER if vanished else Zone.SIGNI)
    assert game.zone_of(MASTEMA, 0) == (Zone.TRASH if vanished else Zone.HAND)


TRUCK_MIXER = "Truck Mixer, Code: Ride"


@encodes("WXDi-P03-057")
def test_truck_mixer_goes_under_another_red_signi_and_powers_it_up(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TRUCK_MIXER}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.action(TRUCK_MIXER)  # Romail, the one other red SIGNI, is its target
    assert game.zone_of(TRUCK_MIXER) == Zone.UNDER
    assert game.power(ROMAIL) == 2000 + 2000 and game.power(BUFFALO) == 5000
    # Under a SIGNI that is not red, it gives nothing: "the red SIGNI on top of this card".
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TRUCK_MIXER}", ~, "{BUFFALO}"]
    """)
    assert game.game.put_under_signi(game.card(TRUCK_MIXER), game.card(BUFFALO, 0, Zone.SIGNI))
    assert game.power(BUFFALO) == 5000


@encodes("WXDi-P03-057")
def test_truck_mixer_life_burst_pays_to_vanish_up_to_12000(table: Table) -> None:
    game = burst(table, TRUCK_MIXER, mine='ener: ["Servant #", "Servant #"]')
    game.accept()
    game.pay()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P03-077")
def test_akufuku_burst_keeps_away_the_damage_of_level_three_or_less_signi(table: Table) -> None:
    game = table.life_burst(
        "Akufuku, Code: Maze",
        f"""
        life: ["{BUFFALO}", "{BUFFALO}"]
        opponent: {{signi: ["{KOALALA}", null, "Servant #"]}}
        """,
    )
    game.burst()
    assert game.count(0, Zone.ENER) == 2  # the crushed card, and one charged
    game.attack(KOALALA)
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, LIZE[-1]))
    assert game.count(0, Zone.LIFE) == 2  # Koalala (level two) dealt none
    game.attack(LIZE[-1])  # a LRIG's damage is taken
    game.pass_until(lambda g: g.count(0, Zone.LIFE) < 2 or g.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.LIFE) == 1


@encodes("WXDi-P03-053")
def test_himejijo_must_be_the_target_of_the_opponents_signi_in_their_turn(
    table: Table,
) -> None:
    himejijo = "Himejijo, Code: Maze"  # 10000
    # Koalala of the opponent, given "[Enter] Target SIGNI on your opponent's field gets
    # --3000 power until end of turn": a SIGNI's ability that targets.
    weaken = _compile(
        table.database,
        "{kind: enter, effects: [{power: {target: {side: opponent, zone: signi}, amount: -3000}}]}",
        KOALALA,
    )[1]
    game = table(
        f"""
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BUFFALO}", "{himejijo}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{KOALALA}"]
        """,
        abilities={KOALALA: weaken},
    )
    game.play(KOALALA, 0)
    game.pass_until(lambda g: g.power(himejijo) != 10000 or g.decision == DecisionKind.TARGET)
    assert f"choose {BUFFALO}" not in game.options()  # Himejijo alone is offered
    if game.decision == DecisionKind.TARGET:
        game.target(himejijo)
    assert game.power(himejijo) == 7000 and game.power(BUFFALO) == 5000


IZO = "Izo, Doomed General"


@encodes("WXDi-P03-087")
def test_izo_comes_from_the_trash_into_the_center_signi_zone_only(table: Table) -> None:
    def from_trash(signi: str) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: {signi}
                trash: ["{IZO}"]
                hand: ["{SARA}", "{SARA}"]
              - signi: ["{KOALALA}"]
        """)
        game.action(IZO)
        return game

    game = from_trash(f'["{MAO}", ~, ~]')
    assert game.zone_of(IZO) == Zone.SIGNI and game.game.slot[game.card(IZO)] == 1
    assert game.count(0, Zone.HAND) == 0
    assert game.power(KOALALA) == 10000 - 2000  # its [Enter]
    game = from_trash(f'[~, "{MAO}", ~]')  # the center is taken: it stays in the trash
    assert game.zone_of(IZO) == Zone.TRASH and game.count(0, Zone.HAND) == 0


@encodes("WXDi-P03-087")
def test_izo_burst_adds_a_signi_without_a_guard_icon(table: Table) -> None:
    game = burst(table, IZO, mine=f'trash: ["Servant #", "{MAO}"]')
    assert "choose Servant #" not in game.options()  # Mao, the only one, is chosen
    game.mode(0)
    assert game.zone_of(MAO) == Zone.HAND


RUBELLITE = "Rubellite, Natural Crystal"
FUYUKI = "Fuyuki Hakase, Code 2434"  # [Enter]: target SIGNI of the opponent's gets --1000


@encodes("WXDi-P03-056")
def test_rubellite_vanishes_the_signi_whose_ability_targets_it_once_per_turn(
    table: Table,
) -> None:
    game = table(f"""
        turn_player: 1
        players:
          - signi: ["{RUBELLITE}", "{KOALALA}", ~]
          - hand: ["{FUYUKI}", "{FUYUKI}"]
    """)
    game.play(FUYUKI, 0)
    game.target(KOALALA)  # another SIGNI targeted: nothing
    assert game.names(1, Zone.SIGNI) == [FUYUKI, "", ""]
    game.play(FUYUKI, 1)
    game.target(RUBELLITE)
    assert game.names(1, Zone.ENER) == [FUYUKI]  # the SIGNI whose ability targeted it
    assert game.names(1, Zone.SIGNI) == [FUYUKI, "", ""] and game.power(RUBELLITE) == 1000


STAMP = "Hirana*Stamp"
HIRANA_0 = "Hirana, a Spark of Hope"  # red Assist LRIG, level 0
# Buffalo attacks only for %X (an Ener cost of one): an ability the test gives it.
PAID_ATTACK = (
    "{kind: constant, effects: [{attack_cost: {ref: self, pays: [{ener: {colorless: 1}}]}}]}"
)


@encodes("WXDi-P03-012")
def test_hirana_stamp_vanishes_and_in_the_opponents_turn_stops_their_ener_payments(
    table: Table, database: CardDatabase
) -> None:
    def grown_in_their_attack_phase(pay: bool) -> Play:
        game = table(
            f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3, left=[HIRANA_0, "Hirana*On - Stage"])}
                lrig_deck: ["{STAMP}"]
                ener: {[BUFFALO] * 6}
                life: {[BUFFALO] * 2}
              - signi: ["{KOALALA}", "{BUFFALO}", ~]
                ener: {[BUFFALO] * 2}
            """,
            abilities={BUFFALO: _compile(database, PAID_ATTACK, BUFFALO)[1]},
        )
        game.grow(STAMP)
        while game.decision == DecisionKind.TRIGGER_ORDER:
            game.first()
        game.target(KOALALA)  # 10000: vanished
        if pay:
            game.accept()
        else:
            game.decline()
        assert game.zone_of(KOALALA, 1) == Zone.ENER
        return game

    game = grown_in_their_attack_phase(pay=True)
    assert game.count(0, Zone.ENER) == 0  # the grow cost and the five
    # Buffalo's %X cannot be paid this turn: no SIGNI can attack, the LRIG attack step is on.
    assert game.decision == DecisionKind.LRIG_ATTACK
    game = grown_in_their_attack_phase(pay=False)
    assert game.decision == DecisionKind.SIGNI_ATTACK
    game.attack(BUFFALO)
    game.pay(KOALALA)  # its %X, paid as the attack is declared
    assert game.names(1, Zone.TRASH) == [KOALALA]


RE_EDIT = "DJ LOVIT - RE: EDIT"


@encodes("WXDi-P03-019")
def test_dj_lovit_re_edit_trashes_field_hand_and_ener_to_vanish_every_opposing_signi(
    table: Table,
) -> None:
    def grow(hand: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=["DJ LOVIT - Standby", "DJ LOVIT - SCRATCH"])}
                lrig_deck: ["{RE_EDIT}"]
                signi: ["{KOALALA}", "{ROMAIL}", ~]
                hand: {hand}
                ener: {[BUFFALO] * 12}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{ROMAIL}", ~]
        """)
        game.grow(RE_EDIT)  # 10 colorless: two cards are left in the Ener Zone
        game.pass_until(lambda g: g.decision != DecisionKind.PAYMENT)
        return game

    game = grow([ROMAIL, ROMAIL])
    game.accept()
    assert game.count(0, Zone.SIGNI) == game.count(0, Zone.HAND) == game.count(0, Zone.ENER) == 0
    assert game.count(0, Zone.TRASH) == 12 + 2 + 2
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.ENER) == 2
    game = grow([])  # no card in the hand: the cost cannot be paid
    assert game.decision != DecisionKind.OPTIONAL and game.count(1, Zone.SIGNI) == 2


# ------------------------------------------------------------------ vocab-23: colours

MARAI = "Marai, Jade Beauty"  # green, level 1, 3000
LANCELOT = "Lancelot, Crimson General"  # level 2: [Enter] %X vanishes 5000 or less


def marai_against(table: Table, vanisher: str) -> Play:
    game = table(f"""
        turn_player: 1
        players:
          - signi: ["{MARAI}"]
          - lrig: {lrigs(LIZE)}
            hand: ["{vanisher}"]
            ener: ["{BUFFALO}"]
    """)
    game.play(vanisher, 0)
    game.accept()
    game.pay()
    return game


@encodes("WXDi-P03-074")
def test_marai_cannot_be_vanished_by_a_level_one_signi_effect(table: Table) -> None:
    game = marai_against(table, ROMAIL)  # level 1: vanishes 3000 or less
    assert game.zone_of(MARAI) == Zone.SIGNI and game.count(1, Zone.ENER) == 0
    game = marai_against(table, LANCELOT)  # level 2
    assert game.zone_of(MARAI) == Zone.ENER


@encodes("WXDi-P03-074")
def test_marai_gains_a_color_of_a_lrig_until_end_of_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE)}
            hand: ["{MARAI}"]
    """)
    game.play(MARAI, 0)  # its one LRIG, white, is the target
    marai = game.card(MARAI)
    white, green = 0b00001, 0b01000
    assert game.game.colors(marai) == white | green
    turn = game.turn
    game.pass_until(lambda g: g.turn == turn + 1, limit=40)
    assert game.game.colors(marai) == green


@encodes("WXDi-P03-074")
def test_marai_life_burst_charges_and_prevents_the_next_signi_damage(table: Table) -> None:
    game = burst(table, MARAI, 'deck: ["Servant #", "Servant #"]')
    assert game.count(0, Zone.ENER) == 2  # Marai itself and one charged
    assert game.count(0, Zone.LIFE) == 0


GIROPPON = "Giroppon, Code: Labyrinth"  # level 3, 12000, green


@encodes("WXDi-P03-043")
def test_giroppon_takes_the_opposing_signi_in_front_and_may_weaken_it(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, ~, "{GIROPPON}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{SARA}"]
    """)
    game.play(SARA, 2)  # the only zone offered: in front of Giroppon
    assert game.game.slot[game.card(SARA, 1)] == 2
    game.accept()
    assert game.power(SARA, 1) == 2000


@encodes("WXDi-P03-043")
def test_giroppon_leaves_the_field_in_your_turn_only_for_the_ener_zone(table: Table) -> None:
    def crushed(burst_card: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: [~, "{GIROPPON}"]
              - life: ["{burst_card}"]
        """)
        game.attack(GIROPPON)
        game.burst()
        return game

    game = crushed("Furen Slash")  # return target SIGNI to its owner's hand
    assert game.zone_of(GIROPPON) == Zone.SIGNI
    game = crushed("Amazoness, Jade General")  # vanish: into the Ener Zone
    assert game.zone_of(GIROPPON) == Zone.ENER
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{GIROPPON}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["Furen Slash"]
            ener: ["{SARA}", "{SARA}", "{SARA}", "{SARA}", "{SARA}"]
    """)
    game.use("Furen Slash")  # in the opponent's turn, it may be returned
    game.pay()
    assert game.zone_of(GIROPPON) == Zone.HAND
