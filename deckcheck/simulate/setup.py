"""A goldfish run prepared: the request, the two decks as the engine plays them, the agents.

`GoldfishRequest` is what the user asks for; `prepare` turns it and a resolved deck into
a `Simulation`: frozen, picklable data from which any game of the run can be played in
any process. Game N's seed is derived from (master seed, N) alone, and each agent's from
the game seed (`agent_seed`), so a game is the same whichever worker plays it.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from deckcheck.agents.base import Agent, agent_seed
from deckcheck.cards.model import Card, CardType, Color
from deckcheck.engine.game import Game, PlayerDeck
from deckcheck.errors import UsageError
from deckcheck.formats.game import GameRules
from deckcheck.simulate.defaults import DEFAULT_AGENT, DEFAULT_GAMES, DEFAULT_KEEP, DEFAULT_SEED
from deckcheck.simulate.tally import CardFacts, RunTally
from deckcheck.simulate.trace import Recorder
from deckcheck.stats.mulligan import MulliganRule

if TYPE_CHECKING:
    from deckcheck.agents.registry import AgentFactory
    from deckcheck.cards.pool import CardDatabase
    from deckcheck.decks.model import Deck


# The default opponent's Life Cloth: cards with no Life Burst, no text, nothing to do.
BLANK_LIFE_CLOTH = Card(
    id="goldfish:life-cloth",
    name="(blank Life Cloth)",
    pool="goldfish",
    type=CardType.SIGNI,
    colors=(Color.COLORLESS,),
    numbers=("goldfish",),
)


@dataclass(frozen=True)
class GoldfishRequest:
    """What a goldfish run plays.

    `agent`: a built-in agent name or `module:Class` (`deckcheck.agents.registry`);
    `keep`: the mulligan rule's group expression (`all`: no mulligan), as in
    `deckcheck stats`; `abilities` False plays every card as if it had no text (no
    abilities, no keywords; the Guard and Life Burst icons stay); `turn_cap`: the
    deck's own turns after which a game is a draw (None: the format's rules).
    """

    games: int = DEFAULT_GAMES
    seed: int = DEFAULT_SEED
    agent: str = DEFAULT_AGENT
    keep: str = DEFAULT_KEEP
    abilities: bool = True
    turn_cap: int | None = None

    def __post_init__(self) -> None:
        if self.games < 1:
            raise UsageError(f"--games must be 1 or more, not {self.games}")
        if self.turn_cap is not None and self.turn_cap < 1:
            raise UsageError(f"--turn-cap must be 1 or more, not {self.turn_cap}")


@dataclass(frozen=True)
class Simulation:
    """Everything a worker needs to play any game of a run."""

    rules: GameRules
    deck: PlayerDeck
    opponent: PlayerDeck
    agent: str
    mulligan: MulliganRule
    seed: int
    games: int
    # The deck's distinct cards (LRIG deck, then main deck), and for each card instance
    # of player 0 (ids 0, 1, ... in the engine's order) the index of its card.
    cards: tuple[Card, ...]
    instance_card: tuple[int, ...]
    opponent_cards: tuple[Card, ...]
    opponent_instance_card: tuple[int, ...]
    goldfish: bool
    abilities: bool
    # The text of the agent's file for a `file.py:Class` agent: a worker on another
    # computer plays the agent from it.
    agent_code: str | None = None

    @property
    def turn_cap(self) -> int:
        """The deck's own turns after which a game is a draw."""
        return self.rules.max_turns // 2

    # A goldfish game takes about 2 ms: a worker is worth starting for 200 of them.
    parallel_min_games = 200

    def new_tally(self) -> RunTally:
        return RunTally()

    def tally_games(self, first: int, last: int) -> RunTally:
        """Games `first` to `last`, counted (`deckcheck.simulate.runner.Work`)."""
        from deckcheck.simulate.runner import tally_games

        return tally_games(self, first, last)

    def card_facts(self) -> CardFacts:
        """What the tallies need to know of the deck's cards."""
        keeps = self.mulligan.keeps
        return CardFacts(
            life_burst=tuple(card.life_burst for card in self.cards),
            kept=tuple(keeps(card) for card in self.cards),
        )

    def game_seed(self, number: int) -> int:
        """The seed of game `number` (from 1): from the master seed and the number alone."""
        return derived_seed(self.seed, number)

    def new_game(self, number: int, *, log: bool = False) -> tuple[Game, Recorder, list[Agent]]:
        """Game `number` set up and waiting for its first decision, with its recorder and
        its two agents."""
        seed = self.game_seed(number)
        game = Game(self.rules, (self.deck, self.opponent), seed, log=log)
        # The game waits at its first decision (the Center, or the mulligan): nothing the
        # recorder counts has happened yet.
        recorder = Recorder(game, self.instance_card, self.opponent_instance_card)
        deck_agent = agent_factory_of(self.agent, self.agent_code)(
            seed=agent_seed(seed, 0), mulligan=self.mulligan
        )
        return game, recorder, [deck_agent, opponent_agent(agent_seed(seed, 1))]


def derived_seed(master: int, number: int) -> int:
    digest = hashlib.sha256(f"deckcheck-goldfish:{master}:{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@cache
def agent_factory_of(spec: str, code: str | None = None) -> AgentFactory:
    from deckcheck.agents.registry import agent_factory

    return agent_factory(spec, code)


def opponent_agent(seed: int) -> Agent:
    """The opponent: takes no action of its own; keeps its hand, uses every Life Burst, and
    answers the choices inside its effects as the heuristic agent would."""
    from deckcheck.agents.heuristic import HeuristicAgent
    from deckcheck.agents.scripted import IdleAgent

    return IdleAgent(seed, answer=HeuristicAgent(seed).choose)


def without_text(card: Card) -> Card:
    """The card as if it had no text: no abilities (nor their definitions and English) and
    no keywords; the Guard and Life Burst icons stay."""
    if not card.ability_data and not card.abilities and not card.keywords:
        return card
    return replace(
        card, ability_data=(), abilities=(), definitions=(), ability_text=(), keywords=()
    )


def prepare(
    deck: Deck,
    request: GoldfishRequest,
    rules: GameRules,
    *,
    database: CardDatabase | None = None,
    opponent: Deck | None = None,
) -> Simulation:
    """The simulation of `deck` against a goldfish (or against `opponent`'s Life Cloth).

    Raises UsageError for an unknown agent or a malformed mulligan expression, and
    UnknownCardError for a mulligan expression naming no card.
    """
    from deckcheck.agents.registry import agent_code
    from deckcheck.stats.groups import GroupContext

    code = agent_code(request.agent)
    agent_factory_of(request.agent.strip(), code)  # an unknown agent fails before any game
    strip = (lambda card: card) if request.abilities else without_text
    lrig = [strip(card) for card in deck.lrig_cards()]
    main = [strip(card) for card in deck.main_cards()]
    cards, instance_card = index_cards(lrig + main)
    context = GroupContext.of_deck(list(dict.fromkeys(main)), database, deck.groups)
    mulligan = MulliganRule.parse(request.keep, context)
    if opponent is None:
        opponent_deck = PlayerDeck((), (), life=(BLANK_LIFE_CLOTH,) * rules.life_cloth)
    else:
        opponent_deck = PlayerDeck(
            tuple(strip(card) for card in opponent.lrig_cards()),
            tuple(strip(card) for card in opponent.main_cards()),
        )
    opponent_cards, opponent_instance_card = index_cards(
        [*opponent_deck.lrig, *opponent_deck.main, *opponent_deck.life]
    )
    if request.turn_cap is not None:
        rules = replace(rules, max_turns=2 * request.turn_cap)
    return Simulation(
        rules=rules,
        deck=PlayerDeck(tuple(lrig), tuple(main)),
        opponent=opponent_deck,
        agent=request.agent.strip(),
        mulligan=mulligan,
        seed=request.seed,
        games=request.games,
        cards=cards,
        instance_card=instance_card,
        opponent_cards=opponent_cards,
        opponent_instance_card=opponent_instance_card,
        goldfish=opponent is None,
        abilities=request.abilities,
        agent_code=code,
    )


def index_cards(instances: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    """The distinct cards in first-seen order, and each instance's index among them."""
    index: dict[str, int] = {}
    distinct: list[Card] = []
    for card in instances:
        if card.id not in index:
            index[card.id] = len(distinct)
            distinct.append(card)
    return tuple(distinct), tuple(index[card.id] for card in instances)


def deck_hash(deck: Deck) -> str:
    """A content hash of the deck's cards (ids and copies, in no particular order): the
    same deck written as YAML or text, in any order, has the same hash."""
    counts: Counter[str] = Counter()
    for section, entries in (("lrig", deck.lrig_deck), ("main", deck.main_deck)):
        for card, copies in entries:
            counts[f"{section}:{card.id}"] += copies
    lines = sorted(f"{key}:{copies}" for key, copies in counts.items())
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
