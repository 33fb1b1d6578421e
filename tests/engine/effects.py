"""Test-only effects: small procedures standing in for encoded card text."""

from __future__ import annotations

from collections.abc import Callable

from deckcheck.engine import EffectContext, Zone
from deckcheck.engine.abilities import Effect, Procedure


def draw(count: int) -> Effect:
    def effect(context: EffectContext) -> Procedure[None]:
        context.game.draw(context.controller, count)
        return
        yield

    return effect


def mill(count: int) -> Effect:
    def effect(context: EffectContext) -> Procedure[None]:
        context.game.mill(context.controller, count, context.source)
        return
        yield

    return effect


def record(log: list[str], text: str) -> Effect:
    """Append `text` (with the source's name) to `log` when processed."""

    def effect(context: EffectContext) -> Procedure[None]:
        log.append(f"{text}:{context.game.name(context.source)}")
        return
        yield

    return effect


def opponent_signi_power(amount: int) -> Effect:
    """Target SIGNI on your opponent's field gets `amount` power until end of turn."""

    def effect(context: EffectContext) -> Procedure[None]:
        game = context.game
        targets = yield from game.choose_targets(
            context.controller, game.signi_of(context.opponent), source=context.source
        )
        for target in targets:
            game.add_power(target, amount)

    return effect


def vanish_opponent_signi(count: int = 1, *, up_to: bool = False) -> Effect:
    def effect(context: EffectContext) -> Procedure[None]:
        game = context.game
        targets = yield from game.choose_targets(
            context.controller,
            game.signi_of(context.opponent),
            count,
            up_to=up_to,
            source=context.source,
        )
        context.targets.extend(targets)
        for target in targets:
            game.vanish(target)

    return effect


def then(*effects: Effect) -> Effect:
    """Parts processed in order ("Then, ...")."""

    def effect(context: EffectContext) -> Procedure[None]:
        for part in effects:
            yield from part(context)

    return effect


def call(function: Callable[[EffectContext], None]) -> Effect:
    """An effect that runs a plain function (no decisions)."""

    def effect(context: EffectContext) -> Procedure[None]:
        function(context)
        return
        yield

    return effect


def in_zone(zone: Zone) -> Callable[[EffectContext], bool]:
    return lambda context: context.game.zone[context.source] == zone
