"""The log names every bonus in a roll's total: "Roll: 3 + 2 (Silver Sword) = 5"."""

from __future__ import annotations

import re

from dragonwood_tui.bots.dragonwood_greedy import GreedyBot
from dragonwood_tui.games.dragonwood import GAME, apply_with_events, event_lines
from dragonwood_tui.games.dragonwood.actions import Capture, MushroomReroll

from .helpers import D, H, build

SWORD, UNICORN, MUSHROOM, BOLT = D("Silver Sword"), D("Magical Unicorn"), D("Lucky Mushroom"), D("Lightning Bolt")
SPINACH, CLOAK = D("Bucket of Spinach"), D("Cloak of Darkness")
ORANGE, BATS = D("Orange Dragon"), D("Crazy Bats")


def test_a_stacked_strike_and_its_mushroom_re_roll_name_every_bonus(dice):
    s = build(2, hands=[H("G3 R4 B9"), H("O1")], landscape=[ORANGE, BATS], reveals=[D("Fire Ants")],
              enhancements=[[SWORD, UNICORN, MUSHROOM, BOLT], []])
    names = ["Ann", "Bob"]
    dice(1, 2)
    lines = apply_with_events(s, Capture(ORANGE, "strike", tuple(sorted(H("G3 R4"))), (BOLT,)), names)
    assert lines == [
        "Ann tries to Strike Orange Dragon (15) with G3 R4 + Lightning Bolt.",
        "Roll: 1 2 + 7 (Silver Sword +2, Magical Unicorn +1, Lightning Bolt +4) = 10 (needs 15).",
    ]
    dice(6)
    lines = apply_with_events(s, MushroomReroll(0), names)
    assert lines[1] == (
        "Lucky Mushroom: die 1 goes from 1 to 6: 6 2"
        " + 7 (Silver Sword +2, Magical Unicorn +1, Lightning Bolt +4) = 15 (needs 15)."
    )
    assert "Success: Ann captures Orange Dragon (7 VP)." in lines


def test_only_the_bonuses_of_the_method_are_named(dice):
    s = build(2, hands=[H("G3 R3"), H("O1")], landscape=[BATS], enhancements=[[SWORD, SPINACH, CLOAK], []])
    dice(1, 1)
    lines = apply_with_events(s, Capture(BATS, "stomp", tuple(sorted(H("G3 R3")))))
    assert lines[1] == "Roll: 1 1 + 4 (Bucket of Spinach +2, Cloak of Darkness +2) = 6 (needs 3)."


def test_one_bonus_is_named_without_its_amount_and_an_enhancement_target_has_none(dice):
    s = build(2, hands=[H("G3 G4"), H("O1")], landscape=[BATS, UNICORN], enhancements=[[SWORD], []])
    dice(2, 2)
    lines = apply_with_events(s, Capture(BATS, "strike", tuple(sorted(H("G3 G4")))))
    assert lines[1] == "Roll: 2 2 + 2 (Silver Sword) = 6 (needs 4)."
    s = build(2, hands=[H("G3 G4"), H("O1")], landscape=[BATS, UNICORN], enhancements=[[SWORD], []])
    dice(2, 2)
    assert apply_with_events(s, Capture(UNICORN, "strike", tuple(sorted(H("G3 G4")))))[1] == "Roll: 2 2 = 4 (needs 8)."


def test_without_the_state_the_bonus_stays_a_bare_number(dice):
    s = build(2, hands=[H("G3 G4"), H("O1")], landscape=[BATS], enhancements=[[SWORD], []])
    dice(2, 2)
    GAME.apply(s, Capture(BATS, "strike", tuple(sorted(H("G3 G4")))))
    assert event_lines(s.events)[0] == "Roll: 2 2 + 2 = 6 (needs 4)."


ROLL = re.compile(r"^(?:Roll: |Lucky Mushroom: .*: )([\d ]+?)(?: \+ (\d+)(?: \((.*)\))?)? = (\d+) \(needs \d+\)\.$")


def test_in_whole_games_every_bonus_is_named_and_adds_up():
    """Greedy seats capture with enhancements: each roll line's parts add up to its bonus."""
    seen = 0
    for seed in range(12):
        s = GAME.new_game(GAME.default_config(3), seed)
        bots = [GreedyBot(seed + i) for i in range(3)]
        while not GAME.is_over(s):
            seat = GAME.to_move(s)
            action = bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s))
            for line in GAME.narrate(s, action):
                if not (line.startswith("Roll:") or (line.startswith("Lucky Mushroom:") and "needs" in line)):
                    continue
                m = ROLL.match(line)
                assert m, line
                dice, bonus, parts, total = m.groups()
                assert sum(map(int, dice.split())) + int(bonus or 0) == int(total), line
                if bonus:
                    seen += 1
                    assert parts, line
                    amounts = [int(n) for n in re.findall(r"\+(\d+)", parts)] or [int(bonus)]
                    assert sum(amounts) == int(bonus), line
    assert seen > 10  # the games did roll with bonuses
