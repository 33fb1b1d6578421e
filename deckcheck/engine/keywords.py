"""The engine's own triggered abilities: the keyword triggers and the Life Burst.

[Lancer] is a trigger ability of the attacking SIGNI (en-2021-glossary.txt, "Lancer"),
and a Life Burst is a triggered ability of the crushed card's owner
(en-2021-glossary.txt, "Triggered ability": "[Enter], [Auto], and Life burst are trigger
abilities"). They are queued by the operations (vanish in battle, crush) and processed
with every other triggered ability.
"""

from __future__ import annotations

from deckcheck.engine.abilities import EffectContext, Procedure, TriggeredAbility, no_effect


def _lancer(context: EffectContext) -> Procedure[None]:
    """[Lancer]: crush one of the opponent's Life Cloth; with none, nothing happens."""
    assert context.event is not None
    context.game.crush(context.event.player, 1, context.source, lancer=True)
    return
    yield  # pragma: no cover


def _s_lancer(context: EffectContext) -> Procedure[None]:
    """[S Lancer]: as Lancer; if the opponent has no Life Cloth, damage instead.

    The rule documents do not define S Lancer and the card data has no reminder text.
    Our reading: a Lancer whose crush becomes damage when there is no Life Cloth, so
    that it can win the game (where Lancer's crush would do nothing).
    """
    assert context.event is not None
    game = context.game
    player = context.event.player
    if game.players[player].life:
        game.crush(player, 1, context.source, lancer=True)
    else:
        game.damage(player, 1, context.source)
    return
    yield  # pragma: no cover


LANCER = TriggeredAbility(events=(), effect=_lancer, text="[Lancer]")
S_LANCER = TriggeredAbility(events=(), effect=_s_lancer, text="[S Lancer]")
# Processed by the engine itself (resolution.py): the owner may use it or not.
LIFE_BURST = TriggeredAbility(events=(), effect=no_effect, text="Life Burst")
