"""WXDi-P15: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import KOALALA, ROMAIL, burst, grown
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
LOACH = "Kissing Loach, Phantom Aquatic Beast"
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla, <<Demon>>
REMEMBER0 = "Remember, Miko of Feasting"
ALFOU0 = "Alfou, Ebony - Clad Diva"
HANARE0 = "Hanare, Mourner"


@encodes("WXDi-P15-094")
def test_kissing_loach_charges_when_attacking_with_six_cards_in_hand(table: Table) -> None:
    for hand, charged in ((6, 1), (5, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["{LOACH}"]
                hand: {[BUFFALO] * hand}
        """)
        game.attack(LOACH)
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P15-086")
def test_a_to_door_counts_three_spells_and_returns_5000_or_less(table: Table) -> None:
    name = "A - To Door, Code: Art"
    game = table(f"""
        players:
          - signi: ["{name}"]
            trash: ["Heterophony", "Heterophony"]
            hand: ["Over Pursuit"]
          - signi: ["{BUFFALO}", "Koalala, Phantom Terra Beast"]
    """)
    base = game.power(name)
    game.action(name)
    assert game.names(1, Zone.HAND) == [BUFFALO]  # Koalala has 10000
    assert game.power(name) == base + 4000  # three spells in the trash now


@encodes("WXDi-P15-096")
def test_tsukiyotake_trashes_itself_for_minus_2000(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Tsukiyotake, Type: Eins"]
          - signi: ["{BUFFALO}"]
    """)
    game.action("Tsukiyotake, Type: Eins")
    assert game.power(BUFFALO, 1) == 3000
    assert game.zone_of("Tsukiyotake, Type: Eins") == Zone.TRASH
    game = table.life_burst("Tsukiyotake, Type: Eins")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-P15-098")
def test_aotora_gives_black_signi_a_mill_when_they_attack(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Aotora, Doomed General", "Erebus, Doomed Angel", "{BUFFALO}"]
          - deck: {[BUFFALO] * 6}
            life: {[BUFFALO] * 3}
    """)
    game.attack("Erebus, Doomed Angel")  # black
    assert game.count(1, Zone.TRASH) == 1
    game.attack(BUFFALO)  # not black
    assert game.count(1, Zone.TRASH) == 1
    game = table.life_burst("Aotora, Doomed General", f'trash: ["{BUFFALO}"]')
    game.burst()
    assert game.names(0, Zone.HAND) == [BUFFALO]


@encodes("WXDi-P15-089")
def test_hawking_trashes_an_ener_card_when_it_reveals_a_level_one_signi(table: Table) -> None:
    for top, trashed in (
        (BUFFALO, ["Romail, Lightly Armed"]),
        ("Koalala, Phantom Terra Beast", []),
    ):
        game = table(f"""
            players:
              - signi: ["Hawking, Natural Planet"]
                deck: ["{top}", "{BUFFALO}"]
              - lrig: {{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}}
                ener: ["Romail, Lightly Armed", "Circe, Blessed Angel"]
        """)
        game.end_main()
        assert game.names(1, Zone.TRASH) == trashed  # red; Lize and Circe are white


@encodes("WXDi-P15-089")
def test_hawking_life_burst_discards_one_and_draws_three(table: Table) -> None:
    game = table.life_burst("Hawking, Natural Planet", f'hand: ["{BUFFALO}"]')
    game.burst()
    assert game.count(0, Zone.HAND) == 3 and game.count(0, Zone.TRASH) == 1


def attack_with(game: Play, card: int) -> None:
    """Attack with this copy of a card."""
    legal = game.game.legal_actions()
    game.game.apply_action(next(a for a in legal if a.kind == ActionKind.ATTACK and a.a == card))


@encodes("WXDi-P15-090")
def test_kr_makes_the_opponent_discard_when_an_atom_is_vanished_in_their_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Kr, Natural Element", "CZ, Natural Element"]
          - signi: ["Koalala, Phantom Terra Beast", "Koalala, Phantom Terra Beast"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
    """)
    first, second = game.ids("Koalala, Phantom Terra Beast", 1, Zone.SIGNI)
    attack_with(game, first)  # vanishes Kr (an <<Atom>>) in battle
    assert game.count(1, Zone.HAND) == 1
    attack_with(game, second)  # vanishes CZ: once per turn, nothing more
    assert game.count(1, Zone.HAND) == 1


@encodes("WXDi-P15-084")
def test_long_spear_downs_to_give_the_lrig_an_attack_that_trashes(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Long Spear, Lightly Armed"]
          - signi: ["Koalala, Phantom Terra Beast"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.end_main()
    game.accept()
    center = "At =Två=, the Opened Gate"
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, center))
    game.attack(center)
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.TRASH


@encodes("WXDi-P15-092")
def test_mangrove_downs_to_draw_with_a_small_hand_or_charge_with_a_big_one(
    table: Table,
) -> None:
    for hand, mode, drawn, charged in ((3, 0, 1, 0), (4, 1, 0, 1), (4, 0, 0, 0)):
        game = table(f"""
            players:
              - signi: ["Mangrove, Natural Plant"]
                hand: {[BUFFALO] * hand}
        """)
        game.end_main()
        game.accept()
        game.mode(mode)
        assert game.count(0, Zone.HAND) == hand + drawn
        assert game.count(0, Zone.ENER) == charged
        assert game.downed[game.card("Mangrove, Natural Plant")]


def grown_in_the_opponents_attack_phase(
    table: Table, assist: str, below: list[str], mine: str = ""
) -> Play:
    """Player 0 grows `assist` in player 1's attack phase, its free [Enter] first and the
    others declined; player 1 has Koalala ready to attack."""
    game = table(f"""
        phase: attack
        turn: 3
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=below)}
            lrig_deck: ["{assist}"]
            life: ["{SARA}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow(assist)
    while game.decision in (DecisionKind.TRIGGER_ORDER, DecisionKind.OPTIONAL):
        if game.decision == DecisionKind.OPTIONAL:
            game.decline()
        else:
            game.first()
    return game


@encodes("WXDi-P15-032")
def test_remember_ominous_trashes_a_level_one_signi(table: Table) -> None:
    game = grown(table, "Remember Ominous", [REMEMBER0], theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]')
    assert game.zone_of(ROMAIL, 1) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P15-037")
def test_alfou_sword_vanishes_a_level_two_signi(table: Table) -> None:
    game = grown(table, "Alfou Sword", [ALFOU0], theirs=f'signi: ["{KOALALA}"]')
    assert game.zone_of(KOALALA, 1) == Zone.ENER


@encodes("WXDi-P15-038")
def test_alfou_iceberg_mills_eight_of_the_opponents_deck(table: Table) -> None:
    game = grown(table, "Alfou Iceberg", [ALFOU0], theirs=f"deck: {[SARA] * 10}")
    assert game.count(1, Zone.TRASH) == 8


@encodes("WXDi-P15-040")
def test_alfou_splash_vanishes_and_discards_two_for_both_players_to_mill_eight(
    table: Table,
) -> None:
    game = grown(
        table,
        "Alfou Splash",
        [ALFOU0, "Alfou Sword"],
        mine=f'ener: {[IMP] * 2}\n            hand: ["{SARA}", "{ROMAIL}"]\n'
        f"            deck: {[BUFFALO] * 10}",
        theirs=f'signi: ["{KOALALA}"]\n            deck: {[SARA] * 10}',
    )
    game.first()
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    game.accept()
    game.discard(SARA)  # and Romail
    assert game.count(0, Zone.TRASH) == 2 + 2 + 8 and game.count(1, Zone.TRASH) == 8


@encodes("WXDi-P15-041")
def test_alfou_thorn_ivy_mills_three_instead_of_the_next_damage(table: Table) -> None:
    game = grown_in_the_opponents_attack_phase(
        table,
        "Alfou Thorn Ivy",
        [ALFOU0, "Alfou Sword"],
        mine=f"ener: {[IMP] * 2}\n            deck: {[BUFFALO] * 5}",
    )
    game.attack(KOALALA)
    assert game.count(0, Zone.LIFE) == 1 and game.count(0, Zone.TRASH) == 2 + 3


@encodes("WXDi-P15-045")
def test_hanare_million_daggers_weakens_and_pays_for_a_signi_sharing_a_color(
    table: Table,
) -> None:
    game = grown(
        table,
        "Hanare//Million Daggers",
        [HANARE0, "Hanare//Spikes"],
        mine=f'ener: ["{IMP}"]\n            trash: ["{ROMAIL}", "{KOALALA}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    assert game.power(KOALALA, 1) == 2000
    game.accept()  # At is green: Koalala, not the red Romail
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P15-047")
def test_hanare_venom_splash_makes_an_attacker_lose_20000(table: Table) -> None:
    game = grown_in_the_opponents_attack_phase(
        table, "Hanare//Venom Splash", [HANARE0, "Hanare//Spikes"], mine=f'ener: ["{IMP}"]'
    )
    game.attack(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(0, Zone.LIFE) == 1


@encodes("WXDi-P15-031")
def test_remember_scrying_takes_one_signi_sharing_a_color_and_one_not(table: Table) -> None:
    game = grown(
        table,
        "Remember Scrying",
        [REMEMBER0],
        mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{SARA}", "{IMP}", "{LOACH}"]',
    )
    game.choose(KOALALA)  # green, as At is
    game.choose(ROMAIL)  # red only
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, ROMAIL]
    game.choose(SARA)  # the rest to the bottom: Sara, then Imp
    assert game.names(0, Zone.DECK)[-1] == LOACH  # the fifth card, now on top


YUZUKI = "Yuzuki//THE DOOR, Phantom Dragon"  # <<Liberation Division>>, level 1


@encodes("WXDi-P15-062")
def test_dona_the_door_discards_to_vanish_and_pays_to_put_a_signi_under_it(
    table: Table,
) -> None:
    dona = "Dona//THE DOOR, Phantom Spirit"
    game = table(f"""
        players:
          - hand: ["{dona}", "{YUZUKI}"]
            ener: ["{ROMAIL}", "{IMP}"]
            trash: ["{YUZUKI}"]
          - signi: ["{SARA}"]
    """)
    game.play(dona, 0)
    game.first()
    game.accept()  # red and the <<Liberation Division>> SIGNI in the hand
    assert game.zone_of(SARA, 1) == Zone.ENER
    game.accept()  # the one <<Liberation Division>> SIGNI in the trash
    assert game.names(0, Zone.UNDER) == [YUZUKI]


MILULUN = "Milulun//THE DOOR, Natural Element"  # <<War Division>>, level 1, 2000


@pytest.mark.parametrize(("bet", "keyword"), [(True, KW.S_LANCER), (False, KW.LANCER)])
@encodes("WXDi-P15-071")
def test_battlespear_gives_lancer_or_with_a_bet_s_lancer(
    table: Table, bet: bool, keyword: int
) -> None:
    game = table(f"""
        players:
          - hand: ["Battlespear"]
            signi: ["{MILULUN}"]
            ener: ["{KOALALA}"]
            coins: 3
          - signi: {[SARA] * 3}
    """)
    game.use("Battlespear")
    game.accept() if bet else game.decline()
    assert game.has_keyword(game.card(MILULUN), keyword)
    assert game.players[0].coins == (0 if bet else 3)


@encodes("WXDi-P15-071")
def test_battlespear_life_burst_charges_and_takes_an_ener_signi(table: Table) -> None:
    game = burst(table, "Battlespear", mine=f'deck: ["{ROMAIL}"]')
    game.target(ROMAIL)
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == [ROMAIL]


@pytest.mark.parametrize(("bet", "power"), [(True, 3000), (False, 8000)])
@encodes("WXDi-P15-075")
def test_death_destroy_takes_7000_with_a_bet_or_2000(table: Table, bet: bool, power: int) -> None:
    game = table(f"""
        players:
          - hand: ["Death Destroy"]
            coins: 2
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.use("Death Destroy")
    game.accept() if bet else game.decline()
    assert game.power(KOALALA, 1) == power
    game = burst(table, "Death Destroy")
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # upped: --15000


@pytest.mark.parametrize(("center", "vanished"), [(AT3, True), (AT, False)])
@encodes("WXDi-P15-087")
def test_molotov_pays_to_vanish_when_the_center_lrig_are_the_same_level(
    table: Table, center: list[str], vanished: bool
) -> None:
    molotov = "Molotov Cocktail, Small Cannon"
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(center)}
            signi: ["{molotov}"]
            ener: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}"]
            life: ["{BUFFALO}"]
    """)
    game.attack(molotov)
    if vanished:
        game.accept()
    assert (game.zone_of(SARA, 1) == Zone.ENER) == vanished


@encodes("WXDi-P15-093")
def test_greek_tortoise_boosts_another_terra_beast_until_the_opponents_turn_ends(
    table: Table,
) -> None:
    tortoise = "Greek Tortoise, Phantom Terra Beast"
    game = table(f"""
        players:
          - hand: ["{tortoise}"]
            signi: ["{KOALALA}"]
    """)
    game.play(tortoise, 1)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(KOALALA, 0) == 13000
    game = burst(table, tortoise)
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-P15-097")
def test_demogorn_trashes_another_demon_to_weaken(table: Table) -> None:
    demogorn = "Demogorn, Doomed Evil"
    game = table(f"""
        players:
          - hand: ["{demogorn}"]
            signi: ["{IMP}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(demogorn, 1)
    game.accept()
    assert game.zone_of(IMP, 0) == Zone.TRASH and game.power(KOALALA, 1) == 7000


@encodes("WXDi-P15-004")
def test_all_out_battle_gives_each_lrig_a_vanish_and_a_draw(table: Table) -> None:
    center = "At =Tre=, the Opened Gate"  # green
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Lize, Level 0", right="Machina Zero")}
            lrig_deck: ["All - Out Battle"]
            ener: ["{IMP}"]
            deck: {[SARA] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.use("All - Out Battle")
    game.action(center)  # the vanish: Koalala shares green with At, Romail does not
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(ROMAIL, 1) == Zone.SIGNI
    assert game.downed[game.card(center)]
    granted = [
        action
        for action in game.game.legal_actions()
        if action.kind == ActionKind.USE_ACTION and action.a == game.card("Lize, Level 0", 0)
    ]
    game.game.apply_action(granted[-1])  # Lize's second: draw or charge
    game.mode(0)
    assert game.names(0, Zone.HAND) == [SARA] and game.downed[game.card("Lize, Level 0", 0)]


@encodes("WXDi-P15-034")
def test_remember_astrology_stops_an_attacker_or_pays_to_return_a_signi(table: Table) -> None:
    for mode in (0, 1):
        game = grown(
            table,
            "Remember Astrology",
            [REMEMBER0, "Remember Ominous"],
            mine=f'ener: ["{SARA}", "{BUFFALO}"]',
            theirs=f'signi: ["{KOALALA}"]',
        )
        game.mode(mode)
        if mode == 1:
            game.accept()
            game.pay()
        koalala = game.card(KOALALA, 1)
        assert game.game.has_keyword(koalala, KW.CANT_ATTACK) is (mode == 0)
        assert game.zone_of(KOALALA, 1) == (Zone.SIGNI if mode == 0 else Zone.HAND)


@encodes("WXDi-P15-035")
def test_remember_prophecy_stops_two_attackers_and_for_two_takes_abilities(
    table: Table,
) -> None:
    game = grown(
        table,
        "Remember Prophecy",
        [REMEMBER0, "Remember Ominous"],
        mine=f"ener: {[BUFFALO] * 6}",
        theirs=f'signi: ["{KOALALA}", "{SARA}", "Servant #"]',
    )
    game.pay()  # its grow cost
    game.first()  # the attackers first
    game.target(KOALALA, SARA)
    game.accept()
    game.pay()
    game.target("Servant #")
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    assert game.game.has_keyword(game.card(SARA, 1), KW.CANT_ATTACK)
    servant = game.card("Servant #", 1, Zone.SIGNI)
    assert game.game.lost_abilities(servant) and not game.game.has_keyword(servant, KW.CANT_ATTACK)


FANGS = "Hanare//Forbidden Fangs"
IMAGAWA = "Imagawa, Crimson General"  # +7000 power in its player's turn


@encodes("WXDi-P15-046")
def test_forbidden_fangs_minus_twelve_thousand_and_a_signi_without_abilities(
    table: Table,
) -> None:
    game = grown(
        table,
        FANGS,
        ["Hanare//Spikes"],
        mine=f"""ener: {[BUFFALO] * 2!s}
            hand: {[ROMAIL] * 3!s}
            trash: ["{IMAGAWA}"]""",
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()  # the [Enter] abilities in the printed order
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 --12000
    game.accept()  # discard three
    game.target(IMAGAWA)  # the Ener paid and the Romail discarded are there too
    game.into(0)
    assert game.power(IMAGAWA, 0) == 3000  # no abilities: no +7000
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(IMAGAWA, 0) == Zone.TRASH


LABRADORITE = "Labradorite, Natural Crystal"


@encodes("WXDi-P15-091")
def test_labradorite_draws_when_the_opponent_draws_by_an_effect(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LABRADORITE}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["Nourishment"]
    """)
    game.play(LABRADORITE, 0)
    game.end_main()
    game.pass_until(lambda play: play.game.turn_player == 1 and play.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.HAND) == 0  # the opponent's draw phase: no draw


DONA = "Dona//THE DOOR, Phantom Spirit"  # <<Liberation Division>>, level 2, 8000


def under(game: Play, card: str, host: str) -> None:
    """Put player 0's `card` (on the field or in the hand) under their SIGNI `host`."""
    held = [c for c in game.ids(card, 0) if game.game.zone[c] in (Zone.HAND, Zone.SIGNI)]
    assert game.game.put_under_signi(held[0], game.card(host, 0, Zone.SIGNI))


@encodes("WXDi-P15-060")
def test_yuzuki_the_door_gets_4000_while_a_card_is_under_a_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{YUZUKI}", "{DONA}"]
            hand: ["{BUFFALO}"]
    """)
    assert game.power(YUZUKI) == 3000
    under(game, BUFFALO, DONA)
    assert game.power(YUZUKI) == 3000 + 4000


@encodes("WXDi-P15-060")
def test_yuzuki_under_a_liberation_signi_trashes_an_ener_card_of_no_center_color(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{YUZUKI}", "{DONA}"]
          - lrig: {lrigs(LIZE3)}
            ener: ["{SARA}", "{BUFFALO}"]
    """)
    under(game, YUZUKI, DONA)
    game.end_main()  # Dona's gained [Auto]: Buffalo alone shares no color with white Lize
    assert game.names(1, Zone.TRASH) == [BUFFALO]
    assert game.names(1, Zone.ENER) == [SARA]


@encodes("WXDi-P15-060")
def test_yuzuki_the_door_life_burst_discards_to_vanish(table: Table) -> None:
    game = burst(table, YUZUKI, mine=f'hand: ["{IMP}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(IMP, 0) == Zone.TRASH


SASHE = "Sashe//THE DOOR, Natural Planet"


@encodes("WXDi-P15-061")
def test_sashe_the_door_discards_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{SASHE}", "{YUZUKI}"]
          - signi: ["{SARA}", "{KOALALA}"]
    """)
    game.play(SASHE, 0)
    game.accept()  # the one <<Liberation Division>> SIGNI discarded; Sara alone has 5000
    assert game.zone_of(YUZUKI, 0) == Zone.TRASH
    assert game.zone_of(SARA, 1) == Zone.ENER
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P15-061")
def test_sashe_under_a_liberation_signi_vanishes_3000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{SASHE}", "{DONA}"]
          - signi: ["Servant #", "{SARA}"]
    """)
    under(game, SASHE, DONA)
    game.end_main()
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.zone_of(SARA, 1) == Zone.SIGNI


SHOT = "Liberating Shot"


@encodes("WXDi-P15-063")
def test_liberating_shot_gives_assassin_to_a_liberation_signi_with_a_card_under_it(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{YUZUKI}", "{DONA}"]
            hand: ["{SHOT}", "{BUFFALO}"]
            ener: ["{KOALALA}", "{KOALALA}"]
    """)
    under(game, BUFFALO, DONA)
    game.use(SHOT)
    game.pay()
    assert game.has_keyword(game.card(DONA), KW.ASSASSIN)  # Yuzuki has nothing under it
    assert not game.has_keyword(game.card(YUZUKI), KW.ASSASSIN)
    game = burst(table, SHOT)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # upped; Servant # attacked: downed


PIRULUK = "Allos Piruluk//THE DOOR, Phantom Insect"


@encodes("WXDi-P15-064")
def test_allos_piruluk_the_door_discards_a_liberation_signi_for_an_opponents_discard(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{PIRULUK}"]
            hand: ["{YUZUKI}"]
          - hand: ["{SARA}"]
    """)
    game.end_main()
    game.accept()
    assert game.zone_of(YUZUKI, 0) == Zone.TRASH
    assert game.zone_of(SARA, 1) == Zone.TRASH


@encodes("WXDi-P15-064")
def test_allos_piruluk_under_a_liberation_signi_discards_for_a_random_discard(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{PIRULUK}", "{DONA}"]
            hand: ["{ROMAIL}"]
          - hand: ["{SARA}", "{IMP}"]
    """)
    under(game, PIRULUK, DONA)
    game.end_main()
    game.accept()
    assert game.zone_of(ROMAIL, 0) == Zone.TRASH
    assert game.count(1, Zone.HAND) == 1
    game = burst(table, PIRULUK, theirs=f'hand: ["{SARA}"]')
    game.target(KOALALA)
    assert game.game.downed[game.card(KOALALA)]
    assert game.game.frozen[game.card(KOALALA)]
    assert game.zone_of(SARA, 1) == Zone.TRASH


MIDORIKO = "Midoriko//THE DOOR, Phantom Beast"


@encodes("WXDi-P15-065")
def test_midoriko_the_door_draws_one_for_each_liberation_signi_discarded(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{MIDORIKO}", "{YUZUKI}", "{DONA}", "{BUFFALO}"]
            deck: ["{SARA}", "{SARA}", "{SARA}"]
    """)
    game.play(MIDORIKO, 0)
    game.discard(YUZUKI, DONA)
    assert game.names(0, Zone.TRASH) == [YUZUKI, DONA]
    assert sorted(game.names(0, Zone.HAND)) == [SARA, SARA, BUFFALO]


@encodes("WXDi-P15-065")
def test_midoriko_under_a_liberation_signi_draws_as_the_attack_phase_begins(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{MIDORIKO}", "{DONA}"]
    """)
    under(game, MIDORIKO, DONA)
    game.end_main()
    assert game.count(0, Zone.HAND) == 1


MYU = "Myu//THE DOOR, Phantom Insect"


@encodes("WXDi-P15-066")
def test_myu_the_door_weakens_and_puts_a_liberation_signi_under_it_to_draw(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{MYU}", "{YUZUKI}", "{BUFFALO}"]
            ener: ["{IMP}"]
            deck: ["{SARA}"]
          - signi: ["{SARA}"]
    """)
    game.play(MYU, 0)
    game.first()  # the [Enter] abilities in printed order
    game.accept()
    assert game.power(SARA, 1) == 5000 - 2000
    game.accept()  # the one <<Liberation Division>> SIGNI of the hand goes under Myu
    assert game.names(0, Zone.UNDER) == [YUZUKI]
    assert sorted(game.names(0, Zone.HAND)) == [SARA, BUFFALO]


@encodes("WXDi-P15-066")
def test_myu_the_door_draws_nothing_without_a_liberation_signi_to_put_under_it(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{MYU}", "{BUFFALO}"]
            deck: ["{SARA}"]
    """)
    game.play(MYU, 0)
    if game.decision == DecisionKind.OPTIONAL:
        game.accept()
    assert game.names(0, Zone.HAND) == [BUFFALO]


@encodes("WXDi-P15-067")
def test_inspiration_draws_two_and_puts_a_liberation_signi_under_one(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{DONA}", "{SARA}"]
            hand: ["INSPIRATION", "{YUZUKI}"]
            ener: ["{IMP}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.use("INSPIRATION")
    game.accept()  # Yuzuki, the one <<Liberation Division>> SIGNI in the hand, under Dona
    assert game.names(0, Zone.UNDER) == [YUZUKI]
    assert game.names(0, Zone.HAND) == [BUFFALO, BUFFALO]
    game = burst(table, "INSPIRATION")
    game.target(KOALALA, "Servant #")
    assert game.game.downed[game.card(KOALALA)]


MEL = "Mel//THE DOOR, Code: Order"
PAIMON = "Paimon, Doomed Evil"  # when it attacks, may put a SIGNI of its field into the trash


@encodes("WXDi-P15-049")
def test_mel_the_door_rises_on_a_liberation_signi_and_brings_it_back_as_it_leaves(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MEL}"]
            signi: ["{DONA}", "{SARA}", "{PAIMON}"]
            ener: ["{IMP}", "{IMP}"]
          - signi: ["{KOALALA}"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [0]  # on Dona, the one <<Liberation Division>> SIGNI
    game.play(MEL, 0)
    assert game.names(0, Zone.UNDER) == [DONA]
    game.end_main()  # no Ener on the other side: Mel's [Auto] does not trigger
    game.attack(PAIMON)
    game.accept()
    game.choose(MEL)
    assert game.zone_of(MEL) == Zone.TRASH
    game.accept()  # Mel left the field: pay 2, Dona (underneath it) comes back downed
    assert game.zone_of(DONA) == Zone.SIGNI
    assert game.game.downed[game.card(DONA)]
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-P15-049")
def test_mel_the_door_makes_the_opponent_trash_an_ener_card_when_they_have_two(
    table: Table,
) -> None:
    for ener, trashed in (([SARA, IMP], 1), ([SARA], 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{MEL}"]
              - ener: {ener}
        """)
        game.end_main()
        if trashed:
            game.choose(IMP)  # the opponent's choice
        assert game.names(1, Zone.TRASH) == [IMP] * trashed


EEL = "Eel//THE DOOR, Phantom Aquatic Beast"
ELDORA_NU = "Liberator Eldora × Mark ν"


@encodes("WXDi-P15-050")
def test_eel_the_door_puts_a_liberation_signi_under_it_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{EEL}", "{YUZUKI}"]
            deck: ["{SARA}"]
    """)
    game.play(EEL, 0)
    game.accept()
    assert game.names(0, Zone.UNDER) == [YUZUKI]
    assert game.names(0, Zone.HAND) == [SARA]


@pytest.mark.parametrize(("mode", "under_signi", "left"), [(0, 0, 1), (1, 2, 1), (1, 1, 2)])
@encodes("WXDi-P15-050")
def test_eel_the_door_with_eldora_makes_the_opponent_discard(
    table: Table, mode: int, under_signi: int, left: int
) -> None:
    game = table(f"""
        players:
          - lrig: {{center: ["{ELDORA_NU}"]}}
            signi: ["{EEL}", "{DONA}"]
            hand: {[ROMAIL] * under_signi}
          - hand: ["{SARA}", "{IMP}"]
    """)
    for _ in range(under_signi):
        under(game, ROMAIL, DONA)
    game.end_main()
    game.mode(mode)
    if game.decision == DecisionKind.DISCARD:
        game.discard(SARA)
    assert game.count(1, Zone.HAND) == left


@encodes("WXDi-P15-050")
def test_eel_the_door_does_nothing_without_eldora(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{EEL}"]
          - hand: ["{SARA}"]
    """)
    game.end_main()
    assert game.decision != DecisionKind.MODE
    assert game.count(1, Zone.HAND) == 1


HANAYO_DOOR = "Hanayo//THE DOOR, Natural Pyroxene"
ANN = "Ann//THE DOOR, Azure Beauty"  # <<Liberation Division>>, gives no ability from under


@encodes("WXDi-P15-051")
def test_hanayo_the_door_weakens_1000_for_each_signi_with_cards_under_it(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{HANAYO_DOOR}", "{ANN}", "{ROMAIL}"]
            signi: ["{DONA}"]
            deck: ["{SARA}"]
          - signi: ["{KOALALA}"]
    """)
    under(game, ROMAIL, DONA)
    game.play(HANAYO_DOOR, 1)
    game.accept()  # Ann under Hanayo: draw Sara
    assert game.names(0, Zone.HAND) == [SARA]
    game.end_main()  # Dona and Hanayo have cards under them
    assert game.power(KOALALA, 1) == 10000 - 2000
    game = burst(table, HANAYO_DOOR)
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


LOVIT = "LOVIT//THE DOOR, Phantom Beast Deity"  # level 3, 12000


@encodes("WXDi-P15-057")
def test_lovit_in_the_zone_of_the_gate_gets_3000_and_shadow_in_the_opponents_turn(
    table: Table,
) -> None:
    for gate, turn_player, power, shadow in (
        ("left", 0, 15000, False),
        ("left", 1, 15000, True),
        ("center", 1, 12000, False),
    ):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{LOVIT}"]
                gate: {gate}
        """)
        assert game.power(LOVIT) == power
        assert game.has_keyword(game.card(LOVIT), KW.SHADOW) is shadow


@encodes("WXDi-P15-057")
def test_lovit_pays_at_the_end_of_turn_for_a_guard_signi_while_there_is_a_gate(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LOVIT}"]
            gate: center
            ener: ["{IMP}"]
            trash: ["Servant #", "{SARA}"]
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # pay 1 colorless: Servant #, the one SIGNI with a Guard icon
    assert game.names(0, Zone.HAND) == ["Servant #"]
    game = burst(table, LOVIT)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH  # upped; Servant # attacked: downed


SIMON_BOL = "Simon Bol//THE DOOR, Crimson Warlord"  # level 3, 10000, red
LIBERATOR_RIL = "Liberator Ril, Memory of Freedom"


@encodes("WXDi-P15-048")
def test_simon_bol_rises_from_the_trash_and_with_liberator_ril_vanishes_a_signi(
    table: Table,
) -> None:
    for center, vanishes in (([LIBERATOR_RIL], True), (AT3, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(center)}
                hand: ["{SIMON_BOL}"]
                trash: ["{YUZUKI}"]
                ener: ["{KOALALA}", "{KOALALA}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        game.play(SIMON_BOL, 0)  # Yuzuki, the only <<Liberation Division>> SIGNI, under it
        assert game.names(0, Zone.UNDER) == [YUZUKI]
        game.accept()  # pay 2 red
        assert game.count(0, Zone.ENER) == 0
        assert (game.zone_of(KOALALA, 1) == Zone.ENER) is vanishes


@encodes("WXDi-P15-048")
def test_simon_bol_cannot_rise_without_a_liberation_division_signi_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SIMON_BOL}"]
            trash: ["{SARA}"]
    """)
    assert not game.can(ActionKind.PLAY_SIGNI, SIMON_BOL)


@encodes("WXDi-P15-048")
def test_simon_bol_pays_five_coins_for_double_crush(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SIMON_BOL}"]
            ener: ["{SARA}"]
            coins: 5
    """)
    game.action(SIMON_BOL)
    game.mode(1)
    simon = game.card(SIMON_BOL, 0)
    assert game.game.has_keyword(simon, KW.DOUBLE_CRUSH)
    assert not game.game.has_keyword(simon, KW.ASSASSIN)
    assert game.game.players[0].coins == 0


@encodes("WXDi-P15-048")
def test_simon_bol_life_burst_vanishes_a_signi_of_10000_or_less(table: Table) -> None:
    game = table.life_burst(SIMON_BOL, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    game.burst()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
