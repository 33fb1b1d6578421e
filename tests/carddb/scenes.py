"""Scenes several sets' card tests share: a Life Burst against an attack, the end of a
turn that reveals the top card of the deck, an Assist LRIG grown in the main phase."""

from __future__ import annotations

from tests.carddb.table import AT, AT3, LIZE3, Play, Table, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, blue and green, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red <<Armed>>


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
