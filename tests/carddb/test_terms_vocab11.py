"""The terms of the eleventh vocabulary round (issues 11 and 12) and the cards they made
playable.

- a replacement of power changes (`power_change`; docs/engine-hooks.md, "Power changes"):
  a change by a player's effects that does not happen, a -- change that becomes + or is
  doubled; a one-shot change replaced as it is made, one in force as it is read.
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.scenes import grown
from tests.carddb.table import AT3, CLASSIC_FILLER, Play, Table, encodes, lrigs

KOALALA = "Koalala, Phantom Terra Beast"  # red and green, level 2, 10000, vanilla
SARA = "Sara Hoshikawa, Code 2434"  # white and black, level 1, 5000, vanilla
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # blue and green, level 1, 5000, vanilla
SERVANT = "Servant #"  # level 1, a Guard icon
FUYUKI = "Fuyuki Hakase, Code 2434"  # [Enter]: target SIGNI of the opponent's gets --1000
KUKRI = CLASSIC_FILLER  # white <Arm>, level 1, 3000, vanilla

# ------------------------------------------------------------------ power changes

AMINO = "Amino Acid, Natural Bacteria Queen"
UNDER = "Under Attractive"


@encodes("WXDi-P00-039")
def test_amino_acid_gets_plus_for_the_opponents_minus_and_boosts_in_your_turn(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AMINO}", "{KOALALA}", ~]
          - hand: ["{FUYUKI}", "{FUYUKI}"]
    """)
    assert [game.power(AMINO), game.power(KOALALA)] == [12000, 10000]  # not its turn
    game.play(FUYUKI)
    game.target(AMINO)
    assert game.power(AMINO) == 13000
    game.play(FUYUKI)
    game.target(KOALALA)  # another SIGNI's -- is not replaced
    assert [game.power(AMINO), game.power(KOALALA)] == [13000, 9000]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AMINO}", "{KOALALA}", ~]
    """)
    assert [game.power(AMINO), game.power(KOALALA)] == [12000, 15000]


@encodes("WXDi-P00-039")
def test_amino_acid_life_burst_charges_and_stops_the_next_damage_from_a_signi(
    table: Table,
) -> None:
    burst = table.life_burst(AMINO, "deck: ['" + SARA + "', '" + SARA + "']")
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2  # the crushed card and the charged one
    assert len(burst.game.damage_shields) == 1


def under_attractive(table: Table) -> Play:
    return table(f"""
        players:
          - hand: ["{UNDER}", "{FUYUKI}", "{FUYUKI}"]
            ener: ["{SARA}", "{SARA}"]
            trash: {[BUFFALO] * 21 + [SERVANT, SARA]}
          - signi: ["{KOALALA}", ~, ~]
    """)


@encodes("WXDi-P01-088")
def test_under_attractive_doubles_the_minus_of_your_signi_from_then_on(table: Table) -> None:
    game = under_attractive(table)
    game.play(FUYUKI)  # its one target: Koalala
    assert game.power(KOALALA) == 9000
    game.use(UNDER)
    game.pay()
    assert set(game.options()) == {
        f"choose {BUFFALO}",
        f"choose {SARA}",
    }  # 25 in the trash, with the two paid
    game.target(SARA)
    assert SARA in game.names(0, Zone.HAND)
    game.play(FUYUKI)
    assert game.power(KOALALA) == 7000  # the first -- stays --1000, the second is --2000


@encodes("WXDi-P01-088")
def test_under_attractive_adds_nothing_below_25_and_its_life_burst(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{UNDER}"]
            ener: ["{SARA}", "{SARA}"]
            trash: {[BUFFALO] * 22}
    """)
    game.use(UNDER)
    game.pay()
    assert game.count(0, Zone.HAND) == 0  # 24 in the trash, with the two paid: no target
    burst = table.life_burst(UNDER, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    burst.burst()  # its one target: Koalala (the attacker is downed)
    assert burst.zone_of(KOALALA) == Zone.ENER


LION = "Lion, Phantom Beast Deity"
DOPING = "Doping"  # classic: target SIGNI gets +3000
HOLE_DARK = "Hole Dark"  # classic: target SIGNI of the opponent's gets --4000
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, 3000, vanilla
BELZE = "Belze, Symbol of Wasteful Evil"  # black, level 3, 10000, vanilla
COSMO = "Cosmo, Symbol of Immorality"  # black, level 2, 7000, vanilla


@encodes("WX05-024")
def test_lion_keeps_the_opponents_effects_from_changing_power_and_spells_off_itself(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        turn: 4
        turn_player: 1
        players:
          - lrig: ["Midoriko, Fourth Girl", "Midoriko, Type Five"]
            signi: ["{LION}", "{KUKRI}", ~]
          - hand: ["{HOLE_DARK}"]
            lrig_deck: ["{DOPING}"]
            ener: ["{KOONI}"]
            signi: ["{COSMO}", ~, ~]
    """)
    # --4000 to Kukri, its one target (Lion is unaffected by a SPELL): no change
    game.use(HOLE_DARK)
    game.pay()
    assert game.zone_of(HOLE_DARK) == Zone.TRASH and game.power(KUKRI) == 3000
    game.use(DOPING)  # an ARTS may target Lion; +3000 to its own SIGNI does not happen either
    assert set(game.options()) == {f"choose {n}" for n in (LION, KUKRI, COSMO)}
    game.target(COSMO)
    assert game.zone_of(DOPING) == Zone.LRIG_TRASH and game.power(COSMO) == 7000


@encodes("WX05-024")
def test_lion_life_burst_charges_and_banishes_a_strong_signi(table: Table) -> None:
    burst = table.life_burst(
        LION,
        f"deck: ['{KUKRI}']\nopponent: {{signi: ['{BELZE}', '{COSMO}', '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    assert burst.zone_of(BELZE) == Zone.ENER and burst.count(0, Zone.ENER) == 2


SPLASH = "Violence Splash"
CAPSULE = "Drei=Capsule"  # black <Poison Fang>, level 3: [Action] [Down]: --5000
IONA = ["Iona, Zero/Maiden", "Iona, Crescent/Maiden", "Iona, Half/Maidenf", "Iona, Pale/Maiden"]


@encodes("WX04-038")
def test_violence_splash_doubles_your_signis_minus_and_trashes_what_it_banishes(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["{SPLASH}"]
            ener: ["{KOONI}"]
            signi: ["{CAPSULE}", ~, ~]
          - signi: ["{COSMO}", "{BELZE}", ~]
    """)
    game.use(SPLASH)
    game.pay()
    game.action(CAPSULE)
    game.target(COSMO)  # 7000 --10000: banished at -3000, into the trash
    assert game.zone_of(COSMO) == Zone.TRASH and game.power(BELZE) == 10000


@encodes("WX04-038")
def test_violence_splash_life_burst_puts_a_black_signi_from_the_trash_onto_the_field(
    table: Table,
) -> None:
    burst = table.life_burst(SPLASH, f"trash: ['{COSMO}']", classic=True)
    burst.burst()  # its one choice: Cosmo; then the hand (mode 0) or the field (mode 1)
    burst.mode(1)
    burst.into(0)
    assert burst.zone_of(COSMO) == Zone.SIGNI


# ------------------------------------------------------------------ leaving elsewhere

ORION = "Orion, Natural Planet Queen"
FUREN = "Furen Slash"  # Life Burst: return target SIGNI of the opponent's to its hand


@encodes("WXDi-P04-037")
def test_orion_trashes_the_opponents_signi_leaving_in_their_turn_and_draws_at_its_end(
    table: Table,
) -> None:
    burst = table.life_burst(
        FUREN,
        f"""
        lrig: {lrigs(AT3)}
        signi: ["{ORION}", ~, ~]
        opponent: {{signi: ["{KOALALA}", ~, "{SERVANT}"]}}
        """,
    )
    burst.burst()
    burst.target(KOALALA)
    assert burst.zone_of(KOALALA) == Zone.TRASH
    hand = burst.count(0, Zone.HAND)
    burst.pass_until(lambda play: play.game.turn == 5 and play.decision == DecisionKind.MAIN)
    assert burst.count(0, Zone.HAND) == hand + 1 + 2  # at the end of turn 4, then drawn


@encodes("WXDi-P04-037")
def test_orion_freezes_the_opponents_signi_and_vanishes_as_ever_in_your_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ORION}", ~, ~]
            hand: ["{SARA}"]
          - signi: ["{KOALALA}", "{BUFFALO}", ~]
    """)
    game.action(ORION)  # discard Sara, its one level one SIGNI
    assert game.zone_of(SARA) == Zone.TRASH
    frozen = [game.game.frozen[game.card(n, 1, Zone.SIGNI)] for n in (KOALALA, BUFFALO)]
    assert frozen == [1, 1]
    game.end_main()
    game.attack(ORION)
    assert game.zone_of(KOALALA) == Zone.ENER


@encodes("WXDi-P04-037")
def test_orion_life_burst_downs_and_freezes_and_draws(table: Table) -> None:
    burst = table.life_burst(ORION, f"opponent: {{signi: ['{KOALALA}', ~, '{SERVANT}']}}")
    burst.burst()
    burst.target(KOALALA)
    koalala = burst.card(KOALALA)
    assert burst.game.downed[koalala] and burst.game.frozen[koalala]
    assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ a limit for a while

PIIHYARA = "Yukayuka☆Piihyara"
CHIHIRO = "Chihiro Yuki, Code 2434"  # white, level 1, 3000, vanilla


@encodes("WXDi-P05-025")
def test_piihyara_adds_two_signi_from_the_top_five_and_raises_the_limit_by_two(
    table: Table,
) -> None:
    game = grown(
        table,
        PIIHYARA,
        ["Yukayuka☆Zero", "Yukayuka☆Pon"],
        mine=f'deck: ["{UNDER}", "{SARA}", "{UNDER}", "{CHIHIRO}", "{UNDER}", "{KOALALA}"]',
    )
    limit = game.game.limit(0)
    game.first()  # the look first
    assert f"choose {KOALALA}" not in game.options()  # the sixth card
    game.choose(SARA, CHIHIRO)
    assert sorted(game.names(0, Zone.HAND)) == sorted([SARA, CHIHIRO])
    assert game.names(0, Zone.DECK)[-1] == KOALALA
    assert game.game.limit(0) == limit + 2


# ------------------------------------------------------------------ SIGNI that attacked

IONA_EN = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden"]
TRIANGLE = "Iona, Triangle/Maiden"


def use_action(game: Play, text: str) -> None:
    """Use the [Action] ability whose option reads `text`."""
    for action in game.game.legal_actions():
        if game.game.describe(action) == text:
            game.game.apply_action(action)
            return
    raise AssertionError(f"no {text!r}; legal: {', '.join(game.options())}")


@encodes("WXDi-P08-010")
def test_triangle_maiden_returns_a_signi_from_the_trash_and_weakens_for_two_cards(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(IONA_EN)}
            lrig_deck: ["{TRIANGLE}"]
            ener: ["{SARA}", "{SARA}"]
            trash: ["{KOALALA}"]
            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - signi: ["{CHIHIRO}", ~, ~]
    """)
    game.grow(TRIANGLE)
    game.pay()
    game.target(KOALALA)  # or a Sara paid
    game.into(0)
    assert game.zone_of(KOALALA) == Zone.SIGNI
    use_action(game, f"use [Action] 2 of {TRIANGLE}")
    assert game.count(0, Zone.DECK) == 1 and game.power(CHIHIRO) == 1000


@encodes("WXDi-P08-010")
def test_triangle_maiden_makes_the_opponent_attack_and_vanishes_the_attackers(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*IONA_EN, TRIANGLE])}
            ener: ["{SARA}", "{SARA}"]
            life: {[BUFFALO] * 3}
          - signi: ["{CHIHIRO}", "{KOALALA}", ~]
    """)
    turn = game.game.turn
    use_action(game, f"use [Action] 3 of {TRIANGLE}")
    game.pay()
    game.pass_until(lambda play: play.game.turn == turn + 1 and play.decision == DecisionKind.MAIN)
    assert game.zone_of(CHIHIRO) == Zone.SIGNI  # not at the end of this turn
    game.pass_until(lambda play: play.game.turn == turn + 2)
    assert game.zone_of(CHIHIRO) == Zone.ENER and game.zone_of(KOALALA) == Zone.ENER
    assert game.count(0, Zone.LIFE) == 1  # both attacked


# ------------------------------------------------------------------ a free [Action] once

UMR = [
    "Umuru=Noll, Wielder of the Key of Creation",
    "Umr=Ett, Wielder of the Key of Chaos",
    "Umr=Två, Wielder of the Key of Chaos",
    "Umr=Tre, Wielder of the Key of Chaos",
]
FYRA = "Umr=Fyra, Wielder of the Key of Chaos"
NESSIE = "Code Anti Nessie"  # [Action] in the trash: [Black] [Black] [Colorless], --8000


@encodes("WD08-001")
def test_umr_fyra_makes_a_trash_signis_action_free_once(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {UMR}
            lrig_deck: ["{FYRA}"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
            trash: ["{NESSIE}"]
          - signi: ["{BELZE}", ~, ~]
    """)
    game.grow(FYRA)
    game.pay()
    game.choose(NESSIE)  # or a Kooni paid
    assert game.count(0, Zone.ENER) == 0
    use_action(game, f"use [Action] 2 of {NESSIE}")  # free: the Ener Zone is empty
    assert game.power(BELZE) == 2000 and game.zone_of(NESSIE) == Zone.DECK


@encodes("WD08-001")
def test_umr_fyra_mills_three_and_puts_a_signi_from_the_trash_onto_the_field(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {[*UMR, FYRA]}
            trash: ["{COSMO}"]
            deck: {[KOONI] * 4}
    """)
    use_action(game, f"use [Action] 2 of {FYRA}")
    assert game.count(0, Zone.DECK) == 1 and game.count(0, Zone.TRASH) == 4
    assert f"use [Action] 2 of {FYRA}" not in game.options()  # once per turn
    use_action(game, f"use [Action] 3 of {FYRA}")
    game.choose(COSMO)
    game.into(0)
    assert game.zone_of(COSMO) == Zone.SIGNI and game.game.downed[game.card(FYRA)]
