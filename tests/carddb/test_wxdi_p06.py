"""WXDi-P06 (Fortune Chronicle): every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from deckcheck.engine.continuous import Attribute
from tests.carddb.scenes import ROMAIL, burst
from tests.carddb.table import AT3, LIZE, LIZE3, Play, Table, encodes, lrigs

PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M"]
PIRULUK3 = [*PIRULUK, "Code Piruluk xi"]
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
KOALALA = "Koalala, Phantom Terra Beast"
ENTWINED = "Entwined Supremacy"
HIRANA3 = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
    "Hirana, a Step Towards the Top",
]


@encodes("WXDi-P06-012")
def test_piruluk_xi_enter_draws_two(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(PIRULUK)}
            lrig_deck: ["Code Piruluk xi"]
            ener: ["Servant #", "Servant #"]
    """)
    game.grow("Code Piruluk xi")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P06-012")
def test_piruluk_xi_weakens_a_signi_by_how_many_more_cards_you_hold(table: Table) -> None:
    def attack_phase(hand: int) -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(PIRULUK3)}
                hand: {["Polygenesis"] * hand}
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed"]
                hand: ["{BUFFALO}"]
        """)
        game.end_main()
        return game.power("Tobiel, Full Armed")

    assert attack_phase(3) == 12000  # two more: nothing
    assert attack_phase(4) == 9000  # three more
    assert attack_phase(6) == 9000
    assert attack_phase(7) == 6000  # six more: --6000 instead


@encodes("WXDi-P06-012")
def test_piruluk_xi_declares_a_level_and_the_opponent_discards_those_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(PIRULUK3)}
          - lrig: {lrigs(AT3)}
            hand: ["Curson, Blessed Evil", "Carmilla Screw, Azure Evil",
                   "Sukoya Kana, Code 2434", "Sharkspeare, Azure Evil", "Polygenesis"]
    """)
    game.action("Code Piruluk xi")
    assert game.decision == DecisionKind.MODE
    assert len(game.options()) == 4  # zero to three: the level of the opponent's Center
    game.mode(2)
    # Level two SIGNI without [Guard]: Sukoya Kana (level two, with [Guard]) stays.
    assert sorted(game.names(1, Zone.TRASH)) == [
        "Carmilla Screw, Azure Evil",
        "Curson, Blessed Evil",
    ]
    assert game.count(1, Zone.HAND) == 3
    assert not game.can(game.ActionKind.USE_ACTION, "Code Piruluk xi")  # once a game


def entwined(table: Table, right: str = "Machina Zero") -> Play:
    """Red, white and (by default) black LRIGs; the opponent's top Life Cloth has a
    Life Burst that vanishes a SIGNI with power 7000 or more (Koalala)."""
    return table(f"""
        players:
          - lrig: {lrigs(HIRANA3, left="Tamayorihime, New Moon Miko", right=right)}
            lrig_deck: ["{ENTWINED}"]
            ener: {["Romail, Lightly Armed"] * 3}
            signi: ["{KOALALA}"]
          - lrig: {lrigs(AT3)}
            life: ["Amazoness, Jade General", "{BUFFALO}", "{BUFFALO}"]
    """)


def attack_with_the_center(game: Play) -> None:
    game.use(ENTWINED)  # the only level three LRIG gains the ability
    game.end_main()
    game.act(ActionKind.END_STEP)  # no SIGNI attack
    game.attack("Hirana, a Step Towards the Top")  # its ability crushes Amazoness
    game.burst()  # the opponent chooses to use its Life Burst


@encodes("WXDi-P06-001")
def test_entwined_supremacy_pays_two_to_stop_the_crushed_cards_life_burst(
    table: Table,
) -> None:
    game = entwined(table)
    attack_with_the_center(game)
    game.accept()  # pay 2 colorless: the Life Burst does not activate
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.zone_of("Amazoness, Jade General") == Zone.ENER
    assert len(game.players[1].life) == 1  # the ability's crush, then the attack's damage
    assert game.count(0, Zone.ENER) == 0


def test_entwined_supremacy_unpaid_lets_the_life_burst_activate(table: Table) -> None:
    game = entwined(table)
    attack_with_the_center(game)
    game.decline()
    assert game.zone_of(KOALALA) == Zone.ENER


def test_entwined_supremacy_needs_three_colors_among_the_lrigs(table: Table) -> None:
    game = entwined(table, right=LIZE[0])  # red, white and white
    assert not game.can(ActionKind.USE_PIECE, ENTWINED)


@encodes("WXDi-P06-056")
def test_tristan_life_burst_adds_three_of_the_top_five(table: Table) -> None:
    deck = ["Servant #", KOALALA, "Romail, Lightly Armed", BUFFALO, "Camelopar, Natural Planet"]
    game = table.life_burst("Tristan, Crimson General", f"deck: {[*deck, BUFFALO]}")
    game.burst()
    game.choose(KOALALA, "Romail, Lightly Armed", "Camelopar, Natural Planet")
    game.choose("Servant #")  # the first of the rest put under the deck ends lowest
    assert sorted(game.names(0, Zone.HAND)) == [
        "Camelopar, Natural Planet",
        KOALALA,
        "Romail, Lightly Armed",
    ]
    assert game.names(0, Zone.DECK) == ["Servant #", BUFFALO, BUFFALO]


@encodes("WXDi-P06-075")
def test_aiyai_downs_to_put_a_signi_from_the_ener_zone_onto_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Aiyai//Memoria, Second Play"]
            ener: ["{KOALALA}"]
    """)
    game.action("Aiyai//Memoria, Second Play")
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.downed[game.card("Aiyai//Memoria, Second Play")]


@encodes("WXDi-P06-051")
def test_imoko_gets_1000_for_each_other_signi_on_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Imoko, Crimson General", "{KOALALA}"]
          - signi: ["Servant #", ~, "Servant #"]
    """)
    assert game.power("Imoko, Crimson General") == 3000 + 3 * 1000


@encodes("WXDi-P06-060")
def test_saniel_draws_at_the_end_of_turn_with_ten_angels_in_the_trash(table: Table) -> None:
    def end_of_turn(angels: int) -> Play:
        game = table(f"""
            phase: end
            players:
              - signi: ["Saniel, Azure Angel"]
                trash: {["Erebus, Doomed Angel"] * angels}
        """)
        game.pass_until(lambda g: g.game.turn_player == 1)
        return game

    assert end_of_turn(10).count(0, Zone.HAND) == 1
    assert end_of_turn(9).count(0, Zone.HAND) == 0


@encodes("WXDi-P06-064")
def test_delphinus_draws_when_the_revealed_card_is_a_level_one_signi(table: Table) -> None:
    for top, drawn in ((BUFFALO, 1), (KOALALA, 0)):
        game = table(f"""
            players:
              - signi: ["Delphinus, Natural Planet"]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.end_main()
        assert game.count(0, Zone.HAND) == drawn


@encodes("WXDi-P06-063")
def test_jack_frost_exceeds_to_freeze_every_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Jack Frost, Azure Evil"]
          - signi: ["Servant #", "{KOALALA}"]
    """)
    game.play("Jack Frost, Azure Evil", 0)
    game.accept()
    assert all(game.frozen[card] for card in game.players[1].signi if card >= 0)


@encodes("WXDi-P06-063")
def test_jack_frost_life_burst_downs_and_freezes_then_draws(table: Table) -> None:
    game = burst(table, "Jack Frost, Azure Evil")
    game.target(KOALALA)
    koalala = game.card(KOALALA, 1)
    assert game.downed[koalala] and game.frozen[koalala] and game.count(0, Zone.HAND) == 1


LOOK_FIVE = ["WXDi-P06-048", "WXDi-P06-065", "WXDi-P06-074", "WXDi-P06-081"]


@pytest.mark.parametrize("number", LOOK_FIVE)
@encodes(*LOOK_FIVE)
def test_life_bursts_add_three_of_the_top_five(table: Table, number: str) -> None:
    deck = ["Servant #", KOALALA, BUFFALO, "Romail, Lightly Armed", "Servant #", KOALALA]
    game = burst(table, number, mine=f"deck: {deck}")
    game.choose(KOALALA, BUFFALO, "Romail, Lightly Armed")
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA, BUFFALO, "Romail, Lightly Armed"])
    assert game.names(0, Zone.DECK)[-1] == KOALALA  # the sixth card is on top now


@encodes("WXDi-P06-069")
def test_orobas_trashes_an_ener_card_and_gives_3000_when_vanished(table: Table) -> None:
    game = table("""
        players:
          - hand: ["Orobas, Jade Evil"]
            ener: ["Romail, Lightly Armed"]
    """)
    game.play("Orobas, Jade Evil", 1)
    assert game.names(0, Zone.TRASH) == ["Romail, Lightly Armed"]
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Orobas, Jade Evil", "{BUFFALO}"]
          - lrig: {lrigs(LIZE)}
            signi: ["{KOALALA}"]
    """)
    game.attack(KOALALA)  # vanishes Orobas (8000) in battle
    assert game.zone_of("Orobas, Jade Evil") == Zone.ENER
    assert game.power(BUFFALO, 0) == 8000


@encodes("WXDi-P06-049")
def test_mikagami_downs_to_draw_when_the_lrig_attacks(table: Table) -> None:
    game = table("""
        phase: attack
        players:
          - signi: ["Mikagami, High Armed"]
    """)
    center = "At =Två=, the Opened Gate"
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, center))
    game.attack(center)
    game.accept()
    assert game.downed[game.card("Mikagami, High Armed")] and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P06-073")
def test_sukunabikona_moves_an_angel_between_trash_ener_and_hand(table: Table) -> None:
    for mode, zone in ((0, Zone.ENER), (1, Zone.HAND)):
        game = table("""
            phase: attack
            players:
              - signi: ["Sukunabikona, Jade Angel"]
                trash: ["Circe, Blessed Angel"]
                ener: ["Erebus, Doomed Angel"]
        """)
        game.attack("Sukunabikona, Jade Angel")
        game.mode(mode)
        moved = "Circe, Blessed Angel" if mode == 0 else "Erebus, Doomed Angel"
        assert game.zone_of(moved) == zone


@encodes("WXDi-P06-044")
def test_sashe_discards_a_cosmos_signi_to_reveal_one_of_the_top_five(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Sashe//Memoria, Natural Planet", "Lepus, Natural Planet"]
            deck: ["{KOALALA}", "Dorado, Natural Planet", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play("Sashe//Memoria, Natural Planet", 0)
    game.accept()
    game.choose("Dorado, Natural Planet")
    assert game.names(0, Zone.HAND) == ["Dorado, Natural Planet"]
    assert game.names(0, Zone.TRASH) == ["Lepus, Natural Planet"]


@encodes("WXDi-P06-082")
def test_microscopium_pays_for_minus_5000_when_a_level_one_signi_is_milled(
    table: Table,
) -> None:
    for top, power in ((BUFFALO, 5000), (KOALALA, 10000)):
        game = table(f"""
            players:
              - hand: ["Microscopium, Natural Planet"]
                ener: ["{BUFFALO}"]
                deck: ["{top}", "{BUFFALO}"]
              - signi: ["{KOALALA}"]
        """)
        game.play("Microscopium, Natural Planet", 0)
        if power < 10000:
            game.accept()
        assert game.power(KOALALA, 1) == power


@encodes("WXDi-P06-058")
def test_beiar_trashes_an_ener_card_of_another_color_at_8000_power(table: Table) -> None:
    for boost, trashed in ((3000, [KOALALA]), (2000, [])):
        game = table(f"""
            players:
              - signi: ["Beiar, Phantom Burning Beast"]
              - lrig: {lrigs(LIZE)}
                ener: ["Circe, Blessed Angel", "{KOALALA}"]
        """)
        game.game.add_power(game.card("Beiar, Phantom Burning Beast"), boost)  # from 5000
        game.end_main()
        assert game.names(1, Zone.TRASH) == trashed


@encodes("WXDi-P06-080")
def test_humidifier_counts_a_spell_in_the_trash_and_its_life_burst_adds(table: Table) -> None:
    name = "D - Humidifier, Code: Art"
    powers = []
    for trash in ([], ["Heterophony"]):
        game = table(f"""
            players:
              - signi: ["{name}"]
                trash: {trash}
        """)
        powers.append(game.power(name))
    assert powers[1] == powers[0] + 4000
    game = burst(table, name, mine=f'trash: ["{KOALALA}", "Servant #"]')
    game.mode(0)  # to the hand
    assert game.zone_of(KOALALA, 0) == Zone.HAND  # Servant # has a Guard icon


@encodes("WXDi-P06-067")
def test_okatotoki_charges_each_player_with_five_or_less_ener(table: Table) -> None:
    name = "Okatotoki, Natural Plant"
    game = table(f"""
        players:
          - signi: ["{name}"]
            ener: {[BUFFALO] * 5}
    """)
    base = game.power(name)
    game.end_main()
    assert game.count(0, Zone.ENER) == 6 and game.count(1, Zone.ENER) == 1
    assert game.power(name) == base + 5000


@encodes("WXDi-P06-085")
def test_once_salvage_puts_a_signi_from_the_trash_onto_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Once Salvage"]
            ener: ["Erebus, Doomed Angel"]
            trash: ["{KOALALA}"]
    """)
    game.use("Once Salvage")
    game.pay()
    game.target(KOALALA)  # or the Erebus just paid
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI
    game = burst(table, "Once Salvage", mine=f'trash: ["{KOALALA}", "Servant #"]')
    game.mode(0)
    assert game.zone_of(KOALALA, 0) == Zone.HAND


@encodes("WXDi-P06-079")
def test_hanare_memoria_gives_more_minus_with_fifteen_in_the_trash(table: Table) -> None:
    for trash, power in ((15, 7000), (14, 9000)):
        game = table(f"""
            players:
              - signi: ["Hanare//Memoria, Type: Eins"]
                trash: {[BUFFALO] * trash}
              - signi: ["{KOALALA}"]
        """)
        game.action("Hanare//Memoria, Type: Eins")
        assert game.power(KOALALA, 1) == power


@encodes("WXDi-P06-036")
def test_blue_adamas_draws_and_pays_to_vanish_after_revealing_a_jewel(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Blue Adamas, Natural Pyroxene"]
            deck: ["Bronze, Natural Stone", "{BUFFALO}"]
            ener: ["Bronze, Natural Stone", "Romail, Lightly Armed", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    game.pay()
    assert game.names(0, Zone.HAND) == ["Bronze, Natural Stone"]
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P06-043")
def test_martiel_returns_an_opponents_trash_card_to_the_bottom_of_their_deck(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Martiel, Blessed Angel"]
          - trash: ["{KOALALA}"]
    """)
    game.play("Martiel, Blessed Angel", 0)
    assert game.names(1, Zone.DECK)[0] == KOALALA and game.count(1, Zone.TRASH) == 0
    game = burst(table, "Martiel, Blessed Angel", mine=f'deck: ["{KOALALA}", "{BUFFALO}"]')
    game.choose(KOALALA)
    game.mode(1)  # onto the field
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI


@encodes("WXDi-P06-053")
def test_bonya_reveals_a_red_signi_and_one_of_another_color(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Bonya, Lightly Armed"]
            ener: {[BUFFALO] * 3}
            deck: ["Romail, Lightly Armed", "Romail, Lightly Armed", "{BUFFALO}", "Servant #"]
    """)
    game.play("Bonya, Lightly Armed", 0)
    game.accept()
    game.pay()
    game.choose("Romail, Lightly Armed")
    game.choose(BUFFALO)
    assert sorted(game.names(0, Zone.HAND)) == sorted(["Romail, Lightly Armed", BUFFALO])


@encodes("WXDi-P06-041")
def test_lucifer_gives_minus_2000_per_black_lrig_and_mills_when_it_hits_zero(
    table: Table,
) -> None:
    lucifer = "Lucifer, Doomed Evil Queen"
    black = lrigs(["Urith, Fanatical Enma"], left="Hanare, Mourner", right="Nanashi, Part Zero")
    game = table(f"""
        players:
          - lrig: {black}
            signi: ["{lucifer}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            trash: ["Erebus, Doomed Angel"]
          - signi: ["{BUFFALO}", "Romail, Lightly Armed"]
            deck: {[BUFFALO] * 4}
    """)
    game.end_main()
    game.target(BUFFALO)  # 5000 - 3 x 2000

    assert game.names(1, Zone.ENER) == [BUFFALO] and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P06-061")
def test_soui_discards_up_to_two_and_draws_as_many(table: Table) -> None:
    for discards, hand in ((2, 2), (1, 2), (0, 2)):
        game = table(f"""
            players:
              - hand: ["Soui//Memoria, Azure General", "{KOALALA}", "Servant #"]
                deck: {[BUFFALO] * 4}
        """)
        game.play("Soui//Memoria, Azure General", 0)
        game.discard(*[KOALALA, "Servant #"][:discards])
        if discards < 2:
            game.done()
        assert game.count(0, Zone.TRASH) == discards and game.count(0, Zone.HAND) == hand


@encodes("WXDi-P06-045")
def test_yuki_memoria_takes_abilities_away_or_moves_an_opposing_signi(table: Table) -> None:
    game = table("""
        players:
          - hand: ["Yuki//Memoria, Code: Maze"]
          - signi: ["Hessonite, Natural Crystal"]
    """)
    game.play("Yuki//Memoria, Code: Maze", 0)
    game.mode(0)
    assert game.game.lost_abilities(game.card("Hessonite, Natural Crystal"))
    game = table(f"""
        players:
          - hand: ["Yuki//Memoria, Code: Maze"]
          - signi: ["{KOALALA}"]
    """)
    game.play("Yuki//Memoria, Code: Maze", 0)
    game.mode(1)
    game.into(1)
    assert game.game.players[1].signi[1] == game.card(KOALALA, 1)


@encodes("WXDi-P06-046")
def test_round_grows_with_two_life_cloth_and_resists_opponents_vanish_with_none(
    table: Table,
) -> None:
    for life, power in ((2, 12000), (3, 8000)):
        game = table(f"""
            players:
              - signi: ["Round, Blessed General"]
                life: {[BUFFALO] * life}
        """)
        assert game.power("Round, Blessed General") == power
    for life, zone in ((0, Zone.SIGNI), (1, Zone.ENER)):
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - signi: ["Round, Blessed General"]
                life: {[BUFFALO] * life}
              - lrig: {lrigs(AT3)}
                hand: ["Battle Beat"]
                ener: {[KOALALA] * 4}
        """)
        game.use("Battle Beat")  # vanish target SIGNI with power 13000 or less
        game.pay()
        assert game.zone_of("Round, Blessed General") == zone


@encodes("WXDi-P06-047")
def test_succu_may_trash_itself_to_stop_an_attacker(table: Table) -> None:
    game = table(f"""
        phase: main
        turn: 4
        turn_player: 1
        players:
          - signi: ["Succu, Blessed Evil"]
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of("Succu, Blessed Evil") == Zone.TRASH
    assert not game.can(ActionKind.ATTACK, KOALALA)
    game = burst(table, "Succu, Blessed Evil")
    game.target(KOALALA)
    assert not game.can(ActionKind.ATTACK, KOALALA) and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P06-072")
def test_pony_draws_when_a_strong_signi_of_yours_vanishes_one(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Pony, Phantom Terra Beast", "{KOALALA}"]
            ener: ["{BUFFALO}"]
          - signi: [~, "{ROMAIL}"]
            life: {[BUFFALO] * 3!s}
    """)
    game.attack(KOALALA)  # 10000 vanishes Romail
    game.accept()  # pay 1 colorless
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 0
    game = burst(table, "Pony, Phantom Terra Beast", mine=f'ener: ["{BUFFALO}", "{BUFFALO}"]')
    game.accept()  # pay 2 colorless
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P06-052")
def test_ariton_put_into_the_trash_by_a_cost_may_pay_to_vanish(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Bathin, Crimson Evil", "Ariton, Crimson Evil"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{ROMAIL}", "Servant #"]
    """)
    game.action("Bathin, Crimson Evil")  # its cost: Ariton
    game.target(ROMAIL)  # Bathin vanishes Romail (8000 or less)
    game.accept()  # Ariton: pay 1 colorless
    assert game.zone_of("Servant #", 1) == Zone.ENER and game.zone_of(ROMAIL) == Zone.ENER


@encodes("WXDi-P06-077")
def test_encounter_charges_two_for_a_vanish_outside_your_main_phase(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Encounter"]
            signi: ["Camelopar, Natural Planet"]
            ener: ["{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.use("Encounter")  # no cost; Camelopar is the one green SIGNI
    game.pass_until(lambda play: play.game.turn == 4 and play.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)  # vanishes Camelopar in the opponent's attack phase
    assert game.zone_of("Camelopar, Natural Planet", 0) == Zone.ENER
    assert game.count(0, Zone.ENER) == 4  # the Water Buffalo, Camelopar and two charged
    beauty = table("""
        players:
          - signi: ["Marai, Jade Beauty"]
            ener: ["Encounter"]
    """)
    beauty.action("Encounter")  # from the Ener Zone, with a <<Beauty>> SIGNI on the field
    assert beauty.zone_of("Encounter") == Zone.HAND
    alone = table("""
        players:
          - ener: ["Encounter"]
    """)
    assert not alone.can(ActionKind.USE_ACTION, "Encounter")


BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, blue and green, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
ECKESACHS = "Eckesachs, Lightly Armed"  # level 1, 5000, red and black, vanilla
ANNA = "Anna Mirage, Doomed Evil"  # 13000
ADAMANTHIA = "Adamanthia, Natural Crystal"  # level 3, 12000

LOVIT3_ALT = [
    "DJ LOVIT - Standby",
    "DJ LOVIT - 1st Verse",
    "DJ LOVIT - 2nd Verse",
    "DJ LOVIT - 3rd Verse - ALT",
]


@encodes("WXDi-P06-008")
def test_lovit_alt_makes_the_opponent_trash_ener_on_entering_and_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(LOVIT3_ALT[:3])}
            lrig_deck: ["{LOVIT3_ALT[3]}"]
            ener: {[ROMAIL] * 2}
          - ener: ["{KOALALA}", "{SARA}", "{BUFFALO}", "{ANNA}"]
    """)
    game.grow(LOVIT3_ALT[3])
    game.choose(KOALALA)  # the opponent chooses
    assert game.names(1, Zone.TRASH) == [KOALALA]
    game.pass_until(lambda g: g.game.decision.player == 1)
    game.choose(SARA)  # three left at the end of the turn
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-P06-008")
def test_lovit_alt_gives_double_crush_to_a_red_signi_once_per_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LOVIT3_ALT)}
            signi: ["{BUFFALO}", "{ROMAIL}"]
            ener: ["{SARA}", "{SARA}"]
    """)
    game.action(LOVIT3_ALT[3])
    assert game.has_keyword(game.card(ROMAIL), KW.DOUBLE_CRUSH)
    game.end_main()  # two Ener left: three are needed at the end of the turn
    assert game.count(1, Zone.TRASH) == 0


SANGA3_EX = ["Sanga START", "Sanga, Vogue 1", "Sanga, Vogue 2", "Sanga, Vogue 3 - EX"]


@pytest.mark.parametrize(
    ("signi", "chooses"), [([SARA, KOALALA, BUFFALO], True), ([BUFFALO, BUFFALO], False)]
)
@encodes("WXDi-P06-010")
def test_sanga_ex_adds_or_charges_with_three_colors_of_signi(
    table: Table, signi: list[str], chooses: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(SANGA3_EX)}
            signi: {signi}
            deck: {[ROMAIL] * 3}
    """)
    game.end_main()
    assert (game.decision == DecisionKind.MODE) is chooses
    if chooses:
        game.mode(1)
        assert game.names(0, Zone.ENER) == [ROMAIL]


@encodes("WXDi-P06-010")
def test_sanga_ex_charges_two_and_vanishes_12000_or_more_once_per_game(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(SANGA3_EX[:3])}
            lrig_deck: ["{SANGA3_EX[3]}"]
            ener: {[BUFFALO] * 2}
            deck: ["{SARA}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ADAMANTHIA}"]
    """)
    game.grow(SANGA3_EX[3])
    assert sorted(game.names(0, Zone.ENER)) == [ROMAIL, SARA]
    game.action(SANGA3_EX[3])
    game.target(SARA)  # the Ener card; Adamanthia is the only SIGNI of 12000 or more
    assert game.zone_of(ADAMANTHIA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.names(0, Zone.HAND) == [SARA]


YUZUKI3 = [
    "Yuzuki Zero",
    "Yuzuki One, Blazing Chant",
    "Yuzuki Two, Blazing Chant",
    "Yuzuki Three, Blazing Fire Chant",
]


@encodes("WXDi-P06-011")
def test_yuzuki_three_makes_the_opponent_vanish_their_own_signi(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(YUZUKI3[:3])}
            lrig_deck: ["{YUZUKI3[3]}"]
            ener: {[ROMAIL] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ADAMANTHIA}"]
    """)
    game.grow(YUZUKI3[3])
    game.choose(KOALALA)  # the opponent chooses
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ADAMANTHIA, 1) == Zone.SIGNI


@encodes("WXDi-P06-011")
def test_yuzuki_three_trashes_an_ener_card_and_the_opponent_may_charge(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(YUZUKI3)}
          - ener: ["{KOALALA}"]
            deck: ["{SARA}", "{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(1, Zone.TRASH) == [KOALALA]
    game.accept()  # the opponent charges
    assert game.names(1, Zone.ENER) == [SARA]


@encodes("WXDi-P06-011")
def test_yuzuki_three_charges_two_then_trashes_two_of_four_opposing_ener(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(YUZUKI3)}
            deck: {[ROMAIL] * 3}
          - ener: ["{KOALALA}", "{SARA}", "{BUFFALO}", "{ANNA}"]
    """)
    game.action(YUZUKI3[3])
    assert game.count(0, Zone.ENER) == 2
    game.target(KOALALA, ANNA)
    assert sorted(game.names(1, Zone.TRASH)) == [ANNA, KOALALA]


MAHOMAHO = ["Mahomaho☆Zero", "Mahomaho☆Jajaan"]


@encodes("WXDi-P06-024")
def test_mahomaho_zuun_vanishes_and_pays_for_minus_20000_on_attack(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=MAHOMAHO)}
            lrig_deck: ["Mahomaho☆Zuun"]
            ener: {[SARA] * 6}
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.grow("Mahomaho☆Zuun")  # in the opponent's pre-attack step
    game.first()  # the vanish first
    game.target(KOALALA)
    game.accept()
    game.pay()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(ANNA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ANNA, 1) == Zone.ENER


HANAYO = "Hanayo, Zero"


@encodes("WXDi-P06-025")
def test_hanayo_sakura_vanishes_5000_or_less_and_charges(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=HANAYO)}
            lrig_deck: ["Hanayo, Sakura"]
            deck: {[ROMAIL] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}"]
    """)
    game.grow("Hanayo, Sakura")
    game.first()
    assert game.zone_of(SARA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.names(0, Zone.ENER) == [ROMAIL]


@encodes("WXDi-P06-026")
def test_hanayo_pomegranate_vanishes_12000_and_discards_four_for_8000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[HANAYO, "Hanayo, Sakura"])}
            lrig_deck: ["Hanayo, Pomegranate"]
            hand: {[BUFFALO] * 4}
            ener: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}", "{ANNA}"]
    """)
    game.grow("Hanayo, Pomegranate")
    game.first()  # the first [Enter] first
    game.target(KOALALA)
    game.accept()
    assert game.count(0, Zone.HAND) == 0
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(SARA, 1) == Zone.ENER
    assert game.zone_of(ANNA, 1) == Zone.SIGNI


@encodes("WXDi-P06-027")
def test_hanayo_gentian_draws_or_charges_and_gives_a_level_three_double_crush(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[HANAYO, "Hanayo, Sakura"])}
            lrig_deck: ["Hanayo, Gentian"]
            signi: ["{ROMAIL}", "{ADAMANTHIA}"]
            ener: ["{ROMAIL}"]
            deck: {[SARA] * 3}
    """)
    game.grow("Hanayo, Gentian")
    game.first()
    game.mode(0)
    assert game.names(0, Zone.HAND) == [SARA, SARA]
    assert game.has_keyword(game.card(ADAMANTHIA), KW.DOUBLE_CRUSH)  # the only level three


MIDORIKO = "WD04-005"  # Midoriko, Battle Girl


@encodes("WXDi-P06-028")
def test_midoriko_rainspear_gives_lancer_to_a_level_two_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=MIDORIKO)}
            lrig_deck: ["Midoriko, Rainspear"]
            signi: ["{KOALALA}", "{ADAMANTHIA}"]
    """)
    game.grow("Midoriko, Rainspear")
    assert game.has_keyword(game.card(KOALALA), KW.LANCER)
    assert not game.has_keyword(game.card(ADAMANTHIA), KW.LANCER)


@encodes("WXDi-P06-029")
def test_midoriko_half_moon_vanishes_and_pays_one_to_add_an_ener_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MIDORIKO, "Midoriko, Rainspear"])}
            lrig_deck: ["Midoriko, Half - Moon"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.grow("Midoriko, Half - Moon")
    game.pay(BUFFALO, BUFFALO)
    game.first()
    assert game.zone_of(ANNA, 1) == Zone.ENER
    game.accept()
    game.pay(BUFFALO)
    assert game.names(0, Zone.HAND) == [KOALALA]


COELA = "Coela, Aquatic Phantom Queen"


@pytest.mark.parametrize(("life", "draws"), [(2, True), (3, False)])
@encodes("WXDi-P06-033")
def test_coela_draws_with_as_many_life_cloth_as_the_opponent(
    table: Table, life: int, draws: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{COELA}"]
            life: {[BUFFALO] * life}
            deck: {[SARA] * 2}
          - life: {[BUFFALO] * 2}
    """)
    game.end_main()
    assert game.count(0, Zone.HAND) == (1 if draws else 0)


@encodes("WXDi-P06-033")
def test_coela_takes_the_abilities_of_an_opposing_signi_when_one_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{COELA}"]
            life: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General", ~, "Servant #"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    assert game.power("Gracia, Crimson General") == 7000
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack("Servant #")
    game.target("Gracia, Crimson General")
    assert game.power("Gracia, Crimson General") == 3000


@encodes("WXDi-P06-033")
def test_coela_pays_white_to_keep_one_of_three_and_bursts_to_trash_an_upped_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{COELA}"]
            ener: ["{SARA}"]
            deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play(COELA, 0)
    game.accept()
    game.choose(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]
    game = burst(table, COELA)  # Koalala is the only upped SIGNI
    assert game.zone_of(KOALALA, 1) == Zone.TRASH


SHIVA = "Shiva, Crimson Evil Queen"


@pytest.mark.parametrize(
    ("hand", "vanished"),
    [([SARA], []), ([SARA, SARA], [KOALALA]), ([SARA] * 3, [KOALALA, ANNA])],
)
@encodes("WXDi-P06-035")
def test_shiva_discards_the_hand_to_vanish_by_how_many(
    table: Table, hand: list[str], vanished: list[str]
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SHIVA}", {", ".join(f'"{card}"' for card in hand)}]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.play(SHIVA, 0)
    assert game.count(0, Zone.HAND) == 0
    if game.decision == DecisionKind.TARGET:
        game.target(vanished[-1])
    assert [name for name in (KOALALA, ANNA) if game.zone_of(name, 1) == Zone.ENER] == vanished[-1:]


@encodes("WXDi-P06-035")
def test_shiva_draws_when_it_leaves_the_field_in_the_attack_phase(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SHIVA}"]
            deck: {[SARA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(ANNA)  # 13000 against 10000
    assert game.zone_of(SHIVA) == Zone.ENER
    assert game.names(0, Zone.HAND) == [SARA]


CAPRICORN = "Capricorn, Natural Planet"


@encodes("WXDi-P06-071")
def test_capricorn_gets_4000_for_a_level_one_signi_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{CAPRICORN}", "{CAPRICORN}"]
            deck: ["{SARA}", "{KOALALA}", "{ROMAIL}"]
    """)
    game.play(CAPRICORN, 0)
    game.accept()  # Sara to the bottom
    assert game.power(CAPRICORN) == 7000
    game.play(CAPRICORN, 1)  # Koalala (level two) on top: it stays there
    game.decline()
    capricorns = game.cards_in(0, Zone.SIGNI)
    assert sorted(game.game.power(card) for card in capricorns) == [3000, 7000]
    assert game.game.players[0].deck[-1] == game.card(KOALALA)
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert sorted(game.game.power(card) for card in capricorns) == [3000, 7000]


# Cards of the terms added after the first round (moves, at the end of turn, Life Cloth, ...).

MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black
REI_CENTER = [
    "Rei, On the Wings of Tomorrow",
    "Rei, On the Wings of Truth",
    "Rei, On the Wings of Azure Sky",
]
RADIANCE = "Rei, On the Wings of Radiance"
TOBIEL = "Tobiel, Full Armed"  # [Enter] discard two cards: draw two cards


@encodes("WXDi-P06-007")
def test_rei_radiance_gives_assassin_to_a_blue_signi_after_two_draws(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(REI_CENTER)}
            lrig_deck: ["{RADIANCE}"]
            hand: ["{TOBIEL}", "{SARA}", "{SARA}", "{SARA}"]
            signi: ["{BUFFALO}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[MAO] * 6!s}
    """)
    game.grow(RADIANCE)
    game.pay()
    assert game.count(0, Zone.HAND) == 5 and game.names(0, Zone.ENER) == [MAO]
    game.pass_until(lambda play: play.can(ActionKind.PLAY_SIGNI, TOBIEL))
    game.play(TOBIEL, 1)
    game.accept()
    game.discard(SARA, SARA)  # two more draws by an effect
    game.end_main()
    game.accept()
    game.discard(SARA)  # and two of the three Mao
    assert game.game.has_keyword(game.card(BUFFALO, 0, Zone.SIGNI), KW.ASSASSIN)


@encodes("WXDi-P06-007")
def test_rei_radiance_gains_a_draw_or_discard_for_two_crushes(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*REI_CENTER, RADIANCE])}
            signi: ["{SARA}", "{SARA}", "{SARA}"]
            deck: {[MAO] * 4!s}
          - hand: ["{ROMAIL}", "{ROMAIL}"]
            life: {[BUFFALO] * 4!s}
    """)
    game.action(RADIANCE)
    game.end_main()
    for mode in (0, 1, None):  # twice per turn: the third crush gives nothing
        game.act(ActionKind.ATTACK, SARA)
        if mode is not None:
            game.mode(mode)
    assert game.names(0, Zone.HAND) == [MAO] and game.count(1, Zone.HAND) == 1


URITH_CENTER = ["Urith, Scorching Enma", "Urith, Abyssal Enma", "Urith, Splashing Enma"]
URITH = "Urith, Maniacal Enma"


@encodes("WXDi-P06-013")
def test_urith_maniacal_enma_returns_two_black_signi_and_mills_a_declared_number(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(URITH_CENTER)}
            lrig_deck: ["{URITH}"]
            ener: ["{BAPHOMET}", "{BAPHOMET}"]
            trash: ["{MAO}", "{SARA}", "{ROMAIL}"]
            deck: {[BUFFALO] * 5!s}
    """)
    game.grow(URITH)
    game.pay()
    game.target(MAO, SARA)  # the black ones: Romail is red
    assert sorted(game.names(0, Zone.HAND)) == [MAO, SARA]
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION, URITH))
    game.act(ActionKind.USE_ACTION, URITH, b=1)
    game.mode(3)  # declare three
    assert game.count(0, Zone.DECK) == 2


@encodes("WXDi-P06-013")
def test_urith_maniacal_enma_gains_a_life_cloth_on_attack(table: Table) -> None:
    game = table(f"""
        phase: main
        players:
          - lrig: {lrigs([*URITH_CENTER, URITH])}
            hand: ["{SARA}", "{SARA}"]
            trash: ["{MAO}", "Gauche Agnese, Natural Plant Queen"]
          - life: ["{BUFFALO}"]
    """)
    game.act(ActionKind.USE_ACTION, URITH, b=2)  # discard two: Urith gains the ability
    game.end_main()  # no SIGNI: the LRIG attack step
    game.attack(URITH)
    assert not any("Gauche Agnese" in option for option in game.options())  # a Life Burst
    game.target(MAO)
    assert game.names(0, Zone.LIFE) == [MAO]


DOJAAN = "Yukayuka☆Dojaan"
YUKAYUKA = ["Yukayuka☆Zero", "Yukayuka☆Pon"]


@encodes("WXDi-P06-023")
def test_yukayuka_dojaan_returns_at_the_end_of_turn_unless_the_opponent_pays(
    table: Table,
) -> None:
    def turn_end(pays: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=YUKAYUKA)}
                lrig_deck: ["{DOJAAN}"]
              - signi: ["{KOALALA}"]
                hand: ["{ROMAIL}"]
        """)
        game.grow(DOJAAN)
        game.first()
        assert game.game.has_keyword(game.card(KOALALA), KW.CANT_ATTACK)
        game.end_main()
        game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
        if pays:
            game.accept()  # the opponent discards Romail
        else:
            game.decline()
        return game

    assert turn_end(pays=False).zone_of(DOJAAN) == Zone.LRIG_DECK
    game = turn_end(pays=True)
    assert game.zone_of(DOJAAN) == Zone.LRIG and game.zone_of(ROMAIL) == Zone.TRASH


@encodes("WXDi-P06-030")
def test_midoriko_repair_adds_life_cloth_from_the_deck_and_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MIDORIKO, "Midoriko, Rainspear"])}
            lrig_deck: ["Midoriko, Repair"]
            ener: {[KOALALA] * 7!s}
            trash: ["{MAO}", "Gauche Agnese, Natural Plant Queen"]
            deck: {[BUFFALO] * 3!s}
    """)
    game.grow("Midoriko, Repair")
    game.first()  # the top card of the deck first
    game.accept()  # pay for a card of the trash (the Ener paid goes there too)
    game.target(MAO)
    assert game.names(0, Zone.LIFE) == [BUFFALO, MAO]  # bottom to top
    assert game.count(0, Zone.DECK) == 2


ANN = "Ann//Memoria, Jade Beauty Queen"


@encodes("WXDi-P06-038")
def test_ann_memoria_shadows_big_signi_and_charges_when_ener_leaves_by_an_effect(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ANN}", "Gauche Agnese, Natural Plant Queen"]
            ener: ["{KOALALA}"]
            deck: {[MAO] * 3!s}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.TARGET)
    game.target(KOALALA)  # Gauche Agnese: a SIGNI from the Ener Zone to the hand
    assert game.zone_of(KOALALA) == Zone.HAND and game.names(0, Zone.ENER) == [MAO]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{ANN}"]
            ener: ["{SARA}"]
          - signi: ["{ADAMANTHIA}", "{KOALALA}"]
    """)
    game.play(ANN, 0)
    game.accept()
    ann = game.card(ANN)
    assert game.power(ANN) == 14000
    assert not game.is_targetable(ann, 1, game.card(ADAMANTHIA))  # level three
    assert game.is_targetable(ann, 1, game.card(KOALALA))
    game = burst(table, ANN)
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P06-050")
def test_get_remember_orders_the_top_and_draws_one_or_two(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Get Remember"]
            ener: ["{SARA}"]
            deck: ["{MAO}", "{ROMAIL}", "{BAPHOMET}", "{KOALALA}"]
    """)
    game.use("Get Remember")
    game.pay()
    game.choose(MAO, BAPHOMET)  # back on top, the last one chosen on top
    game.done()
    assert game.names(0, Zone.HAND) == [BAPHOMET]
    assert game.names(0, Zone.DECK) == [ROMAIL, KOALALA, MAO]  # bottom first
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Get Remember"]
            signi: ["Remember//Memoria, Code: Heart"]
            ener: ["{SARA}"]
            deck: ["{MAO}", "{ROMAIL}", "{BAPHOMET}", "{KOALALA}"]
    """)
    game.use("Get Remember")
    game.pay()
    game.done()  # none back on top
    game.choose(ROMAIL, MAO)  # the order at the bottom, the first lowest: Baphomet above
    assert game.names(0, Zone.HAND) == [KOALALA, BAPHOMET]  # two drawn
    assert game.names(0, Zone.DECK) == [ROMAIL, MAO]


MONKEY_BARS = "Monkey Bars, First Playground"


@encodes("WXDi-P06-070")
def test_monkey_bars_from_the_ener_zone_charges_when_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Aiyai//Memoria, Second Play"]
            ener: ["{MONKEY_BARS}"]
            deck: {[MAO] * 3!s}
          - life: ["{BUFFALO}"]
    """)
    game.action("Aiyai//Memoria, Second Play")  # Monkey Bars from the Ener Zone
    game.into(1)
    game.end_main()
    game.attack(MONKEY_BARS)
    assert game.names(0, Zone.ENER) == [MAO]


CHELYDRIDAE = "Chelydridae, Phantom Aquatic Beast"


@encodes("WXDi-P06-076")
def test_chelydridae_draws_two_and_charges_a_hand_card_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CHELYDRIDAE}"]
            ener: ["{SARA}", "{SARA}", "{SARA}"]
            deck: ["{MAO}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.play(CHELYDRIDAE, 0)
    game.accept()
    game.pay()
    assert sorted(game.names(0, Zone.HAND)) == sorted([MAO, ROMAIL])
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()
    game.choose(ROMAIL)
    assert game.names(0, Zone.ENER) == [ROMAIL]


@encodes("WXDi-P06-076")
def test_chelydridae_life_burst_charges_and_stops_the_next_signi_damage(table: Table) -> None:
    game = burst(table, CHELYDRIDAE, mine=f'deck: ["{MAO}"]')
    game.attack(KOALALA)  # no damage: with no Life Cloth left, the game goes on
    assert not game.game.is_terminal() and MAO in game.names(0, Zone.ENER)


@encodes("WXDi-P06-078")
def test_karasawa_pays_for_minus_5000_when_you_exceed(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(["Ex Zero", "Ex One", "Ex Two", "Ex Three"])}
            signi: ["Karasawa, Doomed General"]
            ener: ["{BAPHOMET}"]
          - signi: ["{KOALALA}"]
    """)
    game.act(ActionKind.USE_ACTION, "Ex Three", b=2)  # [Exceed 3]
    game.accept()
    game.pay()
    assert game.power(KOALALA) == 5000


ELDORA = "Eldora//Memoria, Aquatic Phantom Queen"


@encodes("WXDi-P06-068")
def test_discovery_finds_eldora_and_keeps_one_card_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["DISCOVERY"]
            deck: ["{MAO}", "{ELDORA}", "{ROMAIL}", "{BAPHOMET}", "{SARA}", "{KOALALA}"]
    """)
    game.use("DISCOVERY")
    game.choose(ELDORA)
    game.choose(ROMAIL)  # on top
    game.choose(SARA, BAPHOMET)  # the order at the bottom, the first lowest: Mao above
    assert game.names(0, Zone.HAND) == [ELDORA]
    assert game.names(0, Zone.DECK) == [SARA, BAPHOMET, MAO, KOALALA, ROMAIL]


@encodes("WXDi-P06-068")
def test_discovery_life_burst_downs_two_signi(table: Table) -> None:
    game = burst(table, "DISCOVERY")
    game.target("Servant #", KOALALA)
    assert game.game.downed[game.card(KOALALA)] and game.game.downed[game.card("Servant #")]


WHITE, BLACK = "Akino*Rock", "Deus Drive"  # a white and a black Assist LRIG, level 1


@encodes("WXDi-P06-003")
def test_miasma_labyrinth_chooses_three_different_modes_for_a_level_three_center(
    table: Table,
) -> None:
    def used(*modes: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=WHITE, right=BLACK)}
                lrig_deck: ["Miasma Labyrinth"]
                ener: {[BAPHOMET] * 3!s}
                trash: ["{MAO}", "{SARA}"]
                deck: {[BUFFALO] * 8!s}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                deck: {[BUFFALO] * 8!s}
        """)
        game.use("Miasma Labyrinth")
        for mode in modes:
            game.mode(mode)
        return game

    game = used(0, 1, 2)
    assert not game.can(ActionKind.CHOOSE_MODE)  # three, each once
    game.target(MAO)  # onto the field
    game.pass_until(lambda play: play.can(ActionKind.CHOOSE, SARA))
    game.target(SARA)  # to the hand
    assert game.zone_of(KOALALA) == Zone.ENER  # --12000
    assert game.names(0, Zone.SIGNI)[0] == MAO and game.names(0, Zone.HAND) == [SARA]
    game = used(1, 2, 3)
    game.target(MAO)
    game.pass_until(lambda play: play.can(ActionKind.CHOOSE, SARA))
    game.target(SARA)
    assert game.count(0, Zone.DECK) == 1 and game.count(1, Zone.DECK) == 1  # seven each


MYU = "Myu//Memoria, Phantom Insect"
GUZUKO = "Guzuko//Memoria, Tragic Party Queen"  # a black level three SIGNI


@pytest.mark.parametrize("under", [False, True])
@encodes("WXDi-P06-084")
def test_myu_fetches_a_black_signi_of_any_level_once_a_card_is_under_a_signi(
    table: Table, under: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MYU}"]
            ener: ["Baphomet, Doomed Evil"]
            trash: ["{GUZUKO}"]
          - signi: ["{KOALALA}"]
            deck: ["{ROMAIL}"]
    """)
    if under:
        game.game.put_under_signi(game.card(ROMAIL, 1, Zone.DECK), game.card(KOALALA, 1))
    game.action(MYU)
    if under:
        game.target(GUZUKO)  # the Ener paid (level two or less) is offered as well
    assert game.zone_of(GUZUKO, 0) == (Zone.HAND if under else Zone.TRASH)
    assert game.game.downed[game.card(MYU)]


@encodes("WXDi-P06-084")
def test_myu_life_burst_discards_for_minus_twelve_thousand(table: Table) -> None:
    game = burst(table, MYU, mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 --12000: no power left
    assert game.zone_of(ROMAIL, 0) == Zone.TRASH


TYRANNO = "Tyranno, Phantom Black Dragon"  # level 2, 5000
BOUDICA = "Boudica, Crimson General"  # level 3


@encodes("WXDi-P06-083")
def test_tyranno_stores_three_levels_and_spends_them_to_shrink_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{TYRANNO}"]
            trash: ["{BUFFALO}", "{ROMAIL}", "{KOALALA}", "{BOUDICA}"]
            ener: ["Imp, Azure Doomed Evil", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play(TYRANNO, 1)
    game.target(BUFFALO)
    assert not any(ROMAIL in option for option in game.options())  # level one again
    game.target(KOALALA, BOUDICA)  # one of each level
    assert game.count(0, Zone.UNDER) == 3 and game.names(0, Zone.TRASH) == [ROMAIL]
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(TYRANNO)
    game.accept()  # black and colorless, and the three cards underneath
    assert game.count(0, Zone.UNDER) == 0 and game.count(0, Zone.ENER) == 0
    assert game.power(KOALALA, 1) == 2000


BIKE = "E - Lectro Bike, Code: Art"  # red, level 1, 2000
LALARU = "Lalaru//Memoria, Code: Art"  # red, level 2, 12000: [Rise] on a level one SIGNI
ZEUSIAS = "Zeusias, Mugen Crimson Angel Queen"  # level 3, 12000


@encodes("WXDi-P06-054")
def test_lectro_bike_risen_by_lalaru_vanishes_and_lalaru_returns_from_the_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LALARU}"]
            signi: ["{BIKE}", ~, ~]
            ener: ["Servant #"]
          - signi: ["{ROMAIL}", "{KOALALA}", ~]
    """)
    game.play(LALARU, 0)  # risen on the Bike
    game.accept()
    game.pay()  # Romail, the one SIGNI of 5000 or less, is the target
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.zone_of(BIKE) == Zone.UNDER


@encodes("WXDi-P06-054")
def test_lectro_bike_risen_by_another_signi_vanishes_nothing(table: Table) -> None:
    gilgamej = "Gilgamej, Crimson General"  # red, [Rise] on a red SIGNI
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{gilgamej}"]
            signi: ["{BIKE}", ~, ~]
            ener: ["Servant #"]
          - signi: ["{ROMAIL}", "{KOALALA}", ~]
    """)
    game.play(gilgamej, 0)  # risen on the Bike; its own [Enter] cannot be paid
    assert game.decision == DecisionKind.MAIN and game.zone_of(BIKE) == Zone.UNDER
    assert game.zone_of(ROMAIL, 1) == Zone.SIGNI and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P06-054")
def test_lectro_bike_gives_the_red_signi_on_top_a_return_from_the_ener(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BIKE}", "{LALARU}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{ZEUSIAS}", ~]
    """)
    assert game.game.put_under_signi(game.card(BIKE), game.card(LALARU))
    game.attack(ZEUSIAS)  # 12000 against 12000: both vanished
    game.accept()  # the ability the Bike gave Lalaru: from the Ener Zone to the hand
    assert game.zone_of(LALARU) == Zone.HAND and game.zone_of(BIKE) == Zone.TRASH


REVEALED = "E - Lectrobike Revealed"


def revealed(table: Table, mode: int) -> Play:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{REVEALED}"]
            signi: ["{LALARU}", "{KOALALA}", ~]
            trash: ["{BIKE}", "{ROMAIL}"]
            ener: ["Servant #", "Servant #", "Servant #"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ZEUSIAS}", ~, ~]
            life: ["{BUFFALO}"]
    """)
    # The Bike under Lalaru (with [Rise]), Romail under Koalala (without).
    assert game.game.put_under_signi(game.card(BIKE), game.card(LALARU))
    assert game.game.put_under_signi(game.card(ROMAIL, 0), game.card(KOALALA))
    game.use(REVEALED)
    game.mode(mode)  # its cost paid with a Servant #
    return game


@encodes("WXDi-P06-059")
def test_lectrobike_revealed_adds_a_red_signi_under_a_rise_signi(table: Table) -> None:
    game = revealed(table, 0)  # the Bike, the one red SIGNI under a SIGNI with [Rise]
    assert game.zone_of(BIKE) == Zone.HAND and game.zone_of(ROMAIL, 0) == Zone.UNDER


@encodes("WXDi-P06-059")
def test_lectrobike_revealed_powers_up_a_rise_signi_that_vanishes_as_it_attacks(
    table: Table,
) -> None:
    game = revealed(table, 1)  # Lalaru, the one SIGNI with [Rise]
    assert game.power(LALARU) == 12000 + 3000
    game.end_main()
    game.attack(LALARU)
    game.first()  # two [Auto] abilities: its own asks nothing of an empty hand
    game.accept()  # the gained one: pay 2 colorless; Zeusias, 12000, is the target
    assert game.zone_of(ZEUSIAS, 1) == Zone.ENER


LAVENDER = "Lavender, Natural Plant Queen"  # green, level 3, 12000


def lavender_vanished_in_battle(table: Table) -> Play:
    """Lavender, with Koalala under it, vanished in a battle on the opponent's turn."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{LAVENDER}", ~]
            hand: ["{KOALALA}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            trash: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{ZEUSIAS}", ~]
    """)
    assert game.game.put_under_signi(game.card(KOALALA, 0), game.card(LAVENDER))
    game.attack(ZEUSIAS)  # 12000 against 12000: both vanished, Koalala to the trash
    assert game.zone_of(KOALALA, 0) == Zone.TRASH
    return game


@encodes("WXDi-P06-039")
def test_lavender_leaving_pays_to_put_the_signi_under_it_onto_the_field_downed(
    table: Table,
) -> None:
    game = lavender_vanished_in_battle(table)
    game.accept()
    game.pay(BUFFALO, BUFFALO)  # Koalala, the one SIGNI that was under it (not Romail)
    game.into(1)
    koalala = game.card(KOALALA, 0)
    assert game.zone[koalala] == Zone.SIGNI and game.downed[koalala]
    assert game.zone_of(ROMAIL, 0) == Zone.TRASH


@encodes("WXDi-P06-039")
def test_lavender_leaving_unpaid_adds_the_signi_under_it_to_the_hand(table: Table) -> None:
    game = lavender_vanished_in_battle(table)
    game.decline()
    assert game.zone_of(KOALALA, 0) == Zone.HAND and game.count(0, Zone.ENER) == 2 + 1


@encodes("WXDi-P06-039")
def test_lavender_puts_a_signi_without_guard_from_the_ener_under_it(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LAVENDER}"]
            ener: ["Servant #", "{KOALALA}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play(LAVENDER)
    game.choose(KOALALA)  # Koalala or a Water Buffalo: Servant # has a [Guard] icon
    assert game.names(0, Zone.UNDER) == [KOALALA]
    game.act(ActionKind.RETIRE, LAVENDER)  # it leaves in your main phase: nothing happens
    assert game.decision != DecisionKind.OPTIONAL and game.zone_of(KOALALA, 0) == Zone.TRASH
    assert game.count(0, Zone.ENER) == 3  # nothing paid


@encodes("WXDi-P06-039")
def test_lavender_puts_the_signi_under_it_onto_the_field_without_its_enter_ability(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{LAVENDER}", ~]
            hand: ["{TOBIEL}", "{BUFFALO}", "{BUFFALO}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{ZEUSIAS}", ~]
    """)
    assert game.game.put_under_signi(game.card(TOBIEL, 0), game.card(LAVENDER))
    game.attack(ZEUSIAS)  # 12000 against 12000: both vanished
    game.accept()
    game.pay(BUFFALO, BUFFALO)
    game.into(1)
    tobiel = game.card(TOBIEL, 0)
    assert game.zone[tobiel] == Zone.SIGNI and game.downed[tobiel]
    # Tobiel's [Enter] (discard two cards: draw two) does not activate.
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P06-039")
def test_lavender_life_burst_vanishes_a_signi_of_7000_or_more(table: Table) -> None:
    circinus = "Circinus, Natural Planet"  # 7000
    burst = table.life_burst(LAVENDER, f"opponent: {{signi: ['{circinus}', ~, 'Servant #']}}")
    burst.burst()  # Circinus, the one target: the attacking Servant # has less
    assert burst.zone_of(circinus, 1) == Zone.ENER


IONA_MEMORIA = "Iona//Memoria, Code: Ancients"
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla


@encodes("WXDi-P06-042")
def test_iona_memoria_weakens_from_the_trash_and_vanishes_a_changed_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Once Salvage"]
            trash: ["{IONA_MEMORIA}"]
            ener: ["{IMP}", "{IMP}", "{IMP}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.use("Once Salvage")
    game.target(IONA_MEMORIA)  # the Imp paid is in the trash too
    game.into(1)
    game.target(KOALALA)  # [Enter]: it entered the field from the trash
    assert game.power(KOALALA) == 9000
    game.end_main()
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, IONA_MEMORIA))
    game.attack(IONA_MEMORIA)
    game.accept()  # pay two black
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the Buffalo has its printed power
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{IONA_MEMORIA}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(IONA_MEMORIA, 1)  # from the hand: no --1000
    assert game.power(KOALALA) == 10000


@encodes("WXDi-P06-042")
def test_iona_memoria_makes_the_signi_in_front_of_it_attack(table: Table) -> None:
    game = table(f"""
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{IONA_MEMORIA}", ~]
          - signi: ["{BUFFALO}", "{KOALALA}", ~]
    """)
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert "end the step" not in game.options()  # Koalala must attack
    game.attack(KOALALA)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert "end the step" in game.options()  # the Buffalo need not


PEEPING = "Peeping Future"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # blue and green, level 1


@encodes("WXDi-P06-002")
def test_peeping_future_discards_on_attack_and_taxes_the_next_center_up(
    table: Table,
) -> None:
    def attacked(opponent_ener: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left="Tawil =Screech=", right="Umr =Draw=")}
                lrig_deck: ["{PEEPING}"]
                ener: ["{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                hand: ["{ROMAIL}", "{BUFFALO}"]
                ener: {[ROMAIL] * opponent_ener}
                life: ["{ROMAIL}", "{ROMAIL}"]
        """)
        game.use(PEEPING)  # green, red and blue: the level three Center At gains it
        game.game.down(game.game.center(1))  # as if it had attacked in its last turn
        game.end_main()
        game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
        game.attack(AT3[-1])
        game.choose(ROMAIL)  # looked at: the card the opponent discards
        assert game.names(1, Zone.TRASH) == [ROMAIL]  # the card chosen, discarded
        return game  # in the opponent's up phase, the turn having ended

    game = attacked(opponent_ener=3)
    assert game.game.turn_player == 1 and game.decision == DecisionKind.OPTIONAL
    game.accept()  # pay %X %X %X in the up phase
    assert not game.game.downed[game.game.center(1)] and game.count(1, Zone.ENER) == 1
    game = attacked(opponent_ener=3)
    game.decline()
    assert game.game.downed[game.game.center(1)] and game.count(1, Zone.ENER) == 4
    game = attacked(opponent_ener=1)  # two with the crushed Life Cloth: not offered
    assert game.game.turn_player == 1 and game.game.downed[game.game.center(1)]
    no_colors = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Tawil =Screech=")}
            lrig_deck: ["{PEEPING}"]
            ener: ["{BUFFALO}"]
    """)
    assert not no_colors.can(ActionKind.USE_PIECE, PEEPING)  # two colors only


GARDEN = "Garden of Singularity"


def _opponent_lrig_attacks(game: Play) -> None:
    """Player 0 ends the turn; player 1's Center LRIG attacks in the next one."""
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK and g.game.turn_player == 1)
    game.attack("[Center] Lize, Level 3")


@encodes("WXDi-P06-006")
def test_garden_lets_its_player_guard_by_discarding_three_cards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Piruluk", right="Rei")}
            lrig_deck: ["{GARDEN}"]
            hand: ["{KOALALA}", "{KOALALA}", "{KOALALA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.use(GARDEN)
    assert game.count(0, Zone.HAND) == 4  # drew a card
    _opponent_lrig_attacks(game)
    assert game.decision == DecisionKind.GUARD  # no card with a Guard icon in the hand
    assert game.names(0, Zone.HAND) == [KOALALA] * 4
    game.accept()  # guard by discarding three of them instead (copies: no choice)
    assert game.names(0, Zone.TRASH) == [KOALALA] * 3
    assert game.count(0, Zone.LIFE) == 2  # no damage


MILULUN = "Milulun//Memoria, Natural Element"
HETEROPHONY = "Heterophony"  # a spell: 1 green and 1 colorless, [Ener Charge 3]
SARA = "Sara Hoshikawa, Code 2434"  # white and black


@encodes("WXDi-P06-066")
def test_milulun_uses_an_opponents_spell_paying_its_green_as_colorless(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MILULUN}"]
            ener: ["{SARA}", "{SARA}", "{SARA}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - trash: ["{HETEROPHONY}"]
    """)
    game.play(MILULUN, 1)  # [Enter]: the next spell may pay one colored Ener as colorless
    game.action(MILULUN)
    game.pay()  # 1 colorless, then the spell's cost: 2 colorless once its green is
    assert game.zone_of(HETEROPHONY) == Zone.REMOVED  # used, then out of the game
    assert game.names(0, Zone.ENER) == [BUFFALO] * 3  # three Sara paid, three charged


# ------------------------------------------------------------------ vocab-23: colours

MEMORIA = "Tama//Memoria, Doomed Angel Queen"  # black, level 3, 10000
CIRCE = "Circe, Blessed Angel"  # a white <<Angel>> SIGNI


@encodes("WXDi-P06-040")
def test_memoria_powers_up_and_gains_shadow_with_ten_cards_in_the_trash(table: Table) -> None:
    def memoria(trash: int) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(LIZE3)}
                signi: ["{MEMORIA}"]
                trash: {[BUFFALO] * trash}
        """)

    game = memoria(9)
    assert game.power(MEMORIA) == 10000
    game = memoria(10)
    assert game.power(MEMORIA) == 13000
    assert game.game.keywords(game.card(MEMORIA)) == 0  # a restricted Shadow, no keyword
    assert game.game.effects[Attribute.SHADOW]


@encodes("WXDi-P06-040")
def test_memoria_makes_your_field_and_ener_signi_additionally_black(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            signi: ["{MEMORIA}", "{CIRCE}"]
            ener: ["{CIRCE}"]
            hand: ["{CIRCE}"]
          - signi: ["{CIRCE}"]
    """)
    white, black = 0b00001, 0b10000
    colors = game.game.colors
    assert colors(game.card(CIRCE, 0, Zone.SIGNI)) == white | black
    assert colors(game.card(CIRCE, 0, Zone.ENER)) == white | black
    assert game.game.pay_colors(game.card(CIRCE, 0, Zone.ENER)) == white | black
    assert colors(game.card(CIRCE, 0, Zone.HAND)) == white
    assert colors(game.card(CIRCE, 1, Zone.SIGNI)) == white


@encodes("WXDi-P06-040")
def test_memoria_mills_two_when_a_black_signi_leaves_outside_your_main_phase(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(LIZE3)}
            signi: ["{MEMORIA}", "{CIRCE}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{KOALALA}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    left, right = game.game.players[1].signi[:2]

    def attack_with(attacker: int) -> None:
        game.game.apply_action(
            next(
                action
                for action in game.game.legal_actions()
                if action.kind == ActionKind.ATTACK and action.a == attacker
            )
        )

    attack_with(right)  # Circe (white, black on your field) is vanished
    assert game.zone_of(CIRCE) == Zone.ENER
    assert game.count(1, Zone.TRASH) == 2
    attack_with(left)  # 10000 against 10000: Memoria is vanished, once per turn
    assert game.zone_of(MEMORIA) == Zone.ENER and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P06-040")
def test_memoria_mills_nothing_in_your_main_phase(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            signi: ["{MEMORIA}", "{CIRCE}"]
          - deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.act(ActionKind.RETIRE, CIRCE)
    game.act(ActionKind.RETIRE_DONE)
    assert game.zone_of(CIRCE) == Zone.TRASH and game.count(1, Zone.TRASH) == 0


@encodes("WXDi-P06-040")
def test_memoria_life_burst_vanishes_a_level_two_or_less_signi(table: Table) -> None:
    game = burst(table, MEMORIA, theirs=f'hand: ["{BUFFALO}"]')
    game.target("Servant #")
    assert game.zone_of("Servant #", 1) == Zone.ENER


CU = "Cu Chulainn, Crimson General Queen"  # level 3, 12000, red <<Brave>>
IMAGAWA = "Imagawa, Crimson General"  # level 1, red <<Brave>>
YUE_FEI = "Yue Fei, Crimson General"  # level 1, red <<Brave>>
ZHAO_YUN = "Zhao Yun, Blessed General"  # level 1, <<Brave>>
TADAKATSU = "Tadakatsu, Crimson General"  # level 3, 13000, a Life Burst alone


def cu_chulainn(table: Table, trash: list[str], ener: tuple[str, ...] = (BUFFALO, KOALALA)) -> Play:
    return table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CU}", "{ROMAIL}"]
            trash: {trash}
            ener: {list(ener)}
          - lrig: {lrigs(LIZE3)}
            signi: ["{TADAKATSU}"]
    """)


@encodes("WXDi-P06-034")
def test_cu_chulainn_rises_with_two_brave_signi_from_the_trash(table: Table) -> None:
    game = cu_chulainn(table, [IMAGAWA, ROMAIL])  # one <<Brave>> SIGNI: it cannot be played
    assert not game.can(ActionKind.PLAY_SIGNI, CU)
    game = cu_chulainn(table, [IMAGAWA, ROMAIL, YUE_FEI, ZHAO_YUN])
    game.play(CU, 1)
    game.choose(IMAGAWA, YUE_FEI)
    assert game.names(0, Zone.SIGNI) == ["", CU, ""]
    assert sorted(game.names(0, Zone.UNDER)) == [IMAGAWA, YUE_FEI]
    assert sorted(game.names(0, Zone.TRASH)) == [ROMAIL, ZHAO_YUN]
    assert game.power(CU) == 15000  # in the center SIGNI Zone
    game.play(ROMAIL, 0)
    assert game.power(ROMAIL, 0) == 2000


@encodes("WXDi-P06-034")
def test_cu_chulainn_downs_and_pays_instead_of_being_vanished(table: Table) -> None:
    game = cu_chulainn(table, [IMAGAWA, YUE_FEI])
    game.play(CU, 0)  # the two <<Brave>> SIGNI go under it: no choice
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, TADAKATSU))
    assert not game.downed[game.card(CU)]
    game.attack(TADAKATSU)  # 13000 against 12000: Cu Chulainn would be vanished
    assert game.decision == DecisionKind.OPTIONAL
    game.accept()
    game.choose(IMAGAWA)  # the card underneath it
    game.choose(BUFFALO)  # the card of the Ener Zone
    assert game.zone_of(CU) == Zone.SIGNI and game.downed[game.card(CU)]
    assert game.names(0, Zone.UNDER) == [YUE_FEI]
    assert sorted(game.names(0, Zone.TRASH)) == sorted([BUFFALO, IMAGAWA])
    game = cu_chulainn(table, [IMAGAWA, YUE_FEI], ener=())  # no card to pay: no choice
    game.play(CU, 0)
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, TADAKATSU))
    game.attack(TADAKATSU)
    assert game.zone_of(CU) == Zone.ENER


@encodes("WXDi-P06-034")
def test_cu_chulainn_life_burst_vanishes_a_signi_with_power_10000_or_less(table: Table) -> None:
    game = table.life_burst(CU, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    game.burst()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
