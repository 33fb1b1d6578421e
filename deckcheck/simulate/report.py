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
from deckcheck.engine.outcome import OutcomeReason
from deckcheck.simulate.estimates import Estimate, Sample, mean, proportion
from deckcheck.simulate.setup import Simulation
from deckcheck.simulate.trace import GameTrace
from deckcheck.stats.mulligan import MulliganRule

SIDES = ("first", "second", "all")
CSV_COLUMNS = ("player", "section", "turn", "card", "measure", "value", "ci_low", "ci_high")
_TURN_LIMIT = OutcomeReason.TURN_LIMIT.value
_DECISION_LIMIT = OutcomeReason.DECISION_LIMIT.value


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
    simulation: Simulation, traces: Sequence[GameTrace], info: RunInfo, warnings: Sequence[str]
) -> GoldfishReport:
    first = [trace for trace in traces if trace.first]
    second = [trace for trace in traces if not trace.first]
    sides = {
        "first": side_figures(simulation, first),
        "second": side_figures(simulation, second),
        "all": side_figures(simulation, traces),
    }
    return GoldfishReport(
        info, simulation, sides, (*warnings, *_run_warnings(sides["all"], simulation.turn_cap))
    )


def side_figures(simulation: Simulation, traces: Sequence[GameTrace]) -> SideFigures:
    games = len(traces)
    won = [trace for trace in traces if trace.winner == 0]
    win_turn = Sample.of(trace.turns for trace in won)
    refreshed = [trace for trace in traces if trace.refreshes]
    lost = sum(trace.life_cloth_lost for trace in traces)
    turns = sum(trace.turns for trace in traces)
    cards = simulation.cards
    bursts = [card.life_burst for card in cards]
    kept = [simulation.mulligan.keeps(card) for card in cards]
    life_cloth_bursts = Sample.of(sum(bursts[c] for c in trace.life_cloth) for trace in traces)
    cloth_size = max((len(trace.life_cloth) for trace in traces), default=0)
    return SideFigures(
        games=games,
        wins=len(won),
        win_rate=proportion(len(won), games),
        turn_cap=sum(1 for trace in traces if trace.reason == _TURN_LIMIT),
        decision_cap=sum(1 for trace in traces if trace.reason == _DECISION_LIMIT),
        losses=sum(1 for trace in traces if trace.winner == 1),
        win_turn=win_turn,
        by_turn=_by_turn(traces, win_turn),
        refreshed=proportion(len(refreshed), games),
        first_refresh=Sample.of(trace.refreshes[0] for trace in refreshed),
        refreshes=Sample.of(len(trace.refreshes) for trace in traces),
        life_cloth_lost=mean([trace.life_cloth_lost for trace in traces]),
        life_burst_lost=proportion(sum(trace.life_bursts_lost for trace in traces), lost),
        drawn=mean([trace.drawn for trace in traces]),
        drawn_per_turn=sum(trace.drawn for trace in traces) / turns if turns else 0.0,
        charged=mean([trace.charged for trace in traces]),
        charged_per_turn=sum(trace.charged for trace in traces) / turns if turns else 0.0,
        returned=Sample.of(trace.returned for trace in traces),
        kept_group=proportion(
            sum(1 for trace in traces if any(kept[c] for c in trace.hand)), games
        ),
        life_cloth_bursts=life_cloth_bursts,
        life_cloth_burst_shares=tuple(
            proportion(life_cloth_bursts.times(k), games) for k in range(cloth_size + 1)
        ),
        empty_deck=proportion(sum(1 for trace in traces if trace.empty_deck_turns), games),
        opponent_bursts=sum(times for trace in traces for _, times in trace.bursts) / games
        if games
        else 0.0,
        opponent_burst_cards=_opponent_bursts(simulation, traces),
        cards=_card_figures(simulation, traces),
        examples=_examples(traces),
    )


def _by_turn(traces: Sequence[GameTrace], win_turn: Sample) -> tuple[TurnFigures, ...]:
    games = len(traces)
    longest = max((trace.turns for trace in traces), default=0)
    figures = []
    won = 0
    wins_on = dict(win_turn.counts)
    for turn in range(1, longest + 1):
        reached = [trace for trace in traces if trace.turns >= turn]
        won += wins_on.get(turn, 0)
        figures.append(
            TurnFigures(
                turn=turn,
                games=len(reached),
                damage=sum(trace.damage[turn - 1] for trace in reached) / len(reached),
                crushed=sum(trace.crushed[turn - 1] for trace in reached) / len(reached),
                won_by=won / games,
            )
        )
    return tuple(figures)


def _card_figures(simulation: Simulation, traces: Sequence[GameTrace]) -> tuple[CardFigures, ...]:
    games = len(traces)
    cards = simulation.cards
    copies = [0] * len(cards)
    for index in simulation.instance_card:
        copies[index] += 1
    main = set(simulation.instance_card[len(simulation.deck.lrig) :])
    opening = [0] * len(cards)
    after = [0] * len(cards)
    played = [0] * len(cards)
    played_in = [0] * len(cards)
    abilities = [0] * len(cards)
    for trace in traces:
        for index in set(trace.opening):
            opening[index] += 1
        for index in set(trace.hand):
            after[index] += 1
        for index, times in trace.played:
            played[index] += times
            played_in[index] += 1
        for index, times in trace.abilities:
            abilities[index] += times
    return tuple(
        CardFigures(
            card=card,
            copies=copies[index],
            main_deck=index in main,
            opening_hand=proportion(opening[index], games) if index in main else None,
            after_mulligan=proportion(after[index], games) if index in main else None,
            played=played[index] / games if games else 0.0,
            played_in=proportion(played_in[index], games),
            abilities=abilities[index] / games if games else 0.0,
        )
        for index, card in enumerate(cards)
    )


def _opponent_bursts(
    simulation: Simulation, traces: Sequence[GameTrace]
) -> tuple[tuple[Card, float], ...]:
    totals: dict[int, int] = {}
    for trace in traces:
        for index, times in trace.bursts:
            totals[index] = totals.get(index, 0) + times
    games = len(traces) or 1
    return tuple(
        (simulation.opponent_cards[index], times / games) for index, times in sorted(totals.items())
    )


def _examples(traces: Sequence[GameTrace]) -> dict[str, int | None]:
    """Game numbers worth reading with --log: the fastest, a median and the slowest win,
    and the first game that reached the turn cap."""
    won = sorted((trace.turns, trace.number) for trace in traces if trace.winner == 0)
    capped = [trace.number for trace in traces if trace.winner != 0]
    return {
        "fastest_win": won[0][1] if won else None,
        "median_win": won[len(won) // 2][1] if won else None,
        "slowest_win": won[-1][1] if won else None,
        "not_won": capped[0] if capped else None,
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
