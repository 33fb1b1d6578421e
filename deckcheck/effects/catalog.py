"""The card database with its abilities compiled: the cards as the engine plays them.

    database = load_playable_database()            # bundled pools and the user's cards
    database = playable(load_database(extra))      # the same, from a database in hand

The card database (`deckcheck.cards`) holds each card's `abilities:` entries as raw
data. Here every card that has some is compiled (`deckcheck.effects.compiler`): its
`abilities`, `definitions` and `ability_text` are filled in. A definition that does not
compile is an `ability-error` (or `schema-error`) problem located at its file and line,
and a database with any is refused with `CardDataError` listing them all.

Compiled cards are cached (`deckcheck.cache`) keyed by the card data's content hash
(`CardDatabase.data_version`) and the package's code, so that a warm start unpickles
them instead of compiling; their ability objects are themselves read only when a game
first asks for them. Without a cache, the bundled cards are compiled when their
abilities are first asked for (`_compiled_when_used` says why that is correct).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from deckcheck import cache
from deckcheck.cards.model import (
    Card,
    compiled_on_use,
    deferred_state,
    has_unread_ability_block,
    with_deferred_state,
)
from deckcheck.cards.pool import CardDatabase, CardDataError, load_database
from deckcheck.problems import Problem

if TYPE_CHECKING:
    from deckcheck.cards.lint import LintReport

# A compiled card in the cache: its deferred state (ability objects) and its English.
_CachedCard = tuple[bytes, tuple[tuple[str, str], ...]]

# The compiler, the card file reader and their schemas are imported where a card is
# compiled: a warm start (every command that plays or shows abilities) reads compiled
# cards from the cache and imports none of them.


def load_playable_database(extra: Sequence[Path] = (), *, use_cache: bool = True) -> CardDatabase:
    """The bundled pools and the user's card files (`load_database`), abilities compiled.

    Raises CardDataError listing every problem of the card files, abilities included.
    """
    return playable(load_database(extra, use_cache=use_cache), use_cache=use_cache)


def playable(database: CardDatabase, *, use_cache: bool = True) -> CardDatabase:
    """`database` with the abilities of every card compiled (see the module's notes)."""
    use_cache = use_cache and cache.enabled()
    if not use_cache:
        return _compiled_when_used(database)
    cache_file = cache.cache_file("abilities", f"{database.data_version}\0{cache.code_key()}")
    cached = cache.read(cache_file)
    if _fits(cached, database):
        return database.replacing(
            {
                card_id: with_deferred_state(database.by_id[card_id], blob, text)
                for card_id, (blob, text) in cached.items()
            }
        )
    compiled = _compiled_now(card for card in database.cards if card.defines_abilities)
    # Each card's ability objects in a pickle of their own, unpickled when a game first
    # asks for them; the English is kept plain, for `cards show`.
    entries = {
        card_id: (deferred_state(card), card.ability_text) for card_id, card in compiled.items()
    }
    cache.write(cache_file, entries)
    return database.replacing(compiled)


def _compiled_when_used(database: CardDatabase) -> CardDatabase:
    """`database` as a load without a cache needs it: the cards of the user's files
    compiled now, those of the bundled files when their abilities are first asked for.

    Why that is correct. A card whose `abilities:` block is still unread text comes from
    a bundled file (only those are read by `deckcheck.cards.facts`), whose every ability
    the test suite and `tools/build_carddb.py --check` compile: a broken one fails CI, so
    deferring its compile hides no problem from a user, while the cards of the user's own
    files, which nothing has checked, are compiled at once and refused with every problem
    listed, as before. A card's compile reads only that card (its facts and its own
    definitions) and the package's code, so compiling it later gives what compiling it
    now would. With a cache, a miss compiles every card and writes them all (`playable`):
    the cache is whole, keyed by the card data's content hash and the package's code, and
    holds no card compiled on use; without one, a process compiles only the cards it
    plays or shows (a goldfish deck's forty, not the pools' thousands)."""
    later: dict[str, Card] = {}
    now: list[Card] = []
    for card in database.cards:
        if has_unread_ability_block(card):
            later[card.id] = compiled_on_use(card, _compile_on_use)
        elif card.defines_abilities:
            now.append(card)
    return database.replacing(later | _compiled_now(now))


def _compiled_now(cards: Iterable[Card]) -> dict[str, Card]:
    """`cards` compiled, by id; CardDataError listing every problem when any fails."""
    compiled, problems = compile_cards(cards)
    if problems:
        raise CardDataError(problems)
    return compiled


def _compile_on_use(card: Card) -> Card:
    """A card of `_compiled_when_used`, compiled when its abilities are first asked for."""
    result = compile_card(card)
    if not isinstance(result, Card):
        raise CardDataError(result)
    return result


def _fits(cached: object, database: CardDatabase) -> TypeGuard[dict[str, _CachedCard]]:
    """Whether a cache holds compiled cards of `database` (a guard: its key says so)."""
    return isinstance(cached, dict) and all(
        card_id in database.by_id and isinstance(entry, tuple) and isinstance(entry[0], bytes)
        for card_id, entry in cached.items()
    )


def compile_cards(cards: Iterable[Card]) -> tuple[dict[str, Card], list[Problem]]:
    """Each card with its abilities compiled, by id, and the problems of those that fail."""
    compiled: dict[str, Card] = {}
    problems: list[Problem] = []
    for card in cards:
        result = compile_card(card)
        if isinstance(result, Card):
            compiled[card.id] = result
        else:
            problems.extend(result)
    return compiled, problems


def compile_card(card: Card) -> Card | list[Problem]:
    """The card with its abilities compiled, or the located problems that stop them."""
    if not card.ability_data:
        return card
    from deckcheck.cards.loader import ability_line, full_schema_problems
    from deckcheck.effects.compiler import CompileError, compile_abilities

    refusal: Exception
    try:
        definitions, abilities = compile_abilities(card, list(card.ability_data))
    except CompileError as error:
        refusal = error
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        # A definition of a shape the compiler cannot even read: the schema explains it.
        refusal = error
    else:
        texts = tuple((d.kind.value, a.text) for d, a in zip(definitions, abilities, strict=True))
        return replace(card, abilities=abilities, definitions=definitions, ability_text=texts)
    schema_problems = full_schema_problems(card)
    if schema_problems:
        return schema_problems
    if not isinstance(refusal, CompileError):
        raise refusal  # the compiler failed on a definition the schema accepts: a bug
    source = card.source
    return [
        Problem(
            "ability-error",
            f"{'.'.join(str(step) for step in refusal.path)}: {refusal.message}",
            path=source.path if source else None,
            line=ability_line(card, refusal.path),
            card=card.id,
        )
    ]


def ability_problems(card: Card) -> list[Problem]:
    """The problems of the card's ability definitions (none when they compile)."""
    result = compile_card(card)
    return [] if isinstance(result, Card) else result


def lint_card_files(paths: Sequence[Path]) -> LintReport:
    """Every problem of the user's card files, their abilities included (`cards lint`)."""
    from deckcheck.cards import lint

    return lint.lint_card_files(paths, check_card=ability_problems)
