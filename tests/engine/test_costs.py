"""Paying costs: en-2021-glossary.txt "Colorless", "Cost", "[Multi Ener]"; FAQ "Ener"."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from deckcheck.cards.model import Cost
from deckcheck.engine import AbilityCost, ActionAbility, ActionKind, DecisionKind, Game
from deckcheck.engine.abilities import CostPart, CostZone, cost_vector
from deckcheck.engine.constants import CardKind, Zone
from deckcheck.engine.costs import can_complete, fits
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.effects import draw
from tests.engine.helpers import act, has

WHITE, RED, BLUE, GREEN, BLACK = 1, 2, 4, 8, 16
DECK = str(["Servant #"] * 5)
AT = '{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}'
LIZE = '{center: ["Lize, Level 0"]}'


def test_colorless_requirement_is_paid_by_any_card() -> None:
    # en-2021-glossary.txt, "Colorless": "If a Colorless Ener is requested as Ener cost, it can
    # be paid in any color".
    cost = cost_vector(Cost(colorless=2))
    assert can_complete([RED, 0], cost)
    assert not can_complete([RED], cost)


def test_coloured_requirement_is_never_paid_by_a_colourless_card() -> None:
    # en-2021-glossary.txt, "Colorless": "if one of White, Red, Blue, Green, or Black is
    # requested as Ener Cost, it cannot be paid in {Colorless}."
    cost = cost_vector(Cost(green=1))
    assert not can_complete([0, 0, RED], cost)
    assert can_complete([0, GREEN], cost)


def test_a_multicoloured_card_pays_one_of_its_colours_once() -> None:
    cost = cost_vector(Cost(blue=1, green=1))
    assert not can_complete([BLUE | GREEN], cost)
    assert can_complete([BLUE | GREEN, GREEN], cost)


def test_chosen_cards_must_fit_distinct_symbols() -> None:
    cost = cost_vector(Cost(green=1, red=1))
    assert fits([GREEN], cost)
    assert not fits([BLUE], cost)
    assert not fits([GREEN, GREEN], cost)
    assert fits([GREEN | RED, GREEN], cost)


@given(
    st.lists(st.integers(0, 31), max_size=6),
    st.tuples(*[st.integers(0, 2)] * 6),
)
def test_hall_condition_matches_brute_force(pool: list[int], amounts: tuple[int, ...]) -> None:
    # The payment check (Hall's condition) agrees with trying every assignment of cards.
    cost = (*amounts, 0)
    slots = [color for color in range(5) for _ in range(amounts[color])] + [5] * amounts[5]

    def brute(cards: list[int], open_slots: list[int]) -> bool:
        if not open_slots:
            return True
        slot, rest = open_slots[0], open_slots[1:]
        for index, mask in enumerate(cards):
            fits_slot = slot == 5 or mask >> slot & 1
            if fits_slot and brute(cards[:index] + cards[index + 1 :], rest):
                return True
        return False

    assert can_complete(pool, cost) == brute(pool, slots)  # type: ignore[arg-type]


def test_payment_offers_only_cards_that_keep_it_completable(make: Scenario) -> None:
    # Costs are paid one card at a time; a card that would leave the rest unpayable is not
    # offered (a blue card cannot pay green or red when no colourless symbol is left).
    ability = ActionAbility(effect=draw(1), cost=AbilityCost.of(Cost(green=1, red=1)))
    game = make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            ener: ["Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast",
                   "Assylen, Natural Crystal", "Tobiel, Full Armed"]
            deck: {DECK}
          - lrig: {LIZE}
        """,
        abilities={"Servant #": [ability]},
    )
    act(game, ActionKind.USE_ACTION)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.PAYMENT
    offered = sorted(game.name(a.a) for a in decision.options)
    # Assylen (blue) cannot pay green or red; the others can.
    assert offered == [
        "Koalala, Phantom Terra Beast",
        "Tobiel, Full Armed",
        "Water Buffalo, Phantom Aquatic Beast",
    ]
    act(
        game,
        ActionKind.PAY,
        next(a.a for a in decision.options if game.name(a.a).startswith("Koalala")),
    )
    # Koalala (red/green) paid: either Water Buffalo (green) or Tobiel (red) completes it.
    after = sorted(game.name(a.a) for a in game.legal_actions())
    assert after == ["Tobiel, Full Armed", "Water Buffalo, Phantom Aquatic Beast"]
    act(game, ActionKind.PAY)
    assert len(game.players[0].trash) == 2 and len(game.players[0].hand) == 1


def test_discard_and_down_costs(make: Scenario) -> None:
    # en-2021-faq.txt, "General Rules": "you can't use [Action] if you don't have the requested
    # card in your hand"; a down cost needs an upped card.
    ability = ActionAbility(effect=draw(1), cost=AbilityCost.of(discard=1, down_self=True))
    source = """
        players:
          - lrig: {at}
            signi: ["Servant #{state}"]
            hand: {hand}
            deck: {deck}
          - lrig: {lize}
    """
    abilities = {"Servant #": [ability]}

    def build(state: str, hand: str) -> Game:
        return make(
            source.format(at=AT, state=state, hand=hand, deck=DECK, lize=LIZE),
            abilities=abilities,
            skip_forced=False,
        )

    assert not has(build("", "[]"), ActionKind.USE_ACTION)
    assert not has(build(" (downed)", '["Polygenesis"]'), ActionKind.USE_ACTION)
    game = build("", '["Polygenesis"]')
    act(game, ActionKind.USE_ACTION)
    act(game, ActionKind.DISCARD)
    assert game.downed[game.players[0].signi[0]]
    assert names(game, 0, Zone.TRASH) == ["Polygenesis"]
    assert len(game.players[0].hand) == 1


def test_coin_costs(make: Scenario) -> None:
    ability = ActionAbility(effect=draw(1), cost=AbilityCost.of(Cost(coin=1)))
    game = make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Servant #"]
            coins: 1
            deck: {DECK}
          - lrig: {LIZE}
        """,
        abilities={"Servant #": [ability]},
        skip_forced=False,
    )
    act(game, ActionKind.USE_ACTION)
    assert game.players[0].coins == 0
    assert not has(game, ActionKind.USE_ACTION)


def test_a_cost_of_several_discard_parts_takes_a_card_for_each(make: Scenario) -> None:
    # en-2021-glossary.txt, "Cost": a cost is paid in full or the ability is not used;
    # docs/engine-hooks.md, "Costs of several parts": no card pays two parts, and only a
    # card with which every part can still be paid is offered.
    def signi(game: Game, source: int, card: int) -> bool:
        return game.defs[card].kind == CardKind.SIGNI

    # "discard a card and a SIGNI": the one SIGNI in hand must pay the second part.
    cost = AbilityCost(discard=1, more=(CostPart(CostZone.HAND, 1, signi),))
    ability = ActionAbility(effect=draw(1), cost=cost)
    source = """
        players:
          - lrig: {at}
            signi: ["Servant #"]
            hand: {hand}
            deck: {deck}
          - lrig: {lize}
    """

    def build(hand: list[str]) -> Game:
        return make(
            source.format(at=AT, hand=hand, deck=DECK, lize=LIZE),
            abilities={"Servant #": [ability]},
            skip_forced=False,
        )

    assert not has(build(["Servant #"]), ActionKind.USE_ACTION)  # two cards are asked for
    assert not has(build(["Polygenesis", "Polygenesis"]), ActionKind.USE_ACTION)  # no SIGNI
    game = build(["Servant #", "Polygenesis"])
    act(game, ActionKind.USE_ACTION)
    assert _offered(game) == ["Polygenesis"]  # the SIGNI is kept for the second part
    act(game, ActionKind.CHOOSE)
    assert _offered(game) == ["Servant #"]
    act(game, ActionKind.CHOOSE)
    assert sorted(names(game, 0, Zone.TRASH)) == ["Polygenesis", "Servant #"]
    assert len(game.players[0].hand) == 1  # the card drawn


def test_a_cost_of_several_field_parts_puts_each_into_its_own_trash(make: Scenario) -> None:
    # docs/engine-hooks.md, "Costs of several parts": each card goes to its part's trash.
    def colored(game: Game, source: int, card: int) -> bool:
        return bool(game.defs[card].colors)

    cost = AbilityCost(
        trash_from_field=1,
        field_filter=colored,
        more=(CostPart(CostZone.FIELD, 1, None, to_lrig_trash=True),),
    )
    ability = ActionAbility(effect=draw(1), cost=cost)
    game = make(
        f"""
        players:
          - lrig: {AT}
            signi: ["Servant #", "Camelopar, Natural Planet"]
            deck: {DECK}
          - lrig: {LIZE}
        """,
        abilities={"Servant #": [ability]},
        skip_forced=False,
    )
    servant, camelopar = game.players[0].signi[:2]
    act(game, ActionKind.USE_ACTION, servant)
    assert _offered(game) == ["Camelopar, Natural Planet"]  # the one colored SIGNI
    act(game, ActionKind.CHOOSE)
    assert _offered(game) == ["Servant #"]  # the second part takes what is left
    act(game, ActionKind.CHOOSE)
    assert game.zone[camelopar] == Zone.TRASH  # the green SIGNI pays the first part
    assert game.zone[servant] == Zone.LRIG_TRASH  # the second takes what is left


def _offered(game: Game) -> list[str]:
    return sorted(game.name(a.a) for a in game.legal_actions() if a.kind is ActionKind.CHOOSE)


def test_a_card_a_cost_puts_from_the_hand_into_the_ener_zone_pays_no_ener(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Cards of the hand into the Ener Zone": that part is paid after
    # the Ener, so its card never pays the Ener of the same cost (en-2021-glossary.txt,
    # "Cost": a cost that cannot be paid in full is not paid).
    def signi(game: Game, source: int, card: int) -> bool:
        return game.defs[card].kind == CardKind.SIGNI

    cost = AbilityCost.of(Cost(colorless=1))
    cost = AbilityCost(ener=cost.ener, hand_to_ener=1, hand_ener_filter=signi)
    ability = ActionAbility(effect=draw(1), cost=cost)
    source = """
        players:
          - lrig: {at}
            signi: ["Servant #"]
            hand: {hand}
            ener: {ener}
            deck: {deck}
          - lrig: {lize}
    """

    def build(hand: list[str], ener: list[str]) -> Game:
        return make(
            source.format(at=AT, hand=hand, ener=ener, deck=DECK, lize=LIZE),
            abilities={"Servant #": [ability]},
            skip_forced=False,
        )

    assert not has(build(["Servant #"], []), ActionKind.USE_ACTION)  # no Ener to pay with
    assert not has(build(["Polygenesis"], ["Servant #"]), ActionKind.USE_ACTION)  # no SIGNI
    game = build(["Servant #"], ["Polygenesis"])
    act(game, ActionKind.USE_ACTION)
    assert names(game, 0, Zone.TRASH) == ["Polygenesis"]  # the Ener, paid first
    assert _offered(game) == ["Servant #"]
    act(game, ActionKind.CHOOSE)
    assert names(game, 0, Zone.ENER) == ["Servant #"]


def test_a_cost_of_every_card_of_a_kind_takes_them_all_and_one_at_least(
    make: Scenario,
) -> None:
    # docs/engine-hooks.md, "Costs of every card of a kind"; en-2021-faq.txt, "General
    # Rules": a cost asking for cards there are none of cannot be paid.
    def colored(game: Game, source: int, card: int) -> bool:
        return bool(game.defs[card].colors)

    cost = AbilityCost(trash_from_ener=1, ener_filter=colored, ener_all=True)
    ability = ActionAbility(effect=draw(1), cost=cost)

    def build(ener: list[str]) -> Game:
        return make(
            f"""
            players:
              - lrig: {AT}
                signi: ["Servant #"]
                ener: {ener}
                deck: {DECK}
              - lrig: {LIZE}
            """,
            abilities={"Servant #": [ability]},
            skip_forced=False,
        )

    assert not has(build(["Servant #"]), ActionKind.USE_ACTION)  # no coloured card
    game = build(["Servant #", "Polygenesis", "Camelopar, Natural Planet"])
    act(game, ActionKind.USE_ACTION)  # no choice: every coloured card goes
    assert sorted(names(game, 0, Zone.TRASH)) == ["Camelopar, Natural Planet", "Polygenesis"]
    assert names(game, 0, Zone.ENER) == ["Servant #"]
