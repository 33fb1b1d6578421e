"""WXDi-D06 (Diagram): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

MUZICA = ["Muzica START", "Muzica, Vogue 1", "Muzica, Vogue 2"]
MUZICA3 = [*MUZICA, "Muzica, Vogue 3"]
MADOKA = "Madoka START"
SANGA = "Sanga START"
# The team <<Diagram>>: the Center of level 3, both Assist LRIGs of level 1.
TEAM = lrigs(MUZICA3, left=[MADOKA, "Madoka//Float"], right=[SANGA, "Sanga//Aerial"])
LIFE = str(
    [
        "Water Buffalo, Phantom Aquatic Beast",
        "Koalala, Phantom Terra Beast",
        "Camelopar, Natural Planet",
    ]
)


@encodes("WXDi-D06-006")
def test_madoka_float_discards_a_card_to_draw_three(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA, left=MADOKA)}
            lrig_deck: ["Madoka//Float"]
            hand: ["Polygenesis"]
            deck: {["Servant #"] * 5}
    """)
    game.grow("Madoka//Float")
    game.accept()  # pay the cost: the only card in hand is discarded
    assert game.names(0, Zone.TRASH) == ["Polygenesis"]
    assert game.names(0, Zone.HAND) == ["Servant #"] * 3


@encodes("WXDi-D06-006")
def test_madoka_float_with_nothing_to_discard_draws_nothing(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA, left=MADOKA)}
            lrig_deck: ["Madoka//Float"]
    """)
    game.grow("Madoka//Float")
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.DECK) == 5


@encodes("WXDi-D06-007")
def test_madoka_dub_downs_draws_and_pays_for_a_random_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA, left=[MADOKA, "Madoka//Float"])}
            lrig_deck: ["Madoka//Dub"]
            ener: ["Tick - Tock, Azure Doomed Evil"]
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434"]
            hand: ["Servant #", "Polygenesis"]
    """)
    game.grow("Madoka//Dub")
    game.first()  # the free ability first
    assert game.downed[game.card("Mao Matsukai, Code 2434")]
    assert game.count(0, Zone.HAND) == 1
    game.accept()  # pay 1 blue
    assert game.count(1, Zone.HAND) == 1 and game.count(1, Zone.TRASH) == 1


@encodes("WXDi-D06-009")
def test_sanga_aerial_gives_a_level_two_or_less_signi_lancer(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3, right=SANGA)}
            lrig_deck: ["Sanga//Aerial"]
            signi: ["Tick - Tock, Azure Doomed Evil", "Anna Mirage, Doomed Evil"]
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434"]
            life: {LIFE}
    """)
    game.grow("Sanga//Aerial")  # Anna Mirage is level three: the only target is Tick - Tock
    tick_tock = game.card("Tick - Tock, Azure Doomed Evil")
    assert game.has_keyword(tick_tock, KW.LANCER)
    assert not game.has_keyword(game.card("Anna Mirage, Doomed Evil"), KW.LANCER)
    game.end_main()
    game.attack("Tick - Tock, Azure Doomed Evil")
    assert game.zone_of("Chihiro Yuki, Code 2434") == Zone.ENER
    assert len(game.players[1].life) == 2  # [Lancer] crushed one


@encodes("WXDi-D06-011")
def test_salvage_the_future_mills_fifteen_when_the_lrig_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["Salvage the Future"]
          - lrig: {lrigs(AT3)}
            deck: {["Servant #"] * 20}
            life: {LIFE}
    """)
    game.use("Salvage the Future")
    game.end_main()
    game.attack("Muzica, Vogue 3")
    game.mode(0)
    assert game.count(1, Zone.TRASH) == 15
    assert game.zone_of("Salvage the Future") == Zone.REMOVED


@encodes("WXDi-D06-011")
def test_salvage_the_future_adds_up_to_three_signi_without_guard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["Salvage the Future"]
            trash: ["Servant #", "Anna Mirage, Doomed Evil", "Tick - Tock, Azure Doomed Evil",
                    "Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.use("Salvage the Future")
    game.end_main()
    game.attack("Muzica, Vogue 3")
    game.mode(1)
    assert "choose Servant #" not in game.options()  # it has a [Guard] icon
    game.choose("Anna Mirage, Doomed Evil", "Tick - Tock, Azure Doomed Evil")
    game.choose("Chihiro Yuki, Code 2434")
    assert game.count(0, Zone.HAND) == 3
    assert sorted(game.names(0, Zone.TRASH)) == ["Sara Hoshikawa, Code 2434", "Servant #"]


@encodes("WXDi-D06-011")
def test_salvage_the_future_needs_every_diagram_member_of_level_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3, left=[MADOKA, "Madoka//Float"], right=SANGA)}
            lrig_deck: ["Salvage the Future"]
    """)
    assert not game.can(game.ActionKind.USE_PIECE)


@encodes("WXDi-D06-013")
def test_he_vanished_in_battle_downs_nothing(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(MUZICA3)}
            signi: ["Koalala, Phantom Terra Beast"]
          - lrig: {lrigs(AT3)}
            signi: ["He, Natural Element"]
            deck: {["Servant #"] * 3}
    """)
    game.attack("Koalala, Phantom Terra Beast")
    assert game.zone_of("He, Natural Element") == Zone.ENER
    assert not game.downed[game.card("Muzica, Vogue 3")]


@encodes("WXDi-D06-013")
def test_he_vanished_by_an_effect_downs_a_lrig_of_the_opponent(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3, left="Hanayo, Zero")}
            lrig_deck: ["Hanayo, Camellia"]
            deck: {["Servant #"] * 3}
          - lrig: {lrigs(AT3)}
            signi: ["He, Natural Element"]
            deck: {["Servant #"] * 3}
    """)
    game.grow("Hanayo, Camellia")  # vanishes He (8000), draws and discards the drawn card
    assert game.zone_of("He, Natural Element") == Zone.ENER
    game.target("Muzica, Vogue 3")  # He's owner targets a LRIG of the player who vanished it
    assert game.downed[game.card("Muzica, Vogue 3")]


@encodes("WXDi-D06-014")
def test_gaap_pays_to_put_a_non_black_level_one_signi_from_the_trash_onto_the_field(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3)}
            hand: ["Gaap, Doomed Angel"]
            ener: ["Servant #"]
            trash: ["Sara Hoshikawa, Code 2434", "Romail, Lightly Armed", "Chihiro Yuki, Code 2434",
                    "Tick - Tock, Azure Doomed Evil"]
    """)
    game.play("Gaap, Doomed Angel", 0)
    game.accept()
    options = game.options()
    # Sara is white and black: white; Tick - Tock is level two.
    assert "choose Tick - Tock, Azure Doomed Evil" not in options
    assert "choose Sara Hoshikawa, Code 2434" in options
    game.target("Romail, Lightly Armed")
    game.into(2)
    assert game.names(0, Zone.SIGNI) == ["Gaap, Doomed Angel", "", "Romail, Lightly Armed"]


@encodes("WXDi-D06-014")
def test_gaap_life_burst_pays_for_minus_12000(table: Table) -> None:
    game = table.life_burst(
        "Gaap, Doomed Angel", "ener: ['Tick - Tock, Azure Doomed Evil', 'Servant #']"
    )
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # 1000 --12000: vanished
    assert game.count(0, Zone.ENER) == 1  # the crushed Gaap; both Ener paid


@encodes("WXDi-D06-021")
def test_enervating_melody_gives_minus_8000_with_three_diagram_lrig(table: Table) -> None:
    def power(lrig: str) -> int:
        game = table(f"""
            players:
              - lrig: {lrig}
                hand: ["Enervating Melody"]
                ener: ["Tick - Tock, Azure Doomed Evil"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed"]
        """)
        game.use("Enervating Melody")
        return game.power("Tobiel, Full Armed")

    assert power(lrigs(MUZICA3)) == 6000
    assert power(TEAM) == 4000


@encodes("WXDi-D06-021")
def test_enervating_melody_life_burst_gives_an_upped_signi_minus_15000(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA3)}
            life: ["Enervating Melody"]
          - lrig: {lrigs(AT3)}
            signi: ["Servant #", "Tobiel, Full Armed"]
    """)
    game.attack("Servant #")
    game.burst()  # the attacking Servant is downed: Tobiel is the only target
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER
    assert game.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-D06-004")
def test_muzica_team_constant_weakens_the_opponents_center_signi_during_your_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434", "Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
    """)
    assert game.power("Tobiel, Full Armed") == 10000
    assert game.power("Mao Matsukai, Code 2434") == 10000  # the left zone: not affected
    game.pass_until(lambda g: g.turn == 4)
    assert game.power("Tobiel, Full Armed") == 12000


@encodes("WXDi-D06-004")
def test_muzica_enter_adds_a_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(MUZICA)}
            lrig_deck: ["Muzica, Vogue 3"]
            ener: ["Tick - Tock, Azure Doomed Evil", "Tick - Tock, Azure Doomed Evil"]
            trash: ["Enervating Melody", "Anna Mirage, Doomed Evil"]
    """)
    game.grow("Muzica, Vogue 3")
    game.target("Anna Mirage, Doomed Evil")  # or a Tick - Tock just paid
    assert game.names(0, Zone.HAND) == ["Anna Mirage, Doomed Evil"]


@encodes("WXDi-D06-004")
def test_muzica_action_returns_a_level_one_assist_to_grow_it_again(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            hand: ["Polygenesis", "Polygenesis"]
            deck: {["Servant #"] * 8}
    """)
    game.action("Muzica, Vogue 3")
    game.target("Madoka//Float")  # Sanga//Aerial is another level one Diagram LRIG
    assert game.zone_of("Madoka//Float") == Zone.LRIG_DECK
    assert game.names(0, Zone.LRIG) == [MADOKA, *MUZICA3, SANGA, "Sanga//Aerial"]
    assert not game.can(game.ActionKind.USE_ACTION)  # once per game
    game.grow("Madoka//Float")  # its [Enter] ability works again
    game.accept()
    assert game.count(0, Zone.HAND) == 4


@encodes("WXDi-D06-010")
def test_sanga_shake_negates_two_attacks_of_the_opponent(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA3, right=[SANGA, "Sanga//Aerial"])}
            lrig_deck: ["Sanga//Shake"]
            ener: ["Servant #", "Servant #"]
            life: {LIFE}
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
    """)
    game.grow("Sanga//Shake")  # in the defense step of the opponent's turn
    game.attack("Chihiro Yuki, Code 2434")
    game.attack("Sara Hoshikawa, Code 2434")
    assert len(game.players[0].life) == 3  # both negated
    assert game.downed[game.card("Sara Hoshikawa, Code 2434")]
    game.attack("At =Tre=, the Opened Gate")  # twice per turn: the third attack hits
    assert len(game.players[0].life) == 2


@encodes("WXDi-D06-010")
def test_sanga_shake_negates_a_battle_too(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA3, right=[SANGA, "Sanga//Aerial"])}
            lrig_deck: ["Sanga//Shake"]
            ener: ["Servant #", "Servant #"]
            signi: ["Chihiro Yuki, Code 2434"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.grow("Sanga//Shake")
    game.attack("Tobiel, Full Armed")
    if game.decision == DecisionKind.TARGET:  # Tobiel's own ability
        game.done()
    assert game.zone_of("Chihiro Yuki, Code 2434") == Zone.SIGNI


@encodes("WXDi-D06-015")
def test_ge_vanishes_12000_or_more_when_three_colours_were_paid(table: Table) -> None:
    def vanished(ener: list[str]) -> bool:
        game = table(f"""
            players:
              - lrig: {lrigs(MUZICA3)}
                hand: ["Ge, Natural Element"]
                ener: {ener}
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed", "Mao Matsukai, Code 2434"]
        """)
        game.play("Ge, Natural Element", 0)
        game.accept()
        assert game.zone_of("Mao Matsukai, Code 2434") == Zone.SIGNI  # 10000
        return game.zone_of("Tobiel, Full Armed") == Zone.ENER

    assert vanished(["Romail, Lightly Armed", "Chihiro Yuki, Code 2434", "Polygenesis"])
    # Red and green: two colours (Water Buffalo is blue and green: three with it).
    assert not vanished(["Romail, Lightly Armed", "Romail, Lightly Armed", "Polygenesis"])
    assert vanished(
        ["Romail, Lightly Armed", "Romail, Lightly Armed", "Water Buffalo, Phantom Aquatic Beast"]
    )


@encodes("WXDi-D06-015")
def test_ge_life_burst_vanishes_an_upped_signi_or_charges(table: Table) -> None:
    game = table.life_burst("Ge, Natural Element", "deck: ['Polygenesis', 'Polygenesis']")
    game.burst()
    game.mode(1)
    assert game.names(0, Zone.ENER) == ["Polygenesis", "Ge, Natural Element"]


@encodes("WXDi-D06-012")
def test_noboribetsu_moves_in_front_of_an_unblocked_attacker_and_swaps_with_ener(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA3)}
            signi: ["Noboribetsu, Code: Maze"]
            ener: ["Tobiel, Full Armed", "Servant #", "Servant #"]
            life: {LIFE}
          - lrig: {lrigs(AT3)}
            signi: [~, ~, "Koalala, Phantom Terra Beast"]
    """)
    game.attack("Koalala, Phantom Terra Beast")
    game.accept()  # move Noboribetsu in front of Koalala
    assert game.names(0, Zone.SIGNI) == ["", "", "Noboribetsu, Code: Maze"]
    game.accept()  # it moved: pay 2 colorless to swap it with a SIGNI of the Ener Zone
    game.pay("Servant #", "Servant #")
    assert game.names(0, Zone.SIGNI) == ["", "", "Tobiel, Full Armed"]
    assert game.zone_of("Noboribetsu, Code: Maze") == Zone.ENER
    # Koalala (10000) battles Tobiel (12000): nothing is vanished, no damage.
    assert game.zone_of("Koalala, Phantom Terra Beast", 1) == Zone.SIGNI
    assert len(game.players[0].life) == 3


@encodes("WXDi-D06-012")
def test_noboribetsu_blocks_only_an_attacker_with_nothing_in_front(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA3)}
            signi: ["Noboribetsu, Code: Maze", "Chihiro Yuki, Code 2434"]
            life: {LIFE}
          - lrig: {lrigs(AT3)}
            signi: [~, "Koalala, Phantom Terra Beast", "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.attack("Koalala, Phantom Terra Beast")  # Chihiro is in front: no trigger
    assert game.zone_of("Chihiro Yuki, Code 2434") == Zone.ENER
    game.attack("Water Buffalo, Phantom Aquatic Beast")
    game.accept()  # no Ener to pay for a swap: Buffalo (5000) battles Noboribetsu (2000)
    assert game.zone_of("Noboribetsu, Code: Maze") == Zone.ENER
    assert len(game.players[0].life) == 3


@encodes("WXDi-D06-016")
def test_aconis_drei_vanished_pays_to_give_the_signi_in_front_minus_10000(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(MUZICA3)}
            signi: ["Aconis Type: Drei"]
            ener: ["Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.attack("Koalala, Phantom Terra Beast")  # 10000 against 10000: Aconis is vanished
    assert game.zone_of("Aconis Type: Drei") == Zone.ENER
    game.accept()
    game.pay("Servant #", "Servant #")  # Aconis in the Ener Zone could pay too
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # 0 power


@encodes("WXDi-D06-016")
def test_aconis_drei_enter_gives_minus_3000_per_colour_of_your_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3)}
            hand: ["Aconis Type: Drei"]
            signi: [~, "Water Buffalo, Phantom Aquatic Beast"]
            ener: ["Tick - Tock, Azure Doomed Evil"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.play("Aconis Type: Drei", 0)
    game.accept()
    assert game.power("Tobiel, Full Armed") == 12000 - 3 * 3000  # black, blue and green


@encodes("WXDi-D06-017")
def test_anna_mirage_rises_on_a_signi_within_the_limit(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3)}
            hand: ["Anna Mirage, Doomed Evil"]
            signi: ["Servant #", "Tick - Tock, Azure Doomed Evil", "Kazaki Morinaka, Code 2434"]
            ener: ["Tick - Tock, Azure Doomed Evil"]
          - lrig: {lrigs(AT3)}
            signi: [~, "Mao Matsukai, Code 2434"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == game.ActionKind.PLAY_SIGNI]
    # Levels 1 + 2 + 2 on a limit of 6: on the level one Servant, 3 + 4 = 7 is too much.
    assert sorted(a.b for a in plays) == [1, 2]
    game.play("Anna Mirage, Doomed Evil", 1)
    assert game.names(0, Zone.SIGNI) == [
        "Servant #",
        "Anna Mirage, Doomed Evil",
        "Kazaki Morinaka, Code 2434",
    ]
    assert game.names(0, Zone.UNDER) == ["Tick - Tock, Azure Doomed Evil"]
    game.accept()  # [Enter]: pay 1 colorless
    assert game.power("Mao Matsukai, Code 2434") == 2000
    game.end_main()
    game.attack("Anna Mirage, Doomed Evil")
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.ENER


@encodes("WXDi-D06-017")
def test_anna_mirage_cannot_be_played_without_a_signi_to_rise_on(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3)}
            hand: ["Anna Mirage, Doomed Evil"]
    """)
    assert not game.can(game.ActionKind.PLAY_SIGNI)


@encodes("WXDi-D06-017")
def test_cards_under_anna_mirage_go_to_the_trash_when_it_leaves(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA3)}
            hand: ["Anna Mirage, Doomed Evil"]
            signi: ["Servant #"]
    """)
    game.play("Anna Mirage, Doomed Evil", 0)
    servant = game.card("Servant #", 0)
    assert game.zone[servant] == Zone.UNDER
    game.vanish(game.card("Anna Mirage, Doomed Evil"))
    assert game.zone[servant] == Zone.TRASH and game.count(0, Zone.UNDER) == 0


@encodes("WXDi-D06-017")
def test_anna_mirage_life_burst_puts_a_signi_without_guard_onto_the_field(table: Table) -> None:
    game = table.life_burst(
        "Anna Mirage, Doomed Evil", "trash: ['Servant #', 'Romail, Lightly Armed']"
    )
    game.burst()
    game.mode(1)  # onto the field
    game.into(1)
    assert game.names(0, Zone.SIGNI) == ["", "Romail, Lightly Armed", ""]
