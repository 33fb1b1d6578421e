"""WXDi-CP02: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.scenes import BUFFALO, KOALALA, grown
from tests.carddb.table import Table, encodes

ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000


@encodes("WXDi-CP02-024")
def test_urawa_hanako_returns_a_level_two_or_less_signi(table: Table) -> None:
    game = grown(
        table, "Urawa Hanako", ["Make-Up Work Club"], theirs=f'signi: ["{KOALALA}", "{ATHENA}"]'
    )
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI  # level 3


@encodes("WXDi-CP02-031")
def test_ichinose_asuna_draws_two(table: Table) -> None:
    game = grown(table, "Ichinose Asuna", ["C&C"])
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-CP02-032")
def test_kakudate_karin_puts_a_level_one_signi_under_its_deck(table: Table) -> None:
    game = grown(table, "Kakudate Karin", ["C&C"], theirs=f'signi: ["{SARA}", "{KOALALA}"]')
    assert game.names(1, Zone.DECK)[0] == SARA  # the bottom
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # level 2


@encodes("WXDi-CP02-038")
def test_okusora_ayane_charges_two(table: Table) -> None:
    game = grown(table, "Okusora Ayane", ["Foreclosure Task Force"])
    assert game.names(0, Zone.ENER) == [BUFFALO, BUFFALO]


@encodes("WXDi-CP02-039")
def test_izayoi_nonomi_vanishes_a_signi_of_7000_or_more(table: Table) -> None:
    game = grown(
        table, "Izayoi Nonomi", ["Foreclosure Task Force"], theirs=f'signi: ["{SARA}", "{KOALALA}"]'
    )
    assert game.names(1, Zone.ENER) == [KOALALA]
    assert game.zone_of(SARA, 1) == Zone.SIGNI  # 5000


@encodes("WXDi-CP02-045")
def test_shiromi_iori_gives_minus_8000(table: Table) -> None:
    game = grown(table, "Shiromi Iori", ["Prefect Team"], theirs=f'signi: ["{ATHENA}"]')
    assert game.power(ATHENA, 1) == 12000 - 8000
