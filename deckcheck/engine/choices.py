"""Choices inside rules and effects: procedures that yield a Decision and return the result.

An effect asks a player to choose with `yield from game.choose_targets(...)`; the
game pauses there until the player's action arrives. Targets follow
en-2021-glossary.txt, "Target": a required target must be chosen when one exists;
"up to N" allows fewer; exactly N with fewer candidates targets none; Shadow keeps a
card from being targeted by the opponent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from deckcheck.engine.abilities import EffectContext, Procedure
from deckcheck.engine.actions import Action, ActionKind, CardActions, Decision, DecisionKind
from deckcheck.engine.constants import NO_CARD, AbilityKind
from deckcheck.engine.continuous import Attribute, Instead
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.operations import Operations

if TYPE_CHECKING:
    from deckcheck.engine.game import Game

_ACCEPT = Action(ActionKind.ACCEPT)
_DECLINE = Action(ActionKind.DECLINE)
_CHOOSE_DONE = Action(ActionKind.CHOOSE_DONE)
_CHOOSE = CardActions(ActionKind.CHOOSE)
_DISCARD = CardActions(ActionKind.DISCARD)
_INSTEAD = int(Attribute.INSTEAD)

# Whether two cards may be chosen together ("with different classes"): (game, a, b) -> bool.
Compatible = Callable[["Game", int, int], bool]


def compatible_set_exists(
    game: Game, chosen: Sequence[int], candidates: Sequence[int], count: int, compatible: Compatible
) -> bool:
    """Whether `count` cards, every two of them compatible, can be chosen: the cards
    `chosen` so far plus others among `candidates` (a small search: a few cards)."""
    if len(chosen) >= count:
        return True
    for index, card in enumerate(candidates):
        if card not in chosen and all(compatible(game, card, other) for other in chosen):
            rest = candidates[index + 1 :]
            if compatible_set_exists(game, [*chosen, card], rest, count, compatible):
                return True
    return False


# A card's bits of which the chosen cards must all share one ("ten SIGNI that share the
# same color": its colour bits): (game, card) -> bits.
Common = Callable[["Game", int], int]


def shared_bits(
    game: Game, chosen: Sequence[int], candidates: Sequence[int], count: int, common: Common
) -> int:
    """The single bits that every card of `chosen` has and that, with cards of
    `candidates` that have it too, `count` cards can share (0: none)."""
    mask = -1
    for card in chosen:
        mask &= common(game, card)
    if not chosen:
        mask = 0
        for card in candidates:
            mask |= common(game, card)
    need = count - len(chosen)
    viable = 0
    bit = 1
    while 0 < bit <= mask:
        if mask & bit and sum(1 for c in candidates if common(game, c) & bit) >= need:
            viable |= bit
        bit <<= 1
    return viable


def total_reachable(levels: Sequence[int], total: int, most: int) -> bool:
    """Whether at most `most` of `levels` add up to exactly `total` (a subset sum)."""
    fewest = {0: 0}  # a reachable sum -> the fewest levels that make it
    for level in levels:
        for reached, used in list(fewest.items()):
            summed = reached + level
            if summed <= total and used < most and fewest.get(summed, most + 1) > used + 1:
                fewest[summed] = used + 1
    return total in fewest


class Choices(Operations):
    def choose_cards(
        self,
        player: int,
        candidates: list[int],
        count: int = 1,
        *,
        up_to: bool = False,
        source: int = NO_CARD,
        kind: DecisionKind = DecisionKind.CHOOSE,
        group: bool = False,
        compatible: Compatible | None = None,
        hidden: bool = False,
        level_budget: int | None = None,
        level_exact: bool = False,
        common: Common | None = None,
        power_budget: int | None = None,
        obliged: Sequence[int] = (),
        level_floor: int = 0,
    ) -> Procedure[list[int]]:
        """Choose `count` different cards among `candidates`, one at a time; as many as
        there are when fewer (en-2021-faq.txt, "General Rules": "process as much as
        possible"). With `up_to` the player may stop early. With `group`, copies of one
        card (same CardDef) are offered once: use it for hidden or ordered-free zones.
        When several candidates must all be chosen, they are, without a decision.
        With `compatible`, every two chosen cards must be compatible, and only cards with
        which a full choice can still be made are offered. With `hidden`, the candidates
        are face down to `player`, in the order it sees them in (a Life Cloth's positions,
        the bottom first): it chooses a position (`ActionKind.CHOOSE_HIDDEN`, never grouped
        by card), so that the options tell nothing of which cards they are. With
        `level_budget` (and `up_to`), the levels of the chosen cards add up to that number
        or less ("any number of target SIGNI with a total level of four or less"): only a
        card that still fits is offered; with `level_exact` as well, they add up to that
        number exactly ("whose total level is equal to eight"): only a card with which
        the rest can still make it is offered, and the player stops only there (or before
        choosing any). With `common`, the chosen cards all share one of its bits ("ten
        SIGNI that share the same color"): only a card with which a full choice can still
        share one is offered (when none can, as many as possible). With `power_budget`
        (and `up_to`), their powers add up to that number or less ("any number of SIGNI
        whose total power is 8000 or less"): only a card that still fits is offered. With
        `obliged`, those of them still offered are the only ones offered, and the player
        does not stop, until none is left ("must target this SIGNI if possible"). With
        `level_floor`, the levels of the `count` chosen cards add up to that number or more
        ("whose total level is 7 or more"): only a card with which the rest can still
        reach it is offered."""
        chosen: list[int] = []
        remaining = list(candidates)
        while len(chosen) < count and remaining:
            if power_budget is not None:
                spent = sum(self.power(card) for card in chosen)
                remaining = [card for card in remaining if self.power(card) <= power_budget - spent]
                if not remaining:
                    break
            if level_budget is not None:
                left = level_budget - sum(self.level(card) for card in chosen)
                remaining = [card for card in remaining if self.level(card) <= left]
                if level_exact:
                    remaining = self._completing(remaining, left, count - len(chosen))
                if not remaining:
                    break
            if level_floor:
                remaining = self._reaching(chosen, remaining, count, level_floor)
                if not remaining:
                    break
            if common is not None:
                remaining = self._sharing(chosen, remaining, count, common, up_to)
                if not remaining:
                    break
            if compatible is not None:
                remaining = self._compatible_with(chosen, remaining, count, compatible, up_to)
                if not remaining:
                    break
            elif common is None and not up_to and 1 < len(remaining) <= count - len(chosen):
                # Every remaining card must be chosen: there is no order to decide.
                chosen.extend(remaining)
                break
            must = [card for card in remaining if card in obliged] if obliged else []
            if hidden:
                options = [Action(ActionKind.CHOOSE_HIDDEN, i) for i in range(len(remaining))]
            else:
                offered = self.distinct(remaining) if group else remaining
                options = [_CHOOSE[card] for card in (must or offered)]
            if up_to and not (level_exact and chosen) and not must:
                options.append(_CHOOSE_DONE)
            action = yield Decision(player, kind, tuple(options), source, hidden)
            if action.kind == ActionKind.CHOOSE_DONE:
                break
            card = remaining[action.a] if hidden else action.a
            chosen.append(card)
            remaining.remove(card)
        return chosen

    def _completing(self, remaining: list[int], left: int, room: int) -> list[int]:
        """The cards of `remaining` with which at most `room` of them add up to `left`
        levels exactly (none when `left` is reached already)."""
        if left <= 0:
            return []
        levels = [self.level(card) for card in remaining]
        return [
            card
            for index, card in enumerate(remaining)
            if total_reachable(levels[:index] + levels[index + 1 :], left - levels[index], room - 1)
        ]

    def _reaching(
        self, chosen: list[int], remaining: list[int], count: int, floor: int
    ) -> list[int]:
        """The cards of `remaining` with which `count` chosen cards can still have levels
        adding up to `floor` or more: the highest levels of the others fill the rest."""
        spent = sum(self.level(card) for card in chosen)
        room = count - len(chosen) - 1
        levels = [self.level(card) for card in remaining]
        fitting = []
        for index, card in enumerate(remaining):
            others = sorted(levels[:index] + levels[index + 1 :], reverse=True)[:room]
            if spent + levels[index] + sum(others) >= floor:
                fitting.append(card)
        return fitting

    def _compatible_with(
        self,
        chosen: list[int],
        remaining: list[int],
        count: int,
        compatible: Compatible,
        up_to: bool,
    ) -> list[int]:
        game = self.game
        fitting = [c for c in remaining if all(compatible(game, c, o) for o in chosen)]
        if up_to:
            return fitting
        # Exactly `count`: offer a card only when a full choice can still include it; when
        # none can (fewer fit than asked), as many as possible.
        full = [
            c
            for c in fitting
            if compatible_set_exists(game, [*chosen, c], fitting, count, compatible)
        ]
        return full or fitting

    def _sharing(
        self, chosen: list[int], remaining: list[int], count: int, common: Common, up_to: bool
    ) -> list[int]:
        """The cards of `remaining` that share a bit of `common` with every chosen card:
        for an exact `count`, only those with which `count` cards can still share one
        (when none can, as many as possible)."""
        game = self.game
        held = -1
        for card in chosen:
            held &= common(game, card)
        fitting = [c for c in remaining if common(game, c) & held]
        if up_to:
            return fitting
        viable = shared_bits(game, chosen, fitting, count, common)
        if not viable:
            return fitting
        return [c for c in fitting if common(game, c) & viable]

    def choose_targets(
        self,
        player: int,
        candidates: list[int],
        count: int = 1,
        *,
        up_to: bool = False,
        source: int = NO_CARD,
        group: bool = False,
        compatible: Compatible | None = None,
        by_ability: AbilityKind = AbilityKind.OTHER,
        hidden: bool = False,
        level_budget: int | None = None,
        level_exact: bool = False,
        common: Common | None = None,
        power_budget: int | None = None,
    ) -> Procedure[list[int]]:
        """Target `count` cards (or up to `count`) among `candidates` for `player`'s effect
        from `source`. Cards the player may not target (Shadow) are left out; with
        fewer legal targets than an exact `count`, nothing is targeted (also when no
        `count` of them are compatible with each other: "three SIGNI with different
        classes", or sharing one of `common`'s bits). `group` offers copies of one card
        once (cards in a trash).
        `by_ability`: the kind of ability whose effect targets (the TARGETED event says
        so: "when ... becomes the target of your opponent's Life Burst", "of an [Enter]
        ability of your opponent's SIGNI"). `hidden`: the candidates are face down to
        `player` (see `choose_cards`, and for `level_budget`, `level_exact` and
        `power_budget`)."""
        legal = [card for card in candidates if self.is_targetable(card, player, source)]
        if not up_to and len(legal) < count:
            return []
        if (
            compatible is not None
            and not up_to
            and not compatible_set_exists(self.game, [], legal, count, compatible)
        ):
            return []
        if (
            common is not None
            and not up_to
            and not shared_bits(self.game, [], legal, count, common)
        ):
            return []
        chosen = yield from self.choose_cards(
            player,
            legal,
            count,
            up_to=up_to,
            source=source,
            kind=DecisionKind.TARGET,
            group=group,
            compatible=compatible,
            hidden=hidden,
            level_budget=level_budget,
            level_exact=level_exact,
            common=common,
            power_budget=power_budget,
            obliged=self.obliged_targets(player, source, legal),
        )
        if self.watchers[EventKind.TARGETED]:
            for card in chosen:
                self.emit(EventKind.TARGETED, card, player, source, by_ability)
        return chosen

    def choose_signi_zone(
        self, player: int, card: int, source: int = NO_CARD, into: int = -1
    ) -> Procedure[int]:
        """The empty SIGNI zone of `player` that `card` is put into by an effect, or -1
        when every zone is occupied (en-2021-glossary.txt, "SIGNI Zone": "New SIGNI cannot
        be placed in a SIGNI zone that already has SIGNI"). A [Rise] SIGNI is put on top
        of a SIGNI instead: the zones of the SIGNI it may rise on (`rise_slots`). With
        `into`, only that zone ("into your center SIGNI Zone"): -1 when it cannot take it."""
        if self.defs[card].rise is not None:
            empty = self.rise_slots(player, card)
        else:
            empty = self.placeable_slots(
                player,
                [slot for slot, occupant in enumerate(self.players[player].signi) if occupant < 0],
            )
        if into >= 0:
            return into if into in empty else -1
        if not empty:
            return -1
        return (yield from self.choose_zone(player, card, empty, source))

    def choose_rise_under(
        self, player: int, card: int, source: int = NO_CARD
    ) -> Procedure[list[int]]:
        """The cards of `player`'s trash that the [Rise] from the trash of `card` puts
        underneath it as it is put onto the field, chosen by `player` (none for any other
        SIGNI): docs/engine-hooks.md, "[Rise] from the trash"."""
        rise = self.defs[card].rise
        if rise is None or not rise.under_count:
            return []
        candidates = self.rise_under(player, card)
        return (
            yield from self.choose_cards(
                player, candidates, rise.under_count, source=source, group=True
            )
        )

    def choose_zone(
        self, player: int, card: int, slots: list[int], source: int = NO_CARD
    ) -> Procedure[int]:
        """One of the SIGNI zones `slots` for `card` (put onto the field, or moved there),
        chosen by `player`."""
        options = tuple(Action(ActionKind.CHOOSE_ZONE, card, slot) for slot in slots)
        action = yield Decision(player, DecisionKind.ZONE, options, source)
        return action.b

    def replaced(self, event: int, subject: int, by: int = NO_CARD) -> Procedure[bool]:
        """Whether an optional replacement took the place of the event `event` (`Instead`
        bits: a vanish by an effect is LEAVE_FIELD | VANISH) about to happen to `subject`
        (a SIGNI; for DAMAGE, a player) by the card `by`:
        each INSTEAD effect that covers it, in the order they came into force, is offered to
        the player of its card, who may have its effect happen instead; the first accepted
        replaces the event, which does not happen (docs/engine-hooks.md, "Replacements a
        player may choose"). Asked by the procedure about to make the event happen."""
        game = self.game
        for effect in list(self.effects[_INSTEAD]):
            instead = effect.instead
            maker = effect.maker
            if not effect.value & event or instead is None or maker < 0:
                continue
            if event == Instead.DAMAGE:
                if not effect.covers_player(game, subject):
                    continue
            elif not effect.covers(game, subject):
                continue
            if effect.protects_from is not None and not effect.protects_from(game, by):
                continue
            chooser = self.owner[maker]
            if not (yield from self.may(chooser, maker)):
                continue
            if event == Instead.DAMAGE:
                happening = Event(EventKind.DAMAGED, by, subject)
            elif event & Instead.ABILITIES:
                happening = Event(EventKind.USED, subject, self.owner[subject])
            else:
                happening = Event(EventKind.LEFT_FIELD, subject, self.owner[subject], by)
            context = EffectContext(game, chooser, maker, event=happening)
            yield from self.run_effect(instead, context)
            return True
        return False

    def ability_replaced(self, event: int, source: int) -> Procedure[bool]:
        """Whether an optional replacement made the ability of `source` that activates
        (`event`: `Instead.ENTER_ABILITY`, `AUTO_ABILITY` or `ACTION_ABILITY`) do nothing
        (an opposing SIGNI's [Auto], [Enter] or [Action] ability stopped by a cost paid
        instead): asked once its
        cost is paid, before its effect (docs/engine-hooks.md, "Replacements a player may
        choose")."""
        if not self.effects[_INSTEAD]:
            return False
        return (yield from self.replaced(event, source, source))

    def may(self, player: int, source: int = NO_CARD) -> Procedure[bool]:
        """A "you may": the player accepts or declines."""
        action = yield Decision(player, DecisionKind.OPTIONAL, (_ACCEPT, _DECLINE), source)
        return action.kind == ActionKind.ACCEPT

    def choose_mode(self, player: int, modes: int, source: int = NO_CARD) -> Procedure[int]:
        """ "Choose one of the following": the index of the chosen mode."""
        options = tuple(Action(ActionKind.CHOOSE_MODE, index) for index in range(modes))
        action = yield Decision(player, DecisionKind.MODE, options, source)
        return action.a

    def choose_discard(
        self,
        player: int,
        count: int,
        *,
        allowed: Callable[[int], bool] | None = None,
        source: int = NO_CARD,
        up_to: bool = False,
    ) -> Procedure[list[int]]:
        """The player discards `count` cards of their choice (all they have when fewer);
        `up_to`: they may stop at any point ("discard up to three cards")."""
        discarded: list[int] = []
        hand = self.players[player].hand
        while len(discarded) < count:
            candidates = hand if allowed is None else [card for card in hand if allowed(card)]
            if not candidates:
                break
            offered = []
            for card in self.distinct(candidates):
                offered.append(_DISCARD[card])
            if up_to:
                offered.append(_CHOOSE_DONE)
            action = yield Decision(player, DecisionKind.DISCARD, tuple(offered), source)
            if action.kind == ActionKind.CHOOSE_DONE:
                break
            self.discard(action.a)
            discarded.append(action.a)
        return discarded

    def search_deck(
        self,
        player: int,
        matches: Callable[[int], bool],
        count: int = 1,
        *,
        source: int = NO_CARD,
        compatible: Compatible | None = None,
    ) -> Procedure[list[int]]:
        """Look through the main deck for up to `count` cards that match (every two of
        them `compatible`: "with different levels"); the deck is a hidden zone, so the
        player may find nothing (en-2021-glossary.txt, "Hidden zone"). The caller moves
        the found cards, then shuffles."""
        candidates = [card for card in reversed(self.players[player].deck) if matches(card)]
        return (
            yield from self.choose_cards(
                player,
                candidates,
                count,
                up_to=True,
                source=source,
                group=True,
                compatible=compatible,
            )
        )
