"""From YAML to typed terms, and from typed terms to JSON Schema: one reading of the types.

A term's parameters are the fields of its frozen dataclass. `bind(type, value, path)`
builds the object a YAML value describes by following the fields' type hints, and
`SchemaWriter` writes the JSON Schema of the same types, so the schema and the binder
cannot disagree. Both understand:

- `int`, `bool`, `str` (field metadata `pattern`, `minimum`), a `StrEnum`, a `Literal`;
- `X | None` (an optional parameter) and a plain value or a mapping (`int | Range`);
- `tuple[X, ...]` (a list; a single plain value stands for a list of one, and so does a
  single mapping when X says `alone_in_list`: a cost's parts);
- a family base (`Effect`, `Condition`, `Quantity`, `Trigger`): a one-key mapping
  `{name: parameters}`, where a plain value fills the term's `shorthand` parameter;
- any other dataclass: a mapping of its fields (YAML keys are the field names without a
  trailing `_`: `class_` is `class`); a field with metadata `flatten` is spelled inside
  its parent's mapping; `one_of` names keys of which exactly one must be given;
- a class with `bind_yaml` / `yaml_schema` class methods (an effect list) reads itself.

A dataclass's `__post_init__` may raise `LanguageError` for what types cannot say
("`up_to` and `count` together"); the binder adds where it happened.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from enum import StrEnum
from functools import cache, partial
from typing import Any, Literal, Union, cast, get_args, get_origin

from deckcheck.effects.terms import FAMILIES, Condition, Quantity, Term

Path = tuple[str | int, ...]

# Field metadata of a parameter spelled inside its parent's mapping.
FLAT = {"flatten": True}

# Keys a quantity takes when it is a condition: `{count: {...}, min: 3}`.
COMPARISON_KEYS = ("min", "max", "parity")
PARITIES = ("even", "odd")


class LanguageError(ValueError):
    """A definition that types alone do not rule out, raised by a term's `__post_init__`."""

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.key = key


class CompileError(Exception):
    """A definition that cannot be compiled, with the path of the YAML value at fault."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(f"{'.'.join(str(p) for p in path) or 'ability'}: {message}")
        self.path = path
        self.message = message


def yaml_key(name: str) -> str:
    return name[:-1] if name.endswith("_") else name


@dataclasses.dataclass(frozen=True)
class FieldSpec:
    name: str
    key: str
    type: Any
    required: bool
    flatten: bool
    metadata: Mapping[str, Any]


@cache
def field_specs(cls: type) -> tuple[FieldSpec, ...]:
    """The parameters of a dataclass as the binder reads them (init fields only)."""
    hints = typing.get_type_hints(cls)
    specs = []
    for item in dataclasses.fields(cls):
        if not item.init:
            continue
        required = (
            item.default is dataclasses.MISSING and item.default_factory is dataclasses.MISSING
        )
        specs.append(
            FieldSpec(
                item.name,
                yaml_key(item.name),
                hints[item.name],
                required,
                bool(item.metadata.get("flatten")),
                item.metadata,
            )
        )
    return tuple(specs)


@cache
def keys_of(cls: type) -> tuple[str, ...]:
    """Every YAML key a dataclass reads, flattened fields included."""
    keys: list[str] = []
    for spec in field_specs(cls):
        if spec.flatten:
            keys.extend(keys_of(spec.type))
        else:
            keys.append(spec.key)
    return tuple(keys)


def family_of(kind: Any) -> type[Term] | None:
    if isinstance(kind, type) and kind in FAMILIES:
        return kind
    return None


def _optional(kind: Any) -> Any:
    """`X` for `X | None`, else the type itself."""
    if _is_union(kind):
        members = [arg for arg in get_args(kind) if arg is not type(None)]
        if len(members) == 1:
            return members[0]
        return Union[tuple(members)]  # noqa: UP007 - built at run time
    return kind


def _is_union(kind: Any) -> bool:
    return get_origin(kind) in (Union, types.UnionType)


# ------------------------------------------------------------------ binding


def bind(kind: Any, value: Any, path: Path) -> Any:
    """The object of type `kind` that the YAML `value` describes; CompileError otherwise."""
    return _binder(kind)(value, path)


Binder = Callable[[Any, Path], Any]


@cache
def _binder(kind: Any) -> Binder:
    """How to read a value of type `kind`, worked out once per type: every card's
    abilities are bound on a cold load, and the types are few."""
    kind = _optional(kind)
    if _is_union(kind):
        return partial(_bind_union, kind)
    family = family_of(kind)
    if family is not None:
        return partial(bind_term, family)
    if kind is bool:
        return _bind_bool
    if kind is int:
        return _bind_int
    if kind is str:
        return _bind_str
    if get_origin(kind) is Literal:
        return partial(_bind_literal, get_args(kind))
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        return partial(_bind_enum, kind)
    if get_origin(kind) is tuple:
        (item,) = [arg for arg in get_args(kind) if arg is not Ellipsis]
        return partial(_bind_tuple, item, _is_scalar_type(item) or _alone_in_list(item))
    if hasattr(kind, "bind_yaml"):
        return cast("Binder", kind.bind_yaml)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return partial(bind_dataclass, kind)
    raise TypeError(f"the binder cannot read {kind!r}")  # pragma: no cover


def _bind_bool(value: Any, path: Path) -> bool:
    if not isinstance(value, bool):
        raise CompileError(path, f"{value!r} is not true or false")
    return value


def _bind_int(value: Any, path: Path) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CompileError(path, f"{value!r} is not a whole number")
    return value


def _bind_str(value: Any, path: Path) -> str:
    if not isinstance(value, str):
        raise CompileError(path, f"{value!r} is not a text")
    return value


def _bind_literal(choices: tuple[Any, ...], value: Any, path: Path) -> Any:
    if value not in choices:
        raise CompileError(path, f"{value!r} is not one of {_choices(choices)}")
    return value


def _bind_enum(kind: type[StrEnum], value: Any, path: Path) -> StrEnum:
    try:
        return kind(value)
    except ValueError:
        choices = _choices([member.value for member in kind])
        raise CompileError(path, f"{value!r} is not one of {choices}") from None


def _bind_tuple(item: Any, scalar: bool, value: Any, path: Path) -> tuple[Any, ...]:
    read = _binder(item)
    if not isinstance(value, list):
        if scalar:
            return (read(value, path),)
        raise CompileError(path, "a list is expected")
    return tuple(read(element, (*path, index)) for index, element in enumerate(value))


def _choices(values: typing.Iterable[Any]) -> str:
    return ", ".join(str(v) for v in values)


def _bind_union(kind: Any, value: Any, path: Path) -> Any:
    """The first member of the union that reads `value` (members of `value`'s shape,
    a mapping or a plain value, in the order the type lists them)."""
    members = get_args(kind)
    shaped = _union_members(kind)[isinstance(value, dict)]
    error: CompileError | None = None
    for member in shaped:
        try:
            return bind(member, value, path)
        except CompileError as failed:
            error = failed
    if error is not None and len(shaped) == 1:
        raise error
    accepted = " or ".join(_type_name(member) for member in members)
    raise CompileError(path, f"{value!r} is not {accepted}")


@cache
def _union_members(kind: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """A union's members that read a plain value, and those that read a mapping."""
    members = get_args(kind)
    return (
        tuple(m for m in members if _is_scalar_type(m)),
        tuple(m for m in members if not _is_scalar_type(m)),
    )


def _alone_in_list(kind: Any) -> bool:
    """Whether one value of `kind` (a mapping) stands for a list of one (`alone_in_list`)."""
    return isinstance(kind, type) and bool(getattr(kind, "alone_in_list", False))


def _is_scalar_type(kind: Any) -> bool:
    kind = _optional(kind)
    if kind in (int, bool, str) or get_origin(kind) is Literal:
        return True
    return isinstance(kind, type) and issubclass(kind, StrEnum)


def _type_name(kind: Any) -> str:
    if kind is int:
        return "a whole number"
    if kind is str or get_origin(kind) is Literal:
        return "a text"
    if isinstance(kind, type) and issubclass(kind, StrEnum):
        return "a name"
    return "a mapping"


def bind_term(family: type[Term], value: Any, path: Path) -> Term:
    """A term of `family` from its one-key mapping `{name: parameters}`."""
    if not isinstance(value, dict) or not value:
        raise CompileError(path, f"a {family.family} is a mapping {{name: parameters}}")
    names = [key for key in value if key not in COMPARISON_KEYS] if family is Condition else []
    if family is Condition and len(names) == 1 and names[0] in Quantity.members:
        return _bind_comparison(value, names[0], path)
    if len(value) != 1:
        raise CompileError(path, f"one {family.family} per mapping, not {_choices(value)}")
    ((name, parameters),) = value.items()
    cls = family.members.get(str(name))
    if cls is None:
        known = sorted(family.members)
        if family is Condition:
            known += sorted(Quantity.members)
        raise CompileError((*path, str(name)), f"unknown {family.family} {name!r}")
    return bind_dataclass(cls, parameters, (*path, str(name)))  # type: ignore[no-any-return]


def _bind_comparison(value: dict[str, Any], name: str, path: Path) -> Term:
    from deckcheck.effects.library.conditions import Compare

    quantity = bind_term(Quantity, {name: value[name]}, path)
    least = value.get("min")
    most = value.get("max")
    parity = value.get("parity")
    for key, bound in (("min", least), ("max", most)):
        if bound is not None and (isinstance(bound, bool) or not isinstance(bound, int)):
            raise CompileError((*path, key), f"{bound!r} is not a whole number")
    if parity is not None and parity not in PARITIES:
        raise CompileError((*path, "parity"), f"{parity!r} is not one of {_choices(PARITIES)}")
    if least is None and most is None and parity is None:
        least = 1
    assert isinstance(quantity, Quantity)
    return Compare(quantity, least, most, parity)


@cache
def _key_set(cls: type) -> frozenset[str]:
    return frozenset(keys_of(cls))


def bind_dataclass(cls: type, value: Any, path: Path) -> Any:
    specs = field_specs(cls)
    shorthand = getattr(cls, "shorthand", None)
    if value is None and not any(spec.required for spec in specs):
        value = {}
    short = False
    # A value that is not a mapping of this class's parameters fills its shorthand one:
    # `draw: 2`, `attacks: self`, `not: {turn: yours}`.
    if not isinstance(value, dict) or (
        shorthand is not None and value and _key_set(cls).isdisjoint(value)
    ):
        if shorthand is None:
            raise CompileError(path, f"a mapping of {_choices(keys_of(cls))} is expected")
        value = {shorthand: value}
        short = True
    consumed: set[str] = set()
    arguments: dict[str, Any] = {}
    for spec in specs:
        if spec.flatten:
            inner = {key: value[key] for key in keys_of(spec.type) if key in value}
            consumed.update(inner)
            if inner or spec.required:
                arguments[spec.name] = bind_dataclass(spec.type, inner, path)
        elif spec.key in value:
            consumed.add(spec.key)
            where = path if short else (*path, spec.key)
            arguments[spec.name] = bind(spec.type, value[spec.key], where)
        elif spec.required:
            raise CompileError(path, f"{spec.key!r} is missing")
    unknown = [key for key in value if key not in consumed]
    if unknown:
        raise CompileError((*path, str(unknown[0])), f"unknown parameter {unknown[0]!r}")
    one_of = getattr(cls, "one_of", ())
    if one_of:
        given = [key for key in one_of if key in value]
        if len(given) != 1:
            raise CompileError(path, f"exactly one of {_choices(one_of)} is needed")
    try:
        return cls(**arguments)
    except LanguageError as error:
        raise CompileError((*path, error.key) if error.key else path, error.message) from None


# ------------------------------------------------------------------ schema


class SchemaWriter:
    """JSON Schema for the language's types; dataclasses and families go to `$defs`."""

    def __init__(self) -> None:
        self.defs: dict[str, Any] = {}

    def ref(self, name: str) -> dict[str, Any]:
        return {"$ref": f"#/$defs/{name}"}

    def schema(self, kind: Any, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
        metadata = metadata or {}
        kind = _optional(kind)
        if _is_union(kind):
            return self._union([self.schema(member, metadata) for member in get_args(kind)])
        family = family_of(kind)
        if family is not None:
            return self.family(family)
        if kind is bool:
            return {"type": "boolean"}
        if kind is int:
            schema: dict[str, Any] = {"type": "integer"}
            if "minimum" in metadata:
                schema["minimum"] = metadata["minimum"]
            return schema
        if kind is str:
            schema = {"type": "string", "minLength": 1}
            if "pattern" in metadata:
                schema["pattern"] = metadata["pattern"]
            return schema
        if get_origin(kind) is Literal:
            return {"enum": list(get_args(kind))}
        if isinstance(kind, type) and issubclass(kind, StrEnum):
            return {"enum": [member.value for member in kind]}
        if get_origin(kind) is tuple:
            (item,) = [arg for arg in get_args(kind) if arg is not Ellipsis]
            items = self.schema(item, metadata)
            array = {"type": "array", "items": items}
            if _alone_in_list(item):
                return {"if": {"type": "array"}, "then": array, "else": items}
            return self._union([items, array]) if _is_scalar_type(item) else array
        if hasattr(kind, "yaml_schema"):
            name = _def_name(kind)
            if name not in self.defs:
                self.defs[name] = {}
                self.defs[name] = kind.yaml_schema(self)
            return self.ref(name)
        if dataclasses.is_dataclass(kind):
            assert isinstance(kind, type)
            name = _def_name(kind)
            if name not in self.defs:
                self.defs[name] = {}
                self.defs[name] = self.parameters(kind)
            return self.ref(name)
        raise TypeError(f"no schema for {kind!r}")  # pragma: no cover

    def _union(self, schemas: list[dict[str, Any]]) -> dict[str, Any]:
        """A value of one of `schemas`, told apart by its JSON type (if/then/else, so
        that an error names what is wrong rather than "not valid under any")."""
        objects = [s for s in schemas if _json_type(s) in ("object", "array")]
        scalars = [s for s in schemas if s not in objects]
        if not objects or not scalars:
            return schemas[0] if len(schemas) == 1 else {"anyOf": schemas}
        scalar = scalars[0] if len(scalars) == 1 else {"anyOf": scalars}
        other = objects[0]
        return {"if": {"type": _json_type(other)}, "then": other, "else": scalar}

    def parameters(self, cls: type) -> dict[str, Any]:
        """The object schema of a dataclass's fields."""
        properties: dict[str, Any] = {}
        required: list[str] = []
        one_of: list[str] = list(getattr(cls, "one_of", ()))
        self._collect(cls, properties, required, one_of)
        schema: dict[str, Any] = {"type": "object", "additionalProperties": False}
        doc = _doc(cls)
        if doc:
            schema["description"] = doc
        schema["properties"] = properties
        if required:
            schema["required"] = required
        if one_of:
            schema["oneOf"] = [{"required": [key]} for key in one_of]
        rules = getattr(cls, "schema_rules", None)
        if rules:
            schema["allOf"] = rules
        shorthand = getattr(cls, "shorthand", None)
        if shorthand is not None:
            spec = next(s for s in field_specs(cls) if s.key == shorthand)
            return self._union([schema, self.schema(spec.type, spec.metadata)])
        if not required and not one_of:
            return {"if": {"type": "null"}, "then": {}, "else": schema}
        return schema

    def _collect(
        self, cls: type, properties: dict[str, Any], required: list[str], one_of: list[str]
    ) -> None:
        for spec in field_specs(cls):
            if spec.flatten:
                self._collect(spec.type, properties, required, one_of)
                one_of.extend(getattr(spec.type, "one_of", ()))
                continue
            schema = self.schema(spec.type, spec.metadata)
            doc = spec.metadata.get("doc")
            if doc:
                schema = {"description": doc, **schema}
            properties[spec.key] = schema
            if spec.required:
                required.append(spec.key)

    def family(self, family: type[Term]) -> dict[str, Any]:
        name = family.family
        if name in self.defs:
            return self.ref(name)
        self.defs[name] = {}
        members = dict(sorted(family.members.items()))
        properties = {key: self.member(cls) for key, cls in members.items()}
        schema: dict[str, Any] = {
            "description": _doc(family),
            "type": "object",
        }
        if family is Condition:
            quantities = dict(sorted(Quantity.members.items()))
            properties.update({key: self.member(cls) for key, cls in quantities.items()})
            names = list(properties)
            properties.update({key: {"type": "integer"} for key in ("min", "max")})
            properties["parity"] = {"enum": list(PARITIES)}
            schema["propertyNames"] = {"enum": list(properties)}
            schema["properties"] = properties
            schema["oneOf"] = [{"required": [key]} for key in names]
        else:
            schema["propertyNames"] = {"enum": list(properties)}
            schema["properties"] = properties
            schema["minProperties"] = 1
            schema["maxProperties"] = 1
        self.defs[name] = schema
        return self.ref(name)

    def member(self, cls: type) -> dict[str, Any]:
        return self.schema(cls)


def _json_type(schema: Mapping[str, Any]) -> str:
    if "$ref" in schema or schema.get("type") == "object" or "properties" in schema:
        return "object"
    if schema.get("type") == "array":
        return "array"
    return "scalar"


def _def_name(cls: type) -> str:
    family = next((f for f in FAMILIES if issubclass(cls, f) and cls is not f), None)
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in cls.__name__).lstrip("_")
    name = str(getattr(cls, "name", ""))
    if family is not None and name:
        return f"{family.family}.{name}"
    return snake


def _doc(cls: type) -> str:
    doc = cls.__doc__ or ""
    if doc.startswith(f"{cls.__name__}("):  # the dataclass's generated signature
        return ""
    return " ".join(doc.split())
