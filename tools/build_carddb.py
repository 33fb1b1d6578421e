#!/usr/bin/env python3
"""Regenerate `carddb/` from the shared card data.

    python tools/build_carddb.py [--shared DIR] [--check]

The shared files (`cards-en.jsonl`, `cards-classic.jsonl`) are the source of card
*facts*. This script turns them into readable YAML card files, one file per set,
one entry per card keyed by a stable id. It never copies reference text.

Hand-written parts of the card files (each card's `abilities:` block, with its
comments) are carried over verbatim from the files already in `carddb/`, so the
script can be re-run at any time. `--check` writes nothing and exits 1 when the
committed files differ from what the script produces (the test suite runs it), or when
a card's abilities do not compile (a load without a cache compiles a bundled card only
when it is played, so this is where a broken one is caught, with the test suite).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import yaml

PROJECT = Path(__file__).resolve().parent.parent
CARDDB = PROJECT / "carddb"

COST_ORDER = ("white", "red", "blue", "green", "black", "colorless", "coin")
FIELD_ORDER = (
    "name",
    "name_jp",
    "pool",
    "type",
    "colors",
    "level",
    "limit",
    "power",
    "cost",
    "grow_cost",
    "lrig_types",
    "team",
    "classes",
    "lrig_type_restriction",
    "life_burst",
    "guard",
    "keywords",
    "use_timing",
    "tags",
    "has_ability_text",
    "printed_abilities",
    "numbers",
    "pids",
    "aliases",
    "cross_left_of",
    "cross_right_of",
)

# English edition data: the source's spellings -> the project's names.
EN_TYPES = {"LRIG_ASSIST": "ASSIST_LRIG"}
EN_TIMINGS = {"MAIN": "main", "ATTACK": "attack", "SPELLCUTIN": "spell_cut_in"}
EN_TAGS = {"DISSONA": "dissona", "CRAFT": "craft", "RELAY": "relay"}

CLASSIC_TIMINGS = {"mainPhase": "main", "attackPhase": "attack", "spellCutIn": "spell_cut_in"}
# The classic data writes LRIG types and SIGNI classes in Japanese. LRIG types use
# the English edition's spellings; the six SIGNI families are romanised, except
# 精元, which English card text calls "Origin Spirit".
CLASSIC_NAMES = {
    "タマ": "TAMA",
    "花代": "HANAYO",
    "ピルルク": "PIRULUK",
    "緑子": "MIDORIKO",
    "ウリス": "URITH",
    "ユヅキ": "YUZUKI",
    "イオナ": "IONA",
    "サシェ": "SASHE",
    "エルドラ": "ELDORA",
    "ミルルン": "MILULUN",
    "ミュウ": "MYU",
    "アン": "ANN",
    "ナナシ": "NANASHI",
    "アイヤイ": "AIYAI",
    "リル": "RIL",
    "メル": "MEL",
    "あや": "AYA",
    "ウムル": "UMR",
    "ハナレ": "HANARE",
    "タウィル": "TAWIL",
    "ドーナ": "DONA",
    "ママ": "MAMA",
    "アルフォウ": "ALFOU",
    "リメンバ": "REMEMBER",
    "精武": "SEIBU",
    "精羅": "SEIRA",
    "精生": "SEISEI",
    "精像": "SEIZOU",
    "精械": "SEIKAI",
    "精元": "ORIGIN_SPIRIT",
    "電機": "ELECTRIC_MACHINE",
    "アーム": "ARM",
    "悪魔": "DEVIL",
    "ウェポン": "WEAPON",
    "宇宙": "SPACE",
    "凶蟲": "MISFORTUNE_INSECT",
    "水獣": "WATER_BEAST",
    "地獣": "EARTH_BEAST",
    "遊具": "PLAYGROUND_EQUIPMENT",
    "古代兵器": "ANCIENT_WEAPON",
    "龍獣": "DRAGON_BEAST",
    "植物": "PLANT",
    "天使": "ANGEL",
    "宝石": "GEM",
    "武勇": "VALOR",
    "鉱石": "ORE",
    "美巧": "BEAUTIFUL_TECHNIQUE",
    "調理": "COOKING",
    "原子": "ATOM",
    "毒牙": "POISON_FANG",
    "迷宮": "LABYRINTH",
    "微菌": "BACTERIA",
    "英知": "WISDOM",
    "トリック": "TRICK",
    "空獣": "SKY_BEAST",
    "怪異": "APPARITION",
}
# A keyword line of classic text that gives the card the keyword outright.
CLASSIC_KEYWORD_LINE = re.compile(r"^\[Constant\]:\s*\[(Lancer|Double Crush|Assassin|Shadow)\]\s*$")
# A card "with Accessory" (classic): its [Action] puts this card under a SIGNI as an
# [Accessory] (from the Ener Zone, under one of its owner's SIGNI);
# other cards' effects look for such cards ("Search your deck for up to 2 cards with
# Accessory"), encoded or not, so it is a fact of the card.
CLASSIC_ACCESSORY_LINE = re.compile(r"^\[Action\].*\bthis card\b.*\bas an \[Accessory\]")
CLASSIC_KEYWORDS = {
    "Lancer": "lancer",
    "Double Crush": "double_crush",
    "Assassin": "assassin",
    "Shadow": "shadow",
}
# Japanese script: kana, CJK ideographs, CJK punctuation and full-width forms.
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff01-\uffee]")
# Where a promotional note may start: an opening parenthesis or 「, or Japanese text.
NOTE_START = re.compile(r"\s*(?:[(「]|(?=[\u3000-\u30ff\u3400-\u9fff\uff01-\uffee]))")
PROMOTION_WORDS = re.compile(r"selectors? pack", re.IGNORECASE)
LEADING_JAPANESE = re.compile(r"^[^A-Za-z0-9#†§≡=]*?[\u3000-\u30ff\u3400-\u9fff]+\s+(?=\S)")
# Three cards of the source have only a Japanese name; their English names follow the
# classic cards' own pattern for the same words (極剣 "Ultimate Sword", 羅星 "Natural
# Star", 排炎 "Exhaust Flame").
CLASSIC_ENGLISH_NAMES = {
    "極剣 サミダレ": "Samidare, Ultimate Sword",
    "羅星 ≡アンタレス≡": "≡Antares≡, Natural Star",
    "龍鳳の排炎": "Exhaust Flame of the Dragon Phoenix",
}


def classic_english_name(printed: str) -> str:
    """A classic printing's English name without its promotional note.

    Promotional printings carry a note in Japanese (or "selectors pack ...") after the
    name, in parentheses or 「」 or bare, and sometimes Japanese text before it; parentheses
    that are part of a real name (`Athle (HARD), Green Fourth Play`) hold neither and
    stay. Full-width letters and digits are read as their plain forms."""
    name = unicodedata.normalize("NFKC", printed).strip()
    if name in CLASSIC_ENGLISH_NAMES:
        return CLASSIC_ENGLISH_NAMES[name]
    name = LEADING_JAPANESE.sub("", name)
    for start in NOTE_START.finditer(name):
        rest = name[start.start() :]
        if JAPANESE.search(rest) or PROMOTION_WORDS.search(rest):
            name = name[: start.start()]
            break
    return name.strip().rstrip(".").strip()


def _cost(raw: dict[str, int] | None) -> dict[str, int] | None:
    if raw is None:
        return None
    return {key: raw[key] for key in COST_ORDER if raw.get(key)}


def _en_primary_number(numbers: list[str]) -> str:
    """The first English edition number, else the first number."""
    for number in numbers:
        if re.match(r"(WXDi-|WX2[4-9]-|SPDi|PR-Di)", number):
            return number
    return numbers[0]


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def convert_en(
    records: Iterable[dict[str, Any]],
    extra_printings: dict[str, list[str]] | None = None,
    powers: dict[str, str] | None = None,
) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Yield (file stem, card id, card) for the English edition pool. `extra_printings`
    maps a number the source has to further printings of that card it lacks; `powers`
    a SIGNI's number to the printed power the source lacks (`power.tsv`)."""
    records = list(records)
    teams = _en_team_names(records)
    extra_printings = extra_printings or {}
    powers = powers or {}
    for record in records:
        number = _en_primary_number(record["numbers"])
        card_type = EN_TYPES.get(record["type"], record["type"])
        card: dict[str, Any] = {
            "name": record["name"],
            "name_jp": record["name_jp"],
            "pool": "en",
            "type": card_type,
            "colors": record["colors"],
            "level": record["level"],
            "limit": record["limit"] if card_type in ("LRIG", "ASSIST_LRIG") else None,
            "power": _en_power(record, card_type, powers),
        }
        cost = _cost(record["cost"])
        if card_type in ("LRIG", "ASSIST_LRIG"):
            card["grow_cost"] = cost
        else:
            card["cost"] = cost
        card.update(
            lrig_types=record["lrig_types"],
            team=record["team"] or _en_printed_team(record, teams),
            classes=record["classes"],
            life_burst=record["life_burst"],
            guard=record["guard"],
            keywords=_en_innate_keywords(record),
            has_ability_text=_en_has_ability_text(record),
            printed_abilities=_en_printed_abilities(record),
            use_timing=[EN_TIMINGS[t] for t in record["use_timing"]],
            tags=[EN_TAGS[f] for f in record["flags"] if f in EN_TAGS],
            numbers=_unique(
                [
                    *record["numbers"],
                    *(n for k in record["numbers"] for n in extra_printings.get(k, ())),
                ]
            ),
        )
        stem = _en_file_stem(number)
        yield stem, f"en:{number}", card


# The source's `keywords` lists every keyword a card's text mentions, granted ones
# included. A card *has* a keyword when its text holds it as a constant ability of its
# own (`@C: [[Lancer]]`), or opens with a Harmony condition (`=H ...`).
EN_INNATE_KEYWORD = re.compile(r"@{1,2}C:\s*\[\[(?P<label>[^\]]+)\]\]\.?(?:@@)?")
EN_KEYWORD_LABELS = {
    "Lancer": "lancer",
    "S Lancer": "s_lancer",
    "Assassin": "assassin",
    "Double Crush": "double_crush",
    "Shadow": "shadow",
    "Multi Ener": "multi_ener",
}


def _en_innate_keywords(record: dict[str, Any]) -> list[str]:
    keywords: list[str] = []
    for segment in re.split(r"\n|~", record["reference_text"] or ""):
        segment = segment.strip()
        match = EN_INNATE_KEYWORD.fullmatch(segment)
        if match and match.group("label") in EN_KEYWORD_LABELS:
            keywords.append(EN_KEYWORD_LABELS[match.group("label")])
        elif segment.startswith("=H"):
            keywords.append("harmony")
    return _unique(keywords)


# A card of a team prints its team first: `=T <<Deus Ex Machina>>`. The source gives
# LRIGs and PIECEs their team; a SIGNI with [Team] abilities has its team printed only.
EN_TEAM_NAME = re.compile(r"=T <<(?P<team>[^>]+)>>")
EN_TEAM_LINE = re.compile(r"^" + EN_TEAM_NAME.pattern)


def _en_team_names(records: list[dict[str, Any]]) -> dict[str, str]:
    """Printed team names and their ids, as the cards that have both show them."""
    names: dict[str, str] = {}
    for record in records:
        # A team PIECE names its team in its use condition ("=U You have =T <<...>>").
        match = EN_TEAM_NAME.search(record["reference_text"] or "")
        if match and record["team"]:
            names.setdefault(match.group("team"), record["team"])
    return names


def _en_printed_team(record: dict[str, Any], teams: dict[str, str]) -> str | None:
    """The team a card prints when the source gives it none (a team SIGNI)."""
    match = EN_TEAM_LINE.match(record["reference_text"] or "")
    return teams.get(match.group("team")) if match else None


# How many abilities of each kind a card prints, counted from the reference text's
# markers: `@C`, `@E`, `@A` or `@U` (`^` for [Team] abilities) at the start of a line is a
# constant, enter, action or auto ability of the card's own; `~{{X` starts a Bond ability
# of kind X; `~#` starts the Life Burst; `=R` is [Rise]. Abilities a card grants sit
# between `@>` and `@@` (to the end of the text when nothing closes them) and are not
# the card's own; a marker right after a closing `@@` is. Keywords the card has outright
# are facts, not counted. A RESONA prints its play condition first, on a line of its own
# with no marker (putting two SIGNI from the hand or Ener Zone into the trash, say).
EN_ABILITY_MARKERS = {"C": "constant", "E": "enter", "A": "action", "U": "auto"}
EN_OWN_MARKER = re.compile(r"[@^](?P<kind>[CEAU])[: ]")
EN_BOND_MARKER = re.compile(r"~\{\{(?P<kind>[CEAU])")


def _en_printed_abilities(record: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    text = record["reference_text"] or ""
    if record["type"] == "RESONA" and text and not EN_OWN_MARKER.match(text):
        counts["play_condition"] = 1
    granted = 0  # how deep inside `@>...@@` the scan is
    position = 0
    while position < len(text):
        if text.startswith("@>", position):
            granted += 1
            position += 2
            continue
        if text.startswith("@@", position) and granted:
            granted -= 1
            position += 2
            if not granted:
                _count_own_marker(text, position, counts)
            continue
        at_line_start = position == 0 or text[position - 1] == "\n"
        if not granted and at_line_start:
            line = text[position:].split("\n", 1)[0].split("~", 1)[0].strip()
            if line.startswith("=R"):
                counts["rise"] += 1
            elif line.startswith("=H"):
                counts["harmony"] += 1
            elif not _innate_keyword(line):
                _count_own_marker(text, position, counts)
        if not granted and text.startswith("~#", position):
            counts["life_burst"] = 1
        bond = EN_BOND_MARKER.match(text, position)
        if bond and not granted:
            counts[EN_ABILITY_MARKERS[bond.group("kind")]] += 1
        position += 1
    return {kind: counts[kind] for kind in PRINTED_KINDS if counts[kind]}


def _innate_keyword(line: str) -> bool:
    """Whether a line is a keyword the card has outright (`@C: [[Lancer]]`), a fact; a
    restricted one (`@C: [[Shadow -- SIGNI with power 3000 or less]]`) is an ability."""
    match = EN_INNATE_KEYWORD.fullmatch(line)
    return match is not None and match.group("label") in EN_KEYWORD_LABELS


def _count_own_marker(text: str, position: int, counts: dict[str, int]) -> None:
    match = EN_OWN_MARKER.match(text, position)
    if match:
        counts[EN_ABILITY_MARKERS[match.group("kind")]] += 1


PRINTED_KINDS = (
    "constant",
    "enter",
    "auto",
    "action",
    "life_burst",
    "rise",
    "harmony",
    "play_condition",
)


def read_extra_printings(path: Path) -> dict[str, list[str]]:
    """`extra-printings.tsv`: for a number the card data has, the printings it lacks."""
    extra: dict[str, list[str]] = defaultdict(list)
    if not path.is_file():
        return extra
    with path.open(encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        for line in handle:
            if not line.strip():
                continue
            row = dict(zip(header, line.rstrip("\n").split("\t"), strict=True))
            extra[row["same_card_as"]].append(row["number"])
    return extra


def read_powers(path: Path) -> dict[str, str]:
    """`power.tsv`: the printed power of each SIGNI whose power the card data lacks, by
    number (`infinite`, or digits); `#` lines say where the facts come from."""
    return {row["number"]: row["power"] for row in read_cross(path)}


def _en_power(record: dict[str, Any], card_type: str, powers: dict[str, str]) -> int | str | None:
    """The card's power: the data's, else a SIGNI's from `power.tsv`. A SIGNI has one: a
    SIGNI without it in either is refused, not given a power of 0."""
    printed: int | None = record["power"]
    if printed is not None or card_type != "SIGNI":
        return printed
    fact = next((powers[n] for n in record["numbers"] if n in powers), None)
    if fact is None:
        raise ValueError(
            f"{record['numbers'][0]}: a SIGNI without a power in the card data; give its"
            " printed power in carddb/en/power.tsv"
        )
    return fact if fact == "infinite" else int(fact)


def read_cross(path: Path) -> list[dict[str, str]]:
    """`cross.tsv`: a Cross SIGNI's number, its partner's number and the side it stands on
    of its partner; `#` lines say where the facts come from."""
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle if line.strip() and line[0] != "#"]
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"), strict=True)) for line in lines[1:]]


def add_cross_facts(
    cards: list[tuple[str, str, dict[str, Any]]], rows: list[dict[str, str]]
) -> None:
    """Each Cross SIGNI's facts `cross_left_of` / `cross_right_of`: its partners by name,
    by the side it stands on of them."""
    by_number = {number: card for _, _, card in cards for number in card["numbers"]}
    for row in rows:
        card, partner = by_number[row["number"]], by_number[row["partner"]]
        card.setdefault(f"cross_{row['side']}_of", []).append(partner["name"])


def _en_has_ability_text(record: dict[str, Any]) -> bool:
    """Whether the card prints abilities beyond the keywords it has outright."""
    segments = [s.strip() for s in re.split(r"\n|~", record["reference_text"] or "")]
    return any(s and not EN_INNATE_KEYWORD.fullmatch(s) for s in segments)


def _en_file_stem(number: str) -> str:
    match = re.match(r"WXDi-[A-Z]+\d+", number)
    return match.group(0) if match else "other-printings"


def convert_classic(
    records: Iterable[dict[str, Any]],
) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Yield (file stem, card id, card) for the classic pool, one card per `cid`."""
    by_cid: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        by_cid[record["cid"]].append(record)
    for printings in by_cid.values():
        printings.sort(key=lambda r: r["pid"])
        names = [classic_english_name(r["name_en"]) for r in printings]
        plain = [r for r, n in zip(printings, names, strict=True) if n == r["name_en"].strip()]
        base = (plain or printings)[0]
        # The card's name is the one most of its printings carry; other printed
        # names (character variants) stay reachable as aliases.
        name = max(dict.fromkeys(names), key=names.count)
        card_type = base["type"]
        is_lrig = card_type == "LRIG"
        translated = [CLASSIC_NAMES[c] for c in base["classes"] if c in CLASSIC_NAMES]
        # Reprint rows of the source often leave icons and timings blank, so a
        # card has an icon or timing when any of its printings shows it.
        life_burst = any(r["life_burst"] for r in printings)
        guard = any(r["guard"] for r in printings)
        multi_ener = any(r["multi_ener"] for r in printings)
        timings = _unique(
            CLASSIC_TIMINGS[t] for r in printings for t in r["use_timing"] if t in CLASSIC_TIMINGS
        )
        text = next((r["text_en"] for r in printings if r["text_en"].strip()), "")
        keywords = _unique(
            CLASSIC_KEYWORDS[m.group(1)]
            for line in text.splitlines()
            if (m := CLASSIC_KEYWORD_LINE.match(line.strip()))
        )
        if multi_ener:
            keywords.append("multi_ener")
        restriction = [
            CLASSIC_NAMES[t] for t in base["lrig_type_limiting"].split("/") if t in CLASSIC_NAMES
        ]
        has_power = card_type in ("SIGNI", "RESONA")
        card: dict[str, Any] = {
            "name": name,
            "name_jp": _classic_japanese_name(base["name_jp"]),
            "pool": "classic",
            "type": card_type,
            "colors": base["colors"],
            "level": base["level"] if card_type in ("LRIG", "SIGNI", "RESONA") else None,
            "limit": base["limit"] if is_lrig else None,
            "power": base["power"] if has_power else None,
        }
        cost = _cost(base["cost"])
        if is_lrig:
            card["grow_cost"] = cost
        elif card_type in ("ARTS", "SPELL"):
            card["cost"] = cost
        card.update(
            lrig_types=translated if is_lrig else [],
            classes=[] if is_lrig else translated,
            lrig_type_restriction=restriction,
            life_burst=life_burst,
            guard=guard,
            keywords=keywords,
            use_timing=timings,
            tags=(
                ["accessory"]
                if any(CLASSIC_ACCESSORY_LINE.match(line.strip()) for line in text.splitlines())
                else []
            ),
            has_ability_text=any(
                line.strip() and not CLASSIC_KEYWORD_LINE.match(line.strip())
                for line in text.splitlines()
            ),
            printed_abilities=_classic_printed_abilities(text),
            numbers=_unique(r["number"] for r in printings),
            pids=[r["pid"] for r in printings],
            aliases=[n for n in _unique(names) if n != name],
        )
        number = base["number"]
        yield _classic_file_stem(number), f"classic:{number}", card


def _classic_japanese_name(printed: str) -> str:
    """The Japanese name without a promotional note (in parentheses or 「」)."""
    return re.sub(r"\s*[(（「].*$", "", printed).strip()


# Classic text marks a card's abilities with bracketed labels; [Cross ...] abilities
# work while the SIGNI is crossed and count as their kind; 【※】 is the Life Burst.
CLASSIC_ABILITY_LABELS = {
    "[Constant]": "constant",
    "[Cross Constant]": "constant",
    "[On-Play]": "enter",
    "[Cross On-Play]": "enter",
    "[Auto]": "auto",
    "[Cross Auto]": "auto",
    "[Action]": "action",
    "【※】": "life_burst",
    "(Rise)": "rise",
    "(Play Condition)": "play_condition",
}
CLASSIC_LABEL = re.compile(
    r"^\s*(?:\[LayerIcon\]\s*)?(\[[^\]]+\]|【※】|\(Rise\)|\(Play Condition\))"
)


def _classic_printed_abilities(text: str) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for line in text.splitlines():
        if CLASSIC_KEYWORD_LINE.match(line.strip()):
            continue
        match = CLASSIC_LABEL.match(line)
        if match and match.group(1) in CLASSIC_ABILITY_LABELS:
            counts[CLASSIC_ABILITY_LABELS[match.group(1)]] += 1
    return {kind: counts[kind] for kind in PRINTED_KINDS if counts[kind]}


def _classic_file_stem(number: str) -> str:
    prefix = number.split("-")[0]
    if prefix.startswith("SP"):
        return "SP"
    return prefix


def render_value(value: Any) -> str:
    text = yaml.safe_dump(
        value, default_flow_style=True, allow_unicode=True, width=10**6, sort_keys=False
    )
    return text.removesuffix("\n...\n").rstrip("\n")


def render_card(card_id: str, card: dict[str, Any], abilities_block: str | None) -> str:
    lines = [f"{render_value(card_id)}:"]
    for field in FIELD_ORDER:
        value = card.get(field)
        if value is None or value == [] or (value == {} and field not in ("cost", "grow_cost")):
            continue
        if value is False:
            continue
        lines.append(f"  {field}: {render_value(value)}")
    if abilities_block:
        lines.append(abilities_block.rstrip("\n"))
    return "\n".join(lines) + "\n"


HEADER = (
    "# deckcheck card database: {pool} pool, {stem}.\n"
    "# Facts are generated by tools/build_carddb.py from the shared card data;\n"
    "# each card's `abilities:` block is written by hand and kept when regenerating.\n"
)

TOP_LEVEL_KEY = re.compile(r"^(?P<key>[^\s#'\"][^#]*?|'[^']*'|\"[^\"]*\"):\s*(#.*)?$")


def existing_ability_blocks(carddb: Path) -> dict[str, str]:
    """Each card's hand-written `abilities:` block, as raw text, by card id."""
    blocks: dict[str, str] = {}
    for path in sorted(carddb.glob("*/*.yaml")):
        if path.parent.name == "formats":
            continue
        current: str | None = None
        collecting: list[str] | None = None
        for line in path.read_text(encoding="utf-8").splitlines():
            match = TOP_LEVEL_KEY.match(line)
            if match:
                if current is not None and collecting:
                    blocks[current] = "\n".join(collecting)
                current = yaml.safe_load(match.group("key"))
                collecting = None
            elif current is not None and line.startswith("  abilities:"):
                collecting = [line]
            elif collecting is not None:
                collecting.append(line)
        if current is not None and collecting:
            blocks[current] = "\n".join(collecting)
    return blocks


def build(shared: Path, carddb: Path = CARDDB) -> dict[Path, str]:
    """Every card file's text, by path, as the script would write it."""
    abilities = existing_ability_blocks(carddb)
    files: dict[Path, list[str]] = defaultdict(list)
    extra_printings = read_extra_printings(shared / "extra-printings.tsv")
    powers = read_powers(carddb / "en" / "power.tsv")
    sources = (
        (
            "en",
            "cards-en.jsonl",
            partial(convert_en, extra_printings=extra_printings, powers=powers),
        ),
        ("classic", "cards-classic.jsonl", convert_classic),
    )
    for pool, filename, convert in sources:
        with (shared / filename).open(encoding="utf-8") as handle:
            records = [json.loads(line) for line in handle if line.strip()]
        converted = list(convert(records))
        if pool == "classic":
            add_cross_facts(converted, read_cross(carddb / pool / "cross.tsv"))
        for stem, card_id, card in converted:
            files[carddb / pool / f"{stem}.yaml"].append(
                render_card(card_id, card, abilities.get(card_id))
            )
    return {
        path: HEADER.format(pool=path.parent.name, stem=path.stem) + "\n" + "\n".join(entries)
        for path, entries in sorted(files.items())
    }


def ability_problems(carddb: Path) -> list[str]:
    """Every card's abilities compiled, as a load without a cache would only do when a card
    is played: the problems of those that do not compile, one line each."""
    sys.path.insert(0, str(PROJECT))
    from deckcheck.cards.loader import read_card_file
    from deckcheck.effects.catalog import compile_cards

    problems = []
    for path in sorted(carddb.glob("*/*.yaml")):
        if path.parent.name == "formats":
            continue
        result = read_card_file(path, path.relative_to(carddb.parent).as_posix(), trusted=True)
        _, broken = compile_cards(card for card in result.cards if card.defines_abilities)
        problems.extend([*result.problems, *broken])
    return [str(problem.printable()) for problem in problems]


def default_shared() -> Path:
    """`DECKCHECK_SHARED_DATA` when set (the tests read it too), else beside the project."""
    configured = os.environ.get("DECKCHECK_SHARED_DATA")
    return Path(configured) if configured else PROJECT.parent / "shared" / "data"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--shared",
        type=Path,
        default=default_shared(),
        help="shared data folder (default: $DECKCHECK_SHARED_DATA, else ../shared/data)",
    )
    parser.add_argument("--carddb", type=Path, default=CARDDB, help="card database folder")
    parser.add_argument("--check", action="store_true", help="exit 1 if carddb/ is out of date")
    args = parser.parse_args(argv)
    files = build(args.shared, args.carddb)
    stale = [
        path
        for path, text in files.items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    generated = set(files)
    extra = [
        p
        for pool in ("en", "classic")
        for p in sorted((args.carddb / pool).glob("*.yaml"))
        if p not in generated
    ]
    if args.check:
        for path in stale + extra:
            print(f"out of date: {path}", file=sys.stderr)
        broken = ability_problems(args.carddb)
        for problem in broken:
            print(f"does not compile: {problem}", file=sys.stderr)
        return 1 if stale or extra or broken else 0
    for path in extra:
        path.unlink()
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(files[path], encoding="utf-8")
    print(f"{len(stale)} file(s) written, {len(extra)} removed, {len(files)} in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
