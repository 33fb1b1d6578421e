"""WXDi-P00 to P08 cards that the language's newer terms made expressible: abilities a
player or the Center LRIG gains for the rest of the game, cards under a SIGNI, delayed
abilities, swapped positions, modes the opponent chooses, and more (each test plays
the card's abilities)."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, EXCEED_4, KOALALA
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

SERVANT = "Servant #"
PERCIVAL = "Percival, Blessed Crimson General"  # level 1, 5000, red <<Brave>>, vanilla
MIDORIKO = "WXDi-D08-008"  # Midoriko, Battle Girl: green, level 0
THREE = lrigs(AT3, left="Hanayo, Zero", right=MIDORIKO)
TAWIL = "Tawil =Noll=, Awakened One"
UMR = "Umr =Noll=, Key to Salvation"
ANCIENT_SURPRISE = lrigs(AT3, left=[TAWIL, "Tawil =Screech="], right=[UMR, "Umr =Draw="])
DECK = f'deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]'


def use_granted(game: Play, name: str) -> None:
    """Use the [Action] ability `name` gained (not one it prints)."""
    for action in game.game.legal_actions():
        if action.kind == ActionKind.USE_ACTION and action.b >= 1000:
            assert game.game.name(action.a) == name
            game.game.apply_action(action)
            return
    raise AssertionError(f"no gained action; legal: {game.options()}")


def settle(game: Play) -> None:
    """Take the only or first option of every decision until the main phase is back."""
    while game.decision not in (None, DecisionKind.MAIN):
        game.first()


# ------------------------------------------------------------ abilities for the game


@encodes("WXDi-P03-002")
def test_g_g_g_charges_on_the_first_grow_of_each_of_your_turns(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Hanayo, Zero", right=MIDORIKO)}
            lrig_deck: ["G - G - G", "Midoriko, Gemmation", "Hanayo, Camellia"]
            {DECK}
    """)
    game.use("G - G - G")
    assert game.count(0, Zone.ENER) == 0
    game.grow("Midoriko, Gemmation")  # its [Enter]: [Ener Charge 2]; the first grow: one more
    settle(game)
    assert game.count(0, Zone.ENER) == 3
    game.grow("Hanayo, Camellia")  # the second grow this turn: nothing more
    settle(game)
    assert game.count(0, Zone.ENER) == 3


@encodes("WXDi-P03-003")
def test_apex_warriors_powers_the_center_brave_signi_for_the_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE}
            lrig_deck: ["Apex Warriors"]
            signi: ["{PERCIVAL}", ~, "{PERCIVAL}"]
    """)
    game.use("Apex Warriors")
    signi = game.game.players[0].signi
    assert [game.game.power(card) for card in signi if card >= 0] == [5000, 5000]
    game.game.move_signi(signi[0], 1)  # into the center SIGNI Zone: from then on
    assert [game.game.power(card) for card in signi if card >= 0] == [6000, 5000]


@encodes("WXDi-P03-003")
def test_apex_warriors_charges_when_the_center_brave_is_vanished_in_the_opponents_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {THREE}
            lrig_deck: ["Apex Warriors"]
            signi: [~, "{PERCIVAL}", ~]
            {DECK}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}", ~]
    """)
    game.use("Apex Warriors")
    game.pass_until(lambda play: play.game.turn_player == 1 and play.decision == DecisionKind.MAIN)
    game.end_main()
    game.attack(KOALALA)  # 10000 vanishes Percival (6000) outside your main phase
    game.pass_until(lambda play: play.zone_of(PERCIVAL) == Zone.ENER and not play.game.pending[0])
    assert game.count(0, Zone.ENER) == 2  # Percival and the charged card


@encodes("WXDi-P04-002")
def test_world_reverse_answers_the_color_of_the_signi_that_entered(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {ANCIENT_SURPRISE}
            lrig_deck: ["World Reverse"]
            ener: ["{SERVANT}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            {DECK}
    """)
    game.use("World Reverse")
    game.play(BUFFALO, 0)  # blue and green: the blue mode draws
    game.mode(1)
    assert game.count(0, Zone.HAND) == 2
    game.play(BUFFALO, 1)  # once per turn: nothing more
    settle(game)
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 0


@encodes("WXDi-P04-006")
def test_devils_carnival_returns_a_demon_at_the_end_of_each_of_your_turns(table: Table) -> None:
    imp = "Imp, Azure Doomed Evil"
    game = table(f"""
        players:
          - lrig: {THREE}
            lrig_deck: ["DEVIL'S CARNIVAL"]
            signi: ["{imp}", "Zagan, Blessed Crimson Evil"]
            {DECK}
    """)
    game.use("DEVIL'S CARNIVAL")
    assert game.count(0, Zone.TRASH) == 2
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.TRASH) == 1 and game.count(0, Zone.HAND) == 1
    game.pass_until(lambda play: play.game.turn_player == 0)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.TRASH) == 0  # the second Demon, a turn of yours later


def center_gains(table: Table, piece: str, mine: str = "", theirs: str = "") -> Play:
    """Player 0 uses `piece`, then grows its Center: the LRIG it grows into has the ability
    (player 1 has Lize at level 3)."""
    game = table(f"""
        players:
          - lrig: {EXCEED_4}
            lrig_deck: ["{piece}"]
            ener: ["{SERVANT}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.use(piece)
    return game


@encodes("WXDi-P06-004")
def test_innocent_one_piece_gives_the_center_lrig_an_exceed_action(table: Table) -> None:
    game = center_gains(table, "Innocent One - Piece", theirs=f'signi: ["{KOALALA}"]')
    use_granted(game, game.game.name(game.game.center(0)))
    assert game.game.lost_abilities(game.card(KOALALA))
    assert game.count(0, Zone.LRIG_TRASH) == 4  # the Exceed cards (the PIECE is removed)


@encodes("WXDi-P06-005")
def test_green_bigs_gives_plus_10000(table: Table) -> None:
    game = center_gains(table, "Green Bigs", mine=f'signi: ["{BUFFALO}"]')
    use_granted(game, game.game.name(game.game.center(0)))
    assert game.power(BUFFALO) == 15000


@encodes("WXDi-P07-003")
def test_true_honesty_vanishes_a_level_one_signi(table: Table) -> None:
    game = center_gains(table, "True Honesty", theirs=f'signi: ["{KOALALA}", "{SERVANT}"]')
    use_granted(game, game.game.name(game.game.center(0)))
    assert game.zone_of(SERVANT, 1) == Zone.ENER and game.zone_of(KOALALA) == Zone.SIGNI


@encodes("WXDi-P07-004")
def test_cant_stop_pretty_downs_unless_three_cards_are_discarded(table: Table) -> None:
    game = center_gains(
        table,
        "Can't Stop Pretty!",
        theirs=f'signi: ["{KOALALA}"]\n            hand: ["{BUFFALO}", "{BUFFALO}"]',
    )
    use_granted(game, game.game.name(game.game.center(0)))
    assert game.game.downed[game.card(KOALALA)]  # two cards in hand: they cannot pay


@encodes("WXDi-P07-005")
def test_instantaneous_explosion_revives_a_signi_without_abilities_for_the_turn(
    table: Table,
) -> None:
    game = center_gains(table, "Instantaneous Explosion", mine=f'trash: ["{PERCIVAL}"]')
    use_granted(game, game.game.name(game.game.center(0)))
    settle(game)
    assert game.zone_of(PERCIVAL) == Zone.SIGNI
    assert game.game.lost_abilities(game.card(PERCIVAL))
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(PERCIVAL) == Zone.TRASH


@encodes("WXDi-P06-004")
def test_the_center_lrig_keeps_the_ability_through_a_grow(table: Table) -> None:
    # docs/engine-hooks.md, "Abilities for the rest of the game": "your Center LRIG" is
    # whoever is your Center LRIG, through its grows.
    moon = ["Tamayorihime, New Moon Miko", "Tamayorihime, New Moon Miko"]
    center = [*moon, "Tamayorihime, Crescent Moon Miko", "Tamayorihime, Half Moon Miko"]
    game = table(f"""
        players:
          - lrig: {lrigs(center, left="Hanayo, Zero", right=MIDORIKO)}
            lrig_deck: ["Innocent One - Piece", "Tamayorihime, Musical Moon Miko"]
            ener: ["{SERVANT}", "{SERVANT}", "{SERVANT}"]
            {DECK}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            {DECK}
    """)
    game.use("Innocent One - Piece")
    assert not any(a.b >= 1000 for a in game.game.legal_actions())  # three cards under
    game.pass_until(lambda play: play.game.turn_player == 0 and play.decision == DecisionKind.GROW)
    game.grow("Tamayorihime, Musical Moon Miko")
    game.pass_until(lambda play: play.decision == DecisionKind.MAIN)
    use_granted(game, "Tamayorihime, Musical Moon Miko")
    assert game.game.lost_abilities(game.card(KOALALA))


# ------------------------------------------------------------ swapped positions


def signi_names(game: Play, player: int) -> list[str | None]:
    return [game.game.name(card) if card >= 0 else None for card in game.game.players[player].signi]


@encodes("WXDi-P00-063")
def test_high_circus_swaps_with_another_signi_and_may_bottom_the_revealed_card(
    table: Table,
) -> None:
    circus = "High Circus, Code:Maze"
    game = table(f"""
        players:
          - hand: ["{circus}"]
            signi: ["{BUFFALO}", ~, ~]
          - deck: ["{SERVANT}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play(circus, 1)  # the only other SIGNI is the target; the swap is by your effect
    assert signi_names(game, 0) == [circus, BUFFALO, None]
    game.accept()  # the revealed top card to the bottom
    assert game.names(1, Zone.DECK)[0] == SERVANT  # bottom first


@encodes("WXDi-P05-071")
def test_tocho_swaps_two_opponent_signi_and_gains_power_once(table: Table) -> None:
    tocho = "Tocho, Code: Maze"
    game = table(f"""
        players:
          - hand: ["{tocho}"]
          - signi: ["{KOALALA}", "{SERVANT}", ~]
    """)
    game.play(tocho, 0)
    settle(game)
    assert signi_names(game, 1) == [SERVANT, KOALALA, None]
    assert game.power(tocho) == 5000  # two SIGNI moved together: it triggered once


@encodes("WXDi-P01-041")
def test_quin_swaps_at_the_attack_phase_and_weakens_once(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Quin, Code: Labyrinth", ~, ~]
            hand: ["{BUFFALO}"]
          - signi: ["{KOALALA}", "{SERVANT}", ~]
    """)
    game.end_main()  # the two targets swap; the second [Auto] triggers once
    game.target(KOALALA)
    assert signi_names(game, 1) == [SERVANT, KOALALA, None]
    assert game.decision in (DecisionKind.USE_WINDOW, DecisionKind.SIGNI_ATTACK)  # no second target
    assert game.power(KOALALA) == 8000 and game.power(SERVANT) == 1000


def test_a_move_by_the_opponents_effect_is_not_by_your_effect(table: Table) -> None:
    # High Circus's [Auto] waits for a move by your effect: Tocho's swap is not one.
    circus = "High Circus, Code:Maze"
    game = table(f"""
        players:
          - hand: ["Tocho, Code: Maze"]
          - signi: ["{circus}", "{SERVANT}", ~]
            deck: ["{SERVANT}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.play("Tocho, Code: Maze", 0)
    settle(game)
    assert signi_names(game, 1) == [SERVANT, circus, None]
    assert game.decision == DecisionKind.MAIN  # no "may" offered to anyone


def test_swapped_signi_stay_on_the_field_with_their_state(table: Table) -> None:
    # en-2021-glossary.txt, "SIGNI Zone": a SIGNI changes zones only by an effect; it
    # stays on the field (no leaving, no entering), downed as it was.
    game = table(f"""
        players:
          - signi: ["{KOALALA} (downed)", "{SERVANT}", ~]
    """)
    koalala, servant = game.card(KOALALA), game.card(SERVANT)
    assert game.game.swap_signi(koalala, servant)
    assert signi_names(game, 0) == [SERVANT, KOALALA, None]
    assert game.game.downed[koalala] and not game.game.downed[servant]
    assert not game.game.swap_signi(koalala, koalala)


# ------------------------------------------------------------ modes the opponent chooses

MAHOMAHO = "Mahomaho☆Threee"
MAHOMAHO_LRIG = lrigs(["Mahomaho☆One", "Mahomaho☆Two", MAHOMAHO])


@encodes("WXDi-P07-007")
def test_mahomaho_lets_the_opponent_choose_the_mode(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {MAHOMAHO_LRIG}
            hand: ["{BUFFALO}"]
            trash: ["{PERCIVAL}"]
    """)
    game.end_main()
    assert game.decision == DecisionKind.MODE and game.game.current_player() == 1
    game.mode(1)  # your opponent chose: add a SIGNI from your trash to your hand
    assert game.zone_of(PERCIVAL) == Zone.HAND


@encodes("WXDi-P07-007")
def test_mahomaho_mills_three_times_unless_the_opponent_pays_each_time(table: Table) -> None:
    filler = ", ".join([f'"{BUFFALO}"'] * 14)
    game = table(f"""
        players:
          - lrig: {MAHOMAHO_LRIG}
            hand: ["{BUFFALO}"]
          - hand: ["{SERVANT}"]
            deck: [{filler}]
    """)
    game.action(MAHOMAHO)
    game.accept()  # the first time, your opponent discards
    assert game.count(1, Zone.HAND) == 0
    settle(game)  # then they cannot pay: four cards twice
    assert game.count(1, Zone.TRASH) == 1 + 8
    assert not game.can(ActionKind.USE_ACTION, MAHOMAHO)  # once per game


# ------------------------------------------------------------ delayed abilities


def halphas_burst(table: Table, theirs: str) -> Play:
    """Halphas's Life Burst, used as Servant # crushes it; Koalala is targeted."""
    game = table.life_burst(
        "Halphas, Azure Evil",
        f"""
        life: ["{BUFFALO}", "{BUFFALO}"]
        opponent:
          signi: ["{KOALALA}", ~, "{SERVANT}"]
          {theirs}
        """,
    )
    game.burst()
    game.target(KOALALA)
    settle_attack(game)
    return game


def settle_attack(game: Play) -> None:
    """Let the attack being processed end (the defender does not guard)."""
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)


@encodes("WXDi-P04-068")
def test_halphas_negates_the_targets_attacks_this_turn(table: Table) -> None:
    game = halphas_burst(table, "hand: []")
    life = game.count(0, Zone.LIFE)
    game.attack(KOALALA)  # your opponent cannot discard three cards: negated
    assert game.decision == DecisionKind.LRIG_ATTACK
    assert game.count(0, Zone.LIFE) == life


@encodes("WXDi-P04-068")
def test_halphas_lets_the_attack_through_when_three_cards_are_discarded(table: Table) -> None:
    game = halphas_burst(table, f'hand: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]')
    life = game.count(0, Zone.LIFE)
    game.attack(KOALALA)
    game.accept()  # they discard three cards: the attack goes on
    assert game.decision == DecisionKind.LRIG_ATTACK
    assert game.count(1, Zone.HAND) == 0 and game.count(0, Zone.LIFE) == life - 1


@encodes("WXDi-P06-062")
def test_futase_is_shadowed_in_the_opponents_turn_while_your_hand_is_as_big(
    table: Table,
) -> None:
    futase = "Futase//Memoria, Azure Beauty"

    def targetable(turn_player: int, mine: int) -> bool:
        game = table(f"""
            turn_player: {turn_player}
            turn: {3 + turn_player}
            players:
              - signi: ["{futase}"]
                hand: {[BUFFALO] * mine}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                hand: ["{BUFFALO}", "{BUFFALO}"]
        """)
        return bool(game.is_targetable(game.card(futase), 1, game.card(KOALALA)))

    assert not targetable(turn_player=1, mine=2)
    assert targetable(turn_player=1, mine=1)
    assert targetable(turn_player=0, mine=2)


@encodes("WXDi-P06-062")
def test_futase_negates_the_targets_attacks_this_turn(table: Table) -> None:
    game = table.life_burst(
        "Futase//Memoria, Azure Beauty",
        f"""
        life: ["{BUFFALO}", "{BUFFALO}"]
        opponent:
          signi: ["{KOALALA}", ~, "{SERVANT}"]
        """,
    )
    game.burst()
    game.target(KOALALA)
    settle_attack(game)
    life = game.count(0, Zone.LIFE)
    game.attack(KOALALA)
    assert game.count(0, Zone.LIFE) == life


@encodes("WXDi-P04-031")
def test_at_eject_negates_the_next_attacks_of_its_targets(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(LIZE3, left="At =Charge=")}
            lrig_deck: ["At =Eject="]
            ener: ["{SERVANT}", "{SERVANT}", "{SERVANT}"]
            life: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
            {DECK}
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{BUFFALO}", "{SERVANT}"]
            {DECK}
    """)
    game.pass_until(
        lambda play: (
            play.game.turn_player == 1
            and play.decision == DecisionKind.USE_WINDOW
            and play.game.current_player() == 0
        )
    )
    game.grow("At =Eject=")  # in your opponent's attack phase
    game.first()  # its first [Enter] first
    game.target(KOALALA)
    game.accept()  # the second [Enter]: pay 2 colorless
    game.target(BUFFALO)
    for attacker in (KOALALA, BUFFALO):
        game.attack(attacker)
        assert game.count(0, Zone.LIFE) == 3  # negated
    game.attack(SERVANT)  # not a target
    game.pass_until(lambda play: play.decision != DecisionKind.GUARD)
    assert game.count(0, Zone.LIFE) == 2


# ------------------------------------------------------------ cards under a SIGNI

TOBIEL = "Tobiel, Full Armed"  # level 3


@encodes("WXDi-P05-034")
def test_hyahha_gets_stronger_with_a_card_underneath(table: Table) -> None:
    hyahha = "Hyahha, Code: Accel"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{hyahha}"]
            signi: ["{TOBIEL}", ~, ~]
            ener: ["{KOALALA}", "{KOALALA}"]
          - signi: [~, "{SERVANT}", ~]
    """)
    game.play(hyahha, 1)
    assert game.power(hyahha) == 3000
    game.accept()  # Tobiel goes under it
    assert game.zone_of(TOBIEL) == Zone.UNDER
    assert game.game.under(game.card(hyahha)) == [game.card(TOBIEL)]
    assert game.power(hyahha) == 8000
    game.end_main()
    game.attack(hyahha)
    game.accept()  # pay 2 red: vanish Servant #
    game.pay()
    assert game.zone_of(SERVANT, 1) == Zone.ENER


@encodes("WXDi-P03-040")
def test_waffle_ice_keeps_a_card_for_each_frozen_signi_leaving(table: Table) -> None:
    waffle = "Waffle Ice, Code: Order"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{waffle}"]
            deck: ["{SERVANT}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}", ~, ~]
            {DECK}
    """)
    game.play(waffle, 0)
    game.target(KOALALA)  # frozen
    game.end_main()
    game.mode(0)  # nothing under it yet: the attack-phase choice does nothing
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(waffle)  # 10000 against 10000: the frozen Koalala is vanished
    game.pass_until(lambda play: play.zone_of(KOALALA, 1) == Zone.ENER and not play.game.pending[0])
    under = game.game.under(game.card(waffle))
    assert [game.game.name(card) for card in under] == [SERVANT]
    game.pass_until(lambda play: play.game.turn_player == 1 and play.decision == DecisionKind.MODE)
    game.mode(0)  # into your hand
    if game.decision == DecisionKind.CHOOSE:
        game.choose(SERVANT)
    assert game.zone_of(SERVANT, 0) == Zone.HAND


def test_a_signi_put_under_another_takes_its_cards_along(table: Table) -> None:
    # docs/engine-hooks.md, "Cards under a SIGNI".
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TOBIEL}", "{BUFFALO}", ~]
            trash: ["{SERVANT}"]
          - signi: ["{KOALALA}", ~, ~]
    """)
    tobiel, buffalo = game.card(TOBIEL), game.card(BUFFALO, 0, Zone.SIGNI)
    servant = game.card(SERVANT)
    assert game.game.put_under_signi(servant, buffalo)
    assert game.game.put_under_signi(buffalo, tobiel)
    assert game.game.under(tobiel) == [servant, buffalo]
    assert game.game.players[0].signi[1] < 0
    assert not game.game.put_under_signi(game.card(KOALALA), tobiel)  # not its owner's


@encodes("WXDi-P03-038")
def test_zeusias_answers_the_colors_of_the_angels_underneath(table: Table) -> None:
    zeusias = "Zeusias, Crimson Angel Queen"
    white, green = "Mastema, Blessed Doomed Angel", "Raphae, Jade Doomed Angel"
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{zeusias}"]
            signi: ["{white}", ~, ~]
            trash: ["{green}"]
            ener: ["{SERVANT}"]
            {DECK}
          - signi: [~, ~, ~]
    """)
    game.play(zeusias, 0)  # [Rise] onto the white <<Angel>>
    game.accept()  # pay 1 colorless: the green <<Angel>> from the trash under it
    game.pay()
    settle(game)
    assert game.zone_of(green) == Zone.UNDER and game.zone_of(white) == Zone.UNDER
    ener = game.count(0, Zone.ENER)
    game.end_main()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(zeusias)
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    assert game.power(zeusias) == 13000  # white: +3000 (and [Shadow -- SIGNI])
    assert game.count(0, Zone.ENER) == ener + 2  # green: [Ener Charge 2]; no blue: no draw


def under_tobiel(table: Table, card: str, put_under: bool) -> Play:
    """Player 0 has Tobiel on the field (with Servant # under it when `put_under`) and
    `card` in hand; player 1 has Koalala."""
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{card}"]
            signi: ["{TOBIEL}", ~, ~]
            trash: ["{SERVANT}"]
          - signi: ["{KOALALA}", ~, ~]
    """)
    if put_under:
        assert game.game.put_under_signi(game.card(SERVANT), game.card(TOBIEL))
    return game


@encodes("WXDi-P04-081")
def test_longhorn_beetle_weakens_when_a_card_is_under_a_signi(table: Table) -> None:
    beetle = "Longhorn Beetle, Phantom Insect"
    for put_under, power in ((False, 10000), (True, 9000)):
        game = under_tobiel(table, beetle, put_under)
        game.play(beetle, 1)
        settle(game)
        assert game.power(KOALALA) == power


@encodes("WXDi-P07-080")
def test_tuna_mayo_puts_a_card_from_under_a_signi_into_the_ener_zone(table: Table) -> None:
    game = under_tobiel(table, "Tuna Mayo, Code: Eat", True)
    game.play("Tuna Mayo, Code: Eat", 1)
    settle(game)
    assert game.zone_of(SERVANT) == Zone.ENER
