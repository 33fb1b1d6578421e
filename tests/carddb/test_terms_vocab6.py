"""RESONA play conditions (issue 12) and the classic cards they made playable.

The 2014 guide (classic-2014-beginner-guide.txt) has no RESONA entry; what the engine does
is our reading of the cards, written in docs/engine-hooks.md ("RESONA"): a RESONA waits in
the LRIG deck ("(iv) LRIG Deck": its contents "can be searched at will"), its owner pays
its play condition at the timing the card prints, and it is put onto a free SIGNI zone as
a SIGNI, under the level and limit rules of any SIGNI ("(xi) SIGNI", "2: Level").
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from deckcheck.agents import RandomAgent, agent_seed
from deckcheck.agents.heuristic import HeuristicAgent
from deckcheck.cards.model import CardType
from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.binding import CompileError
from deckcheck.engine import DecisionKind, EventKind, Game, PlayerDeck, Timing, Zone
from deckcheck.engine.actions import Action, ActionKind
from deckcheck.engine.invariants import check_invariants
from deckcheck.engine.observation import Observation
from deckcheck.formats import GameRules, ResonaExit, load_format
from tests.carddb.table import Play, Table, encodes
from tests.effects.conftest import _compile
from tests.engine.decks import classic_deck

SASHE = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",  # level 1, limit 2
    "Sashe Quartier, Eternal Messenger",  # level 2, limit 5
    "Sashe Moitié, Eternal Messenger",  # level 3, limit 8
    "Sashe Pleine, Eternal Messenger",  # level 4, limit 11
]
AIYAI4 = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart", "Aiyai★Spade"]
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2
BETELGEUSE = "Betelgeuse, Natural Star"  # white <Space>, level 3
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, no <Space>
COSMO = "Cosmo, Symbol of Immorality"  # black, level 2
SILVAN = "Silvan, Natural Stone"  # red, level 3
OTEDAMA = "Otedama, First Play"  # green <Playground Equipment>, level 1
MENKO = "Menko, Second Play"  # green <Playground Equipment>, level 2
MERCURY = "Mercury, White Natural Star"  # RESONA, level 4: three <Space> SIGNI
VENUS = "Venus, White Natural Star"  # RESONA, level 2: two <Space> SIGNI
MARS = "Mars, White Natural Star"  # RESONA, level 1: two <Space> SIGNI
JECOASTER = "Jecoaster, Green Second Play"  # RESONA, level 2: two <Playground Equipment>
KARASHA = "Karasha, Green Fourth Play"  # RESONA, level 4: three <Playground Equipment>
GACHAPO = "Gachapo, First Play"  # green <Playground Equipment>, level 1
SEESAW = "Seesaw, Third Play"  # green <Playground Equipment>, level 3
ALHENA = "Alhena, Natural Star"  # white <Space>, level 3
MUKADESU = "Mukadesu, Black Phantom Insect"  # RESONA, level 4: two <Misfortune Insect>
JUPITER = "Jupiter, White Natural Star"  # RESONA, level 3: two white SIGNI
MYUU3 = ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]  # level 3, limit 8
SASORIS = "Sasoris, Black Phantom Insect"  # RESONA, level 3
CHILD_ANT = "Child Ant, Phantom Insect"  # <Misfortune Insect>, level 1
WORK_ANT = "Work Ant, Phantom Insect"  # <Misfortune Insect>, level 2
SOLDIER_ANT = "Soldier Ant, Phantom Insect"  # <Misfortune Insect>, level 3


def _sashe(
    table: Table, level: int, signi: list[str], *, rules: GameRules | None = None, **zones: Any
) -> Play:
    mine = "".join(f"\n            {zone}: {cards!s}" for zone, cards in zones.items())
    return table(
        f"""
        format: classic
        players:
          - lrig: {SASHE[: level + 1]!s}
            lrig_deck: ["{MERCURY}", "{VENUS}", "{MARS}"]
            signi: {signi!s}{mine}
          - signi: ["{COSMO}", "{SILVAN}"]
    """,
        rules=rules,
    )


def _resonas(game: Play) -> list[str]:
    return sorted(
        game.game.name(action.a)
        for action in game.game.legal_actions()
        if action.kind == ActionKind.PLAY_RESONA
    )


@encodes("WD09-008")
def test_venus_is_played_from_the_lrig_deck_for_two_space_signi(table: Table) -> None:
    game = _sashe(table, 4, [PROCYON, SIRIUS, BETELGEUSE])
    assert _resonas(game) == [MARS, MERCURY, VENUS]
    game.act(ActionKind.PLAY_RESONA, VENUS)
    assert game.decision == DecisionKind.PAYMENT  # which two <Space> SIGNI
    game.target(PROCYON, SIRIUS)
    assert game.zone_of(PROCYON) == game.zone_of(SIRIUS) == Zone.TRASH
    assert game.decision == DecisionKind.ZONE  # the free zones it left
    game.into(1)
    assert game.card(VENUS) == game.game.players[0].signi[1]
    # Its [On-Play] (the one level 2 or less SIGNI of the opponent's back to the hand)
    # and Sashe Pleine's charge for a RESONA entering (WD09-001).
    game.first()
    assert game.count(0, Zone.ENER) == 1
    assert game.zone_of(COSMO) == Zone.HAND
    assert game.zone_of(SILVAN) == Zone.SIGNI
    assert game.names(0, Zone.LRIG_DECK) == [MERCURY, MARS]
    assert game.zone_of(BETELGEUSE) == Zone.SIGNI


@encodes("WD09-007")
def test_mercury_trashes_three_space_signi_and_an_opposing_signi(table: Table) -> None:
    game = _sashe(table, 4, [PROCYON, SIRIUS, BETELGEUSE])
    game.act(ActionKind.PLAY_RESONA, MERCURY)  # all three: chosen without asking
    assert game.count(0, Zone.TRASH) == 3
    game.into(0)
    # Two triggers: Sashe Pleine's for a RESONA entering (WD09-001), and Mercury's.
    assert game.decision == DecisionKind.TRIGGER_ORDER
    game.first()
    game.target(SILVAN)
    assert game.zone_of(SILVAN) == Zone.TRASH
    assert game.zone_of(MERCURY) == Zone.SIGNI
    assert game.count(0, Zone.ENER) == 1  # Sashe Pleine's charge


@encodes("WX08-008")
def test_mars_searches_a_signi_onto_the_field(table: Table) -> None:
    game = _sashe(table, 1, [PROCYON, PROCYON], deck=[KOONI, SIRIUS])
    game.act(ActionKind.PLAY_RESONA, MARS)
    game.into(2)
    game.choose(KOONI)  # a level 1 SIGNI: within the level and the limit left
    game.into(0)
    assert [game.game.name(c) for c in game.game.players[0].signi if c >= 0] == [KOONI, MARS]
    assert game.zone_of(SIRIUS) == Zone.DECK


@encodes("WD12-008")
def test_jecoaster_charges_three_for_two_playground_equipment(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4!s}
            lrig_deck: ["{JECOASTER}"]
            signi: ["{OTEDAMA}", "{MENKO}", "{PROCYON}"]
            deck: {[KOONI] * 6!s}
    """)
    game.act(ActionKind.PLAY_RESONA, JECOASTER)
    game.into(0)
    assert game.decision == DecisionKind.TRIGGER_ORDER  # with Aiyai★Spade's charge
    game.first()
    assert game.names(0, Zone.ENER) == [KOONI] * 4
    assert game.names(0, Zone.TRASH) == [OTEDAMA, MENKO]
    assert game.zone_of(PROCYON) == Zone.SIGNI


def test_a_resona_needs_its_condition_its_level_and_the_limit(table: Table) -> None:
    # Two <Space> SIGNI, but one is a RESONA: "non-RESONA" SIGNI pay the condition.
    assert _resonas(_sashe(table, 4, [PROCYON, VENUS])) == []
    assert _resonas(_sashe(table, 4, [PROCYON, KOONI])) == []  # <Space> SIGNI only
    # A level 2 RESONA under a level 1 LRIG: "SIGNI of a higher level than the player's
    # currently active LRIG cannot be summoned" ("(xi) SIGNI", "2: Level").
    assert _resonas(_sashe(table, 1, [PROCYON, PROCYON])) == [MARS]
    assert _resonas(_sashe(table, 2, [PROCYON, PROCYON, KOONI])) == [MARS, VENUS]
    # Its LRIG type: a Sashe RESONA under another LRIG ("(v) LRIG", "5: LRIG Type").
    other = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4!s}
            lrig_deck: ["{VENUS}"]
            signi: ["{PROCYON}", "{SIRIUS}"]
    """)
    assert _resonas(other) == []


def test_a_resona_fits_the_limit_and_a_free_zone_once_its_condition_is_paid(
    table: Table,
) -> None:
    # Sasoris's condition (WX08-021) discards two <Misfortune Insect> SIGNI: the SIGNI of
    # the field stay. Myuu=Emerge is level 3, limit 8 ("(xi) SIGNI", "2: Level": "The
    # total-sum level of all summoned SIGNI cannot be higher than the limit").

    def offered(signi: list[str]) -> bool:
        game = table(f"""
            format: classic
            players:
              - lrig: {MYUU3!s}
                lrig_deck: ["{SASORIS}"]
                hand: ["{CHILD_ANT}", "{CHILD_ANT}"]
                signi: {signi!s}
        """)
        return _resonas(game) == [SASORIS]

    assert offered([WORK_ANT, SOLDIER_ANT])  # 5 + 3
    assert not offered([SOLDIER_ANT, SOLDIER_ANT])  # 6 + 3
    assert not offered([CHILD_ANT, CHILD_ANT, CHILD_ANT])  # no free SIGNI zone


def test_a_resona_is_played_at_its_timing_only(table: Table) -> None:
    # [Main Phase]: not at the attack phase's timing.
    game = _sashe(table, 4, [PROCYON, SIRIUS])
    mars = Action(ActionKind.PLAY_RESONA, game.card(MARS))
    assert mars in game.game.usable(0, Timing.MAIN)
    assert mars not in game.game.usable(0, Timing.ATTACK)


def test_the_heuristic_agent_plays_the_highest_resona_it_can(table: Table) -> None:
    game = _sashe(table, 4, [PROCYON, SIRIUS, BETELGEUSE])
    agent = HeuristicAgent(seed=1)
    action = agent.choose(Observation(game.game, 0), game.game.legal_actions())
    assert action == Action(ActionKind.PLAY_RESONA, game.card(MERCURY))
    assert action.describe(game.game.name) == f"play {MERCURY} from the LRIG deck"


def test_a_play_condition_reads_as_the_classic_cards_print_it(database: CardDatabase) -> None:
    def describe(text: str, card: str) -> str:
        (ability,) = _compile(database, text, card, "classic")[1]
        return ability.text

    text = describe(
        "{kind: play_condition, cost: {trash_from_field: {count: 3, type: SIGNI, class: SPACE}}}",
        MERCURY,
    )
    assert text == (
        "[Play Condition] [Main Phase] Put three non-RESONA <Space> SIGNI on your field into "
        "the trash."
    )
    attack = describe(
        "{kind: play_condition, timing: [attack], cost: {discard: {count: 2, class: "
        "MISFORTUNE_INSECT}}}",
        SASORIS,
    )
    assert attack == "[Play Condition] [Attack Phase] Discard two <Misfortune Insect> cards."


@pytest.mark.parametrize(
    ("text", "card", "problem"),
    [
        ("{kind: play_condition, cost: {discard: 1}}", PROCYON, "only a RESONA"),
        ("{kind: play_condition}", VENUS, "a play condition needs `cost`"),
        ("{kind: play_condition, cost: {discard: 1}, effects: [{draw: 1}]}", VENUS, "no effects"),
        ("{kind: enter, timing: [main], effects: [{draw: 1}]}", VENUS, "has `timing`"),
    ],
)
def test_a_play_condition_is_a_resonas_cost_and_nothing_else(
    database: CardDatabase, text: str, card: str, problem: str
) -> None:
    with pytest.raises(CompileError, match=problem):
        _compile(database, text, card, "classic")


# ------------------------------------------------------------------ leaving the field


def _venus_on_the_field(table: Table, **options: Any) -> Play:
    game = _sashe(table, 4, [PROCYON, SIRIUS, BETELGEUSE], **options)
    game.act(ActionKind.PLAY_RESONA, VENUS)
    game.target(PROCYON, SIRIUS)
    game.into(0)
    game.first()
    assert game.zone_of(VENUS) == Zone.SIGNI
    return game


@pytest.mark.parametrize("leaves", ["vanish", "trash", "bounce"])
def test_a_resona_leaving_the_field_goes_back_to_the_lrig_deck_in_classic(
    table: Table, leaves: str
) -> None:
    # turn-summary.txt, "Main Phase": a RESONA "put into the trash (and thus moved to the
    # LRIG Deck)"; banished or returned, it goes back there too (docs/engine-hooks.md,
    # "RESONA"), and is played again.
    game = _venus_on_the_field(table)
    moved: list[tuple[int, int]] = []
    game.game.listen([EventKind.LEFT_FIELD], lambda event: moved.append((event.card, event.a)))
    venus = game.card(VENUS)
    getattr(game.game, leaves)(venus, game.card(COSMO))
    assert game.zone_of(VENUS) == Zone.LRIG_DECK
    assert moved == [(venus, int(Zone.LRIG_DECK))]
    game.game.put_onto_field(game.card(PROCYON), 0)
    game.game.put_onto_field(game.card(SIRIUS), 1)
    assert Action(ActionKind.PLAY_RESONA, venus) in game.game.usable(0, Timing.MAIN)


def test_a_resona_goes_to_the_lrig_trash_where_the_format_says_so(table: Table) -> None:
    # The diva rules' reading: out of play, a card of the LRIG deck is in the LRIG trash
    # (en-2021-glossary.txt, "LRIG Trash").
    rules = replace(GameRules.classic(), resona_exit=ResonaExit.LRIG_TRASH)
    game = _venus_on_the_field(table, rules=rules)
    game.game.vanish(game.card(VENUS))
    assert game.zone_of(VENUS) == Zone.LRIG_TRASH
    assert GameRules.diva().resona_exit is ResonaExit.LRIG_TRASH
    assert load_format("classic").game_rules().resona_exit is ResonaExit.LRIG_DECK


@encodes("WX07-001")
def test_a_cost_puts_a_resona_into_the_lrig_trash_as_printed(table: Table) -> None:
    # Sashe Pleine, Benevolent Messenger: "into the LRIG trash", not back to the deck.
    game = table(f"""
        format: classic
        players:
          - lrig: ["Sashe Pleine, Benevolent Messenger"]
            ener: ["{PROCYON}"]
            lrig_deck: ["{VENUS}"]
            signi: ["{PROCYON}", "{SIRIUS}"]
          - signi: ["{COSMO}"]
    """)
    game.act(ActionKind.PLAY_RESONA, VENUS)
    game.into(0)
    game.first()  # Sashe Pleine's "you may pay" first: declined
    game.decline()
    game.action("Sashe Pleine, Benevolent Messenger")
    assert game.zone_of(VENUS) == Zone.LRIG_TRASH


def test_a_resona_is_neither_retired_nor_charged(table: Table) -> None:
    # turn-summary.txt, "Main Phase": "Resonas cannot be put into the trash ... in this
    # way"; nor into the Ener Zone in the Ener phase (docs/engine-hooks.md, "RESONA").
    game = _venus_on_the_field(table)
    retire = [a.a for a in game.game.legal_actions() if a.kind == ActionKind.RETIRE]
    assert retire == [game.card(BETELGEUSE)]
    charged = table(f"""
        format: classic
        phase: ener
        players:
          - lrig: {SASHE!s}
            signi: ["{VENUS}", "{PROCYON}"]
    """)
    charge = [a.a for a in charged.game.legal_actions() if a.kind == ActionKind.ENER_CHARGE]
    assert charge == [charged.card(PROCYON)]


# ------------------------------------------------------------------ RESONAs put by effects


@encodes("WD12-007")
def test_karasha_leaving_puts_a_smaller_playground_resona_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI4!s}
            lrig_deck: ["{KARASHA}", "{JECOASTER}"]
            signi: ["{OTEDAMA}", "{MENKO}", "{GACHAPO}"]
            ener: ["{SEESAW}"]
            hand: ["{PROCYON}"]
            deck: {[KOONI] * 8!s}
    """)
    game.act(ActionKind.PLAY_RESONA, KARASHA)
    game.into(1)
    game.first()  # Aiyai★Spade's charge for a RESONA entering (WD12-001), then Karasha's
    game.choose(SEESAW)  # [On-Play] paying 0 green: a SIGNI from the Ener Zone
    game.into(0)
    assert game.names(0, Zone.ENER) == [KOONI]
    game.game.vanish(game.card(KARASHA))  # back to the LRIG deck (classic)
    game.play(PROCYON, 2)  # the game settles first: Karasha's leaving triggers
    # Jecoaster, ignoring its play condition, into the one free zone; its [On-Play] and
    # Aiyai★Spade's charge.
    game.first()
    assert game.zone_of(JECOASTER) == Zone.SIGNI
    assert game.names(0, Zone.LRIG_DECK) == [KARASHA]
    assert game.names(0, Zone.ENER) == [KOONI] * 5


@pytest.mark.parametrize("exit_", list(ResonaExit))
@encodes("WX07-050")
def test_alhena_puts_a_resona_onto_the_field_until_the_end_of_the_turn(
    table: Table, exit_: ResonaExit
) -> None:
    rules = replace(GameRules.classic(), resona_exit=exit_)
    game = table(
        f"""
        format: classic
        players:
          - lrig: {SASHE[:4]!s}
            lrig_deck: ["{VENUS}", "{MERCURY}"]
            hand: ["{ALHENA}", "{PROCYON}"]
          - signi: ["{COSMO}"]
        """,
        rules=rules,
    )
    game.play(ALHENA, 0)
    game.accept()  # discard the one <Space> SIGNI: Venus, the one white RESONA of level
    game.into(1)  # 3 or less, ignoring its play condition; its [On-Play] returns Cosmo
    assert game.zone_of(VENUS) == Zone.SIGNI
    assert game.zone_of(PROCYON) == Zone.TRASH
    assert game.zone_of(COSMO) == Zone.HAND
    game.end_main()
    game.pass_until(lambda play: play.game.turn_player == 1)
    # "Return that RESONA to the LRIG deck", whatever the format says of other moves.
    assert game.names(0, Zone.LRIG_DECK) == [MERCURY, VENUS]
    assert game.zone_of(ALHENA) == Zone.SIGNI


# ------------------------------------------------------------------ what the condition paid


@encodes("WD11-007")
def test_mukadesu_weakens_by_the_levels_its_condition_took(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MYUU3, "Myuu=Imago"]!s}
            lrig_deck: ["{MUKADESU}"]
            signi: ["{WORK_ANT}", "{SOLDIER_ANT}"]
            deck: {[KOONI] * 4!s}
          - signi: ["{SILVAN}", "{COSMO}"]
    """)
    game.act(ActionKind.PLAY_RESONA, MUKADESU)
    game.into(0)
    game.first()  # Myuu=Imago's charge for a RESONA entering (WD11-001), and Mukadesu's
    game.target(SILVAN)  # levels 2 + 3: --10000, to 0: banished
    assert game.zone_of(SILVAN) == Zone.ENER
    assert game.power(COSMO) == 7000


@pytest.mark.parametrize(("paid", "charged"), [([PROCYON, PROCYON], 2), ([PROCYON, SIRIUS], 0)])
@encodes("WX07-009")
def test_jupiter_charges_for_two_of_a_name_and_silences_the_opponent(
    table: Table, paid: list[str], charged: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE[:4]!s}
            lrig_deck: ["{JUPITER}"]
            signi: {paid!s}
            deck: {[KOONI] * 4!s}
          - signi: ["{COSMO}", "{SILVAN}"]
    """)
    game.act(ActionKind.PLAY_RESONA, JUPITER)
    game.into(2)
    game.first()
    assert game.count(0, Zone.ENER) == charged
    assert game.game.lost_abilities(game.card(COSMO))
    assert game.game.lost_abilities(game.card(SILVAN))


def test_a_resona_an_effect_put_onto_the_field_paid_nothing(table: Table) -> None:
    # Jupiter put by Alhena, ignoring its play condition: no cards were paid for it, so
    # none share a name.
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE[:4]!s}
            lrig_deck: ["{JUPITER}"]
            hand: ["{ALHENA}", "{PROCYON}"]
            trash: ["{PROCYON}", "{PROCYON}"]
            deck: {[KOONI] * 4!s}
    """)
    game.play(ALHENA, 0)
    game.accept()
    game.into(1)
    game.first()
    assert game.zone_of(JUPITER) == Zone.SIGNI
    assert game.count(0, Zone.ENER) == 0


# ------------------------------------------------------------------ choose up to N modes

SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000
IRON = "Iron, Natural Stone"  # red, level 1, 3000
CODE_SC = "Code Art SC"  # blue, level 1, 3000
KUKRI = "Kukri, Small Sword"  # white, level 1, 3000
KURO = "Kuroha, Phantom Insect"  # black, level 4


def _spell(table: Table, lrig: str, spell: str, ener: str, **zones: Any) -> Play:
    theirs = zones.pop("theirs", None)
    mine = "".join(f"\n            {zone}: {cards!s}" for zone, cards in zones.items())
    opponent = f"\n          - signi: {theirs!s}" if theirs else ""
    game = table(f"""
        format: classic
        players:
          - lrig: ["{lrig}"]
            hand: ["{spell}"]
            ener: ["{ener}"]{mine}{opponent}
    """)
    game.use(spell)
    return game


@pytest.mark.parametrize(
    ("lrig", "modes", "power"),
    [
        ("Midoriko, Fourth Girl", [0, 1], 3000 + 7000),
        ("Midoriko, Fourth Girl", [1], 3000 + 5000),
        ("Midoriko, Fourth Girl", [0], 3000 + 2000),
        ("Midoriko, Fourth Girl", [], 3000),
        ("Midoriko, Third Girl", [0, 1], 3000 + 2000),  # not level 4: the second does nothing
    ],
)
@encodes("WX05-073")
def test_howl_chooses_up_to_two_modes(
    table: Table, lrig: str, modes: list[int], power: int
) -> None:
    game = _spell(table, lrig, "Howl", SWALLOW, signi=[SWALLOW])
    for index in modes:
        game.mode(index)
    if len(modes) < 2:
        game.done()  # "up to": no more
    assert game.power(SWALLOW) == power


@encodes("WX05-052")
def test_get_almandal_searches_a_small_white_signi_and_any_signi(table: Table) -> None:
    game = _spell(
        table,
        "Tamayorihime, Full Moon Miko",
        "Get Almandal",
        KUKRI,
        deck=[KOONI, SIRIUS, BETELGEUSE],
    )
    game.mode(0)
    game.mode(1)
    game.choose(SIRIUS)  # level 2 or less, white
    game.choose(BETELGEUSE)  # any SIGNI: a white LRIG of level 4
    assert sorted(game.names(0, Zone.HAND)) == [BETELGEUSE, SIRIUS]


@encodes("WX05-059")
def test_life_extending_selection_banishes_small_then_larger_signi(table: Table) -> None:
    game = _spell(table, "Hanayo-Four", "Life-Extending Selection", IRON, theirs=[PROCYON, SILVAN])
    game.mode(0)
    game.mode(1)  # 3000 or less: Procyon; then 10000 or less (a red LRIG of level 4)
    assert game.zone_of(PROCYON) == game.zone_of(SILVAN) == Zone.ENER


@encodes("WX05-066")
def test_rainy_makes_the_opponent_discard_and_draws_three_for_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["Code Piruluk T"]
            hand: ["RAINY"]
            ener: ["{CODE_SC}"]
            deck: {[KOONI] * 5!s}
          - hand: ["{COSMO}"]
    """)
    game.use("RAINY")
    game.mode(0)
    game.mode(1)  # three drawn, one of them discarded
    assert game.names(0, Zone.HAND) == [KOONI, KOONI]
    assert game.zone_of(COSMO) == Zone.TRASH


@encodes("WX05-081")
def test_revive_flare_mills_and_puts_black_signi_from_the_trash(table: Table) -> None:
    game = _spell(
        table,
        "Ulith, Jailer Enma",
        "Revive Flare",
        KOONI,
        deck=[KURO, KOONI, COSMO, KOONI],
    )
    game.mode(0)
    game.mode(1)
    game.choose(COSMO)  # milled: level 2, black
    game.into(0)
    game.choose(KURO)  # milled too: black, any level (a black LRIG of level 4)
    game.into(1)
    assert game.zone_of(COSMO) == game.zone_of(KURO) == Zone.SIGNI


def test_up_to_n_modes_reads_and_needs_a_number(database: CardDatabase) -> None:
    modes = "{modes: {choose: 2, up_to: true, options: [[{draw: 1}], [{ener_charge: 1}]]}}"
    (ability,) = _compile(database, f"{{kind: use, effects: [{modes}]}}", "Howl", "classic")[1]
    assert ability.text == (
        "Choose up to two of the following: (1) Draw a card. (2) [Ener Charge 1]."
    )
    per = "{per: {count: {side: you, zone: hand}}}"
    with pytest.raises(CompileError, match="`up_to` a number of modes"):
        _compile(
            database,
            f"{{kind: use, effects: [{{modes: {{choose: {per}, up_to: true, "
            "options: [[{draw: 1}], [{ener_charge: 1}]]}}]}",
            "Howl",
            "classic",
        )


# ------------------------------------------------------------------ [Charm]

ULITH4 = "Ulith, Enma of Suffering"  # black LRIG, level 4, limit 11
MYUU4 = "Myuu=Imago"  # black LRIG, level 4, limit 11
ORIENS = "Oriens, Fallen Transgression"  # <Devil>, level 3, 8000 (12000 with a [Charm])
MAIMON = "Maimon, Fallen Confession"  # <Devil>, level 2, 5000 (10000 with a [Charm])
AHRIMAN = "Ahriman, Fallen Glance"  # <Devil>, level 2
HECATE = "Hecate, Sloth of Mission"  # <Devil>, level 1
KOGANE = "Kogane, Phantom Insect"  # <Misfortune Insect>, level 3
NOKOKUWA = "Nokokuwa, Phantom Insect"  # <Misfortune Insect>, level 4
KUMAZE = "Kumaze, Phantom Insect"  # <Misfortune Insect>, level 3
TAMAMUSHI = "Tamamushi, Phantom Insect"  # <Misfortune Insect>, level 3
MINMIN = "Minmin, Phantom Insect"  # <Misfortune Insect>, level 2
HERAKABUTO = "Herakabuto, Great Phantom Insect"  # <Misfortune Insect>, level 4, 12000


def _charm(game: Play, host: str, player: int = 0) -> bool:
    """Whether the SIGNI called `host` has a [Charm]."""
    return game.game.charm_of(game.card(host, player)) >= 0


@encodes("WX08-081", "WX08-031")
def test_dead_make_marks_every_opposing_signi_once(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            hand: ["Dead Make", "Dead Make"]
            ener: ["{KOONI}", "{KOONI}"]
            signi: ["{HERAKABUTO}"]
          - signi: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}", "{SIRIUS}", "{KOONI}"]  # the top first
    """)
    assert game.power(COSMO) == 7000
    game.use("Dead Make")
    # The top card of the opponent's deck under each, face down: one [Charm] apiece.
    assert _charm(game, COSMO, 1) and _charm(game, SILVAN, 1)
    assert game.names(1, Zone.DECK) == [KOONI]
    assert game.game.charms_of(1) == [game.card(PROCYON), game.card(SIRIUS)]
    # Herakabuto: --2000 for each [Charm] of the opponent's.
    assert game.power(COSMO) == 7000 - 4000
    game.use("Dead Make")  # each has a [Charm] already: no second one
    assert game.names(1, Zone.DECK) == [KOONI]
    # A [Charm] goes to the trash with its SIGNI (docs/engine-hooks.md, "[Charm]").
    game.game.vanish(game.card(SILVAN))
    assert game.zone_of(SIRIUS) == Zone.TRASH
    assert game.game.charms_of(1) == [game.card(PROCYON)]
    assert game.power(COSMO) == 7000 - 2000


@encodes("WX05-080", "WX04-096", "WX04-098", "WX05-078")
def test_devils_with_a_charm_grow_and_pay_with_it(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{ULITH4}"]
            signi: ["{ORIENS}", "{MAIMON}", "{HECATE}"]
            hand: ["{AHRIMAN}"]
            deck: ["{KOONI}", "{PROCYON}"]
          - signi: ["{COSMO}"]
    """)
    game.action(HECATE)  # itself as the [Charm] of another <Devil> SIGNI
    game.choose(MAIMON)
    assert game.zone_of(HECATE) == Zone.UNDER and _charm(game, MAIMON)
    assert game.power(MAIMON) == 10000
    game.action(ORIENS)  # the top card of its deck, under one of its <Devil> SIGNI
    game.accept()
    game.choose(ORIENS)
    assert _charm(game, ORIENS) and game.power(ORIENS) == 12000
    assert game.names(0, Zone.DECK) == [PROCYON]
    game.play(AHRIMAN, 2)
    game.action(AHRIMAN)  # down, and one of its [Charm]s into the trash
    game.choose(KOONI)
    assert game.zone_of(KOONI) == Zone.TRASH and not _charm(game, ORIENS)
    assert game.power(COSMO) == 7000 - 5000


@encodes("WX04-021")
def test_ulith_pays_with_charms(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{ULITH4}"]
            signi: ["{ORIENS}", "{MAIMON}", "{AHRIMAN}"]
            deck: {[PROCYON] * 12!s}
            trash: ["{KURO}"]
          - signi: ["{COSMO}"]
            deck: {[PROCYON] * 4!s}
    """)
    deck = game.cards_in(0, Zone.DECK)
    for host, card in zip((MAIMON, AHRIMAN), deck[:2], strict=True):
        assert game.game.put_charm(card, game.card(host))
    assert not game.game.put_charm(deck[2], game.card(MAIMON))  # one [Charm] apiece
    game.action(ORIENS)  # a third [Charm], under Oriens
    game.accept()
    game.choose(ORIENS)
    assert len(game.game.charms_of(0)) == 3
    game.act(ActionKind.USE_ACTION, ULITH4, b=0)  # one [Charm]: each player mills three
    assert game.count(1, Zone.TRASH) == 3
    ulith = [a.b for a in game.game.legal_actions() if a.a == game.card(ULITH4)]
    assert ulith == [1]  # the first once a turn; the third needs three [Charm]s
    game.act(ActionKind.USE_ACTION, ULITH4, b=1)  # two [Charm]s: a black SIGNI back
    assert game.game.charms_of(0) == []
    assert KURO in game.names(0, Zone.HAND)


@encodes("WX08-046", "WX08-047", "WX08-045")
def test_insects_mark_opposing_signi_and_hit_the_marked(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            signi: ["{KOGANE}", "{NOKOKUWA}"]
            hand: ["{TAMAMUSHI}"]
            ener: ["{KOONI}"]
          - signi: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}", "{SIRIUS}"]
    """)
    game.play(TAMAMUSHI, 2)
    game.accept()  # [On-Play] "you may": the top card of the opponent's deck
    game.choose(SILVAN)
    assert _charm(game, SILVAN, 1) and game.zone_of(PROCYON) == Zone.UNDER
    game.action(KOGANE)  # the one marked SIGNI: --8000
    assert game.power(SILVAN) == 2000 and game.power(COSMO) == 7000
    game.action(NOKOKUWA)  # the one marked SIGNI: banished, its [Charm] to the trash
    assert game.zone_of(SILVAN) == Zone.ENER and game.zone_of(PROCYON) == Zone.TRASH


@pytest.mark.parametrize("leaving", [MINMIN, "Tsukutsuku, Phantom Insect"])
@encodes("WX08-078", "WX08-080", "WX08-076")
def test_a_card_of_the_opponents_trash_as_a_charm_then_kumaze(table: Table, leaving: str) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            signi: ["{leaving}"]
            hand: ["{PROCYON}", "{KUMAZE}", "{CHILD_ANT}"]
          - signi: ["{SILVAN}"]
            trash: ["{PROCYON}"]
    """)
    game.game.vanish(game.card(leaving))
    game.play(PROCYON, 1)  # the game settles first: the leaving SIGNI's trigger
    game.accept()  # a card of the opponent's trash under Silvan as a [Charm]
    assert _charm(game, SILVAN, 1)
    game.play(KUMAZE, 2)
    game.accept()  # Kumaze: discard a <Misfortune Insect> SIGNI, --10000 to a marked one
    assert game.zone_of(CHILD_ANT) == Zone.TRASH
    assert game.zone_of(SILVAN) == Zone.ENER


@encodes("WX08-031")
def test_herakabuto_hits_the_marked_when_a_resona_enters_and_bursts(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            lrig_deck: ["{MUKADESU}"]
            signi: ["{HERAKABUTO}", "{WORK_ANT}", "{CHILD_ANT}"]
            deck: {[KOONI] * 4!s}
          - signi: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}"]
    """)
    assert game.game.put_charm(game.card(PROCYON), game.card(SILVAN))
    game.act(ActionKind.PLAY_RESONA, MUKADESU)
    game.target(WORK_ANT, CHILD_ANT)
    game.into(1)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.target(COSMO)  # Mukadesu: --2000 for each level paid (3)
    # Silvan: --2000 for the opponent's one [Charm], --5000 as a RESONA entered.
    assert game.power(SILVAN) == 10000 - 2000 - 5000
    assert game.zone_of(COSMO) == Zone.ENER  # 7000 - 2000 - 6000: banished
    burst = table.life_burst(
        HERAKABUTO,
        f"trash: ['{CHILD_ANT}', '{PROCYON}']",
        classic=True,
    )
    burst.burst()  # no [Charm] on the opponent's field: the <Misfortune Insect> only
    assert burst.names(0, Zone.HAND) == [CHILD_ANT]


@encodes("WX04-102")
def test_ariton_trashed_from_the_hand_becomes_a_charm(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{ULITH4}"]
            signi: ["{ORIENS}"]
            hand: ["Ariton, Fallen Annihilation", "{PROCYON}"]
    """)
    game.game.discard(game.card("Ariton, Fallen Annihilation"))
    game.play(PROCYON, 1)  # the game settles first: Ariton's trigger, from the trash
    game.accept()  # under the one SIGNI without a [Charm] of its own... Oriens
    game.choose(ORIENS)
    assert _charm(game, ORIENS) and game.power(ORIENS) == 12000


@encodes("WX04-103")
def test_evils_soul_weakens_by_devil_levels_and_becomes_a_charm(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{ULITH4}"]
            signi: ["{ORIENS}", "{MAIMON}"]
            hand: ["Evil's Soul"]
            ener: ["{KOONI}", "{KOONI}"]
          - signi: ["{SILVAN}"]
    """)
    game.use("Evil's Soul")
    assert game.power(SILVAN) == 10000 - 5000  # levels 3 + 2
    game.accept()  # "you may": the spell itself, a [Charm] of a <Devil> SIGNI
    game.choose(MAIMON)
    assert game.zone_of("Evil's Soul") == Zone.UNDER
    assert game.power(MAIMON) == 10000


@encodes("WX07-021")
def test_attrac_punish_trades_charms_for_power(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{ULITH4}"]
            lrig_deck: ["Attrac Punish"]
            signi: ["{ORIENS}", "{MAIMON}", "{AHRIMAN}"]
            ener: ["{KOONI}"]
            deck: ["{KOONI}", "{SIRIUS}", "{BETELGEUSE}", "{PROCYON}"]  # the top first
          - signi: ["{SILVAN}", "{COSMO}"]
    """)
    deck = game.cards_in(0, Zone.DECK)
    for host, card in zip((MAIMON, AHRIMAN), deck[:2], strict=True):
        assert game.game.put_charm(card, game.card(host))
    game.action(ORIENS)  # a third: the top card of the deck, under Oriens
    game.accept()
    game.choose(ORIENS)
    game.action(AHRIMAN)  # one of the three [Charm]s for --5000 to Cosmo
    game.choose(PROCYON)
    game.target(COSMO)
    game.use("Attrac Punish")
    game.choose(KOONI)  # any number: the two [Charm]s left
    game.choose(BETELGEUSE)
    game.target(SILVAN)  # --8000 for each
    assert game.game.charms_of(0) == []
    assert game.zone_of(SILVAN) == Zone.ENER


FOUT = "Fout, Natural Star Princess"  # white <Space>, level 4
ARACHNE = "Arachne Pider, Black Phantom Insect"  # RESONA, level 4: two <Misfortune Insect>


@encodes("WX08-023")
def test_fout_returns_a_resona_and_comes_back_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{SASHE[4]}"]
            signi: ["{FOUT}"]
            lrig_trash: ["{VENUS}"]
            hand: ["{PROCYON}", "{SIRIUS}", "{BETELGEUSE}"]
            ener: ["{KUKRI}", "{KUKRI}"]
          - trash: ["{COSMO}"]
    """)
    game.action(FOUT)  # [White] [Down]: a RESONA from the LRIG trash to the LRIG deck
    assert game.zone_of(VENUS) == Zone.LRIG_DECK
    game.game.vanish(game.card(FOUT))
    game.play(BETELGEUSE, 1)  # the game settles first: Fout's trigger
    game.accept()  # discard the two <Space> SIGNI left: Fout back from the Ener Zone
    game.discard(PROCYON)  # and then the other
    game.into(0)
    assert game.zone_of(FOUT) == Zone.SIGNI
    assert game.zone_of(PROCYON) == game.zone_of(SIRIUS) == Zone.TRASH
    game.accept()  # its [On-Play]: pay [White], exclude a card of the opponent's trash
    assert game.zone_of(COSMO) == Zone.REMOVED
    burst = table.life_burst(FOUT, f"deck: ['{KOONI}', '{SIRIUS}']", classic=True)
    burst.burst()
    burst.choose(SIRIUS)  # a <Space> SIGNI, onto the field or into the hand
    burst.mode(1)  # the hand
    assert burst.zone_of(SIRIUS) == Zone.HAND


@encodes("WX08-006")
def test_arachne_pider_marks_entering_signi_blocks_and_banishes_them(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            lrig_deck: ["{ARACHNE}"]
            signi: ["{WORK_ANT}", "{CHILD_ANT}"]
            hand: ["{PROCYON}"]
            deck: {[KOONI] * 4!s}
          - lrig: ["{MYUU4}"]
            signi: ["{KOGANE}"]
            hand: ["{KUMAZE}"]
            deck: ["{SIRIUS}", "{BETELGEUSE}"]  # the top first
    """)
    kogane = Action(ActionKind.USE_ACTION, game.card(KOGANE), 0)
    game.act(ActionKind.PLAY_RESONA, ARACHNE)
    game.into(0)
    assert kogane in game.game.usable(1, Timing.ATTACK | Timing.MAIN)  # no [Charm] yet
    game.game.put_onto_field(game.card(KUMAZE), 1)
    game.play(PROCYON, 1)  # the game settles first: Kumaze entered the opponent's field
    assert game.zone_of(SIRIUS) == Zone.UNDER and _charm(game, KUMAZE, 1)
    assert not _charm(game, KOGANE, 1)
    game.game.put_charm(game.card(BETELGEUSE), game.card(KOGANE))
    assert kogane not in game.game.usable(1, Timing.ATTACK | Timing.MAIN)
    game.end_main()  # the attack phase begins: the opponent banishes a marked SIGNI
    game.target(KUMAZE)
    assert game.zone_of(KUMAZE) == Zone.ENER and game.zone_of(KOGANE) == Zone.SIGNI


YASUDESU = "Yasudesu, Black Phantom Insect"  # RESONA, level 2: two of three costs


def _yasudesu(table: Table, hand: list[str], ener: list[str], signi: list[str]) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            lrig_deck: ["{YASUDESU}"]
            hand: {hand!s}
            ener: {ener!s}
            signi: {signi!s}
            deck: {[KOONI] * 4!s}
          - signi: ["{COSMO}"]
    """)


@encodes("WD11-008")
def test_yasudesu_pays_two_of_three_costs(table: Table) -> None:
    game = _yasudesu(table, [CHILD_ANT], [WORK_ANT], [SOLDIER_ANT])
    game.act(ActionKind.PLAY_RESONA, YASUDESU)
    assert game.decision == DecisionKind.MODE  # which two: each pair can be paid
    game.mode(0)  # a discard and a card of the Ener Zone
    game.into(1)
    game.first()  # Myuu=Imago's charge, and its [On-Play]: the level 2 SIGNI banished
    assert game.zone_of(CHILD_ANT) == game.zone_of(WORK_ANT) == Zone.TRASH
    assert game.zone_of(SOLDIER_ANT) == Zone.SIGNI
    assert game.zone_of(COSMO) == Zone.ENER
    # Only the Ener Zone and the field can pay: that pair, without a choice.
    game = _yasudesu(table, [], [WORK_ANT], [SOLDIER_ANT])
    game.act(ActionKind.PLAY_RESONA, YASUDESU)
    assert game.zone_of(WORK_ANT) == game.zone_of(SOLDIER_ANT) == Zone.TRASH
    # One part alone is not enough.
    assert _resonas(_yasudesu(table, [], [], [SOLDIER_ANT])) == []


def test_a_choice_of_costs_pays_each_part_once(database: CardDatabase) -> None:
    text = (
        "{kind: play_condition, cost_options: {choose: 2, options: [{discard: 1}, {discard: 2}]}}"
    )
    with pytest.raises(CompileError, match="two of the costs to choose pay `discard`"):
        _compile(database, text, YASUDESU, "classic")
    with pytest.raises(CompileError, match="only a play condition has `cost_options`"):
        _compile(
            database,
            "{kind: enter, cost_options: {options: [{discard: 1}, {down: true}]}, "
            "effects: [{draw: 1}]}",
            YASUDESU,
            "classic",
        )


@encodes("WX08-021")
def test_sasoris_weakens_whatever_signi_is_in_the_chosen_zone(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            lrig_deck: ["{SASORIS}"]
            hand: ["{CHILD_ANT}", "{WORK_ANT}"]
            deck: {[KOONI] * 4!s}
          - signi: ["{SILVAN}", "{COSMO}"]
            hand: ["{IRON}"]
    """)
    game.act(ActionKind.PLAY_RESONA, SASORIS)
    game.discard(CHILD_ANT)  # both: the two <Misfortune Insect> SIGNI of the hand
    game.into(2)
    game.first()  # Myuu=Imago's charge, and Sasoris's [On-Play]
    game.mode(0)  # the opponent's left SIGNI Zone
    assert game.power(SILVAN) == 10000 - 7000 and game.power(COSMO) == 7000
    # The zone, not the SIGNI: another SIGNI put there gets it too.
    game.game.bounce(game.card(SILVAN))
    game.game.put_onto_field(game.card(IRON), 0)
    assert game.power(IRON) == 3000 - 7000


@pytest.mark.parametrize("trial_deck", ["WD09", "WD11", "WD12"])
def test_resona_decks_keep_the_engine_invariants(database: CardDatabase, trial_deck: str) -> None:
    # A starter deck with its RESONAs in the LRIG deck, random agents against each other:
    # the engine's invariants hold after every action (as tests/engine/test_playout.py
    # checks them), and RESONAs are played.
    deck = classic_deck(database, trial_deck)
    set_cards = database.in_pool("classic")
    resonas = [c for c in set_cards if c.id.startswith(f"classic:{trial_deck}-")]
    deck = PlayerDeck((*deck.lrig, *(c for c in resonas if c.type is CardType.RESONA)), deck.main)
    played = 0
    for seed in range(6):
        game = Game(GameRules.classic(), [deck, deck], seed, log=False)
        agents: list[RandomAgent | HeuristicAgent] = [
            RandomAgent(agent_seed(seed, 0)),
            RandomAgent(agent_seed(seed, 1)),
        ]
        if seed == 0:  # and the heuristic agent, which plays a RESONA as soon as it can
            agents = [HeuristicAgent(agent_seed(seed, 0)), HeuristicAgent(agent_seed(seed, 1))]
        while not game.is_terminal():
            player = game.current_player()
            action = agents[player].choose(game.observation(player), game.legal_actions())
            played += action.kind == ActionKind.PLAY_RESONA
            game.apply_action(action)
            problems = check_invariants(game)
            assert not problems, (seed, problems)
    assert played
