"""Classic booster WX06 (Fortune Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt)."""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes
from tests.effects.conftest import _compile

TAWIL = [
    "Tawil=Noll, Prolonged of Life",
    "Tawil=Ett, Prolonged of Life",
    "Tawil=Två, Prolonged of Life",
    "Tawil=Tre, Prolonged of Life",
]
ANN = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SILVAN = "Silvan, Natural Stone"  # red <Ore>, level 3, 10000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
JV = "Code Art JV"  # blue <Electric Machine>, level 2, 7000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
EIN_GAS = "Ein=Gas"  # black <Poison Fang>, level 1, 3000
HENGE = "Code Anti Henge"  # black <Ancient Weapon>, level 1, 3000
CUELEP = "Cuélep, Phantom Dragon"  # red <Dragon Beast>, level 1, 3000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
MOUSEN = "Mousen, Natural Plant"  # green <Plant>, level 1, 3000
SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1, 3000
URIE = "Urie, Sudden Ruination"  # white <Angel>, level 2, 7000
RAPHAE = "Raphae, From Your Tomorrow"  # white <Angel>, level 3, 10000
GABRIE = "Gabrie, Future of the Archangel"  # white <Angel>, level 4, 15000
ANGELS = [
    SARIE,
    URIE,
    RAPHAE,
    GABRIE,
    "Munkarun, Elder Sister Deity of the Holy Tomb",
    "Nakirun, Younger Sister Deity of the Holy Tomb",
    "Aphrodite, Flower Bloom of Late Beginnings",
]


def _attack_arts(table: Table, source: str) -> Play:
    """A game in player 0's ARTS use step of the attack phase."""
    game = table(source, skip_forced=False)
    game.pass_until(lambda g: g.can(g.ActionKind.USE_ARTS))
    return game


@encodes("PR-104")
def test_spell_salvage_adds_a_spell_of_the_lrigs_color(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Spell Salvage"]
            ener: ["{IRON}"]
            trash: ["Roaring Fire Pillar", "Get Bible"]
    """)
    game.use("Spell Salvage")
    assert game.names(0, Zone.HAND) == ["Get Bible"]


@encodes("WX06-001")
def test_tawil_fyra_powers_up_angels_and_returns_seven_to_remove_a_signi(
    table: Table,
) -> None:
    fyra = "Tawil=Fyra, Prolonged of Life"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAWIL, fyra]}
            signi: ["{SARIE}"]
            trash: {[SARIE] * 7}
            deck: ["{SC}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    assert game.power(SARIE) == 4000
    game.action(fyra)
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.count(0, Zone.TRASH) == 0 and game.count(0, Zone.DECK) == 8
    source = f"""
        format: classic
        players:
          - lrig: {[*TAWIL, fyra]}
            trash: {{trash}}
            deck: ["{SC}"]
          - signi: ["{FLAMBER}"]
    """
    game = table(source.format(trash=ANGELS))
    game.act(Play.ActionKind.USE_ACTION, fyra, b=2)
    game.choose(*ANGELS[:6])  # the seventh follows
    assert game.zone_of(FLAMBER) == Zone.TRASH
    assert game.count(0, Zone.DECK) == 8
    game = table(source.format(trash=[*ANGELS[:6], SARIE]))
    game.act(Play.ActionKind.USE_ACTION, fyra, b=2)
    assert game.zone_of(FLAMBER) == Zone.SIGNI  # six names only: nothing returned
    assert game.count(0, Zone.TRASH) == 7


@encodes("WX06-004")
def test_dont_escape_downs_two_under_a_blue_lrig_with_two_life_cloth(table: Table) -> None:
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["Don't Escape"]
            ener: ["{SC}", "{SC}"]
            life: {{life}}
          - signi: ["{KUKRI}", "{FLAMBER}"]
    """
    game = _attack_arts(table, source.format(life=[SC, SC]))
    game.use("Don't Escape")
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert all(game.downed[game.card(name, 1, Zone.SIGNI)] for name in (KUKRI, FLAMBER))
    game = _attack_arts(table, source.format(life=[SC, SC, SC]))
    game.use("Don't Escape")
    game.pass_until(lambda g: g.decision == DecisionKind.TARGET)
    game.target(FLAMBER)
    assert not game.downed[game.card(KUKRI, 1, Zone.SIGNI)]
    assert game.downed[game.card(FLAMBER)]


@encodes("WX06-011")
def test_soap_summon_searches_or_puts_an_angel_onto_the_field(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAWIL}
            lrig_deck: ["Soap Summon"]
            hand: ["{RAPHAE}"]
            ener: ["{KUKRI}"]
            deck: ["{SC}", "{URIE}"]
    """
    game = table(source)
    game.use("Soap Summon")
    game.mode(1)
    game.pass_until(lambda g: g.zone_of(RAPHAE) == Zone.SIGNI)
    game = table(source)
    game.use("Soap Summon")
    game.mode(0)
    game.choose(URIE)
    assert sorted(game.names(0, Zone.HAND)) == [RAPHAE, URIE]


@encodes("WX06-021")
def test_vier_dio_ups_for_a_poison_fang_and_weakens(table: Table) -> None:
    dio = "Vier=Dio Princess"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*IONA, "Iona, Over/Maiden"]}
            signi: ["{dio} (downed)"]
            hand: ["{EIN_GAS}"]
          - signi: ["{FLAMBER}"]
    """)
    game.play(EIN_GAS, 1)
    assert not game.downed[game.card(dio)]
    game.action(dio)
    assert game.power(FLAMBER) == 4000
    burst = table.life_burst(
        dio, f"opponent: {{signi: ['{CALIBURN}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.choose(CALIBURN)
    assert burst.power(CALIBURN) == 10000 - 9000


@encodes("WX06-031")
def test_trick_or_treat_draws_two_or_makes_the_opponent_discard_two(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - hand: ["TRICK OR TREAT"]
            ener: ["{SC}", "{SC}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - hand: ["{IRON}", "{IRON}", "{KUKRI}"]
    """
    game = table(source)
    game.use("TRICK OR TREAT")
    game.mode(0)
    assert game.count(0, Zone.HAND) == 2
    game = table(source)
    game.use("TRICK OR TREAT")
    game.mode(1)
    game.pass_until(lambda g: g.count(1, Zone.HAND) == 1)


@encodes("WX06-032", "WX06-029", "WX06-035")
def test_center_signi_gain_an_attack_ability_under_their_color(table: Table) -> None:
    source = """
        format: classic
        phase: attack
        players:
          - lrig: {lrig}
            signi: {signi}
            deck: ["Code Art SC", "Code Art SC"]
          - signi: ["Caliburn, Greatsword", ~, "Caliburn, Greatsword"]
            hand: ["Iron, Natural Stone"]
    """
    kuronyan = "Kuronyan, Phantom Beast"
    game = table(source.format(lrig=ANN, signi=f"[~, '{kuronyan}']"))
    game.attack(kuronyan)
    assert game.names(0, Zone.ENER) == [SC]
    game = table(source.format(lrig=ANN, signi=f"['{kuronyan}']"))
    game.attack(kuronyan)
    assert game.count(0, Zone.ENER) == 0  # not in the center
    game = table(source.format(lrig=TAMA, signi=f"[~, '{kuronyan}']"))
    game.attack(kuronyan)
    assert game.count(0, Zone.ENER) == 0  # not a green LRIG
    oss = "Code Art OSS"
    game = table(source.format(lrig=PIRULUK, signi=f"[~, '{oss}']"))
    game.attack(oss)
    assert game.count(1, Zone.HAND) == 0
    cerberun = "Cerberun, Three-Headed Barrage"
    game = table(source.format(lrig=IONA, signi=f"[~, '{cerberun}']"))
    game.attack(cerberun)
    game.pass_until(lambda g: g.decision == DecisionKind.TARGET)
    game.target(CALIBURN)
    assert sorted(game.game.power(c) for c in game.ids(CALIBURN, 1, Zone.SIGNI)) == [7000, 10000]


@encodes("WX06-026", "WX06-022")
def test_kakusen_and_tride_gain_in_the_center_under_their_color(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            signi: {signi}
    """
    game = table(source.format(lrig=HANAYO, signi='[~, "Kakusen, Natural Stone"]'))
    assert game.has_keyword(game.card("Kakusen, Natural Stone"), KW.DOUBLE_CRUSH)
    game = table(source.format(lrig=HANAYO, signi='["Kakusen, Natural Stone"]'))
    assert not game.has_keyword(game.card("Kakusen, Natural Stone"), KW.DOUBLE_CRUSH)
    tride = "Tride, Greatspear"
    game = table(source.format(lrig=TAMA, signi=f"[~, '{tride}']"))
    assert game.power(tride) == 10000
    assert table(source.format(lrig=HANAYO, signi=f"[~, '{tride}']")).power(tride) == 8000
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA}
            signi: [~, "{tride}"]
          - lrig_deck: ["Banishing"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("Banishing")
    assert game.zone_of(tride) == Zone.SIGNI  # not by the opponent's effects


@encodes("WX06-034")
def test_one_throw_needs_a_signi_of_twenty_thousand_power(table: Table) -> None:
    dragon = "Mušḫuššu, Phantom Dragon Princess"  # +4000 for each Ener card it trashes
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Rekindling Effort"]
            hand: ["One Throw"]
            signi: ["{dragon}"]
            ener: ["{IRON}", "{IRON}"]
          - signi: ["{FLAMBER}"]
            ener: ["{SC}", "{SC}", "{SC}", "{SC}"]
    """)
    assert not game.can(Play.ActionKind.USE_SPELL)
    game.use("Rekindling Effort")
    game.target(SC, SC)
    assert game.power(dragon) == 20000
    game.use("One Throw")
    assert game.zone_of(FLAMBER) == Zone.ENER


@encodes("WX06-CB01")
def test_cyua_trashes_itself_on_attack_to_banish_a_small_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {HANAYO}
            signi: ["Cyua, Natural Stone"]
          - signi: [~, "{KUKRI}", "{FLAMBER}"]
    """)
    game.attack("Cyua, Natural Stone")
    game.accept()
    assert game.zone_of("Cyua, Natural Stone") == Zone.TRASH
    assert game.names(1, Zone.SIGNI) == ["", "", FLAMBER]
    burst = table.life_burst("Cyua, Natural Stone", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX06-CB02")
def test_tap_is_ten_thousand_against_an_empty_hand_and_its_burst_picks_a_discard(
    table: Table,
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["Code Art TAP"]
          - hand: {{hand}}
    """
    game = table(source.format(hand=[]))
    game.play("Code Art TAP", 0)
    assert game.power("Code Art TAP") == 10000
    game = table(source.format(hand=[IRON]))
    game.play("Code Art TAP", 0)
    assert game.power("Code Art TAP") == 2000 and game.count(1, Zone.HAND) == 1
    burst = table.life_burst(
        "Code Art TAP", f"opponent: {{hand: ['{IRON}', '{SC}']}}", classic=True
    )
    burst.burst()
    burst.choose(SC)
    assert burst.names(1, Zone.HAND) == [IRON]


@encodes("WX06-CB03")
def test_kayappa_trashes_itself_at_the_opponents_turn_end_for_two_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: end
        turn_player: 1
        players:
          - lrig: {ANN}
            signi: ["Kayappa, Natural Plant"]
            deck: ["{SC}", "{KUKRI}", "{SC}", "{SC}", "{SC}"]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert game.zone_of("Kayappa, Natural Plant") == Zone.TRASH
    assert game.names(0, Zone.ENER) == [SC, KUKRI]
    burst = table.life_burst("Kayappa, Natural Plant", f"deck: ['{KUKRI}']", classic=True)
    burst.burst()
    assert KUKRI in burst.names(0, Zone.ENER)


@encodes("WX06-CB04")
def test_doronjo_weakens_a_signi_when_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {IONA}
            signi: ["Code Anti Doronjo"]
          - signi: ["{FLAMBER}"]
    """)
    game.attack(FLAMBER)
    assert game.zone_of("Code Anti Doronjo") == Zone.ENER
    assert game.power(FLAMBER) == 5000
    burst = table.life_burst("Code Anti Doronjo", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX06-002")
def test_pinch_defense_stops_the_lrig_and_a_signi_at_two_life_cloth(table: Table) -> None:
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA}
            lrig_deck: ["Pinch Defense"]
            ener: ["{KUKRI}", "{KUKRI}"]
            life: {{life}}
          - signi: ["{FLAMBER}"]
    """
    game = _attack_arts(table, source.format(life=[SC, SC]))
    game.use("Pinch Defense")
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert game.has_keyword(game.card(HANAYO[-1]), KW.CANT_ATTACK)
    assert game.has_keyword(game.card(FLAMBER), KW.CANT_ATTACK)
    game = _attack_arts(table, source.format(life=[SC, SC, SC]))
    game.use("Pinch Defense")
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert game.has_keyword(game.card(HANAYO[-1]), KW.CANT_ATTACK)
    assert not game.has_keyword(game.card(FLAMBER), KW.CANT_ATTACK)


@encodes("WX06-003", "WX06-005", "WX06-006")
def test_pinch_arts_do_more_under_their_color_at_two_life_cloth(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["{arts}"]
            ener: {ener}
            life: {life}
          - lrig: {HANAYO4}
            signi: ["Flamber, Medium Sword", "Caliburn, Greatsword", "Obsidian, Natural Stone"]
    """
    arts = (
        ("Interwoven Fire and Fortune", HANAYO, [IRON, IRON]),
        ("Vanish Like Mist", ANN, [MOUSEN, MOUSEN, MOUSEN]),
        ("Ancient Gate", IONA, [KOONI, KOONI, KOONI]),
    )
    for name, lrig, ener in arts:
        game = table(source.format(lrig=lrig, arts=name, ener=ener, life=[SC, SC], HANAYO4=HANAYO4))
        game.use(name)
        if name == "Interwoven Fire and Fortune":
            game.target(FLAMBER, CALIBURN)
            assert game.count(1, Zone.SIGNI) == 1
        elif name == "Vanish Like Mist":
            game.target(CALIBURN, "Obsidian, Natural Stone")
            assert game.names(1, Zone.SIGNI) == [FLAMBER, "", ""]
        else:
            game.target(CALIBURN, "Obsidian, Natural Stone")
            assert game.names(1, Zone.SIGNI) == [FLAMBER, "", ""]
        game = table(
            source.format(lrig=lrig, arts=name, ener=ener, life=[SC, SC, SC], HANAYO4=HANAYO4)
        )
        game.use(name)
        if name == "Interwoven Fire and Fortune":
            assert game.zone_of(FLAMBER) == Zone.ENER  # the only one of 8000 or less
        elif name == "Vanish Like Mist":
            assert game.count(1, Zone.SIGNI) == 3  # none of 15000 or more
        else:
            game.target(CALIBURN)
            assert game.zone_of(CALIBURN) == Zone.ENER  # --12000
            assert game.names(1, Zone.SIGNI) == [FLAMBER, "", "Obsidian, Natural Stone"]


@encodes("WX06-017")
def test_nyarobu_grows_with_arms_searches_a_fist_and_ups_or_downs(table: Table) -> None:
    nyarobu = "Nyarobu, Ultimate Fist"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{KUKRI}", "{FLAMBER} (downed)"]
            hand: ["{nyarobu}"]
            ener: ["{KUKRI}"]
            deck: ["{SC}", "Glova, Medium Fist", "{SC}"]
          - signi: ["{CALIBURN}", "{CALIBURN}"]
    """)
    game.play(nyarobu, 2)
    game.accept()
    game.choose("Glova, Medium Fist")
    assert game.names(0, Zone.HAND) == ["Glova, Medium Fist"]
    assert game.power(nyarobu) == 12000 + 2000
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{KUKRI}", "{FLAMBER} (downed)", "{nyarobu}"]
          - signi: ["{CALIBURN}"]
    """)
    game.attack(CALIBURN)  # Kukri, an <Arm> SIGNI, is banished
    game.mode(0)
    game.target(FLAMBER)
    assert not game.downed[game.card(FLAMBER)]
    burst = table.life_burst(nyarobu, classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0


@encodes("WX06-020")
def test_rafflele_grows_with_opposing_signi_and_charges_for_plants(table: Table) -> None:
    rafflele = "Rafflele, Natural Plant"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ANN, "Anne=Fourth, Early Clear Air"]}
            signi: ["Kayappa, Natural Plant", "{MOUSEN}"]
            hand: ["{rafflele}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{KUKRI}", "{FLAMBER}"]
    """)
    game.play(rafflele, 2)
    assert game.count(0, Zone.ENER) == 1  # Kayappa has a Life Burst, Mousen none
    assert game.power(rafflele) == 3000 + 8000
    burst = table.life_burst(rafflele, f"deck: ['{SC}', '{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.ENER).count(SC) == 2


@encodes("WX06-025")
def test_lucky_three_searches_three_colored_signi_of_different_levels(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Lucky Three"]
            ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{SC}", "{FLAMBER}", "{KUKRI}", "{CALIBURN}", "Servant O"]
    """)
    game.use("Lucky Three")
    assert "choose Servant O" not in game.options()
    game.choose(KUKRI, FLAMBER)
    assert "choose Code Art SC" not in game.options()  # level one is taken
    game.choose(CALIBURN)
    assert sorted(game.names(0, Zone.HAND)) == [CALIBURN, FLAMBER, KUKRI]


@encodes("WX06-027")
def test_brazaus_banishes_while_the_opponent_has_four_ener_or_less(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Brazaus, Phantom Dragon", "{CUELEP}"]
          - signi: ["{FLAMBER}"]
            ener: {{ener}}
    """
    game = table(source.format(ener=[SC] * 4))
    game.play("Brazaus, Phantom Dragon", 0)
    game.accept()
    assert game.zone_of(FLAMBER) == Zone.ENER
    game = table(source.format(ener=[SC] * 5))
    game.play("Brazaus, Phantom Dragon", 0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI and game.count(0, Zone.HAND) == 1
    burst = table.life_burst("Brazaus, Phantom Dragon", f"deck: ['{KUKRI}']", classic=True)
    burst.burst()
    assert KUKRI in burst.names(0, Zone.ENER)


@encodes("WX06-028")
def test_gear_of_the_flame_machine_needs_fewer_life_cloth(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Gear of the Flame Machine"]
            ener: ["{IRON}", "{IRON}"]
            life: {{life}}
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            life: ["{SC}", "{SC}"]
    """
    assert not table(source.format(life=[SC, SC])).can(Play.ActionKind.USE_SPELL)
    game = table(source.format(life=[SC]))
    game.use("Gear of the Flame Machine")
    game.target(CALIBURN, FLAMBER)
    assert game.count(1, Zone.SIGNI) == 0
    burst = table.life_burst(
        "Gear of the Flame Machine", f"life: ['{KUKRI}']\ndeck: ['{SC}', '{SC}']", classic=True
    )
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC, SC]
    assert burst.count(0, Zone.LIFE) == 0


@encodes("WX06-037")
def test_inhaling_hole_weakens_by_the_targets_level(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["Inhaling Hole"]
            ener: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Inhaling Hole")
    assert game.power(CALIBURN) == 1000
    burst = table.life_burst(
        "Inhaling Hole", f"opponent: {{signi: ['{CALIBURN}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.choose(CALIBURN)
    assert burst.names(1, Zone.SIGNI) == ["", "", KUKRI]  # Caliburn at power 0: banished


@encodes(*(f"WX06-0{number}" for number in range(38, 53)))
def test_signi_of_a_class_are_stronger_beside_another_of_it(table: Table) -> None:
    trios = (
        (["Merisa, Large Fist", "Glova, Medium Fist", "Fingu, Small Fist"], KUKRI, IRON),
        (
            ["Kakouga, Natural Stone", "Serikuga, Natural Stone", "Hareiga, Natural Stone"],
            IRON,
            KUKRI,
        ),
        (["Code Art ACD", "Code Art HMF", "Code Art DMF"], SC, KUKRI),
        (
            ["Kanruru, Phantom Beast", "Komorig, Phantom Beast", "Womba, Phantom Beast"],
            SWALLOW,
            KUKRI,
        ),
        (["Saleos, Devil Rider", "Saros, Devil Rider", "Zaebos, Devil Rider"], KOONI, KUKRI),
    )
    for cards, same, other in trios:
        for card, alone, paired in zip(cards, (8000, 5000, 2000), (12000, 8000, 5000), strict=True):
            source = f"""
                format: classic
                players:
                  - signi: ["{card}", "{{other}}"]
            """
            assert table(source.format(other=same)).power(card) == paired, card
            assert table(source.format(other=other)).power(card) == alone, card


@encodes("WX06-036")
def test_golspe_trashes_a_black_arts_to_bring_back_an_ancient_weapon(table: Table) -> None:
    umr = [
        "Umuru=Noll, Wielder of the Key of Creation",
        "Umr=Ett, Wielder of the Key of Chaos",
        "Umr=Två, Wielder of the Key of Chaos",
    ]
    game = table(f"""
        format: classic
        players:
          - lrig: {umr}
            lrig_deck: ["Dead Splash"]
            hand: ["Code Anti Golspe"]
            trash: ["{HENGE}", "{KOONI}"]
    """)
    game.play("Code Anti Golspe")
    game.accept()  # the only <Ancient Weapon> in the trash is the target
    if game.decision is not None and "into SIGNI zone" in " ".join(game.options()):
        game.into(1)
    assert game.zone_of(HENGE) == Zone.SIGNI
    assert game.zone_of("Dead Splash") == Zone.LRIG_TRASH


@encodes("WX06-013")
def test_anne_third_adds_a_beautiful_technique_signi_of_the_top_two(table: Table) -> None:
    origami = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ANN[:3]}
            lrig_deck: ["Anne=Third, Public Repentance"]
            ener: ["{KUKRI}", "{SWALLOW}"]
            deck: ["{SC}", "{origami}", "{IRON}"]
    """)
    game.grow("Anne=Third, Public Repentance")
    game.choose(origami)
    game.mode(1)  # the Code Art SC back: on top (0) or at the bottom (1)
    assert game.names(0, Zone.HAND) == [origami]
    assert game.zone_of(SC) == Zone.DECK


GRID = "Grid, Repeating Originality"  # green <Beautiful Technique>, level 3
ANNE3 = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
]
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000


@encodes("WX06-033")
def test_grid_lets_you_reveal_one_more_card_from_the_top_this_turn(
    table: Table, database: CardDatabase
) -> None:
    # A test ability of Swallow's: "reveal the top two cards of your deck; add them to
    # your hand".
    reveal = (
        "{kind: action, effects: [{reveal_top: {count: 2, as: revealed}}, "
        "{add_to_hand: {all: {ref: revealed}}}]}"
    )
    source = f"""
        format: classic
        players:
          - lrig: {ANNE3}
            hand: ["{GRID}"]
            signi: ["{SWALLOW}"]
            deck: {[SWALLOW] * 5}
    """
    game = table(source, abilities={SWALLOW: _compile(database, reveal, SWALLOW, "classic")[1]})
    game.play(GRID)
    game.action(SWALLOW)
    game.accept()  # reveal that many plus one
    assert game.count(0, Zone.HAND) == 3
    game = table(source, abilities={SWALLOW: _compile(database, reveal, SWALLOW, "classic")[1]})
    game.play(GRID)
    game.action(SWALLOW)
    game.decline()
    assert game.count(0, Zone.HAND) == 2


@encodes("WX06-033")
def test_grid_life_burst_finds_a_beautiful_technique_signi(table: Table) -> None:
    game = table.life_burst(GRID, f"lrig: {ANNE3}\ndeck: {[SWALLOW, GRID, SWALLOW]}", classic=True)
    game.burst()
    game.choose(GRID)  # the one <Beautiful Technique> SIGNI there
    assert game.names(0, Zone.HAND) == [GRID]


UMURU = [
    "Umuru=Noll, Wielder of the Key of Creation",
    "Umuru=Ett, Wielder of the Key of Creation",
    "Umuru=Två, Wielder of the Key of Creation",
    "Umuru=Tre, Wielder of the Key of Creation",
    "Umuru=Fyra, Wielder of the Key of Creation",
]
UMURU_FEM = "Umuru=Fem, Wielder of the Key of Creation"


@encodes("WX06-014")
def test_umuru_fem_grows_from_a_lrig_named_umuru_and_mills_the_declared_number(
    table: Table,
) -> None:
    def grow(stack: list[str]) -> Play:
        return table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {stack}
                lrig_deck: ["{UMURU_FEM}"]
                ener: {[HENGE] * 3}
                deck: {[KOONI] * 5}
        """)

    # Umr=Fyra is of the same LRIG type, without "Umuru" in its name.
    assert not grow([*UMURU[:4], "Umr=Fyra, Wielder of the Key of Chaos"]).can(
        ActionKind.GROW, UMURU_FEM
    )
    game = grow(UMURU)
    game.grow(UMURU_FEM)
    game.pay()
    assert game.decision == DecisionKind.MODE
    assert len(game.options()) == 6  # nought to the five cards of the deck
    game.mode(3)
    assert game.count(0, Zone.DECK) == 2
    assert game.names(0, Zone.TRASH).count(KOONI) == 3


@encodes("WX06-014")
def test_umuru_fem_returns_five_ancient_weapons_to_banish_a_signi(table: Table) -> None:
    def exceed(weapons: int) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {[*UMURU, UMURU_FEM]}
                trash: {[HENGE] * weapons + [KOONI]}
                deck: {[KOONI] * 2}
              - signi: ["{FLAMBER}"]
        """)
        game.action(UMURU_FEM)
        if game.decision != DecisionKind.MAIN:
            game.choose(UMURU[0])  # [Exceed 1]
        return game

    game = exceed(5)
    assert game.zone_of(FLAMBER, 1) == Zone.ENER
    assert game.names(0, Zone.DECK)[:5] == [HENGE] * 5  # the bottom
    assert game.names(0, Zone.TRASH) == [KOONI]
    assert not game.can(ActionKind.USE_ACTION)  # once per turn
    game = exceed(4)  # not five: none is returned, nothing banished
    assert game.zone_of(FLAMBER, 1) == Zone.SIGNI
    assert game.count(0, Zone.TRASH) == 5


MUNKARUN = "Munkarun, Elder Sister Deity of the Holy Tomb"  # white <Angel>, level 4, 12000
TAWIL4 = [*TAWIL, "Tawil=Fyra, the Guide"]  # level 4, no abilities


@encodes("WX06-016")
def test_munkarun_grows_with_angels_and_calls_one_when_your_opponent_removes_it(
    table: Table, database: CardDatabase
) -> None:
    vanisher = "{kind: action, effects: [{vanish: {target: {side: opponent, zone: signi}}}]}"
    game = table(
        f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAWIL4}
            signi: ["{MUNKARUN}", "{SARIE}", "{URIE}"]
            deck: ["{GABRIE}", "{RAPHAE}", "{SC}"]
          - signi: ["{KOONI}"]
        """,
        abilities={KOONI: _compile(database, vanisher, KOONI, "classic")[1]},
    )
    assert game.power(MUNKARUN) == 12000 + 2000
    game.action(KOONI)
    game.target(MUNKARUN)
    game.choose(RAPHAE)  # level three or less: not Gabrie
    assert game.zone_of(MUNKARUN) == Zone.ENER
    assert game.names(0, Zone.SIGNI) == [RAPHAE, SARIE, URIE]


@encodes("WX06-016")
def test_munkarun_stays_quiet_when_it_leaves_the_field_in_a_battle(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAWIL4}
            signi: ["{MUNKARUN}"]
            deck: ["{RAPHAE}"]
          - lrig: {HANAYO4}
            signi: ["Metallica, Natural Stone"]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, "Metallica, Natural Stone"))
    game.attack("Metallica, Natural Stone")
    game.pass_until(lambda play: play.zone_of(MUNKARUN) == Zone.ENER)
    assert game.zone_of(RAPHAE) == Zone.DECK


@encodes("WX06-016")
def test_munkarun_life_burst_finds_two_angels_of_one_level(table: Table) -> None:
    burst = table.life_burst(
        MUNKARUN,
        f"""
        deck: ["{SARIE}", "{URIE}", "{SARIE}", "{RAPHAE}"]
        """,
        classic=True,
    )
    burst.burst()
    burst.choose(URIE)  # no other level two <Angel>: the search is over
    assert burst.names(0, Zone.HAND) == [URIE] and burst.count(0, Zone.DECK) == 3
    burst = table.life_burst(
        MUNKARUN,
        f"""
        deck: ["{SARIE}", "{URIE}", "{SARIE}", "{RAPHAE}"]
        """,
        classic=True,
    )
    burst.burst()
    burst.choose(SARIE, SARIE)
    assert burst.names(0, Zone.HAND) == [SARIE, SARIE]


FLATHRO = "Colonel Flathro, Crossbow Flame"  # red <Weapon>, level 4, 12000
STUN = "Stun, Explosive Gun"  # red <Weapon>, level 2, 5000
GRENADE = "Grenade, Small Gun"  # red <Weapon>, level 1, 2000


@encodes("WX06-018")
def test_colonel_flathro_banishes_by_the_weapon_signi_it_put_into_the_trash(
    table: Table,
) -> None:
    def attack(deck: list[str]) -> Play:
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {HANAYO4}
                signi: ["{FLATHRO}", ~, ~]
                deck: {deck}
              - lrig: {TAMA}
                signi: ["{CALIBURN}", "{SC}", "{FLAMBER}"]
        """)
        game.attack(FLATHRO)
        return game

    # One <Weapon> SIGNI among the three: power 3000 or less (Caliburn, in front, is
    # banished by the battle).
    game = attack([STUN, KUKRI, IRON, KUKRI])
    assert game.zone_of(SC, 1) == Zone.ENER and game.zone_of(FLAMBER, 1) == Zone.SIGNI
    assert game.count(0, Zone.TRASH) == 3
    # Two: 8000 or less (Code Art SC or Flamber, the attacker's choice).
    game = attack([STUN, GRENADE, IRON, KUKRI])
    assert game.decision == DecisionKind.TARGET
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER, 1) == Zone.ENER and game.zone_of(SC, 1) == Zone.SIGNI
    # Three: 15000 or less, before the battle (Caliburn, then no battle: damage).
    game = attack([STUN, GRENADE, STUN, KUKRI])
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN, 1) == Zone.ENER
    # None: nothing banished.
    game = attack([IRON, KUKRI, IRON, KUKRI])
    assert game.zone_of(SC, 1) == Zone.SIGNI and game.zone_of(FLAMBER, 1) == Zone.SIGNI
    # [Life Burst]: power up to 3000 for each <Weapon> SIGNI in your trash (two: 6000).
    burst = table.life_burst(
        FLATHRO,
        f"{{trash: ['{STUN}', '{GRENADE}', '{IRON}'], "
        f"opponent: {{signi: ['{FLAMBER}', ~, '{KUKRI}']}}}}",
        classic=True,
    )
    burst.burst()
    assert burst.names(1, Zone.ENER) == [KUKRI] and burst.zone_of(FLAMBER, 1) == Zone.SIGNI
