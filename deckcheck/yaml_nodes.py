"""YAML files read once into both their data and their nodes, so that every value has a line.

`yaml.load` composes nodes and constructs the data from them anyway; keeping the
nodes costs nothing and spares a second parse when a problem needs a line.
"""

from __future__ import annotations

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
    and TooDeepError (one of them) before parsing a document that might nest too deep."""
    if sum(text.count(sign) for sign in "[{-?") > MAX_NESTING_SIGNS:
        raise TooDeepError()
    loader = yaml.CSafeLoader(text)
    try:
        root = loader.get_single_node()
        data = loader.construct_document(root) if root is not None else None
    except RecursionError:  # the constructor's own recursion, below the C limit
        raise TooDeepError() from None
    finally:
        loader.dispose()
    return root, data


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
