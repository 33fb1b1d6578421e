"""Classic booster WX07 (Cross Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt); Cross and [Heaven] as docs/engine-hooks.md,
"Cross", reads them."""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from deckcheck.engine.abilities import ActionAbility
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes
from tests.effects.conftest import _compile

SASHE = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",
    "Sashe Quartier, Eternal Messenger",
]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
DERRIN = "Derrin, Small Gun"  # red <Weapon>, level 1, 3000
NINETEEN = "Nineteen, Explosive Gun"  # red <Weapon>, level 2, 7000
SC = "Code Art SC"  # blue, level 1, 3000
SULFUR = "Sulfur, Natural Source"  # blue <Atom>, level 1, 3000
TITANIUM = "Titanium, Natural Source"  # blue <Atom>, level 2, 7000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
SPARROW = "Sparrow, Phantom Beast"  # green <Sky Beast>, level 2, 7000
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000


@encodes("WX07-007")
def test_sashe_moitie_powers_up_resonas(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*SASHE, "Sashe Moitié, Benevolent Messenger"]}
            signi: ["Jupiter, White Natural Star", "{PROCYON}"]
    """)
    assert game.power("Jupiter, White Natural Star") == 12000
    assert game.power(PROCYON) == 3000


@encodes("WX07-008")
def test_res_hope_takes_a_signis_abilities(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Res Hope"]
            ener: ["{KUKRI}"]
          - signi: ["Axe, Large Breaker", "{KUKRI}"]
    """)
    assert game.power(KUKRI, 1) == 5000
    game.use("Res Hope")
    game.target("Axe, Large Breaker")
    assert game.power(KUKRI, 1) == 3000


@encodes("WX07-011")
def test_flaming_stubbornness_gives_assassin(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Flaming Stubbornness"]
            signi: ["{IRON}"]
            ener: ["{IRON}", "{IRON}"]
    """)
    game.use("Flaming Stubbornness")
    assert game.has_keyword(game.card(IRON, 0, Zone.SIGNI), KW.ASSASSIN)


@encodes("WX07-015")
def test_peeping_choice_discards_a_colored_card_of_your_choice(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["Peeping Choice"]
            ener: ["{SC}"]
          - hand: ["{IRON}", "{SC}", "Servant O"]
    """)
    game.use("Peeping Choice")
    assert "choose Servant O" not in game.options()
    game.choose(SC)
    assert sorted(game.names(1, Zone.HAND)) == [IRON, "Servant O"]


@encodes("WX07-022")
def test_exclude_removes_three_cards_of_the_opponents_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Exclude"]
            ener: ["{KUKRI}"]
          - trash: ["{IRON}", "{SC}", "{KUKRI}", "{FLAMBER}"]
    """)
    game.use("Exclude")
    game.choose(IRON, SC, KUKRI)
    assert game.names(1, Zone.TRASH) == [FLAMBER]
    assert game.count(1, Zone.REMOVED) == 3


@encodes("WX07-034")
def test_alphecca_returns_a_small_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Alphecca, Natural Star"]
            ener: ["{KUKRI}", "{KUKRI}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", "Obsidian, Natural Stone"]
    """)
    game.play("Alphecca, Natural Star", 0)
    game.accept()
    assert game.names(1, Zone.HAND) == [CALIBURN]
    burst = table.life_burst(
        "Alphecca, Natural Star",
        f"opponent: {{signi: ['{CALIBURN}', '{FLAMBER}', '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.target(FLAMBER)
    assert burst.names(1, Zone.HAND) == [FLAMBER]


@encodes("WX07-039")
def test_ununoctium_banishes_three_atoms_for_one_and_strikes_back_when_banished(
    table: Table,
) -> None:
    ununoctium = "Ununoctium, Natural Source"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, "Code Piruluk Sigma"]}
            signi: ["{ununoctium}", "{SULFUR}", "{TITANIUM}"]
            ener: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.action(ununoctium)
    assert game.count(0, Zone.SIGNI) == 0
    assert game.zone_of(FLAMBER) == Zone.ENER
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {[*PIRULUK, "Code Piruluk Sigma"]}
            signi: ["{ununoctium}"]
            ener: ["{SC}", "{SC}"]
          - lrig: {HANAYO4}
            signi: ["Obsidian, Natural Stone"]
    """)
    game.attack("Obsidian, Natural Stone")
    game.accept()
    game.pay(SC, SC)  # Ununoctium, in the Ener Zone now, could pay as well
    assert game.zone_of(ununoctium) == Zone.ENER
    assert game.zone_of("Obsidian, Natural Stone") == Zone.ENER


@encodes("WX07-053")
def test_spica_searches_arcturus_when_banished(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA}
            signi: ["Spica, Natural Star"]
            ener: ["{KUKRI}"]
            deck: ["{SC}", "Arcturus, Natural Star"]
          - signi: ["{FLAMBER}"]
    """)
    game.attack(FLAMBER)
    game.accept()
    game.pay(KUKRI)
    game.choose("Arcturus, Natural Star")
    assert game.names(0, Zone.HAND) == ["Arcturus, Natural Star"]
    burst = table.life_burst("Spica, Natural Star", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX07-055", "WX07-060", "WX07-077")
def test_get_out_absolute_flame_war_and_death_like_death(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["Get Out", "Absolute Flame War", "Death Like Death", "{IRON}"]
            ener: ["{KUKRI}", "{KUKRI}", "{KOONI}", "{IRON}", "{KOONI}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", "Servant O"]
    """)
    game.use("Absolute Flame War")
    assert game.zone_of("Servant O") == Zone.ENER
    game.use("Death Like Death")
    game.discard(IRON)
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["Get Out"]
            ener: ["{KUKRI}", "{KUKRI}", "{KOONI}", "{IRON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", "Servant O"]
    """)
    game.use("Get Out")
    game.target(FLAMBER, CALIBURN)
    assert sorted(game.names(1, Zone.HAND)) == [CALIBURN, FLAMBER]
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["Death Like Death"]
            ener: ["{KOONI}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("Death Like Death")  # nothing to discard: nothing banished
    assert game.zone_of(FLAMBER) == Zone.SIGNI


@encodes("WX07-051", *(f"WX07-0{n}" for n in (49, 52, 54, 56, 57, 59, 61, 62, 64)))
@encodes(*(f"WX07-0{n}" for n in (67, 68, 70, 73, 74, 76)))
def test_signi_of_a_class_are_stronger_with_three_of_it(table: Table) -> None:
    trios = (
        (["Regulus, Natural Star", "Hadar, Natural Star", "Antares, Natural Star"], PROCYON),
        (["Kalaniko, Roaring Gun", "Uzi, Explosive Gun", "Glock, Small Gun"], DERRIN),
        (
            [
                "Ununseptium, Natural Source",
                "Ununpentium, Natural Source",
                "Ununtrium, Natural Source",
            ],
            SULFUR,
        ),
        (
            ["Hyena, Phantom Beast", "Hagetaka, Phantom Beast", "Harinezu, Phantom Beast"],
            SWALLOW,
        ),
        (
            [
                "Druj, Abundant Woman of Collapse",
                "Apaosha, Dream Woman of Collapse",
                "Azidaha, Designation of Failure",
            ],
            KOONI,
        ),
    )
    source = """
        format: classic
        players:
          - signi: {signi}
    """
    for cards, same in trios:
        full = table(source.format(signi=cards))
        assert [full.power(card) for card in cards] == [14000, 9000, 6000], cards
        two = table(source.format(signi=[cards[0], cards[1], KUKRI]))
        assert [two.power(card) for card in cards[:2]] == [8000, 5000], cards
        if same == PROCYON:
            # Arcturus: three <Space> SIGNI, all SIGNI +2000.
            game = table(source.format(signi=["Arcturus, Natural Star", PROCYON, SIRIUS]))
            assert game.power(PROCYON) == 5000 and game.power("Arcturus, Natural Star") == 7000
            game = table(source.format(signi=["Arcturus, Natural Star", PROCYON, KUKRI]))
            assert game.power(PROCYON) == 3000


@encodes("WX07-036")
def test_major_flathro_gets_double_crush_when_a_weapon_banishes_by_effect(
    table: Table,
) -> None:
    # No encoded <Weapon> SIGNI banishes by an effect yet: Derrin borrows the [Action] of
    # Mušḫuššu ("pay 3 red: banish a SIGNI with power 12000 or less").
    banisher = next(
        ability
        for ability in table.database.lookup("WX05-021").abilities
        if isinstance(ability, ActionAbility)
    )
    source = f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Major Flathro, Crossbow Flame", "{{banisher}}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """
    for name, gains in ((DERRIN, True), (IRON, False)):
        game = table(source.format(banisher=name), abilities={name: (banisher,)})
        game.action(name)
        game.target(FLAMBER)
        assert game.zone_of(FLAMBER) == Zone.ENER
        flathro = game.card("Major Flathro, Crossbow Flame")
        assert game.has_keyword(flathro, KW.DOUBLE_CRUSH) is gains, name


@encodes("WX07-071")
def test_unification_charges_the_green_cards_of_the_top_five(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Unification"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
            deck: ["{SPARROW}", "{SC}", "{SWALLOW}", "{IRON}", "{CALIBURN}", "{COSMO}"]
    """)
    game.use("Unification")
    assert game.count(0, Zone.ENER) == 2  # the Sparrow and the Swallow of the top five
    assert game.zone_of(SPARROW) == Zone.ENER
    assert game.zone_of(SC) == game.zone_of(IRON) == game.zone_of(CALIBURN) == Zone.TRASH
    assert game.names(0, Zone.DECK) == [COSMO]


@encodes("WX07-017")
def test_calm_after_the_typhoon_trashes_everything_and_each_player_rebuilds(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {["Midoriko, Combat Girl", "Midoriko, Third Girl"]}
            lrig_deck: ["Calm After the Typhoon"]
            hand: ["{KUKRI}"]
            signi: ["{SPARROW}"]
            ener: {[SWALLOW] * 7}
          - hand: ["{IRON}", "{SC}"]
            signi: ["{COSMO}", "{KOONI}"]
            ener: ["{SULFUR}", "{TITANIUM}"]
    """)
    game.use("Calm After the Typhoon")
    game.choose(SPARROW, KUKRI)  # your SIGNI back onto the field
    game.done()
    game.into(0)
    game.into(1)
    game.choose(COSMO)  # your opponent's
    game.done()
    game.into(2)
    game.choose(SWALLOW)  # to your hand
    game.done()
    game.choose(IRON, SC)  # to your opponent's
    game.done()
    game.choose(KOONI, SULFUR, TITANIUM)  # your opponent's Ener Zone
    assert game.names(0, Zone.SIGNI) == [SPARROW, KUKRI, ""]
    assert game.names(0, Zone.HAND) == [SWALLOW] and game.count(0, Zone.ENER) == 0
    assert game.names(0, Zone.TRASH) == [SWALLOW] * 6
    assert game.names(1, Zone.SIGNI) == ["", "", COSMO]
    assert game.names(1, Zone.HAND) == [IRON, SC]
    assert game.names(1, Zone.ENER) == [KOONI, SULFUR, TITANIUM]
    assert game.count(1, Zone.TRASH) == 0


DAEWA = "Daewa, Flickering Sinful Elegance"  # black <Devil>, level 4, 10000
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3, 10000


@encodes("WX07-045")
def test_daewa_spends_charms_to_weaken_and_charms_devils_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{KOONI}", "{COSMO}", ~]
            hand: ["{DAEWA}"]
            trash: ["{IRON}", "{SC}", "{SWALLOW}"]
            ener: ["{BELZE}"]
          - lrig: {HANAYO4}
            signi: ["Lilith, Recurring Nightmare"]
    """)
    assert game.game.put_charm(game.card(IRON), game.card(KOONI))
    assert game.game.put_charm(game.card(SC), game.card(COSMO))
    game.play(DAEWA)
    game.accept()
    game.choose(IRON, SC)  # both [Charm]s: --14000
    assert game.power("Lilith, Recurring Nightmare", 1) == 1000
    assert sorted(game.names(0, Zone.TRASH)) == sorted([IRON, SC, SWALLOW])
    game.action(DAEWA)
    game.choose(KOONI, DAEWA)
    game.done()
    game.choose(SWALLOW)  # under Kooni
    game.choose(BELZE)  # under Daewa: the Ener paid is in the trash by now
    charms = game.game.charms_of(0)
    assert [game.game.name(card) for card in charms] == [SWALLOW, BELZE]
    assert game.game.charm_of(game.card(COSMO)) < 0
    assert game.game.downed[game.card(DAEWA)]


FISSURE = "Fissure of Conflagration"  # red spell, 9 red, 2 less for each <Weapon> downed


@encodes("WX07-026")
def test_fissure_costs_less_for_each_weapon_downed_and_crushes_up_to_two(
    table: Table,
) -> None:
    def fissure(crushed: int) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                signi: ["{DERRIN}", "{NINETEEN}"]
                hand: ["{FISSURE}"]
                ener: {[IRON] * 5}
              - life: {[KUKRI] * 3}
        """)
        game.use(FISSURE)
        game.choose(DERRIN)  # and Nineteen: 5 red is 9 less 4 only so
        game.mode(crushed)
        return game

    for crushed in (2, 1, 0):  # "up to": none too
        game = fissure(crushed)
        assert game.count(0, Zone.ENER) == 0
        assert game.game.downed[game.card(DERRIN)] and game.game.downed[game.card(NINETEEN)]
        assert game.count(1, Zone.LIFE) == 3 - crushed


@encodes("WX07-026")
def test_fissure_life_burst_banishes_signi_of_8000_power_in_all(table: Table) -> None:
    burst = table.life_burst(
        FISSURE,
        f"""
        opponent:
          signi: ["{SC}", "{SULFUR}", "{KUKRI}"]
        """,
        classic=True,
    )
    burst.burst()
    burst.target(SC, SULFUR)  # 6000: Kukri's 3000 more would be 9000
    assert burst.names(1, Zone.SIGNI) == ["", "", KUKRI]


ALPHARD = "Alphard, Natural Star"  # white <Space>, level 4, 10000
VENUS = "Venus, White Natural Star"  # a white RESONA, level 2


@encodes("WX07-033")
def test_alphard_cannot_be_trashed_by_you_and_gives_itself_for_a_banished_signi(
    table: Table, database: CardDatabase
) -> None:
    trasher = "{kind: action, cost: {trash_from_field: {type: SIGNI}}, effects: [{draw: 1}]}"
    game = table(
        f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{ALPHARD}", "{SIRIUS}", "{PROCYON}"]
        """,
        abilities={PROCYON: _compile(database, trasher, PROCYON, "classic")[1]},
    )
    assert not game.can(ActionKind.RETIRE, ALPHARD) and game.can(ActionKind.RETIRE, SIRIUS)
    game.action(PROCYON)
    game.choose(SIRIUS)  # Alphard is not offered
    assert game.zone_of(ALPHARD) == Zone.SIGNI and game.zone_of(SIRIUS) == Zone.TRASH
    vanisher = "{kind: action, effects: [{vanish: {target: {side: opponent, zone: signi}}}]}"
    game = table(
        f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{ALPHARD}", "{SIRIUS}", ~]
          - signi: ["{KOONI}"]
        """,
        abilities={KOONI: _compile(database, vanisher, KOONI, "classic")[1]},
    )
    game.action(KOONI)
    game.target(SIRIUS)
    game.accept()  # banish Alphard: Sirius comes back from the Ener Zone
    game.into(1)
    assert game.zone_of(ALPHARD) == Zone.ENER and game.zone_of(SIRIUS) == Zone.SIGNI


@encodes("WX07-033")
def test_alphard_comes_back_downed_from_the_trash_as_a_resona_enters(
    table: Table, database: CardDatabase
) -> None:
    caller = (
        "{kind: action, effects: [{put_onto_field: {choose: {side: you, zone: lrig_deck, "
        "type: RESONA}}}]}"
    )
    game = table(
        f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{VENUS}"]
            signi: ["{PROCYON}"]
            trash: ["{ALPHARD}"]
            ener: ["{SIRIUS}"]
        """,
        abilities={PROCYON: _compile(database, caller, PROCYON, "classic")[1]},
    )
    game.action(PROCYON)
    game.into(1)
    game.first()  # Alphard's, then Venus's [On-Play] (no target)
    game.accept()  # pay 1 white: into the last free zone
    assert game.zone_of(ALPHARD) == Zone.SIGNI and game.game.downed[game.card(ALPHARD)]
    assert game.zone_of(SIRIUS) == Zone.TRASH


# ---------------------------------------------------------------- Cross (vocab-25)
# docs/engine-hooks.md, "Cross". Stun stands left of Grenade: side by side so, both are
# crossed; the other way round, neither is.
STUN = "Stun, Explosive Gun"  # red <Weapon>, level 2, 5000
GRENADE = "Grenade, Small Gun"  # red <Weapon>, level 1, 2000
CROSSED = f'["{STUN}", "{GRENADE}", ~]'
UNCROSSED = f'["{GRENADE}", "{STUN}", ~]'
MIDORIKO = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
]
ULITH = ["Ulith, Enma", "Ulith, Burning Eye Enma", "Ulith, Enma of Crushing Hell"]
ULITH3 = [*ULITH, "Ulith, Enma of Eternal Hell"]


def _arts_field(table: Table, lrig: list[str], arts: str, signi: str, theirs: str) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["{arts}"]
            ener: ["{IRON}", "{SWALLOW}", "{KOONI}"]
            signi: {signi}
          - lrig: {HANAYO4}
            signi: {theirs}
    """)


def _usable(game: Play, arts: str) -> bool:
    return any(arts in option for option in game.options())


@encodes("WX07-012")
def test_explosive_solidarity_needs_a_crossed_signi(table: Table) -> None:
    arts, theirs = "Explosive Solidarity", f'["{CALIBURN}", ~, ~]'
    game = _arts_field(table, TAMA4, arts, UNCROSSED, theirs)
    assert not _usable(game, arts)
    game = _arts_field(table, TAMA4, arts, CROSSED, theirs)
    game.use(arts)
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("WX07-018")
def test_one_time_one_meeting_banishes_10000_or_more_with_a_crossed_signi(table: Table) -> None:
    arts, theirs = "One Time, One Meeting", f'["{CALIBURN}", "{IRON}", ~]'
    game = _arts_field(table, MIDORIKO, arts, UNCROSSED, theirs)
    assert not _usable(game, arts)
    game = _arts_field(table, MIDORIKO, arts, CROSSED, theirs)
    game.use(arts)
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(IRON, 1) == Zone.SIGNI


@encodes("WX07-020")
def test_blood_dance_takes_10000_power_with_a_crossed_signi(table: Table) -> None:
    arts, theirs = "Blood Dance", f'["{CALIBURN}", ~, ~]'
    game = _arts_field(table, ULITH3, arts, UNCROSSED, theirs)
    assert not _usable(game, arts)
    game = _arts_field(table, ULITH3, arts, CROSSED, theirs)
    game.use(arts)
    assert game.zone_of(CALIBURN) == Zone.ENER  # 10000 - 10000: banished at 0


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


def _cross_lrig_plays(table: Table, lrig: str) -> None:
    """A LRIG whose SIGNI with [Cross] get +1000: a Cross SIGNI does, another not."""
    game = table(f"""
        format: classic
        players:
          - lrig: ["{lrig}"]
            signi: ["Stun, Explosive Gun", "{IRON}", ~]
    """)
    assert (game.power("Stun, Explosive Gun"), game.power(IRON)) == (6000, 3000)


@encodes("WX07-038", "WX07-058")
def test_gunsword_and_shield_missile_cross(table: Table) -> None:
    _pair_plays(
        table, "Shield Missile, Shield Gun", "Gunsword, Explosive Gun", "Gunsword, Explosive Gun"
    )


@encodes("WX07-041", "WX07-063")
def test_nitrogen_and_carbon_cross(table: Table) -> None:
    _pair_plays(
        table, "Carbon, Natural Source", "Nitrogen, Natural Source", "Nitrogen, Natural Source"
    )


@encodes("WX07-044", "WX07-069")
def test_cheetah_and_hyou_cross(table: Table) -> None:
    _pair_plays(table, "Hyou, Phantom Beast", "Cheetah, Phantom Beast", "Cheetah, Phantom Beast")


@encodes("WX07-047", "WX07-075")
def test_faust_and_pheles_cross(table: Table) -> None:
    _pair_plays(
        table, "Faust, Fallen Left Sin", "Pheles, Fallen Right Sin", "Faust, Fallen Left Sin"
    )


@encodes("WX07-010", "WX07-013", "WX07-016", "WX07-019")
def test_level_three_lrigs_power_up_signi_with_cross(table: Table) -> None:
    for lrig in (
        "Three of Tamayorihime, Cross Flame",
        "Mirurun Micro",
        "Midoriko, Supportive Girl Type Three",
        "Ulith, Enma of Purgatory",
    ):
        _cross_lrig_plays(table, lrig)


def _settle(game: Play, *choices: str, decline: bool = False) -> None:
    """Process what is waiting: triggers in the order offered, "you may" accepted (or
    declined), payments with the Ener there is, targets and choices from `choices`."""
    wanted = list(choices)
    while True:
        decision = game.decision
        if decision is DecisionKind.TRIGGER_ORDER:
            game.first()
        elif decision is DecisionKind.OPTIONAL:
            game.decline() if decline else game.accept()
        elif decision is DecisionKind.PAYMENT:
            game.pay()
        elif decision in (DecisionKind.TARGET, DecisionKind.CHOOSE) and wanted:
            game.target(wanted.pop(0))
        else:
            return


FIRERAGE = "Firerage, Ballista"  # level 4, 12000; left of Musketta
MUSKETTA = "Musketta, Roaring Gun"  # level 3, 8000; right of Firerage
OBSIDIAN = "Obsidian, Natural Stone"


@encodes("WX07-025", "WX07-037")
def test_firerage_and_musketta_cross(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{MUSKETTA}", "{FIRERAGE}"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
            signi: [~, ~, ~]
          - signi: ["{IRON}", "{NINETEEN}", "{CALIBURN}"]
    """)
    game.play(FIRERAGE, 0)
    game.accept()  # [On-Play] pay [Red]: banish a SIGNI with power 7000 or less
    game.pay()
    game.target(NINETEEN)
    assert game.zone_of(NINETEEN) == Zone.ENER and game.power(FIRERAGE) == 12000
    game.play(MUSKETTA, 1)  # right of Firerage: both crossed, Musketta's [Cross On-Play]
    game.mode(0)
    assert (game.power(FIRERAGE), game.power(MUSKETTA)) == (15000, 15000)
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            ener: ["{IRON}"]
            signi: ["{FIRERAGE}", "{MUSKETTA} (downed)", ~]
          - signi: [~, ~, "{CALIBURN}"]
    """)
    game.attack(FIRERAGE)
    _settle(game, CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    burst = table.life_burst(
        FIRERAGE, f"opponent: {{signi: [~, '{CALIBURN}', '{CLASSIC_FILLER}']}}", classic=True
    )
    burst.burst()
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN) == Zone.ENER


@encodes("WX07-029", "WX07-043")
def test_usa_and_kame_cross(table: Table) -> None:
    usa, kame = "Usa, Phantom Beast", "Kame, Phantom Beast"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{kame}"]
            ener: ["{SWALLOW}"]
            deck: ["{SPARROW}", "{SWALLOW}"]
            signi: ["{usa}", ~, ~]
    """)
    game.play(kame, 1)  # crossed: [Cross On-Play] [Ener Charge 1]
    assert game.zone_of(SPARROW) == Zone.ENER and game.power(usa) == 15000
    game.action(usa)
    game.pay(SWALLOW)  # Sparrow, the only card left there, is the target
    assert game.zone_of(SPARROW) == Zone.HAND
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["{usa}", "{kame} (downed)", "{SWALLOW}"]
    """)
    game.attack(usa)
    _settle(game)
    assert (game.power(usa), game.power(SWALLOW)) == (30000, 6000)
    burst = table.life_burst(
        usa, f"opponent: {{signi: ['{CALIBURN}', ~, '{CLASSIC_FILLER}']}}", classic=True
    )
    burst.burst()
    assert burst.zone_of(CALIBURN) == Zone.ENER


@encodes("WX07-031", "WX07-046")
def test_ungyou_and_agyou_cross_with_charms(table: Table) -> None:
    ungyou, agyou = "Ungyou, Right Image of Destruction", "Agyou, Left Image of Transgression"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{agyou}"]
            deck: ["{KOONI}", "{COSMO}"]
            signi: [~, "{ungyou}", ~]
          - signi: [~, ~, "{CALIBURN}"]
            life: ["{SC}", "{SC}"]
    """)
    game.play(agyou, 0)  # left of Ungyou: a [Charm] from the deck's top, then -5000
    assert game.zone_of(KOONI) == Zone.UNDER and game.power(CALIBURN) == 5000
    assert (game.power(agyou), game.power(ungyou)) == (10000, 15000)  # charmed: +2000
    game.end_main()
    game.attack(agyou)  # Ungyou is upped: no [Heaven]
    game.attack(ungyou)  # Agyou downed: [Heaven]; the [Charm] into the trash, -8000
    _settle(game, CALIBURN)
    assert game.zone_of(KOONI) == Zone.TRASH and game.zone_of(CALIBURN) == Zone.ENER
    burst = table.life_burst(
        ungyou, f"opponent: {{signi: ['{CALIBURN}', ~, '{CLASSIC_FILLER}']}}", classic=True
    )
    burst.burst()
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN) == Zone.ENER


@encodes("WX07-040")
def test_oxygen_draws_when_it_enters_crossed(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Oxygen, Natural Source", "Oxygen, Natural Source"]
            signi: ["Hydrogen, Natural Source", ~, ~]
    """)
    game.play("Oxygen, Natural Source", 2)  # not beside Hydrogen: no draw
    assert game.count(0, Zone.HAND) == 1
    game.play("Oxygen, Natural Source", 1)
    assert game.count(0, Zone.HAND) == 1  # it drew one


def _lrig4_field(table: Table, lrig: list[str], signi: str, **mine: str) -> Play:
    extra = "".join(f"\n            {key}: {value}" for key, value in mine.items())
    return table(f"""
        format: classic
        players:
          - lrig: {lrig}
            signi: {signi}{extra}
          - signi: ["{CALIBURN}", ~, ~]
            life: ["{SC}", "{SC}", "{SC}"]
            deck: {[CLASSIC_FILLER] * 8}
    """)


def _heaven(game: Play, *choices: str) -> None:
    """To the attack phase; Grenade attacks while Stun, crossed with it, is downed."""
    game.end_main()
    game.down(game.card(STUN))
    game.attack(GRENADE)
    _settle(game, *choices)


STRANGELY = [*TAMA, "Four of Tamayorihime, Strangely United Flames"]
UNION = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto", "Mirurun Union"]
FOURTH = [*MIDORIKO, "Midoriko, Fourth Connecting Beast Girl"]
SIN_GATE = [*ULITH3, "Ulith, Enma of the Sin Gate"]
SOLO = f'[~, "{STUN}", ~]'


@encodes("WX07-002")
def test_four_of_tamayorihime_strangely_united_flames(table: Table) -> None:
    lrig = STRANGELY[-1]
    game = _lrig4_field(table, STRANGELY, SOLO, ener=f'["{IRON}"]')
    assert not game.can(ActionKind.USE_ACTION, lrig)  # no crossed SIGNI
    game = _lrig4_field(table, STRANGELY, SOLO, hand=f'["{GRENADE}"]', ener=f'["{IRON}"]')
    game.play(GRENADE, 2)  # a SIGNI with [Cross] enters: +2000 on one of yours
    game.target(STUN)
    assert game.power(STUN) == 10000  # crossed 8000, +2000
    game.action(lrig)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = _lrig4_field(table, STRANGELY, CROSSED)
    _heaven(game, GRENADE)  # [Heaven]: Grenade gains [Double Crush] before its damage
    assert game.count(1, Zone.LIFE) == 1


@encodes("WX07-003")
def test_mirurun_union(table: Table) -> None:
    lrig = UNION[-1]
    game = _lrig4_field(table, UNION, SOLO, hand=f'["{GRENADE}", "{NINETEEN}"]')
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)
    game.accept()  # draw a card, then discard one
    game.discard(NINETEEN)
    assert game.zone_of(NINETEEN) == Zone.TRASH and game.count(0, Zone.HAND) == 1
    game.action(lrig)
    assert game.count(0, Zone.HAND) == 3
    game = _lrig4_field(table, UNION, CROSSED, trash='["Dead Cross"]')
    _heaven(game)
    assert game.zone_of("Dead Cross") == Zone.HAND


@encodes("WX07-004")
def test_midoriko_fourth_connecting_beast_girl(table: Table) -> None:
    lrig = FOURTH[-1]
    game = _lrig4_field(table, FOURTH, SOLO, hand=f'["{GRENADE}"]')
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)  # all your SIGNI +2000
    assert (game.power(STUN), game.power(GRENADE)) == (10000, 7000)
    ener = game.count(0, Zone.ENER)
    game.action(lrig)
    assert game.count(0, Zone.ENER) == ener + 2
    game = _lrig4_field(table, FOURTH, CROSSED)
    _heaven(game, GRENADE)
    assert game.has_keyword(game.card(GRENADE), KW.LANCER)


@encodes("WX07-005")
def test_ulith_enma_of_the_sin_gate(table: Table) -> None:
    lrig = SIN_GATE[-1]
    game = _lrig4_field(table, SIN_GATE, SOLO, hand=f'["{GRENADE}"]', ener=f'["{KOONI}"]')
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)  # -2000 on one of your opponent's SIGNI
    assert game.power(CALIBURN) == 8000
    game.action(lrig)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = _lrig4_field(table, SIN_GATE, CROSSED)
    deck = game.count(1, Zone.DECK)
    _heaven(game)
    if game.decision is DecisionKind.MODE:
        game.mode(1)  # your opponent's deck
    assert game.count(1, Zone.DECK) == deck - 5


@encodes("WX07-066", "WX07-072", "WX07-078")
def test_cross_rush_explosive_strike_and_dead_cross(table: Table) -> None:
    def field(spell: str, signi: str) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                hand: ["{spell}"]
                ener: ["{IRON}", "{SC}", "{SWALLOW}", "{KOONI}"]
                signi: {signi}
              - signi: ["{CALIBURN}", ~, ~]
                hand: ["{KUKRI}"]
        """)

    game = field("CROSS RUSH", CROSSED)
    game.use("CROSS RUSH")
    assert game.count(1, Zone.HAND) == 0 and game.count(0, Zone.HAND) == 1
    game = field("CROSS RUSH", UNCROSSED)
    game.use("CROSS RUSH")
    assert game.count(0, Zone.HAND) == 0
    game = field("Explosive Strike", CROSSED)
    game.use("Explosive Strike")
    game.target(STUN)
    assert game.power(STUN) == 13000 and game.has_keyword(game.card(STUN), KW.LANCER)
    game = field("Explosive Strike", UNCROSSED)
    game.use("Explosive Strike")
    game.target(STUN)
    assert game.power(STUN) == 10000 and not game.has_keyword(game.card(STUN), KW.LANCER)
    game = field("Dead Cross", CROSSED)
    game.use("Dead Cross")
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = field("Dead Cross", UNCROSSED)
    game.use("Dead Cross")
    assert game.power(CALIBURN) == 7000
    for spell in ("CROSS RUSH", "Explosive Strike", "Dead Cross"):
        burst = table.life_burst(spell, f"deck: ['{STUN}']", classic=True)
        burst.burst()
        burst.choose(STUN)
        assert burst.zone_of(STUN, 0) == Zone.HAND


@encodes("WX07-042")
def test_rakuda_loses_power_for_lancer_and_draws_when_a_lancer_crushes(table: Table) -> None:
    rakuda = "Rakuda, Phantom Beast"
    game = table(f"""
        format: classic
        players:
          - lrig: {FOURTH}
            signi: ["{rakuda}", "{SWALLOW}", ~]
            deck: {[CLASSIC_FILLER] * 8}
          - signi: ["{KUKRI}", ~, ~]
            life: ["{SC}", "{SC}", "{SC}"]
            deck: {[CLASSIC_FILLER] * 8}
    """)
    game.action(rakuda)
    assert game.power(rakuda) == 5000 and game.has_keyword(game.card(rakuda), KW.LANCER)
    assert not game.can(ActionKind.USE_ACTION, rakuda)  # once per turn
    game.end_main()
    game.attack(SWALLOW)  # its damage crushes, with no [Lancer]: no draw
    game.pass_until(lambda g: g.count(1, Zone.LIFE) == 2)
    _settle(game)
    assert game.count(0, Zone.HAND) == 0
    game.attack(rakuda)  # vanishes Kukri in the battle; its [Lancer] crushes: a draw
    game.pass_until(lambda g: g.count(0, Zone.HAND) == 1)
    assert game.count(1, Zone.LIFE) == 1
    assert KUKRI in game.names(1, Zone.ENER)


# ---------------------------------------------------------------- vocab-32
MIRURUN = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto"]
ENLARGE = "Enlarge"  # green spell, limited to Midoriko: your SIGNI get +5000 power


def _cross_scramble(table: Table, signi: str) -> Play:
    """Player 1 (Midoriko) uses Enlarge; player 0 (Mirurun) may cut in with Cross
    Scramble."""
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {MIRURUN}
            lrig_deck: ["Cross Scramble"]
            ener: ["{SC}"]
            signi: {signi}
          - lrig: {MIDORIKO}
            hand: ["{ENLARGE}"]
            ener: ["{SWALLOW}"]
            signi: ["{CALIBURN}", ~, ~]
    """)
    game.use(ENLARGE)
    game.pay()
    return game


@encodes("WX07-014")
def test_cross_scramble_cancels_a_spell_and_uses_it_from_the_opponents_trash(
    table: Table,
) -> None:
    # classic-2014-beginner-guide.txt, "(xvii) Spell": cancelled, the spell has no effect
    # left to resolve and is in its owner's trash at once, where Cross Scramble uses it,
    # free and whatever LRIG it is limited to (docs/engine-hooks.md, "Countered cards").
    game = _cross_scramble(table, CROSSED)
    stun, caliburn = game.power(STUN), game.power(CALIBURN, 1)
    game.use("Cross Scramble")
    game.choose(ENLARGE)  # from player 1's trash, used by player 0 (a Mirurun)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.power(STUN) == stun + 5000
    assert game.power(CALIBURN, 1) == caliburn  # its own effect was cancelled
    assert game.zone_of(ENLARGE, 1) == Zone.TRASH
    assert game.zone_of("Cross Scramble") == Zone.LRIG_TRASH
    assert game.count(0, Zone.ENER) == 0  # Cross Scramble paid, Enlarge free


@encodes("WX07-014")
def test_cross_scramble_may_leave_the_cancelled_spell_in_the_trash(table: Table) -> None:
    game = _cross_scramble(table, CROSSED)
    stun, caliburn = game.power(STUN), game.power(CALIBURN, 1)
    game.use("Cross Scramble")
    game.done()
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert (game.power(STUN), game.power(CALIBURN, 1)) == (stun, caliburn)
    assert game.zone_of(ENLARGE, 1) == Zone.TRASH


@encodes("WX07-014")
def test_cross_scramble_needs_a_crossed_signi(table: Table) -> None:
    game = _cross_scramble(table, UNCROSSED)
    assert not _usable(game, "Cross Scramble")


SATURN = "Saturn, White Natural Star"
ALMACH = "Almach, Natural Star"  # white <Space>, level 4, 10000
BETELGEUSE = "Betelgeuse, Natural Star"  # white <Space>, level 3, 7000
SASHE4 = [*SASHE[:1], "Sashe Crois, Eternal Messenger", "Sashe Quartier, Eternal Messenger"]
SASHE4 += ["Sashe Moitié, Eternal Messenger", "Sashe Pleine, Eternal Messenger"]


@encodes("WX07-006")
def test_saturn_plays_for_space_signi_of_total_level_seven_and_limits_the_opponent(
    table: Table,
) -> None:
    scene = f"""
        format: classic
        players:
          - lrig: {SASHE4}
            lrig_deck: ["{SATURN}"]
            signi: {{signi}}
          - signi: ["{KOONI}", "{COSMO}", "{KOONI}"]
            hand: ["{KOONI}"]
    """
    # Levels 3 + 2 + 1: six, short of seven.
    game = table(scene.replace("{signi}", f'["{BETELGEUSE}", "{SIRIUS}", "{PROCYON}"]'))
    assert not game.can(ActionKind.PLAY_RESONA, SATURN)
    # Levels 4 + 2 + 1: seven.
    game = table(scene.replace("{signi}", f'["{ALMACH}", "{SIRIUS}", "{PROCYON}"]'))
    game.act(ActionKind.PLAY_RESONA, SATURN)
    while game.decision is not None and game.decision.name == "ZONE":
        game.first()
    assert game.zone_of(SATURN) == Zone.SIGNI
    assert sorted(game.names(0, Zone.TRASH)) == sorted([ALMACH, SIRIUS, PROCYON])
    # Its [Constant]: the opponent's third SIGNI goes to the trash (their choice).
    assert game.game.decision is not None and game.game.decision.player == 1, game.options()
    game.choose(COSMO)
    assert game.zone_of(COSMO) == Zone.TRASH
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN and g.game.turn_player == 1)
    assert game.count(1, Zone.SIGNI) == 2
    assert not game.can(ActionKind.PLAY_SIGNI, KOONI)


HYDROGEN = "Hydrogen, Natural Source"
OXYGEN = "Oxygen, Natural Source"  # blue <Atom>, level 3; crosses right of Hydrogen


@encodes("WX07-027")
def test_hydrogen_banishes_paying_blue_by_discarding_atom_signi(table: Table) -> None:
    scene = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{HYDROGEN}", ~, ~]
            hand: {{hand}}
            ener: ["{SC}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", ~, ~]
    """
    # One blue in the Ener Zone and one <Atom> SIGNI in the hand: two of three blue.
    game = table(scene.replace("{hand}", f'["{SULFUR}", "{KUKRI}"]'))
    assert not game.can(ActionKind.USE_ACTION, HYDROGEN)
    # Two <Atom> SIGNI pay two blue (both needed: no choice), the Ener the third.
    game = table(scene.replace("{hand}", f'["{SULFUR}", "{TITANIUM}", "{KUKRI}"]'))
    game.action(HYDROGEN)
    if game.decision == DecisionKind.TARGET:
        game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert sorted(game.names(0, Zone.TRASH)) == sorted([SC, SULFUR, TITANIUM])
    assert game.names(0, Zone.HAND) == [KUKRI]


@encodes("WX07-027")
def test_hydrogen_may_pay_its_blue_with_the_ener_or_by_discarding(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{HYDROGEN}", ~, ~]
            hand: ["{SULFUR}", "{TITANIUM}"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", ~, ~]
    """)
    game.action(HYDROGEN)
    # No discard is needed: up to two, and the player stops after one.
    assert game.decision == DecisionKind.PAYMENT
    game.choose(TITANIUM)
    game.done()
    game.pay()
    if game.decision == DecisionKind.TARGET:
        game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.names(0, Zone.HAND) == [SULFUR]
    assert game.count(0, Zone.ENER) == 1  # two blue paid from the Ener Zone


@encodes("WX07-027")
def test_hydrogen_crossed_is_15000_and_its_heaven_returns_an_atom(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{HYDROGEN}", "{OXYGEN}", ~]
            trash: ["{SULFUR}"]
          - lrig: {HANAYO4}
            life: ["{SC}", "{SC}", "{SC}"]
    """)
    assert game.power(HYDROGEN) == 15000
    game.end_main()
    game.game.down(game.card(OXYGEN))
    game.attack(HYDROGEN)  # Oxygen is downed: [Heaven]
    game.pass_until(lambda g: g.zone_of(SULFUR) == Zone.HAND or g.decision == DecisionKind.MAIN)
    assert game.zone_of(SULFUR) == Zone.HAND
    alone = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{HYDROGEN}", ~, "{OXYGEN}"]
    """)
    assert alone.power(HYDROGEN) == 12000  # not crossed


@encodes("WX07-027")
def test_hydrogen_life_burst_banishes_one_signi_per_atom(table: Table) -> None:
    burst = table.life_burst(
        HYDROGEN,
        f"signi: ['{SULFUR}', '{TITANIUM}', ~]\n"
        f"opponent: {{signi: ['{CALIBURN}', '{IRON}', '{CLASSIC_FILLER}']}}",
        classic=True,
    )
    burst.burst()
    burst.target(CALIBURN)
    burst.target(IRON)
    assert burst.zone_of(CALIBURN) == Zone.ENER
    assert burst.zone_of(IRON) == Zone.ENER
    assert burst.names(1, Zone.SIGNI) == ["", "", CLASSIC_FILLER]  # two <Atom>: two
