"""The terms of vocab-23 (round 27) and the rules they follow.

- [Accessory] (classic): the effect `accessorize`, the filters `accessorized` (a SIGNI
  with one) and `accessory` (a card with [Accessory]); docs/engine-hooks.md, "[Accessory]".
- the filter `facing`: a SIGNI with a SIGNI of a kind in front of it, the opposing SIGNI
  of the same column (classic-2014-beginner-guide.txt, "(iii) Attack": "a SIGNI in the
  same column"; "(xi) SIGNI": "the opposing SIGNI in front of them").
"""

from __future__ import annotations

from deckcheck.effects.binding import bind
from deckcheck.effects.cards import Cards
from deckcheck.effects.terms import Here
from deckcheck.engine import Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table

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


# ------------------------------------------------------------------ [Accessory]
# The rule documents have no [Accessory]: docs/engine-hooks.md, "[Accessory]".

CURRY = "Code Eat Curry"  # level 3, 8000
GYUDO = "Code Eat Gyudo"  # level 1, no [Accessory]
KETCHU = "Code Eat Ketchu"  # with [Accessory]
MAYO = "Code Eat Mayo"  # with [Accessory]
MEL = ["Mel=Ready", "Mel=Spumoni", "Mel=Campari", "Mel=Kir"]


def _accessories(table: Table) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {MEL}
            signi: ["{CURRY}", "{GYUDO}"]
            ener: ["{KETCHU}", "{MAYO}", "{GYUDO}"]
    """)


def test_a_signi_has_one_accessory_at_most(table: Table) -> None:
    # docs/engine-hooks.md, "[Accessory]": "under a SIGNI of the card's owner that has
    # none yet, else nothing happens".
    game = _accessories(table)
    curry, ketchu, mayo = game.card(CURRY), game.card(KETCHU), game.card(MAYO)
    assert game.game.put_accessory(ketchu, curry)
    assert not game.game.put_accessory(mayo, curry)
    assert game.zone_of(MAYO) == Zone.ENER and game.game.accessory_of(curry) == ketchu
    gyudo = game.card(GYUDO, zone=Zone.SIGNI)
    assert game.game.put_accessory(mayo, gyudo) and game.game.accessorized(gyudo)


def test_an_accessory_goes_with_its_signi_and_the_signi_remembers_it(table: Table) -> None:
    # docs/engine-hooks.md, "[Accessory]": it goes to the trash with its SIGNI, is no
    # [Accessory] once it left, and the SIGNI had one as it last left.
    game = _accessories(table)
    curry, ketchu = game.card(CURRY), game.card(KETCHU)
    game.game.put_accessory(ketchu, curry)
    game.game.move(curry, Zone.TRASH)
    assert game.zone_of(KETCHU) == Zone.TRASH and not game.game.accessories
    assert game.game.accessorized(curry)
    assert not game.game.accessorized(game.card(GYUDO, zone=Zone.SIGNI))


def test_a_fork_keeps_the_accessories(table: Table) -> None:
    game = _accessories(table)
    game.action(KETCHU)
    game.pay(GYUDO)
    game.choose(CURRY)
    curry, ketchu = game.card(CURRY), game.card(KETCHU)
    assert game.game.fork().accessory_of(curry) == ketchu


def test_a_card_with_accessory_is_one_whose_action_makes_it_one(table: Table) -> None:
    # docs/engine-hooks.md, "[Accessory]": a card "with [Accessory]" has an [Action] that
    # puts itself under a SIGNI as an [Accessory].
    game = _accessories(table)
    found = bind(Cards, {"side": "you", "zone": "ener", "accessory": True}, ())
    names = sorted(game.game.name(card) for card in found.candidates(Here(game.game, 0, -1)))
    assert names == [KETCHU, MAYO]
