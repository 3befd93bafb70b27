"""Capture: Strike / Stomp / Scream, the potion, the 6-dice cap, enhancements, success, failure,
the wound, the Lucky Mushroom."""

from __future__ import annotations

import pytest

from dragonwood_tui.engine.game import IllegalAction
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games.dragonwood import GAME
from dragonwood_tui.games.dragonwood.actions import (
    Capture,
    DeclineMushroom,
    MushroomReroll,
    Reload,
    WoundDiscard,
)

from .helpers import D, H, build, check_invariants, play

ANTS = D("Fire Ants")  # strike 7, stomp 4, scream 6, 2 VP
OGRE = D("Angry Ogre")  # strike 12, stomp 9, scream 14, 5 VP
SWORD, SPINACH, GHOST = D("Silver Sword"), D("Bucket of Spinach"), D("Ghost Disguise")
CLOAK, UNICORN, MUSHROOM = D("Cloak of Darkness"), D("Magical Unicorn"), D("Lucky Mushroom")
BUNNY, BOLT, POTION = D("Friendly Bunny"), D("Lightning Bolt"), D("Charmed Potion")


def refused(s, action, reason):
    before = state_hash(s)
    with pytest.raises(IllegalAction, match=reason):
        GAME.apply(s, action)
    assert state_hash(s) == before  # a refused action changes nothing


def legal(s, action) -> bool:
    return action in GAME.legal_actions(s)


def game(hand, enh=(), landscape=(ANTS,), reveals=(D("Crazy Bats"),)):
    return build(2, hands=[H(hand), H("B12")], enhancements=[list(enh), []], landscape=landscape, reveals=reveals)


@pytest.mark.parametrize(
    "method, cards, ok",
    [
        ("strike", "G3 R4 B5", True),  # a run, colours free
        ("strike", "B5 G3 R4", True),  # in any order
        ("strike", "G3 R5", False),  # a gap
        ("strike", "G3 O3", False),  # a repeated value
        ("stomp", "G3 O3", True),
        ("stomp", "G3 R4", False),
        ("scream", "G1 G7 G12", True),
        ("scream", "G1 R5", False),
        ("strike", "P9", True),  # a single card is any method
        ("stomp", "P9", True),
        ("scream", "P9", True),
    ],
)
def test_patterns(method, cards, ok):
    s = game("G3 R4 B5 R5 O3 G1 G7 G12 P9")
    action = Capture(ANTS, method, tuple(sorted(H(cards))))
    assert legal(s, action) == ok
    if not ok:
        refused(s, action, method.capitalize())


def test_the_potion_is_a_wild_card_and_adds_a_die(dice):
    s = game("G3 R5 O7", enh=[POTION])
    gap = Capture(ANTS, "strike", tuple(sorted(H("G3 R5"))), (POTION,))
    assert legal(s, gap)  # 3 _ 5: the potion is the 4
    assert not legal(s, Capture(ANTS, "strike", tuple(sorted(H("G3 R5"))), ()))
    assert not legal(s, Capture(ANTS, "strike", tuple(sorted(H("G3 O7"))), (POTION,)))
    assert legal(s, Capture(ANTS, "stomp", tuple(H("G3")), (POTION,)))
    dice(1, 2, 4)  # three dice: two cards + the potion
    play(s, gap)
    assert s.att_dice == [1, 2, 4] and s.att_result == 2  # 7 >= 7: success
    assert POTION in s.dw_discard and POTION not in s.enhancements[0]
    dice.check_used()


def test_never_more_than_six_dice():
    five = tuple(sorted(H("G4 R4 B4 O4 P4")))
    s = build(2, hands=[H("G4 R4 B4 O4 P4"), []], enhancements=[[BUNNY, POTION], []], landscape=[ANTS])
    assert legal(s, Capture(ANTS, "stomp", five, (BUNNY,)))  # 6 dice
    assert legal(s, Capture(ANTS, "stomp", five, (POTION,)))  # 6 dice
    refused(s, Capture(ANTS, "stomp", five, tuple(sorted((BUNNY, POTION)))), "6 dice")
    s = build(2, hands=[H("G4 G5 G6 G7 G8 G9 G10"), []], enhancements=[[BUNNY], []], landscape=[ANTS])
    six = tuple(sorted(H("G4 G5 G6 G7 G8 G9")))
    assert legal(s, Capture(ANTS, "strike", six, ()))
    refused(s, Capture(ANTS, "strike", six, (BUNNY,)), "Bunny cannot take a roll above 6")
    refused(s, Capture(ANTS, "scream", tuple(sorted(H("G4 G5 G6 G7 G8 G9 G10"))), ()), "6 dice")
    assert max(len(a.cards) for a in GAME.legal_actions(s) if isinstance(a, Capture)) == 6


@pytest.mark.parametrize(
    "enh, method, bonus",
    [
        ([SWORD], "strike", 2),
        ([SWORD], "stomp", 0),
        ([SPINACH], "stomp", 2),
        ([SPINACH], "scream", 0),
        ([GHOST], "scream", 2),
        ([GHOST], "strike", 0),
        ([CLOAK], "stomp", 2),
        ([UNICORN], "scream", 1),
        ([CLOAK, UNICORN, SWORD, SPINACH, GHOST], "strike", 5),
    ],
)
def test_permanent_bonuses_match_the_method(enh, method, bonus, dice):
    s = game("G5", enh=enh, landscape=[OGRE])
    dice(1)
    play(s, Capture(OGRE, method, tuple(H("G5"))))
    assert s.att_bonus == bonus
    assert s.events[0][2] == 1 + bonus  # the roll's total
    assert s.enhancements[0] == enh  # permanent: kept


def test_lightning_bolt_adds_four_and_is_spent_even_on_a_failure(dice):
    s = game("G5", enh=[BOLT, SWORD], landscape=[OGRE])
    dice(1)
    play(s, Capture(OGRE, "strike", tuple(H("G5")), (BOLT,)))
    assert s.att_bonus == 6 and s.att_result == 3  # 1 + 6 = 7 < 12: failure
    assert BOLT in s.dw_discard and s.enhancements[0] == [SWORD]


def test_the_bunny_adds_a_die_and_is_spent(dice):
    s = game("G5", enh=[BUNNY])
    dice(3, 1)
    play(s, Capture(ANTS, "stomp", tuple(H("G5")), (BUNNY,)))
    assert s.att_dice == [3, 1] and s.att_result == 2
    assert BUNNY in s.dw_discard


def test_enhancements_never_help_to_capture_an_enhancement(dice):
    s = game("G5 R5", enh=[CLOAK, SWORD, BOLT, MUSHROOM], landscape=[UNICORN])
    refused(s, Capture(UNICORN, "strike", tuple(H("G5")), (BOLT,)), "never help")
    assert not any(a.one_time for a in GAME.legal_actions(s) if isinstance(a, Capture))
    dice(2)
    play(s, Capture(UNICORN, "stomp", tuple(H("G5"))))  # stomp 6: 2 + no bonus
    assert s.att_bonus == 0
    assert s.phase == 2  # failure, and no mushroom re-roll offered: straight to the wound


def test_success_creature_to_victory_cards_to_discard_landscape_refilled(dice):
    s = game("G3 R3", landscape=[ANTS, OGRE], reveals=[D("Crazy Bats")])
    dice(2, 2)
    play(s, Capture(ANTS, "stomp", tuple(sorted(H("G3 R3")))))
    assert s.victory[0] == [ANTS]
    assert s.adv_discard == sorted(H("G3 R3"))
    assert s.landscape[:2] == [OGRE, D("Crazy Bats")]  # then the dragons under it
    assert s.hands[0] == [] and s.current == 1
    check_invariants(s)


def test_success_on_an_enhancement_puts_it_in_front_of_the_player(dice):
    s = game("G3", landscape=[BUNNY])
    dice(4)
    play(s, Capture(BUNNY, "strike", tuple(H("G3"))))
    assert s.enhancements[0] == [BUNNY] and s.victory[0] == []


def test_failure_wounds_cards_back_in_hand_then_a_chosen_discard(dice):
    s = game("G3 R3 B9", landscape=[OGRE], reveals=[D("Crazy Bats")])
    dice(1, 1)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3")))))
    assert s.landscape == [OGRE]  # the target stays, nothing refilled
    assert sorted(s.hands[0]) == sorted(H("G3 R3 B9"))
    assert GAME.to_move(s) == 0 and s.phase == 2
    refused(s, Reload(), "wound")
    assert GAME.legal_actions(s) == [WoundDiscard(c) for c in sorted(H("G3 R3 B9"))]
    play(s, WoundDiscard(H("B9")[0]))
    assert sorted(s.hands[0]) == sorted(H("G3 R3")) and s.adv_discard == H("B9")
    assert s.current == 1
    check_invariants(s)


def test_mushroom_is_offered_when_short_and_rerolls_the_chosen_die(dice):
    s = game("G3 R3", enh=[MUSHROOM], landscape=[OGRE])  # stomp 9
    dice(4, 1)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3")))))
    assert s.phase == 1 and GAME.to_move(s) == 0
    assert GAME.legal_actions(s) == [MushroomReroll(0), MushroomReroll(1), DeclineMushroom()]
    refused(s, MushroomReroll(2), "no die")
    dice(4)
    play(s, MushroomReroll(1))  # 4 + 4 = 8 < 9: still short
    assert s.att_dice == [4, 4] and s.att_reroll == 1 and s.att_result == 3
    assert s.phase == 2  # once per attempt: now the wound


def test_mushroom_reroll_can_turn_a_failure_into_a_capture(dice):
    s = game("G3 R3 B3", enh=[MUSHROOM], landscape=[OGRE])
    dice(4, 3, 1)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3 B3")))))
    dice(2)
    play(s, MushroomReroll(2))
    assert s.att_result == 2 and s.victory[0] == [OGRE]


def test_declining_the_mushroom_keeps_a_failed_roll(dice):
    s = game("G3", enh=[MUSHROOM], landscape=[OGRE])
    dice(1)
    play(s, Capture(OGRE, "strike", tuple(H("G3"))))
    play(s, DeclineMushroom())
    assert s.att_result == 3 and s.phase == 2


def test_no_mushroom_choice_after_a_success(dice):
    s = game("G3", enh=[MUSHROOM], landscape=[ANTS])
    dice(4)
    play(s, Capture(ANTS, "stomp", tuple(H("G3"))))
    assert s.att_result == 2 and s.current == 1


@pytest.mark.parametrize(
    "action, reason",
    [
        (Capture(D("Gooey Glob"), "strike", (0,)), "not in the landscape"),
        (Capture(ANTS, "kick", (0,)), "unknown method"),
        (Capture(ANTS, "strike", ()), "at least one"),
        (Capture(ANTS, "strike", (H("G3")[0], H("G3")[0])), "twice"),
        (Capture(ANTS, "strike", (H("O7")[0],)), "not in your hand"),
        (Capture(ANTS, "strike", (H("G3")[0],), (BOLT,)), "no Lightning Bolt"),
        (Capture(ANTS, "strike", (H("G3")[0],), (SWORD,)), "permanent"),
        (Capture(ANTS, "strike", (999,)), "not in your hand"),
        (WoundDiscard(H("G3")[0]), "Reload or a Capture"),
        (MushroomReroll(0), "Reload or a Capture"),
    ],
)
def test_illegal_captures_are_refused_with_a_reason(action, reason):
    s = game("G3 R4", enh=[SWORD])
    refused(s, action, reason)


def test_legal_actions_list_exactly_the_captures_apply_accepts():
    """Every candidate (target x method x card subset x one-time subset) of a rich position:
    apply accepts it exactly when legal_actions lists it."""
    from itertools import combinations

    hand = H("G3 R4 G5 B5 G7 O7 P7 R12")
    s = build(2, hands=[hand, []], enhancements=[[BUNNY, BOLT, POTION, SWORD], []],
              landscape=[ANTS, UNICORN])
    listed = set(GAME.legal_actions(s))
    assert Reload() in listed
    accepted = set()
    one_times = [()] + [c for k in (1, 2, 3) for c in combinations((BUNNY, BOLT, POTION), k)]
    for target in (ANTS, UNICORN):
        for method in ("strike", "stomp", "scream"):
            for k in range(1, 8):
                for cards in combinations(sorted(hand), k):
                    for spent in one_times:
                        action = Capture(target, method, cards, tuple(sorted(spent)))
                        trial = GAME.clone(s)
                        try:
                            GAME.apply(trial, action)
                        except IllegalAction:
                            continue
                        accepted.add(action)
    assert accepted == listed - {Reload()}
    assert len(listed) == len(GAME.legal_actions(s))  # no action listed twice
    # the potion fills the gap of 3-_-5
    assert Capture(ANTS, "strike", tuple(sorted(H("G3 G5"))), (POTION,)) in listed
