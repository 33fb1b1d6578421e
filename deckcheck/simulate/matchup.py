"""A match prepared: two decks played against each other, game by game, and counted.

`MatchRequest` is what the user asks for; `prepare_match` turns it and two resolved decks
into a `Matchup`: frozen, picklable data from which any game of the match can be played
in any process (a `deckcheck.simulate.runner.Work`). Games go in pairs: games 2k - 1 and
2k share the seed derived from (master seed, k), deck A going first in the odd game and
deck B in the even one. The engine deals in seat order, so each deck gets the same
opening hand, Life Cloth and draws in both games of a pair: the luck of the deal and of
going first cancel out. Deck A always sits in seat 0; each agent's seed comes from the
pair's seed and its deck, so an agent plays both games of a pair with the same seed.

A `MatchRecorder` listens to a game and leaves a small `MatchTrace`; a `MatchTally`
counts traces in integers, mergeable in any order.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, NamedTuple

from deckcheck.agents.base import Agent, agent_seed, play
from deckcheck.cards.model import Card
from deckcheck.engine.events import Event, EventKind
from deckcheck.engine.game import Game, PlayerDeck
from deckcheck.engine.outcome import Outcome, OutcomeReason
from deckcheck.errors import UsageError
from deckcheck.formats.game import GameRules
from deckcheck.simulate.defaults import DEFAULT_KEEP, DEFAULT_SEED
from deckcheck.simulate.setup import agent_factory_of, index_cards, without_text
from deckcheck.simulate.tally import Failure
from deckcheck.stats.mulligan import MulliganRule

if TYPE_CHECKING:
    from deckcheck.cards.pool import CardDatabase
    from deckcheck.decks.model import Deck

# Enough games for a 95% interval of ±2 points at a 50% win rate: 1,200 seeds, each
# played twice (Wilson: 1.96 * sqrt(0.25 / 2400) = 0.020).
DEFAULT_MATCH_GAMES = 2400
DEFAULT_MATCH_AGENT = "heuristic"
DECKS = ("A", "B")

_TURN_LIMIT = OutcomeReason.TURN_LIMIT.value
_DECISION_LIMIT = OutcomeReason.DECISION_LIMIT.value


@dataclass(frozen=True)
class MatchRequest:
    """What a match plays: `games` (even: each seed twice), the master `seed`, the agents
    of deck A and deck B (built-in names or `module:Class`), the mulligan rule `keep` of
    both decks (as `deckcheck stats`), `turn_cap` (each player's turns after which a game
    is a draw; None: the format's rules) and `abilities` (False: every card as if it had
    no text)."""

    games: int = DEFAULT_MATCH_GAMES
    seed: int = DEFAULT_SEED
    agents: tuple[str, str] = (DEFAULT_MATCH_AGENT, DEFAULT_MATCH_AGENT)
    keep: str = DEFAULT_KEEP
    turn_cap: int | None = None
    abilities: bool = True

    def __post_init__(self) -> None:
        if self.games < 2 or self.games % 2:
            raise UsageError(
                f"--games {self.games}: a match plays each seed twice, once with each deck "
                "going first; give an even number of 2 or more"
            )
        if self.turn_cap is not None and self.turn_cap < 1:
            raise UsageError(f"--turn-cap must be 1 or more, not {self.turn_cap}")


class MatchTrace(NamedTuple):
    """One game of a match, as the tallies need it. Card indexes point into each deck's
    distinct cards (`Matchup.cards`)."""

    number: int
    a_first: bool
    winner: int  # 0 deck A, 1 deck B, -1 a draw
    reason: str  # an OutcomeReason value
    turns: int  # game turns begun (both players' turns)
    decisions: int
    seen: tuple[tuple[int, ...], tuple[int, ...]]  # each deck's cards drawn or played
    refresh_losses: tuple[int, int]  # Life Cloth each deck lost to refreshes


def _ignore(event: Event) -> None:
    pass


class MatchRecorder:
    """Which distinct cards of each deck were drawn (the opening hand included) or played
    (put onto the field, used or grown into), and the Life Cloth each deck lost to
    refreshes."""

    def __init__(self, game: Game, instance_card: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
        self.game = game
        first, second = instance_card
        offset = len(first)
        # For each card instance of the game: (deck, index of its card).
        self.owner_card = [(0, card) for card in first] + [(1, card) for card in second]
        self.seen: tuple[set[int], set[int]] = (set(), set())
        self.refresh_losses = [0, 0]
        self.offset = offset
        handlers: dict[EventKind, Callable[[Event], None]] = {
            EventKind.DREW: self._seen,
            EventKind.ENTERED_FIELD: self._seen,
            EventKind.USED: self._used,
            EventKind.GREW: self._seen,
            EventKind.REFRESHED: self._refreshed,
        }
        table: list[Callable[[Event], None]] = [_ignore] * len(EventKind)
        for kind, handler in handlers.items():
            table[kind] = handler
        game.listen(handlers, lambda event: table[event.kind](event))

    def _seen(self, event: Event) -> None:
        deck, card = self.owner_card[event.card]
        self.seen[deck].add(card)

    def _used(self, event: Event) -> None:
        if event.a < 0:  # a card used, not an [Action] ability of one
            self._seen(event)

    def _refreshed(self, event: Event) -> None:
        if event.a:
            self.refresh_losses[event.player] += event.a

    def trace(self, number: int, outcome: Outcome) -> MatchTrace:
        game = self.game
        # The LRIGs the setup put into the LRIG zones are on the field in every game,
        # though no event announced them.
        for player in game.players:
            for stack in player.lrig:
                for card in stack:
                    deck, index = self.owner_card[card]
                    self.seen[deck].add(index)
        return MatchTrace(
            number=number,
            a_first=game.first_player == 0,
            winner=-1 if outcome.winner is None else outcome.winner,
            reason=outcome.reason.value,
            turns=outcome.turns,
            decisions=game.decisions,
            seen=(tuple(sorted(self.seen[0])), tuple(sorted(self.seen[1]))),
            refresh_losses=(self.refresh_losses[0], self.refresh_losses[1]),
        )


@dataclass
class DeckCards:
    """Per distinct card of one deck: games in which it was drawn or played, and the
    deck's wins in those games."""

    seen: Counter[int] = field(default_factory=Counter)
    wins: Counter[int] = field(default_factory=Counter)

    def merge(self, other: DeckCards) -> None:
        self.seen.update(other.seen)
        self.wins.update(other.wins)


@dataclass
class MatchTally:
    """A match's games counted in integers: deck A's wins, going first and second, the
    games' lengths and endings, and per card of each deck."""

    games: int = 0
    a_wins: int = 0
    b_wins: int = 0
    a_first_games: int = 0
    a_first_wins: int = 0  # deck A's wins in the games it went first
    b_first_wins: int = 0  # deck B's wins in the games it went first
    turn_cap: int = 0
    decision_cap: int = 0
    decked: int = 0  # won by damage after the loser lost Life Cloth to refreshes
    decisions: int = 0
    turns: Counter[int] = field(default_factory=Counter)  # game turns -> games
    cards: tuple[DeckCards, DeckCards] = field(default_factory=lambda: (DeckCards(), DeckCards()))
    failed: int = 0
    first_failure: Failure | None = None

    @property
    def draws(self) -> int:
        return self.games - self.a_wins - self.b_wins

    def add(self, trace: MatchTrace) -> None:
        self.games += 1
        winner = trace.winner
        if winner == 0:
            self.a_wins += 1
        elif winner == 1:
            self.b_wins += 1
        elif trace.reason == _TURN_LIMIT:
            self.turn_cap += 1
        elif trace.reason == _DECISION_LIMIT:
            self.decision_cap += 1
        if trace.a_first:
            self.a_first_games += 1
            self.a_first_wins += winner == 0
        else:
            self.b_first_wins += winner == 1
        if winner >= 0 and trace.refresh_losses[1 - winner]:
            self.decked += 1
        self.decisions += trace.decisions
        self.turns[trace.turns] += 1
        for deck, tally in enumerate(self.cards):
            tally.seen.update(trace.seen[deck])
            if winner == deck:
                tally.wins.update(trace.seen[deck])

    def fail(self, failure: Failure) -> None:
        self.failed += 1
        self._note_failure(failure)

    def merge(self, other: MatchTally) -> None:
        for name in _SUMS:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.turns.update(other.turns)
        for mine, theirs in zip(self.cards, other.cards, strict=True):
            mine.merge(theirs)
        if other.first_failure is not None:
            self._note_failure(other.first_failure)

    def _note_failure(self, failure: Failure) -> None:
        if self.first_failure is None or failure.game < self.first_failure.game:
            self.first_failure = failure


_SUMS = (
    "games",
    "a_wins",
    "b_wins",
    "a_first_games",
    "a_first_wins",
    "b_first_wins",
    "turn_cap",
    "decision_cap",
    "decked",
    "decisions",
    "failed",
)


@dataclass(frozen=True)
class Matchup:
    """Everything a worker needs to play any game of a match (`runner.Work`)."""

    rules: GameRules
    decks: tuple[PlayerDeck, PlayerDeck]
    agents: tuple[str, str]
    mulligans: tuple[MulliganRule, MulliganRule]
    seed: int
    games: int
    # Each deck's distinct cards (LRIG deck, then main deck) and, for each of its card
    # instances in the engine's order, the index of its card.
    cards: tuple[tuple[Card, ...], tuple[Card, ...]]
    instance_card: tuple[tuple[int, ...], tuple[int, ...]]
    abilities: bool
    # The text of each `file.py:Class` agent's file (None for other agents): a worker on
    # another computer plays the agent from it.
    agent_codes: tuple[str | None, str | None] = (None, None)

    @property
    def turn_cap(self) -> int:
        """Each player's turns after which a game is a draw."""
        return self.rules.max_turns // 2

    @property
    def parallel_min_games(self) -> int:
        """A search agent's game takes seconds: a worker is worth it for two of them."""
        searching = any(spec.lower().startswith("search") for spec in self.agents)
        return 2 if searching else 50

    def game_seed(self, number: int) -> int:
        """The seed of game `number` (from 1): both games of a pair share it."""
        pair = (number + 1) // 2
        digest = hashlib.sha256(f"deckcheck-match:{self.seed}:{pair}".encode()).digest()
        return int.from_bytes(digest[:8], "big")

    def new_game(
        self, number: int, *, log: bool = False
    ) -> tuple[Game, MatchRecorder, list[Agent]]:
        """Game `number` set up and waiting for its first decision: deck A goes first in
        odd games, deck B in even ones."""
        seed = self.game_seed(number)
        first = 0 if number % 2 else 1
        game = Game(self.rules, self.decks, seed, log=log, first_player=first)
        recorder = MatchRecorder(game, self.instance_card)
        agents = [
            agent_factory_of(spec, self.agent_codes[deck])(
                seed=agent_seed(seed, deck), mulligan=self.mulligans[deck]
            )
            for deck, spec in enumerate(self.agents)
        ]
        return game, recorder, agents

    def play_game(self, number: int, *, log: bool = False) -> tuple[Game, MatchTrace]:
        game, recorder, agents = self.new_game(number, log=log)
        outcome = play(game, agents)
        return game, recorder.trace(number, outcome)

    def new_tally(self) -> MatchTally:
        return MatchTally()

    def tally_games(self, first: int, last: int) -> MatchTally:
        """Games `first` to `last` (inclusive), counted. A game that raises (a bug in the
        engine, a card's ability or an agent) is counted as failed; the others go on."""
        from deckcheck.simulate.runner import failure

        tally = MatchTally()
        for number in range(first, last + 1):
            try:
                trace = self.play_game(number)[1]
            except Exception as error:
                tally.fail(failure(number, error))
                continue
            tally.add(trace)
        return tally


def prepare_match(
    decks: Sequence[Deck],
    request: MatchRequest,
    rules: GameRules,
    database: CardDatabase | None = None,
) -> Matchup:
    """The match of `decks` (A, B). Raises UsageError for an unknown agent or a malformed
    mulligan expression, UnknownCardError for a mulligan expression naming no card."""
    from deckcheck.agents.registry import agent_code
    from deckcheck.stats.groups import GroupContext

    codes = (agent_code(request.agents[0]), agent_code(request.agents[1]))
    for spec, code in zip(request.agents, codes, strict=True):
        agent_factory_of(spec.strip(), code)  # an unknown agent fails before any game
    strip = (lambda card: card) if request.abilities else without_text
    players: list[PlayerDeck] = []
    cards: list[tuple[Card, ...]] = []
    instance_card: list[tuple[int, ...]] = []
    mulligans: list[MulliganRule] = []
    for deck in decks:
        lrig = tuple(strip(card) for card in deck.lrig_cards())
        main = tuple(strip(card) for card in deck.main_cards())
        players.append(PlayerDeck(lrig, main))
        distinct, indexes = index_cards(lrig + main)
        cards.append(distinct)
        instance_card.append(indexes)
        context = GroupContext.of_deck(list(dict.fromkeys(main)), database, deck.groups)
        mulligans.append(MulliganRule.parse(request.keep, context))
    if request.turn_cap is not None:
        rules = replace(rules, max_turns=2 * request.turn_cap)
    return Matchup(
        rules=rules,
        decks=(players[0], players[1]),
        agents=(request.agents[0].strip(), request.agents[1].strip()),
        mulligans=(mulligans[0], mulligans[1]),
        seed=request.seed,
        games=request.games,
        cards=(cards[0], cards[1]),
        instance_card=(instance_card[0], instance_card[1]),
        abilities=request.abilities,
        agent_codes=codes,
    )
