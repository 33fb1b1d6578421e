"""Cards the vocabulary's later terms made expressible: a filter that leaves out one card
name ("other than ..."), a card added from the opponent's Life Cloth to its owner's hand.
A look at the top cards that puts exactly one of them back on top. Each test plays the
card's abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT3, LIZE3, TAMA, Table, encodes, lrigs

VALKYRIE = "Valkyrie, Unforgettable Fantasy"  # white <Angel>, level 3
RAPHAE = "Raphae, From Your Tomorrow"  # white <Angel>, level 3
ALPHARD = "Alphard, Natural Star"  # white <Space>, level 4
ALPHECCA = "Alphecca, Natural Star"  # white <Space>, level 3
MIMOSA = "Mimosa, Natural Star"  # white <Space>, level 3
NAKIRUN = "Nakirun, Younger Sister Deity of the Holy Tomb"  # white <Angel>, level 3
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1
KIAHA = "Kiaha, Phantom Insect"  # black <Misfortune Insect>, level 3
WORK_ANT = "Work Ant, Phantom Insect"  # black, level 2
CHILD_ANT = "Child Ant, Phantom Insect"  # black, level 1
MYUU = ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]
URITH = "Urith//Memoria, Doomed Evil Queen"
IMP = "Imp, Azure Doomed Evil"  # blue and black <<Demon>>, level 1, 5000
TICK_TOCK = "Tick - Tock, Azure Doomed Evil"  # blue and black <<Demon>>, level 2, 10000
ZAGAN = "Zagan, Blessed Crimson Evil"  # white and red <<Demon>>, level 1
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # vanilla


def _choices(game_options: list[str]) -> set[str]:
    return {option.removeprefix("choose ") for option in game_options}


@encodes("WX01-037")
def test_valkyrie_searches_a_level_three_signi_but_another_valkyrie(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{VALKYRIE}"]
            deck: ["{VALKYRIE}", "{ALPHARD}", "{RAPHAE}", "{KUKRI}"]
    """)
    game.action(VALKYRIE)
    assert _choices(game.options()) == {KUKRI, RAPHAE, "no more"}
    game.choose(RAPHAE)
    assert game.zone_of(RAPHAE) == Zone.HAND
    assert game.names(0, Zone.DECK).count(VALKYRIE) == 1


@encodes("WX06-023")
def test_nakirun_searches_an_angel_but_another_nakirun(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{NAKIRUN}"]
            deck: ["{NAKIRUN}", "{RAPHAE}", "{KUKRI}"]
    """)
    game.action(NAKIRUN)
    assert _choices(game.options()) == {RAPHAE, "no more"}
    game.choose(RAPHAE)
    assert game.zone_of(RAPHAE) == Zone.HAND


@encodes("WX07-035")
def test_mimosa_searches_a_level_three_space_but_another_mimosa(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{MIMOSA}"]
            deck: ["{MIMOSA}", "{ALPHARD}", "{ALPHECCA}", "{KUKRI}"]
    """)
    game.action(MIMOSA)
    assert _choices(game.options()) == {ALPHECCA, "no more"}
    game.choose(ALPHECCA)
    assert game.zone_of(ALPHECCA) == Zone.HAND


@encodes("WD11-011")
def test_kiaha_returns_a_black_signi_but_another_kiaha(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU}
            hand: ["{KIAHA}"]
            ener: ["{WORK_ANT}"]
            trash: ["{KIAHA}", "{CHILD_ANT}", "{KUKRI}"]
    """)
    game.play(KIAHA, 0)
    game.accept()  # pays [Black] with the Work Ant, which goes to the trash
    assert _choices(game.options()) == {WORK_ANT, CHILD_ANT}  # not the other Kiaha
    game.choose(WORK_ANT)
    assert game.names(0, Zone.HAND) == [WORK_ANT]
    assert sorted(game.names(0, Zone.TRASH)) == [CHILD_ANT, KIAHA, KUKRI]


@encodes("WD11-011")
def test_kiaha_life_burst_draws_a_card(table: Table) -> None:
    burst = table.life_burst(KIAHA, f"deck: ['{ALPHECCA}']", classic=True)
    burst.burst()
    assert burst.zone_of(ALPHECCA) == Zone.HAND


@encodes("WXDi-P08-047")
def test_urith_memoria_discards_two_demons_for_minus_12000(table: Table) -> None:
    # -12000 puts the opponent's 10000 Tick - Tock at 0 or less: vanished into the Ener
    # Zone (en-2021-glossary.txt, "Power").
    for hand, zone in (([IMP, TICK_TOCK], Zone.ENER), ([IMP, BUFFALO], Zone.SIGNI)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{URITH}"]
                hand: {hand}
              - lrig: {lrigs(LIZE3)}
                signi: ["{TICK_TOCK}"]
        """)
        game.end_main()
        if zone is Zone.ENER:  # two <<Demon>> SIGNI to discard: offered
            game.accept()
            game.discard(IMP)  # then the Tick - Tock; the one target is taken
            assert game.count(0, Zone.HAND) == 0
        assert game.zone_of(TICK_TOCK, 1) == zone


@encodes("WXDi-P08-047")
def test_urith_memoria_returns_a_demon_but_another_urith(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{URITH}"]
            ener: ["{BUFFALO}"]
            trash: ["{URITH}", "{IMP}", "{ZAGAN}", "{BUFFALO}"]
    """)
    game.play(URITH, 0)
    game.accept()
    assert _choices(game.options()) == {IMP, ZAGAN}  # not the other Urith
    game.target(IMP)
    assert game.zone_of(IMP) == Zone.HAND


SPARKLING = "Sparkling\u2606Memories"
WHITE, BLACK = "Akino*Rock", "Deus Drive"  # a white and a black Assist LRIG, level 1
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, vanilla


@encodes("WXDi-P07-001")
def test_sparkling_memories_gives_the_opponent_a_life_cloth_and_puts_a_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=WHITE, right=BLACK)}
            lrig_deck: ["{SPARKLING}"]
            ener: {[ZAGAN] * 3!s}
            hand: ["{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            life: ["{IMP}", "{BUFFALO}"]
    """)
    game.use(SPARKLING)  # the Center is the only level three LRIG
    game.end_main()  # no SIGNI: on to the LRIG attack step
    game.attack(AT3[-1])
    game.blind(1)  # one of the opponent's Life Cloth, face down (the top): to its hand
    assert game.zone_of(IMP, 1) == Zone.HAND
    assert game.count(0, Zone.HAND) == 1
    game.choose(KOALALA)  # then up to one SIGNI from the hand onto the field
    game.into(0)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI


HIMAWARI = "Himawari Honma, Code 2434"


@encodes("WXDi-P00-034", "WXDi-P06-068", "WXDi-P08-050")
def test_himawari_must_put_exactly_one_card_back_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HIMAWARI}"]
            ener: ["{ZAGAN}"]
            deck: ["{BUFFALO}", "{URITH}", "{KOALALA}", "{IMP}"]
    """)
    game.action(HIMAWARI)
    game.choose(KOALALA)  # the SIGNI revealed into the hand
    assert _choices(game.options()) == {URITH, BUFFALO}  # one must go on top: no "no more"
    game.choose(URITH)
    assert game.names(0, Zone.DECK) == [BUFFALO, IMP, URITH]  # the bottom first
