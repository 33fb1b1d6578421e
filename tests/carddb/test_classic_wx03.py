"""Classic booster WX03 (Incited Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards this set still lacks need terms
the language does not have yet."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # no abilities
HANAYO4 = str([*HANAYO, "Hanayo-Pure Four"])  # no abilities
PIRULUK4 = str(
    ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G", "Code Piruluk Sigma"]
)
MIDORIKO4 = str(
    [
        "Midoriko, Combat Girl",
        "Midoriko, First Girl",
        "Midoriko, Second Girl",
        "Midoriko, Third Girl",
        "Midoriko, Type Four",
    ]
)
UMR = [
    "Umuru=Noll, Wielder of the Key of Creation",
    "Umr=Ett, Wielder of the Key of Chaos",
    "Umr=Två, Wielder of the Key of Chaos",
    "Umr=Tre, Wielder of the Key of Chaos",
]  # no abilities; level 3 on top
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
BRONDA = "Bronda, Natural Stone"  # red <Ore>, level 2, 7000
SILVAN = "Silvan, Natural Stone"  # red <Ore>, level 3, 10000
METALLICA = "Metallica, Natural Stone"  # red <Ore>, level 4, 15000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
JV = "Code Art JV"  # blue <Electric Machine>, level 2, 7000
DRS = "Code Art DRS"  # blue <Electric Machine>, level 3
ASM = "Code Art ASM"  # blue <Electric Machine>, level 4
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3
HENGE = "Code Anti Henge"  # black <Ancient Weapon>, level 1
ASHOKA = "Code Anti Ashoka"  # black <Ancient Weapon>, level 2
NAZCA = "Code Anti Nazca"  # black <Ancient Weapon>, level 3
SARIE = "Sarie, Improvement of Historical Fact"  # <Angel>, level 1
DERRIN = "Derrin, Small Gun"  # <Weapon>, level 1
CLIONE = "Clione, Water Phantom"  # <Water Beast>, level 1
MOUSEN = "Mousen, Natural Plant"  # <Plant>, level 1


def signi(game: Play, player: int) -> list[str]:
    """The SIGNI on a player's field, by name."""
    return [name for name in game.names(player, Zone.SIGNI) if name]


def place(game: Play) -> None:
    """Put the SIGNI an effect puts onto the field into the first SIGNI zones offered."""
    while game.decision is not None and "into SIGNI zone" in " ".join(game.options()):
        game.into(int(game.options()[0].rsplit(" ", 1)[1]) - 1)


# ------------------------------------------------------------------ LRIG


@encodes("WX03-011", "WX03-012", "WX03-013")
def test_umuru_fills_the_trash_and_brings_back_an_ancient_weapon(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Umuru=Noll, Wielder of the Key of Creation"]
            lrig_deck: ["Umuru=Ett, Wielder of the Key of Creation"]
            hand: ["{KOONI}"]
            deck: ["{SC}", "{SC}"]
    """)
    game.grow("Umuru=Ett, Wielder of the Key of Creation")
    game.accept()
    assert game.zone_of(KOONI) == Zone.TRASH and game.names(0, Zone.HAND) == [SC]
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {UMR[:2]}
            lrig_deck: ["Umuru=Två, Wielder of the Key of Creation"]
            ener: {[KOONI] * 2}
            deck: ["{SC}", "{NAZCA}", "{SC}"]
    """)
    game.grow("Umuru=Två, Wielder of the Key of Creation")
    game.pay()
    game.accept()
    game.pay()
    game.choose(NAZCA)
    assert game.zone_of(NAZCA) == Zone.TRASH
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {UMR[:3]}
            lrig_deck: ["Umuru=Tre, Wielder of the Key of Creation"]
            ener: {[KOONI] * 3}
            trash: ["{NAZCA}", "{COSMO}"]
    """)
    game.grow("Umuru=Tre, Wielder of the Key of Creation")
    game.pay()
    game.accept()
    game.pay()
    place(game)
    assert game.zone_of(NAZCA) == Zone.SIGNI and game.zone_of(COSMO) == Zone.TRASH


# ------------------------------------------------------------------ SIGNI


@encodes("WX03-020")
def test_partheno_revives_a_signi_and_powers_up_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*UMR, "Umuru=Fyra, Wielder of the Key of Creation"]}
            hand: ["Code Anti Partheno"]
            signi: ["{KOONI}"]
            ener: {[BELZE] * 2}
            trash: ["{COSMO}"]
    """)
    game.play("Code Anti Partheno", 1)
    game.accept()
    game.pay()
    game.choose(COSMO)  # the paid Belzes are in the trash too
    place(game)
    assert game.zone_of(COSMO) == Zone.SIGNI
    assert game.power(KOONI) == 3000 + 2000 and game.power(COSMO) == 7000 + 2000
    burst = table.life_burst("Code Anti Partheno", f"trash: ['{HENGE}']", classic=True)
    burst.burst()
    burst.mode(0)
    place(burst)
    assert burst.zone_of(HENGE, 0) == Zone.SIGNI
    burst = table.life_burst("Code Anti Partheno", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.count(1, Zone.SIGNI) == 0  # the level one filler


@encodes("WX03-022", "WX03-025")
def test_level_four_signi_search_their_kin(table: Table) -> None:
    for card, ener, kin in (
        ("Samidare, Ultimate Sword", IRON, DERRIN),
        ("Shizuku, Natural Stone", SWALLOW, MOUSEN),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                hand: ["{card}"]
                ener: ["{ener}"]
                deck: ["{KUKRI}", "{kin}"]
        """)
        game.play(card, 0)
        game.accept()
        game.choose(kin)
        assert game.names(0, Zone.HAND) == [kin]


@encodes("WX03-023", "WX03-026")
def test_kakumaru_calls_ayabon_and_both_grow_stronger(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Kakumaru, Hand Sword"]
            ener: ["{IRON}", "{IRON}"]
            deck: ["{KUKRI}", "Ayabon, Hand Grenade"]
    """)
    game.play("Kakumaru, Hand Sword", 0)
    game.accept()
    game.pay()
    game.choose("Ayabon, Hand Grenade")
    place(game)
    assert game.power("Kakumaru, Hand Sword") == 8000
    assert game.power("Ayabon, Hand Grenade") == 8000
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Ayabon, Hand Grenade"]
            lrig_trash: {{trash}}
    """
    six = table(source.format(trash=["Draw Two"] * 6))
    seven = table(source.format(trash=["Draw Two"] * 7))
    assert not six.game.has_keyword(six.card("Ayabon, Hand Grenade"), KW.DOUBLE_CRUSH)
    assert seven.game.has_keyword(seven.card("Ayabon, Hand Grenade"), KW.DOUBLE_CRUSH)
    assert seven.power("Ayabon, Hand Grenade") == 5000  # no Kakumaru


@encodes("WX03-028")
def test_code_art_rgn_cheapens_blue_arts_and_grows_with_an_empty_lrig_deck(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Code Art RGN"]
            lrig_deck: ["Draw Two"]
            ener: ["{SC}"]
            deck: {[KUKRI] * 3}
    """)
    assert game.power("Code Art RGN") == 10000
    game.use("Draw Two")  # one blue and no colorless
    assert game.count(0, Zone.HAND) == 2
    assert game.power("Code Art RGN") == 18000


@encodes("WX03-029")
@pytest.mark.parametrize(("other", "power"), [(SC, 7000), (DRS, 8000), (ASM, 10000), (JV, 5000)])
def test_code_art_cvy_gets_power_by_the_level_of_another_electric_machine(
    table: Table, other: str, power: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Code Art CVY", "{other}"]
    """)
    assert game.power("Code Art CVY") == power


@encodes("WX03-035")
def test_megatron_trashes_an_ancient_weapon_to_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR}
            signi: ["Code Anti Megatron", "{HENGE}", "{KOONI}"]
          - signi: ["{SILVAN}"]
    """)
    game.action("Code Anti Megatron")
    assert game.zone_of(HENGE) == Zone.TRASH and game.zone_of(KOONI) == Zone.SIGNI
    assert game.zone_of(SILVAN, 1) == Zone.ENER


@encodes("WX03-037", "WX03-039", "WX03-041", "WX03-044")
@pytest.mark.parametrize(
    ("card", "kin", "lrig"),
    [
        ("Archold, Gospel of the Future", SARIE, TAMA4),
        ("Claymore, Trap Gun", DERRIN, HANAYO4),
        ("Hiramena, Water Phantom", CLIONE, PIRULUK4),
        ("Glamis, Natural Plant", MOUSEN, MIDORIKO4),
    ],
)
def test_level_three_signi_power_up_their_kin_and_search_them(
    table: Table, card: str, kin: str, lrig: str
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {lrig}
            signi: ["{card}", "{kin}", "{KOONI}"]
    """)
    assert game.power(kin) > table(f"format: classic\nplayers: [{{signi: ['{kin}']}}]").power(kin)
    assert game.power(KOONI) == 3000 and game.power(card) == 7000
    burst = table.life_burst(card, f"deck: ['{KOONI}', '{kin}']", classic=True)
    burst.burst()
    burst.choose(kin)
    assert burst.names(0, Zone.HAND) == [kin]


@encodes("WX03-038", "WX03-040")
@pytest.mark.parametrize(
    ("card", "kin", "other"),
    [("Zantetsu, Kunai", IRON, SC), ("Corundum, Natural Stone", SWALLOW, SC)],
)
def test_level_one_signi_power_up_a_colour_and_grow_beside_it(
    table: Table, card: str, kin: str, other: str
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["{card}", "{kin}", "{other}"]
    """)
    assert game.power(kin) == 3000 + 2000 and game.power(other) == 3000
    assert game.power(card) == 5000
    alone = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["{card}", "{other}"]
    """)
    assert alone.power(card) == 2000


@encodes("WX03-042", "WX03-043")
def test_code_art_key_freezes_and_ice_break_banishes_the_frozen(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Code Art KEY"]
            hand: ["ICE BREAK"]
            ener: ["{SC}"]
          - signi: ["{BRONDA}", "{SILVAN}"]
    """)
    game.action("Code Art KEY")  # only Bronda is level two or less
    assert game.game.frozen[game.card(BRONDA)]
    game.use("ICE BREAK")
    assert game.zone_of(BRONDA, 1) == Zone.ENER and game.zone_of(SILVAN, 1) == Zone.SIGNI
    burst = table.life_burst("Code Art KEY", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1
    burst = table.life_burst("ICE BREAK", classic=True)
    burst.burst()
    attacker = burst.card("Kukri, Small Sword", 1, Zone.SIGNI)
    assert burst.game.downed[attacker] and burst.game.frozen[attacker]


@encodes("WX03-045")
def test_komaris_powers_up_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            signi: ["Komaris, Phantom Beast", "{SWALLOW}"]
    """)
    game.action("Komaris, Phantom Beast")
    assert game.power(SWALLOW) == 8000 and game.power("Komaris, Phantom Beast") == 7000
    burst = table.life_burst("Komaris, Phantom Beast", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ spells


@encodes("WX03-021")
@pytest.mark.parametrize(
    ("field", "crushed"), [([HENGE, ASHOKA, NAZCA], 2), ([HENGE, ASHOKA, KOONI], 0)]
)
def test_lost_technology_crushes_two_for_three_ancient_weapons(
    table: Table, field: list[str], crushed: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR}
            hand: ["Lost Technology"]
            signi: {field}
            ener: ["{BELZE}"]
          - life: {[IRON] * 3}
    """)
    game.use("Lost Technology")
    game.accept()
    assert signi(game, 0) == []
    assert game.count(1, Zone.LIFE) == 3 - crushed


@encodes("WX03-033", "WX03-036")
def test_super_loss_banishes_every_large_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Super Loss", "Overflowing Knowledge"]
            ener: {[SWALLOW] * 7}
            deck: {[KUKRI] * 4}
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{SILVAN}", "{BRONDA}"]
    """)
    game.use("Super Loss")
    game.pay()
    assert sorted(signi(game, 1)) == [BRONDA, SILVAN]
    game.use("Overflowing Knowledge")
    game.pay()
    assert game.count(0, Zone.HAND) == 3
    burst = table.life_burst("Super Loss", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 1 + 2


@encodes("WX03-046")
@pytest.mark.parametrize(("signi_", "lancer"), [(CALIBURN, True), (KUKRI, False)])
def test_strike_impact_gives_lancer_at_15000(table: Table, signi_: str, lancer: bool) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Strike Impact"]
            signi: ["{signi_}"]
            ener: ["{SWALLOW}"]
    """)
    game.use("Strike Impact")
    card = game.card(signi_, 0, Zone.SIGNI)
    assert game.power(signi_, 0) == {CALIBURN: 15000, KUKRI: 8000}[signi_]
    assert game.game.has_keyword(card, KW.LANCER) is lancer


@encodes("WX03-049", "WX03-050")
def test_self_slash_and_lives_gut(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR}
            hand: ["Self Slash", "Lives Gut"]
            ener: {[NAZCA] * 3}
            trash: ["{KOONI}", "{HENGE}"]
          - signi: ["{SILVAN}", "{IRON}"]
    """)
    game.use("Self Slash")
    game.pay()
    game.choose(IRON)  # the opponent's choice
    assert signi(game, 1) == [SILVAN]
    game.use("Lives Gut")
    game.pay()
    assert game.names(0, Zone.HAND) == [KOONI]  # the only <Devil>
    burst = table.life_burst("Lives Gut", f"trash: ['{KOONI}', '{COSMO}']", classic=True)
    burst.burst()
    assert sorted(burst.names(0, Zone.HAND)) == [COSMO, KOONI]
    burst = table.life_burst("Self Slash", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0


BEIAR = "Beiar, Phantom Beast"  # green <Earth Beast>, level 4, 10000


@encodes("WX03-031")
def test_beiar_powers_up_the_field_and_charges_when_a_signi_crushes(table: Table) -> None:
    # classic-2014-beginner-guide.txt: a SIGNI attacking with no SIGNI in front damages
    # the opponent, whose top Life Cloth is crushed.
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["{BEIAR}"]
            signi: [~, "{SWALLOW}"]
            deck: ["{MOUSEN}", "{MOUSEN}"]
          - life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.play(BEIAR, 0)
    assert game.power(SWALLOW) == 3000 + 5000 and game.power(BEIAR) == 15000
    game.end_main()
    game.attack(SWALLOW)
    assert game.names(0, Zone.ENER) == [MOUSEN]


# ------------------------------------------------------------------ ARTS that cost less
# against a LRIG of one colour (a [Constant] of the ARTS, in force in the LRIG deck)


@encodes("WX03-003")
@pytest.mark.parametrize(("opponent", "cheaper"), [(MIDORIKO4, True), (HANAYO4, False)])
def test_gorgeous_hellfire_costs_two_red_against_a_green_lrig(
    table: Table, opponent: str, cheaper: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Gorgeous Hellfire"]
            ener: ["{IRON}", "{IRON}"]
          - lrig: {opponent}
            signi: ["{METALLICA}"]
    """)
    if not cheaper:
        assert not game.can(ActionKind.USE_ARTS, "Gorgeous Hellfire")
        return
    game.use("Gorgeous Hellfire")
    assert game.zone_of(METALLICA) == Zone.ENER
    assert game.count(0, Zone.ENER) == 0


@encodes("WX03-004")
@pytest.mark.parametrize(("opponent", "cheaper"), [(HANAYO4, True), (MIDORIKO4, False)])
def test_two_dust_costs_one_blue_against_a_red_lrig(
    table: Table, opponent: str, cheaper: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Two Dust"]
            ener: ["{SC}"]
          - lrig: {opponent}
            hand: ["{IRON}", "{BRONDA}", "{SILVAN}"]
    """)
    if not cheaper:
        assert not game.can(ActionKind.USE_ARTS, "Two Dust")
        return
    game.use("Two Dust")
    assert game.count(1, Zone.HAND) == 1 and game.count(1, Zone.TRASH) == 2


@encodes("WX03-005")
@pytest.mark.parametrize(("opponent", "cheaper"), [(PIRULUK4, True), (HANAYO4, False)])
def test_body_and_soul_costs_one_green_against_a_blue_lrig(
    table: Table, opponent: str, cheaper: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            lrig_deck: ["Body and Soul"]
            ener: ["{SWALLOW}"]
            life: ["{IRON}"]
            deck: ["{SC}", "{SC}"]
          - lrig: {opponent}
    """)
    if not cheaper:
        assert not game.can(ActionKind.USE_ARTS, "Body and Soul")
        return
    game.use("Body and Soul")
    assert game.count(0, Zone.LIFE) == 2


@encodes("WX03-014")
@pytest.mark.parametrize(("opponent", "cheaper"), [(TAMA4, True), (PIRULUK4, False)])
def test_dead_splash_costs_one_black_against_a_white_lrig(
    table: Table, opponent: str, cheaper: bool
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR}
            lrig_deck: ["Dead Splash"]
            ener: ["{KOONI}"]
            trash: ["{COSMO}", "{IRON}"]
          - lrig: {opponent}
    """)
    if not cheaper:
        assert not game.can(ActionKind.USE_ARTS, "Dead Splash")
        return
    game.use("Dead Splash")
    game.target(COSMO)  # the black SIGNI (the Kooni paid is in the trash too)
    place(game)
    assert signi(game, 0) == [COSMO]


# ------------------------------------------------------------------ SIGNI that put an ARTS
# of their colour from the LRIG deck into the LRIG trash for their [On-Play]


@encodes("WX03-016")
def test_rabiel_trashes_a_white_arts_to_return_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Holy Act", "Gorgeous Hellfire"]
            hand: ["Rabiel, Protector of Holy Arts"]
            ener: ["{KUKRI}"]
          - signi: ["{IRON}"]
    """)
    game.play("Rabiel, Protector of Holy Arts")
    game.accept()
    assert game.zone_of(IRON) == Zone.HAND
    assert game.zone_of("Holy Act") == Zone.LRIG_TRASH
    assert game.zone_of("Gorgeous Hellfire") == Zone.LRIG_DECK


@encodes("WX03-017", "WX03-018")
def test_pencilrocket_and_kareira_need_an_arts_of_their_colour(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Two Dust"]
            hand: ["Pencilrocket, Explosive Gun"]
            ener: ["{IRON}", "{IRON}"]
          - signi: ["{SILVAN}"]
    """)
    game.play("Pencilrocket, Explosive Gun")  # no red ARTS: nothing is offered
    assert game.count(0, Zone.ENER) == 2 and game.zone_of(SILVAN) == Zone.SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Gorgeous Hellfire"]
            hand: ["Pencilrocket, Explosive Gun"]
            ener: ["{IRON}", "{IRON}"]
          - signi: ["{SILVAN}"]
    """)
    game.play("Pencilrocket, Explosive Gun")
    game.accept()
    assert game.zone_of(SILVAN) == Zone.ENER
    assert game.zone_of("Gorgeous Hellfire") == Zone.LRIG_TRASH
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Two Dust"]
            hand: ["Kareira, Water Phantom"]
            ener: ["{SC}"]
            deck: ["{SC}", "{JV}", "{DRS}"]
    """)
    game.play("Kareira, Water Phantom")
    game.accept()
    assert game.count(0, Zone.HAND) == 2 and game.zone_of("Two Dust") == Zone.LRIG_TRASH


@encodes("WX03-019")
def test_marigold_trashes_a_green_arts_to_charge_two(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            lrig_deck: ["Body and Soul"]
            hand: ["Marigold, Natural Plant"]
            deck: ["{SC}", "{JV}", "{DRS}"]
    """)
    game.play("Marigold, Natural Plant")
    game.accept()
    assert game.count(0, Zone.ENER) == 2 and game.zone_of("Body and Soul") == Zone.LRIG_TRASH


@encodes("WX03-030")
@pytest.mark.parametrize(("mine", "theirs"), [(2, 4), (3, 1)])
def test_pick_up_both_draw_as_many_as_the_larger_hand_discarded(
    table: Table, mine: int, theirs: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: {["PICK UP", *[JV] * mine]}
            ener: ["{SC}", "{SC}"]
            deck: {[IRON] * 6}
          - hand: {[BRONDA] * theirs}
            deck: {[SILVAN] * 6}
    """)
    game.use("PICK UP")
    drawn = max(mine, theirs)
    assert game.names(0, Zone.HAND) == [IRON] * drawn
    assert game.names(1, Zone.HAND) == [SILVAN] * drawn
    assert game.count(0, Zone.TRASH) == mine + 3 and game.count(1, Zone.TRASH) == theirs


@encodes("WX03-048")
def test_cryskull_has_base_power_5000_when_it_enters_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Code Anti Palbek"]
            trash: ["Code Anti Cryskull"]
            hand: ["Code Anti Cryskull"]
            ener: ["{KOONI}"]
    """)
    game.action("Code Anti Palbek")
    game.target("Code Anti Cryskull")
    game.into(1)
    assert game.power("Code Anti Cryskull", 0) == 5000
    game.play("Code Anti Cryskull", 2)
    powers = [game.game.power(card) for card in game.ids("Code Anti Cryskull", 0, Zone.SIGNI)]
    assert sorted(powers) == [2000, 5000]


@encodes("WX03-015")
def test_death_colossao_banishes_all_for_three_signi_of_different_levels(table: Table) -> None:
    def use(mine: list[str]) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {UMR}
                lrig_deck: ["Death Colossao"]
                signi: {mine}
                ener: {[KOONI] * 3}
              - signi: ["{KUKRI}", "{JV}"]
        """)
        game.use("Death Colossao")
        game.accept()  # put all of your SIGNI into the trash
        return game

    game = use([KOONI, COSMO, BELZE])
    assert game.names(0, Zone.SIGNI) == ["", "", ""]
    assert game.names(1, Zone.SIGNI) == ["", "", ""]
    game = use([KOONI, KOONI, BELZE])  # two levels
    assert game.names(0, Zone.SIGNI) == ["", "", ""]
    assert game.names(1, Zone.SIGNI) == [KUKRI, JV, ""]


BULLET = "Three of Tamayorihime, Bullet's Final Sound"  # level 3 <Tama>, grow cost 2 red


@encodes("WX03-024")
def test_get_grow_grows_into_a_lrig_of_the_same_level_for_free(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["{BULLET}", "Tamayorihime, Sky Miko"]
            hand: ["Get Grow"]
            ener: ["{KUKRI}"]
    """)
    game.use("Get Grow")
    # Level three as the LRIG was (not the level four); its two red not paid.
    assert game.game.center(0) == game.card(BULLET)
    assert game.zone_of("Tamayorihime, Sky Miko") == Zone.LRIG_DECK
    assert game.count(0, Zone.ENER) == 0


@encodes("WX03-024", "WX03-027")
@pytest.mark.parametrize(
    ("spell", "stack", "lrig"),
    [("Get Grow", TAMA, "Tamayorihime, Sky Miko"), ("End of Eternity", HANAYO, "Hanayo-Pure Four")],
)
def test_the_grow_spells_life_burst_makes_grow_costs_zero_next_turn(
    table: Table, spell: str, stack: list[str], lrig: str
) -> None:
    game = table.life_burst(spell, f"lrig: {stack}\nlrig_deck: ['{lrig}']", classic=True)
    game.burst()
    game.pass_until(lambda g: g.decision == DecisionKind.GROW)
    assert game.turn_player == 0 and game.count(0, Zone.ENER) == 1  # the spell itself
    game.grow(lrig)
    assert game.game.center(0) == game.card(lrig) and game.count(0, Zone.ENER) == 1


@encodes("WX03-027")
def test_end_of_eternity_grows_only_into_a_lrig_it_may_grow_into(table: Table) -> None:
    # Another LRIG type is no LRIG to grow into (classic-2014-beginner-guide.txt, "(xv)
    # Grow": the conditions still apply): nothing happens.
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["{BULLET}", "Yuzuki-Three"]
            hand: ["End of Eternity"]
            ener: ["{IRON}"]
    """)
    game.use("End of Eternity")
    assert game.game.center(0) == game.card("Yuzuki-Three")  # <Hanayo> as well
    assert game.zone_of(BULLET) == Zone.LRIG_DECK


@encodes("WX03-001")
def test_umuru_fyra_trashes_an_ancient_weapon_to_banish_a_signi_of_its_level(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*UMR, "Umuru=Fyra, Wielder of the Key of Creation"]}
            signi: ["{ASHOKA}", "{KOONI}"]
            ener: {[KOONI] * 2}
          - signi: ["{IRON}", "{BRONDA}", "{SILVAN}"]
    """)
    game.action("Umuru=Fyra, Wielder of the Key of Creation")
    assert game.zone_of(ASHOKA) == Zone.TRASH and signi(game, 0) == [KOONI]
    assert game.names(1, Zone.SIGNI) == [IRON, "", SILVAN]
    assert game.zone_of(BRONDA, 1) == Zone.ENER
