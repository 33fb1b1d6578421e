"""The [Gate] (issue 11) and the WXDi-P15 and P16 cards it made playable.

The rule documents predate the [Gate]; what the engine does is our reading of the cards,
written in docs/engine-hooks.md ("Gate"): a marker in one of a player's SIGNI zones, one
per player, that stays in its zone while SIGNI come and go.
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # vanilla, level 1, 5000 (blue)
EX = "Ex//THE DOOR, Phantom Spirit"  # level 1, 3000
MUZICA = "Muzica//THE DOOR, Code: Maze"  # level 1, 3000
HIRANA = "Hirana//THE DOOR, Azure Angel"  # level 1, 2000
REI = "Rei//THE DOOR, Natural Crystal"  # level 1, 3000
NOVA = "Nova//THE DOOR, Galactic Queen"  # level 3, 12000
DEFENDER = "Muzica//THE DOOR, Code: Maze"  # a <<Defense Division>> SIGNI


@encodes("WXDi-P15-077")
def test_ex_gets_10000_in_the_gate_zone_and_reveals_a_defense_division_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{EX}", "{EX}"]
            gate: left
    """)
    left, center = game.players[0].signi[:2]
    assert game.game.power(left) == 13000 and game.game.power(center) == 3000
    game = table(f"""
        players:
          - hand: ["{EX}"]
            ener: ["Circe, Blessed Angel"]
            deck: ["{BUFFALO}", "{DEFENDER}", "{BUFFALO}"]
    """)
    game.play(EX, 2)
    game.accept()
    game.pay()
    game.choose(DEFENDER)
    assert game.names(0, Zone.HAND) == [DEFENDER]
    assert game.count(0, Zone.DECK) == 2
    game = table.life_burst(EX, f'opponent: {{signi: ["{BUFFALO}", ~, "Servant #"]}}')
    game.burst()
    game.choose(BUFFALO)
    assert game.count(0, Zone.HAND) == 1
    assert not game.can(game.ActionKind.ATTACK, BUFFALO)


@encodes("WXDi-P15-076")
def test_muzica_gets_5000_with_a_gate_and_trashes_at_the_end_of_turn_in_its_zone(
    table: Table,
) -> None:
    for gate, power, trashed in ((None, 3000, 0), ("center", 8000, 0), ("left", 8000, 1)):
        game = table(f"""
            phase: end
            players:
              - signi: ["{MUZICA}"]
                gate: {gate or "~"}
              - signi: ["{BUFFALO}"]
        """)
        assert game.power(MUZICA) == power
        game.pass_until(lambda play: play.game.turn_player == 1)
        assert game.count(1, Zone.TRASH) == trashed


@encodes("WXDi-P15-080")
def test_hirana_in_the_gate_zone_gives_minus_3000_as_the_attack_phase_begins(
    table: Table,
) -> None:
    for gate, power in (("left", 2000), ("right", 5000)):
        game = table(f"""
            players:
              - signi: ["{HIRANA}"]
                gate: {gate}
              - signi: ["{BUFFALO}"]
        """)
        game.end_main()  # its only target is chosen
        assert game.power(BUFFALO, 1) == power


@encodes("WXDi-P15-081")
def test_rei_draws_in_the_gate_zone_and_orders_the_top_three_with_a_gate(
    table: Table,
) -> None:
    for gate, drawn in (("left", 1), ("center", 0)):
        game = table(f"""
            players:
              - signi: ["{REI}"]
                gate: {gate}
        """)
        game.end_main()
        assert game.count(0, Zone.HAND) == drawn
    game = table(f"""
        players:
          - hand: ["{REI}"]
            deck: ["{BUFFALO}", "{EX}", "{HIRANA}", "{NOVA}"]
            gate: right
    """)
    game.play(REI, 0)
    game.choose(HIRANA)  # to the bottom; the others back on top
    game.done()
    while game.decision == DecisionKind.CHOOSE:  # their order on top
        game.first()
    deck = game.players[0].deck
    assert game.game.name(deck[0]) == HIRANA and game.game.name(deck[1]) == NOVA
    game = table(f"""
        players:
          - hand: ["{REI}"]
            deck: ["{BUFFALO}", "{EX}", "{HIRANA}", "{NOVA}"]
    """)
    game.play(REI, 0)
    assert game.decision == DecisionKind.MAIN  # no [Gate]: nothing to look at
    game = table.life_burst(REI, f'opponent: {{signi: ["{BUFFALO}", ~, "Servant #"]}}')
    game.burst()
    game.choose(BUFFALO)
    buffalo = game.players[1].signi[0]
    assert game.downed[buffalo] and game.frozen[buffalo] and game.count(0, Zone.HAND) == 1


@encodes("WXDi-P15-059")
def test_nova_draws_with_a_gate_and_makes_one_more_discard_in_its_zone(table: Table) -> None:
    for gate, hand, discarded in ((None, 0, 1), ("right", 1, 1), ("left", 1, 2)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{NOVA}"]
                gate: {gate or "~"}
                deck: {[BUFFALO] * 5}
              - hand: {[BUFFALO] * 3}
        """)
        game.end_main()  # the two cards drawn are alike: either is discarded
        assert game.count(0, Zone.HAND) == hand
        game.attack(NOVA)
        while game.decision == DecisionKind.DISCARD:
            game.discard(BUFFALO)
        assert game.count(1, Zone.TRASH) == discarded


LION = ["MC LION - Standby", "MC LION - 1st Verse", "MC LION - 2nd Verse"]
MC_LION = "Defender MC LION - 3rd"
TAMAGO = ["Newborn Dr. Tamago", "Let's Go! Dr. Tamago", "You Can Do It! Dr. Tamago"]
DR_TAMAGO = "Professor! Defender Dr. Tamago"
WHITE = "Circe, Blessed Angel"  # a white SIGNI, to pay with


@encodes("WXDi-P15-010")
def test_mc_lion_puts_a_defense_division_signi_onto_the_field_as_it_grows(
    table: Table,
) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(LION)}
            lrig_deck: ["{MC_LION}"]
            ener: ["{WHITE}", "{WHITE}"]
            deck: ["{BUFFALO}", "{EX}", "{BUFFALO}"]
    """)
    game.grow(MC_LION)
    game.pay()
    game.choose(EX)
    game.into(1)
    assert game.players[0].signi[1] == game.card(EX) and game.count(0, Zone.DECK) == 2


@encodes("WXDi-P15-010")
def test_mc_lion_downs_a_defense_division_signi_to_bounce_and_puts_a_gate_once_a_game(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*LION, MC_LION])}
            signi: ["{EX}", "{BUFFALO}"]
          - signi: ["{BUFFALO}", "{NOVA}"]
    """)
    game.action(MC_LION)  # the first: down Ex, return the SIGNI with 8000 or less
    assert game.downed[game.card(EX)]
    assert game.names(1, Zone.HAND) == [BUFFALO]
    game.action(MC_LION)  # the bounce was used this turn: the [Gate]
    game.mode(2)
    assert game.players[0].gate == 2
    assert game.log_lines()[-1].endswith("P0 puts a [Gate] in SIGNI zone 3")
    assert not game.can(game.ActionKind.USE_ACTION, MC_LION)  # once per game


@encodes("WXDi-P15-011")
def test_dr_tamago_freezes_a_lrig_draws_or_discards_and_puts_a_gate(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(TAMAGO)}
            lrig_deck: ["{DR_TAMAGO}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.grow(DR_TAMAGO)
    game.pay()
    assert game.frozen[game.card("[Center] Lize, Level 2", 1)]
    game = table(f"""
        players:
          - lrig: {lrigs([*TAMAGO, DR_TAMAGO])}
            signi: ["{EX}", "{MUZICA}"]
            gate: left
          - hand: ["{BUFFALO}"]
    """)
    game.action(DR_TAMAGO)
    game.choose(MUZICA)  # the SIGNI downed for the cost
    game.mode(1)  # your opponent discards a card
    assert game.count(1, Zone.TRASH) == 1
    assert game.power(EX) == 13000
    game.action(DR_TAMAGO)  # the other Defense Division SIGNI is upped, but once per turn
    game.mode(1)  # the [Gate] moves: a player has one
    assert game.players[0].gate == 1
    assert game.power(EX) == 3000 and game.power(MUZICA) == 8000


COSTUME = "Costume//THE DOOR, Galactic Queen"  # blue, level 3, 12000
L_SPEAKER = "L Speaker//THE DOOR, Code: Heart"  # white, level 3, 12000
MACHINA = "Machina//THE DOOR, Code: Ride"  # white, level 2, 8000
SANGA = "Sanga//THE DOOR, Type: Eins"  # blue, level 1, 3000


@encodes("WXDi-P15-058")
def test_costume_shadows_gate_signi_from_spells_and_bottoms_with_dr_tamago(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{COSTUME}", "{EX}"]
            gate: center
          - hand: ["Over Pursuit"]
            signi: ["{BUFFALO}"]
    """)
    spell, signi = game.card("Over Pursuit"), game.players[1].signi[0]
    assert not game.is_targetable(game.card(EX), 1, spell)
    assert game.is_targetable(game.card(EX), 1, signi)
    assert game.is_targetable(game.card(COSTUME), 1, spell)
    game.end_main()  # in the [Gate] zone, not Costume: nothing to pay
    assert game.players[1].signi[0] == signi
    for lrig, bottomed in ((AT3, False), ([*TAMAGO, DR_TAMAGO], True)):
        game = table(f"""
            players:
              - lrig: {lrigs(lrig)}
                signi: ["{COSTUME}"]
                gate: left
                ener: ["{BUFFALO}", "{BUFFALO}"]
              - signi: ["{BUFFALO}"]
        """)
        game.end_main()
        if bottomed:
            game.accept()
            game.pay()
        assert (game.count(1, Zone.SIGNI) == 0) is bottomed
        assert game.count(0, Zone.ENER) == (0 if bottomed else 2)
    game = table.life_burst(COSTUME, f'opponent: {{signi: ["{BUFFALO}", ~, "Servant #"]}}')
    game.burst()
    assert game.count(1, Zone.SIGNI) == 1  # the upped one; the attacker was downed


@encodes("WXDi-P15-056")
def test_l_speaker_powers_gate_signi_and_ups_itself_with_mc_lion(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([*LION, MC_LION])}
            signi: ["{L_SPEAKER}", "{BUFFALO}"]
            gate: left
            ener: ["{WHITE}", "{WHITE}"]
    """)
    game.end_main()
    assert game.power(L_SPEAKER) == 14000 and game.power(BUFFALO, 0) == 5000
    game.attack(L_SPEAKER)
    game.accept()
    game.pay()
    speaker = game.card(L_SPEAKER)
    assert not game.downed[speaker] and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.game.power(speaker) == 14000  # until the end of the opponent's next turn


@encodes("WXDi-P16-062")
def test_machina_powers_gate_signi_and_takes_abilities_unless_the_opponent_pays(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MACHINA}", "{EX}"]
            gate: center
    """)
    assert game.power(EX) == 15000 and game.power(MACHINA) == 8000
    for ener, power in ((0, 3000), (1, 8000)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{MACHINA}"]
                gate: left
              - signi: ["{MUZICA}"]
                gate: left
                ener: {[BUFFALO] * ener}
        """)
        game.end_main()
        if ener:
            game.accept()  # the opponent pays
            game.pay()
        assert game.power(MUZICA, 1) == power
    game = table.life_burst(MACHINA, f'deck: ["{BUFFALO}", "{EX}", "{BUFFALO}"]')
    game.burst()
    game.choose(EX)
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == [EX]


@encodes("WXDi-P16-070")
def test_sanga_bottoms_at_the_end_of_turn_and_powers_up_by_the_hand(table: Table) -> None:
    game = table(f"""
        phase: end
        players:
          - signi: ["{SANGA}"]
            gate: left
            hand: ["{EX}", "{EX}", "{EX}"]
          - signi: ["{BUFFALO}"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(1, Zone.SIGNI) == 0
    assert game.power(SANGA) == 6000


BANG = "Bang//THE DOOR, Azure Evil"  # blue, level 2, 8000


@encodes("WXDi-P15-082")
def test_bang_bottoms_the_signi_facing_the_gate_and_discards_in_its_zone(table: Table) -> None:
    game = table(f"""
        phase: end
        players:
          - signi: ["{BANG}"]
            gate: center
          - signi: ["{BUFFALO}", "{MUZICA}"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(1, Zone.SIGNI) == 1  # Muzica faced the [Gate]
    assert game.zone_of(MUZICA, 1) == Zone.DECK
    for gate, discarded in (("left", 1), ("right", 0)):
        game = table(f"""
            players:
              - signi: ["{BANG}"]
                gate: {gate}
              - hand: ["{BUFFALO}"]
        """)
        game.end_main()
        assert game.count(1, Zone.TRASH) == discarded


@encodes("WXDi-P15-083")
def test_gate_drive_gives_the_gate_signi_minus_8000_unless_three_discards(
    table: Table,
) -> None:
    for hand, power in ((2, 2000), (3, 10000)):
        game = table(f"""
            players:
              - signi: ["{EX}", "{BUFFALO}"]
                gate: left
                hand: ["GATE DRIVE"]
                ener: ["{BUFFALO}"]
              - signi: [~, "{WHITE}"]
                hand: {[BUFFALO] * hand}
        """)
        game.use("GATE DRIVE")
        game.pay()
        game.end_main()
        game.attack(EX)
        if hand == 3:
            game.accept()  # the opponent discards their three cards
        assert game.power(WHITE, 1) == power
        assert game.count(1, Zone.HAND) == (2 if hand == 2 else 0)
    game = table.life_burst(
        "GATE DRIVE", f'hand: ["{BUFFALO}"]\nopponent: {{signi: ["{BUFFALO}", ~, "Servant #"]}}'
    )
    game.burst()
    game.accept()  # discard the one card in the hand
    assert game.count(1, Zone.SIGNI) == 1 and game.count(0, Zone.TRASH) == 1


MADOKA = "Madoka//THE DOOR, Code: Anti"  # black, level 2, 8000


@encodes("WXDi-P16-074")
def test_madoka_discards_when_the_gate_signi_is_vanished_and_weakens_in_its_zone(
    table: Table,
) -> None:
    for gate, discarded in (("center", 1), ("left", 0)):
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - signi: ["{MADOKA}", "{BUFFALO}"]
                gate: {gate}
              - signi: [~, "{WHITE}"]
                hand: ["{BUFFALO}"]
        """)
        buffalo = game.players[0].signi[1]
        game.attack(WHITE)  # vanishes the SIGNI in the center
        assert game.zone[buffalo] == Zone.ENER
        assert game.count(1, Zone.TRASH) == discarded
    game = table(f"""
        players:
          - signi: ["{MADOKA}"]
            gate: left
            ener: ["{BUFFALO}"]
          - signi: ["{WHITE}"]
    """)
    game.end_main()
    game.accept()
    game.pay()
    assert game.power(WHITE, 1) == 5000
    game = table.life_burst(MADOKA, f"deck: {[BUFFALO] * 4}")
    game.burst()  # the three cards drawn are alike: either is discarded
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.TRASH) == 1
