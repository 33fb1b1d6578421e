"""Playing a run: each game's seed, the traces, and the same result for any number of jobs."""

from __future__ import annotations

import re
from dataclasses import replace

from deckcheck.simulate.goldfish import GoldfishDecks, load_goldfish, simulation_of
from deckcheck.simulate.runner import play_game, play_games, run_games
from deckcheck.simulate.setup import GoldfishRequest, derived_seed
from deckcheck.simulate.tally import RunTally
from tests.conftest import EXAMPLE_DECKS


def test_game_n_is_the_same_game_in_any_run(d01: GoldfishDecks) -> None:
    short = simulation_of(d01, GoldfishRequest(games=10, seed=3))
    long = simulation_of(d01, GoldfishRequest(games=5000, seed=3))
    game_a, trace_a = play_game(short, 7, log=True)
    game_b, trace_b = play_game(long, 7, log=True)
    assert trace_a == trace_b and game_a.log_hash() == game_b.log_hash()
    other = simulation_of(d01, GoldfishRequest(games=10, seed=4))
    assert play_game(other, 7, log=True)[0].log_hash() != game_a.log_hash()
    assert derived_seed(3, 7) != derived_seed(7, 3)


def test_results_do_not_depend_on_the_number_of_jobs(d01: GoldfishDecks) -> None:
    simulation = simulation_of(d01, GoldfishRequest(games=600, seed=9))
    done: list[int] = []
    one = run_games(simulation, jobs=1)
    two = run_games(simulation, jobs=2, progress=lambda finished, total: done.append(finished))
    assert one == two
    assert one.first.games + one.second.games == 600
    assert done[-1] == 600 and done == sorted(done) and len(done) > 2
    # The tally of the run is the tally of its games, one by one.
    assert one == RunTally.of(play_games(simulation, 1, 600), simulation.card_facts())


def test_a_trace_counts_what_the_game_log_shows(d01: GoldfishDecks) -> None:
    # The recorder listens to events; the log is written by the engine's operations. They
    # must tell the same story.
    opponent = load_goldfish(
        EXAMPLE_DECKS / "wxdi-d01.yaml", opponent_path=EXAMPLE_DECKS / "wxdi-d03.yaml"
    )
    for decks in (d01, opponent):
        simulation = simulation_of(decks, GoldfishRequest(games=20, seed=5))
        for number in range(1, 21):
            game, trace = play_game(simulation, number, log=True)
            lines = game.log_lines()
            after_setup = [line for line in lines if not line.startswith("T0 ")]
            assert trace.drawn == sum(1 for line in after_setup if re.search(r"\] P0 draws ", line))
            assert trace.charged == sum(
                1 for line in lines if "P0 puts" in line and "Ener Zone" in line
            )
            assert sum(trace.crushed) == sum(1 for line in lines if "P1's Life Cloth" in line)
            assert sum(trace.damage) == sum(1 for line in lines if "P1 takes damage" in line)
            assert sum(times for _, times in trace.bursts) == sum(
                1 for line in lines if "P1 uses the Life Burst" in line
            )
            assert trace.first == (game.first_player == 0)
            assert trace.turns == sum(
                1 for line in lines if re.search(r"turn \d+ begins \(P0\)", line)
            )
            assert len(trace.opening) == len(trace.hand) == 5 and len(trace.life_cloth) == 7


def test_a_goldfish_win_is_seven_crushes_and_one_more_damage(d01: GoldfishDecks) -> None:
    # en-2021-glossary.txt, "Damage": with no Life Cloth left, damage loses the game. With
    # no Lancer or Double Crush in play, a win takes exactly 7 crushes and an eighth damage.
    request = GoldfishRequest(games=200, seed=2, abilities=False)
    for trace in play_games(simulation_of(d01, request), 1, 200):
        assert trace.winner == 0 and trace.reason == "damage"
        assert sum(trace.damage) == 8 and sum(trace.crushed) == 7
        assert len(trace.damage) == trace.turns
        # Draws: 1 on the first player's first turn, 2 on every other (no refresh yet).
        assert trace.drawn == (2 * trace.turns - 1 if trace.first else 2 * trace.turns)


def test_the_turn_cap_is_counted_in_the_decks_own_turns(d01: GoldfishDecks) -> None:
    simulation = simulation_of(d01, GoldfishRequest(games=4, agent="passive", turn_cap=6))
    assert simulation.rules.max_turns == 12
    for trace in play_games(simulation, 1, 4):
        assert (trace.winner, trace.reason, trace.turns) == (-1, "turn_limit", 6)
    assert replace(simulation.rules, max_turns=100) == d01.rules


def test_tallies_merge_in_any_order(d01: GoldfishDecks) -> None:
    simulation = simulation_of(d01, GoldfishRequest(games=90, seed=4))
    facts = simulation.card_facts()
    traces = play_games(simulation, 1, 90)
    chunks = [RunTally.of(traces[start : start + 30], facts) for start in (0, 30, 60)]
    forward, backward = RunTally(), RunTally()
    for chunk in chunks:
        forward.merge(chunk)
    for chunk in reversed(chunks):
        backward.merge(chunk)
    assert forward == backward == RunTally.of(traces, facts)
    both = forward.both()
    assert both.games == 90 and both.wins == sum(trace.winner == 0 for trace in traces)
    fastest = min(trace.turns for trace in traces if trace.winner == 0)
    assert both.first_win_on[fastest] == min(
        trace.number for trace in traces if trace.winner == 0 and trace.turns == fastest
    )
