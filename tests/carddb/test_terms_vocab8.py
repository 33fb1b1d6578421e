"""The terms of the eighth vocabulary round (issue 11) and the cards they made playable.

The rule documents describe neither; what the engine does is our reading of the cards,
written in docs/engine-hooks.md:
- [Virus] ("Virus"): a marker in a SIGNI zone, one per zone, that stays while SIGNI come
  and go and makes the SIGNI there infected;
- attack and [Guard] costs ("Attack and [Guard] costs"): an attack or a [Guard] offered
  only when its cost can be paid, and paid as it is declared.
"""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.scenes import assist
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000
ZERO = "Nanashi, Part Zero"  # level 0, the bottom of a Nanashi Assist LRIG zone
CALAMITY = "Nanashi, Part Three Calamity"
DISSONA = "Muzica//Dissona, Code: Maze"  # a level 1 [Dissona] SIGNI with an [Enter] alone


@encodes("WXDi-P07-034")
def test_nanashi_scattering_gives_minus_8000_and_infects_every_opponent_zone(
    table: Table,
) -> None:
    game = assist(
        table,
        "Nanashi Scattering",
        [ZERO],
        mine=f"ener: {[BUFFALO] * 2}",
        theirs=f'signi: ["{KOALALA}", ~, "{BUFFALO}"]',
    )
    game.target(KOALALA)
    game.accept()
    game.pay()
    assert game.power(KOALALA) == 2000
    assert game.virus_zones(1) == [0, 1, 2]
    assert game.infected(game.card(BUFFALO, 1, Zone.SIGNI)) and game.count(0, Zone.ENER) == 1


@encodes("WXDi-P07-035")
def test_nanashi_search_mills_two_adds_two_levels_and_may_infect(table: Table) -> None:
    game = assist(
        table,
        "Nanashi Search",
        [ZERO],
        mine=f'trash: ["{BUFFALO}", "{KOALALA}", "{ROMAIL}"]\n'
        f'            deck: ["{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]\n'
        f"            ener: {[BUFFALO]}",
    )
    game.target(BUFFALO)  # the only other level left: Koalala, chosen with it
    assert sorted(game.names(0, Zone.HAND)) == sorted([BUFFALO, KOALALA])
    assert game.count(0, Zone.DECK) == 1
    game.decline()
    assert game.virus_zones(1) == []


@encodes("WXDi-P07-036")
def test_nanashi_purification_trashes_an_infected_signi_instead_of_vanishing_it(
    table: Table,
) -> None:
    for infected, zone in (("[left]", Zone.TRASH), ("[center]", Zone.ENER)):
        game = assist(
            table,
            "Nanashi Purification",
            [ZERO, "Nanashi Scattering"],
            mine=f'ener: {[BUFFALO] * 4}\n            trash: ["{ROMAIL}"]',
            theirs=f'signi: ["{KOALALA}"]\n            viruses: {infected}',
        )
        assert game.zone_of(KOALALA, 1) == zone  # its only target
        game.accept()
        game.pay()
        game.target(ROMAIL)
        assert game.names(0, Zone.HAND) == [ROMAIL]


@encodes("WXDi-P07-037")
def test_nanashi_locking_keeps_an_infected_signi_from_attacking(table: Table) -> None:
    # Grown in the opponent's attack phase (its use timing), before their SIGNI attack.
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=[ZERO, "Nanashi Scattering"])}
            lrig_deck: ["Nanashi Locking"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            ener: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}", "{BUFFALO}"]
            viruses: [center]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Nanashi Locking"))
    game.grow("Nanashi Locking")
    game.pay()
    game.first()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # --10000: no power left, vanished
    game.first()  # the [Enter] that discards two next
    game.accept()
    # The two cards of the hand are discarded; Romail, the only infected SIGNI, is its
    # target; the last [Enter] cannot be paid (the grow cost took the Ener).
    assert game.count(0, Zone.HAND) == 0 and game.count(0, Zone.ENER) == 0
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    assert not game.can(ActionKind.ATTACK, ROMAIL) and game.can(ActionKind.ATTACK, BUFFALO)


@encodes("WXDi-P07-038")
def test_nanashi_selection_removes_a_virus_to_choose_a_mode(table: Table) -> None:
    def selection(viruses: str) -> object:
        return table(f"""
            players:
              - lrig: {lrigs(AT3, left=[ZERO, "Nanashi Scattering", "Nanashi Selection"])}
                deck: {[BUFFALO] * 4}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                viruses: {viruses}
        """)

    game = selection("[]")
    assert not game.can(ActionKind.USE_ACTION, "Nanashi Selection")
    game = selection("[left, right]")
    game.action("Nanashi Selection")
    game.mode(2)  # the [Virus] of the right zone is removed
    game.mode(1)  # its only target: Koalala gets --10000
    assert game.virus_zones(1) == [0] and game.zone_of(KOALALA, 1) == Zone.ENER
    assert not game.can(ActionKind.USE_ACTION, "Nanashi Selection")  # once per turn


@encodes("WXDi-P13-010")
def test_nanashi_calamity_infects_a_zone_and_weakens_infected_signi_at_its_attack_phase(
    table: Table,
) -> None:
    calamity = [ZERO, "Nanashi, Part One Calamity", "Nanashi, Part Two Calamity", CALAMITY]
    for mine, virus in ((f'["{DISSONA}"]', True), (f'["{BUFFALO}"]', False)):
        game = table(f"""
            players:
              - lrig: {lrigs(calamity)}
                signi: {mine}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{BUFFALO}"]
                viruses: [center]
        """)
        game.end_main()
        if virus:
            game.mode(0)
            assert game.virus_zones(1) == [0, 1]
            assert game.power(KOALALA) == 7000 and game.power(BUFFALO, 1) == 2000
        else:
            assert game.virus_zones(1) == [1] and game.power(KOALALA) == 10000
    game = table(f"""
        players:
          - lrig: {lrigs([ZERO, *calamity])}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            deck: {[BUFFALO] * 8}
    """)
    game.action(CALAMITY)  # [Exceed 4]: the four cards under it
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(1, Zone.TRASH) == 6
    assert game.count(0, Zone.LRIG_TRASH) == 4


SARA = "Sara Hoshikawa, Code 2434"  # a vanilla <<Virtual>> SIGNI, level 1
ADAMANTHIA = "Adamanthia, Natural Crystal"  # level 3, 12000
GUARD = "Servant #"  # with a [Guard] icon
# The team <<Card Jockey>> (WXDi-D04), every member of level 2 (the Center of level 3).
CARD_JOCKEY = lrigs(
    ["MC LION - Standby", "MC LION - 1st Verse", "MC LION - 2nd Verse", "MC LION - 3rd Verse"],
    left=["DJ LOVIT - Standby", "DJ LOVIT - SCRATCH", "DJ LOVIT - MIX"],
    right=["VJ WOLF - Standby", "VJ WOLF - CUE", "VJ WOLF - SYNC"],
)


def lrig_attack(table: Table, mine: str, ener: int, lrig: str = lrigs(AT3)) -> Play:
    """Player 0's Center LRIG attacks (its SIGNI and more zones: `mine`); player 1 has a
    [Guard] card in hand and `ener` Ener. The game waits for player 1's guard, if any."""
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrig}
            {mine}
          - lrig: {lrigs(LIZE3)}
            hand: ["{GUARD}"]
            ener: {[BUFFALO] * ener}
            life: {[BUFFALO] * 2}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.act(ActionKind.ATTACK)
    return game


@encodes("WXDi-P01-035")
def test_prj_map_makes_a_guard_cost_two_more_with_its_team(table: Table) -> None:
    mine = 'signi: ["PRJ - MAP, Code: Heart"]'
    game = lrig_attack(table, mine, 1, CARD_JOCKEY)
    assert not game.can(ActionKind.GUARD)
    game = lrig_attack(table, mine, 2, CARD_JOCKEY)
    game.act(ActionKind.GUARD)
    assert game.count(1, Zone.ENER) == 0 and game.count(1, Zone.LIFE) == 2
    game = lrig_attack(table, mine, 0)  # not a <<Card Jockey>> team: no cost
    assert game.can(ActionKind.GUARD)
    game = table(f"""
        players:
          - lrig: {CARD_JOCKEY}
            hand: ["PRJ - MAP, Code: Heart"]
            ener: ["{SARA}"]
            deck: ["{BUFFALO}", "Good Dig", "{SARA}"]
    """)
    game.play("PRJ - MAP, Code: Heart")
    game.accept()
    game.pay()
    game.choose("Good Dig")
    game.choose(SARA)
    assert sorted(game.names(0, Zone.HAND)) == sorted(["Good Dig", SARA])


@encodes("WXDi-P05-005")
def test_dont_stop_makes_every_guard_cost_a_colorless_or_a_card_for_the_game(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {CARD_JOCKEY}
            lrig_deck: ["Don't STOP!"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{GUARD}"]
            life: {[BUFFALO] * 2}
    """)
    game.use("Don't STOP!")
    game.pass_until(lambda play: play.decision == DecisionKind.LRIG_ATTACK)
    game.act(ActionKind.ATTACK)
    assert not game.can(ActionKind.GUARD)  # one card alone, no Ener


@encodes("WXDi-CP01-041")
def test_finana_makes_a_guard_cost_one_more_beside_another_virtual_signi(
    table: Table,
) -> None:
    finana = "Finana Ryugu, Code 2434"
    assert lrig_attack(table, f'signi: ["{finana}"]', 0).can(ActionKind.GUARD)
    game = lrig_attack(table, f'signi: ["{finana}", "{SARA}"]', 0)
    assert not game.can(ActionKind.GUARD)
    game = lrig_attack(table, f'signi: ["{finana}", "{SARA}"]', 1)
    game.act(ActionKind.GUARD)
    assert game.count(1, Zone.ENER) == 0


@encodes("WXDi-P14-050")
def test_yukayuka_fesonne_makes_a_guard_cost_more_beside_an_awakened_level_three(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Yukayuka//Fesonne, Small Trickster", "{ADAMANTHIA}"]
          - lrig: {lrigs(LIZE3)}
            hand: ["{GUARD}"]
            life: {[BUFFALO] * 2}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.act(ActionKind.END_STEP)
    assert game.decision == DecisionKind.LRIG_ATTACK
    game.game.awaken(game.card(ADAMANTHIA))
    game.act(ActionKind.ATTACK)
    assert not game.can(ActionKind.GUARD)
    game = table.life_burst("Yukayuka//Fesonne, Small Trickster", f"deck: {[SARA, BUFFALO]}")
    game.burst()
    game.choose(SARA)  # the SIGNI revealed (there is one: it must be)
    game.mode(1)  # onto the field
    game.into(1)
    assert game.zone_of(SARA, 0) == Zone.SIGNI and game.count(0, Zone.DECK) == 1


@encodes("WXDi-P13-046")
def test_sadistal_makes_guards_cost_more_or_adds_a_guard_signi_when_a_lrig_attacks(
    table: Table,
) -> None:
    mine = f'signi: ["Sadistal//Dissona, Planet Queen"]\n            trash: ["{GUARD}"]'
    game = lrig_attack(table, mine + f"\n            ener: {[SARA] * 2}", 0)
    game.mode(0)
    game.accept()
    game.pay()
    assert game.names(0, Zone.HAND) == [GUARD] and game.can(ActionKind.GUARD)
    game = lrig_attack(table, mine, 0)
    game.mode(1)
    assert not game.can(ActionKind.GUARD)
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Sadistal//Dissona, Planet Queen"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.count(0, Zone.HAND) == 0  # Remember Tempest is not on the field


def opponents_attack(table: Table, mine: str, theirs: str) -> Play:
    """Player 1's turn, from its main phase to its first attack (player 0's abilities at
    the beginning of the attack phase processed, their only targets chosen), or to the
    next turn when nothing attacks."""
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.pass_until(lambda play: their_attack(play) or play.game.turn > 4)
    return game


def their_attack(play: Play) -> bool:
    """Player 1 is to attack with a SIGNI, or with its LRIG once no SIGNI can."""
    attack = (DecisionKind.SIGNI_ATTACK, DecisionKind.LRIG_ATTACK)
    return play.game.turn_player == 1 and play.decision in attack


@encodes("WXDi-P05-033")
def test_tamamozen_makes_an_opponent_signi_pay_to_attack_and_has_shadow_on_their_turn(
    table: Table,
) -> None:
    tamamozen = "Tamamozen, Phantom Spirit Queen"
    mine = f'signi: ["{tamamozen}"]'
    game = opponents_attack(table, mine, f'signi: ["{KOALALA}"]')
    assert game.decision == DecisionKind.LRIG_ATTACK  # Koalala could not attack
    assert not game.game.is_targetable(game.card(tamamozen), 1)  # [Shadow] on their turn
    game = opponents_attack(table, mine, f'signi: ["{KOALALA}"]\n            ener: ["{SARA}"]')
    game.attack(KOALALA)
    assert game.count(1, Zone.ENER) == 0 and game.count(1, Zone.TRASH) == 1
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{tamamozen}"]
    """)
    assert game.game.is_targetable(game.card(tamamozen), 1)
    assert not game.can(ActionKind.PLAY_SIGNI, tamamozen)  # [Rise]: no SIGNI to go on
    game = table.life_burst(tamamozen)
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P03-036")
def test_p_nlight_makes_the_opponents_lrig_pay_two_to_attack(table: Table) -> None:
    mine = 'signi: ["P-Nlight, Code: Heart"]'
    game = opponents_attack(table, mine, f"ener: {[SARA]}")
    assert game.game.turn_player == 0  # their LRIG could not attack: the turn is over
    game = opponents_attack(table, mine, f"ener: {[SARA] * 2}")
    assert game.decision == DecisionKind.LRIG_ATTACK
    game.act(ActionKind.ATTACK)
    assert game.count(1, Zone.ENER) == 0


@encodes("WXDi-P03-036")
def test_p_nlight_gains_shadow_against_signi_after_a_turn_a_spell_was_used(
    table: Table,
) -> None:
    for spell, shadow in ((True, True), (False, False)):
        game = table(f"""
            players:
              - lrig: {CARD_JOCKEY}
                signi: ["P-Nlight, Code: Heart"]
                hand: ["Good Dig"]
                ener: ["{SARA}", "{SARA}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
        """)
        if spell:
            game.use("Good Dig")
            game.pay()
            while game.decision != DecisionKind.MAIN:
                game.first()
        game.pass_until(lambda play: play.game.turn_player == 1)
        pnlight = game.card("P-Nlight, Code: Heart")
        koalala = game.card(KOALALA)
        assert game.game.is_targetable(pnlight, 1, koalala) != shadow


@encodes("WXDi-P05-022")
def test_yukayuka_zubaan_makes_a_signi_discard_to_attack(table: Table) -> None:
    for hand, attacks in (([], False), ([BUFFALO], True)):
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3, left=["Yukayuka☆Zero"])}
                lrig_deck: ["Yukayuka☆Zubaan"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                hand: {hand}
        """)
        game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Yukayuka☆Zubaan"))
        game.grow("Yukayuka☆Zubaan")
        game.pass_until(their_attack)
        assert (game.decision == DecisionKind.SIGNI_ATTACK) == attacks
        if attacks:
            game.attack(KOALALA)
            assert game.names(1, Zone.TRASH) == [BUFFALO]


OSIRIS = "Osiris, Code: Ancients"


@encodes("WXDi-P06-032")
def test_osiris_gains_a_constant_shadow_on_the_opponents_turn(table: Table) -> None:
    # A [Constant] gained until the end of the opponent's next turn: in force only while
    # its condition holds (en-2021-glossary.txt, "[Constant]").
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{OSIRIS}"]
            ener: ["{SARA}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.action(OSIRIS)
    osiris = game.card(OSIRIS)
    assert game.game.is_targetable(osiris, 1)  # your own turn
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert not game.game.is_targetable(osiris, 1)
    game.pass_until(lambda play: play.game.turn == 6)
    assert game.game.is_targetable(osiris, 1)  # over with the opponent's turn


@encodes("WXDi-P06-032")
def test_osiris_bounces_by_white_lrig_and_adds_a_guard_signi_from_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {CARD_JOCKEY}
            signi: ["{OSIRIS}"]
            ener: ["{SARA}", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
    """)
    game.accept()
    game.pay()  # one white LRIG (MC LION): Romail (level 1) its only target, not Koalala
    assert game.names(1, Zone.HAND) == [ROMAIL]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            trash: ["{OSIRIS}", "{GUARD}"]
            ener: {[SARA] * 5}
    """)
    game.action(OSIRIS)
    game.pay()
    assert game.names(0, Zone.HAND) == [GUARD] and game.zone_of(OSIRIS) == Zone.REMOVED


MIKOTO = "Mikoto Rindou, Code 2434"  # white, level 3, a Life Burst alone
ECKESACHS = "Eckesachs, Lightly Armed"  # red and black
DONA_SUN = lrigs([*AT3[:3], "Dona SUN"])


@encodes("WXDi-P07-009")
def test_dona_sun_gives_a_white_level_three_shadow_against_signi_on_the_opponents_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {DONA_SUN}
            signi: ["{MIKOTO}", "{ADAMANTHIA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    mikoto, koalala = game.card(MIKOTO), game.card(KOALALA)
    assert game.game.is_targetable(mikoto, 1, koalala)  # your own turn
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert not game.game.is_targetable(mikoto, 1, koalala)  # a SIGNI's effect
    assert game.game.is_targetable(mikoto, 1, game.game.center(1))  # a LRIG's
    assert game.game.is_targetable(game.card(ADAMANTHIA), 1, koalala)  # not white


@encodes("WXDi-P07-009")
def test_dona_sun_adds_two_signi_that_share_a_color_once_per_game(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {DONA_SUN}
            trash: ["{ROMAIL}", "{BUFFALO}", "{ECKESACHS}"]
    """)
    game.action("Dona SUN")
    game.target(ROMAIL)  # red: Eckesachs, red and black, is the only one to go with it
    assert sorted(game.names(0, Zone.HAND)) == sorted([ROMAIL, ECKESACHS])
    assert not game.can(ActionKind.USE_ACTION, "Dona SUN")


LALARU = "Lalaru//Memoria, Code: Art"


@encodes("WXDi-P06-057")
def test_lalaru_gains_no_ability_by_the_opponents_effects(table: Table) -> None:
    # Yukayuka☆Zubaan's target gains "cannot attack unless you discard a card": not Lalaru.
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=["Yukayuka☆Zero"])}
            lrig_deck: ["Yukayuka☆Zubaan"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{LALARU}"]
            deck: {[BUFFALO] * 4}
    """)
    game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Yukayuka☆Zubaan"))
    game.grow("Yukayuka☆Zubaan")
    game.pass_until(their_attack)
    assert game.decision == DecisionKind.SIGNI_ATTACK and game.count(1, Zone.HAND) == 0
    game.attack(LALARU)  # its own [Auto]: nothing to discard, nothing drawn
    assert game.count(1, Zone.HAND) == 0


@encodes("WXDi-P06-057")
def test_lalaru_rises_on_a_level_one_and_discards_to_draw_as_it_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{LALARU}"]
            hand: ["{ROMAIL}"]
            deck: {[BUFFALO] * 4}
    """)
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(LALARU)
    game.accept()
    assert game.names(0, Zone.HAND) == [BUFFALO] and game.names(0, Zone.TRASH) == [ROMAIL]
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KOALALA}", "{ROMAIL}"]
            hand: ["{LALARU}"]
    """)
    assert game.can(ActionKind.PLAY_SIGNI, LALARU)
    game.play(LALARU)  # only on top of Romail, of level one
    assert game.names(0, Zone.SIGNI)[:2] == [KOALALA, LALARU]
    game = table.life_burst(
        LALARU, f'hand: ["{ROMAIL}"]\nopponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}'
    )
    game.burst()
    game.accept()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER


THREE = f'signi: ["{KOALALA}", "{ROMAIL}", "{ADAMANTHIA}"]'  # levels two, one and three


@encodes("WXDi-P00-012")
def test_tawil_burst_vanishes_signi_up_to_a_total_level_of_the_opponents_center(
    table: Table,
) -> None:
    game = assist(
        table,
        "Tawil =Burst=",
        ["Tawil =Noll=, Awakened One", "Tawil =Screech="],
        mine=f"ener: {[BUFFALO] * 4}",
        theirs=THREE,  # their Center LRIG: level three
    )
    game.target(KOALALA)
    assert sorted(game.options()) == sorted([f"choose {ROMAIL}", "choose no more"])
    game.target(ROMAIL)  # three in all: nothing more fits
    assert game.names(1, Zone.SIGNI) == ["", "", ADAMANTHIA]


@encodes("WXDi-P08-034")
def test_piruluk_dont_escape_downs_one_then_up_to_two_of_total_level_four(
    table: Table,
) -> None:
    game = assist(
        table,
        "Piruluk / Don't Escape",
        ["Code Piruluk Initiate", "Piruluk / Draw"],
        mine=f"ener: {['Water Buffalo, Phantom Aquatic Beast'] * 6}",
        theirs=THREE,
    )
    game.target(ADAMANTHIA)
    game.accept()
    game.pay()
    game.target(ADAMANTHIA)  # level three: one more of level one at most
    assert sorted(game.options()) == sorted([f"choose {ROMAIL}", "choose no more"])
    game.target(ROMAIL)
    downed = [game.game.downed[game.card(name)] for name in (KOALALA, ROMAIL, ADAMANTHIA)]
    assert downed == [0, 1, 1]


@encodes("WXDi-P13-031")
def test_sashe_snake_makes_every_opponent_signi_pay_three_to_attack_this_turn(
    table: Table,
) -> None:
    for ener, attacks in ((2, False), (3, True)):
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3, left=["Sashe Nouvelle, Eternal Emissary", "Sashe Jiggle"])}
                lrig_deck: ["Sashe Snake"]
                ener: {[BUFFALO] * 5}
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}"]
                ener: {[SARA] * ener}
        """)
        game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "Sashe Snake"))
        game.grow("Sashe Snake")
        game.pay()
        game.pass_until(their_attack)
        assert (game.decision == DecisionKind.SIGNI_ATTACK) == attacks
        if attacks:
            game.attack(KOALALA)
            assert game.count(1, Zone.ENER) == 0


@encodes("WXDi-P16-034")
def test_gabriela_brilliant_adds_two_and_makes_signi_pay_one_to_attack_next_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Gabriela, Weaver of Will", "Gabriela, Majestic!!"])}
            lrig_deck: ["Gabriela, Brilliant!!"]
            deck: ["{ROMAIL}", "{SARA}", "{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.grow("Gabriela, Brilliant!!")
    game.first()  # the [Enter] that looks first
    game.choose(ROMAIL)
    game.choose(SARA)
    assert sorted(game.names(0, Zone.HAND)) == sorted([ROMAIL, SARA])
    game.pass_until(their_attack)
    assert game.decision == DecisionKind.LRIG_ATTACK  # Koalala could not pay


DEUS = "Deus//THE DOOR, Lightly Armed"


@encodes("WXDi-P16-059")
def test_deus_in_the_gate_zone_makes_a_guard_cost_one_more(table: Table) -> None:
    for gate, guards in (("left", False), ("center", True)):
        game = lrig_attack(table, f'signi: ["{DEUS}"]\n            gate: {gate}', 0)
        assert game.can(ActionKind.GUARD) == guards


@encodes("WXDi-P16-059")
def test_deus_gives_shadow_against_low_levels_at_the_end_of_turn_with_a_gate(
    table: Table,
) -> None:
    for gate, shadow in (("right", True), ("~", False)):
        game = table(f"""
            phase: end
            players:
              - signi: ["{DEUS}"]
                gate: {gate}
              - signi: ["{ROMAIL}", "{ADAMANTHIA}"]
        """)
        game.pass_until(lambda play: play.game.turn_player == 1)
        deus = game.card(DEUS)
        assert game.game.is_targetable(deus, 1, game.card(ROMAIL)) != shadow  # level one
        assert game.game.is_targetable(deus, 1, game.card(ADAMANTHIA))  # level three


REMEMBER = "Remember//Memoria, Code: Heart"  # [Action] down this SIGNI


@encodes("WXDi-P06-031")
def test_remember_memoria_raises_the_opponents_action_costs_on_their_turn(
    table: Table,
) -> None:
    for ener, usable in ((0, False), (1, True)):
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{REMEMBER}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{REMEMBER}"]
                ener: {[SARA] * ener}
        """)
        assert game.can(ActionKind.USE_ACTION, REMEMBER) == usable
        if usable:
            game.action(REMEMBER)
            assert game.count(1, Zone.ENER) == 0
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{REMEMBER}"]
          - lrig: {lrigs(LIZE3)}
    """)
    game.action(REMEMBER)  # your own turn: free
    assert game.game.downed[game.card(REMEMBER, 0)]


@encodes("WXDi-P06-031")
def test_remember_memoria_downed_gets_3000_and_makes_a_guard_cost_one_more(
    table: Table,
) -> None:
    for state, guards in (("", True), (" (downed)", False)):
        game = lrig_attack(table, f'signi: ["{REMEMBER}{state}"]', 0)
        assert game.can(ActionKind.GUARD) == guards
        assert game.game.power(game.card(REMEMBER)) == (15000 if state else 12000)


@encodes("WXDi-P15-033")
def test_remember_restraint_freezes_a_lrig_and_raises_action_costs_next_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left=["Remember, Miko of Feasting", "Remember Scrying"])}
            lrig_deck: ["Remember Restraint"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{REMEMBER}"]
    """)
    game.grow("Remember Restraint")
    game.first()
    assert game.game.frozen[game.game.center(1)]
    game.pass_until(lambda play: play.game.turn_player == 1 and play.decision == DecisionKind.MAIN)
    assert not game.can(ActionKind.USE_ACTION, REMEMBER)  # down, and 1 colorless now


HOTARUMARU = "Hotarumaru, High Armed"  # level 2, 8000
HUANG_ZHONG = "Huang Zhong, Blessed General"  # level 3, 10000


@encodes("WXDi-P00-053")
def test_hotarumaru_gives_the_signi_next_to_it_3000_on_your_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROMAIL}", "{HOTARUMARU}", "{SARA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ECKESACHS}"]
    """)
    assert [game.power(n) for n in (ROMAIL, HOTARUMARU, SARA)] == [5000, 8000, 8000]
    assert game.power(ECKESACHS) == 5000  # the other field is not next to it
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HOTARUMARU}", ~, "{SARA}"]
    """)
    assert game.power(SARA) == 5000  # two zones away
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ROMAIL}", "{HOTARUMARU}"]
    """)
    assert game.power(ROMAIL) == 2000  # not on your opponent's turn


@encodes("WXDi-P04-050")
def test_huang_zhong_upped_gets_5000_and_gives_the_signi_next_to_it_3000(
    table: Table,
) -> None:
    for state, powers in (("", [8000, 15000]), (" (downed)", [5000, 10000])):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{SARA}", "{HUANG_ZHONG}{state}"]
        """)
        assert [game.power(SARA), game.power(HUANG_ZHONG)] == powers


@encodes("WXDi-P02-086")
def test_agares_mills_two_for_2000_once_a_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Agares, Doomed Evil"]
            deck: {[BUFFALO] * 3}
    """)
    game.action("Agares, Doomed Evil")
    assert game.power("Agares, Doomed Evil") == 10000 and game.count(0, Zone.TRASH) == 2
    assert not game.can(ActionKind.USE_ACTION, "Agares, Doomed Evil")
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["Agares, Doomed Evil"]
            deck: ["{BUFFALO}"]
    """)
    assert not game.can(ActionKind.USE_ACTION, "Agares, Doomed Evil")  # one card only
    game = table.life_burst(
        "Agares, Doomed Evil",
        f'trash: ["{ECKESACHS}"]\nopponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}',
    )
    game.burst()
    game.target(KOALALA)
    assert game.names(0, Zone.HAND) == [ECKESACHS] and game.power(KOALALA) == 7000


@encodes("WXDi-P07-031")
def test_mel_overrun_vanishes_a_big_signi_then_one_weaker_than_your_strongest(
    table: Table,
) -> None:
    game = assist(
        table,
        "Mel Overrun",
        ["Mel - Cherry Blossom", "Mel Burst"],
        mine=f'signi: ["{SARA}"]\n            ener: {[BUFFALO] * 6}',
        theirs=f'signi: ["{ADAMANTHIA}", "{KOALALA}", "{ROMAIL}"]',
    )
    game.target(KOALALA)  # 10000 or more
    game.accept()
    game.pay()  # less than Sara's 5000: Romail alone
    assert game.names(1, Zone.SIGNI) == [ADAMANTHIA, "", ""]


@encodes("WXDi-P01-020")
def test_vj_wolf_mirage_powers_up_then_vanishes_weaker_than_your_strongest(
    table: Table,
) -> None:
    wolf = ["VJ WOLF - Standby", "VJ WOLF - CUE"]
    game = assist(
        table,
        "VJ WOLF - MIRAGE",
        wolf,
        mine=f'signi: ["{SARA}"]\n            ener: {[BUFFALO] * 3}',
        theirs=f'signi: ["{ADAMANTHIA}", "{KOALALA}"]',
    )
    assert game.power(SARA) == 10000
    game.accept()
    game.pay()  # less than 10000: Koalala's 10000 is not
    assert game.names(1, Zone.SIGNI) == [ADAMANTHIA, KOALALA, ""]
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=wolf)}
            lrig_deck: ["VJ WOLF - MIRAGE"]
            ener: {[BUFFALO] * 4}
            life: {[BUFFALO] * 2}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
    """)
    game.pass_until(lambda play: play.can(ActionKind.ASSIST_GROW, "VJ WOLF - MIRAGE"))
    game.grow("VJ WOLF - MIRAGE")
    game.first()  # the [Enter] abilities in printed order; the second is declined
    game.first()
    game.decline()
    game.accept()  # the third: Koalala's next attack this turn is negated
    game.pay()
    game.pass_until(lambda play: play.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KOALALA)  # negated: no damage
    assert game.count(0, Zone.LIFE) == 2


KEBAB = "Kebab, Code Eat"


@encodes("WXDi-P08-070")
def test_kebab_is_discarded_from_the_hand_to_give_a_green_signi_5000(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{BUFFALO}"]
            hand: ["{KEBAB}"]
    """)
    game.action(KEBAB)
    assert game.power(BUFFALO) == 10000 and game.names(0, Zone.TRASH) == [KEBAB]
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(BUFFALO) == 10000  # until the end of your opponent's next turn
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KEBAB}"]
    """)
    assert not game.can(ActionKind.USE_ACTION, KEBAB)  # from the hand only
    burst = f'ener: {[BUFFALO] * 2}\nopponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}'
    game = table.life_burst(KEBAB, burst)
    game.burst()
    game.accept()
    game.pay()
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.ENER
