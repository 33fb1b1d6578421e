"""Reading card files: YAML to schema-checked Card objects, with every problem located.

A card file is a YAML mapping from card id to card (see `schemas/card.schema.json`).
Problems never raise here: each is returned with its file, line and card id, so
that `deckcheck cards lint` can list them all and a loader can refuse bad data with
a precise message. A card's facts are checked here; its `abilities:` entries are kept
as raw data and checked by compiling them (`deckcheck.effects.catalog`), which asks
this module for the line of a value and for the schema's account of a refused one.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import yaml

from deckcheck import schemas
from deckcheck.cards.facts import read_facts
from deckcheck.cards.model import Card, SourceLocation, card_from_entry, with_ability_block
from deckcheck.problems import Problem
from deckcheck.text import quoted, shown_path
from deckcheck.yaml_nodes import ALIASES_REFUSED, aliased_line, may_have_aliases

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

# A top-level key of a block mapping, such as `en:WXDi-P01-001:` or `'my card':`.
_TOP_LEVEL_KEY = re.compile(r"^(?P<key>[^\s#'\"-][^#]*?|'(?:[^']|'')*'|\"[^\"]*\"):\s*(?:#.*)?$")


@dataclass
class CardFileResult:
    """What one card file holds: its cards and the problems found in it."""

    path: Path
    cards: list[Card] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    text: bytes = b""


def _validator() -> Draft202012Validator:
    return schemas.validator("card.schema.json")


@cache
def _facts_validator() -> Draft202012Validator:
    """The card schema with each ability only a mapping. A card's abilities are checked by
    compiling them, which is many times faster than the schema; the full schema runs when
    the compiler refuses a definition, so that the problem reads as the schema says it."""
    schema: dict[str, Any] = json.loads(schemas.read("card.schema.json"))
    schema["properties"]["abilities"]["items"] = {"type": "object"}
    # Its own definitions written in place: resolving a reference costs more than a check.
    schema = _inline_definitions(schema, schema.pop("$defs", {}))
    return cast("Draft202012Validator", _validator().evolve(schema=schema))


def _inline_definitions(node: Any, definitions: dict[str, Any]) -> Any:
    """`node` with every `{"$ref": "#/$defs/NAME"}` replaced by that definition."""
    if isinstance(node, dict):
        reference = node.get("$ref")
        if isinstance(reference, str) and reference.startswith("#/$defs/"):
            found = definitions[reference.removeprefix("#/$defs/")]
            rest = {key: value for key, value in node.items() if key != "$ref"}
            return _inline_definitions({**found, **rest}, definitions)
        return {key: _inline_definitions(value, definitions) for key, value in node.items()}
    if isinstance(node, list):
        return [_inline_definitions(item, definitions) for item in node]
    return node


def read_card_file(
    path: Path, display: str | None = None, *, trusted: bool = False
) -> CardFileResult:
    """Parse and check one card file; never raises for bad content.

    `trusted` files (the bundled ones, which the test suite checks against the schema card
    by card) skip the schema unless building a card from an entry fails: the check is
    most of the time of a cold load."""
    shown = display or shown_path(path)
    result = CardFileResult(path)
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except OSError as error:
        reason = error.strerror or str(error)
        result.problems.append(Problem("unreadable-file", f"cannot read: {reason}", path=shown))
        return result
    except UnicodeDecodeError:
        result.problems.append(Problem("unreadable-file", "not a UTF-8 text file", path=shown))
        return result
    result.text = raw
    if trusted and _read_generated_facts(text, shown, path, result):
        return result
    try:
        if may_have_aliases(text):
            root = yaml.compose(text, Loader=yaml.CSafeLoader)
            aliased = None if root is None else aliased_line(root)
            if aliased is not None:
                result.problems.append(
                    Problem("schema-error", ALIASES_REFUSED, path=shown, line=aliased)
                )
                return result
        data = yaml.load(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
        result.problems.append(
            Problem(
                "parse-error",
                f"broken YAML: {reason}",
                path=shown,
                line=mark.line + 1 if mark is not None else None,
            )
        )
        return result
    if data is None:
        return result
    if not isinstance(data, dict):
        result.problems.append(
            Problem(
                "schema-error",
                "a card file must be a mapping from card id to card",
                path=shown,
                line=1,
            )
        )
        return result

    key_lines, duplicates = _scan_top_level_keys(text)
    for key, duplicate_line in duplicates:
        result.problems.append(
            Problem(
                "duplicate-card-id",
                f"card id {key!r} is defined twice in this file",
                path=shown,
                line=duplicate_line,
                card=key,
            )
        )
    locator = _NodeLocator(text)
    for key, entry in data.items():
        card_id = str(key)
        line: int | None = key_lines.get(card_id) or locator.key_line(card_id)
        source = SourceLocation(shown, line or 0, str(path))
        if trusted:
            try:
                result.cards.append(card_from_entry(card_id, entry, source))
                continue
            except (KeyError, TypeError, ValueError, AttributeError):
                pass  # explained by the schema below
        problems = list(_check_entry(card_id, entry, shown, line, locator, _facts_validator()))
        if problems:
            result.problems.extend(problems)
            continue
        result.cards.append(card_from_entry(card_id, entry, source))
    return result


def _read_generated_facts(text: str, shown: str, path: Path, result: CardFileResult) -> bool:
    """Read a trusted file's cards by `deckcheck.cards.facts`, their abilities kept as text;
    False (nothing added) when the file is not in its subset or a card cannot be built
    from its facts: the whole file is then read as any other, and its problems reported."""
    found = read_facts(text)
    if found is None:
        return False
    cards: list[Card] = []
    for card_id, line, entry, block in found:
        try:
            card = card_from_entry(card_id, entry, SourceLocation(shown, line, str(path)))
        except (KeyError, TypeError, ValueError, AttributeError):
            return False
        cards.append(card if block is None else with_ability_block(card, *block))
    result.cards.extend(cards)
    return True


def ability_line(card: Card, steps: Sequence[str | int]) -> int | None:
    """The line, in the card's own file, of the value at `steps` inside the card's entry
    (`["abilities", 0, "effects", 1]`), or the entry's line when it cannot be found."""
    source = card.source
    if source is None:
        return None
    text = _source_text(source)
    found = _NodeLocator(text).value_line(card.id, [str(step) for step in steps]) if text else None
    return found or source.line


def full_schema_problems(card: Card) -> list[Problem]:
    """The card's entry checked against the whole card schema, abilities included: the
    schema's account of a definition that the ability compiler refuses."""
    source = card.source
    text = _source_text(source) if source is not None else None
    if source is None or text is None:
        return []
    try:
        data = yaml.load(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return []
    entry = data.get(card.id) if isinstance(data, dict) else None
    locator = _NodeLocator(text)
    return list(_check_entry(card.id, entry, source.path, source.line, locator, _validator()))


def _source_text(source: SourceLocation) -> str | None:
    try:
        return Path(source.file or source.path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _check_entry(
    card_id: str,
    entry: Any,
    shown: str,
    line: int | None,
    locator: _NodeLocator,
    validator: Draft202012Validator,
) -> Iterator[Problem]:
    if not isinstance(entry, dict):
        yield Problem(
            "schema-error",
            "a card must be a mapping of its facts",
            path=shown,
            line=line,
            card=card_id,
        )
        return
    errors = sorted(validator.iter_errors(entry), key=lambda e: list(e.absolute_path))
    seen: set[tuple[str, str]] = set()
    for error in errors:
        path = [str(p) for p in error.absolute_path]
        where = ".".join(path) if path else "card"
        message = _message(error)
        if (where, message) in seen:  # the same mistake seen through two schema branches
            continue
        seen.add((where, message))
        yield Problem(
            "schema-error",
            f"{where}: {message}",
            path=shown,
            line=locator.value_line(card_id, path) or line,
            card=card_id,
        )
    if not errors and entry.get("id", card_id) != card_id:
        yield Problem(
            "schema-error",
            f"id {quoted(entry['id'])} differs from its key {card_id!r}",
            path=shown,
            line=locator.value_line(card_id, ["id"]) or line,
            card=card_id,
        )


def _message(error: Any) -> str:
    """The schema's message, with a long list of names replaced by the closest ones (an
    unknown effect name, say)."""
    choices = error.validator_value if error.validator == "enum" else None
    if isinstance(choices, list) and len(choices) > 8 and isinstance(error.instance, str):
        close = difflib.get_close_matches(error.instance, [str(c) for c in choices], n=3)
        hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
        return f"unknown name {quoted(error.instance)}{hint}"
    return str(error.message)


def _scan_top_level_keys(text: str) -> tuple[dict[str, int], list[tuple[str, int]]]:
    """Line of every top-level key in a block-style file, and repeated keys."""
    lines: dict[str, int] = {}
    duplicates: list[tuple[str, int]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line or line[0] in " \t#-":
            continue
        match = _TOP_LEVEL_KEY.match(line)
        if not match:
            continue
        key = match.group("key")
        if key[0] in "'\"":
            key = str(yaml.load(key, Loader=yaml.CSafeLoader))
        if key in lines:
            duplicates.append((key, number))
        else:
            lines[key] = number
    return lines, duplicates


class _NodeLocator:
    """Lines of nodes inside a file, composed only when a problem needs one."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._root: yaml.Node | None = None
        self._composed = False

    def _compose(self) -> yaml.Node | None:
        if not self._composed:
            self._composed = True
            try:
                self._root = yaml.compose(self._text, Loader=yaml.CSafeLoader)
            except yaml.YAMLError:
                self._root = None
        return self._root

    def key_line(self, card_id: str) -> int | None:
        node = self._compose()
        if isinstance(node, yaml.MappingNode):
            for key, _value in node.value:
                if str(key.value) == card_id:
                    return int(key.start_mark.line) + 1
        return None

    def value_line(self, card_id: str, path: list[str]) -> int | None:
        node = self._compose()
        target: yaml.Node | None = None
        if isinstance(node, yaml.MappingNode):
            target = next((v for k, v in node.value if str(k.value) == card_id), None)
        for step in path:
            if isinstance(target, yaml.MappingNode):
                target = next((v for k, v in target.value if str(k.value) == step), None)
            elif isinstance(target, yaml.SequenceNode) and step.isdigit():
                index = int(step)
                target = target.value[index] if index < len(target.value) else None
            else:
                break
        return int(target.start_mark.line) + 1 if target is not None else None
