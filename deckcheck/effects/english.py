"""English for the ability language: numbers, plurals, lists, and what a phrase refers to.

Every term writes its own English with these helpers. WIXOSS text spells small numbers
("draw two cards"), writes power as `+3000` / `--3000`, and classes as `<<Virtual>>`.

The two card pools word the same game differently: the classic cards print "banish"
where the English edition prints "vanish", "exclude" (from the game) for "remove",
"remove" a [Virus] for "eliminate", "[On-Play]" for "[Enter]", "your LRIG" for "your
Center LRIG", and classes in single marks by other names (<Water Beast>, not <<Aquatic
Beast>>). A `Wording` holds one pool's words; `describing(..., wording=...)` chooses it
for an ability (the card's pool: `wording_for`), and the helpers below (`klass`,
`kind_mark`, `verb`, `enter_tag`, `center_lrig`) speak it.

While an ability is described, `describing(subject)` says what "this" card is ("this
SIGNI", "this LRIG") and collects what named cards (`as: charged`) were called, so a
later reference reads "the cards put into your Ener Zone this way", not a name.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from deckcheck.cards.classes import CLASSIC_LRIG_TYPE_NAMES, class_name
from deckcheck.cards.names import identifier_words


@dataclass(frozen=True)
class Wording:
    """The words one card pool prints for the game's terms."""

    # The tag of an ability that triggers when its card enters the field.
    enter_tag: str = "[Enter]"
    # The verb for putting a SIGNI from the field into the Ener Zone.
    vanish: str = "vanish"
    # The verb for taking a card out of the game.
    remove: str = "remove"
    # The verb for taking a [Virus] away.
    eliminate: str = "eliminate"
    # The LRIG that attacks and sets the level and limit.
    center_lrig: str = "Center LRIG"
    # The marks around a class, LRIG type or team name.
    marks: tuple[str, str] = ("<<", ">>")
    # Classes by their English-edition printed names (<<Aquatic Beast>>), or by the words
    # of their codes, as the classic cards print them (<Water Beast>).
    edition_class_names: bool = True
    # Where an [Enter] or [Auto] ability's cost is printed: before the ability, as the
    # English edition prints it ("[Auto] [Black]: When ..."), or inside its sentence, as
    # the classic cards print it ("When ..., you may pay [Black][Black]. If you do, ...").
    cost_in_sentence: bool = False
    # Whether SIGNI of the field that exclude RESONAs are written "non-RESONA SIGNI", as
    # the classic cards print their RESONAs' play conditions.
    non_resona: bool = False
    # The sign of a power loss: the English edition prints "--3000", the classic cards
    # a single minus ("-3000").
    minus: str = "--"
    # A power loss as a verb and its participle: the English edition's "would -- the
    # power ... would be --'d", the classic cards' "would decrease ... decreased".
    lower: tuple[str, str] = ("--", "--'d")
    # Keeping a SPELL's effect from being processed: the English edition's "counter", the
    # classic cards' "cancel".
    counter: str = "counter"
    # Stopping an attack by an effect: the English edition's "negate", the classic cards'
    # "disable".
    negate: str = "negate"


EDITION = Wording()
CLASSIC = Wording(
    enter_tag="[On-Play]",
    vanish="banish",
    remove="exclude",
    eliminate="remove",
    center_lrig="LRIG",
    marks=("<", ">"),
    edition_class_names=False,
    cost_in_sentence=True,
    non_resona=True,
    minus="-",
    lower=("decrease", "decreased"),
    counter="cancel",
    negate="disable",
)
_WORDINGS = {"classic": CLASSIC}


def wording_for(pool: str) -> Wording:
    """The wording of a card pool's cards (the English edition's unless known)."""
    return _WORDINGS.get(pool, EDITION)


def wording() -> Wording:
    """The wording of the ability being described."""
    context = _CONTEXT.get()
    return context.wording if context is not None else EDITION


def verb(base: str, ending: str = "") -> str:
    """A game verb in the wording's words: `verb("vanish", "ed")` is "vanished", or
    "banished" on a classic card; `verb("remove")` is "exclude" and `verb("eliminate")`
    (a [Virus]) "remove", `verb("counter")` "cancel" and `verb("negate")` "disable" on a
    classic card."""
    words = wording()
    word = {
        "vanish": words.vanish,
        "remove": words.remove,
        "eliminate": words.eliminate,
        "counter": words.counter,
        "negate": words.negate,
    }.get(base, base)
    return word + ending


def cost_in_sentence() -> bool:
    """Whether a triggered ability's cost reads inside its sentence ("you may pay ...
    If you do, ..."), as the classic cards print it."""
    return wording().cost_in_sentence


def enter_tag() -> str:
    """`[Enter]`, or `[On-Play]` on a classic card."""
    return wording().enter_tag


def center_lrig() -> str:
    """`Center LRIG`, or `LRIG` on a classic card (one LRIG)."""
    return wording().center_lrig


def kind_mark(code: str) -> str:
    """A LRIG type or team in the wording's marks: `<<Tama>>`, `<Ulith>`."""
    opening, closing = wording().marks
    if not wording().edition_class_names:
        return f"{opening}{CLASSIC_LRIG_TYPE_NAMES.get(code) or identifier_words(code)}{closing}"
    return f"{opening}{identifier_words(code)}{closing}"


_NUMBERS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
)  # fmt: skip


def number(value: int) -> str:
    """`two` for 2, `fifteen` for 15 (as the cards spell them); digits from 21 on."""
    return _NUMBERS[value] if 0 <= value < len(_NUMBERS) else str(value)


def a(noun: str) -> str:
    """`a SIGNI`, `an upped SIGNI`, `a <<Virtual>> SIGNI` (marks are not sounds),
    `another SIGNI`."""
    if noun.startswith("other "):
        return f"an{noun}"
    first = noun.lstrip("<\"'[")[:1].lower()
    return f"{'an' if first in ('a', 'e', 'i', 'o', 'u') else 'a'} {noun}"


def count_of(value: int, singular: str, plural: str | None = None) -> str:
    """`a card`, `two cards`."""
    if value == 1:
        return a(singular)
    return f"{number(value)} {plural or singular + 's'}"


def signed(amount: int) -> str:
    """Power as the cards print it: `+3000`, `--3000` (`-3000` on a classic card)."""
    return f"+{amount}" if amount >= 0 else f"{wording().minus}{-amount}"


def identifier(value: str) -> str:
    """`WATER_BEAST` -> `Water Beast`."""
    return identifier_words(value)


def klass(value: str) -> str:
    """A SIGNI class as printed: `<<Aquatic Beast>>`, on a classic card `<Water Beast>`."""
    current = wording()
    opening, closing = current.marks
    name = class_name(value) if current.edition_class_names else identifier_words(value)
    return f"{opening}{name}{closing}"


def join(items: Iterable[str], conjunction: str = "and") -> str:
    """`a`, `a and b`, `a, b and c`."""
    parts = [item for item in items if item]
    if len(parts) <= 1:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {conjunction} {parts[-1]}"


def sentence(text: str) -> str:
    """Capitalised, ending with a full stop."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", ":", ")", '."')) else text + "."


def sentences(text: str) -> list[str]:
    """The sentences of a text, each with its full stop: a quoted ability (`gains
    "[Auto] ... draw a card." until end of turn`) is part of its sentence, and the options
    of a choice (`(1) ... (2) ...`) end the splitting: they are one sentence with theirs.
    Quotes nest (a card's name quoted inside a quoted ability): a quote after a space, or
    first, opens one; any other closes one."""
    found: list[str] = []
    start = 0
    quoted = 0
    for at, char in enumerate(text):
        if char == '"':
            quoted += 1 if at == 0 or text[at - 1].isspace() else -1
        elif char == "(" and text[at + 1 : at + 2].isdigit() and text[at + 2 : at + 3] == ")":
            break
        elif char == "." and quoted <= 0 and text[at + 1 : at + 2] == " ":
            found.append(text[start : at + 1].strip())
            start = at + 2
    rest = text[start:].strip()
    if rest:
        found.append(rest)
    return found


def one_sentence(text: str) -> str:
    """Several sentences as one, so that what a condition governs reads to its end ("If
    X, draw a card and [Ener Charge 1].", not "If X, draw a card. [Ener Charge 1]."):
    their full stops become commas and an "and"; "Then, y" becomes "then y"."""
    parts = sentences(text)
    if len(parts) <= 1:
        return text
    # "If you do, ..." stays a sentence of its own: it can only follow what it answers
    # ("you may pay [Black]. If you do, ..."), so the condition before still governs it;
    # so does "Otherwise, ...", as cards print it (not "..., and otherwise, ...").
    groups: list[list[str]] = []
    for part in parts:
        part = part[:-1] if part.endswith(".") else part
        if not groups or part.startswith(
            ("If you do, ", "If you did, ", "If you did not, ", "Otherwise, ")
        ):
            groups.append([part])
            continue
        if part.startswith("Then, "):
            part = "then " + part[len("Then, ") :]
        groups[-1].append(lower_first(part))
    text = " ".join(join(group, "and") + "." for group in groups)
    return text[:-1] if text.endswith('.".') else text


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text[:2] != "[[" else text


# How a clause is negated: its first verb ("it is your turn" -> "it is not your turn").
_NEGATIONS = (
    ("there is an ", "there is no "),
    ("there is a ", "there is no "),
    ("there is another ", "there is no other "),
    ("there are no ", "there are one or more "),
    ("you made a bet", "you did not bet"),
)
_VERB_NEGATIONS = ((" is ", " is not "), (" are ", " are not "), (" did", " did not"))
_HAVE_NEGATIONS = ((" has ", " does not have "), (" have ", " do not have "))


def negate(clause: str) -> str:
    """The clause that holds when `clause` does not: `it is the main phase` -> `it is not
    the main phase`, `there is a red SIGNI ...` -> `there is no red SIGNI ...`, `you have
    ...` -> `you do not have ...`."""
    for positive, negative in _NEGATIONS:
        if clause.startswith(positive):
            return negative + clause[len(positive) :]
    # The first verb of the clause is negated, whichever it is.
    found = [
        (clause.find(word), word, negative)
        for word, negative in (*_VERB_NEGATIONS, *_HAVE_NEGATIONS)
        if word in clause
    ]
    if found:
        at, word, negative = min(found)
        return clause[:at] + negative + clause[at + len(word) :]
    return f"it is not true that {clause}"


def opponent_does(text: str) -> str:
    """What the opponent does, after "your opponent may": `Your opponent draws a card.` ->
    `draw a card.`, `Your opponent does [Ener Charge 1].` -> `[Ener Charge 1].`"""
    subject = "your opponent "
    if not text.lower().startswith(subject):
        return lower_first(text)
    rest = text[len(subject) :]
    verb, _space, tail = rest.partition(" ")
    if verb == "does":
        return tail
    if verb.endswith("ies"):
        verb = verb[:-3] + "y"
    elif verb.endswith(("shes", "ches", "sses", "xes")):
        verb = verb[:-2]
    elif verb.endswith("s"):
        verb = verb[:-1]
    return f"{verb} {tail}" if tail else verb


def range_phrase(least: int | None, most: int | None, unit: str = "") -> str:
    """`3`, `3 or more`, `2 or less`, `between 1 and 3` (with an optional unit first)."""
    prefix = f"{unit} " if unit else ""
    if least is not None and most is not None:
        if least == most:
            return f"{prefix}{least}"
        return f"{prefix}between {least} and {most}"
    if least is not None:
        return f"{prefix}{least} or more"
    if most is not None:
        return f"{prefix}{most} or less"
    return prefix.strip()


def spelled_range(least: int | None, most: int | None) -> str:
    """`three`, `three or more`, `two or less`, `one to three`: small numbers in words."""
    if least is not None and most is not None:
        if least == most:
            return number(least)
        return f"{number(least)} to {number(most)}"
    if least is not None:
        return f"{number(least)} or more"
    if most is not None:
        return f"{number(most)} or less"
    return ""


def counted_range(least: int | None, most: int | None) -> str:
    """`spelled_range` for a count of things that happened, where no lower bound (or one)
    means `one or more`: "one or more SIGNI were moved", "two or more cards"."""
    if least in (None, 1) and most is None:
        return "one or more"
    return spelled_range(least, most)


# ------------------------------------------------------------------ describing context


@dataclass
class _Describing:
    subject: str = "card"
    names: dict[str, tuple[str, bool]] = field(default_factory=dict)
    # What named cards are called when another name would read the same ("that card"):
    # the phrase that tells them apart ("the card revealed from your deck").
    distinct: dict[str, str] = field(default_factory=dict)
    # What kind of card named cards are ("SIGNI", "LRIG"): a granted ability's "this".
    kinds: dict[str, str] = field(default_factory=dict)
    # Describing a [Constant] ability: its effects are in force, they last no time.
    in_force: bool = False
    wording: Wording = EDITION
    # Where the ability's own card is when its effects happen, when its trigger says and
    # the cards print it ("add this SIGNI from your Ener Zone to your hand").
    this_in: str | None = None
    # Whether the ability selects RESONAs too, so that a classic card's SIGNI that leave
    # them out read "non-RESONA SIGNI".
    resonas: bool = False


_CONTEXT: ContextVar[_Describing | None] = ContextVar("describing", default=None)


@contextmanager
def describing(
    subject: str, *, in_force: bool = False, wording: Wording = EDITION, resonas: bool = False
) -> Iterator[None]:
    """Describe an ability of a card of kind `subject` ("SIGNI", "LRIG", "card"); a
    [Constant] ability's effects are `in_force` (no "until end of turn"); in the words of
    the card's pool (`wording`); one that selects RESONAs as well (`resonas`)."""
    context = _Describing(subject, in_force=in_force, wording=wording, resonas=resonas)
    token = _CONTEXT.set(context)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


@contextmanager
def nested(*, in_force: bool, subject: str | None = None) -> Iterator[None]:
    """Describe an ability inside another's description (a granted ability, whose
    "this" is the card that gains it: `subject`)."""
    outer = _CONTEXT.get()
    subject = subject or (outer.subject if outer is not None else "card")
    names = outer.names if outer is not None else {}
    distinct = outer.distinct if outer is not None else {}
    kinds = outer.kinds if outer is not None else {}
    words = outer.wording if outer is not None else EDITION
    resonas = outer.resonas if outer is not None else False
    context = _Describing(subject, names, distinct, kinds, in_force, words, resonas=resonas)
    token = _CONTEXT.set(context)
    try:
        yield
    finally:
        _CONTEXT.reset(token)


def this_is_in(place: str) -> None:
    """Say where the ability's own card is as its effects happen: "your Ener Zone" (its
    trigger put it there: "when this SIGNI is vanished")."""
    context = _CONTEXT.get()
    if context is not None:
        context.this_in = place


def where_this_is() -> str | None:
    """Where the ability's own card is as its effects happen, when its trigger said."""
    context = _CONTEXT.get()
    return context.this_in if context is not None else None


def contrasts_resonas() -> bool:
    """Whether SIGNI that leave out RESONAs read "non-RESONA SIGNI": on a classic card
    whose ability selects RESONAs too ("banish target non-RESONA SIGNI ... banish target
    RESONA"), as those cards print it."""
    context = _CONTEXT.get()
    return context is not None and context.resonas and context.wording.non_resona


def in_force() -> bool:
    """Whether the effects being described are a [Constant] ability's."""
    context = _CONTEXT.get()
    return context is not None and context.in_force


def this() -> str:
    """What the ability's own card is called: `this SIGNI`."""
    context = _CONTEXT.get()
    return f"this {context.subject if context is not None else 'card'}"


def name_cards(
    name: str, phrase: str, singular: bool, kind: str | None = None, distinct: str | None = None
) -> None:
    """Remember what the cards named `name` are: "the cards put into your Ener Zone this
    way" (and what kind of card they are, "SIGNI" or "LRIG", when known). When another
    name already reads as `phrase` ("that card", "that card"), both read as their
    `distinct` phrases, if they have them ("the card revealed from your deck", "the card
    revealed from your opponent's deck")."""
    context = _CONTEXT.get()
    if context is not None:
        if distinct is not None:
            context.distinct[name] = distinct
            for other, (other_phrase, other_singular) in list(context.names.items()):
                alternative = context.distinct.get(other)
                if other == name or other_phrase != phrase or alternative is None:
                    continue
                if alternative != distinct:
                    context.names[other] = (alternative, other_singular)
                    phrase = distinct
        context.names[name] = (phrase, singular)
        if kind is not None:
            context.kinds[name] = kind


def kind_of(name: str) -> str | None:
    """The kind of card ("SIGNI", "LRIG") the cards named `name` are, when known."""
    context = _CONTEXT.get()
    return context.kinds.get(name) if context is not None else None


def named(name: str, default: tuple[str, bool] = ("those cards", False)) -> tuple[str, bool]:
    """The phrase for the cards named `name` and whether it is one card (`default` when
    nothing named them)."""
    context = _CONTEXT.get()
    if context is not None and name in context.names:
        return context.names[name]
    return default
