"""Classic booster WX01 (Served Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards this set still lacks need terms
the language does not have yet."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes

TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # no abilities
HANAYO4 = str([*HANAYO, "Hanayo-Pure Four"])  # no abilities
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
PIRULUK4 = str([*PIRULUK, "Code Piruluk Sigma"])  # no abilities
MIDORIKO = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
]
MIDORIKO4 = str([*MIDORIKO, "Midoriko, Type Four"])  # no abilities
KUKRI = "Kukri, Small Sword"  # white, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white, level 3, 10000
GOD_EATER = "God Eater, Ultimate Sword"  # white, level 4, 15000
IRON = "Iron, Natural Stone"  # red, level 1, 3000
BRONDA = "Bronda, Natural Stone"  # red, level 2, 7000
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000
METALLICA = "Metallica, Natural Stone"  # red, level 4, 15000
SC = "Code Art SC"  # blue, level 1, 3000
JV = "Code Art JV"  # blue, level 2, 7000
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000
OWL = "Owl, Phantom Beast"  # green, level 3, 10000
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black, level 2, 7000


def grown(table: Table, stack: list[str], lrig: str, extra: str = "") -> Play:
    """A classic game in the grow phase, `lrig` in the LRIG deck on top of `stack`."""
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {stack}
            lrig_deck: ["{lrig}"]
            {extra}
    """)
    game.grow(lrig)
    return game


# ------------------------------------------------------------------ LRIG


@encodes("WX01-008", "WX01-012", "WX01-016", "WX01-021", "WX01-019")
@pytest.mark.parametrize(
    ("stack", "signi", "other"),
    [
        ([*TAMA[:2], "Tamayorihime, Shooting Star Miko"], KUKRI, IRON),
        ([*HANAYO[:2], "Hanayo-Two, Hard Flame"], IRON, SC),
        ([*PIRULUK[:2], "Code Piruluk Beta"], SC, SWALLOW),
        ([*MIDORIKO[:2], "Midoriko, Bridal Combat Girl Type Two"], SWALLOW, KOONI),
        ([*MIDORIKO, "Midoriko, Shining Empress Girl Type Four"], SWALLOW, None),
    ],
)
def test_lrig_powers_up_signi_of_its_color(
    table: Table, stack: list[str], signi: str, other: str | None
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {stack}
            signi: {[signi, other] if other else [signi, KOONI]}
    """)
    assert game.power(signi) == 4000
    if other:
        assert game.power(other) == 3000
    else:
        assert game.power(KOONI) == 4000  # Type Four: every SIGNI


@encodes("WX01-009", "WX01-013", "WX01-017", "WX01-022")
@pytest.mark.parametrize(
    ("zero", "one"),
    [
        (TAMA[0], "Tamayorihime, Nova Miko"),
        (HANAYO[0], "Hanayo-One, the Flame"),
        (PIRULUK[0], "Code Piruluk Alpha"),
        (MIDORIKO[0], "Midoriko, Dancing Combat Girl Type One"),
    ],
)
def test_level_one_lrig_discards_to_draw(table: Table, zero: str, one: str) -> None:
    game = grown(table, [zero], one, f'hand: ["{KOONI}"]\n            deck: ["{SC}", "{SC}"]')
    game.accept()  # discard Kooni
    assert game.names(0, Zone.HAND) == [SC] and game.names(0, Zone.TRASH) == [KOONI]


@encodes("WX01-001")
def test_sun_miko_discards_a_white_signi_to_return_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA, "Tamayorihime, Sun Miko"]}
            hand: ["{KUKRI}", "{IRON}"]
            ener: ["{KUKRI}"]
          - signi: ["{SILVAN}"]
    """)
    game.action("Tamayorihime, Sun Miko")  # Kukri is the only white SIGNI to discard
    assert game.names(1, Zone.HAND) == [SILVAN] and game.names(0, Zone.HAND) == [IRON]


@encodes("WX01-002")
def test_dawn_miko_trashes_signi_and_powers_up_with_white_and_red(table: Table) -> None:
    game = grown(
        table,
        TAMA,
        "Tamayorihime, Dawn Miko",
        f"""signi: ["{KUKRI}", "{IRON}"]
            ener: {[KUKRI] * 4 + [IRON] * 3}
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}"]""",
    )
    game.pay()  # 2 white and 2 red
    assert game.zone_of(SILVAN) == Zone.TRASH  # 10000 or less: the only target
    assert game.power(KUKRI) == 6000 and game.power(IRON) == 6000
    game.action("Tamayorihime, Dawn Miko")
    assert game.zone_of(METALLICA) == Zone.TRASH


@encodes("WX01-003")
def test_hanayo_four_hundred_fire_discards_a_red_signi_to_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*HANAYO, "Hanayo-Four, Hundred-Fire Profusion"]}
            hand: ["{IRON}"]
            ener: ["{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}"]
    """)
    game.action("Hanayo-Four, Hundred-Fire Profusion")
    assert game.zone_of(SILVAN) == Zone.ENER and game.zone_of(METALLICA) == Zone.SIGNI


@encodes("WX01-005")
def test_piruluk_omega_discards_a_blue_signi_for_a_random_discard(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, "Code Piruluk Omega"]}
            hand: ["{SC}"]
          - hand: ["{IRON}", "{IRON}"]
    """)
    game.action("Code Piruluk Omega")
    assert game.count(1, Zone.HAND) == 1 and game.names(1, Zone.TRASH) == [IRON]


@encodes("WX01-006")
def test_midoriko_war_empress_discards_a_green_signi_for_ten_thousand(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MIDORIKO, "Midoriko, War Empress Type Four"]}
            hand: ["{SWALLOW}"]
            signi: ["{OWL}"]
    """)
    game.action("Midoriko, War Empress Type Four")
    assert game.power(OWL) == 20000


@encodes("WX01-007", "WX01-011", "WX01-015", "WX01-020")
def test_level_three_lrig_on_play(table: Table) -> None:
    game = grown(
        table,
        TAMA[:3],
        "Tamayorihime, Lunar Eclipse Miko",
        f"""ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{CALIBURN}", "{FLAMBER}"]""",
    )
    game.accept()
    game.choose(FLAMBER)  # level two or less
    assert game.names(0, Zone.HAND) == [FLAMBER]
    game = grown(
        table,
        HANAYO[:3],
        "Hanayo-Three, Blazing Flame Dance",
        f"""ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{SILVAN}", "{BRONDA}"]""",
    )
    game.accept()
    assert game.zone_of(BRONDA) == Zone.ENER
    game = grown(
        table,
        PIRULUK[:3],
        "Code Piruluk Gamma",
        f"""ener: ["{SC}", "{SC}", "{SC}"]
          - hand: ["{IRON}"]""",
    )
    game.accept()
    assert game.names(1, Zone.TRASH) == [IRON]
    game = grown(
        table,
        MIDORIKO[:3],
        "Midoriko, Feminine Girl Type Three",
        f'ener: ["{SWALLOW}", "{SWALLOW}"]\n            deck: ["{OWL}"]',
    )
    assert game.names(0, Zone.ENER) == [OWL]


# ------------------------------------------------------------------ ARTS


@encodes("WX01-010", "WX01-025", "WX01-026")
def test_xenogate_salvage_and_charging(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Xenogate", "Salvage", "Charging"]
            ener: ["{KUKRI}", "{KUKRI}"]
            trash: ["{IRON}", "{FLAMBER}"]
            deck: ["{IRON}", "{CALIBURN}", "{SC}"]
    """)
    game.use("Xenogate")
    game.choose(CALIBURN)  # the white SIGNI
    game.use("Salvage")
    game.target(FLAMBER)  # shares the white of the LRIG (as the Kukri paid for Xenogate)
    assert sorted(game.names(0, Zone.HAND)) == [CALIBURN, FLAMBER]
    game.use("Charging")
    assert game.count(0, Zone.ENER) == 1


@encodes("WX01-014", "WX01-024")
def test_dominating_fury_banishes_and_fantastic_powers_up_any_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["WX01-014"]  # Dominating Fury
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}"]
    """)
    game.use("Dominating Fury")
    assert game.zone_of(SILVAN) == Zone.ENER
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            lrig_deck: ["Fantastic"]
            signi: ["{SWALLOW}"]
          - signi: ["{IRON}"]
    """)
    game.use("Fantastic")
    game.target(IRON)  # any SIGNI, the opponent's too
    assert game.power(IRON) == 8000 and game.power(SWALLOW) == 3000


@encodes("WX01-023")
def test_late_bloomer_trashes_the_opponents_ener_and_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            lrig_deck: ["Late Bloomer"]
            ener: {[SWALLOW] * 12}
          - signi: ["{IRON}", "{KUKRI}"]
            ener: ["{SC}", "{SC}"]
    """)
    game.use("Late Bloomer")
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.ENER) == 0
    assert game.count(1, Zone.TRASH) == 4


# ------------------------------------------------------------------ white


@encodes("WX01-028")
def test_arc_aura_lets_the_lrig_attack_again_for_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Arc Aura"]
            signi: ["{FLAMBER}", "{CALIBURN}"]
            ener: {[KUKRI] * 5}
          - life: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("Arc Aura")
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    lrig = "Tamayorihime, Sky Miko"
    game.attack(lrig)
    game.accept()
    game.choose(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.TRASH and not game.downed[game.card(lrig)]
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack(lrig)  # again
    game.decline()
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK or g.turn_player == 1)
    assert game.count(1, Zone.LIFE) == 1
    burst = table.life_burst("Arc Aura", classic=True)
    burst.burst()
    assert burst.game.downed[burst.card(CLASSIC_FILLER, 1, Zone.SIGNI)]
    assert burst.game.downed[burst.game.center(1)]


@encodes("WX01-035")
def test_athena_downs_to_return_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Athena, Goddess of Blessing"]
            ener: ["{KUKRI}"]
          - signi: ["{SILVAN}"]
    """)
    game.action("Athena, Goddess of Blessing")
    assert game.names(1, Zone.HAND) == [SILVAN]


@encodes("WX01-036", "WX01-057", "WX01-059")
@pytest.mark.parametrize(
    ("card", "fits", "too_big"),
    [
        ("Catapaul, Large Bow", FLAMBER, CALIBURN),
        ("Sephiram, Shooting Bow", FLAMBER, CALIBURN),
        ("Bow, Shooting Bow", "Procyon, Natural Star", FLAMBER),
    ],
)
def test_bows_put_the_top_card_onto_an_empty_field(
    table: Table, card: str, fits: str, too_big: str
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{card}"]
            signi: {{signi}}
            deck: ["{{top}}", "{SC}"]
    """
    game = table(source.format(signi=[], top=fits))
    game.play(card, 0)
    game.accept()  # "you may put it onto your field"
    game.into(1)
    assert game.zone_of(fits) == Zone.SIGNI
    game = table(source.format(signi=[], top=fits))
    game.play(card, 0)
    game.decline()
    assert game.zone_of(fits) == Zone.DECK
    game = table(source.format(signi=[], top=too_big))
    game.play(card, 0)
    assert game.zone_of(too_big) == Zone.DECK
    game = table(source.format(signi=f'[~, ~, "{KOONI}"]', top=fits))
    game.play(card, 0)  # another SIGNI on the field: only a look
    assert game.zone_of(fits) == Zone.DECK


@encodes("WX01-036", "WX01-057", "WX01-059")
def test_bows_life_bursts(table: Table) -> None:
    burst = table.life_burst(
        "Catapaul, Large Bow", f"deck: ['{CALIBURN}', '{GOD_EATER}']", classic=True
    )
    burst.burst()
    burst.choose(GOD_EATER)  # level four white
    assert burst.names(0, Zone.HAND) == [GOD_EATER]
    for card in ("Sephiram, Shooting Bow", "Bow, Shooting Bow"):
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1


@encodes("WX01-038")
def test_get_dantalian_searches_a_white_and_a_red_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Get Dantalian"]
            ener: ["{KUKRI}", "{IRON}"]
            deck: ["{KUKRI}", "{FLAMBER}", "{SC}", "{IRON}"]
    """)
    game.use("Get Dantalian")
    game.choose(KUKRI)
    assert FLAMBER not in [o.removeprefix("choose ") for o in game.options()]  # white again
    game.choose(IRON)
    assert sorted(game.names(0, Zone.HAND)) == [IRON, KUKRI]


@encodes("WX01-054", "WX01-055", "WX01-056", "WX01-060")
@pytest.mark.parametrize(
    ("card", "power", "defending"),
    [
        ("Egis, Ultimate Shield", 12000, 18000),
        ("Riot, Large Shield", 8000, 12000),
        ("Square, Medium Shield", 5000, 8000),
        ("Round, Small Shield", 2000, 5000),
    ],
)
def test_shields_are_stronger_in_the_opponents_turn(
    table: Table, card: str, power: int, defending: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{card}"]
    """)
    assert game.power(card) == power
    game.pass_until(lambda g: g.turn_player == 1)
    assert game.power(card) == defending


@encodes("WX01-058", "WX01-061")
def test_michael_and_haniel_discard_and_down_to_search_a_white_signi(table: Table) -> None:
    for card, found, bigger in (
        ("Michael, Voice of Reconciliation", CALIBURN, GOD_EATER),
        ("Haniel, Thoughts of Seeking", FLAMBER, CALIBURN),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                signi: ["{card}"]
                hand: ["{IRON}"]
                deck: ["{bigger}", "{found}", "{SC}"]
        """)
        game.action(card)
        game.choose(found)
        assert game.names(0, Zone.HAND) == [found] and game.game.downed[game.card(card)]


@encodes("WX01-062")
def test_get_open_trashes_any_of_the_top_five(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Get Open"]
            ener: ["{KUKRI}"]
            deck: ["{IRON}", "{SC}", "{SWALLOW}", "{KOONI}", "{BRONDA}", "{COSMO}"]
    """)
    game.use("Get Open")
    game.choose(IRON, SC)
    game.done()
    game.choose(KOONI, SWALLOW)  # the rest back on top in this order
    assert sorted(game.names(0, Zone.TRASH)) == sorted([IRON, SC, KUKRI, "Get Open"])
    assert game.count(0, Zone.DECK) == 4


@encodes("WX01-063")
def test_get_ready_ups_your_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Get Ready"]
            signi: ["{FLAMBER}", "{CALIBURN}"]
            ener: ["{KUKRI}"]
    """)
    for name in (FLAMBER, CALIBURN):
        game.game.down(game.card(name))
    game.use("Get Ready")
    assert not game.game.downed[game.card(FLAMBER)] and not game.game.downed[game.card(CALIBURN)]
    burst = table.life_burst("Get Ready", f"deck: ['{SC}', '{IRON}']", classic=True)
    burst.burst()
    burst.choose(IRON)
    assert burst.names(0, Zone.HAND) == [IRON]


# ------------------------------------------------------------------ red


@encodes("WX01-029")
def test_adamasphere_powers_up_attacking_red_signi_banishes_and_gets_double_crush(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Adamasphere, Natural Pyroxene"]
            signi: ["{IRON}", "{SC}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{BRONDA}", "{KOONI}"]
            life: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    game.play("Adamasphere, Natural Pyroxene", 2)
    game.accept()
    game.target(BRONDA)
    assert game.zone_of(BRONDA) == Zone.ENER
    game.action("Adamasphere, Natural Pyroxene")
    assert game.has_keyword(game.card("Adamasphere, Natural Pyroxene"), KW.DOUBLE_CRUSH)
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, IRON))
    game.attack(IRON)
    assert game.power(IRON) == 5000
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, SC))
    game.attack(SC)
    assert game.power(SC) == 3000  # not red
    burst = table.life_burst(
        "Adamasphere, Natural Pyroxene",
        f"opponent: {{signi: ['{SILVAN}', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.target(SILVAN)
    assert burst.zone_of(SILVAN) == Zone.ENER


@encodes("WX01-030")
def test_fires_of_atonement_banishes_and_gives_the_lrig_double_crush(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Fires of Atonement"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}"]
    """)
    game.use("Fires of Atonement")
    assert game.zone_of(SILVAN) == Zone.ENER
    assert game.has_keyword(game.game.center(0), KW.DOUBLE_CRUSH)
    burst = table.life_burst(
        "Fires of Atonement",
        f"life: ['{SC}']\nopponent: {{life: ['{IRON}', '{KOONI}']}}",
        classic=True,
    )
    burst.burst()
    assert burst.zone_of(SC) == Zone.TRASH and burst.count(1, Zone.LIFE) == 1


@encodes("WX01-039", "WX01-041", "WX01-069", "WX01-072")
@pytest.mark.parametrize(
    ("card", "largest", "bigger", "cost"),
    [
        ("Cannon, Ballista", SILVAN, METALLICA, {"ener": [IRON]}),
        ("Ordnance, Roaring Gun", BRONDA, SILVAN, {}),
        ("Ranchan, Explosive Gun", "Kohaku, Natural Stone", BRONDA, {"hand": [SC]}),
        ("Dragunov, Small Gun", "Servant O2", IRON, {"hand": [SC]}),
    ],
)
def test_weapons_down_to_banish(
    table: Table, card: str, largest: str, bigger: str, cost: dict[str, list[str]]
) -> None:
    extra = "".join(f"\n            {zone}: {cards}" for zone, cards in cost.items())
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["{card}"]{extra}
          - lrig: {HANAYO4}
            signi: ["{largest}", "{bigger}"]
    """)
    game.action(card)
    assert game.zone_of(largest) == Zone.ENER and game.zone_of(bigger) == Zone.SIGNI
    assert game.game.downed[game.card(card)]


@encodes("WX01-040")
def test_orichalc_banishes_small_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Orichalc, Natural Stone"]
          - signi: ["{IRON}", "{BRONDA}"]
    """)
    game.play("Orichalc, Natural Stone", 0)
    assert game.zone_of(IRON) == Zone.ENER
    burst = table.life_burst(
        "Orichalc, Natural Stone",
        f"opponent: {{signi: ['Servant O2', 'Square, Medium Shield', '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.target("Square, Medium Shield")  # 5000 in its player's turn
    assert burst.zone_of("Square, Medium Shield") == Zone.ENER


@encodes("WX01-042", "WX01-073", "WX01-074")
def test_red_spells_crush_and_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Fissure of Condemnation", "Flame Ball, Falling Star",
                   "Prismatic Fire Pillar"]
            ener: {[IRON] * 7 + [KUKRI]}
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}", "Lilith, Recurring Nightmare"]
            life: ["{IRON}", "{IRON}"]
    """)
    game.use("Fissure of Condemnation")
    assert game.count(1, Zone.LIFE) == 1
    game.use("Prismatic Fire Pillar")
    game.pay()
    assert game.zone_of(SILVAN) == Zone.ENER
    game.use("Flame Ball, Falling Star")
    game.target(METALLICA)
    assert game.zone_of(METALLICA) == Zone.ENER
    burst = table.life_burst(
        "Flame Ball, Falling Star", f"opponent: {{signi: ['{SILVAN}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.target(SILVAN)
    assert burst.zone_of(SILVAN) == Zone.ENER


@encodes("WX01-065", "WX01-066", "WX01-068", "WX01-071")
@pytest.mark.parametrize(
    ("card", "power", "attacking"),
    [
        ("Emeralda, Natural Stone", 12000, 18000),
        ("Rubyl, Natural Stone", 8000, 12000),
        ("Kohaku, Natural Stone", 5000, 8000),
        ("Sapphi, Natural Stone", 2000, 5000),
    ],
)
def test_gems_are_stronger_in_your_turn(
    table: Table, card: str, power: int, attacking: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - signi: ["{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{card}"]
    """)
    assert game.power(card) == power
    game.pass_until(lambda g: g.turn_player == 1)
    assert game.power(card) == attacking


@encodes("WX01-067", "WX01-070")
def test_rin_and_macury_discard_when_they_enter(table: Table) -> None:
    for card in ("Rin, Natural Stone", "Macury, Natural Stone"):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                hand: ["{card}", "{SC}"]
        """)
        game.play(card, 0)
        assert game.names(0, Zone.TRASH) == [SC]
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ blue


@encodes("WX01-031")
def test_code_heart_vac_cheapens_blue_spells_and_makes_the_opponent_discard(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["Code Heart VAC"]
            ener: ["{SC}", "{SC}", "{SC}"]
            trash: ["SNATCHER"]
            deck: {[SC] * 5}
          - hand: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    game.play("Code Heart VAC", 0)
    game.accept()
    assert game.names(1, Zone.TRASH) == [IRON]
    game.action("Code Heart VAC")
    assert game.names(0, Zone.HAND) == ["SNATCHER"] and game.count(0, Zone.ENER) == 0
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Code Heart VAC"]
            hand: ["SNATCHER"]
            ener: ["{SC}", "{SC}"]
          - hand: ["{IRON}", "{IRON}"]
    """)
    game.use("SNATCHER")  # two blue and one colorless, one colorless less
    assert game.count(1, Zone.HAND) == 0
    burst = table.life_burst(
        "Code Heart VAC", "opponent: {hand: ['Iron, Natural Stone']}", classic=True
    )
    burst.burst()
    assert burst.names(1, Zone.TRASH) == [IRON]


@encodes("WX01-032")
def test_snatcher_draws_when_the_hand_is_emptied(table: Table) -> None:
    for hand, drawn in (([IRON, IRON], 1), ([IRON, IRON, IRON], 0)):
        game = table(f"""
            format: classic
            players:
              - lrig: {PIRULUK4}
                hand: ["SNATCHER"]
                ener: ["{SC}", "{SC}", "{SC}"]
                deck: ["{SC}", "{SC}"]
              - hand: {hand}
        """)
        game.use("SNATCHER")
        assert game.count(0, Zone.HAND) == drawn
    burst = table.life_burst("SNATCHER", "opponent: {hand: ['Iron, Natural Stone']}", classic=True)
    burst.burst()
    assert burst.names(1, Zone.TRASH) == [IRON]


@encodes("WX01-043", "WX01-045", "WX01-083")
def test_water_phantoms_down_to_draw(table: Table) -> None:
    for card, extra, drawn in (
        ("Araial, Water Phantom", f'ener: ["{SC}"]', 2),
        ("Shark Lance, Water Phantom", "", 1),
        ("Kumanomin, Water Phantom", f'hand: ["{IRON}"]', 1),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {PIRULUK4}
                signi: ["{card}"]
                {extra}
                deck: {[SC] * 3}
        """)
        game.action(card)
        assert game.names(0, Zone.HAND) == [SC] * drawn, card


@encodes("WX01-080")
def test_shakotan_discards_to_draw_two_and_discard(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Shakotan, Water Phantom"]
            hand: ["{IRON}"]
            deck: ["{SC}", "{JV}", "{KOONI}"]
    """)
    game.action("Shakotan, Water Phantom")
    game.discard(JV)
    assert game.names(0, Zone.HAND) == [SC] and game.names(0, Zone.TRASH) == [IRON, JV]


@encodes("WX01-044", "WX01-079", "WX01-081")
@pytest.mark.parametrize(
    ("card", "frozen", "too_big"),
    [
        ("Code Art PZL", SILVAN, METALLICA),
        ("Code Art WTC", BRONDA, SILVAN),
        ("Code Art TV", IRON, BRONDA),
    ],
)
def test_code_arts_freeze_on_play(table: Table, card: str, frozen: str, too_big: str) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["{card}"]
          - lrig: {HANAYO4}
            signi: ["{frozen}", "{too_big}"]
    """)
    game.play(card, 0)
    assert game.game.frozen[game.card(frozen)] and not game.game.frozen[game.card(too_big)]
    burst = table.life_burst(
        card, f"hand: ['{KOONI}']\nopponent: {{hand: ['{IRON}']}}", classic=True
    )
    burst.burst()
    if card == "Code Art PZL":  # discard, then the opponent discards
        assert burst.names(0, Zone.TRASH) == [KOONI] and burst.names(1, Zone.TRASH) == [IRON]
    else:
        assert burst.count(0, Zone.HAND) == 2


@encodes("WX01-046")
def test_bad_condition_needs_an_empty_opposing_hand(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["BAD CONDITION"]
            ener: ["{SC}"]
          - signi: ["{SILVAN}"]
            hand: {{hand}}
    """
    game = table(source.format(hand=[IRON]))
    assert not game.can(game.ActionKind.USE_SPELL)
    game = table(source.format(hand=[]))
    game.use("BAD CONDITION")
    assert game.zone_of(SILVAN) == Zone.ENER


@encodes("WX01-076", "WX01-077", "WX01-078", "WX01-082")
@pytest.mark.parametrize(
    ("card", "more", "power", "boosted"),
    [
        ("Code Art IDOL", 3, 12000, 18000),
        ("Code Art ADB", 2, 8000, 12000),
        ("Code Art STG", 2, 5000, 8000),
        ("Code Art FAN", 1, 2000, 5000),
    ],
)
def test_code_arts_grow_with_more_cards_in_hand(
    table: Table, card: str, more: int, power: int, boosted: int
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["{card}"]
            hand: {{hand}}
          - hand: ["{IRON}"]
    """
    assert table(source.format(hand=[SC] * more)).power(card) == power
    assert table(source.format(hand=[SC] * (more + 1))).power(card) == boosted


@encodes("WX01-084")
def test_three_out_draws_three_and_discards_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["THREE OUT"]
            ener: ["{SC}"]
            deck: ["{SC}", "{JV}", "{IRON}", "{KOONI}"]
    """)
    game.use("THREE OUT")
    game.discard(IRON)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SC, JV])


@encodes("WX01-085")
def test_freeze_downs_and_freezes(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["FREEZE"]
            ener: ["{SC}"]
          - signi: ["{IRON}", "{BRONDA}"]
    """)
    game.use("FREEZE")
    for name in (IRON, BRONDA):
        assert game.game.downed[game.card(name)] and game.game.frozen[game.card(name)]
    burst = table.life_burst(
        "FREEZE", f"opponent: {{signi: ['{IRON}', '{BRONDA}', '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.target(IRON, BRONDA)
    assert burst.game.frozen[burst.card(IRON)] and burst.game.frozen[burst.card(BRONDA)]


# ------------------------------------------------------------------ green


@encodes("WX01-033")
def test_osaki_charges_for_green_spells_and_returns_green_cards_to_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Osaki, Phantom Beast Deity", "Germinate"]
            ener: {[OWL] + [SWALLOW] * 5}
            trash: ["{SWALLOW}", "{IRON}"]
            deck: {[SC] * 6}
    """)
    game.play("Osaki, Phantom Beast Deity", 0)
    game.accept()
    game.pay(SWALLOW)
    game.target(OWL)
    assert sorted(game.names(0, Zone.HAND)) == ["Germinate", OWL]
    game.use("Germinate")  # two, and one more for the green spell
    assert game.count(0, Zone.ENER) == 3 + 2 + 1  # three Swallows left after paying
    game.action("Osaki, Phantom Beast Deity")
    game.pay()
    assert SWALLOW not in game.names(0, Zone.TRASH) and IRON in game.names(0, Zone.TRASH)
    burst = table.life_burst("Osaki, Phantom Beast Deity", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 1 + 2


@encodes("WX01-034")
def test_repair_adds_one_or_two_life_cloth(table: Table) -> None:
    for ener, added in ((10, 2), (9, 1)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MIDORIKO4}
                hand: ["Repair"]
                ener: {[SWALLOW] * (ener + 3)}
                deck: {[SC] * 4}
        """)
        game.use("Repair")
        if added == 2:
            game.accept()
        assert game.count(0, Zone.LIFE) == added
    burst = table.life_burst("Repair", classic=True)
    burst.burst()
    assert burst.count(0, Zone.LIFE) == 1


@encodes("WX01-047", "WX01-049", "WX01-093", "WX01-097")
def test_natural_plants_down_for_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            signi: ["Mandore, Natural Plant"]
            ener: ["{OWL}"]
    """)
    game.action("Mandore, Natural Plant")
    assert game.names(0, Zone.HAND) == [OWL]
    for card, hand in (
        ("Baromet, Natural Plant", []),
        ("Dandelion, Natural Plant", [IRON]),
        ("Salvia, Natural Plant", [IRON]),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {MIDORIKO4}
                signi: ["{card}"]
                hand: {hand}
                deck: ["{OWL}", "{SC}"]
        """)
        game.action(card)
        assert game.names(0, Zone.ENER) == [OWL] and game.count(0, Zone.HAND) == 0, card


@encodes("WX01-050", "WX01-098")
def test_enlarge_and_germinate(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Enlarge", "Germinate"]
            signi: ["{SWALLOW}", "{OWL}"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
            deck: ["{SC}", "{SC}", "{SC}"]
    """)
    game.use("Enlarge")
    assert game.power(OWL) == 15000 and game.power(SWALLOW) == 8000
    game.use("Germinate")
    assert game.names(0, Zone.ENER) == [SC, SC]


@encodes("WX01-052")
def test_encompassing_knowledge_draws_two(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Encompassing Knowledge"]
            ener: ["{SWALLOW}", "{IRON}"]
            deck: ["{SC}", "{SC}", "{SC}"]
    """)
    game.use("Encompassing Knowledge")
    assert game.names(0, Zone.HAND) == [SC, SC]
    burst = table.life_burst("Encompassing Knowledge", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2


@encodes("WX01-087", "WX01-089", "WX01-092", "WX01-096")
@pytest.mark.parametrize(
    ("card", "more", "power", "boosted"),
    [
        ("Cait Sith, Phantom Beast", 5, 12000, 18000),
        ("Kuro, Phantom Beast", 4, 8000, 12000),
        ("Shiro, Phantom Beast", 3, 5000, 8000),
        ("Mi-Ke, Phantom Beast", 2, 2000, 5000),
    ],
)
def test_phantom_beasts_grow_with_more_ener(
    table: Table, card: str, more: int, power: int, boosted: int
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            signi: ["{card}"]
            ener: {{ener}}
          - ener: ["{IRON}"]
    """
    assert table(source.format(ener=[SWALLOW] * more)).power(card) == power
    assert table(source.format(ener=[SWALLOW] * (more + 1))).power(card) == boosted


@encodes("WX01-099")
def test_reverse_summon_puts_a_signi_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Reverse Summon"]
            ener: ["{SWALLOW}", "{OWL}", "Germinate"]
    """)
    game.use("Reverse Summon")
    game.pay(SWALLOW)
    game.into(0)  # Owl, the only SIGNI left
    assert game.zone_of(OWL) == Zone.SIGNI
    burst = table.life_burst("Reverse Summon", f"ener: ['{OWL}']", classic=True)
    burst.burst()  # Owl is the only card in the Ener Zone yet
    assert burst.names(0, Zone.HAND) == [OWL]


@encodes("WX01-027")
def test_energe_multi_ener_up_and_banished_signi_to_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{CALIBURN}", ~, ~]
            hand: ["Energe, Original Spear"]
            ener: ["{IRON}", "{SC}", "{SC}"]
          - signi: ["{FLAMBER}", ~, ~]
    """)
    game.downed[game.card(CALIBURN)] = True
    game.play("Energe, Original Spear", 1)
    game.accept()
    game.pay(IRON)
    game.target(CALIBURN)
    assert not game.downed[game.card(CALIBURN)]
    assert all(game.has_keyword(card, KW.MULTI_ENER) for card in game.ids(SC, 0, Zone.ENER))
    game.action("Energe, Original Spear")  # paid with the two blue cards: [Multi Ener]
    assert game.count(0, Zone.ENER) == 0
    game.end_main()
    game.attack(CALIBURN)
    assert game.zone_of(FLAMBER) == Zone.TRASH


@encodes("WX01-027")
def test_energe_life_burst_searches_a_white_card(table: Table) -> None:
    burst = table.life_burst(
        "Energe, Original Spear", f"deck: ['{SC}', '{FLAMBER}', '{SC}']", classic=True
    )
    burst.burst()
    if burst.decision is not None and FLAMBER in " ".join(burst.options()):
        burst.choose(FLAMBER)
    assert burst.names(0, Zone.HAND) == [FLAMBER]


@encodes("WX01-018")
@pytest.mark.parametrize("cancel", [True, False])
def test_anti_spell_cancels_the_effect_of_the_opponents_spell(table: Table, cancel: bool) -> None:
    # en-2021-glossary.txt, "Use timing: Spell Cut-in"; classic-2014-beginner-guide.txt,
    # "[Spell Cut-In]": used as the opponent uses a spell, before its effect.
    game = table(
        f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Anti-Spell"]
            ener: ["{SC}", "{SC}"]
          - lrig: {PIRULUK4}
            hand: ["Overflowing Knowledge"]
            ener: ["{SC}", "{SC}", "{SC}"]
            deck: {[KUKRI] * 5}
        """
    )
    game.use("Overflowing Knowledge")
    game.pay()
    if cancel:
        game.use("Anti-Spell")
        game.pay()
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(1, Zone.HAND) == (0 if cancel else 3)
    assert game.zone_of("Overflowing Knowledge", 1) == Zone.TRASH
    assert game.zone_of("Anti-Spell", 0) == (Zone.LRIG_TRASH if cancel else Zone.LRIG_DECK)


HANAYO_TWO_REMODELED = "Hanayo-Two Remodeled, Roaring Flame"  # red, level 2
SERVANT_O = "Servant O"  # a [Guard] icon, level 1
SERVANT_T = "Servant T"  # a [Guard] icon, level 3


def hanayo_two_remodeled(table: Table, phase: str = "main", turn_player: int = 0) -> Play:
    return table(f"""
        format: classic
        phase: {phase}
        turn: 3
        turn_player: {turn_player}
        players:
          - lrig: {[*HANAYO[:2], HANAYO_TWO_REMODELED]}
            lrig_deck: ["{HANAYO[3]}"]
            signi: ["{IRON}"]
            ener: ["{BRONDA}", "{BRONDA}", "{BRONDA}"]
          - hand: ["{SERVANT_O}", "{SERVANT_T}"]
            life: ["{KUKRI}"]
    """)


@encodes("WX01-004")
def test_hanayo_two_remodeled_skips_its_grow_phase_and_powers_up_on_its_turn(
    table: Table,
) -> None:
    game = hanayo_two_remodeled(table, "ener")
    game.act(ActionKind.SKIP)
    assert game.decision == DecisionKind.MAIN  # no grow phase: Hanayo-Three is not offered
    assert game.power(IRON) == 3000 + 5000
    theirs = hanayo_two_remodeled(table, "main", 1)
    assert theirs.power(IRON) == 3000


@encodes("WX01-004")
def test_hanayo_two_remodeled_keeps_level_two_or_less_signi_from_guarding(table: Table) -> None:
    game = hanayo_two_remodeled(table)
    game.action(HANAYO_TWO_REMODELED)  # pay 3 red
    assert game.count(0, Zone.ENER) == 0
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack(HANAYO_TWO_REMODELED)
    assert game.decision == DecisionKind.GUARD
    assert not any(SERVANT_O in option for option in game.options())
    assert any(SERVANT_T in option for option in game.options())
