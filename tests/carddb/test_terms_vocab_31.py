"""The terms of vocab-31 (round 28) and the rules they follow.

- markers on SIGNI zones that carry an ability (`put_marker`; docs/engine-hooks.md,
  "Markers on SIGNI zones"): [Hastalyk].
- [Rise] from the trash (`kind: rise` with `from_trash`; docs/engine-hooks.md, "[Rise]
  from the trash"): the SIGNI is put onto the field with cards of the trash underneath.
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, lrigs

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


# ------------------------------------------------------------ [Rise] from the trash

CU = "Cu Chulainn, Crimson General Queen"  # level 3, red <<Brave>>: two <<Brave>> under it
IMAGAWA = "Imagawa, Crimson General"  # level 1, red <<Brave>>
YUE_FEI = "Yue Fei, Crimson General"  # level 1, red <<Brave>>
ANNA = "Anna Mirage, Doomed Evil"  # Life Burst: a SIGNI of the trash to the hand or the field


def test_an_effect_puts_a_rise_from_the_trash_signi_onto_the_field_only_with_its_cards(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "[Rise] from the trash": however it is put onto the field, and
    # the SIGNI itself, in the trash, is not one of the cards put underneath it.
    game = table.life_burst(
        ANNA, f"{{lrig: {lrigs(AT3)}, trash: ['{CU}', '{IMAGAWA}', '{YUE_FEI}']}}"
    )
    game.burst()
    game.target(CU)
    game.mode(1)  # onto the field
    game.into(1)
    assert game.names(0, Zone.SIGNI)[1] == CU
    assert sorted(game.names(0, Zone.UNDER)) == [IMAGAWA, YUE_FEI]
    game = table.life_burst(ANNA, f"{{lrig: {lrigs(AT3)}, trash: ['{CU}', '{IMAGAWA}']}}")
    game.burst()
    game.target(CU)  # one <<Brave>> SIGNI besides itself: the field is not offered
    assert game.zone_of(CU) == Zone.HAND
