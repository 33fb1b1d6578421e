"""WXDi-P15: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import ActionKind, Zone
from tests.carddb.table import Play, Table, encodes

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
LOACH = "Kissing Loach, Phantom Aquatic Beast"


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
