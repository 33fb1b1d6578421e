"""The terms of vocab-32 (round 28), and the rules each follows.

- `counter`: the countered card's use is over at once; it goes where a used card of its
  kind goes (a SPELL to its owner's trash) before the rest of the countering effect, and
  `as` names the cards countered (the countering player may then use the cancelled spell
  out of its owner's trash).
- `counter` of a PIECE being used (a [Team] PIECE of the opponent's, in their check zone,
  WXDi-P05-006): its effect is not processed, and it is removed from the game.
- the use ability's `cut_in`: a card its owner may use just after their opponent uses a
  card of a kind, before that card's effect (WXDi-P05-006, usable as the opponent's [Team]
  PIECE has just been used).
- the filter `team_icon`: a card with [Team] (of a team; a Dream Team PIECE aside).
"""

from __future__ import annotations

from deckcheck.cards.model import CardType
from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.cards import Filter
from deckcheck.engine import DecisionKind, Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode
from tests.carddb.table import AT3, CLASSIC_FILLER, Table, lrigs
from tests.effects.conftest import _compile

SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000, vanilla
PIRULUK4 = str(
    ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G", "Code Piruluk Sigma"]
)
KNOWLEDGE = "Overflowing Knowledge"  # colorless spell: draw three cards
ANTI_SPELL = "Anti-Spell"  # blue ARTS, [Spell Cut-In], 1 blue 1 colorless

# ------------------------------------------------------------------ a countered card


def _cut_in(table: Table, database: CardDatabase, effects: str) -> Table:
    """Player 1 uses Overflowing Knowledge; player 0 cuts in with Anti-Spell doing
    `effects`."""
    text = f"[{{kind: use, effects: {effects}}}]"
    game = table(
        f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["{ANTI_SPELL}"]
            ener: ["{SC}", "{SC}"]
            deck: {[CLASSIC_FILLER] * 5}
          - lrig: {PIRULUK4}
            hand: ["{KNOWLEDGE}"]
            ener: ["{SC}", "{SC}", "{SC}"]
            deck: {[CLASSIC_FILLER] * 5}
        """,
        abilities={ANTI_SPELL: _compile(database, text, ANTI_SPELL, "classic")[1]},
    )
    game.use(KNOWLEDGE)
    game.pay()
    return game


def test_a_countered_spell_is_in_its_owners_trash_before_the_countering_effect_goes_on(
    table: Table, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, "(xvii) Spell": a spell goes to the trash "after
    # all of its effects resolve"; countered, it has none left to resolve, so it is there
    # at once (docs/engine-hooks.md, "Countered cards"): the rest of the cut-in sees it.
    game = _cut_in(
        table,
        database,
        "[{counter: {choose: {side: opponent, zone: check, type: SPELL}}}, "
        "{draw: {count: {per: {count: {side: opponent, zone: trash, type: SPELL}}}}}]",
    )
    game.use(ANTI_SPELL)
    game.pay()
    assert game.zone_of(KNOWLEDGE) == Zone.TRASH
    assert game.count(0, Zone.HAND) == 1  # it was in the trash as Anti-Spell drew
    assert game.count(1, Zone.HAND) == 0  # its effect was not processed


def test_a_spell_that_could_not_be_countered_is_not_named_as_countered(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Use timing: Spell Cut-in"; docs/engine-hooks.md, "Countered
    # cards": `as` names the cards countered, not one a "cannot be canceled" kept.
    game = _cut_in(
        table,
        database,
        "[{counter: {choose: {side: opponent, zone: check, type: SPELL, as: countered}}}, "
        "{use_card: {choose: {ref: countered, up_to: 1}, free: true}}]",
    )
    spell = game.card(KNOWLEDGE)
    game.game.add_effect(
        ContinuousEffect(Attribute.NO_COUNTER, Mode.SET, applies=lambda g, c: c == spell)
    )
    game.use(ANTI_SPELL)
    game.pay()
    assert game.count(1, Zone.HAND) == 3  # processed: it could not be countered
    assert game.count(0, Zone.HAND) == 0  # nothing countered, nothing to use
    assert game.zone_of(KNOWLEDGE) == Zone.TRASH


# ------------------------------------------------------------------ cut-ins and [Team]
KYURUKYURUN = "Eternal♡Immortal Kyurukyurun☆"  # a [Team] PIECE that cuts in on one
KYURUKYURUN_TEAM = lrigs(
    ["Mikomiko☆Zero", "Mikomiko☆One", "Mikomiko☆Two"],
    left="Yukayuka☆Zero",
    right="Mahomaho☆Zero",
)
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"


def test_a_piece_with_team_is_one_of_a_team_and_not_a_dream_team_piece(table: Table) -> None:
    # en-2021-glossary.txt, "[Team]": the icon names the team a card belongs to; a Dream
    # Team PIECE prints an icon of its own (`=E`, not `=T`, in the reference text).
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            lrig_deck: ["World Reverse", "March of the Toy Soldiers", "DEVIL'S CARNIVAL"]
    """)
    team = Filter(type=(CardType.PIECE,), team_icon=True)
    found = [
        name for name in game.names(0, Zone.LRIG_DECK) if team.match(game.game, -1, game.card(name))
    ]
    assert found == ["World Reverse"]


def test_a_cut_in_is_offered_to_the_opponent_of_the_user_and_counters_before_the_effect(
    table: Table,
) -> None:
    # en-2021-glossary.txt, "Use timing: Spell Cut-in" (the opponent interrupts before the
    # processing, never its own card's user), "Check Zone" (a PIECE waits there until it is
    # processed), "PIECE" (removed from the game once used); docs/engine-hooks.md,
    # "Cut-ins just after a card is used". Player 0 uses its Kyurukyurun (a [Team] PIECE)
    # in its main phase: player 1 alone may cut in on it, and counters it.
    game = table(f"""
        players:
          - lrig: {KYURUKYURUN_TEAM}
            lrig_deck: ["{KYURUKYURUN}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {KYURUKYURUN_TEAM}
            lrig_deck: ["{KYURUKYURUN}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.act(game.ActionKind.USE_PIECE, KYURUKYURUN)
    assert game.decision == DecisionKind.USE_WINDOW and game.game.decision.player == 1
    mine, theirs = game.card(KYURUKYURUN, 0), game.card(KYURUKYURUN, 1)
    assert game.game.zone[mine] == Zone.CHECK  # cost paid, effect not yet processed
    game.use(KYURUKYURUN)
    game.mode(0)  # counter player 0's, the one target
    assert game.game.zone[mine] == Zone.REMOVED and game.game.zone[theirs] == Zone.REMOVED
    assert game.decision != DecisionKind.USE_WINDOW  # no window on player 1's: none left
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0  # no mode made
