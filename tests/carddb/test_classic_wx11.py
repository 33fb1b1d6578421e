"""Classic booster WX11 (Destructed Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards that need what the language
cannot say yet (rearranging SIGNI, cancelling a spell, Chain, "unaffected by", a cost
reduced per card, ...) are left out."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
MIDORIKO = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
]
ULITH = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
]
AIYAI = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]
ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III"]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
KUKRI, FLAMBER, CALIBURN = "Kukri, Small Sword", "Flamber, Medium Sword", "Caliburn, Greatsword"
GOD_EATER = "God Eater, Ultimate Sword"  # white <Arm>, level 4, 15000
IRON, BRONDA = "Iron, Natural Stone", "Bronda, Natural Stone"  # red <Ore>
SC = "Code Art SC"  # blue <Electric Machine>, level 1
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1
CLIONE = "Clione, Water Phantom"  # blue <Water Beast>, level 1
GRAVE_AWAKE = "Grave Awake"  # ARTS, 1 black and 1 colorless: a SIGNI from the trash onto the field



@encodes("WX11-007", "WX11-014", "WX11-016", "WX11-019", "WX11-022")
def test_level_three_lrigs_act_when_put_into_the_lrig_trash_for_exceed(table: Table) -> None:
    eternal = "Tamayorihime, Eternal Miko"  # its second [Action]: [Exceed 2], a bounce
    for under, check in (
        ("Tamayorihime, Meek Miko", lambda g: not g.game.downed[g.card(CALIBURN)]),
        (
            "Hanayo-Three, Pure Love Fire",
            lambda g: g.game.has_keyword(g.card(CALIBURN), KW.DOUBLE_CRUSH),
        ),
        ("Code Piruluk Delta", lambda g: g.zone_of(PROCYON) == Zone.TRASH),
        ("Midoriko, Sowing Girl Type Three", lambda g: g.names(0, Zone.ENER) == [SC]),
        ("Ulith, Three Paths Enma", lambda g: g.names(0, Zone.HAND) == [KOONI]),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {[*TAMA[:3], under, eternal]}
                signi: ["{CALIBURN}"]
                deck: ["{SC}", "{IRON}"]
                trash: ["{KOONI}", "{KUKRI}"]
              - signi: ["{FLAMBER}"]
                hand: ["{PROCYON}"]
        """)
        game.game.downed[game.card(CALIBURN)] = 1
        game.act(ActionKind.USE_ACTION, eternal, b=1)
        game.choose(under, TAMA[0])
        if "Delta" in under:  # the bounced SIGNI is in that hand too: the opponent chooses
            game.discard(PROCYON)
        assert game.zone_of(FLAMBER) == Zone.HAND, under
        assert check(game), under


@encodes("WX11-001")
def test_tamayorihime_eternal_miko(table: Table) -> None:
    eternal = "Tamayorihime, Eternal Miko"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA}
            lrig_deck: ["{eternal}"]
            ener: {[KUKRI] * 3}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
    """)
    game.grow(eternal)
    game.choose(FLAMBER)
    game.into(0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*TAMA, eternal]}
          - lrig: {HANAYO}
    """)
    game.act(ActionKind.USE_ACTION, eternal, b=2)
    game.choose(TAMA[0], TAMA[1])
    assert game.game.has_keyword(game.game.center(1), KW.CANT_ATTACK)


@encodes("WX11-005")
def test_midoriko_piercing_woman(table: Table) -> None:
    four = "Midoriko, Piercing Woman Type Four"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MIDORIKO}
            lrig_deck: ["{four}"]
            ener: ["{KENDAMA}", "{KENDAMA}", "{KENDAMA}", "{SC}", "{IRON}"]
    """)
    game.grow(four)
    game.choose(SC, IRON)  # all there are after paying the grow cost
    assert sorted(game.names(0, Zone.HAND)) == sorted([IRON, SC])
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MIDORIKO, four]}
            signi: ["{KENDAMA}", "{CLIONE}"]
            deck: ["{SC}", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, four, b=1)
    game.choose(MIDORIKO[0])
    assert game.names(0, Zone.ENER) == [SC]
    assert not game.can(ActionKind.USE_ACTION, four) or all(
        a.b != 1 for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION
    )
    game.act(ActionKind.USE_ACTION, four, b=2)
    game.choose(MIDORIKO[1], MIDORIKO[2])
    assert game.game.has_keyword(game.card(KENDAMA), KW.LANCER)
    assert game.game.has_keyword(game.card(CLIONE), KW.LANCER)


@encodes("WX11-004")
def test_code_piruluk_lambda(table: Table) -> None:
    lambda_ = "Code Piruluk Lambda"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["{lambda_}"]
            ener: {[SC] * 3}
            deck: ["{IRON}", "{FLAMBER}", "{KUKRI}"]
          - hand: ["{KOONI}"]
    """)
    game.grow(lambda_)
    assert game.names(0, Zone.HAND) == [IRON]
    assert game.zone_of(KOONI) == Zone.TRASH
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*PIRULUK, lambda_]}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.act(ActionKind.USE_ACTION, lambda_, b=2)
    game.choose(*PIRULUK[:3])
    assert game.game.downed[game.card(CALIBURN)] and game.game.frozen[game.card(CALIBURN)]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, lambda_]}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
    """)
    game.act(ActionKind.USE_ACTION, lambda_, b=1)
    game.choose(PIRULUK[0])
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, IRON]


@encodes("WX11-006")
def test_ulith_scorching_enma(table: Table) -> None:
    scorching = "Ulith, Scorching Enma"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ULITH}
            lrig_deck: ["{scorching}"]
            ener: {[KOONI] * 3}
            deck: ["{IRON}", "{FLAMBER}", "{SC}", "{CALIBURN}"]
    """)
    game.grow(scorching)
    game.choose(IRON, SC)
    game.done()
    assert sorted(game.names(0, Zone.TRASH)) == sorted([IRON, SC, KOONI, KOONI, KOONI])
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, scorching]}
            deck: ["{IRON}", "{FLAMBER}", "{SC}"]
          - signi: ["{KOONI}"]
    """)
    game.act(ActionKind.USE_ACTION, scorching, b=1)
    game.choose(ULITH[0])
    assert game.zone_of(KOONI) == Zone.ENER
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, IRON]
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*ULITH, scorching]}
            hand: ["{SC}"]
            trash: ["{KOONI}", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, scorching, b=2)
    game.choose(ULITH[0])
    game.into(0)
    assert game.zone_of(KOONI) == Zone.SIGNI
    assert game.zone_of(SC) == Zone.TRASH


@encodes("WX11-011")
def test_summon_labyrinth_fetches_a_bigger_signi_for_iona(table: Table) -> None:
    for lrig, found in ((TAMA, FLAMBER), (IONA, GOD_EATER)):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig if lrig is TAMA else [*IONA, "Iona, Over/Maiden"]}
                lrig_deck: ["Summon Labyrinth"]
                ener: ["{KUKRI}", "{KUKRI}"]
                deck: ["{CALIBURN}", "{GOD_EATER}", "{FLAMBER}", "{IRON}"]
        """)
        game.use("Summon Labyrinth")
        if lrig is TAMA:
            assert "choose Caliburn, Greatsword" not in game.options()
        game.choose(found)
        game.into(0)
        assert game.zone_of(found) == Zone.SIGNI


@encodes("WX11-012")
def test_byzant_defense_taxes_an_attack(table: Table) -> None:
    for lrig, ener, can in ((TAMA, 3, False), (TAMA, 4, True), (IONA, 3, True), (IONA, 2, False)):
        game = table(
            f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {lrig}
                lrig_deck: ["Byzant Defense"]
                ener: ["{KUKRI}"]
              - signi: ["{CALIBURN}"]
                ener: {[SC] * ener}
            """,
            skip_forced=False,
        )
        game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Byzant Defense"))
        game.use("Byzant Defense")  # Caliburn, the only target
        game.pass_until(lambda g: g.game.current_player() == 1)
        assert game.can(ActionKind.ATTACK, CALIBURN) is can, (lrig[0], ener)


@encodes("WX11-015")
def test_absolute_extinction_discards_the_hand_to_banish_one_or_two(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Absolute Extinction"]
            ener: {{ener}}
            hand: {{hand}}
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source.format(lrig=TAMA, ener=[IRON], hand=[]))
    assert not game.can(ActionKind.USE_ARTS)
    game = table(source.format(lrig=HANAYO, ener=[IRON], hand=[KUKRI, SC, KOONI]))
    game.use("Absolute Extinction")
    game.target(CALIBURN)
    assert game.count(0, Zone.HAND) == 0
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER
    game = table(source.format(lrig=TAMA, ener=[IRON, IRON], hand=[KUKRI, SC]))
    game.use("Absolute Extinction")
    game.target(CALIBURN)
    assert game.zone_of(FLAMBER) == Zone.SIGNI


@encodes("WX11-026")
def test_hestia(table: Table) -> None:
    hestia = "Hestia, Altar of Sacred Fire"
    angels = ["Sandalphon, Secretary of Heaven's Right", "Metatron, Secretary of Heaven's Left"]
    tama4 = [*TAMA, "Tamayorihime, Sky Miko"]
    source = f"""
        format: classic
        players:
          - lrig: {tama4}
            hand: ["{hestia}"]
            life: {{life}}
            deck: ["{angels[0]}", "{IRON}", "{angels[1]}", "{SC}"]
    """
    game = table(source.format(life=[KUKRI]))
    game.play(hestia, 0)
    game.choose(*angels)
    game.into(1)  # and the other into the last empty SIGNI zone
    assert game.count(0, Zone.SIGNI) == 3
    game = table(source.format(life=[KUKRI, KUKRI]))
    game.play(hestia, 0)
    assert game.count(0, Zone.SIGNI) == 1
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {tama4}
            life: ["{KUKRI}", "{KUKRI}"]
            trash: ["{hestia}"]
          - signi: [null, null, "{CALIBURN}"]
    """)
    game.attack(CALIBURN)  # a Life Cloth crushed: Hestia may come back
    game.accept()
    game.into(0)
    assert game.zone_of(hestia) == Zone.SIGNI
    burst = table.life_burst(hestia, f'{{lrig: {tama4}, deck: ["{IRON}", "{angels[0]}"]}}', classic=True)
    burst.burst()
    burst.choose(angels[0])
    burst.mode(0)  # into the hand, or onto the field
    assert burst.zone_of(angels[0]) == Zone.HAND
