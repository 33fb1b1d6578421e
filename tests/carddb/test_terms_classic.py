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
RAPHAE = "Raphae, From Your Tomorrow"  # white <Angel>, level 3, 10000


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


SASHE_PLEINE = "Sashe Pleine, Benevolent Messenger"
SATURN = "Saturn, White Natural Star"  # a white RESONA, level 4
MYUU_FLAP = "Myuu=Flap"


@encodes("WX07-001")
def test_sashe_pleine_trades_a_resona_for_an_opposing_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{SASHE_PLEINE}"]
            ener: ["{KUKRI}"]
            signi: ["{SATURN}"]
          - signi: ["{SARIE}"]
    """)
    game.action(SASHE_PLEINE)
    assert game.zone_of(SATURN) == Zone.LRIG_TRASH  # a card of the LRIG deck
    assert game.zone_of(SARIE) == Zone.TRASH


@encodes("WX08-004")
def test_a_resona_entering_weakens_an_opposing_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU_FLAP}"]
            lrig_deck: ["{SATURN}"]
            hand: ["{KUKRI}"]
          - signi: ["{RAPHAE}", "{RABIEL}"]
    """)
    # No card plays a RESONA yet: the engine's move onto the field stands in for it.
    game.game.put_onto_field(game.card(SATURN), 0)
    game.play(KUKRI, 1)  # the game settles first: the RESONA's entering triggers
    game.target(RAPHAE)  # --7000 until end of turn
    game.action(MYUU_FLAP)
    game.target(RABIEL)  # banished
    assert game.power(RAPHAE) == 3000
    assert game.zone_of(SATURN) == Zone.LRIG_TRASH
    assert game.zone_of(RABIEL) == Zone.ENER
