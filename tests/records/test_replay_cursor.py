"""The replay cursor: every step reachable in any order, turns, views, and bounded jump cost."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from records_helpers import toy_record
from toy_game import GAME, ToyConfig, ToyGame, play_game

from dragonwood_tui.engine.hashing import state_hash
from dragonwood_tui.storage.records import cursor_of, transcript
from dragonwood_tui.storage.records import RecordError, replay_record
from dragonwood_tui.engine.replay import SNAPSHOT_EVERY, ReplayCursor

CONFIG = ToyConfig(3, 100)
ACTIONS = play_game(CONFIG, 17)


def _reference_hashes() -> list[str]:
    state = GAME.new_game(CONFIG, 17)
    out = [state_hash(state)]
    for a in ACTIONS:
        GAME.apply(state, a)
        out.append(state_hash(state))
    return out


HASHES = _reference_hashes()
CURSOR = ReplayCursor(GAME, CONFIG, 17, ACTIONS)


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(st.lists(st.integers(-5, len(ACTIONS) + 5), min_size=1, max_size=12))
def test_seeking_in_any_order_gives_the_state_of_that_step(targets):
    for target in targets:
        step = CURSOR.seek(target)
        assert step == max(0, min(target, len(ACTIONS)))
        assert CURSOR.step == step
        assert state_hash(CURSOR.state) == HASHES[step]


def test_stepping_forward_and_back_through_the_whole_game():
    cursor = ReplayCursor(GAME, CONFIG, 17, ACTIONS)
    assert cursor.step == 0 and cursor.at_start and cursor.last_action is None
    assert cursor.length == len(ACTIONS) > 300
    for step in range(1, len(ACTIONS) + 1):
        assert cursor.next_action == ACTIONS[step - 1]
        assert cursor.forward() == step
        assert state_hash(cursor.state) == HASHES[step]
        assert cursor.last_action == ACTIONS[step - 1]
    assert cursor.at_end and cursor.next_action is None
    assert cursor.forward() == len(ACTIONS)  # clamped
    for step in range(len(ACTIONS) - 1, -1, -1):
        assert cursor.back() == step
        assert state_hash(cursor.state) == HASHES[step]
    assert cursor.back() == 0
    assert cursor.to_end() == len(ACTIONS) and state_hash(cursor.state) == HASHES[-1]
    assert cursor.to_start() == 0 and state_hash(cursor.state) == HASHES[0]
    assert cursor.forward(10) == 10 and cursor.back(3) == 7


def test_turns_who_moved_and_jumping_to_a_turn():
    cursor = ReplayCursor(GAME, CONFIG, 17, ACTIONS)
    state = GAME.new_game(CONFIG, 17)
    turns, movers = [GAME.turn_number(state)], []
    for a in ACTIONS:
        movers.append(GAME.to_move(state))
        GAME.apply(state, a)
        turns.append(GAME.turn_number(state))
    assert [cursor.turn_of(s) for s in range(len(ACTIONS) + 1)] == turns
    assert [cursor.mover(s) for s in range(1, len(ACTIONS) + 1)] == movers
    assert cursor.turns == range(1, 301)
    for turn in (1, 2, 57, 150, 300):
        step = cursor.seek_turn(turn)
        assert cursor.turn == turn
        assert step == 0 or cursor.turn_of(step - 1) < turn
    assert cursor.seek_turn(0) == 0
    assert cursor.seek_turn(10_000) == len(ACTIONS)


def test_views_from_one_seat_hide_the_others_hands():
    cursor = ReplayCursor(GAME, CONFIG, 17, ACTIONS)
    cursor.seek(120)
    everything = cursor.view(None)
    assert everything.hands == cursor.state.hands
    for seat in range(3):
        view = cursor.view(seat)
        assert view.hands is None
        assert view.hand == cursor.state.hands[seat]
        assert view.hand_sizes == [len(h) for h in cursor.state.hands]


class CountingToy(ToyGame):
    """The toy game, counting the actions applied and states cloned."""

    applied = 0
    cloned = 0

    def apply(self, state, action):
        CountingToy.applied += 1
        super().apply(state, action)

    def clone(self, state):
        CountingToy.cloned += 1
        return super().clone(state)


def test_jumps_cost_at_most_one_snapshot_interval_whatever_the_game_length():
    config = ToyConfig(2, 1000)
    actions = play_game(config, 5)
    assert len(actions) > 2000
    game = CountingToy()
    cursor = ReplayCursor(game, config, 5, actions)
    worst = 0
    for target in [2000, 3, 1999, 17, len(actions), 1024, 1023, 0, 1500, 1499, 1498, 640, 641, 2222]:
        CountingToy.applied = CountingToy.cloned = 0
        cursor.seek(target)
        worst = max(worst, CountingToy.applied)
        assert CountingToy.cloned <= 1
    assert worst <= SNAPSHOT_EVERY - 1
    # Step back from anywhere: one clone and fewer than SNAPSHOT_EVERY actions.
    cursor.seek(1999)
    CountingToy.applied = 0
    cursor.back()
    assert CountingToy.applied < SNAPSHOT_EVERY


def test_walking_never_changes_the_snapshots():
    cursor = ReplayCursor(GAME, CONFIG, 17, ACTIONS)
    for step in (5, 40, 33, 200, 2, 0, 100, len(ACTIONS), 16, 0):
        cursor.seek(step)
        assert state_hash(cursor.state) == HASHES[step]
        cursor.state.scores[0] += 1000  # a careless caller mutates the state it was given...
        cursor.seek(len(ACTIONS) if step < len(ACTIONS) // 2 else 0)
        cursor.seek(step)
        assert state_hash(cursor.state) == HASHES[step]  # ...snapshots are untouched


def test_from_record_checks_the_actions_and_hashes():
    record = toy_record(rounds=40, seed=3)
    cursor = cursor_of(record)
    assert cursor.names == ["P0", "P1"]
    cursor.to_end()
    assert state_hash(cursor.state) == state_hash(replay_record(record).state)
    record.checkpoints[1] = msgspec.structs.replace(record.checkpoints[1], hash="0" * 16)
    with pytest.raises(RecordError) as err:
        cursor_of(record)
    assert err.value.step == 32


def test_the_cursors_lines_are_the_transcripts_lines_made_in_the_same_walk():
    record = toy_record(rounds=12, seed=4)
    cursor = cursor_of(record, lines=True)
    assert len(cursor.lines) == len(record.actions) + 1 and cursor.lines[0] == []
    text = [line for line in transcript(record) if line[:5].strip().isdigit()]
    for step in (1, len(record.actions), 9, 3):
        assert text[step - 1] == f"{step:>5}  {cursor.lines[step][0]}"  # the lines name who acted
    assert cursor_of(record).lines is None  # only when asked for
