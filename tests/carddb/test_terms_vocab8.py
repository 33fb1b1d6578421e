"""The terms of the eighth vocabulary round (issue 11) and the cards they made playable.

[Virus]: the rule documents do not describe it; what the engine does is our reading of
the cards, written in docs/engine-hooks.md ("Virus"): a marker in a SIGNI zone, one per
zone, that stays while SIGNI come and go and makes the SIGNI there infected.
"""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.scenes import assist
from tests.carddb.table import AT3, LIZE3, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000
ZERO = "Nanashi, Part Zero"  # level 0, the bottom of a Nanashi Assist LRIG zone
CALAMITY = "Nanashi, Part Three Calamity"
DISSONA = "Muzica//Dissona, Code: Maze"  # a level 1 [Dissona] SIGNI with an [Enter] alone


@encodes("WXDi-P07-034")
def test_nanashi_scattering_gives_minus_8000_and_infects_every_opponent_zone(
    table: Table,
) -> None:
    game = assist(
        table,
        "Nanashi Scattering",
        [ZERO],
        mine=f"ener: {[BUFFALO] * 2}",
        theirs=f'signi: ["{KOALALA}", ~, "{BUFFALO}"]',
    )
    game.target(KOALALA)
    game.accept()
    game.pay()
    assert game.power(KOALALA) == 2000
    assert game.virus_zones(1) == [0, 1, 2]
    assert game.infected(game.card(BUFFALO, 1, Zone.SIGNI)) and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P07-035")
def test_nanashi_search_mills_two_adds_two_levels_and_may_infect(table: Table) -> None:
    game = assist(
        table,
        "Nanashi Search",
        [ZERO],
        mine=f'trash: ["{BUFFALO}", "{KOALALA}", "{ROMAIL}"]\n'
        f'            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]\n'
        f"            ener: {[BUFFALO]}",
    )
    game.target(BUFFALO)  # the only other level left: Koalala, chosen with it
    assert sorted(game.names(0, Zone.HAND)) == sorted([BUFFALO, KOALALA])
    assert game.count(0, Zone.DECK) == 1
    game.decline()
    assert game.virus_zones(1) == []


@encodes("WXDi-P07-036")
def test_nanashi_purification_trashes_an_infected_signi_instead_of_vanishing_it(
    table: Table,
) -> None:
    for infected, zone in (("[left]", Zone.TRASH), ("[center]", Zone.ENER)):
        game = assist(
            table,
            "Nanashi Purification",
            [ZERO, "Nanashi Scattering"],
            mine=f'ener: {[BUFFALO] * 4}\n            trash: ["{ROMAIL}"]',
            theirs=f'signi: ["{KOALALA}"]\n            viruses: {infected}',
        )
        assert game.zone_of(KOALALA, 1) == zone  # its only target
        game.accept()
        game.pay()
        game.target(ROMAIL)
        assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P07-037")
def test_nanashi_locking_keeps_an_infected_signi_from_attacking(table: Table) -> None:
    # Grown in the opponent's attack phase (its use timing), before their SIGNI attack.
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[ZERO, "Nanashi Scattering"])}
            lrig_deck: ["Nanashi Locking"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            ener: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}"]
            viruses: [center]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Nanashi Locking"))
    game.grow("Nanashi Locking")
    game.pay()
    game.first()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # --10000: no power left, vanished
    game.first()  # the [Enter] that discards two next
    game.accept()
    # The two cards of the hand are discarded; Romail, the only infected SIGNI, is its
    # target; the last [Enter] cannot be paid (the grow cost took the Ener).
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    assert not game.can(ActionKind.ATTACK, ROMAIL) and game.can(ActionKind.ATTACK, BUFFALO)


@encodes("WXDi-P07-038")
def test_nanashi_selection_removes_a_virus_to_choose_a_mode(table: Table) -> None:
    def selection(viruses: str) -> object:
        return table(f"""
            players:
              - lrig: {lrigs(AT3, left=[ZERO, "Nanashi Scattering", "Nanashi Selection"])}
                deck: {[BUFFALO] * 4}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                viruses: {viruses}
        """)

    game = selection("[]")
    assert not game.can(ActionKind.USE_ACTION, "Nanashi Selection")
    game = selection("[left, right]")
    game.action("Nanashi Selection")
    game.mode(2)  # the [Virus] of the right zone is removed
    game.mode(1)  # its only target: Koalala gets --10000
    assert game.virus_zones(1) == [0] and game.zone_of(KOALALA, 1) == Zone.ENER
    assert not game.can(ActionKind.USE_ACTION, "Nanashi Selection")  # once per turn


@encodes("WXDi-P13-010")
def test_nanashi_calamity_infects_a_zone_and_weakens_infected_signi_at_its_attack_phase(
    table: Table,
) -> None:
    calamity = [ZERO, "Nanashi, Part One Calamity", "Nanashi, Part Two Calamity", CALAMITY]
    for mine, virus in ((f'["{DISSONA}"]', True), (f'["{BUFFALO}"]', False)):
        game = table(f"""
            players:
              - lrig: {lrigs(calamity)}
                signi: {mine}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{BUFFALO}"]
                viruses: [center]
        """)
        game.end_main()
        if virus:
            game.mode(0)
            assert game.virus_zones(1) == [0, 1]
            assert game.power(KOALALA) == 7000 and game.power(BUFFALO, 1) == 2000
        else:
            assert game.virus_zones(1) == [1] and game.power(KOALALA) == 10000
    game = table(f"""
        players:
          - lrig: {lrigs([ZERO, *calamity])}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 8}
    """)
    game.action(CALAMITY)  # [Exceed 4]: the four cards under it
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(1, Zone.TRASH) == 6
    assert game.count(0, Zone.LRIG_TRASH) == 4
