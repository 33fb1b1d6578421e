"""WXDi-D01 (Ancient Surprise): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT, AT3, Table, encodes, lrigs

TAWIL = "Tawil =Noll=, Awakened One"
UMR = "Umr =Noll=, Key to Salvation"
# The three LRIGs of the team <<Ancient Surprise>>, all of level 1 or more.
TEAM = lrigs(AT3, left=[TAWIL, "Tawil =Screech="], right=[UMR, "Umr =Draw="])


@encodes("WXDi-D01-004")
def test_at_tre_team_action_gives_three_signi_with_different_classes_3000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            signi: ["Camelopar, Natural Planet", "Koalala, Phantom Terra Beast",
                    "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.action("At =Tre=, the Opened Gate")
    game.target("Camelopar, Natural Planet", "Koalala, Phantom Terra Beast")
    assert game.power("Camelopar, Natural Planet") == 6000
    assert game.power("Koalala, Phantom Terra Beast") == 13000
    assert game.power("Water Buffalo, Phantom Aquatic Beast") == 8000
    assert not game.can(game.ActionKind.USE_ACTION)  # once per turn


def test_at_tre_team_action_needs_its_team_and_three_different_classes(table: Table) -> None:
    alone = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Camelopar, Natural Planet", "Koalala, Phantom Terra Beast"]
    """)
    assert not alone.can(alone.ActionKind.USE_ACTION)
    two_classes = table(f"""
        players:
          - lrig: {TEAM}
            signi: ["Camelopar, Natural Planet", "Camelopar, Natural Planet",
                    "Koalala, Phantom Terra Beast"]
    """)
    two_classes.action("At =Tre=, the Opened Gate")  # nothing can be targeted
    assert two_classes.power("Koalala, Phantom Terra Beast") == 10000


@encodes("WXDi-D01-004")
def test_at_tre_enter_charges_one_more_when_the_two_share_no_class(table: Table) -> None:
    def grow(deck: str) -> int:
        game = table(f"""
            phase: grow
            players:
              - lrig: {lrigs(AT)}
                lrig_deck: ["At =Tre=, the Opened Gate"]
                ener: ["Polygenesis", "Polygenesis"]
                deck: {deck}
        """)
        game.grow("At =Tre=, the Opened Gate")
        return game.count(0, Zone.ENER)

    different = '["Camelopar, Natural Planet", "Koalala, Phantom Terra Beast", "Servant #"]'
    shared = '["Camelopar, Natural Planet", "Camelopar, Natural Planet", "Servant #"]'
    assert grow(different) == 3
    assert grow(shared) == 2


@encodes("WXDi-D01-006")
def test_tawil_screech_vanishes_8000_or_less_then_draws_and_discards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=TAWIL)}
            lrig_deck: ["Tawil =Screech="]
            hand: ["Polygenesis"]
            deck: ["Servant #"]
          - signi: ["Kazaki Morinaka, Code 2434", "Mao Matsukai, Code 2434"]
    """)
    game.grow("Tawil =Screech=")
    game.discard("Polygenesis")
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER  # power 8000
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.SIGNI  # power 10000
    assert game.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-D01-007")
def test_tawil_rainbow_does_what_the_colours_on_the_field_allow(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=[TAWIL, "Tawil =Screech="])}
            lrig_deck: ["Tawil =Rainbow="]
            ener: ["Polygenesis"]
            signi: ["Koalala, Phantom Terra Beast", "Water Buffalo, Phantom Aquatic Beast"]
            deck: ["Servant #", "Servant #", "Servant #", "Servant #", "Servant #"]
          - signi: ["Mao Matsukai, Code 2434"]
    """)
    game.grow("Tawil =Rainbow=")
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.ENER  # red: power 10000 or less
    assert game.count(0, Zone.HAND) == 2  # blue
    assert game.count(0, Zone.ENER) == 2  # green (the one paid went to the trash)


def test_tawil_rainbow_without_a_blue_or_red_signi_only_charges(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=[TAWIL, "Tawil =Screech="])}
            lrig_deck: ["Tawil =Rainbow="]
            ener: ["Polygenesis"]
            signi: ["Camelopar, Natural Planet"]
          - signi: ["Mao Matsukai, Code 2434"]
    """)
    game.grow("Tawil =Rainbow=")
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.SIGNI
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 2


@encodes("WXDi-D01-009")
def test_umr_draw_draws_two_cards(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=UMR)}
            lrig_deck: ["Umr =Draw="]
    """)
    game.grow("Umr =Draw=")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-D01-010")
def test_umr_down_downs_one_and_another_when_paid(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left=[UMR, "Umr =Draw="])}
            lrig_deck: ["Umr =Down="]
            ener: ["Water Buffalo, Phantom Aquatic Beast", "Polygenesis", "Polygenesis"]
          - signi: ["Kazaki Morinaka, Code 2434", "Mao Matsukai, Code 2434"]
    """)
    game.grow("Umr =Down=")
    game.pay("Polygenesis")  # the grow cost
    game.first()  # the free [Enter] first
    game.target("Kazaki Morinaka, Code 2434")
    game.accept()  # pay blue and colorless for the second
    game.pay()
    game.target("Mao Matsukai, Code 2434")
    opponent = game.players[1].signi
    assert all(game.downed[card] for card in opponent if card >= 0)
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-D01-011")
def test_harmonic_call_puts_one_signi_of_each_level_onto_the_field_with_keywords(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["Harmonic Call"]
            ener: {["Polygenesis"] * 8}
            deck: ["Servant #", "Koalala, Phantom Terra Beast", "Tobiel, Full Armed",
                   "Polygenesis", "Polygenesis", "Polygenesis", "Polygenesis", "Polygenesis",
                   "Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.use("Harmonic Call")
    game.choose("Servant #")
    game.into(0)
    game.choose("Koalala, Phantom Terra Beast")
    game.into(1)
    game.choose("Tobiel, Full Armed")  # into the last empty zone; targets: one each
    assert game.names(0, Zone.SIGNI) == [
        "Servant #",
        "Koalala, Phantom Terra Beast",
        "Tobiel, Full Armed",
    ]
    servant, koalala, tobiel = game.players[0].signi
    assert game.has_keyword(servant, KW.ASSASSIN)
    assert game.has_keyword(koalala, KW.DOUBLE_CRUSH)
    assert game.has_keyword(tobiel, KW.LANCER)
    # The five others went to the bottom, under the card that was not looked at.
    assert game.names(0, Zone.DECK)[-1] == "Water Buffalo, Phantom Aquatic Beast"
    assert game.count(0, Zone.DECK) == 6


def test_harmonic_call_needs_every_member_of_level_one_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=[TAWIL, "Tawil =Screech="], right=UMR)}
            lrig_deck: ["Harmonic Call"]
            ener: {["Polygenesis"] * 8}
    """)
    assert not game.can(game.ActionKind.USE_PIECE)


@encodes("WXDi-D01-012")
def test_camelopar_gets_4000_with_three_classes_in_the_ener_zone(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Camelopar, Natural Planet"]
            ener: ["Servant #", "Koalala, Phantom Terra Beast", "Polygenesis"]
    """)
    assert game.power("Camelopar, Natural Planet") == 3000  # two classes
    game.put_into_ener(game.players[0].deck[-1])  # Water Buffalo: <<Aquatic Beast>>
    assert game.power("Camelopar, Natural Planet") == 7000


@encodes("WXDi-D01-013")
def test_sen_no_rikyu_life_burst_charges_three(table: Table) -> None:
    game = table.life_burst("Sen no Rikyu, Jade General")
    game.burst()
    assert game.count(0, Zone.ENER) == 4  # three, and the burst card itself


@encodes("WXDi-D01-014")
def test_zwei_slow_loris_power_and_lancer_for_a_15000_signi(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Zwei =Slow Loris=", "Koalala, Phantom Terra Beast"]
            ener: ["Servant #", "Camelopar, Natural Planet", "Polygenesis", "Polygenesis",
                   "Water Buffalo, Phantom Aquatic Beast"]
    """)
    assert game.power("Zwei =Slow Loris=") == 8000  # ORIGIN, SPACE, WATER_BEAST
    koalala = game.card("Koalala, Phantom Terra Beast")
    game.add_power(koalala, 5000)
    game.action("Zwei =Slow Loris=")
    game.pay()
    assert game.has_keyword(koalala, KW.LANCER)
    assert not game.can(game.ActionKind.USE_ACTION)  # once per turn


@encodes("WXDi-D01-015")
def test_tobiel_attack_gives_another_signi_5000(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Servant #"]
    """)
    game.attack("Tobiel, Full Armed")
    assert game.power("Servant #") == 6000


@encodes("WXDi-D01-015")
def test_tobiel_enter_may_discard_two_to_draw_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Tobiel, Full Armed", "Polygenesis", "Servant #"]
            deck: ["Koalala, Phantom Terra Beast", "Camelopar, Natural Planet"]
    """)
    game.play("Tobiel, Full Armed", 0)
    game.accept()
    game.discard("Polygenesis")  # and the last one
    assert sorted(game.names(0, Zone.HAND)) == [
        "Camelopar, Natural Planet",
        "Koalala, Phantom Terra Beast",
    ]


@encodes("WXDi-D01-015")
def test_tobiel_life_burst_vanishes_an_upped_signi_or_draws(table: Table) -> None:
    game = table.life_burst("Tobiel, Full Armed")
    game.burst()
    game.mode(0)
    assert game.zone_of("Servant #", 1) == Zone.SIGNI  # the attacker is downed
    game = table.life_burst("Tobiel, Full Armed")
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-D01-016")
def test_assylen_attack_makes_the_opponent_discard(table: Table) -> None:
    def attack(bonus: int) -> tuple[int, DecisionKind | None]:
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["Assylen, Natural Crystal"]
              - hand: ["Servant #", "Polygenesis"]
        """)
        game.add_power(game.card("Assylen, Natural Crystal"), bonus)
        game.attack("Assylen, Natural Crystal")
        return game.count(1, Zone.HAND), game.decision

    assert attack(0)[0] == 2
    assert attack(3000) == (2, DecisionKind.DISCARD)  # 15000: the opponent chooses
    assert attack(8000)[0] == 1  # 20000: at random


@encodes("WXDi-D01-016")
def test_assylen_life_burst_downs_and_freezes_then_draws(table: Table) -> None:
    game = table.life_burst("Assylen, Natural Crystal")
    game.burst()
    attacker = game.card("Servant #", 1)
    assert game.downed[attacker] and game.frozen[attacker]
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-D01-017")
def test_atalanta_trashes_three_classes_from_ener_to_vanish_8000_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Atalanta, Jade Angel"]
            ener: ["Servant #", "Camelopar, Natural Planet", "Camelopar, Natural Planet",
                   "Koalala, Phantom Terra Beast"]
          - signi: ["Kazaki Morinaka, Code 2434", "Sara Hoshikawa, Code 2434"]
    """)
    game.play("Atalanta, Jade Angel")
    game.accept()
    game.choose("Camelopar, Natural Planet")
    # The other Camelopar shares its class: it is not offered.
    assert game.options() == ["choose Servant #", "choose Koalala, Phantom Terra Beast"]
    game.choose("Servant #")
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER
    assert game.zone_of("Sara Hoshikawa, Code 2434") == Zone.SIGNI  # 5000
    assert game.names(0, Zone.ENER) == ["Camelopar, Natural Planet"]


@encodes("WXDi-D01-020")
def test_servant_life_burst_adds_a_signi_from_the_trash(table: Table) -> None:
    game = table.life_burst("Servant #", 'trash: [Polygenesis, "Koalala, Phantom Terra Beast"]')
    game.burst()
    assert game.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]


@encodes("WXDi-D01-021")
def test_polygenesis_adds_a_green_signi_or_any_with_three_ancient_surprise(
    table: Table,
) -> None:
    ener = '["Servant #", "Koalala, Phantom Terra Beast", "Polygenesis"]'
    alone = table(f"""
        players:
          - hand: ["Polygenesis"]
            ener: {ener}
    """)
    alone.use("Polygenesis")
    alone.pay("Polygenesis")
    assert alone.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]  # green
    team = table(f"""
        players:
          - lrig: {TEAM}
            hand: ["Polygenesis"]
            ener: {ener}
    """)
    team.use("Polygenesis")
    team.pay("Polygenesis")
    team.target("Servant #")  # colourless: only with the team
    assert team.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-D01-021")
def test_polygenesis_life_burst_vanishes_an_upped_signi(table: Table) -> None:
    game = table.life_burst("Polygenesis")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.SIGNI  # downed by its attack: no target
