"""Scenes several sets' card tests share: a Life Burst against an attack, the end of a
turn that reveals the top card of the deck, an Assist LRIG grown in the main phase, a
SPELL or PIECE used with or without its [Exceed 4], an Assist LRIG that adds two SIGNI
sharing a class, a classic RESONA played and banished."""

from __future__ import annotations

from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.table import AT, AT3, HANAYO, LIZE3, Play, Table, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, blue and green, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red <<Armed>>

# A Center LRIG with four cards under it (for [Exceed 4]), and two Assist LRIGs.
EXCEED_4 = lrigs(
    [
        "Tamayorihime, New Moon Miko",
        "Tamayorihime, New Moon Miko",
        "Tamayorihime, Crescent Moon Miko",
        "Tamayorihime, Half Moon Miko",
        "Tamayorihime, Musical Moon Miko",
    ],
    left="Hanayo, Zero",
    right="WXDi-D08-008",  # Midoriko
)
# Ener of every colour (Sara is white and black), for the PIECEs and SPELLs `exceed` uses.
EXCEED_ENER = [
    "Sara Hoshikawa, Code 2434",
    ROMAIL,
    BUFFALO,
    "Camelopar, Natural Planet",
    "Baphomet, Doomed Evil",
]


def burst(table: Table, card: str, mine: str = "", theirs: str = "") -> Play:
    """Player 0 uses the Life Burst of `card`, crushed by player 1's Servant # (1000)
    attack; player 1 has Koalala (10000) beside it. `mine`, `theirs`: more zones, one
    line each."""
    game = table(f"""
        phase: attack
        turn: 4
        turn_player: 1
        players:
          - lrig: {lrigs(AT3)}
            life: ["{card}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            signi: [~, "{KOALALA}", "Servant #"]
            {theirs}
    """)
    game.attack("Servant #")
    game.burst()
    return game


def end_of_turn(table: Table, card: str, top: str, state: str = "") -> Play:
    """Player 0's turn ends with `card` (in `state`, say "(downed)") on the field and `top`
    on top of the deck; the game waits in the opponent's turn."""
    game = table(f"""
        phase: end
        players:
          - lrig: {lrigs(AT)}
            signi: ["{f"{card} {state}".strip()}"]
            deck: ["{top}", "{BUFFALO}", "{BUFFALO}"]
    """)
    game.pass_until(lambda play: play.game.turn_player == 1)
    return game


def grown(
    table: Table,
    assist: str,
    below: list[str],
    mine: str = "",
    theirs: str = "",
    center: list[str] = AT3,
) -> Play:
    """Player 0 grows its left Assist LRIG (the stack `below`) into `assist` in the main
    phase, its Center the stack `center`; player 1 has Lize at level 3. `mine`, `theirs`:
    more zones as scenario lines (a second line indented by twelve spaces)."""
    game = table(f"""
        players:
          - lrig: {lrigs(center, left=below)}
            lrig_deck: ["{assist}"]
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.grow(assist)
    return game


def exceed(
    table: Table, card: str, pay: bool, mine: str = "", theirs: str = "", pile: str = "hand"
) -> Play:
    """Player 0 uses `card` (a SPELL from the hand, or a PIECE from `pile: lrig_deck`)
    with four cards under its Center LRIG, paying the [Exceed 4] or not."""
    game = table(f"""
        players:
          - lrig: {EXCEED_4}
            {pile}: ["{card}"]
            ener: {EXCEED_ENER}
            {mine}
          - lrig: {lrigs(LIZE3)}
            {theirs}
    """)
    game.use(card)
    if game.decision == DecisionKind.PAYMENT:
        game.pay()
    game.accept() if pay else game.decline()
    return game


def assist(table: Table, card: str, below: list[str], mine: str = "", theirs: str = "") -> Play:
    """`grown` with the grow cost paid (any Ener) and the [Enter] abilities ordered as
    printed."""
    game = grown(table, card, below, mine, theirs)
    game.pay()
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    return game


def mill_two_add_two_sharing_a_class(table: Table, assist: str, below: list[str]) -> None:
    """The level one Assist LRIGs that put the top two cards of the deck into the trash,
    then add two target SIGNI without a [Guard] that share a class from the trash to the
    hand: the milled Pandada pairs with Koalala (both Earth Beasts; the Performer family
    of all three is no class shared), the milled Sara pairs with none and the Servant #
    has a [Guard]; a trash with no pair adds nothing."""
    sara, pandada = "Sara Hoshikawa, Code 2434", "Pandada, Phantom Terra Beast"
    game = grown(
        table,
        assist,
        below,
        mine=f"""deck: ["{sara}", "{pandada}", "{BUFFALO}", "{BUFFALO}"]
            trash: ["{KOALALA}", "Servant #"]""",
    )
    assert game.count(0, Zone.TRASH) == 4  # Then: the targets are chosen after the mill
    assert f"choose {sara}" not in game.options()
    assert "choose Servant #" not in game.options()
    game.target(KOALALA)
    assert sorted(game.names(0, Zone.HAND)) == [KOALALA, pandada]
    game = grown(
        table,
        assist,
        below,
        mine=f"""deck: ["{sara}", "{BUFFALO}", "{BUFFALO}"]
            trash: ["{KOALALA}"]""",
    )
    assert game.names(0, Zone.HAND) == []
    assert game.count(0, Zone.TRASH) == 3


def play_resona_then_banish(
    table: Table, lrig: list[str], resona: str, mine: str, theirs: str = "signi: []"
) -> Play:
    """Player 0 plays `resona` from the LRIG deck in the attack phase (its play condition
    paid from `mine`'s cards, the only ones that fit) into SIGNI zone 0."""
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {lrig}
            lrig_deck: ["{resona}"]
            {mine}
          - lrig: {HANAYO}
            {theirs}
    """)
    game.act(ActionKind.PLAY_RESONA, resona)
    game.pass_until(lambda g: g.decision == DecisionKind.ZONE)
    game.into(0)
    return game


def banished_goes_to_the_lrig_trash(game: Play, resona: str) -> None:
    # Vanished, not replaced: the event a "when banished" ability sees happens.
    assert game.game.vanish(game.card(resona))
    assert game.zone_of(resona) == Zone.LRIG_TRASH
