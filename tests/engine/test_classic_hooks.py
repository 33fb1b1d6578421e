"""Engine hooks the classic cards need (docs/engine-hooks.md), each against the rule of the
2014 guide it works within: SIGNI that must attack, SIGNI the opponent must face, Life Cloth
that cannot be crushed, effects at the end of the turn, a crushed card kept from the Ener
Zone, the top of a pile put back in an order."""

from __future__ import annotations

from deckcheck.engine import (
    ActionAbility,
    ActionKind,
    Attribute,
    ContinuousEffect,
    DecisionKind,
    EffectContext,
    Mode,
    Zone,
)
from deckcheck.engine.abilities import Effect, Procedure
from deckcheck.engine.continuous import Restriction
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.helpers import act, has, pass_until

TAMA3 = (
    '["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko", '
    '"Tamayorihime, Half Moon Miko", "Tamayorihime, Waxing Gibbous Moon Miko"]'
)
HANAYO3 = '["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three"]'
DECK = '["Kukri, Small Sword", "Kukri, Small Sword", "Kukri, Small Sword", "Kukri, Small Sword"]'


def test_a_signi_that_must_attack_keeps_the_attack_step_open(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "8: SIGNI Attack Step": "The turn player may attack
    # with their SIGNI" -- unless an effect obliges one to attack if able (MUST_ATTACK): the
    # step cannot end while it can still attack; a downed one cannot, so it does not hold
    # the step ("(x) Down": "Cards that are downed before they attack cannot attack").
    game = make(
        f"""
        format: classic
        players:
          - lrig: {TAMA3}
            signi: ["Kukri, Small Sword", "Flamber, Medium Sword (downed)"]
            deck: {DECK}
          - lrig: {HANAYO3}
            life: ["Kukri, Small Sword", "Kukri, Small Sword"]
            deck: {DECK}
        """,
        skip_forced=False,
    )
    for card in game.players[0].signi[:2]:
        game.add_effect(ContinuousEffect(Attribute.MUST_ATTACK, Mode.SET, target=card))
    act(game, ActionKind.END_MAIN)
    pass_until(
        game, lambda g: g.decision is not None and g.decision.kind == DecisionKind.SIGNI_ATTACK
    )
    assert not has(game, ActionKind.END_STEP)
    act(game, ActionKind.ATTACK, game.players[0].signi[0])
    pass_until(
        game, lambda g: g.decision is not None and g.decision.kind == DecisionKind.SIGNI_ATTACK
    )
    assert has(game, ActionKind.END_STEP)


def test_new_signi_go_in_front_of_a_signi_that_draws_them(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xi) SIGNI": "SIGNIs may be summoned into one of three
    # unoccupied SIGNI Zone" -- of those, only the ones in front of an opposing SIGNI with
    # such an effect (PLACEMENT), while one of them is empty; else any.
    game = make(
        f"""
        format: classic
        players:
          - lrig: {TAMA3}
            hand: ["Kukri, Small Sword"]
            signi: [~, "Flamber, Medium Sword", ~]
            deck: {DECK}
          - lrig: {HANAYO3}
            signi: ["Iron, Natural Stone", ~, "Iron, Natural Stone"]
            deck: {DECK}
        """
    )

    def zones() -> set[int]:
        return {a.b for a in game.main_options(0) if a.kind == ActionKind.PLAY_SIGNI}

    assert zones() == {0, 2}
    left, right = game.players[1].signi[0], game.players[1].signi[2]
    game.add_effect(ContinuousEffect(Attribute.PLACEMENT, Mode.SET, target=right))
    assert zones() == {2}
    game.add_effect(ContinuousEffect(Attribute.PLACEMENT, Mode.SET, target=left))
    assert zones() == {0, 2}


def test_life_cloth_that_cannot_be_crushed(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(ix) Life Cloth", "1: Crush": "Whenever a SIGNI attacks
    # and there is no SIGNI in front of that SIGNI ... the attacking player crushes a Life
    # Cloth" -- unless an effect keeps it (Restriction.CRUSHED); "other than by damage"
    # (CRUSHED_BUT_BY_DAMAGE) keeps it only from effects.
    game = make(f"""
        format: classic
        players:
          - lrig: {TAMA3}
            deck: {DECK}
          - lrig: {HANAYO3}
            life: ["Kukri, Small Sword", "Kukri, Small Sword", "Kukri, Small Sword"]
            deck: {DECK}
    """)
    game.add_effect(
        ContinuousEffect(
            Attribute.RESTRICTION, Mode.SET, Restriction.CRUSHED_BUT_BY_DAMAGE, player=1
        )
    )
    assert game.crush(1, 1) == []
    assert len(game.damage(1)) == 1
    game.add_effect(
        ContinuousEffect(Attribute.RESTRICTION, Mode.SET, Restriction.CRUSHED, player=1)
    )
    assert game.damage(1) == [] and len(game.players[1].life) == 2


def _trash_top_of_deck(context: EffectContext) -> Procedure[None]:
    context.game.mill(context.controller, 1)
    return
    yield


def _later(effect: Effect) -> Effect:
    def schedule(context: EffectContext) -> Procedure[None]:
        context.game.at_end_of_turn(context.controller, context.source, effect)
        return
        yield

    return schedule


def test_an_effect_at_the_end_of_the_turn(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(ii) Phases", "10: End Phase": an effect "at the end
    # of the turn" is processed when the end phase begins, before the discard to six.
    game = make(
        f"""
        format: classic
        players:
          - lrig: {TAMA3}
            signi: ["Kukri, Small Sword"]
            deck: {DECK}
          - lrig: {HANAYO3}
            deck: {DECK}
        """,
        abilities={"Kukri, Small Sword": [ActionAbility(effect=_later(_trash_top_of_deck))]},
    )
    act(game, ActionKind.USE_ACTION)
    assert len(game.players[0].trash) == 0
    pass_until(game, lambda g: g.turn == 4)
    assert len(game.players[0].trash) == 1


def test_a_crushed_card_kept_from_the_ener_zone(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(ix) Life Cloth", "1: Crush": "The card then goes to
    # the Ener Zone" -- or, replaced (replace_ener), to the trash, and what the effect adds
    # happens besides.
    game = make(f"""
        format: classic
        players:
          - lrig: {TAMA3}
            life: ["Kukri, Small Sword", "Kukri, Small Sword"]
            deck: {DECK}
          - lrig: {HANAYO3}
            deck: {DECK}
    """)
    (card,) = game.crush(0, 1)
    game.replace_ener(card, 0, card, _trash_top_of_deck)
    pass_until(game, lambda g: g.zone[card] != Zone.CHECK)
    assert game.zone[card] == Zone.TRASH
    assert len(game.players[0].trash) == 2  # the crushed card and the milled one


def test_the_top_of_a_pile_put_back_in_an_order(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(vii) Deck", "2: In-Game": "players cannot look at
    # the contents of decks or change the order of the cards in them" -- unless a card lets
    # them: reorder_top puts the top cards back in the chosen order, nothing moves zone.
    game = make(f"""
        format: classic
        players:
          - lrig: {TAMA3}
            life: ["Kukri, Small Sword", "Flamber, Medium Sword", "Caliburn, Greatsword"]
            deck: {DECK}
          - lrig: {HANAYO3}
            deck: {DECK}
    """)
    life = game.players[0].life
    top, second = life[-1], life[-2]
    game.reorder_top(0, Zone.LIFE, [second, top])
    assert names(game, 0, Zone.LIFE) == [
        "Caliburn, Greatsword",
        "Kukri, Small Sword",
        "Flamber, Medium Sword",
    ]
