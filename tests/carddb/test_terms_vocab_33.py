"""The terms of vocab-33 (round 28: classic LRIG growth and LRIG-level effects) and the
rules they follow.

- an icon the opponent declares (`declare_color` with `player: opponent`, `colorless`),
  a card chosen for later parts (`choose_cards`), and a card without the icon that was
  declared (the filter `lacks_declared`).
- a grow cost that puts a LRIG of the LRIG deck under (`kind: grow_cost` with `under`),
  and cards of a pile put under a LRIG (`put_under_lrig`): docs/engine-hooks.md, "LRIGs
  put under as a grow cost".
- an extra turn (`extra_turn`): docs/engine-hooks.md, "Extra turns".
"""

from __future__ import annotations

from deckcheck.cards.model import Color
from deckcheck.effects.cards import has_icon
from deckcheck.effects.library.delayed import Later
from deckcheck.engine import ActionKind, DecisionKind, Zone
from deckcheck.engine.constants import COLOR_BIT, Phase
from tests.carddb.table import Play, Table

NIHILISM = "Ulith, Enma of Nihilism"
URITH5 = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
    "Ulith, Black Sand Enma",
    NIHILISM,
]
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1
SERVANT_O = "Servant O"  # colorless, level 1
CUELEP = "Cuélep, Phantom Dragon"  # red, level 1

# ------------------------------------------------------------- icons declared


def test_a_card_has_the_icon_of_each_of_its_colors_and_a_colorless_one_its_own() -> None:
    # en-2021-glossary.txt, "Color": "The color is indicated by the icon in the upper right
    # corner of the card"; "Colorless": "The color of the card is indicated by
    # {Colorless}" (a card of no colour).
    white_black = COLOR_BIT[Color.WHITE] | COLOR_BIT[Color.BLACK]
    assert has_icon(white_black, Color.WHITE) and has_icon(white_black, Color.BLACK)
    assert not has_icon(white_black, Color.RED)
    assert not has_icon(white_black, Color.COLORLESS)
    assert has_icon(0, Color.COLORLESS) and not has_icon(0, Color.WHITE)


def test_the_opponent_declares_an_icon_among_six_after_a_hidden_choice(table: Table) -> None:
    # en-2021-glossary.txt, "Colorless": a card that names the [Colorless] icon offers it,
    # though "choose a color" does not; the choice of a card of the hand stays hidden
    # (the hand is no public zone: en-2021-glossary.txt, "Public zone").
    game = table(f"""
        format: classic
        players:
          - lrig: {URITH5}
            hand: ["{KOONI}", "{SERVANT_O}"]
          - signi: ["{CUELEP}", ~, ~]
    """)
    game.act(ActionKind.USE_ACTION, NIHILISM, b=3)
    game.choose(SERVANT_O)
    assert game.decision == DecisionKind.MODE and game.current_player() == 1
    assert len(game.game.legal_actions()) == 6  # white, red, blue, green, black, colorless
    assert not game.game.observation(1).can_see(game.card(SERVANT_O))
    game.mode(5)  # [Colorless]: the colorless card has it
    assert game.zone_of(CUELEP) == Zone.SIGNI and game.zone_of(SERVANT_O) == Zone.HAND


# ------------------------------------------------------- LRIGs put under as a grow cost

TAMA4 = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Waxing Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Full Moon Miko",
    "Tamayorihime, Sky Miko",
]
MAYU = "Mayu, True Name Miko"  # grow cost: a <Tama> or <Iona> LRIG put under
YUKI = "Yuki, Miko of Fortunate Love"  # an <Iona> LRIG, level 4


def test_a_grow_cost_part_is_paid_to_grow_and_its_lrig_leaves_the_lrig_deck(
    table: Table,
) -> None:
    # classic-2014-beginner-guide.txt, "(xv) Grow": a grow cost is "the cost required to
    # put that card on your LRIG Zone" (unpaid, no grow), and "You may not grow to a LRIG
    # that is under your current LRIG, as it is not in your LRIG Deck".
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{MAYU}", "{YUKI}"]
    """)
    mayu, center = game.card(MAYU), game.game.center(0)
    assert game.game.can_grow(0, mayu, center)
    game.grow(MAYU)  # Yuki, the only one, is revealed and put under
    assert game.zone_of(YUKI) == Zone.LRIG and game.names(0, Zone.LRIG_DECK) == []
    assert game.names(0, Zone.LRIG)[-1] == MAYU
    # With nothing to reveal, the cost cannot be paid; growing without paying the grow
    # cost (an effect's "without paying its grow cost") asks none of it.
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{MAYU}"]
    """)
    mayu, center = game.card(MAYU), game.game.center(0)
    assert not game.game.can_grow(0, mayu, center)
    assert game.game.can_grow(0, mayu, center, free=True)


def test_cards_put_under_a_lrig_from_the_lrig_trash_are_under_it(table: Table) -> None:
    # docs/engine-hooks.md, "LRIGs put under as a grow cost": a card put under a LRIG from
    # the LRIG trash is under it as a LRIG grown on is (classic-2014-beginner-guide.txt,
    # "(v) LRIG": "the new LRIG card is placed on top of the old LRIG card"): [Exceed]
    # pays with such cards.
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{MAYU}", "{YUKI}"]
            lrig_trash: ["Tama, Silver Screen Miko", "Tama, Foam Miko"]
    """)
    game.grow(MAYU)
    assert game.count(0, Zone.LRIG_TRASH) == 0
    assert len(game.game.under(game.card(MAYU))) == 8


# ------------------------------------------------------------------------ extra turns


def _turn_players(game: Play, turns: int) -> list[int]:
    """The players of the next `turns` turns, played through."""
    players = []
    for _ in range(turns):
        turn = game.turn
        game.pass_until(lambda g, t=turn: g.turn > t and g.decision is not None, limit=400)
        players.append(game.turn_player)
    return players


def _classic(table: Table) -> Play:
    return table(f"""
        format: classic
        phase: main
        turn: 3
        players:
          - deck: {["Servant O"] * 20}
          - deck: {["Servant O"] * 20}
    """)


def test_an_extra_turn_comes_right_after_this_one_then_the_turns_alternate(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Extra turns": the rule documents have none; the turns
    # alternate otherwise (classic-2014-beginner-guide.txt, "(ii) Phases": each player's
    # turn in order).
    game = _classic(table)
    assert game.turn_player == 0
    game.game.take_extra_turn(0)
    assert game.game.end_of_opponents_next_turn(0) == 5  # the extra turn is not theirs
    assert _turn_players(game, 3) == [0, 1, 0]
    game = _classic(table)
    game.game.take_extra_turn(0)
    game.game.take_extra_turn(0)  # two: both, one after the other
    assert _turn_players(game, 3) == [0, 0, 1]


def test_an_extra_turn_granted_in_the_opponents_turn_is_the_next_turn(table: Table) -> None:
    # docs/engine-hooks.md, "Extra turns": the player granted it takes the next turn, which
    # was theirs anyway; the turns alternate from it.
    game = _classic(table)
    game.game.take_extra_turn(1)
    assert _turn_players(game, 2) == [1, 0]


def test_a_skipped_turn_skips_an_extra_turn_too(table: Table) -> None:
    # docs/engine-hooks.md, "Skipped turns" and "Extra turns": "skip your next turn" skips
    # the next turn of that player, an extra one as well.
    game = _classic(table)
    game.game.take_extra_turn(0)
    game.game.skip_next_turn(0)
    assert _turn_players(game, 2) == [1, 0]
    assert game.turn == 6 and game.game.skipped_turns == [0, 0]


def test_the_turns_durations_name_count_an_extra_turn_to_come(table: Table) -> None:
    # docs/engine-hooks.md, "Extra turns": "your next turn", "your opponent's next turn"
    # and the turn of a player's next phase are counted with the extra turns queued.
    game = _classic(table)
    engine = game.game
    assert engine.turn == 3 and engine.turn_player == 0
    assert Later.YOUR_NEXT.turn(engine, 0) == 5  # alternating: the turn after the next
    assert Later.OPPONENTS_NEXT.turn(engine, 0) == 4
    engine.take_extra_turn(0)
    assert Later.YOUR_NEXT.turn(engine, 0) == 4  # the extra turn
    assert Later.OPPONENTS_NEXT.turn(engine, 0) == 5
    assert engine.next_phase_turn(1, Phase.MAIN) == 5
    assert engine.next_phase_turn(0, Phase.UP) == 4  # this turn's up phase is over
