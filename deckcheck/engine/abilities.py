"""The hooks through which abilities enter the game.

A card's `abilities` tuple holds objects of the classes below; the ability language
(issue 5) compiles card files into them, and tests build them by hand. The engine
never looks inside an effect: it calls it, with an `EffectContext`, as a *procedure*
(a generator) that changes the game only through the operations of
`deckcheck.engine.operations` and yields a `Decision` whenever a player must choose
(`yield from ctx.game.choose_targets(...)`). The engine decides *when* each hook
runs, following the rule documents:

- `TriggeredAbility` ([Auto], [Enter], and the engine's own Lancer and Life Burst):
  listens to events while its card is in one of its zones; triggered abilities are
  collected while an effect runs and processed after it, the turn player's first.
- `ActionAbility` ([Action]): offered by `legal_actions()` at its use timings, with
  its cost and its limit (once or twice per turn, once per game).
- `ConstantAbility` ([Constant]): while its card is in one of its zones, its
  continuous effects (power, level, limit, keywords, costs) apply.
- `LifeBurst`: the effect run when its crushed card's owner uses the Life Burst.
- `UseEffect`: what a SPELL, PIECE or ARTS does when used, and when it may be used.
- `Harmony`, `Rise`, `GrowCondition`, `PlayCondition`: extra requirements for putting a
  card onto the field or growing into it.
- `ResonaPlay`: a RESONA's play condition, offered by `legal_actions()` at its timings:
  paid, it puts the RESONA from the LRIG deck onto the field.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from deckcheck.cards.model import Cost
from deckcheck.engine.actions import Action, Decision
from deckcheck.engine.constants import FIELD_MASK, Timing
from deckcheck.engine.events import Event, EventKind

if TYPE_CHECKING:
    from deckcheck.engine.continuous import ContinuousEffect
    from deckcheck.engine.game import Game

T = TypeVar("T")

# A procedure yields decisions, receives the chosen action, and returns its result.
Procedure = Generator[Decision, Action, T]
Effect = Callable[["EffectContext"], Procedure[None]]


class Limit(IntEnum):
    """How often an ability may be used or triggered (en-2021-glossary.txt, "{1/Turn}")."""

    NONE = 0
    ONCE_PER_TURN = 1
    TWICE_PER_TURN = 2
    ONCE_PER_GAME = 3


# A cost as a vector: white, red, blue, green, black, colourless, coin.
CostVector = tuple[int, int, int, int, int, int, int]
NO_COST: CostVector = (0, 0, 0, 0, 0, 0, 0)


def cost_vector(cost: Cost | None) -> CostVector:
    if cost is None:
        return NO_COST
    return (cost.white, cost.red, cost.blue, cost.green, cost.black, cost.colorless, cost.coin)


class CostZone(IntEnum):
    """Where the cards of a further cost part come from (`AbilityCost.more`)."""

    HAND = 0  # discarded
    ENER = 1  # put from the Ener Zone into the trash
    FIELD = 2  # SIGNI put from the field into the trash (or the LRIG trash)


@dataclass(frozen=True)
class CostPart:
    """A further part of a cost taking cards of one zone, besides the part of that zone
    the cost's own fields give ("discard a SIGNI and a spell": two discard parts with
    different filters): `count` cards that `filter` allows (all when None), each card
    paying one part only."""

    zone: CostZone
    count: int
    filter: Callable[[Game, int, int], bool] | None = None
    to_lrig_trash: bool = False


@dataclass(frozen=True)
class EnerByDiscard:
    """Ener of one colour of a cost that its payer may pay by discarding cards instead,
    one Ener for each card (a [Blue] paid by discarding an <Atom> SIGNI, classic WX07-027):
    `color`, the index of that colour in a cost
    vector; `filter(game, source, card)`, the cards of the hand that may be discarded so
    (all when None). docs/engine-hooks.md, "Ener paid by discarding"."""

    color: int
    filter: Callable[[Game, int, int], bool] | None = None


@dataclass(frozen=True)
class AbilityCost:
    """What using or triggering an ability asks for (en-2021-faq.txt, "[Action]": "Pay the
    requested cost"). Every part must be payable, or the ability cannot be used.

    Parts are paid in this order: down this card, this SIGNI's power, discard this card
    (from the hand), down
    other cards of the field, reveal cards of the hand, discard, trash cards from the Ener
    Zone, Exceed (cards from under the LRIG to the LRIG trash), [Charm]s into the trash,
    [Virus]es removed, trash SIGNI from the field, the top cards of the deck into the
    trash, Ener, cards of the hand into the Ener Zone (so that none pays the Ener), and last
    put this card into the trash, on the bottom of its deck, or out
    of the game.
    """

    ener: CostVector = NO_COST
    down_self: bool = False
    discard: int = 0
    # Which hand cards may be discarded (all when None): (game, source, card) -> bool, for
    # the ability of the card `source` (as with every filter of a cost part below).
    discard_filter: Callable[[Game, int, int], bool] | None = None
    # Cards put from the Ener Zone into the trash (not paying Ener), and which may be.
    trash_from_ener: int = 0
    ener_filter: Callable[[Game, int, int], bool] | None = None
    # [Exceed N]: cards from under this LRIG (or the Center LRIG) into the LRIG trash.
    exceed: int = 0
    trash_self: bool = False
    # Whether two cards may be put from the Ener Zone into the trash together ("three
    # SIGNI with different classes"): (game, a, b) -> bool; None: any cards.
    ener_compatible: Callable[[Game, int, int], bool] | None = None
    # Upped cards on the player's field (SIGNI and LRIGs) to down ("down two upped SIGNI
    # on your field"), and which may be: (game, source, card) -> bool; None: any.
    down_cards: int = 0
    down_filter: Callable[[Game, int, int], bool] | None = None
    # SIGNI put from your field into the trash ("Put a <<Virtual>> SIGNI on your field into
    # the trash"), and which may be: (game, source, card) -> bool ("another SIGNI").
    trash_from_field: int = 0
    field_filter: Callable[[Game, int, int], bool] | None = None
    # Those SIGNI go into the LRIG trash (a RESONA of the field, say), not where a RESONA
    # leaving the field goes (GameRules.resona_exit).
    field_to_lrig_trash: bool = False
    # Those SIGNI are vanished instead ("Banish one of your other <<Ancient Weapon>> SIGNI"),
    # each one the cost's card could vanish.
    field_vanish: bool = False
    # Whether two discarded cards may be discarded together ("a black SIGNI and a white
    # SIGNI": with different colours): (game, a, b) -> bool; None: any cards.
    discard_compatible: Callable[[Game, int, int], bool] | None = None
    # This SIGNI from the field onto the bottom of its owner's deck.
    bottom_self: bool = False
    # [Charm]s of the player's SIGNI put into the trash ("put two of your [Charm] into
    # the trash").
    charms: int = 0
    # Any number of them, as the player chooses, none at all too ("Put any number of your
    # [Charm] into the trash"): `charms` is then 0.
    charms_any: bool = False
    # [Virus]es removed from the SIGNI zones of the payer's opponent ("remove one [Virus]
    # on your opponent's field": docs/engine-hooks.md, "Virus").
    viruses: int = 0
    # This card removed from the game from where its ability is used ("Remove this card
    # in your trash from the game").
    banish_self: bool = False
    # The top cards of the payer's deck put into their trash (a mill as a cost).
    mill: int = 0
    # This card discarded from the hand (an [Action] used from the hand: "Discard this
    # card").
    discard_self: bool = False
    # Cards of the hand revealed ("reveal two spells from your hand"): they stay in the
    # hand; which may be: (game, source, card) -> bool; None: any.
    reveal: int = 0
    reveal_filter: Callable[[Game, int, int], bool] | None = None
    # Cards of the hand put into the Ener Zone ("Put a SIGNI from your hand into your Ener
    # Zone"), and which may be: (game, source, card) -> bool; None: any.
    hand_to_ener: int = 0
    hand_ener_filter: Callable[[Game, int, int], bool] | None = None
    # Every card of the Ener Zone that `ener_filter` allows goes into the trash ("Put all
    # red cards from your Ener Zone into the trash"), one at least (`trash_from_ener` is 1):
    # docs/engine-hooks.md, "Costs of every card of a kind".
    ener_all: bool = False
    # Likewise every card of the hand that `discard_filter` allows is discarded
    # (`discard_all`: "put all cards in your hand into the trash"), and every SIGNI of the
    # field that `field_filter` allows put into the trash (`field_all`), one at least.
    discard_all: bool = False
    field_all: bool = False
    # This SIGNI gets this much power until end of turn ("This SIGNI gets --10000 power
    # until end of turn" as a cost): paid while it is on the field, by no effect (no power
    # change replaces it: docs/engine-hooks.md, "Power as a cost").
    power_self: int = 0
    # The discard is "up to" `discard` cards ("Discard up to three cards" as a cost): any
    # number of them, none included, so it is always payable.
    discard_up_to: bool = False
    # Further parts taking cards of the hand, the Ener Zone or the field, paid together
    # with the part of the same zone above: no card pays two parts (docs/engine-hooks.md,
    # "Costs of several parts").
    more: tuple[CostPart, ...] = ()
    # The levels of the SIGNI the field part (`trash_from_field`) puts into the trash add
    # up to this or more ("whose total level is 7 or more"); 0: no bound
    # (docs/engine-hooks.md, "A total level of a cost's SIGNI").
    field_level_floor: int = 0
    # Ener of one colour its payer may pay by discarding cards instead, one for each card
    # (docs/engine-hooks.md, "Ener paid by discarding"); paid just before the Ener.
    ener_by_discard: EnerByDiscard | None = None

    @classmethod
    def of(
        cls,
        ener: Cost | None = None,
        *,
        down_self: bool = False,
        discard: int = 0,
        discard_filter: Callable[[Game, int, int], bool] | None = None,
        trash_from_ener: int = 0,
        ener_filter: Callable[[Game, int, int], bool] | None = None,
        exceed: int = 0,
        trash_self: bool = False,
        ener_compatible: Callable[[Game, int, int], bool] | None = None,
        down_cards: int = 0,
        down_filter: Callable[[Game, int, int], bool] | None = None,
        trash_from_field: int = 0,
        field_filter: Callable[[Game, int, int], bool] | None = None,
        bottom_self: bool = False,
    ) -> AbilityCost:
        return cls(
            cost_vector(ener),
            down_self,
            discard,
            discard_filter,
            trash_from_ener,
            ener_filter,
            exceed,
            trash_self,
            ener_compatible,
            down_cards,
            down_filter,
            trash_from_field,
            field_filter,
            bottom_self=bottom_self,
        )

    @property
    def is_free(self) -> bool:
        return (
            self.ener == NO_COST
            and not self.down_self
            and not self.discard
            and not self.trash_from_ener
            and not self.exceed
            and not self.trash_self
            and not self.down_cards
            and not self.trash_from_field
            and not self.bottom_self
            and not self.banish_self
            and not self.mill
            and not self.discard_self
            and not self.reveal
            and not self.charms
            and not self.charms_any
            and not self.viruses
            and not self.more
            and not self.hand_to_ener
            and not self.power_self
        )

    def parts_in(self, zone: CostZone) -> int:
        """How many parts of the cost take cards of `zone`: its own field's and the further
        ones (`more`)."""
        own = (self.discard, self.trash_from_ener, self.trash_from_field)[zone]
        return (1 if own else 0) + sum(1 for part in self.more if part.zone is zone)

    def field_count(self) -> int:
        """How many SIGNI the cost puts from the field into a trash, every part together."""
        total = self.trash_from_field
        for part in self.more:
            if part.zone is CostZone.FIELD:
                total += part.count
        return total


FREE = AbilityCost()


def combined_cost(costs: Iterable[AbilityCost]) -> AbilityCost:
    """One cost of the Ener and the discards of `costs` together (the costs of an attack
    or a guard that several effects ask for); they have no other part."""
    ener = [0] * len(NO_COST)
    discard = 0
    for cost in costs:
        ener = [a + b for a, b in zip(ener, cost.ener, strict=True)]
        discard += cost.discard
    return AbilityCost(
        ener=(ener[0], ener[1], ener[2], ener[3], ener[4], ener[5], ener[6]), discard=discard
    )


class BurstCounter(NamedTuple):
    """A crushed card's Life Burst that `player` may stop by paying `cost` (for the
    ability of `source`) once its owner chose to use it (`Operations.crush`)."""

    player: int
    source: int
    cost: AbilityCost


class Ability:
    """Base class of every ability object a card may carry."""

    text: str = ""


@dataclass(frozen=True, eq=False)
class TriggeredAbility(Ability):
    """[Auto] or [Enter]: triggers on one of `events` while its card is in `zones`.

    `condition(game, source, event)` says whether this event triggers it (None: every
    event of those kinds). The effect runs when the ability is processed. `optional`
    abilities ("you may") ask their controller first; an ability with a `cost` asks
    whether to pay it and does nothing when it is not paid (en-2021-faq.txt, "[Enter]").
    """

    events: tuple[EventKind, ...]
    effect: Effect
    condition: Callable[[Game, int, Event], bool] | None = None
    optional: bool = False
    cost: AbilityCost | None = None
    limit: Limit = Limit.NONE
    zones: int = FIELD_MASK
    text: str = ""


@dataclass(frozen=True)
class EntersField:
    """The trigger condition of an [Enter] ability: its own card entered the field (not
    put there "without its [Enter] abilities triggering"), and `condition` holds. An
    object, not a closure, so that compiled abilities pickle with the card database."""

    condition: Callable[[Game, int, Event], bool] | None = None

    def __call__(self, game: Game, source: int, event: Event) -> bool:
        return (
            event.card == source
            and event.b != 1
            and (self.condition is None or self.condition(game, source, event))
        )


def enter_ability(
    effect: Effect,
    *,
    cost: AbilityCost | None = None,
    condition: Callable[[Game, int, Event], bool] | None = None,
    limit: Limit = Limit.NONE,
    text: str = "",
) -> TriggeredAbility:
    """An [Enter] ability: triggers when its own card enters the field."""
    return TriggeredAbility(
        events=(EventKind.ENTERED_FIELD,),
        effect=effect,
        condition=EntersField(condition),
        cost=cost,
        limit=limit,
        text=text or "[Enter]",
    )


@dataclass(frozen=True, eq=False)
class ActionAbility(Ability):
    """[Action]: used by paying its cost at one of its timings (main phase by default)."""

    effect: Effect
    cost: AbilityCost = FREE
    timing: int = Timing.MAIN
    limit: Limit = Limit.NONE
    # Whether it may be used now, beyond timing, cost and limit: (game, source) -> bool.
    condition: Callable[[Game, int], bool] | None = None
    zones: int = FIELD_MASK
    text: str = ""


@dataclass(frozen=True, eq=False)
class ConstantAbility(Ability):
    """[Constant]: `effects(game, source)` are in force while the card is in `zones`."""

    effects: Callable[[Game, int], Iterable[ContinuousEffect]]
    zones: int = FIELD_MASK
    text: str = ""


@dataclass(frozen=True, eq=False)
class LifeBurst(Ability):
    """The Life Burst effect, run when the owner uses it from the check zone."""

    effect: Effect
    text: str = ""


@dataclass(frozen=True)
class UseReduction:
    """As a SPELL, PIECE or ARTS is used, its user may pay `unit` (down one upped card, or
    discard one card) up to `most` times (0: any number); each time, its use cost is
    reduced by `each` (docs/engine-hooks.md, "Use costs reduced as the card is used")."""

    unit: AbilityCost
    each: CostVector
    most: int = 0


@dataclass(frozen=True, eq=False)
class UseEffect(Ability):
    """What a SPELL, PIECE or ARTS does; `condition(game, player, card)` is its use
    condition (a PIECE's [Team], a "use only if" line). `additional_cost` is an optional
    additional use cost ("As you use this spell, you may pay [Exceed 4] as an additional
    use cost"): its user may pay it as the card is used, and the effect learns whether
    they did (`EffectContext.additional_cost_paid`). `encore`: that cost is an ARTS's
    [Encore]: paid, the ARTS returns to its owner's LRIG deck once used. With
    `cost_if_additional`, the use cost becomes that when the additional cost is paid
    (a Bet of two [Coin] that makes it [Red] 0, classic WD17-006): its
    user decides before paying the use cost (docs/engine-hooks.md, "A Bet that changes
    the use cost"). `cut_in(game, player, used)`: it may also be used by `player` to cut
    in just after their opponent uses the card `used`, if it holds (docs/engine-hooks.md,
    "Cut-ins just after a card is used")."""

    effect: Effect
    condition: Callable[[Game, int, int], bool] | None = None
    text: str = ""
    additional_cost: AbilityCost | None = None
    reduction: UseReduction | None = None
    encore: bool = False
    cost_if_additional: CostVector | None = None
    cut_in: Callable[[Game, int, int], bool] | None = None


@dataclass(frozen=True, eq=False)
class Harmony(Ability):
    """[Harmony]: to put this SIGNI onto the field from the hand, down `count` upped
    LRIGs of yours (of `color`, a colour bit mask; 0 for any)."""

    count: int
    color: int = 0
    text: str = "[Harmony]"


@dataclass(frozen=True, eq=False)
class Rise(Ability):
    """[Rise]: this SIGNI is put onto the field only on top of a SIGNI of its owner's
    field that `host(game, card)` accepts (None: any), which goes under it. Whether from
    the hand or by an effect, it is never put into an empty SIGNI zone. With
    `under_count`, it is put into an empty SIGNI zone instead, only with that many cards
    of its owner's trash that `under(game, card)` accepts put underneath it, chosen by its
    owner (two <<Brave>> SIGNI, WXDi-P06-034: docs/engine-hooks.md, "[Rise] from the trash")."""

    host: Callable[[Game, int], bool] | None = None
    text: str = "[Rise]"
    under: Callable[[Game, int], bool] | None = None
    under_count: int = 0


@dataclass(frozen=True, eq=False)
class ResonaPlay(Ability):
    """A RESONA's play condition: at one of its `timing`s, its owner may pay one of its
    `costs` (most conditions have one; "choose two of the following three" has one for
    each choice) to put it from the LRIG deck onto a free SIGNI zone
    (docs/engine-hooks.md, "RESONA")."""

    costs: tuple[AbilityCost, ...]
    timing: int = Timing.MAIN
    text: str = ""


@dataclass(frozen=True, eq=False)
class GrowCondition(Ability):
    """An extra requirement to grow into this LRIG: (game, player, card) -> bool."""

    condition: Callable[[Game, int, int], bool]
    text: str = ""


@dataclass(frozen=True, eq=False)
class GrowUnder(Ability):
    """A part of this LRIG's grow cost besides its Ener: as its player grows into it paying
    its grow cost, they reveal a card of their LRIG deck, other than this LRIG, that
    `under(game, player, card)` accepts and put it under the LRIG it grows on (a <Tama> or
    <Iona> LRIG, classic WD13-001; docs/engine-hooks.md, "LRIGs put under as a grow cost")."""

    under: Callable[[Game, int, int], bool]
    text: str = ""


@dataclass(frozen=True, eq=False)
class PlayCondition(Ability):
    """An extra requirement to put this SIGNI onto the field: (game, player, card) -> bool."""

    condition: Callable[[Game, int, int], bool]
    text: str = ""


@dataclass(eq=False)
class EffectContext:
    """What a running effect knows: the game, who controls it, its card and ability,
    the event that triggered it, and what earlier parts chose or paid."""

    game: Game
    controller: int
    source: int
    ability: Ability | None = None
    event: Event | None = None
    targets: list[int] = field(default_factory=list)
    paid: list[int] = field(default_factory=list)
    # The cards of `paid` that were paid as Ener ("the Ener paid to use this spell").
    paid_ener: list[int] = field(default_factory=list)
    # Free-form values a "then" part reads from an earlier part.
    data: dict[str, Any] = field(default_factory=dict)
    # Whether the optional additional use cost of the SPELL or PIECE being used was paid.
    additional_cost_paid: bool = False

    @property
    def opponent(self) -> int:
        return 1 - self.controller


def no_effect(context: EffectContext) -> Procedure[None]:
    """The effect of a card whose text is not encoded yet: nothing happens."""
    return
    yield  # pragma: no cover - makes this a generator
