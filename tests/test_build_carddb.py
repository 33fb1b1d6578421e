"""tools/build_carddb.py: the committed carddb/ is exactly what the script produces."""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import PROJECT


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_carddb", PROJECT / "tools" / "build_carddb.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_carddb"] = module
    spec.loader.exec_module(module)
    return module


def _shared_data() -> Path | None:
    configured = os.environ.get("DECKCHECK_SHARED_DATA")
    path = Path(configured) if configured else PROJECT.parent / "shared" / "data"
    return path if (path / "cards-en.jsonl").is_file() else None


@pytest.mark.skipif(
    _shared_data() is None, reason="the shared card data is not next to the project"
)
def test_committed_carddb_matches_the_generator() -> None:
    tool = _tool()
    shared = _shared_data()
    files = tool.build(shared)
    committed = {
        p for pool in ("en", "classic") for p in (PROJECT / "carddb" / pool).glob("*.yaml")
    }
    assert set(files) == committed
    stale = [p.name for p, text in files.items() if p.read_text(encoding="utf-8") != text]
    assert not stale, f"run tools/build_carddb.py: {stale}"


EN_RECORD = {
    "name": "Servant #",
    "numbers": ["WXDi-D01-020", "PR-Di001"],
    "type": "SIGNI",
    "colors": ["colorless"],
    "level": 1,
    "limit": None,
    "power": 1000,
    "cost": None,
    "lrig_types": [],
    "team": None,
    "classes": ["PERFORMER", "ORIGIN"],
    "life_burst": True,
    "guard": True,
    "keywords": ["Guard", "MultiEner"],
    "use_timing": [],
    "formats": ["ENGLISH"],
    "flags": ["LIFEBURST", "GUARD"],
    "name_jp": "サーバント　#",
    "reference_text": "SECRET REFERENCE TEXT",
}
CLASSIC_RECORDS = [
    {
        "pid": 18,
        "cid": 18,
        "number": "WX01-018",
        "name_en": "Anti-Spell",
        "name_jp": "アンチ・スペル",
        "type": "ARTS",
        "colors": ["black"],
        "level": 0,
        "limit": 0,
        "power": 0,
        "lrig_type_limiting": "",
        "classes": [],
        "cost": {"white": 0, "black": 2, "red": 0, "blue": 0, "green": 0, "colorless": 0},
        "guard": False,
        "multi_ener": False,
        "life_burst": False,
        "use_timing": ["spellCutIn"],
        "text_en": "SECRET CLASSIC TEXT",
    },
    {
        "pid": 516,
        "cid": 18,
        "number": "PR-023",
        "name_en": "Anti-Spell (WIXOSS PARTY 9-10月度)",
        "name_jp": "アンチ・スペル",
        "type": "ARTS",
        "colors": ["black"],
        "level": 0,
        "limit": 0,
        "power": 0,
        "lrig_type_limiting": "",
        "classes": [],
        "cost": {"white": 0, "black": 2, "red": 0, "blue": 0, "green": 0, "colorless": 0},
        "guard": False,
        "multi_ener": False,
        "life_burst": False,
        "use_timing": [],
        "text_en": "",
    },
]


def test_generator_keeps_hand_written_abilities_and_copies_no_text(tmp_path: Path) -> None:
    tool = _tool()
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "cards-en.jsonl").write_text(json.dumps(EN_RECORD) + "\n", encoding="utf-8")
    (shared / "cards-classic.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in CLASSIC_RECORDS), encoding="utf-8"
    )
    carddb = tmp_path / "carddb"
    first = tool.build(shared, carddb)
    for path, text in first.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    en_file = carddb / "en" / "WXDi-D01.yaml"
    block = "  abilities:\n    # written by hand\n    - kind: life_burst\n"
    en_file.write_text(en_file.read_text(encoding="utf-8") + block, encoding="utf-8")

    second = tool.build(shared, carddb)
    assert block in second[en_file]
    everything = "".join(second.values())
    assert "SECRET" not in everything
    classic = second[carddb / "classic" / "WX01.yaml"]
    assert "name: Anti-Spell\n" in classic
    assert "numbers: [WX01-018, PR-023]" in classic
    assert "use_timing: [spell_cut_in]" in classic


@pytest.mark.parametrize(
    ("printed", "english"),
    [
        # ../shared/data/README.md, "cards-classic.jsonl": promotional notes come off ...
        ("Anne, Locus of Miracles (WIXOSS大運動会参加賞)", "Anne, Locus of Miracles"),
        ("Ghost Party(selectors pack vol.13)", "Ghost Party"),
        ("Ghost Party(2016年12月-2017年1月ver).", "Ghost Party"),
        ("Jealousy Gaze「selector infected WIXOSS-Re/verse- 」第１巻　付録", "Jealousy Gaze"),
        (
            "星占の巫女　Remember Night, Star-Reading Miko (ウルトラジャンプ9月号 付録)",
            "Remember Night, Star-Reading Miko",
        ),
        (
            "Ril, Memory of Innocence スカパー！「Lostorage」ＣＳ初放送キャンペーン）",
            "Ril, Memory of Innocence",
        ),
        ("Aya! ０（ウインタールリグパック vol.1）", "Aya! 0"),
        # ... and the parentheses of four real names stay.
        ("Athle (HARD), Green Fourth Play", "Athle (HARD), Green Fourth Play"),
        ("Athle (NORMAL), Green Second Play", "Athle (NORMAL), Green Second Play"),
        ("Ougusoku, Black Phantom Insect (FA)", "Ougusoku, Black Phantom Insect (FA)"),
        ("Ougusoku, Black Phantom Insect (HS)", "Ougusoku, Black Phantom Insect (HS)"),
        ("≡Denecy≡, Natural Star（セレクターズパック Vol.14）", "≡Denecy≡, Natural Star"),
    ],
)
def test_classic_names_lose_promotional_notes_only(printed: str, english: str) -> None:
    assert _tool().classic_english_name(printed) == english


@pytest.mark.parametrize(
    ("text", "counts", "kind"),
    [
        (
            "@E: Draw a card.\n@U: When this SIGNI attacks, draw a card.",
            {"enter": 1, "auto": 1},
            "SIGNI",
        ),
        (
            "@C: [[Lancer]]\n@A %X: Draw a card.~#Draw a card.",
            {"action": 1, "life_burst": 1},
            "SIGNI",
        ),
        # Granted abilities (between @> and @@, or to the end) are not the card's own.
        (
            "@C: It gains@>@U: When it attacks, draw.@@@A %X: Draw a card.",
            {"constant": 1, "action": 1},
            "SIGNI",
        ),
        (
            "Target LRIG gains these until end of turn.@>@C: [[Double Crush]].\n@C: No guard.",
            {},
            "SPELL",
        ),
        (
            "=T <<Team>>\n^A $T1 %G0: Draw a card.\n^C: +2000 power.",
            {"action": 1, "constant": 1},
            "LRIG",
        ),
        ("~{{E: Draw a card.~{{C: +1000 power.", {"enter": 1, "constant": 1}, "SIGNI"),
        # A keyword the card has outright is a fact; a restricted Shadow is an ability.
        (
            "@C: [[Shadow -- SIGNI with power 3000 or less]]. ~#Draw a card.",
            {"constant": 1, "life_burst": 1},
            "SIGNI",
        ),
        # A RESONA prints its play condition first, with no marker.
        (
            "Put two SIGNI from your hand and/or Ener Zone into your trash.\n@E: Draw a card.",
            {"play_condition": 1, "enter": 1},
            "RESONA",
        ),
    ],
)
def test_printed_abilities_are_counted_from_the_markers(
    text: str, counts: dict[str, int], kind: str
) -> None:
    # ../shared/data/README.md, "cards-en.jsonl": the markers of `reference_text`.
    assert _tool()._en_printed_abilities({"reference_text": text, "type": kind}) == counts


def test_extra_printings_join_their_cards(tmp_path: Path) -> None:
    tool = _tool()
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "cards-en.jsonl").write_text(json.dumps(EN_RECORD) + "\n", encoding="utf-8")
    (shared / "cards-classic.jsonl").write_text("", encoding="utf-8")
    (shared / "extra-printings.tsv").write_text(
        "number\tsame_card_as\tname\nWXDi-D04-020\tWXDi-D01-020\tServant #\n", encoding="utf-8"
    )
    files = tool.build(shared, tmp_path / "carddb")
    (text,) = files.values()
    assert "numbers: [WXDi-D01-020, PR-Di001, WXDi-D04-020]" in text


def test_a_classic_card_reads_its_text_from_any_printing() -> None:
    # WD15-007 and WD15-010 are printed without text in the card data; their promotional
    # SP02 printings (same `cid`) carry it. The card is named after its plain printing
    # and takes its text, so its facts, from whichever printing has one.
    plain, promo = ({**record, "type": "SIGNI"} for record in CLASSIC_RECORDS)
    plain["text_en"] = ""
    promo["text_en"] = "[Constant]: SECRET.\n[Auto]: SECRET.\n【※】：SECRET."
    for printings in ([plain, promo], [promo, plain]):
        ((stem, card_id, card),) = _tool().convert_classic(printings)
        assert (stem, card_id, card["name"]) == ("WX01", "classic:WX01-018", "Anti-Spell")
        assert card["has_ability_text"] is True
        assert card["printed_abilities"] == {"constant": 1, "auto": 1, "life_burst": 1}


def test_a_classic_card_with_accessory_is_tagged() -> None:
    # Classic WD18-013: an [Action] that moves the card from the Ener Zone under a SIGNI as
    # its [Accessory] (the text below is made up): a card "with Accessory" that other
    # cards look for, encoded or not.
    plain, _promo = ({**record, "type": "SIGNI"} for record in CLASSIC_RECORDS)
    plain["text_en"] = "[Action] [Green]: Put this card SECRET as an [Accessory]."
    ((_stem, _id, card),) = _tool().convert_classic([plain])
    assert card["tags"] == ["accessory"]
    plain["text_en"] = "[On-Play]: Put a card SECRET as an [Accessory]."
    ((_stem, _id, card),) = _tool().convert_classic([plain])
    assert card["tags"] == []
