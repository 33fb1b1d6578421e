"""Matches and gauntlets as library calls: decks played against each other by agents.

    decks = load_decks([Path("a.yaml"), Path("b.yaml")])
    report = run_match(decks, MatchRequest(games=2400, seed=1), jobs=2)
    report.to_dict()

    field = load_decks([Path("decks/")], gauntlet=True)
    run_gauntlet(field, MatchRequest(games=400)).to_dict()

A gauntlet is a match for every pair of its decks, each the same match as `deckcheck
match` with the same seed would play, sharing one pool of workers. `match_log` plays one
game of a match again, with its log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from deckcheck.agents.base import play
from deckcheck.cards.pool import CardDatabase
from deckcheck.decks.model import Deck
from deckcheck.decks.resolve import DecklistError
from deckcheck.effects.catalog import load_playable_database
from deckcheck.errors import UsageError
from deckcheck.formats import Format
from deckcheck.formats.game import GameRules
from deckcheck.simulate.goldfish import deck_coverage
from deckcheck.simulate.match_report import (
    DeckInfo,
    GauntletReport,
    MatchReport,
    Pairing,
    match_figures,
    match_warnings,
    pairs,
    settings_of,
)
from deckcheck.simulate.matchup import DECKS, MatchRequest, MatchTrace, Matchup, prepare_match
from deckcheck.simulate.runner import Progress, run_games, run_works
from deckcheck.simulate.setup import deck_hash


@dataclass(frozen=True)
class MatchDecks:
    """Decks read for a match or a gauntlet, with the format whose rules they play by, and
    the lines of the decks that could not be read (a gauntlet goes on without them)."""

    database: CardDatabase
    format: Format
    rules: GameRules
    decks: tuple[Deck, ...]
    unreadable: tuple[str, ...] = ()


def load_decks(
    paths: Sequence[Path],
    *,
    format_choice: str | Path | None = None,
    cards: Sequence[Path] = (),
    gauntlet: bool = False,
) -> MatchDecks:
    """Read the decks of `paths` (for a gauntlet, folders are searched for decklists).
    The format is `format_choice`, else the one the first deck names (default diva);
    every deck is read in its pools.

    A match raises DecklistError for a deck that cannot be read; a gauntlet leaves such a
    deck out (its problems in `unreadable`) and raises only when fewer than two decks
    remain. Raises UsageError (unknown format) and FormatError / CardDataError (broken
    format or card files).
    """
    from deckcheck.decks.resolve import load_deck, load_deck_in_format
    from deckcheck.formats import load_format
    from deckcheck.validation.check import decklist_files

    database = load_playable_database(extra=tuple(cards))
    files = decklist_files(paths) if gauntlet else list(paths)
    fmt: Format | None = load_format(format_choice) if format_choice is not None else None
    decks: list[Deck] = []
    unreadable: list[str] = []
    for path in files:
        try:
            if fmt is None:
                deck, fmt = load_deck_in_format(path, database)
                decks.append(deck)
            else:
                decks.append(load_deck(path, database, fmt.pools))
        except DecklistError as error:
            if not gauntlet:
                raise
            unreadable.extend(f"{problem}" for problem in error.problems)
    if gauntlet and len(decks) < 2:
        found_count = "no deck" if not decks else "only one deck"
        raise UsageError(f"a gauntlet needs two decks or more; {found_count} could be read")
    assert fmt is not None
    return MatchDecks(database, fmt, fmt.game_rules(), tuple(decks), tuple(unreadable))


def deck_info(deck: Deck) -> DeckInfo:
    decklist = deck.decklist
    return DeckInfo(
        name=decklist.name,
        path=str(decklist.path),
        hash=deck_hash(deck),
        coverage=deck_coverage(deck),
        main_deck=len(deck.main_cards()),
        lrig_deck=len(deck.lrig_cards()),
    )


def matchup_of(
    decks: MatchDecks, request: MatchRequest, first: int = 0, second: int = 1
) -> Matchup:
    return prepare_match(
        [decks.decks[first], decks.decks[second]], request, decks.rules, decks.database
    )


def run_match(
    decks: MatchDecks,
    request: MatchRequest,
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> MatchReport:
    """Play every game of the match of the first two decks (A, B) and measure them, on
    `jobs` local processes (default: every core) or on the Dask cluster whose scheduler
    is at `scheduler`. The report is the same wherever the games are played."""
    matchup = matchup_of(decks, request)
    tally = run_games(matchup, jobs, progress, scheduler=scheduler)
    figures = match_figures(matchup, tally)
    infos = (deck_info(decks.decks[0]), deck_info(decks.decks[1]))
    warnings = input_warnings(decks, [0, 1], request.abilities)
    warnings += match_warnings(figures, matchup.turn_cap)
    settings = settings_of(matchup, decks.format.name, decks.database.data_version)
    return MatchReport(infos, settings, figures, tuple(warnings))


def run_gauntlet(
    decks: MatchDecks,
    request: MatchRequest,
    *,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> GauntletReport:
    """Play the match of every pair of decks (`match_report.pairs`), each with the
    request's games and seed, on one set of workers: `jobs` local processes or the Dask
    cluster whose scheduler is at `scheduler`."""
    same_agents = request.agents[0] == request.agents[1]
    chosen = pairs(len(decks.decks), same_agents)
    matchups = [matchup_of(decks, request, first, second) for first, second in chosen]
    tallies = run_works(matchups, jobs, progress, scheduler=scheduler)
    pairings = []
    warnings = [f"left out: {line}" for line in decks.unreadable]
    warnings += input_warnings(decks, range(len(decks.decks)), request.abilities)
    infos = tuple(deck_info(deck) for deck in decks.decks)
    for (first, second), matchup, tally in zip(chosen, matchups, tallies, strict=True):
        figures = match_figures(matchup, tally)
        pairings.append(Pairing(first, second, figures))
        for warning in match_warnings(figures, matchup.turn_cap):
            warnings.append(f"{infos[first].label} against {infos[second].label}: {warning}")
    settings = settings_of(matchups[0], decks.format.name, decks.database.data_version)
    return GauntletReport(infos, settings, tuple(pairings), tuple(warnings))


def input_warnings(decks: MatchDecks, which: Sequence[int], abilities: bool) -> list[str]:
    """Cards that play without their text, and decks not legal in the format."""
    from deckcheck.validation.check import validate_deck

    warnings = []
    for index in which:
        deck = decks.decks[index]
        label = deck.decklist.name or str(deck.decklist.path)
        incomplete = list(deck_coverage(deck).incomplete)
        if abilities and incomplete:
            names = ", ".join(card.name for card in incomplete)
            warnings.append(
                f"{label}: {len(incomplete)} card{'s' if len(incomplete) != 1 else ''} play as "
                f"if they had no text (abilities not encoded yet): {names}"
            )
        errors = [p for p in validate_deck(deck, decks.format, decks.database) if p.is_error]
        if errors:
            codes = ", ".join(dict.fromkeys(problem.code for problem in errors))
            warnings.append(
                f"{label} is not legal in {decks.format.name} ({codes}); it is played as written"
            )
    return warnings


@dataclass(frozen=True)
class MatchLog:
    """One game of a match played again with its log (up to the error, if it failed)."""

    number: int
    lines: list[str]
    trace: MatchTrace | None
    seed: int
    names: tuple[str, str]
    warnings: tuple[str, ...]
    error: str | None = None

    def summary(self) -> str:
        trace = self.trace
        if trace is None:
            return f"game {self.number} of seed {self.seed} failed: {self.error}"
        first = self.names[0] if trace.a_first else self.names[1]
        if trace.winner < 0:
            result = f"a draw after {trace.turns} turns ({trace.reason})"
        else:
            result = f"{self.names[trace.winner]} won on turn {trace.turns}"
        return (
            f"game {self.number} of seed {self.seed} (P0 is deck A, {self.names[0]}; "
            f"{first} went first): {result}"
        )


def match_log(decks: MatchDecks, request: MatchRequest, number: int) -> MatchLog:
    """Game `number` (from 1) of the match, played again with its log: the same game as
    in the run, whatever the number of games or jobs."""
    matchup = matchup_of(decks, request)
    names = tuple(
        deck.decklist.name or f"deck {name}" for name, deck in zip(DECKS, decks.decks, strict=False)
    )
    warnings = tuple(input_warnings(decks, [0, 1], request.abilities))
    game, recorder, agents = matchup.new_game(number, log=True)
    label = (names[0], names[1])
    try:
        outcome = play(game, agents)
    except Exception as error:
        failure = f"{type(error).__name__}: {error}"
        return MatchLog(number, game.log_lines(), None, matchup.seed, label, warnings, failure)
    trace = recorder.trace(number, outcome)
    return MatchLog(number, game.log_lines(), trace, matchup.seed, label, warnings)
