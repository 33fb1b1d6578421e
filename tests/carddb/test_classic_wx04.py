"""Classic booster WX04 (Infected Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). The cards the language cannot say yet
are left out (the lead's report lists them with the term each needs)."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes

ANN = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
MILULUN = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto"]
URITH = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
BRONDA = "Bronda, Natural Stone"  # red <Ore>, level 2, 7000
SILVAN = "Silvan, Natural Stone"  # red <Ore>, level 3, 10000
SC = "Code Art SC"  # blue, level 1, 3000
DRS = "Code Art DRS"  # blue, level 3, 10000
SULFUR = "Sulfur, Natural Source"  # blue <Atom>, level 1, 3000
TITANIUM = "Titanium, Natural Source"  # blue <Atom>, level 2, 7000
MANGANESE = "Manganese, Natural Source"  # blue <Atom>, level 3, 10000
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black, level 2, 7000
BELZE = "Belze, Symbol of Wasteful Evil"  # black, level 3, 10000
EIN_GAS = "Ein=Gas"  # black <Poison Fang>, level 1, 3000
ZWEI_COBRA = "Zwei=Cobra"  # black <Poison Fang>, level 2, 7000
ORIGAMI = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1, 3000
AMECO = "Ameco, Generous Light and Dark"  # green <Beautiful Technique>, level 2, 7000
MAKIE = "Maki-e, Approximation of Tradition"  # green <Beautiful Technique>, level 3, 10000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
SPARROW = "Sparrow, Phantom Beast"  # green <Sky Beast>, level 2, 7000
MOUSEN = "Mousen, Natural Plant"  # green <Plant>, level 1, 3000
# Level 4 LRIG stacks without abilities.
TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
IONA4 = [*IONA, "Iona, Over/Maiden"]
MILULUN4 = [*MILULUN, "Mirurun Milli"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
PIRULUK4 = [*PIRULUK, "Code Piruluk Sigma"]
MIDORIKO4 = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
    "Midoriko, Type Four",
]


# ------------------------------------------------------------------ LRIG and ARTS


@encodes("WX04-004")
def test_anne_fourth_powers_up_negates_an_unblocked_attack_and_searches(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ANN, "Anne=Fourth, Melody of Horror"]}
            signi: ["{ORIGAMI}", "{AMECO}", "{MAKIE}"]
            ener: ["{MOUSEN}", "{KUKRI}"]
            deck: ["{SC}", "{ORIGAMI}", "{SC}"]
    """)
    assert game.power(ORIGAMI) == 5000 and game.power(MAKIE) == 12000
    game.action("Anne=Fourth, Melody of Horror")
    game.choose(ORIGAMI)
    assert game.names(0, Zone.HAND) == [ORIGAMI]
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {[*ANN, "Anne=Fourth, Melody of Horror"]}
            signi: [~, "{ORIGAMI}", ~]
            hand: ["{AMECO}"]
            ener: ["{MOUSEN}", "{SC}"]
            life: ["{SC}", "{SC}"]
          - signi: ["{KUKRI}", "{IRON}"]
    """)
    game.attack(KUKRI)
    game.accept()
    assert game.count(0, Zone.LIFE) == 2  # negated
    assert sorted(game.names(0, Zone.TRASH)) == [AMECO, SC, MOUSEN]
    game.attack(IRON)  # Origami is in front of it: no trigger, a battle
    assert game.zone_of(ORIGAMI) == Zone.ENER


@encodes("WX04-006")
def test_ulith_vermilion_salvages_banishes_and_trades_a_signi_for_a_life_cloth(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {URITH}
            lrig_deck: ["Ulith, Vermilion Enma"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}", "{KOONI}"]
            trash: ["{BELZE}"]
    """)
    game.grow("Ulith, Vermilion Enma")
    game.accept()
    game.choose(BELZE)  # the Kooni paid are in the trash as well
    assert game.names(0, Zone.HAND) == [BELZE]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*URITH, "Ulith, Vermilion Enma"]}
            signi: ["{COSMO}", "{KUKRI}"]
            hand: ["{KOONI}", "{BELZE}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.action("Ulith, Vermilion Enma")  # the first [Action]: discard two black SIGNI
    game.discard(KOONI)  # Belze follows: the last choice is forced
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.count(0, Zone.HAND) == 0
    game.act(game.ActionKind.USE_ACTION, "Ulith, Vermilion Enma")
    game.choose(URITH[0], URITH[1])  # Exceed 2: from under the LRIG
    assert game.zone_of(COSMO) == Zone.TRASH
    assert game.names(0, Zone.LIFE) == [SC]
    assert game.count(0, Zone.LRIG_TRASH) == 2  # Exceed 2
    assert not game.can(game.ActionKind.USE_ACTION)  # once per turn


@encodes("WX04-025")
def test_dark_matter_trashes_a_signi_each_and_adds_a_life_cloth(table: Table) -> None:
    game = table(
        f"""
        format: classic
        phase: attack
        players:
          - lrig: {IONA}
            lrig_deck: ["Dark Matter"]
            signi: ["{KOONI}"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{KUKRI}", "{FLAMBER}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.can(g.ActionKind.USE_ARTS))
    game.use("Dark Matter")
    game.pass_until(lambda g: g.game.current_player() == 1 and g.decision == DecisionKind.CHOOSE)
    game.choose(FLAMBER)
    game.pass_until(lambda g: g.count(0, Zone.LIFE) == 1)
    assert game.names(1, Zone.SIGNI) == [KUKRI, "", ""]
    assert game.names(0, Zone.LIFE) == [SC]


@encodes("WX04-007")
def test_tamayorihime_sixteenth_night_searches_a_white_spell(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA[:3]}
            lrig_deck: ["Tamayorihime, Sixteenth Night Miko"]
            ener: ["{KUKRI}", "{KUKRI}", "{IRON}"]
            deck: ["{KUKRI}", "Get Bible", "{SC}"]
    """)
    game.grow("Tamayorihime, Sixteenth Night Miko")
    game.accept()
    game.choose("Get Bible")
    assert game.names(0, Zone.HAND) == ["Get Bible"]
    assert game.count(0, Zone.ENER) == 0


@encodes("WX04-026")
def test_oversalvage_adds_two_signi_of_the_lrigs_color(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Oversalvage"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
            trash: ["{KUKRI}", "{SC}", "{FLAMBER}"]
            deck: ["{SC}", "{SC}"]
    """)
    game.use("Oversalvage")
    assert "choose Code Art SC" not in game.options()
    game.choose(KUKRI, FLAMBER)
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, KUKRI]
    assert sorted(game.names(0, Zone.TRASH)) == [SC, IRON, IRON, IRON]


@encodes("WX04-027", "WX04-028")
def test_doping_powers_up_a_signi_and_banishing_banishes_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Doping", "Banishing"]
            signi: ["{KUKRI}"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("Doping")
    game.choose(KUKRI)
    assert game.power(KUKRI) == 6000
    game.use("Banishing")
    assert game.zone_of(FLAMBER) == Zone.ENER


@encodes("WX04-029")
def test_quinn_blocks_an_unblocked_attacker_and_searches_a_labyrinth(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {IONA4}
            signi: [~, ~, "Code Labyrinth Quinn"]
            life: ["{SC}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.attack(CALIBURN)
    game.accept()
    assert game.names(0, Zone.SIGNI) == ["Code Labyrinth Quinn", "", ""]
    assert game.power("Code Labyrinth Quinn") == 13000
    assert game.count(0, Zone.LIFE) == 2 and game.zone_of(CALIBURN) == Zone.SIGNI
    burst = table.life_burst(
        "Code Labyrinth Quinn", f"lrig: {IONA4}\ndeck: ['{SC}', 'Code Maze Towerb']", classic=True
    )
    burst.burst()
    burst.choose("Code Maze Towerb")
    burst.pass_until(lambda g: g.zone_of("Code Maze Towerb") != Zone.DECK)
    assert burst.zone_of("Code Maze Towerb") in (Zone.HAND, Zone.SIGNI)


@encodes("WX04-033", "WX04-083")
def test_neon_taxes_spells_powers_up_atoms_and_banishes(table: Table) -> None:
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {MILULUN4}
            signi: ["Neon, Natural Source Princess"]
          - lrig: {PIRULUK}
            hand: ["PRECIOUS"]
            ener: {{ener}}
            deck: ["{SC}", "{SC}", "{SC}", "{SC}", "{SC}", "{SC}"]
    """
    assert not table(source.format(ener=[SC, SC])).can(Play.ActionKind.USE_SPELL)
    assert table(source.format(ener=[SC, SC, SC])).can(Play.ActionKind.USE_SPELL)
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Neon, Natural Source Princess", "{SULFUR}"]
            hand: ["PRECIOUS"]
            ener: ["{SC}", "{SC}"]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}", "{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("PRECIOUS")  # five drawn, two discarded (all alike: no choice)
    assert game.count(0, Zone.HAND) == 3
    assert game.power(SULFUR) == 5000
    game.action("Neon, Natural Source Princess")
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.downed[game.card(SULFUR)]
    burst = table.life_burst(
        "Neon, Natural Source Princess",
        f"signi: ['{SULFUR}']\ndeck: ['{SC}', '{SC}']",
        classic=True,
    )
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]
    assert burst.count(1, Zone.SIGNI) == 0


@encodes("WX04-034")
def test_short_discards_atoms_with_different_names_to_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MILULUN}
            hand: ["SHORT", "{SULFUR}", "{SULFUR}", "{TITANIUM}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("SHORT")
    game.mode(0)
    game.accept()
    game.choose(SULFUR)
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert sorted(game.names(0, Zone.TRASH)) == ["SHORT", SULFUR, TITANIUM]


@encodes("WX04-037", "WX04-104")
def test_vier_rikabuto_weakens_by_poison_fang_and_charges_for_a_trashed_signi(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {IONA4}
            signi: ["Vier=Rikabuto", "{EIN_GAS}"]
            hand: ["End Slash"]
            ener: ["{KUKRI}", "{KOONI}", "{KOONI}", "{SC}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{KUKRI}", "{FLAMBER}"]
    """)
    game.attack("Vier=Rikabuto")
    assert game.power(FLAMBER) == 5000  # two <Poison Fang> SIGNI: --2000
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            signi: ["Vier=Rikabuto"]
            hand: ["End Slash"]
            ener: ["{KUKRI}", "{KOONI}", "{KOONI}", "{SC}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("End Slash")
    assert game.zone_of(FLAMBER) == Zone.TRASH
    assert game.names(0, Zone.ENER) == [SC]  # [Ener Charge 1]
    burst = table.life_burst("Vier=Rikabuto", f"signi: ['{EIN_GAS}']", classic=True)
    burst.burst()
    burst.choose(KUKRI)
    burst.choose(EIN_GAS)
    assert burst.count(1, Zone.SIGNI) == 0  # Kukri at --10000: power 0
    assert burst.zone_of(EIN_GAS) == Zone.ENER  # --7000
    burst = table.life_burst("End Slash", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0 and burst.names(1, Zone.TRASH) == [KUKRI]


@encodes("WX04-043")
def test_obsidian_trashes_three_ore_to_banish_every_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Obsidian, Natural Stone", "{IRON}", "{BRONDA}"]
            ener: ["{IRON}", "{IRON}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{KUKRI}", "{CALIBURN}"]
    """)
    game.action("Obsidian, Natural Stone")
    assert game.count(0, Zone.SIGNI) == 0 and game.count(1, Zone.SIGNI) == 0
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.zone_of("Obsidian, Natural Stone") == Zone.TRASH
    burst = table.life_burst(
        "Obsidian, Natural Stone", f"opponent: {{signi: ['{SILVAN}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.choose(SILVAN)
    assert burst.zone_of(SILVAN) == Zone.ENER


@encodes("WX04-047")
def test_helium_draws_two_and_discards_an_atom_or_two_cards(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MILULUN}
            signi: ["Helium, Natural Source"]
            hand: {{hand}}
            deck: ["{SC}", "{DRS}", "{SC}"]
    """
    game = table(source.format(hand=[SULFUR]))
    game.action("Helium, Natural Source")
    game.mode(0)
    assert sorted(game.names(0, Zone.HAND)) == [DRS, SC]
    game = table(source.format(hand=[KUKRI]))
    game.action("Helium, Natural Source")
    game.discard(KUKRI, SC)
    assert game.names(0, Zone.HAND) == [DRS] and game.count(0, Zone.TRASH) == 2


@encodes("WX04-053", "WX04-101")
def test_drei_capsule_and_ein_dagger_weaken_an_opposing_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["Drei=Capsule", "Ein=Dagger"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.action("Drei=Capsule")
    assert game.power(CALIBURN) == 5000
    game.action("Ein=Dagger")  # --1000 for each of the LRIG's three levels
    assert game.power(CALIBURN) == 2000
    burst = table.life_burst("Ein=Dagger", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX04-054")
def test_servant_x_powers_up_servants_and_searches_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Servant X", "Servant O", "{KUKRI}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
            deck: ["{SC}", "Servant O", "{SC}"]
    """)
    assert game.power("Servant O") == 2000 + 3000
    assert game.power(KUKRI) == 3000 and game.power("Servant X") == 13000
    game.action("Servant X")
    game.choose("Servant O")
    assert game.names(0, Zone.HAND) == ["Servant O"]


@encodes("WX04-056", "WX04-062")
def test_axe_powers_up_other_arms_and_stick_ups_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Axe, Large Breaker", "{KUKRI} (downed)"]
            hand: ["Stick, Small Breaker"]
    """)
    assert game.power(KUKRI) == 5000 and game.power("Axe, Large Breaker") == 7000
    game.play("Stick, Small Breaker", 2)
    game.choose(KUKRI)
    assert not game.downed[game.card(KUKRI, 0, Zone.SIGNI)]
    assert game.power("Stick, Small Breaker") == 4000
    burst = table.life_burst("Axe, Large Breaker", f"deck: ['{SC}', '{FLAMBER}']", classic=True)
    burst.burst()
    burst.choose(FLAMBER)
    assert burst.names(0, Zone.HAND) == [FLAMBER]


@encodes("WX04-059")
def test_mornin_powers_up_red_signi_and_is_eight_thousand_beside_one(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Mornin, Medium Breaker", "{{other}}"]
    """
    game = table(source.format(other=IRON))
    assert game.power(IRON) == 5000 and game.power("Mornin, Medium Breaker") == 8000
    game = table(source.format(other=KUKRI))
    assert game.power(KUKRI) == 3000 and game.power("Mornin, Medium Breaker") == 5000


@encodes("WX04-066", "WX04-069")
def test_tanza_banishes_and_turquo_gives_double_crush(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["Tanza, Natural Stone", "Turquo, Natural Stone", "{IRON}"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.action("Tanza, Natural Stone")
    assert "choose Caliburn, Greatsword" not in game.options()
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.zone_of("Tanza, Natural Stone") == Zone.TRASH
    game.action("Turquo, Natural Stone")
    assert game.has_keyword(game.card(IRON, 0, Zone.SIGNI), KW.DOUBLE_CRUSH)
    burst = table.life_burst("Tanza, Natural Stone", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX04-073")
def test_twisted_dance_crushes_your_life_cloth_to_banish(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Twisted Dance of Flame Destruction"]
            ener: ["{IRON}"]
            life: ["{KUKRI}", "{SC}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("Twisted Dance of Flame Destruction")
    assert game.names(0, Zone.LIFE) == [SC]
    assert game.zone_of(FLAMBER) == Zone.ENER


@encodes("WX04-074")
def test_doubting_lament_banishes_a_small_and_a_large_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Doubting Lament"]
            ener: ["{IRON}", "{IRON}", "{MOUSEN}"]
          - signi: ["{KUKRI}", "{FLAMBER}", "{CALIBURN}"]
    """)
    game.use("Doubting Lament")
    assert game.names(1, Zone.SIGNI) == ["", FLAMBER, ""]
    burst = table.life_burst("Doubting Lament", f"deck: ['{SC}', '{SC}']", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0  # the attacking Kukri (3000)
    assert SC in burst.names(0, Zone.ENER)


@encodes("WX04-076", "WX04-078")
def test_def_banishes_a_frozen_signi_and_rpg_grows_beside_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            signi: ["Code Art DEF", "Code Art RPG"]
          - signi: ["{KUKRI} (frozen)", "{FLAMBER}"]
    """)
    assert game.power("Code Art RPG") == 10000
    game.action("Code Art DEF")
    assert game.names(1, Zone.SIGNI) == ["", FLAMBER, ""]
    assert game.power("Code Art RPG") == 5000


@encodes("WX04-079", "WX04-089")
def test_fluorine_and_surrelis_power_up_with_three_of_their_class(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{{card}}", "{{a}}", "{{b}}"]
    """
    fluorine = "Fluorine, Natural Source"
    surrelis = "Surrelis, Unresolved Deviation"
    game = table(source.format(card=fluorine, a=SULFUR, b=TITANIUM))
    assert game.power(SULFUR) == 5000 and game.power(fluorine) == 7000
    assert table(source.format(card=fluorine, a=SULFUR, b=KUKRI)).power(SULFUR) == 3000
    game = table(source.format(card=surrelis, a=ORIGAMI, b=AMECO))
    assert game.power(ORIGAMI) == 5000 and game.power(surrelis) == 7000
    assert table(source.format(card=surrelis, a=ORIGAMI, b=KUKRI)).power(ORIGAMI) == 3000


@encodes("WX04-081", "WX04-092")
def test_chlorine_and_puri_search_their_partner_when_banished(table: Table) -> None:
    for card, partner, ener in (
        ("Chlorine, Natural Source", "Fluorine, Natural Source", SC),
        ("Puri, Innocuous Match", "Surrelis, Unresolved Deviation", MOUSEN),
    ):
        game = table(f"""
            format: classic
            phase: attack
            turn_player: 1
            players:
              - lrig: {TAMA}
                signi: ["{card}"]
                ener: ["{ener}"]
                deck: ["{SC}", "{partner}", "{SC}"]
              - signi: ["{FLAMBER}"]
        """)
        game.attack(FLAMBER)
        game.accept()
        game.pay(ener)  # the banished card could pay as well
        game.choose(partner)
        assert game.names(0, Zone.HAND) == [partner], card
        burst = table.life_burst(card, f"deck: ['{SC}']", classic=True)
        burst.burst()
        assert burst.names(0, Zone.HAND) == [SC], card


@encodes("WX04-082")
def test_sml_freezes_the_signi_attacking_in_front_of_it(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {PIRULUK}
            signi: ["Code Art SML", ~, "{DRS}"]
          - signi: ["{FLAMBER}", ~, "{KUKRI}"]
    """)
    game.attack(KUKRI)
    assert not game.frozen[game.card(KUKRI, 1, Zone.SIGNI)]
    game.attack(FLAMBER)
    assert game.frozen[game.card(FLAMBER)]


@encodes("WX04-086")
def test_tosa_powers_up_other_beasts_and_searches_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Tosa, Phantom Beast", "{SWALLOW}", "{MOUSEN}"]
    """)
    assert game.power(SWALLOW) == 5000 and game.power(MOUSEN) == 3000
    assert game.power("Tosa, Phantom Beast") == 7000
    burst = table.life_burst("Tosa, Phantom Beast", f"deck: ['{SC}', '{SPARROW}']", classic=True)
    burst.burst()
    burst.choose(SPARROW)
    assert burst.names(0, Zone.HAND) == [SPARROW]


@encodes("WX04-091")
def test_chihuahuan_banishes_a_signi_of_twelve_thousand_or_more(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Chihuahuan, Phantom Beast"]
            ener: ["{MOUSEN}", "{MOUSEN}", "{IRON}"]
            deck: ["{SC}", "{SC}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", "Obsidian, Natural Stone"]
    """)
    game.action("Chihuahuan, Phantom Beast")
    assert game.names(1, Zone.SIGNI) == [CALIBURN, "", ""]
    burst = table.life_burst("Chihuahuan, Phantom Beast", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX04-105")
def test_growing_future_charges_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Growing Future"]
            deck: ["{SC}", "{KUKRI}"]
    """)
    game.use("Growing Future")
    assert game.names(0, Zone.ENER) == [SC]
    burst = table.life_burst("Growing Future", f"deck: ['{KUKRI}']", classic=True)
    burst.burst()
    assert KUKRI in burst.names(0, Zone.ENER)


@encodes("WX04-020")
def test_golden_opportunity_adds_every_beautiful_technique_signi_of_the_top_three(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            lrig_deck: ["Golden Opportunity"]
            ener: ["{SWALLOW}"]
            deck: ["{ORIGAMI}", "{SC}", "{AMECO}", "{IRON}"]
    """)
    game.use("Golden Opportunity")
    assert sorted(game.names(0, Zone.HAND)) == [AMECO, ORIGAMI]
    assert game.zone_of(SC) == Zone.TRASH and game.names(0, Zone.DECK) == [IRON]


@encodes("WX04-001")
def test_vermilion_miko_returns_an_arts_bounces_and_fetches_a_signi(table: Table) -> None:
    vermilion = "Tamayorihime, Vermilion Miko"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {TAMA}
            lrig_deck: ["{vermilion}"]
            lrig_trash: ["Holy Act"]
            ener: ["{FLAMBER}", "{FLAMBER}", "{FLAMBER}", "{CALIBURN}"]
    """)
    game.grow(vermilion)
    game.pay(FLAMBER, FLAMBER, FLAMBER)  # the grow cost
    game.accept()  # pay 1 white
    assert game.zone_of("Holy Act") == Zone.LRIG_DECK
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA, vermilion]}
            hand: ["{CALIBURN}", "Derrin, Small Gun", "{SC}"]
            deck: ["{SC}", "{FLAMBER}", "{KOONI}"]
          - signi: ["{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, vermilion, b=1)
    game.discard(CALIBURN)  # and the Derrin: an <Arm> and a <Weapon>
    assert game.zone_of(IRON) == Zone.HAND and game.names(0, Zone.HAND) == [SC]
    game.act(ActionKind.USE_ACTION, vermilion, b=2)  # [Exceed 2]: a SIGNI onto the field
    game.choose(TAMA[0])
    game.choose(TAMA[1])
    game.choose(FLAMBER)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    assert game.count(0, Zone.LRIG_TRASH) == 2
    assert not game.can(ActionKind.USE_ACTION, vermilion)  # once per turn (and one left)


@encodes("WX04-061")
def test_towerb_swaps_with_one_of_your_signi_and_is_3000_beside_a_labyrinth(
    table: Table,
) -> None:
    towerb, michel = "Code Maze Towerb", "Code Maze Michel"  # white <Labyrinth>, level 1
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["{towerb}"]
            signi: ["{michel}"]
    """)
    game.play(towerb, 1)
    game.accept()
    assert game.names(0, Zone.SIGNI)[:2] == [towerb, michel]  # michel was the only choice
    assert game.power(towerb) == 3000
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["{towerb}", "{SC}"]
    """)
    assert game.power(towerb) == 2000  # no other <Labyrinth>


@encodes("WX04-094")
@pytest.mark.parametrize("beasts", [3, 2])
def test_angry_roar_gives_lancer_with_three_beasts(table: Table, beasts: int) -> None:
    field = [SWALLOW, SPARROW, "Owl, Phantom Beast"][:beasts]
    game = table(f"""
        format: classic
        players:
          - hand: ["Angry Roar"]
            ener: ["{SWALLOW}"]
            signi: {field}
            deck: ["{SC}", "{SC}"]
          - life: ["{IRON}", "{IRON}"]
    """)
    game.use("Angry Roar")
    game.target(SPARROW)
    assert game.power(SPARROW) == 9000
    assert game.game.has_keyword(game.card(SPARROW), KW.LANCER) == (beasts == 3)
    game.end_main()
    game.attack(SPARROW)  # no SIGNI in front: it crushes a Life Cloth
    game.pass_until(lambda g: g.count(1, Zone.LIFE) == 1)
    assert game.count(0, Zone.ENER) == (1 if beasts == 3 else 0)


@encodes("WX04-036")
def test_rebirth_replaces_banished_beautiful_technique_signi_from_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            hand: ["Rebirth"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
            signi: ["{ORIGAMI}", "{AMECO}", "{SC}"]
            deck: ["{MAKIE}", "{SC}", "{MAKIE}", "{IRON}"]
    """)
    game.use("Rebirth")
    game.choose(ORIGAMI)
    game.choose(AMECO)  # both <Beautiful Technique> SIGNI: two to search for
    game.choose(MAKIE)
    game.choose(MAKIE)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert sorted(n for n in game.names(0, Zone.SIGNI) if n) == sorted([MAKIE, MAKIE, SC])
    assert game.zone_of(ORIGAMI) == game.zone_of(AMECO) == Zone.ENER
    burst = table.life_burst(
        "Rebirth", f"deck: ['{ORIGAMI}', '{SC}', '{AMECO}', '{IRON}']", classic=True
    )
    burst.burst()
    assert sorted(burst.names(0, Zone.HAND)) == [AMECO, ORIGAMI]
    assert burst.zone_of(SC) == Zone.TRASH


@encodes("WX04-088")
def test_beagle_has_base_power_10000_while_it_has_lancer(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO4}
            signi: ["Beagle, Phantom Beast"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SPARROW}"]
    """)
    assert game.power("Beagle, Phantom Beast") == 5000
    game.action("Beagle, Phantom Beast")
    assert game.has_keyword(game.card("Beagle, Phantom Beast"), KW.LANCER)
    assert game.power("Beagle, Phantom Beast") == 10000
    assert game.count(0, Zone.ENER) == 0


@encodes("WX04-008")
@pytest.mark.parametrize("fafnir", [True, False])
def test_fafnir_makes_the_next_spell_cheaper_and_keeps_it_from_being_canceled(
    table: Table, fafnir: bool
) -> None:
    piruluk = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Fafnir"]
            hand: ["Get Bound"]
            ener: ["{KUKRI}", "{KUKRI}"]
          - lrig: {piruluk}
            lrig_deck: ["Anti-Spell"]
            signi: ["{IRON}", ~, ~]
            ener: ["{SC}", "{SC}"]
    """)
    if fafnir:
        game.use("Fafnir")
    game.use("Get Bound")  # 2 white, or nothing after Fafnir
    game.pay()
    game.use("Anti-Spell")
    game.pay()
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN and g.current_player() == 0)
    assert game.zone_of(IRON, 1) == (Zone.HAND if fafnir else Zone.SIGNI)
    assert game.count(0, Zone.ENER) == (2 if fafnir else 0)
    assert game.zone_of("Anti-Spell", 1) == Zone.LRIG_TRASH


MIDORIKO3 = ["Midoriko, Combat Girl", "Midoriko, Abundant Girl Type Three"]
MIDORIKO_THIRD = ["Midoriko, Combat Girl", "Midoriko, Third Girl"]  # level 3, no text
SPARROW = "Sparrow, Phantom Beast"  # green <Sky Beast>, level 2, 7000


def next_decision_after_ener(table: Table, lrig: list[str]) -> DecisionKind | None:
    """The decision after the Ener phase, with a level four Midoriko to grow into."""
    game = table(f"""
        format: classic
        phase: ener
        turn: 3
        players:
          - lrig: {lrig}
            lrig_deck: ["Midoriko, Fourth Girl"]
            hand: ["{IRON}"]
            ener: ["{SPARROW}", "{SPARROW}", "{SPARROW}"]
    """)
    assert game.decision == DecisionKind.ENER
    game.act(ActionKind.SKIP)
    return game.decision


@encodes("WX04-016")
def test_midoriko_type_three_skips_the_grow_phase_and_powers_up_beasts(table: Table) -> None:
    assert next_decision_after_ener(table, MIDORIKO3) == DecisionKind.MAIN  # no grow phase
    assert next_decision_after_ener(table, MIDORIKO_THIRD) == DecisionKind.GROW
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO3}
            signi: ["{SPARROW}", "{IRON}"]
    """)
    assert game.power(SPARROW) == 7000 + 2000  # <Sky Beast>
    assert game.power(IRON) == 3000


PAIMON = "Paimon, Fallen Nihilism"  # black <Devil>, level 4, 12000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
SERVANT_Q = "Servant Q"  # colorless, level 4, 12000
JAILER = [*URITH, "Ulith, Jailer Enma"]  # level 4, limit 11


def paimon_attacked(table: Table, charmed: bool) -> Play:
    """Servant Q (12000) attacks Paimon, with or without a [Charm], on the opponent's turn."""
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {JAILER}
            signi: [~, "{PAIMON}", ~]
            hand: ["{COSMO}"]
          - lrig: {[*TAMA, "Tamayorihime, Sun Miko"]}
            signi: [~, "{SERVANT_Q}", ~]
    """)
    paimon = game.card(PAIMON)
    if charmed:
        assert game.game.put_charm(game.card(COSMO), paimon)
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(SERVANT_Q)
    return game


@encodes("WX04-052")
def test_paimon_may_trash_its_charm_instead_of_being_banished_in_battle(table: Table) -> None:
    game = paimon_attacked(table, charmed=True)
    assert game.decision == DecisionKind.OPTIONAL
    game.accept()
    assert game.zone_of(PAIMON) == Zone.SIGNI and game.zone_of(COSMO) == Zone.TRASH
    declined = paimon_attacked(table, charmed=True)
    declined.decline()
    assert declined.zone_of(PAIMON) == Zone.ENER
    bare = paimon_attacked(table, charmed=False)  # no [Charm]: nothing offered
    assert bare.zone_of(PAIMON) == Zone.ENER


@encodes("WX04-052")
def test_paimon_takes_a_charm_as_it_enters_and_its_life_burst(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {JAILER}
            hand: ["{PAIMON}"]
            deck: ["{COSMO}", "{KUKRI}"]
    """)
    game.play(PAIMON)
    game.accept()
    charm = game.game.charm_of(game.card(PAIMON))  # the top card of the deck
    assert charm >= 0 and game.game.name(charm) == COSMO
    burst = table.life_burst(
        PAIMON, f"lrig: {JAILER}\ndeck: {[COSMO, KUKRI, KUKRI, KUKRI]}", classic=True
    )  # an <Ulith> LRIG: Paimon is hers; a card left in the deck (no refresh)
    burst.burst()  # three cards milled; Cosmo, the one <Devil> SIGNI, to the hand
    assert burst.names(0, Zone.HAND) == [COSMO]


@encodes("WX04-002")
def test_yuzuki_fourth_warning_trashes_every_red_ener_card_to_crush(table: Table) -> None:
    yuzuki = ["Yuzuki-Zero", "Yuzuki-One", "Yuzuki-Two", "Yuzuki-Three", "Yuzuki-Fourth Warning"]
    source = """
        format: classic
        players:
          - lrig: {yuzuki}
            signi: ["{iron}"]
            ener: {ener}
          - ener: {theirs}
            life: ["{kukri}", "{kukri}"]
    """

    def game(ener: list[str], theirs: int) -> Play:
        return table(
            source.format(yuzuki=yuzuki, iron=IRON, ener=ener, theirs=[KUKRI] * theirs, kukri=KUKRI)
        )

    # +2000 while the opponent has four or fewer cards in the Ener Zone.
    assert game([SC], 4).power(IRON) == 5000
    assert game([SC], 5).power(IRON) == 3000
    # With no red card in the Ener Zone, the cost cannot be paid.
    assert not game([SC], 5).can(ActionKind.USE_ACTION, "Yuzuki-Fourth Warning")
    three = game([IRON, BRONDA, SILVAN, SC], 5)
    three.action("Yuzuki-Fourth Warning")  # every red card: no choice
    assert three.names(0, Zone.ENER) == [SC] and three.count(0, Zone.TRASH) == 3
    assert three.count(1, Zone.LIFE) == 1
    two = game([IRON, BRONDA, SC], 5)
    two.action("Yuzuki-Fourth Warning")
    assert two.names(0, Zone.ENER) == [SC] and two.count(1, Zone.LIFE) == 2


YOCTO = "Mirurun Yocto"
FLAME_BALL = "Flame Ball, Falling Star"  # red, banishes a SIGNI of 15000 or less


@encodes("WX04-003")
def test_mirurun_yocto_uses_a_spell_of_the_opponents_hand_for_free(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MILULUN}
            lrig_deck: ["{YOCTO}"]
            ener: {[SC] * 3}
          - signi: ["{CALIBURN}"]
            hand: ["{FLAME_BALL}", "{KUKRI}"]
    """)
    game.grow(YOCTO)
    game.pay()
    game.choose(FLAME_BALL)
    assert game.zone_of(CALIBURN, 1) == Zone.ENER
    assert game.zone_of(FLAME_BALL, 1) == Zone.TRASH  # its owner's
    assert game.count(0, Zone.ENER) == 0  # the grow cost only


@encodes("WX04-003")
def test_mirurun_yocto_banishes_for_an_atom_and_a_spell_and_cancels_a_spell(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MILULUN, YOCTO]}
            hand: ["{SULFUR}", "{FLAME_BALL}", "{SC}"]
            ener: {[SC] * 3}
          - signi: ["{CALIBURN}"]
    """)
    game.act(ActionKind.USE_ACTION, YOCTO, b=1)
    game.pay()
    assert game.zone_of(CALIBURN, 1) == Zone.ENER
    assert sorted(game.names(0, Zone.TRASH)) == sorted([SC, SULFUR, FLAME_BALL])
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {[*MILULUN, YOCTO]}
            ener: {[SC] * 2}
            signi: ["{CALIBURN}"]
          - hand: ["{FLAME_BALL}"]
            ener: {[IRON] * 3}
    """)
    game.use(FLAME_BALL)
    game.pay()
    game.act(ActionKind.USE_ACTION, YOCTO, b=2)  # [Spell Cut-In]
    game.pay()
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of(CALIBURN) == Zone.SIGNI
    assert game.zone_of(FLAME_BALL, 1) == Zone.TRASH


@encodes("WX04-011")
def test_code_piruluk_e_uses_a_blue_main_phase_arts_of_three_or_less_for_free(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Code Piruluk", "Code Piruluk K"]
            lrig_deck: ["Code Piruluk E", "Draw Two", "Don't Move", "Two Dust"]
            ener: {[SC] * 2}
            deck: {[KUKRI] * 3}
    """)
    game.grow("Code Piruluk E")
    game.pay()
    game.accept()  # pay 1 blue
    # Don't Move is of the attack phase, Two Dust costs four: Draw Two alone is offered.
    assert sorted(game.options()) == ["choose Draw Two", "choose no more"]
    game.choose("Draw Two")
    assert game.count(0, Zone.HAND) == 2
    assert game.zone_of("Draw Two") == Zone.LRIG_TRASH


SHIENKO = "Shienko, Phantom Beast"
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000


@encodes("WX04-049")
def test_shienko_is_level_two_beside_a_beast_and_doubles_power(table: Table) -> None:
    def game_with(signi: list[str]) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                signi: {signi}
                ener: ["{SWALLOW}", "{SWALLOW}"]
        """)

    game = game_with([SHIENKO, KUKRI])
    assert game.game.level(game.card(SHIENKO)) == 3
    game = game_with([SHIENKO, SWALLOW])
    assert game.game.level(game.card(SHIENKO)) == 2
    game.action(SHIENKO)  # pay 2 green
    assert game.power(SHIENKO) == 16000
    assert game.power(SWALLOW) == 6000


ACG = "Code Art ACG"  # blue, level 4


@encodes("WX04-046")
def test_code_art_acg_keeps_the_opponent_from_trashing_their_signi(table: Table) -> None:
    # turn-summary.txt, "Main Phase": "the player may remove their SIGNI", which the
    # [Constant] forbids the opponent.
    def game_with(mine: list[str]) -> Play:
        return table(f"""
            format: classic
            turn_player: 1
            players:
              - lrig: {[*MILULUN, YOCTO]}
                signi: {mine}
              - signi: ["{KUKRI}"]
        """)

    assert not game_with([ACG]).can(ActionKind.RETIRE)
    assert game_with([SC]).can(ActionKind.RETIRE)


@encodes("WX04-046")
def test_code_art_acg_freezes_and_its_burst_downs_freezes_and_draws(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*MILULUN, YOCTO]}
            signi: ["{ACG}"]
          - signi: ["{FLAMBER}"]
    """)
    game.action(ACG)
    assert game.game.frozen[game.card(FLAMBER, 1)] and game.game.downed[game.card(ACG)]
    game = table.life_burst(ACG, f'deck: ["{SC}"]', classic=True)
    game.burst()
    assert game.count(0, Zone.HAND) == 1
    attacker = game.game.players[1].signi[2]
    assert game.game.frozen[attacker] and game.game.downed[attacker]


SKYJU = "Code Maze Skyju"  # blue <Labyrinth>, level 3
TAJMAHA = "Code Maze Tajmaha"  # blue <Labyrinth>, level 2


@encodes("WX04-041", "WX04-058")
def test_labyrinths_power_up_together_and_rearrange_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["{TAJMAHA}"]
            hand: ["{SKYJU}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
    """)
    assert game.power(TAJMAHA) == 5000  # alone
    game.play(SKYJU, 1)
    assert game.power(SKYJU) == 10000 and game.power(TAJMAHA) == 7000
    game.accept()  # rearrange your opponent's SIGNI
    game.choose(CALIBURN)  # into the left zone
    game.done()  # the center one left empty
    assert game.names(1, Zone.SIGNI) == [CALIBURN, "", FLAMBER]


@encodes("WX04-058")
def test_tajmaha_rearranges_your_own_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["{SC}", ~, "{SKYJU}"]
            hand: ["{TAJMAHA}"]
    """)
    game.play(TAJMAHA, 1)
    game.accept()
    game.choose(SKYJU)
    game.choose(TAJMAHA)
    assert game.names(0, Zone.SIGNI) == [SKYJU, TAJMAHA, SC]


ULTIMA = "Iona, Ultima/Maiden"


@encodes("WX04-005")
def test_ultima_maiden_holds_every_field_to_one_signi_and_every_draw_phase_to_one_card(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*IONA, ULTIMA]}
            signi: ["{KOONI}", "{COSMO}", ~]
            hand: ["{BELZE}"]
          - lrig: {HANAYO}
            signi: ["{SC}", "{SULFUR}", ~]
    """)
    # Each player puts SIGNI into the trash until they have one, the turn player first.
    game.choose(KOONI)
    game.choose(SC)
    assert game.names(0, Zone.SIGNI) == ["", COSMO, ""]
    assert game.names(1, Zone.SIGNI) == ["", SULFUR, ""]
    assert not any(option.startswith("play") for option in game.options())  # no room
    game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.ENER)
    assert game.count(1, Zone.HAND) == 1  # one card drawn, not two


# ------------------------------------------------------------------ vocab-23: reveal until

CUBI = "Cubi, Distorted Reality"  # green <Beautiful Technique>, level 3, 7000
INACTIVITY = "Inactivity"  # green spell, 1 white 1 green


@encodes("WX04-050")
def test_cubi_reveals_until_a_beautiful_technique_signi_and_takes_it(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            signi: ["{CUBI}"]
            deck: ["{SWALLOW}", "{IRON}", "{AMECO}", "{KOONI}", "{ORIGAMI}"]
    """)
    game.action(CUBI)
    assert game.game.downed[game.card(CUBI)]
    assert game.names(0, Zone.HAND) == [AMECO]
    deck = game.game.players[0].deck  # bottom first
    assert sorted(game.game.name(c) for c in deck[:2]) == sorted([SWALLOW, IRON])
    assert [game.game.name(c) for c in deck[2:]] == [ORIGAMI, KOONI]  # the rest untouched


@encodes("WX04-050")
def test_cubi_finding_nothing_puts_every_revealed_card_back_at_the_bottom(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            signi: ["{CUBI}"]
            deck: ["{SWALLOW}", "{IRON}"]
    """)
    game.action(CUBI)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.DECK) == 2


@encodes("WX04-093")
def test_inactivity_puts_three_revealed_signi_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN}
            hand: ["{INACTIVITY}"]
            ener: ["{KUKRI}", "{SWALLOW}"]
            deck: ["Inactivity", "{SWALLOW}", "{ORIGAMI}", "Inactivity", "{MAKIE}", "{IRON}"]
    """)
    game.use(INACTIVITY)
    while game.decision == DecisionKind.PAYMENT:
        game.pay()
    while any("into SIGNI zone" in option for option in game.options()):
        game.first()
    assert sorted(n for n in game.names(0, Zone.SIGNI) if n) == sorted([SWALLOW, ORIGAMI, MAKIE])
    assert game.names(0, Zone.DECK) == [IRON]
    assert game.names(0, Zone.TRASH).count(INACTIVITY) == 3  # two revealed, one used


@encodes("WX04-093")
def test_inactivity_trashes_a_signi_that_cannot_be_put_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANN[:2]}
            hand: ["{INACTIVITY}"]
            ener: ["{KUKRI}", "{SWALLOW}"]
            deck: ["{MAKIE}", "{SWALLOW}", "{KOONI}", "{IRON}", "{IRON}"]
    """)
    game.use(INACTIVITY)
    while game.decision == DecisionKind.PAYMENT:
        game.pay()
    while any("into SIGNI zone" in option for option in game.options()):
        game.first()
    assert sorted(game.names(0, Zone.SIGNI)) == sorted(["", SWALLOW, KOONI])
    assert MAKIE in game.names(0, Zone.TRASH)  # level 3 above a level 1 LRIG


@encodes("WX04-093")
def test_inactivity_life_burst_takes_one_of_three(table: Table) -> None:
    game = table.life_burst(
        INACTIVITY, f'deck: ["{KOONI}", "{IRON}", "{SWALLOW}", "{KUKRI}"]', classic=True
    )
    game.burst()
    game.choose(IRON)
    assert game.names(0, Zone.HAND) == [IRON]
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KOONI, SWALLOW])


MIND_MINES = "Mind Mines"  # blue ARTS, 1 blue (<Milulun>)
KNOWLEDGE = "Encompassing Knowledge"  # a colorless spell, 2 colorless: draw two cards


def mind_mines(table: Table, theirs: list[str]) -> Play:
    game = table(f"""
        format: classic
        players:
          - lrig: {MILULUN}
            lrig_deck: ["{MIND_MINES}"]
            ener: ["{SC}"]
            deck: ["{KOONI}", "{KOONI}", "{KOONI}"]
          - deck: {theirs}
    """)
    game.use(MIND_MINES)
    return game


@encodes("WX04-015")
def test_mind_mines_uses_the_opponents_first_spell_for_free(table: Table) -> None:
    game = mind_mines(table, [IRON, SC, KNOWLEDGE, KNOWLEDGE, IRON])
    game.choose(KNOWLEDGE)  # use it, free
    assert game.count(0, Zone.HAND) == 2  # you drew two
    assert game.names(1, Zone.TRASH) == [KNOWLEDGE]  # to its owner's trash, once
    assert sorted(game.names(1, Zone.DECK)) == sorted([IRON, SC, KNOWLEDGE, IRON])


@encodes("WX04-015")
def test_mind_mines_trashes_the_spell_you_do_not_use(table: Table) -> None:
    game = mind_mines(table, [IRON, KNOWLEDGE, IRON])
    game.done()
    assert game.count(0, Zone.HAND) == 0
    assert game.names(1, Zone.TRASH) == [KNOWLEDGE] and game.count(1, Zone.DECK) == 2


@encodes("WX04-040")
def test_hammer_is_15000_with_a_weapon_and_trashes_an_arm_and_a_weapon_to_banish(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Hammer, Ultimate Breaker", "{KUKRI}"]
            hand: ["Derrin, Small Gun"]
          - signi: ["{SILVAN}"]
    """)
    assert game.power("Hammer, Ultimate Breaker") == 12000
    game.play("Derrin, Small Gun")
    assert game.power("Hammer, Ultimate Breaker") == 15000
    game.action("Hammer, Ultimate Breaker")
    game.choose(KUKRI)  # the <Weapon> is the only one
    assert [name for name in game.names(0, Zone.SIGNI) if name] == ["Hammer, Ultimate Breaker"]
    assert sorted(game.names(0, Zone.TRASH)) == ["Derrin, Small Gun", KUKRI]
    assert game.zone_of(SILVAN, 1) == Zone.ENER
    assert game.power("Hammer, Ultimate Breaker") == 12000


@encodes("WX04-040")
def test_hammer_life_burst_discards_an_arm_and_a_weapon_to_bounce_then_banish(
    table: Table,
) -> None:
    game = table.life_burst(
        "Hammer, Ultimate Breaker",
        f"""
        hand: ["{KUKRI}", "Derrin, Small Gun", "{IRON}"]
        opponent:
          signi: ["{BRONDA}", "{SILVAN}", "{CLASSIC_FILLER}"]
        """,
        classic=True,
    )
    game.burst()
    game.accept()  # the only <Arm> and <Weapon> of the hand
    game.target(BRONDA)
    game.target(SILVAN)
    assert sorted(game.names(0, Zone.TRASH)) == ["Derrin, Small Gun", KUKRI]
    assert game.zone_of(BRONDA, 1) == Zone.HAND and game.zone_of(SILVAN, 1) == Zone.ENER


GET_GATE = "Get Gate"  # white spell: 1 white, 2 colorless


@encodes("WX04-063")
def test_get_gate_finds_a_signi_of_each_color_paid(table: Table) -> None:
    def get_gate(ener: list[str]) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                hand: ["{GET_GATE}"]
                ener: {ener}
                deck: ["{FLAMBER}", "{KUKRI}", "{BRONDA}", "{TITANIUM}", "{COSMO}"]
        """)
        game.use(GET_GATE)
        return game

    game = get_gate([KUKRI, IRON, SC])  # white, red, blue
    game.choose(FLAMBER)
    assert f"choose {KUKRI}" not in game.options()  # white is chosen already
    assert f"choose {COSMO}" not in game.options()  # no black was paid
    game.choose(BRONDA, TITANIUM)
    assert sorted(game.names(0, Zone.HAND)) == sorted([FLAMBER, BRONDA, TITANIUM])
    game = get_gate(["Servant Q", KUKRI, SC])  # [Multi Ener] gives any color: black
    game.choose(COSMO, FLAMBER, TITANIUM)
    assert sorted(game.names(0, Zone.HAND)) == sorted([COSMO, FLAMBER, TITANIUM])
    game = get_gate([KUKRI] * 3)  # white alone: one SIGNI
    game.choose(KUKRI)
    assert game.names(0, Zone.HAND) == [KUKRI] and game.count(0, Zone.DECK) == 4
