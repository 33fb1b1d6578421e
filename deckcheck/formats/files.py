"""Reading format files: bundled formats by name, the user's own by path.

Bundled formats are YAML files in `carddb/formats/` (found through the card
database module); users pass their own file with `--format path.yaml`. A file may
`extends` another format and change only what differs (a local ban list).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import yaml

from deckcheck import schemas
from deckcheck.cards.model import CardType, DeckSection
from deckcheck.cards.pool import bundled_formats_dir
from deckcheck.errors import ProblemsError, UsageError
from deckcheck.formats.model import (
    CardReference,
    ColorRule,
    CopiesBy,
    CopyRules,
    CountRange,
    Format,
    FormatCards,
    LrigDeckRules,
    MainDeckRules,
    PieceRules,
)
from deckcheck.problems import Problem, unique
from deckcheck.text import shown_path
from deckcheck.yaml_nodes import (
    ALIASES_REFUSED,
    aliased_line,
    compose,
    line_at,
    may_have_aliases,
    yaml_problem,
)

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

    from deckcheck.cards.pool import CardDatabase

DEFAULT_FORMAT = "diva"
FORMAT_SUFFIXES = (".yaml", ".yml")


class FormatError(ProblemsError):
    """A format file that cannot be used; `problems` lists every problem found."""


# -- finding formats ---------------------------------------------------------


@cache
def bundled_format_names() -> tuple[str, ...]:
    return tuple(sorted(path.stem for path in bundled_formats_dir().glob("*.yaml")))


def load_format(choice: str | Path) -> Format:
    """The format `choice` names: a bundled name (any case) or a format file.

    Raises UsageError for an unknown name or a missing file, and FormatError,
    listing every problem, for a file that cannot be used.
    """
    text = str(choice).strip()
    if text.lower() in bundled_format_names():
        return bundled_format(text.lower())
    path = Path(text)
    if path.suffix.lower() in FORMAT_SUFFIXES or path.exists() or "/" in text:
        if not path.is_file():
            raise UsageError(f"no format file {text!r}")
        return _load_format_file(path.resolve(), shown_path(path))
    names = ", ".join(bundled_format_names())
    raise UsageError(f"unknown format {text!r}; bundled formats: {names}, or a format file (.yaml)")


def load_checked_format(choice: str | Path, database: CardDatabase) -> Format:
    """`load_format`, with every card the format names (ban list, restricted cards,
    forbidden combinations) found in `database`, as checking a deck would: FormatError
    lists each name that matches no card."""
    fmt = load_format(choice)
    format_cards(fmt, database)
    return fmt


@cache
def bundled_format(name: str) -> Format:
    path = bundled_formats_dir() / f"{name}.yaml"
    # Bundled formats are checked against the schema by the test suite; skipping
    # jsonschema here saves its import on every run. A bundled file broken anyway
    # still gets the schema's messages.
    return _load_format_file(path, f"carddb/formats/{name}.yaml", trusted=True)


# -- reading format files ----------------------------------------------------


@cache
def _validator() -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(json.loads(schemas.read("format.schema.json")))


def _load_format_file(path: Path, shown: str, *, trusted: bool = False) -> Format:
    definition, nodes = _merged_definition(path, shown, seen=())
    if trusted:
        try:
            return _format_from_definition(definition, nodes, shown)
        except (KeyError, TypeError, ValueError, AttributeError):
            pass
    problems = unique(_schema_problems(definition, nodes, shown))
    if not problems:
        problems = list(_range_problems(definition, nodes, shown))
    if problems:
        raise FormatError(problems)
    return _format_from_definition(definition, nodes, shown)


def _refuse(message: str, shown: str, line: int | None, code: str = "schema-error") -> NoReturn:
    raise FormatError([Problem(code, message, path=shown, line=line)])


def _read_yaml(path: Path, shown: str) -> tuple[dict[str, Any], yaml.Node | None]:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or "not a UTF-8 text file"
        _refuse(f"cannot read: {reason}", shown, None, "unreadable-file")
    try:
        root, data = compose(text)
    except yaml.YAMLError as error:
        raise FormatError([yaml_problem(error, shown, text)]) from None
    if root is not None and may_have_aliases(text):
        line = aliased_line(root)
        if line is not None:
            _refuse(ALIASES_REFUSED, shown, line)
    if not isinstance(data, dict):
        _refuse("a format file is a mapping of parameters", shown, 1)
    return data, root


def _merged_definition(
    path: Path, shown: str, seen: tuple[Path, ...]
) -> tuple[dict[str, Any], yaml.Node | None]:
    """The definition in `path`, merged onto the format it extends."""
    data, root = _read_yaml(path, shown)
    base_choice = data.pop("extends", None)
    if base_choice is None:
        return data, root
    line = line_at(root, ["extends"])
    if "name" not in data:
        _refuse("a format that extends another needs its own name", shown, 1)
    if not isinstance(base_choice, str):
        _refuse("extends: expected a format name or file", shown, line)
    if base_choice.strip().lower() in bundled_format_names():
        base_path = bundled_formats_dir() / f"{base_choice.strip().lower()}.yaml"
    else:
        base_path = (path.parent / base_choice).resolve()
    if base_path in (*seen, path):
        _refuse(f"extends {base_choice!r} makes a cycle", shown, line)
    if not base_path.is_file():
        _refuse(f"extends: no format {base_choice!r}", shown, line)
    base, _ = _merged_definition(base_path, str(base_path), (*seen, path))
    return _deep_merge(base, data), root


def _deep_merge(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in changes.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def _schema_problems(
    definition: dict[str, Any], root: yaml.Node | None, shown: str
) -> Iterator[Problem]:
    errors = sorted(_validator().iter_errors(definition), key=lambda e: [str(p) for p in e.path])
    for error in errors:
        steps = list(error.absolute_path)
        where = ".".join(str(step) for step in steps)
        message = schemas.describe_error(error)
        yield Problem(
            "schema-error",
            f"{where}: {message}" if where else message,
            path=shown,
            line=line_at(root, steps) or 1,
        )


def _range_problems(
    node: Any, root: yaml.Node | None, shown: str, steps: tuple[Any, ...] = ()
) -> Iterator[Problem]:
    """A range (`{min, max}`) whose minimum exceeds its maximum: no deck could meet it."""
    if not isinstance(node, dict):
        return
    low, high = node.get("min"), node.get("max")
    if isinstance(low, int) and isinstance(high, int) and low > high:
        where = ".".join(map(str, steps))
        yield Problem(
            "schema-error",
            f"{where}: the minimum {low} is more than the maximum {high}",
            path=shown,
            line=line_at(root, [*steps, "min"]) or 1,
        )
    for key, value in node.items():
        if key != "game":
            yield from _range_problems(value, root, shown, (*steps, key))


def _format_from_definition(
    definition: dict[str, Any], root: yaml.Node | None, shown: str
) -> Format:
    main = definition["main_deck"]
    lrig = definition["lrig_deck"]
    copies = definition["copies"]
    pieces = lrig.get("pieces")

    def references(key: str) -> tuple[CardReference, ...]:
        return tuple(
            CardReference(str(reference), line_at(root, [key, index]))
            for index, reference in enumerate(definition.get(key, ()))
        )

    return Format(
        name=definition["name"],
        title=definition.get("title", definition["name"]),
        description=" ".join(str(definition.get("description", "")).split()),
        source=shown,
        pools=tuple(definition["pools"]),
        main_deck=MainDeckRules(
            size=_range(main["size"]),
            card_types=tuple(CardType(t) for t in main["card_types"]),
            life_burst=_range(main.get("life_burst")),
        ),
        lrig_deck=LrigDeckRules(
            size=_range(lrig["size"]),
            card_types=tuple(CardType(t) for t in lrig["card_types"]),
            pieces=None
            if pieces is None
            else PieceRules(pieces["max"], pieces.get("needs_level_zero_lrigs", 0)),
            unique_names=lrig.get("unique_names", False),
            level_zero_lrigs=_range(lrig.get("level_zero_lrigs")),
            distinct_lrig_types=lrig.get("distinct_lrig_types", False),
            center_reaches_level=lrig.get("center_reaches_level"),
        ),
        copies=CopyRules(
            limit=copies["limit"],
            count_by=CopiesBy(copies["count_by"]),
            decks=tuple(DeckSection(d) for d in copies["decks"]),
        ),
        colors=ColorRule(definition.get("colors", ColorRule.ANY.value)),
        warn_lrig_type_restrictions=definition.get("lrig_type_restrictions") == "warn",
        excluded_tags=tuple(definition.get("excluded_tags", ())),
        banned=references("banned"),
        restricted=tuple(
            (CardReference(str(reference), line_at(root, ["restricted", reference])), limit)
            for reference, limit in definition.get("restricted", {}).items()
        ),
        forbidden_combinations=tuple(
            tuple(
                CardReference(str(reference), line_at(root, ["forbidden_combinations", i, j]))
                for j, reference in enumerate(combination)
            )
            for i, combination in enumerate(definition.get("forbidden_combinations", ()))
        ),
        rules=tuple(definition.get("rules", ())),
        game=dict(definition.get("game", {})),
    )


def _range(spec: Mapping[str, int | None] | None) -> CountRange:
    spec = spec or {}
    return CountRange(spec.get("min"), spec.get("max"))


# -- the cards a format names --------------------------------------------------


def format_cards(fmt: Format, database: CardDatabase) -> FormatCards:
    """Resolve the format's ban list, restricted cards and forbidden combinations.

    A name matches every card of that name in the format's pools (a ban on
    `Midoriko` bans both). Raises FormatError for a reference that names no card.
    """
    problems: list[Problem] = []

    def ids(card: CardReference) -> frozenset[str]:
        found = database.candidates(card.reference, fmt.pools)
        if not found:
            suggestions = database.suggestions(card.reference, fmt.pools)
            hint = (
                "; did you mean " + " or ".join(map(repr, suggestions)) + "?" if suggestions else ""
            )
            problems.append(
                Problem(
                    "unknown-card",
                    f"unknown card {card.reference!r} in the format's pools{hint}",
                    path=fmt.source,
                    line=card.line,
                    card=card.reference,
                )
            )
        return frozenset(c.id for c in found)

    resolved = FormatCards(
        banned=frozenset().union(*(ids(card) for card in fmt.banned)),
        restricted=tuple((ids(card), limit, card.reference) for card, limit in fmt.restricted),
        forbidden_combinations=tuple(
            tuple(ids(card) for card in combination) for combination in fmt.forbidden_combinations
        ),
    )
    if problems:
        raise FormatError(problems)
    return resolved
