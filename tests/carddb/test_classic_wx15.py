"""Classic booster WX15 (Incubate Selector... the Coin and Rise set): every encoded card
plays its abilities, in a classic game (classic-2014-beginner-guide.txt). Cards that need
terms the language does not have yet ([Trap], Accessory, a SIGNI with Rise as a filter,
attacking other SIGNI Zones, ...) are left out."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
RIL = [
    "Ril, Memory of Innocence",
    "Ril, Fragmented Memory",
    "Ril, Flickering Memory",
    "Ril, Memory of Decadence",
]
NANASHI = [
    "WD19-005",
    "Nanashi, That One",
    "Nanashi, That Two Remodeled",
    "Nanashi, That Three Remodeled",
]
NANASHI4 = [*NANASHI, "Nanashi, That Four"]
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
COLONEL = "Colonel Flathro, Crossbow Flame"  # red, level 4, 12000
EAGLE = "Eagle, Phantom Beast"  # green, level 4, 15000
GAWAIN = "Gawain, War Hawk of the Round Table"  # red <Valor>, level 2, 7000
NOHIME = "Nohime, Returning Butterfly of Earnestness"  # red <Valor>, level 1


@encodes("WX15-009", "WX15-014", "WX15-020", "WX15-025")
def test_level_one_lrigs_gain_a_coin(table: Table) -> None:
    for stack, lrig, cost in (
        (RIL[:1], "Ril, Memory of Mutual Favor", False),
        (["Aya! 0"], "Powerful Aya! I", True),
        (["Mel=Ready"], "Mel=Kalua", True),
        (["Nanashi"], "Nanashi, That One Remodeled", True),
    ):
        game = table(f"""
            format: classic
            phase: grow
            players:
              - lrig: {stack}
                lrig_deck: ["{lrig}"]
                hand: ["{SC}"]
        """)
        game.grow(lrig)
        if cost:
            game.accept()
            assert game.zone_of(SC) == Zone.TRASH
        game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
        assert game.game.players[0].coins == 1, lrig


def bet_table(table: Table, arts: str, extra: str = "", opponent: str = "") -> str:
    return f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{arts}"]
            ener: {[IRON] * 2 + [SC] * 2 + [KOONI] * 3 + [SWALLOW] * 2}
            coins: 2
            deck: ["{SIRIUS}", "{SIRIUS}", "{SIRIUS}", "{SIRIUS}", "{SIRIUS}"]
            {extra}
          - lrig: {HANAYO4}
            {opponent}
    """


@encodes("WX15-015", "WX15-030")
def test_task_draw_and_invest_charging_do_more_with_a_bet(table: Table) -> None:
    game = table(bet_table(table, "Task Draw"))
    game.use("Task Draw")
    game.decline()
    assert game.count(0, Zone.HAND) == 2 and game.players[0].coins == 2
    game = table(bet_table(table, "Task Draw"))
    game.use("Task Draw")
    game.accept()
    assert game.count(0, Zone.HAND) == 4 and game.players[0].coins == 0
    game = table(bet_table(table, "Invest Charging"))
    game.use("Invest Charging")
    game.decline()
    assert game.count(0, Zone.ENER) == 10
    game = table(bet_table(table, "Invest Charging"))
    game.use("Invest Charging")
    game.accept()
    assert game.count(0, Zone.ENER) == 11


@encodes("WX15-021")
def test_thundering_earthenware_banishes_a_second_big_signi_with_a_bet(table: Table) -> None:
    source = bet_table(
        table, "Thundering Earthenware", opponent=f'signi: ["{EAGLE}", "{COLONEL}", "{FLAMBER}"]'
    )
    game = table(source)
    game.use("Thundering Earthenware")
    game.decline()
    assert game.zone_of(EAGLE) == Zone.ENER and game.zone_of(COLONEL) == Zone.SIGNI
    game = table(source)
    game.use("Thundering Earthenware")
    game.accept()
    game.choose(COLONEL)
    assert game.zone_of(EAGLE) == Zone.ENER and game.zone_of(COLONEL) == Zone.ENER
    assert game.zone_of(FLAMBER) == Zone.SIGNI


@encodes("WX15-026")
def test_bio_hazard_revives_one_black_signi_or_two_with_a_bet(table: Table) -> None:
    source = bet_table(table, "Bio Hazard", extra=f'trash: ["{COSMO}", "Ein=Lucbor", "{FLAMBER}"]')
    game = table(source)
    game.use("Bio Hazard")
    game.decline()
    game.choose(COSMO)
    game.into(0)
    assert game.names(0, Zone.SIGNI) == [COSMO, "", ""]
    game = table(source)
    game.use("Bio Hazard")
    game.accept()
    game.choose(COSMO, "Ein=Lucbor")
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.SIGNI) == 2 and game.zone_of(FLAMBER) == Zone.TRASH


@encodes("WX15-029")
def test_more_coin_salvage_adds_signi_of_the_lrig_color(table: Table) -> None:
    source = bet_table(
        table, "More Coin Salvage", extra=f'trash: ["{FLAMBER}", "{PROCYON}", "{IRON}"]'
    )
    game = table(source)
    game.use("More Coin Salvage")
    game.pay(IRON)
    game.decline()
    assert game.options() == [f"choose {FLAMBER}", f"choose {PROCYON}"]  # white, as Tama
    game.choose(PROCYON)
    assert game.names(0, Zone.HAND) == [PROCYON]
    game = table(source)
    game.use("More Coin Salvage")
    game.pay(IRON)
    game.accept()
    game.choose(FLAMBER, PROCYON)
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, PROCYON]


@encodes("WX15-011")
def test_flame_awned_flash_banishes_every_tiny_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Flame-Awned Flash"]
          - signi: ["{FLAMBER}", "Ein=Lucbor", "{KOONI}"]
    """)
    game.add_power(game.card(KOONI), -2000)
    game.use("Flame-Awned Flash")
    assert game.names(1, Zone.SIGNI) == [FLAMBER, "Ein=Lucbor", ""]


@encodes("WX15-027")
def test_spread_death_weakens_an_infected_signi_more(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {NANASHI}
            lrig_deck: ["Spread Death"]
            ener: ["{KOONI}", "{KOONI}"]
          - lrig: {HANAYO4}
            signi: ["{EAGLE}", "{COLONEL}"]
            viruses: [left]
    """
    game = table(source)
    game.use("Spread Death")
    game.choose(EAGLE)
    assert game.power(EAGLE) == 3000
    game = table(source)
    game.use("Spread Death")
    game.choose(COLONEL)
    assert game.power(COLONEL) == 5000


@encodes("WX15-033")
def test_garnet_star_searches_when_crushing_and_banishes_the_center_when_behind(
    table: Table,
) -> None:
    garnet = "≡Garnet Star≡, Natural Star Princess"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            signi: ["{garnet}"]
            ener: ["{IRON}"]
            deck: ["{SC}", "{SIRIUS}", "{SC}"]
          - life: ["{SC}", "{SC}"]
    """)
    game.attack(garnet)
    game.pass_until(lambda g: g.options()[:1] == ["accept"])
    game.accept()
    game.choose(SIRIUS)
    assert game.names(0, Zone.HAND) == [SIRIUS]
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{garnet}"]
            life: {{life}}
          - signi: ["{FLAMBER}", "{CALIBURN}", "{SIRIUS}"]
            life: ["{SC}", "{SC}"]
    """
    game = table(source.format(life=[SC]))
    game.play(garnet, 0)
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(source.format(life=[SC, SC]))
    game.play(garnet, 0)
    assert game.zone_of(CALIBURN) == Zone.SIGNI
    opponent = f"opponent: {{hand: ['{SC}', '{SC}'], ener: ['{IRON}', '{IRON}']}}"
    burst = table.life_burst(garnet, opponent, classic=True)
    burst.burst()
    burst.decline()  # the opponent pays nothing: their SIGNI into the trash
    assert burst.count(1, Zone.SIGNI) == 0 and burst.count(1, Zone.TRASH) == 1
    for mode, hand, ener in ((0, 0, 2), (1, 2, 0)):
        burst = table.life_burst(garnet, opponent, classic=True)
        burst.burst()
        burst.accept()
        burst.mode(mode)  # discard two cards, or two cards of their Ener Zone
        assert burst.count(1, Zone.SIGNI) == 1
        assert (burst.count(1, Zone.HAND), burst.count(1, Zone.ENER)) == (hand, ener)


@encodes("WX15-036")
def test_otagame_returns_when_discarded_and_freezes_beside_an_insect(table: Table) -> None:
    otagame = "§Otagame§, Great Phantom Insect"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["THREE OUT", "{otagame}"]
            ener: ["{SC}"]
            deck: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{FLAMBER}"]
    """)
    game.use("THREE OUT")
    game.discard(otagame)
    game.accept()
    game.pass_until(lambda g: g.zone_of(otagame) == Zone.SIGNI)
    assert game.zone_of(FLAMBER) == Zone.SIGNI and not game.game.downed[game.card(FLAMBER)]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{otagame}"]
            signi: [null, "§Shouryou§, Phantom Insect"]
          - signi: ["{FLAMBER}"]
    """)
    game.play(otagame, 0)
    flamber = game.card(FLAMBER)
    assert game.game.downed[flamber] and game.game.frozen[flamber]
    burst = table.life_burst(
        otagame, f"{{hand: ['{IRON}'], deck: ['{SC}', '{SC}', '{SC}', '{SC}']}}", classic=True
    )
    burst.burst()
    burst.discard(IRON)  # and one of the three alike
    assert burst.names(0, Zone.HAND) == [SC, SC]


@encodes("WX15-044", "WX15-050")
def test_signi_that_draw_when_a_condition_holds(table: Table) -> None:
    for signi, partner, opposing in (
        ("≡Regulus≡, Natural Star", None, CALIBURN),
        ("§Tonosama§, Phantom Insect", "§Shouryou§, Phantom Insect", FLAMBER),
    ):
        source = """
            format: classic
            players:
              - signi: {signi}
                deck: ["{sc}"]
              - signi: {opposing}
        """
        mine = [signi] if partner is None else [signi, partner]
        game = table(source.format(signi=mine, sc=SC, opposing=[opposing]))
        game.action(signi)
        assert game.names(0, Zone.HAND) == [SC], signi
        # Regulus faces no level three SIGNI, Tonosama has no other <Misfortune Insect>.
        game = table(source.format(signi=[signi], sc=SC, opposing=[FLAMBER]))
        assert not game.can(ActionKind.USE_ACTION, signi), signi


@encodes("WX15-045", "WX15-046")
def test_natural_stars_draw_against_a_small_hand_or_a_tiny_signi(table: Table) -> None:
    hadar = "≡Hadar≡, Natural Star"
    antares = "≡Antares≡, Natural Star"
    for hand, drawn in (([SC, SC], 1), ([SC, SC, SC], 0)):
        game = table(f"""
            format: classic
            players:
              - hand: ["{hadar}"]
                deck: ["{IRON}"]
              - hand: {hand}
        """)
        game.play(hadar, 0)
        assert game.count(0, Zone.HAND) == drawn
    for weakened, drawn in ((2000, 1), (1000, 0)):
        game = table(f"""
            format: classic
            players:
              - hand: ["{antares}"]
                deck: ["{IRON}"]
              - signi: ["{SC}"]
        """)
        game.add_power(game.card(SC, 1), -weakened)
        game.play(antares, 0)
        assert game.count(0, Zone.HAND) == drawn
    for card in (hadar, antares):
        burst = table.life_burst(card, f"deck: ['{SC}']", classic=True)
        burst.burst()
        assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX15-051", "WX15-052", "WX15-088")
def test_phantom_insects_discard_or_trash_an_insect_to_draw(table: Table) -> None:
    kurumaba = "§Kurumaba§, Phantom Insect"
    shouryou = "§Shouryou§, Phantom Insect"
    queen = "§Queen Ant§, Phantom Insect"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{kurumaba}", "{shouryou}", "{queen}"]
            hand: ["§Tonosama§, Phantom Insect", "§Soldier Ant§, Phantom Insect"]
            ener: ["§Work Ant§, Phantom Insect"]
            deck: ["{SC}", "{SC}", "{IRON}", "{IRON}", "{SIRIUS}", "{SIRIUS}"]
    """)
    game.action(kurumaba)
    game.discard("§Tonosama§, Phantom Insect")
    game.discard(SC)
    assert game.names(0, Zone.HAND) == ["§Soldier Ant§, Phantom Insect", SC]
    game.action(shouryou)
    assert game.names(0, Zone.HAND) == [SC, IRON]
    game.action(queen)
    assert game.zone_of("§Work Ant§, Phantom Insect") == Zone.TRASH
    assert game.names(0, Zone.HAND) == [SC, IRON, IRON, SIRIUS]
    for card in (kurumaba, shouryou):
        burst = table.life_burst(card, f"deck: ['{SC}']", classic=True)
        burst.burst()
        assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX15-061", "WX15-062", "WX15-063")
def test_wretched_plays_bring_back_playground_equipment_downed(table: Table) -> None:
    for play, found, too_big in (
        ("†Chucky†, Imitating Play", "†Annabelle†, Wretched Play", "†Yoyo†, Death Play"),
        (
            "†Waranin†, Different Blood Play",
            "†Chucky†, Imitating Play",
            "†Annabelle†, Wretched Play",
        ),
    ):
        game = table(f"""
            format: classic
            players:
              - lrig: {NANASHI4}
                hand: ["{play}"]
                ener: ["{KOONI}"]
                trash: ["{found}", "{too_big}"]
        """)
        game.play(play, 0)
        game.accept()
        game.into(1)
        assert game.zone_of(found) == Zone.SIGNI and game.game.downed[game.card(found)], play
        burst = table.life_burst(play, classic=True)
        burst.burst()
        assert burst.count(0, Zone.ENER) == 2  # the charged card and the Life Burst card
    annabelle = "†Annabelle†, Wretched Play"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {NANASHI4}
            signi: [null, "{annabelle}"]
            ener: ["{KOONI}"]
            trash: ["{COSMO}"]
            deck: ["{SC}", "{SC}"]
          - signi: [null, "{FLAMBER}"]
    """)
    game.attack(annabelle)
    game.accept()
    game.pass_until(lambda g: g.decision == DecisionKind.ZONE or g.zone_of(COSMO) == Zone.SIGNI)
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.zone_of(annabelle) == Zone.TRASH
    assert game.zone_of(COSMO) == Zone.SIGNI and game.game.downed[game.card(COSMO)]


@encodes("WX15-064", "WX15-115", "WX15-065", "WX15-066")
def test_natural_bacteria_weaken_infected_signi(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {NANASHI}
            signi: {{mine}}
            hand: ["Rabies, Natural Bacteria"]
            deck: ["{SC}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", "{SIRIUS}", "{FLAMBER}"]
            viruses: [left, center]
    """
    game = table(source.format(mine=["Madcow, Natural Bacteria"]))
    game.action("Madcow, Natural Bacteria")
    game.choose(SIRIUS)  # 7000 --7000: draw
    assert game.zone_of(SIRIUS) == Zone.ENER
    assert game.names(0, Zone.HAND) == ["Rabies, Natural Bacteria", SC]
    assert game.virus_zones(1) == [0]
    game = table(source.format(mine=["Madcow, Natural Bacteria"]))
    game.action("Madcow, Natural Bacteria")
    game.choose(CALIBURN)
    assert game.power(CALIBURN) == 3000 and game.count(0, Zone.HAND) == 1
    game = table(source.format(mine=["Giftero, Natural Bacteria"]))
    game.action("Giftero, Natural Bacteria")
    game.choose(CALIBURN)
    assert game.power(CALIBURN) == 5000 and game.virus_zones(1) == [1]
    game = table(source.format(mine=["Echinoco, Natural Bacteria"]))
    assert [game.power(s) for s in (CALIBURN, SIRIUS, FLAMBER)] == [9000, 6000, 7000]
    game.play("Rabies, Natural Bacteria", 1)
    game.choose(SIRIUS)
    assert game.power(SIRIUS) == 3000
    for card in ("Rabies, Natural Bacteria", "Echinoco, Natural Bacteria"):
        burst = table.life_burst(card, f"deck: ['{SC}']", classic=True)
        burst.burst()
        assert burst.names(0, Zone.HAND) == [SC]


@encodes("WX15-069", "WX15-072", "WX15-075")
def test_valor_searches_a_valor_when_banished(table: Table) -> None:
    zhurong = "Zhurong, Flaming Body of the Four Prefectures"
    zhang = "Zhang Jiao, Yellow Leader of Talisman Arts"
    turban = "Yellow Turban, Yellow Soldier of Uprising"
    for signi, found, other in (
        (zhurong, GAWAIN, None),
        (zhang, turban, GAWAIN),
        (turban, GAWAIN, NOHIME),
    ):
        deck = [SC, found] + ([other] if other else [])
        game = table(f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {RIL}
                signi: ["{signi}"]
                ener: ["{IRON}"]
                deck: {deck}
              - lrig: {HANAYO4}
                signi: ["{COLONEL}"]
        """)
        game.attack(COLONEL)
        game.accept()
        game.pay(IRON)
        assert game.options() == [f"choose {found}", "choose no more"], signi
        game.choose(found)
        assert game.names(0, Zone.HAND) == [found]


@encodes("WX15-073")
def test_arthra_rises_on_a_level_one_red_signi_banishes_and_draws(table: Table) -> None:
    arthra = "Arthra, Victory of the Round Table"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{arthra}"]
            signi: ["{SC}", "{IRON}"]
            deck: ["{SIRIUS}"]
          - signi: ["{FLAMBER}", "Ein=Lucbor"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [1]  # on the red level one Iron only
    game.play(arthra, 1)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.names(0, Zone.UNDER) == [IRON]
    assert game.zone_of("Ein=Lucbor") == Zone.SIGNI  # 2000: too big
    assert game.names(0, Zone.HAND) == [SIRIUS]
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{arthra}"]
            signi: ["{IRON}"]
          - signi: ["{FLAMBER}", "Ein=Lucbor"]
    """)
    game.add_power(game.card("Ein=Lucbor"), -1000)
    game.play(arthra, 0)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of("Ein=Lucbor") == Zone.ENER


@encodes("WX15-076")
def test_almach_trashes_a_space_ener_to_banish_every_small_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["≡Almach≡, Natural Star"]
            ener: ["{PROCYON}", "{IRON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", "{SC}"]
    """)
    game.action("≡Almach≡, Natural Star")
    assert game.zone_of(PROCYON) == Zone.TRASH
    assert game.names(1, Zone.SIGNI) == ["", CALIBURN, ""]


@encodes("WX15-077", "WX15-078", "WX15-079")
def test_red_natural_stars_grow_against_a_full_field(table: Table) -> None:
    stars = ["≡Betelgeuse≡, Natural Star", "≡Sirius≡, Natural Star", "≡Procyon≡, Natural Star"]
    source = """
        format: classic
        players:
          - signi: {stars}
          - signi: {theirs}
    """
    full = table(source.format(stars=stars, theirs=[SC, SC, SC]))
    assert [full.power(star) for star in stars] == [12000, 8000, 5000]
    two = table(source.format(stars=stars, theirs=[SC, SC]))
    assert [two.power(star) for star in stars] == [8000, 5000, 2000]


@encodes("WX15-089", "WX15-090", "WX15-091")
def test_ants_grow_against_a_big_enough_signi(table: Table) -> None:
    ants = [
        "§Soldier Ant§, Phantom Insect",
        "§Work Ant§, Phantom Insect",
        "§Child Ant§, Phantom Insect",
    ]
    source = """
        format: classic
        players:
          - signi: {ants}
          - lrig: {lrig}
            signi: {theirs}
    """
    big = table(source.format(ants=ants, lrig=HANAYO4, theirs=[COLONEL]))
    assert [big.power(ant) for ant in ants] == [12000, 8000, 5000]
    middle = table(source.format(ants=ants, lrig=HANAYO4, theirs=[FLAMBER]))
    assert [middle.power(ant) for ant in ants] == [8000, 8000, 5000]
    small = table(source.format(ants=ants, lrig=HANAYO4, theirs=["Ein=Lucbor"]))
    assert [small.power(ant) for ant in ants] == [8000, 5000, 2000]


@encodes("WX15-107")
def test_yoyo_trashes_a_playground_equipment_ener_to_weaken_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            signi: ["†Yoyo†, Death Play"]
            ener: ["†Chucky†, Imitating Play", "{KOONI}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}"]
    """)
    game.action("†Yoyo†, Death Play")
    assert game.zone_of("†Chucky†, Imitating Play") == Zone.TRASH
    assert game.power(COLONEL) == 2000


@encodes("WX15-112", "WX15-114", "WX15-116")
def test_bacteria_spread_viruses_when_banished(table: Table) -> None:
    for bacteria, spread in (
        ("Previs, Natural Bacteria", 2),
        ("Plantam, Natural Bacteria", 1),
        ("Yogurti, Natural Bacteria", 1),
    ):
        game = table(f"""
            format: classic
            turn_player: 1
            phase: attack
            players:
              - lrig: {NANASHI}
                signi: ["{bacteria}"]
              - lrig: {HANAYO4}
                signi: ["{COLONEL}"]
        """)
        game.attack(COLONEL)
        game.mode(2)
        if spread == 2:
            game.mode(0)
        assert game.virus_zones(1) == ([0, 2] if spread == 2 else [2]), bacteria


@encodes("WX15-111")
def test_lactis_infects_every_zone_or_weakens_the_infected(table: Table) -> None:
    source = f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {NANASHI4}
            signi: ["Lactis, Natural Bacteria"]
          - lrig: {HANAYO4}
            signi: ["{EAGLE}", "{FLAMBER}"]
            viruses: [center]
    """
    game = table(source)
    game.attack(EAGLE)
    game.mode(0)
    assert game.virus_zones(1) == [0, 1, 2]
    game = table(source)
    game.attack(EAGLE)
    game.mode(1)
    assert game.power(FLAMBER) == 2000 and game.power(EAGLE) == 15000


@encodes("WX15-113")
def test_mentagro_discards_a_bacteria_to_draw_and_infect(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI}
            hand: ["Mentagro, Natural Bacteria", "Yogurti, Natural Bacteria"]
            deck: ["{SC}"]
    """)
    game.play("Mentagro, Natural Bacteria", 0)
    game.accept()
    game.mode(1)
    assert game.names(0, Zone.HAND) == [SC] and game.virus_zones(1) == [1]
    burst = table.life_burst("Mentagro, Natural Bacteria", f"deck: ['{SC}']", classic=True)
    burst.burst()
    assert SC in burst.names(0, Zone.ENER)


@encodes("WX15-118")
def test_black_tie_up_weakens_all_and_the_infected_more(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI}
            hand: ["Black Tie Up"]
            ener: ["{KOONI}"]
          - signi: ["{CALIBURN}", "{FLAMBER}", "{SC}"]
            viruses: [left]
    """)
    game.use("Black Tie Up")
    assert game.power(CALIBURN) == 5000  # infected
    assert game.power(FLAMBER) == 5000 and game.power(SC) == 1000


MAMA = ["Mama♥0", "Mama♥1", "Mama♥2", "Mama♥3"]


@encodes("WX15-054")
def test_multip_charges_two_when_crushing_from_the_center(table: Table) -> None:
    multip = "#Multip#, Multiplication of Four Wisdoms"
    for position, charged in ((1, 2), (0, 0)):
        signi = [None, None, None]
        signi[position] = multip
        game = table(
            f"""
            format: classic
            phase: attack
            players:
              - lrig: {MAMA}
                signi: {signi}
                deck: ["{SC}", "{SC}", "{SC}"]
              - life: ["{IRON}", "{IRON}"]
        """.replace("None", "null")
        )
        game.attack(multip)
        game.pass_until(lambda g: g.count(1, Zone.LIFE) == 1)
        game.pass_until(lambda g: g.decision is not None and g.game.turn_player == 0)
        assert game.names(0, Zone.ENER).count(SC) == charged, position
    burst = table.life_burst(multip, f"deck: ['{SC}']", classic=True)
    burst.burst()
    burst.mode(1)
    assert SC in burst.names(0, Zone.ENER)


OIGONA = "Oigona, Natural Bacteria Princess"


@encodes("WX15-040")
def test_oigona_returns_from_the_ener_zone_for_two_viruses(table: Table) -> None:
    source = f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {NANASHI4}
            signi: ["{OIGONA}"]
          - lrig: {HANAYO4}
            signi: ["{EAGLE}", "{FLAMBER}"]
            viruses: {{viruses}}
    """
    game = table(source.format(viruses=["left", "right"]))
    game.attack(EAGLE)
    game.accept()
    game.into(0)
    assert game.zone_of(OIGONA) == Zone.SIGNI and game.virus_zones(1) == []
    game = table(source.format(viruses=["left"]))  # one [Virus]: it cannot be paid
    game.attack(EAGLE)
    assert game.zone_of(OIGONA) == Zone.ENER and game.virus_zones(1) == [0]
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            hand: ["{OIGONA}"]
          - lrig: {HANAYO4}
            signi: ["{EAGLE}", "{COLONEL}"]
            viruses: [center]
    """)
    game.play(OIGONA, 0)
    assert game.power(COLONEL) == 2000 and game.power(EAGLE) == 15000
    for target, left in ((EAGLE, 7000), (COLONEL, 0)):
        burst = table.life_burst(
            OIGONA,
            f"opponent: {{lrig: {HANAYO4}, signi: ['{EAGLE}', '{COLONEL}', '{CLASSIC_FILLER}'],"
            " viruses: [center]}",
            classic=True,
        )
        burst.burst()
        burst.choose(target)
        if left:
            assert burst.power(target) == left
        else:
            assert burst.zone_of(target) == Zone.ENER  # 12000 --12000


RIL4 = [*RIL, "Ril, Memory of Truth"]  # its abilities are not encoded
ALEXAND = "Alexand, Peerless Conquest"  # red <Valor>, level 2, 8000, [Rise] on a level 1 red
PERCIVAL = "Percival, First Spear of the Round Table"  # red <Valor>, level 1


@encodes("WX15-034")
def test_ark_of_fighting_spirit_is_cheaper_at_15000_and_does_both(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {RIL4}
            hand: ["Ark of Fighting Spirit"]
            signi: [{{strong}}"{ALEXAND}"]
            deck: ["{GAWAIN}", "{IRON}"]
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(strong=""))
    assert not game.can(game.ActionKind.USE_SPELL, "Ark of Fighting Spirit")
    game = table(source.format(strong=f'"{EAGLE}", '))
    game.use("Ark of Fighting Spirit")
    game.mode(0)
    game.mode(1)
    game.choose(GAWAIN)
    assert game.zone_of(GAWAIN) == Zone.HAND and game.zone_of(CALIBURN) == Zone.ENER


@encodes("WX15-042")
def test_ranma_discards_a_rise_signi_to_search_a_valor(table: Table) -> None:
    ranma = "Ranma, Two Swords Attendant"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{ranma}", "{ALEXAND}", "{GAWAIN}"]
            deck: ["{PERCIVAL}", "{IRON}"]
    """)
    game.play(ranma)
    game.accept()
    game.choose(PERCIVAL)
    assert game.zone_of(ALEXAND) == Zone.TRASH and game.zone_of(PERCIVAL) == Zone.HAND
    burst = table.life_burst(ranma, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX15-068")
def test_meng_huo_banishes_for_a_valor_from_the_ener_or_with_a_rise_signi(
    table: Table,
) -> None:
    meng = "Meng Huo, Southern King of the Four Prefectures"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{meng}"]
            ener: ["{GAWAIN}"]
          - lrig: {HANAYO4}
            signi: ["{FLAMBER}", "{COLONEL}"]
    """)
    game.action(meng)  # the first: Gawain from the Ener Zone into the trash
    assert game.zone_of(FLAMBER) == Zone.ENER and game.zone_of(GAWAIN) == Zone.TRASH
    source = f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{meng}"{{rise}}]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}"]
    """
    game = table(source.format(rise=""))
    assert not game.can(game.ActionKind.USE_ACTION, meng)
    game = table(source.format(rise=f', "{ALEXAND}"'))
    game.action(meng)  # the second: a SIGNI with [Rise] on the field
    assert game.zone_of(COLONEL) == Zone.ENER


@encodes("WX15-070", "WX15-071", "WX15-074")
def test_round_table_knights_act_with_a_rise_signi(table: Table) -> None:
    bors = "Bors, Holy Body of the Round Table"
    kay = "Kay, Broken Sword of the Round Table"
    gareth = "Gareth, White Spear of the Round Table"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            signi: ["{bors}", "{ALEXAND}", "{GAWAIN}"]
    """)
    game.action(bors)  # Alexand, the only SIGNI with [Rise]
    assert game.has_keyword(game.card(ALEXAND), KW.DOUBLE_CRUSH)
    assert not game.has_keyword(game.card(GAWAIN), KW.DOUBLE_CRUSH)
    source = f"""
        format: classic
        players:
          - lrig: {RIL}
            signi: ["{kay}", "{gareth}"{{rise}}]
          - signi: ["{IRON}", "Servant O2", "{FLAMBER}"]
    """
    game = table(source.format(rise=""))
    assert not game.can(game.ActionKind.USE_ACTION)
    game = table(source.format(rise=f', "{ALEXAND}"'))
    game.action(kay)
    game.target(IRON)  # 5000 or less
    game.action(gareth)  # 2000 or less: Servant O2
    assert game.zone_of(IRON) == Zone.ENER and game.zone_of("Servant O2") == Zone.ENER
    assert game.zone_of(FLAMBER) == Zone.SIGNI


@encodes("WX15-080")
def test_differing_thoughts_banishes_twice_with_a_rise_signi(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["Differing Thoughts"]
            signi: [{{rise}}]
            ener: ["{IRON}"]
          - signi: ["{IRON}", "{FLAMBER}"]
    """
    game = table(source.format(rise=""))
    game.use("Differing Thoughts")
    game.pay()
    assert game.zone_of(IRON, 1) == Zone.ENER and game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(source.format(rise=f'"{ALEXAND}"'))
    game.use("Differing Thoughts")
    game.pay()
    assert game.zone_of(IRON, 1) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER


@encodes("WX15-041")
def test_akechi_rises_on_a_small_red_signi_and_banishes_as_it_attacks(table: Table) -> None:
    akechi = "Akechi, Ruler of Three Days"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL}
            hand: ["{akechi}"]
            signi: ["{GAWAIN}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            life: ["{KOONI}"]
    """)
    game.play(akechi, 0)
    assert game.names(0, Zone.UNDER) == [GAWAIN]
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, akechi))
    game.attack(akechi)  # Flamber (7000) is banished before the battle
    assert game.zone_of(FLAMBER) == Zone.ENER
    burst = table.life_burst(akechi, classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.count(0, Zone.HAND) == 1


@encodes("WX15-005")
def test_finishing_touches_puts_a_rise_signi_out_and_banishes_up_to_its_power(
    table: Table,
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {RIL}
            lrig_deck: ["Finishing Touches on the Fire Dragon"]
            ener: ["{IRON}", "{IRON}"]
            coins: 2
            signi: ["{PERCIVAL}"]
            deck: ["{ALEXAND}", "{GAWAIN}"]
          - signi: ["{IRON}", "{FLAMBER}", "{CALIBURN}"]
    """
    for bet in (False, True):
        game = table(source)
        game.use("Finishing Touches on the Fire Dragon")
        game.pay()
        if bet:
            game.accept()
        else:
            game.decline()
        game.pay()
        game.choose(ALEXAND)
        game.pass_until(lambda g: g.zone_of(ALEXAND) == Zone.SIGNI)
        assert game.names(0, Zone.UNDER) == [PERCIVAL]  # risen, 8000
        if not bet:
            game.target(FLAMBER)
        assert game.zone_of(FLAMBER) == Zone.ENER and game.zone_of(CALIBURN) == Zone.SIGNI
        assert (game.zone_of(IRON, 1) == Zone.ENER) == bet


@encodes("WX15-004")
def test_nanashi_four_another_infects_weakens_and_shadows_for_two_coins(
    table: Table,
) -> None:
    another = "Nanashi, That Four Another"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {[*NANASHI, another]}
            signi: ["{SC}"]
            coins: 2
          - lrig: {HANAYO4}
            signi: ["{FLAMBER}", "{IRON}", "{CALIBURN}"]
            viruses: [left]
    """)
    assert game.power(FLAMBER) == 6000 and game.power(IRON) == 3000
    game.pass_until(lambda g: g.decision == DecisionKind.MODE)
    game.mode(1)  # a [Virus] in the center zone: Iron is infected too
    assert game.power(IRON) == 2000
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.action(another)
    assert game.game.players[0].coins == 0
    sc = game.card(SC)
    assert not game.has_keyword(sc, KW.SHADOW)
    game.pass_until(lambda g: g.game.turn_player == 1 and g.decision == DecisionKind.MAIN)
    assert game.has_keyword(sc, KW.SHADOW)


@encodes("WX15-028")
def test_abnormal_lover_adds_a_black_signi_for_each_virus_removed(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {NANASHI4}
            lrig_deck: ["Abnormal Lover"]
            ener: ["{KOONI}"]
            trash: ["{KOONI}", "{COSMO}", "{SC}"]
          - viruses: [left, center, right]
    """)
    game.use("Abnormal Lover")
    game.mode(0)
    game.mode(1)
    game.done()  # two removed
    game.choose(COSMO)  # then Kooni, the only one left
    assert sorted(game.names(0, Zone.HAND)) == [COSMO, KOONI]
    assert game.virus_zones(1) == [2]


@encodes("WX15-043")
def test_nohime_draws_when_risen_and_as_a_life_burst(table: Table) -> None:
    nohime = "Nohime, Returning Butterfly of Earnestness"
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            signi: ["{nohime}", ~, ~]
            hand: ["{ALEXAND}"]
            deck: ["{SC}", "{SC}"]
    """)
    game.play(ALEXAND, 0)  # on Nohime
    assert game.names(0, Zone.HAND) == [SC]
    burst = table.life_burst(nohime, f"deck: ['{KOONI}', '{SC}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [KOONI]


AYA = ["Aya! 0", "Powerful Aya! I", "Great Aya! II", "Super Aya! III"]


@pytest.mark.parametrize(("top", "negated"), [("Code Maze Spanacra", True), (COSMO, False)])
@encodes("WX15-016")
def test_slip_knot_negates_an_attack_when_the_milled_card_has_a_life_burst(
    table: Table, top: str, negated: bool
) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {AYA}
            lrig_deck: ["Slip Knot"]
            signi: [~, "{SC}", ~]
            deck: ["{top}", "{KOONI}"]
          - signi: [~, "{FLAMBER}", ~]
    """)
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Slip Knot"))
    game.use("Slip Knot")
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, FLAMBER))
    game.attack(FLAMBER)
    game.accept()  # put the top card into the trash
    assert game.zone_of(top, 0) == Zone.TRASH
    assert game.zone_of(SC, 0) == (Zone.SIGNI if negated else Zone.ENER)


MINU = "#Minu#, Subtraction of Four Wisdoms"
PLUS = "#Plus#, Addition of Four Wisdoms"


def front_banished(table: Table, signi: str, opponent: str, phase: str = "attack") -> Play:
    """Our green Wisdom SIGNI in the left zone; an ARTS banishes the opponent's CALIBURN
    (in front of it, or not)."""
    game = table(f"""
        format: classic
        phase: {phase}
        players:
          - lrig: {HANAYO}
            lrig_deck: ["WX01-014"]
            signi: [{signi}]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - lrig: {HANAYO4}
            signi: [{opponent}]
    """)
    game.use("Dominating Fury")
    game.pay()
    assert game.zone_of(CALIBURN) == Zone.ENER
    return game


@encodes("WX15-055", "WX15-056")
@pytest.mark.parametrize(("card", "zone"), [(MINU, Zone.HAND), (PLUS, Zone.ENER)])
def test_minu_and_plus_gain_a_card_when_the_signi_in_front_is_banished(
    table: Table, card: str, zone: Zone
) -> None:
    # The SIGNI in front is banished in our attack phase while ours is upped: a card.
    game = front_banished(table, f'"{card}"', f'"{CALIBURN}"')
    assert game.count(0, zone) == 1
    # Not in front of it (the middle zone), or in the main phase: nothing.
    game = front_banished(table, f'"{card}"', f'~, "{CALIBURN}"')
    assert game.count(0, zone) == 0
    game = front_banished(table, f'"{card}"', f'"{CALIBURN}"', phase="main")
    assert game.count(0, zone) == 0


@encodes("WX15-055", "WX15-056")
def test_minu_and_plus_life_bursts(table: Table) -> None:
    # The crushed card itself goes to the Ener Zone afterwards (classic-2014-beginner-
    # guide.txt, "1: Crush"); Minu's burst draws a card, Plus's charges one more.
    for card, hand, ener in ((MINU, 1, 1), (PLUS, 0, 2)):
        burst = table.life_burst(card, classic=True)
        before = burst.count(0, Zone.HAND), burst.count(0, Zone.ENER)
        burst.burst()
        assert burst.count(0, Zone.HAND) == before[0] + hand
        assert burst.count(0, Zone.ENER) == before[1] + ener


@encodes("WX15-117")
def test_acnes_removes_a_virus_to_draw(table: Table) -> None:
    acnes = "Acnes, Natural Bacteria"
    source = f"""
        format: classic
        players:
          - lrig: {NANASHI}
            signi: ["{acnes}"]
            deck: ["{SC}", "{SC}"]
          - signi: ["{CALIBURN}", "{SIRIUS}", "{FLAMBER}"]
            viruses: {{viruses}}
    """
    game = table(source.format(viruses="[left, right]"))
    game.action(acnes)
    game.mode(2)  # the [Virus] of the right SIGNI Zone
    assert game.virus_zones(1) == [0] and game.count(0, Zone.HAND) == 1
    assert game.game.downed[game.card(acnes)]
    game = table(source.format(viruses="[]"))
    game.action(acnes)  # no [Virus]: no card drawn
    assert game.count(0, Zone.HAND) == 0


# ------------------------------------------------------------------ [Accessory] cards

MEL4 = ["Mel=Ready", "Mel=Spumoni", "Mel=Campari", "Mel=Kir", "Mel=Ange"]
GYUDO = "Code Eat Gyudo"  # green <Cooking>, level 1, 3000
MAYO = "Code Eat Mayo"  # green <Cooking>, [Accessory] for 0 green: +2000 to its <Cooking>


def cooking_table(table: Table, signi: str, *, phase: str = "main", ener: str = "[]") -> Play:
    return table(f"""
        format: classic
        phase: {phase}
        players:
          - lrig: {MEL4}
            signi: ["{signi}"]
            ener: {ener}
            deck: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
          - lrig: {HANAYO4}
            signi: [~, ~, "{IRON}"]
    """)


@encodes("WX15-100", "WX15-099", "WX15-103")
@pytest.mark.parametrize(
    ("signi", "printed", "accessorized"),
    [
        ("Code Eat Shoropo", 5000, 8000),
        ("Code Eat Shiumai", 8000, 12000),
        ("Code Eat Gyoz", 2000, 5000),
    ],
)
def test_cooking_signi_base_power_changes_once_accessorized(
    table: Table, signi: str, printed: int, accessorized: int
) -> None:
    game = cooking_table(table, signi, ener=f'["{MAYO}"]')
    assert game.power(signi) == printed
    game.action(MAYO)  # under the only SIGNI: its base power set, Mayo's +2000 on top
    assert game.zone_of(MAYO) == Zone.UNDER
    assert game.power(signi) == accessorized + 2000


@encodes("WX15-101", "WX15-104", "WX15-098")
@pytest.mark.parametrize(
    ("signi", "hand", "ener"),
    [
        ("Code Eat Hoshigaki", 1, 0),
        ("Code Eat Sweet Potato", 0, 1),
        ("Code Eat Kurikin", 1, 1),
    ],
)
@pytest.mark.parametrize("accessorized", [True, False])
def test_cooking_signi_attack_for_cards_when_accessorized(
    table: Table, signi: str, hand: int, ener: int, accessorized: bool
) -> None:
    game = cooking_table(table, signi, phase="attack", ener=f'["{MAYO}"]')
    if accessorized:
        game.game.put_accessory(game.card(MAYO), game.card(signi))
    game.attack(signi)
    assert game.count(0, Zone.HAND) == (hand if accessorized else 0)
    assert game.count(0, Zone.ENER) == (ener if accessorized else 1)


@encodes("WX15-102")
def test_fried_egg_shields_its_cooking_signi_from_opposing_signi(table: Table) -> None:
    fried_egg = "Code Eat Fried Egg"
    game = cooking_table(table, GYUDO, ener=f'["{fried_egg}"]')
    gyudo = game.card(GYUDO)
    assert not game.game.unaffected(gyudo, game.card(IRON))
    game.action(fried_egg)  # [Green 0], under the only SIGNI
    assert game.zone_of(fried_egg) == Zone.UNDER
    assert game.game.unaffected(gyudo, game.card(IRON))


@encodes("WX15-105")
def test_torochee_shields_its_cooking_signi_from_opposing_spells(table: Table) -> None:
    torochee = "Code Eat Torochee"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: ["{GYUDO}"]
            ener: ["{torochee}"]
          - signi: ["{IRON}"]
            hand: ["Fires of Atonement"]
    """)
    gyudo, spell = game.card(GYUDO), game.card("Fires of Atonement")
    game.action(torochee)
    assert game.game.unaffected(gyudo, spell)
    assert not game.game.unaffected(gyudo, game.card(IRON))  # spells only


@encodes("WX15-057")
@pytest.mark.parametrize(("top", "drawn"), [(MAYO, 1), (SWALLOW, 0)])
def test_burger_charges_and_draws_for_a_signi_with_accessory(
    table: Table, top: str, drawn: int
) -> None:
    burger = "Code Eat Burger"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: ["{burger}"]
            deck: ["{top}", "{GYUDO}"]
    """)
    game.action(burger)
    assert game.zone_of(top) == Zone.ENER and game.count(0, Zone.HAND) == drawn
    assert game.game.downed[game.card(burger)]


@encodes("WX15-097")
def test_yakisanma_trashes_an_accessory_from_ener_to_banish_a_big_signi(table: Table) -> None:
    yakisanma = "Code Eat Yakisanma"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            signi: ["{yakisanma}"]
            ener: ["{MAYO}", "{SWALLOW}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}", "{IRON}"]
    """)
    game.action(yakisanma)  # Mayo is the only card with [Accessory]; Colonel the only 12000
    assert game.zone_of(MAYO) == Zone.TRASH and game.zone_of(SWALLOW) == Zone.ENER
    assert game.zone_of(COLONEL) == Zone.ENER and game.zone_of(IRON) == Zone.SIGNI


@encodes("WX15-022")
def test_adapting_puts_a_signi_with_accessory_from_the_deck_into_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            lrig_deck: ["Adapting to Changed Circumstances"]
            deck: ["{SWALLOW}", "{MAYO}", "{GYUDO}"]
    """)
    game.use("Adapting to Changed Circumstances")
    assert f"choose {SWALLOW}" not in game.options()
    game.choose(MAYO)
    assert game.names(0, Zone.ENER) == [MAYO] and game.count(0, Zone.DECK) == 2


@encodes("WX15-106")
@pytest.mark.parametrize(("second", "charged"), [(MAYO, 3), (GYUDO, 2)])
def test_strict_attire_charges_one_more_for_a_card_with_accessory(
    table: Table, second: str, charged: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            hand: ["Strict Attire"]
            ener: ["{SWALLOW}"]
            deck: ["{GYUDO}", "{second}", "{KOONI}", "{KOONI}"]
    """)
    game.use("Strict Attire")
    assert game.zone_of("Strict Attire") == Zone.TRASH
    assert game.count(0, Zone.ENER) == charged  # the green paid went to the trash


@encodes("WX15-058")
def test_teaksauce_charges_two_for_a_discarded_cooking_signi(table: Table) -> None:
    teaksauce = "Code Eat Teaksauce"
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            hand: ["{teaksauce}", "{GYUDO}", "{SWALLOW}"]
            deck: ["{KOONI}", "{KOONI}", "{KOONI}"]
    """)
    game.play(teaksauce)
    game.accept()  # discard the only <Cooking> SIGNI of the hand
    assert game.zone_of(GYUDO) == Zone.TRASH and game.zone_of(SWALLOW) == Zone.HAND
    assert game.count(0, Zone.ENER) == 2


@encodes("WX15-058")
def test_teaksauce_accessory_charges_whenever_its_cooking_signi_attacks(table: Table) -> None:
    teaksauce = "Code Eat Teaksauce"
    game = cooking_table(table, GYUDO, ener=f'["{teaksauce}"]')
    game.action(teaksauce)
    assert game.zone_of(teaksauce) == Zone.UNDER and game.count(0, Zone.ENER) == 0
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, GYUDO))
    game.attack(GYUDO)
    assert game.count(0, Zone.ENER) == 1


@encodes("WX15-058")
def test_teaksauce_life_burst_charges_one(table: Table) -> None:
    game = table.life_burst("Code Eat Teaksauce", f'deck: ["{GYUDO}"]', classic=True)
    game.burst()
    assert game.zone_of(GYUDO) == Zone.ENER


@encodes("WX15-060")
def test_extreme_food_costs_less_per_accessorized_cooking_signi_and_banishes_weaker(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MEL4}
            hand: ["Extreme Food"]
            signi: ["{GYUDO}"]
            ener: ["{MAYO}", "{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
            deck: ["{KOONI}", "{KOONI}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}", "{IRON}"]
    """)
    game.game.put_accessory(game.card(MAYO), game.card(GYUDO))  # Gyudo: 3000 + 2000
    game.use("Extreme Food")
    # Three green less one: two of the three Swallows paid, the game taking alike cards.
    assert game.zone_of(IRON) == Zone.ENER and game.zone_of(COLONEL) == Zone.SIGNI
    assert game.names(0, Zone.ENER) == [SWALLOW, KOONI]


@encodes("WX15-038")
@pytest.mark.parametrize(
    ("accessory", "power", "unaffected"),
    [("Code Eat Teaksauce", 12000 + 3000, True), (MAYO, 12000 + 2000, False)],
)
def test_steak_gains_lancer_accessorized_and_more_with_teaksauce(
    table: Table, accessory: str, power: int, unaffected: bool
) -> None:
    steak = "Code Order Steak"
    game = cooking_table(table, steak, ener=f'["{accessory}"]')
    card = game.card(steak)
    assert not game.has_keyword(card, KW.LANCER)
    game.action(accessory)
    assert game.has_keyword(card, KW.LANCER) and game.power(steak) == power
    assert game.game.unaffected(card, game.card(IRON)) is unaffected


@encodes("WX15-038")
@pytest.mark.parametrize("mode", [0, 1])
def test_steak_life_burst_banishes_a_big_signi_or_charges_two(table: Table, mode: int) -> None:
    game = table.life_burst(
        "Code Order Steak",
        f'deck: ["{GYUDO}", "{GYUDO}"]\n'
        f'opponent: {{lrig: {HANAYO4}, signi: ["{COLONEL}", ~, "{CLASSIC_FILLER}"]}}',
        classic=True,
    )
    game.burst()
    game.mode(mode)
    if mode == 0:
        assert game.zone_of(COLONEL) == Zone.ENER
    else:
        assert game.zone_of(COLONEL) == Zone.SIGNI and game.names(0, Zone.DECK) == []
