"""The statistics report of a deck: every exact figure `deckcheck stats` shows, as data.

`deck_report` is the one library call behind the command: it reads the request's group
and mulligan expressions against the deck, computes the figures with
`deckcheck.stats.exact` and `deckcheck.stats.refresh`, and returns a frozen report whose
`to_dict` is the command's documented JSON and whose `csv_rows` is its CSV.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol

from deckcheck import __version__
from deckcheck.cards.model import Card
from deckcheck.errors import DeckcheckError, UsageError
from deckcheck.stats import exact
from deckcheck.stats.distribution import Distribution
from deckcheck.stats.exact import Split
from deckcheck.stats.groups import (
    GUARD,
    LIFE_BURST,
    CardGroup,
    GroupContext,
    card_group,
    name_criterion,
    parse_group,
)
from deckcheck.stats.mulligan import MulliganRule
from deckcheck.stats.refresh import PlaySchedule, Refresh, play_schedule
from deckcheck.stats.setup import STANDARD, GameSetup, Player
from deckcheck.text import shown_path

if TYPE_CHECKING:
    from deckcheck.cards.pool import CardDatabase

DEFAULT_KEEP = "type=SIGNI,level=1"
DEFAULT_TURNS = 6
STANDARD_DECK_SIZE = 40
CSV_COLUMNS = (
    "section",
    "group",
    "expression",
    "copies",
    "player",
    "turn",
    "measure",
    "count",
    "probability",
)


class EmptyDeckError(DeckcheckError):
    """A main deck without a card: there is nothing to draw."""

    code = "main-deck-size"


class DeckLike(Protocol):
    """What the report reads of a deck (`deckcheck.decks.Deck` has it)."""

    @property
    def main_deck(self) -> Sequence[tuple[Card, int]]: ...

    @property
    def groups(self) -> Mapping[str, frozenset[str]]: ...

    @property
    def decklist(self) -> Any: ...


@dataclass(frozen=True)
class StatsRequest:
    """What the user asks for; expressions are read against the deck by `deck_report`.

    `groups`: group expressions (empty: every distinct main-deck card, the deck file's
    named groups, Guard, Life Burst and the mulligan's group); `keep`: the mulligan rule's
    group expression (`all`: no mulligan); `turns`: the last turn of the draw tables;
    `hand`: a specific opening hand (card references, `2 Servant #` for two copies).
    """

    groups: tuple[str, ...] = ()
    keep: str = DEFAULT_KEEP
    at_least: int = 1
    turns: int = DEFAULT_TURNS
    players: tuple[Player, ...] = (Player.FIRST, Player.SECOND)
    hand: tuple[str, ...] = ()
    setup: GameSetup = STANDARD


@dataclass(frozen=True)
class TurnOdds:
    turn: int
    probability: Fraction


@dataclass(frozen=True)
class GroupStats:
    """One group: its copies, the opening hand before and after the mulligan, draws by turn."""

    group: CardGroup
    copies: int
    kept_by_mulligan: int
    opening: Distribution
    final: Distribution
    draws: Mapping[Player, tuple[TurnOdds, ...]]


@dataclass(frozen=True)
class HandCase:
    """The Life Cloth when the final hand holds `in_hand` Life Burst cards."""

    in_hand: int
    probability: Fraction
    life_cloth: Distribution


@dataclass(frozen=True)
class GivenHand:
    """The Life Cloth given a specific opening hand (the mulligan rule applied to it)."""

    cards: tuple[Card, ...]
    returned: tuple[Card, ...]
    life_cloth: Distribution


@dataclass(frozen=True)
class LifeClothStats:
    cards: int
    life_burst_cards: int
    distribution: Distribution
    by_hand: tuple[HandCase, ...]
    given_hand: GivenHand | None


@dataclass(frozen=True)
class GuardStats:
    """P(at least one Guard card in the hand at the opponent's turn N)."""

    cards: int
    by_player: Mapping[Player, tuple[TurnOdds, ...]]


@dataclass(frozen=True)
class RefreshStats:
    """A player's refreshes with draws and Ener charges only, and what they cost."""

    schedule: PlaySchedule
    life_burst_lost_probability: Fraction
    """P(a Life Cloth card that a refresh puts into the trash has a Life Burst)."""

    @property
    def first(self) -> Refresh | None:
        return self.schedule.first_refresh


@dataclass(frozen=True)
class StatsReport:
    deck_name: str | None
    deck_path: str | None
    deck_format: str | None
    card_data_version: str | None
    deck_size: int
    mulligan: MulliganRule
    at_least: int
    turns: Mapping[Player, tuple[int, ...]]
    groups: tuple[GroupStats, ...]
    guard: GuardStats
    life_cloth: LifeClothStats
    refresh: Mapping[Player, RefreshStats]
    assumptions: tuple[str, ...]
    warnings: tuple[str, ...] = field(default=())

    @property
    def players(self) -> tuple[Player, ...]:
        return tuple(self.turns)

    def to_dict(self) -> dict[str, Any]:
        """The documented JSON of `deckcheck stats` (see the README, "Statistics")."""
        return {
            "deck": {
                "name": self.deck_name,
                "path": self.deck_path,
                "format": self.deck_format,
                "main_deck": self.deck_size,
                "life_burst": self.life_cloth.life_burst_cards,
                "guard": self.guard.cards,
            },
            "versions": {"deckcheck": __version__, "card_data": self.card_data_version},
            "mulligan": self.mulligan.to_dict(),
            "at_least": self.at_least,
            "players": [p.value for p in self.players],
            "groups": [_group_dict(g, self.at_least) for g in self.groups],
            "guard": {
                "cards": self.guard.cards,
                "at_least": 1,
                **{
                    player.value: [
                        {"opponent_turn": o.turn, "probability": float(o.probability)} for o in odds
                    ]
                    for player, odds in self.guard.by_player.items()
                },
            },
            "life_cloth": _life_cloth_dict(self.life_cloth),
            "refresh": {
                player.value: _refresh_dict(stats) for player, stats in self.refresh.items()
            },
            "assumptions": list(self.assumptions),
            "warnings": list(self.warnings),
        }

    def csv_rows(self) -> Iterator[dict[str, Any]]:
        """One row per figure, with the columns of `CSV_COLUMNS`."""
        for stats in self.groups:
            base = {
                "group": stats.group.label,
                "expression": stats.group.expression,
                "copies": stats.copies,
            }
            for section, distribution in (
                ("opening_hand", stats.opening),
                ("after_mulligan", stats.final),
            ):
                yield base | {
                    "section": section,
                    "measure": "at_least",
                    "count": self.at_least,
                    "probability": float(distribution.at_least(self.at_least)),
                }
            for player, odds in stats.draws.items():
                for o in odds:
                    yield base | {
                        "section": "drawn_by_turn",
                        "player": player.value,
                        "turn": o.turn,
                        "measure": "at_least",
                        "count": self.at_least,
                        "probability": float(o.probability),
                    }
        guard = {"group": GUARD.label, "expression": GUARD.expression, "copies": self.guard.cards}
        for player, odds in self.guard.by_player.items():
            for o in odds:
                yield guard | {
                    "section": "guard_at_opponent_turn",
                    "player": player.value,
                    "turn": o.turn,
                    "measure": "at_least",
                    "count": 1,
                    "probability": float(o.probability),
                }
        burst = {
            "group": LIFE_BURST.label,
            "expression": LIFE_BURST.expression,
            "copies": self.life_cloth.life_burst_cards,
        }
        for count, probability in enumerate(self.life_cloth.distribution.probabilities):
            yield burst | {
                "section": "life_cloth",
                "measure": "exactly",
                "count": count,
                "probability": float(probability),
            }
        for player, refreshes in self.refresh.items():
            for refresh in refreshes.schedule.refreshes:
                yield burst | {
                    "section": "refresh",
                    "player": player.value,
                    "turn": refresh.turn,
                    "measure": "life_cloth_lost",
                    "count": refresh.life_cloth_lost,
                    "probability": float(refreshes.life_burst_lost_probability),
                }


def deck_report(
    deck: DeckLike,
    request: StatsRequest,
    database: CardDatabase | None = None,
) -> StatsReport:
    """Every figure of the request for `deck`'s main deck.

    Raises GroupSyntaxError / UsageError for a malformed expression or hand, and
    UnknownCardError / AmbiguousCardError for a card reference that names no card / many.
    """
    cards = [card for card, copies in deck.main_deck for _ in range(copies)]
    if not cards:
        raise EmptyDeckError("the main deck is empty: there is nothing to draw")
    if request.at_least < 1:
        raise UsageError(f"--at-least must be 1 or more, not {request.at_least}")
    if request.turns < 1:
        raise UsageError(f"--turns must be 1 or more, not {request.turns}")
    distinct = list(dict.fromkeys(card for card, _ in deck.main_deck))
    context = GroupContext.of_deck(distinct, database, deck.groups)
    mulligan = MulliganRule.parse(request.keep, context)
    if request.groups:
        groups = [parse_group(expression, context) for expression in request.groups]
    else:
        groups = _default_groups(distinct, deck.groups, mulligan, context)
    decklist = deck.decklist
    path = getattr(decklist, "path", None)
    deck_format = getattr(decklist, "format", None)
    return build_report(
        cards,
        groups,
        mulligan,
        request,
        hand=_resolve_hand(request.hand, distinct, cards, context, request.setup),
        deck_name=getattr(decklist, "name", None),
        deck_path=shown_path(path) if path is not None else None,
        deck_format=str(getattr(deck_format, "value", deck_format)) if deck_format else None,
        card_data_version=database.data_version if database is not None else None,
    )


def build_report(
    cards: Sequence[Card],
    groups: Sequence[CardGroup],
    mulligan: MulliganRule,
    request: StatsRequest,
    *,
    hand: Sequence[Card] = (),
    deck_name: str | None = None,
    deck_path: str | None = None,
    deck_format: str | None = None,
    card_data_version: str | None = None,
) -> StatsReport:
    """The report for a main deck given as cards (one element per copy) and parsed groups."""
    setup = request.setup
    deck_size = len(cards)
    schedules = {
        player: play_schedule(deck_size, player, setup, max_turns=max(30, request.turns))
        for player in request.players
    }
    turns = {
        player: tuple(range(1, _last_turn(request.turns, deck_size, player, setup) + 1))
        for player in request.players
    }
    warnings: list[str] = []
    if deck_size != STANDARD_DECK_SIZE:
        warnings.append(
            f"the main deck has {deck_size} cards, not {STANDARD_DECK_SIZE}; "
            "the figures are for the deck as it is"
        )
    group_stats = []
    for group in groups:
        split = Split.of(cards, group.matches, mulligan.keeps)
        if split.group_size == 0:
            warnings.append(
                f"group {group.label!r} ({group.expression}) has no card in the main deck"
            )
        group_stats.append(_group_stats(group, split, request, turns))
    guard_split = Split.of(cards, GUARD.matches, mulligan.keeps)
    guard = GuardStats(
        guard_split.group_size,
        {
            player: tuple(
                TurnOdds(
                    turn, exact.held_at_opponent_turn(guard_split, turn, player, setup).at_least(1)
                )
                # Opponent's turns 1..N, N the last of the player's own turns shown.
                for turn in player_turns
            )
            for player, player_turns in turns.items()
        },
    )
    burst_split = Split.of(cards, LIFE_BURST.matches, mulligan.keeps)
    life_cloth = _life_cloth_stats(burst_split, mulligan, hand, setup)
    cloth_cards = setup.life_cloth_cards(deck_size)
    lost_probability = life_cloth.distribution.mean / cloth_cards if cloth_cards else Fraction(0)
    return StatsReport(
        deck_name=deck_name,
        deck_path=deck_path,
        deck_format=deck_format,
        card_data_version=card_data_version,
        deck_size=deck_size,
        mulligan=mulligan,
        at_least=request.at_least,
        turns=turns,
        groups=tuple(group_stats),
        guard=guard,
        life_cloth=life_cloth,
        refresh={p: RefreshStats(s, lost_probability) for p, s in schedules.items()},
        assumptions=_assumptions(mulligan, setup, turns, request.turns),
        warnings=tuple(warnings),
    )


def _last_turn(asked: int, deck_size: int, player: Player, setup: GameSetup) -> int:
    """The last turn of the draw tables: the one asked for, or the first refresh if earlier."""
    refresh = exact.last_exact_turn(deck_size, player, setup)
    return asked if refresh is None else min(asked, refresh)


def _group_stats(
    group: CardGroup, split: Split, request: StatsRequest, turns: Mapping[Player, tuple[int, ...]]
) -> GroupStats:
    k = request.at_least
    return GroupStats(
        group=group,
        copies=split.group_size,
        kept_by_mulligan=split.group_kept,
        opening=exact.opening_hand(split, request.setup),
        final=exact.final_hand(split, request.setup),
        draws={
            player: tuple(
                TurnOdds(turn, exact.drawn_by_turn(split, turn, player, request.setup).at_least(k))
                for turn in player_turns
            )
            for player, player_turns in turns.items()
        },
    )


def _life_cloth_stats(
    split: Split, mulligan: MulliganRule, hand: Sequence[Card], setup: GameSetup
) -> LifeClothStats:
    final = exact.final_hand(split, setup)
    by_hand = tuple(
        HandCase(in_hand, probability, exact.life_cloth_given_hand(split, in_hand, setup))
        for in_hand, probability in final.support()
    )
    given = None
    if hand:
        kept = [card for card in hand if mulligan.keeps(card)]
        bursts_kept = sum(1 for card in kept if LIFE_BURST.matches(card))
        given = GivenHand(
            tuple(hand),
            tuple(mulligan.returned(hand)),
            exact.life_cloth_given_opening_hand(split, bursts_kept, len(kept) - bursts_kept, setup),
        )
    return LifeClothStats(
        cards=setup.life_cloth_cards(split.deck_size),
        life_burst_cards=split.group_size,
        distribution=exact.life_cloth(split, setup),
        by_hand=by_hand,
        given_hand=given,
    )


def _default_groups(
    distinct: Sequence[Card],
    deck_groups: Mapping[str, frozenset[str]],
    mulligan: MulliganRule,
    context: GroupContext,
) -> list[CardGroup]:
    groups = [card_group(card) for card in distinct]
    groups.extend(parse_group(f"deck:{name}", context) for name in deck_groups)
    groups.extend([GUARD, LIFE_BURST])
    if not mulligan.is_keep_everything and mulligan.keep.expression not in {
        g.expression for g in groups
    }:
        groups.append(mulligan.keep)
    return groups


_COUNTED = re.compile(r"^\s*(\d+)\s*[x×]?\s+(\S.*)$", re.IGNORECASE)


def _resolve_hand(
    references: Sequence[str],
    distinct: Sequence[Card],
    cards: Sequence[Card],
    context: GroupContext,
    setup: GameSetup,
) -> list[Card]:
    """The cards of a specific opening hand, each checked against the main deck."""
    if not references:
        return []
    from deckcheck.cards.pool import CardDatabase

    in_deck = CardDatabase(tuple(distinct), "deck")
    hand: list[Card] = []
    for reference in references:
        counted = _COUNTED.match(reference)
        copies, name = (int(counted.group(1)), counted.group(2)) if counted else (1, reference)
        if counted and not in_deck.candidates(name) and in_deck.candidates(reference):
            copies, name = 1, reference  # a card whose name starts with a number
        found = in_deck.candidates(name)
        if not found:
            # A card of the database that the deck does not hold is a mistake in the hand;
            # a name that is no card at all is an unknown card.
            known = name_criterion(name, context)  # UnknownCardError if no card at all
            raise UsageError(f"--hand: {known.label!r} is not in the main deck")
        hand.extend([in_deck.lookup(name)] * copies)
    size = setup.opening_hand(len(cards))
    if len(hand) != size:
        raise UsageError(f"--hand names {len(hand)} cards; an opening hand has {size}")
    for card in dict.fromkeys(hand):
        if hand.count(card) > cards.count(card):
            raise UsageError(
                f"--hand holds {hand.count(card)} {card.name!r}; "
                f"the main deck has {cards.count(card)}"
            )
    return hand


def _assumptions(
    mulligan: MulliganRule, setup: GameSetup, turns: Mapping[Player, tuple[int, ...]], asked: int
) -> tuple[str, ...]:
    notes = [
        f"opening hand: {setup.hand_size} cards, the same going first or second",
        "mulligan: none"
        if mulligan.is_keep_everything
        else f"mulligan: {mulligan.label}; the returned cards are shuffled into the deck "
        "and as many are drawn, once",
        f"Life Cloth: the top {setup.life_cloth} cards of the deck after the mulligan",
        f"draws: {setup.first_turn_draw} card on the first player's first turn, "
        f"{setup.turn_draw} on every other turn; 'by turn N' counts the final hand and "
        "every card drawn up to turn N's draw phase",
        "Guard: a Guard card, once drawn, stays in the hand (never charged, discarded or used)",
        f"refresh: no card effects; each turn draws, charges {setup.ener_charges} card from the "
        f"hand to the Ener Zone and discards down to {setup.hand_limit} at the end phase; "
        "a refresh puts one Life Cloth into the trash",
    ]
    for player, player_turns in turns.items():
        if len(player_turns) < asked:
            notes.append(
                f"{player.label}: draws shown up to turn {len(player_turns)}, the first "
                "refresh; after it the deck is the player's trash, which depends on play"
            )
    return tuple(notes)


def _floats(distribution: Distribution) -> list[float]:
    return [float(p) for p in distribution.probabilities]


def _group_dict(stats: GroupStats, at_least: int) -> dict[str, Any]:
    return {
        "label": stats.group.label,
        "expression": stats.group.expression,
        "copies": stats.copies,
        "kept_by_mulligan": stats.kept_by_mulligan,
        "opening_hand": {
            "before_mulligan": float(stats.opening.at_least(at_least)),
            "after_mulligan": float(stats.final.at_least(at_least)),
            "distribution_before": _floats(stats.opening),
            "distribution_after": _floats(stats.final),
        },
        "drawn_by_turn": {
            player.value: [{"turn": o.turn, "probability": float(o.probability)} for o in odds]
            for player, odds in stats.draws.items()
        },
    }


def _life_cloth_dict(stats: LifeClothStats) -> dict[str, Any]:
    given = stats.given_hand
    return {
        "cards": stats.cards,
        "life_burst_cards": stats.life_burst_cards,
        "distribution": _floats(stats.distribution),
        "mean": float(stats.distribution.mean),
        "by_life_bursts_in_hand": [
            {
                "in_hand": case.in_hand,
                "probability": float(case.probability),
                "distribution": _floats(case.life_cloth),
                "mean": float(case.life_cloth.mean),
            }
            for case in stats.by_hand
        ],
        "given_hand": None
        if given is None
        else {
            "hand": [card.name for card in given.cards],
            "returned": [card.name for card in given.returned],
            "distribution": _floats(given.life_cloth),
            "mean": float(given.life_cloth.mean),
        },
    }


def _refresh_dict(stats: RefreshStats) -> dict[str, Any]:
    first = stats.first
    return {
        "first_refresh_turn": first.turn if first else None,
        "life_cloth_lost": first.life_cloth_lost if first else 0,
        "life_burst_lost_probability": float(stats.life_burst_lost_probability),
        "turns_simulated": stats.schedule.max_turns,
        "refreshes": [
            {
                "number": r.number,
                "turn": r.turn,
                "phase": r.phase.value,
                "new_deck": r.new_deck,
                "life_cloth_lost": r.life_cloth_lost,
                "life_cloth_left": r.life_cloth_left,
            }
            for r in stats.schedule.refreshes
        ],
    }
