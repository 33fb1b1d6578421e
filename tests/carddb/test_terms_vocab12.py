"""The terms of the twelfth vocabulary round (issues 11 and 12) and the cards they made
playable.

- cards revealed from the hand (`reveal`, and the cost part `reveal`): they stay in the
  hand; as a cost, two spells shown from the hand, the rest of the ability happening only
  if they were.
- replacements a player may choose (`instead_of_leaving`, `instead_of_damage`;
  docs/engine-hooks.md, "Replacements a player may choose").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from deckcheck.engine.abilities import Ability
from tests.carddb.scenes import BUFFALO, KOALALA
from tests.carddb.table import AT3, HANAYO, LIZE3, TAMA, Play, Table, encodes, lrigs
from tests.effects.conftest import _compile

SARA = "Sara Hoshikawa, Code 2434"  # white and black, level 1, 5000, vanilla
CHIHIRO = "Chihiro Yuki, Code 2434"  # level 1, white <<Virtual>>
KAZAKI = "Kazaki Morinaka, Code 2434"  # level 2, 8000, black <<Virtual>>
SERVANT = "Servant #"  # level 1, a Guard icon
SANBAKA = lrigs(LIZE3, left="Ange, Level 0", right="Toko, Level 0")  # the team <<Sanbaka>>
SPINNING = "Activating the Story"  # a colorless spell
ROARING = "Deafening Inferno"  # a red spell
CIRCE = "Circe, Blessed Angel"  # a white <<Angel>> SIGNI
LANCELOT = "Lancelot, Crimson General"  # level 2, 5000, red
CAMELOPAR = "Camelopar, Natural Planet"  # level 1, 3000, green
ZEUSIAS = "Zeusias, Mugen Crimson Angel Queen"  # level 3, 12000

# ------------------------------------------------------------------ revealing from the hand

ARS = "Ars Almal, Code 2434"


@encodes("WXDi-P00-033")
def test_ars_almal_gets_1000_for_each_virtual_signi_revealed(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {SANBAKA}
            signi: ["{ARS}", ~, ~]
            hand: ["{CHIHIRO}", "{KAZAKI}", "{SERVANT}"]
            ener: ["{SARA}", "{SARA}"]
    """)
    game.action(ARS)
    game.pay()
    assert set(game.options()) >= {f"choose {CHIHIRO}", f"choose {KAZAKI}"}
    assert f"choose {SERVANT}" not in game.options()
    game.act(ActionKind.CHOOSE, CHIHIRO)
    game.act(ActionKind.CHOOSE, KAZAKI)
    assert game.power(ARS) == 14000 and game.count(0, Zone.HAND) == 3
    assert not game.can(ActionKind.USE_ACTION, ARS)  # once per turn


@encodes("WXDi-P00-033")
def test_ars_almal_of_20000_may_discard_to_return_a_signi_with_its_team(table: Table) -> None:
    def attack(team: str, boost: int) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {team}
                signi: ["{ARS}", ~, ~]
                hand: ["{SERVANT}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{LANCELOT}", ~]
        """)
        game.game.add_power(game.card(ARS), boost)
        game.attack(ARS)
        return game

    game = attack(SANBAKA, 8000)
    game.accept()  # discard Servant #
    game.target(LANCELOT)
    assert game.zone_of(LANCELOT) == Zone.HAND and game.zone_of(SERVANT) == Zone.TRASH
    for team, boost in ((SANBAKA, 7000), (lrigs(AT3), 8000)):  # 19000; no team
        game = attack(team, boost)
        assert game.decision != DecisionKind.OPTIONAL and game.zone_of(LANCELOT) == Zone.SIGNI


INGLIGHT = "R - Inglight, Code: Art"


@encodes("WXDi-P04-045")
def test_inglight_vanished_may_reveal_two_spells_to_draw(table: Table) -> None:
    def vanished(hand: list[str]) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - signi: ["{INGLIGHT}", ~, ~]
                hand: {hand}
              - signi: ["{KOALALA}", ~, ~]
        """)
        game.attack(KOALALA)
        return game

    game = vanished([SPINNING, ROARING])
    game.accept()
    assert game.count(0, Zone.HAND) == 3 and {SPINNING, ROARING} <= set(game.names(0, Zone.HAND))
    game = vanished([SPINNING, SERVANT])  # one spell: it cannot reveal two
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.HAND) == 2


@encodes("WXDi-P04-045")
def test_inglight_draws_when_the_top_card_is_a_spell_as_your_main_phase_begins(
    table: Table,
) -> None:
    for top, drawn in ((SPINNING, 1), (SERVANT, 0)):
        game = table(f"""
            phase: grow
            players:
              - signi: ["{INGLIGHT}", ~, ~]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
        assert game.count(0, Zone.HAND) == drawn
        assert game.zone_of(top) == (Zone.HAND if drawn else Zone.DECK)


APHRODITE = "Aphrodite, Crimson Angel"


@encodes("WXDi-P06-055")
def test_aphrodite_reveals_six_angels_and_pays_to_vanish(table: Table) -> None:
    def attack_phase(angels: int) -> Play:
        game = table(f"""
            players:
              - signi: ["{APHRODITE}", ~, ~]
                hand: {[CIRCE] * angels + [SERVANT]}
                ener: ["{ROARING}", "{SARA}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{ZEUSIAS}", "{KOALALA}", ~]
        """)
        game.end_main()
        return game

    game = attack_phase(6)
    game.accept()  # six Circe revealed, the two Ener paid
    assert set(game.options()) == {f"choose {ZEUSIAS}", f"choose {KOALALA}"}  # 12000 or less
    game.target(KOALALA)
    assert game.zone_of(KOALALA) == Zone.ENER and game.count(0, Zone.HAND) == 7
    assert game.count(0, Zone.ENER) == 0
    game = attack_phase(5)
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.ENER) == 2


SPENSER = "D - Spenser, Code: Art"


@encodes("WXDi-P07-053")
def test_spenser_reveals_a_spell_for_5000_and_its_life_burst(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{SPENSER}", "{SPINNING}"]
    """)
    game.play(SPENSER)
    game.accept()
    assert game.power(SPENSER) == 8000 and game.names(0, Zone.HAND) == [SPINNING]
    game = table(f"""
        players:
          - hand: ["{SPENSER}", "{SERVANT}"]
    """)
    game.play(SPENSER)
    assert game.decision != DecisionKind.OPTIONAL and game.power(SPENSER) == 3000
    burst = table.life_burst(SPENSER, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    burst.burst()  # its one target: Koalala (the attacker is downed, targetable too)
    if burst.decision == DecisionKind.TARGET:
        burst.target(KOALALA)
    assert burst.game.has_keyword(burst.card(KOALALA), KW.CANT_ATTACK)
    assert burst.count(0, Zone.HAND) == 1


# ------------------------------------------------------------------ replacements you may choose


def vanisher(database: CardDatabase, card: str, pool: str = "en") -> tuple[Ability, ...]:
    """An [Action] for the opponent's card: vanish target SIGNI on your opponent's field."""
    text = "{kind: action, effects: [{vanish: {target: {side: opponent, zone: signi}}}]}"
    return _compile(database, text, card, pool)[1]


H2O = "H2O, Natural Element Queen"
SE = "Se, Natural Element"  # level 1, 5000, blue and black <<Atom>>


@encodes("WXDi-P05-038")
def test_h2o_may_trash_the_cards_under_it_instead_of_leaving_the_field(
    table: Table, database: CardDatabase
) -> None:
    def h2o() -> Play:
        game = table(
            f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{H2O}", ~, ~]
                trash: ["{SE}"]
              - signi: ["{KOALALA}", ~, ~]
            """,
            abilities={KOALALA: vanisher(database, KOALALA)},
        )
        assert game.game.put_under_signi(game.card(SE), game.card(H2O))
        return game

    game = h2o()
    game.action(KOALALA)
    game.accept()
    assert game.zone_of(H2O) == Zone.SIGNI and game.zone_of(SE) == Zone.TRASH
    game.action(KOALALA)  # nothing under it any more: nothing is offered
    assert game.decision != DecisionKind.OPTIONAL and game.zone_of(H2O) == Zone.ENER


@encodes("WXDi-P05-038")
def test_h2o_rises_on_an_atom_its_attack_draws_or_discards_and_its_life_burst(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SE}", ~, ~]
            hand: ["{H2O}"]
          - hand: ["{SERVANT}"]
    """)
    game.play(H2O)  # on Se, the one <<Atom>> SIGNI
    assert game.zone_of(H2O) == Zone.SIGNI and game.zone_of(SE) == Zone.UNDER
    game.end_main()
    game.attack(H2O)
    game.mode(1)  # your opponent discards a card
    assert game.zone_of(SERVANT) == Zone.TRASH
    burst = table.life_burst(H2O, f"hand: ['{SE}']")
    burst.burst()
    burst.act(ActionKind.CHOOSE, SE)
    if burst.decision == DecisionKind.ZONE:
        burst.into(1)
    assert burst.zone_of(SE) == Zone.SIGNI and burst.count(0, Zone.HAND) == 2


HESTIA = "Hestia, Blessed Angel"


@encodes("WXDi-P08-054")
def test_hestia_may_go_to_the_trash_instead_of_your_taking_the_damage_of_an_attack(
    table: Table,
) -> None:
    def attacked() -> Play:
        return table(f"""
            turn: 4
            turn_player: 1
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: [~, "{HESTIA}", ~]
                life: ["{SERVANT}"]
              - signi: ["{KOALALA}", ~, ~]
        """)

    game = attacked()
    game.attack(KOALALA)
    game.accept()
    assert game.zone_of(HESTIA) == Zone.TRASH and game.count(0, Zone.LIFE) == 1
    game = attacked()
    game.attack(KOALALA)
    game.decline()
    assert game.zone_of(HESTIA) == Zone.SIGNI and game.count(0, Zone.LIFE) == 0


@encodes("WXDi-P08-054")
def test_hestia_life_burst_returns_an_upped_signi_or_draws(table: Table) -> None:
    burst = table.life_burst(HESTIA, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    burst.burst()
    burst.mode(0)  # the attacker is downed: Koalala is the one upped SIGNI
    assert burst.zone_of(KOALALA) == Zone.HAND
    burst = table.life_burst(HESTIA)
    burst.burst()
    burst.mode(1)
    assert burst.count(0, Zone.HAND) == 1


SHIRONAKUJI = "Shironakuji, Water Phantom"
KURAGE = "Kurage, Water Phantom"  # classic level 3, 10000, <Water Beast>, vanilla
HITODE = "Hitode, Water Phantom"  # classic level 2, 7000, <Water Beast>, vanilla
KUKRI = "Kukri, Small Sword"  # classic white <Arm>, level 1, 3000, vanilla
CLIONE = "Clione, Water Phantom"  # classic level 1, 3000, <Water Beast>, vanilla


@encodes("WX06-019")
def test_shironakuji_may_lose_6000_for_another_water_beast_leaving_by_an_opponents_effect(
    table: Table, database: CardDatabase
) -> None:
    def opponents_turn() -> Play:
        return table(
            f"""
            format: classic
            turn: 4
            turn_player: 1
            players:
              - lrig: {[*TAMA, "Tamayorihime, Full Moon Miko"]}
                signi: ["{SHIRONAKUJI}", "{KURAGE}", "{KUKRI}"]
              - lrig: {HANAYO}
                signi: ["{CLIONE}", ~, ~]
            """,
            abilities={CLIONE: vanisher(database, CLIONE, "classic")},
        )

    game = opponents_turn()
    game.action(CLIONE)
    game.target(KURAGE)
    game.accept()
    assert game.zone_of(KURAGE) == Zone.SIGNI and game.power(SHIRONAKUJI) == 12000 - 6000
    game = opponents_turn()
    game.action(CLIONE)
    game.target(KUKRI)  # not a <Water Beast>
    assert game.decision != DecisionKind.OPTIONAL
    assert game.count(0, Zone.SIGNI) == 2 and game.power(SHIRONAKUJI) == 12000


@encodes("WX06-019")
def test_shironakuji_life_burst_gives_minus_3000_for_each_water_beast_revealed(
    table: Table,
) -> None:
    burst = table.life_burst(
        SHIRONAKUJI,
        f"hand: ['{KURAGE}', '{HITODE}', '{KUKRI}']\n"
        f"opponent: {{signi: ['{KURAGE}', ~, '{KUKRI}']}}",
        classic=True,
    )
    burst.burst()
    burst.target(KURAGE)  # the target first, with the ability's group
    burst.act(ActionKind.CHOOSE, KURAGE)
    burst.act(ActionKind.CHOOSE, HITODE)
    assert burst.power(KURAGE, 1) == 10000 - 6000


SPIRAL = "SPIRAL"
CARMILLA = "Spiral Carmilla, Water Phantom Princess"


@encodes("WX05-038")
def test_spiral_costs_one_blue_with_carmilla_and_banishes_with_four_cards_in_hand(
    table: Table,
) -> None:
    def spiral(signi: str, hand: int) -> Play:
        return table(f"""
            format: classic
            players:
              - lrig: {[*TAMA, "Tamayorihime, Full Moon Miko"]}
                signi: ["{signi}", ~, ~]
                hand: {[SPIRAL] + [KUKRI] * hand}
                ener: ["{CLIONE}"]
              - lrig: {HANAYO}
                signi: ["{KURAGE}", ~, ~]
        """)

    game = spiral(CARMILLA, 4)
    game.use(SPIRAL)
    game.pay()
    assert game.zone_of(KURAGE, 1) == Zone.ENER and game.count(0, Zone.ENER) == 0  # 1 blue
    assert not spiral(HITODE, 4).can(ActionKind.USE_SPELL, SPIRAL)  # 2 blue without her
    game = spiral(CARMILLA, 3)
    game.use(SPIRAL)
    game.pay()
    assert game.zone_of(KURAGE, 1) == Zone.SIGNI and game.zone_of(SPIRAL) == Zone.TRASH


@encodes("WX05-038")
def test_spiral_life_burst_draws_and_one_more_for_revealing_carmilla(table: Table) -> None:
    burst = table.life_burst(SPIRAL, f"hand: ['{CARMILLA}']", classic=True)
    burst.burst()
    burst.accept()
    assert burst.count(0, Zone.HAND) == 3 and burst.zone_of(CARMILLA) == Zone.HAND
    burst = table.life_burst(SPIRAL, f"hand: ['{KURAGE}']", classic=True)
    burst.burst()
    assert burst.decision != DecisionKind.OPTIONAL and burst.count(0, Zone.HAND) == 2


# ------------------------------------------------------------------ power thresholds

DARK_ENERGIE = "Dark Energie, Full Armed"
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, black


@encodes("WXDi-P01-043")
def test_dark_energie_charges_once_a_turn_as_an_opponents_signi_drops_to_0(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{DARK_ENERGIE}", "{DARK_ENERGIE}"]
            ener: ["{BAPHOMET}", "{BAPHOMET}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{LANCELOT}", "{SARA}", "{KOALALA}"]
    """)
    game.play(DARK_ENERGIE)
    game.accept()  # pay 1 black
    game.target(LANCELOT)  # 5000 - 5000: 0
    assert game.zone_of(LANCELOT, 1) == Zone.ENER and game.count(0, Zone.ENER) == 2
    game.play(DARK_ENERGIE)
    game.accept()
    game.target(SARA)  # 0 as well: the second one's own once per turn
    assert game.zone_of(SARA, 1) == Zone.ENER and game.count(0, Zone.ENER) == 2


KANO = "Kano, Natural Plant"


@encodes("WX03-032")
def test_kano_gets_3000_for_each_ener_charge_and_at_15000_banishes_itself_and_another(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: ener
        players:
          - lrig: {[*TAMA, "Tamayorihime, Full Moon Miko"]}
            signi: ["{KANO}", ~, ~]
            hand: ["{KUKRI}"]
          - lrig: {HANAYO}
            signi: ["{KURAGE}", "{HITODE}", ~]
    """)
    game.game.add_power(game.card(KANO), 7000)  # 12000
    game.act(ActionKind.ENER_CHARGE, KUKRI)
    game.target(HITODE)
    assert game.zone_of(KANO) == Zone.ENER and game.zone_of(HITODE, 1) == Zone.ENER
    assert game.zone_of(KURAGE, 1) == Zone.SIGNI
    game = table(f"""
        format: classic
        phase: ener
        players:
          - lrig: {[*TAMA, "Tamayorihime, Full Moon Miko"]}
            signi: ["{KANO}", ~, ~]
            hand: ["{KUKRI}"]
    """)
    game.act(ActionKind.ENER_CHARGE, KUKRI)
    assert game.power(KANO) == 8000 and game.zone_of(KANO) == Zone.SIGNI


# ------------------------------------------------------------------ what a leaving SIGNI was

CORONAV = "Coronav, Natural Bacteria"


@encodes("WX16-079")
def test_coronav_draws_as_it_banishes_an_infected_signi(table: Table) -> None:
    for infected in (True, False):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {TAMA}
                signi: ["{CORONAV}", ~, ~]
              - lrig: {HANAYO}
                signi: ["{CLIONE}", ~, ~]
        """)
        if infected:
            assert game.game.put_virus(1, game.game.slot[game.card(CLIONE)])
        game.game.add_power(game.card(CORONAV), 1000)  # 3000: it banishes Clione
        game.attack(CORONAV)
        assert game.zone_of(CLIONE) == Zone.ENER
        assert game.count(0, Zone.HAND) == (1 if infected else 0)


# ------------------------------------------------------------------ a base power set to a quantity

CALCULATION = "Calculation"


@encodes("WXDi-P07-086")
def test_calculation_sets_a_base_power_to_the_declared_number_times_1000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{CALCULATION}"]
            ener: ["{CAMELOPAR}"]
          - signi: ["{KOALALA}", ~, ~]
    """)
    koalala = game.card(KOALALA)
    game.game.add_power(koalala, 2000)
    game.use(CALCULATION)
    game.pay()
    game.mode(3)  # three (Koalala, the one SIGNI, is its target)
    assert game.power(KOALALA) == 3000 + 2000  # the +2000 still applies on top
    burst = table.life_burst(CALCULATION, "opponent: {signi: ['" + KOALALA + "', ~, 'Servant #']}")
    burst.burst()
    assert burst.zone_of(KOALALA) == Zone.ENER  # 10000: its one target of 7000 or more


# ------------------------------------------------------------------ attacks at most

BARBARIAN = "Barbarian, Jade General"
WAWOLF = "Wawolf//Dissona, Phantom Terra Beast"
MUZICA = "Muzica//Dissona, Code: Maze"  # a level 1 [Dissona] SIGNI


def _attack_twice(game: Play, name: str) -> tuple[bool, bool]:
    """Attack with `name`, up it, and say whether it had [Lancer] and may attack again."""
    game.end_main()
    lancer = game.game.has_keyword(game.card(name), KW.LANCER)
    game.attack(name)
    card = game.card(name)
    game.game.up(card)
    assert game.game.attacks_made[card] == 1
    return lancer, game.game.can_attack(card)


@encodes("WXDi-P11-071")
def test_barbarian_gains_lancer_before_a_3000_signi_and_attacks_once_a_turn(
    table: Table,
) -> None:
    def play(front: str, pay: bool) -> tuple[bool, bool]:
        game = table(f"""
            players:
              - hand: ["{BARBARIAN}"]
                ener: ["{CAMELOPAR}"]
              - signi: ["{front}", ~, ~]
                life: ["{BUFFALO}", "{BUFFALO}"]
        """)
        game.play(BARBARIAN, 0)
        game.accept() if pay else game.decline()
        return _attack_twice(game, BARBARIAN)

    assert play(CAMELOPAR, pay=True) == (True, False)  # 3000: [Lancer]
    assert play(SARA, pay=True) == (False, False)  # 5000
    assert play(CAMELOPAR, pay=False) == (False, False)


@encodes("WXDi-P12-078")
def test_wawolf_pays_a_dissona_card_for_lancer_before_a_level_one_and_attacks_once_a_turn(
    table: Table,
) -> None:
    def play(front: str, ener: str) -> tuple[bool, bool]:
        game = table(f"""
            players:
              - hand: ["{WAWOLF}"]
                ener: ["{ener}"]
              - signi: ["{front}", ~, ~]
                life: ["{BUFFALO}", "{BUFFALO}"]
        """)
        game.play(WAWOLF, 0)
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        return _attack_twice(game, WAWOLF)

    assert play(CAMELOPAR, MUZICA) == (True, False)  # level 1: [Lancer]
    assert play(LANCELOT, MUZICA) == (False, False)  # level 2
    assert play(CAMELOPAR, CAMELOPAR) == (False, False)  # no [Dissona] card to pay


# ------------------------------------------------------------------ cards that share a colour

NEBULA = "Machina Nebula"
MACHINA_TEAM = lrigs(
    ["Ex Zero", "Ex One", "Ex Two", "Ex Three"], right=["Machina Zero", "Machina Wing Slash"]
)
TOBIEL = "Tobiel, Full Armed"


@encodes("WXDi-P05-019")
def test_machina_nebula_attaches_a_soul_and_shuffles_ten_of_one_color_to_vanish(
    table: Table,
) -> None:
    def grow(trash: list[str], lrig_trash: tuple[str, ...] = ()) -> Play:
        game = table(f"""
            players:
              - lrig: {MACHINA_TEAM}
                lrig_deck: ["{NEBULA}"]
                lrig_trash: {list(lrig_trash)}
                signi: ["{LANCELOT}", ~, ~]
                ener: ["{CHIHIRO}", "{CHIHIRO}"]
                trash: {trash}
              - lrig: {lrigs(AT3)}
                signi: ["{TOBIEL}"]
        """)
        game.grow(NEBULA)
        return game

    # Ten that share black (Sara is white and black); Lancelot (red) is never offered.
    game = grow([BAPHOMET] * 9 + [SARA, LANCELOT], lrig_trash=("Deus Zero",))
    game.first()  # the Soul first: Deus Zero under Lancelot, the only choices
    assert game.soul_of(game.card(LANCELOT, 0, Zone.SIGNI)) == game.card("Deus Zero")
    game.first()  # Nebula's other [Enter] before Ex Three's Soul trigger (an empty hand)
    game.accept()  # pay 2
    offered = set(game.options())
    assert offered == {f"choose {BAPHOMET}", f"choose {SARA}"}
    game.target(SARA)  # then the nine Baphomet, the only cards left to choose
    assert game.zone_of(TOBIEL, 1) == Zone.ENER  # vanished
    assert sorted(game.names(0, Zone.TRASH)) == [CHIHIRO, CHIHIRO, LANCELOT]  # two paid
    # Nine share black, three white (two of them paid): as many as possible, no vanish.
    game = grow([BAPHOMET] * 9 + [CHIHIRO, LANCELOT])
    game.first()
    game.accept()
    assert set(game.options()) == {f"choose {name}" for name in (BAPHOMET, CHIHIRO, LANCELOT)}
    game.target(BAPHOMET)  # then the other eight, the only ones that share black
    assert game.zone_of(TOBIEL, 1) == Zone.SIGNI
    assert sorted(game.names(0, Zone.TRASH)) == [CHIHIRO] * 3 + [LANCELOT]


DEUS_LIMITED = "Deus Limited"
DEUS_TEAM = lrigs(["Ex Zero", "Ex One", "Ex Two", "Ex Three"], left=["Deus Zero", "Deus Drive"])


@encodes("WXDi-P04-023")
def test_deus_limited_lets_the_opponents_signi_attack_once_and_adds_a_signi(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Attacks at most": the SIGNI of a player all together. Grown
    # in the defense step of the opponent's turn (en-2021-glossary.txt, "Use timing:
    # Attack phase").
    game = table(
        f"""
        phase: attack
        turn_player: 1
        players:
          - lrig: {DEUS_TEAM}
            lrig_deck: ["{DEUS_LIMITED}"]
            ener: {[BUFFALO] * 4}
            trash: ["{SERVANT}", "{LANCELOT}"]
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{SARA}", ~]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.current_player() == 0 and g.can(ActionKind.ASSIST_GROW))
    game.grow(DEUS_LIMITED)
    game.pay()  # its grow cost, 2
    game.first()  # the attack limit first
    game.accept()  # pay 2 more for Lancelot, without a [Guard] icon
    game.pay()
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, KOALALA))
    assert game.names(0, Zone.HAND) == [LANCELOT]
    assert game.can(ActionKind.ATTACK, SARA)
    game.attack(KOALALA)
    game.pass_until(lambda g: g.current_player() == 1)
    assert not game.can(ActionKind.ATTACK, SARA) and not game.can_attack(game.card(SARA, 1))
