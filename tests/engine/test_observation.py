"""Observations: en-2021-glossary.txt "Hidden zone" and "Public zone"."""

from __future__ import annotations

import pytest

from deckcheck.engine import HiddenCardError, Zone
from tests.engine.conftest import Scenario
from tests.engine.helpers import AT2

DECK = str(["Servant #"] * 5)


def test_a_player_sees_public_zones_and_own_hand_but_no_deck_or_life_cloth(make: Scenario) -> None:
    # en-2021-glossary.txt, "Hidden zone": "Main deck, (opponent's) LRIG deck, (opponent's) hand,
    # and Life cloth"; "Public zone": "LRIG Zone, SIGNI Zone, Ener Zone, Check Zone, Trash,
    # LRIG Trash, and 'exclude from the game'".
    game = make(f"""
        players:
          - lrig: {AT2}
            hand: ["Polygenesis"]
            lrig_deck: ["At =Tre=, the Opened Gate"]
            signi: ["Servant #"]
            deck: {DECK}
            life: ["Camelopar, Natural Planet"]
          - lrig: {AT2}
            hand: ["Tobiel, Full Armed"]
            lrig_deck: ["At =Tre=, the Opened Gate"]
            ener: ["Koalala, Phantom Terra Beast"]
            trash: ["Servant #"]
            deck: {DECK}
            life: ["Sen no Rikyu, Jade General"]
    """)
    view = game.observation(0)
    assert [game.name(c) for c in view.hand()] == ["Polygenesis"]
    assert [view.card(c).name for c in view.lrig_deck()] == ["At =Tre=, the Opened Gate"]
    assert [view.card(c).name for c in view.zone(1, Zone.ENER)] == ["Koalala, Phantom Terra Beast"]
    assert [view.card(c).name for c in view.zone(1, Zone.TRASH)] == ["Servant #"]
    assert view.card(view.signi(0)[0]).name == "Servant #"
    assert view.card(view.center(1)).name == "At =Två=, the Opened Gate"
    assert view.size(1, Zone.HAND) == 1 and view.deck_size(1) == 5 and view.life_cloth(1) == 1
    for zone in (Zone.HAND, Zone.LRIG_DECK, Zone.DECK, Zone.LIFE):
        with pytest.raises(HiddenCardError):
            view.zone(1, zone)
    for zone in (Zone.DECK, Zone.LIFE):
        with pytest.raises(HiddenCardError):
            view.zone(0, zone)
    hidden = [*game.players[1].hand, *game.players[0].deck, *game.players[0].life]
    for card in hidden:
        assert not view.can_see(card)
        with pytest.raises(HiddenCardError):
            view.card(card)
    assert game.observation(1).can_see(game.players[1].hand[0])


def test_the_cards_a_decision_offers_are_seen_by_its_player(make: Scenario) -> None:
    # en-2021-glossary.txt, "Public zone": a card from a hidden zone can be seen by "the
    # player who is allowed to see it by the effect": searching the deck shows its cards
    # to the searcher, and to no one else.
    from deckcheck.engine import ActionAbility, ActionKind, DecisionKind, EffectContext
    from deckcheck.engine.abilities import Procedure
    from tests.engine.helpers import act

    def search(context: EffectContext) -> Procedure[None]:
        game = context.game
        found = yield from game.search_deck(context.controller, lambda card: True)
        for card in found:
            game.move(card, Zone.HAND)
        game.shuffle(context.controller)

    game = make(
        f"""
        players:
          - lrig: {AT2}
            signi: ["Camelopar, Natural Planet"]
            deck: ["Polygenesis", "Servant #", "Servant #"]
          - lrig: {AT2}
            deck: {DECK}
    """,
        {"Camelopar, Natural Planet": [ActionAbility(effect=search)]},
    )
    deck = list(game.players[0].deck)
    assert not any(game.observation(0).can_see(card) for card in deck)
    act(game, ActionKind.USE_ACTION)
    assert game.decision is not None and game.decision.kind == DecisionKind.CHOOSE
    offered = [option.a for option in game.legal_actions() if option.a >= 0]
    view = game.observation(0)
    assert sorted(view.card(card).name for card in offered) == ["Polygenesis", "Servant #"]
    assert not any(game.observation(1).can_see(card) for card in offered)
    act(game, ActionKind.CHOOSE_DONE)
    assert not any(game.observation(0).can_see(card) for card in game.players[0].deck)


def test_a_player_reads_the_colours_each_ener_card_pays_as(make: Scenario) -> None:
    # en-2021-glossary.txt, "Public zone": the Ener Zone is public, so either player reads
    # the colours its cards pay as ("[Multi Ener]": every colour); a hidden card stays hidden.
    red, green = 2, 8
    game = make(f"""
        players:
          - lrig: {AT2}
            deck: {DECK}
          - lrig: {AT2}
            hand: ["Tobiel, Full Armed"]
            ener: ["Koalala, Phantom Terra Beast", "Tobiel, Full Armed"]
            deck: {DECK}
    """)
    view = game.observation(0)
    koalala, tobiel = game.players[1].ener
    assert view.pay_colors(koalala) == red | green and view.pay_colors(tobiel) == red
    assert view.ener_masks(1) == (red | green, red)
    with pytest.raises(HiddenCardError):
        view.pay_colors(game.players[1].hand[0])
