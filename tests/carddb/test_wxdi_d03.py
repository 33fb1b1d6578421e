"""WXDi-D03 (No Limit): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, DecisionKind, Zone
from tests.carddb.table import AT3, Table, encodes, lrigs

HIRANA = [
    "Hirana, a Spark of Hope",
    "Hirana, a Dream of a Miracle",
    "Hirana, a Glimpse of the Truth",
]
HIRANA3 = [*HIRANA, "Hirana, a Step Towards the Top"]
AKINO = "Akino, Bound for the Future"
REI = "Rei, On the Wings of Tomorrow"
# The team <<No Limit>>, every member of level 2 (the Center of level 3).
TEAM = lrigs(
    HIRANA3,
    left=[AKINO, "Akino*Rock", "Akino*Paper"],
    right=[REI, "Rei*Flash Blade", "Rei*Empty Blade"],
)
FIVE = '["Sara Hoshikawa, Code 2434", "Romail, Lightly Armed", "Kazaki Morinaka, Code 2434"]'


@encodes("WXDi-D03-004")
def test_hirana_team_constant_gives_attacking_signi_2000(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {TEAM}
            signi: ["Romail, Lightly Armed", "Lancelot, Crimson General"]
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434", "Kazaki Morinaka, Code 2434"]
    """)
    assert game.power("Romail, Lightly Armed") == 2000
    game.attack("Romail, Lightly Armed")  # 4000 while attacking: Chihiro (3000) is vanished
    assert game.zone_of("Chihiro Yuki, Code 2434") == Zone.ENER
    assert game.power("Romail, Lightly Armed") == 2000


@encodes("WXDi-D03-004")
def test_hirana_enter_draws_and_charges(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(HIRANA)}
            lrig_deck: ["Hirana, a Step Towards the Top"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
    """)
    game.grow("Hirana, a Step Towards the Top")
    assert game.count(0, Zone.HAND) == 1 and game.count(0, Zone.ENER) == 1


@encodes("WXDi-D03-004")
def test_hirana_action_downs_two_assists_to_deal_damage_unless_a_guard_is_discarded(
    table: Table,
) -> None:
    def attack(opponent_hand: str) -> tuple[int, int]:
        game = table(f"""
            phase: main
            players:
              - lrig: {TEAM}
              - lrig: {lrigs(AT3)}
                hand: {opponent_hand}
                life: ["Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast",
                       "Camelopar, Natural Planet"]
        """)
        game.action("Hirana, a Step Towards the Top")
        assert not game.can(game.ActionKind.USE_ACTION)  # once per game
        game.end_main()
        game.attack("Hirana, a Step Towards the Top")
        game.accept()  # down both Assist LRIGs (forced: exactly two)
        if game.decision == DecisionKind.DISCARD:
            game.target("Servant #")  # the opponent discards a Guard card instead
        if game.decision == DecisionKind.GUARD:
            game.act(game.ActionKind.NO_GUARD)
        return len(game.players[1].life), game.count(1, Zone.TRASH)

    assert attack("[]") == (1, 0)  # the ability's damage, then the attack's
    # One Servant is discarded for the ability; the other does not guard.
    assert attack('["Servant #", "Servant #"]') == (2, 1)


@encodes("WXDi-D03-006")
def test_akino_rock_returns_a_level_two_or_less_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA, left=AKINO)}
            lrig_deck: ["Akino*Rock"]
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434", "Kaede Higuchi, Code 2434"]
    """)
    game.grow("Akino*Rock")
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.HAND


@encodes("WXDi-D03-007")
def test_akino_paper_returns_a_signi_and_another_cannot_attack(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA, left=[AKINO, "Akino*Rock"])}
            lrig_deck: ["Akino*Paper"]
            ener: {["Romail, Lightly Armed"] * 5}
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed", "Mao Matsukai, Code 2434"]
    """)
    game.grow("Akino*Paper")
    game.first()  # the return first
    game.target("Mao Matsukai, Code 2434")  # Tobiel has 12000 too: both may be returned
    assert game.zone_of("Mao Matsukai, Code 2434") == Zone.HAND
    assert game.has_keyword(game.card("Tobiel, Full Armed"), KW.CANT_ATTACK)


@encodes("WXDi-D03-009")
def test_rei_flash_blade_draws_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA, left=REI)}
            lrig_deck: ["Rei*Flash Blade"]
    """)
    game.grow("Rei*Flash Blade")
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-D03-010")
def test_rei_empty_blade_draws_two_and_the_opponent_discards_two_at_random(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA, left=[REI, "Rei*Flash Blade"])}
            lrig_deck: ["Rei*Empty Blade"]
            ener: ["Romail, Lightly Armed"]
          - hand: ["Servant #", "Polygenesis", "Tobiel, Full Armed"]
    """)
    game.grow("Rei*Empty Blade")
    assert game.count(0, Zone.HAND) == 2
    assert game.count(1, Zone.HAND) == 1 and game.count(1, Zone.TRASH) == 2


@encodes("WXDi-D03-011")
def test_glory_grow_double_crush_and_no_guard(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {TEAM}
            lrig_deck: ["Glory Grow"]
          - lrig: {lrigs(AT3)}
            hand: ["Servant #"]
            life: ["Water Buffalo, Phantom Aquatic Beast", "Koalala, Phantom Terra Beast",
                   "Camelopar, Natural Planet"]
    """)
    game.use("Glory Grow")
    game.end_main()
    game.attack("Hirana, a Step Towards the Top")
    # The opponent holds a Guard card but is not offered to guard.
    assert len(game.players[1].life) == 1


@encodes("WXDi-D03-012")
def test_romail_pays_to_vanish_3000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA)}
            hand: ["Romail, Lightly Armed"]
            ener: ["Romail, Lightly Armed"]
          - lrig: {lrigs(AT3)}
            signi: ["Chihiro Yuki, Code 2434", "Sara Hoshikawa, Code 2434"]
    """)
    game.play("Romail, Lightly Armed", 0)
    game.accept()
    assert game.zone_of("Chihiro Yuki, Code 2434") == Zone.ENER
    assert game.zone_of("Sara Hoshikawa, Code 2434") == Zone.SIGNI  # 5000


@encodes("WXDi-D03-013")
def test_lancelot_pays_to_vanish_5000_or_less(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA)}
            hand: ["Lancelot, Crimson General"]
            ener: ["Romail, Lightly Armed"]
          - lrig: {lrigs(AT3)}
            signi: ["Sara Hoshikawa, Code 2434", "Kazaki Morinaka, Code 2434"]
    """)
    game.play("Lancelot, Crimson General", 0)
    game.accept()
    assert game.zone_of("Sara Hoshikawa, Code 2434") == Zone.ENER


@encodes("WXDi-D03-014")
def test_volcanic_life_burst_vanishes_8000_or_less(table: Table) -> None:
    game = table.life_burst("Volcanic, Natural Crystal")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.ENER


@encodes("WXDi-D03-015")
def test_kagutsuchi_gives_2000_during_your_turn(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA3)}
            signi: ["Kagutsuchi, Crimson Angel", "Romail, Lightly Armed"]
    """)
    assert game.power("Romail, Lightly Armed") == 4000
    game.pass_until(lambda g: g.turn == 4)
    assert game.power("Romail, Lightly Armed") == 2000


@encodes("WXDi-D03-015")
def test_kagutsuchi_enter_discards_two_to_put_a_level_three_signi_onto_the_field(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA3)}
            hand: ["Kagutsuchi, Crimson Angel", "Romail, Lightly Armed", "Polygenesis"]
            trash: ["Letti, Heavy Armed", "Lancelot, Crimson General"]
    """)
    game.play("Kagutsuchi, Crimson Angel", 0)
    game.accept()
    game.discard("Romail, Lightly Armed")
    game.into(1)
    assert game.zone_of("Letti, Heavy Armed") == Zone.SIGNI


@encodes("WXDi-D03-015")
def test_kagutsuchi_life_burst_adds_a_signi_without_guard(table: Table) -> None:
    trash = "trash: ['Servant #', 'Romail, Lightly Armed']"
    game = table.life_burst("Kagutsuchi, Crimson Angel", trash)
    game.burst()
    game.mode(0)  # to the hand
    assert game.names(0, Zone.HAND) == ["Romail, Lightly Armed"]


@encodes("WXDi-D03-016")
def test_letti_adds_a_red_level_one_signi(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(HIRANA3)}
            hand: ["Letti, Heavy Armed"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
            trash: ["Lancelot, Crimson General", "Servant #", "Romail, Lightly Armed"]
    """)
    game.play("Letti, Heavy Armed", 0)
    game.accept()
    assert game.names(0, Zone.HAND) == ["Romail, Lightly Armed"]


@encodes("WXDi-D03-016")
def test_letti_life_burst_draws(table: Table) -> None:
    game = table.life_burst("Letti, Heavy Armed")
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-D03-017")
def test_adamanthia_pays_for_assassin_when_a_level_three_signi_is_revealed(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(HIRANA3)}
            signi: ["Adamanthia, Natural Crystal"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed"]
            deck: ["Letti, Heavy Armed"]
          - lrig: {lrigs(AT3)}
            signi: ["Tobiel, Full Armed"]
            life: ["Water Buffalo, Phantom Aquatic Beast"]
    """)
    game.attack("Adamanthia, Natural Crystal")
    game.accept()
    # [Assassin]: damage as if no SIGNI were in front of it; Tobiel stays.
    assert len(game.players[1].life) == 0
    assert game.zone_of("Tobiel, Full Armed") == Zone.SIGNI


@encodes("WXDi-D03-021")
def test_deafening_inferno_vanishes_up_to_10000_with_three_no_limit(table: Table) -> None:
    def vanish(lrig: str) -> Zone:
        game = table(f"""
            players:
              - lrig: {lrig}
                hand: ["Deafening Inferno"]
                ener: ["Romail, Lightly Armed"]
              - lrig: {lrigs(AT3)}
                signi: ["Mao Matsukai, Code 2434"]
        """)
        game.use("Deafening Inferno")
        return game.zone_of("Mao Matsukai, Code 2434")

    assert vanish(lrigs(HIRANA)) == Zone.SIGNI  # 10000: not with 8000 or less
    assert vanish(TEAM) == Zone.ENER


@encodes("WXDi-D03-021")
def test_deafening_inferno_life_burst_needs_an_upped_target(table: Table) -> None:
    game = table.life_burst("Deafening Inferno")
    game.burst()
    assert game.zone_of("Servant #", 1) == Zone.SIGNI
