"""WXDi-P03: every encoded card plays its abilities."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from deckcheck.engine import KW, Zone
from tests.carddb.scenes import KOALALA, ROMAIL, burst
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

ERESHKIGAL = "Ereshkigal, Doomed Evil Queen"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
# A Center LRIG with four cards under it (for [Exceed 4]), and two Assist LRIGs.
MIDORIKO = "WXDi-D08-008"
EXCEED_4 = lrigs(
    [
        "Tamayorihime, New Moon Miko",
        "Tamayorihime, New Moon Miko",
        "Tamayorihime, Crescent Moon Miko",
        "Tamayorihime, Half Moon Miko",
        "Tamayorihime, Musical Moon Miko",
    ],
    left="Hanayo, Zero",
    right=MIDORIKO,
)


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
