"""The terms of Cross (classic, round 27): the Cross partners of a SIGNI (facts of its
card, from carddb/classic/cross.tsv), the crossed state, [Heaven], and [Cross] abilities.
The 2014 beginner guide predates Cross; the engine's reading and its sources are in
docs/engine-hooks.md, "Cross"."""

from __future__ import annotations

from pathlib import Path

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import Zone
from tests.carddb.table import TAMA, Play, Table

CROSS_TSV = Path(__file__).resolve().parents[2] / "carddb" / "classic" / "cross.tsv"

STUN = "Stun, Explosive Gun"  # level 2, 5000; [Cross Constant] 8000; left of Grenade
GRENADE = "Grenade, Small Gun"  # level 1, 2000; [Cross Constant] 5000; right of Stun
KUKRI = "Kukri, Small Sword"  # vanilla, level 1, 3000
SWALLOW = "Swallow, Phantom Beast"  # vanilla, level 1, 3000


def _rows() -> list[dict[str, str]]:
    lines = [
        line.rstrip("\n")
        for line in CROSS_TSV.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"), strict=True)) for line in lines[1:]]


def test_every_cross_partner_is_a_signi_of_the_pool_and_the_pairs_are_mutual(
    database: CardDatabase,
) -> None:
    # webxoss's CardInfo.js prints each pair on both cards (crossLeft on one, crossRight
    # on the other): every partner's own row names the card back, on the other side;
    # but a 3 Cross SIGNI (partners on both sides) is printed on its own card only.
    rows = _rows()
    assert rows
    sides = {(row["number"], row["partner"]): row["side"] for row in rows}
    for row in rows:
        card, partner = database.lookup(row["number"]), database.lookup(row["partner"])
        assert card.pool == partner.pool == "classic"
        assert card.type.value == partner.type.value == "SIGNI"
        facts = card.cross_left_of if row["side"] == "left" else card.cross_right_of
        assert partner.name in facts
        if card.cross_left_of and card.cross_right_of:
            continue
        back = partner.cross_right_of if row["side"] == "left" else partner.cross_left_of
        assert card.name in back, row
        other = "right" if row["side"] == "left" else "left"
        assert sides.get((row["partner"], row["number"])) == other, row


def _field(table: Table, mine: str, theirs: str = "[]", turn: int = 0) -> Play:
    return table(f"""
        format: classic
        phase: attack
        turn_player: {turn}
        players:
          - lrig: {TAMA}
            signi: {mine}
          - lrig: {TAMA}
            signi: {theirs}
    """)


def test_a_signi_is_crossed_beside_its_partner_on_the_side_its_cross_line_says(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Cross": side by side, each on the side its facts say, from
    # its owner's left; both are crossed, and their [Cross Constant] abilities work.
    game = _field(table, f'["{STUN}", "{GRENADE}", ~]')
    assert game.crossed(game.card(STUN)) and game.crossed(game.card(GRENADE))
    assert (game.power(STUN), game.power(GRENADE)) == (8000, 5000)
    game = _field(table, f'[~, "{STUN}", "{GRENADE}"]')
    assert (game.power(STUN), game.power(GRENADE)) == (8000, 5000)


def test_a_signi_on_the_wrong_side_or_one_zone_away_is_not_crossed(table: Table) -> None:
    for signi in (f'["{GRENADE}", "{STUN}", ~]', f'["{STUN}", ~, "{GRENADE}"]'):
        game = _field(table, signi)
        assert not game.crossed(game.card(STUN)) and not game.crossed(game.card(GRENADE))
        assert (game.power(STUN), game.power(GRENADE)) == (5000, 2000)


def test_a_crossed_signi_stops_being_crossed_when_its_partner_leaves(table: Table) -> None:
    game = _field(table, f'["{STUN}", "{GRENADE}", ~]', f'["{KUKRI}", ~, ~]', turn=1)
    game.attack(KUKRI)  # battles Stun (5000 < 8000): nothing; then Stun is still crossed
    assert game.power(STUN) == 8000
    game = _field(table, f'["{STUN}", "{GRENADE}", ~]')
    stun = game.card(STUN)
    game.vanish(game.card(GRENADE), stun)
    assert not game.crossed(stun) and game.power(STUN) == 5000


def test_heaven_when_a_crossed_signi_attacks_and_all_crossed_with_it_are_downed(
    table: Table,
) -> None:
    # Grenade's [Cross Auto] "when this SIGNI is [Heaven]" banishes a SIGNI with power
    # 2000 or less: it [Heaven]s when it attacks while Stun is downed.
    game = _field(table, f'["{STUN} (downed)", "{GRENADE}", ~]', f'[~, ~, "{SWALLOW}"]')
    game.attack(GRENADE)
    assert game.zone_of(SWALLOW) == Zone.SIGNI  # 3000: not banished, but it triggered
    game = _field(table, f'["{STUN} (downed)", "{GRENADE}", ~]', '[~, ~, "Servant O"]')
    game.attack(GRENADE)
    assert game.zone_of("Servant O") == Zone.ENER


def test_no_heaven_while_a_signi_crossed_with_the_attacker_is_upped(table: Table) -> None:
    game = _field(table, f'["{STUN}", "{GRENADE}", ~]', '[~, ~, "Servant O"]')
    game.attack(GRENADE)
    assert game.zone_of("Servant O") == Zone.SIGNI
