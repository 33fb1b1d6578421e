"""The terms of vocab-32 (round 28), and the rules each follows.

- `counter`: the countered card's use is over at once; it goes where a used card of its
  kind goes (a SPELL to its owner's trash) before the rest of the countering effect, and
  `as` names the cards countered ("you may use that spell from your opponent's trash").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Zone
from deckcheck.engine.continuous import Attribute, ContinuousEffect, Mode
from tests.carddb.table import CLASSIC_FILLER, Table
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
