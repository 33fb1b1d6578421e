"""Small closed sets the engine works with: zones, phases, steps, and bit masks.

Colours, keywords and use timings are bit masks over integers so that the hot path
tests them with one `&`.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from deckcheck.cards.model import CardType, Color, Keyword, UseTiming


class Zone(IntEnum):
    """Where a card is. Every zone belongs to one player: a card is always in its owner's."""

    NONE = 0
    DECK = 1
    HAND = 2
    ENER = 3
    TRASH = 4
    LRIG_DECK = 5
    LRIG_TRASH = 6
    LIFE = 7
    CHECK = 8
    REMOVED = 9
    SIGNI = 10
    LRIG = 11
    # Under a SIGNI on the field, attached to it as a [Soul] (the host: `soul_host`).
    SOUL = 12
    # Under a SIGNI (a card a [Rise] SIGNI was put on top of): in its SIGNI zone, but no
    # SIGNI on the field.
    UNDER = 13
    # Face down in a SIGNI zone: in that zone, but no SIGNI (docs/engine-hooks.md,
    # "Face-down cards in a SIGNI zone").
    FACE_DOWN = 14

    @property
    def label(self) -> str:
        return _ZONE_LABELS[self]


_ZONE_LABELS = {
    Zone.NONE: "nowhere",
    Zone.DECK: "main deck",
    Zone.HAND: "hand",
    Zone.ENER: "Ener Zone",
    Zone.TRASH: "trash",
    Zone.LRIG_DECK: "LRIG deck",
    Zone.LRIG_TRASH: "LRIG trash",
    Zone.LIFE: "Life Cloth",
    Zone.CHECK: "check zone",
    Zone.REMOVED: "removed from the game",
    Zone.UNDER: "under a SIGNI",
    Zone.FACE_DOWN: "face down in a SIGNI zone",
    Zone.SIGNI: "SIGNI zone",
    Zone.LRIG: "LRIG zone",
    Zone.SOUL: "attached as a Soul",
}

FIELD_ZONES = frozenset({Zone.SIGNI, Zone.LRIG})


def zone_bit(zone: Zone) -> int:
    return 1 << zone


FIELD_MASK = zone_bit(Zone.SIGNI) | zone_bit(Zone.LRIG)

# Public zones: en-2021-glossary.txt, "Public zone".
PUBLIC_ZONES = frozenset(
    {
        Zone.LRIG,
        Zone.SIGNI,
        Zone.UNDER,
        Zone.FACE_DOWN,
        Zone.ENER,
        Zone.CHECK,
        Zone.TRASH,
        Zone.LRIG_TRASH,
        Zone.REMOVED,
        Zone.SOUL,
    }
)


class Phase(IntEnum):
    """The phases of a turn in order (en-2021-glossary.txt, "Turn"), and setup before them."""

    SETUP = 0
    UP = 1
    DRAW = 2
    ENER = 3
    GROW = 4
    MAIN = 5
    ATTACK = 6
    END = 7

    @property
    def label(self) -> str:
        return "setup" if self is Phase.SETUP else f"{self.name.lower()} phase"


class Step(IntEnum):
    """The steps of the attack phase; NONE outside it."""

    NONE = 0
    PRE_ATTACK = 1
    DEFENSE = 2
    ARTS_USE = 3
    SIGNI_ATTACK = 4
    LRIG_ATTACK = 5
    GUARD = 6

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", "-") + " step"


class CardKind(IntEnum):
    """Card types as small integers for the per-game card table."""

    LRIG = 0
    ASSIST_LRIG = 1
    SIGNI = 2
    SPELL = 3
    PIECE = 4
    ARTS = 5
    RESONA = 6


class AbilityKind(IntEnum):
    """The kind of ability whose effect does something (a TARGETED event's `b`): "becomes
    the target of an [Enter] ability or effect of your opponent's SIGNI"."""

    OTHER = 0  # a used card's effect, a [Constant] ability's, or not known
    LIFE_BURST = 1
    ENTER = 2
    AUTO = 3
    ACTION = 4


CARD_KIND = {
    CardType.LRIG: CardKind.LRIG,
    CardType.ASSIST_LRIG: CardKind.ASSIST_LRIG,
    CardType.SIGNI: CardKind.SIGNI,
    CardType.SPELL: CardKind.SPELL,
    CardType.PIECE: CardKind.PIECE,
    CardType.ARTS: CardKind.ARTS,
    CardType.RESONA: CardKind.RESONA,
}

# Colours that pay Ener, in the order of a cost vector. Colourless is no colour.
PAY_COLORS = (Color.WHITE, Color.RED, Color.BLUE, Color.GREEN, Color.BLACK)
COLOR_BIT = {color: 1 << index for index, color in enumerate(PAY_COLORS)}
ALL_COLORS = (1 << len(PAY_COLORS)) - 1
COLORLESS_INDEX = 5
COIN_INDEX = 6


class KW:
    """Keyword abilities as bits (plain ints: tested on the hot path). GUARD is the Guard
    icon, which effects can also grant."""

    NONE: Final = 0
    LANCER: Final = 1
    S_LANCER: Final = 2
    ASSASSIN: Final = 4
    DOUBLE_CRUSH: Final = 8
    SHADOW: Final = 16
    MULTI_ENER: Final = 32
    CANT_ATTACK: Final = 64
    HARMONY: Final = 128
    GUARD: Final = 256


KEYWORD_BIT: dict[Keyword, int] = {
    Keyword.LANCER: KW.LANCER,
    Keyword.S_LANCER: KW.S_LANCER,
    Keyword.ASSASSIN: KW.ASSASSIN,
    Keyword.DOUBLE_CRUSH: KW.DOUBLE_CRUSH,
    Keyword.SHADOW: KW.SHADOW,
    Keyword.MULTI_ENER: KW.MULTI_ENER,
    Keyword.CANT_ATTACK: KW.CANT_ATTACK,
    Keyword.HARMONY: KW.HARMONY,
}


class Timing:
    """Use timings as bits (en-2021-glossary.txt, "Use timing")."""

    NONE: Final = 0
    MAIN: Final = 1
    ATTACK: Final = 2
    SPELL_CUT_IN: Final = 4
    # An [Action] of the defending player usable only while an opponent's SIGNI attacks
    # ("This ability can only be used when your opponent's SIGNI attacks"): offered in a
    # window after the attack's own triggers (docs/engine-hooks.md, "Actions while an
    # opponent's SIGNI attacks").
    OPPONENTS_SIGNI_ATTACK: Final = 8
    # A card usable "to cut-in just after your opponent uses" a card of a kind: offered in
    # a window just after such a card's cost is paid, before its effect (its use ability's
    # `cut_in`; docs/engine-hooks.md, "Cut-ins just after a card is used").
    CUT_IN: Final = 16  # vocab-32


TIMING_BIT: dict[UseTiming, int] = {
    UseTiming.MAIN: Timing.MAIN,
    UseTiming.ATTACK: Timing.ATTACK,
    UseTiming.SPELL_CUT_IN: Timing.SPELL_CUT_IN,
}

NO_CARD = -1
