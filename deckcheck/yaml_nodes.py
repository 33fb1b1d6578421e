"""YAML files read once into both their data and their nodes, so that every value has a line.

`yaml.load` composes nodes and constructs the data from them anyway; keeping the
nodes costs nothing and spares a second parse when a problem needs a line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import yaml

from deckcheck.problems import Problem

# Upper bound on the brackets, dashes and question marks that can nest YAML
# collections. libyaml composes nested collections recursively in C, and a few
# tens of thousands of levels overflow its stack (the process dies); no deck or
# format file comes near this.
MAX_NESTING_SIGNS = 10_000


class TooDeepError(yaml.YAMLError):
    """A document that could nest deeper than libyaml can safely parse."""

    problem = "too large or too deeply nested"


def compose(text: str) -> tuple[yaml.Node | None, Any]:
    """(root node, data) of a YAML document; raises yaml.YAMLError for broken YAML,
    and TooDeepError (one of them) before parsing a document that might nest too deep.

    The data is what `yaml.load(text, Loader=yaml.CSafeLoader)` gives.
    """
    if sum(text.count(sign) for sign in "[{-?") > MAX_NESTING_SIGNS:
        raise TooDeepError()
    loader = yaml.CSafeLoader(text)
    try:
        root = loader.get_single_node()
        if root is None:
            return None, None
        if not may_have_aliases(text):  # aliases share nodes, which only the constructor keeps
            try:
                return root, _plain(root)
            except (_UnusualNodeError, RecursionError):
                pass
        return root, loader.construct_document(root)
    except RecursionError:  # the constructor's own recursion, below the C limit
        raise TooDeepError() from None
    finally:
        loader.dispose()


_TAG = "tag:yaml.org,2002:"
# An alias (`*name`) starts a node: after a line start, a space or a flow indicator.
# `Akino*Paper` is a name, not an alias.
_ALIAS = re.compile(r"(?:^|[\s\[{,:])\*", re.MULTILINE)


def may_have_aliases(text: str) -> bool:
    """False when `text` certainly has no alias (`*name`); True when it may."""
    return "*" in text and _ALIAS.search(text) is not None


def aliased_line(root: yaml.Node) -> int | None:
    """The line of the first node that an alias repeats (its anchor), or None.

    deckcheck's files refuse aliases: a few lines of them can stand for billions of
    values (a "billion laughs"), which no check or message should walk or print.
    """
    seen: set[int] = set()
    stack: list[yaml.Node] = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            return line_of(node)
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                stack.extend((value_node, key_node))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(reversed(node.value))
    return None


ALIASES_REFUSED = (
    "anchors and aliases (& and *) are not allowed; quote a name that starts with * or &"
)


_DECIMAL = re.compile(r"0|[1-9][0-9]*")


class _UnusualNodeError(Exception):
    """A node that `_plain` leaves to PyYAML's constructor."""


def _plain(node: yaml.Node) -> Any:
    """The value of a document made of the usual kinds of node (text, decimal numbers,
    booleans, nulls, lists, mappings with text keys), built directly from the nodes:
    PyYAML's constructor, in Python, takes as long as libyaml's parse. Anything else
    (other tags, merge keys, other keys) raises _UnusualNodeError."""
    tag = node.tag
    if isinstance(node, yaml.ScalarNode):
        value: str = node.value
        if tag == _TAG + "str":
            return value
        if tag == _TAG + "int" and _DECIMAL.fullmatch(value):
            return int(value)
        if tag == _TAG + "null":
            return None
        if tag == _TAG + "bool":
            return yaml.constructor.SafeConstructor.bool_values[value.lower()]
    elif isinstance(node, yaml.SequenceNode) and tag == _TAG + "seq":
        return [_plain(item) for item in node.value]
    elif isinstance(node, yaml.MappingNode) and tag == _TAG + "map":
        mapping = {}
        for key_node, value_node in node.value:
            key = _plain(key_node)
            if not isinstance(key, str) or key == "<<":
                raise _UnusualNodeError
            mapping[key] = _plain(value_node)
        return mapping
    raise _UnusualNodeError


def yaml_problem(error: yaml.YAMLError, path: str, text: str = "") -> Problem:
    """A `parse-error` problem for broken YAML, on the line where the parser stopped."""
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    if isinstance(error, yaml.reader.ReaderError):
        reason = f"character {error.character!r} is not allowed in YAML"
        line = text[: error.position].count("\n") + 1 if text else None
    else:
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
    context = getattr(error, "context", None)
    message = f"broken YAML: {reason}" + (f" ({context})" if context else "")
    return Problem("parse-error", message, path=path, line=line)


def line_of(node: yaml.Node) -> int:
    return int(node.start_mark.line) + 1


def node_at(root: yaml.Node, steps: Sequence[Any]) -> yaml.Node:
    """The deepest node along `steps` (mapping keys and sequence indexes) that exists.

    Of a key written twice, the last one counts, as in the data.
    """
    node = root
    for step in steps:
        child: yaml.Node | None = None
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if isinstance(key_node, yaml.ScalarNode) and key_node.value == str(step):
                    child = value_node
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int):
            child = node.value[step] if 0 <= step < len(node.value) else None
        if child is None:
            break
        node = child
    return node


def line_at(root: yaml.Node | None, steps: Sequence[Any]) -> int | None:
    """The line of the deepest node along `steps`; None when not even the first exists."""
    if root is None:
        return None
    node = node_at(root, steps)
    return None if node is root and steps else line_of(node)
