"""WXDi-D02 (Nijisanji ver. Sanbaka): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT3, LIZE, LIZE3, Table, encodes, lrigs

ANGE = "Ange, Level 0"
TOKO = "Toko, Level 0"
# The three LRIGs of the team <<Sanbaka>>, all of level 1 or more.
TEAM = lrigs(LIZE3, left=[ANGE, "[Assist] Ange Level 1"], right=[TOKO, "[Assist] Toko Level 1"])
OPPONENT = '["Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434", "Kaede Higuchi, Code 2434"]'


@encodes("WXDi-D02-04L")
def test_lize_team_action_lasts_until_the_end_of_the_opponents_next_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            signi: ["Sara Hoshikawa, Code 2434", "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.action("[Center] Lize, Level 3")  # the only <<Virtual>> SIGNI is targeted
    assert game.power("Sara Hoshikawa, Code 2434") == 7000
    assert game.power("Water Buffalo, Phantom Aquatic Beast") == 5000
    game.pass_until(lambda g: g.turn == 4 and g.decision == DecisionKind.MAIN)
    assert game.power("Sara Hoshikawa, Code 2434") == 7000
    game.pass_until(lambda g: g.turn == 5)
    assert game.power("Sara Hoshikawa, Code 2434") == 5000


@encodes("WXDi-D02-04L")
def test_lize_enter_adds_the_virtual_signi_among_the_top_three(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(LIZE)}
            lrig_deck: ["[Center] Lize, Level 3"]
            ener: ["Servant #", "Servant #"]
            deck: ["Sara Hoshikawa, Code 2434", "Polygenesis", "Mao Matsukai, Code 2434",
                   "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.grow("[Center] Lize, Level 3")
    game.choose("Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Mao Matsukai, Code 2434",
        "Sara Hoshikawa, Code 2434",
    ]
    # Polygenesis went under the card that was not looked at.
    assert game.names(0, Zone.DECK) == ["Polygenesis", "Water Buffalo, Phantom Aquatic Beast"]


@encodes("WXDi-D02-06LT")
def test_ange_level_1_returns_a_level_two_or_less_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE, left=ANGE)}
            lrig_deck: ["[Assist] Ange Level 1"]
          - lrig: {lrigs(AT3)}
            signi: ["Kazaki Morinaka, Code 2434", "Kaede Higuchi, Code 2434"]
    """)
    game.grow("[Assist] Ange Level 1")  # Kaede is level 3
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.HAND


@encodes("WXDi-D02-07LT")
def test_ange_level_2_trashes_a_low_signi_and_returns_another(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE, left=[ANGE, "[Assist] Ange Level 1"])}
            lrig_deck: ["[Assist] Ange, Level 2"]
            ener: ["Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Kazaki Morinaka, Code 2434", "Kaede Higuchi, Code 2434"]
    """)
    game.grow("[Assist] Ange, Level 2")
    game.target("Kaede Higuchi, Code 2434")  # the two targets are chosen together
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.TRASH
    assert game.zone_of("Kaede Higuchi, Code 2434") == Zone.HAND


@encodes("WXDi-D02-09LA")
def test_toko_level_1_mills_three_then_targets_virtual_signi_in_the_trash(
    table: Table,
) -> None:
    # en-2021-glossary.txt, "Target": with "Then", the target is chosen after the part
    # before it was processed: the SIGNI milled now can be added.
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE, left=TOKO)}
            lrig_deck: ["[Assist] Toko Level 1"]
            deck: ["Sara Hoshikawa, Code 2434", "Polygenesis", "Mao Matsukai, Code 2434",
                   "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.grow("[Assist] Toko Level 1")
    game.choose("Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Mao Matsukai, Code 2434",
        "Sara Hoshikawa, Code 2434",
    ]
    assert game.names(0, Zone.TRASH) == ["Polygenesis"]


@encodes("WXDi-D02-10LA")
def test_toko_level_2_vanishes_up_to_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE, left=[TOKO, "[Assist] Toko Level 1"])}
            lrig_deck: ["[Assist] Toko, Level 2"]
            ener: ["Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: {OPPONENT}
    """)
    game.grow("[Assist] Toko, Level 2")
    game.target("Sara Hoshikawa, Code 2434", "Kaede Higuchi, Code 2434")
    assert game.names(1, Zone.SIGNI) == ["", "Mao Matsukai, Code 2434", ""]


@encodes("WXDi-D02-19LAT")
def test_samba_carnival_trashes_returns_and_adds(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["Samba Carnival"]
            ener: {["Servant #"] * 5}
            trash: ["Mao Matsukai, Code 2434", "Polygenesis"]
          - lrig: {lrigs(AT3)}
            signi: ["Kazaki Morinaka, Code 2434", "Kaede Higuchi, Code 2434"]
    """)
    game.use("Samba Carnival")
    game.target("Kazaki Morinaka, Code 2434", "Kaede Higuchi, Code 2434")
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.TRASH
    assert game.zone_of("Kaede Higuchi, Code 2434") == Zone.HAND
    assert game.names(0, Zone.HAND) == ["Mao Matsukai, Code 2434"]


@encodes("WXDi-D02-20")
def test_chihiro_gets_5000_with_three_virtual_signi(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
            hand: ["Sara Hoshikawa, Code 2434"]
    """)
    assert game.power("Chihiro Yuki, Code 2434") == 3000
    game.play("Sara Hoshikawa, Code 2434")
    assert game.power("Chihiro Yuki, Code 2434") == 8000


@encodes("WXDi-D02-21")
def test_ichigo_draws_when_the_revealed_card_is_a_virtual_signi(table: Table) -> None:
    def attack(top: str) -> int:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(LIZE)}
                signi: ["Ichigo Ushimi, Code 2434"]
                deck: ["{top}", "Servant #"]
        """)
        game.attack("Ichigo Ushimi, Code 2434")
        return game.count(0, Zone.HAND)

    assert attack("Sara Hoshikawa, Code 2434") == 1
    assert attack("Polygenesis") == 0


@encodes("WXDi-D02-22")
def test_kazaki_enter_puts_era_from_the_trash_onto_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            hand: ["Kazaki Morinaka, Code 2434"]
            trash: ["Era Otogibara, Code 2434"]
            ener: ["Servant #", "Servant #"]
    """)
    game.play("Kazaki Morinaka, Code 2434", 0)
    game.accept()
    game.pay()
    game.into(1)
    assert game.zone_of("Era Otogibara, Code 2434") == Zone.SIGNI


@encodes("WXDi-D02-22")
def test_kazaki_life_burst_pays_for_minus_12000(table: Table) -> None:
    game = table.life_burst("Kazaki Morinaka, Code 2434", "ener: ['Servant #', 'Servant #']")
    game.burst()
    game.accept()
    game.pay()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # power 1000 - 12000


@encodes("WXDi-D02-23")
def test_era_enters_add_a_guard_signi_and_return_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            hand: ["Era Otogibara, Code 2434"]
            signi: ["Kazaki Morinaka, Code 2434", "Sara Hoshikawa, Code 2434"]
            trash: ["Servant #", "Mao Matsukai, Code 2434"]
            ener: {["Servant #"] * 5 + ["Sara Hoshikawa, Code 2434"] * 2}
          - lrig: {lrigs(AT3)}
            signi: ["Kaede Higuchi, Code 2434"]
    """)
    game.play("Era Otogibara, Code 2434", 2)
    game.first()  # the Kazaki one first
    game.accept()
    game.pay("Servant #", "Servant #")
    assert game.names(0, Zone.HAND) == ["Servant #"]  # the one with [Guard]
    game.accept()
    game.pay()
    assert game.zone_of("Kaede Higuchi, Code 2434") == Zone.HAND


@encodes("WXDi-D02-24")
def test_kaede_center_power_and_3000_to_every_virtual_signi_when_vanished(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(LIZE3)}
            signi: ["Kaede Higuchi, Code 2434", "Sara Hoshikawa, Code 2434",
                    "Mao Matsukai, Code 2434"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    assert game.power("Sara Hoshikawa, Code 2434") == 8000  # in the center SIGNI zone
    assert game.power("Kaede Higuchi, Code 2434") == 10000
    game.attack("Tobiel, Full Armed")  # 12000: Kaede is vanished
    assert game.zone_of("Kaede Higuchi, Code 2434") == Zone.ENER
    assert game.power("Sara Hoshikawa, Code 2434") == 8000  # +3000 until end of turn
    assert game.power("Mao Matsukai, Code 2434") == 13000


@encodes("WXDi-D02-24")
def test_kaede_life_burst_adds_up_to_two_virtual_signi(table: Table) -> None:
    trash = '["Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434", "Servant #"]'
    game = table.life_burst("Kaede Higuchi, Code 2434", f"trash: {trash}")
    game.burst()
    game.choose("Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-D02-25")
def test_rin_ups_when_another_signi_leaves_in_your_main_phase(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            signi: ["Rin Shizuka, Code 2434 (downed)", "Sara Hoshikawa, Code 2434",
                    "Mao Matsukai, Code 2434"]
    """)
    rin = game.card("Rin Shizuka, Code 2434")
    game.act(game.ActionKind.RETIRE, "Sara Hoshikawa, Code 2434")
    game.act(game.ActionKind.RETIRE_DONE)
    assert not game.downed[rin]


@encodes("WXDi-D02-25")
def test_rin_action_downs_itself_to_mill_five(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            signi: ["Rin Shizuka, Code 2434"]
            deck: {["Servant #"] * 6}
    """)
    game.action("Rin Shizuka, Code 2434")
    assert game.count(0, Zone.TRASH) == 5
    assert game.downed[game.card("Rin Shizuka, Code 2434")]


@encodes("WXDi-D02-25")
def test_rin_life_burst_adds_or_puts_a_virtual_signi_onto_the_field(table: Table) -> None:
    game = table.life_burst("Rin Shizuka, Code 2434", "trash: ['Sara Hoshikawa, Code 2434']")
    game.burst()
    game.mode(1)  # onto the field
    game.into(0)
    assert game.zone_of("Sara Hoshikawa, Code 2434") == Zone.SIGNI


@encodes("WXDi-D02-29")
def test_in_wonderland_adds_a_black_signi_or_white_too_with_three_sanbaka(
    table: Table,
) -> None:
    trash = '["Chihiro Yuki, Code 2434", "Kazaki Morinaka, Code 2434"]'
    alone = table(f"""
        players:
          - lrig: {lrigs(LIZE)}
            hand: ["In Wonderland"]
            ener: ["Servant #", "Servant #"]
            trash: {trash}
    """)
    alone.use("In Wonderland")
    alone.pay()
    assert alone.names(0, Zone.HAND) == ["Kazaki Morinaka, Code 2434"]  # black
    team = table(f"""
        players:
          - lrig: {TEAM}
            hand: ["In Wonderland"]
            ener: ["Servant #", "Servant #"]
            trash: {trash}
    """)
    team.use("In Wonderland")
    team.pay()
    team.target("Chihiro Yuki, Code 2434")  # white: only with the team
    assert team.names(0, Zone.HAND) == ["Chihiro Yuki, Code 2434"]


@encodes("WXDi-D02-29")
def test_in_wonderland_life_burst_gives_minus_8000(table: Table) -> None:
    game = table.life_burst("In Wonderland")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


ANGE3 = [ANGE, "[Center] Ange, Level 1", "[Center] Ange, Level 2", "[Center] Ange, Level 3"]
TOKO3 = [TOKO, "[Center] Toko, Level 1", "[Center] Toko, Level 2", "[Center] Toko, Level 3"]
LIZE_ASSIST = ["Lize, Level 0", "[Assist] Lize, Level 1"]


@encodes("WXDi-D02-13A")
def test_ange_level_3_enter_returns_a_signi_and_draws(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(ANGE3[:3])}
            lrig_deck: ["[Center] Ange, Level 3"]
            ener: ["Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Kaede Higuchi, Code 2434"]
    """)
    game.grow("[Center] Ange, Level 3")
    assert game.zone_of("Kaede Higuchi, Code 2434") == Zone.HAND
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-D02-13A")
def test_ange_level_3_team_action_gives_a_virtual_signi_4000(table: Table) -> None:
    team = lrigs(ANGE3, left=LIZE_ASSIST, right=[TOKO, "[Assist] Toko Level 1"])
    game = table(f"""
        players:
          - lrig: {team}
            signi: ["Sara Hoshikawa, Code 2434", "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.action("[Center] Ange, Level 3")
    assert game.power("Sara Hoshikawa, Code 2434") == 9000
    assert not game.can(game.ActionKind.USE_ACTION, "[Center] Ange, Level 3")  # once a turn


@encodes("WXDi-D02-16T")
def test_toko_level_3_enter_adds_up_to_two_virtual_signi(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TOKO3[:3])}
            lrig_deck: ["[Center] Toko, Level 3"]
            ener: ["Servant #", "Servant #"]
            trash: ["Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434", "Servant #"]
    """)
    game.grow("[Center] Toko, Level 3")
    game.choose("Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Mao Matsukai, Code 2434",
        "Sara Hoshikawa, Code 2434",
    ]


@encodes("WXDi-D02-16T")
def test_toko_level_3_team_action_trashes_a_virtual_signi_for_minus_3000(
    table: Table,
) -> None:
    team = lrigs(TOKO3, left=LIZE_ASSIST, right=[ANGE, "[Assist] Ange Level 1"])
    game = table(f"""
        players:
          - lrig: {team}
            signi: ["Sara Hoshikawa, Code 2434", "Water Buffalo, Phantom Aquatic Beast",
                    "Mao Matsukai, Code 2434"]
          - lrig: {lrigs(AT3)}
            signi: ["Kaede Higuchi, Code 2434"]
    """)
    game.action("[Center] Toko, Level 3")
    game.choose("Mao Matsukai, Code 2434")  # the cost: a <<Virtual>> SIGNI of yours
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.TRASH
    assert game.power("Kaede Higuchi, Code 2434") == 7000


@encodes("WXDi-D02-16T")
def test_toko_level_3_team_action_needs_a_virtual_signi(table: Table) -> None:
    team = lrigs(TOKO3, left=LIZE_ASSIST, right=[ANGE, "[Assist] Ange Level 1"])
    game = table(f"""
        players:
          - lrig: {team}
            signi: ["Water Buffalo, Phantom Aquatic Beast"]
    """)
    assert not game.can(game.ActionKind.USE_ACTION, "[Center] Toko, Level 3")


@encodes("WXDi-D02-17AT")
def test_lize_assist_level_1_adds_up_to_two_white_virtual_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Lize, Level 0")}
            lrig_deck: ["[Assist] Lize, Level 1"]
            deck: ["Kazaki Morinaka, Code 2434", "Sara Hoshikawa, Code 2434", "Polygenesis",
                   "Chihiro Yuki, Code 2434", "Servant #", "Servant #", "Era Otogibara, Code 2434",
                   "Mao Matsukai, Code 2434"]
    """)
    game.grow("[Assist] Lize, Level 1")
    # Kazaki is black, Mao the eighth card.
    assert "choose Kazaki Morinaka, Code 2434" not in game.options()
    game.choose("Sara Hoshikawa, Code 2434", "Era Otogibara, Code 2434")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Era Otogibara, Code 2434",
        "Sara Hoshikawa, Code 2434",
    ]
    assert game.names(0, Zone.DECK)[-1] == "Mao Matsukai, Code 2434"  # still on top


@encodes("WXDi-D02-18AT")
def test_lize_assist_level_2_puts_two_white_virtual_signi_onto_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=LIZE_ASSIST)}
            lrig_deck: ["[Assist] Lize, Level 2"]
            ener: {["Servant #"] * 4 + ["Era Otogibara, Code 2434"] * 3}
            deck: ["Era Otogibara, Code 2434", "Kazaki Morinaka, Code 2434",
                   "Chihiro Yuki, Code 2434", "Servant #", "Polygenesis", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.grow("[Assist] Lize, Level 2")
    game.pay("Servant #", "Servant #", "Servant #", "Servant #")
    game.choose("Era Otogibara, Code 2434", "Chihiro Yuki, Code 2434")
    game.into(0)
    game.into(1)
    assert game.names(0, Zone.SIGNI) == [
        "Era Otogibara, Code 2434",
        "Chihiro Yuki, Code 2434",
        "",
    ]
    # Era's [Enter] abilities (optional, with costs) are not offered.
    assert game.decision != DecisionKind.OPTIONAL
    assert game.count(0, Zone.ENER) == 3
