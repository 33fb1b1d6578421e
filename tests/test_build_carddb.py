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
