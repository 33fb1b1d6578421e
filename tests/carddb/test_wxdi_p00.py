"""WXDi-P00: every encoded card plays its abilities."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA, ROMAIL, burst
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

HERA = "Hera, Crimson Evil"
LIFE = str(["Water Buffalo, Phantom Aquatic Beast"] * 3)


@encodes("WXDi-P00-052")
def test_hera_with_only_red_signi_may_pay_to_vanish_5000_or_less(table: Table) -> None:
    def attack(partner: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{HERA}", "{partner}"]
                ener: ["Romail, Lightly Armed"]
              - lrig: {lrigs(LIZE3)}
                signi: [~, "Lancelot, Crimson General", "Koalala, Phantom Terra Beast"]
                life: {LIFE}
        """)
        game.attack(HERA)
        return game

    game = attack("Eckesachs, Lightly Armed")  # red and black: red
    game.accept()  # pay 1 red
    assert game.zone_of("Lancelot, Crimson General") == Zone.ENER  # power 5000
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.SIGNI  # power 10000
    game = attack("Camelopar, Natural Planet")  # a green SIGNI: nothing is offered
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of("Lancelot, Crimson General") == Zone.SIGNI


DXM = lrigs(
    ["Ex Zero", "Ex One"], left="Deus Zero", right="Machina Zero"
)  # three LRIGs: a PIECE may be used


@encodes("WXDi-P00-005")
def test_chime_of_the_blessed_key_draws_three_and_discards_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {DXM}
            lrig_deck: ["Chime of the Blessed Key"]
            hand: ["Servant #"]
            deck: ["Romail, Lightly Armed", "Chihiro Yuki, Code 2434", "Baphomet, Doomed Evil",
                   "Sara Hoshikawa, Code 2434"]
    """)
    game.use("Chime of the Blessed Key")
    game.discard("Servant #", "Romail, Lightly Armed")
    assert sorted(game.names(0, Zone.HAND)) == [
        "Baphomet, Doomed Evil",
        "Chihiro Yuki, Code 2434",
    ]
    assert game.names(0, Zone.TRASH) == ["Servant #", "Romail, Lightly Armed"]
    assert game.zone_of("Chime of the Blessed Key") == Zone.REMOVED


SARA = "Sara Hoshikawa, Code 2434"  # level 1, white and black, vanilla


def koalala_in(zone: Zone) -> Callable[[Play], bool]:
    return lambda game: game.zone_of(KOALALA, 1) == zone


# Life Bursts against the opponent's upped Koalala (10000) and attacking Servant # (1000):
# (number, card, target chosen, outcome)
LIFE_BURSTS = [
    ("WXDi-P00-070", "Buer, Jade Evil", None, koalala_in(Zone.ENER)),  # 5000 or more
    ("WXDi-P00-079", "Dola, Code 2434", KOALALA, koalala_in(Zone.ENER)),  # power 0: vanished
    ("WXDi-P00-047", "Mikoto Rindou, Code 2434", None, koalala_in(Zone.TRASH)),  # upped
    ("WXDi-P00-055", "Tadakatsu, Crimson General", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-077", "Tamaki Fumino, Code 2434", KOALALA, lambda g: g.power(KOALALA) == 2000),
    ("WXDi-P00-065", "Vela, Natural Planet", None, koalala_in(Zone.DECK)),  # upped
    ("WXDi-P00-057", "Battle Beat", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-072", "Creation Tone", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-080", "Darkness Eater", KOALALA, koalala_in(Zone.ENER)),
    ("WXDi-P00-048", "Furen Slash", KOALALA, koalala_in(Zone.HAND)),
]


@pytest.mark.parametrize(("number", "card", "choice", "outcome"), LIFE_BURSTS)
@encodes(*(number for number, *_ in LIFE_BURSTS))
def test_life_bursts(
    table: Table, number: str, card: str, choice: str | None, outcome: Callable[[Play], bool]
) -> None:
    game = burst(table, card)
    if choice:
        game.target(choice)
    assert outcome(game)
    assert game.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-P00-049")
def test_eyris_life_burst_draws_and_charges(table: Table) -> None:
    game = burst(table, "Eyris, Crimson Angel")
    assert game.count(0, Zone.HAND) == 1
    assert game.count(0, Zone.ENER) == 2  # the crushed Eyris and the charged card


# SPELLs used against Koalala (10000) beside Servant # (1000): (number, spell, ener, zone)
SPELLS = [
    ("WXDi-P00-057", "Battle Beat", [KOALALA] * 4, Zone.ENER),
    ("WXDi-P00-072", "Creation Tone", [KOALALA] * 5, Zone.ENER),
    ("WXDi-P00-080", "Darkness Eater", [SARA] * 4, Zone.ENER),  # power below 0
    ("WXDi-P00-048", "Furen Slash", [SARA] * 5, Zone.HAND),
]


@pytest.mark.parametrize(("number", "spell", "ener", "zone"), SPELLS)
@encodes(*(number for number, *_ in SPELLS))
def test_spells_remove_a_target_signi(
    table: Table, number: str, spell: str, ener: list[str], zone: Zone
) -> None:
    game = table(f"""
        players:
          - hand: ["{spell}"]
            ener: {ener}
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #", "{KOALALA}"]
    """)
    game.use(spell)
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == zone and game.zone_of("Servant #", 1) == Zone.SIGNI


@encodes("WXDi-P00-060")
def test_neon_tetra_freezes_on_entering_and_its_life_burst_downs_freezes_and_draws(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Neon Tetra, Phantom Aquatic Beast"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.play("Neon Tetra, Phantom Aquatic Beast", 0)
    assert game.game.frozen[game.card(KOALALA)]
    game = burst(table, "Neon Tetra, Phantom Aquatic Beast")
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.game.downed[koalala] and game.game.frozen[koalala]
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P00-054")
def test_calydon_discards_on_entering_draws_when_vanished_and_pays_for_its_life_burst(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Calydon, Phantom Terra Beast", "{ROMAIL}"]
    """)
    game.play("Calydon, Phantom Terra Beast", 0)
    assert game.names(0, Zone.TRASH) == [ROMAIL]
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Calydon, Phantom Terra Beast"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.game.add_power(game.card(KOALALA), 5000)
    game.attack(KOALALA)  # 15000 against 12000
    assert game.zone_of("Calydon, Phantom Terra Beast") == Zone.ENER
    assert game.count(0, Zone.HAND) == 1
    game = burst(table, "Calydon, Phantom Terra Beast", mine=f"ener: {[ROMAIL] * 2}")
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P00-074", "WXDi-P00-071")
def test_fuyuki_gives_minus_1000_and_blacksaddle_charges_on_entering(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Fuyuki Hakase, Code 2434", "Blacksaddle, Phantom Aquatic Beast"]
          - signi: ["{BUFFALO}"]
    """)
    game.play("Fuyuki Hakase, Code 2434", 0)
    assert game.power(BUFFALO, 1) == 4000
    game.play("Blacksaddle, Phantom Aquatic Beast", 1)
    assert game.count(0, Zone.ENER) == 1


@encodes("WXDi-P00-050")
def test_imagawa_gets_7000_in_its_owners_turn_only(table: Table) -> None:
    for turn_player, power in ((0, 10000), (1, 3000)):
        game = table(f"""
            turn: 4
            turn_player: {turn_player}
            players:
              - signi: ["Imagawa, Crimson General"]
        """)
        assert game.power("Imagawa, Crimson General") == power


@encodes("WXDi-P00-058")
def test_njord_draws_and_discards_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Njord, Azure Angel"]
            hand: ["{ROMAIL}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.attack("Njord, Azure Angel")
    game.discard(ROMAIL)
    assert game.names(0, Zone.HAND) == [BUFFALO] and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P00-069")
def test_sloth_charges_beside_a_signi_of_10000_or_more(table: Table) -> None:
    for beside, charged in ((KOALALA, 1), (BUFFALO, 0)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["Sloth, Phantom Terra Beast", "{beside}"]
        """)
        game.attack("Sloth, Phantom Terra Beast")
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P00-049")
def test_eyris_gives_a_red_signi_2000_when_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Eyris, Crimson Angel", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.attack("Eyris, Crimson Angel")
    game.target(ROMAIL)
    assert game.power(ROMAIL) == 4000 and game.power(BUFFALO) == 5000
