"""Classic booster WX02 (Growing Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards this set still lacks need terms
the language does not have yet."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # no abilities
HANAYO4 = str([*HANAYO, "Hanayo-Pure Four"])  # no abilities
YUZUKI = ["Yuzuki-Zero", "Yuzuki-One, the Flame", "Yuzuki-Two, Regretful Flame"]
ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III"]
ULITH = ["Ulith, Enma", "Ulith, Burning Eye Enma"]
MIDORIKO = str(
    [
        "Midoriko, Combat Girl",
        "Midoriko, First Girl",
        "Midoriko, Second Girl",
        "Midoriko, Third Girl",
        "Midoriko, Type Four",
    ]
)
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SILVAN = "Silvan, Natural Stone"  # red <Ore>, level 3, 10000
METALLICA = "Metallica, Natural Stone"  # red <Ore>, level 4, 15000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
JV = "Code Art JV"  # blue <Electric Machine>, level 2, 7000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
OWL = "Owl, Phantom Beast"  # green <Sky Beast>, level 3, 10000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3
SARIE = "Sarie, Improvement of Historical Fact"  # <Angel>, level 1
GABRIE = "Gabrie, Future of the Archangel"  # <Angel>, level 4
DERRIN = "Derrin, Small Gun"  # <Weapon>, level 1
NINETEEN = "Nineteen, Explosive Gun"  # <Weapon>, level 2
CLIONE = "Clione, Water Phantom"  # <Water Beast>, level 1
MOUSEN = "Mousen, Natural Plant"  # <Plant>, level 1
HENGE = "Code Anti Henge"  # <Ancient Weapon>, level 1


def choices(game: Play) -> list[str]:
    """The names the pending decision offers."""
    return [option.split(" ", 1)[-1] for option in game.options()]


def signi(game: Play, player: int) -> list[str]:
    """The SIGNI on a player's field, by name."""
    return [name for name in game.names(player, Zone.SIGNI) if name]


def place(game: Play) -> None:
    """Put the SIGNI an effect puts onto the field into the first SIGNI zones offered."""
    while game.decision is not None and "into SIGNI zone" in " ".join(game.options()):
        game.into(int(game.options()[0].rsplit(" ", 1)[1]) - 1)


# ------------------------------------------------------------------ LRIG


@encodes("WX02-001")
def test_sweet_olive_searches_and_banishes_small_or_large_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA}
            lrig_deck: ["Tamayorihime, Sweet Olive Miko"]
            ener: {[KUKRI] * 5 + [IRON] * 3 + [SWALLOW] * 3}
            deck: ["{CALIBURN}", "{IRON}"]
          - signi: ["{SILVAN}", "Bronda, Natural Stone", "{IRON}"]
    """)
    game.grow("Tamayorihime, Sweet Olive Miko")
    game.pay()
    game.accept()
    game.pay()
    game.choose(CALIBURN)
    assert game.names(0, Zone.HAND) == [CALIBURN]
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, "Tamayorihime, Sweet Olive Miko", b=2)
    game.pay()
    assert game.zone_of(SILVAN) == Zone.ENER  # the only one of 10000 or more
    game.act(ActionKind.USE_ACTION, "Tamayorihime, Sweet Olive Miko", b=1)
    game.pay()
    game.target(IRON)  # 7000 or less
    assert game.count(1, Zone.SIGNI) == 1


@encodes("WX02-003")
def test_eldora_draws_when_a_life_cloth_is_crushed(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn: 1
        players:
          - lrig: {[*ELDORA, "Eldora×Mark IV"]}
            life: ["{KUKRI}", "{KUKRI}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{IRON}"]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(IRON)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert game.names(0, Zone.HAND) == [SC]


@encodes("WX02-004", "WX02-013", "WX02-014", "WX02-015")
def test_ulith_weakens_opposing_signi_and_fills_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {
        [
            *ULITH,
            "Ulith, Enma of Black Rope Hell",
            "Ulith, Enma of Screaming Hell",
            "Ulith, Infinite Enma",
        ]
    }
            hand: ["{COSMO}"]
            ener: ["{KOONI}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}"]
    """)
    game.action("Ulith, Infinite Enma")
    assert game.power(METALLICA) == 5000
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ULITH}
            lrig_deck: ["Ulith, Enma of Black Rope Hell", "Ulith, Enma of Reviving Hell"]
            signi: ["{KOONI}", "{IRON}"]
            ener: {[COSMO] * 3}
            deck: {[SC] * 5}
    """)
    game.grow("Ulith, Enma of Black Rope Hell")
    game.pay()
    assert game.power(KOONI) == 4000 and game.power(IRON) == 3000
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Ulith, Enma"]
            lrig_deck: ["Ulith, Enma of Reviving Hell"]
            deck: {[SC] * 5}
    """)
    game.grow("Ulith, Enma of Reviving Hell")
    assert game.count(0, Zone.TRASH) == 3
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Black Rope Hell"]}
            lrig_deck: ["Ulith, Enma of Screaming Hell"]
            hand: ["{SC}"]
            ener: {[COSMO] * 3}
          - signi: ["{SILVAN}"]
    """)
    game.grow("Ulith, Enma of Screaming Hell")
    game.pay()
    game.accept()
    assert game.power(SILVAN) == 3000 and game.count(0, Zone.HAND) == 0


@encodes("WX02-007")
def test_yuzuki_three_banishes_and_powers_up(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Roaring Flame Sin"]}
            signi: ["{IRON}", "{SWALLOW}"]
            ener: ["{IRON}", "{SWALLOW}"]
          - signi: ["Bronda, Natural Stone", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, "Yuzuki-Three, Roaring Flame Sin", b=0)
    assert signi(game, 1) == ["Bronda, Natural Stone"]  # only the 5000 or less
    game.act(ActionKind.USE_ACTION, "Yuzuki-Three, Roaring Flame Sin", b=1)
    assert game.power(SWALLOW, 0) == 8000 and game.power(IRON, 0) == 8000


# ------------------------------------------------------------------ ARTS


@encodes("WX02-005")
def test_white_hope_puts_arms_and_weapons_onto_the_field_until_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["White Hope"]
            ener: {[CALIBURN] * 2 + [IRON]}
            deck: ["{CALIBURN}", "{DERRIN}", "{KUKRI}", "{SC}"]
    """)
    game.use("White Hope")
    game.choose(DERRIN)
    game.choose(KUKRI)
    place(game)
    assert sorted(signi(game, 0)) == [DERRIN, KUKRI]
    game.end_main()
    game.pass_until(lambda g: g.turn_player == 1)
    assert game.zone_of(DERRIN, 0) == Zone.TRASH and game.zone_of(KUKRI, 0) == Zone.TRASH


@encodes("WX02-006")
@pytest.mark.parametrize(("trash", "banished"), [(22, True), (21, False)])  # and the three paid
def test_black_desire_banishes_every_signi_with_a_full_trash(
    table: Table, trash: int, banished: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Black Rope Hell"]}
            lrig_deck: ["Black Desire"]
            signi: ["{KOONI}"]
            ener: {[COSMO] * 3}
            trash: {[SC] * trash}
          - signi: ["{IRON}"]
    """)
    game.use("Black Desire")
    game.pay()
    assert (game.zone_of(KOONI, 0) == Zone.ENER) is banished
    assert (game.zone_of(IRON, 1) == Zone.ENER) is banished


@encodes("WX02-016", "WX02-031")
def test_gothic_boundary_and_get_bound_return_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Gothic Boundary"]
            hand: ["Get Bound"]
            ener: {[KUKRI] * 6}
          - signi: ["{IRON}", "{SILVAN}"]
    """)
    game.use("Gothic Boundary")
    game.pay()
    game.target(IRON)
    game.use("Get Bound")
    game.pay()
    assert game.count(1, Zone.HAND) == 2
    burst = table.life_burst("Get Bound", classic=True)
    burst.burst()
    assert burst.count(1, Zone.HAND) == 1


@encodes("WX02-017")
@pytest.mark.parametrize(("top", "banished"), [("Get Bound", True), (KUKRI, False)])
def test_burning_spirit_banishes_when_the_crushed_card_has_a_life_burst(
    table: Table, top: str, banished: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Roaring Flame Sin"]}
            lrig_deck: ["Burning Spirit"]
            ener: {[IRON] * 2 + [SWALLOW] * 2}
            life: ["{top}", "{KUKRI}"]  # top first
          - lrig: {HANAYO4}
            signi: ["{SILVAN}", "{METALLICA}"]
    """)
    game.use("Burning Spirit")
    game.pay()
    while game.decision == DecisionKind.OPTIONAL:  # the crushed card's Life Burst
        game.decline()
    assert game.count(0, Zone.LIFE) == 1
    assert (game.zone_of(SILVAN, 1) == Zone.ENER) is banished
    assert game.zone_of(METALLICA, 1) == Zone.SIGNI


@encodes("WX02-018")
@pytest.mark.parametrize(("top", "drawn"), [(IRON, 2), (SC, 0)])
def test_fiery_spring_draws_two_for_an_ore_or_gem(table: Table, top: str, drawn: int) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Fiery Spring Landscape"]
            ener: {[IRON] * 4}
            deck: ["{top}", "{SC}", "{SC}"]
    """)
    game.use("Fiery Spring Landscape")
    game.pay()
    assert game.count(0, Zone.HAND) == drawn


@encodes("WX02-020", "WX02-045")
def test_bloody_and_sacrifice_slash_trade_a_signi_for_one_of_the_opponents(
    table: Table,
) -> None:
    for card, zone in (("Bloody Slash", Zone.TRASH), ("Sacrifice Slash", Zone.ENER)):
        game = table(f"""
            format: classic
            players:
              - lrig: {[*ULITH, "Ulith, Enma of Black Rope Hell"]}
                lrig_deck: ["{card}"]
                hand: ["{card}"]
                signi: ["{KOONI}"]
                ener: {[COSMO] * 6}
              - lrig: {HANAYO4}
                signi: ["{METALLICA}", "{IRON}"]
        """)
        game.use(card)
        game.pay()
        if game.decision is not None and "Kooni" in " ".join(game.options()):
            game.target(KOONI)
        game.target(METALLICA)
        assert game.zone_of(KOONI, 0) == zone
        assert game.zone_of(METALLICA, 1) == Zone.ENER
    burst = table.life_burst("Sacrifice Slash", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0


# ------------------------------------------------------------------ spells


@encodes("WX02-028")
def test_enigma_aura_turns_trashed_signi_into_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Black Rope Hell"]}
            hand: ["Enigma Aura"]
            signi: ["{KOONI}", "{COSMO}"]
            ener: {[BELZE] * 4}
            life: ["{SC}"]
            deck: {[SC] * 4}
          - life: ["{IRON}", "{IRON}"]
    """)
    game.use("Enigma Aura")
    game.pay()
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack("Ulith, Enma of Black Rope Hell")
    game.target(KOONI, COSMO)
    assert game.count(0, Zone.LIFE) == 3
    burst = table.life_burst("Enigma Aura", f"trash: ['{COSMO}']", classic=True)
    burst.burst()
    place(burst)
    assert burst.zone_of(COSMO, 0) == Zone.SIGNI


@encodes("WX02-034")
@pytest.mark.parametrize(("ener", "banished"), [([IRON, SWALLOW], True), ([IRON, IRON], False)])
def test_unwanted_impulse_needs_red_and_green_ener(
    table: Table, ener: list[str], banished: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI, "Yuzuki-Three, Roaring Flame Sin"]}
            hand: ["Unwanted Impulse"]
            ener: {[*ener, IRON, SWALLOW]}
          - lrig: {HANAYO4}
            signi: ["{METALLICA}"]
    """)
    game.use("Unwanted Impulse")
    game.pay()
    assert (game.zone_of(METALLICA, 1) == Zone.ENER) is banished


@encodes("WX02-037")
def test_sprash_banishes_a_water_beast_to_draw_two(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["SPRASH"]
            signi: ["{CLIONE}", "{SC}"]
            ener: {[SC] * 4}
            deck: {[SC] * 4}
    """)
    game.use("SPRASH")
    game.pay()
    assert game.zone_of(CLIONE) == Zone.ENER and game.count(0, Zone.HAND) == 2
    for signi, drawn in (([CLIONE], 2), ([SC], 1)):
        burst = table.life_burst("SPRASH", f"signi: {signi}", classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == drawn


@encodes("WX02-041")
def test_heavy_loss_banishes_a_large_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            hand: ["Heavy Loss"]
            ener: {[SWALLOW] * 4}
          - signi: ["{SILVAN}", "Bronda, Natural Stone"]
    """)
    game.use("Heavy Loss")
    game.pay()
    assert game.zone_of(SILVAN, 1) == Zone.ENER
    burst = table.life_burst("Heavy Loss", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 1  # the filler is smaller than 12000


@encodes("WX02-050")
def test_sword_ability_searches_an_arm_and_an_angel(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Sword Ability"]
            ener: {[KUKRI] * 4}
            deck: ["{KUKRI}", "{CALIBURN}", "{SARIE}", "{IRON}"]
    """)
    game.use("Sword Ability")
    game.pay()
    game.choose(KUKRI)
    assert CALIBURN not in choices(game)  # another <Arm>
    game.choose(SARIE)
    assert sorted(game.names(0, Zone.HAND)) == [KUKRI, SARIE]


@encodes("WX02-055")
def test_jeweled_sword_gives_double_crush(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Jeweled Sword of Shining Desire"]
            signi: ["{IRON}", "{SWALLOW}"]
            ener: {[IRON] * 4}
    """)
    game.use("Jeweled Sword of Shining Desire")
    game.pay()
    assert game.game.has_keyword(game.card(IRON, 0, Zone.SIGNI), KW.DOUBLE_CRUSH)


@encodes("WX02-060", "WX02-075")
def test_searcher_finds_a_spell_and_grave_maker_fills_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["SEARCHER", "Grave Maker"]
            ener: {[KUKRI] * 8}
            deck: {["Get Bound", KUKRI] + [SC] * 8}
    """)
    game.use("SEARCHER")
    game.pay()
    game.choose("Get Bound")
    assert "Get Bound" in game.names(0, Zone.HAND)
    game.use("Grave Maker")
    game.pay()
    assert game.count(0, Zone.TRASH) == 1 + 2 + 6  # the cost, the two spells, six cards
    burst = table.life_burst("SEARCHER", "deck: ['Get Bound', 'Kukri, Small Sword']", classic=True)
    burst.burst()
    burst.choose("Get Bound")
    assert burst.names(0, Zone.HAND) == ["Get Bound"]


@encodes("WX02-061", "WX02-066")
def test_bluegain_and_abundance_count_the_signi_of_their_classes(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["BLUEGAIN", "Abundance"]
            signi: ["{SC}", "{CLIONE}", "{SWALLOW}"]
            ener: {[SC] * 4 + [SWALLOW] * 4}
            deck: {[KUKRI] * 6}
    """)
    game.use("BLUEGAIN")
    game.pay()
    assert game.names(0, Zone.HAND) == ["Abundance", KUKRI, KUKRI]
    before = game.count(0, Zone.ENER)
    game.use("Abundance")
    game.pay()
    assert game.count(0, Zone.ENER) == before - 1 + 1  # one cost paid, one <Sky Beast>


# ------------------------------------------------------------------ SIGNI


@encodes("WX02-023")
def test_spiral_carmilla_draws_and_powers_up_water_beasts(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Spiral Carmilla, Water Phantom Princess", "{SC}"]
            signi: ["{CLIONE}"]
            ener: ["{SC}"]
            deck: {[SC] * 4}
    """)
    game.play("Spiral Carmilla, Water Phantom Princess", 1)
    game.accept()
    assert game.count(0, Zone.HAND) == 2  # two more than the opponent's none
    assert game.power(CLIONE) == 5000
    burst = table.life_burst("Spiral Carmilla, Water Phantom Princess", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.count(0, Zone.HAND) == 1
    burst = table.life_burst(
        "Spiral Carmilla, Water Phantom Princess",
        "opponent: {hand: ['Iron, Natural Stone']}",
        classic=True,
    )
    burst.burst()
    burst.mode(1)
    assert burst.count(1, Zone.HAND) == 0


@encodes("WX02-025")
def test_anna_mirage_makes_the_opponent_banish_for_a_devil(table: Table) -> None:
    ulith = [*ULITH, "Ulith, Enma of Black Rope Hell", "Ulith, Enma of Screaming Hell"]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ulith, "Ulith, Infinite Enma"]}
            hand: ["Anna Mirage, Devil Princess"]
            signi: ["{KOONI}", "{COSMO}"]
    """)
    game.play("Anna Mirage, Devil Princess", 2)
    game.target(KOONI)
    assert game.zone_of(KOONI) == Zone.TRASH
    game = table(f"""
        format: classic
        phase: attack
        turn: 1
        players:
          - lrig: {[*ulith, "Ulith, Infinite Enma"]}
            signi: ["{COSMO}", "{KOONI}", "Anna Mirage, Devil Princess"]
          - signi: ["{SILVAN}", "{IRON}"]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(SILVAN)  # Cosmo, in front of it, is banished in the battle
    game.pass_until(lambda g: IRON in choices(g) or g.count(1, Zone.ENER) > 0)
    if IRON in choices(game):
        game.choose(IRON)  # the opponent's choice
    assert game.zone_of(COSMO) == Zone.ENER
    assert signi(game, 1) == [SILVAN] and game.count(1, Zone.ENER) == 1
    burst = table.life_burst(
        "Anna Mirage, Devil Princess",
        f"deck: ['{SC}', '{COSMO}', '{SC}', '{SC}', '{SC}', '{SC}']",
        classic=True,
    )
    burst.burst()
    burst.choose(COSMO)
    assert burst.names(0, Zone.HAND) == [COSMO] and burst.count(0, Zone.TRASH) == 4


@encodes("WX02-029", "WX02-032", "WX02-035", "WX02-038")
@pytest.mark.parametrize(
    ("card", "discarded", "lrig"),
    [
        ("Mitsurugi, Treasured Instrument", DERRIN, TAMA4),
        ("Opalal, Natural Stone", IRON, HANAYO4),
        ("Code Art CPU", SC, TAMA4),
        ("Kiji, Phantom Beast", SWALLOW, TAMA4),
    ],
)
def test_level_three_signi_discard_one_of_their_kind(
    table: Table, card: str, discarded: str, lrig: str
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {lrig}
            hand: ["{card}", "{discarded}", "{METALLICA}"]
            deck: ["{OWL}", "{KUKRI}", "{KUKRI}"]
          - signi: ["Bronda, Natural Stone"]
    """)
    game.play(card, 0)
    game.accept()
    if discarded in choices(game):
        game.discard(discarded)
    assert game.zone_of(discarded) == Zone.TRASH
    if card.startswith("Mitsurugi"):
        game.choose(OWL)
        assert OWL in game.names(0, Zone.HAND)
    elif card.startswith("Opalal"):
        assert game.count(1, Zone.ENER) == 1
    elif card.startswith("Code Art"):
        assert game.game.frozen[game.card("Bronda, Natural Stone")]
        assert OWL in game.names(0, Zone.HAND)
    else:
        assert game.count(0, Zone.ENER) == 2
    burst = table.life_burst(card, classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 1 + 1


@encodes("WX02-030", "WX02-033", "WX02-036", "WX02-039", "WX02-044")
@pytest.mark.parametrize(
    ("card", "kin", "other"),
    [
        ("Mikagami, Treasured Instrument", KUKRI, DERRIN),
        ("Carnelian, Natural Stone", "Hisui, Natural Stone", SWALLOW),
        ("Code Art GRB", JV, CLIONE),
        ("Hachi, Phantom Beast", OWL, MOUSEN),
        ("Baal, Reason of the Mortal Sin", KOONI, SC),
    ],
)
def test_level_one_signi_reveal_the_top_card_and_keep_their_kind(
    table: Table, card: str, kin: str, other: str
) -> None:
    for top, kept in ((kin, True), (other, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                signi: ["{card}"]
                deck: ["{top}", "{SC}"]
        """)
        game.action(card)
        assert (game.names(0, Zone.HAND) == [top]) is kept
    burst = table.life_burst(card, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX02-042", "WX02-069", "WX02-071")
def test_code_antis_come_back_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {
        [
            *ULITH,
            "Ulith, Enma of Black Rope Hell",
            "Ulith, Enma of Screaming Hell",
            "Ulith, Infinite Enma",
        ]
    }
            signi: ["Code Anti Palbek"]
            trash: ["{COSMO}", "{SC}"]
            ener: ["{BELZE}"]
    """)
    game.action("Code Anti Palbek")
    game.target(COSMO)
    place(game)
    assert game.zone_of(COSMO) == Zone.SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Black Rope Hell", "Ulith, Enma of Screaming Hell"]}
            trash: ["Code Anti Nebra", "Code Anti Delhi"]
            ener: {[BELZE] * 4}
    """)
    for card in ("Code Anti Nebra", "Code Anti Delhi"):
        game.action(card)
        game.pay()
        place(game)
    assert sorted(signi(game, 0)) == ["Code Anti Delhi", "Code Anti Nebra"]


@encodes("WX02-043")
def test_kythera_keeps_an_ancient_weapon_and_trashes_the_rest(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Code Anti Kythera"]
            deck: ["{SC}", "{HENGE}", "{KOONI}", "{SC}"]
    """)
    game.action("Code Anti Kythera")
    game.choose(HENGE)
    assert game.names(0, Zone.HAND) == [HENGE] and game.count(0, Zone.TRASH) == 2


@encodes("WX02-046", "WX02-047", "WX02-049", "WX02-051", "WX02-052", "WX02-054")
@encodes("WX02-057", "WX02-059", "WX02-062", "WX02-063", "WX02-065")
@pytest.mark.parametrize(
    ("card", "kin", "power"),
    [
        ("Kiuael, Faint Smile of Sacrifice", SARIE, 12000),
        ("Ciel, Fictitious Love", SARIE, 8000),
        ("Saniel, Focus of Philanthropy", "Urie, Sudden Ruination", 5000),
        ("Launchergear, Roaring Gun", DERRIN, 12000),
        ("MP5, Explosive Gun", DERRIN, 8000),
        ("Smith, Small Gun", NINETEEN, 5000),
        ("WX02-057", CLIONE, 8000),  # Pearl, Water Phantom (reprinted in WD06)
        ("WX02-059", "Hitode, Water Phantom", 5000),  # Kozame, Water Phantom
        ("Mizuaoi, Natural Plant", MOUSEN, 12000),
        ("Lotus, Natural Plant", MOUSEN, 8000),
        ("Suberia, Natural Plant", "Haetori, Natural Plant", 5000),
    ],
)
def test_signi_grow_stronger_beside_another_of_their_class(
    table: Table, card: str, kin: str, power: int
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{card}", "{{other}}"]
    """
    name = {"WX02-057": "Pearl, Water Phantom", "WX02-059": "Kozame, Water Phantom"}.get(card, card)
    assert table(source.format(other=kin)).power(name) == power
    assert table(source.format(other=SC)).power(name) < power


@encodes("WX02-048")
def test_magatama_looks_at_three_and_puts_them_back(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Magatama, Treasured Instrument"]
            deck: ["{KUKRI}", "{IRON}", "{SC}", "{OWL}"]
    """)
    game.play("Magatama, Treasured Instrument", 0)
    while game.decision is not None and game.decision != DecisionKind.MAIN:
        game.first()
    assert game.count(0, Zone.DECK) == 4 and game.count(0, Zone.HAND) == 0


@encodes("WX02-053", "WX02-058", "WX02-064", "WX02-070")
def test_level_two_signi_on_play(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Hisui, Natural Stone", "Code Art MMR", "Anima, Reaper of Truth"]
            deck: {[SC] * 8}
          - signi: ["Servant O2", "{IRON}"]
    """)
    game.play("Hisui, Natural Stone", 0)
    assert signi(game, 1) == [IRON]  # Servant O2 has 1000 power
    game.play("Code Art MMR", 1)
    game.discard(SC)
    assert game.names(0, Zone.TRASH) == [SC] and game.count(0, Zone.HAND) == 1
    game.play("Anima, Reaper of Truth", 2)
    assert game.count(0, Zone.TRASH) == 1 + 3
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            hand: ["Monkey, Phantom Beast"]
    """)
    game.play("Monkey, Phantom Beast", 0)
    assert game.count(0, Zone.ENER) == 1


@encodes("WX02-068", "WX02-072")
def test_devils_and_code_antis_weaken_opposing_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Black Rope Hell", "Ulith, Enma of Screaming Hell"]}
            hand: ["Morriga, Devil's Bravery", "{KOONI}", "{SC}"]
            signi: ["Code Anti Machupi"]
          - signi: ["{SILVAN}"]
    """)
    game.play("Morriga, Devil's Bravery", 1)
    game.accept()
    if KOONI in choices(game):
        game.discard(KOONI)
    assert game.power(SILVAN) == 5000
    game.action("Code Anti Machupi")
    assert game.zone_of(SILVAN, 1) == Zone.ENER  # no power left: banished
    burst = table.life_burst("Morriga, Devil's Bravery", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0


@encodes("WX02-074")
def test_grim_needs_two_cards_in_the_trash(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {ULITH}
            signi: ["Grim, Melancholy of Lesser Sins"]
            trash: {{trash}}
    """
    assert table(source.format(trash=[SC])).power("Grim, Melancholy of Lesser Sins") < 5000
    assert table(source.format(trash=[SC, SC])).power("Grim, Melancholy of Lesser Sins") == 5000


@encodes("WX02-024")
def test_gauche_agnes_banishes_a_big_signi_and_downs_a_plant_to_charge(table: Table) -> None:
    agnes = "Gauche Agnes, Natural Plant Princess"
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            hand: ["{agnes}"]
            signi: ["{MOUSEN}"]
            ener: ["{SWALLOW}"]
            deck: ["{SC}", "{JV}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}"]
    """)
    game.play(agnes)
    game.accept()  # pay 1 green
    assert game.zone_of(METALLICA) == Zone.ENER and game.zone_of(SILVAN) == Zone.SIGNI
    game.action(agnes)
    game.choose(MOUSEN)  # the upped <Plant> to down (Agnes is one too)
    assert game.game.downed[game.card(MOUSEN)] and game.zone_of(SC) == Zone.ENER
    burst = table.life_burst(agnes, f"deck: ['{SC}']", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.zone_of(SC) == Zone.ENER


@encodes("WX02-027")
def test_price_of_scorched_earth_banishes_one_signi_per_signi_trashed(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Price of Scorched Earth"]
            ener: ["{IRON}", "{IRON}"]
            signi: ["{CALIBURN}", "{DERRIN}", "{SWALLOW}"]
          - signi: ["{SC}", "{JV}", "{SILVAN}"]
    """)
    game.use("Price of Scorched Earth")
    game.choose(CALIBURN)
    game.choose(DERRIN)  # the <Arm> and the <Weapon>, not the Swallow
    game.target(SC)
    game.target(SILVAN)
    assert game.zone_of(SC) == game.zone_of(SILVAN) == Zone.ENER
    assert game.zone_of(JV) == Zone.SIGNI and game.zone_of(SWALLOW) == Zone.SIGNI
    burst = table.life_burst("Price of Scorched Earth", f"hand: ['{SC}']", classic=True)
    burst.burst()
    assert burst.zone_of(SC) == Zone.TRASH and burst.count(1, Zone.SIGNI) == 0


GUNSNIPE = "Gunsnipe, Ballista"


@encodes("WX02-022")
def test_gunsnipe_burst_banishes_signi_of_8000_in_total(table: Table) -> None:
    game = table.life_burst(
        GUNSNIPE, f'opponent: {{signi: ["{IRON}", "{JV}", "{KUKRI}"]}}', classic=True
    )
    game.burst()
    game.target(IRON)  # 3000: the Code Art JV (7000) no longer fits
    assert sorted(game.options()) == [f"choose {KUKRI}", "choose no more"]
    game.target(KUKRI)
    assert game.zone_of(IRON, 1) == Zone.ENER and game.zone_of(JV, 1) == Zone.SIGNI


@encodes("WX02-022")
def test_gunsnipe_strengthens_weapons_on_three_life_cloth_and_gives_double_crush(
    table: Table,
) -> None:
    def game_with(life: int) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {[*HANAYO, "Hanayo-Pure Four"]}
                hand: ["{GUNSNIPE}"]
                signi: ["{DERRIN}"]
                ener: ["{IRON}"]
                life: {[KUKRI] * life}
        """)

    game = game_with(4)
    game.play(GUNSNIPE, 1)
    game.decline()
    assert game.power(DERRIN) == 3000
    game = game_with(3)
    game.play(GUNSNIPE, 1)
    game.accept()  # pay 1 red
    game.target(DERRIN)
    assert game.has_keyword(game.card(DERRIN), KW.DOUBLE_CRUSH)
    assert game.power(DERRIN) == 5000  # three Life Cloth: <Weapon> SIGNI +2000


YUZUKI4 = [*HANAYO, "Yuzuki-Four, Fire of Nature"]


@encodes("WX02-002")
def test_yuzuki_four_gives_every_card_an_ener_charging_life_burst(table: Table) -> None:
    # A card without a Life Burst of its own has the given one.
    game = table.life_burst(KUKRI, f"lrig: {YUZUKI4}\ndeck: ['{IRON}', '{IRON}']", classic=True)
    game.burst()
    assert game.names(0, Zone.ENER) == [IRON, KUKRI]
    # A card with its own has both, each asked in turn: its own first.
    game = table.life_burst(
        "Arc Aura", f"lrig: {YUZUKI4}\ndeck: ['{IRON}', '{IRON}']", classic=True
    )
    game.decline()
    assert game.decision == DecisionKind.LIFE_BURST
    game.burst()
    assert game.names(0, Zone.ENER) == [IRON, "Arc Aura"]


@encodes("WX02-002")
def test_yuzuki_four_crushes_its_own_life_cloth_and_downs_to_crush_the_opponents(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Yuzuki-Four, Fire of Nature"]
            ener: ["{IRON}", "{IRON}", "{MOUSEN}", "{MOUSEN}"]
            life: ["{KUKRI}", "{CALIBURN}"]
            deck: ["{SC}", "{SC}"]
          - life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.grow("Yuzuki-Four, Fire of Nature")
    # The crushed card has the Life Burst the LRIG now on the field gives.
    assert game.decision == DecisionKind.LIFE_BURST
    game.burst()
    assert game.count(0, Zone.LIFE) == 1
    assert sorted(game.names(0, Zone.ENER)) == sorted([KUKRI, SC])
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.action("Yuzuki-Four, Fire of Nature")
    assert game.count(1, Zone.LIFE) == 1
    assert game.decision != DecisionKind.LIFE_BURST  # the opponent's cards have none
