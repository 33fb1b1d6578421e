"""YAML read once into data and nodes: the data is exactly what PyYAML's loader gives."""

from __future__ import annotations

import math
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.yaml_nodes import TooDeepError, compose, line_at, yaml_problem

# Scalars as people write them, many of which YAML 1.1 reads as something else than text.
WRITTEN = st.sampled_from(
    [
        "4 Servant #",
        "0",
        "7",
        "010",
        "0x1f",
        "+5",
        "-3",
        "1_000",
        "1:30",
        "yes",
        "No",
        "on",
        "~",
        "null",
        "",
        "1.5",
        ".inf",
        "2024-01-02",
        "<<",
        "'quoted'",
        "!!str 5",
        "!!binary aGk=",
        "*",
        "&a x",
        "[a, b]",
        "{a: 1}",
        "? x",
        "|\n  block",
        "#",
    ]
)


def _same(left: Any, right: Any) -> bool:
    if isinstance(left, float) and isinstance(right, float) and math.isnan(left):
        return math.isnan(right)
    if isinstance(left, dict) and isinstance(right, dict):
        return left.keys() == right.keys() and all(_same(left[k], right[k]) for k in left)
    if isinstance(left, list) and isinstance(right, list):
        return len(left) == len(right) and all(map(_same, left, right))
    return type(left) is type(right) and bool(left == right)


@settings(max_examples=300, deadline=None)
@given(
    st.recursive(
        WRITTEN | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=4).map(lambda items: "[" + ", ".join(items) + "]")
            | st.dictionaries(WRITTEN | st.text(max_size=5), inner, max_size=3).map(
                lambda pairs: "{" + ", ".join(f"{k}: {v}" for k, v in pairs.items()) + "}"
            )
        ),
        max_leaves=12,
    )
)
def test_compose_gives_what_yaml_load_gives(text: str) -> None:
    try:
        expected = yaml.load(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        with pytest.raises(yaml.YAMLError):
            compose(text)
        return
    _, data = compose(text)
    assert _same(data, expected)


def test_block_documents_and_merge_keys() -> None:
    text = "base: &b {x: 1}\nderived:\n  <<: *b\n  y: [010, 0o7, yes]\nlist:\n  - a\n  - 2\n"
    assert compose(text)[1] == yaml.load(text, Loader=yaml.CSafeLoader)


def test_lines_of_values() -> None:
    root, _ = compose("a:\n  b:\n    - x\n    - y\nc: 1\n")
    assert line_at(root, ["a", "b", 1]) == 4
    assert line_at(root, ["c"]) == 5
    assert line_at(root, ["nope"]) is None
    assert line_at(root, ["a", "nope"]) == 2  # the deepest node that exists


def test_too_deep_documents_never_reach_libyaml() -> None:
    with pytest.raises(TooDeepError):
        compose("[" * 200_000)


def test_broken_yaml_problems_have_a_line() -> None:
    for text, line in (("a: [\n", 2), ("a: b\nc: \x01\n", 2)):
        with pytest.raises(yaml.YAMLError) as raised:
            compose(text)
        problem = yaml_problem(raised.value, "f.yaml", text)
        assert (problem.code, problem.line) == ("parse-error", line)
        assert problem.message.startswith("broken YAML: ")


def test_names_with_a_star_are_not_aliases() -> None:
    from deckcheck.yaml_nodes import may_have_aliases

    assert not may_have_aliases('main_deck:\n  - "4 Akino*Paper"\n  - 4 Rei*Flash Blade\n')
    for text in ("a: *x", "- *x", "[*x, *y]", "{a: 1,*b : 2}", "*x"):
        assert may_have_aliases(text), text
