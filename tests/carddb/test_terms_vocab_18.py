"""The terms of vocab-18 (round 27): face-down cards in a SIGNI zone, SIGNI zones and
limits, and the cards they made playable.

- a SIGNI turned face down (`turn_face_down`) and face up again (`turn_face_up`), and the
  zone `face_down`: docs/engine-hooks.md, "Face-down cards in a SIGNI zone" (the rule
  documents say only that a SIGNI Zone is a public zone, en-2021-glossary.txt, "Public
  zone", where a card turned face down stays known to who saw it).
"""

from __future__ import annotations

from deckcheck.engine import Zone
from deckcheck.engine.events import EventKind
from tests.carddb.scenes import KOALALA
from tests.carddb.table import AT3, Table, lrigs

SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
MAO = "Mao Matsukai, Code 2434"  # level 2, 10000, white and black, vanilla

# ------------------------------------------------------------------ face-down cards


def test_a_face_down_card_is_no_signi_and_its_zone_is_free(table: Table) -> None:
    # docs/engine-hooks.md, "Face-down cards in a SIGNI zone".
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}"]
            hand: ["{MAO}", "{KOALALA}"]
    """)
    events: list[int] = []
    game.game.listen(
        (EventKind.LEFT_FIELD, EventKind.ENTERED_FIELD), lambda event: events.append(event.kind)
    )
    sara = game.card(SARA)
    assert game.game.turn_face_down(sara)
    assert game.zone_of(SARA) == Zone.FACE_DOWN and game.game.slot[sara] == 0
    assert game.count(0, Zone.SIGNI) == 0  # no SIGNI: not counted, not targeted
    assert events == []  # it did not leave the field
    assert not game.game.turn_face_down(sara)  # no SIGNI on the field any more
    game.play(KOALALA, 2)  # (the next decision sees the face-down card)
    game.play(MAO, 0)  # its zone takes a SIGNI
    assert game.zone_of(MAO) == Zone.SIGNI and game.game.slot[game.card(MAO)] == 0
    assert not game.game.turn_face_up(sara)  # a SIGNI is in its zone: it stays face down
    assert game.zone_of(SARA) == Zone.FACE_DOWN


def test_a_face_down_card_turns_face_up_upped_without_entering(table: Table) -> None:
    # docs/engine-hooks.md, "Face-down cards in a SIGNI zone".
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, "{SARA}"]
    """)
    sara = game.card(SARA)
    game.game.downed[sara] = 1
    assert game.game.turn_face_down(sara)
    assert not game.game.downed[sara]  # its state ended
    events: list[int] = []
    game.game.listen((EventKind.ENTERED_FIELD,), lambda event: events.append(event.kind))
    assert game.game.turn_face_up(sara)
    assert game.zone_of(SARA) == Zone.SIGNI and game.game.slot[sara] == 1
    assert not game.game.downed[sara] and events == []
