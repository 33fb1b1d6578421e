"""Classic booster WX05 (Beginning Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt)."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table, encodes

HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
URITH = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
]
# A level 5 Center for level 5 SIGNI (its abilities are not encoded: it plays as none).
URITH5 = [*URITH, "Ulith, Black Sand Enma", "Ulith, Enma of Nihilism"]
PIRULUK4 = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
PIRULUK4 += ["Code Piruluk Sigma"]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
DERRIN = "Derrin, Small Gun"  # red <Weapon>, level 1, 3000
SC = "Code Art SC"  # blue, level 1, 3000
SULFUR = "Sulfur, Natural Source"  # blue <Atom>, level 1, 3000
TITANIUM = "Titanium, Natural Source"  # blue <Atom>, level 2, 7000
CLIONE = "Clione, Water Phantom"  # blue <Water Beast>, level 1, 3000
HITODE = "Hitode, Water Phantom"  # blue <Water Beast>, level 2, 7000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
HENGE = "Code Anti Henge"  # black <Ancient Weapon>, level 1, 3000
NAZCA = "Code Anti Nazca"  # black <Ancient Weapon>, level 3, 10000
ZWEI_COBRA = "Zwei=Cobra"  # black <Poison Fang>, level 2, 7000
CUELEP = "Cuélep, Phantom Dragon"  # red <Dragon Beast>, level 1, 3000
KANNYA = "Kannya, Phantom Dragon"  # red <Dragon Beast>, level 2, 7000
EINGANA = "Eingana, Phantom Dragon"  # red <Dragon Beast>, level 3, 10000
ORIGAMI = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1, 3000
AMECO = "Ameco, Generous Light and Dark"  # green <Beautiful Technique>, level 2, 7000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
MOUSEN = "Mousen, Natural Plant"  # green <Plant>, level 1, 3000


@encodes("WX05-009")
def test_lit_situation_downs_a_dragon_to_banish_up_to_its_power(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Lit Situation"]
            signi: ["{EINGANA}", "{IRON}"]
            ener: ["{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", "Obsidian, Natural Stone"]
    """)
    game.use("Lit Situation")
    assert game.downed[game.card(EINGANA)]
    assert game.names(1, Zone.SIGNI) == ["", "Obsidian, Natural Stone", ""]


@encodes("WX05-015")
def test_hate_impress_trashes_a_poison_fang_to_weaken_by_its_level(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            lrig_deck: ["Hate Impress"]
            signi: ["{ZWEI_COBRA}", "{KOONI}"]
            ener: ["{KOONI}", "{IRON}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.use("Hate Impress")
    assert game.zone_of(ZWEI_COBRA) == Zone.TRASH
    assert game.power(FLAMBER) == 3000 and game.power(CALIBURN) == 6000


@encodes("WX05-017")
def test_lucky_guard_keeps_a_signi_from_a_banishing_spell(table: Table) -> None:
    game = table(
        f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA}
            lrig_deck: ["Lucky Guard"]
            signi: ["{KUKRI}"]
            ener: ["{IRON}"]
          - hand: ["Roaring Fire Pillar"]
            ener: ["{IRON}"]
            deck: ["{SC}", "{SC}"]
        """,
        skip_forced=False,
    )
    game.use("Roaring Fire Pillar")
    game.pass_until(lambda g: g.can(g.ActionKind.USE_ARTS, "Lucky Guard"))
    game.use("Lucky Guard")
    game.pass_until(lambda g: g.game.current_player() == 1 and g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.SIGNI) == [KUKRI, "", ""]
    assert game.zone_of("Roaring Fire Pillar") == Zone.TRASH


@encodes("WX05-021")
def test_mushussu_grows_with_trashed_ener_and_banishes(table: Table) -> None:
    game = table(
        f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Rekindling Effort"]
            signi: ["Mušḫuššu, Phantom Dragon Princess"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}", "{IRON}"]
            deck: ["{SC}", "{SC}"]
          - signi: [~, "{FLAMBER}", "{CALIBURN}"]
            ener: ["{SC}", "{SC}", "{SC}", "{SC}"]
        """,
        skip_forced=False,
    )
    dragon = "Mušḫuššu, Phantom Dragon Princess"
    game.use("Rekindling Effort")
    game.pay(IRON, IRON)
    game.target(SC, SC)
    assert game.power(dragon) == 20000
    assert game.has_keyword(game.card(dragon), KW.DOUBLE_CRUSH)
    game.action(dragon)
    game.target(CALIBURN)
    assert game.names(1, Zone.SIGNI) == ["", FLAMBER, ""]
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(dragon)  # nothing in front of it: the gained [Auto] banishes Flamber
    game.pass_until(lambda g: g.count(1, Zone.SIGNI) == 0)
    assert game.zone_of(FLAMBER) == Zone.ENER
    burst = table.life_burst(dragon, f"deck: ['{EINGANA}', '{SC}', '{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [EINGANA, SC]
    burst = table.life_burst(dragon, f"deck: ['{SC}', '{SC}', '{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX05-026", "WX05-075")
def test_arahabaki_revives_an_ancient_weapon_and_necronomico_salvages_a_card(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {URITH5}
            signi: ["Code Ancients Necronomico"]
            hand: ["Code Anti Arahabaki", "{HENGE}"]
            trash: ["{NAZCA}", "{COSMO}"]
            deck: ["{SC}", "{SC}"]
    """)
    game.play("Code Anti Arahabaki", 1)
    game.accept()  # Nazca, the only level 3 <Ancient Weapon> in the trash, enters
    game.choose(COSMO)  # Necronomico: a card from the trash
    assert game.names(0, Zone.SIGNI) == ["Code Ancients Necronomico", "Code Anti Arahabaki", NAZCA]
    assert game.names(0, Zone.HAND) == [COSMO]
    assert game.names(0, Zone.TRASH) == [HENGE]
    burst = table.life_burst(
        "Code Ancients Necronomico", f"deck: ['{SC}', '{NAZCA}']", classic=True
    )
    burst.burst()
    burst.choose(NAZCA)
    assert burst.names(0, Zone.HAND) == [NAZCA]
    burst = table.life_burst("Code Anti Arahabaki", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)


@encodes("WX05-028")
def test_aphrodite_grows_against_an_attacker_and_trashes_when_put_onto_the_field(
    table: Table,
) -> None:
    aphrodite = "Aphrodite, Flower Bloom of Late Beginnings"
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{aphrodite}"]
            ener: ["{KUKRI}"]
          - signi: ["{CALIBURN}"]
    """)
    game.attack(CALIBURN)
    game.accept()
    assert game.power(aphrodite) == 15000
    burst = table.life_burst(
        "Slash Miracle",
        f"lrig: {TAMA4}\nener: ['{KUKRI}', '{KUKRI}']\ndeck: ['{aphrodite}', '{SC}']",
        classic=True,
    )
    burst.burst()
    burst.mode(0)
    burst.choose(aphrodite)
    burst.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    burst.accept()
    assert burst.count(1, Zone.SIGNI) == 0
    assert burst.names(1, Zone.TRASH) == [KUKRI]


@encodes("WX05-029")
def test_gaevolg_trashes_a_signi_at_twelve_thousand_power(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Gaevolg, Ultimate Spear", "{{other}}"]
            ener: ["{KUKRI}"]
          - signi: ["{CALIBURN}"]
    """
    assert not table(source.format(other=IRON)).can(Play.ActionKind.USE_ACTION)
    game = table(source.format(other="Axe, Large Breaker"))  # +2000 to other <Arm> SIGNI
    game.action("Gaevolg, Ultimate Spear")
    assert game.zone_of(CALIBURN) == Zone.TRASH


@encodes("WX05-033")
def test_peridot_banishes_beside_sapphi_and_rubyl(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Sapphi, Natural Stone", "{{other}}"]
            hand: ["Peridot, Natural Stone"]
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(other="Rubyl, Natural Stone"))
    game.play("Peridot, Natural Stone", 2)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(source.format(other=IRON))
    game.play("Peridot, Natural Stone", 2)
    assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX05-036")
def test_jinbei_ups_water_beasts_and_draws_for_three_of_them(table: Table) -> None:
    game = table(
        f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Jinbei, Water Phantom", "{CLIONE} (downed)", "{HITODE} (downed)"]
            deck: ["{SC}", "{SULFUR}", "{SC}"]
        """,
        skip_forced=False,
    )
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    assert not game.downed[game.card(CLIONE)] and not game.downed[game.card(HITODE)]
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            signi: ["Jinbei, Water Phantom", "{CLIONE}", "{HITODE}"]
            deck: ["{SC}", "{SULFUR}", "{SC}"]
    """)
    game.action("Jinbei, Water Phantom")
    game.discard(SC)
    assert game.names(0, Zone.HAND) == [SULFUR]
    burst = table.life_burst(
        "Jinbei, Water Phantom",
        f"hand: ['{KUKRI}']\nopponent: {{hand: ['{SC}', '{SC}', '{IRON}']}}",
        classic=True,
    )
    burst.burst()
    assert burst.count(0, Zone.HAND) == 0 and burst.count(1, Zone.HAND) == 1


@encodes("WX05-037")
def test_spk_freezes_and_makes_a_frozen_field_discard(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["Code Art SPK"]
          - signi: {{signi}}
            hand: ["{IRON}"]
    """
    game = table(source.format(signi=[KUKRI]))
    game.play("Code Art SPK", 0)
    assert game.frozen[game.card(KUKRI, 1, Zone.SIGNI)]
    assert game.count(1, Zone.HAND) == 0
    game = table(source.format(signi=[KUKRI, FLAMBER]))
    game.play("Code Art SPK", 0)
    game.choose(KUKRI)
    assert game.count(1, Zone.HAND) == 1


@encodes("WX05-041")
def test_rhino_gives_a_beast_lancer(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["Rhino, Phantom Beast", "{SWALLOW}", "{MOUSEN}"]
    """)
    game.action("Rhino, Phantom Beast")
    assert "choose Mousen, Natural Plant" not in game.options()
    game.choose(SWALLOW)
    assert game.has_keyword(game.card(SWALLOW), KW.LANCER)


@encodes("WX05-045")
def test_final_destruction_gives_the_lrig_a_banishing_action_and_empties_the_hand(
    table: Table,
) -> None:
    game = table(
        f"""
        format: classic
        players:
          - lrig: {URITH}
            hand: ["Final Destruction", "{IRON}"]
            ener: ["{KOONI}", "{KOONI}", "{IRON}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{KUKRI}", "{CALIBURN}"]
        """,
        skip_forced=False,
    )
    game.use("Final Destruction")
    game.pass_until(lambda g: g.can(g.ActionKind.USE_ACTION))
    game.action(URITH[-1])
    assert game.count(1, Zone.SIGNI) == 0
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert game.count(0, Zone.HAND) == 0 and IRON in game.names(0, Zone.TRASH)
    burst = table.life_burst(
        "Final Destruction", f"hand: ['{IRON}']\nsigni: ['{KUKRI}']", classic=True
    )
    burst.burst()
    assert burst.count(0, Zone.SIGNI) == 0 and burst.count(1, Zone.SIGNI) == 0
    burst = table.life_burst("Final Destruction", f"signi: ['{KUKRI}']", classic=True)
    burst.burst()
    assert burst.count(0, Zone.SIGNI) == 1  # no hand: nothing discarded, nothing banished


@encodes("WX05-048")
def test_metron_powers_up_with_three_labyrinths(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Code Maze Metron", "Code Maze Michel", "{{other}}"]
    """
    assert table(source.format(other="Code Maze Towerb")).power("Code Maze Michel") == 4000
    assert table(source.format(other=KUKRI)).power("Code Maze Michel") == 2000


@encodes("WX05-049", "WX05-051")
def test_brionac_searches_two_and_engetsu_searches_brionac(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Brionac, Medium Spear"]
            ener: ["{KUKRI}", "{KUKRI}", "{IRON}"]
            deck: ["{SC}", "{FLAMBER}", "{DERRIN}", "{SC}"]
    """)
    game.action("Brionac, Medium Spear")
    game.choose(FLAMBER, DERRIN)
    assert sorted(game.names(0, Zone.HAND)) == [DERRIN, FLAMBER]
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA}
            signi: ["Engetsu, Small Sword"]
            ener: ["{KUKRI}"]
            deck: ["{SC}", "Brionac, Medium Spear"]
          - signi: ["{FLAMBER}"]
    """)
    game.attack(FLAMBER)
    game.accept()
    game.pay(KUKRI)
    game.choose("Brionac, Medium Spear")
    assert game.names(0, Zone.HAND) == ["Brionac, Medium Spear"]
    burst = table.life_burst("Engetsu, Small Sword", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX05-050")
def test_michel_shuffles_a_small_signi_into_its_owners_deck(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Code Maze Michel"]
            ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{SC}", "{SC}"]
          - lrig: {HANAYO4}
            signi: ["{FLAMBER}", "Obsidian, Natural Stone"]
            deck: ["{SC}"]
    """)
    game.action("Code Maze Michel")
    assert "choose Obsidian, Natural Stone" not in game.options()
    assert game.zone_of(FLAMBER) == Zone.DECK
    assert game.count(1, Zone.DECK) == 2


@encodes("WX05-054", "WX05-058")
def test_lintwurm_and_tokage_power_up_with_the_dragons(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["Lintwurm, Phantom Dragon", "Tokage, Phantom Dragon", "{KANNYA}"]
    """)
    assert game.power(KANNYA) == 9000
    assert game.power("Lintwurm, Phantom Dragon") == 7000
    # Tokage: 1000 +2000 (Lintwurm) + 1000 for each of the five levels of the others.
    assert game.power("Tokage, Phantom Dragon") == 1000 + 2000 + 5000
    burst = table.life_burst(
        "Lintwurm, Phantom Dragon", f"deck: ['{SC}', '{CUELEP}']", classic=True
    )
    burst.burst()
    burst.choose(CUELEP)
    assert burst.names(0, Zone.HAND) == [CUELEP]


@encodes("WX05-056", "WX05-063", "WX05-069")
def test_komodo_actinium_and_pop_are_ten_thousand_under_a_level_four_lrig(
    table: Table,
) -> None:
    cards = ["Komodo, Phantom Dragon", "Actinium, Natural Source", "Pop, Vividly Famous Party"]
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            signi: {cards}
    """
    game = table(source.format(lrig=TAMA4))
    assert [game.power(card) for card in cards] == [10000] * 3
    game = table(source.format(lrig=TAMA))
    assert [game.power(card) for card in cards] == [5000] * 3


@encodes("WX05-065", "WX05-072")
def test_chromium_and_crayon_count_the_levels_of_their_class(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Chromium, Natural Source", "{TITANIUM}", "{SULFUR}"]
    """)
    assert game.power("Chromium, Natural Source") == 1000 + 3000
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["Crayon, Endorsement of Graffiti", "{AMECO}", "{SULFUR}"]
    """)
    assert game.power("Crayon, Endorsement of Graffiti") == 1000 + 2000


@encodes("WX05-076")
def test_loki_powers_up_other_devils_and_searches_one(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            signi: ["Loki, Bewitching Magic", "{KOONI}", "{ZWEI_COBRA}"]
    """)
    assert game.power(KOONI) == 5000 and game.power(ZWEI_COBRA) == 7000
    assert game.power("Loki, Bewitching Magic") == 7000
    burst = table.life_burst("Loki, Bewitching Magic", f"deck: ['{SC}', '{COSMO}']", classic=True)
    burst.burst()
    burst.choose(COSMO)
    assert burst.names(0, Zone.HAND) == [COSMO]


LUCIFERL = "Luciferl, Fallen Talented Woman"  # black <Devil>, level 4, 12000


@encodes("WX05-027")
def test_luciferl_gives_minus_10000_when_it_crushes_and_revives_two_devils(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {URITH5}
            signi: ["{LUCIFERL}"]
          - signi: [~, "{COSMO}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.attack(LUCIFERL)  # nothing in front: it crushes one
    assert game.zone_of(COSMO, 1) == Zone.ENER  # 7000 - 10000
    game = table(f"""
        format: classic
        players:
          - lrig: {URITH5}
            hand: ["{LUCIFERL}"]
            ener: {[KOONI] * 3}
            trash: ["{KOONI}", "{COSMO}", "{HENGE}"]
    """)
    game.play(LUCIFERL, 0)
    game.accept()
    game.pay()
    game.choose(KOONI, COSMO)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert sorted(n for n in game.names(0, Zone.SIGNI) if n) == sorted([LUCIFERL, KOONI, COSMO])


@encodes("WX05-027")
def test_luciferl_life_burst_banishes_every_angel(table: Table) -> None:
    sarie = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1
    game = table.life_burst(
        LUCIFERL,
        f'signi: ["{sarie}"]\nopponent: {{signi: ["{sarie}", ~, "{KUKRI}"]}}',
        classic=True,
    )
    game.burst()
    game.mode(0)
    assert game.zone_of(sarie, 0) == Zone.ENER and game.zone_of(sarie, 1) == Zone.ENER


def order_rest(game: Play) -> None:
    """Put the looked-at cards that remain back, in the order offered."""
    while game.decision is not None and game.options()[0].startswith("choose"):
        game.first()


@encodes("WX05-061")
def test_thorium_discards_an_atom_to_find_an_atom_in_the_top_five(table: Table) -> None:
    milulun = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto"]
    game = table(f"""
        format: classic
        players:
          - lrig: {milulun}
            hand: ["Thorium, Natural Source", "{SULFUR}"]
            deck: ["{SC}", "{TITANIUM}", "{SC}", "{SC}", "{KUKRI}", "{IRON}"]
    """)
    game.play("Thorium, Natural Source")
    game.accept()  # discards the Sulfur, the only <Atom> SIGNI in the hand
    game.choose(TITANIUM)
    order_rest(game)
    assert game.names(0, Zone.HAND) == [TITANIUM]
    assert game.zone_of(SULFUR) == Zone.TRASH
    assert game.count(0, Zone.DECK) == 5  # the other four back, on the bottom
    burst = table.life_burst("Thorium, Natural Source", f"deck: ['{SC}', '{IRON}']", classic=True)
    burst.burst()
    assert burst.zone_of(SC) == Zone.ENER


@encodes("WX05-068")
def test_colla_adds_every_beautiful_technique_signi_of_the_top_two(table: Table) -> None:
    ann = [
        "Anne, Locus of Miracles",
        "Anne=First, Creation of the Imagination",
        "Anne=Second, Value of Excess Knowledge",
        "Anne=Third, Trusting Oracle",
    ]
    game = table(f"""
        format: classic
        players:
          - lrig: {ann}
            hand: ["Colla, Opposing Methodology", "{ORIGAMI}"]
            deck: ["{AMECO}", "{ORIGAMI}", "{SC}"]
    """)
    game.play("Colla, Opposing Methodology")
    game.accept()
    assert sorted(game.names(0, Zone.HAND)) == [AMECO, ORIGAMI]  # both, no choice
    assert game.names(0, Zone.DECK) == [SC]
    burst = table.life_burst(
        "Colla, Opposing Methodology", f"deck: ['{SC}', '{IRON}']", classic=True
    )
    burst.burst()
    assert burst.zone_of(SC) == Zone.ENER


@encodes("WX05-023")
def test_uranium_keeps_three_atoms_under_it_and_spends_them(table: Table) -> None:
    uranium, manganese = "Uranium, Natural Source", "Manganese, Natural Source"
    milulun4 = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto", "Mirurun Milli"]
    source = f"""
        format: classic
        players:
          - lrig: {milulun4}
            hand: ["{uranium}"]
            trash: {{trash}}
          - signi: ["{IRON}"]
    """
    game = table(source.format(trash=[SULFUR, TITANIUM, uranium]))  # two <Atom> others
    game.play(uranium)  # a Uranium does not count: not three, so it goes to the trash
    assert game.count(0, Zone.SIGNI) == 0 and game.count(0, Zone.TRASH) == 4
    game = table(source.format(trash=[SULFUR, TITANIUM, manganese]))
    game.play(uranium)
    game.accept()
    assert game.power(uranium) == 12000 + 3 * 2000
    game.end_main()
    assert not game.can(ActionKind.ATTACK, uranium)
    game = table(source.format(trash=[SULFUR, TITANIUM, manganese]))
    game.play(uranium)
    game.accept()
    for turn, atom in enumerate((SULFUR, TITANIUM, manganese)):
        if turn:  # Uranium ups in the next up phase
            game.pass_until(lambda g: g.game.turn_player == 1)
            game.pass_until(lambda g: g.game.turn_player == 0 and g.decision == DecisionKind.MAIN)
        game.action(uranium)
        if game.decision != DecisionKind.MAIN:  # the last one is taken without a choice
            game.choose(atom)
        if turn == 0:
            assert game.power(uranium) == 12000 + 2 * 2000
    assert all(game.zone_of(atom) == Zone.HAND for atom in (SULFUR, TITANIUM, manganese))
    assert game.zone_of(uranium) == Zone.ENER and game.zone_of(IRON) == Zone.ENER
    burst = table.life_burst(uranium, f"trash: ['FREEZE', '{SULFUR}']", classic=True)
    burst.burst()
    assert sorted(burst.names(0, Zone.HAND)) == ["FREEZE", SULFUR]


@encodes("WX05-007")
def test_last_select_trashes_four_lrigs_under_the_center_to_trash_a_signi(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Last Select"]
            ener: ["{KUKRI}", "{KOONI}"]
          - signi: ["{FLAMBER}", ~, ~]
    """)
    game.use("Last Select")
    assert game.zone_of(FLAMBER) == Zone.TRASH
    assert game.count(0, Zone.LRIG_TRASH) == 5  # the four LRIGs and the ARTS
    # Three LRIGs under the Center: nothing happens.
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            lrig_deck: ["Last Select"]
            ener: ["{KUKRI}", "{KOONI}"]
          - signi: ["{FLAMBER}", ~, ~]
    """)
    game.use("Last Select")
    assert game.zone_of(FLAMBER) == Zone.SIGNI


ARC_ENERGE = "Arc Energe, Original Spear"  # white <Arm>, level 5, 15000: a <Tama> LRIG's
ENERGE = "Energe, Original Spear"
SUNSPOT = [*TAMA, "Tamayorihime, Sunspot Miko"]  # level 5, limit 12


def first_decision_of_the_opponents_turn(table: Table, signi: list[str]) -> DecisionKind | None:
    game = table(f"""
        format: classic
        phase: end
        turn: 3
        players:
          - lrig: {SUNSPOT}
            signi: {signi}
          - hand: ["{IRON}"]
    """)
    game.pass_until(lambda g: g.turn_player == 1 and g.decision is not None, limit=20)
    return game.decision


@encodes("WX05-018")
def test_arc_energe_has_the_opponent_skip_their_ener_phase(table: Table) -> None:
    assert first_decision_of_the_opponents_turn(table, [ARC_ENERGE]) == DecisionKind.MAIN
    assert first_decision_of_the_opponents_turn(table, [IRON]) == DecisionKind.ENER


@encodes("WX05-018")
def test_arc_energe_with_energe_sends_banished_signi_to_the_trash(table: Table) -> None:
    for mine, to in (([ARC_ENERGE, ENERGE], Zone.TRASH), ([ARC_ENERGE, KUKRI], Zone.ENER)):
        game = table(f"""
            format: classic
            players:
              - lrig: {SUNSPOT}
                signi: {mine}
              - signi: ["{IRON}"]
        """)
        iron = game.card(IRON, 1)
        game.game.vanish(iron)
        assert game.zone[iron] == to


@encodes("WX05-018")
def test_arc_energe_pays_three_white_to_put_two_arm_signi_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SUNSPOT}
            hand: ["{ARC_ENERGE}"]
            ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{FLAMBER}", "{IRON}", "{CALIBURN}"]
    """)
    game.play(ARC_ENERGE)
    game.accept()
    game.choose(FLAMBER)
    game.choose(CALIBURN)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN, limit=10)
    assert set(game.names(0, Zone.SIGNI)) == {ARC_ENERGE, FLAMBER, CALIBURN}


@encodes("WX05-018")
def test_arc_energe_life_burst_finds_any_card(table: Table) -> None:
    game = table.life_burst(ARC_ENERGE, f'deck: ["{IRON}", "{KUKRI}"]', classic=True)
    game.burst()
    game.choose(IRON)
    assert IRON in game.names(0, Zone.HAND)


END_HOLE = "End Hole"  # an <Ulith> ARTS, 5 colorless, used at a spell cut-in
ULITH4 = [
    "Ulith, Enma",
    "Ulith, Burning Eye Enma",
    "Ulith, Enma of Crushing Hell",
    "Ulith, Enma of Eternal Hell",
    "Ulith, Jailer Enma",
]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]


def end_hole_at_a_cut_in(table: Table, ener: list[str]) -> Play:
    """The opponent uses Overflowing Knowledge (draw three) in their main phase, with eight
    cards in hand; End Hole is used at its cut-in, paid with `ener`."""
    game = table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {ULITH4}
            lrig_deck: ["{END_HOLE}"]
            ener: {ener}
          - lrig: {PIRULUK}
            hand: {["Overflowing Knowledge"] + [SC] * 8}
            ener: ["{SC}", "{SC}", "{SC}"]
            deck: {[KUKRI] * 5}
    """)
    game.use("Overflowing Knowledge")
    game.pay()
    game.use(END_HOLE)  # its whole Ener Zone paid
    return game


@encodes("WX05-016")
def test_end_hole_paid_with_five_colours_ends_the_turn(table: Table) -> None:
    game = end_hole_at_a_cut_in(table, [KUKRI, IRON, SC, SWALLOW, KOONI])
    # The opponent discarded down to six (all alike: no choice), and the turn is over.
    assert game.turn_player == 0 and game.count(1, Zone.HAND) == 6  # no draw of three
    assert game.zone_of("Overflowing Knowledge", 1) == Zone.TRASH
    assert game.zone_of(END_HOLE) == Zone.LRIG_TRASH


@encodes("WX05-016")
def test_end_hole_paid_otherwise_does_nothing(table: Table) -> None:
    game = end_hole_at_a_cut_in(table, [KUKRI, KUKRI, SC, SWALLOW, KOONI])
    assert game.decision == DecisionKind.MAIN
    assert game.turn_player == 1 and game.count(1, Zone.HAND) == 8 + 3


YUZUKI5 = ["Yuzuki-Zero", "Yuzuki-Three Armament", "Yuzuki-Fourth Warning", "Yuzuki-Five"]
FLAME_BALL = "Flame Ball, Falling Star"  # red, banishes a SIGNI of 15000 or less
ATONEMENT = "Fires of Atonement"  # red, limited to <Hanayo>: banishes 12000 or less


@encodes("WX05-008")
def test_yuzuki_five_grows_from_a_yuzuki_and_trashes_the_opponents_ener(table: Table) -> None:
    def grow(stack: list[str]) -> Play:
        return table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {stack}
                lrig_deck: ["Yuzuki-Five"]
                ener: {[IRON] * 3}
              - ener: {[KUKRI] * 4}
        """)

    assert not grow(HANAYO4).can(ActionKind.GROW, "Yuzuki-Five")  # also <Yuzuki>, by type
    game = grow(YUZUKI5[:3])
    game.grow("Yuzuki-Five")
    game.pay()
    game.choose(KUKRI, KUKRI, KUKRI)
    assert game.count(1, Zone.ENER) == 1 and game.count(1, Zone.TRASH) == 3


@encodes("WX05-008")
def test_yuzuki_five_uses_a_red_spell_of_its_hand_for_free(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI5}
            hand: ["{FLAME_BALL}", "{ATONEMENT}", "Prismatic Fire Pillar"]
          - signi: ["{CALIBURN}"]
            ener: ["{KUKRI}", "{KUKRI}"]
    """)
    game.act(ActionKind.USE_ACTION, "Yuzuki-Five", b=2)  # [Exceed 1]: once per turn
    game.choose(YUZUKI5[0])
    assert game.count(1, Zone.ENER) == 1
    game.act(ActionKind.USE_ACTION, "Yuzuki-Five", b=3)  # [Exceed 2]: the two left
    # No Ener to pay: the red spells without a limit to another LRIG type are offered.
    assert sorted(game.options())[:2] == [
        f"choose {FLAME_BALL}",
        "choose Prismatic Fire Pillar",
    ]
    game.choose(FLAME_BALL)
    assert game.zone_of(CALIBURN, 1) == Zone.ENER
    assert game.zone_of(FLAME_BALL) == Zone.TRASH
    assert not game.can(ActionKind.USE_ACTION)


MIRURUN5 = [
    "Mirurun Nought",
    "Mirurun Nano",
    "Mirurun Pico",
    "Mirurun Femto",
    "Mirurun Yocto",
    "Mirurun Tico",
]


@encodes("WX05-011")
def test_mirurun_tico_uses_a_spell_of_the_opponents_trash_ignoring_its_limit(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MIRURUN5}
            deck: ["{SC}", "{SULFUR}", "{TITANIUM}", "{CLIONE}", "{HITODE}", "{KUKRI}"]
          - signi: ["{CALIBURN}"]
            trash: ["{ATONEMENT}"]
            hand: ["{FLAME_BALL}"]
            ener: {[IRON] * 3}
    """)
    game.act(ActionKind.USE_ACTION, "Mirurun Tico", b=3)  # [Exceed 2]
    game.choose(MIRURUN5[0], MIRURUN5[1])
    game.choose(ATONEMENT)  # limited to <Hanayo>: the limit ignored
    assert game.zone_of(CALIBURN, 1) == Zone.ENER
    assert game.zone_of(ATONEMENT, 1) == Zone.TRASH  # its owner's
    game.act(ActionKind.USE_ACTION, "Mirurun Tico", b=2)  # [Exceed 1]
    game.choose(MIRURUN5[2])
    game.choose(SC)  # to the bottom
    game.done()
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    deck = game.names(0, Zone.DECK)  # bottom first
    assert deck[0] == SC and deck[1] == KUKRI and len(deck) == 6


@encodes("WX05-011")
def test_mirurun_tico_keeps_the_opponent_from_using_spells(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {MIRURUN5}
          - hand: ["{FLAME_BALL}"]
            ener: {[IRON] * 3}
            signi: ~
    """)
    assert not game.can(ActionKind.USE_SPELL, FLAME_BALL)
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {MIRURUN5[:-1]}
          - hand: ["{FLAME_BALL}"]
            ener: {[IRON] * 3}
    """)
    assert game.can(ActionKind.USE_SPELL, FLAME_BALL)


AVENGER = "Avenger, Ballista"


@encodes("WX05-032")
def test_avenger_discards_weapons_to_banish_or_to_crush_without_a_burst(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["{AVENGER}"]
            hand: ["{DERRIN}", "{DERRIN}", "{DERRIN}", "{DERRIN}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            life: ["{FLAME_BALL}", "{FLAME_BALL}"]
    """)
    game.act(ActionKind.USE_ACTION, AVENGER, b=0)  # discard a <Weapon>
    assert game.zone_of(FLAMBER, 1) == Zone.ENER  # 8000 or less
    game.act(ActionKind.USE_ACTION, AVENGER, b=1)  # discard three <Weapon>
    assert game.count(1, Zone.LIFE) == 1
    assert game.decision == DecisionKind.MAIN  # the crushed Flame Ball bursts not
    assert game.zone_of(CALIBURN, 1) == Zone.SIGNI
    assert game.count(0, Zone.HAND) == 0


@encodes("WX05-032")
def test_avenger_burst_banishes_a_signi_of_10000_or_less(table: Table) -> None:
    game = table.life_burst(AVENGER, classic=True)
    game.burst()
    assert game.names(1, Zone.SIGNI) == ["", "", ""]  # the attacking Kukri banished


@encodes("WX05-012")
def test_fortune_five_counts_atom_names_among_the_top_five(table: Table) -> None:
    manganese = "Manganese, Natural Source"
    helium = "Helium, Natural Source"
    fluorine = "Fluorine, Natural Source"

    def use(deck: list[str]) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {PIRULUK4}
                lrig_deck: ["Fortune Five"]
                ener: ["{SC}", "{SC}"]
                deck: {[*deck, KUKRI]}
              - signi: ["{FLAMBER}", "{CALIBURN}"]
        """)
        game.use("Fortune Five")
        game.target(FLAMBER)  # three names: down and freeze
        return game

    game = use([SULFUR, TITANIUM, manganese, helium, fluorine])  # five names
    game.target(CALIBURN)  # five: banish
    assert game.game.frozen[game.card(FLAMBER)] and game.zone_of(CALIBURN, 1) == Zone.ENER
    assert game.names(0, Zone.HAND) == [KUKRI]  # four: draw, below the five
    bottom = sorted(game.names(0, Zone.DECK)[:5])
    assert bottom == sorted([SULFUR, TITANIUM, manganese, helium, fluorine])
    game = use([SULFUR, SULFUR, TITANIUM, manganese, KOONI])  # three names
    assert game.game.frozen[game.card(FLAMBER)]
    assert game.count(0, Zone.HAND) == 0 and game.zone_of(CALIBURN, 1) == Zone.SIGNI


ELDORA4 = ["Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III", "Eldora×Mark IV"]


@encodes("WX05-010")
def test_eldora_mark_v_renews_and_reorders_the_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ELDORA4}
            lrig_deck: ["Eldora=Mark V"]
            ener: {[SC] * 3}
            life: ["{SULFUR}", "{TITANIUM}", "{CLIONE}"]
            deck: ["{HITODE}", "{KOONI}"]
    """)
    game.grow("Eldora=Mark V")
    game.pay()
    game.choose(TITANIUM)
    game.done()
    # The top of the deck replaces it; then the three are put back, the top first.
    assert game.zone_of(TITANIUM) == Zone.TRASH
    game.choose(CLIONE)
    game.choose(HITODE)
    assert game.names(0, Zone.LIFE) == [SULFUR, HITODE, CLIONE]  # the bottom first


@encodes("WX05-010")
def test_eldora_mark_v_crushes_its_own_life_cloth_to_add_one_from_the_hand(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ELDORA4, "Eldora=Mark V"]}
            life: ["{SULFUR}", "{TITANIUM}"]
            hand: ["{KOONI}"]
    """)
    game.action("Eldora=Mark V")
    game.choose(ELDORA4[0], ELDORA4[1])  # [Exceed 2]
    if game.decision == DecisionKind.LIFE_BURST:
        game.decline()
    assert game.zone_of(SULFUR) == Zone.ENER  # crushed
    assert game.names(0, Zone.LIFE) == [TITANIUM, KOONI]


SAGFAMI = "Code Maze Sagfami"  # blue <Labyrinth>, level 3


@encodes("WX05-046")
def test_sagfami_discards_a_labyrinth_to_rearrange_then_draws(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["{SAGFAMI}", "Code Maze Tajmaha"]
            deck: ["{SC}"]
          - signi: ["{FLAMBER}", ~, "{CALIBURN}"]
    """)
    game.play(SAGFAMI, 1)
    game.accept()  # discard Tajmaha
    game.accept()  # rearrange
    game.choose(CALIBURN)
    game.choose(FLAMBER)
    assert game.names(1, Zone.SIGNI) == [CALIBURN, FLAMBER, ""]
    assert game.names(0, Zone.HAND) == [SC]


@encodes("WX05-046")
def test_sagfami_burst_charges(table: Table) -> None:
    game = table.life_burst(SAGFAMI, classic=True)
    game.burst()
    assert game.count(0, Zone.ENER) == 2  # the crushed card, and one charged


# ------------------------------------------------------------------ vocab-22's cards

HANAYO5 = [*HANAYO4, "Hanayo-Five"]
ROARING = "Yuzuki-Three, Roaring Flame Sin"  # [Action] 1 red: banish 5000 or less
MIDORIKO4 = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
    "Midoriko, Type Four",
]
WAR_EMPRESS = "Midoriko, War Empress Type Four"  # [Action] discard a green SIGNI: +10000


def lent(game: Play, lender: str, index: int = 0) -> int:
    """The index a LRIG's lent [Action] ability has on the LRIG that has it."""
    from deckcheck.engine.operations import LENT_INDEX, LENT_STRIDE

    return LENT_INDEX + game.card(lender) * LENT_STRIDE + index


@encodes("WX05-002")
def test_hanayo_five_uses_the_actions_of_its_lrig_trash_and_banishes_30000_of_power(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO5}
            lrig_trash: ["{ROARING}"]
            signi: ["{DERRIN}"]
            ener: ["{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{SC}", "{FLAMBER}", "{CALIBURN}"]
    """)
    assert game.has_keyword(game.card(DERRIN), KW.DOUBLE_CRUSH)
    # The [Action] of the LRIG in the LRIG trash, used by Hanayo-Five and paid by it.
    game.act(ActionKind.USE_ACTION, "Hanayo-Five", b=lent(game, ROARING))
    assert game.zone_of(SC, 1) == Zone.ENER and game.count(0, Zone.ENER) == 0
    game.act(ActionKind.USE_ACTION, "Hanayo-Five", b=3)  # [Exceed 5]
    game.target(FLAMBER)
    game.target(CALIBURN)  # 17000 in all: none is left to choose
    assert game.names(1, Zone.SIGNI) == ["", "", ""]
    assert game.count(0, Zone.LRIG_TRASH) == 6


@encodes("WX05-004")
def test_midoriko_type_five_adds_a_life_cloth_lends_actions_and_trashes_every_ener(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {MIDORIKO4}
            lrig_deck: ["Midoriko, Type Five"]
            lrig_trash: ["{WAR_EMPRESS}"]
            ener: ["{MOUSEN}", "{MOUSEN}", "{MOUSEN}", "{MOUSEN}"]
            hand: ["{SWALLOW}"]
            signi: ["{MOUSEN}"]
            deck: ["{ORIGAMI}", "{AMECO}"]
            life: ["{SC}"]
          - ener: ["{SC}", "{IRON}"]
    """)
    game.grow("Midoriko, Type Five")
    game.pay()
    assert sorted(game.names(0, Zone.LIFE)) == sorted([SC, ORIGAMI])  # the top of the deck
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.act(ActionKind.USE_ACTION, "Midoriko, Type Five", b=lent(game, WAR_EMPRESS))
    assert game.power(MOUSEN) == 13000 and game.zone_of(SWALLOW) == Zone.TRASH
    game.act(ActionKind.USE_ACTION, "Midoriko, Type Five", b=3)  # [Exceed 5]
    assert game.count(0, Zone.ENER) == 0 and game.count(1, Zone.ENER) == 0


ANNE4 = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
    "Anne=Fourth, Melody of Horror",
]
ANNE5 = "Anne Fifth, Violating God Seal"
TECHNIQUES = [
    "Marche, Mysterious Fairytale",
    "Cubi, Distorted Reality",
    "Suiboku, Single Stroke Worthy of Nobility",
    "Maki-e, Approximation of Tradition",
    AMECO,
    ORIGAMI,
    "Dot, Limited Expression",
    "To'on, Right Rhythm of the Scale",
]  # eight <Beautiful Technique> SIGNI, each of its own name


@encodes("WX05-013")
def test_anne_fifth_negates_an_opponents_signi_attack_as_it_attacks(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {[*ANNE4, ANNE5]}
            life: ["{MOUSEN}", "{MOUSEN}"]
          - signi: ["{IRON}", null, "{CUELEP}"]
    """)
    game.attack(IRON)
    assert game.decision == DecisionKind.USE_WINDOW and game.game.decision.player == 0
    game.act(ActionKind.USE_ACTION, ANNE5, b=2)  # [Exceed 2]
    while game.decision == DecisionKind.PAYMENT:
        game.first()
    game.act(ActionKind.PASS)  # the window stays open until its player passes
    assert game.count(0, Zone.LIFE) == 2 and game.count(0, Zone.LRIG_TRASH) == 2
    game.attack(CUELEP)
    game.act(ActionKind.PASS)  # not this time
    game.pass_until(lambda g: g.count(0, Zone.LIFE) < 2 or g.turn_player == 0)
    assert game.count(0, Zone.LIFE) == 1


@encodes("WX05-013")
def test_anne_fifth_salvages_techniques_and_returns_all_for_eight_names(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ANNE4}
            lrig_deck: ["{ANNE5}"]
            ener: ["{KUKRI}", "{MOUSEN}", "{MOUSEN}"]
            trash: ["{AMECO}", "{ORIGAMI}", "{SWALLOW}"]
            hand: {TECHNIQUES[:7]}
          - signi: ["{IRON}", "{CUELEP}"]
    """)
    game.grow(ANNE5)
    game.pay()
    game.choose(AMECO)
    game.choose(ORIGAMI)  # the <Sky Beast> is no <Beautiful Technique>
    assert game.zone_of(SWALLOW) == Zone.TRASH and game.count(0, Zone.HAND) == 9
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    # Seven names (two Ameco, two Origami): nothing.
    game.act(ActionKind.USE_ACTION, ANNE5, b=3)
    while game.decision == DecisionKind.PAYMENT:
        game.first()
    assert game.names(1, Zone.SIGNI) == [IRON, CUELEP, ""]
    # Eight names: all of the opponent's SIGNI return to the hand.
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ANNE4, ANNE5]}
            hand: {TECHNIQUES}
          - signi: ["{IRON}", "{CUELEP}"]
    """)
    game.act(ActionKind.USE_ACTION, ANNE5, b=3)
    while game.decision == DecisionKind.PAYMENT:
        game.first()
    assert game.names(1, Zone.SIGNI) == ["", "", ""] and game.count(1, Zone.HAND) == 2


# ------------------------------------------------------------------ vocab-23: colours

SUNSPOT = "Tamayorihime, Sunspot Miko"  # black, level 5
FULL_MOON = "Tamayorihime, Full Moon Miko"  # level 4
BLACK: int = 0b10000
WHITE: int = 0b00001


@encodes("WX05-005")
def test_sunspot_grows_with_ten_black_cards_in_the_trash(table: Table) -> None:
    def sunspot(blacks: int) -> Play:
        return table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {[*TAMA, FULL_MOON]}
                lrig_deck: ["{SUNSPOT}"]
                trash: {[KOONI] * blacks + [KUKRI] * 3}
        """)

    assert not sunspot(9).can(ActionKind.GROW, SUNSPOT)
    game = sunspot(10)
    game.grow(SUNSPOT)
    assert game.game.center(0) == game.card(SUNSPOT)


def sunspot_field(table: Table, phase: str = "main") -> Play:
    return table(f"""
        format: classic
        phase: {phase}
        players:
          - lrig: {[*TAMA, TAMA[0], SUNSPOT]}
            hand: ["{KUKRI}"]
            ener: ["{KOONI}", "{COSMO}", "{KUKRI}"]
          - signi: ["{IRON}", "{SC}"]
            ener: ["{IRON}"]
    """)


@encodes("WX05-005")
def test_sunspot_makes_every_signi_black_but_in_the_ener_zone(table: Table) -> None:
    game = sunspot_field(table)
    colors = game.game.colors
    assert colors(game.card(IRON, 1, Zone.SIGNI)) == BLACK
    assert colors(game.card(SC, 1, Zone.SIGNI)) == BLACK
    assert colors(game.card(KUKRI, 0, Zone.HAND)) == BLACK
    assert colors(game.card(KUKRI, 0, Zone.ENER)) == WHITE  # the Ener Zone keeps its colour
    assert colors(game.card(IRON, 1, Zone.ENER)) != BLACK


@encodes("WX05-005")
def test_sunspot_pays_black_and_a_black_ener_to_trash_an_opposing_signi(table: Table) -> None:
    game = sunspot_field(table)
    game.action(SUNSPOT)
    # The black Ener and the black card put into the trash: Kooni and Cosmo, not Kukri.
    assert sorted(game.options()) == [f"choose {COSMO}", f"choose {KOONI}"]
    game.choose(KOONI)
    game.target(IRON)
    assert game.names(1, Zone.SIGNI) == ["", SC, ""]
    assert game.count(1, Zone.TRASH) == 1
    assert game.names(0, Zone.ENER) == [KUKRI]  # the white Ener card stays: not black there


@encodes("WX05-005")
def test_sunspot_exceeds_five_to_down_the_opponent(table: Table) -> None:
    game = sunspot_field(table, "attack")
    game.action(SUNSPOT)
    assert game.count(0, Zone.LRIG_TRASH) == 5
    center = game.game.center(1)
    assert game.game.downed[center] and all(
        game.game.downed[card] for card in game.game.players[1].signi if card >= 0
    )


MARSFACE = "Code Anti Marsface"  # black <Ancient Weapon>, level 4, 10000


@encodes("WX05-044")
def test_marsface_banishes_an_ancient_weapon_or_trashes_two_to_weaken(table: Table) -> None:
    def marsface(action: int) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                signi: ["{MARSFACE}", "{HENGE}", "{NAZCA}"]
              - signi: ["{COSMO}", "{IRON}", "{SC}"]
        """)
        game.act(ActionKind.USE_ACTION, MARSFACE, b=action)
        return game

    game = marsface(0)
    game.choose(NAZCA)  # banished: into the Ener Zone
    game.target(COSMO)
    assert game.zone_of(NAZCA) == Zone.ENER and game.zone_of(HENGE) == Zone.SIGNI
    assert game.zone_of(COSMO, 1) == Zone.ENER and game.power(IRON, 1) == 3000  # 0 power
    assert game.game.downed[game.card(MARSFACE)]
    game = marsface(1)
    assert game.zone_of(NAZCA) == Zone.TRASH and game.zone_of(HENGE) == Zone.TRASH
    assert game.names(1, Zone.SIGNI) == ["", "", ""]  # -10000: all at 0 or less
    assert game.count(1, Zone.ENER) == 3


SUIBOKU = "Suiboku, Single Stroke Worthy of Nobility"  # green <Beautiful Technique>, level 4
ANN4 = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
    "Anne=Fourth, Melody of Horror",
]


def _suiboku(table: Table, mine: str = "", theirs: str = "") -> Play:
    return table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {ANN4}
            life: ["{KUKRI}", "{KUKRI}"]
            {mine}
          - lrig: {URITH}
            {theirs}
    """)


@encodes("WX05-025")
def test_suiboku_puts_a_banished_beautiful_technique_signi_back_for_green_and_white(
    table: Table,
) -> None:
    game = _suiboku(
        table,
        mine=f'signi: [~, "{ORIGAMI}", "{SUIBOKU}"]\n            ener: ["{KUKRI}", "{AMECO}"]',
        theirs=f'signi: [~, "{CALIBURN}", ~]',
    )
    game.attack(CALIBURN)  # 10000 against Origami's 3000: banished
    game.accept()  # pay green and white
    game.pay(KUKRI, AMECO)
    game.into(1)  # from the Ener Zone, back where it was
    assert game.zone_of(ORIGAMI) == Zone.SIGNI
    assert game.names(0, Zone.ENER) == []


@encodes("WX05-025")
def test_suiboku_charges_when_guarding_a_lrig_attack(table: Table) -> None:
    game = _suiboku(
        table,
        mine=f'signi: [~, ~, "{SUIBOKU}"]\n            hand: ["Servant Q"]\n'
        f'            deck: ["{IRON}", "{SC}"]',
    )
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK)
    game.attack(URITH[-1])
    game.act(ActionKind.GUARD, "Servant Q")
    assert game.names(0, Zone.ENER) == [IRON]


@encodes("WX05-025")
def test_suiboku_life_burst_negates_the_next_attack_and_the_negation_charges(
    table: Table,
) -> None:
    burst = table.life_burst(
        SUIBOKU,
        f"lrig: {ANN4}\nsigni: [~, ~, '{SUIBOKU}']\ndeck: ['{IRON}', '{SC}', '{SULFUR}']\n"
        f"opponent: {{signi: ['{KUKRI}', ~, '{FLAMBER}']}}",
        classic=True,
    )
    burst.burst()  # [Ener Charge 1]: Iron
    assert IRON in burst.names(0, Zone.ENER)
    burst.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    burst.attack(FLAMBER)  # negated by the Life Burst's effect: the [Constant] charges Sc
    assert SC in burst.names(0, Zone.ENER)
    assert burst.count(0, Zone.LIFE) == 0


@encodes("WX05-030")
def test_get_grimoire_searches_for_the_name_of_the_revealed_arm(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Get Grimoire", "{KUKRI}", "{FLAMBER}"]
            ener: ["{KUKRI}"]
            deck: ["{KUKRI}", "{FLAMBER}", "{KUKRI}", "{SC}"]
    """)
    game.use("Get Grimoire")
    game.choose(KUKRI)  # revealed: it stays in the hand
    assert not any(FLAMBER in option for option in game.options())
    game.choose(KUKRI)
    game.choose(KUKRI)
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, KUKRI, KUKRI, KUKRI]
    assert sorted(game.names(0, Zone.DECK)) == [SC, FLAMBER]
    burst = table.life_burst(
        "Get Grimoire", f"hand: ['{KUKRI}']\ndeck: ['{CALIBURN}', '{SC}']", classic=True
    )
    burst.burst()
    burst.pass_until(lambda g: g.decision != DecisionKind.DISCARD)
    burst.choose(CALIBURN)
    assert burst.names(0, Zone.HAND) == [CALIBURN]
    assert KUKRI in burst.names(0, Zone.TRASH)


@encodes("WX05-003")
def test_piruluk_acro_empties_the_opponents_hand_lends_actions_and_draws_to_six(
    table: Table,
) -> None:
    acro = "Code Piruluk ACRO"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["{acro}"]
            lrig_trash: ["{ROARING}"]
            ener: ["{SC}", "{SC}", "{SC}", "{IRON}"]
            hand: ["{SC}", "{SC}"]
            deck: {[SULFUR] * 8}
          - lrig: {HANAYO4}
            hand: ["{IRON}", "{KOONI}"]
            signi: ["{CUELEP}", ~, ~]
    """)
    game.grow(acro)  # three blue paid
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(1, Zone.HAND) == 0  # [On-Play]: the whole hand
    assert game.count(1, Zone.TRASH) == 2
    # The [Action] of the LRIG in the LRIG trash, used by ACRO and paid by it.
    game.act(ActionKind.USE_ACTION, acro, b=lent(game, ROARING))
    assert game.zone_of(CUELEP) == Zone.ENER
    game.act(ActionKind.USE_ACTION, acro, b=3)  # [Exceed 5]: two cards in hand, four more
    assert game.count(0, Zone.HAND) == 6
    assert game.count(0, Zone.LRIG_TRASH) == 6


INCREASING = "Increasing Force"
BAROMET = "Baromet, Natural Plant"  # green <Plant>, level 3, 7000; [Action] down: Ener Charge 1
MIDORIKO4 = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
    "Midoriko, Fourth Girl",  # limit 11: three level-three SIGNI
]


@encodes("WX05-042")
def test_increasing_force_acts_on_the_third_plant_downed_this_turn(table: Table) -> None:
    def field(downed_before: int) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {MIDORIKO4}
                signi: ["{BAROMET}", "{BAROMET}", "{BAROMET}"]
                hand: ["{INCREASING}"]
                ener: ["{MOUSEN}", "{MOUSEN}", "{SWALLOW}"]
                deck: {[KUKRI] * 6}
              - signi: ["{FLAMBER}", ~, ~]
        """)
        for _ in range(downed_before):
            game.action(BAROMET)
        game.use(INCREASING)
        game.pay(MOUSEN, MOUSEN)
        return game

    # Two Plant SIGNI downed this turn, before the spell: the next one is the third.
    game = field(2)
    hand = game.count(0, Zone.HAND)
    game.action(BAROMET)
    game.choose(SWALLOW)  # a card of the Ener Zone to the hand
    assert game.zone_of(FLAMBER, 1) == Zone.ENER and game.zone_of(SWALLOW) == Zone.HAND
    assert game.count(0, Zone.HAND) == hand + 2  # and a card drawn
    # The first and second downs after the spell do nothing; the third does.
    game = field(0)
    game.action(BAROMET)
    game.action(BAROMET)
    assert game.zone_of(FLAMBER, 1) == Zone.SIGNI
    game.action(BAROMET)
    assert game.zone_of(FLAMBER, 1) == Zone.ENER
    # Its Life Burst: [Ener Charge 1], then another with four or fewer in the Ener Zone.
    burst = table.life_burst(INCREASING, f"ener: ['{MOUSEN}', '{MOUSEN}']", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 5  # two charged, then the crushed card itself
    burst = table.life_burst(INCREASING, f"ener: {[MOUSEN] * 4}", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 6  # five after the first: no second charge


DIABRIDE = "Diabride, Natural Pyroxene"  # red <Gem>, level 5, 15000
HANAYO5 = [*HANAYO4, "Hanayo-Five"]  # its SIGNI have [Double Crush]
PUNISH = "Thousand Punish"  # black ARTS: target SIGNI of the opponent gets --2000


@encodes("WX05-020")
def test_diabride_ups_after_two_crushes_and_deals_damage_when_an_arts_affects_a_gem(
    table: Table,
) -> None:
    # Two Life Cloth crushed by its attack ([Double Crush]): the second one ups it.
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {HANAYO5}
            signi: ["{DIABRIDE}", ~, ~]
          - life: ["{KOONI}", "{KOONI}", "{KOONI}"]
    """)
    game.attack(DIABRIDE)
    assert game.count(1, Zone.LIFE) == 1
    assert not game.game.downed[game.card(DIABRIDE)]

    # Your opponent's ARTS affects one of your <Ore> SIGNI: damage to your opponent; it
    # affecting another SIGNI does nothing.
    def punished(signi: str) -> Play:
        game = table(f"""
            format: classic
            turn: 4
            turn_player: 1
            players:
              - lrig: {HANAYO5}
                signi: ["{DIABRIDE}", "{signi}", ~]
              - lrig: {TAMA}
                lrig_deck: ["{PUNISH}"]
                ener: ["{KOONI}"]
                life: ["{KOONI}", "{KOONI}", "{KOONI}"]
        """)
        game.use(PUNISH)
        game.target(signi)
        return game

    game = punished(IRON)
    assert game.power(IRON) == 1000 and game.count(1, Zone.LIFE) == 2
    game = punished(KUKRI)
    assert game.count(1, Zone.LIFE) == 3
    # Its Life Burst: banish 10000 or less; with two or fewer Life Cloth, crush one more.
    burst = table.life_burst(
        DIABRIDE, f"opponent: {{life: ['{KOONI}', '{KOONI}', '{KOONI}']}}", classic=True
    )
    burst.burst()
    # (the crushed Kooni goes to your opponent's Ener Zone with the banished Kukri)
    assert sorted(burst.names(1, Zone.ENER)) == [KOONI, KUKRI] and burst.count(1, Zone.LIFE) == 2


NIHILISM = "Ulith, Enma of Nihilism"


@encodes("WX05-006")
def test_ulith_of_nihilism_grows_on_three_colors_and_pays_any_color_for_any_arts(
    table: Table,
) -> None:
    two_colors = f"""
        format: classic
        phase: grow
        players:
          - lrig: {URITH5[:-1]}
            lrig_deck: ["{NIHILISM}", "Last Select"]
            ener: ["{IRON}", "{SC}"]
          - signi: ["{FLAMBER}", ~, ~]
    """
    game = table(two_colors)
    assert not game.can(ActionKind.GROW, NIHILISM)  # red and blue: two colours
    game = table(two_colors.replace(f'"{SC}"]', f'"{SC}", "{KOONI}"]'))
    game.grow(NIHILISM)
    assert game.names(0, Zone.LRIG)[-1] == NIHILISM
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    # A <Tama>/<Iona> ARTS used by Ulith, its white and black paid by red and blue cards.
    game.use("Last Select")
    game.pay(IRON, SC)
    assert game.zone_of(KOONI) == Zone.ENER
    game.choose(*URITH)  # four LRIGs of the five under Ulith
    assert game.zone_of(FLAMBER) == Zone.TRASH


def nihilism_declared(table: Table, hand: str, declared: int) -> Play:
    game = table(f"""
        format: classic
        players:
          - lrig: {URITH5}
            hand: ["{hand}"]
          - signi: ["{CUELEP}", ~, "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, NIHILISM, b=3)  # [Exceed 5]; the only card is chosen
    assert game.decision == DecisionKind.MODE and game.current_player() == 1
    game.mode(declared)  # your opponent declares: white, red, blue, green, black, colorless
    return game


@encodes("WX05-006")
def test_ulith_of_nihilism_trashes_every_opposing_signi_when_the_icon_is_missed(
    table: Table,
) -> None:
    game = nihilism_declared(table, KOONI, 0)  # white declared, a black card revealed
    assert game.count(1, Zone.TRASH) == 2 and game.count(0, Zone.LRIG_TRASH) == 5
    assert game.zone_of(KOONI) == Zone.HAND
    game = nihilism_declared(table, KOONI, 4)  # black: the card has it
    assert game.count(1, Zone.SIGNI) == 2
    game = nihilism_declared(table, "Servant O", 5)  # a colorless card has [Colorless]
    assert game.count(1, Zone.SIGNI) == 2
    game = nihilism_declared(table, "Servant O", 0)
    assert game.count(1, Zone.SIGNI) == 0


GENESIS = "Mayu, Genesis Miko"


def genesis_grown(table: Table) -> Play:
    game = table(f"""
        format: classic
        phase: grow
        turn: 3
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{GENESIS}", "{IONA[0]}"]
            lrig_trash: ["{IONA[1]}", "Last Select", "Lit Situation"]
            ener: ["{KUKRI}", "{KOONI}"]
            hand: ["{IRON}", "{SC}"]
            deck: {[KUKRI] * 8}
          - signi: ["Vouivre, Phantom Dragon", ~, "{CALIBURN}"]
            deck: {[IRON] * 8}
    """)
    game.grow(GENESIS)  # Iona, Zero/Maiden, the only one, revealed and put under
    return game


@encodes("WX05-001")
def test_mayu_genesis_grows_on_a_revealed_lrig_and_takes_back_white_and_black_arts(
    table: Table,
) -> None:
    game = genesis_grown(table)
    lrig = game.names(0, Zone.LRIG)
    assert lrig[-1] == GENESIS and len(lrig) == 8  # five, the revealed one and the trashed one
    assert IONA[0] in lrig and IONA[1] in lrig
    assert "Last Select" in game.names(0, Zone.LRIG_DECK)  # white: back
    assert game.names(0, Zone.LRIG_TRASH) == ["Lit Situation"]  # red: stays


@encodes("WX05-001")
def test_mayu_genesis_strips_abilities_then_trades_everything_for_an_extra_turn(
    table: Table,
) -> None:
    game = genesis_grown(table)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    vouivre = game.card("Vouivre, Phantom Dragon")
    game.act(ActionKind.USE_ACTION, GENESIS, b=2)  # [Exceed 1]
    game.choose(IONA[1])
    assert game.game.lost_abilities(vouivre)
    game.act(ActionKind.USE_ACTION, GENESIS, b=3)  # [Exceed 5]
    game.choose(*TAMA4)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.HAND) == 0
    assert game.count(0, Zone.TRASH) == 4
    game.pass_until(lambda g: g.turn == 4 and g.decision is not None)
    assert game.turn_player == 0  # the extra turn
    assert not game.game.lost_abilities(vouivre)
    game.pass_until(lambda g: g.turn == 5 and g.decision is not None)
    assert game.turn_player == 1  # then the turns alternate again


CMR = "Code Love Heart CMR"
PIRULUK5 = [*PIRULUK4[:4], "Code Piruluk APEX"]


@encodes("WX05-022")
def test_love_heart_cmr_keeps_cards_out_of_the_opponents_hand_outside_grow_and_draw(
    table: Table,
) -> None:
    # Its [Constant] in the opponent's main phase: their spell draws nothing.
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Overflowing Knowledge"]
            ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
          - lrig: {PIRULUK5}
            signi: ["{CMR}", ~, ~]
    """)
    deck = game.count(0, Zone.DECK)
    game.use("Overflowing Knowledge")
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of("Overflowing Knowledge") == Zone.TRASH
    assert game.count(0, Zone.HAND) == 0
    assert game.count(0, Zone.DECK) == deck
    # Their draw phase is not covered: they draw there.
    game = table(f"""
        format: classic
        phase: up
        players:
          - lrig: {TAMA}
          - lrig: {PIRULUK5}
            signi: ["{CMR}", ~, ~]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.HAND) == 2


@encodes("WX05-022")
def test_love_heart_cmr_discards_its_hand_and_banishes_for_two_or_more(table: Table) -> None:
    scene = f"""
        format: classic
        players:
          - lrig: {PIRULUK5}
            signi: ["{CMR}", ~, ~]
            hand: {{hand}}
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", ~, ~]
    """
    game = table(scene.replace("{hand}", f'["{SC}", "{SULFUR}"]'))
    game.action(CMR)
    assert game.count(0, Zone.HAND) == 0
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert not game.can(ActionKind.USE_ACTION, CMR)  # once per turn
    game = table(scene.replace("{hand}", f'["{SC}"]'))
    game.action(CMR)
    assert game.zone_of(SC) == Zone.TRASH
    assert game.zone_of(CALIBURN) == Zone.SIGNI  # one card: no banish
    game = table(scene.replace("{hand}", "[]"))
    assert not game.can(ActionKind.USE_ACTION, CMR)  # no hand: no cost to pay


@encodes("WX05-022")
def test_love_heart_cmr_life_burst_downs_and_freezes_the_opponents_lrig(table: Table) -> None:
    burst = table.life_burst(CMR, classic=True)
    burst.burst()
    lrig = burst.game.center(1)
    assert burst.game.downed[lrig]
    assert burst.game.frozen[lrig]
