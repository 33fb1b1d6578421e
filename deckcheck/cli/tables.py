"""Rich tables, bars and progress shared by the commands that report figures."""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from deckcheck import output

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
    from rich.progress import Progress, TaskID
    from rich.table import Table

BAR_WIDTH = 32
_EIGHTHS = " ▏▎▍▌▋▊▉"


def percent(probability: Fraction | float) -> str:
    value = float(probability) * 100
    if 0 < value < 0.05:
        return "<0.1%"
    if 99.95 <= value < 100:
        return ">99.9%"
    return f"{value:.1f}%"


def bar(fraction: float, width: int = BAR_WIDTH) -> str:
    """A horizontal bar of `fraction` (0 to 1) of `width` cells, in eighths of a cell."""
    eighths = round(max(0.0, min(1.0, fraction)) * width * 8)
    full, rest = divmod(eighths, 8)
    return "█" * full + (_EIGHTHS[rest] if rest else "")


def section(title: str, table: RenderableType, note: str | None = None) -> RenderableType:
    """A bold title, a table and a dim note, each as wide as the console allows.

    (A table's own title and caption would wrap to the table's width.)
    """
    from rich.console import Group
    from rich.text import Text

    parts: list[RenderableType] = [Text(title, style="bold"), table]
    if note:
        parts.append(Text(note, style="dim"))
    return Group(*parts)


def number_table(*columns: str, left: int = 1) -> Table:
    """A table whose first `left` columns are left-aligned (names), the others right (numbers).

    On a console too narrow for it (80 columns, the width when output is piped), the
    long headings of the figures break onto two lines, so that the names keep their room
    instead of being folded letter by letter."""
    from rich.table import Table

    class FittingTable(Table):
        def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
            if not fits(self, console, options):
                for column in self.columns[left:]:
                    if isinstance(column.header, str):
                        column.header = two_lines(column.header)
            yield from super().__rich_console__(console, options)

    made = FittingTable()
    for index, column in enumerate(columns):
        if index < left:
            # Names give way on a narrow terminal (they wrap); figures never do.
            made.add_column(column, justify="left", overflow="fold", ratio=1)
        else:
            made.add_column(column, justify="right", no_wrap=True, min_width=len("100.0%"))
    return made


def fitting(build: Callable[[bool], Table]) -> RenderableType:
    """The table `build(False)` where it fits the console, else `build(True)` (its narrow
    form): decided when printed, at the console's width."""

    class Fitting:
        def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
            wide = build(False)
            yield wide if fits(wide, console, options) else build(True)

    return Fitting()


def fits(table: Table, console: Console, options: ConsoleOptions) -> bool:
    """Whether `table` is drawn at its natural width, nothing wrapped."""
    return table.__rich_measure__(console, options).maximum <= options.max_width


def two_lines(heading: str) -> str:
    """A heading of several words split at the space nearest its middle."""
    spaces = [index for index, char in enumerate(heading) if char == " "]
    if "\n" in heading or not spaces:
        return heading
    middle = min(spaces, key=lambda index: abs(2 * index - len(heading)))
    return heading[:middle] + "\n" + heading[middle + 1 :]


class ProgressBar:
    """A progress bar on stderr for long runs; nothing for short ones or without a terminal.

    It refreshes only when called (no refresh thread), so that worker processes
    can be forked safely while it shows.
    """

    def __init__(self, label: str, shown_from: int = 1) -> None:
        self._label = label
        self._shown_from = shown_from
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self._shown_at = 0.0

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.stop()

    def update(self, done: int, total: int) -> None:
        if self._progress is None:
            if total < self._shown_from or not output.stderr().is_terminal:
                return
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

            self._progress = Progress(
                self._label,
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=output.stderr(),
                transient=True,
                auto_refresh=False,
            )
            self._progress.start()
            self._task = self._progress.add_task(self._label, total=total)
        assert self._task is not None
        now = time.perf_counter()
        refresh = done == total or now - self._shown_at > 0.1
        self._progress.update(self._task, completed=done, refresh=refresh)
        if refresh:
            self._shown_at = now
