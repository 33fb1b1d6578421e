"""Abilities are compiled when the cards are made playable (`deckcheck.effects.catalog`):
every mistake is a located problem (file, line, card), and a good definition becomes an
engine ability."""

from __future__ import annotations

import pickle
from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cards.loader import read_card_file
from deckcheck.cards.pool import CardDatabase
from deckcheck.cli import app
from deckcheck.effects.catalog import ability_problems, load_playable_database
from deckcheck.engine.abilities import ActionAbility, ConstantAbility, TriggeredAbility

CARD = """\
my:BROKEN-001:
  name: Broken Test Card
  pool: mine
  type: SIGNI
  colors: [green]
  level: 1
  power: 1000
  has_ability_text: true
  numbers: [BROKEN-001]
  abilities:
    - kind: enter
      effects:
        - draw: 1
        - {broken}
"""


def read(tmp_path: Path, broken: str) -> list[tuple[str, int | None, str | None, str]]:
    path = tmp_path / "cards.yaml"
    path.write_text(CARD.format(broken=broken), encoding="utf-8")
    result = read_card_file(path, "cards.yaml")
    problems = [*result.problems, *(p for c in result.cards for p in ability_problems(c))]
    return [(p.code, p.line, p.card, p.message) for p in problems]


def test_an_unknown_effect_is_a_schema_error_on_its_line(tmp_path: Path) -> None:
    ((code, line, card, message),) = read(tmp_path, "drwa: 1")
    assert (code, line, card) == ("schema-error", 14, "my:BROKEN-001")
    assert "drwa" in message and message.startswith("abilities.0.effects.1")


def test_a_wrong_parameter_type_is_reported_at_the_parameter(tmp_path: Path) -> None:
    problems = read(tmp_path, "vanish: {target: {side: you, zone: signi, count: many}}")
    assert problems and all(p[:3] == ("schema-error", 14, "my:BROKEN-001") for p in problems)
    assert any("count" in p[3] for p in problems)


def test_what_only_the_compiler_sees_is_an_ability_error(tmp_path: Path) -> None:
    ((code, line, card, message),) = read(tmp_path, "vanish: {target: {ref: self, side: you}}")
    assert (code, line, card) == ("ability-error", 14, "my:BROKEN-001")
    assert "`ref` names the cards" in message


def test_a_pick_with_both_an_exact_count_and_up_to_is_an_ability_error(tmp_path: Path) -> None:
    ((code, line, card, message),) = read(
        tmp_path, "look_top: {count: 3, pick: [{count: 1, up_to: 2, to: top}]}"
    )
    assert (code, line, card) == ("ability-error", 14, "my:BROKEN-001")
    assert "give `count` or `up_to`, not both" in message


def test_lint_lists_ability_problems_with_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(CARD.format(broken="drwa: 1"), encoding="utf-8")
    result = CliRunner().invoke(app, ["cards", "lint", str(path)])
    assert result.exit_code == 1
    assert f"{path}:14" in result.stdout and "schema-error" in result.stdout


def test_bundled_abilities_are_engine_objects_and_pickle(database: CardDatabase) -> None:
    # The card database is cached as a pickle: compiled abilities must survive it.
    zwei = database.lookup("Zwei =Slow Loris=", ["en"])
    constant, action = zwei.abilities
    assert isinstance(constant, ConstantAbility) and isinstance(action, ActionAbility)
    tobiel = database.lookup("Tobiel, Full Armed", ["en"])
    assert isinstance(tobiel.abilities[0], TriggeredAbility)
    again = pickle.loads(pickle.dumps(database.cards))
    assert [c.definitions for c in again] == [c.definitions for c in database.cards]


def test_a_warm_load_reads_compiled_abilities_only_when_asked(database: CardDatabase) -> None:
    # The cache keeps compiled abilities in a pickle of their own: a lookup or a validation
    # never imports the ability language; the engine's first read of them does.
    tobiel = database.lookup("Tobiel, Full Armed", ["en"])
    again = pickle.loads(pickle.dumps(tobiel))
    assert "_deferred" in again.__dict__ and "abilities" not in again.__dict__
    assert again.ability_text == tobiel.ability_text and again == tobiel
    assert [type(a) for a in again.abilities] == [type(a) for a in tobiel.abilities]
    assert "_deferred" not in again.__dict__
    assert again.definitions == tobiel.definitions


def test_a_definition_of_the_wrong_shape_is_explained_by_the_schema(tmp_path: Path) -> None:
    # Abilities are checked by compiling them; what the compiler cannot even read is still
    # one located schema problem, never a traceback.
    path = tmp_path / "cards.yaml"
    path.write_text(CARD.replace("        - draw: 1\n        - {broken}\n", "      - draw\n"))
    (card,) = read_card_file(path, "cards.yaml").cards
    problems = ability_problems(card)
    assert [(p.code, p.card) for p in problems] == [("schema-error", "my:BROKEN-001")]
    assert problems[0].message.startswith("abilities.0.effects")


def test_the_card_database_keeps_abilities_as_data_and_play_refuses_a_broken_one(
    tmp_path: Path,
) -> None:
    # Facts and abilities are checked by different layers: reading the cards (validate,
    # stats, search) never compiles abilities; the playable database refuses the file with
    # the problem at its line.
    from deckcheck.cards.pool import CardDataError, load_database

    path = tmp_path / "cards.yaml"
    path.write_text(CARD.format(broken="vanish: {target: {ref: self, side: you}}"))
    facts = load_database([path])
    card = facts.get("my:BROKEN-001")
    assert card.ability_data and not card.abilities
    try:
        load_playable_database([path])
    except CardDataError as error:
        ((problem),) = error.problems
        assert (problem.code, problem.line, problem.card) == ("ability-error", 14, card.id)
        assert problem.path == str(path)
    else:
        raise AssertionError("a broken ability was compiled")


def test_the_playable_database_comes_from_its_cache_unchanged(database: CardDatabase) -> None:
    again = load_playable_database()
    zwei = again.lookup("Zwei =Slow Loris=", ["en"])
    assert zwei.ability_text == database.lookup("Zwei =Slow Loris=", ["en"]).ability_text
    assert len(again) == len(database) and again.data_version == database.data_version
