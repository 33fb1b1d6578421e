"""WXDi-P11: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.scenes import BUFFALO, ROMAIL, end_of_turn
from tests.carddb.table import Table, encodes


@encodes("WXDi-P11-052")
def test_mikamune_reveals_at_the_end_of_turn_and_draws_an_armed_or_weapon_signi(
    table: Table,
) -> None:
    card = "Mikamune, Lightly Armed"
    assert end_of_turn(table, card, ROMAIL).names(0, Zone.HAND) == [ROMAIL]  # <<Armed>>
    weapon = "Flathro Commander, Roaring Flame"
    assert end_of_turn(table, card, weapon).names(0, Zone.HAND) == [weapon]  # <<Weapon>>
    assert end_of_turn(table, card, BUFFALO).count(0, Zone.HAND) == 0
