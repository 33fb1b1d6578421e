"""Classic booster WX09 (Unlocked Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards that need what the language
cannot say yet (a shared class among three SIGNI, Resona play conditions of named cards,
"unaffected by" effects, ...) are left out."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
ULITH = ["Ulith, Enma", "Ulith, Burning Eye Enma", "Ulith, Enma of Crushing Hell"]
ULITH4 = [*ULITH, "Ulith, Enma of Eternal Hell", "Ulith, Black Sand Enma"]
UMR = [
    "Umuru=Noll, Wielder of the Key of Creation",
    "Umr=Ett, Wielder of the Key of Chaos",
    "Umr=Två, Wielder of the Key of Chaos",
    "Umr=Tre, Wielder of the Key of Chaos",
]
UTULLS = [*UMR, "Umr=Fyra, Wielder of the Key of Impartiality", "Ut'ulls, the Opened Ultimate Gate"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
MIDORIKO = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
YUUGAO = "Yuugao, Natural Plant"  # green <Plant>, level 1
RED_SPELL = "Roaring Fire Pillar"  # red, 1 red: banishes a SIGNI


def ener_count(game: Play, player: int = 0) -> int:
    return game.count(player, Zone.ENER)


@encodes("WX09-Re08", "WX09-Re20")
def test_hastall_and_alma_take_their_power_from_a_level_four_lrig(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: {signi}
            trash: {trash}
    """
    hastall, alma = "Hastall, Medium Spear", "Alma, Lesser Sin of Gravekeepers"
    assert table(source.format(lrig=TAMA4, signi=[hastall], trash=[])).power(hastall) == 10000
    assert table(source.format(lrig=TAMA, signi=[hastall], trash=[])).power(hastall) == 5000
    assert table(source.format(lrig=ULITH4, signi=[alma], trash=[])).power(alma) == 10000
    assert table(source.format(lrig=ULITH, signi=[alma], trash=[KUKRI] * 4)).power(alma) == 3000
    assert table(source.format(lrig=ULITH, signi=[alma], trash=[KUKRI] * 5)).power(alma) == 5000
    assert table(source.format(lrig=ULITH4, signi=[alma], trash=[KUKRI] * 5)).power(alma) == 12000


@encodes("WX09-Re10")
def test_mithril_is_stronger_in_its_turn_and_discards_on_play(table: Table) -> None:
    mithril = "Mithril, Natural Stone"
    source = """
        format: classic
        turn_player: {turn}
        players:
          - lrig: {lrig}
            signi: ["{mithril}"]
    """
    assert table(source.format(turn=0, lrig=HANAYO, mithril=mithril)).power(mithril) == 18000
    assert table(source.format(turn=1, lrig=HANAYO, mithril=mithril)).power(mithril) == 15000
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["{mithril}", "{IRON}"]
    """)
    game.play(mithril, 0)
    assert game.names(0, Zone.HAND) == []
    assert game.zone_of(IRON) == Zone.TRASH
    burst = table.life_burst(mithril, f"lrig: {HANAYO}", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX09-Re15")
def test_treasure_draws_one_more_than_it_discards(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["TREASURE", "{KUKRI}", "{IRON}"]
            ener: ["{SC}"]
            deck: {[SC] * 6}
    """)
    game.use("TREASURE")
    game.discard(KUKRI, IRON)
    if game.decision is not None and game.can(ActionKind.CHOOSE_DONE):
        game.done()
    assert game.count(0, Zone.HAND) == 3
    assert game.count(0, Zone.TRASH) == 4  # the spell, its Ener and the two discarded
    burst = table.life_burst(
        "TREASURE", f'{{lrig: {PIRULUK}, hand: ["{KUKRI}", "{IRON}"]}}', classic=True
    )
    burst.burst()
    burst.discard(KUKRI)  # and the last card
    assert burst.count(0, Zone.HAND) == 3


@encodes("WX09-Re18")
def test_reinforcement_finds_a_big_signi_or_charges_two(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            hand: ["Reinforcement"]
            ener: ["{YUUGAO}"]
            deck: ["{KUKRI}", "{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source)
    game.use("Reinforcement")
    game.mode(0)
    assert "choose Flamber, Medium Sword" not in game.options()
    game.choose(CALIBURN)
    assert game.names(0, Zone.HAND) == [CALIBURN]
    game = table(source)
    game.use("Reinforcement")
    game.mode(1)
    assert game.count(0, Zone.ENER) == 2  # the paid Ener went to the trash
    assert game.count(0, Zone.DECK) == 1


@encodes("WX09-Re09", "WX09-Re13", "WX09-Re21")
def test_spells_that_banish_your_own_signi_first(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            hand: ["{spell}"]
            signi: {mine}
            deck: ["{iron}", "{flamber}", "{iron}"]
          - signi: ["{caliburn}"]
    """
    names = {"flamber": FLAMBER, "iron": IRON, "caliburn": CALIBURN}
    game = table(source.format(lrig=TAMA, spell="Get Index", mine=[PROCYON], **names))
    game.use("Get Index")
    game.choose(FLAMBER)
    assert game.zone_of(PROCYON) == Zone.ENER
    assert game.names(0, Zone.HAND) == [FLAMBER]  # the only white SIGNI
    game = table(source.format(lrig=HANAYO, spell="Gun Smoke Flame Aura", mine=[SC], **names))
    game.use("Gun Smoke Flame Aura")
    assert game.zone_of(SC) == Zone.ENER
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(source.format(lrig=ULITH, spell="Death by Death", mine=[SC], **names))
    game.use("Death by Death")
    assert game.power(CALIBURN) == 2000
    game = table(source.format(lrig=HANAYO, spell="Gun Smoke Flame Aura", mine=[], **names))
    game.use("Gun Smoke Flame Aura")  # nothing of yours banished: nothing else
    assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX09-Re14")
def test_code_art_mgt_salvages_an_electric_machine(table: Table) -> None:
    mgt = "Code Art MGT"
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["{mgt}"]
            trash: ["{SC}", "Code Art MM"]
    """)
    game.play(mgt, 0)
    assert game.names(0, Zone.HAND) == [SC]  # level one only
    burst = table.life_burst(mgt, f'{{lrig: {PIRULUK}, trash: ["Code Art MM"]}}', classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == ["Code Art MM"]


@encodes("WX09-Re17")
def test_rosary_searches_a_level_two_plant(table: Table) -> None:
    rosary = "Rosary, Natural Plant"
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            signi: ["{rosary}"]
            deck: ["{KUKRI}", "Cosmos, Natural Plant", "Kiku, Natural Plant"]
    """)
    game.action(rosary)
    assert "choose Kiku, Natural Plant" not in game.options()
    game.choose("Cosmos, Natural Plant")
    assert game.names(0, Zone.HAND) == ["Cosmos, Natural Plant"]
    assert game.game.downed[game.card(rosary)]


@encodes("WX09-Re11")
def test_ammolite_gains_double_crush_from_a_red_spell(table: Table) -> None:
    ammolite = "Ammolite, Natural Stone"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["{ammolite}"]
            hand: ["{RED_SPELL}"]
            ener: ["{IRON}"]
          - signi: ["{KUKRI}"]
    """)
    assert not game.game.has_keyword(game.card(ammolite), KW.DOUBLE_CRUSH)
    game.use(RED_SPELL)
    game.pass_until(lambda g: g.zone_of(RED_SPELL) == Zone.TRASH)
    assert game.game.has_keyword(game.card(ammolite), KW.DOUBLE_CRUSH)


@encodes("WX09-Re16")
def test_miao_gains_lancer_against_three_signi(table: Table) -> None:
    miao = "Miao, Phantom Beast"
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: ["{miao}"]
          - signi: {theirs}
    """
    three = table(source.format(lrig=MIDORIKO, miao=miao, theirs=[KUKRI, IRON, SC]))
    assert three.game.has_keyword(three.card(miao), KW.LANCER)
    two = table(source.format(lrig=MIDORIKO, miao=miao, theirs=[KUKRI, IRON]))
    assert not two.game.has_keyword(two.card(miao), KW.LANCER)


@encodes("WX09-Re04")
def test_aegis_shield_powers_up_only_in_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Aegis Shield"]
            signi: ["{KUKRI}"]
            ener: ["{KUKRI}", "{KUKRI}"]
    """)
    game.use("Aegis Shield")
    assert game.power(KUKRI) == 3000
    game = table(
        f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig_deck: ["Aegis Shield"]
            signi: ["{KUKRI}", "{FLAMBER}"]
            ener: ["{KUKRI}", "{KUKRI}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Aegis Shield"))
    game.use("Aegis Shield")
    game.pass_until(lambda g: g.zone_of("Aegis Shield") == Zone.LRIG_TRASH)
    assert [game.power(KUKRI), game.power(FLAMBER)] == [8000, 12000]


def opponents_turn(table: Table, arts: str, ener: list[str], signi: list[str] = ()) -> Play:  # type: ignore[assignment]
    """Player 1's attack phase, at player 0's first decision, with `arts` in player 0's
    LRIG deck."""
    game = table(
        f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig_deck: ["{arts}"]
            ener: {list(ener)}
            signi: {list(signi)}
          - signi: ["{CALIBURN}", "{FLAMBER}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.game.current_player() == 0)
    return game


@encodes("WX09-002", "WX09-005", "WX09-003", "WX09-004", "WX09-006")
def test_arts_that_cost_more_in_the_opponents_turn(table: Table) -> None:
    green, red, blue, black = YUUGAO, IRON, SC, "Ein=Hosugu"
    for arts, usual, dearer in (
        ("Art Boundary", [KUKRI] * 2, [KUKRI] * 3),
        ("All of Nature", [green], [green] * 3),
        ("Melting Turmoil", [red] * 3, [red] * 4),
        ("Thrilling Draw", [blue, KUKRI, KUKRI], [blue] * 3),
        ("Grave Awake", [black, KUKRI], [black] * 3),
    ):
        assert not opponents_turn(table, arts, usual).can(ActionKind.USE_ARTS, arts), arts
        assert opponents_turn(table, arts, dearer).can(ActionKind.USE_ARTS, arts), arts
        mine = table(f"""
            format: classic
            players:
              - lrig_deck: ["{arts}"]
                ener: {usual}
        """)
        assert mine.can(ActionKind.USE_ARTS, arts), arts
    game = opponents_turn(table, "Art Boundary", [KUKRI] * 3)
    game.use("Art Boundary")
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.HAND
    game = opponents_turn(table, "All of Nature", [green] * 3)
    game.use("All of Nature")
    game.pass_until(lambda g: g.zone_of("All of Nature") == Zone.LRIG_TRASH)
    assert game.zone_of(CALIBURN) == Zone.SIGNI  # 10000: not 15000 or more
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Melting Turmoil"]
            ener: {[red] * 3}
          - signi: ["{CALIBURN}", "{FLAMBER}", "{IRON}"]
    """)
    game.use("Melting Turmoil")
    game.target(CALIBURN, FLAMBER)
    assert game.names(1, Zone.SIGNI) == ["", "", IRON]
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Thrilling Draw"]
            ener: {[blue] * 3}
    """)
    game.use("Thrilling Draw")
    assert game.count(0, Zone.HAND) == 3
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Grave Awake"]
            ener: {[black] * 2}
            trash: ["{KOONI}"]
    """)
    game.use("Grave Awake")
    game.target(KOONI)  # or an Ener card just paid
    assert game.zone_of(KOONI) == Zone.SIGNI
