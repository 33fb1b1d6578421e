"""WXDi-P16: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst
from tests.carddb.table import AT3, LIZE3, Table, encodes, lrigs

MULE = "Mule Hare, Phantom Terra Beast"
TAMAGO = "Tamago//Fesonne, Natural Planet"


@encodes("WXDi-P16-066")
def test_mule_hare_gives_5000_at_the_attack_phase(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{MULE}", "{ROMAIL}"]
    """)
    game.end_main()
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 7000


@encodes("WXDi-P16-066")
def test_mule_hare_life_burst_discards_one_and_draws_three(table: Table) -> None:
    game = burst(table, MULE, mine=f'hand: ["{ROMAIL}"]')
    assert game.names(0, Zone.TRASH) == [ROMAIL] and game.count(0, Zone.HAND) == 3


@encodes("WXDi-P16-071")
def test_tamago_fesonne_freezes_two(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{TAMAGO}"]
          - signi: ["Servant #", "{KOALALA}", "{BUFFALO}"]
    """)
    game.action(TAMAGO)
    game.target("Servant #", KOALALA)
    frozen = [game.frozen[card] for card in game.players[1].signi]
    assert frozen == [1, 1, 0] and game.downed[game.card(TAMAGO)]


@encodes("WXDi-P16-071")
def test_tamago_fesonne_life_burst_downs_freezes_and_the_opponent_discards(
    table: Table,
) -> None:
    game = burst(table, TAMAGO, theirs=f'hand: ["{ROMAIL}"]')
    game.target(KOALALA)
    koalala = game.card(KOALALA, 1)
    assert game.downed[koalala] and game.frozen[koalala]
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P16-060")
def test_nova_fesonne_reveals_a_guard_signi_of_the_top_four_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - signi: ["Nova//Fesonne, Natural Planet"]
            deck: ["{BUFFALO}", "Servant #", "{KOALALA}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.choose("Servant #")
    assert game.names(0, Zone.HAND) == ["Servant #"]
    assert game.names(0, Zone.DECK)[-1] == BUFFALO and game.count(0, Zone.DECK) == 4


@encodes("WXDi-P16-077")
def test_bang_fesonne_makes_the_opponent_put_a_big_signi_into_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["Bang//Fesonne, Jade Evil"]
            ener: ["{KOALALA}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.action("Bang//Fesonne, Jade Evil")
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the only one of 10000 or more
    assert game.zone_of("Bang//Fesonne, Jade Evil") == Zone.TRASH


@encodes("WXDi-P16-085")
def test_pb_discards_and_trashes_itself_to_revive_a_level_three_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Pb, Natural Element"]
            hand: ["{ROMAIL}"]
            trash: ["Boudica, Crimson General", "{KOALALA}"]
    """)
    game.action("Pb, Natural Element")
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of("Boudica, Crimson General") == Zone.SIGNI  # level three only
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KOALALA, ROMAIL, "Pb, Natural Element"])


@encodes("WXDi-P16-049")
def test_heavy_machine_gun_vanishes_by_the_life_cloth_left(table: Table) -> None:
    for life, mode, vanished in ((3, 0, BUFFALO), (2, 1, KOALALA)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Heavy Machine Gun, Roaring Cannon"]
                life: {[BUFFALO] * life}
                ener: ["{ROMAIL}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{BUFFALO}"]
        """)
        game.end_main()
        game.mode(mode)
        if mode == 1:
            game.accept()
            game.target(KOALALA)
        assert game.names(1, Zone.ENER) == [vanished]


@encodes("WXDi-P16-075")
def test_eldora_dissona_sends_a_small_frozen_signi_to_the_bottom(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Eldora//Dissona, Aquatic Beast"]
            ener: ["{BUFFALO}"]
          - signi: ["{ROMAIL} (frozen)", "{ROMAIL}", "{KOALALA} (frozen)"]
    """)
    game.action("Eldora//Dissona, Aquatic Beast")
    assert game.names(1, Zone.DECK)[0] == ROMAIL  # the only frozen one of 3000 or less
    assert game.names(1, Zone.SIGNI) == ["", ROMAIL, KOALALA]
