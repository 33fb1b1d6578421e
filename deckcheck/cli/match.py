"""`deckcheck match A B` and `deckcheck gauntlet DECK... | DIR`: decks played against each
other by agents, with win rates and their intervals."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer

from deckcheck import output
from deckcheck.cli.common import (
    EXIT_PROBLEM,
    CardsOption,
    FormatOption,
    JobsOption,
    KeepOption,
    OutputOption,
    PlotOption,
    SchedulerOption,
    reports_errors,
)
from deckcheck.cli.tables import ProgressBar, number_table, percent, section
from deckcheck.errors import UsageError
from deckcheck.output import OutputFormat
from deckcheck.simulate.defaults import DEFAULT_KEEP, DEFAULT_SEED

if TYPE_CHECKING:
    from rich.console import RenderableType

    from deckcheck.simulate.estimates import Estimate
    from deckcheck.simulate.match_report import CardRate, GauntletReport, MatchReport
    from deckcheck.simulate.matchup import MatchRequest

# A report of either command (named as strings: their classes load with the engine).
R = TypeVar("R", "MatchReport", "GauntletReport")

# The defaults of `deckcheck.simulate.matchup`, without importing the engine at start-up.
DEFAULT_MATCH_GAMES = 2400
DEFAULT_GAUNTLET_GAMES = 400
CARD_ROWS = 25
# A card is ranked when at least this many games had it and as many did not.
MIN_COMPARED_GAMES = 20

GamesOption = Annotated[
    int | None,
    typer.Option(
        "--games",
        "-n",
        min=2,
        help="Games per match, an even number: each seed is played twice, once with each "
        "deck going first (match: 2,400, for ±2 points at 50%; gauntlet: 400 per pair).",
        show_default=False,
    ),
]
SeedOption = Annotated[
    int,
    typer.Option("--seed", help="Master seed: the same seed, decks and version, the same result."),
]
AgentOption = Annotated[
    str | None,
    typer.Option(
        "--agent",
        help="The agent of both decks: heuristic (default), search (search:N continuations "
        "per decision, search:Ts seconds), offensive, greedy, random, or your own "
        "module:Class.",
        show_default=False,
    ),
]
AgentsOption = Annotated[
    str | None,
    typer.Option(
        "--agents",
        help="Two agents, A,B: the first deck's and the second's (a gauntlet: every deck "
        "played by A against every deck played by B).",
        show_default=False,
    ),
]
TurnCapOption = Annotated[
    int | None,
    typer.Option(
        "--turn-cap",
        min=1,
        help="Each player's turns after which a game is a draw (default: the format's rules).",
        show_default=False,
    ),
]
AbilitiesOption = Annotated[
    bool,
    typer.Option(
        "--abilities/--no-abilities",
        help="--no-abilities plays every card as if it had no text (icons stay).",
    ),
]


def _agents(agent: str | None, agents: str | None) -> tuple[str, str]:
    if agent is not None and agents is not None:
        raise UsageError("give --agent (both decks) or --agents A,B, not both")
    if agents is not None:
        parts = [part.strip() for part in agents.split(",")]
        if len(parts) != 2 or not all(parts):
            raise UsageError(
                f"--agents {agents!r}: two agents separated by a comma, e.g. search,heuristic"
            )
        return parts[0], parts[1]
    chosen = (agent or "heuristic").strip()
    return chosen, chosen


def _request(
    games: int, seed: int, agents: tuple[str, str], keep: str, turn_cap: int | None, abilities: bool
) -> MatchRequest:
    from deckcheck.simulate.matchup import MatchRequest

    return MatchRequest(
        games=games, seed=seed, agents=agents, keep=keep, turn_cap=turn_cap, abilities=abilities
    )


@reports_errors
def match(
    first: Annotated[Path, typer.Argument(help="Deck A (YAML or text).", show_default=False)],
    second: Annotated[Path, typer.Argument(help="Deck B.", show_default=False)],
    games: GamesOption = None,
    seed: SeedOption = DEFAULT_SEED,
    jobs: JobsOption = None,
    scheduler: SchedulerOption = None,
    agent: AgentOption = None,
    agents: AgentsOption = None,
    keep: KeepOption = DEFAULT_KEEP,
    turn_cap: TurnCapOption = None,
    abilities: AbilitiesOption = True,
    log: Annotated[
        int | None,
        typer.Option(
            "--log",
            min=1,
            help="Print the full log of game N of the match (to stdout) instead of the report.",
            show_default=False,
        ),
    ] = None,
    format_choice: FormatOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Match: deck A against deck B, each seed played twice with the first player swapped."""
    from deckcheck.simulate.match import load_decks, match_log, run_match

    count = games if games is not None else DEFAULT_MATCH_GAMES
    request = _request(count, seed, _agents(agent, agents), keep, turn_cap, abilities)
    if log is not None and log > count:
        raise UsageError(f"--log {log}: the match has {count} games (--games)")
    decks = load_decks([first, second], format_choice=format_choice, cards=cards or ())
    err = output.stderr()
    if log is not None:
        played = match_log(decks, request, log)
        output.stdout().print("\n".join(played.lines), markup=False, soft_wrap=True)
        _warn(played.warnings)
        err.print(played.summary(), markup=False, soft_wrap=True)
        if played.error is not None:
            raise typer.Exit(EXIT_PROBLEM)
        return
    started = time.perf_counter()
    with ProgressBar("playing games") as progress:
        report = run_match(decks, request, jobs=jobs, scheduler=scheduler, progress=progress.update)
    elapsed = time.perf_counter() - started
    from deckcheck.simulate.match_report import MATCH_CSV_COLUMNS

    _print_report(output_format, report, MATCH_CSV_COLUMNS, match_renderables)
    _warn(report.warnings)
    rate = count / max(elapsed, 1e-9)
    err.print(
        f"{count:,} games in {elapsed:.1f} s ({rate:,.1f} games/s); seed {seed}", markup=False
    )
    if report.figures.failed:
        raise typer.Exit(EXIT_PROBLEM)


@reports_errors
def gauntlet(
    paths: Annotated[
        list[Path],
        typer.Argument(help="Decklists, or folders of decklists.", show_default=False),
    ],
    games: GamesOption = None,
    seed: SeedOption = DEFAULT_SEED,
    jobs: JobsOption = None,
    scheduler: SchedulerOption = None,
    agent: AgentOption = None,
    agents: AgentsOption = None,
    keep: KeepOption = DEFAULT_KEEP,
    turn_cap: TurnCapOption = None,
    abilities: AbilitiesOption = True,
    log: Annotated[
        str | None,
        typer.Option(
            "--log",
            help="Print the full log of one game instead of the report: I-J:N is game N of "
            "deck I against deck J (the numbers of the table).",
            show_default=False,
        ),
    ] = None,
    plot: PlotOption = None,
    format_choice: FormatOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Gauntlet: every pair of decks played as a match; a win-rate matrix and a ranking."""
    from deckcheck.simulate.match import load_decks, run_gauntlet

    count = games if games is not None else DEFAULT_GAUNTLET_GAMES
    request = _request(count, seed, _agents(agent, agents), keep, turn_cap, abilities)
    if plot is not None:
        from deckcheck.stats.plot import check_plot_path, pyplot

        check_plot_path(plot)
        pyplot()  # without matplotlib, say so before the games, not after
    wanted = _parse_log(log, count) if log is not None else None
    decks = load_decks(paths, format_choice=format_choice, cards=cards or (), gauntlet=True)
    err = output.stderr()
    if wanted is not None:
        _gauntlet_log(decks, request, wanted)
        return
    for line in decks.unreadable:
        err.print(f"deckcheck: {line}", markup=False, soft_wrap=True)
    started = time.perf_counter()
    with ProgressBar("playing games") as progress:
        report = run_gauntlet(
            decks, request, jobs=jobs, scheduler=scheduler, progress=progress.update
        )
    elapsed = time.perf_counter() - started
    from deckcheck.simulate.match_report import GAUNTLET_CSV_COLUMNS

    _print_report(output_format, report, GAUNTLET_CSV_COLUMNS, gauntlet_renderables)
    _warn([w for w in report.warnings if not w.startswith("left out: ")])
    if plot is not None:
        from deckcheck.simulate.plot import write_heat_map

        write_heat_map(report, plot)
        err.print(f"plot written to {plot}", markup=False, soft_wrap=True)
    played = count * len(report.pairings)
    err.print(
        f"{_matches(len(report.pairings))}, {played:,} games in {elapsed:.1f} s "
        f"({played / max(elapsed, 1e-9):,.1f} games/s); seed {seed}",
        markup=False,
    )
    if report.failed or decks.unreadable:
        raise typer.Exit(EXIT_PROBLEM)


def _print_report(
    output_format: OutputFormat,
    report: R,
    csv_columns: Sequence[str],
    renderables: Callable[[R], list[RenderableType]],
) -> None:
    """A match's or a gauntlet's report on stdout, in the format asked for."""
    if output_format is OutputFormat.JSON:
        output.write_json(report.to_dict())
    elif output_format is OutputFormat.CSV:
        output.write_csv(report.csv_rows(), csv_columns)
    else:
        from rich.console import Group

        output.stdout().print(Group(*renderables(report)))


def _matches(count: int) -> str:
    return f"{count} match" if count == 1 else f"{count} matches"


def _parse_log(value: str, games: int) -> tuple[int, int, int]:
    """`I-J:N` as (deck I, deck J, game N), decks from 1."""
    try:
        pair, number = value.split(":")
        first, second = pair.split("-")
        wanted = (int(first), int(second), int(number))
    except ValueError:
        raise UsageError(f"--log {value!r}: I-J:N, game N of deck I against deck J") from None
    if not 1 <= wanted[2] <= games:
        raise UsageError(f"--log {value!r}: the matches have {games} games (--games)")
    return wanted


def _gauntlet_log(decks: object, request: MatchRequest, wanted: tuple[int, int, int]) -> None:
    from deckcheck.simulate.match import MatchDecks, match_log

    assert isinstance(decks, MatchDecks)
    first, second, number = wanted
    size = len(decks.decks)
    if not (1 <= first <= size and 1 <= second <= size) or (
        first == second and (request.agents[0] == request.agents[1])
    ):
        raise UsageError(f"--log {first}-{second}:{number}: two decks of 1 to {size}")
    pair = MatchDecks(
        decks.database,
        decks.format,
        decks.rules,
        (decks.decks[first - 1], decks.decks[second - 1]),
    )
    played = match_log(pair, request, number)
    output.stdout().print("\n".join(played.lines), markup=False, soft_wrap=True)
    _warn(played.warnings)
    output.stderr().print(played.summary(), markup=False, soft_wrap=True)
    if played.error is not None:
        raise typer.Exit(EXIT_PROBLEM)


def _warn(warnings: Sequence[str]) -> None:
    for warning in warnings:
        output.stderr().print(f"deckcheck: warning: {warning}", markup=False, soft_wrap=True)


# ------------------------------------------------------------------ the reports as tables


def _interval(estimate: Estimate) -> str:
    return f"{percent(estimate.value)} ({percent(estimate.low)}–{percent(estimate.high)})"


def match_renderables(report: MatchReport) -> list[RenderableType]:
    from rich.markup import escape

    figures = report.figures
    settings = report.settings
    a, b = report.decks
    agents = settings.agents
    agent_text = (
        f"agent {escape(agents[0])} for both"
        if agents[0] == agents[1]
        else f"agents {escape(agents[0])} (A) and {escape(agents[1])} (B)"
    )
    header = (
        f"[bold]A: {escape(a.label)}[/] ({escape(a.path or '')}) against "
        f"[bold]B: {escape(b.label)}[/] ({escape(b.path or '')})\n"
        f"{figures.games:,} games, each seed played twice with either deck going first; "
        f"{agent_text}; seed {settings.seed}, format {escape(settings.format)}, turn cap "
        f"{settings.turn_cap}\n"
        f"Abilities: A {a.coverage.complete} of {a.coverage.total} cards, "
        f"B {b.coverage.complete} of {b.coverage.total} cards play as printed"
        if settings.abilities
        else "Abilities: off (every card as if it had no text)"
    )
    result = number_table("", "A", "B")
    result.add_row("Games won", f"{figures.a_wins:,}", f"{figures.b_wins:,}")
    result.add_row("Win rate", _interval(figures.win_rate), _interval(figures.b_win_rate))
    result.add_row("going first", _interval(figures.a_first), _interval(figures.b_first))
    result.add_row("going second", _interval(figures.a_second), _interval(figures.b_second))
    result.add_row("Draws", f"{figures.draws:,}", "")
    parts: list[RenderableType] = [
        header,
        section(
            "Result",
            result,
            f"Brackets: 95% intervals (Wilson). Whoever went first won "
            f"{_interval(figures.first_player)} of the games; a draw (turn cap, decision "
            "limit) counts as a game not won.",
        ),
    ]
    length = figures.length
    ended = number_table("", "Games")
    if length.size:
        ended.add_row(
            "Turns: mean",
            f"{length.mean.value:.2f} ± {(length.mean.high - length.mean.low) / 2:.2f}",
        )
        ended.add_row(
            "median", f"{length.median.value:g} ({length.median.low:g}–{length.median.high:g})"
        )
        ended.add_row("range", f"{length.minimum}–{length.maximum}")
    won = figures.a_wins + figures.b_wins
    ended.add_row("Ended by damage", f"{won - figures.decked:,}")
    ended.add_row("after refreshes cost the loser Life Cloth", f"{figures.decked:,}")
    ended.add_row("at the turn cap", f"{figures.turn_cap:,}")
    if figures.decision_cap:
        ended.add_row("at the decision limit", f"{figures.decision_cap:,}")
    parts.append(
        section(
            "Game length and endings",
            ended,
            "Turns: game turns, both players'. A deck never loses by running out of cards: "
            "a refresh costs a Life Cloth instead.",
        )
    )
    for name, info, rates in zip(("A", "B"), report.decks, figures.cards, strict=True):
        parts.append(_card_table(f"{name}: {info.label}", rates))
    from rich.text import Text

    from deckcheck.simulate.match_report import CAUSATION_NOTE

    parts.append(Text(CAUSATION_NOTE, style="dim"))
    return parts


def _points(estimate: Estimate) -> str:
    """A share in points with its interval, compact: 78.8 (72.6–83.9)."""
    return f"{100 * estimate.value:.1f} ({100 * estimate.low:.1f}–{100 * estimate.high:.1f})"


def _card_table(title: str, rates: Sequence[CardRate]) -> RenderableType:
    from rich.markup import escape

    table = number_table("Card", "Drawn %", "Won when drawn %", "otherwise %", "Diff.")
    compared = [
        rate
        for rate in rates
        if min(rate.games, rate.match_games - rate.games) >= MIN_COMPARED_GAMES
    ]
    compared.sort(key=lambda rate: (-rate.difference, rate.card.name))
    for rate in compared[:CARD_ROWS]:
        table.add_row(
            escape(rate.card.name),
            f"{100 * rate.share.value:.1f}",
            _points(rate.with_card),
            _points(rate.without_card),
            f"{100 * rate.difference:+.1f}",
        )
    left_out = len(rates) - len(compared)
    return section(
        f"Win rate when drawn, {title}",
        table,
        "Drawn: games in which the card was drawn (opening hand included) or played; won "
        "when drawn and otherwise: the deck's win rate in those games and in the others "
        "(95% intervals); diff.: points between the two."
        + (
            f" {left_out} card{'s' if left_out != 1 else ''} drawn in all but fewer than "
            f"{MIN_COMPARED_GAMES} games, or in fewer, are left out (--output json has them)."
            if left_out
            else ""
        ),
    )


def gauntlet_renderables(report: GauntletReport) -> list[RenderableType]:
    from rich.markup import escape

    settings = report.settings
    agents = settings.agents
    agent_text = (
        f"agent {escape(agents[0])}"
        if agents[0] == agents[1]
        else f"rows played by {escape(agents[0])}, columns by {escape(agents[1])}"
    )
    header = (
        f"[bold]Gauntlet of {report.size} decks[/]: {_matches(len(report.pairings))} of "
        f"{settings.games:,} games (each seed twice, either deck first); {agent_text}; seed "
        f"{settings.seed}, format {escape(settings.format)}, turn cap {settings.turn_cap}"
    )
    ranking = number_table("#", "Deck", "Win rate against the field", "Games", left=2)
    for place, rate in enumerate(report.field(), start=1):
        ranking.add_row(
            str(place),
            f"{rate.deck + 1}. {escape(report.decks[rate.deck].label)}",
            _interval(rate.win_rate),
            f"{rate.games:,}",
        )
    matrix = number_table("Deck", *(str(index + 1) for index in range(report.size)))
    for row, cells in enumerate(report.matrix()):
        matrix.add_row(
            f"{row + 1}. {escape(report.decks[row].label)}",
            *("" if cell is None else percent(cell.value) for cell in cells),
        )
    return [
        header,
        section(
            "Ranking",
            ranking,
            "Each deck's games against every other deck, pooled; brackets: 95% intervals (Wilson).",
        ),
        section(
            "Win rate of the row deck against the column deck",
            matrix,
            "Read a row: how that deck fares against each other deck. --output json gives "
            "each cell's interval; --plot draws the matrix.",
        ),
    ]
