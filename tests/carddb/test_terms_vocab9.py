"""The terms of the ninth vocabulary round (issues 11 and 12) and the cards they made
playable.

- use costs that change by an amount for each unit of a quantity, or that become an
  amount (`cost_change` with `per` or `becomes`; docs/engine-hooks.md, "Continuous
  effects"): the classic SPELLs and ARTS that cost less "for each" SIGNI, level or card;
- filters of what cards are not (`not`: "non-black SIGNI", "other than <Angel> SIGNI");
- use costs reduced as the card is used, for each card its user downs or discards then
  (`reduce_cost` of a use ability; docs/engine-hooks.md, "Use costs reduced as the card
  is used");
- filters by the total of a printed use cost (`cost`, `distinct: cost`);
- filters by a keyword ability and by [Rise] (`keyword: multi_ener`, `rise: true`);
- a filter of cards that share a class with others (`shares_class_with`), and quantities
  compared as even or odd (`parity`: "if the total level of LRIG on your field is even");
- effects in force during a later turn, over the cards there then (`during`;
  docs/engine-hooks.md, "Effects in force during a later turn");
- cards a player cannot use (`cannot_use`: "You cannot use ARTS this turn", "Players
  cannot use non-white spells"; docs/engine-hooks.md, "Continuous effects", NO_USE).
"""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from tests.carddb.scenes import burst as en_burst
from tests.carddb.scenes import grown
from tests.carddb.table import (
    AT,
    AT3,
    CLASSIC_FILLER,
    HANAYO,
    LIZE3,
    TAMA,
    Play,
    Table,
    encodes,
    lrigs,
)

IONA = ["Iona, Zero/Maiden", "Iona, Crescent/Maiden", "Iona, Half/Maidenf", "Iona, Pale/Maiden"]
PIRULUK = ["Code Piruluk", "Code Piruluk K", "Code Piruluk M", "Code Piruluk G"]
PIRULUK4 = str([*PIRULUK, "Code Piruluk Sigma"])  # no abilities
TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # no abilities
HANAYO4 = str([*HANAYO, "Hanayo-Pure Four"])  # no abilities
YUZUKI4 = str(["Yuzuki-Zero", "Yuzuki-One", "Yuzuki-Two", "Yuzuki-Three", "Yuzuki-Pure Four"])
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
          - lrig: {TAMA4}
            signi: ["{METALLICA}", "{SILVAN}"]
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


# ------------------------------------------------------------------ costs reduced for
# each card downed or discarded as the card is used

TAWIL = str(
    [
        "Tawil=Noll, Prolonged of Life",
        "Tawil=Ett, Prolonged of Life",
        "Tawil=Två, Prolonged of Life",
        "Tawil=Tre, Prolonged of Life",
    ]
)  # white, no abilities
URIE = "Urie, Sudden Ruination"  # white <Angel>, level 2, 7000, vanilla
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000, vanilla
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000, vanilla
BETELGEUSE = "Betelgeuse, Natural Star"  # white <Space>, level 3, 10000, vanilla
SULFUR = "Sulfur, Natural Source"  # blue <Atom>, level 1, 3000, vanilla
TITANIUM = "Titanium, Natural Source"  # blue <Atom>, level 2, 7000, vanilla
MANGANESE = "Manganese, Natural Source"  # blue <Atom>, level 3, 10000, vanilla
SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000, vanilla
SPARROW = "Sparrow, Phantom Beast"  # green <Sky Beast>, level 2, 7000, vanilla
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1, 3000, vanilla
SHIGABOSU = "Shigabosu, Second Play"  # green <Playground Equipment>, level 2, vanilla
DERRIN = "Derrin, Small Gun"  # red <Weapon>, level 1, 3000, vanilla
NINETEEN = "Nineteen, Explosive Gun"  # red <Weapon>, level 2, 7000, vanilla
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000, vanilla
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000, vanilla
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3, 10000, vanilla


@encodes("WX06-024")
def test_soap_sudden_costs_two_less_for_each_angel_downed_as_it_is_used(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAWIL}
            hand: ["Soap Sudden"]
            signi: ["{SARIE}", "{URIE}"]
            ener: ["{KUKRI}"]
          - signi: ["{SILVAN}"]
    """)
    # 1 white and 4 colorless: payable with one card only once both <Angel> are downed,
    # so both are, without a choice to stop
    game.use("Soap Sudden")
    game.choose(SARIE)
    assert game.zone_of(SILVAN) == Zone.TRASH and game.count(0, Zone.ENER) == 0
    assert game.game.downed[game.card(SARIE, 0, Zone.SIGNI)]
    assert game.game.downed[game.card(URIE, 0, Zone.SIGNI)]


@encodes("WX06-024")
def test_soap_sudden_life_burst_trashes_with_an_angel_else_downs(table: Table) -> None:
    burst = table.life_burst("Soap Sudden", f"signi: ['{SARIE}']", classic=True)
    burst.burst()
    assert burst.names(1, Zone.TRASH) == [KUKRI]
    burst = table.life_burst("Soap Sudden", classic=True)
    burst.burst()
    assert burst.game.downed[burst.card(KUKRI, 1, Zone.SIGNI)]


@encodes("WD10-006")
def test_dust_free_costs_less_for_each_weapon_discarded_as_it_is_used(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["Dust-Free in All Directions"]
            hand: ["{DERRIN}", "{NINETEEN}", "{IRON}"]
            ener: ["{IRON}", "{IRON}"]
          - signi: ["{SILVAN}"]
    """)
    # 4 red and 2 colorless: two <Weapon> discarded leave 2 colorless to pay
    game.use("Dust-Free in All Directions")
    game.discard(DERRIN)  # still too much to pay: Nineteen too, without a choice to stop
    assert game.names(0, Zone.TRASH)[:2] == [DERRIN, NINETEEN]
    assert game.zone_of(SILVAN) == Zone.ENER and game.names(0, Zone.HAND) == [IRON]


@encodes("WD12-006")
def test_elusive_costs_two_green_less_with_a_playground_equipment_discarded(
    table: Table,
) -> None:
    def game(hand: str, ener: list[str]) -> Play:
        return table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {TAMA4}
                lrig_deck: ["Elusive"]
                hand: ["{hand}"]
                ener: {ener}
        """)

    assert not game(KUKRI, [SHIGABOSU]).can(ActionKind.USE_ARTS, "Elusive")
    play = game(KENDAMA, [SHIGABOSU])
    play.use("Elusive")  # free once Kendama is discarded
    play.into(0)
    assert play.zone_of(KENDAMA) == Zone.TRASH and play.zone_of(SHIGABOSU) == Zone.SIGNI
    play = game(KENDAMA, [SHIGABOSU, SWALLOW, SPARROW])
    play.use("Elusive")
    play.decline()  # payable in full: the discard is a choice
    play.pay(SHIGABOSU, SWALLOW)
    play.into(0)  # Sparrow, the one green SIGNI left there
    assert play.zone_of(KENDAMA) == Zone.HAND and play.zone_of(SPARROW) == Zone.SIGNI


@encodes("WX07-024")
def test_meteo_advantage_downs_space_signi_to_trash_and_search(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Meteo Advantage"]
            signi: ["{PROCYON}", "{SIRIUS}", "{BETELGEUSE}"]
            ener: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{KUKRI}", "{PROCYON}"]
          - signi: ["{SILVAN}"]
    """)
    game.use("Meteo Advantage")  # 8 white
    game.choose(PROCYON)
    game.choose(SIRIUS)  # 4 white left, and three cards: Betelgeuse is downed as well
    game.pay()
    assert game.zone_of(SILVAN) == Zone.TRASH and game.count(0, Zone.ENER) == 1
    game.choose(PROCYON)
    assert game.names(0, Zone.HAND) == [PROCYON]
    burst = table.life_burst("Meteo Advantage", f"deck: ['{IRON}']", classic=True)
    burst.burst()
    burst.choose(IRON)
    assert burst.names(0, Zone.HAND) == [IRON]


@encodes("WX07-028")
def test_jackpot_downs_atoms_and_searches_three(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["JACKPOT"]
            signi: ["{SULFUR}", "{TITANIUM}", "{MANGANESE}"]
            ener: ["{SC}"]
            deck: ["{SULFUR}", "{TITANIUM}", "{KUKRI}"]
    """)
    game.use("JACKPOT")  # 7 blue, 6 less
    game.choose(SULFUR)
    game.choose(TITANIUM)  # and Manganese, to leave one blue
    assert game.count(0, Zone.ENER) == 0
    game.choose(SULFUR)
    game.choose(TITANIUM)  # no other <Atom> there: the search ends
    assert sorted(game.names(0, Zone.HAND)) == sorted([SULFUR, TITANIUM])


@encodes("WX07-028")
def test_jackpot_life_burst_banishes_two_for_three_atoms_discarded(table: Table) -> None:
    burst = table.life_burst(
        "JACKPOT",
        f"hand: ['{SULFUR}', '{TITANIUM}', '{MANGANESE}']\n"
        f"opponent: {{signi: ['{IRON}', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.mode(1)
    burst.discard(SULFUR, TITANIUM)  # and Manganese, the last
    burst.target(IRON, KUKRI)
    assert burst.count(0, Zone.TRASH) == 3 and burst.count(1, Zone.SIGNI) == 0
    burst = table.life_burst("JACKPOT", f"hand: ['{SULFUR}', '{TITANIUM}']", classic=True)
    burst.burst()
    burst.mode(1)
    burst.discard(SULFUR)  # and Titanium: two, not three, so nothing is banished
    assert burst.count(0, Zone.TRASH) == 2 and burst.count(1, Zone.SIGNI) == 1


@encodes("WX07-030")
def test_perforation_downs_beasts_gives_lancer_and_banishes_a_big_signi(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Perforation"]
            signi: ["{SWALLOW}", "{SPARROW}"]
          - lrig: {TAMA4}
            signi: ["{METALLICA}", "{SILVAN}"]
    """)
    game.use("Perforation")  # 4 green, no Ener: both downed
    game.choose(SWALLOW)  # the first to down
    game.target(SWALLOW)
    assert game.game.has_keyword(game.card(SWALLOW, 0, Zone.SIGNI), KW.LANCER)
    assert game.zone_of(METALLICA) == Zone.ENER and game.zone_of(SILVAN) == Zone.SIGNI
    burst = table.life_burst("Perforation", f"deck: ['{IRON}']", classic=True)
    burst.burst()  # none left in the Life Cloth
    assert burst.names(0, Zone.LIFE) == [IRON]


@encodes("WX07-032")
def test_death_parade_banishes_one_of_each_and_returns_devils(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Death Parade"]
            signi: ["{KOONI}", "{COSMO}", "{BELZE}"]
            ener: {[KOONI] * 5}
            trash: ["{KOONI}", "{COSMO}"]
          - signi: ["{SILVAN}"]
    """)
    game.use("Death Parade")  # 11 black, 6 less, 5 left
    game.choose(KOONI)
    game.choose(COSMO)  # and Belze, to leave five to pay
    game.target(BELZE)  # your own SIGNI to banish
    game.target(KOONI)  # onto the field
    game.target(COSMO)  # into the Life Cloth
    assert game.zone_of(SILVAN) == Zone.ENER and game.zone_of(BELZE) == Zone.ENER
    assert game.names(0, Zone.LIFE)[0] == COSMO
    burst = table.life_burst("Death Parade", classic=True)
    burst.burst()
    assert burst.names(1, Zone.ENER) == [KUKRI]


# ------------------------------------------------------------------ cards that cannot be
# used

CHARGING = "Charging"  # an ARTS of no cost: [Ener Charge 1]
ELDORA4 = str(
    ["Eldora=Mark 0", "Eldora=Mark I'", "Eldora=Mark II'", "Eldora=Mark III'", "Eldora=Mark IV'"]
)


@encodes("WD15-006")
def test_patience_gives_assassin_after_no_arts_and_forbids_arts_after(table: Table) -> None:
    def game() -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {YUZUKI4}
                lrig_deck: ["Patience and Fiery Butterflies", "{CHARGING}"]
                signi: ["{CUELEP}"]
                ener: ["{IRON}", "{IRON}", "{IRON}", "{IRON}"]
                deck: {[KUKRI] * 3}
        """)

    play = game()
    play.use(CHARGING)  # an ARTS used this turn
    assert not play.can(ActionKind.USE_ARTS, "Patience and Fiery Butterflies")
    play = game()
    play.use("Patience and Fiery Butterflies")  # 6 red and 2 colorless, 4 red less
    play.pay()
    assert play.game.has_keyword(play.card(CUELEP, 0, Zone.SIGNI), KW.ASSASSIN)
    assert play.count(0, Zone.ENER) == 0
    assert play.zone_of(CHARGING) == Zone.LRIG_DECK
    assert not play.can(ActionKind.USE_ARTS, CHARGING)


@encodes("WX08-015")
def test_hammer_chance_adds_two_life_cloth_once_a_game(table: Table) -> None:
    def game(life: list[str]) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {ELDORA4}
                lrig_deck: ["Hammer Chance", "{CHARGING}"]
                life: {life}
                ener: ["{SC}"]
                deck: {[KUKRI] * 4}
        """)

    assert not game([KUKRI]).can(ActionKind.USE_ARTS, "Hammer Chance")
    play = game([])
    play.use("Hammer Chance")
    assert play.count(0, Zone.LIFE) == 2
    play.use(CHARGING)  # other ARTS still can be
    assert play.count(0, Zone.ENER) == 1


def test_a_card_that_cannot_be_used_for_the_game_stays_so_next_turns(table: Table) -> None:
    # "During this game, you can't use ...": the restriction outlasts the turn (a second
    # "Hammer Chance", in the LRIG deck when the first was used).
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA4}
            lrig_deck: ["Hammer Chance", "Hammer Chance"]
            ener: ["{SC}", "{SC}"]
            deck: {[KUKRI] * 8}
    """)
    game.use("Hammer Chance")
    game.game.players[0].life.clear()
    game.game.turn += 2
    assert not game.can(ActionKind.USE_ARTS, "Hammer Chance")


@encodes("WXDi-P03-052")
def test_elena_forbids_non_white_spells_to_both_players(table: Table) -> None:
    game = table("""
        players:
          - signi: ["Elena, Code: Anti"]
            hand: ["Polygenesis", "RECOVERY"]
            ener: ["Camelopar, Natural Planet"]
    """)
    assert not game.can(ActionKind.USE_SPELL, "Polygenesis")  # green
    assert not game.can(ActionKind.USE_SPELL, "RECOVERY")  # blue
    game = table("""
        players:
          - hand: ["Polygenesis"]
            ener: ["Camelopar, Natural Planet"]
    """)
    assert game.can(ActionKind.USE_SPELL, "Polygenesis")


@encodes("WXDi-P07-077")
def test_recovery_draws_more_with_a_bet_and_forbids_spells(table: Table) -> None:
    for bet, drawn in ((True, 3), (False, 2)):
        game = table(f"""
            players:
              - hand: ["RECOVERY", "Polygenesis"]
                ener: ["Camelopar, Natural Planet"]
                deck: {[ROMAIL] * 4}
                coins: 1
        """)
        game.use("RECOVERY")
        game.accept() if bet else game.decline()
        assert game.count(0, Zone.HAND) == 1 + drawn
        game.discard(ROMAIL, ROMAIL)
        assert game.names(0, Zone.HAND)[0] == "Polygenesis"
        assert game.count(0, Zone.HAND) == drawn - 1
        assert game.game.players[0].coins == (0 if bet else 1)
        assert not game.can(ActionKind.USE_SPELL, "Polygenesis")  # Ener there, no spells


@encodes("WXDi-P07-077")
def test_recovery_life_burst_discards_to_put_an_upped_signi_on_the_bottom(
    table: Table,
) -> None:
    game = en_burst(table, "RECOVERY", mine=f'hand: ["{ROMAIL}"]')
    game.accept()
    assert game.zone_of(KOALALA) == Zone.DECK and game.zone_of(ROMAIL) == Zone.TRASH


# ------------------------------------------------------------------ cards with a keyword,
# SIGNI with or without [Rise]

SERVANT_O2 = "Servant O2"  # colorless, level 1, [Multi Ener], no abilities
RIL = [
    "Ril, Memory of Innocence",
    "Ril, Fragmented Memory",
    "Ril, Flickering Memory",
    "Ril, Memory of Decadence",
]
GOKU = "Goku, Western Monkey of the Sage's Stone"  # red <Valor>, level 4, 12000, [Rise]
GAWAIN = "Gawain, War Hawk of the Round Table"  # red <Valor>, level 2, 7000, vanilla
RIL4 = str([*RIL, "Ril, Memory of Desperation"])


@encodes("WX04-009")
def test_yuzuki_three_armament_makes_the_opponent_trash_a_multi_ener(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {["Yuzuki-Zero", "Yuzuki-One", "Yuzuki-Two"]}
            lrig_deck: ["Yuzuki-Three Armament"]
            ener: ["{IRON}", "{IRON}"]
          - ener: ["{IRON}", "{SERVANT_O2}", "Servant O"]
    """)
    game.grow("Yuzuki-Three Armament")
    game.choose(SERVANT_O2)  # the opponent chooses among their [Multi Ener] cards
    assert game.names(1, Zone.TRASH) == [SERVANT_O2] and game.count(1, Zone.ENER) == 2


@encodes("WX04-068")
def test_wyvern_discards_to_trash_a_multi_ener_card(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI4}
            hand: ["Wyvern, Phantom Dragon", "{IRON}"]
          - ener: ["{IRON}", "{SERVANT_O2}"]
    """)
    game.play("Wyvern, Phantom Dragon")
    game.accept()
    assert game.names(1, Zone.TRASH) == [SERVANT_O2] and game.zone_of(IRON, 0) == Zone.TRASH


@encodes("WX04-072")
def test_echidna_trashes_itself_for_a_multi_ener_card(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {YUZUKI4}
            signi: ["Echidna, Phantom Dragon"]
          - ener: ["{IRON}", "{SERVANT_O2}"]
    """)
    game.action("Echidna, Phantom Dragon")
    assert game.names(1, Zone.TRASH) == [SERVANT_O2]
    assert game.zone_of("Echidna, Phantom Dragon") == Zone.TRASH
    burst = table.life_burst("Echidna, Phantom Dragon", f"deck: ['{IRON}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [IRON]


@encodes("WX04-031")
def test_orochi_double_crushes_against_a_small_ener_zone_and_trashes_as_it_attacks(
    table: Table,
) -> None:
    def game(ener: int) -> Play:
        return table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {YUZUKI4}
                signi: ["Orochi, Phantom Dragon Princess"]
              - ener: {[IRON] * ener}
        """)

    orochi = "Orochi, Phantom Dragon Princess"
    assert not game(5).game.has_keyword(game(5).card(orochi), KW.DOUBLE_CRUSH)
    play = game(4)
    assert play.game.has_keyword(play.card(orochi), KW.DOUBLE_CRUSH)
    play.pass_until(lambda p: p.can(ActionKind.ATTACK, orochi))
    play.attack(orochi)
    assert play.count(1, Zone.ENER) == 3 and play.count(1, Zone.TRASH) == 1
    burst = table.life_burst(
        orochi, f"opponent: {{ener: ['{IRON}', '{SERVANT_O2}']}}", classic=True
    )
    burst.burst()
    assert burst.names(1, Zone.TRASH) == [SERVANT_O2] and burst.names(1, Zone.ENER)[-1] == KUKRI


@encodes("WX08-061")
def test_twin_attack_gives_assassin_to_a_double_crush_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["Twin Attack of the Revolving Storm"]
            signi: ["{IRON}", "{BRONDA} (double_crush)"]
            ener: ["{IRON}"]
    """)
    game.use("Twin Attack of the Revolving Storm")  # Bronda is the one target
    assert game.game.has_keyword(game.card(BRONDA, 0, Zone.SIGNI), KW.ASSASSIN)
    assert not game.game.has_keyword(game.card(IRON, 0, Zone.SIGNI), KW.ASSASSIN)


@encodes("WX08-073")
def test_rush_powers_a_lancer_signi_that_charges_as_it_crushes(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Rush"]
            signi: ["{SWALLOW}", "{SPARROW} (lancer)"]
            ener: ["{SWALLOW}"]
            deck: {[KUKRI] * 4}
          - life: ["{KUKRI}"]
    """)
    game.use("Rush")
    assert game.power(SPARROW) == 17000 and game.power(SWALLOW) == 3000
    game.end_main()
    game.attack(SPARROW)
    assert game.count(0, Zone.ENER) == 2  # the two top cards of the deck


@encodes("WD17-018")
def test_one_swing_banishes_a_valor_with_or_without_rise(table: Table) -> None:
    def game() -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {RIL4}
                hand: ["One Swing of the Divine Current"]
                signi: ["{GAWAIN}", "{GOKU}"]
                deck: ["{GOKU}", "{GAWAIN}"]
              - signi: ["{SILVAN}"]
        """)

    play = game()
    play.use("One Swing of the Divine Current")
    play.mode(0)  # Gawain, without [Rise], then a <Valor> with [Rise] from the deck
    play.choose(GOKU)
    assert play.names(0, Zone.ENER) == [GAWAIN] and play.names(0, Zone.HAND) == [GOKU]
    play = game()
    play.use("One Swing of the Divine Current")
    play.mode(1)  # Goku, with [Rise]
    assert play.names(0, Zone.ENER) == [GOKU] and play.zone_of(SILVAN) == Zone.ENER


# ------------------------------------------------------------------ classes shared, and
# totals that are even or odd

AT_NOLL = "At =Noll=, the Opened Gate"  # Assist LRIG, level 0
AT_CHARGE = "At =Charge="  # Assist LRIG, level 1
TAWIL_CENTER = [
    "Tawil =Noll=, Awakened One",
    "Tawil =Ett=, Awakened One",
    "Tawil =Två=, Awakened One",
]
SARA = "Sara Hoshikawa, Code 2434"  # white and black, level 1, vanilla
NEWTON = "Newton, Jade Wisdom Queen"  # level 3


@encodes("WXDi-P00-021")
def test_at_reminder_vanishes_and_sends_a_signi_sharing_a_class_to_the_ener_zone(
    table: Table,
) -> None:
    game = grown(
        table,
        "At =Reminder=",
        [AT_NOLL, AT_CHARGE],
        mine=f'signi: ["{ROMAIL}"]\n            deck: {[SARA] * 3}',
        theirs=f'signi: ["{KOALALA}", "{ROMAIL}", "{IMP}"]',
        center=TAWIL_CENTER,
    )
    game.first()  # the vanish first
    game.target(IMP)
    # the other [Enter]: only Romail shares a class (<<Armed>>) with a SIGNI of yours
    assert game.zone_of(IMP, 1) == Zone.ENER and game.zone_of(ROMAIL, 1) == Zone.ENER
    assert game.zone_of(KOALALA) == Zone.SIGNI and game.names(0, Zone.ENER) == [SARA]


@encodes("WXDi-P04-039")
def test_newton_charges_at_an_odd_lrig_total_and_adds_from_ener_at_an_even_one(
    table: Table,
) -> None:
    def game(left: list[str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(LIZE3, left=left)}
                hand: ["{NEWTON}"]
                ener: ["{ROMAIL}"]
                deck: {[SARA] * 3}
        """)

    odd = game([AT_NOLL])  # 3 + 0
    odd.play(NEWTON)
    assert odd.count(0, Zone.ENER) == 2
    odd.end_main()  # the attack phase: odd, nothing
    assert odd.count(0, Zone.HAND) == 0
    even = game([AT_NOLL, AT_CHARGE])  # 3 + 1
    even.play(NEWTON)
    assert even.count(0, Zone.ENER) == 1
    even.end_main()
    even.target(ROMAIL)
    assert even.names(0, Zone.HAND) == [ROMAIL]
    burst = en_burst(table, NEWTON)
    burst.mode(0)
    assert burst.zone_of(KOALALA) == Zone.ENER  # the upped one: the Servant # attacked


@encodes("WXDi-P05-051")
def test_mathdrill_pays_to_return_a_signi_at_an_even_signi_total(table: Table) -> None:
    def game(signi: list[str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(LIZE3)}
                signi: {signi}
                ener: {[SARA] * 3}
              - signi: ["{KOALALA}"]
        """)

    even = game(["Mathdrill, Blessed Wisdom", ROMAIL])  # 3 + 1
    even.end_main()
    even.accept()
    even.pay()
    assert even.zone_of(KOALALA) == Zone.HAND and even.count(0, Zone.ENER) == 0
    odd = game(["Mathdrill, Blessed Wisdom"])
    odd.end_main()  # 3: nothing asked
    assert odd.zone_of(KOALALA) == Zone.SIGNI and odd.count(0, Zone.ENER) == 3


# ------------------------------------------------------------------ PIECEs the language
# already said

UMR = "Umr =Noll=, Key to Salvation"  # blue Assist LRIG, level 0
AKINO = "Akino, Bound for the Future"  # white Assist LRIG, level 0
HIRANA = "Hirana, a Spark of Hope"  # red Assist LRIG, level 0
# <<Angel>> SIGNI of seven names, with no abilities that work in the trash.
ANGELS = [
    "Raphae, Jade Doomed Angel",
    "Aizen, Jade Doomed Angel",
    "Mastema, Blessed Doomed Angel",
    "Uriel, Blessed Doomed Angel",
    "Atalanta, Jade Angel",
    "Athena, Blessed Angel",
    "Charon, Azure Angel",
]


def piece_game(table: Table, piece: str, mine: str, theirs: str = "", right: str = UMR) -> Play:
    return table(f"""
        players:
          - lrig: {lrigs(AT3, left=AKINO, right=right)}
            lrig_deck: ["{piece}"]
            ener: {[SARA] * 3}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)


@encodes("WXDi-P01-007")
def test_tap_down_tap_downs_a_lrig_or_signi_with_no_life_cloth(table: Table) -> None:
    for life, downed in (([], True), ([SARA], False)):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3, left=AKINO, right=UMR)}
                lrig_deck: ["●Tap Down Tap●"]
                ener: {[SARA] * 2}
                life: {life}
              - lrig: {lrigs(LIZE3)}
        """)
        game.use("●Tap Down Tap●")
        center = game.game.center(1)  # the only target: the opponent's Center LRIG
        assert bool(game.game.downed[center]) == downed


@encodes("WXDi-P03-001")
def test_song_of_wixoss_draws_three_and_discards_two_at_the_end_of_turn(
    table: Table,
) -> None:
    game = piece_game(table, "SONG OF WIXOSS", f"deck: {[ROMAIL] * 4}")
    game.use("SONG OF WIXOSS")
    assert game.count(0, Zone.HAND) == 3
    game.end_main()  # at the end of the turn, two of three Romail: no choice to make
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.TRASH) == 2
    red = piece_game(table, "SONG OF WIXOSS", "", right=HIRANA)
    assert not red.can(ActionKind.USE_PIECE, "SONG OF WIXOSS")  # no blue LRIG


@encodes("WXDi-P03-001")
def test_song_of_wixoss_used_in_the_opponents_turn_discards_at_the_end_of_your_next_turn(
    table: Table,
) -> None:
    # Used in the opponent's attack phase (en-2021-glossary.txt, "Use timing: Attack
    # phase"): "your next end phase" is the end phase of your own next turn.
    game = table(
        f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=AKINO, right=UMR)}
            lrig_deck: ["SONG OF WIXOSS"]
            deck: {[ROMAIL] * 8}
          - lrig: {lrigs(LIZE3)}
        """,
        skip_forced=False,
    )
    game.pass_until(
        lambda g: g.game.current_player() == 0 and g.can(ActionKind.USE_PIECE, "SONG OF WIXOSS")
    )
    game.use("SONG OF WIXOSS")
    assert game.count(0, Zone.HAND) == 3
    game.pass_until(lambda g: g.game.turn_player == 0 and g.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.TRASH) == 0  # nothing discarded at the end of their turn
    hand = game.count(0, Zone.HAND)
    game.end_main()
    game.pass_until(lambda g: g.game.turn_player == 1)
    assert game.count(0, Zone.TRASH) == 2 and game.count(0, Zone.HAND) == hand - 2


@encodes("WXDi-P02-004")
def test_heavens_door_needs_seven_angel_names_in_the_trash(table: Table) -> None:
    six = piece_game(table, "Heaven's Door", f"trash: {ANGELS[:6] + ANGELS[:1]}")
    assert not six.can(ActionKind.USE_PIECE, "Heaven's Door")  # seven cards, six names
    game = piece_game(
        table,
        "Heaven's Door",
        f"trash: {ANGELS}\n            deck: {[ROMAIL] * 3}",
        f'signi: ["{KOALALA}"]',
    )
    game.use("Heaven's Door")
    game.pay()
    assert game.zone_of(KOALALA) == Zone.TRASH and game.count(0, Zone.HAND) == 2


# ------------------------------------------------------------------ more cards the
# language already said

PANDADA = "Pandada, Phantom Terra Beast"  # red and green, level 1, vanilla
ECKESACHS = "Eckesachs, Lightly Armed"  # red and black, level 1, vanilla
PROCYON_A = "Procyon A, Natural Planet"  # white and blue, level 1, vanilla
BRONZE = "Bronze, Natural Stone"  # red and blue, level 1, vanilla


@encodes("WXDi-P05-056")
def test_nabeno_tsuna_makes_the_opponent_trash_an_ener_with_three_red_names(
    table: Table,
) -> None:
    def game(signi: list[str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(LIZE3)}
                signi: {signi}
              - ener: ["{ROMAIL}", "{SARA}"]
        """)

    play = game(["Nabeno - Tsuna, Crimson General", PANDADA, ECKESACHS])
    play.end_main()
    play.choose(SARA)  # the opponent's choice
    assert play.names(1, Zone.TRASH) == [SARA]
    play = game(["Nabeno - Tsuna, Crimson General", PANDADA, PANDADA])  # two names
    play.end_main()
    assert play.count(1, Zone.TRASH) == 0


@encodes("WXDi-P05-064")
def test_hauynite_draws_with_three_blue_names(table: Table) -> None:
    # Bronze: a third blue name; Procyon A again: two names; Pandada: not blue
    for third, drawn in ((BRONZE, 1), (PROCYON_A, 0), (PANDADA, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(LIZE3)}
                signi: ["Hauynite, Natural Crystal", "{PROCYON_A}", "{third}"]
                deck: {[ROMAIL] * 3}
        """)
        game.end_main()
        assert game.count(0, Zone.HAND) == drawn


@encodes("WXDi-P04-071")
def test_satyr_gives_lancer_for_three_colours_trashed_from_the_ener_zone(
    table: Table,
) -> None:
    for ener, lancer in (
        (["Atalanta, Jade Angel", "Athena, Blessed Angel", "Charon, Azure Angel"], True),
        (["Atalanta, Jade Angel"] * 3, False),
    ):
        game = table(f"""
            players:
              - lrig: {lrigs(LIZE3)}
                hand: ["Satyr, Jade Angel"]
                ener: {ener}
        """)
        game.play("Satyr, Jade Angel")
        game.accept()
        assert game.count(0, Zone.ENER) == 0
        satyr = game.card("Satyr, Jade Angel", 0, Zone.SIGNI)
        assert game.game.has_keyword(satyr, KW.LANCER) == lancer


WOLF2 = ["VJ WOLF - Standby", "VJ WOLF - 1st Verse", "VJ WOLF - 2nd Verse"]
VJ_WOLF = "VJ WOLF - 3rd Verse - ALT"


@encodes("WXDi-P05-008")
def test_vj_wolf_charges_for_assist_levels_vanishes_and_gives_multi_ener(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(WOLF2, left=[AT_NOLL, AT_CHARGE])}
            lrig_deck: ["{VJ_WOLF}"]
            ener: {[PANDADA] * 5}
            deck: {[ROMAIL] * 4}
          - signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.grow(VJ_WOLF)
    game.pay()
    assert game.count(0, Zone.ENER) == 4  # 5 less 2, and one for the Assist's level one
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION, VJ_WOLF))
    uses = [a for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION]
    game.game.apply_action(uses[0])  # the vanish: %G %G %X
    game.pay()  # Koalala, the one SIGNI with power 10000 or more: the target
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(0, Zone.ENER) == 1
    (multi,) = [a for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION]
    game.game.apply_action(multi)  # once per game, free
    (card,) = game.game.players[0].ener
    assert game.game.has_keyword(card, KW.MULTI_ENER)


NOVA2 = ["Newborn Nova", "Nova, Prelude", "Nova, Fighting Spirit"]
NOVA = "Nova, Destiny Imperial"


@encodes("WXDi-P05-009")
def test_nova_keeps_a_card_on_top_and_puts_trash_cards_on_the_deck(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(NOVA2)}
            lrig_deck: ["{NOVA}"]
            ener: {[SARA] * 3}
            deck: ["{KOALALA}", "{ROMAIL}", "{PANDADA}", "{BRONZE}"]
            trash: ["{PROCYON_A}", "{ECKESACHS}"]
          - life: ["{KOALALA}"]
    """)
    game.grow(NOVA)
    game.pay()
    game.choose(ROMAIL)  # up to one on top, the rest on the bottom
    game.pass_until(lambda play: play.decision != DecisionKind.PAYMENT)
    deck = game.game.players[0].deck
    assert game.game.name(deck[-1]) == ROMAIL
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION, NOVA))
    game.action(NOVA)
    game.target(PROCYON_A)  # white
    assert game.game.name(deck[-1]) == PROCYON_A
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.act(ActionKind.ATTACK)
    game.accept()  # [Exceed 1]
    game.choose("Newborn Nova")  # the card from under Nova into the LRIG trash
    game.target(ECKESACHS)
    # The turn ends with the attack: the once-per-game action's two cards are drawn then,
    # the two put on top of the deck (Eckesachs by the attack, Procyon A by the action).
    game.pass_until(lambda play: play.game.turn_player == 1)
    hand = game.game.players[0].hand
    assert sorted(game.game.name(card) for card in hand) == [ECKESACHS, PROCYON_A]


BANG2 = ["Newborn Bang", "Bang, Singer of Melodies", "Bang, Front and Center"]
BANG = "Bang, Making a Miracle"


@encodes("WXDi-P06-009")
def test_bang_gives_lancer_to_the_center_charges_with_exceed_and_s_lancer(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(BANG2)}
            lrig_deck: ["{BANG}"]
            ener: {[PANDADA] * 4}
            signi: ["{ROMAIL}", "{PANDADA}", "{KOALALA}"]
            deck: {[ROMAIL] * 4}
    """)
    game.grow(BANG)
    game.pay()
    center = game.game.players[0].signi[1]
    assert game.game.has_keyword(center, KW.LANCER)
    assert not game.game.has_keyword(game.card(ROMAIL, 0, Zone.SIGNI), KW.LANCER)
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION, BANG))
    game.action(BANG)
    game.target(KOALALA)  # green
    assert game.game.has_keyword(game.card(KOALALA, 0, Zone.SIGNI), KW.S_LANCER)
    game.end_main()
    game.accept()  # [Exceed 1] at the beginning of the attack phase
    game.choose("Newborn Bang")
    assert game.count(0, Zone.ENER) == 1  # four, less two and less two, and one charged


# ------------------------------------------------------------------ cards by their total
# cost, and cards the language already said

SPINNING = "Spinning Knowledge"  # colorless spell, total cost 1
ENCOMPASSING = "Encompassing Knowledge"  # colorless spell, total cost 2
OVERFLOWING = "Overflowing Knowledge"  # colorless spell, total cost 3
ROARING = "Roaring Fire Pillar"  # red spell, total cost 1
PRISMATIC = "Prismatic Fire Pillar"  # red spell, total cost 2
PURE_SWORD = "Pure Treasured Sword"  # colorless spell, total cost 0
MILULUN4 = str(["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto"])
UMR3 = str(
    [
        "Umuru=Noll, Wielder of the Key of Creation",
        "Umr=Ett, Wielder of the Key of Chaos",
        "Umr=Två, Wielder of the Key of Chaos",
        "Umr=Tre, Wielder of the Key of Chaos",
    ]
)
COSTARIC = "Code Anti Costaric"  # black <Ancient Weapon>, level 3, 7000


@encodes("WX04-071")
def test_topaz_searches_a_red_spell_of_total_cost_one_or_less(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Topaz, Natural Stone"]
            ener: ["{IRON}"]
            deck: ["{PRISMATIC}", "{ROARING}", "{SPINNING}"]
    """)
    game.action("Topaz, Natural Stone")
    assert "choose " + PRISMATIC not in game.options()  # total cost 2
    assert "choose " + SPINNING not in game.options()  # not red
    game.choose(ROARING)
    assert game.names(0, Zone.HAND) == [ROARING]


@encodes("WX04-084")
def test_attraction_searches_spells_of_total_cost_one_two_and_three(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {PIRULUK4}
            hand: ["ATTRACTION"]
            ener: {[SC] * 4}
            deck: {[SPINNING, ROARING, ENCOMPASSING, OVERFLOWING, PURE_SWORD]}
    """)
    game.use("ATTRACTION")
    game.choose(SPINNING)
    assert "choose " + ROARING not in game.options()  # a second total cost of 1
    game.choose(ENCOMPASSING)
    game.choose(OVERFLOWING)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SPINNING, ENCOMPASSING, OVERFLOWING])


@encodes("WX06-030")
def test_argon_adds_a_spell_of_total_cost_zero_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {MILULUN4}
            hand: ["Argon, Natural Source"]
            trash: ["{SPINNING}", "{PURE_SWORD}"]
    """)
    game.play("Argon, Natural Source")  # the one spell of total cost 0: the target
    assert game.names(0, Zone.HAND) == [PURE_SWORD]
    burst = table.life_burst(
        "Argon, Natural Source", f"deck: ['{IRON}', '{ROARING}']", classic=True
    )
    burst.burst()
    burst.choose(ROARING)
    assert burst.names(0, Zone.HAND) == [ROARING]


@encodes("WX03-034")
def test_costaric_weakens_a_signi_when_it_enters_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            lrig_deck: ["Dead Splash"]
            hand: ["{COSTARIC}"]
            trash: ["{COSTARIC}"]
            ener: ["{KOONI}"]
          - lrig: {TAMA4}
            signi: ["{SILVAN}"]
    """)
    game.use("Dead Splash")  # 1 black against a white LRIG
    game.target(COSTARIC)  # (Kooni, paid, is in the trash as well)
    game.into(0)
    assert game.power(SILVAN) == 5000
    game.play(COSTARIC)  # from the hand: nothing
    assert game.power(SILVAN) == 5000
    burst = table.life_burst(
        COSTARIC, f"hand: ['Code Anti Henge']\ndeck: {[IRON] * 3}", classic=True
    )
    burst.burst()
    assert burst.names(0, Zone.HAND) == [IRON, IRON]


@encodes("WX08-036")
def test_spinel_returns_five_ore_or_gem_to_banish_and_mills_to_banish_by_level(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Spinel, Natural Stone"]
            trash: ["{IRON}", "{BRONDA}", "{SILVAN}", "{METALLICA}", "Amethyst, Natural Stone"]
          - lrig: {TAMA4}
            signi: ["{SILVAN}", "{METALLICA}"]
    """)
    game.action("Spinel, Natural Stone")  # the five, all there are: the 10000 Silvan next
    assert game.count(0, Zone.TRASH) == 0 and game.count(0, Zone.DECK) >= 5
    assert game.zone_of(SILVAN, 1) == Zone.ENER
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["Spinel, Natural Stone"]
            ener: ["{IRON}"]
            deck: {[KUKRI, KUKRI, KUKRI, IRON, BRONDA, KUKRI, KUKRI]}
          - lrig: {TAMA4}
            signi: ["{BRONDA}", "{SILVAN}"]
    """)
    game.act(ActionKind.USE_ACTION, "Spinel, Natural Stone", b=1)  # the second [Action]
    # two <Ore> among the five put into the trash: a SIGNI of level two or less
    assert game.zone_of(BRONDA, 1) == Zone.ENER and game.zone_of(SILVAN) == Zone.SIGNI


RIL_EN = [
    "Ril, Memory of Innocence",
    "Ril, Memory of Seeking Change",
    "Ril, Memory of Flickering ",
    "Ril, Memory of Martial Dancing",
]
LUCA = "Luca, Doomed Evil"  # level 2, [Rise] on a <<Demon>> SIGNI


@encodes("WXDi-P07-008")
def test_ril_martial_dancing_draws_for_a_rise_and_gains_coins_by_assist_levels(
    table: Table,
) -> None:
    def game(left: str | list[str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(RIL_EN, left=left)}
                signi: ["{IMP}"]
                hand: ["{LUCA}", "{ROMAIL}"]
                deck: {[SARA] * 3}
              - signi: ["{KOALALA}"]
        """)

    play = game([AT_NOLL, AT_CHARGE])  # Assist LRIG of total level one
    play.play(LUCA)  # rises on Imp
    if play.decision == DecisionKind.TRIGGER_ORDER:
        play.first()
    play.accept()  # discard Romail, draw
    while play.decision == DecisionKind.OPTIONAL:  # Luca's own [Enter]: not paid
        play.decline()
    assert play.names(0, Zone.TRASH) == [ROMAIL] and play.names(0, Zone.HAND) == [SARA]
    uses = [a for a in play.game.legal_actions() if a.kind == ActionKind.USE_ACTION]
    play.game.apply_action(uses[0])
    assert play.game.players[0].coins == 1
    vanish = [a for a in play.game.legal_actions() if a.kind == ActionKind.USE_ACTION]
    play.game.apply_action(vanish[0])  # once per game: the one opposing SIGNI
    assert play.zone_of(KOALALA) == Zone.ENER
    play = game(AKINO)  # total level zero
    play.play(ROMAIL)  # no [Rise]: nothing
    assert play.count(0, Zone.HAND) == 1
    uses = [a for a in play.game.legal_actions() if a.kind == ActionKind.USE_ACTION]
    play.game.apply_action(uses[0])
    assert play.game.players[0].coins == 0


# ------------------------------------------------------------------ effects in force
# during a later turn

AKINO_TOMORROW = "Akino, Bound for Tomorrow"  # white LRIG, level 3
AKINO2 = ["Akino, Bound for Hope", "Akino, Bound for Resolve", "Akino, Bound for Brilliance"]


@encodes("WXDi-P04-007")
def test_akino_tomorrow_gives_shadow_in_the_opponents_next_main_and_attack_phases(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*LIZE3, AKINO_TOMORROW])}
            signi: ["{ROMAIL}"]
            hand: ["{PANDADA}"]
            deck: {[SARA] * 6}
          - hand: ["{KOALALA}"]
            deck: {[SARA] * 6}
    """)
    uses = [a for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION]
    game.game.apply_action(uses[0])
    game.play(PANDADA)  # after the action: covered all the same
    romail, pandada = game.card(ROMAIL, 0, Zone.SIGNI), game.card(PANDADA, 0, Zone.SIGNI)
    assert not game.game.has_keyword(romail, KW.SHADOW)  # not this turn
    game.pass_until(lambda play: play.game.turn_player == 1 and play.game.phase == Phase.MAIN)
    assert game.game.has_keyword(romail, KW.SHADOW)
    assert game.game.has_keyword(pandada, KW.SHADOW)
    game.pass_until(lambda play: play.game.phase == Phase.END)
    assert not game.game.has_keyword(romail, KW.SHADOW)  # the end phase is not covered


@encodes("WXDi-P04-007")
def test_akino_tomorrow_trashes_a_white_signi_to_return_one_and_draws_and_charges(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs([*LIZE3, AKINO_TOMORROW])}
            signi: ["{SARA}", "{ROMAIL}"]
            ener: ["{SARA}"]
          - signi: ["{KOALALA}"]
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.OPTIONAL)
    game.accept()  # at the beginning of the main phase: Sara is the white SIGNI
    assert game.zone_of(KOALALA) == Zone.HAND and game.names(0, Zone.TRASH) == [SARA, SARA]
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(AKINO2)}
            lrig_deck: ["{AKINO_TOMORROW}"]
            ener: {[SARA] * 2}
            deck: {[SARA] * 3}
    """)
    game.grow(AKINO_TOMORROW)
    game.pay()
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 1


@encodes("WX02-040")
def test_plant_wear_gives_lancer_now_and_its_life_burst_next_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Plant Wear"]
            signi: ["{SWALLOW}", "{KUKRI}"]
            ener: {[SWALLOW] * 5}
    """)
    game.use("Plant Wear")  # 2 green and 3 colorless
    game.pay()
    assert game.game.has_keyword(game.card(SWALLOW, 0, Zone.SIGNI), KW.LANCER)
    assert not game.game.has_keyword(game.card(KUKRI, 0, Zone.SIGNI), KW.LANCER)
    burst = table.life_burst("Plant Wear", f"signi: ['{KUKRI}']", classic=True)
    burst.burst()
    mine = burst.card(KUKRI, 0, Zone.SIGNI)
    assert not burst.game.has_keyword(mine, KW.LANCER)  # the opponent's turn
    burst.pass_until(lambda play: play.game.turn_player == 0)
    assert burst.game.has_keyword(mine, KW.LANCER)


@encodes("WX08-014")
def test_dont_grow_keeps_a_level_four_opponent_from_growing_next_turn(table: Table) -> None:
    def game(lrig_deck: list[str], theirs: str = HANAYO4) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {PIRULUK4}
                lrig_deck: {lrig_deck}
                ener: ["{SC}"]
                deck: {[KUKRI] * 6}
              - lrig: {theirs}
                lrig_deck: ["Hanayo-Five"]
                ener: {[IRON] * 3}
                hand: ["{IRON}"]
                deck: {[KUKRI] * 6}
        """)

    hanayo3 = str(["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three"])
    assert not game(["Don't Grow"], hanayo3).can(ActionKind.USE_ARTS, "Don't Grow")
    free = game([])
    free.pass_until(lambda play: play.game.turn_player == 1 and play.decision == DecisionKind.GROW)
    barred = game(["Don't Grow"])
    barred.use("Don't Grow")
    barred.pass_until(lambda play: play.game.turn_player == 1 and play.game.phase == Phase.MAIN)
    assert barred.zone_of("Hanayo-Five") == Zone.LRIG_DECK


LUPICO = "Cocco Lupico, Phantom Beast Deity"  # red, level 3


@encodes("WXDi-P03-039")
def test_cocco_lupico_makes_growing_cost_one_less_and_vanishes_as_a_lrig_grows(
    table: Table,
) -> None:
    def game(signi: str, ener: list[str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(LIZE3, left=["Tawil =Noll=, Ancient One", "Tawil =Screech="])}
                lrig_deck: ["Tawil =Rainbow="]
                signi: {signi}
                ener: {ener}
              - signi: ["{ROMAIL}", "{KOALALA}"]
        """)

    # In the center SIGNI Zone: the 1 colorless to grow =Rainbow= is paid by Lupico.
    assert not game(f'["{LUPICO}"]', []).can(ActionKind.ASSIST_GROW, "Tawil =Rainbow=")
    play = game(f'[~, "{LUPICO}"]', [SARA])
    play.grow("Tawil =Rainbow=")
    while play.decision == DecisionKind.TRIGGER_ORDER:
        play.first()
    play.target(KOALALA)  # =Rainbow='s own [Enter]: a red SIGNI on the field
    play.accept()  # Lupico: pay 1 colorless (the Sara left) to vanish Romail, 8000 or less
    assert play.zone_of(ROMAIL) == Zone.ENER and play.count(0, Zone.ENER) == 0


@encodes("WD17-008")
def test_instant_breath_puts_a_red_signi_downed_until_the_end_of_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            lrig_deck: ["Instant Breath, Explosive Strangeness"]
            deck: ["{KUKRI}", "{BRONDA}", "{KUKRI}"]
    """)
    game.use("Instant Breath, Explosive Strangeness")
    game.choose(BRONDA)  # the one red SIGNI
    game.into(0)
    bronda = game.card(BRONDA, 0, Zone.SIGNI)
    assert game.game.downed[bronda]
    game.end_main()
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(BRONDA) == Zone.TRASH


@encodes("WX05-034")
def test_most_treasured_fragment_costs_more_per_life_cloth_and_double_crushes(
    table: Table,
) -> None:
    def game(life: int) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {HANAYO4}
                hand: ["Most Treasured Fragment"]
                signi: ["{IRON}", "{KUKRI}"]
                life: {[KUKRI] * life}
                ener: ["{IRON}", "{IRON}"]
        """)

    assert not game(2).can(ActionKind.USE_SPELL, "Most Treasured Fragment")  # 1 red + 2
    play = game(1)
    play.use("Most Treasured Fragment")
    play.pay()
    assert play.game.has_keyword(play.card(IRON, 0, Zone.SIGNI), KW.DOUBLE_CRUSH)
    assert not play.game.has_keyword(play.card(KUKRI, 0, Zone.SIGNI), KW.DOUBLE_CRUSH)
    burst = table.life_burst("Most Treasured Fragment", f"signi: [~, '{IRON}']", classic=True)
    burst.burst()
    iron = burst.card(IRON, 0, Zone.SIGNI)
    assert burst.game.has_keyword(iron, KW.DOUBLE_CRUSH)  # this turn
    burst.pass_until(lambda play: play.game.turn_player == 0)
    assert burst.game.has_keyword(iron, KW.DOUBLE_CRUSH)  # and the next
    burst.pass_until(lambda play: play.game.turn_player == 1)
    assert not burst.game.has_keyword(iron, KW.DOUBLE_CRUSH)
