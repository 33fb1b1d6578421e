"""The bundled card database: pools, facts, lookups, user cards, errors and the cache."""

from __future__ import annotations

import json
import time
from pathlib import Path

import jsonschema
import pytest
import yaml

from deckcheck import schemas
from deckcheck.cards.model import CardType, Color, Keyword, UseTiming
from deckcheck.cards.pool import (
    CardDatabase,
    CardDataError,
    bundled_carddb_dir,
    load_database,
)
from deckcheck.errors import AmbiguousCardError, UnknownCardError
from deckcheck.resources import bundled


def test_pool_sizes(database: CardDatabase) -> None:
    assert len(database.in_pool("en")) == 1880
    assert len(database.in_pool("classic")) == 1748
    assert database.pools == ("classic", "en")


def test_every_bundled_card_validates_against_the_card_schema() -> None:
    schema = json.loads((bundled("schemas") / "card.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = schemas.validator("card.schema.json")
    checked = 0
    for path in sorted(bundled_carddb_dir().glob("*/*.yaml")):
        if path.parent.name == "formats":
            continue
        cards = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        for card_id, card in cards.items():
            errors = [e.message for e in validator.iter_errors(card)]
            assert not errors, f"{path.name} {card_id}: {errors}"
            checked += 1
    assert checked == 1880 + 1748


def test_card_facts_of_servant_sharp(database: CardDatabase) -> None:
    card = database.lookup("Servant #", ["en"])
    assert card.id == "en:WXDi-D01-020"
    assert card.type is CardType.SIGNI
    assert card.colors == (Color.COLORLESS,)
    assert (card.level, card.power, card.limit) == (1, 1000, None)
    assert card.life_burst and card.guard
    assert Keyword.MULTI_ENER in card.keywords
    assert "WXDi-D02-28" in card.numbers
    # 79 printings in cards-en.jsonl and 10 more in extra-printings.tsv (every starter
    # deck's own Servant #, such as WXDi-D04-020).
    assert len(card.numbers) == 89 and "WXDi-D04-020" in card.numbers


def test_lrig_facts(database: CardDatabase) -> None:
    card = database.lookup("At =Tre=, the Opened Gate", ["en"])
    assert card.type is CardType.LRIG
    assert (card.level, card.limit) == (3, 6)
    assert card.grow_cost is not None and card.grow_cost.as_dict() == {"green": 2}
    assert card.lrig_types == ("AT",)
    assert card.team == "ANCIENT_SURPRISE"


def test_assist_lrig_type_and_use_timing(database: CardDatabase) -> None:
    card = database.lookup("Umr =Draw=", ["en"])
    assert card.type is CardType.ASSIST_LRIG
    assert card.use_timing, "an Assist LRIG says when it may grow"


@pytest.mark.parametrize(
    "typed",
    [
        "Servant #",
        "servant #",
        "SERVANT  #",
        " servant   # ",
        "WXDi-D01-020",
        "wxdi-d01-020",
        "WXDi-D01-020[EN]",
        "WXDi-D01-020 [EN]",
        "WXDi-P00-090",
        "en:WXDi-D01-020",
    ],
)
def test_lookup_by_name_variants_number_and_id(database: CardDatabase, typed: str) -> None:
    assert database.lookup(typed, ["en"]).name == "Servant #"


def test_lookup_forgives_punctuation(database: CardDatabase) -> None:
    assert database.lookup("F-Lite, Code Art", ["en"]).name == "F - Lite, Code: Art"
    assert database.lookup("[Assist] Ange, Level 1", ["en"]).name == "[Assist] Ange Level 1"


def test_a_prime_names_another_card(database: CardDatabase) -> None:
    plain = database.lookup("[Center] Lize, Level 3", ["en"])
    primed = database.lookup("[Center] Lize, Level 3'", ["en"])
    assert plain.id != primed.id


def test_a_name_shared_by_two_cards_is_ambiguous_and_lists_numbers(database: CardDatabase) -> None:
    with pytest.raises(AmbiguousCardError) as raised:
        database.lookup("Midoriko", ["en"])
    numbers = {number for _name, number in raised.value.candidates}
    assert numbers == {"PR-008", "PR-K003"}
    assert "PR-008" in str(raised.value) and "PR-K003" in str(raised.value)
    assert raised.value.code == "ambiguous-card"
    # A card number picks one of them.
    assert database.lookup("PR-K003", ["en"]).name == "Midoriko"


@pytest.mark.parametrize("name", ["Umr", "Midoriko, Battle Girl"])
def test_the_other_shared_names_are_ambiguous(database: CardDatabase, name: str) -> None:
    with pytest.raises(AmbiguousCardError):
        database.lookup(name, ["en"])


def test_an_unknown_name_carries_the_closest_names(database: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as raised:
        database.lookup("Servnt #", ["en"])
    assert raised.value.suggestions[0] == "Servant #"
    assert raised.value.code == "unknown-card"
    assert "did you mean 'Servant #'" in str(raised.value)


def test_pools_filter_lookups(database: CardDatabase) -> None:
    # PR-005 is a printing of Tama in both pools.
    assert database.lookup("PR-005", ["en"]).pool == "en"
    assert database.lookup("PR-005", ["classic"]).pool == "classic"
    with pytest.raises(AmbiguousCardError):
        database.lookup("PR-005")
    with pytest.raises(UnknownCardError):
        database.lookup("Servant #", ["classic"])


def test_classic_printings_are_one_card_without_promotional_annotations(
    database: CardDatabase,
) -> None:
    card = database.lookup("Anti-Spell", ["classic"])
    assert card.name == "Anti-Spell"
    assert set(card.numbers) == {"WX01-018", "PR-023"}
    assert card.type is CardType.ARTS
    assert card.use_timing == (UseTiming.SPELL_CUT_IN,)
    # The annotated printing's number reaches the same card.
    assert database.lookup("PR-023", ["classic"]).id == card.id
    # Only the four names whose parentheses are their own keep them
    # (../shared/data/README.md, "cards-classic.jsonl").
    kept = sorted(c.name for c in database.in_pool("classic") if "(" in c.name or "（" in c.name)
    assert kept == [
        "Athle (HARD), Green Fourth Play",
        "Athle (NORMAL), Green Second Play",
        "Ougusoku, Black Phantom Insect (FA)",
        "Ougusoku, Black Phantom Insect (HS)",
    ]


def test_classic_lrig_types_are_translated(database: CardDatabase) -> None:
    card = database.lookup("Tamayorihime, Sun Miko", ["classic"])
    assert card.lrig_types == ("TAMA",)
    assert card.classes == ()
    assert card.grow_cost is not None and card.grow_cost.as_dict() == {"white": 3}
    assert (card.level, card.limit) == (4, 11)


def test_classic_character_variants_are_aliases(database: CardDatabase) -> None:
    card = database.lookup("Tamayorihime, New Moon Miko", ["classic"])
    assert "Tama" in card.aliases
    assert database.lookup("Tama", ["classic"]).id == card.id


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


PROXY = """\
proxy:test-001:
  name: Proxy Knight
  pool: en
  type: SIGNI
  colors: [red]
  level: 2
  power: 8000
  classes: [VALOR]
  numbers: [TEST-001]
"""


def test_user_cards_join_the_database(tmp_path: Path) -> None:
    user = _write(tmp_path / "mine.yaml", PROXY)
    database = load_database([user])
    card = database.lookup("proxy knight", ["en"])
    assert card.id == "proxy:test-001"
    assert card.power == 8000
    assert database.lookup("TEST-001 [EN]").id == "proxy:test-001"
    assert len(database) == 1880 + 1748 + 1


def test_user_cards_from_a_folder_and_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "pool"
    folder.mkdir()
    _write(folder / "mine.yaml", PROXY)
    monkeypatch.setenv("DECKCHECK_CARDS", str(folder))
    assert load_database().lookup("Proxy Knight").pool == "en"


def test_a_user_card_may_replace_a_bundled_card(tmp_path: Path) -> None:
    text = PROXY.replace("proxy:test-001", "en:WXDi-D01-020").replace("Proxy Knight", "Servant #")
    database = load_database([_write(tmp_path / "fix.yaml", text)])
    assert database.get("en:WXDi-D01-020").power == 8000


def test_broken_yaml_reports_file_and_line(tmp_path: Path) -> None:
    broken = _write(tmp_path / "broken.yaml", PROXY + "  numbers: [unclosed\n")
    with pytest.raises(CardDataError) as raised:
        load_database([broken])
    problem = raised.value.problems[0]
    assert problem.code == "parse-error"
    assert problem.path == str(broken)
    assert problem.line is not None and problem.line >= 10


def test_schema_errors_report_file_line_and_card(tmp_path: Path) -> None:
    bad = _write(tmp_path / "bad.yaml", PROXY.replace("colors: [red]", "colors: [purple]"))
    with pytest.raises(CardDataError) as raised:
        load_database([bad])
    problem = raised.value.problems[0]
    assert problem.code == "schema-error"
    assert (problem.path, problem.line, problem.card) == (str(bad), 5, "proxy:test-001")
    assert "purple" in problem.message


def test_every_problem_is_reported_not_only_the_first(tmp_path: Path) -> None:
    text = PROXY.replace("level: 2", "level: -1") + PROXY.replace("test-001", "test-002").replace(
        "type: SIGNI", "type: WARRIOR"
    )
    with pytest.raises(CardDataError) as raised:
        load_database([_write(tmp_path / "two.yaml", text)])
    lines = sorted((p.card, p.line) for p in raised.value.problems)
    assert lines == [("proxy:test-001", 6), ("proxy:test-002", 13)]


def test_duplicate_ids_in_one_file_are_reported(tmp_path: Path) -> None:
    with pytest.raises(CardDataError) as raised:
        load_database([_write(tmp_path / "dup.yaml", PROXY + PROXY)])
    assert raised.value.problems[0].code == "duplicate-card-id"
    assert raised.value.problems[0].line == 10


def test_a_missing_card_path_is_an_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(CardDataError) as raised:
        load_database([tmp_path / "nowhere.yaml"])
    assert raised.value.problems[0].code == "unreadable-file"


def test_a_binary_card_file_is_unreadable(tmp_path: Path) -> None:
    binary = tmp_path / "cards.yaml"
    binary.write_bytes(b"\xff\xfe\x00\x01garbage")
    with pytest.raises(CardDataError) as raised:
        load_database([binary])
    assert raised.value.problems[0].code == "unreadable-file"


def test_warm_load_from_the_cache_equals_a_cold_load(tmp_path: Path) -> None:
    cold = load_database(use_cache=False)
    load_database()  # make sure the cache is written
    warm = load_database()
    assert warm.data_version == cold.data_version
    assert warm.cards == cold.cards


def test_an_edited_user_file_is_reloaded(tmp_path: Path) -> None:
    user = _write(tmp_path / "mine.yaml", PROXY)
    assert load_database([user]).lookup("Proxy Knight").power == 8000
    time.sleep(0.01)
    _write(user, PROXY.replace("power: 8000", "power: 9000"))
    assert load_database([user]).lookup("Proxy Knight").power == 9000
