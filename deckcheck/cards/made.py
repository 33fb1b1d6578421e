"""Cards that exist only as effects make them ("make target SIGNI 'Servant ZERO'").

Such a card is printed on no card of its own and is never in a deck: it is no card of
the database (no search, no deck finds it). Its facts are a file of each pool,
`carddb/<pool>/made-by-effects.tsv` (name, type, colours, level, classes, power; the
header names the public source), read here when an ability names one
(docs/engine-hooks.md, "Becoming another card").
"""

from __future__ import annotations

import functools

from deckcheck.cards.model import Card, CardType, Color, power_value
from deckcheck.resources import bundled

MADE_BY_EFFECTS = "made-by-effects.tsv"


@functools.cache
def cards_made_by_effects() -> dict[str, Card]:
    """Every card made only by effects, by name, of every bundled pool."""
    made: dict[str, Card] = {}
    for path in sorted(bundled("carddb").glob(f"*/{MADE_BY_EFFECTS}")):
        pool = path.parent.name
        with path.open(encoding="utf-8") as handle:
            lines = [line.rstrip("\n") for line in handle if line.strip() and line[0] != "#"]
        header = lines[0].split("\t")
        for line in lines[1:]:
            row = dict(zip(header, line.split("\t"), strict=True))
            name = row["name"]
            made[name] = Card(
                id=f"{pool}:made:{name}",
                name=name,
                pool=pool,
                type=CardType(row["type"]),
                colors=tuple(Color(c) for c in row["colors"].split()),
                numbers=(),
                level=int(row["level"]),
                power=power_value(int(row["power"]) if row["power"].isdigit() else row["power"]),
                classes=tuple(row["classes"].split()),
            )
    return made


def card_made_by_effects(name: str) -> Card | None:
    """The card called `name` that only effects make, or None when there is none."""
    return cards_made_by_effects().get(name)
