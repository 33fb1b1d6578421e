"""The terms of the tenth vocabulary round (issues 11 and 12) and the cards they made
playable.

- a filter of cards with, or with no, abilities (`has_abilities`: "target SIGNI with no
  abilities"): printed, gained or keyword abilities, a Life Burst among them, the Guard
  icon not;
- picks whose levels add up to exactly a number (`total_level_equals`: "up to two target
  SIGNI whose total level is equal to ..."): only a card the rest can complete the total
  with is offered, and the choice stops only there (or before any card);
- cards unaffected by the opponent's effects, or by those of their cards of a kind
  (`unaffected`; docs/engine-hooks.md, "Unaffected"): no target, choice or `all` of such a
  card's effects selects them, and its effects in force do not apply to them;
- an ability that works in several zones ("when this SIGNI is put into your trash from
  anywhere") goes on as its card moves between them;
- a SIGNI battles a SIGNI, attacking or attacked (`battles`; docs/engine-hooks.md,
  "Battles"), processed once the battle is over;
- a SIGNI is risen upon (`risen`; docs/engine-hooks.md, "Events", RISEN);
- a SIGNI or LRIG is downed by a cost, an effect or neither (`downed`; docs/engine-hooks.md,
  "Causes and what happened this turn": an attack is no effect);
- a use cost changed for the next use alone (`cost_change` with `next`);
- a bound not reached (`below`: "a lower level than that SIGNI") and a `repeat` as many
  times as a quantity ("for each SIGNI put into the trash this way").
"""

from __future__ import annotations

from deckcheck.effects.cards import Filter
from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from tests.carddb.scenes import grown
from tests.carddb.table import (
    AT3,
    CLASSIC_FILLER,
    LIZE3,
    TAMA,
    Play,
    Table,
    encodes,
    lrigs,
)

KOALALA = "Koalala, Phantom Terra Beast"  # red and green, level 2, 10000, vanilla
ROMAIL = "Romail, Lightly Armed"  # red, level 1, 2000, an ability
SARA = "Sara Hoshikawa, Code 2434"  # white and black, level 1, vanilla
NOVA_OUTRO = "Nova =Outro="
RIKYU = "Sen no Rikyu, Jade General"  # green, level 2, a Life Burst alone
KUKRI = CLASSIC_FILLER  # white <Arm>, level 1, 3000, vanilla

# ------------------------------------------------------------------ with no abilities


def test_a_keyword_and_a_life_burst_are_abilities(table: Table) -> None:
    """en-2021-glossary.txt, "Life Burst": "the Lifeburst ability"; [Multi Ener] is a
    keyword ability (Servant D2, classic, prints it and the Guard icon alone)."""
    none = Filter(has_abilities=False)
    game = table(f"""
        players:
          - signi: ["{RIKYU}", "{KOALALA}", ~]
    """)
    assert [none.match(game.game, -1, game.card(n)) for n in (RIKYU, KOALALA)] == [False, True]
    for servant_zone, has_none in ((0, False), (1, True)):  # in front of Louvre: loses them
        signi = ["~", "~", "~"]
        signi[servant_zone] = '"Servant D2"'
        game = table(f"""
            format: classic
            players:
              - lrig: {IONA}
                signi: [~, "{LOUVRE}", ~]
              - signi: [{", ".join(signi)}]
        """)
        assert none.match(game.game, -1, game.card("Servant D2")) == has_none


def outro(table: Table) -> Play:
    """Player 0 grows into Nova =Outro= (three [Enter] abilities, ordered by its
    player); player 1 has Romail (an ability) and the vanilla Koalala."""
    return grown(
        table,
        NOVA_OUTRO,
        ["Nova =Mute="],
        mine=f"ener: {[SARA] * 6}\n            hand: {[SARA] * 3}",
        theirs=f'signi: ["{ROMAIL}", "{KOALALA}", ~]',
    )


@encodes("WXDi-P03-024")
def test_nova_outro_returns_a_signi_with_no_abilities(table: Table) -> None:
    game = outro(table)
    game.first()  # up to two target SIGNI lose their abilities: Romail
    game.target(ROMAIL)
    game.done()
    game.first()  # pay 1 white and 2 colorless: return a SIGNI with no abilities
    game.accept()
    game.pay()
    assert sorted(game.options()) == [f"choose {KOALALA}", f"choose {ROMAIL}"]
    game.target(ROMAIL)
    assert game.zone_of(ROMAIL) == Zone.HAND
    game.accept()  # discard three cards (the whole hand): Koalala cannot attack
    assert game.count(0, Zone.HAND) == 0
    assert game.keywords(game.card(KOALALA)) & KW.CANT_ATTACK
    game = outro(table)
    game.first()
    game.done()  # no SIGNI loses its abilities
    game.first()
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA) == Zone.HAND and game.zone_of(ROMAIL) == Zone.SIGNI


# Iona up to level 4 (the last without abilities), for the level 4 Louvre
IONA = [
    "Iona, Zero/Maiden",
    "Iona, Crescent/Maiden",
    "Iona, Half/Maidenf",
    "Iona, Pale/Maiden",
    "Iona, Over/Maiden",
]
LOUVRE = "Code Labyrinth Louvre"
MICHEL = "Code Maze Michel"  # white <Labyrinth>, level 1 (an [Action] alone)
METRON = "Code Maze Metron"  # white <Labyrinth>, level 2
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000, vanilla
SILVAN = "Silvan, Natural Stone"  # red <Ore>, level 3, 10000, vanilla


@encodes("WX05-019")
def test_louvre_counts_the_opponents_signi_with_no_abilities(table: Table) -> None:
    def game(theirs: str) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {IONA}
                signi: [~, "{LOUVRE}", ~]
                hand: ["Tri Signal"]
                ener: ["{KUKRI}", "{KUKRI}", "{IRON}", "{IRON}"]
                deck: ["{METRON}", "{KUKRI}"]
              - signi: {theirs}
        """)

    # Michel, beside Louvre's front, keeps its [Action]: one SIGNI with no abilities
    assert game(f'["{MICHEL}", "{SILVAN}", ~]').power(LOUVRE) == 12000
    # Michel in front of Louvre loses it: two with none
    play = game(f'["{SILVAN}", "{MICHEL}", ~]')
    assert play.game.lost_abilities(play.card(MICHEL))
    assert play.power(LOUVRE) == 15000
    # Tri Signal puts Silvan into its owner's deck: search for a <Labyrinth>
    play.use("Tri Signal")
    play.pay()
    play.target(SILVAN)
    assert play.zone_of(SILVAN) == Zone.DECK
    play.choose(METRON)
    assert play.zone_of(METRON, 0) == Zone.HAND
    assert play.power(LOUVRE) == 12000


@encodes("WX05-019")
def test_louvre_life_burst_takes_the_opponents_abilities_during_your_next_turn(
    table: Table,
) -> None:
    burst = table.life_burst(
        LOUVRE, f"opponent: {{signi: ['{MICHEL}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1
    michel = burst.card(MICHEL)
    assert not burst.game.lost_abilities(michel)
    burst.pass_until(lambda play: play.game.turn == 5 and play.decision == DecisionKind.MAIN)
    assert burst.game.lost_abilities(michel)


# ------------------------------------------------------------------ a total level to equal

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # blue and green, level 1, 5000, vanilla
SERVANT = "Servant #"  # level 1, a Guard icon
VELA = "Vela, Natural Planet"  # blue, level 3, a Life Burst
TADAKATSU = "Tadakatsu, Crimson General"  # red, level 3, a Life Burst
GAIA = "Azure Black GAIA"
MUZICA = "Muzica START"  # black, level 0
UMR = "Umr =Noll=, Key to Salvation"  # blue, level 0


@encodes("WXDi-P02-003")
def test_azure_black_gaia_returns_signi_whose_levels_equal_those_discarded(
    table: Table,
) -> None:
    def game(assists: dict[str, str]) -> Play:
        return table(f"""
            players:
              - lrig: {lrigs(AT3, **assists)}
                lrig_deck: ["{GAIA}"]
                ener: {[SERVANT] * 3}
                trash: ["{KOALALA}", "{ROMAIL}", "{SERVANT}", "{TADAKATSU}"]
              - lrig: {lrigs(LIZE3)}
                hand: ["{KOALALA}", "{ROMAIL}"]
        """)

    assert not game({"left": MUZICA}).can(ActionKind.USE_PIECE, GAIA)  # no blue LRIG
    play = game({"left": MUZICA, "right": UMR})
    play.use(GAIA)
    play.pay()
    assert play.count(1, Zone.HAND) == 0  # both discarded: a total level of three
    # the Servants (a Guard icon; paid for the PIECE) are no candidates; Tadakatsu makes three alone
    assert set(play.options()) == {
        "choose no more",
        f"choose {KOALALA}",
        f"choose {ROMAIL}",
        f"choose {TADAKATSU}",
    }
    play.target(KOALALA)  # only Romail makes it three: taken without a decision
    assert sorted(play.names(0, Zone.HAND)) == [KOALALA, ROMAIL]


EINSTEIN = "Einstein, Jade Wisdom Queen"


@encodes("WXDi-P08-045")
def test_einstein_charges_on_an_even_level_and_trashes_exactly_eight_levels(
    table: Table,
) -> None:
    def game(signi: list[str], ener: list[str]) -> Play:
        play = table(f"""
            phase: main
            players:
              - lrig: {lrigs(AT3)}
                signi: {signi}
                ener: {ener}
                deck: {[BUFFALO] * 5}
              - lrig: {lrigs(LIZE3)}
                signi: [~, "{KOALALA}", ~]
        """)
        play.end_main()
        return play

    play = game([EINSTEIN], [])  # level three: odd
    assert play.game.phase == Phase.ATTACK and play.count(0, Zone.ENER) == 0
    ener = [KOALALA, KOALALA, VELA, BUFFALO, ROMAIL]
    play = game([EINSTEIN, ROMAIL], ener)  # four: even
    assert play.count(0, Zone.ENER) == 6
    play.pass_until(lambda p: p.can(ActionKind.ATTACK, EINSTEIN))
    play.attack(EINSTEIN)
    play.accept()
    # every card makes eight with others but the Buffalo charged (level 1 like Romail)
    play.target(VELA, KOALALA, KOALALA)
    assert play.options() == [f"choose {BUFFALO}", f"choose {ROMAIL}"]  # no stopping short
    play.target(ROMAIL)
    assert play.count(0, Zone.TRASH) == 4
    assert play.zone_of(KOALALA, 1) == Zone.ENER
    play = game([EINSTEIN], [KOALALA, VELA, ROMAIL])  # six levels: never eight
    play.pass_until(lambda p: p.can(ActionKind.ATTACK, EINSTEIN))
    play.attack(EINSTEIN)
    play.accept()
    assert play.count(0, Zone.TRASH) == 0 and play.zone_of(KOALALA, 1) == Zone.SIGNI


# ------------------------------------------------------------------ unaffected

ARCGAIN = "Arcgain, Archangel of Pioneering"  # white <Angel>, level 4, 12000
SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1, 3000, vanilla
ECHINOCO = "Echinoco, Natural Bacteria"  # infected SIGNI of its opponent get --1000
CUELEP = "Cuélep, Phantom Dragon"  # red <Dragon Beast>, level 1, 3000, vanilla
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000, vanilla
PILLAR = "Roaring Fire Pillar"  # SPELL, red: banish target SIGNI with power 5000 or less
TAMA4 = str([*TAMA, "Tamayorihime, Sky Miko"])  # level 4, no abilities
SUN_MIKO = str([*TAMA, "Tamayorihime, Sun Miko"])  # [Action]: return target SIGNI


def arcgain(table: Table, third: str = IRON) -> Play:
    """Player 1's main phase: player 0 has Arcgain, Sarie (an <Angel>) and `third`, each
    in a SIGNI Zone with a [Virus]; player 1 has Echinoco, Roaring Fire Pillar and FREEZE
    and Tamayorihime, Sun Miko as its LRIG."""
    return table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{ARCGAIN}", "{SARIE}", "{third}"]
            viruses: [left, center, right]
          - lrig: {SUN_MIKO}
            signi: ["{ECHINOCO}"]
            hand: ["{PILLAR}", "FREEZE", "{KUKRI}"]
            ener: ["{CUELEP}", "{SC}", "{KUKRI}"]
    """)


@encodes("WX02-021")
def test_arcgain_angels_are_unaffected_by_the_opponents_effects_but_their_lrigs(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Unaffected": the opponent's [Constant] does not apply to an
    # <Angel>, their SPELL cannot target it nor act on it among all SIGNI, their LRIG can.
    game = arcgain(table)
    assert [game.power(n, 0) for n in (ARCGAIN, SARIE, IRON)] == [12000, 3000, 2000]
    game.use(PILLAR)
    game.pay()
    assert game.zone_of(IRON, 0) == Zone.ENER and game.zone_of(SARIE) == Zone.SIGNI
    game = arcgain(table, SC)
    game.use("FREEZE")
    game.pay()
    downed = [bool(game.game.downed[game.card(n, 0)]) for n in (ARCGAIN, SARIE, SC)]
    assert downed == [False, False, True]
    game.action("Tamayorihime, Sun Miko")
    game.pay()
    game.target(SARIE)
    assert game.zone_of(SARIE) == Zone.HAND


CONTEMPORA = "Contempora, Inexplicable Superboast"  # green <Beautiful Technique>, level 4
ORIGAMI = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1, vanilla
AMECO = "Ameco, Generous Light and Dark"  # green <Beautiful Technique>, level 2, vanilla
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000, vanilla


def contempora(table: Table) -> Play:
    """Player 1's main phase: player 0 has Contempora, Origami (a <Beautiful Technique>)
    and Iron, and two green in its Ener Zone; player 1, Tamayorihime, Sun Miko."""
    return table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{CONTEMPORA}", "{ORIGAMI}", "{IRON}"]
            ener: ["{AMECO}", "{AMECO}"]
          - lrig: {SUN_MIKO}
            hand: ["End Slash", "{KUKRI}", "TOO BAD"]
            ener: {[KUKRI] * 3 + [KOONI] * 3 + [SC] * 4}
    """)


@encodes("WX04-035")
def test_contempora_techniques_are_unaffected_by_the_opponents_signi_and_lrigs(
    table: Table,
) -> None:
    game = contempora(table)
    game.action("Tamayorihime, Sun Miko")  # a LRIG's effect: only Iron can be its target
    game.pay()
    assert game.zone_of(IRON, 0) == Zone.HAND and game.zone_of(ORIGAMI) == Zone.SIGNI
    game.use("End Slash")  # a SPELL's effect: it may target them
    game.pay()
    assert set(game.options()) == {f"choose {CONTEMPORA}", f"choose {ORIGAMI}"}


@encodes("WX04-035")
def test_contempora_returns_to_the_hand_when_the_opponent_trashes_it_from_anywhere(
    table: Table,
) -> None:
    game = contempora(table)
    game.use("End Slash")
    game.pay()
    game.target(CONTEMPORA)
    assert game.zone_of(CONTEMPORA) == Zone.TRASH
    game.accept()  # put into the trash by the opponent's effect: pay one green
    game.pay()
    assert game.zone_of(CONTEMPORA) == Zone.HAND and game.count(0, Zone.ENER) == 1
    game.use("TOO BAD")  # discarded (its only card) by the opponent's effect: again
    game.pay()
    game.accept()
    game.pay()
    assert game.zone_of(CONTEMPORA) == Zone.HAND and game.count(0, Zone.ENER) == 0


@encodes("WX04-035")
def test_contempora_life_burst_adds_a_life_cloth_with_five_techniques_in_the_ener(
    table: Table,
) -> None:
    for ener, life in ((3, 0), (4, 1)):
        burst = table.life_burst(
            CONTEMPORA, f"ener: {[AMECO] * ener}\ndeck: {[AMECO] * 3}", classic=True
        )
        before = burst.count(0, Zone.LIFE)
        burst.burst()
        assert burst.count(0, Zone.LIFE) == before + life


FLAME = "Burning Stone Flame"  # ARTS, red: banish target SIGNI with power 7000 or less
PUNISH = "Thousand Punish"  # ARTS, black, main or attack: target SIGNI gets --2000
FIRE_PILLAR = PILLAR


@encodes("WX04-064")
def test_no_gain_keeps_the_opponents_arts_off_for_this_turn_and_the_next(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["No Gain", "{SARIE}"]
            ener: ["{KUKRI}"]
            signi: ["{IRON}"]
          - lrig_deck: ["{FLAME}"]
            hand: ["{PILLAR}"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
    """)
    game.use("No Gain")
    game.pay()
    game.play(SARIE)  # put onto the field after it: covered as well
    game.pass_until(lambda p: p.game.turn == 4 and p.decision == DecisionKind.MAIN)
    game.use(FLAME)  # no SIGNI of player 0 can be its target
    game.pay()
    assert game.names(0, Zone.SIGNI).count("") == 1 and game.count(0, Zone.ENER) == 0
    game.use(PILLAR)  # a SPELL's effect is not an ARTS's: Iron or Sarie
    game.pay()
    assert set(game.options()) == {f"choose {IRON}", f"choose {SARIE}"}


@encodes("WX04-064")
def test_no_gain_life_burst_forbids_the_opponents_arts_during_the_next_turn(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - life: ["No Gain"]
          - lrig_deck: ["{PUNISH}"]
            ener: ["{KOONI}", "{KOONI}"]
            signi: [~, ~, "{KUKRI}"]
    """)
    punish = game.card(PUNISH)
    while not game.can(ActionKind.ATTACK, KUKRI):
        game.act(ActionKind.PASS)
    game.attack(KUKRI)
    game.burst()
    assert game.game.can_use_card(1, punish)  # this turn: yes
    game.pass_until(lambda p: p.game.turn == 5)
    assert not game.game.can_use_card(1, punish)  # the next: no
    game.pass_until(lambda p: p.game.turn == 6)
    assert game.game.can_use_card(1, punish)


@encodes("WX05-014")
def test_different_strokes_techniques_ignore_the_opponents_signi_this_turn(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Different Strokes"]
            signi: ["{ORIGAMI}", "{IRON}", ~]
            viruses: [left, center, right]
          - signi: ["{ECHINOCO}"]
    """)
    assert [game.power(n, 0) for n in (ORIGAMI, IRON)] == [2000, 2000]
    game.use("Different Strokes")
    assert [game.power(n, 0) for n in (ORIGAMI, IRON)] == [3000, 2000]
    game.pass_until(lambda p: p.game.turn == 4)
    assert game.power(ORIGAMI, 0) == 2000


METALLICA = "Metallica, Natural Stone"  # red <Ore>, level 4, 15000, vanilla
RAPID = "Rapid Advance"


@encodes("WX08-017")
def test_rapid_advance_makes_signi_of_30000_power_unaffected_by_the_opponents_arts(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["{RAPID}", "{RAPID}", "{RAPID}"]
            signi: ["{METALLICA}", "{IRON}"]
            ener: {[ORIGAMI] * 6}
          - lrig_deck: ["{PUNISH}"]
            signi: ["{ECHINOCO}"]
    """)
    metallica, iron = game.card(METALLICA), game.card(IRON, 0)
    punish, echinoco = game.card(PUNISH), game.card(ECHINOCO)
    for uses in (1, 2, 3):
        game.use(RAPID)
        game.pay()
        assert game.power(METALLICA) == 15000 + 5000 * uses
        assert game.game.unaffected(metallica, punish) == (uses == 3)
    assert not game.game.unaffected(iron, punish)  # 18000
    assert not game.game.unaffected(metallica, echinoco)  # a SIGNI's effects: affected
    game.pass_until(lambda p: p.game.turn == 4)
    assert not game.game.unaffected(metallica, punish)


MILKY_WAY = "Milky Way, Natural Star Princess"  # white <Space>, level 4
VENUS = "Venus, White Natural Star"  # a white <Space> RESONA, level 2
SASHE4 = str(
    [
        "Sashe Nouvelle, Eternal Messenger",
        "Sashe Crois, Eternal Messenger",
        "Sashe Quartier, Eternal Messenger",
        "Sashe Moitié, Eternal Messenger",
        "Sashe Pleine, Eternal Messenger",
    ]
)  # Milky Way's LRIG type, up to level 4


@encodes("WX07-023")
def test_milky_way_returns_a_signi_with_a_resona_and_shields_the_resona_from_arts(
    table: Table,
) -> None:
    def game(signi: str) -> Play:
        play = table(f"""
            format: classic
            players:
              - lrig: {SASHE4}
                hand: ["{MILKY_WAY}"]
                signi: {signi}
                ener: ["{KUKRI}", "{KUKRI}"]
              - lrig_deck: ["{PUNISH}"]
                signi: ["{IRON}"]
        """)
        play.play(MILKY_WAY)
        return play

    play = game(f'[~, "{VENUS}", ~]')
    punish = play.card(PUNISH)
    play.first()  # pay two white: with a RESONA, return Iron
    play.accept()
    play.pay()
    assert play.zone_of(IRON, 1) == Zone.HAND
    assert play.game.unaffected(play.card(VENUS), punish)  # the RESONA: its only target
    assert not play.game.unaffected(play.card(MILKY_WAY), punish)
    play = game("[]")  # no RESONA: paying does nothing
    play.first()
    play.accept()
    play.pay()
    assert play.zone_of(IRON, 1) == Zone.SIGNI and play.count(0, Zone.ENER) == 0


@encodes("WX07-023")
def test_milky_way_life_burst_downs_a_lrig_or_finds_a_space_signi(table: Table) -> None:
    burst = table.life_burst(MILKY_WAY, classic=True)
    burst.burst()
    burst.mode(0)
    assert burst.game.downed[burst.game.players[1].lrig[0][-1]]
    burst = table.life_burst(MILKY_WAY, f"deck: ['{MILKY_WAY}', '{KUKRI}']", classic=True)
    burst.burst()
    burst.mode(1)
    burst.choose(MILKY_WAY)  # above the LRIG's level 3: to the hand
    assert burst.names(0, Zone.HAND) == [MILKY_WAY]


# ------------------------------------------------------------------ battles

LAEVATEINN = "Lævateinn, Greatsword"  # white, level 3, 6000
SARINA = "Zwei=Sarina"  # black, level 2, 1000
BRONDA = "Bronda, Natural Stone"  # red <Ore>, level 2, 7000, vanilla


def battle(table: Table, attacker: str, defender: str, turn_player: int = 0) -> Play:
    """`attacker` (of the turn player) attacks `defender` in front of it."""
    game = table(f"""
        format: classic
        phase: attack
        turn_player: {turn_player}
        players:
          - lrig: {TAMA4}
            signi: ["{attacker if turn_player == 0 else defender}", ~, ~]
          - lrig: {TAMA4}
            signi: ["{defender if turn_player == 0 else attacker}", ~, ~]
    """)
    while not game.can(ActionKind.ATTACK, attacker):
        game.act(ActionKind.PASS)
    game.attack(attacker)
    return game


@encodes("WX05-047")
def test_laevateinn_banishes_a_level_four_signi_it_battles(table: Table) -> None:
    # docs/engine-hooks.md, "Battles": attacking or attacked, processed after the battle.
    game = battle(table, LAEVATEINN, METALLICA)  # 6000 against 15000: its ability banishes
    assert game.zone_of(METALLICA) == Zone.ENER and game.zone_of(LAEVATEINN) == Zone.SIGNI
    game = battle(table, LAEVATEINN, SILVAN)  # level three: a plain battle, lost
    assert game.zone_of(SILVAN) == Zone.SIGNI
    game = battle(table, METALLICA, LAEVATEINN, 1)  # attacked: both are banished
    assert game.zone_of(METALLICA) == Zone.ENER and game.zone_of(LAEVATEINN) == Zone.ENER


@encodes("WX04-099")
def test_zwei_sarina_banishes_a_low_level_attacker_in_the_opponents_turn(table: Table) -> None:
    game = battle(table, BRONDA, SARINA, 1)  # banished in the battle, its ability still acts
    assert game.zone_of(SARINA) == Zone.ENER and game.zone_of(BRONDA) == Zone.ENER
    game = battle(table, SILVAN, SARINA, 1)  # level three: no
    assert game.zone_of(SILVAN) == Zone.SIGNI
    game = battle(table, SARINA, BRONDA)  # its own turn: no
    assert game.zone_of(BRONDA) == Zone.SIGNI


# ------------------------------------------------------------------ risen

RIL4 = str(
    [
        "Ril, Memory of Innocence",
        "Ril, Fragmented Memory",
        "Ril, Flickering Memory",
        "Ril, Memory of Decadence",
        "Ril, Memory of Desperation",
    ]
)  # level 4
GOKU = "Goku, Western Monkey of the Sage's Stone"  # red <Valor>, level 4: [Rise] on a <Valor>
SANZO = "Sanzo, Tibetan of the Golden Mountain"  # red <Valor>, level 3, 8000
GAWAIN = "Gawain, War Hawk of the Round Table"  # red <Valor>, level 2, 7000


@encodes("WD17-011")
def test_sanzo_gives_the_signi_risen_on_it_3000_and_finds_a_rise_signi(table: Table) -> None:
    # docs/engine-hooks.md, "Events": RISEN, heard by the SIGNI risen upon before it goes
    # under; the ability is processed once the SIGNI that rose is on top.
    game = table(f"""
        format: classic
        players:
          - lrig: {RIL4}
            hand: ["{SANZO}", "{GOKU}"]
            signi: ["{GAWAIN}", ~, ~]
            ener: ["{IRON}"]
            deck: ["{GOKU}", "{KUKRI}"]
    """)
    game.play(SANZO, 1)
    game.accept()  # pay one red: a SIGNI with [Rise]
    game.pay()
    game.choose(GOKU)
    assert game.names(0, Zone.HAND) == [GOKU, GOKU]
    goku = game.ids(GOKU, 0, Zone.HAND)[0]
    game.game.apply_action(
        next(
            a
            for a in game.game.legal_actions()
            if a.kind == ActionKind.PLAY_SIGNI and a.a == goku and a.b == 1
        )
    )
    assert game.names(0, Zone.UNDER) == [SANZO]
    assert game.game.power(goku) == game.game.base_power[goku] + 3000
    gawain = game.card(GAWAIN)
    game.game.apply_action(
        next(a for a in game.game.legal_actions() if a.kind == ActionKind.PLAY_SIGNI and a.b == 0)
    )  # on Gawain: no +3000
    assert game.game.zone[gawain] == Zone.UNDER
    other = game.ids(GOKU, 0, Zone.SIGNI)
    assert [game.game.power(g) - game.game.base_power[g] for g in other] == [3000, 0]


H2 = "H2, Natural Element"  # blue <Atom>, level 3
C2H6 = "C2H6, Natural Element"  # red <Atom>, level 2: [Rise] on an <Atom>


@encodes("WXDi-P05-067")
def test_h2_makes_the_opponent_discard_when_risen_and_draws_as_it_enters(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{H2}", "{C2H6}"]
            ener: ["{BUFFALO}"]
            deck: ["{KOALALA}", "{KOALALA}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{ROMAIL}"]
    """)
    game.play(H2, 1)
    game.accept()  # pay one blue: draw a card
    game.pay()
    assert game.count(0, Zone.HAND) == 2
    game.play(C2H6, 1)  # risen (and C2H6's own [Enter], without a target)
    game.first()
    assert game.count(1, Zone.HAND) == 0 and game.zone_of(ROMAIL) == Zone.TRASH


# ------------------------------------------------------------------ downed

SAKURA = "Sakura, Natural Plant"  # green <Plant>, level 4


@encodes("WX05-040")
def test_sakura_charges_for_banishes_in_its_main_phase_and_for_downs_by_effects(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{SAKURA}", "{IRON}", ~]
            hand: ["{PILLAR}"]
            ener: ["{CUELEP}"]
            deck: {[KUKRI] * 5}
          - signi: ["{SC}", ~, ~]
    """)
    game.use(PILLAR)  # banishes Code Art SC in the main phase: [Ener Charge 1]
    game.pay()
    assert game.zone_of(SC) == Zone.ENER and game.count(0, Zone.ENER) == 1
    game.end_main()
    game.pass_until(lambda p: p.can(ActionKind.ATTACK, IRON))
    game.attack(IRON)  # downed to attack: no effect
    assert game.count(0, Zone.ENER) == 1
    game = table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: {TAMA4}
            signi: ["{SAKURA}", "{IRON}", ~]
          - hand: ["FREEZE"]
            ener: ["{SC}"]
    """)
    game.use("FREEZE")  # the opponent's effect downs both
    game.pay()
    assert game.count(0, Zone.ENER) == 2


@encodes("WX05-040")
def test_sakura_life_burst_charges_then_takes_a_card_from_the_ener(table: Table) -> None:
    burst = table.life_burst(SAKURA, f"deck: {[IRON] * 3}", classic=True)
    burst.burst()
    burst.target(IRON)
    assert burst.names(0, Zone.HAND) == [IRON]


LIFE_FREE = "Life Free from Worldly Cares"


@encodes("WD18-008")
def test_life_free_with_a_bet_shields_a_signi_in_the_opponents_turn(table: Table) -> None:
    def game(turn_player: int, bet: bool) -> Play:
        play = table(f"""
            format: classic
            phase: attack
            turn: 4
            turn_player: {turn_player}
            players:
              - lrig_deck: ["{LIFE_FREE}"]
                coins: 1
                signi: ["{IRON}", ~, ~]
              - lrig_deck: ["{PUNISH}"]
        """)
        while not play.can(ActionKind.USE_ARTS, LIFE_FREE):
            play.act(ActionKind.PASS)
        play.use(LIFE_FREE)
        if bet:
            play.accept()  # bet the coin
        else:
            play.decline()
        return play

    for turn_player, bet, shielded in ((1, True, True), (1, False, False), (0, True, False)):
        play = game(turn_player, bet)
        iron = play.card(IRON, 0)
        assert play.game.power(iron) == 5000
        assert play.game.unaffected(iron, play.card(PUNISH)) == shielded


# ------------------------------------------------------------------ the next use alone

ATTO = "Mirurun Atto"  # blue LRIG, level 3, grow cost 2 blue


@encodes("WX06-012")
def test_mirurun_atto_makes_the_next_spell_one_blue_cheaper_this_turn(table: Table) -> None:
    # docs/engine-hooks.md, "Continuous effects": a cost change for the next use alone
    # ends as a card it covers is used.
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico"]
            lrig_deck: ["{ATTO}"]
            hand: ["TOO BAD", "TOO BAD"]
            ener: ["{SC}", "{SC}", "{SC}"]
          - hand: ["{KUKRI}", "{KUKRI}"]
    """)
    game.grow(ATTO)
    game.pay()
    game.pass_until(lambda p: p.decision == DecisionKind.MAIN)
    assert game.count(0, Zone.ENER) == 1
    game.use("TOO BAD")  # free: one blue less
    assert game.count(0, Zone.ENER) == 1 and game.count(1, Zone.HAND) == 1
    game.use("TOO BAD")  # the next one costs its one blue again
    game.pay()
    assert game.count(0, Zone.ENER) == 0 and game.count(1, Zone.HAND) == 0


# ------------------------------------------------------------------ bounds below a level

AMONOWL = "Amonowl, Marquis of Toying with Life"  # black <Devil>, level 5
ULITH5 = str(
    [
        "Ulith, Enma",
        "Ulith, Burning Eye Enma",
        "Ulith, Enma of Crushing Hell",
        "Ulith, Enma of Eternal Hell",
        "Ulith, Black Sand Enma",
        "Ulith, Enma of Empty Fortune",
    ]
)  # up to level 5, abilities not encoded
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3, 10000, vanilla
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000, vanilla
LILITH = "Lilith, Recurring Nightmare"  # black <Devil>, level 4, 15000, vanilla


@encodes("WD14-011")
def test_amonowl_trashes_the_others_and_banishes_as_many(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ULITH5}
            hand: ["{AMONOWL}"]
            signi: ["{KOONI}", "{COSMO}", ~]
          - lrig: {TAMA4}
            signi: ["{IRON}", "{SILVAN}", "{METALLICA}"]
    """)
    game.play(AMONOWL, 2)
    assert game.count(0, Zone.TRASH) == 2  # Kooni and Cosmo: two to banish
    game.target(IRON)
    game.target(SILVAN)
    assert game.names(1, Zone.SIGNI) == ["", "", METALLICA]


@encodes("WD14-011")
def test_amonowl_brings_back_a_lower_level_signi_for_a_banished_devil(table: Table) -> None:
    # "a lower level than that SIGNI": a bound `below` the level of the SIGNI banished
    game = table(f"""
        format: classic
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {ULITH5}
            signi: ["{BELZE}", ~, "{AMONOWL}"]
            trash: ["{LILITH}", "{BELZE}", "{COSMO}"]
          - lrig: {TAMA4}
            signi: ["{METALLICA}", ~, ~]
    """)
    while not game.can(ActionKind.ATTACK, METALLICA):
        game.act(ActionKind.PASS)
    game.attack(METALLICA)  # banishes Belze (level 3): Cosmo (2) comes back, not Belze nor Lilith
    game.into(0)  # Cosmo (level 2), the only one below level 3
    assert game.names(0, Zone.SIGNI) == [COSMO, "", AMONOWL]


@encodes("WD14-011")
def test_amonowl_life_burst_discards_two_for_a_life_cloth_or_returns_a_devil(
    table: Table,
) -> None:
    burst = table.life_burst(AMONOWL, f"hand: ['{KUKRI}', '{KUKRI}']", classic=True)
    life = burst.count(0, Zone.LIFE)
    burst.burst()
    burst.mode(0)
    assert burst.count(0, Zone.HAND) == 0 and burst.count(0, Zone.LIFE) == life + 1
    burst = table.life_burst(AMONOWL, f"trash: ['{COSMO}']", classic=True)
    burst.burst()
    burst.mode(1)
    assert burst.names(0, Zone.HAND) == [COSMO]
