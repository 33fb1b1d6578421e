"""Classic booster WX09 (Unlocked Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards that need what the language
cannot say yet ("unaffected by" effects, ...) are left
out. The set's reprints (WX09-Re..) are numbered by
their first printing, a promotional one (PR-...)."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
ULITH = ["Ulith, Enma", "Ulith, Burning Eye Enma", "Ulith, Enma of Crushing Hell"]
ULITH3 = [*ULITH, "Ulith, Enma of Eternal Hell"]
ULITH4 = [*ULITH3, "Ulith, Black Sand Enma"]
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
HASTALL = "Hastall, Medium Spear"  # white <Arm>, level 2
RED_SPELL = "Roaring Fire Pillar"  # red, 1 red: banishes a SIGNI


def ener_count(game: Play, player: int = 0) -> int:
    return game.count(player, Zone.ENER)


@encodes("PR-017", "PR-034")
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


@encodes("PR-018")
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


@encodes("PR-019")
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


@encodes("PR-020")
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


@encodes("PR-030", "PR-031", "PR-074")
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


@encodes("PR-032")
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


@encodes("PR-033")
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


@encodes("PR-071")
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


@encodes("PR-073")
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


@encodes("PR-096")
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


def opponents_turn(table: Table, arts: str, ener: list[str], signi: tuple[str, ...] = ()) -> Play:
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
    game.into(0)
    assert game.zone_of(KOONI) == Zone.SIGNI


TAWIL = [
    "Tawil=Noll, Prolonged of Life",
    "Tawil=Ett, Prolonged of Life",
    "Tawil=Två, Prolonged of Life",
]
ANGEL = "Sandalphon, Secretary of Heaven's Right"  # white <Angel>, level 1


@encodes("WX09-008")
def test_tawil_tre_searches_an_angel_when_it_grows(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAWIL}
            lrig_deck: ["Tawil=Tre, the Guide"]
            ener: {[KUKRI] * 3}
            deck: ["{FLAMBER}", "{ANGEL}", "{IRON}"]
    """)
    game.grow("Tawil=Tre, the Guide")
    game.accept()
    game.choose(ANGEL)
    assert game.names(0, Zone.HAND) == [ANGEL]
    assert game.count(0, Zone.ENER) == 0


@encodes("WX09-023", "WX09-025", "WX09-029", "WX09-035", "WX09-031")
def test_on_play_abilities_of_a_full_class_field(table: Table) -> None:
    habakiri, chalco = "Habakiri, Greatsword", "Chalco, Natural Stone"
    sms, drei, kiku = "Code Art SMS", "Drei=Somana", "Kiku, Natural Plant"
    source = """
        format: classic
        players:
          - lrig: {lrig}
            hand: ["{card}"]
            signi: {signi}
            ener: ["{ener}"]
            deck: ["{iron}", "{procyon}", "{iron}"]
          - signi: ["{flamber}"]
            hand: ["{kooni}"]
    """
    names = {"iron": IRON, "procyon": PROCYON, "flamber": FLAMBER, "kooni": KOONI}
    game = table(
        source.format(lrig=TAMA, card=habakiri, signi=[KUKRI, CALIBURN], ener=KUKRI, **names)
    )
    game.play(habakiri, 2)
    game.accept()
    game.choose(PROCYON)  # any white card
    assert game.names(0, Zone.HAND) == [PROCYON]
    game = table(source.format(lrig=TAMA, card=habakiri, signi=[KUKRI, SC], ener=KUKRI, **names))
    game.play(habakiri, 2)
    game.accept()
    assert game.names(0, Zone.HAND) == []
    iron = "Iron, Natural Stone"
    for lrig, card, signi, ener, done in (
        (
            HANAYO,
            chalco,
            [IRON, "Borni, Natural Stone"],
            IRON,
            lambda g: g.zone_of(FLAMBER) == Zone.ENER,
        ),
        (PIRULUK, sms, [SC, "Code Art FMS"], SC, lambda g: g.count(1, Zone.HAND) == 0),
        (
            ULITH3,
            drei,
            ["Ein=Hosugu", "Zwei=Tabune"],
            KOONI,
            lambda g: g.zone_of(FLAMBER) != Zone.SIGNI,
        ),
        (
            MIDORIKO,
            kiku,
            [YUUGAO, "Cosmos, Natural Plant"],
            YUUGAO,
            lambda g: g.count(0, Zone.ENER) == 2,
        ),
    ):
        game = table(source.format(lrig=lrig, card=card, signi=signi, ener=ener, **names))
        game.play(card, 2)
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        assert done(game), card
        assert iron  # the deck's cards
    game = table(source.format(lrig=MIDORIKO, card=kiku, signi=[YUUGAO], ener=YUUGAO, **names))
    game.play(kiku, 2)
    assert game.count(0, Zone.ENER) == 1  # only the Ener it had
    for lrig, card, found in (
        (TAMA, habakiri, KUKRI),
        (HANAYO, chalco, IRON),
        (PIRULUK, sms, SC),
        (ULITH3, drei, "Ein=Hosugu"),
        (MIDORIKO, kiku, YUUGAO),
    ):
        burst = table.life_burst(
            card, f'{{lrig: {lrig}, deck: ["{PROCYON}", "{found}"]}}', classic=True
        )
        burst.burst()
        burst.choose(found)
        assert burst.names(0, Zone.HAND) == [found], card


@encodes("WX09-038", "WX09-039", "WX09-042", "WX09-044", "WX09-046", "WX09-048")
@encodes("WX09-050", "WX09-051", "WX09-054", "WX09-055")
def test_signi_that_down_and_discard_their_class_for_an_effect(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: ["{card}"]
            hand: ["{fodder}", "{other}"]
            deck: ["{iron}", "{flamber}", "{caliburn}"]
          - signi: ["{weak}", "{mid}"]
            hand: ["{kooni}"]
    """
    names = {
        "iron": "Code Anti Nyarlatho",
        "flamber": FLAMBER,
        "caliburn": CALIBURN,
        "kooni": KOONI,
    }
    for lrig, card, fodder, done in (
        (TAMA, "Raikiri, Medium Sword", HASTALL, lambda g: g.choose(CALIBURN)),
        (TAMA, "Kotetsu, Small Sword", HASTALL, lambda g: g.choose(FLAMBER)),
        (HANAYO, "Borni, Natural Stone", IRON, lambda g: None),
        (HANAYO, "Kyalco, Natural Stone", IRON, lambda g: None),
        (PIRULUK, "Code Art HMS", SC, lambda g: None),
        (PIRULUK, "Code Art FMS", SC, lambda g: None),
        (MIDORIKO, "Cosmos, Natural Plant", YUUGAO, lambda g: None),
        (MIDORIKO, "Higanbana, Natural Plant", YUUGAO, lambda g: None),
        (ULITH, "Zwei=Tabune", "Ein=Hosugu", lambda g: None),
        (ULITH, "Ein=Hosugu", "Zwei=Tabune", lambda g: None),
    ):
        game = table(
            source.format(
                lrig=lrig,
                card=card,
                fodder=fodder,
                other=PROCYON,
                weak="Sandalphon, Secretary of Heaven's Right",  # 2000
                mid="Metatron, Secretary of Heaven's Left",  # 5000
                **names,
            )
        )
        game.action(card)  # the only card of its class is discarded
        assert game.zone_of(fodder) == Zone.TRASH, card
        assert game.game.downed[game.card(card)], card
        done(game)
        if card in ("Raikiri, Medium Sword", "Kotetsu, Small Sword"):
            assert len(game.names(0, Zone.HAND)) == 2, card
    game = table(
        source.format(
            lrig=TAMA,
            card="Kotetsu, Small Sword",
            fodder=HASTALL,
            other=PROCYON,
            weak=SC,
            mid=IRON,
            **names,
        )
    )
    game.action("Kotetsu, Small Sword")
    assert "choose Caliburn, Greatsword" not in game.options()  # level two or less
    for card, fodder, lrig, weak, gone in (
        ("Borni, Natural Stone", IRON, HANAYO, "Metatron, Secretary of Heaven's Left", True),
        ("Kyalco, Natural Stone", IRON, HANAYO, "Metatron, Secretary of Heaven's Left", False),
        ("Zwei=Tabune", "Ein=Hosugu", ULITH, "Metatron, Secretary of Heaven's Left", True),
        ("Ein=Hosugu", "Zwei=Tabune", ULITH, "Sandalphon, Secretary of Heaven's Right", True),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                signi: ["{card}"]
                hand: ["{fodder}"]
              - signi: ["{weak}"]
        """)
        game.action(card)
        assert (game.zone_of(weak) != Zone.SIGNI) is gone, card
    for card, fodder, lrig, check in (
        ("Code Art HMS", SC, PIRULUK, lambda g: g.count(1, Zone.HAND) == 0),
        ("Cosmos, Natural Plant", YUUGAO, MIDORIKO, lambda g: g.count(0, Zone.ENER) == 1),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                signi: ["{card}"]
                hand: ["{fodder}"]
              - hand: ["{KOONI}"]
        """)
        game.action(card)
        assert check(game), card


@encodes("WX09-CB01")
def test_code_art_htr_discards_an_electric_machine_for_one_of_three(table: Table) -> None:
    htr = "Code Art HTR"
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {PIRULUK}
            signi: ["{htr}"]
            hand: ["{SC}"]
            deck: ["{IRON}", "{FLAMBER}"]
          - signi: [null, "{CALIBURN}"]
            hand: ["{KOONI}"]
    """
    game = table(source)
    game.attack(htr)
    game.accept()
    game.mode(0)
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, IRON]
    game = table(source)
    game.game.frozen[game.card(CALIBURN)] = True
    game.attack(htr)
    game.accept()
    game.mode(1)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(source)
    game.attack(htr)
    game.accept()
    game.mode(2)
    assert game.zone_of(KOONI) == Zone.TRASH
    burst = table.life_burst(htr, f"lrig: {PIRULUK}", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("PR-040")
def test_xeno_multiple_chooses_two_of_four(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Xeno Multiple"]
            ener: ["{KUKRI}", "{KUKRI}", "{SC}", "{SC}"]
            deck: ["{IRON}", "{FLAMBER}"]
          - signi: ["{CALIBURN}", "{PROCYON}"]
    """)
    game.use("Xeno Multiple")
    game.mode(1)
    game.mode(3)
    assert game.game.frozen[game.card(CALIBURN)] and game.game.frozen[game.card(PROCYON)]
    assert game.count(0, Zone.HAND) == 2
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Xeno Multiple"]
            ener: ["{KUKRI}", "{KUKRI}", "{SC}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Xeno Multiple")
    game.mode(0)
    game.mode(2)
    assert game.zone_of(CALIBURN) == Zone.HAND
    assert game.game.has_keyword(game.game.center(1), KW.CANT_ATTACK)


@encodes("WX09-015")
def test_murakumo_trades_an_upped_sword_for_the_signi_in_front_and_searches(
    table: Table,
) -> None:
    murakumo, raikiri = "Murakumo, Ultimate Sword", "Raikiri, Medium Sword"
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["{murakumo}", {{mine}}]
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source.format(mine=f'"{raikiri}"'))
    game.attack(murakumo)
    game.accept()
    assert game.zone_of(raikiri) == Zone.ENER
    assert game.zone_of(CALIBURN) == Zone.HAND  # the SIGNI in front of it
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["{murakumo}", "{IRON}"]
          - signi: ["Mithril, Natural Stone"]
    """)
    game.attack(murakumo)  # no Sword to banish: the battle alone
    assert game.zone_of("Mithril, Natural Stone") == Zone.SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{murakumo}"]
            ener: ["{KUKRI}"]
            deck: ["{FLAMBER}", "{raikiri}", "{PROCYON}"]
    """)
    game.play(murakumo, 0)
    game.accept()
    assert "choose Procyon, Natural Star" not in game.options()
    game.choose(raikiri)
    assert game.names(0, Zone.HAND) == [raikiri]
    burst = table.life_burst(
        murakumo, f'{{lrig: {TAMA4}, deck: ["{IRON}", "{PROCYON}"]}}', classic=True
    )
    burst.burst()
    assert "choose Iron, Natural Stone" not in burst.options()
    burst.choose(PROCYON)
    assert burst.names(0, Zone.HAND) == [PROCYON]


@encodes("WX09-034")
def test_ropolis_grows_with_partheno_and_palbek_and_banishes_at_twenty_thousand(
    table: Table,
) -> None:
    ropolis, palbek = "Code Anti Ropolis", "Code Anti Palbek"
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {UTULLS[:-1]}
            signi: {{signi}}
            trash: {{trash}}
          - signi: [null, null, "{CALIBURN}"]
    """
    assert table(source.format(signi=[ropolis], trash=[])).power(ropolis) == 10000
    assert table(source.format(signi=[ropolis, palbek], trash=[])).power(ropolis) == 15000
    game = table(source.format(signi=[ropolis, palbek], trash=["Code Anti Partheno"]))
    assert game.power(ropolis) == 20000
    game.attack(ropolis)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(source.format(signi=[ropolis], trash=[palbek]))
    game.attack(ropolis)
    assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX09-022")
def test_ranerge_trashes_what_it_banishes_with_energe_in_the_trash(table: Table) -> None:
    ranerge = "Ranerge, Original Spear"
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{ranerge}"]
            ener: ["{KUKRI}", "{IRON}", "{SC}", "{YUUGAO}", "{KOONI}"]
            trash: {{trash}}
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source.format(trash=["Energe, Original Spear"]))
    game.action(ranerge)
    assert game.zone_of(CALIBURN) == Zone.TRASH and game.zone_of(FLAMBER) == Zone.TRASH
    game = table(source.format(trash=[]))
    game.action(ranerge)
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER


@encodes("PR-070")
def test_yaekiri_calls_an_arm_when_the_opponent_removes_it_from_a_full_field(
    table: Table,
) -> None:
    yaekiri = "Yaekiri, Large Bow"
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA}
            signi: {{signi}}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
          - lrig: {HANAYO}
            lrig_deck: ["Absolute Extinction"]
            ener: ["{IRON}"]
    """
    game = table(source.format(signi=[yaekiri, KUKRI, HASTALL]))
    assert game.power(yaekiri) == 10000
    game.use("Absolute Extinction")  # banishes a SIGNI
    game.target(yaekiri)
    game.pass_until(lambda g: g.decision == DecisionKind.CHOOSE and g.game.current_player() == 0)
    game.choose(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(source.format(signi=[yaekiri, KUKRI, IRON]))
    assert game.power(yaekiri) == 7000
    burst = table.life_burst(
        yaekiri, f'{{lrig: {TAMA}, deck: ["{SC}", "{FLAMBER}"]}}', classic=True
    )
    burst.burst()
    burst.choose(FLAMBER)
    assert burst.names(0, Zone.HAND) == [FLAMBER]


AMS = "Code Heart AMS"  # blue <Electric Machine>, level 4, 12000
ROARING = "Roaring Fire Pillar"  # SPELL, 1 red: banish a SIGNI of 5000 or less


@encodes("WX09-018")
def test_ams_holds_with_five_spells_in_the_trash(table: Table) -> None:
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{AMS}", ~, ~]
            trash: {{trash}}
          - lrig: ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]
            hand: ["Monchou, Phantom Insect"]
    """
    game = table(source.format(trash=[ROARING] * 5))
    assert game.power(AMS) == 15000
    game.play("Monchou, Phantom Insect", 0)  # its [On-Play] cannot choose AMS
    assert game.power(AMS) == 15000
    game = table(source.format(trash=[ROARING] * 4))
    assert game.power(AMS) == 12000
    game.play("Monchou, Phantom Insect", 0)
    assert game.power(AMS) == 11000


@encodes("WX09-018")
def test_ams_banishes_as_it_attacks_after_three_spells(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: [~, "{AMS}", ~]
            hand: {{hand}}
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{CALIBURN}", ~, ~]
            life: ["{KUKRI}"]
    """
    for spells, where in ((3, Zone.ENER), (2, Zone.SIGNI)):
        game = table(source.format(hand=[ROARING] * spells))
        for _ in range(spells):
            game.use(ROARING)  # no SIGNI of 5000 or less: no target
        game.end_main()
        game.attack(AMS)
        assert game.zone_of(CALIBURN) == where


@encodes("WX09-018")
def test_ams_makes_the_next_spell_cheaper(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{AMS}", ~, ~]
            hand: ["Purple Stain", "Purple Stain"]
            ener: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
    """)
    assert not game.can(ActionKind.USE_SPELL, "Purple Stain")
    game.action(AMS)
    game.use("Purple Stain")  # 1 black alone
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER and game.count(0, Zone.ENER) == 1
    assert not game.can(ActionKind.USE_SPELL, "Purple Stain")  # the next one alone


@encodes("WX09-018")
def test_ams_life_burst_adds_two_spells(table: Table) -> None:
    burst = table.life_burst(AMS, f"trash: ['{ROARING}', '{ROARING}', '{KUKRI}']", classic=True)
    burst.burst()
    burst.target(ROARING, ROARING)
    assert burst.names(0, Zone.HAND) == [ROARING, ROARING]


@encodes("WX09-037")
def test_utulls_gate_trades_a_lower_level_signi_for_one_of_the_trash(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            hand: ["Ut'ulls Gate"]
            ener: ["{PROCYON}", "{KOONI}"]
            trash: ["{FLAMBER}"]
          - signi: ["{KUKRI}", "{CALIBURN}"]
    """
    game = table(source.format(lrig=UTULLS[:5], **globals()))
    assert sum(game.game.use_cost(game.card("Ut'ulls Gate"))) == 4  # level four: the full cost
    game = table(source.format(lrig=UTULLS, **globals()))
    assert sum(game.game.use_cost(game.card("Ut'ulls Gate"))) == 2  # level five: 2 colorless less
    game.use("Ut'ulls Gate")
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.TRASH
    game.target(FLAMBER)
    game.into(0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI


MIRIA = "Miria, Vermilion Messenger"


@encodes("PR-045")
def test_miria_mills_ten_and_shuffles_five_black_signi_back_for_a_black_lrig(
    table: Table,
) -> None:
    deck = [KOONI] * 6 + [IRON] * 4 + [SC, SC]
    for lrig in (ULITH3, HANAYO):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                hand: ["{MIRIA}"]
                deck: {deck}
        """)
        game.play(MIRIA, 0)
        if lrig == HANAYO:  # not black: nothing
            assert game.count(0, Zone.DECK) == 12 and game.count(0, Zone.TRASH) == 0
            continue
        assert game.names(0, Zone.TRASH) == [KOONI] + [IRON] * 4
        assert game.count(0, Zone.DECK) == 7


@encodes("PR-045")
def test_miria_burst_keeps_a_lrig_or_signi_from_attacking(table: Table) -> None:
    burst = table.life_burst(MIRIA, "", classic=True)
    burst.burst()
    burst.target(KUKRI)  # the attacking SIGNI, or the LRIG
    assert burst.game.has_keyword(burst.card(KUKRI, 1, Zone.SIGNI), KW.CANT_ATTACK)


@encodes("WX09-010")
def test_rotlet_is_played_for_romail_and_trett_and_brings_trett_back(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["Rotlet, White Sub-Armor"]
            signi: {signi}
            deck: ["Trett, Gauntlet", "{kukri}"]
    """
    romail, trett, rotlet = "Romail, Helmet Armor", "Trett, Gauntlet", "Rotlet, White Sub-Armor"

    def game(signi: list[str]) -> Play:
        return table(source.format(lrig=TAMA4, signi=signi, kukri=KUKRI))

    # Its play condition takes a Romail and a Trett: two Romails do not pay it.
    assert not game([romail, romail, KUKRI]).can(ActionKind.PLAY_RESONA, rotlet)
    play = game([romail, trett, KUKRI])
    play.act(ActionKind.PLAY_RESONA, rotlet)
    play.into(0)
    assert sorted(play.names(0, Zone.TRASH)) == [romail, trett]
    play.choose(KUKRI)  # its [On-Play]: any card of the deck to the hand
    assert play.names(0, Zone.HAND) == [KUKRI]
    # Every SIGNI of yours gets +1000, itself too.
    assert play.power(KUKRI) == 4000 and play.power(rotlet) == 16000
    # Banished, it puts a Trett from the deck onto the field.
    play.game.vanish(play.card(rotlet))
    play.play(KUKRI)  # the game settles first: Rotlet's trigger
    play.choose(trett)
    assert trett in play.names(0, Zone.SIGNI)


@encodes("WX09-013")
def test_momo_is_played_for_three_phantom_beasts_and_holds_in_the_attack_phase(
    table: Table,
) -> None:
    momo = "Momo, Green Phantom Beast"
    beasts = ["Hachi, Phantom Beast", "Monkey, Phantom Beast", "Kiji, Phantom Beast"]
    source = """
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["{momo}"]
            signi: {signi}
            ener: ["{yuugao}"]
            deck: ["{yuugao}", "{yuugao}", "{yuugao}", "{yuugao}"]
    """

    def game(signi: list[str]) -> Play:
        return table(source.format(lrig=MIDORIKO, momo=momo, signi=signi, yuugao=YUUGAO))

    # All three are asked for: a second Hachi is no Kiji.
    assert not game(beasts[:2] + beasts[:1]).can(ActionKind.PLAY_RESONA, momo)
    play = game(beasts)
    play.act(ActionKind.PLAY_RESONA, momo)
    play.into(0)
    assert sorted(play.names(0, Zone.TRASH)) == sorted(beasts)
    assert play.count(0, Zone.ENER) == 4  # its [On-Play]: [Ener Charge 3]
    play.action(momo)  # [Green]: [Lancer] until end of turn
    assert play.game.has_keyword(play.card(momo), KW.LANCER)
    # Not banished during the attack phase, banished in the main phase.
    card = play.card(momo)
    play.end_main()
    assert not play.game.vanish(card) and play.zone_of(momo) == Zone.SIGNI
    main = game(beasts)
    main.act(ActionKind.PLAY_RESONA, momo)
    main.into(0)
    assert main.game.vanish(main.card(momo))


KAKUYA = "Kakuya, Red Explosive Perseverance"
KAKUMARU = "Kakumaru, Hand Sword"  # white <Arm>, level 2
AYABON = "Ayabon, Hand Grenade"  # red <Weapon>, level 2


def kakuya(table: Table, lrig: list[str], ener: list[str]) -> Play:
    """Player 0 plays Kakuya for Kakumaru and Ayabon into its middle SIGNI zone."""
    game = table(f"""
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["{KAKUYA}"]
            signi: ["{KAKUMARU}", "{AYABON}", ~]
            ener: {ener}
          - signi: [~, "{FLAMBER}", ~]
    """)
    game.act(ActionKind.PLAY_RESONA, KAKUYA)
    game.into(1)
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KAKUMARU, AYABON])
    return game


@encodes("WX09-011")
def test_kakuya_pays_two_red_for_double_crush_and_ups_as_the_signi_in_front_goes(
    table: Table,
) -> None:
    game = kakuya(table, TAMA, [IRON, IRON, IRON])
    game.accept()  # its LRIG is level three: [Red] [Red]
    game.pay()
    kakuya_card = game.card(KAKUYA)
    assert game.game.has_keyword(kakuya_card, KW.DOUBLE_CRUSH)
    assert game.count(0, Zone.ENER) == 1
    game.end_main()
    game.attack(KAKUYA)  # Flamber in front of it is banished: [Red] ups it
    game.accept()
    game.pay()
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert not game.game.downed[kakuya_card] and game.count(0, Zone.ENER) == 0


@encodes("WX09-011")
def test_kakuya_gets_double_crush_for_nothing_under_a_level_four_lrig(table: Table) -> None:
    game = kakuya(table, TAMA4, [])
    assert game.game.has_keyword(game.card(KAKUYA), KW.DOUBLE_CRUSH)
    game = kakuya(table, TAMA, [IRON])  # one red only: no [Double Crush]
    assert not game.game.has_keyword(game.card(KAKUYA), KW.DOUBLE_CRUSH)


ANNA_STANLEY = "Anna Stanley, Black Demonic Princess"
ANNA_MIRAGE = "Anna Mirage, Devil Princess"  # black <Devil>, level 4
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000


@encodes("WX09-014")
def test_anna_stanley_banishes_for_each_devil_that_enters_or_is_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{ANNA_STANLEY}"]
            signi: ["{ANNA_MIRAGE}", "{KOONI}", ~]
            hand: ["{COSMO}", "{KOONI}"]
          - signi: ["{KUKRI}", "{FLAMBER}", "{CALIBURN}"]
    """)
    game.act(ActionKind.PLAY_RESONA, ANNA_STANLEY)
    while game.decision in (DecisionKind.CHOOSE, DecisionKind.PAYMENT):
        game.first()
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert sorted(game.names(0, Zone.TRASH)) == sorted([ANNA_MIRAGE, KOONI])
    # It entered: a level four <Devil>, so a SIGNI of level three or less.
    game.target(CALIBURN)
    game.play(COSMO, 1)  # level two: the level one SIGNI
    assert game.names(1, Zone.SIGNI) == ["", FLAMBER, ""]
    assert game.game.vanish(game.card(COSMO))
    game.play(KOONI, 2)  # Cosmo (level two) was banished: the level two SIGNI
    game.first()  # its trigger and Kooni's (a level lower than one: none), in any order
    assert game.count(1, Zone.SIGNI) == 0


AKINANA = "Akinana, Natural Plant Princess"


@encodes("WX09-019")
def test_akinana_grows_with_the_ener_zone_and_banishes_two_as_it_crushes(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: [~, "{AKINANA}", ~]
            ener: {[YUUGAO] * 9}
            hand: ["{KUKRI}"]
          - lrig_deck: ["Rococo Boundary"]
            signi: ["{FLAMBER}", ~, "{CALIBURN}"]
            life: ["{IRON}", "{IRON}"]
    """)
    akinana = game.card(AKINANA)
    assert game.power(AKINANA) == 9 * 2000
    assert game.game.has_keyword(akinana, KW.LANCER)
    assert game.game.unaffected(akinana, game.card("Rococo Boundary"))  # 14000 or more
    game.attack(AKINANA)  # nothing in front of it: a Life Cloth crushed
    game.pass_until(lambda g: g.decision == DecisionKind.TARGET)
    game.target(FLAMBER, CALIBURN)
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.LIFE) == 1


@encodes("WX09-019")
def test_akinana_is_smaller_with_less_ener_and_goes_to_the_trash_at_20000(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: [~, "{AKINANA}", ~]
            ener: {[YUUGAO] * 6}
            hand: ["{KUKRI}"]
            deck: {[YUUGAO] * 6}
          - lrig_deck: ["Rococo Boundary"]
    """)
    akinana = game.card(AKINANA)
    assert not game.game.has_keyword(akinana, KW.LANCER)
    assert not game.game.unaffected(akinana, game.card("Rococo Boundary"))  # 12000
    game.game.ener_charge(0, 4)  # ten cards: 20000
    game.play(KUKRI, 0)  # the game settles first
    assert game.zone_of(AKINANA) == Zone.TRASH
    burst = table.life_burst(AKINANA, f"deck: ['{IRON}']", classic=True)
    burst.burst()
    assert IRON in burst.names(0, Zone.ENER)  # [Ener Charge 1]


VAC = "Code Heart VAC"  # blue <Electric Machine>, level 4, limited to <Piruluk>
VATC = "Blue Code Heart V@C"
FREEZE = "FREEZE"  # blue SPELL, cost 1: downs and freezes the opponent's SIGNI


@encodes("WX09-012")
def test_blue_code_heart_uses_a_blue_spell_of_the_trash_for_free_and_ups_a_signi(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, "Code Piruluk T"]}
            lrig_deck: ["{VATC}"]
            signi: ["{VAC}", "{SC}", "{IRON} (downed)"]
            trash: ["{FREEZE}"]
            deck: {[YUUGAO] * 5}
          - signi: ["{CALIBURN}"]
    """)
    game.act(ActionKind.PLAY_RESONA, VATC)
    assert sorted(game.names(0, Zone.TRASH)) == sorted([FREEZE, VAC, SC])
    game.into(0)
    game.choose(FREEZE)  # free: no Ener paid (there is none)
    game.target(IRON)  # the blue spell used: up a SIGNI
    assert not game.game.downed[game.card(IRON)]
    caliburn = game.card(CALIBURN)
    assert game.game.downed[caliburn] and game.game.frozen[caliburn]
    assert game.zone_of(FREEZE) == Zone.TRASH


# Three SIGNI of one colour that share a class, and three that share none (their
# families differ too: <Arm> of SEIBU, <Space> of SEIRA, <Angel> of SEIZOU).
THREE_ALIKE = {
    "white": [KUKRI, FLAMBER, CALIBURN],
    "red": [IRON, "Bronda, Natural Stone", "Silvan, Natural Stone"],
    "blue": [SC, "Code Art JV", "Code Art DRS"],
    "green": ["Mousen, Natural Plant", "Haetori, Natural Plant", "Droso, Natural Plant"],
    "black": [KOONI, "Cosmo, Symbol of Immorality", "Belze, Symbol of Wasteful Evil"],
}
THREE_APART = {
    "white": [KUKRI, PROCYON, "Sarie, Improvement of Historical Fact"],
    "red": [IRON, "Derrin, Small Gun", "Percival, First Spear of the Round Table"],
    "blue": [SC, "Sulfur, Natural Source", "Clione, Water Phantom"],
    "green": ["Mousen, Natural Plant", "Kendama, First Play", "Swallow, Phantom Beast"],
    "black": [KOONI, "Ein=Gas", "Linus, Natural Bacteria"],
}


@encodes("WX09-041")
def test_get_brilliant_searches_twice_with_three_white_signi_sharing_a_class(
    table: Table,
) -> None:
    for field, found in ((THREE_ALIKE["white"], 2), (THREE_APART["white"], 1)):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA}
                signi: {field}
                hand: ["Get Brilliant"]
                ener: ["{KUKRI}"]
                deck: ["Sirius, Natural Star", "{PROCYON}", "{IRON}", "{SC}"]
        """)
        game.use("Get Brilliant")
        game.choose("Sirius, Natural Star")
        if found == 2:
            game.choose(PROCYON)
        assert game.decision == DecisionKind.MAIN
        assert game.count(0, Zone.HAND) == found


@encodes("WX09-045")
def test_gem_of_three_flames_banishes_up_to_15000_with_three_red_signi_sharing_a_class(
    table: Table,
) -> None:
    big, small = "Code Art DRS", "Code Art SC"  # 10000 and 3000
    for field in (THREE_ALIKE["red"], THREE_APART["red"]):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                signi: {field}
                hand: ["Gem of Three Flames"]
                ener: ["{IRON}", "{IRON}"]
              - signi: ["{big}", "{small}"]
        """)
        game.use("Gem of Three Flames")
        if field is THREE_ALIKE["red"]:
            game.target(big)
            assert game.zone_of(big, 1) == Zone.ENER
        else:
            # The one SIGNI of 8000 or less is the target: no choice is left.
            assert game.zone_of(small, 1) == Zone.ENER
            assert game.zone_of(big, 1) == Zone.SIGNI


@encodes("WX09-049")
def test_three_switch_draws_four_with_three_blue_signi_sharing_a_class(table: Table) -> None:
    for field, drawn in ((THREE_ALIKE["blue"], 4), (THREE_APART["blue"], 3)):
        game = table(f"""
            format: classic
            players:
              - lrig: {PIRULUK}
                signi: {field}
                hand: ["THREE SWITCH"]
                ener: ["{SC}", "{SC}"]
                deck: {[IRON] * 6}
        """)
        game.use("THREE SWITCH")
        assert game.count(0, Zone.HAND) == drawn


@encodes("WX09-053")
def test_euphoria_gives_an_ener_charge_on_attack_to_three_green_signi_sharing_a_class(
    table: Table,
) -> None:
    mousen = "Mousen, Natural Plant"  # 3000
    for field, charged in ((THREE_ALIKE["green"], 1), (THREE_APART["green"], 0)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MIDORIKO}
                signi: {field}
                hand: ["Euphoria"]
                ener: ["{YUUGAO}", "{YUUGAO}"]
                deck: {[IRON] * 6}
        """)
        game.use("Euphoria")
        assert game.power(mousen) == 8000
        assert ener_count(game) == 0  # the paid Ener went to the trash
        game.end_main()
        game.pass_until(lambda g: g.can(ActionKind.ATTACK, mousen))
        game.attack(mousen)
        assert ener_count(game) == charged


@encodes("WX09-057")
def test_bad_medicine_adds_a_second_black_signi_with_three_sharing_a_class(
    table: Table,
) -> None:
    cobra = "Zwei=Cobra"
    for field, added in ((THREE_ALIKE["black"], 2), (THREE_APART["black"], 1)):
        game = table(f"""
            format: classic
            players:
              - lrig: {ULITH3}
                signi: {field}
                hand: ["Bad Medicine"]
                ener: ["{KOONI}"]
                trash: ["{cobra}", "Kooni, Symbol of Lesser Sin", "{RED_SPELL}"]
        """)
        game.use("Bad Medicine")
        game.target(cobra)  # the Kooni left is the second target, if there is one
        assert sorted(game.names(0, Zone.HAND)) == sorted([cobra, KOONI][:added])


# ---------------------------------------------------------------- Cross (vocab-25)
# docs/engine-hooks.md, "Cross": the pairs of WX09 whose partners carddb/classic/cross.tsv
# holds.


def _pair_plays(table: Table, left: str, right: str, attacker: str) -> None:
    """A level-two Cross SIGNI and its level-one partner: 8000 and 5000 crossed (their
    printed powers apart), a card drawn when the level-two one is [Heaven], and a card
    drawn by its Life Burst."""
    other = right if attacker == left else left
    apart = table(f"""
        format: classic
        players:
          - signi: ["{right}", "{left}", ~]
    """)
    assert (apart.power(attacker), apart.power(other)) == (5000, 2000)
    game = table(f"""
        format: classic
        phase: attack
        players:
          - signi: ["{left}", "{right}", ~]
    """)
    assert (game.power(attacker), game.power(other)) == (8000, 5000)
    game.down(game.card(other))
    hand = game.count(0, Zone.HAND)
    game.attack(attacker)
    assert game.count(0, Zone.HAND) == hand + 1
    burst = table.life_burst(attacker, classic=True)
    hand = burst.count(0, Zone.HAND)
    burst.burst()
    assert burst.count(0, Zone.HAND) == hand + 1


@encodes("WX09-033", "WX09-052")
def test_asagao_and_yuugao_cross(table: Table) -> None:
    _pair_plays(table, "Asagao, Natural Plant", "Yuugao, Natural Plant", "Asagao, Natural Plant")


@encodes("WX09-036", "WX09-056")
def test_nyarlatho_and_cthogha_cross(table: Table) -> None:
    _pair_plays(table, "Code Anti Cthogha", "Code Anti Nyarlatho", "Code Anti Nyarlatho")


@encodes("WX09-024", "WX09-040")
def test_metatron_and_sandalphon_cross(table: Table) -> None:
    metatron = "Metatron, Secretary of Heaven's Left"
    _pair_plays(table, metatron, "Sandalphon, Secretary of Heaven's Right", metatron)


@encodes("WX09-026", "WX09-043")
def test_ankylo_and_pachycero_cross(table: Table) -> None:
    ankylo = "Ankylo, Phantom Dragon"
    _pair_plays(table, "Pachycero, Phantom Dragon", ankylo, ankylo)


@encodes("WX09-030", "WX09-047")
def test_risebon_and_uni_cross(table: Table) -> None:
    _pair_plays(table, "Uni, Water Phantom", "Risebon, Water Phantom", "Risebon, Water Phantom")


SHUB = "Shub-Niggura, Fertility of Chaos"  # white, level 4, 12000; right of Yog-Sothoth
YOG = "Code Anti Yog-Sothoth"  # black, level 4, 12000; left of Shub-Niggura
CELLON = "Cellon, Rotation of the End"  # green <Beautiful Technique>, level 2, 3000
HEON = "Heon, Left Technique of the Scale"  # green <Beautiful Technique> with [Cross]
VIOLA = "Viola, Temptation of the String Scale"  # green <Beautiful Technique>, level 2
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000


@encodes("WX09-016")
def test_shub_niggura_heavens_and_shields_downed_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["{YOG} (downed)", "{SHUB}", ~]
          - signi: ["{IRON}", ~, "{CALIBURN}"]
            life: ["{KOONI}", "{KOONI}"]
    """)
    shub, iron = game.card(SHUB), game.card(IRON, 1)
    assert not game.unaffected(shub, iron)  # upped: its opponent's SIGNI affect it
    game.attack(SHUB)  # Yog-Sothoth downed: [Heaven]
    # Shub-Niggura's trash first; Yog-Sothoth's -10000 then finds no SIGNI.
    shub_first = next(
        a for a in game.game.legal_actions() if game.game.pending[0][a.a].source == shub
    )
    game.game.apply_action(shub_first)
    while game.decision is DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.zone_of(IRON, 1) == Zone.TRASH and game.zone_of(CALIBURN) == Zone.TRASH
    assert game.unaffected(shub, iron)  # downed now
    burst = table.life_burst(SHUB, f"deck: ['{KOONI}', '{SC}']", classic=True)
    burst.burst()
    burst.choose(KOONI)
    if burst.decision is DecisionKind.MODE:
        burst.mode(0)
    assert burst.zone_of(KOONI, 0) in (Zone.HAND, Zone.SIGNI)


@encodes("WX09-CB02")
def test_cellon_shields_cross_signi_and_searches_when_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA}
            signi: ["{HEON}", "{CELLON}", "{VIOLA}"]
            ener: ["{SWALLOW}"]
            deck: ["{KOONI}", "{VIOLA}"]
          - signi: ["{IRON}", "{CALIBURN}", ~]
    """)
    iron = game.card(IRON, 1)
    assert not game.vanish(game.card(HEON), iron)  # <Beautiful Technique> with [Cross]
    assert game.vanish(game.card(VIOLA, 0, Zone.SIGNI), iron)  # no [Cross]
    game.attack(CALIBURN)  # banishes Cellon in battle: you may pay [Green], search
    game.accept()
    game.pay(SWALLOW)
    game.choose(VIOLA)
    if game.decision is DecisionKind.MODE:
        game.mode(0)
    assert game.zone_of(CELLON) == Zone.ENER
    assert game.names(0, Zone.HAND) == [VIOLA] or VIOLA in game.names(0, Zone.SIGNI)


@encodes("WX09-001")
def test_utulls_grows_on_a_tawil_salvages_and_refills_the_field_for_exceed_five(
    table: Table,
) -> None:
    utulls = UTULLS[-1]
    nyarlatho, cthogha = "Code Anti Nyarlatho", "Code Anti Cthogha"  # <Ancient Weapon>
    game = table(f"""
        format: classic
        phase: grow
        turn: 3
        players:
          - lrig: {UTULLS[:-1]}
            lrig_deck: ["{utulls}", "{TAWIL[0]}"]
            signi: ["{KUKRI}", "{FLAMBER}"]
            trash: ["{ANGEL}", "{KOONI}", "{IRON}", "{nyarlatho}", "{cthogha}"]
            deck: {[IRON] * 8}
    """)
    game.grow(utulls)
    lrig = game.names(0, Zone.LRIG)
    assert lrig[0] == TAWIL[0] and lrig[-1] == utulls  # revealed and put under
    game.choose(KOONI)  # white or black SIGNI: the other stay
    game.done()
    assert game.names(0, Zone.HAND) == [KOONI]
    assert not game.can(ActionKind.USE_ACTION, utulls)  # not in the main phase
    game.end_main()
    game.pass_until(lambda g: g.can(ActionKind.USE_ACTION, utulls))
    game.action(utulls)
    game.choose(*lrig[:5])  # [Exceed 5]
    assert game.names(0, Zone.SIGNI) == ["", "", ""]  # all of them into the trash
    assert KUKRI not in " ".join(game.options())  # an <Arm>: not put back
    game.choose(ANGEL, nyarlatho)
    game.done()
    game.into(0)
    game.into(1)
    assert game.names(0, Zone.SIGNI) == [ANGEL, nyarlatho, ""]


@encodes("WX09-017")
def test_malachite_grows_with_ores_shrugs_off_effects_with_gems_and_banishes_by_both(
    table: Table,
) -> None:
    malachite = "Malachite, Natural Pyroxene"
    garnet = "Garnet, Natural Stone"  # red <Gem>
    source = f"""
        format: classic
        players:
          - lrig: {[*HANAYO, "Hanayo-Four"]}
            signi: ["{malachite}"]
            trash: {{trash}}
          - signi: ["{KOONI}"]
            lrig_deck: ["Grave Awake"]
    """
    four = table(source.format(trash=[IRON] * 4 + [garnet] * 4))
    assert four.power(malachite) == 12000
    assert not four.game.has_keyword(four.card(malachite), KW.DOUBLE_CRUSH)
    assert not four.game.unaffected(four.card(malachite), four.card(KOONI))
    five = table(source.format(trash=[IRON] * 5 + [garnet] * 5))
    card = five.card(malachite)
    assert five.power(malachite) == 15000 and five.game.has_keyword(card, KW.DOUBLE_CRUSH)
    assert five.game.unaffected(card, five.card(KOONI))
    assert not five.game.unaffected(card, five.card("Grave Awake"))  # an ARTS
    burst = table.life_burst(
        malachite,
        f'trash: ["{IRON}", "{IRON}", "{garnet}"]\n'  # 3 x 3000
        f'opponent: {{signi: ["{FLAMBER}", "{CALIBURN}", "{KUKRI}"]}}',
        classic=True,
    )
    burst.burst()
    assert not any(CALIBURN in option for option in burst.options())  # 10000: above 9000
    burst.target(FLAMBER)
    assert burst.zone_of(FLAMBER) == Zone.ENER


@encodes("WX09-020")
def test_yog_sothoth_weakens_per_card_sent_back_to_the_deck_and_on_heaven(table: Table) -> None:
    osaki = "Osaki, Phantom Beast Deity"  # its [Action]: your green trash shuffled into the deck
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{YOG}", "{osaki}", ~]
            ener: ["{SWALLOW}", "{SWALLOW}"]
            trash: ["{CELLON}", "{VIOLA}", "{IRON}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
    """)
    game.action(osaki)
    game.target(CALIBURN)  # one -2000 for each green card sent back
    while game.decision is DecisionKind.TRIGGER_ORDER:
        game.first()
    game.target(CALIBURN)
    assert game.power(CALIBURN) == 6000 and game.power(FLAMBER) == 7000
    assert game.names(0, Zone.TRASH) == [IRON]
    heaven = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["{YOG} (downed)", "{SHUB}", ~]
          - signi: ["God Eater, Ultimate Sword", ~, ~]
    """)
    yog = heaven.card(YOG)
    heaven.attack(SHUB)  # Yog-Sothoth downed: [Heaven]
    yog_first = next(
        a for a in heaven.game.legal_actions() if heaven.game.pending[0][a.a].source == yog
    )
    heaven.game.apply_action(yog_first)
    # 15000 - 10000: within reach of Shub-Niggura's trash of 10000 or less.
    assert heaven.zone_of("God Eater, Ultimate Sword", 1) == Zone.TRASH
    burst = table.life_burst(YOG, f"trash: ['{KOONI}', '{IRON}']", classic=True)
    burst.burst()
    assert not any(IRON in option for option in burst.options())  # red
    burst.mode(1)  # Kooni, the only one, onto the field
    burst.pass_until(lambda g: g.zone_of(KOONI, 0) != Zone.TRASH)
    assert burst.zone_of(KOONI, 0) == Zone.SIGNI
