"""Classic booster WX08 (Incubate Selector): every encoded card plays its abilities, in a
classic game (classic-2014-beginner-guide.txt); Cross and [Heaven] as docs/engine-hooks.md,
"Cross", reads them."""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes
from tests.effects.conftest import _compile

TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]

IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
KUKRI = "Kukri, Small Sword"  # white <Arm>, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
JUPITER = "Jupiter, White Natural Star"  # white Resona, level 3
ALSCHA = "Alscha, Natural Star"
COR_CARO = "Cor Caro, Natural Star"
DIADEM = "Diadem, Natural Star"
SERVANT = "Servant O"  # colorless, level 1


@encodes("WX08-048", "WX08-050", "WX08-052")
def test_natural_stars_are_stronger_with_another_space_signi(table: Table) -> None:
    stars = ["Gruid, Natural Star", "Sadalme, Natural Star", "Sulocin, Natural Star"]
    source = """
        format: classic
        players:
          - signi: {signi}
    """
    game = table(source.format(signi=stars))
    assert [game.power(star) for star in stars] == [12000, 8000, 5000]
    for star, printed in zip(stars, (8000, 5000, 2000), strict=True):
        assert table(source.format(signi=[star, KUKRI])).power(star) == printed
        assert table(source.format(signi=[star, PROCYON])).power(star) > printed


@encodes("WX08-054", "WX08-056", "WX08-058", "WX08-062", "WX08-063", "WX08-064")
@encodes("WX08-068", "WX08-069", "WX08-070", "WX08-075", "WX08-077", "WX08-079")
def test_signi_of_a_class_are_stronger_with_three_of_it(table: Table) -> None:
    trios = (
        ["Chrysoco, Natural Stone", "Chrysobe, Natural Stone", "Chrysop, Natural Stone"],
        ["Code Art MX", "Code Art SZ", "Code Art WS"],
        [
            "Radabura, Suspicion of the String Scale",
            "Viola, Temptation of the String Scale",
            "Violi, Captivation of the String Scale",
        ],
        ["Tonosama, Phantom Insect", "Kurumaba, Phantom Insect", "Shouryou, Phantom Insect"],
    )
    source = """
        format: classic
        players:
          - signi: {signi}
    """
    for cards in trios:
        full = table(source.format(signi=cards))
        assert [full.power(card) for card in cards] == [14000, 9000, 6000], cards
        two = table(source.format(signi=[cards[0], cards[1], KUKRI]))
        assert [two.power(card) for card in cards[:2]] == [8000, 5000], cards
    # <Ore> or <Gem>: an <Ore> SIGNI counts with the <Gem> ones.
    mixed = table(source.format(signi=["Chrysoco, Natural Stone", "Chrysop, Natural Stone", IRON]))
    assert mixed.power("Chrysoco, Natural Stone") == 14000


@encodes("WX08-033")
def test_capella_is_stronger_with_a_resona(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: {{signi}}
    """
    capella = "Capella, Natural Star"
    assert table(source.format(signi=[capella, JUPITER])).power(capella) == 18000
    assert table(source.format(signi=[capella, PROCYON])).power(capella) == 12000


@encodes("WX08-049", "WX08-051")
def test_cor_caro_and_alscha_fetch_each_other_and_power_up_together(table: Table) -> None:
    source = """
        format: classic
        players:
          - signi: {signi}
    """
    for card, partner, printed, raised in (
        (COR_CARO, ALSCHA, 5000, 8000),
        (COR_CARO, DIADEM, 5000, 8000),
        (ALSCHA, COR_CARO, 2000, 5000),
        (ALSCHA, DIADEM, 2000, 5000),
    ):
        assert table(source.format(signi=[card, partner])).power(card) == raised
        assert table(source.format(signi=[card, PROCYON])).power(card) == printed
    for card, found in ((COR_CARO, DIADEM), (ALSCHA, COR_CARO)):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA}
                hand: ["{card}"]
                ener: ["{KUKRI}"]
                deck: ["{PROCYON}", "{found}", "{KUKRI}"]
        """)
        game.play(card, 0)
        game.accept()
        game.choose(found)
        assert game.names(0, Zone.HAND) == [found]
        assert game.count(0, Zone.DECK) == 2


@encodes("WX08-034")
def test_diadem_trashes_a_signi_when_attacking_beside_alscha_and_cor_caro(
    table: Table,
) -> None:
    source = f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA}
            signi: ["{DIADEM}", "{ALSCHA}", "{{partner}}"]
          - lrig: {HANAYO}
            signi: ["{FLAMBER}", "{CALIBURN}"]
    """
    game = table(source.format(partner=COR_CARO))
    game.attack(DIADEM)
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.TRASH
    game = table(source.format(partner=PROCYON))
    game.attack(DIADEM)
    assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX08-007")
def test_reverse_mode_returns_up_to_three_small_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Reverse Mode"]
            signi: ["{KUKRI}", "{FLAMBER}", "Capella, Natural Star"]
            ener: ["{KUKRI}"]
    """)
    game.use("Reverse Mode")
    assert "choose Capella, Natural Star" not in game.options()
    game.target(KUKRI, FLAMBER)
    assert sorted(game.names(0, Zone.HAND)) == [FLAMBER, KUKRI]


@encodes("WX08-020")
def test_grave_curse_mills_ten_under_a_black_lrig(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Grave Curse"]
            ener: ["{KOONI}"]
          - deck: {[KUKRI] * 12}
    """
    game = table(source.format(lrig=IONA))
    game.use("Grave Curse")
    assert game.count(1, Zone.TRASH) == 10
    game = table(source.format(lrig=TAMA))
    game.use("Grave Curse")
    assert game.count(1, Zone.TRASH) == 5


@encodes("WX08-022")
def test_pay_charging_discards_for_two_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Pay Charging"]
            hand: ["{IRON}", "{FLAMBER}"]
            deck: ["{SC}", "{KOONI}", "{FLAMBER}"]
    """)
    game.use("Pay Charging")
    game.discard(IRON)
    assert game.names(0, Zone.HAND) == [FLAMBER]
    assert sorted(game.names(0, Zone.ENER)) == [SC, KOONI]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            lrig_deck: ["Pay Charging"]
    """)
    game.use("Pay Charging")
    assert game.count(0, Zone.ENER) == 0


@encodes("WX08-053")
def test_white_out_downs_a_resona_to_trash_a_signi(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["White Out"]
            signi: {{signi}}
            ener: ["{KUKRI}", "{KUKRI}"]
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(signi=[JUPITER]))
    game.use("White Out")  # one Resona to down, one SIGNI to trash: both forced
    assert game.zone_of(CALIBURN) == Zone.TRASH
    assert game.downed[game.card(JUPITER)]
    game = table(source.format(signi=[PROCYON]))
    game.use("White Out")
    assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("WX08-067")
def test_peeping_decide_discards_a_signi_of_the_declared_level(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK}
            hand: ["PEEPING DECIDE"]
            ener: ["{SC}"]
          - hand: ["{KUKRI}", "{IRON}", "{FLAMBER}", "Get Bible"]
    """)
    game.use("PEEPING DECIDE")
    game.mode(1)
    assert "choose Flamber, Medium Sword" not in game.options()
    game.choose(IRON)
    assert sorted(game.names(1, Zone.HAND)) == sorted([KUKRI, FLAMBER, "Get Bible"])


@encodes("WX08-019")
def test_myuu_ysalis_powers_up_resonas(table: Table) -> None:
    yasudesu = "Yasudesu, Black Phantom Insect"  # a level 2 Resona, 8000
    game = table(f"""
        format: classic
        players:
          - lrig: {["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Ysalis"]}
            signi: ["{yasudesu}", "{KOONI}"]
    """)
    assert game.power(yasudesu) == 10000
    assert game.power(KOONI) == 3000


@encodes("WX08-039")
def test_code_art_mm_makes_a_freeze_cost_a_card_then_banishes_against_an_empty_hand(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, "Code Piruluk Sigma"]}
            signi: ["Code Art MM"]
            hand: ["FREEZE"]
            ener: ["{SC}", "{SC}"]
          - signi: ["{IRON}", "{CALIBURN}"]
            hand: ["{PROCYON}", "{KOONI}"]
    """)
    assert not game.can(ActionKind.USE_ACTION, "Code Art MM")  # their hand is not empty
    game.use("FREEZE")  # two SIGNI frozen: one discard (once per turn)
    game.discard(KOONI)  # the opponent's choice
    assert game.count(1, Zone.HAND) == 1 and game.count(1, Zone.TRASH) == 1
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, "Code Piruluk Sigma"]}
            signi: ["Code Art MM"]
            ener: ["{SC}"]
          - signi: ["{IRON}"]
    """)
    game.action("Code Art MM")
    assert game.zone_of(IRON) == Zone.ENER


CONTRA = "Contra, Beautiful Symphony"  # green <Beautiful Technique>, level 4
SWALLOW = "Swallow, Phantom Beast"  # green, level 1, 3000
IRON = "Iron, Natural Stone"  # red, level 1, 3000


@encodes("WX08-042")
def test_contra_in_the_ener_zone_pays_white(table: Table, database: CardDatabase) -> None:
    # A test ability of Iron's: "[Action] pay 1 white: draw a card".
    action = "{kind: action, cost: {ener: {white: 1}}, effects: [{draw: 1}]}"

    def game_with(ener: str) -> Play:
        return table(
            f"""
            format: classic
            players:
              - lrig: {TAMA}
                signi: ["{IRON}"]
                ener: ["{ener}"]
                deck: ["{SWALLOW}", "{SWALLOW}"]
            """,
            abilities={IRON: _compile(database, action, IRON, "classic")[1]},
        )

    game = game_with(CONTRA)
    game.action(IRON)  # Contra pays the white: into the trash
    assert game.zone_of(CONTRA) == Zone.TRASH and game.count(0, Zone.HAND) == 1
    assert not game_with(SWALLOW).can(ActionKind.USE_ACTION, IRON)  # green, not white


@encodes("WX08-042")
def test_contra_charges_whenever_a_signi_enters_from_the_ener_zone(
    table: Table, database: CardDatabase
) -> None:
    # A test ability of Iron's: "[Action]: put a SIGNI from your Ener Zone onto the field".
    action = "{kind: action, effects: [{put_onto_field: {choose: {side: you, zone: ener}}}]}"
    game = table(
        f"""
        format: classic
        players:
          - lrig: {[*TAMA, "Tamayorihime, Sun Miko"]}  # level 4
            signi: ["{CONTRA}", "{IRON}", ~]
            ener: ["{SWALLOW}"]
            deck: ["{IRON}", "{IRON}"]
        """,
        abilities={IRON: _compile(database, action, IRON, "classic")[1]},
    )
    game.action(IRON)
    assert game.zone_of(SWALLOW) == Zone.SIGNI
    assert game.names(0, Zone.ENER) == [IRON]  # the top card of the deck
    itself = table(  # Contra itself, from the Ener Zone: its ability triggers as well
        f"""
        format: classic
        players:
          - lrig: {[*TAMA, "Tamayorihime, Sun Miko"]}
            signi: ["{IRON}", ~, ~]
            ener: ["{CONTRA}"]
            deck: ["{IRON}", "{IRON}"]
        """,
        abilities={IRON: _compile(database, action, IRON, "classic")[1]},
    )
    itself.action(IRON)
    itself.into(1)
    assert itself.zone_of(CONTRA) == Zone.SIGNI and itself.names(0, Zone.ENER) == [IRON]


@encodes("WX08-010")
def test_tenacity_crushes_two_of_your_life_cloth_without_bursts_to_banish_two(
    table: Table,
) -> None:
    flame_ball = "Flame Ball, Falling Star"  # a Life Burst: banish a SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Tenacity"]
            ener: ["{IRON}", "{IRON}"]
            life: ["{flame_ball}", "{flame_ball}", "{flame_ball}"]
          - signi: ["{KUKRI}", "{FLAMBER}", "{CALIBURN}"]
    """)
    game.use("Tenacity")
    game.target(KUKRI)
    game.target(CALIBURN)
    assert game.count(0, Zone.LIFE) == 1
    assert game.names(1, Zone.SIGNI) == ["", FLAMBER, ""]
    assert game.names(0, Zone.ENER).count(flame_ball) == 2  # no Life Burst was asked


# ------------------------------------------------------------------ vocab-23: colours

URANUS = "Uranus, White Natural Star"  # a white level 4 RESONA, 15000
VENUS_RESONA = "Venus, White Natural Star"  # a level 2 RESONA
BETELGEUSE_STAR = "Betelgeuse, Natural Star"  # white, level 3, 10000
SASHE_FOUR = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",
    "Sashe Quartier, Eternal Messenger",
    "Sashe Moitié, Eternal Messenger",
    "Sashe Pleine, Eternal Messenger",
]


def uranus_table(table: Table) -> Play:
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE_FOUR}
            lrig_deck: ["{URANUS}"]
            signi: ["{VENUS_RESONA}", "{BETELGEUSE_STAR}"]
            hand: ["Iron, Natural Stone"]
          - signi: ["Iron, Natural Stone"]
            ener: ["Iron, Natural Stone"]
            hand: ["Iron, Natural Stone"]
    """)
    game.act(ActionKind.PLAY_RESONA, URANUS)
    while game.decision is not None and game.decision.name in ("ZONE", "TRIGGER_ORDER"):
        game.first()
    return game


@encodes("WX08-005")
def test_uranus_plays_for_a_resona_and_a_level_three_signi(table: Table) -> None:
    game = uranus_table(table)
    assert game.zone_of(URANUS) == Zone.SIGNI
    assert game.zone_of(VENUS_RESONA) in (Zone.LRIG_TRASH, Zone.LRIG_DECK)
    assert game.zone_of(BETELGEUSE_STAR) == Zone.TRASH


@encodes("WX08-005")
def test_uranus_makes_every_card_white_but_in_the_ener_zone(table: Table) -> None:
    game = uranus_table(table)
    white, red = 0b00001, 0b00010
    iron = "Iron, Natural Stone"
    colors = game.game.colors
    assert colors(game.card(iron, 1, Zone.SIGNI)) == white
    assert colors(game.card(iron, 1, Zone.HAND)) == white
    assert colors(game.card(iron, 0, Zone.HAND)) == white
    assert colors(game.card(iron, 1, Zone.ENER)) == red
    assert colors(game.game.center(1)) == white  # a LRIG on the field is a card too


@encodes("WX08-005")
def test_uranus_is_unaffected_by_the_opponents_white_cards(table: Table) -> None:
    game = uranus_table(table)
    uranus = game.card(URANUS)
    iron = "Iron, Natural Stone"
    # Every card of theirs but in the Ener Zone is white now: Uranus is unaffected by it.
    assert game.game.unaffected(uranus, game.card(iron, 1, Zone.SIGNI))
    assert game.game.unaffected(uranus, game.game.center(1))
    assert not game.game.unaffected(uranus, game.card(iron, 1, Zone.ENER))
    assert not game.game.unaffected(uranus, game.card(iron, 0, Zone.HAND))  # yours


WORM_HOLE = "Worm Hole"  # black spell, 9 black, less for insects and opposing [Charm]s
CHILD_ANT = "Child Ant, Phantom Insect"  # black <Misfortune Insect>, level 1, 3000
WORK_ANT = "Work Ant, Phantom Insect"  # black <Misfortune Insect>, level 2, 7000


@encodes("WX08-032")
def test_worm_hole_costs_less_banishes_and_closes_that_zone_for_two_turns(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: ener
        players:
          - lrig: {TAMA4}
            signi: ["{CHILD_ANT}", "{WORK_ANT}", "{CHILD_ANT}"]
            hand: ["{WORM_HOLE}"]
            ener: {[KOONI] * 4}
          - signi: ["{IRON}", "{SC}", "{PROCYON}"]
            trash: ["{FLAMBER}", "{CALIBURN}"]
            hand: ["{SWALLOW}"]
    """)
    assert game.game.put_charm(game.card(FLAMBER), game.card(IRON))
    assert game.game.put_charm(game.card(CALIBURN), game.card(SC))
    # 9 black, less 3 for the insects and 2 for your opponent's [Charm]s (they go with the
    # SIGNI they are under).
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)  # the charms counted
    game.use(WORM_HOLE)
    game.target(SC)
    assert game.count(0, Zone.ENER) == 0 and game.zone_of(SC, 1) == Zone.ENER
    assert game.names(1, Zone.SIGNI) == [IRON, "", PROCYON]
    turn = game.game.turn

    def main_of(turn_number: int) -> None:
        game.pass_until(
            lambda play: play.game.turn == turn_number and play.decision == DecisionKind.MAIN
        )

    main_of(turn + 1)  # the next turn: that zone is still closed
    assert not game.can(ActionKind.PLAY_SIGNI, SWALLOW)
    main_of(turn + 3)  # open again
    assert game.can(ActionKind.PLAY_SIGNI, SWALLOW)


@encodes("WX08-032")
def test_worm_hole_life_burst_weakens_more_a_signi_with_a_charm(table: Table) -> None:
    for charmed, zone in ((False, Zone.SIGNI), (True, Zone.ENER)):
        burst = table.life_burst(
            WORM_HOLE,
            f"""
            opponent:
              signi: ["{CALIBURN}", ~, "{KUKRI}"]
              trash: ["{IRON}"]
            """,
            classic=True,
        )
        if charmed:
            assert burst.game.put_charm(burst.card(IRON), burst.card(CALIBURN))
        burst.burst()
        burst.target(CALIBURN)
        assert burst.zone_of(CALIBURN, 1) == zone
        if not charmed:
            assert burst.power(CALIBURN, 1) == 10000 - 8000


# ---------------------------------------------------------------- Cross (vocab-25)
# docs/engine-hooks.md, "Cross". Stun stands left of Grenade: side by side so, both are
# crossed; the other way round, neither is.
STUN = "Stun, Explosive Gun"  # red <Weapon>, level 2, 5000
GRENADE = "Grenade, Small Gun"  # red <Weapon>, level 1, 2000
CROSSED = f'["{STUN}", "{GRENADE}", ~]'
UNCROSSED = f'["{GRENADE}", "{STUN}", ~]'
ANNE3 = [
    "Anne, Locus of Miracles",
    "Anne=First, Creation of the Imagination",
    "Anne=Second, Value of Excess Knowledge",
    "Anne=Third, Trusting Oracle",
]
VIOLA = "Viola, Temptation of the String Scale"  # green <Beautiful Technique>, level 2


def _arts_field(
    table: Table, lrig: list[str], arts: str, signi: str, theirs: str, phase: str = "main"
) -> Play:
    return table(f"""
        format: classic
        phase: {phase}
        players:
          - lrig: {lrig}
            lrig_deck: ["{arts}"]
            ener: ["{IRON}", "{IRON}", "{SC}", "{SC}", "{SWALLOW}"]
            signi: {signi}
          - lrig: {HANAYO4}
            signi: {theirs}
    """)


def _usable(game: Play, arts: str) -> bool:
    return any(arts in option for option in game.options())


@encodes("WX08-011")
def test_fiery_harmony_banishes_a_crossed_signi_of_the_opponent(table: Table) -> None:
    arts = "Fiery Harmony"
    game = _arts_field(table, HANAYO4, arts, UNCROSSED, CROSSED)
    assert not _usable(game, arts)
    game = _arts_field(table, HANAYO4, arts, CROSSED, CROSSED)
    game.use(arts)
    game.target(STUN)
    assert game.zone_of(STUN, 1) == Zone.ENER and game.zone_of(GRENADE, 1) == Zone.SIGNI
    game = _arts_field(table, HANAYO4, arts, CROSSED, UNCROSSED)
    game.use(arts)  # no crossed SIGNI there: nothing to banish
    assert game.names(1, Zone.ENER) == []


@encodes("WX08-013")
def test_rob_move_downs_and_freezes_all_opposing_signi(table: Table) -> None:
    arts, theirs = "Rob Move", f'["{IRON}", "{KOONI}", ~]'
    game = _arts_field(table, PIRULUK, arts, UNCROSSED, theirs, phase="attack")
    assert not _usable(game, arts)
    game = _arts_field(table, PIRULUK, arts, CROSSED, theirs, phase="attack")
    game.use(arts)
    for card in (game.card(IRON, 1), game.card(KOONI, 1)):
        assert game.downed[card] and game.frozen[card]


@encodes("WX08-018")
def test_most_humbly_pleased_keeps_beautiful_technique_signi_from_banishment(
    table: Table,
) -> None:
    arts, mine = "Most Humbly Pleased", f'["{STUN}", "{GRENADE}", "{VIOLA}"]'
    game = _arts_field(table, ANNE3, arts, f'["{GRENADE}", "{STUN}", "{VIOLA}"]', "[]", "attack")
    assert not _usable(game, arts)
    game = _arts_field(table, ANNE3, arts, mine, "[]", phase="attack")
    game.use(arts)
    viola = game.card(VIOLA)
    assert not game.vanish(viola) and game.zone_of(VIOLA) == Zone.SIGNI
    assert game.vanish(game.card(STUN)) and game.zone_of(STUN) == Zone.ENER


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


@encodes("WX08-044", "WX08-071")
def test_flute_and_clarine_cross(table: Table) -> None:
    flute = "Flute, Left Sound of the Musical Performance"
    _pair_plays(table, flute, "Clarine, Right Sound of the Musical Performance", flute)


@encodes("WX08-038", "WX08-059")
def test_tieye_and_cateye_cross(table: Table) -> None:
    _pair_plays(table, "Tieye, Natural Stone", "Cateye, Natural Stone", "Tieye, Natural Stone")


@encodes("WX08-041", "WX08-065")
def test_code_art_fm_and_dp_cross(table: Table) -> None:
    _pair_plays(table, "Code Art FM", "Code Art DP", "Code Art FM")


@encodes("WX08-016", "WX08-009", "WX08-012")
def test_level_three_lrigs_power_up_signi_with_cross(table: Table) -> None:
    for lrig in (
        "Anne=Third, Converging Exercise",
        "Hanayo-Three, Combined Flaming Elegance",
        "Code Piruluk Theta",
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


TOON = "To'on, Right Rhythm of the Scale"  # level 4, 12000; right of Heon
HEON = "Heon, Left Technique of the Scale"  # level 3, 8000; left of To'on
ANNE4 = [*ANNE3, "Anne=Fourth, Connected Integrity"]


@encodes("WX08-029", "WX08-043")
def test_toon_and_heon_cross(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ANNE4}
            hand: ["{HEON}"]
            ener: ["{SWALLOW}", "{IRON}"]
            deck: ["{VIOLA}", "{SC}", "{KUKRI}"]
            signi: [~, "{TOON}", ~]
          - life: ["{KOONI}", "{KOONI}", "{KOONI}"]
    """)
    game.play(HEON, 0)  # left of To'on: look at two, a <Beautiful Technique> SIGNI
    _settle(game, VIOLA)
    if game.decision is DecisionKind.MODE:
        game.mode(1)  # into the Ener Zone
    while game.decision is DecisionKind.CHOOSE:
        game.first()  # the rest on the bottom, in any order
    assert game.zone_of(VIOLA) == Zone.ENER and game.power(TOON) == 15000
    game.end_main()
    game.action(TOON)  # [Attack Phase] pay [Green]: it cannot be banished this turn
    game.pay()
    assert not game.vanish(game.card(TOON)) and game.zone_of(TOON) == Zone.SIGNI
    game.attack(HEON)
    game.attack(TOON)  # Heon downed: [Heaven], a card from the Ener Zone to the hand
    _settle(game, IRON)
    assert game.zone_of(IRON, 0) == Zone.HAND
    burst = table.life_burst(
        TOON,
        f"{{life: ['{KOONI}'], opponent: {{signi: ['{IRON}', ~, '{CLASSIC_FILLER}']}}}}",
        classic=True,
    )
    burst.burst()
    burst.attack(IRON)  # no damage this turn: no Life Cloth crushed
    assert burst.count(0, Zone.LIFE) == 1


@encodes("WX08-037")
def test_moonst_banishes_small_signi_when_it_enters_crossed(table: Table) -> None:
    moonst, sunst = "Moonst, Natural Stone", "Sunst, Natural Stone"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["{moonst}", "{moonst}"]
            signi: [~, "{sunst}", ~]
          - signi: ["{SERVANT}", "{IRON}", "{FLAMBER}"]
    """)
    game.play(moonst, 0)  # left of Sunst: choose one
    game.mode(0)
    assert game.zone_of(SERVANT) == Zone.ENER and game.zone_of(IRON, 1) == Zone.ENER
    assert game.zone_of(FLAMBER) == Zone.SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["{moonst}"]
            signi: [~, "{sunst}", ~]
    """)
    game.play(moonst, 0)
    game.mode(1)
    assert game.power(moonst) == 15000


@encodes("WX08-027", "WX08-040")
def test_code_art_hi_and_dy_cross(table: Table) -> None:
    hi, dy = "Code Art HI", "Code Art DY"
    game = table(f"""
        format: classic
        players:
          - lrig: {[*PIRULUK, "Code Piruluk Zeta"]}
            hand: ["{dy}", "{SC}"]
            signi: [~, "{hi}", ~]
          - hand: ["{KUKRI}"]
            signi: [~, ~, "{CALIBURN}"]
            life: ["{IRON}", "{IRON}"]
    """)
    game.play(dy, 0)  # left of HI: your opponent discards a card
    _settle(game)
    assert game.count(1, Zone.HAND) == 0 and game.power(hi) == 15000
    game.action(hi)  # discard an <Electric Machine> SIGNI: freeze a SIGNI
    assert game.zone_of(SC) == Zone.TRASH and game.frozen[game.card(CALIBURN)]
    game.end_main()
    game.attack(dy)
    game.attack(hi)  # DY downed: [Heaven], banish a frozen SIGNI
    _settle(game, CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER
    burst = table.life_burst(
        hi, f"opponent: {{signi: ['{CALIBURN}', ~, '{CLASSIC_FILLER}']}}", classic=True
    )
    burst.burst()
    burst.target(CALIBURN)
    caliburn = burst.card(CALIBURN)
    assert burst.downed[caliburn] and burst.frozen[caliburn]


def _lrig4_field(table: Table, lrig: list[str], signi: str, **mine: str) -> Play:
    extra = "".join(f"\n            {key}: {value}" for key, value in mine.items())
    return table(f"""
        format: classic
        players:
          - lrig: {lrig}
            signi: {signi}{extra}
          - signi: ["{CALIBURN}", ~, ~]
            hand: ["{KUKRI}", "{KUKRI}"]
            life: ["{SC}", "{SC}", "{SC}"]
    """)


def _heaven(game: Play, *choices: str) -> None:
    """To the attack phase; Grenade attacks while Stun, crossed with it, is downed."""
    game.end_main()
    game.down(game.card(STUN))
    game.attack(GRENADE)
    _settle(game, *choices)


SOLO = f'[~, "{STUN}", ~]'


@encodes("WX08-003")
def test_anne_fourth_connected_integrity(table: Table) -> None:
    lrig = ANNE4[-1]
    game = _lrig4_field(
        table,
        ANNE4,
        SOLO,
        hand=f'["{GRENADE}"]',
        ener=f'["{SWALLOW}", "{PROCYON}"]',
        deck=f'["{KOONI}", "{FLAMBER}", "{KOONI}"]',
    )
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)  # you may pay [Green]: a card of your deck into the Ener Zone
    game.accept()  # (Swallow pays the [Green])
    game.choose(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.ENER
    game.action(lrig)  # pay [White], down: return a SIGNI of your opponent
    game.pay()
    assert game.zone_of(CALIBURN) == Zone.HAND
    game = _lrig4_field(table, ANNE4, CROSSED)
    ener = game.count(0, Zone.ENER)
    _heaven(game)
    assert game.count(0, Zone.ENER) == ener + 2


@encodes("WX08-001")
def test_hanayo_four_golden_orchid_pledge(table: Table) -> None:
    hanayo = [*HANAYO, "Hanayo-Four, Golden Orchid Pledge"]
    lrig = hanayo[-1]
    game = _lrig4_field(
        table, hanayo, SOLO, hand=f'["{GRENADE}"]', ener=f'["{IRON}", "{IRON}", "{IRON}"]'
    )
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)  # you may pay [Red][Red]: one of yours gains [Assassin]
    game.accept()
    game.pay()
    game.target(STUN)
    assert game.has_keyword(game.card(STUN), KW.ASSASSIN)
    game.action(lrig)  # pay [Red], down: crush one Life Cloth
    assert game.count(1, Zone.LIFE) == 2
    game = _lrig4_field(table, hanayo, CROSSED)
    game.down(game.card(lrig))
    _heaven(game)  # up this LRIG
    assert not game.downed[game.card(lrig)]


@encodes("WX08-002")
def test_code_piruluk_zeta(table: Table) -> None:
    piruluk = [*PIRULUK, "Code Piruluk Zeta"]
    lrig = piruluk[-1]
    game = _lrig4_field(table, piruluk, SOLO, hand=f'["{GRENADE}"]', ener=f'["{SC}"]')
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)  # you may pay [Blue]: draw a card
    game.accept()
    game.pay()
    assert game.count(0, Zone.HAND) == 1
    game.action(lrig)  # down: your opponent discards two cards
    assert game.count(1, Zone.HAND) == 0
    game = _lrig4_field(table, piruluk, CROSSED)
    _heaven(game)  # down and freeze your opponent's LRIG
    theirs = game.game.center(1)
    assert game.downed[theirs] and game.frozen[theirs]


@encodes("PR-195")
def test_remember_midnight_star_reading_miko(table: Table) -> None:
    lrig = "Remember Midnight, Star-Reading Miko"
    game = _lrig4_field(table, [lrig], SOLO, hand=f'["{GRENADE}", "{GRENADE}"]')
    assert not game.can(ActionKind.USE_ACTION, lrig)
    game.play(GRENADE, 2)  # freeze one of your opponent's SIGNI (once per turn)
    assert game.frozen[game.card(CALIBURN)]
    game.action(lrig)  # your opponent discards a card for each of their frozen SIGNI
    assert game.count(1, Zone.HAND) == 1
    game = _lrig4_field(table, [lrig], CROSSED)
    hand = game.count(0, Zone.HAND)
    _heaven(game)  # draw a card
    assert game.count(0, Zone.HAND) == hand + 1


@encodes("WX08-035")
def test_torpedo_grows_with_cross_signi_and_ups_on_heaven(table: Table) -> None:
    torpedo = "Torpedo, Ballista"
    game = _lrig4_field(
        table,
        [*HANAYO, "Hanayo-Four, Golden Orchid Pledge"],
        f'["{STUN}", "{GRENADE}", "{torpedo}"]',
        ener=f'["{IRON}", "{IRON}"]',
    )
    assert game.power(torpedo) == 16000
    game.end_main()
    game.attack(torpedo)
    game.down(game.card(STUN))
    game.attack(GRENADE)
    _settle(game)  # you may pay [Red][Red]: up this SIGNI
    assert not game.downed[game.card(torpedo)]


@encodes("WX08-055", "WX08-057")
def test_plasbomb_and_mine_discard_a_cross_signi(table: Table) -> None:
    plasbomb, mine = "Plasbomb, Roaring Gun", "Mine, Explosive Gun"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["{plasbomb}", "{STUN}", "{GRENADE}"]
            signi: ["{mine}", ~, ~]
          - signi: ["{FLAMBER}", "{IRON}", ~]
    """)
    game.play(plasbomb, 1)  # you may discard a SIGNI with [Cross]: banish 8000 or less
    game.accept()
    game.discard(STUN)
    game.target(FLAMBER)
    assert game.zone_of(FLAMBER) == Zone.ENER
    game.action(mine)  # down, discard a SIGNI with [Cross]: banish 7000 or less
    assert game.zone_of(GRENADE) == Zone.TRASH and game.zone_of(IRON, 1) == Zone.ENER


@encodes("WX08-066", "WX08-060", "WX08-072")
def test_beautiful_tuning_of_mutual_love_and_resolution(table: Table) -> None:
    def field(spell: str, signi: str) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                hand: ["{spell}"]
                ener: ["{IRON}", "{IRON}", "{SC}", "{SWALLOW}"]
                deck: ["{KOONI}", "{PROCYON}", "{FLAMBER}"]
                signi: {signi}
              - signi: ["{CALIBURN}", "{SERVANT}", ~]
        """)

    game = field("BEAUTIFUL", CROSSED)
    game.use("BEAUTIFUL")
    game.target(CALIBURN, SERVANT)
    caliburn = game.card(CALIBURN)
    assert game.downed[caliburn] and game.frozen[caliburn] and game.count(0, Zone.HAND) == 1
    game = field("BEAUTIFUL", UNCROSSED)
    game.use("BEAUTIFUL")
    game.target(CALIBURN)
    game.done()
    assert game.count(0, Zone.HAND) == 0
    game = field("Tuning of Mutual Love", CROSSED)
    game.use("Tuning of Mutual Love")
    _settle(game, STUN)
    assert game.zone_of(SERVANT) == Zone.ENER
    assert game.has_keyword(game.card(STUN), KW.DOUBLE_CRUSH)
    game = field("Resolution", CROSSED)
    game.use("Resolution")
    _settle(game, KOONI, FLAMBER)
    assert game.zone_of(KOONI) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER
    game = field("Resolution", UNCROSSED)
    game.use("Resolution")
    _settle(game, KOONI, FLAMBER)
    assert game.zone_of(KOONI) == Zone.ENER and game.zone_of(FLAMBER) == Zone.DECK
    for spell in ("BEAUTIFUL", "Tuning of Mutual Love", "Resolution"):
        burst = table.life_burst(spell, f"deck: ['{STUN}']", classic=True)
        burst.burst()
        burst.choose(STUN)
        assert burst.zone_of(STUN, 0) == Zone.HAND


SUNST = "Sunst, Natural Stone"  # red <Gem>, level 4, 12000; right of Moonst
MOONST = "Moonst, Natural Stone"  # red <Gem>, level 3, 8000; left of Sunst


@encodes("WX08-024")
def test_sunst_crossed_heaven_assassin_crushes_both_and_banishes_the_weakest(
    table: Table,
) -> None:
    def field(signi: str, **mine: str) -> Play:
        extra = "".join(f"\n                {key}: {value}" for key, value in mine.items())
        return table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                signi: {signi}{extra}
              - lrig: {TAMA}
                signi: ["{FLAMBER}", "{SC}", ~]
                life: ["{KOONI}", "{KOONI}", "{KOONI}"]
        """)

    # [Cross Constant]: crossed with Moonst on its left, its power becomes 15000.
    game = field(f'["{MOONST}", "{SUNST}", ~]')
    assert game.power(SUNST) == 15000
    assert field(f'["{SUNST}", "{MOONST}", ~]').power(SUNST) == 12000
    # [Heaven]: Moonst downed, Sunst attacks: it gets [Assassin] until end of turn.
    game.end_main()
    game.down(game.card(MOONST))
    game.attack(SUNST)
    _settle(game)
    assert game.has_keyword(game.card(SUNST), KW.ASSASSIN)
    # [Action]: discard three <Ore> or <Gem>: one Life Cloth of each player crushed.
    game = field(
        f'[~, "{SUNST}", ~]',
        hand=f'["{IRON}", "{MOONST}", "{IRON}", "{SC}"]',
        life=f'["{KOONI}", "{KOONI}"]',
    )
    game.action(SUNST)
    game.discard(IRON, MOONST)  # (the last Iron is the only card left to pay)
    _settle(game)
    assert game.count(0, Zone.LIFE) == 1 and game.count(1, Zone.LIFE) == 2
    assert game.names(0, Zone.HAND) == [SC]
    # [Life Burst]: the SIGNI of your opponent with the lowest power (ties: one of them).
    burst = table.life_burst(
        SUNST, f"opponent: {{signi: ['{FLAMBER}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()  # Flamber 7000, the attacking Kukri 3000
    assert burst.names(1, Zone.ENER) == [KUKRI] and burst.zone_of(FLAMBER, 1) == Zone.SIGNI
    burst = table.life_burst(SUNST, f"opponent: {{signi: ['{SC}', ~, '{KUKRI}']}}", classic=True)
    burst.burst()
    assert burst.decision == DecisionKind.TARGET and len(burst.options()) == 2


TIMERBOMB = "Timerbomb, Trap Gun"


@encodes("WX08-025")
def test_timerbomb_comes_only_beside_crossed_signi_and_goes_when_one_leaves(
    table: Table,
) -> None:
    scene = f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: {{signi}}
            hand: ["{TIMERBOMB}"]
    """
    game = table(scene.replace("{signi}", UNCROSSED))
    assert not game.can(ActionKind.PLAY_SIGNI, TIMERBOMB)  # no crossed SIGNI
    game = table(scene.replace("{signi}", CROSSED))
    game.play(TIMERBOMB, 2)
    assert game.zone_of(TIMERBOMB) == Zone.SIGNI
    # Grenade leaves the field crossed: Timerbomb goes to the trash.
    game.act(ActionKind.RETIRE, GRENADE)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of(TIMERBOMB) == Zone.TRASH
    # A SIGNI that was not crossed leaves: it stays.
    game = table(
        scene.replace("{signi}", f'["{GRENADE}", "{STUN}", "{TIMERBOMB}"]').replace(
            f'hand: ["{TIMERBOMB}"]', "hand: []"
        )
    )
    game.act(ActionKind.RETIRE, GRENADE)
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    assert game.zone_of(TIMERBOMB) == Zone.SIGNI


@encodes("WX08-025")
def test_timerbomb_damages_the_opponent_when_red_signi_heaven(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["{STUN}", "{GRENADE}", "{TIMERBOMB}"]
          - lrig: {HANAYO4}
            life: ["{SC}", "{SC}", "{SC}", "{SC}"]
    """)
    _heaven(game)
    # Timerbomb's damage as Grenade [Heaven]s, then Grenade's own attack: two crushed.
    game.pass_until(lambda g: g.count(1, Zone.LIFE) <= 2 or g.decision == DecisionKind.MAIN)
    assert game.count(1, Zone.LIFE) == 2


@encodes("WX08-025")
def test_timerbomb_life_burst_draws_and_takes_a_revealed_cross_signi(table: Table) -> None:
    # Kukri is drawn, then Stun (with Cross) revealed and taken.
    burst = table.life_burst(TIMERBOMB, f"deck: ['{KUKRI}', '{STUN}']", classic=True)
    burst.burst()
    assert sorted(burst.names(0, Zone.HAND)) == sorted([KUKRI, STUN])
    burst = table.life_burst(TIMERBOMB, f"deck: ['{KUKRI}', '{IRON}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [KUKRI]
    assert burst.zone_of(IRON) == Zone.DECK
