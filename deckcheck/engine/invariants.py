"""Invariants a game must keep after every action; the random-playout tests check them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.engine.actions import OPEN_DECISIONS
from deckcheck.engine.constants import CardKind, Zone
from deckcheck.engine.state import PILE_ZONES

if TYPE_CHECKING:
    from deckcheck.engine.game import Game


def check_invariants(game: Game) -> list[str]:
    """Every broken invariant, described; an empty list when all hold."""
    problems: list[str] = []
    seen = [0] * game.card_count
    for player, p in enumerate(game.players):
        for zone in PILE_ZONES:
            for card in p.piles[zone]:
                seen[card] += 1
                if game.zone[card] != zone:
                    problems.append(
                        f"card {card} listed in {zone.label} but marked {game.zone[card]}"
                    )
        if len(p.signi) != 3:
            problems.append(f"player {player} has {len(p.signi)} SIGNI zones")
        for slot, card in enumerate(p.signi):
            if card >= 0:
                seen[card] += 1
                if game.zone[card] != Zone.SIGNI or game.slot[card] != slot:
                    problems.append(f"card {card} in SIGNI zone {slot} but marked elsewhere")
                if game.kind[card] not in (CardKind.SIGNI, CardKind.RESONA):
                    # A RESONA on the field is a SIGNI (docs/engine-hooks.md, "RESONA").
                    problems.append(f"{game.name(card)} is in a SIGNI zone but is no SIGNI")
        for slot, cards in enumerate(p.under):
            if cards and p.signi[slot] < 0:
                problems.append(f"player {player} has cards under no SIGNI in zone {slot}")
            for card in cards:
                seen[card] += 1
                if game.zone[card] != Zone.UNDER or game.slot[card] != slot:
                    problems.append(f"card {card} under SIGNI zone {slot} but marked elsewhere")
        for slot, cards in enumerate(p.face_down):
            for card in cards:
                seen[card] += 1
                if game.zone[card] != Zone.FACE_DOWN or game.slot[card] != slot:
                    problems.append(f"card {card} face down in zone {slot} but marked elsewhere")
        for slot, stack in enumerate(p.lrig):
            for card in stack:
                seen[card] += 1
                if game.zone[card] != Zone.LRIG or game.slot[card] != slot:
                    problems.append(f"card {card} in LRIG zone {slot} but marked elsewhere")
        for card in range(game.card_count):
            if (
                game.owner[card] == player
                and game.zone[card] not in (Zone.SIGNI, Zone.LRIG)
                and (game.downed[card] or game.frozen[card])
            ):
                problems.append(f"{game.name(card)} off the field keeps a down/frozen state")
    hosts = list(game.soul_host.values())
    for soul, host in game.soul_host.items():
        if game.zone[soul] != Zone.SOUL:
            problems.append(f"{game.name(soul)} has a host but is not attached as a Soul")
        if game.zone[host] != Zone.SIGNI:
            problems.append(f"{game.name(soul)} is the Soul of {game.name(host)}, off the field")
        if hosts.count(host) > 1:
            problems.append(f"{game.name(host)} has more than one Soul")
    for p in game.players:
        for soul in p.piles[Zone.SOUL]:
            if soul not in game.soul_host:
                problems.append(f"{game.name(soul)} is attached as a Soul to nothing")
    for card, count in enumerate(seen):
        if count != 1:
            problems.append(f"card {card} ({game.name(card)}) is in {count} zones")
    decision = game.decision
    if decision is not None and decision.kind in OPEN_DECISIONS:
        for player in (0, 1):
            center_level = game.center_level(player)
            for card in game.signi_of(player):
                if game.level(card) > center_level:
                    problems.append(f"{game.name(card)} is above the Center LRIG's level")
            if game.signi_levels(player) > game.limit(player):
                problems.append(f"player {player}'s SIGNI exceed the limit")
    return problems
