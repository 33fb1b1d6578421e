"""Classic booster WX16 (Unlocked Selector... the Apparition and Wisdom set): every encoded
card plays its abilities, in a classic game (classic-2014-beginner-guide.txt). Cards that
need terms the language does not have yet ([Trap], Accessory, a SIGNI with Rise as a
filter, a changed level, ...) are left out."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
DONNA = ["Donna START", "Donna FIRST", "Donna SECOND", "Donna THIRD"]
MAMA = ["Mama♥0", "Mama♥1", "Mama♥2", "Mama♥3"]
NANASHI = [
    "WD19-005",
    "Nanashi, That One",
    "Nanashi, That Two Remodeled",
    "Nanashi, That Three Remodeled",
]
NANASHI4 = [*NANASHI, "Nanashi, That Four"]
RIL = [
    "Ril, Memory of Innocence",
    "Ril, Fragmented Memory",
    "Ril, Flickering Memory",
    "Ril, Memory of Decadence",
]
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000
COLONEL = "Colonel Flathro, Crossbow Flame"  # red, level 4, 12000
TANGENT = "#Tangent#, Angle of Angular Wisdom"  # green <Wisdom>, level 3, 10000
COSINE = "#Cosine#, Angle of Angular Wisdom"  # level 2, 7000
SINE = "#Sine#, Angle of Angular Wisdom"  # level 1, 3000
KARAKASA = "Karakasa, Phantom Apparition"  # white <Apparition>, level 1
AZUARA = "Azuara, Phantom Apparition"  # level 2
KONAKI = "Konaki, Phantom Apparition"  # level 3
NURARI = "Nurari, Phantom Apparition Princess"  # level 4


@encodes("WX16-009", "WX16-020", "WX16-014", "WX16-013")
def test_lrigs_gain_a_coin(table: Table) -> None:
    for stack, lrig, cost in (
        (DONNA[:1], "Donna FIRST", "discard"),
        (MAMA[:1], "Mama♥1", "discard"),
        (["Aya! 0", "Powerful Aya! I"], "Sparkling Aya! II", None),
        (["Aya! 0", "Powerful Aya! I", "Great Aya! II"], "Absolute Aya! III", "ener"),
    ):
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {stack}
                lrig_deck: ["{lrig}"]
                hand: ["{SC}"]
                ener: ["{SC}", "{SC}", "{SC}"]
        """)
        game.grow(lrig)
        game.pay()
        if cost is not None:
            game.accept()
            game.pay()
        game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
        assert game.players[0].coins == 1, lrig
        if cost == "discard":
            assert game.count(0, Zone.HAND) == 0


@encodes("WX16-012")
def test_kill_two_birds_crushes_too_in_the_opponents_turn(table: Table) -> None:
    for turn_player, crushed in ((0, 0), (1, 1)):
        game = table(f"""
            format: classic
            turn_player: {turn_player}
            phase: {"main" if turn_player == 0 else "attack"}
            players:
              - lrig: {HANAYO4}
                lrig_deck: ["Kill Two Birds with One Stone"]
                ener: {[IRON] * 5}
              - signi: ["{CALIBURN}"]
                life: ["{SC}", "{SC}"]
        """)
        if turn_player == 1:
            game.pass_until(lambda g: g.can(g.ActionKind.USE_ARTS, "Kill Two Birds with One Stone"))
        game.use("Kill Two Birds with One Stone")
        assert game.zone_of(CALIBURN) == Zone.ENER
        assert game.count(1, Zone.LIFE) == 2 - crushed


def bet(game: Play, made: bool) -> None:
    """Pay the use cost and make the Bet, or not, in the order the game asks."""
    game.pay()
    if made:
        game.accept()
    else:
        game.decline()
    game.pay()


@encodes("WX16-010", "WX16-011")
def test_coin_arts_of_donna_call_apparitions_and_bounce(table: Table) -> None:
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {DONNA}
            lrig_deck: ["{{arts}}"]
            ener: ["{PROCYON}", "{PROCYON}", "{SC}"]
            coins: 2
            deck: ["{KARAKASA}", "{AZUARA}", "{SC}"]
          - signi: ["{SIRIUS}", "{COLONEL}"]
            lrig: {HANAYO4}
    """
    game = table(source.format(arts="Call Wonder"))
    game.use("Call Wonder")
    bet(game, False)
    game.choose(AZUARA)
    game.pass_until(lambda g: g.decision == DecisionKind.ZONE or g.count(0, Zone.SIGNI) == 1)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(AZUARA) == Zone.SIGNI and game.zone_of(KARAKASA) == Zone.DECK
    game = table(source.format(arts="Call Wonder"))
    game.use("Call Wonder")
    bet(game, True)
    game.choose(AZUARA, KARAKASA)
    game.pass_until(lambda g: g.count(0, Zone.SIGNI) == 2)
    source = source.replace("phase: attack", "phase: main")
    game = table(source.format(arts="Coin Boundary"))
    game.use("Coin Boundary")
    bet(game, False)
    assert game.zone_of(SIRIUS) == Zone.HAND  # level three or less: the only target
    game = table(source.format(arts="Coin Boundary"))
    game.use("Coin Boundary")
    bet(game, True)
    game.choose(COLONEL)
    assert game.zone_of(COLONEL) == Zone.HAND


@encodes("WX16-032")
def test_influ_grows_with_viruses_and_weakens_the_infected(table: Table) -> None:
    influ = "Influ, Natural Bacteria Princess"
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            hand: ["{influ}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}", "{FLAMBER}"]
            viruses: [left]
    """)
    game.play(influ, 2)
    game.mode(1)
    assert game.virus_zones(1) == [0, 1]
    assert game.power(influ) == 14000
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, influ))
    game.attack(influ)
    assert game.power(COLONEL) == 7000 and game.power(FLAMBER) == 2000
    burst = table.life_burst(
        influ,
        f"opponent: {{signi: ['{FLAMBER}', '{IRON}', '{CLASSIC_FILLER}'], viruses: [center]}}",
        classic=True,
    )
    burst.burst()
    assert burst.zone_of(IRON) == Zone.TRASH and burst.zone_of(FLAMBER) == Zone.SIGNI


@encodes("WX16-047")
def test_blackmold_makes_infected_signi_attack(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {NANASHI}
            signi: ["Blackmold, Natural Bacteria"]
            life: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}", "{SIRIUS}"]
            viruses: [left]
    """)
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert "end the step" not in game.options()  # infected Flamber must attack
    game.attack(FLAMBER)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert "end the step" in game.options()  # Sirius need not


@encodes("WX16-076", "WX16-078", "WX16-080")
def test_molds_weaken_an_infected_signi_when_banished(table: Table) -> None:
    for mold, weakened in (
        ("Watermold, Natural Bacteria", 8000),
        ("Cottonmold, Natural Bacteria", 5000),
        ("Spidermold, Natural Bacteria", 2000),
    ):
        game = table(f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {NANASHI}
                signi: ["{mold}"]
              - lrig: {HANAYO4}
                signi: ["{COLONEL}", "{CALIBURN}"]
                viruses: [center]
        """)
        game.attack(COLONEL)
        assert game.power(CALIBURN) == 10000 - weakened, mold


@encodes("WX16-035")
def test_zashiwara_searches_another_small_apparition(table: Table) -> None:
    zashiwara = "Zashiwara, Phantom Apparition"
    game = table(f"""
        format: classic
        players:
          - lrig: {DONNA}
            signi: ["{zashiwara}"]
            deck: ["{zashiwara}", "{NURARI}", "{KONAKI}", "{SC}"]
    """)
    game.action(zashiwara)
    assert game.options() == [f"choose {KONAKI}", "choose no more"]
    game.choose(KONAKI)
    assert game.names(0, Zone.HAND) == [KONAKI]


@encodes("WX16-036")
def test_ability_mind_does_what_the_lrig_level_allows(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            hand: ["Ability Mind"]
            trash: ["Servant O"]
            deck: ["{SC}", "{SC}"]
    """
    # Tama level three: the third mode adds a colorless SIGNI; the first does nothing.
    game = table(source.format(lrig=TAMA))
    game.use("Ability Mind")
    game.mode(2)
    assert game.names(0, Zone.HAND) == ["Servant O"]
    game = table(source.format(lrig=TAMA))
    game.use("Ability Mind")
    game.mode(0)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.HAND) == 0
    game = table(source.format(lrig=TAMA4))  # level four: every mode
    game.use("Ability Mind")
    game.mode(1)
    assert game.names(0, Zone.HAND) == [SC]
    game = table(source.format(lrig=TAMA[:2]))  # level one
    game.use("Ability Mind")
    game.mode(0)
    assert game.names(0, Zone.ENER) == [SC]


@encodes("WX16-054")
def test_get_monster_adds_two_apparitions_of_five(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Get Monster"]
            ener: ["{PROCYON}"]
            deck: ["{SC}", "{KARAKASA}", "{IRON}", "{AZUARA}", "{KONAKI}", "{NURARI}"]
    """)
    game.use("Get Monster")
    game.choose(KARAKASA, KONAKI)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [KARAKASA, KONAKI]
    assert game.names(0, Zone.DECK)[-1] == NURARI  # the sixth card stays on top


@encodes("WX16-059")
def test_kintaro_rises_on_a_level_one_red_signi_and_is_strong_in_its_turn(table: Table) -> None:
    kintaro = "Kintaro, Axe Bearer of Ashigara"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{kintaro}"]
            signi: ["{SC}", "{IRON}"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == game.ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [1]
    game.play(kintaro, 1)
    assert game.power(kintaro) == 10000
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {RIL}
            signi: ["{kintaro}"]
    """)
    assert game.power(kintaro) == 7000


@encodes("WX16-060")
def test_obliterating_fang_thrust_gives_a_red_signi_assassin(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Obliterating Fang Thrust"]
            signi: ["{IRON}", "{FLAMBER}"]
            ener: ["{IRON}", "{IRON}"]
    """)
    game.use("Obliterating Fang Thrust")
    assert game.has_keyword(game.card(IRON, 0, Zone.SIGNI), KW.ASSASSIN)
    assert not game.has_keyword(game.card(FLAMBER), KW.ASSASSIN)


@encodes("WX16-069", "WX16-071")
def test_words_of_wisdom_act_at_an_exact_wisdom_total(table: Table) -> None:
    crane = "#Crane-Turtle#, Word of Foot Wisdom"
    trees = "#Planting-Trees#, Word of Tree Wisdom"
    source = f"""
        format: classic
        players:
          - lrig: {MAMA}
            hand: ["{crane}"]
            signi: {{signi}}
            deck: ["{SINE}", "{COSINE}", "{SC}"]
    """
    game = table(source.format(signi=[SINE]))  # 1 + 2: three
    game.play(crane, 1)
    game.choose(SINE)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.SIGNI) == 3
    game = table(source.format(signi=[COSINE]))  # 2 + 2: four
    game.play(crane, 1)
    assert game.count(0, Zone.SIGNI) == 2
    for top, added in ((SINE, True), (SC, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {MAMA}
                hand: ["{trees}"]
                deck: ["{top}"]
        """)
        game.play(trees, 0)
        assert (game.count(0, Zone.HAND) == 1) is added
    for card in (crane, trees):
        burst = table.life_burst(card, f"deck: ['{SC}']", classic=True)
        burst.burst()
        assert burst.names(0, Zone.HAND) == [SC]


MAMA4 = [*MAMA, "Mama♥4"]


@encodes("WX16-043")
def test_imaginary_adds_a_wisdom_and_any_card_at_eleven(table: Table) -> None:
    imaginary = "#Imaginary#, Number of Imaginary Wisdom"
    source = f"""
        format: classic
        players:
          - lrig: {MAMA4}
            signi: {{signi}}
            deck: ["{SC}", "{COSINE}", "{IRON}"]
    """
    game = table(source.format(signi=[imaginary]))
    game.act(game.ActionKind.USE_ACTION, imaginary, b=0)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [COSINE]
    assert not game.can(game.ActionKind.USE_ACTION, imaginary)  # downed
    fibonacci = "#Fibonacci#, Formula of True Wisdom"  # level four
    nobel = "#Nobel#, Treasure of Colorful Wisdom"  # level four
    game = table(source.format(signi=[imaginary, fibonacci, TANGENT]))  # ten
    actions = [a.b for a in game.legal_actions() if a.kind == game.ActionKind.USE_ACTION]
    assert 1 not in actions
    game = table(source.format(signi=[imaginary, fibonacci, nobel]))  # eleven
    game.act(game.ActionKind.USE_ACTION, imaginary, b=1)
    game.choose(SC)  # any card of the two
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.HAND) == [SC]


@encodes("WX16-030")
def test_schrod_calls_a_wisdom_from_the_ener_zone_and_guards_the_life_cloth(table: Table) -> None:
    schrod = "#Schröd#, Mysterious Box of Logical Wisdom"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MAMA4}
            signi: [null, "{schrod}"]
            ener: ["{SWALLOW}", "{SINE}"]
          - life: ["{SC}", "{SC}"]
    """)
    game.attack(schrod)
    game.accept()
    game.pay(SWALLOW)
    game.pass_until(lambda g: g.decision == DecisionKind.ZONE or g.zone_of(SINE) == Zone.SIGNI)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(SINE) == Zone.SIGNI
    # Wisdom = 11 (4 + 4 + 3): crushing a Life Cloth, two green add one to its own.
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MAMA4}
            signi: ["#Fibonacci#, Formula of True Wisdom", "{schrod}", "{TANGENT}"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
            deck: ["{SC}", "{SC}"]
            life: ["{IRON}"]
          - life: ["{SC}", "{SC}"]
    """)
    game.attack(schrod)
    game.decline()  # no <Wisdom> SIGNI to call from the Ener Zone
    game.accept()  # the Life Cloth crushed: pay two green
    game.pass_until(lambda g: g.count(0, Zone.ENER) == 0)
    assert game.count(0, Zone.LIFE) == 2
    for life, added in (([SC, SC], 1), ([SC, SC, SC], 0)):
        burst = table.life_burst(schrod, f"{{life: {life}, deck: ['{IRON}']}}", classic=True)
        burst.burst()
        assert burst.count(0, Zone.LIFE) == len(life) + added


@encodes("WX16-075")
def test_resurrection_adds_a_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA}
            hand: ["Resurrection"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SC}"]
            deck: ["{IRON}", "{SC}", "{SC}"]
    """)
    game.use("Resurrection")
    assert game.names(0, Zone.LIFE) == [IRON]
    burst = table.life_burst("Resurrection", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)


SNOW_QUEEN = "Snow Queen, Phantom Apparition Princess"
DONNA4 = [*DONNA, "Donna FOURTH"]


@encodes("WX16-025")
def test_snow_queen_bounces_salvages_and_leaves_a_smaller_signi_behind(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {DONNA4}
            hand: ["{SNOW_QUEEN}", "{KARAKASA}", "{AZUARA}"]
            ener: ["{PROCYON}", "{PROCYON}"]
            trash: ["{KONAKI}", "{SNOW_QUEEN}"]
          - signi: ["{FLAMBER}"]
    """)
    game.play(SNOW_QUEEN, 0)
    game.accept()
    game.discard(KARAKASA)
    assert game.zone_of(FLAMBER) == Zone.HAND
    game.action(SNOW_QUEEN)
    assert sorted(game.options()) == sorted(f"choose {c}" for c in (KONAKI, AZUARA, KARAKASA))
    game.choose(KONAKI)  # not the other Snow Queen
    assert game.names(0, Zone.HAND) == [KONAKI]
    game = table(f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {DONNA4}
            signi: ["{SNOW_QUEEN}"]
            hand: ["{NURARI}", "{KONAKI}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}"]
    """)
    game.add_power(game.card(COLONEL), 1000)
    game.attack(COLONEL)
    game.accept()
    game.pass_until(lambda g: g.zone_of(KONAKI) == Zone.SIGNI)
    assert game.zone_of(NURARI) == Zone.HAND  # not less power than 12000
    burst = table.life_burst(SNOW_QUEEN, f"trash: ['{KONAKI}', '{AZUARA}', '{SC}']", classic=True)
    burst.burst()
    burst.choose(KONAKI, AZUARA)
    assert sorted(burst.names(0, Zone.HAND)) == [AZUARA, KONAKI]


BLUEMOLD = "Bluemold, Natural Bacteria"


@encodes("WX16-046")
def test_bluemold_grows_with_viruses_and_banishes_at_the_opponents_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        phase: end
        players:
          - lrig: {NANASHI}
            signi: ["{BLUEMOLD}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}", "{FLAMBER}"]
            viruses: [left, right]
    """)
    assert game.power(BLUEMOLD) == 9000
    game.pass_until(lambda g: g.zone_of(COLONEL) == Zone.ENER)  # the only infected SIGNI
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    burst = table.life_burst(BLUEMOLD, classic=True)
    burst.burst()
    burst.mode(1)
    burst.accept()
    burst.mode(0)
    burst.accept()
    burst.mode(1)
    assert burst.virus_zones(1) == [0, 1]
    burst = table.life_burst(BLUEMOLD, f"deck: ['{SC}']", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX16-042")
def test_unlucky_banishes_by_the_level_of_each_discarded_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["UNLUCKY", "{IRON}", "{FLAMBER}", "{CALIBURN}"]
            ener: ["{SC}"]
          - signi: ["{SC}", "{SIRIUS}", "Betelgeuse, Natural Star"]
    """)
    game.use("UNLUCKY")
    game.discard(FLAMBER)  # level two: Sirius
    game.accept()  # again
    game.discard(IRON)  # level one: the Code Art
    game.decline()  # no third time
    assert game.names(1, Zone.SIGNI) == ["", "", "Betelgeuse, Natural Star"]
    assert game.names(0, Zone.HAND) == [CALIBURN]


RIL4 = [*RIL, "Ril, Memory of Truth"]  # its abilities are not encoded
ALEXAND = "Alexand, Peerless Conquest"  # red <Valor>, level 2, 8000, [Rise] on a level 1 red
PERCIVAL = "Percival, First Spear of the Round Table"  # red <Valor>, level 1
GAWAIN = "Gawain, War Hawk of the Round Table"  # red <Valor>, level 2, 7000
GARETH = "Gareth, White Spear of the Round Table"  # red <Valor>, level 1, 2000


@encodes("WX16-026")
def test_datemasa_answers_a_rise_signi_and_puts_one_out_in_the_attack_phase(
    table: Table,
) -> None:
    datemasa = "Datemasa, One-Eyed Dragon General"
    source = f"""
        format: classic
        phase: {{phase}}
        players:
          - lrig: {RIL4}
            signi: ["{datemasa}", "{PERCIVAL}"]
            hand: ["{ALEXAND}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            life: ["{KOONI}"]
    """
    game = table(source.format(phase="main"))
    game.play(ALEXAND, 1)  # on Percival
    game.mode(1)  # banish a SIGNI of 7000 or less
    assert game.zone_of(FLAMBER) == Zone.ENER
    game = table(source.format(phase="attack"))
    game.pass_until(lambda g: g.can(g.ActionKind.USE_ACTION, datemasa))
    game.action(datemasa)  # Alexand from the hand onto the field, on Percival
    game.pass_until(lambda g: g.decision != DecisionKind.ZONE)
    assert game.zone_of(ALEXAND) == Zone.SIGNI and game.names(0, Zone.UNDER) == [PERCIVAL]
    game.mode(2)
    game.target(datemasa)
    assert game.power(datemasa) == 17000
    burst = table.life_burst(datemasa, f"trash: ['{ALEXAND}', '{GAWAIN}']", classic=True)
    burst.burst()
    burst.choose(ALEXAND)
    burst.choose(GAWAIN)
    assert burst.names(0, Zone.HAND) == [ALEXAND, GAWAIN]


@encodes("WX16-055")
def test_mordre_trashes_a_rise_signi_to_banish(table: Table) -> None:
    mordre = "Mordre, Revenge of the Round Table"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            hand: ["{mordre}"]
            signi: ["{ALEXAND}", "{GAWAIN}"]
          - signi: ["{CALIBURN}"]
    """)
    game.play(mordre)
    game.accept()
    assert game.zone_of(ALEXAND) == Zone.TRASH and game.zone_of(CALIBURN) == Zone.ENER


@encodes("WX16-056")
def test_galahad_discards_a_valor_and_a_rise_signi_to_banish_twice(table: Table) -> None:
    galahad = "Galahad, Bloody Spear of the Round Table"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{galahad}", "{GAWAIN}", "{ALEXAND}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.play(galahad)
    if game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.accept()
    game.discard(GAWAIN)  # a <Valor>: Flamber, 7000
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # Alexand, with [Rise]: Caliburn, 10000
    game.pass_until(lambda g: g.decision != DecisionKind.DISCARD)
    assert game.zone_of(FLAMBER) == Zone.ENER and game.zone_of(CALIBURN) == Zone.ENER
    burst = table.life_burst(galahad, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX16-057")
def test_elaine_looks_for_a_rise_signi(table: Table) -> None:
    elaine = "Elaine, Maiden of the Round Table"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{elaine}"]
            deck: ["{GAWAIN}", "{ALEXAND}", "{IRON}", "{KOONI}"]
    """)
    game.play(elaine)
    assert f"choose {GAWAIN}" not in game.options()
    game.choose(ALEXAND)
    game.choose(GAWAIN)  # the order of the rest at the bottom
    assert game.zone_of(ALEXAND) == Zone.HAND
    assert game.names(0, Zone.DECK)[-1] == KOONI


@encodes("WX16-058")
def test_sumouguma_banishes_1000_or_2000_with_a_rise_signi(table: Table) -> None:
    sumouguma = "Sumouguma, War Beast of Ashigara"
    source = f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{sumouguma}"]
            signi: [{{rise}}]
          - signi: ["{GARETH}"]
    """
    game = table(source.format(rise=""))
    game.play(sumouguma)
    assert game.zone_of(GARETH) == Zone.SIGNI
    game = table(source.format(rise=f'"{ALEXAND}"'))
    game.play(sumouguma)
    assert game.zone_of(GARETH) == Zone.ENER
    burst = table.life_burst(sumouguma, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX16-077")
def test_sootmold_removes_a_virus_to_charge(table: Table) -> None:
    sootmold = "Sootmold, Natural Bacteria"
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI}
            hand: ["{sootmold}"]
            deck: ["{KOONI}", "{IRON}"]
          - viruses: [left]
    """)
    game.play(sootmold)
    game.accept()
    if game.decision == DecisionKind.MODE:
        game.first()  # the [Virus] to remove: the only one
    assert game.virus_zones(1) == [] and game.names(0, Zone.ENER) == [KOONI]


GOKU = "Goku, Western Monkey of the Sage's Stone"  # red <Valor>, level 4, 12000, [Rise] on a Valor


@encodes("WX16-039")
def test_yurikama_gives_double_crush_to_the_signi_risen_on_it(table: Table) -> None:
    yurikama = "Yurikama, Sickle-Swinger of the Ten Braves"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{yurikama}", ~, ~]
            hand: ["{GOKU}"]
    """)
    game.play(GOKU, 0)
    assert game.has_keyword(game.card(GOKU), KW.DOUBLE_CRUSH)


@encodes("WX16-037")
def test_saizo_keeps_the_signi_risen_on_it_from_banishes_and_searches_when_banished(
    table: Table,
) -> None:
    saizo = "Saizo, Spy of the Ten Braves"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{saizo}", ~, ~]
            hand: ["{GOKU}"]
          - lrig: {HANAYO4}
            lrig_deck: ["Bloody Slash"]
            ener: ["{KOONI}", "{KOONI}"]
    """)
    game.play(GOKU, 0)
    game.end_main()
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Bloody Slash"))
    game.use("Bloody Slash")  # Goku, the only target, cannot be banished this turn
    assert game.zone_of(GOKU) == Zone.SIGNI and game.zone_of("Bloody Slash") == Zone.LRIG_TRASH
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {RIL4}
            signi: ["{saizo}", ~, ~]
            deck: ["{SC}", "{ALEXAND}", "{GAWAIN}", "{SC}", "{KOONI}"]
          - lrig: {HANAYO4}
            hand: ["Flame Ball, Falling Star"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("Flame Ball, Falling Star")  # Saizo, the only target
    game.choose(ALEXAND)
    game.pass_until(lambda g: g.decision != DecisionKind.CHOOSE)  # the order of the rest
    assert game.names(0, Zone.HAND) == [ALEXAND]
    assert game.names(0, Zone.DECK)[-1] == KOONI  # the fifth card is now the top one
    burst = table.life_burst(saizo, f"deck: ['{SC}', '{KOONI}']", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.count(0, Zone.ENER) == 2  # the charged card and the crushed one


@encodes("WX16-038")
def test_sarutobi_rises_on_a_small_red_signi_and_puts_valor_from_the_top(table: Table) -> None:
    sarutobi = "Sarutobi, Patient Monkey of the Ten Braves"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{GAWAIN}", "{SC}", ~]
            hand: ["{sarutobi}", "{GOKU}"]
            deck: ["{GARETH}", "{PERCIVAL}"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == game.ActionKind.PLAY_SIGNI]
    assert {a.b for a in plays if game.name(a.a) == sarutobi} == {0}  # on Gawain only
    game.play(sarutobi, 0)  # its [On-Play]: Gareth has no [Rise]: it stays on top
    assert game.names(0, Zone.DECK)[-1] == GARETH  # the top card
    game.play(GOKU, 0)  # risen: Gareth, a <Valor> without [Rise], may go onto the field
    game.choose(GARETH)
    game.pass_until(lambda g: g.decision != DecisionKind.ZONE)
    assert game.zone_of(GARETH) == Zone.SIGNI


@encodes("WX16-038")
def test_sarutobi_puts_a_rise_valor_from_the_top_onto_its_host(table: Table) -> None:
    sarutobi = "Sarutobi, Patient Monkey of the Ten Braves"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{GAWAIN}", "{PERCIVAL}", ~]
            hand: ["{sarutobi}"]
            deck: ["{ALEXAND}", "{SC}"]
    """)
    game.play(sarutobi, 0)
    game.choose(ALEXAND)  # risen on Percival, a level one red SIGNI
    assert game.names(0, Zone.SIGNI) == [sarutobi, ALEXAND, ""]
    assert game.names(0, Zone.UNDER) == [GAWAIN, PERCIVAL]


ROOT = "#Root#, Square of Root Wisdom"


@encodes("WX16-068")
def test_root_ups_as_the_signi_in_front_is_banished_unless_attacking(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MAMA}
            signi: ["{ROOT}", "{TANGENT}"]
            hand: ["Roaring Fire Pillar"]
            ener: ["{IRON}"]
          - signi: ["{IRON}", "{CALIBURN}"]
    """)
    game.action(ROOT)  # down: +5000 to one of your SIGNI
    game.target(TANGENT)
    assert game.power(TANGENT) == 15000 and game.game.downed[game.card(ROOT)]
    game.use("Roaring Fire Pillar")  # banish the SIGNI in front of Root (the one it can)
    assert game.zone_of(IRON, 1) == Zone.ENER
    assert not game.game.downed[game.card(ROOT)]  # Root was not attacking: upped
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {MAMA}
            signi: ["{ROOT}"]
          - signi: ["{IRON}"]
    """)
    game.attack(ROOT)  # Root banishes the SIGNI in front itself: attacking, stays down
    assert game.zone_of(IRON, 1) == Zone.ENER and game.game.downed[game.card(ROOT)]


BLACK_ACHE = "Black Ache"


def black_ache(table: Table, viruses: str) -> Play:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI}
            lrig_deck: ["{BLACK_ACHE}"]
            ener: ["{KOONI}"]
            trash: ["{KOONI}", "{SC}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
            viruses: {viruses}
            trash: ["{IRON}", "{SWALLOW}", "{PROCYON}"]
    """)
    game.use(BLACK_ACHE)
    return game


@encodes("WX16-023")
def test_black_ache_chooses_one_more_for_each_virus_removed(table: Table) -> None:
    game = black_ache(table, "[left, center]")
    game.mode(0)  # the [Virus] of the left SIGNI Zone
    game.mode(1)  # and of the center: three options, all of them
    assert game.virus_zones(1) == []
    game.mode(0)
    game.mode(1)  # the last one follows: (1) Kooni, the only black SIGNI of the trash
    game.target(IRON, SWALLOW)  # (2) two cards of the opponent's trash
    game.target(CALIBURN)  # (3) --7000
    assert game.names(0, Zone.HAND) == [KOONI]
    assert sorted(game.names(1, Zone.REMOVED)) == sorted([IRON, SWALLOW])
    assert game.power(CALIBURN) == 10000 - 7000


@encodes("WX16-023")
def test_black_ache_without_a_virus_chooses_one(table: Table) -> None:
    game = black_ache(table, "[]")
    assert game.decision == DecisionKind.MODE
    game.mode(2)
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER, 1) == Zone.ENER  # 7000 --7000: banished
    assert game.count(0, Zone.HAND) == 0 and game.count(1, Zone.REMOVED) == 0


@encodes("WX16-023")
def test_black_ache_with_one_virus_removed_chooses_two(table: Table) -> None:
    game = black_ache(table, "[right]")
    game.mode(2)  # the [Virus] of the right SIGNI Zone
    game.mode(1)
    game.mode(2)  # two options: (2) and (3)
    game.target(PROCYON)
    game.done()
    game.target(FLAMBER)
    assert game.names(1, Zone.REMOVED) == [PROCYON] and game.zone_of(FLAMBER, 1) == Zone.ENER
    assert game.count(0, Zone.HAND) == 0


@encodes("WX16-033")
def test_last_farewell_is_cheaper_per_bacteria_and_virus_and_clears_their_field(
    table: Table,
) -> None:
    linus, entero = "Linus, Natural Bacteria", "Entero, Natural Bacteria"  # vanilla
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: ["{linus}", "{entero}"]
            hand: ["Last Farewell"]
            ener: {ener}
          - lrig: {hanayo}
            signi: ["{caliburn}", "{sirius}", "{flamber}"]
            viruses: [left, center]
    """

    def game(ener: int) -> Play:
        return table(
            source.format(
                lrig=NANASHI,
                linus=linus,
                entero=entero,
                ener=[KOONI] * ener,
                hanayo=HANAYO4,
                caliburn=CALIBURN,
                sirius=SIRIUS,
                flamber=FLAMBER,
            )
        )

    # Nine black, less two for two <Bacteria> SIGNI and two for two [Virus]es: five.
    assert not game(4).can(ActionKind.USE_SPELL, "Last Farewell")
    play = game(5)
    play.use("Last Farewell")
    play.pay()
    assert play.names(1, Zone.SIGNI) == ["", "", ""]
    assert play.count(1, Zone.TRASH) == 3
    assert play.virus_zones(1) == []
    assert play.count(0, Zone.ENER) == 0
    burst = table.life_burst(
        "Last Farewell",
        f'{{lrig: {NANASHI}, signi: ["{linus}"], opponent: {{signi: ["{CALIBURN}", null, '
        f'"{CLASSIC_FILLER}"]}}}}',
        classic=True,
    )
    burst.burst()
    assert burst.zone_of(linus) == Zone.ENER
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN, 1) == Zone.TRASH


# ------------------------------------------------------------------ [Accessory] cards

MEL4 = ["Mel=Ready", "Mel=Spumoni", "Mel=Campari", "Mel=Kir", "Mel=Ange"]
GYUDO = "Code Eat Gyudo"  # green <Cooking>, level 1, 3000
TENDO = "Code Eat Tendo"  # green <Cooking>, level 3, 10000
MAYO = "Code Eat Mayo"  # green <Cooking>, [Accessory] for 0 green: +2000 to its <Cooking>


@encodes("WX16-073")
def test_muffin_gives_accessorized_signi_2000(table: Table) -> None:
    muffin = "Code Eat Muffin"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: ["{muffin}", "{GYUDO}"]
            ener: ["{MAYO}"]
    """)
    assert game.power(GYUDO) == 3000
    game.game.put_accessory(game.card(MAYO), game.card(GYUDO))
    assert game.power(GYUDO) == 3000 + 2000 + 2000 and game.power(muffin) == 2000


@encodes("WX16-072")
def test_cheesetar_puts_a_signi_with_accessory_from_the_top_three_into_ener(
    table: Table,
) -> None:
    cheesetar = "Code Eat Cheesetar"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            hand: ["{cheesetar}"]
            deck: ["{SWALLOW}", "{MAYO}", "{GYUDO}", "{KOONI}"]
    """)
    game.play(cheesetar)
    while game.decision not in (DecisionKind.MAIN, None):
        game.first()
    assert game.names(0, Zone.ENER) == [MAYO]
    assert game.count(0, Zone.DECK) == 3 and game.zone_of(KOONI) == Zone.DECK


@encodes("WX16-074")
def test_masyru_accessory_draws_when_its_cooking_signi_is_banished(table: Table) -> None:
    masyru = "Code Eat Masyru"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: ["{GYUDO}"]
            ener: ["{masyru}"]
            deck: ["{KOONI}", "{KOONI}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}"]
    """)
    game.action(masyru)  # [Green 0], under the only SIGNI
    assert game.zone_of(masyru) == Zone.UNDER
    game.end_main()
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(g.ActionKind.ATTACK, COLONEL))
    hand = game.count(0, Zone.HAND)
    game.attack(COLONEL)  # 12000 banishes Gyudo in battle
    game.pass_until(lambda g: g.zone_of(GYUDO) == Zone.ENER)
    assert game.zone_of(masyru) == Zone.TRASH and game.count(0, Zone.HAND) == hand + 1


@encodes("WX16-074", "WX16-045")
def test_masyru_and_chocosp_draw_as_life_bursts(table: Table) -> None:
    for burst in ("Code Eat Masyru", "Code Eat Chocosp"):
        game = table.life_burst(burst, f'deck: ["{GYUDO}"]', classic=True)
        game.burst()
        assert game.names(0, Zone.HAND) == [GYUDO]


@encodes("WX16-045")
def test_chocosp_discards_a_card_with_accessory_to_search_a_cooking_signi(
    table: Table,
) -> None:
    chocosp = "Code Eat Chocosp"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            hand: ["{chocosp}", "{MAYO}", "{GYUDO}"]
            deck: ["{SWALLOW}", "{TENDO}", "{KOONI}"]
    """)
    game.play(chocosp)
    game.accept()  # Mayo: the only card with [Accessory] in the hand
    assert game.zone_of(MAYO) == Zone.TRASH
    assert f"choose {SWALLOW}" not in game.options()
    game.choose(TENDO)
    assert sorted(game.names(0, Zone.HAND)) == [GYUDO, TENDO]


@encodes("WX16-045")
def test_chocosp_accessory_banishes_a_weaker_signi_as_its_cooking_signi_attacks(
    table: Table,
) -> None:
    chocosp = "Code Eat Chocosp"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: ["{TENDO}"]
            ener: ["{chocosp}", "{SWALLOW}", "{SWALLOW}"]
          - lrig: {HANAYO4}
            signi: [~, "{COLONEL}", "{IRON}"]
    """)
    game.action(chocosp)
    game.pay(SWALLOW, SWALLOW)
    assert game.zone_of(chocosp) == Zone.UNDER
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, TENDO))
    game.attack(TENDO)  # 10000: Iron, not Colonel (12000)
    assert game.zone_of(IRON) == Zone.ENER and game.zone_of(COLONEL) == Zone.SIGNI


@encodes("WX16-016")
@pytest.mark.parametrize(("ours", "discarded"), [(MEL4, 4), (MEL4[:2], 3)])
def test_out_dust_discards_as_many_as_the_highest_lrig_level(
    table: Table, ours: list[str], discarded: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ours}
            lrig_deck: ["Out Dust"]
            ener: ["{SC}", "{SC}", "{SC}"]
            hand: {[KOONI] * 5}
          - lrig: {HANAYO[:4]}
            hand: {[IRON] * 5}
    """)
    game.use("Out Dust")
    while game.decision == DecisionKind.TARGET or any(
        option.startswith(("choose", "discard")) for option in game.options()
    ):
        game.first()
    assert game.count(0, Zone.HAND) == 5 - discarded
    assert game.count(1, Zone.HAND) == 5 - discarded


@encodes("WX16-022")
def test_lavish_meal_puts_accessories_from_ener_under_signi_for_free(table: Table) -> None:
    ketchu = "Code Eat Ketchu"  # [Accessory]: +5000 to its <Cooking> SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            lrig_deck: ["Lavish Meal"]
            signi: ["{GYUDO}", "{TENDO}"]
            ener: ["{MAYO}", "{ketchu}", "{SWALLOW}"]
    """)
    game.use("Lavish Meal")
    game.accept()
    game.choose(MAYO)
    game.choose(GYUDO)
    game.accept()  # Ketchu, under Tendo: the only SIGNI without an [Accessory]
    assert game.zone_of(MAYO) == Zone.UNDER and game.zone_of(ketchu) == Zone.UNDER
    assert game.power(GYUDO) == 3000 + 2000 and game.power(TENDO) == 10000 + 5000
    assert game.names(0, Zone.ENER) == [SWALLOW]  # no [Accessory] cost paid
