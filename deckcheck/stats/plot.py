"""A picture of a statistics report: matplotlib, an optional extra (`pip install deckcheck[plot]`).

matplotlib is imported only here and only when a plot is asked for, so that the command
starts fast and installs light without it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckcheck.atomic import write_atomically
from deckcheck.errors import DeckcheckError, UnwritableFileError, UsageError, cannot_write

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from deckcheck.stats.report import GroupStats, StatsReport

PLOT_SUFFIXES = (".png", ".svg", ".pdf")
MAX_CURVES = 12
# matplotlib's "tab20" colours, dark ones first, and markers: a pair for each curve.
CURVE_COLORS = (
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
    "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#aec7e8", "#ffbb78",
)  # fmt: skip
CURVE_MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*", "<", ">", "h", "p")


class PlotUnavailableError(DeckcheckError):
    """matplotlib is not installed."""

    code = "missing-dependency"

    def __init__(self) -> None:
        super().__init__("plots need matplotlib: pip install 'deckcheck[plot]'")


def check_plot_path(path: Path) -> None:
    """Refuse a plot file of an unknown kind before any work is done (wrong usage)."""
    if path.suffix.lower() not in PLOT_SUFFIXES:
        raise UsageError(
            f"--plot {str(path)!r}: the file name must end in " + ", ".join(PLOT_SUFFIXES)
        )


def pyplot() -> Any:
    """matplotlib's pyplot with a file backend, or PlotUnavailableError without matplotlib."""
    try:
        import matplotlib
    except ImportError:
        raise PlotUnavailableError() from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(figure: Figure, path: Path) -> None:
    """Write a figure to `path` (its suffix says the kind) whole or not at all, and
    release it."""
    import io

    import matplotlib.pyplot as plt

    figure.tight_layout()
    drawn = io.BytesIO()
    try:
        figure.savefig(drawn, format=path.suffix.lower().lstrip("."))
    finally:
        plt.close(figure)
    try:
        write_atomically(path, [drawn.getvalue()])
    except OSError as error:
        raise UnwritableFileError(cannot_write("plot", error), path=path) from None


def write_plot(report: StatsReport, path: Path) -> None:
    """Draw the report's curves into `path` (PNG, SVG or PDF, by its suffix)."""
    check_plot_path(path)
    figure, ((opening, draws), (cloth, guard)) = pyplot().subplots(2, 2, figsize=(13, 9))
    title = report.deck_name or "deck"
    figure.suptitle(f"{title}: {report.deck_size} cards, {report.mulligan.label}")
    _opening(opening, report)
    _draws(draws, report)
    _life_cloth(cloth, report)
    _guard(guard, report)
    save(figure, path)


def plotted_groups(report: StatsReport) -> list[GroupStats]:
    """The groups drawn: the first MAX_CURVES, the mulligan's group always among them."""
    groups = list(report.groups[:MAX_CURVES])
    keep = report.mulligan.keep.expression
    mulligan = next((g for g in report.groups if g.group.expression == keep), None)
    if mulligan is not None and mulligan not in groups:
        groups[-1] = mulligan
    return groups


def curve_style(index: int) -> dict[str, Any]:
    """Group `index`'s own colour and marker: no two curves of a plot look alike."""
    return {
        "color": CURVE_COLORS[index % len(CURVE_COLORS)],
        "marker": CURVE_MARKERS[index % len(CURVE_MARKERS)],
        "markersize": 4,
    }


def _opening(axes: Axes, report: StatsReport) -> None:
    groups = plotted_groups(report)
    labels = [g.group.label for g in groups]
    rows = range(len(groups))
    k = report.at_least
    axes.barh([r + 0.2 for r in rows], [float(g.opening.at_least(k)) for g in groups], 0.4)
    axes.barh([r - 0.2 for r in rows], [float(g.final.at_least(k)) for g in groups], 0.4)
    axes.set_yticks(list(rows), labels, fontsize=8)
    axes.invert_yaxis()
    axes.set_xlim(0, 1)
    axes.set_xlabel(f"P(at least {k} in the opening hand)")
    axes.legend(["before the mulligan", "after the mulligan"], fontsize=8)


def _draws(axes: Axes, report: StatsReport) -> None:
    styles = dict(zip(report.players, ("-", "--"), strict=False))
    for index, stats in enumerate(plotted_groups(report)):
        for player, odds in stats.draws.items():
            axes.plot(
                [o.turn for o in odds],
                [float(o.probability) for o in odds],
                linestyle=styles[player],
                **curve_style(index),
                # One legend entry per group; the line style tells the players apart.
                label=stats.group.label if player is report.players[0] else None,
            )
    axes.set_ylim(0, 1)
    axes.set_xlabel("your turn")
    axes.set_ylabel(f"P(at least {report.at_least} drawn)")
    axes.set_title(
        ", ".join(f"{style}  {player.label}" for player, style in styles.items()), fontsize=9
    )
    axes.legend(fontsize=6, ncol=2, loc="lower right")


def _life_cloth(axes: Axes, report: StatsReport) -> None:
    cloth = report.life_cloth
    values = cloth.distribution.floats()
    axes.bar(range(len(values)), values)
    axes.set_xticks(range(cloth.cards + 1))
    axes.set_xlabel(f"Life Burst cards among the {cloth.cards} Life Cloth")
    axes.set_ylabel("probability")
    axes.set_title(
        f"{cloth.life_burst_cards} Life Burst cards; mean {float(cloth.distribution.mean):.2f}",
        fontsize=9,
    )


def _guard(axes: Axes, report: StatsReport) -> None:
    for player, odds in report.guard.by_player.items():
        axes.plot(
            [o.turn for o in odds],
            [float(o.probability) for o in odds],
            marker="o",
            label=player.label,
        )
    axes.set_ylim(0, 1)
    axes.set_xlabel("opponent's turn")
    axes.set_ylabel("P(a Guard card in hand)")
    axes.set_title(f"{report.guard.cards} Guard cards, kept in hand once drawn", fontsize=9)
    axes.legend(fontsize=8)
