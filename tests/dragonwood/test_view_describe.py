"""Views hide what a seat may not see; capture_options; describe and event lines; clone."""

from __future__ import annotations

from fractions import Fraction

import msgspec
import pytest

from dragonwood_tui.engine.game import Game
from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.games import get_game
from dragonwood_tui.games.dragonwood import GAME, apply_with_events, capture_options, event_lines
from dragonwood_tui.games.dragonwood.actions import (
    Action,
    Capture,
    DeclineMushroom,
    HandLimitDiscard,
    MushroomReroll,
    Reload,
    ThunderStormDiscard,
    WindStormPass,
    WoundDiscard,
)
from dragonwood_tui.games.dragonwood.odds import capture_probability

from .helpers import D, H, build, play

ANTS, OGRE, UNICORN = D("Fire Ants"), D("Angry Ogre"), D("Magical Unicorn")
SWORD, MUSHROOM, BOLT = D("Silver Sword"), D("Lucky Mushroom"), D("Lightning Bolt")


def test_game_is_registered_and_implements_the_protocol():
    assert get_game("dragonwood") is GAME
    assert isinstance(GAME, Game) and GAME.kind == "dragonwood"


def test_a_seat_sees_its_hand_and_only_the_sizes_of_the_others():
    s = build(3, hands=[H("G1 G2"), H("R1"), H("B1 B2 B3")], landscape=[ANTS, OGRE],
              enhancements=[[SWORD], [], []], victory=[[], [D("Wild Boar")], []])
    v = GAME.view(s, 1)
    assert v.hand == H("R1") and v.hands is None
    assert v.hand_sizes == [2, 1, 3]
    assert v.enhancements == [[SWORD], [], []] and v.victory[1] == [D("Wild Boar")]
    assert v.landscape == [ANTS, OGRE] and v.phase == "turn" and v.to_move == 0
    assert v.options == []  # seat 0 decides
    assert v.scores == [0, 6, 0] and v.creature_counts == [0, 1, 0]
    assert v.adventurer_deck == len(s.adv_deck) and v.runouts_left == 2
    spectator = GAME.view(s, None)
    assert spectator.hands == [H("G1 G2"), H("R1"), H("B1 B2 B3")] and spectator.hand == []
    with pytest.raises(ValueError):
        GAME.view(s, 3)


def test_view_shows_no_card_of_another_hand():
    s = GAME.new_game(GAME.default_config(4), 3)
    v = GAME.view(s, 2)
    shown = set(v.hand) | set(v.adventurer_discard)
    for seat in (0, 1, 3):
        assert not set(s.hands[seat]) & shown


def test_view_options_and_attempt_for_the_mushroom(dice):
    s = build(2, hands=[H("G3 R3"), []], enhancements=[[MUSHROOM], []], landscape=[OGRE])
    dice(1, 2)
    play(s, Capture(OGRE, "stomp", tuple(sorted(H("G3 R3")))))
    v = GAME.view(s, 0)
    assert v.phase == "mushroom" and v.options == [0, 1]
    assert v.attempt.dice == [1, 2] and v.attempt.result == "pending" and v.attempt.need == 9
    assert v.attempt.total == 3 and v.attempt.method == "stomp"
    assert GAME.view(s, 1).options == []


def test_capture_options_count_enhancements_and_the_mushroom():
    s = build(2, hands=[H("G3 G4 R4"), []], enhancements=[[SWORD, MUSHROOM, BOLT], []],
              landscape=[OGRE, UNICORN])
    v = GAME.view(s, 0)
    opts = {(o.target, o.method): o for o in capture_options(v, H("G3 G4"), [BOLT])}
    strike = opts[(OGRE, "strike")]
    assert strike.legal and strike.dice == 2 and strike.bonus == 2 + 4 and strike.value == 12
    assert strike.need == 6 and strike.mushroom
    assert strike.probability == capture_probability(2, 6, 12, True)
    stomp = opts[(OGRE, "stomp")]
    assert not stomp.legal and "Stomp" in stomp.reason and stomp.probability == 0
    assert not opts[(UNICORN, "strike")].legal  # the bolt cannot help against an enhancement
    plain = {(o.target, o.method): o for o in capture_options(v, H("G3 G4"))}
    unicorn = plain[(UNICORN, "strike")]
    assert unicorn.legal and unicorn.bonus == 0 and not unicorn.mushroom
    assert unicorn.probability == capture_probability(2, 0, 8, False) == Fraction(1, 36)


def test_describe_every_action_and_event_lines(dice):
    s = build(2, hands=[H("G3 R3 B9"), H("O1")], enhancements=[[MUSHROOM], []], landscape=[OGRE],
              reveals=[D("Crazy Bats")])
    names = ["Ann", "Bob"]
    assert GAME.describe(s, Reload(), names) == "Ann reloads."
    capture = Capture(OGRE, "stomp", tuple(sorted(H("G3 R3"))))
    assert GAME.describe(s, capture, names) == "Ann tries to Stomp Angry Ogre (9) with G3 R3."
    dice(1, 2)
    lines = apply_with_events(s, capture, names)
    assert lines == ["Ann tries to Stomp Angry Ogre (9) with G3 R3.", "Roll: 1 2 = 3 (needs 9)."]
    assert GAME.describe(s, MushroomReroll(0), names) == (
        "Ann re-rolls die 1 (a 1) with the Lucky Mushroom."
    )
    assert GAME.describe(s, DeclineMushroom(), names) == "Ann keeps the roll."
    dice(4)
    lines = apply_with_events(s, MushroomReroll(0), names)
    assert lines[1:] == [
        "Lucky Mushroom: die 1 goes from 1 to 4: 4 2 = 6 (needs 9).",
        "Failure: Angry Ogre stays; Ann is wounded.",
    ]
    assert GAME.describe(s, WoundDiscard(H("B9")[0]), names) == "Ann discards Bl9 for the wound."
    lines = apply_with_events(s, WoundDiscard(H("B9")[0]))
    # the wound was told by the failure line, the card by the action's: no line repeats them
    assert lines == ["Player 1 discards Bl9 for the wound.", "Turn 2: Player 2."]
    assert event_lines(s.events) == ["Player 1 discards Bl9 (wounded).", "Turn 2: Player 2."]
    assert "Thunder Storm" in GAME.describe(s, ThunderStormDiscard(1), names)
    assert "hand limit" in GAME.describe(s, HandLimitDiscard(1), names)
    assert GAME.describe(s, WindStormPass(1), names) == "Bob chooses a card to pass in the Wind Storm."
    assert all(isinstance(line, str) and line for line in event_lines(s.events))


def test_actions_round_trip_through_json():
    actions = [
        Reload(),
        Capture(OGRE, "stomp", (1, 13), (BOLT,)),
        MushroomReroll(2),
        DeclineMushroom(),
        WoundDiscard(5),
        HandLimitDiscard(6),
        ThunderStormDiscard(7),
        WindStormPass(8),
    ]
    data = msgspec.json.encode(actions)
    assert msgspec.json.decode(data, type=list[Action]) == actions
    assert b'"type":"capture"' in data
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"type":"capture","target":1,"method":"kick","cards":[1]}', type=Action)


def test_clone_is_independent_and_equal():
    s = GAME.new_game(GAME.default_config(3), 8)
    c = GAME.clone(s)
    assert state_hash(c) == state_hash(s)
    GAME.apply(c, Reload())
    assert state_hash(c) != state_hash(s)
    assert s.hands != c.hands or s.current != c.current
    assert s.rng.state != c.rng.state or s.turn != c.turn


def test_clone_copies_every_list_and_the_rng():
    from dragonwood_tui.engine.rng import Rng

    s = GAME.new_game(GAME.default_config(4), 5)
    for _ in range(60):  # mid-game: captures, discards and events behind
        GAME.apply(s, GAME.legal_actions(s)[-1])
    c = GAME.clone(s)
    assert state_hash(c) == state_hash(s)
    for field in type(s).__struct_fields__:
        mine, theirs = getattr(s, field), getattr(c, field)
        assert mine == theirs, field
        if isinstance(mine, (list, Rng)):
            assert mine is not theirs, field
        if isinstance(mine, list):
            for a, b in zip(mine, theirs):
                assert not isinstance(a, list) or a is not b, field


def test_turn_number_counts_seat_turns():
    s = GAME.new_game(GAME.default_config(2), 1)
    assert GAME.turn_number(s) == 1
    while s.phase != 0:
        GAME.apply(s, GAME.legal_actions(s)[0])
    GAME.apply(s, Reload())
    while s.phase != 0:
        GAME.apply(s, GAME.legal_actions(s)[0])
    assert GAME.turn_number(s) == 2


def test_state_round_trips_through_msgpack_with_the_same_hash():
    from dragonwood_tui.games.dragonwood.state import State

    s = GAME.new_game(GAME.default_config(4), 21)
    for _ in range(30):
        GAME.apply(s, GAME.legal_actions(s)[-1])
    copy = msgspec.msgpack.decode(msgspec.msgpack.encode(s), type=State)
    assert state_hash(copy) == state_hash(s)
    assert GAME.legal_actions(copy) == GAME.legal_actions(s)


def test_rules_dice_and_shuffles_are_the_engine_rng_streams():
    from dragonwood_tui.engine.rng import Rng
    from dragonwood_tui.games.dragonwood import rules

    for seed in range(50):
        s = build(2, seed=seed)
        expected = Rng(seed)
        faces = [rules._roll(s) for _ in range(20)]
        assert faces == [(1, 2, 2, 3, 3, 4)[expected.below(6)] for _ in range(20)]
        a, b = list(range(40)), list(range(40))
        r1, r2 = Rng(seed), Rng(seed)
        rules.shuffle(r1, a)
        r2.shuffle(b)
        assert a == b and r1.state == r2.state


def test_a_captures_dice_are_the_same_stream_as_one_die_at_a_time():
    from dragonwood_tui.games.dragonwood import rules

    for seed in range(50):
        for n in range(7):
            one, many = build(2, seed=seed), build(2, seed=seed)
            assert rules._roll_dice(many, n) == [rules._roll(one) for _ in range(n)]
            assert many.rng.state == one.rng.state
