"""WXDi-P05: every encoded card plays its abilities."""

from __future__ import annotations

from deckcheck.engine import Zone
from tests.carddb.table import AT, AT3, LIZE3, Play, Table, encodes, lrigs

DIABRIDE = "Diabride, Natural Engagement Crystal"
BUFFALO = "Water Buffalo, Phantom Aquatic Beast"
TAMA = "Tamayorihime, New Moon Miko"


@encodes("WXDi-P05-036")
def test_diabride_makes_the_opponent_trash_ener_when_a_red_signi_is_targeted(
    table: Table,
) -> None:
    def targeted(name: str) -> Play:
        game = table(f"""
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{DIABRIDE}", "Lancelot, Crimson General", "Camelopar, Natural Planet"]
              - lrig: {lrigs(AT, left=TAMA)}
                lrig_deck: ["Tama Loud Voice"]
                ener: ["Servant #", "{BUFFALO}"]
        """)
        game.grow("Tama Loud Voice")  # return target SIGNI with power 10000 or less
        game.target(name)
        return game

    game = targeted("Lancelot, Crimson General")  # red
    game.choose(BUFFALO)  # the opponent chooses which
    assert game.names(1, Zone.ENER) == ["Servant #"] and game.names(1, Zone.TRASH) == [BUFFALO]
    assert game.zone_of("Lancelot, Crimson General") == Zone.HAND
    game = targeted("Camelopar, Natural Planet")  # green
    assert game.count(1, Zone.ENER) == 2


@encodes("WXDi-P05-036")
def test_diabride_enter_keeps_one_of_the_top_two(table: Table) -> None:
    game = table(f"""
        players:
          - lrig: {lrigs(AT3)}
            hand: ["{DIABRIDE}", "Servant #"]
            deck: ["Koalala, Phantom Terra Beast", "Romail, Lightly Armed", "{BUFFALO}"]
    """)
    game.play(DIABRIDE, 0)
    game.accept()  # discard a card
    game.choose("Koalala, Phantom Terra Beast")
    assert game.names(0, Zone.HAND) == ["Koalala, Phantom Terra Beast"]
    assert sorted(game.names(0, Zone.TRASH)) == ["Romail, Lightly Armed", "Servant #"]
    assert game.names(0, Zone.DECK) == [BUFFALO]


@encodes("WXDi-P05-036")
def test_diabride_life_burst_vanishes_an_upped_signi_or_draws(table: Table) -> None:
    def burst(mode: int) -> Play:
        game = table(f"""
            phase: attack
            turn: 4
            turn_player: 1
            players:
              - lrig: {lrigs(AT3)}
                life: ["{DIABRIDE}"]
              - lrig: {lrigs(LIZE3)}
                signi: [~, "Koalala, Phantom Terra Beast", "Servant #"]
        """)
        game.attack("Servant #")
        game.burst()
        game.mode(mode)
        return game

    game = burst(0)  # the attacking Servant is downed: Koalala is the only target
    assert game.zone_of("Koalala, Phantom Terra Beast") == Zone.ENER
    assert game.zone_of("Servant #", 1) == Zone.SIGNI
    game = burst(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("WXDi-P05-057")
def test_decarabia_life_burst_pays_one_to_vanish_any_signi(table: Table) -> None:
    game = table.life_burst("Decarabia, Crimson Evil", 'ener: ["Romail, Lightly Armed"]')
    game.burst()
    game.accept()
    assert game.zone_of("Servant #", 1) == Zone.ENER
    assert game.zone_of("Romail, Lightly Armed") == Zone.TRASH
