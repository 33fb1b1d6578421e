"""The terms of vocab-21 (round 27) and the rules they follow.

- `for_each` on a target or choice: "up to one target SIGNI for every blue LRIG on your
  field", the number read as the cards are chosen.
"""

from __future__ import annotations

from deckcheck.engine import DecisionKind, Zone
from tests.carddb.scenes import BUFFALO, KOALALA
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, lrigs

KANALOA = "Kanaloa, Azure Angel"  # [Enter]: freeze up to one for each blue LRIG

# ------------------------------------------------------------------ a number per quantity


def test_targets_for_each_of_none_choose_nothing(table: Table) -> None:
    # en-2021-glossary.txt, "Target": up to N targets may be fewer; with N zero (no blue
    # LRIG) there is no choice to make.
    game = table(f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{KANALOA}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(KANALOA, 1)
    assert game.decision == DecisionKind.MAIN
    assert not game.game.frozen[game.card(KOALALA, 1)]


def test_targets_for_each_are_counted_as_they_are_chosen(table: Table) -> None:
    # One blue LRIG: one target at most, the choice stops after it.
    game = table(f"""
        players:
          - lrig: {lrigs(AT, left="Piruluk")}
            hand: ["{KANALOA}"]
          - signi: ["{KOALALA}", "{BUFFALO}"]
    """)
    game.play(KANALOA, 1)
    game.target(KOALALA)
    assert game.decision == DecisionKind.MAIN
    assert game.game.frozen[game.card(KOALALA, 1)]
    assert not game.game.frozen[game.card(BUFFALO, 1, Zone.SIGNI)]


# ------------------------------------------------------------------ coin gain limits

TAKE_OFF = "Take Off! WIXOSS Robo!"  # five coins if none were gained; none from then on
THREE = lrigs(AT, left="Piruluk", right="Rei")  # three LRIGs: a PIECE may be used
THREE3 = lrigs(AT3, left="Piruluk", right="Rei")


def test_coins_gained_during_the_game_are_counted_and_a_restriction_stops_them(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Coins": a gain beyond five is lost and does not count; once
    # a player has gained a coin, the condition "have not gained coins" fails.
    game = table(f"""
        players:
          - lrig: {THREE}
            lrig_deck: ["{TAKE_OFF}"]
            coins: 4
    """)
    assert game.gain_coins(0, 3) == 1  # five at most
    assert game.players[0].coins_gained == 1
    game.use(TAKE_OFF)
    assert game.players[0].coins == 5  # gained before: no five more (it has five anyway)
    game.players[0].coins = 0
    assert game.gain_coins(0, 2) == 0 and game.players[0].coins_gained == 1
    assert game.gain_coins(1, 2) == 2  # the opponent is not restricted


def test_take_off_gives_nothing_to_a_player_who_gained_coins(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {THREE}
            lrig_deck: ["{TAKE_OFF}"]
    """)
    game.gain_coins(0, 1)
    game.players[0].coins = 0  # spent
    game.use(TAKE_OFF)
    assert game.players[0].coins == 0


# ------------------------------------------------------------------ the bottom of the deck

RACE_COURSE = "Race Course, Code: Maze"  # [Enter]: the bottom card onto the field or trash


def test_the_bottom_card_revealed_goes_to_the_trash_when_it_cannot_enter(table: Table) -> None:
    # en-2021-glossary.txt, "Level": a SIGNI above the Center LRIG's level cannot be put
    # onto the field, so the card revealed from the bottom goes to the trash, no choice.
    game = table(f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{RACE_COURSE}"]
            ener: ["{BUFFALO}"]  # green
            deck: ["{KOALALA}", "{BUFFALO}", "Zeusias, Mugen Crimson Angel Queen"]
    """)
    game.play(RACE_COURSE, 0)
    game.accept()
    assert game.zone_of("Zeusias, Mugen Crimson Angel Queen") == Zone.TRASH
    assert game.names(0, Zone.DECK)[-1] == KOALALA  # the top stays


def test_the_bottom_card_may_go_to_the_trash_by_choice(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT)}
            hand: ["{RACE_COURSE}"]
            ener: ["{BUFFALO}"]  # green
            deck: ["{BUFFALO}", "{KOALALA}"]
    """)
    game.play(RACE_COURSE, 0)
    game.accept()
    game.mode(0)
    assert game.zone_of(KOALALA, 0) == Zone.TRASH


# ------------------------------------------------------------------ the public zones

LIWAT = "Liwat//Memoria, Lucent Angel Queen"  # [Enter]: trashed beside a colored non-Angel
CIRCE = "Circe, Blessed Angel"  # a white <<Angel>> SIGNI


def test_the_public_zones_hold_the_field_the_ener_zone_and_the_trashes(table: Table) -> None:
    # en-2021-glossary.txt, "Public zone": LRIG Zone, SIGNI Zone, Ener Zone, Check Zone,
    # Trash, LRIG Trash and "exclude from the game"; not the hand, the deck nor the Life
    # Cloth.
    for zone in ("signi", "ener", "trash"):
        game = table(f"""
            players:
              - lrig: {lrigs(AT3)}
                hand: ["{LIWAT}"]
                {zone}: ["{KOALALA}"]
        """)
        game.play(LIWAT, 1 if zone != "signi" else 2)
        assert game.zone_of(LIWAT) == Zone.TRASH, zone
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{LIWAT}", "{KOALALA}"]
            life: ["{KOALALA}"]
            deck: ["{KOALALA}"]
            ener: ["{CIRCE}"]
    """)
    game.play(LIWAT, 1)
    assert game.zone_of(LIWAT) == Zone.SIGNI


# ------------------------------------------------------------------ [Guard] by another cost

GARDEN = "Garden of Singularity"  # draw; for the game: [Guard] by discarding three cards


def _guard_decision(table: Table, hand: list[str], extra: str = "") -> Play:
    """Player 0 uses Garden (drawing a Koalala), then player 1's Center LRIG attacks."""
    game = table(f"""
        players:
          - lrig: {THREE3}
            lrig_deck: ["{GARDEN}"]
            hand: {hand}
            life: ["{BUFFALO}", "{BUFFALO}"]
            deck: ["{KOALALA}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            {extra}
    """)
    game.use(GARDEN)
    game.end_main()
    game.pass_until(lambda g: g.decision == DecisionKind.LRIG_ATTACK and g.turn_player == 1)
    game.attack("[Center] Lize, Level 3")
    return game


def test_guarding_by_another_cost_is_offered_beside_a_guard_card(table: Table) -> None:
    # en-2021-glossary.txt, "Guard": a card with the Guard icon is discarded; the gained
    # ability offers discarding three other cards in its place (docs/engine-hooks.md,
    # "Attack and [Guard] costs").
    game = _guard_decision(table, ["Servant #", KOALALA, KOALALA])
    options = game.options()
    assert "guard with Servant #" in options and "accept" in options
    game.accept()
    game.discard(KOALALA, "Servant #")  # any three of the four cards: a third Koalala
    assert game.count(0, Zone.LIFE) == 2 and game.count(0, Zone.TRASH) == 3


def test_guarding_by_another_cost_needs_the_cards_to_pay_it(table: Table) -> None:
    # Two cards in hand and the one drawn: three, enough; with one card fewer, no offer.
    game = _guard_decision(table, [KOALALA])
    assert game.count(0, Zone.LIFE) == 1  # two cards: no guard offered, the damage taken


# ------------------------------------------------------------------ piles the opponent picks

TAWIL = "Tawil =Tre=, Heralding One"  # [Action] once per game: six cards, three face up


def test_the_opponent_picks_the_face_up_pile_for_the_trash(table: Table) -> None:
    # The rule documents do not describe piles; our reading of the card: the looked-at
    # cards stay in the deck until the opponent chooses (the face-up ones revealed), then
    # the chosen pile goes to the trash and the other to the hand.
    game = table(f"""
        players:
          - lrig: {lrigs([*AT, TAWIL])}
            deck: ["{KOALALA}", "{BUFFALO}", "Servant #", "{BUFFALO}", "{BUFFALO}",
                   "{BUFFALO}", "Servant #"]
    """)
    game.action(TAWIL)
    game.choose(KOALALA, "Servant #")  # and one of the Buffalos (copies: no choice)
    assert game.game.decision.player == 1
    game.mode(0)  # the opponent: the face-up pile into the trash
    assert sorted(game.names(0, Zone.TRASH)) == sorted([KOALALA, BUFFALO, "Servant #"])
    assert game.names(0, Zone.HAND) == [BUFFALO] * 3
    assert game.names(0, Zone.DECK) == ["Servant #"]


# ------------------------------------------------------------------ a spell of the opponent

MILULUN = "Milulun//Memoria, Natural Element"
HETEROPHONY = "Heterophony"  # a spell: 1 green and 1 colorless, [Ener Charge 3]
SARA = "Sara Hoshikawa, Code 2434"  # white and black


def test_a_colored_ener_is_paid_as_colorless_only_the_next_time(table: Table) -> None:
    # docs/engine-hooks.md, "One Ener of a cost paid as colorless": without the [Enter]
    # ability's effect the green Ener cannot be paid with white and black cards, and the
    # spell is not used; used from the opponent's trash, it pays its own cost.
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MILULUN}"]
            ener: ["{SARA}", "{SARA}", "{SARA}"]
          - trash: ["{HETEROPHONY}"]
    """)
    game.action(MILULUN)
    game.pay()
    assert game.zone_of(HETEROPHONY) == Zone.TRASH
    assert game.count(0, Zone.ENER) == 2


# ------------------------------------------------------------------ treated as a SIGNI

MOON_BITES = "Moon Bites"  # in the deck or trash: may be treated as a level one SIGNI
ECLIPSE = "Eclipse, Natural Planet Queen"  # [Enter]: mill three; if all level one SIGNI ...


def test_a_spell_treated_as_a_signi_counts_only_where_its_ability_works(table: Table) -> None:
    # docs/engine-hooks.md, "Levels a card may be treated as": a spell of another kind
    # milled with level one SIGNI keeps Eclipse's condition; any other spell breaks it.
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{ECLIPSE}"]
            ener: ["{SARA}"]
            deck: ["{HETEROPHONY}", "{BUFFALO}", "{BUFFALO}", "{BUFFALO}"]
          - signi: ["{KOALALA}"]
    """)
    game.play(ECLIPSE, 1)
    assert game.zone_of(KOALALA, 1) == Zone.SIGNI  # no payment offered
    assert game.count(0, Zone.TRASH) == 3


def test_a_spell_treated_as_a_signi_is_never_put_onto_the_field(table: Table) -> None:
    # en-2021-glossary.txt, "SIGNI": only a SIGNI is put onto the field; a filter reading
    # "level one SIGNI" may choose the spell, but it cannot enter the field.
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            trash: ["{MOON_BITES}"]
    """)
    assert not game.can_place_signi(0, game.card(MOON_BITES))
