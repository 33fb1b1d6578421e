"""Paying costs: Ener by colour, coins, downing and discarding.

Ener rules (en-2021-glossary.txt, "Colorless"; en-2021-faq.txt, "Colorless Ener"): a
colourless requirement is paid by any card; a coloured requirement never by a
colourless card; a multicoloured card pays as one of its colours and a Multi Ener card
as any one colour. A payment is a matching of cards to required symbols.

A player pays one card at a time, and is offered only cards with which the payment
can still be completed. Whether it can: Hall's condition over the coloured
requirements (enough cards for every set of colours) says a full payment exists, and
the cards chosen so far must fit distinct symbols; by the Mendelsohn-Dulmage theorem
both together mean a full payment containing the chosen cards exists.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache

from deckcheck.engine.abilities import (
    NO_COST,
    AbilityCost,
    CostVector,
    CostZone,
    EnerByDiscard,
    Harmony,
    Procedure,
)
from deckcheck.engine.actions import ActionKind, CardActions, Decision, DecisionKind
from deckcheck.engine.choices import Choices, Compatible, compatible_set_exists
from deckcheck.engine.constants import COLORLESS_INDEX, FIELD_ZONES, NO_CARD, Zone
from deckcheck.engine.continuous import Protection, Restriction
from deckcheck.engine.events import EventKind
from deckcheck.engine.log import LogCode
from deckcheck.engine.state import Cause

_PAY = CardActions(ActionKind.PAY)
_MODE = CardActions(ActionKind.CHOOSE_MODE)


def ener_needed(cost: CostVector) -> int:
    return cost[0] + cost[1] + cost[2] + cost[3] + cost[4] + cost[5]


def reduced(cost: CostVector, each: CostVector, times: int) -> CostVector:
    """`cost` less `each` `times` over, never below 0 in any colour."""
    a = [max(0, amount - delta * times) for amount, delta in zip(cost, each, strict=True)]
    return (a[0], a[1], a[2], a[3], a[4], a[5], a[6])


def _less(cost: CostVector, color: int, times: int) -> CostVector:
    """`cost` with `times` fewer Ener of the colour `color` (never below 0)."""
    a = list(cost)
    a[color] = max(0, a[color] - times)
    return (a[0], a[1], a[2], a[3], a[4], a[5], a[6])


# Cost vectors are few (printed costs and their changes) and immutable: their masks and
# amounts are computed once each.
@cache
def colored_mask(cost: CostVector) -> int:
    """The colours (bit mask) the cost asks for by name."""
    mask = 0
    for index in range(5):
        if cost[index]:
            mask |= 1 << index
    return mask


def _subsets(mask: int) -> Iterable[int]:
    """Every non-empty subset of the bits of `mask`."""
    subset = mask
    while subset:
        yield subset
        subset = (subset - 1) & mask


@cache
def _amount(cost: CostVector, colors: int) -> int:
    total = 0
    for index in range(5):
        if colors >> index & 1:
            total += cost[index]
    return total


def can_complete(pool: Iterable[int], cost: CostVector) -> bool:
    """Whether cards paying as the colour masks in `pool` can pay `cost` in full."""
    return _can_complete(tuple(pool), cost)


# A pure function of its arguments, asked again and again with the same Ener Zone and
# costs (at every decision); bounded, as the Ener Zones of a long run are many.
@lru_cache(maxsize=1 << 14)
def _can_complete(masks: tuple[int, ...], cost: CostVector) -> bool:
    if len(masks) < ener_needed(cost):
        return False
    required = colored_mask(cost)
    for colors in _subsets(required):
        supply = 0
        for mask in masks:
            if mask & colors:
                supply += 1
        if supply < _amount(cost, colors):
            return False
    return True


def fits(chosen: Iterable[int], cost: CostVector) -> bool:
    """Whether the chosen cards (colour masks) can each pay a different symbol of `cost`."""
    required = colored_mask(cost)
    effective = [mask & required for mask in chosen]
    colorless = cost[COLORLESS_INDEX]
    if effective.count(0) > colorless:
        return False
    for colors in _subsets(required):
        inside = 0
        for mask in effective:
            if mask & ~colors == 0:
                inside += 1
        if inside > colorless + _amount(cost, colors):
            return False
    return True


# A cost part taking cards of one zone: how many, the cards it may take, and whether
# they go to the LRIG trash.
CostPartCards = tuple[int, list[int], bool]


def _parts_fit(parts: list[CostPartCards], chosen: list[int], taking: int) -> bool:
    """Whether every part can still take its cards from its candidates not in `chosen`,
    no card for two parts (Hall's condition over the parts), part `taking` having taken
    the last card of `chosen` (-1: none yet)."""
    left = [count - (1 if index == taking else 0) for index, (count, _, _) in enumerate(parts)]
    for subset in range(1, 1 << len(parts)):
        needed = 0
        union: set[int] = set()
        for index, (_, candidates, _) in enumerate(parts):
            if subset >> index & 1:
                needed += left[index]
                union.update(c for c in candidates if c not in chosen)
        if len(union) < needed:
            return False
    return True


class Payments(Choices):
    def can_pay(self, player: int, cost: CostVector) -> bool:
        """Whether `player` can pay `cost` now (en-2021-glossary.txt, "Cost": "you must
        pay all of its cost")."""
        if cost == NO_COST:
            return True
        p = self.players[player]
        if p.coins < cost[6]:
            return False
        needed = ener_needed(cost)
        ener = p.ener
        if len(ener) < needed:
            return False
        if needed and self.restricted(player, Restriction.PAY_ENER):
            return False
        if not colored_mask(cost):
            return True
        return can_complete(self.ener_masks(player), cost)

    def pay(self, player: int, cost: CostVector, source: int = NO_CARD) -> Procedure[list[int]]:
        """Pay `cost`: coins, then Ener one card at a time from the Ener Zone to the trash.
        The cost must be payable (`can_pay`). Returns the cards paid."""
        p = self.players[player]
        if cost[6]:
            p.coins -= cost[6]
            self.note(LogCode.COINS, player, cost[6])
        needed = ener_needed(cost)
        paid: list[int] = []
        if not needed:
            return paid
        colored = colored_mask(cost)
        chosen_masks: list[int] = []
        ener = p.ener
        while len(paid) < needed:
            if len(ener) == needed - len(paid):
                # Every remaining card must be paid: there is nothing to choose.
                for card in list(ener):
                    self._pay_card(player, card)
                    paid.append(card)
                break
            # One card of each kind, that fits the cost with those already chosen.
            offered = []
            for card in self.distinct(ener):
                if not colored or fits([*chosen_masks, self.pay_colors(card)], cost):
                    offered.append(_PAY[card])
            action = yield Decision(player, DecisionKind.PAYMENT, tuple(offered), source)
            card = action.a
            chosen_masks.append(self.pay_colors(card))
            self._pay_card(player, card)
            paid.append(card)
        return paid

    def _pay_card(self, player: int, card: int) -> None:
        previous = self.cause
        self.cause = Cause.COST + player
        self._move(card, Zone.TRASH)
        self.cause = previous
        self.note(LogCode.PAY, player, card)
        if self.watchers[EventKind.PAID]:
            self.emit(EventKind.PAID, card, player)

    # ------------------------------------------------------------ ability costs

    def can_pay_ability(self, player: int, source: int, cost: AbilityCost) -> bool:
        """Every part of an ability's cost is payable (en-2021-faq.txt, "General Rules":
        a discard cost with no card in hand cannot be paid)."""
        if cost.down_self and (self.downed[source] or self.zone[source] not in FIELD_ZONES):
            return False
        if (cost.trash_self or cost.bottom_self or cost.power_self) and self.zone[
            source
        ] != Zone.SIGNI:
            return False
        if cost.banish_self and self.zone[source] == Zone.REMOVED:
            return False
        if cost.discard_self and self.zone[source] != Zone.HAND:
            return False
        if cost.down_cards and len(self._downable(player, source, cost)) < cost.down_cards:
            return False
        if cost.reveal and len(self._revealable(player, source, cost)) < cost.reveal:
            return False
        if cost.discard and not cost.discard_up_to:
            discardable = self._discardable(player, source, cost)
            if len(discardable) < cost.discard:
                return False
            if cost.discard_compatible is not None and not compatible_set_exists(
                self.game, [], discardable, cost.discard, cost.discard_compatible
            ):
                return False
        if cost.hand_to_ener and len(self._hand_to_ener(player, source, cost)) < cost.hand_to_ener:
            return False
        if cost.exceed and len(self._under_lrig(player, source)) < cost.exceed:
            return False
        if cost.charms and len(self.charms_of(player)) < cost.charms:
            return False
        if cost.viruses and len(self.virus_zones(1 - player)) < cost.viruses:
            return False
        if cost.mill and len(self.players[player].deck) < cost.mill:
            return False
        if cost.trash_from_field:
            trashable = self._field_trashable(player, source, cost)
            if len(trashable) < cost.trash_from_field:
                return False
            if cost.field_level_floor:
                levels = sorted((self.level(card) for card in trashable), reverse=True)
                if sum(levels[: cost.trash_from_field]) < cost.field_level_floor:
                    return False
        if cost.more:
            for zone in (CostZone.HAND, CostZone.ENER, CostZone.FIELD):
                parts = self._cost_parts(player, source, cost, zone)
                if len(parts) > 1 and not _parts_fit(parts, [], -1):
                    return False
        if cost.trash_from_ener:
            # The cards trashed this way cannot also pay the Ener part.
            trashable = self._ener_trashable(player, source, cost)
            if len(trashable) < cost.trash_from_ener:
                return False
            trashed = cost.trash_from_ener + sum(
                part.count for part in cost.more if part.zone is CostZone.ENER
            )
            if len(self.players[player].ener) < trashed + ener_needed(cost.ener):
                return False
            if cost.ener_compatible is not None and not compatible_set_exists(
                self.game, [], trashable, cost.trash_from_ener, cost.ener_compatible
            ):
                return False
        if cost.ener_by_discard is not None:
            # Every card that may pay does: what is left of the Ener is the least to pay.
            most = len(self._ener_discardable(player, source, cost.ener_by_discard))
            return self.can_pay(player, _less(cost.ener, cost.ener_by_discard.color, most))
        return self.can_pay(player, cost.ener)

    def _ener_discardable(self, player: int, source: int, by: EnerByDiscard) -> list[int]:
        """The cards of `player`'s hand that may pay Ener of a cost by being discarded."""
        allowed = by.filter
        return [
            c
            for c in self.players[player].hand
            if c != source and (allowed is None or allowed(self.game, source, c))
        ]

    def _pay_ener_by_discard(
        self, player: int, source: int, cost: AbilityCost, by: EnerByDiscard
    ) -> Procedure[tuple[CostVector, list[int]]]:
        """Discard cards that pay Ener of `cost` (`by`), one each, as its payer chooses:
        as many as the rest of the Ener needs at least, as many as that colour asks at
        most. Returns the Ener left to pay and the cards discarded."""
        candidates = self._ener_discardable(player, source, by)
        most = min(len(candidates), cost.ener[by.color])
        least = 0
        while least < most and not self.can_pay(player, _less(cost.ener, by.color, least)):
            least += 1
        chosen: list[int] = []
        if least:
            chosen = yield from self._choose_paid(player, candidates, least, source)
        if most > least:
            rest = [c for c in candidates if c not in chosen]
            chosen += yield from self.choose_cards(
                player,
                rest,
                most - least,
                up_to=True,
                source=source,
                kind=DecisionKind.PAYMENT,
                group=True,
            )
        for card in chosen:
            self.discard(card)
        return _less(cost.ener, by.color, len(chosen)), chosen

    def pay_ability(
        self,
        player: int,
        source: int,
        cost: AbilityCost,
        *,
        as_cost: bool = True,
        ener_paid: list[int] | None = None,
    ) -> Procedure[list[int]]:
        """Pay an ability's cost, part by part in the order AbilityCost gives. Returns the
        cards paid: those paid as Ener, then those the cost revealed, put into a trash or
        discarded (what "the cards paid for this cost" are); `ener_paid` gets those paid as
        Ener alone. What it moves, a cost moves (`Cause`); with `as_cost=False` (what an
        effect demands: "unless your opponent discards two cards") the effect being
        processed moves it."""
        previous = self.cause
        if as_cost:
            self.cause = Cause.COST + player
        try:
            return (yield from self._pay_parts(player, source, cost, ener_paid))
        finally:
            self.cause = previous

    def _pay_parts(
        self, player: int, source: int, cost: AbilityCost, ener_paid: list[int] | None
    ) -> Procedure[list[int]]:
        moved: list[int] = []
        if cost.down_self:
            self.down(source)
        if cost.power_self and self.zone[source] == Zone.SIGNI:
            self.add_power(source, cost.power_self)
        if cost.discard_self and self.zone[source] == Zone.HAND:
            self.discard(source)
            moved.append(source)
        if cost.down_cards:
            candidates = self._downable(player, source, cost)
            for card in (yield from self._choose_paid(player, candidates, cost.down_cards, source)):
                self.down(card)
        if cost.reveal:
            # The revealed cards stay in the hand; they are the cards this cost used.
            candidates = self._revealable(player, source, cost)
            for card in (yield from self._choose_paid(player, candidates, cost.reveal, source)):
                self.reveal(card)
                moved.append(card)
        if cost.more and cost.parts_in(CostZone.HAND) > 1:
            for card, _ in (yield from self._pay_together(player, source, cost, CostZone.HAND)):
                self.discard(card)
                moved.append(card)
        elif cost.discard_all:
            for card in self._discardable(player, source, cost):
                self.discard(card)
                moved.append(card)
        elif cost.discard and cost.discard_compatible is not None:
            candidates = self._discardable(player, source, cost)
            for card in (
                yield from self._choose_paid(
                    player, candidates, cost.discard, source, cost.discard_compatible
                )
            ):
                self.discard(card)
                moved.append(card)
        elif cost.discard:
            allowed = set(self._discardable(player, source, cost))
            moved += yield from self.choose_discard(
                player,
                cost.discard,
                allowed=allowed.__contains__,
                source=source,
                up_to=cost.discard_up_to,
            )
        if cost.more and cost.parts_in(CostZone.ENER) > 1:
            for card, _ in (yield from self._pay_together(player, source, cost, CostZone.ENER)):
                self.trash(card)
                moved.append(card)
        elif cost.ener_all:
            for card in self._ener_trashable(player, source, cost):
                self.trash(card)
                moved.append(card)
        elif cost.trash_from_ener:
            candidates = self._ener_trashable(player, source, cost)
            for card in (
                yield from self._choose_paid(
                    player, candidates, cost.trash_from_ener, source, cost.ener_compatible
                )
            ):
                self.trash(card)
                moved.append(card)
        if cost.exceed:
            candidates = self._under_lrig(player, source)
            for card in (yield from self._choose_paid(player, candidates, cost.exceed, source)):
                self.move(card, Zone.LRIG_TRASH)
                moved.append(card)
        if cost.charms or cost.charms_any:
            candidates = self.charms_of(player)
            chosen = (
                (
                    yield from self.choose_cards(
                        player,
                        candidates,
                        len(candidates),
                        up_to=True,
                        source=source,
                        kind=DecisionKind.PAYMENT,
                        group=True,
                    )
                )
                if cost.charms_any
                else (yield from self._choose_paid(player, candidates, cost.charms, source))
            )
            for card in chosen:
                self.trash(card)
                moved.append(card)
        if cost.viruses:
            yield from self._remove_viruses(player, cost.viruses, source)
        if cost.more and cost.parts_in(CostZone.FIELD) > 1:
            # Each card goes to its part's trash, once every card is chosen.
            for card, to_lrig_trash in (
                yield from self._pay_together(player, source, cost, CostZone.FIELD)
            ):
                if to_lrig_trash:
                    self.move(card, Zone.LRIG_TRASH)
                else:
                    self.trash(card)
                moved.append(card)
        elif cost.field_all:
            for card in self._field_trashable(player, source, cost):
                if cost.field_to_lrig_trash:
                    self.move(card, Zone.LRIG_TRASH)
                else:
                    self.trash(card)
                moved.append(card)
        elif cost.trash_from_field:
            candidates = self._field_trashable(player, source, cost)
            for card in (
                yield from self._choose_paid(
                    player,
                    candidates,
                    cost.trash_from_field,
                    source,
                    level_floor=cost.field_level_floor,
                )
            ):
                if cost.field_to_lrig_trash:
                    self.move(card, Zone.LRIG_TRASH)
                elif cost.field_vanish:
                    self.vanish(card, source)
                else:
                    self.trash(card)
                moved.append(card)
        if cost.mill:
            moved += self.mill(player, cost.mill, source)
        ener = cost.ener
        if cost.ener_by_discard is not None:
            ener, discarded = yield from self._pay_ener_by_discard(
                player, source, cost, cost.ener_by_discard
            )
            moved += discarded
        paid = yield from self.pay(player, ener, source)
        if ener_paid is not None:
            ener_paid += paid
        if cost.hand_to_ener:
            # After the Ener: a card put into the Ener Zone by the cost pays none of it.
            candidates = self._hand_to_ener(player, source, cost)
            for card in (
                yield from self._choose_paid(player, candidates, cost.hand_to_ener, source)
            ):
                self.put_into_ener(card)
                moved.append(card)
        if cost.trash_self and self.zone[source] == Zone.SIGNI:
            self.trash(source)
            moved.append(source)
        if cost.bottom_self and self.zone[source] == Zone.SIGNI:
            self.put_on_bottom([source])
            moved.append(source)
        if cost.banish_self and self.zone[source] != Zone.REMOVED:
            self.move(source, Zone.REMOVED)
            moved.append(source)
        return paid + moved

    def _cost_parts(
        self, player: int, source: int, cost: AbilityCost, zone: CostZone
    ) -> list[CostPartCards]:
        """The parts of `cost` taking cards of `zone`, each with the cards it may take:
        the part of the cost's own fields first, then its further parts in order."""
        parts: list[CostPartCards] = []
        if zone == CostZone.HAND:
            if cost.discard:
                parts.append((cost.discard, self._discardable(player, source, cost), False))
            cards = [c for c in self.players[player].hand if c != source]
        elif zone == CostZone.ENER:
            if cost.trash_from_ener:
                found = self._ener_trashable(player, source, cost)
                parts.append((cost.trash_from_ener, found, False))
            cards = list(self.players[player].ener)
        else:
            if cost.trash_from_field:
                found = self._field_trashable(player, source, cost)
                parts.append((cost.trash_from_field, found, cost.field_to_lrig_trash))
            cards = [c for c in self.players[player].signi if c >= 0]
        for part in cost.more:
            if part.zone == zone:
                allowed = part.filter
                found = [c for c in cards if allowed is None or allowed(self.game, source, c)]
                parts.append((part.count, found, part.to_lrig_trash))
        return parts

    def _pay_together(
        self, player: int, source: int, cost: AbilityCost, zone: CostZone
    ) -> Procedure[list[tuple[int, bool]]]:
        """Choose the cards of every part of `cost` taking cards of `zone`, part by part and
        one card at a time; only a card with which every part can still be paid is offered
        (no card pays two parts). Returns each card with its part's `to_lrig_trash`."""
        parts = self._cost_parts(player, source, cost, zone)
        chosen: list[int] = []
        paid: list[tuple[int, bool]] = []
        for index, (count, candidates, to_lrig_trash) in enumerate(parts):
            for _ in range(count):
                offered = [
                    c
                    for c in candidates
                    if c not in chosen and _parts_fit(parts, [*chosen, c], index)
                ]
                if not offered:
                    return paid
                card = (yield from self._choose_paid(player, offered, 1, source))[0]
                chosen.append(card)
                parts[index] = (parts[index][0] - 1, candidates, to_lrig_trash)
                paid.append((card, to_lrig_trash))
        return paid

    def _remove_viruses(self, player: int, count: int, source: int) -> Procedure[None]:
        """`player` removes `count` [Virus]es of their opponent's field, choosing the zones
        one at a time (a mode: the zone's index) while there is a choice."""
        opponent = 1 - player
        for left in range(count, 0, -1):
            zones = self.virus_zones(opponent)
            slot = zones[0]
            if len(zones) > left:
                options = tuple(_MODE[zone] for zone in zones)
                slot = (yield Decision(player, DecisionKind.MODE, options, source)).a
            self.remove_virus(opponent, slot)

    def _discardable(self, player: int, source: int, cost: AbilityCost) -> list[int]:
        allowed = cost.discard_filter
        return [
            c
            for c in self.players[player].hand
            if c != source and (allowed is None or allowed(self.game, source, c))
        ]

    def _hand_to_ener(self, player: int, source: int, cost: AbilityCost) -> list[int]:
        allowed = cost.hand_ener_filter
        return [
            c
            for c in self.players[player].hand
            if c != source and (allowed is None or allowed(self.game, source, c))
        ]

    def _revealable(self, player: int, source: int, cost: AbilityCost) -> list[int]:
        allowed = cost.reveal_filter
        return [
            c
            for c in self.players[player].hand
            if c != source and (allowed is None or allowed(self.game, source, c))
        ]

    def _downable(self, player: int, source: int, cost: AbilityCost) -> list[int]:
        """Upped cards on the player's field (SIGNI, then the LRIG of each LRIG zone) that
        a cost may down."""
        p = self.players[player]
        allowed = cost.down_filter
        cards = [c for c in p.signi if c >= 0]
        cards.extend(stack[-1] for stack in p.lrig if stack)
        return [
            c
            for c in cards
            if not self.downed[c] and (allowed is None or allowed(self.game, source, c))
        ]

    def _ener_trashable(self, player: int, source: int, cost: AbilityCost) -> list[int]:
        allowed = cost.ener_filter
        return [
            c for c in self.players[player].ener if allowed is None or allowed(self.game, source, c)
        ]

    def _field_trashable(self, player: int, source: int, cost: AbilityCost) -> list[int]:
        """SIGNI of `player` a cost may put from the field into the trash: their own
        (en-2021-glossary.txt, "Cost": "you can only pay the cost with your own cards")."""
        allowed = cost.field_filter
        return [
            c
            for c in self.players[player].signi
            if c >= 0
            and (allowed is None or allowed(self.game, source, c))
            and not (cost.field_vanish and self.is_protected(c, Protection.VANISH, source))
            and not (not cost.field_vanish and self.owner_cannot_trash(c))
        ]

    def _under_lrig(self, player: int, source: int) -> list[int]:
        """The cards under this LRIG, or under the Center LRIG when the source is no LRIG."""
        if self.zone[source] == Zone.LRIG and self.owner[source] == player:
            stack = self.players[player].lrig[self.slot[source]]
        else:
            stack = self.players[player].lrig[self.center_zone]
        return stack[:-1]

    # ------------------------------------------------------------------ harmony

    def harmony_lrigs(self, player: int, harmony: Harmony) -> list[int]:
        """Upped LRIGs of `player` that may be downed for Harmony."""
        found = []
        for stack in self.players[player].lrig:
            if stack:
                top = stack[-1]
                if not self.downed[top] and (not harmony.color or self.colors(top) & harmony.color):
                    found.append(top)
        return found

    def pay_harmony(self, player: int, harmony: Harmony, source: int) -> Procedure[None]:
        candidates = self.harmony_lrigs(player, harmony)
        for lrig in (yield from self._choose_paid(player, candidates, harmony.count, source)):
            self.down(lrig)

    def _choose_paid(
        self,
        player: int,
        candidates: list[int],
        count: int,
        source: int,
        compatible: Compatible | None = None,
        level_floor: int = 0,
    ) -> Procedure[list[int]]:
        """The cards a cost part uses, chosen one at a time (copies offered once)."""
        return (
            yield from self.choose_cards(
                player,
                candidates,
                count,
                source=source,
                kind=DecisionKind.PAYMENT,
                group=True,
                compatible=compatible,
                level_floor=level_floor,
            )
        )
