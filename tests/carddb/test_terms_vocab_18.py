"""The terms of vocab-18 (round 27): face-down cards in a SIGNI zone, SIGNI zones and
limits, and the cards they made playable.

- a SIGNI turned face down (`turn_face_down`) and face up again (`turn_face_up`), and the
  zone `face_down`: docs/engine-hooks.md, "Face-down cards in a SIGNI zone" (the rule
  documents say only that a SIGNI Zone is a public zone, en-2021-glossary.txt, "Public
  zone", where a card turned face down stays known to who saw it).
"""

from __future__ import annotations

from deckcheck.engine import Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode
from deckcheck.engine.events import EventKind
from tests.carddb.scenes import KOALALA
from tests.carddb.table import AT3, Table, lrigs
from tests.effects.conftest import _compile

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


# ------------------------------------------------------------------ SIGNI zones and limits


def test_no_signi_is_played_or_moved_into_an_erased_zone(table: Table) -> None:
    # docs/engine-hooks.md, "Erased SIGNI zones".
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, ~, "{SARA}"]
            hand: ["{MAO}", "{KOALALA}"]
    """)
    game.game.add_effect(
        ContinuousEffect(
            Attribute.ERASED_ZONES, Mode.ADD, 0b010, player=0, ends_after_turn=game.game.turn
        )
    )
    game.play(KOALALA, 0)  # (the next decision sees the erased zone)
    assert f"play {MAO} to SIGNI zone 2" not in game.options()
    assert game.game.placeable_slots(0, [1]) == []


def test_a_field_over_its_signi_limit_loses_signi_of_its_players_choice(table: Table) -> None:
    # docs/engine-hooks.md, "SIGNI a field holds": the classic cards' reminder ("that
    # player puts SIGNI into the trash until they have two SIGNI"). Koalala is given
    # "[Enter] You can only have up to two SIGNI on your field this turn."
    limit = _compile(
        table.database, "{kind: enter, effects: [{signi_limit: {at_most: 2, side: you}}]}", KOALALA
    )[1]
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", "{MAO}", ~]
            hand: ["{KOALALA}", "{SARA}"]
        """,
        abilities={KOALALA: limit},
    )
    game.play(KOALALA, 2)
    assert game.game.signi_room(0) == 2 and game.game.signi_room(1) == 3
    game.choose(MAO)  # three SIGNI: its player chooses one for the trash
    assert game.zone_of(MAO) == Zone.TRASH and game.count(0, Zone.SIGNI) == 2
    assert not any(option.startswith("play") for option in game.options())  # no room


# ------------------------------------------------------------------ at random; the same name


def test_cards_chosen_at_random_are_all_of_a_smaller_hand_and_stay_there(table: Table) -> None:
    # docs/engine-hooks.md, "Cards chosen at random; the same name". Koalala is given
    # "[Enter] Choose three cards at random from your opponent's hand and look at them.
    # Put one of them into its owner's trash."
    look = _compile(
        table.database,
        "{kind: enter, effects: [{choose_at_random: {count: 3, as: seen}}, "
        "{trash: {choose: {ref: seen}}}]}",
        KOALALA,
    )[1]
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{KOALALA}"]
          - hand: ["{SARA}", "{MAO}"]
        """,
        abilities={KOALALA: look},
    )
    game.play(KOALALA, 0)
    assert sorted(game.options()) == sorted([f"choose {SARA}", f"choose {MAO}"])
    game.choose(MAO)
    assert game.names(1, Zone.TRASH) == [MAO] and game.names(1, Zone.HAND) == [SARA]


def test_a_card_is_never_of_the_same_name_as_itself(table: Table) -> None:
    # docs/engine-hooks.md, "Cards chosen at random; the same name".
    same = _compile(
        table.database,
        "{kind: enter, effects: [{vanish: {all: {side: any, zone: signi, "
        "same_name_as: {ref: self}}}}]}",
        KOALALA,
    )[1]
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{KOALALA}"]
            signi: [~, "{SARA}", ~]
          - signi: ["{KOALALA}", "{MAO}"]
        """,
        abilities={KOALALA: same},
    )
    game.play(KOALALA, 0)
    assert game.zone_of(KOALALA, 0) == Zone.SIGNI  # itself aside
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(MAO) == Zone.SIGNI
