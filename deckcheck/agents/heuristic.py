"""The heuristic agent: plays a deck the way a sensible player would, without lookahead.

It sees only its observation and the legal actions, and follows a few plain priorities:

- **Setup.** The Center LRIG is the level 0 LRIG with the most LRIGs of its type in the
  LRIG deck (the one the deck grows); the mulligan applies a `MulliganRule`.
- **Ener phase.** Charges one card each turn: the hand card it needs least, preferring a
  card that pays a colour its coming costs lack (the next grows of the Center, and the
  Assist LRIGs, PIECEs, ARTS and SPELLs it means to use). It keeps the SIGNI it plans to
  play this turn unless the next grow cannot be paid otherwise, and charges a weak SIGNI
  from the field instead when every SIGNI zone is full and the hand holds a stronger one
  that can take its place.
- **Grow phase.** Grows every turn it can (into the LRIG with the largest limit).
- **Main phase.** Fills its SIGNI zones with the hand SIGNI that put the most SIGNI on the
  field within level and limit, then the most power; strongest first, in front of an
  empty zone (direct damage) or else of a SIGNI it can beat. Then puts a [Rise] SIGNI on
  top of the SIGNI it gains the most power over, if any. It grows Assist LRIGs and
  uses SPELLs, PIECEs and ARTS only when they have an encoded effect (a card whose text
  is not encoded does nothing) and paying leaves the Ener for the Center's next grow;
  [Action] abilities likewise, at most once a turn each, never one that costs downing
  or trashing its own card. What it may also use in the attack phase (an Assist LRIG,
  PIECE or ARTS with that use timing) it keeps for the opponent's turn. It never retires.
- **Attack phase.** Attacks with every SIGNI (those in front of an empty zone first),
  then with the Center LRIG.
- **Defence.** In the opponent's attack phase (its defense step; classic: the second
  ARTS use step) it uses what it kept, when the opponent has an upped SIGNI or Center to
  attack with; in a Spell Cut-In window, what it can use. Its targets among the
  opponent's SIGNI are first those that would deal damage (in front of its own empty
  zone, and upped in the opponent's turn), then the strongest. It guards every LRIG
  attack it can, and holds on to its Guard cards: one of its last two in hand is worth
  more than any other card it could charge or discard. (Measured against the agent
  before it, `OffensiveAgent`: guarding only the lethal attack or at low Life Cloth
  lost more games than guarding every time; keeping Guard cards and answering in the
  opponent's turn each won more; placing SIGNI in front of the strongest SIGNI they
  can beat, to stop that attacker, won no more than placing them for damage.
  `benchmarks/bench_strength.py`.)
- **Answers.** Uses every Life Burst and every "you may"; targets the opponent's SIGNI
  as above, or its own best card; pays Ener with the cards whose colours its coming
  costs need least (never downing the Center LRIG for Harmony when another LRIG will
  do); discards the card it needs least.

`HeuristicAgent(seed, mulligan)`: the seed is accepted for the common agent interface;
the policy itself is deterministic. `OffensiveAgent` is the policy before it defended
(it uses nothing in the opponent's turn, targets the strongest SIGNI and values a Guard
card like any SIGNI); `GreedyAgent` spends its Ener without saving for grows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from operator import itemgetter

from deckcheck.agents.native import mypyc_attr
from deckcheck.agents.scripted import MulliganAgent, first_of
from deckcheck.engine.abilities import NO_COST, CostVector
from deckcheck.engine.actions import Action, ActionKind, DecisionKind
from deckcheck.engine.carddefs import CardDef, card_def
from deckcheck.engine.constants import KW, CardKind, Phase, Timing
from deckcheck.engine.costs import can_complete
from deckcheck.engine.observation import Observation
from deckcheck.stats.mulligan import MulliganRule

_ALL_COLORS = 0b11111
# Keep values: how much the agent wants to hold a card (it charges and discards the least).
_PLANNED = 100.0  # a SIGNI it plans to put onto the field this turn
_USEFUL_SPELL = 40.0
_DEAD_SPELL = 2.0  # a SPELL with no encoded effect does nothing when used
_COLOR_BONUS = 30.0  # charging a card that pays a colour the coming costs lack


# A defending agent holds on to its Guard cards: one of the last this many in hand is
# worth this much more (it is charged and discarded last).
_GUARDS_KEPT = 2
_KEEP_GUARD = 25.0

# The entries a memo of the agent keeps before a new turn empties it.
_MEMO_KEPT = 64

_SKIP = first_of(ActionKind.SKIP)
_END_MAIN = first_of(ActionKind.END_MAIN)
_PASS = first_of(ActionKind.PASS)
_USES = frozenset(
    {ActionKind.ASSIST_GROW, ActionKind.USE_PIECE, ActionKind.USE_ARTS, ActionKind.USE_SPELL}
)


def add_costs(first: CostVector, second: CostVector) -> CostVector:
    return (
        first[0] + second[0],
        first[1] + second[1],
        first[2] + second[2],
        first[3] + second[3],
        first[4] + second[4],
        first[5] + second[5],
        first[6] + second[6],
    )


def has_effect(definition: CardDef) -> bool:
    """Whether using the card (or growing into it) does anything: an encoded ability."""
    return bool(definition.card.abilities)


# The power and the level of a (power, level, card) candidate of `signi_plan`.
_POWER_OF = itemgetter(0)
_LEVEL_OF = itemgetter(1)


# `keep_value`'s plan when none counts (read only).
_NOTHING_PLANNED: dict[CardDef, int] = {}


def _counted(definitions: Iterable[CardDef]) -> dict[CardDef, int]:
    """How many of each card: a Counter's counts, without Counter's Python-level
    constructor (a compiled loop; this runs at most decisions)."""
    counts: dict[CardDef, int] = {}
    for definition in definitions:
        counts[definition] = counts.get(definition, 0) + 1
    return counts


@mypyc_attr(allow_interpreted_subclasses=True)
class HeuristicAgent(MulliganAgent):
    # Whether a use must leave the Ener for the Center's next grow.
    saves_for_grow = True
    # Whether it defends (answers in the opponent's turn, targets the attackers that would
    # deal damage, holds on to its Guard cards); the agent before it is `OffensiveAgent`.
    defends = True

    def __init__(
        self,
        seed: int = 0,
        mulligan: MulliganRule | None = None,
        *,
        seen: dict[int, CardDef] | None = None,
    ) -> None:
        super().__init__(seed, mulligan)
        # What each card instance seen so far is (an instance is always the same card, in
        # a game and in its copies: agents playing copies of one game may share it).
        self._seen: dict[int, CardDef] = {} if seen is None else seen
        # [Action] abilities used this turn, to use each at most once a turn.
        self._used: set[tuple[int, int]] = set()
        self._used_turn = -1
        # Figures of a position remembered by what they are computed from (the cards'
        # definitions being fixed, as for `_seen`), and asked again at most decisions of a
        # turn: the LRIG deck's part of `demand` by (Center, its level, LRIG deck), as
        # `lrig_deck_costs` reads nothing else; the LRIG deck's definitions by its cards;
        # `next_lrig` by (LRIG deck, Center, its level). Being keyed by all they read,
        # they stay right from turn to turn (the LRIG deck the last grow left is the one
        # the next Ener phase sees): a new turn (`choose`) empties only those grown past
        # `_MEMO_KEPT` entries.
        self._lrig_demands: dict[tuple[int, int, tuple[int, ...]], list[int]] = {}
        self._lrig_decks: dict[tuple[int, ...], list[CardDef]] = {}
        self._next_lrigs: dict[tuple[tuple[int, ...], int, int], CardDef | None] = {}
        self._memo_turn = -1

    def choose(self, observation: Observation, legal_actions: Sequence[Action]) -> Action:
        decision = observation.decision
        handler = _HANDLERS.get(decision.kind) if decision is not None else None
        if observation.turn != self._memo_turn:
            self._memo_turn = observation.turn
            for memo in (self._lrig_demands, self._lrig_decks, self._next_lrigs):
                if len(memo) > _MEMO_KEPT:
                    memo.clear()
        if handler is None:  # trigger order, modes, which LRIG a rule removes: the first
            return legal_actions[0]
        return handler(self, _Position(self, observation), legal_actions)

    @property
    def seen_cards(self) -> dict[int, CardDef]:
        """The card instances it has seen, by id (`seen=` of another agent of the game)."""
        return self._seen

    def definition(self, observation: Observation, card: int) -> CardDef:
        """The CardDef of a card instance the agent sees (or has seen)."""
        found = self._seen.get(card)
        if found is None:
            found = self._seen[card] = card_def(observation.card(card))
        return found

    # ------------------------------------------------------------ setup

    def _center(self, at: _Position, actions: Sequence[Action]) -> Action:
        """The level 0 LRIG whose type has the most LRIGs in the LRIG deck: the deck's Center."""
        lrigs = [d for d in at.lrig_deck if d.kind == CardKind.LRIG]

        def line_length(action: Action) -> int:
            types = at.definition(action.a).lrig_types
            return sum(1 for d in lrigs if d.lrig_types & types)

        return max(actions, key=line_length)

    def _mulligan(self, at: _Position, actions: Sequence[Action]) -> Action:
        return self.mulligan_action(at.obs, actions)

    # ------------------------------------------------------------ Ener and grow

    def _ener(self, at: _Position, actions: Sequence[Action]) -> Action:
        field_charge = self._field_charge(at, actions)
        if field_charge is not None:
            return field_charge
        hand = at.hand
        planned = at.planned(at.level_after_grow, at.limit_after_grow)
        missing = at.missing_colors()
        best: Action | None = None
        best_score = 0.0
        for action in actions:
            if action.kind != ActionKind.ENER_CHARGE or action.a not in hand:
                continue
            definition = at.definition(action.a)
            score = at.keep_value(definition, planned)
            if missing & at.obs.pay_colors(action.a):
                score -= _COLOR_BONUS
            if best is None or score < best_score:
                best, best_score = action, score
        if best is None or (best_score >= _PLANNED - _COLOR_BONUS and not at.next_grow_short()):
            # Nothing to charge, or every card is one it plays this turn while the next
            # grow is paid for anyway.
            return _SKIP(at.obs, actions)
        return best

    def _field_charge(self, at: _Position, actions: Sequence[Action]) -> Action | None:
        """The weakest SIGNI of a full field, when a stronger hand SIGNI can take its place."""
        field = at.field
        if any(card < 0 for card in field):
            return None
        obs = at.obs
        powers = [obs.power(card) for card in field]
        weakest_power = min(powers)
        weakest = field[powers.index(weakest_power)]
        room = at.limit_after_grow - at.field_levels + obs.level(weakest)
        highest = min(at.level_after_grow, room)
        for definition in at.hand_definitions:
            if (
                definition.kind == CardKind.SIGNI
                and definition.level <= highest
                and definition.power > weakest_power
            ):
                charge = Action(ActionKind.ENER_CHARGE, weakest)
                return charge if charge in actions else None
        return None

    def _grow(self, at: _Position, actions: Sequence[Action]) -> Action:
        grows = [action for action in actions if action.kind == ActionKind.GROW]
        if not grows:
            return actions[-1]
        return max(grows, key=lambda action: at.definition(action.a).limit)

    # ------------------------------------------------------------ main phase

    def _main(self, at: _Position, actions: Sequence[Action]) -> Action:
        self._new_turn(at.obs)
        # The actions sorted by kind in one pass: most main phase decisions offer no RESONA.
        resonas: list[Action] = []
        plays: list[Action] = []
        for action in actions:
            kind = action.kind
            if kind == ActionKind.PLAY_SIGNI:
                plays.append(action)
            elif kind == ActionKind.PLAY_RESONA:
                resonas.append(action)
        if resonas:
            # A RESONA as soon as its play condition can be paid, the highest level first:
            # the condition takes SIGNI of the field, and the zones it frees fill after.
            return max(resonas, key=lambda action: at.definition(action.a).level)
        if plays:
            play = self._best_play(at, plays) or self._best_rise(at, plays)
            if play is not None:
                return play
        use = self._useful_use(at, actions)
        if use is not None:
            return use
        return _END_MAIN(at.obs, actions)

    def _use_window(self, at: _Position, actions: Sequence[Action]) -> Action:
        """Its own turn's pre-attack (or ARTS use) step: what helps, else pass. In the
        opponent's turn (its defense step, a Spell Cut-In) it answers: an item usable in
        the attack phase, when the opponent has something to attack with (or a SPELL
        to cut into)."""
        obs = at.obs
        self._new_turn(obs)
        if obs.turn_player == at.me:
            use = self._useful_use(at, actions, defending=False)
            if use is not None:
                return use
        elif self.defends and (obs.phase != Phase.ATTACK or at.opponent_threatens):
            use = self._useful_use(at, actions, defending=True)
            if use is not None:
                return use
        return _PASS(obs, actions)

    def _useful_use(
        self, at: _Position, actions: Sequence[Action], defending: bool = False
    ) -> Action | None:
        """An Assist LRIG grow, PIECE, ARTS, SPELL or [Action] ability with an encoded
        effect, whose cost leaves the Ener for the Center's next grow. A defending agent
        keeps what it may use in the attack phase for the opponent's turn (`defending`
        True: that turn has come)."""
        for action in actions:
            kind = action.kind
            if kind == ActionKind.USE_ACTION:
                key = (action.a, action.b)
                if key in self._used or not self._worth_its_cost(at, action):
                    continue
                self._used.add(key)
                return action
            if kind not in _USES:
                continue
            definition = at.definition(action.a)
            if not has_effect(definition):
                continue
            if self.defends and not defending and definition.timing & Timing.ATTACK:
                continue  # kept for the opponent's attack phase
            cost = definition.grow_cost if kind == ActionKind.ASSIST_GROW else definition.cost
            if cost == NO_COST or can_complete(at.ener_masks, add_costs(cost, self._reserve(at))):
                return action
        return None

    def _reserve(self, at: _Position) -> CostVector:
        """The Ener a use must leave unspent."""
        return at.next_grow_cost if self.saves_for_grow else NO_COST

    def _worth_its_cost(self, at: _Position, action: Action) -> bool:
        """An [Action] ability whose cost neither downs nor trashes the card (it would not
        attack, or be gone) and leaves the Ener for the Center's next grow. A granted
        ability's cost is not printed on the card: it is used as it comes, once a turn."""
        printed = dict(at.definition(action.a).actions).get(action.b)
        if printed is None:
            return True
        cost = printed.cost
        if cost.down_self or cost.trash_self or cost.bottom_self or cost.exceed:
            return False
        ener = cost.ener
        if cost.trash_from_ener:
            ener = add_costs(ener, (0, 0, 0, 0, 0, cost.trash_from_ener, 0))
        return ener == NO_COST or can_complete(at.ener_masks, add_costs(ener, self._reserve(at)))

    def _new_turn(self, obs: Observation) -> None:
        if obs.turn != self._used_turn:
            self._used_turn = obs.turn
            self._used.clear()

    def _best_play(self, at: _Position, plays: Sequence[Action]) -> Action | None:
        """The strongest SIGNI of the best set to put onto the field, in its best zone."""
        plan = at.signi_plan(at.level, at.limit)
        if not plan:
            return None
        offered: dict[CardDef, list[Action]] = {}
        for action in plays:
            offered.setdefault(at.definition(action.a), []).append(action)
        for card in plan:  # strongest first
            choices = offered.get(at.definition(card))
            if choices:
                return at.best_zone(choices)
        return None

    def _best_rise(self, at: _Position, plays: Sequence[Action]) -> Action | None:
        """A [Rise] SIGNI on top of the SIGNI of its field it is the most stronger than
        (the SIGNI below goes under it), when it is stronger than one."""
        obs = at.obs
        best: tuple[int, tuple[int, int]] | None = None
        chosen = None
        for action in plays:
            definition = at.definition(action.a)
            if definition.rise is None:
                continue
            host = at.field[action.b]
            gain = definition.power - (obs.power(host) if host >= 0 else 0)
            key = (gain, at.zone_value(action))
            if gain > 0 and (best is None or key > best):
                best, chosen = key, action
        return chosen

    # ------------------------------------------------------------ attacks and answers

    def _attack(self, at: _Position, actions: Sequence[Action]) -> Action:
        attacks = [action for action in actions if action.kind == ActionKind.ATTACK]
        if not attacks:
            return actions[-1]
        return at.best_attack(attacks)

    def _payment(self, at: _Position, actions: Sequence[Action]) -> Action:
        """Pay with what its coming costs need least: never the Center LRIG when another
        LRIG will do (Harmony), and Ener whose colours are least in demand."""
        demand = at.demand()
        obs = at.obs
        # The demand for the colours of each mask offered (Ener cards share a few masks).
        wanted_by_mask: dict[int, int] = {}

        def cost_of_paying(action: Action) -> tuple[int, int]:
            card = action.a
            if card == at.center:
                return (1, 0)
            if not obs.can_see(card):
                return (0, 0)
            mask = obs.pay_colors(card)
            wanted = wanted_by_mask.get(mask)
            if wanted is None:
                wanted = wanted_by_mask[mask] = sum(demand[i] for i in range(5) if mask >> i & 1)
            return (0, wanted + (4 if mask == _ALL_COLORS else 0))

        payable = [action for action in actions if action.kind != ActionKind.CHOOSE_DONE]
        return min(payable, key=cost_of_paying) if payable else actions[0]

    def _choose(self, at: _Position, actions: Sequence[Action]) -> Action:
        """Targets and chosen cards: the opponent's strongest SIGNI, or its own best card."""
        obs = at.obs
        chosen = [a for a in actions if a.kind == ActionKind.CHOOSE and obs.can_see(a.a)]
        if not chosen:
            return actions[0]

        def value(action: Action) -> float:
            card = action.a
            definition = at.definition(card)
            if definition.kind == CardKind.SIGNI and at.on_field(card):
                threat = 50.0 if self.defends and at.is_threat(card) else 0.0
                return threat + obs.power(card) / 1000 + obs.level(card)
            return at.keep_value(definition, _NOTHING_PLANNED)

        return max(chosen, key=value)

    def _guard(self, at: _Position, actions: Sequence[Action]) -> Action:
        """Guards every LRIG attack it can, with the Guard card it needs least (measured:
        guarding only the lethal attack, or at low Life Cloth, loses more games)."""
        guards = [action for action in actions if action.kind == ActionKind.GUARD]
        if not guards:
            return actions[-1]
        if not self.defends or len(guards) == 1:
            return guards[0]
        planned = at.planned(at.level_after_grow, at.limit_after_grow)
        return min(guards, key=lambda a: at.keep_value(at.definition(a.a), planned))

    def _discard(self, at: _Position, actions: Sequence[Action]) -> Action:
        planned = at.planned(at.level_after_grow, at.limit_after_grow)
        return min(actions, key=lambda action: at.keep_value(at.definition(action.a), planned))

    def _zone(self, at: _Position, actions: Sequence[Action]) -> Action:
        """The SIGNI zone an effect puts a SIGNI into: as when it plays one."""
        return at.best_zone(actions)

    def _weakest(self, at: _Position, actions: Sequence[Action]) -> Action:
        return min(actions, key=lambda action: at.obs.power(action.a))


Handler = Callable[[HeuristicAgent, "_Position", Sequence[Action]], Action]


def _answer(kind: ActionKind) -> Handler:
    pick = first_of(kind)
    return lambda agent, at, actions: pick(at.obs, actions)


_HANDLERS: dict[DecisionKind, Handler] = {
    DecisionKind.CENTER: HeuristicAgent._center,
    DecisionKind.MULLIGAN: HeuristicAgent._mulligan,
    DecisionKind.ENER: HeuristicAgent._ener,
    DecisionKind.GROW: HeuristicAgent._grow,
    DecisionKind.MAIN: HeuristicAgent._main,
    DecisionKind.USE_WINDOW: HeuristicAgent._use_window,
    DecisionKind.SIGNI_ATTACK: HeuristicAgent._attack,
    DecisionKind.LRIG_ATTACK: HeuristicAgent._attack,
    DecisionKind.GUARD: HeuristicAgent._guard,
    DecisionKind.LIFE_BURST: _answer(ActionKind.USE_LIFE_BURST),
    DecisionKind.OPTIONAL: _answer(ActionKind.ACCEPT),
    DecisionKind.PAYMENT: HeuristicAgent._payment,
    DecisionKind.TARGET: HeuristicAgent._choose,
    DecisionKind.CHOOSE: HeuristicAgent._choose,
    DecisionKind.DISCARD: HeuristicAgent._discard,
    DecisionKind.RETIRE: _answer(ActionKind.RETIRE_DONE),
    DecisionKind.RULE_TRASH: HeuristicAgent._weakest,
    DecisionKind.ZONE: HeuristicAgent._zone,
}


class _Position:
    """The agent's reading of the position at one decision: each figure computed once,
    when a handler first asks for it (a property over an attribute of its own, None
    until then: compiled, that is a native attribute read)."""

    def __init__(self, agent: HeuristicAgent, obs: Observation) -> None:
        self.obs = obs
        self.agent = agent
        self.me = obs.player
        self._seen = agent._seen
        self._center: int | None = None
        self._level: int | None = None
        self._limit: int | None = None
        self._field: list[int] | None = None
        self._opponent_field: list[int] | None = None
        self._field_levels: int | None = None
        self._hand: list[int] | None = None
        self._hand_definitions: list[CardDef] | None = None
        self._lrig_deck_cards: tuple[int, ...] | None = None
        self._lrig_deck: list[CardDef] | None = None
        # `next_lrig` may be None: whether it is known yet.
        self._next_lrig_known = False
        self._next_lrig: CardDef | None = None
        self._grows_this_turn: bool | None = None
        self._limit_after_grow: int | None = None
        self._ener_masks: tuple[int, ...] | None = None
        self._guards_in_hand: int | None = None
        self._opponent_threatens: bool | None = None
        self._hand_copies: dict[CardDef, int] | None = None

    @property
    def center(self) -> int:
        if self._center is None:
            self._center = self.obs.center(self.me)
        return self._center

    @property
    def level(self) -> int:
        if self._level is None:
            center = self.center
            self._level = self.obs.level(center) if center >= 0 else 0
        return self._level

    @property
    def limit(self) -> int:
        if self._limit is None:
            self._limit = self.obs.limit(self.me)
        return self._limit

    @property
    def field(self) -> list[int]:
        if self._field is None:
            self._field = self.obs.signi(self.me)
        return self._field

    @property
    def opponent_field(self) -> list[int]:
        if self._opponent_field is None:
            self._opponent_field = self.obs.signi(self.obs.opponent)
        return self._opponent_field

    @property
    def field_levels(self) -> int:
        if self._field_levels is None:
            obs = self.obs
            self._field_levels = sum(obs.level(card) for card in self.field if card >= 0)
        return self._field_levels

    @property
    def hand(self) -> list[int]:
        if self._hand is None:
            self._hand = self.obs.hand()
        return self._hand

    @property
    def hand_definitions(self) -> list[CardDef]:
        """The CardDef of each card of the hand, in its order."""
        if self._hand_definitions is None:
            self._hand_definitions = [self.definition(card) for card in self.hand]
        return self._hand_definitions

    @property
    def lrig_deck_cards(self) -> tuple[int, ...]:
        if self._lrig_deck_cards is None:
            self._lrig_deck_cards = tuple(self.obs.lrig_deck())
        return self._lrig_deck_cards

    @property
    def lrig_deck(self) -> list[CardDef]:
        if self._lrig_deck is None:
            cards = self.lrig_deck_cards
            found = self.agent._lrig_decks.get(cards)
            if found is None:
                found = self.agent._lrig_decks[cards] = [self.definition(card) for card in cards]
            self._lrig_deck = found
        return self._lrig_deck

    @property
    def next_lrig(self) -> CardDef | None:
        """The LRIG the Center grows into next: one level higher, of its type, the
        largest limit."""
        if not self._next_lrig_known:
            self._next_lrig_known = True
            if self.center >= 0:
                key = (self.lrig_deck_cards, self.center, self.level)
                remembered = self.agent._next_lrigs
                if key in remembered:
                    self._next_lrig = remembered[key]
                else:
                    self._next_lrig = remembered[key] = self._find_next_lrig()
        return self._next_lrig

    def _find_next_lrig(self) -> CardDef | None:
        types = self.definition(self.center).lrig_types
        level = self.level + 1
        found: CardDef | None = None
        for d in self.lrig_deck:
            if (
                d.kind == CardKind.LRIG
                and d.level == level
                and d.lrig_types & types
                and (found is None or d.limit > found.limit)
            ):
                found = d
        return found

    @property
    def next_grow_cost(self) -> CostVector:
        following = self.next_lrig
        return following.grow_cost if following is not None else NO_COST

    @property
    def grows_this_turn(self) -> bool:
        """Whether this turn's grow is still to come and can be paid."""
        if self._grows_this_turn is None:
            following = self.next_lrig
            self._grows_this_turn = (
                following is not None
                and self.obs.turn_player == self.me
                and self.obs.phase <= Phase.GROW
                and can_complete(self.ener_masks, following.grow_cost)
            )
        return self._grows_this_turn

    @property
    def level_after_grow(self) -> int:
        """The Center's level once this turn's grow (if any) is done."""
        return self.level + 1 if self.grows_this_turn else self.level

    @property
    def limit_after_grow(self) -> int:
        if self._limit_after_grow is None:
            following = self.next_lrig
            if following is None or not self.grows_this_turn:
                self._limit_after_grow = self.limit
            else:
                center_limit = self.definition(self.center).limit
                self._limit_after_grow = self.limit + following.limit - center_limit
        return self._limit_after_grow

    @property
    def ener_masks(self) -> tuple[int, ...]:
        """The colours each card of its Ener Zone pays as."""
        if self._ener_masks is None:
            self._ener_masks = self.obs.ener_masks(self.me)
        return self._ener_masks

    def definition(self, card: int) -> CardDef:
        found = self._seen.get(card)
        return found if found is not None else self.agent.definition(self.obs, card)

    # ------------------------------------------------------------ what the Ener is for

    def lrig_deck_costs(self) -> list[CostVector]:
        """The grow costs of the Center's coming LRIGs, and the costs of the Assist LRIGs,
        PIECEs and ARTS of the LRIG deck that have an encoded effect."""
        types = self.definition(self.center).lrig_types if self.center >= 0 else frozenset()
        costs: list[CostVector] = []
        for d in self.lrig_deck:
            kind = d.kind
            if kind == CardKind.LRIG:
                if d.level > self.level and d.lrig_types & types:
                    costs.append(d.grow_cost)
            elif kind == CardKind.ASSIST_LRIG:
                if has_effect(d):
                    costs.append(d.grow_cost)
            elif kind in (CardKind.PIECE, CardKind.ARTS) and has_effect(d):
                costs.append(d.cost)
        return costs

    def demand(self) -> list[int]:
        """Cards of each colour (and colourless) the coming costs ask for: those of the
        LRIG deck (`lrig_deck_costs`) and of the SPELLs in hand that have an encoded
        effect."""
        # The LRIG deck's part is remembered by all `lrig_deck_costs` reads; the hand's
        # SPELLs (a few cards, most often none) are added at each call.
        key = (self.center, self.level, self.lrig_deck_cards)
        demands = self.agent._lrig_demands
        lrig_demand = demands.get(key)
        if lrig_demand is None:
            lrig_demand = demands[key] = [0] * 6
            for cost in self.lrig_deck_costs():
                for index in range(6):
                    lrig_demand[index] += cost[index]
        demand = list(lrig_demand)
        for d in self.hand_definitions:
            if d.kind == CardKind.SPELL and has_effect(d):
                cost = d.cost
                for index in range(6):
                    demand[index] += cost[index]
        return demand

    def missing_colors(self) -> int:
        """The colours (bit mask) the coming costs ask for more of than the Ener Zone pays."""
        demand = self.demand()
        masks = self.ener_masks
        missing = 0
        for index in range(5):
            paying = 0
            for mask in masks:
                if mask >> index & 1:
                    paying += 1
            if demand[index] > paying:
                missing |= 1 << index
        return missing

    def next_grow_short(self) -> bool:
        cost = self.next_grow_cost
        return cost != NO_COST and not can_complete(self.ener_masks, cost)

    # ------------------------------------------------------------ the field

    def signi_plan(self, level: int, limit: int) -> list[int]:
        """The hand SIGNI to put onto the field: the most SIGNI, then the most power,
        within the empty zones, the Center's `level` and the `limit`. Strongest first."""
        empty = 0
        for card in self.field:
            if card < 0:
                empty += 1
        room = limit - self.field_levels
        if not empty or room <= 0:
            return []
        highest = min(level, room)
        candidates: list[tuple[int, int, int]] = []
        copies: dict[tuple[int, int], int] = {}
        for card, d in zip(self.hand, self.hand_definitions, strict=True):
            # A [Rise] SIGNI fills no empty zone: it goes on top of a SIGNI (`_best_rise`).
            if d.kind == CardKind.SIGNI and 0 <= d.level <= highest and d.rise is None:
                key = (d.power, d.level)
                # More copies of one (power, level) than empty zones are never chosen.
                if copies.get(key, 0) < empty:
                    copies[key] = copies.get(key, 0) + 1
                    candidates.append((d.power, d.level, card))
        if not candidates:
            return []
        candidates.sort(reverse=True)
        for size in range(min(empty, len(candidates)), 0, -1):
            best_set = _strongest_set(candidates, size, room)
            if best_set:
                return [c[2] for c in best_set]
        return []

    @property
    def guards_in_hand(self) -> int:
        if self._guards_in_hand is None:
            obs = self.obs
            self._guards_in_hand = sum(1 for card in self.hand if obs.keywords(card) & KW.GUARD)
        return self._guards_in_hand

    @property
    def opponent_threatens(self) -> bool:
        """Whether the opponent has an upped SIGNI or Center LRIG to attack with."""
        if self._opponent_threatens is None:
            obs = self.obs
            attackers = [card for card in self.opponent_field if card >= 0]
            center = obs.center(obs.opponent)
            if center >= 0:
                attackers.append(center)
            self._opponent_threatens = any(not obs.is_downed(card) for card in attackers)
        return self._opponent_threatens

    def is_threat(self, card: int) -> bool:
        """An opponent's SIGNI that can still deal damage: upped, in front of an empty
        zone of this player's, in the opponent's turn (or any time in this player's own
        turn, where it would next turn)."""
        obs = self.obs
        opponent = obs.opponent
        row = self.opponent_field
        if card not in row:
            return False
        if obs.turn_player == opponent and obs.is_downed(card):
            return False
        return self.field[row.index(card)] < 0

    @property
    def hand_copies(self) -> dict[CardDef, int]:
        """The hand's cards, counted by card."""
        if self._hand_copies is None:
            self._hand_copies = _counted(self.hand_definitions)
        return self._hand_copies

    def on_field(self, card: int) -> bool:
        return card in self.field or card in self.opponent_field

    def zone_value(self, action: Action) -> tuple[int, int]:
        """Where to put the SIGNI `action.a` (zone `action.b`): in front of an empty zone
        first (direct damage), then of a SIGNI it can beat. (Measured: putting it in
        front of the strongest SIGNI it can beat first, to stop that attacker, won no
        more games, whether always or only when behind on Life Cloth.)"""
        obs = self.obs
        front = self.opponent_field[action.b]
        if front < 0:
            return (2, -action.b)
        # An effect may put a card onto the field from a hidden zone (the deck) before
        # anyone sees it: then only the empty zones are known to be good.
        power = self.definition(action.a).power if obs.can_see(action.a) else 0
        return (1 if power >= obs.power(front) else 0, -action.b)

    def attack_value(self, attacker: int) -> tuple[int, int]:
        """SIGNI in front of an empty zone first (damage), then those that win their battle."""
        if attacker not in self.field:
            return (0, 0)
        obs = self.obs
        power = obs.power(attacker)
        front = self.opponent_field[self.field.index(attacker)]
        if front < 0:
            return (2, power)
        return (1 if power >= obs.power(front) else 0, power)

    def best_zone(self, actions: Sequence[Action]) -> Action:
        """The first action of the highest `zone_value`. One in front of an empty zone
        outranks every other: when there is one, no SIGNI's power is read."""
        row = self.opponent_field
        in_front_of_empty = [action for action in actions if row[action.b] < 0]
        return max(in_front_of_empty or actions, key=self.zone_value)

    def best_attack(self, attacks: Sequence[Action]) -> Action:
        """The first attack of the highest `attack_value`. A SIGNI in front of an empty
        zone outranks every other attacker: when there is one, no battle is compared."""
        field = self.field
        row = self.opponent_field
        unblocked = [
            action for action in attacks if action.a in field and row[field.index(action.a)] < 0
        ]
        return max(unblocked or attacks, key=lambda action: self.attack_value(action.a))

    # ------------------------------------------------------------ the hand

    def planned(self, level: int, limit: int) -> dict[CardDef, int]:
        """The cards of `signi_plan`, counted by card."""
        return _counted(map(self.definition, self.signi_plan(level, limit)))

    def keep_value(self, definition: CardDef, planned: dict[CardDef, int]) -> float:
        """How much the agent wants to keep a card of its hand. A card that it plans to
        play this turn is worth most, unless the hand holds more copies than the plan."""
        if definition.kind == CardKind.SIGNI:
            copies_planned = planned.get(definition, 0)
            if copies_planned and copies_planned >= self.hand_copies.get(definition, 0):
                return _PLANNED + definition.power / 1000
            value = 20.0 + definition.power / 1000
            if definition.level <= self.level_after_grow:
                value += 10
            if definition.keywords & KW.GUARD:
                value += 3
                if self.agent.defends and self.guards_in_hand <= _GUARDS_KEPT:
                    value += _KEEP_GUARD
            return value
        if definition.kind == CardKind.SPELL:
            return _USEFUL_SPELL if has_effect(definition) else _DEAD_SPELL
        return 10.0


def _strongest_set(
    candidates: list[tuple[int, int, int]], size: int, room: int
) -> tuple[tuple[int, int, int], ...]:
    """Of the sets of `size` (power, level, card) candidates whose levels fit in `room`,
    the first (in `combinations` order) with the most power, then the fewest levels; ()
    when none fits. The sums of two and three candidates (a field has three SIGNI zones)
    are written out: this runs for every combination at most decisions."""
    best_power = best_levels = 0
    best_set: tuple[tuple[int, int, int], ...] = ()
    for chosen in combinations(candidates, size):
        if size == 3:
            first, second, third = chosen
            levels = first[1] + second[1] + third[1]
            if levels > room:
                continue
            power = first[0] + second[0] + third[0]
        elif size == 2:
            first, second = chosen
            levels = first[1] + second[1]
            if levels > room:
                continue
            power = first[0] + second[0]
        else:
            levels = sum(map(_LEVEL_OF, chosen))
            if levels > room:
                continue
            power = sum(map(_POWER_OF, chosen))
        if not best_set or power > best_power or (power == best_power and levels < best_levels):
            best_power, best_levels, best_set = power, levels, chosen
    return best_set


@mypyc_attr(allow_interpreted_subclasses=True)
class GreedyAgent(HeuristicAgent):
    """The heuristic agent that spends its Ener on every useful Assist grow, PIECE, ARTS,
    SPELL and [Action] ability as soon as it can pay, even when the Center then cannot
    grow next turn: how much does saving for the grows matter?"""

    saves_for_grow = False


@mypyc_attr(allow_interpreted_subclasses=True)
class OffensiveAgent(HeuristicAgent):
    """The heuristic agent before it learnt to defend: it guards with its first Guard card,
    uses nothing in the opponent's turn, targets the strongest SIGNI and values a Guard
    card like any SIGNI: the baseline the defending agent is measured against
    (`benchmarks/bench_strength.py`)."""

    defends = False
