"""`deckcheck stats DECK`: exact draw statistics of a deck, as tables, JSON, CSV or a plot."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from deckcheck import output
from deckcheck.cli.common import (
    CardsOption,
    KeepOption,
    OutputOption,
    PlotOption,
    load_cards,
    reports_errors,
)
from deckcheck.cli.tables import bar, number_table, percent, section
from deckcheck.output import OutputFormat
from deckcheck.text import shown_path

if TYPE_CHECKING:
    from rich.console import RenderableType

    from deckcheck.stats.report import StatsReport, TurnOdds
    from deckcheck.stats.setup import Player


class PlayerChoice(StrEnum):
    FIRST = "first"
    SECOND = "second"
    BOTH = "both"


@reports_errors
def stats(
    deck: Annotated[Path, typer.Argument(help="The decklist (YAML or text).", show_default=False)],
    group: Annotated[
        list[str] | None,
        typer.Option(
            "--group",
            "-g",
            help="A group of cards to follow (repeatable): 'Servant #', 'type=SIGNI,level=1', "
            "'guard', 'life-burst', 'color=green|blue', 'level<=2', 'class=gem', "
            "'deck:NAME'. Default: every main-deck card, the deck's groups, Guard, Life Burst.",
            show_default=False,
        ),
    ] = None,
    at_least: Annotated[
        int, typer.Option("--at-least", "-k", min=1, help="Count a group as found at k cards.")
    ] = 1,
    turns: Annotated[
        int, typer.Option("--turns", "-t", min=1, help="Draw tables up to your turn N.")
    ] = 6,
    player: Annotated[
        PlayerChoice,
        typer.Option("--player", help="Going first, second, or both.", case_sensitive=False),
    ] = PlayerChoice.BOTH,
    keep: KeepOption = "type=SIGNI,level=1",
    hand: Annotated[
        list[str] | None,
        typer.Option(
            "--hand",
            help="A specific opening hand for the Life Cloth figures: one card per option, "
            "'2 Servant #' for two copies.",
            show_default=False,
        ),
    ] = None,
    plot: PlotOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Exact odds of a deck: opening hand, mulligan, draws by turn, Guard, Life Cloth, refresh."""
    from deckcheck.decks import load_deck
    from deckcheck.stats.report import StatsRequest, deck_report
    from deckcheck.stats.setup import Player

    if plot is not None:
        from deckcheck.stats.plot import check_plot_path

        check_plot_path(plot)
    players = tuple(Player) if player is PlayerChoice.BOTH else (Player(player.value),)
    database = load_cards(cards)
    loaded = load_deck(deck, database)
    request = StatsRequest(
        groups=tuple(group or ()),
        keep=keep,
        at_least=at_least,
        turns=turns,
        players=players,
        hand=tuple(hand or ()),
    )
    report = deck_report(loaded, request, database)
    if output_format is OutputFormat.JSON:
        output.write_json(report.to_dict())
    elif output_format is OutputFormat.CSV:
        from deckcheck.stats.report import CSV_COLUMNS

        output.write_csv(report.csv_rows(), CSV_COLUMNS)
    else:
        from rich.console import Group

        # One print, one write: a reader that stops early (`| head`) meets a closed pipe
        # once, where the entry point expects it, not between two tables.
        output.stdout().print(Group(*report_renderables(report)))
    for warning in report.warnings:
        output.stderr().print(f"deckcheck: warning: {warning}", markup=False, soft_wrap=True)
    if plot is not None:
        from deckcheck.stats.plot import write_plot

        write_plot(report, plot)
        output.stderr().print(f"plot written to {shown_path(plot)}", markup=False, soft_wrap=True)


def report_renderables(report: StatsReport) -> list[RenderableType]:
    """The report as rich tables and charts, in reading order."""
    from rich.markup import escape

    where = f" ({escape(report.deck_path)})" if report.deck_path else ""
    header = (
        f"[bold]{escape(report.deck_name or 'Deck')}[/]{where}: "
        f"{report.deck_size} main-deck cards\n"
        f"Mulligan: {escape(report.mulligan.label)}"
    )
    parts: list[RenderableType] = [header, _opening_table(report)]
    parts.extend(_draw_table(report, player) for player in report.players)
    parts.append(_guard_table(report))
    parts.extend(_life_cloth_parts(report))
    parts.append(_refresh_table(report))
    parts.append(_assumptions(report.assumptions))
    return parts


def _assumptions(notes: Sequence[str]) -> RenderableType:
    from rich.table import Table

    table = Table.grid(padding=(0, 1))
    table.add_column(style="dim")
    table.add_column(style="dim")
    for note in notes:
        table.add_row("-", note)
    return section("Assumptions", table)


def _turns(prefix: str, turns: Sequence[int]) -> list[str]:
    return [f"{prefix}{turn}" for turn in turns]


def _odds_cells(odds: Sequence[TurnOdds]) -> list[str]:
    return [percent(o.probability) for o in odds]


def _opening_table(report: StatsReport) -> RenderableType:
    from rich.markup import escape

    k = report.at_least
    table = number_table("Group", "Copies", "Kept", "Before mulligan", "After mulligan")
    for stats in report.groups:
        table.add_row(
            escape(stats.group.label),
            str(stats.copies),
            str(stats.kept_by_mulligan),
            percent(stats.opening.at_least(k)),
            percent(stats.final.at_least(k)),
        )
    return section(
        f"Opening hand: P(at least {k} in the 5 cards)",
        table,
        "Kept: copies the mulligan rule keeps. The same going first or second.",
    )


def _draw_table(report: StatsReport, player: Player) -> RenderableType:
    from rich.markup import escape

    table = number_table("Group", *_turns("T", report.turns[player]))
    for stats in report.groups:
        table.add_row(escape(stats.group.label), *_odds_cells(stats.draws[player]))
    return section(
        f"{player.label.capitalize()}: P(at least {report.at_least} by your turn N)",
        table,
        "In the final hand or drawn since, up to turn N's draw phase.",
    )


def _guard_table(report: StatsReport) -> RenderableType:
    guard = report.guard
    longest = max((len(odds) for odds in guard.by_player.values()), default=0)
    table = number_table("", *_turns("opp. T", range(1, longest + 1)))
    for player, odds in guard.by_player.items():
        cells = _odds_cells(odds)
        table.add_row(player.label, *cells, *[""] * (longest - len(cells)))
    return section(
        "A Guard card in hand at the opponent's turn N",
        table,
        f"{guard.cards} Guard cards; a Guard card, once drawn, stays in hand.",
    )


def _life_cloth_parts(report: StatsReport) -> list[RenderableType]:
    from rich.markup import escape

    cloth = report.life_cloth
    chart = number_table("Life Bursts", "P", left=0)
    chart.add_column("", style="cyan")
    tallest = max(cloth.distribution.probabilities)
    for count in range(cloth.cards + 1):
        probability = cloth.distribution[count]
        chart.add_row(str(count), percent(probability), bar(float(probability / tallest)))
    by_hand = number_table(
        "In hand", "P(hand)", "Mean in Life Cloth", "P(at most 1)", "P(at least 4)", left=0
    )
    for case in cloth.by_hand:
        by_hand.add_row(
            str(case.in_hand),
            percent(case.probability),
            f"{float(case.life_cloth.mean):.2f}",
            percent(case.life_cloth.at_most(1)),
            percent(case.life_cloth.at_least(4)),
        )
    parts = [
        section(
            f"Life Bursts in the {cloth.cards} Life Cloth cards "
            f"(mean {float(cloth.distribution.mean):.2f})",
            chart,
            f"{cloth.life_burst_cards} of {report.deck_size} cards have a Life Burst.",
        ),
        section("Life Bursts in the Life Cloth, by Life Bursts in the final hand", by_hand),
    ]
    if cloth.given_hand is not None:
        hand = cloth.given_hand
        returned = ", ".join(c.name for c in hand.returned) or "nothing"
        parts.append(
            f"Given the opening hand {escape(', '.join(c.name for c in hand.cards))} "
            f"(the mulligan returns {escape(returned)}): mean "
            f"{float(hand.life_cloth.mean):.2f} Life Bursts in the Life Cloth, "
            + ", ".join(
                f"{count}: {percent(p)}" for count, p in enumerate(hand.life_cloth.probabilities)
            )
        )
    return parts


def _refresh_table(report: StatsReport) -> RenderableType:
    table = number_table("", "First refresh", "Life Cloth left", "P(Life Burst lost)", "Next")
    for player, stats in report.refresh.items():
        first = stats.first
        if first is None:
            table.add_row(player.label, f"none by turn {stats.schedule.max_turns}", "", "", "")
            continue
        later = ", ".join(f"turn {r.turn}" for r in stats.schedule.refreshes[1:3])
        table.add_row(
            player.label,
            f"turn {first.turn} ({first.phase.value})",
            str(first.life_cloth_left),
            percent(stats.life_burst_lost_probability),
            later,
        )
    return section(
        "Refresh, with draws and Ener charges only (no card effects)",
        table,
        "A refresh puts one Life Cloth into the trash. (draw): in the draw phase, which it ends.",
    )
