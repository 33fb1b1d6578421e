"""Cards as the engine reads them: a `CardDef` per distinct card, computed once.

A `Card` is rich, frozen data; the engine wants small integers it can test quickly:
a type code, colour and keyword bit masks, cost vectors, and the card's abilities
sorted by kind. `card_def(card)` builds a CardDef once per Card object and caches it,
so that a new game costs a list of references, not a recomputation.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckcheck.cards.model import Card, Color, Keyword
from deckcheck.engine.abilities import (
    ActionAbility,
    ConstantAbility,
    CostVector,
    GrowCondition,
    GrowUnder,
    Harmony,
    LifeBurst,
    PlayCondition,
    ResonaPlay,
    Rise,
    TriggeredAbility,
    UseEffect,
    cost_vector,
)
from deckcheck.engine.constants import (
    ALL_COLORS,
    CARD_KIND,
    COLOR_BIT,
    FIELD_MASK,
    KEYWORD_BIT,
    KW,
    TIMING_BIT,
    Timing,
)


@dataclass(frozen=True, eq=False, slots=True)
class CardDef:
    card: Card
    name: str
    kind: int  # CardKind
    level: int  # -1 when the card has none
    limit: int
    power: int
    colors: int  # colour bit mask; 0 for colourless
    pay_colors: int  # the colours it pays as Ener: its colours, or every colour with Multi Ener
    keywords: int  # KW bits, with GUARD for the Guard icon
    life_burst: bool
    cost: CostVector  # use cost (SPELL, PIECE, ARTS)
    grow_cost: CostVector
    lrig_types: frozenset[str]
    classes: frozenset[str]
    restriction: frozenset[str]
    timing: int  # Timing bits
    team: str | None
    triggered: tuple[tuple[int, TriggeredAbility], ...]
    actions: tuple[tuple[int, ActionAbility], ...]
    constants: tuple[tuple[int, ConstantAbility], ...]
    life_burst_ability: LifeBurst | None
    use_effect: UseEffect | None
    harmony: Harmony | None
    rise: Rise | None
    # A RESONA's play condition (its timings are in `timing`).
    resona: ResonaPlay | None
    grow_conditions: tuple[GrowCondition, ...]
    play_conditions: tuple[PlayCondition, ...]
    # Zones (bit mask) where any triggered or constant ability of the card is active.
    ability_zones: int
    # The use timings (Timing bits) of the card's printed [Action] abilities.
    action_timing: int
    # Whether a printed [Action] ability is used from elsewhere than the field (the
    # trash, the Ener Zone, the hand).
    offfield_actions: bool
    # A Cross SIGNI's partners by name: those it stands left of, and right of
    # (docs/engine-hooks.md, "Cross").
    cross_left_of: frozenset[str] = frozenset()
    cross_right_of: frozenset[str] = frozenset()
    # Grow cost parts besides the Ener: LRIGs of the LRIG deck put under as it grows.
    grow_under: tuple[GrowUnder, ...] = ()


_cache: dict[int, tuple[Card, CardDef]] = {}


def card_def(card: Card) -> CardDef:
    """The CardDef of `card`, computed once per Card object."""
    entry = _cache.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    definition = _compile(card)
    _cache[id(card)] = (card, definition)
    return definition


def _compile(card: Card) -> CardDef:
    colors = 0
    for color in card.colors:
        if color is not Color.COLORLESS:
            colors |= COLOR_BIT[color]
    keywords = 0
    for keyword in card.keywords:
        keywords |= KEYWORD_BIT[keyword]
    if card.guard:
        keywords |= KW.GUARD
    timing = 0
    for use_timing in card.use_timing:
        timing |= TIMING_BIT[use_timing]
    triggered: list[tuple[int, TriggeredAbility]] = []
    actions: list[tuple[int, ActionAbility]] = []
    constants: list[tuple[int, ConstantAbility]] = []
    life_burst: LifeBurst | None = None
    use_effect: UseEffect | None = None
    harmony: Harmony | None = None
    rise: Rise | None = None
    resona: ResonaPlay | None = None
    grow_conditions: list[GrowCondition] = []
    grow_under: list[GrowUnder] = []
    play_conditions: list[PlayCondition] = []
    zones = 0
    for index, ability in enumerate(card.abilities):
        if isinstance(ability, TriggeredAbility):
            triggered.append((index, ability))
            zones |= ability.zones
        elif isinstance(ability, ActionAbility):
            actions.append((index, ability))
        elif isinstance(ability, ConstantAbility):
            constants.append((index, ability))
            zones |= ability.zones
        elif isinstance(ability, LifeBurst):
            life_burst = ability
        elif isinstance(ability, UseEffect):
            use_effect = ability
            if ability.cut_in is not None:
                timing |= Timing.CUT_IN
        elif isinstance(ability, Harmony):
            harmony = ability
        elif isinstance(ability, Rise):
            rise = ability
        elif isinstance(ability, ResonaPlay):
            resona = ability
            timing |= ability.timing
        elif isinstance(ability, GrowCondition):
            grow_conditions.append(ability)
        elif isinstance(ability, GrowUnder):
            grow_under.append(ability)
        elif isinstance(ability, PlayCondition):
            play_conditions.append(ability)
    multi_ener = Keyword.MULTI_ENER in card.keywords
    return CardDef(
        card=card,
        name=card.name,
        kind=CARD_KIND[card.type],
        level=card.level if card.level is not None else -1,
        limit=card.limit or 0,
        power=card.power or 0,
        colors=colors,
        pay_colors=ALL_COLORS if multi_ener else colors,
        keywords=keywords,
        life_burst=card.life_burst,
        cost=cost_vector(card.cost),
        grow_cost=cost_vector(card.grow_cost),
        lrig_types=frozenset(card.lrig_types),
        classes=frozenset(card.classes),
        restriction=frozenset(card.lrig_type_restriction),
        timing=timing,
        team=card.team,
        triggered=tuple(triggered),
        actions=tuple(actions),
        constants=tuple(constants),
        life_burst_ability=life_burst,
        use_effect=use_effect,
        harmony=harmony,
        rise=rise,
        resona=resona,
        grow_conditions=tuple(grow_conditions),
        play_conditions=tuple(play_conditions),
        ability_zones=zones,
        action_timing=_timings(actions),
        offfield_actions=any(action.zones & ~FIELD_MASK for _index, action in actions),
        cross_left_of=frozenset(card.cross_left_of),
        cross_right_of=frozenset(card.cross_right_of),
        grow_under=tuple(grow_under),
    )


def _timings(actions: list[tuple[int, ActionAbility]]) -> int:
    timing = 0
    for _index, action in actions:
        timing |= action.timing
    return timing
