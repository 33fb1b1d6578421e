"""`deckcheck validate`: is each deck legal? One file, or an event's worth of them."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from deckcheck import output
from deckcheck.cli.common import (
    EXIT_OK,
    EXIT_PROBLEM,
    CardsOption,
    FormatOption,
    JobsOption,
    OutputOption,
    SchedulerOption,
    reports_errors,
)
from deckcheck.cli.tables import ProgressBar, fitting
from deckcheck.errors import DeckcheckError, UsageError
from deckcheck.output import OutputFormat

if TYPE_CHECKING:
    from rich.console import RenderableType

    from deckcheck.validation.report import BatchReport, DeckReport

# Up to this many decks the table shows every problem of each; above, one row per file.
DETAILED_UP_TO = 10
# A progress bar for batches of at least this many files, when stderr is a terminal.
PROGRESS_FROM = 50
SEVERITY_STYLES = {"error": "red", "warning": "yellow"}

ReportOption = Annotated[
    Path | None,
    typer.Option(
        "--report",
        help="Also write every result to this file: .json, .csv or .md (Markdown).",
        show_default=False,
    ),
]


@reports_errors
def validate(
    paths: Annotated[
        list[Path],
        typer.Argument(help="Decklist files or folders of them (YAML or text, in any mix)."),
    ],
    format_choice: FormatOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    report: ReportOption = None,
    jobs: JobsOption = None,
    scheduler: SchedulerOption = None,
    cards: CardsOption = None,
) -> None:
    """Check decks against a format's construction rules and report every problem.

    Exit code 0 when every deck is legal, 1 when a deck is illegal or a file
    cannot be read, 2 for wrong usage. Warnings never make a deck illegal.
    """
    from deckcheck.validation import check_paths
    from deckcheck.validation.report import CSV_COLUMNS, REPORT_SUFFIXES

    if report is not None and report.suffix.lower() not in REPORT_SUFFIXES:
        raise UsageError(f"--report {str(report)!r}: the file must end in .json, .csv or .md")
    started = time.perf_counter()
    with ProgressBar("checking decklists", shown_from=PROGRESS_FROM) as bar:
        batch = check_paths(
            paths,
            format_choice=format_choice,
            cards=cards or (),
            jobs=jobs,
            scheduler=scheduler,
            progress=bar.update,
        )
    elapsed = time.perf_counter() - started
    if not batch.results:
        raise DeckcheckError("no decklist files found in " + ", ".join(map(str, paths)))
    if output_format is OutputFormat.JSON:
        output.write_json(batch.to_dict())
    elif output_format is OutputFormat.CSV:
        output.write_csv(batch.csv_rows(), CSV_COLUMNS)
    elif len(batch.results) <= DETAILED_UP_TO:
        for result in batch.results:
            output.stdout().print(deck_report(result))
    else:
        output.stdout().print(batch_table(batch))
    if report is not None:
        batch.write(report)
    output.stderr().print(summary_line(batch, elapsed), markup=False)
    raise typer.Exit(EXIT_OK if batch.legal else EXIT_PROBLEM)


def summary_line(batch: BatchReport, elapsed: float) -> str:
    from deckcheck.validation.report import counted

    summary = batch.summary()
    parts = [f"{summary['legal']} legal"]
    if summary["illegal"]:
        unreadable = f" ({summary['unreadable']} unreadable)" if summary["unreadable"] else ""
        parts.append(f"{summary['illegal']} illegal{unreadable}")
    problems = ""
    if summary["errors"] or summary["warnings"]:
        problems = (
            f"; {counted(summary['errors'], 'error')}, {counted(summary['warnings'], 'warning')}"
        )
    checked = counted(summary["files"], "decklist")
    return f"{checked} checked: {', '.join(parts)}{problems} ({elapsed:.2f} s)"


def _verdict(result: DeckReport) -> str:
    if result.legal:
        return "[green]legal[/]"
    return "[red]unreadable[/]" if not result.readable else "[red]illegal[/]"


def deck_report(result: DeckReport) -> RenderableType:
    """One deck: who and what, its verdict, and every problem with its line."""
    from rich.console import Group
    from rich.markup import escape
    from rich.table import Table

    about = [escape(result.path)]
    if result.name:
        about.append(f"[bold]{escape(result.name)}[/]")
    if result.player:
        about.append(f"by {escape(result.player)}")
    if result.format:
        about.append(f"[dim]({escape(result.format)})[/]")
    heading = f"{_verdict(result)}  " + "  ".join(about)
    if not result.problems:
        return heading
    problems = Table.grid(padding=(0, 2))
    problems.add_column(justify="right", style="dim", no_wrap=True)
    problems.add_column(no_wrap=True)
    problems.add_column(no_wrap=True, style="bold")
    problems.add_column()
    for problem in result.problems:
        severity = problem.severity.value
        problems.add_row(
            f"line {problem.line}" if problem.line is not None else "",
            f"[{SEVERITY_STYLES[severity]}]{severity}[/]",
            problem.code,
            escape(problem.message),
        )
    return Group(heading, problems, "")


def batch_table(batch: BatchReport) -> RenderableType:
    """One row per file: who, the verdict, and the codes of the first problems."""
    from rich.markup import escape
    from rich.table import Table

    from deckcheck.validation.report import counted

    folder = _common_folder([result.path for result in batch.results])

    def build(narrow: bool) -> Table:
        # On a narrow console (80 columns when piped) names and paths give way, and the
        # problem codes go one a line: a verdict or a code is never broken.
        table = Table(title=escape(folder) if folder else None, title_justify="left")
        table.add_column("File", overflow="fold")
        table.add_column("Player")
        table.add_column("Deck")
        table.add_column("Verdict", no_wrap=True)
        table.add_column("Problems", no_wrap=True)
        for result in batch.results:
            shown = os.path.relpath(result.path, folder) if folder else result.path
            counts = ", ".join(
                counted(n, noun)
                for n, noun in ((result.errors, "error"), (result.warnings, "warning"))
                if n
            )
            first = [p.code for p in sorted(result.problems, key=lambda p: not p.is_error)[:3]]
            if len(result.problems) > len(first):
                first.append("...")
            separator = "\n" if narrow else ", "
            problems = f"{counts}:{separator[-1]}{separator.join(first)}" if counts else ""
            table.add_row(
                escape(shown),
                escape(result.player or ""),
                escape(result.name or ""),
                _verdict(result),
                escape(problems),
            )
        return table

    return fitting(build)


def _common_folder(paths: list[str]) -> str:
    """The folder all `paths` are in (shown once, above the table), or ''."""
    cwd = Path.cwd()
    try:
        common = os.path.commonpath([cwd / path for path in paths])
    except ValueError:  # paths on different drives
        return ""
    if len(paths) < 2 or common in (os.sep, ""):
        return ""
    return common if Path(paths[0]).is_absolute() else os.path.relpath(common)
