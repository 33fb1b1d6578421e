"""The terms of vocab-23 (round 27) and the rules they follow.

- the filter `facing`: a SIGNI with a SIGNI of a kind in front of it, the opposing SIGNI
  of the same column (classic-2014-beginner-guide.txt, "(iii) Attack": "a SIGNI in the
  same column"; "(xi) SIGNI": "the opposing SIGNI in front of them").
"""

from __future__ import annotations

from deckcheck.effects.binding import bind
from deckcheck.effects.cards import Cards
from deckcheck.engine import Zone
from tests.carddb.table import HANAYO, TAMA, Table

IRON = "Iron, Natural Stone"  # red, level 1, 3000
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000


def test_facing_reads_the_signi_in_the_same_column_of_the_other_field(table: Table) -> None:
    # classic-2014-beginner-guide.txt, "(iii) Attack": a SIGNI battles the opponent's SIGNI
    # "in the same column"; an empty column in front is no SIGNI of any kind.
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{IRON}", "{IRON}", "{IRON}"]
          - lrig: {HANAYO}
            signi: [~, "{IRON}", "{SILVAN}"]
    """)
    facing = bind(Cards, {"side": "you", "zone": "signi", "facing": {"power": {"min": 5000}}}, ())
    mine = game.game.players[0].signi
    assert [facing.match(game.game, mine[0], card) for card in mine] == [False, False, True]
    any_front = bind(Cards, {"side": "you", "zone": "signi", "facing": {}}, ())
    assert [any_front.match(game.game, mine[0], card) for card in mine] == [False, True, True]
    assert all(game.game.zone[card] == Zone.SIGNI for card in mine)
