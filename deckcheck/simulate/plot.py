"""Reports as pictures: matplotlib, an optional extra (`deckcheck[plot]`).

A goldfish report: four panels (the share of games won on each turn, the share won by
each turn, the damage dealt on each turn, and the Life Bursts in the deck's Life Cloth;
going first and going second side by side). A gauntlet: its win-rate matrix as a heat
map.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from deckcheck.stats.plot import check_plot_path, pyplot, save

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from deckcheck.simulate.match_report import GauntletReport
    from deckcheck.simulate.report import GoldfishReport

SIDES = (("first", "going first"), ("second", "going second"))


def write_plot(report: GoldfishReport, path: Path) -> None:
    """Draw the report into `path` (PNG, SVG or PDF, by its suffix)."""
    check_plot_path(path)
    figure, ((won_on, won_by), (damage, cloth)) = pyplot().subplots(2, 2, figsize=(13, 9))
    info = report.info
    figure.suptitle(
        f"{info.deck_name or 'deck'}: {info.games:,} goldfish games, agent {info.agent}, "
        f"seed {info.seed}"
    )
    _won_on(won_on, report)
    _won_by(won_by, report)
    _damage(damage, report)
    from matplotlib.ticker import MaxNLocator

    for axes in (won_on, won_by, damage):
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    _life_cloth(cloth, report)
    save(figure, path)


def _won_on(axes: Axes, report: GoldfishReport) -> None:
    width = 0.4
    for offset, (side, label) in zip((-width / 2, width / 2), SIDES, strict=True):
        figures = report.sides[side]
        counts = figures.win_turn.counts
        games = figures.games or 1
        axes.bar(
            [turn + offset for turn, _ in counts],
            [times / games for _, times in counts],
            width,
            label=label,
        )
    axes.set_xlabel("the deck's turn")
    axes.set_ylabel("share of games won on the turn")
    axes.legend(fontsize=8)


def _won_by(axes: Axes, report: GoldfishReport) -> None:
    for side, label in SIDES:
        turns = report.sides[side].by_turn
        axes.plot([t.turn for t in turns], [t.won_by for t in turns], marker="o", label=label)
    axes.set_ylim(0, 1)
    axes.set_xlabel("the deck's turn")
    axes.set_ylabel("share of games won by the end of the turn")
    axes.legend(fontsize=8)


def _damage(axes: Axes, report: GoldfishReport) -> None:
    for side, label in SIDES:
        turns = report.sides[side].by_turn
        axes.plot([t.turn for t in turns], [t.damage for t in turns], marker="o", label=label)
    axes.set_xlabel("the deck's turn")
    axes.set_ylabel("damage dealt on the turn (mean)")
    axes.legend(fontsize=8)


def _life_cloth(axes: Axes, report: GoldfishReport) -> None:
    both = report.sides["all"]
    shares = both.life_cloth_burst_shares
    axes.bar(
        range(len(shares)),
        [e.value for e in shares],
        yerr=[[e.value - e.low for e in shares], [e.high - e.value for e in shares]],
    )
    axes.set_xticks(range(len(shares)))
    axes.set_xlabel("Life Burst cards among the deck's Life Cloth")
    axes.set_ylabel("share of games (95% CI)")


def write_heat_map(report: GauntletReport, path: Path) -> None:
    """Draw a gauntlet's win-rate matrix as a heat map into `path` (PNG, SVG or PDF):
    the row deck's win rate against the column deck, each cell labelled with it."""
    check_plot_path(path)
    size = report.size
    cells = report.matrix()
    side = max(4.0, 0.8 * size)
    longest = max(len(info.label) for info in report.decks) + 4
    # Room on the left for the row labels (about 0.09 inch a character).
    figure, axes = pyplot().subplots(figsize=(side + 2.0 + 0.09 * longest, side + 0.8))
    values = [[float("nan") if cell is None else cell.value for cell in row] for row in cells]
    image = axes.imshow(values, cmap="RdBu", vmin=0.0, vmax=1.0, aspect="auto")
    labels = [f"{index + 1}. {info.label}" for index, info in enumerate(report.decks)]
    axes.set_xticks(range(size), [str(index + 1) for index in range(size)])
    axes.set_yticks(range(size), labels)
    axes.set_xlabel("against deck")
    for row, cells_row in enumerate(cells):
        for column, cell in enumerate(cells_row):
            if cell is not None:
                dark = abs(cell.value - 0.5) > 0.3
                axes.text(
                    column,
                    row,
                    f"{100 * cell.value:.0f}",
                    ha="center",
                    va="center",
                    fontsize=9,
                    color="white" if dark else "black",
                )
    figure.colorbar(image, ax=axes, label="win rate of the row deck")
    settings = report.settings
    agents = settings.agents
    who = agents[0] if agents[0] == agents[1] else f"{agents[0]} (rows) vs {agents[1]}"
    axes.set_title(
        f"Gauntlet: {settings.games:,} games a pair, agent {who}, seed {settings.seed}",
        fontsize=10,
    )
    save(figure, path)
