"""The terms of the twelfth vocabulary round (issues 11 and 12) and the cards they made
playable.

- cards revealed from the hand (`reveal`, and the cost part `reveal`): they stay in the
  hand; as a cost, "you may reveal two spells from your hand. If you do, ...".
"""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA
from tests.carddb.table import AT3, LIZE3, Table, encodes, lrigs

SARA = "Sara Hoshikawa, Code 2434"  # white and black, level 1, 5000, vanilla
CHIHIRO = "Chihiro Yuki, Code 2434"  # level 1, white <<Virtual>>
KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black <<Virtual>>
SERVANT = "Servant #"  # level 1, a Guard icon
SANBAKA = lrigs(LIZE3, left="Ange, Level 0", right="Toko, Level 0")  # the team <<Sanbaka>>
SPINNING = "Activating the Story"  # a colorless spell
ROARING = "Deafening Inferno"  # a red spell
CIRCE = "Circe, Blessed Angel"  # a white <<Angel>> SIGNI
LANCELOT = "Lancelot, Crimson General"  # level 2, 5000, red
ZEUSIAS = "Zeusias, Mugen Crimson Angel Queen"  # level 3, 12000

# ------------------------------------------------------------------ revealing from the hand

ARS = "Ars Almal, Code 2434"


@encodes("WXDi-P00-033")
def test_ars_almal_gets_1000_for_each_virtual_signi_revealed(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {SANBAKA}
            signi: ["{ARS}", ~, ~]
            hand: ["{CHIHIRO}", "{KAZAKI}", "{SERVANT}"]
            ener: ["{SARA}", "{SARA}"]
    """)
    game.action(ARS)
    game.pay()
    assert set(game.options()) >= {f"choose {CHIHIRO}", f"choose {KAZAKI}"}
    assert f"choose {SERVANT}" not in game.options()
    game.act(ActionKind.CHOOSE, CHIHIRO)
    game.act(ActionKind.CHOOSE, KAZAKI)
    assert game.power(ARS) == 14000 and game.count(0, Zone.HAND) == 3
    assert not game.can(ActionKind.USE_ACTION, ARS)  # once per turn


@encodes("WXDi-P00-033")
def test_ars_almal_of_20000_may_discard_to_return_a_signi_with_its_team(table: Table) -> None:
    def attack(team: str, boost: int) -> Table:
        game = table(f"""
            phase: attack
            players:
              - lrig: {team}
                signi: ["{ARS}", ~, ~]
                hand: ["{SERVANT}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{LANCELOT}", ~]
        """)
        game.game.add_power(game.card(ARS), boost)
        game.attack(ARS)
        return game

    game = attack(SANBAKA, 8000)
    game.accept()  # discard Servant #
    game.target(LANCELOT)
    assert game.zone_of(LANCELOT) == Zone.HAND and game.zone_of(SERVANT) == Zone.TRASH
    for team, boost in ((SANBAKA, 7000), (lrigs(AT3), 8000)):  # 19000; no team
        game = attack(team, boost)
        assert game.decision != DecisionKind.OPTIONAL and game.zone_of(LANCELOT) == Zone.SIGNI


INGLIGHT = "R - Inglight, Code: Art"


@encodes("WXDi-P04-045")
def test_inglight_vanished_may_reveal_two_spells_to_draw(table: Table) -> None:
    def vanished(hand: list[str]) -> Table:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - signi: ["{INGLIGHT}", ~, ~]
                hand: {hand}
              - signi: ["{KOALALA}", ~, ~]
        """)
        game.attack(KOALALA)
        return game

    game = vanished([SPINNING, ROARING])
    game.accept()
    assert game.count(0, Zone.HAND) == 3 and {SPINNING, ROARING} <= set(game.names(0, Zone.HAND))
    game = vanished([SPINNING, SERVANT])  # one spell: it cannot reveal two
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P04-045")
def test_inglight_draws_when_the_top_card_is_a_spell_as_your_main_phase_begins(
    table: Table,
) -> None:
    for top, drawn in ((SPINNING, 1), (SERVANT, 0)):
        game = table(f"""
            phase: grow
            players:
              - signi: ["{INGLIGHT}", ~, ~]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
        assert game.count(0, Zone.HAND) == drawn
        assert game.zone_of(top) == (Zone.HAND if drawn else Zone.DECK)


APHRODITE = "Aphrodite, Crimson Angel"


@encodes("WXDi-P06-055")
def test_aphrodite_reveals_six_angels_and_pays_to_vanish(table: Table) -> None:
    def attack_phase(angels: int) -> Table:
        game = table(f"""
            players:
              - signi: ["{APHRODITE}", ~, ~]
                hand: {[CIRCE] * angels + [SERVANT]}
                ener: ["{ROARING}", "{SARA}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{ZEUSIAS}", "{KOALALA}", ~]
        """)
        game.end_main()
        return game

    game = attack_phase(6)
    game.accept()  # six Circe revealed, the two Ener paid
    assert set(game.options()) == {f"choose {ZEUSIAS}", f"choose {KOALALA}"}  # 12000 or less
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(0, Zone.HAND) == 7
    assert game.count(0, Zone.ENER) == 0
    game = attack_phase(5)
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.ENER) == 2


SPENSER = "D - Spenser, Code: Art"


@encodes("WXDi-P07-053")
def test_spenser_reveals_a_spell_for_5000_and_its_life_burst(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{SPENSER}", "{SPINNING}"]
    """)
    game.play(SPENSER)
    game.accept()
    assert game.power(SPENSER) == 8000 and game.names(0, Zone.HAND) == [SPINNING]
    game = table(f"""
        players:
          - hand: ["{SPENSER}", "{SERVANT}"]
    """)
    game.play(SPENSER)
    assert game.decision != DecisionKind.OPTIONAL and game.power(SPENSER) == 3000
    burst = table.life_burst(SPENSER, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    burst.burst()  # its one target: Koalala (the attacker is downed, targetable too)
    if burst.decision == DecisionKind.TARGET:
        burst.target(KOALALA)
    assert burst.game.has_keyword(burst.card(KOALALA), KW.CANT_ATTACK)
    assert burst.count(0, Zone.HAND) == 1
