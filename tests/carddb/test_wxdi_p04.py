"""WXDi-P04: every encoded card plays its abilities."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, exceed
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs


def servant_zone(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of("Servant #", 1) == zone


def koalala_zone(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of(KOALALA) == zone


# Life Bursts that act on one opposing SIGNI: (number, card, choice, outcome)
LIFE_BURSTS = [
    ("WXDi-P04-055", "Cuelebre, Phantom Dragon", None, servant_zone(Zone.ENER)),  # <= 8000
    ("WXDi-P04-073", "Tasmanian, Phantom Terra Beast", None, koalala_zone(Zone.ENER)),
    ("WXDi-P04-044", "Lepus, Natural Planet", None, servant_zone(Zone.HAND)),  # <= 8000
    ("WXDi-P04-080", "Ipetam, Lightly Armed", KOALALA, lambda g: g.power(KOALALA) == 2000),
]


@pytest.mark.parametrize(("number", "card", "choice", "outcome"), LIFE_BURSTS)
@encodes(*(number for number, *_ in LIFE_BURSTS))
def test_life_bursts_on_an_opposing_signi(
    table: Table,
    number: str,
    card: str,
    choice: str | None,
    outcome: Callable[[Play], bool],
) -> None:
    game = burst(table, card)
    if choice:
        game.target(choice)
    assert outcome(game)


@encodes("WXDi-P04-064")
def test_ga_life_burst_draws_two_and_the_opponent_discards(table: Table) -> None:
    game = burst(table, "Ga, Natural Element", theirs=f'hand: ["{ROMAIL}"]')
    assert game.count(0, Zone.HAND) == 2
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P04-067")
def test_team_palette_each_player_draws_at_the_attack_phase(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Team Palette, Azure Beauty"]
    """)
    game.end_main()
    assert game.count(0, Zone.HAND) == 1 and game.count(1, Zone.HAND) == 1


@pytest.mark.parametrize(("lrig_trash", "power"), [(["Tama Loud Voice"], 7000), ([], 3000)])
@encodes("WXDi-P04-053")
def test_gracia_gets_4000_with_a_card_in_the_lrig_trash(
    table: Table, lrig_trash: list[str], power: int
) -> None:
    game = table(f"""
        players:
          - signi: ["Gracia, Crimson General"]
            lrig_trash: {lrig_trash}
    """)
    assert game.power("Gracia, Crimson General") == power


@encodes("WXDi-P04-075")
def test_leraje_sets_the_base_power_of_an_opposing_signi(table: Table) -> None:
    game = table("""
        players:
          - hand: ["Leraje, Jade Evil"]
          - signi: ["Servant #"]
    """)
    game.play("Leraje, Jade Evil", 0)
    assert game.power("Servant #") == 10000


@encodes("WXDi-P04-077")
def test_zeruel_pays_five_colors_to_put_two_signi_into_the_ener_zone(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Zeruel, Jade Angel"]
            ener: ["Circe, Blessed Angel", "{ROMAIL}", "Dorado, Natural Planet",
                   "{KOALALA}", "Erebus, Doomed Angel"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Zeruel, Jade Angel", 0)
    game.accept()
    game.pay()
    game.target("Servant #", KOALALA)
    assert sorted(game.names(1, Zone.ENER)) == [KOALALA, "Servant #"]
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P04-084")
def test_dogu_gives_minus_2000_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Dogu, Code: Anti"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.attack("Dogu, Code: Anti")
    game.target(KOALALA)
    assert game.power(KOALALA) == 8000


@encodes("WXDi-P04-061")
def test_cancer_discards_two_level_one_signi_to_vanish_12000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Cancer, Natural Planet", "{ROMAIL}", "{BUFFALO}", "{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play("Cancer, Natural Planet", 0)
    game.accept()
    game.discard(ROMAIL)  # then Buffalo, the only other level one SIGNI
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.names(0, Zone.HAND) == [KOALALA]  # level two: not a cost


@encodes("WXDi-P04-054")
def test_iwatooshi_pays_one_to_trash_an_ener_card_of_another_color(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Iwatooshi, Lightly Armed"]
            ener: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            ener: ["Circe, Blessed Angel", "{ROMAIL}"]
    """)
    game.end_main()
    game.accept()
    assert game.names(1, Zone.TRASH) == [ROMAIL]  # red: Lize is white
    assert game.names(1, Zone.ENER) == ["Circe, Blessed Angel"]


@encodes("WXDi-P04-076")
def test_bullfrog_counts_five_cards_in_hand_and_pays_green_to_draw(table: Table) -> None:
    name = "Bullfrog, Phantom Aquatic Beast"
    game = table(f"""
        phase: attack
        players:
          - signi: ["{name}"]
            hand: {[ROMAIL] * 4}
            ener: ["{KOALALA}"]
          - life: ["{BUFFALO}"]
    """)
    assert game.power(name) == 5000
    game.attack(name)
    game.accept()
    assert game.count(0, Zone.HAND) == 5 and game.power(name) == 10000
    game = burst(table, name, mine=f'ener: ["{KOALALA}", "{BUFFALO}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


def center_attack(table: Table, card: str, zone: int, mine: str = "") -> Play:
    """`card` attacks from SIGNI zone `zone` (1: the center)."""
    signi = ["~", "~", "~"]
    signi[zone] = f'"{card}"'
    game = table(f"""
        phase: attack
        players:
          - signi: [{", ".join(signi)}]
            deck: {[BUFFALO] * 6}
            {mine}
          - deck: {[BUFFALO] * 6}
            hand: ["{ROMAIL}"]
            life: ["{BUFFALO}"]
    """)
    game.attack(card)
    return game


@encodes("WXDi-P04-066")
def test_bruno_in_the_center_draws_or_makes_the_opponent_discard(table: Table) -> None:
    game = center_attack(table, "Bruno, Azure General", 1)
    game.mode(1)
    assert game.names(1, Zone.TRASH) == [ROMAIL]
    game = center_attack(table, "Bruno, Azure General", 1)
    game.mode(0)
    assert game.count(0, Zone.HAND) == 1
    game = center_attack(table, "Bruno, Azure General", 0)
    assert game.count(0, Zone.HAND) == 0 and game.count(1, Zone.TRASH) == 0


@encodes("WXDi-P04-082")
def test_brutus_in_the_center_mills_four_of_either_deck(table: Table) -> None:
    game = center_attack(table, "Brutus, Doomed General", 1)
    game.mode(1)  # the opponent's deck
    assert game.count(1, Zone.TRASH) == 4 and game.count(0, Zone.TRASH) == 0
    game = center_attack(table, "Brutus, Doomed General", 2)
    assert game.count(1, Zone.TRASH) == 0 and game.count(0, Zone.TRASH) == 0


@encodes("WXDi-P04-074")
def test_mulu_in_the_center_adds_from_the_ener_zone_or_charges(table: Table) -> None:
    game = center_attack(table, "Mulu, Jade General", 1, mine=f'ener: ["{KOALALA}"]')
    game.mode(0)
    assert game.names(0, Zone.HAND) == [KOALALA]
    game = center_attack(table, "Mulu, Jade General", 1)
    game.mode(1)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P04-078")
def test_caesar_charges_twice_a_turn_when_opposing_signi_enter(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Caesar, Code: Eat"]
          - hand: ["{ROMAIL}", "{BUFFALO}", "Servant #"]
    """)
    game.play(ROMAIL, 0)
    game.play(BUFFALO, 1)
    game.play("Servant #", 2)
    assert game.count(0, Zone.ENER) == 2  # twice per turn


@encodes("WXDi-P04-059")
def test_akitoriki_downs_to_vanish_when_you_use_a_spell(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Y - Akitoriki, Code: Art"]
            hand: ["Heterophony"]
            ener: ["{KOALALA}", "{KOALALA}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.use("Heterophony")
    game.pay()
    game.accept()
    assert game.names(1, Zone.ENER) == [BUFFALO]  # 5000 or less
    assert game.downed[game.card("Y - Akitoriki, Code: Art")]


@encodes("WXDi-P04-085")
def test_inecellar_gives_minus_3000_and_mills_two_when_you_use_a_spell(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["W - Inecellar, Code: Art"]
            hand: ["Heterophony"]
            ener: ["{KOALALA}", "{KOALALA}"]
          - signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 5}
    """)
    game.use("Heterophony")
    game.pay()
    assert game.power(KOALALA, 1) == 7000 and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P04-069")
def test_glasya_trashes_itself_to_freeze_two_or_to_vanish_against_an_empty_hand(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Glasya, Azure Evil"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.act(ActionKind.USE_ACTION, "Glasya, Azure Evil")
    game.target(KOALALA, BUFFALO)
    assert game.frozen[game.card(KOALALA, 1)] and game.zone_of("Glasya, Azure Evil") == Zone.TRASH
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Glasya, Azure Evil"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    second = [a for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION][1]
    game.game.apply_action(second)
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # the opponent's hand is empty


@encodes("WXDi-P04-033")
def test_douman_trashes_itself_for_a_guard_signi_and_discards_one_to_return(
    table: Table,
) -> None:
    douman = "Douman, Blessed Evil Queen"
    game = table(f"""
        phase: main
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{douman}", "Servant #", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Boudica, Crimson General"]
    """)
    game.play(douman, 0)
    game.accept()  # discard Servant #, the only SIGNI with a Guard icon
    assert game.zone_of(KOALALA, 1) == Zone.HAND  # level two; Boudica is level three
    game = table(f"""
        phase: up
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{douman}"]
            trash: ["Servant #", "{BUFFALO}"]
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert game.zone_of(douman) == Zone.TRASH and game.names(0, Zone.HAND)[-1] == "Servant #"


@encodes("WXDi-P04-072")
def test_takaoni_pays_to_swap_itself_with_a_level_two_signi_in_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Takaoni, First Play"]
            ener: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Takaoni, First Play", 0)
    game.accept()
    game.pay(ROMAIL)
    assert game.zone_of(KOALALA) == Zone.SIGNI  # the only level two SIGNI
    assert game.zone_of("Takaoni, First Play") == Zone.ENER


@encodes("WXDi-P04-047")
def test_isis_adds_an_angel_of_the_top_three_then_discards(table: Table) -> None:
    raphae = "Raphae, Jade Doomed Angel"
    game = table(f"""
        players:
          - hand: ["Isis, Blessed Angel", "{ROMAIL}"]
            deck: ["{BUFFALO}", "{raphae}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Isis, Blessed Angel", 0)
    game.choose(raphae)
    game.choose(BUFFALO)  # the order of the rest on the bottom
    game.discard(ROMAIL)
    assert game.names(0, Zone.HAND) == [raphae] and game.names(0, Zone.TRASH) == [ROMAIL]
    game = table(f"""
        players:
          - hand: ["Isis, Blessed Angel", "{ROMAIL}"]
            deck: ["{BUFFALO}", "{KOALALA}", "{KOALALA}", "{BUFFALO}"]
    """)
    game.play("Isis, Blessed Angel", 0)
    assert game.names(0, Zone.HAND) == [ROMAIL]  # nothing added: nothing discarded
    game = burst(table, "Isis, Blessed Angel")
    game.target(KOALALA)
    assert not game.can(ActionKind.ATTACK, KOALALA) and game.count(0, Zone.HAND) == 1


SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
GREEN_GAS = "Green Gas Type: Eins"  # level 1, 5000, green and black, vanilla


@encodes("WXDi-P04-086")
def test_black_pack_takes_10000_from_one_and_gives_10000_to_another(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Black Pack"]
            ener: ["{GREEN_GAS}", "{SARA}"]
            signi: ["{ROMAIL}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.use("Black Pack")
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # power 0: vanished
    assert game.power(ROMAIL, 0) == 12000


@encodes("WXDi-P04-086")
def test_black_pack_life_burst_vanishes_a_level_one_or_charges_two(table: Table) -> None:
    game = burst(table, "Black Pack")
    game.mode(0)
    assert game.zone_of("Servant #", 1) == Zone.ENER  # the only level one
    game = burst(table, "Black Pack")
    game.mode(1)
    assert game.count(0, Zone.ENER) == 3  # the crushed card and two charged


@encodes("WXDi-P04-052")
def test_rebirth_return_bounces_level_two_or_less_and_discards_at_random(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Rebirth Return"]
            ener: ["{SARA}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel", "{KOALALA}"]
    """)
    game.use("Rebirth Return")
    # Koalala returns (Athena is level three), then is the only card to discard at random
    assert game.names(1, Zone.TRASH) == [KOALALA]
    assert game.zone_of("Athena, Blessed Angel") == Zone.SIGNI
    game = burst(table, "Rebirth Return", theirs=f'hand: ["{ROMAIL}"]')
    game.mode(1)
    assert game.names(1, Zone.TRASH) == [ROMAIL]
    game = burst(table, "Rebirth Return")
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.HAND


@encodes("WXDi-P04-062")
def test_roaring_sunshine_vanishes_and_adds_one_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Roaring Sunshine"]
            ener: ["{SARA}", "{ROMAIL}", "{BUFFALO}"]
            deck: ["{KOALALA}", "{ROMAIL}", "Trouble", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel"]
    """)
    game.use("Roaring Sunshine")
    game.choose(ROMAIL)
    assert game.zone_of("Athena, Blessed Angel") == Zone.ENER
    assert game.names(0, Zone.HAND) == [ROMAIL]
    game = burst(table, "Roaring Sunshine")
    game.mode(0)
    assert game.zone_of("Servant #", 1) == Zone.ENER  # 5000 or less
    game = burst(table, "Roaring Sunshine")
    game.mode(1)
    game.target(KOALALA)
    assert not game.can(ActionKind.ATTACK, KOALALA)


@encodes("WXDi-P04-048")
def test_wei_yan_in_the_center_is_shadowed_from_level_three_signi(table: Table) -> None:
    def targetable(signi: str) -> tuple[bool, bool]:
        game = table(f"""
            players:
              - signi: {signi}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "Tobiel, Full Armed"]
        """)
        wei_yan = game.card("Wei Yan, Blessed General")
        return (
            game.is_targetable(wei_yan, 1, game.card(KOALALA)),
            game.is_targetable(wei_yan, 1, game.card("Tobiel, Full Armed")),
        )

    assert targetable('[~, "Wei Yan, Blessed General"]') == (True, False)
    assert targetable('["Wei Yan, Blessed General"]') == (True, True)


MACHINA = ["Machina Zero", "Machina Seeds", "Machina Two", "Machina Three"]


@encodes("WXDi-P04-025")
def test_machina_seeds_paid_as_an_exceed_cost_gives_minus_2000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MACHINA)}
            hand: ["Typhon, Doomed Evil"]
          - signi: ["Servant #"]
    """)
    game.play("Typhon, Doomed Evil", 0)
    game.accept()  # [Exceed 3]: Machina Zero, Machina Seeds and Machina Two
    assert game.zone_of("Machina Seeds") == Zone.LRIG_TRASH
    assert game.zone_of("Servant #", 1) == Zone.ENER  # 1000 - 2000
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Machina Zero"])}
            lrig_deck: ["Machina Seeds"]
          - signi: ["{KOALALA}"]
    """)
    game.grow("Machina Seeds")
    assert game.power(KOALALA) == 3000


@encodes("WXDi-P04-026")
def test_machina_repair_adds_a_card_without_a_life_burst_to_the_life_cloth(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Machina Zero", "Machina Seeds"])}
            lrig_deck: ["Machina Repair"]
            trash: ["{KOALALA}", "Servant #"]
            life: ["{BUFFALO}"]
    """)
    game.grow("Machina Repair")  # Servant # has a Life Burst: only Koalala may go
    assert game.names(0, Zone.LIFE) == [BUFFALO, KOALALA]


@encodes("WXDi-P04-040")
@pytest.mark.parametrize("pays", [True, False])
def test_ibaraki_douji_is_kept_only_by_paying_three(table: Table, pays: bool) -> None:
    game = table(f"""
        phase: main
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Ibaraki - Douji, Jade Evil Queen"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    ibaraki = game.card("Ibaraki - Douji, Jade Evil Queen")
    assert game.has_keyword(ibaraki, 1)  # [Lancer]
    game.end_main()
    if pays:
        game.accept()
        assert game.zone_of("Ibaraki - Douji, Jade Evil Queen") == Zone.SIGNI
    else:
        game.decline()
        assert game.zone_of("Ibaraki - Douji, Jade Evil Queen") == Zone.TRASH


@encodes("WXDi-P04-046")
def test_lemon_tetra_draws_when_you_guard(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
          - signi: ["Lemon Tetra, Phantom Aquatic Beast"]
            hand: ["Servant #"]
            life: ["{BUFFALO}"]
            deck: {[BUFFALO] * 5!s}
    """)
    game.attack(AT3[-1])
    game.act(ActionKind.GUARD, "Servant #")
    # The guard card went and one was drawn; then player 1's turn drew two more.
    assert game.game.turn == 4 and game.count(1, Zone.HAND) == 3


@encodes("WXDi-P04-049")
def test_antnest_takes_the_abilities_of_the_signi_in_front_of_it(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Antnest, Code: Maze"]
          - signi: ["{ROMAIL}"]
    """)
    game.end_main()
    assert game.game.lost_abilities(game.card(ROMAIL))
    game = burst(table, "Antnest, Code: Maze", mine=f'hand: ["{KOALALA}", "Polygenesis"]')
    koalala, spell = game.card(KOALALA, 0), game.card("Polygenesis")
    assert game.has_keyword(koalala, 256) and not game.has_keyword(spell, 256)  # Guard


@encodes("WXDi-P04-060")
def test_bathin_puts_another_demon_into_the_trash_to_vanish(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Bathin, Crimson Evil", "Vassago, Jade Evil"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.action("Bathin, Crimson Evil")
    assert game.zone_of("Vassago, Jade Evil") == Zone.TRASH and game.zone_of(ROMAIL) == Zone.ENER
    alone = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Bathin, Crimson Evil"]
            ener: ["{BUFFALO}"]
    """)
    assert not alone.can(ActionKind.USE_ACTION, "Bathin, Crimson Evil")


@encodes("WXDi-P04-063")
def test_norma_freezes_when_your_effect_makes_the_opponent_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Mahomaho☆Zero"])}
            lrig_deck: ["Mahomaho☆Zugagaan"]
            signi: ["Norma, Natural Planet"]
          - signi: ["{KOALALA}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow("Mahomaho☆Zugagaan")
    game.accept()  # the opponent discards two rather than take --12000
    assert game.power(KOALALA) == 10000 and game.game.frozen[game.card(KOALALA)]


@encodes("WXDi-P04-065")
def test_plankton_weakens_a_signi_that_becomes_frozen_once_per_turn(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Plankton, Natural Bacteria"]
            hand: ["Carmilla Screw, Azure Evil", "Carmilla Screw, Azure Evil"]
          - signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.play("Carmilla Screw, Azure Evil", 1)  # freezes a target SIGNI
    game.target(KOALALA)
    assert game.power(KOALALA) == 9000
    game.play("Carmilla Screw, Azure Evil", 2)
    game.target(ROMAIL)
    assert game.game.frozen[game.card(ROMAIL)] and game.power(ROMAIL) == 2000  # once a turn


# ---------------------------------------------------------------- LRIGs and PIECEs

TAMA3 = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Musical Moon Miko",
]
WHITE_ASSIST = "[Assist] Lize, Level 1"
# Two Assist LRIGs that are neither white nor blue (a PIECE needs three LRIGs).
OTHER_ASSISTS = {"left": "Tawil =Screech=", "right": "DJ LOVIT - SCRATCH"}


@encodes("WXDi-P04-001")
def test_white_heaven_trashes_one_and_returns_another_with_two_white_lrig(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3, left=WHITE_ASSIST, right="Tawil =Screech=")}
            lrig_deck: ["White Heaven"]
            ener: {[SARA] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.use("White Heaven")
    game.target(KOALALA, BUFFALO)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    assert game.names(1, Zone.HAND) == [BUFFALO]
    alone = table(f"""
        players:
          - lrig: {lrigs(TAMA3, **OTHER_ASSISTS)}
            lrig_deck: ["White Heaven"]
            ener: {[SARA] * 3}
          - signi: ["{KOALALA}"]
    """)
    assert not alone.can(ActionKind.USE_PIECE, "White Heaven")  # one white LRIG only


@encodes("WXDi-P04-003")
def test_summer_live_blues_draws_two_then_puts_a_signi_on_the_bottom(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Umr =Draw=", right="Rei*Flash Blade")}
            lrig_deck: ["Summer Live Blues"]
            ener: {[BUFFALO] * 2}
            deck: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 2}
    """)
    game.use("Summer Live Blues")
    assert game.names(0, Zone.HAND) == [ROMAIL, ROMAIL]
    assert game.zone_of(KOALALA, 1) == Zone.DECK
    assert game.game.players[1].deck[0] == game.card(KOALALA, 1)  # the bottom


@encodes("WXDi-P04-005")
def test_innocent_battle_shuffles_the_chosen_players_trash_into_their_deck(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, **OTHER_ASSISTS)}
            lrig_deck: ["Innocent Battle"]
            ener: ["{BUFFALO}"]
            trash: ["{ROMAIL}"]
            deck: {[BUFFALO] * 3}
          - trash: ["{KOALALA}", "Servant #"]
            deck: {[BUFFALO] * 3}
    """)
    game.use("Innocent Battle")
    game.mode(1)  # the opponent's trash
    assert game.count(1, Zone.TRASH) == 0 and game.count(1, Zone.DECK) == 5
    assert ROMAIL in game.names(0, Zone.TRASH)  # beside the Ener paid
    assert game.count(0, Zone.HAND) == 1


LION3_ALT = [
    "MC LION - Standby",
    "MC LION - 1st Verse",
    "MC LION - 2nd Verse",
    "MC LION - 3rd Verse - ALT",
]


@pytest.mark.parametrize(("top", "life_left"), [("Servant #", 1), (BUFFALO, 2)])
@encodes("WXDi-P04-008")
def test_lion_alt_reveals_on_attack_drawing_a_level_one_and_crushing_for_a_guard(
    table: Table, top: str, life_left: int
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(LION3_ALT)}
            deck: {[top] * 4}
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 3}
    """)
    game.attack("MC LION - 3rd Verse - ALT")
    assert game.names(0, Zone.HAND) == [top]  # both are level one SIGNI
    game.pass_until(lambda g: g.game.attacking < 0)
    assert game.count(1, Zone.LIFE) == life_left  # the attack crushes one more


@encodes("WXDi-P04-008")
def test_lion_alt_returns_a_signi_once_per_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION3_ALT)}
          - signi: ["{KOALALA}"]
    """)
    game.action("MC LION - 3rd Verse - ALT")
    assert game.zone_of(KOALALA, 1) == Zone.HAND


MADOKA3_EX = ["Madoka START", "Madoka, Vogue 1", "Madoka, Vogue 2", "Madoka, Vogue 3 - EX"]


@encodes("WXDi-P04-010")
def test_madoka_ex_makes_each_player_draw_and_discard_at_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MADOKA3_EX)}
            hand: ["{ROMAIL}"]
            deck: {[BUFFALO] * 3}
          - hand: ["{KOALALA}"]
            deck: {[BUFFALO] * 3}
    """)
    game.end_main()
    game.discard(ROMAIL)
    game.discard(KOALALA)
    assert game.names(0, Zone.HAND) == [BUFFALO] and game.names(0, Zone.TRASH) == [ROMAIL]
    assert game.names(1, Zone.HAND) == [BUFFALO] and game.names(1, Zone.TRASH) == [KOALALA]


@encodes("WXDi-P04-010")
def test_madoka_ex_enters_to_freeze_a_lrig_or_make_two_discards(table: Table) -> None:
    def grow(mode: int) -> Play:
        game = table(f"""
            phase: grow
            players:
              - lrig: {lrigs(MADOKA3_EX[:3])}
                lrig_deck: ["Madoka, Vogue 3 - EX"]
                ener: {[BUFFALO] * 2}
              - hand: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}"]
        """)
        game.grow("Madoka, Vogue 3 - EX")
        game.mode(mode)
        return game

    game = grow(0)
    game.discard(KOALALA, ROMAIL)
    assert game.names(1, Zone.HAND) == [BUFFALO]
    game = grow(1)
    assert game.frozen[game.card("[Center] Lize, Level 2", 1)]


@pytest.mark.parametrize(("hand", "moved"), [(3, True), (2, False)])
@encodes("WXDi-P04-010")
def test_madoka_ex_bottoms_a_signi_with_three_more_cards_in_hand(
    table: Table, hand: int, moved: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MADOKA3_EX)}
            hand: {[BUFFALO] * hand}
          - signi: ["{KOALALA}"]
    """)
    game.action("Madoka, Vogue 3 - EX")
    assert (game.zone_of(KOALALA, 1) == Zone.DECK) is moved


# ---------------------------------------------------------------- Souls and Assist LRIGs

ECKESACHS = "Eckesachs, Lightly Armed"  # level 1, 5000, red and black, vanilla
ANNA = "Anna Mirage, Doomed Evil"  # 13000
ADAMANTHIA = "Adamanthia, Natural Crystal"  # level 3, 12000
# Ex Three attaches a card from under it as a Soul: here, the card of the test.
EX_OVER = ["Ex Zero", "{soul}", "Ex Two", "Ex Three"]


def soul_attack(table: Table, soul: str, theirs: str, mine: str = "") -> Play:
    """`soul`, attached by Ex Three's [Action] to Eckesachs, which then attacks."""
    stack = [name.format(soul=soul) for name in EX_OVER]
    game = table(f"""
        players:
          - lrig: {lrigs(stack)}
            signi: ["{ECKESACHS}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 2}
            {theirs}
    """)
    game.act(ActionKind.USE_ACTION, "Ex Three", b=1)
    game.choose(soul)
    assert game.zone_of(soul) == Zone.SOUL
    game.end_main()
    game.attack(ECKESACHS)
    return game


@encodes("WXDi-P04-011")
def test_deus_one_as_a_soul_gives_minus_8000_when_its_signi_attacks(table: Table) -> None:
    game = soul_attack(table, "Deus One", f'signi: ["{KOALALA}", "{ANNA}"]')
    game.target(ANNA)
    assert game.power(ANNA) == 5000


@encodes("WXDi-P04-012")
def test_deus_two_as_a_soul_gives_minus_10000_when_its_signi_attacks(table: Table) -> None:
    game = soul_attack(table, "Deus Two", f'signi: ["{KOALALA}", "{ANNA}"]')
    game.target(ANNA)
    assert game.power(ANNA) == 3000


@encodes("WXDi-P04-014")
def test_machina_one_as_a_soul_adds_a_signi_without_guard_when_its_signi_attacks(
    table: Table,
) -> None:
    game = soul_attack(table, "Machina One", "", mine=f'trash: ["Servant #", "{ROMAIL}"]')
    assert game.names(0, Zone.HAND) == [ROMAIL]  # the Servant has a Guard icon


@encodes("WXDi-P04-015")
def test_machina_two_as_a_soul_vanishes_a_level_two_or_less(table: Table) -> None:
    game = soul_attack(table, "Machina Two", f'signi: ["{ADAMANTHIA}", "{KOALALA}"]')
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(ADAMANTHIA, 1) == Zone.SIGNI


@encodes("WXDi-P04-024")
def test_deus_digger_returns_a_signi_quietly_and_attaches_a_lrig_as_a_soul(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Deus Zero", "Deus Drive"])}
            lrig_deck: ["Deus Digger"]
            lrig_trash: ["Deus One"]
            signi: ["{ROMAIL}"]
            trash: ["{ECKESACHS}"]
            ener: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow("Deus Digger")
    game.first()  # the first [Enter] first
    game.target(ECKESACHS)  # (the Buffalo paid is in the trash too)
    game.into(1)
    assert game.zone_of(ECKESACHS) == Zone.SIGNI
    game.target(ECKESACHS)
    assert game.soul_of(game.card(ECKESACHS)) == game.card("Deus One")


@encodes("WXDi-P04-017")
def test_ex_gazer_vanishes_10000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Ex Zero")}
            lrig_deck: ["Ex Gazer"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.grow("Ex Gazer")
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(ANNA, 1) == Zone.SIGNI


@encodes("WXDi-P04-019")
def test_ex_crossbeam_vanishes_one_and_pays_five_for_another(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Ex Zero", "Ex Gazer"])}
            lrig_deck: ["Ex Crossbeam"]
            ener: {[ROMAIL] * 7}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.grow("Ex Crossbeam")
    game.first()  # the first [Enter]: any SIGNI
    game.target(ANNA)
    game.accept()
    assert game.zone_of(ANNA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P04-021")
def test_ex_stepout_draws_or_charges_and_gives_assassin(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Ex Zero", "Ex Gazer"])}
            lrig_deck: ["Ex Stepout"]
            signi: ["{ECKESACHS}"]
            ener: ["{ROMAIL}"]
            deck: {[ROMAIL] * 3}
    """)
    game.grow("Ex Stepout")
    game.first()
    game.mode(1)  # [Ener Charge 2]
    assert game.count(0, Zone.ENER) == 2
    assert game.has_keyword(game.card(ECKESACHS), KW.ASSASSIN)


@encodes("WXDi-P04-027")
def test_machina_bind_makes_an_attacking_signi_lose_20000(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, right=["Machina Zero", "Machina Wing Slash"])}
            lrig_deck: ["Machina Bind"]
            ener: {[ECKESACHS] * 6}
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}", "Servant #"]
    """)
    game.grow("Machina Bind")  # in the opponent's pre-attack step
    game.first()  # the free [Enter] first
    game.target(KOALALA)
    game.done()
    game.accept()  # the paid one: Anna too
    game.pay()
    game.target(ANNA)
    assert game.power(ANNA) == 13000  # nothing until it attacks
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(ANNA)
    assert game.zone_of(ANNA, 1) == Zone.ENER  # no power left: vanished
    game.attack("Servant #")
    assert game.power("Servant #") == 1000  # not chosen


AT_TRE = "At =Tre=, the Opened Door"
# Seven vanilla SIGNI of seven different classes.
SEVEN_CLASSES = [
    BUFFALO,
    KOALALA,
    SARA,
    ECKESACHS,
    "Triomphe, Code: Maze",
    "Procyon A, Natural Planet",
    "Green Gas Type: Eins",
]


@encodes("WXDi-P04-028")
def test_at_tre_door_charges_from_the_trash_and_boosts_at_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(AT3[:3])}
            lrig_deck: ["{AT_TRE}"]
            signi: ["{ECKESACHS}"]
            ener: {[BUFFALO] * 2}
            trash: ["{ROMAIL}", "Servant #", "{KOALALA}"]
    """)
    game.grow(AT_TRE)
    game.target(ROMAIL, KOALALA)  # the Servant has a Guard icon
    assert sorted(game.names(0, Zone.ENER)) == [KOALALA, ROMAIL]
    game.end_main()
    assert game.power(ECKESACHS) == 10000


@encodes("WXDi-P04-028")
def test_at_tre_door_trashes_seven_classes_to_put_the_opposing_field_into_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], AT_TRE])}
            ener: {SEVEN_CLASSES}
            deck: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    game.action(AT_TRE)
    while game.decision == DecisionKind.PAYMENT:
        game.first()  # the seven, one by one
    assert game.count(0, Zone.TRASH) == 7
    assert game.names(0, Zone.ENER) == [ROMAIL, ROMAIL]
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.ENER) == 2


@encodes("WXDi-P04-028")
def test_at_tre_door_needs_seven_different_classes(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], AT_TRE])}
            ener: {[*SEVEN_CLASSES[:6], BUFFALO]}
          - signi: ["{KOALALA}"]
    """)
    assert not game.can(ActionKind.USE_ACTION, AT_TRE)


@encodes("WXDi-P04-029")
def test_tawil_hangout_vanishes_and_draws_as_many_as_discarded(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Tawil =Noll=, Awakened One", "Tawil =Screech="])}
            lrig_deck: ["Tawil =Hangout="]
            hand: ["{ROMAIL}", "{KOALALA}", "Servant #"]
            ener: {[BUFFALO] * 2}
            deck: {[SARA] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}"]
    """)
    game.grow("Tawil =Hangout=")
    game.first()  # the vanish first
    assert game.zone_of(ANNA, 1) == Zone.ENER
    game.accept()
    game.discard(ROMAIL, KOALALA)
    game.done()
    assert sorted(game.names(0, Zone.HAND)) == sorted(["Servant #", SARA, SARA])


@encodes("WXDi-P04-030")
def test_umr_outsider_downs_every_opposing_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Umr =Noll=, Key to Salvation", "Umr =Draw="])}
            lrig_deck: ["Umr =Outsider="]
            ener: {[BUFFALO] * 6}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}", "Servant #"]
    """)
    game.grow("Umr =Outsider=")
    assert all(game.downed[card] for card in game.cards_in(1, Zone.SIGNI))


# ---------------------------------------------------------------- SIGNI

RHONGO = "Rhongomyniad, Full Armed"
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla


@encodes("WXDi-P04-051")
def test_rhongomyniad_downs_three_white_signi_to_up_the_attacking_lrig(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{RHONGO}", "{SARA}", "{MAO}"]
            ener: ["{SARA}"]
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 3}
    """)
    game.act(ActionKind.END_STEP)  # no SIGNI attack
    center = game.card("At =Tre=, the Opened Gate")
    game.attack("At =Tre=, the Opened Gate")
    game.accept()
    assert all(game.downed[card] for card in game.cards_in(0, Zone.SIGNI))
    assert not game.downed[center] and game.count(0, Zone.ENER) == 0


CORGI = "Corgi, Phantom Terra Beast"


@pytest.mark.parametrize(("center", "power", "draws"), [(AT3, 8000, True), (AT3[:3], 6000, False)])
@encodes("WXDi-P04-056")
def test_corgi_grows_with_the_center_and_loots_on_attack_from_8000(
    table: Table, center: list[str], power: int, draws: bool
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(center)}
            signi: ["{CORGI}"]
            hand: ["{ROMAIL}"]
            deck: {[SARA] * 3}
          - life: {[BUFFALO] * 2}
    """)
    assert game.power(CORGI) == power
    game.attack(CORGI)
    if draws:
        game.accept()  # discarding Romail, the only card in hand
    assert game.names(0, Zone.HAND) == ([SARA] if draws else [ROMAIL])


@encodes("WXDi-P04-056")
def test_corgi_gets_nothing_in_the_opponents_turn_and_bursts_to_vanish(table: Table) -> None:
    game = burst(table, CORGI, mine=f'signi: ["{CORGI}"]\n            ener: {[ROMAIL] * 2}')
    assert game.power(CORGI) == 2000
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


BEDIVERE = "Bedivere, Crimson General"


@encodes("WXDi-P04-057")
def test_bedivere_in_the_center_trashes_ener_or_vanishes_2000_or_less(table: Table) -> None:
    def attack(zone: int) -> Play:
        signi = ["~", "~", "~"]
        signi[zone] = f'"{BEDIVERE}"'
        game = table(f"""
            phase: attack
            players:
              - signi: [{", ".join(signi)}]
              - lrig: {lrigs(LIZE3)}
                signi: ["{ANNA}", ~, "{ROMAIL}"]
                ener: ["{SARA}", "{KOALALA}"]
                life: {[BUFFALO] * 2}
        """)
        game.attack(BEDIVERE)
        return game

    game = attack(1)
    game.mode(0)
    assert game.names(1, Zone.TRASH) == [KOALALA]  # Sara shares white with Lize
    game = attack(1)
    game.mode(1)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER
    game = attack(0)
    assert game.decision != DecisionKind.MODE and game.zone_of(ROMAIL, 1) != Zone.ENER


JAVELIN = "Unbreakable Javelin"


@encodes("WXDi-P04-079")
def test_javelin_gives_lancer_and_sets_the_opposing_signi_to_10000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{JAVELIN}"]
            signi: ["{ECKESACHS}"]
            ener: ["Origami, Blessed Jade Beauty", "{SARA}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #", "{ANNA}", "{CORGI}"]
    """)
    game.use(JAVELIN)
    assert game.has_keyword(game.card(ECKESACHS), KW.LANCER)
    assert [game.power(name) for name in ("Servant #", ANNA, CORGI)] == [10000] * 3


@encodes("WXDi-P04-079")
def test_javelin_bursts_for_10000_more_or_a_signi_from_the_top_three(table: Table) -> None:
    game = burst(table, JAVELIN, mine=f'signi: ["{ECKESACHS}"]')
    game.mode(0)
    assert game.power(ECKESACHS) == 15000
    game = burst(table, JAVELIN, mine=f'deck: ["{SARA}", "{KOALALA}", "Polygenesis"]')
    game.mode(1)
    game.choose(KOALALA)
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == [KOALALA]


FIRE_ANT = "Fire Ant Type: Zwei"


@pytest.mark.parametrize(("turn_player", "power"), [(0, 8000), (1, 10000)])
@encodes("WXDi-P04-083")
def test_fire_ant_takes_1000_per_level_from_the_signi_in_front_in_your_turn(
    table: Table, turn_player: int, power: int
) -> None:
    game = table(f"""
        turn_player: {turn_player}
        players:
          - signi: ["{FIRE_ANT}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}"]
    """)
    assert game.power(KOALALA) == power and game.power(ANNA) == 13000


MURAMASA = "Muramasa, Full Armed"


@encodes("WXDi-P04-041")
def test_muramasa_trashes_another_signi_and_pays_black_to_add_one_back(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MURAMASA}", "{ROMAIL}"]
            ener: ["{ECKESACHS}"]
            trash: ["{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 2}
    """)
    game.attack(MURAMASA)
    game.accept()
    assert game.zone_of(ROMAIL) == Zone.TRASH  # the only other SIGNI
    game.target(ROMAIL)  # the SIGNI just trashed may come back
    assert game.names(0, Zone.HAND) == [ROMAIL]
    alone = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MURAMASA}"]
            ener: ["{ECKESACHS}"]
            trash: ["{KOALALA}"]
          - life: {[BUFFALO] * 2}
    """)
    alone.attack(MURAMASA)
    assert alone.decision != DecisionKind.OPTIONAL and alone.count(0, Zone.ENER) == 1


@encodes("WXDi-P04-041")
def test_muramasa_adds_a_black_signi_in_the_opponents_attack_phase(table: Table) -> None:
    game = table(f"""
        phase: main
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MURAMASA}"]
            ener: ["{ECKESACHS}"]
            trash: ["{KOALALA}", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.end_main()
    game.accept()
    assert "choose Koalala, Phantom Terra Beast" not in game.options()  # not black
    game.target(SARA)  # (or Eckesachs, paid into the trash)
    assert game.names(0, Zone.HAND) == [SARA]


@encodes("WXDi-P04-041")
def test_muramasa_bursts_to_add_two_and_discard_one(table: Table) -> None:
    game = burst(table, MURAMASA, mine=f'trash: ["{KOALALA}", "{SARA}"]')
    game.target(KOALALA, SARA)
    game.discard(SARA)
    assert game.names(0, Zone.HAND) == [KOALALA]


# Cards of the terms added after the first round (moves, Harmony, unless, refreshes, ...).

ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black
EX_THREE = "Ex Three"


def exceed_three(table: Table, under: str, hand: str) -> Play:
    """Player 0's Ex Three pays [Exceed 3] with `under` among the cards under it (an
    effect may gather Assist LRIGs under the Center), `hand` in its hand."""
    game = table(f"""
        players:
          - lrig: {lrigs(["Ex Zero", under, "Ex Two", EX_THREE])}
            hand: ["{hand}"]
            trash: ["{ROMAIL}", "{BAPHOMET}"]
            deck: {[MAO] * 3!s}
    """)
    game.act(ActionKind.USE_ACTION, EX_THREE, b=2)
    assert game.zone_of(under) == Zone.LRIG_TRASH
    return game


@encodes("WXDi-P04-018")
def test_ex_echo_discards_a_red_card_to_draw_three(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Ex Zero"])}
            lrig_deck: ["Ex Echo"]
            hand: ["{ROMAIL}", "{MAO}"]
            deck: {[BUFFALO] * 4!s}
    """)
    game.grow("Ex Echo")
    game.accept()  # Romail is the only red card
    assert game.zone_of(ROMAIL) == Zone.TRASH and game.count(0, Zone.HAND) == 4


@encodes("WXDi-P04-018")
def test_ex_echo_paid_for_exceed_trades_a_card(table: Table) -> None:
    game = exceed_three(table, "Ex Echo", BUFFALO)
    game.accept()  # discard Buffalo: draw
    assert game.names(0, Zone.HAND) == [MAO] and game.zone_of(BUFFALO, 0) == Zone.TRASH


@encodes("WXDi-P04-022")
def test_deus_recovery_mills_two_and_returns_a_red_and_a_black_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Deus Zero"])}
            lrig_deck: ["Deus Recovery"]
            deck: ["{ROMAIL}", "{BAPHOMET}", "{MAO}"]
            trash: ["{KOALALA}"]
    """)
    game.grow("Deus Recovery")
    game.target(ROMAIL, BAPHOMET)
    assert sorted(game.names(0, Zone.HAND)) == sorted([ROMAIL, BAPHOMET])
    assert game.names(0, Zone.TRASH) == [KOALALA]


@encodes("WXDi-P04-022")
def test_deus_recovery_paid_for_exceed_returns_a_red_or_black_signi(table: Table) -> None:
    game = exceed_three(table, "Deus Recovery", BUFFALO)
    game.accept()  # discard Buffalo
    game.target(BAPHOMET)
    assert game.names(0, Zone.HAND) == [BAPHOMET] and game.zone_of(ROMAIL) == Zone.TRASH


KINTOKI = "Kintoki, Crimson General Queen"


@encodes("WXDi-P04-034")
def test_kintoki_with_a_soul_makes_the_opponent_trash_an_ener_card(table: Table) -> None:
    def attack_phase(soul: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs([*["Ex Zero", "Ex One", "Ex Two"], EX_THREE], left=["Deus Zero"])}
                hand: ["{KINTOKI}"]
                ener: ["{ROMAIL}", "{BAPHOMET}"]
              - ener: ["{KOALALA}", "{ATHENA}"]
                life: ["{BUFFALO}"]
        """)
        game.play(KINTOKI, 0)  # [Harmony]: the black Deus Zero is downed
        assert game.downed[game.card("Deus Zero")]
        game.accept()  # pay red and black: [Assassin]
        assert game.game.has_keyword(game.card(KINTOKI), KW.ASSASSIN)
        if soul:
            game.act(ActionKind.USE_ACTION, EX_THREE, b=1)  # a card under Ex Three: a Soul
            game.choose("Ex Two")
        game.end_main()
        return game

    game = attack_phase(soul=True)
    game.choose(ATHENA)  # the opponent's choice
    assert game.names(1, Zone.ENER) == [KOALALA] and game.names(1, Zone.TRASH) == [ATHENA]
    assert attack_phase(soul=False).count(1, Zone.ENER) == 2


COLUMBUS = "Columbus, Azure General Queen"


@encodes("WXDi-P04-036")
def test_columbus_needs_two_lrigs_and_grows_with_an_empty_lrig_deck(table: Table) -> None:
    def played(lrig_deck: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=["Umr =Noll=, Key to Salvation"])}
                lrig_deck: {lrig_deck!s}
                hand: ["{COLUMBUS}", "{MAO}", "{MAO}", "{MAO}"]
              - signi: [~, "{KOALALA}"]
                life: ["{BUFFALO}"]
        """)
        game.play(COLUMBUS, 0)  # [Harmony]: the Center and the Assist LRIG are downed
        assert game.downed[game.card(AT3[-1])]
        return game

    game = played(["Polygenesis"])
    assert game.power(COLUMBUS) == 15000  # one card left in the LRIG deck
    game.end_main()
    game.accept()  # discard three cards: Koalala is the only target
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(0, Zone.HAND) == 0
    assert played(["Polygenesis", "Zeno Cluster"]).power(COLUMBUS) == 12000


NOTRE_DAME = "Notre Dame, Code: Labyrinth"
REGALECUS = "Regalecus, Phantom Aquatic Beast"  # [Enter]: draw a card, discard a card


@encodes("WXDi-P04-038")
def test_notre_dame_makes_the_opponent_discard_for_a_draw_in_the_main_phase(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NOTRE_DAME}"]
          - hand: ["{REGALECUS}", "{ROMAIL}", "{ROMAIL}"]
    """)
    game.play(REGALECUS, 0)  # the opponent draws one: Notre Dame makes them discard one
    game.pass_until(lambda play: play.count(1, Zone.HAND) <= 1)
    assert game.count(1, Zone.HAND) == 1 and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-P04-038")
def test_notre_dame_vanished_comes_back_downed_for_two_discards(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NOTRE_DAME}"]
            hand: ["{MAO}", "{MAO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.attack(ATHENA)  # 12000 against 10000
    game.accept()  # discard the two cards
    game.into(2)
    notre_dame = game.card(NOTRE_DAME)
    assert game.zone[notre_dame] == Zone.SIGNI and game.downed[notre_dame]
    game = burst(table, NOTRE_DAME, mine=f'hand: ["{MAO}", "{MAO}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(0, Zone.HAND) == 0


DRAGON_MAID = "Dragon Maid, Phantom Dragon Queen"


@encodes("WXDi-P04-043")
def test_dragon_maid_mills_four_and_pays_for_minus_10000_on_a_refresh(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{DRAGON_MAID}"]
            ener: ["{BAPHOMET}"]
            deck: ["{MAO}", "{MAO}"]
            trash: ["{ROMAIL}", "{ROMAIL}"]
            life: ["{BUFFALO}"]
          - signi: ["{KOALALA}"]
            life: ["{BUFFALO}"]
    """)
    game.attack(DRAGON_MAID)
    game.mode(0)  # your own deck: it empties and is refreshed
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA) == Zone.ENER  # 10000 --10000
    # The refresh took the trash into the deck and one Life Cloth into the trash; the
    # Ener paid went there after.
    assert sorted(game.names(0, Zone.TRASH)) == [BAPHOMET, BUFFALO]


MORAX = "Morax, Crimson Evil"


@encodes("WXDi-P04-058")
def test_morax_charges_after_an_opposing_ener_card_was_trashed(table: Table) -> None:
    def attack(glowing: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=["Hirana, a Spark of Hope"])}
                lrig_deck: ["Hirana*Glowing"]
                signi: ["{MORAX}"]
                deck: {[MAO] * 4!s}
              - lrig: {lrigs(LIZE3)}
                ener: ["{ROMAIL}"]
                life: ["{BUFFALO}"]
        """)
        if glowing:
            game.grow("Hirana*Glowing")  # the red Romail goes to the trash
            game.first()
            game.mode(0)  # its other [Enter]: a draw
        game.end_main()
        game.attack(MORAX)
        return game

    assert attack(glowing=True).names(0, Zone.ENER) == [MAO]
    assert attack(glowing=False).count(0, Zone.ENER) == 0


@encodes("WXDi-P04-058")
def test_morax_life_burst_vanishes_unless_the_opponent_pays_two(table: Table) -> None:
    game = burst(table, MORAX)
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER  # the attacker's player has no Ener to pay


DR_TAMAGO_NONSTOP = "Nonstop! Dr. Tamago"
TAMAGO_STACK = ["Newborn Dr. Tamago", "Let's Go! Dr. Tamago", "You Can Do It! Dr. Tamago"]


@encodes("WXDi-P04-009")
def test_nonstop_tamago_attacks_exceeds_and_freezes_on_the_discard(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs([*TAMAGO_STACK, DR_TAMAGO_NONSTOP])}
          - signi: ["{KOALALA}"]
            hand: ["{ROMAIL}"]
    """)
    game.attack(DR_TAMAGO_NONSTOP)
    game.accept()
    game.choose("Newborn Dr. Tamago")  # from under it into the LRIG trash
    assert game.count(0, Zone.LRIG_TRASH) == 1
    assert game.names(1, Zone.TRASH) == [ROMAIL]  # discarded at random: the only card
    assert game.game.frozen[game.card(KOALALA)]  # the discard by its effect froze it


@encodes("WXDi-P04-009")
def test_nonstop_tamago_action_draws_two_each_and_the_opponent_discards_two(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*TAMAGO_STACK, DR_TAMAGO_NONSTOP])}
          - signi: ["{KOALALA}"]
    """)
    game.action(DR_TAMAGO_NONSTOP)
    assert game.count(0, Zone.HAND) == 2
    assert game.count(1, Zone.HAND) == 0 and game.count(1, Zone.TRASH) == 2
    assert game.game.frozen[game.card(KOALALA)]  # each discard by its effect: one freeze
    assert not game.can(ActionKind.USE_ACTION, DR_TAMAGO_NONSTOP)  # once per game


@encodes("WXDi-P04-070")
def test_exchange_fetches_a_signi_of_the_discarded_level(table: Table) -> None:
    game = table(f"""
        players:
          - ener: ["Sara Hoshikawa, Code 2434", "{BUFFALO}"]
            hand: ["EXCHANGE"]
            trash: ["{ROMAIL}", "{KOALALA}"]
          - hand: ["{BUFFALO}"]
    """)
    game.use("EXCHANGE")
    game.pay()
    # The opponent discarded a level one SIGNI: the level two Koalala is not offered.
    assert not any(KOALALA in option for option in game.options())
    game.target(ROMAIL)
    assert game.zone_of(ROMAIL, 0) == Zone.HAND


@encodes("WXDi-P04-070")
def test_exchange_life_burst_brings_a_signi_back(table: Table) -> None:
    game = burst(table, "EXCHANGE", mine=f'trash: ["{ROMAIL}"]')
    game.mode(1)
    game.mode(1)  # onto the field rather than into the hand
    game.into(0)
    assert game.zone_of(ROMAIL, 0) == Zone.SIGNI


STEAMPUNK = "Steampunk, Code: Ancients"


@encodes("WXDi-P04-042")
def test_steampunk_answers_cards_leaving_from_under_your_lrig(table: Table) -> None:
    for pay in (False, True):
        # With the [Exceed 4] paid, four cards leave from under the Center LRIG.
        game = exceed(
            table,
            "OBSYDIA SALVAGE",
            pay,
            mine=f'signi: ["{STEAMPUNK}", ~, ~]',
            theirs=f'signi: ["{KOALALA}", ~, ~]',
            pile="lrig_deck",
        )
        while "choose no more" in game.options():  # no <<Virtual>> SIGNI added
            game.done()
        if pay:
            game.accept()
            game.pay(ROMAIL)
        assert game.power(KOALALA) == (2000 if pay else 10000)


@encodes("WXDi-P04-042")
def test_steampunk_ignores_a_lrig_leaving_the_field(table: Table) -> None:
    # An Assist LRIG returned to the LRIG deck was the LRIG of its zone, not a card under
    # one (the engine's LRIG zone holds both).
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3, left="Tawil =Screech=")}
            signi: ["{STEAMPUNK}", ~, ~]
            ener: ["{ROMAIL}"]
          - signi: ["{KOALALA}", ~, ~]
    """)
    game.game.return_lrig(game.card("Tawil =Screech="))
    assert game.zone_of("Tawil =Screech=") == Zone.LRIG_DECK
    assert not game.game.pending[0]


@encodes("WXDi-P04-042")
def test_steampunk_comes_back_from_the_trash_by_downing_two_level_two_lrig(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {
        lrigs(
            LIZE3,
            left=["Hirana, a Spark of Hope", "Hirana*On - Stage", "Hirana*Power On"],
            right=["Rei, On the Wings of Tomorrow", "Rei*Flash Blade", "Rei*Empty Blade"],
        )
    }
            trash: ["{STEAMPUNK}"]
    """)
    game.action(STEAMPUNK)
    game.into(0)
    assert game.zone_of(STEAMPUNK) == Zone.SIGNI
    assert game.downed[game.card("Hirana*Power On")] and game.downed[game.card("Rei*Empty Blade")]
    assert not game.can(ActionKind.USE_ACTION, STEAMPUNK)


EXIA = "Exia, Blessed Angel Queen"
FUYUKI = "Fuyuki Hakase, Code 2434"  # [Enter]: target SIGNI of the opponent's gets --1000


@encodes("WXDi-P04-032")
def test_exia_locks_a_signi_zone_when_targeted_ups_at_end_of_turn_and_bursts(
    table: Table,
) -> None:
    game = table(f"""
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{EXIA}", "{ROMAIL}", ~]
          - signi: [~, ~, "{KOALALA}"]
            hand: ["{FUYUKI}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.play(FUYUKI, 0)
    game.target(ROMAIL)
    game.mode(2)  # Exia's player chooses the right SIGNI Zone of their opponent
    game.end_main()
    assert not game.can(ActionKind.ATTACK, KOALALA) and game.can(ActionKind.ATTACK, FUYUKI)
    # At the end of its player's turn, every SIGNI on their field is upped.
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{EXIA} (downed)", "{BUFFALO} (downed)", ~]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    buffalo = game.card(BUFFALO, 0, Zone.SIGNI)
    assert not game.game.downed[game.card(EXIA)] and not game.game.downed[buffalo]
    # Life Burst: return target upped SIGNI of the opponent's to the hand, or draw.
    burst_game = burst(table, EXIA)
    burst_game.mode(0)  # the attacking Servant # is downed: Koalala, the only target
    assert burst_game.zone_of(KOALALA, 1) == Zone.HAND


ALEXANDRITE = "Alexandrite, Natural Pyroxene"
CU_CHULAINN = "Cu Chulainn, Crimson General Queen"  # red, level 3: its text not encoded
HARMONY = "In Perfect Harmony"  # target red level three SIGNI of yours gains [Double Crush]


@encodes("WXDi-P04-035")
def test_alexandrite_pays_to_gain_the_keyword_another_signi_gains(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ALEXANDRITE}", "{CU_CHULAINN}", ~]
            hand: ["{HARMONY}", "{HARMONY}"]
            ener: {[ROMAIL] * 6}
    """)
    game.use(HARMONY)
    game.target(CU_CHULAINN)
    game.accept()  # pay %R %X
    assert game.game.has_keyword(game.card(ALEXANDRITE), KW.DOUBLE_CRUSH)
    assert not game.game.has_keyword(game.card(ALEXANDRITE), KW.LANCER)
    assert game.count(0, Zone.ENER) == 2
    game.use(HARMONY)
    game.target(ALEXANDRITE)  # itself: not another SIGNI, no trigger
    assert game.decision == DecisionKind.MAIN and game.count(0, Zone.ENER) == 0
    # Life Burst: vanish target upped SIGNI of the opponent's, or draw a card.
    burst_game = burst(table, ALEXANDRITE)
    burst_game.mode(0)  # Koalala, upped: the only target
    assert burst_game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P04-020")
def test_ex_crossfire_pays_for_each_level_to_vanish_and_trashes_unshared_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Ex Zero", "Ex Gazer"])}
            lrig_deck: ["Ex Crossfire"]
            ener: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ECKESACHS}"]
            ener: ["{ROMAIL}", "{GREEN_GAS}", "{SARA}"]
    """)
    game.grow("Ex Crossfire")
    game.first()  # the paid [Enter] first
    game.target(KOALALA)  # level two: two colorless
    game.accept()
    game.pay()
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(0, Zone.ENER) == 1
    assert f"target {SARA}" not in game.options()  # white: shares a color with Lize
    game.target(ROMAIL, GREEN_GAS)
    assert game.names(1, Zone.TRASH) == [ROMAIL, GREEN_GAS]


MACHINA3 = ["Machina Zero", "Machina One", "Machina Two", "Machina Three"]


@encodes("WXDi-P04-016")
def test_machina_three_souls_a_signi_that_mills_two_and_exceeds_for_minus_12000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MACHINA3)}
            signi: ["{ECKESACHS}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            life: {[BUFFALO] * 2}
            deck: {[BUFFALO] * 5}
    """)
    game.act(ActionKind.USE_ACTION, "Machina Three", b=1)
    game.choose("Machina Zero")  # onto Eckesachs, the only SIGNI
    assert game.soul_of(game.card(ECKESACHS)) == game.card("Machina Zero")
    game.end_main()
    game.attack(ECKESACHS)
    assert game.count(1, Zone.TRASH) == 2  # two of the opponent's deck
    game = table(f"""
        players:
          - lrig: {lrigs(MACHINA3)}
            lrig_deck: ["TRIGGER OF VICTORY"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}", "{ECKESACHS}"]
    """)
    game.act(ActionKind.USE_ACTION, "Machina Three", b=2)  # Exceed 3: all three go
    assert game.zone_of("TRIGGER OF VICTORY") == Zone.REMOVED
    game.target(KOALALA, ANNA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.power(ANNA) == 1000  # 0: gone


DEUS3 = ["Deus Zero", "Deus One", "Deus Two", "Deus Three"]


@encodes("WXDi-P04-013")
def test_deus_three_souls_a_signi_to_weaken_the_one_in_front_and_exceeds_for_three(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(DEUS3)}
            signi: ["{ECKESACHS}", "{ROMAIL}", ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ANNA}", ~]
    """)
    assert game.power(KOALALA) == 10000
    game.act(ActionKind.USE_ACTION, "Deus Three", b=1)
    game.target(ECKESACHS)
    game.choose("Deus Zero")
    assert game.power(KOALALA) == 8000 and game.power(ANNA) == 13000  # in front of Romail
    game = table(f"""
        players:
          - lrig: {lrigs(DEUS3)}
            lrig_deck: ["TRIGGER OF VICTORY"]
            trash: ["{KOALALA}", "{ROMAIL}", "{ECKESACHS}", "Servant #"]
    """)
    game.act(ActionKind.USE_ACTION, "Deus Three", b=2)  # Exceed 3: all three go
    assert "target Servant #" not in game.options()  # a [Guard] icon
    game.target(KOALALA, ROMAIL, ECKESACHS)
    assert game.count(0, Zone.HAND) == 3 and game.names(0, Zone.TRASH) == ["Servant #"]
