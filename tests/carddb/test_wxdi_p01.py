"""WXDi-P01 (Booster 1): every encoded card plays its abilities."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from deckcheck.engine import KW, DecisionKind, Zone
from deckcheck.engine.continuous import Protection
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst, grown
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs

TAMA3 = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Musical Moon Miko",
]
OPPONENT_ENER = str(
    ["Servant #", "Polygenesis", "Romail, Lightly Armed", "Chihiro Yuki, Code 2434"]
)


@encodes("WXDi-P01-001")
def test_go_to_the_top_searches_a_signi_and_trashes_three_opponent_ener(table: Table) -> None:
    def use(opponent_center: list[str]) -> tuple[list[str], int]:
        game = table(f"""
            players:
              - lrig: {lrigs(TAMA3, left="Hanayo, Zero", right="WXDi-D08-008")}
                lrig_deck: ["Go to the Top!"]
                ener: ["Servant #", "Servant #", "Servant #"]
                deck: ["Polygenesis", "Tobiel, Full Armed", "Polygenesis"]
              - lrig: {lrigs(opponent_center)}
                ener: {OPPONENT_ENER}
        """)
        game.use("Go to the Top!")
        assert "choose Polygenesis" not in game.options()
        game.choose("Tobiel, Full Armed")
        if game.decision is not None and game.game.decision.player == 1:
            game.choose("Servant #", "Polygenesis", "Romail, Lightly Armed")  # the opponent's
        return game.names(0, Zone.HAND), game.count(1, Zone.ENER)

    assert use(AT3) == (["Tobiel, Full Armed"], 1)
    assert use(AT) == (["Tobiel, Full Armed"], 4)  # a Center of level two: no Ener lost


@encodes("WXDi-P01-001")
def test_go_to_the_top_needs_a_white_and_a_red_lrig(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3, left="WXDi-D08-008", right="Muzica START")}
            lrig_deck: ["Go to the Top!"]
            ener: ["Servant #", "Servant #", "Servant #"]
    """)
    assert not game.can(game.ActionKind.USE_PIECE)


@encodes("WXDi-P01-036")
def test_nobunaga_rises_on_a_red_signi_vanishes_and_pays_for_double_crush(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Nobunaga, Crimson General Queen"]
            signi: ["Chihiro Yuki, Code 2434", "Romail, Lightly Armed"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434", "Kazaki Morinaka, Code 2434"]
            life: ["Servant #", "Water Buffalo, Phantom Aquatic Beast", "Polygenesis"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == game.ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [1]  # on the red Romail only, not the white Chihiro
    game.play("Nobunaga, Crimson General Queen", 1)
    game.accept()  # pay 1 red: Kazaki (8000) is the only target
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER
    assert game.names(0, Zone.UNDER) == ["Romail, Lightly Armed"]
    game.action("Nobunaga, Crimson General Queen")
    game.end_main()
    game.attack("Nobunaga, Crimson General Queen")  # nothing in front: two Life Cloth
    assert len(game.players[1].life) == 1


RAPHAE = "Raphae, Jade Doomed Angel"  # level 1, 5000, green and black <<Angel>>, vanilla
MASTEMA = "Mastema, Blessed Doomed Angel"  # level 1, 5000, white and black <<Angel>>
PERCIVAL = "Percival, Blessed Crimson General"  # level 1, 5000, white and red <<Brave>>
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla


def koalala_in(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of(KOALALA, 1) == zone


def servant_in(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of("Servant #", 1) == zone


def target_koalala(game: Play) -> None:
    game.target(KOALALA)


def accept_and_target_koalala(game: Play) -> None:
    game.accept()
    game.target(KOALALA)


def nothing(game: Play) -> None:
    pass


# Life Bursts against the opponent's upped Koalala (10000) and attacking Servant # (1000):
# (number, card, player 0's extra zones, what player 0 does, outcome)
LIFE_BURSTS = [
    ("WXDi-P01-053", "Sita, Crimson Angel", "", nothing, servant_in(Zone.ENER)),  # <= 8000
    ("WXDi-P01-050", "Bow, High Armed", "", nothing, servant_in(Zone.HAND)),  # <= 8000
    ("WXDi-P01-052", "Stand Up", "", nothing, koalala_in(Zone.HAND)),  # upped
    ("WXDi-P01-060", "Resonating Sound of Destruction", "", nothing, koalala_in(Zone.ENER)),
    ("WXDi-P01-077", "Great Snake", "", nothing, koalala_in(Zone.ENER)),  # 7000 or more
    (
        "WXDi-P01-080",
        "Baal, Doomed Evil",
        f"ener: {[SARA] * 2}",
        accept_and_target_koalala,
        koalala_in(Zone.ENER),  # --12000
    ),
    (
        "WXDi-P01-057",
        "Rama, Crimson Angel",
        f"ener: {[ROMAIL] * 2}",
        accept_and_target_koalala,
        koalala_in(Zone.ENER),
    ),
    (
        "WXDi-P01-070",
        "Maid Marian, Jade General",
        f"ener: {[KOALALA] * 2}",
        accept_and_target_koalala,
        koalala_in(Zone.ENER),
    ),
    (
        "WXDi-P01-056",
        "C2H2, Natural Element",
        f"ener: {[ROMAIL] * 2}",
        accept_and_target_koalala,
        koalala_in(Zone.ENER),
    ),
    (
        "WXDi-P01-064",
        "Regalecus, Phantom Aquatic Beast",
        "",
        nothing,
        lambda g: g.count(0, Zone.HAND) == 2,
    ),
    (
        "WXDi-P01-066",
        "Focalor, Azure Evil",
        "",
        lambda g: (g.target(KOALALA), g.done()),
        lambda g: g.game.downed[g.card(KOALALA)] and g.count(0, Zone.HAND) == 1,
    ),
    (
        "WXDi-P01-068",
        "Trouble",
        "",
        lambda g: (g.target(KOALALA), g.done()),
        lambda g: g.game.downed[g.card(KOALALA)] and g.count(0, Zone.HAND) == 0,
    ),
    (
        "WXDi-P01-065",
        "Cocytus, Azure Angel",
        "",
        target_koalala,
        lambda g: g.game.frozen[g.card(KOALALA)] and g.game.downed[g.card(KOALALA)],
    ),
    (
        "WXDi-P01-086",
        "Corvus, Natural Planet",
        "",
        lambda g: g.choose("Servant #"),  # the opponent's choice
        lambda g: g.zone_of("Servant #", 1) == Zone.TRASH and g.zone_of(KOALALA) == Zone.SIGNI,
    ),
    (
        "WXDi-P01-078",
        "Azrael, Doomed Angel",
        f'trash: ["{RAPHAE}", "{BUFFALO}"]',
        lambda g: (g.mode(1), g.into(0)),  # onto the field
        lambda g: g.zone_of(RAPHAE) == Zone.SIGNI and g.names(0, Zone.TRASH) == [BUFFALO],
    ),
    (
        "WXDi-P01-069",
        "Garmr, Jade Angel",
        f'deck: ["{BUFFALO}", "{ROMAIL}"]',
        lambda g: g.target(ROMAIL),
        lambda g: g.names(0, Zone.HAND) == [ROMAIL] and g.count(0, Zone.ENER) == 2,
    ),
    (
        "WXDi-P01-051",
        "Salangidae, Phantom Aquatic Beast",
        f'deck: ["{BUFFALO}", "Trouble", "{ROMAIL}", "{KOALALA}"]',
        lambda g: g.choose(BUFFALO, ROMAIL),
        lambda g: sorted(g.names(0, Zone.HAND)) == sorted([BUFFALO, ROMAIL]),
    ),
]


@pytest.mark.parametrize(("number", "card", "mine", "act", "outcome"), LIFE_BURSTS)
@encodes(*(number for number, *_ in LIFE_BURSTS))
def test_life_bursts(
    table: Table,
    number: str,
    card: str,
    mine: str,
    act: Callable[[Play], object],
    outcome: Callable[[Play], bool],
) -> None:
    game = burst(table, card, mine=mine)
    act(game)
    assert outcome(game)


@pytest.mark.parametrize(
    ("number", "card"),
    [("WXDi-P01-045", "Haniel, Blessed Angel"), ("WXDi-P01-063", "Antila, Natural Planet")],
)
@encodes("WXDi-P01-045", "WXDi-P01-063")
def test_life_bursts_put_a_signi_of_the_top_three_onto_the_field(
    table: Table, number: str, card: str
) -> None:
    game = burst(table, card, mine=f'deck: ["Trouble", "{ROMAIL}", "{BUFFALO}", "{KOALALA}"]')
    game.choose(ROMAIL)
    game.mode(1)  # onto the field
    game.into(0)
    assert game.zone_of(ROMAIL) == Zone.SIGNI and game.zone_of(KOALALA, 0) == Zone.DECK


# SIGNI whose attack does something by itself: (number, card, zone that grows)
ATTACKS = [
    ("WXDi-P01-067", "Coelacanth, Phantom Aquatic Beast", Zone.HAND),
    ("WXDi-P01-076", "Musuzaku, Phantom Terra Beast", Zone.ENER),
]


@pytest.mark.parametrize(("number", "card", "zone"), ATTACKS)
@encodes(*(number for number, *_ in ATTACKS))
def test_attacking_draws_or_charges(table: Table, number: str, card: str, zone: Zone) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["{card}"]
    """)
    game.attack(card)
    assert game.count(0, zone) == 1


@encodes("WXDi-P01-055")
def test_amethystal_may_discard_to_draw_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Amethystal, Natural Crystal"]
            hand: ["{ROMAIL}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack("Amethystal, Natural Crystal")
    game.accept()
    assert game.names(0, Zone.HAND) == [BUFFALO] and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P01-072")
def test_hyakkoko_charges_when_it_attacks_with_5000_power(table: Table) -> None:
    for boost, charged in ((3000, 1), (2000, 0)):
        game = table("""
            phase: attack
            players:
              - signi: ["Hyakkoko, Phantom Terra Beast"]
        """)
        game.game.add_power(game.card("Hyakkoko, Phantom Terra Beast"), boost)
        game.attack("Hyakkoko, Phantom Terra Beast")
        assert game.count(0, Zone.ENER) == charged


def attack_revealing(table: Table, card: str, top: str, extra: str = "") -> Play:
    game = table(f"""
        phase: attack
        players:
          - signi: ["{card}"]
            deck: ["{top}", "{BUFFALO}"]
            {extra}
          - signi: [~, "{ROMAIL}"]  # not in front of the attacker
    """)
    game.attack(card)
    return game


@encodes("WXDi-P01-048")
def test_alphard_draws_when_the_revealed_card_is_a_level_one_signi(table: Table) -> None:
    assert attack_revealing(table, "Alphard, Natural Planet", ROMAIL).names(0, Zone.HAND) == [
        ROMAIL
    ]
    assert attack_revealing(table, "Alphard, Natural Planet", KOALALA).count(0, Zone.HAND) == 0


@encodes("WXDi-P01-074")
def test_pavo_adds_an_ener_signi_when_the_revealed_card_is_level_one(table: Table) -> None:
    ener = f'ener: ["{KOALALA}"]'
    game = attack_revealing(table, "Pavo, Natural Planet", ROMAIL, ener)
    game.target(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]
    game = attack_revealing(table, "Pavo, Natural Planet", KOALALA, ener)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P01-059")
def test_carina_pays_to_vanish_when_the_revealed_card_is_level_one(table: Table) -> None:
    ener = f'ener: ["{BUFFALO}"]'
    game = attack_revealing(table, "Carina, Natural Planet", ROMAIL, ener)
    game.accept()
    assert game.zone_of(ROMAIL, 1) == Zone.ENER
    game = attack_revealing(table, "Carina, Natural Planet", KOALALA, ener)
    assert game.zone_of(ROMAIL, 1) == Zone.SIGNI and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P01-079")
def test_sgathaich_gives_minus_3000_with_twenty_cards_in_the_trash(table: Table) -> None:
    for trash, power in ((20, 2000), (19, 5000)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Sgathaich, Doomed General"]
                trash: {[ROMAIL] * trash}
              - signi: [~, "{BUFFALO}"]
        """)
        game.attack("Sgathaich, Doomed General")
        assert game.power(BUFFALO, 1) == power


@encodes("WXDi-P01-083")
def test_paimon_may_trash_a_signi_for_minus_5000(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Paimon, Doomed Evil", "{ROMAIL}"]
          - signi: [~, ~, "{KOALALA}"]
    """)
    game.attack("Paimon, Doomed Evil")
    game.accept()
    game.choose(ROMAIL)
    assert game.zone_of(ROMAIL) == Zone.TRASH and game.power(KOALALA) == 5000


# [Enter] Pay 1 colorless: --N power: (number, card, power left of Koalala)
MINUS_ON_ENTER = [
    ("WXDi-P01-084", "Gram, High Armed", 7000),
    ("WXDi-P01-081", "Fragarach, Lightly Armed", 8000),
]


@pytest.mark.parametrize(("number", "card", "power"), MINUS_ON_ENTER)
@encodes(*(number for number, *_ in MINUS_ON_ENTER))
def test_paying_on_entering_gives_minus_power(
    table: Table, number: str, card: str, power: int
) -> None:
    game = table(f"""
        players:
          - hand: ["{card}"]
            ener: ["{ROMAIL}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(card, 0)
    game.accept()
    assert game.power(KOALALA) == power and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P01-061", "WXDi-P01-064", "WXDi-P01-080")
def test_charon_pays_to_draw_regalecus_loots_and_baal_mills_on_entering(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Charon, Azure Angel", "Regalecus, Phantom Aquatic Beast",
                   "Baal, Doomed Evil"]
            ener: ["{BUFFALO}"]
            deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play("Charon, Azure Angel", 0)
    game.accept()
    assert game.names(0, Zone.HAND)[-1] == ROMAIL
    game.play("Regalecus, Phantom Aquatic Beast", 1)
    game.discard(ROMAIL)
    assert game.names(0, Zone.TRASH) == [BUFFALO, ROMAIL]  # the Ener paid, the discard
    game.play("Baal, Doomed Evil", 2)
    assert game.count(0, Zone.TRASH) == 5 and game.count(0, Zone.DECK) == 1


@encodes("WXDi-P01-065")
def test_cocytus_freezes_on_entering(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Cocytus, Azure Angel"]
          - signi: ["{KOALALA}"]
    """)
    game.play("Cocytus, Azure Angel", 0)
    assert game.game.frozen[game.card(KOALALA)]


@encodes("WXDi-P01-073")
def test_skadi_gives_another_angel_a_charge_on_attacking(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Skadi, Jade Angel"]
            signi: [~, "{RAPHAE}", "{BUFFALO}"]
          - life: {[BUFFALO] * 3}
    """)
    game.play("Skadi, Jade Angel", 0)
    game.end_main()
    game.attack(BUFFALO)
    assert game.count(0, Zone.ENER) == 0
    game.attack(RAPHAE)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P01-078")
def test_azrael_pays_two_to_add_an_angel_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Azrael, Doomed Angel"]
            ener: ["{ROMAIL}", "{ROMAIL}"]
            trash: ["{RAPHAE}", "{BUFFALO}"]
    """)
    game.play("Azrael, Doomed Angel", 0)
    game.accept()
    assert game.names(0, Zone.HAND) == [RAPHAE]


@encodes("WXDi-P01-057")
def test_rama_gives_every_signi_of_its_side_3000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Rama, Crimson Angel"]
            signi: [~, "{ROMAIL}"]
          - signi: ["{BUFFALO}"]
    """)
    game.play("Rama, Crimson Angel", 0)
    assert game.power("Rama, Crimson Angel") == 11000 and game.power(ROMAIL, 0) == 5000
    assert game.power(BUFFALO, 1) == 5000


@encodes("WXDi-P01-045")
def test_haniel_pays_to_add_a_level_two_or_less_signi_of_the_top_three(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Haniel, Blessed Angel"]
            ener: ["{ROMAIL}"]
            deck: ["Athena, Blessed Angel", "{KOALALA}", "Trouble", "{BUFFALO}"]
    """)
    game.play("Haniel, Blessed Angel", 0)
    game.accept()
    assert "choose Athena, Blessed Angel" not in game.options()  # level three
    game.choose(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]


@encodes("WXDi-P01-063")
def test_antila_puts_a_level_one_signi_without_guard_on_top_of_the_deck(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Antila, Natural Planet"]
            trash: ["Servant #", "{ROMAIL}", "{KOALALA}"]
            deck: ["{BUFFALO}"]
    """)
    game.play("Antila, Natural Planet", 0)
    game.choose(ROMAIL)
    assert game.zone_of(ROMAIL) == Zone.DECK  # Servant # has a Guard icon, Koalala is level 2
    assert game.names(0, Zone.DECK)[-1] == ROMAIL


@encodes("WXDi-P01-068", "WXDi-P01-052", "WXDi-P01-060", "WXDi-P01-077")
def test_trouble_draws_stand_up_adds_a_guard_signi_and_vanishing_spells(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Trouble", "Stand Up", "Resonating Sound of Destruction", "Great Snake"]
            ener: {[ROMAIL] * 6 + [SARA] * 2 + [BUFFALO] * 4}
            trash: ["Servant #", "{ROMAIL}"]
            deck: {[BUFFALO] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "Athena, Blessed Angel", "{SARA}"]
    """)
    game.use("Trouble")
    game.pay(BUFFALO, BUFFALO)
    assert game.count(0, Zone.HAND) == 3 + 3
    game.use("Stand Up")  # paid with the two white cards there are
    assert game.zone_of("Servant #", 0) == Zone.HAND  # the only one with a Guard icon
    game.game.add_power(game.card("Athena, Blessed Angel"), 3000)  # 15000
    game.use("Great Snake")
    game.pay(BUFFALO, BUFFALO)
    assert game.zone_of("Athena, Blessed Angel") == Zone.ENER  # the only one of 15000
    game.game.add_power(game.card(SARA, 1), 8000)  # 13000
    game.use("Resonating Sound of Destruction")
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(SARA, 1) == Zone.SIGNI


@encodes("WXDi-P01-085")
def test_dagger_zwei_gives_minus_5000_with_fifteen_cards_in_the_trash(table: Table) -> None:
    for trash, power in ((15, 5000), (14, 8000)):
        game = table(f"""
            players:
              - signi: ["Dagger Type: Zwei"]
                trash: {[ROMAIL] * trash}
              - signi: ["{KOALALA}"]
        """)
        game.action("Dagger Type: Zwei")
        assert game.power(KOALALA, 1) == power


@encodes("WXDi-P01-054")
def test_yue_fei_vanishes_up_to_5000_with_5000_power_else_up_to_2000(table: Table) -> None:
    for boost, zone in ((3000, Zone.ENER), (2000, Zone.SIGNI)):
        game = table(f"""
            players:
              - signi: ["Yue Fei, Crimson General"]
              - signi: ["{SARA}"]
        """)
        game.game.add_power(game.card("Yue Fei, Crimson General"), boost)
        game.action("Yue Fei, Crimson General")
        assert game.zone_of(SARA, 1) == zone


@encodes("WXDi-P01-056")
def test_c2h2_pays_three_and_trashes_itself_to_vanish_up_to_12000(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["C2H2, Natural Element"]
            ener: {[ROMAIL] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["Athena, Blessed Angel"]
    """)
    game.action("C2H2, Natural Element")
    game.pay()
    assert game.zone_of("C2H2, Natural Element") == Zone.TRASH
    assert game.zone_of("Athena, Blessed Angel") == Zone.ENER


@encodes("WXDi-P01-069", "WXDi-P01-051")
def test_garmr_counts_angels_in_the_ener_zone_and_salangidae_cards_in_hand(
    table: Table,
) -> None:
    for count, bonus in ((3, 4000), (2, 0)):
        game = table(f"""
            players:
              - signi: ["Garmr, Jade Angel", "Salangidae, Phantom Aquatic Beast"]
                ener: {[RAPHAE] * count + [BUFFALO]}
                hand: {[BUFFALO] * (count + 1)}
        """)
        assert game.power("Garmr, Jade Angel") == 3000 + bonus
        assert game.power("Salangidae, Phantom Aquatic Beast") == 8000 + bonus


@encodes("WXDi-P01-070")
def test_maid_marian_pays_to_add_a_brave_signi_from_the_ener_zone_when_vanished(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - signi: ["Maid Marian, Jade General"]
            ener: ["{PERCIVAL}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.attack(KOALALA)
    game.accept()
    game.pay(BUFFALO)
    game.target(PERCIVAL)  # Maid Marian, a <<Brave>> SIGNI, is in the Ener Zone too
    assert game.names(0, Zone.HAND) == [PERCIVAL]


# Three LRIGs of one team, the Center of level three.
UNIVERSE = lrigs(
    ["Newborn Nova", "Nova, Prelude", "Nova, Fighting Spirit", "Nova, Skyfeather"],
    left=["Newborn Bang", "Bang =Pianissimo="],
    right=["Newborn Dr. Tamago", "Tamago =Beating="],
)
NO_LIMIT = lrigs(
    [
        "Hirana, a Spark of Hope",
        "Hirana, a Dream of a Miracle",
        "Hirana, a Glimpse of the Truth",
        "Hirana, a Step Towards the Top",
    ],
    left=["Akino, Bound for the Future", "Akino*Rock"],
    right=["Rei, On the Wings of Tomorrow", "Rei*Flash Blade"],
)
DIAGRAM = lrigs(
    ["Muzica START", "Muzica, Vogue 1", "Muzica, Vogue 2", "Muzica, Vogue 3"],
    left=["Madoka START", "Madoka//Float"],
    right=["Sanga START", "Sanga//Aerial"],
)


@encodes("WXDi-P01-038")
def test_fenrir_freezes_two_and_with_its_team_makes_the_opponent_discard(
    table: Table,
) -> None:
    for lrig, discarded in ((UNIVERSE, 1), (lrigs(AT3), 0)):
        game = table(f"""
            players:
              - lrig: {lrig}
                hand: ["Fenrir, Azure Evil Queen"]
              - signi: ["{KOALALA}", "{BUFFALO}", "{ROMAIL}"]
                hand: ["{ROMAIL}"]
        """)
        game.play("Fenrir, Azure Evil Queen", 0)
        game.target(KOALALA, BUFFALO)
        buffalo = game.card(BUFFALO, 1, Zone.SIGNI)
        assert game.game.frozen[game.card(KOALALA)] and game.game.frozen[buffalo]
        assert not game.game.frozen[game.card(ROMAIL, 1, Zone.SIGNI)]
        game.end_main()
        assert game.count(1, Zone.TRASH) == discarded


@encodes("WXDi-P01-037")
def test_rose_quartz_pays_to_vanish_with_its_team_and_loots_two_when_attacking(
    table: Table,
) -> None:
    for lrig, vanished in ((NO_LIMIT, True), (lrigs(AT3), False)):
        game = table(f"""
            players:
              - lrig: {lrig}
                hand: ["Rose Quartz, Natural Crystal Brilliance", "{ROMAIL}", "{BUFFALO}"]
                ener: {[ROMAIL] * 2}
                deck: {[KOALALA] * 3}
              - lrig: {lrigs(LIZE3)}
                signi: [~, "Athena, Blessed Angel"]
                life: {[BUFFALO] * 3}
        """)
        game.play("Rose Quartz, Natural Crystal Brilliance", 0)
        if vanished:
            game.accept()
        assert (game.zone_of("Athena, Blessed Angel") == Zone.ENER) == vanished
        game.end_main()
        game.attack("Rose Quartz, Natural Crystal Brilliance")
        game.accept()
        game.discard(ROMAIL)  # then Buffalo, the only card left
        assert sorted(game.names(0, Zone.HAND)) == [KOALALA, KOALALA]


@encodes("WXDi-P01-044")
def test_lanling_mills_five_with_its_team_and_pays_for_minus_power(table: Table) -> None:
    for trash, power in ((19, 2000), (18, 7000)):  # the Ener paid goes to the trash too
        game = table(f"""
            players:
              - lrig: {DIAGRAM}
                hand: ["Lanling Type: Drei"]
                ener: ["Sara Hoshikawa, Code 2434"]
                trash: {[KOALALA] * trash}
              - lrig: {lrigs(LIZE3)}
                signi: ["Athena, Blessed Angel"]
                deck: {[BUFFALO] * 8}
                life: {[BUFFALO] * 3}
        """)
        game.play("Lanling Type: Drei", 0)
        game.accept()
        assert game.power("Athena, Blessed Angel") == power
    game.end_main()
    game.attack("Lanling Type: Drei")
    game.mode(1)  # the opponent's deck
    assert game.count(1, Zone.TRASH) == 5


@encodes("WXDi-P01-033")
def test_arcgwyn_has_shadow_in_the_opponents_turn_and_pays_to_find_a_signi(
    table: Table,
) -> None:
    arcgwyn = "Arcgwyn, Blessed Angel Queen"
    for turn_player, shadow in ((1, True), (0, False)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{arcgwyn}"]
        """)
        assert game.game.has_keyword(game.card(arcgwyn), KW.SHADOW) == shadow
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{arcgwyn}"]
            ener: ["{SARA}"]
            deck: ["Trouble", "{ROMAIL}", "{BUFFALO}", "{KOALALA}"]
    """)
    game.play(arcgwyn, 0)
    game.accept()
    game.choose(ROMAIL)
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P01-033")
def test_arcgwyn_life_burst_bounces_an_upped_signi_or_draws(table: Table) -> None:
    game = burst(table, "Arcgwyn, Blessed Angel Queen")
    game.mode(0)
    assert game.zone_of(KOALALA, 1) == Zone.HAND  # the only upped SIGNI
    game = burst(table, "Arcgwyn, Blessed Angel Queen")
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


# PIECEs, Assist LRIGs and more of the booster: one test per card, its abilities in order.

TAWIL = "Tawil =Noll=, Awakened One"  # red
UMR = "Umr =Noll=, Key to Salvation"  # blue
TOKO = "Toko, Level 0"  # black
ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
CHIHIRO = "Chihiro Yuki, Code 2434"  # level 1, 3000, white
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla
AKINO = "Akino, Bound for the Future"
REI = "Rei, On the Wings of Tomorrow"
LOVIT = "DJ LOVIT - Standby"
WOLF = "VJ WOLF - Standby"
NOVA = "Newborn Nova"
BANG = "Newborn Bang"
MADOKA = "Madoka START"
SANGA = "Sanga START"
ANCIENT = lrigs(AT3, left=TAWIL, right=UMR)  # green, red, blue


def piece(table: Table, name: str, lrig: str, mine: str = "", theirs: str = "") -> Play:
    """Player 0 uses the PIECE `name` with the LRIG field `lrig` (three LRIGs: a PIECE
    needs them), with six cards in the Ener Zone."""
    game = table(f"""
        players:
          - lrig: {lrig}
            lrig_deck: ["{name}"]
            ener: {[BUFFALO] * 6}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.use(name)
    return game


@encodes("WXDi-P01-002")
def test_silent_assassin_gives_assassin_while_a_signi_of_12000_is_in_front(
    table: Table,
) -> None:
    game = piece(
        table,
        "Silent Assassin",
        ANCIENT,
        mine=f'signi: ["{ROMAIL}", "{CAMELOPAR}"]',
        theirs=f'signi: ["{ATHENA}", "{KOALALA}"]',
    )
    game.target(ROMAIL, CAMELOPAR)
    romail, camelopar = game.card(ROMAIL, 0, Zone.SIGNI), game.card(CAMELOPAR, 0, Zone.SIGNI)
    assert game.game.has_keyword(romail, KW.ASSASSIN)  # Athena (12000) in front
    assert not game.game.has_keyword(camelopar, KW.ASSASSIN)  # Koalala (10000)
    game.game.add_power(game.card(KOALALA, 1), 2000)
    assert game.game.has_keyword(camelopar, KW.ASSASSIN)


@encodes("WXDi-P01-003")
def test_great_reversal_trashes_two_frozen_signi(table: Table) -> None:
    game = piece(
        table,
        "Great! Re - ver - sal!",
        lrigs(LIZE3, left=UMR, right=TAWIL),
        theirs=f'signi: ["{KOALALA} (frozen)", "{ROMAIL} (frozen)", "{ATHENA}"]',
    )
    game.target(KOALALA, ROMAIL)
    assert game.names(1, Zone.TRASH) == [KOALALA, ROMAIL]
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI


@encodes("WXDi-P01-004")
def test_code_lo_adds_a_life_cloth_only_when_there_is_none(table: Table) -> None:
    for life, after in (("", 1), (f'life: ["{ROMAIL}"]', 1)):
        game = piece(table, "Code: L/O", ANCIENT, mine=life)
        assert game.count(0, Zone.LIFE) == after


@encodes("WXDi-P01-005")
def test_nightmare_step_puts_every_opposing_signi_into_the_ener_zone_with_25_in_trash(
    table: Table,
) -> None:
    for trash, zone in ((19, Zone.ENER), (18, Zone.SIGNI)):  # and the six cards paid
        game = piece(
            table,
            "Nightmare■Step",
            lrigs(AT3, left=TOKO, right=UMR),
            mine=f"trash: {[ROMAIL] * trash}",
            theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
        )
        assert game.zone_of(KOALALA, 1) == zone and game.zone_of(ATHENA, 1) == zone


@encodes("WXDi-P01-006")
def test_never_surrender_adds_two_signi_without_guard_with_an_empty_hand(table: Table) -> None:
    trash = f'trash: ["{ROMAIL}", "{KOALALA}", "Servant #"]'
    game = piece(table, "Never Surrender", ANCIENT, mine=trash)
    assert "choose Servant #" not in game.options()
    game.target(ROMAIL, KOALALA)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, ROMAIL]
    game = piece(table, "Never Surrender", ANCIENT, mine=f'{trash}\n            hand: ["{MAO}"]')
    assert game.names(0, Zone.HAND) == [MAO]


@encodes("WXDi-P01-008")
def test_kyururi_kyururira_draws_and_charges(table: Table) -> None:
    game = piece(table, "Kyururi ☆ Kyururira", ANCIENT)
    assert game.count(0, Zone.HAND) == 1
    assert game.count(0, Zone.ENER) == 6 + 1  # no cost, one charged


@encodes("WXDi-P01-009")
def test_akino_thumbs_up_reveals_a_white_and_a_red_signi(table: Table) -> None:
    game = grown(
        table,
        "Akino*Thumbs Up!",
        [AKINO],
        mine=f'deck: ["{BUFFALO}", "{SARA}", "{ROMAIL}", "{CHIHIRO}", "{KOALALA}"]',
    )
    game.choose(SARA)  # white
    game.choose(ROMAIL)  # red
    assert sorted(game.names(0, Zone.HAND)) == [ROMAIL, SARA]
    assert game.count(0, Zone.DECK) == 3


@encodes("WXDi-P01-010")
def test_akino_peace_returns_a_signi_of_each_level_for_rising_costs(table: Table) -> None:
    game = grown(
        table,
        "Akino*Peace!",
        [AKINO, "Akino*Rock"],
        mine=f'hand: ["{MAO}", "{CHIHIRO}", "{CAMELOPAR}"]\n            ener: {[BUFFALO] * 6}',
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", "{ATHENA}"]',
    )
    game.first()  # level one: Romail, the only one
    game.first()
    game.accept()  # pay 2 and discard a card: level two
    game.discard(MAO)
    game.accept()  # pay 2 and discard two cards: level three
    game.discard(CHIHIRO)  # and Camelopar
    assert game.names(1, Zone.HAND) == [ROMAIL, KOALALA, ATHENA]
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P01-011")
def test_akino_bye_bye_bounces_and_pays_for_a_guard_signi(table: Table) -> None:
    game = grown(
        table,
        "Akino*Bye - Bye!",
        [AKINO, "Akino*Rock"],
        mine=f'ener: {[SARA] * 4}\n            trash: ["Servant #", "{ROMAIL}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    game.accept()
    assert game.names(1, Zone.HAND) == [KOALALA]
    assert game.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-P01-012")
def test_rei_lunar_blossom_draws_and_the_opponent_discards_at_random(table: Table) -> None:
    game = grown(table, "Rei*Lunar Blossom", [REI], theirs=f'hand: ["{KOALALA}"]')
    assert game.count(0, Zone.HAND) == 1
    assert game.names(1, Zone.TRASH) == [KOALALA]


@encodes("WXDi-P01-014")
def test_rei_rending_blade_downs_two_then_pays_to_down_one_more(table: Table) -> None:
    game = grown(
        table,
        "Rei*Rending Blade",
        [REI, "Rei*Flash Blade"],
        mine=f"ener: {[BUFFALO] * 7}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", "{ATHENA}"]',
    )
    game.first()
    game.target(ROMAIL, KOALALA)
    game.accept()
    game.target(ATHENA)
    downed = game.game.downed
    assert all(downed[game.card(name, 1)] for name in (ROMAIL, KOALALA, ATHENA))


@encodes("WXDi-P01-015")
def test_lovit_scratch_x2_pays_and_discards_for_double_crush(table: Table) -> None:
    game = grown(
        table,
        "DJ LOVIT - SCRATCHx2",
        [LOVIT],
        mine=f'ener: ["{ROMAIL}"]\n            hand: ["{MAO}"]\n            signi: ["{KOALALA}"]',
    )
    game.accept()
    assert game.game.has_keyword(game.card(KOALALA, 0), KW.DOUBLE_CRUSH)
    assert sorted(game.names(0, Zone.TRASH)) == [MAO, ROMAIL]


@encodes("WXDi-P01-016")
def test_lovit_beatjug_vanishes_two_signi_of_10000_or_less(table: Table) -> None:
    game = grown(
        table,
        "DJ LOVIT - BEATJUG",
        [LOVIT, "DJ LOVIT - SCRATCH"],
        mine=f"ener: {[ROMAIL] * 6}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", "{ATHENA}"]',
    )
    game.first()
    game.target(KOALALA)
    game.accept()  # Romail is the only one left
    assert game.names(1, Zone.ENER) == [KOALALA, ROMAIL]
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI


@encodes("WXDi-P01-017")
def test_lovit_crossfade_vanishes_and_pays_to_crush_a_life_cloth(table: Table) -> None:
    game = grown(
        table,
        "DJ LOVIT - CROSSFADE",
        [LOVIT, "DJ LOVIT - SCRATCH"],
        mine=f"ener: {[ROMAIL] * 6}",
        theirs=f'signi: ["{ATHENA}"]\n            life: {[BUFFALO] * 2}',
    )
    game.first()
    game.accept()
    assert game.zone_of(ATHENA, 1) == Zone.ENER
    assert game.count(1, Zone.LIFE) == 1


@encodes("WXDi-P01-018")
def test_wolf_laser_charges_two_cards_sharing_a_color_with_the_center(table: Table) -> None:
    game = grown(
        table,
        "VJ WOLF - LASER",
        [WOLF],  # the Center At is green
        mine=f'deck: ["{BUFFALO}", "{KOALALA}", "{ROMAIL}", "{CAMELOPAR}", "{SARA}"]',
    )
    assert "choose " + ROMAIL not in game.options() and "choose " + SARA not in game.options()
    game.choose(KOALALA, CAMELOPAR)
    assert sorted(game.names(0, Zone.ENER)) == [CAMELOPAR, KOALALA]


@encodes("WXDi-P01-019")
def test_wolf_stream_vanishes_every_signi_of_13000_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[WOLF, "VJ WOLF - CUE"])}
            lrig_deck: ["VJ WOLF - STREAM"]
            ener: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}", "{KOALALA}", "{ROMAIL}"]
    """)
    game.game.add_power(game.card(ATHENA, 1), 1000)
    game.game.add_power(game.card(KOALALA, 1), 3000)
    game.grow("VJ WOLF - STREAM")
    assert game.names(1, Zone.ENER) == [ATHENA, KOALALA]
    assert game.zone_of(ROMAIL, 1) == Zone.SIGNI


@encodes("WXDi-P01-021")
def test_nova_mute_pays_and_discards_so_a_signi_cannot_attack(table: Table) -> None:
    game = grown(
        table,
        "Nova =Mute=",
        [NOVA],
        mine=f'ener: ["{ROMAIL}"]\n            hand: ["{MAO}"]',
        theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
    )
    game.accept()
    game.target(KOALALA)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    assert not game.game.has_keyword(game.card(ATHENA, 1), KW.CANT_ATTACK)


@encodes("WXDi-P01-022")
def test_nova_slash_trashes_and_pays_to_reveal_a_signi_of_the_top_five(table: Table) -> None:
    game = grown(
        table,
        "Nova =Slash=",
        [NOVA, "Nova =Dirty="],
        mine=f'ener: {[SARA] * 4}\n            deck: ["Polygenesis", "{ROMAIL}", "{BUFFALO}"]',
        theirs=f'signi: ["{KOALALA}"]',
    )
    game.first()
    game.accept()
    game.choose(ROMAIL)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P01-023")
def test_nova_supernova_returns_every_opposing_signi(table: Table) -> None:
    game = grown(
        table,
        "Nova =Supernova=",
        [NOVA, "Nova =Dirty="],
        mine=f"ener: {[BUFFALO] * 7}",
        theirs=f'signi: ["{KOALALA}", "{ATHENA}", "{ROMAIL}"]',
    )
    assert sorted(game.names(1, Zone.HAND)) == sorted([KOALALA, ATHENA, ROMAIL])


@encodes("WXDi-P01-024")
def test_bang_pianissimo_vanishes_a_level_three_and_adds_a_signi_from_the_ener_zone(
    table: Table,
) -> None:
    game = grown(
        table,
        "Bang =Pianissimo=",
        [BANG],
        mine=f'ener: ["{ROMAIL}", "Polygenesis"]',
        theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
    )
    game.target(ROMAIL)  # up to one: the only SIGNI; Athena is the only level three
    assert game.zone_of(ATHENA, 1) == Zone.ENER
    assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P01-025")
def test_bang_da_capo_prevents_the_next_damage_and_pays_to_prevent_one_more(
    table: Table,
) -> None:
    game = grown(
        table,
        "Bang =Da Capo=",
        [BANG, "Bang =Crescendo="],
        mine=f"ener: {[BUFFALO] * 4}\n            life: {[BUFFALO] * 3}",
    )
    game.first()
    game.accept()
    for _ in range(3):
        game.game.damage(0)
    assert game.count(0, Zone.LIFE) == 2  # two damages prevented


@encodes("WXDi-P01-027")
def test_madoka_slide_pays_to_put_a_level_two_or_less_on_the_bottom(table: Table) -> None:
    game = grown(
        table,
        "Madoka//Slide",
        [MADOKA],
        mine=f'ener: ["{BUFFALO}"]',
        theirs=f'signi: ["{KOALALA}", "{ATHENA}"]',
    )
    game.accept()
    assert game.names(1, Zone.DECK)[0] == KOALALA  # Athena is level three


@encodes("WXDi-P01-029")
def test_madoka_clap_downs_for_free_for_a_discard_and_for_ener(table: Table) -> None:
    game = grown(
        table,
        "Madoka//Clap",
        [MADOKA, "Madoka//Float"],
        mine=f'ener: {["Baphomet, Doomed Evil"] * 5}\n            hand: ["{MAO}", "{SARA}"]',
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", "{ATHENA}"]',
    )
    game.first()
    game.target(ROMAIL)
    game.first()
    game.accept()  # discard two cards
    game.discard(MAO)  # and Sara
    game.target(KOALALA)
    game.accept()  # pay 1 black and 2 colorless
    game.target(ATHENA)
    downed = game.game.downed
    assert all(downed[game.card(name, 1)] for name in (ROMAIL, KOALALA, ATHENA))
    assert game.count(0, Zone.HAND) == 0


@encodes("WXDi-P01-030")
def test_sanga_swing_puts_two_cards_without_guard_from_the_trash_into_the_ener_zone(
    table: Table,
) -> None:
    game = grown(
        table, "Sanga//Swing", [SANGA], mine=f'trash: ["Polygenesis", "Servant #", "{ROMAIL}"]'
    )
    assert "choose Servant #" not in game.options()
    game.choose("Polygenesis", ROMAIL)
    assert sorted(game.names(0, Zone.ENER)) == ["Polygenesis", ROMAIL]


@encodes("WXDi-P01-031")
def test_sanga_strike_vanishes_and_pays_to_prevent_damage(table: Table) -> None:
    game = grown(
        table,
        "Sanga//Strike",
        [SANGA, "Sanga//Aerial"],
        mine=f"ener: {[BUFFALO] * 6}\n            life: {[BUFFALO] * 2}",
        theirs=f'signi: ["{ATHENA}"]',
    )
    game.first()
    game.accept()
    assert game.zone_of(ATHENA, 1) == Zone.ENER
    game.game.damage(0)
    assert game.count(0, Zone.LIFE) == 2


@encodes("WXDi-P01-032")
def test_sanga_parallel_puts_a_signi_from_the_ener_zone_and_pays_to_vanish(
    table: Table,
) -> None:
    game = grown(
        table,
        "Sanga//Parallel",
        [SANGA, "Sanga//Aerial"],
        mine=f"ener: {[BUFFALO] * 5}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}"]',
    )
    game.first()
    game.into(0)  # a Water Buffalo
    game.accept()
    assert game.names(0, Zone.SIGNI)[0] == BUFFALO
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 or more


ANDRAS = "Andras, Blessed Evil"
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, black <<Demon>>


@encodes("WXDi-P01-047")
def test_andras_discards_to_reveal_a_demon_and_its_burst_stops_an_attacker(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{ANDRAS}", "{MAO}"]
            deck: ["{ROMAIL}", "{BAPHOMET}", "{SARA}"]
    """)
    game.play(ANDRAS, 0)
    game.accept()  # discard Mao, the only other card
    assert "choose " + ROMAIL not in game.options()
    game.choose(BAPHOMET)
    assert game.names(0, Zone.HAND) == [BAPHOMET] and game.names(0, Zone.TRASH) == [MAO]
    game = burst(table, ANDRAS)
    game.target(KOALALA)
    assert game.game.has_keyword(game.card(KOALALA, 1), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P01-058")
def test_shokudai_kiri_pays_so_a_level_three_signi_vanishes_when_it_attacks(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Shokudai - kiri, High Armed"]
            signi: ["{ATHENA}", ~, "{BUFFALO}"]
            ener: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{KOALALA}"]
            life: {[BUFFALO] * 2}
    """)
    game.play("Shokudai - kiri, High Armed", 1)
    game.accept()  # Athena is the only level three SIGNI
    game.end_main()
    game.attack(ATHENA)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER  # the only one of 8000 or less
    game.attack(BUFFALO)  # it did not gain the ability
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-P01-062")
def test_bradamante_makes_a_frozen_signi_vanish_at_end_of_turn_and_its_owner_discard(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Bradamante, Azure General"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA} (frozen)", "{ROMAIL}"]
            hand: ["{MAO}"]
    """)
    game.play("Bradamante, Azure General", 0)  # Koalala is the only frozen SIGNI
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.names(1, Zone.TRASH) == [MAO]  # its controller discarded
    assert game.zone_of(ROMAIL, 1) == Zone.SIGNI


HOROLOGIUM = "Horologium, Natural Planet"


@encodes("WXDi-P01-082")
def test_horologium_reveals_a_level_one_signi_to_add_one_and_discard(table: Table) -> None:
    def attack(top: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - signi: ["{HOROLOGIUM}"]
                deck: ["{top}", "{BUFFALO}"]
                trash: ["{KOALALA}", "Servant #"]
                hand: ["{MAO}"]
        """)
        game.attack(HOROLOGIUM)
        return game

    game = attack(ROMAIL)  # level one: Koalala (no [Guard] icon) added, then a discard
    game.discard(MAO)
    assert game.names(0, Zone.HAND) == [KOALALA] and game.names(0, Zone.TRASH) == [
        "Servant #",
        MAO,
    ]
    game = attack(KOALALA)  # level two: nothing
    assert game.names(0, Zone.HAND) == [MAO]


@encodes("WXDi-P01-046")
def test_zhao_yun_in_the_opponents_turn_is_shadowed_from_level_two_or_less_signi(
    table: Table,
) -> None:
    def targetable(turn_player: int) -> tuple[bool, bool]:
        game = table(f"""
            turn_player: {turn_player}
            turn: {3 + turn_player}
            players:
              - signi: ["Zhao Yun, Blessed General"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "Tobiel, Full Armed"]
        """)
        zhao_yun = game.card("Zhao Yun, Blessed General")
        level_two, level_three = game.card(KOALALA), game.card("Tobiel, Full Armed")
        return (
            game.is_targetable(zhao_yun, 1, level_two),
            game.is_targetable(zhao_yun, 1, level_three),
        )

    assert targetable(turn_player=1) == (False, True)
    assert targetable(turn_player=0) == (True, True)


MADOKA_ASSIST = ["Madoka", "Madoka, Vogue 1"]


@encodes("WXDi-P01-028")
@pytest.mark.parametrize("discards", [True, False])
def test_madoka_break_puts_a_signi_on_the_bottom_unless_two_cards_are_discarded(
    table: Table, discards: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=MADOKA_ASSIST)}
            lrig_deck: ["Madoka//Break"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow("Madoka//Break")
    game.first()  # the [Enter] ability without a cost first (the other cannot be paid)
    if discards:
        game.accept()  # the two cards of the hand are discarded
        assert game.zone_of(KOALALA) == Zone.SIGNI and game.count(1, Zone.HAND) == 0
    else:
        game.decline()
        assert game.zone_of(KOALALA) == Zone.DECK


@encodes("WXDi-P01-071")
def test_vassago_charges_when_a_cost_puts_it_into_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Vassago, Jade Evil"]
            signi: [~, "Bathin, Crimson Evil", "{ROMAIL}"]
            ener: ["{BUFFALO}"]
            deck: ["{BUFFALO}", "{KOALALA}", "{BUFFALO}"]
          - signi: ["Servant #"]
    """)
    game.play("Vassago, Jade Evil", 0)  # +3000 to a SIGNI of yours, and a mill
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 5000 and game.count(0, Zone.TRASH) == 1
    game.action("Bathin, Crimson Evil")  # its cost: another <<Demon>> SIGNI, Vassago
    assert game.zone_of("Vassago, Jade Evil") == Zone.TRASH
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.count(0, Zone.ENER) == 1  # the colorless paid, one charged


OSAGITSUNE = "Osagitsune, Phantom Terra Beast God"
CHURIN = "Churin, Natural Plant"  # [Enter]: in the center SIGNI Zone, [Ener Charge 1]


@encodes("WXDi-P01-042")
def test_osagitsune_boosts_two_and_vanishes_a_big_signi_after_an_ener_charge(
    table: Table,
) -> None:
    def attack_after(charged: bool) -> Play:
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{OSAGITSUNE}", "{CHURIN}"]
                signi: [~, ~, "{BUFFALO}"]
                ener: ["{KOALALA}", "{KOALALA}"]
                deck: {[BUFFALO] * 5!s}
              - lrig: {lrigs(LIZE3)}
                signi: [~, "{ATHENA}"]
                life: ["{BUFFALO}"]
        """)
        game.play(OSAGITSUNE, 0)
        game.target(BUFFALO)  # up to two other SIGNI: one is enough here
        game.done()
        assert game.power(BUFFALO) == 10000
        if charged:
            game.play(CHURIN, 1)  # one card from the deck into the Ener Zone
        game.end_main()
        game.pass_until(lambda play: play.can(play.ActionKind.ATTACK, OSAGITSUNE))
        game.attack(OSAGITSUNE)
        return game

    game = attack_after(charged=True)
    game.accept()
    game.pay(KOALALA, KOALALA)
    assert game.zone_of(ATHENA) == Zone.ENER
    game = attack_after(charged=False)
    assert game.zone_of(ATHENA) == Zone.SIGNI


KAWASAKI = "Kawasaki, Code: Maze"


@encodes("WXDi-P01-087")
def test_kawasaki_trashed_by_a_cost_puts_a_level_two_black_signi_onto_the_field_downed(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Slime Mage, Azure Evil"]
            signi: ["{KAWASAKI}", "{BUFFALO}"]
            ener: {[BUFFALO] * 4!s}
            trash: ["{MAO}", "{SARA}"]
            deck: {[BUFFALO] * 5!s}
          - signi: ["{KOALALA}"]
    """)
    game.play("Slime Mage, Azure Evil", 2)  # its [Enter] cost trashes Kawasaki and Buffalo
    game.accept()
    game.pay()
    game.accept()  # Kawasaki: pay one
    game.pay()
    game.into(0)
    assert game.zone_of(MAO) == Zone.SIGNI and game.downed[game.card(MAO)]
    assert game.zone_of(SARA) == Zone.TRASH  # level one


@encodes("WXDi-P01-087")
def test_kawasaki_enter_puts_a_card_without_guard_from_the_trash_into_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{KAWASAKI}"]
            ener: ["{BUFFALO}"]
            trash: ["Servant #", "{ROMAIL}"]
    """)
    game.play(KAWASAKI, 0)
    game.accept()
    game.pay()
    game.target(ROMAIL)  # the paid Buffalo is in the trash now too
    assert game.zone_of(ROMAIL) == Zone.ENER and game.zone_of("Servant #") == Zone.TRASH
    game = burst(table, KAWASAKI, mine=f'trash: ["Servant #", "{ROMAIL}"]')
    game.mode(1)  # onto the field rather than into the hand
    game.into(1)
    assert game.zone_of(ROMAIL, 0) == Zone.SIGNI


LIBRA = "Libra, Natural Planet Queen"
RAPHAE = "Raphae, Jade Doomed Angel"  # level one


@encodes("WXDi-P01-034")
def test_libra_shuffles_level_one_signi_back_into_the_deck(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LIBRA}"]
            trash: ["{RAPHAE}", "{KOALALA}"]
    """)
    game.play(LIBRA, 0)
    game.target(RAPHAE)  # the level two Koalala is not offered
    assert game.names(0, Zone.TRASH) == [KOALALA]
    assert game.zone_of(RAPHAE, 0) == Zone.DECK


@pytest.mark.parametrize(
    ("deck", "where"), [([BUFFALO, BUFFALO], Zone.TRASH), ([BUFFALO, KOALALA], Zone.ENER)]
)
@encodes("WXDi-P01-034")
def test_libra_vanishes_into_the_trash_after_milling_two_level_one_signi(
    table: Table, deck: list[str], where: Zone
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LIBRA}"]
            ener: ["{LIBRA}"]
            deck: {[*deck, KOALALA, KOALALA, ROMAIL]!s}
          - signi: ["{ROMAIL}"]
    """)
    game.action(LIBRA)
    game.end_main()
    game.attack(LIBRA)  # 12000 against 2000
    assert game.zone_of(ROMAIL, 1) == where


REI_ZERO = "Rei*Absolute Zero"


@pytest.mark.parametrize(
    ("mode", "target", "discards"),
    [(0, KOALALA, True), (1, KOALALA, True), (0, "Guzuko//Memoria, Tragic Party Queen", False)],
)
@encodes("WXDi-P01-013")
def test_rei_absolute_zero_puts_a_signi_on_the_deck_and_a_low_one_costs_a_discard(
    table: Table, mode: int, target: str, discards: bool
) -> None:
    game = grown(
        table,
        REI_ZERO,
        ["Rei, On the Wings of Tomorrow", "Rei*Flash Blade"],
        mine=f"ener: {[BUFFALO] * 3!s}",
        theirs=f"""signi: ["{target}", "{ROMAIL}"]
            hand: ["{ROMAIL}"]
            deck: ["Servant #"]""",
    )
    game.mode(mode)  # (0) on top, (1) at the bottom
    game.target(target)
    assert game.names(1, Zone.DECK)[mode - 1] == target  # listed bottom first
    assert game.count(1, Zone.HAND) == (0 if discards else 1)  # level two or less: discard


MA_CHAO = "Ma Chao, Blessed General"  # white, level 2, 7000


@encodes("WXDi-P01-049")
def test_ma_chao_with_two_life_cloth_gets_3000_and_shadow_from_signi_on_their_turn(
    table: Table,
) -> None:
    def game_with(life: int, turn_player: int) -> Play:
        return table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{MA_CHAO}"]
                life: {[BUFFALO] * life}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                hand: ["Over Pursuit"]
        """)

    theirs = game_with(2, 1)
    ma_chao, spell = theirs.card(MA_CHAO), theirs.card("Over Pursuit")
    koalala = theirs.card(KOALALA)
    assert theirs.power(MA_CHAO) == 7000 + 3000
    assert not theirs.is_targetable(ma_chao, 1, koalala)  # [Shadow -- SIGNI]
    assert theirs.is_targetable(ma_chao, 1, spell)
    mine = game_with(2, 0)
    assert mine.power(MA_CHAO) == 10000 and mine.is_targetable(ma_chao, 1, koalala)
    three = game_with(3, 1)
    assert three.power(MA_CHAO) == 7000 and three.is_targetable(ma_chao, 1, koalala)


@encodes("WXDi-P01-049")
def test_ma_chao_pays_five_to_trash_a_signi_as_it_enters(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MA_CHAO}"]
            ener: ["{MASTEMA}", "{MASTEMA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(MA_CHAO)
    game.accept()  # its whole Ener Zone paid: Koalala, the one target
    assert game.zone_of(KOALALA, 1) == Zone.TRASH and game.count(0, Zone.ENER) == 0


SATURNE = "Saturne, Natural Planet Queen"  # blue, level 3, 12000
ZEUSIAS = "Zeusias, Mugen Crimson Angel Queen"  # level 3


@encodes("WXDi-P01-039")
def test_saturne_makes_level_two_and_three_signi_in_deck_and_trash_level_one(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SATURNE}", ~, ~]
            hand: ["{KOALALA}"]
            deck: ["{KOALALA}", "{ZEUSIAS}"]
            trash: ["{ZEUSIAS}", "{ROMAIL}", "{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            trash: ["{KOALALA}"]
    """)
    level = game.game.level
    for zone in (Zone.DECK, Zone.TRASH):
        assert {level(card) for card in game.ids(ZEUSIAS, 0, zone)} == {1}
        assert level(game.card(KOALALA, 0, zone)) == 1  # level two, in either pile
    assert level(game.card(ROMAIL)) == 1
    assert level(game.card(KOALALA, 0, Zone.HAND)) == 2  # in the hand: as printed
    assert level(game.card(KOALALA, 1, Zone.TRASH)) == 2  # the opponent's
    assert level(game.card(SATURNE)) == 3
    game.game.trash(game.card(SATURNE))  # no longer on the field: as printed
    assert level(game.card(SATURNE)) == 3
    assert {level(card) for card in game.ids(ZEUSIAS, 0, Zone.TRASH)} == {3}


@encodes("WXDi-P01-039")
def test_saturne_keeps_level_one_signi_from_the_opponents_vanish_on_your_turn(
    table: Table,
) -> None:
    def protected(turn_player: int) -> bool:
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{SATURNE}", "{ROMAIL}", ~]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        romail, koalala = game.card(ROMAIL), game.card(KOALALA, 1)
        assert not game.is_protected(game.card(SATURNE), Protection.VANISH, koalala)
        # Your own effects may vanish it: only the opponent's are kept off.
        assert not game.is_protected(romail, Protection.VANISH, game.card(SATURNE))
        return bool(game.is_protected(romail, Protection.VANISH, koalala))

    assert protected(0) and not protected(1)


@encodes("WXDi-P01-039")
def test_saturne_life_burst_downs_two_or_draws(table: Table) -> None:
    game = burst(table, SATURNE)
    game.mode(0)
    game.target(KOALALA, "Servant #")
    assert all(game.downed[game.card(name, 1)] for name in (KOALALA, "Servant #"))


ROBIN = "Robin Hood, Jade General Queen"


@encodes("WXDi-P01-040")
def test_robin_hood_turns_its_field_face_down_attacks_alone_and_turns_them_up(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROBIN}", "{RAPHAE}", "{SARA}"]
            ener: ["{CAMELOPAR}", "{CAMELOPAR}"]
          - signi: ["{KOALALA}", "{ROMAIL}"]
            life: ["{KOALALA}", "{KOALALA}"]
    """)
    game.end_main()  # its attack phase begins: up to two of its SIGNI face down
    game.target(RAPHAE, SARA)
    assert game.zone_of(RAPHAE) == Zone.FACE_DOWN and game.zone_of(SARA) == Zone.FACE_DOWN
    game.attack(ROBIN)  # no other SIGNI: it has the granted [Auto]
    game.accept()
    game.pay()
    assert game.count(1, Zone.SIGNI) == 0 and game.zone_of(ROMAIL, 1) == Zone.ENER
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert game.zone_of(RAPHAE) == Zone.SIGNI and game.zone_of(SARA) == Zone.SIGNI


KIYOSUMI = "Kiyosumi, Code: Maze"


def _next_signi_attack(table: Table, card: str) -> Play:
    """Player 1's Servant # crushes `card` (player 0 has two Life Cloth more), player 0
    uses its Life Burst; Koalala and Buffalo have yet to attack."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["{card}", "Servant #", "Servant #"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{BUFFALO}", "{KOALALA}", "Servant #"]
    """)
    game.attack("Servant #")
    game.burst()
    return game


@encodes("WXDi-P01-075")
def test_kiyosumi_powers_up_in_the_center_rearranges_and_negates_the_next_attack(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT)}
            signi: ["{BUFFALO}", ~, ~]
            hand: ["{KIYOSUMI}", "{KIYOSUMI}"]
          - signi: ["{BUFFALO}", "{KOALALA}", ~]
    """)
    game.play(KIYOSUMI, 1)
    game.accept()  # rearrange your opponent's SIGNI
    game.choose(KOALALA)  # into the left zone
    game.done()
    assert game.names(1, Zone.SIGNI) == [KOALALA, "", BUFFALO]
    center = game.card(KIYOSUMI, 0, Zone.SIGNI)
    assert game.game.power(center) == 12000  # +4000 in the center SIGNI Zone
    (right,) = game.ids(KIYOSUMI, 0, Zone.HAND)
    game.play(KIYOSUMI, 2)
    game.decline()
    assert game.game.power(right) == 8000
    # Life Burst: [Ener Charge 1]; the next SIGNI attack this turn is negated, only it.
    game = _next_signi_attack(table, KIYOSUMI)
    assert sorted(game.names(0, Zone.ENER)) == [KIYOSUMI, BUFFALO]  # crushed, and charged
    assert game.count(0, Zone.LIFE) == 2
    game.attack(KOALALA)
    assert game.count(0, Zone.LIFE) == 2  # negated
    game.attack(BUFFALO)
    assert game.count(0, Zone.LIFE) == 1


BIG_BANG = "Bang =Big Bang="


@encodes("WXDi-P01-026")
def test_bang_big_bang_shuffles_both_fields_and_trashes_in_and_each_player_rebuilds(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Newborn Bang", "Bang =Crescendo="])}
            lrig_deck: ["{BIG_BANG}"]
            signi: ["{BUFFALO}", ~, ~]
            ener: {[BUFFALO] * 7}
            deck: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", ~, ~]
            trash: ["{ROMAIL}"]
            deck: {[BUFFALO] * 6}
    """)
    game.grow(BIG_BANG)  # 7 colorless: into the trash, and shuffled into the deck
    game.pass_until(lambda g: g.decision != DecisionKind.PAYMENT)
    # Nine Water Buffalo in the deck: seven looked at, two of them put onto the field.
    game.choose(BUFFALO, BUFFALO)
    game.done()
    game.pass_until(lambda g: g.game.current_player() == 1)
    assert game.count(0, Zone.SIGNI) == 2 and game.count(0, Zone.TRASH) == 5
    assert game.count(0, Zone.DECK) == 2
    # The opponent's eight cards: five Water Buffalo at least among the seven looked at.
    game.choose(BUFFALO)
    game.done()
    game.pass_until(lambda g: g.game.current_player() == 0)
    assert game.zone_of(KOALALA, 1) != Zone.SIGNI  # shuffled in, and not chosen
    assert game.count(1, Zone.SIGNI) == 1 and game.count(1, Zone.TRASH) == 6
    assert game.count(1, Zone.DECK) == 1
