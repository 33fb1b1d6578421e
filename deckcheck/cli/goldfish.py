"""`deckcheck goldfish DECK`: the deck played by the rules engine against an opponent that
does nothing, over many seeded games: how fast it wins, how it draws, refreshes, spends."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

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
from deckcheck.cli.tables import ProgressBar, bar, number_table, percent, section
from deckcheck.errors import UsageError
from deckcheck.output import OutputFormat
from deckcheck.simulate.defaults import DEFAULT_AGENT, DEFAULT_GAMES, DEFAULT_KEEP, DEFAULT_SEED
from deckcheck.text import shown_path

if TYPE_CHECKING:
    from rich.console import RenderableType
    from rich.table import Table

    from deckcheck.simulate.estimates import Estimate, Sample
    from deckcheck.simulate.report import GoldfishReport, SideFigures

SIDE_LABELS = {"first": "going first", "second": "going second", "all": "all games"}
CARD_ROWS = 40


@reports_errors
def goldfish(
    deck: Annotated[Path, typer.Argument(help="The decklist (YAML or text).", show_default=False)],
    games: Annotated[
        int, typer.Option("--games", "-n", min=1, help="Games to play.")
    ] = DEFAULT_GAMES,
    seed: Annotated[
        int,
        typer.Option(
            "--seed", help="Master seed: the same seed, deck and version, the same result."
        ),
    ] = DEFAULT_SEED,
    jobs: JobsOption = None,
    scheduler: SchedulerOption = None,
    agent: Annotated[
        str,
        typer.Option(
            "--agent",
            help="Who plays the deck: heuristic, greedy (spends its Ener at once, never saving "
            "for the next grow), offensive, search (search:N, search:Ts), random, passive "
            "(charges one card a turn, plays nothing: the model of `deckcheck stats`), or your "
            "own module:Class.",
        ),
    ] = DEFAULT_AGENT,
    keep: KeepOption = DEFAULT_KEEP,
    opponent: Annotated[
        Path | None,
        typer.Option(
            "--opponent",
            help="An opponent deck: its Life Cloth comes from its shuffled deck and its Life "
            "Bursts trigger when crushed; it takes no other action. Default: 7 blank Life Cloth.",
            show_default=False,
        ),
    ] = None,
    abilities: Annotated[
        bool,
        typer.Option(
            "--abilities/--no-abilities",
            help="--no-abilities plays every card as if it had no text (icons stay).",
        ),
    ] = True,
    turn_cap: Annotated[
        int | None,
        typer.Option(
            "--turn-cap",
            min=1,
            help="The deck's turns after which a game is a draw (default: the format's rules).",
            show_default=False,
        ),
    ] = None,
    log: Annotated[
        int | None,
        typer.Option(
            "--log",
            min=1,
            help="Print the full log of game N of the run (to stdout) instead of the report.",
            show_default=False,
        ),
    ] = None,
    plot: PlotOption = None,
    format_choice: FormatOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Goldfish: play the deck against an opponent that does nothing, many times over."""
    from deckcheck.simulate.goldfish import game_log, load_goldfish, run_goldfish
    from deckcheck.simulate.setup import GoldfishRequest

    if plot is not None:
        from deckcheck.stats.plot import check_plot_path, pyplot

        check_plot_path(plot)
        pyplot()  # without matplotlib, say so before the games, not after
    if log is not None and log > games:
        raise UsageError(f"--log {log}: the run has {games} games (--games)")
    request = GoldfishRequest(
        games=games, seed=seed, agent=agent, keep=keep, abilities=abilities, turn_cap=turn_cap
    )
    decks = load_goldfish(
        deck, opponent_path=opponent, format_choice=format_choice, cards=cards or ()
    )
    err = output.stderr()
    if log is not None:
        played = game_log(decks, request, log)
        output.stdout().print("\n".join(played.lines), markup=False, soft_wrap=True)
        _warn(played.warnings)
        err.print(played.summary(), markup=False, soft_wrap=True)
        if played.error is not None:
            raise typer.Exit(EXIT_PROBLEM)
        return
    started = time.perf_counter()
    with ProgressBar("playing games") as progress:
        report = run_goldfish(
            decks, request, jobs=jobs, scheduler=scheduler, progress=progress.update
        )
    elapsed = time.perf_counter() - started
    if output_format is OutputFormat.JSON:
        output.write_json(report.to_dict())
    elif output_format is OutputFormat.CSV:
        from deckcheck.simulate.report import CSV_COLUMNS

        output.write_csv(report.csv_rows(), CSV_COLUMNS)
    else:
        from rich.console import Group

        output.stdout().print(Group(*report_renderables(report)))
    _warn(report.warnings)
    if plot is not None:
        from deckcheck.simulate.plot import write_plot

        write_plot(report, plot)
        err.print(f"plot written to {shown_path(plot)}", markup=False, soft_wrap=True)
    rate = games / max(elapsed, 1e-9)
    err.print(
        f"{games:,} games in {elapsed:.1f} s ({rate:,.0f} games/s); seed {seed}", markup=False
    )
    if report.failed:
        raise typer.Exit(EXIT_PROBLEM)


def _warn(warnings: Sequence[str]) -> None:
    for warning in warnings:
        output.stderr().print(f"deckcheck: warning: {warning}", markup=False, soft_wrap=True)


# ------------------------------------------------------------------ the report as tables


def report_renderables(report: GoldfishReport) -> list[RenderableType]:
    """The report as rich tables, in reading order."""
    parts: list[RenderableType] = [_header(report), _win_table(report), _win_turns(report)]
    parts.append(_by_turn(report))
    parts.append(_resources(report))
    parts.append(_life_cloth(report))
    parts.append(_cards(report))
    if report.simulation.opponent_cards and not report.simulation.goldfish:
        parts.append(_opponent(report))
    parts.append(_examples(report))
    return parts


def _header(report: GoldfishReport) -> RenderableType:
    from rich.markup import escape

    info = report.info
    where = f" ({escape(info.deck_path)})" if info.deck_path else ""
    opponent = info.opponent
    against = (
        f"a goldfish ({opponent['life_cloth']} blank Life Cloth, takes no action)"
        if opponent["kind"] == "goldfish"
        else f"{escape(str(opponent['name'] or opponent['path']))} (Life Cloth and Life Bursts "
        "only, takes no other action)"
    )
    coverage = info.coverage
    abilities = (
        f"{coverage.complete} of {coverage.total} cards play as printed"
        if info.abilities
        else "off (every card as if it had no text)"
    )
    return (
        f"[bold]{escape(info.deck_name or 'Deck')}[/]{where}: {info.games:,} games against "
        f"{against}\n"
        f"Agent {escape(info.agent)}, seed {info.seed}, format {escape(info.format)}, "
        f"turn cap {report.turn_cap}; mulligan: {escape(info.mulligan.label)}\n"
        f"Abilities: {abilities}"
    )


def _interval(estimate: Estimate, digits: int = 2) -> str:
    return f"{estimate.value:.{digits}f} ({estimate.low:.{digits}f}–{estimate.high:.{digits}f})"


def _plus_minus(estimate: Estimate) -> str:
    """A mean and its (symmetric, normal-approximation) interval: 3.52 ± 0.04, and a digit
    more when the interval is narrower than that."""
    half = (estimate.high - estimate.low) / 2
    digits = 2 if half >= 0.005 else 3
    return f"{estimate.value:.{digits}f} ± {half:.{digits}f}"


def _median(estimate: Estimate) -> str:
    return f"{estimate.value:g} ({estimate.low:g}–{estimate.high:g})"


def _by_side(
    report: GoldfishReport, rows: Sequence[tuple[str, Callable[[SideFigures], str]]]
) -> Table:
    """A table with a row per measure and a column per side (going first, second, all)."""
    table = number_table("", *(SIDE_LABELS[side] for side in report.sides))
    for label, cell in rows:
        table.add_row(
            label, *(cell(figures) if figures.games else "-" for figures in report.sides.values())
        )
    return table


def _win_table(report: GoldfishReport) -> RenderableType:
    def turns(cell: Callable[[Sample], str]) -> Callable[[SideFigures], str]:
        return lambda figures: cell(figures.win_turn) if figures.win_turn.size else "-"

    rows: list[tuple[str, Callable[[SideFigures], str]]] = [
        ("Games", lambda f: f"{f.games:,}"),
        ("Won", lambda f: percent(f.win_rate.value)),
        ("Winning turn: mean", turns(lambda s: _plus_minus(s.mean))),
        ("median", turns(lambda s: _median(s.median))),
        ("range", turns(lambda s: f"{s.minimum}–{s.maximum}")),
        (f"Not won by turn {report.turn_cap}", lambda f: f"{f.turn_cap + f.decision_cap:,}"),
    ]
    return section(
        "Winning turn",
        _by_side(report, rows),
        "Turns are the deck's own turns; ± and brackets: 95% confidence intervals. A game "
        "not won by the turn cap is a draw.",
    )


def _win_turns(report: GoldfishReport) -> RenderableType:
    first, second, both = (report.sides[side] for side in ("first", "second", "all"))
    turns = sorted({turn for turn, _ in both.win_turn.counts})
    table = number_table("Turn", "going first", "going second", "all games", left=1)
    table.add_column("", style="cyan")
    tallest = max((times for _, times in both.win_turn.counts), default=1)
    for turn in turns:
        table.add_row(
            str(turn),
            _share(first.win_turn.times(turn), first.games),
            _share(second.win_turn.times(turn), second.games),
            _share(both.win_turn.times(turn), both.games),
            bar(both.win_turn.times(turn) / tallest),
        )
    return section("Games won on each turn", table)


def _share(count: int, games: int) -> str:
    return percent(count / games) if games else "-"


def _by_turn(report: GoldfishReport) -> RenderableType:
    first, second = report.sides["first"], report.sides["second"]
    table = number_table(
        "Turn",
        "1st: damage",
        "crushed",
        "won by",
        "2nd: damage",
        "crushed",
        "won by",
    )
    longest = max(len(first.by_turn), len(second.by_turn))
    for index in range(longest):
        cells = [str(index + 1)]
        for figures in (first, second):
            if index < len(figures.by_turn):
                t = figures.by_turn[index]
                cells += [f"{t.damage:.2f}", f"{t.crushed:.2f}", percent(t.won_by)]
            else:
                cells += ["", "", ""]
        table.add_row(*cells)
    return section(
        "Turn by turn",
        table,
        "Damage dealt and opponent's Life Cloth crushed on the turn (mean over the games "
        "that reached it); won by: share of all games won by the end of the turn.",
    )


def _resources(report: GoldfishReport) -> RenderableType:
    def first_refresh(figures: SideFigures) -> str:
        first = figures.first_refresh
        return f"turn {first.mean.value:.1f}" if first.size else "-"

    rows: list[tuple[str, Callable[[SideFigures], str]]] = [
        ("Cards drawn per game", lambda f: f"{f.drawn.value:.2f}"),
        ("per turn", lambda f: f"{f.drawn_per_turn:.2f}"),
        ("Ener charged per game", lambda f: f"{f.charged.value:.2f}"),
        ("per turn", lambda f: f"{f.charged_per_turn:.2f}"),
        ("Games with a refresh", lambda f: percent(f.refreshed.value)),
        ("First refresh", first_refresh),
        ("Refreshes per game", lambda f: f"{f.refreshes.mean.value:.2f}"),
        ("Life Cloth lost per game", lambda f: f"{f.life_cloth_lost.value:.2f}"),
        ("Mulligan: cards returned", lambda f: f"{f.returned.mean.value:.2f}"),
    ]
    return section(
        "Draws, Ener, refreshes",
        _by_side(report, rows),
        "Drawn after the setup; charged: cards put into the Ener Zone; first refresh: the "
        "mean turn over the games that refreshed; Life Cloth lost to refreshes.",
    )


def _life_cloth(report: GoldfishReport) -> RenderableType:
    both = report.sides["all"]
    shares = both.life_cloth_burst_shares
    table = number_table("Life Bursts", "Games", "95% CI", left=0)
    table.add_column("", style="cyan")
    tallest = max((estimate.value for estimate in shares), default=1.0) or 1.0
    for count, estimate in enumerate(shares):
        table.add_row(
            str(count),
            percent(estimate.value),
            f"{percent(estimate.low)}–{percent(estimate.high)}",
            bar(estimate.value / tallest),
        )
    mean = both.life_cloth_bursts.mean
    return section(
        f"Life Bursts in the deck's Life Cloth (mean {_interval(mean)})"
        if both.games
        else "Life Bursts in the deck's Life Cloth",
        table,
        f"After the mulligan; P(a card of the mulligan's group in the hand after it): "
        f"{percent(both.kept_group.value)}.",
    )


def _cards(report: GoldfishReport) -> RenderableType:
    from rich.markup import escape

    both = report.sides["all"]
    table = number_table("Card", "Copies", "Opening", "Kept", "Played", "Games")
    rows = sorted(both.cards, key=lambda c: (-c.played, not c.main_deck, c.card.name))
    for figures in rows[:CARD_ROWS]:
        table.add_row(
            escape(figures.card.name),
            str(figures.copies),
            percent(figures.opening_hand.value) if figures.opening_hand else "",
            percent(figures.after_mulligan.value) if figures.after_mulligan else "",
            f"{figures.played:.2f}",
            percent(figures.played_in.value),
        )
    return section(
        "Cards",
        table,
        "Opening: at least one copy in the 5 cards; kept: in the hand after the mulligan; "
        "played: times per game put onto the field from the hand, used or grown into; "
        "games: share of games in which it was played.",
    )


def _opponent(report: GoldfishReport) -> RenderableType:
    from rich.markup import escape

    both = report.sides["all"]
    table = number_table("Opponent's Life Burst", "Used/game")
    for card, per_game in both.opponent_burst_cards:
        table.add_row(escape(card.name), f"{per_game:.2f}")
    return section(
        f"Opponent's Life Bursts: {both.opponent_bursts:.2f} per game",
        table,
        "The opponent uses every Life Burst of its crushed Life Cloth.",
    )


def _examples(report: GoldfishReport) -> RenderableType:
    both = report.sides["all"]
    labels = {
        "fastest_win": "the fastest win",
        "median_win": "a median win",
        "slowest_win": "the slowest win",
        "not_won": "a game not won",
    }
    by_game: dict[int, list[str]] = {}
    for key, number in both.examples.items():
        if number is not None:
            by_game.setdefault(number, []).append(labels[key])
    found = [f"--log {number} ({', '.join(names)})" for number, names in by_game.items()]
    from rich.text import Text

    return Text("Read a game: " + ", ".join(found) if found else "", style="dim")
