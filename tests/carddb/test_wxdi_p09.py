"""WXDi-P09: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

SAMIDARE = "Samidare, Lightly Armed"
FLATHRO = "Flathro Commander, Roaring Flame"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
LIFE = str([BUFFALO] * 3)


@encodes("WXDi-P09-057")
def test_samidare_adds_a_weapon_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{SAMIDARE}", "{BUFFALO}"]
            ener: ["Romail, Lightly Armed"]
            trash: ["Koalala, Phantom Terra Beast", "{FLATHRO}"]
    """)
    game.play(SAMIDARE, 0)
    game.accept()  # pay 1 red and discard a card
    assert game.names(0, Zone.HAND) == [FLATHRO]  # <<Weapon>>; Koalala is not
    assert sorted(game.names(0, Zone.TRASH)) == [
        "Koalala, Phantom Terra Beast",
        "Romail, Lightly Armed",
        BUFFALO,
    ]


@encodes("WXDi-P09-057")
def test_samidare_life_burst_discards_to_vanish_12000_or_less(table: Table) -> None:
    game = table.life_burst(SAMIDARE, f'hand: ["{BUFFALO}"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER


def flathro(table: Table, hand: int) -> Play:
    return table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{FLATHRO}"]
            hand: {["Servant #"] * hand}
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Koalala, Phantom Terra Beast"]
            life: {LIFE}
    """)


@encodes("WXDi-P09-040")
def test_flathro_discards_six_to_crush_then_gains_assassin_with_an_empty_hand(
    table: Table,
) -> None:
    game = flathro(table, 6)
    game.accept()  # discard the whole hand: six cards
    assert game.count(0, Zone.TRASH) == 6 and len(game.players[1].life) == 2
    game.attack(FLATHRO)
    game.accept()  # no cards in hand: pay 2 red for [Assassin]
    assert game.has_keyword(game.card(FLATHRO), KW.ASSASSIN)
    assert len(game.players[1].life) == 1  # damage past Koalala, which stays
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI


def test_flathro_discarding_five_crushes_nothing(table: Table) -> None:
    game = flathro(table, 5)
    game.accept()
    assert game.count(0, Zone.HAND) == 0 and len(game.players[1].life) == 3


def test_flathro_with_cards_in_hand_cannot_gain_assassin(table: Table) -> None:
    game = flathro(table, 2)
    game.decline()  # keep the hand
    game.attack(FLATHRO)
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER  # a battle: 10000 each
