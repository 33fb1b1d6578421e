"""The terms of the tenth vocabulary round (issues 11 and 12) and the cards they made
playable.

- a filter of cards with, or with no, abilities (`has_abilities`: "target SIGNI with no
  abilities"): printed, gained or keyword abilities, a Life Burst among them, the Guard
  icon not;
- picks whose levels add up to exactly a number (`total_level_equals`: "up to two target
  SIGNI whose total level is equal to ..."): only a card the rest can complete the total
  with is offered, and the choice stops only there (or before any card).
"""

from __future__ import annotations

from deckcheck.effects.cards import Filter
from deckcheck.engine import KW, ActionKind, DecisionKind, Phase, Zone
from tests.carddb.scenes import grown
from tests.carddb.table import (
    AT3,
    CLASSIC_FILLER,
    LIZE3,
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
