"""The terms of vocab-24 (round 27): the classic SIGNI and spells' own singles, and the
rules each follows.

- `ref: paid_ener` and `ref: paid_cards`: of the cards paid for a cost (`ref: paid`), those
  paid as Ener, and the others (revealed, discarded, put into a trash by the cost).
- a SIGNI's play condition (`kind: play_condition` with a `condition`): the SIGNI enters
  the field only while the condition holds, from the hand or by an effect.
- the cost part `vanish_from_field`: vanish ("banish") SIGNI of your own field.
- the cost part `charms: any`: any number of your [Charm]s into the trash, none too.
- the trigger `virus_removed`: a [Virus] removed from a field, by an effect or a cost.
- `lock_signi_zone`: no SIGNI can be put into a SIGNI's zone, for this turn (and the next).
- `crush` with `up_to`: as many Life Cloth as its player chooses, none too.
- `search_deck` with `alike: level`: the cards found are all of one level.
- `cannot_be` with `yourself`: its owner cannot put the SIGNI into the trash, by an
  effect, a cost or retiring; others still can.
- `search_deck` with `per_color_of`: one card of each colour chosen from named cards
  (the Ener paid), a colour from each.
- `choose_class` and the filter `class_chosen`: a class that N of some cards share, chosen
  for later parts.
"""

from __future__ import annotations

from deckcheck.cards.pool import CardDatabase
from deckcheck.engine import ActionKind, DecisionKind, Zone
from tests.carddb.table import Play, Table
from tests.effects.conftest import _compile

KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000, vanilla
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2, 7000, vanilla
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000, vanilla
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000, vanilla

# ------------------------------------------------------------------ the Ener paid


def test_the_ener_paid_and_the_other_cards_paid_are_told_apart(
    table: Table, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, "(xviii) Cost": Ener is paid by sending cards from
    # the Ener Zone into the trash, as a discard cost sends cards of the hand there: both
    # are "the cards paid", and `paid_ener` / `paid_cards` keep them apart.
    def paying(ref: str) -> list[str]:
        text = (
            "{kind: action, cost: {ener: {colorless: 1}, discard: 1}, "
            f"effects: [{{add_to_hand: {{ref: {ref}}}}}]}}"
        )
        game = table(
            f"""
            format: classic
            players:
              - signi: ["{KOONI}"]
                hand: ["{COSMO}"]
                ener: ["{IRON}"]
            """,
            abilities={KOONI: _compile(database, text, KOONI, "classic")[1]},
        )
        game.action(KOONI)
        return game.names(0, Zone.HAND)

    assert paying("paid_ener") == [IRON]
    assert paying("paid_cards") == [COSMO]
    assert sorted(paying("paid")) == [COSMO, IRON]


def test_the_ener_paid_to_use_a_spell(table: Table, database: CardDatabase) -> None:
    # classic-2014-beginner-guide.txt, "(xvii) Spell": a spell is used by paying its cost.
    spell = "Overflowing Knowledge"  # a colorless spell, cost 3 colorless
    text = "{kind: use, effects: [{put_on_deck: {ref: paid_ener}}]}"
    game = table(
        f"""
        format: classic
        players:
          - hand: ["{spell}"]
            ener: ["{IRON}", "{SC}", "{COSMO}"]
            deck: ["{KOONI}"]
        """,
        abilities={spell: _compile(database, text, spell, "classic")[1]},
    )
    game.use(spell)
    assert game.count(0, Zone.ENER) == 0 and game.count(0, Zone.DECK) == 4


# ------------------------------------------------------------------ a SIGNI's play condition

GLK = "Code Art GLK"  # level 2: only if your opponent discarded a card this turn


def test_a_play_condition_holds_for_an_effect_that_puts_the_signi_onto_the_field(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "PlayCondition": checked before the card may be put onto the
    # field, however it is put there.
    revive = "{kind: action, effects: [{put_onto_field: {target: {side: you, zone: trash}}}]}"
    discard = "{kind: action, effects: [{discard: {player: opponent}}]}"

    def game(*actions: str) -> list[str]:
        play = table(
            f"""
            format: classic
            players:
              - lrig: ["Code Piruluk", "Code Piruluk K", "Code Piruluk M"]
                signi: ["{KOONI}", "{SC}"]
                trash: ["{GLK}"]
              - hand: ["{IRON}"]
            """,
            abilities={
                KOONI: _compile(database, revive, KOONI, "classic")[1],
                SC: _compile(database, discard, SC, "classic")[1],
            },
        )
        for name in actions:
            play.action(name)
        return play.names(0, Zone.SIGNI)

    assert game(KOONI) == [KOONI, SC, ""]
    assert game(SC, KOONI) == [KOONI, SC, GLK]


def test_a_play_condition_is_checked_as_the_signi_is_played(table: Table) -> None:
    # Its player's opponent discarding is what counts: your own discard does not.
    game = table(f"""
        format: classic
        players:
          - lrig: ["Code Piruluk", "Code Piruluk K", "Code Piruluk M"]
            hand: ["{GLK}", "{IRON}"]
        turn: 2
        turn_player: 0
    """)
    game.game.discard(game.card(IRON))
    assert not game.can(ActionKind.PLAY_SIGNI, GLK)


# ------------------------------------------------------------------ vanishing as a cost


def test_a_cost_vanishes_your_own_signi_into_the_ener_zone(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Cost": paid with your own cards alone;
    # classic-2014-beginner-guide.txt, "(xi) SIGNI": a banished SIGNI goes to the Ener Zone.
    # A SIGNI that cannot be vanished pays no such cost.
    text = (
        "{kind: action, cost: {vanish_from_field: {type: SIGNI, other: true}}, "
        "effects: [{draw: 1}]}"
    )
    guarded = "{kind: constant, effects: [{cannot_be: {ref: self, action: vanished}}]}"

    def game(protected: bool) -> Play:
        abilities = {KOONI: _compile(database, text, KOONI, "classic")[1]}
        if protected:
            abilities[COSMO] = _compile(database, guarded, COSMO, "classic")[1]
        return table(
            f"""
            format: classic
            players:
              - signi: ["{KOONI}", "{COSMO}"]
              - signi: ["{IRON}"]
            """,
            abilities=abilities,
        )

    play = game(protected=False)
    play.action(KOONI)
    assert play.zone_of(COSMO) == Zone.ENER and play.count(0, Zone.HAND) == 1
    play = game(protected=True)
    assert not play.can(ActionKind.USE_ACTION, KOONI)


# ------------------------------------------------------------------ [Charm]s, any number


def test_any_number_of_charms_is_a_cost_paid_with_none_too(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "[Charm]": the cards paid are the [Charm]s put into the trash.
    text = (
        "{kind: action, cost: {charms: any}, "
        "effects: [{draw: {count: {per: {count: {ref: paid}}}}}]}"
    )

    def game(paid: int) -> Play:
        play = table(
            f"""
            format: classic
            players:
              - signi: ["{KOONI}", "{COSMO}"]
                trash: ["{IRON}", "{SC}"]
            """,
            abilities={KOONI: _compile(database, text, KOONI, "classic")[1]},
        )
        assert play.game.put_charm(play.card(IRON), play.card(KOONI))
        assert play.game.put_charm(play.card(SC), play.card(COSMO))
        play.action(KOONI)
        play.choose(*[IRON, SC][:paid])
        if paid < 2:
            play.done()
        return play

    for paid in (0, 1, 2):
        play = game(paid)
        assert play.count(0, Zone.HAND) == paid and len(play.game.charms_of(0)) == 2 - paid


# ------------------------------------------------------------------ a [Virus] removed


def test_a_virus_removed_by_a_cost_or_an_effect_triggers_once_for_each(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Virus": a cost or an effect removes a [Virus]; each removed
    # is an event (VIRUS_REMOVED), of the field it was on.
    watcher = "{kind: auto, when: {virus_removed: opponent}, effects: [{draw: 1}]}"
    cost = "{kind: action, cost: {remove_viruses: 1}, effects: [{up: {ref: self}}]}"
    effect = "{kind: action, effects: [{remove_viruses: {all: true, player: you}}]}"
    play = table(
        f"""
        format: classic
        players:
          - signi: ["{KOONI}", "{COSMO}", "{SC}"]
            viruses: [left, right]
          - viruses: [left, center]
        """,
        abilities={
            KOONI: _compile(database, watcher, KOONI, "classic")[1],
            COSMO: _compile(database, cost, COSMO, "classic")[1],
            SC: _compile(database, effect, SC, "classic")[1],
        },
    )
    play.action(COSMO)
    play.mode(0)  # one of your opponent's: by a cost
    assert play.count(0, Zone.HAND) == 1
    play.action(SC)  # your own two: not your opponent's
    assert play.count(0, Zone.HAND) == 1 and play.virus_zones(0) == []


# ------------------------------------------------------------------ closed SIGNI Zones


def test_a_closed_zone_takes_no_signi_played_or_put_by_an_effect(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Closed SIGNI Zones": the zone the SIGNI was last in, for
    # this turn only without `next_turn`.
    close = (
        "{kind: action, effects: [{vanish: {target: {side: you, zone: signi, other: true, "
        "as: gone}}}, {lock_signi_zone: {ref: gone}}]}"
    )
    revive = "{kind: action, effects: [{put_onto_field: {target: {side: you, zone: trash}}}]}"
    play = table(
        f"""
        format: classic
        players:
          - signi: ["{KOONI}", "{COSMO}", "{SC}"]
            hand: ["{IRON}"]
            trash: ["{IRON}"]
        """,
        abilities={
            KOONI: _compile(database, close, KOONI, "classic")[1],
            SC: _compile(database, revive, SC, "classic")[1],
        },
    )
    turn = play.game.turn
    play.action(KOONI)
    play.target(COSMO)
    assert play.names(0, Zone.SIGNI) == [KOONI, "", SC]
    assert not play.can(ActionKind.PLAY_SIGNI, IRON)
    play.action(SC)  # no zone for it: nothing is put onto the field
    assert play.names(0, Zone.SIGNI) == [KOONI, "", SC] and play.count(0, Zone.TRASH) == 1
    play.pass_until(lambda game: game.game.turn == turn + 2 and game.decision == DecisionKind.MAIN)
    play.play(IRON, 1)  # the turn is over: open again
    assert play.names(0, Zone.SIGNI) == [KOONI, IRON, SC]


# ------------------------------------------------------------------ crushing up to N


def test_crushing_up_to_two_crushes_as_many_as_chosen(table: Table, database: CardDatabase) -> None:
    # en-2021-glossary.txt, "Crush": each crushed Life Cloth goes to the check zone; "up
    # to" lets the player choose how many, none too, and never more than there are.
    text = "{kind: action, effects: [{crush: {count: 2, up_to: true}}]}"
    for life, chosen in ((3, 0), (3, 2), (1, 1)):
        play = table(
            f"""
            format: classic
            players:
              - signi: ["{KOONI}"]
              - life: {[SC] * life}
            """,
            abilities={KOONI: _compile(database, text, KOONI, "classic")[1]},
        )
        play.action(KOONI)
        assert len(play.options()) == min(life, 2) + 1
        play.mode(chosen)
        assert play.count(1, Zone.LIFE) == life - chosen


# ------------------------------------------------------------------ found cards of one level


def test_a_search_alike_in_level_offers_only_cards_of_the_first_ones_level(
    table: Table, database: CardDatabase
) -> None:
    # en-2021-glossary.txt, "Hidden zone": a search may find fewer; every card found is of
    # the level of those found before it.
    text = (
        "{kind: action, effects: [{search_deck: {type: SIGNI, up_to: 3, alike: level, to: hand}}]}"
    )
    play = table(
        f"""
        format: classic
        players:
          - signi: ["{KOONI}"]
            deck: ["{KOONI}", "{COSMO}", "{IRON}", "{SC}"]
        """,
        abilities={KOONI: _compile(database, text, KOONI, "classic")[1]},
    )
    play.action(KOONI)
    play.choose(IRON)
    offered = sorted([f"choose {KOONI}", f"choose {SC}", "choose no more"])
    assert sorted(play.options()) == offered
    play.choose(SC, KOONI)
    assert sorted(play.names(0, Zone.HAND)) == sorted([IRON, SC, KOONI])


# ------------------------------------------------------------------ not trashed by yourself


def test_a_signi_you_cannot_trash_yourself_is_trashed_by_your_opponent_only(
    table: Table, database: CardDatabase
) -> None:
    # docs/engine-hooks.md, "Cards their owner cannot trash": your effects, costs and
    # retiring (turn-summary.txt, "Main Phase") do not; your opponent's effects still do.
    guarded = (
        "{kind: constant, effects: [{cannot_be: {ref: self, action: trashed, yourself: true}}]}"
    )
    trasher = "{kind: action, effects: [{trash: {target: {side: any, zone: signi, other: true}}}]}"
    play = table(
        f"""
        format: classic
        players:
          - signi: ["{KOONI}", "{COSMO}"]
          - signi: ["{IRON}"]
        """,
        abilities={
            KOONI: _compile(database, guarded, KOONI, "classic")[1],
            COSMO: _compile(database, trasher, COSMO, "classic")[1],
            IRON: _compile(database, trasher, IRON, "classic")[1],
        },
    )
    assert not play.can(ActionKind.RETIRE, KOONI) and play.can(ActionKind.RETIRE, COSMO)
    play.action(COSMO)
    play.target(KOONI)  # your own effect: nothing happens
    assert play.zone_of(KOONI) == Zone.SIGNI
    play = table(
        f"""
        format: classic
        turn_player: 1
        players:
          - signi: ["{KOONI}"]
          - signi: ["{IRON}"]
        """,
        abilities={
            KOONI: _compile(database, guarded, KOONI, "classic")[1],
            IRON: _compile(database, trasher, IRON, "classic")[1],
        },
    )
    play.action(IRON)
    assert play.zone_of(KOONI) == Zone.TRASH


# ------------------------------------------------------------------ a card per colour paid


def test_cards_found_per_color_each_need_a_color_and_a_giver_of_their_own() -> None:
    # Classic WX04-063's reminder: paid with [White], [Colorless] and a [Multi Ener] card,
    # one white SIGNI and one SIGNI of another color; colorless gives none.
    from deckcheck.effects.library.deck import _colors_fit

    white, red, blue, multi = 0b00001, 0b00010, 0b00100, 0b11111
    paid = [white, 0, multi]
    assert _colors_fit([white, red], paid)
    assert not _colors_fit([white, red, blue], paid)  # two colors given, not three
    assert not _colors_fit([red, blue], [white, 0, red])
    # A white-and-red SIGNI takes one of the two: with a red one, it is white.
    assert _colors_fit([white | red, red], [white, red])
    assert not _colors_fit([white | red, red, white], [white, red, multi])  # no third
    assert _colors_fit([white | red, red, blue], [white, red, multi])


# ------------------------------------------------------------------ a class chosen


def test_a_class_shared_by_enough_cards_is_chosen_among_several(
    table: Table, database: CardDatabase
) -> None:
    # classic-2014-beginner-guide.txt, "(xi) SIGNI": a SIGNI's class; two shared by two
    # cards each: the player chooses one (a mode, in name order), and later parts read it.
    text = (
        "{kind: action, effects: [{choose_class: {side: you, zone: hand, min: 2, as: kin}}, "
        "{discard: {count: all, class_chosen: kin}}]}"
    )
    play = table(
        f"""
        format: classic
        players:
          - signi: ["{KOONI}"]
            hand: ["{KOONI}", "{COSMO}", "{IRON}", "Silvan, Natural Stone", "{SC}"]
        """,
        abilities={KOONI: _compile(database, text, KOONI, "classic")[1]},
    )
    play.action(KOONI)
    assert len(play.options()) == 2  # <Devil> and <Ore>
    play.mode(1)  # ORE, after DEVIL
    assert sorted(play.names(0, Zone.HAND)) == sorted([KOONI, COSMO, SC])
