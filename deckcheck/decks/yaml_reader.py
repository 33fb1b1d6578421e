"""YAML decklists: parsed once, checked against `schemas/deck.schema.json`, every entry located.

The document is composed into nodes and constructed from those same nodes, so the
line of every entry comes with the data at no extra cost. Schema checking takes a
fast path for the usual shape of a decklist (`conforms`, a strict subset of the
schema) and asks jsonschema only when that path sees anything else, so that its
import and its slower checks are paid only for files that need its messages.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import yaml

from deckcheck import schemas
from deckcheck.cards.model import CardType, Color, DeckSection
from deckcheck.cards.search import CardQuery
from deckcheck.decks.entries import deck_schema, entry_pattern, split_entry
from deckcheck.decks.model import MAX_COPIES, DeckEntry, DeckGroup, DeckList
from deckcheck.problems import Problem, unique
from deckcheck.text import quoted
from deckcheck.yaml_nodes import (
    aliased_line,
    compose,
    line_of,
    may_have_aliases,
    node_at,
    yaml_problem,
)

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator, ValidationError

_SECTION_KEYS = {section.value: section for section in DeckSection}
_FIELDS = ("name", "player", "format")
# YAML's line breaks (libyaml counts lines by these, and only these).
_LINE_BREAK = re.compile(r"\r\n|[\r\n\x85\u2028\u2029]")


def split_lines(text: str) -> list[str]:
    """The lines of `text`, split where YAML (and a text editor) split them."""
    return _LINE_BREAK.split(text)


def read_yaml_decklist(text: str, path: str) -> tuple[DeckList | None, list[Problem]]:
    """Parse a YAML decklist; problems for everything wrong, never an exception."""
    try:
        root, data = compose(text)
    except yaml.YAMLError as error:
        return None, [yaml_problem(error, path, text)]
    if root is None:
        return None, [Problem("parse-error", "the file holds no decklist", path=path)]
    if not isinstance(root, yaml.MappingNode) or not isinstance(data, dict):
        return None, [
            Problem(
                "schema-error",
                "a decklist is a mapping with the keys lrig_deck and main_deck",
                path=path,
                line=line_of(root),
            )
        ]
    if not any(key in data for key in _SECTION_KEYS):
        # Not a decklist at all: sizes and LRIG rules would only repeat that.
        return None, [
            Problem(
                "schema-error",
                "not a decklist: a decklist is a mapping with the keys lrig_deck and main_deck",
                path=path,
                line=line_of(root),
            )
        ]
    document = _Document(text, root, path)
    if may_have_aliases(text) and aliased_line(root) is not None:
        return None, [
            Problem(
                "schema-error",
                "anchors and aliases (& and *) have no place in a decklist; "
                "quote a card name that starts with * or &",
                path=path,
                line=1,
            )
        ]
    problems = list(document.duplicate_keys())
    rejected: set[tuple[Any, ...]] = set()
    if not conforms(data):
        problems.extend(unique(document.schema_problems(data, rejected)))
    return document.decklist(data, rejected), problems


def conforms(data: Any) -> bool:
    """True when `data` is a decklist of the usual shape, which the schema accepts.

    A strict subset of the schema (tests hold it to that): anything unusual,
    including every file with groups, returns False and goes to jsonschema.
    """
    if type(data) is not dict or "lrig_deck" not in data or "main_deck" not in data:
        return False
    pattern = entry_pattern()
    for key, value in data.items():
        if key in _SECTION_KEYS:
            if type(value) is not list:
                return False
            for item in value:
                if type(item) is str:
                    if not pattern.search(item):
                        return False
                elif type(item) is dict:
                    if not _conforming_mapping_entry(item):
                        return False
                else:
                    return False
        elif key in ("name", "player"):
            if type(value) not in (str, int, float):
                return False
        elif key == "format":
            if type(value) is not str or not value.strip():
                return False
        else:
            return False
    return True


def _conforming_mapping_entry(item: dict[Any, Any]) -> bool:
    card = item.get("card")
    if type(card) is not str or not card.strip():
        return False
    count = item.get("count", 1)
    if type(count) is not int or not 1 <= count <= MAX_COPIES:
        return False
    return all(key in ("card", "count") for key in item)


@cache
def _validator() -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(deck_schema())


@dataclass
class _Key:
    name: str
    key: yaml.Node
    value: yaml.Node


class _Document:
    """The composed nodes of one decklist: lines, comments and schema messages."""

    def __init__(self, text: str, root: yaml.MappingNode, path: str) -> None:
        self.text = text
        self.root = root
        self.path = path
        self._lines: list[str] | None = None
        self.keys: dict[str, _Key] = {}
        self._repeated: list[tuple[_Key, _Key]] = []
        for key_node, value_node in root.value:
            name = str(key_node.value) if isinstance(key_node, yaml.ScalarNode) else ""
            key = _Key(name, key_node, value_node)
            if name in self.keys:
                self._repeated.append((self.keys[name], key))
            self.keys[name] = key  # YAML keeps the last value, and so does the data

    # -- locations ---------------------------------------------------------

    def line(self, node: yaml.Node) -> int:
        return line_of(node)

    def key_line(self, name: str) -> int | None:
        key = self.keys.get(name)
        return self.line(key.key) if key is not None else None

    def node_at(self, steps: Sequence[Any]) -> yaml.Node:
        return node_at(self.root, steps)

    def comment_after(self, node: yaml.Node) -> str | None:
        """The YAML comment that cut a plain scalar short on its line (`- 4 Servant #`)."""
        if not isinstance(node, yaml.ScalarNode) or node.style not in (None, ""):
            return None
        if self._lines is None:
            self._lines = split_lines(self.text)
        end = node.end_mark
        if end.line >= len(self._lines):
            return None
        rest = self._lines[end.line][end.column :]
        stripped = rest.strip()
        return stripped if rest[:1].isspace() and stripped.startswith("#") else None

    def written_text(self, node: yaml.Node) -> str:
        """What is written on the node's line from the node on, comment included."""
        if self._lines is None:
            self._lines = split_lines(self.text)
        start = node.start_mark
        if start.line >= len(self._lines):
            return ""
        return self._lines[start.line][start.column :].strip()

    # -- checks ------------------------------------------------------------

    def duplicate_keys(self) -> Iterator[Problem]:
        for first, again in self._repeated:
            yield Problem(
                "schema-error",
                f"{first.name!r} is written twice (lines {self.line(first.key)} and "
                f"{self.line(again.key)}); YAML would keep only the last",
                path=self.path,
                line=self.line(again.key),
            )

    def schema_problems(self, data: Any, rejected: set[tuple[Any, ...]]) -> Iterator[Problem]:
        """Problems for every schema error; the parts they are about go into `rejected`."""
        try:
            errors = sorted(_validator().iter_errors(data), key=lambda e: _sort_key(e.path))
        except RecursionError:
            rejected.add(())
            yield Problem("schema-error", "nested too deeply to be a decklist", path=self.path)
            return
        for error in errors:
            steps = list(error.absolute_path)
            if steps:  # an error at the top (a missing or unknown key) rejects nothing
                rejected.add(tuple(steps[:2]))
            node = self.node_at(steps)
            yield Problem(
                "schema-error",
                f"{_where(steps)}{self._describe(error, steps, node)}",
                path=self.path,
                line=self.line(node) if steps else 1,
            )

    def _describe(self, error: ValidationError, steps: list[Any], node: yaml.Node) -> str:
        if len(steps) == 2 and steps[0] in _SECTION_KEYS and not isinstance(error.instance, str):
            comment = self.comment_after(node)
            if comment is not None:
                written = self.written_text(node)
                return (
                    f"YAML reads this entry as {quoted(error.instance)} because ' #' starts a "
                    f"comment; put the entry in quotes: - {json.dumps(written, ensure_ascii=False)}"
                )
        return schemas.describe_error(error)

    # -- the decklist ------------------------------------------------------

    def decklist(self, data: dict[Any, Any], rejected: set[tuple[Any, ...]]) -> DeckList | None:
        if () in rejected:
            return None
        fields = {
            name: None if (name,) in rejected or data.get(name) is None else str(data[name]).strip()
            for name in _FIELDS
        }
        return DeckList(
            path=self.path,
            name=fields["name"] or None,
            player=fields["player"] or None,
            format=fields["format"] or None,
            lrig_deck=self._entries(data, DeckSection.LRIG, rejected),
            main_deck=self._entries(data, DeckSection.MAIN, rejected),
            groups=self._groups(data, rejected),
            lrig_deck_line=self.key_line(DeckSection.LRIG.value),
            main_deck_line=self.key_line(DeckSection.MAIN.value),
            format_line=self.key_line("format"),
            unread=self._unread(data, rejected),
        )

    def _unread(
        self, data: dict[Any, Any], rejected: set[tuple[Any, ...]]
    ) -> tuple[DeckSection, ...]:
        """The section of each entry the schema rejected (a rejected section counts once)."""
        unread: list[DeckSection] = []
        for key, section in _SECTION_KEYS.items():
            items = data.get(key)
            if (key,) in rejected:
                unread.append(section)
            elif isinstance(items, list):
                unread.extend(section for index in range(len(items)) if (key, index) in rejected)
        return tuple(unread)

    def _entries(
        self, data: dict[Any, Any], section: DeckSection, rejected: set[tuple[Any, ...]]
    ) -> tuple[DeckEntry, ...]:
        name = section.value
        items = data.get(name)
        key = self.keys.get(name)
        if (
            not isinstance(items, list)
            or (name,) in rejected
            or key is None
            or not isinstance(key.value, yaml.SequenceNode)
        ):
            return ()
        nodes = key.value.value
        entries = []
        for index, item in enumerate(items):
            if rejected and (name, index) in rejected:
                continue
            node = nodes[index]
            if isinstance(item, str):
                split = split_entry(item, checked=True)  # by conforms() or the schema
                if split is None:
                    continue
                count, reference = split
                comment = self.comment_after(node)
            elif isinstance(item, dict):
                reference, count = str(item["card"]).strip(), int(item.get("count", 1))
                comment = self.comment_after(self.node_at([name, index, "card"]))
            else:
                continue
            entries.append(DeckEntry(reference, count, section, self.line(node), comment))
        return tuple(entries)

    def _groups(
        self, data: dict[Any, Any], rejected: set[tuple[Any, ...]]
    ) -> tuple[DeckGroup, ...]:
        groups = data.get("groups")
        if not isinstance(groups, dict) or ("groups",) in rejected:
            return ()
        built = []
        for name, value in groups.items():
            if ("groups", name) in rejected:
                continue
            node = self.node_at(["groups", name])
            key_line = self.line(node)
            if isinstance(value, list):
                item_nodes = node.value if isinstance(node, yaml.SequenceNode) else []
                lines = tuple(self.line(n) for n in item_nodes)
                cards = tuple(str(card).strip() for card in value)
                built.append(DeckGroup(str(name), cards=cards, line=key_line, card_lines=lines))
            elif isinstance(value, dict):
                built.append(DeckGroup(str(name), query=group_query(value), line=key_line))
        return tuple(built)


def group_query(spec: dict[str, Any]) -> CardQuery:
    """The CardQuery of a schema-valid group filter."""

    def values(key: str) -> list[Any]:
        value = spec.get(key)
        if value is None:
            return []
        return list(value) if isinstance(value, list) else [value]

    return CardQuery(
        types=tuple(CardType(v) for v in values("type")),
        levels=tuple(int(v) for v in values("level")),
        colors=tuple(Color(v) for v in values("color")),
        card_class=spec.get("class"),
        guard=spec.get("guard"),
        life_burst=spec.get("life_burst"),
    )


def _sort_key(path: Sequence[Any]) -> list[tuple[int, str]]:
    return [(0, f"{step:09d}") if isinstance(step, int) else (1, str(step)) for step in path]


def _where(steps: list[Any]) -> str:
    """Where in the decklist an error is, in words (the line says which entry)."""
    if not steps:
        return ""
    head = str(steps[0])
    if head in _SECTION_KEYS:
        if len(steps) == 1:
            return f"{head}: "
        rest = "".join(f".{step}" for step in steps[2:])
        return f"{head} entry{rest}: "
    if head == "groups" and len(steps) > 1:
        return f"group {steps[1]!r}: "
    return f"{head}: "
