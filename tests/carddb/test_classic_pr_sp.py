"""Classic promotional (PR) and special (SP) cards: every encoded card plays its abilities,
in a classic game (classic-2014-beginner-guide.txt). Cards that need terms the language
does not have yet are left out."""

from __future__ import annotations

import pytest

from deckcheck.engine import KW, ActionKind, DecisionKind, Zone
from deckcheck.engine.abilities import AbilityCost
from tests.carddb.table import CLASSIC_FILLER, HANAYO, TAMA, Play, Table, encodes

HANAYO4 = [*HANAYO, "Hanayo-Pure Four"]
TAMA4 = [*TAMA, "Tamayorihime, Sky Miko"]
IRON = "Iron, Natural Stone"  # red <Ore>, level 1, 3000
METALLICA = "Metallica, Natural Stone"  # red <Ore>, level 4, 12000
SC = "Code Art SC"  # blue <Electric Machine>, level 1, 3000
JV = "Code Art JV"  # blue <Electric Machine>, level 2
KOONI = "Kooni, Symbol of Lesser Sin"  # black <Devil>, level 1, 3000
COSMO = "Cosmo, Symbol of Immorality"  # black <Devil>, level 2
PROCYON = "Procyon, Natural Star"  # white <Space>, level 1, 3000
SIRIUS = "Sirius, Natural Star"  # white <Space>, level 2, 7000
CALIBURN = "Caliburn, Greatsword"  # white <Arm>, level 3, 10000
FLAMBER = "Flamber, Medium Sword"  # white <Arm>, level 2, 7000
ORIGAMI = "Origami, Uniform Requirements"  # green <Beautiful Technique>, level 1
KENDAMA = "Kendama, First Play"  # green <Playground Equipment>, level 1
EIN = "Ein=Gas"  # black <Poison Fang>, level 1
ZWEI = "Zwei=Cobra"  # black <Poison Fang>, level 2
CHILD_ANT = "Child Ant, Phantom Insect"  # black <Misfortune Insect>, level 1
SARIE = "Sarie, Improvement of Historical Fact"  # white <Angel>, level 1
URIE = "Urie, Sudden Ruination"  # white <Angel>, level 2
KANNYA = "Kannya, Phantom Dragon"  # red <Dragon Beast>, level 2
HENGE = "Code Anti Henge"  # black <Ancient Weapon>, level 1
SERVANT_O = "Servant O"  # colorless, level 1, [Multi Ener]
SERVANT_O2 = "Servant O2"  # colorless, level 1
VENUS = "Venus, White Natural Star"  # white <Space> RESONA, level 2
GAWAIN = "Gawain, War Hawk of the Round Table"  # red <Valor>, level 2, 7000
PERCIVAL = "Percival, First Spear of the Round Table"  # red <Valor>, level 1


def stack(table: Table, lrig_type: str, level: int = 4, color: str | None = None) -> list[str]:
    """A LRIG stack of `lrig_type` up to `level` (bottom first), of the database's
    classic LRIGs, those without abilities first."""
    chosen = []
    for wanted in range(level + 1):
        found = sorted(
            (
                card
                for card in table.database.cards
                if card.pool == "classic"
                and card.type.name == "LRIG"
                and card.level == wanted
                and lrig_type in card.lrig_types
                and (color is None or color in [c.value for c in card.colors])
            ),
            key=lambda card: (bool(card.ability_data), card.number),
        )
        chosen.append(found[0].name)
    return chosen


def used(game: Play, name: str) -> None:
    """Use a SPELL or ARTS and pay its cost."""
    game.use(name)
    game.pay()


@encodes("PR-021")
def test_dominating_fury_banishes_a_signi_of_ten_thousand_or_less(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["PR-021"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}", "{METALLICA}"]
    """)
    used(game, "Dominating Fury")
    assert game.zone_of(CALIBURN) == Zone.ENER and game.zone_of(METALLICA) == Zone.SIGNI


@encodes("PR-047", "PR-046")
def test_remember_dawn_and_night_freeze_and_banish_frozen_signi(table: Table) -> None:
    remember = stack(table, "REMEMBER", 2)
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {remember}
            lrig_deck: ["Remember Dawn, Star-Reading Miko"]
            ener: ["{PROCYON}", "{SC}"]
          - signi: ["{SIRIUS}", "{CALIBURN}"]
    """)
    game.grow("Remember Dawn, Star-Reading Miko")
    game.pay()
    assert game.frozen[game.card(SIRIUS)] and not game.frozen[game.card(CALIBURN)]
    night = "Remember Night, Star-Reading Miko"
    game = table(f"""
        format: classic
        phase: grow
        players:
          - lrig: {[*remember, "Remember Dawn, Star-Reading Miko"]}
            lrig_deck: ["{night}"]
            hand: ["{FLAMBER}"]
            ener: ["{PROCYON}", "{SC}", "{SC}", "{IRON}", "{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{SIRIUS}", "{CALIBURN}"]
    """)
    hanayo = game.card("Hanayo-Pure Four")
    assert sum(game.action_cost(hanayo, AbilityCost()).ener) == 0
    game.grow(night)
    game.pay()
    assert sum(game.action_cost(hanayo, AbilityCost()).ener) == 1  # one colorless more
    game.target(SIRIUS)
    assert game.frozen[game.card(SIRIUS)]
    game.pass_until(lambda g: g.decision == DecisionKind.MAIN)
    game.action(night)  # [Colorless] [Colorless] and a white SIGNI discarded
    game.pay()
    game.pass_until(lambda g: g.decision != DecisionKind.PAYMENT)
    if game.decision == DecisionKind.DISCARD:
        game.discard(FLAMBER)
    game.target(CALIBURN)
    assert game.frozen[game.card(CALIBURN)] and game.zone_of(FLAMBER) == Zone.TRASH
    game.action(night)
    game.target(CALIBURN)
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("PR-260")
def test_sekiei_banishes_a_colorless_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            hand: ["Sekiei, Natural Stone"]
          - signi: ["{SERVANT_O2}", "{SIRIUS}"]
    """)
    game.play("Sekiei, Natural Stone")
    assert game.zone_of(SERVANT_O2) == Zone.ENER and game.zone_of(SIRIUS) == Zone.SIGNI


def accept(game: Play) -> None:
    """Say yes to an optional ability or a "may" effect now asked, and pay what it costs."""
    if game.decision == DecisionKind.OPTIONAL:
        game.accept()
    game.pay()


SWALLOW = "Swallow, Phantom Beast"  # green <Sky Beast>, level 1, 3000


@encodes("PR-261")
def test_yamori_searches_a_level_two_dragon_beast_when_banished(table: Table) -> None:
    yamori = "#Yamori#, Phantom Dragon"
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["PR-021"]
            ener: ["{IRON}", "{IRON}", "{IRON}"]
          - signi: ["{yamori}"]
            ener: ["{SWALLOW}"]
            deck: ["{KANNYA}", "{IRON}"]
    """)
    used(game, "Dominating Fury")
    accept(game)
    game.choose(KANNYA)
    assert game.zone_of(KANNYA) == Zone.HAND and game.zone_of(SWALLOW) == Zone.TRASH
    burst = table.life_burst(yamori, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("PR-293")
def test_suzumeda_draws_with_a_small_hand_and_is_8000_with_the_larger_hand(
    table: Table,
) -> None:
    suzumeda = "Suzumeda, Water Phantom"
    game = table(f"""
        format: classic
        players:
          - hand: ["{suzumeda}", "{SC}"]
            deck: ["{JV}", "{IRON}"]
          - hand: ["{IRON}"]
    """)
    game.play(suzumeda)
    assert game.names(0, Zone.HAND) == [SC, JV]  # three or fewer: a card drawn
    assert game.power(suzumeda) == 8000
    game = table(f"""
        format: classic
        players:
          - signi: ["{suzumeda}"]
            hand: ["{SC}"]
          - hand: ["{IRON}", "{KOONI}"]
    """)
    assert game.power(suzumeda) == 3000


@encodes("PR-318")
def test_spinning_knowledge_searches_a_card_of_the_lrigs_color(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Spinning Knowledge"]
            ener: ["{IRON}"]
            deck: ["{SC}", "{PROCYON}", "{IRON}"]
    """)
    used(game, "Spinning Knowledge")
    assert SC not in [o.split(" ", 1)[-1] for o in game.options()]
    game.choose(PROCYON)
    assert game.zone_of(PROCYON) == Zone.HAND
    burst = table.life_burst("Spinning Knowledge", classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("PR-316", "SP03-009")
def test_saturate_gut_and_grave_gut_return_poison_fangs_and_devils(table: Table) -> None:
    source = """
        format: classic
        players:
          - lrig: {lrig}
            lrig_deck: ["{arts}"]
            hand: ["{SC}"]
            ener: ["{KOONI}", "{KOONI}"]
            trash: ["{one}", "{two}", "{IRON}"]
    """
    hanare = stack(table, "HANARE", 3)
    game = table(
        source.format(
            lrig=hanare, arts="Saturate Gut", SC=SC, KOONI=KOONI, one=EIN, two=ZWEI, IRON=IRON
        )
    )
    used(game, "Saturate Gut")
    game.mode(0)
    game.choose(EIN, ZWEI)
    assert game.names(0, Zone.HAND) == [SC, EIN, ZWEI]
    game = table(
        source.format(
            lrig=hanare, arts="Saturate Gut", SC=SC, KOONI=KOONI, one=EIN, two=ZWEI, IRON=IRON
        )
    )
    used(game, "Saturate Gut")
    game.mode(1)
    game.choose(EIN, ZWEI)
    game.pass_until(lambda g: g.count(0, Zone.SIGNI) == 2 or g.decision == DecisionKind.ZONE)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert game.zone_of(SC) == Zone.TRASH and game.count(0, Zone.SIGNI) == 2
    urith = stack(table, "URITH")
    game = table(
        source.format(
            lrig=urith, arts="Grave Gut", SC=SC, KOONI=KOONI, one=KOONI, two=COSMO, IRON=IRON
        )
    )
    used(game, "Grave Gut")
    game.mode(0)
    game.choose(KOONI, COSMO)
    assert game.names(0, Zone.HAND) == [SC, KOONI, COSMO]


@encodes("SP23-010")
def test_burning_and_simmering_tension_needs_a_red_lrig(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {{lrig}}
            lrig_deck: ["Burning and Simmering Tension"]
            hand: ["{SC}", "{JV}"]
          - signi: ["{CALIBURN}"]
    """
    game = table(source.format(lrig=TAMA))
    assert not game.can(game.ActionKind.USE_ARTS, "Burning and Simmering Tension")
    game = table(source.format(lrig=HANAYO))
    used(game, "Burning and Simmering Tension")
    if game.decision == DecisionKind.DISCARD:
        game.discard(SC)
    assert game.zone_of(CALIBURN) == Zone.ENER and game.count(0, Zone.HAND) == 0


@encodes("SP24-009")
def test_waitless_wait_clears_and_redraws_five_and_adds_a_life_cloth(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Waitless Wait"]
            signi: ["{IRON}"]
            hand: ["{SC}"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{SWALLOW}"]
            deck: {[KOONI] * 8}
            life: ["{PROCYON}"]
    """)
    used(game, "Waitless Wait")
    assert game.zone_of(IRON) == Zone.TRASH and game.zone_of(SC) == Zone.TRASH
    assert game.count(0, Zone.HAND) == 5 and game.count(0, Zone.LIFE) == 2


@encodes("SP10-005", "SP10-001")
def test_yuzukis_immoral_plunder_and_surrounded_by_fire_burn_ener(table: Table) -> None:
    yuzuki = stack(table, "YUZUKI")
    game = table(f"""
        format: classic
        players:
          - lrig: {yuzuki}
            hand: ["Immoral Plunder"]
            ener: ["{IRON}", "{SWALLOW}"]
            deck: ["{KOONI}", "{IRON}"]
          - ener: ["{SC}"]
    """)
    used(game, "Immoral Plunder")
    assert game.zone_of(SC) == Zone.TRASH and game.names(0, Zone.ENER) == [KOONI]
    source = f"""
        format: classic
        players:
          - lrig: {yuzuki}
            lrig_deck: ["Surrounded by Fire"]
            ener: {[IRON] * 4}
          - lrig: {{theirs}}
            ener: {[SC] * 8}
    """
    game = table(source.format(theirs=HANAYO))
    assert not game.can(game.ActionKind.USE_ARTS, "Surrounded by Fire")
    game = table(source.format(theirs=HANAYO4))
    used(game, "Surrounded by Fire")
    game.choose(*[SC] * 7)
    assert game.count(1, Zone.ENER) == 1 and game.count(1, Zone.TRASH) == 7


@encodes("SP02-001")
def test_yuzuki_four_gives_2000_in_your_turn_with_volcano(table: Table) -> None:
    yuzuki = [*stack(table, "YUZUKI", 3), "Yuzuki-Four"]
    source = f"""
        format: classic
        turn_player: {{turn}}
        players:
          - lrig: {yuzuki}
            signi: [{{volcano}}"{IRON}"]
    """
    game = table(source.format(turn=0, volcano='"Volcano, Natural Stone", '))
    assert game.power(IRON) == 5000
    game = table(source.format(turn=1, volcano='"Volcano, Natural Stone", '))
    assert game.power(IRON) == 3000
    game = table(source.format(turn=0, volcano=""))
    assert game.power(IRON) == 3000


@encodes("SP07-010")
def test_swift_divine_punishment_returns_the_strongest_signi(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Swift Divine Punishment"]
            ener: ["{PROCYON}", "{SWALLOW}", "{IRON}"]
          - signi: ["{IRON}", "{SIRIUS}", "{FLAMBER}"]
    """)
    used(game, "Swift Divine Punishment")
    assert game.names(1, Zone.HAND) == [SIRIUS, FLAMBER] and game.count(1, Zone.SIGNI) == 1


@encodes("SP01-009")
def test_spirit_salvage_returns_another_arts_to_the_lrig_deck(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Spirit Salvage"]
            lrig_trash: ["PR-021"]
            ener: ["{PROCYON}"]
    """)
    used(game, "Spirit Salvage")
    assert game.zone_of("Dominating Fury") == Zone.LRIG_DECK


@encodes("PR-072")
def test_lock_you_raises_the_opponents_spell_and_arts_costs(table: Table) -> None:
    piruluk = stack(table, "PIRULUK")
    for lrig, arts_more in ((piruluk, 3), (TAMA, 0)):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {lrig}
                lrig_deck: ["Lock You"]
                ener: ["{SC}"]
              - hand: ["Spinning Knowledge"]
                lrig_deck: ["PR-021"]
        """)
        spell, arts = game.card("Spinning Knowledge"), game.card("Dominating Fury")
        before = sum(game.use_cost(spell)), sum(game.use_cost(arts))
        game.pass_until(lambda g: g.can(g.ActionKind.USE_ARTS, "Lock You"))
        used(game, "Lock You")
        assert sum(game.use_cost(spell)) == before[0] + 3
        assert sum(game.use_cost(arts)) == before[1] + arts_more


@encodes("PR-151")
def test_halo_effect_costs_two_less_for_each_arts_in_the_lrig_trash(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig_deck: ["Halo Effect"]
            lrig_trash: ["PR-021", "Spirit Salvage", "Lock You"]
            ener: ["{KOONI}"]
          - signi: ["{CALIBURN}"]
    """)
    assert sum(game.use_cost(game.card("Halo Effect"))) == 1
    used(game, "Halo Effect")
    assert game.zone_of(CALIBURN) == Zone.ENER


@encodes("PR-139")
def test_rising_fist_banishes_your_signi_then_a_small_signi_or_a_multi_ener(
    table: Table,
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {stack(table, "YUZUKI")}
            hand: ["Rising Fist of the Flame Dragon"]
            signi: ["{IRON}"]
          - signi: ["{FLAMBER}", "{CALIBURN}"]
            ener: ["{SERVANT_O}", "{SC}"]
    """
    game = table(source)
    used(game, "Rising Fist of the Flame Dragon")
    game.mode(0)  # Flamber, the only SIGNI of 8000 or less left, is banished
    assert game.zone_of(IRON) == Zone.ENER and game.zone_of(FLAMBER) == Zone.ENER
    game = table(source)
    used(game, "Rising Fist of the Flame Dragon")
    game.mode(1)
    assert game.zone_of(SERVANT_O) == Zone.TRASH and game.zone_of(SC) == Zone.ENER


@encodes("PR-207")
def test_three_swords_charges_three_and_stops_spells_and_arts(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - hand: ["Three Swords", "Three Swords"]
            lrig_deck: ["PR-021"]
            ener: ["{SWALLOW}"]
            deck: {[SWALLOW] * 5}
    """)
    used(game, "Three Swords")
    assert game.count(0, Zone.ENER) == 3
    assert not game.can(game.ActionKind.USE_SPELL) and not game.can(game.ActionKind.USE_ARTS)


KARAKASA = "Karakasa, Phantom Apparition"  # white <Apparition>, level 1
AZUARA = "Azuara, Phantom Apparition"  # white <Apparition>, level 2
AMECO = "Ameco, Generous Light and Dark"  # green <Beautiful Technique>, level 2
SHIGABOSU = "Shigabosu, Second Play"  # green <Playground Equipment>, level 2
ALEXAND = "Alexand, Peerless Conquest"  # red <Valor>, level 2, 8000, [Rise] on a level 1 red
PERRY = "Perry, Black Ship of the Foreign Country"  # red <Valor>, level 1, 1000


def spell_game(table: Table, lrig_type: str, spell: str, extra: str, theirs: str = "") -> Play:
    """A classic game where player 0, with a LRIG of `lrig_type`, holds `spell`."""
    return table(f"""
        format: classic
        players:
          - lrig: {stack(table, lrig_type, 3)}
            hand: ["{spell}"]
            {extra}
          - lrig: {HANAYO4}
            {theirs}
    """)


@encodes("PR-174")
def test_star_festival_trades_a_signi_for_a_space_or_a_resona_for_a_bounce(
    table: Table,
) -> None:
    game = spell_game(
        table, "SASHE", "Star Festival", f'signi: ["{SIRIUS}"]\n            deck: ["{PROCYON}"]'
    )
    used(game, "Star Festival")
    game.mode(0)
    game.choose(PROCYON)
    assert game.zone_of(SIRIUS) == Zone.ENER and game.zone_of(PROCYON) == Zone.HAND
    game = spell_game(
        table,
        "SASHE",
        "Star Festival",
        f'signi: ["{VENUS}", "{SIRIUS}"]',
        f'signi: ["{CALIBURN}", "{METALLICA}"]',
    )
    used(game, "Star Festival")
    game.mode(1)  # the RESONA Venus only; Caliburn, level three, the only target
    assert game.zone_of(SIRIUS) == Zone.SIGNI and game.zone_of(VENUS) != Zone.SIGNI
    assert game.zone_of(CALIBURN) == Zone.HAND
    game = spell_game(
        table,
        "SASHE",
        "Star Festival",
        f'signi: ["{VENUS}", "{SIRIUS}"]\n            deck: ["{PROCYON}"]',
    )
    used(game, "Star Festival")
    game.mode(0)  # a non-RESONA SIGNI: Sirius, the only one, not the RESONA Venus
    game.choose(PROCYON)
    assert game.zone_of(SIRIUS) == Zone.ENER and game.zone_of(VENUS) == Zone.SIGNI


@encodes("PR-176", "PR-215", "PR-248")
def test_magic_hand_spade_work_superb_performance_trade_a_signi_for_a_search(
    table: Table,
) -> None:
    game = spell_game(
        table, "MILULUN", "MAGIC HAND", f'signi: ["{SC}"]\n            deck: ["Three Swords"]'
    )
    used(game, "MAGIC HAND")
    game.choose("Three Swords")
    assert game.zone_of(SC) == Zone.ENER and game.zone_of("Three Swords") == Zone.HAND
    game = spell_game(
        table,
        "ELDORA",
        "SPADE WORK",
        f'signi: ["{SC}"]\n            deck: ["Spinning Knowledge", "Code Art BBQ", "{IRON}"]',
    )
    used(game, "SPADE WORK")
    assert "choose Spinning Knowledge" not in game.options()  # colorless
    game.choose("Code Art BBQ")
    assert game.zone_of("Code Art BBQ") == Zone.HAND
    source = f'signi: ["{KENDAMA}"]\n            deck: ["{SHIGABOSU}", "{IRON}"]'
    game = spell_game(table, "AIYAI", "Superb Performance", source)
    used(game, "Superb Performance")
    game.mode(0)
    game.choose(SHIGABOSU)
    assert game.zone_of(KENDAMA) == Zone.ENER and game.zone_of(SHIGABOSU) == Zone.ENER
    source = f'signi: ["{KENDAMA}"]\n            ener: ["{SHIGABOSU}"]'
    game = spell_game(table, "AIYAI", "Superb Performance", source)
    used(game, "Superb Performance")
    game.mode(1)
    game.choose(SHIGABOSU)  # Kendama, banished, is in the Ener Zone too
    assert game.zone_of(KENDAMA) == Zone.ENER and game.zone_of(SHIGABOSU) == Zone.HAND


@encodes("PR-217")
def test_catch_release_returns_an_insect_or_weakens_with_a_resona(table: Table) -> None:
    source = f'signi: ["{KOONI}"]\n            trash: ["{CHILD_ANT}"]'
    game = spell_game(table, "MYU", "Catch Release", source)
    used(game, "Catch Release")
    game.mode(0)
    assert game.zone_of(KOONI) == Zone.ENER and game.zone_of(CHILD_ANT) == Zone.HAND
    game = spell_game(
        table, "MYU", "Catch Release", f'signi: ["{VENUS}"]', f'signi: ["{CALIBURN}"]'
    )
    used(game, "Catch Release")
    game.mode(1)
    assert game.zone_of(CALIBURN) != Zone.SIGNI  # 10000 --10000: power zero


@encodes("PR-245")
def test_soap_succeed_trades_an_angel_for_an_angel_onto_the_field_or_hand(
    table: Table,
) -> None:
    game = spell_game(
        table, "TAWIL", "Soap Succeed", f'signi: ["{SARIE}"]\n            deck: ["{URIE}"]'
    )
    used(game, "Soap Succeed")
    game.choose(URIE)
    game.pass_until(lambda g: g.zone_of(URIE) != Zone.DECK or g.decision == DecisionKind.MODE)
    if game.decision == DecisionKind.MODE:
        game.first()
    game.pass_until(lambda g: g.zone_of(URIE) != Zone.DECK or g.decision == DecisionKind.ZONE)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(SARIE) == Zone.ENER and game.zone_of(URIE) in (Zone.SIGNI, Zone.HAND)


@encodes("PR-359")
def test_ghost_party_trades_apparitions(table: Table) -> None:
    source = f'signi: ["{KARAKASA}"]\n            deck: ["{AZUARA}", "{IRON}"]'
    game = spell_game(table, "DONA", "Ghost Party", source)
    used(game, "Ghost Party")
    game.mode(0)
    game.choose(AZUARA)
    assert game.zone_of(KARAKASA) == Zone.ENER and game.zone_of(AZUARA) == Zone.HAND
    game = spell_game(
        table,
        "DONA",
        "Ghost Party",
        f'signi: ["{KARAKASA}", "{AZUARA}"]',
        f'signi: ["{CALIBURN}"]',
    )
    used(game, "Ghost Party")
    game.mode(1)
    assert game.zone_of(KARAKASA) == Zone.TRASH and game.zone_of(AZUARA) == Zone.TRASH
    assert game.zone_of(CALIBURN) == Zone.HAND


@encodes("PR-177")
def test_extravaganza_trades_a_signi_for_a_beautiful_technique_of_the_top_four(
    table: Table,
) -> None:
    deck = [IRON, AMECO, SC, KOONI, SWALLOW]
    source = f'signi: ["{ORIGAMI}"]\n            deck: {deck}'
    game = spell_game(table, "ANN", "Extravaganza", source)
    used(game, "Extravaganza")
    game.choose(AMECO)
    game.mode(0)  # into the hand
    game.choose(IRON, SC)  # the rest, in the order put on the bottom (Kooni last)
    assert game.zone_of(ORIGAMI) == Zone.ENER and game.zone_of(AMECO) == Zone.HAND
    assert game.names(0, Zone.DECK)[-1] == SWALLOW  # on top now, the others below it


@encodes("PR-247")
def test_code_art_bbq_returns_a_costly_blue_spell_and_bursts_a_search(table: Table) -> None:
    game = table("""
        format: classic
        players:
          - hand: ["Code Art BBQ"]
            trash: ["MAGIC HAND", "COOLING OFF"]
    """)
    game.play("Code Art BBQ")
    assert game.zone_of("COOLING OFF") == Zone.HAND and game.zone_of("MAGIC HAND") == Zone.TRASH
    burst = table.life_burst("Code Art BBQ", f"deck: ['Three Swords', '{IRON}']", classic=True)
    burst.burst()
    burst.choose("Three Swords")
    assert burst.zone_of("Three Swords") == Zone.HAND


@encodes("PR-255")
def test_code_art_alca_discards_an_electric_machine_for_one_of_three(table: Table) -> None:
    alca = "Code Art †ALCA†"
    source = f"""
        format: classic
        players:
          - lrig: {TAMA}
            hand: ["{alca}", "{SC}"]
            deck: ["{JV}", "{PROCYON}", "{KOONI}", "{IRON}"]
          - signi: ["{CALIBURN}", "{FLAMBER}"]
    """
    game = table(source)
    game.play(alca)
    accept(game)
    game.mode(0)
    assert game.power(CALIBURN) == 8000 and game.power(FLAMBER) == 5000
    assert game.zone_of(SC) == Zone.TRASH
    game = table(source)
    game.play(alca)
    accept(game)
    game.mode(1)  # Code Art JV is blue: Procyon, white like the LRIG, is the only one
    assert game.zone_of(PROCYON) == Zone.HAND and game.zone_of(JV) == Zone.TRASH
    game = table(source.replace(f'"{JV}"', '"Catch Release"'))
    game.play(alca)
    accept(game)
    game.mode(2)
    assert game.names(0, Zone.HAND) == ["Catch Release"]


@encodes("PR-308", "PR-330")
def test_alexand_rises_and_perry_grows_and_alexand_guards_a_red_signi(table: Table) -> None:
    ril = stack(table, "RIL", 3)
    game = table(f"""
        format: classic
        players:
          - lrig: {ril}
            hand: ["{ALEXAND}"]
            signi: ["{PERCIVAL}", "{PERRY}", "{IRON}"]
            deck: {[KOONI] * 5}
          - lrig: {HANAYO4}
            signi: ["{SIRIUS}", "{PROCYON}", "{CALIBURN}"]
            life: {[KOONI] * 3}
    """)
    game.play(ALEXAND, 0)  # on top of Percival, red and level one
    assert game.names(0, Zone.UNDER) == [PERCIVAL]
    assert game.power(PERRY) == 5000  # a SIGNI with [Rise] entered
    game.end_main()
    game.pass_until(lambda g: g.decision in (DecisionKind.TARGET, DecisionKind.SIGNI_ATTACK))
    if game.decision == DecisionKind.TARGET:
        game.target(IRON)  # Alexand: another red SIGNI cannot be banished this turn
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, PERRY))
    game.attack(PERRY)  # power 5000: Procyon (3000), in front, is banished... or Sirius
    assert game.zone_of(PROCYON) == Zone.ENER and game.zone_of(SIRIUS) == Zone.SIGNI
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, IRON))
    game.attack(IRON)  # into Caliburn, 10000: it loses the battle but is not banished
    game.pass_until(lambda g: g.game.turn_player == 1 or g.zone_of(IRON) != Zone.SIGNI)
    assert game.zone_of(IRON) == Zone.SIGNI
    burst = table.life_burst(ALEXAND, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("SP23-009")
def test_serious_charring_dance_gives_rise_signi_double_crush_or_draws(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {stack(table, "RIL", 3)}
            lrig_deck: ["Serious Charring Dance"]
            ener: ["{IRON}"]
            signi: ["{ALEXAND}", "{GAWAIN}"]
            deck: {[KOONI] * 3}
    """
    game = table(source)
    used(game, "Serious Charring Dance")
    game.mode(0)
    assert game.has_keyword(game.card(ALEXAND), KW.DOUBLE_CRUSH)
    assert not game.has_keyword(game.card(GAWAIN), KW.DOUBLE_CRUSH)
    game = table(source)
    used(game, "Serious Charring Dance")
    game.mode(1)
    assert game.count(0, Zone.HAND) == 1


@encodes("PR-258", "PR-317")
def test_exceed_arts_give_the_lrig_three_actions(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Twists and Turns", "Succeed Destruct"]
            ener: ["{SWALLOW}", "{SWALLOW}", "{IRON}"]
            deck: {[KOONI] * 5}
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{CALIBURN}"]
    """)
    used(game, "Twists and Turns")
    lrig = "Tamayorihime, Sky Miko"
    game.action(lrig)  # the first: banish a SIGNI of 12000 or more
    game.choose(TAMA[0])  # [Exceed 1]
    assert game.zone_of(METALLICA) == Zone.ENER and game.count(0, Zone.LRIG_TRASH) == 2
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Succeed Destruct"]
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}"]
    """)
    used(game, "Succeed Destruct")
    assert sum(1 for a in game.legal_actions() if a.kind == game.ActionKind.USE_ACTION) >= 3
    game.action(lrig)
    game.pass_until(lambda g: g.decision != DecisionKind.CHOOSE)  # all four under it
    assert game.zone_of(CALIBURN) == Zone.ENER and game.count(0, Zone.LRIG_TRASH) == 5


@encodes("SP17-004", "SP17-005")
def test_nyarctho_mills_and_weakens_and_hastur_charges_when_a_signi_returns(
    table: Table,
) -> None:
    umr = stack(table, "UMR", 4)
    nyarctho, hastur = "Code Anti Nyarctho", "Code Anti Hastur"
    game = table(f"""
        format: classic
        players:
          - lrig: {umr}
            hand: ["{nyarctho}"]
            signi: ["{hastur}"]
            deck: ["{HENGE}", "{KOONI}", "{SC}", "{IRON}", "{COSMO}", "{IRON}"]
          - signi: [~, ~, "{CALIBURN}"]
            life: ["{KOONI}", "{KOONI}"]
    """)
    game.play(nyarctho, 1)
    accept(game)  # Henge, an <Ancient Weapon>, from the trash onto the field
    game.pass_until(lambda g: g.zone_of(HENGE) == Zone.SIGNI or g.decision == DecisionKind.ZONE)
    if game.decision == DecisionKind.ZONE:
        game.first()
    assert game.zone_of(HENGE) == Zone.SIGNI
    assert game.names(0, Zone.ENER) == [KOONI]  # Hastur: a SIGNI entered from the trash
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, nyarctho))
    game.attack(nyarctho)  # SC, Iron, Cosmo: one black SIGNI
    assert game.power(CALIBURN) == 7000
    burst = table.life_burst(
        nyarctho,
        f"trash: {[IRON] * 4}\nopponent: {{signi: ['{CALIBURN}', ~, '{CLASSIC_FILLER}']}}",
        classic=True,
    )
    burst.burst()
    burst.target(CALIBURN)
    assert burst.power(CALIBURN) == 6000


DERRIN = "Derrin, Small Gun"  # red <Weapon>, level 1
NINETEEN = "Nineteen, Explosive Gun"  # red <Weapon>, level 2
BELZE = "Belze, Symbol of Wasteful Evil"  # black <Devil>, level 3
LILITH = "Lilith, Recurring Nightmare"  # black <Devil>, level 4


@encodes("PR-242")
def test_common_destiny_searches_ener_or_lets_the_opponent_pick_a_signi(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig_deck: ["Common Destiny"]
            ener: ["{SWALLOW}", "{SIRIUS}", "{PROCYON}"]
            deck: ["{IRON}", "{SC}", "{KOONI}"]
    """
    game = table(source)
    used(game, "Common Destiny")
    game.mode(0)
    game.choose(IRON, SC)
    assert {IRON, SC} <= set(game.names(0, Zone.ENER)) and game.zone_of(KOONI) == Zone.DECK
    game = table(source)
    used(game, "Common Destiny")
    game.mode(1)
    game.choose(PROCYON)  # the opponent's choice
    game.pass_until(lambda g: g.zone_of(PROCYON) == Zone.SIGNI or g.decision == DecisionKind.ZONE)
    if game.decision == DecisionKind.ZONE:
        game.first()
    assert game.zone_of(PROCYON) == Zone.SIGNI and game.zone_of(SIRIUS) == Zone.ENER


@encodes("PR-175")
def test_captain_flathro_banishes_the_declared_level_after_only_weapons(
    table: Table,
) -> None:
    flathro = "Captain Flathro, Roaring Flame"
    for deck, banished in (([DERRIN, NINETEEN, IRON], True), ([DERRIN, IRON, IRON], False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {HANAYO}
                hand: ["{flathro}"]
                deck: {deck}
              - signi: ["{SIRIUS}", "{CALIBURN}"]
        """)
        game.play(flathro)
        game.mode(2)  # two cards: both <Weapon> SIGNI, or not
        assert game.count(0, Zone.TRASH) == 2
        assert (game.zone_of(SIRIUS) == Zone.ENER) == banished


@encodes("PR-288")
def test_armile_is_1000_past_level_one_and_banishes_from_the_center(table: Table) -> None:
    armile = "Armile, Small Gun"
    for theirs, banished in ((HANAYO, True), (HANAYO4, False)):
        game = table(f"""
            format: classic
            players:
              - signi: [~, "{armile}", ~]
              - lrig: {theirs}
                signi: ["{SERVANT_O2}", ~, "{FLAMBER}"]
                life: ["{KOONI}", "{KOONI}"]
        """)
        assert game.power(armile) == 1000
        game.end_main()
        game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, armile))
        game.attack(armile)
        assert (game.zone_of(SERVANT_O2) == Zone.ENER) == banished
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA[:2]}
            signi: ["{armile}"]
    """)
    assert game.power(armile) == 5000
    burst = table.life_burst(armile, classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2  # Armile itself, and the card charged


@encodes("PR-328")
def test_liliana_discards_valor_for_as_many_choices(table: Table) -> None:
    liliana = "Liliana, Pirate of Aesthetics"
    game = table(f"""
        format: classic
        players:
          - signi: ["{liliana}"]
            hand: ["{GAWAIN}", "{PERCIVAL}", "{IRON}"]
          - signi: ["{FLAMBER}", ~, "{CALIBURN}"]
            life: ["{KOONI}", "{KOONI}"]
    """)
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, liliana))
    game.attack(liliana)
    game.discard(GAWAIN, PERCIVAL)
    game.pass_until(lambda g: g.zone_of(FLAMBER) != Zone.SIGNI or g.decision != DecisionKind.MODE)
    while game.decision == DecisionKind.MODE:
        game.first()
    while game.decision in (DecisionKind.TARGET, DecisionKind.CHOOSE, DecisionKind.ZONE):
        game.first()
    assert game.zone_of(FLAMBER) == Zone.ENER  # 7000, no more than Liliana's
    assert game.count(0, Zone.SIGNI) == 2  # Gawain or Percival back from the trash
    burst = table.life_burst(liliana, classic=True)
    burst.burst()
    assert burst.count(0, Zone.HAND) == 1


@encodes("PR-372")
def test_denecy_puts_the_revealed_signi_of_the_declared_level_onto_the_field(
    table: Table,
) -> None:
    denecy = "≡Denecy≡, Natural Star"
    for declared, entered in ((1, True), (2, False)):
        game = table(f"""
            format: classic
            players:
              - hand: ["{denecy}"]
                deck: ["{PROCYON}", "{IRON}"]
        """)
        game.play(denecy)
        game.mode(declared)
        game.pass_until(lambda g: g.decision != DecisionKind.ZONE)
        assert (game.zone_of(PROCYON) == Zone.SIGNI) == entered
    burst = table.life_burst(denecy, classic=True)
    burst.burst()
    assert burst.count(0, Zone.ENER) == 2  # Denecy itself, and the card charged


@encodes("SP10-006")
def test_namakozu_weakens_per_life_cloth_and_cannot_be_banished_without_any(
    table: Table,
) -> None:
    namakozu = "Namakozu, Water Phantom Princess"
    eldora = stack(table, "ELDORA")
    game = table(f"""
        format: classic
        players:
          - lrig: {eldora}
            hand: ["{namakozu}"]
            life: ["{KOONI}", "{KOONI}"]
    """)
    game.play(namakozu)
    assert game.power(namakozu) == 14000
    accept(game)  # crush the top one
    assert game.count(0, Zone.LIFE) == 1 and game.power(namakozu) == 16000
    for life, stays in (("[]", True), (f'["{KOONI}"]', False)):
        game = table(f"""
            format: classic
            turn_player: 1
            players:
              - lrig: {eldora}
                signi: ["{namakozu}"]
                life: {life}
              - lrig_deck: ["Halo Effect"]
                lrig_trash: ["PR-021", "Spirit Salvage", "Lock You"]
                ener: ["{KOONI}"]
        """)
        used(game, "Halo Effect")
        assert (game.zone_of(namakozu) == Zone.SIGNI) == stays
    burst = table.life_burst(namakozu, f"deck: ['{IRON}', '{SC}']", classic=True)
    burst.burst()
    assert burst.count(0, Zone.LIFE) == 1 and burst.count(0, Zone.HAND) == 1


@encodes("SP17-002")
def test_ancient_wave_trashes_black_signi_for_effects_by_their_total_level(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {stack(table, "UMR")}
            lrig_deck: ["Ancient Wave"]
            ener: ["{KOONI}"]
            signi: ["{COSMO}", "{BELZE}", "{LILITH}"]
            deck: {[IRON] * 4}
          - lrig: {HANAYO4}
            signi: ["{CALIBURN}"]
            life: ["{SC}", "{SC}"]
    """)
    used(game, "Ancient Wave")
    game.choose(COSMO, BELZE, LILITH)  # levels 2 + 3 + 4: nine
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()
    assert game.zone_of(CALIBURN) == Zone.ENER and game.count(0, Zone.HAND) == 2
    assert game.count(1, Zone.LIFE) == 1 and game.count(0, Zone.SIGNI) == 0


@encodes("PR-204")
def test_arc_destruct_lets_the_lrig_exceed_two_to_up_after_attacking(table: Table) -> None:
    lrig = "Tamayorihime, Sky Miko"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            lrig_deck: ["Arc Destruct"]
            ener: ["{PROCYON}", "{IRON}", "{IRON}"]
          - life: ["{SC}", "{SC}", "{SC}"]
    """)
    used(game, "Arc Destruct")
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, lrig))
    game.attack(lrig)
    game.accept()
    game.choose(TAMA[0], TAMA[1])  # [Exceed 2]
    assert game.count(0, Zone.LRIG_TRASH) == 3  # the ARTS and two cards under the LRIG
    assert not game.downed[game.card(lrig)]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*TAMA4, "Tamayorihime Five, the Flame"]}
            lrig_deck: ["Arc Destruct"]
            ener: ["{PROCYON}", "{IRON}", "{IRON}"]
    """)
    assert not game.can(game.ActionKind.USE_ARTS, "Arc Destruct")  # a level five LRIG


@encodes("SP17-003")
def test_tobiel_downs_an_angel_to_bounce(table: Table) -> None:
    tobiel = "Tobiel, Sun Staff of Midsummer"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{tobiel}", "{SARIE}", "{SIRIUS}"]
          - signi: ["{CALIBURN}"]
    """)
    game.action(tobiel)
    assert game.zone_of(CALIBURN) == Zone.HAND
    assert game.downed[game.card(tobiel)] and game.downed[game.card(SARIE)]
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            signi: ["{tobiel}", "{SIRIUS}"]
          - signi: ["{CALIBURN}"]
    """)
    assert not game.can(game.ActionKind.USE_ACTION, tobiel)  # no other upped <Angel>


@encodes("SP17-001")
def test_soap_wave_mills_angels_or_protects_them_in_the_opponents_turn(table: Table) -> None:
    tawil = stack(table, "TAWIL", 3)
    game = table(f"""
        format: classic
        players:
          - lrig: {tawil}
            lrig_deck: ["Soap Wave"]
            deck: ["{SARIE}", "{SARIE}", "{URIE}", "{IRON}"]
    """)
    game.use("Soap Wave")
    game.mode(0)
    game.choose(SARIE)
    assert f"choose {SARIE}" not in game.options()  # different names
    game.choose(URIE)
    assert game.names(0, Zone.TRASH) == [SARIE, URIE]
    source = f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {tawil}
            lrig_deck: ["Soap Wave"]
            signi: ["{SARIE}"]
            life: {[IRON] * 3}
          - signi: ["{CALIBURN}"]
    """
    for protected in (True, False):
        game = table(source)
        if protected:
            game.pass_until(lambda g: g.can(g.ActionKind.USE_ARTS, "Soap Wave"))
            game.use("Soap Wave")
            game.mode(1)
        game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, CALIBURN))
        game.attack(CALIBURN)  # 10000 against Sarie's 3000
        game.pass_until(
            lambda g: g.decision == DecisionKind.SIGNI_ATTACK or g.game.turn_player == 0
        )
        assert (game.zone_of(SARIE) == Zone.SIGNI) == protected


@encodes("PR-212")
def test_code_anti_mage_returns_from_the_trash_for_four_levels(table: Table) -> None:
    mage = "Code Anti Mage"
    game = table(f"""
        format: classic
        phase: attack
        players:
          - trash: ["{mage}", "{IRON}", "{SIRIUS}", "{CALIBURN}", "{METALLICA}", "{SERVANT_O2}"]
            ener: ["{KOONI}", "{KOONI}", "{SC}"]
    """)
    game.pass_until(lambda g: g.can(g.ActionKind.USE_ACTION, mage))
    game.action(mage)
    game.pay()
    game.pass_until(lambda g: g.decision != DecisionKind.TARGET or g.zone_of(IRON) == Zone.DECK)
    if game.decision == DecisionKind.TARGET:
        game.target(IRON, SIRIUS, CALIBURN, METALLICA)
    if game.decision == DecisionKind.ZONE:
        game.into(0)
    assert game.zone_of(mage) == Zone.SIGNI
    assert game.zone_of(METALLICA) == Zone.DECK and game.zone_of(SERVANT_O2) == Zone.TRASH
    burst = table.life_burst(
        mage, f"deck: ['{IRON}', '{SERVANT_O2}', '{SC}', '{KOONI}']", classic=True
    )
    burst.burst()
    burst.target(IRON)
    assert burst.zone_of(IRON) == Zone.HAND


NICKEL = "Nickel, Natural Source"  # blue <Atom>, level 4, 12000
ATOMS = [
    "Radon, Natural Source",
    "Manganese, Natural Source",
    "Titanium, Natural Source",
    "Sulfur, Natural Source",
    "Chlorine, Natural Source",
    "Fluorine, Natural Source",
    "Thorium, Natural Source",
]
IONA = ["Iona, Zero/Maiden", "Iona, Nepto/Maiden", "Iona, Uranus/Maiden", "Iona, Pluto/Maiden"]
MILULUN4 = ["Mirurun Nought", "Mirurun Nano", "Mirurun Pico", "Mirurun Femto", "Mirurun Milli"]


@encodes("SP06-011")
def test_nickel_holds_with_seven_atom_names_in_the_trash(table: Table) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {MILULUN4}
            signi: ["{NICKEL}", ~, ~]
            trash: {{trash}}
    """
    game = table(source.format(trash=ATOMS))
    assert game.power(NICKEL) == 15000
    game = table(source.format(trash=[*ATOMS[:6], ATOMS[0], SC]))  # six names
    assert game.power(NICKEL) == 12000


@encodes("SP06-011")
def test_nickel_keeps_atom_signi_from_the_opponents_spells_and_returns_a_spell(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        turn_player: 1
        players:
          - lrig: {MILULUN4}
            signi: ["{NICKEL}", "Sulfur, Natural Source", "{SC}"]
          - lrig: {HANAYO4}
            hand: ["Roaring Fire Pillar"]
            ener: ["{IRON}"]
    """)
    game.use("Roaring Fire Pillar")  # 5000 or less: Code Art SC alone, not the Atom Sulfur
    assert game.zone_of(SC) == Zone.ENER and game.zone_of("Sulfur, Natural Source") == Zone.SIGNI
    game = table(f"""
        format: classic
        players:
          - lrig: {MILULUN4}
            signi: ["{NICKEL}", ~, ~]
            ener: ["{SC}"]
          - trash: ["Roaring Fire Pillar", "{IRON}"]
            deck: ["{IRON}", "{IRON}"]
    """)
    game.action(NICKEL)
    assert game.zone_of("Roaring Fire Pillar", 1) == Zone.DECK
    assert game.game.players[1].deck[-1] == game.card("Roaring Fire Pillar", 1)


@encodes("SP06-011")
def test_nickel_life_burst_draws_two_and_discards_one(table: Table) -> None:
    burst = table.life_burst(NICKEL, f"deck: ['{SC}', '{KOONI}', '{IRON}']", classic=True)
    burst.burst()
    burst.discard(SC)
    assert burst.names(0, Zone.HAND) == [KOONI] and burst.zone_of(SC, 0) == Zone.TRASH


@encodes("PR-292")
def test_get_nostalgia_costs_less_for_each_opposing_signi_with_no_abilities(
    table: Table,
) -> None:
    source = f"""
        format: classic
        players:
          - lrig: {IONA}
            hand: ["Get Nostalgia"]
            ener: {{ener}}
            deck: ["Code Maze Krelim", "Code Maze Ekarite", "{SC}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", "Code Maze Krelim"]
    """
    game = table(source.format(ener=[]))  # two SIGNI with no abilities: free
    game.use("Get Nostalgia")
    game.choose("Code Maze Krelim")
    game.choose("Code Maze Ekarite")
    assert sorted(game.names(0, Zone.HAND)) == ["Code Maze Ekarite", "Code Maze Krelim"]
    game = table(source.replace(f'"{CALIBURN}"', '"Code Maze Krelim"').format(ener=[]))
    assert not game.can(ActionKind.USE_SPELL, "Get Nostalgia")  # 1 white still to pay


MYUU = ["Myuu=Hatch", "Myuu=Larva", "Myuu=Pupa", "Myuu=Emerge"]


@encodes("PR-319")
def test_oomurasaki_trades_itself_at_the_end_of_turn_for_a_lrig_action(table: Table) -> None:
    oomurasaki = "Oomurasaki, Phantom Insect"
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU}
            signi: ["{oomurasaki}", "{VENUS}", ~]
    """)
    assert game.power(oomurasaki) == 12000  # with a RESONA on the field
    game = table(f"""
        format: classic
        players:
          - lrig: {MYUU}
            signi: ["{oomurasaki}", ~, ~]
            life: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}", ~, ~]
            life: ["{KOONI}", "{KOONI}"]
    """)
    assert game.power(oomurasaki) == 7000
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # into the trash
    assert game.zone_of(oomurasaki) == Zone.TRASH
    myuu = "Myuu=Emerge"
    game.pass_until(lambda g: g.can(ActionKind.USE_ACTION, myuu))
    assert game.turn_player == 1
    game.action(myuu)  # 0 black; Caliburn, the only target
    assert game.power(CALIBURN) == 3000
    assert not game.can(ActionKind.USE_ACTION, myuu)  # once per turn


@encodes("PR-173")
def test_izrh_banishes_a_frozen_signi_and_freezes_at_each_end_of_turn(table: Table) -> None:
    izrh = "Code Art IZRH"
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["{izrh}"]
            life: ["{KOONI}"]
          - signi: ["{FLAMBER}", "{CALIBURN}", ~]
            life: ["{KOONI}"]
    """)
    game.game.frozen[game.card(FLAMBER)] = True
    game.play(izrh, 0)  # Flamber, the only frozen SIGNI
    assert game.zone_of(FLAMBER) == Zone.ENER and not game.game.frozen[game.card(CALIBURN)]
    caliburn = game.card(CALIBURN)
    game.pass_until(lambda g: g.game.frozen[caliburn])  # the end of the turn: the only target
    assert game.turn_player == 0
    burst = table.life_burst(izrh, f"deck: ['{SC}', '{KOONI}']", classic=True)
    burst.burst()
    assert burst.names(0, Zone.HAND) == [SC]


@encodes("PR-206")
def test_alfou_karma_mills_both_decks_as_it_crushes(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: ["Alfou", "Alfou, Bride of Karma"]
            deck: {[KOONI] * 8}
          - deck: {[SC] * 10}
            life: ["{SC}", "{SC}"]
    """)
    game.pass_until(lambda g: g.can(ActionKind.ATTACK, "Alfou, Bride of Karma"))
    game.attack("Alfou, Bride of Karma")  # one Life Cloth crushed: five cards of each deck
    assert game.count(0, Zone.TRASH) == 5 and game.count(1, Zone.TRASH) == 5


@encodes("PR-055")
def test_next_ready_chooses_once_for_each_card_put_from_under_the_lrig(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {TAMA4}
            hand: ["Next Ready"]
            deck: {[KOONI] * 3}
          - signi: ["God Eater, Ultimate Sword", ~, ~]
            lrig: {HANAYO4}
    """)
    game.use("Next Ready")
    game.choose("Tamayorihime, New Moon Miko")
    game.choose("Tamayorihime, Waxing Crescent Moon Miko")
    game.done()  # two cards: two choices
    game.mode(1)  # draw a card
    game.mode(1)  # again
    assert game.count(0, Zone.HAND) == 2 and game.count(0, Zone.LRIG_TRASH) == 2


@encodes("PR-154")
def test_neptune_searches_a_level_one_signi_and_lowers_the_opponents_limit_in_their_main(
    table: Table,
) -> None:
    neptune = "Neptune, White Natural Star"
    sashe = [
        "Sashe Nouvelle, Eternal Messenger",
        "Sashe Crois, Eternal Messenger",
        "Sashe Quartier, Eternal Messenger",
        "Sashe Moitié, Eternal Messenger",
    ]
    game = table(f"""
        format: classic
        players:
          - lrig: {sashe}
            lrig_deck: ["{neptune}"]
            signi: ["{PROCYON}", "{SIRIUS}", ~]
            deck: ["{KOONI}", "{PROCYON}", "{KOONI}"]
          - lrig: {TAMA}
    """)
    limit = game.game.limit(1)
    game.act(ActionKind.PLAY_RESONA, neptune)  # Procyon and Sirius, the two <Space>
    game.into(0)
    while game.decision == DecisionKind.TRIGGER_ORDER:
        game.first()
    game.choose(PROCYON)  # the level one SIGNI from the deck
    if game.decision == DecisionKind.ZONE:
        game.into(1)
    assert game.zone_of(neptune) == Zone.SIGNI
    assert sorted(filter(None, game.names(0, Zone.SIGNI))) == sorted([neptune, PROCYON])
    assert sorted(game.names(0, Zone.TRASH)) == sorted([PROCYON, SIRIUS])
    assert game.game.limit(1) == limit  # not in this turn
    game.pass_until(lambda g: g.game.current_player() == 1 and g.decision == DecisionKind.MAIN)
    assert game.game.limit(1) == limit - 1  # in the opponent's main phase
    game.end_main()
    assert game.game.limit(1) == limit


SVAROG = "Svarog, Phantom Dragon Princess"


@encodes("SP10-003")
def test_svarog_trims_a_full_opposing_ener_zone_and_banishes_while_ener_is_low(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {stack(table, "YUZUKI")}
            signi: ["{SVAROG}"]
            hand: ["{IRON}"]
          - signi: ["{COSMO}", "{CALIBURN}"]  # Caliburn not in front of Svarog
            ener: {[SC] * 7!s}
    """)
    assert game.power(SVAROG) == 12000  # no white, blue, green or black card in the Ener Zone
    game.game.vanish(game.card(COSMO))  # an eighth card into the opponent's Ener Zone
    game.play(IRON, 1)  # the game settles first: Svarog's trigger
    game.choose(COSMO)
    assert game.zone_of(COSMO) == Zone.TRASH and game.count(1, Zone.ENER) == 7
    game.end_main()
    game.attack(SVAROG)  # seven cards in both Ener Zones: banish one with 12000 or less
    assert game.zone_of(CALIBURN) == Zone.ENER
    game = table(f"""
        format: classic
        players:
          - lrig: {stack(table, "YUZUKI")}
            signi: ["{SVAROG}"]
            ener: ["{SC}"]
          - signi: [null, "{CALIBURN}"]  # not in front of Svarog
            ener: {[IRON] * 7!s}
    """)
    assert game.power(SVAROG) == 14000  # a blue card in the Ener Zone
    game.end_main()
    game.attack(SVAROG)  # eight cards: no banish
    assert game.zone_of(CALIBURN) == Zone.SIGNI


@encodes("SP10-003")
def test_svarog_burst_trashes_a_multi_ener_card_and_another(table: Table) -> None:
    burst = table.life_burst(
        SVAROG, f"opponent: {{ener: ['{SERVANT_O}', '{SC}', '{SC}']}}", classic=True
    )
    burst.burst()
    assert burst.names(1, Zone.TRASH) == [SERVANT_O, SC]
    assert burst.names(1, Zone.ENER) == [SC]


VALKYRIE = "†Valkyrie†, Unforgettable Phantom Funeral"


@encodes("SP17-006")
def test_valkyrie_hits_once_a_turn_as_an_angel_enters_by_an_effect(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {stack(table, "TAWIL", 3)}
            lrig_deck: ["Grave Awake", "Grave Awake"]
            hand: ["{VALKYRIE}"]
            trash: ["{URIE}", "{SARIE}"]
            ener: ["{KOONI}", "{KOONI}", "{KOONI}", "{KOONI}"]
            deck: ["{IRON}", "{SC}", "{IRON}", "{SC}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.play(VALKYRIE, 0)  # played from the hand, not by an effect; [On-Play] mills three
    assert game.count(0, Zone.TRASH) == 5 and game.power(CALIBURN) == 10000
    game.use("Grave Awake")  # an <Angel> onto the field by an effect: --7000
    game.target(URIE)
    game.into(1)
    assert game.power(CALIBURN) == 10000 - 7000
    game.use("Grave Awake")  # another: once a turn
    game.target(SARIE)
    assert game.zone_of(SARIE) == Zone.SIGNI and game.power(CALIBURN) == 10000 - 7000


@encodes("SP17-006")
def test_valkyrie_burst_mills_and_returns_a_coloured_signi(table: Table) -> None:
    burst = table.life_burst(
        VALKYRIE, f"deck: ['{SERVANT_O2}', '{IRON}', '{SERVANT_O2}', '{SC}']", classic=True
    )
    burst.burst()
    assert burst.names(0, Zone.HAND) == [IRON]  # not the colorless Servant


DREI_LACQUER = "Drei=Lacquer"


@encodes("PR-262")
def test_drei_lacquer_charges_once_a_turn_as_an_opposing_signi_reaches_0(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            signi: ["{DREI_LACQUER}", ~, ~]
            hand: ["Hole Dark", "Hole Dark"]
            ener: ["{KOONI}", "{KOONI}"]
            deck: ["{SC}", "{SC}", "{SC}"]
          - signi: ["{IRON}", "{ORIGAMI}", ~]
    """)
    game.use("Hole Dark")  # --4000: the 3000 <Ore> reaches 0
    game.target(IRON)
    assert game.zone_of(IRON, 1) == Zone.ENER and game.count(0, Zone.ENER) == 2
    game.use("Hole Dark")  # once a turn (the only target)
    assert game.zone_of(ORIGAMI, 1) == Zone.ENER and game.count(0, Zone.ENER) == 1


AYASE = "†Ayase Kamiyugi†, Angel Killer"


@encodes("PR-305")
def test_ayase_may_discard_to_bottom_the_signi_it_battled(table: Table) -> None:
    for discard in (True, False):
        game = table(f"""
            format: classic
            phase: attack
            players:
              - lrig: {HANAYO}
                signi: ["{AYASE}", ~, ~]
                hand: ["{IRON}"]
              - signi: ["{CALIBURN}", ~, ~]
        """)
        game.attack(AYASE)  # 8000 against 10000: nothing is banished
        game.accept() if discard else game.decline()  # once the battle is over
        assert game.zone_of(AYASE) == Zone.SIGNI
        if discard:
            assert game.zone_of(CALIBURN, 1) == Zone.DECK and game.zone_of(IRON) == Zone.TRASH
            assert game.game.players[1].deck[0] == game.card(CALIBURN)  # the bottom
        else:
            assert game.zone_of(CALIBURN, 1) == Zone.SIGNI and game.zone_of(IRON) == Zone.HAND


@encodes("PR-305")
def test_ayase_banishes_an_angel_for_a_black_lrig_and_a_level_three_for_black(
    table: Table,
) -> None:
    for lrig in (stack(table, "URITH", 3), HANAYO):
        game = table(f"""
            format: classic
            players:
              - lrig: {lrig}
                hand: ["{AYASE}"]
                ener: ["{KOONI}"]
              - signi: ["{URIE}", "{CALIBURN}", ~]
        """)
        game.play(AYASE, 0)
        game.first()  # the two [On-Play] abilities, in order
        game.accept()  # pay 1 black: the level three
        # Not black: no <Angel> banished.
        assert game.zone_of(URIE, 1) == (Zone.SIGNI if lrig == HANAYO else Zone.ENER)
        assert game.zone_of(CALIBURN, 1) == Zone.ENER


@encodes("PR-305")
def test_ayase_does_nothing_as_it_battles_in_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        turn_player: 1
        players:
          - lrig: {HANAYO}
            signi: ["{AYASE}", ~, ~]
            hand: ["{IRON}"]
          - signi: ["{CALIBURN}", ~, ~]
    """)
    game.attack(CALIBURN)
    assert game.decision != DecisionKind.OPTIONAL
    assert game.zone_of(AYASE) == Zone.ENER and game.zone_of(CALIBURN, 1) == Zone.SIGNI
    assert game.zone_of(IRON) == Zone.HAND


MODERN_BOUNDARY = "Modern Boundary"


@encodes("SP01-010")
def test_modern_boundary_bounces_as_the_declared_level_is_revealed(table: Table) -> None:
    for declared, bounced in ((2, True), (3, False)):
        game = table(f"""
            format: classic
            players:
              - lrig: {TAMA}
                lrig_deck: ["{MODERN_BOUNDARY}"]
                ener: ["{PROCYON}", "{PROCYON}"]
                deck: ["{KOONI}", "{SIRIUS}", "{IRON}", "{CALIBURN}"]
              - signi: ["{CALIBURN}", ~, ~]
        """)
        game.use(MODERN_BOUNDARY)
        game.pay()
        # The level two <Space> is among the top three; the level three is the fourth card.
        game.mode(declared)
        assert game.zone_of(CALIBURN, 1) == (Zone.HAND if bounced else Zone.SIGNI)
        game.choose(IRON)  # the three back on top in any order: the <Ore> on top
        game.choose(SIRIUS)
        deck = game.game.players[0].deck  # top last
        assert [game.game.name(card) for card in deck] == [CALIBURN, KOONI, SIRIUS, IRON]


SASHE = [
    "Sashe Nouvelle, Eternal Messenger",
    "Sashe Crois, Eternal Messenger",
    "Sashe Quartier, Eternal Messenger",
    "Sashe Moitié, Eternal Messenger",
]


@encodes("PR-266")
def test_aldebaran_trades_itself_at_the_end_of_turn_for_a_lrig_action(table: Table) -> None:
    aldebaran = "Aldebaran, Natural Star"
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            signi: ["{aldebaran}", "{VENUS}", ~]
    """)
    assert game.power(aldebaran) == 12000  # with a RESONA on the field
    game = table(f"""
        format: classic
        players:
          - lrig: {SASHE}
            signi: ["{aldebaran}", ~, ~]
            life: ["{KOONI}", "{KOONI}"]
          - signi: ["{CALIBURN}", ~, ~]
            life: ["{KOONI}", "{KOONI}"]
    """)
    assert game.power(aldebaran) == 7000
    game.pass_until(lambda g: g.decision == DecisionKind.OPTIONAL)
    game.accept()  # into the trash
    assert game.zone_of(aldebaran) == Zone.TRASH
    sashe = SASHE[-1]
    game.pass_until(lambda g: g.can(ActionKind.USE_ACTION, sashe))
    assert game.turn_player == 1
    game.action(sashe)  # 0 white; Caliburn, the only target
    caliburn = game.card(CALIBURN)
    assert game.game.has_keyword(caliburn, KW.CANT_ATTACK)
    assert not game.can(ActionKind.USE_ACTION, sashe)  # once per turn


@encodes("PR-205")
def test_alfou_usurpation_banishes_a_signi_as_its_deck_is_refreshed(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: ["Alfou", "Alfou, Bride of Karma", "Alfou, Bride of Usurpation"]
            hand: ["THREE OUT"]
            ener: ["{SC}"]
            deck: ["{KOONI}", "{KOONI}"]
            trash: {[EIN] * 4}
            life: ["{SC}", "{SC}"]
          - signi: ["{CALIBURN}"]
    """)
    game.use("THREE OUT")  # two cards drawn, the deck refreshed, a third drawn
    game.discard(EIN)
    assert game.zone_of(CALIBURN) == Zone.ENER  # banished as the deck was refreshed
    assert game.count(0, Zone.LIFE) == 1  # the refresh's Life Cloth


@encodes("PR-361")
def test_nyuusa_weakens_infected_signi_then_removes_every_virus(table: Table) -> None:
    nyuusa = "Nyuusa, Natural Bacteria"
    nanashi = ["WD19-005", "Nanashi, That One", "Nanashi, That Two Remodeled"]
    game = table(f"""
        format: classic
        players:
          - lrig: {[*nanashi, "Nanashi, That Three Remodeled"]}
            hand: ["{nyuusa}"]
          - lrig: {HANAYO}
            signi: ["{CALIBURN}", "{SIRIUS}", "{FLAMBER}"]
            viruses: [left, center]
    """)
    game.play(nyuusa, 0)
    assert [game.power(name) for name in (CALIBURN, SIRIUS, FLAMBER)] == [8000, 5000, 7000]
    game.action(nyuusa)
    assert game.zone_of(nyuusa) == Zone.TRASH
    assert game.power(CALIBURN) == 3000 and game.power(FLAMBER) == 7000
    assert game.zone_of(SIRIUS) == Zone.ENER  # 0 power: banished
    assert game.virus_zones(1) == []  # both, without a choice


# ------------------------------------------------------------------ vocab-22's cards


@encodes("PR-277")
def test_victorian_boundary_returns_a_signi_up_to_the_lrigs_level_and_may_return(
    table: Table,
) -> None:
    game = table("""
        format: classic
        players:
          - lrig: ["Tamayorihime, New Moon Miko", "Tamayorihime, Waxing Crescent Moon Miko"]
            lrig_deck: ["Victorian Boundary"]
            ener: ["Procyon, Natural Star", "Procyon, Natural Star", "Procyon, Natural Star"]
          - signi: ["Iron, Natural Stone", "Silvan, Natural Stone"]
    """)
    game.use("Victorian Boundary")
    game.accept()  # Encore: 1 white and 1 colourless
    # Level one or less, as the LRIG: the level three stays.
    assert game.zone_of("Iron, Natural Stone") == Zone.HAND
    assert game.zone_of("Silvan, Natural Stone") == Zone.SIGNI
    assert game.zone_of("Victorian Boundary") == Zone.LRIG_DECK


@encodes("PR-332")
def test_unadon_takes_a_cooking_accessory_and_at_10000_fetches_one_as_it_attacks(
    table: Table,
) -> None:
    unadon = "Code Eat Unadon"  # green <Cooking>, level 2, 5000
    ketchu = "Code Eat Ketchu"  # [Accessory]: +5000 to its <Cooking> SIGNI
    mayo = "Code Eat Mayo"  # [Accessory]: +2000
    mel = ["Mel=Ready", "Mel=Spumoni", "Mel=Campari", "Mel=Kir", "Mel=Ange"]
    game = table(f"""
        format: classic
        players:
          - lrig: {mel}
            hand: ["{unadon}"]
            ener: ["{ketchu}", "{SWALLOW}"]
            deck: ["{SWALLOW}", "{mayo}", "{KOONI}"]
          - signi: [~, ~, "{IRON}"]
    """)
    game.play(unadon)
    # [Green 0]: Ketchu, the only <Cooking> card with [Accessory] in the Ener Zone.
    assert game.zone_of(ketchu) == Zone.UNDER and game.power(unadon) == 10000
    game.end_main()
    game.pass_until(lambda g: g.can(g.ActionKind.ATTACK, unadon))
    game.attack(unadon)
    assert f"choose {SWALLOW}" not in game.options()
    game.choose(mayo)
    assert game.zone_of(mayo) == Zone.ENER


WANING_MOON = "Waning Moon of the Battlefield"
COLONEL = "Colonel Flathro, Crossbow Flame"  # red, level 4, 12000


def waning_moon_table(table: Table, *, turn_player: int = 0, opponent_ener: int = 1) -> Play:
    return table(
        f"""
        format: classic
        turn_player: {turn_player}
        phase: {"main" if turn_player == 0 else "attack"}
        players:
          - lrig: {HANAYO4}
            lrig_deck: ["{WANING_MOON}"]
            lrig_trash: ["{TAMA[1]}", "{TAMA[2]}", "{TAMA[3]}"]
            ener: ["Procyon, Natural Star", "{KOONI}", "{IRON}"]
          - lrig: {HANAYO4}
            signi: ["{COLONEL}"]
            ener: {[IRON] * opponent_ener}
        """,
        skip_forced=turn_player == 0,
    )


@encodes("PR-315")
def test_waning_moon_weakens_per_lrig_level_and_puts_low_lrigs_under(table: Table) -> None:
    game = waning_moon_table(table)
    game.use(WANING_MOON)
    game.mode(0)
    game.mode(2)
    game.choose(TAMA[1])
    game.choose(TAMA[2])  # level two or less: not Tama's level three
    assert game.power(COLONEL) == 12000 - 4 * 2000
    assert sorted(game.names(0, Zone.LRIG_TRASH)) == [TAMA[3], WANING_MOON]
    assert {TAMA[1], TAMA[2]} <= set(game.names(0, Zone.LRIG))


@encodes("PR-315")
@pytest.mark.parametrize(("ener", "can"), [(1, True), (0, False)])
def test_waning_moon_taxes_the_opposing_signi_attacks(table: Table, ener: int, can: bool) -> None:
    game = waning_moon_table(table, turn_player=1, opponent_ener=ener)
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, WANING_MOON))
    game.use(WANING_MOON)
    game.mode(1)
    game.done()
    game.pass_until(lambda g: g.game.current_player() == 1)
    assert game.can(ActionKind.ATTACK, COLONEL) is can


@encodes("PR-216")
@pytest.mark.parametrize("encore", [True, False])
def test_moisturizer_strengthens_and_shields_a_signi_in_the_opponents_turn(
    table: Table, encore: bool
) -> None:
    game = table(
        f"""
        format: classic
        turn_player: 1
        phase: attack
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Moisturizer"]
            signi: ["{ORIGAMI}"]
            ener: ["{SWALLOW}", "{SWALLOW}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}"]
        """,
        skip_forced=False,
    )
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Moisturizer"))
    game.use("Moisturizer")
    game.pay(SWALLOW)
    if encore:
        game.accept()  # the other Swallow pays it
    else:
        game.decline()
    while any(option.startswith(("pay", "choose")) for option in game.options()):
        game.first()  # the Encore's Ener, Origami the only target
    game.pass_until(lambda g: g.game.current_player() == 1)
    assert game.power(ORIGAMI) == 3000 + 3000
    assert game.game.unaffected(game.card(ORIGAMI), game.card(METALLICA))
    assert game.zone_of("Moisturizer") == (Zone.LRIG_DECK if encore else Zone.LRIG_TRASH)


@encodes("PR-216")
def test_moisturizer_shields_only_in_the_opponents_turn(table: Table) -> None:
    game = table(f"""
        format: classic
        phase: attack
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Moisturizer"]
            signi: ["{ORIGAMI}"]
            ener: ["{SWALLOW}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}"]
    """)
    game.pass_until(lambda g: g.can(ActionKind.USE_ARTS, "Moisturizer"))
    game.use("Moisturizer")
    assert game.power(ORIGAMI) == 3000 + 3000
    assert not game.game.unaffected(game.card(ORIGAMI), game.card(METALLICA))


def chakram_table(table: Table) -> Play:
    return table(f"""
        format: classic
        players:
          - lrig: {[*TAMA, "Tamayorihime, Sky Miko"]}
            lrig_deck: ["Double Chakram"]
            ener: ["{IRON}"]
            deck: ["{KOONI}", "{SC}", "{COSMO}"]
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{CALIBURN}", "{COSMO}"]
    """)


@encodes("PR-371")
def test_double_chakram_downs_a_small_signi_and_comes_back_for_exceed_three(
    table: Table,
) -> None:
    game = chakram_table(table)
    game.use("Double Chakram")
    game.accept()  # Encore: three cards from under the LRIG into the LRIG trash
    game.choose(*TAMA[:3])
    game.mode(1)
    assert sorted(game.options()) == [f"choose {CALIBURN}", f"choose {COSMO}"]
    game.target(CALIBURN)
    assert game.game.downed[game.card(CALIBURN, 1)]
    assert game.zone_of("Double Chakram") == Zone.LRIG_DECK
    assert game.count(0, Zone.LRIG) == 2 and game.count(0, Zone.LRIG_TRASH) == 3


@encodes("PR-371")
def test_double_chakram_takes_one_of_the_top_two(table: Table) -> None:
    game = chakram_table(table)
    game.use("Double Chakram")
    game.decline()
    game.mode(0)
    game.choose(SC)
    assert game.names(0, Zone.HAND) == [SC] and game.zone_of(KOONI) == Zone.DECK
    assert game.zone_of("Double Chakram") == Zone.LRIG_TRASH


@encodes("PR-249")
@pytest.mark.parametrize(("mode", "side"), [(0, 0), (1, 1)])
def test_charm_tactics_puts_top_cards_under_signi_as_charms(
    table: Table, mode: int, side: int
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO}
            lrig_deck: ["Charm Tactics"]
            signi: ["{KOONI}", "{COSMO}"]
            ener: ["{HENGE}"]
            deck: ["{SC}", "{JV}", "{IRON}"]
          - signi: ["{PROCYON}", "{SIRIUS}"]
            deck: ["{FLAMBER}", "{CALIBURN}", "{IRON}"]
    """)
    game.use("Charm Tactics")
    game.mode(mode)
    first, second = (KOONI, COSMO) if side == 0 else (PROCYON, SIRIUS)
    game.target(first, second)
    charms = [game.game.name(card) for card in game.game.charms_of(side)]
    assert charms == ([SC, JV] if side == 0 else [FLAMBER, CALIBURN])
    assert game.zone_of("Charm Tactics") == Zone.LRIG_TRASH


APATO = "Apato, Phantom Dragon"
CUELEP = "Cuélep, Phantom Dragon"  # red <Dragon Beast>, level 1, 3000


@encodes("PR-246")
@pytest.mark.parametrize("dragons", [5, 4])
def test_apato_is_12000_with_five_dragons_in_the_trash(table: Table, dragons: int) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["{APATO}"]
            trash: {[CUELEP] * dragons}
    """)
    assert game.power(APATO) == (12000 if dragons >= 5 else 7000)


@encodes("PR-246")
def test_apato_banishes_within_the_count_of_dragons_times_1000(table: Table) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["{APATO}"]
            trash: {[CUELEP] * 7}
          - lrig: {HANAYO4}
            signi: ["{METALLICA}", "{GAWAIN}"]
    """)
    game.play(APATO)  # 7000 at most: Gawain, not Metallica
    assert game.zone_of(GAWAIN) == Zone.ENER and game.zone_of(METALLICA) == Zone.SIGNI


@encodes("PR-246")
def test_apato_downs_and_discards_a_dragon_to_field_another_from_the_deck(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            signi: ["{APATO}"]
            hand: ["{CUELEP}"]
            deck: ["{APATO}", "{KANNYA}", "{IRON}"]
    """)
    game.action(APATO)  # discards Cuélep, the only <Dragon Beast> of the hand
    assert f"choose {IRON}" not in game.options()
    game.choose(KANNYA)
    while game.decision == DecisionKind.ZONE:
        game.first()
    assert game.zone_of(KANNYA) == Zone.SIGNI and game.zone_of(CUELEP) == Zone.TRASH


UKARO = "#Ukaro#, Cheering of Testing Wisdom"
SINE = "#Sine#, Angle of Angular Wisdom"  # green <Wisdom>, level 1, 3000


@encodes("PR-360")
def test_ukaro_keeps_the_other_wisdom_signi_from_being_banished_this_turn(
    table: Table,
) -> None:
    game = table(f"""
        format: classic
        players:
          - lrig: {HANAYO4}
            hand: ["{UKARO}"]
            signi: ["{SINE}", "{SWALLOW}"]
    """)
    game.play(UKARO)
    game.mode(2)
    assert not game.game.vanish(game.card(SINE))
    assert game.zone_of(SINE) == Zone.SIGNI
    assert game.game.vanish(game.card(SWALLOW))  # no <Wisdom>
    assert game.game.vanish(game.card(UKARO))  # the others only
    assert game.game.vanish(game.card(SINE))  # and only while Ukaro is there


@encodes("PR-360")
@pytest.mark.parametrize(("mode", "hand"), [(0, 1), (1, 0)])
def test_ukaro_life_burst_draws_or_charges(table: Table, mode: int, hand: int) -> None:
    game = table.life_burst(UKARO, f'deck: ["{SINE}"]', classic=True)
    game.burst()
    game.mode(mode)
    assert game.count(0, Zone.HAND) == hand
    assert game.zone_of(SINE) == (Zone.HAND if hand else Zone.ENER)
