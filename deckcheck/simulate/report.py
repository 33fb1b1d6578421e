"""What a goldfish run measured, as data: `GoldfishReport` and its JSON and CSV.

The figures are computed from the games' traces, going first and going second separately
(and both together, `all`). Turns are the deck's own turns. Every estimate carries a 95%
confidence interval (`deckcheck.simulate.estimates`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from deckcheck import __version__
from deckcheck.cards.coverage import Coverage
from deckcheck.cards.model import Card
from deckcheck.simulate.estimates import Estimate, Sample, mean, proportion
from deckcheck.simulate.setup import Simulation
from deckcheck.simulate.tally import Failure, FailureCause, RunTally, Tally
from deckcheck.stats.mulligan import MulliganRule

SIDES = ("first", "second", "all")
CSV_COLUMNS = ("player", "section", "turn", "card", "measure", "value", "ci_low", "ci_high")


@dataclass(frozen=True)
class TurnFigures:
    """One turn of the deck: how many games reached it, what they dealt, who had won."""

    turn: int
    games: int
    damage: float  # mean damage dealt on this turn, over the games that reached it
    crushed: float  # mean Life Cloth crushed on this turn, over the same games
    won_by: float  # share of all games won by the end of this turn


@dataclass(frozen=True)
class CardFigures:
    """One distinct card of the deck."""

    card: Card
    copies: int
    main_deck: bool
    opening_hand: Estimate | None  # P(at least one in the opening hand) (main deck only)
    after_mulligan: Estimate | None  # ... in the hand after the mulligan
    played: float  # mean times put onto the field from the hand, used or grown into
    played_in: Estimate  # share of games in which it was played at least once
    abilities: float  # mean [Action] abilities used


@dataclass(frozen=True)
class SideFigures:
    """Every measure over the games of one side (going first, going second, or all)."""

    games: int
    wins: int
    win_rate: Estimate
    turn_cap: int  # games that reached the turn cap (draws)
    decision_cap: int  # games stopped by the engine's decision limit (draws)
    losses: int
    win_turn: Sample
    by_turn: tuple[TurnFigures, ...]
    refreshed: Estimate  # share of games with at least one refresh
    first_refresh: Sample  # the turn of the first refresh, over games with one
    refreshes: Sample  # refreshes per game
    life_cloth_lost: Estimate  # Life Cloth put into the trash by refreshes, per game
    life_burst_lost: Estimate  # share of those cards with a Life Burst
    drawn: Estimate  # cards drawn per game (after the setup)
    drawn_per_turn: float
    charged: Estimate  # cards put into the Ener Zone per game
    charged_per_turn: float
    returned: Sample  # cards returned by the mulligan
    kept_group: Estimate  # P(a card of the mulligan's group in the hand after it)
    life_cloth_bursts: Sample  # Life Burst cards among the Life Cloth at the setup
    life_cloth_burst_shares: tuple[Estimate, ...]  # P(exactly k), k = 0 .. Life Cloth
    empty_deck: Estimate  # share of games with a turn begun on an empty main deck
    opponent_bursts: float  # the opponent's Life Bursts used per game
    opponent_burst_cards: tuple[tuple[Card, float], ...]
    cards: tuple[CardFigures, ...]
    examples: Mapping[str, int | None]  # game numbers worth a look with --log


@dataclass(frozen=True)
class RunInfo:
    """What makes a run reproducible, beyond the figures."""

    deck_name: str | None
    deck_path: str | None
    deck_hash: str
    format: str
    card_data_version: str | None
    seed: int
    games: int
    agent: str
    mulligan: MulliganRule
    abilities: bool
    opponent: Mapping[str, Any]
    coverage: Coverage
    opponent_coverage: Coverage | None


@dataclass(frozen=True)
class GoldfishReport:
    info: RunInfo
    simulation: Simulation
    sides: Mapping[str, SideFigures]
    warnings: tuple[str, ...]
    failed: int = 0  # games that raised an error, left out of every figure
    first_failure: Failure | None = None

    @property
    def turn_cap(self) -> int:
        return self.simulation.turn_cap

    def to_dict(self) -> dict[str, Any]:
        """The documented JSON of `deckcheck goldfish` (README, "Goldfish")."""
        info = self.info
        simulation = self.simulation
        return {
            "deck": {
                "name": info.deck_name,
                "path": info.deck_path,
                "format": info.format,
                "hash": info.deck_hash,
                "main_deck": len(simulation.deck.main),
                "lrig_deck": len(simulation.deck.lrig),
            },
            "versions": {"deckcheck": __version__, "card_data": info.card_data_version},
            "run": {
                "seed": info.seed,
                "games": info.games,
                "agent": info.agent,
                "mulligan": info.mulligan.to_dict(),
                "abilities": info.abilities,
                "turn_cap": self.turn_cap,
                "opponent": dict(info.opponent),
                "failed_games": {
                    "count": self.failed,
                    "first": None
                    if self.first_failure is None
                    else {
                        "game": self.first_failure.game,
                        "error": self.first_failure.error,
                        "cause": self.first_failure.cause.value,
                    },
                },
                "rules": {
                    key: getattr(value, "value", value)
                    for key, value in asdict(simulation.rules).items()
                },
            },
            "coverage": {
                "deck": info.coverage.to_dict(),
                "opponent": info.opponent_coverage.to_dict() if info.opponent_coverage else None,
            },
            "players": {side: _side_dict(figures) for side, figures in self.sides.items()},
            "warnings": list(self.warnings),
        }

    def csv_rows(self) -> Iterator[dict[str, Any]]:
        """One row per figure, with the columns of `CSV_COLUMNS`."""
        for side, figures in self.sides.items():
            yield from _side_rows(side, figures)


def summarize(
    simulation: Simulation, tally: RunTally, info: RunInfo, warnings: Sequence[str]
) -> GoldfishReport:
    sides = {
        "first": side_figures(simulation, tally.first),
        "second": side_figures(simulation, tally.second),
        "all": side_figures(simulation, tally.both()),
    }
    found = list(warnings)
    first = tally.first_failure
    if first is not None:
        why = (
            "an error of your agent"
            if first.cause is FailureCause.AGENT
            else "an internal error (a bug: please report it)"
        )
        found.append(
            f"{_games(tally.failed, simulation.games)} failed with {why} and are left out of "
            f"every figure; the first, game {first.game}: {first.error} "
            f"(--log {first.game} replays it)"
        )
    found += _run_warnings(sides["all"], simulation.turn_cap)
    return GoldfishReport(info, simulation, sides, tuple(found), tally.failed, tally.first_failure)


def side_figures(simulation: Simulation, tally: Tally) -> SideFigures:
    games = tally.games
    win_turn = Sample.of_counts(tally.win_turns)
    life_cloth_bursts = Sample.of_counts(tally.life_cloth_bursts)
    rules = simulation.rules
    # The Life Cloth of the setup: 7 cards, or what the deck holds after the hand.
    cloth_size = min(rules.life_cloth, max(0, len(simulation.deck.main) - rules.opening_hand))
    lost = sum(value * times for value, times in tally.life_cloth_lost.items())
    return SideFigures(
        games=games,
        wins=tally.wins,
        win_rate=proportion(tally.wins, games),
        turn_cap=tally.turn_cap,
        decision_cap=tally.decision_cap,
        losses=tally.losses,
        win_turn=win_turn,
        by_turn=_by_turn(tally),
        refreshed=proportion(tally.refreshed, games),
        first_refresh=Sample.of_counts(tally.first_refresh),
        refreshes=Sample.of_counts(tally.refreshes),
        life_cloth_lost=mean(tally.life_cloth_lost),
        life_burst_lost=proportion(tally.life_bursts_lost, lost),
        drawn=mean(tally.drawn),
        drawn_per_turn=_total(tally.drawn) / tally.turns if tally.turns else 0.0,
        charged=mean(tally.charged),
        charged_per_turn=_total(tally.charged) / tally.turns if tally.turns else 0.0,
        returned=Sample.of_counts(tally.returned),
        kept_group=proportion(tally.kept_group, games),
        life_cloth_bursts=life_cloth_bursts,
        life_cloth_burst_shares=tuple(
            proportion(tally.life_cloth_bursts[k], games) for k in range(cloth_size + 1)
        ),
        empty_deck=proportion(tally.empty_deck, games),
        opponent_bursts=_total_times(tally.opponent_bursts) / games if games else 0.0,
        opponent_burst_cards=tuple(
            (simulation.opponent_cards[card], times / games)
            for card, times in sorted(tally.opponent_bursts.items())
            if times
        ),
        cards=_card_figures(simulation, tally),
        examples=_examples(tally, win_turn),
    )


def _total(counts: Mapping[int, int]) -> int:
    """The sum of the observations of {value: times}."""
    return sum(value * times for value, times in counts.items())


def _total_times(counts: Mapping[int, int]) -> int:
    return sum(counts.values())


def _by_turn(tally: Tally) -> tuple[TurnFigures, ...]:
    figures = []
    won = 0
    for turn in sorted(turn for turn, games in tally.reached.items() if games):
        reached = tally.reached[turn]
        won += tally.win_turns[turn]
        figures.append(
            TurnFigures(
                turn=turn,
                games=reached,
                damage=tally.damage[turn] / reached,
                crushed=tally.crushed[turn] / reached,
                won_by=won / tally.games,
            )
        )
    return tuple(figures)


def _card_figures(simulation: Simulation, tally: Tally) -> tuple[CardFigures, ...]:
    games = tally.games
    cards = simulation.cards
    copies = [0] * len(cards)
    for index in simulation.instance_card:
        copies[index] += 1
    main = set(simulation.instance_card[len(simulation.deck.lrig) :])
    return tuple(
        CardFigures(
            card=card,
            copies=copies[index],
            main_deck=index in main,
            opening_hand=proportion(tally.opening[index], games) if index in main else None,
            after_mulligan=proportion(tally.after_mulligan[index], games)
            if index in main
            else None,
            played=tally.played[index] / games if games else 0.0,
            played_in=proportion(tally.played_in[index], games),
            abilities=tally.abilities[index] / games if games else 0.0,
        )
        for index, card in enumerate(cards)
    )


def _examples(tally: Tally, win_turn: Sample) -> dict[str, int | None]:
    """Game numbers worth reading with --log: the first game won on the fastest, the
    median and the slowest winning turn, and the first game not won."""
    first_on = tally.first_win_on
    median = win_turn.median.value if win_turn.size else None
    median_turn = min(first_on, key=lambda turn: (abs(turn - median), turn)) if median else None
    return {
        "fastest_win": first_on[win_turn.minimum] if win_turn.minimum is not None else None,
        "median_win": first_on[median_turn] if median_turn is not None else None,
        "slowest_win": first_on[win_turn.maximum] if win_turn.maximum is not None else None,
        "not_won": tally.first_not_won,
    }


def _run_warnings(figures: SideFigures, turn_cap: int) -> list[str]:
    warnings = []
    games = figures.games
    if figures.turn_cap:
        warnings.append(
            f"{_games(figures.turn_cap, games)} reached the turn cap (the deck's turn "
            f"{turn_cap}) without a win and count as draws"
            + (": the deck never won" if not figures.wins else "")
        )
    if figures.decision_cap:
        warnings.append(
            f"{_games(figures.decision_cap, games)} stopped at the engine's decision limit "
            "(an endless loop of effects?) and count as draws"
        )
    if figures.losses:
        warnings.append(f"the deck lost {_games(figures.losses, games)} (by its own effects?)")
    if figures.empty_deck.value:
        warnings.append(
            f"in {_games(round(figures.empty_deck.value * games), games)} the deck began a turn "
            "with no card to draw (main deck and trash empty)"
        )
    return warnings


def _games(count: int, games: int) -> str:
    share = count / games if games else 0.0
    return f"{count} game{'s' if count != 1 else ''} of {games} ({share:.1%})"


# ------------------------------------------------------------ JSON and CSV


def _side_dict(figures: SideFigures) -> dict[str, Any]:
    games = figures.games
    return {
        "games": games,
        "wins": figures.wins,
        "win_rate": figures.win_rate.to_dict(),
        "turn_cap": figures.turn_cap,
        "decision_cap": figures.decision_cap,
        "losses": figures.losses,
        "win_turn": figures.win_turn.to_dict("turn", of=games),
        "by_turn": [
            {
                "turn": t.turn,
                "games": t.games,
                "damage": round(t.damage, 4),
                "life_cloth_crushed": round(t.crushed, 4),
                "won_by": round(t.won_by, 4),
            }
            for t in figures.by_turn
        ],
        "refresh": {
            "refreshed": figures.refreshed.to_dict(),
            "first_refresh_turn": figures.first_refresh.to_dict("turn", of=games),
            "refreshes": figures.refreshes.to_dict("refreshes"),
            "life_cloth_lost": _mean_dict(figures.life_cloth_lost, games),
            "life_burst_lost": figures.life_burst_lost.to_dict(),
        },
        "resources": {
            "drawn": _mean_dict(figures.drawn, games),
            "drawn_per_turn": round(figures.drawn_per_turn, 4),
            "charged": _mean_dict(figures.charged, games),
            "charged_per_turn": round(figures.charged_per_turn, 4),
        },
        "mulligan": {
            "returned": figures.returned.to_dict("cards"),
            "kept_group_in_hand": figures.kept_group.to_dict(),
        },
        "life_cloth": {
            "life_bursts": figures.life_cloth_bursts.to_dict("life_bursts"),
            "exactly": [
                {"life_bursts": k, **estimate.to_dict()}
                for k, estimate in enumerate(figures.life_cloth_burst_shares)
            ],
        },
        "empty_deck": figures.empty_deck.to_dict(),
        "opponent_life_bursts": {
            "per_game": round(figures.opponent_bursts, 4),
            "cards": [
                {"id": card.id, "name": card.name, "per_game": round(per_game, 4)}
                for card, per_game in figures.opponent_burst_cards
            ],
        },
        "cards": [_card_dict(c) for c in figures.cards],
        "examples": dict(figures.examples),
    }


def _mean_dict(estimate: Estimate, games: int) -> dict[str, Any] | None:
    return estimate.to_dict() if games else None


def _card_dict(figures: CardFigures) -> dict[str, Any]:
    return {
        "id": figures.card.id,
        "name": figures.card.name,
        "copies": figures.copies,
        "deck": "main" if figures.main_deck else "lrig",
        "opening_hand": figures.opening_hand.to_dict() if figures.opening_hand else None,
        "after_mulligan": figures.after_mulligan.to_dict() if figures.after_mulligan else None,
        "played_per_game": round(figures.played, 4),
        "played_in_games": figures.played_in.to_dict(),
        "abilities_per_game": round(figures.abilities, 4),
    }


def _side_rows(side: str, figures: SideFigures) -> Iterator[dict[str, Any]]:
    def row(
        section: str, measure: str, value: float | Estimate | None, **keys: Any
    ) -> dict[str, Any]:
        base = {"player": side, "section": section, "measure": measure, **keys}
        if isinstance(value, Estimate):
            return base | {
                "value": round(value.value, 4),
                "ci_low": round(value.low, 4),
                "ci_high": round(value.high, 4),
            }
        return base | {
            "value": value if value is None or isinstance(value, int) else round(value, 4)
        }

    games = figures.games
    yield row("games", "games", games)
    yield row("games", "wins", figures.wins)
    yield row("games", "win_rate", figures.win_rate)
    yield row("games", "turn_cap", figures.turn_cap)
    if figures.win_turn.size:
        yield row("win_turn", "mean", figures.win_turn.mean)
        yield row("win_turn", "median", figures.win_turn.median)
    for value, times in figures.win_turn.counts:
        yield row("win_turn", "share", times / games, turn=value)
    for t in figures.by_turn:
        yield row("by_turn", "games", t.games, turn=t.turn)
        yield row("by_turn", "damage", t.damage, turn=t.turn)
        yield row("by_turn", "life_cloth_crushed", t.crushed, turn=t.turn)
        yield row("by_turn", "won_by", t.won_by, turn=t.turn)
    yield row("refresh", "refreshed", figures.refreshed)
    if figures.first_refresh.size:
        yield row("refresh", "first_refresh_turn_mean", figures.first_refresh.mean)
    for value, times in figures.first_refresh.counts:
        yield row("refresh", "first_refresh_share", times / games, turn=value)
    if games:
        yield row("refresh", "refreshes_mean", figures.refreshes.mean)
        yield row("refresh", "life_cloth_lost_mean", figures.life_cloth_lost)
        yield row("resources", "drawn_mean", figures.drawn)
        yield row("resources", "charged_mean", figures.charged)
        yield row("mulligan", "returned_mean", figures.returned.mean)
        yield row("life_cloth", "life_bursts_mean", figures.life_cloth_bursts.mean)
    yield row("resources", "drawn_per_turn", figures.drawn_per_turn)
    yield row("resources", "charged_per_turn", figures.charged_per_turn)
    yield row("mulligan", "kept_group_in_hand", figures.kept_group)
    for k, estimate in enumerate(figures.life_cloth_burst_shares):
        yield row("life_cloth", f"exactly_{k}", estimate)
    yield row("empty_deck", "share", figures.empty_deck)
    yield row("opponent", "life_bursts_per_game", figures.opponent_bursts)
    for c in figures.cards:
        name = c.card.name
        if c.opening_hand is not None and c.after_mulligan is not None:
            yield row("cards", "opening_hand", c.opening_hand, card=name)
            yield row("cards", "after_mulligan", c.after_mulligan, card=name)
        yield row("cards", "played_per_game", c.played, card=name)
        yield row("cards", "played_in_games", c.played_in, card=name)
