"""Whatever a file holds, checking it gives problems, never an exception.

The checker turns an unexpected exception into an `internal-error` report so that
a batch never loses a file; these tests make sure that never happens.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.cards.pool import CardDatabase
from deckcheck.formats import load_format
from deckcheck.validation.check import DeckChecker
from deckcheck.validation.report import DeckReport
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import TEXT_DECK

YAML_DECK = (EXAMPLE_DECKS / "wxdi-d01.yaml").read_text(encoding="utf-8")
TEXT_DECK_TEXT = TEXT_DECK.read_text(encoding="utf-8")
ODD_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(),  # any code point: surrogates, controls, combining marks
        st.sampled_from(list("#:-[]{}&*!|>'\"\t\r\n\x00\x85\u2028\ufeff☆∞=")),
    ),
    max_size=40,
)
FUZZ = settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _check_bytes(
    database: CardDatabase, raw: bytes, suffix: str, formats: tuple[str | None, ...] = (None,)
) -> DeckReport:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"deck{suffix}"
        path.write_bytes(raw)
        for fmt in formats:
            report = DeckChecker(database, load_format(fmt) if fmt else None).check_file(path)
            assert report.path == str(path)
            codes = [p.code for p in report.problems]
            assert "internal-error" not in codes, report.problems
            if not report.readable:
                assert codes and not report.legal
    return report


@FUZZ
@given(raw=st.binary(max_size=600), suffix=st.sampled_from([".yaml", ".txt", ""]))
def test_random_bytes(database: CardDatabase, raw: bytes, suffix: str) -> None:
    _check_bytes(database, raw, suffix, formats=(None, "classic"))


def _mutations() -> st.SearchStrategy[tuple[str, int, int, str]]:
    return st.tuples(
        st.sampled_from(["delete", "insert", "replace", "duplicate-line", "huge-count", "nest"]),
        st.integers(0, 10_000),
        st.integers(0, 60),
        ODD_TEXT,
    )


def _mutate(text: str, mutations: list[tuple[str, int, int, str]]) -> str:
    for kind, where, length, inserted in mutations:
        at = where % (len(text) + 1)
        if kind == "delete":
            text = text[:at] + text[at + length :]
        elif kind == "insert":
            text = text[:at] + inserted + text[at:]
        elif kind == "replace":
            text = text[:at] + inserted + text[at + len(inserted) :]
        elif kind == "duplicate-line":
            lines = text.splitlines(keepends=True) or [""]
            line = lines[where % len(lines)]
            lines.insert(where % len(lines), line * (length + 1))
            text = "".join(lines)
        elif kind == "huge-count":
            text = text.replace("4 ", str(10 ** (length + 2)) + " ", 1)
        else:
            text = text[:at] + "[" * (length * 50) + text[at:]
    return text


@FUZZ
@given(
    base=st.sampled_from([("yaml", YAML_DECK), ("txt", TEXT_DECK_TEXT)]),
    mutations=st.lists(_mutations(), min_size=1, max_size=4),
)
def test_mutated_decklists(
    database: CardDatabase, base: tuple[str, str], mutations: list[Any]
) -> None:
    suffix, text = base
    mutated = _mutate(text, mutations)
    _check_bytes(database, mutated.encode("utf-8", errors="surrogatepass"), f".{suffix}")


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(),
    ODD_TEXT,
    st.sampled_from(["4 Servant #", "Umr", "WXDi-D01-020", "99 Polygenesis", "diva", "classic"]),
)
values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=5),
        st.dictionaries(
            st.one_of(ODD_TEXT, st.sampled_from(["card", "count", "type", "level"])),
            children,
            max_size=4,
        ),
    ),
    max_leaves=30,
)
decklists = st.dictionaries(
    st.sampled_from(["name", "player", "format", "lrig_deck", "main_deck", "groups"]),
    values,
    max_size=6,
)


@FUZZ
@given(document=decklists)
def test_random_yaml_structures(database: CardDatabase, document: dict[str, Any]) -> None:
    text = yaml.safe_dump(document, allow_unicode=True)
    _check_bytes(database, text.encode("utf-8", errors="surrogatepass"), ".yaml", (None, "classic"))


def test_deep_nesting_and_huge_counts(database: CardDatabase) -> None:
    cases = [
        "lrig_deck: []\nmain_deck: " + "[" * 9000 + "]" * 9000,
        "lrig_deck: []\nmain_deck:\n" + "".join(f"{'  ' * i}- \n" for i in range(1, 400)),
        "lrig_deck: []\nmain_deck:\n  - {card: Servant D, count: 123456789012345678901234567890}\n",
        "lrig_deck: []\nmain_deck:\n  - 99 Servant D\n" * 1,
        "LRIG Deck\nMain Deck\n" + "99 Servant #\n" * 5000,
        "groups: {a: " + "{b: " * 2000 + "1" + "}" * 2001 + "\nlrig_deck: []\nmain_deck: []\n",
    ]
    for text in cases:
        report = _check_bytes(database, text.encode(), ".yaml")
        assert not report.legal
