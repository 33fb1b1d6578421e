"""The exact statistics and the simulation agree (issue 6).

The goldfish simulation, every ability off and the same mulligan rule on both sides, must
put the exact figures of `deckcheck.stats` inside its confidence intervals:

- the opening hand (every main-deck card, before and after the mulligan) and the
  mulligan's group after it, played by the heuristic agent;
- the Life Bursts among the Life Cloth (each count, and the mean);
- the refreshes, played by the passive agent, which plays as the exact model does
  (draws and one Ener charge a turn, nothing else): the turn of every refresh, the Life
  Cloth each costs, and the chance that this card has a Life Burst.

Many figures are checked at once, so each interval is at the Bonferroni level
1 - 0.05 / m: the whole family holds with 95% probability. The seed is fixed, so the test
gives the same answer on every run. A last test shows the check can fail: a simulation
without the mulligan disagrees with the exact figures of the mulligan.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import pytest

from deckcheck.cards.pool import CardDatabase
from deckcheck.simulate.estimates import Estimate, mean, proportion, z_for
from deckcheck.simulate.goldfish import GoldfishDecks, simulation_of
from deckcheck.simulate.report import SideFigures, side_figures
from deckcheck.simulate.runner import run_games
from deckcheck.simulate.setup import GoldfishRequest
from deckcheck.stats.report import StatsReport, StatsRequest, deck_report
from deckcheck.stats.setup import Player

KEEP = "type=SIGNI,level=1"
GAMES = 3000
SEED = 20240606
# Past the second refresh of either side (going second: turns 14 and 20; first: 15, 21).
TURN_CAP = 22


@dataclass(frozen=True)
class Figure:
    name: str
    exact: float
    successes: int | None  # a share: successes out of `trials`
    trials: int
    counts: Mapping[int, int] | None = None  # a mean: the observations, {value: times}

    def interval(self, z: float) -> Estimate:
        if self.counts is not None:
            return mean(self.counts, z)
        assert self.successes is not None
        return proportion(self.successes, self.trials, z)


def simulate(
    decks: GoldfishDecks, agent: str, keep: str, turn_cap: int | None = None
) -> SideFigures:
    request = GoldfishRequest(
        games=GAMES, seed=SEED, agent=agent, keep=keep, abilities=False, turn_cap=turn_cap
    )
    simulation = simulation_of(decks, request)
    return side_figures(simulation, run_games(simulation, jobs=2).both())


def exact_report(decks: GoldfishDecks, database: CardDatabase) -> StatsReport:
    return deck_report(decks.deck, StatsRequest(keep=KEEP), database)


def hand_figures(simulated: SideFigures, exact: StatsReport) -> Iterator[Figure]:
    games = simulated.games
    by_name = {c.card.name: c for c in simulated.cards if c.main_deck}
    for group in exact.groups:
        card = by_name.get(group.group.label)
        if card is not None and card.opening_hand is not None and card.after_mulligan is not None:
            yield Figure(
                f"{group.group.label}: opening hand",
                float(group.opening.at_least(1)),
                round(card.opening_hand.value * games),
                games,
            )
            yield Figure(
                f"{group.group.label}: after the mulligan",
                float(group.final.at_least(1)),
                round(card.after_mulligan.value * games),
                games,
            )
        elif group.group.expression == KEEP:
            yield Figure(
                "the mulligan's group after the mulligan",
                float(group.final.at_least(1)),
                round(simulated.kept_group.value * games),
                games,
            )


def life_cloth_figures(simulated: SideFigures, exact: StatsReport) -> Iterator[Figure]:
    games = simulated.games
    distribution = exact.life_cloth.distribution
    for count in range(exact.life_cloth.cards + 1):
        yield Figure(
            f"P({count} Life Bursts in the Life Cloth)",
            float(distribution[count]),
            simulated.life_cloth_bursts.times(count),
            games,
        )
    counts = dict(simulated.life_cloth_bursts.counts)
    yield Figure(
        "mean Life Bursts in the Life Cloth", float(distribution.mean), None, games, counts
    )


def outside(figures: list[Figure]) -> list[str]:
    """The figures whose exact value falls outside the simulation's Bonferroni interval."""
    z = z_for(1 - 0.05 / len(figures))
    found = []
    for figure in figures:
        interval = figure.interval(z)
        if not interval.contains(figure.exact):
            found.append(
                f"{figure.name}: exact {figure.exact:.4f}, simulated {interval.value:.4f} "
                f"({interval.low:.4f}-{interval.high:.4f})"
            )
    return found


@pytest.fixture(scope="module")
def heuristic_games(d01: GoldfishDecks) -> SideFigures:
    return simulate(d01, "heuristic", KEEP)


@pytest.fixture(scope="module")
def passive_games(d01: GoldfishDecks) -> dict[Player, SideFigures]:
    request = GoldfishRequest(
        games=GAMES, seed=SEED, agent="passive", keep=KEEP, abilities=False, turn_cap=TURN_CAP
    )
    simulation = simulation_of(d01, request)
    tally = run_games(simulation, jobs=2)
    return {
        Player.FIRST: side_figures(simulation, tally.first),
        Player.SECOND: side_figures(simulation, tally.second),
    }


def test_opening_hand_and_life_cloth_agree(
    d01: GoldfishDecks, database: CardDatabase, heuristic_games: SideFigures
) -> None:
    exact = exact_report(d01, database)
    figures = [*hand_figures(heuristic_games, exact), *life_cloth_figures(heuristic_games, exact)]
    assert len(figures) == 2 * 10 + 1 + 8 + 1  # ten distinct cards, the group, 0..7, the mean
    assert outside(figures) == []


def test_refreshes_agree(
    d01: GoldfishDecks, database: CardDatabase, passive_games: dict[Player, SideFigures]
) -> None:
    exact = exact_report(d01, database)
    figures = []
    for player, simulated in passive_games.items():
        schedule = exact.refresh[player].schedule
        expected = [r for r in schedule.refreshes if r.turn <= TURN_CAP]
        # The model is deterministic: every game refreshes on the exact turns.
        assert simulated.first_refresh.counts == ((expected[0].turn, simulated.games),)
        assert simulated.refreshes.counts == ((len(expected), simulated.games),)
        assert simulated.life_cloth_lost.value == sum(r.life_cloth_lost for r in expected)
        lost = simulated.life_cloth_lost.value * simulated.games
        figures.append(
            Figure(
                f"{player.label}: a Life Cloth card lost to a refresh has a Life Burst",
                float(exact.refresh[player].life_burst_lost_probability),
                round(simulated.life_burst_lost.value * lost),
                round(lost),
            )
        )
        figures.extend(life_cloth_figures(simulated, exact))
    assert [r.turn for r in exact.refresh[Player.FIRST].schedule.refreshes[:2]] == [15, 21]
    assert [r.turn for r in exact.refresh[Player.SECOND].schedule.refreshes[:2]] == [14, 20]
    assert outside(figures) == []


def test_the_check_tells_a_different_mulligan_apart(
    d01: GoldfishDecks, database: CardDatabase
) -> None:
    # No mulligan in the simulation, the exact figures with one: the level 1 SIGNI after the
    # mulligan (and the cards it returns) are far apart, and the check says so.
    simulated = simulate(d01, "heuristic", "all")
    exact = exact_report(d01, database)
    disagreeing = outside(list(hand_figures(simulated, exact)))
    assert any("after the mulligan" in line for line in disagreeing)
    assert not any(": opening hand" in line for line in disagreeing)
