"""The terms of vocab-31 (round 28) and the rules they follow.

- markers on SIGNI zones that carry an ability (`put_marker`; docs/engine-hooks.md,
  "Markers on SIGNI zones"): [Hastalyk].
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import LIZE3, Play, Table, lrigs

UMR = [
    "Umr =Noll=, Key to Salvation",
    "Umr =Ett=, Key to Salvation",
    "Umr =Två=, Key to Salvation",
    "Umr =Tre=, Key to Uproar",
]
LANCELOT = "Lancelot, Crimson General"  # level 2, red

# ------------------------------------------------------------ markers on SIGNI zones


def marked(table: Table, slot: int) -> Play:
    """Player 0 puts a [Hastalyk] in player 1's SIGNI zone `slot` (Lancelot in the center)."""
    game = table(f"""
        players:
          - lrig: {lrigs(UMR)}
            hand: ["{LANCELOT}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{LANCELOT}", ~]
            hand: ["{LANCELOT}"]
    """)
    game.action(UMR[-1])
    game.mode(slot)
    return game


def test_a_marker_belongs_to_its_zone_and_a_fork_copies_it(table: Table) -> None:
    # docs/engine-hooks.md, "Markers on SIGNI zones": public, copied by `Game.fork`.
    game = marked(table, 1)
    assert game.game.observation(0).markers(1) == ((1, "Hastalyk"),)
    assert game.game.observation(1).markers(0) == ()
    fork = game.game.fork()
    (marker,) = fork.markers
    assert fork.remove_marker(marker) and not fork.remove_marker(marker)
    assert game.game.markers_in(1, 1) == ["Hastalyk"] and fork.markers_in(1, 1) == []


def test_a_marker_whose_zone_holds_no_signi_asks_nothing_and_is_removed(table: Table) -> None:
    # docs/engine-hooks.md, "Markers on SIGNI zones": with `as`, its effects happen only
    # while a SIGNI is in its zone; with `once`, it is removed either way.
    game = marked(table, 0)
    game.end_main()
    game.first()  # the order of the two triggers: Umr's [Auto] first
    game.decline()  # Umr's [Auto] (no SIGNI to swap)
    # The [Hastalyk] was processed: the opponent was asked nothing, Lancelot stays.
    assert game.game.markers_in(1, 0) == []
    decision = game.game.decision
    assert decision is not None and decision.player == 0
    assert decision.kind != DecisionKind.OPTIONAL
    assert game.names(1, Zone.SIGNI)[1] == LANCELOT and game.count(1, Zone.HAND) == 1
