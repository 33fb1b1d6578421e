"""WXDi-D04 (Card Jockey): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

LION = ["MC LION - Standby", "MC LION - 1st Verse", "MC LION - 2nd Verse"]
LION3 = [*LION, "MC LION - 3rd Verse"]
LOVIT = "DJ LOVIT - Standby"
WOLF = "VJ WOLF - Standby"
# The team <<Card Jockey>>, every member of level 2 (the Center of level 3).
TEAM = lrigs(
    LION3,
    left=[LOVIT, "DJ LOVIT - SCRATCH", "DJ LOVIT - MIX"],
    right=[WOLF, "VJ WOLF - CUE", "VJ WOLF - SYNC"],
)
LIFE = str(
    [
        "Water Buffalo, Phantom Aquatic Beast",
        "Koalala, Phantom Terra Beast",
        "Camelopar, Natural Planet",
    ]
)


@encodes("WXDi-D04-004")
def test_mc_lion_team_enter_adds_two_of_four_and_trashes_the_rest(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(LION, left=[LOVIT, "DJ LOVIT - SCRATCH"], right=[WOLF, "VJ WOLF - CUE"])}
            lrig_deck: ["MC LION - 3rd Verse"]
            ener: ["Athena, Blessed Angel", "Athena, Blessed Angel"]
            deck: ["Good Dig", "Flopsy, Phantom Terra Beast", "Michael, Blessed Angel",
                   "Servant #", "Amazoness, Jade General"]
    """)
    game.grow("MC LION - 3rd Verse")
    game.choose("Good Dig", "Servant #")
    assert sorted(game.names(0, Zone.HAND)) == ["Good Dig", "Servant #"]
    assert game.count(0, Zone.TRASH) == 4  # two looked at, two paid
    assert game.names(0, Zone.DECK) == ["Amazoness, Jade General"]


@encodes("WXDi-D04-004")
def test_mc_lion_action_ups_it_after_an_attack_that_dealt_no_damage(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
          - lrig: {lrigs(AT3)}
            hand: ["Servant #"]
            life: {LIFE}
    """)
    game.action("MC LION - 3rd Verse")
    game.end_main()
    game.attack("MC LION - 3rd Verse")
    game.act(game.ActionKind.GUARD)  # the opponent guards: no damage
    game.accept()  # down an Assist LRIG to up MC LION
    game.choose("DJ LOVIT - MIX")
    lion = game.card("MC LION - 3rd Verse")
    assert not game.downed[lion] and game.downed[game.card("DJ LOVIT - MIX")]
    game.attack("MC LION - 3rd Verse")  # it attacks again
    assert len(game.players[1].life) == 2


@encodes("WXDi-D04-006")
def test_dj_lovit_scratch_vanishes_10000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION, left=LOVIT)}
            lrig_deck: ["DJ LOVIT - SCRATCH"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Koalala, Phantom Terra Beast"]
    """)
    game.grow("DJ LOVIT - SCRATCH")
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER


@encodes("WXDi-D04-007")
def test_dj_lovit_mix_vanishes_and_gives_assassin_and_lancer(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION, left=[LOVIT, "DJ LOVIT - SCRATCH"])}
            lrig_deck: ["DJ LOVIT - MIX"]
            ener: {["Athena, Blessed Angel"] * 3}
            signi: ["Michael, Blessed Angel", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Kazaki Morinaka, Code 2434"]
    """)
    game.grow("DJ LOVIT - MIX")
    game.first()  # the vanish first
    game.target("Michael, Blessed Angel", "Servant #")  # Assassin, then Lancer
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER
    assert game.has_keyword(game.card("Michael, Blessed Angel"), KW.ASSASSIN)
    assert game.has_keyword(game.card("Servant #", 0, Zone.SIGNI), KW.LANCER)


@encodes("WXDi-D04-009")
def test_vj_wolf_cue_vanishes_7000_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION, left=WOLF)}
            lrig_deck: ["VJ WOLF - CUE"]
          - lrig: {lrigs(AT3)}
            signi: ["Sara Hoshikawa, Code 2434", "Kazaki Morinaka, Code 2434"]
    """)
    game.grow("VJ WOLF - CUE")
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER
    assert game.zone_of("Sara Hoshikawa, Code 2434") == Zone.SIGNI


@encodes("WXDi-D04-010")
def test_vj_wolf_sync_rebuilds_the_life_cloth(table: Table) -> None:
    def grow(mode: int) -> int:
        game = table(f"""
            players:
              - lrig: {lrigs(LION, left=[WOLF, "VJ WOLF - CUE"])}
                lrig_deck: ["VJ WOLF - SYNC"]
                ener: {["Athena, Blessed Angel"] * 4}
                life: ["Servant #", "Servant #"]
        """)
        game.grow("VJ WOLF - SYNC")
        game.mode(mode)
        return len(game.players[0].life)

    assert grow(0) == 3  # one more
    assert grow(1) == 3  # the top one into the deck, two from the deck


@encodes("WXDi-D04-011")
def test_endless_punchline_lets_the_center_attack_up_to_three_times(table: Table) -> None:
    def attacks(deck: str) -> int:
        game = table(f"""
            players:
              - lrig: {TEAM}
                lrig_deck: ["Endless Punchline"]
                deck: {deck}
              - lrig: {lrigs(AT3)}
                life: {LIFE}
        """)
        game.use("Endless Punchline")
        game.end_main()
        made = 0
        while game.can(game.ActionKind.ATTACK, "MC LION - 3rd Verse"):
            game.attack("MC LION - 3rd Verse")
            made += 1
            if game.decision == DecisionKind.GUARD:
                game.act(game.ActionKind.NO_GUARD)
        return made

    # The deck is shuffled before the top card is revealed: a deck of one kind of card.
    assert attacks(str(["Good Dig"] * 5)) == 3
    assert attacks(str(["Servant #"] * 5)) == 1  # level one: reduced by two
    assert attacks(str(["Michael, Blessed Angel"] * 5)) == 2  # level two: by one


@encodes("WXDi-D04-012")
def test_f_lite_adds_a_spell_among_the_top_three_on_attack(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(LION3)}
            signi: ["F - Lite, Code: Art"]
            deck: ["Servant #", "Good Dig", "Athena, Blessed Angel", "Amazoness, Jade General"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.attack("F - Lite, Code: Art")
    game.choose("Good Dig")
    game.choose("Servant #")  # the first put under the deck ends lowest
    assert game.names(0, Zone.HAND) == ["Good Dig"]
    assert game.names(0, Zone.DECK)[:2] == ["Servant #", "Athena, Blessed Angel"]


@encodes("WXDi-D04-013")
def test_michael_on_a_side_gives_the_center_signi_3000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION3)}
            signi: ["Michael, Blessed Angel", "Servant #", ~]
            hand: ["Michael, Blessed Angel"]
    """)
    assert game.power("Servant #") == 4000
    assert game.power("Michael, Blessed Angel") == 8000


def test_michael_in_the_center_gives_nothing(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION3)}
            signi: [~, "Michael, Blessed Angel", "Servant #"]
    """)
    assert game.power("Michael, Blessed Angel") == 8000


@encodes("WXDi-D04-014")
def test_amazoness_life_burst_vanishes_7000_or_more(table: Table) -> None:
    game = table.life_burst("Amazoness, Jade General")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.SIGNI  # power 1000
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - life: ["Amazoness, Jade General"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.attack("Tobiel, Full Armed")
    game.burst()
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER


@encodes("WXDi-D04-015")
def test_athena_adds_a_guard_signi_from_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LION3)}
            hand: ["Athena, Blessed Angel"]
            ener: {["Athena, Blessed Angel"] * 3}
            trash: ["Michael, Blessed Angel", "Servant #"]
    """)
    game.play("Athena, Blessed Angel", 0)
    game.accept()
    assert game.names(0, Zone.HAND) == ["Servant #"]


@encodes("WXDi-D04-016")
def test_chandelier_makes_opponent_spells_cost_more(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(LION3)}
            signi: ["Chandelier, Code: Art"]
          - lrig: {lrigs(AT3)}
            hand: ["Polygenesis"]
            ener: ["Koalala, Phantom Terra Beast"]
    """)
    assert not game.can(game.ActionKind.USE_SPELL)  # green 1 and colourless 1 now


@encodes("WXDi-D04-016")
def test_chandelier_with_a_spell_in_the_trash_sends_what_it_vanishes_to_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(LION3)}
            signi: ["Chandelier, Code: Art (lancer)"]
            trash: ["Good Dig"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
            life: {LIFE}
    """)
    assert game.power("Chandelier, Code: Art") == 13000
    game.attack("Chandelier, Code: Art")
    assert game.zone_of("Tobiel, Full Armed") == Zone.TRASH
    assert len(game.players[1].life) == 3  # a replaced vanish triggers no [Lancer]


@encodes("WXDi-D04-016")
def test_chandelier_life_burst_adds_a_signi_and_a_spell(table: Table) -> None:
    trash = "trash: ['Good Dig', 'Michael, Blessed Angel', 'Servant #']"
    game = table.life_burst("Chandelier, Code: Art", trash)
    game.burst()
    game.target("Michael, Blessed Angel", "Good Dig")
    assert sorted(game.names(0, Zone.HAND)) == ["Good Dig", "Michael, Blessed Angel"]


@encodes("WXDi-D04-017")
def test_flopsy_attack_adds_from_the_ener_zone_or_charges(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(LION3)}
            signi: ["Flopsy, Phantom Terra Beast"]
            ener: ["Michael, Blessed Angel", "Good Dig"]
          - lrig: {lrigs(AT3)}
            life: {LIFE}
    """)
    game.attack("Flopsy, Phantom Terra Beast")
    game.mode(0)
    assert game.names(0, Zone.HAND) == ["Michael, Blessed Angel"]


@encodes("WXDi-D04-017")
def test_flopsy_life_burst_charges(table: Table) -> None:
    game = table.life_burst("Flopsy, Phantom Terra Beast")
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-D04-021")
def test_good_dig_adds_two_signi_or_any_two_cards_with_three_card_jockey(
    table: Table,
) -> None:
    deck = str(["Good Dig", "Servant #", "Michael, Blessed Angel", "Good Dig"])

    def dig(lrig: str) -> list[str]:
        game = table(f"""
            players:
              - lrig: {lrig}
                hand: ["Good Dig"]
                ener: ["Athena, Blessed Angel", "Athena, Blessed Angel"]
                deck: {deck}
        """)
        game.use("Good Dig")
        offered = sorted(game.options())
        game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
        return offered

    assert dig(lrigs(LION3)) == [
        "choose Michael, Blessed Angel",
        "choose Servant #",
        "choose no more",
    ]
    assert "choose Good Dig" in dig(TEAM)


@encodes("WXDi-D04-021")
def test_good_dig_life_burst_puts_a_signi_onto_the_field(table: Table) -> None:
    deck = "deck: ['Michael, Blessed Angel', 'Good Dig', 'Servant #']"
    game = table.life_burst("Good Dig", deck)
    game.burst()
    game.choose("Michael, Blessed Angel")
    game.mode(1)  # onto the field
    game.into(0)
    game.choose("Good Dig")  # the order of the rest
    assert game.zone_of("Michael, Blessed Angel") == Zone.SIGNI
