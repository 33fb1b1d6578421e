"""WXDi-D08 (Tamayorihime, Hanayo and Midoriko): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

TAMA = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
]
TAMA3 = [*TAMA, "Tamayorihime, Musical Moon Miko"]
HANAYO = "Hanayo, Zero"
MIDORIKO = "WXDi-D08-008"  # "Midoriko, Battle Girl" names two cards
LIFE = str(
    [
        "Water Buffalo, Phantom Aquatic Beast",
        "Koalala, Phantom Terra Beast",
        "Camelopar, Natural Planet",
    ]
)


@encodes("WXDi-D08-006")
def test_hanayo_camellia_vanishes_8000_or_less_then_draws_and_discards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA, left=HANAYO)}
            lrig_deck: ["Hanayo, Camellia"]
            hand: ["Polygenesis"]
            deck: ["Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434", "Kazaki Morinaka, Code 2434"]
    """)
    game.grow("Hanayo, Camellia")  # Mao has 10000: Kazaki (8000) is the only target
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER
    game.discard("Polygenesis")
    assert game.names(0, Zone.HAND) == ["Servant #"]
    assert game.names(0, Zone.TRASH) == ["Polygenesis"]


@encodes("WXDi-D08-009")
def test_midoriko_gemmation_charges_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA, right=MIDORIKO)}
            lrig_deck: ["Midoriko, Gemmation"]
            deck: ["Servant #", "Polygenesis", "Romail, Lightly Armed"]
    """)
    game.grow("Midoriko, Gemmation")
    assert sorted(game.names(0, Zone.ENER)) == ["Polygenesis", "Servant #"]


@encodes("WXDi-D08-010")
def test_midoriko_reinforcement_prevents_the_next_damage_and_gives_5000(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(TAMA, right=[MIDORIKO, "Midoriko, Gemmation"])}
            lrig_deck: ["Midoriko, Reinforcement"]
            signi: [~, ~, "Water Buffalo, Phantom Aquatic Beast"]
            ener: ["Servant #", "Servant #", "Polygenesis"]
            life: {LIFE}
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
    """)
    game.grow("Midoriko, Reinforcement")  # in the defense step of the opponent's turn
    game.pay("Polygenesis")  # the grow cost
    game.first()  # the free ability first
    game.accept()  # pay 2 colorless: the two Servants
    assert game.power("Water Buffalo, Phantom Aquatic Beast") == 10000
    game.attack("Chihiro Yuki, Code 2434")
    assert len(game.players[0].life) == 3  # prevented
    game.attack("Sara Hoshikawa, Code 2434")
    assert len(game.players[0].life) == 2  # only the next damage


@encodes("WXDi-D08-019")
def test_arc_athena_ups_at_the_beginning_of_the_attack_phase_with_an_armed_signi(
    table: Table,
) -> None:
    def upped(signi: str) -> bool:
        game = table(f"""
            players:
              - lrig: {lrigs(TAMA3)}
                signi: {signi}
        """)
        game.end_main()
        return not game.downed[game.card("Arc Athena, Holy Angel")]

    assert upped('["Arc Athena, Holy Angel (downed)", "Romail, Lightly Armed"]')
    assert not upped('["Arc Athena, Holy Angel (downed)", "Chihiro Yuki, Code 2434"]')


@encodes("WXDi-D08-019")
def test_arc_athena_downs_and_pays_to_return_8000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3)}
            signi: ["Arc Athena, Holy Angel"]
            ener: ["Chihiro Yuki, Code 2434"]
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434", "Kazaki Morinaka, Code 2434"]
    """)
    game.action("Arc Athena, Holy Angel")
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.HAND
    assert game.downed[game.card("Arc Athena, Holy Angel")]
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-D08-022")
def test_get_big_bible_adds_two_signi_of_the_top_seven(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3)}
            hand: ["Get Big Bible"]
            ener: ["Chihiro Yuki, Code 2434", "Servant #"]
            deck: ["Polygenesis", "Tobiel, Full Armed", "Servant #", "Polygenesis",
                   "Chihiro Yuki, Code 2434", "Koalala, Phantom Terra Beast",
                   "Romail, Lightly Armed", "Camelopar, Natural Planet"]
    """)
    game.use("Get Big Bible")
    assert "choose Polygenesis" not in game.options()  # a spell
    game.choose("Tobiel, Full Armed", "Koalala, Phantom Terra Beast")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Koalala, Phantom Terra Beast",
        "Tobiel, Full Armed",
    ]
    deck = game.names(0, Zone.DECK)
    assert len(deck) == 6 and deck[-1] == "Camelopar, Natural Planet"  # the rest went under


@encodes("WXDi-D08-022")
def test_get_big_bible_life_burst_returns_an_upped_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(TAMA3)}
            life: ["Get Big Bible"]
          - lrig: {lrigs(AT3)}
            signi: ["Servant #", "Tobiel, Full Armed"]
    """)
    game.attack("Servant #")
    game.burst()
    assert game.zone_of("Tobiel, Full Armed") == Zone.HAND
