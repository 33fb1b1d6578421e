"""What a match and a gauntlet measured, as data: `MatchReport`, `GauntletReport`, their
JSON and CSV.

Every share carries a 95% Wilson interval (`deckcheck.simulate.estimates`). Win rates
count a draw (turn cap, decision limit) as a game not won. "Win rate when drawn" is, per
card of a deck, the deck's win rate in the games in which the card was drawn (the
opening hand included) or played, beside its win rate in the other games: an
association, not a cause (a card drawn in long games is drawn in games the deck was
losing slowly; a card the deck plays when ahead looks good).
"""

from __future__ import annotations

import platform
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from deckcheck import __version__
from deckcheck.cards.coverage import Coverage
from deckcheck.cards.model import Card
from deckcheck.simulate.estimates import Estimate, Sample, proportion
from deckcheck.simulate.matchup import DECKS, MatchTally, Matchup
from deckcheck.simulate.tally import Failure, FailureCause
from deckcheck.stats.mulligan import MulliganRule

CAUSATION_NOTE = (
    "Win rate when drawn compares the games in which a card was drawn or played with the "
    "others: an association, not a cause (cards drawn in long games, or played when "
    "ahead, look better or worse than they are)."
)
MATCH_CSV_COLUMNS = ("deck", "section", "card", "measure", "value", "ci_low", "ci_high")
GAUNTLET_CSV_COLUMNS = (
    "deck",
    "opponent",
    "games",
    "wins",
    "win_rate",
    "ci_low",
    "ci_high",
)


@dataclass(frozen=True)
class DeckInfo:
    """A deck of a match or gauntlet, as the report names it."""

    name: str | None
    path: str | None
    hash: str
    coverage: Coverage
    main_deck: int
    lrig_deck: int

    @property
    def label(self) -> str:
        return self.name or self.path or self.hash

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "path": self.path,
            "hash": self.hash,
            "main_deck": self.main_deck,
            "lrig_deck": self.lrig_deck,
            "coverage": self.coverage.to_dict(),
        }


@dataclass(frozen=True)
class RunSettings:
    """What reproduces a match or a gauntlet, beyond the decks."""

    format: str
    card_data_version: str | None
    seed: int
    games: int
    agents: tuple[str, str]
    mulligan: MulliganRule
    abilities: bool
    turn_cap: int
    rules: Mapping[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "games": self.games,
            "agents": {"A": self.agents[0], "B": self.agents[1]},
            "mulligan": self.mulligan.to_dict(),
            "abilities": self.abilities,
            "turn_cap": self.turn_cap,
            "seat_swap": True,
            "format": self.format,
            "rules": dict(self.rules),
        }


def versions(card_data_version: str | None) -> dict[str, Any]:
    return {
        "deckcheck": __version__,
        "card_data": card_data_version,
        "python": platform.python_version(),
    }


def settings_of(matchup: Matchup, fmt: str, card_data_version: str | None) -> RunSettings:
    return RunSettings(
        format=fmt,
        card_data_version=card_data_version,
        seed=matchup.seed,
        games=matchup.games,
        agents=matchup.agents,
        mulligan=matchup.mulligans[0],
        abilities=matchup.abilities,
        turn_cap=matchup.turn_cap,
        rules={key: getattr(value, "value", value) for key, value in asdict(matchup.rules).items()},
    )


@dataclass(frozen=True)
class CardRate:
    """One distinct card of a deck: the games in which it was drawn or played, and the
    deck's win rate in those games and in the others."""

    card: Card
    copies: int
    main_deck: bool
    games: int  # games in which it was drawn or played
    match_games: int
    share: Estimate  # of all games
    with_card: Estimate  # the deck's win rate when the card was drawn or played
    without_card: Estimate  # ... in the other games

    @property
    def difference(self) -> float:
        return self.with_card.value - self.without_card.value


@dataclass(frozen=True)
class MatchFigures:
    """The figures of one match, from deck A's side (deck B's win rate is its losses)."""

    games: int
    a_wins: int
    b_wins: int
    draws: int
    turn_cap: int
    decision_cap: int
    decked: int
    win_rate: Estimate  # deck A's
    b_win_rate: Estimate
    a_first: Estimate  # deck A's win rate in the games it went first
    a_second: Estimate
    b_first: Estimate  # deck B's win rate in the games it went first
    b_second: Estimate
    first_player: Estimate  # the win rate of whoever went first
    length: Sample  # game turns (both players' turns)
    cards: tuple[tuple[CardRate, ...], tuple[CardRate, ...]]
    decisions: int
    failed: int
    first_failure: Failure | None


def match_figures(matchup: Matchup, tally: MatchTally) -> MatchFigures:
    games = tally.games
    second_games = games - tally.a_first_games
    return MatchFigures(
        games=games,
        a_wins=tally.a_wins,
        b_wins=tally.b_wins,
        draws=tally.draws,
        turn_cap=tally.turn_cap,
        decision_cap=tally.decision_cap,
        decked=tally.decked,
        win_rate=proportion(tally.a_wins, games),
        b_win_rate=proportion(tally.b_wins, games),
        a_first=proportion(tally.a_first_wins, tally.a_first_games),
        a_second=proportion(tally.a_wins - tally.a_first_wins, second_games),
        b_first=proportion(tally.b_first_wins, second_games),
        b_second=proportion(tally.b_wins - tally.b_first_wins, tally.a_first_games),
        first_player=proportion(tally.a_first_wins + tally.b_first_wins, games),
        length=Sample.of_counts(tally.turns),
        cards=(_card_rates(matchup, tally, 0), _card_rates(matchup, tally, 1)),
        decisions=tally.decisions,
        failed=tally.failed,
        first_failure=tally.first_failure,
    )


def _card_rates(matchup: Matchup, tally: MatchTally, deck: int) -> tuple[CardRate, ...]:
    games = tally.games
    wins = tally.a_wins if deck == 0 else tally.b_wins
    cards = matchup.cards[deck]
    copies = [0] * len(cards)
    for index in matchup.instance_card[deck]:
        copies[index] += 1
    lrig = len(matchup.decks[deck].lrig)
    main = set(matchup.instance_card[deck][lrig:])
    counts = tally.cards[deck]
    rates = []
    for index, card in enumerate(cards):
        seen = counts.seen[index]
        won = counts.wins[index]
        rates.append(
            CardRate(
                card=card,
                copies=copies[index],
                main_deck=index in main,
                games=seen,
                match_games=games,
                share=proportion(seen, games),
                with_card=proportion(won, seen),
                without_card=proportion(wins - won, games - seen),
            )
        )
    return tuple(rates)


@dataclass(frozen=True)
class MatchReport:
    decks: tuple[DeckInfo, DeckInfo]
    settings: RunSettings
    figures: MatchFigures
    warnings: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """The documented JSON of `deckcheck match` (README, "Matches")."""
        figures = self.figures
        return {
            "decks": {name: info.to_dict() for name, info in zip(DECKS, self.decks, strict=True)},
            "versions": versions(self.settings.card_data_version),
            "run": self.settings.to_dict()
            | {"failed_games": _failures(figures.failed, figures.first_failure)},
            "result": _result_dict(figures),
            "cards": {
                name: [_card_dict(rate) for rate in rates]
                for name, rates in zip(DECKS, figures.cards, strict=True)
            },
            "notes": [CAUSATION_NOTE],
            "warnings": list(self.warnings),
        }

    def csv_rows(self) -> Iterator[dict[str, Any]]:
        """One row per figure, with the columns of `MATCH_CSV_COLUMNS`."""
        figures = self.figures

        def row(
            deck: str, section: str, measure: str, value: Any, card: str = ""
        ) -> dict[str, Any]:
            base = {"deck": deck, "section": section, "card": card, "measure": measure}
            if isinstance(value, Estimate):
                return base | {
                    "value": round(value.value, 4),
                    "ci_low": round(value.low, 4),
                    "ci_high": round(value.high, 4),
                }
            return base | {"value": value}

        yield row("A", "result", "games", figures.games)
        yield row("A", "result", "wins", figures.a_wins)
        yield row("B", "result", "wins", figures.b_wins)
        yield row("", "result", "draws", figures.draws)
        yield row("A", "result", "win_rate", figures.win_rate)
        yield row("B", "result", "win_rate", figures.b_win_rate)
        yield row("A", "result", "win_rate_going_first", figures.a_first)
        yield row("A", "result", "win_rate_going_second", figures.a_second)
        yield row("B", "result", "win_rate_going_first", figures.b_first)
        yield row("B", "result", "win_rate_going_second", figures.b_second)
        yield row("", "result", "first_player_win_rate", figures.first_player)
        if figures.length.size:
            yield row("", "length", "turns_mean", figures.length.mean)
            yield row("", "length", "turns_median", figures.length.median)
        for reason, count in _endings(figures).items():
            yield row("", "ended", reason, count)
        for deck, rates in zip(DECKS, figures.cards, strict=True):
            for rate in rates:
                name = rate.card.name
                yield row(deck, "cards", "games_drawn_or_played", rate.games, name)
                yield row(deck, "cards", "win_rate_when_drawn", rate.with_card, name)
                yield row(deck, "cards", "win_rate_when_not_drawn", rate.without_card, name)


def _failures(failed: int, first: Failure | None) -> dict[str, Any]:
    return {
        "count": failed,
        "first": None
        if first is None
        else {"game": first.game, "error": first.error, "cause": first.cause.value},
    }


def _endings(figures: MatchFigures) -> dict[str, int]:
    """How games ended: by damage (the loser's Life Cloth was gone; `decked` of them after
    refreshes had cost the loser Life Cloth), at the turn cap, at the decision limit."""
    won = figures.a_wins + figures.b_wins
    return {
        "damage": won - figures.decked,
        "decking": figures.decked,
        "turn_cap": figures.turn_cap,
        "decision_limit": figures.decision_cap,
    }


def _result_dict(figures: MatchFigures) -> dict[str, Any]:
    length = figures.length
    return {
        "games": figures.games,
        "wins": {"A": figures.a_wins, "B": figures.b_wins},
        "draws": figures.draws,
        "win_rate": {"A": figures.win_rate.to_dict(), "B": figures.b_win_rate.to_dict()},
        "going_first": {"A": figures.a_first.to_dict(), "B": figures.b_first.to_dict()},
        "going_second": {"A": figures.a_second.to_dict(), "B": figures.b_second.to_dict()},
        "first_player_win_rate": figures.first_player.to_dict(),
        "ended": _endings(figures),
        "turns": length.to_dict("turns"),
        "decisions_per_game": round(figures.decisions / figures.games, 1)
        if figures.games
        else None,
    }


def _card_dict(rate: CardRate) -> dict[str, Any]:
    return {
        "id": rate.card.id,
        "name": rate.card.name,
        "copies": rate.copies,
        "deck": "main" if rate.main_deck else "lrig",
        "games": rate.games,
        "share": rate.share.to_dict(),
        "win_rate_when_drawn": rate.with_card.to_dict() if rate.games else None,
        "win_rate_otherwise": rate.without_card.to_dict()
        if rate.games < rate.match_games
        else None,
    }


# ------------------------------------------------------------------ gauntlet


@dataclass(frozen=True)
class Pairing:
    """One match of a gauntlet: deck `first` (A) against deck `second` (B)."""

    first: int
    second: int
    figures: MatchFigures


@dataclass(frozen=True)
class FieldRate:
    """A deck's games against the rest of the field, pooled."""

    deck: int
    games: int
    wins: int
    win_rate: Estimate


@dataclass(frozen=True)
class GauntletReport:
    decks: tuple[DeckInfo, ...]
    settings: RunSettings
    pairings: tuple[Pairing, ...]
    warnings: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.decks)

    def cell(self, row: int, column: int) -> tuple[int, int] | None:
        """(wins, games) of deck `row` against deck `column`, or None if not played."""
        for pairing in self.pairings:
            figures = pairing.figures
            if (pairing.first, pairing.second) == (row, column):
                return figures.a_wins, figures.games
            if self.same_agents and (pairing.second, pairing.first) == (row, column):
                return figures.b_wins, figures.games
        return None

    @property
    def same_agents(self) -> bool:
        first, second = self.settings.agents
        return first == second

    def matrix(self) -> list[list[Estimate | None]]:
        """The row deck's win rate against the column deck (None: not played)."""
        rows: list[list[Estimate | None]] = []
        for row in range(self.size):
            cells: list[Estimate | None] = []
            for column in range(self.size):
                found = self.cell(row, column)
                cells.append(None if found is None else proportion(*found))
            rows.append(cells)
        return rows

    def field(self) -> list[FieldRate]:
        """Each deck's win rate against the other decks, pooled, best first."""
        rates = []
        for deck in range(self.size):
            wins = games = 0
            for column in range(self.size):
                found = self.cell(deck, column) if column != deck else None
                if found is not None:
                    wins += found[0]
                    games += found[1]
            rates.append(FieldRate(deck, games, wins, proportion(wins, games)))
        return sorted(rates, key=lambda rate: (-rate.win_rate.value, rate.deck))

    @property
    def failed(self) -> int:
        return sum(pairing.figures.failed for pairing in self.pairings)

    def to_dict(self) -> dict[str, Any]:
        """The documented JSON of `deckcheck gauntlet` (README, "Gauntlets")."""
        matrix = self.matrix()
        return {
            "decks": [info.to_dict() for info in self.decks],
            "versions": versions(self.settings.card_data_version),
            "run": self.settings.to_dict()
            | {"games_per_pair": self.settings.games, "pairs": len(self.pairings)},
            "ranking": [
                {
                    "deck": rate.deck,
                    "name": self.decks[rate.deck].label,
                    "games": rate.games,
                    "wins": rate.wins,
                    "win_rate": rate.win_rate.to_dict(),
                }
                for rate in self.field()
            ],
            "matrix": [
                [None if cell is None else cell.to_dict() for cell in row] for row in matrix
            ],
            "pairs": [
                {
                    "A": pairing.first,
                    "B": pairing.second,
                    "result": _result_dict(pairing.figures),
                    "failed_games": _failures(
                        pairing.figures.failed, pairing.figures.first_failure
                    ),
                }
                for pairing in self.pairings
            ],
            "warnings": list(self.warnings),
        }

    def csv_rows(self) -> Iterator[dict[str, Any]]:
        """One row per cell of the matrix, then one per deck against the whole field
        (`opponent` empty), with the columns of `GAUNTLET_CSV_COLUMNS`."""
        for row in range(self.size):
            for column in range(self.size):
                found = self.cell(row, column)
                if found is not None:
                    yield _rate_row(self.decks[row].label, self.decks[column].label, *found)
        for rate in self.field():
            yield _rate_row(self.decks[rate.deck].label, "", rate.wins, rate.games)


def _rate_row(deck: str, opponent: str, wins: int, games: int) -> dict[str, Any]:
    estimate = proportion(wins, games)
    return {
        "deck": deck,
        "opponent": opponent,
        "games": games,
        "wins": wins,
        "win_rate": round(estimate.value, 4),
        "ci_low": round(estimate.low, 4),
        "ci_high": round(estimate.high, 4),
    }


def pairs(size: int, same_agents: bool) -> list[tuple[int, int]]:
    """The matches of a gauntlet of `size` decks: every pair once when both sides play
    with the same agent; with two agents, every deck of the first against every deck of
    the second, mirrors included."""
    if same_agents:
        return [(row, column) for row in range(size) for column in range(row + 1, size)]
    return [(row, column) for row in range(size) for column in range(size)]


def match_warnings(figures: MatchFigures, turn_cap: int) -> list[str]:
    warnings = []
    first = figures.first_failure
    if first is not None:
        why = (
            "an error of your agent"
            if first.cause is FailureCause.AGENT
            else "an internal error (a bug: please report it)"
        )
        warnings.append(
            f"{_games(figures.failed, figures.games + figures.failed)} failed with {why} and "
            f"are left out of every figure; the first, game {first.game}: {first.error} "
            f"(--log {first.game} replays it)"
        )
    if figures.turn_cap:
        warnings.append(
            f"{_games(figures.turn_cap, figures.games)} reached the turn cap (each player's "
            f"turn {turn_cap}) and count as draws"
        )
    if figures.decision_cap:
        warnings.append(
            f"{_games(figures.decision_cap, figures.games)} stopped at the engine's decision "
            "limit (an endless loop of effects?) and count as draws"
        )
    return warnings


def _games(count: int, games: int) -> str:
    share = count / games if games else 0.0
    return f"{count} game{'s' if count != 1 else ''} of {games} ({share:.1%})"
