"""WXDi-P06: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import ActionKind, Zone
from tests.carddb.table import AT3, LIZE, Play, Table, encodes, lrigs

ENTWINED = "Entwined Supremacy"
HIRANA3 = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
    "Hirana, a Step Towards the Top",
]
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
KOALALA = "Koalala, Phantom Terra Beast"


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
