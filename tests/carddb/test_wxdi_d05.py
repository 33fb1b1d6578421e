"""WXDi-D05 (Uchu no Hajimari): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

TAMAGO = [
    "Newborn Dr. Tamago",
    "Let's Go! Dr. Tamago",
    "You Can Do It! Dr. Tamago",
]
TAMAGO3 = [*TAMAGO, "Never Give Up! Dr. Tamago"]
NOVA = "Newborn Nova"
BANG = "Newborn Bang"
# The team <<UCHU NO HAJIMARI>>, every member of level one or more.
TEAM = lrigs(TAMAGO3, left=[NOVA, "Nova =Dirty="], right=[BANG, "Bang =Crescendo="])
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # vanilla, no [Guard]


@encodes("WXDi-D05-004")
def test_tamago_team_enter_draws_and_the_opponent_discards(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAMAGO, left=[NOVA, "Nova =Dirty="], right=[BANG, "Bang =Crescendo="])}
            lrig_deck: ["Never Give Up! Dr. Tamago"]
            ener: ["Sharkspeare, Azure Evil", "Sharkspeare, Azure Evil"]
          - hand: ["{BUFFALO}"]
    """)
    game.grow("Never Give Up! Dr. Tamago")
    assert game.count(0, Zone.HAND) == 1
    assert game.count(1, Zone.HAND) == 0


@encodes("WXDi-D05-004")
def test_tamago_team_enter_needs_the_team(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAMAGO, left=NOVA, right="Lize, Level 0")}
            lrig_deck: ["Never Give Up! Dr. Tamago"]
            ener: ["Sharkspeare, Azure Evil", "Sharkspeare, Azure Evil"]
          - hand: ["{BUFFALO}"]
    """)
    game.grow("Never Give Up! Dr. Tamago")
    assert game.count(0, Zone.HAND) == 0
    assert game.count(1, Zone.HAND) == 1


@encodes("WXDi-D05-004")
def test_tamago_gathers_the_cards_underneath_and_its_attack_draws_and_discards(
    table: Table,
) -> None:
    grown = lrigs(
        TAMAGO3,
        left=[NOVA, "Nova =Dirty=", "Nova =Chopper="],
        right=[BANG, "Bang =Crescendo=", "Bang =Repeat="],
    )
    game = table(f"""
        players:
          - lrig: {grown}
          - hand: ["{BUFFALO}", "{BUFFALO}"]
    """)
    tamago = game.card("Never Give Up! Dr. Tamago")
    assert len(game.under(tamago)) == 3
    game.action("Never Give Up! Dr. Tamago")
    assert len(game.under(tamago)) == 7
    assert [len(stack) for stack in game.players[0].lrig] == [1, 8, 1]
    assert not game.can(game.ActionKind.USE_ACTION, "Never Give Up! Dr. Tamago")  # once a game
    game.end_main()
    game.attack("Never Give Up! Dr. Tamago")
    assert game.count(0, Zone.HAND) == 1  # five or more underneath
    assert game.count(1, Zone.HAND) == 1  # seven or more: the opponent discarded one


@encodes("WXDi-D05-004")
def test_tamago_attack_with_three_cards_underneath_does_nothing(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {TEAM}
          - hand: ["{BUFFALO}"]
    """)
    game.attack("Never Give Up! Dr. Tamago")
    assert game.count(0, Zone.HAND) == 0
    assert game.count(1, Zone.HAND) == 1


@encodes("WXDi-D05-006")
def test_nova_dirty_adds_a_white_and_a_blue_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3, left=NOVA)}
            lrig_deck: ["Nova =Dirty="]
            deck: ["Curson, Blessed Evil", "{BUFFALO}", "Sharkspeare, Azure Evil",
                   "Procyon A, Natural Planet", "Servant #", "Giacobinids, Natural Planet",
                   "Captain Hook, Azure Evil", "Polygenesis"]
    """)
    game.grow("Nova =Dirty=")
    game.choose("Curson, Blessed Evil")  # white
    game.choose("Sharkspeare, Azure Evil")  # blue
    assert sorted(game.names(0, Zone.HAND)) == [
        "Curson, Blessed Evil",
        "Sharkspeare, Azure Evil",
    ]
    # The five others under the card that was not looked at.
    assert game.names(0, Zone.DECK)[-1] == "Polygenesis"
    assert game.count(0, Zone.DECK) == 6


@encodes("WXDi-D05-007")
def test_nova_chopper_puts_a_signi_onto_the_field_without_its_enter(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3, left=[NOVA, "Nova =Dirty="])}
            lrig_deck: ["Nova =Chopper="]
            deck: ["{BUFFALO}", "Carmilla Screw, Azure Evil", "Polygenesis", "Servant #",
                   "Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.grow("Nova =Chopper=")
    game.choose("Carmilla Screw, Azure Evil")
    game.into(2)
    assert game.names(0, Zone.SIGNI) == ["", "", "Carmilla Screw, Azure Evil"]
    # Its [Enter] (freeze, and two cards into the trash) did not trigger.
    assert not game.frozen[game.card("Tobiel, Full Armed")]
    assert game.count(0, Zone.TRASH) == 0
    assert game.count(0, Zone.DECK) == 5


@encodes("WXDi-D05-009")
def test_bang_crescendo_charges_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3, right=BANG)}
            lrig_deck: ["Bang =Crescendo="]
    """)
    game.grow("Bang =Crescendo=")
    assert game.count(0, Zone.ENER) == 2


@encodes("WXDi-D05-010")
def test_bang_repeat_adds_from_the_ener_zone_and_vanishes_10000_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3, right=[BANG, "Bang =Crescendo="])}
            lrig_deck: ["Bang =Repeat="]
            ener: ["Polygenesis", "Sharkspeare, Azure Evil"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Carmilla Screw, Azure Evil"]
    """)
    game.grow("Bang =Repeat=")
    game.pay("Polygenesis")
    game.first()  # the two [Enter] abilities, in either order
    assert game.names(0, Zone.HAND) == ["Sharkspeare, Azure Evil"]
    assert game.zone_of("Tobiel, Full Armed") == Zone.ENER  # 12000
    assert game.zone_of("Carmilla Screw, Azure Evil") == Zone.SIGNI  # 8000


@encodes("WXDi-D05-011")
def test_hanpanai_destruction_chooses_as_often_as_the_opponents_center_level(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["Hanpanai ★ Destruction"]
            deck: ["Servant #", "Servant #", "Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            hand: ["{BUFFALO}", "Servant #", "Polygenesis"]
            life: ["{BUFFALO}"]
    """)
    game.use("Hanpanai ★ Destruction")  # the only level three LRIG is targeted
    game.end_main()
    game.attack("Never Give Up! Dr. Tamago")
    # Level three: three choices, the same mode again allowed.
    for mode in (0, 0, 1):
        assert game.decision == DecisionKind.MODE
        game.mode(mode)
    assert game.count(0, Zone.HAND) == 2
    assert game.count(1, Zone.TRASH) == 1  # one card discarded at random


@encodes("WXDi-D05-011")
def test_hanpanai_destruction_needs_the_team_of_level_one_or_more(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3, left=NOVA, right=[BANG, "Bang =Crescendo="])}
            lrig_deck: ["Hanpanai ★ Destruction"]
    """)
    assert not game.can(game.ActionKind.USE_PIECE, "Hanpanai ★ Destruction")


@encodes("WXDi-D05-012")
def test_sharkspeare_mills_three_then_pays_for_a_devil_with_twenty_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3)}
            signi: ["Sharkspeare, Azure Evil"]
            trash: {["Servant #"] * 16 + ["Captain Hook, Azure Evil"]}
            deck: ["Servant #", "Curson, Blessed Evil", "Servant #", "Servant #"]
            ener: ["Servant #", "Servant #"]
    """)
    game.action("Sharkspeare, Azure Evil")
    assert game.count(0, Zone.TRASH) == 20
    game.accept()
    game.pay()
    game.target("Curson, Blessed Evil")  # milled just now: a <<Demon>>
    assert game.names(0, Zone.HAND) == ["Curson, Blessed Evil"]
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-D05-012")
def test_sharkspeare_offers_nothing_below_twenty_in_the_trash(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3)}
            signi: ["Sharkspeare, Azure Evil"]
            trash: {["Servant #"] * 15 + ["Captain Hook, Azure Evil"]}
            deck: ["Servant #", "Servant #", "Servant #", "Servant #"]
            ener: ["Servant #", "Servant #"]
    """)
    game.action("Sharkspeare, Azure Evil")
    assert game.count(0, Zone.TRASH) == 19
    assert game.decision == DecisionKind.MAIN
    assert game.count(0, Zone.HAND) == 0


VIRTUALS = '["Kaede Higuchi, Code 2434", "Sara Hoshikawa, Code 2434", "Mao Matsukai, Code 2434"]'


@encodes("WXDi-D05-013")
def test_curson_strips_the_opponents_signi_when_your_effect_mills(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3)}
            signi: ["Curson, Blessed Evil", "Sharkspeare, Azure Evil"]
            deck: ["Servant #", "Servant #", "Servant #", "Servant #"]
          - lrig: {lrigs(LIZE3)}
            signi: {VIRTUALS}
    """)
    assert game.power("Sara Hoshikawa, Code 2434") == 8000  # Kaede's [Constant]
    game.action("Sharkspeare, Azure Evil")
    assert game.power("Sara Hoshikawa, Code 2434") == 5000
    kaede = game.card("Kaede Higuchi, Code 2434")
    assert game.lost_abilities(kaede)
    game.pass_until(lambda g: g.turn == 4)
    assert not game.lost_abilities(kaede)  # until end of turn
    assert game.power("Sara Hoshikawa, Code 2434") == 8000


@encodes("WXDi-D05-013")
def test_curson_does_not_trigger_on_the_opponents_turn(table: Table) -> None:
    # The opponent's own [Action] mills on their turn: nothing happens.
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(TAMAGO3)}
            signi: ["Curson, Blessed Evil"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Kaede Higuchi, Code 2434", "Rin Shizuka, Code 2434"]
            deck: {["Servant #"] * 6}
    """)
    game.action("Rin Shizuka, Code 2434")
    assert game.count(1, Zone.TRASH) == 5
    assert not game.lost_abilities(game.card("Kaede Higuchi, Code 2434"))


@encodes("WXDi-D05-013")
def test_curson_life_burst_stops_an_attacker_and_draws(table: Table) -> None:
    game = table.life_burst("Curson, Blessed Evil")
    game.burst()
    assert game.has_keyword(game.card("Servant #", 1), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-D05-014")
def test_carmilla_screw_freezes_and_mills_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3)}
            hand: ["Carmilla Screw, Azure Evil"]
            deck: ["Servant #", "Servant #", "Servant #"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.play("Carmilla Screw, Azure Evil")
    assert game.frozen[game.card("Tobiel, Full Armed")]
    assert game.count(0, Zone.TRASH) == 2


HOOK_TRASH = [
    "Servant #",  # with [Guard]: never shuffled back
    "Sharkspeare, Azure Evil",
    "Carmilla Screw, Azure Evil",
    "Curson, Blessed Evil",
    "Shimpachi, Azure General",
    "Giacobinids, Natural Planet",
] + ["Polygenesis"] * 14


@encodes("WXDi-D05-015")
def test_captain_hook_cannot_be_vanished_by_opponents_effects_with_twenty_in_trash(
    table: Table,
) -> None:
    def vanish_both(trash: list[str]) -> list[str]:
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(TAMAGO3)}
                signi: ["Captain Hook, Azure Evil", "Shimpachi, Azure General"]
                trash: {trash}
              - lrig: {lrigs(AT3, left=["Toko, Level 0", "[Assist] Toko Level 1"])}
                lrig_deck: ["[Assist] Toko, Level 2"]
                ener: ["Servant #", "Servant #"]
        """)
        game.grow("[Assist] Toko, Level 2")
        game.target("Captain Hook, Azure Evil", "Shimpachi, Azure General")
        return game.names(0, Zone.SIGNI)

    assert vanish_both(HOOK_TRASH) == ["Captain Hook, Azure Evil", "", ""]
    assert vanish_both(HOOK_TRASH[1:]) == ["", "", ""]  # nineteen: no protection


@encodes("WXDi-D05-015")
def test_captain_hook_is_vanished_in_battle_and_shuffles_five_signi_back(
    table: Table,
) -> None:
    # A battle is no effect: twenty cards in the trash do not protect it.
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(TAMAGO3)}
            signi: ["Captain Hook, Azure Evil"]
            trash: {HOOK_TRASH}
            deck: ["{BUFFALO}"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
    """)
    game.attack("Tobiel, Full Armed")
    assert game.zone_of("Captain Hook, Azure Evil") == Zone.ENER
    # Five target SIGNI without [Guard]: the five there are, without a choice.
    assert game.count(0, Zone.DECK) == 6
    assert game.count(0, Zone.TRASH) == 15
    assert game.zone_of("Servant #", 0) == Zone.TRASH


@encodes("WXDi-D05-015")
def test_captain_hook_leaving_outside_the_attack_phase_shuffles_nothing(table: Table) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(TAMAGO3)}
            signi: ["Captain Hook, Azure Evil"]
            trash: {HOOK_TRASH[:6]}
          - lrig: {lrigs(AT3, left=["Toko, Level 0", "[Assist] Toko Level 1"])}
            lrig_deck: ["[Assist] Toko, Level 2"]
            ener: ["Servant #", "Servant #"]
    """)
    game.grow("[Assist] Toko, Level 2")
    game.target("Captain Hook, Azure Evil")  # six in the trash: no protection
    assert game.zone_of("Captain Hook, Azure Evil") == Zone.ENER
    assert game.count(0, Zone.TRASH) == 6


@encodes("WXDi-D05-015")
def test_captain_hook_life_burst_downs_freezes_and_draws(table: Table) -> None:
    game = table.life_burst("Captain Hook, Azure Evil")
    game.burst()
    servant = game.card("Servant #", 1)
    assert game.downed[servant] and game.frozen[servant]
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-D05-016")
def test_shimpachi_enter_pays_blue_to_draw(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMAGO3)}
            hand: ["Shimpachi, Azure General"]
            ener: ["Sharkspeare, Azure Evil"]
    """)
    game.play("Shimpachi, Azure General")
    game.accept()
    assert game.count(0, Zone.HAND) == 1
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-D05-016")
def test_shimpachi_vanishes_with_four_more_cards_in_hand(table: Table) -> None:
    def action(hand: int) -> Zone:
        game = table(f"""
            players:
              - lrig: {lrigs(TAMAGO3)}
                signi: ["Shimpachi, Azure General"]
                hand: {["Polygenesis"] * hand}
                ener: {["Sharkspeare, Azure Evil"] * 3}
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed"]
                hand: ["{BUFFALO}"]
        """)
        game.action("Shimpachi, Azure General")
        return game.zone_of("Tobiel, Full Armed")

    assert action(5) == Zone.ENER  # 5 - 1 = 4
    assert action(4) == Zone.SIGNI  # only three more


def crushed(table: Table, card: str) -> Play:
    """Player 1's SIGNI attacks and crushes `card` from player 0's Life Cloth; player 1
    holds a card; the game waits for player 0 to use the Life Burst."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - life: ["{card}"]
          - lrig: {lrigs(AT3)}
            signi: [~, ~, "Servant #"]
            hand: ["Polygenesis"]
    """)
    game.attack("Servant #")
    assert game.decision == DecisionKind.LIFE_BURST
    return game


@encodes("WXDi-D05-016")
def test_shimpachi_life_burst_draws_and_the_opponent_discards(table: Table) -> None:
    game = crushed(table, "Shimpachi, Azure General")
    game.burst()
    assert game.count(0, Zone.HAND) == 1
    assert game.zone_of("Polygenesis") == Zone.TRASH


@encodes("WXDi-D05-017")
def test_giacobinids_pays_for_assassin_facing_a_frozen_signi(table: Table) -> None:
    def attack_phase(front: str) -> bool:
        game = table(f"""
            players:
              - lrig: {lrigs(TAMAGO3)}
                signi: [~, "Giacobinids, Natural Planet"]
                ener: ["Sharkspeare, Azure Evil", "Sharkspeare, Azure Evil", "Servant #"]
              - lrig: {lrigs(AT3)}
                signi: ["Tobiel, Full Armed", "{front}"]
        """)
        game.end_main()
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        return game.has_keyword(game.card("Giacobinids, Natural Planet"), KW.ASSASSIN)

    assert attack_phase("Carmilla Screw, Azure Evil (frozen)")
    assert not attack_phase("Carmilla Screw, Azure Evil")  # not frozen: nothing asked


@encodes("WXDi-D05-021")
def test_random_drain_discards_at_random_with_three_uchu_lrig(table: Table) -> None:
    def use(lrig: str) -> bool:
        game = table(f"""
            players:
              - lrig: {lrig}
                hand: ["RANDOM DRAIN"]
                ener: ["Sharkspeare, Azure Evil"]
              - lrig: {lrigs(AT3)}
                hand: ["{BUFFALO}", "Polygenesis"]
        """)
        game.use("RANDOM DRAIN")
        chooses = game.decision == DecisionKind.DISCARD and game.game.decision.player == 1
        if chooses:
            game.discard("Polygenesis")
        assert game.count(0, Zone.HAND) == 1 and game.count(1, Zone.HAND) == 1
        return chooses

    assert not use(TEAM)  # at random: nobody chooses
    assert use(lrigs(TAMAGO3))  # the opponent chooses


@encodes("WXDi-D05-021")
def test_random_drain_life_burst_downs_freezes_and_the_opponent_discards(table: Table) -> None:
    game = crushed(table, "RANDOM DRAIN")
    game.burst()
    servant = game.card("Servant #", 1)
    assert game.downed[servant] and game.frozen[servant]
    assert game.zone_of("Polygenesis") == Zone.TRASH
