"""`deckcheck cards`: look up, search and lint cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar

import typer

from deckcheck import output
from deckcheck.cards.classes import class_name
from deckcheck.cards.model import CardType, Color, Keyword, power_text
from deckcheck.cards.names import identifier_words
from deckcheck.cli.common import (
    EXIT_PROBLEM,
    CardsOption,
    FormatOption,
    OutputOption,
    load_cards,
    reports_errors,
)
from deckcheck.output import OutputFormat
from deckcheck.text import shown_path

if TYPE_CHECKING:
    from rich.console import RenderableType

    from deckcheck.cards.lint import LintReport
    from deckcheck.cards.model import Card
    from deckcheck.cards.pool import CardDatabase

E = TypeVar("E", bound=StrEnum)

app = typer.Typer(help="Look up, search and lint cards.", no_args_is_help=True)

CARD_COLUMNS = (
    "id",
    "name",
    "pool",
    "type",
    "colors",
    "level",
    "limit",
    "power",
    "cost",
    "grow_cost",
    "lrig_types",
    "team",
    "classes",
    "life_burst",
    "guard",
    "keywords",
    "use_timing",
    "numbers",
)
COLOR_STYLES = {
    "white": "bold white",
    "red": "red",
    "blue": "blue",
    "green": "green",
    "black": "bright_black",
    "colorless": "grey62",
}

FIT_COLUMNS = (*CARD_COLUMNS, "fits_in", "copies_left", "warnings")

PoolOption = Annotated[
    list[str] | None,
    typer.Option("--pool", help="Only cards of this pool (en, classic, or your own); repeatable."),
]


@app.command("show")
@reports_errors
def show(
    card: Annotated[
        str,
        typer.Argument(
            help="English name (case and spacing forgiven), "
            "card number (with or without [EN]) or card id."
        ),
    ],
    pool: PoolOption = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Show every fact and every printing of a card.

    A name or number found in several pools shows one card per pool; a name
    shared by two cards of one pool is an error that lists their numbers.
    """
    database = load_cards(cards, abilities=True)
    pool = list(database.known_pools(pool)) if pool else None
    found = database.candidates(card, pool)
    by_pool: dict[str, list[Card]] = {}
    for match in found:
        by_pool.setdefault(match.pool, []).append(match)
    if not found or any(len(matches) > 1 for matches in by_pool.values()):
        database.lookup(card, pool)  # raises the unknown or ambiguous card error
    if output_format is OutputFormat.JSON:
        output.write_json([c.to_dict() for c in found])
    elif output_format is OutputFormat.CSV:
        output.write_csv((c.to_dict() for c in found), CARD_COLUMNS)
    else:
        for match in found:
            output.stdout().print(card_panel(match))


@app.command("search")
@reports_errors
def search_cards(
    name: Annotated[str | None, typer.Option("--name", help="Part of the name.")] = None,
    card_type: Annotated[
        list[str] | None,
        typer.Option("--type", help="LRIG, ASSIST_LRIG, SIGNI, SPELL, PIECE, ARTS, RESONA."),
    ] = None,
    color: Annotated[
        list[str] | None, typer.Option("--color", help="A colour; repeatable.")
    ] = None,
    level: Annotated[list[int] | None, typer.Option("--level", help="A level; repeatable.")] = None,
    lrig_type: Annotated[str | None, typer.Option("--lrig-type", help="A LRIG type.")] = None,
    card_class: Annotated[str | None, typer.Option("--class", help="A SIGNI class.")] = None,
    keyword: Annotated[
        list[str] | None, typer.Option("--keyword", help="A keyword (lancer, assassin, ...).")
    ] = None,
    life_burst: Annotated[
        bool | None, typer.Option("--life-burst/--no-life-burst", help="With or without.")
    ] = None,
    guard: Annotated[
        bool | None, typer.Option("--guard/--no-guard", help="With or without.")
    ] = None,
    pool: PoolOption = None,
    fits: Annotated[
        Path | None,
        typer.Option(
            "--fits",
            help="Only cards that could legally be added to this deck in its format "
            "(colours, copies left, LRIG deck slots, PIECE rules), with the copies that fit.",
            show_default=False,
        ),
    ] = None,
    format_choice: FormatOption = None,
    limit: Annotated[
        int | None, typer.Option("--limit", min=1, help="Show at most this many (default: all).")
    ] = None,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Find cards by name, type, colour, level, LRIG type, class, keyword, icons and pool.

    With --fits DECK: what can I play here? The cards every filter selects that could
    be added to the deck, the deck they go in and how many more copies fit.
    """
    from deckcheck.cards.search import CardQuery, search

    # Tables show no ability text: only JSON and CSV need the abilities compiled.
    database = load_cards(cards, abilities=output_format is not OutputFormat.TABLE)
    query = CardQuery(
        name=name,
        types=tuple(_parse_choices("type", card_type, CardType)),
        colors=tuple(_parse_choices("color", color, Color)),
        levels=tuple(level or ()),
        lrig_type=lrig_type,
        card_class=card_class,
        keywords=tuple(_parse_choices("keyword", keyword, Keyword)),
        life_burst=life_burst,
        guard=guard,
        pools=database.known_pools(pool or ()),
    )
    found = search(database.cards, query)
    if fits is not None:
        _print_fits(fits, database, found, format_choice, limit, output_format)
        return
    total = len(found)
    if limit is not None:
        found = found[:limit]
    if output_format is OutputFormat.JSON:
        output.write_json([c.to_dict() for c in found])
    elif output_format is OutputFormat.CSV:
        output.write_csv((c.to_dict() for c in found), CARD_COLUMNS)
    else:
        output.stdout().print(search_table(found))
    _print_found(len(found), total)


def _print_found(shown: int, total: int, suffix: str = "") -> None:
    count = f"{shown} of {total}" if shown < total else f"{total}"
    output.stderr().print(
        f"{count} card{'s' if total != 1 else ''} found{suffix}", markup=False, soft_wrap=True
    )


def _print_fits(
    deck: Path,
    database: CardDatabase,
    candidates: Sequence[Card],
    format_choice: str | None,
    limit: int | None,
    output_format: OutputFormat,
) -> None:
    from deckcheck.validation.fits import fits_for_file

    report = fits_for_file(deck, database, candidates, format_choice)
    shown = report.fits[:limit] if limit is not None else report.fits
    if output_format is OutputFormat.JSON:
        output.write_json([fit.to_dict() for fit in shown])
    elif output_format is OutputFormat.CSV:
        output.write_csv((fit.to_dict() for fit in shown), FIT_COLUMNS)
    else:
        extra = {
            fit.card.id: (fit.section.label, str(fit.copies), ", ".join(fit.warnings))
            for fit in shown
        }
        output.stdout().print(search_table([fit.card for fit in shown], extra))
    slots = report.free_slots
    room = f"; the main deck has {report.main_deck_cards} cards" + (
        f" ({slots} free)" if slots is not None else ""
    )
    _print_found(len(shown), len(report.fits), f" that fit {deck} ({report.format}){room}")


@app.command("lint")
@reports_errors
def lint(
    paths: Annotated[list[Path], typer.Argument(help="Card files or folders to check.")],
    output_format: OutputOption = OutputFormat.TABLE,
) -> None:
    """Check your own card files against the card schema; every problem with file and line."""
    from deckcheck.effects.catalog import lint_card_files

    report = lint_card_files(paths)
    if output_format is OutputFormat.JSON:
        output.write_json(
            {
                "files": list(report.files),
                "cards": report.cards,
                "ok": report.ok,
                "problems": [p.to_dict() for p in report.problems],
            }
        )
    elif output_format is OutputFormat.CSV:
        output.write_csv(
            (p.to_dict() for p in report.problems),
            ("path", "line", "card", "severity", "code", "message"),
        )
    else:
        _print_lint(report)
    if not report.ok:
        raise typer.Exit(EXIT_PROBLEM)


@app.command("coverage")
@reports_errors
def coverage_command(
    deck: Annotated[
        Path | None,
        typer.Argument(
            help="A decklist (YAML or text); without it, the pools.", show_default=False
        ),
    ] = None,
    pool: PoolOption = None,
    missing: Annotated[
        bool, typer.Option("--missing", help="List only the cards whose abilities are missing.")
    ] = False,
    output_format: OutputOption = OutputFormat.TABLE,
    cards: CardsOption = None,
) -> None:
    """Which cards have complete ability definitions, and the share of a deck or a pool.

    A card is complete when its abilities are encoded or it prints none beyond its
    keywords; a simulation runs the others as if they had no text.
    """
    from deckcheck.cards.coverage import coverage

    database = load_cards(cards)
    if deck is not None:
        from deckcheck.decks import load_deck

        loaded = load_deck(deck, database)
        report = coverage([*loaded.lrig_cards(), *loaded.main_cards()])
        scope = shown_path(deck)
    else:
        pools = database.known_pools(pool or database.pools)
        report = coverage(c for name in pools for c in database.in_pool(name))
        scope = "pool " + ", ".join(pools)
    rows = report.rows()
    if missing:
        rows = [row for row in rows if row["status"] == "missing"]
    if output_format is OutputFormat.JSON:
        output.write_json({"scope": scope, **report.to_dict(), "rows": rows})
    elif output_format is OutputFormat.CSV:
        output.write_csv(rows, ("id", "number", "name", "status"))
    else:
        output.stdout().print(_coverage_table(rows))
    output.stderr().print(
        f"{scope}: {report.complete} of {report.total} cards complete "
        f"({report.share:.1%}); {len(report.incomplete)} missing",
        markup=False,
    )


def _coverage_table(rows: Sequence[dict[str, str]]) -> RenderableType:
    from rich.markup import escape
    from rich.table import Table

    styles = {"encoded": "green", "no text": "dim", "missing": "red"}
    table = Table(show_lines=False)
    table.add_column("Number", no_wrap=True)
    table.add_column("Name")
    table.add_column("Abilities", no_wrap=True)
    for row in rows:
        style = styles[row["status"]]
        table.add_row(escape(row["number"]), escape(row["name"]), f"[{style}]{row['status']}[/]")
    return table


def _print_lint(report: LintReport) -> None:
    console = output.stdout()
    for problem in report.problems:
        style = "red" if problem.is_error else "yellow"
        console.print(f"[{style}]{problem.severity.value}[/] ", end="")
        console.print(f"{problem.location()}: [{problem.code}] {problem.message}", markup=False)
    verdict = "[green]ok[/]" if report.ok else f"[red]{report.errors} error(s)[/]"
    output.stderr().print(f"{len(report.files)} file(s), {report.cards} card(s) checked: {verdict}")


def _parse_choices(option: str, values: Sequence[str] | None, enum: type[E]) -> list[E]:
    """Enum members named by option values (`double-crush`, `Double Crush`, `DOUBLE_CRUSH`)."""
    from deckcheck.errors import UsageError

    parsed = []
    for value in values or ():
        key = value.strip().replace("-", "_").replace(" ", "_").casefold()
        match = next((m for m in enum if key in (m.value.casefold(), m.name.casefold())), None)
        if match is None:
            choices = ", ".join(m.value for m in enum)
            raise UsageError(f"unknown --{option} {value!r}; choose from {choices}")
        parsed.append(match)
    return parsed


def _colors(colors: Sequence[str]) -> str:
    return " ".join(f"[{COLOR_STYLES.get(c, '')}]{c}[/]" for c in colors)


def _cost_text(cost: dict[str, int] | None) -> str:
    if cost is None:
        return ""
    if not cost:
        return "free"
    return ", ".join(f"{amount} {symbol}" for symbol, amount in cost.items())


def card_facts(card: Card) -> list[tuple[str, str]]:
    """(label, rich text) for every fact a card has, in the order a player reads them."""
    facts = card.to_dict()
    rows: list[tuple[str, str]] = [("Type", card.type.label), ("Color", _colors(facts["colors"]))]
    optional = [
        ("Level", facts["level"]),
        ("Limit", facts["limit"]),
        ("Power", power_text(card.power)),
        ("Cost", _cost_text(facts["cost"]) if card.cost is not None else None),
        ("Grow cost", _cost_text(facts["grow_cost"]) if card.grow_cost is not None else None),
        ("LRIG type", ", ".join(identifier_words(t) for t in card.lrig_types)),
        ("Team", identifier_words(card.team) if card.team else None),
        ("Class", ", ".join(class_name(c) for c in card.classes)),
        ("Restricted to", ", ".join(identifier_words(t) for t in card.lrig_type_restriction)),
        ("Use timing", ", ".join(t.label for t in card.use_timing)),
        ("Keywords", ", ".join(k.label for k in card.keywords)),
        (
            "Icons",
            ", ".join(
                i for i, on in (("Life Burst", card.life_burst), ("Guard", card.guard)) if on
            ),
        ),
        ("Tags", ", ".join(identifier_words(t) for t in card.tags)),
        (
            "Cross",
            "; ".join(
                [f"left of {name}" for name in card.cross_left_of]
                + [f"right of {name}" for name in card.cross_right_of]
            ),
        ),
        ("Japanese name", card.name_jp),
        ("Also printed as", "; ".join(card.aliases)),
    ]
    rows.extend((label, str(value)) for label, value in optional if value not in (None, ""))
    return rows


def card_panel(card: Card) -> RenderableType:
    from rich.console import Group
    from rich.markup import escape
    from rich.panel import Panel
    from rich.table import Table

    facts = Table.grid(padding=(0, 2))
    facts.add_column(style="bold")
    facts.add_column()
    for label, value in card_facts(card):
        safe = value if label == "Color" else escape(value)
        facts.add_row(label, safe)
    numbers = f"{len(card.numbers)} printing(s): " + ", ".join(card.numbers)
    where = f"{card.id}, pool {card.pool}"
    if card.source is not None:
        where += f", defined at {card.source}"
    parts: list[RenderableType] = [facts, ""]
    texts = card.ability_texts()
    if texts:
        parts.extend([escape(ability["text"]) for ability in texts] + [""])
    elif card.has_ability_text:
        parts.extend(["[dim](abilities not encoded yet: plays as if it had no text)[/]", ""])
    parts.extend([escape(numbers), f"[dim]{escape(where)}[/]"])
    return Panel(Group(*parts), title=f"[bold]{escape(card.name)}[/]", expand=False)


def search_table(
    cards: Sequence[Card], fits: Mapping[str, tuple[str, str, str]] | None = None
) -> RenderableType:
    """Cards as rows; with `fits` (card id -> deck, copies, warnings), columns for them
    (the warnings' only when a card has some)."""
    from rich.markup import escape
    from rich.table import Table

    table = Table(show_lines=False)
    table.add_column("Number", no_wrap=True)
    table.add_column("Name", ratio=3)
    for column in ("Type", "Color", "Lv", "Power"):
        table.add_column(column, no_wrap=True)
    table.add_column("Class", ratio=2)
    table.add_column("Icons", no_wrap=True)
    # What fits a deck is of its format's pools: no Pool column there.
    if fits is None:
        table.add_column("Pool", no_wrap=True)
    fit_columns = 0
    if fits is not None:
        table.add_column("Fits in", no_wrap=True)
        table.add_column("Copies", no_wrap=True, justify="right")
        fit_columns = 2
        if any(warnings for _, _, warnings in fits.values()):
            table.add_column("Warnings")
            fit_columns = 3
    for card in cards:
        strength = (
            power_text(card.power)
            if card.power is not None
            else (f"limit {card.limit}" if card.limit is not None else None)
        )
        kinds = [class_name(c) for c in card.classes] or [
            identifier_words(t) for t in card.lrig_types
        ]
        icons = " ".join(i for i, on in (("LB", card.life_burst), ("G", card.guard)) if on)
        table.add_row(
            escape(card.number),
            escape(card.name),
            card.type.label,
            _colors([c.value for c in card.colors]),
            "" if card.level is None else str(card.level),
            "" if strength is None else str(strength),
            escape(", ".join(kinds)),
            icons,
            *((card.pool,) if fits is None else fits[card.id][:fit_columns]),
        )
    return table
