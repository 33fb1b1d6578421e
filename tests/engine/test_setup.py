"""Game setup: en-2021-quick-start.txt "Game Setup", classic-2014-beginner-guide.txt "(i) Setup"."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Game, GameRules, Phase, PlayerDeck, Zone
from tests.engine.helpers import act, pass_once


def new_game(decks: dict[str, PlayerDeck], seed: int = 1, *, skip_forced: bool = True) -> Game:
    return Game(
        GameRules.diva(), [decks["wxdi-d01"], decks["wxdi-d02"]], seed, skip_forced=skip_forced
    )


def finish_setup(game: Game) -> None:
    while game.phase == Phase.SETUP:
        decision = game.decision
        assert decision is not None
        act(
            game,
            ActionKind.MULLIGAN_DONE
            if decision.kind == DecisionKind.MULLIGAN
            else decision.options[0].kind,
        )


def test_center_lrig_in_the_middle_and_two_assists(diva_decks: dict[str, PlayerDeck]) -> None:
    # en-2021-quick-start.txt, "Game Setup": "Put three Level 0 LRIG from your LRIG Deck into
    # your LRIG Zone face down. Put the Center LRIG in the middle of the LRIG Zone."
    game = new_game(diva_decks)
    decision = game.decision
    assert decision is not None and decision.kind == DecisionKind.CENTER and decision.player == 0
    choices = [game.name(a.a) for a in decision.options]
    assert sorted(choices) == sorted(
        ["At =Noll=, the Opened Gate", "Tawil =Noll=, Awakened One", "Umr =Noll=, Key to Salvation"]
    )
    umr = next(a for a in decision.options if game.name(a.a).startswith("Umr"))
    game.apply_action(umr)
    finish_setup(game)
    tops = [game.name(card) for card in game.players[0].lrig_tops()]
    assert tops[1] == "Umr =Noll=, Key to Salvation"
    assert sorted(tops[::2]) == ["At =Noll=, the Opened Gate", "Tawil =Noll=, Awakened One"]
    assert all(game.level(card) == 0 for card in game.players[0].lrig_tops())


def test_lrigs_are_face_down_until_the_end_of_setup(diva_decks: dict[str, PlayerDeck]) -> None:
    # en-2021-quick-start.txt, "Game Setup": LRIGs face down; "Turn all LRIG face up" last.
    game = new_game(diva_decks)
    act(game, ActionKind.CHOOSE_CENTER)
    act(game, ActionKind.CHOOSE_CENTER)
    assert game.decision is not None and game.decision.kind == DecisionKind.MULLIGAN
    assert game.observation(1).lrigs(0) == [-1, -1, -1]
    assert game.observation(0).lrigs(0) == game.players[0].lrig_tops()
    finish_setup(game)
    assert game.observation(1).lrigs(0) == game.players[0].lrig_tops()


def test_first_player_is_random_and_declares_the_mulligan_first(
    diva_decks: dict[str, PlayerDeck],
) -> None:
    # en-2021-quick-start.txt, "Game Setup": "Use a random method to decide who goes first";
    # en-2021-glossary.txt, "Mulligan": "The 'Play first' player declares ... first".
    firsts = set()
    for seed in range(12):
        game = new_game(diva_decks, seed)
        act(game, ActionKind.CHOOSE_CENTER)
        act(game, ActionKind.CHOOSE_CENTER)
        first = game.first_player
        firsts.add(first)
        assert game.decision is not None and game.decision.player == first
        act(game, ActionKind.MULLIGAN_DONE)
        assert game.decision is not None and game.decision.kind == DecisionKind.MULLIGAN
        assert game.decision.player == 1 - first
    assert firsts == {0, 1}


def test_draw_five_then_mulligan_returns_and_redraws(diva_decks: dict[str, PlayerDeck]) -> None:
    # en-2021-glossary.txt, "Mulligan": choose any number of the five cards, return them,
    # shuffle, draw the same number; both players redraw.
    game = new_game(diva_decks, 3)
    act(game, ActionKind.CHOOSE_CENTER)
    act(game, ActionKind.CHOOSE_CENTER)
    first = game.first_player
    hand = list(game.players[first].hand)
    assert len(hand) == 5
    act(game, ActionKind.MULLIGAN_RETURN, hand[0])
    second_choice = next(a for a in game.legal_actions() if a.kind == ActionKind.MULLIGAN_RETURN)
    game.apply_action(second_choice)
    act(game, ActionKind.MULLIGAN_DONE)
    assert len(game.players[first].hand) == 5  # not yet: the second player declares first
    assert hand[0] in game.players[first].hand
    act(game, ActionKind.MULLIGAN_DONE)
    p = game.players[first]
    assert len(p.hand) + (1 if game.turn_player == first and game.turn == 1 else 0) >= 5
    kept = [card for card in hand if card not in (hand[0], second_choice.a)]
    assert all(card in p.hand for card in kept)


def test_seven_life_cloth_from_the_top_of_the_deck(diva_decks: dict[str, PlayerDeck]) -> None:
    # en-2021-quick-start.txt, "Game Setup": "Put seven cards from the top of your Main Deck
    # into your Life Cloth."
    game = new_game(diva_decks, 5)
    act(game, ActionKind.CHOOSE_CENTER)
    act(game, ActionKind.CHOOSE_CENTER)
    act(game, ActionKind.MULLIGAN_DONE)
    tops = {player: list(game.players[player].deck[-7:]) for player in (0, 1)}
    act(game, ActionKind.MULLIGAN_DONE)
    for player in (0, 1):
        assert sorted(game.players[player].life) == sorted(tops[player])
        assert game.players[player].life[-1] == tops[player][0]
        assert len(game.players[player].life) == 7


def test_first_turn_draws_one_and_skips_the_attack_phase(diva_decks: dict[str, PlayerDeck]) -> None:
    # en-2021-glossary.txt, "Play first": "In the Draw phase of the 'Play first' player's first
    # turn, only one card is drawn. Also, the Attack phase of the turn is skipped."
    # Every decision is shown (skip_forced=False): the attack phase would ask to attack.
    game = new_game(diva_decks, 2, skip_forced=False)
    finish_setup(game)
    first = game.first_player
    assert game.turn == 1 and game.turn_player == first and game.phase == Phase.ENER
    assert len(game.players[first].hand) == 6
    assert len(game.players[first].deck) == 40 - 5 - 7 - 1
    phases = set()
    while game.turn == 1:
        phases.add(game.phase)
        pass_once(game)
    assert Phase.MAIN in phases and Phase.ATTACK not in phases
    # The second player's first turn draws two.
    assert game.turn == 2 and game.phase == Phase.ENER
    assert len(game.players[1 - first].hand) == 7


def test_classic_setup_has_one_lrig(classic_decks: dict[str, PlayerDeck]) -> None:
    # classic-2014-beginner-guide.txt, "(i) Setup": "Search your LRIG Deck for a level 0 LRIG
    # card and put it face-down in front of you."
    game = Game(GameRules.classic(), [classic_decks["WD01"], classic_decks["WD02"]], 4)
    finish_setup(game)
    for player in (0, 1):
        lrigs = game.players[player].lrig
        assert len(lrigs) == 1 and len(lrigs[0]) == 1
        assert game.level(lrigs[0][0]) == 0
        assert game.zone[lrigs[0][0]] == Zone.LRIG
        assert len(game.players[player].life) == 7
