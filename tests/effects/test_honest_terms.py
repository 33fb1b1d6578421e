"""No silent no-op: what the encoders found compiling but doing nothing (or the wrong
thing) either works now or is refused when the card loads."""

from __future__ import annotations

import pytest

from deckcheck.effects.binding import CompileError
from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.table import AT, Table, lrigs
from tests.effects.conftest import Define

KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000 (the filler deck's)
SERVANT = "Servant #"  # level 1, 1000
CHIHIRO = "Chihiro Yuki, Code 2434"  # level 1, 3000, white


def test_if_you_do_reads_what_was_done_not_what_was_chosen(table: Table, define: Define) -> None:
    # A SIGNI that cannot be vanished was targeted, but not vanished: "if you do" fails.
    vanish = define(
        """
        kind: enter
        effects:
          - vanish: {target: {side: opponent, zone: signi, as: it}}
          - if: {condition: {did: it}, then: [{draw: 1}]}
        """,
        card=BUFFALO,
    )
    protected = define(
        "{kind: constant, effects: [{cannot_be: {ref: self, action: vanished}}]}", card=CAMELOPAR
    )
    for abilities, drawn in (({BUFFALO: vanish, CAMELOPAR: protected}, 0), ({BUFFALO: vanish}, 1)):
        game = table(
            f"""
            players:
              - hand: ["{BUFFALO}"]
              - signi: ["{CAMELOPAR}"]
            """,
            abilities=abilities,
        )
        game.play(BUFFALO, 0)
        assert game.count(0, Zone.HAND) == drawn


def test_a_filter_bound_reads_a_value_an_earlier_part_named(table: Table, define: Define) -> None:
    # "Vanish target SIGNI ...; then vanish target SIGNI with a level less than or equal
    # to the vanished SIGNI's level": the bound reads the named SIGNI in the Ener Zone.
    ability = define(
        """
        kind: enter
        effects:
          - vanish: {target: {side: opponent, zone: signi, level: 2, as: vanished}}
          - then
          - vanish: {target: {side: opponent, zone: signi, level: {max: {level: {ref: vanished}}}}}
          - discard: {count: all, player: opponent, level: {min: {level: {ref: vanished}}}}
        """,
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{BUFFALO}"]
          - lrig: {lrigs(AT)}
            signi: ["{KOALALA}", "{SERVANT}"]
            hand: ["{KOALALA}", "{SERVANT}"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)
    assert game.names(1, Zone.SIGNI) == ["", "", ""]
    assert game.names(1, Zone.HAND) == [SERVANT]


def test_a_name_nothing_gives_is_refused_when_the_card_loads(define: Define) -> None:
    # A typo or a name read before it is given would name no cards and read as zero.
    with pytest.raises(CompileError, match="`vanishd` names nothing"):
        define(
            "{kind: enter, effects: [{vanish: {target: {side: opponent, zone: signi, as: "
            "vanished}}}, {draw: {count: {per: {count: {ref: vanishd}}}}}]}"
        )
    with pytest.raises(CompileError, match="`it` is read before any effect gives it"):
        define(
            "{kind: enter, condition: {count: {ref: it}}, effects: [{vanish: {target: "
            "{side: opponent, zone: signi, as: it}}}]}"
        )


def test_the_cards_paid_are_those_a_cost_discarded_or_trashed_as_well(
    table: Table, define: Define
) -> None:
    # "for each card paid": Ener paid, a card discarded and a card put from the Ener Zone
    # into the trash are all cards paid for the cost.
    ability = define(
        """
        kind: action
        cost: {ener: {colorless: 1}, discard: 1, trash_from_ener: 1}
        effects:
          - draw: {count: {per: {count: {ref: paid}}}}
        """,
        card=BUFFALO,
    )
    game = table(
        f"""
        players:
          - signi: ["{BUFFALO}"]
            hand: ["{SERVANT}"]
            ener: ["{CAMELOPAR}", "{KOALALA}"]
            deck: ["{SERVANT}", "{SERVANT}", "{SERVANT}", "{SERVANT}"]
        """,
        abilities={BUFFALO: ability},
    )
    game.action(BUFFALO)
    while game.decision is not None and game.decision != DecisionKind.MAIN:
        game.act(game.game.legal_actions()[0].kind)
    assert game.count(0, Zone.HAND) == 3


def test_multi_ener_gained_in_the_ener_zone_pays_any_color(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "[Multi Ener]": a card with it is of every color when it pays
    # Ener. A card of the Ener Zone that gains it keeps it while it stays there.
    grant = define(
        "{kind: action, cost: {down: true}, effects: [{gain_keyword: {all: {side: you, zone: "
        "ener}, keyword: multi_ener}}]}",
        card=BUFFALO,
    )
    red = define("{kind: action, cost: {ener: {red: 1}}, effects: [{draw: 1}]}", card=CAMELOPAR)
    game = table(
        f"""
        players:
          - signi: ["{BUFFALO}", "{CAMELOPAR}"]
            ener: ["{CHIHIRO}"]
        """,
        abilities={BUFFALO: grant, CAMELOPAR: red},
    )
    assert not game.can(ActionKind.USE_ACTION, CAMELOPAR)  # a white card pays no red
    game.action(BUFFALO)
    assert game.can(ActionKind.USE_ACTION, CAMELOPAR)
    game.action(CAMELOPAR)
    assert game.count(0, Zone.HAND) == 1
    with pytest.raises(CompileError, match="in the Ener Zone: only"):
        define(
            "{kind: enter, effects: [{gain_keyword: {all: {side: you, zone: ener}, "
            "keyword: lancer}}]}"
        )


def test_a_lrig_put_into_the_trash_goes_to_the_lrig_trash(table: Table, define: Define) -> None:
    # en-2021-glossary.txt, "LRIG Trash": the zone of the LRIG cards put out of play.
    ability = define(
        "{kind: enter, effects: [{trash: {choose: {side: you, zone: lrig_deck}}}]}", card=BUFFALO
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{BUFFALO}"]
            lrig_deck: ["At =Tre=, the Opened Gate"]
        """,
        abilities={BUFFALO: ability},
    )
    game.play(BUFFALO, 0)
    assert game.zone_of("At =Tre=, the Opened Gate") == Zone.LRIG_TRASH


def test_a_total_level_bounds_up_to_cards_and_a_pick_of_alike_cards_is_not_distinct(
    define: Define,
) -> None:
    # An exact number of targets with a total level, or cards both alike and distinct,
    # would be choices the engine cannot offer: refused when the card loads.
    with pytest.raises(CompileError, match="a total level bounds `up_to` cards"):
        define(
            "{kind: enter, effects: [{down: {target: {side: opponent, zone: signi, "
            "total_level: 4}}}]}"
        )
    with pytest.raises(CompileError, match="`distinct` or `alike`, not both"):
        define(
            "{kind: enter, effects: [{add_to_hand: {target: {side: you, zone: trash, count: 2, "
            "distinct: class, alike: color}}}]}"
        )
    with pytest.raises(CompileError, match="an attack or guard cost is Ener or a number"):
        define("{kind: enter, effects: [{guard_cost: {pays: [{down: true}]}}]}")


def test_a_not_filter_says_only_a_type_a_colour_or_a_class(define: Define) -> None:
    # "non-black", "other than <Angel>": what a card is not is read as one word of it.
    with pytest.raises(CompileError, match="a `not` filter says a type, a colour or a class"):
        define(
            "{kind: enter, effects: [{vanish: {target: {side: opponent, zone: signi, "
            "not: {level: 1}}}}]}"
        )


def test_a_use_cost_reduction_takes_one_card_at_a_time(define: Define) -> None:
    # How many: `up_to`; each card reduces the cost once.
    with pytest.raises(CompileError, match="how many cards a use cost reduction takes"):
        define(
            "{kind: use, reduce_cost: {down: {count: 2, type: SIGNI}, each: {white: 2}}, "
            "effects: [{draw: 1}]}",
            card="Polygenesis",
        )
    with pytest.raises(CompileError, match="only a use ability reduces its use cost"):
        define(
            "{kind: enter, reduce_cost: {down: {type: SIGNI}, each: {white: 2}}, "
            "effects: [{draw: 1}]}"
        )


def test_a_parity_is_even_or_odd(define: Define) -> None:
    with pytest.raises(CompileError, match="'equal' is not one of"):
        define(
            "{kind: enter, condition: {level: {side: you, zone: lrig}, parity: equal}, "
            "effects: [{draw: 1}]}"
        )


def test_a_grow_condition_is_checked_before_a_lrig_is_grown(table: Table, define: Define) -> None:
    # classic-2014-beginner-guide.txt, "(xv) Grow": the conditions to grow into a LRIG; a
    # "(Grow)" line of a classic LRIG adds one (docs/engine-hooks.md: GrowCondition).
    lize2 = "[Center] Lize, Level 2"
    condition = define(
        "{kind: grow_condition, condition: {count: {side: you, zone: hand}, min: 2}}",
        card=lize2,
    )
    for hand, grows in ((1, False), (2, True)):
        game = table(
            f"""
            phase: grow
            players:
              - lrig: {{center: ["Lize, Level 0", "[Center] Lize, Level 1"]}}
                lrig_deck: ["{lize2}"]
                hand: {[BUFFALO] * hand}
                ener: {[CHIHIRO] * 2}
            """,
            abilities={lize2: condition},
        )
        assert game.can(ActionKind.GROW, lize2) == grows
    with pytest.raises(CompileError, match="only a LRIG has a grow condition"):
        define("{kind: grow_condition, condition: {turn: yours}}")
    with pytest.raises(CompileError, match="a grow condition needs `condition`"):
        define("{kind: grow_condition}", card=lize2)


def test_effects_in_force_later_cover_cards_as_they_come(define: Define) -> None:
    # A target is chosen now; what is in force later covers the cards there then.
    with pytest.raises(CompileError, match="is not an effect in force over cards it names"):
        define(
            "{kind: enter, effects: [{during: {turn: your_next, effects: [{gain_keyword: "
            "{target: {side: you, zone: signi}, keyword: lancer}}]}}]}"
        )
    with pytest.raises(CompileError, match="is not an effect in force over cards it names"):
        define("{kind: enter, effects: [{during: {turn: your_next, effects: [{draw: 1}]}}]}")


def test_a_move_names_zones_the_engine_tells_apart(define: Define) -> None:
    with pytest.raises(CompileError, match="a move is from or to a zone, not `charm`"):
        define("{kind: auto, when: {moves: {card: self, to: charm}}, effects: [{draw: 1}]}")


def test_terms_of_this_round_refuse_what_they_cannot_do(define: Define) -> None:
    # Three cards alike in class would need one class they all share; all the [Virus]es
    # are no number; only a RESONA, of itself, goes to the LRIG trash instead.
    with pytest.raises(CompileError, match="cards alike in class are two at most"):
        define(
            "{kind: enter, effects: [{add_to_hand: {target: {side: you, zone: trash, count: 3, "
            "alike: class}}}]}"
        )
    with pytest.raises(CompileError, match="all the \\[Virus\\]es of a field are no number"):
        define("{kind: enter, effects: [{remove_viruses: {all: true, up_to: 2}}]}")
    with pytest.raises(CompileError, match="a vanish into the LRIG trash is this RESONA's own"):
        define("{kind: constant, effects: [{vanish_destination: {to: lrig_trash}}]}")
    with pytest.raises(CompileError, match="only a vanished RESONA goes to the LRIG trash"):
        define("{kind: constant, effects: [{leave_destination: {to: lrig_trash}}]}")
    with pytest.raises(CompileError, match="`power` or `power_of`, not both"):
        define(
            "{kind: enter, effects: [{set_base: {ref: self, power: 5000, power_of: {target: "
            "{side: opponent, zone: signi}}}}]}"
        )
