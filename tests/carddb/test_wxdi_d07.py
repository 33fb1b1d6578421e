"""WXDi-D07 (D-X-M): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

EX = ["Ex Zero", "Ex One", "Ex Two"]
EX3 = [*EX, "Ex Three"]
DEUS = "Deus Zero"
MACHINA = "Machina Zero"
# The team <<Deus Ex Machina>>, every member of level 1 or more.
TEAM = lrigs(EX3, left=[DEUS, "Deus Drive"], right=[MACHINA, "Machina Wing Slash"])
DECK = str(["Water Buffalo, Phantom Aquatic Beast"] * 6)


@encodes("WXDi-D07-006")
def test_deus_drive_vanishes_a_level_two_or_less_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX, left=DEUS)}
            lrig_deck: ["Deus Drive"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Mao Matsukai, Code 2434"]
    """)
    game.grow("Deus Drive")
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.ENER
    assert game.zone_of("Tobiel, Full Armed") == Zone.SIGNI  # level 3


@encodes("WXDi-D07-009")
def test_machina_wing_slash_vanishes_a_level_one_and_adds_one_from_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX, right=MACHINA)}
            lrig_deck: ["Machina Wing Slash"]
            trash: ["Servant #", "Romail, Lightly Armed", "Lancelot, Crimson General"]
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434", "Mao Matsukai, Code 2434"]
    """)
    game.grow("Machina Wing Slash")
    game.first()  # the vanish first
    assert game.zone_of("Chihiro Yuki, Code 2434") == Zone.ENER
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.SIGNI  # level 2
    # Romail is the only level one SIGNI without a [Guard] icon in the trash.
    assert game.names(0, Zone.HAND) == ["Romail, Lightly Armed"]


@encodes("WXDi-D07-010")
def test_machina_smash_gives_minus_12000_and_pays_black_to_add_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX, right=[MACHINA, "Machina Wing Slash"])}
            lrig_deck: ["Machina Smash"]
            ener: ["Baphomet, Doomed Evil", "Baphomet, Doomed Evil"]
            trash: ["Servant #", "Lancelot, Crimson General"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.grow("Machina Smash")  # its grow cost: one Ener of any colour
    game.first()  # --12000 first
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER  # 12000 - 12000: vanished
    game.accept()  # pay black for the second [Enter] ability
    assert game.count(0, Zone.ENER) == 0
    game.target("Lancelot, Crimson General")  # or a Baphomet just paid: no Servant (Guard)
    assert game.names(0, Zone.HAND) == ["Lancelot, Crimson General"]


@encodes("WXDi-D07-011")
def test_trigger_of_victory_crushes_then_adds_a_signi_without_guard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["TRIGGER OF VICTORY"]
            ener: ["Servant #"]
            trash: ["Servant #", "Eckesachs, Lightly Armed"]
          - lrig: {lrigs(AT3)}
            life: ["Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast"]
    """)
    game.use("TRIGGER OF VICTORY")
    assert len(game.players[1].life) == 1
    assert game.names(0, Zone.HAND) == ["Eckesachs, Lightly Armed"]
    assert game.zone_of("TRIGGER OF VICTORY") == Zone.REMOVED


@encodes("WXDi-D07-011")
def test_trigger_of_victory_needs_every_member_of_level_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3, left=DEUS, right=[MACHINA, "Machina Wing Slash"])}
            lrig_deck: ["TRIGGER OF VICTORY"]
            ener: ["Servant #"]
    """)
    assert not game.can(game.ActionKind.USE_PIECE)


@encodes("WXDi-D07-013")
def test_cargo_trashes_an_ener_card_and_the_opponent_may_charge(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX)}
            hand: ["Cargo, Code: Ride"]
          - lrig: {lrigs(AT3)}
            ener: ["Tobiel, Full Armed"]
            deck: ["Koalala, Phantom Terra Beast", "Servant #"]
    """)
    game.play("Cargo, Code: Ride", 0)
    game.accept()  # Tobiel, the only card there, is the target
    assert game.zone_of("Tobiel, Full Armed") == Zone.TRASH
    assert game.decision == DecisionKind.OPTIONAL and game.game.decision.player == 1
    game.accept()  # the opponent charges
    assert game.names(1, Zone.ENER) == ["Koalala, Phantom Terra Beast"]


@encodes("WXDi-D07-013")
def test_cargo_life_burst_pays_red_to_vanish_8000_or_less(table: Table) -> None:
    game = table.life_burst("Cargo, Code: Ride", "ener: ['Eckesachs, Lightly Armed']")
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-D07-014")
def test_baphomet_mills_three_and_gets_4000_with_five_cards_in_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX)}
            hand: ["Baphomet, Doomed Evil"]
            trash: ["Servant #", "Servant #"]
            deck: {DECK}
    """)
    game.play("Baphomet, Doomed Evil", 0)
    assert game.count(0, Zone.TRASH) == 5
    assert game.power("Baphomet, Doomed Evil") == 7000
    game.game.move(game.ids("Servant #", 0, Zone.TRASH)[0], Zone.HAND)
    assert game.power("Baphomet, Doomed Evil") == 3000


@encodes("WXDi-D07-016")
def test_musca_discards_two_level_one_signi_to_add_a_signi_without_guard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX)}
            hand: ["Musca, Natural Planet", "Romail, Lightly Armed", "Chihiro Yuki, Code 2434",
                   "Mao Matsukai, Code 2434"]
            trash: ["Servant #", "Lancelot, Crimson General"]
    """)
    game.play("Musca, Natural Planet", 0)
    game.accept()
    assert not game.can(game.ActionKind.DISCARD, "Mao Matsukai, Code 2434")  # level two
    game.discard("Romail, Lightly Armed")  # then Chihiro, the only level one SIGNI left
    game.target("Lancelot, Crimson General")  # not Servant (Guard)
    assert game.names(0, Zone.HAND) == ["Mao Matsukai, Code 2434", "Lancelot, Crimson General"]


@encodes("WXDi-D07-016")
def test_musca_life_burst_pays_for_minus_12000(table: Table) -> None:
    game = table.life_burst("Musca, Natural Planet", "ener: ['Servant #', 'Baphomet, Doomed Evil']")
    game.burst()
    game.accept()
    game.pay()
    assert game.zone_of("Servant #", 1) == Zone.ENER


GULL = "Gull - Wing, Code: Accel"


@encodes("WXDi-D07-017")
def test_gull_wing_trashes_an_opponents_ener_card_after_a_discard(table: Table) -> None:
    def attack_phase(discard: bool) -> int:
        game = table(f"""
            players:
              - lrig: {TEAM}
                signi: ["{GULL}"]
                lrig_deck: ["Chime of the Blessed Key"]
                deck: {DECK}
              - lrig: {lrigs(AT3)}
                ener: ["Servant #", "Tobiel, Full Armed"]
        """)
        if discard:
            game.use("Chime of the Blessed Key")  # draw three and discard two (all alike)
            assert game.count(0, Zone.TRASH) == 2
        game.end_main()
        if game.decision == DecisionKind.CHOOSE:  # the opponent chooses
            assert game.game.decision.player == 1
            game.choose("Tobiel, Full Armed")
        return game.count(1, Zone.ENER)

    assert attack_phase(discard=False) == 2
    assert attack_phase(discard=True) == 1


@encodes("WXDi-D07-017")
def test_gull_wing_team_ability_needs_the_team(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            signi: ["{GULL}"]
            hand: ["Servant #"]
          - lrig: {lrigs(AT3)}
            ener: ["Servant #", "Tobiel, Full Armed"]
    """)
    game.game.discard(game.card("Servant #", 0))
    game.end_main()
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-D07-017")
def test_gull_wing_pays_to_gain_double_crush(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            signi: ["{GULL}"]
            ener: ["Eckesachs, Lightly Armed", "Eckesachs, Lightly Armed", "Servant #"]
          - lrig: {lrigs(AT3)}
            life: ["Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast",
                   "Camelopar, Natural Planet"]
    """)
    game.action(GULL)
    assert game.has_keyword(game.card(GULL), KW.DOUBLE_CRUSH)
    game.end_main()
    game.attack(GULL)
    game.pass_until(lambda g: g.count(1, Zone.LIFE) < 3)
    assert game.count(1, Zone.LIFE) == 1


@encodes("WXDi-D07-018")
def test_devil_stinger_draws_as_many_as_it_discards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            hand: ["Devil Stinger, Phantom Aquatic Beast", "Servant #", "Romail, Lightly Armed",
                   "Chihiro Yuki, Code 2434"]
            deck: {DECK}
    """)
    game.play("Devil Stinger, Phantom Aquatic Beast", 0)
    game.discard("Servant #", "Romail, Lightly Armed")
    game.done()  # two of up to three
    assert game.count(0, Zone.TRASH) == 2
    assert sorted(game.names(0, Zone.HAND)) == [
        "Chihiro Yuki, Code 2434",
        "Water Buffalo, Phantom Aquatic Beast",
        "Water Buffalo, Phantom Aquatic Beast",
    ]


@encodes("WXDi-D07-018")
def test_devil_stinger_life_burst_draws_or_vanishes_an_upped_signi(table: Table) -> None:
    game = table.life_burst("Devil Stinger, Phantom Aquatic Beast", f"deck: {DECK}")
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1
