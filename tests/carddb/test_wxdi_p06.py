"""WXDi-P06 (Fortune Chronicle): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.table import AT3, LIZE, Play, Table, encodes, lrigs

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
