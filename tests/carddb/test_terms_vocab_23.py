"""The terms of vocab-23 (round 27) and the rules they follow.

- [Accessory] (classic): the effect `accessorize`, the filters `accessorized` (a SIGNI
  with one) and `accessory` (a card with [Accessory], the card fact `tags: [accessory]`);
  docs/engine-hooks.md, "[Accessory]".
- colours changed: `color_change` (become a colour, or additionally one, in some zones or
  all but some), `gain_color` (a colour of another card); docs/engine-hooks.md, "Colours
  changed"; `cannot_be` narrowed to the effects of a kind of card (`of`).
- `cost_if_additional` (a use ability's): the use cost when its additional cost (a Bet) is
  paid; docs/engine-hooks.md, "A Bet that changes the use cost".
- `reveal_until`: reveal cards from the top of a deck until a card of a kind (en-2021-
  glossary.txt, "Hidden zone": it may not be found).
- `declare_color` and the filter `declared_color` (read by a running effect, fixed for a
  lasting one: `gain_shadow`, which also takes `while`).
- the filter `facing`: a SIGNI with a SIGNI of a kind in front of it, the opposing SIGNI
  of the same column (classic-2014-beginner-guide.txt, "(iii) Attack": "a SIGNI in the
  same column"; "(xi) SIGNI": "the opposing SIGNI in front of them").
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects.binding import bind
from deckcheck.effects.cards import Cards
from deckcheck.effects.library.colors import ColorChange
from deckcheck.effects.terms import Here
from deckcheck.engine import ActionKind, Zone
from tests.carddb.table import HANAYO, TAMA, Play, Table
from tests.effects.conftest import _compile

IRON = "Iron, Natural Stone"  # red, level 1, 3000
SILVAN = "Silvan, Natural Stone"  # red, level 3, 10000


def test_facing_reads_the_signi_in_the_same_column_of_the_other_field(table: Table) -> None:
    # classic-2014-beginner-guide.txt, "(iii) Attack": a SIGNI battles the opponent's SIGNI
    # "in the same column"; an empty column in front is no SIGNI of any kind.
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{IRON}", "{IRON}", "{IRON}"]
          - lrig: {HANAYO}
            signi: [~, "{IRON}", "{SILVAN}"]
    """)
    facing = bind(Cards, {"side": "you", "zone": "signi", "facing": {"power": {"min": 5000}}}, ())
    mine = game.game.players[0].signi
    assert [facing.match(game.game, mine[0], card) for card in mine] == [False, False, True]
    any_front = bind(Cards, {"side": "you", "zone": "signi", "facing": {}}, ())
    assert [any_front.match(game.game, mine[0], card) for card in mine] == [False, True, True]
    assert all(game.game.zone[card] == Zone.SIGNI for card in mine)


# ------------------------------------------------------------------ [Accessory]
# The rule documents have no [Accessory]: docs/engine-hooks.md, "[Accessory]".

CURRY = "Code Eat Curry"  # level 3, 8000
GYUDO = "Code Eat Gyudo"  # level 1, no [Accessory]
KETCHU = "Code Eat Ketchu"  # with [Accessory]
MAYO = "Code Eat Mayo"  # with [Accessory]
MEL = ["Mel=Ready", "Mel=Spumoni", "Mel=Campari", "Mel=Kir"]


def _accessories(table: Table) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {MEL}
            signi: ["{CURRY}", "{GYUDO}"]
            ener: ["{KETCHU}", "{MAYO}", "{GYUDO}"]
    """)


def test_a_signi_has_one_accessory_at_most(table: Table) -> None:
    # docs/engine-hooks.md, "[Accessory]": "under a SIGNI of the card's owner that has
    # none yet, else nothing happens".
    game = _accessories(table)
    curry, ketchu, mayo = game.card(CURRY), game.card(KETCHU), game.card(MAYO)
    assert game.game.put_accessory(ketchu, curry)
    assert not game.game.put_accessory(mayo, curry)
    assert game.zone_of(MAYO) == Zone.ENER and game.game.accessory_of(curry) == ketchu
    gyudo = game.card(GYUDO, zone=Zone.SIGNI)
    assert game.game.put_accessory(mayo, gyudo) and game.game.accessorized(gyudo)


def test_an_accessory_goes_with_its_signi_and_the_signi_remembers_it(table: Table) -> None:
    # docs/engine-hooks.md, "[Accessory]": it goes to the trash with its SIGNI, is no
    # [Accessory] once it left, and the SIGNI had one as it last left.
    game = _accessories(table)
    curry, ketchu = game.card(CURRY), game.card(KETCHU)
    game.game.put_accessory(ketchu, curry)
    game.game.move(curry, Zone.TRASH)
    assert game.zone_of(KETCHU) == Zone.TRASH and not game.game.accessories
    assert game.game.accessorized(curry)
    assert not game.game.accessorized(game.card(GYUDO, zone=Zone.SIGNI))


def test_a_fork_keeps_the_accessories(table: Table) -> None:
    game = _accessories(table)
    game.action(KETCHU)
    game.pay(GYUDO)
    game.choose(CURRY)
    curry, ketchu = game.card(CURRY), game.card(KETCHU)
    assert game.game.fork().accessory_of(curry) == ketchu


def test_a_card_with_accessory_is_one_whose_action_makes_it_one(table: Table) -> None:
    # docs/engine-hooks.md, "[Accessory]": a card "with [Accessory]" has a printed [Action]
    # that puts itself under a SIGNI as an [Accessory] (a fact of the card: its tags).
    game = _accessories(table)
    found = bind(Cards, {"side": "you", "zone": "ener", "accessory": True}, ())
    names = sorted(game.game.name(card) for card in found.candidates(Here(game.game, 0, -1)))
    assert names == [KETCHU, MAYO]


# ------------------------------------------------------------------ colours changed
# en-2021-glossary.txt, "Color": five colours, and colourless (none); docs/engine-hooks.md,
# "Colours changed": what reads a changed colour, and in which order.

WHITE, RED, BLACK = 0b00001, 0b00010, 0b10000
KUKRI = "Kukri, Small Sword"  # white, level 1


def _change(game: Play, source: int, value: dict[str, object]) -> None:
    change = bind(ColorChange, value, ())
    for effect in change.continuous(game.game, source, None):
        game.game.add_effect(effect)


def _colored(table: Table) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {TAMA}
            signi: ["{IRON}", "{KUKRI}"]
            ener: ["{KUKRI}"]
          - signi: ["{SILVAN}"]
    """)


def test_a_colour_filter_reads_the_colour_an_effect_gave(table: Table) -> None:
    game = _colored(table)
    source = game.game.center(0)
    _change(game, source, {"side": "you", "type": "SIGNI", "to": "black", "in": ["signi"]})
    black = bind(Cards, {"side": "any", "zone": "signi", "color": "black"}, ())
    found = sorted(game.game.name(c) for c in black.candidates(Here(game.game, 0, source)))
    assert found == [IRON, KUKRI]  # yours on the field; not your opponent's Silvan
    assert game.game.colors(game.card(KUKRI, zone=Zone.ENER)) == WHITE


def test_colour_changes_apply_in_the_order_they_came_into_force(table: Table) -> None:
    # docs/engine-hooks.md, "Colours changed": SET replaces, ADD adds, in order.
    game = _colored(table)
    source = game.game.center(0)
    iron = game.card(IRON)
    _change(game, source, {"side": "you", "type": "SIGNI", "to": "black", "also": True})
    assert game.game.colors(iron) == RED | BLACK
    _change(game, source, {"side": "you", "type": "SIGNI", "to": "white"})
    assert game.game.colors(iron) == WHITE
    _change(game, source, {"side": "you", "type": "SIGNI", "to": "black", "also": True})
    assert game.game.colors(iron) == WHITE | BLACK


def test_a_colour_change_reads_printed_colours_in_its_own_filter(table: Table) -> None:
    # docs/engine-hooks.md, "Colours changed": "all red SIGNI become black" reads red as
    # printed (no loop), and the colour of a card of the Ener Zone pays as it is now.
    game = _colored(table)
    source = game.game.center(0)
    _change(game, source, {"side": "any", "type": "SIGNI", "color": "red", "to": "black"})
    assert game.game.colors(game.card(IRON)) == BLACK
    assert game.game.colors(game.card(SILVAN)) == BLACK
    assert game.game.colors(game.card(KUKRI, zone=Zone.SIGNI)) == WHITE
    ener_kukri = game.card(KUKRI, zone=Zone.ENER)
    _change(game, source, {"side": "you", "to": "green", "also": True, "in": ["ener"]})
    assert game.game.pay_colors(ener_kukri) == WHITE | 0b01000


def test_a_signi_leaving_the_field_keeps_its_colour_for_the_events_of_its_leaving(
    table: Table,
) -> None:
    # docs/engine-hooks.md, "Colours changed": "when a black SIGNI leaves your field".
    game = _colored(table)
    source = game.game.center(0)
    iron = game.card(IRON)
    _change(game, source, {"side": "you", "type": "SIGNI", "to": "black", "in": ["signi"]})
    game.game.move(iron, Zone.TRASH)
    assert game.game.colors(iron) == RED
    game.game.leaving = iron  # as the engine sets it while the events are announced
    assert game.game.colors(iron) == BLACK


# ------------------------------------------------------------------ a Bet that changes the cost
# docs/engine-hooks.md, "A Bet that changes the use cost".

FLAMELESS = "Flameless Isolation"  # red ARTS, 4 red; Bet [Coin] [Coin]: 0 red
RIL = ["Ril, Memory of Innocence", "Ril, Fragmented Memory", "Ril, Flickering Memory"]


def _bet(table: Table, ener: int, coins: int) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {RIL}
            lrig_deck: ["{FLAMELESS}"]
            ener: {[IRON] * ener}
            coins: {coins}
    """)


def test_a_bet_changing_the_cost_is_decided_before_the_cost_is_paid(table: Table) -> None:
    game = _bet(table, ener=4, coins=2)
    game.use(FLAMELESS)
    assert game.can(ActionKind.ACCEPT) and game.can(ActionKind.DECLINE)
    assert game.count(0, Zone.ENER) == 4  # nothing paid yet
    game.accept()
    assert game.count(0, Zone.ENER) == 4 and game.players[0].coins == 0


def test_the_card_is_usable_by_either_cost(table: Table) -> None:
    assert _bet(table, ener=4, coins=0).can(ActionKind.USE_ARTS, FLAMELESS)
    assert _bet(table, ener=0, coins=2).can(ActionKind.USE_ARTS, FLAMELESS)
    assert not _bet(table, ener=3, coins=1).can(ActionKind.USE_ARTS, FLAMELESS)


def test_a_bet_needs_the_changed_cost(table: Table) -> None:
    # The usual cost is payable, the bet is not (one coin): no bet is offered.
    game = _bet(table, ener=4, coins=1)
    game.use(FLAMELESS)
    assert not game.can(ActionKind.ACCEPT)
    assert game.count(0, Zone.ENER) == 0 and game.players[0].coins == 1


# ------------------------------------------------------------------ revealing until
# en-2021-glossary.txt, "Hidden zone": a card looked for in a hidden zone may not be found.

BUFFALO = "Water Buffalo, Phantom Aquatic Beast"  # vanilla SIGNI
KOALALA = "Koalala, Phantom Terra Beast"  # a SIGNI
SPELL = "Activating the Story"  # a spell


def _revealer(table: Table, database: CardDatabase, deck: list[str]) -> Play:
    text = (
        "{kind: action, effects: [{reveal_until: {type: SPELL, player: opponent, to: trash, "
        "rest: bottom_random, as: found}}, {draw: {count: {per: {count: {ref: found}}}}}]}"
    )
    return table(
        f"""
        players:
          - signi: ["{KOALALA}"]
            deck: ["{BUFFALO}", "{BUFFALO}"]
          - deck: {deck}
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )


def test_reveal_until_stops_at_the_first_card_of_its_kind(
    table: Table, database: CardDatabase
) -> None:
    game = _revealer(table, database, [BUFFALO, BUFFALO, SPELL, SPELL, KOALALA])
    game.action(KOALALA)
    assert game.names(1, Zone.TRASH) == [SPELL]  # the first spell; the second stays
    deck = game.names(1, Zone.DECK)  # bottom first: the two revealed SIGNI at the bottom
    assert deck[:2] == [BUFFALO, BUFFALO] and deck[2:] == [KOALALA, SPELL]
    assert game.count(0, Zone.HAND) == 1  # `as` names the card found


def test_reveal_until_finding_nothing_reveals_the_whole_deck(
    table: Table, database: CardDatabase
) -> None:
    game = _revealer(table, database, [BUFFALO, KOALALA])
    game.action(KOALALA)
    assert game.count(1, Zone.TRASH) == 0 and game.count(1, Zone.DECK) == 2
    assert game.count(0, Zone.HAND) == 0


# ------------------------------------------------------------------ a declared colour
# en-2021-glossary.txt, "Colorless": "If you 'choose a color' with some effect, you cannot
# choose {Colorless} because it has no color".


def test_a_declared_color_is_one_of_five_and_filters_cards(
    table: Table, database: CardDatabase
) -> None:
    text = (
        "{kind: action, effects: [{declare_color: declared}, "
        "{vanish: {all: {side: opponent, zone: signi, declared_color: declared}}}]}"
    )
    game = table(
        f"""
        players:
          - signi: ["{KOALALA}"]
          - signi: ["Romail, Lightly Armed", "Se, Natural Element", "{BUFFALO}"]
        """,
        abilities={KOALALA: _compile(database, text, KOALALA)[1]},
    )
    game.action(KOALALA)
    assert len(game.options()) == 5  # white, red, blue, green, black: no colorless
    game.mode(1)  # red
    assert game.names(1, Zone.SIGNI) == ["", "Se, Natural Element", BUFFALO]
