"""WXDi-P12: every encoded card plays its abilities."""

from __future__ import annotations

import pytest

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.scenes import burst, end_of_turn
from tests.carddb.table import AT3, Table, encodes, lrigs

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
