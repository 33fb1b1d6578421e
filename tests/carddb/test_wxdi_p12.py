"""WXDi-P12: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from tests.carddb.scenes import assist, burst, end_of_turn
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"

# SIGNI that put the top cards of the opponent's deck into the trash when they attack
MILLS = [
    ("WXDi-P12-084", "Mahomaho//Dissona, Natural Element", 2),
    ("WXDi-P12-088", "Oryzill//Dissona, Natural Bacteria", 6),
]


@pytest.mark.parametrize(("number", "card", "milled"), MILLS)
@encodes(*(number for number, *_ in MILLS))
def test_attacking_mills_the_opponents_deck(
    table: Table, number: str, card: str, milled: int
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{card}"]
          - deck: {[BUFFALO] * 8}
    """)
    game.attack(card)
    assert game.count(1, Zone.TRASH) == milled and game.count(1, Zone.DECK) == 8 - milled


@encodes("WXDi-P12-081")
def test_mad_dogma_charges_two_at_exactly_15000(table: Table) -> None:
    for boost, charged in ((5000, 2), (6000, 1), (0, 1)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Mad Dogma//Dissona, Jade Mind"]
        """)
        game.game.add_power(game.card("Mad Dogma//Dissona, Jade Mind"), boost)
        game.attack("Mad Dogma//Dissona, Jade Mind")
        assert game.count(0, Zone.ENER) == charged


MADOKA = "Madoka//Dissona, Code: Anti"  # [Dissona], level 1, 2000, blue
NOVA = "Nova//Dissona, Natural Planet"  # [Dissona], level 1, 3000, white


@encodes("WXDi-P12-080")
def test_ivy_charges_when_every_signi_is_dissona(table: Table) -> None:
    for beside, charged in ((MADOKA, 1), (BUFFALO, 0)):
        game = table(f"""
            players:
              - signi: ["Ivy//Dissona, Natural Plant", "{beside}"]
        """)
        game.end_main()
        assert game.count(0, Zone.ENER) == charged


@encodes("WXDi-P12-065")
def test_firecracker_discards_a_dissona_card_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Firecracker//Dissona, Small Cannon", "{MADOKA}", "{BUFFALO}"]
          - signi: ["{BUFFALO}"]
    """)
    game.play("Firecracker//Dissona, Small Cannon", 0)
    game.accept()
    assert game.names(0, Zone.TRASH) == [MADOKA] and game.names(1, Zone.ENER) == [BUFFALO]


@encodes("WXDi-P12-070", "WXDi-P12-057")
def test_madoka_draws_and_nova_grows_when_the_revealed_card_is_dissona(table: Table) -> None:
    assert end_of_turn(table, MADOKA, NOVA).names(0, Zone.HAND) == [NOVA]
    assert end_of_turn(table, MADOKA, BUFFALO).count(0, Zone.HAND) == 0
    base = table(f"""
        players:
          - signi: ["{NOVA}"]
    """).power(NOVA)
    assert end_of_turn(table, NOVA, MADOKA).power(NOVA) == base + 5000
    assert end_of_turn(table, NOVA, BUFFALO).power(NOVA) == base


@encodes("WXDi-P12-083")
def test_muzica_trashes_a_dissona_ener_card_for_minus_3000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Muzica//Dissona, Code: Maze"]
            ener: ["{MADOKA}"]
          - signi: ["{BUFFALO}"]
    """)
    game.play("Muzica//Dissona, Code: Maze", 0)
    game.accept()
    assert game.power(BUFFALO, 1) == 2000 and game.names(0, Zone.TRASH) == [MADOKA]


@encodes("WXDi-P12-086")
def test_hanare_dissona_gives_minus_1000_per_other_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["Hanare//Dissona Type: Drei", "{MADOKA}", "{NOVA}"]
          - lrig: {lrigs(AT3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.end_main()
    assert game.power("Koalala, Phantom Terra Beast") == 10000 - 2 * 1000


@encodes("WXDi-P12-060")
def test_guillotine_powers_other_dissona_in_the_opponents_turn_and_pays_for_5000(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Guillotine//Dissona, High Armed", "{MADOKA}", "{BUFFALO}"]
    """)
    assert game.power(MADOKA) == 4000 and game.power(BUFFALO, 0) == 5000
    game = table(f"""
        players:
          - hand: ["Guillotine//Dissona, High Armed"]
            ener: ["{BUFFALO}"]
    """)
    game.play("Guillotine//Dissona, High Armed", 0)
    game.accept()
    assert game.power("Guillotine//Dissona, High Armed") == 8000 + 5000


@encodes("WXDi-P12-063")
def test_ril_pays_to_vanish_beside_another_dissona_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Ril//Dissona, Crimson General", "{MADOKA}"]
            ener: ["Romail, Lightly Armed", "{BUFFALO}"]
          - signi: [~, "{BUFFALO}"]
    """)
    game.attack("Ril//Dissona, Crimson General")
    game.accept()
    game.pay()
    assert game.names(1, Zone.ENER) == [BUFFALO]


@encodes("WXDi-P12-089")
def test_black_aura_gives_minus_1000_per_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Black Aura"]
            signi: ["{MADOKA}", "{NOVA}", "{BUFFALO}"]
            ener: {["Mahomaho//Dissona, Natural Element"] * 3}
          - lrig: {lrigs(AT3)}
            signi: ["Koalala, Phantom Terra Beast"]
    """)
    game.use("Black Aura")
    game.pay()
    assert game.power("Koalala, Phantom Terra Beast") == 8000


@encodes("WXDi-P12-069")
def test_opening_signal_gives_a_dissona_signi_a_vanish_when_it_attacks(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["Opening Signal"]
            signi: ["{MADOKA}", "{BUFFALO}"]
            ener: {["Romail, Lightly Armed"] * 3}
          - lrig: {lrigs(AT3)}
            signi: [~, "Koalala, Phantom Terra Beast"]
            life: ["{BUFFALO}"]
    """)
    game.use("Opening Signal")
    game.pay()
    game.end_main()
    game.attack(MADOKA)
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-P12-062")
def test_new_problem_reveals_two_dissona_signi_of_the_top_five(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["New Problem"]
            ener: ["Circe, Blessed Angel"]
            deck: ["{MADOKA}", "{BUFFALO}", "{NOVA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.use("New Problem")
    game.pay()
    game.choose(MADOKA, NOVA)
    assert sorted(game.names(0, Zone.HAND)) == sorted([MADOKA, NOVA])


@encodes("WXDi-P12-082")
def test_emergence_charges_beside_a_dissona_signi_or_adds_one_from_the_ener_zone(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Emergence"]
            signi: ["{MADOKA}"]
            ener: ["Ivy//Dissona, Natural Plant"]
    """)
    game.use("Emergence")
    game.mode(0)
    assert game.count(0, Zone.ENER) == 2  # a free spell: one charged
    game = table(f"""
        players:
          - hand: ["Emergence"]
            ener: ["Ivy//Dissona, Natural Plant", "{NOVA}"]
    """)
    game.use("Emergence")
    game.mode(1)
    game.target(NOVA)
    assert game.names(0, Zone.HAND) == [NOVA]


@encodes("WXDi-P12-085")
def test_monkeys_paw_mills_three_and_grows_with_three_dissona_in_the_trash(
    table: Table,
) -> None:
    name = "Monkey's Paw//Dissona, Code: Anti"
    game = table(f"""
        players:
          - hand: ["{name}"]
            deck: ["{MADOKA}", "{NOVA}", "{MADOKA}", "{BUFFALO}"]
    """)
    game.play(name, 0)
    assert game.count(0, Zone.TRASH) == 3 and game.power(name) == 2000 + 5000


@encodes("WXDi-P12-064")
def test_ano_uzu_gives_an_attacking_dissona_signi_5000_once_a_turn(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["Ano Uzu//Dissona, Crimson Angel", "{MADOKA}", "{NOVA}"]
          - life: {[BUFFALO] * 3}
    """)
    game.attack(MADOKA)
    assert game.power(MADOKA) == 2000 + 5000
    game.attack(NOVA)
    assert game.power(NOVA) == 3000  # once per turn


@encodes("WXDi-P12-072")
def test_pond_turtle_counts_two_more_cards_and_discards_a_dissona_card(table: Table) -> None:
    name = "Pond Turtle//Dissona, Phantom Beast"
    game = table(f"""
        players:
          - signi: ["{name}"]
            hand: ["{MADOKA}", "{BUFFALO}"]
          - hand: ["{BUFFALO}"]
    """)
    base = game.game.defs[game.card(name)].power
    assert game.power(name) == base  # one more card only
    game.end_main()
    game.accept()
    assert game.names(0, Zone.TRASH) == [MADOKA] and game.count(1, Zone.HAND) == 0
    game = table(f"""
        players:
          - signi: ["{name}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
    """)
    assert game.power(name) == base + 2000


@encodes("WXDi-P12-087")
def test_kagomeka_mills_three_and_trades_itself_for_a_level_three_dissona(table: Table) -> None:
    oryzill = "Oryzill//Dissona, Natural Bacteria"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Kagomeka//Dissona, Mimicry Play"]
            deck: ["{oryzill}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            ener: ["Mahomaho//Dissona, Natural Element"]
    """)
    game.action("Kagomeka//Dissona, Mimicry Play")  # down: mill three
    assert game.count(0, Zone.TRASH) == 3
    game.act(ActionKind.USE_ACTION, "Kagomeka//Dissona, Mimicry Play")
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.zone_of(oryzill) == Zone.SIGNI
    assert game.zone_of("Kagomeka//Dissona, Mimicry Play") == Zone.TRASH


TAWIL = "Tawil =Noll=, Awakened One"
UMR = "Umr =Noll=, Key to Salvation"
KOALALA = "Koalala, Phantom Terra Beast"
ROMAIL = "Romail, Lightly Armed"


@encodes("WXDi-P12-049")
def test_tamago_dissona_loots_two_when_attacking_and_downs_two_lrig_to_draw(
    table: Table,
) -> None:
    tamago = "Tamago//Dissona, Planet Queen"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[TAWIL, "Tawil =Screech="], right=[UMR, "Umr =Draw="])}
            signi: ["{tamago}"]
            hand: ["{ROMAIL}"]
            deck: {[BUFFALO] * 5}
          - life: {[BUFFALO] * 3}
    """)
    game.action(tamago)
    game.choose("Tawil =Screech=", "Umr =Draw=")
    assert game.count(0, Zone.HAND) == 2
    assert (
        game.game.downed[game.card("Tawil =Screech=")] and game.game.downed[game.card("Umr =Draw=")]
    )
    assert not game.can(ActionKind.USE_ACTION, tamago)  # one upped LRIG left: the Center
    game.end_main()
    game.attack(tamago)
    game.accept()
    game.discard(ROMAIL)
    assert game.count(0, Zone.HAND) == 3 and game.names(0, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P12-059")
def test_yukayuka_dissona_adds_a_guard_signi_and_bursts_to_stop_an_attacker(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["Yukayuka//Dissona, Medium Trickster"]
            ener: {["Sara Hoshikawa, Code 2434"] * 2}
            trash: ["Servant #", "{BUFFALO}"]
    """)
    game.action("Yukayuka//Dissona, Medium Trickster")
    assert game.names(0, Zone.HAND) == ["Servant #"]
    game = burst(table, "Yukayuka//Dissona, Medium Trickster")
    game.target(KOALALA)
    assert not game.can(ActionKind.ATTACK, KOALALA) and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P12-074")
def test_hope_dia_makes_the_opponent_discard_when_targeted_and_bursts(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - signi: ["Hope Dia//Dissona, Natural Crystal"]
          - hand: ["Fuyuki Hakase, Code 2434", "{ROMAIL}"]
    """)
    game.play("Fuyuki Hakase, Code 2434", 0)  # --1000 to target SIGNI: Hope Dia
    assert game.names(1, Zone.TRASH) == [ROMAIL]
    game = burst(table, "Hope Dia//Dissona, Natural Crystal", theirs=f'hand: ["{ROMAIL}"]')
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.game.downed[koalala] and game.game.frozen[koalala]
    assert game.names(1, Zone.TRASH) == [ROMAIL]


@encodes("WXDi-P12-058")
def test_pale_laby_takes_abilities_away_on_entering_and_in_its_life_burst(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["Pale Laby//Dissona, Code: Maze"]
          - signi: ["{MADOKA}"]
    """)
    game.play("Pale Laby//Dissona, Code: Maze", 0)
    assert game.game.lost_abilities(game.card(MADOKA))
    game = burst(
        table, "Pale Laby//Dissona, Code: Maze", theirs=f'signi: ["{MADOKA}", ~, "Servant #"]'
    )
    game.mode(0)
    assert game.game.lost_abilities(game.card(MADOKA))
    assert game.game.lost_abilities(game.card("Servant #", 1))
    game = burst(table, "Pale Laby//Dissona, Code: Maze")
    game.mode(1)
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-P12-061")
def test_yukime_trashes_itself_to_draw_two_and_bounces_from_the_center(table: Table) -> None:
    yukime = "Yukime//Dissona, Blessed General"
    game = table(f"""
        phase: up
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{yukime}"]
            deck: {[BUFFALO] * 5}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert game.zone_of(yukime) == Zone.TRASH and game.count(0, Zone.HAND) >= 2
    for signi, bounced in ((f'[~, "{yukime}"]', True), (f'["{yukime}"]', False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: {signi}
                ener: {["Sara Hoshikawa, Code 2434"] * 3}
              - signi: ["{KOALALA}"]
        """)
        game.decline()  # the main phase has begun: Yukime stays
        game.end_main()
        if bounced:
            game.accept()
        assert (game.zone_of(KOALALA, 1) == Zone.HAND) == bounced


# Cards encoded with the terms of the later rounds (unless, Exceed, moves, swaps, ...).
CHAIKA = "Hanabatake Chaika, Code 2434"  # black
TOBIEL = "Tobiel, Full Armed"  # level 3, 12000, red
CIRCE = "Circe, Blessed Angel"  # level 2, 10000, white
LIFE = str([BUFFALO] * 3)
# [Dissona] SIGNI whose text is not encoded yet (they play as vanilla SIGNI).
WAWOLF = "Wawolf//Dissona, Phantom Terra Beast"  # level 1, 3000, green
TAWIL_D = "Tawil//Dissona, Blessed Angel"  # level 1, 2000, white
SOUI = "Soui//Dissona, Azure General"  # level 2, 8000, blue
LAYLA_0 = ["Layla =Neutral="]
ELDORA_0 = ["Eldora × Mark ０"]
AIYAI_0 = ["Aiyai ★ Bet"]
# A green Center, white and blue Assist LRIGs: three colors.
THREE_COLORS = lrigs(AT3, left="Dona START", right="Aya! 0")
MEL = [
    "Mel - Cherry Blossom",
    "Mel - Evergreen",
    "Mel - Snow Country",
    "Mel - Lady of the Camellias",
]
HANAYO = [
    "Hanayo, Daybreak",
    "Hanayo, Strange Land Fairy",
    "Hanayo Mimic, Ominous Disaster",
    "Hanayo Tragic, Flame Dance",
]


@encodes("WXDi-P12-002")
def test_unbalanced_dance_with_three_dissona_vanishes_all_and_trashes_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Unbalanced Dance"]
            signi: ["{WAWOLF}", "{TAWIL_D}", "{SOUI}"]
            ener: ["{ROMAIL}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{TOBIEL}"]
            ener: ["{CHAIKA}", "{CIRCE}"]
    """)
    game.use("Unbalanced Dance")
    game.target(CHAIKA, KOALALA)  # not Circe: white, as the Center Lize
    assert game.count(1, Zone.SIGNI) == 0
    assert sorted(game.names(1, Zone.TRASH)) == sorted([CHAIKA, KOALALA])


@encodes("WXDi-P12-003")
def test_lancer_in_the_dark_refills_the_deck_and_fields_dissona_from_the_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Lancer in the Dark"]
            ener: ["{WAWOLF}"]
            trash: ["{WAWOLF}", "{SOUI}"]
            deck: ["{TAWIL_D}", "{SOUI}"]
    """)
    game.use("Lancer in the Dark")  # every card of the deck is a [Dissona] SIGNI
    assert game.count(0, Zone.TRASH) == 0 and game.count(0, Zone.ENER) == 2
    while game.decision in (DecisionKind.TARGET, DecisionKind.ZONE):
        game.first()  # both charged SIGNI onto the field, then one gains [S Lancer]
    fielded = game.game.cards_in(0, Zone.SIGNI)
    assert len(fielded) == 2 and game.count(0, Zone.ENER) == 0
    assert any(game.has_keyword(card, KW.S_LANCER) for card in fielded)


@encodes("WXDi-P12-004")
def test_dissonance_adds_up_to_two_dissona_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE_COLORS}
            lrig_deck: ["Dissonance"]
            ener: ["{BUFFALO}"]
            trash: ["{WAWOLF}", "{SOUI}", "{ROMAIL}"]
    """)
    game.use("Dissonance")
    game.target(WAWOLF, SOUI)
    assert sorted(game.names(0, Zone.HAND)) == sorted([WAWOLF, SOUI])


@encodes("WXDi-P12-007")
def test_hanayo_tragic_pays_for_assassin_loots_and_exceeds_to_crush(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HANAYO * 2)}
            signi: ["{WAWOLF}"]
            hand: ["{ROMAIL}"]
            ener: ["{ROMAIL}", "{BUFFALO}"]
            deck: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    tragic = HANAYO[-1]
    game.action(tragic)  # discard a card: draw
    game.mode(0)
    assert game.names(0, Zone.HAND) == [BUFFALO]
    game.act(ActionKind.USE_ACTION, tragic)  # [Exceed 4]
    game.choose(*HANAYO[:3])
    if game.decision == DecisionKind.PAYMENT:
        game.choose(HANAYO[0])
    assert game.count(1, Zone.LIFE) == 2
    game.end_main()
    game.accept()  # every SIGNI is [Dissona]: pay red and colorless
    game.mode(0)
    assert game.has_keyword(game.card(WAWOLF), KW.ASSASSIN)


@encodes("WXDi-P12-009")
def test_mel_camellias_lifts_a_dissona_field_and_pays_for_s_lancer(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MEL * 2)}
            signi: ["{WAWOLF}"]
            ener: ["{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            deck: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.action(MEL[-1])  # [Exceed 4] and green and two colorless: a Life Cloth
    game.choose(*MEL)
    game.pay(KOALALA)
    assert game.count(0, Zone.LIFE) == 1
    game.end_main()
    game.accept()  # green and colorless
    assert game.power(WAWOLF) == 8000 and game.has_keyword(game.card(WAWOLF), KW.S_LANCER)


@encodes("WXDi-P12-027", "WXDi-P12-033", "WXDi-P12-037")
@pytest.mark.parametrize(
    ("card", "below"),
    [
        ("Layla the Vanish", LAYLA_0),
        ("Eldora! Exclamation!", ELDORA_0),
        ("Eldora! Stone!", [*ELDORA_0, "Eldora! Exclamation!"]),
    ],
)
def test_assists_that_remove_a_signi_or_draw(table: Table, card: str, below: list[str]) -> None:
    game = assist(
        table,
        card,
        below,
        mine=f"""ener: {[BUFFALO] * 5}
            deck: {[ROMAIL] * 4}""",
        theirs=f'signi: ["{TOBIEL}", "{KOALALA}"]',
    )
    if card == "Layla the Vanish":  # 10000 or less
        assert game.zone_of(KOALALA) == Zone.ENER and game.zone_of(TOBIEL) == Zone.SIGNI
    elif card == "Eldora! Exclamation!":
        assert game.count(0, Zone.HAND) == 2
    else:  # a SIGNI to the bottom of the deck, then pay blue and colorless to draw two
        game.target(TOBIEL)
        game.accept()
        assert game.names(1, Zone.DECK)[0] == TOBIEL and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P12-028")
def test_layla_the_fang_discards_three_to_crush(table: Table) -> None:
    game = assist(
        table,
        "Layla the Fang",
        LAYLA_0,
        mine=f"hand: {[ROMAIL] * 3}",
        theirs=f"life: {LIFE}",
    )
    game.accept()
    assert game.count(1, Zone.LIFE) == 2 and game.count(0, Zone.HAND) == 0


@encodes("WXDi-P12-029")
def test_layla_roaring_vigor_gives_assassin_and_double_crush(table: Table) -> None:
    game = assist(
        table,
        "Layla the Roaring Vigor",
        [*LAYLA_0, "Layla the Vanish"],
        mine=f"""signi: ["{ROMAIL}", "{KOALALA}"]
            ener: {[BUFFALO] * 2}""",
    )
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.has_keyword(koalala, KW.ASSASSIN) and game.has_keyword(koalala, KW.DOUBLE_CRUSH)


@encodes("WXDi-P12-034")
def test_eldora_searcher_draws_and_may_swap_the_top_life_cloth(table: Table) -> None:
    game = assist(
        table,
        "Eldora! Searcher!",
        ELDORA_0,
        mine=f"""life: ["{TOBIEL}", "{BUFFALO}"]
            deck: {[ROMAIL] * 4}""",
    )
    game.accept()  # shuffle the top Life Cloth (Tobiel) into the deck
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.LIFE) == 2
    assert game.zone_of(TOBIEL) in (Zone.DECK, Zone.LIFE)
    assert game.names(0, Zone.LIFE)[0] == BUFFALO


@encodes("WXDi-P12-040")
def test_aiyai_kinetic_card_charges_and_adds_an_ener_signi(table: Table) -> None:
    game = assist(
        table,
        "Aiyai, Kinetic Card",
        AIYAI_0,
        mine=f"""ener: ["{TOBIEL}"]
            deck: ["{KOALALA}", "{ROMAIL}"]""",
    )
    game.target(KOALALA)  # charged first
    assert game.names(0, Zone.HAND) == [KOALALA] and game.names(0, Zone.ENER) == [TOBIEL]


@encodes("WXDi-P12-042")
def test_aiyai_hide_and_attack_fields_ener_signi_without_their_enter(table: Table) -> None:
    fuji = "Fuji Aoi, Natural Planet"  # [Enter]: reveal the top card
    game = assist(
        table,
        "Aiyai, Hide and Attack",
        [*AIYAI_0, "Aiyai, Kinetic Card"],
        mine=f"""ener: ["{fuji}", "{KOALALA}"]
            hand: ["{ROMAIL}", "{ROMAIL}"]
            deck: ["{ROMAIL}", "{BUFFALO}"]""",
    )
    game.target(fuji)
    game.into(0)
    game.accept()  # discard two cards
    game.into(1)  # Koalala, the last one
    assert game.names(0, Zone.SIGNI) == [fuji, KOALALA, ""]
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.DECK) == 2


@encodes("WXDi-P12-043")
def test_aiyai_breaking_prevents_damage_and_swaps_an_opposing_signi(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[*AIYAI_0, "Aiyai, Kinetic Card"])}
            lrig_deck: ["Aiyai, Breaking"]
            ener: ["{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
            ener: ["{ROMAIL}", "{CHAIKA}"]
    """)
    game.grow("Aiyai, Breaking")  # in the opponent's attack phase
    game.pay(BUFFALO)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.accept()  # green and two colorless
    game.target(ROMAIL)
    assert game.names(1, Zone.SIGNI)[0] == ROMAIL and game.zone_of(TOBIEL) == Zone.ENER
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(ROMAIL)
    assert not game.is_terminal()  # no Life Cloth: the damage was prevented


DONA_D = "Dona//Dissona, Phantom Spirit Queen"


@encodes("WXDi-P12-044")
def test_dona_dissona_downs_two_dissona_to_up_an_attacking_lrig(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{DONA_D}", "{WAWOLF}", "{SOUI}"]
            ener: ["{CIRCE}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            life: {LIFE}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    center = AT3[-1]
    game.attack(center)
    game.accept()  # down two upped [Dissona] SIGNI, pay white and colorless
    game.choose(WAWOLF, SOUI)
    assert not game.downed[game.card(center)] and game.downed[game.card(SOUI)]
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{DONA_D}", "{WAWOLF}", "{ROMAIL}"]
    """)
    assert game.power(WAWOLF) == 6000 and game.power(ROMAIL) == 2000
    assert game.power(DONA_D) == 10000  # other [Dissona] SIGNI only


CONNECT = "Connect//Dissona, Code: Labyrinth"
YUKI = [
    "Yuki, Hundred Calamity Miko",
    "Yuki, Pure and Impure Miko",
    "Yuki, Authentic Miko",
    "Yuki, Savage Miko",
]


@encodes("WXDi-P12-045")
def test_connect_strips_a_signi_unless_paid_and_bottoms_one_with_yuki(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(YUKI)}
            hand: ["{CONNECT}"]
            signi: [~, "{WAWOLF}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Imoko, Crimson General", "{KOALALA}"]
    """)
    game.play(CONNECT, 0)  # +3000 to Wawolf, the other [Dissona] SIGNI
    assert game.power(WAWOLF) == 6000
    game.end_main()
    game.target("Imoko, Crimson General")  # no Ener to pay with: it loses its abilities
    assert game.power("Imoko, Crimson General") == 3000
    game.pass_until(lambda play: play.decision == DecisionKind.TARGET)
    game.target(KOALALA)
    assert game.names(1, Zone.DECK)[0] == KOALALA
    game = burst(table, CONNECT)
    assert game.zone_of(KOALALA) == Zone.TRASH


ALLOS_D = "Allos Piruluk//Dissona, Giant Insect"


@encodes("WXDi-P12-048", "WXDi-P12-071")
def test_allos_dissona_trashes_a_dissona_ener_for_a_random_discard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ALLOS_D}"]
            hand: ["{WAWOLF}", "Matcha Frappe//Dissona, Code: Eat"]
            ener: ["{SOUI}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
            hand: ["{KOALALA}"]
            life: {LIFE}
    """)
    game.play("Matcha Frappe//Dissona, Code: Eat", 1)
    game.accept()  # discard Wawolf, a [Dissona] card: draw; both discard triggers
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    assert game.power(TOBIEL) == 9000 and game.frozen[game.card(TOBIEL)]
    game.end_main()
    game.attack(ALLOS_D)
    game.accept()  # put Soui from the Ener Zone into the trash
    assert game.zone_of(SOUI) == Zone.TRASH and game.zone_of(KOALALA) == Zone.TRASH


BANG = "Bang//Dissona, Jade Evil Queen"


@encodes("WXDi-P12-051")
def test_bang_dissona_with_three_dissona_ener_grows_and_the_opponent_loses_a_big_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BANG}"]
            ener: ["{WAWOLF}", "{SOUI}", "{TAWIL_D}", "{KOALALA}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}", "{CIRCE}", "{ROMAIL}"]
    """)
    bang = game.card(BANG)
    assert game.power(BANG) == 15000
    assert not game.is_targetable(bang, 1, game.card(TOBIEL))  # level three
    assert game.is_targetable(bang, 1, game.card(CIRCE))
    game.action(BANG)
    game.pay(KOALALA, BUFFALO)
    game.choose(CIRCE)  # the opponent's choice among 10000 or more
    assert game.zone_of(CIRCE) == Zone.ENER


BFF = "BFF//Dissona, Code: Order"


@encodes("WXDi-P12-052")
def test_bff_stacks_two_grows_with_mel_and_sends_a_dissona_to_the_ener(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(MEL)}
            hand: ["{BFF}"]
            deck: ["{WAWOLF}", "{ROMAIL}", "{BUFFALO}"]
            coins: 5
    """)
    game.play(BFF, 0)
    assert len(game.game.under(game.card(BFF))) == 2
    assert game.power(BFF) == 10000 + 2 * 5000
    game.action(BFF)
    assert game.has_keyword(game.card(BFF), KW.LANCER)
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{BFF}"]
            deck: ["{WAWOLF}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.play(BFF, 0)
    assert game.power(BFF) == 10000  # no Mel
    game.end_main()
    game.choose(WAWOLF)  # the [Dissona] card underneath
    assert game.zone_of(WAWOLF) == Zone.ENER and len(game.game.under(game.card(BFF))) == 1
    game = burst(table, BFF)  # 7000 or more: Koalala
    assert game.zone_of(KOALALA) == Zone.ENER


UMR_D = "Umr//Dissona, Code: Ancients"


@encodes("WXDi-P12-053")
def test_umr_dissona_returns_from_the_trash_and_pays_black_with_ten_dissona(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            trash: {[UMR_D, *[WAWOLF] * 10]}
            hand: ["{SOUI}", "{TAWIL_D}"]
            ener: ["{CHAIKA}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}"]
            life: {LIFE}
    """)
    game.action(UMR_D)  # discard two [Dissona] cards
    game.discard(SOUI)  # and Tawil, the other one
    game.into(0)
    game.end_main()
    game.attack(UMR_D)
    game.accept()
    assert game.zone_of(KOALALA) == Zone.ENER  # --10000


@encodes("WXDi-P12-066")
def test_lala_ru_after_a_spell_trashes_an_off_color_ener(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Lala Ru//Dissona, Code: Art"]
            hand: ["Masked Legend"]
            ener: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #"]
            ener: ["{CHAIKA}", "{CIRCE}"]
    """)
    game.use("Masked Legend")  # vanishes the Servant #
    game.end_main()
    game.target(CHAIKA)  # (or the colorless Servant #; Circe is white, as the Center)
    assert game.names(1, Zone.TRASH) == [CHAIKA]
    game = burst(table, "Lala Ru//Dissona, Code: Art", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER


KOMAINU = "Komainu//Dissona, Phantom Beast"


@encodes("WXDi-P12-067")
def test_komainu_vanishes_another_after_a_battle_more_with_10000_power(table: Table) -> None:
    imp = "Imp, Azure Doomed Evil"  # level 1, 5000
    for boost in (False, True):
        game = table(f"""
            players:
              - signi: ["{KOMAINU}"]
                hand: ["Howling Shout"]
                ener: ["{CIRCE}"]
              - signi: ["Servant #", "{ROMAIL}", "{imp}"]
                life: {LIFE}
        """)
        if boost:
            game.use("Howling Shout")  # +5000: 10000
        game.end_main()
        game.attack(KOMAINU)  # vanishes the Servant # in front of it
        if boost:
            game.target(imp)  # 8000 or less
            assert game.zone_of(imp) == Zone.ENER and game.zone_of(ROMAIL) == Zone.SIGNI
        else:  # 3000 or less: Romail only
            assert game.zone_of(ROMAIL) == Zone.ENER and game.zone_of(imp) == Zone.SIGNI


MATCHA = "Matcha Frappe//Dissona, Code: Eat"


@encodes("WXDi-P12-071")
def test_matcha_frappe_life_burst_downs_freezes_and_draws(table: Table) -> None:
    game = burst(table, MATCHA, mine=f'deck: ["{ROMAIL}", "{BUFFALO}"]')
    game.target(KOALALA)
    koalala = game.card(KOALALA)
    assert game.downed[koalala] and game.frozen[koalala] and game.count(0, Zone.HAND) == 1


SANGA_D = "Sanga//Dissona Type: Eins"


@encodes("WXDi-P12-076")
def test_sanga_dissona_downs_to_field_a_dissona_from_the_ener(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SANGA_D}", "{ROMAIL}", "{CIRCE}"]
            ener: ["{SOUI}", "{KOALALA}"]
    """)
    assert game.power(SANGA_D) == 7000  # green, red and white
    game.action(SANGA_D)
    assert game.zone_of(SOUI) == Zone.ENER  # no SIGNI zone free
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SANGA_D}"]
            ener: ["{SOUI}", "{KOALALA}"]
    """)
    assert game.power(SANGA_D) == 3000
    game.action(SANGA_D)
    game.into(1)
    assert game.zone_of(SOUI) == Zone.SIGNI and game.downed[game.card(SANGA_D)]


AT_D = "At//Dissona, Code: Maze"


@encodes("WXDi-P12-079")
def test_at_dissona_gets_4000_in_the_center_and_returns_from_an_ener_charge(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AT_D}", "{ROMAIL}"]
          - signi: ["{AT_D}", "{ROMAIL}"]
    """)
    assert game.power(AT_D, 0) == 8000
    game = table(f"""
        players:
          - signi: [~, "{AT_D}"]
    """)
    assert game.power(AT_D) == 12000
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Nourishment"]
            ener: ["{KOALALA}"]
            deck: ["{AT_D}", "{ROMAIL}", "{BUFFALO}"]
    """)
    game.use("Nourishment")  # no coins: [Ener Charge 2]
    game.accept()  # At//Dissona from the Ener Zone to the hand
    assert game.zone_of(AT_D) == Zone.HAND and game.zone_of(ROMAIL) == Zone.ENER
    game = burst(table, AT_D, mine=f"deck: {[BUFFALO] * 2}")
    assert game.count(0, Zone.ENER) == 2


MOVING_PICTURE = "Moving Picture//Dissona, Jade Beauty"  # level 1, 3000


@encodes("WXDi-P12-077")
def test_moving_picture_is_no_target_of_small_signi_and_stops_a_signis_damage(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{MOVING_PICTURE}"]
          - hand: ["Servant #", "Koalala, Phantom Terra Beast"]
    """)
    picture = game.card(MOVING_PICTURE)
    assert not game.game.is_targetable(picture, 1, game.card("Servant #", 1))  # 1000
    assert game.game.is_targetable(picture, 1, game.card("Koalala, Phantom Terra Beast", 1))
    game = table.life_burst(MOVING_PICTURE)
    game.burst()
    assert game.count(0, Zone.ENER) == 2  # the charge, and the crushed card after its burst
    (shield,) = [shield for shield in game.game.damage_shields if shield.player == 0]
    assert shield.from_source is not None
    assert shield.from_source(game.card("Servant #", 1, Zone.SIGNI))


YUZUKI_D = "Yuzuki//Dissona, Dragon Queen"  # level 3, 10000, red
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000


@encodes("WXDi-P12-046")
def test_yuzuki_dissona_trades_a_dissona_ener_card_for_a_vanish_as_it_crushes(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI_D}"]
            ener: ["{MADOKA}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{TOBIEL}"]
            life: {LIFE}
    """)
    game.attack(YUZUKI_D)  # nothing in front: it crushes a Life Cloth
    game.accept()  # Madoka, the only [Dissona] card of the Ener Zone, pays
    assert game.names(0, Zone.TRASH) == [MADOKA]
    assert game.zone_of(TOBIEL, 1) == Zone.ENER  # 12000: within reach


@encodes("WXDi-P12-046")
def test_yuzuki_dissona_vanished_in_the_opponents_turn_costs_them_an_ener_card(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{YUZUKI_D}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{TOBIEL}"]
            ener: ["{BUFFALO}", "{KOALALA}"]
    """)
    game.attack(TOBIEL)  # 12000 against 10000: Yuzuki is vanished
    assert game.zone_of(YUZUKI_D) == Zone.ENER
    game.choose(KOALALA)  # the opponent chooses
    assert game.names(1, Zone.TRASH) == [KOALALA]
    assert game.names(1, Zone.ENER) == [BUFFALO]


RICKSHAW = "Rickshaw//Dissona, Code: Ride"  # level 3, 12000, red


@encodes("WXDi-P12-068")
def test_rickshaw_rises_on_a_dissona_signi_and_vanishes_one_of_its_level(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{RICKSHAW}"]
            signi: ["{MADOKA}", "{KOALALA}"]
            ener: ["{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{CIRCE}", "{SARA}", "{TOBIEL}"]
    """)
    plays = [a for a in game.game.legal_actions() if a.kind == ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [0]  # only on Madoka, the [Dissona] SIGNI
    game.play(RICKSHAW, 0)
    assert game.names(0, Zone.UNDER) == [MADOKA]
    game.end_main()
    game.accept()  # pay 1 red
    # Sara is the only level one SIGNI: the level of Madoka, underneath.
    assert game.zone_of(SARA, 1) == Zone.ENER
    assert game.zone_of(CIRCE, 1) == Zone.SIGNI and game.zone_of(TOBIEL, 1) == Zone.SIGNI


@encodes("WXDi-P12-073")
def test_soui_freezes_against_a_small_hand_and_trashes_the_frozen_signi_it_battles(
    table: Table,
) -> None:
    for hand, frozen in ((1, True), (2, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{SOUI}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}"]
                hand: {[BUFFALO] * hand}
        """)
        game.play(SOUI, 0)
        assert bool(game.game.frozen[game.card(SARA, 1)]) is frozen
        assert game.power(SOUI) == (12000 if frozen else 8000)
        game.end_main()
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, SOUI))
        game.attack(SOUI)  # against Sara (5000), in front
        assert game.zone_of(SARA, 1) == (Zone.TRASH if frozen else Zone.ENER)


@pytest.mark.parametrize("salvaged_first", [False, True])
@encodes("WXDi-P12-075")
def test_extra_draws_discards_and_forbids_non_dissona_spells(
    table: Table, salvaged_first: bool
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["EXTRA", "Once Salvage"]
            ener: ["Allos Piruluk//Memoria, Azure Evil", "Baphomet, Doomed Evil"]
            trash: ["{KOALALA}"]
            deck: ["{BUFFALO}"]
          - hand: ["{ROMAIL}"]
    """)
    if salvaged_first:  # a spell that is not [Dissona]: EXTRA cannot be used after it
        game.use("Once Salvage")  # its black paid with Baphomet
        game.target(KOALALA)
        game.into(0)
        assert not game.can(ActionKind.USE_SPELL, "EXTRA")
        return
    game.use("EXTRA")  # its blue paid with Allos Piruluk
    assert game.names(0, Zone.HAND) == ["Once Salvage", BUFFALO]
    assert game.names(1, Zone.TRASH) == [ROMAIL]
    assert not game.can(ActionKind.USE_SPELL, "Once Salvage")  # not [Dissona]: not this turn


@encodes("WXDi-P12-075")
def test_extra_life_burst_negates_an_attack_unless_three_cards_are_discarded(
    table: Table,
) -> None:
    game = burst(table, "EXTRA")
    game.target(KOALALA)
    game.attack(KOALALA)  # the opponent has no three cards to discard: negated
    assert game.count(0, Zone.LIFE) == 0 and not game.game.is_terminal()


@encodes("WXDi-P12-039")
def test_aiyai_miracle_rolling_charges_a_card_and_one_sharing_no_color(table: Table) -> None:
    game = assist(
        table,
        "Aiyai, Miracle Rolling",
        ["Aiyai"],
        mine=f'deck: ["{ROMAIL}", "{KOALALA}", "{BUFFALO}", "{ROMAIL}", "{ROMAIL}"]',
    )
    game.choose(ROMAIL)  # red
    assert not any(KOALALA in option for option in game.options())  # red and green
    game.choose(BUFFALO)  # blue and green
    assert sorted(game.names(0, Zone.ENER)) == [ROMAIL, BUFFALO]
    assert game.count(0, Zone.DECK) == 3


CRACK = "Layla the Crack"


@pytest.mark.parametrize("pay", [True, False])
@encodes("WXDi-P12-030")
def test_layla_the_crack_crushes_back_once_for_a_signi_and_once_for_a_lrig(
    table: Table, pay: bool
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=["Layla =Neutral=", "Layla the Vanish"])}
            lrig_deck: ["{CRACK}"]
            ener: ["{ROMAIL}", "{BUFFALO}", "{BUFFALO}"]
            life: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{KOALALA}", ~]
            life: {[BUFFALO] * 5}
    """)
    game.grow(CRACK)
    game.pay(BUFFALO)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    if pay:
        game.accept()  # red and colorless
    else:
        game.decline()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)  # the other one
    assert game.count(0, Zone.LIFE) == 2
    assert game.count(1, Zone.LIFE) == 4  # once per turn: one crush back
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.attack(LIZE3[-1])
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert game.count(0, Zone.LIFE) == 1
    assert game.count(1, Zone.LIFE) == (3 if pay else 4)


SHARING = lrigs(AT3, left="Mel", right="Aya! 0")  # At and Mel are green


def unknown_memory(table: Table, lrig: str) -> Play:
    game = table(f"""
        players:
          - lrig: {lrig}
            lrig_deck: ["Unknown Memory"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ROMAIL}", "{KOALALA}"]
    """)
    game.use("Unknown Memory")
    return game


@encodes("WXDi-P12-005")
def test_unknown_memory_chooses_two_with_two_lrig_sharing_a_color(table: Table) -> None:
    game = unknown_memory(table, SHARING)
    game.mode(1)  # draw two
    game.mode(2)  # [Ener Charge 2]
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.ENER) == 2
    game = unknown_memory(table, SHARING)
    game.mode(1)
    game.act(ActionKind.CHOOSE_DONE)  # up to two: one is enough
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P12-005")
def test_unknown_memory_chooses_one_without_a_shared_color(table: Table) -> None:
    game = unknown_memory(table, THREE_COLORS)
    game.mode(0)  # vanish a level two or less SIGNI
    game.target(ROMAIL)
    assert game.zone_of(ROMAIL, 1) == Zone.ENER
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0


MIKOMIKO = ["Mikomiko☆Zero", "Mikomiko☆One", "Mikomiko☆Gacchan", "Mikomiko☆Two"]
MIX = "Mikomiko☆Three - Three Mix - Mix"


@encodes("WXDi-P12-008")
def test_mikomiko_mix_draws_unless_discarded_and_exceeds_to_bottom_a_signi(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(MIKOMIKO)}
            lrig_deck: ["{MIX}"]
            ener: ["{SOUI}", "{SOUI}"]
            deck: {[BUFFALO] * 4}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            hand: ["{ROMAIL}", "{ROMAIL}"]
    """)
    game.grow(MIX)
    game.pay()
    game.decline()  # the opponent keeps their hand: two cards drawn
    assert game.count(0, Zone.HAND) == 2 and game.count(1, Zone.HAND) == 2
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    game.action(MIX)  # [Exceed 4] (the four under it); no Ener to pay 4 colorless
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    assert game.zone_of(KOALALA) == Zone.DECK


@encodes("WXDi-P12-008")
@pytest.mark.parametrize("mode", [0, 1])
def test_mikomiko_mix_makes_a_discard_or_a_single_draw(table: Table, mode: int) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*MIKOMIKO, MIX])}
            signi: ["{WAWOLF}", "{SOUI}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{ROMAIL}"]
            deck: {[BUFFALO] * 5}
    """)
    game.end_main()  # two [Dissona] SIGNI
    game.mode(mode)
    if mode == 0:
        assert game.count(1, Zone.HAND) == 0
    else:  # no Ener to pay with: one card in their draw phase
        game.pass_until(lambda play: play.game.turn_player == 1 and play.game.phase == Phase.MAIN)
        assert game.count(1, Zone.HAND) == 2


TAMAYORI = "Tamayorihime, Enduring Darkness Miko"
TAMA = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Half Moon Miko",
]


@encodes("WXDi-P12-010")
def test_tamayorihime_blackens_dissona_trashes_and_exceeds_back_three(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*TAMA, TAMAYORI])}
            signi: ["{WAWOLF}", "{SOUI}"]
            ener: ["{NOVA}", "{CHAIKA}"]
            trash: ["{MADOKA}", "{ROMAIL}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{TOBIEL}"]
    """)
    game.action(TAMAYORI)  # two black, Nova (white [Dissona]) black as well
    game.pay()
    game.target(TOBIEL)
    assert game.zone_of(TOBIEL) == Zone.TRASH and game.count(0, Zone.ENER) == 0
    game.act(ActionKind.USE_ACTION, TAMAYORI)  # [Exceed 4]: the four under it
    if game.decision == DecisionKind.TARGET:
        game.target(MADOKA)
    if game.decision == DecisionKind.TARGET:
        game.done()
    assert game.zone_of(MADOKA) == Zone.SIGNI and game.zone_of(ROMAIL) == Zone.TRASH


NIN_NIN = "Aiyai, Nin - Nin"


@encodes("WXDi-P12-041")
def test_aiyai_nin_nin_swaps_a_battle_winner_with_an_ener_signi(table: Table) -> None:
    game = assist(
        table,
        NIN_NIN,
        [*AIYAI_0, "Aiyai, Kinetic Card"],
        mine=f'signi: [~, "{TOBIEL}", ~]\n            ener: ["{SARA}"]',
        theirs=f'signi: [~, "{KOALALA}", ~]',
    )
    game.end_main()
    game.attack(TOBIEL)  # 12000 against 10000
    if game.decision == DecisionKind.TARGET:
        game.target(SARA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(TOBIEL) == Zone.ENER and game.zone_of(SARA) == Zone.SIGNI
