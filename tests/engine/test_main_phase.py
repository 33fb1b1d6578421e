"""The main phase: en-2021-glossary.txt "Main phase", the quick start and the classic guide."""

from __future__ import annotations

from deckcheck.engine import (
    ActionKind,
    DecisionKind,
    EffectContext,
    Phase,
    UseEffect,
    Zone,
)
from deckcheck.engine.abilities import Procedure
from deckcheck.scenarios import names
from tests.engine.conftest import Scenario
from tests.engine.helpers import act, has, one, pass_until

DECK = '["Servant #", "Servant #", "Servant #", "Servant #", "Servant #"]'
OPPONENT = '{lrig: {center: ["Lize, Level 0", "[Center] Lize, Level 1"]}, deck: ["Servant #"]}'


def played(game: object, kind: ActionKind) -> list[tuple[str, int]]:
    from deckcheck.engine import Game

    assert isinstance(game, Game)
    return sorted((game.name(a.a), a.b) for a in game.legal_actions() if a.kind == kind)


def test_signi_level_at_most_the_centers_and_only_into_empty_zones(make: Scenario) -> None:
    # en-2021-glossary.txt, "Level": "A SIGNI with a level greater than the center LRIG level
    # cannot be placed"; "SIGNI Zone": "New SIGNI cannot be placed in a SIGNI zone that already
    # has SIGNI."
    game = make(f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}}
            hand: ["Servant #", "Koalala, Phantom Terra Beast"]
            signi: [~, "Camelopar, Natural Planet", ~]
            deck: {DECK}
          - {OPPONENT}
    """)
    assert played(game, ActionKind.PLAY_SIGNI) == [("Servant #", 0), ("Servant #", 2)]


def test_signi_total_level_within_the_limit(make: Scenario) -> None:
    # en-2021-glossary.txt, "Limit": "If the total level of the SIGNI in the SIGNI zone exceeds
    # the limit of the center LRIG, you may not place that SIGNI."
    game = make(
        f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}}
            hand: ["Servant #"]
            signi: ["Camelopar, Natural Planet", "Camelopar, Natural Planet", ~]
            deck: {DECK}
          - {OPPONENT}
    """,
        skip_forced=False,
    )
    assert not has(game, ActionKind.PLAY_SIGNI)
    game2 = make(f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                              "At =Två=, the Opened Gate"]}}
            hand: ["Servant #", "Koalala, Phantom Terra Beast"]
            signi: ["Sen no Rikyu, Jade General", "Camelopar, Natural Planet", ~]
            deck: {DECK}
          - {OPPONENT}
    """)
    # Limit 5: 2 + 1 on the field leaves room for a level 1 or 2 SIGNI.
    assert played(game2, ActionKind.PLAY_SIGNI) == [
        ("Koalala, Phantom Terra Beast", 2),
        ("Servant #", 2),
    ]
    act(game2, ActionKind.PLAY_SIGNI, one(game2, "Koalala, Phantom Terra Beast"), 2)
    assert names(game2, 0, Zone.SIGNI) == [
        "Sen no Rikyu, Jade General",
        "Camelopar, Natural Planet",
        "Koalala, Phantom Terra Beast",
    ]
    assert not has(game2, ActionKind.PLAY_SIGNI)


def _record_zone(context: EffectContext) -> Procedure[None]:
    game = context.game
    context.data["seen"] = game.zone[context.source]
    game.draw(context.controller, 1)
    game.players[context.controller].coins = game.zone[context.source]  # observed below
    return
    yield


def test_spell_waits_in_the_check_zone_then_goes_to_the_trash(make: Scenario) -> None:
    # en-2021-glossary.txt, "Check Zone": "SPELL and PIECE: These are placed between the time
    # when use is declared and the time when proceed is done."; quick start: "Spells are put
    # into your trash once they have been used."
    spell = UseEffect(effect=_record_zone)
    game = make(
        f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate"]}}
            hand: ["Polygenesis"]
            ener: ["Camelopar, Natural Planet", "Tobiel, Full Armed"]
            deck: {DECK}
          - {OPPONENT}
    """,
        abilities={"Polygenesis": [spell]},
    )
    polygenesis = one(game, "Polygenesis")
    act(game, ActionKind.USE_SPELL, polygenesis)
    assert game.players[0].coins == Zone.CHECK
    assert game.zone[polygenesis] == Zone.TRASH
    # Its cost (green x1) was paid by the green card, never by the red one.
    assert sorted(names(game, 0, Zone.TRASH)) == ["Camelopar, Natural Planet", "Polygenesis"]
    assert names(game, 0, Zone.HAND) == ["Servant #"]


def test_spell_with_an_unpayable_cost_cannot_be_used(make: Scenario) -> None:
    # en-2021-glossary.txt, "Cost": "In order to use an ability or effect, you must pay all of
    # its cost."
    game = make(
        f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate"]}}
            hand: ["Polygenesis"]
            ener: ["Tobiel, Full Armed"]
            deck: {DECK}
          - {OPPONENT}
    """,
        skip_forced=False,
    )
    assert not has(game, ActionKind.USE_SPELL)


THREE_AT = """{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"],
                  left: ["Tawil =Noll=, Awakened One"], right: ["Umr =Noll=, Key to Salvation"]}"""


def test_piece_needs_three_lrigs_and_is_then_removed_from_the_game(make: Scenario) -> None:
    # en-2021-glossary.txt, "PIECE": "You can use PIECE only when you have 3 LRIGs in your
    # field. After use, used PIECE card is removed from the game."
    eight = str(["Servant #"] * 8)
    game = make(
        f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"],
                    left: ["Tawil =Noll=, Awakened One"]}}
            lrig_deck: ["Harmonic Call"]
            ener: {eight}
            deck: {DECK}
          - {OPPONENT}
    """,
        skip_forced=False,
    )
    assert not has(game, ActionKind.USE_PIECE)
    # Harmonic Call's own use condition: its team, every member of level one or more.
    team = """{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"],
               left: ["Tawil =Noll=, Awakened One", "Tawil =Screech="],
               right: ["Umr =Noll=, Key to Salvation", "Umr =Draw="]}"""
    game = make(f"""
        players:
          - lrig: {team}
            lrig_deck: ["Harmonic Call"]
            ener: {eight}
            deck: {DECK}
          - {OPPONENT}
    """)
    piece = one(game, "Harmonic Call")
    act(game, ActionKind.USE_PIECE, piece)
    pass_until(game, lambda g: g.decision is not None and g.decision.kind == DecisionKind.MAIN)
    assert game.zone[piece] == Zone.REMOVED
    assert len(game.players[0].ener) == 0 and len(game.players[0].trash) == 8


def test_assist_lrig_grows_at_its_use_timing_one_level_at_a_time(make: Scenario) -> None:
    # en-2021-glossary.txt, "Assist LRIG": not higher than the Center's level, a common LRIG
    # type, one level higher, as many times as you want in the same turn.
    game = make(f"""
        players:
          - lrig: {THREE_AT}
            lrig_deck: ["Umr =Draw=", "Umr =Down=", "Tawil =Screech=", "Tawil =Rainbow="]
            ener: ["Servant #", "Servant #"]
            deck: {DECK}
          - {OPPONENT}
    """)
    grows = played(game, ActionKind.ASSIST_GROW)
    # Level 1 Assists onto the level 0 Assists of their own type; level 2 is above the Center.
    assert grows == [("Tawil =Screech=", 0), ("Umr =Draw=", 2)]
    act(game, ActionKind.ASSIST_GROW, one(game, "Umr =Draw="), 2)
    assert game.name(game.players[0].lrig[2][-1]) == "Umr =Draw="
    assert played(game, ActionKind.ASSIST_GROW) == [("Tawil =Screech=", 0)]
    act(game, ActionKind.ASSIST_GROW, one(game, "Tawil =Screech="), 0)
    assert game.name(game.players[0].lrig[0][-1]) == "Tawil =Screech="


def test_assist_lrig_grows_again_up_to_the_centers_level(make: Scenario) -> None:
    game = make(f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door",
                              "At =Två=, the Opened Gate"],
                    left: ["Tawil =Noll=, Awakened One"], right: ["Umr =Noll=, Key to Salvation"]}}
            lrig_deck: ["Umr =Draw=", "Umr =Down="]
            ener: ["Servant #"]
            deck: {DECK}
          - {OPPONENT}
    """)
    act(game, ActionKind.ASSIST_GROW, one(game, "Umr =Draw="), 2)
    act(game, ActionKind.ASSIST_GROW, one(game, "Umr =Down="), 2)
    assert game.name(game.players[0].lrig[2][-1]) == "Umr =Down="
    assert names(game, 0, Zone.TRASH) == ["Servant #"]


def test_retire_one_to_three_signi_at_the_same_time_once_per_turn(make: Scenario) -> None:
    # en-2021-glossary.txt, "Main phase": "At the same time, put one to three SIGNI on your
    # field into their owner's trash. (Only this, once per turn.)"
    game = make(
        f"""
        players:
          - lrig: {{center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}}
            signi: ["Servant #", "Camelopar, Natural Planet (frozen)", ~]
            hand: ["Servant #"]
            deck: {DECK}
          - {OPPONENT}
    """,
        skip_forced=False,
    )
    first, second = game.players[0].signi[:2]
    act(game, ActionKind.RETIRE, first)
    assert game.decision is not None and game.decision.kind == DecisionKind.RETIRE
    act(game, ActionKind.RETIRE, second)
    assert game.zone[first] == Zone.TRASH and game.zone[second] == Zone.TRASH
    act(game, ActionKind.PLAY_SIGNI, one(game, "Servant #", 0, Zone.HAND), 0)
    assert game.phase == Phase.MAIN
    assert not has(game, ActionKind.RETIRE)


def test_classic_retire_any_signi_as_often_as_wanted(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "5: Main Phase": "The turn player may do these actions
    # any number of times: ... Move their own SIGNI on the field to the trash."
    game = make("""
        format: classic
        players:
          - lrig: ["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko"]
            signi: ["Kukri, Small Sword", "Bonya, Small Bow", ~]
            deck: ["Kukri, Small Sword"]
          - lrig: ["Hanayo-Zero"]
            deck: ["Iron, Natural Stone"]
    """)
    kukri, bonya = game.players[0].signi[:2]
    act(game, ActionKind.RETIRE, kukri)
    assert game.zone[kukri] == Zone.TRASH
    act(game, ActionKind.RETIRE, bonya)
    assert game.zone[bonya] == Zone.TRASH


def test_classic_lrig_type_restriction(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(v) LRIG", "5: LRIG Type": "A player cannot summon
    # SIGNIs or activate spells or ARTS that are restricted to a LRIG type that is not their
    # active LRIG."
    game = make("""
        format: classic
        players:
          - lrig: ["Hanayo-Zero", "Hanayo-One"]
            hand: ["Bonya, Small Bow", "Kukri, Small Sword"]
            deck: ["Kukri, Small Sword"]
          - lrig: ["Tamayorihime, New Moon Miko"]
            deck: ["Kukri, Small Sword"]
    """)
    assert [n for n, _ in played(game, ActionKind.PLAY_SIGNI)] == ["Kukri, Small Sword"] * 3


def test_classic_arts_from_the_lrig_deck_to_the_lrig_trash(make: Scenario) -> None:
    # classic-2014-beginner-guide.txt, "(xvi) ARTS": "After all of an ARTS's effects are
    # resolved, it goes to the LRIG Trash."
    game = make("""
        format: classic
        players:
          - lrig: ["Tamayorihime, New Moon Miko"]
            lrig_deck: ["Avon", "Baroque Defense"]
            ener: ["Kukri, Small Sword", "Kukri, Small Sword", "Kukri, Small Sword"]
            deck: ["Kukri, Small Sword"]
          - lrig: ["Hanayo-Zero"]
            deck: ["Iron, Natural Stone"]
    """)
    # Baroque Defense has use timing [Attack Phase] only.
    assert [game.name(a.a) for a in game.legal_actions() if a.kind == ActionKind.USE_ARTS] == [
        "Avon"
    ]
    avon = one(game, "Avon")
    act(game, ActionKind.USE_ARTS, avon)
    act(game, ActionKind.CHOOSE_DONE)  # Avon's search: take nothing
    assert game.zone[avon] == Zone.LRIG_TRASH


def test_spell_cut_in_the_opponent_may_answer_before_the_spell_is_processed(
    make: Scenario,
) -> None:
    # en-2021-glossary.txt, "Use timing: Spell Cut-in": "When an opponent uses a spell, you can
    # interrupt before that spell's processing ... You also cannot use it against your own
    # spells." (Anti-Spell is an ARTS with that use timing; here it negates the spell.)
    from deckcheck.engine import EffectContext as Context

    def negate(context: Context) -> Procedure[None]:
        game = context.game
        spell = next(c for c in game.players[context.opponent].check)
        game.negate(spell, context.controller)
        return
        yield

    def draw_two(context: Context) -> Procedure[None]:
        context.game.draw(context.controller, 2)
        return
        yield

    abilities = {
        "Anti-Spell": [UseEffect(effect=negate)],
        "Get Bible": [UseEffect(effect=draw_two)],
    }
    source = """
        format: classic
        players:
          - lrig: ["Tamayorihime, New Moon Miko"]
            lrig_deck: ["Anti-Spell"]
            hand: ["Get Bible", "Get Bible"]
            ener: ["Kukri, Small Sword", "Kukri, Small Sword", "Code Art SC", "Code Art SC"]
            deck: ["Kukri, Small Sword", "Kukri, Small Sword", "Kukri, Small Sword"]
          - lrig: ["Code Piruluk"]
            lrig_deck: ["Anti-Spell"]
            ener: ["Code Art SC", "Code Art SC"]
            deck: ["Code Art SC"]
    """
    game = make(source, abilities=abilities)
    bible = game.players[0].hand[0]
    act(game, ActionKind.USE_SPELL, bible)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.USE_WINDOW
    assert decision.player == 1 and has(game, ActionKind.USE_ARTS)
    assert game.zone[bible] == Zone.CHECK
    act(game, ActionKind.USE_ARTS)
    assert game.zone[bible] == Zone.TRASH
    assert len(game.players[0].hand) == 1  # negated: no cards drawn
    # Player 0 could pay its own Anti-Spell, but not against its own spell.
    assert game.can_use_card(0, one(game, "Anti-Spell", 0))
    act(game, ActionKind.USE_SPELL)
    assert game.decision is not None and game.decision.player == 0
    assert len(game.players[0].hand) == 2
