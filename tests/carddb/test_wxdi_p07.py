"""WXDi-P07: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import KOALALA, ROMAIL, burst, end_of_turn
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

FORNAX = "Fornax, Natural Planet"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


@encodes("WXDi-P07-061")
def test_fornax_discards_a_level_one_signi_to_trash_an_off_color_ener(table: Table) -> None:
    def attack_phase(hand: list[str]) -> Play:
        return table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{FORNAX}"]
                hand: {hand}
              - lrig: {lrigs(LIZE3)}
                ener: ["Michael, Blessed Angel", "{BUFFALO}"]
                life: {[BUFFALO] * 3}
        """)

    game = attack_phase(["Servant #", "Tobiel, Full Armed"])
    game.accept()  # discard Servant #, the only level one SIGNI
    # Lize is white: Michael (white) shares a color, Water Buffalo (blue, green) does not.
    assert game.names(1, Zone.ENER) == ["Michael, Blessed Angel"]
    assert game.names(1, Zone.TRASH) == [BUFFALO]
    assert game.names(0, Zone.HAND) == ["Tobiel, Full Armed"]
    game = attack_phase(["Tobiel, Full Armed"])  # no level one SIGNI to discard
    assert game.decision != DecisionKind.OPTIONAL
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-P07-061")
def test_fornax_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = table.life_burst(FORNAX, f'hand: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.names(0, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P07-069")
def test_scylla_discards_on_entering_and_makes_the_opponent_discard_when_attacking(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Scylla, Azure Evil", "Romail, Lightly Armed"]
          - hand: ["{BUFFALO}"]
    """)
    game.play("Scylla, Azure Evil", 0)
    assert game.names(0, Zone.TRASH) == ["Romail, Lightly Armed"]
    game.end_main()
    game.attack("Scylla, Azure Evil")
    assert game.names(1, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P07-082")
def test_colt_puts_a_level_one_signi_without_guard_from_the_trash_into_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Colt, Natural Planet"]
            trash: ["Servant #", "{ROMAIL}", "{KOALALA}"]
    """)
    game.attack("Colt, Natural Planet")
    assert game.names(0, Zone.ENER) == [ROMAIL]  # Servant # has a Guard icon


# (number, card, a top card that draws, one that does not)
REVEALS = [
    ("WXDi-P07-070", "Kyanite, Natural Crystal", BUFFALO, ROMAIL),  # blue
    ("WXDi-P07-051", "Yagyu, Blessed General", "Circe, Blessed Angel", ROMAIL),  # white
]


@pytest.mark.parametrize(("number", "card", "hit", "miss"), REVEALS)
@encodes(*(number for number, *_ in REVEALS))
def test_an_upped_signi_reveals_at_the_end_of_turn_and_draws_a_hit(
    table: Table, number: str, card: str, hit: str, miss: str
) -> None:
    assert end_of_turn(table, card, hit).names(0, Zone.HAND) == [hit]
    assert end_of_turn(table, card, miss).count(0, Zone.HAND) == 0
    assert end_of_turn(table, card, hit, "(downed)").count(0, Zone.HAND) == 0


@encodes("WXDi-P07-062")
def test_ruriru_discards_without_another_jewel_and_its_life_burst_vanishes(
    table: Table,
) -> None:
    for signi, discarded in (([], 1), (["Bronze, Natural Stone"], 0)):
        game = table(f"""
            players:
              - hand: ["Ruriru, Lonely Natural Crystal", "{BUFFALO}"]
                signi: [~, ~, {", ".join(f'"{name}"' for name in signi) or "~"}]
        """)
        game.play("Ruriru, Lonely Natural Crystal", 0)
        assert game.count(0, Zone.TRASH) == discarded
    game = burst(table, "Ruriru, Lonely Natural Crystal")
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P07-056")
def test_picture_frame_ups_a_signi_when_the_lrig_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Picture Frame, Blessed Beauty", "{ROMAIL} (downed)"]
          - life: ["{BUFFALO}"]
    """)
    center = "At =Två=, the Opened Gate"
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, center))
    game.attack(center)
    game.target(ROMAIL)
    assert not game.downed[game.card(ROMAIL)]


@encodes("WXDi-P07-056")
def test_picture_frame_gets_4000_upped_in_the_opponents_turn(table: Table) -> None:
    def power(state: str, turn_player: int) -> int:
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["Picture Frame, Blessed Beauty {state}"]
        """)
        return game.power("Picture Frame, Blessed Beauty")

    assert power("", 1) == power("", 0) + 4000
    assert power("(downed)", 1) == power("", 0)


@encodes("WXDi-P07-095")
def test_black_memory_puts_two_low_level_signi_from_the_trash_onto_the_field(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Black Memory"]
            ener: ["Erebus, Doomed Angel", "Erebus, Doomed Angel"]
            trash: ["{ROMAIL}", "{KOALALA}", "Boudica, Crimson General"]
    """)
    game.use("Black Memory")
    game.pay()
    game.mode(0)
    game.target(ROMAIL, KOALALA)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert sorted(n for n in game.names(0, Zone.SIGNI) if n) == sorted([ROMAIL, KOALALA])


@encodes("WXDi-P07-087")
def test_berenices_counts_ten_in_the_trash_and_mills_two_when_vanished(table: Table) -> None:
    name = "Berenices, Natural Planet"
    game = table(f"""
        players:
          - signi: ["{name}"]
            trash: {[BUFFALO] * 9}
    """)
    base = game.power(name)
    game = table(f"""
        players:
          - signi: ["{name}"]
            trash: {[BUFFALO] * 10}
    """)
    assert game.power(name) == base + 4000
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["{name}"]
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 4}
    """)
    game.attack(KOALALA)
    game.mode(0)  # your own deck
    assert game.count(0, Zone.TRASH) == 2


@encodes("WXDi-P07-063")
def test_bardiche_pays_two_red_beside_two_level_three_signi_to_vanish_when_attacking(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {{center: ["Mugen -A-"]}}  # limit nine
            signi: ["Bardiche, High Armed", "Boudica, Crimson General", "Boudica, Crimson General"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.end_main()
    game.accept()
    game.pay()
    game.attack("Bardiche, High Armed")
    assert game.zone_of(KOALALA, 1) == Zone.ENER


THOROUGHBRED = "Thoroughbred, Phantom Beast Deity"


@encodes("WXDi-P07-042")
def test_thoroughbred_revives_a_terra_beast_with_4000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{THOROUGHBRED}"]
            ener: ["{ROMAIL}", "{BUFFALO}"]
            trash: ["{KOALALA}"]
    """)
    game.play(THOROUGHBRED, 0)
    game.accept()
    game.pay()
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.power(KOALALA) == 14000


@encodes("WXDi-P07-042")
def test_thoroughbred_powers_the_field_and_draws_with_30000_at_the_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{THOROUGHBRED}", "{KOALALA}", "{BUFFALO}"]
            deck: {[BUFFALO] * 6}
    """)
    game.end_main()
    assert game.power(KOALALA) == 13000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.HAND) == 1  # 15000 + 13000 + 8000 at the end of the turn


@encodes("WXDi-P07-040")
def test_pegasus_draws_beside_a_level_one_signi_and_trashes_a_signi_for_four_ener(
    table: Table,
) -> None:
    pegasus = "Pegasus, Natural Planet Queen"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{pegasus}", "{ROMAIL}"]
            ener: {[ROMAIL] * 4}
            trash: {[ROMAIL] * 10}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            life: ["Servant #"]
    """)
    game.action(pegasus)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH and game.count(0, Zone.ENER) == 0
    game.end_main()
    assert game.count(0, Zone.HAND) == 1  # Romail is level one
    game.attack(pegasus)
    assert game.count(0, Zone.ENER) == 1  # ten level one SIGNI in the trash


AWAKENING = [
    ("Hyperion, Crimson Angel", 5000),
    ("Geronimo, Jade General", 5000),
    ("Shoukokabi, Natural Oil Bacteria", 5000),
]


@encodes("WXDi-P07-060", "WXDi-P07-078", "WXDi-P07-088")
@pytest.mark.parametrize(("card", "power"), AWAKENING)
def test_awakened_at_the_end_of_the_turn_they_get_power_and_an_attack_ability(
    table: Table, card: str, power: int
) -> None:
    game = end_of_turn(table, card, BUFFALO)
    assert game.awakened[game.card(card)] and game.power(card) == power
    game = table(f"""
        phase: attack
        players:
          - signi: ["{card}"]
          - signi: [~, "Servant #"]
            life: {[BUFFALO] * 3!s}
    """)
    signi = game.card(card)
    game.game.awaken(signi)
    game.attack(card)
    if card.startswith("Hyperion"):  # vanish 3000 or less
        assert game.zone_of("Servant #", 1) == Zone.ENER
    elif card.startswith("Geronimo"):  # [Ener Charge 1]
        assert game.count(0, Zone.ENER) == 1
    else:  # --2000
        assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P07-054")
def test_tawil_memoria_with_seven_angels_in_the_trash(table: Table) -> None:
    def tawil(turn_player: int, trash: str) -> tuple[int, bool]:
        game = table(f"""
            turn: {3 + turn_player}
            turn_player: {turn_player}
            players:
              - signi: ["Tawil//Memoria, Blessed Angel"]
                trash: {trash}
              - signi: ["{ROMAIL}"]
        """)
        tawil = game.card("Tawil//Memoria, Blessed Angel")
        red = not game.is_targetable(tawil, 1, game.card(ROMAIL))
        return game.power("Tawil//Memoria, Blessed Angel"), red

    angels = str(["Circe, Blessed Angel"] * 7)
    assert tawil(1, angels) == (12000, True)
    assert tawil(0, angels) == (12000, False)
    assert tawil(1, str(["Circe, Blessed Angel"] * 6)) == (8000, False)
    game = burst(
        table,
        "Tawil//Memoria, Blessed Angel",
        mine=f'deck: ["{ROMAIL}", "{BUFFALO}", "Polygenesis"]',
    )
    game.choose(ROMAIL)
    game.mode(0)  # to the hand
    assert game.zone_of(ROMAIL) == Zone.HAND


@encodes("WXDi-P07-024")
def test_mikomiko_bashiin_downs_unless_three_cards_are_discarded(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Mikomiko☆Zero", "Mikomiko☆Gacchan"])}
            lrig_deck: ["Mikomiko☆Bashiin"]
            ener: {[BUFFALO] * 6!s}
          - signi: ["{KOALALA}", "{ROMAIL}", "Servant #"]
            hand: ["{BUFFALO}"]
    """)
    game.grow("Mikomiko☆Bashiin")
    game.first()  # the first [Enter] ability first
    game.target(KOALALA, ROMAIL)  # up to two: downed
    game.accept()  # pay 1 blue and 1 colorless for the second
    game.pay()
    game.target("Servant #")
    assert game.downed[game.card("Servant #", 1)]  # one card in hand: no way to stop it
    assert game.downed[game.card(KOALALA)] and game.downed[game.card(ROMAIL)]


@encodes("WXDi-P07-048")
def test_a_to_massager_after_spells_this_turn(table: Table) -> None:
    def attack(spells: int) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["A - To Massager, Code: Heart"]
                trash: ["Hyperion, Crimson Angel", "Shoukokabi, Natural Oil Bacteria"]
                hand: ["Polygenesis"]
              - deck: {[BUFFALO] * 6!s}
                life: {[BUFFALO] * 3!s}
        """)
        spell = game.card("Polygenesis")  # as if used this turn
        for _ in range(spells):
            game.players[0].used.append(spell)
        game.attack("A - To Massager, Code: Heart")
        return game

    assert attack(0).count(1, Zone.TRASH) == 0
    once = attack(1)
    assert once.count(1, Zone.TRASH) == 2 and once.names(0, Zone.HAND) == ["Polygenesis"]
    twice = attack(2)
    assert twice.zone_of("Shoukokabi, Natural Oil Bacteria") == Zone.HAND  # the black one
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["A - To Massager, Code: Heart"]
            trash: ["Polygenesis", "Masked Legend"]
            ener: ["Shoukokabi, Natural Oil Bacteria"]
    """)
    game.play("A - To Massager, Code: Heart", 0)
    game.accept()  # pay 1 black
    assert game.zone_of("Polygenesis") == Zone.TRASH  # green


@encodes("WXDi-P07-068")
@pytest.mark.parametrize("bet", [True, False])
def test_masked_legend_vanishes_any_signi_with_a_bet(table: Table, bet: bool) -> None:
    game = table(f"""
        players:
          - hand: ["Masked Legend"]
            ener: ["{ROMAIL}"]
            coins: 2
          - signi: ["{KOALALA}", "Servant #"]
    """)
    game.use("Masked Legend")
    if bet:
        game.accept()  # bet two coins
        game.target(KOALALA)
        assert game.zone_of(KOALALA) == Zone.ENER and game.players[0].coins == 0
    else:
        game.decline()  # 8000 or less: the Servant #
        assert game.zone_of("Servant #", 1) == Zone.ENER and game.zone_of(KOALALA) == Zone.SIGNI
    game = burst(table, "Masked Legend")  # the upped Koalala (the Servant # attacked)
    assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P07-089")
def test_umr_memoria_comes_back_from_the_trash_and_draws_when_it_attacks(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - trash: ["Umr//Memoria, Code: Anti"]
            hand: ["{BUFFALO}", "{ROMAIL}"]
          - life: {[BUFFALO] * 3!s}
    """)
    game.action("Umr//Memoria, Code: Anti")
    game.discard(BUFFALO)  # and Romail, the last card
    game.into(0)
    assert game.zone_of("Umr//Memoria, Code: Anti") == Zone.SIGNI
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, "Umr//Memoria, Code: Anti"))
    game.attack("Umr//Memoria, Code: Anti")  # it entered from the trash this turn
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P07-092")
def test_alfou_memoria_mills_both_decks_and_vanishes_on_a_refresh(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Alfou//Memoria, Doomed Evil"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
            ener: {["Shoukokabi, Natural Oil Bacteria"] * 3!s}
          - signi: [~, "{KOALALA}"]
            deck: {[BUFFALO] * 5!s}
            life: {[BUFFALO] * 3!s}
    """)
    game.attack("Alfou//Memoria, Doomed Evil")  # its own deck empties: a refresh
    assert game.count(1, Zone.TRASH) == 2 and game.game.players[0].refreshes == 1
    game.accept()  # pay 3 black
    assert game.zone_of(KOALALA) == Zone.ENER


SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
ECKESACHS = "Eckesachs, Lightly Armed"  # level 1, 5000, red and black, vanilla
ANNA = "Anna Mirage, Doomed Evil"  # 13000
ADAMANTHIA = "Adamanthia, Natural Crystal"  # level 3, 12000
RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, 5000, green and black <<Angel>>, vanilla
MIKOMIKO = "Mikomiko☆Zero"
MEL = "Mel - Cherry Blossom"


@encodes("WXDi-P07-022")
def test_mikomiko_gacchan_puts_a_level_one_signi_on_the_bottom(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=MIKOMIKO)}
            lrig_deck: ["Mikomiko☆Gacchan"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.grow("Mikomiko☆Gacchan")
    assert game.zone_of(ROMAIL, 1) == Zone.DECK and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P07-026")
def test_mikomiko_bye_bye_makes_the_opponent_discard_at_the_attack_phase(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MIKOMIKO, "Mikomiko☆Gacchan", "Mikomiko☆Bye - Bye"])}
          - hand: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.end_main()
    game.discard(KOALALA)
    assert game.names(1, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P07-028")
def test_mel_burst_vanishes_7000_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=MEL)}
            lrig_deck: ["Mel Burst"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}"]
    """)
    game.grow("Mel Burst")
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(SARA, 1) == Zone.SIGNI


@encodes("WXDi-P07-029")
def test_mel_revise_puts_two_cards_without_guard_from_the_trash_into_ener(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=MEL)}
            lrig_deck: ["Mel Revise"]
            trash: ["Servant #", "{SARA}", "Polygenesis", "{KOALALA}"]
    """)
    game.grow("Mel Revise")
    assert "choose Servant #" not in game.options()
    game.target(SARA, "Polygenesis")
    assert sorted(game.names(0, Zone.ENER)) == ["Polygenesis", SARA]


@encodes("WXDi-P07-030")
def test_mel_invisible_prevents_damage_up_to_three_times(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[MEL, "Mel Burst"])}
            lrig_deck: ["Mel Invisible"]
            hand: ["{SARA}", "{SARA}"]
            ener: {[BUFFALO] * 5}
            life: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{KOALALA}", "Servant #"]
    """)
    game.grow("Mel Invisible")
    game.first()  # the free [Enter] first
    game.first()  # then the one that discards two
    game.accept()
    game.accept()  # and the paid one
    game.pay()
    for attacker in (ROMAIL, KOALALA, "Servant #"):
        game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
        game.attack(attacker)
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    assert game.count(0, Zone.LIFE) == 4 and game.count(0, Zone.HAND) == 0


@encodes("WXDi-P07-032")
def test_mel_present_puts_an_ener_signi_onto_the_field_and_gives_lancer(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MEL, "Mel Burst"])}
            lrig_deck: ["Mel Present"]
            ener: ["{KOALALA}", "Polygenesis", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow("Mel Present")
    game.target(KOALALA)
    game.into(0)
    assert game.zone_of(KOALALA) == Zone.SIGNI
    game.action("Mel Present")
    game.pay()
    assert game.has_keyword(game.card(KOALALA), KW.LANCER)


BRYNHILDR = "Brynhildr, Azure Angel Queen"


@encodes("WXDi-P07-043")
def test_brynhildr_loots_when_an_angel_enters_and_strips_a_card_when_one_attacks(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BRYNHILDR}"]
            hand: ["{RAPHAE}", "{ROMAIL}"]
            deck: {[SARA] * 3}
          - hand: ["{KOALALA}"]
            life: {[BUFFALO] * 2}
    """)
    game.play(RAPHAE, 1)
    game.accept()
    game.discard(ROMAIL)
    assert game.names(0, Zone.HAND) == [SARA]
    game.end_main()
    game.attack(RAPHAE)
    assert game.names(1, Zone.TRASH) == [KOALALA]


@encodes("WXDi-P07-043")
def test_brynhildr_bursts_to_discard_two_for_a_vanish(table: Table) -> None:
    game = burst(table, BRYNHILDR, mine=f"hand: {[SARA] * 2}")
    game.mode(0)
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(0, Zone.HAND) == 0


# Life Bursts of two modes, the second paying a coin: (number, card, its victim, where to)
COIN_BURSTS = [
    ("WXDi-P07-055", "Mohayha, Blessed General", KOALALA, Zone.HAND),  # 12000 or less
    ("WXDi-P07-066", "Buggy Car, Code: Ride", KOALALA, Zone.ENER),  # 12000 or less
    ("WXDi-P07-072", "Caeneus, Azure Angel", "Servant #", Zone.DECK),  # 8000 or less
    ("WXDi-P07-083", "Lacerta, Natural Planet", KOALALA, Zone.ENER),  # 5000 or more
]


@pytest.mark.parametrize(("number", "card", "victim", "zone"), COIN_BURSTS)
@encodes(*(number for number, *_ in COIN_BURSTS))
def test_coin_life_bursts_reach_further_for_a_coin(
    table: Table, number: str, card: str, victim: str, zone: Zone
) -> None:
    game = burst(table, card, mine="coins: 1")
    game.mode(1)
    game.accept()
    if game.decision == DecisionKind.TARGET:
        game.target(victim)
    assert game.zone_of(victim, 1) == zone
    assert game.game.players[0].coins == 0
    game = burst(table, card)  # no coin: the second mode does nothing
    game.mode(1)
    assert game.zone_of(victim, 1) == Zone.SIGNI


@encodes("WXDi-P07-094")
def test_lilith_bursts_for_minus_5000_or_a_coin_for_minus_12000(table: Table) -> None:
    game = burst(table, "Lilith, Doomed Evil")
    game.mode(0)
    game.target(KOALALA)
    assert game.power(KOALALA) == 5000
    game = burst(table, "Lilith, Doomed Evil", mine="coins: 1")
    game.mode(1)
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # no power left


EEL = "Eel, Phantom Aquatic White Beast"


@pytest.mark.parametrize(("hand", "shadow"), [(4, True), (3, False)])
@encodes("WXDi-P07-057")
def test_eel_has_shadow_in_the_opponents_attack_phase_with_four_cards(
    table: Table, hand: int, shadow: bool
) -> None:
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - signi: ["{EEL}"]
            hand: {[SARA] * hand}
          - signi: ["{KOALALA}"]
    """)
    assert game.has_keyword(game.card(EEL), KW.SHADOW) is shadow
    main = table(f"""
        turn_player: 1
        players:
          - signi: ["{EEL}"]
            hand: {[SARA] * 4}
          - hand: ["{KOALALA}"]
    """)
    assert not main.has_keyword(main.card(EEL), KW.SHADOW)  # the main phase


@encodes("WXDi-P07-057")
def test_eel_pays_two_coins_to_draw_and_bursts_to_strip_abilities(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{EEL}"]
            coins: 2
            deck: {[SARA] * 2}
    """)
    game.play(EEL, 0)
    game.accept()
    assert game.names(0, Zone.HAND) == [SARA] and game.game.players[0].coins == 0
    game = table(f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["{EEL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Gracia, Crimson General", ~, "Servant #"]
            lrig_trash: ["Tama Loud Voice"]
    """)
    game.attack("Servant #")
    game.burst()
    assert game.power("Gracia, Crimson General") == 3000
    assert game.count(0, Zone.HAND) == 1


ALTAR = "Altar, Natural Planet"


@pytest.mark.parametrize(
    ("deck", "vanishes"), [([SARA, BUFFALO, ROMAIL], True), ([SARA, "Polygenesis", ROMAIL], False)]
)
@encodes("WXDi-P07-064")
def test_altar_vanishes_3000_or_less_when_the_top_three_are_level_one_signi(
    table: Table, deck: list[str], vanishes: bool
) -> None:
    game = table(f"""
        players:
          - hand: ["{ALTAR}"]
            deck: {[*deck, KOALALA]}
          - signi: ["{ROMAIL}", "{ECKESACHS}"]
    """)
    game.play(ALTAR, 0)
    while game.decision == DecisionKind.CHOOSE:
        game.first()  # the order at the bottom
    assert game.game.players[0].deck[-1] == game.card(KOALALA)
    assert (game.zone_of(ROMAIL, 1) == Zone.ENER) is vanishes
    assert game.zone_of(ECKESACHS, 1) == Zone.SIGNI


IN = "In, Natural Element"


@encodes("WXDi-P07-073")
def test_in_vanishes_your_own_signi_at_the_end_of_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        turn_player: 1
        players:
          - signi: ["{IN}", "{SARA}"]
          - deck: {[BUFFALO] * 5}
    """)
    game.end_main()
    assert game.zone_of(IN) == Zone.SIGNI
    game.pass_until(lambda g: g.game.turn_player == 0)
    assert game.zone_of(IN) == Zone.ENER and game.zone_of(SARA) == Zone.ENER


@encodes("WXDi-P07-073")
def test_in_bursts_to_down_freeze_and_draw(table: Table) -> None:
    game = burst(table, IN)
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.downed[koalala] and game.frozen[koalala]
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P07-074")
def test_wisteria_pays_a_coin_to_charge(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Wisteria, Natural Plant"]
            coins: 1
            deck: {[SARA] * 2}
    """)
    game.play("Wisteria, Natural Plant", 0)
    game.accept()
    assert game.names(0, Zone.ENER) == [SARA]


CENTURION = "Centurion, Explosive Gun"


@encodes("WXDi-P07-081")
def test_centurion_charges_for_two_coins_and_trashes_itself_to_vanish_a_level_three(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CENTURION}"]
            coins: 2
            ener: {[BUFFALO] * 2}
            deck: {[SARA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ADAMANTHIA}"]
    """)
    game.play(CENTURION, 0)
    game.accept()
    assert game.count(0, Zone.ENER) == 3
    game.action(CENTURION)  # paid with the two Buffalo
    assert game.zone_of(CENTURION) == Zone.TRASH
    assert game.zone_of(ADAMANTHIA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI


GILGAMEJ = "Gilgamej, Crimson General"


@encodes("WXDi-P07-067")
def test_gilgamej_rises_on_a_red_signi_and_pays_for_double_crush_and_assassin(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{GILGAMEJ}"]
            signi: ["{SARA}", "{ROMAIL}"]
            ener: {[ECKESACHS] * 3}
            coins: 5
    """)
    plays = [a.b for a in game.legal_actions() if a.kind == ActionKind.PLAY_SIGNI]
    assert plays == [1]  # on Romail, the red SIGNI
    game.play(GILGAMEJ, 1)
    game.accept()
    gilgamej = game.card(GILGAMEJ)
    assert game.has_keyword(gilgamej, KW.DOUBLE_CRUSH) and game.count(0, Zone.ENER) == 0
    game.action(GILGAMEJ)
    assert game.has_keyword(gilgamej, KW.ASSASSIN) and game.game.players[0].coins == 0


AGRAVAIN = "Agravain, Doomed General"
PERCIVAL = "Percival, Blessed Crimson General"  # level 1, white and red <<Brave>>, vanilla


@encodes("WXDi-P07-091")
def test_agravain_rises_on_a_brave_signi_to_vanish_a_level_one_or_add_a_brave(
    table: Table,
) -> None:
    def play(mode: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{AGRAVAIN}"]
                signi: ["{SARA}", "{PERCIVAL}"]
                ener: ["{ECKESACHS}"]
                trash: ["Gawain, Blessed Crimson General", "{KOALALA}"]
              - signi: ["{ROMAIL}", "{KOALALA}"]
        """)
        game.play(AGRAVAIN, 1)  # on Percival, the only <<Brave>> SIGNI
        game.accept()
        game.mode(mode)
        return game

    game = play(0)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI
    game = play(1)
    assert game.names(0, Zone.HAND) == ["Gawain, Blessed Crimson General"]


# Cards of the terms added after the first round (moves, refreshes, coins, a chosen discard).

MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
KIRAKKIRA = "Mikomiko☆Kirakkira"
HONEYTRA = "Honeytra, Master Trickster"


@encodes("WXDi-P07-023")
def test_kirakkira_draws_five_after_the_opponent_made_you_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MIKOMIKO])}
            lrig_deck: ["{KIRAKKIRA}"]
            deck: {[MAO] * 8!s}
    """)
    game.grow(KIRAKKIRA)  # the discards: any two of the Mao drawn
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.TRASH) == 2  # three drawn
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[MIKOMIKO])}
            lrig_deck: ["{KIRAKKIRA}"]
            hand: ["{ROMAIL}"]
            deck: {[MAO] * 8!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{HONEYTRA}"]
    """)
    game.end_main()  # Honeytra: player 0 discards Romail by the opponent's effect
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    game.grow(KIRAKKIRA)  # in the opponent's pre-attack step
    assert game.count(0, Zone.HAND) == 3  # five drawn


@encodes("WXDi-P07-025")
def test_zubashaan_sends_a_signi_to_the_bottom_and_picks_the_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[MIKOMIKO, KIRAKKIRA])}
            lrig_deck: ["Mikomiko☆Zubashaan"]
            hand: ["{MAO}", "{MAO}", "{MAO}"]
            ener: ["{SARA}", "{SARA}", "{SARA}"]
          - signi: ["{KOALALA}"]
            hand: ["{ROMAIL}", "{BUFFALO}"]
    """)
    game.grow("Mikomiko☆Zubashaan")
    game.first()  # the bottom of the deck first
    assert game.names(1, Zone.DECK)[0] == KOALALA
    game.accept()  # discard three Mao
    game.choose(BUFFALO)
    assert game.names(1, Zone.TRASH) == [BUFFALO] and game.names(1, Zone.HAND) == [ROMAIL]
    assert game.count(0, Zone.HAND) == 0


MAMA = "Mama//Memoria, Jade Wisdom Queen"
COBRA = "Cobra Type: Zwei"  # level 2, 10000, green and black, vanilla


@encodes("WXDi-P07-045")
def test_mama_charges_two_when_the_field_totals_exactly_30000(table: Table) -> None:
    def attack_phase(coins: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{MAMA}", "{COBRA}", "Servant #"]
                coins: {coins}
                deck: {[MAO] * 4!s}
        """)
        for _ in range(coins):
            game.action(MAMA)  # a coin each: +3000
        game.end_main()
        return game

    assert attack_phase(3).count(0, Zone.ENER) == 2  # 19000 + 1000 + 10000
    assert attack_phase(2).count(0, Zone.ENER) == 0  # 27000


@encodes("WXDi-P07-045")
def test_mama_at_13000_gains_shadow_from_small_signi_when_it_attacks(table: Table) -> None:
    def attack(coins: int) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{MAMA}"]
                coins: {coins}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{ADAMANTHIA}"]
        """)
        for _ in range(coins):
            game.action(MAMA)  # a coin: +3000
        game.end_main()
        game.attack(MAMA)
        return game

    game = attack(1)
    mama = game.card(MAMA)
    assert game.power(MAMA) == 13000
    assert not game.is_targetable(mama, 1, game.card(KOALALA))  # 10000
    assert game.is_targetable(mama, 1, game.card(ADAMANTHIA))  # 12000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(MAMA) == 13000 and not game.is_targetable(mama, 1, game.card(KOALALA))
    game = attack(2)  # 16000: no Shadow
    assert game.is_targetable(game.card(MAMA), 1, game.card(KOALALA))


@encodes("WXDi-P07-076")
def test_honeytra_discarded_by_the_opponent_puts_back_a_card_of_their_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HONEYTRA}"]
            trash: ["{ROMAIL}"]
            coins: 2
            deck: {[MAO] * 3!s}
          - lrig: {lrigs(LIZE3)}
            hand: ["{HONEYTRA}"]
    """)
    game.action(HONEYTRA)  # two coins: a card
    assert game.names(0, Zone.HAND) == [MAO] and game.game.players[0].coins == 0
    game.end_main()  # player 1 discards its Honeytra by player 0's effect
    game.accept()
    assert game.names(0, Zone.DECK)[-1] == ROMAIL  # on top
    assert game.names(1, Zone.TRASH) == [HONEYTRA]


LUCBOR = "Green Lucbor Type: Ein"


@encodes("WXDi-P07-079")
def test_green_lucbor_gives_5000_or_10000_to_a_venom(table: Table) -> None:
    def lucbor(target: str) -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{LUCBOR}", "{target}"]
        """)
        game.action(LUCBOR)
        assert game.zone_of(LUCBOR) == Zone.TRASH
        return game.power(target)

    assert lucbor(MAO) == 15000
    assert lucbor(COBRA) == 20000  # a <<Venom>> SIGNI


@encodes("WXDi-P07-079")
def test_green_lucbor_life_burst_charges_and_stops_the_next_signi_damage(
    table: Table,
) -> None:
    game = burst(table, LUCBOR, mine=f'deck: ["{MAO}"]')
    game.attack(KOALALA)  # no damage: with no Life Cloth left, the game goes on
    assert not game.game.is_terminal() and MAO in game.names(0, Zone.ENER)


SAYURAGI = "Sayuragi, Doomed Evil"


@encodes("WXDi-P07-093")
def test_sayuragi_mills_three_gets_5000_and_charges_on_a_refresh(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAYURAGI}"]
            deck: ["{MAO}", "{MAO}", "{MAO}"]
    """)
    game.action(SAYURAGI)  # the deck empties: a refresh
    game.first()  # both triggered: +5000 first
    assert game.power(SAYURAGI) == 10000
    assert game.count(0, Zone.ENER) == 1 and game.count(0, Zone.DECK) == 2


@encodes("WXDi-P07-093")
def test_sayuragi_life_burst_discards_for_minus_12000(table: Table) -> None:
    game = burst(table, SAYURAGI, mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER and game.zone_of(ROMAIL) == Zone.TRASH  # 0 power


ALLOS = "Allos Piruluk//Memoria, Great Insect"
HYACINTH = "Hyacinth, Natural Plant"  # [Enter] discard a card: a charge at the end of turn


@encodes("WXDi-P07-044")
@encodes("WXDi-P07-071")
def test_allos_piruluk_puts_a_discarded_signi_onto_the_field_and_freezes(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ALLOS}"]
            hand: ["{HYACINTH}", "{ROMAIL}"]
            deck: {[MAO] * 4!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play(HYACINTH, 1)
    game.accept()  # discard Romail: Allos puts it onto the field from the trash
    game.first()  # Allos's freeze, and Romail's own [Enter] (nothing to pay it with)
    assert game.names(0, Zone.SIGNI) == [ALLOS, HYACINTH, ROMAIL]
    koalala = game.card(KOALALA)
    assert game.game.frozen[koalala] and game.power(KOALALA) == 8000
    assert game.count(0, Zone.ENER) == 0
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.names(0, Zone.ENER) == [MAO]  # Hyacinth: at the end of the turn


@encodes("WXDi-P07-044")
def test_allos_piruluk_makes_the_opponent_discard_for_two_coins(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ALLOS}"]
            coins: 2
          - hand: ["{ROMAIL}"]
    """)
    game.action(ALLOS)
    assert game.names(1, Zone.TRASH) == [ROMAIL] and game.game.players[0].coins == 0


@encodes("WXDi-P07-071")
def test_hyacinth_life_burst_draws_two_and_charges(table: Table) -> None:
    game = burst(table, HYACINTH, mine=f'deck: ["{MAO}", "{SARA}", "{ROMAIL}"]')
    assert sorted(game.names(0, Zone.HAND)) == [MAO, SARA]
    assert ROMAIL in game.names(0, Zone.ENER)


HAITY = "Haity//Memoria, Blessed Evil"


@encodes("WXDi-P07-052")
def test_haity_draws_once_a_turn_when_a_life_cloth_is_crushed(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HAITY}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[MAO] * 3!s}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "Servant #", "{KOALALA}"]
    """)
    game.attack("Servant #")
    assert game.count(0, Zone.HAND) == 1
    game.attack(KOALALA)
    assert game.count(0, Zone.LIFE) == 0 and game.count(0, Zone.HAND) == 1  # once a turn


@encodes("WXDi-P07-052")
def test_haity_draws_when_a_life_cloth_is_put_into_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*AT3[:3], AT3[2], AT3[3]])}
            signi: ["{HAITY}", "Hirana//Memoria, Crimson Angel Queen"]
            life: ["{BUFFALO}"]
            deck: {[MAO] * 8!s}
    """)
    game.action("Hirana//Memoria, Crimson Angel Queen")  # [Exceed 4]: the Life Cloth trashed
    assert game.count(0, Zone.HAND) == 3  # two and one for Haity


WHITE, BLACK = "Akino*Rock", "Deus Drive"  # a white and a black Assist LRIG, level 1


@encodes("WXDi-P07-002")
def test_energy_door_chooses_three_modes_for_a_level_three_center(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=WHITE, right=BLACK)}
            lrig_deck: ["ENERGY DOOR"]
            ener: {[KOALALA] * 3!s}
            trash: ["{MAO}", "Sukoya Kana, Code 2434"]
            deck: {[BUFFALO] * 4!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ADAMANTHIA}", "{SARA}"]
    """)
    game.use("ENERGY DOOR")
    for mode in (0, 1, 2):
        game.mode(mode)
    assert not any("Sukoya" in option for option in game.options())  # a Guard icon
    game.target(MAO, KOALALA)  # into the Ener Zone
    assert sorted(game.names(0, Zone.ENER)) == [KOALALA, MAO]
    assert game.count(0, Zone.HAND) == 2
    assert game.zone_of(ADAMANTHIA) == Zone.ENER and game.zone_of(SARA) == Zone.SIGNI


@encodes("WXDi-P07-002")
def test_energy_door_stops_the_first_lrig_damage_of_the_next_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=WHITE, right=BLACK)}
            lrig_deck: ["ENERGY DOOR"]
            ener: {[KOALALA] * 3!s}
            life: {[BUFFALO] * 3!s}
            deck: {[BUFFALO] * 6!s}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.use("ENERGY DOOR")
    for mode in (1, 2, 3):
        game.mode(mode)  # no level three SIGNI to vanish
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)  # a SIGNI: a Life Cloth crushed
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, LIZE3[3]))
    game.attack(LIZE3[3])  # the LRIG: no damage
    assert game.count(0, Zone.LIFE) == 2


THANATOS = "Thanatos, Doomed Angel"
ANGELS = [RAPHAE, "Aphrodite, Crimson Angel", BRYNHILDR]  # levels one, two and three


@encodes("WXDi-P07-090")
def test_thanatos_shuffles_three_angels_of_different_levels_for_minus_5000(
    table: Table,
) -> None:
    def enter(trash: list[str]) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{THANATOS}"]
                ener: ["{RAPHAE}"]
                trash: {trash!s}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.play(THANATOS, 0)
        game.accept()
        return game

    game = enter([*ANGELS, RAPHAE])
    game.choose(*ANGELS[:2])  # and Brynhildr, the only level three
    assert game.names(0, Zone.TRASH) == [RAPHAE, RAPHAE]  # the spare one and the Ener paid
    assert game.count(0, Zone.DECK) == 8 and game.power(KOALALA) == 5000  # shuffled in
    game = enter([RAPHAE, RAPHAE, BRYNHILDR])  # no three different levels
    assert game.count(0, Zone.TRASH) == 4 and game.power(KOALALA) == 10000


LAYLA = "Layla//Memoria, Code: Ride"


@encodes("WXDi-P07-065")
def test_layla_puts_the_top_card_under_it_and_attacks_with_its_power(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{LAYLA}"]
            ener: {[ROMAIL] * 3!s}
            deck: ["{KOALALA}", "Servant #"]
            coins: 1
          - signi: [~, "Servant #"]
    """)
    game.play(LAYLA, 0)
    assert game.names(0, Zone.UNDER) == [KOALALA]  # [Enter]
    game.action(LAYLA)  # a coin: the next card under it as well
    assert game.count(0, Zone.UNDER) == 2 and game.game.players[0].coins == 0
    game.end_main()
    game.attack(LAYLA)
    assert game.power(LAYLA) == 5000 + 10000 + 1000  # Koalala and Servant # under it
    game.accept()
    game.pay()
    assert game.zone_of("Servant #", 1) == Zone.ENER


YUKIME = "Yukime//Memoria, Blessed Warlord"


@encodes("WXDi-P07-039")
def test_yukime_trashes_the_signi_in_front_of_it_vanished_in_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUKIME}"]
          - signi: ["{ROMAIL}"]
    """)
    game.mode(0)  # its [Auto] of the attack phase: a number declared
    game.attack(YUKIME)
    assert game.zone_of(ROMAIL, 1) == Zone.TRASH
    # Outside the attack phase, the SIGNI in front of it vanished goes to the Ener Zone.
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUKIME}"]
          - signi: ["{ROMAIL}"]
    """)
    assert game.game.vanish(game.card(ROMAIL, 1))
    assert game.zone_of(ROMAIL, 1) == Zone.ENER


@pytest.mark.parametrize(("number", "draws"), [(2, 1), (1, 0)])
@encodes("WXDi-P07-039")
def test_yukime_draws_when_the_declared_level_is_revealed(
    table: Table, number: int, draws: int
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUKIME}"]
          - deck: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.end_main()
    game.mode(number)
    assert game.count(0, Zone.HAND) == draws
    assert game.zone_of(KOALALA, 1) == Zone.DECK  # revealed, it stays


@encodes("WXDi-P07-039")
def test_yukime_action_pays_a_coin_and_its_life_burst_trashes(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUKIME}"]
            coins: 1
          - hand: ["{ROMAIL}"]
    """)
    game.action(YUKIME)
    assert game.game.players[0].coins == 0
    assert not game.can(ActionKind.USE_ACTION, YUKIME)  # no coin left
    game = burst(table, YUKIME)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH  # the upped one (Servant # attacked)


RYUUJOU = "Ryuujou, Code: Palace"


@pytest.mark.parametrize(("from_trash", "draws"), [(True, 1), (False, 0)])
@encodes("WXDi-P07-075")
def test_ryuujou_draws_after_entering_from_elsewhere_than_the_hand(
    table: Table, from_trash: bool, draws: int
) -> None:
    game = table(f"""
        players:
          - hand: ["Once Salvage"{f', "{RYUUJOU}"' if not from_trash else ""}]
            trash: [{f'"{RYUUJOU}"' if from_trash else ""}]
            ener: ["Guzuko//Memoria, Tragic Party Queen"]
            deck: ["{ROMAIL}"]
    """)
    if from_trash:
        game.use("Once Salvage")
        game.target(RYUUJOU)  # the Ener paid is in the trash too
        game.into(0)
    else:
        game.play(RYUUJOU, 0)
    game.end_main()
    if from_trash:
        game.mode(0)
    assert game.names(0, Zone.HAND) == ["Once Salvage"] * (1 - draws) + [ROMAIL] * draws


NIGHTILE = "Nightile, Jade Wisdom"  # level 3, 8000


def nightile(table: Table, mode: int, burst_card: str = "In Wonderland") -> Play:
    """Nightile takes `mode`; then Buffalo attacks and crushes `burst_card`, whose Life
    Burst its player uses on Nightile."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NIGHTILE}", "{BUFFALO}", ~]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            life: ["{burst_card}"]
    """)
    game.action(NIGHTILE)
    game.mode(mode)
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(BUFFALO)
    game.burst()
    game.target(NIGHTILE)
    if game.decision == DecisionKind.TARGET:
        game.done()  # up to two: Nightile alone
    return game


@encodes("WXDi-P07-085")
def test_nightile_becomes_5000_with_lancer(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NIGHTILE}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.action(NIGHTILE)
    game.mode(0)
    assert game.has_keyword(game.card(NIGHTILE), KW.LANCER)
    assert game.power(NIGHTILE) == 5000
    # no protection from the opponent's --8000 in this mode: it is vanished
    assert nightile(table, 0).zone_of(NIGHTILE) == Zone.ENER


@encodes("WXDi-P07-085")
def test_nightile_becomes_10000_and_keeps_its_power_against_the_opponent(table: Table) -> None:
    game = nightile(table, 1)
    assert game.power(NIGHTILE) == 10000  # In Wonderland's --8000 does nothing


@encodes("WXDi-P07-085")
def test_nightile_becomes_12000_and_cannot_be_downed_by_the_opponent(table: Table) -> None:
    game = nightile(table, 2, "Trouble")
    assert game.power(NIGHTILE) == 12000
    assert not game.downed[game.card(NIGHTILE)]


GUZUKO = "Guzuko//Memoria, Tragic Party Queen"
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla


@encodes("WXDi-P07-047")
def test_guzuko_memoria_crushes_once_more_when_the_opponent_takes_damage(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{GUZUKO}"]
            ener: {[IMP] * 5}
          - life: {[BUFFALO] * 3}
    """)
    game.attack(GUZUKO)
    game.accept()  # pay 3 black and 2 colorless
    assert game.count(1, Zone.LIFE) == 1  # the damage, and one crushed
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P07-047")
def test_guzuko_memoria_brings_back_a_signi_that_weakens_an_opposing_one(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{GUZUKO}"]
            trash: ["{KOALALA}"]
            coins: 3
          - signi: ["{BUFFALO}"]
    """)
    game.action(GUZUKO)  # 3 coins
    game.into(1)
    assert game.zone_of(KOALALA) == Zone.SIGNI
    assert game.power(BUFFALO) == 2000  # entered from the trash during your turn: --3000
    assert not game.can(ActionKind.USE_ACTION)  # once per turn


KARATEN = "Karaten, Phantom Spirit"
TRIOMPHE = "Triomphe, Code: Maze"  # level 1, white and green, vanilla


@encodes("WXDi-P07-058")
def test_karaten_charges_for_a_signi_with_an_enter_ability(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KARATEN}"]
            hand: ["{BUFFALO}", "Vassago, Jade Evil"]
            deck: {[BUFFALO] * 4}
    """)
    game.play(BUFFALO, 1)  # no [Enter] ability
    assert game.count(0, Zone.ENER) == 0
    game.play("Vassago, Jade Evil", 2)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN or g.decision == DecisionKind.MODE)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P07-058")
def test_karaten_adds_a_guard_signi_from_the_trash_for_coins(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KARATEN}"]
            trash: ["Servant #", "{BUFFALO}"]
            ener: ["{TRIOMPHE}", "{TRIOMPHE}"]
            coins: 2
    """)
    game.action(KARATEN)
    assert game.names(0, Zone.HAND) == ["Servant #"]  # the one with a [Guard] icon
    assert game.count(0, Zone.ENER) == 0


PATRA_DREI = "Patra Type: Drei"


@encodes("WXDi-P07-046")
def test_patra_drei_enters_for_ener_and_trash_and_at_20000_gives_up_10000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{PATRA_DREI}"]
            ener: ["{BUFFALO}", "{ECKESACHS}", "{KOALALA}", "{SARA}"]
            trash: ["{RAPHAE}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ANNA}", ~, ~]
    """)
    game.play(PATRA_DREI, 0)
    game.first()  # the green [Enter] first
    game.accept()
    game.pay(BUFFALO)
    game.target(KOALALA)  # from the Ener Zone to the hand
    game.accept()
    game.pay(ECKESACHS)  # black
    game.target(RAPHAE)  # Water Buffalo, paid, is green too
    game.into(1)
    assert game.names(0, Zone.HAND) == [KOALALA] and game.zone_of(RAPHAE) == Zone.SIGNI
    assert not game.can(ActionKind.USE_ACTION, PATRA_DREI)  # 10000: not yet
    patra = game.card(PATRA_DREI)
    game.game.add_power(patra, 10000)
    game.play(KOALALA, 2)  # the next decision sees 20000
    game.action(PATRA_DREI)
    assert game.power(PATRA_DREI) == 10000 and game.power(ANNA) == 3000
    assert game.count(0, Zone.ENER) == 0
    assert not game.can(ActionKind.USE_ACTION, PATRA_DREI)  # once per turn


TAKE_OFF = "Take Off! WIXOSS Robo!"


@encodes("WXDi-P07-006")
def test_take_off_gains_five_coins_and_no_more_for_the_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Piruluk", right="Rei")}
            lrig_deck: ["{TAKE_OFF}"]
    """)
    game.use(TAKE_OFF)
    assert game.players[0].coins == 5
    game.players[0].coins = 0  # as if spent: the restriction stays
    assert game.gain_coins(0, 1) == 0 and game.players[0].coins == 0


RACE_COURSE = "Race Course, Code: Maze"


@encodes("WXDi-P07-084")
def test_race_course_puts_the_bottom_card_onto_the_field_or_into_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{RACE_COURSE}"]
            ener: ["{KOALALA}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{KOALALA}"]
    """)
    game.play(RACE_COURSE, 0)
    game.accept()  # pay 1 green
    game.mode(1)  # the bottom card, Koalala, onto the field
    game.into(2)
    assert game.names(0, Zone.SIGNI) == [RACE_COURSE, "", KOALALA]
    assert game.count(0, Zone.DECK) == 2


@encodes("WXDi-P07-084")
def test_race_course_life_burst_vanishes_for_two_colorless(table: Table) -> None:
    game = burst(table, RACE_COURSE, mine=f'ener: ["{BUFFALO}", "{BUFFALO}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


LIWAT = "Liwat//Memoria, Lucent Angel Queen"
CIRCE = "Circe, Blessed Angel"  # a white <<Angel>> SIGNI


@encodes("WXDi-P07-049")
def test_liwat_leaves_at_once_beside_a_colored_non_angel_signi_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LIWAT}"]
            trash: ["{KOALALA}"]
    """)
    game.play(LIWAT, 1)
    assert game.zone_of(LIWAT) == Zone.TRASH


@encodes("WXDi-P07-049")
def test_liwat_among_angels_vanishes_a_level_one_signi_at_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LIWAT}"]
            trash: ["{CIRCE}"]
          - signi: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.play(LIWAT, 1)
    assert game.zone_of(LIWAT) == Zone.SIGNI  # only an <<Angel>> in the public zones
    game.end_main()
    game.mode(1)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER  # the only level one SIGNI
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


# ------------------------------------------------------------------ vocab-23: a declared colour

SERVE_COLOR = "Serve Color"  # white spell, 1 white; Bet -- 1 coin
CIRCE = "Circe, Blessed Angel"  # white <<Angel>> SIGNI
INFERNO = "Deafening Inferno"  # a red spell
SE = "Se, Natural Element"  # blue and black SIGNI
RED_MODE = 1  # the colours declared, in order: white, red, blue, green, black


def serve_color(table: Table, coins: int, bet: bool) -> Play:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3)}
            hand: ["{SERVE_COLOR}"]
            signi: ["{SARA}"]
            ener: ["{CIRCE}"]
            coins: {coins}
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{SE}"]
            hand: ["{INFERNO}"]
    """)
    game.use(SERVE_COLOR)
    if coins:
        game.accept() if bet else game.decline()
    game.mode(RED_MODE)
    return game


def shadowed(game: Play, source: int) -> bool:
    return not game.game.is_targetable(game.card(SARA), 1, source)


@encodes("WXDi-P07-059")
def test_serve_color_shadows_from_signi_of_the_declared_color_on_their_turn(
    table: Table,
) -> None:
    game = serve_color(table, coins=0, bet=False)
    assert game.count(0, Zone.HAND) == 1  # drew a card
    romail, se, inferno = game.card(ROMAIL), game.card(SE), game.card(INFERNO)
    assert not shadowed(game, romail)  # your turn: not yet
    turn = game.turn
    game.pass_until(lambda g: g.turn == turn + 1, limit=40)
    assert shadowed(game, romail)  # a red SIGNI
    assert not shadowed(game, se) and not shadowed(game, inferno)  # blue; a spell
    game.pass_until(lambda g: g.turn == turn + 2, limit=80)
    assert not shadowed(game, romail)  # it ended with their turn


@encodes("WXDi-P07-059")
def test_serve_color_with_a_bet_shadows_from_every_card_of_the_declared_color(
    table: Table,
) -> None:
    game = serve_color(table, coins=1, bet=True)
    assert game.players[0].coins == 0
    turn = game.turn
    game.pass_until(lambda g: g.turn == turn + 1, limit=40)
    assert shadowed(game, game.card(ROMAIL)) and shadowed(game, game.card(INFERNO))
    assert not shadowed(game, game.card(SE))


@encodes("WXDi-P07-059")
def test_serve_color_life_burst_returns_an_upped_signi(table: Table) -> None:
    game = burst(table, SERVE_COLOR)  # Koalala is their one upped SIGNI: the target
    assert game.zone_of(KOALALA) == Zone.HAND
    assert game.zone_of("Servant #") == Zone.SIGNI  # downed: it attacked


AYA3 = "Digital Aya! III"


@encodes("WXDi-P07-010")
@pytest.mark.parametrize(
    ("top", "drawn", "discarded"),
    [
        (ROMAIL, 1, 0),  # level one: draw
        ("Mao Matsukai, Code 2434", 0, 1),  # level two: the opponent discards
        ("HAMELN STEP", 1, 1),  # a spell: both
    ],
)
def test_aya_reveals_the_opponents_top_card_and_acts_by_its_kind(
    table: Table, top: str, drawn: int, discarded: int
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs([AYA3])}
            deck: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            deck: ["{top}", "{BUFFALO}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack(AYA3)  # (the opponent's two cards are alike: either is discarded)
    assert game.count(0, Zone.HAND) == drawn and game.count(1, Zone.TRASH) == discarded


@encodes("WXDi-P07-010")
def test_aya_reveals_a_level_three_signi_and_chooses_one(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs([AYA3])}
            deck: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            deck: ["Athena, Blessed Angel", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            hand: ["{BUFFALO}"]
            life: ["{BUFFALO}"]
    """)
    game.attack(AYA3)
    game.mode(1)  # the opponent discards
    assert game.count(0, Zone.HAND) == 0 and game.names(1, Zone.TRASH) == [BUFFALO]


@encodes("WXDi-P07-010")
def test_aya_turns_a_signi_face_down_until_the_opponent_pays_at_an_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([AYA3])}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}"]
            hand: ["{BUFFALO}", "{BUFFALO}", "{ROMAIL}"]
    """)
    game.action(AYA3)
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN
    game.end_main()  # the attack phase begins: the opponent may discard two
    assert game.decision == DecisionKind.OPTIONAL and game.game.decision.player == 1
    game.decline()
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN
    game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.MAIN)
    game.play(ROMAIL, 1)  # a SIGNI in its position: nothing is offered
    game.pass_until(lambda g: g.game.turn_player == 0 and g.decision == DecisionKind.MAIN)
    assert game.zone_of(KOALALA, 1) == Zone.FACE_DOWN
    game.game.trash(game.card(ROMAIL, 1))  # the position is free again
    game.end_main()
    game.accept()  # no Ener to pay with: the two cards in hand are discarded
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI and game.count(1, Zone.TRASH) == 3


MUGEN = "Mugen//Memoria"


@encodes("WXDi-P07-050")
def test_mugen_exceeds_four_to_trash_every_other_signi_and_stays_alone(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([LIZE3[0], *AT3])}
            signi: ["{MUGEN}", "{BUFFALO}", ~]
            hand: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{BUFFALO}", ~, "{FORNAX}"]
    """)
    assert game.power(MUGEN) >= 10**9  # printed infinite: above any bound
    game.action(MUGEN)  # [Exceed 4]: the four cards under At go
    assert game.count(0, Zone.LRIG_TRASH) == 4
    assert game.names(0, Zone.SIGNI) == [MUGEN, "", ""]
    assert game.names(1, Zone.SIGNI) == ["", "", ""]
    assert game.count(1, Zone.TRASH) == 2
    assert not game.can(ActionKind.PLAY_SIGNI, BUFFALO)  # it alone, this turn


@encodes("WXDi-P07-050")
def test_mugen_cannot_be_moved_by_the_opponent_and_wins_its_battles(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MUGEN}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{BUFFALO}", ~, ~]
    """)
    mugen = game.card(MUGEN)
    game.game.add_power(mugen, -100000)  # -- any amount: still infinite
    assert game.power(MUGEN) == game.game.base_power[mugen]
    buffalo = game.card(BUFFALO, 1, Zone.SIGNI)
    assert not game.game.vanish(mugen, by=buffalo)  # by an effect of the opponent's card
    assert game.zone_of(MUGEN) == Zone.SIGNI
    game.attack(MUGEN)
    assert game.names(1, Zone.SIGNI) == ["", "", ""]  # vanished in the battle


CARNIVAL = "Carnival//Memoria, Galactic Queen"
THOROUGHBRED = "Thoroughbred, Phantom Beast Deity"  # level 3, 12000, <Terra Beast>


@encodes("WXDi-P07-041")
def test_carnival_makes_an_opposing_signi_servant_zero_until_end_of_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CARNIVAL}"]
            ener: ["Bronze, Natural Stone"]
            coins: 3
          - lrig: {lrigs(LIZE3)}
            signi: ["{THOROUGHBRED} (downed)", ~, ~]
    """)
    game.play(CARNIVAL)
    game.accept()  # pay red and three coins
    servant = game.ids("Servant ZERO", 1, Zone.SIGNI)
    assert len(servant) == 1 and game.players[0].coins == 0
    zero = servant[0]
    assert (game.power("Servant ZERO"), game.level(zero), game.colors(zero)) == (1000, 1, 0)
    assert game.defs[zero].classes == {"PERFORMER", "ORIGIN"}
    assert game.abilities_of(zero) == [] and game.downed[zero]  # its state stays
    game.pass_until(lambda g: g.game.turn_player == 1)  # the turn is over
    assert game.names(1, Zone.SIGNI) == [THOROUGHBRED, "", ""]
    assert game.power(THOROUGHBRED) == 12000


@encodes("WXDi-P07-041")
def test_carnival_trashes_what_is_under_it_and_becomes_the_same_card_as_a_target(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{CARNIVAL}", ~, ~]
            hand: ["Servant #"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{THOROUGHBRED}", ~, ~]
    """)
    carnival = game.card(CARNIVAL)
    game.game.put_under_signi(game.card("Servant #"), carnival)
    game.action(CARNIVAL)
    game.target(THOROUGHBRED)  # any SIGNI on the field without [Rise] or [Harmony]
    assert game.names(0, Zone.TRASH) == ["Servant #"]
    assert game.names(0, Zone.SIGNI) == [THOROUGHBRED, "", ""]
    game.end_main()  # its [Auto] now: at your attack phase, your SIGNI get +3000
    assert game.power(THOROUGHBRED, 0) == 15000
    game.pass_until(lambda g: g.game.turn_player == 1)  # the turn is over
    assert game.names(0, Zone.SIGNI) == [CARNIVAL, "", ""]
    assert game.power(CARNIVAL) == 10000
