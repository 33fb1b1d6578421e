"""Keyword abilities: en-2021-glossary.txt entries for each keyword, the FAQ, the classic guide."""

from __future__ import annotations

from deckcheck.cards.model import Color
from deckcheck.engine import (
    KW,
    ActionKind,
    DecisionKind,
    Game,
    Harmony,
    OutcomeReason,
    Zone,
)
from deckcheck.engine.constants import COLOR_BIT
from tests.engine.conftest import Scenario
from tests.engine.helpers import act, has, one, pass_until

DECK = str(["Servant #"] * 5)
AT2 = str(
    {
        "center": [
            "At =Noll=, the Opened Gate",
            "At =Ett=, the Opened Door",
            "At =Två=, the Opened Gate",
        ]
    }
)
LIZE1 = '{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}'
LIFE3 = '["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434", "Chihiro Yuki, Code 2434"]'


def attack(make: Scenario, mine: str, theirs: str, life: str = LIFE3, **options: object) -> Game:
    return make(
        f"""
        phase: attack
        players:
          - lrig: {AT2}
            signi: {mine}
            deck: {DECK}
          - lrig: {LIZE1}
            signi: {theirs}
            deck: {DECK}
            life: {life}
        """,
        **options,
    )


def first_signi(game: Game, player: int = 0) -> int:
    return next(card for card in game.players[player].signi if card >= 0)


# -------------------------------------------------------------------------- Lancer


def test_lancer_crushes_one_when_it_vanishes_a_signi_in_battle(make: Scenario) -> None:
    # en-2021-glossary.txt, "Lancer": "When a SIGNI with [Lancer] vanishes an opponent's SIGNI
    # in a battle, the effect of [Lancer] is triggered and the opponent's Life cloth is crushed."
    game = attack(make, '["Water Buffalo, Phantom Aquatic Beast (lancer)"]', '["Servant #"]')
    act(game, ActionKind.ATTACK, first_signi(game))
    assert len(game.players[1].life) == 2


def test_several_lancers_still_crush_one(make: Scenario) -> None:
    # en-2021-faq.txt, "Lancer": "Even if your SIGNI has more than one Lancer, only one Life
    # Cloth will be crushed." (Water Cloud has Lancer printed and gains another.)
    game = attack(make, '["Water Cloud (lancer)"]', '["Servant #"]')
    assert game.defs[first_signi(game)].keywords & KW.LANCER
    act(game, ActionKind.ATTACK, first_signi(game))
    crushed_after_its_own_trigger(game)


def test_lancer_with_double_crush_crushes_one(make: Scenario) -> None:
    # en-2021-glossary.txt, "Lancer": "If a SIGNI with both [Lancer] and [Double Crush] vanishes
    # an Opponent's SIGNI in battle, only one Opponent's Life cloth will be crushed by this."
    game = attack(make, '["Water Cloud (double_crush)"]', '["Servant #"]')
    act(game, ActionKind.ATTACK, first_signi(game))
    crushed_after_its_own_trigger(game)


def crushed_after_its_own_trigger(game: Game) -> None:
    """Water Cloud's own [Auto] ability (another vanish, here without a target) triggers
    with the [Lancer] crush: once both are processed, one Life Cloth was crushed."""
    pass_until(game, lambda game: not (game.pending[0] or game.pending[1]))
    assert len(game.players[1].life) == 2


def test_lancer_does_not_crush_when_it_vanishes_by_an_effect(make: Scenario) -> None:
    # en-2021-glossary.txt, "Lancer": "Even if the SIGNI with [Lancer] vanishes the opponent's
    # SIGNI by its some ability, the Life cloth will not be crushed."
    game = attack(make, '["Water Cloud"]', '["Servant #"]')
    game.vanish(game.players[1].signi[0], first_signi(game))
    assert not game.pending[0]
    assert len(game.players[1].life) == 3


def test_lancer_crush_with_no_life_cloth_does_nothing(make: Scenario) -> None:
    # en-2021-faq.txt, "Crush": "you are not defeated if you are hit by an effect that crushes
    # a Life Cloth when you have zero Life Cloths".
    game = attack(make, '["Water Cloud"]', '["Servant #"]', life="[]")
    defender = game.players[1].signi[0]
    act(game, ActionKind.ATTACK, first_signi(game))
    assert not game.is_terminal()
    assert game.zone[defender] == Zone.ENER


def test_s_lancer_crushes_and_deals_damage_when_there_is_no_life_cloth(make: Scenario) -> None:
    # S Lancer is not defined by the rule documents; our reading (see resolution.py): a Lancer
    # whose crush becomes damage when the opponent has no Life Cloth.
    game = attack(make, '["Water Buffalo, Phantom Aquatic Beast (s_lancer)"]', '["Servant #"]')
    act(game, ActionKind.ATTACK, first_signi(game))
    assert len(game.players[1].life) == 2
    game = attack(
        make, '["Water Buffalo, Phantom Aquatic Beast (s_lancer)"]', '["Servant #"]', life="[]"
    )
    act(game, ActionKind.ATTACK, first_signi(game))
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == 0 and outcome.reason == OutcomeReason.DAMAGE


# -------------------------------------------------------------------------- Assassin


def test_assassin_deals_damage_as_if_no_signi_were_in_front(make: Scenario) -> None:
    # en-2021-glossary.txt, "Assassin": "can deal damage ... as if there were no SIGNI in front
    # of it. Conversely, a SIGNI with [Assassin] cannot battle a SIGNI in front of it."
    game = attack(make, '["Servant # (assassin)"]', '["Water Buffalo, Phantom Aquatic Beast"]')
    buffalo = game.players[1].signi[0]
    act(game, ActionKind.ATTACK, first_signi(game))
    assert len(game.players[1].life) == 2
    assert game.zone[buffalo] == Zone.SIGNI


def test_assassin_with_double_crush_crushes_two(make: Scenario) -> None:
    # en-2021-glossary.txt, "Assassin": "If a SIGNI with [Double Crush] and [Assassin] deals
    # damage to an opponent, it crushes two Life Cloths."
    game = attack(make, '["Servant # (assassin, double_crush)"]', '["Servant #"]')
    act(game, ActionKind.ATTACK, first_signi(game))
    assert len(game.players[1].life) == 1


def test_assassin_cancels_lancer(make: Scenario) -> None:
    # en-2021-glossary.txt, "Assassin": "If your SIGNI has [Lancer] and [Assassin] at the same
    # time, it cannot battle the SIGNI in front of it, so [Lancer] will not work as a result."
    game = attack(make, '["Water Cloud (assassin)"]', '["Servant #"]')
    act(game, ActionKind.ATTACK, first_signi(game))
    assert len(game.players[1].life) == 2  # the damage; no Lancer crush
    assert game.players[1].signi[0] >= 0


def test_assassin_against_no_life_cloth_wins(make: Scenario) -> None:
    # en-2021-glossary.txt, "Assassin": "If a SIGNI with [Assassin] attacks and deals damages to
    # an opponent with 0 Life Cloth, you win the game."
    game = attack(make, '["Servant # (assassin)"]', '["Servant #"]', life="[]")
    act(game, ActionKind.ATTACK, first_signi(game))
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == 0


# -------------------------------------------------------------------------- Double Crush


def test_double_crush_crushes_two_per_damage(make: Scenario) -> None:
    # en-2021-glossary.txt, "Double Crush": "it can crush two Life cloths at once".
    game = attack(make, '["Servant # (double_crush)"]', "[]")
    act(game, ActionKind.ATTACK, first_signi(game))
    assert len(game.players[1].life) == 1


def test_double_crush_against_one_life_cloth_crushes_one_and_does_not_win(make: Scenario) -> None:
    # en-2021-faq.txt, "Double Crush": "you cannot win the game. In this case, you can only
    # Crush one Life Cloth."
    game = attack(make, '["Servant # (double_crush)"]', "[]", life='["Chihiro Yuki, Code 2434"]')
    act(game, ActionKind.ATTACK, first_signi(game))
    assert not game.is_terminal()
    assert len(game.players[1].life) == 0


def test_guard_prevents_all_the_damage_of_a_double_crush_lrig(make: Scenario) -> None:
    # en-2021-faq.txt, "Double Crush": "you can prevent damage by discarding just one [guard]
    # card ... none of the Life Cloth will be crushed."
    game = make(f"""
        phase: attack
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate",
                              "At =Ett=, the Opened Door (double_crush)"]}}
            deck: {DECK}
          - lrig: {LIZE1}
            hand: ["Servant #"]
            deck: {DECK}
            life: {LIFE3}
    """)
    act(game, ActionKind.ATTACK, game.center(0))
    act(game, ActionKind.GUARD)
    assert len(game.players[1].life) == 3


def test_two_life_bursts_are_processed_in_the_order_their_owner_chooses(make: Scenario) -> None:
    # en-2021-faq.txt, "Double Crush": "the player on the crushed side triggers each Life Burst
    # in any order."
    life = '["Kazaki Morinaka, Code 2434", "Kaede Higuchi, Code 2434"]'
    game = attack(make, '["Servant # (double_crush)"]', "[]", life=life)
    act(game, ActionKind.ATTACK, first_signi(game))
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.TRIGGER_ORDER
    assert decision.player == 1 and len(decision.options) == 2
    # The top card (Kazaki) was crushed first; its owner processes the other one first.
    act(game, ActionKind.ORDER_TRIGGER, 1)
    first = game.decision
    assert first is not None and first.kind == DecisionKind.LIFE_BURST
    assert game.name(first.source) == "Kaede Higuchi, Code 2434"
    act(game, ActionKind.USE_LIFE_BURST)
    second = game.decision
    assert second is not None and second.kind == DecisionKind.LIFE_BURST
    assert game.name(second.source) == "Kazaki Morinaka, Code 2434"


# -------------------------------------------------------------------------- others


def test_freezing_an_upped_signi_does_not_down_it_and_a_frozen_one_stays_down(
    make: Scenario,
) -> None:
    # en-2021-glossary.txt, "Freeze": "Even if you 'freeze' an upped SIGNI or LRIG, it will not
    # go down"; en-2021-faq.txt, "Freeze": frozen and later downed, "it does not up".
    game = attack(make, '["Servant #"]', '["Servant #"]')
    mine = first_signi(game)
    theirs = game.players[1].signi[0]
    game.freeze(theirs)
    assert not game.downed[theirs]
    game.freeze(mine)
    act(game, ActionKind.ATTACK, mine)
    pass_until(game, lambda g: g.turn == 5)
    assert game.downed[mine] and not game.frozen[mine]


def test_shadow_cannot_be_targeted_by_the_opponent(make: Scenario) -> None:
    # en-2021-glossary.txt, "Shadow": "SIGNI with [Shadow] is not targeted by Opponent's
    # ability or effect"; en-2021-glossary.txt, "Target": "You cannot target a SIGNI that has
    # [Shadow]."
    game = attack(make, '["Servant # (shadow)"]', '["Servant # (shadow)", "Servant #"]')
    mine = first_signi(game)
    theirs_shadow, theirs = game.players[1].signi[:2]
    assert not game.is_targetable(theirs_shadow, 0)
    assert game.is_targetable(theirs, 0)
    assert game.is_targetable(mine, 0)  # one's own Shadow SIGNI
    assert not game.is_targetable(mine, 1)


def test_multi_ener_pays_as_any_one_colour(make: Scenario) -> None:
    # en-2021-glossary.txt, "[Multi Ener]": "cards with Multi Ener can be paid as one color of
    # your choice."
    game = make(f"""
        players:
          - lrig: {AT2}
            hand: ["Polygenesis"]
            ener: ["Servant #"]
            deck: {DECK}
          - lrig: {LIZE1}
    """)
    servant = game.players[0].ener[0]
    assert has(game, ActionKind.USE_SPELL)
    act(game, ActionKind.USE_SPELL)
    assert game.zone[servant] == Zone.TRASH


def test_guard_icon_cards_are_the_guard_choices(make: Scenario) -> None:
    # en-2021-glossary.txt, "Guard": "discard a card with the guard ability from his or her
    # hand"; a card may also gain Guard.
    game = make(f"""
        phase: attack
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}}
            deck: {DECK}
          - lrig: {LIZE1}
            hand: ["Servant #", "Chihiro Yuki, Code 2434 (guard)", "Sara Hoshikawa, Code 2434"]
            deck: {DECK}
            life: {LIFE3}
    """)
    act(game, ActionKind.ATTACK, game.center(0))
    guards = sorted(game.name(a.a) for a in game.legal_actions() if a.kind == ActionKind.GUARD)
    assert guards == ["Chihiro Yuki, Code 2434", "Servant #"]


def test_ener_charge_puts_top_cards_into_the_ener_zone(make: Scenario) -> None:
    # en-2021-glossary.txt, "Ener Charge": "[Ener Charge N] means that you put N cards from the
    # top of your main deck to your Ener Zone."; en-2021-faq.txt: as much as possible.
    game = make(f"""
        players:
          - lrig: {AT2}
            deck: ["Polygenesis", "Camelopar, Natural Planet", "Servant #"]
          - lrig: {LIZE1}
    """)
    charged = game.ener_charge(0, 2)
    assert [game.name(card) for card in charged] == ["Polygenesis", "Camelopar, Natural Planet"]
    assert all(game.zone[card] == Zone.ENER for card in charged)
    assert len(game.ener_charge(0, 5)) == 1


def test_cant_attack(make: Scenario) -> None:
    # Keyword [Can't Attack] (card data `cant_attack`): the SIGNI is never offered as attacker.
    game = attack(make, '["Servant # (cant_attack)", "Servant #"]', "[]", skip_forced=False)
    attackers = [a.a for a in game.legal_actions() if a.kind == ActionKind.ATTACK]
    assert attackers == [game.players[0].signi[1]]


def test_harmony_downs_lrigs_to_put_the_signi_onto_the_field(make: Scenario) -> None:
    # [Harmony] (card data `harmony`; its terms come from the ability language): to put this
    # SIGNI onto the field from the hand, down the named number of upped LRIGs of a colour.
    harmony = Harmony(count=1, color=COLOR_BIT[Color.RED])
    source = """
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"],
                    left: ["Tawil =Noll=, Awakened One{state}"],
                    right: ["Umr =Noll=, Key to Salvation"]}}
            hand: ["Servant #"]
            deck: {deck}
          - lrig: {lize}
    """
    game = make(source.format(state="", deck=DECK, lize=LIZE1), abilities={"Servant #": [harmony]})
    tawil = one(game, "Tawil =Noll=, Awakened One")
    act(game, ActionKind.PLAY_SIGNI, b=0)
    assert game.downed[tawil]
    assert game.players[0].signi[0] >= 0
    downed = make(
        source.format(state=" (downed)", deck=DECK, lize=LIZE1),
        abilities={"Servant #": [harmony]},
        skip_forced=False,
    )
    assert not has(downed, ActionKind.PLAY_SIGNI)
