"""Refresh: en-2021-glossary.txt "Refresh", en-2021-faq.txt "Deck out", classic guide (viii)."""

from __future__ import annotations

from deckcheck.engine import ActionAbility, ActionKind, DecisionKind, Phase, UseEffect, Zone
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.effects import draw
from tests.engine.helpers import act, pass_until

AT = '{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}'
LIZE = '{center: ["Lize, Level 0"]}'


def test_refresh_shuffles_the_trash_into_the_deck_and_trashes_one_life_cloth(
    make: Scenario,
) -> None:
    # en-2021-glossary.txt, "Refresh": "shuffle the Trash to create a new 'main Deck'. Then, if
    # you have a Life Cloth, you place one on the Trash."; not a crush: no Life Burst.
    game = make(f"""
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            trash: ["Polygenesis", "Camelopar, Natural Planet"]
            life: ["Kazaki Morinaka, Code 2434", "Servant #"]
          - lrig: {LIZE}
    """)
    assert sorted(names(game, 0, Zone.DECK)) == ["Camelopar, Natural Planet", "Polygenesis"]
    assert names(game, 0, Zone.TRASH) == ["Kazaki Morinaka, Code 2434"]
    assert names(game, 0, Zone.LIFE) == ["Servant #"]
    assert game.decision is not None and game.decision.kind != DecisionKind.LIFE_BURST
    assert game.players[0].refreshes == 1


def test_refresh_waits_for_a_card_in_the_trash(make: Scenario) -> None:
    # en-2021-glossary.txt, "Refresh": "If there are no cards in the Trash when the number of
    # cards in your main deck reaches zero, refresh is not performed. In that case, when a card
    # is placed in Trash, refresh is performed."
    game = make(f"""
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            life: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
          - lrig: {LIZE}
    """)
    assert game.players[0].refreshes == 0 and len(game.players[0].life) == 2
    act(game, ActionKind.RETIRE, game.players[0].signi[0])
    assert names(game, 0, Zone.DECK) == ["Servant #"]
    assert names(game, 0, Zone.TRASH) == ["Chihiro Yuki, Code 2434"]  # the top Life Cloth


def test_a_spell_that_empties_the_deck_is_shuffled_into_the_new_deck(make: Scenario) -> None:
    # en-2021-faq.txt, "Deck out": "While your Main Deck is at 0 cards left, resolve the
    # effects of SPELL as possible. After resolving Spell, put the Spell card on the Trash.
    # Finally, process the Refresh."
    game = make(
        f"""
        players:
          - lrig: {AT}
            hand: ["Polygenesis"]
            ener: ["Camelopar, Natural Planet"]
            deck: ["Servant #"]
            life: ["Chihiro Yuki, Code 2434"]
          - lrig: {LIZE}
        """,
        abilities={"Polygenesis": [UseEffect(effect=draw(3))]},
    )
    act(game, ActionKind.USE_SPELL)
    assert names(game, 0, Zone.HAND) == ["Servant #"]
    assert sorted(names(game, 0, Zone.DECK)) == ["Camelopar, Natural Planet", "Polygenesis"]
    assert names(game, 0, Zone.TRASH) == ["Chihiro Yuki, Code 2434"]


def test_the_turn_players_second_refresh_ends_the_turn(make: Scenario) -> None:
    # en-2021-glossary.txt, "Refresh": "If the refresh is the turn player's second refresh in
    # one turn, the turn ends after the second refresh."; classic guide: "their turn ends
    # immediately" (no end phase: no discard down to six).
    eight = str(["Servant #"] * 8)
    game = make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Camelopar, Natural Planet"]
            hand: {eight}
            deck: ["Servant #"]
            trash: ["Polygenesis"]
            life: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434", "Servant #"]
          - lrig: {LIZE}
            deck: {eight}
        """,
        abilities={"Camelopar, Natural Planet": [ActionAbility(effect=draw(1))]},
    )
    act(game, ActionKind.USE_ACTION)
    assert game.players[0].refreshes == 1 and game.turn == 3 and game.phase == Phase.MAIN
    act(game, ActionKind.USE_ACTION)
    assert game.turn == 4 and game.turn_player == 1
    assert len(game.players[0].hand) == 10
    assert any("second refresh" in line for line in game.log_lines())


def test_the_non_turn_players_second_refresh_does_not_end_the_turn(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(viii) Refresh": "Whenever the turn player refreshes for
    # the second time in one turn, their turn ends immediately. This does not apply to the
    # non-turn player."
    def opponent_draws(context: object) -> object:
        from deckcheck.engine import EffectContext

        assert isinstance(context, EffectContext)
        context.game.draw(context.opponent, 1)
        return
        yield

    game = make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Camelopar, Natural Planet"]
            deck: ["Servant #"]
          - lrig: {LIZE}
            deck: ["Servant #"]
            trash: ["Polygenesis"]
            life: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
        """,
        abilities={
            "Camelopar, Natural Planet": [ActionAbility(effect=opponent_draws)]  # type: ignore[arg-type]
        },
    )
    act(game, ActionKind.USE_ACTION)
    act(game, ActionKind.USE_ACTION)
    assert game.players[1].refreshes == 2
    assert game.turn == 3 and game.phase == Phase.MAIN


def test_refresh_with_no_life_cloth_left(make: Scenario) -> None:
    # en-2021-faq.txt, "Deck out": "If you already have no Life Cloths left, you do not need to
    # place one."
    game = make(f"""
        players:
          - lrig: {AT}
            trash: ["Polygenesis"]
          - lrig: {LIZE}
            deck: ["Servant #", "Servant #"]
    """)
    assert names(game, 0, Zone.DECK) == ["Polygenesis"]
    assert not game.is_terminal()
    pass_until(game, lambda g: g.turn == 4)
