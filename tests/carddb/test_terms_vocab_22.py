"""The terms of vocab-22 (round 27): classic LRIG growth and Life Bursts given to cards.

- `gain_life_burst`: while a [Constant] ability is in force, cards have a Life Burst
  besides their own (en-2021-glossary.txt, "Burst icon": "If the card has Life Burst text
  by any effect, it is treated as having this icon"; docs/engine-hooks.md, "Life Bursts
  given to cards").
- `grow`: a LRIG grows by an effect (classic-2014-beginner-guide.txt, "(xv) Grow": the
  conditions of growing still apply), its grow cost paid unless `free`.
- `reveal_for_grow_cost`: as its player grows into a LRIG, they may reveal cards of their
  hand to reduce its grow cost (docs/engine-hooks.md, "Grow costs reduced by revealing
  cards").
- `encore` (of an ARTS's use ability): an optional additional use cost; paid, the ARTS
  returns to its owner's LRIG deck once used (docs/engine-hooks.md, "Encore").
- the timing `opponents_signi_attack`: an [Action] usable only while an opponent's SIGNI
  attacks (docs/engine-hooks.md, "Actions while an opponent's SIGNI attacks").
- `ignore_limits`: the limiting conditions of a player's cards of a kind are ignored
  (docs/engine-hooks.md, "Limiting conditions ignored").
- `no_enter_abilities`: the [Enter] abilities of a player's SIGNI do not trigger
  (docs/engine-hooks.md, "[Enter] abilities that do not trigger").
- `actions_of`: a card has the [Action] abilities of other cards as its own, read
  whenever they are (docs/engine-hooks.md, "[Action] abilities of other cards").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import ActionKind, DecisionKind, Zone
from deckcheck.engine.continuous import Restriction
from deckcheck.engine.operations import LENT_INDEX, LENT_STRIDE
from tests.carddb.table import HANAYO, Play, Table
from tests.effects.conftest import _compile

KUKRI = "Kukri, Small Sword"  # white, level 1, no Life Burst
IRON = "Iron, Natural Stone"  # red, level 1, no Life Burst
YUZUKI4 = [*HANAYO, "Yuzuki-Four, Fire of Nature"]  # all of its player's cards: [Ener Charge 1]


def test_a_given_life_burst_is_offered_only_while_the_effect_is_in_force(
    table: Table,
) -> None:
    # en-2021-glossary.txt, "Crush": "If it does not have a Life Burst icon ..., it is
    # placed in the Ener Zone": no Life Burst without the LRIG that gives one.
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {HANAYO}
            life: ["{KUKRI}"]
          - signi: [null, null, "{IRON}"]
    """)
    game.attack(IRON)
    assert game.decision != DecisionKind.LIFE_BURST
    assert game.names(0, Zone.ENER) == [KUKRI]


def test_the_opponents_crushed_cards_get_no_life_burst_from_your_cards(table: Table) -> None:
    # `side: you`: the cards of the LRIG's own player.
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {HANAYO}
            life: ["{KUKRI}"]
          - lrig: {YUZUKI4}
            signi: [null, null, "{IRON}"]
    """)
    game.attack(IRON)
    assert game.decision != DecisionKind.LIFE_BURST


def test_a_declined_given_life_burst_leaves_the_card_to_the_rules(table: Table) -> None:
    # en-2021-glossary.txt, "Life Burst": not triggered, it is placed in the Ener Zone by
    # the rule-based action; nothing is charged.
    game = table.life_burst(KUKRI, f"lrig: {YUZUKI4}\ndeck: ['{IRON}', '{IRON}']", classic=True)
    game.decline()
    assert game.names(0, Zone.ENER) == [KUKRI]
    assert game.count(0, Zone.DECK) == 2


def test_a_lrig_grown_into_by_an_effect_grows_and_its_on_play_triggers(table: Table) -> None:
    # classic-2014-beginner-guide.txt, "(v) LRIG": "When LRIGs grow, the new LRIG card is
    # placed on top of the old LRIG card"; "(xv) Grow": by an effect as well. Yuzuki-Four
    # (level four, <Hanayo>) crushes one of its player's Life Cloth as it enters.
    game = table(f"""
        format: classic
        players:
          - lrig: {[*HANAYO, "Hanayo-Pure Four"]}
            lrig_deck: ["Yuzuki-Four, Fire of Nature"]
            hand: ["End of Eternity"]
            ener: ["{IRON}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.use("End of Eternity")
    assert game.game.center(0) == game.card("Yuzuki-Four, Fire of Nature")
    assert game.names(0, Zone.LRIG)[-2] == "Hanayo-Pure Four"  # under it
    assert game.decision == DecisionKind.LIFE_BURST  # the [On-Play] crushed a Life Cloth
    assert game.count(0, Zone.LIFE) == 1


HANAYO5 = [*HANAYO, "Hanayo-Pure Four", "Hanayo-Five"]
ROARING = "Yuzuki-Three, Roaring Flame Sin"  # [Action] 1 red: banish 5000 or less


def test_lent_actions_are_those_of_the_lrigs_in_the_lrig_trash(table: Table) -> None:
    # docs/engine-hooks.md, "[Action] abilities of other cards": a LRIG of the LRIG trash
    # lends its [Action] abilities while it is there, each payable as any other (the
    # green one here is not); an ARTS there is no LRIG.
    def actions(lrig_trash: list[str]) -> set[int]:
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO5}
                lrig_trash: {lrig_trash}
                ener: ["{IRON}", "{IRON}"]
              - signi: ["{KUKRI}"]
        """)
        five = game.card("Hanayo-Five")
        legal = game.game.legal_actions()
        indexes = {a.b for a in legal if a.kind == ActionKind.USE_ACTION and a.a == five}
        # A lent ability's index: the lender's, and its index on the lender.
        lent = {LENT_INDEX + game.card(ROARING) * LENT_STRIDE} if ROARING in lrig_trash else set()
        return {-1 if b in lent else b for b in indexes}

    assert actions([]) == {3}  # its own [Exceed 5]
    assert actions(["Lit Situation"]) == {3}
    assert actions([ROARING]) == {3, -1}  # and the red [Action] of Yuzuki-Three


YUKI = "Yuki, Miko of Fortunate Love"  # 1 white 1 black 1 colourless; -1 white, -1 black
IONA3 = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
HIUNKA = "Code Maze Hiunka"  # white <Labyrinth>
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>


def test_each_grow_reveal_reduces_only_with_a_card_of_its_own(table: Table) -> None:
    # docs/engine-hooks.md, "Grow costs reduced by revealing cards": a reduction is taken
    # with a card of its kind alone; one the hand cannot give is not offered.
    def grown(hand: list[str], ener: list[str]) -> int:
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {IONA3}
                lrig_deck: ["{YUKI}"]
                hand: {hand}
                ener: {ener}
        """)
        if not game.can(ActionKind.GROW, YUKI):
            return -1
        game.grow(YUKI)
        while game.decision == DecisionKind.OPTIONAL:
            game.accept()
        game.pay()
        return game.count(0, Zone.ENER)

    assert grown([HIUNKA], [KOONI, KOONI]) == 0  # 1 black and 1 colourless left to pay
    assert grown([HIUNKA], [KOONI]) == -1  # no <Poison Fang> to reveal: two to pay
    assert grown([KOONI], [KOONI, KOONI]) == -1  # a <Devil> reduces nothing


PROCYON = "Procyon, Natural Star"  # white, level 1
SIRIUS = "Sirius, Natural Star"  # white, level 2


def test_an_arts_returned_by_its_encore_may_be_used_again(table: Table) -> None:
    # docs/engine-hooks.md, "Encore": back in the LRIG deck, it is used as before; used
    # without its Encore, it goes to the LRIG trash (classic-2014-beginner-guide.txt,
    # "(xvi) ARTS").
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Xeno Entrance"]
            ener: {[PROCYON] * 3}
            deck: ["{SIRIUS}", "{SIRIUS}", "{IRON}"]
    """)
    game.use("Xeno Entrance")
    game.accept()
    game.choose(SIRIUS)
    assert game.zone_of("Xeno Entrance") == Zone.LRIG_DECK
    game.use("Xeno Entrance")  # one white left: no Encore to offer
    game.choose(SIRIUS)
    assert game.zone_of("Xeno Entrance") == Zone.LRIG_TRASH
    assert game.names(0, Zone.HAND) == [SIRIUS, SIRIUS]


ANNE5 = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
    "Anne=Fourth, Melody of Horror",
    "Anne Fifth, Violating God Seal",
]


def test_an_action_for_an_opponents_attack_is_offered_only_then(table: Table) -> None:
    # docs/engine-hooks.md, "Actions while an opponent's SIGNI attacks": not in its
    # player's main phase, and in the attack only once the SIGNI attacks (not to the
    # attacking player, nor for a LRIG attack).
    game = table(f"""
        format: classic
        players:
          - lrig: {ANNE5}
    """)

    def uses(game: Play) -> set[int]:
        anne = game.card(ANNE5[-1])
        legal = game.game.legal_actions()
        return {a.b for a in legal if a.kind == ActionKind.USE_ACTION and a.a == anne}

    assert uses(game) == {3}  # its [Exceed 3] alone
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {ANNE5}
          - signi: ["{IRON}"]
    """)
    assert game.decision != DecisionKind.USE_WINDOW or game.game.decision.player == 1
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(IRON)
    assert game.decision == DecisionKind.USE_WINDOW and game.game.decision.player == 0
    assert uses(game) == {2}  # its [Exceed 2] alone


ULITH5 = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
    "Ulith, Black Sand Enma",
    "Ulith, Enma of Nihilism",
]
ATONEMENT = "Fires of Atonement"  # a red spell limited to <Hanayo>


def test_ignored_limiting_conditions_let_a_limited_spell_be_used(
    table: Table, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, "(xvii) Spell", "3: Limiting Condition": a spell
    # restricted to LRIG types is usable only with one of them, unless its limiting
    # condition is ignored (docs/engine-hooks.md, "Limiting conditions ignored").
    ignore = "{kind: constant, effects: [{ignore_limits: {side: you, type: [ARTS, SPELL]}}]}"
    # Not under "Ulith, Enma of Nihilism", which prints it (classic WX05-006).
    ignoring = _compile(database, ignore, ULITH5[-2], "classic")[1]

    def usable(abilities: dict[str, object]) -> bool:
        game = table(
            f"""
            format: classic
            players:
              - lrig: {ULITH5[:-1]}
                hand: ["{ATONEMENT}"]
                ener: {[IRON] * 3}
              - signi: ["{KUKRI}"]
            """,
            abilities=abilities,
        )
        return game.can(ActionKind.USE_SPELL, ATONEMENT)

    assert not usable({})
    assert usable({ULITH5[-2]: ignoring})


TSC = "Code Art †SC†"  # black, level 1; [On-Play]: the top two cards of the deck trashed


def test_no_enter_abilities_covers_its_players_signi_alone(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "[Enter] abilities that do not trigger": an effect on the
    # opponent's SIGNI leaves those of its own player to trigger.
    silence = "{kind: enter, effects: [{no_enter_abilities: {player: opponent}}]}"
    game = table(
        f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["{IRON}", "{TSC}"]
            deck: {[KOONI] * 4}
        """,
        abilities={IRON: _compile(database, silence, IRON, "classic")[1]},
    )
    game.play(IRON, 1)
    assert game.restricted(1, Restriction.NO_ENTER) and not game.restricted(0, Restriction.NO_ENTER)
    game.play(TSC, 2)
    assert game.count(0, Zone.DECK) == 2  # its [On-Play] trashed two
