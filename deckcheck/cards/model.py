"""Cards as frozen data: the facts printed on a card, and nothing of the game's rules."""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

# An infinite power (a SIGNI printed with the infinity sign): a number above every power a
# card or an effect can reach, written `infinite` in card files and JSON ("∞" in tables).
# The engine keeps it infinite whatever is added to or taken from it (docs/engine-hooks.md,
# "Infinite power").
INFINITE_POWER: Final = 1 << 50
INFINITE: Final = "infinite"


def power_value(raw: int | str | None) -> int | None:
    """A power as card files write it (digits, or `infinite`) as the number it is."""
    return INFINITE_POWER if raw == INFINITE else raw if isinstance(raw, int) else None


def power_json(power: int | None) -> int | str | None:
    """A power as card files and JSON write it: `infinite` for an infinite one."""
    return INFINITE if power is not None and power >= INFINITE_POWER else power


def power_text(power: int | None) -> str | None:
    """A power as a table shows it: "∞" for an infinite one."""
    if power is None:
        return None
    return "\u221e" if power >= INFINITE_POWER else str(power)


class CardType(StrEnum):
    LRIG = "LRIG"
    ASSIST_LRIG = "ASSIST_LRIG"
    SIGNI = "SIGNI"
    SPELL = "SPELL"
    PIECE = "PIECE"
    ARTS = "ARTS"
    RESONA = "RESONA"

    @property
    def label(self) -> str:
        """The type as a player reads it on the card."""
        return "Assist LRIG" if self is CardType.ASSIST_LRIG else self.value

    @property
    def is_main_deck(self) -> bool:
        """SIGNI and SPELLs have black backs and go in the main deck."""
        return self in (CardType.SIGNI, CardType.SPELL)

    @property
    def is_lrig(self) -> bool:
        return self in (CardType.LRIG, CardType.ASSIST_LRIG)


class DeckSection(StrEnum):
    """The two decks a player builds: the LRIG deck and the main deck."""

    LRIG = "lrig_deck"
    MAIN = "main_deck"

    @property
    def label(self) -> str:
        return "LRIG deck" if self is DeckSection.LRIG else "main deck"


class Color(StrEnum):
    WHITE = "white"
    RED = "red"
    BLUE = "blue"
    GREEN = "green"
    BLACK = "black"
    COLORLESS = "colorless"


class Keyword(StrEnum):
    LANCER = "lancer"
    S_LANCER = "s_lancer"
    ASSASSIN = "assassin"
    DOUBLE_CRUSH = "double_crush"
    SHADOW = "shadow"
    MULTI_ENER = "multi_ener"
    CANT_ATTACK = "cant_attack"
    HARMONY = "harmony"

    @property
    def label(self) -> str:
        return _KEYWORD_LABELS[self]


_KEYWORD_LABELS = {
    Keyword.LANCER: "Lancer",
    Keyword.S_LANCER: "S Lancer",
    Keyword.ASSASSIN: "Assassin",
    Keyword.DOUBLE_CRUSH: "Double Crush",
    Keyword.SHADOW: "Shadow",
    Keyword.MULTI_ENER: "Multi Ener",
    Keyword.CANT_ATTACK: "Can't Attack",
    Keyword.HARMONY: "Harmony",
}


class UseTiming(StrEnum):
    MAIN = "main"
    ATTACK = "attack"
    SPELL_CUT_IN = "spell_cut_in"

    @property
    def label(self) -> str:
        return {"main": "Main Phase", "attack": "Attack Phase", "spell_cut_in": "Spell Cut-In"}[
            self.value
        ]


COST_SYMBOLS = ("white", "red", "blue", "green", "black", "colorless", "coin")


@dataclass(frozen=True)
class Cost:
    """An Ener (and coin) cost: how many cards of each colour, and coins."""

    white: int = 0
    red: int = 0
    blue: int = 0
    green: int = 0
    black: int = 0
    colorless: int = 0
    coin: int = 0

    @classmethod
    def from_mapping(cls, amounts: dict[str, int]) -> Cost:
        return cls(**amounts)

    def items(self) -> Iterator[tuple[str, int]]:
        """(symbol, amount) for every symbol with a non-zero amount, in printed order."""
        for symbol in COST_SYMBOLS:
            amount: int = getattr(self, symbol)
            if amount:
                yield symbol, amount

    def as_dict(self) -> dict[str, int]:
        return dict(self.items())

    @property
    def ener(self) -> int:
        """Cards of Ener the cost asks for."""
        return self.white + self.red + self.blue + self.green + self.black + self.colorless

    def __str__(self) -> str:
        parts = [f"{symbol} x{amount}" for symbol, amount in self.items()]
        return ", ".join(parts) if parts else "free"


_DEFERRED_BLOB = "_deferred"
# A card read by `deckcheck.cards.facts`: its `abilities:` block as (first line, text),
# parsed into `ability_data` when first asked for.
_ABILITY_BLOCK = "_ability_block"
_SHARED_TUPLES: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_DEFERRED = ("ability_data", "abilities", "definitions")
# A card whose abilities are compiled on first use: the function that compiles it, and
# the fields it fills.
_COMPILE = "_compile"
_COMPILED = ("abilities", "definitions", "ability_text")


@dataclass(frozen=True)
class SourceLocation:
    """Where a card is defined: a card file (as shown to the user) and the line of its
    entry; `file` is the file's path on disk, for reading the entry again."""

    path: str
    line: int
    file: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(frozen=True)
class Card:
    """One card: its printed facts and its ability definitions."""

    id: str
    name: str
    pool: str
    type: CardType
    colors: tuple[Color, ...]
    numbers: tuple[str, ...]
    name_jp: str | None = None
    level: int | None = None
    limit: int | None = None
    power: int | None = None
    cost: Cost | None = None
    grow_cost: Cost | None = None
    lrig_types: tuple[str, ...] = ()
    team: str | None = None
    classes: tuple[str, ...] = ()
    lrig_type_restriction: tuple[str, ...] = ()
    life_burst: bool = False
    guard: bool = False
    keywords: tuple[Keyword, ...] = ()
    use_timing: tuple[UseTiming, ...] = ()
    tags: tuple[str, ...] = ()
    has_ability_text: bool = False
    # How many abilities of each kind (constant, enter, auto, action, life_burst, rise)
    # the card prints, as (kind, count) pairs: a count, never text.
    printed_abilities: tuple[tuple[str, int], ...] = ()
    # Classic pool: each printing's id in the source card list (WEBXOSS deck files).
    pids: tuple[int, ...] = ()
    aliases: tuple[str, ...] = ()
    # Classic pool: a Cross SIGNI's partners, by name, each on the side this SIGNI stands
    # of it (left of: this SIGNI in the SIGNI zone to the left of its partner's), as its
    # Cross line prints them (carddb/classic/cross.tsv; docs/engine-hooks.md, "Cross").
    cross_left_of: tuple[str, ...] = ()
    cross_right_of: tuple[str, ...] = ()
    # The card's `abilities:` entries as its card file writes them: raw data, which the
    # card database stores and never interprets.
    ability_data: tuple[Any, ...] = field(default_factory=tuple, compare=False)
    # Filled by the ability language when it compiles the card (deckcheck.effects.
    # catalog), empty in a database of facts: the abilities as the engine runs them, the
    # typed definitions they were compiled from, in the same order, and each one's kind
    # and English. Cards compare by their ability texts (engine objects by identity).
    abilities: tuple[Any, ...] = field(default_factory=tuple, compare=False)
    definitions: tuple[Any, ...] = field(default_factory=tuple, compare=False)
    ability_text: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    source: SourceLocation | None = field(default=None, compare=False)

    # A pickle (the caches) keeps the fields above that hold ability objects in a pickle
    # of their own, read when a program first asks for one: a lookup or a validation
    # then creates none of those objects and imports none of their classes. A card read
    # from a generated file keeps its `abilities:` block as text until its ability data
    # is asked for; a card of a playable database may be compiled when its abilities
    # are first asked for (`compiled_on_use`).

    def __getstate__(self) -> dict[str, Any]:
        if _COMPILE in self.__dict__:
            _ = self.abilities  # compiled now: a pickle holds no function to compile with
        # A field at its default is left out: the class gives it (a warm load unpickles
        # tens of thousands fewer values).
        state = {
            name: value
            for name, value in self.__dict__.items()
            if (default := _CLASS_DEFAULTS.get(name, _NO_DEFAULT)) is _NO_DEFAULT
            or value is not default
        }
        deferred = {name: state.pop(name) for name in _DEFERRED if state.get(name)}
        for name in _DEFERRED:
            state.pop(name, None)
        if deferred:
            state[_DEFERRED_BLOB] = pickle.dumps(deferred, protocol=pickle.HIGHEST_PROTOCOL)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        if _DEFERRED_BLOB not in state and _ABILITY_BLOCK not in state:
            self.__dict__.update(dict.fromkeys(_DEFERRED, ()))

    def __getattr__(self, name: str) -> Any:
        state = self.__dict__
        compile_card = state.get(_COMPILE)
        if compile_card is not None and name in _COMPILED:
            compiled = compile_card(self)
            state.update({field: compiled.__dict__[field] for field in _COMPILED})
            state["ability_data"] = compiled.ability_data
            state.pop(_ABILITY_BLOCK, None)
            del state[_COMPILE]
            return state[name]
        if name not in _DEFERRED:
            raise AttributeError(name)
        blob = state.get(_DEFERRED_BLOB)
        block: tuple[int, str] | None = state.get(_ABILITY_BLOCK)
        if blob is not None:
            loaded = pickle.loads(blob)
        elif block is not None:
            loaded = _parse_ability_block(self, *block)
        else:
            raise AttributeError(name)
        for field_name in _DEFERRED:  # (those a pending compile fills are left to it)
            if compile_card is None or field_name not in _COMPILED:
                state.setdefault(field_name, ())
        state.update(loaded)
        state.pop(_DEFERRED_BLOB, None)
        state.pop(_ABILITY_BLOCK, None)
        return state[name]

    @property
    def defines_abilities(self) -> bool:
        """Whether the card's file defines abilities for it (without reading them)."""
        if _ABILITY_BLOCK in self.__dict__ or _COMPILE in self.__dict__:
            return True
        return bool(self.ability_text or self.ability_data or self.abilities)

    @property
    def number(self) -> str:
        """The card's first listed card number."""
        return self.numbers[0]

    @property
    def student(self) -> str:
        """The student the card is of, for the Blue Archive set's Bond (the card data's
        README): the student it names; a LRIG card's name before ` [`."""
        if self.type.is_lrig:
            return self.name.split(" [", 1)[0]
        return self.name

    @property
    def is_colorless(self) -> bool:
        return self.colors == (Color.COLORLESS,)

    def has_keyword(self, keyword: Keyword) -> bool:
        return keyword in self.keywords

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready view with the same field names as the card files."""
        data: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "name_jp": self.name_jp,
            "pool": self.pool,
            "type": self.type.value,
            "colors": [c.value for c in self.colors],
            "level": self.level,
            "limit": self.limit,
            "power": power_json(self.power),
            "cost": self.cost.as_dict() if self.cost is not None else None,
            "grow_cost": self.grow_cost.as_dict() if self.grow_cost is not None else None,
            "lrig_types": list(self.lrig_types),
            "team": self.team,
            "classes": list(self.classes),
            "lrig_type_restriction": list(self.lrig_type_restriction),
            "life_burst": self.life_burst,
            "guard": self.guard,
            "keywords": [k.value for k in self.keywords],
            "use_timing": [t.value for t in self.use_timing],
            "tags": list(self.tags),
            "has_ability_text": self.has_ability_text,
            "printed_abilities": dict(self.printed_abilities),
            "numbers": list(self.numbers),
            "pids": list(self.pids),
            "aliases": list(self.aliases),
            "cross_left_of": list(self.cross_left_of),
            "cross_right_of": list(self.cross_right_of),
            "abilities": self.ability_texts(),
        }
        return data

    @property
    def has_cross(self) -> bool:
        """Whether the card has [Cross] (the Cross icon: it names a partner)."""
        return bool(self.cross_left_of or self.cross_right_of)

    def ability_texts(self) -> list[dict[str, str]]:
        """Each defined ability's kind and English text (generated from its definition)."""
        return [{"kind": kind, "text": text} for kind, text in self.ability_text]


_NO_DEFAULT = object()
# The fields whose default is a class attribute (None, False, ()), which a card's own
# attributes need not repeat.
_CLASS_DEFAULTS = {
    name: getattr(Card, name) for name in vars(Card) if name in Card.__dataclass_fields__
}


def deferred_state(card: Card) -> bytes:
    """The card's deferred fields (raw ability data and the ability objects filled in by
    the ability language) as one pickle, for `with_deferred_state`."""
    state = {name: getattr(card, name) for name in _DEFERRED}
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def with_deferred_state(card: Card, blob: bytes, ability_text: tuple[tuple[str, str], ...]) -> Card:
    """`card` with its deferred fields read from `blob` (a `deferred_state`) when first
    asked for, and the given ability text: the card as a cache of compiled abilities
    keeps it, rebuilt without unpickling a single ability object."""
    copy = object.__new__(Card)
    state = copy.__dict__
    state.update(card.__dict__)  # one C-level copy: a warm start joins a thousand cards
    for name in (*_DEFERRED, _ABILITY_BLOCK, _COMPILE):
        state.pop(name, None)
    state["ability_text"] = ability_text
    state[_DEFERRED_BLOB] = blob
    return copy


def card_from_entry(card_id: str, entry: dict[str, Any], source: SourceLocation | None) -> Card:
    """Build a Card from one schema-valid card file entry, its abilities as raw data
    (`deckcheck.effects.catalog` compiles them)."""

    def cost(key: str) -> Cost | None:
        raw = entry.get(key)
        return Cost.from_mapping(raw) if raw is not None else None

    def shared(values: tuple[Any, ...]) -> tuple[Any, ...]:
        # Equal small tuples (colours, classes, keywords, ...) become one object, which a
        # pickle stores once: thousands fewer objects to build on every warm load.
        return _SHARED_TUPLES.setdefault(values, values)

    return Card(
        id=card_id,
        name=entry["name"],
        pool=entry["pool"],
        type=CardType(entry["type"]),
        colors=shared(tuple(Color(c) for c in entry["colors"])),
        numbers=tuple(entry["numbers"]),
        name_jp=entry.get("name_jp"),
        level=entry.get("level"),
        limit=entry.get("limit"),
        power=power_value(entry.get("power")),
        cost=cost("cost"),
        grow_cost=cost("grow_cost"),
        lrig_types=shared(tuple(entry.get("lrig_types", ()))),
        team=entry.get("team"),
        classes=shared(tuple(entry.get("classes", ()))),
        lrig_type_restriction=shared(tuple(entry.get("lrig_type_restriction", ()))),
        life_burst=entry.get("life_burst", False),
        guard=entry.get("guard", False),
        keywords=shared(tuple(Keyword(k) for k in entry.get("keywords", ()))),
        use_timing=shared(tuple(UseTiming(t) for t in entry.get("use_timing", ()))),
        tags=shared(tuple(entry.get("tags", ()))),
        has_ability_text=entry.get("has_ability_text", False),
        printed_abilities=shared(tuple(entry.get("printed_abilities", {}).items())),
        pids=tuple(entry.get("pids", ())),
        aliases=tuple(entry.get("aliases", ())),
        cross_left_of=tuple(entry.get("cross_left_of", ())),
        cross_right_of=tuple(entry.get("cross_right_of", ())),
        ability_data=tuple(entry.get("abilities", ())),
        source=source,
    )


def with_ability_block(card: Card, line: int, text: str) -> Card:
    """`card` (which has no ability data) with its `abilities:` block, `text` from line
    `line` of its file, parsed when its ability data is first asked for."""
    state = card.__dict__
    for name in _DEFERRED:
        state.pop(name, None)
    state[_ABILITY_BLOCK] = (line, text)
    return card


def _parse_ability_block(card: Card, line: int, text: str) -> dict[str, Any]:
    """The deferred fields of a card from its `abilities:` block. The block is parsed at
    its own lines (blank lines before it), so that any mark points into the card's file;
    a block that is not a list of abilities raises CardDataError, as its file would."""
    import yaml

    from deckcheck.cards.pool import CardDataError
    from deckcheck.problems import Problem

    path = card.source.path if card.source is not None else None
    try:
        data = yaml.load("\n" * (line - 1) + text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError as error:  # as `deckcheck.cards.loader` reports a broken file
        mark = getattr(error, "problem_mark", None)
        reason = getattr(error, "problem", None) or str(error).splitlines()[0]
        where = mark.line + 1 if mark is not None else None
        problem = Problem("parse-error", f"broken YAML: {reason}", path=path, line=where)
        raise CardDataError([problem]) from None
    entries = data.get("abilities") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        problem = Problem("schema-error", "abilities: not a list", path=path, line=line)
        raise CardDataError([problem])
    return {"ability_data": tuple(entries)}


def compiled_on_use(card: Card, compile_card: Callable[[Card], Card]) -> Card:
    """A copy of `card` whose abilities, definitions and ability text are those of
    `compile_card(card)`, called when one of them is first asked for (a card of a
    playable database: `deckcheck.effects.catalog`)."""
    copy = object.__new__(Card)
    state = copy.__dict__
    state.update(card.__dict__)
    for name in _COMPILED:
        state.pop(name, None)
    state[_COMPILE] = compile_card
    return copy


def has_unread_ability_block(card: Card) -> bool:
    """Whether the card's `abilities:` block is still the text of a generated, bundled
    card file (`with_ability_block`), not yet read."""
    return _ABILITY_BLOCK in card.__dict__
