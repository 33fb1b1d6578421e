"""Classic starter decks WD06 (Blue Request), WD07 (Black Need) and WD08 (Black Wish): every
encoded card plays its abilities, in a classic game (classic-2014-beginner-guide.txt)."""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.table import Play, Table, encodes

ELDORA3 = '["Eldora=Mark 0", "Eldora=Mark I\'", "Eldora=Mark II\'", "Eldora=Mark III\'"]'
ELDORA4 = ELDORA3[:-1] + ', "Eldora=Mark IV\'"]'
IONA = ["Iona, Zero/Maiden", "Iona, Crescent/Maiden", "Iona, Half/Maidenf", "Iona, Pale/Maiden"]
IONA3 = str(IONA)
IONA4 = str([*IONA, "Iona, Full/Maiden"])
UMR3 = str(
    [
        "Umuru=Noll, Wielder of the Key of Creation",
        "Umr=Ett, Wielder of the Key of Chaos",
        "Umr=Två, Wielder of the Key of Chaos",
        "Umr=Tre, Wielder of the Key of Chaos",
    ]
)
UMR4 = UMR3[:-1] + ', "Umr=Fyra, Wielder of the Key of Chaos"]'
HANAYO4 = '["Hanayo-Zero", "Hanayo-One", "Hanayo-Two", "Hanayo-Three", "Hanayo-Four"]'
KUKRI = "Kukri, Small Sword"  # white, level 1, 3000
FLAMBER = "Flamber, Medium Sword"  # white, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white, level 3, 10000
IRON = "Iron, Natural Stone"  # red, level 1, 3000
SC = "Code Art SC"  # blue, level 1, 3000
DRS = "Code Art DRS"  # blue, level 3, 10000
KOONI = "Kooni, Symbol of Lesser Sin"  # black, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black, level 2, 7000
BELZE = "Belze, Symbol of Wasteful Evil"  # black, level 3, 10000
CLAY = "Code Anti Clay"  # black <Ancient Weapon>, level 1
MOA = "Code Anti Moa"  # level 2
IRON_AW = "Code Anti Iron"  # level 3
VIMANA = "Code Anti Vimana"  # level 4


# ------------------------------------------------------------------ WD06 Blue Request


@encodes("WD06-001")
def test_eldora_four_draws_for_a_life_burst_and_banishes_for_an_added_life_cloth(
    table: Table,
) -> None:
    burst = table.life_burst(
        "Servant O", f"lrig: {ELDORA4}\ndeck: ['{SC}', '{SC}', '{SC}']", classic=True
    )
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1  # drawn by Mark IV' (Servant O charges Ener)
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA4}
            signi: ["Ryuuguu, Water Phantom"]
            ener: ["{SC}", "{SC}", "{SC}"]
            life: ["{SC}"]
            deck: ["{DRS}", "{SC}"]
          - signi: ["{KUKRI}"]
    """)
    game.action("Ryuuguu, Water Phantom")  # a Life Cloth to the hand, one added
    game.accept()
    assert game.count(1, Zone.SIGNI) == 0
    assert game.count(0, Zone.ENER) == 0


@encodes("WD06-002", "WD06-007")
def test_eldora_three_and_surprise_with_me_put_the_life_cloth_back_in_order(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {ELDORA3[:-1].rsplit(",", 1)[0]}]
            lrig_deck: ["Eldora=Mark III'", "Surprise With Me"]
            ener: ["{SC}", "{SC}"]
            life: ["{SC}", "{DRS}", "{KUKRI}"]
    """)
    game.grow("Eldora=Mark III'")
    game.choose(DRS)
    assert game.names(0, Zone.LIFE) == [KUKRI, SC, DRS]  # bottom first: DRS now on top
    game.use("Surprise With Me")
    game.choose(KUKRI, SC)
    assert game.names(0, Zone.LIFE) == [DRS, SC, KUKRI]


@encodes("WD06-003")
def test_eldora_two_powers_up_blue_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3[:-1].rsplit(",", 1)[0]}]
            signi: ["{SC}", "{KUKRI}"]
    """)
    assert game.power(SC) == 4000 and game.power(KUKRI) == 3000


@encodes("WD06-004")
def test_eldora_one_discards_to_draw(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: ["Eldora=Mark 0"]
            lrig_deck: ["Eldora=Mark I'"]
            hand: ["{KUKRI}"]
            deck: ["{SC}", "{DRS}"]
    """)
    game.grow("Eldora=Mark I'")
    game.accept()
    assert game.names(0, Zone.HAND) == [SC]
    assert game.names(0, Zone.TRASH) == [KUKRI]


@encodes("WD06-006")
def test_cloth_crush_flash_trashes_a_top_life_cloth_without_life_burst(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {ELDORA4}
            lrig_deck: ["Cloth Crush Flash"]
            ener: ["{SC}", "{SC}"]
          - life: ["{{top}}", "{KUKRI}"]
    """
    game = table(source.format(top=KUKRI))
    game.use("Cloth Crush Flash")
    assert game.count(1, Zone.LIFE) == 1 and game.names(1, Zone.TRASH) == [KUKRI]
    game = table(source.format(top="Servant O"))
    game.use("Cloth Crush Flash")
    assert game.count(1, Zone.LIFE) == 2


@encodes("WD06-008")
def test_but_any_other_keeps_the_life_cloth_and_trashes_the_top_at_the_end(
    table: Table,
) -> None:
    game = table(
        f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {ELDORA4}
            lrig_deck: ["But Any Other"]
            ener: ["{SC}", "{SC}", "{SC}"]
            life: ["{DRS}", "{SC}"]
          - signi: ["{KUKRI}", "{IRON}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.game.current_player() == 0 and g.can(g.ActionKind.USE_ARTS))
    game.use("But Any Other")
    game.mode(3)  # Code Art DRS is level 3
    game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
    game.attack(KUKRI)
    game.attack(IRON)
    assert game.count(0, Zone.LIFE) == 2  # not crushed
    game.pass_until(lambda g: g.turn == 4)
    assert game.names(0, Zone.TRASH)[-1] == DRS  # the top Life Cloth, at the end of the turn
    assert game.count(0, Zone.LIFE) == 1


@encodes("WD06-009")
def test_scylla_crushes_its_own_life_cloth_which_goes_to_the_trash_and_is_replaced(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA4}
            hand: ["Scylla, Water Phantom"]
            signi: ["{SC}"]
            ener: ["{SC}"]
            life: ["{KUKRI}", "{SC}"]
            deck: ["{DRS}", "{SC}"]
          - life: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
    """)
    game.play("Scylla, Water Phantom", 1)
    game.accept()
    assert game.names(0, Zone.TRASH)[-1] == KUKRI  # the crushed card, not into the Ener Zone
    assert game.names(0, Zone.LIFE)[-1] == DRS
    # Two Life Cloth against three: +1000 (and Mark II' ... not on the field: Mark IV').
    assert game.power(SC) == 3000 + 1000 + 0
    burst = table.life_burst(
        "Scylla, Water Phantom", f"hand: ['{KUKRI}']\ndeck: ['{SC}', '{SC}']", classic=True
    )
    burst.burst()
    burst.discard(KUKRI)
    assert burst.names(0, Zone.HAND) == [SC, SC]


@encodes("WD06-011")
def test_ryuuguu_swaps_a_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3}
            signi: ["Ryuuguu, Water Phantom"]
            life: ["{KUKRI}", "{SC}"]
            deck: ["{DRS}"]
    """)
    game.action("Ryuuguu, Water Phantom")
    assert game.names(0, Zone.HAND) == [KUKRI]
    assert game.names(0, Zone.LIFE) == [SC, DRS]
    burst = table.life_burst(
        "Ryuuguu, Water Phantom", f"life: ['{SC}']\nhand: ['{IRON}']", classic=True
    )
    burst.burst()
    burst.choose(IRON)
    assert burst.names(0, Zone.HAND) == [SC]
    assert burst.names(0, Zone.LIFE) == [IRON]


@encodes("WD06-012", "WD06-014")
def test_pearl_and_kozame_grow_with_another_water_beast(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3}
            signi: ["WD06-012", "WD06-014"]
    """)
    # Mark III' is no blue-power LRIG: the powers are the set ones.
    assert game.power("Pearl, Water Phantom") == 8000
    assert game.power("Kozame, Water Phantom") == 5000
    game.game.trash(game.card("Kozame, Water Phantom"))
    assert game.power("Pearl, Water Phantom") == 5000


@encodes("WD06-013")
def test_chouan_swaps_the_top_life_cloth_for_the_top_of_the_deck(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3}
            hand: ["Chouan, Water Phantom"]
            life: ["{KUKRI}", "{SC}"]
            deck: ["{DRS}", "{SC}"]
    """)
    game.play("Chouan, Water Phantom", 0)
    game.accept()
    assert game.names(0, Zone.TRASH) == [KUKRI]
    assert game.names(0, Zone.LIFE) == [SC, DRS]


@encodes("WD06-015")
def test_una_looks_at_the_top_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3}
            hand: ["Una, Water Phantom"]
            life: ["{KUKRI}"]
    """)
    game.play("Una, Water Phantom", 0)
    assert game.zone_of("Una, Water Phantom") == Zone.SIGNI
    assert game.names(0, Zone.LIFE) == [KUKRI]
    assert any("Una" in line for line in game.log_lines())


@encodes("WD06-018")
def test_plus_rush_swaps_the_opponents_top_life_cloth_and_draws(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3}
            hand: ["PLUS RUSH"]
            deck: ["{SC}"]
          - life: ["{KUKRI}", "{IRON}"]
            deck: ["{FLAMBER}", "{FLAMBER}"]
    """)
    game.use("PLUS RUSH")
    game.accept()
    assert game.names(1, Zone.TRASH) == [KUKRI]
    assert game.names(1, Zone.LIFE) == [IRON, FLAMBER]
    assert game.names(0, Zone.HAND) == [SC]
    burst = table.life_burst(
        "PLUS RUSH", f"deck: ['{KUKRI}', 'Scylla, Water Phantom']", classic=True
    )
    burst.burst()
    burst.choose("Scylla, Water Phantom")
    assert burst.names(0, Zone.HAND) == ["Scylla, Water Phantom"]


# ------------------------------------------------------------------ WD07 Black Need


@encodes("WD07-001", "WD07-002", "WD07-003", "WD07-004")
def test_iona_makes_the_opponents_signi_attack(table: Table) -> None:
    for iona in [*IONA[1:], "Iona, Full/Maiden"]:
        stack = IONA[: IONA.index(iona) + 1] if iona in IONA else [*IONA, iona]
        game = table(
            f"""
            format: classic
            phase: attack
            turn_player: 1
            players:
              - lrig: {stack}
                life: ["{KUKRI}", "{KUKRI}", "{KUKRI}"]
              - signi: ["{KUKRI}", ~, "{IRON}"]
            """,
            skip_forced=False,
        )
        game.pass_until(lambda g: g.decision == DecisionKind.SIGNI_ATTACK)
        assert not game.can(game.ActionKind.END_STEP), iona
        game.attack(KUKRI)
        assert not game.can(game.ActionKind.END_STEP), iona
        game.attack(IRON)
        assert game.can(game.ActionKind.END_STEP), iona


@encodes("WD07-001", "WD07-003")
def test_iona_with_a_black_and_a_white_signi(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{stack}}
            signi: ["{KOONI}", "{{other}}"]
          - signi: ["{FLAMBER}"]
    """
    full = table(source.format(stack=IONA4, other=KUKRI))
    assert full.power(FLAMBER) == 5000 and full.power(KOONI) == 3000
    assert table(source.format(stack=IONA4, other=KOONI)).power(FLAMBER) == 7000
    half = table(source.format(stack=str(IONA[:3]), other=KUKRI))
    assert half.power(KOONI) == 4000 and half.power(FLAMBER) == 7000


@encodes("WD07-001")
def test_iona_full_trashes_a_signi_for_a_black_and_a_white_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            hand: ["{KOONI}", "{COSMO}", "{KUKRI}"]
            ener: ["{KOONI}"]
          - signi: ["{FLAMBER}"]
    """)
    game.action("Iona, Full/Maiden")
    game.choose(KOONI)  # then the white Kukri: a second black SIGNI would not do
    assert game.names(0, Zone.HAND) == [COSMO]
    assert game.names(1, Zone.TRASH) == [FLAMBER]


@encodes("WD07-002")
def test_iona_pale_weakens_the_opponents_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {IONA[:3]}
            lrig_deck: ["Iona, Pale/Maiden"]
            ener: ["{KOONI}", "{KUKRI}", "{KOONI}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
    """)
    game.grow("Iona, Pale/Maiden")
    game.pay(KUKRI)
    game.accept()
    assert game.power(FLAMBER) == 5000 and game.power(CALIBURN) == 8000


@encodes("WD07-006")
def test_grave_night_trashes_three_signi_of_different_levels(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            lrig_deck: ["Grave Night"]
            ener: ["{KOONI}"]
            deck: ["{KOONI}", "{KUKRI}", "{COSMO}", "{BELZE}"]
    """)
    game.use("Grave Night")
    game.choose(KOONI)
    assert KUKRI not in game.options()  # the same level as Kooni
    game.choose(COSMO, BELZE)
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KOONI, KOONI, COSMO, BELZE])


@encodes("WD07-007")
def test_black_crisis_adds_for_black_and_searches_for_white(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            lrig_deck: ["Black Crisis"]
            ener: ["{KOONI}", "{KUKRI}"]
            deck: ["{KOONI}", "{KUKRI}", "{IRON}", "{IRON}", "{FLAMBER}"]
    """)
    game.use("Black Crisis")
    game.choose(FLAMBER)  # the Kooni milled is the one black SIGNI in the trash
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOONI, FLAMBER])


@encodes("WD07-008")
def test_death_beam_banishes_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            lrig_deck: ["Death Beam"]
            ener: ["{KOONI}", "{KOONI}", "{KUKRI}", "{KUKRI}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Death Beam")
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("WD07-009", "WD07-010", "WD07-011")
def test_code_maze_signi_draw_the_opponents_signi_in_front(table: Table) -> None:
    for maze in ("Code Maze Pyramid", "Code Maze Babel", "Code Maze Triumph"):
        game = table(f"""
            format: classic
            turn_player: 1
            players:
              - lrig: {IONA3}
                signi: [~, ~, "{maze}"]
              - hand: ["{IRON}"]
        """)
        zones = {action.b for action in game.legal_actions() if action.a >= 0}
        assert zones == {2}, maze


@encodes("WD07-009")
def test_code_maze_pyramid_picks_a_black_or_white_signi_from_the_top_three(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA3}
            signi: ["Code Maze Pyramid"]
            deck: ["{IRON}", "{KOONI}", "{SC}", "{FLAMBER}"]
    """)
    game.action("Code Maze Pyramid")
    game.choose(KOONI)
    game.choose(SC)  # back on top first
    assert game.names(0, Zone.HAND) == [KOONI]
    assert game.names(0, Zone.DECK) == [FLAMBER, IRON, SC]
    burst = table.life_burst("Code Maze Pyramid", f"deck: ['{KUKRI}', '{KOONI}']", classic=True)
    burst.burst()
    burst.choose(KOONI)
    assert burst.names(0, Zone.HAND) == [KOONI]


@encodes("WD07-010", "WD07-011")
def test_code_maze_babel_and_triumph_search_a_black_signi(table: Table) -> None:
    for maze, most in (("Code Maze Babel", 3), ("Code Maze Triumph", 2)):
        game = table(f"""
            format: classic
            players:
              - lrig: {IONA3}
                signi: ["{maze}"]
                hand: ["{IRON}"]
                deck: ["{KOONI}", "{BELZE}", "{VIMANA}", "{KUKRI}"]
        """)
        game.action(maze)
        found = {option.removeprefix("choose ") for option in game.options()} - {"stop"}
        expected = {KOONI, BELZE} if most == 3 else {KOONI}
        assert expected <= found and VIMANA not in found and KUKRI not in found, maze
        game.choose(KOONI)
        assert game.names(0, Zone.HAND) == [KOONI], maze
        burst = table.life_burst(maze, classic=True)
        burst.burst()
        assert burst.count(0, Zone.HAND) == 1


@encodes("WD07-012")
def test_vimana_banishes_an_attacker_weaker_than_the_signi_it_faces(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {IONA4}
            signi: ["{VIMANA}", "{COSMO}"]
          - signi: ["{KUKRI}", "{CALIBURN}"]
    """)
    kukri = game.card(KUKRI, 1, Zone.SIGNI)
    game.attack(KUKRI)  # 3000 against Vimana's 12000: banished before the battle
    assert game.game.zone[kukri] == Zone.ENER
    # Iona makes Caliburn attack: 10000 against Cosmo's 7000, it stays and wins.
    assert game.zone_of(CALIBURN) == Zone.SIGNI and game.zone_of(COSMO) == Zone.ENER


@encodes("WD07-012")
def test_vimana_returns_four_ancient_weapons_to_weaken_a_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            hand: ["{VIMANA}"]
            ener: ["{KOONI}"]
            trash: ["{CLAY}", "{MOA}", "{IRON_AW}", "{VIMANA}", "{CLAY}"]
          - signi: ["{CALIBURN}"]
    """)
    game.play(VIMANA, 0)
    game.accept()
    while game.decision == DecisionKind.CHOOSE:
        game.first()
    assert game.count(0, Zone.TRASH) == 1 + 1  # a Clay left, and the Ener paid
    assert game.count(1, Zone.SIGNI) == 0  # 10000 - 10000
    burst = table.life_burst(
        VIMANA, f"opponent: {{lrig: {HANAYO4}, signi: ['{CALIBURN}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.target(CALIBURN)
    assert burst.zone_of(CALIBURN) == Zone.ENER


@encodes("WD07-013", "WD07-014", "WD07-015")
def test_code_anti_signi_grow_with_another_ancient_weapon(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            signi: ["{IRON_AW}", "{MOA}", "{CLAY}"]
    """)
    assert [game.power(name) for name in (IRON_AW, MOA, CLAY)] == [12000, 8000, 5000]
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            signi: ["{IRON_AW}", "{KOONI}"]
    """)
    assert game.power(IRON_AW) == 8000


@encodes("WD07-018")
def test_slash_miracle_searches_or_weakens(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {IONA4}
            hand: ["Slash Miracle", "Slash Miracle"]
            ener: ["{KOONI}", "{KOONI}", "{KUKRI}", "{KUKRI}"]
            deck: ["{BELZE}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("Slash Miracle")
    game.pay(KOONI)
    game.mode(0)
    game.choose(BELZE)
    assert game.names(0, Zone.HAND) == ["Slash Miracle", BELZE]
    game.use("Slash Miracle")
    game.mode(1)
    assert game.power(CALIBURN) == 2000
    burst = table.life_burst(
        "Slash Miracle", f"lrig: {IONA4}\ntrash: ['{BELZE}']\ndeck: ['{FLAMBER}']", classic=True
    )
    burst.burst()
    burst.mode(1)
    burst.into(0)
    assert burst.zone_of(BELZE) == Zone.SIGNI


# ------------------------------------------------------------------ WD08 Black Wish


@encodes("PR-044")  # Ancient Surprise, WD08-006
def test_ancient_surprise_mills_revives_or_weakens(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {UMR3}
            lrig_deck: ["Ancient Surprise"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
            trash: {{trash}}
            deck: {[KOONI] * 8}
          - signi: ["{CALIBURN}"]
            deck: {[KUKRI] * 8}
    """
    game = table(source.format(trash=[]))
    game.use("Ancient Surprise")
    game.mode(0)
    assert game.count(0, Zone.TRASH) == 3 + 7 and game.count(1, Zone.TRASH) == 7
    game = table(source.format(trash=[MOA]))
    game.use("Ancient Surprise")
    game.mode(1)
    game.into(0)
    assert game.zone_of(MOA) == Zone.SIGNI
    game = table(source.format(trash=[KOONI] * 7))
    game.use("Ancient Surprise")
    game.mode(2)
    assert game.power(CALIBURN) == 5000  # ten cards in the trash with the Ener paid
    game = table(source.format(trash=[KOONI] * 17))
    game.use("Ancient Surprise")
    game.mode(2)
    assert game.power(CALIBURN) == 2000


@encodes("WD08-007")
def test_ancient_digger_revives_an_ancient_weapon(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            lrig_deck: ["Ancient Digger"]
            ener: ["{KOONI}"]
            trash: ["{KOONI}", "{IRON_AW}"]
    """)
    game.use("Ancient Digger")
    game.into(0)
    assert game.zone_of(IRON_AW) == Zone.SIGNI


@encodes("WD08-011")
def test_assylen_returns_four_ancient_weapons_to_draw(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            hand: ["Code Anti Assylen"]
            trash: ["{CLAY}", "{MOA}", "{IRON_AW}", "{VIMANA}"]
            deck: ["{KOONI}"]
    """)
    game.play("Code Anti Assylen", 0)
    game.choose(CLAY, MOA, IRON_AW)  # the order they go under the deck; Vimana last
    assert game.names(0, Zone.HAND) == [KOONI]
    assert game.count(0, Zone.TRASH) == 0


@encodes("WD08-013")
def test_cabrera_grows_with_three_ancient_weapons_in_the_trash(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {UMR3}
            signi: ["Code Anti Cabrera"]
            trash: {{trash}}
    """
    assert table(source.format(trash=[CLAY, CLAY, MOA])).power("Code Anti Cabrera") == 8000
    assert table(source.format(trash=[CLAY, CLAY, KOONI])).power("Code Anti Cabrera") == 5000


@encodes("WD08-015")
def test_voyni_draws_when_it_mills_three_ancient_weapons(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            signi: ["Code Anti Voyni", "Code Anti Voyni"]
            deck: ["{CLAY}", "{MOA}", "{CLAY}", "{KOONI}", "{MOA}", "{MOA}", "{SC}"]
    """)
    game.action("Code Anti Voyni")
    assert game.names(0, Zone.HAND) == [KOONI]
    game.action("Code Anti Voyni")
    assert game.names(0, Zone.HAND) == [KOONI]  # Kooni was no Ancient Weapon... it is drawn
    burst = table.life_burst("Code Anti Voyni", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD08-018")
def test_grave_pain_banishes_your_signi_to_mill_five(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            hand: ["Grave Pain"]
            signi: ["{KOONI}"]
            deck: {[KOONI] * 6}
    """)
    game.use("Grave Pain")
    assert game.count(0, Zone.SIGNI) == 0 and game.count(0, Zone.ENER) == 1
    assert game.count(0, Zone.TRASH) == 5 + 1  # and the spell


# ------------------------------------------------------------------ reprints in WD06 to WD08


@encodes("WX02-056")
def test_octo_grows_with_another_water_beast(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {ELDORA3}
            signi: ["Octo, Water Phantom", "Una, Water Phantom"]
    """)
    assert game.power("Octo, Water Phantom") == 12000
    game.game.trash(game.card("Una, Water Phantom"))
    assert game.power("Octo, Water Phantom") == 8000


@encodes("WX03-047")
def test_aztec_revives_a_level_one_ancient_weapon_until_the_end_of_the_turn(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            hand: ["Code Anti Aztec"]
            trash: ["{CLAY}", "{MOA}"]
    """)
    game.play("Code Anti Aztec", 0)
    game.into(1)
    assert game.zone_of(CLAY) == Zone.SIGNI
    game.pass_until(lambda g: g.turn == 4)
    assert game.zone_of(CLAY) == Zone.TRASH
    assert game.zone_of("Code Anti Aztec") == Zone.SIGNI


@encodes("WX02-073")
def test_texahammer_may_enter_the_field_when_milled(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            signi: ["Code Anti Voyni"]
            deck: ["{KOONI}", "Code Anti Texahammer", "{KOONI}", "{KOONI}"]
    """)
    game.action("Code Anti Voyni")
    game.accept()
    game.into(1)
    assert game.zone_of("Code Anti Texahammer") == Zone.SIGNI
    burst = table.life_burst("Code Anti Texahammer", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("WD08-009")
def test_nessie_banishes_when_a_signi_returns_from_the_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR4}
            signi: ["Code Anti Nessie"]
            hand: ["Code Anti Aztec"]
            ener: ["{KOONI}", "{KOONI}"]
            trash: ["{CLAY}"]
          - signi: ["{COSMO}"]
    """)
    game.play("Code Anti Aztec", 1)
    # Clay returns from the trash into the last zone: Nessie triggers
    game.accept()  # pays both Kooni
    assert game.zone_of(COSMO) == Zone.ENER and game.count(0, Zone.ENER) == 0


@encodes("WD08-009")
def test_nessie_weakens_from_the_trash_and_goes_under_the_deck(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {UMR3}
            trash: ["Code Anti Nessie"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}"]
          - signi: ["{BELZE}"]
    """)
    game.action("Code Anti Nessie")
    assert game.power(BELZE) == 10000 - 8000
    assert game.names(0, Zone.DECK)[0] == "Code Anti Nessie"  # at the bottom
    burst = table.life_burst(
        "Code Anti Nessie", f"opponent: {{signi: ['{BELZE}', ~, '{KUKRI}']}}", classic=True
    )
    burst.burst()
    burst.target(BELZE)
    assert burst.zone_of(BELZE) == Zone.ENER


HENGE = "Code Anti Henge"  # black <Ancient Weapon>, level 1, no abilities
NAZCA = "Code Anti Nazca"  # black <Ancient Weapon>, level 3, no abilities
JV = "Code Art JV"  # blue <Electric Machine>, level 2: of the family 精械 as Henge is


@encodes("WD08-008")
def test_ancient_return_adds_signi_of_the_class_three_milled_cards_share(table: Table) -> None:
    def ancient_return(deck: list[str]) -> Play:
        game = table(f"""
            format: classic
            players:
              - lrig: {UMR4}
                lrig_deck: ["Ancient Return"]
                ener: ["{KOONI}", "{KOONI}"]
                deck: {deck}
        """)
        game.use("Ancient Return")
        return game

    game = ancient_return([HENGE, SC, NAZCA, KOONI, HENGE, IRON])  # top first
    assert sorted(game.options()) == sorted(
        [f"choose {HENGE}", f"choose {NAZCA}", "choose no more"]
    )
    game.target(HENGE, NAZCA)
    assert sorted(game.names(0, Zone.HAND)) == sorted([HENGE, NAZCA])
    # Two <Ancient Weapon> and two <Electric Machine>: the family they share is no class.
    game = ancient_return([HENGE, SC, NAZCA, KOONI, JV, IRON])
    assert game.decision == DecisionKind.MAIN and game.count(0, Zone.HAND) == 0
    assert game.count(0, Zone.TRASH) == 5 + 2  # the milled and the Ener paid
