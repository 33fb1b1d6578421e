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


@encodes("WXDi-D08-004")
def test_tamayorihime_downs_two_signi_and_pays_to_attack_again_without_abilities(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(TAMA3)}
            signi: ["Chihiro Yuki, Code 2434", "Romail, Lightly Armed", "Camelopar, Natural Planet"]
            ener: ["Chihiro Yuki, Code 2434", "Servant #"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.attack("Chihiro Yuki, Code 2434")  # one SIGNI attacks first: two stay upped
    game.act(game.ActionKind.END_STEP)
    game.attack("Tamayorihime, Musical Moon Miko")
    game.accept()  # down the two upped SIGNI (no choice) and pay 1 white and 1 colorless
    tama = game.card("Tamayorihime, Musical Moon Miko")
    assert game.downed[game.card("Romail, Lightly Armed")]
    assert game.count(0, Zone.ENER) == 0
    assert not game.downed[tama] and game.lost_abilities(tama)
    assert len(game.players[1].life) == 1  # Chihiro's damage and the LRIG's
    game.attack("Tamayorihime, Musical Moon Miko")  # upped: it attacks again, asking nothing
    assert len(game.players[1].life) == 0 and game.downed[tama]


@encodes("WXDi-D08-004")
def test_tamayorihime_cannot_pay_with_fewer_than_two_upped_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(TAMA3)}
            signi: ["Chihiro Yuki, Code 2434", "Romail, Lightly Armed"]
            ener: ["Chihiro Yuki, Code 2434", "Servant #"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.attack("Chihiro Yuki, Code 2434")
    game.act(game.ActionKind.END_STEP)
    game.attack("Tamayorihime, Musical Moon Miko")  # no "you may": one SIGNI is upped
    assert game.downed[game.card("Tamayorihime, Musical Moon Miko")]
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-D08-004")
def test_tamayorihime_enter_adds_up_to_two_of_the_top_four(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAMA)}
            lrig_deck: ["Tamayorihime, Musical Moon Miko"]
            ener: ["Chihiro Yuki, Code 2434", "Chihiro Yuki, Code 2434"]
            deck: ["Polygenesis", "Tobiel, Full Armed", "Servant #", "Romail, Lightly Armed",
                   "Koalala, Phantom Terra Beast"]
    """)
    game.grow("Tamayorihime, Musical Moon Miko")
    game.choose("Tobiel, Full Armed", "Romail, Lightly Armed")
    game.choose("Servant #")  # the order of the rest under the deck
    assert sorted(game.names(0, Zone.HAND)) == ["Romail, Lightly Armed", "Tobiel, Full Armed"]
    assert game.names(0, Zone.DECK) == [  # bottom first
        "Servant #",
        "Polygenesis",
        "Koalala, Phantom Terra Beast",
    ]


@encodes("WXDi-D08-004")
def test_tamayorihime_action_ups_every_signi_when_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3)}
            signi: ["Chihiro Yuki, Code 2434", "Romail, Lightly Armed"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.action("Tamayorihime, Musical Moon Miko")
    assert not game.can(game.ActionKind.USE_ACTION)  # once per game
    game.end_main()
    game.attack("Chihiro Yuki, Code 2434")
    game.attack("Romail, Lightly Armed")  # the last SIGNI: the LRIG attack step begins
    game.attack("Tamayorihime, Musical Moon Miko")
    game.first()  # both abilities trigger; the printed one cannot be paid (no Ener)
    assert not game.downed[game.card("Chihiro Yuki, Code 2434")]
    assert not game.downed[game.card("Romail, Lightly Armed")]


@encodes("WXDi-D08-007")
def test_hanayo_orchid_vanishes_and_trashes_an_ener_card_of_another_colour(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3, left=[HANAYO, "Hanayo, Camellia"])}
            lrig_deck: ["Hanayo, Orchid"]
            ener: ["Servant #", "Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
            ener: ["Camelopar, Natural Planet", "Romail, Lightly Armed",
                   "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.grow("Hanayo, Orchid")
    game.first()  # the vanish first
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER
    game.accept()
    # The opponent's Center LRIG is green: the red cards may be targeted.
    assert game.options() == ["choose Romail, Lightly Armed", "choose Tobiel, Full Armed"]
    game.target("Romail, Lightly Armed")
    assert game.zone_of("Romail, Lightly Armed") == Zone.TRASH
    assert game.count(1, Zone.ENER) == 3
