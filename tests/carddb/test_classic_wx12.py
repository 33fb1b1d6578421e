"""Classic booster WX12 (Replied Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards that need what the language
cannot say yet (a SIGNI "with no abilities", "unaffected by", a cost reduced per card,
...) are left out. The set's reprints
(WX12-Re..) are numbered by their first printing (PR-..., SP03-..., SP06-...)."""

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
MIRURUN = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto", "Mirurun Milli"]
YUZUKI = ["Yuzuki-Zero", "Yuzuki-One", "Yuzuki-Two", "Yuzuki-Three"]
REMEMBER = [
    "Remember, Star-Reading Miko",
    "Remember Morni, Star-Reading Miko",
    "Remember Noon, Star-Reading Miko",
]
AIYAI = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]
ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III"]
UMR = [
    "Umuru=Noll, Wielder of the Key of Creation",
    "Umr=Ett, Wielder of the Key of Chaos",
    "Umr=Två, Wielder of the Key of Chaos",
]
KUKRI, FLAMBER, CALIBURN = "Kukri, Small Sword", "Flamber, Medium Sword", "Caliburn, Greatsword"
GOD_EATER = "God Eater, Ultimate Sword"  # white <Arm>, level 4, 15000
IRON, BRONDA = "Iron, Natural Stone", "Bronda, Natural Stone"  # red <Ore>
SC = "Code Art SC"  # blue <Electric Machine>, level 1
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1
SPELL = "BAD CONDITION"  # blue, 1 blue
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1
SULFUR, TITANIUM, MANGANESE = (
    "Sulfur, Natural Source",
    "Titanium, Natural Source",
    "Manganese, Natural Source",
)  # blue <Atom>, levels 1-3
ANGELS = [
    "Sarie, Improvement of Historical Fact",
    "Urie, Sudden Ruination",
    "Raphae, From Your Tomorrow",
    "Gabrie, Future of the Archangel",
]  # white <Angel>, levels 1-4
CUELEP, KANNYA = "Cuélep, Phantom Dragon", "Kannya, Phantom Dragon"  # red <Dragon Beast>
BLACK = "Child Ant, Phantom Insect"  # black, level 1
SPELLS = ["TREASURE", "Call", "Reinforcement", "Get Index"]


@encodes("PR-106")
def test_ruriru_leaves_unless_the_top_card_is_red(table: Table) -> None:
    ruriru = "Ruriru, Natural Stone"
    for top, stays in ((IRON, True), (SC, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                hand: ["{ruriru}"]
                deck: ["{top}", "{KUKRI}"]
        """)
        game.play(ruriru, 0)
        assert (game.zone_of(ruriru) == Zone.SIGNI) is stays, top
    burst = table.life_burst(ruriru, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("PR-107", "PR-108", "PR-142")
def test_spells_that_banish_your_own_signi_for_an_effect(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            hand: ["{spell}"]
            signi: {mine}
            ener: {ener}
            deck: ["{iron}", "{procyon}"]
          - lrig: {tama4}
            signi: ["{big}", "{flamber}"]
            hand: ["{kooni}"]
    """
    names = {
        "iron": IRON,
        "procyon": PROCYON,
        "big": GOD_EATER,
        "flamber": FLAMBER,
        "tama4": [*TAMA, "Tamayorihime, Sky Miko"],
    }
    game = table(
        source.format(
            lrig=PIRULUK, spell="CRYSTAL SEAL", mine=[SULFUR], ener=[SC], kooni=KOONI, **names
        )
    )
    game.use("CRYSTAL SEAL")
    assert game.zone_of(SULFUR) == Zone.ENER
    assert game.zone_of(KOONI) == Zone.TRASH
    game = table(
        source.format(
            lrig=MIDORIKO, spell="Sacrifice", mine=[KENDAMA], ener=[KENDAMA], kooni=KOONI, **names
        )
    )
    game.use("Sacrifice")
    assert game.zone_of(GOD_EATER) == Zone.ENER  # 15000: 12000 or more
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    iona = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
    game = table(
        source.format(
            lrig=iona, spell="Torchen Whip", mine=[KUKRI, KOONI], ener=[BLACK], kooni=SC, **names
        )
    )
    game.use("Torchen Whip")
    game.mode(1)  # a black SIGNI
    assert game.zone_of(KOONI) == Zone.ENER
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER) != Zone.SIGNI  # 7000 - 7000
    game = table(
        source.format(
            lrig=iona, spell="Torchen Whip", mine=[CALIBURN], ener=[BLACK], kooni=SC, **names
        )
    )
    game.use("Torchen Whip")
    game.mode(0)  # a white SIGNI
    game.choose(PROCYON)
    assert game.names(0, Zone.HAND) == [PROCYON]


@encodes("PR-109", "SP03-010")
def test_belphego_trashes_a_devil_and_thousand_punish_weakens(table: Table) -> None:
    belphego = "Belphego, Lustful Sinner"
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH}
            hand: ["{belphego}"]
            deck: ["{IRON}", "{KOONI}"]
    """)
    game.play(belphego, 0)
    game.choose(KOONI)
    assert game.zone_of(KOONI) == Zone.TRASH
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Thousand Punish"]
            ener: ["{KOONI}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("Thousand Punish")
    assert game.power(FLAMBER) == 5000


@encodes("SP06-001", "SP06-009", "SP06-010")
def test_mirurun_atoms(table: Table) -> None:
    zepto = [*MIRURUN, "Mirurun Zepto"]
    source = f"""
        format: classic
        players:
          - lrig: {zepto}
            signi: {{signi}}
    """
    game = table(source.format(signi=[SULFUR, TITANIUM, MANGANESE]))
    assert [game.power(SULFUR), game.power(TITANIUM)] == [5000, 9000]
    game = table(source.format(signi=[SULFUR, TITANIUM, KUKRI]))
    assert game.power(SULFUR) == 3000
    game = table(f"""
        format: classic
        players:
          - lrig: {MIRURUN}
            lrig_deck: ["Chemical Flash"]
            ener: {[SC] * 5}
            trash: ["{SULFUR}", "{TITANIUM}", "{IRON}"]
          - signi: ["{FLAMBER}", "{KUKRI}", "{CALIBURN}"]
    """)
    game.use("Chemical Flash")
    game.choose(SULFUR, TITANIUM)
    assert "choose Caliburn, Greatsword" not in game.options()  # level three: above two
    game.target(FLAMBER)  # a total level of two: nothing more fits
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.zone_of(SULFUR) == Zone.DECK and game.zone_of(TITANIUM) == Zone.DECK
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Welcome Draw"]
            ener: ["{SC}"]
            deck: ["{IRON}", "{FLAMBER}", "{PROCYON}"]
    """)
    game.use("Welcome Draw")
    game.discard(IRON, FLAMBER)
    assert game.names(0, Zone.HAND) == [PROCYON]


@encodes("PR-138")
def test_aglaea_takes_an_angel_when_the_top_three_are_angels(table: Table) -> None:
    aglaea = "Aglaea, Innocent Brightness"
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{aglaea}"]
            deck: {{deck}}
    """
    game = table(source.format(deck=[*ANGELS[:3], KUKRI]))
    game.play(aglaea, 0)
    game.choose(ANGELS[1])
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [ANGELS[1]]
    game = table(source.format(deck=[ANGELS[0], IRON, ANGELS[1], KUKRI]))
    game.play(aglaea, 0)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == []
    burst = table.life_burst(aglaea, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("PR-140", "PR-141")
def test_code_art_dtp_and_tsubaki(table: Table) -> None:
    dtp = "Code Art DTP"
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["{dtp}"]
            deck: ["{IRON}"]
          - signi: ["{FLAMBER}"]
    """
    game = table(source)
    game.game.frozen[game.card(FLAMBER)] = True
    game.play(dtp, 0)
    assert game.names(0, Zone.HAND) == [IRON]
    game = table(source)
    game.play(dtp, 0)
    assert game.names(0, Zone.HAND) == []
    tsubaki = "Tsubaki, Natural Plant"
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            signi: ["{tsubaki}"]
            ener: ["{KENDAMA}"]
            trash: ["Servant O2", "{IRON}"]
    """)
    game.action(tsubaki)
    assert game.zone_of(tsubaki) == Zone.TRASH
    assert game.names(0, Zone.HAND) == ["Servant O2"]
    burst = table.life_burst(tsubaki, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX12-026")
def test_leguas(table: Table) -> None:
    leguas, romail = "Leguas, Shin Armor", "Romail, Helmet Armor"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            hand: ["{leguas}", "{romail}"]
            signi: ["{romail}"]
            ener: ["{KUKRI}"]
            deck: ["{GOD_EATER}", "{IRON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.play(leguas, 2)
    while game.decision != DecisionKind.MAIN:  # three [On-Play] abilities, each accepted
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        elif game.decision == DecisionKind.TARGET:
            game.target(FLAMBER if game.zone_of(FLAMBER) == Zone.SIGNI else CALIBURN)
        else:
            game.first()
    assert game.zone_of(GOD_EATER) == Zone.HAND  # a level four SIGNI on top
    assert game.zone_of(FLAMBER) == Zone.HAND and game.zone_of(CALIBURN) == Zone.HAND
    assert game.count(0, Zone.ENER) == 0
    # Without a Romail on the field, the white paid returns nothing.
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            hand: ["{leguas}"]
            ener: ["{KUKRI}"]
            deck: ["{IRON}", "{IRON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.play(leguas, 2)
    while game.decision != DecisionKind.MAIN:
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        else:
            game.first()
    assert game.count(0, Zone.ENER) == 0  # paid
    assert game.zone_of(FLAMBER) == Zone.SIGNI and game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX12-043", "WX12-044", "WX12-045")
def test_flathro_soldiers(table: Table) -> None:
    second = "Flathro Second Lieutenant, Roaring Flame"
    sergeant = "Flathro Sergeant, Explosive Flame"
    corporal = "Flathro Lance Corporal, Small Flame"
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["{second}"]
            trash: {{trash}}
          - signi: ["{FLAMBER}"]
    """
    game = table(source.format(trash=[corporal, sergeant]))
    game.play(second, 0)
    assert game.zone_of(FLAMBER) == Zone.ENER
    game = table(source.format(trash=[corporal]))
    game.play(second, 0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    burst = table.life_burst(second, f'deck: ["{IRON}", "{corporal}"]', classic=True)
    burst.burst()
    burst.mode(1)
    burst.choose(corporal)
    assert burst.names(0, Zone.HAND) == [corporal]
    for card, found in ((sergeant, second), (corporal, sergeant)):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                signi: ["{card}"]
                hand: ["{SC}"]
                deck: ["{IRON}", "{found}"]
        """)
        game.action(card)
        game.choose(found)
        assert game.names(0, Zone.HAND) == [found], card
        assert game.zone_of(SC) == Zone.TRASH


@encodes("WX12-055", "WX12-054")
def test_code_arts_mill_and_draw_for_a_spell(table: Table) -> None:
    for card, milled in (("Code Art †SC†", 2), ("Code Art †JV†", 3)):
        for top, drawn in (([KUKRI] * (milled - 1) + ["Call"], 1), ([KUKRI] * milled, 0)):
            game = table(f"""
                format: classic
                players:
                  - lrig: {PIRULUK}
                    hand: ["{card}"]
                    deck: {[*top, IRON, SC]}
            """)
            game.play(card, 0)
            assert game.count(0, Zone.TRASH) == milled, card
            assert game.count(0, Zone.HAND) == drawn, (card, top)


@encodes("WX12-CB02")
def test_punito_reveals_at_the_start_of_the_attack_phase(table: Table) -> None:
    punito = "Punito, Phantom Beast"
    source = f"""
        format: classic
        phase: main
        players:
          - lrig: {MIDORIKO}
            signi: ["{punito}"]
            deck: ["{{top}}", "{SC}", "{IRON}"]
          - signi: [null, "{FLAMBER}"]
    """
    game = table(source.format(top=KUKRI))
    game.end_main()
    game.pass_until(lambda g: g.power(punito) > 5000 or g.game.current_player() == 1)
    assert game.power(punito) == 10000
    game = table(source.format(top=FLAMBER))
    game.end_main()
    game.pass_until(lambda g: g.count(0, Zone.ENER) == 1 or g.game.current_player() == 1)
    assert game.count(0, Zone.ENER) == 1
    game = table(source.format(top=GOD_EATER))
    game.end_main()
    game.pass_until(lambda g: g.count(0, Zone.HAND) == 1 or g.game.current_player() == 1)
    assert game.names(0, Zone.HAND) == [GOD_EATER]
    game = table(source.format(top=CALIBURN))  # level three: [Lancer] this turn
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert game.game.has_keyword(game.card(punito), KW.LANCER)
    game = table(source.format(top=KUKRI))  # level one: +5000 and no [Lancer]
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert not game.game.has_keyword(game.card(punito), KW.LANCER)
    game = table(source.format(top="Diabride, Natural Pyroxene"))  # level five: banish
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert game.zone_of(FLAMBER) == Zone.ENER


@encodes("WX12-046")
def test_aorika_assassin_with_a_full_hand_and_leaves_at_the_end_of_turn(table: Table) -> None:
    aorika = "Aorika, Water Phantom"
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            signi: ["{aorika}"]
            hand: {{hand}}
    """
    game = table(source.format(lrig=ELDORA, hand=[SC] * 7))
    assert game.game.has_keyword(game.card(aorika), KW.ASSASSIN)
    game.end_main()
    game.pass_until(lambda g: g.game.current_player() == 1)
    assert game.zone_of(aorika) == Zone.TRASH
    game = table(source.format(lrig=TAMA, hand=[SC] * 7))
    assert not game.game.has_keyword(game.card(aorika), KW.ASSASSIN)
    game = table(source.format(lrig=ELDORA, hand=[SC] * 6))
    assert not game.game.has_keyword(game.card(aorika), KW.ASSASSIN)
    game.end_main()
    game.pass_until(lambda g: g.game.current_player() == 1)
    assert game.zone_of(aorika) == Zone.SIGNI
    burst = table.life_burst(aorika, classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.count(0, Zone.ENER) == 2  # the crushed card, and one charged


@encodes("WX12-049")
def test_insight_is_cheaper_with_electric_machines_and_takes_one_of_three(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["INSIGHT"]
            signi: {{signi}}
            ener: {{ener}}
            deck: ["{IRON}", "{FLAMBER}", "{PROCYON}", "{KUKRI}"]
    """
    assert not table(source.format(signi=[SC], ener=[SC])).can(ActionKind.USE_SPELL)
    both = table(source.format(signi=[SC, "Code Art †SC†"], ener=[]))
    assert both.can(ActionKind.USE_SPELL)
    game = table(source.format(signi=[SC], ener=[KOONI]))
    game.use("INSIGHT")
    game.choose(FLAMBER)
    assert game.names(0, Zone.HAND) == [FLAMBER]
    assert game.zone_of(IRON) == Zone.DECK and game.zone_of(PROCYON) == Zone.DECK


@encodes("WX12-053")
def test_code_art_drs_weakens_by_the_spells_in_the_trash(table: Table) -> None:
    drs = "Code Art †DRS†"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {PIRULUK}
            signi: [null, null, "{drs}"]
            trash: {[*SPELLS, *SPELLS]}
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            signi: ["{GOD_EATER}"]
    """)
    game.attack(drs)
    assert game.power(GOD_EATER) == 9000  # eight spells: twice --3000


@encodes("WX12-031")
def test_vanadium_trades_itself_for_an_opposing_signi(table: Table) -> None:
    vanadium = "Vanadium, Natural Source"
    game = table(f"""
        format: classic
        phase: main
        players:
          - lrig: {MIRURUN[:4]}
            signi: ["{vanadium}"]
          - signi: ["{CALIBURN}"]
    """)
    game.end_main()
    game.pass_until(lambda g: g.game.current_player() == 1)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL and g.game.current_player() == 0)
    game.accept()
    assert game.zone_of(vanadium) == Zone.ENER
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("WX12-034", "WX12-036", "WX12-025")
def test_signi_that_keep_their_guard_only_under_their_lrig(table: Table) -> None:
    for card, own, other in (
        ("Sunabase, Third Play", AIYAI, TAMA),
        ("Aphud, Phantom Insect", ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"], TAMA),
        (
            "Alkes, Natural Star",
            [
                "Sashe Nouvelle, Eternal Messenger",
                "Sashe Crois, Eternal Messenger",
                "Sashe Quartier, Eternal Messenger",
                "Sashe Moitié, Eternal Messenger",
            ],
            TAMA,
        ),
    ):
        source = f"""
            format: classic
            players:
              - lrig: {{lrig}}
                hand: ["{card}"]
        """
        mine = table(source.format(lrig=own))
        assert mine.game.has_keyword(mine.card(card), KW.GUARD), card
        theirs = table(source.format(lrig=other))
        assert not theirs.game.has_keyword(theirs.card(card), KW.GUARD), card
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.ENER) == 2, card


@encodes("WX12-035")
def test_recorders_negates_an_attack_from_the_trash(table: Table) -> None:
    recorders = "Recorders, Tone of Nostalgia"
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {MIDORIKO}
            trash: ["{recorders}"]
            life: ["{IRON}"]
            ener: ["{KENDAMA}", "{KENDAMA}", "{KUKRI}"]
          - signi: [null, null, "{CALIBURN}"]
    """)
    game.attack(CALIBURN)
    game.accept()
    game.pass_until(lambda g: g.decision != DecisionKind.PAYMENT)
    assert game.zone_of(recorders) == Zone.REMOVED
    assert game.names(0, Zone.LIFE) == [IRON]  # no damage
    assert game.count(0, Zone.ENER) == 0


@encodes("WX12-027")
def test_sahohime_draws_with_five_angel_names_in_the_trash(table: Table) -> None:
    sahohime = "Sahohime, Spring Princess of Smiling"
    for trash, drawn in (([*ANGELS, "Aglaea, Innocent Brightness"], 1), ([*ANGELS, ANGELS[0]], 0)):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA}
                hand: ["{sahohime}"]
                trash: {trash}
        """)
        game.play(sahohime, 0)
        assert game.count(0, Zone.HAND) == drawn


@encodes("WX12-028")
def test_velocira_trashes_an_ener_when_crushing_beside_a_dragon(table: Table) -> None:
    velocira = "Velocira, Phantom Dragon"
    for partner, trashed in ((CUELEP, True), (IRON, False)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {YUZUKI}
                signi: ["{velocira}", "{partner}"]
              - life: ["{KUKRI}", "{KUKRI}"]
                ener: ["{SC}"]
        """)
        game.attack(velocira)
        game.pass_until(
            lambda g: g.zone_of(SC) != Zone.ENER or g.decision == DecisionKind.SIGNI_ATTACK
        )
        assert (game.zone_of(SC) == Zone.TRASH) is trashed, partner


@encodes("WX12-020")
def test_daihouika(table: Table) -> None:
    daihouika = "Daihouika, Water Phantom Princess"
    eldora4 = [*ELDORA, "Eldora×Mark IV PLUS"]
    game = table(f"""
        format: classic
        players:
          - lrig: {eldora4}
            signi: [null, null, "{daihouika}"]
            deck: ["{SC}", "{IRON}", "{KUKRI}", "{PROCYON}"]
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            signi: ["{GOD_EATER}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.end_main()
    game.pass_until(lambda g: g.count(0, Zone.HAND) == 2)
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, daihouika))
    game.attack(daihouika)
    game.discard(SC, IRON)  # the whole hand
    assert game.power(GOD_EATER) == 3000
    burst = table.life_burst(daihouika, f'hand: ["{SC}", "{IRON}", "{KUKRI}"]', classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 5
    burst = table.life_burst(
        daihouika, f'hand: ["{SC}", "{IRON}", "{FLAMBER}", "{KUKRI}"]', classic=True
    )
    burst.burst()
    assert burst.count(0, Zone.HAND) == 5


@encodes("WX12-016")
def test_umr_tre_salvages_two_when_exceeded(table: Table) -> None:
    umr_tre = "Umr=Tre, Wielder of the Key of Impartiality"
    eternal = "Tamayorihime, Eternal Miko"  # its second [Action]: [Exceed 2], a bounce
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA[:3], umr_tre, eternal]}
            trash: ["{KOONI}", "{PROCYON}", "{IRON}"]
          - signi: ["{FLAMBER}"]
    """)
    game.act(ActionKind.USE_ACTION, eternal, b=1)
    game.choose(umr_tre, TAMA[0])
    game.pass_until(lambda g: g.decision == DecisionKind.TARGET)
    assert "choose Iron, Natural Stone" not in game.options()
    game.target(KOONI, PROCYON)
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOONI, PROCYON])


@encodes("WX12-013")
def test_draw_dissolve_draws_by_level_and_weakens_by_hand(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["Draw Dissolve"]
            lrig_trash: {{lrig_trash}}
            ener: {{ener}}
            deck: {[IRON] * 5}
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            signi: ["{GOD_EATER}"]
    """
    assert not table(source.format(lrig_trash=[], ener=[SC, SC, KOONI, KOONI])).can(
        ActionKind.USE_ARTS
    )
    game = table(
        source.format(lrig_trash=["Welcome Draw", "Thousand Punish"], ener=[SC, SC, KOONI, KOONI])
    )
    game.use("Draw Dissolve")
    assert game.count(0, Zone.HAND) == 3  # the LRIG's level
    assert game.power(GOD_EATER) == 9000


@encodes("WX12-014")
def test_arowana_panic_tops_a_signi_and_renews_a_life_cloth_for_eldora(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA}
            lrig_deck: ["Arowana Panic"]
            ener: ["{SC}", "{SC}", "{KUKRI}", "{KUKRI}"]
            life: ["{KUKRI}"]
            deck: ["{PROCYON}", "{IRON}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Arowana Panic")
    assert game.zone_of(CALIBURN) == Zone.DECK
    game.accept()
    game.pass_until(lambda g: g.zone_of(PROCYON) == Zone.LIFE or g.decision == DecisionKind.MAIN)
    assert game.zone_of(PROCYON) == Zone.LIFE


@encodes("WX12-009")
def test_crystal_break_banishes_frozen_signi(table: Table) -> None:
    for lrig, gone in ((REMEMBER, 2), (TAMA, 1)):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                lrig_deck: ["Crystal Break"]
                ener: ["{SC}"]
              - signi: ["{FLAMBER}", "{CALIBURN}", "{IRON}"]
        """)
        for card in (FLAMBER, CALIBURN):
            game.game.frozen[game.card(card)] = True
        game.use("Crystal Break")
        if game.decision == DecisionKind.TARGET:
            game.target(FLAMBER)
        assert game.count(1, Zone.SIGNI) == 3 - gone, lrig[0]
        assert game.zone_of(IRON) == Zone.SIGNI


@encodes("WX12-012")
def test_code_piruluk_phi_pays_blue_and_black_on_play(table: Table) -> None:
    phi = "Code Piruluk Phi"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {PIRULUK[:3]}
            lrig_deck: ["{phi}"]
            ener: ["{SC}", "{KOONI}", "{SC}", "Child Ant, Phantom Insect"]
            trash: ["{KOONI}"]
          - hand: ["{IRON}"]
    """)
    game.grow(phi)
    while game.decision != DecisionKind.MAIN:
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        else:
            game.first()
    assert game.zone_of(IRON) == Zone.TRASH
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 0


@encodes("WX12-051", "WX12-052", "WX12-050")
def test_phantom_dragons_charge_a_revealed_dragon(table: Table) -> None:
    for card, ener, charged in (
        ("#Stegoceras#, Phantom Dragon", [KUKRI] * 3, True),
        ("#Stegoceras#, Phantom Dragon", [KUKRI] * 4, False),
        ("#Dracorex#, Phantom Dragon", [], True),
        ("#Dracorex#, Phantom Dragon", [KUKRI], False),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {YUZUKI}
                hand: ["{card}"]
                ener: {ener}
                deck: ["{CUELEP}", "{IRON}"]
        """)
        game.play(card, 0)
        assert (game.zone_of(CUELEP) == Zone.ENER) is charged, (card, len(ener))
    iguanodon = "#Iguanodon#, Phantom Dragon"
    for top, where in ((KANNYA, Zone.ENER), (IRON, Zone.DECK)):
        game = table(f"""
            format: classic
            players:
              - lrig: {YUZUKI}
                signi: ["{iguanodon}"]
                deck: ["{top}", "{SC}"]
        """)
        game.action(iguanodon)
        assert game.zone_of(top) == where
    burst = table.life_burst(iguanodon, f"lrig: {YUZUKI}", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX12-004")
def test_dragon_guided_wave_crushes_your_own_life_cloth_to_banish(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Dragon-Guided Wave"]
            ener: ["{IRON}", "{KENDAMA}"]
            life: ["{{top}}", "{KUKRI}"]
            deck: ["{SC}", "{PROCYON}"]
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(lrig=YUZUKI, top="Servant O3"))  # with a Life Burst
    game.use("Dragon-Guided Wave")
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.zone_of(SC) == Zone.LIFE  # the crushed card had a Life Burst
    assert game.count(0, Zone.LIFE) == 2
    game = table(source.format(lrig=HANAYO, top="Servant O3"))
    game.use("Dragon-Guided Wave")
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.count(0, Zone.LIFE) == 1


@encodes("WX12-CB01")
def test_bolshack_grows_with_dragons_in_the_trash(table: Table) -> None:
    bolshack = "Bolshack, Phantom Dragon"
    source = f"""
        format: classic
        phase: {{phase}}
        players:
          - signi: [null, null, "{bolshack}"]
            trash: {{trash}}
          - signi: ["{FLAMBER}"]
    """
    game = table(source.format(phase="main", trash=[CUELEP] * 10))
    assert game.power(bolshack) == 6000
    game = table(source.format(phase="attack", trash=[CUELEP] * 6))
    assert game.power(bolshack) == 12000
    assert game.game.has_keyword(game.card(bolshack), KW.DOUBLE_CRUSH)
    game.attack(bolshack)
    assert game.zone_of(FLAMBER) == Zone.SIGNI  # six: not ten
    game = table(source.format(phase="attack", trash=[CUELEP] * 10))
    game.attack(bolshack)
    assert game.zone_of(FLAMBER) == Zone.ENER
    burst = table.life_burst(bolshack, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX12-005")
def test_cthulhu_call_chooses_two_for_tawil_or_umr(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Cthulhu Call"]
            ener: ["{KUKRI}", "{KOONI}", "{SC}"]
            trash: ["{PROCYON}"]
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(lrig=UMR))
    game.use("Cthulhu Call")
    game.mode(0)
    assert "choose Hanayo-Three" in game.options()  # a SIGNI or the LRIG
    game.target(CALIBURN)
    while game.decision in (DecisionKind.MODE, DecisionKind.ZONE, DecisionKind.TARGET):
        if game.decision == DecisionKind.MODE:
            game.mode(1)
        elif game.decision == DecisionKind.ZONE:
            game.into(0)
        else:
            game.target(PROCYON)
    assert game.game.has_keyword(game.card(CALIBURN), KW.CANT_ATTACK)
    assert game.zone_of(PROCYON) == Zone.SIGNI
    game = table(source.format(lrig=TAMA))
    game.use("Cthulhu Call")
    game.mode(1)
    if game.decision == DecisionKind.TARGET:
        game.target(PROCYON)
    game.into(0)
    assert game.zone_of(PROCYON) == Zone.SIGNI
    assert not game.game.has_keyword(game.card(CALIBURN), KW.CANT_ATTACK)


@encodes("WX12-038")
def test_zwei_entora_banishes_the_signi_in_front_at_each_end_of_turn(table: Table) -> None:
    entora = "Zwei=Entora"
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH}
            signi: ["{entora}"]
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """)
    game.end_main()
    game.pass_until(lambda g: g.zone_of(CALIBURN) != Zone.SIGNI or g.game.current_player() == 1)
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    burst = table.life_burst(entora, classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2


@encodes("WX12-039")
def test_sayuragi_mills_both_decks_and_weakens_by_the_trashes(table: Table) -> None:
    sayuragi = "Sayuragi, Lesser Sin of Wandering Fluctuation"
    alfou = ["Alfou", "Alfou, Bride of Karma", "Alfou, Bride of Usurpation"]
    game = table(f"""
        format: classic
        players:
          - lrig: {alfou}
            hand: ["{sayuragi}"]
            trash: {[KUKRI] * 5}
          - signi: ["{CALIBURN}"]
            trash: {[IRON] * 3}
    """)
    game.play(sayuragi, 0)
    assert game.power(CALIBURN) == 8000  # eight cards in the trashes: twice --1000
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {alfou}
            signi: ["{sayuragi}"]
            deck: {[KUKRI] * 5}
          - deck: {[IRON] * 5}
    """)
    game.attack(sayuragi)
    assert game.count(0, Zone.TRASH) == 3 and game.count(1, Zone.TRASH) == 3
    for lrig, milled in ((alfou, 10), (ULITH, 0)):
        burst = table.life_burst(
            sayuragi,
            f"{{lrig: {lrig}, deck: {[KUKRI] * 12}, opponent: {{deck: {[IRON] * 12}, "
            f'signi: [null, null, "{KUKRI}"]}}}}',
            classic=True,
        )
        burst.burst()
        assert burst.count(1, Zone.TRASH) == milled


@encodes("WX12-056")
def test_purple_stain_costs_less_per_purple_stain_in_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Purple Stain"]
            trash: ["Purple Stain", "Purple Stain"]
            ener: ["{KOONI}"]
          - signi: ["{CALIBURN}"]
    """)
    stain = game.card("Purple Stain", zone=Zone.HAND)
    assert sum(game.use_cost(stain)) == 1
    game.use("Purple Stain")
    game.pay()
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("WX12-032")
def test_tornado_discards_a_blue_spell_to_cost_less_and_banishes_with_the_larger_hand(
    table: Table,
) -> None:
    source = f"""
        format: classic
        players:
          - hand: ["TORNADO", "TORNADO", "{SC}"]
            ener: ["{SC}", "{SC}"]
          - signi: ["{CALIBURN}"]
            hand: {{theirs}}
    """
    game = table(source.format(theirs=[KOONI]))
    game.use("TORNADO")
    game.accept()  # discard the other TORNADO: it costs nothing
    game.pass_until(lambda g: g.decision != DecisionKind.DISCARD)
    assert game.count(0, Zone.ENER) == 2
    assert game.zone_of(CALIBURN) == Zone.ENER  # one card each: equal
    game = table(source.format(theirs=[KOONI, KOONI, KOONI]))  # two cards to three
    game.use("TORNADO")
    game.decline()
    game.pay()
    assert game.count(0, Zone.ENER) == 0 and game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX12-030")
def test_code_art_psm_searches_a_spell_of_the_discarded_spells_color(table: Table) -> None:
    psm = "Code Art PSM"
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["{psm}", "TORNADO"]
            deck: ["Purple Stain", "Spinning Knowledge", "COOLING OFF", "{SC}"]
    """)
    game.play(psm)
    game.accept()
    assert "choose Purple Stain" not in game.options()  # black, not blue
    game.choose("COOLING OFF")
    assert game.zone_of("COOLING OFF") == Zone.HAND and game.zone_of("TORNADO") == Zone.TRASH


KRELIM = "Code Maze Krelim"  # white <Labyrinth>, level 1, 1000
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
HANAYO5 = [*HANAYO4, "Hanayo-Five"]  # its abilities are not encoded


@encodes("WX12-041", "WX12-042")
def test_ekarite_and_krelim_charge_and_draw_against_a_signi_with_no_abilities(
    table: Table,
) -> None:
    source = f"""
        format: classic
        players:
          - hand: ["Code Maze Ekarite", "{KRELIM}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - signi: [{{theirs}}, ~, ~]
    """
    game = table(source.format(theirs=f'"{KUKRI}"'))  # a SIGNI with no abilities
    game.play("Code Maze Ekarite", 0)
    assert game.count(0, Zone.ENER) == 1
    game.play(KRELIM, 1)
    assert game.names(0, Zone.HAND) == [SC]
    game = table(source.format(theirs=f'"{KRELIM}"'))  # one with an ability
    game.play("Code Maze Ekarite", 0)
    game.play(KRELIM, 1)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.HAND) == 0


@encodes("WX12-040")
def test_spanacra_returns_a_signi_with_no_abilities(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["Code Maze Spanacra"]
            ener: ["{KUKRI}"]
          - signi: ["{KRELIM}", "{FLAMBER}", ~]
    """)
    game.play("Code Maze Spanacra", 0)
    game.accept()  # pay 1 white: Flamber, the only SIGNI with no abilities
    assert game.names(1, Zone.HAND) == [FLAMBER] and game.zone_of(KRELIM) == Zone.SIGNI
    burst = table.life_burst("Code Maze Spanacra", f"deck: ['{SC}']", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.names(0, Zone.HAND) == [SC]
    burst = table.life_burst("Code Maze Spanacra", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.count(1, Zone.HAND) == 1 and burst.count(1, Zone.SIGNI) == 0


@encodes("WX12-018")
def test_gabrielt_is_unaffected_but_by_arts_and_trashes_all_with_three_angels(
    table: Table,
) -> None:
    gabrielt = "Gabrielt, Future of the True Angel"
    arts = ["Firefly Sparks", "Burning Stone Flame", "Back Against the Flame", "Lit Situation"]
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO5}
            lrig_trash: {arts}
            signi: ["{ANGELS[0]}", "{gabrielt}", "{ANGELS[1]}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
    """)
    game.end_main()
    game.attack(gabrielt)
    assert game.count(1, Zone.SIGNI) == 0 and game.count(1, Zone.TRASH) == 2
    # Three ARTS in the LRIG trash: no ability.
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO5}
            lrig_trash: {arts[:3]}
            signi: ["{ANGELS[0]}", "{gabrielt}", "{ANGELS[1]}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
    """)
    game.end_main()
    game.attack(gabrielt)
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    # The opponent's spell cannot choose it; their ARTS can.
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {HANAYO5}
            signi: ["{gabrielt}", ~, ~]
          - lrig: {HANAYO4}
            hand: ["Flame Ball, Falling Star"]
            lrig_deck: ["Firefly Sparks"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("Flame Ball, Falling Star")
    assert game.zone_of(gabrielt) == Zone.SIGNI  # no target: the spell does nothing
    assert game.zone_of("Flame Ball, Falling Star") == Zone.TRASH
    game.use("Firefly Sparks")
    assert game.zone_of(gabrielt) == Zone.ENER


@encodes("WX12-018")
def test_gabrielt_life_burst_trashes_a_signi(table: Table) -> None:
    burst = table.life_burst("Gabrielt, Future of the True Angel", classic=True)
    burst.burst()
    assert burst.count(1, Zone.TRASH) == 1 and burst.count(1, Zone.SIGNI) == 0


@encodes("WX12-047", "WX12-048")
def test_water_phantom_squids_draw_as_they_attack_and_discard_at_the_end_of_that_turn(
    table: Table,
) -> None:
    for squid in ("Yariika, Water Phantom", "Hotaruika, Water Phantom"):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {TAMA}
                signi: ["{squid}"]
                deck: ["{KOONI}", "{PROCYON}", "{KENDAMA}"]
              - life: ["{SC}", "{SC}"]
        """)
        hand = game.count(0, Zone.HAND)
        game.attack(squid)
        assert game.count(0, Zone.HAND) == hand + 1  # drew as it attacked
        game.pass_until(lambda g: g.game.current_player() == 1)
        assert game.count(0, Zone.HAND) == hand  # discarded at the end of the turn
        assert game.count(0, Zone.TRASH) == 1
        # a squid that did not attack discards nothing at the end of the turn
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {TAMA}
                signi: ["{squid}"]
                hand: ["{SC}"]
        """)
        game.pass_until(lambda g: g.game.current_player() == 1)
        assert game.names(0, Zone.HAND) == [SC]


@encodes("WX12-033")
def test_souryuu_sets_power_to_15000_with_seiryu_lancer_and_guards_beasts_power(
    table: Table,
) -> None:
    souryuu, seiryu = "Souryuu, Phantom Beast", "Seiryu, Phantom Beast"
    tama4 = [*TAMA, "Tamayorihime, Sky Miko"]
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {tama4}
            signi: ["{souryuu}", "{seiryu}", "{KUKRI}"]
            trash: ["{seiryu}"]
          - lrig: {tama4}
            signi: ["Vier=Dio Princess", "Drei=Dio Daughter", ~]
    """)
    assert [game.power(name, 0) for name in (souryuu, seiryu, KUKRI)] == [15000] * 3
    assert game.game.has_keyword(game.card(souryuu), KW.LANCER)  # Seiryu in the trash
    game.act(ActionKind.USE_ACTION, "Vier=Dio Princess", b=1)  # --3000: an <Earth Beast>
    game.target(souryuu)
    assert game.power(souryuu, 0) == 15000
    game.act(ActionKind.USE_ACTION, "Drei=Dio Daughter", b=2)  # --4000: an <Arm>
    game.target(KUKRI)
    assert game.power(KUKRI, 0) == 11000
    game = table(f"""
        format: classic
        players:
          - signi: ["{souryuu}", "{KUKRI}"]
    """)
    assert game.power(souryuu) == 8000 and game.power(KUKRI) == 3000
    assert not game.game.has_keyword(game.card(souryuu), KW.LANCER)


TYRAZAUS = "#Tyrazaus#, Green Phantom Dragon"
KANNYA = "Kannya, Phantom Dragon"  # red <Dragon Beast>, level 2, 7000
GURIANA = "Guriana, Phantom Dragon"  # red <Dragon Beast>, level 2
STEGOCERAS = "#Stegoceras#, Phantom Dragon"  # green <Dragon Beast>, level 2
SPAZAUS = "#Spazaus#, Phantom Dragon Princess"  # green <Dragon Beast>, level 4


@encodes("WX12-015")
def test_tyrazaus_takes_a_red_and_a_green_dragon_beast_banishes_twice(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["{TYRAZAUS}"]
            ener: {ener}
            deck: ["{SPAZAUS}", "{SC}", "{SC}"]
            hand: ["{KANNYA}"]
          - lrig: {hanayo4}
            signi: ["{GOD_EATER}", "{KOONI}"]
    """
    lrig = [*YUZUKI, "Yuzuki-Four, Vermilion Maiden"]
    hanayo4 = [*HANAYO, "Hanayo-Pure Four"]  # a level four LRIG: God Eater stays
    game = table(source.format(lrig=lrig, hanayo4=hanayo4, ener=[KANNYA, GURIANA], **globals()))
    assert not any(a.kind is ActionKind.PLAY_RESONA for a in game.game.legal_actions())
    ener = [KANNYA, GURIANA, STEGOCERAS]
    game = table(source.format(lrig=lrig, hanayo4=hanayo4, ener=ener, **globals()))
    game.act(ActionKind.PLAY_RESONA, TYRAZAUS)
    game.choose(KANNYA)  # then the one green card: never a second red one
    game.into(0)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.zone_of(KOONI) == Zone.ENER and game.zone_of(GOD_EATER) == Zone.ENER
    assert game.names(0, Zone.ENER) == [GURIANA]
    game.game.vanish(game.card(TYRAZAUS))  # leaving: a Phantom Dragon Princess from the deck
    game.play(KANNYA, 1)  # the game settles first: Tyrazaus's trigger
    game.choose(SPAZAUS)
    game.into(0)
    assert game.zone_of(SPAZAUS) == Zone.SIGNI


@encodes("WX12-017")
def test_dark_art_mgt_is_played_for_a_blue_and_a_black_electric_machine(table: Table) -> None:
    dark_art, blue, black = "Dark Art †MGT†", SC, "Code Art †SC†"
    source = """
        format: classic
        turn_player: {turn}
        players:
          - lrig: {lrig}
            lrig_deck: ["{dark_art}"]
            signi: {signi}
            hand: ["{spell}"]
            trash: ["{spell}"]
          - signi: ["Kukri, Small Sword"]
    """

    def game(signi: list[str], turn: int = 0) -> Play:
        return table(
            source.format(turn=turn, lrig=PIRULUK, dark_art=dark_art, signi=signi, spell=SPELL)
        )

    # A blue and a black <Electric Machine>: two blue ones do not pay it.
    assert not game([blue, blue]).can(ActionKind.PLAY_RESONA, dark_art)
    play = game([blue, black])
    play.act(ActionKind.PLAY_RESONA, dark_art)
    play.into(0)
    # Its [On-Play]: the blue or black spell of the trash into the hand.
    assert sorted(play.names(0, Zone.TRASH)) == [blue, black]
    assert play.names(0, Zone.HAND) == [SPELL, SPELL]
    # At the start of the opponent's attack phase: a spell discarded downs and freezes.
    play = game([dark_art], turn=1)
    play.end_main()
    play.accept()  # the one spell and the one target: no more decisions
    kukri = play.card("Kukri, Small Sword", 1, Zone.SIGNI)
    assert play.game.downed[kukri] and play.game.frozen[kukri]
    assert play.names(0, Zone.TRASH) == [SPELL, SPELL]


CCM = "Code Heart †CCM†"
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
BLACK_SC = "Code Art †SC†"  # black <Electric Machine>, level 1
PIRULUK4 = [*PIRULUK, "Code Piruluk Sigma"]


@encodes("WX12-024")
def test_ccm_cheapens_blue_spells_and_discards_two_machines_to_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["{CCM}"]
            hand: ["ICE BREAK", "{SC}", "{BLACK_SC}", "{KOONI}"]
          - signi: ["{CALIBURN}", "{PROCYON}"]
            hand: ["{KENDAMA}"]
    """)
    game.game.frozen[game.card(PROCYON)] = True
    game.use("ICE BREAK")  # 1 colorless, reduced by 1 colorless: nothing to pay
    assert game.zone_of(PROCYON) == Zone.ENER and game.count(0, Zone.ENER) == 0
    game.action(CCM)  # a blue and a black <Electric Machine> SIGNI of the hand
    assert game.names(0, Zone.HAND) == [KOONI]
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(KENDAMA) == Zone.TRASH


@encodes("WX12-024")
def test_ccm_banishes_another_machine_instead_of_itself(table: Table) -> None:
    source = f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {PIRULUK4}
            signi: {{signi}}
          - lrig: {HANAYO4}
            signi: [~, "{GOD_EATER}", ~]
    """
    game = table(source.format(signi=f'["{SC}", "{CCM}", ~]'))
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, GOD_EATER))
    game.attack(GOD_EATER)  # 15000 against 12000
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # Code Art SC is banished instead
    assert game.zone_of(CCM) == Zone.SIGNI and game.zone_of(SC) == Zone.ENER
    game = table(source.format(signi=f'["{KOONI}", "{CCM}", ~]'))  # no other <Electric Machine>
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, GOD_EATER))
    game.attack(GOD_EATER)
    game.pass_until(lambda g: g.game.zone[g.card(CCM)] != Zone.SIGNI)
    assert game.zone_of(CCM) == Zone.ENER


@encodes("WX12-024")
def test_ccm_life_burst_takes_a_blue_and_a_black_card(table: Table) -> None:
    burst = table.life_burst(
        CCM, f'deck: ["{SC}", "{KOONI}", "{PROCYON}", "{SC}", "{KOONI}", "{SC}"]', classic=True
    )
    burst.burst()
    burst.choose(SC)
    burst.choose(KOONI)
    assert sorted(burst.names(0, Zone.HAND)) == sorted([SC, KOONI])
    assert burst.count(0, Zone.TRASH) == 3


VERMILION = "Code Piruluk VERMILION"
SNATCHER = "SNATCHER"  # blue SPELL, total cost 3: the opponent discards two cards
FREEZE = "FREEZE"  # blue SPELL, total cost 1


@encodes("WX12-003")
def test_piruluk_vermilion_searches_a_spell_and_uses_one_in_the_attack_phase(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["{VERMILION}"]
            ener: {[SC] * 7 + [KOONI]}
            hand: ["{FREEZE}"]
            deck: ["{SC}", "{SNATCHER}", "{SC}"]
          - signi: ["{CALIBURN}"]
            hand: ["{IRON}", "{IRON}"]
    """)
    game.grow(VERMILION)
    game.pay()
    game.choose(SNATCHER)  # [On-Play]: a spell searched
    assert game.zone_of(SNATCHER) == Zone.HAND and game.count(0, Zone.ENER) == 5
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert not game.can(ActionKind.USE_ACTION, VERMILION)  # [Attack Phase] only
    game.end_main()
    game.action(VERMILION)
    game.pay()
    game.choose(SNATCHER)  # FREEZE, of total cost 1, is not offered
    game.pay()
    assert game.count(1, Zone.HAND) == 0 and game.zone_of(SNATCHER) == Zone.TRASH
    assert game.count(0, Zone.ENER) == 0  # the action and the spell's own cost paid
    caliburn = game.card(CALIBURN)  # the spell used: down and freeze a SIGNI
    assert game.game.downed[caliburn] and game.game.frozen[caliburn]


DURANDA = "Duranda, Greatsword"  # white <Arm>, level 3, 8000


@encodes("PR-105")
def test_duranda_is_15000_and_unaffected_beside_signi_of_other_colors(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: ["{duranda}", "{other}", "{SC}"]
          - signi: ["{KOONI}"]
    """

    def game(other: str) -> Play:
        return table(source.format(lrig=MIDORIKO, duranda=DURANDA, other=other, SC=SC, KOONI=KOONI))

    apart = game(IRON)  # white, red and blue: no two share a color
    duranda, kooni = apart.card(DURANDA), apart.card(KOONI)
    assert apart.power(DURANDA) == 15000 and apart.game.unaffected(duranda, kooni)
    shared = game(KUKRI)  # two white SIGNI
    assert shared.power(DURANDA) == 8000
    assert not shared.game.unaffected(shared.card(DURANDA), shared.card(KOONI))
    burst = table.life_burst(DURANDA, f"deck: ['{GOD_EATER}', '{FLAMBER}']", classic=True)
    burst.burst()
    assert not any(GOD_EATER in option for option in burst.options())  # level four
    burst.choose(FLAMBER)
    assert burst.zone_of(FLAMBER) == Zone.HAND and burst.zone_of(GOD_EATER) == Zone.DECK


@encodes("WX12-008")
def test_tawil_tre_leaves_the_opponent_two_signi_when_exceeded(table: Table) -> None:
    tawil_tre = "Tawil=Tre, the Opener"
    mayu = "Mayu, Genesis Miko"  # its first [Action]: [Exceed 1], abilities lost
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA[:3], tawil_tre, mayu]}
          - signi: ["{FLAMBER}", "{CALIBURN}", "{IRON}"]
    """)
    game.action(mayu)
    game.choose(tawil_tre)  # paid for the [Exceed 1]
    assert game.decision == DecisionKind.RULE_TRASH  # the opponent picks the SIGNI to go
    game.choose(IRON)
    assert game.names(1, Zone.SIGNI) == [FLAMBER, CALIBURN, ""]
    assert game.zone_of(IRON) == Zone.TRASH


@encodes("WX12-019")
def test_flathro_lieutenant_general_takes_flathro_and_banishes_by_the_trash(table: Table) -> None:
    general = "Flathro Lieutenant General, Crossbow Flame"
    second = "Flathro Second Lieutenant, Roaring Flame"
    sergeant = "Flathro Sergeant, Explosive Flame"
    corporal = "Flathro Lance Corporal, Small Flame"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["{general}", "{corporal}"]
            deck: ["{IRON}", "{sergeant}", "{KOONI}", "{PROCYON}"]
            trash: ["{second}"]
          - signi: ["{SC}", "{FLAMBER}"]
    """)
    game.play(general, 0)
    assert sorted(game.names(0, Zone.HAND)) == sorted([corporal, sergeant])
    assert sorted(game.names(0, Zone.TRASH)) == sorted([second, IRON])
    game.action(general)
    game.discard(sergeant)  # two Flathro in the trash: power 4000 or less
    assert game.names(1, Zone.SIGNI) == ["", FLAMBER, ""]  # 7000 stays
    assert game.names(1, Zone.ENER) == [SC]
    burst = table.life_burst(general, f'trash: ["{second}", "{IRON}", "{corporal}"]', classic=True)
    burst.burst()
    assert not any(IRON in option for option in burst.options())
    burst.choose(second, corporal)
    assert sorted(burst.names(0, Zone.HAND)) == sorted([second, corporal])


@encodes("WX12-022")
def test_hawk_needs_a_big_signi_charges_and_pays_five_green_to_damage(table: Table) -> None:
    hawk = "Hawk, Phantom Beast"
    source = f"""
        format: classic
        players:
          - lrig: {MIDORIKO}
            signi: {{signi}}
            hand: ["{hawk}"]
            ener: {[KENDAMA] * 5}
            deck: ["{IRON}", "{IRON}", "{SC}"]
          - life: ["{IRON}", "{PROCYON}"]
    """
    alone = table(source.format(signi=[FLAMBER]))  # 7000
    assert not alone.can(ActionKind.PLAY_SIGNI, hawk)
    game = table(source.format(signi=[CALIBURN]))  # 10000
    game.play(hawk, 1)
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(hawk)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    assert game.names(0, Zone.ENER) == [*[KENDAMA] * 5, IRON]  # charged as it attacked
    assert game.count(1, Zone.LIFE) == 1  # crushed one
    game.accept()  # pay five green
    game.pay()
    assert game.count(1, Zone.LIFE) == 0 and game.names(0, Zone.ENER) == [IRON]
