"""The English of every term, generated from definitions (the project holds no card text).

Every registered effect, condition, quantity and trigger has a case here: a new term
fails `test_every_term_has_a_rendering_case` until its English is checked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import fields

import pytest
import yaml

from deckcheck.cards.pool import CardDatabase
from deckcheck.effects import english, vocabulary
from deckcheck.effects.binding import CompileError
from deckcheck.effects.library.flow import If, May, Pay
from deckcheck.effects.program import Program
from deckcheck.effects.terms import Effect
from tests.effects.conftest import Describe

EFFECTS = {
    "reveal_more": (
        "{reveal_more: 1}",
        "This turn, if you would reveal a number of cards from the top of your deck, you may "
        "reveal that many plus one instead.",
    ),
    "skip_turn": ("{skip_turn: {}}", "Skip your next turn."),
    "end_turn": ("{end_turn: {}}", "End the turn."),
    "skip_phase": (
        "{skip_phase: {phase: ener, player: opponent}}",
        "Your opponent skips their ener phase until end of turn.",
    ),
    "signi_attacks": (
        "{signi_attacks: {at_most: 1}}",
        "Your opponent can only attack with SIGNI once this turn.",
    ),
    "cannot_be_countered": (
        "{cannot_be_countered: {side: you, type: SPELL, next: true}}",
        "This turn, the next spell you use cannot be countered by your opponent's effects.",
    ),
    "choose_at_random": (
        "{choose_at_random: {count: 3, as: seen}}",
        "Choose three cards at random from your opponent's hand and look at them.",
    ),
    "counter": (
        "{counter: {target: {side: opponent, zone: check, type: SPELL, cost: {max: 3}}}}",
        "Counter the effect of target spell with a total cost of 3 or less.",
    ),
    "reveal": (
        "{reveal: {choose: {side: you, zone: hand, type: SIGNI, class: VIRTUAL, up_to: any,"
        " as: revealed}}}, {draw: {per: {count: {ref: revealed}}, times: 1}}",
        "Reveal any number of <<Virtual>> SIGNI from your hand. Draw a card for each of the"
        " cards revealed this way.",
    ),
    "next_action_cost": (
        "{next_action_cost: {choose: {side: you, zone: trash, type: SIGNI}, becomes: {black: 0}}}",
        "Until end of turn, the next time an [Action] ability of a SIGNI in your trash is used,"
        " its use cost is 0 black.",
    ),
    "at_end_of_turn": (
        "{at_end_of_turn: [{trash: {all: {side: you, zone: life_cloth, top: 1}}}]}",
        "At the end of the turn, put the top card of your Life Cloth into your trash.",
    ),
    "trash_instead_of_ener": (
        "{crush: {player: you, as: crushed}}, {trash_instead_of_ener: {ref: crushed, "
        "also: [{add_to_life_cloth: 1}]}}",
        "Crush one of your Life Cloth. If the card put into the check zone this way is put "
        "into the Ener Zone, put it into the trash instead and add the top card of your deck "
        "to your Life Cloth.",
    ),
    "must_attack": (
        "{must_attack: {target: {side: opponent, zone: signi}}}",
        "Target SIGNI on your opponent's field must attack if able until end of turn.",
    ),
    "must_target": (
        "{must_target: {ref: self}}",
        "As your opponent chooses targets for a SIGNI's ability or effect, they must target "
        "this SIGNI if possible until end of turn.",
    ),
    "add_to_life_cloth": (
        "{add_to_life_cloth: 2}",
        "Add the top two cards of your deck to your Life Cloth.",
    ),
    "attack_limit": (
        "{attack_limit: {ref: self, add: -1}}",
        "The number of times this SIGNI can attack this turn is reduced by one.",
    ),
    "cannot": (
        "{cannot: {player: opponent, action: guard}}",
        "Your opponent cannot [Guard] until end of turn.",
    ),
    "cannot_be": (
        "{cannot_be: {target: {side: you, zone: signi}, action: [vanished, bounced], "
        "by: opponent}}",
        "Target SIGNI on your field cannot be vanished or returned to its owner's hand by your "
        "opponent's effects until end of turn.",
    ),
    "cannot_be_moved": (
        "{cannot_be_moved: {target: {side: you, zone: signi}, by: opponent, except_to: "
        "[ener, trash]}}",
        "Target SIGNI on your field cannot be moved from the field to anywhere other than the "
        "Ener Zone or the trash by your opponent's effects until end of turn.",
    ),
    "while_face_down": (
        "{while_face_down: {target: {side: opponent, zone: face_down}, "
        "when: {phase_begins: {phase: attack, player: you}}, effects: [{draw: 1}]}}",
        "As long as target card face down in one of your opponent's SIGNI Zones stays face "
        "down, at the beginning of your attack phase, draw a card.",
    ),
    "attack_not_negated": (
        "{attack_not_negated: {all: {side: you, zone: signi}, by: opponent}}",
        "The attacks of all SIGNI on your field are not negated by your opponent's effects "
        "until end of turn.",
    ),
    "crush": ("{crush: 1}", "Crush one of your opponent's Life Cloth."),
    "damage": (
        "{damage: {player: opponent, unless_discard: {guard: true}}}",
        "This SIGNI deals damage to your opponent unless your opponent discards a card with "
        "a [Guard] icon.",
    ),
    "declare_number": (
        "{declare_number: {most: {per: {level: {side: opponent, zone: center_lrig}}}, as: number}}",
        "Declare a number less than or equal to the level of your opponent's Center LRIG.",
    ),
    "use_card": (
        "{use_card: {choose: {side: opponent, zone: trash, type: SPELL, up_to: 1}, "
        "ignore_limit: true}}",
        "You may use up to one spell from your opponent's trash as if it were in your hand, "
        "without paying its cost and ignoring its limiting condition.",
    ),
    "double_power": (
        "{double_power: {all: {side: you, zone: signi}}}",
        "Until end of turn, double the power of all SIGNI on your field.",
    ),
    "rearrange": (
        "{rearrange: opponent}",
        "Rearrange the SIGNI on your opponent's field in any way you like.",
    ),
    "gain_ability": (
        "{gain_ability: {target: {side: you, zone: signi}, ability: {kind: auto, "
        "when: {attacks: self}, effects: [{draw: 1}]}}}",
        'Target SIGNI on your field gains "[Auto] Whenever this SIGNI attacks, draw a card." '
        "until end of turn.",
    ),
    "gain_player_ability": (
        "{gain_player_ability: {kind: auto, when: {turn_ends: you}, effects: [{draw: 1}]}}",
        "You gain the following ability for the duration of the game: "
        '"[Auto] At the end of your turn, draw a card."',
    ),
    "swap_positions": (
        "{swap_positions: {target: {side: opponent, zone: signi, count: 2}}}",
        "Swap the positions of two target SIGNI on your opponent's field.",
    ),
    "look": ("{look: life_cloth}", "Look at the top card of your Life Cloth."),
    "awaken": ("{awaken: {ref: self}}", "Awaken this SIGNI."),
    "gain_coins": ("{gain_coins: 2}", "Gain two coins."),
    "put_gate": ("{put_gate: {}}", "Put a [Gate] in one of your SIGNI Zones."),
    "attack_cost": (
        "{attack_cost: {target: {side: opponent, zone: signi}, pays: [{discard: 1}]}}",
        "Until end of turn, target SIGNI on your opponent's field cannot attack unless your "
        "opponent discards a card.",
    ),
    "guard_cost": (
        "{guard_cost: {pays: [{ener: {colorless: 1}}, {discard: 1}]}}",
        "Until end of turn, your opponent cannot [Guard] unless they additionally pay 1 "
        "colorless or discard a card.",
    ),
    "guard_instead": (
        "{guard_instead: {pays: [{discard: 3}], player: opponent}}",
        "Until end of turn, as your opponent [Guard]s, they may discard three cards instead "
        "of discarding a card with a [Guard] icon.",
    ),
    "put_virus": (
        "{put_virus: {each: true}}",
        "Put a [Virus] in each of your opponent's SIGNI Zones.",
    ),
    "remove_viruses": (
        "{remove_viruses: {up_to: any}}",
        "Eliminate any number of [Virus]es on your opponent's field.",
    ),
    "start_relationship": (
        "{start_relationship: {}}",
        "Start a relationship with any one student.",
    ),
    "put_into_life_cloth": (
        "{put_into_life_cloth: {target: {side: you, zone: trash, life_burst: false}}}",
        "Add target card from your trash without a Life Burst to your Life Cloth.",
    ),
    "unless": (
        "{unless: {pays: [{discard: 2}, {ener: {colorless: 2}}], effects: [{put_on_deck: "
        "{target: {side: opponent, zone: signi}, position: bottom}}]}}",
        "Put target SIGNI on your opponent's field on the bottom of its owner's deck unless "
        "your opponent discards two cards or pays 2 colorless.",
    ),
    "lose_abilities": (
        "{lose_abilities: {all: {side: opponent, zone: signi}}}",
        "All SIGNI on your opponent's field lose their abilities until end of turn.",
    ),
    "move_underneath": (
        "{move_underneath: {from: {side: you, zone: lrig, other: true}}}",
        "Put all cards underneath all other LRIG on your field under this SIGNI.",
    ),
    "move_signi": (
        "{move_signi: {target: {side: opponent, zone: signi}}}",
        "Move target SIGNI on your opponent's field to a different SIGNI Zone.",
    ),
    "negate_attack": ("{negate_attack: {}}", "Negate that attack."),
    "return_to_lrig_deck": (
        "{return_to_lrig_deck: {target: {side: you, zone: lrig, level: 1, team: DIAGRAM}}}",
        "Return target level one <<Diagram>> LRIG on your field to your LRIG deck.",
    ),
    "add_to_hand": (
        "{add_to_hand: {target: {side: you, zone: trash, type: SIGNI, class: VIRTUAL, up_to: 2}}}",
        "Add up to two target <<Virtual>> SIGNI from your trash to your hand.",
    ),
    "attach_soul": (
        "{attach_soul: {soul: {choose: {side: you, zone: under_lrig}}, "
        "to: {target: {side: you, zone: signi}}}}",
        "Attach a card under your Center LRIG to target SIGNI on your field as a [Soul].",
    ),
    "banish": (
        "{banish: {target: {side: opponent, zone: trash, count: 2}}}",
        "Remove two target cards from your opponent's trash from the game.",
    ),
    "bounce": (
        "{bounce: {target: {side: opponent, zone: signi, level: {max: 2}}}}",
        "Return target level two or less SIGNI on your opponent's field to its owner's hand.",
    ),
    "discard": (
        "{discard: {count: 2, player: opponent, random: true}}",
        "Your opponent discards two cards at random.",
    ),
    "down": (
        "{down: {all: {side: opponent, zone: signi, state: upped}}}",
        "Down all upped SIGNI on your opponent's field.",
    ),
    "during": (
        "{during: {turn: opponents_next, phases: [main, attack], effects: [{gain_keyword: "
        "{all: {side: you, zone: signi}, keyword: shadow}}]}}",
        "During the main phase and attack phase of your opponent's next turn, all SIGNI on "
        "your field gain [Shadow].",
    ),
    "draw_phase_limit": (
        "{draw_phase_limit: {at_most: 1}}",
        "Your opponent can only draw one card in total during their draw phase this turn.",
    ),
    "draw": ("{draw: 2}", "Draw two cards."),
    "ener_charge": ("{ener_charge: 2}", "[Ener Charge 2]."),
    "erase_signi_zone": (
        "{erase_signi_zone: {}}",
        "Erase one of your opponent's SIGNI Zones until end of turn.",
    ),
    "freeze": (
        "{freeze: {target: {side: opponent, zone: signi}}}",
        "Freeze target SIGNI on your opponent's field.",
    ),
    "gain_keyword": (
        "{gain_keyword: {target: {side: you, zone: signi}, keyword: [assassin, lancer]}}",
        "Target SIGNI on your field gains [Assassin] and [Lancer] until end of turn.",
    ),
    "if": (
        "{if: {condition: {turn: yours}, then: [{draw: 1}], else: [{ener_charge: 1}]}}",
        "If it is your turn, draw a card. Otherwise, [Ener Charge 1].",
    ),
    "look_top": (
        "{look_top: {count: 4, pick: [{up_to: 2, to: hand}], rest: trash}}",
        "Look at the top four cards of your deck. Add up to two cards from among them to your "
        "hand. Put the rest into the trash.",
    ),
    "may": (
        "{may: {effects: [{discard: 1}], if_done: [{draw: 2}]}}",
        "You may discard a card. If you do, draw two cards.",
    ),
    "mill": (
        "{mill: {count: 3, player: opponent}}",
        "Put the top three cards of your opponent's deck into the trash.",
    ),
    "modes": (
        "{modes: {choose: 1, options: [[{draw: 1}], [{ener_charge: 1}]]}}",
        "Choose one of the following: (1) Draw a card. (2) [Ener Charge 1].",
    ),
    "delayed": (
        "{delayed: {target: {side: opponent, zone: signi}, when: {attacks: self}, once: true, "
        "effects: [{negate_attack: {}}]}}",
        "When target SIGNI on your opponent's field attacks next this turn, negate that attack.",
    ),
    "put_under": (
        "{put_under: {choose: {side: you, zone: deck, top: 1}}}",
        "Put the top card of your deck under this SIGNI.",
    ),
    "put_charm": (
        "{put_charm: {target: {side: opponent, zone: signi, charmed: false}, from: trash}}",
        "Put a card from your opponent's trash as a [Charm] under target SIGNI on your "
        "opponent's field without a [Charm].",
    ),
    "repeat": (
        "{repeat: {times: 3, effects: [{mill: {count: 4, player: opponent}}]}}",
        "Perform the following three times: \"Put the top four cards of your opponent's deck "
        'into the trash."',
    ),
    "pay": (
        "{pay: {cost: {ener: {red: 1}}, if_done: [{draw: 1}]}}",
        "You may pay 1 red. If you do, draw a card.",
    ),
    "prevent_damage": (
        "{prevent_damage: 2}",
        "The next two times you would take damage this turn, instead you do not take that damage.",
    ),
    "power": (
        "{power: {target: {side: opponent, zone: signi}, amount: -5000}}",
        "Target SIGNI on your opponent's field gets --5000 power until end of turn.",
    ),
    "zone_power": (
        "{zone_power: {amount: -7000, until: end_of_opponents_next_turn}}",
        "Choose one of your opponent's SIGNI Zones: the SIGNI in it gets --7000 power until "
        "the end of your opponent's next turn.",
    ),
    "put_into_ener": (
        "{put_into_ener: {target: {side: you, zone: trash, type: SIGNI}}}",
        "Put target SIGNI from your trash into your Ener Zone.",
    ),
    "put_on_deck": (
        "{put_on_deck: {target: {side: opponent, zone: signi}, position: top}}",
        "Put target SIGNI on your opponent's field on top of its owner's deck.",
    ),
    "put_onto_field": (
        "{put_onto_field: {target: {side: you, zone: trash, type: SIGNI, level: {max: 2}}, "
        "enter_abilities: false}}",
        "Put target level two or less SIGNI from your trash onto your field without its "
        "[Enter] abilities triggering.",
    ),
    "reveal_top": ("{reveal_top: 2}", "Reveal the top two cards of your deck."),
    "search_deck": (
        "{search_deck: {type: SIGNI, class: ARM, up_to: 1, to: hand, reveal: true}}",
        "Search your deck for up to one <<Armed>> SIGNI, reveal it, and add it to your hand. "
        "Then, shuffle your deck.",
    ),
    "set_base": (
        "{set_base: {ref: self, level: 3, power: 12000, until: end_of_opponents_next_turn}}",
        "The base level of this SIGNI becomes three and its base power becomes 12000 until "
        "the end of your opponent's next turn.",
    ),
    "signi_limit": (
        "{signi_limit: {at_most: 2}}",
        "Your opponent can only have up to two SIGNI on their field this turn.",
    ),
    "shuffle": ("{shuffle: opponent}", "Your opponent shuffles their deck."),
    "split_piles": (
        "{split_piles: {count: 5, face_up: 2}}",
        "Look at the top five cards of your deck and split them into a face-up pile of two "
        "and a face-down pile of three. Your opponent chooses one of the piles to put into "
        "your trash, and you add the other to your hand.",
    ),
    "swap": (
        "{swap: {ref: self, with: {target: {side: you, zone: ener, type: SIGNI, level: 2}}, "
        "enter_abilities: false}}",
        "Swap this SIGNI and target level two SIGNI in your Ener Zone. The [Enter] abilities "
        "of the SIGNI put onto the field this way do not trigger.",
    ),
    "trash": (
        "{trash: {target: {side: opponent, zone: ener, count: 2}}}",
        "Put two target cards from your opponent's Ener Zone into their owners' trash.",
    ),
    "turn_face_down": (
        "{turn_face_down: {target: {side: opponent, zone: signi}}}",
        "Turn target SIGNI on your opponent's field face down.",
    ),
    "turn_face_up": (
        "{turn_face_up: {all: {side: you, zone: face_down}, occupied: trash}}",
        "Turn all cards face down in one of your SIGNI Zones face up, each with no SIGNI in "
        "the same SIGNI Zone, and put the others into their owner's trash.",
    ),
    "up": ("{up: {ref: self}}", "Up this SIGNI."),
    "vanish": (
        "{vanish: {target: {side: opponent, zone: signi, power: {max: 8000}}}}",
        "Vanish target SIGNI on your opponent's field with power 8000 or less.",
    ),
    "grow": (
        "{grow: {choose: {side: you, zone: lrig_deck, type: LRIG, level: 4}, free: true}}",
        "Grow your Center LRIG into a level four LRIG from your LRIG deck without paying its grow "
        "cost.",
    ),
    "no_enter_abilities": (
        "{no_enter_abilities: {player: opponent}}",
        "This turn, your opponent's SIGNI's [Enter] abilities do not trigger.",
    ),
}

# Effects that are only in force (a [Constant] ability's), as [Constant] abilities.
CONSTANT_EFFECTS = {
    "pays_as": (
        "{pays_as: [white]}",
        "Whenever you would pay 1 white, you may put this SIGNI from your Ener Zone into the "
        "trash instead.",
    ),
    "level_also": (
        "{level_also: {all: {side: you, zone: deck, type: SIGNI, level: {max: 3}}, level: 1}}",
        "If one of your abilities or effects refers to a level three or less SIGNI in your "
        "deck, you may treat it as a level one.",
    ),
    "instead_of_leaving": (
        "{instead_of_leaving: {all: {side: you, zone: signi, class: AQUATIC_BEAST, other: true},"
        " effects: [{power: {ref: self, amount: -6000}}]}}",
        "If other <<Aquatic Beast>> SIGNI on your field would leave the field by your "
        "opponent's effects, instead you may have this SIGNI get --6000 power until end of "
        "turn.",
    ),
    "instead_of_damage": (
        "{instead_of_damage: {effects: [{trash: {ref: self}}]}}",
        "If you would take damage by the attack of your opponent's SIGNI or LRIG, instead you "
        "may put this SIGNI into its owner's trash.",
    ),
    "action_cost_change": (
        "{action_cost_change: {side: opponent, type: SIGNI, add: {colorless: 1}}}",
        "Use costs of the [Action] abilities of your opponent's SIGNI are increased by 1 "
        "colorless.",
    ),
    "cannot_gain_abilities": (
        "{cannot_gain_abilities: {ref: self}}",
        "This SIGNI cannot gain new abilities by your opponent's effects.",
    ),
    "no_action_abilities": (
        "{no_action_abilities: {all: {side: opponent, zone: signi, charmed: true}}}",
        "The [Action] abilities of all SIGNI on your opponent's field marked with a [Charm] "
        "cannot be used.",
    ),
    "life_cloth_protected": (
        "{life_cloth_protected: {player: you, but_by_damage: true}}",
        "Your Life Cloth cannot be crushed other than by damage.",
    ),
    "placed_in_front": (
        "{placed_in_front: {ref: self}}",
        "When your opponent puts a SIGNI onto their field, it must be put into the SIGNI Zone "
        "in front of this SIGNI if possible.",
    ),
    "gain_ability": (
        "{gain_ability: {ref: host, ability: {kind: auto, when: {attacks: self}, "
        "effects: [{draw: 1}]}}}",
        'The SIGNI with this card attached to it as a [Soul] gains "[Auto] Whenever this '
        'SIGNI attacks, draw a card."',
    ),
    "cannot_be": (
        "{cannot_be: {ref: self, action: vanished}}",
        "This SIGNI cannot be vanished.",
    ),
    "attack_limit": (
        "{attack_limit: {ref: self, set: 2}}",
        "This SIGNI can attack even while downed and twice in one turn.",
    ),
    "limit": (
        "{limit: {add: 1}}",
        "Increase your Center LRIG's limit by one.",
    ),
    "leave_destination": (
        "{leave_destination: {to: trash, side: opponent}}",
        "If a SIGNI would leave your opponent's field, it is put into its owner's trash instead.",
    ),
    "power_change": (
        "{power_change: {ref: self, becomes: plus}}",
        "If this SIGNI would get -- power by your opponent's effects, it gets + that amount"
        " instead.",
    ),
    "unaffected": (
        "{unaffected: {ref: self}}",
        "This SIGNI is unaffected by your opponent's effects.",
    ),
    "cannot_use": (
        "{cannot_use: {side: any, type: SPELL, not: {color: white}}}",
        "Players cannot use non-white spells.",
    ),
    "cost_change": (
        "{cost_change: {side: opponent, type: SPELL, add: {colorless: 1}}}",
        "Use costs of your opponent's spells are increased by 1 colorless.",
    ),
    "lose_abilities": (
        "{lose_abilities: {all: {side: opponent, zone: signi, level: 1}}}",
        "All level one SIGNI on your opponent's field lose their abilities.",
    ),
    "gain_shadow": (
        "{gain_shadow: {ref: self, against: {type: SIGNI, level: {max: 2}}}}",
        "This SIGNI gains [Shadow -- Level two or less SIGNI].",
    ),
    "lose_keyword": (
        "{lose_keyword: {all: {side: opponent, zone: signi}, keyword: lancer}}",
        "All SIGNI on your opponent's field lose [Lancer] and cannot gain it again.",
    ),
    "vanish_destination": (
        "{vanish_destination: {to: trash, by_self: true}}",
        "If a SIGNI would be vanished by this SIGNI, it is put into its owner's trash instead "
        "of its owner's Ener Zone.",
    ),
    "gain_life_burst": (
        "{gain_life_burst: {side: you, effects: [draw: 1]}}",
        'All of your cards have "[Life Burst]: Draw a card."',
    ),
    "actions_of": (
        "{actions_of: {ref: self, of: {side: you, zone: lrig_trash, type: LRIG}}}",
        "This SIGNI has the [Action] abilities of all LRIG in your LRIG trash.",
    ),
    "reveal_for_grow_cost": (
        "{reveal_for_grow_cost: {reveal: [{type: SIGNI, class: ARM}], reduce: {white: 1}}}",
        "When you grow into this SIGNI, you may reveal an <<Armed>> SIGNI from your hand. If you "
        "do, the cost to grow into this SIGNI is reduced by 1 white.",
    ),
    "ignore_limits": (
        "{ignore_limits: {side: you, type: [ARTS, SPELL]}}",
        "The limiting conditions of your ARTS or spells are ignored.",
    ),
}

CONDITIONS = {
    "paid_colors": (
        "{paid_colors: [white, red, blue, green, black]}",
        "you paid 1 white, 1 red, 1 blue, 1 green and 1 black for this SIGNI's cost",
    ),
    "all": ("{all: [{turn: yours}, {phase: main}]}", "it is your turn and it is the main phase"),
    "any": (
        "{any: [{turn: opponents}, {team: SANBAKA}]}",
        "it is your opponent's turn or there are three <<Sanbaka>> LRIG on your field",
    ),
    "did": ("{did: milled}", "you did", "{mill: {count: 2, as: milled}}"),
    "every": (
        "{every: {side: you, zone: signi, are: {color: red}}}",
        "all SIGNI on your field are red",
    ),
    "different_classes": (
        "{different_classes: {side: you, zone: ener}}",
        "cards in your Ener Zone do not share a class",
    ),
    "not": ("{not: {turn: yours}}", "it is not your turn"),
    "paid_additional_cost": ("{paid_additional_cost: {}}", "you paid the additional use cost"),
    "made_bet": ("{made_bet: {}}", "you made a bet"),
    "has_gate": ("{has_gate: {}}", "there is a [Gate] on your field"),
    "phase": ("{phase: {phase: main, whose: yours}}", "it is your main phase"),
    "team": (
        "{team: {team: NO_LIMIT, min_level: 1}}",
        "your three LRIGs are <<No Limit>> LRIG, all of level one or more",
    ),
    "turn": ("{turn: yours}", "it is your turn"),
}

QUANTITIES = {
    "viruses": ("{viruses: {}, max: 0}", "there are no [Virus]es on your opponent's field"),
    "highest_power": (
        "{highest_power: {side: you, zone: signi}, min: 15000}",
        "the highest power among SIGNI on your field is 15000 or more",
    ),
    "classes": (
        "{classes: {side: you, zone: ener, type: SIGNI}, min: 3}",
        "there are three or more different classes among SIGNI in your Ener Zone",
    ),
    "colors": (
        "{colors: {side: you, zone: signi}, min: 2}",
        "there are two or more colors among SIGNI on your field",
    ),
    "levels": (
        "{levels: {side: you, zone: signi}, min: 3}",
        "there are three or more different levels among SIGNI on your field",
    ),
    "share_color": (
        "{share_color: {side: you, zone: lrig}, min: 2}",
        "there are two or more LRIG on your field that share a color",
    ),
    "share_class": (
        "{share_class: {side: you, zone: signi, color: white}, min: 3}",
        "there are three or more white SIGNI on your field that share a class",
    ),
    "names": (
        "{names: {side: you, zone: trash, type: SIGNI}, min: 1, max: 1}",
        "SIGNI in your trash share one name",
    ),
    "count": (
        "{count: {side: opponent, zone: hand}, max: 2}",
        "there are two or fewer cards in your opponent's hand",
    ),
    "discarded": ("{discarded: you, min: 1}", "you discarded a card this turn"),
    "coins_gained": (
        "{coins_gained: you, min: 2}",
        "you gained two or more coins during this game",
    ),
    "drawn_by_effects": (
        "{drawn_by_effects: you, min: 2}",
        "you have drawn two or more cards by effects this turn",
    ),
    "moved": (
        "{moved: {side: opponent, from: ener, to: trash, by: your_effect}, min: 2}",
        "two or more cards were moved from your opponent's Ener Zone into your opponent's "
        "trash by your effect this turn",
    ),
    "used": ("{used: {type: SPELL}}", "you have used one or more spells this turn"),
    "declared": (
        "{declared: number, min: 2}",
        "the declared number is two or more",
        "{declare_number: {most: 5, as: number}}",
    ),
    "difference": (
        "{difference: {of: {count: {side: you, zone: hand}}, minus: {count: {side: opponent, "
        "zone: hand}}}, min: 4}",
        "the number of cards in your hand is at least four more than the number of cards in "
        "your opponent's hand",
    ),
    "level": (
        "{level: {side: you, zone: center_lrig}, min: 3}",
        "the level of your Center LRIG is three or more",
    ),
    "power": ("{power: {ref: self}, min: 15000}", "this SIGNI's power is 15000 or more"),
    "underneath": (
        "{underneath: {ref: self}, min: 5}",
        "there are five or more cards underneath this SIGNI",
    ),
    "attacks_before": (
        "{attacks_before: opponent, min: 1}",
        "your opponent has already attacked earlier this turn",
    ),
}

TRIGGERS = {
    "takes_damage": ("{takes_damage: opponent}", "When your opponent takes damage"),
    "power_becomes": (
        "{power_becomes: {side: opponent, type: SIGNI, max: 0}}",
        "Whenever the power of a SIGNI on your opponent's field becomes 0 or less",
    ),
    "life_burst_used": ("{life_burst_used: you}", "Whenever your Life Burst is used"),
    "added_to_life_cloth": (
        "{added_to_life_cloth: opponent}",
        "Whenever a card is added to your opponent's Life Cloth",
    ),
    "attack_ends": (
        "{attack_ends: {card: self, dealt_damage: false}}",
        "At the end of each attack of this SIGNI, if your opponent took no damage by it",
    ),
    "attacks": ("{attacks: self}", "Whenever this SIGNI attacks"),
    "downed": (
        "{downed: {side: you, type: SIGNI, by: [cost, opponents_effect]}}",
        "When a SIGNI on your field is downed by a cost or your opponent's effect",
    ),
    "risen": (
        "{risen: {card: self, by: {name: 'Lalaru//Memoria, Code: Art'}}}",
        'Whenever this SIGNI is risen by "Lalaru//Memoria, Code: Art"',
    ),
    "battles": (
        "{battles: {card: self, against: {level: {min: 3}}}}",
        "Whenever this SIGNI battles a level three or more SIGNI",
    ),
    "becomes_frozen": (
        "{becomes_frozen: {side: opponent, type: SIGNI}}",
        "When a SIGNI on your opponent's field becomes frozen",
    ),
    "draws": (
        "{draws: {player: you, outside_draw_phase: true}}",
        "When you draw a card outside of the draw phase",
    ),
    "grows": (
        "{grows: {side: you, type: LRIG, other: true}}",
        "When another LRIG on your field grows",
    ),
    "guards": ("{guards: you}", "When you [Guard]"),
    "moves": (
        "{moves: {card: self, from: signi, to: trash, by: [cost, effect]}}",
        "When this SIGNI is put from the field into your trash by a cost or an effect",
    ),
    "refreshes": ("{refreshes: you}", "Whenever you refresh your deck"),
    "vanishes": (
        "{vanishes: {card: self, in_battle: true, vanished: {side: opponent, state: frozen}}}",
        "Whenever this SIGNI vanishes a frozen SIGNI on your opponent's field in a battle",
    ),
    "crushes": (
        "{crushes: {side: you, type: SIGNI}}",
        "When a SIGNI on your field crushes one of your opponent's Life Cloth",
    ),
    "becomes_target": (
        "{becomes_target: {side: you, color: red}}",
        "When a red SIGNI on your field becomes the target of your opponent's ability or effect",
    ),
    "deck_to_trash": (
        "{deck_to_trash: {by: you}}",
        "Whenever one or more cards are put from a deck into the trash by your effect",
    ),
    "enters_field": (
        "{enters_field: {side: opponent, type: SIGNI}}",
        "When a SIGNI enters your opponent's field",
    ),
    "leaves_field": (
        "{leaves_field: {side: you, other: true}}",
        "When another SIGNI on your field leaves the field",
    ),
    "moves_signi_zone": (
        "{moves_signi_zone: {side: opponent, type: SIGNI, one_or_more: true, by: you}}",
        "Whenever one or more SIGNI on your opponent's field moves to a different SIGNI Zone "
        "by your effect",
    ),
    "phase_begins": (
        "{phase_begins: {phase: attack, player: you}}",
        "At the beginning of your attack phase",
    ),
    "soul_attached": ("{soul_attached: self}", "When a [Soul] is attached to this SIGNI"),
    "turn_ends": ("{turn_ends: opponent}", "At the end of your opponent's turn"),
    "uses": ("{uses: {side: you, type: SPELL}}", "Whenever you use a spell"),
    "vanished": (
        "{vanished: {card: self, in_battle: true}}",
        "When this SIGNI is vanished in a battle",
    ),
    "attack_negated": (
        "{attack_negated: {side: opponent, type: SIGNI, by: you}}",
        "When the attack of a SIGNI on your opponent's field is negated by your effect",
    ),
    "either": (
        "{either: [{guards: you}, {attacks: self}]}",
        "When you [Guard], or whenever this SIGNI attacks",
    ),
}


def test_every_term_has_a_rendering_case() -> None:
    terms = vocabulary.load()
    assert set(terms["effect"]) == set(EFFECTS) | set(CONSTANT_EFFECTS)
    assert set(terms["condition"]) == set(CONDITIONS)
    assert set(terms["quantity"]) == set(QUANTITIES)
    assert set(terms["trigger"]) == set(TRIGGERS)


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_effect_english(describe: Describe, name: str) -> None:
    effect, english = EFFECTS[name]
    (text,) = describe(f"{{kind: enter, effects: [{effect}]}}")
    assert text == f"[Enter] {english}"


@pytest.mark.parametrize("name", sorted(CONSTANT_EFFECTS))
def test_constant_effect_english(describe: Describe, name: str) -> None:
    effect, english = CONSTANT_EFFECTS[name]
    (text,) = describe(f"{{kind: constant, effects: [{effect}]}}")
    assert text == f"[Constant] {english}"


@pytest.mark.parametrize("name", sorted({**CONDITIONS, **QUANTITIES}))
def test_condition_english(describe: Describe, name: str) -> None:
    condition, english, *giving = {**CONDITIONS, **QUANTITIES}[name]
    if giving:  # a condition that reads a name is checked after the part that gives it
        (text,) = describe(
            f"{{kind: action, effects: [{giving[0]}, {{if: {{condition: {condition}, "
            "then: [{draw: 1}]}}]}"
        )
        assert text.endswith(f" If {english}, draw a card.")
        return
    (text,) = describe(f"{{kind: enter, condition: {condition}, effects: [{{draw: 1}}]}}")
    assert text == f"[Enter] If {english}, draw a card."
    # An [Action] ability's condition says when it may be used, after its effects.
    (text,) = describe(f"{{kind: action, condition: {condition}, effects: [{{draw: 1}}]}}")
    assert text == f"[Action] Draw a card. This ability can only be used if {english}."


@pytest.mark.parametrize("name", sorted(TRIGGERS))
def test_trigger_english(describe: Describe, name: str) -> None:
    trigger, english = TRIGGERS[name]
    (text,) = describe(f"{{kind: auto, when: {trigger}, effects: [{{draw: 1}}]}}")
    assert text == f"[Auto] {english}, draw a card."


def test_ability_heads_costs_and_names(describe: Describe) -> None:
    (team,) = describe(
        "{kind: action, team: true, effects: [{up: {ref: self}}]}",
        card="At =Tre=, the Opened Gate",
    )
    assert team == "[Team Action] Up this LRIG."
    texts = describe(
        """
        - kind: action
          limit: once_per_turn
          timing: [attack]
          cost: {down: true, ener: {green: 2, colorless: 1}, discard: {count: 1, type: SIGNI}}
          effects:
            - ener_charge: {count: 2, as: charged}
            - if:
                condition: {different_classes: {ref: charged}}
                then: [{draw: 1}]
        - kind: constant
          condition: {count: {side: you, zone: signi, class: VIRTUAL}, min: 3}
          effects: [{power: {ref: self, amount: 5000}}]
        - kind: enter
          optional: true
          effects: [{mill: 1}, then, {draw: 1}]
        - kind: life_burst
          effects: [{down: {target: {side: opponent, zone: signi, as: it}}}, {freeze: {ref: it}}]
        - kind: use
          condition: {team: ANCIENT_SURPRISE}
          effects: [{draw: 1}]
        """,
        card="Zwei =Slow Loris=",
    )
    assert texts == [
        "[Action] (once per turn) [Attack Phase] Down this SIGNI, pay 2 green and 1 "
        "colorless and discard a SIGNI: [Ener Charge 2]. If the cards put into your Ener Zone "
        "this way do not share a class, draw a card.",
        # A [Constant] ability's effects are in force: no "until end of turn".
        "[Constant] As long as there are three or more <<Virtual>> SIGNI on your field, this "
        "SIGNI gets +5000 power.",
        "[Enter] You may put the top card of your deck into the trash. Then, draw a card.",
        "[Life Burst] Down target SIGNI on your opponent's field. Freeze it.",
        "Use only if there are three <<Ancient Surprise>> LRIG on your field. Draw a card.",
    ]


def test_additional_costs_down_costs_colours_shared_and_paid_cards(describe: Describe) -> None:
    texts = describe(
        """
        - kind: use
          condition: {team: DIAGRAM}
          additional_cost: {exceed: 4}
          effects:
            - if:
                condition: {paid_additional_cost: {}}
                then: [{draw: 2}]
                else: [{draw: 1}]
        - kind: life_burst
          effects:
            - pay:
                cost: {down_cards: {count: 2, type: SIGNI}, ener: {white: 1}}
                if_done:
                  - trash:
                      target:
                        side: opponent
                        zone: ener
                        shares_no_color_with: {side: opponent, zone: center_lrig}
        """,
        card="Enervating Melody",
    )
    assert texts == [
        "Use only if there are three <<Diagram>> LRIG on your field. As you use this spell, "
        "you may pay [Exceed 4] as an additional use cost. If you paid the additional use "
        "cost, draw two cards. Otherwise, draw a card.",
        "[Life Burst] You may down two upped SIGNI on your field and pay 1 white. If you do, "
        "put target card from your opponent's Ener Zone sharing no color with your "
        "opponent's Center LRIG into its owner's trash.",
    ]
    (paid,) = describe(
        "{kind: enter, cost: {ener: {colorless: 3}}, "
        "effects: [{if: {condition: {colors: {ref: paid}, min: 3}, then: [{draw: 1}]}}]}"
    )
    assert paid == (
        "[Enter] Pay 3 colorless: If there are three or more colors among the cards paid for "
        "this cost, draw a card."
    )


def test_rise_the_signi_in_front_and_the_card_of_the_event(describe: Describe) -> None:
    texts = describe(
        """
        - kind: rise
          onto: {color: red, class: VALOR}
        - kind: auto
          when: {attacks: {side: opponent, type: SIGNI}}
          condition: {count: {in_front_of: trigger}, max: 0}
          optional: true
          effects:
            - move_signi: {ref: self, in_front_of: trigger}
        - kind: auto
          when: {vanished: self}
          effects:
            - power: {all: {in_front_of: self}, amount: -10000}
        - kind: enter
          effects:
            - vanish: {target: {in_front_of: self, power: {max: 12000}}}
        """,
        card="Nobunaga, Crimson General Queen",
    )
    assert texts == [
        "[Rise] Place this SIGNI on top of a red <<Brave>> SIGNI on your field.",
        "[Auto] Whenever a SIGNI on your opponent's field attacks, if there are no SIGNI in "
        "front of that SIGNI, you may move this SIGNI to the SIGNI Zone in front of that SIGNI.",
        "[Auto] When this SIGNI is vanished, the SIGNI in front of this SIGNI gets --10000 "
        "power until end of turn.",
        "[Enter] Vanish target SIGNI in front of this SIGNI with power 12000 or less.",
    ]


def test_your_opponent_may_and_discarding_up_to(describe: Describe) -> None:
    texts = describe(
        """
        - kind: enter
          effects:
            - may:
                player: opponent
                effects: [{ener_charge: {count: 1, player: opponent}}, {draw: {player: opponent}}]
        - kind: enter
          effects:
            - discard: {count: 3, up_to: true, as: discarded}
            - draw: {count: {per: {count: {ref: discarded}}}}
        """
    )
    assert texts == [
        "[Enter] Your opponent may [Ener Charge 1] and draw a card.",
        "[Enter] Discard up to three cards. Draw a card for each of the cards discarded this way.",
    ]


def test_souls_either_deck_weaker_signi_and_prevention_that_does_more(
    describe: Describe,
) -> None:
    texts = describe(
        """
        - kind: constant
          zone: [soul]
          effects: [{power: {ref: self, amount: 1000}}]
        - kind: auto
          zone: [field, trash]
          when: {moves: {card: self, to: trash, by: opponents_effect}}
          effects: [{add_to_hand: {ref: self}}]
        - kind: auto
          when: {soul_attached: {side: you}}
          effects: [{mill: {count: 2, either: true}}]
        - kind: action
          effects:
            - attach_soul:
                soul: {choose: {side: you, zone: under_lrig}}
                to: {target: {side: you, zone: signi}}
        - kind: enter
          effects:
            - put_onto_field: {target: {side: you, zone: trash, type: SIGNI, as: entered}}
            - then
            - vanish: {target: {side: opponent, zone: signi, power_below: {power: {ref: entered}}}}
        - kind: enter
          effects:
            - prevent_damage:
                times: 2
                also: [{gain_ability: {ref: self, ability: {kind: auto, when: {turn_ends: {}},
                        effects: [{mill: 5}]}}}]
        """,
        card="Ex Three",
    )
    assert texts == [
        "[Constant] (as a [Soul]) This LRIG gets +1000 power.",
        "[Auto] (on your field and in your trash) When this LRIG is put into your trash by "
        "your opponent's effect, add this LRIG to your hand.",
        "[Auto] Whenever a [Soul] is attached to a SIGNI on your field, put the top two cards "
        "of your deck or your opponent's deck into their owner's trash.",
        "[Action] Attach a card under this LRIG to target SIGNI on your field as a [Soul].",
        "[Enter] Put target SIGNI from your trash onto your field. Then, vanish target SIGNI on "
        "your opponent's field with power less than the power of the SIGNI that entered the "
        "field.",
        "[Enter] The next two times you would take damage this turn, instead you do not take "
        'that damage and this LRIG gains "[Auto] At the end of each turn, put the top five '
        'cards of your deck into the trash." until end of turn.',
    ]


# Parameters of terms and costs beyond their main case.
VARIANTS = {
    "a base power of a number declared": (
        "{declare_number: {least: 2, most: 20, as: number}}, {set_base: {target: {side: any,"
        " zone: signi}, power: {per: {declared: number}, times: 1000}}}",
        "Declare a number from two to twenty. The base power of target SIGNI on the field "
        "becomes the declared number multiplied by 1000 until end of turn.",
    ),
    "cards of a use timing, used from the LRIG deck": (
        "{use_card: {choose: {side: you, zone: lrig_deck, type: ARTS, use_timing: main, "
        "up_to: 1}}}",
        "You may use up to one ARTS from your LRIG deck with Use Timing [Main Phase] without "
        "paying its cost.",
    ),
    "a SIGNI whose power is not its printed power": (
        "{vanish: {target: {side: opponent, zone: signi, power_vs_printed: different}}}",
        "Vanish target SIGNI on your opponent's field whose power is different from its "
        "originally listed power.",
    ),
    "a crush whose Life Burst does not activate": (
        "{crush: {count: 1, life_burst: false}}",
        "Crush one of your opponent's Life Cloth. The Life Burst of the card crushed this way "
        "does not activate.",
    ),
    "a whole Life Cloth looked at, a card of it chosen face up": (
        "{look: {pile: life_cloth, count: all}}, {trash: {choose: {side: you, zone: life_cloth, "
        "face_up: true}}}",
        "Look at all of your Life Cloth. Put a card from your Life Cloth into your trash.",
    ),
    "a SIGNI with an [Enter] ability": (
        "{add_to_hand: {target: {side: you, zone: trash, type: SIGNI, enter_ability: true}}}",
        "Add target SIGNI from your trash with an [Enter] ability to your hand.",
    ),
    "any number of targets of a total power": (
        "{vanish: {target: {side: opponent, zone: signi, up_to: any, total_power: 8000}}}",
        "Vanish any number of target SIGNI on your opponent's field whose total power is 8000 "
        "or less.",
    ),
    "a player who cannot put their SIGNI into the trash by the rules": (
        "{cannot: {action: retire, player: opponent}}",
        "Your opponent cannot put their SIGNI from the field into the trash other than by an "
        "effect until end of turn.",
    ),
    "damage prevented every time": (
        "{prevent_damage: {times: all, from: {side: opponent, type: SIGNI, level: {max: 3}}}}",
        "You do not take damage from your opponent's level three or less SIGNI this turn.",
    ),
    "a number declared up to a count": (
        "{declare_number: {most: {per: {count: {side: you, zone: deck}}}, as: number}}",
        "Declare a number less than or equal to the number of cards in your deck.",
    ),
    "a base power for each card": (
        "{set_base: {ref: self, power: {per: {count: {side: you, zone: hand}}, times: 1000}}}",
        "The base power of this SIGNI becomes 1000 for each card in your hand until end of turn.",
    ),
    "at the end of a later turn, SIGNI that attacked that turn": (
        "{at_end_of_turn: {turn: opponents_next, effects: [{vanish: {all: {side: opponent,"
        " zone: signi, state: attacked}}}]}}",
        "At the end of your opponent's next turn, vanish all SIGNI on your opponent's field"
        " that attacked this turn.",
    ),
    "a limit changed until the end of a phase": (
        "{limit: {add: -1, player: opponent, until: end_of_opponents_next_main_phase}}",
        "Until the end of your opponent's next main phase, decrease your opponent's Center"
        " LRIG's limit by one.",
    ),
    "power changes of a player's cards of a kind doubled, until end of turn": (
        "{power_change: {all: {side: opponent, zone: signi}, by: you, of: {type: SIGNI},"
        " becomes: doubled}}",
        "Until end of turn, if the effects of your SIGNI would -- the power of SIGNI on your"
        " opponent's field, the amount of power that would be --'d is doubled instead.",
    ),
    "no -- power by a player's effects, until end of turn": (
        "{power_change: {target: {side: you, zone: signi}}}",
        "Until end of turn, target SIGNI on your field cannot get -- power by your"
        " opponent's effects.",
    ),
    "unaffected by the effects of cards of a kind, until end of turn": (
        "{unaffected: {target: {side: you, zone: signi, type: RESONA}, of: {type: ARTS}}}",
        "Target RESONA on your field is unaffected by the effects of your opponent's ARTS"
        " until end of turn.",
    ),
    "a level below a quantity": (
        "{vanish: {target: {side: opponent, zone: signi, level: {below: {level: {ref: self}}}}}}",
        "Vanish target SIGNI on your opponent's field with a level less than this SIGNI's level.",
    ),
    "a level below a number": (
        "{vanish: {target: {side: opponent, zone: signi, level: {below: 3}}}}",
        "Vanish target level two or less SIGNI on your opponent's field.",
    ),
    "a repeat as many times as a quantity": (
        "{repeat: {times: {count: {side: you, zone: hand}}, effects: [{draw: 1}]}}",
        "For each card in your hand, draw a card.",
    ),
    "a cost change for the next use alone": (
        "{cost_change: {side: you, type: SPELL, reduce: {blue: 1}, next: true}}",
        "This turn, the next time you use a spell, its use cost is reduced by 1 blue.",
    ),
    "unaffected while a condition holds": (
        "{unaffected: {target: {side: you, zone: signi}, while: {turn: opponents}}}",
        "Until end of turn, as long as it is your opponent's turn, target SIGNI on your field"
        " is unaffected by your opponent's effects.",
    ),
    "unaffected by the effects of cards but those of a kind": (
        "{unaffected: {all: {side: you, zone: signi, power: {min: 15000}},"
        " of: {not: {type: LRIG}}}}",
        "All SIGNI on your field with power 15000 or more are unaffected by your opponent's"
        " effects other than their LRIG's until end of turn.",
    ),
    "picks whose levels add up to a number or a quantity": (
        "{add_to_hand: {target: {side: you, zone: trash, type: SIGNI, up_to: 2,"
        " total_level_equals: {level: {side: opponent, zone: signi}}}}}",
        "Add up to two target SIGNI from your trash whose total level is equal to the total"
        " level of SIGNI on your opponent's field to your hand.",
    ),
    "picks whose levels add up to eight": (
        "{trash: {choose: {side: you, zone: ener, type: SIGNI, up_to: any,"
        " total_level_equals: 8}}}",
        "Put any number of SIGNI from your Ener Zone whose total level is equal to eight into"
        " your trash.",
    ),
    "SIGNI with no abilities, cards with abilities": (
        "{bounce: {target: {side: opponent, zone: signi, has_abilities: false}}}",
        "Return target SIGNI on your opponent's field with no abilities to its owner's hand.",
    ),
    "effects in force for the rest of this turn": (
        "{during: {turn: this, effects: [{gain_keyword: {all: {side: you, zone: signi, "
        "position: center}, keyword: double_crush}}]}}",
        "During this turn, all SIGNI on your field in the center SIGNI Zone gain [Double Crush].",
    ),
    "a search that puts a SIGNI onto the field downed, named for later": (
        "{search_deck: {type: SIGNI, color: red, up_to: 1, to: field, downed: true, as: "
        "found}}, {at_end_of_turn: [{trash: {ref: found}}]}",
        "Search your deck for up to one red SIGNI and put it onto your field downed. Then, "
        "shuffle your deck. At the end of the turn, put that red SIGNI into its owner's "
        "trash.",
    ),
    "a player who cannot grow": (
        "{cannot: {action: grow}}",
        "Your opponent cannot grow until end of turn.",
    ),
    "spells by their total cost, each of a different one": (
        "{search_deck: {type: SPELL, cost: {min: 1, max: 3}, up_to: 3, distinct: cost, "
        "to: hand, reveal: true}}",
        "Search your deck for up to three spells with a total cost of between 1 and 3 with "
        "different total costs, reveal them, and add them to your hand. Then, shuffle your "
        "deck.",
    ),
    "a SIGNI that shares a class with a SIGNI on your field": (
        "{bounce: {target: {side: opponent, zone: signi, shares_class_with: "
        "{side: you, zone: signi}}}}",
        "Return target SIGNI on your opponent's field that shares a class with a SIGNI on "
        "your field to its owner's hand.",
    ),
    "cards with a keyword, SIGNI without [Rise]": (
        "{vanish: {target: {side: opponent, zone: signi, keyword: lancer, rise: false}}}",
        "Vanish target SIGNI on your opponent's field with [Lancer] without [Rise].",
    ),
    "cards that are not of a colour": (
        "{vanish: {all: {side: opponent, zone: signi, not: {color: black}, power: {max: 3000}}}}",
        "Vanish all non-black SIGNI on your opponent's field with power 3000 or less.",
    ),
    "a [Virus] in one zone": (
        "{put_virus: {}}",
        "Put a [Virus] in one of your opponent's SIGNI Zones.",
    ),
    "a vanish that trashes infected SIGNI instead": (
        "{vanish: {target: {side: opponent, zone: signi}, trash_if: {infected: true}}}",
        "Vanish target SIGNI on your opponent's field. If it is an infected SIGNI, put it into "
        "its owner's trash instead.",
    ),
    "a vanish of all that trashes some instead": (
        "{vanish: {all: {side: opponent, zone: signi}, trash_if: {level: 1}}}",
        "Vanish all SIGNI on your opponent's field. Each one that is a level one SIGNI is put "
        "into its owner's trash instead.",
    ),
    "a [Constant] gained until the end of the opponent's next turn": (
        "{gain_ability: {ref: self, until: end_of_opponents_next_turn, ability: {kind: "
        "constant, condition: {turn: opponents}, effects: [{gain_keyword: {ref: self, "
        "keyword: shadow}}]}}}",
        "This SIGNI gains \"[Constant] As long as it is your opponent's turn, this SIGNI gains "
        "[Shadow].\" until the end of your opponent's next turn.",
    ),
    "a total level of four or less": (
        "{down: {target: {side: opponent, zone: signi, up_to: 2, total_level: 4}}}",
        "Down up to two target SIGNI on your opponent's field with a total level of four or less.",
    ),
    "a total level up to a quantity": (
        "{vanish: {target: {side: opponent, zone: signi, up_to: any, total_level: {level: "
        "{side: opponent, zone: center_lrig}}}}}",
        "Vanish any number of target SIGNI on your opponent's field with a total level less "
        "than or equal to the level of your opponent's Center LRIG.",
    ),
    "SIGNI next to this SIGNI": (
        "{power: {all: {side: you, zone: signi, next_to: true}, amount: 3000}}",
        "All SIGNI on your field next to this SIGNI get +3000 power until end of turn.",
    ),
    "power below the highest power": (
        "{vanish: {target: {side: opponent, zone: signi, power_below: {highest_power: "
        "{side: you, zone: signi}}}}}",
        "Vanish target SIGNI on your opponent's field with power less than the highest power "
        "among SIGNI on your field.",
    ),
    "cards that share a color": (
        "{add_to_hand: {target: {side: you, zone: trash, type: SIGNI, count: 2, alike: color}}}",
        "Add two target SIGNI from your trash that share a color to your hand.",
    ),
    "cards that share a class": (
        "{add_to_hand: {target: {side: you, zone: trash, type: SIGNI, guard: false, count: 2, "
        "alike: class}}}",
        "Add two target SIGNI from your trash without a [Guard] icon that share a class to your "
        "hand.",
    ),
    "remove all viruses": (
        "{remove_viruses: {all: true}}",
        "Eliminate all [Virus]es on your opponent's field.",
    ),
    "a base power equal to a target's power": (
        "{set_base: {ref: self, power_of: {target: {side: opponent, zone: signi}}}}",
        "The base power of this SIGNI becomes equal to the power of target SIGNI on your "
        "opponent's field until end of turn.",
    ),
    "infected SIGNI": (
        "{power: {target: {side: opponent, zone: signi, infected: true}, amount: -3000}}",
        "Target infected SIGNI on your opponent's field gets --3000 power until end of turn.",
    ),
    "a SIGNI vanished from the [Gate] zone": (
        "{gain_ability: {ref: self, ability: {kind: auto, when: {vanished: {side: you, "
        "type: SIGNI, from_gate: true}}, effects: [{draw: 1}]}}}",
        'This SIGNI gains "[Auto] When a SIGNI on your field in the same SIGNI Zone as a '
        '[Gate] is vanished, draw a card." until end of turn.',
    ),
    "a SIGNI in front of a [Gate]": (
        "{put_on_deck: {target: {side: opponent, zone: signi, facing_gate: true}, "
        "position: bottom}}",
        "Put target SIGNI on your opponent's field in front of a SIGNI Zone with a [Gate] on "
        "the bottom of its owner's deck.",
    ),
    "SIGNI in the same SIGNI Zone as a [Gate]": (
        "{power: {all: {side: you, zone: signi, gate: true}, amount: 2000}}",
        "All SIGNI on your field in the same SIGNI Zone as a [Gate] get +2000 power until "
        "end of turn.",
    ),
    "reveal the top of the Life Cloth": (
        "{reveal_top: {pile: life_cloth, player: opponent}}",
        "Reveal the top card of your opponent's Life Cloth.",
    ),
    "a card among several named": (
        "{mill: {count: 4, as: milled}}, {if: {condition: {count: {ref: milled, color: black}}, "
        "then: [{draw: 1}]}}",
        "Put the top four cards of your deck into the trash. If there is a black card among "
        "the cards put into the trash this way, draw a card.",
    ),
    "look at the Life Cloth and order it": (
        "{look: {pile: life_cloth, count: 2, order: true}}",
        "Look at the top two cards of your Life Cloth. Then, put them back in any order.",
    ),
    "discard of your choice": (
        "{discard: {player: opponent, level: 1, chosen_by: you}}",
        "Your opponent discards a level one card of your choice.",
    ),
    "search with different levels": (
        "{search_deck: {type: SIGNI, up_to: 3, to: [trash], reveal: false, as: found, "
        "distinct: level}}",
        "Search your deck for up to three SIGNI with different levels and put them into the "
        "trash. Then, shuffle your deck.",
    ),
    "a SIGNI or LRIG": (
        "{down: {target: {side: opponent, zone: field}}}",
        "Down target SIGNI or LRIG on your opponent's field.",
    ),
    "part of a name": (
        "{power: {all: {side: you, zone: signi, name_contains: Flathro}, amount: 1000}}",
        'All SIGNI on your field whose name contains "Flathro" get +1000 power until end of turn.',
    ),
    "other than a name": (
        "{search_deck: {type: SIGNI, level: {max: 3}, name_not: 'Valkyrie, Unforgettable "
        "Fantasy', up_to: 1, to: hand, reveal: true}}, "
        "{add_to_hand: {target: {side: you, zone: trash, class: DEVIL, name_not: "
        "'Urith//Memoria, Doomed Evil Queen'}}}",
        'Search your deck for up to one level three or less SIGNI other than "Valkyrie, '
        'Unforgettable Fantasy", reveal it, and add it to your hand. Then, shuffle your deck. '
        'Add target <<Demon>> card other than "Urith//Memoria, Doomed Evil Queen" from your '
        "trash to your hand.",
    ),
    "a declared number of one, in words": (
        "{declare_number: {most: 2, as: number}}, "
        "{if: {condition: {declared: number, min: 1, max: 1}, then: [{draw: 1}]}}",
        "Declare a number less than or equal to two. If the declared number is one, draw a card.",
    ),
    "several put back on top, in any order": (
        "{look_top: {count: 3, pick: [{up_to: any, to: top}], rest: bottom_any_order}}",
        "Look at the top three cards of your deck. Put any number of cards from among them on "
        "top of your deck in any order. Put the rest on the bottom of your deck in any order.",
    ),
    "one of the opponent's Life Cloth to their hand": (
        "{add_to_hand: {choose: {side: opponent, zone: life_cloth}}}",
        "Add a card from your opponent's Life Cloth to their hand.",
    ),
    "exactly one put back on top": (
        "{look_top: {count: 3, pick: [{type: SIGNI, up_to: 1, to: hand, reveal: true}, "
        "{count: 1, to: top}], rest: bottom_any_order}}",
        "Look at the top three cards of your deck. Reveal up to one SIGNI from among them and "
        "add it to your hand. Put one card from among them on top of your deck. Put the rest on "
        "the bottom of your deck in any order.",
    ),
    "look at a hand": ("{look: {pile: hand, player: opponent}}", "Look at your opponent's hand."),
    "discard all of a level": (
        "{declare_number: {most: 5, as: number}}, "
        "{discard: {count: all, player: opponent, type: SIGNI, guard: false, "
        "level_equals: {declared: number}}}",
        "Declare a number. Your opponent discards all SIGNI without a [Guard] icon whose level "
        "is the declared number.",
    ),
    "shuffle into the deck": (
        "{put_on_deck: {target: {side: you, zone: trash, type: SIGNI, count: 5}, "
        "position: shuffled}}",
        "Shuffle five target SIGNI from your trash into your deck.",
    ),
    "look_top onto the field without [Enter]": (
        "{look_top: {count: 5, pick: [{type: SIGNI, up_to: 2, to: field, "
        "enter_abilities: false}]}}",
        "Look at the top five cards of your deck. Put up to two SIGNI from among them onto "
        "your field without their [Enter] abilities triggering. Put the rest on the bottom of "
        "your deck in any order.",
    ),
    "modes chosen again": (
        "{modes: {choose: 3, repeat: true, options: [[{draw: 1}], [{mill: 1}]]}}",
        "Choose one of the following three times (the same one may be chosen more than once): "
        "(1) Draw a card. (2) Put the top card of your deck into the trash.",
    ),
    # WXDi-P10-036: one mode chosen per level one SIGNI its player has on the field.
    "modes for each card counted": (
        "{modes: {choose: {per: {count: {side: you, zone: signi, level: 1}}}, repeat: true, "
        "options: [[{draw: 1}], [{mill: 1}]]}}",
        "Choose one of the following for each level one SIGNI on your field (the same one "
        "may be chosen more than once): (1) Draw a card. (2) Put the top card of your deck "
        "into the trash.",
    ),
    # WXDi-P14-037: minus as much power as the SIGNI it put onto the field has.
    "minus power equal to a power": (
        "{put_onto_field: {target: {side: you, zone: trash, type: SIGNI, as: entered}}}, "
        "then, {power: {target: {side: opponent, zone: signi}, "
        "amount: {per: {power: {ref: entered}}, times: -1}}}",
        "Put target SIGNI from your trash onto your field. Then, target SIGNI on your "
        "opponent's field gets -- power equal to the power of the SIGNI that entered the "
        "field until end of turn.",
    ),
    # WX07-071: every card looked at that is green: "reveal all green cards from among them".
    "all of the cards looked at": (
        "{look_top: {count: 5, pick: [{color: green, count: 5, to: ener, reveal: true}], "
        "rest: trash}}",
        "Look at the top five cards of your deck. Reveal all green cards from among them and "
        "put them into your Ener Zone. Put the rest into the trash.",
    ),
    # WX04-036: the SIGNI an effect vanished, counted later.
    "the SIGNI vanished this way": (
        "{vanish: {all: {side: you, zone: signi, as: gone}}}, then, {if: {condition: "
        "{count: {ref: gone}, min: 2}, then: [{draw: 1}]}}",
        "Vanish all SIGNI on your field. Then, if the SIGNI vanished this way number two or "
        "more, draw a card.",
    ),
    # WX03-030: both players' discards, each named for itself.
    "each player's discards": (
        "{discard: {count: all, as: mine}}, {discard: {player: opponent, count: all, "
        "as: theirs}}, {draw: {per: {count: {ref: theirs}}}}",
        "Discard your hand. Your opponent discards their hand. Draw a card for each of the "
        "cards your opponent discarded this way.",
    ),
    "SIGNI put onto the field without their [Enter] abilities": (
        "{put_onto_field: {target: {side: you, zone: hand, type: SIGNI, up_to: 2}, "
        "enter_abilities: false}}",
        "Put up to two target SIGNI from your hand onto your field without their [Enter] "
        "abilities triggering.",
    ),
    # WD19-001: "for each [Virus] removed this way".
    "[Virus]es eliminated, counted": (
        "{remove_viruses: {up_to: 2, as: removed}}, then, {power: {target: {side: opponent, "
        "zone: signi}, amount: {per: {viruses: {removed: removed}}, times: -10000}}}",
        "Eliminate up to two [Virus]es on your opponent's field. Then, target SIGNI on your "
        "opponent's field gets --10000 power for each [Virus] eliminated this way until end "
        "of turn.",
    ),
    # WD19-007: "the [Virus] in the same SIGNI Zone as ... infected SIGNI".
    "the [Virus] of a SIGNI": (
        "{power: {target: {side: opponent, zone: signi, infected: true, as: sick}, "
        "amount: -8000}}, {remove_viruses: {in_zone_of: sick}}",
        "Target infected SIGNI on your opponent's field gets --8000 power until end of turn. "
        "Eliminate the [Virus] in the same SIGNI Zone as it.",
    ),
    # WXDi-P13-031: "Your opponent cannot attack with SIGNI unless they pay [Colorless]".
    "an attack cost on all of a player's SIGNI": (
        "{attack_cost: {all: {side: opponent, zone: signi}, pays: [{ener: {colorless: 1}}]}}",
        "Until end of turn, your opponent cannot attack with SIGNI unless they pay 1 colorless.",
    ),
    "a SIGNI in front": (
        "{if: {condition: {count: {side: opponent, zone: signi, in_front: true, "
        "state: frozen}}, then: [{draw: 1}]}}",
        "If there is a frozen SIGNI on your opponent's field in front of this SIGNI, draw a card.",
    ),
    "a state or a color alone": (
        "{if: {condition: {all: [{count: {ref: self, state: upped}}, "
        "{count: {ref: trigger, color: blue}}]}, then: [{draw: 1}]}}",
        "If this SIGNI is upped and that card is blue, draw a card.",
    ),
    "the one card milled": (
        "{mill: {count: 1, as: milled}}, then, {if: {condition: {count: {ref: milled, "
        "type: SIGNI}}, then: [{draw: 1}]}}",
        "Put the top card of your deck into the trash. Then, if the card put into the trash "
        "this way is a SIGNI, draw a card.",
    ),
    "a Center LRIG's color": (
        "{if: {condition: {count: {side: you, zone: center_lrig, color: white}}, "
        "then: [{draw: 1}]}}",
        "If your Center LRIG is white, draw a card.",
    ),
    "some of the cards milled": (
        "{mill: {count: 3, as: milled}}, {if: {condition: {count: {ref: milled, type: SIGNI, "
        "class: VIRTUAL}, min: 3, max: 3}, then: [{draw: 1}]}}",
        "Put the top three cards of your deck into the trash. If exactly three of the cards "
        "put into the trash this way are <<Virtual>> SIGNI, draw a card.",
    ),
    "a Dissona card": (
        "{discard: {count: 2, dissona: true}}",
        "Discard two [Dissona] cards.",
    ),
    "a named card with power": (
        "{power: {target: {side: opponent, zone: signi, as: it}, amount: -2000}}, "
        "{if: {condition: {count: {ref: it, power: {max: 0}}}, then: [{draw: 1}]}}",
        "Target SIGNI on your opponent's field gets --2000 power until end of turn. If it has "
        "power 0 or less, draw a card.",
    ),
    "another card counted": (
        "{if: {condition: {count: {side: you, zone: signi, class: VIRTUAL, other: true}}, "
        "then: [{draw: 1}]}}",
        "If there is another <<Virtual>> SIGNI on your field, draw a card.",
    ),
    "other cards counted": (
        "{if: {condition: {count: {side: you, zone: signi, other: true}, min: 2}, "
        "then: [{draw: 1}]}}",
        "If there are two or more other SIGNI on your field, draw a card.",
    ),
    "all of named cards": (
        "{vanish: {all: {ref: self, as: gone}}}, {mill: {count: 3, as: milled}}, "
        "{trash: {all: {ref: milled, type: SIGNI}}}",
        "Vanish this SIGNI. Put the top three cards of your deck into the trash. Put all SIGNI "
        "from among the cards put into the trash this way into their owners' trash.",
    ),
    "another card chosen": (
        "{put_onto_field: {choose: {side: you, zone: hand, type: SIGNI, other: true}}}",
        "Put another SIGNI from your hand onto your field.",
    ),
    "the top card targeted": (
        "{put_on_deck: {target: {side: you, zone: deck, top: 1}, position: bottom}}",
        "Put the top card of your deck on the bottom of your deck.",
    ),
    "a mill per quantity": (
        "{mill: {count: {per: {level: {ref: self}}, times: 2}}}",
        "For each level of this SIGNI, put the top two cards of your deck into the trash.",
    ),
    "a count of named cards with a filter": (
        "{discard: {count: 2, as: gone}}, {draw: {per: {count: {ref: gone, color: green}}}}",
        "Discard two cards. Draw a card for each green card among the cards discarded this way.",
    ),
    "a level bound counted from named cards": (
        "{mill: {count: 3, as: milled}}, "
        "{vanish: {target: {side: opponent, zone: signi, level: {max: {count: {ref: milled}}}}}}",
        "Put the top three cards of your deck into the trash. Vanish target SIGNI on your "
        "opponent's field with a level less than or equal to the number of the cards put into "
        "the trash this way.",
    ),
    "the top card looked at, named": (
        "{look: {pile: deck, count: 1, as: seen}}, "
        "{if: {condition: {count: {ref: seen, type: SIGNI}}, then: [{draw: 1}]}}",
        "Look at the top card of your deck. If it is a SIGNI, draw a card.",
    ),
    "a search onto the field without [Enter] abilities": (
        "{search_deck: {type: SIGNI, up_to: 1, to: field, enter_abilities: false}}",
        "Search your deck for up to one SIGNI and put it onto your field without its [Enter] "
        "abilities triggering. Then, shuffle your deck.",
    ),
    "several revealed cards named": (
        "{reveal_top: {count: 3, as: shown}}, "
        "{if: {condition: {count: {ref: shown, type: SIGNI}}, then: [{draw: 1}]}}, "
        "{vanish: {target: {side: opponent, zone: signi, level: {max: {level: {ref: shown}}}}}}",
        "Reveal the top three cards of your deck. If there is a SIGNI among those cards, draw "
        "a card. Vanish target SIGNI on your opponent's field with a level less than or equal "
        "to the total level of those cards.",
    ),
    "an Ener Charge per quantity": (
        "{ener_charge: {count: {per: {level: {side: you, zone: assist_lrig}}}}}",
        "For each level of Assist LRIG on your field, put the top card of your deck into your "
        "Ener Zone.",
    ),
    "base power of several": (
        "{set_base: {all: {side: opponent, zone: signi}, power: 10000}}",
        "The base power of all SIGNI on your opponent's field becomes 10000 until end of turn.",
    ),
    "a difference of zero": (
        "{if: {condition: {difference: {of: {count: {side: you, zone: hand}}, minus: {count: "
        "{side: opponent, zone: hand}}}, min: 0, max: 0}, then: [{draw: 1}]}}",
        "If the number of cards in your hand is the same as the number of cards in your "
        "opponent's hand, draw a card.",
    ),
    "a difference below zero": (
        "{if: {condition: {difference: {of: {count: {side: you, zone: hand}}, minus: {count: "
        "{side: opponent, zone: hand}}}, max: -1}, then: [{draw: 1}]}}",
        "If the number of cards in your hand is less than the number of cards in your "
        "opponent's hand, draw a card.",
    ),
    "a negated phase": (
        "{if: {condition: {not: {phase: main}}, then: [{draw: 1}]}}",
        "If it is not the main phase, draw a card.",
    ),
    "a negated count": (
        "{if: {condition: {not: {count: {side: you, zone: signi, color: red}}}, "
        "then: [{draw: 1}]}}",
        "If there is no red SIGNI on your field, draw a card.",
    ),
    "the Center LRIG gains": (
        "{gain_keyword: {all: {side: you, zone: center_lrig}, keyword: lancer}}",
        "Your Center LRIG gains [Lancer] until end of turn.",
    ),
    "a look with nothing taken": (
        "{look_top: {count: 3}}",
        "Look at the top three cards of your deck. Put them on the bottom of your deck in any "
        "order.",
    ),
    "cards sharing a color": (
        "{look_top: {count: 5, pick: [{up_to: 2, to: ener, shares_color_with: {side: you, "
        "zone: center_lrig}}]}}",
        "Look at the top five cards of your deck. Put up to two cards sharing a color with your "
        "Center LRIG from among them into your Ener Zone. Put the rest on the bottom of your "
        "deck in any order.",
    ),
    "discard up to one per quantity": (
        "{discard: {count: {per: {count: {side: you, zone: signi}}}, up_to: true, type: SIGNI}}",
        "Discard up to one SIGNI for each SIGNI on your field.",
    ),
    "discard any number": (
        "{discard: {count: any, type: SIGNI, class: ANGEL, as: gone}}, {power: {target: "
        "{side: opponent, zone: signi}, amount: {per: {count: {ref: gone}}, times: -4000}}}",
        "Discard any number of <<Angel>> SIGNI. Target SIGNI on your opponent's field gets "
        "--4000 power for each of the cards discarded this way until end of turn.",
    ),
    "a number the cards spell": (
        "{if: {condition: {count: {side: you, zone: trash}, min: 15}, then: [{draw: 1}]}}",
        "If there are fifteen or more cards in your trash, draw a card.",
    ),
    "shuffled into one player's deck": (
        "{put_on_deck: {all: {side: opponent, zone: trash}, position: shuffled}}",
        "Shuffle all cards from your opponent's trash into your opponent's deck.",
    ),
    "several effects governed": (
        "{may: {effects: [{discard: 1}], if_done: [{draw: 1}, {ener_charge: 1}]}}",
        "You may discard a card. If you do, draw a card and [Ener Charge 1].",
    ),
    "for each other card": (
        "{power: {ref: self, amount: {per: {count: {side: any, zone: signi, other: true}}, "
        "times: 1000}}}",
        "This SIGNI gets +1000 power for each other SIGNI on the field until end of turn.",
    ),
}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_variant_english(describe: Describe, name: str) -> None:
    effect, english = VARIANTS[name]
    (text,) = describe(f"{{kind: enter, effects: [{effect}]}}")
    assert text == f"[Enter] {english}"


def test_a_discard_cost_keeps_its_phrases(describe: Describe) -> None:
    (text,) = describe(
        "{kind: enter, cost: {discard: {type: SIGNI, guard: true}}, effects: [{draw: 1}]}"
    )
    assert text == "[Enter] Discard a SIGNI with a [Guard] icon: Draw a card."


def test_a_cost_that_removes_its_card_from_the_game(describe: Describe) -> None:
    (text,) = describe(
        "{kind: action, zone: trash, cost: {ener: {white: 1}, banish_self: true}, "
        "effects: [{draw: 1}]}"
    )
    assert (
        text
        == "[Action] (in your trash) Pay 1 white and remove this SIGNI from the game: Draw a card."
    )


def test_a_cost_that_puts_the_top_of_the_deck_into_the_trash(describe: Describe) -> None:
    (text,) = describe("{kind: action, cost: {mill: 2}, effects: [{draw: 1}]}")
    assert text == "[Action] Put the top two cards of your deck into your trash: Draw a card."


def test_a_cost_that_discards_its_own_card_from_the_hand(describe: Describe) -> None:
    (text,) = describe(
        "{kind: action, zone: hand, cost: {discard_self: true}, effects: [{draw: 1}]}"
    )
    assert text == "[Action] (in your hand) Discard this card: Draw a card."


def test_a_cost_that_removes_a_virus(describe: Describe) -> None:
    # The English edition "eliminates" a [Virus] (WXDi-P07-038), the classic cards
    # "remove" one (WD19-001).
    (text,) = describe("{kind: action, cost: {remove_viruses: 1}, effects: [{draw: 1}]}")
    assert text == "[Action] Eliminate a [Virus] on your opponent's field: Draw a card."
    (text,) = describe("{kind: action, cost: {remove_viruses: 2}, effects: [{draw: 1}]}")
    assert text == "[Action] Eliminate two [Virus]es on your opponent's field: Draw a card."
    (text,) = describe(
        "{kind: action, cost: {remove_viruses: 1}, effects: [{draw: 1}]}",
        card="Amethyst, Natural Stone",
        pool="classic",
    )
    assert text == "[Action] Remove a [Virus] on your opponent's field: Draw a card."


def test_a_cost_that_trashes_a_signi_on_your_field(describe: Describe) -> None:
    (text,) = describe(
        "{kind: action, cost: {trash_from_field: {class: VIRTUAL}}, effects: [{draw: 1}]}"
    )
    assert text == "[Action] Put a <<Virtual>> SIGNI on your field into the trash: Draw a card."


# Words that never follow each other in English a card would print: an article before a
# reference ("Vanish a this SIGNI", "Add a those cards", "Vanish all this SIGNI"), "for
# each the total ...", a doubled article, a leftover placeholder, "a other", an amount per
# quantity that reads inside its noun ("the top two cards for each level of this SIGNI of
# your deck") or not at all ("[Ener Charge N]"), a verb that does not agree ("the base
# power of all SIGNI ... become"), "exactly zero more than", a negation that is no English
# ("it is not so that"), "all your Center LRIG" (one card), "put the rest" when nothing
# was taken, "cards that shares", "discard up to an ..." and numbers the cards spell (up
# to twenty) written in digits, "in your field", "--1 power for each point of".
SLIPS = re.compile(
    r"\b(?:a|an|(?<!must )target) (?:this|that|those|the|these|it|them)\b"
    r"|\ball (?:this|that)\b"
    r"|\bfor each the\b|\b(?:a|an|the) (?:a|an|the)\b|\{|\}|\bNone\b|  "
    r"|\ba other\b"
    r"|\bcards? for each\b[^.,]*\bof (?:your|your opponent's) deck\b"
    r"|\[Ener Charge (?:N|\d+)\] for each\b|\[Ener Charge N\]"
    r"|\bbase (?:power|level) of [^.]*\bbecome\b"
    r"|\bzero more than\b"
    r"|\bit is not so that\b"
    r"|\ball (?:your|your opponent's) Center LRIG\b"
    r"|\bcards of (?:your|your opponent's) deck\. Put the rest\b"
    r"|\bcards that (?:shares|does)\b|\bcardss\b|\b(?:to|than|and) of\b"
    r"|\binto (?:your |your opponent's |the )?field\b"
    r"|\bup to an?\b"
    r"|\b(?:1[1-9]|20) or (?:more|fewer)\b"
    r"|\bin your field\b|\bfor each point of\b|\bat most -"
)


def _all_examples(describe: Describe) -> list[str]:
    texts = [describe(f"{{kind: enter, effects: [{effect}]}}")[0] for effect, _ in EFFECTS.values()]
    texts += [
        describe(f"{{kind: constant, effects: [{effect}]}}")[0]
        for effect, _ in CONSTANT_EFFECTS.values()
    ]
    texts += [
        describe(f"{{kind: enter, effects: [{effect}]}}")[0] for effect, _ in VARIANTS.values()
    ]
    return texts


def test_no_term_example_and_no_encoded_card_reads_with_a_slip(
    describe: Describe, database: CardDatabase
) -> None:
    texts = _all_examples(describe)
    texts += [text for card in database.cards for _kind, text in card.ability_text]
    slips = [text for text in texts if SLIPS.search(text)]
    assert not slips, slips


def _governing(effects: Iterable[Effect]) -> Iterator[If | May | Pay]:
    """The effects that govern others (an `if`, "you may", "you may pay ... if you do"),
    however deep."""
    for effect in effects:
        if isinstance(effect, If | May | Pay):
            yield effect
        for item in fields(effect):  # type: ignore[arg-type]
            value = getattr(effect, item.name)
            if isinstance(value, Program):
                yield from _governing(value)


def _sentences_expected(effect: If | May | Pay) -> int:
    """One sentence for what it governs, one more for each "otherwise" (its own or of a
    condition it governs, however deep: "Otherwise, ..." is a sentence of its own); an
    "If you do, ..." is not counted (it follows the "you may" it answers, however deep:
    `_governed`)."""
    return 1 + sum(
        isinstance(governed, If) and governed.else_ is not None for governed in _governing([effect])
    )


_ANSWERS = ("If you do, ", "If you did, ", "If you did not, ", "If they do, ")


def _governed(text: str) -> int:
    """The sentences of a text but those after its first that answer a "you may" ("If
    you do, ...")."""
    parts = english.sentences(text)
    return 1 + sum(not part.startswith(_ANSWERS) for part in parts[1:]) if parts else 0


def test_what_a_condition_governs_reads_as_one_sentence(
    describe: Describe, database: CardDatabase
) -> None:
    # "If X, draw a card. [Ener Charge 1]." reads as if the charge happened anyway: what an
    # `if`, a `may` or a `pay` governs is one sentence, in every example and encoded card.
    governing = [
        effect
        for text, _ in (*EFFECTS.values(), *VARIANTS.values())
        for effect in _governing(_parse(text))
    ]
    governing += [
        effect
        for card in database.cards
        for definition in card.definitions
        for effect in _governing(definition.effects)
    ]
    assert len(governing) > 100
    with english.describing("SIGNI"):
        split = [
            text
            for effect in governing
            if _governed(text := effect.describe()) != _sentences_expected(effect)
            # Sentences are counted up to the options of a choice (`english.sentences`):
            # an "otherwise" after "(1) ... (2) ..." is not counted.
            and not ("(1) " in text and len(english.sentences(text)) == 1)
        ]
    assert not split, split
    (text,) = describe(
        "{kind: enter, effects: [{if: {condition: {turn: yours}, then: [{draw: 1}, "
        "{ener_charge: 1}, then, {mill: 1}]}}]}"
    )
    assert text == (
        "[Enter] If it is your turn, draw a card, [Ener Charge 1] and then put the top card of "
        "your deck into the trash."
    )
    # An "If you do" keeps its sentence: it answers the "you may" the condition governs
    # (WXDi-P11-005; it read "you may pay 1 white and if you do, draw a card").
    (text,) = describe(
        "{kind: auto, when: {attacks: self}, condition: {turn: yours}, effects: "
        "[{pay: {cost: {ener: {white: 1}}, if_done: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Auto] Whenever this SIGNI attacks, if it is your turn, you may pay 1 white. "
        "If you do, draw a card."
    )


def test_what_as_long_as_governs_reads_as_one_sentence(
    describe: Describe, database: CardDatabase
) -> None:
    # "As long as X, this SIGNI gets +5000 power. This SIGNI gains ..." reads as if it
    # gained it anyway: a [Constant] ability's condition governs its whole text.
    split = [
        text
        for card in database.cards
        for _kind, text in card.ability_text
        if text.startswith("[Constant] As long as") and len(english.sentences(text)) > 1
    ]
    assert not split, split
    (text,) = describe(
        "{kind: constant, condition: {turn: yours}, effects: [{power: {ref: self, amount: "
        "1000}}, {gain_keyword: {ref: self, keyword: lancer}}]}"
    )
    assert text == (
        "[Constant] As long as it is your turn, this SIGNI gets +1000 power and this SIGNI "
        "gains [Lancer]."
    )
    # "Otherwise" stays inside the sentence the condition begins (WXDi-P05-076).
    (text,) = describe(
        "{kind: constant, condition: {turn: yours}, effects: [{if: {condition: {count: {side: "
        "you, zone: signi, color: red}}, then: [{power: {ref: self, amount: 3000}}], else: "
        "[{power: {ref: self, amount: 1000}}, {gain_keyword: {ref: self, keyword: lancer}}]}}]}"
    )
    assert text == (
        "[Constant] As long as it is your turn, as long as there is a red SIGNI on your field, "
        "this SIGNI gets +3000 power; otherwise, this SIGNI gets +1000 power and this SIGNI "
        "gains [Lancer]."
    )


def _parse(effects: str) -> Program:
    """An effect list written as in the examples."""
    return Program.bind_yaml(yaml.safe_load(f"[{effects}]"), ())


def test_a_classic_card_speaks_classic(describe: Describe) -> None:
    # The classic cards word the game their own way: "banish" for vanish, "exclude" for
    # remove (WX08-023), "[On-Play]" for [Enter], one "LRIG", classes in single marks by
    # their own names (<Water Beast>, where the English edition prints <<Aquatic Beast>>),
    # LRIG types as printed (<Ulith>).
    abilities = """
        - kind: enter
          effects:
            - vanish: {target: {side: opponent, zone: signi, class: WATER_BEAST}}
            - banish: {target: {side: opponent, zone: trash}}
        - kind: auto
          when: {vanished: self}
          effects:
            - search_deck: {type: SIGNI, lrig_type: URITH, up_to: 1, to: [field],
                            reveal: false, as: found}
        - kind: constant
          condition: {count: {side: opponent, zone: center_lrig, color: blue}}
          effects:
            - cannot_be: {ref: self, action: vanished}
    """
    classic = describe(abilities, card="Amethyst, Natural Stone", pool="classic")
    assert classic == [
        "[On-Play] Banish target <Water Beast> SIGNI on your opponent's field. "
        "Exclude target card from your opponent's trash from the game.",
        "[Auto] When this SIGNI is banished, search your deck for up to one SIGNI with LRIG "
        "type <Ulith> and put it onto your field. Then, shuffle your deck.",
        "[Constant] As long as your opponent's LRIG is blue, this SIGNI cannot be banished.",
    ]
    edition = describe(abilities)
    assert edition[0] == (
        "[Enter] Vanish target <<Aquatic Beast>> SIGNI on your opponent's field. "
        "Remove target card from your opponent's trash from the game."
    )
    assert edition[2].startswith("[Constant] As long as your opponent's Center LRIG is blue")


def test_an_auto_cost_reads_inside_its_sentence_and_a_classic_on_play_cost_too(
    describe: Describe,
) -> None:
    # The classic cards print an [Auto] or [On-Play] cost as "you may pay ... If you do"
    # (WD08-009); the English edition prints an [Auto] cost so too (WXDi-CP02-074: "you
    # may discard a card. If you do, ..."), an [Enter] cost before the ability.
    abilities = """
        - kind: auto
          when: {enters_field: {side: you, type: SIGNI, from: [trash]}}
          cost: {ener: {black: 2}}
          effects:
            - vanish: {target: {side: opponent, zone: signi}}
        - kind: enter
          cost: {down: true}
          effects: [{draw: 1}]
    """
    classic = describe(abilities, card="Amethyst, Natural Stone", pool="classic")
    assert classic == [
        "[Auto] When a SIGNI enters your field from your trash, you may pay 2 black. "
        "If you do, banish target SIGNI on your opponent's field.",
        "[On-Play] You may down this SIGNI. If you do, draw a card.",
    ]
    edition = describe(abilities)
    assert edition == [
        "[Auto] When a SIGNI enters your field from your trash, you may pay 2 black. "
        "If you do, vanish target SIGNI on your opponent's field.",
        "[Enter] Down this SIGNI: Draw a card.",
    ]


def test_a_move_onto_the_field_says_whose_field(describe: Describe) -> None:
    # WD12-011: "when a SIGNI is put onto your field by an effect", not "into the field".
    abilities = """
        - kind: auto
          when: {moves: {side: you, type: SIGNI, to: signi, by: effect}}
          effects: [{draw: 1}]
        - kind: auto
          when: {moves: {side: any, type: SIGNI, to: signi}}
          effects: [{draw: 1}]
    """
    assert describe(abilities) == [
        "[Auto] Whenever a SIGNI is put onto your field by an effect, draw a card.",
        "[Auto] Whenever a SIGNI is put onto the field, draw a card.",
    ]


def test_a_discard_cost_of_different_colors(describe: Describe) -> None:
    (text,) = describe(
        "{kind: action, cost: {discard: {count: 2, type: SIGNI, color: [black, white], "
        "distinct: color}}, effects: [{draw: 1}]}"
    )
    assert text == (
        "[Action] Discard two black or white SIGNI that do not share a color: Draw a card."
    )


def test_modes_your_opponent_chooses(describe: Describe) -> None:
    (one,) = describe(
        "{kind: enter, effects: [{modes: {chooser: opponent, options: [[{draw: 1}], "
        "[{ener_charge: 1}]]}}]}"
    )
    assert one == (
        "[Enter] Your opponent chooses one of the following and you perform it: "
        "(1) Draw a card. (2) [Ener Charge 1]."
    )
    (two,) = describe(
        "{kind: enter, effects: [{modes: {chooser: opponent, choose: 2, options: [[{draw: 1}], "
        "[{ener_charge: 1}], [{discard: 1}]]}}]}"
    )
    assert two.startswith(
        "[Enter] Your opponent chooses two of the following and you perform them:"
    )


def test_a_crush_of_either_players_life_cloth_names_no_owner(describe: Describe) -> None:
    # WXDi-P16-039: "Whenever a Life Cloth is crushed" (it read as the opponent's).
    abilities = """
        - kind: auto
          when: {moves: {side: any, from: life_cloth, to: check}}
          effects: [{draw: 1}]
    """
    assert describe(abilities) == ["[Auto] Whenever a Life Cloth is crushed, draw a card."]


def test_a_name_quoted_inside_a_quoted_ability_stays_in_its_sentence() -> None:
    # "As long as ..., this SIGNI gains "[Auto] ... if there is a "Dr. X" on your field,
    # ..."": the name's full stop ends no sentence, inside the ability's quotes or not.
    text = 'It gains "[Auto] If there is a "Dr. X" on your field, draw a card. Then, go."'
    assert english.sentences(text) == [text]
    assert english.sentences('If there is a "Dr. X", draw. Go.') == [
        'If there is a "Dr. X", draw.',
        "Go.",
    ]


def test_a_last_pick_of_every_card_left_reads_as_the_rest(describe: Describe) -> None:
    # WX06-013: after a card is taken, every card left goes on the top or the bottom of
    # the deck, one by one; nothing is left over for a second "put the rest" sentence.
    abilities = """
        - kind: enter
          effects:
            - look_top:
                count: 2
                pick:
                  - {type: SIGNI, up_to: 1, to: hand, reveal: true}
                  - {count: 2, to: [top, bottom]}
    """
    assert describe(abilities) == [
        "[Enter] Look at the top two cards of your deck. Reveal up to one SIGNI from among "
        "them and add it to your hand. Put the rest on top of your deck or put them on the "
        "bottom of your deck in any order."
    ]
    # WX13-035's Life Burst: one card of two is taken, so exactly one is left to place.
    abilities = """
        - kind: life_burst
          effects:
            - look_top:
                count: 2
                pick:
                  - {count: 1, to: [hand, ener]}
                  - {count: 1, to: [top, bottom]}
    """
    assert describe(abilities) == [
        "[Life Burst] Look at the top two cards of your deck. Add one card from among them to "
        "your hand or put it into your Ener Zone. Put the rest on top of your deck or put it "
        "on the bottom of your deck."
    ]


def test_a_cost_change_for_each_unit_one_that_sets_the_cost_and_one_this_turn(
    describe: Describe,
) -> None:
    (text,) = describe(
        "{kind: constant, zone: hand, effects: [{cost_change: {side: you, type: SPELL, "
        "name: Tri Signal, reduce: {white: 1}, per: {count: {side: you, zone: signi, "
        "class: LABYRINTH}}}}]}",
        card="Tri Signal",
        pool="classic",
    )
    assert text == (
        '[Constant] (in your hand) Use costs of your "Tri Signal" are reduced by 1 white for '
        "each <Labyrinth> SIGNI on your field."
    )
    (text,) = describe(
        "{kind: constant, zone: hand, condition: {count: {side: opponent, zone: center_lrig, "
        "color: black}}, effects: [{cost_change: {side: you, type: SPELL, name: Holy Act, "
        "becomes: {white: 2}}}]}",
        card="Holy Act",
        pool="classic",
    )
    assert text == (
        "[Constant] (in your hand) As long as your opponent's LRIG is black, use costs of "
        'your "Holy Act" become 2 white.'
    )
    (text,) = describe(
        "{kind: enter, effects: [{cost_change: {side: you, type: SPELL, name: Tri Signal, "
        "reduce: {blue: 1}, per: {level: {side: you, zone: center_lrig}}}}]}"
    )
    assert text == (
        '[Enter] Use costs of your "Tri Signal" are reduced by 1 blue for each level of your '
        "Center LRIG until end of turn."
    )


def test_a_use_cost_reduced_for_each_card_downed_or_discarded(describe: Describe) -> None:
    (text,) = describe(
        "{kind: use, reduce_cost: {down: {type: SIGNI, class: SPACE}, each: {white: 2}}, "
        "effects: [{draw: 1}]}",
        card="Meteo Advantage",
        pool="classic",
    )
    assert text == (
        "As you use this spell, you may down any number of upped <Space> SIGNI on your "
        "field. Its use cost is reduced by 2 white for each card downed this way. Draw a card."
    )
    (text,) = describe(
        "{kind: use, reduce_cost: {discard: {type: SIGNI, class: WEAPON}, up_to: 2, "
        "each: {red: 2, colorless: 1}}, effects: [{draw: 1}]}",
        card="Dust-Free in All Directions",
        pool="classic",
    )
    assert text == (
        "As you use this ARTS, you may discard up to two <Weapon> SIGNI. Its use cost is "
        "reduced by 2 red and 1 colorless for each card discarded this way. Draw a card."
    )
    (text,) = describe(
        "{kind: use, reduce_cost: {discard: {type: SIGNI, class: PLAYGROUND_EQUIPMENT}, "
        "up_to: 1, each: {green: 2}}, effects: [{draw: 1}]}",
        card="Elusive",
        pool="classic",
    )
    assert text.startswith(
        "As you use this ARTS, you may discard a <Playground Equipment> SIGNI. Its use cost "
    )


def test_cards_a_player_cannot_use_this_turn(describe: Describe) -> None:
    (text,) = describe(
        "{kind: use, effects: [{cannot_use: {side: you, type: ARTS}}]}",
        card="Patience and Fiery Butterflies",
        pool="classic",
    )
    assert text == "You cannot use ARTS until end of turn."


def test_a_total_that_is_even_or_odd(describe: Describe) -> None:
    (text,) = describe(
        "{kind: enter, condition: {level: {side: you, zone: lrig}, parity: odd}, "
        "effects: [{draw: 1}]}"
    )
    assert text == "[Enter] If the total level of LRIG on your field is odd, draw a card."
    (text,) = describe(
        "{kind: enter, condition: {count: {side: you, zone: hand}, parity: even, min: 2}, "
        "effects: [{draw: 1}]}"
    )
    assert text.startswith("[Enter] If the number of cards in your hand is even and ")


def test_a_grow_condition(describe: Describe) -> None:
    (text,) = describe(
        "{kind: grow_condition, condition: {count: {side: you, zone: center_lrig, "
        "name_contains: Hanayo}}}",
        card="Hanayo-Five",
        pool="classic",
    )
    assert text == '[Grow Condition] Your LRIG is a LRIG whose name contains "Hanayo".'


def test_a_grow_cost_change(describe: Describe) -> None:
    (text,) = describe(
        "{kind: constant, effects: [{cost_change: {side: you, type: [LRIG, ASSIST_LRIG], "
        "grow: true, reduce: {colorless: 1}}}]}"
    )
    assert text == ("[Constant] Grow costs of your LRIG or Assist LRIG are reduced by 1 colorless.")


def test_a_move_under_a_signi(describe: Describe) -> None:
    # The schema accepts every zone name; the cards under SIGNI read as a place, and the
    # names the engine does not tell apart are refused (tests/effects/test_honest_terms.py).
    (text,) = describe(
        "{kind: auto, when: {moves: {card: self, from: signi, to: under_signi}}, "
        "effects: [{draw: 1}]}"
    )
    assert text == "[Auto] When this SIGNI is put from the field under a SIGNI, draw a card."


def test_a_negated_either_reads_neither_and_alternatives_keep_their_phrases(
    describe: Describe,
) -> None:
    # WX10-041: "if you did not add any SIGNI this way" over two picks: not (A or B) is
    # "not A and not B", said once when both read alike (it read "you did not or you did").
    abilities = """
        - kind: enter
          effects:
            - discard: {count: 1, as: a}
            - discard: {count: 1, as: b}
            - if:
                condition: {not: {any: [{did: a}, {did: b}]}}
                then: [{draw: 1}]
    """
    assert describe(abilities) == [
        "[Enter] Discard a card. Discard a card. If you did not, draw a card."
    ]
    # WX09-034: the alternatives of a filter keep their own phrases (it read "a SIGNI or
    # SIGNI").
    abilities = """
        - kind: constant
          condition:
            count:
              side: you
              zone: signi
              any: [{name_contains: Partheno}, {name_contains: Palbek}]
          effects: [{power: {ref: self, amount: 5000}}]
    """
    (text,) = describe(abilities)
    assert 'SIGNI whose name contains "Partheno" or SIGNI whose name contains "Palbek"' in text


def test_a_move_onto_the_field_of_another_card_says_another(describe: Describe) -> None:
    # WX10-080: "when another of your SIGNI is put onto the field by an effect".
    abilities = """
        - kind: auto
          when: {moves: {side: you, other: true, to: signi, by: effect}}
          effects: [{up: {ref: self}}]
    """
    assert describe(abilities) == [
        "[Auto] Whenever another card is put onto your field by an effect, up this SIGNI."
    ]


def test_named_cards_read_in_number_and_the_opponent_pays_from_their_zones(
    describe: Describe,
) -> None:
    # WX14-021: "if you excluded three or more spells this way" (it read "if them number").
    excluded = """
        - kind: enter
          effects:
            - banish: {all: {side: opponent, zone: trash, type: SPELL, as: excluded}}
            - then
            - if:
                condition: {count: {ref: excluded}, min: 3}
                then: [{draw: 1}]
    """
    assert "Then, if there are three or more of them, draw a card." in describe(excluded)[0]
    # WX14-029: one card charged is "the card put into your Ener Zone this way".
    charged = """
        - kind: enter
          effects:
            - ener_charge: {count: 1, as: charged}
            - if:
                condition: {count: {ref: charged, type: SIGNI}}
                then: [{draw: 1}]
    """
    assert "If the card put into your Ener Zone this way is a SIGNI" in describe(charged)[0]
    # WX15-033: the opponent's payment comes from their own Ener Zone.
    unless = """
        - kind: enter
          effects:
            - unless:
                pays: [{discard: 2}, {trash_from_ener: 2}]
                effects: [{draw: 1}]
    """
    assert "puts two cards from their Ener Zone into the trash" in describe(unless)[0]
    # WX15-117's kind: "up to one [Virus]" (it read "up to a [Virus]").
    assert describe("{kind: enter, effects: [{remove_viruses: {up_to: 1}}]}") == [
        "[Enter] Eliminate up to one [Virus] on your opponent's field."
    ]


def test_power_losses_both_trashes_and_an_exceed_paid_in_a_sentence(describe: Describe) -> None:
    # The English edition prints a power loss "--3000", the classic cards "-3000"
    # (WD05-006); WX12-039 counts the cards of all players' trashes.
    weaker = """
        - kind: enter
          effects:
            - power:
                target: {side: opponent, zone: signi}
                amount: {per: {count: {side: any, zone: trash}}, every: 4, times: -1000}
    """
    assert describe(weaker, card="Amethyst, Natural Stone", pool="classic") == [
        "[On-Play] Target SIGNI on your opponent's field gets -1000 power for every four "
        "cards in all players' trashes until end of turn."
    ]
    assert "gets --1000 power" in describe(weaker)[0]
    # WXDi-P05-009: an [Auto] cost of [Exceed 1] is paid like any other cost.
    exceed = """
        - kind: auto
          when: {attacks: self}
          cost: {exceed: 1}
          effects: [{draw: 1}]
    """
    assert describe(exceed, card="Nova, Destiny Imperial") == [
        "[Auto] Whenever this LRIG attacks, you may pay [Exceed 1]. If you do, draw a card."
    ]


def test_cards_from_the_top_as_many_as_a_declared_number(describe: Describe) -> None:
    # PR-175: the number of cards put into the trash is the declared number, which no
    # "for each" can name (it read "For each the declared number, put the top card ...").
    declared = """
        - kind: enter
          effects:
            - declare_number: {least: 0, most: 5, as: number}
            - mill: {count: {per: {declared: number}}}
    """
    assert describe(declared, card="Amethyst, Natural Stone", pool="classic") == [
        "[On-Play] Declare a number. Put the top N cards of your deck into the trash, where N "
        "is the declared number."
    ]


def test_signi_put_onto_the_field_go_onto_their_owners_field(describe: Describe) -> None:
    # WX11-039: SIGNI from the opponent's hand enter the opponent's field (it read "onto
    # your field").
    theirs = """
        - kind: enter
          effects:
            - put_onto_field:
                choose: {side: opponent, zone: hand, type: SIGNI, up_to: 3, chooser: opponent}
    """
    assert describe(theirs)[0].endswith("onto your opponent's field.")


def test_cards_under_a_lrig_go_to_the_lrig_trash_and_your_cards_to_your_ener(
    describe: Describe,
) -> None:
    # WX05-007 Last Select: the cards under the LRIG go to the LRIG trash (the engine put
    # them there; the text said "into your trash"). WXDi-P10-008: cards from your own
    # hand go into "your" Ener Zone (it read "their owners' Ener Zone").
    under = """
        - kind: use
          effects:
            - trash: {choose: {side: you, zone: under_lrig, count: 4}}
    """
    assert describe(under, card="Last Select", pool="classic") == [
        "Put four cards under your LRIG into your LRIG trash."
    ]
    hand = """
        - kind: enter
          effects:
            - put_into_ener: {choose: {side: you, zone: hand, up_to: 3}}
    """
    assert describe(hand) == ["[Enter] Put up to three cards from your hand into your Ener Zone."]


def test_named_cards_keep_their_filter_when_counted_and_shared_with(
    describe: Describe,
) -> None:
    # A count of names among named cards said which cards ("<Atom> SIGNI among them"
    # read "among those cards"); "shares a class with" a named group read "with a those
    # cards".
    names = """
        - kind: use
          effects:
            - reveal_top: {count: 5, as: seen}
            - if:
                condition: {names: {ref: seen, type: SIGNI, class: Atom}, min: 3}
                then: [draw: 1]
    """
    assert describe(names) == [
        "Reveal the top five cards of your deck. If there are three or more different names "
        "among the <<Atom>> SIGNI of those cards, draw a card."
    ]
    shared = """
        - kind: use
          effects:
            - reveal_top: {count: 3, as: seen}
            - add_to_hand:
                choose: {ref: seen, type: SIGNI, shares_class_with: {ref: seen, type: SIGNI}}
            - add_to_hand:
                target: {side: you, zone: trash, type: SIGNI, shares_class_with: {ref: self}}
    """
    text = describe(shared)[0]
    assert "that shares a class with one of those cards" in text
    assert "that shares a class with this SIGNI" in text


def test_a_crush_by_the_opponents_signi_crushes_your_life_cloth(describe: Describe) -> None:
    # The crushed Life Cloth is the crusher's opponent's: "when a SIGNI on your
    # opponent's field crushes one of your Life Cloth" (it read "of your opponent's").
    theirs = """
        - kind: auto
          when: {crushes: {side: opponent, type: SIGNI}}
          effects: [draw: 1]
    """
    assert describe(theirs) == [
        "[Auto] When a SIGNI on your opponent's field crushes one of your Life Cloth, draw a card."
    ]


def test_a_card_picked_from_the_top_is_named_by_what_it_is(describe: Describe) -> None:
    # WXDi-P13-027 Sashe Undulation: the second SIGNI shares a class with the first one
    # picked, "that SIGNI" (it read "those cards", as if the five looked at).
    picks = """
        - kind: enter
          effects:
            - look_top:
                count: 5
                pick:
                  - {type: SIGNI, up_to: 1, to: hand, reveal: true, as: first}
                  - {type: SIGNI, shares_class_with: {ref: first}, up_to: 1, to: hand}
    """
    assert "a class with that SIGNI from among them" in describe(picks)[0]


def test_a_doubled_power_loss_speaks_classic_on_classic_cards(describe: Describe) -> None:
    # WX04-038 Violence Splash prints the loss as a decrease; the English edition's
    # "would -- ... would be --'d" is its own wording.
    doubled = """
        - kind: use
          effects:
            - power_change:
                all: {side: opponent, zone: signi}
                by: you
                of: {type: SIGNI}
                becomes: doubled
    """
    assert describe(doubled, card="Violence Splash", pool="classic") == [
        "Until end of turn, if the effects of your SIGNI would decrease the power of SIGNI on"
        " your opponent's field, the amount of power that would be decreased is doubled"
        " instead."
    ]


def test_a_condition_that_this_signi_attacked_reads_as_a_verb(describe: Describe) -> None:
    # WX12-047 Yariika: "if this SIGNI attacked this turn" (it read "if this SIGNI is that
    # attacked this turn").
    attacked = """
        - kind: auto
          when: {turn_ends: you}
          condition: {count: {ref: self, state: attacked}}
          effects: [discard: 1]
    """
    assert "if this SIGNI attacked this turn, discard a card" in describe(attacked)[0]


def test_a_cost_that_reveals_cards_from_the_hand(describe: Describe) -> None:
    (text,) = describe(
        "{kind: enter, effects: [{pay: {cost: {reveal: {count: 6, type: SIGNI, class: ANGEL},"
        " ener: {red: 1, colorless: 1}}, if_done: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Enter] You may reveal six <<Angel>> SIGNI from your hand and pay 1 red and"
        " 1 colorless. If you do, draw a card."
    )


def test_a_replacement_you_may_choose_speaks_classic_on_classic_cards(describe: Describe) -> None:
    (text,) = describe(
        "{kind: constant, effects: [{instead_of_leaving: {all: {side: you, zone: signi, "
        "class: WATER_BEAST, other: true}, effects: [{power: {ref: self, amount: -6000}}]}}]}",
        card="Shironakuji, Water Phantom",
        pool="classic",
    )
    assert text == (
        "[Constant] If other <Water Beast> SIGNI on your field would leave the field by your "
        "opponent's effects, instead you may have this SIGNI get -6000 power until end of turn."
    )


def test_a_count_not_reached_reads_as_the_range_below_it(describe: Describe) -> None:
    # WX13-037 Scarab: "if fewer than two [Charm]s were put into the trash" (it read "if it
    # is not true that the cards put into the trash this way number two or more").
    (text,) = describe(
        "{kind: enter, effects: [{mill: {count: 3, as: milled}}, {if: {condition: {not: "
        "{count: {ref: milled}, min: 2}}, then: [{draw: 1}]}}]}"
    )
    assert text.endswith(
        " If the cards put into the trash this way number one or fewer, draw a card."
    )
    (text,) = describe(
        "{kind: enter, condition: {not: {count: {side: you, zone: hand}, min: 3}},"
        " effects: [{draw: 1}]}"
    )
    assert text == "[Enter] If there are two or fewer cards in your hand, draw a card."


def test_cards_shuffled_into_the_deck_are_named_by_what_happened(describe: Describe) -> None:
    # WXDi-P14-027: "... whose total level is equal to the number of SIGNI shuffled into
    # your deck this way" (it read "equal to the number of them", of the SIGNI downed).
    (text,) = describe(
        "{kind: enter, effects: [{put_on_deck: {target: {side: you, zone: trash, up_to: any,"
        " as: shuffled}, position: shuffled}}, then, {down: {target: {side: opponent, zone:"
        " signi, up_to: any, total_level_equals: {count: {ref: shuffled}}}}}]}"
    )
    assert text.endswith(
        "whose total level is equal to the number of the cards shuffled into your deck this way."
    )


def test_attack_limit_at_most_reads_as_a_cap(describe: Describe) -> None:
    (constant,) = describe("{kind: constant, effects: [{attack_limit: {ref: self, at_most: 1}}]}")
    assert constant == "[Constant] This SIGNI can only attack once each turn."
    (once,) = describe(
        "{kind: enter, effects: [{attack_limit: {all: {side: opponent, zone: signi},"
        " at_most: 1}}]}",
        card="Bind Weapons",
        pool="classic",
    )
    assert once == (
        "[On-Play] Until end of turn, all SIGNI on your opponent's field can only attack once each."
    )


def test_a_number_read_as_a_count_reads_as_cards_print_it(describe: Describe) -> None:
    declare = "{declare_number: {most: 5, as: number}}"
    effects = [
        ("{draw: {per: {declared: number}}}", "Draw cards equal to the declared number."),
        (
            "{power: {ref: self, amount: {per: {declared: number}, times: 1000}}}",
            "This SIGNI gets +1000 power for each point of the declared number until end of turn.",
        ),
        (
            "{crush: {count: {per: {declared: number}}}}",
            "Crush N of your opponent's Life Cloth, where N is the declared number.",
        ),
        (
            "{look_top: {count: {per: {declared: number}}}}",
            "Look at the top N cards of your deck, where N is the declared number. Put them "
            "on the bottom of your deck in any order.",
        ),
    ]
    for effect, reads in effects:
        (text,) = describe(f"{{kind: enter, effects: [{declare}, {effect}]}}")
        assert text == f"[Enter] Declare a number. {reads}"


def test_an_attack_cost_on_the_opponents_signi_says_its_filters(describe: Describe) -> None:
    (text,) = describe(
        "{kind: constant, effects: [{attack_cost: {all: {side: opponent, zone: signi, "
        "in_front: true}, pays: [{ener: {colorless: 1}}]}}]}"
    )
    assert text == (
        "[Constant] Your opponent cannot attack with SIGNI in front of this SIGNI unless they "
        "pay 1 colorless."
    )


def test_a_counter_cancels_on_a_classic_card(describe: Describe) -> None:
    (text,) = describe(
        "{kind: use, effects: [{counter: {choose: {side: opponent, zone: check, type: SPELL}}}]}",
        card="Anti-Spell",
        pool="classic",
    )
    assert text == "Cancel the effect of one spell."


def test_a_spell_that_cannot_be_countered_reads_in_both_pools(describe: Describe) -> None:
    (constant,) = describe(
        "{kind: constant, effects: [{cannot_be_countered: {side: you, type: SPELL}}]}"
    )
    assert constant == (
        "[Constant] The effects of your spells cannot be countered by your opponent's effects."
    )
    (classic,) = describe(
        "{kind: use, effects: [{cannot_be_countered: {side: you, type: SPELL, next: true}}]}",
        card="Fafnir",
        pool="classic",
    )
    assert classic == (
        "This turn, the next spell you use cannot be canceled by your opponent's effects."
    )


def test_cards_under_a_signi_name_the_signi_on_top_in_both_pools(describe: Describe) -> None:
    constant = (
        "{kind: constant, zone: [under_signi], effects: [{power: {all: {ref: on_top, "
        "color: red}, amount: 2000}}]}"
    )
    (text,) = describe(constant)
    assert text == "[Constant] The red SIGNI on top of this card gets +2000 power."
    (text,) = describe(
        "{kind: constant, zone: [under_signi], effects: [{gain_ability: {ref: on_top, "
        "ability: {kind: auto, when: {vanished: self}, effects: [{draw: 1}]}}}]}"
    )
    assert text == (
        '[Constant] The SIGNI on top of this card gains "[Auto] When this SIGNI is '
        'vanished, draw a card."'
    )
    (text,) = describe(
        "{kind: constant, zone: [under_signi], effects: [{power: {all: {ref: on_top, "
        "name: 'Hyahha, Code: Accel'}, amount: 2000}}]}"
    )
    assert text == '[Constant] "Hyahha, Code: Accel" on top of this card gets +2000 power.'
    (text,) = describe(
        "{kind: action, cost: {down: true}, effects: [{put_under: {ref: self, to: {target: "
        "{side: you, zone: signi, color: red, other: true}}}}]}"
    )
    assert text == (
        "[Action] Down this SIGNI: Put this SIGNI under another target red SIGNI on your field."
    )
    (text,) = describe(
        "{kind: use, effects: [{put_under: {ref: self, to: {target: {side: you, zone: signi, "
        "color: red, underneath: false}}}}]}",
        card="Apocalypse Drift",
    )
    assert text == (
        "Put this spell under target red SIGNI on your field with no cards underneath it."
    )
    (classic,) = describe(constant, card="Amethyst, Natural Stone", pool="classic")
    assert classic == "[Constant] The red SIGNI on top of this card gets +2000 power."


def test_cards_underneath_a_signi_of_a_filter(describe: Describe) -> None:
    (text,) = describe(
        "{kind: use, effects: [{add_to_hand: {target: {side: you, zone: under_signi, "
        "type: SIGNI, color: red, beneath: {rise: true}}}}]}",
        card="E - Lectrobike Revealed",
    )
    assert text == "Add target red SIGNI underneath a SIGNI on your field with [Rise] to your hand."
    with pytest.raises(CompileError, match="`beneath` filters cards of the zone `under_signi`"):
        describe(
            "{kind: use, effects: [{add_to_hand: {target: {side: you, zone: trash, "
            "beneath: {rise: true}}}}]}"
        )


def test_a_part_of_a_constant_ability_under_its_own_condition(describe: Describe) -> None:
    constant = (
        "{kind: constant, condition: {count: {side: you, zone: life_cloth}, max: 2}, effects: "
        "[{power: {ref: self, amount: 3000}}, {if: {condition: {turn: opponents}, then: "
        "[{gain_shadow: {ref: self, against: {type: SIGNI}}}]}}]}"
    )
    (text,) = describe(constant)
    assert text == (
        "[Constant] As long as there are two or fewer cards in your Life Cloth, this SIGNI "
        "gets +3000 power and as long as it is your opponent's turn, this SIGNI gains "
        "[Shadow -- SIGNI]."
    )
    (classic,) = describe(
        "{kind: constant, effects: [{if: {condition: {turn: yours}, then: [{power: {ref: self, "
        "amount: 1000}}], else: [{power: {ref: self, amount: -1000}}]}}]}",
        card="Amethyst, Natural Stone",
        pool="classic",
    )
    assert classic == (
        "[Constant] As long as it is your turn, this SIGNI gets +1000 power; otherwise, this "
        "SIGNI gets -1000 power."
    )


def test_skipped_phases_and_guards_forbidden_with_some_cards(describe: Describe) -> None:
    (skip,) = describe(
        "{kind: constant, effects: [{skip_phase: grow}]}",
        card="Amethyst, Natural Stone",
        pool="classic",
    )
    assert skip == "[Constant] Skip your grow phase."
    (guard,) = describe(
        "{kind: action, cost: {ener: {red: 3}}, effects: [{cannot: {action: guard, with: "
        "{type: SIGNI, level: {max: 2}}}}]}",
        card="Amethyst, Natural Stone",
        pool="classic",
    )
    assert guard == (
        "[Action] Pay 3 red: Your opponent cannot [Guard] with level two or less SIGNI until "
        "end of turn."
    )
    with pytest.raises(CompileError, match="cannot"):
        describe("{kind: use, effects: [{cannot: {action: grow, with: {type: SIGNI}}}]}")


def test_a_payment_declined_and_the_cards_that_were_under_this_signi(
    describe: Describe,
) -> None:
    (text,) = describe(
        "{kind: auto, when: {leaves_field: self}, effects: [{pay: {cost: {ener: {colorless: 2}},"
        " if_done: [{put_onto_field: {target: {side: you, zone: trash, type: SIGNI, was_under:"
        " true}, downed: true}}], else: [{add_to_hand: {target: {side: you, zone: trash, "
        "type: SIGNI, was_under: true}}}]}}]}"
    )
    assert text == (
        "[Auto] When this SIGNI leaves the field, you may pay 2 colorless. If you do, put "
        "target SIGNI from your trash that was underneath this SIGNI onto your field downed. "
        "If you did not, add target SIGNI from your trash that was underneath this SIGNI to "
        "your hand."
    )


def test_a_replacement_of_a_vanish_by_anything_in_both_pools(describe: Describe) -> None:
    constant = (
        "{kind: constant, effects: [{instead_of_leaving: {all: {side: you, zone: signi, "
        "class: DEVIL, charmed: true}, event: vanished, effects: [{trash: {all: {side: you, "
        "zone: charm, under: trigger}}}]}}]}"
    )
    (classic,) = describe(constant, card="Amethyst, Natural Stone", pool="classic")
    assert classic == (
        "[Constant] If a <Devil> SIGNI on your field marked with a [Charm] would be "
        "banished, instead you may put the [Charm] under that SIGNI into your trash."
    )
    (text,) = describe(
        "{kind: constant, effects: [{instead_of_leaving: {ref: self, event: vanished, "
        "effects: [{down: {ref: self}}]}}]}"
    )
    assert text == ("[Constant] If this SIGNI would be vanished, instead you may down this SIGNI.")
    (other,) = describe(
        "{kind: constant, effects: [{instead_of_leaving: {all: {side: you, zone: signi, "
        "other: true}, event: vanished, effects: [{vanish: {ref: self}}]}}]}"
    )
    assert other.startswith("[Constant] If another SIGNI on your field would be vanished,")


def test_a_turn_skipped_without_a_bet_in_both_pools(describe: Describe) -> None:
    effects = (
        "{kind: use, additional_cost: {ener: {coin: 2}}, effects: [{if: {condition: {not: "
        "{made_bet: {}}}, then: [{skip_turn: {player: opponent}}]}}]}"
    )
    (text,) = describe(effects, card="Amethyst, Natural Stone", pool="classic")
    assert text.endswith("If you did not bet, your opponent skips their next turn.")


def test_a_level_a_card_may_be_treated_as(describe: Describe) -> None:
    (text,) = describe(
        "{kind: constant, effects: [{level_also: {all: {side: you, zone: trash, type: SIGNI, "
        "class: SPACE, level: {max: 3}}, level: 1}}]}"
    )
    assert text == (
        "[Constant] If one of your abilities or effects refers to a level three or less "
        "<<Cosmos>> SIGNI in your trash, you may treat it as a level one."
    )


def test_two_revealed_cards_named_read_apart(describe: Describe) -> None:
    # WXDi-P09-036: both revealed cards read "that card" ("Put that card ... Put that card").
    (text,) = describe(
        "{kind: enter, effects: [{reveal_top: {as: mine}}, {reveal_top: {player: opponent, "
        "as: theirs}}, {put_on_deck: {ref: mine, position: bottom}}, {put_on_deck: {ref: "
        "theirs, position: bottom}}]}"
    )
    assert text == (
        "[Enter] Reveal the top card of your deck. Reveal the top card of your opponent's "
        "deck. Put the card revealed from your deck on the bottom of its owner's deck. Put the "
        "card revealed from your opponent's deck on the bottom of its owner's deck."
    )
    (one,) = describe(
        "{kind: enter, effects: [{reveal_top: {as: mine}}, {put_on_deck: {ref: mine, "
        "position: bottom}}]}"
    )
    assert one.endswith("Put that card on the bottom of its owner's deck.")


def test_an_otherwise_inside_a_condition_reads_as_its_own_sentence(describe: Describe) -> None:
    # WXDi-P14-067: "If you do, if ..., X and otherwise, Y." mid-sentence.
    (text,) = describe(
        "{kind: enter, effects: [{pay: {cost: {ener: {colorless: 1}}, if_done: [{if: "
        "{condition: {turn: yours}, then: [{draw: 2}], else: [{draw: 1}]}}]}}]}"
    )
    assert text == (
        "[Enter] You may pay 1 colorless. If you do, if it is your turn, draw two cards. "
        "Otherwise, draw a card."
    )


def test_a_search_into_the_trash_reads_and_put_it(describe: Describe) -> None:
    # "Search your deck for up to one <<Angel>> SIGNI, put it into the trash." (a comma
    # splice); a search that reveals keeps "..., reveal it, and add it to your hand".
    (text,) = describe(
        "{kind: enter, effects: [{search_deck: {type: SIGNI, class: ANGEL, up_to: 1, "
        "to: [trash], reveal: false}}]}"
    )
    assert text == (
        "[Enter] Search your deck for up to one <<Angel>> SIGNI and put it into the trash. "
        "Then, shuffle your deck."
    )


def test_a_named_target_on_the_field_reads_as_that_signi(describe: Describe) -> None:
    # WXDi-P02-034, classic WX13-004: the name holds the chosen target whether or not it
    # was vanished; it read "the SIGNI vanished this way".
    effects = (
        "{kind: enter, effects: [{vanish: {target: {side: opponent, zone: signi, as: gone}}}, "
        "{mill: {count: {per: {level: {ref: gone}}}}}]}"
    )
    (text,) = describe(effects)
    assert text == (
        "[Enter] Vanish target SIGNI on your opponent's field. For each level of that SIGNI, "
        "put the top card of your deck into the trash."
    )
    (several,) = describe(
        "{kind: enter, effects: [{vanish: {target: {side: you, zone: signi, up_to: 2, "
        "as: gone}}}, {draw: {count: {per: {count: {ref: gone}}}}}]}"
    )
    assert several == (
        "[Enter] Vanish up to two target SIGNI on your field. Draw a card for each of those SIGNI."
    )


def test_a_span_of_two_levels_reads_level_and_level(describe: Describe) -> None:
    # WXDi-P01-039: "level two to three SIGNI"; a wider span keeps "one to three".
    (text,) = describe(
        "{kind: enter, effects: [{vanish: {target: {side: opponent, zone: signi, "
        "level: {min: 2, max: 3}}}}, {vanish: {target: {side: opponent, zone: signi, "
        "level: {min: 1, max: 3}}}}]}"
    )
    assert text == (
        "[Enter] Vanish target level two and level three SIGNI on your opponent's field. "
        "Vanish target level one to three SIGNI on your opponent's field."
    )
    # WXDi-P13-058: two levels are two [Shadow] keywords.
    (shadow,) = describe(
        "{kind: constant, effects: [{gain_shadow: {ref: self, against: {level: {min: 1, "
        "max: 2}}}}]}"
    )
    assert shadow == "[Constant] This SIGNI gains [Shadow -- Level one] and [Shadow -- Level two]."


def test_this_card_added_from_the_ener_zone_says_so(describe: Describe) -> None:
    # WXDi-P06-054's granted ability: a vanished SIGNI is in the Ener Zone; it read "add
    # this SIGNI to your hand". Elsewhere "this SIGNI" needs no zone.
    (text,) = describe(
        "{kind: auto, when: {vanished: self}, effects: [{add_to_hand: {ref: self}}]}"
    )
    assert text == (
        "[Auto] When this SIGNI is vanished, add this SIGNI from your Ener Zone to your hand."
    )
    (moved,) = describe(
        "{kind: auto, zone: [ener], when: {moves: {card: self, from: deck, to: ener}}, effects: "
        "[{add_to_hand: {ref: self}}]}"
    )
    assert moved.endswith("add this SIGNI from your Ener Zone to your hand.")
    (attacks,) = describe(
        "{kind: auto, when: {attacks: self}, effects: [{add_to_hand: {ref: self}}]}"
    )
    assert attacks == "[Auto] Whenever this SIGNI attacks, add this SIGNI to your hand."


def test_a_trigger_that_can_happen_many_times_reads_whenever(describe: Describe) -> None:
    # WXDi-P04-009, WXDi-P14-062, classic WX08-042: another card's move, a discard and a
    # battle happen again and again ("whenever"); this card's own move happens once.
    abilities = """
        - kind: auto
          when: {moves: {side: opponent, from: hand, to: trash, by: your_effect}}
          effects: [{draw: 1}]
        - kind: auto
          when: {battles: self}
          effects: [{draw: 1}]
        - kind: auto
          when: {moves: {side: you, type: SIGNI, from: ener, to: signi}}
          effects: [{draw: 1}]
        - kind: auto
          when: {moves: {card: self, from: deck, to: trash}}
          effects: [{draw: 1}]
    """
    assert describe(abilities) == [
        "[Auto] Whenever your opponent discards a card by your effect, draw a card.",
        "[Auto] Whenever this SIGNI battles a SIGNI, draw a card.",
        "[Auto] Whenever a SIGNI is put from your Ener Zone onto your field, draw a card.",
        "[Auto] When this SIGNI is put from your deck into your trash, draw a card.",
    ]


def test_a_level_compared_with_another_card_comes_last(describe: Describe) -> None:
    # Classic WX14-009: "a SIGNI from your hand with a level less than the level of that
    # SIGNI whose name contains ..." read as if the name were the compared SIGNI's.
    (text,) = describe(
        "{kind: auto, when: {leaves_field: {side: you, type: SIGNI}}, effects: "
        "[{put_onto_field: {choose: {side: you, zone: hand, type: SIGNI, name_contains: "
        "Flathro, level: {below: {level: {ref: trigger}}}}}}]}"
    )
    assert text == (
        "[Auto] When a SIGNI on your field leaves the field, put a SIGNI from your hand whose "
        'name contains "Flathro" with a level less than the level of that SIGNI onto your '
        "field."
    )


def test_a_move_from_a_soul_reads_from_the_souls_of_a_signi(describe: Describe) -> None:
    # WXDi-P07-075: "entered the field from ... under a SIGNI or a SIGNI as a [Soul]".
    (text,) = describe(
        "{kind: enter, effects: [{if: {condition: {moved: {card: self, from: [under_signi, "
        "soul], to: signi}}, then: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Enter] If this SIGNI entered the field from under a SIGNI or the [Soul]s of a SIGNI "
        "this turn, draw a card."
    )


def test_a_classic_card_that_selects_resonas_too_says_non_resona(describe: Describe) -> None:
    # Classic PR-174: "(1) Banish target non-RESONA SIGNI ... (2) Banish target RESONA";
    # it read "target SIGNI". A card that names no RESONA keeps "SIGNI" (WX03-002), and so
    # does an English-edition card.
    modes = (
        "{kind: use, effects: [{modes: {options: [[{vanish: {target: {side: you, zone: signi,"
        " type: SIGNI}}}], [{vanish: {target: {side: you, zone: signi, type: RESONA}}}]]}}]}"
    )
    (classic,) = describe(modes, card="Amethyst, Natural Stone", pool="classic")
    assert classic.startswith(
        "Choose one of the following: (1) Banish target non-RESONA SIGNI on your field. "
        "(2) Banish target RESONA on your field."
    ), classic
    alone = "{kind: use, effects: [{vanish: {target: {side: opponent, zone: signi, type: SIGNI}}}]}"
    (one,) = describe(alone, card="Amethyst, Natural Stone", pool="classic")
    assert one == "Banish target SIGNI on your opponent's field."
    (edition,) = describe(modes)
    assert "(1) Vanish target SIGNI on your field." in edition


def test_a_number_declared_up_to_the_highest_level_reads_declare_a_number(
    describe: Describe,
) -> None:
    # WXDi-P07-039, WXDi-P08-025, classic PR-372: the bound of five is the game's, the
    # cards print "Declare a number"; a card's own bounds stay.
    (text,) = describe("{kind: enter, effects: [{declare_number: {least: 0, most: 5, as: n}}]}")
    assert text == "[Enter] Declare a number."
    (bounded,) = describe("{kind: enter, effects: [{declare_number: {least: 1, most: 3, as: n}}]}")
    assert bounded == "[Enter] Declare a number from one to three."
    (two,) = describe("{kind: enter, effects: [{declare_number: {most: 2, as: n}}]}")
    assert two == "[Enter] Declare a number less than or equal to two."


def test_a_cost_of_several_parts_of_one_zone(describe: Describe) -> None:
    source = """
        - kind: action
          cost:
            discard: [{type: SIGNI, color: white}, {type: SIGNI, color: black}]
            trash_from_ener: [{class: ARM}, {class: WEAPON}]
            trash_from_field: [{type: RESONA}, {type: SIGNI, level: {min: 3}}, {class: ARM}]
          effects: [{draw: 1}]
        """
    (diva,) = describe(source, card="Zwei =Slow Loris=")
    assert diva == (
        "[Action] Discard a white SIGNI and a black SIGNI, put an <<Armed>> card and a "
        "<<Weapon>> card from your Ener Zone into the trash, put a RESONA on your field into "
        "your LRIG trash and put a level three or more SIGNI on your field and an <<Armed>> "
        "SIGNI on your field into the trash: Draw a card."
    )
    (to_ener,) = describe(
        "{kind: enter, cost: {hand_to_ener: {class: BLUE_ARCHIVE}}, effects: [{draw: 1}]}",
        card="Zwei =Slow Loris=",
    )
    assert to_ener == (
        "[Enter] Put a <<Blue Archive>> card from your hand into your Ener Zone: Draw a card."
    )
    (every,) = describe(
        "{kind: action, cost: {trash_from_ener: {all: true, color: red}}, effects: [{draw: 1}]}",
        card="Zwei =Slow Loris=",
    )
    assert every == "[Action] Put all red cards from your Ener Zone into the trash: Draw a card."
    # Classic words: its class names, and "non-RESONA" SIGNI.
    (classic,) = describe(source, card="Hammer, Ultimate Breaker", pool="classic")
    assert classic == diva.replace("<<Armed>>", "<Arm>").replace("<<", "<").replace(
        ">>", ">"
    ).replace("a level three", "a non-RESONA level three")


def test_cards_put_from_a_deck_into_the_trash_together(describe: Describe) -> None:
    # WXDi-P08-079: "a total of two or more cards", put there together.
    (text,) = describe(
        "{kind: auto, when: {deck_to_trash: {player: you, min: 2}}, effects: [{draw: 1}]}"
    )
    assert text == (
        "[Auto] Whenever a total of two or more cards are put from your deck into the trash, "
        "draw a card."
    )


def test_cards_that_share_no_color_read_as_no_two(describe: Describe) -> None:
    # Classic PR-105: three SIGNI on its player's field, no two of them of a colour.
    (text,) = describe(
        "{kind: constant, condition: {all: [{count: {side: you, zone: signi}, min: 3}, "
        "{share_color: {side: you, zone: signi}, max: 1}]}, effects: [{power: {ref: self, "
        "amount: 1000}}]}"
    )
    assert text == (
        "[Constant] As long as there are three or more SIGNI on your field and no two SIGNI "
        "on your field share a color, this SIGNI gets +1000 power."
    )


def test_a_resona_says_it_goes_to_the_lrig_trash_when_banished(describe: Describe) -> None:
    # Classic cards say "banished" (WX10-008).
    assert describe(
        "{kind: constant, effects: [{vanish_destination: {to: lrig_trash, self_only: true}}]}",
        card="Pluto, White Natural Star",
        pool="classic",
    ) == [
        "[Constant] If this SIGNI would be banished, it is put into its owner's LRIG trash "
        "instead of returning to its owner's LRIG deck."
    ]


def test_turning_signi_face_down_and_face_up_again(describe: Describe) -> None:
    # WXDi-P01-040, WXDi-P05-037, WXDi-P02-070: face-down cards in the SIGNI zones.
    (text,) = describe(
        "{kind: auto, when: {phase_begins: {phase: attack, player: you}}, effects: ["
        "{turn_face_down: {target: {side: you, zone: signi, up_to: 2, as: turned}}}, "
        "{at_end_of_turn: [{turn_face_up: {ref: turned}}]}]}"
    )
    assert text == (
        "[Auto] At the beginning of your attack phase, turn up to two target SIGNI on your "
        "field face down. At the end of the turn, turn them face up, each with no SIGNI in "
        "the same SIGNI Zone."
    )
    (text,) = describe(
        "{kind: auto, when: {phase_begins: {phase: attack, player: you}}, effects: ["
        "{turn_face_down: {target: {side: opponent, zone: signi, in_front: true, as: it}}}, "
        "{at_end_of_turn: [{turn_face_up: {ref: it, occupied: trash}}]}]}"
    )
    assert text == (
        "[Auto] At the beginning of your attack phase, turn target SIGNI on your opponent's "
        "field in front of this SIGNI face down. At the end of the turn, if there is no SIGNI "
        "in the same SIGNI Zone as it, turn it face up. If there is, put it into its owner's "
        "trash."
    )
    (text,) = describe(
        "{kind: enter, effects: [{if: {condition: {count: {side: you, zone: face_down}}, "
        "then: [{draw: 1}]}}]}"
    )
    assert text == ("[Enter] If there is a card face down in one of your SIGNI Zones, draw a card.")


def test_a_signi_put_into_a_named_signi_zone(describe: Describe) -> None:
    # WXDi-P03-087: only into that zone, when it is empty (en-2021-glossary.txt, "SIGNI
    # Zone": "New SIGNI cannot be placed in a SIGNI zone that already has SIGNI").
    (text,) = describe(
        "{kind: action, zone: [trash], cost: {discard: 2}, effects: ["
        "{put_onto_field: {ref: self, into: center}}]}"
    )
    assert text == (
        "[Action] (in your trash) Discard two cards: Put this SIGNI into your center SIGNI Zone."
    )


def test_limits_on_a_field_and_a_draw_phase_for_all_players(describe: Describe) -> None:
    # Classic WX04-005: [Constant] abilities for all players; WXDi-P00-015 erases a zone.
    assert describe(
        "[{kind: constant, effects: [{draw_phase_limit: {at_most: 1, side: any}}]}, "
        "{kind: constant, effects: [{signi_limit: {at_most: 1, side: any}}]}]",
        card="Iona, Ultima/Maiden",
        pool="classic",
    ) == [
        "[Constant] All players can only draw one card in total during their draw phase.",
        "[Constant] All players can only have up to one SIGNI on their field.",
    ]
    (text,) = describe("{kind: enter, effects: [{erase_signi_zone: {}}]}")
    assert text == "[Enter] Erase one of your opponent's SIGNI Zones until end of turn."


def test_the_bottom_card_and_a_signi_with_the_same_name(describe: Describe) -> None:
    # WXDi-P00-037.
    (text,) = describe(
        "{kind: action, cost: {ener: {blue: 2}}, effects: ["
        "{mill: {count: 1, player: opponent, bottom: true, as: milled}}, then, "
        "{vanish: {target: {side: opponent, zone: signi, same_name_as: {ref: milled}}}}]}"
    )
    assert text == (
        "[Action] Pay 2 blue: Put the bottom card of your opponent's deck into the trash. "
        "Then, vanish target SIGNI on your opponent's field with the same name as the card "
        "put into the trash this way."
    )


def test_a_delayed_ability_of_all_cards_reads_as_one_card_as_it_happens(
    describe: Describe,
) -> None:
    # WXDi-P01-075: "the next SIGNI", whichever it is; without `once`, "whenever a SIGNI".
    negate = "effects: [{negate_attack: {}}]"
    assert describe(
        "{kind: life_burst, effects: [{delayed: {all: {side: any, zone: signi}, "
        f"when: {{attacks: self}}, once: true, {negate}}}}}]}}"
    ) == ["[Life Burst] When the next SIGNI attacks this turn, negate that attack."]
    assert describe(
        "{kind: life_burst, effects: [{delayed: {all: {side: opponent, zone: signi}, "
        f"when: {{attacks: self}}, {negate}}}}}]}}"
    ) == [
        "[Life Burst] Whenever a SIGNI on your opponent's field attacks this turn, negate "
        "that attack."
    ]


# A SIGNI Zone whose SIGNI cannot attack (WXDi-P04-032), or gains a keyword.
EFFECTS["zone_keyword"] = (
    "{zone_keyword: {keyword: cant_attack}}",
    "Choose one of your opponent's SIGNI Zones: your opponent cannot attack with the SIGNI "
    "in it until end of turn.",
)


def test_a_signi_zone_gains_a_keyword(describe: Describe) -> None:
    effect, text = EFFECTS["zone_keyword"]
    assert describe(f"{{kind: enter, effects: [{effect}]}}") == [f"[Enter] {text}"]
    assert describe(
        "{kind: enter, effects: [{zone_keyword: {keyword: [lancer], player: you}}]}"
    ) == [
        "[Enter] Choose one of your SIGNI Zones: the SIGNI in it gains [Lancer] until end of turn."
    ]


def test_becoming_a_target_of_a_kind_of_ability_names_the_card_whose_it_is(
    describe: Describe,
) -> None:
    # WXDi-P08-065 ([Enter] abilities of SIGNI), WXDi-P03-056 ("vanish that SIGNI").
    assert describe(
        "{kind: auto, when: {becomes_target: {side: you, type: SIGNI, class: GEM, of: [signi], "
        "ability: [enter]}}, effects: [{draw: 1}]}"
    ) == [
        "[Auto] When a <<Jewel>> SIGNI on your field becomes the target of an [Enter] ability "
        "or effect of your opponent's SIGNI, draw a card."
    ]
    assert describe(
        "{kind: auto, when: {becomes_target: {card: self, of: [signi]}}, "
        "effects: [{vanish: {ref: targeter}}]}"
    ) == [
        "[Auto] When this SIGNI becomes the target of an ability or effect of your opponent's "
        "SIGNI, vanish that SIGNI."
    ]
    assert describe(
        "{kind: auto, when: {becomes_target: {card: self, ability: [auto, action]}}, "
        "effects: [{bounce: {ref: targeter}}]}"
    ) == [
        "[Auto] When this SIGNI becomes the target of your opponent's [Auto] or [Action] "
        "ability or effect, return that card to its owner's hand."
    ]


def test_a_refresh_without_the_life_cloth_reads_as_what_the_refresh_does_not_do(
    describe: Describe,
) -> None:
    # WXDi-P00-041: not a thing a player chooses to do.
    assert describe(
        "{kind: constant, effects: [{cannot: {action: refresh_life_cloth, player: you}}]}"
    ) == [
        "[Constant] When you refresh, you do not put a card from your Life Cloth into your trash."
    ]


def test_ener_costs_a_player_cannot_pay(describe: Describe) -> None:
    # WXDi-P03-012.
    assert describe("{kind: enter, effects: [{cannot: {action: pay_ener}}]}") == [
        "[Enter] Your opponent cannot pay Ener costs with a value of one or more until end of turn."
    ]


# An ability that activates, replaced (WXDi-P08-044).
CONSTANT_EFFECTS["instead_of_ability"] = (
    "{instead_of_ability: {of: [action], effects: [{mill: 2}]}}",
    "If an [Action] ability of your opponent's SIGNI activates, you may put the top two cards "
    "of your deck into the trash; if you do, that ability does nothing instead.",
)


def test_an_ability_that_activates_replaced(describe: Describe) -> None:
    effect, text = CONSTANT_EFFECTS["instead_of_ability"]
    assert describe(f"{{kind: constant, effects: [{effect}]}}") == [f"[Constant] {text}"]
    assert describe(
        "{kind: constant, effects: [{instead_of_ability: {side: any, type: SIGNI, level: 3, "
        "effects: [{draw: 1}]}}]}"
    ) == [
        "[Constant] If an [Auto], [Enter] or [Action] ability of a level three SIGNI on the "
        "field activates, you may draw a card; if you do, that ability does nothing instead."
    ]


# Gaining a keyword as an event (WXDi-P04-035).
TRIGGERS["gains_keyword"] = (
    "{gains_keyword: {side: you, type: SIGNI, other: true, keywords: [assassin, lancer]}}",
    "Whenever another SIGNI on your field gains [Assassin] or [Lancer]",
)


def test_a_keyword_gained_and_that_ability(describe: Describe) -> None:
    when, text = TRIGGERS["gains_keyword"]
    assert describe(
        f"{{kind: auto, when: {when}, effects: [{{gain_keyword: {{ref: self, "
        "keyword: [assassin, lancer], that_gained: true}}]}"
    ) == [f"[Auto] {text}, this SIGNI gains that ability until end of turn."]


# Upping a card for a cost (WXDi-P06-002).
EFFECTS["up_cost"] = (
    "{up_cost: {all: {side: opponent, zone: center_lrig}, pays: [{ener: {colorless: 3}}], "
    "until: end_of_opponents_next_turn}}",
    "Until the end of your opponent's next turn, your opponent cannot up their Center LRIG in "
    "their up phase unless they pay 3 colorless.",
)


def test_an_up_cost(describe: Describe) -> None:
    effect, text = EFFECTS["up_cost"]
    assert describe(f"{{kind: enter, effects: [{effect}]}}") == [f"[Enter] {text}"]


def test_a_whole_hand_swapped_for_that_many_plus_or_minus(describe: Describe) -> None:
    # WXDi-P00-018: each player's hand for as many cards, one more or one fewer.
    assert describe(
        "{kind: enter, effects: [{redraw_hand: {more: 1}}, "
        "{redraw_hand: {player: opponent, more: -1}}]}"
    ) == [
        "[Enter] Discard all cards from your hand and draw cards equal to the number of cards "
        "you discarded plus one. Your opponent discards their hand and draws cards equal to "
        "the number of cards they discarded minus one."
    ]


# vocab-20's terms, registered here for test_every_term_has_a_rendering_case (their own
# cases are the tests above and below).
EFFECTS["redraw_hand"] = (
    "{redraw_hand: {more: 1}}",
    "Discard all cards from your hand and draw cards equal to the number of cards you "
    "discarded plus one.",
)


def test_an_ener_cost_for_each_level_of_a_target(describe: Describe) -> None:
    # WXDi-P04-020: the target is named in the cost, "it" after.
    (text,) = describe(
        "{kind: enter, effects: [{pay: {cost: {ener: {colorless: 1}}, for_each_level_of: "
        "{target: {side: opponent, zone: signi, as: it}}, if_done: [{vanish: {ref: it}}]}}]}"
    )
    assert text == (
        "[Enter] You may pay 1 colorless for each level of target SIGNI on your opponent's "
        "field. If you do, vanish it."
    )


def test_an_ener_cost_reduced_for_each_revealed_card(describe: Describe) -> None:
    # WXDi-P05-035: revealed, to the bottom in a random order, the cost reduced by them.
    (text,) = describe(
        "{kind: enter, effects: [{reveal_top: {count: 5, as: revealed}}, {put_on_deck: "
        "{ref: revealed, position: bottom_random}}, then, {pay: {cost: {ener: {colorless: "
        "6}}, reduce: {each: {colorless: 1}, per: {count: {ref: revealed, type: SIGNI, "
        "level: 1}}}, if_done: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Enter] Reveal the top five cards of your deck. Put those cards on the bottom of "
        "their owners' decks in a random order. Then, you may pay 6 colorless, reduced by "
        "1 colorless for each level one SIGNI among those cards. If you do, draw "
        "a card."
    )


def test_a_cost_of_every_card_of_the_field_hand_and_ener_zone(describe: Describe) -> None:
    # WXDi-P03-019: three zones emptied into the trash.
    (text,) = describe(
        "{kind: enter, cost: {trash_from_field: {all: true}, discard: {all: true}, "
        "trash_from_ener: {all: true}}, effects: [{vanish: {all: {side: opponent, zone: "
        "signi}}}]}"
    )
    assert text == (
        "[Enter] Discard all cards from your hand, put all cards from your Ener Zone into "
        "the trash and put all SIGNI on your field into the trash: Vanish all SIGNI on your "
        "opponent's field."
    )


def test_actions_performed_a_total_of_three_times(describe: Describe) -> None:
    # WXDi-P05-003: either action, three times in all.
    (text,) = describe(
        "{kind: enter, effects: [{perform_total: {times: 3, options: [{trash_from_ener: 1}, "
        "{discard: 1}], if_done: [{draw: 1}]}}]}"
    )
    assert text == (
        '[Enter] Perform the following actions "Put a card from your Ener Zone into the '
        'trash." or "Discard a card." a total of three times. If you do, draw a card.'
    )


EFFECTS["perform_total"] = (
    "{perform_total: {times: 2, options: [{discard: 1}]}}",
    'Perform the following action "Discard a card." a total of two times.',
)


def test_a_cost_of_this_signis_power(describe: Describe) -> None:
    # WXDi-P07-046: the Ener, then the power given up.
    (text,) = describe(
        "{kind: action, cost: {ener: {colorless: 1}, power_self: -10000}, effects: [{draw: 1}]}"
    )
    assert text == (
        "[Action] Pay 1 colorless and this SIGNI gets --10000 power until end of turn: Draw a card."
    )


def test_a_signi_with_a_soul_attached(describe: Describe) -> None:
    # WXDi-P04-016: whenever such a SIGNI of yours attacks.
    (text,) = describe(
        "{kind: auto, when: {attacks: {side: you, type: SIGNI, souled: true}}, effects: "
        "[{mill: {count: 2, player: opponent}}]}"
    )
    assert text == (
        "[Auto] Whenever a SIGNI on your field with a [Soul] attached to it attacks, put the "
        "top two cards of your opponent's deck into the trash."
    )


def test_a_signi_in_front_of_a_signi_of_a_kind(describe: Describe) -> None:
    # WXDi-P04-013: in front of a SIGNI with a [Soul] attached to it.
    (text,) = describe(
        "{kind: constant, condition: {turn: yours}, effects: [{power: {all: {side: opponent, "
        "zone: signi, facing: {souled: true}}, amount: -2000}}]}"
    )
    assert text == (
        "[Constant] As long as it is your turn, all SIGNI on your opponent's field in front of "
        "a SIGNI with a [Soul] attached to it get --2000 power."
    )


def test_the_last_known_power_of_the_signi_paid_for_a_cost(describe: Describe) -> None:
    # WXDi-P00-067: less than the power of the SIGNI put into the trash this way.
    (text,) = describe(
        "{kind: action, cost: {trash_from_field: 1}, effects: [{vanish: {target: {side: "
        "opponent, zone: signi, power_below: {power: {ref: paid, last_known: true}}}}}]}"
    )
    assert text == (
        "[Action] Put a SIGNI on your field into the trash: Vanish target SIGNI on your "
        "opponent's field with power less than the power of the SIGNI put into the trash "
        "this way."
    )


def test_a_discard_of_up_to_three_and_as_many_targets(describe: Describe) -> None:
    # WXDi-P05-031: the number discarded for the cost, targeted.
    (text,) = describe(
        "{kind: enter, cost: {discard: {count: 3, up_to: true}}, effects: [{power: {target: "
        "{side: opponent, zone: signi, count_of: {count: {ref: paid}}}, amount: -5000}}]}"
    )
    assert text == (
        "[Enter] Discard up to three cards: A number of target SIGNI on your opponent's field "
        "equal to the number of the cards paid for this cost get --5000 power until end of "
        "turn."
    )


def test_your_opponent_looks_at_the_top_of_their_deck(describe: Describe) -> None:
    # WXDi-P01-026: each player, the opponent's part said of them.
    (text,) = describe(
        "{kind: enter, effects: [{look_top: {player: opponent, count: 7, pick: [{type: SIGNI, "
        "up_to: any, to: field, enter_abilities: false}], rest: trash}}]}"
    )
    assert text == (
        "[Enter] Your opponent looks at the top seven cards of their deck. Your opponent puts "
        "any number of SIGNI from among them onto their field without their [Enter] abilities "
        "triggering. Your opponent puts the rest into the trash."
    )


def test_targets_for_each_read_after_the_cards(describe: Describe) -> None:
    # WXDi-P08-064: up to one target for every blue LRIG on your field.
    (text,) = describe(
        "{kind: enter, effects: [{freeze: {target: {side: opponent, zone: signi, up_to: 1, "
        "for_each: {count: {side: you, zone: lrig, color: blue}}}}}]}"
    )
    assert text == (
        "[Enter] Freeze up to one target SIGNI on your opponent's field for each blue LRIG "
        "on your field."
    )


def test_coin_gain_limits_read_as_the_game_long(describe: Describe) -> None:
    # WXDi-P07-006.
    (text,) = describe(
        "{kind: use, effects: [{if: {condition: {coins_gained: opponent, max: 0}, "
        "then: [{gain_coins: 5}]}}, {cannot: {action: gain_coins, player: opponent, "
        "until: game}}]}",
        card="Take Off! WIXOSS Robo!",
    )
    assert text == (
        "If your opponent has not gained coins during this game, gain five coins. Your "
        "opponent cannot gain coins for the duration of the game."
    )


def test_the_bottom_card_revealed_and_put_onto_the_field_or_into_the_trash(
    describe: Describe,
) -> None:
    # WXDi-P07-084.
    (text,) = describe(
        "{kind: enter, effects: [{reveal_top: {bottom: true, as: revealed}}, "
        "{trash: {ref: revealed, or_onto_field: true}}]}"
    )
    assert text == (
        "[Enter] Reveal the bottom card of your deck. Put that card onto your field or into "
        "its owner's trash."
    )


def test_cards_face_up_in_the_public_zones(describe: Describe) -> None:
    # WXDi-P07-049.
    (text,) = describe(
        "{kind: enter, effects: [{if: {condition: {count: {side: you, zone: public, "
        "type: SIGNI, not: {class: ANGEL}}}, then: [{trash: {ref: self}}]}}]}"
    )
    assert text == (
        "[Enter] If there is a non-<<Angel>> SIGNI face up in your public zones, put this "
        "SIGNI into its owner's trash."
    )


def test_an_option_that_is_a_choice_of_two_reads_as_either(describe: Describe) -> None:
    # WXDi-P07-049: "(1) Draw a card or [Ener Charge 1]."
    (text,) = describe(
        "{kind: enter, effects: [{modes: {options: [[{modes: {options: [[{draw: 1}], "
        "[{ener_charge: 1}]]}}], [{mill: 1}]]}}]}"
    )
    assert text == (
        "[Enter] Choose one of the following: (1) Draw a card or [Ener Charge 1]. (2) Put "
        "the top card of your deck into the trash."
    )


def test_one_colored_ener_paid_as_colorless_and_a_spell_used_then_removed(
    describe: Describe,
) -> None:
    # WXDi-P06-066.
    texts = describe(
        "{kind: enter, effects: [{cost_change: {side: you, type: SPELL, next: true, "
        "one_colorless: true}}]}"
    ) + describe(
        "{kind: action, cost: {ener: {colorless: 1}}, effects: [{use_card: {target: "
        "{side: opponent, zone: trash, type: SPELL}, free: false, removed: true}}]}"
    )
    assert texts == [
        "[Enter] This turn, the next time you use a spell, its use cost may have one of its "
        "colored Ener paid as 1 colorless instead.",
        "[Action] Pay 1 colorless: You may use target spell from your opponent's trash as if "
        "it were in your hand. If it moves from the check zone to another zone this turn, "
        "remove it from the game instead.",
    ]


def test_a_card_treated_as_a_level_one_signi(describe: Describe) -> None:
    # WXDi-P05-086.
    (text,) = describe(
        "{kind: constant, zone: [deck, trash], effects: [{level_also: {all: {ref: self}, "
        "level: 1, as_signi: true}}]}",
        card="Moon Bites",
    )
    assert text == (
        "[Constant] (in your deck and in your trash) If one of your abilities or effects "
        "refers to this spell, you may treat it as a level one SIGNI."
    )


def test_a_life_burst_given_to_cards(describe: Describe) -> None:
    # Classic WX02-002 ("All of your cards have ..."), WXDi-P08-008 (in the Life Cloth).
    assert describe(
        "{kind: constant, effects: [{gain_life_burst: {side: you, effects: [ener_charge: 1]}}]}",
        card="Yuzuki-Four, Fire of Nature",
        pool="classic",
    ) == ['[Constant] All of your cards have "[Life Burst]: [Ener Charge 1]."']
    (text,) = describe(
        "{kind: constant, effects: [{gain_life_burst: {side: you, life_burst: false, "
        "in_life_cloth: true, effects: [draw: 1]}}]}"
    )
    assert text == (
        "[Constant] Cards in your Life Cloth and check zone without a Life Burst gain "
        '"[Life Burst]: Draw a card."'
    )


def test_a_classic_card_grows_its_lrig(describe: Describe) -> None:
    # Classic WX03-024: one LRIG, "your LRIG", of the level it has.
    assert describe(
        "{kind: use, effects: [{grow: {choose: {side: you, zone: lrig_deck, type: LRIG, "
        "level: {min: {level: {side: you, zone: center_lrig}}, max: {level: {side: you, "
        "zone: center_lrig}}}}, free: true}}]}",
        card="Get Grow",
        pool="classic",
    ) == [
        "Grow your LRIG into a LRIG from your LRIG deck with a level equal to the level of "
        "your LRIG without paying its grow cost."
    ]


def test_a_lrig_has_the_actions_of_the_lrigs_in_its_lrig_trash(describe: Describe) -> None:
    # Classic WX05-002.
    assert describe(
        "{kind: constant, effects: [{actions_of: {ref: self, of: {side: you, zone: lrig_trash, "
        "type: LRIG}}}]}",
        card="Hanayo-Five",
        pool="classic",
    ) == ["[Constant] This LRIG has the [Action] abilities of all LRIG in your LRIG trash."]


def test_a_classic_lrig_grows_cheaper_by_revealing_cards(describe: Describe) -> None:
    # Classic WD13-003.
    assert describe(
        "{kind: constant, zone: [lrig_deck], effects: [{reveal_for_grow_cost: {reveal: "
        "[{type: SIGNI, class: ARM}, {type: SIGNI, class: ANGEL}], reduce: {white: 1}}}]}",
        card="Tama, Foam Miko",
        pool="classic",
    ) == [
        "[Constant] (in your LRIG deck) When you grow into this LRIG, you may reveal an <Arm> "
        "SIGNI and an <Angel> SIGNI from your hand. If you do, the cost to grow into this LRIG "
        "is reduced by 1 white."
    ]


def test_an_arts_with_an_encore(describe: Describe) -> None:
    # Classic WD14-010's keyword, on WX13-018.
    assert describe(
        "{kind: use, encore: {ener: {green: 1, colorless: 1}}, effects: [{draw: 1}]}",
        card="WX13-018",
        pool="classic",
    ) == [
        "Encore -- 1 green and 1 colorless (As you use this ARTS, you may pay 1 green and 1 "
        "colorless as an additional use cost. If you do, return this ARTS to your LRIG deck "
        "once it is used.) Draw a card."
    ]


def test_an_action_used_as_an_opponents_signi_attacks(describe: Describe) -> None:
    # Classic WX05-013: the timing is printed after the effects.
    assert describe(
        "{kind: action, cost: {exceed: 2}, timing: [opponents_signi_attack], effects: "
        "[{negate_attack: {}}]}",
        card="Anne Fifth, Violating God Seal",
        pool="classic",
    ) == [
        "[Action] [Exceed 2]: Disable that attack. This ability can only be used when your "
        "opponent's SIGNI attacks."
    ]


def test_limiting_conditions_ignored(describe: Describe) -> None:
    # Classic WX05-006's second [Constant].
    assert describe(
        "{kind: constant, effects: [{ignore_limits: {side: you, type: [ARTS, SPELL]}}]}",
        card="Ulith, Enma of Nihilism",
        pool="classic",
    ) == ["[Constant] The limiting conditions of your ARTS or spells are ignored."]


def test_enter_abilities_that_do_not_trigger(describe: Describe) -> None:
    # Classic WX11-048, WD14-010: the classic cards' [On-Play].
    assert describe(
        "{kind: enter, effects: [{no_enter_abilities: {player: you}}]}",
        card="666, the Cursed Number",
        pool="classic",
    ) == ["[On-Play] This turn, your SIGNI's [On-Play] abilities do not trigger."]


def test_signi_with_a_signi_of_a_kind_in_front_of_them(describe: Describe) -> None:
    # Classic WD15-007: while the SIGNI facing it has 12000 power or more.
    (text,) = describe(
        "{kind: constant, effects: [{gain_keyword: {all: {side: you, zone: signi, "
        "facing: {power: {min: 12000}}}, keyword: assassin}}]}"
    )
    assert text == (
        "[Constant] All SIGNI on your field in front of a SIGNI with power 12000 or more "
        "gain [Assassin]."
    )


def test_accessories_and_the_signi_accessorized(describe: Describe) -> None:
    # Classic WD18-013: from the Ener Zone, the card goes under a SIGNI of its player's
    # as that SIGNI's [Accessory]; WD18-011: a condition on the SIGNI having one.
    assert describe(
        "{kind: action, zone: [ener], cost: {ener: {green: 1}}, effects: [{accessorize: "
        "{ref: self, to: {choose: {side: you, zone: signi}}}}]}",
        card="Code Eat Ketchu",
        pool="classic",
    ) == [
        "[Action] (in your Ener Zone) Pay 1 green: Put this card under a SIGNI on your field "
        "as an [Accessory]."
    ]
    (text,) = describe(
        "{kind: constant, condition: {count: {ref: self, accessorized: true}}, effects: "
        "[{power: {ref: self, amount: 3000}}]}"
    )
    assert text == (
        "[Constant] As long as this SIGNI has an [Accessory], this SIGNI gets +3000 power."
    )
    (text,) = describe(
        "{kind: enter, effects: [{search_deck: {type: SIGNI, accessory: true, up_to: 1, "
        "to: hand, reveal: true}}]}"
    )
    assert text.startswith("[Enter] Search your deck for up to one SIGNI with [Accessory]")


# vocab-23's effect terms (their rendering: the tests above).
EFFECTS["accessorize"] = (
    "{accessorize: {ref: self, to: {choose: {side: you, zone: signi}}}}",
    "Put this card under a SIGNI on your field as an [Accessory].",
)
EFFECTS["color_change"] = (
    "{color_change: {side: opponent, type: SIGNI, to: red}}",
    "All your opponent's SIGNI become red until end of turn.",
)
EFFECTS["gain_color"] = (
    "{gain_color: {ref: self, of: {target: {side: you, zone: lrig}}}}",
    "This SIGNI gains a color of target LRIG on your field until end of turn.",
)


@pytest.mark.parametrize(
    "name", ["accessorize", "color_change", "gain_color", "declare_color", "reveal_until"]
)
def test_vocab_23_effect_english(describe: Describe, name: str) -> None:
    effect, english = EFFECTS[name]
    (text,) = describe(f"{{kind: enter, effects: [{effect}]}}")
    assert text == f"[Enter] {english}"


def test_colors_changed_in_force_and_protection_from_a_kind_of_card(describe: Describe) -> None:
    # Classic WX05-005, WX08-005; WXDi-P06-040; WXDi-P03-074.
    assert describe(
        "{kind: constant, effects: [{color_change: {side: any, type: SIGNI, to: black, "
        "not_in: [ener]}}]}"
    ) == ["[Constant] Except for the Ener Zone, all SIGNI become black."]
    assert describe(
        "{kind: constant, effects: [{color_change: {side: you, type: SIGNI, to: black, "
        "also: true, in: [signi, ener]}}]}"
    ) == ["[Constant] SIGNI on your field and in your Ener Zone are additionally black."]
    assert describe(
        "{kind: constant, effects: [{cannot_be: {ref: self, action: vanished, by: opponent, "
        "of: {type: SIGNI, level: 1}}}]}"
    ) == [
        "[Constant] This SIGNI cannot be vanished by the effects of your opponent's level one "
        "SIGNI."
    ]


def test_a_bet_that_changes_the_use_cost(describe: Describe) -> None:
    # Classic WD17-006: "Bet -- [Coin] [Coin]. If you bet, the cost for using this ARTS is
    # [Red] 0."
    assert describe(
        "{kind: use, additional_cost: {ener: {coin: 2}}, cost_if_additional: {red: 0}, "
        "effects: [{draw: 1}]}",
        card="Flameless Isolation",
        pool="classic",
    ) == [
        "Bet -- 2 coins. If you made a bet, the use cost of this ARTS becomes 0 red. Draw a card."
    ]


EFFECTS["reveal_until"] = (
    "{reveal_until: {type: SIGNI, class: BEAUTIFUL_TECHNIQUE, to: hand, rest: bottom_random}}",
    "Reveal cards from the top of your deck until you reveal a <<Beauty>> SIGNI. "
    "Add that SIGNI to your hand. Put the other revealed cards on the bottom of your deck in "
    "a random order.",
)


def test_reveal_until_english(describe: Describe) -> None:
    effect, english = EFFECTS["reveal_until"]
    (text,) = describe(f"{{kind: enter, effects: [{effect}]}}")
    assert text == f"[Enter] {english}"
    (text,) = describe(
        "{kind: enter, effects: [{reveal_until: {type: SIGNI, to: field, rest: trash}}]}"
    )
    assert text == (
        "[Enter] Reveal cards from the top of your deck until you reveal a SIGNI. Put that "
        "SIGNI onto your field; if it cannot be, put it into the trash. Put the other revealed "
        "cards into the trash."
    )


def test_a_spell_revealed_from_the_opponents_deck_and_used(describe: Describe) -> None:
    # Classic WX04-015: the opponent reveals from their deck up to the first spell, which
    # goes to the check zone while the rest are shuffled back; the spell's user may then
    # use it.
    (text,) = describe(
        "{kind: use, effects: [{reveal_until: {type: SPELL, player: opponent, to: check, "
        "rest: shuffled, as: found}}, {use_card: {choose: {ref: found, up_to: 1}, free: true}}]}",
        card="Mind Mines",
        pool="classic",
    )
    assert text == (
        "Reveal cards from the top of your opponent's deck until you reveal a spell. Put that "
        "spell into the check zone. Shuffle the other revealed cards into their deck. You may "
        "use that spell as if it were in your hand, without paying its cost."
    )


EFFECTS["declare_color"] = ("{declare_color: declared}", "Declare a color.")


def test_a_declared_color_and_a_shadow_while_a_condition_holds(describe: Describe) -> None:
    # WXDi-P07-059: "[Shadow -- SIGNI with declared color]", "[Shadow -- Declared color]",
    # "During your opponent's turn".
    (text,) = describe(
        "{kind: enter, effects: [{declare_color: declared}, {gain_shadow: {ref: self, "
        "against: {type: SIGNI, declared_color: declared}, while: {turn: opponents}, "
        "until: end_of_opponents_next_turn}}]}"
    )
    assert text == (
        "[Enter] Declare a color. Until the end of your opponent's next turn, as long as it is "
        "your opponent's turn, this SIGNI gains [Shadow -- SIGNI with the declared color]."
    )
    (text,) = describe(
        "{kind: enter, effects: [{declare_color: declared}, {gain_shadow: {ref: self, "
        "against: {declared_color: declared}}}]}"
    )
    assert text == (
        "[Enter] Declare a color. This SIGNI gains [Shadow -- Declared color] until end of turn."
    )


def test_the_ener_paid_and_the_other_cards_paid_for_a_cost(describe: Describe) -> None:
    # Classic WX03-001: the SIGNI that the cost trashed are named later (the cost).
    assert describe(
        "{kind: action, cost: {ener: {black: 2}, trash_from_field: {class: ANCIENT_WEAPON}}, "
        "effects: [{put_on_deck: {ref: paid_ener}}, {draw: {count: {per: {count: "
        "{ref: paid_cards}}}}}]}",
        card="Code Anti Megatron",
        pool="classic",
    ) == [
        "[Action] Pay 2 black and put an <Ancient Weapon> SIGNI on your field into the trash: "
        "Put the Ener paid for this cost on the bottom of their owners' decks. Draw a card for "
        "each of the cards paid for this cost other than Ener."
    ]


def test_a_signi_play_condition_reads_as_the_classic_cards_print_it(
    describe: Describe,
) -> None:
    # Classic WD16-016: a [Constant] line, "can only be put onto the field if ...".
    assert describe(
        "{kind: play_condition, condition: {discarded: opponent, min: 1}}",
        card="Code Art GLK",
        pool="classic",
    ) == [
        "[Constant] This SIGNI can only be put onto the field if your opponent discarded a "
        "card this turn."
    ]


def test_a_cost_that_vanishes_a_signi_of_your_field(describe: Describe) -> None:
    # Classic WX05-044: the cost banishes another <Ancient Weapon> SIGNI of its player's.
    assert describe(
        "{kind: action, cost: {down: true, vanish_from_field: {class: ANCIENT_WEAPON, "
        "other: true}}, effects: [{draw: 1}]}",
        card="Code Anti Megatron",
        pool="classic",
    ) == [
        "[Action] Down this SIGNI and banish another <Ancient Weapon> SIGNI on your field: "
        "Draw a card."
    ]


def test_any_number_of_charms_as_a_cost(describe: Describe) -> None:
    # Classic WX07-045: a cost of as many of its player's [Charm]s as they like, trashed.
    assert describe(
        "{kind: action, cost: {charms: any}, effects: [{draw: 1}]}",
        card="Daewa, Flickering Sinful Elegance",
        pool="classic",
    ) == ["[Action] Put any number of your [Charm]s into the trash: Draw a card."]


def test_charms_put_under_each_of_up_to_some_signi(describe: Describe) -> None:
    # Classic WX07-045: up to three SIGNI, a [Charm] under each.
    assert describe(
        "{kind: action, effects: [{put_charm: {choose: {side: you, zone: signi, class: DEVIL, "
        "up_to: 3}, from: trash}}]}",
        card="Daewa, Flickering Sinful Elegance",
        pool="classic",
    ) == [
        "[Action] Put a card from your trash as a [Charm] under each of up to three <Devil> "
        "SIGNI on your field."
    ]


# vocab-24: the terms of its round, each also in its family's table (so that every term
# has a case) and rendered here.
TRIGGERS["virus_removed"] = (
    "{virus_removed: opponent}",
    "When one of the [Virus]es on your opponent's field is removed",
)


def test_a_virus_removed_from_a_field(describe: Describe) -> None:
    # Classic WD19-009: it triggers as a [Virus] leaves the opponent's field.
    trigger, english = TRIGGERS["virus_removed"]
    (text,) = describe(
        f"{{kind: auto, when: {trigger}, effects: [{{draw: 1}}]}}",
        card="Nihokokabi, Natural Bacteria",
        pool="classic",
    )
    assert text == f"[Auto] {english}, draw a card."


def test_a_virus_put_in_a_zone_names_its_signi(describe: Describe) -> None:
    # Classic WD19-009: "Put a [Virus] on 1 of your opponent's SIGNI Zones. Until end of
    # turn, the SIGNI on that SIGNI Zone gets --8000 power."
    assert describe(
        "{kind: life_burst, effects: [{put_virus: {as: infected}}, "
        "{power: {ref: infected, amount: -8000}}]}",
        card="Nihokokabi, Natural Bacteria",
        pool="classic",
    ) == [
        "[Life Burst] Put a [Virus] in one of your opponent's SIGNI Zones. The SIGNI in that "
        "SIGNI Zone gets -8000 power until end of turn."
    ]


EFFECTS["lock_signi_zone"] = (
    "{lock_signi_zone: {target: {side: opponent, zone: signi}, next_turn: true}}",
    "During this turn and the next turn, SIGNI cannot be put into the SIGNI Zone of target "
    "SIGNI on your opponent's field.",
)


def test_a_signi_zone_closed_for_this_turn_and_the_next(describe: Describe) -> None:
    # Classic WX08-032: the opponent may put no SIGNI into the zone of the SIGNI chosen.
    effect, english = EFFECTS["lock_signi_zone"]
    (text,) = describe(f"{{kind: enter, effects: [{effect}]}}")
    assert text == f"[Enter] {english}"


def test_crush_up_to_a_number_of_life_cloth(describe: Describe) -> None:
    # Classic WX07-026: as many as two of the opponent's Life Cloth crushed, or fewer.
    assert describe(
        "{kind: use, effects: [{crush: {count: 2, up_to: true}}]}",
        card="Fissure of Conflagration",
        pool="classic",
    ) == ["Crush up to two of your opponent's Life Cloth."]


def test_a_search_for_cards_of_the_same_level(describe: Describe) -> None:
    # Classic WX06-016: a deck search for a pair of <Angel> SIGNI sharing one level.
    assert describe(
        "{kind: life_burst, effects: [{search_deck: {type: SIGNI, class: ANGEL, up_to: 2, "
        "alike: level, to: hand, reveal: true}}]}",
        card="Munkarun, Elder Sister Deity of the Holy Tomb",
        pool="classic",
    ) == [
        "[Life Burst] Search your deck for up to two <Angel> SIGNI of the same level, reveal "
        "them, and add them to your hand. Then, shuffle your deck."
    ]


def test_a_signi_you_cannot_put_into_the_trash_yourself(describe: Describe) -> None:
    # Classic WX07-033: its own player may not trash this SIGNI from the field.
    assert describe(
        "{kind: constant, effects: [{cannot_be: {ref: self, action: trashed, yourself: true}}]}",
        card="Alphard, Natural Star",
        pool="classic",
    ) == ["[Constant] You cannot put this SIGNI from the field into the trash yourself."]


def test_a_search_for_a_card_of_each_color_paid(describe: Describe) -> None:
    # Classic WX04-063: a colour is picked from each Ener paid for the spell, then the
    # deck is searched once per distinct colour picked.
    assert describe(
        "{kind: use, effects: [{search_deck: {type: SIGNI, per_color_of: paid_ener, "
        "to: hand, reveal: true}}]}",
        card="Get Gate",
        pool="classic",
    ) == [
        "For each of the Ener paid for this cost, choose one of its colors. Search your deck "
        "for up to one SIGNI of each color chosen this way, reveal them, and add them to your "
        "hand. Then, shuffle your deck."
    ]


EFFECTS["choose_class"] = (
    "{choose_class: {side: you, zone: trash, min: 3, as: kin}}",
    "If three or more from among SIGNI in your trash share a class, choose that class.",
)


def test_a_class_chosen_for_later_parts(describe: Describe) -> None:
    # Classic WD08-008: when at least three of the milled cards have a class in common,
    # that class is chosen, and up to two SIGNI of it return from the trash to the hand.
    assert describe(
        "{kind: use, effects: [{mill: {count: 5, as: milled}}, {choose_class: {ref: milled, "
        "min: 3, as: kin}}, then, {add_to_hand: {target: {side: you, zone: trash, type: SIGNI, "
        "class_chosen: kin, up_to: 2}}}]}",
        card="Ancient Return",
        pool="classic",
    ) == [
        "Put the top five cards of your deck into the trash. If three or more from among the "
        "cards put into the trash this way share a class, choose that class. Then, add up to "
        "two target SIGNI from your trash of the class chosen this way to your hand."
    ]


# Cross (classic; docs/engine-hooks.md, "Cross"): the trigger `heaven`, a [Cross]
# ability, the filters `state: crossed` and `cross: true`.
TRIGGERS["heaven"] = ("{heaven: self}", "When this SIGNI is [Heaven]")


def test_cross_abilities_heaven_and_crossed_signi(describe: Describe) -> None:
    grenade = {"card": "Grenade, Small Gun", "pool": "classic"}
    assert describe(
        "[{kind: constant, cross: true, effects: [{set_base: {ref: self, power: 5000}}]}, "
        "{kind: auto, cross: true, when: {heaven: self}, effects: [{draw: 1}]}, "
        "{kind: enter, cross: true, effects: [{draw: 1}]}]",
        **grenade,
    ) == [
        "[Cross Constant] The base power of this SIGNI becomes 5000.",
        "[Cross Auto] When this SIGNI is [Heaven], draw a card.",
        "[Cross On-Play] Draw a card.",
    ]
    (text,) = describe(
        "{kind: auto, when: {heaven: {side: you, color: red}}, effects: [{draw: 1}]}",
        card="Four of Tamayorihime, Brave and Bold",
        pool="classic",
    )
    assert text == "[Auto] When a red SIGNI on your field is [Heaven], draw a card."
    (text,) = describe(
        "{kind: constant, effects: [{power: {all: {side: you, zone: signi, cross: true}, "
        "amount: 1000}}]}"
    )
    assert text == "[Constant] All SIGNI on your field with [Cross] get +1000 power."
    (text,) = describe(
        "{kind: enter, condition: {count: {side: you, zone: signi, state: crossed}}, "
        "effects: [{draw: 1}]}"
    )
    assert text == "[Enter] If there is a crossed SIGNI on your field, draw a card."


def test_trigger_heaven_english(describe: Describe) -> None:
    trigger, english = TRIGGERS["heaven"]
    (text,) = describe(
        f"{{kind: auto, cross: true, when: {trigger}, effects: [{{draw: 1}}]}}",
        card="Grenade, Small Gun",
        pool="classic",
    )
    assert text == f"[Cross Auto] {english}, draw a card."


def test_a_signi_kept_on_the_field_and_an_attack_not_negated(describe: Describe) -> None:
    # WXDi-P07-050, WXDi-P03-043 (docs/engine-hooks.md, "Kept on the field"); WXDi-P05-068
    # ("Attacks that are not negated").
    assert describe(
        "[{kind: constant, effects: [{cannot_be_moved: {ref: self, by: opponent}}]}, "
        "{kind: constant, condition: {turn: yours}, effects: ["
        "{cannot_be_moved: {ref: self, by: opponent, except_to: [ener]}}]}, "
        "{kind: constant, effects: [{attack_not_negated: {ref: self, by: self}}]}]"
    ) == [
        "[Constant] This SIGNI cannot be moved from the field to other zones by your "
        "opponent's effects.",
        "[Constant] As long as it is your turn, this SIGNI cannot be moved from the field to "
        "anywhere other than the Ener Zone by your opponent's effects.",
        "[Constant] This SIGNI's attack is not negated by this SIGNI's effect.",
    ]


def test_a_payment_of_either_cost_by_the_opponent(describe: Describe) -> None:
    # WXDi-P07-010: "your opponent may pay ... or discard two cards. If they do, ...".
    (text,) = describe(
        "{kind: enter, effects: [{pay: {player: opponent, cost: {ener: {colorless: 2}}, "
        "or: [{discard: 2}], if_done: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Enter] Your opponent may pay 2 colorless or discard two cards. If they do, draw a card."
    )


def test_filters_name_lacks_and_grow_cost(describe: Describe) -> None:
    (text,) = describe(
        "{kind: action, effects: [{return_to_lrig_deck: {target: {side: you, "
        "zone: assist_lrig, name_lacks: '-A', grow_cost: {min: 1}}}}]}",
        card="Muzica, Vogue 3 - EX",
    )
    assert text == (
        "[Action] Return target Assist LRIG on your field without -A and whose grow cost"
        " isn't 0 to your LRIG deck."
    )
    (text,) = describe(
        "{kind: action, effects: [{return_to_lrig_deck: {target: {side: you, "
        "zone: assist_lrig, grow_cost: {max: 1}}}}]}",
        card="Muzica, Vogue 3 - EX",
    )
    assert text == (
        "[Action] Return target Assist LRIG on your field with a total grow cost of 1 or less"
        " to your LRIG deck."
    )


def test_filter_not_among_and_attacks_before(describe: Describe) -> None:
    (text,) = describe(
        "{kind: enter, effects: [{must_attack: {choose: {side: opponent, zone: signi, "
        "chooser: opponent, up_to: any, as: chosen}, until: end_of_turn}}, "
        "{gain_keyword: {all: {side: opponent, zone: signi, not_among: {ref: chosen}}, "
        "keyword: cant_attack}}]}",
        card="Ril, in Prayer",
    )
    assert text == (
        "[Enter] Any number of SIGNI on your opponent's field of your opponent's choice must"
        " attack if able until end of turn. All SIGNI on your opponent's field other than"
        " them cannot attack until end of turn."
    )
    (text,) = describe(
        "{kind: auto, when: {attacks: {side: opponent, type: SIGNI}}, "
        "condition: {attacks_before: opponent, min: 1}, effects: [{vanish: {ref: trigger}}]}",
        card="Ril, in Prayer",
    )
    assert text == (
        "[Auto] Whenever a SIGNI on your opponent's field attacks, if your opponent has"
        " already attacked earlier this turn, vanish that SIGNI."
    )


def test_instead_of_any_leaving_and_look_at_the_bottom_card(describe: Describe) -> None:
    (text,) = describe(
        "{kind: constant, effects: [{instead_of_leaving: {ref: self, event: any, "
        "effects: [{put_on_deck: {ref: self, position: bottom}}]}}]}",
        card="At//Memoria, Code: Labyrinth",
    )
    assert text == (
        "[Constant] If this SIGNI would leave the field, instead you may put this SIGNI on"
        " the bottom of its owner's deck."
    )
    (text,) = describe(
        "{kind: life_burst, effects: [{look_top: {count: 1, bottom: 1, "
        "pick: [{type: SIGNI, up_to: 1, to: field}, {count: 2, to: hand}]}}]}",
        card="At//Memoria, Code: Labyrinth",
    )
    assert text == (
        "[Life Burst] Look at the top and bottom card of your deck. Put up to one SIGNI from"
        " among them onto your field. Add the rest to your hand."
    )


def test_a_crush_with_lancer(describe: Describe) -> None:
    # classic WX07-042: "when one of your SIGNI crushes ... with [Lancer]".
    (text,) = describe(
        "{kind: auto, when: {crushes: {side: you, type: SIGNI, lancer: true}}, "
        "effects: [{draw: 1}]}",
        card="Rakuda, Phantom Beast",
        pool="classic",
    )
    assert text == (
        "[Auto] When a SIGNI on your field crushes one of your opponent's Life Cloth with "
        "[Lancer], draw a card."
    )


def test_a_field_that_can_have_one_signi_alone(describe: Describe) -> None:
    # WXDi-P07-050: for the turn, this SIGNI is the only one its player may have on the field.
    (text,) = describe(
        "{kind: action, effects: [{signi_limit: {at_most: 1, side: you, only: {ref: self}}}]}"
    )
    assert text == "[Action] You can only have this SIGNI on your field this turn."


def test_a_draw_up_to_a_hand_size(describe: Describe) -> None:
    # classic WX05-003: "draw cards equal to the difference".
    (text,) = describe("{kind: action, cost: {exceed: 5}, effects: [{draw: {hand_size: 6}}]}")
    assert text == (
        "[Action] [Exceed 5]: If your hand has less than six cards, draw cards equal to the "
        "difference."
    )


# The lowest power among cards (classic WX08-024) and a quantity multiplied by a number
# (classic WX06-018).
QUANTITIES["lowest_power"] = (
    "{lowest_power: {side: opponent, zone: signi}, max: 5000}",
    "the lowest power among SIGNI on your opponent's field is 5000 or less",
)
QUANTITIES["multiplied"] = (
    "{multiplied: {of: {count: {side: you, zone: hand}}, by: 3000}, min: 9000}",
    "the number of cards in your hand multiplied by 3000 is 9000 or more",
)


def test_the_lowest_power_and_a_number_multiplied_as_bounds_of_power(describe: Describe) -> None:
    for name in ("lowest_power", "multiplied"):
        condition, text = QUANTITIES[name]
        assert describe(f"{{kind: enter, condition: {condition}, effects: [{{draw: 1}}]}}") == [
            f"[Enter] If {text}, draw a card."
        ]
    assert describe(
        "{kind: life_burst, effects: [{vanish: {target: {side: opponent, zone: signi, "
        "power: {max: {lowest_power: {side: opponent, zone: signi}}}}}}]}"
    ) == [
        "[Life Burst] Vanish target SIGNI on your opponent's field with power less than or "
        "equal to the lowest power among SIGNI on your opponent's field."
    ]
    assert describe(
        "{kind: life_burst, effects: [{vanish: {target: {side: opponent, zone: signi, "
        "power: {max: {multiplied: {of: {count: {side: you, zone: trash, type: SIGNI}}, "
        "by: 3000}}}}}}]}"
    ) == [
        "[Life Burst] Vanish target SIGNI on your opponent's field with power less than or "
        "equal to the number of SIGNI in your trash multiplied by 3000."
    ]


# Events counted this turn (classic WX05-020, WX05-042) and a card affected by an
# effect (classic WX05-020).
QUANTITIES["times_this_turn"] = (
    "{times_this_turn: {downed: {side: you, type: SIGNI, class: PLANT}}, min: 3, max: 3}",
    "this is the third time this turn that a <<Plant>> SIGNI on your field is downed",
)
TRIGGERS["affected"] = (
    "{affected: {side: you, type: SIGNI, class: [ORE, GEM], of: {type: ARTS}}}",
    "When an <<Ore>> or <<Jewel>> SIGNI on your field is affected by the effects of your "
    "opponent's ARTS",
)


def test_events_counted_this_turn_and_a_card_affected_by_an_effect(describe: Describe) -> None:
    condition, text = QUANTITIES["times_this_turn"]
    assert describe(f"{{kind: enter, condition: {condition}, effects: [{{draw: 1}}]}}") == [
        f"[Enter] If {text}, draw a card."
    ]
    assert describe(
        "{kind: auto, when: {crushes: self}, condition: {times_this_turn: {crushes: self}, "
        "min: 2}, effects: [{up: {ref: self}}]}"
    ) == [
        "[Auto] When this SIGNI crushes one of your opponent's Life Cloth, if this is the "
        "second or a later time this turn that this SIGNI crushes one of your opponent's "
        "Life Cloth, up this SIGNI."
    ]
    trigger, text = TRIGGERS["affected"]
    assert describe(f"{{kind: auto, when: {trigger}, effects: [{{draw: 1}}]}}") == [
        f"[Auto] {text}, draw a card."
    ]
    assert describe(
        "{kind: auto, when: {affected: {card: self, by: any}}, effects: [{draw: 1}]}"
    ) == ["[Auto] When this SIGNI is affected by a player's effects, draw a card."]


# An attack on a SIGNI Zone next to the one in front (classic WD20-009).
CONSTANT_EFFECTS["attacks_adjacent"] = (
    "{attacks_adjacent: {ref: self}}",
    "When this SIGNI attacks, it may also attack a SIGNI Zone next to the one in front of it: "
    "it battles the SIGNI there, or deals damage if there is none.",
)


def test_an_attack_on_a_zone_next_to_the_one_in_front(describe: Describe) -> None:
    effect, text = CONSTANT_EFFECTS["attacks_adjacent"]
    assert describe(f"{{kind: constant, effects: [{effect}]}}") == [f"[Constant] {text}"]
    assert describe(
        "{kind: enter, effects: [{attacks_adjacent: {all: {side: you, zone: signi}}}]}"
    ) == [
        "[Enter] Until end of turn, when SIGNI on your field attack, they may also attack a "
        "SIGNI Zone next to the one in front of them: they battle the SIGNI there, or deal "
        "damage if there is none."
    ]


def test_exactly_one_of_the_cards_named_this_way_is_said_in_the_singular(
    describe: Describe,
) -> None:
    # classic WX06-018: a condition on exactly one of the milled cards being a <Weapon> SIGNI
    (text,) = describe(
        "{kind: enter, effects: [{mill: {count: 3, as: milled}}, then, {if: {condition: "
        "{count: {ref: milled, type: SIGNI, class: WEAPON}, min: 1, max: 1}, then: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Enter] Put the top three cards of your deck into the trash. Then, if exactly one of "
        "the cards put into the trash this way is a <<Weapon>> SIGNI, draw a card."
    )


def test_a_classic_card_disables_the_attack_an_english_edition_card_negates(
    describe: Describe,
) -> None:
    # The classic cards "disable" an attack (WX04-004, WX05-025), the English edition's
    # "negate" it.
    abilities = """
        - kind: auto
          when: {attack_negated: {side: opponent, type: SIGNI, by: you}}
          effects: [{draw: 1}]
        - kind: life_burst
          effects:
            - delayed: {all: {side: any, zone: field}, when: {attacks: self}, once: true,
                        effects: [negate_attack: {}]}
    """
    classic = describe(abilities, card="Amethyst, Natural Stone", pool="classic")
    assert "is disabled by your effect" in classic[0]
    assert classic[1].endswith("disable that attack.")
    edition = describe(abilities)
    assert "is negated by your effect" in edition[0]
    assert edition[1].endswith("negate that attack.")


def test_an_ability_tied_to_a_face_down_card_for_one_later_time(describe: Describe) -> None:
    # WXDi-P00-038: "at the beginning of your main phase after your next main phase, if
    # there is no SIGNI in the same place as this card, turn this card face-up ...".
    (text,) = describe(
        "{kind: action, effects: [{turn_face_down: {target: {side: opponent, zone: signi, "
        "as: turned}}}, {while_face_down: {ref: turned, when: {phase_begins: {phase: main, "
        "player: you}}, once: true, skip: 1, vacant: true, effects: [{turn_face_up: {ref: "
        "turned}}, {discard: {count: 2, player: opponent}}]}}]}"
    )
    assert text == (
        "[Action] Turn target SIGNI on your opponent's field face down. At the beginning of "
        "your main phase after your next main phase, if it is still face down with no SIGNI "
        "in the same position, turn it face up and your opponent discards two cards."
    )
    # WXDi-P09-009: something happens once the opponent's next attack phase begins.
    (text,) = describe(
        "{kind: action, effects: [{turn_face_down: {all: {side: you, zone: signi, "
        "as: turned}}}, {while_face_down: {ref: turned, when: {phase_begins: {phase: attack, "
        "player: opponent}}, once: true, effects: [{turn_face_up: {ref: turned}}]}}]}"
    )
    assert text == (
        "[Action] Turn all SIGNI on your field face down. At the beginning of your "
        "opponent's next attack phase, if any of them is still face down, turn them face "
        "up, each with no SIGNI in the same SIGNI Zone."
    )


def test_an_attack_replaced(describe: Describe) -> None:
    # WXDi-P05-069: "... gains [Constant]: If this SIGNI attacks, instead turn up to two
    # SIGNI on your field face down and attack. At the end of this turn, ...".
    (text,) = describe(
        "{kind: constant, effects: [{instead_of_attacking: {all: {side: you, zone: signi, "
        'name: "Robin Hood, Jade General Queen"}, gains: true, effects: [{turn_face_down: '
        "{choose: {side: you, zone: signi, other: true, up_to: 2, as: turned}}}, "
        "{at_end_of_turn: [{turn_face_up: {ref: turned}}]}]}}]}"
    )
    assert text == (
        '[Constant] All "Robin Hood, Jade General Queen" on your field gain "[Constant] If '
        "this SIGNI attacks, instead turn up to two other SIGNI on your field face down and "
        "attack. At the end of the turn, turn them face up, each with no SIGNI in the same "
        'SIGNI Zone."'
    )
    (text,) = describe(
        "{kind: constant, effects: [{instead_of_attacking: {ref: self, effects: "
        "[{ener_charge: 1}]}}]}"
    )
    assert text == "[Constant] If this SIGNI attacks, instead [Ener Charge 1] and attack."


CONSTANT_EFFECTS["instead_of_attacking"] = (
    "{instead_of_attacking: {ref: self, effects: [{draw: 1}]}}",
    "If this SIGNI attacks, instead draw a card and attack.",
)


def test_a_marker_on_a_signi_zone_that_carries_an_ability(describe: Describe) -> None:
    # WXDi-P05-016: "Put one [Hastalyk] on one of your opponent's SIGNI Zones".
    (text,) = describe(
        "{kind: action, effects: [{put_marker: {marker: Hastalyk, once: true, as: marked, "
        "when: {phase_begins: {phase: attack, player: you}}, "
        "effects: [{unless: {pays: [{discard: 1}], effects: [{vanish: {ref: marked}}]}}]}}]}"
    )
    assert text == (
        "[Action] Put one [Hastalyk] on one of your opponent's SIGNI Zones. ([Hastalyk]: At "
        "the beginning of your attack phase, if there is a SIGNI in this SIGNI Zone, vanish "
        "that SIGNI unless your opponent discards a card. Then, remove this [Hastalyk].)"
    )
    (text,) = describe(
        "{kind: action, effects: [{put_marker: {marker: Mark, player: you, "
        "when: {turn_ends: you}, effects: [{draw: 1}]}}]}"
    )
    assert text == (
        "[Action] Put one [Mark] on one of your SIGNI Zones. ([Mark]: At the end of your "
        "turn, draw a card.)"
    )


EFFECTS["put_marker"] = (
    "{put_marker: {marker: Mark, when: {turn_ends: you}, effects: [{draw: 1}]}}",
    "Put one [Mark] on one of your opponent's SIGNI Zones. ([Mark]: At the end of your turn, "
    "draw a card.)",
)


def test_a_rise_that_brings_cards_from_the_trash(describe: Describe) -> None:
    # WXDi-P06-034: the [Rise] SIGNI enters on top of two <<Brave>> SIGNI from its trash.
    (text,) = describe(
        "{kind: rise, from_trash: {count: 2, type: SIGNI, class: VALOR}}",
        card="Cu Chulainn, Crimson General Queen",
    )
    assert text == (
        "[Rise] Put this SIGNI onto your field with two <<Brave>> SIGNI from your trash "
        "underneath it."
    )
    (text,) = describe(
        "{kind: rise, from_trash: {type: SIGNI, class: VALOR}}",
        card="Cu Chulainn, Crimson General Queen",
    )
    assert text == (
        "[Rise] Put this SIGNI onto your field with a <<Brave>> SIGNI from your trash "
        "underneath it."
    )


def test_a_countered_spell_named_for_a_later_part(describe: Describe) -> None:
    # classic WX07-014: a spell is cancelled, then its canceller may use it out of the
    # opponent's trash: countered, it is in its owner's trash.
    (text,) = describe(
        "{kind: use, effects: [{counter: {choose: {side: opponent, zone: check, type: SPELL,"
        " as: countered}}}, {use_card: {choose: {ref: countered, up_to: 1}, free: true}}]}",
        card="Cross Scramble",
        pool="classic",
    )
    assert text == (
        "Cancel the effect of one spell. You may use that spell from your opponent's trash as"
        " if it were in your hand, without paying its cost."
    )


def test_a_cut_in_on_a_team_piece_that_counters_it(describe: Describe) -> None:
    # WXDi-P05-006: used as a cut-in right after the opponent uses a [Team] PIECE, it
    # counters that PIECE, which then leaves the game.
    (text,) = describe(
        "{kind: use, cut_in: {type: PIECE, team_icon: true}, effects: [{counter: {target: "
        "{side: opponent, zone: check, type: PIECE, team_icon: true}}}]}",
        card="Eternal♡Immortal Kyurukyurun☆",
    )
    assert text == (
        "This PIECE can be used to cut in just after your opponent uses a PIECE with [Team]."
        " Counter the effects of target PIECE in your opponent's check zone with [Team]. The"
        " PIECE countered this way is removed from the game."
    )


def test_a_card_chosen_and_an_icon_the_opponent_declares(describe: Describe) -> None:
    # classic WX05-006: a hidden choice, an icon declared by the opponent, "does not have".
    (text,) = describe(
        "{kind: action, cost: {exceed: 5}, effects: ["
        "{choose_cards: {choose: {side: you, zone: hand, as: chosen}}}, "
        "{declare_color: {as: icon, player: opponent, colorless: true}}, "
        "{reveal: {ref: chosen}}, "
        "{if: {condition: {count: {ref: chosen, lacks_declared: icon}}, "
        "then: [{trash: {all: {side: opponent, zone: signi}}}]}}]}",
        card="Ulith, Enma of Nihilism",
        pool="classic",
    )
    assert text == (
        "[Action] [Exceed 5]: Choose a card from your hand. Your opponent declares one from "
        "[White] [Red] [Blue] [Green] [Black] [Colorless]. Reveal that card. If that card "
        "does not have the declared icon, put all SIGNI on your opponent's field into their "
        "owners' trash."
    )


EFFECTS["choose_cards"] = (
    "{choose_cards: {choose: {side: you, zone: hand, count: 2, as: chosen}}}",
    "Choose two cards from your hand.",
)


EFFECTS["put_under_lrig"] = (
    "{put_under_lrig: {all: {side: you, zone: lrig_trash, type: LRIG}}}",
    "Put all LRIG from your LRIG trash under this card.",
)


def test_a_grow_cost_that_puts_a_lrig_under(describe: Describe) -> None:
    # classic WD13-001: a <Tama> or <Iona> LRIG of the LRIG deck goes under as it grows; the
    # LRIG type reads before the noun, as the cards print it.
    (text,) = describe(
        "{kind: grow_cost, under: {any: [{type: LRIG, lrig_type: TAMA}, "
        "{type: LRIG, lrig_type: IONA}]}}",
        card="Mayu, True Name Miko",
        pool="classic",
    )
    assert text == (
        "[Grow Cost] Reveal a <Tama> LRIG or <Iona> LRIG from your LRIG deck, and put it under "
        "your LRIG on the field."
    )


EFFECTS["extra_turn"] = ("{extra_turn: {}}", "After this turn, you get an additional turn.")


def test_a_player_who_cannot_draw_or_add_cards_to_the_hand(describe: Describe) -> None:
    # classic WX05-022: the opponent neither draws nor puts cards into their hand.
    (text,) = describe(
        "{kind: constant, condition: {turn: opponents}, effects: ["
        "{cannot: {action: draw, player: opponent}}, "
        "{cannot: {action: add_to_hand, player: opponent}}]}"
    )
    assert text == (
        "[Constant] As long as it is your opponent's turn, your opponent cannot draw cards "
        "and your opponent cannot add cards to their hand."
    )


def test_a_cost_of_signi_of_a_total_level(describe: Describe) -> None:
    # classic WX07-006: "Put 3 of your non-Resona <Space> SIGNI ... whose total level is 7
    # or more".
    (text,) = describe(
        "{kind: action, cost: {trash_from_field: {count: 3, class: SPACE, "
        "total_level_min: 7}}, effects: [{draw: 1}]}",
        card="Procyon, Natural Star",
        pool="classic",
    )
    assert text == (
        "[Action] Put three <Space> SIGNI on your field whose total level is seven or more "
        "into the trash: Draw a card."
    )


def test_a_crossed_signi_leaving_the_field(describe: Describe) -> None:
    # classic WX08-025: it triggers as a crossed SIGNI of its player's leaves the field.
    (text,) = describe(
        "{kind: auto, when: {leaves_field: {side: you, type: SIGNI, state: crossed}}, "
        "effects: [{trash: {ref: self}}]}",
        card="Timerbomb, Trap Gun",
        pool="classic",
    )
    assert text == (
        "[Auto] When a crossed SIGNI on your field leaves the field, put this SIGNI into its "
        "owner's trash."
    )


def test_ener_paid_by_discarding(describe: Describe) -> None:
    # classic WX07-027: the ability's [Blue] cost may be paid with <Atom> SIGNI discarded
    # from the hand instead.
    (text,) = describe(
        "{kind: action, cost: {ener: {blue: 3}, ener_by_discard: {pays: blue, type: SIGNI, "
        "class: ATOM}}, effects: [{draw: 1}]}",
        card="Hydrogen, Natural Source",
        pool="classic",
    )
    assert text == (
        "[Action] Pay 3 blue, each 1 blue of which you may pay by discarding an <Atom> SIGNI "
        "from your hand: Draw a card."
    )


# A card becomes another card for a while (WXDi-P07-041).
EFFECTS["become"] = (
    "{become: {target: {side: opponent, zone: signi}, card: Servant ZERO}}",
    'Make target SIGNI on your opponent\'s field "Servant ZERO" until end of turn.',
)


def test_a_card_becomes_another_card(describe: Describe) -> None:
    # WXDi-P07-041: a SIGNI turned into 'Servant ZERO', and a SIGNI turned into a copy of
    # a chosen SIGNI on the field that has no == icon.
    effect, text = EFFECTS["become"]
    zero, same = describe(
        f"[{{kind: enter, effects: [{effect}]}}, "
        "{kind: action, effects: [{trash: {all: {side: you, "
        "zone: on_this}}}, {become: {ref: self, same_as: {target: {side: any, "
        "zone: signi, rise: false, harmony: false}}}}]}]"
    )
    assert zero == f"[Enter] {text}"
    assert same == (
        "[Action] Put all cards underneath or attached to this SIGNI into your trash. This "
        "SIGNI becomes the same card as target SIGNI on the field without [Rise] or "
        "[Harmony] until end of turn."
    )


def test_attacks_made_earlier_this_turn_are_counted_in_words(describe: Describe) -> None:
    # WXDi-P16-063 (the first or the second attack this turn), WXDi-P14-052 (the third).
    (text,) = describe(
        "{kind: auto, when: {attacks: self}, condition: {attacks_before: you, min: 1, max: 1}, "
        "effects: [{draw: 1}]}"
    )
    assert text == (
        "[Auto] Whenever this SIGNI attacks, if you have attacked exactly once earlier this "
        "turn, draw a card."
    )
    (text,) = describe(
        "{kind: auto, when: {attacks: self}, condition: {attacks_before: you, min: 3}, "
        "effects: [{draw: 1}]}"
    )
    assert text == (
        "[Auto] Whenever this SIGNI attacks, if you have attacked three or more times earlier "
        "this turn, draw a card."
    )


def test_a_difference_at_most_zero_is_less_than_or_equal(describe: Describe) -> None:
    # WXDi-CP01-026: as many Life Cloth as the opponent, or fewer.
    (text,) = describe(
        "{kind: enter, condition: {difference: {of: {count: {side: you, zone: life_cloth}}, "
        "minus: {count: {side: opponent, zone: life_cloth}}}, max: 0}, effects: [{draw: 1}]}"
    )
    assert text == (
        "[Enter] If the number of cards in your Life Cloth is less than or equal to the number "
        "of cards in your opponent's Life Cloth, draw a card."
    )
