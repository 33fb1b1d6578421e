"""Events: what the operations announce, and what triggered abilities listen to.

Every operation that changes the game emits one event. An event is a small tuple; it
is built only when some ability listens to its kind, so a game without such abilities
pays almost nothing for the bus.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple


class EventKind(IntEnum):
    """What happened. `card`, `player`, `a` and `b` of an Event mean what each kind says."""

    MOVED = 0  # card moved; a: from zone, b: to zone
    ENTERED_FIELD = 1  # card entered the field; a: from zone; b: 1 if [Enter] must not trigger
    LEFT_FIELD = 2  # card left the field; a: to zone
    DREW = 3  # player drew card
    DISCARDED = 4  # player discarded card
    ENER_CHARGED = 5  # card put into its owner's Ener Zone (Ener phase or Ener Charge)
    VANISHED = 6  # card vanished; a: the SIGNI that vanished it in battle or -1; b: 1 if battle
    BOUNCED = 7  # card returned to its owner's hand from the field; a: the source card or -1
    TRASHED = 8  # card put into the trash from the field (not vanished); a: the source or -1
    CRUSHED = 9  # card crushed from player's Life Cloth into the check zone
    # (CRUSHED: a, the source or -1; b, 1 when the source's [Lancer] crushed it)
    DAMAGED = 10  # player took damage; card: the source or -1
    ATTACKED = 11  # card (SIGNI or Center LRIG) attacked
    BATTLED = 12  # the SIGNI a battles card (once for each of the two)
    GUARDED = 13  # player guarded with card
    GREW = 14  # card was put on top of LRIG a (Center or Assist)
    USED = 15  # player used card (SPELL, PIECE, ARTS); a: ability index for [Action], else -1
    DOWNED = 16
    UPPED = 17
    FROZEN = 18
    REFRESHED = 19  # player refreshed; a: how many Life Cloth it put into the trash (0 or 1)
    PHASE_BEGAN = 20  # a: Phase
    STEP_BEGAN = 21  # a: Step
    TURN_ENDING = 22  # "at the end of turn": the end phase began; player: the turn player
    SHUFFLED = 23  # player's main deck was shuffled
    LIFE_BURST_USED = 24  # player used the Life Burst of card
    PAID = 25  # player paid card as Ener
    MILLED = 26  # card went from the top of player's deck into the trash
    # card became a target of player's effect from the card a; b: the AbilityKind of that
    # effect (a Life Burst's card is in the check zone, not where its other abilities work)
    TARGETED = 27
    TURN_BEGAN = 28  # player's turn a began
    MULLIGANED = 29  # player returned a cards and drew as many
    ATTACK_ENDED = 30  # the attack of card ended; a: 1 if it dealt damage to the opponent
    # One or more cards of player's deck were put into the trash together (a mill, the
    # looked-at cards of an effect); card: the first of them; a: the card whose effect
    # did it, or -1; b: how many.
    DECK_TO_TRASH = 31
    SOUL_ATTACHED = 32  # the card a was attached to the SIGNI card as a Soul
    REPOSITIONED = 33  # card moved from its owner's SIGNI zone a to their SIGNI zone b
    RISEN = 34  # the SIGNI card with [Rise] is put on top of the SIGNI a (still on the field)
    # The power of the SIGNI card on the field changed from a to b, seen as the game settles
    # (only while an ability listens: `announce_powers`).
    POWER_CHANGED = 35
    # A [Virus] was removed from player's SIGNI zone a (by an effect or a cost).
    VIRUS_REMOVED = 36
    # The crossed SIGNI card attacked while every SIGNI crossed with it was downed: they
    # [Heaven] (docs/engine-hooks.md, "Cross"); player: card's owner.
    HEAVEN = 37
    # card gained the keyword abilities a (KW bits, those it has now) by a one-shot effect
    # ("whenever another SIGNI on your field gains [Lancer]").
    GAINED_KEYWORDS = 38
    # The attack of card was negated by an effect; player: card's owner; a: the player
    # whose effect negated it (classic WX05-025).
    ATTACK_NEGATED = 39
    # card was changed by a one-shot effect of the card a that no other event announces:
    # a continuous effect made for it alone (its power, level, keywords...): "when ... is
    # affected by the effects of your opponent's ARTS" (docs/engine-hooks.md, "Affected by
    # an effect").
    AFFECTED = 40  # vocab-34


EVENT_KINDS = len(EventKind)

# The kinds of the events the game keeps for the turn (`GameState.turn_events`), for the
# abilities that count them (a SIGNI's second crushed Life Cloth this turn, the third
# time something happened this turn): docs/engine-hooks.md, "Events counted this
# turn". A bit for each kind.
TURN_LOGGED: Final = (1 << EventKind.DOWNED) | (1 << EventKind.CRUSHED)  # vocab-34


class Event(NamedTuple):
    kind: EventKind
    card: int = -1
    player: int = -1
    a: int = -1
    b: int = -1
