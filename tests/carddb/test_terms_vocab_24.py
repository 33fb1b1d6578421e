"""The terms of vocab-24 (round 27): the classic SIGNI and spells' own singles, and the
rules each follows.

- `ref: paid_ener` and `ref: paid_cards`: of the cards paid for a cost (`ref: paid`), those
  paid as Ener, and the others (revealed, discarded, put into a trash by the cost).
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Zone
from tests.carddb.table import Table
from tests.effects.conftest import _compile

KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000, vanilla
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000, vanilla
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000, vanilla
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000, vanilla

# ------------------------------------------------------------------ the Ener paid


def test_the_ener_paid_and_the_other_cards_paid_are_told_apart(
    table: Table, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, "(xviii) Cost": Ener is paid by sending cards from
    # the Ener Zone into the trash, as a discard cost sends cards of the hand there: both
    # are "the cards paid", and `paid_ener` / `paid_cards` keep them apart.
    def paying(ref: str) -> list[str]:
        text = (
            "{kind: action, cost: {ener: {colorless: 1}, discard: 1}, "
            f"effects: [{{add_to_hand: {{ref: {ref}}}}}]}}"
        )
        game = table(
            f"""
            format: classic
            players:
              - signi: ["{KOONI}"]
                hand: ["{COSMO}"]
                ener: ["{IRON}"]
            """,
            abilities={KOONI: _compile(database, text, KOONI, "classic")[1]},
        )
        game.action(KOONI)
        return game.names(0, Zone.HAND)

    assert paying("paid_ener") == [IRON]
    assert paying("paid_cards") == [COSMO]
    assert sorted(paying("paid")) == [COSMO, IRON]


def test_the_ener_paid_to_use_a_spell(table: Table, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, "(xvii) Spell": a spell is used by paying its cost.
    spell = "Overflowing Knowledge"  # a colorless spell, cost 3 colorless
    text = "{kind: use, effects: [{put_on_deck: {ref: paid_ener}}]}"
    game = table(
        f"""
        format: classic
        players:
          - hand: ["{spell}"]
            ener: ["{IRON}", "{SC}", "{COSMO}"]
            deck: ["{KOONI}"]
        """,
        abilities={spell: _compile(database, text, spell, "classic")[1]},
    )
    game.use(spell)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.DECK) == 4
