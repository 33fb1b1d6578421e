"""Classic cards that the language's newer terms made expressible: a SIGNI searched onto
the field without its [On-Play] abilities triggering, and more (each test plays the
card's abilities)."""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Zone
from tests.carddb.table import TAMA, Table, encodes
from tests.effects.conftest import _compile

SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1
URIE = "Urie, Sudden Ruination"  # white <Angel>, level 2
RABIEL = "Rabiel, Protector of Holy Arts"  # white <Angel>, level 2
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1


@encodes("WX02-026")
def test_wish_crisis_trades_an_angel_for_two(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Wish Crisis"]
            ener: ["{KUKRI}"]
            signi: ["{SARIE}"]
            deck: ["{URIE}", "{RABIEL}", "{KUKRI}"]
    """)
    game.use("Wish Crisis")  # the one <Angel> goes to the trash: two are searched
    game.choose(URIE)
    game.choose(RABIEL)
    game.into(0)
    game.into(1)
    assert game.zone_of(URIE) == game.zone_of(RABIEL) == Zone.SIGNI
    assert game.zone_of(SARIE) == Zone.TRASH
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Wish Crisis"]
            ener: ["{KUKRI}"]
            signi: ["{KUKRI}"]
            deck: ["{URIE}", "{RABIEL}"]
    """)
    game.use("Wish Crisis")  # no <Angel> to put into the trash: nothing is searched
    assert game.count(0, Zone.SIGNI) == 1
    assert game.zone_of(URIE) == Zone.DECK


@encodes("WX02-026")
def test_wish_crisis_life_burst_puts_an_angel_without_its_on_play(
    table: Table, database: CardDatabase
) -> None:
    # A level-2 <Angel> given an [On-Play] "draw a card" for the test: searched by the
    # Life Burst, it enters without it triggering.
    drawer = _compile(database, "{kind: enter, effects: [{draw: 1}]}", URIE, "classic")[1]
    burst = table.life_burst(
        "Wish Crisis", f"deck: ['{URIE}', '{KUKRI}']", classic=True, abilities={URIE: drawer}
    )
    hand = burst.count(0, Zone.HAND)
    burst.burst()
    burst.choose(URIE)
    burst.into(0)
    assert burst.zone_of(URIE) == Zone.SIGNI
    assert burst.count(0, Zone.HAND) == hand
