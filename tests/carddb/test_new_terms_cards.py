"""English-edition cards the terms of the eighth vocabulary round (issue 11) made
expressible: the highest power among SIGNI, SIGNI chosen to share a colour, a SIGNI next
to this one, and effects until the end of the opponent's next turn."""

from __future__ import annotations

from deckcheck.engine import KW, ActionKind, Zone
from tests.carddb.scenes import exceed, grown
from tests.carddb.table import AT3, LIZE3, Play, Table, encodes, lrigs

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # level 1, 5000, blue and green, vanilla
KOALALA = "Koalala, Phantom Terra Beast"  # level 2, 10000, red and green, vanilla
IMP = "Imp, Azure Doomed Evil"  # level 1, 5000, blue and black, vanilla
ROMAIL = "Romail, Lightly Armed"  # level 1, 2000, red
SARA = "Sara Hoshikawa, Code 2434"  # level 1, 5000, white and black, vanilla
ANN2 = ["Ann, Marvel of Miracles", "Ann I, Icon of Innovation", "Ann II, Boon of Brilliance"]


@encodes("WXDi-P08-009")
def test_ann_iii_takes_ener_grants_multi_ener_and_bounces_the_strongest(table: Table) -> None:
    game = table(f"""
        phase: grow
        players:
          - lrig: {lrigs(ANN2)}
            lrig_deck: ["Ann III, Maiden of Mettle"]
            ener: ["{KOALALA}", "{KOALALA}", "{IMP}", "{BUFFALO}"]
          - lrig: {lrigs(LIZE3)}
            signi: ["{KOALALA}", "{BUFFALO}", "{KOALALA}"]
    """)
    game.grow("Ann III, Maiden of Mettle")
    game.pay(KOALALA, KOALALA)
    game.target(IMP)
    game.done()
    assert game.names(0, Zone.HAND) == [IMP] and game.names(0, Zone.ENER) == [BUFFALO]
    game.pass_until(lambda play: play.can(ActionKind.USE_ACTION))
    buffalo = game.card(BUFFALO, 0, Zone.ENER)
    assert not game.game.has_keyword(buffalo, KW.MULTI_ENER)
    game.action("Ann III, Maiden of Mettle")
    assert game.game.has_keyword(buffalo, KW.MULTI_ENER)  # its only target
    game.action("Ann III, Maiden of Mettle")
    assert game.names(1, Zone.HAND) == [KOALALA, KOALALA]
    assert game.names(1, Zone.SIGNI) == ["", BUFFALO, ""]
    assert not game.can(ActionKind.USE_ACTION, "Ann III, Maiden of Mettle")


@encodes("WXDi-P15-043")
def test_hanare_spikes_mills_two_then_puts_two_signi_sharing_a_color(table: Table) -> None:
    game = grown(
        table,
        "Hanare//Spikes",
        ["Hanare, Mourner"],
        mine=f'deck: ["{SARA}", "{IMP}", "{BUFFALO}"]\n            trash: ["{ROMAIL}"]',
    )
    # Sara and Imp milled share black; Romail, red, shares no colour with either.
    assert game.options() == [f"choose {SARA}", f"choose {IMP}"]
    game.target(SARA)  # then Imp, the only SIGNI left sharing a colour with it
    game.into(0)
    game.into(2)
    assert game.names(0, Zone.SIGNI) == [SARA, "", IMP]
    assert game.names(0, Zone.TRASH) == [ROMAIL] and game.names(0, Zone.DECK) == [BUFFALO]


TAMA = "Tama//Memoria, Erupting Cannon"  # <<Weapon>>, level 2, 5000
PACHING = "Paching//Dissona, Small Cannon"  # <<Weapon>>, green, an [Action] alone
ECKESACHS = "Eckesachs, Lightly Armed"  # <<Arm>>, vanilla


@encodes("WXDi-P11-060")
def test_tama_erupting_cannon_pays_for_a_downed_weapon_or_arm_next_to_it(table: Table) -> None:
    # Left: a downed <<Weapon>>; right: an <<Arm>>, downed only in the second game.
    for arm in ("", " (downed)"):
        game = table(f"""
            phase: attack
            players:
              - lrig: {lrigs(AT3)}
                signi: ["{PACHING} (downed)", "{TAMA}", "{ECKESACHS}{arm}"]
                ener: ["{BUFFALO}", "{BUFFALO}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", "{IMP}", ~]
                ener: ["{ROMAIL}", "{SARA}"]
        """)
        game.attack(TAMA)
        if arm:
            game.first()  # the <<Weapon>> ability first
        game.accept()
        game.pay()
        assert game.zone_of(IMP, 1) == Zone.ENER  # 5000: Koalala, 10000, stays
        assert game.names(1, Zone.SIGNI) == [KOALALA, "", ""]
        if arm:
            # Lize is white: Sara shares it, not Romail nor the vanished Imp.
            game.accept()
            game.pay()
            assert game.options() == [f"choose {ROMAIL}", f"choose {IMP}"]
            game.target(ROMAIL)
            assert game.zone_of(ROMAIL, 1) == Zone.TRASH
        assert game.count(0, Zone.ENER) == (0 if arm else 1)


ZEUSIAS = "Zeusias, Mugen Crimson Angel Queen"  # level 3, 12000
# The three LRIG of <<MUGEN SHOJO>>: Azaela in the center, Gabriela and Michaela beside.
MUGEN = lrigs(
    [
        "Azaela, Towards the Future",
        "Azaela, Lighting Up the Board",
        "Azaela, Soaring Towards the Ideal",
        "Azaela, Shining Beyond",
    ],
    left="Gabriela, Weaver of Will",
    right="Michaela, Reality's Whereabouts",
)


@encodes("WXDi-P16-048")
def test_zeusias_chooses_up_to_two_of_shadow_discard_to_vanish_and_a_random_discard(
    table: Table,
) -> None:
    def attack(front: str) -> Play:
        game = table(f"""
            phase: attack
            players:
              - lrig: {MUGEN}
                signi: [~, "{ZEUSIAS}", ~]
                hand: ["{ROMAIL}"]
              - lrig: {lrigs(LIZE3)}
                signi: ["{KOALALA}", {front}, ~]
                hand: ["{SARA}"]
                life: ["{ECKESACHS}", "{ECKESACHS}"]
        """)
        game.attack(ZEUSIAS)
        return game

    game = attack(f'"{IMP}"')
    game.mode(1)
    game.mode(2)
    game.accept()  # Romail discarded: Imp, 5000, the only target, is vanished
    assert game.names(0, Zone.TRASH) == [ROMAIL] and game.zone_of(IMP, 1) == Zone.ENER
    assert game.names(1, Zone.TRASH) == [SARA]
    zeusias = game.card(ZEUSIAS)
    assert not game.game.has_keyword(zeusias, KW.SHADOW)
    game = attack("~")
    game.mode(0)
    game.done()
    zeusias = game.card(ZEUSIAS)
    assert game.game.has_keyword(zeusias, KW.SHADOW) and game.count(0, Zone.HAND) == 1
    game.pass_until(lambda play: play.game.turn_player == 1)
    assert game.game.has_keyword(zeusias, KW.SHADOW)
    game.pass_until(lambda play: play.game.turn_player == 0)
    assert not game.game.has_keyword(zeusias, KW.SHADOW)


MILULUN = "Milulun//THE DOOR, Natural Element"  # <<War Division>>, level 1, 2000


@encodes("WXDi-P15-002")
def test_power_of_struggle_chooses_two_or_with_exceed_three_modes(table: Table) -> None:
    # Three colours among the LRIG of `exceed` (white, red and green).
    game = exceed(
        table,
        "Power of Struggle",
        pay=True,
        mine=f'trash: ["{MILULUN}", "{MILULUN}"]',
        pile="lrig_deck",
    )
    for mode in (0, 1, 3):
        game.mode(mode)
    game.target(MILULUN, MILULUN)
    game.into(0)
    game.into(1)
    first, second = game.ids(MILULUN, 0, Zone.SIGNI)
    game.game.apply_action(
        next(a for a in game.game.legal_actions() if a.a == first)
    )  # the first of the two gains [S Lancer]
    assert game.game.has_keyword(first, KW.S_LANCER)
    assert not game.game.has_keyword(second, KW.S_LANCER)
    assert [game.game.power(card) for card in (first, second)] == [12000, 12000]
    assert game.count(1, Zone.TRASH) == 0
    game = exceed(
        table, "Power of Struggle", pay=False, theirs=f"deck: {[BUFFALO] * 12}", pile="lrig_deck"
    )
    game.mode(2)
    game.mode(3)
    assert not game.can(ActionKind.CHOOSE_MODE)  # two at most without the Exceed
    assert game.count(1, Zone.TRASH) == 10 and game.count(1, Zone.DECK) == 2
