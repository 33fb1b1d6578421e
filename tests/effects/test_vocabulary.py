"""The vocabulary, its schema and its implementations agree: every term has one schema
branch, an English description and a procedure, and the committed schema is current."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import sys
from types import ModuleType

import jsonschema
import pytest

from deckcheck.effects import vocabulary
from deckcheck.effects.binding import COMPARISON_KEYS
from deckcheck.effects.terms import Condition, Effect, Quantity, Term, Trigger
from tests.conftest import PROJECT

FAMILIES = {"effect": Effect, "condition": Condition, "quantity": Quantity, "trigger": Trigger}


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_ability_schema", PROJECT / "tools" / "build_ability_schema.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_ability_schema"] = module
    spec.loader.exec_module(module)
    return module


def schema() -> dict[str, object]:
    return json.loads((PROJECT / "schemas" / "ability.schema.json").read_text(encoding="utf-8"))


def test_the_committed_schema_is_generated_from_the_vocabulary() -> None:
    assert _tool().main(["--check"]) == 0, "run tools/build_ability_schema.py"


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(schema())


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_term_has_one_schema_branch_and_the_reverse(family: str) -> None:
    registered = set(vocabulary.load()[family])
    defs = schema()["$defs"]
    assert isinstance(defs, dict)
    branches = set(defs[family]["properties"])
    if family == "condition":
        branches -= set(vocabulary.load()["quantity"]) | set(COMPARISON_KEYS)
    assert registered == branches


def test_condition_and_quantity_names_do_not_collide() -> None:
    # A quantity is a condition when compared: `{count: ..., min: 3}`.
    terms = vocabulary.load()
    assert not set(terms["condition"]) & set(terms["quantity"])


def _overrides(cls: type, base: type, method: str) -> bool:
    return getattr(cls, method) is not getattr(base, method)


@pytest.mark.parametrize(
    "term", [cls for family in vocabulary.load().values() for cls in family.values()], ids=str
)
def test_every_term_is_a_frozen_dataclass_that_describes_and_runs(term: type[Term]) -> None:
    assert dataclasses.is_dataclass(term) and term.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert _overrides(term, Term, "describe"), f"{term.name} has no describe()"
    if issubclass(term, Effect):
        assert term.is_one_shot() or term.is_continuous(), f"{term.name} does nothing"
    elif issubclass(term, Condition):
        assert _overrides(term, Condition, "holds")
    elif issubclass(term, Quantity):
        assert _overrides(term, Quantity, "value") and _overrides(term, Quantity, "compared")
    else:
        assert issubclass(term, Trigger)
        assert _overrides(term, Trigger, "kinds") and _overrides(term, Trigger, "matches")
