"""WXDi-CP01: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO
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
