"""The report of a run: figures that add up, the reproducible JSON, the warnings."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest

from deckcheck import __version__, schemas
from deckcheck.cards.model import Card
from deckcheck.engine import EffectContext, UseEffect
from deckcheck.engine.abilities import Procedure
from deckcheck.simulate.goldfish import GoldfishDecks, load_goldfish, run_goldfish, simulation_of
from deckcheck.simulate.runner import play_game
from deckcheck.simulate.setup import GoldfishRequest, deck_hash
from tests.conftest import EXAMPLE_DECKS
from tests.decklists import TEXT_DECK, starter, write_deck

SCHEMA = json.loads(schemas.read("goldfish.schema.json"))


def test_the_figures_add_up(d01: GoldfishDecks) -> None:
    report = run_goldfish(d01, GoldfishRequest(games=400, seed=8), jobs=1)
    first, second, both = (report.sides[side] for side in ("first", "second", "all"))
    assert first.games + second.games == both.games == 400
    assert first.wins + second.wins == both.wins
    for figures in (first, second, both):
        won_on = sum(times for _, times in figures.win_turn.counts)
        assert won_on == figures.wins == figures.games - figures.turn_cap - figures.decision_cap
        assert figures.by_turn[-1].won_by == figures.win_rate.value
        assert (
            figures.win_turn.mean.low <= figures.win_turn.mean.value <= figures.win_turn.mean.high
        )
        assert sum(e.value for e in figures.life_cloth_burst_shares) == pytest.approx(1.0)
    # The examples are games of the run with the turns they are said to have.
    simulation = simulation_of(d01, GoldfishRequest(games=400, seed=8))
    fastest = play_game(simulation, both.examples["fastest_win"] or 0)[1]
    slowest = play_game(simulation, both.examples["slowest_win"] or 0)[1]
    assert (fastest.turns, slowest.turns) == (both.win_turn.minimum, both.win_turn.maximum)


def test_the_json_records_what_reproduces_the_run(d01: GoldfishDecks) -> None:
    report = run_goldfish(d01, GoldfishRequest(games=50, seed=12, agent="Heuristic "), jobs=1)
    data = report.to_dict()
    jsonschema.validate(data, SCHEMA)
    assert data["deck"]["hash"] == deck_hash(d01.deck) and len(data["deck"]["hash"]) == 16
    assert data["versions"] == {"deckcheck": __version__, "card_data": d01.database.data_version}
    run = data["run"]
    assert (run["seed"], run["games"], run["agent"], run["abilities"]) == (
        12,
        50,
        "Heuristic",
        True,
    )
    assert run["opponent"] == {"kind": "goldfish", "life_cloth": 7}
    assert run["rules"]["name"] == "diva" and run["turn_cap"] == 50
    assert run["mulligan"]["keep"] == "type=SIGNI,level=1"
    coverage = data["coverage"]["deck"]
    assert coverage["cards"] == 21 and coverage["complete"] + len(coverage["incomplete"]) == 21
    assert json.dumps(data) == json.dumps(report.to_dict())


def test_the_deck_hash_is_the_decks_cards_not_its_file(tmp_path: Path) -> None:
    yaml_deck = load_goldfish(EXAMPLE_DECKS / "wxdi-d01.yaml").deck
    text_deck = load_goldfish(TEXT_DECK).deck
    assert deck_hash(yaml_deck) == deck_hash(text_deck)
    assert deck_hash(yaml_deck) != deck_hash(load_goldfish(EXAMPLE_DECKS / "wxdi-d02.yaml").deck)


def _nothing(context: EffectContext) -> Procedure[None]:
    return
    yield  # pragma: no cover


def unencoded(decks: GoldfishDecks) -> GoldfishDecks:
    """The decks with no ability encoded, whatever the card files hold today."""

    def strip(section: tuple[tuple[Card, int], ...]) -> tuple[tuple[Card, int], ...]:
        blank = {"ability_data": (), "abilities": (), "definitions": (), "ability_text": ()}
        return tuple((replace(card, **blank), copies) for card, copies in section)

    deck = replace(
        decks.deck, lrig_deck=strip(decks.deck.lrig_deck), main_deck=strip(decks.deck.main_deck)
    )
    return replace(decks, deck=deck)


def test_cards_without_encoded_text_are_named_once(d01: GoldfishDecks) -> None:
    bare = unencoded(d01)
    report = run_goldfish(bare, GoldfishRequest(games=20), jobs=1)
    warnings = [w for w in report.warnings if "no text" in w]
    # 14 of the deck's 21 cards print abilities beyond their keywords.
    assert len(warnings) == 1
    assert warnings[0].startswith("14 cards play as if they had no text")
    assert "Polygenesis" in warnings[0] and "Water Buffalo" not in warnings[0]  # vanilla
    # A card with its abilities encoded plays as printed and leaves the list.
    main = tuple(
        (replace(card, abilities=(UseEffect(_nothing),)) if card.name == "Polygenesis" else card, n)
        for card, n in bare.deck.main_deck
    )
    report = run_goldfish(
        replace(bare, deck=replace(bare.deck, main_deck=main)), GoldfishRequest(games=20), jobs=1
    )
    warning = next(w for w in report.warnings if "no text" in w)
    assert warning.startswith("13 cards") and "Polygenesis" not in warning
    assert report.to_dict()["coverage"]["deck"]["complete"] == 8
    # With every ability off there is nothing to warn about.
    off = run_goldfish(bare, GoldfishRequest(games=20, abilities=False), jobs=1)
    assert not any("no text" in w for w in off.warnings)
    assert off.to_dict()["run"]["abilities"] is False


def test_an_illegal_deck_is_played_as_written_with_a_warning(tmp_path: Path) -> None:
    data = starter()
    data["main_deck"] = data["main_deck"][:-1]  # 36 cards
    decks = load_goldfish(write_deck(tmp_path, data))
    report = run_goldfish(decks, GoldfishRequest(games=20), jobs=1)
    assert "the deck is not legal in diva (main-deck-size); it is played as written" in (
        report.warnings
    )
    assert report.to_dict()["deck"]["main_deck"] == 36


def _breaks(context: EffectContext) -> Procedure[None]:
    raise RuntimeError("this ability is broken")
    yield  # pragma: no cover


def test_a_game_that_fails_is_left_out_and_named(d01: GoldfishDecks) -> None:
    # A bug in one card's ability must not stop the run, nor hide in its figures.
    from deckcheck.engine import enter_ability
    from deckcheck.simulate.goldfish import game_log

    main = tuple(
        (
            replace(card, abilities=(enter_ability(_breaks),))
            if card.name == "Tobiel, Full Armed"
            else card,
            n,
        )
        for card, n in d01.deck.main_deck
    )
    broken = replace(d01, deck=replace(d01.deck, main_deck=main))
    request = GoldfishRequest(games=400, seed=6)
    report = run_goldfish(broken, request, jobs=1)
    assert 0 < report.failed < 400
    assert report.sides["all"].games == 400 - report.failed
    assert report.first_failure is not None
    number, error = report.first_failure.game, report.first_failure.error
    assert error == "RuntimeError: this ability is broken"
    warning = next(w for w in report.warnings if "internal error" in w)
    assert f"the first, game {number}: RuntimeError" in warning and f"--log {number}" in warning
    data = report.to_dict()
    jsonschema.validate(data, SCHEMA)
    assert data["run"]["failed_games"] == {
        "count": report.failed,
        "first": {
            "game": number,
            "error": "RuntimeError: this ability is broken",
            "cause": "deckcheck",
        },
    }
    played = game_log(broken, request, number)
    assert played.trace is None and played.error == error
    assert any("Tobiel, Full Armed" in line for line in played.lines)
    assert played.summary() == f"game {number} of seed 6 failed: {error}"
    in_workers = run_goldfish(broken, request, jobs=2)  # the same failures, the same figures
    assert (in_workers.failed, in_workers.first_failure) == (report.failed, report.first_failure)
    assert in_workers.to_dict() == data
