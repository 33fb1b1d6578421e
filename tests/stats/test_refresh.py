"""The refresh with draws and Ener charges only: every count, turn by turn.

Rules checked (`../shared/rules/`):
* refresh when the deck reaches 0: the trash becomes the deck, then one Life Cloth goes
  to the trash (`en-2021-glossary.txt` "Refresh", `en-2021-quick-start.txt` *5,
  `en-2021-faq.txt` "Deck out");
* a refresh in the draw phase ends the draws (`en-2021-glossary.txt` "Draw phase" and
  "Refresh", `en-2021-faq.txt` "Draw phase": "You will not be able to draw a second card");
* with an empty trash the refresh waits until a card is put into the trash
  (`en-2021-glossary.txt` "Refresh");
* one Ener charge per Ener phase (`en-2021-faq.txt` "Ener phase"), hand limit 6 at the end
  phase (`en-2021-glossary.txt` "End phase", `en-2021-faq.txt` "Cards in hand").
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from deckcheck.stats.refresh import Phase, play_schedule
from deckcheck.stats.setup import GameSetup, Player

FIRST, SECOND = Player.FIRST, Player.SECOND


def test_forty_cards_going_first_refresh_on_turn_15_in_the_draw_phase() -> None:
    schedule = play_schedule(40, FIRST)
    # 28 cards under the Life Cloth; 1 + 2 x 13 = 27 drawn by turn 14, the last one on 15.
    assert schedule.turns[13].deck == 1
    refresh = schedule.first_refresh
    assert refresh is not None
    assert (refresh.turn, refresh.phase) == (15, Phase.DRAW)
    # Discards to 6 began on turn 3: 12 cards in the trash became the new deck.
    assert refresh.new_deck == 12
    assert (refresh.life_cloth_lost, refresh.life_cloth_left) == (1, 6)
    turn_15 = schedule.turns[14]
    assert turn_15.drawn == 1  # the refresh ended the draw phase
    assert turn_15.trash == 1  # the Life Cloth card
    assert turn_15.hand == 6


def test_forty_cards_going_second_refresh_on_turn_14() -> None:
    schedule = play_schedule(40, SECOND)
    refresh = schedule.first_refresh
    assert refresh is not None
    assert (refresh.turn, refresh.phase, refresh.new_deck) == (14, Phase.DRAW, 12)
    assert schedule.turns[13].drawn == 2  # the second card emptied the deck
    assert schedule.last_turn_on_first_deck == 14
    assert schedule.drawn_from_first_deck(14) == 28
    assert schedule.drawn_from_first_deck(20) == 28


def test_every_refresh_costs_one_life_cloth_until_none_is_left() -> None:
    schedule = play_schedule(40, FIRST, max_turns=80)
    assert [r.life_cloth_left for r in schedule.refreshes[:7]] == [6, 5, 4, 3, 2, 1, 0]
    assert all(r.life_cloth_lost == 0 for r in schedule.refreshes[7:])
    assert schedule.refreshes[1].turn == 21


def test_turn_by_turn_counts_going_first() -> None:
    turns = play_schedule(40, FIRST).turns
    # Turn 1: 5 + 1 drawn - 1 charged; turn 2: + 2 - 1 = 6; turn 3: 7 -> discard 1.
    assert [(t.hand, t.ener, t.trash, t.deck) for t in turns[:3]] == [
        (5, 1, 0, 27),
        (6, 2, 0, 25),
        (6, 3, 1, 23),
    ]


def test_an_empty_trash_delays_the_refresh_to_the_end_phase_discard() -> None:
    # 14 cards: 5 in hand, 7 Life Cloth, 2 left. Going second, turn 1 draws both; the
    # trash is empty, so no refresh until the end phase discards the 7th card in hand.
    no_charge = GameSetup(ener_charges=0)
    schedule = play_schedule(14, SECOND, no_charge)
    refresh = schedule.first_refresh
    assert refresh is not None
    assert (refresh.turn, refresh.phase, refresh.new_deck, refresh.life_cloth_left) == (
        1,
        Phase.END,
        1,
        6,
    )


def test_no_card_reaches_the_trash_no_refresh() -> None:
    # 13 cards: 1 left to draw; the hand never passes 6, so nothing is ever discarded.
    schedule = play_schedule(13, FIRST)
    assert schedule.first_refresh is None
    assert schedule.turns[-1].deck == 0
    assert schedule.turns[1].drawn == 0  # an empty deck draws nothing


@given(st.integers(12, 60), st.sampled_from(list(Player)))
def test_cards_are_never_created_or_lost(deck_size: int, player: Player) -> None:
    for counts in play_schedule(deck_size, player).turns:
        total = counts.deck + counts.hand + counts.ener + counts.trash + counts.life_cloth
        assert total == deck_size
        assert counts.hand <= 6


@given(st.integers(20, 60))
def test_going_second_refreshes_no_later_than_going_first(deck_size: int) -> None:
    first = play_schedule(deck_size, FIRST, max_turns=60).first_refresh
    second = play_schedule(deck_size, SECOND, max_turns=60).first_refresh
    assert first is not None and second is not None
    assert second.turn <= first.turn
