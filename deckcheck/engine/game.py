"""A game of WIXOSS: setup, the turn structure, and the interface agents play through.

The game is one procedure (a generator) that runs the setup and then turn after turn,
and yields a `Decision` whenever a player must choose. `apply_action()` sends the
chosen action in and runs to the next decision. Decisions with a single legal action
are taken by the game itself (`skip_forced`), so agents only see real choices.

    game = Game(GameRules.diva(), [deck_a, deck_b], seed=7)
    while not game.is_terminal():
        game.apply_action(choose(game.observation(game.current_player()), game.legal_actions()))
    game.outcome()
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from deckcheck.cards.model import Card
from deckcheck.engine.abilities import Procedure
from deckcheck.engine.actions import Action, ActionKind, CardActions, Decision, DecisionKind
from deckcheck.engine.carddefs import CardDef, card_def
from deckcheck.engine.combat import Combat
from deckcheck.engine.constants import CardKind, Phase, Step, Timing, Zone
from deckcheck.engine.continuous import NEVER, Attribute, skip_bit
from deckcheck.engine.events import EventKind
from deckcheck.engine.log import LogCode, log_hash, render
from deckcheck.engine.observation import Observation
from deckcheck.engine.outcome import (
    GameOver,
    IllegalActionError,
    Outcome,
    OutcomeReason,
    TurnEnded,
)
from deckcheck.formats.game import AttackSteps, GameRules

_SKIP = Action(ActionKind.SKIP)
_RESONA = int(CardKind.RESONA)
_RESTRICTION = int(Attribute.RESTRICTION)
_UP_COST = int(Attribute.UP_COST)
_END_MAIN = Action(ActionKind.END_MAIN)
_MULLIGAN_DONE = Action(ActionKind.MULLIGAN_DONE)
_MULLIGAN_RETURN = CardActions(ActionKind.MULLIGAN_RETURN)
_ENER_CHARGE = CardActions(ActionKind.ENER_CHARGE)
# The decisions a game can be forked at (`Game.can_fork`).
FORKABLE_DECISIONS = frozenset(
    {
        DecisionKind.ENER,
        DecisionKind.GROW,
        DecisionKind.MAIN,
        DecisionKind.USE_WINDOW,
        DecisionKind.SIGNI_ATTACK,
        DecisionKind.LRIG_ATTACK,
        DecisionKind.GUARD,
    }
)


class DeckSource(Protocol):
    """Anything with the two halves of a deck as card lists (e.g. `deckcheck.decks.Deck`)."""

    def lrig_cards(self) -> list[Card]: ...

    def main_cards(self) -> list[Card]: ...


class PlayerDeck(NamedTuple):
    """A player's LRIG deck and main deck as lists of cards (copies repeated).

    `life`, when given, is put into the Life Cloth at setup instead of the top of the main
    deck: a goldfish opponent with a Life Cloth and no deck of its own.
    """

    lrig: Sequence[Card]
    main: Sequence[Card]
    life: Sequence[Card] = ()

    def lrig_cards(self) -> list[Card]:
        return list(self.lrig)

    def main_cards(self) -> list[Card]:
        return list(self.main)


@dataclass(frozen=True)
class GameRecord:
    """What reproduces a game: its rules, decks, seed and the actions the players chose."""

    rules: GameRules
    decks: tuple[PlayerDeck, PlayerDeck]
    seed: int
    actions: tuple[Action, ...]
    skip_forced: bool = True
    first_player: int | None = None

    def replay(self, *, log: bool = True) -> Game:
        return replay(
            self.seed,
            self.actions,
            self.rules,
            self.decks,
            log=log,
            skip_forced=self.skip_forced,
            first_player=self.first_player,
        )


class Game(Combat):
    """One game between two players, 0 and 1."""

    def __new__(cls, *args: object, **kwargs: object) -> Game:
        # `fork` makes its blank copy with `Game.__new__(Game)`; compiled by mypyc, a
        # class without a `__new__` of its own would run `__init__` there too.
        return super().__new__(cls)

    def __init__(
        self,
        rules: GameRules,
        decks: Sequence[DeckSource],
        seed: int,
        *,
        log: bool = True,
        skip_forced: bool = True,
        first_player: int | None = None,
        _layout: bool = False,
    ) -> None:
        """`first_player` None: the game tosses for it (with its seed), else it is given."""
        if len(decks) != 2:
            raise ValueError("a game needs two decks")
        player_decks = (_player_deck(decks[0]), _player_deck(decks[1]))
        defs: list[CardDef] = []
        owners: list[int] = []
        for player, deck in enumerate(player_decks):
            deck_defs = _deck_defs(deck)
            defs.extend(deck_defs)
            owners.extend([player] * len(deck_defs))
        super().__init__(rules, defs, owners, random.Random(seed), log)
        self.seed = seed
        self.decks = player_decks
        self.skip_forced = skip_forced
        if first_player not in (None, 0, 1):
            raise ValueError(f"the first player is 0 or 1, not {first_player}")
        self._first_player = first_player
        self.actions: list[Action] = []
        self.decisions = 0
        self._outcome: Outcome | None = None
        self._decision: Decision | None = None
        self._procedure: Procedure[None] | None = None
        if not _layout:
            index = 0
            for seat, deck in zip(self.players, player_decks, strict=True):
                for zone, cards in (
                    (Zone.LRIG_DECK, deck.lrig),
                    (Zone.DECK, deck.main),
                    (Zone.LIFE, deck.life),
                ):
                    # `place`, for a pile of a game being built, without a call per card.
                    pile = seat.piles[zone]
                    bit = 1 << zone
                    for _card in cards:
                        pile.append(index)
                        self.zone[index] = zone
                        active = bit & defs[index].ability_zones
                        if active:
                            self._activate(index, active)
                        index += 1
            self._start(self._play(Phase.UP, setup=True))

    # ------------------------------------------------------------ the interface

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the current player may take; empty when the game is over."""
        decision = self._decision
        return decision.options if decision is not None else ()

    @property
    def decision(self) -> Decision | None:
        """The pending decision (its kind and the card it is about), or None when over."""
        return self._decision

    def current_player(self) -> int:
        """The player who must choose now; -1 when the game is over."""
        decision = self._decision
        return decision.player if decision is not None else -1

    def apply_action(self, action: Action) -> None:
        """Take `action` for the current player and run the game to the next decision."""
        decision = self._decision
        if decision is None:
            raise IllegalActionError("the game is over")
        if action not in decision.options:
            raise IllegalActionError(f"{action} is not a legal action now")
        self.actions.append(action)
        self._advance(action)

    def is_terminal(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> Outcome | None:
        """Winner (or None for a draw), reason and turns; None while the game runs."""
        return self._outcome

    def observation(self, player: int) -> Observation:
        """What `player` may see: a read-only view (hidden zones hidden)."""
        return Observation(self, player)

    def record(self) -> GameRecord:
        return GameRecord(
            self.rules,
            self.decks,
            self.seed,
            tuple(self.actions),
            self.skip_forced,
            self._first_player,
        )

    def can_fork(self) -> bool:
        """Whether `fork()` can copy the game now: at the decisions taken between effects
        (Ener, grow, main phase, the attack phase's use windows, attacks and the guard),
        where the state alone says what happens next."""
        decision = self._decision
        if decision is None:
            return False
        if decision.kind == DecisionKind.USE_WINDOW:
            # A Spell Cut-In window waits inside a SPELL's use: not a point to start from.
            return self.phase == Phase.ATTACK
        return decision.kind in FORKABLE_DECISIONS

    def fork(self, seed: int | None = None) -> Game:
        """An independent copy of the game, waiting on the same decision: what a search
        plays continuations on. No log, no listeners; the same random generator state,
        or a new one seeded with `seed`. Raises ValueError where `can_fork()` is False."""
        decision = self._decision
        if decision is None or not self.can_fork():
            raise ValueError("a game can be forked only between effects (can_fork())")
        clone = Game.__new__(Game)
        self.copy_state_to(clone)
        if seed is None:
            clone.rng = random.Random(0)
            clone.rng.setstate(self.rng.getstate())
        else:
            clone.rng = random.Random(seed)
        clone.log = None
        clone.game = clone
        clone.seed = self.seed
        clone.decks = self.decks
        clone.skip_forced = self.skip_forced
        clone._first_player = self._first_player
        # A reseeded fork is a different game: its record starts empty.
        clone.actions = list(self.actions) if seed is None else []
        clone._outcome = None
        clone._decision = None
        # The resumed decision is counted again: count it once.
        clone.decisions = self.decisions - 1
        clone._start(clone._play(self.phase, setup=False, resume=decision))
        # The property, not `_decision`: mypy still takes that for the None set above, and
        # compiled, mypyc checks it is None.
        if clone.decision != decision:  # pragma: no cover - a bug in the resume points
            raise AssertionError(f"the fork waits on {clone.decision}, not on {decision}")
        return clone

    def _resume(self, decision: Decision) -> Procedure[None]:
        """A fork's first procedure: the rest of the phase from its pending decision."""
        kind = decision.kind
        if kind == DecisionKind.ENER:
            yield from self._ener_phase()
        elif kind == DecisionKind.GROW:
            yield from self._grow_phase()
        elif kind == DecisionKind.MAIN:
            yield from self._main_phase()
        else:
            window = 0 if decision.player == self.turn_player else 1
            yield from self._attack_phase(kind, window)

    def log_lines(self) -> list[str]:
        """The game log as readable lines (empty when the game was made with log=False)."""
        return render(self.log or (), self.name)

    def log_hash(self) -> str:
        """The sha256 of the rendered log: the game's determinism fingerprint."""
        return log_hash(self.log_lines())

    def describe(self, action: Action) -> str:
        return action.describe(self.name)

    # ------------------------------------------------------------ driving

    def _start(self, procedure: Procedure[None]) -> None:
        self._procedure = procedure
        self._advance(None)

    def _advance(self, action: Action | None) -> None:
        procedure = self._procedure
        assert procedure is not None
        limit = self.rules.max_decisions
        try:
            decision = next(procedure) if action is None else procedure.send(action)
            self.decisions += 1
            while self.skip_forced and len(decision.options) == 1:
                if self.decisions >= limit:
                    raise GameOver(None, OutcomeReason.DECISION_LIMIT)
                decision = procedure.send(decision.options[0])
                self.decisions += 1
            if self.decisions >= limit:
                raise GameOver(None, OutcomeReason.DECISION_LIMIT)
            self._decision = decision
        except GameOver as over:
            self._finish(over.winner, over.reason)

    def _finish(self, winner: int | None, reason: OutcomeReason) -> None:
        self._decision = None
        self._procedure = None
        if winner is None:
            self.note(LogCode.DRAW_GAME, -1, 0 if reason == OutcomeReason.TURN_LIMIT else 1)
        else:
            self.note(LogCode.WIN, winner)
        self._outcome = Outcome(winner, reason, min(self.turn, self.rules.max_turns))

    # ------------------------------------------------------------ the game

    def _play(
        self, first_phase: Phase, *, setup: bool, resume: Decision | None = None
    ) -> Procedure[None]:
        """The whole game: the setup (or, for a scenario, the position as given; for a
        fork, the decision `resume` of its original), then turn after turn until a
        GameOver ends it. One flat loop: every decision resumes through as few generator
        frames as possible."""
        if setup:
            yield from self._setup()
            self.turn_player = self.first_player
            self.turn = 0
            self._next_turn()
        elif resume is None:
            try:
                # A scenario's position: rule-based actions apply at once.
                yield from self.settle()
            except TurnEnded:
                self._turn_over()
                self._next_turn()
                first_phase = Phase.UP
        phases = (
            (Phase.UP, self._up_phase),
            (Phase.DRAW, self._draw_phase),
            (Phase.ENER, self._ener_phase),
            (Phase.GROW, self._grow_phase),
            (Phase.MAIN, self._main_phase),
            (Phase.ATTACK, self._attack_phase),
            (Phase.END, self._end_phase),
        )
        began = EventKind.PHASE_BEGAN
        while True:
            try:
                for phase, run in phases:
                    if phase < first_phase:
                        continue
                    if (
                        self.effects[_RESTRICTION]
                        and resume is None
                        and self.restricted(self.turn_player, skip_bit(phase))
                    ):
                        # Skipped ("Skip your grow phase"): it does not happen, nor begin
                        # (docs/engine-hooks.md, "Skipped phases").
                        continue
                    self.phase = phase
                    if resume is not None:
                        # A fork: its phase is under way; it waits where its original does.
                        point, resume = resume, None
                        yield from self._resume(point)
                        self.expire_phase(phase)
                        continue
                    self.step = Step.NONE
                    if self.watchers[began]:
                        self.emit(began, -1, self.turn_player, phase)
                        if self.pending[0] or self.pending[1]:
                            yield from self.settle()
                    yield from run()
                    self.expire_phase(phase)
            except TurnEnded:
                for queue in self.pending:
                    queue.clear()
            self._turn_over()
            self._next_turn()
            first_phase = Phase.UP

    def _setup(self) -> Procedure[None]:
        """en-2021-quick-start.txt, "Game Setup" (and classic-2014-beginner-guide.txt,
        "(i) Setup"): LRIGs face down, first player, shuffle and draw 5, one mulligan
        (the first player declares first, both redraw), 7 Life Cloth, reveal."""
        self.phase = Phase.SETUP
        for player in (0, 1):
            yield from self._place_lrigs(player)
        # The coin is tossed even when the first player is given, so that the deals do
        # not depend on it.
        tossed = self.rng.randrange(2)
        self.first_player = tossed if self._first_player is None else self._first_player
        self.note(LogCode.FIRST_PLAYER, self.first_player)
        order = (self.first_player, 1 - self.first_player)
        # Shuffles and draws go in seat order, not in turn order: each player's deal is
        # the same whoever goes first (a match plays each seed with either first player).
        for player in (0, 1):
            self.shuffle(player)
            self.draw(player, self.rules.opening_hand)
        returning: list[list[int]] = [[], []]
        for player in order:
            returning[player] = yield from self._choose_mulligan(player)
        for player, cards in enumerate(returning):
            self.note(LogCode.MULLIGAN, player, len(cards))
            self.emit(EventKind.MULLIGANED, -1, player, len(cards))
            if cards:
                for card in cards:
                    self._move(card, Zone.DECK)
                self.shuffle(player)
                self.draw(player, len(cards))
        for player in order:
            p = self.players[player]
            if not self.decks[player].life:
                for _ in range(min(self.rules.life_cloth, len(p.deck))):
                    self._move(p.deck[-1], Zone.LIFE)
            self.note(LogCode.LIFE_CLOTH, player, len(p.life))
        self.revealed = True
        self.note(LogCode.REVEAL)

    def _place_lrigs(self, player: int) -> Procedure[None]:
        """Level 0 LRIGs into the LRIG zones: the chosen Center in the middle, then the
        Assists (en-2021-glossary.txt, "LRIG Zone")."""
        p = self.players[player]
        zero = [
            card
            for card in p.lrig_deck
            if self.kind[card] == CardKind.LRIG and self.defs[card].level == 0
        ]
        if not zero:
            return
        options = tuple(Action(ActionKind.CHOOSE_CENTER, card) for card in zero)
        action = yield Decision(player, DecisionKind.CENTER, options)
        center_zone = self.center_zone
        self._move_out_of_lrig_deck(action.a, center_zone)
        self.note(LogCode.CENTER, player, action.a)
        zero.remove(action.a)
        for zone in range(self.rules.lrigs):
            if zone == center_zone or not zero:
                continue
            card = zero[0]
            if len(zero) > self.rules.lrigs - 1:
                chosen = yield from self.choose_cards(player, zero, 1, kind=DecisionKind.CENTER)
                card = chosen[0]
            zero.remove(card)
            self._move_out_of_lrig_deck(card, zone)

    def _move_out_of_lrig_deck(self, card: int, zone: int) -> None:
        """Setup puts a LRIG into its zone: not "entering" for [Enter] abilities."""
        self.players[self.owner[card]].lrig_deck.remove(card)
        self.zone[card] = Zone.NONE
        self.place(card, Zone.LRIG, zone)

    def _choose_mulligan(self, player: int) -> Procedure[list[int]]:
        """en-2021-glossary.txt, "Mulligan": any number of cards, chosen one at a time."""
        hand = list(self.players[player].hand)
        chosen: list[int] = []
        while True:
            remaining = [card for card in hand if card not in chosen]
            options = (
                *(_MULLIGAN_RETURN[c] for c in self.distinct(remaining)),
                _MULLIGAN_DONE,
            )
            action = yield Decision(player, DecisionKind.MULLIGAN, options)
            if action.kind == ActionKind.MULLIGAN_DONE:
                return chosen
            chosen.append(action.a)

    def _next_turn(self) -> None:
        """The other player's turn begins (the first player's first turn after setup)."""
        self.turn += 1
        if self.turn > 1:
            self.turn_player = self._following()
            skipped = self.skipped_turns
            while skipped[self.turn_player] and self.turn <= self.rules.max_turns:
                # "Skip your next turn": its number passes, nothing of it happens
                # (docs/engine-hooks.md, "Skipped turns").
                skipped[self.turn_player] -= 1
                self.note(LogCode.TURN_SKIPPED, self.turn_player, self.turn)
                self.turn += 1
                self.turn_player = self._following()
        if self.turn > self.rules.max_turns:
            raise GameOver(None, OutcomeReason.TURN_LIMIT)
        for p in self.players:
            p.reset_turn()
        self.turn_uses.clear()
        self.attacks_made.clear()
        self.turn_moves.clear()
        self.turn_events.clear()
        self.phase = Phase.UP
        self.note(LogCode.TURN, self.turn_player, self.turn)
        self.emit(EventKind.TURN_BEGAN, -1, self.turn_player, self.turn)

    def _following(self) -> int:
        """The player of the turn after the turn player's: one granted an extra turn, the
        earliest granted first (docs/engine-hooks.md, "Extra turns"), or the other."""
        extra = self.extra_turns
        if extra:
            player = extra.pop(0)
            self.note(LogCode.EXTRA_TURN, player, self.turn)
            return player
        return 1 - self.turn_player

    def _turn_over(self) -> None:
        """After the end phase (or when the turn ends at once): "until end of turn" effects
        end (en-2021-glossary.txt, "End phase", 3.), and cards left in a check zone go to
        the trash (en-2021-glossary.txt, "Check Zone"), a card of the LRIG deck to the LRIG
        trash ("LRIG Trash")."""
        self.step = Step.NONE
        self.expire_effects(self.turn)
        if self.at_turn_end:
            self.at_turn_end = [item for item in self.at_turn_end if item[0] > self.turn]
        if self.delayed:
            self.delayed = [
                item
                for item in self.delayed
                if item.ends_after_turn > self.turn or item.ends_after_turn == NEVER
            ]
        self.turn_closing = True
        for player in (0, 1):
            check = self.players[player].check
            for card in list(check):
                # An ARTS in its use as an effect ended the turn: to the LRIG trash.
                self._move(card, self.trash_of(card))
        self.turn_closing = False

    def _up_phase(self) -> Procedure[None]:
        """en-2021-glossary.txt, "Up phase": up every SIGNI and LRIG of the turn player
        except frozen ones, and those whose up cost is not paid (`paid_to_up`); freezing
        ends at the end of the up phase."""
        p = self.players[self.turn_player]
        cards = [card for card in p.signi if card >= 0]
        for stack in p.lrig:
            if stack:
                cards.append(stack[-1])
        costly = bool(self.effects[_UP_COST])
        for card in cards:
            if self.downed[card] and not self.frozen[card]:
                if costly and not (yield from self.paid_to_up(card)):
                    continue
                self.up(card)
        if self.unsettled():
            yield from self.settle()
        for card in cards:
            self.frozen[card] = 0

    def _draw_phase(self) -> Procedure[None]:
        """Draw 2 (the first player's first turn: 1). The draw is one process: a deck that
        runs out is refreshed after it, so no further card is drawn (en-2021-faq.txt,
        "Draw phase")."""
        rules = self.rules
        count = rules.first_turn_draw if self.turn == 1 else rules.draw_per_turn
        self.draw(self.turn_player, self.draw_phase_draws(self.turn_player, count))
        if self.unsettled():
            yield from self.settle()

    def _ener_phase(self) -> Procedure[None]:
        """en-2021-glossary.txt, "Ener phase": a hand card, a SIGNI on the field, or nothing;
        never a RESONA, which would leave the field for the LRIG deck or trash and charge
        nothing (docs/engine-hooks.md, "RESONA")."""
        player = self.turn_player
        p = self.players[player]
        kinds = self.kind
        charge = _ENER_CHARGE
        options = [charge[card] for card in self.distinct(p.hand)]
        for card in p.signi:
            if card >= 0 and kinds[card] != _RESONA:
                options.append(charge[card])
        options.append(_SKIP)
        action = yield Decision(player, DecisionKind.ENER, tuple(options))
        if action.kind == ActionKind.ENER_CHARGE:
            self.put_into_ener(action.a)
            if self.unsettled():
                yield from self.settle()

    def _grow_phase(self) -> Procedure[None]:
        """en-2021-glossary.txt, "Grow": the Center LRIG only, once, optional."""
        player = self.turn_player
        if self.center(player) < 0:
            return
        options = self.grow_options(player)
        if not options:
            return
        options.append(_SKIP)
        action = yield Decision(player, DecisionKind.GROW, tuple(options))
        if action.kind == ActionKind.GROW:
            yield from self.do_grow(player, action.a, self.center_zone)
            self.players[player].grew = True
            if self.unsettled():
                yield from self.settle()

    def _main_phase(self) -> Procedure[None]:
        player = self.turn_player
        while True:
            action = yield Decision(player, DecisionKind.MAIN, tuple(self.main_options(player)))
            if action.kind == ActionKind.END_MAIN:
                return
            yield from self.do(player, action)
            if self.unsettled():
                yield from self.settle()

    def _attack_phase(self, resume: DecisionKind | None = None, window: int = 0) -> Procedure[None]:
        """Skipped on the first player's first turn (en-2021-glossary.txt, "Play first").
        A fork starts at its pending decision: `resume` (its kind) and, for a use window,
        which `window` of the phase it is."""
        if self.turn == 1:
            return
        player = self.turn_player
        opponent = 1 - player
        if self.rules.attack_steps == AttackSteps.PRE_ATTACK_DEFENSE:
            # en-2021-faq.txt, "Use timing: attack phase": the turn player in the
            # pre-attack step, then the opponent in the defense step, never again.
            windows = ((Step.PRE_ATTACK, player), (Step.DEFENSE, opponent))
        else:
            # classic-2014-beginner-guide.txt, "7: ARTS Use Step": the turn player, then
            # the other player.
            windows = ((Step.ARTS_USE, player), (Step.ARTS_USE, opponent))
        from_start = resume is None or resume == DecisionKind.USE_WINDOW
        if from_start:
            for step, user in windows[window:]:
                if step != self.step:
                    # At the beginning of the first step: "at the beginning of the attack
                    # phase" abilities (en-2021-glossary.txt, "Pre-attack step").
                    yield from self.begin_step(step)
                yield from self.use_window(user, Timing.ATTACK, DecisionKind.USE_WINDOW)
            yield from self.begin_step(Step.SIGNI_ATTACK)
        if from_start or resume == DecisionKind.SIGNI_ATTACK:
            while True:
                options = self.signi_attack_options(player)
                action = yield Decision(player, DecisionKind.SIGNI_ATTACK, tuple(options))
                if action.kind == ActionKind.END_STEP:
                    break
                yield from self.do_signi_attack(player, action.a)
            # en-2021-faq.txt, "Attack phase": once the LRIG attacks, no SIGNI may attack.
            yield from self.begin_step(Step.LRIG_ATTACK)
        elif resume == DecisionKind.GUARD:
            yield from self.guard_step(player, self.attacking)
        while True:
            options = self.lrig_attack_options(player)
            action = yield Decision(player, DecisionKind.LRIG_ATTACK, tuple(options))
            if action.kind == ActionKind.END_STEP:
                break
            yield from self.do_lrig_attack(player, action.a)

    def _end_phase(self) -> Procedure[None]:
        """en-2021-glossary.txt, "End phase": "at the end of turn" abilities, then the turn
        player (only) discards down to 6."""
        player = self.turn_player
        self.emit(EventKind.TURN_ENDING, -1, player)
        if self.at_turn_end:
            self.queue_turn_end_effects()
        if self.unsettled():
            yield from self.settle()
        hand = self.players[player].hand
        excess = len(hand) - self.rules.hand_limit
        if excess > 0:
            yield from self.choose_discard(player, excess)
            if self.unsettled():
                yield from self.settle()


# The CardDefs of the last decks played, by the identity of their PlayerDeck (kept here,
# so that its id is not reused). Only decks made of tuples are remembered: a tuple of
# (frozen) cards never changes, so neither do their definitions; a deck holding a list
# could be changed between games, and is read afresh. Bounded: the oldest goes.
_DECK_DEFS: dict[int, tuple[PlayerDeck, tuple[CardDef, ...]]] = {}
_DECK_DEFS_KEPT = 16


def _deck_defs(deck: PlayerDeck) -> tuple[CardDef, ...]:
    """The CardDef of each card of `deck`: LRIG deck, main deck, then Life Cloth."""
    entry = _DECK_DEFS.get(id(deck))
    if entry is not None and entry[0] is deck:
        return entry[1]
    defs = tuple([card_def(card) for card in (*deck.lrig, *deck.main, *deck.life)])
    if not all(type(cards) is tuple for cards in deck):
        return defs
    if len(_DECK_DEFS) >= _DECK_DEFS_KEPT:
        del _DECK_DEFS[next(iter(_DECK_DEFS))]
    _DECK_DEFS[id(deck)] = (deck, defs)
    return defs


def _player_deck(deck: DeckSource) -> PlayerDeck:
    if isinstance(deck, PlayerDeck):
        return deck
    return PlayerDeck(tuple(deck.lrig_cards()), tuple(deck.main_cards()))


def replay(
    seed: int,
    actions: Sequence[Action],
    rules: GameRules,
    decks: Sequence[DeckSource],
    *,
    log: bool = True,
    skip_forced: bool = True,
    first_player: int | None = None,
) -> Game:
    """Play `actions` again from `seed`: the same game, decision for decision."""
    game = Game(rules, decks, seed, log=log, skip_forced=skip_forced, first_player=first_player)
    for action in actions:
        game.apply_action(Action(*action))
    return game
