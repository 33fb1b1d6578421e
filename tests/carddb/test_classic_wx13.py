"""Classic booster WX13 (Unlocked Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt). Cards that need terms the language does
not have yet (a Resona banished into the LRIG trash, a declared card name, ...) are left
out."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import banished_goes_to_the_lrig_trash, play_resona_then_banish
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANARE = [
    "Hanare, Dark One",
    "Hanare, Dark One of Residual Regrets",
    "Hanare, Dark One of Coming Dreams",
    "Hanare, Dark One of Entreaties",
]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000
BETELGEUSE = "Betelgeuse, Natural Star"  # white <Space>, level 3, 10000
MONAZ = "Monaz, Natural Stone"
LUCBOR = "Ein=Lucbor"


@encodes("WX13-067", "WX13-070", "WX13-071")
def test_natural_stones_trash_themselves_to_banish_a_small_signi(table: Table) -> None:
    for stone, biggest in (
        ("Tin'o, Natural Stone", FLAMBER),
        ("Antimony, Natural Stone", PROCYON),
        (MONAZ, PROCYON),
    ):
        game = table(f"""
            format: classic
            players:
              - signi: ["{stone}"]
                ener: ["{IRON}"]
              - signi: ["{CALIBURN}", "{biggest}"]
        """)
        game.action(stone)
        assert game.zone_of(stone) == Zone.TRASH
        assert game.zone_of(biggest) == Zone.ENER, stone
        assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX13-095")
def test_ein_lucbor_trashes_itself_to_weaken_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - signi: ["{LUCBOR}"]
          - signi: ["{FLAMBER}"]
    """)
    game.action(LUCBOR)
    assert game.zone_of(LUCBOR) == Zone.TRASH
    assert game.power(FLAMBER) == 5000


@encodes("WX13-096", "WX13-090", "WX13-088", "WX13-055")
def test_thousand_nights_devils_act_only_with_an_empty_hand(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: {{hand}}
            trash: ["{KOONI}"]
          - signi: ["{CALIBURN}"]
    """
    djinn = "Djinn, One Night of a Thousand Nights"
    shaytan = "Shaytan, Two Nights of a Thousand Nights"
    marid = "Marid, Three Nights of a Thousand Nights"
    solomon = "Solomon, Four Nights of a Thousand Nights"
    game = table(source.format(hand=[djinn]))
    game.play(djinn, 0)
    assert game.count(0, Zone.HAND) == 1
    game = table(source.format(hand=[djinn, SC]))
    game.play(djinn, 0)
    assert game.count(0, Zone.HAND) == 1
    game = table(source.format(hand=[shaytan]))
    game.play(shaytan, 0)
    assert game.count(0, Zone.ENER) == 1
    game = table(source.format(hand=[marid]))
    game.play(marid, 0)
    assert game.power(CALIBURN) == 3000
    game = table(source.format(hand=[marid, SC]))
    game.play(marid, 0)
    assert game.power(CALIBURN) == 10000
    game = table(source.format(hand=[solomon]))
    game.play(solomon, 0)
    assert game.names(0, Zone.HAND) == [KOONI]


@encodes("WX13-094", "WX13-091", "WX13-087", "WX13-085")
def test_poison_fangs_grow_when_an_opposing_signi_is_banished(table: Table) -> None:
    for fang, raised in (
        ("Ein=Ninetokiri", 5000),
        ("Zwei=Zohi", 9000),
        ("Drei=Chlofo", 13000),
        ("Vier=Cali", 15000),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                signi: ["{fang}", "{MONAZ}"]
                ener: ["{IRON}"]
              - signi: ["{PROCYON}"]
        """)
        game.action(MONAZ)
        assert game.zone_of(PROCYON) == Zone.ENER
        assert game.power(fang) == raised, fang


@encodes("WX13-085")
def test_vier_cali_weakens_a_signi_when_attacking_with_20000_power(table: Table) -> None:
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["Vier=Cali"]
          - signi: [null, "{CALIBURN}"]
            life: ["{SC}"]
    """
    game = table(source)
    game.attack("Vier=Cali")
    assert game.power(CALIBURN) == 10000
    game = table(source)
    game.add_power(game.card("Vier=Cali"), 10000)
    game.attack("Vier=Cali")
    assert game.zone_of(CALIBURN) == Zone.ENER  # power 0: banished


@encodes("WX13-092")
def test_zwei_cebor_revives_a_level_one_poison_fang(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANARE}
            hand: ["Zwei=Cebor"]
            ener: ["{KOONI}"]
            trash: ["{LUCBOR}", "Vier=Cali"]
    """)
    game.play("Zwei=Cebor", 0)
    game.accept()
    game.into(1)
    assert game.zone_of(LUCBOR) == Zone.SIGNI
    assert game.zone_of(KOONI) == Zone.TRASH


@encodes("WX13-083", "WX13-079")
def test_mejiro_and_uguisu_search_the_next_bird(table: Table) -> None:
    for bird, found in (
        ("Mejiro, Phantom Beast", "Uguisu, Phantom Beast"),
        ("Uguisu, Phantom Beast", "Yurikamome, Phantom Beast"),
    ):
        game = table(f"""
            format: classic
            players:
              - hand: ["{bird}"]
                ener: ["{SWALLOW}"]
                deck: ["{SC}", "{found}", "{SC}"]
        """)
        game.play(bird, 0)
        game.accept()
        game.choose(found)
        assert game.names(0, Zone.HAND) == [found]
        assert game.zone_of(SWALLOW) == Zone.TRASH


@encodes("WX13-077")
def test_yurikamome_searches_a_level_four_sky_beast_and_charges_after_the_birds(
    table: Table,
) -> None:
    yurikamome = "Yurikamome, Phantom Beast"
    eagle = "Eagle, Phantom Beast"  # green <Sky Beast>, level 4
    game = table(f"""
        format: classic
        players:
          - hand: ["{yurikamome}"]
            trash: ["Mejiro, Phantom Beast", "Uguisu, Phantom Beast"]
            deck: ["{SC}", "{SC}"]
    """)
    game.play(yurikamome, 0)
    assert game.count(0, Zone.ENER) == 1
    game = table(f"""
        format: classic
        players:
          - hand: ["{yurikamome}"]
            trash: ["Mejiro, Phantom Beast"]
    """)
    game.play(yurikamome, 0)
    assert game.count(0, Zone.ENER) == 0
    game = table(f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - signi: ["{yurikamome}"]
            ener: ["{SWALLOW}"]
            deck: ["{SC}", "{eagle}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.attack(CALIBURN)
    game.accept()
    game.pay(SWALLOW)
    game.choose(eagle)
    assert game.names(0, Zone.HAND) == [eagle]
    burst = table.life_burst(yurikamome, f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)


@encodes("WX13-078", "WX13-080", "WX13-084")
def test_phantom_dragons_grow_with_two_colors_in_the_ener_zone(table: Table) -> None:
    source = """
        format: classic
        players:
          - signi: {signi}
            ener: {ener}
    """
    dragons = [
        "#Erimaki#, Phantom Dragon",
        "#Agohige#, Phantom Dragon",
        "#Kinobori#, Phantom Dragon",
    ]
    two = table(source.format(signi=dragons, ener=[SWALLOW, IRON]))
    assert [two.power(dragon) for dragon in dragons] == [12000, 8000, 5000]
    one = table(source.format(signi=dragons, ener=[SWALLOW, SWALLOW, "Servant O"]))
    assert [one.power(dragon) for dragon in dragons] == [8000, 5000, 2000]


AIYAI = ["Aiyai★Bet", "Aiyai★Club", "Aiyai★Dia", "Aiyai★Heart"]


@encodes("WX13-082", "WX13-081")
def test_plays_look_at_the_top_cards_and_keep_some_on_top(table: Table) -> None:
    for play, looked in (("Kamikabuto, First Play", 3), ("Kazaguruma, Second Play", 5)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {AIYAI}
                signi: ["{play}"]
                deck: ["{PROCYON}", "{SIRIUS}", "{BETELGEUSE}", "{SC}", "{IRON}", "{FLAMBER}"]
              - life: ["{SC}"]
        """)
        game.attack(play)
        assert len(game.game.legal_actions()) == looked + 1  # each card, or no more
        game.choose(SIRIUS)
        game.done()
        game.pass_until(lambda g: g.names(0, Zone.DECK)[-1] == SIRIUS)
        assert PROCYON in game.names(0, Zone.DECK)[: 6 - 1]
    burst = table.life_burst("Kamikabuto, First Play", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)
    burst = table.life_burst("Kazaguruma, Second Play", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)


@encodes("WX13-076", "WX13-074")
def test_code_arts_freeze_when_discarded(table: Table) -> None:
    for art in ("Code Art BEC", "Code Art BRD"):
        game = table(f"""
            format: classic
            players:
              - hand: ["THREE OUT", "{art}"]
                ener: ["{SC}"]
                deck: ["{IRON}", "{IRON}", "{IRON}"]
              - signi: ["{FLAMBER}"]
        """)
        game.use("THREE OUT")
        game.discard(art)
        assert game.game.frozen[game.card(FLAMBER)], art
    burst = table.life_burst("Code Art BEC", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]
    burst = table.life_burst("Code Art BRD", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]
    assert burst.game.frozen[burst.card(CLASSIC_FILLER, 1, Zone.SIGNI)]


ELDORA = ["Eldora×Mark 0", "Eldora×Mark I", "Eldora×Mark II", "Eldora×Mark III"]


@encodes("WX13-075")
def test_tachiuo_trades_the_top_life_cloth_for_the_top_of_the_deck(table: Table) -> None:
    source = f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {ELDORA}
            signi: ["Tachiuo, Water Phantom"]
          - signi: ["{CALIBURN}"]
            life: ["{IRON}", "{SC}"]
            deck: ["{FLAMBER}", "{PROCYON}", "{PROCYON}"]
    """
    game = table(source)
    game.attack(CALIBURN)
    game.accept()
    assert game.names(1, Zone.TRASH) == [IRON]  # the top Life Cloth (listed bottom first)
    assert game.names(1, Zone.LIFE) == [SC, FLAMBER]
    game = table(source)
    game.attack(CALIBURN)
    game.decline()
    assert game.names(1, Zone.LIFE) == [SC, IRON]


@encodes("WX13-072")
def test_idabiuo_looks_at_a_life_cloth_whenever_a_water_beast_enters(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA}
            hand: ["Idabiuo, Water Phantom", "Tachiuo, Water Phantom", "{SC}"]
          - life: ["{IRON}"]
    """)
    game.play("Idabiuo, Water Phantom", 0)
    game.play("Tachiuo, Water Phantom", 1)
    game.play(SC, 2)
    looks = [line for line in game.log_lines() if "Idabiuo" in line and "processes" in line]
    assert len(looks) == 2
    assert game.names(1, Zone.LIFE) == [IRON]


@encodes("WX13-066", "WX13-064")
def test_caps_discard_a_space_signi_to_search_a_smaller_one(table: Table) -> None:
    for caps, found, too_big in (
        ("Caps One, Natural Star", SIRIUS, BETELGEUSE),
        ("Caps Two, Natural Star", BETELGEUSE, "Caps Four, Natural Star"),
    ):
        game = table(f"""
            format: classic
            players:
              - signi: ["{caps}"]
                hand: ["{PROCYON}"]
                deck: ["{too_big}", "{found}", "{IRON}"]
        """)
        game.action(caps)
        assert game.options() == [f"choose {found}", "choose no more"], caps
        game.choose(found)
        assert game.names(0, Zone.HAND) == [found]
        assert game.names(0, Zone.TRASH) == [PROCYON]
        assert game.game.downed[game.card(caps)]


@encodes("WX13-065")
def test_martiel_shuffles_a_colored_card_from_the_trash_into_the_deck(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Martiel, Blessing of the Rainy Season"]
            ener: ["{PROCYON}"]
            trash: ["{FLAMBER}", "Servant O"]
    """)
    game.play("Martiel, Blessing of the Rainy Season", 0)
    game.accept()
    game.choose(FLAMBER)  # the Ener paid is in the trash too
    assert game.names(0, Zone.TRASH) == ["Servant O", PROCYON]
    assert game.zone_of(FLAMBER) == Zone.DECK


@encodes("WX13-062")
def test_haradhanu_bounces_a_small_signi_beside_two_bows(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - hand: ["Haradhanu, Large Bow"]
            signi: [null, {{partners}}]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """
    bows = '"Gandiva, Large Bow", "Sephiram, Shooting Bow"'
    game = table(source.format(partners=bows))
    game.play("Haradhanu, Large Bow", 0)
    assert game.zone_of(FLAMBER) == Zone.HAND
    game = table(source.format(partners=f'"Gandiva, Large Bow", "{SIRIUS}"'))
    game.play("Haradhanu, Large Bow", 0)
    assert game.zone_of(FLAMBER) == Zone.SIGNI


SASHE = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",
    "Sashe Quartier, Eternal Messenger",
    "Sashe Moitié, Eternal Messenger",
    "Sashe Pleine, Eternal Messenger",
]


@encodes("WX13-061")
def test_caps_four_puts_two_level_one_signi_from_the_deck_onto_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            hand: ["Caps Four, Natural Star"]
            ener: ["{PROCYON}"]
            deck: ["{SIRIUS}", "{IRON}", "{SC}"]
    """)
    game.play("Caps Four, Natural Star", 0)
    game.accept()
    game.choose(IRON, SC)
    game.pass_until(lambda g: g.count(0, Zone.SIGNI) == 3)
    assert game.zone_of(SIRIUS) == Zone.DECK


@encodes("WX13-059")
def test_drei_agrippina_weakens_by_the_lrig_level(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - signi: ["Drei=Agrippina"]
          - signi: ["{CALIBURN}"]
    """)
    game.action("Drei=Agrippina")
    assert game.zone_of("Drei=Agrippina") == Zone.TRASH
    assert game.power(CALIBURN) == 4000  # level three: --6000
    burst = table.life_burst("Drei=Agrippina", f"deck: ['{SC}']", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.names(0, Zone.HAND) == [SC]
    burst = table.life_burst("Drei=Agrippina", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.count(1, Zone.SIGNI) == 0  # 3000 --5000: banished


@encodes("WX13-056")
def test_vier_nerozaran_trashes_itself_as_the_opponent_attacks(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["Vier=Nerozaran"]
          - signi: ["{CALIBURN}", "{BETELGEUSE}", "{FLAMBER}"]
    """)
    game.end_main()
    game.accept()
    game.choose(CALIBURN, FLAMBER)
    assert game.zone_of("Vier=Nerozaran") == Zone.TRASH
    assert game.names(1, Zone.ENER) == [CALIBURN, FLAMBER]  # 0 power or less: banished
    assert game.power(BETELGEUSE) == 10000
    burst = table.life_burst("Vier=Nerozaran", classic=True)
    burst.burst()
    assert burst.count(1, Zone.SIGNI) == 0


@encodes("WX13-049")
def test_lithium_resists_with_spells_and_salvages_one_with_seven_atoms(table: Table) -> None:
    lithium = "Lithium, Natural Source"
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {ELDORA}
            signi: ["{lithium}"]
            trash: {{trash}}
          - signi: ["Tin'o, Natural Stone"]
            ener: ["{IRON}"]
    """
    spells = ["THREE OUT", "THREE OUT", "FREEZE"]
    game = table(source.format(trash=spells))
    game.action("Tin'o, Natural Stone")
    assert game.zone_of(lithium) == Zone.SIGNI
    game = table(source.format(trash=spells[:2]))
    game.action("Tin'o, Natural Stone")
    assert game.zone_of(lithium) == Zone.ENER
    atoms = [
        "Radon, Natural Source",
        "Manganese, Natural Source",
        "Titanium, Natural Source",
        "Sulfur, Natural Source",
        "Neon, Natural Source Princess",
        "Helium, Natural Source",
        "Fluorine, Natural Source",
    ]
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {ELDORA}
            signi: ["{lithium}"]
            trash: {{trash}}
          - life: ["{SC}"]
    """
    game = table(source.format(trash=["FREEZE", *atoms]))
    game.attack(lithium)
    assert game.names(0, Zone.HAND) == ["FREEZE"]
    game = table(source.format(trash=["FREEZE", *atoms[:6], atoms[0]]))
    game.attack(lithium)
    assert game.count(0, Zone.HAND) == 0
    burst = table.life_burst(lithium, f"deck: ['{SC}', 'FREEZE', '{IRON}']", classic=True)
    burst.burst()
    assert burst.options() == ["choose FREEZE", "choose no more"]
    burst.choose("FREEZE")
    assert burst.names(0, Zone.HAND) == ["FREEZE"]


@encodes("WX13-042")
def test_code_maze_colosseum_adds_a_revealed_labyrinth(table: Table) -> None:
    colosseum = "Code Maze Colosseum"
    for top, added in ((colosseum, True), (SC, False)):
        game = table(f"""
            format: classic
            players:
              - signi: ["{colosseum}"]
                deck: ["{top}", "{IRON}"]
        """)
        game.action(colosseum)
        assert (game.count(0, Zone.HAND) == 1) is added
    burst = table.life_burst(colosseum, f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX13-041")
def test_gandiva_searches_another_bow(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - signi: ["Gandiva, Large Bow"]
            deck: ["Gandiva, Large Bow", "Sephiram, Shooting Bow", "{FLAMBER}"]
    """)
    game.action("Gandiva, Large Bow")
    assert game.options() == ["choose Sephiram, Shooting Bow", "choose no more"]
    game.choose("Sephiram, Shooting Bow")
    assert game.names(0, Zone.HAND) == ["Sephiram, Shooting Bow"]


REMEMBER = [
    "Remember, Star-Reading Miko",
    "Remember Morni, Star-Reading Miko",
    "Remember Noon, Star-Reading Miko",
    "Remember Dawn, Star-Reading Miko",
    "Remember Night, Star-Reading Miko",
]


@encodes("WX13-039")
def test_horoscope_bounces_a_frozen_signi_and_its_burst_downs_and_freezes(table: Table) -> None:
    horoscope = "Horoscope, Natural Star"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {REMEMBER}
            signi: ["{horoscope}"]
          - signi: [null, "{FLAMBER}", "{SIRIUS}"]
            life: ["{SC}"]
    """)
    game.game.frozen[game.card(SIRIUS)] = 1
    game.attack(horoscope)
    assert game.zone_of(SIRIUS) == Zone.HAND
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    burst = table.life_burst(
        horoscope, f"opponent: {{signi: ['{SIRIUS}', null, '{CLASSIC_FILLER}']}}", classic=True
    )
    burst.burst()
    burst.choose(SIRIUS)
    burst.done()
    sirius = burst.card(SIRIUS)
    assert burst.game.downed[sirius] and burst.game.frozen[sirius]


@encodes("WX13-035", "WX13-052")
def test_koinobori_trades_itself_for_a_revealed_play_that_charges_in_battle(
    table: Table,
) -> None:
    doll = "Gogatsudoll, Third Play"
    koinobori = "Koinobori, Third Play"
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {AIYAI}
            signi: [null, "{koinobori}"]
            deck: ["{{top}}", "{SC}", "{SC}", "{SC}", "{SC}"]
          - signi: [null, "{FLAMBER}"]
    """
    game = table(source.format(top=doll))
    game.attack(koinobori)
    game.accept()
    game.into(0)
    assert game.zone_of(koinobori) == Zone.ENER
    doll_card = game.card(doll)
    assert game.zone_of(doll) == Zone.SIGNI and game.game.downed[doll_card]
    assert game.count(0, Zone.ENER) == 1 + 3  # Koinobori, and Gogatsudoll's charge
    game = table(source.format(top=doll))
    game.attack(koinobori)
    game.decline()
    assert game.zone_of(koinobori) == Zone.SIGNI and game.zone_of(doll) == Zone.DECK
    game = table(source.format(top=IRON))
    game.attack(koinobori)
    assert game.zone_of(koinobori) == Zone.SIGNI and game.zone_of(IRON) == Zone.DECK


@encodes("WX13-035")
def test_gogatsudoll_charges_when_attacking_but_not_when_played(table: Table) -> None:
    doll = "Gogatsudoll, Third Play"
    source = f"""
        format: classic
        phase: {{phase}}
        players:
          - lrig: {AIYAI}
            {{zone}}: ["{doll}"]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}"]
          - life: ["{SC}"]
    """
    game = table(source.format(phase="attack", zone="signi"))
    game.attack(doll)
    assert game.count(0, Zone.ENER) == 1
    game = table(source.format(phase="main", zone="hand"))
    game.play(doll, 0)
    assert game.count(0, Zone.ENER) == 0
    for mode, zone in ((0, Zone.HAND), (1, Zone.ENER)):
        burst = table.life_burst(doll, f"deck: ['{SC}', '{IRON}', '{FLAMBER}']", classic=True)
        burst.burst()
        assert burst.options() == [f"choose {SC}", f"choose {IRON}"]
        burst.choose(IRON)
        burst.mode(mode)
        burst.pass_until(lambda g: g.zone_of(SC) != Zone.LIFE)
        assert burst.zone_of(IRON) == zone
        assert burst.zone_of(SC) == Zone.DECK


@encodes("WX13-027")
def test_servant_alive_salvages_two_colorless_guard_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Servant Alive"]
            ener: ["{IRON}", "{IRON}"]
            trash: ["Servant O", "Servant O", "Servant T", "{SC}"]
    """)
    game.use("Servant Alive")
    assert sorted(game.options()) == ["choose Servant O", "choose Servant T", "choose no more"]
    game.choose("Servant O", "Servant T")
    assert sorted(game.names(0, Zone.HAND)) == ["Servant O", "Servant T"]


@encodes("WX13-023", "WX13-017", "WX13-009")
def test_level_two_lrigs_borrow_a_signi_of_their_color_until_end_of_turn(table: Table) -> None:
    for stack, lrig, signi, other in (
        (["Myuu=Hatch", "Myuu=Larva"], "Myuu=Molt", KOONI, PROCYON),
        (["Aiyai★Bet", "Aiyai★Club"], "Aiyai★Call", SWALLOW, KOONI),
        (
            ["Sashe Nouvelle, Eternal Messenger", "Sashe Crois, Eternal Messenger"],
            "Sashe Quartier, Benevolent Messenger",
            PROCYON,
            SWALLOW,
        ),
    ):
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {stack}
                lrig_deck: ["{lrig}"]
                ener: ["{COSMO}", "Sparrow, Phantom Beast", "{FLAMBER}"]
                trash: ["{signi}", "{other}"]
        """)
        game.grow(lrig)
        game.pay()
        game.choose(signi)  # the Ener paid for growing is in the trash too
        game.into(0)
        assert game.zone_of(signi) == Zone.SIGNI
        assert game.zone_of(other) == Zone.TRASH
        game.pass_until(lambda g: g.game.turn_player == 1)
        assert game.zone_of(signi) == Zone.TRASH, lrig


@encodes("WX13-021")
def test_hanare_of_puppets_weakens_by_the_poison_fangs(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {HANARE[:3]}
            lrig_deck: ["Hanare, Dark One of Puppets"]
            ener: ["{COSMO}", "{COSMO}"]
            signi: ["{LUCBOR}", "Zwei=Zohi", "{KOONI}"]
          - signi: ["{SIRIUS}", "{BETELGEUSE}"]
    """)
    game.grow("Hanare, Dark One of Puppets")
    game.pass_until(lambda g: g.options() == [f"choose {SIRIUS}", f"choose {BETELGEUSE}"])
    game.choose(BETELGEUSE)
    assert game.zone_of(BETELGEUSE) == Zone.ENER  # --10000 (two <Poison Fang>): 0 power


@encodes("WX13-051")
def test_moridra_charges_when_a_dragon_banishes_and_when_discarded(table: Table) -> None:
    moridra = "#Moridra#, Phantom Dragon"
    tyranno = "Tyranno, Phantom Dragon"  # [Action] Down: banish a SIGNI of 8000 or less
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{moridra}", "{tyranno}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{FLAMBER}"]
    """)
    game.action(tyranno)
    assert game.zone_of(FLAMBER) == Zone.ENER
    assert game.count(0, Zone.ENER) == 1
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - hand: ["{moridra}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - hand: ["TOO BAD"]
            ener: ["{SC}"]
    """)
    game.use("TOO BAD")
    assert game.zone_of(moridra) == Zone.TRASH
    assert game.count(0, Zone.ENER) == 2


@encodes("WX13-044")
def test_bismuth_banishes_itself_and_every_opposing_signi_against_an_arts(table: Table) -> None:
    bismuth = "Bismuth, Natural Stone"
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{bismuth}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            lrig_deck: ["Servant Alive"]
            ener: ["{SC}", "{SC}"]
    """
    game = table(source)
    game.use("Servant Alive")
    game.accept()
    assert game.zone_of(bismuth) == Zone.ENER
    assert game.names(1, Zone.ENER)[-2:] == [FLAMBER, CALIBURN]
    game = table(source)
    game.use("Servant Alive")
    game.decline()
    assert game.zone_of(bismuth) == Zone.SIGNI and game.count(1, Zone.SIGNI) == 2


HANARE4 = [*HANARE, "Hanare, Dark One of Salvation"]


@encodes("WX13-002")
def test_hanare_of_salvation_lends_a_poison_fang_each_main_phase(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {HANARE4}
            trash: ["{LUCBOR}", "Vier=Cali"]
            deck: ["{SC}", "{SC}", "{SC}"]
    """)
    game.pass_until(lambda g: g.decision == DecisionKind.ZONE)
    game.into(0)
    assert game.zone_of(LUCBOR) == Zone.SIGNI
    assert game.zone_of("Vier=Cali") == Zone.TRASH  # above level three
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert game.zone_of(LUCBOR) == Zone.TRASH


@encodes("WX13-002")
def test_hanare_of_salvation_exceeds_to_up_or_to_reveal_poison_fangs(table: Table) -> None:
    salvation = "Hanare, Dark One of Salvation"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANARE4}
            signi: ["{LUCBOR} (downed)"]
    """)
    game.act(ActionKind.USE_ACTION, salvation, b=1)  # its first [Action]: [Exceed 1]
    game.choose(HANARE[0])
    assert not game.game.downed[game.card(LUCBOR)]
    assert game.count(0, Zone.LRIG_TRASH) == 1
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {HANARE4}
            deck: ["{LUCBOR}", "{SC}", "Zwei=Zohi", "{IRON}"]
    """)
    game.act(ActionKind.USE_ACTION, salvation, b=2)  # [Exceed 3]
    game.choose(*HANARE[:3])
    game.choose(LUCBOR, "Zwei=Zohi")
    game.pass_until(lambda g: g.zone_of("Zwei=Zohi") == Zone.SIGNI)
    assert game.zone_of(LUCBOR) == Zone.SIGNI
    assert game.names(0, Zone.TRASH) == [SC]
    assert game.names(0, Zone.DECK) == [IRON]


@encodes("WX13-063")
def test_caps_three_trades_a_resona_for_two_bounces(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE[:4]}
            hand: ["Caps Three, Natural Star"]
            signi: [null, "Jupiter, White Natural Star"]
            ener: ["{PROCYON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", "Caps Four, Natural Star"]
    """)
    game.play("Caps Three, Natural Star", 0)
    game.accept()
    game.pass_until(lambda g: g.zone_of("Jupiter, White Natural Star") == Zone.LRIG_TRASH)
    game.choose(FLAMBER, CALIBURN)
    assert game.names(1, Zone.HAND) == [FLAMBER, CALIBURN]


@encodes("WX13-050")
def test_voice_change_trades_a_life_cloth_for_a_card_of_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA}
            hand: ["VOICE CHANGE"]
            ener: ["{SC}", "{SC}", "{IRON}", "{IRON}"]
            life: ["{PROCYON}", "{SIRIUS}"]
            trash: ["{CALIBURN}"]
    """)
    game.use("VOICE CHANGE")
    game.pass_until(lambda g: g.decision not in (DecisionKind.PAYMENT,))
    game.blind(1)  # the top one of two (0 is the bottom)
    game.choose(CALIBURN)
    assert game.zone_of(PROCYON) == Zone.TRASH
    assert game.names(0, Zone.LIFE) == [SIRIUS, CALIBURN]


@encodes("WX13-004")
def test_withered_tree_charges_per_level_and_costs_more_in_the_opponents_turn(
    table: Table,
) -> None:
    source = f"""
        format: classic
        turn_player: {{turn}}
        players:
          - lrig_deck: ["Withered Tree, Living Flower"]
            ener: ["{SWALLOW}", "{KOONI}", "{IRON}", "{IRON}", "{IRON}"]
            deck: {[IRON] * 5}
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(turn=0))
    arts = game.card("Withered Tree, Living Flower")
    assert sum(game.use_cost(arts)) == 3
    game.use("Withered Tree, Living Flower")
    game.pay()
    assert game.zone_of(CALIBURN) == Zone.ENER
    assert game.count(0, Zone.ENER) == 2 + 3  # Caliburn is level three
    game = table(source.format(turn=1))
    assert sum(game.use_cost(game.card("Withered Tree, Living Flower"))) == 5


@encodes("WX13-025")
def test_forbidden_game_costs_less_per_poison_fang_discarded(table: Table) -> None:
    zwei = "Zwei=Cobra"  # black <Poison Fang>, level 2
    game = table(f"""
        format: classic
        players:
          - lrig: {HANARE}
            lrig_deck: ["Forbidden Game"]
            hand: ["{LUCBOR}", "{zwei}"]
            ener: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Forbidden Game")
    game.discard(LUCBOR)  # and Zwei: the two Ener cannot pay the cost after one only
    game.pay()
    assert game.count(0, Zone.ENER) == 2  # 4 black and 2 colorless, less 4 black and 2
    game.choose(zwei)  # a <Poison Fang> back from the trash: the LRIG is <Hanare>
    game.into(0)
    assert game.zone_of(zwei) == Zone.SIGNI
    assert game.zone_of(CALIBURN) != Zone.SIGNI  # 10000 --12000


MIDORIKO5 = [
    "Midoriko, Combat Girl",
    "Midoriko, First Girl",
    "Midoriko, Second Girl",
    "Midoriko, Third Girl",
    "Midoriko, Type Four",
    "Midoriko, Type Five",  # its abilities are not encoded
]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]


@encodes("WX13-034")
def test_mammo_gives_every_signi_a_banish_as_it_attacks(table: Table) -> None:
    mammo = "Mammo, Phantom Beast Deity"
    game = table(f"""
        format: classic
        players:
          - lrig: {MIDORIKO5}
            signi: [~, "{SWALLOW}", "{mammo}"]
          - signi: ["{FLAMBER}", "Code Maze Krelim", "{CALIBURN}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.end_main()
    game.attack(SWALLOW)  # 3000: only the 1000 SIGNI has less power
    assert game.zone_of("Code Maze Krelim") == Zone.ENER
    game.attack(mammo)
    assert game.options() == [f"choose {FLAMBER}", f"choose {CALIBURN}"]
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.ENER


@encodes("WX13-034")
def test_mammo_is_unaffected_by_arts_with_an_empty_lrig_deck(table: Table) -> None:
    mammo = "Mammo, Phantom Beast Deity"
    source = f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {MIDORIKO5}
            signi: ["{mammo}", ~, ~]
            lrig_deck: {{mine}}
          - lrig: {HANAYO4}
            lrig_deck: ["Firefly Sparks"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """
    game = table(source.format(mine=[]))
    game.use("Firefly Sparks")
    assert game.zone_of(mammo) == Zone.SIGNI
    game = table(source.format(mine=["Firefly Sparks"]))
    game.use("Firefly Sparks")
    assert game.zone_of(mammo) == Zone.ENER


@encodes("WX13-034")
def test_mammo_life_burst_charges_then_banishes_a_big_signi(table: Table) -> None:
    burst = table.life_burst(
        "Mammo, Phantom Beast Deity",
        f"opponent: {{signi: ['{CALIBURN}', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    # The charged card and the crushed one.
    assert burst.count(0, Zone.ENER) == 2 and burst.zone_of(CALIBURN, 1) == Zone.ENER


YUZUKI4 = [
    "Yuzuki-Zero",
    "Yuzuki-One, the Flame",
    "Yuzuki-Two, Regretful Flame",
    "Yuzuki-Three Armament",
    "Yuzuki-Pure Four",
]
TRUE_YUZUKI = "True Yuzuki-Five"


@encodes("WX13-001")
def test_true_yuzuki_five_grows_free_with_one_life_cloth_and_burns_ener(table: Table) -> None:
    source = f"""
        format: classic
        phase: grow
        players:
          - lrig: {YUZUKI4}
            lrig_deck: ["{TRUE_YUZUKI}"]
            life: {{life}}
            ener: {{ener}}
            deck: ["{KUKRI}", "{KUKRI}"]
          - ener: ["{SC}", "{SC}", "{IRON}"]
    """
    game = table(source.format(life=[KUKRI, KUKRI], ener=[]))
    assert not game.can(ActionKind.GROW, TRUE_YUZUKI)  # 1 red and 1 green to pay
    game = table(source.format(life=[KUKRI], ener=[IRON, SWALLOW]))
    game.grow(TRUE_YUZUKI)  # for nothing: both cards stay to pay the [On-Play] costs
    assert game.decision == DecisionKind.TRIGGER_ORDER  # two [On-Play] abilities
    game.first()  # the red one first
    game.accept()  # pay 1 red
    game.target(SC, SC)
    game.accept()  # pay 1 green
    assert game.names(1, Zone.ENER) == [IRON] and game.count(1, Zone.TRASH) == 2
    assert game.count(0, Zone.LIFE) == 2 and game.count(0, Zone.ENER) == 0


@encodes("WX13-001")
def test_true_yuzuki_five_exceeds_five_to_banish_all(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*YUZUKI4, TRUE_YUZUKI]}
            hand: ["{KUKRI}", "{SC}"]
            ener: ["{IRON}", "{SWALLOW}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
    """)
    game.action(TRUE_YUZUKI)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.HAND) == 0
    assert game.count(0, Zone.TRASH) == 4 and game.count(1, Zone.SIGNI) == 0
    assert game.count(0, Zone.LRIG_TRASH) == 5


DREI_DIO = "Drei=Dio Daughter"
VIER_DIO = "Vier=Dio Princess"  # black <Poison Fang>, level 4; [Action] [Down]: --3000


@encodes("WX13-058")
def test_drei_dio_daughter_doubles_minus_this_turn_then_weakens_per_lrig_level(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{DREI_DIO}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
    """)
    game.act(ActionKind.USE_ACTION, DREI_DIO, b=1)  # [Down]: doubled this turn
    game.act(ActionKind.USE_ACTION, DREI_DIO, b=2)  # into the trash: --1000 per LRIG level
    game.target(CALIBURN)
    assert game.zone_of(DREI_DIO) == Zone.TRASH
    assert game.power(CALIBURN) == 10000 - 2 * 4000 and game.power(FLAMBER) == 7000
    # With Vier=Dio Princess on the field it has the [Action] twice (the gained one used
    # here); with one in the trash, the last [Action] weakens every opposing SIGNI.
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{DREI_DIO}", "{VIER_DIO}"]
            trash: ["{VIER_DIO}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", ~]
    """)
    drei = game.card(DREI_DIO)
    gained = [
        action
        for action in game.game.legal_actions()
        if action.kind == ActionKind.USE_ACTION and action.a == drei and action.b not in (1, 2)
    ]
    assert len(gained) == 1
    game.game.apply_action(gained[0])
    assert game.game.downed[drei]
    game.act(ActionKind.USE_ACTION, VIER_DIO, b=1)
    game.target(CALIBURN)  # --3000 doubled
    assert game.power(CALIBURN) == 10000 - 6000
    game.act(ActionKind.USE_ACTION, DREI_DIO, b=2)  # --4000 doubled to every one
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER


# ------------------------------------------------------------------ [Charm]

MYUU4 = "Myuu=Imago"  # black LRIG, level 4
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000
SCARAB = "Scarab, Phantom Insect"
ONIYANMA = "Oniyanma, Phantom Insect"


@encodes("WX13-037")
def test_scarab_needs_two_opposing_charms_and_marks_all_when_banished(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            hand: ["{SCARAB}", "{IRON}"]
          - signi: ["{COSMO}", "{SILVAN}"]
            deck: ["{PROCYON}", "{SIRIUS}", "{KOONI}", "{SC}", "{SC}"]
    """
    game = table(source)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(COSMO, 1))
    game.play(SCARAB, 0)  # one [Charm] only: not two put into the trash, Scarab goes
    assert game.zone_of(SCARAB) == Zone.TRASH
    game = table(source)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(COSMO, 1))
    assert game.game.put_charm(game.card(SIRIUS, 1), game.card(SILVAN, 1))
    game.play(SCARAB, 0)
    assert game.zone_of(SCARAB) == Zone.SIGNI
    assert game.zone_of(PROCYON) == Zone.TRASH and game.zone_of(SIRIUS) == Zone.TRASH
    game.game.vanish(game.card(SCARAB))  # the top card under each opposing SIGNI
    game.play(IRON, 1)  # the game settles first: Scarab's trigger
    assert game.zone_of(KOONI) == Zone.UNDER and len(game.game.charms_of(1)) == 2


@encodes("WX13-037")
def test_scarab_hits_when_a_misfortune_insect_attacks(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: ["{MYUU4}"]
            signi: ["{SCARAB}", "Yago, Phantom Insectago, Phantom Insect"]
          - signi: ["{COSMO}"]
    """)
    game.attack("Yago, Phantom Insectago, Phantom Insect")
    assert game.power(COSMO) == 7000 - 4000


@encodes("WX13-057")
def test_oniyanma_trashes_a_charm_and_hits_from_the_center(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            hand: ["{ONIYANMA}"]
          - signi: ["{COSMO}", "{SILVAN}", "{KOONI}"]
            deck: ["{PROCYON}", "{SC}", "{SC}"]
    """
    game = table(source)
    game.play(ONIYANMA, 1)  # no opposing [Charm]: into the trash
    assert game.zone_of(ONIYANMA) == Zone.TRASH
    for zone, hit in ((1, 5000), (0, 0)):
        game = table(source)
        assert game.game.put_charm(game.card(PROCYON, 1), game.card(SILVAN, 1))
        game.play(ONIYANMA, zone)
        assert game.zone_of(ONIYANMA) == Zone.SIGNI and game.zone_of(PROCYON) == Zone.TRASH
        game.end_main()
        game.attack(ONIYANMA)
        if hit:  # from the center SIGNI Zone: --5000
            game.target(COSMO)
            assert game.power(COSMO) == 7000 - hit
        else:
            assert game.power(SILVAN) == 10000 and game.decision != DecisionKind.TARGET


@encodes("WX13-086", "WX13-089", "WX13-093")
def test_insects_that_stay_only_with_an_opposing_charm(table: Table) -> None:
    insects = [
        "Ginyanma, Phantom Insect",
        "Akatonbo, Phantom Insect",
        "Yago, Phantom Insectago, Phantom Insect",
    ]
    source = f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            hand: {insects}
          - signi: ["{SILVAN}"]
            deck: ["{PROCYON}", "{SC}", "{SC}"]
    """
    game = table(source)
    for zone, insect in enumerate(insects):
        game.play(insect, zone)
        assert game.zone_of(insect) == Zone.TRASH
    game = table(source)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(SILVAN, 1))
    for zone, insect in enumerate(insects):
        game.play(insect, zone)
        assert game.zone_of(insect) == Zone.SIGNI


FULL_MOON = "Full Moon, White Natural Star"
NEW_MOON = "New Moon, White Natural Star"
MERCURY = "Mercury, White Natural Star"  # a white <Space> RESONA
KNOWLEDGE = "Overflowing Knowledge"  # a colorless spell, 3 colorless: draw three
PILLAR = "Roaring Fire Pillar"  # a red spell
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]


def play_resona(game: Play, resona: str, zone: int = 0, cost: int | None = None) -> None:
    """Player 0 plays `resona` from the LRIG deck into SIGNI zone `zone`, paying its play
    condition's option `cost` (when more than one fits) with the first cards offered."""
    game.act(ActionKind.PLAY_RESONA, resona)
    if cost is not None:
        game.mode(cost)
    while game.decision in (DecisionKind.DISCARD, DecisionKind.PAYMENT, DecisionKind.CHOOSE):
        game.first()
    if game.decision == DecisionKind.ZONE:
        game.into(zone)


@encodes("WX13-005A")
def test_full_moon_is_played_for_three_space_signi_and_lets_the_opponent_attack_once(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            lrig_deck: ["{FULL_MOON}"]
            hand: ["{PROCYON}", "{SC}"]
            signi: ["{SIRIUS}", "{PROCYON}", ~]
          - signi: ["{KUKRI}", "{FLAMBER}", ~]
    """)
    # Two <Space> SIGNI of the hand and none on the field would not do: one of the hand
    # and the two of the field do, a total of three.
    play_resona(game, FULL_MOON)
    assert game.zone_of(FULL_MOON) == Zone.SIGNI
    assert game.names(0, Zone.HAND) == [SC] and game.count(0, Zone.TRASH) == 3
    game.pass_until(lambda g: g.game.turn_player == 1 and g.can(ActionKind.ATTACK, KUKRI))
    game.attack(KUKRI)
    game.pass_until(lambda g: g.current_player() == 1)
    assert not game.can(ActionKind.ATTACK, FLAMBER)  # once only


@encodes("WX13-005A")
def test_full_moon_needs_three_space_signi_from_the_hand_and_the_field(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            lrig_deck: ["{FULL_MOON}"]
            hand: ["{PROCYON}"]
            signi: ["{SIRIUS}", ~, ~]
            ener: ["{PROCYON}", "{PROCYON}"]
    """)
    assert not game.can(ActionKind.PLAY_RESONA, FULL_MOON)  # the Ener Zone does not count


@encodes("WX13-005A")
def test_full_moon_keeps_the_other_resonas_from_the_opponents_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            signi: ["{FULL_MOON}", "{MERCURY}", "{SIRIUS}"]
          - signi: ["{FLAMBER}"]
            hand: ["{KNOWLEDGE}"]
    """)
    flamber = game.card(FLAMBER, 1)
    assert game.game.unaffected(game.card(MERCURY), flamber)
    assert not game.game.unaffected(game.card(FULL_MOON), flamber)  # other RESONAs only
    assert not game.game.unaffected(game.card(SIRIUS), flamber)  # RESONAs only
    assert not game.game.unaffected(game.card(MERCURY), game.card(KNOWLEDGE, 1))


def resona_at_a_cut_in(table: Table, resona: str, lrig: list[str], mine: str) -> Play:
    """Player 1 uses Overflowing Knowledge in their main phase; player 0 plays the RESONA
    `resona` at its cut-in, paying with the cards `mine` gives."""
    game = table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrig}
            lrig_deck: ["{resona}"]
            {mine}
          - lrig: {PIRULUK}
            hand: ["{KNOWLEDGE}", "{KNOWLEDGE}"]
            ener: ["{SC}", "{SC}", "{SC}", "{SC}", "{SC}", "{SC}"]
            trash: ["{CALIBURN}", "{FLAMBER}", "{IRON}", "{KNOWLEDGE}", "{PILLAR}"]
            deck: ["{SC}", "{SC}", "{SC}", "{SC}", "{SC}"]
    """)
    assert not game.can(ActionKind.PLAY_RESONA, resona)  # a spell cut-in only
    game.use(KNOWLEDGE)
    game.pay()
    play_resona(game, resona)
    assert game.zone_of(resona) == Zone.SIGNI
    return game


@encodes("WX13-005B")
def test_new_moon_at_a_cut_in_stops_the_opponents_spells_this_turn(table: Table) -> None:
    space = f'hand: ["{PROCYON}"]\n            ener: ["{SIRIUS}"]'
    game = resona_at_a_cut_in(table, NEW_MOON, SASHE[:4], space)
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game.mode(1)  # the opponent cannot use spells or ARTS this turn
    assert game.count(1, Zone.HAND) == 1 + 3  # the spell cut in on still draws three
    assert not game.can(ActionKind.USE_SPELL, KNOWLEDGE)


@encodes("WX13-005B")
def test_new_moon_at_a_cut_in_excludes_two_signi_of_the_opponents_trash(table: Table) -> None:
    game = resona_at_a_cut_in(table, NEW_MOON, SASHE[:4], f'signi: ["{PROCYON}", "{SIRIUS}", ~]')
    game.mode(0)
    game.target(CALIBURN, FLAMBER)
    assert game.zone_of(CALIBURN) == Zone.REMOVED and game.zone_of(FLAMBER) == Zone.REMOVED
    assert game.zone_of(IRON) == Zone.TRASH
    assert game.can(ActionKind.USE_SPELL, KNOWLEDGE)


FA = "Ougusoku, Black Phantom Insect (FA)"
HS = "Ougusoku, Black Phantom Insect (HS)"
CHILD_ANT = "Child Ant, Phantom Insect"  # black <Misfortune Insect>, level 1
WORK_ANT = "Work Ant, Phantom Insect"  # black <Misfortune Insect>, level 2
SOLDIER_ANT = "Soldier Ant, Phantom Insect"  # black <Misfortune Insect>, level 3
QUEEN_ANT = "Queen Ant, Phantom Insect"  # black <Misfortune Insect>, level 4
MYUU = ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]


@encodes("WX13-006A")
def test_ougusoku_fa_weakens_the_charmed_signi_and_returns_insects_as_it_leaves(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            lrig_deck: ["{FA}"]
            hand: ["{CHILD_ANT}", "{CHILD_ANT}", "{WORK_ANT}", "{IRON}"]
            ener: ["{KOONI}"]
            trash: ["{SOLDIER_ANT}", "{QUEEN_ANT}", "{SC}"]
          - signi: ["{SILVAN}", "{FLAMBER}", ~]
            deck: ["{PROCYON}", "{SC}", "{SC}"]
    """)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(SILVAN, 1))
    play_resona(game, FA)  # the three <Misfortune Insect> SIGNI of the hand
    if game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.names(0, Zone.HAND) == [IRON] and game.zone_of(FA) == Zone.SIGNI
    # --5000 and --10000 this turn: the charmed SIGNI is gone, the other untouched.
    assert game.zone_of(SILVAN) != Zone.SIGNI and game.power(FLAMBER) == 7000
    assert game.game.vanish(game.card(FA))  # it leaves the field
    game.play(IRON)  # the game settles first: its trigger
    game.target(SOLDIER_ANT, QUEEN_ANT)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SOLDIER_ANT, QUEEN_ANT])


@encodes("WX13-006A")
def test_ougusoku_fa_on_the_field_weakens_the_charmed_signi_by_5000(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["{MYUU4}"]
            signi: ["{FA}"]
          - signi: ["{SILVAN}", "{FLAMBER}", ~]
            deck: ["{PROCYON}", "{SC}", "{SC}"]
    """)
    assert game.game.put_charm(game.card(PROCYON, 1), game.card(SILVAN, 1))
    assert game.power(SILVAN) == 10000 - 5000 and game.power(FLAMBER) == 7000


@encodes("WX13-006B")
def test_ougusoku_hs_at_a_cut_in_excludes_two_spells_of_the_opponents_trash(
    table: Table,
) -> None:
    insects = f'ener: ["{CHILD_ANT}"]\n            signi: ["{WORK_ANT}", ~, ~]'
    game = resona_at_a_cut_in(table, HS, MYUU, insects)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.SIGNI) == 1
    game.mode(0)
    game.target(KNOWLEDGE, PILLAR)
    assert game.zone_of(PILLAR) == Zone.REMOVED
    assert sorted(game.names(1, Zone.REMOVED)) == [KNOWLEDGE, PILLAR]
    assert game.zone_of(CALIBURN) == Zone.TRASH


@encodes("WX13-006B")
def test_ougusoku_hs_at_a_cut_in_returns_two_small_insects(table: Table) -> None:
    insects = (
        f'hand: ["{CHILD_ANT}", "{WORK_ANT}"]\n            trash: ["{SOLDIER_ANT}", "{QUEEN_ANT}"]'
    )
    game = resona_at_a_cut_in(table, HS, MYUU, insects)
    game.mode(1)
    game.target(SOLDIER_ANT, CHILD_ANT)  # the level four one is no choice
    assert sorted(game.names(0, Zone.HAND)) == sorted([SOLDIER_ANT, CHILD_ANT])
    assert game.zone_of(QUEEN_ANT) == Zone.TRASH


SWINGRIDE = "Swingride, Green Second Play"
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1, 3000
SHIGABOSU = "Shigabosu, Second Play"  # green <Playground Equipment>, level 2, 7000


@encodes("WX13-019")
def test_swingride_sorts_three_cards_and_ups_as_another_signi_crushes(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {AIYAI}
            lrig_deck: ["{SWINGRIDE}"]
            hand: ["{SHIGABOSU}", "{SHIGABOSU}"]
            signi: ["{KENDAMA}", "{KENDAMA}", ~]
            deck: ["{IRON}", "{SC}", "{PROCYON}", "{KOONI}"]
          - life: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    play_resona(game, SWINGRIDE, cost=1)  # two of the hand and one of the field
    assert game.names(0, Zone.SIGNI).count(KENDAMA) == 1
    game.choose(SC)  # to the hand
    game.choose(IRON)  # to the Ener Zone
    assert game.names(0, Zone.HAND) == [SC] and game.names(0, Zone.ENER) == [IRON]
    assert game.zone_of(PROCYON) == Zone.DECK and game.game.players[0].deck[-1] == game.card(
        PROCYON
    )
    game.end_main()
    swingride = game.card(SWINGRIDE)
    game.attack(SWINGRIDE)  # a RESONA that crushes does not up it
    game.pass_until(lambda g: g.current_player() == 0 and g.can(ActionKind.ATTACK, KENDAMA))
    assert game.game.downed[swingride]
    game.attack(KENDAMA)
    game.pass_until(lambda g: g.current_player() == 0)
    assert not game.game.downed[swingride] and game.count(1, Zone.LIFE) == 1


@encodes("WX13-028")
def test_colorless_servants_return_a_servant_and_go_to_the_lrig_trash_when_banished(
    table: Table,
) -> None:
    servants = "Colorless Servants"
    game = play_resona_then_banish(
        table,
        TAMA,
        servants,
        f"""ener: ["Servant O2", "Servant D2", "{CLASSIC_FILLER}", "{CLASSIC_FILLER}"]
            trash: ["Servant T2", "Caliburn, Greatsword"]""",
    )
    assert game.count(0, Zone.ENER) == 2  # the two Servants paid the play condition
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # pay 1 colorless
    game.pay()
    game.target("Servant T2")
    assert game.names(0, Zone.HAND) == ["Servant T2"]
    assert game.count(0, Zone.ENER) == 1
    banished_goes_to_the_lrig_trash(game, servants)


# ------------------------------------------------------------------ vocab-22's cards


@encodes("WX13-010")
def test_xeno_entrance_searches_a_white_signi_and_returns_with_its_encore(
    table: Table,
) -> None:
    def used(ener: int, encore: bool) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                lrig_deck: ["Xeno Entrance"]
                ener: {[PROCYON] * ener}
                deck: ["{SIRIUS}", "{IRON}"]
        """)
        game.use("Xeno Entrance")
        if game.decision == DecisionKind.OPTIONAL:
            game.accept() if encore else game.decline()
        game.choose(SIRIUS)
        return game

    game = used(2, encore=True)
    assert game.zone_of(SIRIUS) == Zone.HAND and game.count(0, Zone.ENER) == 0
    assert game.zone_of("Xeno Entrance") == Zone.LRIG_DECK  # again
    game = used(2, encore=False)
    assert game.zone_of("Xeno Entrance") == Zone.LRIG_TRASH and game.count(0, Zone.ENER) == 1
    game = used(1, encore=True)  # the Encore cannot be paid: not offered
    assert game.zone_of("Xeno Entrance") == Zone.LRIG_TRASH


@encodes("WX13-015")
def test_under_one_cancels_a_spell_of_cost_one_and_returns(table: Table) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {PIRULUK}
            lrig_deck: ["Under One"]
            ener: ["{SC}", "{SC}"]
          - lrig: {PIRULUK}
            hand: ["THREE OUT"]
            ener: ["{SC}"]
            deck: {[KUKRI] * 5}
    """)
    game.use("THREE OUT")
    game.use("Under One")
    game.accept()  # Encore: 1 blue and 1 colourless
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(1, Zone.HAND) == 0 and game.zone_of("THREE OUT") == Zone.TRASH
    assert game.zone_of("Under One") == Zone.LRIG_DECK


@encodes("WX13-018")
def test_in_high_spirits_gives_4000_power_and_may_return(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["WX13-018"]
            signi: ["{SWALLOW}"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
    """)
    game.use("In High Spirits")
    game.accept()
    assert game.power(SWALLOW) == 7000
    assert game.zone_of("In High Spirits") == Zone.LRIG_DECK and game.count(0, Zone.ENER) == 0


@encodes("WX13-033")
def test_mirror_draws_and_puts_a_level_zero_lrig_from_the_lrig_trash_under(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["MIRROR"]
            ener: ["{SC}"]
            lrig_trash: ["{TAMA[0]}", "{TAMA[1]}"]
            deck: ["{KOONI}", "{KOONI}"]
    """)
    game.use("MIRROR")  # Tama's level zero LRIG, the only one to put under
    assert game.names(0, Zone.HAND) == [KOONI]
    assert game.names(0, Zone.LRIG_TRASH) == [TAMA[1]]
    lrig = game.names(0, Zone.LRIG)
    assert TAMA[0] in lrig and lrig[-1] == PIRULUK[-1] and len(lrig) == 5


HITODE = "Hitode, Water Phantom"  # blue <Water Beast>, level 2, 7000
CLIONE = "Clione, Water Phantom"  # blue <Water Beast>, level 1, 3000
LEVIA = "Levia, Blue Water Phantom"


@encodes("WX13-016")
def test_levia_is_played_for_three_water_beasts_and_draws_up_to_seven(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*ELDORA, "Eldora×Mark IV"]}
            lrig_deck: ["{LEVIA}"]
            signi: ["{HITODE}", "{CLIONE}", "{CLIONE}"]
            hand: ["{KOONI}", "{KOONI}", "{KOONI}"]
            deck: {[SC] * 6}
    """)
    game.act(ActionKind.PLAY_RESONA, LEVIA)
    game.pass_until(lambda g: g.decision == DecisionKind.ZONE)
    game.into(0)
    assert game.zone_of(LEVIA) == Zone.SIGNI and game.count(0, Zone.TRASH) == 3
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, LEVIA))
    game.attack(LEVIA)  # three cards in the hand: four more
    assert game.count(0, Zone.HAND) == 7


@encodes("WX13-026")
@pytest.mark.parametrize("banished", [True, False])
def test_next_punish_costs_less_after_a_banish_and_locks_arts(table: Table, banished: bool) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {[*HANARE[:3], "Hanare, Dark One of Causing Trouble"]}
            lrig_deck: ["Next Punish", "Next Punish"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", "{SILVAN}"]
    """)
    if banished:
        assert game.game.vanish(game.card(SILVAN))
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Next Punish"))
    game.use("Next Punish")
    if not banished:
        game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER  # 10000 - 12000
    assert game.count(0, Zone.ENER) == (3 if banished else 0)
    assert not game.can(ActionKind.USE_ARTS, "Next Punish")


@encodes("WX13-043")
@pytest.mark.parametrize(("lrig", "crushed"), [(TAMA4, 0), (None, 1)])
def test_tommygun_cannot_attack_and_trashes_itself_to_crush_without_a_burst(
    table: Table, lrig: list[str] | None, crushed: int
) -> None:
    tommygun = "Tommygun, Ballista"
    lrig = lrig or [*HANAYO4]
    game = table(
        f"""
        format: classic
        phase: grow
        players:
          - lrig: {lrig}
            signi: ["{tommygun}"]
            deck: {[IRON] * 5}
          - life: ["{KUKRI}", "{KUKRI}"]
    """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.decision in (DecisionKind.OPTIONAL, DecisionKind.MAIN))
    if crushed:
        game.accept()
    assert game.count(1, Zone.LIFE) == 2 - crushed
    assert game.zone_of(tommygun) == (Zone.TRASH if crushed else Zone.SIGNI)
    if not crushed:
        game.end_main()
        game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
        assert not game.can(ActionKind.ATTACK, tommygun)


@encodes("WX13-047")
def test_bonds_of_the_same_gun_banishes_a_cross_signi_to_search_another(table: Table) -> None:
    firerage = "Firerage, Ballista"  # red <Weapon>, level 4, with [Cross]
    musketta = "Musketta, Roaring Gun"  # its partner, with [Cross]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Bonds of the Same Gun"]
            signi: ["{firerage}", "{COSMO}"]
            deck: ["{IRON}", "{musketta}", "{KOONI}"]
    """)
    game.use("Bonds of the Same Gun")  # Firerage: the only SIGNI with [Cross]
    assert game.zone_of(firerage) == Zone.ENER and game.zone_of(COSMO) == Zone.SIGNI
    assert f"choose {IRON}" not in game.options()
    game.choose(musketta)
    assert game.names(0, Zone.HAND) == [musketta]


@encodes("WX13-040")
@pytest.mark.parametrize("pay", [True, False])
def test_thinker_leaves_the_trash_to_bounce_when_an_attack_is_disabled(
    table: Table, pay: bool
) -> None:
    thinker = "⁑Thinker⁑, Embodiment of Meditation"
    anne = [
        "Anne, Locus of Miracles",
        "Anne=First, Creation of the Imagination",
        "Anne=Second, Value of Excess Knowledge",
        "Anne=Third, Trusting Oracle",
        "Anne=Fourth, Melody of Horror",
        "Anne Fifth, Violating God Seal",
    ]
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {anne}
            trash: ["{thinker}"]
            ener: ["{PROCYON}"]
            life: ["{KUKRI}", "{KUKRI}"]
          - signi: ["{IRON}", null, "{SC}"]
    """)
    game.attack(IRON)
    game.act(ActionKind.USE_ACTION, anne[-1], b=2)  # [Exceed 2]: the attack disabled
    while game.decision == DecisionKind.PAYMENT:
        game.first()
    if pay:
        game.accept()
        game.target(SC)
        assert game.zone_of(SC) == Zone.HAND and game.zone_of(thinker) == Zone.REMOVED
        assert game.zone_of(PROCYON) == Zone.TRASH
    else:
        game.decline()
        assert game.zone_of(SC) == Zone.SIGNI and game.zone_of(thinker) == Zone.TRASH


@encodes("WX13-060")
@pytest.mark.parametrize("level", [4, 3])
def test_strange_kind_weakens_by_poison_fang_levels_and_draws_at_zero(
    table: Table, level: int
) -> None:
    salvation = [
        *HANARE[:3],
        "Hanare, Dark One of Causing Trouble",
        "Hanare, Dark One of Salvation",
    ]
    lrig = salvation if level == 4 else HANARE[:4]
    game = table(f"""
        format: classic
        players:
          - lrig: {lrig}
            hand: ["Strange Kind"]
            signi: ["{LUCBOR}", "{LUCBOR}", "{LUCBOR}"]
            ener: ["{KOONI}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{IRON}"]
    """)
    game.use("Strange Kind")
    if level == 4:  # both: the draw first, then --3000 for three level one SIGNI
        game.mode(0)
        game.mode(1)
    else:
        assert "choose no more" not in game.options()
        game.mode(1)
    assert game.zone_of(IRON) == Zone.ENER
    assert game.count(0, Zone.HAND) == (1 if level == 4 else 0)


DORA, DOSLAF = "Dora, Roaring Left Gun", "Doslaf, Roaring Right Gun"
FAIVAL, FUUBA = "Faival, Explosive Gun", "Fuuba, Explosive Gun"
GUSTAFT = "Gustaft, Center Ballista"  # level 4, with [Cross]


def _settle_cross(game: Play, *chosen: str) -> None:
    """Triggers in the order offered, "you may" accepted, Ener paid, targets chosen."""
    wanted = list(chosen)
    while True:
        if game.decision is DecisionKind.TRIGGER_ORDER:
            game.first()
        elif game.decision is DecisionKind.OPTIONAL:
            game.accept()
        elif game.decision is DecisionKind.PAYMENT:
            game.pay()
        elif game.decision in (DecisionKind.TARGET, DecisionKind.CHOOSE) and wanted:
            game.target(wanted.pop(0))
        else:
            return


def _guns(table: Table, signi: str) -> Play:
    return table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA}
            signi: {signi}
          - signi: ["{KOONI}", "{SWALLOW}", "{CALIBURN}"]
    """)


@encodes("WX13-045", "WX13-046")
def test_dora_and_doslaf_cross(table: Table) -> None:
    game = _guns(table, f'["{DORA}", "{DOSLAF}", "{IRON}"]')
    game.attack(DOSLAF)  # crossed: banish a SIGNI with power 5000 or less, +4000
    _settle_cross(game, KOONI)
    assert game.zone_of(KOONI, 1) == Zone.ENER and game.power(DOSLAF) == 12000
    game.attack(DORA)  # crossed: a level three or less SIGNI of yours gains [Assassin]
    _settle_cross(game, IRON)
    assert game.has_keyword(game.card(IRON, 0), KW.ASSASSIN)
    assert not game.has_keyword(game.card(DORA), KW.ASSASSIN)
    game = _guns(table, f'["{DOSLAF}", "{DORA}", "{IRON}"]')  # the wrong sides
    game.attack(DOSLAF)
    _settle_cross(game, KOONI)
    assert game.zone_of(KOONI, 1) == Zone.ENER  # in battle, not by Doslaf
    assert game.zone_of(SWALLOW, 1) == Zone.SIGNI and game.power(DOSLAF) == 8000
    game.attack(DORA)
    _settle_cross(game, IRON)
    assert not game.has_keyword(game.card(IRON, 0), KW.ASSASSIN)


@encodes("WX13-068", "WX13-069")
def test_faival_and_fuuba_cross(table: Table) -> None:
    game = _guns(table, f'["{FAIVAL}", "{FUUBA}", "{IRON}"]')
    assert (game.power(FAIVAL), game.power(FUUBA)) == (8000, 8000)
    game.attack(FUUBA)
    game.attack(FAIVAL)  # Fuuba downed: [Heaven], a level one SIGNI gains [Assassin]
    _settle_cross(game, IRON)
    assert game.has_keyword(game.card(IRON, 0), KW.ASSASSIN)
    game = _guns(table, f'["{FUUBA}", "{FAIVAL}", "{IRON}"]')  # the wrong sides
    assert (game.power(FAIVAL), game.power(FUUBA)) == (5000, 5000)
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {TAMA}
            signi: [~, "{FUUBA}", ~]
            ener: ["{IRON}"]
            deck: ["{GUSTAFT}", "{DORA}", "{KUKRI}"]
          - signi: [~, "{CALIBURN}", ~]
    """)
    game.attack(CALIBURN)  # Fuuba banished: you may pay [Red], a level three or less
    _settle_cross(game, DORA)  # SIGNI with [Cross] from the deck (not Gustaft, level 4)
    assert game.zone_of(FUUBA) == Zone.ENER and game.zone_of(IRON, 0) == Zone.TRASH
    assert game.zone_of(DORA) == Zone.HAND and game.zone_of(GUSTAFT) == Zone.DECK
