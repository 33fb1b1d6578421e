"""The terms of the ninth vocabulary round (issues 11 and 12) and the cards they made
playable.

- use costs that change by an amount for each unit of a quantity, or that become an
  amount (`cost_change` with `per` or `becomes`; docs/engine-hooks.md, "Continuous
  effects"): the classic SPELLs and ARTS that cost less "for each" SIGNI, level or card;
- filters of what cards are not (`not`: "non-black SIGNI", "other than <Angel> SIGNI").
"""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, Zone
from tests.carddb.table import AT, CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes, lrigs

IONA = ["Iona, Zero/Maiden", "Iona, Crescent/Maiden", "Iona, Half/Maidenf", "Iona, Pale/Maiden"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
PIRULUK4 = str([*PIRULUK, "Code Piruluk Sigma"])  # no abilities
TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # no abilities
HANAYO4 = str([*HANAYO, "Hanayo-Pure Four"])  # no abilities
METRON = "Code Maze Metron"  # white <Labyrinth>, level 2 (+2000 to all with three)
MICHEL = "Code Maze Michel"  # white <Labyrinth>, level 1 (an [Action] alone)
KUKRI = CLASSIC_FILLER  # white <Arm>, level 1, 3000, vanilla
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000, vanilla
BRONDA = "Bronda, Natural Stone"  # red <Ore>, level 2, 7000, vanilla
SILVAN = "Silvan, Natural Stone"  # red <Ore>, level 3, 10000, vanilla
METALLICA = "Metallica, Natural Stone"  # red <Ore>, level 4, 15000, vanilla
CUELEP = "Cuélep, Phantom Dragon"  # red <Dragon Beast>, level 1, 3000, vanilla
KANNYA = "Kannya, Phantom Dragon"  # red <Dragon Beast>, level 2, 7000, vanilla
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000, vanilla
JV = "Code Art JV"  # blue <Electric Machine>, level 2, 7000, vanilla
ORIGAMI = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1, vanilla
AMECO = "Ameco, Generous Light and Dark"  # green <Beautiful Technique>, level 2, vanilla
SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1, vanilla


# ------------------------------------------------------------------ costs "for each"


@encodes("WX04-030")
def test_tri_signal_costs_one_white_less_for_each_labyrinth_signi(table: Table) -> None:
    def game(signi: list[str]) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {IONA}
                hand: ["Tri Signal"]
                signi: {signi}
                ener: ["{KUKRI}", "{IRON}", "{IRON}"]
              - signi: ["{SILVAN}"]
        """)

    play = game([MICHEL])  # 2 white and 2 colorless left to pay: too much
    assert not play.can(ActionKind.USE_SPELL, "Tri Signal")
    play = game([MICHEL, METRON])  # 1 white and 2 colorless
    play.use("Tri Signal")
    play.pay()
    assert play.zone_of(SILVAN) == Zone.DECK
    assert play.count(0, Zone.ENER) == 0


@encodes("WX04-030")
def test_tri_signal_life_burst_discards_a_labyrinth_for_the_opponents_signi(
    table: Table,
) -> None:
    burst = table.life_burst(
        "Tri Signal",
        f"hand: ['{MICHEL}']\nopponent: {{signi: ['{IRON}', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.choose(IRON)  # the opponent chooses which of their SIGNI
    assert burst.zone_of(MICHEL) == Zone.TRASH and burst.zone_of(IRON) == Zone.TRASH
    burst = table.life_burst("Tri Signal", f"hand: ['{KUKRI}']", classic=True)
    burst.burst()  # no <Labyrinth> to discard: nothing happens
    assert burst.count(1, Zone.SIGNI) == 1 and burst.count(0, Zone.HAND) == 1


@encodes("WX04-032")
def test_exhaust_flame_costs_one_red_less_for_each_dragon_beast(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Exhaust Flame of the Dragon Phoenix"]
            signi: ["{CUELEP}", "{KANNYA}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{SILVAN}"]
    """)
    game.use("Exhaust Flame of the Dragon Phoenix")  # 5 red, 2 less
    game.pay()
    # banished into the Ener Zone, then put from there into the trash
    assert game.zone_of(SILVAN) == Zone.TRASH and game.count(0, Zone.ENER) == 0
    burst = table.life_burst(
        "Exhaust Flame of the Dragon Phoenix", f"opponent: {{ener: ['{IRON}']}}", classic=True
    )
    burst.burst()  # one card left in their Ener Zone: four or less, so the attacker goes
    assert burst.zone_of(IRON, 1) == Zone.TRASH and burst.names(1, Zone.ENER) == [KUKRI]


@encodes("WX08-030")
def test_destruction_spirit_costs_less_for_beautiful_technique_on_field_and_in_ener(
    table: Table,
) -> None:
    def game(ener: list[str]) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                hand: ["Destruction Spirit"]
                signi: ["{ORIGAMI}", "{AMECO}", "{ORIGAMI}"]
                ener: {ener}
              - signi: ["{SILVAN}", "{IRON}"]
        """)

    # Four in the Ener Zone: 2 white (6 - 4) and 3 green (6 - 3), five cards.
    play = game([ORIGAMI] * 4 + [KUKRI] * 2)
    play.use("Destruction Spirit")
    play.pay()
    assert play.names(1, Zone.HAND) == [SILVAN, IRON] and play.count(0, Zone.ENER) == 1
    # Three: 3 white would be needed, and there are two.
    assert not game([ORIGAMI] * 3 + [KUKRI] * 2).can(ActionKind.USE_SPELL, "Destruction Spirit")
    burst = table.life_burst("Destruction Spirit", f"deck: {[KUKRI] * 3}", classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 3  # the crushed card, and two charged


@encodes("WX08-028")
def test_reckless_costs_less_for_electric_machines_and_frozen_opponents(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["RECKLESS"]
            signi: ["{SC}", "{JV}"]
            ener: ["{SC}", "{SC}", "{SC}"]
            deck: {[KUKRI] * 4}
          - signi: ["{SILVAN} (downed, frozen)", "{IRON} (downed, frozen)", "{BRONDA}"]
    """)
    game.use("RECKLESS")  # 7 blue, 2 less for each kind
    game.pay()
    game.target(SILVAN)  # a frozen SIGNI only
    assert game.zone_of(SILVAN) == Zone.ENER and game.count(0, Zone.HAND) == 3


@encodes("WX08-028")
def test_reckless_life_burst_banishes_with_an_electric_machine_else_freezes(
    table: Table,
) -> None:
    burst = table.life_burst("RECKLESS", f"signi: ['{SC}']", classic=True)
    burst.burst()
    assert burst.names(1, Zone.ENER) == [KUKRI]
    burst = table.life_burst("RECKLESS", classic=True)
    burst.burst()
    attacker = burst.card(KUKRI, 1, Zone.SIGNI)
    assert burst.game.downed[attacker] and burst.game.frozen[attacker]


@encodes("WX08-026")
def test_gorgeous_fissure_costs_more_for_life_cloth_and_less_for_ore_and_gem(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Gorgeous Fissure"]
            signi: ["{IRON}", "{BRONDA}"]
            life: ["{KUKRI}"]
            ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{METALLICA}", "{SILVAN}"]
            life: ["{KUKRI}", "{KUKRI}"]
    """)
    game.use("Gorgeous Fissure")  # 5 red, 1 more, 2 less
    game.pay()
    # Silvan is the only one with power 12000 or less: the target
    assert game.zone_of(SILVAN, 1) == Zone.ENER and game.count(1, Zone.LIFE) == 1
    burst = table.life_burst("Gorgeous Fissure", f"hand: ['{IRON}']", classic=True)
    burst.burst()
    assert burst.zone_of(IRON) == Zone.TRASH and burst.names(1, Zone.ENER) == [KUKRI]


@encodes("WD16-006")
def test_dont_step_costs_one_blue_less_for_each_card_beyond_the_opponents_hand(
    table: Table,
) -> None:
    def game(hand: int) -> Play:
        return table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {PIRULUK4}
                lrig_deck: ["Don't Step"]
                hand: {[KUKRI] * hand}
                ener: ["{SC}", "{SC}", "{SC}"]
              - signi: ["{SILVAN}", "{IRON}"]
                hand: ["{KUKRI}"]
        """)

    assert not game(3).can(ActionKind.USE_ARTS, "Don't Step")  # 6 blue, 2 less
    play = game(4)
    play.use("Don't Step")  # 3 less
    play.pay()
    play.target(SILVAN, IRON)
    assert play.game.downed[play.card(SILVAN, 1, Zone.SIGNI)]
    assert play.game.downed[play.card(IRON, 1, Zone.SIGNI)]


@encodes("WD16-023")
def test_hand_shock_costs_one_more_for_each_card_in_the_opponents_hand(table: Table) -> None:
    def game(their_hand: int) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {PIRULUK4}
                hand: ["HAND SHOCK"]
                ener: ["{SC}", "{SC}", "{SC}"]
              - signi: ["{SILVAN}"]
                hand: {[KUKRI] * their_hand}
        """)

    assert not game(3).can(ActionKind.USE_SPELL, "HAND SHOCK")
    play = game(2)
    play.use("HAND SHOCK")
    play.pay()
    assert play.zone_of(SILVAN) == Zone.ENER and play.count(0, Zone.ENER) == 0


@encodes("WD16-023")
def test_hand_shock_life_burst_discards_or_banishes_against_an_empty_hand(
    table: Table,
) -> None:
    burst = table.life_burst("HAND SHOCK", f"opponent: {{hand: ['{IRON}']}}", classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.zone_of(IRON, 1) == Zone.TRASH
    burst = table.life_burst("HAND SHOCK", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.names(1, Zone.ENER) == [KUKRI]


@encodes("WD16-010")
def test_peeping_charge_makes_peeping_analyze_cheaper_for_each_lrig_level(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            lrig_deck: ["Peeping Charge", "Peeping Analyze"]
          - hand: ["{IRON}", "{BRONDA}"]
    """)
    assert not game.can(ActionKind.USE_ARTS, "Peeping Analyze")  # 3 blue, no Ener
    game.use("Peeping Charge")
    game.use("Peeping Analyze")  # level four: free this turn
    game.mode(2)
    assert game.names(1, Zone.TRASH) == [BRONDA]


@encodes("WX07-065")
def test_freeze_through_gives_assassin_against_a_frozen_signi_in_front(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["FREEZE THROUGH"]
            signi: ["{SC}", "{JV}"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{SILVAN} (frozen)", "{IRON} (frozen)"]
    """)
    game.use("FREEZE THROUGH")  # 5 blue, 2 less
    game.pay()
    sc, jv = game.card(SC, 0, Zone.SIGNI), game.card(JV, 0, Zone.SIGNI)
    assert game.game.has_keyword(sc, KW.ASSASSIN) and game.game.has_keyword(jv, KW.ASSASSIN)
    game.game.frozen[game.card(IRON, 1, Zone.SIGNI)] = 0
    assert not game.game.has_keyword(jv, KW.ASSASSIN)


# ------------------------------------------------------------------ a cost that becomes
# an amount, and cards that are not of a kind

ULITH4 = str(
    [
        "Ulith, Enma",
        "Ulith, Burning Eye Enma",
        "Ulith, Enma of Crushing Hell",
        "Ulith, Enma of Eternal Hell",
        "Ulith, Black Sand Enma",
    ]
)  # black, no abilities


@encodes("WX03-002")
def test_holy_act_costs_two_white_against_a_black_lrig_and_spares_angels(
    table: Table,
) -> None:
    def game(opponent: str) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {TAMA4}
                lrig_deck: ["Holy Act"]
                ener: ["{KUKRI}", "{KUKRI}"]
              - lrig: {opponent}
                signi: ["{SARIE}", "{IRON}"]
        """)

    assert not game(HANAYO4).can(ActionKind.USE_ARTS, "Holy Act")  # 2 white, 3 colorless
    play = game(ULITH4)
    play.use("Holy Act")  # the one SIGNI that is not an <Angel>: the target
    assert play.zone_of(IRON) == Zone.TRASH and play.zone_of(SARIE) == Zone.SIGNI


IMP = "Imp, Azure Doomed Evil"  # blue and black <<Demon>>, level 1, 5000, vanilla
RATNA = "Ratna Petit, Code 2434"  # black, level 1, 2000, an [Action] alone
ROMAIL = "Romail, Lightly Armed"  # red, level 1, 2000
KOALALA = "Koalala, Phantom Terra Beast"  # red and green, level 2, 10000, vanilla


@encodes("WXDi-P03-085")
def test_luca_rises_on_a_demon_and_vanishes_the_weak_non_black_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT)}
            signi: ["{IMP}"]
            hand: ["Luca, Doomed Evil"]
            ener: ["{IMP}", "{IMP}"]
          - signi: ["{RATNA}", "{ROMAIL}", "{KOALALA}"]
    """)
    game.play("Luca, Doomed Evil")  # on top of the <<Demon>> Imp
    game.accept()
    game.pay()
    assert game.zone_of(ROMAIL) == Zone.ENER
    assert game.zone_of(RATNA) == Zone.SIGNI and game.zone_of(KOALALA) == Zone.SIGNI
