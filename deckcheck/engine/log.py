"""The game log: small tuples while the game runs, readable lines on demand.

An entry is `(turn, phase, step, code, player, a, b)`; `a` and `b` are card ids or
numbers as the code's template says. Rendering turns ids into names. The sha256 of the
rendered lines is a game's determinism fingerprint (`log_hash`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from enum import IntEnum

from deckcheck.engine.constants import Phase, Step, Zone

LogEntry = tuple[int, int, int, int, int, int, int]


class LogCode(IntEnum):
    FIRST_PLAYER = 0
    CENTER = 1
    MULLIGAN = 2
    LIFE_CLOTH = 3
    REVEAL = 4
    TURN = 5
    MOVE = 6
    DRAW = 7
    SHUFFLE = 8
    REFRESH = 9
    GROW = 10
    ASSIST_GROW = 11
    PLAY = 12
    USE = 13
    ATTACK = 14
    BATTLE = 15
    VANISH = 16
    DAMAGE = 17
    CRUSH = 18
    GUARD = 19
    LIFE_BURST = 20
    TRIGGER = 21
    RETIRE = 22
    DISCARD = 23
    DOWN = 24
    UP = 25
    FREEZE = 26
    PAY = 27
    RULE = 28
    WIN = 29
    DRAW_GAME = 30
    TURN_ENDS = 31
    ENER_CHARGE = 32
    COINS = 33
    DECLINE = 34
    EFFECT = 35
    PREVENT = 36
    REVEAL_CARD = 37
    BURST_STOPPED = 38
    ATTACH_SOUL = 39
    NEGATE_ATTACK = 40
    REPOSITION = 41
    RISE = 42
    GAIN_COINS = 43
    AWAKEN = 44
    REORDER = 45
    RELATIONSHIP = 46
    GATE = 47
    VIRUS = 48
    VIRUS_REMOVED = 49
    TURN_ENDED = 50  # an effect ends the turn
    TURN_SKIPPED = 51
    MARKER = 52  # vocab-31
    MARKER_REMOVED = 53  # vocab-31
    EXTRA_TURN = 54  # vocab-33


_TEMPLATES: dict[LogCode, str] = {
    LogCode.FIRST_PLAYER: "P{p} goes first",
    LogCode.CENTER: "P{p} puts {a} face down as Center LRIG",
    LogCode.MULLIGAN: "P{p} returns {n} card(s) and redraws",
    LogCode.LIFE_CLOTH: "P{p} puts {n} cards into the Life Cloth",
    LogCode.REVEAL: "the LRIGs are turned face up",
    LogCode.TURN: "turn {n} begins (P{p})",
    LogCode.MOVE: "{a}: {from} -> {to}",
    LogCode.DRAW: "P{p} draws {a}",
    LogCode.SHUFFLE: "P{p} shuffles the main deck",
    LogCode.REFRESH: "P{p} refreshes (refresh {n} this turn)",
    LogCode.GROW: "P{p} grows into {a}",
    LogCode.ASSIST_GROW: "P{p} grows an Assist LRIG into {a}",
    LogCode.PLAY: "P{p} plays {a} to SIGNI zone {zone}",
    LogCode.USE: "P{p} uses {a}",
    LogCode.ATTACK: "P{p} attacks with {a}",
    LogCode.BATTLE: "{a} battles {b}",
    LogCode.VANISH: "{a} is vanished",
    LogCode.DAMAGE: "P{p} takes damage",
    LogCode.CRUSH: "P{p}'s Life Cloth {a} is crushed",
    LogCode.GUARD: "P{p} guards with {a}",
    LogCode.LIFE_BURST: "P{p} uses the Life Burst of {a}",
    LogCode.TRIGGER: "P{p} processes an ability of {a}",
    LogCode.RETIRE: "P{p} retires {a}",
    LogCode.DISCARD: "P{p} discards {a}",
    LogCode.DOWN: "{a} is downed",
    LogCode.UP: "{a} is upped",
    LogCode.FREEZE: "{a} is frozen",
    LogCode.PAY: "P{p} pays {a}",
    LogCode.RULE: "rule-based action: {a} -> {to}",
    LogCode.WIN: "P{p} wins",
    LogCode.DRAW_GAME: "the game is a draw ({reason})",
    LogCode.TURN_ENDS: "the turn ends (second refresh)",
    LogCode.TURN_ENDED: "{a} ends the turn",
    LogCode.TURN_SKIPPED: "P{p} skips turn {n}",
    LogCode.EXTRA_TURN: "P{p} takes turn {n} as an extra turn",
    LogCode.ENER_CHARGE: "P{p} puts {a} into the Ener Zone",
    LogCode.COINS: "P{p} pays {n} coin(s)",
    LogCode.DECLINE: "P{p} does not use the ability of {a}",
    LogCode.EFFECT: "{a}: effect",
    LogCode.PREVENT: "P{p}'s damage is prevented",
    LogCode.REVEAL_CARD: "P{p} reveals {a}",
    LogCode.BURST_STOPPED: "P{p} stops the Life Burst of {a}",
    LogCode.ATTACH_SOUL: "{a} is attached to {b} as a Soul",
    LogCode.NEGATE_ATTACK: "the attack of {a} is negated",
    LogCode.REPOSITION: "{a} moves to SIGNI zone {zone}",
    LogCode.RISE: "P{p} puts {a} on top of the SIGNI in SIGNI zone {zone}",
    LogCode.GAIN_COINS: "P{p} gains {n} coin(s)",
    LogCode.AWAKEN: "{a} is awakened",
    LogCode.REORDER: "P{p} puts the top {n} cards of the {pile} back in an order",
    LogCode.RELATIONSHIP: "P{p} starts a relationship with the student of {a}",
    LogCode.GATE: "P{p} puts a [Gate] in SIGNI zone {zone}",
    LogCode.VIRUS: "a [Virus] is put in SIGNI zone {zone} of P{p}",
    LogCode.VIRUS_REMOVED: "the [Virus] in SIGNI zone {zone} of P{p} is removed",
    LogCode.MARKER: "{a} puts a marker in SIGNI zone {zone} of P{p}",
    LogCode.MARKER_REMOVED: "the marker of {a} in SIGNI zone {zone} of P{p} is removed",
}

DRAW_REASONS = {0: "turn limit", 1: "decision limit"}


def render_entry(entry: LogEntry, name: Callable[[int], str]) -> str:
    turn, phase, step, code, player, a, b = entry
    template = _TEMPLATES[LogCode(code)]
    fields: dict[str, object] = {"p": player, "n": a, "zone": b + 1}
    if "{a}" in template:
        fields["a"] = name(a) if a >= 0 else "-"
    if "{b}" in template:
        fields["b"] = name(b) if b >= 0 else "-"
    if code == LogCode.MOVE:
        fields["from"] = Zone(b >> 8).label
        fields["to"] = Zone(b & 0xFF).label
    elif code == LogCode.RULE:
        fields["to"] = Zone(b).label
    elif code == LogCode.REORDER:
        fields["pile"] = Zone(b).label
    elif code == LogCode.DRAW_GAME:
        fields["reason"] = DRAW_REASONS.get(a, str(a))
    where = Phase(phase).label
    if step:
        where += ", " + Step(step).label
    return f"T{turn} [{where}] {template.format(**fields)}"


def render(entries: Iterable[LogEntry], name: Callable[[int], str]) -> list[str]:
    return [render_entry(entry, name) for entry in entries]


def log_hash(lines: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for line in lines:
        digest.update(line.encode())
        digest.update(b"\n")
    return digest.hexdigest()
