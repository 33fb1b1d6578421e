"""WXDi-P08: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Phase, Zone
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs

TAMA = "Tamayorihime, New Moon Miko"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # no Life Burst
LIFE = str([BUFFALO] * 3)


@encodes("WXDi-P08-022")
def test_tama_loud_voice_returns_a_signi_of_10000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=TAMA)}
            lrig_deck: ["Tama Loud Voice"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
    """)
    game.grow("Tama Loud Voice")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.HAND
    assert game.zone_of("Tobiel, Full Armed") == Zone.SIGNI  # power 12000


@encodes("WXDi-P08-026")
def test_tama_aura_lets_the_center_attack_again_without_its_abilities(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[TAMA, "Tama Loud Voice"])}
            lrig_deck: ["Tama Aura"]
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    game.grow("Tama Aura")
    center = game.card("At =Tre=, the Opened Gate")
    game.target("At =Tre=, the Opened Gate")
    game.end_main()
    game.attack("At =Tre=, the Opened Gate")
    assert not game.downed[center] and game.lost_abilities(center)
    game.attack("At =Tre=, the Opened Gate")  # upped: it attacks a second time
    assert len(game.players[1].life) == 1
    assert not game.can(game.ActionKind.ATTACK)  # once per turn: downed now


HANAYO = "Hanayo//Memoria, Natural Pyroxene"


@encodes("WXDi-P08-039")
def test_hanayo_memoria_with_no_ener_becomes_level_three_and_vanishes_up_to_its_level(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HANAYO}"]
            hand: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
            hand: ["Servant #"]
            life: {LIFE}
    """)
    game.first()  # the base values first
    game.accept()  # discard two red cards
    game.target("Tobiel, Full Armed")  # level three: as high as Hanayo now
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER
    hanayo = game.card(HANAYO)
    assert (game.level(hanayo), game.power(HANAYO)) == (3, 12000)
    assert game.count(0, Zone.HAND) == 0
    game.pass_until(lambda g: g.turn == 4 and g.phase == Phase.MAIN)
    assert (game.level(hanayo), game.power(HANAYO)) == (3, 12000)  # the opponent's turn
    game.pass_until(lambda g: g.turn == 5)
    assert (game.level(hanayo), game.power(HANAYO)) == (2, 5000)


def test_hanayo_memoria_with_ener_stays_level_two(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HANAYO}"]
            hand: ["Romail, Lightly Armed", "Flopsy, Phantom Terra Beast", "Tobiel, Full Armed"]
            ener: ["Servant #"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
            life: {LIFE}
    """)
    game.accept()
    game.discard("Romail, Lightly Armed")  # then Tobiel: red; Flopsy (green) cannot be
    assert game.names(0, Zone.HAND) == ["Flopsy, Phantom Terra Beast"]
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # the only target
    assert game.zone_of("Tobiel, Full Armed", 1) == Zone.SIGNI
    assert game.level(game.card(HANAYO)) == 2


YUZUKI = "Yuzuki//Memoria, Phantom Dragon"


@encodes("WXDi-P08-057")
def test_yuzuki_memoria_makes_the_opponent_trash_two_ener(table: Table) -> None:
    def attack_phase(opponent_ener: int) -> Play:
        return table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{YUZUKI}"]
                ener: ["Romail, Lightly Armed", "Servant #", "Servant #"]
              - lrig: {lrigs(LIZE3)}
                ener: {["Servant #", BUFFALO] * (opponent_ener // 2)}
                life: {LIFE}
        """)

    game = attack_phase(4)
    game.accept()  # pay 1 red and 2 colorless: the three Ener
    game.choose(BUFFALO, BUFFALO)  # the opponent chooses
    assert game.names(1, Zone.ENER) == ["Servant #", "Servant #"]
    assert game.count(1, Zone.TRASH) == 2 and game.count(0, Zone.ENER) == 0
    game = attack_phase(2)  # fewer than four: nothing is asked
    assert game.decision != DecisionKind.OPTIONAL and game.count(1, Zone.ENER) == 2


@encodes("WXDi-P08-057")
def test_yuzuki_memoria_life_burst_vanishes_8000_or_less(table: Table) -> None:
    game = table.life_burst(YUZUKI)
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


HALBERD = "Halberd, Full Armed"
RED_ENER = str(["Romail, Lightly Armed"] * 4)


@encodes("WXDi-P08-041")
def test_halberd_crushes_when_an_opponents_assist_lrig_targets_an_upped_signi(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HALBERD}", "Lancelot, Crimson General"]
            ener: {RED_ENER}
          - lrig: {lrigs(AT, left=TAMA)}
            lrig_deck: ["Tama Loud Voice"]
            life: {LIFE}
    """)
    game.grow("Tama Loud Voice")  # targets Lancelot (5000), not Halberd (12000)
    game.accept()  # pay 3 red and 1 colorless
    assert len(game.players[1].life) == 2
    assert game.zone_of("Lancelot, Crimson General") == Zone.HAND
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P08-041")
def test_halberd_crushes_when_a_life_burst_targets_it(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HALBERD}", "Lancelot, Crimson General"]
            ener: {RED_ENER}
          - lrig: {lrigs(LIZE3)}
            life: ["Amazoness, Jade General", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack("Lancelot, Crimson General")  # no SIGNI in front: Amazoness is crushed
    game.burst()  # its Life Burst targets Halberd, upped (power 7000 or more), and vanishes it
    game.accept()  # the ability still resolves: pay with four of the five Ener
    game.pay()
    assert len(game.players[1].life) == 1
    assert game.count(0, Zone.ENER) == 1  # Halberd, vanished


def test_halberd_ignores_a_downed_signi_becoming_a_target(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HALBERD}", "Lancelot, Crimson General (downed)"]
            ener: {RED_ENER}
          - lrig: {lrigs(AT, left=TAMA)}
            lrig_deck: ["Tama Loud Voice"]
            life: {LIFE}
    """)
    game.grow("Tama Loud Voice")  # Lancelot is downed
    assert game.decision != DecisionKind.OPTIONAL
    assert len(game.players[1].life) == 3


@encodes("WXDi-P08-041")
def test_halberd_enter_draws_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{HALBERD}", "Servant #"]
            ener: ["Romail, Lightly Armed"]
    """)
    game.play(HALBERD, 0)
    game.accept()  # pay 1 red and discard a card
    assert game.count(0, Zone.HAND) == 2 and game.zone_of("Servant #", 0) == Zone.TRASH
