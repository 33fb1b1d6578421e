"""Classic booster WX10 (Chained Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards that need what the language
cannot say yet (Chain, a Resona's play condition as a cause, a cost reduced per SIGNI,
...) are left out."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from deckcheck.engine.continuous import Attribute
from tests.carddb.scenes import banished_goes_to_the_lrig_trash, play_resona_then_banish
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III"]
ELDORA4 = [*ELDORA, "Eldora×Mark IV PLUS"]
AIYAI = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]
MYUU = ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]
SASHE = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",
    "Sashe Quartier, Eternal Messenger",
    "Sashe Moitié, Eternal Messenger",
]
MIDORIKO4 = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
    "Midoriko, Type Four",
]
ULITH = ["Ulith, Enma", "Ulith, Burning Eye Enma", "Ulith, Enma of Crushing Hell"]
# Vanilla SIGNI, level 1 to 3 (3000, 7000, 10000).
KUKRI, FLAMBER, CALIBURN = "Kukri, Small Sword", "Flamber, Medium Sword", "Caliburn, Greatsword"
IRON, BRONDA = "Iron, Natural Stone", "Bronda, Natural Stone"  # red <Ore>
DERRIN, NINETEEN = "Derrin, Small Gun", "Nineteen, Explosive Gun"  # red <Weapon>
CLIONE, HITODE, KURAGE = (
    "Clione, Water Phantom",
    "Hitode, Water Phantom",
    "Kurage, Water Phantom",
)  # blue <Water Beast>
KENDAMA, SHIGABOSU, SARAMAWA = (
    "Kendama, First Play",
    "Shigabosu, Second Play",
    "Saramawa, Third Play",
)  # green <Playground Equipment>
CHILD_ANT, WORK_ANT = "Child Ant, Phantom Insect", "Work Ant, Phantom Insect"  # black
PROCYON, SIRIUS = "Procyon, Natural Star", "Sirius, Natural Star"  # white <Space>
SC = "Code Art SC"  # blue <Electric Machine>, level 1
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1
SERVANTS = ["Servant O2", "Servant D2", "Servant T2", "Servant Q2"]  # colorless, [Guard]
KOTETSU = "Kotetsu, Small Sword"  # white <Arm>, level 1
MARS = "Mars, White Natural Star"  # a level 1 Resona
CUP = "Cup, Green Third Play"


@encodes("WX10-031")
def test_flame_cut_is_cheaper_with_an_arm_and_a_weapon_and_removes_two(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Flame Cut of the Greatsword"]
            signi: {{signi}}
            ener: {[IRON, IRON, KUKRI]}
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    assert not table(source.format(signi=[KUKRI])).can(ActionKind.USE_SPELL)
    game = table(source.format(signi=[KUKRI, DERRIN]))
    game.use("Flame Cut of the Greatsword")
    game.target(CALIBURN, FLAMBER)
    assert game.zone_of(CALIBURN) == Zone.HAND and game.zone_of(FLAMBER) == Zone.ENER
    for discarded, gone in ((KUKRI, Zone.HAND), (DERRIN, Zone.ENER)):
        burst = table.life_burst(
            "Flame Cut of the Greatsword",
            f'{{hand: ["{discarded}"], opponent: {{signi: ["{CALIBURN}", null, "{KUKRI}"]}}}}',
            classic=True,
        )
        burst.burst()
        burst.pass_until(lambda g: g.zone_of(CALIBURN) != Zone.SIGNI)
        assert burst.zone_of(CALIBURN) == gone, discarded


@encodes("WX10-062", "WX10-065")
def test_guns_banish_small_signi_on_a_full_field(table: Table) -> None:
    amst, budo = "Amst, Roaring Gun", "Budo, Small Gun"
    source = """
        format: classic
        players:
          - lrig: {hanayo}
            hand: ["{card}"]
            signi: {mine}
          - signi: {theirs}
    """
    game = table(
        source.format(hanayo=HANAYO, card=amst, mine=[NINETEEN, KOTETSU], theirs=[FLAMBER])
    )
    game.play(amst, 2)
    assert game.zone_of(FLAMBER) == Zone.ENER
    game = table(source.format(hanayo=HANAYO, card=amst, mine=[KOTETSU], theirs=[FLAMBER]))
    game.play(amst, 2)
    assert game.zone_of(FLAMBER) == Zone.SIGNI  # no other <Weapon>
    game = table(source.format(hanayo=HANAYO, card=budo, mine=[], theirs=[PROCYON, IRON, FLAMBER]))
    game.play(budo, 0)
    game.target(PROCYON)
    assert game.zone_of(PROCYON) == Zone.ENER
    game = table(source.format(hanayo=HANAYO, card=budo, mine=[], theirs=[PROCYON, IRON]))
    game.play(budo, 0)
    assert game.count(1, Zone.SIGNI) == 2
    burst = table.life_burst(
        amst, f'opponent: {{signi: ["{FLAMBER}", "{PROCYON}", "{KUKRI}"]}}', classic=True
    )
    burst.burst()
    assert "choose Flamber, Medium Sword" not in burst.options()  # 7000: more than 5000
    burst.target(PROCYON)
    assert burst.zone_of(PROCYON) == Zone.ENER
    burst = table.life_burst(budo, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX10-013", "WX10-043", "WX10-044")
def test_water_beasts_draw_and_eldora_powers_one_up(table: Table) -> None:
    shachi, pirarucu = "Shachi, Water Phantom", "Pirarucu, Water Phantom"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*ELDORA[:3], "Eldora×Mark III+"]}
            signi: ["{CLIONE}", "{KUKRI}"]
    """)
    game.action("Eldora×Mark III+")
    assert game.power(CLIONE) == 4000
    assert not game.can(ActionKind.USE_ACTION, "Eldora×Mark III+")  # once per turn
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA4}
            signi: ["{shachi}", "{HITODE}", "{SC}"]
            deck: {[SC] * 4}
    """)
    game.action(shachi)
    assert game.game.downed[game.card(HITODE)]
    assert game.count(0, Zone.HAND) == 2
    assert not game.can(ActionKind.USE_ACTION, shachi)
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA}
            signi: ["{pirarucu}"]
    """)
    game.action(pirarucu)
    assert game.count(0, Zone.HAND) == 1


@encodes("WX10-070", "WX10-071")
def test_beluga_and_iruka_look_at_the_opponents_cards(table: Table) -> None:
    for card, mode in (("Beluga, Water Phantom", 1), ("Iruka, Water Phantom", None)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {ELDORA}
                signi: ["{card}"]
              - signi: ["{CALIBURN}"]
        """)
        game.attack(card)
        if mode is not None:
            game.mode(mode)
        assert game.count(1, Zone.DECK) == 5  # looked at, not moved
        assert game.count(1, Zone.LIFE) == game.count(0, Zone.LIFE)


@encodes("WX10-006")
def test_merrygoron_returns_ener_to_the_hand(table: Table) -> None:
    merry = "Merrygoron, Green Fourth Play"
    joker = [*AIYAI, "Aiyai★JOKER"]
    game = table(f"""
        format: classic
        players:
          - lrig: {joker}
            lrig_deck: ["{merry}"]
            signi: ["{KENDAMA}", "{SHIGABOSU}", "{SARAMAWA}"]
            deck: ["{KUKRI}", "{IRON}", "{SC}"]
    """)
    game.act(ActionKind.PLAY_RESONA, merry)
    game.into(0)
    assert game.count(0, Zone.TRASH) == 3
    assert sorted(game.names(0, Zone.ENER)) == [IRON, KUKRI]
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {joker}
            signi: ["{merry}"]
            ener: ["{KUKRI}", "{IRON}", "{SC}"]
          - signi: ["Queen Ant, Phantom Insect"]
    """)
    game.attack(merry)
    game.accept()
    game.choose(SC)
    assert game.names(0, Zone.HAND) == [SC]
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {joker}
            signi: ["{merry}"]
            ener: ["{FLAMBER}", "{IRON}", "{SC}"]
          - lrig: {TAMA4}
            signi: ["God Eater, Ultimate Sword"]
    """)
    game.attack("God Eater, Ultimate Sword")  # 15000: banishes Merrygoron in the battle
    game.choose(FLAMBER, IRON)
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, IRON]


@encodes("WX10-048")
def test_kisekae_may_banish_itself_after_banishing_to_recover_an_ener(table: Table) -> None:
    kisekae = "Kisekae, Third Play"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {AIYAI}
            signi: ["{kisekae}"]
            ener: ["{SC}", "{KUKRI}"]
          - signi: ["{FLAMBER}"]
    """)
    game.attack(kisekae)
    game.accept()
    game.choose(SC)
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.zone_of(kisekae) == Zone.ENER
    assert game.names(0, Zone.HAND) == [SC]
    burst = table.life_burst(kisekae, f'ener: ["{SC}"]', classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX10-085")
def test_call_takes_two_green_signi_of_five_and_trashes_the_rest(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Call"]
            ener: ["{KENDAMA}"]
            deck: ["{SHIGABOSU}", "{IRON}", "{SARAMAWA}", "{KUKRI}", "{SC}", "{FLAMBER}"]
    """)
    game.use("Call")
    assert "choose Iron, Natural Stone" not in game.options()
    game.choose(SHIGABOSU, SARAMAWA)
    assert sorted(game.names(0, Zone.HAND)) == [SARAMAWA, SHIGABOSU]
    assert game.names(0, Zone.DECK) == [FLAMBER]
    assert game.count(0, Zone.TRASH) == 5  # the spell, its Ener and three looked at


@encodes("WX10-097", "WX10-098", "WX10-099", "WX10-100")
def test_servants_draw_a_card_as_life_burst(table: Table) -> None:
    for servant in ("Servant Q3", "Servant T3", "Servant D3", "Servant O3"):
        burst = table.life_burst(servant, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1, servant


@encodes("WX10-095", "WX10-090")
def test_phantom_insects_weaken_a_signi_when_a_resona_enters(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU}
            lrig_deck: ["Sasoris, Black Phantom Insect"]
            signi: ["Mitsubachi, Phantom Insect", "Ashinaga, Phantom Insect"]
            hand: ["{CHILD_ANT}", "{WORK_ANT}"]
          - signi: ["{CALIBURN}"]
    """)
    game.act(ActionKind.PLAY_RESONA, "Sasoris, Black Phantom Insect")
    game.pass_until(lambda g: g.power(CALIBURN) == 7000 or g.decision == DecisionKind.MAIN)
    assert game.power(CALIBURN) == 7000


@encodes("WX10-092")
def test_hammerfake_comes_back_when_milled(table: Table) -> None:
    hammer = "Code Anti Hammerfake"
    succu = "Succu, Fallen Cannon Girl"  # [On-Play] puts the top three cards into the trash
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH}
            hand: ["{succu}"]
            deck: ["{KUKRI}", "{hammer}", "{IRON}", "{FLAMBER}"]
    """)
    game.play(succu, 0)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    game.pass_until(lambda g: g.zone_of(hammer) == Zone.SIGNI)
    assert game.count(0, Zone.SIGNI) == 2
    burst = table.life_burst(hammer, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX10-087")
def test_parva_discards_to_salvage_a_black_signi(table: Table) -> None:
    parva = "Parva, Waterside of Transgression"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Eternal Hell"]}
            hand: ["{parva}", "{PROCYON}"]
            trash: ["{KOONI}", "{IRON}"]
    """)
    game.play(parva, 0)
    game.accept()
    assert game.names(0, Zone.HAND) == [KOONI]
    assert game.zone_of(PROCYON) == Zone.TRASH


@encodes("WX10-066")
def test_flame_rock_banishes_a_resona(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Flame Rock of the Descending Star"]
            ener: ["{IRON}"]
          - lrig: {MYUU[:3]}
            signi: ["{FLAMBER}", "Yasudesu, Black Phantom Insect"]
    """
    game = table(source)
    game.use("Flame Rock of the Descending Star")
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    assert game.zone_of("Yasudesu, Black Phantom Insect") != Zone.SIGNI
    burst = table.life_burst(
        "Flame Rock of the Descending Star",
        f'opponent: {{signi: ["{CALIBURN}", null, "{KUKRI}"]}}',
        classic=True,
    )
    burst.burst()
    burst.mode(0)
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN) == Zone.ENER


@encodes("WX10-067")
def test_code_art_wgm_trashes_a_spell_and_grows_with_three(table: Table) -> None:
    wgm = "Code Art WGM"
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["{wgm}"]
            trash: ["TREASURE", "Call"]
            deck: ["{SC}", "Reinforcement", "{KUKRI}"]
    """)
    game.play(wgm, 0)
    game.choose("Reinforcement")
    assert game.zone_of("Reinforcement") == Zone.TRASH
    assert game.power(wgm) == 12000
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            signi: ["{wgm}"]
            trash: ["TREASURE", "Call"]
    """)
    assert game.power(wgm) == 8000


@encodes("WX10-061", "WX10-054", "WX10-038")
def test_signi_that_power_up_their_field(table: Table) -> None:
    figate, nuadu, claras = "Figate, Natural Stone", "Nuadu, Greatsword", "Claras, Ultimate Sword"
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: {signi}
    """
    game = table(source.format(lrig=HANAYO, signi=[figate, "Silvan, Natural Stone", IRON]))
    assert [game.power(figate), game.power("Silvan, Natural Stone"), game.power(IRON)] == [
        8000,
        13000,
        3000,
    ]
    game = table(source.format(lrig=TAMA, signi=[nuadu, IRON]))
    assert [game.power(nuadu), game.power(IRON)] == [12000, 5000]
    assert table(source.format(lrig=TAMA, signi=[nuadu, KUKRI])).power(nuadu) == 8000
    game = table(source.format(lrig=TAMA4, signi=[claras, IRON, KUKRI]))
    assert [game.power(claras), game.power(IRON), game.power(KUKRI)] == [15000, 15000, 3000]
    assert table(source.format(lrig=TAMA4, signi=[claras, KUKRI])).power(claras) == 10000


@encodes("WX10-059")
def test_m_five_adds_a_revealed_weapon(table: Table) -> None:
    m_five = "M Five, Small Sword"
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{m_five}"]
            deck: ["{{top}}", "{SC}"]
    """
    game = table(source.format(top=DERRIN))
    game.play(m_five, 0)
    assert game.names(0, Zone.HAND) == [DERRIN]
    game = table(source.format(top=IRON))
    game.play(m_five, 0)
    assert game.names(0, Zone.HAND) == []
    assert game.zone_of(IRON) == Zone.DECK


@encodes("WX10-058", "WX10-056")
def test_tansar_one_and_two_grow_with_a_resona_and_raise_their_level(table: Table) -> None:
    one, two = "Tansar One, Natural Star", "Tansar Two, Natural Star"
    source = f"""
        format: classic
        players:
          - lrig: {SASHE}
            signi: {{signi}}
    """
    game = table(source.format(signi=[one, two, MARS]))
    assert [game.power(one), game.power(two)] == [5000, 8000]
    game = table(source.format(signi=[one, two]))
    assert [game.power(one), game.power(two)] == [2000, 5000]
    game.action(one)
    assert game.game.level(game.card(one)) == 3
    game.action(two)  # level four: above the level three LRIG, so put into the trash
    assert game.zone_of(two) == Zone.TRASH


@encodes("WX10-057", "WX10-039")
def test_sanju_and_hachikyu_discard_an_arm_or_a_weapon(table: Table) -> None:
    sanju, hachikyu = "Sanju, Medium Sword", "Hachikyu, Greatsword"
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            {{where}}: ["{{card}}"]
            hand: ["{{fodder}}"{{extra}}]
            deck: ["{IRON}", "{NINETEEN}", "{KURAGE}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """
    game = table(source.format(where="signi", card=sanju, fodder=KOTETSU, extra=""))
    game.action(sanju)
    game.choose(NINETEEN)
    assert game.names(0, Zone.HAND) == [NINETEEN]
    game = table(source.format(where="signi", card=sanju, fodder=DERRIN, extra=""))
    game.action(sanju)
    assert game.zone_of(FLAMBER) == Zone.ENER  # the only one of 7000 or less
    assert game.zone_of(CALIBURN) == Zone.SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{hachikyu}", "{KOTETSU}", "{DERRIN}"]
            deck: ["{IRON}", "{NINETEEN}", "{KURAGE}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.play(hachikyu, 0)
    game.first()  # the order of the two [On-Play] abilities: the search first
    game.accept()
    game.choose(NINETEEN)
    game.accept()
    game.discard(DERRIN)  # or the <Weapon> just found; the banish then has one target
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.zone_of(NINETEEN) == Zone.HAND
    assert game.zone_of(KOTETSU) == Zone.TRASH and game.zone_of(DERRIN) == Zone.TRASH


@encodes("WX10-049")
def test_oomakiri_trades_another_insect_for_a_spell(table: Table) -> None:
    oomakiri = "Oomakiri, Phantom Insect"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MYUU, "Myuu=Imago"]}
            signi: ["{oomakiri}", "{CHILD_ANT}"]
            ener: ["{KOONI}"]
            trash: ["Call"]
    """)
    game.action(oomakiri)
    assert game.zone_of(CHILD_ANT) == Zone.TRASH
    assert game.names(0, Zone.HAND) == ["Call"]
    assert not game.can(ActionKind.USE_ACTION, oomakiri)


@encodes("WX10-050")
def test_elechair_makes_the_opponent_banish_when_it_comes_from_the_trash(table: Table) -> None:
    elechair = "Code Anti Elechair"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Eternal Hell"]}
            lrig_deck: ["Grave Awake"]
            ener: ["{KOONI}", "{KOONI}"]
            trash: ["{elechair}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.use("Grave Awake")
    game.pass_until(lambda g: g.game.current_player() == 1 or g.zone_of(elechair) == Zone.SIGNI)
    if game.zone_of(elechair) != Zone.SIGNI:
        game.into(0)
    game.pass_until(lambda g: g.game.current_player() == 1)
    game.choose(CALIBURN)  # the opponent's choice
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ULITH, "Ulith, Enma of Eternal Hell"]}
            hand: ["{elechair}"]
          - signi: ["{FLAMBER}"]
    """)
    game.play(elechair, 0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    burst = table.life_burst(
        elechair, f'opponent: {{signi: ["{CALIBURN}", "{FLAMBER}", "{KUKRI}"]}}', classic=True
    )
    burst.burst()
    assert "choose Caliburn, Greatsword" not in burst.options()
    burst.target(FLAMBER)
    assert burst.zone_of(FLAMBER) == Zone.ENER


@encodes("WX10-014")
def test_worst_condition_needs_an_empty_hand(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["Worst Condition"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            hand: {{hand}}
    """
    assert not table(source.format(hand=[KUKRI])).can(ActionKind.USE_ARTS)
    game = table(source.format(hand=[]))
    game.use("Worst Condition")
    game.target(FLAMBER, CALIBURN)
    assert game.count(1, Zone.SIGNI) == 0


@encodes("WX10-019")
def test_cup_is_played_for_two_playground_signi_and_fetches_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI}
            lrig_deck: ["{CUP}"]
            signi: ["{KENDAMA}", "{SHIGABOSU}"]
            deck: ["{KUKRI}", "{SARAMAWA}", "{IRON}"]
    """)
    game.act(ActionKind.PLAY_RESONA, CUP)
    game.into(0)
    game.choose(SARAMAWA)
    game.pass_until(lambda g: g.zone_of(SARAMAWA) == Zone.SIGNI)
    assert game.count(0, Zone.SIGNI) == 2


@encodes("WX10-021", "WX10-007")
def test_lrigs_put_a_small_signi_of_their_class_from_the_top_of_the_deck(table: Table) -> None:
    for lrig, grown, top, ener in (
        (MYUU[:3], "Myuu=Icro", WORK_ANT, KOONI),
        (SASHE[:3], "Sashe Moitié, Praying Messenger", SIRIUS, KUKRI),
    ):
        source = f"""
            format: classic
            phase: grow
            players:
              - lrig: {lrig}
                lrig_deck: ["{grown}"]
                ener: ["{ener}", "{ener}"]
                deck: ["{{top}}", "{SC}"]
        """
        game = table(source.format(top=top))
        game.grow(grown)
        game.choose(top)
        game.pass_until(lambda g, top=top: g.zone_of(top) == Zone.SIGNI)
        game = table(source.format(top=IRON))
        game.grow(grown)
        assert game.zone_of(IRON) == Zone.DECK, grown


@encodes("WX10-017")
def test_aiyai_rays_charges_a_playground_signi_once_when_a_signi_enters_by_an_effect(
    table: Table,
) -> None:
    rays = [*AIYAI[:3], "Aiyai★Rays"]
    game = table(f"""
        format: classic
        players:
          - lrig: {rays}
            lrig_deck: ["{CUP}"]
            signi: ["{KENDAMA}", "{SHIGABOSU}"]
            deck: ["{KUKRI}", "{SARAMAWA}", "{IRON}", "Yoyo, Fourth Play"]
    """)
    game.act(ActionKind.PLAY_RESONA, CUP)
    game.into(0)
    game.choose(SARAMAWA)  # Cup's search: onto the field, by an effect
    game.pass_until(lambda g: g.decision == DecisionKind.CHOOSE or g.decision == DecisionKind.MAIN)
    game.choose("Yoyo, Fourth Play")
    assert game.zone_of("Yoyo, Fourth Play") == Zone.ENER
    game = table(f"""
        format: classic
        players:
          - lrig: {rays}
            hand: ["{KENDAMA}"]
            deck: ["{SARAMAWA}"]
    """)
    game.play(KENDAMA, 0)  # played, not by an effect
    assert game.zone_of(SARAMAWA) == Zone.DECK


GRAVE_AWAKE = "Grave Awake"  # ARTS, 1 black and 1 colorless: a SIGNI from the trash onto the field


@encodes("WX10-080", "WX10-083", "WX10-084", "WX10-081")
def test_play_signi_that_answer_a_signi_put_onto_the_field_by_an_effect(table: Table) -> None:
    for card in ("Nagenawa, Second Play", "Ayatori, First Play"):
        game = table(f"""
            format: classic
            players:
              - lrig: {AIYAI}
                lrig_deck: ["{GRAVE_AWAKE}"]
                signi: ["{card}"]
                ener: ["{KOONI}", "{KOONI}"]
                trash: ["{KENDAMA}"]
                hand: ["{SHIGABOSU}"]
        """)
        game.game.downed[game.card(card)] = 1
        game.play(SHIGABOSU, 1)  # played: not by an effect
        assert game.game.downed[game.card(card)], card
        game.use(GRAVE_AWAKE)
        game.target(KENDAMA)  # into the last empty SIGNI zone
        assert not game.game.downed[game.card(card)], card
    for card in ("Untei, First Play", "Buranko, Second Play"):
        source = f"""
            format: classic
            players:
              - lrig: {AIYAI}
                lrig_deck: ["{GRAVE_AWAKE}"]
                ener: ["{KOONI}", "{KOONI}"]
                {{where}}: ["{card}"]
                deck: ["{KUKRI}", "{IRON}"]
        """
        game = table(source.format(where="trash"))
        game.use(GRAVE_AWAKE)
        game.target(card)
        game.into(0)
        assert game.names(0, Zone.ENER) == [KUKRI], card
        game = table(source.format(where="hand"))
        game.play(card, 0)
        assert game.count(0, Zone.ENER) == 2, card  # only the Ener it had


@encodes("WX10-077")
def test_hashibiro_doubles_a_signis_power(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["Hashibiro, Phantom Beast"]
            signi: ["{FLAMBER}"]
    """)
    game.play("Hashibiro, Phantom Beast", 2)
    game.target(FLAMBER)
    assert game.power(FLAMBER) == 14000


@encodes("WX10-072", "WX10-069")
def test_nafushu_and_erenozu_renew_an_opposing_life_cloth(table: Table) -> None:
    for card in ("Nafushu, Water Phantom", "Erenozu, Water Phantom"):
        game = table(f"""
            format: classic
            players:
              - lrig: {ELDORA}
                signi: ["{card}"]
              - life: ["{CALIBURN}", "{IRON}"]
                deck: ["{SC}", "{KOONI}"]
        """)
        game.action(card)
        game.blind(0)  # the opponent's choice, face down
        assert game.count(1, Zone.TRASH) == 1
        assert game.count(1, Zone.LIFE) == 2
        assert game.zone_of(SC) == Zone.LIFE
        burst = table.life_burst(card, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1


@encodes("WX10-063")
def test_napolehou_banishes_a_tiny_signi_from_the_center_under_a_red_lrig(table: Table) -> None:
    napolehou = "Napolehou, Explosive Gun"
    mitsubachi = "Mitsubachi, Phantom Insect"  # 1000
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {{lrig}}
            signi: {{signi}}
          - signi: ["{CALIBURN}", null, "{mitsubachi}"]
    """
    game = table(source.format(lrig=HANAYO, signi=[KUKRI, napolehou]))
    game.attack(napolehou)
    assert game.zone_of(mitsubachi) == Zone.ENER
    for lrig, signi in ((HANAYO, [napolehou]), (TAMA, [KUKRI, napolehou])):
        game = table(source.format(lrig=lrig, signi=signi))
        game.attack(napolehou)
        assert game.zone_of(mitsubachi) == Zone.SIGNI


@encodes("WX10-052")
def test_servant_y_salvages_a_guard_and_clears_the_coloured_signi(table: Table) -> None:
    servant_y = "Servant Y"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{servant_y}"]
            trash: ["{SERVANTS[0]}", "{IRON}"]
    """)
    game.play(servant_y, 0)
    assert game.names(0, Zone.HAND) == [SERVANTS[0]]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{servant_y}", "{FLAMBER}", "Servant D3"]
            hand: {SERVANTS}
          - signi: ["{CALIBURN}"]
    """)
    game.action(servant_y)
    game.choose(*SERVANTS[:3])  # the four with different names: the cost (the last alone)
    assert game.zone_of(FLAMBER) == Zone.TRASH and game.zone_of(CALIBURN) == Zone.TRASH
    assert game.zone_of(servant_y) == Zone.SIGNI and game.zone_of("Servant D3") == Zone.SIGNI
    assert game.count(0, Zone.HAND) == 0
    burst = table.life_burst(servant_y, f'trash: ["{SERVANTS[1]}"]', classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SERVANTS[1]]


@encodes("WX10-030")
def test_iris_agate(table: Table) -> None:
    iris = "Iris Agate, Natural Stone"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["{iris}"]
            hand: ["Roaring Fire Pillar"]
            ener: ["{IRON}", "{BRONDA}"]
          - lrig: {TAMA4}
            signi: ["{CALIBURN}", "God Eater, Ultimate Sword"]
    """)
    game.action(iris)  # the first [Action]: [Double Crush]
    assert game.game.has_keyword(game.card(iris), KW.DOUBLE_CRUSH)
    game.use("Roaring Fire Pillar")
    game.pass_until(lambda g: not g.game.downed[g.card(iris)])
    game.act(ActionKind.USE_ACTION, iris, b=3)
    game.pass_until(lambda g: g.count(1, Zone.SIGNI) < 2 or g.decision == DecisionKind.MAIN)
    assert game.zone_of("God Eater, Ultimate Sword") == Zone.SIGNI
    assert game.zone_of(CALIBURN) == Zone.ENER  # 10000: not above this SIGNI's 12000
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["{iris}"]
            hand: ["{SC}"]
    """)
    game.end_main()
    game.pass_until(lambda g: g.game.current_player() == 1)
    assert game.zone_of(SC) == Zone.TRASH
    burst = table.life_burst(iris, f'{{lrig: {HANAYO}, deck: ["{SC}", "{BRONDA}"]}}', classic=True)
    burst.burst()
    assert sorted(burst.names(0, Zone.HAND)) == [BRONDA, SC]


@encodes("WX10-032")
def test_arowana_returns_a_signi_to_the_deck_top_with_a_full_hand(table: Table) -> None:
    arowana = "Arowana, Water Phantom Princess"
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {ELDORA4}
            signi: [null, null, "{arowana}"]
            hand: {{hand}}
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source.format(hand=[SC] * 7))
    game.attack(arowana)
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.DECK
    game = table(source.format(hand=[SC] * 6))
    game.attack(arowana)
    assert game.count(1, Zone.SIGNI) == 2
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA4}
            signi: ["{arowana}"]
          - deck: ["{IRON}", "{KOONI}"]
    """)
    game.action(arowana)  # the top card is revealed: it stays there
    assert game.count(1, Zone.DECK) == 2
    burst = table.life_burst(
        arowana, f'opponent: {{signi: ["{CALIBURN}", null, "{KUKRI}"]}}', classic=True
    )
    burst.burst()
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN) == Zone.DECK


@encodes("WX10-027")
def test_ring_draw_draws_and_comes_back_when_a_resona_enters(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            lrig_deck: ["Ring Draw", "{MARS}"]
            signi: ["{PROCYON}", "{SIRIUS}"]
            ener: ["{KUKRI}"]
            deck: ["{SC}", "{IRON}"]
    """)
    game.use("Ring Draw")
    assert game.names(0, Zone.HAND) == [SC]
    assert game.zone_of("Ring Draw") == Zone.LRIG_TRASH
    game.act(ActionKind.PLAY_RESONA, MARS)
    game.into(0)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    game.pass_until(lambda g: g.zone_of("Ring Draw") != Zone.LRIG_TRASH)
    assert game.zone_of("Ring Draw") == Zone.LRIG_DECK
    assert game.count(0, Zone.ENER) == 0


@encodes("WX10-028")
def test_tansar_four(table: Table) -> None:
    tansar = "Tansar Four, Natural Star Princess"
    sashe4 = [*SASHE, "Sashe Pleine, Eternal Messenger"]
    game = table(f"""
        format: classic
        players:
          - lrig: {sashe4}
            lrig_deck: ["{MARS}"]
            signi: ["{tansar}", "{PROCYON}", "{SIRIUS}"]
            deck: {[KUKRI] * 4}
    """)
    game.game.downed[game.card(tansar)] = 1
    game.act(ActionKind.PLAY_RESONA, MARS)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert not game.game.downed[game.card(tansar)]
    game = table(f"""
        format: classic
        players:
          - lrig: {sashe4}
            signi: ["{tansar}", "{PROCYON}"]
          - signi: ["{IRON}", "{FLAMBER}"]
    """)
    game.action(tansar)
    assert game.zone_of(PROCYON) == Zone.TRASH
    assert game.zone_of(IRON) == Zone.HAND  # level one, as Procyon
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {sashe4}
            signi: ["{tansar}", "{MARS}"]
            ener: ["{KUKRI}"]
          - life: ["{IRON}", "{SC}"]
    """)
    game.game.downed[game.card(MARS)] = 1
    game.attack(tansar)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert not game.game.downed[game.card(MARS)]
    burst = table.life_burst(tansar, f'{{lrig: {sashe4}, lrig_deck: ["{MARS}"]}}', classic=True)
    burst.burst()
    burst.pass_until(lambda g: g.zone_of(MARS) != Zone.LRIG_DECK or g.decision == DecisionKind.MAIN)
    if burst.zone_of(MARS) == Zone.LRIG_DECK:
        burst.into(0)
    assert burst.zone_of(MARS) == Zone.SIGNI


@encodes("WX10-040")
def test_resonance_puts_a_resona_from_the_lrig_deck_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            lrig_deck: ["{MARS}"]
            hand: ["Resonance"]
            ener: ["{KUKRI}", "{KUKRI}", "{IRON}"]
    """)
    game.use("Resonance")
    game.into(1)
    assert game.names(0, Zone.SIGNI) == ["", MARS, ""]


@encodes("WX10-002")
def test_eldora_mark_iv_super(table: Table) -> None:
    superb = [*ELDORA, "Eldora×Mark IV SUPER"]
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {superb}
            signi: ["{CLIONE}"]
            hand: {{hand}}
          - life: ["{SIRIUS}", "{IRON}", "{FLAMBER}"]  # the top first
            deck: ["{SC}", "{KOONI}", "{CALIBURN}", "{CALIBURN}"]
    """
    assert table(source.format(hand=[SC] * 5)).power(CLIONE) == 5000
    assert table(source.format(hand=[SC] * 4)).power(CLIONE) == 3000
    game = table(source.format(hand=[PROCYON]))
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, "Eldora×Mark IV SUPER"))
    game.attack("Eldora×Mark IV SUPER")
    game.accept()  # discard Procyon
    game.accept()  # renew the top Life Cloth
    assert game.zone_of(PROCYON) == Zone.TRASH
    assert game.zone_of(SIRIUS) == Zone.TRASH
    assert game.zone_of(SC) == Zone.ENER  # put into the Life Cloth, then crushed by the attack


@encodes("WX10-015")
def test_flash_back_renews_life_cloth_and_returns_on_a_life_burst(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA}
            lrig_deck: ["Flash Back"]
            ener: ["{SC}", "{SC}"]
            life: ["{KUKRI}"]
            deck: ["{PROCYON}", "{IRON}"]
          - life: ["{FLAMBER}"]
            deck: ["{KOONI}", "{IRON}"]
    """)
    game.use("Flash Back")
    game.accept()
    game.accept()
    assert game.zone_of(KUKRI) == Zone.TRASH and game.zone_of(PROCYON) == Zone.LIFE
    assert game.zone_of(FLAMBER) == Zone.TRASH and game.zone_of(KOONI) == Zone.LIFE
    assert game.zone_of("Flash Back") == Zone.LRIG_TRASH
    burst = table.life_burst(
        "Servant O3",
        f'{{lrig: {ELDORA}, lrig_trash: ["Flash Back"], ener: ["{SC}"]}}',
        classic=True,
    )
    burst.burst()
    burst.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    burst.accept()
    burst.pass_until(lambda g: g.zone_of("Flash Back") != Zone.LRIG_TRASH)
    assert burst.zone_of("Flash Back") == Zone.LRIG_DECK


AIYAI_SPADE = [*AIYAI, "Aiyai★Spade"]
KURUMED = (
    "Kurumed, Third Play"  # from the Ener Zone to the hand: a level 3 SIGNI onto the field downed
)
SARAMAWA = "Saramawa, Third Play"  # green <Playground Equipment>, level 3


@encodes("WX10-078", "WX10-074")
def test_nawatobi_and_tsunahiki_up_a_signi_entering_downed(table: Table) -> None:
    for upper in ("Nawatobi, Third Play", "Tsunahiki, Fourth Play"):
        game = table(f"""
            format: classic
            players:
              - lrig: {AIYAI_SPADE}
                signi: ["{upper}"]
                hand: ["{SARAMAWA}"]
                ener: ["{KURUMED}", "{CUP}"]
        """)
        game.action("Aiyai★Spade")  # Kurumed from the Ener Zone to the hand
        game.accept()
        game.choose(SARAMAWA)
        game.into(1)
        assert game.zone_of(SARAMAWA) == Zone.SIGNI
        assert not game.downed[game.card(SARAMAWA)]


@encodes("WX10-003")
def test_aiyai_joker_searches_ener_puts_a_signi_out_and_ups_a_downed_entry(
    table: Table,
) -> None:
    joker = "Aiyai★JOKER"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {AIYAI}
            lrig_deck: ["{joker}"]
            ener: ["Swallow, Phantom Beast", "Swallow, Phantom Beast", "Swallow, Phantom Beast"]
            deck: ["{SARAMAWA}", "{SC}"]
    """)
    game.grow(joker)
    game.pay()
    game.choose(SARAMAWA)  # [On-Play]: a <Playground Equipment> SIGNI into the Ener Zone
    assert game.zone_of(SARAMAWA) == Zone.ENER
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.action(joker)  # [Down]: a SIGNI from the Ener Zone onto the field (Saramawa only)
    game.pass_until(lambda g: g.zone_of(SARAMAWA) == Zone.SIGNI or g.decision == DecisionKind.ZONE)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(SARAMAWA) == Zone.SIGNI and game.downed[game.card(joker)]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*AIYAI, joker]}
            signi: ["{KENDAMA}"]
            hand: ["Superb Performance", "{SARAMAWA}"]
            ener: ["{KURUMED}", "Swallow, Phantom Beast", "Swallow, Phantom Beast"]
    """)
    game.use("Superb Performance")
    game.mode(1)  # Kendama banished; Kurumed from the Ener Zone to the hand
    game.choose(KURUMED)
    game.accept()
    game.choose(SARAMAWA)
    game.into(1)  # Saramawa enters downed: JOKER may pay to up it
    game.accept()
    game.pay()
    assert game.zone_of(SARAMAWA) == Zone.SIGNI and not game.downed[game.card(SARAMAWA)]
    assert game.count(0, Zone.ENER) == 1  # Kendama, banished


@encodes("WX10-047")
def test_furami_pumps_and_lancers_at_fifty_thousand(table: Table) -> None:
    furami = "Furami, Phantom Beast"
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            hand: ["{furami}"]
            signi: ["Eagle, Phantom Beast"]
            ener: {["Swallow, Phantom Beast"] * 4}
    """)
    game.play(furami)
    game.target("Eagle, Phantom Beast")  # 15000 + 10000
    assert game.power("Eagle, Phantom Beast") == 25000
    game.action(furami)
    game.pay()
    game.action(furami)
    game.pay()
    game.action(furami)
    game.pay()
    assert game.power("Eagle, Phantom Beast") == 55000 and game.power(furami) == 40000
    assert game.has_keyword(game.card(furami), KW.LANCER)


@encodes("WX10-045")
def test_cooling_off_costs_less_per_water_beast_and_tops_a_signi(table: Table) -> None:
    clione = "Clione, Water Phantom"  # blue <Water Beast>, level 1
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA}
            hand: ["COOLING OFF"]
            signi: ["{clione}", "{clione}", "{SC}"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - signi: ["Caliburn, Greatsword"]
    """)
    assert sum(game.use_cost(game.card("COOLING OFF"))) == 3  # 2 blue, 1 colorless
    game.use("COOLING OFF")
    game.pay()
    assert game.names(1, Zone.DECK)[-1] == "Caliburn, Greatsword"  # on top
    burst = table.life_burst("COOLING OFF", f"deck: ['{clione}', '{SC}']", classic=True)
    burst.burst()
    burst.choose(clione)
    assert burst.zone_of(clione) == Zone.HAND


@encodes("WX10-047")
def test_furami_life_burst_pumps_your_signi_in_your_next_turn(table: Table) -> None:
    furami = "Furami, Phantom Beast"
    burst = table.life_burst(furami, f"signi: ['{SC}']", classic=True)
    burst.burst()
    assert burst.power(SC) == 3000
    burst.pass_until(lambda g: g.game.turn_player == 0 and g.decision == DecisionKind.MAIN)
    assert burst.power(SC) == 13000


@encodes("WX10-011")
def test_horse_driving_flame_whip_gives_double_crush_and_stops_growing(table: Table) -> None:
    whip = "Horse-Driving Flame Whip"
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["{whip}", "Hanayo-Pure Four"]
            ener: {["Iron, Natural Stone"] * 6}
    """

    def grows_next_turn(game: Play) -> bool:
        """Whether a grow is offered in player 0's next grow phase."""
        seen: list[bool] = []

        def done(g: Play) -> bool:
            seen.append(g.game.turn_player == 0 and g.decision == DecisionKind.GROW)
            return g.game.turn_player == 0 and g.decision == DecisionKind.MAIN and len(seen) > 5

        game.end_main()
        game.pass_until(lambda g: g.game.turn_player == 1)
        game.pass_until(done, limit=400)
        return any(seen)

    game = table(source)
    assert grows_next_turn(game)
    game = table(source)
    game.use(whip)
    game.pay()
    hanayo = game.card("Hanayo-Three", 0)
    assert game.has_keyword(hanayo, KW.DOUBLE_CRUSH)
    assert not grows_next_turn(game)
    assert game.has_keyword(hanayo, KW.DOUBLE_CRUSH)  # for the rest of the game
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO[:3]}
            lrig_deck: ["{whip}"]
            ener: {["Iron, Natural Stone"] * 2}
    """)
    assert not game.can(ActionKind.USE_ARTS, whip)  # a level two LRIG


@encodes("WX10-010")
def test_three_of_tamayorihime_grows_for_nothing(table: Table) -> None:
    three = "Three of Tamayorihime, Fiery Gun Dance"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA[:3]}
            lrig_deck: ["{three}"]
    """)
    assert sum(game.grow_cost(game.card(three))) == 0  # 1 white and 1 red, less both
    game.grow(three)
    assert game.zone_of(three) == Zone.LRIG


@encodes("WX10-034")
def test_beigoma_banishes_own_signi_to_add_ener_cards(table: Table) -> None:
    beigoma = "Beigoma, Fourth Play Princess"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*AIYAI, "Aiyai★JOKER"]}
            signi: ["{KUKRI}", "{beigoma}", "{SC}"]
            ener: ["{KOONI}", "{CALIBURN}", "{FLAMBER}"]
          - life: ["{KUKRI}"]
    """)
    game.end_main()
    game.attack(beigoma)
    game.target(KUKRI, SC)
    game.choose(KOONI)
    game.choose(CALIBURN)
    assert sorted(game.names(0, Zone.HAND)) == [CALIBURN, KOONI]
    assert game.names(0, Zone.SIGNI) == ["", beigoma, ""]


@encodes("WX10-034")
def test_beigoma_life_burst_charges_two(table: Table) -> None:
    burst = table.life_burst("Beigoma, Fourth Play Princess", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 3  # two charged and the crushed card


@encodes("WX10-073")
def test_eat_star_makes_the_next_spell_two_colorless_cheaper(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["EAT STAR", "Purple Stain", "Purple Stain"]
            ener: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
    """)
    assert not game.can(ActionKind.USE_SPELL, "Purple Stain")
    game.use("EAT STAR")
    game.use("Purple Stain")  # 1 black alone
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER and game.count(0, Zone.ENER) == 1
    assert not game.can(ActionKind.USE_SPELL, "Purple Stain")


@encodes("WX10-022")
def test_utulls_chain_makes_the_next_arts_cheaper_and_chooses_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Ut'ulls Chain", "Burning Stone Flame"]
            ener: ["{KUKRI}", "{KOONI}", "{KOONI}"]
            trash: ["{KUKRI}", "{KOONI}", "{SC}"]
          - signi: ["{CALIBURN}", ~, ~]
    """)
    game.use("Ut'ulls Chain")
    game.mode(2)
    game.target(KUKRI, KOONI)
    assert sorted(game.names(0, Zone.HAND)) == [KOONI, KUKRI]
    assert game.count(0, Zone.ENER) == 0
    assert not game.can(ActionKind.USE_ARTS, "Burning Stone Flame")  # red is still due
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Ut'ulls Chain"]
            ener: ["{KUKRI}", "{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}", "God Eater, Ultimate Sword", ~]
            lrig: {HANAYO4}
    """)
    game.use("Ut'ulls Chain")
    game.mode(0)  # level three or less: Caliburn alone
    assert game.names(1, Zone.HAND) == [CALIBURN]


@encodes("WX10-004")
def test_chain_w_cannon_chooses_two_of_three(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Chain W Cannon", "Firefly Sparks"]
            signi: ["{KUKRI}", ~, ~]
            ener: {[KUKRI, KUKRI, *["Iron, Natural Stone"] * 3]}
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
    """)
    game.use("Chain W Cannon")
    game.pay(KUKRI, KUKRI)
    game.mode(1)  # 7000 or less: Flamber alone
    game.mode(2)  # Kukri, the only SIGNI of yours
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.has_keyword(game.card(KUKRI, 0, Zone.SIGNI), KW.DOUBLE_CRUSH)
    game.use("Firefly Sparks")  # 3 red, 1 red less: the two Iron left pay it
    assert game.zone_of(CALIBURN) == Zone.ENER and game.count(0, Zone.ENER) == 0


# ------------------------------------------------------------------ [Charm]

COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
SILVAN = "Silvan, Natural Stone"  # red, level 3
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1
GANESHA = "Ganesha, Joy of Transgression"
SKANDA = "Skanda, Skanda of Transgression"
JIGABACHI = "Jigabachi, Phantom Insect"


def _charmed(game: Play, host: str, player: int = 0) -> bool:
    """Whether the SIGNI called `host` has a [Charm]."""
    return game.game.charm_of(game.card(host, player)) >= 0


@encodes("WX10-089", "WX10-093")
def test_ganesha_and_skanda_put_the_top_card_under_themselves(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU}
            hand: ["{GANESHA}", "{SKANDA}"]
            deck: ["{PROCYON}", "{KOONI}", "{SC}"]  # the top first
    """)
    game.play(GANESHA, 0)
    assert _charmed(game, GANESHA) and game.zone_of(PROCYON) == Zone.UNDER
    game.play(SKANDA, 1)
    assert _charmed(game, SKANDA) and game.zone_of(KOONI) == Zone.UNDER
    assert game.names(0, Zone.DECK) == [SC]


@encodes("WX10-091", "WX10-094")
def test_bokumakiri_and_hanamakiri_need_an_opposing_charm(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MYUU}
            hand: ["Bokumakiri, Phantom Insect", "Hanamakiri, Phantom Insect"]
            deck: ["{PROCYON}", "{KOONI}", "{SC}", "{COSMO}"]
          - signi: ["{SILVAN}"]
            deck: ["{KOONI}"]
    """
    game = table(source)
    game.play("Bokumakiri, Phantom Insect", 0)
    game.play("Hanamakiri, Phantom Insect", 1)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.HAND) == 0  # no [Charm]
    game = table(source)
    assert game.game.put_charm(game.card(KOONI, 1), game.card(SILVAN, 1))
    game.play("Bokumakiri, Phantom Insect", 0)
    assert game.names(0, Zone.ENER) == [PROCYON]
    game.play("Hanamakiri, Phantom Insect", 1)
    assert game.names(0, Zone.HAND) == [KOONI]
    burst = table.life_burst("Bokumakiri, Phantom Insect", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)
    burst = table.life_burst("Hanamakiri, Phantom Insect", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX10-088")
def test_jigabachi_trashes_an_opposing_charm_for_a_small_black_signi(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MYUU}
            hand: ["{JIGABACHI}"]
            trash: ["{COSMO}", "{SILVAN}"]
          - signi: ["{SILVAN}"]
            deck: ["{PROCYON}", "{KOONI}", "{KOONI}"]
    """
    game = table(source)
    game.play(JIGABACHI, 0)  # no [Charm] to put into the trash: no SIGNI back
    assert game.count(0, Zone.HAND) == 0
    game = table(source)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(SILVAN, 1))
    game.play(JIGABACHI, 0)  # its cost of zero paid at once
    assert game.zone_of(PROCYON, 1) == Zone.TRASH and not _charmed(game, SILVAN, 1)
    assert game.names(0, Zone.HAND) == [COSMO]  # the black level two; not red Silvan


@encodes("WX10-096")
def test_violence_jealousy_returns_from_the_trash_for_a_charm(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU}
            hand: ["Violence Jealousy"]
            ener: ["{KOONI}"]
            signi: ["{GANESHA}"]
            trash: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}", "{SC}", "{SC}"]
    """)
    assert game.game.put_charm(game.card(PROCYON), game.card(GANESHA))
    game.use("Violence Jealousy")
    game.target(COSMO)  # the black SIGNI of the trash (Kooni paid goes there too)
    assert game.names(0, Zone.HAND) == [COSMO]
    game.action("Violence Jealousy")  # from the trash, for the [Charm]
    assert game.zone_of(PROCYON) == Zone.TRASH
    assert game.zone_of("Violence Jealousy") == Zone.HAND


@encodes("WX10-053")
def test_gathering_protection_is_cheaper_per_servant_and_powers_them_up(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - signi: ["{SERVANTS[0]}", "{SERVANTS[1]}", "{KOTETSU}"]
            hand: ["Gathering Protection"]
            ener: ["{SC}", "{SC}", "{SC}"]
            trash: ["{SERVANTS[2]}", "{SERVANTS[3]}", "{SC}"]
    """
    game = table(source)
    assert sum(game.game.use_cost(game.card("Gathering Protection"))) == 7 - 4  # two Servants
    before = game.power(SERVANTS[0])
    game.use("Gathering Protection")
    game.mode(1)
    assert game.power(SERVANTS[0]) == before + 5000
    assert game.has_keyword(game.card(SERVANTS[1]), KW.LANCER)
    assert not game.has_keyword(game.card(KOTETSU), KW.LANCER)
    game = table(source)
    game.use("Gathering Protection")
    game.mode(0)
    game.target(SERVANTS[2], SERVANTS[3])
    assert game.names(0, Zone.HAND) == [SERVANTS[2], SERVANTS[3]]


HOIWAS = "Hoiwas, Ballista"
WEAPON = "Gunsnipe, Ballista"  # red <Weapon>


@encodes("WX10-041")
def test_hoiwas_takes_an_arm_and_a_weapon_or_is_downed(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{HOIWAS}"]
            deck: {deck}
    """
    game = table(source.format(TAMA4=TAMA4, HOIWAS=HOIWAS, deck=[KOTETSU, WEAPON, SC]))
    game.play(HOIWAS, 0)
    assert game.names(0, Zone.HAND) == [KOTETSU, WEAPON]
    assert not game.game.downed[game.card(HOIWAS)]
    game = table(source.format(TAMA4=TAMA4, HOIWAS=HOIWAS, deck=[SC, KOONI, KOTETSU]))
    game.play(HOIWAS, 0)  # no <Arm> or <Weapon> SIGNI among the top two: downed
    game.choose(SC)  # the order of the two put back on top
    assert game.count(0, Zone.HAND) == 0 and game.game.downed[game.card(HOIWAS)]
    assert game.count(0, Zone.DECK) == 3  # the two back on top


SHIVA = "Shiva, Roaring Fang of Transgression"
ULITH4 = [*ULITH, "Ulith, Enma of Eternal Hell", "Ulith, Black Sand Enma"]


def shiva(table: Table, hand: list[str]) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {ULITH4}
            signi: ["{SHIVA}"]
            hand: {hand}
            deck: ["{SC}", "{SC}", "{KOONI}"]
          - signi: ["{SILVAN}", "{COSMO}"]
    """)


@encodes("WX10-037")
def test_shiva_with_an_empty_hand_is_18000_and_weakens_a_signi(table: Table) -> None:
    game = shiva(table, [])
    assert game.power(SHIVA) == 18000
    game.action(SHIVA)  # the only [Action] it may use with an empty hand
    game.target(SILVAN)
    assert game.zone_of(SILVAN) == Zone.ENER  # 10000 --10000: banished
    assert game.game.downed[game.card(SHIVA)]


@encodes("WX10-037")
def test_shiva_discards_the_hand_and_adds_a_life_cloth_for_four_cards(table: Table) -> None:
    game = shiva(table, [SC, SC, SC, SC])
    assert game.power(SHIVA) == 12000
    life = game.count(0, Zone.LIFE)
    game.action(SHIVA)  # with cards in hand: discard them all
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.LIFE) == life + 1
    assert game.power(SHIVA) == 18000 and not game.game.downed[game.card(SHIVA)]
    game = shiva(table, [SC, SC, SC])
    game.action(SHIVA)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.LIFE) == life


@encodes("WX10-037")
def test_shiva_life_burst_trades_the_hand_for_three_black_signi(table: Table) -> None:
    burst = table.life_burst(
        SHIVA, f'hand: ["{SC}"]\ntrash: ["{KOONI}", "{COSMO}", "{SC}"]', classic=True
    )
    burst.burst()
    burst.target(KOONI, COSMO)
    assert sorted(burst.names(0, Zone.HAND)) == sorted([KOONI, COSMO])
    assert burst.names(0, Zone.TRASH).count(SC) == 2


SWT = "Code Heart SWT"
PIRULUK4 = [*PIRULUK, "Code Piruluk Sigma"]
GOD_EATER = "God Eater, Ultimate Sword"  # white <Arm>, level 4, 15000


@encodes("WX10-033")
def test_swt_discards_spells_to_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["{SWT}", "ICE BREAK", "THREE OUT", "FREEZE", "{SC}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", "{KUKRI}"]
    """)
    game.play(SWT, 0)
    game.accept()  # discard a spell
    game.discard("ICE BREAK")
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of("ICE BREAK") == Zone.TRASH
    assert not game.can(ActionKind.USE_ACTION, SWT)  # the attack phase only
    game.end_main()
    game.pass_until(lambda g: g.can(ActionKind.USE_ACTION, SWT))
    game.action(SWT)
    game.discard("THREE OUT")  # the two spells left
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.ENER and game.names(0, Zone.HAND) == [SC]


@encodes("WX10-033")
def test_swt_discards_a_spell_instead_of_being_banished(table: Table) -> None:
    source = f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {PIRULUK4}
            signi: [~, "{SWT}", ~]
            hand: {{hand}}
          - lrig: {HANAYO4}
            signi: [~, "{GOD_EATER}", ~]
    """
    game = table(source.format(hand=["ICE BREAK", SC]))
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, GOD_EATER))
    game.attack(GOD_EATER)  # 15000 against 12000
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # the spell is discarded instead
    assert game.zone_of(SWT) == Zone.SIGNI and game.names(0, Zone.HAND) == [SC]
    game = table(source.format(hand=[SC]))  # no spell in hand
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, GOD_EATER))
    game.attack(GOD_EATER)
    game.pass_until(lambda g: g.game.zone[g.card(SWT)] != Zone.SIGNI)
    assert game.zone_of(SWT) == Zone.ENER


@encodes("WX10-033")
def test_swt_life_burst_takes_every_spell_of_the_top_five(table: Table) -> None:
    deck = ["ICE BREAK", SC, "THREE OUT", KOONI, SC, KOONI]
    burst = table.life_burst(SWT, f"deck: {deck}", classic=True)
    burst.burst()
    while burst.decision == DecisionKind.CHOOSE:  # the order of the rest at the bottom
        burst.first()
    assert sorted(burst.names(0, Zone.HAND)) == ["ICE BREAK", "THREE OUT"]
    assert burst.count(0, Zone.DECK) == 4


LUSTER = "Luster"  # green SPELL limited to <Aiyai>, 1 green


@encodes("WX10-035")
def test_luster_charges_a_card_whenever_a_signi_attacks_this_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI}
            signi: ["{KOONI}", ~, "{SC}"]
            hand: ["{LUSTER}", "{KOTETSU}"]
            ener: ["{CUP}"]
            deck: {[KOONI] * 6}
          - life: {[KOONI] * 5}
    """)
    game.use(LUSTER)
    game.play(KOTETSU, 1)  # a SIGNI that comes later gains it too
    assert game.count(0, Zone.ENER) == 0
    game.end_main()
    for charged, signi in enumerate((KOONI, KOTETSU, SC), start=1):
        game.pass_until(lambda g, signi=signi: g.can(ActionKind.ATTACK, signi))
        game.attack(signi)
        assert game.count(0, Zone.ENER) == charged
    burst = table.life_burst(LUSTER, f"signi: ['{KOONI}', '{SC}']", classic=True)
    burst.burst()
    # Luster itself, then one card, and one for each of the two SIGNI
    assert burst.count(0, Zone.ENER) == 4


@encodes("WX10-008")
def test_pluto_stops_an_attacker_and_goes_to_the_lrig_trash_when_banished(table: Table) -> None:
    pluto = "Pluto, White Natural Star"
    game = play_resona_then_banish(
        table,
        SASHE,
        pluto,
        f'ener: ["{PROCYON}", "{SIRIUS}", "Betelgeuse, Natural Star", "{KUKRI}"]',
        f'signi: ["{CALIBURN}"]',
    )
    assert game.names(0, Zone.ENER) == [KUKRI]
    assert game.game.keywords(game.card(CALIBURN, 1)) & KW.CANT_ATTACK
    banished_goes_to_the_lrig_trash(game, pluto)


@encodes("WX10-020")
def test_spride_returns_an_ener_card_and_goes_to_the_lrig_trash_when_banished(
    table: Table,
) -> None:
    spride = "Spride, Green Third Play"
    game = play_resona_then_banish(
        table, AIYAI, spride, f'ener: ["{KENDAMA}", "{SHIGABOSU}", "{KUKRI}"]'
    )
    # Paying 0 green is no choice to ask; the one Ener card left is the card added.
    assert game.names(0, Zone.HAND) == [KUKRI]
    assert game.count(0, Zone.TRASH) == 2  # the play condition's two
    banished_goes_to_the_lrig_trash(game, spride)


@encodes("WX10-024")
def test_kumamusu_charms_a_signi_that_attacks_only_for_three_and_goes_to_the_lrig_trash(
    table: Table,
) -> None:
    kumamusu = "Kumamusu, Black Phantom Insect"
    game = play_resona_then_banish(
        table,
        MYUU,
        kumamusu,
        f'ener: ["{CHILD_ANT}", "{WORK_ANT}"]',
        f"""signi: ["{CALIBURN}"]
            deck: ["{IRON}", "{SC}"]""",
    )
    caliburn = game.card(CALIBURN, 1)
    assert game.game.name(game.game.charm_of(caliburn)) == IRON
    # This turn only: it attacks only for three colorless (an attack of this turn's
    # opponent would need an effect to let it).
    costs = game.game.effects[int(Attribute.ATTACK_COST)]
    assert any(effect.covers(game.game, caliburn) for effect in costs)
    banished_goes_to_the_lrig_trash(game, kumamusu)


# ---------------------------------------------------------------- Cross (vocab-25)


@encodes("WX10-060")
def test_cross_bounce_returns_a_signi_with_cross(table: Table) -> None:
    stun = "Stun, Explosive Gun"  # red, level 2, with [Cross]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Cross Bounce"]
            ener: ["Kukri, Small Sword"]
          - signi: ["{stun}", "{IRON}", ~]
    """)
    game.use("Cross Bounce")  # Stun, the only SIGNI with [Cross], is the target
    assert game.zone_of(stun) == Zone.HAND and game.zone_of(IRON, 1) == Zone.SIGNI
    burst = table.life_burst(
        "Cross Bounce", f"opponent: {{signi: ['{IRON}', ~, 'Kukri, Small Sword']}}", classic=True
    )
    burst.burst()
    burst.target(IRON)
    assert burst.zone_of(IRON, 1) == Zone.HAND


@encodes("WX10-018")
def test_storm_warning_disables_the_first_two_attacks_of_the_turn(table: Table) -> None:
    warning = "Storm Warning"
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {MIDORIKO4}
            lrig_deck: ["{warning}"]
            ener: ["Kendama, First Play", "Kendama, First Play"]
            life: ["{IRON}", "{SC}", "{IRON}"]
          - lrig: {TAMA4}
            signi: ["{KUKRI}", "{FLAMBER}", "{CALIBURN}"]
    """)
    game.use(warning)
    game.pay()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    for signi in (KUKRI, FLAMBER):  # the first and second attacks: disabled
        game.attack(signi)
        game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
        assert game.count(0, Zone.LIFE) == 3, signi
    game.attack(CALIBURN)  # the third one crushes
    game.pass_until(lambda g: g.decision != DecisionKind.SIGNI_ATTACK)
    assert game.count(0, Zone.LIFE) == 2
