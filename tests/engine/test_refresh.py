"""Refresh: en-2021-glossary.txt "Refresh", en-2021-faq.txt "Deck out", classic guide (viii)."""

from __future__ import annotations

from deckcheck.engine import (
    ActionAbility,
    ActionKind,
    DecisionKind,
    EffectContext,
    Phase,
    UseEffect,
    Zone,
)
from deckcheck.engine.abilities import Effect, Procedure
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.effects import draw, mill
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


# ------------------------------------------------------------------ classic: at once

TAMA = '["Tamayorihime, New Moon Miko"]'
TAMA2 = '["Tamayorihime, New Moon Miko", "Tamayorihime, Half Moon Miko"]'


def test_diva_draw_phase_with_one_card_draws_one(make: Scenario) -> None:
    # en-2021-faq.txt, "Draw phase": "If there is only one card in the deck, you draw only one
    # card, and then refresh. As a result, you can only draw one card."
    game = make(f"""
        phase: draw
        players:
          - lrig: {AT}
            deck: ["Servant #"]
            trash: ["Polygenesis"]
            life: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
          - lrig: {LIZE}
            deck: ["Servant #"]
    """)
    assert names(game, 0, Zone.HAND) == ["Servant #"]
    assert names(game, 0, Zone.DECK) == ["Polygenesis"]
    assert game.players[0].refreshes == 1


def test_classic_draw_phase_refreshes_between_the_two_draws(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(viii) Refresh": "Refresh is done immediately when a
    # player's deck has run out of cards, regardless if it is during the Draw Phase ...": the
    # draw stops for the refresh and then goes on, from the new deck (docs/engine-hooks.md).
    game = make(f"""
        format: classic
        phase: draw
        players:
          - lrig: {TAMA}
            deck: ["Servant O"]
            trash: ["Servant D", "Servant D"]
            life: ["Servant T", "Servant Q"]
          - lrig: {TAMA}
            deck: ["Servant O"]
    """)
    assert sorted(names(game, 0, Zone.HAND)) == ["Servant D", "Servant O"]
    assert names(game, 0, Zone.DECK) == ["Servant D"]
    assert names(game, 0, Zone.TRASH) == ["Servant T"]  # the Life Cloth the refresh cost
    assert game.players[0].refreshes == 1


def test_classic_refresh_interrupts_a_spell_which_goes_on_drawing(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(viii) Refresh": "all previous actions are stopped and
    # the player shuffles his trash"; "(xvii) Spell": spells "go to the Trash after all of its
    # effects resolve", so the spell is not in the new deck. The draw goes on afterwards.
    game = make(
        f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Jetting Knowledge"]
            deck: ["Servant O"]
            trash: ["Servant D", "Servant T", "Servant T"]
            life: ["Servant Q"]
          - lrig: {TAMA}
            deck: ["Servant O"]
        """,
        abilities={"Jetting Knowledge": [UseEffect(effect=draw(3))]},
    )
    act(game, ActionKind.USE_SPELL)
    assert len(game.players[0].hand) == 3 and "Servant O" in names(game, 0, Zone.HAND)
    assert names(game, 0, Zone.TRASH) == ["Servant Q", "Jetting Knowledge"]
    assert len(game.players[0].deck) == 1
    assert game.players[0].refreshes == 1


def _deck_sizes(seen: list[int]) -> Effect:
    """An effect that notes how many cards its controller's deck holds when processed."""

    def effect(context: EffectContext) -> Procedure[None]:
        seen.append(len(context.game.players[context.controller].deck))
        return
        yield

    return effect


def test_classic_refresh_in_the_middle_of_a_cost(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(viii) Refresh": with an empty deck and trash, "They
    # refresh the moment a card is put into their trash": the Ener paid for the spell is the
    # new deck before the spell's effect is processed.
    seen: list[int] = []
    game = make(
        f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["THREE OUT"]
            ener: ["Code Art RFR"]
            life: ["Servant Q", "Servant T"]
          - lrig: {TAMA}
            deck: ["Servant O"]
        """,
        abilities={"THREE OUT": [UseEffect(effect=_deck_sizes(seen))]},
    )
    act(game, ActionKind.USE_SPELL)
    assert seen == [1]
    assert names(game, 0, Zone.DECK) == ["Code Art RFR"]
    assert names(game, 0, Zone.TRASH) == ["Servant Q", "THREE OUT"]
    assert game.players[0].refreshes == 1


def test_diva_refresh_waits_until_the_spell_is_in_the_trash(make: Scenario) -> None:
    # en-2021-faq.txt, "Deck out": "Let the effect process as long as possible with 0 Deck
    # cards, then refresh your deck." The same position in the diva rules: the deck is empty
    # during the effect, and the spell is shuffled into the new deck with the Ener paid.
    seen: list[int] = []
    game = make(
        f"""
        players:
          - lrig: {AT}
            hand: ["Polygenesis"]
            ener: ["Servant #"]
            life: ["Chihiro Yuki, Code 2434", "Servant #"]
          - lrig: {LIZE}
            deck: ["Servant #"]
        """,
        abilities={"Polygenesis": [UseEffect(effect=_deck_sizes(seen))]},
    )
    act(game, ActionKind.USE_SPELL)
    assert seen == [0]
    assert sorted(names(game, 0, Zone.DECK)) == ["Polygenesis", "Servant #"]


def test_classic_second_refresh_stops_the_effect_and_ends_the_turn(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(viii) Refresh": "Whenever the turn player refreshes
    # for the second time in one turn, their turn ends immediately": the third draw never
    # happens.
    game = make(
        f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Jetting Knowledge"]
            deck: ["Servant O"]
            trash: ["Servant D"]
            life: ["Servant T", "Servant Q", "Servant D"]
          - lrig: {TAMA}
            deck: ["Servant O", "Servant O", "Servant O"]
        """,
        abilities={"Jetting Knowledge": [UseEffect(effect=draw(3))]},
    )
    act(game, ActionKind.USE_SPELL)
    assert sorted(names(game, 0, Zone.HAND)) == ["Servant D", "Servant O"]
    assert sum("refreshes" in line for line in game.log_lines()) == 2
    assert game.turn == 4 and game.turn_player == 1
    assert any("second refresh" in line for line in game.log_lines())


def test_classic_mill_goes_on_from_the_new_deck(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(viii) Refresh": the refresh interrupts the effect that
    # emptied the deck; the rest of the effect is processed with the new deck.
    game = make(
        f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA}
            deck: ["Servant O", "Servant O", "Servant O"]
          - lrig: {TAMA2}
            signi: ["Servant D"]
            deck: ["Servant T"]
            trash: ["Servant O"]
            life: ["Servant Q"]
        """,
        abilities={"Servant D": [ActionAbility(effect=mill(2))]},
    )
    act(game, ActionKind.USE_ACTION)
    assert game.players[1].refreshes == 1
    # Servant T milled, the refresh (Servant O and T the new deck, Servant Q to the trash),
    # then one more card milled from the new deck.
    assert len(game.players[1].deck) == 1
    trash = names(game, 1, Zone.TRASH)
    assert trash[0] == "Servant Q" and trash[1] in ("Servant O", "Servant T")
