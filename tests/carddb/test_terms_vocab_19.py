"""The terms of vocabulary owner vocab-19 (round 27) and the rules they follow.

- a delayed triggered ability about every card of a kind as it happens (`delayed` with
  `all`: "when the next SIGNI attacks this turn, negate the attack"; docs/engine-hooks.md,
  "Delayed triggered abilities").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Zone
from deckcheck.engine.abilities import Ability
from tests.carddb.scenes import BUFFALO, KOALALA
from tests.carddb.table import AT3, LIZE3, Table, lrigs
from tests.effects.conftest import _compile


def ability(database: CardDatabase, card: str, text: str) -> tuple[Ability, ...]:
    return _compile(database, text, card)[1]


# ------------------------------------------------------------------ delayed, of all cards


def test_a_delayed_ability_of_all_signi_covers_a_signi_that_enters_later(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Delayed triggered abilities": with `covers`, about the card
    # of any event it accepts as it happens; without `once`, every time.
    text = (
        "{kind: action, effects: [{delayed: {all: {side: you, zone: signi}, "
        "when: {attacks: self}, effects: [{draw: 1}]}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", ~, ~]
            hand: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
        """,
        abilities={KOALALA: ability(database, KOALALA, text)},
    )
    game.action(KOALALA)
    game.play(BUFFALO, 1)  # after the effect: covered all the same
    game.end_main()
    game.attack(BUFFALO)
    assert game.count(0, Zone.HAND) == 1
    game.attack(KOALALA)
    assert game.count(0, Zone.HAND) == 2
