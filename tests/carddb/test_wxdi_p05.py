"""WXDi-P05: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import KOALALA, assist, burst, grown
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs
from tests.effects.conftest import _compile

DIABRIDE = "Diabride, Natural Engagement Crystal"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
TAMA = "Tamayorihime, New Moon Miko"


@encodes("WXDi-P05-036")
def test_diabride_makes_the_opponent_trash_ener_when_a_red_signi_is_targeted(
    table: Table,
) -> None:
    def targeted(name: str) -> Play:
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{DIABRIDE}", "Lancelot, Crimson General", "Camelopar, Natural Planet"]
              - lrig: {lrigs(AT, left=TAMA)}
                lrig_deck: ["Tama Loud Voice"]
                ener: ["Servant #", "{BUFFALO}"]
        """)
        game.grow("Tama Loud Voice")  # return target SIGNI with power 10000 or less
        game.target(name)
        return game

    game = targeted("Lancelot, Crimson General")  # red
    game.choose(BUFFALO)  # the opponent chooses which
    assert game.names(1, Zone.ENER) == ["Servant #"] and game.names(1, Zone.TRASH) == [BUFFALO]
    assert game.zone_of("Lancelot, Crimson General") == Zone.HAND
    game = targeted("Camelopar, Natural Planet")  # green
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-P05-036")
def test_diabride_enter_keeps_one_of_the_top_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{DIABRIDE}", "Servant #"]
            deck: ["Koalala, Phantom Terra Beast", "Romail, Lightly Armed", "{BUFFALO}"]
    """)
    game.play(DIABRIDE, 0)
    game.accept()  # discard a card
    game.choose("Koalala, Phantom Terra Beast")
    assert game.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]
    assert sorted(game.names(0, Zone.TRASH)) == ["Romail, Lightly Armed", "Servant #"]
    assert game.names(0, Zone.DECK) == [BUFFALO]


@encodes("WXDi-P05-036")
def test_diabride_life_burst_vanishes_an_upped_signi_or_draws(table: Table) -> None:
    def burst(mode: int) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                life: ["{DIABRIDE}"]
              - lrig: {lrigs(LIZE3)}
                signi: [~, "Koalala, Phantom Terra Beast", "Servant #"]
        """)
        game.attack("Servant #")
        game.burst()
        game.mode(mode)
        return game

    game = burst(0)  # the attacking Servant is downed: Koalala is the only target
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER
    assert game.zone_of("Servant #", 1) == Zone.SIGNI
    game = burst(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P05-057")
def test_decarabia_life_burst_pays_one_to_vanish_any_signi(table: Table) -> None:
    game = table.life_burst("Decarabia, Crimson Evil", 'ener: ["Romail, Lightly Armed"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.zone_of("Romail, Lightly Armed") == Zone.TRASH


@encodes("WXDi-P05-075")
def test_polypterus_exceeds_three_to_add_a_signi_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Polypterus, Water Phantom"]
            ener: ["Koalala, Phantom Terra Beast"]
    """)
    game.play("Polypterus, Water Phantom", 0)
    game.accept()  # exceed 3: the three cards under the Center
    assert game.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]
    assert game.count(0, Zone.LRIG_TRASH) == 3


@encodes("WXDi-P05-048", "WXDi-P05-083")
def test_lynx_and_buckler_life_bursts_pay_one_to_remove_the_attacker(table: Table) -> None:
    game = table.life_burst("Lynx, Natural Planet", f'ener: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.HAND
    game = table.life_burst("Buckler, High Armed", f'ener: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER  # --15000: no power left
    game = table.life_burst("Buckler, High Armed")
    game.burst()  # nothing to pay with: nothing happens
    assert game.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-P05-061")
def test_manomin_discards_so_that_the_opponent_discards(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Manomin, Azure Evil"]
            hand: ["Romail, Lightly Armed"]
          - hand: ["{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == ["Romail, Lightly Armed"]
    assert game.names(1, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P05-065")
def test_muscari_life_burst_discards_two_to_put_a_signi_on_the_bottom(table: Table) -> None:
    game = table.life_burst("Muscari, Natural Plant", f'hand: ["{BUFFALO}", "{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.count(0, Zone.HAND) == 0
    assert game.names(1, Zone.DECK)[0] == "Servant #"  # the bottom


@encodes("WXDi-P05-073")
def test_nettle_life_burst_puts_a_5000_or_more_signi_into_the_ener_zone(table: Table) -> None:
    game = burst(table, "Nettle Type: Zwei", mine=f'ener: ["{BUFFALO}"]')
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # Servant # (1000) cannot be chosen


@encodes("WXDi-P05-080")
def test_timer_bomb_adds_a_cosmos_signi_and_its_life_burst_gives_minus_8000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Timer Bomb, Natural Erupting Planet"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            trash: ["Dorado, Natural Planet", "{KOALALA}"]
    """)
    game.play("Timer Bomb, Natural Erupting Planet", 0)
    game.accept()
    game.pay()
    assert game.names(0, Zone.HAND) == ["Dorado, Natural Planet"]
    game = table.life_burst("Timer Bomb, Natural Erupting Planet")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P05-049")
def test_luvdabi_gets_2000_for_each_white_lrig(table: Table) -> None:
    def luvdabi(center: list[str], left: str | list[str] = ()) -> int:  # type: ignore[assignment]
        game = table(f"""
            players:
              - lrig: {lrigs(center, left=left)}
                signi: ["Luvdabi, Code: Maze"]
        """)
        return game.power("Luvdabi, Code: Maze")

    base = luvdabi(AT)  # green
    assert luvdabi(LIZE3, left=TAMA) == base + 2 * 2000


@encodes("WXDi-P05-049")
def test_luvdabi_life_burst_returns_a_signi_with_two_white_lrig(table: Table) -> None:
    for left, zone in ((TAMA, Zone.HAND), ((), Zone.SIGNI)):
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(LIZE3, left=left)}
                life: ["Luvdabi, Code: Maze"]
              - lrig: {lrigs(AT3)}
                signi: [~, ~, "Servant #"]
        """)
        game.attack("Servant #")
        game.burst()
        assert game.zone_of("Servant #", 1) == zone


@encodes("WXDi-P05-063")
def test_cz_makes_the_opponent_draw_and_discard_at_random(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["CZ, Natural Element"]
          - life: ["{BUFFALO}"]
    """)
    game.attack("CZ, Natural Element")
    assert game.count(1, Zone.HAND) == 0 and game.count(1, Zone.TRASH) == 1


@encodes("WXDi-P05-063")
def test_cz_pays_blue_for_minus_4000_beside_zro2(table: Table) -> None:
    for beside, power in (("ZrO2, Natural Element Queen", 6000), (BUFFALO, 10000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["CZ, Natural Element"]
                signi: [~, "{beside}"]
                ener: ["{BUFFALO}"]
              - signi: ["{KOALALA}"]
        """)
        game.play("CZ, Natural Element", 0)
        game.accept()
        assert game.power(KOALALA, 1) == power


@encodes("WXDi-P05-053")
def test_hemera_vanishes_more_with_more_angels(table: Table) -> None:
    romail, buffalo = "Romail, Lightly Armed", BUFFALO  # 2000 and 5000
    for angels, vanished in ((2, [buffalo]), (1, [romail]), (0, [])):
        others = ['"Circe, Blessed Angel"', '"Erebus, Doomed Angel"'][:angels]
        game = table(f"""
            players:
              - hand: ["Hemera, Crimson Angel"]
                signi: [~, {", ".join([*others, "~", "~"][:2])}]
                ener: ["{romail}"]
              - signi: ["{buffalo}", "{romail}"]
        """)
        game.play("Hemera, Crimson Angel", 0)
        game.accept()
        if vanished == [buffalo]:
            game.target(buffalo)
        assert game.names(1, Zone.ENER) == vanished


@encodes("WXDi-P05-044")
def test_tokiyuki_gets_5000_in_the_opponents_turn_under_a_white_center(table: Table) -> None:
    def power(center: list[str], turn_player: int) -> int:
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(center)}
                signi: ["Tokiyuki, Blessed General"]
        """)
        return game.power("Tokiyuki, Blessed General")

    base = power(LIZE3, 0)
    assert power(LIZE3, 1) == base + 5000  # Lize is white
    assert power(AT3, 1) == base  # At is green


@encodes("WXDi-P05-074")
def test_passionflower_adds_a_signi_sharing_a_color_with_the_center(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Passionflower, Natural Plant"]
            ener: ["Romail, Lightly Armed", "{BUFFALO}"]
    """)
    game.end_main()
    game.target(BUFFALO)  # green, as At; Romail is red
    assert game.names(0, Zone.HAND) == [BUFFALO]


@encodes("WXDi-P05-066")
def test_anahaze_discards_two_blue_cards_with_seven_in_hand(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Anahaze, Phantom Aquatic Beast"]
            hand: {[BUFFALO] * 2 + ["Romail, Lightly Armed"] * 5}
          - signi: ["{KOALALA}", "Boudica, Crimson General"]
            lrig: {lrigs(LIZE3)}
    """)
    game.end_main()
    game.accept()  # the only target: Koalala is level two, Boudica three
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(0, Zone.HAND) == 5


@encodes("WXDi-P05-047")
def test_crius_grows_with_angels_in_the_trash(table: Table) -> None:
    name = "Crius, Blessed Angel"

    def crius(angels: int) -> Play:
        return table(f"""
            phase: attack
            players:
              - signi: ["{name}"]
                trash: {["Erebus, Doomed Angel"] * angels}
              - life: ["{BUFFALO}"]
        """)

    base = crius(4).power(name)
    assert crius(5).power(name) == base + 5000
    game = crius(10)
    game.attack(name)
    assert game.count(0, Zone.HAND) == 1
    game = crius(9)
    game.attack(name)
    assert game.count(0, Zone.HAND) == 0


@encodes("WXDi-P05-032")
def test_gae_bolg_gives_the_center_an_attack_that_trashes_a_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Gae Bolg, Full Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    center = "At =Tre=, the Opened Gate"
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, center))
    game.attack(center)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH


@encodes("WXDi-P05-032")
def test_gae_bolg_downs_an_upped_white_signi_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Gae Bolg, Full Armed", "Circe, Blessed Angel"]
    """)
    game.end_main()
    game.accept()
    game.choose("Circe, Blessed Angel")
    assert game.downed[game.card("Circe, Blessed Angel")] and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P05-052")
def test_get_bolg_reveals_a_white_signi_and_arms_the_center_with_gae_bolg(
    table: Table,
) -> None:
    game = table(f"""
        phase: main
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Get Bolg"]
            ener: ["Circe, Blessed Angel"]
            signi: ["Gae Bolg, Full Armed"]
            deck: ["{BUFFALO}", "Circe, Blessed Angel", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{BUFFALO}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.use("Get Bolg")
    game.pay()
    game.choose("Circe, Blessed Angel")
    assert game.names(0, Zone.HAND) == ["Circe, Blessed Angel"]
    center = "At =Tre=, the Opened Gate"
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, center))
    game.attack(center)
    game.first()  # Gae Bolg's gift and Get Bolg's trigger together: either first
    game.target(KOALALA)  # then Buffalo, the only SIGNI left
    assert sorted(game.names(1, Zone.TRASH)) == sorted([KOALALA, BUFFALO])


@encodes("WXDi-P05-085")
def test_tartarus_shuffles_three_signi_back_and_mills_five(table: Table) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Tartarus, Doomed Angel"]
            trash: ["{BUFFALO}", "{KOALALA}", "Romail, Lightly Armed", "Servant #"]
            deck: ["{BUFFALO}"]
    """)
    # exactly three SIGNI without a Guard icon: all of them, into a deck of one
    assert game.names(0, Zone.TRASH) == ["Servant #"] and game.count(0, Zone.DECK) == 4
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Tartarus, Doomed Angel"]
            deck: {[BUFFALO] * 6}
    """)
    game.action("Tartarus, Doomed Angel")
    assert game.count(0, Zone.TRASH) == 5


@encodes("WXDi-P05-058")
def test_jasper_vanished_in_the_opponents_turn_costs_them_an_ener_card(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Jasper, Natural Crystal"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack(KOALALA)  # vanishes Jasper in battle
    assert game.count(1, Zone.TRASH) == 1 and game.count(1, Zone.ENER) == 1
    game = burst(table, "Jasper, Natural Crystal", mine=f'hand: ["{BUFFALO}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P05-043")
def test_m_odem_removes_two_spells_for_minus_6000_and_mills_on_a_spell(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["M - Odem, Code: Heart"]
            trash: ["Heterophony", "Over Pursuit", "Heterophony"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.choose("Heterophony", "Over Pursuit")
    assert game.power(KOALALA, 1) == 10000 - 6000 and game.count(0, Zone.REMOVED) == 2


@encodes("WXDi-P05-043")
def test_m_odem_mills_two_of_either_deck_when_you_use_a_spell(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["M - Odem, Code: Heart"]
            hand: ["Heterophony"]
            ener: ["{KOALALA}", "{KOALALA}"]
          - deck: {[BUFFALO] * 5}
    """)
    game.use("Heterophony")
    game.pay()
    game.mode(1)  # the opponent's deck
    assert game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P05-040")
def test_gaia_charges_with_three_angels_on_the_field(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Gaia, Jade Angel Queen", "Circe, Blessed Angel", "Pele, Blessed Angel"]
    """)
    game.end_main()
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P05-040")
def test_gaia_recovers_angels_from_the_ener_zone_and_trash_at_the_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Gaia, Jade Angel Queen"]
            ener: ["Erebus, Doomed Angel", "{BUFFALO}", "{BUFFALO}"]
            trash: ["Kamuy - huci, Crimson Angel"]
    """)
    game.first()  # the order of the two abilities: recover from the Ener Zone first
    game.target("Erebus, Doomed Angel")
    game.accept()
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.names(0, Zone.HAND) == ["Erebus, Doomed Angel"]
    assert game.zone_of("Kamuy - huci, Crimson Angel") == Zone.SIGNI


@encodes("WXDi-P05-059")
def test_r_unning_discards_a_red_spell_to_make_the_opponent_trash_ener_and_recovers_one(
    table: Table,
) -> None:
    unning = "R - Unning, Code: Art"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{unning}"]
            hand: ["In Perfect Harmony"]
            ener: ["Romail, Lightly Armed"]
            trash: ["Deafening Inferno"]
          - ener: ["{BUFFALO}", "{BUFFALO}"]
            life: ["{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    assert game.count(1, Zone.ENER) == 1 and game.count(1, Zone.TRASH) == 1
    game.attack(unning)
    game.accept()
    game.target("In Perfect Harmony")  # or Deafening Inferno, both red spells
    assert game.names(0, Zone.HAND) == ["In Perfect Harmony"]


@encodes("WXDi-P05-045")
def test_yaekori_beside_yaekiri_grows_and_strips_an_opposing_signi_each_attack_phase(
    table: Table,
) -> None:
    yaekori = "Yaekori, Lightly Armed"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{yaekori}", "Yaekiri, Full Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    base = game.game.defs[game.card(yaekori)].power
    assert game.power(yaekori) == base + 5000
    assert game.power("Gracia, Crimson General") == 7000
    game.end_main()
    assert game.power("Gracia, Crimson General") == 3000  # no ability until end of turn


@encodes("WXDi-P05-045")
def test_yaekori_gives_a_white_signi_2000_until_the_opponents_next_turn(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Yaekori, Lightly Armed"]
            signi: [~, "Circe, Blessed Angel", "{BUFFALO}"]
    """)
    game.play("Yaekori, Lightly Armed", 0)
    game.target("Circe, Blessed Angel")  # or Yaekori itself; Buffalo is not white
    assert game.power("Circe, Blessed Angel") == 10000 + 2000


@encodes("WXDi-P05-072")
def test_orthrus_lets_the_opponent_charge_charges_when_vanished_and_pays_for_its_burst(
    table: Table,
) -> None:
    game = table("""
        players:
          - hand: ["Orthrus, Jade Evil"]
    """)
    game.play("Orthrus, Jade Evil", 0)
    game.accept()  # the opponent's choice
    assert game.count(1, Zone.ENER) == 1 and game.count(0, Zone.ENER) == 0
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Orthrus, Jade Evil"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.game.add_power(game.card(KOALALA), 2000)
    game.attack(KOALALA)  # 12000 vanishes Orthrus
    assert game.count(0, Zone.ENER) == 2  # Orthrus and the charged card
    game = burst(table, "Orthrus, Jade Evil", mine=f"ener: {[BUFFALO] * 2}")
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P05-046")
def test_s_unbed_pays_and_discards_a_spell_to_add_a_guard_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["S - Unbed, Code: Art", "Trouble"]
            ener: ["Sara Hoshikawa, Code 2434", "{BUFFALO}"]
            trash: ["Servant #", "{BUFFALO}"]
    """)
    game.play("S - Unbed, Code: Art", 0)
    game.accept()
    assert game.names(0, Zone.HAND) == ["Servant #"]  # the only one with a Guard icon
    assert "Trouble" in game.names(0, Zone.TRASH)


@encodes("WXDi-P05-046")
def test_s_unbed_life_burst_stops_an_attacker_and_draws(table: Table) -> None:
    game = burst(table, "S - Unbed, Code: Art")
    game.target(KOALALA)
    assert not game.can(ActionKind.ATTACK, KOALALA) and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P05-081")
def test_caesar_with_seven_in_the_trash_assassinates_past_a_weak_signi_in_front(
    table: Table,
) -> None:
    caesar = "Caesar, Wicked General"
    for trash, front, assassin in ((7, BUFFALO, True), (6, BUFFALO, False), (7, KOALALA, False)):
        game = table(f"""
            players:
              - hand: ["{caesar}"]
                ener: ["Imp, Azure Doomed Evil"]
                trash: {["Servant #"] * (trash - 1)}
              - signi: [~, "{front}"]
        """)
        game.play(caesar, 1)  # the center: in front of the opponent's center
        game.accept()
        assert game.game.has_keyword(game.card(caesar), KW.ASSASSIN) == assassin


LIFE = str([BUFFALO] * 3)


def battle(table: Table, attacker: str, defender: str, others: str = "") -> Play:
    """Player 0's `attacker` (a level 3 Center behind it) attacks player 1's `defender`
    (in the left SIGNI zone; `others`: player 1's other SIGNI, as more list items)."""
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{attacker}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{defender}"{others}]
            life: {LIFE}
    """)
    game.attack(attacker)
    return game


@encodes("WXDi-P05-041")
def test_tiger_awakened_by_a_battle_vanish_gets_lancer_and_a_shadow(table: Table) -> None:
    others = f', "{KOALALA}", "Tobiel, Full Armed"'
    game = battle(table, "Tiger, Roaring Cannon", "Camelopar, Natural Planet", others)
    tiger = game.card("Tiger, Roaring Cannon")
    assert game.awakened[tiger] and game.power("Tiger, Roaring Cannon") == 13000
    assert game.has_keyword(tiger, KW.LANCER)
    assert not game.is_targetable(tiger, 1, game.card(KOALALA))  # power 10000
    assert game.is_targetable(tiger, 1, game.card("Tobiel, Full Armed"))  # 12000


@encodes("WXDi-P05-054")
def test_heihachiro_awakened_by_a_battle_vanish_gets_5000(table: Table) -> None:
    game = battle(table, "Heihachiro, Crimson General", "Servant #")
    assert game.power("Heihachiro, Crimson General") == 8000
    game = burst(table, "Heihachiro, Crimson General")  # 8000 or less: the Servant #
    assert game.zone_of("Servant #", 1) == Zone.ENER and game.zone_of(KOALALA) == Zone.SIGNI


@encodes("WXDi-P05-070")
def test_william_tell_charges_for_a_battle_vanish(table: Table) -> None:
    game = battle(table, "William Tell, Jade General", "Servant #")
    assert game.zone_of("Servant #", 1) == Zone.ENER and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P05-082")
def test_typhon_pays_exceed_three_to_awaken(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Typhon, Doomed Evil"]
    """)
    game.play("Typhon, Doomed Evil", 0)
    game.accept()  # [Exceed 3]: the three cards under At =Tre=
    assert game.count(0, Zone.LRIG_TRASH) == 3 and game.power("Typhon, Doomed Evil") == 15000
    game = burst(table, "Typhon, Doomed Evil", mine=f'hand: ["{BUFFALO}"]')
    game.accept()  # discard the one card
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER  # 10000 - 12000


@encodes("WXDi-P05-028")
@pytest.mark.parametrize("discards", [True, False])
def test_mahomaho_zugagaan_minus_12000_unless_two_are_discarded(
    table: Table, discards: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Mahomaho☆Zero"])}
            lrig_deck: ["Mahomaho☆Zugagaan"]
          - signi: ["{KOALALA}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow("Mahomaho☆Zugagaan")
    if discards:
        game.accept()
        assert game.zone_of(KOALALA) == Zone.SIGNI and game.count(1, Zone.HAND) == 0
    else:
        game.decline()
        assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P05-062")
def test_benitoite_draws_again_for_a_discard_when_you_draw_by_an_effect(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Umr =Noll=, Key to Salvation"])}
            lrig_deck: ["Umr =Draw="]
            signi: ["Benitoite, Natural Crystal"]
            deck: ["{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow("Umr =Draw=")  # draws two: the ability triggers once
    game.accept()
    game.discard(KOALALA)
    assert game.zone_of(KOALALA) == Zone.TRASH and game.count(0, Zone.HAND) == 2
    game = burst(table, "Benitoite, Natural Crystal")
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.downed[koalala] and game.game.frozen[koalala]


@encodes("WXDi-P05-079")
def test_malphas_returns_downed_from_the_ener_zone_for_two_demons(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Malphas, Doomed Evil"]
            hand: ["Vassago, Jade Evil", "Vassago, Jade Evil"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.attack(KOALALA)  # vanishes Malphas in battle
    game.accept()  # discard the two <<Demon>> SIGNI
    game.into(0)
    malphas = game.card("Malphas, Doomed Evil")
    assert game.zone_of("Malphas, Doomed Evil") == Zone.SIGNI and game.downed[malphas]


ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
ECKESACHS = "Eckesachs, Lightly Armed"  # level 1, 5000, red and black, vanilla
ANNA = "Anna Mirage, Doomed Evil"  # 13000


@encodes("WXDi-P05-001")
def test_red_zone_gives_assassin_and_draws_two_more_than_discarded(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Tawil =Screech=", right="DJ LOVIT - SCRATCH")}
            lrig_deck: ["RED ZONE"]
            signi: ["{ECKESACHS}", "{BUFFALO}"]
            hand: ["{SARA}", "{SARA}", "{KOALALA}"]
            ener: {[ROMAIL] * 2}
            deck: {[BUFFALO] * 6}
    """)
    game.use("RED ZONE")
    assert game.has_keyword(game.card(ECKESACHS), KW.ASSASSIN)  # the only red SIGNI
    game.discard(SARA, SARA)
    game.done()
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA] + [BUFFALO] * 4)


@encodes("WXDi-P05-002")
def test_dance_in_the_lance_charges_four_and_adds_two_or_gives_lancer(table: Table) -> None:
    def use(mode: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left="VJ WOLF - CUE", right="Tawil =Screech=")}
                lrig_deck: ["DANCE IN THE LANCE"]
                signi: ["{BUFFALO}", "{KOALALA}", "{ROMAIL}"]
                ener: {[BUFFALO] * 2}
                deck: ["{SARA}", "{SARA}", "{ECKESACHS}", "{ANNA}", "{ROMAIL}"]
        """)
        game.use("DANCE IN THE LANCE")
        game.mode(mode)
        return game

    game = use(0)
    assert game.count(0, Zone.ENER) == 4
    game.target(SARA, ANNA)
    assert sorted(game.names(0, Zone.HAND)) == [ANNA, SARA]
    game = use(1)
    game.target(BUFFALO, KOALALA)
    assert game.has_keyword(game.card(KOALALA, 0, Zone.SIGNI), KW.LANCER)
    assert "choose Romail, Lightly Armed" not in game.options()  # not green


YUKAYUKA = "Yukayuka☆Zero"
MAHOMAHO = "Mahomaho☆Zero"


@encodes("WXDi-P05-021")
def test_yukayuka_pon_reveals_two_cards_without_guard_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=YUKAYUKA)}
            lrig_deck: ["Yukayuka☆Pon"]
            deck: ["Servant #", "{SARA}", "{KOALALA}", "{ANNA}"]
    """)
    game.grow("Yukayuka☆Pon")
    assert "choose Servant #" not in game.options()
    game.choose(SARA, KOALALA)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, SARA]


@encodes("WXDi-P05-027")
def test_mahomaho_jajaan_gives_minus_8000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=MAHOMAHO)}
            lrig_deck: ["Mahomaho☆Jajaan"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.grow("Mahomaho☆Jajaan")
    assert game.power(ANNA) == 5000


@encodes("WXDi-P05-029")
def test_mahomaho_dogaan_adds_two_and_gives_minus_3000_per_card_in_hand(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MAHOMAHO, "Mahomaho☆Jajaan"])}
            lrig_deck: ["Mahomaho☆Dogaan"]
            hand: ["{SARA}"]
            ener: {[BUFFALO] * 4}
            trash: ["{ROMAIL}", "{KOALALA}", "Servant #"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.grow("Mahomaho☆Dogaan")
    game.first()  # the paid [Enter] first
    game.accept()
    game.target(ROMAIL, KOALALA)  # the Servant has a Guard icon
    assert game.count(0, Zone.HAND) == 3
    assert game.power(ANNA) == 13000 - 3 * 3000


@encodes("WXDi-P05-030")
def test_mahomaho_zudodon_mills_four_of_the_opponents_deck_at_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MAHOMAHO, "Mahomaho☆Jajaan", "Mahomaho☆Zudodon"])}
          - deck: {[BUFFALO] * 6}
    """)
    game.end_main()
    assert game.count(1, Zone.TRASH) == 4 and game.count(1, Zone.DECK) == 2


BUFFA = "Buffa, Phantom Beast"


@encodes("WXDi-P05-055")
def test_buffa_gets_7000_beside_the_beast_god_and_1000_per_lrig_level(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MAHOMAHO, "Mahomaho☆Jajaan"])}
            hand: ["{BUFFA}"]
            signi: [~, "Buffalo, Phantom Terra Beast God"]
    """)
    game.play(BUFFA, 0)
    assert game.power(BUFFA) == 3000 + 7000  # beside the Beast God
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()  # Buffa's [Enter], and the Beast God's +4000 for a <<Terra Beast>>
    lrig_levels = (3 + 0 + 1) * 1000
    assert game.power(BUFFA) == 3000 + 7000 + lrig_levels + 4000
    game.game.trash(game.card("Buffalo, Phantom Terra Beast God"))
    assert game.power(BUFFA) == 3000 + lrig_levels + 4000


EDENIFY = "Edenify"
GAIA = "Gaia, Jade Angel Queen"
RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, green and black <<Angel>>, vanilla


@encodes("WXDi-P05-077")
def test_edenify_trades_two_angels_for_a_vanish_or_adds_gaia(table: Table) -> None:
    def use(mode: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{EDENIFY}", "{RAPHAE}", "{SARA}"]
                ener: ["{RAPHAE}", "{GAIA}", "{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{ROMAIL}", "{ANNA}"]
        """)
        game.use(EDENIFY)
        game.mode(mode)
        return game

    game = use(0)
    game.accept()
    game.choose(RAPHAE)  # of the Ener Zone (Gaia is an <<Angel>> too)
    assert game.zone_of(ANNA, 1) == Zone.ENER  # Romail has less than 8000
    assert game.names(0, Zone.HAND) == [SARA]
    game = use(1)
    assert game.zone_of(GAIA) == Zone.HAND


@encodes("WXDi-P05-077")
def test_edenify_bursts_to_vanish_a_level_two_or_more(table: Table) -> None:
    game = burst(table, EDENIFY)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


WALKURE = "Walkure, Doomed Angel"
VALKYRIE = "Valkyrie, Doomed Angel Queen"


@encodes("WXDi-P05-078")
def test_walkure_discards_angels_for_minus_4000_each_when_valkyrie_attacks(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{WALKURE}", "{VALKYRIE}"]
            hand: ["{RAPHAE}", "{RAPHAE}", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, "{ANNA}"]
            life: {[BUFFALO] * 2}
    """)
    game.attack(VALKYRIE)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.target(ANNA)
    assert "discard Sara Hoshikawa, Code 2434" not in game.options()
    game.discard(RAPHAE, RAPHAE)
    assert game.power(ANNA) == 13000 - 8000
    # Valkyrie's own attack ability (processed second) returned a discarded Raphae.
    assert sorted(game.names(0, Zone.HAND)) == [RAPHAE, SARA]


@encodes("WXDi-P05-078")
def test_walkure_downs_to_add_a_black_angel(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{WALKURE}"]
            ener: ["{SARA}"]
            trash: ["{RAPHAE}", "{KOALALA}"]
    """)
    game.action(WALKURE)
    assert game.names(0, Zone.HAND) == [RAPHAE]
    assert game.downed[game.card(WALKURE)]


BP = "BP, Natural Element"
SE = "Se, Natural Element"  # level 1, blue and black <<Atom>>, vanilla


@encodes("WXDi-P05-084")
def test_bp_trashes_an_atom_from_ener_and_discards_one_for_minus_10000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{BP}", "{SE}", "{SARA}"]
            ener: ["{SE}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.play(BP, 0)
    game.accept()
    assert game.power(ANNA) == 3000
    assert game.names(0, Zone.HAND) == [SARA] and game.names(0, Zone.ENER) == [BUFFALO]


# Cards of the terms added after the first round (unless, at the end of turn, moves, ...).

MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black
HIRANA_CENTER = ["Hirana, a Spark of Hope", "Hirana, a Dream of a Miracle"]
GLIMMER = "Hirana, a Step Towards the Glimmer"


@encodes("WXDi-P05-007")
def test_hirana_glimmer_draws_charges_and_trashes_hand_and_ener_at_the_end(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig:
              center: {[*HIRANA_CENTER, "Hirana, a Glimpse of the Truth"]!s}
            lrig_deck: ["{GLIMMER}"]
            signi: [~, "{BUFFALO}"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
            deck: {[MAO] * 8!s}
    """)
    game.grow(GLIMMER)
    game.pay()
    assert game.count(0, Zone.HAND) == 1 and game.names(0, Zone.ENER) == [MAO]
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION, GLIMMER))
    assert game.power(BUFFALO) == 8000  # in the center SIGNI Zone, during your turn
    game.action(GLIMMER)
    assert game.count(0, Zone.HAND) == 3 and game.count(0, Zone.ENER) == 3
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    assert game.power(BUFFALO) == 5000  # the opponent's turn


THREEE = "Mikomiko☆Threee"
MIKOMIKO_CENTER = ["Mikomiko☆Zero", "Mikomiko☆One", "Mikomiko☆Two"]


def threee(table: Table, opponent_hand: int) -> Play:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(MIKOMIKO_CENTER)}
            lrig_deck: ["{THREEE}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[MAO] * 5!s}
          - hand: {[ROMAIL] * opponent_hand!s}
            life: ["{BUFFALO}"]
    """)
    game.grow(THREEE)
    game.pay()
    return game


@encodes("WXDi-P05-014")
def test_mikomiko_threee_draws_two_unless_the_opponent_discards(table: Table) -> None:
    game = threee(table, 2)
    game.decline()  # the opponent keeps its cards
    assert game.count(0, Zone.HAND) == 2
    game = threee(table, 2)
    game.accept()  # the opponent discards one
    assert game.count(0, Zone.HAND) == 0 and game.count(1, Zone.HAND) == 1


@encodes("WXDi-P05-014")
def test_mikomiko_threee_attack_draws_or_discards_by_the_opponents_hand(table: Table) -> None:
    def attack(opponent_hand: int) -> Play:
        game = threee(table, opponent_hand)
        game.accept()  # the opponent discards for the [Enter]
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, THREEE))
        game.attack(THREEE)
        return game

    game = attack(4)  # three left: a draw
    assert game.count(0, Zone.HAND) == 1
    game = attack(5)  # four left: the opponent discards
    assert game.count(0, Zone.HAND) == 0 and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P05-014")
def test_mikomiko_threee_removes_a_card_of_the_opponents_hand(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*MIKOMIKO_CENTER, THREEE])}
          - hand: ["{ROMAIL}", "{MAO}"]
    """)
    game.action(THREEE)
    game.choose(MAO)
    assert game.zone_of(MAO) == Zone.REMOVED and game.names(1, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P05-017")
def test_ex_trap_vanishes_an_attacker_unless_its_player_pays_three(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=["Ex Zero", "Ex Gazer"])}
            lrig_deck: ["Ex Trap"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{SARA}"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Ex Trap"))
    game.act(ActionKind.ASSIST_GROW, "Ex Trap")
    game.pay()
    game.target(KOALALA, SARA)
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)
    game.decline()  # the opponent does not pay
    assert game.zone_of(KOALALA) == Zone.ENER
    game.attack(SARA)
    game.accept()  # it pays three
    game.pay()
    assert game.zone_of(SARA, 1) == Zone.SIGNI and game.count(1, Zone.ENER) == 1


BOOBOO = "Yukayuka☆BooBoo"


@encodes("WXDi-P05-023")
def test_yukayuka_booboo_stops_attackers_unless_the_opponent_pays(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[YUKAYUKA, "Yukayuka☆Pon"])}
            lrig_deck: ["{BOOBOO}"]
            ener: {[SARA] * 6!s}
          - signi: ["{KOALALA}", "{ROMAIL}", "{SARA}"]
            hand: {[MAO] * 3!s}
            ener: {[BUFFALO] * 3!s}
    """)
    game.grow(BOOBOO)
    game.pay()
    game.first()  # "unless your opponent discards three cards" first
    game.target(KOALALA)
    game.decline()  # the opponent keeps its hand: Koalala cannot attack
    game.first()  # then "unless your opponent pays three"
    game.target(ROMAIL)
    game.accept()  # the opponent pays: Romail may attack
    game.pay()
    game.accept()  # pay 1 white and 2 colorless
    game.pay()
    game.target(SARA)
    cant = {
        name: game.game.has_keyword(game.card(name, 1), KW.CANT_ATTACK)
        for name in (KOALALA, ROMAIL, SARA)
    }
    assert cant == {KOALALA: True, ROMAIL: False, SARA: True}
    assert game.count(1, Zone.HAND) == 3 and game.count(1, Zone.ENER) == 0


ECLIPSE = "Eclipse, Natural Planet Queen"


@encodes("WXDi-P05-042")
def test_eclipse_mills_three_level_one_signi_for_minus_10000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{ECLIPSE}"]
            ener: ["{BAPHOMET}"]
            deck: ["{SARA}", "{ROMAIL}", "{BAPHOMET}", "{MAO}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(ECLIPSE, 0)
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA) == Zone.ENER  # 10000 --10000


@encodes("WXDi-P05-042")
def test_eclipse_milled_pays_to_return_a_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{ECLIPSE}"]
            ener: ["{BAPHOMET}"]
            deck: ["{SARA}", "{ECLIPSE}", "Servant #", "{MAO}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(ECLIPSE, 0)  # not all level one: no payment offered for the [Enter]
    game.accept()  # the milled Eclipse: pay one
    game.pay()
    game.target(SARA)  # Servant # has a [Guard] icon
    assert game.zone_of(SARA) == Zone.HAND and game.zone_of(KOALALA) == Zone.SIGNI


DEUS_STACK = ["Deus Zero", "Deus Drive"]
BAPHOMET = "Baphomet, Doomed Evil"  # black


@encodes("WXDi-P05-018")
def test_deus_thunder_brings_back_a_signi_of_the_milled_level(table: Table) -> None:
    game = assist(
        table,
        "Deus Thunder",
        DEUS_STACK,
        mine=f"""ener: ["{BUFFALO}", "{BUFFALO}"]
            trash: ["{KOALALA}", "{ROMAIL}"]""",
        theirs=f'deck: ["{KOALALA}", "{BUFFALO}"]',
    )
    game.into(0)  # the level two Koalala, as the level two card milled; not Romail
    assert game.names(1, Zone.TRASH) == [KOALALA]
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI
    assert game.zone_of(ROMAIL, 0) == Zone.TRASH


@encodes("WXDi-P05-018")
def test_deus_thunder_pays_for_minus_ten_thousand(table: Table) -> None:
    game = assist(
        table,
        "Deus Thunder",
        DEUS_STACK,
        mine=f"ener: {[BUFFALO] * 2 + [BAPHOMET] * 5!s}",
        theirs=f"""signi: ["{KOALALA}"]
            deck: ["EXCHANGE"]""",  # a spell milled: no level to match
    )
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 --10000


BIGFOOT = "Bigfoot, Code: Anti"


@encodes("WXDi-P05-050")
def test_bigfoot_finds_a_white_signi_and_powers_up_the_signi_on_top(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{BIGFOOT}"]
            signi: [~, "{KOALALA}", ~]
            ener: ["Servant #"]
            deck: ["{SARA}", "{BIGFOOT}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.play(BIGFOOT, 0)
    game.accept()
    game.pay()
    game.act(ActionKind.CHOOSE, BIGFOOT)  # one of the two white SIGNI among the top three
    assert game.names(0, Zone.HAND) == [BIGFOOT]
    game.act(ActionKind.CHOOSE, ROMAIL)  # the rest on the bottom, in any order
    # The fourth card, not looked at, is now the top card (top last).
    assert game.names(0, Zone.DECK) == [ROMAIL, SARA, BUFFALO]
    bigfoot = game.card(BIGFOOT, zone=Zone.SIGNI)
    assert game.power(KOALALA) == 10000  # on the field, it powers up no one
    assert game.game.put_under_signi(bigfoot, game.card(KOALALA))
    assert game.power(KOALALA) == 10000 + 1000


APOCALYPSE = "Apocalypse Drift"
HYAHHA = "Hyahha, Code: Accel"  # red, level 1, 3000


@encodes("WXDi-P05-060")
def test_apocalypse_drift_goes_under_a_red_signi_with_nothing_under_it(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{APOCALYPSE}"]
            signi: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
    """)
    assert game.game.put_under_signi(game.card(BUFFALO, 0, Zone.SIGNI), game.card(KOALALA))
    game.use(APOCALYPSE)  # Romail: Koalala has a card under it
    assert game.zone_of(APOCALYPSE) == Zone.UNDER
    assert game.names(0, Zone.UNDER) == [APOCALYPSE, BUFFALO]
    assert game.power(ROMAIL) == 2000  # not "Hyahha, Code: Accel"
    game.end_main()  # Romail's gained ability: [Ener Charge 1] as the attack phase begins
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P05-060")
def test_apocalypse_drift_powers_up_hyahha_and_its_life_burst(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{APOCALYPSE}"]
            signi: ["{HYAHHA}", ~, ~]
    """)
    game.use(APOCALYPSE)
    # Hyahha's own +5000 (a card under it) and this card's +2000.
    assert game.power(HYAHHA) == 3000 + 5000 + 2000
    game = burst(table, APOCALYPSE)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # upped; Servant # attacked: downed


PARADISE = "Paradise Universe"
SATURNE = "Saturne, Natural Planet Queen"  # level 3 <<Cosmos>>
ZEUSIAS = "Zeusias, Mugen Crimson Angel Queen"  # level 3 <<Angel>>
CAMELOPAR = "Camelopar, Natural Planet"  # level 1 <<Cosmos>>


@encodes("WXDi-P05-004")
def test_paradise_universe_lets_your_effects_treat_cosmos_in_the_trash_as_level_one(
    table: Table, database: CardDatabase
) -> None:
    # A test ability of Camelopar's: "add target level one SIGNI from your trash to your
    # hand", your effect; the opponent's effects read the printed level.
    salvage = (
        "{kind: action, effects: [{add_to_hand: {target: {side: %s, zone: trash, "
        "type: SIGNI, level: 1}}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3, left="Tamayorihime, New Moon Miko", right="Machina Zero")}
            lrig_deck: ["{PARADISE}"]
            signi: ["{CAMELOPAR}"]
            trash: ["{SATURNE}", "{ZEUSIAS}"]
          - signi: ["{KOALALA}"]
        """,
        abilities={CAMELOPAR: _compile(database, salvage % "you", CAMELOPAR)[1]},
    )
    saturne = game.card(SATURNE)
    game.action(CAMELOPAR)  # no level one SIGNI there: no target
    assert game.zone_of(SATURNE) == Zone.TRASH
    game.use(PARADISE)
    assert game.game.level(saturne) == 3  # its level as a number: as printed
    game.action(CAMELOPAR)  # Saturne, treated as level one; not Zeusias (no <<Cosmos>>)
    assert game.zone_of(SATURNE) == Zone.HAND and game.zone_of(ZEUSIAS) == Zone.TRASH
    game.game.trash(game.card(SATURNE))
    assert game.game.levels_also(saturne, 0) == [1] and game.game.levels_also(saturne, 1) == []


@encodes("WXDi-P05-004")
def test_paradise_universe_lets_your_searches_treat_cosmos_in_the_deck_as_level_one(
    table: Table, database: CardDatabase
) -> None:
    # A test ability of Camelopar's: "search your deck for a level one SIGNI".
    search = "{kind: action, effects: [{search_deck: {type: SIGNI, level: 1, up_to: 1, to: hand}}]}"
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3, left="Tamayorihime, New Moon Miko", right="Machina Zero")}
            lrig_deck: ["{PARADISE}"]
            signi: ["{CAMELOPAR}"]
            deck: ["{SATURNE}", "{ZEUSIAS}", "{ZEUSIAS}"]
          - signi: ["{KOALALA}"]
        """,
        abilities={CAMELOPAR: _compile(database, search, CAMELOPAR)[1]},
    )
    game.action(CAMELOPAR)  # no level one SIGNI in the deck: nothing to choose
    assert not any(option.startswith("choose") for option in game.options())
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.use(PARADISE)
    game.action(CAMELOPAR)  # Saturne, treated as level one; not Zeusias (no <<Cosmos>>)
    assert f"choose {ZEUSIAS}" not in game.options()
    game.choose(SATURNE)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [SATURNE]


CHAMELEON = "Chameleon, Phantom Beast"


@encodes("WXDi-P05-076")
def test_chameleon_gets_power_for_lrig_that_share_a_color(table: Table) -> None:
    def power(center: list[str], left: str = "", right: str = "") -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(center, left=left, right=right)}
                signi: ["{CHAMELEON}"]
        """)
        return game.power(CHAMELEON)

    wolf, sanga = "VJ WOLF - 1st Verse", "Sanga, Vogue 1"  # green, as At is; Lize is white
    assert power(AT3, wolf, sanga) == 15000  # three green LRIG
    assert power(AT3, wolf) == 14000
    assert power(LIZE3, wolf, sanga) == 14000  # two of three
    assert power(LIZE3, wolf) == 12000  # a white and a green share no color
    assert power(AT3) == 12000


@encodes("WXDi-P05-076")
def test_chameleon_charges_as_it_attacks_beside_a_signi_of_15000(table: Table) -> None:
    def charged(center: list[str]) -> int:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(center, left="VJ WOLF - 1st Verse", right="Sanga, Vogue 1")}
                signi: ["{CHAMELEON}"]
        """)
        game.attack(CHAMELEON)
        return game.count(0, Zone.ENER)

    assert charged(AT3) == 1  # itself at 15000
    assert charged(LIZE3) == 0  # 14000


@encodes("WXDi-P05-076")
def test_chameleon_burst_vanishes_an_upped_signi_or_charges(table: Table) -> None:
    game = burst(table, CHAMELEON)
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the attacking Servant # is downed
    game = burst(table, CHAMELEON)
    game.mode(1)
    assert game.count(0, Zone.ENER) == 2  # the crushed card itself, and one charged
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


HAMELN = "Hameln, Master Trickster"


@encodes("WXDi-P05-037")
def test_hameln_turns_the_signi_in_front_face_down_and_may_see_its_attack_negated(
    table: Table,
) -> None:
    def attack_phase(hand: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: [~, "{HAMELN}"]
                ener: ["{BUFFALO}", "{BUFFALO}"]
              - signi: [~, "{KOALALA}"]
                hand: {hand}
                life: ["{ROMAIL}", "{ROMAIL}"]
        """)
        game.end_main()
        game.accept()
        game.pay()
        return game

    game = attack_phase([])
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN  # no SIGNI there any more
    game.attack(HAMELN)  # nothing in front: damage; no two cards to discard
    assert game.count(1, Zone.LIFE) == 1
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # its zone was empty: face up again

    game = attack_phase([BUFFALO, BUFFALO])
    game.attack(HAMELN)
    game.accept()  # the opponent discards two: the attack is negated
    assert game.count(1, Zone.TRASH) == 2 and game.count(1, Zone.LIFE) == 2


ZUBABA = "Yukayuka☆Zubaba"


@encodes("WXDi-P05-024")
def test_zubaba_leaves_the_opponent_two_signi_this_turn_and_may_add_a_guard_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        ZUBABA,
        ["Yukayuka☆Zero", "Yukayuka☆Pon"],
        mine=f"""ener: {[BUFFALO] * 3 + [SARA]}
            trash: ["Servant #", "{KOALALA}"]""",
        theirs=f'signi: ["{BUFFALO}", "{KOALALA}", "{ROMAIL}"]',
    )
    game.pay(BUFFALO, BUFFALO)  # the grow cost
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.choose(ROMAIL)  # the opponent has three: they put one of their choice into the trash
    assert game.names(1, Zone.SIGNI) == [BUFFALO, KOALALA, ""]  # an empty right zone
    assert game.zone_of(ROMAIL, 1) == Zone.TRASH
    game.accept()
    game.pay()
    assert game.zone_of("Servant #", 0) == Zone.HAND  # the only [Guard] SIGNI there
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert game.game.signi_room(1) == 3  # this turn only


HONEYTO = "Honeyto Ice, Code: Order"
KYURUKYURUN = lrigs(
    ["Mikomiko☆Zero", "Mikomiko☆One", "Mikomiko☆Two", "Mikomiko☆Threee"],
    left="Yukayuka☆Zero",
    right="Mahomaho☆Zero",
)


@encodes("WXDi-P05-039")
def test_honeyto_ice_has_each_player_draw_and_bottoms_a_card_without_a_guard_icon(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {KYURUKYURUN}
            signi: ["{HONEYTO}"]
            deck: ["{ROMAIL}"]
          - hand: ["Servant #", "{BUFFALO}"]
            deck: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.end_main()  # its attack phase: each player draws, then Honeyto looks at the hand
    assert game.names(0, Zone.HAND) == [ROMAIL]
    assert "choose Servant #" not in game.options()  # a [Guard] icon
    game.choose(KOALALA)
    assert game.names(1, Zone.DECK)[0] == KOALALA  # at the bottom
    assert sorted(game.names(1, Zone.HAND)) == sorted(["Servant #", BUFFALO])
    # Its [Team Auto]: two cards in the opponent's hand as their turn begins.
    game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.ENER)
    assert game.count(1, Zone.HAND) == 3  # one card drawn, not two


@encodes("WXDi-P05-039")
def test_honeyto_ice_limits_no_draw_without_its_team_or_with_one_card_in_hand(
    table: Table,
) -> None:
    def drawn(lrig: str, hand: int) -> int:
        game = table(f"""
            players:
              - lrig: {lrig}
                signi: ["{HONEYTO}"]
              - hand: {[BUFFALO] * hand}
                deck: {[BUFFALO] * 5}
        """)
        game.end_main()  # the opponent draws one, and one goes to the bottom of their deck
        while game.decision == DecisionKind.CHOOSE:
            game.choose(BUFFALO)
        before = game.count(1, Zone.HAND)
        game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.ENER)
        return game.count(1, Zone.HAND) - before

    assert drawn(KYURUKYURUN, 3) == 1
    assert drawn(KYURUKYURUN, 1) == 2  # one card in hand as their turn begins
    assert drawn(str(lrigs(AT3)), 3) == 2  # no <<Kyurukyurun☆>> team


DRACO = "Draco, Natural Planet Queen"


@encodes("WXDi-P05-035")
def test_draco_pays_one_less_for_each_level_one_signi_revealed_to_vanish(table: Table) -> None:
    def attack_phase(ener: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{DRACO}", ~, ~]
                ener: {[BUFFALO] * ener}
                deck: {[BUFFALO, KOALALA, ROMAIL, KOALALA, KOALALA, MAO]}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", ~, ~]
        """)
        game.end_main()
        return game

    game = attack_phase(4)  # two level one SIGNI revealed: 6 less 2
    assert game.names(0, Zone.DECK)[-1] == MAO  # the five revealed went to the bottom
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(0, Zone.ENER) == 0
    game = attack_phase(3)  # one short: nothing is offered
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI and game.count(0, Zone.ENER) == 3


MGD = "Machina Guardian Dragon"


@encodes("WXDi-P05-003")
def test_machina_guardian_dragon_pays_three_times_to_negate_the_lrig_attacks(
    table: Table,
) -> None:
    def used(hand: int, mode: int = 0) -> Play:
        game = table(f"""
            phase: attack
            turn_player: 1
            players:
              - lrig: {lrigs(AT3, left="Ange, Level 0", right="Toko, Level 0")}
                lrig_deck: ["{MGD}"]
                ener: {[BUFFALO] * 2}
                hand: {[ROMAIL] * hand}
                life: {[BUFFALO] * 3}
                deck: {[BUFFALO] * 3}
              - lrig: {lrigs(LIZE3)}
        """)
        game.use(MGD)  # in the opponent's pre-attack step
        game.mode(mode)
        return game

    game = used(hand=2)
    game.mode(0)  # a card of the Ener Zone
    game.mode(1)  # a discard
    game.mode(1)  # a discard: three in all
    assert game.count(0, Zone.ENER) == 1 and game.count(0, Zone.HAND) == 0
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack("[Center] Lize, Level 3")
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK or g.game.turn_player == 0)
    assert game.count(0, Zone.LIFE) == 3  # negated: no Life Cloth crushed
    game = used(hand=0)  # two actions at most: the attacks are not negated
    assert game.count(0, Zone.ENER) == 0
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack("[Center] Lize, Level 3")
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK or g.game.turn_player == 0)
    assert game.count(0, Zone.LIFE) == 2
    game = used(hand=0, mode=1)
    assert game.count(0, Zone.HAND) == 1


BEEN = "Mahomaho☆Been"


@encodes("WXDi-P05-031")
def test_mahomaho_been_stops_10000_attackers_and_discards_for_as_many_minus_5000(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[MAHOMAHO, "Mahomaho☆Jajaan"])}
            lrig_deck: ["{BEEN}"]
            ener: {[BUFFALO] * 5}
            hand: ["{ROMAIL}", "{ROMAIL}", "{SARA}"]
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}", "Servant #"]
    """)
    game.grow(BEEN)  # in the opponent's pre-attack step
    game.pay()
    game.first()  # the attack restriction first
    game.accept()
    game.discard(ROMAIL)
    game.done()  # one of up to three
    game.target(KOALALA)  # as many as were discarded
    assert game.power(KOALALA) == 5000 and game.power(ANNA) == 13000
    assert sorted(game.names(0, Zone.HAND)) == [ROMAIL, SARA]
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert game.can(ActionKind.ATTACK, ANNA)  # 13000
    assert not game.can(ActionKind.ATTACK, KOALALA) and not game.can(ActionKind.ATTACK, "Servant #")


TAWIL = "Tawil =Tre=, Heralding One"


@encodes("WXDi-P05-015")
def test_tawil_splits_six_cards_and_the_opponent_trashes_one_pile(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, TAWIL])}
            deck: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}", "{SARA}", "{SARA}", "{SARA}", "{BUFFALO}"]
    """)
    game.action(TAWIL)
    game.choose(KOALALA, ROMAIL, BUFFALO)  # the face-up pile
    assert game.decision == DecisionKind.MODE and game.game.decision.player == 1
    game.mode(1)  # the opponent trashes the face-down pile
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA, ROMAIL, BUFFALO])
    assert game.names(0, Zone.TRASH) == [SARA] * 3
    assert game.names(0, Zone.DECK) == [BUFFALO]
    assert not game.can(ActionKind.USE_ACTION, TAWIL)  # once per game


@encodes("WXDi-P05-015")
def test_tawil_charges_at_the_attack_phase_with_three_red_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, TAWIL])}
            signi: ["{ROMAIL}", "{ROMAIL}", "{KOALALA}"]
    """)
    game.end_main()
    assert game.count(0, Zone.ENER) == 1


MOON_BITES = "Moon Bites"
ECLIPSE = "Eclipse, Natural Planet Queen"  # level 3 <<Cosmos>>; [Enter]: mill three, ...


@encodes("WXDi-P05-086")
def test_moon_bites_returns_eclipse_and_weakens_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MOON_BITES}"]
            trash: ["{ECLIPSE}"]
            ener: ["{SARA}"]
          - signi: ["{KOALALA}"]
    """)
    game.use(MOON_BITES)
    assert game.zone_of(ECLIPSE) == Zone.HAND
    assert game.power(KOALALA) == 8000


@encodes("WXDi-P05-086")
def test_moon_bites_milled_counts_as_a_level_one_signi_for_eclipse(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{ECLIPSE}"]
            ener: ["{SARA}"]
            deck: ["{MOON_BITES}", "{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(ECLIPSE, 1)  # mills Moon Bites, Romail and a Buffalo: all "level one SIGNI"
    game.accept()  # pay 1 colorless
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # --10000: power 0, vanished


@encodes("WXDi-P05-086")
def test_moon_bites_life_burst_vanishes_a_level_two_signi(table: Table) -> None:
    game = burst(table, MOON_BITES)
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P05-068")
def test_hameln_step_puts_hameln_out_and_its_own_effect_no_longer_negates_its_attack(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["HAMELN STEP", "{HAMELN}"]
            ener: ["{BUFFALO}"]
            deck: ["Servant #", "Servant #", "Servant #"]
          - hand: ["{BUFFALO}", "{BUFFALO}"]
            life: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.use("HAMELN STEP")
    game.choose(HAMELN)
    game.into(1)
    assert game.zone_of(HAMELN) == Zone.SIGNI and game.count(0, Zone.HAND) == 2
    game.end_main()
    game.attack(HAMELN)
    game.accept()  # the opponent discards two, yet Hameln's own effect does not negate
    assert game.count(1, Zone.TRASH) == 2 and game.count(1, Zone.LIFE) == 1


@encodes("WXDi-P05-068")
def test_hameln_step_life_burst_puts_an_upped_signi_on_the_bottom_of_its_deck(
    table: Table,
) -> None:
    game = burst(table, "HAMELN STEP", mine='hand: ["Servant #"]')
    game.accept()  # discard the only card; Koalala is the only upped SIGNI
    assert game.zone_of(KOALALA, 1) == Zone.DECK
    assert game.names(1, Zone.DECK)[0] == KOALALA  # at the bottom
    assert game.zone_of("Servant #", 0) == Zone.TRASH


MUZICA_EX = ["Muzica START", "Muzica, Vogue 1", "Muzica, Vogue 2", "Muzica, Vogue 3 - EX"]
PEEPING = "Piruluk / Peeping Analyze"  # an Assist LRIG with -A (its Japanese name)


@encodes("WXDi-P05-010")
def test_muzica_ex_reacts_to_another_lrig_growing_and_returns_an_assist_lrig(
    table: Table,
) -> None:
    def clap(turn_player: int) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(MUZICA_EX, left=["Akino*Rock"], right=[PEEPING])}
                lrig_deck: ["Akino*Clap"]
                ener: ["{ROMAIL}", "{ROMAIL}", "{ROMAIL}"]
                trash: ["{SARA}", "{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.grow("Akino*Clap")  # another LRIG of Muzica's field grows
        while game.decision in (DecisionKind.TRIGGER_ORDER, DecisionKind.OPTIONAL):
            if game.decision == DecisionKind.OPTIONAL:
                game.decline()  # Akino*Clap's own optional [Enter] cost
            else:
                game.first()
        return game

    game = clap(0)  # Muzica's turn: --5000 to the opponent's only SIGNI
    assert game.power(KOALALA) == 5000
    assert game.names(0, Zone.HAND) == []
    game = clap(1)  # the opponent's turn: a black SIGNI back from the trash (Sara, not Buffalo)
    assert game.names(0, Zone.HAND) == [SARA]
    assert game.power(KOALALA) == 10000


@encodes("WXDi-P05-010")
def test_muzica_ex_returns_an_assist_lrig_without_a_and_with_a_grow_cost(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MUZICA_EX, left=["Akino*Rock", "Akino*Clap"], right=[PEEPING])}
            ener: ["{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.action("Muzica, Vogue 3 - EX")  # Clap is the one target: Piruluk's name has -A
    assert game.zone_of("Akino*Clap") == Zone.LRIG_DECK
    assert game.zone_of(PEEPING) != Zone.LRIG_DECK
    assert not game.can(ActionKind.USE_ACTION, "Muzica, Vogue 3 - EX")  # once per game


LITTLE_JOHN = "Little John, Jade General"
ROBIN = "Robin Hood, Jade General Queen"
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green


@encodes("WXDi-P05-069")
def test_little_john_gets_5000_with_robin_hood_on_the_field_or_in_the_ener_zone(
    table: Table,
) -> None:
    def power(signi: str, ener: str) -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{LITTLE_JOHN}", {signi}, ~]
                ener: [{ener}]
        """)
        return game.power(LITTLE_JOHN)

    assert power("~", f'"{CAMELOPAR}"') == 3000
    assert power(f'"{ROBIN}"', f'"{CAMELOPAR}"') == 8000
    assert power("~", f'"{ROBIN}"') == 8000


@encodes("WXDi-P05-069")
def test_robin_hood_with_little_john_turns_its_field_face_down_as_it_attacks(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROBIN}", "{LITTLE_JOHN}", "{SARA}"]
            ener: ["{CAMELOPAR}", "{CAMELOPAR}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}", ~]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.done()  # its own [Auto] as the attack phase begins: no SIGNI face down
    game.attack(ROBIN)  # instead, up to two other SIGNI face down first, then it attacks
    game.choose(LITTLE_JOHN, SARA)
    assert game.zone_of(LITTLE_JOHN) == Zone.FACE_DOWN and game.zone_of(SARA) == Zone.FACE_DOWN
    # It attacks with no other SIGNI: the [Auto] its own [Constant] gives it triggers.
    game.accept()
    game.pay()
    assert game.count(1, Zone.SIGNI) == 0 and game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.game.downed[game.card(ROBIN)]
    game.pass_until(lambda g: g.game.turn_player == 1)  # at the end of the turn: face up
    assert game.zone_of(LITTLE_JOHN) == Zone.SIGNI and game.zone_of(SARA) == Zone.SIGNI


@encodes("WXDi-P05-069")
def test_robin_hood_that_turns_nothing_face_down_attacks_as_ever(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROBIN}", "{LITTLE_JOHN}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", ~, ~]
    """)
    game.done()  # its own [Auto] as the attack phase begins: no SIGNI face down
    game.attack(ROBIN)
    game.done()  # none: Little John stays, so no [Auto]; Robin Hood battles Romail
    assert game.zone_of(LITTLE_JOHN) == Zone.SIGNI and game.zone_of(ROMAIL, 1) == Zone.ENER
    game.attack(LITTLE_JOHN)  # Little John's own attack is not replaced
    assert game.zone_of(ROBIN) == Zone.SIGNI and game.game.downed[game.card(LITTLE_JOHN)]


UMR_UPROAR = "Umr =Tre=, Key to Uproar"
LANCELOT = "Lancelot, Crimson General"
UMR_BELOW = [
    "Umr =Noll=, Key to Salvation",
    "Umr =Ett=, Key to Salvation",
    "Umr =Två=, Key to Salvation",
]


def hastalyk(table: Table, pays: bool) -> Play:
    """Umr grows (its [Enter] puts Sara from the opponent's hand on the bottom of their
    deck), puts a [Hastalyk] in the opponent's center SIGNI Zone, and ends the main phase:
    at the beginning of the attack phase, the opponent discards Romail or does not."""
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(UMR_BELOW)}
            lrig_deck: ["{UMR_UPROAR}"]
            ener: {[BUFFALO] * 2}
            signi: ["{ROMAIL}", null, "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{SARA}", "{ROMAIL}"]
            signi: ["{KOALALA}", "{LANCELOT}"]
            ener: ["{KOALALA}"]
    """)
    game.grow(UMR_UPROAR)
    game.choose(SARA)
    assert game.names(1, Zone.DECK)[0] == SARA and game.names(1, Zone.HAND) == [ROMAIL]
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(UMR_UPROAR)
    game.mode(1)  # the opponent's center SIGNI Zone
    assert game.game.markers_in(1, 1) == ["Hastalyk"]
    assert not game.can(ActionKind.USE_ACTION, UMR_UPROAR)  # once per game
    game.end_main()
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    if game.decision == DecisionKind.OPTIONAL and game.game.decision.player == 0:
        game.accept()  # Umr's [Auto]: swap Romail and Sara (the only two: no choice)
    assert game.decision == DecisionKind.OPTIONAL and game.game.decision.player == 1
    if pays:
        game.accept()
        game.mode(0)  # discard a card, not pay [Colorless]
    else:
        game.decline()
    return game


@encodes("WXDi-P05-016")
def test_umr_uproar_bottoms_a_card_and_its_hastalyk_vanishes_unless_paid(table: Table) -> None:
    game = hastalyk(table, pays=False)
    assert game.zone_of(LANCELOT) == Zone.ENER  # vanished
    assert game.names(0, Zone.SIGNI) == [SARA, "", ROMAIL]  # swapped
    assert game.game.markers_in(1, 1) == []  # removed once it worked
    game = hastalyk(table, pays=True)
    assert game.zone_of(LANCELOT) == Zone.SIGNI
    assert game.zone_of(ROMAIL, 1) == Zone.TRASH and game.count(1, Zone.ENER) == 1
    assert game.game.markers_in(1, 1) == []


# ---------------------------------------------------------------- vocab-32
KYURU_PIECE = "Eternal♡Immortal Kyurukyurun☆"
KYURU_TEAM = lrigs(
    ["Mikomiko☆Zero", "Mikomiko☆One", "Mikomiko☆Two"],
    left="Yukayuka☆Zero",
    right="Mahomaho☆Zero",
)
SURPRISE_TEAM = lrigs(
    AT3,
    left=["Tawil =Noll=, Awakened One", "Tawil =Screech="],
    right=["Umr =Noll=, Key to Salvation", "Umr =Draw="],
)
NO_TEAM = lrigs(AT3, left="Hanayo, Zero", right="WXDi-D08-008")  # no team


def _piece_used(table: Table, piece: str, theirs: str) -> Play:
    """Player 1 (the turn player) uses `piece`, its cost paid; player 0 holds the
    Kyurukyurun PIECE."""
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {KYURU_TEAM}
            lrig_deck: ["{KYURU_PIECE}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {theirs}
            lrig_deck: ["{piece}"]
            ener: ["Servant #"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            signi: ["Imp, Azure Doomed Evil", "Zagan, Blessed Crimson Evil", ~]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.use(piece)
    game.pay()
    return game


@encodes("WXDi-P05-006")
def test_kyurukyurun_cuts_in_to_counter_a_team_piece_which_is_removed_from_the_game(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Cut-ins just after a card is used": just after the opponent
    # used a PIECE with [Team], before its effect; countered, its effect is not processed.
    game = _piece_used(table, "World Reverse", SURPRISE_TEAM)
    assert game.decision == DecisionKind.USE_WINDOW and game.game.decision.player == 0
    game.use(KYURU_PIECE)
    game.mode(0)  # counter World Reverse, the one target
    assert game.zone_of("World Reverse") == Zone.REMOVED
    assert game.zone_of(KYURU_PIECE) == Zone.REMOVED
    game.play(BUFFALO, 2)  # World Reverse gave no ability: no mode to choose
    assert game.decision == DecisionKind.MAIN and game.count(1, Zone.HAND) == 1


@encodes("WXDi-P05-006")
def test_kyurukyurun_cut_in_may_draw_and_charge_instead(table: Table) -> None:
    game = _piece_used(table, "World Reverse", SURPRISE_TEAM)
    game.use(KYURU_PIECE)
    game.mode(1)  # draw a card and [Ener Charge 1]; World Reverse goes on
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 1
    assert game.zone_of("World Reverse") == Zone.REMOVED
    game.play(BUFFALO, 2)  # World Reverse's ability: the blue mode draws
    game.mode(1)
    assert game.count(1, Zone.HAND) == 2


@encodes("WXDi-P05-006")
def test_kyurukyurun_does_not_cut_in_on_a_piece_without_team(table: Table) -> None:
    game = _piece_used(table, "DEVIL'S CARNIVAL", NO_TEAM)  # no [Team]: no window
    assert game.zone_of("DEVIL'S CARNIVAL") == Zone.REMOVED
    assert game.zone_of(KYURU_PIECE) == Zone.LRIG_DECK
    assert game.zone_of("Imp, Azure Doomed Evil") == Zone.TRASH


@encodes("WXDi-P05-006")
def test_kyurukyurun_is_used_in_the_main_phase_too(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {KYURU_TEAM}
            lrig_deck: ["{KYURU_PIECE}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.use(KYURU_PIECE)
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 1
