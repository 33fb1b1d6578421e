"""WXDi-D07 (D-X-M): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, Play, Table, actions_of, encodes, lrigs

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


ECKESACHS = "Eckesachs, Lightly Armed"
LIFE = '["Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast"]'


def attach(game: Play, soul: str) -> None:
    """Use Ex Three's [Action] that attaches a card under it as a Soul (its second)."""
    game.act(game.ActionKind.USE_ACTION, "Ex Three", b=1)
    game.choose(soul)


@encodes("WXDi-D07-002", "WXDi-D07-004")
def test_ex_one_as_a_soul_gives_its_signi_a_draw_when_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            signi: ["{ECKESACHS}"]
            hand: ["Servant #"]
            deck: {DECK}
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    attach(game, "Ex One")  # Eckesachs, the only SIGNI, is the target
    assert game.zone_of("Ex One") == Zone.SOUL
    assert game.soul_of(game.card(ECKESACHS)) == game.card("Ex One")
    # Ex Three: whenever a Soul is attached, you may discard a card to draw one.
    game.accept()
    assert game.names(0, Zone.TRASH) == ["Servant #"]
    assert game.names(0, Zone.HAND) == ["Water Buffalo, Phantom Aquatic Beast"]
    game.end_main()
    game.attack(ECKESACHS)
    game.mode(0)  # draw a card (or [Ener Charge 1])
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-D07-002")
def test_ex_one_in_the_lrig_zone_gives_nothing(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(EX[:2])}
            signi: ["{ECKESACHS}"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.attack(ECKESACHS)
    assert game.decision != DecisionKind.MODE and game.count(0, Zone.HAND) == 0


@encodes("WXDi-D07-003")
def test_ex_two_as_a_soul_vanishes_12000_or_less_when_its_signi_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            signi: ["{ECKESACHS}"]
          - lrig: {lrigs(AT3)}
            signi: [~, "Adamanthia, Natural Crystal", "Anna Mirage, Doomed Evil"]
            life: {LIFE}
    """)
    attach(game, "Ex Two")
    game.end_main()
    game.attack(ECKESACHS)
    assert game.zone_of("Adamanthia, Natural Crystal") == Zone.ENER  # 12000; Anna has 13000
    assert game.zone_of("Anna Mirage, Doomed Evil") == Zone.SIGNI
    # The Soul goes to the LRIG trash when its SIGNI leaves the field.
    game.game.vanish(game.card(ECKESACHS))
    assert game.zone_of("Ex Two") == Zone.LRIG_TRASH


@encodes("WXDi-D07-004")
def test_ex_three_exceeds_three_to_remove_a_piece_for_two_assassins(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            lrig_deck: ["TRIGGER OF VICTORY"]
            signi: ["{ECKESACHS}", "Romail, Lightly Armed", "Baphomet, Doomed Evil"]
    """)
    game.act(game.ActionKind.USE_ACTION, "Ex Three", b=2)  # Exceed 3: all three go
    assert sorted(game.names(0, Zone.LRIG_TRASH)) == ["Ex One", "Ex Two", "Ex Zero"]
    assert game.zone_of("TRIGGER OF VICTORY") == Zone.REMOVED
    game.target(ECKESACHS, "Romail, Lightly Armed")  # the red ones (Baphomet is black)
    for name in (ECKESACHS, "Romail, Lightly Armed"):
        assert game.has_keyword(game.card(name), KW.ASSASSIN)
    # Once per game (and nothing is left under Ex Three).
    assert all(action.b != 2 for action in actions_of(game, game.ActionKind.USE_ACTION))


@encodes("WXDi-D07-004")
def test_ex_three_gives_no_assassin_without_a_piece_and_exceeds_what_is_under_it(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            signi: ["{ECKESACHS}"]
    """)
    game.act(game.ActionKind.USE_ACTION, "Ex Three", b=2)
    assert not game.has_keyword(game.card(ECKESACHS), KW.ASSASSIN)
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            lrig_deck: ["TRIGGER OF VICTORY"]
            signi: ["{ECKESACHS}"]
    """)
    attach(game, "Ex Zero")  # two cards are left under Ex Three: no [Exceed 3]
    assert all(action.b != 2 for action in actions_of(game, game.ActionKind.USE_ACTION))


OBELISK = "Obelisk, Code: Anti"


@encodes("WXDi-D07-019")
def test_obelisk_puts_a_signi_from_the_trash_then_vanishes_a_weaker_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            hand: ["{OBELISK}"]
            ener: ["Baphomet, Doomed Evil", "Romail, Lightly Armed", "Servant #", "Servant #"]
            trash: ["Lancelot, Crimson General"]
          - lrig: {lrigs(AT3)}
            signi: ["Romail, Lightly Armed", "{ECKESACHS}", "Mao Matsukai, Code 2434"]
    """)
    game.play(OBELISK, 0)
    game.accept()
    game.pay()
    game.target("Lancelot, Crimson General")  # the paid Ener is in the trash too
    game.into(1)  # Lancelot (5000) enters
    assert game.names(0, Zone.SIGNI) == [OBELISK, "Lancelot, Crimson General", ""]
    # Only Romail (2000) has less power than Lancelot: Eckesachs has 5000 too.
    assert game.zone_of("Romail, Lightly Armed", 1) == Zone.ENER
    assert game.zone_of(ECKESACHS, 1) == Zone.SIGNI


@encodes("WXDi-D07-019")
def test_obelisk_mills_two_of_either_deck_when_a_soul_is_attached(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            signi: ["{OBELISK}"]
            deck: {DECK}
          - lrig: {lrigs(AT3)}
            deck: ["Servant #", "Servant #", "Servant #"]
    """)
    attach(game, "Ex One")
    game.first()  # in either order: Ex Three's ability asks nothing (the hand is empty)
    game.mode(1)  # your opponent's deck
    assert game.count(1, Zone.TRASH) == 2 and game.count(1, Zone.DECK) == 1
    assert game.count(0, Zone.TRASH) == 0


BURNING = "Burning Calamity"


@encodes("WXDi-D07-022")
def test_burning_calamity_vanishes_12000_or_less_and_mills_a_chosen_deck(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(EX3)}
            hand: ["{BURNING}"]
            ener: ["Baphomet, Doomed Evil", "{ECKESACHS}"]
            deck: {DECK}
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Anna Mirage, Doomed Evil"]
    """)
    game.use(BURNING)
    game.pay()
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER  # Anna has 13000
    game.mode(0)  # your own deck
    assert game.count(0, Zone.DECK) == 4


@encodes("WXDi-D07-022")
def test_burning_calamity_life_burst_mills_four_of_the_opponents_deck(table: Table) -> None:
    game = table.life_burst(BURNING)
    game.burst()
    game.mode(1)  # four cards of a deck
    game.mode(1)  # your opponent's: the filler deck of five
    assert game.count(1, Zone.TRASH) == 4


DEUS_SHIELD = "Deus Shield"


def shielded(table: Table, pay: bool) -> Play:
    """The opponent's attack phase: Deus Shield grows in the defense step, then the
    opponent's three SIGNI attack."""
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(EX, left=[DEUS, "Deus Drive"])}
            lrig_deck: ["{DEUS_SHIELD}"]
            ener: {["Baphomet, Doomed Evil"] * 6}
            deck: {["Water Buffalo, Phantom Aquatic Beast"] * 20}
            life: ["Servant #", "Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: {["Koalala, Phantom Terra Beast"] * 3}
    """)
    game.grow(DEUS_SHIELD)
    game.first()  # the free prevention first
    if pay:
        game.accept()  # black and two colorless: once more
    else:
        game.decline()
    for _ in range(3):
        game.attack("Koalala, Phantom Terra Beast")
    return game


@encodes("WXDi-D07-007")
def test_deus_shield_prevents_damage_and_mills_five_each_time_at_end_of_turn(
    table: Table,
) -> None:
    game = shielded(table, pay=True)
    assert game.count(0, Zone.LIFE) == 3  # three damages prevented
    game.pass_until(lambda g: g.turn == 4)
    # Each prevention gave Deus Shield an [Auto] ability: fifteen cards milled, then a
    # draw of two in turn 4.
    assert game.count(0, Zone.DECK) == 20 - 15 - 2


@encodes("WXDi-D07-007")
def test_deus_shield_unpaid_prevents_the_next_two_damages_only(table: Table) -> None:
    game = shielded(table, pay=False)
    assert game.count(0, Zone.LIFE) == 2
    game.pass_until(lambda g: g.turn == 4)
    assert game.count(0, Zone.DECK) == 20 - 10 - 2
