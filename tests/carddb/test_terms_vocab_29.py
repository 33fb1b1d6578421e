"""The terms of vocab-29 (round 28), and the rules each follows.

- an infinite power (`power: infinite`, carddb/en/power.tsv): above every bound, kept by
  +/- changes, replaced by a power set (docs/engine-hooks.md, "Infinite power").
- `become`: a card on the field becomes another card for a while, a card only effects
  make (`card`, carddb/en/made-by-effects.tsv) or the card a target is (`same_as`); the
  filter `harmony`, and the zone `on_this` (docs/engine-hooks.md, "Becoming another card").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckcheck.cards.loader import read_card_file
from deckcheck.cards.model import INFINITE_POWER, power_text
from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.binding import CompileError
from deckcheck.engine import KW, Zone
from tests.carddb.table import AT3, LIZE3, Table, lrigs
from tests.effects.conftest import _compile
from tests.test_build_carddb import EN_RECORD, _tool

MUGEN = "Mugen//Memoria"  # printed power: the infinity sign
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 3, 12000
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, vanilla

# ------------------------------------------------------------------ infinite power


def test_an_infinite_power_is_a_fact_written_infinite_and_shown_as_the_sign(
    database: CardDatabase,
) -> None:
    mugen = database.lookup(MUGEN, ["en"])
    assert mugen.power == INFINITE_POWER
    assert mugen.to_dict()["power"] == "infinite"  # the JSON form, as card files write it
    assert power_text(mugen.power) == "\u221e" and power_text(12000) == "12000"


def test_a_signi_without_a_power_is_refused_and_infinite_is_read(tmp_path: Path) -> None:
    # docs/engine-hooks.md, "Infinite power": a SIGNI's power is a number or `infinite`;
    # one with none is a mistake in the data, never a power of 0.
    path = tmp_path / "cards.yaml"
    entry = "name: Test, {name}\n  pool: en\n  type: SIGNI\n  colors: [red]\n  level: 1\n"
    numbers = "  numbers: [TEST-{n}]\n"
    path.write_text(
        "test:1:\n  "
        + entry.format(name="One")
        + numbers.format(n=1)
        + "test:2:\n  "
        + entry.format(name="Two")
        + "  power: infinite\n"
        + numbers.format(n=2),
        encoding="utf-8",
    )
    result = read_card_file(path)
    assert [p.code for p in result.problems] == ["schema-error"]
    assert result.problems[0].card == "test:1"
    assert [card.power for card in result.cards] == [INFINITE_POWER]


def test_the_build_refuses_a_signi_without_a_power_in_the_data_or_the_facts(
    tmp_path: Path,
) -> None:
    # docs/engine-hooks.md, "Infinite power": carddb/en/power.tsv gives the power the card
    # data lacks; a SIGNI with none in either stops the build instead of getting 0.
    tool = _tool()
    record = {**EN_RECORD, "power": None}
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "cards-en.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    (shared / "cards-classic.jsonl").write_text("", encoding="utf-8")
    carddb = tmp_path / "carddb"
    with pytest.raises(ValueError, match="WXDi-D01-020: a SIGNI without a power"):
        tool.build(shared, carddb)
    (carddb / "en").mkdir(parents=True)
    (carddb / "en" / "power.tsv").write_text(
        "# a source\nnumber\tpower\nPR-Di001\tinfinite\n", encoding="utf-8"
    )
    (text,) = tool.build(shared, carddb).values()
    assert "  power: infinite\n" in text


def test_an_infinite_power_meets_every_lower_bound_and_no_upper_one(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Power": a power bound ("N or more", "N or less") compares
    # the SIGNI's power; infinity is more than any N.
    def vanished(bound: str) -> list[str]:
        text = (
            "{kind: action, effects: "
            f"[{{vanish: {{all: {{side: any, zone: signi, power: {bound}}}}}}}]}}"
        )
        game = table(
            f"""
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{SARA}", "{MUGEN}", ~]
            """,
            abilities={SARA: _compile(database, text, SARA)[1]},
        )
        game.action(SARA)
        return [name for name in (SARA, MUGEN) if game.zone_of(name) == Zone.ENER]

    assert vanished("{min: 1000000000}") == [MUGEN]
    assert vanished("{max: 1000000000}") == [SARA]


def test_an_infinite_power_stays_so_through_changes_until_a_power_is_set(table: Table) -> None:
    # en-2021-glossary.txt, "Power": set effects apply first, changes after; a change of
    # +/- N leaves infinity infinite, and a power set replaces it (then changes count).
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MUGEN}", ~, ~]
    """)
    mugen = game.card(MUGEN)
    game.game.add_power(mugen, -(10**12))
    game.game.add_power(mugen, 5000)
    assert game.power(MUGEN) == INFINITE_POWER
    game.game.set_power(mugen, 3000)
    assert game.power(MUGEN) == 3000 - 10**12 + 5000  # set first, the changes after


def test_a_battle_of_two_infinite_powers_vanishes_the_defender_alone(table: Table) -> None:
    # en-2021-glossary.txt, "Battle": an attacker whose power is greater than or equal to
    # the defender's vanishes it, and the attacker is never vanished by the battle.
    game = table(f"""
        phase: attack
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{MUGEN}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{MUGEN}", ~, ~]
    """)
    game.attack(MUGEN)
    assert game.zone_of(MUGEN, 0) == Zone.SIGNI
    assert game.zone_of(MUGEN, 1) == Zone.ENER


# ------------------------------------------------------------------ becoming another card

NOBUNAGA = "Nobunaga, Crimson General Queen"  # level 3, 13000, [Rise]
KOUMEI = "Koumei, Blessed General Queen"  # level 3, 12000, [Harmony]
THOROUGHBRED = "Thoroughbred, Phantom Beast Deity"  # level 3, 12000, <Terra Beast>
ZERO = (
    "{kind: action, effects: "
    "[{become: {target: {side: opponent, zone: signi}, card: Servant ZERO}}]}"
)


def test_a_card_that_becomes_another_keeps_its_place_state_and_the_effects_on_it(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Becoming another card": its name, level, power and abilities
    # are the other card's; its zone, its state, the cards under it and the effects on it
    # stay (en-2021-glossary.txt, "Power": a change applies on top of the base power).
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{THOROUGHBRED} (frozen, lancer)", ~]
            hand: ["{SARA}"]
        """,
        abilities={SARA: _compile(database, ZERO, SARA)[1]},
    )
    target = game.card(THOROUGHBRED)
    game.game.put_under_signi(game.card(SARA, 1), target)
    game.game.add_power(target, 4000)
    game.action(SARA)
    assert game.name(target) == "Servant ZERO" and game.slot[target] == 1
    assert game.power("Servant ZERO") == 5000 and game.level(target) == 1
    assert game.frozen[target] and game.has_keyword(target, KW.LANCER)  # granted: kept
    assert game.names(1, Zone.UNDER) == [SARA]


def test_a_card_that_became_another_is_its_own_again_once_it_leaves_the_field(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Becoming another card": a card that leaves the field is a new
    # card (the effects on it end), its own again; and a copy of the
    # game made before it became another card does not see the change.
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{THOROUGHBRED}", ~, ~]
        """,
        abilities={SARA: _compile(database, ZERO, SARA)[1]},
    )
    target = game.card(THOROUGHBRED)
    before = game.game.fork()
    game.action(SARA)
    assert game.name(target) == "Servant ZERO"
    assert before.name(target) == THOROUGHBRED and before.power(target) == 12000
    game.game.bounce(target)
    assert game.names(1, Zone.HAND) == [THOROUGHBRED]
    assert game.game.base_power[target] == 12000


@pytest.mark.parametrize("icon", [NOBUNAGA, KOUMEI])
def test_the_same_card_as_a_target_skips_signi_with_rise_or_harmony(
    table: Table, database: CardDatabase, icon: str
) -> None:
    # docs/engine-hooks.md, "Becoming another card": "target SIGNI without an == icon" is
    # the filter `rise: false, harmony: false`; the card becomes the target's card.
    text = (
        "{kind: action, effects: [{become: {ref: self, same_as: "
        "{target: {side: opponent, zone: signi, rise: false, harmony: false}}}}]}"
    )
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, ~]
          - lrig: {lrigs(LIZE3)}
            signi: ["{icon}", ~, "{THOROUGHBRED}"]
        """,
        abilities={SARA: _compile(database, text, SARA)[1]},
    )
    sara = game.card(SARA)
    game.action(SARA)  # Thoroughbred alone may be targeted: taken at once
    assert game.name(sara) == THOROUGHBRED and game.power(THOROUGHBRED, 0) == 12000
    assert game.defs[sara].classes == game.defs[game.card(THOROUGHBRED, 1)].classes


def test_a_card_made_by_effects_must_be_known(database: CardDatabase) -> None:
    # carddb/en/made-by-effects.tsv names the cards only effects make: another name is a
    # mistake of the definition, refused as it compiles.
    text = ZERO.replace("Servant ZERO", "Servant ONE")
    try:
        _compile(database, text, SARA)
    except CompileError as error:
        assert "Servant ONE" in error.message and "Servant ZERO" in error.message
    else:
        raise AssertionError("an unknown card made by effects compiled")


def test_the_cards_on_a_signi_are_those_under_it_and_its_soul(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Souls": a Soul is attached to its SIGNI, in no pile of cards
    # under it; "all cards that are underneath or attached to this SIGNI" (`on_this`)
    # are both, and no card under another SIGNI.
    text = "{kind: action, effects: [{trash: {all: {side: you, zone: on_this}}}]}"
    game = table(
        f"""
        players:
          - lrig: {lrigs(AT3)}
            signi: ["{SARA}", ~, "{THOROUGHBRED}"]
            hand: ["{BUFFALO}", "Servant #", "{MUGEN}"]
        """,
        abilities={SARA: _compile(database, text, SARA)[1]},
    )
    sara, other = game.card(SARA), game.card(THOROUGHBRED)
    game.game.put_under_signi(game.card(BUFFALO, 0, Zone.HAND), sara)
    game.game.attach_soul(game.card("Servant #"), sara)
    game.game.put_under_signi(game.card(MUGEN), other)
    game.action(SARA)
    assert sorted(game.names(0, Zone.TRASH)) == ["Servant #", BUFFALO]
    assert game.names(0, Zone.UNDER) == [MUGEN]
