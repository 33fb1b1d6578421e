"""WXDi-CP02: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from tests.carddb.scenes import (
    BUFFALO,
    EXCEED_4,
    KOALALA,
    end_of_turn,
    grown,
    mill_two_add_two_sharing_a_class,
)
from tests.carddb.table import AT3, LIZE, LIZE3, Play, Table, encodes, lrigs

ATHENA = "Athena, Blessed Angel"  # level 3, 12000, white
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000


@encodes("WXDi-CP02-024")
def test_urawa_hanako_returns_a_level_two_or_less_signi(table: Table) -> None:
    game = grown(
        table, "Urawa Hanako", ["Make-Up Work Club"], theirs=f'signi: ["{KOALALA}", "{ATHENA}"]'
    )
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI  # level 3


@encodes("WXDi-CP02-031")
def test_ichinose_asuna_draws_two(table: Table) -> None:
    game = grown(table, "Ichinose Asuna", ["C&C"])
    assert game.count(0, Zone.HAND) == 2


@encodes("WXDi-CP02-032")
def test_kakudate_karin_puts_a_level_one_signi_under_its_deck(table: Table) -> None:
    game = grown(table, "Kakudate Karin", ["C&C"], theirs=f'signi: ["{SARA}", "{KOALALA}"]')
    assert game.names(1, Zone.DECK)[0] == SARA  # the bottom
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # level 2


@encodes("WXDi-CP02-038")
def test_okusora_ayane_charges_two(table: Table) -> None:
    game = grown(table, "Okusora Ayane", ["Foreclosure Task Force"])
    assert game.names(0, Zone.ENER) == [BUFFALO, BUFFALO]


@encodes("WXDi-CP02-039")
def test_izayoi_nonomi_vanishes_a_signi_of_7000_or_more(table: Table) -> None:
    game = grown(
        table, "Izayoi Nonomi", ["Foreclosure Task Force"], theirs=f'signi: ["{SARA}", "{KOALALA}"]'
    )
    assert game.names(1, Zone.ENER) == [KOALALA]
    assert game.zone_of(SARA, 1) == Zone.SIGNI  # 5000


@encodes("WXDi-CP02-045")
def test_shiromi_iori_gives_minus_8000(table: Table) -> None:
    game = grown(table, "Shiromi Iori", ["Prefect Team"], theirs=f'signi: ["{ATHENA}"]')
    assert game.power(ATHENA, 1) == 12000 - 8000


# Bond (the card data's README, "Bond abilities (WXDi-CP02)"; docs/engine-hooks.md, "Bond"):
# a Bond ability works only while its owner has a relationship with its card's student.

KAZUSA = "Kyoyama Kazusa"  # level 2, 8000
SHIZUKO = "Kawawa Shizuko"  # level 2, 8000
HARUKA = "Igusa Haruka"  # level 1, 2000
BAPHOMET = "Baphomet, Doomed Evil"  # level 1, 3000, black


@encodes("WXDi-CP02-006")
def test_kronos_loots_two_then_starts_a_relationship_that_turns_bond_on(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_4}
            lrig_deck: ["Kronos School of Journalism"]
            signi: ["{KAZUSA}"]
            hand: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{SHIZUKO}", "{BUFFALO}", "{BUFFALO}"]
    """)
    assert game.power(KAZUSA) == 8000  # no relationship: its Bond ability does nothing
    game.use("Kronos School of Journalism")
    game.discard(BUFFALO, BUFFALO)
    # The students of its own cards with a Bond ability, in name order: Kawawa Shizuko
    # (in the hand now), Kyoyama Kazusa.
    assert game.options() == ["choose mode 0", "choose mode 1"]
    game.mode(1)
    assert game.players[0].relationships == {KAZUSA}
    assert game.power(KAZUSA) == 8000 + 4000


@encodes("WXDi-CP02-069")
def test_kazusa_returns_a_level_one_signi_for_a_blue_archive_card_of_the_ener(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{KAZUSA}"]
            ener: ["{HARUKA}", "{BUFFALO}"]
            relationships: ["{KAZUSA}"]
          - signi: ["{SARA}", "{KOALALA}"]
    """)
    assert game.power(KAZUSA) == 12000
    game.action(KAZUSA)
    assert game.names(0, Zone.TRASH) == [HARUKA]  # the <<Blue Archive>> card paid
    assert game.zone_of(SARA, 1) == Zone.HAND and game.zone_of(KOALALA, 1) == Zone.SIGNI


@encodes("WXDi-CP02-088")
def test_shizuko_charges_a_revealed_blue_archive_card(table: Table) -> None:
    for top, charged in ((HARUKA, 1), (BUFFALO, 0)):
        game = table(f"""
            players:
              - signi: ["{SHIZUKO}"]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.action(SHIZUKO)
        assert game.count(0, Zone.ENER) == charged
        assert game.power(SHIZUKO) == 8000  # no relationship


@encodes("WXDi-CP02-088")
def test_shizuko_life_burst_charges_and_stops_the_lrig_damage(table: Table) -> None:
    game = table.life_burst(SHIZUKO)
    game.burst()
    assert game.count(0, Zone.ENER) == 2  # the charge, and the crushed card after its burst
    (shield,) = [shield for shield in game.game.damage_shields if shield.player == 0]
    assert shield.times == 1 and shield.from_source is not None
    assert shield.from_source(game.card(LIZE[-1], 1))  # from the opponent's LRIG
    assert not shield.from_source(game.card("Servant #", 1, Zone.SIGNI))  # not a SIGNI


@encodes("WXDi-CP02-097")
def test_haruka_mills_three_and_gets_5000_with_three_blue_archive_cards_in_the_trash(
    table: Table,
) -> None:
    for milled, power in (([HARUKA, SHIZUKO, KAZUSA], 7000), ([HARUKA, SHIZUKO, BUFFALO], 2000)):
        game = table(f"""
            players:
              - hand: ["{HARUKA}"]
                deck: {[*milled, BUFFALO]}
                relationships: ["Someone Else"]
        """)
        game.play(HARUKA, 0)
        assert game.power(HARUKA) == power
    game = table(f"""
        players:
          - signi: ["{HARUKA}"]
            relationships: ["{HARUKA}"]
    """)
    assert game.power(HARUKA) == 2000 + 4000
    game = table.life_burst(HARUKA, f'opponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}')
    game.burst()
    game.target(KOALALA)
    assert game.power(KOALALA, 1) == 10000 - 8000


def answer_all(game: Play) -> None:
    """Take every optional ability and pay what it asks, in the first order offered."""
    while game.decision in (
        DecisionKind.TRIGGER_ORDER,
        DecisionKind.OPTIONAL,
        DecisionKind.PAYMENT,
    ):
        if game.decision == DecisionKind.OPTIONAL:
            game.accept()
        elif game.decision == DecisionKind.PAYMENT:
            game.pay()
        else:
            game.first()


def bonded(student: str, related: bool) -> str:
    """A scenario line: player 0's relationship with `student`, or with nobody."""
    return f'relationships: ["{student}"]' if related else "relationships: []"


@encodes("WXDi-CP02-034")
def test_asuna_bunny_takes_two_cards_gives_minus_3000_and_with_bond_loots(
    table: Table,
) -> None:
    for related in (True, False):
        game = grown(
            table,
            "Ichinose Asuna (Bunny)",
            ["C&C", "Ichinose Asuna"],
            mine=f'ener: ["{BUFFALO}"]\n            hand: ["{HARUKA}", "{BUFFALO}"]\n'
            f"            {bonded('Ichinose Asuna (Bunny)', related)}",
            theirs=f'hand: {[BUFFALO] * 3}\n            signi: ["{KOALALA}"]',
        )
        answer_all(game)
        assert game.count(1, Zone.HAND) == 1 and game.power(KOALALA, 1) == 7000
        # With the relationship, Haruka (<<Blue Archive>>) is discarded for two cards.
        assert game.count(0, Zone.HAND) == (3 if related else 2)
        assert (game.zone_of(HARUKA) == Zone.TRASH) is related


@encodes("WXDi-CP02-036")
def test_karin_bunny_puts_every_opposing_signi_under_the_deck_for_six(table: Table) -> None:
    game = grown(
        table,
        "Kakudate Karin (Bunny)",
        ["C&C", "Kakudate Karin"],
        mine=f'ener: {[BUFFALO] * 6}\n            hand: ["{HARUKA}"]\n'
        f"            {bonded('Kakudate Karin (Bunny)', True)}",
        theirs=f'signi: ["{SARA}", "{KOALALA}"]',
    )
    answer_all(game)
    assert sorted(game.names(1, Zone.DECK)[:2]) == sorted([SARA, KOALALA])  # the bottom
    assert game.count(0, Zone.HAND) == 2  # Haruka discarded, two drawn


@encodes("WXDi-CP02-040")
def test_ayane_adds_a_life_cloth_and_with_bond_charges_and_takes_a_card(
    table: Table,
) -> None:
    for related in (True, False):
        game = grown(
            table,
            "Okusora Ayane [Special Delivery: Combat Supplies]",
            ["Foreclosure Task Force", "Okusora Ayane"],
            mine=f'ener: ["{BUFFALO}", "{BUFFALO}"]  # the grow cost\n'
            f'            deck: ["{HARUKA}", "{BUFFALO}", "{BUFFALO}"]\n'
            f"            {bonded('Okusora Ayane', related)}",
        )
        answer_all(game)
        assert game.count(0, Zone.LIFE) == 1
        if related:  # Haruka charged, then taken back
            game.choose(HARUKA)
            assert game.names(0, Zone.HAND) == [HARUKA]
        else:
            assert game.names(0, Zone.HAND) == [] and game.count(0, Zone.ENER) == 0


@encodes("WXDi-CP02-042")
def test_nonomi_vanishes_every_level_three_for_one(table: Table) -> None:
    game = grown(
        table,
        "Izayoi Nonomi [Punishment Time!]",
        ["Foreclosure Task Force", "Izayoi Nonomi"],
        mine=f'ener: ["{BUFFALO}"]\n            {bonded("Izayoi Nonomi", True)}',
        theirs=f'signi: ["{ATHENA}", "{KOALALA}"]',
    )
    answer_all(game)
    assert game.zone_of(ATHENA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI
    assert game.count(0, Zone.ENER) == 1  # the Buffalo paid, then one charged


@encodes("WXDi-CP02-047")
def test_iori_three_times_gives_minus_5000_and_mills_two(table: Table) -> None:
    game = grown(
        table,
        "Shiromi Iori [Major Roundup]",
        ["Prefect Team", "Shiromi Iori"],
        mine=f'ener: ["{BUFFALO}"]\n            trash: ["{HARUKA}"]\n'
        f"            {bonded('Shiromi Iori', True)}",
        theirs=f'signi: ["{ATHENA}"]\n            deck: {[BUFFALO] * 8}',
    )
    answer_all(game)
    assert game.count(1, Zone.TRASH) == 6 and game.zone_of(ATHENA, 1) == Zone.ENER  # -15000
    assert game.names(0, Zone.HAND) == [HARUKA]


@encodes("WXDi-CP02-049")
def test_chinatsu_adds_cards_without_a_life_burst_to_the_life_cloth(table: Table) -> None:
    game = grown(
        table,
        "Hinomiya Chinatsu [Tactical First Aid]",
        ["Prefect Team", "Hinomiya Chinatsu"],
        mine=f"ener: {[BAPHOMET, BAPHOMET, BUFFALO, BUFFALO, BUFFALO]}\n"
        f'            trash: ["{BUFFALO}", "{BUFFALO}", "{HARUKA}", "Servant #"]',
    )
    for _ in range(6):  # each ability's target: a Buffalo (the paid Baphomet is there too)
        answer_all(game)
        if game.decision == DecisionKind.TARGET:
            game.target(BUFFALO)
    assert game.count(0, Zone.LIFE) == 2  # Servant # and Haruka have a Life Burst
    assert game.count(0, Zone.HAND) == 0  # no relationship: no Bond


KOHARU = "Shimoe Koharu"  # level 1, 3000


@encodes("WXDi-CP02-063")
def test_koharu_at_the_end_of_turn_gives_4000_on_a_blue_archive_top_card(
    table: Table,
) -> None:
    for top, power in ((HARUKA, 7000), (BUFFALO, 3000)):
        game = end_of_turn(table, KOHARU, top)
        assert game.power(KOHARU) == power  # until the end of the opponent's turn


@encodes("WXDi-CP02-063")
def test_koharu_with_bond_has_shadow_against_level_two_or_less_in_the_opponents_turn(
    table: Table,
) -> None:
    for related in (True, False):
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - signi: ["{KOHARU}"]
                {bonded(KOHARU, related)}
              - hand: ["{KOALALA}", "{ATHENA}"]
                lrig: {lrigs(LIZE3)}
        """)
        koharu = game.card(KOHARU)
        assert game.game.is_targetable(koharu, 1, game.card(KOALALA, 1)) is not related
        assert game.game.is_targetable(koharu, 1, game.card(ATHENA, 1))  # level 3


SUZUMI = "Morizuki Suzumi"  # level 1, 2000


@encodes("WXDi-CP02-064")
def test_suzumi_beside_a_blue_archive_signi_takes_every_opposing_ability(
    table: Table,
) -> None:
    for beside, lost in ((HARUKA, True), (BUFFALO, False)):
        game = table(f"""
            players:
              - hand: ["{SUZUMI}"]
                signi: [~, "{beside}"]
                ener: ["{SARA}"]
                {bonded(SUZUMI, True)}
              - signi: ["Servant #"]
        """)
        game.play(SUZUMI, 0)
        game.accept()
        assert bool(game.game.lost_abilities(game.card("Servant #", 1))) is lost
        assert game.power(SUZUMI) == 6000


@encodes("WXDi-CP02-064")
def test_suzumi_life_burst_draws_two_or_takes_abilities(table: Table) -> None:
    game = table.life_burst(SUZUMI)
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.HAND) == 2


CHIHIRO = "Kagami Chihiro"  # level 1, 2000


@encodes("WXDi-CP02-076")
def test_chihiro_discards_for_minus_3000_with_an_all_blue_archive_field(
    table: Table,
) -> None:
    for beside, asked in ((HARUKA, True), (BUFFALO, False)):
        game = table(f"""
            players:
              - signi: ["{CHIHIRO}", "{beside}"]
                hand: ["{BUFFALO}"]
                {bonded(CHIHIRO, True)}
              - signi: ["{KOALALA}"]
        """)
        game.end_main()
        if asked:
            game.accept()
        assert game.power(KOALALA, 1) == (7000 if asked else 10000)
        assert game.power(CHIHIRO) == 6000


IZUMI = "Shishidou Izumi"  # level 1, 2000


@encodes("WXDi-CP02-093")
def test_izumi_mills_one_per_blue_archive_signi_and_with_bond_two_more(
    table: Table,
) -> None:
    for related, milled in ((True, 2 + 2), (False, 2)):
        game = table(f"""
            players:
              - signi: ["{IZUMI}", "{HARUKA}"]
                {bonded(IZUMI, related)}
              - deck: {[BUFFALO] * 8}
                life: ["{BUFFALO}"]
        """)
        game.end_main()  # the attack phase begins: the Bond mills two
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, IZUMI))
        game.attack(IZUMI)
        assert game.count(1, Zone.TRASH) == milled


SENA = "Himuro Sena"  # level 1, 3000


@encodes("WXDi-CP02-096")
def test_sena_takes_back_a_blue_archive_card_and_with_bond_mills_two(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{SENA}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            trash: ["{HARUKA}", "{BUFFALO}"]
            {bonded(SENA, True)}
          - deck: {[BUFFALO] * 4}
    """)
    game.play(SENA, 0)
    answer_all(game)
    assert game.names(0, Zone.HAND) == [HARUKA]
    game.end_main()
    assert game.count(1, Zone.TRASH) == 2
    game = table.life_burst(SENA, f'trash: ["{HARUKA}"]')
    game.burst()
    game.mode(0)
    assert game.names(0, Zone.HAND) == [HARUKA]


AKARI = "Wanibuchi Akari"  # level 2, 5000


@encodes("WXDi-CP02-098")
def test_akari_discards_two_blue_archive_cards_for_minus_10000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{AKARI}", "{HARUKA}", "{KOHARU}", "{BUFFALO}"]
            {bonded(AKARI, True)}
          - signi: ["{ATHENA}"]
            lrig: {lrigs(LIZE3)}
    """)
    game.play(AKARI, 0)
    game.accept()
    game.discard(HARUKA)  # (then Koharu, the only other one)
    assert game.power(ATHENA, 1) == 2000 and game.names(0, Zone.HAND) == [BUFFALO]
    game.end_main()  # the attack phase begins: the Bond gives -2000 more
    assert game.zone_of(ATHENA, 1) == Zone.ENER


AZUSA = "Shirasu Azusa [intulit mortem]"


@encodes("WXDi-CP02-007")
def test_azusa_returns_a_signi_or_with_three_life_cloth_trashes_it(table: Table) -> None:
    for life, zone in ((3, Zone.TRASH), (2, Zone.HAND)):
        game = table(f"""
            players:
              - lrig: {lrigs([AZUSA])}
                ener: ["{SARA}", "{BUFFALO}"]
                life: {[BUFFALO] * life}
              - signi: ["{KOALALA}"]
        """)
        game.act(ActionKind.USE_ACTION, AZUSA, b=0)
        assert game.zone_of(KOALALA, 1) == zone


@encodes("WXDi-CP02-007")
def test_azusa_once_a_game_takes_two_of_seven_and_with_bond_reveals_a_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([AZUSA])}
            ener: ["{BUFFALO}"]
            deck: {[KOALALA, SARA, *[BUFFALO] * 5, HARUKA, BUFFALO, BUFFALO]}
            relationships: ["Shirasu Azusa"]
    """)
    game.act(ActionKind.USE_ACTION, AZUSA, b=1)
    game.choose(KOALALA, SARA)
    assert sorted(game.names(0, Zone.HAND)) == sorted([KOALALA, SARA])
    used = [a for a in game.game.legal_actions() if a.kind == ActionKind.USE_ACTION and a.b == 1]
    assert not used  # once per game
    game.act(ActionKind.USE_ACTION, AZUSA, b=2)  # [Bond]: Haruka is on top now
    game.choose(HARUKA)
    assert HARUKA in game.names(0, Zone.HAND)


NERU = "Mikamo Neru [You Got a Death Wish or Somethin'?]"


@encodes("WXDi-CP02-008")
def test_neru_after_two_discards_pays_black_for_minus_10000(table: Table) -> None:
    for discarded, minus in ((2, 10000), (1, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs([NERU])}
                ener: ["{BAPHOMET}"]
              - signi: ["{ATHENA}"]
                lrig: {lrigs(LIZE3)}
        """)
        game.players[0].discarded = discarded
        game.end_main()
        if minus:
            game.accept()
        assert game.power(ATHENA, 1) == 12000 - minus


@encodes("WXDi-CP02-008")
def test_neru_draws_two_and_takes_one_at_random_and_with_bond_loots(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([NERU])}
            ener: ["{BUFFALO}"]
            relationships: ["Mikamo Neru"]
          - hand: ["{KOALALA}"]
    """)
    game.act(ActionKind.USE_ACTION, NERU, b=1)
    assert game.count(0, Zone.HAND) == 2 and game.count(1, Zone.HAND) == 0
    game.act(ActionKind.USE_ACTION, NERU, b=2)  # (the discard: one kind of card, no choice)
    assert game.count(0, Zone.HAND) == 3


SHIROKO = "Sunaookami Shiroko [Drone Support]"


@encodes("WXDi-CP02-009")
def test_shiroko_charges_three_takes_one_and_gives_s_lancer_after_two_charges(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([SHIROKO])}
            signi: ["{KOALALA}"]
            ener: ["{BUFFALO}", "{BUFFALO}"]
            deck: {[BUFFALO] * 6}
    """)
    game.act(ActionKind.USE_ACTION, SHIROKO, b=1)  # [Ener Charge 3], then one back
    game.choose(BUFFALO)
    assert game.count(0, Zone.ENER) == 4 and game.count(0, Zone.HAND) == 1
    game.end_main()  # three cards were put into the Ener Zone this turn
    game.accept()
    game.pay()
    assert game.game.has_keyword(game.card(KOALALA), KW.S_LANCER)


@encodes("WXDi-CP02-009")
def test_shiroko_with_bond_takes_a_signi_back_from_the_ener_zone(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([SHIROKO])}
            ener: ["{BUFFALO}", "{KOALALA}", "Polygenesis"]
            relationships: ["Sunaookami Shiroko"]
    """)
    game.act(ActionKind.USE_ACTION, SHIROKO, b=2)
    game.pay(BUFFALO)
    assert game.names(0, Zone.HAND) == [KOALALA]  # the SIGNI, not the SPELL


@encodes("WXDi-CP02-027")
def test_hanako_swimsuit_returns_a_signi_takes_abilities_and_with_bond_reveals_one(
    table: Table,
) -> None:
    seven = [HARUKA, *[BUFFALO] * 6]
    game = grown(
        table,
        "Urawa Hanako (Swimsuit)",
        ["Make-Up Work Club", "Urawa Hanako"],
        mine=f"ener: {[SARA] * 5}\n            deck: {[*seven, KOALALA]}\n"
        f"            {bonded('Urawa Hanako (Swimsuit)', True)}",
        theirs=f'signi: ["{KOALALA}", "Servant #"]',
    )
    for _ in range(8):
        answer_all(game)
        if game.decision == DecisionKind.TARGET:
            game.target(KOALALA) if game.can(ActionKind.CHOOSE, KOALALA) else game.first()
        elif game.decision == DecisionKind.CHOOSE:
            game.choose(HARUKA)
    assert game.zone_of(KOALALA, 1) == Zone.HAND
    assert game.game.lost_abilities(game.card("Servant #", 1, Zone.SIGNI))
    assert game.names(0, Zone.HAND) == [HARUKA]


SAKURAKO = "Utazumi Sakurako"  # level 3, 10000


@encodes("WXDi-CP02-051")
def test_sakurako_attacks_again_for_three_blue_archive_ener_and_grows_with_bond(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAKURAKO}", "{SHIZUKO}"]
            ener: ["{HARUKA}", "{HARUKA}", "{KOHARU}", "{BUFFALO}"]
            {bonded(SAKURAKO, True)}
          - life: {[BUFFALO] * 3}
    """)
    assert game.power(SAKURAKO) == 10000 + 5000  # [Bond]: the attack phase began
    assert game.power(SHIZUKO) == 8000  # +2000 only in the opponent's turn
    game.attack(SAKURAKO)
    game.accept()
    sakurako = game.card(SAKURAKO)
    assert not game.downed[sakurako] and game.game.lost_abilities(sakurako)
    assert game.names(0, Zone.ENER) == [BUFFALO]


@encodes("WXDi-CP02-051")
def test_sakurako_in_the_opponents_turn_gives_other_blue_archive_signi_2000(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SAKURAKO}", "{SHIZUKO}", "{BUFFALO}"]
    """)
    assert game.power(SHIZUKO) == 10000 and game.power(SAKURAKO) == 10000
    assert game.power(BUFFALO, 0) == 5000


MINE = "Aomori Mine"  # level 3, 12000


@encodes("WXDi-CP02-053")
def test_mine_gives_10000_at_the_end_of_turn_and_with_bond_returns_a_level_one(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3, left="Hanayo, Zero", right="WXDi-D08-008")}
            signi: ["{MINE}", "{SHIZUKO}"]
            {bonded(MINE, True)}
          - signi: ["{SARA}"]
    """)
    game.act(ActionKind.USE_ACTION, MINE)
    while game.decision != DecisionKind.MAIN:  # which two LRIGs to down
        game.first()
    assert game.zone_of(SARA, 1) == Zone.HAND
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(SHIZUKO) == 8000 + 10000


@encodes("WXDi-CP02-053")
def test_mine_in_the_opponents_turn_takes_an_attackers_abilities(table: Table) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MINE}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["Servant #", "{KOALALA}"]
    """)
    game.attack("Servant #")
    game.target("Servant #")
    assert game.game.lost_abilities(game.card("Servant #", 1, Zone.SIGNI))
    game = table.life_burst(MINE, f'opponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}')
    game.burst()
    assert game.zone_of(KOALALA, 1) == Zone.TRASH


HOSHINO = "Takanashi Hoshino"  # level 3, 12000


@encodes("WXDi-CP02-058")
def test_hoshino_charges_one_or_two_and_vanishes_a_small_signi_after_a_battle(
    table: Table,
) -> None:
    for life, charged in ((2, 2), (3, 1)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{HOSHINO}"]
                life: {[BUFFALO] * life}
              - signi: ["{KOALALA}", "Servant #"]
        """)
        game.end_main()
        assert game.count(0, Zone.ENER) == charged
        game.attack(HOSHINO)  # 12000 against Koalala's 10000
        assert game.zone_of(KOALALA, 1) == Zone.ENER
        assert game.names(1, Zone.ENER) == [KOALALA, "Servant #"]  # 1000: the second


@encodes("WXDi-CP02-058")
def test_hoshino_with_bond_vanishes_a_signi_of_8000_or_more_for_three(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{HOSHINO}"]
            ener: {[BUFFALO] * 3}
            {bonded(HOSHINO, True)}
          - signi: ["{KOALALA}", "{SARA}"]
    """)
    game.play(HOSHINO, 0)
    game.accept()
    game.pay()
    assert game.zone_of(KOALALA, 1) == Zone.ENER and game.zone_of(SARA, 1) == Zone.SIGNI


SERINA = "Sumi Serina"  # level 1, 3000


@encodes("WXDi-CP02-065")
def test_serina_trades_two_blue_archive_ener_for_a_guard_signi_at_the_end_of_turn(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - signi: ["{SERINA}"]
            ener: ["{HARUKA}", "{KOHARU}"]
            trash: ["Servant #", "{BUFFALO}"]
            {bonded(SERINA, True)}
          - hand: ["{KOALALA}"]
    """)
    game.accept()
    assert game.names(0, Zone.HAND) == ["Servant #"]
    game.pass_until(lambda play: play.game.turn_player == 1)
    serina = game.card(SERINA)
    assert not game.game.is_targetable(serina, 1, game.card(KOALALA, 1))  # level 2
    game = table.life_burst(SERINA, f'hand: ["{BUFFALO}"]')
    game.burst()
    hand = game.ids(BUFFALO, 0, Zone.HAND)
    assert len(hand) == 2 and all(game.game.has_keyword(card, KW.GUARD) for card in hand)


MARI = "Iochi Mari"  # level 1, 3000


@encodes("WXDi-CP02-067")
def test_mari_shares_shadow_against_level_one_and_with_bond_takes_a_guard_signi(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - signi: ["{MARI}", "{SHIZUKO}"]
          - hand: ["{SARA}", "{KOALALA}"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    sara, koalala = game.card(SARA, 1), game.card(KOALALA, 1)
    for card in (game.card(MARI), game.card(SHIZUKO)):
        assert not game.game.is_targetable(card, 1, sara)  # level one
        assert game.game.is_targetable(card, 1, koalala)
    game = table(f"""
        players:
          - hand: ["{MARI}", "{HARUKA}", "{KOHARU}", "{BUFFALO}"]
            trash: ["Servant #"]
            {bonded(MARI, True)}
    """)
    game.play(MARI, 0)
    game.accept()
    game.discard(HARUKA)
    assert game.names(0, Zone.HAND) == [BUFFALO, "Servant #"]


KOTAMA = "Otose Kotama"  # level 1, 2000


@encodes("WXDi-CP02-074")
def test_kotama_upped_draws_on_a_blue_archive_top_card(table: Table) -> None:
    for state, top, drawn in (("", HARUKA, 1), ("", BUFFALO, 0), ("(downed)", HARUKA, 0)):
        game = end_of_turn(table, KOTAMA, top, state)
        assert game.count(0, Zone.HAND) == drawn


@encodes("WXDi-CP02-074")
def test_kotama_with_bond_discards_for_a_random_discard(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{KOTAMA}"]
            hand: ["{BUFFALO}"]
            {bonded(KOTAMA, True)}
          - hand: ["{KOALALA}", "{SARA}"]
    """)
    game.end_main()
    game.accept()
    assert game.count(0, Zone.HAND) == 0 and game.count(1, Zone.HAND) == 1


KOYUKI = "Kurosaki Koyuki"  # level 1, 2000


@encodes("WXDi-CP02-075")
def test_koyuki_with_an_all_blue_archive_field_discards_and_with_bond_downs_to_draw(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - signi: ["{KOYUKI}", "{HARUKA}"]
            hand: ["{BUFFALO}"]
            {bonded(KOYUKI, True)}
          - hand: ["{KOALALA}", "{SARA}"]
    """)
    game.end_main()
    answer_all(game)
    assert game.count(1, Zone.HAND) == 1  # one at random
    assert game.downed[game.card(KOYUKI)] and game.count(0, Zone.HAND) == 1  # drew one


MIMORI = "Mizuha Mimori"  # level 1, 2000


@encodes("WXDi-CP02-087")
def test_mimori_with_five_blue_archive_ener_puts_one_onto_the_field(table: Table) -> None:
    for ener, entered in (([HARUKA, KOHARU, SERINA, MARI, KOTAMA], True), ([HARUKA] * 4, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{MIMORI}"]
                ener: {ener}
                {bonded(MIMORI, True)}
              - hand: ["{SARA}", "{KOALALA}"]
        """)
        game.play(MIMORI, 0)
        if entered:
            game.choose(HARUKA)
            if game.decision == DecisionKind.ZONE:
                game.into(1)
        assert (HARUKA in game.names(0, Zone.SIGNI)) is entered
        mimori = game.card(MIMORI)
        assert not game.game.is_targetable(mimori, 1, game.card(SARA, 1))  # a 5000 SIGNI
        assert game.game.is_targetable(mimori, 1, game.card(KOALALA, 1))  # 10000


@encodes("WXDi-CP02-087")
def test_mimori_life_burst_charges_two_and_takes_a_signi(table: Table) -> None:
    game = table.life_burst(MIMORI, f'deck: ["{KOALALA}", "{BUFFALO}"]')
    game.burst()
    game.choose(KOALALA)
    assert game.names(0, Zone.HAND) == [KOALALA]


KAHO = "Kuwakami Kaho"  # level 3, 12000


@encodes("WXDi-CP02-092")
def test_kaho_charges_a_revealed_blue_archive_card_and_with_bond_gets_s_lancer(
    table: Table,
) -> None:
    for top, charged in ((HARUKA, 1), (BUFFALO, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KAHO}"]
                deck: ["{top}", "{BUFFALO}"]
        """)
        game.end_main()
        assert game.count(0, Zone.ENER) == charged
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{KAHO}"]
            ener: ["{BUFFALO}", "{BUFFALO}", "{SARA}"]
            {bonded(KAHO, True)}
    """)
    game.play(KAHO, 0)
    game.accept()
    game.pay()
    assert game.power(KAHO) == 22000 and game.game.has_keyword(game.card(KAHO), KW.S_LANCER)
    game = table.life_burst(KAHO, f'opponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}')
    game.burst()
    assert game.zone_of(KOALALA, 1) == Zone.ENER


KAYOKO = "Onikata Kayoko"  # level 1, 2000


@encodes("WXDi-CP02-094")
def test_kayoko_attacking_after_a_blue_archive_mill_gives_minus_2000(table: Table) -> None:
    for milled, minus in ((HARUKA, 2000), (BUFFALO, 0)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{KAYOKO}"]
                hand: ["Igusa Haruka"]
                deck: ["{milled}", "{milled}", "{milled}", "{BUFFALO}"]
              - signi: ["{KOALALA}"]
        """)
        game.play(HARUKA, 1)  # its [Enter] mills three
        game.end_main()
        game.attack(KAYOKO)
        assert game.power(KOALALA, 1) == 10000 - minus


@encodes("WXDi-CP02-094")
def test_kayoko_with_bond_gives_minus_2000_as_the_attack_phase_begins(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{KAYOKO}"]
            {bonded(KAYOKO, True)}
          - signi: ["{KOALALA}"]
    """)
    game.end_main()
    assert game.power(KOALALA, 1) == 8000


JUNKO = "Akashi Junko"  # level 2, 8000


@encodes("WXDi-CP02-099")
def test_junko_trashes_itself_and_a_blue_archive_ener_for_minus_5000(table: Table) -> None:
    game = table(f"""
        players:
          - signi: ["{JUNKO}"]
            ener: ["{HARUKA}", "{BUFFALO}"]
            {bonded(JUNKO, True)}
          - signi: ["{KOALALA}"]
    """)
    assert game.power(JUNKO) == 12000
    game.action(JUNKO)
    assert game.power(KOALALA, 1) == 5000
    assert sorted(game.names(0, Zone.TRASH)) == sorted([JUNKO, HARUKA])
    game = table.life_burst(
        JUNKO,
        f'hand: ["{BUFFALO}"]\n'
        f'opponent: {{lrig: {{center: {LIZE3}}}, signi: ["{ATHENA}", ~, "Servant #"]}}',
    )
    game.burst()
    game.accept()
    game.target(ATHENA)
    assert game.zone_of(ATHENA, 1) == Zone.ENER  # 12000 - 12000


HIBIKI = "Nekozuka Hibiki"  # level 3, 12000


@encodes("WXDi-CP02-055")
def test_hibiki_makes_the_opponent_discard_and_with_bond_gives_minus_10000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{HIBIKI}", "{HARUKA}", "{KOHARU}"]
            {bonded(HIBIKI, True)}
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
            hand: ["{KOALALA}", "{SARA}", "{BUFFALO}"]
            life: ["{BUFFALO}"]
    """)
    game.play(HIBIKI, 0)
    game.accept()
    game.discard(HARUKA)  # and Koharu, the other <<Blue Archive>> card
    assert game.power(ATHENA, 1) == 2000
    game.end_main()  # every SIGNI of the field is <<Blue Archive>>: one discard
    game.pass_until(lambda play: play.decision == DecisionKind.DISCARD)
    game.first()
    assert game.count(1, Zone.HAND) == 2
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, HIBIKI))
    game.attack(HIBIKI)  # a <<Blue Archive>> card was discarded this turn: one more
    game.pass_until(lambda play: play.decision == DecisionKind.DISCARD)
    game.first()
    assert game.count(1, Zone.HAND) == 1


HASUMI = "Hanekawa Hasumi"  # level 2, 8000


@encodes("WXDi-CP02-071")
def test_hasumi_beside_a_blue_archive_signi_sends_what_it_vanishes_to_the_trash(
    table: Table,
) -> None:
    for beside, zone in ((HARUKA, Zone.TRASH), (BUFFALO, Zone.ENER)):
        game = table(f"""
            phase: attack
            players:
              - signi: ["{HASUMI}", "{beside}"]
                {bonded(HASUMI, True)}
              - signi: ["{SARA}"]
        """)
        assert game.power(HASUMI) == 12000
        game.attack(HASUMI)
        assert game.zone_of(SARA, 1) == zone
    game = table.life_burst(HASUMI, f'deck: ["{KOALALA}", "{BUFFALO}", "{BUFFALO}"]')
    game.burst()
    game.choose(KOALALA)
    game.mode(0)  # to the hand (1: onto the field)
    assert game.names(0, Zone.HAND) == [KOALALA]


MOMOI = "Saiba Momoi"  # level 2, 8000
MIDORI = "Saiba Midori"  # level 2, 5000


@encodes("WXDi-CP02-080")
def test_momoi_discards_for_a_discard_or_beside_midori_a_random_one(table: Table) -> None:
    for mode in (0, 1):
        game = table(f"""
            players:
              - signi: ["{MOMOI}", "{MIDORI}"]
                hand: ["{BUFFALO}"]
                {bonded(MOMOI, True)}
              - hand: ["{KOALALA}", "{SARA}"]
        """)
        assert game.power(MOMOI) == 12000
        game.end_main()
        while game.decision != DecisionKind.MODE:
            answer_all(game) if game.decision != DecisionKind.CHOOSE else game.first()
        game.mode(mode)
        if game.decision == DecisionKind.DISCARD:
            game.first()
        assert game.count(1, Zone.HAND) == 1
    game = table.life_burst(MOMOI, 'opponent: {hand: ["Polygenesis"]}')
    game.burst()
    servant = game.card("Servant #", 1, Zone.SIGNI)
    assert game.downed[servant] and game.frozen[servant] and game.count(1, Zone.HAND) == 0


@encodes("WXDi-CP02-081")
def test_midori_after_a_blue_archive_discard_draws_or_beside_momoi_loots(
    table: Table,
) -> None:
    for mode, hand in ((0, 1), (1, 1)):
        game = table(f"""
            players:
              - signi: ["{MIDORI}", "{MOMOI}"]
                hand: ["{HARUKA}"]
                {bonded(MIDORI, True)}
        """)
        game.game.discard(game.card(HARUKA))
        game.end_main()
        while game.decision != DecisionKind.MODE:
            answer_all(game) if game.decision != DecisionKind.CHOOSE else game.first()
        game.mode(mode)
        while game.decision == DecisionKind.DISCARD:
            game.first()
        assert game.count(0, Zone.HAND) >= hand


NOA = "Ushio Noa"  # level 3, 10000


@encodes("WXDi-CP02-082")
def test_noa_gives_minus_3000_when_a_blue_archive_card_is_discarded_in_its_turn(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NOA}"]
            hand: ["{HIBIKI}", "{HARUKA}", "{KOHARU}"]
            {bonded(HIBIKI, True)}
          - signi: ["{KOALALA}", "{ATHENA}"]
            lrig: {lrigs(LIZE3)}
    """)
    game.play(HIBIKI, 1)
    game.accept()
    game.discard(HARUKA)  # Hibiki's Bond cost: two <<Blue Archive>> cards discarded
    game.target(ATHENA)  # Hibiki's --10000
    game.target(KOALALA)  # Noa's --3000, once this turn
    assert game.power(ATHENA, 1) == 2000 and game.power(KOALALA, 1) == 7000


@encodes("WXDi-CP02-082")
def test_noa_with_bond_draws_when_a_blue_archive_card_is_discarded_in_their_turn(
    table: Table,
) -> None:
    game = table(f"""
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NOA}"]
            hand: ["{HARUKA}", "{BUFFALO}"]
            {bonded(NOA, True)}
          - lrig: {lrigs(LIZE3)}
            signi: ["{HIBIKI}"]
    """)
    game.end_main()  # Hibiki: player 0 discards a card as the attack phase begins
    game.discard(HARUKA)
    assert sorted(game.names(0, Zone.HAND)) == [BUFFALO, BUFFALO]  # drew one
    game = table.life_burst(NOA)
    game.burst()
    game.mode(0)
    assert game.downed[game.card("Servant #", 1, Zone.SIGNI)]


PINA = "Asahina Pina"  # level 1, 2000


@encodes("WXDi-CP02-085")
def test_pina_grows_with_a_charge_and_then_vanishes_a_small_signi_as_it_attacks(
    table: Table,
) -> None:
    for charged in (True, False):
        game = table(f"""
            phase: ener
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{PINA}", "{HARUKA}"]
                hand: ["{KOALALA}"]
              - signi: ["{KOALALA}", "Servant #"]
        """)
        if charged:
            game.act(ActionKind.ENER_CHARGE, KOALALA)
        game.pass_until(lambda play: play.can(ActionKind.ATTACK, PINA))
        assert game.power(PINA) == (5000 if charged else 2000)
        game.attack(PINA)
        assert (game.zone_of("Servant #", 1) == Zone.ENER) is charged  # 1000


@encodes("WXDi-CP02-005")
def test_general_student_council_reveals_a_student_and_starts_a_relationship(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {EXCEED_4}
            lrig_deck: ["General Student Council"]
            deck: ["{BUFFALO}", "{KAZUSA}", "{HARUKA}", "{KOALALA}"]
            signi: ["{KAZUSA}"]
    """)
    game.use("General Student Council")
    game.choose(KAZUSA)
    while game.decision == DecisionKind.CHOOSE:  # the order of the rest under the deck
        game.first()
    assert game.names(0, Zone.HAND) == [KAZUSA]
    assert game.players[0].relationships == {KAZUSA}
    assert game.power(KAZUSA) == 12000  # the one on the field: its Bond works now


@encodes("WXDi-CP02-026")
def test_hanako_gives_every_signi_5000_until_their_turn_ends_and_takes_a_guard_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        "Urawa Hanako [Want to Break the Rules?]",
        ["Make-Up Work Club", "Urawa Hanako"],
        mine=f'signi: ["{SARA}"]\n            trash: ["Servant #", "{BUFFALO}"]',
    )
    answer_all(game)
    assert game.power(SARA) == 5000 + 5000
    assert game.names(0, Zone.HAND) == ["Servant #"]
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(SARA) == 10000  # until the end of the opponent's next turn


UI = "Kozeki Ui"  # level 2, 5000


@encodes("WXDi-CP02-068")
def test_ui_charges_a_blue_archive_top_card_when_its_effect_returns_a_signi(
    table: Table,
) -> None:
    for top, charged in ((HARUKA, 1), (BUFFALO, 0)):
        game = grown(
            table,
            "Urawa Hanako",
            ["Make-Up Work Club"],
            mine=f'signi: ["{UI}"]\n            deck: ["{top}", "{BUFFALO}"]',
            theirs=f'signi: ["{SARA}"]',
        )
        assert game.zone_of(SARA, 1) == Zone.HAND
        assert game.count(0, Zone.ENER) == charged


TOKI = "Asuma Toki"  # level 2, 5000


@encodes("WXDi-CP02-078")
def test_toki_discards_for_5000_and_a_minus_5000_attack(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TOKI}"]
            hand: ["{HARUKA}"]
            ener: ["{BAPHOMET}"]
          - signi: ["{KOALALA}"]
    """)
    game.action(TOKI)
    assert game.power(TOKI) == 10000
    game.end_main()
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, TOKI))
    game.attack(TOKI)
    game.accept()
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # 10000 - 5000 against 10000


TSUKUYO = "Ono Tsukuyo"  # level 1, 3000


@encodes("WXDi-CP02-084")
def test_tsukuyo_downs_for_4000_and_charges_when_a_life_cloth_is_crushed(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{TSUKUYO}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{HARUKA}", "{BUFFALO}"]
            {bonded(TSUKUYO, True)}
          - lrig: {lrigs(LIZE3)}
            signi: [~, ~, "Servant #"]
    """)
    game.action(TSUKUYO)
    assert game.power(TSUKUYO) == 3000 + 4000 + 4000
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, "Servant #"))
    game.attack("Servant #")
    assert game.names(0, Zone.ENER)[-1:] == [HARUKA]  # revealed, <<Blue Archive>>


MUTSUKI = "Asagi Mutsuki"  # level 2, 5000


@encodes("WXDi-CP02-101")
def test_mutsuki_gives_minus_1000_per_level_of_the_blue_archive_signi_milled(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MUTSUKI}"]
            ener: ["{HARUKA}"]
            deck: ["{KAZUSA}", "{KOHARU}", "{KOALALA}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{ATHENA}"]
    """)
    game.play(MUTSUKI, 0)
    game.accept()
    # Kazusa (level 2) and Koharu (level 1) count; Koalala is no <<Blue Archive>>.
    assert game.power(ATHENA, 1) == 12000 - 3000


ARIS = "Tendou Aris"  # level 3, 10000


@encodes("WXDi-CP02-054")
def test_aris_stores_blue_archive_cards_and_spends_them_for_minus_4000_each(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{ARIS}"]
            hand: ["{HARUKA}"]
            trash: ["{KAZUSA}", "{SHIZUKO}", "{BUFFALO}"]
            {bonded(ARIS, True)}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{ATHENA}"]
            hand: ["{KOALALA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.action(ARIS)
    game.target(KAZUSA, SHIZUKO)
    assert game.names(0, Zone.TRASH) == [BUFFALO, HARUKA]  # the two went under Aris
    game.end_main()
    game.attack(ARIS)
    assert game.power(ATHENA, 1) == 12000 - 8000
    assert sorted(game.names(0, Zone.TRASH)) == sorted([BUFFALO, HARUKA, KAZUSA, SHIZUKO])
    # Nothing in front: it crushes a Life Cloth, and [Bond] makes the opponent discard.
    assert game.count(1, Zone.HAND) == 0


MICHIRU = "Chidori Michiru"  # level 1, 2000
CHISE = "Waraku Chise"  # level 2, 5000


@encodes("WXDi-CP02-086", "WXDi-CP02-090")
def test_michiru_and_chise_vanish_as_the_attack_phase_begins_and_charge_with_bond(
    table: Table,
) -> None:
    for card, charged_by_effect, vanished in (
        (MICHIRU, True, SARA),  # power 5000 or less, after a charge by an effect
        (CHISE, False, KOALALA),  # power 10000 or less, with three <<Blue Archive>> Ener
    ):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left="Foreclosure Task Force")}
                lrig_deck: ["Okusora Ayane"]
                signi: ["{card}"]
                ener: ["{HARUKA}", "{KOHARU}", "{KAZUSA}", "{BUFFALO}"]
                {bonded(card, True)}
              - signi: [~, "{vanished}"]
                life: ["{BUFFALO}", "{BUFFALO}"]
        """)
        if charged_by_effect:
            game.grow("Okusora Ayane")  # its [Enter]: [Ener Charge 2]
        game.end_main()
        game.accept()
        while game.decision in (DecisionKind.PAYMENT, DecisionKind.CHOOSE):  # the cost
            game.first()
        assert game.zone_of(vanished, 1) == Zone.ENER
        ener = game.count(0, Zone.ENER)
        game.pass_until(lambda play, card=card: play.can(ActionKind.ATTACK, card))
        game.attack(card)  # nothing in front: it crushes one; [Bond]: [Ener Charge 1]
        assert game.count(0, Zone.ENER) == ener + 1


SERIKA = "Kuromi Serika"  # level 2, 5000


@encodes("WXDi-CP02-089")
def test_serika_gains_lancer_against_a_small_signi_and_charges_as_it_crushes(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SERIKA}", ~, "{HARUKA}"]
            ener: ["{KOHARU}"]
            {bonded(SERIKA, True)}
          - signi: ["{SARA}", "{KOALALA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    game.end_main()
    game.accept()  # Koharu from the Ener Zone into the trash
    serika = game.card(SERIKA)
    assert game.game.has_keyword(serika, KW.LANCER)  # Sara (5000) is in front
    game.attack(SERIKA)  # vanishes Sara; [Lancer] crushes one; [Bond] charges one
    assert game.count(1, Zone.LIFE) == 1 and game.count(0, Zone.ENER) == 1


AKANE = "Murokasa Akane"  # level 1, 3000


@encodes("WXDi-CP02-073")
def test_akane_draws_one_per_blue_archive_card_discarded_and_with_bond_downs_to_draw(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{AKANE}", "{HARUKA}", "{KOHARU}", "{BUFFALO}"]
            deck: ["{KOALALA}", "{SARA}", "{BUFFALO}"]
            {bonded(AKANE, True)}
    """)
    game.play(AKANE, 0)
    game.discard(HARUKA, KOHARU)
    assert sorted(game.names(0, Zone.HAND)) == sorted([BUFFALO, KOALALA, SARA])
    game.end_main()
    game.accept()
    assert game.downed[game.card(AKANE)] and game.count(0, Zone.HAND) == 4
    game = table.life_burst(AKANE)
    game.burst()
    servant = game.card("Servant #", 1, Zone.SIGNI)
    assert game.frozen[servant] and game.count(0, Zone.HAND) == 1


HIMARI = "Akeboshi Himari"  # level 2, 8000


@encodes("WXDi-CP02-079")
def test_himari_downs_to_make_another_attacker_take_a_card(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{HIMARI}", "{SHIZUKO}"]
            {bonded(HIMARI, True)}
          - hand: ["{KOALALA}", "{SARA}"]
            life: ["{BUFFALO}", "{BUFFALO}"]
    """)
    assert game.power(HIMARI) == 12000
    game.end_main()
    game.accept()  # down Himari: Shizuko gains the [Auto]
    game.attack(SHIZUKO)
    game.pass_until(lambda play: play.decision == DecisionKind.DISCARD, limit=5)
    game.first()
    assert game.count(1, Zone.HAND) == 1


@encodes("WXDi-CP02-079")
def test_himari_life_burst_negates_the_next_attacks_unless_three_discards(
    table: Table,
) -> None:
    game = table.life_burst(
        HIMARI, f'life: ["{BUFFALO}"]\nopponent: {{signi: ["{KOALALA}", ~, "Servant #"]}}'
    )
    game.burst()
    game.target(KOALALA)
    life = game.count(0, Zone.LIFE)
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KOALALA))
    game.attack(KOALALA)  # no three cards to discard: negated
    assert game.count(0, Zone.LIFE) == life


WATER_CLOUD = "Water Cloud"  # level 2, 10000, [Lancer]
CRUSADIE = "Crusadie"  # level 3, 15000


@encodes("WXDi-CP02-TK02A")
def test_water_cloud_vanishes_another_after_a_battle_and_leaves_at_the_opponents_turn_end(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - signi: ["{WATER_CLOUD}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}", "{ATHENA}"]
    """)
    game.attack(WATER_CLOUD)  # battles Sara (5000), in front of it
    assert game.zone_of(SARA, 1) == Zone.ENER
    game.first()  # its [Auto] ability before the [Lancer]
    # Koalala (10000), the only target within reach (Athena: 12000), is taken at once.
    assert game.zone_of(KOALALA, 1) == Zone.ENER
    assert game.zone_of(ATHENA, 1) == Zone.SIGNI
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(WATER_CLOUD) == Zone.SIGNI  # not at the end of its own turn
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert game.zone_of(WATER_CLOUD) == Zone.REMOVED


@encodes("WXDi-CP02-TK03B")
def test_crusadie_trashes_a_signi_as_the_attack_phase_begins_and_as_it_attacks(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{CRUSADIE}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}", "{ATHENA}"]
    """)
    game.end_main()
    game.target(ATHENA)
    assert game.zone_of(ATHENA, 1) == Zone.TRASH
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, CRUSADIE))
    game.attack(CRUSADIE)
    game.target(KOALALA)
    assert game.zone_of(KOALALA, 1) == Zone.TRASH
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(CRUSADIE) == Zone.SIGNI  # not at the end of its own turn
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert game.zone_of(CRUSADIE) == Zone.REMOVED


TSURUGI = "Kenzaki Tsurugi"  # level 3, 12000


@encodes("WXDi-CP02-072")
def test_tsurugi_discards_for_a_guard_signi_and_with_bond_trashes_what_it_battles(
    table: Table,
) -> None:
    # With the Bond, the SIGNI it battles goes to the trash: not vanished, so the [Auto]
    # ability does not trigger (a replaced vanish: en-2021-glossary.txt, "Lancer").
    for related in (True, False):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{TSURUGI}"]
                hand: ["{HARUKA}", "{BAPHOMET}"]
                trash: ["Servant #", "{KOALALA}"]
                {bonded(TSURUGI, related)}
              - signi: ["{SARA}"]
        """)
        game.attack(TSURUGI)
        assert game.zone_of(SARA, 1) == (Zone.TRASH if related else Zone.ENER)
        if related:
            assert game.zone_of("Servant #", 0) == Zone.TRASH
            continue
        game.accept()
        # Only Haruka (<<Blue Archive>>) pays; Servant # is the only SIGNI with a Guard
        # icon.
        assert game.zone_of(HARUKA) == Zone.TRASH and game.zone_of(BAPHOMET) == Zone.HAND
        assert game.zone_of("Servant #", 0) == Zone.HAND
    game = table.life_burst(TSURUGI)
    game.burst()
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


JURI = "Ushimaki Juri"  # level 1, 3000


@encodes("WXDi-CP02-095")
def test_juri_moves_a_signi_and_gives_minus_3000_and_with_bond_minus_2000(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{JURI}"]
            ener: ["{HARUKA}", "{BUFFALO}"]
            {bonded(JURI, True)}
          - signi: ["{KOALALA}", ~, ~]
    """)
    game.play(JURI, 0)
    game.accept()  # pay: Haruka is the only <<Blue Archive>> card of the Ener Zone
    assert game.zone_of(HARUKA) == Zone.TRASH
    game.accept()  # move it
    game.first()
    assert game.names(1, Zone.SIGNI)[0] == ""
    assert game.power(KOALALA, 1) == 10000 - 3000
    game.end_main()  # the Bond's -2000
    assert game.power(KOALALA, 1) == 10000 - 3000 - 2000


AKO = "Amau Ako"  # level 3, 10000, black <<Blue Archive>>


@encodes("WXDi-CP02-102")
def test_ako_mills_five_once_a_turn_as_another_blue_archive_signi_attacks(table: Table) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{AKO}", "{HARUKA}", "{KAZUSA}"]
          - lrig: {lrigs(LIZE3)}
            deck: {[BUFFALO] * 12}
            life: {[BUFFALO] * 3}
    """)
    game.attack(AKO)  # itself: nothing
    assert game.count(1, Zone.TRASH) == 0
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, HARUKA))
    game.attack(HARUKA)
    assert game.count(1, Zone.TRASH) == 5
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KAZUSA))
    game.attack(KAZUSA)
    assert game.count(1, Zone.TRASH) == 5  # once per turn


@encodes("WXDi-CP02-102")
def test_ako_with_bond_trashes_a_signi_brought_to_0_power(table: Table) -> None:
    for related, zone in ((True, Zone.TRASH), (False, Zone.ENER)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3, left=["Prefect Team"])}
                lrig_deck: ["Shiromi Iori"]
                hand: ["{AKO}"]
                ener: ["{BAPHOMET}", "{BUFFALO}"]
                {bonded(AKO, related)}
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}"]
        """)
        game.play(AKO, 0)
        if related:
            game.accept()
            game.pay()
        game.grow("Shiromi Iori")  # Sara (5000) gets --8000: vanished by the rules
        assert game.zone_of(SARA, 1) == zone


@encodes("WXDi-CP02-102")
def test_ako_life_burst_takes_a_signi_without_a_guard_icon(table: Table) -> None:
    game = table.life_burst(AKO, f'trash: ["Servant #", "{KOALALA}"]')
    game.burst()
    game.mode(0)  # to the hand (1: onto the field)
    assert game.zone_of(KOALALA, 0) == Zone.HAND


MASHIRO = "Shizuyama Mashiro"  # level 1, 3000


@encodes("WXDi-CP02-066")
def test_mashiro_has_another_blue_archive_signi_trash_what_it_battles(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MASHIRO}", "{KAZUSA}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}", "{HARUKA}"]
    """)
    game.end_main()  # Kazusa, the only other <<Blue Archive>> SIGNI, is the target
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KAZUSA))
    game.attack(KAZUSA)  # 8000 against Koalala (10000): nothing
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, BUFFALO))
    game.attack(BUFFALO)  # 5000 against Haruka (2000): not Kazusa's battle
    assert game.zone_of(HARUKA, 1) == Zone.ENER
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MASHIRO}", "{KAZUSA}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{HARUKA}", "{SARA}"]
    """)
    game.end_main()
    game.pass_until(lambda play: play.can(ActionKind.ATTACK, KAZUSA))
    game.attack(KAZUSA)  # against Sara (5000)
    assert game.zone_of(SARA, 1) == Zone.TRASH


@encodes("WXDi-CP02-066")
def test_mashiro_with_bond_discards_two_blue_archive_cards_for_a_guard_signi(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - hand: ["{MASHIRO}", "{HARUKA}", "{SHIZUKO}", "{BUFFALO}"]
            trash: ["Servant #", "{KOALALA}"]
            {bonded(MASHIRO, True)}
    """)
    game.play(MASHIRO, 0)
    game.accept()
    game.discard(HARUKA)  # then Shizuko, the other <<Blue Archive>> card (not the Buffalo)
    assert game.zone_of(HARUKA) == Zone.TRASH and game.zone_of(SHIZUKO) == Zone.TRASH
    assert sorted(game.names(0, Zone.HAND)) == sorted(["Servant #", BUFFALO])


TASMANIAN = "Tasmanian, Phantom Terra Beast"  # a <<Terra Beast>> like Koalala


@encodes("WXDi-CP02-025")
def test_hifumi_adds_a_signi_and_one_sharing_its_class_to_the_hand(table: Table) -> None:
    game = grown(
        table,
        "Ajitani Hifumi",
        ["Make-Up Work Club"],
        mine=f'deck: ["{KOALALA}", "{BUFFALO}", "{TASMANIAN}", "Servant #", "Servant #"]',
    )
    game.choose(KOALALA)
    assert not any(BUFFALO in option for option in game.options())  # an <<Aquatic Beast>>
    game.choose(TASMANIAN)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, TASMANIAN]
    assert game.count(0, Zone.DECK) == 3


@encodes("WXDi-CP02-062")
def test_haruna_weakens_at_the_attack_phase_doubled_with_bond_and_mills_with_ten(
    table: Table,
) -> None:
    haruna, yuzu = "Kurodate Haruna", "Hanaoka Yuzu"  # Yuzu: a vanilla <<Blue Archive>>
    for related, in_trash in ((True, 5), (False, 10)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{haruna}"]
                ener: ["{SARA}"]
                trash: {[yuzu] * in_trash}
                {bonded(haruna, related)}
              - signi: ["{KOALALA}", ~, ~]
        """)
        game.play(haruna, 0)
        answer_all(game)  # with the relationship: pay black for the doubling
        game.end_main()  # the attack phase begins: --5000 to Koalala
        answer_all(game)
        if related:  # --5000 doubled: Koalala's 10000 is gone
            assert game.zone_of(KOALALA, 1) == Zone.ENER and game.count(1, Zone.TRASH) == 0
        else:  # ten <<Blue Archive>> cards: three of the opponent's deck milled too
            assert game.power(KOALALA, 1) == 5000 and game.count(1, Zone.TRASH) == 3


MIKA = "Misono Mika"


def mika(table: Table, life: int, related: bool = False) -> Play:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MIKA}", "{HARUKA}"]
            hand: ["{BUFFALO}"]
            life: {[BUFFALO] * (7 - life)}  # your own Life Cloth count for nothing
            {bonded(MIKA, related)}
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}", "{KOALALA}"]
            life: {[BUFFALO] * life}
    """)
    game.end_main()
    game.accept()  # discard a card
    return game


@encodes("WXDi-CP02-052")
def test_mika_returns_an_8000_or_less_signi_against_three_life_cloth(table: Table) -> None:
    game = mika(table, 3)
    game.mode(0)
    assert game.zone_of(SARA, 1) == Zone.HAND and game.count(0, Zone.HAND) == 0


@encodes("WXDi-CP02-052")
def test_mika_trashes_an_8000_or_less_signi_against_four_life_cloth(table: Table) -> None:
    game = mika(table, 4)
    game.mode(1)
    assert game.zone_of(SARA, 1) == Zone.TRASH and game.zone_of(KOALALA, 1) == Zone.SIGNI


def test_mika_mode_whose_life_cloth_condition_fails_does_nothing(table: Table) -> None:
    game = mika(table, 4)
    game.mode(0)  # four Life Cloth: no return
    assert game.zone_of(SARA, 1) == Zone.SIGNI and game.count(0, Zone.HAND) == 0


def test_mika_does_nothing_with_a_signi_that_is_not_blue_archive(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MIKA}", "{KOALALA}"]
            hand: ["{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}"]
    """)
    game.end_main()
    assert game.decision != DecisionKind.OPTIONAL and game.count(0, Zone.HAND) == 1


@encodes("WXDi-CP02-052")
def test_mika_with_bond_enters_to_strip_an_opposing_signi_of_its_abilities(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{MIKA}"]
            {bonded(MIKA, True)}
          - lrig: {lrigs(LIZE3)}
            signi: ["{SARA}"]
    """)
    game.play(MIKA, 0)
    assert game.game.lost_abilities(game.card(SARA, 1))


IZUNA = "Kuda Izuna"  # level 3, 10000


@encodes("WXDi-CP02-057")
def test_izuna_puts_a_blue_archive_card_into_the_ener_to_take_another(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{IZUNA}", "{HARUKA}"]
            ener: ["{KAZUSA}"]
    """)
    game.play(IZUNA, 0)
    game.accept()  # Haruka, the one <<Blue Archive>> card of the hand, into the Ener Zone
    game.target(KAZUSA)
    assert game.names(0, Zone.HAND) == [KAZUSA]
    assert game.names(0, Zone.ENER) == [HARUKA]


@encodes("WXDi-CP02-057")
def test_izuna_trashes_two_blue_archive_ener_for_assassin_against_12000_or_more(
    table: Table,
) -> None:
    for facing, assassin in ((ATHENA, True), (KOALALA, False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{IZUNA}"]
                ener: ["{HARUKA}", "{KAZUSA}", "{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{facing}", "{SARA}"]
        """)
        game.action(IZUNA)
        assert game.names(0, Zone.TRASH) == [HARUKA, KAZUSA]
        assert game.has_keyword(game.card(IZUNA), KW.ASSASSIN) is assassin


@encodes("WXDi-CP02-057")
def test_izuna_with_bond_comes_from_the_ener_zone_onto_the_field(table: Table) -> None:
    for related in (False, True):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                ener: ["{IZUNA}"]
                {bonded(IZUNA, related)}
        """)
        assert game.can(ActionKind.USE_ACTION, IZUNA) is related
    game.action(IZUNA)
    game.into(0)
    assert game.zone_of(IZUNA) == Zone.SIGNI


KAEDE = "Isami Kaede"  # level 1, 3000


@encodes("WXDi-CP02-083")
def test_kaede_puts_a_blue_archive_card_into_the_ener_to_boost_another(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{KAEDE}", "{HARUKA}"]
            signi: ["{KAZUSA}", "{SARA}"]
    """)
    game.play(KAEDE, 2)
    game.accept()  # Haruka into the Ener Zone; Kazusa, the other <<Blue Archive>> SIGNI
    assert game.names(0, Zone.ENER) == [HARUKA]
    assert game.power(KAZUSA) == 8000 + 3000
    assert game.power(KAEDE) == 3000 and game.power(SARA) == 5000


@encodes("WXDi-CP02-083", "WXDi-CP02-091")
def test_kaede_and_tsubaki_with_bond_have_shadow_against_8000_or_less(table: Table) -> None:
    for student in (KAEDE, TSUBAKI):
        for related in (True, False):
            game = table(f"""
                players:
                  - signi: ["{student}"]
                    {bonded(student, related)}
                  - hand: ["{SARA}", "{ATHENA}"]
                    lrig: {lrigs(LIZE3)}
            """)
            card = game.card(student)
            assert game.game.is_targetable(card, 1, game.card(SARA, 1)) is not related
            assert game.game.is_targetable(card, 1, game.card(ATHENA, 1))  # 12000


@encodes("WXDi-CP02-083")
def test_kaede_life_burst_charges_and_stops_the_next_signi_damage(table: Table) -> None:
    game = table.life_burst(KAEDE)
    game.burst()
    assert game.count(0, Zone.ENER) == 2  # the charge, and the crushed card after its burst
    (shield,) = [shield for shield in game.game.damage_shields if shield.player == 0]
    assert shield.times == 1 and shield.from_source is not None
    assert shield.from_source(game.card("Servant #", 1, Zone.SIGNI))
    assert not shield.from_source(game.card(LIZE[-1], 1))  # not the opponent's LRIG


TSUBAKI = "Kasuga Tsubaki"  # level 2, 8000


@encodes("WXDi-CP02-091")
def test_tsubaki_puts_a_blue_archive_card_into_the_ener_for_4000(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{TSUBAKI}", "{HARUKA}"]
    """)
    game.play(TSUBAKI, 0)
    game.accept()
    assert game.names(0, Zone.ENER) == [HARUKA]
    assert game.power(TSUBAKI) == 8000 + 4000


@encodes("WXDi-CP02-091")
def test_tsubaki_life_burst_charges_then_puts_a_blue_archive_signi_onto_the_field(
    table: Table,
) -> None:
    game = table.life_burst(TSUBAKI, f'deck: ["{HARUKA}", "{BUFFALO}"]')
    game.burst()
    game.target(HARUKA)  # charged, then taken from the Ener Zone
    game.mode(1)  # onto the field
    game.into(0)
    assert game.zone_of(HARUKA) == Zone.SIGNI


FUUKA = "Aikiyo Fuuka"  # level 2, 8000


@encodes("WXDi-CP02-100")
def test_fuuka_returns_a_blue_archive_card_to_the_deck_to_boost(table: Table) -> None:
    game = table(f"""
        players:
          - hand: ["{FUUKA}"]
            signi: ["{KAZUSA}"]
            trash: ["{HARUKA}", "{SARA}"]
    """)
    game.play(FUUKA, 1)
    game.accept()  # Haruka, the one <<Blue Archive>> card of the trash, to the bottom
    game.target(KAZUSA)
    assert game.names(0, Zone.TRASH) == [SARA]
    assert game.names(0, Zone.DECK)[0] == HARUKA  # bottom first
    assert game.power(KAZUSA) == 8000 + 2000


@encodes("WXDi-CP02-100")
def test_fuuka_with_bond_mills_two_of_the_opponent_and_its_life_burst(table: Table) -> None:
    for related, milled in ((True, 2), (False, 0)):
        game = table(f"""
            players:
              - signi: ["{FUUKA}"]
                {bonded(FUUKA, related)}
        """)
        game.end_main()
        assert game.count(1, Zone.TRASH) == milled
    game = table.life_burst(FUUKA, f'trash: ["{SARA}"]')
    game.burst()
    assert game.names(0, Zone.HAND) == [SARA]


IROHA = "Natsume Iroha"  # level 3, 10000
TORAMARU = "Toramaru"


@encodes("WXDi-CP02-TK03A")
def test_toramaru_under_iroha_powers_her_up_and_weakens_two_as_the_attack_phase_begins(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{IROHA}", "{TORAMARU}"]
          - signi: ["{SARA}", "{KOALALA}", "{HARUKA}"]
    """)
    assert game.game.put_under_signi(game.card(TORAMARU), game.card(IROHA))
    assert game.power(IROHA) == 10000 + 5000
    game.end_main()
    game.target(SARA, KOALALA)
    assert game.power(SARA, 1) == 5000 - 3000
    assert game.power(KOALALA, 1) == 10000 - 3000
    assert game.power(HARUKA, 1) == 2000


@encodes("WXDi-CP02-TK03A")
def test_toramaru_under_another_signi_gives_nothing(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{KAZUSA}", "{TORAMARU}"]
          - signi: ["{SARA}"]
    """)
    assert game.game.put_under_signi(game.card(TORAMARU), game.card(KAZUSA))
    assert game.power(KAZUSA) == 8000
    game.end_main()
    assert game.power(SARA, 1) == 5000


@encodes("WXDi-CP02-046")
def test_hinomiya_chinatsu_adds_two_signi_that_share_a_class(table: Table) -> None:
    mill_two_add_two_sharing_a_class(table, "Hinomiya Chinatsu", ["Prefect Team"])


@encodes("WXDi-CP02-035")
def test_karin_target_removal_sends_a_signi_under_the_deck_and_with_bond_loots(
    table: Table,
) -> None:
    for strong, related in ((ATHENA, True), (SARA, False)):
        game = grown(
            table,
            "Kakudate Karin [Target Removal]",
            ["C&C", "Kakudate Karin"],
            mine=f'ener: {[BUFFALO] * 3}\n            hand: ["{HARUKA}"]\n'
            f"            {bonded('Kakudate Karin', related)}",
            theirs=f'signi: ["{strong}"]\n            hand: {[BUFFALO] * 2}',
        )
        answer_all(game)
        assert game.names(1, Zone.DECK)[0] == strong  # the bottom
        # Athena had 12000 power, under 15000: no discard for the opponent either way.
        assert game.count(1, Zone.HAND) == 2
        # With the relationship, Haruka (<<Blue Archive>>) is discarded for two cards.
        assert game.count(0, Zone.HAND) == (2 if related else 1)


@encodes("WXDi-CP02-035")
def test_karin_target_removal_makes_the_opponent_discard_for_a_15000_power_signi(
    table: Table,
) -> None:
    game = grown(
        table,
        "Kakudate Karin [Target Removal]",
        ["C&C", "Kakudate Karin"],
        mine=f"ener: {[BUFFALO] * 3}",
        theirs=f'signi: ["{TORAMARU}"]\n            hand: {[BUFFALO] * 2}',
    )
    answer_all(game)
    assert game.names(1, Zone.DECK)[0] == TORAMARU
    assert game.count(1, Zone.HAND) == 1  # 15000 power: one card discarded


@encodes("WXDi-CP02-043")
def test_nonomi_swimsuit_vanishes_now_and_at_the_end_of_turn_and_with_bond_takes_a_card(
    table: Table,
) -> None:
    game = grown(
        table,
        "Izayoi Nonomi (Swimsuit)",
        ["Foreclosure Task Force", "Izayoi Nonomi"],
        mine=f'ener: {[BUFFALO] * 5}\n            deck: ["{HARUKA}", "{BUFFALO}"]\n'
        f"            {bonded('Izayoi Nonomi (Swimsuit)', True)}",
        theirs=f'signi: ["{ATHENA}", "{KOALALA}"]',
    )
    answer_all(game)  # the first [Enter] ability first
    game.target(ATHENA)
    answer_all(game)  # the second: its cost paid; Koalala is the only target left
    answer_all(game)
    game.choose(HARUKA)  # charged by the Bond ability, then taken back
    assert game.names(0, Zone.HAND) == [HARUKA]
    assert game.zone_of(ATHENA, 1) == Zone.ENER and game.zone_of(KOALALA, 1) == Zone.SIGNI
    game.end_main()
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.zone_of(KOALALA, 1) == Zone.ENER  # vanished as the turn ended


NAGISA = "Kirifuji Nagisa"  # level 2, 8000, white


@encodes("WXDi-CP02-070")
def test_nagisa_gives_4000_to_the_weakest_other_blue_archive_signi_as_the_turn_ends(
    table: Table,
) -> None:
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{NAGISA}", "{KAZUSA}", "{SUZUMI}"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.power(SUZUMI) == 2000 + 4000  # it lasts into the opponent's turn
    assert game.power(KAZUSA) == 8000 and game.power(NAGISA) == 8000


@encodes("WXDi-CP02-070")
def test_nagisa_with_bond_takes_a_guard_signi_back_for_two_blue_archive_cards(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{NAGISA}", "{HARUKA}", "{SUZUMI}"]
            trash: ["{SERINA}", "{KAZUSA}"]
            relationships: ["{NAGISA}"]
    """)
    game.play(NAGISA, 0)
    game.accept()
    game.discard(HARUKA)  # Suzumi, the last one, goes with it
    assert game.names(0, Zone.HAND) == [SERINA]  # the only SIGNI with a [Guard] icon
    assert game.zone_of(HARUKA) == Zone.TRASH and game.zone_of(SUZUMI) == Zone.TRASH


@encodes("WXDi-CP02-070")
def test_nagisa_life_burst_stops_an_attack_and_draws(table: Table) -> None:
    game = table.life_burst(NAGISA)
    game.burst()
    assert game.game.has_keyword(game.card("Servant #", 1, Zone.SIGNI), KW.CANT_ATTACK)
    assert game.count(0, Zone.HAND) == 1


ARU = "Rikuhachima Aru"  # level 3, 12000, black


@encodes("WXDi-CP02-060")
def test_aru_pays_black_for_minus_1000_per_blue_archive_card_in_the_trash(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: [~, ~, "{ARU}"]
            ener: ["{BAPHOMET}"]
            trash: ["{HARUKA}", "{SUZUMI}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}"]
            life: {[BUFFALO] * 3}
    """)
    game.attack(ARU)
    game.accept()  # Baphomet paid; Koalala the only target
    assert game.power(KOALALA, 1) == 10000 - 2000  # Haruka and Suzumi
    assert game.count(0, Zone.ENER) == 0


@encodes("WXDi-CP02-060")
def test_aru_mills_three_and_discards_the_hand_when_their_levels_are_the_same(
    table: Table,
) -> None:
    for milled, same in (([SARA, HARUKA, SUZUMI], True), ([SARA, KOALALA, HARUKA], False)):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{ARU}", "{BUFFALO}", "{BAPHOMET}"]
                deck: {[*milled, BUFFALO]}
        """)
        game.play(ARU, 0)
        assert game.count(0, Zone.TRASH) == (5 if same else 3)
        assert game.count(0, Zone.HAND) == (0 if same else 2)


@encodes("WXDi-CP02-060")
def test_aru_with_bond_has_shadow_against_level_two_or_less_signi(table: Table) -> None:
    for related in (True, False):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{ARU}"]
                {bonded(ARU, related)}
              - lrig: {lrigs(LIZE3)}
                signi: ["{SARA}", "{ATHENA}"]
        """)
        aru = game.card(ARU, 0)
        assert game.is_targetable(aru, 1, game.card(SARA, 1)) is not related
        assert game.is_targetable(aru, 1, game.card(ATHENA, 1))


ASUNA_ON_MY_WAY = "Ichinose Asuna [On My Way!]"


@encodes("WXDi-CP02-033")
def test_asuna_on_my_way_negates_an_attack_by_the_level_of_the_revealed_card(
    table: Table,
) -> None:
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3, left=["C&C", "Ichinose Asuna"])}
            lrig_deck: ["{ASUNA_ON_MY_WAY}"]
            ener: ["{BUFFALO}"]
            deck: ["{SARA}", "{BUFFALO}", "{KOALALA}", "{KOALALA}"]
            life: {[BUFFALO] * 3}
          - lrig: {lrigs(LIZE3)}
            signi: ["{HARUKA}", "{KOALALA}"]
    """)
    game.grow(ASUNA_ON_MY_WAY)  # its grow cost paid: no Ener left for the second [Enter]
    while game.decision in (DecisionKind.TRIGGER_ORDER, DecisionKind.OPTIONAL):
        game.first() if game.decision == DecisionKind.TRIGGER_ORDER else game.decline()
    game.attack(HARUKA)  # level one: Sara, level one, revealed
    assert game.zone_of(SARA, 0) == Zone.TRASH
    assert game.count(0, Zone.LIFE) == 3  # negated
    game.attack(KOALALA)  # level two: a Buffalo, level one, revealed
    assert game.count(0, Zone.LIFE) == 2
    assert game.count(0, Zone.TRASH) == 3  # the paid Buffalo, Sara and a revealed Buffalo


@encodes("WXDi-CP02-033")
def test_asuna_on_my_way_pays_blue_to_reorder_five_and_with_bond_loots(table: Table) -> None:
    game = grown(
        table,
        ASUNA_ON_MY_WAY,
        ["C&C", "Ichinose Asuna"],
        mine=f'ener: {[BUFFALO] * 2}\n            hand: ["{HARUKA}"]\n'
        f"            deck: {[SARA, KOALALA, BUFFALO, SUZUMI, KAZUSA]}\n"
        f"            {bonded('Ichinose Asuna', True)}",
    )
    for _ in range(20):
        if game.decision in (DecisionKind.TRIGGER_ORDER, DecisionKind.OPTIONAL):
            answer_all(game)
        elif game.decision == DecisionKind.MAIN:
            break
        else:
            game.game.apply_action(game.game.legal_actions()[0])
    assert game.zone_of(HARUKA) == Zone.TRASH  # discarded for the Bond ability
    assert game.count(0, Zone.HAND) == 2
    assert game.count(0, Zone.ENER) == 0  # the grow cost and the blue paid


HINA = "Sorasaki Hina [Denouement: Ishbosheth]"


@encodes("WXDi-CP02-010")
def test_hina_gives_minus_3000_to_every_opposing_signi_when_three_are_milled(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([HINA])}
            hand: ["{HARUKA}"]
            deck: {[BUFFALO] * 5}
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{ATHENA}"]
    """)
    game.play(HARUKA, 0)  # its [Enter]: the top three cards of the deck into the trash
    assert game.power(KOALALA, 1) == 10000 - 3000
    assert game.power(ATHENA, 1) == 12000 - 3000


@encodes("WXDi-CP02-010")
def test_hina_revives_two_signi_of_different_levels_and_with_bond_one_more(
    table: Table,
) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs([HINA])}
            trash: ["{SARA}", "{KAZUSA}", "{HARUKA}"]
            ener: {[BUFFALO] * 2}
            {bonded("Sorasaki Hina", True)}
    """)
    game.act(ActionKind.USE_ACTION, HINA, b=1)
    game.target(SARA)  # Kazusa, level two, the one SIGNI of another level: its partner
    game.into(0)
    game.into(1)
    assert game.zone_of(SARA) == Zone.SIGNI and game.zone_of(KAZUSA) == Zone.SIGNI
    game.act(ActionKind.USE_ACTION, HINA, b=2)  # paid with the two Buffalos
    game.target(HARUKA)  # into the last empty SIGNI zone
    assert game.zone_of(HARUKA) == Zone.SIGNI
    assert game.count(0, Zone.ENER) == 0
