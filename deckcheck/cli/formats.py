"""`deckcheck formats`: the bundled formats and their rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from deckcheck import output
from deckcheck.cli.common import CardsOption, OutputOption, load_cards, reports_errors
from deckcheck.output import OutputFormat

if TYPE_CHECKING:
    from rich.console import RenderableType

    from deckcheck.formats import Format

app = typer.Typer(help="The deck formats and their construction rules.", no_args_is_help=True)

LIST_COLUMNS = ("name", "title", "pools", "source")


@app.command("list")
@reports_errors
def list_formats(output_format: OutputOption = OutputFormat.TABLE) -> None:
    """List the bundled formats."""
    from deckcheck.formats import bundled_format, bundled_format_names

    rows = [_list_row(bundled_format(name)) for name in bundled_format_names()]
    if output_format is OutputFormat.JSON:
        output.write_json(rows)
    elif output_format is OutputFormat.CSV:
        output.write_csv(rows, LIST_COLUMNS)
    else:
        from rich.markup import escape
        from rich.table import Table

        table = Table()
        for column in ("Name", "Title", "Pools", "Defined in"):
            table.add_column(column)
        for row in rows:
            table.add_row(
                *(escape(str(row[c] if c != "pools" else ", ".join(row[c]))) for c in LIST_COLUMNS)
            )
        output.stdout().print(table)


@app.command("show")
@reports_errors
def show_format(
    name: Annotated[str, typer.Argument(help="A bundled format name, or a format file.")],
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Show every rule parameter of a format (a bundled one, or your own file).

    The cards it names are checked as `validate` checks them: a name that matches no
    card is an error.
    """
    from deckcheck.formats import load_checked_format

    fmt = load_checked_format(name, load_cards(cards))
    if output_format is OutputFormat.JSON:
        output.write_json(fmt.to_dict())
    elif output_format is OutputFormat.CSV:
        output.write_csv(
            ({"parameter": key, "value": value} for key, value in _flatten(fmt.to_dict())),
            ("parameter", "value"),
        )
    else:
        output.stdout().print(format_panel(fmt))


def _list_row(fmt: Format) -> dict[str, Any]:
    return {"name": fmt.name, "title": fmt.title, "pools": list(fmt.pools), "source": fmt.source}


def _flatten(data: dict[str, Any], prefix: str = "") -> list[tuple[str, Any]]:
    """Nested parameters as dotted keys (`main_deck.size.min`); lists and the free-form
    `game` stay whole."""
    rows: list[tuple[str, Any]] = []
    for key, value in data.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, dict) and value and key not in ("game", "restricted"):
            rows.extend(_flatten(value, f"{dotted}."))
        else:
            rows.append((dotted, value))
    return rows


def format_panel(fmt: Format) -> RenderableType:
    from rich.markup import escape
    from rich.panel import Panel
    from rich.table import Table

    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    for key, value in _flatten(fmt.to_dict()):
        if key in ("name", "title"):
            continue
        grid.add_row(escape(key), escape(_shown(value)))
    return Panel(grid, title=f"[bold]{escape(fmt.name)}[/]: {escape(fmt.title)}", expand=False)


def _shown(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(_shown(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_shown(v)}" for k, v in value.items()) or "none"
    return str(value)
