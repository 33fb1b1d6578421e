"""Matches and gauntlets: the seat swap, determinism for any number of jobs, the per-card
figures and the matrix, from the library calls."""

from __future__ import annotations

import pytest

from deckcheck.errors import UsageError
from deckcheck.simulate.estimates import proportion
from deckcheck.simulate.match import MatchDecks, load_decks, matchup_of, run_gauntlet, run_match
from deckcheck.simulate.match_report import match_figures, pairs
from deckcheck.simulate.matchup import MatchRequest, MatchTally
from tests.conftest import EXAMPLE_DECKS

PAIR = [EXAMPLE_DECKS / "wxdi-d01.yaml", EXAMPLE_DECKS / "wxdi-d03.yaml"]


@pytest.fixture(scope="module")
def decks() -> MatchDecks:
    return load_decks(PAIR)


@pytest.fixture(scope="module")
def field() -> MatchDecks:
    return load_decks(
        [EXAMPLE_DECKS / f"{name}.yaml" for name in ("wxdi-d01", "wxdi-d02", "wxdi-d07")],
        gauntlet=True,
    )


def test_each_seed_is_played_twice_with_either_deck_first_and_the_same_cards(
    decks: MatchDecks,
) -> None:
    matchup = matchup_of(decks, MatchRequest(games=8))
    for pair in range(1, 5):
        odd, even = 2 * pair - 1, 2 * pair
        assert matchup.game_seed(odd) == matchup.game_seed(even)
        games = [matchup.new_game(number)[0] for number in (odd, even)]
        first = []
        for game in games:
            agents = matchup.new_game(odd)[2]
            while game.turn == 0:  # the setup: Centers and mulligans
                player = game.current_player()
                game.apply_action(
                    agents[player].choose(game.observation(player), game.legal_actions())
                )
            first.append(game.first_player)
            assert game.players[0].life and game.players[1].life
        assert first == [0, 1]  # deck A (seat 0) first in the odd game, deck B in the even one
        for seat in (0, 1):
            # The same Life Cloth and the same cards still to draw, in both games.
            assert games[0].players[seat].life == games[1].players[seat].life
            deck, other = games[0].players[seat].deck, games[1].players[seat].deck
            common = min(len(deck), len(other))
            assert deck[:common] == other[:common]
    assert matchup.game_seed(1) != matchup.game_seed(3)


def test_a_game_is_the_same_alone_or_in_a_run(decks: MatchDecks) -> None:
    matchup = matchup_of(decks, MatchRequest(games=12, seed=5))
    alone = matchup.play_game(7)[1]
    assert matchup_of(decks, MatchRequest(games=100, seed=5)).play_game(7)[1] == alone
    whole = MatchTally()
    for number in range(1, 13):
        whole.add(matchup.play_game(number)[1])
    chunks = [matchup.tally_games(first, last) for first, last in ((9, 12), (1, 4), (5, 8))]
    merged = MatchTally()
    for chunk in chunks:
        merged.merge(chunk)
    assert merged == whole


def test_the_report_is_the_same_for_any_number_of_jobs(decks: MatchDecks) -> None:
    request = MatchRequest(games=100, seed=3)
    one = run_match(decks, request, jobs=1).to_dict()
    two = run_match(decks, request, jobs=2).to_dict()
    assert one == two
    assert one["result"]["games"] == 100


def test_the_figures_add_up(decks: MatchDecks) -> None:
    request = MatchRequest(games=60, seed=9)
    report = run_match(decks, request, jobs=1)
    figures = report.figures
    assert figures.a_wins + figures.b_wins + figures.draws == figures.games == 60
    assert figures.win_rate == proportion(figures.a_wins, 60)
    # Deck A went first in half of the games.
    a_first_wins = round(figures.a_first.value * 30)
    assert a_first_wins + round(figures.a_second.value * 30) == figures.a_wins
    b_first_wins = round(figures.b_first.value * 30)
    assert b_first_wins + round(figures.b_second.value * 30) == figures.b_wins
    assert figures.first_player.value * 60 == pytest.approx(a_first_wins + b_first_wins)
    assert figures.length.size == 60
    ended = report.to_dict()["result"]["ended"]
    assert sum(ended.values()) == 60
    for deck, rates in enumerate(figures.cards):
        wins = (figures.a_wins, figures.b_wins)[deck]
        for rate in rates:
            with_wins = round(rate.with_card.value * rate.games)
            without_wins = round(rate.without_card.value * (60 - rate.games))
            assert with_wins + without_wins == wins, rate.card.name
            assert rate.share == proportion(rate.games, 60)
    # The Center LRIGs are on the field in every game.
    centers = [r for r in figures.cards[0] if r.card.name == "At =Noll=, the Opened Gate"]
    assert centers and centers[0].games == 60


@pytest.mark.parametrize("games", [0, 1, 7, 2401])
def test_a_match_plays_an_even_number_of_games(games: int) -> None:
    with pytest.raises(UsageError, match="even number"):
        MatchRequest(games=games)


def test_a_gauntlet_plays_every_pair_once_with_one_agent(field: MatchDecks) -> None:
    request = MatchRequest(games=20, seed=2)
    report = run_gauntlet(field, request, jobs=1)
    assert [(p.first, p.second) for p in report.pairings] == [(0, 1), (0, 2), (1, 2)]
    matrix = report.matrix()
    for row in range(3):
        assert matrix[row][row] is None
        for column in range(3):
            if row != column:
                cell, other = matrix[row][column], matrix[column][row]
                assert cell is not None and other is not None
                pairing = next(p for p in report.pairings if {p.first, p.second} == {row, column})
                draws = pairing.figures.draws / pairing.figures.games
                assert cell.value + other.value + draws == pytest.approx(1.0)
    # A pair of the gauntlet is the match of those two decks with the same seed.
    alone = run_match(
        MatchDecks(field.database, field.format, field.rules, field.decks[1:3]), request, jobs=1
    )
    pairing = report.pairings[2]
    assert pairing.figures == alone.figures
    ranking = report.field()
    assert sorted(rate.deck for rate in ranking) == [0, 1, 2]
    assert [rate.win_rate.value for rate in ranking] == sorted(
        (rate.win_rate.value for rate in ranking), reverse=True
    )
    for rate in ranking:
        assert rate.games == 40
        assert rate.wins == sum(
            report.cell(rate.deck, column)[0]  # type: ignore[index]
            for column in range(3)
            if column != rate.deck
        )


def test_with_two_agents_every_deck_meets_every_deck() -> None:
    assert pairs(3, same_agents=True) == [(0, 1), (0, 2), (1, 2)]
    assert len(pairs(3, same_agents=False)) == 9
    assert (1, 1) in pairs(3, same_agents=False)


def test_a_gauntlet_leaves_out_a_deck_it_cannot_read(tmp_path: pytest.TempPathFactory) -> None:
    folder = tmp_path / "field"  # type: ignore[operator]
    folder.mkdir()
    for name in ("wxdi-d01", "wxdi-d02"):
        (folder / f"{name}.yaml").write_text((EXAMPLE_DECKS / f"{name}.yaml").read_text())
    (folder / "broken.yaml").write_text('main_deck:\n  - "4 Nothing Like This Card"\n')
    found = load_decks([folder], gauntlet=True)
    assert len(found.decks) == 2
    assert any("broken.yaml" in line for line in found.unreadable)
    (folder / "wxdi-d02.yaml").unlink()
    with pytest.raises(UsageError, match="two decks or more"):
        load_decks([folder], gauntlet=True)


def test_the_figures_of_a_tally(decks: MatchDecks) -> None:
    matchup = matchup_of(decks, MatchRequest(games=4))
    tally = MatchTally()
    traces = [matchup.play_game(number)[1] for number in range(1, 5)]
    for trace in traces:
        tally.add(trace)
    figures = match_figures(matchup, tally)
    assert figures.games == 4
    assert tally.a_first_games == 2
    assert figures.a_wins == sum(trace.winner == 0 for trace in traces)
    assert figures.length.size == 4
