"""The goldfish run as one library call: load the decks, play the games, measure them.

    prepared = load_goldfish(Path("deck.yaml"))
    report = run_goldfish(prepared, GoldfishRequest(games=10_000, seed=1), jobs=2)
    report.to_dict()

`game_log` plays one game of a run again, with its log, so that a user can read how
the engine and the agent played it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from deckcheck.agents.base import play
from deckcheck.cards.coverage import Coverage, coverage
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks.model import Deck
from deckcheck.effects.catalog import load_playable_database
from deckcheck.formats import Format
from deckcheck.formats.game import GameRules
from deckcheck.simulate.report import GoldfishReport, RunInfo, summarize
from deckcheck.simulate.runner import Progress, failure, run_games
from deckcheck.simulate.setup import GoldfishRequest, Simulation, deck_hash, prepare
from deckcheck.simulate.trace import GameTrace


@dataclass(frozen=True)
class GoldfishDecks:
    """The decks of a run, resolved, with the format whose rules of play they use."""

    database: CardDatabase
    format: Format
    rules: GameRules
    deck: Deck
    opponent: Deck | None = None


def load_goldfish(
    deck_path: Path,
    *,
    opponent_path: Path | None = None,
    format_choice: str | Path | None = None,
    cards: Sequence[Path] = (),
) -> GoldfishDecks:
    """Read the deck (and the opponent's deck) with the card database and the user's card
    files. The format is `format_choice`, else the one the deck names (default diva).

    Raises DecklistError (unknown cards, unreadable file), UsageError (unknown format)
    and FormatError / CardDataError (broken format or card files).
    """
    from deckcheck.decks.resolve import load_deck, load_deck_in_format

    database = load_playable_database(extra=tuple(cards))
    deck, fmt = load_deck_in_format(deck_path, database, format_choice)
    opponent = None
    if opponent_path is not None:
        opponent = load_deck(opponent_path, database, fmt.pools)
    rules = fmt.game_rules()
    return GoldfishDecks(database, fmt, rules, deck, opponent)


def simulation_of(decks: GoldfishDecks, request: GoldfishRequest) -> Simulation:
    return prepare(
        decks.deck, request, decks.rules, database=decks.database, opponent=decks.opponent
    )


def run_goldfish(
    decks: GoldfishDecks,
    request: GoldfishRequest,
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> GoldfishReport:
    """Play every game of the request and measure them, on `jobs` local processes
    (default: every core) or on the Dask cluster whose scheduler is at `scheduler`. The
    report is the same wherever the games are played."""
    simulation = simulation_of(decks, request)
    tally = run_games(simulation, jobs, progress, scheduler=scheduler)
    info = run_info(decks, simulation)
    return summarize(simulation, tally, info, input_warnings(decks, simulation))


@dataclass(frozen=True)
class GameLog:
    """One game of a run, played again with its log (up to the error, for a game that
    failed)."""

    number: int
    lines: list[str]
    trace: GameTrace | None
    seed: int
    warnings: tuple[str, ...]
    error: str | None = None

    def summary(self) -> str:
        trace = self.trace
        if trace is None:
            return f"game {self.number} of seed {self.seed} failed: {self.error}"
        side = "going first" if trace.first else "going second"
        result = {0: f"the deck won on its turn {trace.turns}", 1: "the deck lost"}.get(
            trace.winner, f"a draw after the deck's turn {trace.turns} ({trace.reason})"
        )
        return f"game {trace.number} of seed {self.seed}, {side}: {result}"


def game_log(decks: GoldfishDecks, request: GoldfishRequest, number: int) -> GameLog:
    """Game `number` (from 1) of the run, played again with its log: the same game as in
    the run, whatever the number of games or jobs."""
    simulation = simulation_of(decks, request)
    warnings = tuple(input_warnings(decks, simulation))
    game, recorder, agents = simulation.new_game(number, log=True)
    try:
        outcome = play(game, agents)
    except Exception as error:
        failed = failure(number, error).error
        return GameLog(number, game.log_lines(), None, simulation.seed, warnings, failed)
    trace = recorder.trace(number, outcome)
    return GameLog(number, game.log_lines(), trace, simulation.seed, warnings)


def run_info(decks: GoldfishDecks, simulation: Simulation) -> RunInfo:
    deck = decks.deck
    decklist = deck.decklist
    opponent = decks.opponent
    if opponent is None:
        about: dict[str, object] = {"kind": "goldfish", "life_cloth": decks.rules.life_cloth}
    else:
        about = {
            "kind": "deck",
            "name": opponent.decklist.name,
            "path": str(opponent.decklist.path),
            "hash": deck_hash(opponent),
        }
    return RunInfo(
        deck_name=decklist.name,
        deck_path=str(decklist.path),
        deck_hash=deck_hash(deck),
        format=decks.format.name,
        card_data_version=decks.database.data_version,
        seed=simulation.seed,
        games=simulation.games,
        agent=simulation.agent,
        mulligan=simulation.mulligan,
        abilities=simulation.abilities,
        opponent=about,
        coverage=deck_coverage(deck),
        opponent_coverage=deck_coverage(opponent) if opponent is not None else None,
    )


def deck_coverage(deck: Deck) -> Coverage:
    return coverage([*deck.lrig_cards(), *deck.main_cards()])


def input_warnings(decks: GoldfishDecks, simulation: Simulation) -> list[str]:
    """What the user should know before reading the figures: cards that play without
    their text, and a deck that is not legal in its format."""
    from deckcheck.validation.check import validate_deck

    warnings = []
    if simulation.abilities:
        incomplete = list(deck_coverage(decks.deck).incomplete)
        if decks.opponent is not None:
            seen = {card.id for card in incomplete}
            incomplete += [c for c in deck_coverage(decks.opponent).incomplete if c.id not in seen]
        if incomplete:
            names = ", ".join(card.name for card in incomplete)
            warnings.append(
                f"{len(incomplete)} card{'s' if len(incomplete) != 1 else ''} play as if "
                f"they had no text (abilities not encoded yet): {names}"
            )
    errors = [p for p in validate_deck(decks.deck, decks.format, decks.database) if p.is_error]
    if errors:
        codes = ", ".join(dict.fromkeys(problem.code for problem in errors))
        warnings.append(
            f"the deck is not legal in {decks.format.name} ({codes}); it is played as written"
        )
    return warnings
