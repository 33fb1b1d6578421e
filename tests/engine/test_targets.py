"""Targeting: en-2021-glossary.txt "Target" (required targets, "up to", exactly N, Shadow, Then)."""

from __future__ import annotations

from deckcheck.engine import ActionAbility, ActionKind, DecisionKind, EffectContext, Game, Zone
from deckcheck.engine.abilities import Effect, Procedure
from deckcheck.engine.choices import shared_bits
from tests.engine.conftest import Scenario
from tests.engine.effects import draw, then, vanish_opponent_signi
from tests.engine.helpers import AT2, act, has

DECK = str(["Servant #"] * 5)
AT = AT2
LIZE = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'


def with_effect(make: Scenario, effect: Effect, theirs: str) -> Game:
    return make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Camelopar, Natural Planet"]
            deck: {DECK}
          - lrig: {LIZE}
            signi: {theirs}
            deck: {DECK}
        """,
        abilities={"Camelopar, Natural Planet": [ActionAbility(effect=effect)]},
        skip_forced=False,
    )


def test_a_required_target_must_be_chosen_when_one_exists(make: Scenario) -> None:
    # en-2021-glossary.txt, "Target": "If there are cards that can be targeted, you must target
    # one of them."
    game = with_effect(make, vanish_opponent_signi(), '["Servant #", "Chihiro Yuki, Code 2434"]')
    act(game, ActionKind.USE_ACTION)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.TARGET
    assert len(decision.options) == 2 and not has(game, ActionKind.CHOOSE_DONE)


def test_with_no_target_the_rest_of_the_effect_still_happens(make: Scenario) -> None:
    # en-2021-glossary.txt, "Target", example 1: "if there is no SIGNI on your opponent's field,
    # you can use it without targeting anything and draw a card."
    game = with_effect(make, then(vanish_opponent_signi(), draw(1)), "[]")
    act(game, ActionKind.USE_ACTION)
    assert len(game.players[0].hand) == 1


def test_up_to_n_allows_fewer_even_none(make: Scenario) -> None:
    # en-2021-glossary.txt, "Target", example 2: "'return up to two target SIGNI ...' allows you
    # to target 0, 1, or 2 opponent's SIGNI."
    game = with_effect(make, vanish_opponent_signi(2, up_to=True), '["Servant #", "Servant #"]')
    act(game, ActionKind.USE_ACTION)
    act(game, ActionKind.CHOOSE)
    act(game, ActionKind.CHOOSE_DONE)
    assert len(game.signi_of(1)) == 1


def test_exactly_n_with_fewer_candidates_targets_none(make: Scenario) -> None:
    # en-2021-glossary.txt, "Target": "Vanish two target SIGNI on your opponent's field.", if
    # you cannot target two appropriate targets, you cannot target only one."
    game = with_effect(make, vanish_opponent_signi(2), '["Servant #"]')
    act(game, ActionKind.USE_ACTION)
    assert len(game.signi_of(1)) == 1


def test_shadow_signi_are_left_out_of_the_opponents_targets(make: Scenario) -> None:
    # en-2021-glossary.txt, "Target": "You cannot target a SIGNI that has [Shadow]."
    game = with_effect(make, vanish_opponent_signi(), '["Servant # (shadow)", "Servant #"]')
    shadow, plain = game.players[1].signi[:2]
    act(game, ActionKind.USE_ACTION)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.TARGET
    assert [a.a for a in decision.options] == [plain]
    act(game, ActionKind.CHOOSE, plain)
    assert game.zone[shadow] == Zone.SIGNI


def test_then_targets_are_chosen_after_the_earlier_part(make: Scenario) -> None:
    # en-2021-glossary.txt, "Target": "if there is a 'Then' in the effect, the target will be
    # chosen after the effect has been processed up to that point." (Put the top three cards of
    # your deck into your trash. Then, add up to two target SIGNI from your trash to your hand.)
    def mill_three(context: EffectContext) -> Procedure[None]:
        game = context.game
        for card in list(reversed(game.players[context.controller].deck))[:3]:
            game.trash(card)
        return
        yield

    def return_two(context: EffectContext) -> Procedure[None]:
        game = context.game
        trash = game.players[context.controller].trash
        chosen = yield from game.choose_targets(
            context.controller, list(trash), 2, up_to=True, source=context.source
        )
        for card in chosen:
            game.move(card, Zone.HAND)

    game = with_effect(make, then(mill_three, return_two), "[]")
    act(game, ActionKind.USE_ACTION)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.TARGET
    assert len(decision.options) == 4  # three milled cards and "no more"
    act(game, ActionKind.CHOOSE)
    act(game, ActionKind.CHOOSE)
    assert len(game.players[0].hand) == 2 and len(game.players[0].trash) == 1


def test_shared_bits_asks_one_bit_of_every_chosen_card(make: Scenario) -> None:
    # "ten SIGNI that share the same color": one colour all of them have, so three cards
    # that share a colour two at a time (red and green, green and blue, blue and red)
    # share none all together.
    red, green, blue = 1, 2, 4
    bits = {10: red | green, 11: green | blue, 12: blue | red, 13: green}

    def common(game: Game, card: int) -> int:
        return bits[card]

    # The bits come from `common`, not from the game; a compiled engine still checks
    # that the game is a Game.
    game = make(
        f"""
        players:
          - lrig: {AT}
            deck: {DECK}
          - lrig: {LIZE}
            deck: {DECK}
        """
    )

    assert shared_bits(game, [], [10, 11, 12], 3, common) == 0
    assert shared_bits(game, [], [10, 11, 12], 2, common) == red | green | blue
    assert shared_bits(game, [10], [11, 12, 13], 3, common) == green
    assert shared_bits(game, [10, 12], [11, 13], 3, common) == 0
