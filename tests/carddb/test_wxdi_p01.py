"""WXDi-P01 (Booster 1): every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT, AT3, Table, encodes, lrigs

TAMA3 = [
    "Tamayorihime, New Moon Miko",
    "Tamayorihime, Crescent Moon Miko",
    "Tamayorihime, Half Moon Miko",
    "Tamayorihime, Musical Moon Miko",
]
OPPONENT_ENER = str(
    ["Servant #", "Polygenesis", "Romail, Lightly Armed", "Chihiro Yuki, Code 2434"]
)


@encodes("WXDi-P01-001")
def test_go_to_the_top_searches_a_signi_and_trashes_three_opponent_ener(table: Table) -> None:
    def use(opponent_center: list[str]) -> tuple[list[str], int]:
        game = table(f"""
            players:
              - lrig: {lrigs(TAMA3, left="Hanayo, Zero", right="WXDi-D08-008")}
                lrig_deck: ["Go to the Top!"]
                ener: ["Servant #", "Servant #", "Servant #"]
                deck: ["Polygenesis", "Tobiel, Full Armed", "Polygenesis"]
              - lrig: {lrigs(opponent_center)}
                ener: {OPPONENT_ENER}
        """)
        game.use("Go to the Top!")
        assert "choose Polygenesis" not in game.options()
        game.choose("Tobiel, Full Armed")
        if game.decision is not None and game.game.decision.player == 1:
            game.choose("Servant #", "Polygenesis", "Romail, Lightly Armed")  # the opponent's
        return game.names(0, Zone.HAND), game.count(1, Zone.ENER)

    assert use(AT3) == (["Tobiel, Full Armed"], 1)
    assert use(AT) == (["Tobiel, Full Armed"], 4)  # a Center of level two: no Ener lost


@encodes("WXDi-P01-001")
def test_go_to_the_top_needs_a_white_and_a_red_lrig(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(TAMA3, left="WXDi-D08-008", right="Muzica START")}
            lrig_deck: ["Go to the Top!"]
            ener: ["Servant #", "Servant #", "Servant #"]
    """)
    assert not game.can(game.ActionKind.USE_PIECE)


@encodes("WXDi-P01-036")
def test_nobunaga_rises_on_a_red_signi_vanishes_and_pays_for_double_crush(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["Nobunaga, Crimson General Queen"]
            signi: ["Chihiro Yuki, Code 2434", "Romail, Lightly Armed"]
            ener: ["Romail, Lightly Armed", "Romail, Lightly Armed", "Romail, Lightly Armed"]
          - lrig: {lrigs(AT3)}
            signi: ["Mao Matsukai, Code 2434", "Kazaki Morinaka, Code 2434"]
            life: ["Servant #", "Water Buffalo, Phantom Aquatic Beast", "Polygenesis"]
    """)
    plays = [a for a in game.legal_actions() if a.kind == game.ActionKind.PLAY_SIGNI]
    assert [a.b for a in plays] == [1]  # on the red Romail only, not the white Chihiro
    game.play("Nobunaga, Crimson General Queen", 1)
    game.accept()  # pay 1 red: Kazaki (8000) is the only target
    assert game.zone_of("Kazaki Morinaka, Code 2434") == Zone.ENER
    assert game.names(0, Zone.UNDER) == ["Romail, Lightly Armed"]
    game.action("Nobunaga, Crimson General Queen")
    game.end_main()
    game.attack("Nobunaga, Crimson General Queen")  # nothing in front: two Life Cloth
    assert len(game.players[1].life) == 1
