"""Scenarios: a game state built from a few lines of YAML, for tests of rules and cards.

    game = scenario('''
        phase: main            # up, draw, ener, grow, main, attack or end (default main)
        turn: 3                # default 3; turn 1 is the first player's first turn
        turn_player: 0         # default 0
        players:
          - lrig: {center: ["At =Noll=, the Opened Gate", "At =Ett=, the Opened Door"]}
            hand: ["Servant #", "Tobiel, Full Armed"]
            signi: ["Servant #", ~, "Camelopar, Natural Planet (downed, frozen)"]
            ener: ["Servant #", "Servant #"]
            deck: [Polygenesis]   # top first
            life: ["Servant #"]   # top first
          - lrig: {center: ["Umr =Noll=, Key to Salvation"]}  # center, left, right
            deck: ["Servant #"]
    ''', database)

Keys of the document: `format` (diva or classic; default diva), `pool` (the card pool
that names are looked up in; default en for diva, classic for classic), `phase`,
`turn`, `turn_player`, `first_player` (default: the turn player on odd turns), `seed`
(the game's random generator; default 0), `players` (two mappings, missing zones empty).

Zones of a player: `hand`, `deck` and `life` (top first), `ener`, `trash`, `check`,
`removed`, `lrig_deck`, `lrig_trash`, `signi` (three entries, `~` for an empty zone;
column i faces the opponent's column i), `lrig` (diva: a mapping `center`, `left`,
`right` of stacks listed bottom first; classic: one stack as a list), `coins`,
`relationships` (the students a player has a relationship with: docs/engine-hooks.md,
"Bond"), `gate` (the SIGNI zone holding the player's [Gate]: `left`, `center` or
`right`; docs/engine-hooks.md, "Gate") and `viruses` (the SIGNI zones of the player's
field holding a [Virus], a list of those names; docs/engine-hooks.md, "Virus").

A card is a name or a card number as anywhere in deckcheck. Quote names with `#` or `,`
(`"Servant #"`): YAML reads ` #` as the start of a comment. `"Name (downed, frozen)"`
sets its state; keywords in the parentheses (`lancer`, `s_lancer`, `assassin`,
`double_crush`, `shadow`, `multi_ener`, `cant_attack`, `guard`) are granted to it for as
long as it stays on the field (or for good, off the field). `abilities` maps card names
to Python ability objects attached to every copy, so tests can give cards abilities
before the ability language encodes them.

Zones left out are empty: mind that an empty main deck is refreshed (rule-based action)
as soon as a card reaches the trash, so give a deck to a player whose cards may go there.

The game starts at the beginning of the given phase of the given turn, with nothing
triggered by the position itself; rule-based actions apply at once (a SIGNI above the
Center's level goes to the trash); then the phase begins as in a game, so abilities "at
the beginning of" that phase trigger (start a phase earlier to see them, a phase later
to avoid them), and its first decision is pending as usual. `ids(game, name)` finds card
ids and `names(game, player, zone)` lists a zone by name.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import yaml

from deckcheck.cards.model import Card
from deckcheck.cards.pool import CardDatabase
from deckcheck.engine.abilities import Ability
from deckcheck.engine.constants import KW, Phase, Zone
from deckcheck.engine.continuous import NEVER
from deckcheck.engine.game import Game, PlayerDeck
from deckcheck.errors import SchemaError
from deckcheck.formats.game import GameRules

_PILES = {
    "hand": Zone.HAND,
    "deck": Zone.DECK,
    "life": Zone.LIFE,
    "ener": Zone.ENER,
    "trash": Zone.TRASH,
    "check": Zone.CHECK,
    "removed": Zone.REMOVED,
    "lrig_deck": Zone.LRIG_DECK,
    "lrig_trash": Zone.LRIG_TRASH,
}
# Piles written top first; the engine keeps a pile's top at the end of its list.
_TOP_FIRST = {"deck", "life"}
_PLAYER_KEYS = {*_PILES, "signi", "lrig", "coins", "relationships", "gate", "viruses"}
_TOP_KEYS = {"format", "pool", "phase", "turn", "turn_player", "first_player", "seed", "players"}
_STATE = re.compile(r"^(?P<name>.*?)\s*\((?P<state>[a-z_]+(?:\s*,\s*[a-z_]+)*)\)$")
# Keywords a scenario may give a card (for as long as it stays where it is).
_KEYWORDS = {
    "lancer": KW.LANCER,
    "s_lancer": KW.S_LANCER,
    "assassin": KW.ASSASSIN,
    "double_crush": KW.DOUBLE_CRUSH,
    "shadow": KW.SHADOW,
    "multi_ener": KW.MULTI_ENER,
    "cant_attack": KW.CANT_ATTACK,
    "guard": KW.GUARD,
}
_LRIG_ZONES = {"left": 0, "center": 1, "right": 2}


def scenario(
    source: str | Mapping[str, Any],
    database: CardDatabase,
    *,
    abilities: Mapping[str, Sequence[Ability]] | None = None,
    rules: GameRules | None = None,
    log: bool = True,
    skip_forced: bool = True,
) -> Game:
    """A game in the state `source` (YAML text or its mapping) describes."""
    data = yaml.safe_load(source) if isinstance(source, str) else dict(source)
    if not isinstance(data, Mapping):
        raise SchemaError("a scenario is a mapping")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise SchemaError(f"unknown scenario keys: {', '.join(sorted(unknown))}")
    format_name = str(data.get("format", "diva"))
    game_rules = rules if rules is not None else GameRules.preset(format_name)
    pool = str(data.get("pool", "classic" if format_name == "classic" else "en"))
    phase = _phase(data.get("phase", "main"))
    turn = int(data.get("turn", 3))
    turn_player = int(data.get("turn_player", 0))
    players = data.get("players", [{}, {}]) or [{}, {}]
    if not isinstance(players, list) or len(players) != 2:
        raise SchemaError("players: a list of two players")
    attached = {name: tuple(values) for name, values in (abilities or {}).items()}
    cache: dict[str, Card] = {}

    def card_of(reference: str) -> Card:
        if reference not in cache:
            card = database.lookup(reference, [pool])
            extra = attached.get(reference) or attached.get(card.name)
            if extra:
                card = dataclasses.replace(card, abilities=(*card.abilities, *extra))
            cache[reference] = card
        return cache[reference]

    layouts = [_layout(player or {}, game_rules, card_of) for player in players]
    decks = [
        PlayerDeck(
            tuple(entry[0] for entry in layout if entry[1] in _LRIG_DECK_ZONES),
            tuple(entry[0] for entry in layout if entry[1] not in _LRIG_DECK_ZONES),
        )
        for layout in layouts
    ]
    game = Game(
        game_rules, decks, int(data.get("seed", 0)), log=log, skip_forced=skip_forced, _layout=True
    )
    index = 0
    for player, layout in enumerate(layouts):
        ordered = [e for e in layout if e[1] in _LRIG_DECK_ZONES] + [
            e for e in layout if e[1] not in _LRIG_DECK_ZONES
        ]
        for _card, zone, slot, downed, frozen, keywords in ordered:
            game.place(index, zone, slot)
            game.downed[index] = downed
            game.frozen[index] = frozen
            if keywords:
                game.grant_keywords(index, keywords, NEVER)
            index += 1
        given = players[player] or {}
        game.players[player].coins = int(given.get("coins", 0))
        game.players[player].relationships = {str(s) for s in given.get("relationships") or ()}
        game.players[player].gate = _gate(given.get("gate"))
        game.players[player].viruses = _viruses(given.get("viruses"))
    game.turn = turn
    game.turn_player = turn_player
    game.first_player = int(data.get("first_player", turn_player if turn % 2 else 1 - turn_player))
    game.revealed = True
    game.phase = phase
    game._start(game._play(phase, setup=False))
    return game


_LRIG_DECK_ZONES = {Zone.LRIG, Zone.LRIG_DECK, Zone.LRIG_TRASH}
_Entry = tuple[Card, Zone, int, int, int, int]


_ZONE_NAMES = ("left", "center", "right")


def _gate(value: Any) -> int:
    """The SIGNI zone of a player's `gate:` (-1 when not given)."""
    if value is None:
        return -1
    if value not in _ZONE_NAMES:
        raise SchemaError(f"gate: one of {', '.join(_ZONE_NAMES)}, not {value!r}")
    return _ZONE_NAMES.index(value)


def _viruses(value: Any) -> int:
    """The SIGNI zones of a player's `viruses:`, a bit each (0 when not given)."""
    if value is not None and not isinstance(value, list):
        raise SchemaError(f"viruses: a list of SIGNI zones ({', '.join(_ZONE_NAMES)})")
    zones = 0
    for name in value or ():
        if name not in _ZONE_NAMES:
            raise SchemaError(f"viruses: each one of {', '.join(_ZONE_NAMES)}, not {name!r}")
        zones |= 1 << _ZONE_NAMES.index(name)
    return zones


def _phase(value: Any) -> Phase:
    try:
        phase = Phase[str(value).upper()]
    except KeyError:
        raise SchemaError(f"unknown phase {value!r}") from None
    if phase == Phase.SETUP:
        raise SchemaError("a scenario starts in a turn, not in the setup")
    return phase


def _layout(player: Mapping[str, Any], rules: GameRules, card_of: Any) -> list[_Entry]:
    unknown = set(player) - _PLAYER_KEYS
    if unknown:
        raise SchemaError(f"unknown zones: {', '.join(sorted(unknown))}")
    entries: list[_Entry] = []

    def add(reference: str, zone: Zone, slot: int = -1) -> None:
        name, downed, frozen, keywords = _parse_state(str(reference))
        entries.append((card_of(name), zone, slot, downed, frozen, keywords))

    for key, zone in _PILES.items():
        cards = list(player.get(key) or ())
        if key in _TOP_FIRST:
            cards.reverse()
        for reference in cards:
            add(reference, zone)
    signi = list(player.get("signi") or ())
    if len(signi) > 3:
        raise SchemaError("signi: at most three SIGNI zones")
    for slot, reference in enumerate(signi):
        if reference is not None:
            add(reference, Zone.SIGNI, slot)
    for slot, stack in _lrig_stacks(player.get("lrig"), rules):
        for reference in stack:
            add(reference, Zone.LRIG, slot)
    return entries


def _lrig_stacks(value: Any, rules: GameRules) -> Iterable[tuple[int, list[str]]]:
    if value is None:
        return []
    if rules.lrigs == 1:
        stack = value.get("center", []) if isinstance(value, Mapping) else value
        return [(0, _stack(stack))]
    if not isinstance(value, Mapping):
        raise SchemaError("lrig: a mapping of center, left and right stacks")
    unknown = set(value) - set(_LRIG_ZONES)
    if unknown:
        raise SchemaError(f"unknown LRIG zones: {', '.join(sorted(unknown))}")
    return [(_LRIG_ZONES[zone], _stack(stack)) for zone, stack in value.items()]


def _stack(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    return [str(item) for item in value or ()]


def _parse_state(reference: str) -> tuple[str, int, int, int]:
    """`Name (downed, frozen, lancer)`: the name, downed, frozen and keyword bits."""
    match = _STATE.match(reference.strip())
    if match is None:
        return reference.strip(), 0, 0, 0
    states = {part.strip() for part in match["state"].split(",")}
    unknown = states - {"downed", "frozen", *_KEYWORDS}
    if unknown:
        raise SchemaError(f"{reference!r}: unknown card state {', '.join(sorted(unknown))}")
    keywords = 0
    for state in states & set(_KEYWORDS):
        keywords |= _KEYWORDS[state]
    return match["name"], int("downed" in states), int("frozen" in states), keywords


def ids(game: Game, name: str, player: int | None = None, zone: Zone | None = None) -> list[int]:
    """Ids of the cards called `name` (of `player`, in `zone`), in id order."""
    return [
        card
        for card in range(game.card_count)
        if game.defs[card].name == name
        and (player is None or game.owner[card] == player)
        and (zone is None or game.zone[card] == zone)
    ]


def names(game: Game, player: int, zone: Zone) -> list[str]:
    """The names of the cards of `player` in `zone` (piles: bottom to top)."""
    if zone == Zone.SIGNI:
        return [game.name(c) if c >= 0 else "" for c in game.players[player].signi]
    return [game.name(card) for card in game.cards_in(player, zone)]
