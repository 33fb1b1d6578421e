"""WXDi-CP01: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import (
    BUFFALO,
    KOALALA,
    ROMAIL,
    exceed,
    grown,
    mill_two_add_two_sharing_a_class,
)
from tests.carddb.table import AT3, LIZE3, Table, encodes, lrigs

KOHAKU = "Todo Kohaku, Code 2434"


@encodes("WXDi-CP01-039")
def test_todo_kohaku_returns_a_level_one_signi_beside_another_virtual_signi(
    table: Table,
) -> None:
    for beside, returned in (("Ichigo Ushimi, Code 2434", Zone.HAND), (BUFFALO, Zone.SIGNI)):
        game = table(f"""
            players:
              - hand: ["{KOHAKU}"]
                signi: [~, "{beside}"]
                ener: ["Circe, Blessed Angel"]
              - signi: ["Servant #", "Koalala, Phantom Terra Beast"]
        """)
        game.play(KOHAKU, 0)
        game.accept()
        assert game.zone_of("Servant #", 1) == returned


@encodes("WXDi-CP01-040")
def test_pomu_downs_when_the_lrig_attacks_and_draws_a_virtual_signi(table: Table) -> None:
    for top, drawn in (("Ichigo Ushimi, Code 2434", 1), (BUFFALO, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Pomu Rainpuff, Code 2434"]
                deck: ["{top}", "{BUFFALO}"]
              - life: ["{BUFFALO}"]
        """)
        center = "At =Två=, the Opened Gate"
        game.pass_until(lambda play, center=center: play.can(ActionKind.ATTACK, center))
        game.attack(center)
        game.accept()
        assert game.downed[game.card("Pomu Rainpuff, Code 2434")]
        assert game.count(0, Zone.HAND) == drawn


# [Enter] pay one: a minus that grows with a condition: (number, card, ener, the
# condition's setup, power change without it, with it)
MINUSES = [
    (
        "WXDi-CP01-043",
        "Debidebi Debiru, Code 2434",
        "Erebus, Doomed Angel",
        'signi: [~, ~, "Takamiya Rion, Code 2434"]',
        2000,
        5000,
    ),
    (
        "WXDi-CP01-047",
        "Ponto Nei, Code 2434",
        BUFFALO,
        f"trash: {['Ichigo Ushimi, Code 2434'] * 10}",
        3000,
        5000,
    ),
    (
        "WXDi-CP01-051",
        "Selen Tatsuki, Code 2434",
        "Erebus, Doomed Angel",
        f"trash: {['Ichigo Ushimi, Code 2434'] * 10}",
        8000,
        10000,
    ),
]


@pytest.mark.parametrize(("number", "card", "ener", "setup", "usual", "more"), MINUSES)
@encodes(*(number for number, *_ in MINUSES))
def test_enter_minus_grows_with_its_condition(
    table: Table, number: str, card: str, ener: str, setup: str, usual: int, more: int
) -> None:
    for extra, minus in (("", usual), (setup, more)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{card}"]
                ener: ["{ener}"]
                {extra}
              - lrig: {lrigs(LIZE3)}
                signi: ["Takamiya Rion, Code 2434"]
        """)
        game.game.add_power(game.card("Takamiya Rion, Code 2434", 1), 5000)  # to 15000
        game.play(card, 0)
        game.accept()
        assert game.power("Takamiya Rion, Code 2434", 1) == 15000 - minus


@encodes("WXDi-CP01-044")
def test_kitakoji_mills_two_beside_another_virtual_and_puts_a_selene_into_ener(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Kitakoji Hisui, Code 2434", "Ichigo Ushimi, Code 2434"]
          - deck: {[BUFFALO] * 4}
            life: ["{BUFFALO}"]
    """)
    game.attack("Kitakoji Hisui, Code 2434")
    assert game.count(1, Zone.TRASH) == 2
    game = table(f"""
        players:
          - hand: ["Kitakoji Hisui, Code 2434"]
            ener: ["{BUFFALO}"]
            trash: ["{KOHAKU}", "Ichigo Ushimi, Code 2434"]
    """)
    game.play("Kitakoji Hisui, Code 2434", 0)
    game.accept()
    assert game.names(0, Zone.ENER) == [KOHAKU]  # <<SELENE Girls' Academy>>; Ichigo is not


@encodes("WXDi-CP01-046")
def test_umise_returns_a_virtual_signi_to_the_deck_for_4000(table: Table) -> None:
    name = "Umise Yotsuha, Code 2434"
    for trash, power in ((["Ichigo Ushimi, Code 2434"], 7000), ([], 3000)):
        game = table(f"""
            players:
              - hand: ["{name}"]
                trash: {trash}
        """)
        game.play(name, 0)
        assert game.power(name) == power
    game = table.life_burst(name)
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-CP01-030")
def test_takamiya_rion_gives_minus_3000_per_other_virtual_and_revives_a_level_one(
    table: Table,
) -> None:
    rion = "Takamiya Rion, Code 2434"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{rion}"]
            ener: ["Erebus, Doomed Angel"]
            trash: ["Sorahoshi Kirame, Code 2434", "Ichigo Ushimi, Code 2434"]
            signi: [~, ~, "Ichigo Ushimi, Code 2434"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{rion}"]
    """)
    game.play(rion, 0)
    game.accept()
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.zone_of("Sorahoshi Kirame, Code 2434") == Zone.SIGNI  # level one only
    game.end_main()
    assert game.power(rion, 1) == 10000 - 2 * 3000


VIRTUAL = "Ichigo Ushimi, Code 2434"


@encodes("WXDi-CP01-042")
def test_chaika_mills_one_and_with_ten_virtual_in_the_trash_pays_to_add_one(
    table: Table,
) -> None:
    for trash, added in ((9, True), (8, False)):
        game = table(f"""
            players:
              - hand: ["Hanabatake Chaika, Code 2434"]
                deck: ["{VIRTUAL}", "{BUFFALO}"]
                trash: {[VIRTUAL] * trash}
                ener: ["{BUFFALO}", "{BUFFALO}"]
        """)
        game.play("Hanabatake Chaika, Code 2434", 0)
        if added:
            game.accept()
        assert game.names(0, Zone.HAND) == ([VIRTUAL] if added else [])
    game = table.life_burst("Hanabatake Chaika, Code 2434", f'trash: ["{BUFFALO}"]')
    game.burst()
    assert game.names(0, Zone.HAND) == [BUFFALO]


@encodes("WXDi-CP01-049")
def test_petra_gets_4000_when_the_three_milled_are_virtual_signi(table: Table) -> None:
    for third, bonus in ((VIRTUAL, 4000), (BUFFALO, 0)):
        game = table(f"""
            players:
              - hand: ["Petra Gurin, Code 2434"]
                deck: ["{VIRTUAL}", "{VIRTUAL}", "{third}", "{BUFFALO}"]
        """)
        game.play("Petra Gurin, Code 2434", 0)
        base = game.game.defs[game.card("Petra Gurin, Code 2434")].power
        assert game.power("Petra Gurin, Code 2434") == base + bonus


@encodes("WXDi-CP01-049")
def test_petra_life_burst_discards_for_minus_12000(table: Table) -> None:
    game = table.life_burst("Petra Gurin, Code 2434", f'hand: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-CP01-045")
def test_amagase_draws_when_the_two_milled_are_virtual_signi(table: Table) -> None:
    for second, drawn in ((VIRTUAL, 1), (BUFFALO, 0)):
        game = table(f"""
            phase: end
            players:
              - signi: ["Amagase Muyu, Code 2434"]
                deck: ["{VIRTUAL}", "{second}", "{BUFFALO}", "{BUFFALO}"]
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(0, Zone.HAND) == drawn and game.count(0, Zone.TRASH) == 2


@encodes("WXDi-CP01-037")
def test_suzuka_grows_beside_a_level_one_virtual_and_reveals_one(table: Table) -> None:
    suzuka = "Suzuka Utako, Code 2434"
    level_one = "Sorahoshi Kirame, Code 2434"
    game = table(f"""
        players:
          - hand: ["{suzuka}"]
            signi: [~, "{level_one}"]
            ener: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{level_one}", "{BUFFALO}"]
    """)
    base = game.game.defs[game.card(suzuka)].power
    game.play(suzuka, 0)
    game.accept()
    game.choose(level_one)
    assert game.names(0, Zone.HAND) == [level_one]
    assert game.power(suzuka) == base + 5000
    game = table.life_burst(suzuka)
    game.burst()
    assert game.count(0, Zone.HAND) == 1
    assert game.game.lost_abilities(game.card("Servant #", 1))


# The booster's Assist LRIGs, PIECEs and SIGNI written with the terms of this round.

SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black <<Virtual>>, vanilla
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black <<Virtual>>, vanilla
ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black
SERVANT = "Servant #"  # level 1, 1000, a [Guard] icon
KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black <<Virtual>>
HATCHET = "[Assist] Mito, Level 1 [Hatchet]"
MITO_1 = ["Mito, Level 0", HATCHET]


@encodes("WXDi-CP01-001")
def test_after_school_reveals_two_virtual_signi_and_with_exceed_charges_one(
    table: Table,
) -> None:
    deck = f'deck: ["{SARA}", "{BUFFALO}", "{MAO}", "{BUFFALO}", "{BUFFALO}", "{KOALALA}"]'
    for pay, ener in ((False, 5), (True, 6)):
        game = exceed(
            table, "SELENE Girls' Academy, After School", pay, mine=deck, pile="lrig_deck"
        )
        game.choose(SARA, MAO)
        assert sorted(game.names(0, Zone.HAND)) == sorted([SARA, MAO])
        assert game.count(0, Zone.ENER) == ener
        # The three looked at and not taken went under the deck; the charge took Koalala.
        assert (KOALALA in game.names(0, Zone.ENER)) is pay


@encodes("WXDi-CP01-003")
def test_obsydia_salvage_adds_two_virtual_signi_and_a_third_with_exceed(table: Table) -> None:
    trash = f'trash: ["{SARA}", "{MAO}", "{KAZAKI}"]'
    mine = f'deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]\n            {trash}'
    for pay, added in ((False, [SARA, MAO]), (True, [SARA, MAO, KAZAKI])):
        game = exceed(table, "OBSYDIA SALVAGE", pay, mine=mine, pile="lrig_deck")
        game.target(*added)  # (with the Exceed, the Sara paid is in the trash too)
        assert sorted(game.names(0, Zone.HAND)) == sorted(added)
        assert game.count(0, Zone.DECK) == 1  # two milled first


@encodes("WXDi-CP01-012")
def test_lize_sword_returns_a_signi_of_10000_or_less(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Lize, Level 1 [Sword]",
        ["Lize, Level 0"],
        theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
    )
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI  # 12000


@encodes("WXDi-CP01-014")
def test_ange_love_reveals_a_white_and_a_black_signi_of_seven(table: Table) -> None:
    seven = [ATHENA, BUFFALO, BAPHOMET, BUFFALO, BUFFALO, BUFFALO, BUFFALO]
    game = grown(
        table,
        "[Assist] Ange, Level 1 [Love]",
        ["Ange, Level 0"],
        mine=f"deck: {[*seven, KOALALA]}",
    )
    game.choose(ATHENA)
    game.choose(BAPHOMET)
    assert sorted(game.names(0, Zone.HAND)) == sorted([ATHENA, BAPHOMET])
    assert game.names(0, Zone.DECK)[-1] == KOALALA  # the top: the other five went under it


@encodes("WXDi-CP01-016")
def test_toko_cudgel_gives_minus_2000_and_adds_a_signi_without_a_guard_icon(
    table: Table,
) -> None:
    game = grown(
        table,
        "[Assist] Toko, Level 1 [Cudgel]",
        ["Toko, Level 0"],
        mine=f'trash: ["{SERVANT}", "{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()  # the order of its two [Enter] abilities
    assert game.power(KOALALA, 1) == 8000
    assert game.names(0, Zone.HAND) == [ROMAIL]  # Servant # has a [Guard] icon


@encodes("WXDi-CP01-018")
def test_mito_hatchet_vanishes_a_level_two_or_less_signi(table: Table) -> None:
    game = grown(table, HATCHET, ["Mito, Level 0"], theirs=f'signi: ["{KOALALA}", "{ATHENA}"]')
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI  # level 3


@encodes("WXDi-CP01-019")
def test_mito_mallet_vanishes_a_level_one_and_revives_a_virtual_signi(table: Table) -> None:
    game = grown(
        table,
        "[Assist] Mito, Level 1 [Mallet]",
        ["Mito, Level 0"],
        mine=f'trash: ["{MAO}", "{BUFFALO}"]',
        theirs=f'signi: ["{BUFFALO}", "{KOALALA}"]',
    )
    game.first()
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.names(1, Zone.ENER) == [BUFFALO] and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.zone_of(MAO) == Zone.SIGNI  # the <<Virtual>> one, not Buffalo
    assert game.names(0, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-CP01-021")
def test_mito_eternity_shuffles_the_trash_in_mills_sixteen_and_revives_two(
    table: Table,
) -> None:
    game = grown(
        table,
        "[Assist] Mito, Level 2 [Eternity]",
        MITO_1,
        mine=f"deck: {[BUFFALO] * 17}\n            trash: {[SARA] * 3}",
    )
    game.first()  # the shuffle and the sixteen first
    assert game.count(0, Zone.DECK) == 4 and game.count(0, Zone.TRASH) == 16
    trash = game.names(0, Zone.TRASH)
    game.choose(trash[0], trash[1])
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert game.count(0, Zone.SIGNI) == 2 and game.count(0, Zone.TRASH) == 14


@encodes("WXDi-CP01-022")
def test_mito_strike_vanishes_a_level_one_and_for_six_ener_a_level_three(
    table: Table,
) -> None:
    game = grown(
        table,
        "[Assist] Mito, Level 2 [Strike]",
        MITO_1,
        mine=f"ener: {[BAPHOMET] * 6}",
        theirs=f'signi: ["{BUFFALO}", "{ATHENA}"]',
    )
    game.first()
    assert game.names(1, Zone.ENER) == [BUFFALO]
    game.accept()
    game.pay()
    assert game.zone_of(ATHENA, 1) == Zone.ENER and game.count(0, Zone.ENER) == 0


SHIINA = "Shiina Yuika, Code 2434"


@encodes("WXDi-CP01-025")
def test_shiina_downed_gives_virtual_signi_3000_and_draws_on_a_virtual_top_card(
    table: Table,
) -> None:
    for top, drawn in ((SARA, 1), (BUFFALO, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{SHIINA}", "{MAO}"]
                deck: ["{top}", "{BUFFALO}"]
        """)
        assert game.power(MAO) == 10000
        game.action(SHIINA)
        assert game.count(0, Zone.HAND) == drawn
        assert game.power(MAO) == 13000 and game.power(SHIINA) == 15000


@encodes("WXDi-CP01-025")
def test_shiina_enters_and_may_put_the_top_card_under_the_deck(table: Table) -> None:
    for chosen in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{SHIINA}"]
                deck: ["{KOALALA}", "{BUFFALO}"]
        """)
        game.play(SHIINA, 0)
        game.choose(KOALALA) if chosen else game.done()
        assert game.names(0, Zone.DECK).index(KOALALA) == (0 if chosen else 1)  # 0: bottom


@encodes("WXDi-CP01-025")
def test_shiina_life_burst_trashes_an_upped_signi(table: Table) -> None:
    opponent = f'opponent: {{signi: ["{KOALALA}", "{BUFFALO} (downed)", "{SERVANT}"]}}'
    game = table.life_burst(SHIINA, opponent)
    game.burst()  # Servant # attacked: downed, like Buffalo
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    assert BUFFALO in game.names(1, Zone.SIGNI)


CHIGUSA = "Nishizono Chigusa, Code 2434"


@encodes("WXDi-CP01-028")
def test_chigusa_ups_the_attacking_lrig_with_three_virtual_signi(table: Table) -> None:
    for third, upped in ((MAO, True), (BUFFALO, False)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{CHIGUSA}", "{SARA}", "{third}"]
                ener: ["{SARA}", "{SARA}"]
              - life: {[BUFFALO] * 2}
        """)
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, AT3[-1]))
        game.attack(AT3[-1])
        if upped:
            game.accept()
        center = game.card(AT3[-1])
        assert bool(game.downed[center]) is not upped
        assert bool(game.game.lost_abilities(center)) is upped


@encodes("WXDi-CP01-028")
def test_chigusa_enters_for_a_white_and_reveals_a_virtual_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CHIGUSA}"]
            ener: ["{SARA}"]
            deck: ["{BUFFALO}", "{MAO}", "{BUFFALO}", "{KOALALA}"]
    """)
    game.play(CHIGUSA, 0)
    game.accept()
    game.choose(MAO)
    assert game.names(0, Zone.HAND) == [MAO] and game.names(0, Zone.DECK)[-1] == KOALALA


SAKU = "Sasaki Saku, Code 2434"


@encodes("WXDi-CP01-029")
def test_saku_gets_1000_for_every_five_virtual_signi_in_the_trash_in_its_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAKU}"]
            trash: {[SARA] * 14}
    """)
    assert game.power(SAKU) == 10000 + 2000
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAKU}"]
            trash: {[SARA] * 14}
    """)
    assert game.power(SAKU) == 10000


@encodes("WXDi-CP01-029")
def test_saku_attacking_pays_black_for_minus_12000_on_both(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAKU}"]
            ener: ["{BAPHOMET}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, SAKU))
    game.attack(SAKU)
    game.accept()
    # Athena 12000 - 12000 is vanished; Saku's 10000 - 12000 too.
    assert game.zone_of(ATHENA, 1) == Zone.ENER and game.zone_of(SAKU) == Zone.ENER


@encodes("WXDi-CP01-029")
def test_saku_enters_and_is_downed_unless_it_mills_a_virtual_signi(table: Table) -> None:
    for top, downed in ((SARA, False), (BUFFALO, True)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{SAKU}"]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.play(SAKU, 0)
        assert game.names(0, Zone.TRASH) == [top]
        assert bool(game.downed[game.card(SAKU)]) is downed


KIRAME = "Sorahoshi Kirame, Code 2434"


@encodes("WXDi-CP01-034")
def test_kirame_in_the_opponents_turn_beside_a_virtual_signi_gets_2000_and_shadow(
    table: Table,
) -> None:
    for beside, bonus in ((SARA, 2000), (BUFFALO, 0)):
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KIRAME}", "{beside}"]
              - hand: ["{SERVANT}", "{KOALALA}"]
        """)
        kirame = game.card(KIRAME)
        assert game.power(KIRAME) == 3000 + bonus
        # [Shadow -- level one]: not the target of a level one card's effect.
        assert game.game.is_targetable(kirame, 1, game.card(SERVANT)) is not bool(bonus)
        assert game.game.is_targetable(kirame, 1, game.card(KOALALA, 1))


@encodes("WXDi-CP01-036")
def test_elira_takes_abilities_beside_a_virtual_signi_or_sorts_the_top_two(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Elira Pendora, Code 2434"]
            signi: [~, "{SARA}"]
          - signi: ["{SERVANT}"]
    """)
    game.play("Elira Pendora, Code 2434", 0)
    game.mode(0)
    assert game.game.lost_abilities(game.card(SERVANT, 1))
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Elira Pendora, Code 2434"]
            deck: ["{BUFFALO}", "{KOALALA}", "{SARA}"]
    """)
    game.play("Elira Pendora, Code 2434", 0)
    game.mode(1)
    game.choose(KOALALA)
    assert game.names(0, Zone.DECK) == [BUFFALO, SARA, KOALALA]  # bottom first


ROSEMI = "Rosemi Lovelock, Code 2434"


@encodes("WXDi-CP01-050")
def test_rosemi_comes_back_from_the_trash_for_two_virtual_signi_and_loots(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SARA}", "{MAO}", "{KAZAKI}", "{BUFFALO}"]
            trash: ["{ROSEMI}"]
            deck: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.action(ROSEMI)
    game.discard(SARA, MAO)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(ROSEMI) == Zone.SIGNI
    # It entered from the trash: its own [Auto] draws a card, then a discard.
    game.discard(BUFFALO)
    assert sorted(game.names(0, Zone.HAND)) == sorted([KAZAKI, KOALALA])


@encodes("WXDi-CP01-050")
def test_rosemi_life_burst_adds_a_virtual_signi(table: Table) -> None:
    game = table.life_burst(ROSEMI, f'trash: ["{SARA}"]')
    game.burst()
    game.mode(0)  # to the hand (1: onto the field)
    assert game.names(0, Zone.HAND) == [SARA]


@encodes("WXDi-CP01-013")
def test_lize_ice_wall_stops_two_attackers_and_for_three_reveals_two_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        "[Assist] Lize, Level 2 [Ice Wall]",
        ["Lize, Level 0", "[Assist] Lize, Level 1 [Sword]"],
        mine=f"ener: {[BUFFALO] * 6}\n            deck: {[SARA, MAO, *[BUFFALO] * 3, KOALALA]}",
        theirs=f'signi: ["{KOALALA}", "{SERVANT}", "{ATHENA}"]',
    )
    game.pay()  # its grow cost
    game.first()  # the order of its two [Enter] abilities: the attackers first
    game.target(KOALALA, SERVANT)
    game.accept()
    game.pay()
    game.choose(SARA, MAO)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SARA, MAO])
    stopped = [game.card(KOALALA, 1), game.card(SERVANT, 1, Zone.SIGNI)]
    assert all(game.game.has_keyword(card, KW.CANT_ATTACK) for card in stopped)
    assert not game.game.has_keyword(game.card(ATHENA, 1), KW.CANT_ATTACK)


AKANE = "Asahina Akane, Code 2434"  # level 1, 3000


@encodes("WXDi-CP01-035")
def test_akane_gains_2000_beside_a_selene_and_guards_virtual_signi_in_their_turn(
    table: Table,
) -> None:
    for beside, turn_player, akane, other in (
        (KOHAKU, 0, 5000, None),
        (SARA, 0, 3000, 5000),
        (SARA, 1, 5000, 7000),
    ):
        game = table(f"""
            turn: {3 + turn_player}
            turn_player: {turn_player}
            players:
              - signi: ["{AKANE}", "{beside}"]
        """)
        assert game.power(AKANE) == akane
        if other is not None:
            assert game.power(beside) == other
    game = table.life_burst(AKANE, f'opponent: {{signi: ["{KOALALA}", ~, "{SERVANT}"]}}')
    game.burst()
    game.target(KOALALA)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


RANBU = "[Assist] Toko, Level 2 [Ranbu]"


@encodes("WXDi-CP01-017")
def test_toko_ranbu_in_the_opponents_attack_phase_stops_signi_of_10000_or_less(
    table: Table,
) -> None:
    for pay in (True, False):
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3, left=["Toko, Level 0", "[Assist] Toko, Level 1 [Cudgel]"])}
                lrig_deck: ["{RANBU}"]
                ener: {[BUFFALO] * 5}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{ATHENA}", "{SARA}"]
        """)
        game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, RANBU))
        game.grow(RANBU)
        game.first()  # the order of its two [Enter] abilities: --5000 first
        game.target(KOALALA)
        assert game.power(KOALALA, 1) == 10000 - 5000
        if pay:
            game.accept()
            game.pay()
        else:
            game.decline()
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, ATHENA))
        # Sara (5000) and Koalala (5000 now) are stopped, not Athena (12000).
        able = {name for name in (KOALALA, SARA) if game.can(ActionKind.ATTACK, name)}
        assert able == (set() if pay else {KOALALA, SARA})


FUREN = "Furen E Lustario, Code 2434"  # level 3, 12000, white <<Virtual>>


@encodes("WXDi-CP01-027")
def test_furen_makes_furen_slash_cheap_draws_on_its_bounce_and_discards_a_guard_to_bounce(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FUREN}", "{SARA}", "{MAO}"]
            hand: ["Furen Slash", "{SERVANT}", "{BAPHOMET}"]
            ener: ["{ATHENA}", "{ATHENA}"]
            deck: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{KAZAKI}", "{ROMAIL}"]
    """)
    game.use("Furen Slash")  # two white Ener: its cost less three colorless
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.HAND and game.count(0, Zone.ENER) == 0
    game.mode(0)  # three <<Virtual>> SIGNI: draw a card (or [Ener Charge 1])
    assert game.names(0, Zone.HAND)[-1] == BUFFALO
    game.end_main()
    game.accept()  # Servant #, the only SIGNI with a [Guard] icon, is discarded
    assert game.zone_of(SERVANT) == Zone.TRASH and game.zone_of(BAPHOMET) == Zone.HAND
    game.target(KAZAKI)  # 8000 (Romail: 2000)
    assert game.zone_of(KAZAKI, 1) == Zone.HAND
    assert game.count(0, Zone.HAND) == 2  # once per turn: no second card


@encodes("WXDi-CP01-027")
def test_furen_beside_two_virtual_signi_draws_nothing_on_a_bounce(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FUREN}", "{SARA}", "{BAPHOMET}"]
            hand: ["Furen Slash"]
            ener: ["{ATHENA}", "{ATHENA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.use("Furen Slash")
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.decision == DecisionKind.MAIN and game.count(0, Zone.HAND) == 0


RUCO = "Ruco, Code 2434"
CHAIKA = "Hanabatake Chaika, Code 2434"  # black


@encodes("WXDi-CP01-048")
def test_ruco_cheapens_darkness_eater_and_mills_for_each_other_virtual_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{RUCO}", "{SARA}", "{MAO}"]
            hand: ["Darkness Eater"]
            ener: ["{CHAIKA}", "{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 5}
    """)
    game.use("Darkness Eater")  # 2 black and 2 colorless, reduced to 2 black
    if game.decision == DecisionKind.PAYMENT:
        game.pay()
    assert game.count(0, Zone.ENER) == 0
    # Koalala's power became 0 or less: two cards milled (Sara and Mao); it is vanished.
    assert game.names(1, Zone.TRASH) == [BUFFALO, BUFFALO]
    assert game.count(1, Zone.DECK) == 3 and game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-CP01-048")
def test_ruco_mills_only_once_per_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{RUCO}", "{SARA}", "{MAO}"]
            hand: ["Darkness Eater", "Darkness Eater"]
            ener: ["{CHAIKA}", "{CHAIKA}", "{CHAIKA}", "{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
            deck: {[BUFFALO] * 6}
    """)
    game.use("Darkness Eater")
    game.target(KOALALA)
    if game.decision == DecisionKind.PAYMENT:
        game.pay()
    assert game.count(1, Zone.DECK) == 4 and game.zone_of(KOALALA, 1) == Zone.ENER
    game.use("Darkness Eater")  # a second SIGNI at 0 power this turn: no second mill
    if game.decision == DecisionKind.PAYMENT:
        game.pay()
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.count(0, Zone.ENER) == 0
    assert game.count(1, Zone.DECK) == 4


def test_ruco_without_other_virtual_signi_mills_nothing(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{RUCO}"]
            hand: ["Darkness Eater"]
            ener: ["{CHAIKA}", "{CHAIKA}", "{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 5}
    """)
    game.use("Darkness Eater")
    if game.decision == DecisionKind.PAYMENT:
        game.pay()
    assert game.count(0, Zone.ENER) == 1  # two paid of three
    assert game.count(1, Zone.DECK) == 5 and game.zone_of(KOALALA, 1) == Zone.ENER


LAIN = "Lain Paterson, Code 2434"  # level 3, 12000, <<Virtual>>
BOUDICA = "Boudica, Crimson General"  # level 3


@encodes("WXDi-CP01-032")
def test_lain_is_vanished_instead_of_another_signi_in_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", "{LAIN}"]
            life: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.attack(KOALALA)  # 10000 against Sara's 5000
    game.accept()
    assert game.zone_of(LAIN) == Zone.ENER
    assert game.zone_of(SARA, 0) == Zone.SIGNI


@pytest.mark.parametrize(
    ("top", "milled"), [([BOUDICA, BOUDICA, SARA], 3 + 7), ([KOALALA, SARA, SARA], 3)]
)
@encodes("WXDi-CP01-032")
def test_lain_mills_three_and_seven_more_when_their_levels_total_seven(
    table: Table, top: list[str], milled: int
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LAIN}"]
          - deck: {top + [BUFFALO] * 10}
    """)
    game.end_main()
    assert game.count(1, Zone.TRASH) == milled


@encodes("WXDi-CP01-032")
def test_lain_mills_nothing_beside_a_signi_that_is_not_virtual(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LAIN}", "{KOALALA}"]
    """)
    game.end_main()
    assert game.count(1, Zone.TRASH) == 0


@encodes("WXDi-CP01-032")
def test_lain_life_burst_vanishes_a_level_two_or_less_signi(table: Table) -> None:
    game = table.life_burst(LAIN, 'opponent: {signi: ["Boudica, Crimson General", ~, "Servant #"]}')
    game.burst()  # Boudica is level 3: the Servant # alone
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-CP01-020")
def test_assist_mito_sin_adds_two_signi_that_share_a_class(table: Table) -> None:
    mill_two_add_two_sharing_a_class(table, "[Assist] Mito, Level 1 [Sin]", ["Mito, Level 0"])


KOKORO = "Amamiya Kokoro, Code 2434"  # level 3, 12000, white <<Virtual>>


@encodes("WXDi-CP01-026")
def test_kokoro_shadows_the_weakest_signi_as_the_turn_ends(table: Table) -> None:
    for mine, full in ((1, True), (3, False)):
        game = table(f"""
            phase: end
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KOKORO}", "{SARA}", "{MAO}"]
                life: {[SERVANT] * mine}
              - lrig: {lrigs(LIZE3)}
                signi: ["{BAPHOMET}", "{ATHENA}"]
                life: {[SERVANT] * 2}
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        sara = game.card(SARA, 0)
        assert game.game.has_keyword(sara, KW.SHADOW) is full
        # Without the full [Shadow], only level two or less SIGNI cannot target it.
        assert not game.is_targetable(sara, 1, game.card(BAPHOMET, 1))
        assert game.is_targetable(sara, 1, game.card(ATHENA, 1)) is not full
        assert game.is_targetable(game.card(MAO, 0), 1, game.card(BAPHOMET, 1))


@encodes("WXDi-CP01-026")
def test_kokoro_trashes_two_virtual_signi_from_ener_to_take_back_a_guard_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{KOKORO}"]
            ener: ["{SARA}", "{MAO}"]
            trash: ["{SERVANT}", "{BAPHOMET}"]
    """)
    game.play(KOKORO, 0)
    game.accept()
    assert game.names(0, Zone.HAND) == [SERVANT]
    assert game.count(0, Zone.ENER) == 0 and game.zone_of(BAPHOMET) == Zone.TRASH


@encodes("WXDi-CP01-026")
def test_kokoro_life_burst_returns_a_signi_of_10000_or_less(table: Table) -> None:
    game = table.life_burst(
        KOKORO, f'opponent: {{lrig: {lrigs(LIZE3)}, signi: ["{ATHENA}", ~, "Servant #"]}}'
    )
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.HAND
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI


KANA = "Sukoya Kana, Code 2434"  # level 2, 8000, white <<Virtual>>


@encodes("WXDi-CP01-038")
def test_kana_keeps_another_virtual_signi_from_a_level_two_or_less_lrigs_vanish(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MAO}"]
            hand: ["{KANA}"]
          - lrig: {lrigs(LIZE3, left=["Mito, Level 0"])}
            lrig_deck: ["{HATCHET}"]
    """)
    game.play(KANA, 1)  # Mao, the only other <<Virtual>> SIGNI, gains the ability
    game.end_main()
    game.pass_until(
        lambda play: play.game.turn_player == 1 and play.can(ActionKind.ASSIST_GROW, HATCHET)
    )
    game.grow(HATCHET)
    game.target(MAO)
    assert game.zone_of(MAO, 0) == Zone.SIGNI  # the Assist LRIG is level one


@encodes("WXDi-CP01-038")
def test_kana_life_burst_draws_and_gives_the_signi_in_hand_a_guard_icon(table: Table) -> None:
    game = table.life_burst(KANA, f'hand: ["{MAO}"]')
    game.burst()
    assert game.count(0, Zone.HAND) == 2
    assert game.game.has_keyword(game.card(MAO, 0, Zone.HAND), KW.GUARD)
